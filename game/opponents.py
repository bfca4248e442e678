"""What a bidding-game bot learns about each opponent during one game.

Both bidding games end a round with a call and a reveal, and the reveal shows every
card. A bot that kept the round's log can then say, for each raise and each call an
opponent made, how likely the bid it faced was from where that opponent sat. Two
readings come out of that record:

* ``CallRate``: how often a seat calls when it faces a bid (Medium). A seat that
  rarely calls makes raising by one cheap; one that calls a lot makes it dear.
* ``CallCurve``: at which odds a seat stops raising and calls, and how sharply
  (Hard). A player who raises by one on almost anything ("raise unless nearly sure it
  is false") says little with a raise; one who calls below even odds says a lot. The
  curve is fitted per seat and starts from a prior worth a few rounds, so a seat that
  has shown little is read as the prior says.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from functools import lru_cache
from operator import add, sub
from typing import Any

# a decision seen at a reveal: (seat, the odds of the bid it faced from where it sat,
# whether it called)
Point = tuple[int, float, bool]


def _round_log(obs: dict[str, Any]) -> list:
    return [list(x) for x in obs.get("round_log", ())]


class RoundRecord:
    """What a bot saw of each round (its log, or whatever ``keep`` takes from the
    observation), kept until the round's reveal."""

    def __init__(self, keep: Callable[[dict[str, Any]], Any] = _round_log) -> None:
        self._keep = keep
        self._logs: dict[int, Any] = {}
        self._done: set[int] = set()

    def see(self, obs: dict[str, Any]) -> tuple[dict, Any] | None:
        """Keep what this round shows; return (reveal, what was kept of that round) once,
        when a reveal this bot has not read yet shows up."""
        out = None
        r = obs.get("last_reveal")
        if r and r.get("round") not in self._done:
            self._done.add(r.get("round"))
            log = self._logs.pop(r.get("round"), None)
            if log is not None:
                out = (r, log)
        now = obs.get("round", 0)
        for old in [k for k in self._logs if k < now - 1]:
            del self._logs[old]
        if obs.get("phase") != "over":
            self._logs[now] = self._keep(obs)
        return out


def decisions(log: list, reveal: dict[str, Any], call: str) -> list[tuple[int, int, bool]]:
    """Every decision made while a bid stood: (seat, the bid it faced, called?).

    The log may stop short of the call (the bot last looked before it); the reveal
    names the caller and the bid it called.
    """
    out = []
    bid = None
    called = False
    for s, a in log:
        w = a.split()
        if w[0] == "bid":
            if bid is not None:
                out.append((s, bid, False))
            bid = int(w[1])
        elif a == call and bid is not None:
            out.append((s, bid, True))
            called = True
    if not called and reveal.get("challenger") is not None:
        out.append((reveal["challenger"], reveal["bid"], True))
    return out


class CountsCalls:
    """For a bot: keeps the round logs and counts, at each reveal, every other seat's
    decisions into ``self.rates`` (``CALL`` is the game's word for a call)."""

    CALL = "challenge"

    def __init__(self, seat: int, seed: int = 0) -> None:
        super().__init__(seat, seed)  # type: ignore[call-arg]
        self._record = RoundRecord()
        self.rates = CallRate()

    def _learn(self, obs: dict[str, Any]) -> None:
        seen = self._record.see(obs)
        if seen:
            for s, _, called in decisions(seen[1], seen[0], self.CALL):
                if s != self.seat:  # type: ignore[attr-defined]
                    self.rates.add(s, called)


class CallRate:
    """How often each seat calls a standing bid (calls over decisions), with a prior."""

    def __init__(self, prior: float = 0.3, weight: float = 4.0) -> None:
        self.prior, self.weight = prior, weight
        self.calls: dict[int, int] = {}
        self.faced: dict[int, int] = {}

    def add(self, seat: int, called: bool) -> None:
        self.faced[seat] = self.faced.get(seat, 0) + 1
        self.calls[seat] = self.calls.get(seat, 0) + called

    def rate(self, seat: int) -> float:
        return (self.calls.get(seat, 0) + self.prior * self.weight) / (
            self.faced.get(seat, 0) + self.weight)


def sig(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


THETAS = tuple(i / 100 for i in range(2, 72, 3))
TAUS = (0.03, 0.06, 0.1, 0.18, 0.3)
GRID = tuple((th, ta) for th in THETAS for ta in TAUS)


# sig((th - p) / ta) = 1 / (1 + exp(p / ta) * exp(-th / ta)): each grid point's
# exp(-th / ta) (and which tau it has) worked out here, so a column needs five exps, not one
# per point.
_GRID_EXP = tuple((TAUS.index(ta), math.exp(-th / ta)) for th, ta in GRID)


# The columns below are tuples of floats, not arrays: reading a tuple makes no new float
# (an array's read does, three times the cost of the add). A game reads a few hundred
# distinct columns; the caches hold a few games' worth.
@lru_cache(maxsize=2048)
def _log_chances(floor: float, p: float, called: bool) -> tuple[float, ...]:
    """log P(call) (or log P(no call)) at odds ``p``, one entry per grid point: the same
    for every bot and every refit, so worked out once."""
    log = math.log
    span = 1 - 2 * floor
    up = [math.exp(p / ta) for ta in TAUS]
    qs = [floor + span / (1.0 + up[i] * c) for i, c in _GRID_EXP]
    return tuple(map(log, qs)) if called else tuple([log(1 - q) for q in qs])


@lru_cache(maxsize=2048)
def _weighted(floor: float, p: float, called: bool, weight: float) -> tuple[float, ...]:
    """One decision's log-chance at every grid point, times its weight in a fit (added as
    it comes and taken off as it leaves a window)."""
    column = _log_chances(floor, p, called)
    return column if weight == 1.0 else tuple(map(weight.__mul__, column))


class CallCurve:
    """Per seat, P(calls | the bid's odds from where it sits) = sig((theta - p) / tau).

    Fitted by likelihood over a small grid, with the prior as pseudo-decisions so the
    fit moves only as far as the evidence carries it.
    """

    def __init__(self, theta: float, tau: float, weight: int = 6, floor: float = 0.03) -> None:
        self.theta, self.tau, self.floor = theta, tau, floor
        # the prior as decisions a seat with (theta, tau) would make, spread over the odds
        grid = [i / (weight - 1) * 0.9 + 0.05 for i in range(weight)]
        self._prior = [(p, sig((theta - p) / tau)) for p in grid]
        self.points: dict[int, list[tuple[float, bool]]] = {}
        self._fit: dict[int, tuple[float, float]] = {}
        # The prior's share of each grid point's likelihood is the same at every refit.
        self._prior_ll = [self._prior_share(th, ta) for th, ta in GRID]
        # Each seat's decisions summed over the grid as they come, once in full (its own
        # fit) and once at the pool weight (the others' fits): a refit after a reveal then
        # adds a few sums, not every decision of the game again.
        self._own: dict[int, list[float]] = {}
        self._pooled: dict[int, list[float]] = {}

    OWN, SHARED = 60, 30  # a seat's latest decisions its own fit reads, and the others'
    POOL = 0.3  # the weight of another seat's decision in this seat's fit

    def add(self, seat: int, p: float, called: bool) -> None:
        pts = self.points.setdefault(seat, [])
        pts.append((p, called))
        self._own[seat] = self._slide(self._own.get(seat), pts, self.OWN, 1.0)
        self._pooled[seat] = self._slide(self._pooled.get(seat), pts, self.SHARED, self.POOL)
        self._fit.clear()  # every seat's fit leans on the others' decisions too

    def _slide(self, ll: list[float] | None, pts: list[tuple[float, bool]], window: int,
               weight: float) -> list[float]:
        """``ll`` (the sum of the grid columns of the latest ``window`` of ``pts`` but the
        newest) with the newest added and the one that leaves the window taken off."""
        p, called = pts[-1]
        column = _weighted(self.floor, p, called, weight)
        ll = list(column) if ll is None else list(map(add, ll, column))
        if len(pts) > window:
            p, called = pts[-window - 1]
            ll = list(map(sub, ll, _weighted(self.floor, p, called, weight)))
        return ll

    def params(self, seat: int) -> tuple[float, float]:
        if not self.points:
            return self.theta, self.tau
        fit = self._fit.get(seat)
        if fit is None:
            # the seat's own decisions, and the rest of the table's at a lower weight: a
            # seat that has shown little is read like the table it sits at
            ll = self._prior_ll
            if seat in self._own:
                ll = list(map(add, ll, self._own[seat]))
            for t, pooled in self._pooled.items():
                if t != seat:
                    ll = list(map(add, ll, pooled))
            top = max(ll)
            fit = self._fit[seat] = GRID[ll.index(top)] if top > -math.inf else (
                self.theta, self.tau)
        return fit

    def _prior_share(self, th: float, ta: float) -> float:
        f, ll = self.floor, 0.0
        for p, w in self._prior:  # soft pseudo-decisions: w is the call chance
            q = f + (1 - 2 * f) * sig((th - p) / ta)
            ll += w * math.log(q) + (1 - w) * math.log(1 - q)
        return ll

    def call_row(self, seat: int, ps: Iterable[float]) -> list[float]:
        """``calls(seat)`` at each of the odds ``ps``, in one loop."""
        th, ta = self.params(seat)
        f, exp = self.floor, math.exp
        span = 1 - 2 * f
        out: list[float] = []
        prev, q = None, 0.0
        for p in ps:
            # the odds of neighbouring bids are often the same (no total between them, or
            # past either end): the chance is worked out again only when they change
            if p != prev:
                prev = p
                x = (th - p) / ta  # sig(x) written out
                q = f + span * (0.0 if x < -30 else 1.0 if x > 30 else 1.0 / (1.0 + exp(-x)))
            out.append(q)
        return out

    def calls(self, seat: int) -> Callable[[float], float]:
        """The seat's call chance as a function of the odds it sees."""
        th, ta = self.params(seat)
        f = self.floor
        return lambda p: f + (1 - 2 * f) * sig((th - p) / ta)
