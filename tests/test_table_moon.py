"""The Coyote Moon table scene, headless: bots race to the end, clicks send steps.

The table is driven through its real update loop on an off-screen surface; bot
decisions come from the worker as in the app, and each frame waits for them.
"""

from __future__ import annotations

import pygame
import pytest

from game.match import Match
from game.saves import SeatSpec
from scenes.gate import PassGate
from scenes.tables import table_class
from scenes.tables.coyote_moon import art
from scenes.tables.coyote_moon.table import MoonTable
from tests import table_driver as driver
from tests.table_driver import click, frame, new_app, text_boxes


@pytest.fixture(autouse=True)
def _display():
    driver.init_display()


def make_table(kinds, **kw):
    return driver.make_table("coyote-moon", MoonTable, kinds, **kw)


def wait_for_human(app, table, seat, frames=400):
    if not driver.wait_for_human(app, table, seat, frames):
        raise AssertionError(f"seat {seat} never got the turn")


def test_registry_maps_the_game_to_this_table():
    assert table_class("coyote-moon") is MoonTable


def test_every_space_has_a_distinct_spot_that_a_click_finds():
    for name, pos in art.SPACE_POS.items():
        assert art.space_at(pos) == name


def test_bots_only_match_runs_to_the_end_through_the_table():
    app, table = make_table(["easy", "random", "easy"], anim_speed=3.0, seed=11)
    assert table.busy()  # the set-up is animating
    driver.play_to_results(app, table, 30000)
    assert any("wins the race" in line or "no winner" in line for line in table.log_lines)
    assert table.privacy.viewer is None
    assert not table.events.undeclared  # every event met has a declared handler (or None)


def test_every_declared_handler_is_a_method_of_the_animator():
    app, table = make_table(["easy", "easy"], seed=3)
    for kind, name in MoonTable.EVENT_HANDLERS.items():
        if name is not None:
            assert callable(table.events.handler(kind)), kind


def test_set_up_lays_every_stone_and_settles_the_dice_on_the_rolled_faces():
    app, table = make_table(["easy", "easy"], anim_speed=1.0, seed=5)
    faces = {e["seat"]: e["face"] for e in table.game.initial_events()
             if e["type"] == "start_roll"}
    assert table.stage.hidden_coins and table.stage.hidden_pawns
    settled_faces = {}
    for _ in range(4000):
        app.frame([], 1 / 60)
        if table.stage.dice.kind == "start" and table.world.pieces and table.world.settled \
                and not settled_faces:
            settled_faces = {p.data["seat"]: p.data["shown"] for p in table.world.pieces}
        if not table.stage.hidden_pawns:
            break
    assert settled_faces == faces  # each die came to rest showing what the engine rolled
    assert not table.stage.hidden_coins
    assert table.stage.rest_dice == faces


def test_clicking_a_lit_space_sends_the_step_and_walks_the_route():
    # seat 0 starts on m0 with no stones around: every step costs 1
    app, table = make_table(["human", "easy"], seed=2,
                            stack={"coins": [None] * 24, "first": 0, "starts": ["null", "ace"],
                                   "moons": ["null", "ace", "2", "3", "4", "5"]})
    wait_for_human(app, table, 0)
    reach = table.reach()
    assert reach == table.game.reachable(0) and "o0a" in reach
    click(app, art.SPACE_POS["o0a"])
    assert table.game.history[-1] == (0, "step o0a")
    for _ in range(50):
        frame(app, table)
    # a far space: the route is walked one step action at a time
    assert table.human_to_act() == 0
    assert table.reach().get("m1") == 2
    n = len(table.game.history)
    click(app, art.SPACE_POS["m1"])
    for _ in range(60):
        frame(app, table)
    assert table.game.history[n:] == [(0, "step o0b"), (0, "step m1")]
    assert table.view["pawns"][0] == "m1"
    # an unreachable space only says so
    click(app, art.SPACE_POS["m4"])
    assert table.notice is not None and len(table.game.history) == n + 2


def test_keyboard_arrows_reach_the_lit_spaces_and_enter_steps():
    app, table = make_table(["human", "easy"], seed=2,
                            stack={"coins": [None] * 24, "first": 0, "starts": ["null", "ace"],
                                   "moons": ["null", "ace", "2", "3", "4", "5"]})
    wait_for_human(app, table, 0)
    spots = {s.space for s in table.controls.spots}
    assert spots == set(table.reach())
    # Tab past the buttons onto the first lit space, then Enter walks there
    form = table.controls.form
    for _ in range(10):
        if type(form.focused).__name__ == "SpaceSpot":
            break
        table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, unicode="\t", mod=0))
    target = form.focused.space
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, unicode="\r", mod=0))
    for _ in range(60):
        frame(app, table)
    assert table.game.observation(0)["pawns"][0] == target


def test_pick_up_drop_undo_and_end_turn_from_the_controls():
    app, table = make_table(["human", "easy"], seed=2,
                            stack={"coins": {"m0": ["sa"], "o0a": ["s2"]}, "first": 0,
                                   "starts": ["null", "ace"],
                                   "moons": ["null", "ace", "2", "3", "4", "5"]})
    wait_for_human(app, table, 0)
    chips = [c for c in table.controls.chips if c.action.startswith("pickup")]
    assert [c.action for c in chips] == ["pickup suns"]
    click(app, chips[0].rect.center)
    assert table.game.history[-1] == (0, "pickup suns")
    for _ in range(30):
        frame(app, table)
    assert table.view["hands"][0]  # the stone is in the hand panel, face up
    # a revealed value cannot be taken back
    assert not table.controls.buttons["undo"].enabled
    click(app, art.SPACE_POS["o0a"])
    for _ in range(30):
        frame(app, table)
    assert table.controls.buttons["undo"].enabled
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_u, unicode="u", mod=0))
    assert table.game.history[-1] == (0, "pickup suns")
    assert table.game.observation(0)["pawns"][0] == "m0"
    for _ in range(5):
        frame(app, table)
    drop = [c for c in table.controls.chips if c.action.startswith("drop")]
    assert [c.action for c in drop] == ["drop suns ace"]
    click(app, drop[0].rect.center)
    assert table.game.history[-1] == (0, "drop suns ace")
    for _ in range(30):
        frame(app, table)
    click(app, table.controls.buttons["end"].rect.center)
    assert table.game.history[-1] == (0, "end")


def test_two_humans_pass_and_play_need_no_gate_and_see_each_turn():
    """Nothing on the Moon table is one seat's secret: turns pass with no hand-over
    screen, and each human's turn is drawn from their own seat."""
    app, table = make_table(["human", "human"], seed=4)
    drawn_for = []
    real = table.draw_table

    def spy(p):
        drawn_for.append(table.privacy.viewer)
        real(p)
    table.draw_table = spy
    turns = []
    for _ in range(3000):
        if len(turns) >= 4:
            break
        assert not isinstance(app.top, PassGate)
        frame(app, table)
        seat = table.human_to_act()
        if seat is not None:
            legal = table.game.legal_actions(seat)
            steps = [a for a in legal if a.startswith("step ")]
            if not turns or turns[-1] != seat:
                turns.append(seat)
            assert table.act(seat, steps[0] if steps and table.view["mp_left"] > 2 else "end")
    first = table.game.first
    assert turns[:4] == [first, 1 - first, first, 1 - first]
    assert set(drawn_for) == {0, 1}


def test_autosave_after_an_action_and_a_resumed_game_keeps_the_board():
    from game.paths import autosave_path
    from game.saves import load

    # a save holds no stacked set-up, so take a seed where the human rolls first
    seed = next(s for s in range(100) if Match("coyote-moon", [SeatSpec("a", "easy")] * 2, {},
                                               s).game.first == 0)
    app, table = make_table(["human", "easy"], seed=seed)
    wait_for_human(app, table, 0)
    assert table.act(0, table.game.legal_actions(0)[0])
    assert autosave_path().exists()
    session = load(autosave_path())
    assert session.game.history == table.game.history
    resumed = MoonTable(new_app((800, 600), anim_speed=0.0), Match.from_session(session))
    assert not resumed.busy() and not resumed.stage.hidden_coins
    assert resumed.view["pawns"] == table.game.observation(0)["pawns"]
    assert resumed.log_lines  # the log was rebuilt from the saved actions


def test_skip_finishes_the_set_up_on_click():
    app, table = make_table(["human", "easy"], anim_speed=1.0, seed=9)
    assert table.busy()
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 300), button=1))
    assert not table.busy()
    assert not table.stage.hidden_coins and not table.stage.hidden_pawns


def test_clicks_everywhere_never_crash():
    app, table = make_table(["human", "medium", "easy"], seed=4)
    for x in range(0, 1280, 64):
        for y in range(0, 720, 48):
            click(app, (x, y))
            app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0),
                                            buttons=(0, 0, 0)))
        frame(app, table)
    assert type(app.top).__name__ != "ErrorScene"
    assert table.act(1, "end") is False  # out of turn: a notice, not a crash


@pytest.mark.parametrize("state", ["start", "mid", "setup"])
def test_snapshot_states_render(state):
    app, table = driver.snapshot_table("coyote-moon", MoonTable, state,
                                       colorblind=state == "mid")
    if state == "setup":
        assert table.world.pieces and table.stage.hidden_pawns
    else:
        assert table.human_to_act() == 0 and table.reach()


def test_a_silent_bot_worker_is_waited_for_in_wall_time_then_replaced(monkeypatch):
    # A worker that never answers: the scene clock racing ahead (a test, a slow frame)
    # must not give up on it early; after WORKER_PATIENCE real seconds a thread thinks.
    from concurrent.futures import Future

    import scenes.bot_worker as tb

    class SilentPool:
        def submit(self, *args, **kwargs):
            return Future()  # never done

        def shutdown(self, wait=True, cancel_futures=False):
            pass

    monkeypatch.setattr(tb, "_use_processes", True)
    monkeypatch.setattr(tb, "_PROCS", SilentPool())
    app, table = make_table(["hard", "medium"])
    wall = [1000.0]
    table.driver.wall_clock = lambda: wall[0]
    for _ in range(20):
        app.frame([], 5.0)  # 100 scene seconds, and no wall time at all
    # still waiting on the worker
    assert table.driver.pending is not None and table.driver.thinking.remote
    assert not table.game.history
    wall[0] += table.driver.WORKER_PATIENCE + 0.1
    app.frame([], 0.05)  # patience spent: the seat thinks on a thread instead
    assert not table.driver.thinking.remote and tb._PROCS is None
    frame(app, table)
    frame(app, table)
    assert table.game.history  # the bot's move arrived


def test_undo_is_told_in_words_through_the_match():
    app, table = make_table(["human", "easy"], seed=2,
                            stack={"coins": {"m0": ["sa"], "o0a": ["s2"]}, "first": 0,
                                   "starts": ["null", "ace"],
                                   "moons": ["null", "ace", "2", "3", "4", "5"]})
    wait_for_human(app, table, 0)
    click(app, art.SPACE_POS["o0a"])
    for _ in range(30):
        frame(app, table)
    table.undo_last()
    line = table.log_lines[-1]
    assert line == "Ada takes back the step onto the outer track."
    assert "o0a" not in line and ":" not in line
    app.draw()
    from game.coyote_moon.narrate import action_words
    assert action_words("drop suns ace", []) == "the drop of the suns ace"
    assert action_words("pickup crowns 3", []) == "the pick-up of the crowns 3"


def test_the_table_builds_on_table_base_alone_and_holds_its_parts():
    """Drawing, animation and a human's walk are objects the table holds, not mixins:
    the table and its bases stay small enough to read."""
    import inspect

    from scenes.scene import Scene
    from scenes.table_base import TableBase

    assert MoonTable.__bases__ == (TableBase,)
    methods = sum(1 for cls in MoonTable.__mro__[:MoonTable.__mro__.index(Scene)]
                  for v in vars(cls).values()
                  if inspect.isfunction(v) or isinstance(v, property | staticmethod | classmethod))
    assert methods <= 60, methods


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("shrink", [1.0, 618 / 720])   # the table, and the replay's
def test_the_track_legend_stays_off_the_tiles_when_its_text_is_raised(size, shrink,
                                                                      monkeypatch):
    from scenes.painter import Painter

    p = new_app(size).painter
    tp = Painter(p.surface, p.scale * shrink, (p.ox, p.oy), p.theme, p.store)
    boxes = text_boxes(monkeypatch)
    art._track_legend(tp)
    rim = art.ARENA_R + 14    # where the tiles begin
    cx, cy = art.CENTRE
    for words, r in boxes:
        assert "track" in words
        for corner in (r.topleft, r.topright):
            assert (corner[0] - cx) ** 2 + (corner[1] - cy) ** 2 <= rim ** 2, (words, r)
    assert boxes[0][1].bottom <= boxes[1][1].top + 2    # outer above inner, unoverlapped
