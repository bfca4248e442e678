"""Shared helpers for the headless table-scene tests.

Each test file wraps these with its own game id and table class; the logic of
building a table, stepping frames and playing humans through the gate lives here once.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.match import Match  # noqa: E402
from game.saves import SeatSpec  # noqa: E402
from scenes import snapshot_steering  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.gate import PassGate  # noqa: E402
from scenes.results import ResultsScene  # noqa: E402
from scenes.settings_store import Settings  # noqa: E402

NAMES = ["Ada", "Bruno", "Chiara", "Dmitri", "Efua", "Farid"]


def init_display():
    pygame.display.init()
    pygame.font.init()


def new_app(size=(1280, 720), **settings):
    """An App drawing on an off-screen surface, so no window is ever opened."""
    return App(size, settings=Settings(**settings), screen=pygame.Surface(size))


def text_spy(monkeypatch) -> list:
    """Every string any painter draws from now on, in order (a test reads what a player
    would see)."""
    from scenes.painter import Painter

    drawn: list = []
    real = Painter.text

    def text(self, s, pos, *a, **k):
        drawn.append(s)
        return real(self, s, pos, *a, **k)
    monkeypatch.setattr(Painter, "text", text)
    return drawn


def text_boxes(monkeypatch) -> list:
    """Every (string, logical rect) any painter draws from now on, in order (a test reads
    where a player would see each line)."""
    from scenes.painter import Painter

    drawn: list = []
    real = Painter.text

    def text(self, s, pos, *a, **k):
        r = real(self, s, pos, *a, **k)
        drawn.append((s, r))
        return r
    monkeypatch.setattr(Painter, "text", text)
    return drawn


def seat_specs(kinds, game_id=None):
    """Named seats of ``kinds``; with ``game_id``, a bot strength the game does not offer
    (yet) is played by the strongest of those it has, so generic tests cover every table."""
    if game_id is not None:
        from game.registry import built_game

        bots = built_game(game_id).bots
        have = [k for k in ("easy", "medium", "hard") if k in bots] or sorted(bots)
        kinds = [k if k == "human" or k in bots else have[-1] for k in kinds]
    return [SeatSpec(NAMES[i], k) for i, k in enumerate(kinds)]


def make_table(game_id, table_cls, kinds, options=None, anim_speed=0.0, seed=3, stack=None,
               key_guard=False):
    """A table on a new app. Tests of other things send keys the moment a prompt opens,
    so the key guard's timing (scenes.key_guard) is off unless ``key_guard``; the tests
    of the guard itself (test_nothing_by_accident) keep it on."""
    app = new_app(anim_speed=anim_speed)
    match = Match(game_id, seat_specs(kinds, game_id), dict(options or {}), seed, stack=stack)
    table = table_cls(app, match)
    table.THINK = (0.0, 0.0)  # tests need no visible thinking moment
    if not key_guard:
        untimed(table)
    app.push(table)
    return app, table


def untimed(table):
    """The table takes a key as soon as its prompt is on screen (no reading time, no
    pause after a run of presses). Space and Enter still press only what the rules of
    focus allow (scenes.widgets.Form guarded)."""
    from scenes.key_guard import KeyGuard
    from scenes.table_base import FREE_KEYS

    table.key_guard = KeyGuard(FREE_KEYS, grace=0.0, gap=0.0)


def frame(app, table, dt=0.05):
    app.frame([], dt)
    if table.driver.pending is not None:
        table.driver.pending.result(timeout=30)  # let the bot worker finish, as frames would


def wait_for_human(app, table, seat, frames=400):
    """Step frames until ``seat`` may act, and then long enough for the prompt to be
    read (a key sooner is not an answer: scenes.key_guard); True if it got the turn."""
    for _ in range(frames):
        frame(app, table)  # at least once: the controls are built in the frame
        if table.human_to_act() == seat:
            read(app, table)
            return True
    return False


def read(app, table):
    """Let the prompt on screen be read: a key pressed now may answer it."""
    from scenes.key_guard import GAP, GRACE

    frame(app, table, GRACE + GAP)


def click(app, pos):
    for t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(t, pos=pos, button=1))


def drive_humans(app, table, choose, check_hidden, max_frames):
    """Play with humans choosing through ``choose(obs, legal)``; check every frame.

    ``check_hidden(table)`` runs before each table draw and asserts the game's own
    secrets stay unseen. Returns the names on the gates raised and the viewers drawn for.
    """
    gates, drawn_for = [], []
    real_draw = table.draw_table

    def spy(p):
        assert not table.curtain
        assert not any(isinstance(s, PassGate) for s in app.stack)
        check_hidden(table)
        drawn_for.append(table.privacy.viewer)
        real_draw(p)
    table.draw_table = spy
    last_viewer = table.privacy.viewer
    for _ in range(max_frames):
        if table.game.is_terminal() and not table.busy():
            break
        top = app.top
        if isinstance(top, PassGate):
            assert table.curtain
            gates.append(top.name)
            top.confirm()
            continue
        frame(app, table)
        if table.privacy.reading is not None:  # a seat reads what its decision left it
            table.acknowledge()
            continue
        if table.privacy.viewer != last_viewer and last_viewer is not None:
            # a change of viewer between humans always raised the gate first
            assert isinstance(app.top, PassGate)
        last_viewer = table.privacy.viewer
        seat = table.human_to_act()
        if seat is not None:
            obs = table.game.observation(seat)
            legal = table.game.legal_actions(seat)
            assert table.act(seat, choose(obs, legal))
    return gates, drawn_for


def play_to_results(app, table, max_frames):
    """Step a bots-only table until the results scene opens; the game must have ended."""
    for _ in range(max_frames):
        frame(app, table)
        if isinstance(app.top, ResultsScene):
            break
    assert table.game.is_terminal()
    assert isinstance(app.top, ResultsScene)


def snapshot_table(game_id, table_cls, state, **settings):
    """A four-bot table prepared in a snapshot ``state``, frozen and drawn once."""
    app = new_app((800, 600), **settings)
    match = Match(game_id, seat_specs(["easy", "medium", "hard", "easy"], game_id), {}, 4)
    snapshot_steering.prepare(match, state)
    table = table_cls(app, match)
    app.push(table)
    table.freeze_for_snapshot()
    app.draw()
    return app, table


def bid_or_call(obs, legal, call, limit, step=0, fallback=0):
    """A plain human strategy: ``call`` once the standing bid reaches ``limit`` (or no bid
    is left), else the legal bid ``1/step`` of the way up (the lowest when ``step`` is 0),
    else ``legal[fallback]``."""
    bids = [a for a in legal if a.startswith("bid ")]
    if call in legal and (not bids or obs["bid"] >= limit):
        return call
    if not bids:
        return legal[fallback]
    return bids[len(bids) // step] if step else bids[0]
