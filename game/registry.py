"""The registry of games: ids, titles, credits, seat ranges, option schemas, bots.

Each built game module calls ``register`` on import; games not built yet are
listed here with ``built=False`` so the menu and ``games`` command show them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core import GameError


class UnknownName(GameError):
    """An unknown game id, option, option value or seat kind."""


@dataclass(frozen=True)
class Option:
    name: str
    type: str  # "bool", "int" or "choice"
    default: Any
    help: str
    choices: tuple[Any, ...] = ()  # for "choice"
    min: int | None = None  # for "int"
    max: int | None = None

    def allowed(self) -> list[Any]:
        if self.type == "bool":
            return [False, True]
        if self.type == "choice":
            return list(self.choices)
        return list(range(self.min, self.max + 1))

    def parse(self, value: Any) -> Any:
        """Accept a typed or textual value; raise UnknownName listing what is allowed."""
        allowed = self.allowed()
        if self.type == "bool":
            if isinstance(value, bool):
                return value
            text = str(value).strip().lower()
            if text in ("1", "true", "yes", "on"):
                return True
            if text in ("0", "false", "no", "off"):
                return False
        elif self.type == "int":
            try:
                v = None if isinstance(value, bool) else int(value)
                if isinstance(value, float) and value != v:
                    v = None  # 2.7 is not a whole number: refuse rather than truncate
            except (TypeError, ValueError, OverflowError):
                v = None
            if v is not None and self.min <= v <= self.max:
                return v
            raise UnknownName(
                f"option '{self.name}' takes a whole number from {self.min} to {self.max}, "
                f"not '{value}'")
        else:
            for c in allowed:
                if str(c).lower() == str(value).strip().lower():
                    return c
        raise UnknownName(
            f"option '{self.name}' cannot be '{value}'; allowed: "
            + ", ".join(str(a).lower() if isinstance(a, bool) else str(a) for a in allowed))

    def describe(self) -> dict[str, Any]:
        d = {"name": self.name, "type": self.type, "default": self.default,
             "allowed": self.allowed(), "help": self.help}
        return d


@dataclass
class GameInfo:
    id: str
    title: str
    credits: str
    min_seats: int
    max_seats: int
    summary: str = ""
    options: list[Option] = field(default_factory=list)
    built: bool = False
    module: str = ""  # import path of the game's package; imported on demand
    factory: Callable[..., Any] | None = None  # the Game subclass once imported
    bots: dict[str, Callable[..., Any]] = field(default_factory=dict)

    def check_seats(self, n: int) -> None:
        if not (self.min_seats <= n <= self.max_seats):
            raise UnknownName(
                f"{self.title} seats {self.min_seats} to {self.max_seats} players, not {n}")

    def option(self, name: str) -> Option:
        for o in self.options:
            if o.name == name:
                return o
        allowed = ", ".join(o.name for o in self.options) or "none"
        raise UnknownName(f"{self.title} has no option '{name}'; options: {allowed}")

    def resolve_options(self, given: dict[str, Any]) -> dict[str, Any]:
        """Defaults filled in, every value checked; unknown names refused."""
        out = {o.name: o.default for o in self.options}
        for k, v in given.items():
            out[k] = self.option(k).parse(v)
        return out

    def describe(self) -> dict[str, Any]:
        return {"id": self.id, "title": self.title, "built": self.built,
                "min_seats": self.min_seats, "max_seats": self.max_seats,
                "credits": self.credits, "summary": self.summary,
                "options": [o.describe() for o in self.options],
                "bots": sorted(self.bots) if self.built else []}


# Games are listed here in menu order. ``module`` is imported lazily so that the
# registry is cheap to read (the menu starts before any rules engine loads).
_GAMES: dict[str, GameInfo] = {}
_loaded = False


def declare(info: GameInfo) -> GameInfo:
    _GAMES[info.id] = info
    return info


def _load_builtin() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    from game import catalogue  # noqa: F401  (declares every game)


def all_games() -> list[GameInfo]:
    _load_builtin()
    return list(_GAMES.values())


def get_info(game_id: str) -> GameInfo:
    _load_builtin()
    info = _GAMES.get(game_id)
    if info is None:
        raise UnknownName(
            f"unknown game '{game_id}'; games: " + ", ".join(_GAMES))
    return info


def register(game_id: str, factory: Callable[..., Any],
             bots: dict[str, Callable[..., Any]]) -> None:
    """Called by a built game's package to attach its engine class and bots."""
    _load_builtin()
    info = _GAMES[game_id]
    info.factory = factory
    info.bots = dict(bots)


def built_game(game_id: str) -> GameInfo:
    info = get_info(game_id)
    if not info.built:
        raise UnknownName(f"{info.title} is not built yet (coming soon)")
    if info.factory is None:
        importlib.import_module(info.module)  # the module calls ``register``
    return info


def new_game(game_id: str, seats: int, options: dict | None = None, seed: int = 0,
             stack: Any = None):
    info = built_game(game_id)
    return info.factory(seats, options or {}, seed, stack=stack)


def make_bot(game_id: str, kind: str, seat: int, seed: int = 0):
    info = built_game(game_id)
    if kind not in info.bots:
        raise UnknownName(
            f"unknown bot '{kind}' for {info.title}; bots: " + ", ".join(sorted(info.bots)))
    return info.bots[kind](seat=seat, seed=seed)
