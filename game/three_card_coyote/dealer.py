"""Coyote's policy as the dealer: fair, not an opponent.

The rules engine lists what the dealer may do and decides what each choice does;
this policy only chooses among them, by the published rule: uniformly at random
from its own seeded generator (a clue from the facts the player does not know yet,
a posse for one of the seats tied for the most trouble caused, a half-true rumour
from every pair of claims with one true, an object for the town to carry off and
where to). It never weighs who is winning.
"""

from __future__ import annotations

import random
from typing import Any


class CoyoteDealer:
    kind = "dealer"

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat
        self.rng = random.Random(f"coyote-{seed}")

    def act(self, obs: dict[str, Any], legal: list[str]) -> str:
        return legal[0] if len(legal) == 1 else self.rng.choice(legal)
