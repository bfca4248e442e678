"""Where things live: bundled assets, and the player's own folders.

Assets are found the same way from a source checkout, an installed package and
a frozen (PyInstaller) build, because they ship inside the ``assets`` package.
Saves, settings and logs go to the user's folders, never beside the program.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "CoyotesTable"


def asset(*parts: str) -> Path:
    """Path of a bundled asset, e.g. ``asset("fonts", "DejaVuSans.ttf")``."""
    frozen_root = getattr(sys, "_MEIPASS", None)  # set by PyInstaller's bootloader
    if frozen_root:
        return Path(frozen_root, "assets", *parts)
    import assets

    return Path(assets.__file__).parent.joinpath(*parts)


def _user_dir(kind: str) -> Path:
    # COYOTES_TABLE_HOME lets tests and portable installs keep everything in one folder.
    override = os.environ.get("COYOTES_TABLE_HOME")
    if override:
        path = Path(override, kind)
    else:
        import platformdirs

        path = Path({
            "config": platformdirs.user_config_dir,
            "data": platformdirs.user_data_dir,
            "logs": platformdirs.user_log_dir,
        }[kind](APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    return _user_dir("config")


def saves_dir() -> Path:
    path = _user_dir("data") / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def logs_dir() -> Path:
    return _user_dir("logs")


def autosave_path() -> Path:
    return saves_dir() / "autosave.json"
