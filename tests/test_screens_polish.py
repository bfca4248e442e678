"""Smaller things a player meets around the tables: the rulings tab reads as prose for
players, the log file is really written, the pause dialog says where a game was saved."""

from __future__ import annotations

import logging
import re

import pygame

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
    seen = []
    real = app.painter.text

    def spy(s, pos, *a, **k):
        r = real(s, pos, *a, **k)
        seen.append((s, r))
        return r
    app.painter.text = spy
    app.draw()
    box = pygame.Rect(430, 120, 420, 484)
    notes = [(s, r) for s, r in seen if s.startswith("Saved as")]
    assert notes and box.contains(notes[0][1])
