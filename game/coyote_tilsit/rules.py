"""Coyote, Tilsit rules: the rules engine.

Everyone wears one card on a headband, sees every card but their own, and bids
on the total. The draw and discard piles persist from round to round, so what
has been revealed matters; a Moon in play reshuffles everything.

Cards (strings everywhere)
    "1".."5", "10", "15", "20"   positive ("warrior") cards
    "0"                          cactus
    "-5", "-10"                  negative ("storm") cards
    "chief"   x2: every positive card counts double (negative cards do not)
    "spirit"  -Max: the single highest positive card counts 0
    "moon"    counts 0; after the hand every card is shuffled into a new draw pile
    "teepee"  at the reveal its wearer draws the top card of the draw pile, which
              takes the Teepee's place in the count

Notation (canonical, lower case)
    bid N             open (N >= 1) or raise (N > current bid); N <= max_bid
    coyote            challenge the current bid ("challenge" is accepted as a synonym)
    shaman lynx       Eye of the Lynx: bid the same number as the last bid
    shaman cancel     the last bidder must bid again, a different number
    shaman feathers   2 Feathers: announced, then you bid; if that bid is challenged
                      the loser loses two feathers
    shaman uturn      U-turn: announced, then you bid; play then reverses direction
    shaman take S     Take a Card: announced, then you bid; then seat S takes a card
    shaman turn S     It Is Your Turn: announced, then you bid; seat S plays next
The four "after bidding" powers are announced first and take effect the moment
the bid is made (so the bidder still bids blind to any card they bring into
play); after such an announcement the only legal actions are bids.

Observation (JSON-able), for seat s
    game, seat, num_seats, options, shaman (bool), round, phase ("bidding" |
    "rebid" | "over"), to_act, start_seat, turn, direction (1 clockwise, -1),
    bid, bidder, prev_bid (the bid before the current one, or None),
    min_bid, max_bid (legal range for a bid by the seat to act now),
    two_feathers (the current bid carries 2 Feathers), lynx_blocked,
    pending (None | {"seat", "power", "target"}), cancel (None | {"by", "bidder",
    "cancelled"}), round_log [[seat, action], ...],
    players [{"seat", "out", "feathers", "cards": [card | None, ...],
              "shaman": "unused" | "used" | None}]   (own cards are None),
    deck ({card: count} for every card in the game), draw_count,
    discard [cards, oldest first],
    last_reveal (None | reveal dict, see below), winner.

Events (public only)
    {"type": "deal", "round", "start_seat", "draw_count"}
    {"type": "reshuffle", "reason": "moon" | "empty", "draw_count"}
    {"type": "bid", "seat", "value"}
    {"type": "shaman", "seat", "power", "target"}     (target None unless take/turn)
    {"type": "take", "seat", "by"}                    (the card is in observations)
    {"type": "direction", "direction"}
    {"type": "cancel", "seat", "bidder", "cancelled"}
    {"type": "challenge", "seat", "bidder"}
    {"type": "reveal", "round", "bid", "bidder", "challenger", "cards": [[seat, [..]]],
     "teepee": None | {"seat", "drew"}, "spirit_zeroed": value | None, "chief": bool,
     "positive": int, "negative": int, "total", "winner", "loser", "lost", "moon": bool}
    {"type": "feather", "seat", "lost", "left"}, {"type": "out", "seat"},
    {"type": "discard", "cards"}, {"type": "game_over", "winner"}
A challenge returns, in order: challenge, [reshuffle "empty" for the Teepee's draw],
reveal, feather, [out], discard | reshuffle "moon", then game_over or the next
round's deal [with a reshuffle "empty"]. ``last_reveal`` in observations holds the
latest reveal's keys; ``initial_events()`` gives round 1's deal.

Stack (tests)
    A list of cards (the draw pile, top first), or a dict with any of
    "draw" (top first), "start" (first start seat), "feathers" (per seat),
    "reshuffles" (a list of card lists: the top of the pile each reshuffle makes,
    in order). Cards a list leaves out follow in a seeded shuffle. Dealing gives
    one card to each live seat, from the start seat clockwise.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from functools import lru_cache
from typing import Any

from game.core import (
    Event,
    Game,
    IllegalAction,
    Observation,
    normalise,
    quoted,
)
from game.coyote_tilsit import events
from game.coyote_tilsit import notation as N
from game.coyote_tilsit.cards import NEGATIVE, POSITIVE, SPECIALS
from game.notation import StrictText

POWERS_BEFORE_BID = ("feathers", "uturn", "take", "turn")

FEATHER_TABLES = {
    # the main rule: three each
    "three": {},
    # the note read so that fewer players get more feathers (fits the 18 in the box)
    "small-table": {3: 5, 4: 4},
    # the note exactly as printed
    "as-printed": {4: 4, 5: 5},
}


def build_deck(negatives: str = "three") -> list[str]:
    """Every card in the game for the chosen reading of the negative cards."""
    deck: list[str] = []
    for card, n in (("1", 4), ("2", 4), ("3", 4), ("4", 4), ("5", 4),
                    ("10", 3), ("15", 2), ("20", 1), ("0", 3), ("-5", 2), ("-10", 1)):
        deck += [card] * n
    if negatives == "extra-5":
        deck.append("-5")
    elif negatives == "extra-10":
        deck.append("-10")
    return deck + list(SPECIALS)


def starting_feathers(option: str, seats: int) -> int:
    return FEATHER_TABLES[option].get(seats, 3)


def card_value(card: str) -> int:
    """Face value used in the count (specials and cactus count 0)."""
    return POSITIVE.get(card, NEGATIVE.get(card, 0))


def score(cards: list[str]) -> dict[str, Any]:
    """The count of cards already resolved (the Teepee replaced by its draw).

    Positive cards first with the specials applied (Spirit zeroes the single
    highest, Chief doubles; the two commute), then the negative cards added.
    """
    pos = [POSITIVE[c] for c in cards if c in POSITIVE]
    zeroed = max(pos) if ("spirit" in cards and pos) else None
    positive = sum(pos) - (zeroed or 0)
    chief = "chief" in cards
    if chief:
        positive *= 2
    negative = sum(NEGATIVE[c] for c in cards if c in NEGATIVE)
    return {"positive": positive, "negative": negative, "total": positive + negative,
            "spirit_zeroed": zeroed, "chief": chief}


def count_steps(slots: list[tuple[list[int], str]]) -> list[dict[str, Any]]:
    """The count of a reveal step by step, as the table shows it: each positive card
    added (in seat order), then the Spirit's zeroing of the single highest (the first
    such card), the Chief's doubling, then each negative card. ``slots`` pairs
    [seat, index] with the card counted there (a Teepee already replaced by its draw);
    every step carries the running total, and the last one ends on ``score``'s total."""
    steps: list[dict[str, Any]] = []
    running = 0
    positives = [(slot, c) for slot, c in slots if c in POSITIVE]
    for slot, c in positives:
        running += POSITIVE[c]
        steps.append({"op": "add", "slot": slot, "card": c, "value": POSITIVE[c],
                      "running": running})
    cards = [c for _, c in slots]
    if "spirit" in cards:
        top = max((POSITIVE[c] for _, c in positives), default=None)
        where = next((slot for slot, c in positives if POSITIVE[c] == top), None)
        if top is not None:
            running -= top
        steps.append({"op": "spirit", "slot": where, "zeroed": top, "running": running})
    if "chief" in cards:
        running *= 2
        steps.append({"op": "chief", "running": running})
    for slot, c in slots:
        if c in NEGATIVE:
            running += NEGATIVE[c]
            steps.append({"op": "add", "slot": slot, "card": c, "value": NEGATIVE[c],
                          "running": running})
    return steps


def max_total(deck: list[str] | tuple[str, ...], cards_in_play: int) -> int:
    """Highest total any ``cards_in_play`` cards of ``deck`` can make.

    The Chief with the best k-1 positive cards (a Teepee draw only swaps one card
    for another, so it cannot beat this); without the Chief the best k positives.
    """
    return _max_total(tuple(deck), cards_in_play)


@lru_cache(maxsize=256)
def _max_total(deck: tuple[str, ...], cards_in_play: int) -> int:
    pos = sorted((POSITIVE[c] for c in deck if c in POSITIVE), reverse=True)
    best = sum(pos[:cards_in_play])
    if "chief" in deck and cards_in_play >= 1:
        best = max(best, 2 * sum(pos[:cards_in_play - 1]))
    return max(best, 1)


_MAX_BY_NEGATIVES: dict[tuple[str, int], int] = {}  # (negatives, cards in play) -> max_total

# Pre-built bid strings: the bid candidates are a slice, not a loop of f-strings.
_BID_LOW, _BID_HIGH = 1, 400
_BID_STR = [N.format(N.Bid(v)) for v in range(_BID_LOW, _BID_HIGH + 1)]


def _bids(lo: int, hi: int) -> list[str]:
    """``bid lo`` .. ``bid hi`` in order (empty when lo > hi)."""
    if _BID_LOW <= lo and hi <= _BID_HIGH:
        return _BID_STR[lo - _BID_LOW:hi - _BID_LOW + 1]
    return [N.format(N.Bid(v)) for v in range(lo, hi + 1)]


class CoyoteTilsit(StrictText, Game):
    game_id = "coyote-tilsit"
    EVENT_TYPES = events.EVENT_TYPES  # every event it emits: events.py

    # ----- set-up ---------------------------------------------------------------------
    def _setup(self) -> None:
        n = self.num_seats
        stack = self.stack
        if isinstance(stack, list):
            stack = {"draw": stack}
        stack = dict(stack or {})
        self.deck = tuple(build_deck(self.options["negatives"]))
        self._deck_counts = dict(sorted(Counter(self.deck).items()))
        self.shaman_on = bool(self.options["shaman"])
        feathers = stack.get("feathers")
        if feathers is None:
            feathers = [starting_feathers(self.options["feathers"], n)] * n
        if len(feathers) != n or any(int(f) < 0 for f in feathers):
            raise ValueError("stack 'feathers' needs one count per seat")
        self.feathers = [int(f) for f in feathers]
        self.shaman_used = [False] * n
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.discard: list[str] = []
        self._reshuffle_orders = [list(o) for o in stack.get("reshuffles", [])]
        self.draw = self._ordered(list(self.deck), list(stack.get("draw", [])))
        live = self.live_seats()
        if len(live) <= 1:
            raise ValueError("a game needs at least two seats with feathers")
        start = stack.get("start")
        if start is None:
            # Nobody can howl at the app: the first declarer is drawn by lot.
            start = self.rng.choice(live)
        if start not in live:
            raise ValueError("stack 'start' must be a live seat")
        self.round = 0
        self.winner: int | None = None
        self.last_reveal: dict[str, Any] | None = None
        self._pending_events: list[Event] = self._new_round(start)

    def _ordered(self, cards: list[str], top: list[str]) -> list[str]:
        """``cards`` as a pile: the listed ``top`` first, the rest shuffled."""
        rest = Counter(cards)
        for c in top:
            if rest[c] <= 0:
                raise ValueError(f"stacked card '{c}' is not available")
            rest[c] -= 1
        remaining = sorted(rest.elements())  # sorted: the shuffle alone decides the order
        self.rng.shuffle(remaining)
        return list(top) + remaining

    def initial_events(self) -> list[Event]:
        """Events of the set-up (the first deal), for scenes that animate it."""
        return list(self._pending_events)

    # ----- helpers ------------------------------------------------------------------------
    def live_seats(self) -> list[int]:
        return [s for s in range(self.num_seats) if self.feathers[s] > 0]

    def _next(self, seat: int, direction: int | None = None) -> int:
        d = self.direction if direction is None else direction
        n = self.num_seats
        s = seat
        for _ in range(n):
            s = (s + d) % n
            if self.feathers[s] > 0:
                return s
        return seat

    def cards_in_play(self) -> int:
        return sum(map(len, self.hands))

    def max_bid(self, extra: int = 0) -> int:
        # a table by the deck's reading (which names the deck) and the cards in play:
        # hashing the whole deck for the shared cache on every ask cost more than the count
        key = (self.options["negatives"], self.cards_in_play() + extra)
        best = _MAX_BY_NEGATIVES.get(key)
        if best is None:
            best = _MAX_BY_NEGATIVES[key] = _max_total(self.deck, key[1])
        return best

    def _draw_card(self, events: list[Event]) -> str | None:
        if not self.draw and self.discard:
            # Ruling: an empty draw pile is refilled by shuffling the discard pile.
            self.draw = self._reshuffle(self.discard)
            self.discard = []
            events.append({"type": "reshuffle", "reason": "empty",
                           "draw_count": len(self.draw)})
        return self.draw.pop(0) if self.draw else None

    def _reshuffle(self, cards: list[str]) -> list[str]:
        top = self._reshuffle_orders.pop(0) if self._reshuffle_orders else []
        return self._ordered(list(cards), top)

    def _new_round(self, start: int) -> list[Event]:
        self.round += 1
        self.start_seat = start
        self.turn = start
        self.direction = 1  # ruling: each round starts clockwise again
        self.bids: list[tuple[int, int]] = []
        self.two_feathers = False
        self.pending: tuple[str, int | None] | None = None
        self.lynx_blocked = False
        self.cancel: dict[str, int] | None = None
        self.round_log: list[list[Any]] = []
        self.phase = "bidding"
        events: list[Event] = []
        seat = start
        for _ in self.live_seats():
            card = self._draw_card(events)
            if card is not None:
                self.hands[seat].append(card)
            seat = self._next(seat, 1)
        events.insert(0, {"type": "deal", "round": self.round, "start_seat": start,
                          "draw_count": len(self.draw)})
        return events

    @property
    def bid(self) -> int | None:
        return self.bids[-1][1] if self.bids else None

    @property
    def bidder(self) -> int | None:
        return self.bids[-1][0] if self.bids else None

    @property
    def prev_bid(self) -> int | None:
        return self.bids[-2][1] if len(self.bids) >= 2 else None

    # ----- the contract -------------------------------------------------------------------
    def is_terminal(self) -> bool:
        return self.phase == "over"

    def winners(self) -> list[int]:
        return [self.winner] if self.winner is not None else []

    def to_act(self) -> list[int]:
        if self.phase == "over":
            return []
        if self.phase == "rebid":
            return [self.cancel["bidder"]]
        return [self.turn]

    def bid_range(self, seat: int) -> tuple[int, int] | None:
        """(lowest, highest) bid ``seat`` may make now, or None when it may not bid."""
        if seat not in self.to_act():
            return None
        if self.phase == "rebid":
            low = (self.prev_bid or 0) + 1
            return low, self.max_bid()
        extra = 1 if self.pending and self.pending[0] == "take" else 0
        low = (self.bid or 0) + 1
        high = self.max_bid(extra)
        return (low, high) if low <= high else None

    def _candidates(self, seat: int) -> list[str]:
        """Every action that might be legal now, in the order the legal list keeps;
        ``_reason`` filters them."""
        rng = self.bid_range(seat)
        return (_bids(*rng) if rng else []) + self._other_candidates(seat)

    def _other_candidates(self, seat: int) -> list[str]:
        """The candidates that are not bids: the challenge and the seat's Shaman powers."""
        if self.phase == "rebid" or self.pending:
            return []  # only a bid answers a Cancel or an announced power
        if not self.shaman_on or self.shaman_used[seat]:
            return [N.CALL]
        others = [s for s in self.live_seats() if s != seat]
        return [N.CALL, *_PLAIN_POWERS, *(N.format(N.Shaman("turn", s)) for s in others),
                *(N.format(N.Shaman("take", s)) for s in others)]

    def _reason(self, seat: int, action: str) -> str | None:
        """Why ``action`` is illegal for ``seat`` now, in a player's words; None when legal.

        The one legality source: ``legal_actions``, ``is_legal`` and the refusal all
        come from here (``game.core.Game``); ``_legal_now`` lists by its rules."""
        if self.phase == "over":
            return "the game is over"
        if seat not in self.to_act():
            return f"it is not seat {seat}'s turn"
        return self._action_reason(seat, self.bid_range(seat), action)

    def _legal_now(self, seat: int) -> list[str]:
        """The legal list worked out together: every bid of the range, which all are
        legal (but the one a Cancel struck; the range is what ``_reason`` checks a bid
        against), so forty bids cost a slice; then the other candidates as ``_reason``
        judges them, the range worked out once for all."""
        rng = self.bid_range(seat)
        bids = _bids(*rng) if rng else []
        if self.phase == "rebid":
            struck = N.format(N.Bid(self.cancel["cancelled"]))
            bids = [a for a in bids if a != struck]
        bids += [a for a in self._other_candidates(seat)
                 if self._action_reason(seat, rng, a) is None]
        return bids

    def _action_reason(self, seat: int, rng: tuple[int, int] | None,
                       action: str) -> str | None:
        """``_reason`` once the seat is known to be to act, with its bid range ``rng``."""
        act, shape = N.read(action)
        if act is None:
            return shape
        if isinstance(act, N.Bid):
            v = act.value
            if self.phase == "rebid" and v == self.cancel["cancelled"]:
                return f"you must bid a number other than {self.cancel['cancelled']}"
            if not rng:
                return "no higher bid is possible: call coyote"
            if not rng[0] <= v <= rng[1]:
                return f"a bid here must be from {rng[0]} to {rng[1]}"
            return None
        if self.phase == "rebid":
            return "your bid was cancelled: you must bid a different number"
        if self.pending:
            return "you announced a Shaman power: now you must bid"
        if isinstance(act, N.Call):
            return None if self.bids else "there is no bid to challenge yet"
        # a Shaman power
        if not self.shaman_on:
            return "Shaman powers are not in play in this game"
        if self.shaman_used[seat]:
            return "your Shaman card is already used"
        why = self._power_reason(seat, act.power, act.target, rng)
        return None if why is None else f"{quoted(action)} cannot be used now: {why}"

    def _power_reason(self, seat: int, power: str, target: int | None,
                      rng: tuple[int, int] | None) -> str | None:
        """Why a free Shaman card may not use ``power`` now (None: it may); ``rng`` is
        the seat's bid range."""
        if power in ("lynx", "cancel") and not self.bids:
            return "there is no bid yet"
        if power == "lynx":
            # Eye of the Lynx may not answer Eye of the Lynx
            return ("the last bid was already matched with Eye of the Lynx" if self.lynx_blocked
                    else None)
        if power == "cancel":
            return None if self._cancel_possible() else "no other bid could replace it"
        if target is not None and (target == seat or not 0 <= target < self.num_seats
                                   or self.feathers[target] == 0):
            return f"seat {target} is not another player in the game"
        if power == "take":
            # Take a Card raises the highest possible total, so a bid always follows
            return None if len(self.hands[target]) == 1 else \
                f"seat {target} already wears a second card"
        if rng is None:
            return "no higher bid is possible, and a bid must follow it"
        return None

    def _cancel_possible(self) -> bool:
        low = (self.prev_bid or 0) + 1
        return any(v != self.bid for v in range(low, self.max_bid() + 1))

    def _parse_notation(self, text: str) -> str:
        action = normalise(text)
        parts = action.split()
        if not parts:
            raise IllegalAction("empty action")
        word = parts[0]
        if word in ("coyote", "challenge", "coyote!") and len(parts) == 1:
            return N.CALL
        if word == "bid" and len(parts) == 2:
            return N.format(N.Bid(_int(parts[1], "a bid")))
        if word == "shaman" and len(parts) >= 2:
            power = parts[1]
            if power in N.POWERS and len(parts) == 2:
                return N.format(N.Shaman(power))
            if power in N.TARGETED and len(parts) == 3:
                return N.format(N.Shaman(power, _int(parts[2], "a seat")))
            raise IllegalAction(
                "shaman powers: lynx, feathers, uturn, take SEAT, cancel, turn SEAT")
        raise IllegalAction(f"{quoted(text)} is not an action here; try 'bid N', 'coyote' "
                            "or 'shaman POWER'")

    # ----- carrying out actions ----------------------------------------------------------
    def _apply(self, seat: int, action: str) -> list[Event]:
        events: list[Event] = []
        act = N.parse(action)
        self.round_log.append([seat, action])  # a challenge then starts a fresh log
        if self.phase == "rebid":
            self._rebid(seat, act.value, events)
        elif isinstance(act, N.Bid):
            self._bid(seat, act.value, events)
        elif isinstance(act, N.Call):
            self._challenge(seat, events)
        else:
            self._shaman(seat, act.power, act.target, events)
        return events

    def _bid(self, seat: int, value: int, events: list[Event]) -> None:
        self.bids.append((seat, value))
        events.append({"type": "bid", "seat": seat, "value": value})
        self.two_feathers = False
        self.lynx_blocked = False
        nxt = None
        if self.pending:
            power, target = self.pending
            self.pending = None
            if power == "feathers":
                self.two_feathers = True
            elif power == "uturn":
                self.direction = -self.direction
                events.append({"type": "direction", "direction": self.direction})
            elif power == "take":
                card = self._draw_card(events)
                if card is not None:
                    self.hands[target].append(card)
                events.append({"type": "take", "seat": target, "by": seat})
            elif power == "turn":
                nxt = target
        self.turn = nxt if nxt is not None else self._next(seat)

    def _rebid(self, seat: int, value: int, events: list[Event]) -> None:
        self.bids[-1] = (seat, value)
        events.append({"type": "bid", "seat": seat, "value": value})
        self.turn = self.cancel["by"]
        self.cancel = None
        self.phase = "bidding"

    def _shaman(self, seat: int, power: str, target: int | None,
                events: list[Event]) -> None:
        self.shaman_used[seat] = True
        events.append({"type": "shaman", "seat": seat, "power": power, "target": target})
        if power == "lynx":
            value = self.bid
            self.bids.append((seat, value))
            events.append({"type": "bid", "seat": seat, "value": value})
            self.two_feathers = False
            self.turn = self._next(seat)
            self.lynx_blocked = True  # the next player may not match again
        elif power == "cancel":
            self.cancel = {"by": seat, "bidder": self.bidder, "cancelled": self.bid}
            self.phase = "rebid"
            events.append({"type": "cancel", "seat": seat, "bidder": self.bidder,
                           "cancelled": self.bid})
        else:
            self.pending = (power, target)

    def _challenge(self, seat: int, events: list[Event]) -> None:
        bidder, bid = self.bidder, self.bid
        events.append({"type": "challenge", "seat": seat, "bidder": bidder})
        in_play = [c for h in self.hands for c in h]
        effective = list(in_play)
        teepee = None
        drawn_extra: list[str] = []
        if "teepee" in in_play:
            holder = next(s for s, h in enumerate(self.hands) if "teepee" in h)
            card = self._draw_card(events)
            effective.remove("teepee")
            if card is not None:
                effective.append(card)  # it acts fully as itself, specials included
                drawn_extra.append(card)
            teepee = {"seat": holder, "drew": card}
        counted = score(effective)
        total = counted["total"]
        # the resolution trace: every card in its slot, the Teepee's draw in its place
        slots = []
        for s in self.live_seats():
            for i, c in enumerate(self.hands[s]):
                slots.append(([s, i], (teepee["drew"] or "0") if c == "teepee" else c))
        steps = count_steps(slots)
        loser, winner = (seat, bidder) if bid <= total else (bidder, seat)
        lost = min(2 if self.two_feathers else 1, self.feathers[loser])
        moon = "moon" in effective
        reveal = {
            "type": "reveal", "round": self.round, "bid": bid, "bidder": bidder,
            "challenger": seat,
            "cards": [[s, list(self.hands[s])] for s in self.live_seats()],
            "teepee": teepee, "spirit_zeroed": counted["spirit_zeroed"],
            "chief": counted["chief"], "positive": counted["positive"],
            "negative": counted["negative"], "total": total, "winner": winner,
            "loser": loser, "lost": lost, "moon": moon, "steps": steps,
        }
        events.append(reveal)
        self.last_reveal = {k: v for k, v in reveal.items() if k != "type"}
        self.feathers[loser] -= lost
        events.append({"type": "feather", "seat": loser, "lost": lost,
                       "left": self.feathers[loser]})
        if self.feathers[loser] == 0:
            events.append({"type": "out", "seat": loser})
        # Clear the table.
        used = in_play + drawn_extra
        self.hands = [[] for _ in range(self.num_seats)]
        if moon:
            self.draw = self._reshuffle(self.draw + self.discard + used)
            self.discard = []
            events.append({"type": "reshuffle", "reason": "moon",
                           "draw_count": len(self.draw)})
        else:
            self.discard += used
            events.append({"type": "discard", "cards": used})
        live = self.live_seats()
        if len(live) == 1:
            self.phase = "over"
            self.winner = live[0]
            self.turn = None
            events.append({"type": "game_over", "winner": self.winner})
            return
        start = loser if self.feathers[loser] > 0 else winner
        events += self._new_round(start)

    # ----- what a seat may know -----------------------------------------------------------
    def observation(self, seat: int) -> Observation:
        rng = self.bid_range(seat) if seat in self.to_act() else None
        players = []
        for s in range(self.num_seats):
            cards = [None if s == seat else c for c in self.hands[s]]
            shaman = None
            if self.shaman_on:
                shaman = "used" if self.shaman_used[s] else "unused"
            players.append({"seat": s, "out": self.feathers[s] == 0,
                            "feathers": self.feathers[s], "cards": cards, "shaman": shaman})
        pending = None
        if self.pending:
            pending = {"seat": self.turn, "power": self.pending[0], "target": self.pending[1]}
        return {
            "game": self.game_id, "seat": seat, "num_seats": self.num_seats,
            "options": dict(self.options), "shaman": self.shaman_on,
            "round": self.round, "phase": self.phase, "to_act": self.to_act(),
            "start_seat": self.start_seat, "turn": self.turn, "direction": self.direction,
            "bid": self.bid, "bidder": self.bidder, "prev_bid": self.prev_bid,
            "min_bid": rng[0] if rng else None, "max_bid": rng[1] if rng else None,
            "two_feathers": self.two_feathers, "lynx_blocked": self.lynx_blocked,
            "pending": pending, "cancel": dict(self.cancel) if self.cancel else None,
            "round_log": [list(x) for x in self.round_log],
            "players": players,
            "deck": dict(self._deck_counts), "draw_count": len(self.draw),
            "discard": list(self.discard),
            "last_reveal": _copy_reveal(self.last_reveal),
            "winner": self.winner,
        }

    def is_out(self, seat: int) -> bool:
        return self.feathers[seat] == 0

    #: the results screen's figures (see game/summary.py)
    SUMMARY = (("Bids", "bids"), ("Coyote!", "calls"), ("Won", "won"),
               ("Lost", "lost"))

    def tally(self, seat: int, action: str, events: list[Event], counts: dict) -> None:
        from game.summary import count

        act = N.parse(action)
        if isinstance(act, N.Bid):
            count(counts, seat, "bids")
        elif isinstance(act, N.Call):
            count(counts, seat, "calls")
        for e in events:
            if e["type"] == "reveal":
                count(counts, e["winner"], "won")
            elif e["type"] == "feather":
                count(counts, e["seat"], "lost", e["lost"])

    def public_observation(self) -> Observation:
        """No card on a headband is seen by its wearer, so none is public before the
        reveal; the bid range belongs to the seat whose controls show it."""
        obs = self.observation(0)
        for pl in obs["players"]:
            pl["cards"] = [None] * len(pl["cards"])
        obs.update(seat=None, min_bid=None, max_bid=None)
        return obs

    def clone(self) -> CoyoteTilsit:
        """A deep copy, by hand: much faster than copy.deepcopy for search and tests."""
        g = copy.copy(self)
        g.rng = random.Random()
        g.rng.setstate(self.rng.getstate())
        g.options = dict(self.options)
        g.history = list(self.history)
        g.feathers = list(self.feathers)
        g.shaman_used = list(self.shaman_used)
        g.hands = [list(h) for h in self.hands]
        g.draw = list(self.draw)
        g.discard = list(self.discard)
        g.bids = list(self.bids)
        g.round_log = [list(x) for x in self.round_log]
        g.cancel = dict(self.cancel) if self.cancel else None
        g.last_reveal = _copy_reveal(self.last_reveal)
        g._reshuffle_orders = [list(o) for o in self._reshuffle_orders]
        g._pending_events = copy.deepcopy(self._pending_events)
        return g

    def resample(self, seat: int, rng: random.Random) -> CoyoteTilsit:
        """Redraw the seat's own cards and the whole draw pile from the unseen cards."""
        g = self.clone()
        own = len(g.hands[seat])
        pool = list(g.hands[seat]) + list(g.draw)
        rng.shuffle(pool)
        g.hands[seat] = pool[:own]
        g.draw = pool[own:]
        g.rng = random.Random(rng.random())  # future shuffles are hidden too
        g._reshuffle_orders = []
        return g


_PLAIN_POWERS = tuple(N.format(N.Shaman(p)) for p in N.POWERS)




def _int(text: str, what: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise IllegalAction(f"{what} must be a whole number, not {quoted(text)}") from None


def _copy_reveal(r: dict[str, Any] | None) -> dict[str, Any] | None:
    if r is None:
        return None
    out = dict(r)
    out["cards"] = [[s, list(c)] for s, c in r["cards"]]
    out["teepee"] = dict(r["teepee"]) if r["teepee"] else None
    out["steps"] = [dict(x, slot=list(x["slot"]) if x.get("slot") else x.get("slot"))
                    for x in r.get("steps", ())]
    return out
