"""Time-based animation: easing curves, tweens, timelines and an animator.

Everything advances by seconds, never by frames, so an animation takes as long
on a slow machine as on a fast one. An ``Animator`` multiplies time by the
player's animation speed (settings.anim_speed; 0 means "no animation": every
animation jumps to its end at once), and ``skip()`` finishes whatever runs so
an impatient player can click through.

    anim = Animator(app)
    t = anim.tween(0.4, (100, 600), (640, 300), ease=ease_out_back)
    anim.sequence(Wait(0.2), Call(lambda: flip_card()), t)
    ...
    moving = anim.update(dt)          # in Scene.update
    pos = t.value                     # in Scene.draw
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

# ---- easing curves: t in [0, 1] -> progress (may overshoot for back/elastic) ----------


def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_bounce(t: float) -> float:
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


def ease_out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1


EASINGS: dict[str, Callable[[float], float]] = {
    f.__name__: f for f in (linear, ease_in_quad, ease_out_quad, ease_in_out_quad,
                            ease_out_cubic, ease_in_out_cubic, ease_out_back,
                            ease_out_bounce, ease_out_elastic)
}


def lerp(a: Any, b: Any, t: float) -> Any:
    """Interpolate numbers, or tuples/lists of numbers element by element."""
    if isinstance(a, (tuple, list)):
        return type(a)(x + (y - x) * t for x, y in zip(a, b, strict=True))
    return a + (b - a) * t


# ---- animations -------------------------------------------------------------------------


class Anim:
    """Base: something that advances with time and eventually finishes."""

    done = False

    def advance(self, dt: float) -> float:
        """Move on by ``dt`` seconds; return the time left over after finishing."""
        raise NotImplementedError

    def finish(self) -> None:
        """Jump to the end (callbacks still run, once)."""
        while not self.done:
            self.advance(1e9)


class Tween(Anim):
    """A value going from ``start`` to ``end`` over ``duration`` seconds."""

    def __init__(self, duration: float, start: Any = 0.0, end: Any = 1.0,
                 ease: Callable[[float], float] | str = ease_out_cubic, delay: float = 0.0,
                 on_done: Callable[[], None] | None = None,
                 on_update: Callable[[Any], None] | None = None) -> None:
        self.duration = max(0.0, float(duration))
        self.start, self.end = start, end
        self.ease = EASINGS[ease] if isinstance(ease, str) else ease
        self.delay = max(0.0, float(delay))
        self.on_done = on_done
        self.on_update = on_update
        self.elapsed = 0.0
        self.done = False

    @property
    def progress(self) -> float:
        """Linear time progress in [0, 1] (before easing)."""
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> Any:
        if self.done:
            return self.end
        return lerp(self.start, self.end, self.ease(self.progress))

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    def advance(self, dt: float) -> float:
        if self.done:
            return dt
        self.elapsed += dt
        total = self.delay + self.duration
        left = self.elapsed - total
        if left >= 0:
            self.elapsed = total
            self.done = True
            if self.on_update:
                self.on_update(self.end)
            if self.on_done:
                self.on_done()
            return left
        if self.on_update and self.started:
            self.on_update(self.value)
        return 0.0


class Wait(Tween):
    """Do nothing for a while (inside a timeline)."""

    def __init__(self, seconds: float) -> None:
        super().__init__(seconds, 0.0, 1.0, linear)


class Call(Anim):
    """Call a function once, taking no time (inside a timeline)."""

    def __init__(self, fn: Callable[[], None]) -> None:
        self.fn = fn
        self.done = False

    def advance(self, dt: float) -> float:
        if not self.done:
            self.done = True
            self.fn()
        return dt


def _as_anim(step: Anim | Callable[[], None]) -> Anim:
    return step if isinstance(step, Anim) else Call(step)


class Timeline(Anim):
    """Steps one after another; a plain function in the list is called in passing."""

    def __init__(self, *steps: Anim | Callable[[], None],
                 on_done: Callable[[], None] | None = None) -> None:
        self.steps: list[Anim] = [_as_anim(s) for s in steps]
        self.index = 0
        self.on_done = on_done
        self.done = not self.steps and on_done is None

    def then(self, step: Anim | Callable[[], None]) -> Timeline:
        self.steps.append(_as_anim(step))
        self.done = False
        return self

    def wait(self, seconds: float) -> Timeline:
        return self.then(Wait(seconds))

    def call(self, fn: Callable[[], None]) -> Timeline:
        return self.then(Call(fn))

    def advance(self, dt: float) -> float:
        while not self.done:
            if self.index >= len(self.steps):
                self.done = True
                if self.on_done:
                    self.on_done()
                return dt
            step = self.steps[self.index]
            dt = step.advance(dt)
            if not step.done:
                return 0.0
            self.index += 1
        return dt

    @property
    def current(self) -> Anim | None:
        return self.steps[self.index] if self.index < len(self.steps) else None


class Parallel(Anim):
    """Steps running side by side; done when all are done."""

    def __init__(self, *steps: Anim | Callable[[], None],
                 on_done: Callable[[], None] | None = None) -> None:
        self.steps = [_as_anim(s) for s in steps]
        self.on_done = on_done
        self.done = False

    def advance(self, dt: float) -> float:
        if self.done:
            return dt
        left = min((s.advance(dt) if not s.done else dt) for s in self.steps) if self.steps \
            else dt
        if all(s.done for s in self.steps):
            self.done = True
            if self.on_done:
                self.on_done()
            return left
        return 0.0


def _speed_of(source: Any) -> float:
    if source is None:
        return 1.0
    if callable(source):
        return float(source())
    if isinstance(source, (int, float)):
        return float(source)
    settings = getattr(source, "settings", source)
    return float(getattr(settings, "anim_speed", 1.0))


class Animator:
    """Runs animations; time is scaled by the animation speed setting.

    ``speed`` may be a number, a function returning one, an object with
    ``anim_speed`` (settings) or with ``settings.anim_speed`` (the app).
    """

    def __init__(self, speed: Any = None) -> None:
        self.speed_source = speed
        self.running: list[Anim] = []

    @property
    def speed(self) -> float:
        return max(0.0, _speed_of(self.speed_source))

    def add(self, anim: Anim) -> Anim:
        self.running.append(anim)
        if self.speed == 0:
            anim.finish()
            self._sweep()
        return anim

    def tween(self, duration: float, start: Any = 0.0, end: Any = 1.0, **kw: Any) -> Tween:
        return self.add(Tween(duration, start, end, **kw))

    def after(self, delay: float, fn: Callable[[], None]) -> Anim:
        return self.add(Timeline(Wait(delay), Call(fn)))

    def sequence(self, *steps: Anim | Callable[[], None], **kw: Any) -> Timeline:
        return self.add(Timeline(*steps, **kw))

    def parallel(self, *steps: Anim | Callable[[], None], **kw: Any) -> Parallel:
        return self.add(Parallel(*steps, **kw))

    def update(self, dt: float) -> bool:
        """Advance everything; True while anything still runs."""
        speed = self.speed
        if speed == 0:
            self.skip()
            return False
        for a in list(self.running):
            a.advance(dt * speed)
        self._sweep()
        return bool(self.running)

    def skip(self) -> None:
        """Finish every animation now (their callbacks run, in order)."""
        # finishing may start new animations (callbacks); bound the chain
        for _ in range(100):
            if not self.running:
                return
            for a in list(self.running):
                a.finish()
            self._sweep()

    def clear(self) -> None:
        """Drop every animation without finishing it."""
        self.running.clear()

    @property
    def busy(self) -> bool:
        return bool(self.running)

    def _sweep(self) -> None:
        self.running = [a for a in self.running if not a.done]


def shake(t: float, amplitude: float = 6.0, cycles: float = 4.0) -> float:
    """A decaying side-to-side offset for progress ``t`` (a refused click, a lost feather)."""
    return amplitude * (1 - t) * math.sin(t * cycles * 2 * math.pi)


def pulse(time_s: float, period: float = 1.2) -> float:
    """0..1..0 breathing value for highlights (whose turn it is)."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * (time_s % period) / period)


__all__: Sequence[str] = (
    "Anim", "Tween", "Wait", "Call", "Timeline", "Parallel", "Animator", "lerp", "shake",
    "pulse", "EASINGS", *EASINGS,
)
