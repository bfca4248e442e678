"""Where things live: bundled assets, and the player's own folders.

Assets are found the same way from a source checkout, an installed package and
a frozen (PyInstaller) build, because they ship inside the ``assets`` package.
Saves, settings and logs go to the user's folders, never beside the program.

A folder the app cannot use (a file sits where it should be, no permission to
write or read it, a read-only disk) never stops the app. The folder in the way is
left exactly as it is (nothing of the player's is moved or deleted) and the app
keeps its files in a stand-in folder instead, found in this order:

1. beside the usual one, ``<name>-fallback`` (kept across restarts, next to where the
   player would look);
2. in the system's temp folder, ``CoyotesTable-<user>/<name>`` (for when the whole
   app folder is blocked; the system may clear it, and the notice says so).

Why a stand-in rather than turning saving off: the rule is that nothing a player has
on disk loses their game. With saving off, a closed window or a killed process would
lose the game in play; a stand-in keeps it, and Continue finds it again as long as the
usual folder stays blocked (the Load list also shows a stand-in's saves once the usual
folder works again). Each problem is kept in words (``folder_problems``) for the menu
to show; only when no folder at all can be used does saving stop, and the menu says so.
"""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

APP_NAME = "CoyotesTable"
FALLBACK_SUFFIX = "-fallback"
AUTOSAVE = "autosave.json"

# what each kind of folder holds, as a player reads it
_WHAT = {"settings": "Settings", "saves": "Saved games", "logs": "The log file",
         "records": "Records"}


def asset(*parts: str) -> Path:
    """Path of a bundled asset, e.g. ``asset("fonts", "DejaVuSans.ttf")``."""
    frozen_root = getattr(sys, "_MEIPASS", None)  # set by PyInstaller's bootloader
    if frozen_root:
        return Path(frozen_root, "assets", *parts)
    import assets

    return Path(assets.__file__).parent.joinpath(*parts)


@dataclass(frozen=True)
class FolderProblem:
    """A folder (or the autosave file) the app could not use, and what it did instead."""

    kind: str            # "settings", "saves", "logs" or "autosave"
    usual: Path          # where it should have been
    why: str             # what is wrong, in words
    used: Path | None    # where the files go instead (None: nowhere, saving is off)

    @property
    def temporary(self) -> bool:
        return self.used is not None and _temp_root() in self.used.parents

    def words(self) -> str:
        """The whole story in a player's words: what is wrong, where things go now, and
        that nothing of theirs was touched."""
        if self.kind == "autosave":
            return (f"The autosave cannot be written at {self.usual}: {self.why}. "
                    f"The game in progress is kept in {self.used} instead. "
                    "That item was left as it is.")
        what = _WHAT.get(self.kind, self.kind)
        if self.used is None:
            lost = {"saves": "Games cannot be saved: a game in progress is lost when the "
                             "window closes.",
                    "settings": "Changed settings last until the app closes.",
                    "logs": "Nothing is logged."}.get(self.kind, "")
            return f"{what} cannot go in {self.usual}: {self.why}. {lost}"
        where = f"{what} go in {self.used} instead"
        if self.kind == "logs":
            where = f"The log goes in {self.used} instead"
        if self.temporary:
            where += " (a temporary folder: the system may clear it)"
        return (f"{what} cannot go in {self.usual}: {self.why}. {where}. "
                "Nothing there was moved or deleted; once the usual folder can be used "
                "again, the app goes back to it when it next starts.")

    def short(self) -> str:
        """A few words for a button: what the player should know first."""
        if self.kind in ("saves", "autosave"):
            return "Saving is off" if self.used is None else "Saves go elsewhere"
        if self.kind == "settings":
            return "Settings go elsewhere" if self.used else "Settings not kept"
        return "The log goes elsewhere" if self.used else "No log file"


# usual folder -> the folder in use (the same all session, so Continue finds what was
# written), and usual folder -> what went wrong with it
_chosen: dict[Path, Path] = {}
_problems: dict[Path, FolderProblem] = {}


def _base(kind: str) -> Path:
    # COYOTES_TABLE_HOME lets tests and portable installs keep everything in one folder.
    override = os.environ.get("COYOTES_TABLE_HOME")
    if override:
        return Path(override, kind)
    import platformdirs

    return Path({
        "config": platformdirs.user_config_dir,
        "data": platformdirs.user_data_dir,
        "logs": platformdirs.user_log_dir,
    }[kind](APP_NAME, appauthor=False))


def _temp_root() -> Path:
    who = os.getuid() if hasattr(os, "getuid") else os.environ.get("USERNAME", "user")
    return Path(tempfile.gettempdir(), f"{APP_NAME}-{who}")


def _blocker(path: Path) -> Path | None:
    """The first part of ``path`` that exists but is not a folder."""
    for part in [*reversed(path.parents), path]:
        if os.path.lexists(part) and not part.is_dir():
            return part
    return None


def unusable(path: Path) -> str | None:
    """None if ``path`` is (or can be made) a folder the app can read and write in;
    otherwise what is wrong, in words. Creates the folder; never removes anything."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        block = _blocker(path)
        if block == path or block is None:
            return "a file with that name is in the way"
        return f"{block} is a file, not a folder"
    except PermissionError:
        return "no permission to create it"
    except OSError as e:
        return f"it cannot be created ({e.strerror or e})"
    if not path.is_dir():
        return "a file with that name is in the way"
    try:
        os.listdir(path)
    except PermissionError:
        return "no permission to read it"
    except OSError as e:
        return f"it cannot be read ({e.strerror or e})"
    try:  # writing is the test that counts (permissions, read-only disks, ACLs)
        fd, probe = tempfile.mkstemp(dir=path, prefix=".probe-", suffix=".tmp")
        os.close(fd)
        os.unlink(probe)
    except PermissionError:
        return "no permission to write in it"
    except OSError as e:
        return f"nothing can be written in it ({e.strerror or e})"
    return None


def stand_ins(kind: str, usual: Path) -> list[Path]:
    """Where a blocked folder's files go instead, in order of preference."""
    return [usual.with_name(usual.name + FALLBACK_SUFFIX), _temp_root() / usual.name]


def _resolve(kind: str, usual: Path) -> Path:
    chosen = _chosen.get(usual)
    if chosen is not None and chosen.is_dir():
        return chosen
    why = unusable(usual)
    if why is None:
        chosen = usual
        _problems.pop(usual, None)
    else:
        chosen = next((alt for alt in stand_ins(kind, usual) if unusable(alt) is None), None)
        _problems[usual] = FolderProblem(kind, usual, why, chosen)
        if chosen is None:
            # Nowhere to write: hand back the usual path; whatever writes there fails
            # with an OSError its caller reports, and the menu says saving is off.
            return usual
    _chosen[usual] = chosen
    return chosen


def config_dir() -> Path:
    return _resolve("settings", _base("config"))


def saves_dir() -> Path:
    return _resolve("saves", _base("data") / "saves")


def logs_dir() -> Path:
    return _resolve("logs", _base("logs"))


def records_path() -> Path:
    """The player's records (``game.records``): one file in the data folder, beside the
    saves folder (and in its stand-in when the data folder cannot be used)."""
    return _resolve("records", _base("data")) / "records.json"


def autosave_path() -> Path:
    """The autosave file. If ``autosave.json`` is something other than a file (a
    folder, a pipe), it is left alone and the autosave is kept as ``autosave-2.json``
    (or the next free number) instead."""
    folder = saves_dir()
    usual = folder / AUTOSAVE
    for n in range(1, 10):
        p = usual if n == 1 else folder / f"autosave-{n}.json"
        if not os.path.lexists(p) or (p.is_file() and not p.is_symlink()):
            if n == 1:
                _problems.pop(usual, None)
            else:
                what = "a folder" if usual.is_dir() else "not a file"
                _problems[usual] = FolderProblem("autosave", usual, f"that is {what}", p)
            return p
    return usual


def is_autosave(path: Path) -> bool:
    """Whether ``path`` is named as an autosave is (see ``autosave_path``)."""
    name = Path(path).name
    return name == AUTOSAVE or name in {f"autosave-{n}.json" for n in range(2, 10)}


def folder_problems() -> list[FolderProblem]:
    """What is wrong with the player's folders right now (empty when all is well)."""
    config_dir(), saves_dir(), logs_dir(), autosave_path()
    # the player's games first: that is what they need to know before anything else
    usual = [_base("data") / "saves", saves_dir() / AUTOSAVE, _base("config"), _base("logs")]
    return [_problems[u] for u in usual if u in _problems]


def saves_elsewhere() -> list[Path]:
    """Stand-in saves folders left by an earlier session that still hold files, other
    than the folder in use: the Load list shows their saves too."""
    usual = _base("data") / "saves"
    here = saves_dir()
    out = []
    for alt in stand_ins("saves", usual):
        try:
            if alt != here and alt.is_dir() and any(alt.glob("*.json")):
                out.append(alt)
        except OSError:
            continue
    return out
