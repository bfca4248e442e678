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
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.bots import SEAT_KINDS
from game.core import DEALER, Game, GameError, IllegalAction, replay
from game.registry import UnknownName, built_game

FORMAT_VERSION = 1


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
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".save-", suffix=".tmp")
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


def load(path: str | os.PathLike) -> Session:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"no such save file: {path}") from None
    except (OSError, UnicodeDecodeError) as e:
        raise SaveError(f"cannot read {path}: {e}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise SaveError(f"{path} is not a save file (bad JSON at line {e.lineno})") from None
    except RecursionError:
        raise SaveError(f"{path} is not a save file (nested too deeply)") from None
    return from_json(data)


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
    _need(isinstance(data["options"], dict), "save 'options' must be an object")
    seats_raw = data["seats"]
    _need(isinstance(seats_raw, list), "save 'seats' must be a list")
    seats = []
    for i, s in enumerate(seats_raw):
        _need(isinstance(s, dict) and isinstance(s.get("name"), str)
              and s.get("kind") in SEAT_KINDS,
              f"seat {i} must have a name and a kind ({', '.join(SEAT_KINDS)})")
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
    log: list[tuple[int, str]] = []
    for i, a in enumerate(acts):
        _need(isinstance(a, list) and len(a) == 2 and isinstance(a[0], int)
              and not isinstance(a[0], bool) and isinstance(a[1], str)
              and (a[0] == DEALER or 0 <= a[0] < len(seats)),
              f"action {i + 1} must be [seat, notation]")
        log.append((a[0], a[1]))
    try:
        game = replay(info.factory, len(seats), options, seed, log)
    except IllegalAction as e:
        raise SaveError(f"save log does not replay: {e}") from None
    return Session(info.id, seats, options, seed, game)
