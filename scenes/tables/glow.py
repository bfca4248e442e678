"""A lit highlight that breathes when it lights up, then holds still.

A table waiting for a human must cost next to nothing (DESIGN: under 2% of a core),
since a player may think for minutes; yet what they may pick should catch the eye.
``Breath`` gives both. When what is lit changes (``light(key, clock)``: a new turn, a
new pointed target) it breathes for ``BREATHE`` seconds in ``RATE`` steps a second,
its swing fading out, and then holds one steady, clearly lit value. The table asks
for a redraw only when the step changes (``due``; ``next_change`` tells the idle loop
when), so a still table draws nothing at all once the breath has settled.
"""

from __future__ import annotations

import math
from typing import Any

from scenes.anim import pulse

BREATHE = 2.5   # s of breathing after a highlight lights up
RATE = 10.0     # steps a second while it breathes (one redraw each)
HOLD = 0.7      # the glow held once the breathing stops (0: dim .. 1: brightest)


class Breath:
    def __init__(self, breathe: float = BREATHE, rate: float = RATE) -> None:
        self.breathe = breathe
        self.rate = rate
        self.key: Any = None       # what is lit now (None: nothing)
        self.since = 0.0           # the scene clock when it lit up
        self.shown: int | None = None  # the step last drawn

    @property
    def last(self) -> int:
        """The step at which the breath holds still."""
        return max(1, round(self.breathe * self.rate))

    def light(self, key: Any, clock: float) -> None:
        """Light ``key`` (None: nothing is lit); a new key starts a new breath."""
        if key != self.key:
            self.key, self.since, self.shown = key, clock, None

    def step(self, clock: float) -> int:
        if self.key is None:
            return self.last
        return min(self.last, max(0, math.floor((clock - self.since) * self.rate + 1e-9)))

    def still(self, clock: float) -> bool:
        """True once the breath holds (or nothing is lit)."""
        return self.step(clock) >= self.last

    def time(self, clock: float) -> float:
        """Seconds breathed, in whole steps: what anything moving with it is drawn at."""
        return self.step(clock) / self.rate

    def glow(self, clock: float, period: float = 1.4) -> float:
        """A 0..1 glow like ``anim.pulse`` whose swing fades out into ``HOLD``."""
        s = self.step(clock)
        if s >= self.last:
            return HOLD
        fade = s / self.last
        return HOLD + (pulse(s / self.rate + period / 2, period) - HOLD) * (1 - fade)

    def due(self, clock: float) -> bool:
        """A step that has not been drawn yet."""
        return self.key is not None and self.step(clock) != self.shown

    def drawn(self, clock: float) -> None:
        self.shown = self.step(clock)

    def next_change(self, clock: float) -> float | None:
        """Seconds until the next step (None: holding still, nothing to wake for)."""
        if self.key is None:
            return None
        s = self.step(clock)
        if s >= self.last:
            return None
        return max(0.0, self.since + (s + 1) / self.rate - clock)


__all__ = ["Breath", "BREATHE", "HOLD", "RATE"]
