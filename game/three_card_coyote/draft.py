"""The draft's order: who picks a role when, from the cards drawn from Coyote's fan.

The highest card picks first, a deity or a human; then each seat down to the lowest.
The lowest picks both kinds at once; then the order climbs back up, each seat taking
the kind it does not have yet. The roles themselves, and the rule that no role is
taken twice, belong to the engine.
"""

from __future__ import annotations

from game.three_card_coyote.cards import card_key

FIRST, OTHER = "first", "other"
"""A pick of either kind, and a pick of the kind the seat still lacks."""


def pick_order(draws: dict[int, str]) -> list[tuple[int, str]]:
    """Every pick of the draft in order, as (seat, FIRST or OTHER)."""
    down = sorted(draws, key=lambda s: card_key(draws[s]), reverse=True)
    lowest = down[-1]
    picks = [(s, FIRST) for s in down]
    picks.append((lowest, OTHER))  # the lowest card takes both kinds, one after the other
    picks += [(s, OTHER) for s in reversed(down[:-1])]
    return picks
