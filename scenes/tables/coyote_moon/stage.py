"""What the Coyote Moon table is animating, as small records the view draws from.

The observation on screen says where everything rests; ``MoonStage`` holds what is
between rests: stones in flight, hopping pawns, dice sliding home, floating costs,
glows, the banner, and the set-up still hiding stones and pawns. The animator fills
it as events play; each record's tween says how far along it is.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from scenes.anim import Tween

Point = tuple[float, float]


def _arc(a: Point, b: Point, t: float, height: float) -> Point:
    """Along the straight line from ``a`` to ``b``, lifted by an arch ``height`` high."""
    return (a[0] + (b[0] - a[0]) * t,
            a[1] + (b[1] - a[1]) * t - math.sin(math.pi * min(1.0, t)) * height)


@dataclass
class Flight:
    """A stone in the air from ``start`` to ``end``; ``up0``/``up1``: face up when it
    leaves and when it lands (``up0`` None: out of the pile, unreadable)."""

    tween: Tween
    start: Point
    end: Point
    suit: str
    value: str | None
    up0: bool | None
    up1: bool

    def pos(self) -> Point:
        return _arc(self.start, self.end, self.tween.value, 24)


@dataclass
class Hop:
    """A pawn's hop from one space to the next."""

    tween: Tween
    start: Point
    end: Point

    def pos(self) -> Point:
        return _arc(self.start, self.end, self.tween.value, 16)


@dataclass
class DieSlide:
    """A start die sliding from the middle onto its start tile, showing ``face``."""

    tween: Tween
    start: Point
    end: Point
    face: str

    def pos(self) -> Point:
        return _arc(self.start, self.end, self.tween.value, 30)


@dataclass
class Mark:
    """A step's cost floating up from the space it reached."""

    tween: Tween
    pos: Point
    text: str
    colour: tuple[int, int, int]


@dataclass
class Glow:
    """A ring spreading from a stone (or a pawn) arriving home."""

    tween: Tween
    pos: Point


@dataclass
class Banner:
    """A line of news over the middle of the board; ``tone``: "info", "good", "turn"."""

    text: str
    tone: str
    tween: Tween


@dataclass
class MoonStage:
    """Everything in motion on the Moon table, and what the set-up still hides."""

    #: the tumbling dice (scenes.tables.coyote_moon.dice.DiceTray)
    dice: Any
    #: set-up steps done: the stones laid, the first player's dice, the start dice
    setup_stage: int = 0
    hidden_coins: set[int] = field(default_factory=set)   # not laid yet (set-up)
    pile: int = 0                                         # stones still in the scramble pile
    scramble: Tween | None = None                         # the pile being stirred
    hidden_pawns: set[int] = field(default_factory=set)   # no start tile yet (set-up)
    flying: dict[int, Flight] = field(default_factory=dict)       # by coin id
    hops: dict[int, Hop] = field(default_factory=dict)            # by seat
    die_slides: dict[int, DieSlide] = field(default_factory=dict)  # by seat
    rest_dice: dict[int, str] = field(default_factory=dict)  # seat -> face on its start tile
    marks: list[Mark] = field(default_factory=list)
    glows: list[Glow] = field(default_factory=list)
    banner: Banner | None = None

    def prune(self) -> None:
        """Forget the marks and glows that have faded out."""
        self.marks = [m for m in self.marks if not m.tween.done]
        self.glows = [g for g in self.glows if not g.tween.done]
