"""The steps the NotCoup table's event handlers queue: cards flying between the stock,
the hands and the middle, counters sliding on the felt as pymunk bodies, words said in
bubbles and banners.

``view`` (the observation on screen) is updated piece by piece as the steps play;
``NotCoupAnim`` holds what moves, for the view to draw.
"""

from __future__ import annotations

import math
from typing import Any

from game.notcoup.cards import rank
from game.notcoup.narrate import a_card, card_title, narrate
from scenes import sound
from scenes.anim import Tween, Wait, ease_out_cubic
from scenes.tables.notcoup import art
from scenes.tables.notcoup.anim_state import Banner, Bubble, Flight
from scenes.tables.notcoup.layout import SHOW_POS
from scenes.tables.notcoup.story import CHAIN_EVENTS

FLY = 0.38        # a card's flight
DEAL_GAP = 0.07   # between two dealt cards
SLIDE = 0.75      # counters sliding from one place to another
DAMPING = 0.02    # share of a counter's speed kept after one second on the felt
SHOW_TIME = 1.0   # a proven card held up in the middle


class Stage:
    """Animation steps over the table's ``view``, its animators and its physics world."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.a = table.anim_state
        self.look = table.look
        self.sliding: list[list] = []  # counters of each slide in progress
        self.tf: Any = None  # the Transformer's moves (transformer_anim), when it plays

    @property
    def view(self) -> dict:
        return self.table.view

    # ----- cards ---------------------------------------------------------------------
    def fly(self, a: tuple, b: tuple, face: str | None, on_land: Any = None,
            flip: tuple | None = None, seat: int | None = None, private: bool = False,
            size: tuple = art.CARD, dur: float = FLY) -> Tween:
        """A card flying from ``a`` to ``b`` now; ``on_land`` once it is there."""
        def done() -> None:
            if f in self.a.flights:
                self.a.flights.remove(f)
            if on_land is not None:
                on_land()
        tw = Tween(dur, 0.0, 1.0, ease=ease_out_cubic, on_done=done)
        f = Flight(a, b, face, tw, flip, seat, private, size)
        self.a.flights.append(f)
        self.table.events.anim.add(tw)
        return tw

    def take_from_hand(self, seat: int, card: str | None) -> int:
        """Take one card out of the hand on screen; returns the slot it left."""
        v = self.view
        i = max(0, v["hand_sizes"][seat] - 1)
        if v["seat"] == seat and v.get("hand") is not None and card in v["hand"]:
            i = v["hand"].index(card)
            v["hand"].remove(card)
        v["hand_sizes"][seat] -= 1
        return i

    def to_hand(self, seat: int, face: str | None) -> None:
        """A card flying from the stock into ``seat``'s hand, face up only where the seat
        on screen may see it (``face`` None: its back)."""
        v = self.view
        i = v["hand_sizes"][seat]
        v["deck"] -= 1

        def land() -> None:
            v["hand_sizes"][seat] += 1
            if face is not None and v["seat"] == seat and v.get("hand") is not None:
                v["hand"].append(face)
        self.fly(self.look.deck_pos(), self.look.hand_pos(seat, i), face, land, seat=seat,
                 private=face is not None)

    def deal(self) -> None:
        """The opening deal: two cards each from the first player round, after a shuffle."""
        n = self.view["num_seats"]
        first = self.view["actor"] or 0
        self.a.dealt = {s: 0 for s in range(n)}
        steps: list[Any] = [lambda: sound.play("shuffle")]  # a fresh deck, shuffled
        for _round in range(2):
            for i in range(n):
                steps += [self._deal_one((first + i) % n), Wait(DEAL_GAP)]
        steps += [Wait(FLY), self._end_deal]
        self.table._queue(*steps)

    def _deal_one(self, seat: int) -> Any:
        def go() -> None:
            dealt = self.a.dealt
            i = dealt.get(seat, 0) if dealt is not None else 0
            sound.play("card_deal")

            def land() -> None:
                if self.a.dealt is not None:
                    self.a.dealt[seat] = self.a.dealt.get(seat, 0) + 1
            self.fly(self.look.deck_pos(), self.look.hand_pos(seat, i), None, land)
        return go

    def _end_deal(self) -> None:
        self.a.dealt = None
        self.a.flights.clear()

    def shuffle(self) -> None:
        """The stock shuffled (a card went back into it)."""
        sound.play("shuffle")
        self.a.shuffle = self.table._tween(0.5)
        self.table.events.anim.add(self.a.shuffle)

    def hold_up(self, seat: int, card: str, text: str, tone: str) -> None:
        """A card leaves ``seat``'s hand and turns face up in the middle (``show``)."""
        i = self.take_from_hand(seat, card)
        self.fly(self.look.hand_pos(seat, i), SHOW_POS, card, lambda: (
            sound.play("reveal"), setattr(self.a, "show", (seat, card))),
            flip=(None, card), dur=0.5)
        sound.play("card_flip")
        self.banner(text, tone, 1.8)

    def reveal(self, e: dict) -> None:
        """A challenged card shown in the middle, then shuffled back into the stock (a
        Survivor's named card is laid down instead); its chain line is told while up."""
        seat, card = e["seat"], e["card"]
        tf = self.tf
        if tf is not None and tf.survival_shown(e):
            tf.show_named(seat, card)
            return
        name = self.table.seat_name(seat)

        def back_in() -> None:
            self.a.show = None
            sound.play("card_deal")
            self.fly(SHOW_POS, self.look.deck_pos(), None, dur=0.4)
            self.view["deck"] += 1
        q = self.table._queue
        q(lambda: self.hold_up(seat, card, f"{name} shows {card_title(card)}!", "good"),
          Wait(0.5))
        self.chain_line(e)  # told while the card is up
        q(Wait(SHOW_TIME), back_in, Wait(0.4), self.shuffle, Wait(0.5))

    def show_named_steps(self, seat: int, card: str) -> list[Any]:
        """A Survivor's named card held up: a Queen or not."""
        queen = rank(card) == "queen"
        text = f"{self.table.seat_name(seat)} shows {a_card(card)}" + (
            ": a Queen!" if queen else ": no Queen")
        return [lambda: self.hold_up(seat, card, text, "good" if queen else "bad"), Wait(0.5)]

    def lose(self, seat: int, card: str) -> None:
        """A lost card turns face up in front of its owner."""
        def go() -> None:
            i = self.take_from_hand(seat, card)
            start = self.look.hand_pos(seat, i)
            k = len(self.view["lost"][seat])
            self.view["lost"][seat].append(card)
            self.a.lost_hidden.add((seat, k))
            self.fly(start, self.look.lost_pos(seat, k), card,
                     lambda: (sound.play("card_lost"), self.a.lost_hidden.discard((seat, k))),
                     flip=(None, card), size=art.LOST, dur=0.55)
            self.banner(f"{self.table.seat_name(seat)} loses {card_title(card)}", "bad", 1.4)
        self.table._queue(go, Wait(0.7))

    def draw(self, seat: int, faces: list[str | None]) -> None:
        """Cards drawn from the stock, one after another (faces for their owner only)."""
        steps: list[Any] = []
        for face in faces:
            def go(face=face) -> None:
                sound.play("card_deal")  # the exchange: cards drawn
                self.to_hand(seat, face)
            steps += [go, Wait(0.15)]
        self.table._queue(*steps, Wait(FLY))

    def give_back(self, seat: int, cards: list[str | None]) -> None:
        """Cards returned from a hand to the stock, which is then shuffled."""
        steps: list[Any] = []
        for card in cards:
            def go(card=card) -> None:
                i = self.take_from_hand(seat, card)
                sound.play("card_deal")  # ...and cards given back
                self.fly(self.look.hand_pos(seat, i), self.look.deck_pos(), None,
                         lambda: self.view.__setitem__("deck", self.view["deck"] + 1))
            steps += [go, Wait(0.15)]
        self.table._queue(*steps, Wait(FLY), self.shuffle, Wait(0.5))

    # ----- counters -------------------------------------------------------------------
    def place(self, where: Any) -> tuple[float, float]:
        """Where counters lie: a seat's stack, the pile (None), Heist's bank, or the
        grave of the seats gone out (("grave",): the Graverobber's points)."""
        if where == "bank":
            return self.look.bank_pos()
        if isinstance(where, tuple):
            return self.look.tf.grave_pos()
        return self.look.pile_pos() if where is None else self.look.points_pos(where)

    def _points(self, where: Any, delta: int) -> None:
        if where == "bank":
            self.view["bank"] += delta
        elif isinstance(where, tuple):
            self.view["graves"] = (self.view.get("graves") or 0) + delta
        elif where is None:
            self.view["pile"] += delta
        else:
            self.view["points"][where] += delta

    def slide(self, src: Any, dst: Any, n: int) -> list[Any]:
        """Steps moving ``n`` counters from ``src`` to ``dst`` (a seat; None: the pile;
        "bank": Heist's bank; ("grave",): the grave) as bodies sliding on the felt,
        which come to rest in their new place."""
        if n <= 0:
            return []
        return self.glide(lambda: self.place(src), lambda: self.place(dst), n,
                          on_start=lambda: self._points(src, -n),
                          on_land=lambda: self._points(dst, n))

    def glide(self, a_at: Any, b_at: Any, n: int, on_start: Any = None,
              on_land: Any = None) -> list[Any]:
        """Steps sliding ``n`` counters from where ``a_at()`` says to where ``b_at()``
        says (both asked as the slide starts), ``on_start`` then and ``on_land`` once
        they come to rest."""
        batch: list = []
        world = self.table.world

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
                batch.append(world.toss(pos, (ux * speed, uy * speed),
                                        radius=art.COUNTER_R, data="counter"))
            self.sliding.append(batch)

        def land() -> None:
            for piece in batch:
                world.remove(piece)
            if batch in self.sliding:
                self.sliding.remove(batch)
            if on_land is not None:
                on_land()
        return [start, Wait(SLIDE), land]

    def settle(self) -> None:
        """Counters in flight vanish (a skipped animation: the view is refreshed)."""
        for batch in self.sliding:
            for piece in batch:
                self.table.world.remove(piece)
        self.sliding.clear()

    # ----- words ------------------------------------------------------------------------
    def title(self, name: str) -> str:
        """An action's title in this game ("Discard", "Gambler King")."""
        return self.view["actions"].get(name, {}).get("title", name)

    def chain_line(self, e: dict) -> None:
        """The event's line in this turn's chain panel, told at this point of its
        animation (as the log's eyes see it)."""
        t = self.table
        public = e if e.get("private") else t.game.event_view(e, t.privacy.log_seat)
        if public is None or public["type"] not in CHAIN_EVENTS:
            return
        line = narrate(public, [t.seat_name(s) for s in range(len(t.match.seats))], t.view)
        if line:
            t._queue(lambda: self.a.chain_lines.append(line))

    def announce(self, text: str, tone: str, dur: float, wait: float, sound_name: str = ""
                 ) -> None:
        """Queue a banner across the table (with a sound), then a pause."""
        def on() -> None:
            if sound_name:
                sound.play(sound_name)
            self.banner(text, tone, dur)
        self.table._queue(on, Wait(wait))

    def bubble(self, seat: int, text: str, dur: float = 1.6) -> None:
        t = Tween(dur, 0.0, 1.0, ease=lambda x: x)
        self.a.bubbles[seat] = Bubble(text, t)
        self.table.deco.add(t)

    def banner(self, text: str, tone: str = "info", dur: float = 1.6) -> None:
        t = Tween(dur, 0.0, 1.0, ease=lambda x: x)
        self.a.banner = Banner(text, tone, t)
        self.table.deco.add(t)
