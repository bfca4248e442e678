"""Save files: JSON ``{game, format, options, seed, seats, actions, check}``.

Loading validates every field and replays the log; the game is rebuilt only
from the seed and the actions, so a save cannot smuggle in a state. ``check``
is a digest of the rest, so an edited file is refused with a clear message
rather than replayed into something the player never played.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.bots import SEAT_KINDS
from game.core import DEALER, MAX_ACTION_CHARS, Game, GameError, IllegalAction, quoted, replay
from game.registry import UnknownName, built_game

FORMAT_VERSION = 1

# Limits checked before a file is parsed or replayed, so no file on disk can stall,
# exhaust or crash the app: a real save is a few kilobytes.
MAX_BYTES = 4 * 2**20
MAX_DEPTH = 32          # a save nests four deep
MAX_ACTIONS = 100_000
MAX_NAME = 40
MAX_SEED = 2**128       # seeds the app draws are 64-bit; typed ones stay far below this
TEMP_PREFIX, TEMP_SUFFIX = ".save-", ".tmp"
STALE_TEMP_SECONDS = 600  # a temp file this old was left by a save that never finished
_BRACKETS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


class SaveError(GameError):
    """A save file that cannot be loaded; the message says why, in one line."""


@dataclass
class SeatSpec:
    name: str
    kind: str  # "human" or a bot strength

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind}


@dataclass
class Session:
    """A game with its seating: what a save file holds."""

    game_id: str
    seats: list[SeatSpec]
    options: dict[str, Any]
    seed: int
    game: Game
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        body = {
            "game": self.game_id,
            "format": FORMAT_VERSION,
            "options": self.game.options,
            "seed": self.seed,
            "seats": [s.to_json() for s in self.seats],
            "actions": [[s, a] for s, a in self.game.history],
        }
        body["check"] = _digest(body)
        return body


def _digest(body: dict[str, Any]) -> str:
    core = {k: body[k] for k in ("game", "format", "options", "seed", "seats", "actions")}
    blob = json.dumps(core, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def dump(session: Session, path: str | os.PathLike) -> None:
    """Write atomically: a crash mid-write never leaves half a save."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    clean_stale_temps(path.parent)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(session.to_json(), f, indent=1)
            f.flush()
            os.fsync(f.fileno())  # the data is on disk before the rename makes it the save
        os.chmod(tmp, 0o644)  # mkstemp makes 0600; a save is an ordinary user file
        os.replace(tmp, path)
    except BaseException:
        # Leave the old save (if any) in place and no half-written temp file behind.
        Path(tmp).unlink(missing_ok=True)
        raise
    _sync_dir(path.parent)


def _sync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX); Windows cannot open a folder for this."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def clean_stale_temps(folder: str | os.PathLike, older_than: float = STALE_TEMP_SECONDS) -> int:
    """Remove temp files left by saves a killed app never finished; a fresh one may be a
    save being written right now, so only old ones go. Returns how many went."""
    gone = 0
    now = time.time()
    try:
        entries = list(Path(folder).glob(f"{TEMP_PREFIX}*{TEMP_SUFFIX}"))
    except OSError:
        return 0
    for p in entries:
        try:
            if p.is_file() and not p.is_symlink() and now - p.stat().st_mtime > older_than:
                p.unlink()
                gone += 1
        except OSError:
            continue
    return gone


def read_text(path: str | os.PathLike) -> str:
    """A save's text, read safely: only a regular file, never more than ``MAX_BYTES``,
    never blocking (a FIFO or a device is refused, not read); a UTF-8 byte-order mark
    (as some editors write) is accepted."""
    path = Path(path)
    name = quoted(path.name, 60)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise SaveError(f"no such save file: {name}") from None
    except OSError as e:
        raise SaveError(f"cannot read {name}: {e.strerror or e}") from None
    if not stat.S_ISREG(st.st_mode):
        raise SaveError(f"cannot read {name}: not a regular file")
    if st.st_size > MAX_BYTES:
        raise SaveError(f"{name} is not a save file (too large: {st.st_size} bytes)")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as e:
        raise SaveError(f"cannot read {name}: {e.strerror or e}") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped since the first look
            raise SaveError(f"cannot read {name}: not a regular file")
        chunks, size = [], 0
        while size <= MAX_BYTES:
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as e:
        raise SaveError(f"cannot read {name}: {e.strerror or e}") from None
    finally:
        os.close(fd)
    if size > MAX_BYTES:
        raise SaveError(f"{name} is not a save file (too large)")
    try:
        return b"".join(chunks).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveError(f"cannot read {name}: not UTF-8 text") from None


def _depth(text: str) -> int:
    """How deep the JSON nests, counted without parsing (strings skipped)."""
    depth = deepest = 0
    for m in _BRACKETS.finditer(text):
        c = m.group()
        if c in "[{":
            depth += 1
            deepest = max(deepest, depth)
            if deepest > MAX_DEPTH:
                return deepest
        elif c in "]}":
            depth -= 1
    return deepest


def parse_text(text: str, name: str = "the file") -> Any:
    if _depth(text) > MAX_DEPTH:
        raise SaveError(f"{name} is not a save file (nested too deeply)")
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise SaveError(f"{name} is not a save file (bad JSON at line {e.lineno})") from None
    except (RecursionError, ValueError, OverflowError) as e:
        # a number too long to read (Python caps integer digits), or nesting it missed
        raise SaveError(f"{name} is not a save file ({type(e).__name__})") from None


def load(path: str | os.PathLike) -> Session:
    """The session a save file holds; SaveError with a one-line reason otherwise. No
    file, however odd, gets past this as any other exception."""
    name = quoted(Path(path).name, 60)
    data = parse_text(read_text(path), name)
    try:
        return from_json(data)
    except SaveError:
        raise
    except (RecursionError, ValueError, TypeError, OverflowError, KeyError,
            AttributeError, IndexError) as e:
        raise SaveError(f"{name} is damaged ({type(e).__name__})") from None


@dataclass
class SaveInfo:
    """What the menus show of a save file, good or damaged (never raises)."""

    path: Path
    ok: bool
    reason: str = ""
    game_id: str = ""
    title: str = ""
    seats: int = 0
    saved_at: float = 0.0


def inspect(path: str | os.PathLike) -> SaveInfo:
    """Load ``path`` fully (replaying it) and describe it; a damaged file is described
    with its reason instead of raising."""
    path = Path(path)
    try:
        saved_at = path.lstat().st_mtime
    except OSError:
        saved_at = 0.0
    try:
        session = load(path)
    except SaveError as e:
        return SaveInfo(path, False, str(e), saved_at=saved_at)
    except Exception as e:  # noqa: BLE001  a menu must never fall over a file on disk
        return SaveInfo(path, False, f"damaged ({type(e).__name__})", saved_at=saved_at)
    info = built_game(session.game_id)
    return SaveInfo(path, True, "", session.game_id, info.title, len(session.seats), saved_at)


def list_saves(folder: str | os.PathLike, limit: int = 200) -> list[SaveInfo]:
    """The saves in ``folder``, newest first (stale temp files cleaned on the way)."""
    clean_stale_temps(folder)
    found = []
    try:
        for p in Path(folder).iterdir():
            if p.suffix == ".json" and not p.name.startswith("."):
                try:
                    when = p.lstat().st_mtime
                except OSError:
                    when = 0.0
                found.append((when, p))
    except OSError:
        return []
    found.sort(key=lambda wp: wp[0], reverse=True)
    return [inspect(p) for _, p in found[:limit]]


def delete(path: str | os.PathLike) -> None:
    """Remove a save file (not a folder; a link is removed, not what it points to)."""
    p = Path(path)
    try:
        if p.is_dir() and not p.is_symlink():
            raise SaveError(f"{quoted(p.name, 60)} is a folder, not a save")
        p.unlink()
    except FileNotFoundError:
        return
    except OSError as e:
        raise SaveError(f"cannot delete {quoted(p.name, 60)}: {e.strerror or e}") from None


def _need(cond: bool, msg: str) -> None:
    if not cond:
        raise SaveError(msg)


def from_json(data: Any) -> Session:
    _need(isinstance(data, dict), "a save file must hold a JSON object")
    missing = [k for k in ("game", "format", "options", "seed", "seats", "actions")
               if k not in data]
    _need(not missing, "save file is missing: " + ", ".join(missing))
    fmt = data["format"]
    _need(isinstance(fmt, int) and not isinstance(fmt, bool), "save 'format' must be a number")
    _need(fmt <= FORMAT_VERSION,
          f"save format {fmt} is newer than this app understands ({FORMAT_VERSION}); "
          "update Coyote's Table to open it")
    _need(fmt >= 1, f"unknown save format {fmt}")
    if "check" in data:
        _need(data["check"] == _digest(data),
              "save file was modified after it was written (check does not match)")
    try:
        info = built_game(data["game"]) if isinstance(data["game"], str) else None
    except UnknownName as e:
        raise SaveError(str(e)) from None
    _need(info is not None, "save 'game' must be a game id")
    seed = data["seed"]
    _need(isinstance(seed, int) and not isinstance(seed, bool), "save 'seed' must be a number")
    _need(-MAX_SEED < seed < MAX_SEED, "save 'seed' is out of range")
    _need(isinstance(data["options"], dict), "save 'options' must be an object")
    seats_raw = data["seats"]
    _need(isinstance(seats_raw, list), "save 'seats' must be a list")
    seats = []
    _need(len(seats_raw) <= 16, "save has too many seats")
    for i, s in enumerate(seats_raw):
        _need(isinstance(s, dict) and isinstance(s.get("name"), str)
              and s.get("kind") in SEAT_KINDS,
              f"seat {i} must have a name and a kind ({', '.join(SEAT_KINDS)})")
        _need(0 < len(s["name"].strip()) <= MAX_NAME and s["name"].isprintable(),
              f"seat {i}'s name must be 1 to {MAX_NAME} printable characters")
        seats.append(SeatSpec(s["name"], s["kind"]))
    allowed_kinds = ["human", *sorted(info.bots)]
    for i, s in enumerate(seats):
        _need(s.kind in allowed_kinds,
              f"seat {i} is '{s.kind}', but {info.title} seats: {', '.join(allowed_kinds)}")
    try:
        info.check_seats(len(seats))
        options = info.resolve_options(data["options"])
    except UnknownName as e:
        raise SaveError(str(e)) from None
    acts = data["actions"]
    _need(isinstance(acts, list), "save 'actions' must be a list")
    _need(len(acts) <= MAX_ACTIONS, f"save has more than {MAX_ACTIONS} actions")
    log: list[tuple[int, str]] = []
    for i, a in enumerate(acts):
        _need(isinstance(a, list) and len(a) == 2 and isinstance(a[0], int)
              and not isinstance(a[0], bool) and isinstance(a[1], str)
              and len(a[1]) <= MAX_ACTION_CHARS
              and (a[0] == DEALER or 0 <= a[0] < len(seats)),
              f"action {i + 1} must be [seat, notation]")
        log.append((a[0], a[1]))
    try:
        game = replay(info.factory, len(seats), options, seed, log)
    except IllegalAction as e:
        raise SaveError(f"save log does not replay: {e}") from None
    return Session(info.id, seats, options, seed, game)
