"""Folders and files the app does not expect: nothing on disk stops the app or loses a
game. A folder in the way is left alone, the app keeps its files in a stand-in folder
and says so in words; a save folder it cannot read, a name that is not UTF-8, a file
too large or one it may not read are each named, never a crash.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import paths, saves
from game.match import Match
from game.saves import SeatSpec


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """The player's folders, and a temp root of its own (the last stand-in)."""
    h = tmp_path / "home"
    monkeypatch.setenv("COYOTES_TABLE_HOME", str(h))
    monkeypatch.setattr(paths, "_temp_root", lambda: tmp_path / "systemp" / "CoyotesTable-u")
    return h


def in_the_way(path: Path, text: str = "my own notes, not a folder") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def moon_match() -> Match:
    return Match("coyote-moon", [SeatSpec("Ann", "human"), SeatSpec("Bot", "easy")], {}, 3)


def menu_app():
    from scenes.menu import MenuScene
    from tests.table_driver import init_display, new_app

    init_display()
    app = new_app()
    menu = MenuScene(app)
    app.push(menu)
    app.draw()
    return app, menu


# ----- the saves folder is a file -------------------------------------------------------------


def test_saves_folder_that_is_a_file_keeps_the_file_and_saves_beside_it(home):
    blocker = in_the_way(home / "data" / "saves")
    folder = paths.saves_dir()
    assert folder == home / "data" / "saves-fallback" and folder.is_dir()
    assert paths.autosave_path().parent == folder
    saves.dump(moon_match().session(), paths.autosave_path())
    assert blocker.read_text() == "my own notes, not a folder"  # never touched
    (problem,) = paths.folder_problems()
    words = problem.words()
    assert str(blocker) in words and str(folder) in words and "in the way" in words
    assert "deleted" in words  # ...and says nothing was


def test_the_menu_starts_says_where_saves_go_and_continues_from_there(home):
    from scenes.menu import FoldersScene

    in_the_way(home / "data" / "saves")
    saves.dump(moon_match().session(), paths.autosave_path())
    app, menu = menu_app()
    assert menu.folders_btn is not None and "elsewhere" in menu.folders_btn.text
    assert menu.continue_btn.enabled  # the game kept in the stand-in folder
    menu.folders()
    assert isinstance(app.top, FoldersScene) and "saves-fallback" in app.top.text.text
    app.draw()
    app.pop()
    menu.continue_game()
    app.top.wait(30)
    assert type(app.top).__name__ == "MoonTable"
    app.quit_hooks.clear()


def test_the_app_process_starts_with_a_file_for_its_saves_folder(tmp_path):
    """The reported bug, end to end: FileExistsError from saves_dir stopped start-up."""
    h = tmp_path / "home"
    in_the_way(h / "data" / "saves")
    env = dict(os.environ, COYOTES_TABLE_HOME=str(h), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", COYOTES_TABLE_REPORT_FIRST_FRAME="1")
    proc = subprocess.run([sys.executable, "-m", "game", "--quit-after", "0.3"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr and "FIRST_FRAME" in proc.stdout
    assert (h / "data" / "saves").read_text() == "my own notes, not a folder"
    log = (h / "logs" / "coyotes-table.log").read_text()
    assert "Saved games cannot go in" in log  # the log says it too


def test_the_whole_data_folder_a_file_saves_in_a_temporary_folder_and_says_so(home, tmp_path):
    in_the_way(home / "data")
    folder = paths.saves_dir()
    assert tmp_path / "systemp" in folder.parents and folder.is_dir()
    (problem,) = paths.folder_problems()
    assert problem.temporary and "temporary" in problem.words()
    assert str(home / "data") in problem.why  # names the file that is in the way
    app, menu = menu_app()
    assert menu.folders_btn is not None


def test_nowhere_to_save_still_starts_and_says_games_cannot_be_saved(home, tmp_path):
    in_the_way(home)  # the whole home a file...
    in_the_way(tmp_path / "systemp")  # ...and the temp stand-in blocked too
    problems = {p.kind: p for p in paths.folder_problems()}
    assert problems["saves"].used is None
    assert "cannot be saved" in problems["saves"].words()
    app, menu = menu_app()
    assert "Saving is off" in menu.folders_btn.text
    assert not menu.continue_btn.enabled
    menu.load()  # the Load list opens, empty, and draws
    app.draw()
    assert type(app.top).__name__ == "LoadScene"


# ----- settings and log folders ---------------------------------------------------------------


def test_a_settings_folder_that_is_a_file_starts_the_app_and_keeps_settings(home):
    from scenes.app import App
    from tests.table_driver import init_display

    blocker = in_the_way(home / "config")
    init_display()
    app = App(screen=pygame.Surface((1280, 720)))  # loads the settings as start-up does
    app.settings.volume = 0.25
    app.settings.save()
    assert (home / "config-fallback" / "settings.json").exists()
    assert blocker.read_text() == "my own notes, not a folder"
    assert [p.kind for p in paths.folder_problems()] == ["settings"]


def test_a_log_folder_that_is_a_file_logs_beside_it(home):
    from scenes.app import log_path, write_crash_log

    blocker = in_the_way(home / "logs")
    assert write_crash_log("a test line") == log_path()
    assert log_path().parent == home / "logs-fallback"
    assert "a test line" in log_path().read_text()
    assert blocker.read_text() == "my own notes, not a folder"


# ----- folders the app may not read or write --------------------------------------------------


def _deny(monkeypatch, folder: Path, what: str) -> None:
    """Permission denied on ``folder`` for writing or for reading (run as root, chmod
    would not stop the test, so the refusal is made where the app asks)."""
    if what == "write":
        real = paths.tempfile.mkstemp

        def mkstemp(*a, dir=None, **k):
            if dir is not None and Path(dir) == folder:
                raise PermissionError(13, "Permission denied")
            return real(*a, dir=dir, **k)
        monkeypatch.setattr(paths.tempfile, "mkstemp", mkstemp)
    else:
        real_ls = os.listdir

        def listdir(p="."):
            if Path(p) == folder:
                raise PermissionError(13, "Permission denied")
            return real_ls(p)
        monkeypatch.setattr(paths.os, "listdir", listdir)


@pytest.mark.parametrize("what", ["write", "read"])
def test_a_saves_folder_without_permission_uses_the_stand_in(home, monkeypatch, what):
    usual = home / "data" / "saves"
    usual.mkdir(parents=True)
    _deny(monkeypatch, usual, what)
    assert paths.saves_dir() == home / "data" / "saves-fallback"
    (problem,) = paths.folder_problems()
    assert f"no permission to {what}" in problem.why
    saves.dump(moon_match().session(), paths.autosave_path())
    app, menu = menu_app()
    assert menu.continue_btn.enabled and menu.folders_btn is not None


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="permissions do not stop root")
def test_a_read_only_saves_folder_for_real(home):
    usual = home / "data" / "saves"
    usual.mkdir(parents=True)
    usual.chmod(0o555)
    try:
        assert paths.saves_dir() == home / "data" / "saves-fallback"
    finally:
        usual.chmod(0o755)


# ----- odd things inside the saves folder -----------------------------------------------------


def test_an_autosave_that_is_a_folder_is_left_alone_and_the_game_kept_beside_it(home):
    folder = paths.saves_dir()
    (folder / "autosave.json").mkdir()
    (folder / "autosave.json" / "keep.txt").write_text("mine")
    target = paths.autosave_path()
    assert target == folder / "autosave-2.json"
    saves.dump(moon_match().session(), target)
    assert (folder / "autosave.json" / "keep.txt").read_text() == "mine"
    (problem,) = paths.folder_problems()
    assert problem.kind == "autosave" and "a folder" in problem.words()
    app, menu = menu_app()
    assert menu.continue_btn.enabled
    menu.load()
    rows = app.top.list.items
    assert any(r.startswith("Autosave · Coyote Moon") for r in rows)  # autosave-2.json
    assert any("a folder" in r for r in rows)  # and the folder, named for what it is
    app.draw()


def test_a_file_name_that_is_not_utf8_is_listed_and_drawn(home):
    if sys.platform in ("win32", "darwin"):
        pytest.skip("file names there are always Unicode")
    folder = paths.saves_dir()
    good = saves.dump(moon_match().session(), folder / "good.json")
    del good
    odd = os.path.join(os.fsencode(folder), b"caf\xe9-\xff.json")
    with open(odd, "wb") as f:
        f.write(b"{}")
    app, menu = menu_app()
    menu.load()
    app.draw()  # before the fix: the surrogate reached the font, and the error screen
    scene = app.top
    assert type(scene).__name__ == "LoadScene"
    bad = [r for r in scene.list.items if "caf" in r]
    assert bad and "\ufffd" in bad[0]
    scene.list.select(scene.list.items.index(bad[0]))
    scene.delete_selected()  # asks first, naming the file as it can be shown
    app.draw()
    assert "caf\ufffd-\ufffd.json" in scene.notice


def test_a_huge_file_in_the_saves_folder_is_refused_unread(home):
    folder = paths.saves_dir()
    with open(folder / "huge.json", "wb") as f:
        f.truncate(2 * 2**30)  # 2 GB, sparse: refused by its size, never read
    info = saves.peek(folder / "huge.json")
    assert not info.ok and "too large" in info.reason
    app, menu = menu_app()
    menu.load()
    app.draw()
    assert any("too large" in r for r in app.top.list.items)


def test_a_save_the_player_may_not_read_is_named_not_crashed_on(home, monkeypatch):
    folder = paths.saves_dir()
    locked = saves_path = folder / "locked.json"
    saves.dump(moon_match().session(), saves_path)
    real_open = os.open

    def deny(path, flags, *a, **k):
        if Path(path) == locked:
            raise PermissionError(13, "Permission denied")
        return real_open(path, flags, *a, **k)
    monkeypatch.setattr(saves.os, "open", deny)
    info = saves.peek(locked)
    assert not info.ok and "Permission denied" in info.reason
    app, menu = menu_app()
    menu.load()
    app.draw()
    assert any("Permission denied" in r for r in app.top.list.items)


def test_a_stand_in_folders_saves_are_listed_once_the_usual_folder_works(home):
    blocker = in_the_way(home / "data" / "saves")
    saves.dump(moon_match().session(), paths.autosave_path())  # a session while blocked
    blocker.unlink()  # the player moved their file away
    paths._chosen.clear()  # a new session
    assert paths.saves_dir() == home / "data" / "saves"
    assert paths.saves_elsewhere() == [home / "data" / "saves-fallback"]
    app, menu = menu_app()
    menu.load()
    rows = app.top.list.items
    assert any("Coyote Moon" in r and "saves-fallback" in r for r in rows)
    assert app.top.load_btn.enabled
