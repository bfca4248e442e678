"""The Tilsit Coyote table: the headband table with feathers and the Shaman card.

Seats sit around an oval table, the viewer at the bottom. Each seat wears its
card(s) on a headband with its feathers fanned behind; the viewer's own cards
show their backs. Between the seats lie the draw pile and the discard pile,
with their counts, since counting cards is part of this game.

``HeadbandTable`` plays the deal, the bids and the reveal's frame; this table adds
what is Tilsit's own: the Shaman powers, a second card taken, a feather floating
down, the cards going to the discard pile or, with the Moon, everything shuffled into
a new draw pile (``events``), the reveal's count (``reveal``: cards turn over, the
Teepee draws, the Spirit cancels, the Chief doubles, then the negative cards), the
piles' counts kept in step, and the ledges fallen feathers land on.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.coyote_tilsit import notation as N
from game.coyote_tilsit.narrate import narrate
from scenes.physics import World
from scenes.tables.coyote_tilsit.controls import Controls
from scenes.tables.coyote_tilsit.events import TilsitEvents
from scenes.tables.coyote_tilsit.reveal import TilsitReveal
from scenes.tables.coyote_tilsit.stage import TilsitStage
from scenes.tables.coyote_tilsit.view import TEXT_X, TilsitView
from scenes.tables.glow import Breath
from scenes.tables.headband_table import HeadbandTable

GRAVITY = 260.0  # px/s^2 for a falling feather: light, it floats


class TilsitTable(HeadbandTable):
    EVENT_HANDLERS = {
        "deal": "animate.deal", "reshuffle": "animate.reshuffle", "bid": "animate.bid",
        "shaman": "animate.shaman", "take": "animate.take",
        "direction": "animate.direction", "cancel": "animate.cancel",
        "challenge": "animate.challenge", "reveal": "animate.reveal",
        "feather": "animate.feather", "out": "animate.out", "discard": "animate.discard",
        "game_over": "animate.game_over",
    }
    STAGE = TilsitStage
    VIEW = TilsitView
    REVEAL = TilsitReveal
    EVENTS = TilsitEvents
    narrate = staticmethod(narrate)

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
                    self.controls.send(N.format(N.Shaman(self.controls.mode, s)))
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
