"""Exact odds of the round's total, as seen from one seat.

A seat sees every card in play except its own, the centre card (unless it
peeked) and a Coyote-drawn card it did not draw. Those unknown cards, and the
card that replaces `?` at the reveal, are drawn without replacement from the
cards the seat cannot see, every order equally likely. Enumerating that is
small (at most a few thousand cases), and the result depends only on which
cards are known and how many unknown cards are in play, so it is cached on
exactly that: a 17-bit mask of the known cards plus the number of unknowns.

Scoring follows the project's rulings: `?` becomes the deck's next card (a
drawn Max 0 acts as Max 0), then Max 0 zeroes the single highest number card
in play, even a negative one.

Everything here works on observations only; nothing reads an engine state.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

CARDS: tuple[str, ...] = (
    "-10", "-5", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "15", "20", "?", "max0",
)
CODE: dict[str, int] = {c: i for i, c in enumerate(CARDS)}
QUESTION = CODE["?"]
MAX0 = CODE["max0"]
VALUE: tuple[int, ...] = tuple(int(c) for c in CARDS[:QUESTION]) + (0, 0)
ALL_MASK = (1 << len(CARDS)) - 1


# ----- scoring a complete deal -------------------------------------------------------------
def score(cards: Iterable[str], question_draw: str | None = None) -> int:
    """The total of the cards in play; ``question_draw`` is what `?` turned into."""
    cards = list(cards)
    nums = [int(c) for c in cards if c not in ("?", "max0")]
    zero_max = "max0" in cards
    if "?" in cards:
        if question_draw is None:
            raise ValueError("`?` is in play: the replacement card is needed")
        if question_draw == "max0":
            zero_max = True
        elif question_draw == "?":
            raise ValueError("`?` cannot replace itself")
        else:
            nums.append(int(question_draw))
    total = sum(nums)
    if zero_max and nums:
        total -= max(nums)
    return total


# ----- distributions -------------------------------------------------------------------------
class Dist:
    """A distribution of the total: P(total >= b) in O(1)."""

    __slots__ = ("lo", "hi", "pmf", "sf", "mean")

    def __init__(self, probs: dict[int, float]) -> None:
        self.lo = min(probs)
        self.hi = max(probs)
        pmf = [0.0] * (self.hi - self.lo + 1)
        for t, p in probs.items():
            pmf[t - self.lo] += p
        norm = sum(pmf)
        self.pmf = tuple(p / norm for p in pmf)
        sf = [0.0] * len(pmf)
        acc = 0.0
        for i in range(len(pmf) - 1, -1, -1):
            acc += self.pmf[i]
            sf[i] = min(1.0, acc)
        self.sf = tuple(sf)
        self.mean = sum((self.lo + i) * p for i, p in enumerate(self.pmf))

    def p_at_least(self, b: int) -> float:
        """P(total >= b)."""
        i = b - self.lo
        if i <= 0:
            return 1.0
        if i >= len(self.sf):
            return 0.0
        return self.sf[i]

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
        return {self.lo + i: s for i, s in enumerate(self.sf)}

    def __repr__(self) -> str:
        return f"Dist(lo={self.lo}, hi={self.hi}, mean={self.mean:.2f})"


def _leaf(known: int) -> dict[int, float]:
    """Every in-play card is known (mask); only the `?` draw may remain."""
    s = 0
    top: int | None = None
    for c in range(QUESTION):
        if known >> c & 1:
            v = VALUE[c]
            s += v
            if top is None or v > top:
                top = v
    zero_max = bool(known >> MAX0 & 1)
    if not known >> QUESTION & 1:
        return {(s - top) if (zero_max and top is not None) else s: 1.0}
    deck = [c for c in range(len(CARDS)) if not known >> c & 1]
    w = 1.0 / len(deck)
    out: dict[int, float] = {}
    for r in deck:
        if r == MAX0:
            t = (s - top) if top is not None else s
        else:
            v = VALUE[r]
            m = v if top is None or v > top else top
            t = s + v - m if zero_max else s + v
        out[t] = out.get(t, 0.0) + w
    return out


@lru_cache(maxsize=200_000)
def _pmf(known: int, slots: int) -> dict[int, float]:
    """Distribution of the total with ``slots`` unknown in-play cards (internal, shared)."""
    if slots <= 0:
        return _leaf(known)
    pool = [c for c in range(len(CARDS)) if not known >> c & 1]
    w = 1.0 / len(pool)
    out: dict[int, float] = {}
    for c in pool:
        for t, p in _pmf(known | (1 << c), slots - 1).items():
            out[t] = out.get(t, 0.0) + p * w
    return out


@lru_cache(maxsize=50_000)
def dist_for_mask(known: int, slots: int) -> Dist:
    """The distribution for a known-cards mask and a number of unknown in-play cards."""
    return Dist(_pmf(known, slots))


def mask_of(cards: Iterable[str]) -> int:
    m = 0
    for c in cards:
        m |= 1 << CODE[c]
    return m


def distribution(known: Iterable[str], unknown_slots: int) -> Dist:
    """Distribution of the total given the known in-play cards and the number of unknown ones."""
    return dist_for_mask(mask_of(known), unknown_slots)


def mix(parts: Iterable[tuple[float, Dist]]) -> Dist:
    """A weighted mixture of distributions (weights need not sum to one)."""
    out: dict[int, float] = {}
    for w, d in parts:
        if w <= 0.0:
            continue
        for i, p in enumerate(d.pmf):
            if p:
                t = d.lo + i
                out[t] = out.get(t, 0.0) + w * p
    return Dist(out)


# ----- from an observation -------------------------------------------------------------------
class View:
    """What one seat knows about the cards in play, read from its observation.

    ``known`` is the mask of in-play cards the seat can see; ``slots`` the number
    of in-play cards it cannot (its own, the centre unless peeked, a Coyote card
    someone else drew). Every card not in ``known`` is unseen.
    """

    __slots__ = ("known", "slots", "own_unknown")

    def __init__(self, known: int, slots: int, own_unknown: bool = True) -> None:
        self.known = known
        self.slots = slots
        self.own_unknown = own_unknown

    @classmethod
    def from_obs(cls, obs: dict[str, Any]) -> View:
        me = obs["seat"]
        known = 0
        slots = 0
        own_unknown = False
        for p in obs["players"]:
            if p["out"]:
                continue
            if p["seat"] == me or p.get("card") is None:
                slots += 1
                own_unknown = own_unknown or p["seat"] == me
            else:
                known |= 1 << CODE[p["card"]]
        if obs.get("centre") is not None:
            known |= 1 << CODE[obs["centre"]]
        else:
            slots += 1
        if coyote_drawn(obs):
            if obs.get("coyote_card") is not None:
                known |= 1 << CODE[obs["coyote_card"]]
            else:
                slots += 1
        return cls(known, slots, own_unknown)

    @property
    def unseen(self) -> list[str]:
        return [CARDS[c] for c in range(len(CARDS)) if not self.known >> c & 1]

    def dist(self) -> Dist:
        return dist_for_mask(self.known, self.slots)

    def own_card_dists(self) -> list[tuple[str, Dist]]:
        """For each card the seat's own card could be: the distribution given that card."""
        if not self.own_unknown:
            return []
        return [(CARDS[c], dist_for_mask(self.known | (1 << c), self.slots - 1))
                for c in range(len(CARDS)) if not self.known >> c & 1]


def coyote_drawn(obs: dict[str, Any]) -> bool:
    """Whether a Coyote card was drawn into play this round (public: it is in the round log)."""
    return any(a == "coyote" for _, a in obs.get("round_log", ()))


def total_dist(obs: dict[str, Any]) -> Dist:
    """Exact distribution of the round's total from ``obs['seat']``'s point of view."""
    return View.from_obs(obs).dist()


def survival(obs: dict[str, Any]) -> dict[int, float]:
    """P(total >= b) for every b from the lowest to the highest possible total."""
    return total_dist(obs).table()


def dist_given_own(obs: dict[str, Any], own_card: str) -> Dist:
    """The distribution if the seat's own card were ``own_card`` (for inference)."""
    v = View.from_obs(obs)
    code = CODE[own_card]
    if v.known >> code & 1:
        raise ValueError(f"{own_card} is visible to this seat, so it cannot be its own card")
    return dist_for_mask(v.known | (1 << code), v.slots - 1)


def clear_cache() -> None:
    _pmf.cache_clear()
    dist_for_mask.cache_clear()
