"""The HeidelBÄR Coyote table: the headband table with peek cards for eyes.

Seats sit around an oval table, the viewer at the bottom. Every card stands in
its holder facing outward, so the viewer sees every card but their own (its
back shows). The view draws only what ``observation(viewer)`` says; the public
reveal event is the only other source of faces.

``HeadbandTable`` plays the deal, the bids and the reveal's frame; this table adds
what is HeidelBÄR's own: peeks and the Coyote draw, the trickster's guesses, the
count's `?` and Max 0 steps (``reveal``), eyes opening and closing, and discarded peek cards
tossed onto the felt.
"""

from __future__ import annotations

import math
from typing import Any

from game.coyote_heidelbaer.narrate import narrate
from scenes import sound
from scenes.anim import Timeline, Tween, Wait, ease_in_out_quad, ease_out_cubic
from scenes.painter import LOGICAL_W
from scenes.physics import World
from scenes.tables.coyote_heidelbaer import art
from scenes.tables.coyote_heidelbaer.controls import Controls
from scenes.tables.coyote_heidelbaer.reveal import HeidelbaerReveal
from scenes.tables.coyote_heidelbaer.stage import Bubble, EyeFlip, HeidelbaerStage
from scenes.tables.coyote_heidelbaer.view import (
    COYOTE_POS,
    DECK_POS,
    FELT,
    HeidelbaerView,
)
from scenes.tables.headband import Flip
from scenes.tables.headband_table import FLIP, Flight, HeadbandTable

DISCARD_POS = (668, 330)            # where discarded peek cards slide to
DAMPING = 0.12                      # share of speed a sliding card keeps after 1 s


class HeidelbaerTable(HeadbandTable):
    EVENT_HANDLERS = {
        "deal": "_ev_deal", "bid": "_ev_bid", "peek": "_ev_peek", "coyote": "_ev_coyote",
        "challenge": "_ev_challenge", "guess": "_ev_guess",
        "guesses": None,   # shown after the verdict, from the reveal's own list
        "reveal": "_ev_reveal", "eye": "_ev_eye", "discard": "_ev_discard",
        "out": "_ev_out", "game_over": "_ev_game_over",
    }
    HEAVY = ("reveal", "deal", "discard")
    STAGE = HeidelbaerStage
    VIEW = HeidelbaerView
    REVEAL = HeidelbaerReveal
    narrate = staticmethod(narrate)
    DEAL_GAP = 0.11
    VERDICT_WAIT = 1.2

    def __init__(self, app: Any, match: Any) -> None:
        self.world = _make_world()   # discarded peek cards slide on the felt
        super().__init__(app, match)
        self.controls = Controls(self)
        self.play_opening()
        lr = self.view.get("last_reveal")
        if self.view["phase"] == "discard" and lr and lr["round"] == self.view["round"]:
            self.script.still(lr)  # resumed while the loser picks a peek card

    # ----- events -> animation ------------------------------------------------------------------
    def _dealt(self, e: dict, order: list) -> None:
        sound.play("shuffle")  # every round is dealt from a freshly shuffled deck
        self._caption(f"Round {e['round']}", "info", 0.9, 226)

    def _bubble(self, seat: int, text: str) -> None:
        """A short call floating up from a seat ("14", "Challenge!"); it never holds
        up play, so it runs on the decoration animator the driver does not wait for."""
        t = Tween(1.1, 0.0, 1.0, ease=lambda x: x)
        self.stage.bubbles[seat] = Bubble(text, t)
        self.deco.add(t)

    def _ev_peek(self, e: dict) -> None:
        seat, st = e["seat"], self.stage
        # one motion: the eye turns closed while the centre card lifts (and, for the
        # peeking viewer, turns face up); the closed eye sits at index "open after"
        index = self.game.observation(seat)["players"][seat]["open"]
        t = self._tween(0.55, ease=ease_in_out_quad)

        def on() -> None:
            sound.play("eye")
            st.eye_flip = EyeFlip(seat, index, t)
            st.peek_lift = t
            if self.privacy.private_seat == seat:
                st.flips["centre"] = Flip(t, None, self.view["centre"])

        def off() -> None:
            st.eye_flip = None
            st.peek_lift = None
        self._queue(on, t, off)

    def _ev_coyote(self, e: dict) -> None:
        tw = self._tween(0.5, ease=ease_out_cubic)
        st = self.stage

        def on() -> None:
            sound.play("card_deal")
            st.undealt.add("coyote")
            st.flights.append(Flight(tw, DECK_POS, COYOTE_POS, None))

        def off() -> None:
            st.landed(tw)
            st.undealt.discard("coyote")

        self._queue(on, tw, off, self.refresh)
        if self.privacy.private_seat == e["seat"]:
            flip = self._tween(FLIP)
            card = self.game.observation(e["seat"])["coyote_card"]
            self._queue(lambda: st.flips.__setitem__("coyote", Flip(flip, None, card)), flip)

    def _ev_challenge(self, e: dict) -> None:
        name, bidder = self.seat_name(e["seat"]), self.seat_name(e["bidder"])
        bid = self.view["bid"]
        self._queue(lambda: (sound.play("challenge"), self._bubble(e["seat"], "Challenge!")),
                    lambda: self._caption(f"{name} challenges {bidder}'s bid of {bid}",
                                          "info", 1.0), Wait(0.9))

    def _ev_guess(self, e: dict) -> None:
        self.stage.guess_marks[e["seat"]] = None
        self._queue(Wait(0.2))

    # eyes, discards, leaving -------------------------------------------------------------------
    def _ev_eye(self, e: dict) -> None:
        seat, to_open, st = e["seat"], e["to"] == "open", self.stage
        pl = self.view["players"][seat]
        index = pl["open"] if to_open else pl["open"] - 1
        t = self._tween(0.4, ease=ease_in_out_quad)

        def change() -> None:
            sound.play("eye")  # an eye opened or closed: a peek card won or lost
            now = self.view["players"][seat]
            step = 1 if to_open else -1
            now["open"] += step
            now["closed"] -= step
            st.eye_flip = EyeFlip(seat, index, t)

        self._queue(change, Timeline(t, lambda: setattr(st, "eye_flip", None)))

    def _ev_discard(self, e: dict) -> None:
        seat, kind = e["seat"], e["kind"]

        def toss() -> None:
            pl = self.view["players"][seat]
            idx = pl["open"] - 1 if kind == "open" else pl["open"] + pl["closed"] - 1
            pos = self.look.peek_pos(seat, max(0, idx))
            sound.play("card_flip")
            pl[kind] -= 1
            # aim at the discard spot on the felt; with damping d a body slides
            # v0 / -ln(d) before it stops, so this speed lands it there (give or take)
            n = len(self.world.pieces)
            tx, ty = DISCARD_POS[0] + (n % 3) * 22 - 22, DISCARD_POS[1] + (n % 2) * 16 - 8
            dx, dy = tx - pos[0], ty - pos[1]
            d = max(1.0, math.hypot(dx, dy))
            speed = d * -math.log(DAMPING)
            self.world.toss(pos, (dx / d * speed, dy / d * speed), size=art.PEEK,
                            spin=560.0 if dx < 0 else -560.0, data=kind == "open")
        self._queue(toss, Wait(1.1))

    # ----- physics: discarded peek cards sliding on the felt ------------------------------------
    def _step_physics(self, dt: float) -> bool:
        if self.events.anim.speed <= 0:  # "no animation": tossed cards land at once too
            self.world.settle()
        moving = self.world.update(dt)
        sound.hits("card_flip", self.world.drain_hits(), LOGICAL_W)  # a card striking a card
        st = self.stage
        if st.sweep is not None and st.sweep.done:
            self.world.clear()
            st.sweep = None
        return moving


def _make_world() -> World:
    """A top-down table: no gravity, heavy damping (felt), the oval rim as walls."""
    world = World(gravity=(0.0, 0.0), damping=DAMPING, elasticity=0.6, friction=0.8)
    x, y, w, h = FELT
    world.oval_rim((x + w / 2, y + h / 2), (w / 2 - 8, h / 2 - 8), 48)
    return world


__all__ = ["HeidelbaerTable"]
