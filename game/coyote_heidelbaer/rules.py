"""Coyote, HeidelBÄR rules edition, with the optional Trickster variant.

Every rule of the game lives in this module. The rulings taken where the rule
text is silent or unclear are written up in game/rulings/coyote-heidelbaer.md;
comments here say briefly *why* a line is the way it is.

Seats sit clockwise in seat order: "the next player" is seat + 1 (mod n),
skipping seats that are out.

Actions (canonical notation):
    bid N, challenge, peek, coyote, guess S, discard open, discard closed

Events are public only. A "peek" event implies that seat's open-to-closed flip
(no separate "eye" event); "eye" events report the flips a challenge causes.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from game.core import (
    Event,
    Game,
    IllegalAction,
    Observation,
    move,
    normalise,
    quoted,
)
from game.coyote_heidelbaer import events
from game.coyote_heidelbaer import notation as N
from game.coyote_heidelbaer.cards import CARDS, MAX0, QUESTION, VALUE
from game.notation import StrictText

BIDDING, GUESSING, DISCARD, OVER = "bidding", "guessing", "discard", "over"

ACTION_HELP = N.SHAPES


# ----- scoring ---------------------------------------------------------------------------
def score(in_play: list[str], question_draw: str | None = None) -> tuple[int, str | None]:
    """Total of the cards in play and the card Max 0 zeroed (or None).

    ``question_draw`` is the card that replaces ``?`` (needed when ``?`` is in play).
    The replacement is drawn first, then Max 0 acts, as the rules order it; a ``?``
    that draws Max 0 behaves as Max 0 itself.
    """
    numbers: list[str] = []
    max0 = False
    for c in in_play:
        if c == MAX0:
            max0 = True
        elif c == QUESTION:
            if question_draw is None:
                raise ValueError("'?' is in play but no replacement card was given")
            if question_draw == MAX0:
                max0 = True
            else:
                numbers.append(question_draw)
        else:
            numbers.append(c)
    total = sum(map(VALUE.__getitem__, numbers))
    zeroed = None
    if max0 and numbers:
        # Values are unique, so the highest card is never tied. A negative
        # highest card still becomes 0 (the literal reading of the rule).
        zeroed = max(numbers, key=VALUE.__getitem__)
        total -= VALUE[zeroed]
    return total, zeroed


def count_steps(slots: list[tuple[Any, str]], question_draw: str | None = None
                ) -> list[dict[str, Any]]:
    """The count of a reveal step by step, as the table shows it, so no table works a
    rule out again. ``slots`` pairs where each card lies (a seat number, "centre" or
    "coyote") with its card, in the order they turn over. Steps, each with the running
    total: every card added ("add", specials adding 0), then the card that replaces
    ``?`` ("question"), then Max 0 zeroing the highest number card ("max0"); the last
    running total is ``score``'s."""
    return _counted(slots, question_draw)[2]


def _counted(slots: list[tuple[Any, str]], question_draw: str | None
             ) -> tuple[int, str | None, list[dict[str, Any]]]:
    """``score`` of the cards in ``slots`` (total, zeroed card) with the steps of the
    count that reach it (``count_steps``), from one scoring."""
    total, zeroed = score([c for _, c in slots], question_draw)
    steps: list[dict[str, Any]] = []
    running = 0
    qslot = None
    for slot, c in slots:
        value = VALUE.get(c, 0)
        running += value
        steps.append({"op": "add", "slot": slot, "card": c, "value": value,
                      "running": running})
        if c == QUESTION:
            qslot = slot
    if qslot is not None:
        if question_draw is None:
            raise ValueError("'?' is in play but no replacement card was given")
        value = VALUE.get(question_draw, 0)
        running += value
        steps.append({"op": "question", "slot": qslot, "card": question_draw,
                      "value": value, "running": running})
    if zeroed is not None:
        # the zeroed card lies where it turned over, or where '?' drew it
        where = next((slot for slot, c in slots if c == zeroed), qslot)
        running -= VALUE[zeroed]
        steps.append({"op": "max0", "slot": where, "zeroed": zeroed,
                      "value": -VALUE[zeroed], "running": running})
    return total, zeroed, steps


@cache
def total_range(k: int) -> tuple[int, int]:
    """Lowest and highest total that ``k`` cards in play can make (2 <= k <= 8).

    A ``?`` scores exactly as the card it draws, so only sets of number cards and
    Max 0 matter. The highest total is the k highest numbers (Max 0 only lowers a
    total). The lowest is either the k lowest numbers, or Max 0 with the k-1 lowest
    numbers, where Max 0 zeroes the highest of those: the k-2 lowest. Closed form,
    because a brute-force scan stalled a frame; a test checks it the long way.
    """
    values = sorted(VALUE.values())
    hi = sum(values[-k:])
    lo = min(sum(values[:k]), sum(values[:k - 2]))
    return lo, hi


# Pre-built bid strings so the bid candidates are a slice, not a loop of f-strings.
_BID_BASE = -200
_BID_STR = [N.format(N.Bid(v)) for v in range(_BID_BASE, 201)]


def _bids(lo: int, hi: int) -> list[str]:
    return _BID_STR[lo - _BID_BASE:hi - _BID_BASE + 1] if lo <= hi else []


# ----- the engine ------------------------------------------------------------------------
class CoyoteHeidelbaer(StrictText, Game):
    game_id = "coyote-heidelbaer"
    EVENT_TYPES = events.EVENT_TYPES  # every event it emits: events.py

    # set-up ---------------------------------------------------------------------------
    def _setup(self) -> None:
        n = self.num_seats
        self.trickster = bool(self.options.get("trickster", False))
        # Trickster players start with fewer open eyes: 1 open + 2 closed.
        o, c = (1, 2) if self.trickster else (2, 1)
        self.open = [o] * n
        self.closed = [c] * n
        self.out = [False] * n
        self.round = 0
        self.winner: int | None = None
        self.last_reveal: dict[str, Any] | None = None
        self.coyote_holder: int | None = None  # round 1: the card lies in the centre
        self._decks, start = self._read_stack(self.stack)
        if start is None:
            # The text starts with the youngest player; the app cannot know ages.
            start = self.rng.randrange(n)
        self.first_start = start
        self._start_round(start)

    def _read_stack(self, stack: Any) -> tuple[list[list[str]], int | None]:
        """Stacked decks for tests: a list of decks, or {"start": s, "decks": [...]}."""
        if stack is None:
            return [], None
        start = None
        decks = stack
        if isinstance(stack, dict):
            start = stack.get("start")
            decks = stack.get("decks", [])
            if start is not None and (not isinstance(start, int)
                                      or not 0 <= start < self.num_seats):
                raise ValueError(f"stack start must be a seat 0..{self.num_seats - 1}")
        if not isinstance(decks, list):
            raise ValueError("stack must be a list of decks")
        out = []
        for i, d in enumerate(decks):
            d = [str(c).lower() for c in d]
            bad = [c for c in d if c not in CARDS]
            if bad or len(set(d)) != len(d):
                raise ValueError(f"stacked deck {i + 1} has unknown or repeated cards: {d}")
            out.append(d)
        return out, start

    def _new_deck(self) -> list[str]:
        """A fresh shuffle of all 17 cards (every round shuffles everything)."""
        r = self.round - 1
        if r < len(self._decks):
            top = self._decks[r]
            rest = [c for c in CARDS if c not in top]
            self.rng.shuffle(rest)
            return top + rest
        deck = list(CARDS)
        self.rng.shuffle(deck)
        return deck

    def _start_round(self, start: int) -> list[Event]:
        n = self.num_seats
        self.round += 1
        self.start_seat = start
        deck = self._new_deck()
        self.cards: list[str | None] = [None] * n
        i = 0
        for s in self._clockwise(start):
            self.cards[s] = deck[i]
            i += 1
        self.centre = deck[i]
        self.deck = deck[i + 1:]  # top first; Coyote and '?' draws take deck[0]
        self.phase = BIDDING
        self.turn: int | None = start
        self.bid: int | None = None
        self.bidder: int | None = None
        self.must_bid = False  # set by a peek or a Coyote draw: the turn must end in a bid
        self.first_done = [False] * n
        self.peeked = [False] * n
        self.coyote_used = False
        self.coyote_card: str | None = None
        self.coyote_drawer: int | None = None
        self.challenger: int | None = None
        self.guessers: list[int] = []
        self.guesses: dict[int, int] = {}
        self.round_log: list[tuple[int, str]] = []
        self._in_play = sum(1 for x in self.out if not x) + 1
        self._lo, self._hi = total_range(self._in_play)
        return [{"type": "deal", "round": self.round, "start_seat": start}]

    def initial_events(self) -> list[Event]:
        """The round-1 deal, for scenes that animate the opening."""
        return [{"type": "deal", "round": 1, "start_seat": self.first_start}]

    # seats ----------------------------------------------------------------------------
    def _live(self) -> list[int]:
        return [s for s in range(self.num_seats) if not self.out[s]]

    def _next_live(self, seat: int) -> int:
        n = self.num_seats
        s = (seat + 1) % n
        while self.out[s]:
            s = (s + 1) % n
        return s

    def _clockwise(self, start: int) -> list[int]:
        n = self.num_seats
        return [(start + i) % n for i in range(n) if not self.out[(start + i) % n]]

    # whose turn, what is legal ------------------------------------------------------------
    def to_act(self) -> list[int]:
        if self.phase == BIDDING or self.phase == DISCARD:
            return [self.turn]
        if self.phase == GUESSING:
            return [s for s in self.guessers if s not in self.guesses]
        return []

    def is_out(self, seat: int) -> bool:
        return self.out[seat]

    #: the results screen's figures (see game/summary.py)
    SUMMARY = (("Bids", "bids"), ("Calls", "challenges"), ("Won", "won"),
               ("Peeks", "peeks"))

    def tally(self, seat: int, action: str, events: list[Event], counts: dict) -> None:
        from game.summary import count

        act = N.parse(action)
        if isinstance(act, N.Bid):
            count(counts, seat, "bids")
        elif isinstance(act, N.Peek):
            count(counts, seat, "peeks")
        elif isinstance(act, N.Challenge):
            count(counts, seat, "challenges")
        for e in events:
            if e["type"] == "reveal":
                count(counts, e["winner"], "won")

    def window(self, seat: int) -> dict[str, Any] | None:
        """Trickster guesses are a window of their own, all guessers at once; a guess
        weighs the cards the guesser sees, so it is private."""
        w = super().window(seat)
        if w is not None and self.phase == GUESSING:
            w["stage"] = "guess"
        elif w is not None and self.phase == DISCARD:
            # which eye to give up needs no private view: the reveal turned every card
            # up and the eyes lie in the open, so pass-and-play asks it with no gate
            w.update(stage="discard", public=True)
        return w

    def _bid_range(self) -> tuple[int, int]:
        lo = self._lo if self.bid is None else self.bid + 1
        return lo, self._hi

    def _candidates(self, seat: int) -> list[str]:
        """Every action that might be legal now; ``_reason`` keeps the legal ones."""
        if self.phase == BIDDING:
            # the bids span exactly the range: a slice, not a loop of f-strings
            return [*self._others(seat), *_bids(*self._bid_range())]
        if self.phase == GUESSING:
            return [_guess_text(s) for s in sorted((self.bidder, self.challenger))]
        if self.phase == DISCARD:
            return list(_DISCARDS)
        return []

    # parsing and explaining -------------------------------------------------------------
    def _parse_notation(self, text: str) -> str:
        action = normalise(text)
        if not action:
            raise IllegalAction("empty action; actions: " + ACTION_HELP)
        word, _, arg = action.partition(" ")
        if word == "bid":
            try:
                return N.format(N.Bid(int(arg)))
            except ValueError:
                raise IllegalAction(
                    f"'bid' needs a whole number, e.g. 'bid 12' (not '{arg}')") from None
        if word == "guess":
            try:
                s = int(arg)
            except ValueError:
                s = -1
            if not 0 <= s < self.num_seats:
                raise IllegalAction(
                    f"'guess' needs a seat number from 0 to {self.num_seats - 1}, "
                    f"e.g. 'guess 1' (not '{arg}')")
            return N.format(N.Guess(s))
        if word == "discard":
            if arg not in ("open", "closed"):
                raise IllegalAction(
                    f"'discard' takes 'open' or 'closed' (not {quoted(arg)})")
            return N.format(N.Discard(arg))
        if word in (N.CHALLENGE, N.PEEK, N.COYOTE):
            if arg:
                raise IllegalAction(f"'{word}' takes nothing after it")
            return word
        raise IllegalAction(f"unknown action {quoted(action)}; actions: {ACTION_HELP}")

    def _reason(self, seat: int, action: str) -> str | None:
        """Why ``action`` is illegal for ``seat`` now, in a player's words; None when legal.

        The one legality source: ``legal_actions``, ``is_legal`` and the refusal all
        come from here (``game.core.Game``); ``_legal_now`` lists by its rules."""
        why = self._seat_reason(seat)
        return why if why is not None else self._action_reason(seat, action)

    def _legal_now(self, seat: int) -> list[str]:
        """The legal list worked out together: in bidding, the other actions as
        ``_reason`` judges them, then every bid of the range, which all are legal (the
        range is what ``_reason`` checks a bid against), so two dozen bids cost a slice."""
        if self.phase != BIDDING:
            return super()._legal_now(seat)
        legal = _bids(*self._bid_range())
        # the others go in front of the bids without a second pass over two dozen bids
        legal[:0] = [a for a in self._others(seat) if self._move_reason(seat, a) is None]
        return legal

    def _others(self, seat: int) -> tuple[str, ...]:
        """The bidding candidates that are not bids: the challenge, the peek and, for the
        seat holding it in the Trickster variant, the Coyote card."""
        return _NO_ARGS if self.coyote_holder == seat else _NO_ARGS[:2]

    def _seat_reason(self, seat: int) -> str | None:
        """Why ``seat`` may do nothing now (None: it is to act)."""
        if self.phase == OVER:
            return "the game is over"
        if not 0 <= seat < self.num_seats:
            return f"there is no seat {seat}"
        if self.out[seat]:
            return f"seat {seat} is out of the game"
        if seat not in self.to_act():
            return f"it is not seat {seat}'s turn"
        return None

    def _action_reason(self, seat: int, action: str) -> str | None:
        """``_reason`` once the seat is known to be to act."""
        act, shape = N.read(action)
        word = move(action).verb  # what a malformed action was meant as, for its refusal
        if self.phase == GUESSING:
            if isinstance(act, N.Guess) and act.seat in (self.bidder, self.challenger):
                return None
            if word == "guess":
                return (f"guess the challenger (seat {self.challenger}) or the bidder "
                        f"(seat {self.bidder})")
            return "a challenge is open: guess who will win it ('guess S')"
        if self.phase == DISCARD:
            if isinstance(act, N.Discard):
                return None
            return "you lost the challenge: discard a peek card ('discard open' or " \
                   "'discard closed')"
        # bidding
        if word == "bid":
            if act is None:
                return shape
            v = act.value
            lo, hi = self._bid_range()
            if self.bid is not None and v <= self.bid:
                return f"bid must be higher than {self.bid}"
            if v > hi:
                return f"bid must be at most {hi}: the cards in play cannot total more"
            if v < lo:
                return f"bid must be at least {lo}: the cards in play cannot total less"
            return None
        if word == "guess":
            return "there is nothing to guess: no challenge is waiting"
        if word == "discard":
            return "there is nothing to discard now"
        if act is None:
            return shape
        return self._move_reason(seat, word)

    def _move_reason(self, seat: int, word: str) -> str | None:
        """``_reason`` for a challenge, a peek or the Coyote card (``word``) in bidding,
        by a seat that is to act."""
        special = "using the Coyote card" if self.coyote_drawer == seat and self.must_bid \
            else "peeking"
        if word == "challenge":
            if self.bid is None:
                return "there is no bid to challenge yet: make the opening bid"
            if self.must_bid:
                return f"you must bid after {special}"
            return None
        if word == "peek":
            if seat == self.start_seat and not self.first_done[seat]:
                # the start player's first turn is the opening bid
                return "you may not peek on your opening turn"
            if self.must_bid:
                return f"only one peek or Coyote card per turn: you must bid after {special}"
            if self.open[seat] == 0:
                return "no open eye to peek with"
            if self.bid is not None and self.bid >= self._hi:
                return (f"no bid above {self.bid} is possible, and a peek must be "
                        "followed by a raise")
            return None
        # coyote (the shape check let no other word through)
        if not self.trickster:
            return "the Coyote card is only used in the Trickster variant"
        if self.coyote_holder != seat:
            if self.coyote_holder is None:
                return "nobody holds the Coyote card this round"
            return f"you do not hold the Coyote card (seat {self.coyote_holder} does)"
        if self.coyote_used:
            return "the Coyote card has already been used this round"
        if not self.first_done[seat]:
            return "the Coyote card cannot be used on your first turn"
        if self.must_bid:
            return f"only one peek or Coyote card per turn: you must bid after {special}"
        top = total_range(self._in_play + 1)[1]
        if self.bid is not None and self.bid >= top:
            # the draw adds a card, so the range grows; a raise must still exist after it
            return (f"no bid above {self.bid} is possible, and the Coyote card must be "
                    "followed by a raise")
        return None

    # carrying out ---------------------------------------------------------------------
    def _apply(self, seat: int, action: str) -> list[Event]:
        act = N.parse(action)
        if isinstance(act, N.Bid):
            v = act.value
            self.bid, self.bidder = v, seat
            self.must_bid = False
            self.first_done[seat] = True
            self.round_log.append((seat, action))
            self.turn = self._next_live(seat)
            return [{"type": "bid", "seat": seat, "value": v}]
        if isinstance(act, N.Peek):
            # Flip one open eye closed; the centre card is now known to this seat.
            self.open[seat] -= 1
            self.closed[seat] += 1
            self.peeked[seat] = True
            self.must_bid = True
            self.round_log.append((seat, action))
            return [{"type": "peek", "seat": seat}]
        if isinstance(act, N.Coyote):
            self.coyote_card = self.deck.pop(0)
            self.coyote_drawer = seat
            self.coyote_used = True
            self.must_bid = True
            self._in_play += 1
            self._lo, self._hi = total_range(self._in_play)
            self.round_log.append((seat, action))
            return [{"type": "coyote", "seat": seat}]
        if isinstance(act, N.Challenge):
            self.first_done[seat] = True
            self.challenger = seat
            self.round_log.append((seat, action))
            events: list[Event] = [{"type": "challenge", "seat": seat, "bidder": self.bidder}]
            if self.trickster:
                # Everyone else still in must guess; with two live players nobody does.
                self.guessers = [s for s in self._live() if s not in (seat, self.bidder)]
            if self.guessers:
                self.phase = GUESSING
                self.turn = None
                return events
            return events + self._resolve()
        if isinstance(act, N.Guess):
            self.guesses[seat] = act.seat
            events = [{"type": "guess", "seat": seat}]
            if len(self.guesses) == len(self.guessers):
                events += self._resolve()
            return events
        if isinstance(act, N.Discard):
            return self._discard(seat, act.kind)
        raise IllegalAction(f"unknown action {quoted(action)}")  # parse() stops this earlier

    def _resolve(self) -> list[Event]:
        """Reveal, total, settle the challenge and its guesses; start the discard."""
        live = self._live()
        in_play = [self.cards[s] for s in live] + [self.centre]
        if self.coyote_card is not None:
            in_play.append(self.coyote_card)
        # '?' takes the deck's top card, which is after any Coyote draw.
        qdraw = self.deck.pop(0) if QUESTION in in_play else None
        # the count and its trace, in the order the cards turn over
        slots: list[tuple[Any, str]] = [(s, self.cards[s]) for s in live]
        slots.append(("centre", self.centre))
        if self.coyote_card is not None:
            slots.append(("coyote", self.coyote_card))
        total, zeroed, steps = _counted(slots, qdraw)
        if total < self.bid:
            winner, loser = self.challenger, self.bidder
        else:
            winner, loser = self.bidder, self.challenger
        guesses = [[s, self.guesses[s], self.guesses[s] == winner] for s in sorted(self.guesses)]
        for s, g, _ in guesses:
            self.round_log.append((s, _guess_text(g)))
        reveal = {
            "round": self.round, "bid": self.bid, "bidder": self.bidder,
            "challenger": self.challenger,
            "cards": [[s, self.cards[s]] for s in live], "centre": self.centre,
            "coyote_card": self.coyote_card, "question_draw": qdraw, "max0_zeroed": zeroed,
            "total": total, "winner": winner, "loser": loser, "guesses": guesses,
            "steps": steps,
        }
        self.last_reveal = reveal
        events: list[Event] = []
        if guesses:
            events.append({"type": "guesses", "guesses": _copy_rows(guesses)})
        events.append({"type": "reveal", **_copy_reveal(reveal)})
        events += self._flip_open(winner)
        for s, _, right in guesses:
            events += self._flip_open(s) if right else self._flip_closed(s)
        if self.open[loser] and self.closed[loser]:
            self.phase = DISCARD
            self.turn = loser
            return events
        return events + self._discard(loser, "open" if self.open[loser] else "closed")

    def _flip_open(self, seat: int) -> list[Event]:
        if not self.closed[seat]:
            return []
        self.closed[seat] -= 1
        self.open[seat] += 1
        return [{"type": "eye", "seat": seat, "to": "open"}]

    def _flip_closed(self, seat: int) -> list[Event]:
        if not self.open[seat]:
            return []
        self.open[seat] -= 1
        self.closed[seat] += 1
        return [{"type": "eye", "seat": seat, "to": "closed"}]

    def _discard(self, seat: int, kind: str) -> list[Event]:
        if kind == "open":
            self.open[seat] -= 1
        else:
            self.closed[seat] -= 1
        events: list[Event] = [{"type": "discard", "seat": seat, "kind": kind}]
        if self.open[seat] + self.closed[seat] == 0:
            self.out[seat] = True
            self.cards[seat] = None
            events.append({"type": "out", "seat": seat})
            live = self._live()
            if len(live) == 1:
                self.winner = live[0]
                self.phase = OVER
                self.turn = None
                events.append({"type": "game_over", "winner": self.winner})
                return events
        if self.trickster:
            # An eliminated loser cannot take the Coyote card: it goes back to the centre.
            self.coyote_holder = None if self.out[seat] else seat
        # The loser starts, or the next live seat clockwise if the loser is out.
        start = seat if not self.out[seat] else self._next_live(seat)
        return events + self._start_round(start)

    # observing ------------------------------------------------------------------------
    def observation(self, seat: int) -> Observation:
        if not 0 <= seat < self.num_seats:
            raise IllegalAction(f"there is no seat {seat}")
        lo, hi = self._bid_range()
        players = [
            {"seat": i, "out": self.out[i], "open": self.open[i], "closed": self.closed[i],
             "card": None if i == seat else self.cards[i],
             "first_turn_done": self.first_done[i]}
            for i in range(self.num_seats)
        ]
        return {
            "game": self.game_id, "seat": seat, "num_seats": self.num_seats,
            "trickster": self.trickster, "round": self.round, "phase": self.phase,
            "to_act": self.to_act(), "start_seat": self.start_seat, "turn": self.turn,
            "bid": self.bid, "bidder": self.bidder, "min_bid": lo, "max_bid": hi,
            "challenger": self.challenger,
            "round_log": [[s, a] for s, a in self.round_log],
            "players": players,
            "centre": self.centre if self.peeked[seat] else None,
            "coyote_holder": self.coyote_holder, "coyote_used": self.coyote_used,
            "coyote_card": self.coyote_card if self.coyote_drawer == seat else None,
            "my_guess": self.guesses.get(seat),
            "last_reveal": None if self.last_reveal is None else _copy_reveal(self.last_reveal),
            "deck_size": len(self.deck),
            "winner": self.winner,
        }

    def public_observation(self) -> Observation:
        """Every card stands on a headband its holder cannot see, so no card face is
        public until a reveal; the centre card and a Coyote draw are private too."""
        obs = self.observation(0)
        for pl in obs["players"]:
            pl["card"] = None
        obs.update(seat=None, centre=None, coyote_card=None, my_guess=None)
        return obs

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def winners(self) -> list[int]:
        return [self.winner] if self.winner is not None else []

    # copying and determinising ------------------------------------------------------------
    def clone(self) -> CoyoteHeidelbaer:
        """A fast copy: the state is flat lists and a few scalars."""
        g = object.__new__(type(self))
        g.__dict__.update(self.__dict__)
        for name in ("history", "open", "closed", "out", "cards", "deck", "first_done",
                     "peeked", "guessers", "round_log"):
            setattr(g, name, list(getattr(self, name)))
        g.guesses = dict(self.guesses)
        g.rng = random.Random()
        g.rng.setstate(self.rng.getstate())
        return g

    def resample(self, seat: int, rng: random.Random) -> CoyoteHeidelbaer:
        """A copy with everything ``seat`` cannot know redrawn at random.

        Hidden from ``seat``: its own card, the centre card (unless it peeked), the
        Coyote-drawn card (unless it drew it), the deck order, others' pending
        guesses, and the future shuffles (so the copy gets a fresh RNG and no stack).
        """
        g = self.clone()
        g.rng = random.Random(rng.getrandbits(64))
        g._decks = []
        g.stack = None
        if self.phase in (BIDDING, GUESSING):
            known = [self.cards[s] for s in self._live() if s != seat]
            hidden_centre = not self.peeked[seat]
            hidden_coyote = self.coyote_card is not None and self.coyote_drawer != seat
            if not hidden_centre:
                known.append(self.centre)
            if self.coyote_card is not None and not hidden_coyote:
                known.append(self.coyote_card)
            pool = [c for c in CARDS if c not in known]
            rng.shuffle(pool)
            if not self.out[seat]:
                g.cards[seat] = pool.pop()
            if hidden_centre:
                g.centre = pool.pop()
            if hidden_coyote:
                g.coyote_card = pool.pop()
            g.deck = pool
        else:
            # After a reveal the round's cards are public; only the deck order is hidden.
            rng.shuffle(g.deck)
        for s in g.guesses:
            if s != seat:
                g.guesses[s] = rng.choice((self.bidder, self.challenger))
        return g


_NO_ARGS = (N.CHALLENGE, N.PEEK, N.COYOTE)  # the bidding candidates that are not bids
_DISCARDS = [N.format(N.Discard(k)) for k in ("open", "closed")]


@cache
def _guess_text(seat: int) -> str:
    """``guess S`` as written (kept: a typed action costs more to make than to look up,
    and every guessing turn lists two)."""
    return N.format(N.Guess(seat))




def _copy_rows(rows: list[list[Any]]) -> list[list[Any]]:
    return list(map(list, rows))


def _copy_reveal(r: dict[str, Any]) -> dict[str, Any]:
    out = dict(r)
    out["cards"] = _copy_rows(r["cards"])
    out["guesses"] = _copy_rows(r["guesses"])
    out["steps"] = list(map(dict, r.get("steps", ())))
    return out
