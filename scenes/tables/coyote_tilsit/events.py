"""Tilsit's own events as the table shows them: the Shaman powers, a second card
taken, a pile reshuffled (or, with the Moon, everything shuffled into a new draw
pile), the Coyote call, a feather floating down and the round's cards going to the
discard pile (the shared events: ``HeadbandEvents``)."""

from __future__ import annotations

from scenes import sound
from scenes.anim import Wait, ease_out_back
from scenes.tables.coyote_tilsit import art
from scenes.tables.coyote_tilsit.controls import POWER_NAMES
from scenes.tables.coyote_tilsit.view import DISCARD_POS, DRAW_POS, TEEPEE_OFF
from scenes.tables.headband_events import HeadbandEvents
from scenes.tables.headband_table import FLY, Hold

FEATHER_DRAG = 2.6


class TilsitEvents(HeadbandEvents):
    OUT_WORDS = ("{} has no feather left and is out", 1.6)
    WIN_TIME = 3.0

    def dealt(self, e: dict, order: list) -> None:
        t = self.table
        t.stage.piles["draw"] = e["draw_count"] + len(order)
        t.stage.gone.clear()
        self.caption(f"Round {e['round']}: {t.seat_name(e['start_seat'])} starts",
                     "info", 1.4)

    # bidding ------------------------------------------------------------------------------------
    def shaman(self, e: dict) -> None:
        t = self.table
        name = POWER_NAMES.get(e["power"], e["power"])
        who = t.seat_name(e["seat"])
        extra = f" on {t.seat_name(e['target'])}" if e["target"] is not None else ""
        t._queue(t.refresh,
                 lambda: self.caption(f"{who} uses the Shaman card: {name}{extra}",
                                      "power", 1.8), Wait(0.7))

    def direction(self, e: dict) -> None:
        way = "clockwise" if e["direction"] == 1 else "counter-clockwise"
        self.table._queue(lambda: self.caption(f"U-turn: play now goes {way}", "power", 1.5),
                          Wait(0.5))

    def cancel(self, e: dict) -> None:
        bidder = self.table.seat_name(e["bidder"])
        self.table._queue(lambda: self.caption(
            f"Cancel! {bidder} must bid again, not {e['cancelled']}", "power", 1.8),
            Wait(0.5))

    def take(self, e: dict) -> None:
        t = self.table
        seat = e["seat"]

        def go() -> None:
            i = len(t.view["players"][seat]["cards"]) - 1
            slot = (seat, i)
            t.stage.undealt.add(slot)
            x, y, _ = t.look.card_place(seat, i, i + 1)
            face = t.view["players"][seat]["cards"][i]
            sound.play("card_deal")
            self.fly(DRAW_POS, (x, y), face, land=lambda: t.stage.undealt.discard(slot),
                     from_pile=True)
            self.caption(f"{t.seat_name(seat)} takes a second card", "power", 1.4)
        t._queue(go, Wait(FLY + 0.2))

    def reshuffle(self, e: dict) -> None:
        t = self.table
        st = t.stage

        def go() -> None:
            sound.play("shuffle")
            if e["reason"] == "moon":
                self.caption("Moon: every card is shuffled into a new draw pile", "power",
                             2.2)
                # every card on the table and the discard pile flies into the draw pile
                self._sweep_reveal(DRAW_POS, faces=False)
                for j in range(min(5, len(st.piles["discard"]))):
                    self.fly(DISCARD_POS, DRAW_POS, None, dur=FLY + 0.05 * j)
                st.piles["draw"] = e["draw_count"]
            else:
                self.caption("The draw pile is empty: the discard pile is shuffled",
                             "power", 2.0)
                for k in range(min(6, len(st.piles["discard"]))):
                    self.fly(DISCARD_POS, DRAW_POS, None, dur=FLY + k * 0.05)
                st.piles["draw"] = st.piles.get("draw", 0) + e["draw_count"]
            st.piles["discard"] = []
            st.shuffle = t._tween(0.9)
            t.events.anim.add(st.shuffle)
        hold = [Hold(st, "reveal")] if e["reason"] == "moon" else []
        t._queue(*hold, go, Wait(1.2))

    def _sweep_reveal(self, to: tuple, faces: bool) -> None:
        """The reveal's cards (and the Teepee's draw) fly off the headbands to ``to``,
        face up when ``faces``, one just after another."""
        st, look = self.table.stage, self.table.look
        if st.reveal is None:
            return
        k = 0
        for s, cs in st.reveal["cards"]:
            for i, c in enumerate(cs):
                x, y, _ = look.card_place(s, i, len(cs))
                st.undealt.add((s, i))
                self.fly((x, y), to, c if faces else None, dur=FLY + 0.05 * k)
                k += 1
        if st.teepee is not None:
            s, i = st.teepee.slot
            x, y, _ = look.card_place(s, i, look.hand_size(s))
            self.fly((x + TEEPEE_OFF[0], y + TEEPEE_OFF[1]), to,
                     st.teepee.card if faces else None, dur=FLY + 0.05 * k)
        st.teepee = None

    # the reveal ---------------------------------------------------------------------------------
    def challenge(self, e: dict) -> None:
        t = self.table
        name, bidder = t.seat_name(e["seat"]), t.seat_name(e["bidder"])
        bid = t.view["bid"]
        tw = t._tween(0.45, ease=ease_out_back)

        def on() -> None:
            sound.play("challenge")
            t.stage.pops[e["seat"]] = tw
            self.caption(f"Coyote! {name} challenges {bidder}'s bid of {bid}", "info", 1.4)
        t._queue(on, tw, Wait(0.6))

    # feathers, discards -------------------------------------------------------------------------
    def feather(self, e: dict) -> None:
        t = self.table
        seat, lost = e["seat"], e["lost"]

        def go() -> None:
            sound.play("feather")
            gone = t.stage.gone
            have = t.view["players"][seat]["feathers"] - gone.get(seat, 0)
            slots = art.feather_slots(t.look.band_centre(seat), have)
            for k in range(min(lost, have)):
                x, y, a = slots[have - 1 - k]
                side = 1 if a >= 0 else -1
                # the box's long side runs along the feather, drawn turned by +90; a
                # little flick up and inwards, then it floats down, swaying, onto the
                # seat's ledge
                t.world.toss((x, y), (-side * (30 + 20 * k), -260 - 30 * k),
                             size=(art.FEATHER[1] - 6, 7), angle=-a - 90, spin=side * -40,
                             mass=0.2, drag=FEATHER_DRAG, flutter=90.0,
                             data=(t.app.theme.seat(seat), t.panel_rect(seat).bottom - 8))
            gone[seat] = gone.get(seat, 0) + lost
        t._queue(go, Wait(1.1))

    def discard(self, e: dict) -> None:
        t = self.table

        def go() -> None:
            sound.play("shuffle")  # the round's cards swept to the discard pile
            self._sweep_reveal(DISCARD_POS, faces=True)
            t.stage.piles["discard"] = list(t.stage.piles["discard"]) + list(e["cards"])
        # the reveal snapshot stops here, the cards still on the headbands
        t._queue(Hold(t.stage, "reveal"), go, Wait(FLY + 0.3))
