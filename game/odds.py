"""Distributions of a round's total, shared by the games whose bots weigh odds.

A ``Dist`` answers P(total >= b) in O(1); ``mix`` blends several. Each game's own
odds module works out its totals (its scoring, its deck) and builds these.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import accumulate
from typing import Any, Protocol


class Dist:
    """A distribution of the total: P(total >= b) in O(1)."""

    __slots__ = ("lo", "hi", "pmf", "sf")

    def __init__(self, probs: dict[int, float]) -> None:
        lo = min(probs)
        pmf = [0.0] * (max(probs) - lo + 1)
        for t, p in probs.items():
            pmf[t - lo] = p  # each total comes once
        self._fill(lo, pmf)

    @classmethod
    def from_pmf(cls, lo: int, pmf: list[float]) -> Dist:
        """The distribution with P(total = lo + i) proportional to ``pmf[i]`` (taken as
        it is: its first and last entries should not be 0)."""
        d = cls.__new__(cls)
        d._fill(lo, pmf)
        return d

    def _fill(self, lo: int, pmf: list[float]) -> None:
        self.lo = lo
        self.hi = lo + len(pmf) - 1
        norm = sum(pmf)
        if norm != 1.0:
            pmf = [p / norm for p in pmf]
        # the running sums from the top, in one pass (the same sums in the same order)
        sf = [acc if acc < 1.0 else 1.0 for acc in accumulate(reversed(pmf))]
        sf.reverse()
        self.pmf = pmf
        self.sf = sf

    @property
    def mean(self) -> float:
        return sum((self.lo + i) * p for i, p in enumerate(self.pmf))

    def p_at_least(self, b: int) -> float:
        """P(total >= b)."""
        i = b - self.lo
        if i <= 0:
            return 1.0
        if i >= len(self.sf):
            return 0.0
        return self.sf[i]

    def p_row(self, bids: Iterable[int]) -> list[float]:
        """P(total >= b) for each b of ``bids``, in one loop (a bot weighs every bid)."""
        lo, sf = self.lo, self.sf
        n = len(sf)
        return [1.0 if b <= lo else 0.0 if b - lo >= n else sf[b - lo] for b in bids]

    def p_equal(self, t: int) -> float:
        i = t - self.lo
        return self.pmf[i] if 0 <= i < len(self.pmf) else 0.0

    def quantile_bid(self, p: float) -> int:
        """The highest bid b with P(total >= b) >= p (at least ``lo``)."""
        best = self.lo
        for i, s in enumerate(self.sf):
            if s >= p - 1e-12:
                best = self.lo + i
        return best

    def items(self) -> list[tuple[int, float]]:
        return [(self.lo + i, p) for i, p in enumerate(self.pmf) if p > 0.0]

    def table(self) -> dict[int, float]:
        """P(total >= b) for every b from ``lo`` to ``hi``."""
        return {b: self.p_at_least(b) for b in range(self.lo, self.hi + 1)}

    def __repr__(self) -> str:
        return f"Dist(lo={self.lo}, hi={self.hi}, mean={self.mean:.2f})"


def p_each(dists: Iterable[Dist], b: int) -> list[float]:
    """P(total >= b) under each of ``dists``, in one loop (``Dist.p_at_least`` for each)."""
    return [1.0 if b <= d.lo else 0.0 if b - d.lo >= len(d.sf) else d.sf[b - d.lo]
            for d in dists]


def mix(parts: Iterable[tuple[float, Dist]]) -> Dist:
    """A weighted mixture of distributions (weights need not sum to one)."""
    parts = [(w, d) for w, d in parts if w > 0.0]
    # the totals some part gives a chance to: where the mixture starts and ends
    ends = [(d.lo + first, d.lo + last) for _, d in parts for first, last in [_ends(d.pmf)]]
    lo = min(a for a, _ in ends)
    hi = max(b for _, b in ends)
    out = [0.0] * (hi - lo + 1)
    for w, d in parts:
        at = d.lo - lo
        for i, p in enumerate(d.pmf):
            if p:
                out[at + i] += w * p
    return Dist.from_pmf(lo, out)


def _ends(pmf: list[float]) -> tuple[int, int]:
    """The indices of the first and the last chance that is not 0."""
    first, last = 0, len(pmf) - 1
    while not pmf[first]:
        first += 1
    while not pmf[last]:
        last -= 1
    return first, last


class OddsReader(Protocol):
    """What a bidding game tells the odds whisper and the gauntlet's styles (each
    game's ``odds.READER``, named by its ``GameInfo.odds``), from one seat's own
    observation and nothing else."""

    #: the action that calls the standing bid ("challenge", "coyote")
    call: str
    #: phases in which a seat's turn is about the total (the whisper speaks then)
    turn_phases: tuple[str, ...]

    def dist(self, obs: dict[str, Any], counting: bool = True) -> Dist:
        """The total a bid made now is judged against, as the seat sees it;
        ``counting=False``: as a player who forgets the discard pile sees it."""

    def forced(self, obs: dict[str, Any], legal: list[str], holds: float) -> str | None:
        """The plainest answer where a rule forces a choice that is not a bid or a
        call (a discard, a guess); None otherwise. ``holds``: the bid's chance."""
