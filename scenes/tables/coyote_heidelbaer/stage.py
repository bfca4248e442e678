"""What the HeidelBÄR table's animation has shown so far (its view draws from this)."""

from __future__ import annotations

from dataclasses import dataclass, field

from scenes.anim import Tween
from scenes.tables.headband_table import HeadbandStage


@dataclass
class Bubble:
    """A short call ("14", "Challenge!") floating up from a seat."""
    text: str
    tween: Tween


@dataclass
class EyeFlip:
    """A peek card of ``seat`` (at ``index``) turning over: an eye opening or closing."""
    seat: int
    index: int
    tween: Tween


@dataclass
class HeidelbaerStage(HeadbandStage):
    bubbles: dict[int, Bubble] = field(default_factory=dict)
    replaced: str | None = None            # what `?` turned into, once shown
    eye_flip: EyeFlip | None = None
    guess_marks: dict[int, bool | None] = field(default_factory=dict)
    peek_lift: Tween | None = None         # the centre card lifting for a peek

    def begin_reveal(self, e: dict) -> None:
        super().begin_reveal(e)
        self.caption = None   # the call's words give way to the count

    def new_round(self) -> None:
        super().new_round()
        self.replaced = None
        self.guess_marks.clear()
