"""Smaller things a player meets around the tables: the rulings tab reads as prose for
players, the log file is really written, the pause dialog says where a game was saved."""

from __future__ import annotations

import logging
import re

import pygame
import pytest

from scenes.app import log_path
from tests.table_driver import init_display, new_app


def test_the_rulings_tab_names_no_source_or_test_file():
    from scenes.rules_view import RulesScene

    init_display()
    app = new_app()
    for game in ("coyote-heidelbaer", "coyote-tilsit", "coyote-moon"):
        scene = RulesScene(app, game)
        names = [n for n, _ in scene.pages]
        assert "Rulings" in names
        text = dict(scene.pages)["Rulings"]
        assert not re.search(r"\.py\b|tests/|`python ", text), game
        assert len(text) > 3000  # the rulings themselves are all there


def test_the_log_file_is_written_and_rolls_over(monkeypatch):
    import scenes.app as app_mod

    root = logging.getLogger()
    saved = root.handlers[:]
    root.handlers.clear()
    try:
        monkeypatch.setattr(app_mod, "LOG_BYTES", 2000)
        app_mod._setup_logging()
        for i in range(200):
            logging.getLogger("test").info("line %d of a long game", i)
        for h in root.handlers:
            h.flush()
        path = log_path()
        assert path.exists() and "long game" in path.read_text(encoding="utf-8")
        assert path.stat().st_size <= 2200
        assert path.with_name(path.name + ".1").exists()
    finally:
        for h in root.handlers:
            h.close()
        root.handlers[:] = saved


def _drawn_texts(app) -> list:
    """Draw one frame and return every text drawn, with the rectangle it took."""
    seen = []
    real = app.painter.text

    def spy(s, pos, *a, **k):
        r = real(s, pos, *a, **k)
        seen.append((s, r))
        return r
    app.painter.text = spy
    app.draw()
    return seen


def test_the_pause_dialog_says_where_the_game_was_saved_inside_itself():
    from game.match import Match
    from game.saves import SeatSpec
    from scenes.pause import PauseScene

    init_display()
    app = new_app((800, 600))
    m = Match("coyote-moon", [SeatSpec("A", "human"), SeatSpec("B", "easy")], {}, 2)
    pause = PauseScene(app, m)
    app.push(pause)
    assert pause.save() and pause.notice.startswith("Saved as ")
    seen = _drawn_texts(app)
    box = pygame.Rect(430, 120, 420, 484)
    notes = [(s, r) for s, r in seen if s.startswith("Saved as")]
    assert notes and box.contains(notes[0][1])


def _bots_table(game="coyote-tilsit", kinds=("easy", "medium", "easy")):
    from scenes.tables import table_class
    from tests.table_driver import make_table as mk

    app, table = mk(game, table_class(game), list(kinds), anim_speed=1.0)
    return app, table


def test_a_bots_only_game_can_be_fast_forwarded_then_skipped_to_its_result():
    from scenes.results import ResultsScene
    from tests.table_driver import frame

    app, table = _bots_table()
    assert table.driver.spectating()
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f")
    app.dispatch(key)
    assert table.driver.fast == 1 and table.think_time() == 0.0
    assert table.events.anim_speed() == pytest.approx(table.driver.FAST_FACTOR)
    app.dispatch(key)
    assert table.driver.fast == 2 and table.events.anim_speed() == 0.0
    frames = 0
    while not isinstance(app.top, ResultsScene) and frames < 3000:
        frame(app, table, 0.02)
        frames += 1
    assert table.game.is_terminal() and isinstance(app.top, ResultsScene)


def test_when_every_human_is_out_the_button_appears_and_works(monkeypatch):
    from tests.table_driver import frame

    app, table = _bots_table("coyote-heidelbaer", ("human", "easy", "easy"))
    assert not table.driver.spectating()
    monkeypatch.setattr(table.game, "is_out", lambda seat: seat == 0)
    assert table.driver.spectating()
    frame(app, table)
    r = pygame.Rect(table.FAST_RECT)
    real = app.painter.real_rect(r).center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=real, button=1))
    assert table.driver.fast == 1


def test_the_whole_log_opens_over_the_table_and_scrolls():
    from scenes.log_view import LogScene
    from tests.table_driver import frame

    app, table = _bots_table()
    table.log_lines[:] = [f"line {i}" for i in range(300)] + ["Round 9: Sage starts."]
    frame(app, table)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l"))
    scene = app.top
    assert isinstance(scene, LogScene)
    app.draw()
    view = scene.view
    assert view.offset == view.max_offset() > 0  # opens at the newest line
    for k in (pygame.K_HOME, pygame.K_PAGEDOWN):
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    assert 0 < view.offset < view.max_offset()
    before = view.offset
    c = app.painter.real_rect(view.rect).center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=c, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(c[0], c[1] - 100), rel=(0, -100),
                                    buttons=(1, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(c[0], c[1] - 100), button=1))
    assert view.offset > before  # dragged up: further down the log
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert app.top is table


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_settings_rows_keep_clear_of_the_panels_rounded_foot(size):
    # seen on screen: with the volume and whisper rows added, "Signals" sat on the
    # panel's bottom edge
    from scenes.settings_scene import PANEL, SettingsScene

    init_display()
    app = new_app(size)
    app.push(SettingsScene(app))
    seen = _drawn_texts(app)
    panel = pygame.Rect(PANEL)
    inside = [(s, r) for s, r in seen if panel.collidepoint(r.center)]
    assert any(s == "Signals" for s, _ in inside)
    assert all(r.bottom <= panel.bottom - 8 for _, r in inside), \
        [(s, r.bottom) for s, r in inside if r.bottom > panel.bottom - 8]
