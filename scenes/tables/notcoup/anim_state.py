"""What the NotCoup table's animation shows beyond the observation on screen.

The event handlers write it as their steps play; the view only reads it. Skipping the
animation (``NotCoupAnim.settle``) leaves nothing in motion.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from scenes.anim import Tween
from scenes.tables.notcoup import art


@dataclass
class Flight:
    """A card flying from ``a`` to ``b`` (``face`` None: its back), turned over on the way
    when ``flip`` names (from, to) faces. ``private``: a face only ``seat`` may see."""
    a: tuple[float, float]
    b: tuple[float, float]
    face: str | None
    tween: Tween
    flip: tuple | None = None
    seat: int | None = None
    private: bool = False
    size: tuple[int, int] = art.CARD


@dataclass
class Bubble:
    """A seat's words over its panel."""
    text: str
    tween: Tween


@dataclass
class Banner:
    """The line across the table ("good", "bad", "verdict" or "info" in tone)."""
    text: str
    tone: str
    tween: Tween


@dataclass
class TeamFlip:
    """Snake nest's Switch: a team card turning over from ``old`` to ``new``."""
    old: int
    new: int
    tween: Tween


@dataclass
class Flash:
    """A legend chip lit after its card's draft decision."""
    card: str
    tween: Tween


@dataclass
class TransformerAnim:
    """The Transformer's share: points in front going home, the grave, Survivor claims."""
    front_air: dict[int, int] = field(default_factory=dict)  # own points flying back
    legend_flash: Flash | None = None
    grave_seats: list[int] = field(default_factory=list)  # who went out this turn
    named: dict[int, str] = field(default_factory=dict)   # a seat's card named as its Queen
    surviving: set[int] = field(default_factory=set)      # seats whose Survivor claim is open
    held_up: tuple[int, str] | None = None  # a Survivor's card shown, then laid down


@dataclass
class NotCoupAnim:
    flights: list[Flight] = field(default_factory=list)
    show: tuple[int, str] | None = None      # (seat, card) held up in a challenge
    shuffle: Tween | None = None
    dealt: dict[int, int] | None = None       # cards landed per seat while dealing
    lost_hidden: set[tuple[int, int]] = field(default_factory=set)  # lost cards on their way
    bubbles: dict[int, Bubble] = field(default_factory=dict)
    banner: Banner | None = None
    team_flips: dict[int, TeamFlip] = field(default_factory=dict)
    chain_lines: list[str] = field(default_factory=list)  # this turn's chain, in words
    tf: TransformerAnim = field(default_factory=TransformerAnim)

    def settle(self) -> None:
        """Everything in motion comes to rest (an animation skipped)."""
        self.team_flips.clear()
        self.flights.clear()
        self.show = None
        self.lost_hidden.clear()
        self.tf.front_air.clear()
        self.tf.held_up = None
