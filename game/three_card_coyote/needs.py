"""Which actions need a card of 8 or better, and what lets any card do.

The text's difficult actions need an 8 or better (ruling 2). Which actions those are,
and which powers or complications waive it, is one table here: the engine reads it
when it judges a card, and the table's picker (``cards_advice``) when it offers one,
so the card offered and the card judged cannot disagree.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from game.three_card_coyote import cards as C
from game.three_card_coyote.roles import CUNNING, SCHOLAR


@dataclass(frozen=True)
class Hard:
    """An action that needs 8 or better: ``says`` names it for the picker's warning
    ("{folk}" is the town person it is done to); any card does when the actor holds
    the lasting effect ``waived_by`` or while the complication ``eased_in`` holds, and
    only while ``only_in`` holds does it need the 8 at all."""

    says: str
    waived_by: str | None = None
    eased_in: str | None = None
    only_in: str | None = None


SEARCH, SNATCH, FOOL, HEAL, GALLOP, MOVE = "search", "snatch", "fool", "heal", "gallop", "move"

HARD: dict[str, Hard] = {
    SEARCH: Hard("Search", waived_by=SCHOLAR, eased_in="bonfires"),   # rulings 33 and 83
    SNATCH: Hard("Snatching from {folk}"),                            # ruling 38
    FOOL: Hard("Fooling", waived_by=CUNNING),                         # ruling 41
    HEAL: Hard("Healing"),                                            # ruling 47
    GALLOP: Hard("A gallop of two places"),                           # ruling 82
    MOVE: Hard("In the dust storm a Move", only_in="dust-storm"),     # ruling 83
}
"""The actions that may need 8 or better, by the name the engine judges them under
(a snatch is a Take from a town person, a fool a Talk to fool, a gallop a rider's Move
of two places)."""


def needs_eight(kind: str | None, effects: Collection[str], complication: str | None) -> bool:
    """Whether an action of ``kind`` needs 8 or better now, for a character with the
    lasting ``effects`` while ``complication`` holds (None: none does)."""
    hard = HARD.get(kind or "")
    if hard is None or (hard.only_in and complication != hard.only_in):
        return False
    if hard.eased_in and complication == hard.eased_in:
        return False
    return hard.waived_by is None or hard.waived_by not in effects


def carries(kind: str | None, card: str | None, effects: Collection[str],
            complication: str | None) -> bool:
    """Whether ``card`` (a pack id such as "8-hearts") carries an action of ``kind``."""
    return not needs_eight(kind, effects, complication) or (
        card is not None and C.is_difficult_enough(card))


def warning(kind: str, folk: str = "") -> str:
    """The picker's words for an action that needs 8 or better."""
    return f"{HARD[kind].says.format(folk=folk)} needs {C.DIFFICULT} or better"
