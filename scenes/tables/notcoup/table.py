"""The NotCoup table: claims, challenges and counters round an oval table.

The engine owns the chain (``game.notcoup.rules``); this scene only draws
observations and plays the events, as the seat on screen may see them, one
after another: the cards dealt at the start, counters sliding between a seat and
the pile (or seat to seat for a Jack) as pymunk bodies, a challenged card turned
face up in the middle and shuffled back into the stock while a new one arrives,
a lost card turned face up in front of its owner, the Ace's two cards drawn (faces
for their owner only; the others see two backs arrive and two leave).

What is drawn lags the engine on purpose: ``view`` is updated piece by piece as
the animation reaches each event and refreshed from the engine at the end.
This module turns events into animation; ``notcoup_view`` draws and
``notcoup_controls`` offers the human's choices.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.core import IllegalAction, move
from game.notcoup.cards import rank
from game.notcoup.narrate import (
    a_card,
    and_list,
    card_title,
    denial_challenged,
    graverobbing,
    narrate,
    team_name,
)
from scenes import sound
from scenes.anim import Animator, Tween, Wait, ease_out_cubic
from scenes.painter import LOGICAL_W
from scenes.physics import World
from scenes.table_base import TableBase
from scenes.tables.drawing import Layers
from scenes.tables.notcoup import art
from scenes.tables.notcoup.controls import TIMER_CHOICES, Controls, response_timer
from scenes.tables.notcoup.transformer_anim import TransformerEvents
from scenes.tables.notcoup.view import (
    CHAIN_RECT,
    LOG_RECT,
    SHOW_POS,
    NotCoupView,
)

FLY = 0.38        # a card's flight
DEAL_GAP = 0.07   # between two dealt cards
SLIDE = 0.75      # counters sliding from one place to another
DAMPING = 0.02    # share of a counter's speed kept after one second on the felt
SHOW_TIME = 1.0   # a proven card held up in the middle
SWITCH_TIME = 0.8  # a team card turning over to the other team
#: events whose handler puts their line in the chain panel at the telling moment
LINE_IN_HANDLER = frozenset({"reveal"})
#: the events the chain panel tells (single answers show in its list of who answered)
CHAIN_EVENTS = frozenset({"declare", "pay", "window", "answers", "challenge", "reveal",
                          "admit", "counter", "lose", "out", "gain", "refund", "fails",
                          "blocked", "strike", "draw", "return", "win", "denial",
                          "switch",
                          # the Transformer's
                          "transform", "front", "unmark", "toll", "gift", "fuse", "choose",
                          "round_claims", "graves", "survive", "aside", "take", "give"})


#: events by which a card leaves a hand (its holder is "target" for a take)
CARD_LEAVES = ("reveal", "lose", "return", "aside", "take")


def telling_order(events: list[dict]) -> list[dict]:
    """The events as the table tells them: the engine pays a marked card's points out as
    the card leaves the hand, just before saying how it left; the table shows the card
    go first (a King shown, then the marker's points to their owner)."""
    out = list(events)
    for e in [e for e in events if e["type"] == "unmark"]:
        i = out.index(e)
        for j in range(i + 1, len(out)):
            x = out[j]
            holder = x.get("target") if x["type"] == "take" else x.get("seat")
            if x["type"] in CARD_LEAVES and holder == e["seat"]:
                out.insert(j, out.pop(i))
                break
    return out


def answer_word(answer: str) -> str:
    """A sealed answer as its bubble says it once the window closes."""
    if answer == "pass":
        return "Pass"
    if answer == "challenge":
        return "Challenge!"
    if answer == "pay":
        return "I pay!"
    return f"{card_title(move(answer).arg)}!"


class NotCoupTable(TransformerEvents, NotCoupView, TableBase):
    LOG_IN_ANIMATION = True
    MUSIC = "bidding"
    SNAPSHOT_STATES = ("start", "claim", "reveal", "counter", "lose", "exchange", "teams",
                       "heist", "draft", "transformer")

    def __init__(self, app: Any, match: Any) -> None:
        self._tf_init()
        self._timer_shown: int | None = None  # the response timer's figure last drawn
        self.layers = Layers()
        self.deco = Animator(app)       # speech bubbles: the driver does not wait for them
        self.bubbles: dict[int, tuple[str, Tween]] = {}
        self.banner: tuple[str, str, Tween] | None = None
        self.flights: list[dict] = []
        self.show: tuple[int, str] | None = None      # (seat, card) held up in a challenge
        self.shuffle: Tween | None = None
        self.dealt: dict[int, int] | None = None       # cards landed per seat while dealing
        self.lost_hidden: set[tuple[int, int]] = set()  # lost cards still on their way
        self.chain_lines: list[str] = []               # this turn's chain, in words
        self.log_scroll = 0
        self.world = World(gravity=(0.0, 0.0), damping=DAMPING, elasticity=0.4, friction=0.6)
        self._sliding: list[list] = []                 # counters of each slide in progress
        self.team_flips: dict[int, tuple[int, int, Tween]] = {}  # Switch: old, new team
        super().__init__(app, match)
        self.view = self.observe()
        self.controls = Controls(self)
        self._chain_from_view()
        self.play_opening()

    # ----- the opening deal ----------------------------------------------------------------
    def play_opening(self) -> bool:
        if self.game.history:
            return False
        n = self.view["num_seats"]
        first = self.view["actor"] or 0
        self.dealt = {s: 0 for s in range(n)}
        steps: list[Any] = [lambda: sound.play("shuffle")]  # a fresh deck, shuffled
        for _round in range(2):
            for i in range(n):
                s = (first + i) % n
                steps += [self._deal_one(s), Wait(DEAL_GAP)]
        steps += [Wait(FLY), self._end_deal]
        self._queue(*steps)
        return True

    def _deal_one(self, seat: int) -> Any:
        def go() -> None:
            i = self.dealt.get(seat, 0) if self.dealt is not None else 0
            sound.play("card_deal")

            def land() -> None:
                if self.dealt is not None:
                    self.dealt[seat] = self.dealt.get(seat, 0) + 1
            self._fly(self.deck_pos(), self.hand_pos(seat, i), None, land)
        return go

    def _end_deal(self) -> None:
        self.dealt = None
        self.flights.clear()

    # ----- what the viewer may see (for the privacy tests) -----------------------------------
    def visible_faces(self) -> dict[int, list[str]]:
        """Every hidden card whose face the frame shows, by seat: hands and cards in
        flight to or from a hand (lost and proven cards are public and left out)."""
        out: dict[int, list[str]] = {}
        for s in range(self.view["num_seats"]):
            faces = [f for f in self.hand_faces(s) if f is not None]
            if faces:
                out[s] = faces
        for f in self.flights:
            if f.get("private") and f["face"] is not None:
                out.setdefault(f["seat"], []).append(f["face"])
        return out

    # ----- helpers -----------------------------------------------------------------------------
    def _fly(self, a: tuple, b: tuple, face: str | None, on_land: Any = None,
             flip: tuple | None = None, seat: int | None = None, private: bool = False,
             size: tuple = art.CARD, dur: float = FLY) -> Tween:
        f: dict = {"a": a, "b": b, "face": face, "flip": flip, "seat": seat,
                   "private": private, "size": size}

        def done() -> None:
            if f in self.flights:
                self.flights.remove(f)
            if on_land is not None:
                on_land()
        tw = Tween(dur, 0.0, 1.0, ease=ease_out_cubic, on_done=done)
        f["tween"] = tw
        self.flights.append(f)
        self.events.anim.add(tw)
        return tw

    def _bubble(self, seat: int, text: str, dur: float = 1.6) -> None:
        t = Tween(dur, 0.0, 1.0, ease=lambda x: x)
        self.bubbles[seat] = (text, t)
        self.deco.add(t)

    def _say_banner(self, text: str, tone: str = "info", dur: float = 1.6) -> None:
        t = Tween(dur, 0.0, 1.0, ease=lambda x: x)
        self.banner = (text, tone, t)
        self.deco.add(t)

    def _place(self, where: Any) -> tuple[float, float]:
        """Where counters lie: a seat's stack, the pile (None), Heist's bank, or the
        grave of the seats gone out (("grave",): the Graverobber's points)."""
        if where == "bank":
            return self.bank_pos()
        if isinstance(where, tuple):
            return self.grave_pos()
        return self.pile_pos() if where is None else self.points_pos(where)

    def _points(self, where: Any, delta: int) -> None:
        if where == "bank":
            self.view["bank"] += delta
        elif isinstance(where, tuple):
            self.view["graves"] = (self.view.get("graves") or 0) + delta
        elif where is None:
            self.view["pile"] += delta
        else:
            self.view["points"][where] += delta

    def _slide(self, src: Any, dst: Any, n: int) -> list[Any]:
        """Steps moving ``n`` counters from ``src`` to ``dst`` (a seat; None: the pile;
        "bank": Heist's bank; ("grave",): the grave) as bodies sliding on the felt,
        which come to rest in their new place."""
        if n <= 0:
            return []
        return self._glide(lambda: self._place(src), lambda: self._place(dst), n,
                           on_start=lambda: self._points(src, -n),
                           on_land=lambda: self._points(dst, n))

    def _glide(self, a_at: Any, b_at: Any, n: int, on_start: Any = None,
               on_land: Any = None) -> list[Any]:
        """Steps sliding ``n`` counters from where ``a_at()`` says to where ``b_at()``
        says (both asked as the slide starts), ``on_start`` then and ``on_land`` once
        they come to rest."""
        batch: list = []

        def start() -> None:
            a, b = a_at(), b_at()
            dx, dy = b[0] - a[0], b[1] - a[1]
            d = max(1.0, math.hypot(dx, dy))
            ux, uy = dx / d, dy / d
            speed = d * -math.log(DAMPING)
            if on_start is not None:
                on_start()
            sound.play("coin")  # every payment, gain and refund slides counters
            for i in range(n):
                off = (i - (n - 1) / 2) * (art.COUNTER_R * 2 + 2)
                pos = (a[0] - uy * off - ux * i * 3, a[1] + ux * off - uy * i * 3)
                batch.append(self.world.toss(pos, (ux * speed, uy * speed),
                                             radius=art.COUNTER_R, data="counter"))
            self._sliding.append(batch)

        def land() -> None:
            for piece in batch:
                self.world.remove(piece)
            if batch in self._sliding:
                self._sliding.remove(batch)
            if on_land is not None:
                on_land()
        return [start, Wait(SLIDE), land]

    def _logged(self, e: dict) -> dict | None:
        """The event as the log's eyes see it (one already redacted stays as it is)."""
        return e if e.get("private") else self.game.event_view(e, self.privacy.log_seat)

    def _line(self, e: dict) -> None:
        """The event's line in this turn's chain panel (as the log's eyes see it)."""
        public = self._logged(e)
        if public is None or public["type"] not in CHAIN_EVENTS:
            return
        names = [self.seat_name(s) for s in range(len(self.match.seats))]
        line = narrate(public, names, self.view)
        if line:
            self._queue(lambda: self.chain_lines.append(line))

    def _chain_from_view(self) -> None:
        """A resumed game: the chain panel starts with this turn's events so far, told
        from a replay as the log's eyes see them."""
        g = self.game
        if not g.history or self.view.get("chain") is None:
            return
        names = [self.seat_name(s) for s in range(len(self.match.seats))]
        try:
            fresh = self.match.info.factory(g.num_seats, g.options, g.seed,
                                            stack=getattr(g, "stack", None))
            lines: list[str] = []
            # this turn began within the last few hundred moves: the ones before are
            # replayed untold (a view per move made a long game open in minutes)
            untold = max(0, len(g.history) - self.LOG_REBUILD_MOVES)
            for k, (seat, action) in enumerate(g.history):
                if k < untold:
                    fresh.apply(seat, action)
                    continue
                before = fresh.public_observation()  # the bank a Steal would take...
                for e in fresh.events_for(fresh.apply(seat, action), self.privacy.log_seat):
                    if e["type"] == "declare":
                        lines = []
                    if e["type"] not in CHAIN_EVENTS:
                        continue
                    line = narrate(e, names, before)
                    if line:
                        lines.append(line)
        except IllegalAction:  # cannot happen for a game built by replaying
            return
        self.chain_lines = lines

    # ----- events -> animation ---------------------------------------------------------------
    def on_events(self, events: list[dict], seat: int, action: str) -> None:
        self._play_events(events, seat, action)

    def _play_events(self, events: list[dict], seat: int, action: str) -> None:
        for e in telling_order(events):
            if e["type"] == "declare":
                self._queue(self.chain_lines.clear)
            handler = getattr(self, "_ev_" + e["type"], None)
            if handler is not None:
                handler(e)
            if e["type"] not in LINE_IN_HANDLER:
                self._line(e)
            public = self._logged(e)
            lines = self.describe(seat, action, [public]) if public is not None else []
            if lines:
                self._queue(lambda lines=lines: self.log_lines.extend(lines))
        self._queue(self.refresh)

    def _title(self, name: str) -> str:
        return self.view["actions"].get(name, {}).get("title", name)

    def _ev_declare(self, e: dict) -> None:
        title = self._title(e["action"])
        aim = f" → {self.seat_name(e['target'])}" if e.get("target") is not None else ""
        text = f"{title}{aim}" + ("?" if e.get("claim") else "")
        if e.get("denies"):  # Steal: the claim is to hold no such card
            text = f"{title}: no {card_title(e['denies'])}?"

        def on() -> None:
            self.view["actor"] = e["seat"]
            sound.play("bid")  # an action announced, like a bid at the bidding tables
            self._bubble(e["seat"], text)
        self._queue(on, Wait(0.5))

    def _ev_pay(self, e: dict) -> None:
        # Heist: a crime's cost goes to the bank, a gift (Friendly Joker) to its target,
        # every other cost to the pile
        self._queue(*self._slide(e["seat"], self._where(e.get("to"), e.get("target")),
                                 e["amount"]))

    @staticmethod
    def _where(to: Any, target: int | None) -> Any:
        """Where points went or come back from, as ``_slide`` names it: the pile (None),
        the bank, or a seat (a gift's target)."""
        return "bank" if to == "bank" else target if to == "target" else None

    def _ev_buyout(self, e: dict) -> None:
        self._queue(*self._slide(e["seat"], None, e["amount"]))  # the Buyout's 5 to the pile

    def _ev_window(self, e: dict) -> None:
        self._queue(self.refresh)  # who may answer shows in the chain panel

    def _ev_answer(self, e: dict) -> None:
        # only the answering seat sees what it answered
        self._queue(lambda: self._bubble(e["seat"], e["answer"].capitalize(), 1.0))

    def _ev_answered(self, e: dict) -> None:
        self._queue(lambda: self._bubble(e["seat"], "answered", 1.0))

    def _ev_answers(self, e: dict) -> None:
        def on() -> None:
            # the window closes: everyone has answered, and the answers are public
            self.view["answered"] = sorted(s for s, _ in e["answers"])
            self.view["to_act"] = []
            for s, a in e["answers"]:
                self._bubble(s, answer_word(a), 1.4)
        self._queue(on, Wait(0.6))

    def _ev_challenge(self, e: dict) -> None:
        text = (f"{self.seat_name(e['seat'])} challenges {self.seat_name(e['claimant'])}'s "
                f"{card_title(e['card'])}!")
        if denial_challenged(e):
            text = (f"{self.seat_name(e['seat'])} challenges: does "
                    f"{self.seat_name(e['claimant'])} hold {a_card(e['card'])}?")

        def on() -> None:
            self.view.update(phase="prove", to_act=[e["claimant"]])
            sound.play("challenge")
            self._say_banner(text, "verdict", 1.6)
        self._queue(on, Wait(0.8))

    def _take_from_hand(self, seat: int, card: str | None) -> int:
        """Take one card out of the hand on screen; returns the slot it left."""
        v = self.view
        i = max(0, v["hand_sizes"][seat] - 1)
        if v["seat"] == seat and v.get("hand") is not None and card in v["hand"]:
            i = v["hand"].index(card)
            v["hand"].remove(card)
        v["hand_sizes"][seat] -= 1
        return i

    def _ev_reveal(self, e: dict) -> None:
        seat, card = e["seat"], e["card"]
        holder: dict = {}
        if self.survival_shown(e):
            self._show_named(seat, card)
            return

        def up() -> None:
            i = self._take_from_hand(seat, card)
            start = self.hand_pos(seat, i)
            holder["tw"] = self._fly(start, SHOW_POS, card, lambda: (
                sound.play("reveal"), setattr(self, "show", (seat, card))),
                flip=(None, card), dur=0.5)
            sound.play("card_flip")
            self._say_banner(f"{self.seat_name(seat)} shows {card_title(card)}!", "good", 1.8)

        def back_in() -> None:
            self.show = None
            sound.play("card_deal")
            self._fly(SHOW_POS, self.deck_pos(), None, dur=0.4)
            self.view["deck"] += 1

        def shuffle() -> None:
            sound.play("shuffle")
            self.shuffle = self._tween(0.5)
            self.events.anim.add(self.shuffle)
        self._queue(up, Wait(0.5))
        self._line(e)  # told while the card is up
        self._queue(Wait(SHOW_TIME), back_in, Wait(0.4), shuffle, Wait(0.5))

    def _ev_replace(self, e: dict) -> None:
        seat = e["seat"]
        card = e.get("card")
        mine = card is not None and not e.get("private")

        def go() -> None:
            v = self.view
            i = v["hand_sizes"][seat]
            v["deck"] -= 1
            sound.play("card_deal")

            def land() -> None:
                v["hand_sizes"][seat] += 1
                if mine and v["seat"] == seat and v.get("hand") is not None:
                    v["hand"].append(card)
            self._fly(self.deck_pos(), self.hand_pos(seat, i), card if mine else None, land,
                      seat=seat, private=mine)
        self._queue(go, Wait(FLY))

    def _ev_admit(self, e: dict) -> None:
        text = f"{self.seat_name(e['seat'])} admits: no {card_title(e['card'])}"
        self._queue(lambda: (sound.play("caught"), self._bubble(e["seat"], "Bluff!")),
                    lambda: self._say_banner(text, "bad", 1.6), Wait(0.8))

    def _ev_counter(self, e: dict) -> None:
        text = f"{card_title(e['card'])} blocks!"
        self._queue(lambda: (sound.play("block"), self._bubble(e["seat"], text)), Wait(0.5))

    def _ev_lose(self, e: dict) -> None:
        seat, card = e["seat"], e["card"]
        self._surviving.discard(seat)
        if self.held_up == (seat, card):  # shown as a Survivor's Queen: no Queen
            self._lay_down(seat, card)
            return

        def go() -> None:
            i = self._take_from_hand(seat, card)
            start = self.hand_pos(seat, i)
            k = len(self.view["lost"][seat])
            self.view["lost"][seat].append(card)
            self.lost_hidden.add((seat, k))
            self._fly(start, self.lost_pos(seat, k), card,
                      lambda: (sound.play("card_lost"), self.lost_hidden.discard((seat, k))),
                      flip=(None, card), size=art.LOST, dur=0.55)
            self._say_banner(f"{self.seat_name(seat)} loses {card_title(card)}", "bad", 1.4)
        self._queue(go, Wait(0.7))

    def _ev_zombie(self, e: dict) -> None:
        seat = e["seat"]
        self._queue(lambda: self._say_banner(
            f"{self.seat_name(seat)} plays on as a zombie", "bad", 1.6))

    def _ev_out(self, e: dict) -> None:
        seat = e["seat"]
        back = e.get("points", 0)
        grave = graverobbing(self.view)
        if grave:
            self.grave_seats.append(seat)

        def gather() -> None:
            # a Marker Jack's points it played or carried leave with the rest of its
            # points; a fuse in front of it goes back to the pile
            front = self.view.get("front") or []
            held = [m for m in front if m["kind"] in ("mark", "stake")
                    and seat in (m["seat"], m.get("by"))]
            for m in held + [m for m in front if m["kind"] == "slow" and m["seat"] == seat]:
                front.remove(m)
            self.view["points"][seat] += len(held)
        self._queue(lambda: self._say_banner(f"{self.seat_name(seat)} is out of the game",
                                             "bad", 1.6),
                    gather, *self._slide(seat, ("grave",) if grave else None, back),
                    lambda: self.view["out"].__setitem__(seat, True))

    def _ev_gain(self, e: dict) -> None:
        self._queue(*self._slide(e.get("from"), e["seat"], e["amount"]))

    def _ev_refund(self, e: dict) -> None:
        # a refund comes back from where the cost went, as the event names it
        self._queue(*self._slide(self._where(e.get("from"), e.get("target")), e["seat"],
                                 e["amount"]))

    def _ev_denial(self, e: dict) -> None:
        """Heist: the engine tells whether the challenged stealer holds the card; no
        card is shown."""
        who, card = self.seat_name(e["seat"]), card_title(e["card"])
        steal = self._title("steal")
        if e["holds"]:
            text, tone, word = f"{who} holds {a_card(e['card'])}: the {steal} fails", "bad", \
                f"{card}!"
        else:
            text, tone, word = f"{who} holds no {card}: the {steal} stands", "good", \
                f"No {card}"
        self._queue(lambda: self._bubble(e["seat"], word),
                    lambda: self._say_banner(text, tone, 1.8), Wait(0.9))

    def _show_named(self, seat: int, card: str) -> None:
        """A challenged Survivor claim: the named card is held up in the middle, then
        laid down (``_lay_down``) as the set-aside Queen or the life lost."""
        self.held_up = (seat, card)  # the next event lays it down (queued, so set now)

        def up() -> None:
            i = self._take_from_hand(seat, card)
            start = self.hand_pos(seat, i)
            self._fly(start, SHOW_POS, card, lambda: (
                sound.play("reveal"), setattr(self, "show", (seat, card))),
                flip=(None, card), dur=0.5)
            sound.play("card_flip")
            queen = rank(card) == "queen"
            self._say_banner(f"{self.seat_name(seat)} shows {a_card(card)}"
                             + (": a Queen!" if queen else ": no Queen"),
                             "good" if queen else "bad", 1.8)
        self._queue(up, Wait(0.5))
        self._line({"type": "reveal", "seat": seat, "card": card})
        self._queue(Wait(SHOW_TIME))

    def _ev_switch(self, e: dict) -> None:
        """Snake nest: the target's team card turns over to its new team."""
        target, team = e["target"], e["team"]
        text = (f"{self.seat_name(e['seat'])} moves {self.seat_name(target)} to team "
                f"{team_name(team)}")

        def turn() -> None:
            tw = self._tween(SWITCH_TIME)
            self.team_flips[target] = (1 - team, team, tw)
            self.events.anim.add(tw)
            self._say_banner(text, "verdict", 1.8)

        def done() -> None:
            self.team_flips.pop(target, None)
            if self.view.get("teams"):
                self.view["teams"][target] = team
        self._queue(turn, Wait(SWITCH_TIME), done)

    def _ev_fails(self, e: dict) -> None:
        text = f"{self.seat_name(e['seat'])}'s {self._title(e['action'])} does not happen"
        if e.get("why") == "nobody paid":  # the Teamwork Joker found no helper
            text += ": nobody paid"
        self._queue(lambda: self._say_banner(text, "bad", 1.4), Wait(0.5))

    def _ev_blocked(self, e: dict) -> None:
        text = (f"{self.seat_name(e['by'])}'s {card_title(e['card'])} blocks "
                f"{self.seat_name(e['seat'])}'s {self._title(e['action'])}")
        if e.get("only"):  # an action on everyone, blocked by one seat for itself (the
            # event's card is the first that blocks it, not the one claimed: not named)
            text = (f"{self.seat_name(e['by'])}'s block stands: spared from "
                    f"{self._title(e['action'])}")
        self._queue(lambda: (sound.play("block"), self._say_banner(text, "verdict", 1.6)),
                    Wait(0.6))

    def _ev_strike(self, e: dict) -> None:
        text = f"{self.seat_name(e['target'])} must lose a card"
        self._queue(lambda: self._say_banner(text, "bad", 1.4), Wait(0.4))

    def _ev_draw(self, e: dict) -> None:
        seat = e["seat"]
        cards = e.get("cards")
        n = e.get("count", len(cards or []))
        steps: list[Any] = []
        for j in range(n):
            face = cards[j] if cards else None

            def go(face=face) -> None:
                v = self.view
                i = v["hand_sizes"][seat]
                v["deck"] -= 1
                sound.play("card_deal")  # the exchange: cards drawn

                def land() -> None:
                    v["hand_sizes"][seat] += 1
                    if face is not None and v["seat"] == seat and v.get("hand") is not None:
                        v["hand"].append(face)
                self._fly(self.deck_pos(), self.hand_pos(seat, i), face, land, seat=seat,
                          private=face is not None)
            steps += [go, Wait(0.15)]
        self._queue(*steps, Wait(FLY))

    def _ev_return(self, e: dict) -> None:
        seat = e["seat"]
        cards = e.get("cards") or [None] * e.get("count", 0)
        steps: list[Any] = []
        for card in cards:
            def go(card=card) -> None:
                i = self._take_from_hand(seat, card)
                sound.play("card_deal")  # ...and cards given back
                self._fly(self.hand_pos(seat, i), self.deck_pos(), None,
                          lambda: self.view.__setitem__("deck", self.view["deck"] + 1))
            steps += [go, Wait(0.15)]

        def shuffle() -> None:
            sound.play("shuffle")
            self.shuffle = self._tween(0.5)
            self.events.anim.add(self.shuffle)
        self._queue(*steps, Wait(FLY), shuffle, Wait(0.5))

    def _ev_turn(self, e: dict) -> None:
        self._queue(lambda: self.view.__setitem__("actor", e["seat"]))
        if e.get("again"):  # the Fancy King's second action
            text = f"{self.seat_name(e['seat'])} takes a second action"
            self._queue(lambda: self._say_banner(text, "verdict", 1.4), Wait(0.4))
        elif self.view.get("phase") == "draft":  # the draft is over: play begins
            text = f"Play begins: {self.seat_name(e['seat'])}'s turn"
            self._queue(lambda: self._say_banner(text, "good", 1.6), Wait(0.6))

    def _ev_win(self, e: dict) -> None:
        seats = e.get("seats") or [e["seat"]]
        names = [self.seat_name(s) for s in seats]
        if e.get("team") is not None:  # Co-op: the team wins, its members out or not
            text = f"Team {team_name(e['team'])} wins: {and_list(names)}"
        else:
            text = f"{names[0]} wins the game!"
        self._queue(lambda: (sound.play("win"), self._say_banner(text, "good", 3.0)),
                    Wait(1.5))

    # ----- the frame -----------------------------------------------------------------------
    def busy(self) -> bool:
        return self.events.anim.busy

    def skip_animations(self) -> None:
        super().skip_animations()
        self.team_flips.clear()
        self.flights.clear()
        self.show = None
        self.lost_hidden.clear()
        self.front_air.clear()
        self.held_up = None
        for m in self.view.get("front") or []:
            m.pop("_air", None)
        for batch in self._sliding:
            for piece in batch:
                self.world.remove(piece)
        self._sliding.clear()

    def update_table(self, dt: float) -> bool:
        moving = self.events.anim.update(dt)
        moving = self.deco.update(dt) or moving
        phys = self.world.update(dt * self.events.speed()) if self.world.pieces else False
        sound.hits("coin", self.world.drain_hits(), LOGICAL_W)  # coins knocking coins, rim
        waiting = self.driver.thinking_seat is not None
        left = self.controls.seconds_left()
        if left is not None and left != self._timer_shown:
            self._timer_shown = left
            self.app.invalidate()  # the countdown's figure changed: one redraw a second
        return bool(moving or phys or waiting)

    def next_change(self) -> float | None:
        """A running response timer wakes the table when its figure next changes."""
        t = super().next_change()
        c = self.controls
        if c.deadline is not None and not c.waiting:
            step = max(0.0, (c.deadline - self.clock) % 1.0) or 1.0
            t = step if t is None else min(t, step)
        return t

    # ----- input -------------------------------------------------------------------------------
    def timer_seconds(self) -> int:
        return response_timer(getattr(self.app, "settings", None))

    def cycle_timer(self) -> None:
        """T: the response timer for challenge and counter prompts, off or N seconds."""
        settings = getattr(self.app, "settings", None)
        if settings is None:
            return
        now = self.timer_seconds()
        i = TIMER_CHOICES.index(now) if now in TIMER_CHOICES else 0
        settings.response_timer = TIMER_CHOICES[(i + 1) % len(TIMER_CHOICES)]
        if getattr(settings, "path", None) is not None:
            try:
                settings.save()
            except OSError:
                pass
        secs = settings.response_timer
        self.controls.retime()
        self.say(f"Response timer: {secs} s" if secs else "Response timer off")

    def handle_table(self, event: Any) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos  # hover words (the legend, points in front)
        if event.type == pygame.KEYDOWN and (getattr(event, "unicode", "") or "").lower() == "t":
            self.cycle_timer()
            return True
        if event.type == pygame.MOUSEWHEEL:
            mouse = getattr(self.app, "mouse_pos", None)
            if callable(mouse) and LOG_RECT.collidepoint(mouse()):
                self.log_scroll = max(0, self.log_scroll + 3 * event.y)
                self.app.invalidate()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and not self.controls.waiting:
            if self.controls.targets():
                for s in self.controls.targets():
                    if self.panel_rect(s).collidepoint(event.pos):
                        return self.controls.pick_seat(s)
            for rect, what in self.draft_hits:  # the draft board's rows
                if rect.collidepoint(event.pos) and self.controls.pick_draft(what):
                    return True
            seat = self.privacy.private_seat
            if seat is not None and self.controls.key and self.controls.key[2] in (
                    "lose", "exchange"):
                for i, r in enumerate(self.hand_rects(seat)):
                    if r.collidepoint(event.pos):
                        return self.controls.pick_card(i)
        return self.controls.handle(event)

    # ----- the game log -------------------------------------------------------------------------
    def describe(self, seat: int, action: str, events: list[dict]) -> list[str]:
        names = [self.seat_name(s) for s in range(len(self.match.seats))]
        view = self.told_view or getattr(self, "view", None)
        out: list[str] = []
        for e in events:
            line = narrate(e, names, view)
            if line:
                out.append(line)
        return out

    # ----- snapshots (scenes/tools.snapshot) ---------------------------------------------
    def freeze_for_snapshot(self) -> None:
        """Bring the table to the still the snapshot wants (a proven card is held up
        in the middle)."""
        pending = getattr(self.match, "snapshot_pending", None)
        self.skip_animations()
        self.deco.skip()
        if pending is not None:
            self.match.snapshot_pending = None
            self._apply(*pending)
            for _ in range(3000):  # play on until the proven card is up in the middle
                if self.show is not None or not self.events.anim.busy:
                    break
                self.events.anim.update(1 / 60)
                self.world.update(1 / 60)
        else:
            self.view = self.observe()
        self.controls.update(0.0)
        self.app.invalidate()


__all__ = ["NotCoupTable", "CHAIN_RECT"]
