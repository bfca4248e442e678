"""Exact odds of the round's total, as seen from one seat.

A seat sees every card in play except its own, the centre card (unless it
peeked) and a Coyote-drawn card it did not draw. Those unknown cards, and the
card that replaces `?` at the reveal, are drawn without replacement from the
cards the seat cannot see, every order equally likely. Enumerating that is
small (a few hundred card sets), and the result depends only on which cards
are known and how many unknown cards are in play, so it is cached on exactly
that: a 17-bit mask of the known cards plus the number of unknowns.

Scoring follows the project's rulings: `?` becomes the deck's next card (a
drawn Max 0 acts as Max 0), then Max 0 zeroes the single highest number card
in play, even a negative one.

Everything here works on observations only; nothing reads an engine state.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from game.coyote_heidelbaer import cards as card_data
from game.coyote_heidelbaer import notation as N
from game.coyote_heidelbaer.cards import CARDS
from game.odds import Dist

# Cards by code (their index in CARDS): the masks below hold one bit per card.
CODE: dict[str, int] = {c: i for i, c in enumerate(CARDS)}
QUESTION = CODE[card_data.QUESTION]
MAX0 = CODE[card_data.MAX0]
VALUE: tuple[int, ...] = tuple(card_data.VALUE.get(c, 0) for c in CARDS)
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


def _summary(known: int) -> tuple[int, int | None, bool]:
    """Sum and highest of the known number cards, and whether Max 0 is among them."""
    s = 0
    top: int | None = None
    for c in range(QUESTION):
        if known >> c & 1:
            v = VALUE[c]
            s += v
            if top is None or v > top:
                top = v
    return s, top, bool(known >> MAX0 & 1)


# Why `?` needs no case of its own: it is worth nothing itself and brings one more
# card from the deck into play. Every unseen card is equally likely to be anywhere,
# so "k unknown cards, and `?` among them pulls one more" puts exactly k non-`?`
# unseen cards in play, a uniformly random k-set, the same as when `?` is not drawn.
# A visible `?` simply adds one more random card. So the total is the score of the
# known cards plus a random k-set of the unseen cards other than `?`.


def _subsets(known: int, k: int) -> dict[int, float]:
    """Totals over every k-set of the cards outside ``known`` (which holds the `?` bit)."""
    s0, top0, z0 = _summary(known)
    pool = [c for c in range(len(CARDS)) if not known >> c & 1]
    out: dict[int, float] = {}
    if k <= 0:
        return {(s0 - top0) if (z0 and top0 is not None) else s0: 1.0}
    n = len(pool)
    if k == 1:
        w = 1.0 / n
        for c in pool:
            if c == MAX0:
                t = (s0 - top0) if top0 is not None else s0
            else:
                v = VALUE[c]
                t = s0 + v - max(v, top0 if top0 is not None else v) if z0 else s0 + v
            out[t] = out.get(t, 0.0) + w
        return out
    if k == 2:
        w = 2.0 / (n * (n - 1))
        for i in range(n):
            a = pool[i]
            if a == MAX0:
                s1, top1, z1 = s0, top0, True
            else:
                v = VALUE[a]
                s1, top1, z1 = s0 + v, v if top0 is None or v > top0 else top0, z0
            for j in range(i + 1, n):
                b = pool[j]
                if b == MAX0:
                    s, top, z = s1, top1, True
                else:
                    v = VALUE[b]
                    s, top, z = s1 + v, v if top1 is None or v > top1 else top1, z1
                t = (s - top) if (z and top is not None) else s
                out[t] = out.get(t, 0.0) + w
        return out
    # Larger sets: a uniform first card, then a uniform (k-1)-set of the rest.
    w = 1.0 / n
    for c in pool:
        for t, p in _pmf_key(known | (1 << c), k - 1).items():
            out[t] = out.get(t, 0.0) + p * w
    return out


@lru_cache(maxsize=20_000)
def _pmf_key(known: int, k: int) -> dict[int, float]:
    return _subsets(known, k)


def _normal(known: int, slots: int) -> tuple[int, int]:
    """The cache key: `?` folded into the count of random cards (see above)."""
    if known >> QUESTION & 1:
        slots += 1
    return known | (1 << QUESTION), slots


@lru_cache(maxsize=20_000)
def _dist_key(known: int, k: int) -> Dist:
    return Dist(_pmf_key(known, k))


# Bots ask for a few hundred thousand distributions a game: a hit is one cache look-up.
@lru_cache(maxsize=40_000)
def dist_for_mask(known: int, slots: int) -> Dist:
    """The distribution for a known-cards mask and a number of unknown in-play cards."""
    return _dist_key(*_normal(known, slots))


@lru_cache(maxsize=40_000)
def _fixed_total(known: int) -> int:
    s, top, zero_max = _summary(known)
    return (s - top) if (zero_max and top is not None) else s


def fails_row(known: int, slots: int, bids: Iterable[int]) -> list[float]:
    """P(total < b) for each b of ``bids``, as ``1.0 - p`` of the distribution's
    ``p_row``; where no card is unknown the total is fixed and no distribution is built
    (a bot pricing a peek asks this of a few dozen card sets, most of them new)."""
    known, k = _normal(known, slots)
    if k <= 0:
        t = _fixed_total(known)
        return [0.0 if b <= t else 1.0 for b in bids]
    return [1.0 - p for p in _dist_key(known, k).p_row(bids)]


def mask_of(cards: Iterable[str]) -> int:
    m = 0
    for c in cards:
        m |= 1 << CODE[c]
    return m


def distribution(known: Iterable[str], unknown_slots: int) -> Dist:
    """Distribution of the total given the known in-play cards and the number of unknown ones."""
    return dist_for_mask(mask_of(known), unknown_slots)


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
    return any(a == N.COYOTE for _, a in obs.get("round_log", ()))


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


class Reader:
    """The seat's odds for the odds whisper and the gauntlet's styles
    (``game.odds.OddsReader``)."""

    call = N.CHALLENGE
    #: bidding, and a Trickster guess (who wins the challenge is whether the bid holds)
    turn_phases = ("bidding", "guessing")

    @staticmethod
    def dist(obs: dict[str, Any], counting: bool = True) -> Dist:
        return View.from_obs(obs).dist()  # nothing is discarded: the deal is all there is

    @staticmethod
    def forced(obs: dict[str, Any], legal: list[str], holds: float) -> str | None:
        acts = N.parsed(legal)
        discards = [N.format(a) for a in acts if isinstance(a, N.Discard)]
        if discards:
            closed = N.format(N.Discard("closed"))
            return closed if closed in discards else discards[0]
        guesses = [N.format(a) for a in acts if isinstance(a, N.Guess)]
        if guesses:  # the Trickster's guess: the bidder if the bid looked true
            pick = N.format(N.Guess(obs["bidder"]))
            if holds >= 0.5 and pick in guesses:
                return pick
            return next((g for g in guesses if g != pick), guesses[0])
        return None


READER = Reader()
