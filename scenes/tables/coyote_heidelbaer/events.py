"""HeidelBÄR's own events as the table shows them: peeks and the Coyote draw, a
challenge called out, the trickster's guesses, eyes opening and closing, and discarded
peek cards tossed onto the felt (the shared events: ``HeadbandEvents``)."""

from __future__ import annotations

import math

from scenes import sound
from scenes.anim import Timeline, Tween, Wait, ease_in_out_quad, ease_out_cubic
from scenes.tables.coyote_heidelbaer import art
from scenes.tables.coyote_heidelbaer.stage import Bubble, EyeFlip
from scenes.tables.coyote_heidelbaer.view import COYOTE_POS, DECK_POS
from scenes.tables.headband import Flip
from scenes.tables.headband_events import HeadbandEvents
from scenes.tables.headband_table import FLIP, Flight

DISCARD_POS = (668, 330)            # where discarded peek cards slide to


class HeidelbaerEvents(HeadbandEvents):
    DEAL_GAP = 0.11
    VERDICT_WAIT = 1.2

    def dealt(self, e: dict, order: list) -> None:
        sound.play("shuffle")  # every round is dealt from a freshly shuffled deck
        self.caption(f"Round {e['round']}", "info", 0.9, 226)

    def bubble(self, seat: int, text: str) -> None:
        """A short call floating up from a seat ("14", "Challenge!"); it never holds
        up play, so it runs on the decoration animator the driver does not wait for."""
        t = Tween(1.1, 0.0, 1.0, ease=lambda x: x)
        self.table.stage.bubbles[seat] = Bubble(text, t)
        self.table.deco.add(t)

    def peek(self, e: dict) -> None:
        t = self.table
        seat, st = e["seat"], t.stage
        # one motion: the eye turns closed while the centre card lifts (and, for the
        # peeking viewer, turns face up); the closed eye sits at index "open after"
        index = t.game.observation(seat)["players"][seat]["open"]
        tw = t._tween(0.55, ease=ease_in_out_quad)

        def on() -> None:
            sound.play("eye")
            st.eye_flip = EyeFlip(seat, index, tw)
            st.peek_lift = tw
            if t.privacy.private_seat == seat:
                st.flips["centre"] = Flip(tw, None, t.view["centre"])

        def off() -> None:
            st.eye_flip = None
            st.peek_lift = None
        t._queue(on, tw, off)

    def coyote(self, e: dict) -> None:
        t = self.table
        tw = t._tween(0.5, ease=ease_out_cubic)
        st = t.stage

        def on() -> None:
            sound.play("card_deal")
            st.undealt.add("coyote")
            st.flights.append(Flight(tw, DECK_POS, COYOTE_POS, None))

        def off() -> None:
            st.landed(tw)
            st.undealt.discard("coyote")

        t._queue(on, tw, off, t.refresh)
        if t.privacy.private_seat == e["seat"]:
            flip = t._tween(FLIP)
            card = t.game.observation(e["seat"])["coyote_card"]
            t._queue(lambda: st.flips.__setitem__("coyote", Flip(flip, None, card)), flip)

    def challenge(self, e: dict) -> None:
        t = self.table
        name, bidder = t.seat_name(e["seat"]), t.seat_name(e["bidder"])
        bid = t.view["bid"]
        t._queue(lambda: (sound.play("challenge"), self.bubble(e["seat"], "Challenge!")),
                 lambda: self.caption(f"{name} challenges {bidder}'s bid of {bid}",
                                      "info", 1.0), Wait(0.9))

    def guess(self, e: dict) -> None:
        self.table.stage.guess_marks[e["seat"]] = None
        self.table._queue(Wait(0.2))

    def eye(self, e: dict) -> None:
        t = self.table
        seat, to_open, st = e["seat"], e["to"] == "open", t.stage
        pl = t.view["players"][seat]
        index = pl["open"] if to_open else pl["open"] - 1
        tw = t._tween(0.4, ease=ease_in_out_quad)

        def change() -> None:
            sound.play("eye")  # an eye opened or closed: a peek card won or lost
            now = t.view["players"][seat]
            step = 1 if to_open else -1
            now["open"] += step
            now["closed"] -= step
            st.eye_flip = EyeFlip(seat, index, tw)

        t._queue(change, Timeline(tw, lambda: setattr(st, "eye_flip", None)))

    def discard(self, e: dict) -> None:
        t = self.table
        seat, kind = e["seat"], e["kind"]

        def toss() -> None:
            pl = t.view["players"][seat]
            idx = pl["open"] - 1 if kind == "open" else pl["open"] + pl["closed"] - 1
            pos = t.look.peek_pos(seat, max(0, idx))
            sound.play("card_flip")
            pl[kind] -= 1
            # aim at the discard spot on the felt; with damping d a body slides
            # v0 / -ln(d) before it stops, so this speed lands it there (give or take)
            world = t.world
            n = len(world.pieces)
            tx, ty = DISCARD_POS[0] + (n % 3) * 22 - 22, DISCARD_POS[1] + (n % 2) * 16 - 8
            dx, dy = tx - pos[0], ty - pos[1]
            d = max(1.0, math.hypot(dx, dy))
            speed = d * -math.log(world.space.damping)
            world.toss(pos, (dx / d * speed, dy / d * speed), size=art.PEEK,
                       spin=560.0 if dx < 0 else -560.0, data=kind == "open")
        t._queue(toss, Wait(1.1))
