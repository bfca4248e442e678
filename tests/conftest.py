"""Test-wide set-up: headless SDL, and user folders kept inside a temp dir."""

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def _user_home(tmp_path, monkeypatch):
    # Saves, settings and logs written by a test never touch the real user folders.
    monkeypatch.setenv("COYOTES_TABLE_HOME", str(tmp_path / "home"))


@pytest.fixture
def fresh_sound():
    """The sound module as at start-up (default volumes, not muted, nothing loaded), on
    a display, and put back so afterwards; for the tests that spy on it."""
    from scenes import sound
    from scenes.settings_store import Settings
    from tests.table_driver import init_display

    sound.reset()
    sound.set_muted(False)
    sound.configure(Settings())
    init_display()
    yield
    sound.reset()
    sound.set_muted(False)
