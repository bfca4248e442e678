"""A table that waits for a human is idle (issue 26, item 4).

While a player thinks (minutes, perhaps) the table may redraw only what changes: here
each of the five tables is played to its human's decision and stepped through many
simulated frames with no input, and the frames it draws are counted. The lit spaces
of Coyote Moon and the lit places of the Helena map breathe a moment when they light
up (``scenes.tables.glow.Breath``: a few redraws a second) and then hold still, still
clearly lit. The figures (share of a core) come from ``coyotes-table frames``; these
tests assert the behaviour behind them, not time.
"""

from __future__ import annotations

import time

import pygame
import pytest

from scenes import app as app_module
from scenes.painter import Painter
from scenes.tables import TABLES, table_class
from scenes.tables.coyote_moon import art as moon_art
from scenes.tables.glow import BREATHE, HOLD, RATE, Breath
from scenes.tables.three_card_coyote import art as helena
from tests import table_driver as driver

GAMES = sorted(TABLES)
FPS = 60


@pytest.fixture(autouse=True)
def _display():
    driver.init_display()


def at_decision(game_id, kinds=("human", "easy", "easy"), seed=3, ready=None):
    """A table played (animations skipped) to its human's decision with live controls;
    with ``ready``, the human plays its first legal action until ``ready(table)``."""
    app, table = driver.make_table(game_id, table_class(game_id), list(kinds), seed=seed)
    for _ in range(4000):
        if table.busy():
            table.skip_animations()
        driver.frame(app, table, 1 / FPS)
        seat = table.human_to_act()
        if seat is not None and app.top is table and not table.controls.waiting:
            if ready is None or ready(table):
                return app, table, seat
            assert table.act(seat, table.game.legal_actions(seat)[0])
    raise AssertionError(f"{game_id}: no human decision came up")


def step(app, seconds, dt=1 / FPS):
    """Frames drawn over ``seconds`` of simulated frames with no input."""
    return sum(bool(app.frame([], dt)) for _ in range(round(seconds / dt)))


def still_waiting(table, seat, history):
    assert table.human_to_act() == seat and not table.controls.waiting
    assert len(table.game.history) == history, "the table went on without the human"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_waiting_for_a_human_draws_nothing_once_settled(game_id):
    app, table, seat = at_decision(game_id)
    history = len(table.game.history)
    step(app, BREATHE + 0.5)  # a highlight's first breath, a banner's tail
    assert step(app, 10.0) == 0
    still_waiting(table, seat, history)
    # and the idle loop is not asked to wake for anything on this table
    assert table.next_change() is None
    assert not app.update(1 / FPS)


def _moon_lit_circles(monkeypatch):
    centres: list = []
    real = Painter.circle

    def circle(self, color, center, r, width=0):
        centres.append((tuple(round(v) for v in center), r))
        return real(self, color, center, r, width)
    monkeypatch.setattr(Painter, "circle", circle)
    return centres


def test_moon_lit_spaces_breathe_a_moment_then_hold_still_and_lit(monkeypatch):
    app, table, seat = at_decision("coyote-moon")
    reach = table.reach()
    assert reach, "a turn's first step lights the spaces the pawn can reach"
    history = len(table.game.history)
    drawn = step(app, BREATHE + 0.5)
    # a few steps a second while it breathes, never a redraw every frame
    assert 3 <= drawn <= BREATHE * RATE + 3, drawn
    assert step(app, 10.0) == 0
    assert table.breath.glow(table.clock) == HOLD
    still_waiting(table, seat, history)
    # the held picture still lights every reachable space
    centres = _moon_lit_circles(monkeypatch)
    app.invalidate()
    assert app.frame([], 1 / FPS)
    for name in reach:
        x, y = moon_art.SPACE_POS[name]
        assert any(c == (round(x), round(y)) for c, _ in centres), name


def test_moon_pointing_at_a_lit_space_marches_its_route_a_moment_then_stops():
    app, table, seat = at_decision("coyote-moon")
    step(app, BREATHE + 0.5)
    target = max(table.reach(), key=table.reach().get)
    pos = tuple(round(v) for v in moon_art.SPACE_POS[target])
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    assert table.walk.hover == target and table.walk.target() == target
    drawn = step(app, BREATHE + 0.5)
    assert 3 <= drawn <= BREATHE * RATE + 3, drawn
    assert step(app, 5.0) == 0
    assert table.walk.hover == target  # still pointed at, drawn still


def test_moon_a_bot_thinking_still_moves_every_frame():
    """Only a wait for a human holds still: a bot's thinking ring moves as before."""
    app, table = driver.make_table("coyote-moon", table_class("coyote-moon"),
                                   ["easy", "easy"], anim_speed=0.0)
    table.THINK = (5.0, 5.0)  # a long visible moment
    for _ in range(2000):
        if table.busy():
            table.skip_animations()
        app.frame([], 1 / FPS)
        if table.driver.thinking_seat is not None:
            break
    assert table.driver.thinking_seat is not None
    assert step(app, 0.5) >= 0.5 * FPS - 1


def _beat_with_lit_places(table):
    return table.controls.mode == "turn" and bool(table.target_places())


def test_helena_lit_places_breathe_a_moment_then_hold_still_and_lit(monkeypatch):
    app, table, seat = at_decision("three-card-coyote", ("human", "easy"), seed=4,
                                   ready=_beat_with_lit_places)
    places = table.target_places()
    history = len(table.game.history)
    drawn = step(app, BREATHE + 0.5)
    assert 3 <= drawn <= BREATHE * RATE + 3, drawn
    assert step(app, 10.0) == 0
    assert table.next_change() is None
    still_waiting(table, seat, history)
    rects: list = []
    real = Painter.rect

    def rect(self, color, r, width=0, radius=0):
        rects.append(pygame.Rect(r))
        return real(self, color, r, width, radius)
    monkeypatch.setattr(Painter, "rect", rect)
    app.invalidate()
    assert app.frame([], 1 / FPS)
    for place in places:
        assert helena.cell(place) in rects, place


def test_breath_steps_and_holds():
    b = Breath(breathe=1.0, rate=4.0)
    assert b.next_change(0.0) is None and not b.due(0.0)  # nothing lit: nothing to do
    b.light("a", 10.0)
    assert b.due(10.0)
    b.drawn(10.0)
    assert not b.due(10.2) and b.due(10.25)  # a step every quarter second
    assert b.next_change(10.1) == pytest.approx(0.15)
    b.drawn(10.5)
    assert b.glow(10.5) != HOLD
    assert b.still(11.0) and b.glow(11.0) == HOLD and b.next_change(11.0) is None
    b.drawn(11.0)
    assert not b.due(30.0)  # held: no more redraws however long it waits
    b.light("a", 40.0)  # the same thing lit: no new breath
    assert not b.due(40.0)
    b.light("b", 40.0)  # something else lit: it breathes again
    assert b.due(40.0) and b.next_change(40.0) == pytest.approx(0.25)


def test_idle_wait_returns_input_at_once_and_nothing_after_its_timeout():
    pygame.display.init()
    pygame.display.set_mode((64, 48))
    pygame.event.clear()
    t0 = time.perf_counter()
    assert app_module.wait_events(60) == []
    assert time.perf_counter() - t0 >= 0.05
    pygame.event.post(pygame.event.Event(app_module.WAKE_EVENT))
    t0 = time.perf_counter()
    got = app_module.wait_events(5000)
    assert [e.type for e in got] == [app_module.WAKE_EVENT]
    assert time.perf_counter() - t0 < 1.0


def test_notcoup_response_timer_redraws_once_a_second_not_every_frame():
    """The countdown's figure changes once a second: the table asks for a redraw then,
    and the idle loop is woken for it, not every frame."""
    import pygame as pg

    from scenes.tables import table_class
    from tests.table_driver import frame, make_table

    app, table = make_table("notcoup", table_class("notcoup"), ["human", "medium"], seed=11)
    c = table.controls
    for _ in range(2000):
        frame(app, table)
        seat = table.human_to_act()
        if seat is not None and c.key and c.key[2] in ("challenge", "counter"):
            break
        if seat is not None:
            legal = table.game.legal_actions(seat)
            table.act(seat, "income" if "income" in legal else legal[-1])
    frame(app, table, 1.0)
    app.dispatch(pg.event.Event(pg.KEYDOWN, key=pg.K_t, mod=0, unicode="t", scancode=0))
    assert c.seconds_left() == 10
    frame(app, table, 0.01)
    drawn = sum(app.frame([], 0.05) for _ in range(40))  # two seconds
    assert drawn <= 4, f"{drawn} frames drawn in 2 s of countdown"
    assert 0 < table.next_change() <= 1.0
