"""What both headband games animate for an engine event, held apart from the table.

A headband table holds one ``HeadbandEvents`` (a game's subclass of it) as
``animate``, and its ``EVENT_HANDLERS`` name the handlers there by dotted name
(``"deal": "animate.deal"``); each handler is named after its event type. The
handlers queue steps on the table's event player and put what they show on its
``stage``; the reveal scripts use the same helpers (``caption``, ``fly``,
``count_to``). A game's subclass adds its own events and fills in the hooks
(``dealt``, ``bubble``).
"""

from __future__ import annotations

from typing import Any

from scenes import sound
from scenes.anim import Tween, Wait, ease_out_back, ease_out_cubic
from scenes.tables.headband_table import COUNT_UP, FLY, Caption, Flight, Hold, held


class HeadbandEvents:
    DEAL_GAP = 0.12                # between two dealt cards
    VERDICT_WAIT = 1.3             # the verdict stays before the next step
    OUT_WORDS = ("{} is out of the game", 1.2)   # a seat leaving: words, seconds
    WIN_TIME = 2.5                 # seconds the winner's words stay

    def __init__(self, table: Any) -> None:
        """``table``: the headband table whose stage, look and event player these use."""
        self.table = table

    # ----- helpers the handlers and the reveal scripts share ------------------------------------
    def caption(self, text: str, tone: str = "info", dur: float = 1.6,
                y: float = 438) -> None:
        """Words on the felt for ``dur`` seconds."""
        t = Tween(dur, 0.0, 1.0, ease=lambda x: x)
        self.table.stage.caption = Caption(text, tone, t, y)
        self.table.events.anim.add(t)

    def fly(self, a: tuple, b: tuple, face: str | None, land: Any = None, dur: float = FLY,
            from_pile: bool = False) -> Tween:
        """A card flying from ``a`` to ``b``; ``land`` runs as it arrives."""
        t = self.table
        if from_pile:
            t.stage.draw_taken()

        def done() -> None:
            t.stage.landed(tw)
            if land is not None:
                land()
        tw = Tween(dur, 0.0, 1.0, ease=ease_out_cubic, on_done=done)
        t.stage.flights.append(Flight(tw, a, b, face))
        t.events.anim.add(tw)
        return tw

    def count_to(self, value: float) -> None:
        """The total counts up (or down) to ``value``; it lands as a counted card's mark
        finishes popping, well before the next card is counted."""
        st = self.table.stage
        start = st.total_shown.value if st.total_shown else 0.0
        st.total_shown = Tween(COUNT_UP, float(start), float(value), ease=ease_out_cubic)
        self.table.events.anim.add(st.total_shown)

    def verdict_steps(self, e: dict) -> list[Any]:
        """The reveal ``e``'s verdict shown, then a pause on it."""
        t = self.table

        def on() -> None:
            t.stage.total_shown = held(e["total"])
            t.script.verdict(e)
            t.whisper.verdict_shown()
        return [on, Wait(self.VERDICT_WAIT)]

    # ----- hooks a game fills in ----------------------------------------------------------------
    def dealt(self, e: dict, order: list) -> None:
        """The round's deal begins (the game's words and sounds for it)."""

    def bubble(self, seat: int, text: str) -> None:
        """A call said aloud at ``seat`` (a table that shows speech bubbles floats it up)."""

    # ----- the events ---------------------------------------------------------------------------
    def deal(self, e: dict) -> None:
        t = self.table
        n = t.view["num_seats"]
        st = t.stage

        def start() -> None:
            st.new_round()
            t.refresh()
            live = [(e["start_seat"] + i) % n for i in range(n)]
            order = t.look.deal_slots([s for s in live if not t.view["players"][s]["out"]])
            st.undealt = set(order)
            st.deal_order = order
            self.dealt(e, order)
            if t.world.pieces:  # last round's fallen pieces fade off the felt
                st.sweep = t._tween(0.5)
                t.events.anim.add(st.sweep)

        live = [pl["seat"] for pl in t.game.observation(0)["players"] if not pl["out"]]
        steps: list[Any] = [Hold(st, "reveal"), start]  # a snapshot holds the reveal here
        for i in range(len(t.look.deal_slots(live))):
            steps.append(self._deal_one(i))
            steps.append(Wait(self.DEAL_GAP))
        steps.append(Wait(FLY))
        t._queue(*steps)

    def _deal_one(self, i: int) -> Any:
        t = self.table

        def go() -> None:
            order = t.stage.deal_order
            if i >= len(order):
                return
            slot = order[i]
            sound.play("card_deal")
            start, end = t.look.deal_path(slot)
            self.fly(start, end, None, land=lambda: t.stage.undealt.discard(slot),
                     from_pile=True)
        return go

    def bid(self, e: dict) -> None:
        t = self.table
        tw = t._tween(0.45, ease=ease_out_back)
        t.stage.pops[e["seat"]] = tw
        t._queue(lambda: (sound.play("bid"), self.bubble(e["seat"], str(e["value"]))), tw)

    def reveal(self, e: dict) -> None:
        t = self.table
        t._queue(lambda: t.stage.begin_reveal(e), *t.script.steps(e), *self.verdict_steps(e))

    def out(self, e: dict) -> None:
        t = self.table
        seat = e["seat"]
        tw = t._tween(0.8)
        words, dur = self.OUT_WORDS

        def on() -> None:
            t.stage.fading[seat] = tw
            t.view["players"][seat]["out"] = True
            self.caption(words.format(t.seat_name(seat)), "verdict", dur)
        t._queue(on, tw, Wait(0.3))

    def game_over(self, e: dict) -> None:
        t = self.table
        t._queue(lambda: (sound.play("win"), self.caption(
            f"{t.seat_name(e['winner'])} wins the game!", "good", self.WIN_TIME)),
            Wait(2.0))
