"""The Coyote Moon table: the piecepack ring, seen from above.

Everything in this game is public except the values of stones still lying
suit side up, which nobody knows, so every seat (and a spectator of a bots-only
game) sees the same board; the pass gate between humans is kept anyway, so the
right person is at the screen when their turn starts.

What is drawn lags the engine on purpose: ``view`` is the observation on screen,
refreshed when an animation reaches the moment an event happened. The table holds
four parts and wires them to the scene:

* ``stage`` (``stage.MoonStage``): what is in motion, and what the set-up still hides;
* ``animator`` (``animate.MoonAnimator``): the engine's events, played onto the stage
  (``EVENT_HANDLERS`` says which of its handlers takes which event type);
* ``walk`` (``walk.MoonWalk``): the spaces a human's pawn can reach, lit with their
  cost, and a clicked route walked one ``step`` at a time. The lit spaces, the pawn's
  ring and a pointed route breathe for a moment when they light up, then hold still
  (``glow.Breath``): a table waiting for a human draws nothing until something changes;
* ``moon_view`` (``view.MoonView``): draws the observation and the stage.

Pick-up and drop are coin buttons in the turn panel (``controls``); undo takes back
the turn's actions until a hidden value came to light.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from game.coyote_moon.narrate import narrate
from scenes.table_base import TableBase
from scenes.tables.coyote_moon.animate import MoonAnimator
from scenes.tables.coyote_moon.controls import Controls
from scenes.tables.coyote_moon.dice import DiceTray
from scenes.tables.coyote_moon.stage import MoonStage
from scenes.tables.coyote_moon.view import MoonView
from scenes.tables.coyote_moon.walk import MoonWalk
from scenes.tables.glow import Breath


class MoonTable(TableBase):
    LOG_IN_ANIMATION = True
    MUSIC = "ring"  # the piecepack ring under the moon
    FAST_RECT = (16, 52, 220, 28)  # the board's empty corner; the top bar names the turn
    SNAPSHOT_STATES = ("start", "mid", "setup")
    #: every event type of the game (game.coyote_moon.rules), and its animation
    EVENT_HANDLERS = {
        "ring": "animator.ring",
        "lay": "animator.lay",
        "first_roll": "animator.first_roll",
        "first_player": "animator.first_player",
        "start_roll": "animator.start_roll",
        "turn": "animator.turn",
        "step": "animator.step",
        "pickup": "animator.pickup",
        "drop": "animator.drop",
        "game_over": "animator.game_over",
        "end_turn": None,  # the next "turn" shows whose it is
        "undo": None,      # taken back at once: the board simply shows the turn as it was
    }

    def __init__(self, app: Any, match: Any) -> None:
        # the set-up's scatter and the dice share one sequence, fixed by the seed
        rng = random.Random(match.seed ^ 0x4D4F4F4E)
        self.stage = MoonStage(dice=DiceTray(rng))
        self.world = self.stage.dice.world
        self._moons = list(match.game.observation(0)["moons"])
        self.animator = MoonAnimator(self)
        self.walk = MoonWalk(self)
        self.moon_view = MoonView(self)
        self.breath = Breath()  # the lit spaces' glow while a human decides
        super().__init__(app, match)
        self.view = self.observe()
        self.controls = Controls(self)
        if not self.play_opening():
            for s in range(self.game.num_seats):
                self.stage.rest_dice[s] = self.view["moons"][int(self.view["starts"][s][1:])]

    def viewer_changed(self, old: int | None, new: int | None) -> None:
        super().viewer_changed(old, new)
        self.walk.route = []

    def reach(self) -> dict[str, int]:
        """Spaces the acting human can reach now, with their cost (``walk.reach``)."""
        return self.walk.reach()

    def on_events(self, events: list[dict], seat: int, action: str) -> None:
        self.animator.expect(events)
        self._play_events(events, seat, action)

    def think_time(self) -> float:
        # a turn is many small actions: the first gets the full visible moment, the
        # rest of the same turn a short beat, so a bot's turn reads as one flowing move
        t = super().think_time()
        cur = self.game.to_act()
        if cur and not self.game.is_terminal():
            obs = self.game.observation(cur[0])
            if obs["mp_left"] < obs["mp"] or obs["picked"] or obs["dropped"]:
                return t * 0.3
        return t

    def undo_last(self) -> None:
        seat = self.human_to_act()
        if seat is None or not self.game.can_undo(seat):
            self.say("Nothing to undo this turn.")
            return
        events = self.match.undo(seat)
        self.walk.route = []
        self.log_lines.extend(self.describe(seat, "", events))
        self.autosave()
        self.refresh()
        self.controls.reset()

    # ----- the frame -----------------------------------------------------------------------------
    def update_table(self, dt: float) -> bool:
        moving = self.events.anim.update(dt)
        speed = max(self.events.speed(), 0.0)
        phys = self.stage.dice.update(dt * (speed if speed > 0 else 4.0))
        self.stage.prune()
        # a human deciding: the highlight breathes a moment, redrawn once per step, then
        # holds still; a bot thinking: its pawn's ring and dots move every frame
        self.breathe(self.walk.lit_key())
        waiting = self.driver.thinking_seat is not None
        return moving or phys or waiting

    def update_controls(self, dt: float) -> None:
        self.walk.walk_on()  # a clicked route goes on once the last step has played
        super().update_controls(dt)

    def handle_table(self, event: Any) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.walk.point(event.pos)
        if self.controls.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.walk.click(event.pos)
        return False

    def draw_table(self, p: Any) -> None:
        self.moon_view.draw(p)

    def draw_curtain(self, p: Any) -> None:
        self.moon_view.draw_board(p)

    def describe(self, seat: int, action: str, events: list[dict]) -> list[str]:
        names = [self.seat_name(s) for s in range(len(self.match.seats))]
        lines = (narrate(e, names, list(self._moons)) for e in events)
        return [line for line in lines if line]

    # ----- snapshots (scenes/tools.snapshot) ---------------------------------------------------
    def freeze_for_snapshot(self) -> None:
        """Bring the table to the still the snapshot wants (called by the tools)."""
        state = getattr(self.match, "snapshot_state", None)
        dice = self.stage.dice
        if state == "setup":
            # play the set-up until the start dice have been tumbling for a moment
            for _ in range(6000):
                if dice.kind == "start" and self.clock - dice.thrown_at > 0.45:
                    break
                self.update(1 / 60)
        else:
            self.skip_animations()
            self.refresh()
            if state == "mid":
                seat = self.human_to_act()
                if seat is not None:
                    reach = self.game.reachable(seat)
                    if reach:
                        half = self.game.observation(seat)["mp_left"] / 2
                        self.walk.hover = min(reach, key=lambda s: (abs(reach[s] - half), s))
        self.controls.update(0.0)
        self.app.invalidate()


__all__ = ["MoonTable"]
