"""Coyote Moon (Robert Mundschau): the rules engine.

A piecepack race for 2 to 4 seats on the ring of ``board.py``. Seat ``i`` plays
the suit ``SUITS[i]`` (suns, moons, crowns, arms): its pawn, its die and its six
coins, the "spirit stones". The six tiles of the Moons suit are the totems of
the ring; the six grid tiles between them carry no suit meaning.

Set-up (all chance, drawn from the seeded RNG in ``_setup`` and reported as
the events of ``initial_events()`` so the table can animate them; no action
of a seat is needed): the moon tiles' order around the ring, the 24 coins laid
suit side up (value hidden) one per grid square, clockwise from a random grid
tile, the first-player roll (ace, the die face showing the suit, is high, null
low; seats tied for highest roll again), then each seat's roll naming the moon
tile it starts and finishes on.

Notation (canonical, lower case, typed in ``notation.py``; ``parse`` also accepts
``sun``/``moon``..., ``a``/``1`` for ace, ``n``/``0`` for null, ``pick up`` and ``end turn``):

* ``step <space>``            move the pawn one space (``step o2a``, ``step m3``)
* ``pickup <suit>``           pick up the face-down stone of that suit here
                              (its value is then shown to everyone)
* ``pickup <suit> <value>``   pick up a face-up stone here (``pickup suns 3``)
* ``drop <suit> <value>``     drop a stone from hand here, face up (``drop arms null``)
* ``end``                     end the turn (unspent points are lost)

Undo is not an action (so logs, saves and random play never contain it):
``can_undo(seat)`` and ``undo(seat)`` take back the current turn's last action
until the turn's most recent face-down pick-up, which showed a hidden value.
An undone action is removed from ``history``, so a save never holds it.

observation(seat) (JSON-able, the same facts for every seat except ``seat`` and
``can_undo``: the only hidden facts are the values of stones never picked up,
which nobody knows)::

    {"game": "coyote-moon", "seat": s, "num_seats": n,
     "suits": [suit per seat], "unused_suits": [...],
     "moons": [value of m0 .. m5], "starts": [space per seat], "pawns": [space per seat],
     "coins": [{"id": k, "suit": str, "value": str | None, "face_up": bool,
                "space": str | None, "holder": seat | None} x 24],   # by id
     "hands": [[coin ids] per seat],
     "home": [stones of the seat's suit lying face up on their own moon, per seat],
     "turn": seat | None, "to_act": [...], "round": r, "round_limit": L, "turn_no": t,
     "first": seat, "mp": MP fixed at the turn's start, "mp_left": int,
     "picked": bool, "dropped": bool, "can_undo": bool,
     "over": bool, "winner": seat | None, "end_reason": None | "won" | "round_limit"}

A coin's ``id`` is the index (in ``board.SQUARES``) of the grid square it was
laid on, so it tells nothing about its value. ``space`` is None while a coin
is in a hand (``holder``) or set aside (test scenarios only).

Events (public): ``initial_events()`` gives ``ring`` {moons}, 24 x ``lay``
{coin, space, suit}, one ``first_roll`` {rolls: [[seat, face]...]} per throw
(re-throws list only the tied seats), ``first_player`` {seat}, one
``start_roll`` {seat, face, space} per seat, then ``turn`` {seat, round, mp}.
``apply`` returns ``step`` {seat, from, to, cost, mp_left}, ``pickup`` {seat,
space, coin, suit, value, revealed}, ``drop`` {seat, space, coin, suit, value,
placed}, ``end_turn`` {seat}, ``turn`` {...}, and ``game_over`` {winner, reason}.

Stack (fixed set-up for tests), a dict; every key optional:

* ``moons``: six values for m0..m5 (``["null", "ace", "2", "3", "4", "5"]``);
* ``coins``: a list of 24 coin codes in ``board.SQUARES`` order (None leaves a
  square empty), or a dict ``{space: code or [codes]}``; a code is suit letter
  (s, m, c, a) + value letter (n, a, 2..5), e.g. ``"c2"``, ``"sa"``; a trailing
  ``!`` lays it face up. Coins not placed anywhere are set aside (not in play);
* ``hands``: per seat, a list of codes held (face up);
* ``first``: the first seat (no first-player roll);
* ``starts``: per seat, the value of its start moon tile;
* ``pawns``: per seat, the space its pawn stands on (default: its start tile);
* ``round_limit``: rounds before the game ends undecided.
"""

from __future__ import annotations

import heapq
import random
from typing import Any

from game.core import Event, Game, IllegalAction
from game.coyote_moon import board as B
from game.coyote_moon import events
from game.coyote_moon.notation import Drop, End, Pickup, Step, format, parse, read, read_value
from game.coyote_moon.pieces import SUITS, VALUES
from game.notation import StrictNotation

#: the first-player roll: ace (the face showing the suit) beats 5, null is lowest
ROLL_RANK = {"null": 0, "2": 2, "3": 3, "4": 4, "5": 5, "ace": 6}
BASE_MP = 4
MP_PER_COIN = 2
#: A ruling: the text has no end but a win, and pawns can block each other for
#: good, so a game still undecided after this many full rounds ends with no winner.
ROUND_LIMIT = 100

ASIDE = -100  # coin location: set aside (test scenarios only)

_CODE_SUIT = {"s": 0, "m": 1, "c": 2, "a": 3}
_CODE_VALUE = {"n": "null", "a": "ace", "2": "2", "3": "3", "4": "4", "5": "5"}


def hand_loc(seat: int) -> int:
    """Coin location code for 'in this seat's hand'."""
    return -1 - seat


def parse_code(code: str) -> tuple[int, str, bool]:
    """A stack coin code ('c2', 'sa!') -> (suit index, value, face up)."""
    text = code.strip().lower()
    up = text.endswith("!")
    text = text.rstrip("!")
    if len(text) != 2 or text[0] not in _CODE_SUIT or text[1] not in _CODE_VALUE:
        raise ValueError(f"bad coin code {code!r} (want suit s/m/c/a + value n/a/2-5)")
    return _CODE_SUIT[text[0]], _CODE_VALUE[text[1]], up


class CoyoteMoon(StrictNotation, Game):
    game_id = "coyote-moon"
    EVENT_TYPES = events.EVENT_TYPES  # every event it emits: events.py
    # a face-down stone's value is hidden from every seat alike: nothing is one seat's
    # secret, so pass-and-play needs no gate (tested: every observation is the public one)
    PRIVATE_FACTS = False

    # ----- set-up --------------------------------------------------------------------
    def _setup(self) -> None:
        st: dict[str, Any] = dict(self.stack or {})
        n = self.num_seats
        rng = self.rng
        ev: list[Event] = []
        self.round_limit = int(st.get("round_limit", ROUND_LIMIT))

        moons = [read_value(str(v).lower()) for v in st["moons"]] if "moons" in st \
            else rng.sample(VALUES, len(VALUES))
        if sorted(moons) != sorted(VALUES):
            raise ValueError("stack 'moons' must name each of the six values once")
        self.moon_vals: list[str] = moons
        ev.append({"type": "ring", "moons": list(moons)})

        self.coin_suit: list[int] = []
        self.coin_val: list[str] = []
        self.coin_loc: list[int] = []
        self.coin_up: list[bool] = []
        if "coins" in st or "hands" in st:
            self._stack_coins(st, ev)
        else:
            coins = [(s, v) for s in range(4) for v in VALUES]
            rng.shuffle(coins)
            order = B.lay_order(rng.randrange(B.MOONS))
            laid = dict(zip(order, coins, strict=True))
            for sq in B.SQUARES:  # id = index of the square in SQUARES
                s, v = laid[sq]
                self._add_coin(s, v, sq, False)
            for sq in order:
                k = B.SQUARES.index(sq)
                ev.append({"type": "lay", "coin": k, "space": B.NAMES[sq],
                           "suit": SUITS[self.coin_suit[k]]})

        if "first" in st:
            self.first = int(st["first"])
            ev.append({"type": "first_player", "seat": self.first})
        else:
            contenders = list(range(n))
            while True:
                rolls = [(s, rng.choice(VALUES)) for s in contenders]
                ev.append({"type": "first_roll", "rolls": [[s, f] for s, f in rolls]})
                top = max(ROLL_RANK[f] for _, f in rolls)
                contenders = [s for s, f in rolls if ROLL_RANK[f] == top]
                if len(contenders) == 1:
                    break
            self.first = contenders[0]
            ev.append({"type": "first_player", "seat": self.first})

        self.start: list[int] = []
        for s in range(n):
            face = read_value(str(st["starts"][s]).lower()) if "starts" in st \
                else rng.choice(VALUES)
            space = B.MOON_SPACES[self.moon_vals.index(face)]
            self.start.append(space)
            ev.append({"type": "start_roll", "seat": s, "face": face, "space": B.NAMES[space]})
        self.pawn: list[int] = list(self.start)
        if "pawns" in st:
            self.pawn = [B.INDEX[p] for p in st["pawns"]]

        self.round = 1
        self.turn_no = 0
        self.cur = self.first
        self.winner: int | None = None
        self.end_reason: str | None = None
        self._undo: list[tuple] = []
        ev.append(self._begin_turn())
        self._setup_events = ev

    def _add_coin(self, suit: int, value: str, loc: int, up: bool) -> None:
        self.coin_suit.append(suit)
        self.coin_val.append(value)
        self.coin_loc.append(loc)
        self.coin_up.append(up)

    def _stack_coins(self, st: dict, ev: list[Event]) -> None:
        placed: list[tuple[int, str]] = []  # (space name, code)
        raw = st.get("coins", {})
        if isinstance(raw, list):
            if len(raw) != len(B.SQUARES):
                raise ValueError("stack 'coins' list must have 24 entries")
            for sq, code in zip(B.SQUARES, raw, strict=True):
                if code:
                    placed.append((B.NAMES[sq], code))
        else:
            for name in sorted(raw, key=lambda x: B.INDEX[x]):
                codes = raw[name]
                for code in [codes] if isinstance(codes, str) else codes:
                    placed.append((name, code))
        seen: set[tuple[int, str]] = set()

        def take(code: str) -> tuple[int, str, bool]:
            s, v, up = parse_code(code)
            if (s, v) in seen:
                raise ValueError(f"coin {code!r} placed twice in the stack")
            seen.add((s, v))
            return s, v, up

        for name, code in placed:
            s, v, up = take(code)
            self._add_coin(s, v, B.INDEX[name], up)
            ev.append({"type": "lay", "coin": len(self.coin_suit) - 1, "space": name,
                       "suit": SUITS[s]})
        for seat, codes in enumerate(st.get("hands", [])):
            for code in codes:
                s, v, _ = take(code)
                self._add_coin(s, v, hand_loc(seat), True)
        for s in range(4):
            for v in VALUES:
                if (s, v) not in seen:
                    self._add_coin(s, v, ASIDE, True)

    # ----- turn flow -----------------------------------------------------------------
    def _hand(self, seat: int) -> list[int]:
        loc = hand_loc(seat)
        return [k for k, c in enumerate(self.coin_loc) if c == loc]

    def _begin_turn(self) -> Event:
        self.mp = BASE_MP + MP_PER_COIN * len(self._hand(self.cur))
        self.mp_left = self.mp
        self.picked = False
        self.dropped = False
        self._undo = []
        return {"type": "turn", "seat": self.cur, "round": self.round, "mp": self.mp}

    def initial_events(self) -> list[Event]:
        """The set-up as events, for the table to animate (public facts only)."""
        return [dict(e) for e in self._setup_events]

    def to_act(self) -> list[int]:
        return [] if self.is_terminal() else [self.cur]

    def is_terminal(self) -> bool:
        return self.end_reason is not None

    def winners(self) -> list[int]:
        return [self.winner] if self.winner is not None else []

    def unused_suits(self) -> list[int]:
        return list(range(self.num_seats, 4))

    def entry_cost(self, seat: int, space: int) -> int:
        """1 MP plus 1 for each stone lying in ``space`` that is not ``seat``'s colour.

        Stones carried in hands are never counted (they are not 'in' a space).
        """
        extra = 0
        for k, loc in enumerate(self.coin_loc):
            if loc == space and self.coin_suit[k] != seat:
                extra += 1
        return 1 + extra

    def _pawn_on(self, space: int, besides: int) -> int | None:
        for s, p in enumerate(self.pawn):
            if s != besides and p == space:
                return s
        return None

    def has_won(self, seat: int) -> bool:
        """All six of the seat's stones lie on their matching moons, pawn on its start."""
        if self.pawn[seat] != self.start[seat]:
            return False
        for k in range(len(self.coin_suit)):
            if self.coin_suit[k] != seat:
                continue
            loc = self.coin_loc[k]
            if loc < 0 or not B.IS_MOON[loc]:
                return False
            if self.moon_vals[B.MOON_SPACES.index(loc)] != self.coin_val[k]:
                return False
        return True

    # ----- notation ------------------------------------------------------------------
    def _parse_notation(self, text: str) -> str:
        return format(read(text))  # aliases and all, to the one canonical spelling

    def _find_coin(self, space: int, suit: int, value: str | None) -> int | None:
        """A coin of ``suit`` at ``space`` (a location code): face-down if value is None."""
        for k, loc in enumerate(self.coin_loc):
            if loc != space or self.coin_suit[k] != suit:
                continue
            if value is None and not self.coin_up[k]:
                return k
            if value is not None and self.coin_up[k] and self.coin_val[k] == value:
                return k
        return None

    def _reason(self, seat: int, act: str) -> str | None:
        """Why ``act`` is illegal for ``seat`` now, or None when it is legal."""
        if self.is_terminal():
            return "the game is over"
        if seat != self.cur:
            return f"it is seat {self.cur}'s turn"
        a = parse(act)
        here = self.pawn[seat]
        if isinstance(a, End):
            return None
        if isinstance(a, Step):
            to = B.INDEX[a.space]
            if to not in B.NEXT[here]:
                ways = " or ".join(B.NAMES[x] for x in B.NEXT[here])
                return (f"{a.space} is not the next space along a track from "
                        f"{B.NAMES[here]} (you can go to {ways})")
            other = None if B.IS_MOON[to] else self._pawn_on(to, seat)
            if other is not None:
                return f"seat {other}'s pawn stands on {a.space}; you cannot enter or pass it"
            cost = self.entry_cost(seat, to)
            if cost > self.mp_left:
                return f"entering {a.space} costs {cost} MP and you have {self.mp_left}"
            return None
        suit = SUITS.index(a.suit)
        if isinstance(a, Pickup):
            if self.picked:
                return "you have already picked up a stone this turn"
            if self.mp_left < 1:
                return "picking up costs 1 MP and you have none left"
            if suit != seat and suit not in self.unused_suits():
                unused = ", ".join(SUITS[u] for u in self.unused_suits())
                extra = f" or an unused colour ({unused})" if unused else ""
                return f"you may pick up only your own colour ({SUITS[seat]}){extra}"
            if self._find_coin(here, suit, a.value) is None:
                what = f"face-up {a.suit} {a.value}" if a.value else f"face-down {a.suit}"
                return f"there is no {what} stone on {B.NAMES[here]}"
            return None
        if self.dropped:
            return "you have already dropped a stone this turn"
        if self.mp_left < 1:
            return "dropping costs 1 MP and you have none left"
        if self._find_coin(hand_loc(seat), suit, a.value) is None:
            return f"you do not hold the {a.suit} {a.value}"
        return None

    def _candidates(self, seat: int) -> list[str]:
        here = self.pawn[seat]
        out = [format(Step(B.NAMES[x])) for x in B.NEXT[here]]
        seen = set()
        for k, loc in enumerate(self.coin_loc):
            if loc == here:
                a = format(Pickup(SUITS[self.coin_suit[k]],
                                  self.coin_val[k] if self.coin_up[k] else None))
                if a not in seen:
                    seen.add(a)
                    out.append(a)
        for k in self._hand(seat):
            out.append(format(Drop(SUITS[self.coin_suit[k]], self.coin_val[k])))
        out.append(format(End()))
        return out

    # ----- carrying out --------------------------------------------------------------
    def _snapshot(self) -> tuple:
        return (list(self.pawn), list(self.coin_loc), list(self.coin_up), self.mp_left,
                self.picked, self.dropped)

    def _apply(self, seat: int, action: str) -> list[Event]:
        a = parse(action)
        here = self.pawn[seat]
        ev: list[Event] = []
        if isinstance(a, End):
            ev.append({"type": "end_turn", "seat": seat})
            self.turn_no += 1
            self.cur = (self.cur + 1) % self.num_seats
            if self.cur == self.first:
                self.round += 1
            if self.round > self.round_limit:
                self.end_reason = "round_limit"
                ev.append({"type": "game_over", "winner": None, "reason": "round_limit"})
            else:
                ev.append(self._begin_turn())
            return ev
        snap = self._snapshot()
        if isinstance(a, Step):
            to = B.INDEX[a.space]
            cost = self.entry_cost(seat, to)
            self.pawn[seat] = to
            self.mp_left -= cost
            ev.append({"type": "step", "seat": seat, "from": B.NAMES[here], "to": a.space,
                       "cost": cost, "mp_left": self.mp_left})
        elif isinstance(a, Pickup):
            suit = SUITS.index(a.suit)
            k = self._find_coin(here, suit, a.value)
            revealed = not self.coin_up[k]
            self.coin_up[k] = True
            self.coin_loc[k] = hand_loc(seat)
            self.mp_left -= 1
            self.picked = True
            ev.append({"type": "pickup", "seat": seat, "space": B.NAMES[here], "coin": k,
                       "suit": a.suit, "value": self.coin_val[k], "revealed": revealed})
        else:  # Drop
            suit = SUITS.index(a.suit)
            k = self._find_coin(hand_loc(seat), suit, a.value)
            self.coin_loc[k] = here
            self.mp_left -= 1
            self.dropped = True
            placed = (suit == seat and B.IS_MOON[here]
                      and self.moon_vals[B.MOON_SPACES.index(here)] == a.value)
            ev.append({"type": "drop", "seat": seat, "space": B.NAMES[here], "coin": k,
                       "suit": a.suit, "value": a.value, "placed": placed})
        if ev[-1].get("revealed"):
            self._undo = []  # a value came to light: nothing before it can be taken back
        else:
            self._undo.append(snap)
        if self.has_won(seat):
            self.winner = seat
            self.end_reason = "won"
            ev.append({"type": "game_over", "winner": seat, "reason": "won"})
        return ev

    # ----- undo within the turn ------------------------------------------------------
    def can_undo(self, seat: int) -> bool:
        return not self.is_terminal() and seat == self.cur and bool(self._undo)

    def undo(self, seat: int) -> list[Event]:
        """Take back ``seat``'s last action this turn (see the module docstring)."""
        if not self.can_undo(seat):
            raise IllegalAction("nothing to undo this turn")
        (self.pawn, self.coin_loc, self.coin_up, self.mp_left, self.picked,
         self.dropped) = self._undo.pop()
        _, act = self.history.pop()
        return [{"type": "undo", "seat": seat, "action": act, "pawn": B.NAMES[self.pawn[seat]],
                 "mp_left": self.mp_left}]

    # ----- movement help for the table -----------------------------------------------
    def _budget(self, seat: int) -> int:
        if seat == self.cur and not self.is_terminal():
            return self.mp_left
        return BASE_MP + MP_PER_COIN * len(self._hand(seat))

    def _dijkstra(self, seat: int) -> tuple[dict[int, int], dict[int, int]]:
        budget = self._budget(seat)
        src = self.pawn[seat]
        best = {src: 0}
        prev: dict[int, int] = {}
        heap = [(0, src)]
        while heap:
            d, u = heapq.heappop(heap)
            if d > best.get(u, 1 << 30):
                continue
            for v in B.NEXT[u]:
                if not B.IS_MOON[v] and self._pawn_on(v, seat) is not None:
                    continue
                nd = d + self.entry_cost(seat, v)
                if nd <= budget and nd < best.get(v, 1 << 30):
                    best[v] = nd
                    prev[v] = u
                    heapq.heappush(heap, (nd, v))
        return best, prev

    def reachable(self, seat: int) -> dict[str, int]:
        """Spaces the seat's pawn can reach this turn by moving only, with their least cost.

        On its turn the budget is the MP left; otherwise the MP its next turn would
        start with. The pawn's own space is not listed.
        """
        best, _ = self._dijkstra(seat)
        src = self.pawn[seat]
        return {B.NAMES[v]: c for v, c in sorted(best.items()) if v != src}

    def route(self, seat: int, space: str) -> list[str]:
        """The cheapest chain of ``step`` actions to ``space`` (empty if out of reach)."""
        best, prev = self._dijkstra(seat)
        target = B.INDEX[space]
        if target not in best or target == self.pawn[seat]:
            return []
        path = [target]
        while path[-1] != self.pawn[seat]:
            path.append(prev[path[-1]])
        return [format(Step(B.NAMES[v])) for v in reversed(path[:-1])]

    # ----- what a seat may know ------------------------------------------------------
    def observation(self, seat: int) -> dict[str, Any]:
        n = self.num_seats
        coins = []
        for k in range(len(self.coin_suit)):
            loc = self.coin_loc[k]
            coins.append({
                "id": k, "suit": SUITS[self.coin_suit[k]],
                "value": self.coin_val[k] if self.coin_up[k] else None,
                "face_up": self.coin_up[k],
                "space": B.NAMES[loc] if loc >= 0 else None,
                "holder": (-1 - loc) if (loc < 0 and loc != ASIDE) else None,
            })
        over = self.is_terminal()
        home = [0] * n
        for k, loc in enumerate(self.coin_loc):
            # face-up only: a face-down stone's value is hidden, so is whether it is home
            if loc >= 0 and B.IS_MOON[loc] and self.coin_up[k] and self.coin_suit[k] < n \
                    and self.moon_vals[B.MOON_SPACES.index(loc)] == self.coin_val[k]:
                home[self.coin_suit[k]] += 1
        return {
            "game": self.game_id, "seat": seat, "num_seats": n,
            "suits": list(SUITS[:n]), "unused_suits": [SUITS[u] for u in self.unused_suits()],
            "moons": list(self.moon_vals),
            "starts": [B.NAMES[p] for p in self.start],
            "pawns": [B.NAMES[p] for p in self.pawn],
            "coins": coins,
            "hands": [self._hand(s) for s in range(n)], "home": home,
            "turn": None if over else self.cur, "to_act": self.to_act(),
            "round": self.round, "round_limit": self.round_limit, "turn_no": self.turn_no,
            "first": self.first, "mp": self.mp, "mp_left": self.mp_left,
            "picked": self.picked, "dropped": self.dropped, "can_undo": self.can_undo(seat),
            "over": over, "winner": self.winner, "end_reason": self.end_reason,
        }

    #: the results screen's figures (see game/summary.py)
    SUMMARY = (("Turns", "turns"), ("Steps", "steps"), ("Home", "home"))

    def tally(self, seat: int, action: str, events: list[Event], counts: dict) -> None:
        from game.summary import count

        a = parse(action)
        if isinstance(a, End):
            count(counts, seat, "turns")
        elif isinstance(a, Step):
            count(counts, seat, "steps")
        for e in events:
            if e["type"] == "drop" and e.get("placed"):
                count(counts, e["seat"], "home")

    def public_observation(self) -> dict[str, Any]:
        """Everything but face-down values is public; those are hidden from all alike."""
        obs = self.observation(0)
        obs.update(seat=None, can_undo=None)
        return obs

    def resample(self, seat: int, rng: random.Random) -> CoyoteMoon:
        """Redraw the values of every face-down stone among the face-down stones of its suit.

        Those values are hidden from every seat alike; everything else is public.
        """
        g = self.clone()
        for s in range(4):
            ks = [k for k in range(len(g.coin_suit)) if g.coin_suit[k] == s and not g.coin_up[k]]
            vals = [g.coin_val[k] for k in ks]
            rng.shuffle(vals)
            for k, v in zip(ks, vals, strict=True):
                g.coin_val[k] = v
        return g
