"""The real frame loop, in real time, with no input at all, never stalls.

Players met a table that sat on "Click or press Space to skip the animation"
until the mouse moved: the loop slept through a timed hold. Here ``App.run``
itself runs (dummy video driver, the real clock, no events posted) through
bots-only games of every game to the results screen, and through games with one
human who acts the moment the controls show, to the end; each within a wall-time
bound far above what the game needs.
"""

from __future__ import annotations

import time

import pygame
import pytest

from game.match import Match
from scenes.menu import MenuScene
from scenes.results import ResultsScene
from scenes.tables import TABLES, table_class
from tests.table_driver import init_display, seat_specs

GAMES = sorted(TABLES)
SPEED = 25.0   # animation speed setting: the loop and its waits are real, only shorter
BOUND = 150.0  # wall seconds; a stalled loop never ends on its own, so this is a hang


def run_table(game_id, kinds, on_frame, seed=11):
    """Open a real (dummy-driver) window on a table and run ``App.run`` until
    ``on_frame(app, table)`` says stop; return the wall time and the table."""
    from scenes.app import App
    from scenes.settings_store import Settings

    init_display()
    app = App((640, 360), settings=Settings(anim_speed=SPEED))
    app.open_window()
    app.push(MenuScene(app))
    table = table_class(game_id)(app, Match(game_id, seat_specs(kinds, game_id), {}, seed))
    app.push(table)
    real_frame = app.frame
    real_draw = app.draw
    pygame.event.clear()

    def draw():
        # what the last picture on screen showed: whose controls were live, any notice
        app.shown = {"turn": table.human_to_act(), "notice": table.notice,
                     "busy": table.busy()}
        real_draw()
    app.shown = {}
    app.draw = draw

    def frame(events, dt, idle=0.0):
        assert not events, "the test posts no input"
        drawn = real_frame(events, dt, idle) if idle else real_frame(events, dt)
        if on_frame(app, table):
            app.quit()
        return drawn
    app.frame = frame
    t0 = time.monotonic()
    app.run(quit_after=BOUND)
    return time.monotonic() - t0, app, table


@pytest.mark.parametrize("game_id", GAMES)
def test_bots_only_game_reaches_its_results_without_input(game_id):
    took, app, table = run_table(
        game_id, ["easy", "medium", "easy"],
        lambda app, table: isinstance(app.top, ResultsScene))
    assert isinstance(app.top, ResultsScene), (
        f"stalled: {table.game.status_line()} after {took:.0f} s, "
        f"{len(table.game.history)} actions")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_human_gets_live_controls_every_turn_without_input(game_id):
    turns = []

    def on_frame(app, table):
        if isinstance(app.top, ResultsScene):
            return True
        seat = table.human_to_act()
        # act only once the picture on screen shows this seat's controls, as a player
        # would: a loop that never draws them stalls here, and the bound catches it
        if seat is not None and app.top is table and app.shown.get("turn") == seat:
            assert table.controls is not None
            turns.append(len(table.game.history))
            # act as a click would, then leave the loop to itself again
            legal = table.game.legal_actions(seat)
            call = [a for a in legal if a in ("challenge", "coyote", "end")]
            table.act(seat, (call or legal)[0])
        return False

    took, app, table = run_table(game_id, ["human", "easy", "medium"], on_frame)
    assert isinstance(app.top, ResultsScene), (
        f"stalled: {table.game.status_line()} after {took:.0f} s and {len(turns)} turns")
    assert turns


@pytest.mark.parametrize("game_id", GAMES)
def test_a_notice_goes_away_on_its_own(game_id):
    """A refused click's notice expires with no input, and the screen shows it gone."""
    state = {}

    def on_frame(app, table):
        if table.human_to_act() is None or app.shown.get("turn") is None:
            return False
        if "said" not in state:
            table.say("Not that one.")
            state["said"] = time.monotonic()
            return False
        return app.shown.get("notice") is None

    took, app, table = run_table(game_id, ["human", "easy", "easy"], on_frame)
    assert "said" in state and app.shown.get("notice") is None, "the notice never went"
    assert time.monotonic() - state["said"] < BOUND / 2


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_waiting_for_a_human_sleeps_in_the_real_loop(game_id):
    """Once a human's decision is on screen and its highlight has settled, the real loop
    draws nothing and wakes only a few times a second (issue 26: a table that waits
    is idle; ``coyotes-table frames`` prints what that costs)."""
    from scenes.app import IDLE_WAKE_MS
    from scenes.tables.glow import BREATHE

    state: dict = {}
    window = 2.0

    def on_frame(app, table):
        seat = table.human_to_act()
        if seat is None or app.top is not table or table.controls.waiting \
                or app.shown.get("turn") != seat:
            if "t0" in state:
                state["moved"] = True
                return True
            return False
        now = time.monotonic()
        state.setdefault("since", now)
        if now - state["since"] < BREATHE + 0.5:
            return False
        if "t0" not in state:
            state.update(t0=now, frames=app.frames, calls=0, history=len(table.game.history))
            return False
        state["calls"] += 1
        return now - state["t0"] >= window

    took, app, table = run_table(game_id, ["human", "easy", "medium"], on_frame)
    assert "t0" in state and "moved" not in state, f"no still decision after {took:.0f} s"
    assert len(table.game.history) == state["history"]
    assert app.frames == state["frames"], "a table waiting for a human drew"
    assert state["calls"] <= window * 1000 / IDLE_WAKE_MS + 3, state["calls"]
