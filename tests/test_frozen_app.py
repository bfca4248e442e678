"""What the downloadable (frozen) app does differently from the source app.

A frozen executable is the app itself: it reads whatever it is given as the app's
own command line, so anything that re-runs ``sys.executable`` must pass the app's
options (never ``-c`` code), and a bot worker it spawns must be diverted by
``multiprocessing.freeze_support()`` before the app starts. The real frozen build is
checked by ``build/build.py --smoke-test`` (in CI); these tests stand in for it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def fake_frozen_app(monkeypatch, tmp_path):
    """``sys.executable`` becomes a stand-in for the frozen app: it runs the app with the
    arguments it is given (as the real one does) and notes each command line."""
    calls = tmp_path / "calls.txt"
    app = tmp_path / "coyotes-table"
    app.write_text("#!/bin/sh\n"
                   f'echo "$PYINSTALLER_RESET_ENVIRONMENT $*" >> "{calls}"\n'
                   f'exec "{sys.executable}" -m game "$@"\n')
    app.chmod(0o755)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(app))
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    return calls


@pytest.mark.skipif(os.name != "posix", reason="the stand-in app is a shell script")
def test_the_frames_measurements_rerun_a_frozen_app_with_its_own_options(fake_frozen_app):
    # they used to run `sys.executable -c CODE`, which the frozen app refused as options
    from scenes import tools

    assert tools.time_to_first_frame(runs=1) > 0
    assert 0 <= tools.idle_cpu(0.2) < 10
    lines = fake_frozen_app.read_text().splitlines()
    assert len(lines) == 2
    for line in lines:
        reset, *args = line.split()
        assert "-c" not in args and args[0].startswith("--")
        assert reset == "1"  # a fresh launch of the app, not a helper of this run


def test_the_entry_function_diverts_a_frozen_worker_first(monkeypatch):
    import multiprocessing

    from game import cli

    class Started(Exception):
        pass

    def start_the_app():
        seen.append("app")
        raise Started

    seen: list[str] = []
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(multiprocessing, "freeze_support", lambda: seen.append("diverted"))
    monkeypatch.setattr(cli, "build_parser", start_the_app)
    with pytest.raises(Started):
        cli.main(["games"])
    assert seen == ["diverted", "app"]


def test_the_entry_point_calls_freeze_support_before_the_app_is_imported():
    # game/__main__.py is the frozen app's entry script; a worker must not import the app
    source = (ROOT / "game" / "__main__.py").read_text("utf-8")
    assert source.index("freeze_support()") < source.index("from game.cli import")


def test_frames_takes_a_shorter_idle_measurement_for_the_build_check(monkeypatch, capsys):
    # build.py's smoke step runs `frames` in the built app; a short idle wait keeps CI quick
    import types

    import scenes
    from game.cli import main

    calls = []
    fake = types.ModuleType("scenes.tools")
    fake.frames_bench = lambda **kw: calls.append(kw) or {"scenes": {}}
    monkeypatch.setitem(sys.modules, "scenes.tools", fake)
    monkeypatch.setattr(scenes, "tools", fake, raising=False)
    assert main(["frames", "--json", "--frames", "60", "--idle-seconds", "1"]) == 0
    assert calls == [{"frames": 60, "anim_speed": 1.0, "idle_seconds": 1.0}]
    assert main(["frames", "--idle-seconds", "0"]) == 2
    assert "--idle-seconds above 0" in capsys.readouterr().err


BUILT = ROOT / "build" / "out" / "coyotes-table"


@pytest.mark.skipif(not (BUILT / "_internal").is_dir(), reason="no one-folder build in build/out")
def test_a_built_download_carries_its_licences_notices_and_desktop_entry():
    # (build/build.py --package checks the archive itself: same files, links, checksum)
    for name in ("LICENSE.txt", "README.md", "NOTICES.txt"):
        assert (BUILT / name).is_file(), name
    inside = BUILT / "_internal" / "assets"
    assert (inside / "NOTICES.txt").read_text("utf-8") == (BUILT / "NOTICES.txt").read_text(
        "utf-8")
    assert "Not covered" not in (inside / "NOTICES.txt").read_text("utf-8")
    assert (inside / "sounds" / "README").is_file() and (inside / "music" / "README").is_file()
    if sys.platform.startswith("linux"):
        for name in ("coyotes-table.desktop", "coyotes-table.png", "install-desktop.sh"):
            assert (BUILT / name).is_file(), name
        assert os.access(BUILT / "install-desktop.sh", os.X_OK)
        links = [p for p in (BUILT / "_internal").iterdir() if p.is_symlink()]
        assert links and all(p.resolve().is_file() for p in links)


def test_the_lifeline_hook_leaves_a_source_run_and_a_one_folder_build_alone(monkeypatch):
    import importlib.util
    import threading

    before = threading.active_count()
    spec = importlib.util.spec_from_file_location("lifeline",
                                                  ROOT / "build" / "rthooks" / "lifeline.py")
    hook = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hook)  # not frozen: nothing
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(ROOT / "build" / "out" / "x" / "_internal"),
                        raising=False)
    hook._install()  # one folder: nothing either
    assert threading.active_count() == before
    assert "COYOTES_TABLE_APP_PID" not in os.environ
