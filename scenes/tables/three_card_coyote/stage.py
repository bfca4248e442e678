"""What moves on the Helena table between two observations: the animation state.

The table's animation writes it as each moment plays out; the view draws it over the
observation on screen. Each moving thing is a small record holding the tween that
drives it; a skip clears them all (the observation already shows where things ended).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from scenes.anim import Tween

Point = tuple[float, float]


@dataclass
class Hop:
    """A pawn walking the road from one place to the next."""

    tween: Tween
    start: Point
    end: Point


@dataclass
class Flight:
    """A card, chip or thing in flight; ``kind`` says which ("card", "chip", or a
    thing's picture), ``data`` the card's face (None: face down)."""

    tween: Tween
    start: Point
    end: Point
    kind: str
    data: str | None = None


@dataclass
class Flash:
    """A fading ring at a place, in the colour of ``tone`` (art.flash_colour)."""

    tween: Tween
    pos: Point
    tone: str


@dataclass
class Caption:
    """Coyote's line for the moment being shown."""

    text: str
    tween: Tween


@dataclass
class Banner:
    """A big moment across the map; ``tone`` is "good", "bad" or "info"."""

    text: str
    tone: str
    tween: Tween


@dataclass
class Stage:
    hops: dict[int, Hop] = field(default_factory=dict)  # by seat
    flying: list[Flight] = field(default_factory=list)
    flashes: list[Flash] = field(default_factory=list)
    hidden_things: set[str] = field(default_factory=set)  # lying things now in flight
    caption: Caption | None = None
    banner: Banner | None = None
    town_card: str | None = None  # the town's card turned at the end of the last round
    hover_place: str | None = None  # the place under the mouse: its note
    hover_seat: int | None = None  # a seat row under the mouse: its note

    def expire(self) -> bool:
        """Drop the flashes, caption and banner that have run out; True when a caption
        or banner went (the frame changes)."""
        self.flashes = [f for f in self.flashes if not f.tween.done]
        gone = False
        if self.caption is not None and self.caption.tween.done:
            self.caption = None
            gone = True
        if self.banner is not None and self.banner.tween.done:
            self.banner = None
            gone = True
        return gone

    def clear(self) -> None:
        """Everything in motion comes to rest (a skip): only the town's card and what
        the mouse points at stay."""
        self.hops.clear()
        self.flying.clear()
        self.flashes.clear()
        self.hidden_things.clear()
        self.caption = None
        self.banner = None
