"""Packaging checks that need no PyInstaller run: the spec, assets, icon, user folders."""

from __future__ import annotations

import importlib.util
import os
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

from game import paths

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "coyotes_table.spec"


class _Recorder:
    """Stands in for PyInstaller's build classes: records what the spec asks for."""

    calls: list[tuple[str, tuple, dict]] = []

    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs
        self.calls.append((type(self).__name__, args, kwargs))
        self.pure = self.scripts = self.binaries = self.datas = []


def _run_spec(monkeypatch, *spec_args: str) -> dict[str, _Recorder]:
    monkeypatch.setattr(sys, "argv", [str(SPEC), *spec_args])
    monkeypatch.delenv("COYOTES_TABLE_ONEFILE", raising=False)
    _Recorder.calls = []
    names = {n: type(n, (_Recorder,), {}) for n in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    exec(compile(SPEC.read_text("utf-8"), str(SPEC), "exec"),
         {"SPECPATH": str(SPEC.parent), "__name__": "__main__", **names})
    return {name: (args, kwargs) for name, args, kwargs in _Recorder.calls}


def test_spec_bundles_assets_rules_and_every_module(monkeypatch):
    built = _run_spec(monkeypatch)
    args, kw = built["Analysis"]
    assert args[0][0].endswith("__main__.py")
    bundled = {(Path(src).relative_to(ROOT).as_posix(), dest) for src, dest in kw["datas"]}
    assert ("assets/fonts/DejaVuSans.ttf", "assets/fonts") in bundled
    assert ("assets/fonts/LICENSE-DejaVu.txt", "assets/fonts") in bundled
    assert ("assets/icon.png", "assets") in bundled
    for md in ROOT.glob("game/*/*.md"):  # in-app rules live beside each game's code
        assert (md.relative_to(ROOT).as_posix(), md.parent.relative_to(ROOT).as_posix()) \
            in bundled
    assert not any("__pycache__" in src for src, _ in bundled)
    hidden = set(kw["hiddenimports"])
    assert {"game", "game.catalogue", "game.cli", "scenes"} <= hidden
    for pkg in ROOT.glob("game/*/__init__.py"):  # lazily imported game packages
        assert f"game.{pkg.parent.name}" in hidden
    assert {"tkinter", "unittest", "numpy"} <= set(kw["excludes"])
    # one folder by default
    assert "COLLECT" in built
    assert built["EXE"][1]["name"] == "coyotes-table"


def test_spec_onefile_flag(monkeypatch):
    built = _run_spec(monkeypatch, "--onefile")
    assert "COLLECT" not in built
    exe_args = built["EXE"][0]
    assert len(exe_args) >= 4  # binaries and datas go inside the one file


def test_asset_finds_fonts_from_source():
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LICENSE-DejaVu.txt"):
        assert paths.asset("fonts", name).is_file()


def test_asset_looks_inside_a_frozen_bundle(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    expected = tmp_path / "assets" / "fonts" / "DejaVuSans.ttf"
    assert paths.asset("fonts", "DejaVuSans.ttf") == expected


def test_icon_files():
    png = (ROOT / "assets" / "icon.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", png[16:24]) == (256, 256)
    ico = (ROOT / "assets" / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 4
    sizes = {ico[6 + 16 * i] or 256 for i in range(count)}
    assert {16, 32, 48, 256} <= sizes
    assert (ROOT / "assets" / "icon.icns").read_bytes()[:4] == b"icns"


def _png_pixels(data: bytes) -> list[tuple[int, int, bytes]]:
    """(width, height, raw rows) of every PNG inside ``data`` (a PNG, ICO or ICNS)."""
    out, start = [], data.find(b"\x89PNG")
    while start >= 0:
        pos, size, idat = start + 8, None, b""
        while True:
            length, kind = struct.unpack(">I4s", data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if kind == b"IHDR":
                size = struct.unpack(">II", body[:8])
            elif kind == b"IDAT":
                idat += body
            pos += 12 + length
            if kind == b"IEND":
                break
        out.append((*size, zlib.decompress(idat)))
        start = data.find(b"\x89PNG", pos)
    return out


def test_icon_generator_is_deterministic_and_matches_the_committed_icon(tmp_path):
    spec = importlib.util.spec_from_file_location("make_icon", ROOT / "tools" / "make_icon.py")
    make_icon = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_icon)
    assert make_icon.main([str(tmp_path)]) == 0
    for name in ("icon.png", "icon.ico", "icon.icns"):
        # Pixels, not bytes: another zlib may compress the same pixels differently.
        fresh = _png_pixels((tmp_path / name).read_bytes())
        assert fresh, name
        assert fresh == _png_pixels((ROOT / "assets" / name).read_bytes()), \
            f"assets/{name} is stale: run tools/make_icon.py"


def test_user_folders_honour_the_home_override(tmp_path, monkeypatch):
    monkeypatch.setenv("COYOTES_TABLE_HOME", str(tmp_path / "portable"))
    assert paths.config_dir() == tmp_path / "portable" / "config"
    assert paths.saves_dir() == tmp_path / "portable" / "data" / "saves"
    assert paths.logs_dir() == tmp_path / "portable" / "logs"
    assert paths.autosave_path().parent.is_dir()


def test_user_folders_come_from_platformdirs_not_the_program_folder(tmp_path, monkeypatch):
    import platformdirs

    monkeypatch.delenv("COYOTES_TABLE_HOME", raising=False)
    seen = []
    for kind in ("config", "data", "log"):
        def fake(app, appauthor=None, kind=kind):
            seen.append((kind, app))
            return str(tmp_path / "user" / kind)
        monkeypatch.setattr(platformdirs, f"user_{kind}_dir", fake)
    assert paths.config_dir() == tmp_path / "user" / "config"
    assert paths.saves_dir() == tmp_path / "user" / "data" / "saves"
    assert paths.logs_dir() == tmp_path / "user" / "log"
    assert {app for _, app in seen} == {paths.APP_NAME}
    # Never beside the executable (a frozen build's folder may be read-only).
    exe_dir = Path(sys.executable).resolve().parent
    assert exe_dir not in paths.config_dir().resolve().parents


def test_package_data_ships_the_asset_types():
    tomllib = pytest.importorskip("tomllib")
    data = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    patterns = set(data["tool"]["setuptools"]["package-data"]["*"])
    suffixes = {p.removeprefix("*") for p in patterns}
    present = {p.suffix for p in (ROOT / "assets").rglob("*.*") if p.suffix not in {".py"}}
    present -= {".ico", ".icns", ".pyc"}  # build-time only (executable icons)
    assert present <= suffixes


def test_build_outputs_are_git_ignored():
    ignored = (ROOT / ".gitignore").read_text("utf-8").split()
    assert "/build/out/" in ignored and "/build/work/" in ignored


def test_build_script_paths():
    spec = importlib.util.spec_from_file_location("build_script", ROOT / "build" / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    out = ROOT / "build" / "out"
    assert out in build.executable(False).parents
    assert out in build.executable(True).parents
    assert build.executable(False) != build.executable(True)
    assert build.version() == __import__("game").__version__


def test_smoke_test_passes_from_source(tmp_path):
    # In a child process: the smoke test opens and closes pygame's display itself.
    env = dict(os.environ, COYOTES_TABLE_HOME=str(tmp_path / "home"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "scenes.smoke"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "smoke test passed" in done.stdout
    report = (tmp_path / "home" / "logs" / "smoke-test.txt").read_text("utf-8")
    assert "play coyote-heidelbaer" in report


def test_rulings_pages_ship_inside_the_game_package():
    # the rules screen's rulings tab must work from an installed app, not only a checkout
    tomllib = pytest.importorskip("tomllib")
    from game.registry import all_games
    from scenes.rules_view import rulings_path

    data = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    assert "rulings/*.md" in data["tool"]["setuptools"]["package-data"]["game"]
    for info in all_games():
        if info.built:
            page = rulings_path(info.id)
            assert page is not None and page.parent == ROOT / "game" / "rulings"


# --- The download (issue 27): archives, checksums, licences, desktop entry, lifeline ---

def _build_module():
    spec = importlib.util.spec_from_file_location("coyotes_build", ROOT / "build" / "build.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _notices_module():
    sys.path.insert(0, str(ROOT / "build"))
    try:
        import notices
    finally:
        sys.path.remove(str(ROOT / "build"))
    return notices


def test_the_spec_bundles_the_readmes_notices_and_the_lifeline_hook(monkeypatch):
    built = _run_spec(monkeypatch)
    args, kw = built["Analysis"]
    bundled = {(Path(src).relative_to(ROOT).as_posix(), dest) for src, dest in kw["datas"]}
    assert ("assets/sounds/README", "assets/sounds") in bundled
    assert ("assets/music/README", "assets/music") in bundled
    assert any(h.endswith("lifeline.py") for h in kw["runtime_hooks"])
    # the notices file is written for exactly what ships, and bundled where About looks
    assert '("assets/NOTICES.txt", str(notices_file), "DATA")' in SPEC.read_text("utf-8")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux wheel's libraries")
def test_every_library_the_wheels_bring_has_a_notice():
    notices = _notices_module()
    import pygame

    libs = Path(pygame.__file__).parent.parent / "pygame_ce.libs"
    names = [p.name for p in libs.iterdir()] + [
        "libpython3.11.so.1.0", "libstdc++.so.6", "libgcc_s.so.1", "libz.so.1",
        "libbz2.so.1.0", "liblzma.so.5", "libffi.so.8", "libexpat.so.1"]
    names = [n for n in names if not n.startswith(("libasound", "libportmidi"))]
    text = notices.notices(names)
    assert notices.uncovered(text) == []
    for needed in ("Coyote's Table (MIT licence)", "tools/make_sounds.py", "Bitstream Vera",
                   "PYTHON SOFTWARE FOUNDATION LICENSE", "pygame-ce", "pymunk", "Chipmunk2D",
                   "platformdirs", "SDL2_mixer", "FLAC", "mpg123", "Vorbis", "Opus", "FreeType",
                   "HarfBuzz", "libpng", "libjpeg-turbo", "libtiff", "libwebp",
                   "GNU LESSER GENERAL PUBLIC LICENSE"):
        assert needed in text, needed
    assert notices.uncovered(notices.notices(["libsomethingnew.so.1"])) == [
        "libsomethingnew.so.1"]


def test_the_licence_files_read_cleanly():
    text = (ROOT / "LICENSE").read_text("utf-8")
    assert text.startswith("MIT License") and "Permission is hereby granted" in text
    assert 'license = { text = "MIT" }' in (ROOT / "pyproject.toml").read_text("utf-8")
    dejavu = (ROOT / "assets" / "fonts" / "LICENSE-DejaVu.txt").read_text("utf-8")
    assert "Bitstream" in dejavu
    assert not any(line.strip() == "." for line in dejavu.splitlines())
    assert "'." not in dejavu and "GPL" not in dejavu  # Debian's packaging section is out
    for readme in ("sounds", "music"):
        assert "Licence" in (ROOT / "assets" / readme / "README").read_text("utf-8")


def test_about_gives_version_licences_credits_and_the_notices():
    from game import __version__
    from scenes.menu import AboutScene

    about = AboutScene.about_text()
    for needed in (f"Version {__version__}", "MIT licence", "CC BY-NC 3.0",
                   "tools/make_sounds.py", "tools/make_music.py", "NOTICES.txt", "DejaVu"):
        assert needed in about, needed
    assert "Notices" in AboutScene.notices_text()  # from source: says how to gather them


def _folder_with_a_link(tmp_path: Path) -> Path:
    folder = tmp_path / "coyotes-table"
    (folder / "_internal" / "libs").mkdir(parents=True)
    (folder / "_internal" / "libs" / "libfoo.so.1").write_bytes(b"x" * 5000)
    (folder / "_internal" / "libfoo.so.1").symlink_to("libs/libfoo.so.1")
    exe = folder / "coyotes-table"
    exe.write_bytes(b"#!/bin/sh\n")
    exe.chmod(0o755)
    return folder


@pytest.mark.skipif(os.name != "posix", reason="symlinks")
@pytest.mark.parametrize("kind", ["tar", "zip"])
def test_an_archive_keeps_the_links_so_unpacked_is_built_size(tmp_path, kind):
    import tarfile

    b = _build_module()
    folder = _folder_with_a_link(tmp_path)
    if kind == "tar":
        archive = tmp_path / "app.tar.gz"
        with tarfile.open(archive, "w:gz") as tar:
            tar.add(folder, arcname="app")
    else:
        archive = tmp_path / "app.zip"
        b.zip_folder(folder, archive, "app")
    b.write_checksum(archive)
    assert b.verify_checksum(archive)
    out = tmp_path / "unpacked"
    out.mkdir()
    top = b.unpack(archive, out)
    assert b.tree(top) == b.tree(folder)
    assert (top / "_internal" / "libfoo.so.1").is_symlink()
    assert b.size_of(top) == b.size_of(folder)
    assert os.access(top / "coyotes-table", os.X_OK)
    archive.write_bytes(archive.read_bytes() + b"!")  # a damaged download is caught
    assert not b.verify_checksum(archive)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a Linux desktop entry")
def test_the_desktop_entry_installs_and_uninstalls_for_the_user_only(tmp_path):
    import configparser
    import shutil

    linux = ROOT / "build" / "linux"
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(linux / "coyotes-table.desktop")
    desk = entry["Desktop Entry"]
    assert desk["Type"] == "Application" and desk["Icon"] == "coyotes-table"
    assert desk["Exec"] == "coyotes-table" and "Game" in desk["Categories"]
    folder = tmp_path / "my games" / "coyotes-table"
    folder.mkdir(parents=True)
    for name in ("coyotes-table.desktop", "install-desktop.sh"):
        shutil.copy2(linux / name, folder / name)
    shutil.copy2(ROOT / "assets" / "icon.png", folder / "coyotes-table.png")
    data = tmp_path / "data"
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path / "home"))
    subprocess.run(["sh", str(folder / "install-desktop.sh")], env=env, check=True,
                   capture_output=True)
    installed = (data / "applications" / "coyotes-table.desktop").read_text("utf-8")
    assert f'Exec="{folder}/coyotes-table"' in installed
    assert (data / "icons" / "hicolor" / "256x256" / "apps" / "coyotes-table.png").is_file()
    subprocess.run(["sh", str(folder / "install-desktop.sh"), "--uninstall"], env=env,
                   check=True, capture_output=True)
    assert not (data / "applications" / "coyotes-table.desktop").exists()
    assert not (data / "icons" / "hicolor" / "256x256" / "apps" / "coyotes-table.png").exists()
    assert not (tmp_path / "home").exists()  # nothing outside the data folder


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc")
def test_the_lifeline_sweeps_only_folders_whose_bootloader_is_gone(tmp_path):
    spec = importlib.util.spec_from_file_location("lifeline",
                                                  ROOT / "build" / "rthooks" / "lifeline.py")
    hook = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hook)  # not frozen: installs nothing
    gone = subprocess.Popen(["true"])
    gone.wait()
    mine = tmp_path / f"_MEI{os.getpid():08x}abcdef"
    live = tmp_path / f"_MEI{os.getppid():08x}ghijkl"
    dead = tmp_path / f"_MEI{gone.pid:08x}mnopqr"
    other = tmp_path / "_MEIsomethingelse"
    for d in (mine, live, dead, other):
        d.mkdir()
        (d / "libpython3.11.so.1.0").write_bytes(b"x")
    hook._sweep(str(mine))
    assert mine.exists() and live.exists() and other.exists()
    assert not dead.exists()


def test_settings_says_when_there_is_no_sound_device(monkeypatch):
    from scenes import sound
    from scenes.settings_scene import SettingsScene
    from tests.table_driver import init_display, new_app

    monkeypatch.setattr(sound, "device_found", lambda: False)
    init_display()
    scene = SettingsScene(new_app((800, 600)))
    assert scene.no_device
    sliders = [w for w in scene.form.widgets if hasattr(w, "silent")]
    assert len(sliders) == 3 and all(s.fmt(80) == "No device" for s in sliders)


def test_about_shows_the_notices_page_by_page(monkeypatch):
    from scenes.menu import AboutScene
    from tests.table_driver import init_display, new_app

    notices = _notices_module()
    text = notices.notices(["libSDL2-2.0.so.0", "libfreetype.so.6"])
    monkeypatch.setattr(AboutScene, "notices_text", staticmethod(lambda: text))
    pages = AboutScene.notice_pages()
    assert pages[0].startswith("# Notices") and "- SDL2" in pages[0]
    assert any(p.startswith("# FreeType") for p in pages)
    assert not any("=====" in p for p in pages)
    init_display()
    about = AboutScene(new_app((800, 600)))
    about.notices()
    assert about.text.text == pages[0] and about.toggle.text.startswith("Next")
    for _ in range(len(pages) - 1):
        about.notices()
    assert about.toggle.text == "About"
    about.notices()  # after the last page: About again
    assert about.toggle.text == "Notices" and "# Coyote's Table" in about.text.text
