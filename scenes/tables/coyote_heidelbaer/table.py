"""The HeidelBÄR Coyote table: the headband table with peek cards for eyes.

Seats sit around an oval table, the viewer at the bottom. Every card stands in
its holder facing outward, so the viewer sees every card but their own (its
back shows). The view draws only what ``observation(viewer)`` says; the public
reveal event is the only other source of faces.

``HeadbandTable`` plays the deal, the bids and the reveal's frame; this table adds
what is HeidelBÄR's own: peeks and the Coyote draw, the trickster's guesses, eyes
opening and closing, discarded peek cards tossed onto the felt (``events``), the
count's `?` and Max 0 steps (``reveal``), and the felt those cards slide on.
"""

from __future__ import annotations

from typing import Any

from game.coyote_heidelbaer.narrate import narrate
from scenes import sound
from scenes.painter import LOGICAL_W
from scenes.physics import World
from scenes.tables.coyote_heidelbaer.controls import Controls
from scenes.tables.coyote_heidelbaer.events import HeidelbaerEvents
from scenes.tables.coyote_heidelbaer.reveal import HeidelbaerReveal
from scenes.tables.coyote_heidelbaer.stage import HeidelbaerStage
from scenes.tables.coyote_heidelbaer.view import FELT, HeidelbaerView
from scenes.tables.headband_table import HeadbandTable

DAMPING = 0.12                      # share of speed a sliding card keeps after 1 s


class HeidelbaerTable(HeadbandTable):
    EVENT_HANDLERS = {
        "deal": "animate.deal", "bid": "animate.bid", "peek": "animate.peek",
        "coyote": "animate.coyote", "challenge": "animate.challenge",
        "guess": "animate.guess",
        "guesses": None,   # shown after the verdict, from the reveal's own list
        "reveal": "animate.reveal", "eye": "animate.eye", "discard": "animate.discard",
        "out": "animate.out", "game_over": "animate.game_over",
    }
    HEAVY = ("reveal", "deal", "discard")
    STAGE = HeidelbaerStage
    VIEW = HeidelbaerView
    REVEAL = HeidelbaerReveal
    EVENTS = HeidelbaerEvents
    narrate = staticmethod(narrate)

    def __init__(self, app: Any, match: Any) -> None:
        self.world = _make_world()   # discarded peek cards slide on the felt
        super().__init__(app, match)
        self.controls = Controls(self)
        self.play_opening()
        lr = self.view.get("last_reveal")
        if self.view["phase"] == "discard" and lr and lr["round"] == self.view["round"]:
            self.script.still(lr)  # resumed while the loser picks a peek card

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
