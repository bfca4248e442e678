"""The Tilsit Coyote table: the headband table with feathers and the Shaman card.

Seats sit around an oval table, the viewer at the bottom. Each seat wears its
card(s) on a headband with its feathers fanned behind; the viewer's own cards
show their backs. Between the seats lie the draw pile and the discard pile,
with their counts, since counting cards is part of this game.

``HeadbandTable`` plays the deal, the bids and the reveal's frame; this table adds
what is Tilsit's own: the Shaman powers, a second card taken, the reveal's count
(``reveal``: cards turn over, the Teepee draws, the Spirit cancels, the Chief
doubles, then the negative cards), a feather floating down, the cards going to the discard pile
or, with the Moon, everything shuffled into a new draw pile.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.coyote_tilsit.narrate import narrate
from scenes import sound
from scenes.anim import Wait, ease_out_back
from scenes.physics import World
from scenes.tables.coyote_tilsit import art
from scenes.tables.coyote_tilsit.controls import POWER_NAMES, Controls
from scenes.tables.coyote_tilsit.reveal import TilsitReveal
from scenes.tables.coyote_tilsit.stage import TilsitStage
from scenes.tables.coyote_tilsit.view import (
    DISCARD_POS,
    DRAW_POS,
    TEEPEE_OFF,
    TEXT_X,
    TilsitView,
)
from scenes.tables.glow import Breath
from scenes.tables.headband_table import FLY, HeadbandTable, Hold

GRAVITY = 260.0  # px/s^2 for a falling feather: light, it floats
FEATHER_DRAG = 2.6


class TilsitTable(HeadbandTable):
    EVENT_HANDLERS = {
        "deal": "_ev_deal", "reshuffle": "_ev_reshuffle", "bid": "_ev_bid",
        "shaman": "_ev_shaman", "take": "_ev_take", "direction": "_ev_direction",
        "cancel": "_ev_cancel", "challenge": "_ev_challenge", "reveal": "_ev_reveal",
        "feather": "_ev_feather", "out": "_ev_out", "discard": "_ev_discard",
        "game_over": "_ev_game_over",
    }
    STAGE = TilsitStage
    VIEW = TilsitView
    REVEAL = TilsitReveal
    narrate = staticmethod(narrate)
    OUT_WORDS = ("{} has no feather left and is out", 1.6)
    WIN_TIME = 3.0

    def __init__(self, app: Any, match: Any) -> None:
        self.breath = Breath()                 # the glow on seats a power may name
        self.world = World(gravity=(0.0, GRAVITY), damping=0.9, elasticity=0.1,
                           friction=0.9)
        self._floors: list = []
        super().__init__(app, match)
        self.stage.sync_piles(self.view)
        self._build_floors()
        self.controls = Controls(self)
        self.play_opening()

    # ----- events -> animation ------------------------------------------------------------------
    def on_events(self, events: list[dict], seat: int, action: str) -> None:
        super().on_events(_reorder(events), seat, action)

    def refresh(self) -> None:
        super().refresh()
        self.stage.sync_piles(self.view)
        self.stage.gone.clear()  # the fresh view already counts the feathers that fell

    def _refresh_before(self, events: list[dict]) -> None:
        """Show a bid at once; a card just taken stays in the air until its flight."""
        st = self.stage
        before = {"draw": st.piles.get("draw", 0), "discard": list(st.piles["discard"])}
        self.refresh()
        takers = [e["seat"] for e in events if e["type"] == "take"]
        for seat in takers:
            st.undealt.add((seat, len(self.view["players"][seat]["cards"]) - 1))
        if takers:
            st.piles = before  # the flight (and any reshuffle) moves the counts on

    def viewer_changed(self, old: int | None, new: int | None) -> None:
        super().viewer_changed(old, new)
        self.stage.sync_piles(self.view)
        self.world.clear()  # the seats move round: fallen feathers would lie in wrong places
        self._build_floors()
        self.layers.forget()

    def _dealt(self, e: dict, order: list) -> None:
        self.stage.piles["draw"] = e["draw_count"] + len(order)
        self.stage.gone.clear()
        self._caption(f"Round {e['round']}: {self.seat_name(e['start_seat'])} starts",
                      "info", 1.4)

    # bidding ------------------------------------------------------------------------------------
    def _ev_shaman(self, e: dict) -> None:
        name = POWER_NAMES.get(e["power"], e["power"])
        who = self.seat_name(e["seat"])
        extra = f" on {self.seat_name(e['target'])}" if e["target"] is not None else ""
        self._queue(self.refresh,
                    lambda: self._caption(f"{who} uses the Shaman card: {name}{extra}",
                                          "power", 1.8), Wait(0.7))

    def _ev_direction(self, e: dict) -> None:
        way = "clockwise" if e["direction"] == 1 else "counter-clockwise"
        self._queue(lambda: self._caption(f"U-turn: play now goes {way}", "power", 1.5),
                    Wait(0.5))

    def _ev_cancel(self, e: dict) -> None:
        bidder = self.seat_name(e["bidder"])
        self._queue(lambda: self._caption(
            f"Cancel! {bidder} must bid again, not {e['cancelled']}", "power", 1.8),
            Wait(0.5))

    def _ev_take(self, e: dict) -> None:
        seat = e["seat"]

        def go() -> None:
            i = len(self.view["players"][seat]["cards"]) - 1
            slot = (seat, i)
            self.stage.undealt.add(slot)
            x, y, _ = self.look.card_place(seat, i, i + 1)
            face = self.view["players"][seat]["cards"][i]
            sound.play("card_deal")
            self._fly(DRAW_POS, (x, y), face, land=lambda: self.stage.undealt.discard(slot),
                      from_pile=True)
            self._caption(f"{self.seat_name(seat)} takes a second card", "power", 1.4)
        self._queue(go, Wait(FLY + 0.2))

    def _ev_reshuffle(self, e: dict) -> None:
        st = self.stage

        def go() -> None:
            sound.play("shuffle")
            if e["reason"] == "moon":
                self._caption("Moon: every card is shuffled into a new draw pile", "power",
                              2.2)
                # every card on the table and the discard pile flies into the draw pile
                self._sweep_reveal(DRAW_POS, faces=False)
                for j in range(min(5, len(st.piles["discard"]))):
                    self._fly(DISCARD_POS, DRAW_POS, None, dur=FLY + 0.05 * j)
                st.piles["draw"] = e["draw_count"]
            else:
                self._caption("The draw pile is empty: the discard pile is shuffled",
                              "power", 2.0)
                for k in range(min(6, len(st.piles["discard"]))):
                    self._fly(DISCARD_POS, DRAW_POS, None, dur=FLY + k * 0.05)
                st.piles["draw"] = st.piles.get("draw", 0) + e["draw_count"]
            st.piles["discard"] = []
            st.shuffle = self._tween(0.9)
            self.events.anim.add(st.shuffle)
        hold = [Hold(st, "reveal")] if e["reason"] == "moon" else []
        self._queue(*hold, go, Wait(1.2))

    def _sweep_reveal(self, to: tuple, faces: bool) -> None:
        """The reveal's cards (and the Teepee's draw) fly off the headbands to ``to``,
        face up when ``faces``, one just after another."""
        st, look = self.stage, self.look
        if st.reveal is None:
            return
        k = 0
        for s, cs in st.reveal["cards"]:
            for i, c in enumerate(cs):
                x, y, _ = look.card_place(s, i, len(cs))
                st.undealt.add((s, i))
                self._fly((x, y), to, c if faces else None, dur=FLY + 0.05 * k)
                k += 1
        if st.teepee is not None:
            s, i = st.teepee.slot
            x, y, _ = look.card_place(s, i, look.hand_size(s))
            self._fly((x + TEEPEE_OFF[0], y + TEEPEE_OFF[1]), to,
                      st.teepee.card if faces else None, dur=FLY + 0.05 * k)
        st.teepee = None

    # the reveal ---------------------------------------------------------------------------------
    def _ev_challenge(self, e: dict) -> None:
        name, bidder = self.seat_name(e["seat"]), self.seat_name(e["bidder"])
        bid = self.view["bid"]
        t = self._tween(0.45, ease=ease_out_back)

        def on() -> None:
            sound.play("challenge")
            self.stage.pops[e["seat"]] = t
            self._caption(f"Coyote! {name} challenges {bidder}'s bid of {bid}", "info", 1.4)
        self._queue(on, t, Wait(0.6))

    # feathers, discards -----------------------------------------------------------------------
    def _ev_feather(self, e: dict) -> None:
        seat, lost = e["seat"], e["lost"]

        def go() -> None:
            sound.play("feather")
            gone = self.stage.gone
            have = self.view["players"][seat]["feathers"] - gone.get(seat, 0)
            slots = art.feather_slots(self.look.band_centre(seat), have)
            for k in range(min(lost, have)):
                x, y, a = slots[have - 1 - k]
                side = 1 if a >= 0 else -1
                # the box's long side runs along the feather, drawn turned by +90; a
                # little flick up and inwards, then it floats down, swaying, onto the
                # seat's ledge
                self.world.toss((x, y), (-side * (30 + 20 * k), -260 - 30 * k),
                                size=(art.FEATHER[1] - 6, 7), angle=-a - 90, spin=side * -40,
                                mass=0.2, drag=FEATHER_DRAG, flutter=90.0,
                                data=(self.app.theme.seat(seat),
                                      self.panel_rect(seat).bottom - 8))
            gone[seat] = gone.get(seat, 0) + lost
        self._queue(go, Wait(1.1))

    def _ev_discard(self, e: dict) -> None:
        def go() -> None:
            sound.play("shuffle")  # the round's cards swept to the discard pile
            self._sweep_reveal(DISCARD_POS, faces=True)
            self.stage.piles["discard"] = list(self.stage.piles["discard"]) + list(e["cards"])
        # the reveal snapshot stops here, the cards still on the headbands
        self._queue(Hold(self.stage, "reveal"), go, Wait(FLY + 0.3))

    # ----- physics: floors under each seat for fallen feathers ----------------------------------
    def _build_floors(self) -> None:
        for seg in self._floors:
            self.world.space.remove(seg)
        self._floors = []
        for s in range(self.view["num_seats"]):
            r = self.panel_rect(s)
            x0, x1, y = r.x + 8, r.x + TEXT_X - 6, r.bottom - 8
            for a, b in (((x0, y), (x1, y)), ((x0, y - 60), (x0, y)), ((x1, y - 60), (x1, y))):
                self._floors.append(self.world.wall(a, b, 2))

    def _step_physics(self, dt: float) -> bool:
        for piece in self.world.pieces:
            # near the ledge the sway stops, so the feather tips over and lies flat
            if piece.flutter and piece.body.velocity.y > 0 and \
                    piece.pos[1] > piece.data[1] - 24:
                piece.flutter = 0.0
        if self.events.anim.speed <= 0:
            self.world.settle()  # "no animation": feathers land at once
        moving = self.world.update(dt)
        st = self.stage
        if st.sweep is not None and st.sweep.done:
            self.world.clear()
            st.sweep = None
        return moving

    # ----- the frame ----------------------------------------------------------------------------
    def update_table(self, dt: float) -> bool:
        moving = super().update_table(dt)
        # seats to choose among breathe a moment, then hold still (scenes.tables.glow): a
        # human thinking it over costs no redraws
        targets = self.controls.targets() if self.controls is not None else []
        self.breathe(tuple(targets) if targets else None)
        return moving

    def human_to_act(self) -> int | None:
        if self.stage.reveal is not None:
            return None  # the reveal on show belongs to the last round
        return super().human_to_act()

    def handle_table(self, event: Any) -> bool:
        targets = self.controls.targets()
        if targets and event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for s in targets:
                if self.panel_rect(s).collidepoint(event.pos):
                    self.controls.send(f"shaman {self.controls.mode} {s}")
                    return True
        return super().handle_table(event)

    # ----- snapshots ----------------------------------------------------------------------------
    def _come_to_rest(self) -> None:
        for _ in range(240):  # let the lost feather come to rest
            if not self._step_physics(1 / 60):
                break
        self.events.anim.clear()
        self.stage.caption = None

def _reorder(events: list[dict]) -> list[dict]:
    """A pile refilled while dealing is shown before the deal (the engine lists it after)."""
    out = list(events)
    for i, e in enumerate(out):
        if e["type"] == "deal":
            later = [x for x in out[i + 1:] if x["type"] == "reshuffle"]
            if later:
                rest = [x for x in out[i + 1:] if x["type"] != "reshuffle"]
                return out[:i] + later + [e] + rest
            break
    return out


__all__ = ["TilsitTable"]
