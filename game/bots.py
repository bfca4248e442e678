"""The bot interface and the strength-free random bot every game gets.

A bot is given only what its seat may know: ``observation(seat)`` and the
legal actions (which follow from the same facts). It never sees the state.
"""

from __future__ import annotations

import random
from typing import Any


class Bot:
    kind = "bot"

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat
        self.rng = random.Random(seed * 7919 + seat)

    def act(self, obs: dict[str, Any], legal: list[str]) -> str:
        raise NotImplementedError


class RandomBot(Bot):
    """Uniform over legal actions: a baseline and a fuzzer."""

    kind = "random"

    def act(self, obs: dict[str, Any], legal: list[str]) -> str:
        return self.rng.choice(legal)


SEAT_KINDS = ("human", "random", "easy", "medium", "hard")
