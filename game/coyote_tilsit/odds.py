"""Exact odds of the round's total for Coyote (Tilsit rules), from one seat's view.

A seat sees every card in play but its own, and (the discard pile being
public) every card used since the last reshuffle. The cards it cannot place
are its own card(s) and the draw pile: together the "pool". Its own cards,
any card a Take a Card is about to bring in, and the card a Teepee draws at
the reveal all come out of that pool without replacement, every order equally
likely. The deck has duplicates, so a pool is a tuple of counts per card kind;
the known cards reduce to a small summary (sum and highest of the positive
cards, sum of the negative ones, which specials are out).

The distribution class and mixing are shared (game/odds.py); the scoring and the
counting below are this edition's own.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from game.coyote_tilsit import notation as N
from game.coyote_tilsit.cards import NEGATIVE, POSITIVE
from game.odds import Dist

__all__ = ["KINDS", "Known", "pool_of", "deck_pool", "total_dist",
           "hypotheses", "remove", "add", "SeatView"]

KINDS: tuple[str, ...] = ("1", "2", "3", "4", "5", "10", "15", "20", "0", "-5", "-10",
                          "chief", "spirit", "moon", "teepee")
INDEX = {c: i for i, c in enumerate(KINDS)}

# A summary of known in-play cards: (positive sum, highest positive, negative sum,
# chief, spirit, teepee waiting for its draw).
Known = tuple[int, int, int, bool, bool, bool]
EMPTY: Known = (0, 0, 0, False, False, False)


def add(k: Known, card: str) -> Known:
    ps, pm, ns, chief, spirit, teepee = k
    if card in POSITIVE:
        v = POSITIVE[card]
        return (ps + v, v if v > pm else pm, ns, chief, spirit, teepee)
    if card in NEGATIVE:
        return (ps, pm, ns + NEGATIVE[card], chief, spirit, teepee)
    if card == "chief":
        return (ps, pm, ns, True, spirit, teepee)
    if card == "spirit":
        return (ps, pm, ns, chief, True, teepee)
    if card == "teepee":
        return (ps, pm, ns, chief, spirit, True)
    return k  # cactus, moon


def summarise(cards: Iterable[str]) -> Known:
    k = EMPTY
    for c in cards:
        k = add(k, c)
    return k


def final(k: Known) -> int:
    ps, pm, ns, chief, spirit, _ = k
    pos = ps - pm if spirit else ps
    return (2 * pos if chief else pos) + ns


def pool_of(cards: Iterable[str]) -> tuple[int, ...]:
    c = Counter(cards)
    return tuple(c.get(k, 0) for k in KINDS)


def deck_pool(counts: dict[str, int]) -> tuple[int, ...]:
    """The pool of a whole deck given as {card: count} (as observations list it)."""
    return tuple(counts.get(k, 0) for k in KINDS)


def remove(pool: tuple[int, ...], cards: Iterable[str]) -> tuple[int, ...]:
    p = list(pool)
    for c in cards:
        p[INDEX[c]] -= 1
    return tuple(p)


def put_back(pool: tuple[int, ...], cards: Iterable[str]) -> tuple[int, ...]:
    p = list(pool)
    for c in cards:
        p[INDEX[c]] += 1
    return tuple(p)


def _spread(k: Known, slots: int, pool: list[int], n: int, w: float,
            out: dict[int, float]) -> None:
    """Add to ``out`` the totals of ``slots`` unknown cards (then a Teepee draw) from
    ``pool`` (counts per kind, ``n`` cards in all; taken out and put back in place)."""
    if slots > 1 and n > 0:
        after = _after(k)
        for i, c in enumerate(pool):
            if c:
                pool[i] -= 1
                _spread(after[i], slots - 1, pool, n - 1, w * c / n, out)
                pool[i] += 1
        return
    if slots == 1 and n > 0:
        # the last of several unknown cards, its Teepee draw (if any) written out in
        # place (one unknown card alone: _one_unknown)
        m = n - 1
        get = out.get
        for i, (t, draws) in enumerate(_ends_of(k)):
            c = pool[i]
            if not c:
                continue
            wi = w * c / n
            if draws is None or not m:
                out[t] = get(t, 0.0) + wi
                continue
            pool[i] = c - 1
            for j, cj in enumerate(pool):
                if cj:
                    t = draws[j]
                    out[t] = get(t, 0.0) + wi * cj / m
            pool[i] = c
        return
    if k[5] and n > 0:  # the Teepee's wearer draws: that card counts instead
        draws = _draws(k)
        for i, c in enumerate(pool):
            if c:
                t = draws[i]
                out[t] = out.get(t, 0.0) + w * c / n
        return
    t = final(k)
    out[t] = out.get(t, 0.0) + w


@lru_cache(maxsize=20_000)
def _after(k: Known) -> tuple[Known, ...]:
    """``k`` with each kind of card added, in the order of KINDS."""
    return tuple(add(k, c) for c in KINDS)


@lru_cache(maxsize=20_000)
def _draws(k: Known) -> tuple[int, ...]:
    """The total for each kind of card the Teepee's wearer may draw (``k`` has a Teepee)."""
    base = (k[0], k[1], k[2], k[3], k[4], False)
    return tuple(final(add(base, c)) for c in KINDS)


@lru_cache(maxsize=20_000)
def _ends_of(k: Known) -> tuple[tuple[int, tuple[int, ...] | None], ...]:
    """For each kind of a last unknown card: the total if no Teepee draw follows, and
    the totals of the draws if one does."""
    out = []
    for k1 in _after(k):
        out.append((final(k1), _draws(k1) if k1[5] else None))
    return tuple(out)


def total_dist(k: Known, slots: int, pool: tuple[int, ...]) -> Dist:
    """Distribution of the total: known summary ``k``, ``slots`` unknown cards from ``pool``."""
    if slots <= 0 and not k[5]:
        # nothing unknown and no Teepee draw: the total is fixed, whatever the pool (a
        # bot asks this for each hypothesis about its card, mostly with a new pool)
        return _fixed(final(k))
    return _spread_dist(k, slots, pool)


@lru_cache(maxsize=1_000)
def _fixed(t: int) -> Dist:
    return Dist({t: 1.0})


@lru_cache(maxsize=100_000)
def _spread_dist(k: Known, slots: int, pool: tuple[int, ...]) -> Dist:
    n = sum(pool)
    if slots == 1 and n > 0:
        return _one_unknown(k, list(pool), n)
    out: dict[int, float] = {}
    _spread(k, slots, list(pool), n, 1.0, out)
    return Dist(out)


def _one_unknown(k: Known, pool: list[int], n: int) -> Dist:
    """``_spread`` for one unknown card from the top (the usual case), each chance added
    into a list by total rather than a dict: the same sums in the same order, and the
    totals no card reaches (0.0, as every chance added is more) trimmed off the ends."""
    lo, size, ends = _layout(k)
    acc = [0.0] * size
    m = n - 1
    for i, ((t, draws), c) in enumerate(zip(ends, pool, strict=True)):
        if not c:
            continue
        wi = 1.0 * c / n
        if draws is None or not m:
            acc[t] += wi
            continue
        pool[i] = c - 1
        for u, cj in zip(draws, pool, strict=True):
            if cj:
                acc[u] += wi * cj / m
        pool[i] = c
    first, last = 0, size - 1
    while not acc[first]:
        first += 1
    while not acc[last]:
        last -= 1
    return Dist.from_pmf(lo + first, acc[first:last + 1])


@lru_cache(maxsize=20_000)
def _layout(k: Known) -> tuple[int, int, tuple[tuple[int, tuple[int, ...] | None], ...]]:
    """``_ends_of(k)`` as places in a list of totals: (lowest total, how many, places)."""
    ends = _ends_of(k)
    totals = [t for t, _ in ends] + [u for _, draws in ends if draws for u in draws]
    lo = min(totals)
    return lo, max(totals) - lo + 1, tuple(
        (t - lo, None if draws is None else tuple(u - lo for u in draws)) for t, draws in ends)


def hypotheses(slots: int, pool: tuple[int, ...]) -> list[tuple[tuple[str, ...], float]]:
    """Every multiset of ``slots`` cards from ``pool`` with its prior probability."""
    n = sum(pool)
    if slots <= 0 or n < slots:
        return [((), 1.0)]
    if slots == 1:  # one card (the usual case): each kind, as the walk below weighs it
        return [((KINDS[i],), 1.0 * c / n) for i, c in enumerate(pool) if c]
    out: dict[tuple[str, ...], float] = {}

    def rec(left: int, p: list[int], m: int, w: float, picked: tuple[str, ...]) -> None:
        if left == 0:
            key = tuple(sorted(picked))
            out[key] = out.get(key, 0.0) + w
            return
        for i, c in enumerate(p):
            if c:
                p[i] -= 1
                rec(left - 1, p, m - 1, w * c / m, picked + (KINDS[i],))
                p[i] += 1

    rec(slots, list(pool), n, 1.0, ())
    return list(out.items())


class SeatView:
    """What one seat knows about the cards, read from its observation."""

    def __init__(self, obs: dict[str, Any]) -> None:
        self.me = obs["seat"]
        self.hands: dict[int, list[str]] = {}
        self.own = 0
        for p in obs["players"]:
            if p["out"]:
                continue
            if p["seat"] == self.me:
                self.own = len(p["cards"])
            else:
                self.hands[p["seat"]] = list(p["cards"])
        self.visible = [c for h in self.hands.values() for c in h]
        seen = self.visible + list(obs["discard"])
        self.pool = remove(deck_pool(obs["deck"]), seen)
        self.known = summarise(self.visible)
        self._views: dict[tuple, Dist] = {}  # other_view answers, asked again and again
        self._seen: dict[int, tuple] = {}  # each seat's view of the others' hands
        self._given: dict[tuple, Dist] = {}  # dist_given answers, asked per hypothesis

    def dist(self, extra: int = 0) -> Dist:
        """My distribution of the total (``extra`` cards still to come into play)."""
        return total_dist(self.known, self.own + extra, self.pool)

    def own_hypotheses(self) -> list[tuple[tuple[str, ...], float]]:
        return hypotheses(self.own, self.pool)

    def dist_given(self, own: tuple[str, ...], extra: int = 0) -> Dist:
        """My distribution if my cards were ``own``."""
        key = (own, extra)
        d = self._given.get(key)
        if d is None:
            d = self._given[key] = self._dist_given(own, extra)
        return d

    def _dist_given(self, own: tuple[str, ...], extra: int) -> Dist:
        k = self.known
        for c in own:
            k = add(k, c)
        return total_dist(k, extra, remove(self.pool, own))

    def other_view(self, j: int, own: tuple[str, ...], extra: int = 0) -> Dist:
        """Seat j's distribution if my cards were ``own`` (j sees them, not its own)."""
        key = (j, own, extra)
        d = self._views.get(key)
        if d is None:
            d = self._views[key] = self._other_view(j, own, extra)
        return d

    def _other_view(self, j: int, own: tuple[str, ...], extra: int) -> Dist:
        k, pool, slots = self._seen_by(j)
        for c in own:
            k = add(k, c)
        return total_dist(k, slots + extra, remove(pool, own))

    def _seen_by(self, j: int) -> tuple[Known, tuple[int, ...], int]:
        """What seat j sees but my cards: the summary of every other hand, the pool with
        j's own cards back in it, how many those are. Worked out once per seat: each of
        my hypotheses adds my cards to the one and takes them from the other."""
        seen = self._seen.get(j)
        if seen is None:
            k = EMPTY
            for s, h in self.hands.items():
                if s != j:
                    for c in h:
                        k = add(k, c)
            mine = self.hands.get(j, [])
            seen = self._seen[j] = (k, put_back(self.pool, mine), len(mine))
        return seen


class Reader:
    """The seat's odds for the odds whisper and the gauntlet's styles
    (``game.odds.OddsReader``)."""

    call = N.CALL
    #: bidding, and the bid after a Cancel
    turn_phases = ("bidding", "rebid")

    @staticmethod
    def dist(obs: dict[str, Any], counting: bool = True) -> Dist:
        view = SeatView(obs)
        if counting:  # after Take a Card the total holds one more card
            return view.dist(1 if (obs.get("pending") or {}).get("power") == "take" else 0)
        # a player who forgets the discard pile: every unseen card could be anywhere
        return total_dist(view.known, view.own, remove(deck_pool(obs["deck"]), view.visible))

    @staticmethod
    def forced(obs: dict[str, Any], legal: list[str], holds: float) -> str | None:
        return None


READER = Reader()
