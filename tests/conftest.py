"""Test-wide set-up: headless SDL, and user folders kept inside a temp dir."""

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def _user_home(tmp_path, monkeypatch):
    # Saves, settings and logs written by a test never touch the real user folders.
    monkeypatch.setenv("COYOTES_TABLE_HOME", str(tmp_path / "home"))
