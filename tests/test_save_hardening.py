"""No file in the player's folders can stop the app from starting or crash a screen.

Odd files are thrown at ``saves.load``, at ``coyotes-table replay`` and at the menu
(Continue and the Load list): each gets a one-line reason, the menu shows it as
damaged, and it can be deleted from the Load list.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pygame
import pytest

from game import saves
from game.match import Match
from game.saves import SaveError, SeatSpec

NESTED = "[" * 5000 + "]" * 5000


def good_save(path: Path, seed: int = 3) -> Path:
    m = Match("coyote-moon", [SeatSpec("Ann", "human"), SeatSpec("Bot", "easy")], {}, seed)
    saves.dump(m.session(), path)
    return path


def odd_files(tmp: Path) -> dict[str, Path]:
    """Every kind of bad file a player's folder can hold, by name."""
    out = {}

    def write(name, data):
        p = tmp / name
        p.write_bytes(data if isinstance(data, bytes) else data.encode())
        out[name] = p
    write("nested.json", NESTED)
    write("object-nested.json", '{"a":' * 3000 + "1" + "}" * 3000)
    body = json.loads(good_save(tmp / "base.json").read_text())
    body["seed"] = int("9" * 4400) if sys.version_info < (3, 11) else 10 ** 50
    raw = json.dumps(body).replace(str(body["seed"]), "9" * 4400)
    write("huge-seed.json", raw)
    write("junk.json", os.urandom(3000))
    write("empty.json", b"")
    write("not-utf8.json", b"\xff\xfe\x00{")
    write("list.json", "[1, 2, 3]")
    write("big.json", b" " * (saves.MAX_BYTES + 10))
    (tmp / "folder.json").mkdir()
    out["folder.json"] = tmp / "folder.json"
    loop = tmp / "loop.json"
    loop.symlink_to(tmp / "loop.json")
    out["loop.json"] = loop
    body2 = dict(body, seed=3)
    body2["seats"] = [{"name": "x" * 5000, "kind": "human"}, {"name": "B", "kind": "easy"}]
    write("long-name.json", json.dumps(body2))
    (tmp / "base.json").unlink()
    return out


def test_every_odd_file_is_refused_with_one_line(tmp_path):
    for name, path in odd_files(tmp_path).items():
        with pytest.raises(SaveError) as e:
            saves.load(path)
        msg = str(e.value)
        assert "\n" not in msg and len(msg) < 200, (name, msg)


def test_a_save_with_a_byte_order_mark_loads(tmp_path):
    p = good_save(tmp_path / "ok.json")
    bom = tmp_path / "notepad.json"
    bom.write_bytes(b"\xef\xbb\xbf" + p.read_bytes())
    assert saves.load(bom).game.history == saves.load(p).game.history


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_or_a_device_is_refused_at_once(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    result = []

    def go(path):
        try:
            saves.load(path)
        except SaveError as e:
            result.append(str(e))
    for path in (fifo, Path("/dev/zero")):
        t = threading.Thread(target=go, args=(path,), daemon=True)
        t.start()
        t.join(10)
        assert not t.is_alive(), f"load blocked on {path}"
    assert len(result) == 2 and all("not a regular file" in r for r in result)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_replay_command_on_odd_files_says_one_line_and_exits_2(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    files = [fifo, Path("/dev/zero"), *odd_files(tmp_path).values()]
    for path in files:
        proc = subprocess.run([sys.executable, "-m", "game", "replay", str(path)],
                              capture_output=True, text=True, timeout=60)
        assert proc.returncode == 2, (path, proc.stderr)
        assert "Traceback" not in proc.stderr
        assert len(proc.stderr.strip().splitlines()) == 1, proc.stderr


def test_stale_temp_files_are_cleaned_and_fresh_ones_kept(tmp_path):
    old = tmp_path / ".save-abc.tmp"
    fresh = tmp_path / ".save-def.tmp"
    old.write_text("half")
    fresh.write_text("half")
    past = time.time() - 3600
    os.utime(old, (past, past))
    good_save(tmp_path / "g.json")  # a save cleans up what a killed one left
    assert not old.exists() and fresh.exists()


# ----- the app ------------------------------------------------------------------------------


def _menu_app():
    from scenes.menu import MenuScene
    from tests.table_driver import init_display, new_app

    init_display()
    app = new_app()
    menu = MenuScene(app)
    app.push(menu)
    app.draw()
    return app, menu


def test_the_app_starts_and_continue_says_the_autosave_is_damaged():
    from game.paths import autosave_path

    autosave_path().write_text(NESTED)
    app, menu = _menu_app()
    assert not menu.continue_btn.enabled
    assert "damaged" in menu.continue_btn.hint
    menu.continue_game()  # even if asked, no crash screen
    assert type(app.top).__name__ == "MenuScene"


def test_continue_with_a_huge_seed_autosave_never_reaches_the_crash_screen(tmp_path):
    from game.paths import autosave_path

    body = json.loads(good_save(tmp_path / "g.json").read_text())
    autosave_path().write_text(json.dumps(body).replace('"seed": 3', '"seed": ' + "7" * 4400))
    app, menu = _menu_app()
    menu.continue_game()
    assert type(app.top).__name__ == "MenuScene"


def test_the_load_list_shows_damage_and_deletes_with_confirmation(tmp_path):
    from game.paths import saves_dir
    from scenes.menu import LoadScene

    folder = saves_dir()
    good_save(folder / "good.json")
    for name, path in odd_files(tmp_path).items():
        if path.is_file() and not path.is_symlink():
            (folder / name).write_bytes(path.read_bytes())
    (folder / "folder.json").mkdir()
    os.mkfifo(folder / "pipe.json")
    app, menu = _menu_app()
    menu.load()
    scene = app.top
    assert isinstance(scene, LoadScene)
    app.draw()
    damaged = [i for i in scene.saves if not i.ok]
    assert len(damaged) >= 8 and any(i.ok for i in scene.saves)
    # choose a damaged one: Load is refused with its reason, no crash screen
    i = next(k for k, s in enumerate(scene.saves) if not s.ok)
    scene.list.select(i)
    assert not scene.load_btn.enabled and "Damaged" in scene.notice
    scene.open_index(i)
    assert app.top is scene
    # Delete once asks, twice removes (by key as well as by button)
    doomed = scene.saves[i].path
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DELETE, mod=0, unicode="")
    app.dispatch(key)
    assert doomed.exists() or doomed.is_symlink()
    app.dispatch(key)
    assert not (doomed.exists() or doomed.is_symlink())
    assert all(s.path != doomed for s in scene.saves)
    app.draw()
    assert type(app.top).__name__ == "LoadScene"


def test_saved_when_reads_at_a_glance():
    from scenes.menu import saved_when

    now = time.mktime((2026, 5, 20, 15, 0, 0, 0, 0, -1))
    assert saved_when(now - 10, now) == "saved just now"
    assert saved_when(now - 300, now) == "saved 5 min ago"
    assert saved_when(now - 4 * 3600, now) == "saved today 11:00"
    assert saved_when(now - 20 * 3600, now) == "saved yesterday 19:00"
    assert saved_when(now - 20 * 86400, now) == "saved 30 Apr"


@pytest.mark.parametrize("content", [NESTED, "\x00\xff junk", '{"volume": ' + "9" * 5000 + "}",
                                     "[]", '{"volume": "loud"}'])
def test_a_bad_settings_file_never_stops_the_app(content):
    from scenes import settings_store

    path = settings_store.default_path()
    path.write_text(content, encoding="utf-8", errors="surrogateescape")
    s = settings_store.load()
    assert s.volume == settings_store.Settings().volume
    app, menu = _menu_app()
    assert type(app.top).__name__ == "MenuScene"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_settings_fifo_is_not_waited_on():
    from scenes import settings_store

    os.mkfifo(settings_store.default_path())
    t = threading.Thread(target=settings_store.load, daemon=True)
    t.start()
    t.join(10)
    assert not t.is_alive()
