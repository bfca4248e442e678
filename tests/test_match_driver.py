"""The match driver (scenes/match_driver.py) headless: a real engine, a clock run by
hand and a bot worker that answers at once (or not at all)."""

from __future__ import annotations

from concurrent.futures import Future
from types import SimpleNamespace

import pytest

from game.core import IllegalAction
from game.match import Match
from game.paths import autosave_path
from game.saves import SeatSpec, load
from scenes import bot_worker
from scenes.match_driver import MatchDriver, Move

GAME = "coyote-heidelbaer"  # two seats play a whole game in about a dozen moves


class AtOnce:
    """An executor that runs what it is given before handing back its future."""

    def __init__(self) -> None:
        self.calls = 0

    def submit(self, fn, *args):
        self.calls += 1
        f: Future = Future()
        try:
            f.set_result(fn(*args))
        except Exception as e:  # noqa: BLE001 - handed on, as a real pool would
            f.set_exception(e)
        return f


class Never(AtOnce):
    """A worker process that never answers."""

    def submit(self, fn, *args):
        self.calls += 1
        return Future()


def worker(processes=None):
    """Stands in for scenes.bot_worker: after a failure, bots think on the thread."""
    w = SimpleNamespace(processes=processes, threads=AtOnce(), failed=[],
                        decide_remote=bot_worker.decide_remote)
    w.process_pool = lambda: w.processes
    w.thread_pool = lambda: w.threads

    def process_failed():
        w.failed.append(True)
        w.processes = None
    w.process_failed = process_failed
    return w


def driver(kinds, think=1.0, processes=None, **match):
    m = Match(GAME, [SeatSpec(f"P{i}", k) for i, k in enumerate(kinds)], {}, 3, **match)
    return MatchDriver(m, lambda: think, worker=worker(processes))


def human_first(*kinds):
    return driver(["human", *kinds], stack={"start": 0, "decks": []})


def test_a_bot_moves_once_its_thinking_moment_is_over():
    d = driver(["easy", "easy"])
    seat = d.game.to_act()[0]
    assert d.bot_move(0.0) is None and d.thinking_seat == seat  # sent to the worker
    assert d.pending is not None and d.pending.done()  # it has answered already...
    assert d.bot_move(0.9) is None and not d.game.history  # ...but is still "thinking"
    move = d.bot_move(1.0)
    assert move is not None and move.seat == seat and d.thinking is None
    assert move.action in d.game.legal_actions(seat)
    d.apply(move.seat, move.action)
    assert len(d.game.history) == 1 and d.worker.threads.calls == 1


def test_a_human_seat_waits_and_no_bot_thinks_meanwhile():
    d = human_first("easy")
    assert d.asked().humans == (0,) and not d.asked().public
    for now in (0.0, 5.0, 50.0):
        assert d.bot_move(now) is None and d.thinking is None
    assert d.worker.threads.calls == 0 and not d.game.history
    assert d.newly_asked(d.asked()) and not d.newly_asked(d.asked())  # cued once
    with pytest.raises(IllegalAction):
        d.apply(1, d.game.legal_actions(0)[0])  # not seat 1's turn: refused, not applied
    assert not d.game.history


def test_fast_forward_plays_the_bots_straight_on_to_the_end():
    d = driver(["easy", "easy"], think=99.0)
    d.think_time = lambda: d.think_moment((0.6, 1.0), 1.0)
    assert d.spectating() and d.think_moment((0.6, 1.0), 1.0) > 0
    assert d.faster() and d.fast == 1 and d.think_moment((0.6, 1.0), 1.0) == 0.0
    moves = 0
    for _ in range(200):  # the clock never moves: no thinking moment is waited for
        move = d.bot_move(0.0)
        if move is not None:
            d.apply(move.seat, move.action)
            moves += 1
        if d.game.is_terminal():
            break
    assert d.game.is_terminal() and moves == len(d.game.history) > 0
    assert not d.spectating() and not d.faster()  # over: nothing left to hurry
    assert d.faster() is False and d.fast == 1


def test_fast_forward_waits_for_a_human_who_can_still_play():
    d = human_first("easy")
    assert not d.spectating() and not d.faster() and d.fast == 0


def test_autosave_after_each_move_and_cleared_at_the_end():
    d = human_first("easy")
    path = autosave_path()
    assert not path.exists()
    for _ in range(400):
        if d.game.is_terminal():
            break
        if d.asked().humans:
            d.apply(0, d.game.legal_actions(0)[0])
        else:
            move = d.bot_move(0.0) or d.bot_move(10.0)
            assert isinstance(move, Move)
            d.apply(move.seat, move.action)
        if not d.game.is_terminal():
            assert load(path).game.history == d.game.history  # saved after every move
    assert d.game.is_terminal() and not path.exists()


def test_a_bots_only_game_leaves_no_autosave():
    d = driver(["easy", "easy"])
    move = d.bot_move(0.0) or d.bot_move(1.0)
    d.apply(move.seat, move.action)
    assert not d.autosave_enabled and not autosave_path().exists()


def test_a_worker_process_bot_comes_back_with_its_state_and_time():
    pool = AtOnce()
    d = driver(["easy", "easy"], processes=pool)
    seat = d.game.to_act()[0]
    d.bot_move(0.0)
    assert d.thinking.remote and pool.calls == 1
    move = d.bot_move(1.0)
    assert move.action in d.game.legal_actions(seat)
    assert len(d.match.think_times[seat]) == 1  # the worker's time is kept


def test_a_silent_worker_is_given_up_on_for_a_thread():
    d = driver(["easy", "easy"], processes=Never())
    wall = [0.0]
    d.wall_clock = lambda: wall[0]
    d.bot_move(0.0)
    assert d.bot_move(100.0) is None and d.thinking.remote  # patient on scene time
    wall[0] += d.WORKER_PATIENCE + 0.1
    assert d.bot_move(100.0) is None and d.worker.failed  # now thinking on a thread
    assert not d.thinking.remote and d.bot_move(200.0) is not None


def test_a_bot_choosing_an_illegal_action_is_an_error():
    d = driver(["easy", "easy"], processes=AtOnce())
    d.bot_move(0.0)
    d.thinking.legal = []  # whatever the worker's bot chose, it was not offered
    with pytest.raises(IllegalAction):
        d.bot_move(1.0)
