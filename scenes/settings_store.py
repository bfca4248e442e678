"""The player's settings, kept as JSON in the user's config folder.

A missing file gives the defaults; a corrupt or tampered one gives the
defaults plus a warning in the log, never a crash at start-up.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path

log = logging.getLogger(__name__)

FILE_NAME = "settings.json"
#: 2: NotCoup's names became plain by default (issue 26); a file without a version is 1
VERSION = 2
ANIM_SPEEDS = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0)  # 0 means "instant": animations are skipped


@dataclass
class Settings:
    #: the master volume, 0..1 (the one "Volume" before there were three: the key
    #: stays ``volume`` so every older settings file keeps its level)
    volume: float = 0.8
    effects_volume: float = 1.0  # 0..1, times the master
    music_volume: float = 0.3    # 0..1, times the master; music stays quiet
    muted: bool = False          # M: kept, so a player who muted is not surprised next time
    fullscreen: bool = False
    anim_speed: float = 1.0    # multiplier; 0 = no animation
    colorblind: bool = False
    #: seconds a challenge or counter prompt waits before it passes (0: no timer)
    response_timer: int = 0
    #: the Coyote tables whisper each player's own odds on its turn (off: no hints)
    odds_whisper: bool = False
    #: the last set-up per game: {game id: {"seats": [[name, kind]...], "options": {...}}}
    setups: dict = field(default_factory=dict)
    #: the games whose guided first game was offered on opening them (offered once)
    lessons_offered: list = field(default_factory=list)
    #: the settings file's format (see ``VERSION``): written, so an upgrade runs once
    version: int = VERSION
    path: Path | None = None   # where it was loaded from / is saved to (not saved itself)

    def to_json(self) -> dict:
        d = asdict(self)
        d.pop("path")
        return d

    def save(self) -> None:
        path = self.path or default_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".settings-", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(self.to_json(), f, indent=1)
        os.replace(tmp, path)


def default_path() -> Path:
    from game.paths import config_dir

    return config_dir() / FILE_NAME


def _clean(data: dict) -> Settings:
    """Typed and clamped values; raises ValueError on a wrong type (but a bad
    ``odds_whisper`` only turns that hint off)."""
    s = Settings()
    if "volume" in data:
        v = data["volume"]
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise ValueError("volume must be a number")
        s.volume = min(1.0, max(0.0, float(v)))
    for name in ("effects_volume", "music_volume"):
        # added later: a bad value keeps that one's default and the rest of the file
        v = data.get(name, getattr(s, name))
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            log.warning("settings: %s must be a number; using the default", name)
        else:
            setattr(s, name, min(1.0, max(0.0, float(v))))
    if "anim_speed" in data:
        v = data["anim_speed"]
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise ValueError("anim_speed must be a number")
        s.anim_speed = min(3.0, max(0.0, float(v)))
    for name in ("fullscreen", "colorblind"):
        if name in data:
            if not isinstance(data[name], bool):
                raise ValueError(f"{name} must be true or false")
            setattr(s, name, data[name])
    if "response_timer" in data:
        v = data["response_timer"]
        if isinstance(v, bool) or not isinstance(v, int):
            raise ValueError("response_timer must be a whole number of seconds")
        s.response_timer = min(120, max(0, v))
    muted = data.get("muted", False)
    if isinstance(muted, bool):
        s.muted = muted
    else:  # added later: a bad value leaves the sound on and the rest of the file as it is
        log.warning("settings: muted must be true or false; the sound is on")
    whisper = data.get("odds_whisper", False)
    if isinstance(whisper, bool):
        s.odds_whisper = whisper
    else:
        # added later than the rest: a bad value turns the hint off and keeps the others
        log.warning("settings: odds_whisper must be true or false (not a %s); it is off",
                    type(whisper).__name__)
    setups = data.get("setups", {})
    if isinstance(setups, dict):  # each entry is checked again where it is used
        s.setups = {k: v for k, v in setups.items()
                    if isinstance(k, str) and isinstance(v, dict)}
    offered = data.get("lessons_offered", [])
    if isinstance(offered, list):  # added later: anything else offers every lesson again
        s.lessons_offered = [g for g in offered if isinstance(g, str)]
    version = data.get("version", 1)
    if isinstance(version, bool) or not isinstance(version, int) or version < 2:
        _plain_names_by_default(s.setups)
    return s


def _plain_names_by_default(setups: dict) -> None:
    """A NotCoup set-up remembered before version 2 holds the crude names ("fu_name":
    "fu") only because they were the default then, not because the player chose them:
    it now opens with the plain names, as a new player's does. (Saved games keep the
    names they were played with; this is only the set-up screen's starting point.)"""
    options = (setups.get("notcoup") or {}).get("options")
    if isinstance(options, dict) and options.get("fu_name") == "fu":
        del options["fu_name"]  # the set-up fills in the default


def load(path: Path | None = None) -> Settings:
    """The settings at ``path``; whatever the file holds (a FIFO, a huge or deeply
    nested file, junk), the app starts with defaults and a line in the log."""
    from game.saves import SaveError, parse_text, read_text

    path = path or default_path()
    if not path.exists() and not path.is_symlink():
        return Settings(path=path)
    try:
        data = parse_text(read_text(path), FILE_NAME)
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        s = _clean(data)
    except (SaveError, ValueError, TypeError) as e:
        log.warning("settings file %s is unreadable (%s); using defaults", path, e)
        return Settings(path=path)
    s.path = path
    return s
