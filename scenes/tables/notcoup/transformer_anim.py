"""The NotCoup table playing the Transformer's events, one after another.

Mixed into ``NotCoupTable``: each ``_ev_<type>`` queues the steps that show an event
as the seat on screen may see it, and updates ``view`` piece by piece as they play
(the end of the events refreshes it from the engine). Points placed in front of a
seat (or on a card) slide there as bodies on the felt and slide away again when they
pay out; a draft decision lights its chip in the legend; a Survivor's named card, a
card taken or given by a Swap Ace, fly between hands and the seat's lost cards.
"""

from __future__ import annotations

from typing import Any

from game.notcoup.cards import TITLES
from game.notcoup.narrate import and_list
from scenes import sound
from scenes.anim import Wait
from scenes.tables.notcoup import art

FLASH = 1.6      # a legend chip lit after its draft decision
CHOICE_WORDS = {"extort": "Pay or lose a card?", "share": "Who gets it?",
                "more": "Draw more?"}


class TransformerEvents:
    """Event handlers for the Transformer's parts of ``NotCoupTable``."""

    def _tf_init(self) -> None:
        self.front_air: dict[int, int] = {}   # own points in front flying back to the stack
        self.legend_flash: tuple[str, Any] | None = None
        self.grave_seats: list[int] = []      # who went out this turn (the grave lies there)
        self._named: dict[int, str] = {}      # the card a seat on screen named as its Queen
        self._surviving: set[int] = set()     # seats whose Survivor claim is open
        self.held_up: tuple[int, str] | None = None  # a Survivor's card shown, then laid down
        self.tips: list = []
        self.hover_pos: tuple[int, int] | None = None
        self.draft_hits: list = []

    # ----- the draft ----------------------------------------------------------------------
    def _ev_transform(self, e: dict) -> None:
        seat, card, alt = e["seat"], e["card"], e["alt"]
        who = self.seat_name(seat)
        if alt == "original":
            text = f"{who} keeps the {TITLES[card]} as it is"
            word = f"{TITLES[card]}: original"
        else:
            text = f"{who} makes the {TITLES[card]} the {e['title']}"
            word = e["title"]

        def on() -> None:
            tf = self.view.get("transformer")
            if tf is not None:
                tf["chosen"][card] = alt
                tf["undecided"] = [t for t in tf["undecided"] if t != card]
            self.view.setdefault("log", []).append([seat, f"set {card} {alt}", "draft"])
            self._bubble(seat, word)
            self._say_banner(text, "verdict", 1.8)
            tw = self._tween(FLASH)
            self.legend_flash = (card, tw)
            self.deco.add(tw)
        self._queue(self.chain_lines.clear, on, Wait(0.9))

    def _ev_draft(self, e: dict) -> None:
        self._queue(lambda: self.view.__setitem__("actor", e["seat"]))

    # ----- points in front ------------------------------------------------------------------
    def _marker(self, seat: int, kind: str, by: int | None = None) -> dict | None:
        for m in self.view.get("front") or []:
            if m["seat"] == seat and m["kind"] == kind and not m.get("_air") \
                    and (by is None or m.get("by") == by):
                return m
        return None

    def _arrive(self, m: dict, src: Any, own: bool = False) -> list[Any]:
        """Steps putting the point ``m`` in front: it slides there from ``src`` (a seat's
        stack, or None: the pile) and lies there once it lands. ``own``: the point is
        the seat's own, already counted in its points (a Wall's)."""
        def place() -> None:
            m["_air"] = True  # in the list (its place is known) but not drawn yet
            self.view.setdefault("front", []).append(m)
            if src is None:
                self.view["pile"] -= 1
                if m["kind"] in ("wall", "alliance") and not own:
                    self.view["points"][m["seat"]] += 1

        def land() -> None:
            m.pop("_air", None)
        return [place, *self._glide(lambda: self._place(src), lambda: self.marker_pos(m), 1,
                                    on_land=land)]

    def _leave(self, m: dict | None, dst: Any, back_to_stack: bool = False) -> list[Any]:
        """Steps taking the point ``m`` away to ``dst`` (a seat, None: the pile).
        ``back_to_stack``: it was the seat's own and goes back to its stack."""
        if m is None:
            return []
        seat = m["seat"]

        def gone() -> None:
            if m in self.view.get("front", []):
                self.view["front"].remove(m)
            if back_to_stack:
                self.front_air[seat] = self.front_air.get(seat, 0) + 1

        def land() -> None:
            if back_to_stack:
                self.front_air[seat] = max(0, self.front_air.get(seat, 0) - 1)
            elif dst is None:
                self.view["pile"] += 1
            elif isinstance(dst, int):
                self.view["points"][dst] += 1
        pos = {}

        def where() -> tuple[float, float]:
            pos.setdefault("a", self.marker_pos(m))
            return pos["a"]
        return [where, *self._glide(where, lambda: self._place(dst), 1, on_start=gone,
                                    on_land=land)]

    def _ev_front(self, e: dict) -> None:
        seat, kind = e["seat"], e.get("kind")
        if e.get("gone"):
            self._queue(*self._leave(self._marker(seat, kind), seat, back_to_stack=True))
            return
        by = e.get("by", seat)
        if kind == "wall":
            self._queue(*self._arrive({"kind": "wall", "seat": seat, "by": seat}, seat,
                                      own=True))
        elif kind == "alliance":
            other = e["with"]
            key = ("alliance", seat, other)
            steps = []
            for a, b in ((seat, other), (other, seat)):
                steps += self._arrive({"kind": "alliance", "seat": a, "with": b, "by": seat,
                                       "id": key}, None)
            self._queue(*steps)
        elif kind == "slow":
            self._queue(*self._arrive({"kind": "slow", "seat": seat, "by": by, "point": True},
                                      None))
        elif kind == "mark":
            card = None if e.get("private") else e.get("card")
            key = ("mark", seat, by)
            self._queue(*self._arrive({"kind": "mark", "seat": seat, "by": by, "card": card,
                                       "id": key}, None),
                        *self._arrive({"kind": "stake", "seat": by, "by": by, "id": key},
                                      None))

    def _ev_unmark(self, e: dict) -> None:
        seat, owner = e["seat"], e["by"]
        mark = self._marker(seat, "mark", owner)
        stake = None
        for m in self.view.get("front") or []:
            if m["kind"] == "stake" and m["seat"] == owner and (
                    mark is None or m.get("id") == mark.get("id")):
                stake = m
                break
        self._queue(*self._leave(mark, owner), *self._leave(stake, owner))

    def _ev_fuse(self, e: dict) -> None:
        seat, by = e["seat"], e["by"]
        text = f"{self.seat_name(by)}'s fuse burns down: {self.seat_name(seat)} loses a card"
        self._queue(lambda: self._say_banner(text, "bad", 1.6),
                    *self._leave(self._marker(seat, "slow"), None), Wait(0.3))

    def _ev_toll(self, e: dict) -> None:
        text = f"{self.seat_name(e['seat'])} uses the marked card"
        self._queue(lambda: self._bubble(e["seat"], text),
                    *self._slide(e["seat"], e["to"], e["amount"]))

    def _ev_gift(self, e: dict) -> None:
        self._queue(*self._slide(e["seat"], e["target"], e["amount"]))

    # ----- questions and rounds ---------------------------------------------------------------
    def _ev_choose(self, e: dict) -> None:
        word = CHOICE_WORDS.get(e.get("kind"), "Choosing…")
        self._queue(lambda: self._bubble(e["seat"], word, 1.4))

    def _ev_round_claims(self, e: dict) -> None:
        names = and_list([self.seat_name(s) for s in e["seats"]])
        one = len(e["seats"]) == 1
        what = {"king": " a King", "jack": " a Jack"}.get(e["kind"], " to be spared")
        text = f"{names} claim{'s' if one else ''}{what}: each claim may be challenged"
        self._queue(lambda: self._say_banner(text, "verdict", 1.4), Wait(0.5))

    def _ev_graves(self, e: dict) -> None:
        steps: list[Any] = []
        for s in e["seats"]:
            steps += self._slide(("grave",), s, e["each"])
        steps += self._slide(("grave",), None, e["rest"])
        self._queue(*steps, self.grave_seats.clear)

    # ----- Survivor Queen ------------------------------------------------------------------------
    def _ev_survive(self, e: dict) -> None:
        seat = e["seat"]
        self._surviving.add(seat)
        if e.get("card") and not e.get("private"):
            self._named[seat] = e["card"]
        self._queue(lambda: self._bubble(seat, "Survivor Queen!"), Wait(0.4))

    def survival_shown(self, e: dict) -> bool:
        """A reveal showing the card a challenged Survivor claim named: it is laid down
        (set aside or lost), not shuffled back."""
        return e["seat"] in self._surviving

    def _ev_aside(self, e: dict) -> None:
        seat, card = e["seat"], e.get("card")
        self._surviving.discard(seat)
        if card is not None:  # a true Queen shown: set aside face up with the lost cards
            self._lay_down(seat, card)
            return
        named = self._named.pop(seat, None)

        def go() -> None:
            i = self._take_from_hand(seat, named)
            start = self.hand_pos(seat, i)
            k = len(self.view["lost"][seat]) + self.view.setdefault(
                "aside", [0] * self.view["num_seats"])[seat]

            def land() -> None:
                sound.play("card_lost")  # set aside face down, beside the lost cards
                self.view["aside"][seat] += 1
            self._fly(start, self.lost_pos(seat, k), None, land, size=art.LOST, dur=0.55)
        self._queue(go, Wait(0.6))

    def _lay_down(self, seat: int, card: str) -> None:
        """The card held up in a Survivor's challenge goes face up to the lost cards."""
        def go() -> None:
            self.held_up = None
            self.show = None
            k = len(self.view["lost"][seat])
            self.view["lost"][seat].append(card)
            self.lost_hidden.add((seat, k))
            from scenes.tables.notcoup.view import SHOW_POS

            self._fly(SHOW_POS, self.lost_pos(seat, k), card,
                      lambda: (sound.play("card_lost"), self.lost_hidden.discard((seat, k))),
                      size=art.LOST, dur=0.55)
        self._queue(go, Wait(0.6))

    # ----- Swap Ace: a card taken and a card given ------------------------------------------
    def _pass_card(self, src: int, dst: int, card: str | None) -> None:
        """A card flying from one hand to another, face up only for those who may see it."""
        mine = card is not None
        v = self.view

        def go() -> None:
            i = self._take_from_hand(src, card)
            start = self.hand_pos(src, i)
            j = v["hand_sizes"][dst]
            sound.play("card_deal")

            def land() -> None:
                v["hand_sizes"][dst] += 1
                if mine and v["seat"] == dst and v.get("hand") is not None:
                    v["hand"].append(card)
            self._fly(start, self.hand_pos(dst, j), card, land, seat=self.privacy.private_seat,
                      private=mine)
        self._queue(go, Wait(0.5))

    def _ev_take(self, e: dict) -> None:
        card = None if e.get("private") else e.get("card")
        self._pass_card(e["target"], e["seat"], card)

    def _ev_give(self, e: dict) -> None:
        card = None if e.get("private") else e.get("card")
        self._pass_card(e["seat"], e["target"], card)
