"""The NotCoup table playing the Transformer's events, one after another.

``TransformerMoves`` is held by the table's ``Stage`` while the Transformer plays; the
table's event handlers (``NotCoupEvents``) call it to queue the steps that show an event
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
from scenes.tables.notcoup.anim_state import Flash
from scenes.tables.notcoup.layout import SHOW_POS
from scenes.tables.notcoup.stage import SHOW_TIME

FLASH = 1.6      # a legend chip lit after its draft decision
CHOICE_WORDS = {"extort": "Pay or lose a card?", "share": "Who gets it?",
                "more": "Draw more?"}


class TransformerMoves:
    """The Transformer's events as steps on the ``Stage`` (held as ``stage.tf`` while the
    Transformer plays); the table's event handlers (``NotCoupEvents``) call each by
    the name of its event."""

    def __init__(self, stage: Any) -> None:
        self.stage = stage
        self.table = stage.table
        self.a = stage.a.tf

    @property
    def view(self) -> dict:
        return self.table.view

    # ----- the draft ----------------------------------------------------------------------
    def transform(self, e: dict) -> None:
        seat, card, alt = e["seat"], e["card"], e["alt"]
        who = self.table.seat_name(seat)
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
            self.stage.bubble(seat, word)
            self.stage.banner(text, "verdict", 1.8)
            tw = self.table._tween(FLASH)
            self.a.legend_flash = Flash(card, tw)
            self.table.deco.add(tw)
        self.table._queue(self.stage.a.chain_lines.clear, on, Wait(0.9))

    def draft(self, e: dict) -> None:
        self.table._queue(lambda: self.view.__setitem__("actor", e["seat"]))

    # ----- points in front ------------------------------------------------------------------
    def marker(self, seat: int, kind: str, by: int | None = None) -> dict | None:
        for m in self.view.get("front") or []:
            if m["seat"] == seat and m["kind"] == kind and not m.get("_air") \
                    and (by is None or m.get("by") == by):
                return m
        return None

    def arrive(self, m: dict, src: Any, own: bool = False) -> list[Any]:
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
        at = self.stage.look.tf.marker_pos
        return [place, *self.stage.glide(lambda: self.stage.place(src), lambda: at(m), 1,
                                         on_land=land)]

    def leave(self, m: dict | None, dst: Any, back_to_stack: bool = False) -> list[Any]:
        """Steps taking the point ``m`` away to ``dst`` (a seat, None: the pile).
        ``back_to_stack``: it was the seat's own and goes back to its stack."""
        if m is None:
            return []
        seat = m["seat"]

        def gone() -> None:
            if m in self.view.get("front", []):
                self.view["front"].remove(m)
            if back_to_stack:
                self.a.front_air[seat] = self.a.front_air.get(seat, 0) + 1

        def land() -> None:
            if back_to_stack:
                self.a.front_air[seat] = max(0, self.a.front_air.get(seat, 0) - 1)
            elif dst is None:
                self.view["pile"] += 1
            elif isinstance(dst, int):
                self.view["points"][dst] += 1
        pos = {}

        def where() -> tuple[float, float]:
            pos.setdefault("a", self.stage.look.tf.marker_pos(m))
            return pos["a"]
        return [where, *self.stage.glide(where, lambda: self.stage.place(dst), 1,
                                         on_start=gone, on_land=land)]

    def front(self, e: dict) -> None:
        seat, kind = e["seat"], e.get("kind")
        q = self.table._queue
        if e.get("gone"):
            q(*self.leave(self.marker(seat, kind), seat, back_to_stack=True))
            return
        by = e.get("by", seat)
        if kind == "wall":
            q(*self.arrive({"kind": "wall", "seat": seat, "by": seat}, seat, own=True))
        elif kind == "alliance":
            other = e["with"]
            key = ("alliance", seat, other)
            steps = []
            for a, b in ((seat, other), (other, seat)):
                steps += self.arrive({"kind": "alliance", "seat": a, "with": b, "by": seat,
                                      "id": key}, None)
            q(*steps)
        elif kind == "slow":
            q(*self.arrive({"kind": "slow", "seat": seat, "by": by, "point": True}, None))
        elif kind == "mark":
            card = None if e.get("private") else e.get("card")
            key = ("mark", seat, by)
            q(*self.arrive({"kind": "mark", "seat": seat, "by": by, "card": card, "id": key},
                           None),
              *self.arrive({"kind": "stake", "seat": by, "by": by, "id": key}, None))

    def unmark(self, e: dict) -> None:
        seat, owner = e["seat"], e["by"]
        mark = self.marker(seat, "mark", owner)
        stake = None
        for m in self.view.get("front") or []:
            if m["kind"] == "stake" and m["seat"] == owner and (
                    mark is None or m.get("id") == mark.get("id")):
                stake = m
                break
        self.table._queue(*self.leave(mark, owner), *self.leave(stake, owner))

    def fuse(self, e: dict) -> None:
        seat, by = e["seat"], e["by"]
        name = self.table.seat_name
        text = f"{name(by)}'s fuse burns down: {name(seat)} loses a card"
        self.table._queue(lambda: self.stage.banner(text, "bad", 1.6),
                          *self.leave(self.marker(seat, "slow"), None), Wait(0.3))

    def toll(self, e: dict) -> None:
        text = f"{self.table.seat_name(e['seat'])} uses the marked card"
        self.table._queue(lambda: self.stage.bubble(e["seat"], text),
                          *self.stage.slide(e["seat"], e["to"], e["amount"]))

    def gift(self, e: dict) -> None:
        self.table._queue(*self.stage.slide(e["seat"], e["target"], e["amount"]))

    # ----- questions and rounds ---------------------------------------------------------------
    def choose(self, e: dict) -> None:
        word = CHOICE_WORDS.get(e.get("kind"), "Choosing…")
        self.table._queue(lambda: self.stage.bubble(e["seat"], word, 1.4))

    def round_claims(self, e: dict) -> None:
        names = and_list([self.table.seat_name(s) for s in e["seats"]])
        one = len(e["seats"]) == 1
        what = {"king": " a King", "jack": " a Jack"}.get(e["kind"], " to be spared")
        text = f"{names} claim{'s' if one else ''}{what}: each claim may be challenged"
        self.table._queue(lambda: self.stage.banner(text, "verdict", 1.4), Wait(0.5))

    def graves(self, e: dict) -> None:
        steps: list[Any] = []
        for s in e["seats"]:
            steps += self.stage.slide(("grave",), s, e["each"])
        steps += self.stage.slide(("grave",), None, e["rest"])
        self.table._queue(*steps, self.a.grave_seats.clear)

    # ----- Survivor Queen ------------------------------------------------------------------------
    def survive(self, e: dict) -> None:
        seat = e["seat"]
        self.a.surviving.add(seat)
        if e.get("card") and not e.get("private"):
            self.a.named[seat] = e["card"]
        self.table._queue(lambda: self.stage.bubble(seat, "Survivor Queen!"), Wait(0.4))

    def survival_shown(self, e: dict) -> bool:
        """A reveal showing the card a challenged Survivor claim named: it is laid down
        (set aside or lost), not shuffled back."""
        return e["seat"] in self.a.surviving

    def show_named(self, seat: int, card: str) -> None:
        """A challenged Survivor claim: the named card is held up in the middle, then
        laid down (``lay_down``) as the set-aside Queen or the life lost."""
        self.a.held_up = (seat, card)  # the next event lays it down (queued, so set now)
        self.table._queue(*self.stage.show_named_steps(seat, card))
        self.stage.chain_line({"type": "reveal", "seat": seat, "card": card})
        self.table._queue(Wait(SHOW_TIME))

    def aside(self, e: dict) -> None:
        seat, card = e["seat"], e.get("card")
        self.a.surviving.discard(seat)
        if card is not None:  # a true Queen shown: set aside face up with the lost cards
            self.lay_down(seat, card)
            return
        named = self.a.named.pop(seat, None)

        def go() -> None:
            i = self.stage.take_from_hand(seat, named)
            start = self.stage.look.hand_pos(seat, i)
            k = len(self.view["lost"][seat]) + self.view.setdefault(
                "aside", [0] * self.view["num_seats"])[seat]

            def land() -> None:
                sound.play("card_lost")  # set aside face down, beside the lost cards
                self.view["aside"][seat] += 1
            self.stage.fly(start, self.stage.look.lost_pos(seat, k), None, land, size=art.LOST,
                           dur=0.55)
        self.table._queue(go, Wait(0.6))

    def lay_down(self, seat: int, card: str) -> None:
        """The card held up in a Survivor's challenge goes face up to the lost cards."""
        def go() -> None:
            self.a.held_up = None
            self.stage.a.show = None
            k = len(self.view["lost"][seat])
            self.view["lost"][seat].append(card)
            self.stage.a.lost_hidden.add((seat, k))
            hidden = self.stage.a.lost_hidden
            self.stage.fly(SHOW_POS, self.stage.look.lost_pos(seat, k), card,
                           lambda: (sound.play("card_lost"), hidden.discard((seat, k))),
                           size=art.LOST, dur=0.55)
        self.table._queue(go, Wait(0.6))

    # ----- Swap Ace: a card taken and a card given ------------------------------------------
    def pass_card(self, src: int, dst: int, card: str | None) -> None:
        """A card flying from one hand to another, face up only for those who may see it."""
        mine = card is not None
        v = self.view

        def go() -> None:
            i = self.stage.take_from_hand(src, card)
            start = self.stage.look.hand_pos(src, i)
            j = v["hand_sizes"][dst]
            sound.play("card_deal")

            def land() -> None:
                v["hand_sizes"][dst] += 1
                if mine and v["seat"] == dst and v.get("hand") is not None:
                    v["hand"].append(card)
            self.stage.fly(start, self.stage.look.hand_pos(dst, j), card, land,
                           seat=self.table.privacy.private_seat, private=mine)
        self.table._queue(go, Wait(0.5))

    def take(self, e: dict) -> None:
        card = None if e.get("private") else e.get("card")
        self.pass_card(e["target"], e["seat"], card)

    def give(self, e: dict) -> None:
        card = None if e.get("private") else e.get("card")
        self.pass_card(e["seat"], e["target"], card)
