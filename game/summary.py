"""A finished (or running) game's story in figures, for the results screen: who went
out when, and a few per-seat figures. Worked out by replaying the log on a fresh
game, so every figure follows from the rules engine and nothing is guessed.

Each game names its figures with ``SUMMARY`` (label, key) and counts them in
``tally(seat, action, events, counts)``; ``is_out`` gives the finishing order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core import DEALER, Game


@dataclass
class Summary:
    order: list[int]                      # winners first, then the last out to the first
    out_at: dict[int, int] = field(default_factory=dict)  # seat -> action count when out
    figures: list[tuple[str, str]] = field(default_factory=list)  # (label, key)
    counts: dict[int, dict[str, int]] = field(default_factory=dict)

    def figure(self, seat: int, key: str) -> int:
        return self.counts.get(seat, {}).get(key, 0)


def summarise(game: Game) -> Summary:
    fresh = type(game)(game.num_seats, game.options, game.seed,
                       stack=getattr(game, "stack", None))
    n = game.num_seats
    counts: dict[int, dict[str, int]] = {s: {} for s in range(n)}
    out_at: dict[int, int] = {}
    tally = getattr(fresh, "tally", None)
    for i, (seat, action) in enumerate(game.history):
        events = fresh.apply(seat, action)
        if callable(tally):
            tally(seat, action, events, counts)
        for s in range(n):
            if s not in out_at and fresh.is_out(s):
                out_at[s] = i + 1
    winners = game.winners()
    rest = [s for s in range(n) if s not in winners]
    # still in at the end before those who went out; the later out, the higher placed
    rest.sort(key=lambda s: -out_at.get(s, len(game.history) + 1))
    figures = list(getattr(fresh, "SUMMARY", ()))
    if tally is not None and hasattr(fresh, "final_counts"):
        fresh.final_counts(counts)
    return Summary(list(winners) + rest, out_at, figures, counts)


def count(counts: dict[int, dict[str, int]], seat: Any, key: str, by: int = 1) -> None:
    """Add to a seat's figure (the dealer and unknown seats are not counted)."""
    if isinstance(seat, int) and seat != DEALER and seat in counts:
        counts[seat][key] = counts[seat].get(key, 0) + by
