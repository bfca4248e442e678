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
from collections.abc import Callable
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
            # how far the game is, for the menus: they read a save's head (everything
            # before "actions") and never the log, so "moves" and "check" come first
            "moves": len(self.game.history),
            "check": "",
        }
        if self.game.is_terminal():
            # a finished game kept to be watched again: the Load list reads the mark in
            # the head (never the log) and opens it as a replay
            body["finished"] = True
        body["actions"] = [[s, a] for s, a in self.game.history]
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


def _read_bytes(path: str | os.PathLike, limit: int) -> tuple[bytes, int]:
    """Up to ``limit`` bytes of a save and the file's size, read safely: only a regular
    file, never more than ``MAX_BYTES``, never blocking (a FIFO or a device is refused,
    not read)."""
    path = Path(path)
    name = quoted(display_name(path), 60)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise SaveError(f"no such save file: {name}") from None
    except OSError as e:
        raise SaveError(f"cannot read {name}: {e.strerror or e}") from None
    if not stat.S_ISREG(st.st_mode):
        what = "a folder, not a file" if stat.S_ISDIR(st.st_mode) else "not a regular file"
        raise SaveError(f"cannot read {name}: {what}")
    if st.st_size > MAX_BYTES:
        raise SaveError(f"{name} is not a save file (too large: {st.st_size} bytes)")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as e:
        raise SaveError(f"cannot read {name}: {e.strerror or e}") from None
    try:
        fst = os.fstat(fd)
        if not stat.S_ISREG(fst.st_mode):  # swapped since the first look
            raise SaveError(f"cannot read {name}: not a regular file")
        chunks, size = [], 0
        while size <= min(limit, MAX_BYTES):
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
    return b"".join(chunks), max(size, fst.st_size)


def read_text(path: str | os.PathLike) -> str:
    """A save's text, read safely (see ``_read_bytes``); a UTF-8 byte-order mark (as some
    editors write) is accepted."""
    data, _ = _read_bytes(path, MAX_BYTES)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveError(f"cannot read {quoted(display_name(Path(path)), 60)}: "
                        "not UTF-8 text") from None


def display_name(path: str | os.PathLike) -> str:
    """A file's name as it can be shown: a name that is not valid UTF-8 on disk (bytes
    Python keeps as lone surrogates, which no font can draw) shows � for those bytes."""
    name = Path(path).name
    try:
        name.encode("utf-8")
        return name
    except UnicodeEncodeError:
        return name.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


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


class Cancelled(Exception):  # noqa: N818  (a request, not a fault)
    """Raised by a ``progress`` callback to stop a replay the player no longer wants."""


#: a replay reports its progress every so many actions
PROGRESS_EVERY = 250
#: the menus read at most this much of a save: its head (all but the log) fits easily
HEAD_BYTES = 16 * 1024

Progress = Callable[[int, int], None]


def load(path: str | os.PathLike, progress: Progress | None = None) -> Session:
    """The session a save file holds; SaveError with a one-line reason otherwise. No
    file, however odd, gets past this as any other exception (``Cancelled``, raised by
    ``progress(done, total)`` to stop a long replay, aside)."""
    name = quoted(display_name(path), 60)
    data = parse_text(read_text(path), name)
    try:
        return from_json(data, progress)
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
    names: list[str] = field(default_factory=list)
    moves: int | None = None  # how many actions in; None for an old save read in part
    finished: bool = False  # a finished game kept to be replayed (``keep_finished``)

    @property
    def name(self) -> str:
        return display_name(self.path)


def _mtime(path: Path) -> float:
    try:
        return path.lstat().st_mtime
    except OSError:
        return 0.0


def inspect(path: str | os.PathLike) -> SaveInfo:
    """Load ``path`` fully (replaying it) and describe it; a damaged file is described
    with its reason instead of raising. The menus use ``peek``, which never replays."""
    path = Path(path)
    saved_at = _mtime(path)
    try:
        session = load(path)
    except SaveError as e:
        return SaveInfo(path, False, str(e), saved_at=saved_at)
    except Exception as e:  # noqa: BLE001  a menu must never fall over a file on disk
        return SaveInfo(path, False, f"damaged ({type(e).__name__})", saved_at=saved_at)
    info = built_game(session.game_id)
    return SaveInfo(path, True, "", session.game_id, info.title, len(session.seats), saved_at,
                    [s.name for s in session.seats], len(session.game.history))


def _ws(text: str, i: int) -> int:
    while i < len(text) and text[i] in " \t\r\n":
        i += 1
    return i


def read_head(text: str) -> dict[str, Any] | None:
    """The top-level fields of a save's JSON that come before ``"actions"``, read
    without parsing the log; None if ``text`` (maybe cut short) does not get that far
    as well-formed JSON. Raises SaveError if it is plainly not a save."""
    decoder = json.JSONDecoder()
    out: dict[str, Any] = {}
    i = _ws(text, 1 if text.startswith("\ufeff") else 0)
    if not text[i:i + 1]:
        return None
    if text[i] != "{":
        raise SaveError("a save file must hold a JSON object")
    i = _ws(text, i + 1)
    try:
        while i < len(text) and text[i] != "}":
            key, i = decoder.raw_decode(text, i)
            i = _ws(text, i)
            if not isinstance(key, str) or text[i:i + 1] != ":":
                return None
            i = _ws(text, i + 1)
            if key == "actions":
                return out
            out[key], i = decoder.raw_decode(text, i)
            i = _ws(text, i)
            if text[i:i + 1] == ",":
                i = _ws(text, i + 1)
    except (ValueError, RecursionError):  # cut short mid-value, or not JSON at all
        return None
    return None  # no "actions" before the end: read it whole to say what is wrong


def peek(path: str | os.PathLike) -> SaveInfo:
    """What the menus show of a save (game, seats, how far, when), read without
    replaying its log: a long game is described as quickly as a short one. Everything
    but the log is checked as ``load`` checks it, so most damage is named here; the log
    itself is checked when the save is opened (``load``), and a save that fails then is
    refused with its reason, never opened in part. Never raises."""
    path = Path(path)
    saved_at = _mtime(path)
    name = quoted(display_name(path), 60)
    try:
        raw, size = _read_bytes(path, HEAD_BYTES)
        whole = len(raw) >= size
        data: Any = None
        if not whole:
            try:
                text = raw.decode("utf-8-sig", errors="strict")
            except UnicodeDecodeError as e:
                if e.start < len(raw) - 4:  # not just a character cut at the end
                    raise SaveError(f"cannot read {name}: not UTF-8 text") from None
                text = raw[:e.start].decode("utf-8-sig")
            data = read_head(text)  # too deep a nest: None, and read whole below
        head = data is not None
        if data is None:  # a small file, or an odd one: read it all
            data = parse_text(read_text(path), name)
        info, seats, _, _, log = _checked(data, head)
        moves = len(log) if log is not None else data.get("moves")
        return SaveInfo(path, True, "", info.id, info.title, len(seats), saved_at,
                        [s.name for s in seats], moves, data.get("finished") is True)
    except SaveError as e:
        return SaveInfo(path, False, str(e), saved_at=saved_at)
    except Exception as e:  # noqa: BLE001  a menu must never fall over a file on disk
        return SaveInfo(path, False, f"{name} is damaged ({type(e).__name__})",
                        saved_at=saved_at)


def list_saves(folder: str | os.PathLike, limit: int = 200) -> list[SaveInfo]:
    """The saves in ``folder``, newest first (stale temp files cleaned on the way), each
    read with ``peek``: no save is replayed to be listed."""
    clean_stale_temps(folder)
    found = []
    try:
        for p in Path(folder).iterdir():
            if p.suffix == ".json" and not p.name.startswith("."):
                found.append((_mtime(p), p))
    except OSError:
        return []
    found.sort(key=lambda wp: wp[0], reverse=True)
    return [peek(p) for _, p in found[:limit]]


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


#: finished games are kept in this folder of the saves folder, the newest so many
FINISHED_FOLDER = "finished"
KEEP_FINISHED = 50


def keep_finished(session: Session, folder: str | os.PathLike,
                  keep: int = KEEP_FINISHED) -> Path:
    """Keep a finished game in ``folder`` (written as a save is, marked finished) to be
    replayed from the Load list; the oldest beyond ``keep`` go. Returns its path."""
    folder = Path(folder)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"{session.game_id}-{stamp}.json"
    n = 2
    while path.exists():  # two games finished in the same second
        path = folder / f"{session.game_id}-{stamp}-{n}.json"
        n += 1
    dump(session, path)
    try:
        kept = sorted((p for p in folder.glob("*.json") if p.is_file()
                       and not p.is_symlink()), key=_mtime, reverse=True)
    except OSError:
        return path
    for old in kept[keep:]:
        if old != path:
            try:
                old.unlink(missing_ok=True)
            except OSError:
                continue
    return path


def _need(cond: bool, msg: str) -> None:
    if not cond:
        raise SaveError(msg)


def _checked(data: Any, head: bool = False) -> tuple[Any, list[SeatSpec], dict[str, Any], int,
                                 list[tuple[int, str]] | None]:
    """Every check on a save but the replay: (game info, seats, options, seed, log). The
    log is None when ``data`` is a save's head only (``head``; see ``read_head``)."""
    _need(isinstance(data, dict), "a save file must hold a JSON object")
    whole = not head
    missing = [k for k in ("game", "format", "options", "seed", "seats", "actions")
               if k not in data and (whole or k != "actions")]
    _need(not missing, "save file is missing: " + ", ".join(missing))
    fmt = data["format"]
    _need(isinstance(fmt, int) and not isinstance(fmt, bool), "save 'format' must be a number")
    _need(fmt <= FORMAT_VERSION,
          f"save format {fmt} is newer than this app understands ({FORMAT_VERSION}); "
          "update Coyote's Table to open it")
    _need(fmt >= 1, f"unknown save format {fmt}")
    if "check" in data and whole:
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
    if "moves" in data:  # written since the menus stopped replaying saves; optional
        moves = data["moves"]
        _need(isinstance(moves, int) and not isinstance(moves, bool)
              and 0 <= moves <= MAX_ACTIONS, "save 'moves' must be a count of actions")
    _need(isinstance(data.get("finished", False), bool), "save 'finished' must be true or false")
    if not whole:
        return info, seats, options, seed, None
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
    if "moves" in data:
        _need(data["moves"] == len(acts), "save 'moves' does not match its actions")
    return info, seats, options, seed, log


def from_json(data: Any, progress: Progress | None = None) -> Session:
    """The session ``data`` holds, checked and replayed. ``progress(done, total)`` is
    called every ``PROGRESS_EVERY`` actions (a loading screen's bar); it may raise
    ``Cancelled`` to stop."""
    info, seats, options, seed, log = _checked(data)
    assert log is not None  # a whole save is checked with its log
    try:
        game = _replay(info.factory, len(seats), options, seed, log, progress)
    except IllegalAction as e:
        raise SaveError(f"save log does not replay: {e}") from None
    _need(game.is_terminal() or not data.get("finished"),
          "save is marked finished, but its game has not ended")
    return Session(info.id, seats, options, seed, game)


def _replay(factory, seats: int, options: dict, seed: int, log: list[tuple[int, str]],
            progress: Progress | None) -> Game:
    """``game.core.replay`` with progress reports (the same words for a bad entry)."""
    if progress is None:
        return replay(factory, seats, options, seed, log)
    g = factory(seats, options, seed)
    total = len(log)
    for i, (seat, act) in enumerate(log):
        if i % PROGRESS_EVERY == 0:
            progress(i, total)
        try:
            g.apply(seat, act)
        except IllegalAction as e:
            raise IllegalAction(
                f"action {i + 1} ({quoted(f'{seat}: {act}')}) is illegal: {e}") from None
    progress(total, total)
    return g
