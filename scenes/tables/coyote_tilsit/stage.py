"""What the Tilsit table's animation has shown so far (its view draws from this)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from scenes.anim import Tween
from scenes.tables.headband_table import HeadbandStage


@dataclass
class Mark:
    """What the count did to a card: ``sign`` "+" or "−", its ``label`` ("+15")
    popping in as ``tween`` runs."""
    sign: str
    tween: Tween
    label: str


@dataclass
class TeepeeDraw:
    """The card the Teepee in ``slot`` drew, once it landed beside it."""
    slot: tuple
    card: str


@dataclass
class TilsitStage(HeadbandStage):
    teepee: TeepeeDraw | None = None
    doubled: Tween | None = None           # the Chief's x2 marks
    marks: dict[tuple, Mark] = field(default_factory=dict)   # slot -> mark once counted
    verdict: str | None = None
    shuffle: Tween | None = None           # the draw pile being shuffled
    piles: dict[str, Any] = field(default_factory=dict)      # the pile counts on show
    gone: dict[int, int] = field(default_factory=dict)  # feathers floating off, per seat

    def begin_reveal(self, e: dict) -> None:
        super().begin_reveal(e)
        self.verdict = None

    def new_round(self) -> None:
        super().new_round()
        self.teepee = None
        self.doubled = None
        self.marks.clear()
        self.verdict = None

    def draw_taken(self) -> None:
        self.piles["draw"] = max(0, self.piles.get("draw", 0) - 1)

    def sync_piles(self, view: dict) -> None:
        """The pile counts as the observation ``view`` has them."""
        self.piles = {"draw": view["draw_count"], "discard": list(view["discard"])}
