"""The registry of games: ids, titles, credits, seat ranges, option schemas, bots.

Each game's package declares itself in its ``__init__`` as ``INFO``, a ``GameInfo``
that names its parts (engine, bots, dealer, odds) as ``"module:name"`` text, so that
listing the games loads no engine; ``game/catalogue.py`` lists the packages in menu
order, the one place a new game is registered. A part is imported when first used.
Games written in code (the tests' toy games) ``declare`` and ``register`` directly.
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
    """One set-up option of a game, as data: the set-up screen, the CLI, saves and the
    generic checks all read it.

    ``type`` is "bool", "int", "choice" (one of ``choices``) or "multi" (any set of
    ``choices``, held as a sorted tuple, e.g. which actions count as crimes).
    ``group`` gathers related options on the set-up screen. ``requires`` names
    options that must be on (not false, not empty) for this one to be on;
    ``excludes`` names options that may not be on together with it.
    """

    name: str
    type: str
    default: Any
    help: str
    choices: tuple[Any, ...] = ()  # for "choice" and "multi"
    min: int | None = None  # for "int"
    max: int | None = None
    group: str = "Options"
    label: str = ""  # the name a player reads; the option's name when empty
    requires: tuple[str, ...] = ()
    excludes: tuple[str, ...] = ()
    shown: tuple[tuple[Any, str], ...] = ()  # how a choice reads on screen, where not as typed

    def show(self, value: Any) -> str:
        """A choice's value as a player reads it ("fu" -> "F.U.")."""
        return dict(self.shown).get(value, str(value))

    @property
    def title(self) -> str:
        return self.label or self.name.replace("_", " ").replace("-", " ").capitalize()

    def allowed(self) -> list[Any]:
        if self.type == "bool":
            return [False, True]
        if self.type == "choice":
            return list(self.choices)
        if self.type == "multi":
            # every single choice, none, and all: the values worth trying (the full
            # power set of a long list is not a list anyone reads)
            return [(), *((c,) for c in self.choices), tuple(self.choices)]
        return list(range(self.min, self.max + 1))

    def is_on(self, value: Any) -> bool:
        """Whether ``value`` switches the option on (for requires/excludes)."""
        if self.type == "multi":
            return bool(value)
        if self.type == "bool":
            return bool(value)
        return value != self.default

    def parse(self, value: Any) -> Any:
        """Accept a typed or textual value; raise UnknownName listing what is allowed."""
        if self.type == "multi":
            return self._parse_multi(value)
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

    def _parse_multi(self, value: Any) -> tuple[Any, ...]:
        """A set of choices: a list, or text separated by commas or '+' ('none': empty)."""
        if isinstance(value, str):
            text = value.strip().lower()
            parts = [] if text in ("", "none") else [t for t in
                                                     text.replace("+", ",").split(",") if t]
        elif isinstance(value, (list, tuple, set, frozenset)):
            parts = list(value)
        else:
            parts = [value]
        chosen = set()
        for part in parts:
            for c in self.choices:
                if str(c).lower() == str(part).strip().lower():
                    chosen.add(c)
                    break
            else:
                raise UnknownName(
                    f"option '{self.name}' has no choice '{part}'; choices: "
                    + ", ".join(str(c) for c in self.choices))
        return tuple(c for c in self.choices if c in chosen)

    def describe(self) -> dict[str, Any]:
        d = {"name": self.name, "type": self.type, "default": self.default,
             "allowed": self.allowed(), "help": self.help, "group": self.group,
             "label": self.title}
        if self.type == "multi":
            d["choices"] = list(self.choices)
        if self.requires:
            d["requires"] = list(self.requires)
        if self.excludes:
            d["excludes"] = list(self.excludes)
        return d


#: the bots every game offers: its own strengths beside its package's rules, and any
#: legal action at random
STANDARD_BOTS = {"random": "game.bots:RandomBot", "easy": ".bots:EasyBot",
             "medium": ".bots:MediumBot", "hard": ".bots:HardBot"}


@dataclass
class GameInfo:
    id: str
    title: str
    credits: str
    min_seats: int
    max_seats: int
    summary: str = ""
    options: list[Option] = field(default_factory=list)
    #: named option sets a player can pick at once ("Classic", "All variants"...)
    presets: dict[str, dict[str, Any]] = field(default_factory=dict)
    built: bool = False
    module: str = ""  # import path of the game's package; imported on demand
    factory: Callable[..., Any] | None = None  # the Game subclass once imported
    bots: dict[str, Callable[..., Any]] = field(default_factory=dict)
    #: the computer dealer's policy (a Bot-like class acting for ``DEALER``), if any
    dealer: Callable[..., Any] | None = None
    #: a relation between option *values* that requires/excludes cannot say (a crime
    #: needs its action in play): returns why a set of values is refused, or None
    conflicts: Callable[[dict[str, Any]], str | None] | None = None
    # A packaged game's parts as "module:name"; a module starting with "." is inside
    # the game's package (``module``). Resolved by ``built_game`` on first use.
    engine: str = ""                                          # the Game subclass
    bot_paths: dict[str, str] = field(default_factory=dict)   # strength -> Bot class
    more_bots: str = ""   # a dict of further bots (the gauntlet's styles): CLI only
    #: the kinds the gauntlet seats three of against each bot ("module:name" of a tuple
    #: of seat kinds); a game without one has no gauntlet
    gauntlet: str = ""
    dealer_path: str = ""  # the computer dealer's policy, for a game with one
    #: the seat's odds reader of a bidding game (``game.odds.OddsReader``): the odds
    #: whisper and the gauntlet's styles read the total through it
    odds: str = ""
    #: what the records keep of this game beyond games, wins and placings
    #: (``game.records.GameFigures``); a game without one keeps just those
    records: str = ""
    #: the guided first game (``game.lessons.Lesson``) the menu offers, as "module:name"
    lesson: str = ""
    #: how a choice reads where ``Option.shown`` cannot say (it depends on another
    #: option's value): ``(info, option, choice, values) -> str | None``
    choice_words: Callable[..., str | None] | None = None

    def part(self, path: str) -> Any:
        """The object a "module:name" path names (relative to the game's package)."""
        module, _, name = path.partition(":")
        if module.startswith("."):
            module = self.module + module
        return getattr(importlib.import_module(module), name)

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
        """Defaults filled in, every value checked, relations between options kept;
        unknown names and forbidden combinations refused (naming both options)."""
        if not isinstance(given, dict):
            raise UnknownName("options must be given as names and values")
        out = {o.name: o.default for o in self.options}
        for k, v in given.items():
            out[k] = self.option(str(k)).parse(v)
        self.check_relations(out)
        return out

    def check_relations(self, values: dict[str, Any]) -> None:
        """Refuse a combination an option's ``requires``/``excludes`` forbids."""
        on = {o.name for o in self.options if o.is_on(values.get(o.name, o.default))}
        for o in self.options:
            if o.name not in on:
                continue
            for need in o.requires:
                if need not in on:
                    raise UnknownName(f"option '{o.name}' needs option '{need}' on")
            for other in o.excludes:
                if other in on:
                    raise UnknownName(
                        f"options '{o.name}' and '{other}' cannot be played together")
        why = self.conflicts(values) if self.conflicts else None
        if why:
            raise UnknownName(why)

    def preset(self, name: str) -> dict[str, Any]:
        """A named preset's full option values; unknown names listed."""
        for k, v in self.presets.items():
            if k.lower() == str(name).strip().lower():
                return self.resolve_options(v)
        raise UnknownName(f"{self.title} has no preset '{name}'; presets: "
                          + (", ".join(self.presets) or "none"))

    def describe(self) -> dict[str, Any]:
        return {"id": self.id, "title": self.title, "built": self.built,
                "min_seats": self.min_seats, "max_seats": self.max_seats,
                "credits": self.credits, "summary": self.summary,
                "options": [o.describe() for o in self.options],
                "presets": {k: dict(v) for k, v in self.presets.items()},
                "bots": sorted(self.bots) if self.built else []}


# Games are listed here in menu order. ``module`` is imported lazily so that the
# registry is cheap to read (the menu starts before any rules engine loads).
_GAMES: dict[str, GameInfo] = {}
_loaded = False


def declare(info: GameInfo) -> GameInfo:
    if info.id in _GAMES and _GAMES[info.id] is not info:
        raise ValueError(f"a game with id '{info.id}' is declared already")
    names = [o.name for o in info.options]
    if len(set(names)) != len(names):
        raise ValueError(f"{info.id}: two options share a name")
    for o in info.options:
        for other in (*o.requires, *o.excludes):
            if other not in names:
                raise ValueError(f"{info.id}: option '{o.name}' names unknown '{other}'")
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
             bots: dict[str, Callable[..., Any]],
             dealer: Callable[..., Any] | None = None) -> None:
    """Attach a declared game's engine class, bots and, for a game with a computer
    dealer, the dealer's policy (``built_game`` does it from a package's paths)."""
    _load_builtin()
    info = _GAMES[game_id]
    info.factory = factory
    info.bots = dict(bots)
    info.dealer = dealer


def built_game(game_id: str) -> GameInfo:
    info = get_info(game_id)
    if not info.built:
        raise UnknownName(f"{info.title} is not built yet (coming soon)")
    if info.factory is None and info.engine:
        bots = {kind: info.part(path) for kind, path in info.bot_paths.items()}
        if info.more_bots:
            bots.update(info.part(info.more_bots))
        register(info.id, info.part(info.engine), bots,
                 dealer=info.part(info.dealer_path) if info.dealer_path else None)
    return info


def odds_reader(game_id: str) -> Any:
    """The game's odds reader, or None for a game that offers no odds."""
    info = get_info(game_id)
    return info.part(info.odds) if info.odds else None


def new_game(game_id: str, seats: int, options: dict | None = None, seed: int = 0,
             stack: Any = None):
    info = built_game(game_id)
    return info.factory(seats, options or {}, seed, stack=stack)


def narrator(game_id: str) -> Callable[..., str | None] | None:
    """The game package's ``narrate(event, names, view)``: its events in words (None
    for a game whose package tells none)."""
    info = built_game(game_id)
    if not info.module:
        return None  # a game declared in code (the tests' toy games) tells nothing
    try:
        module = importlib.import_module(f"{info.module}.narrate")
    except ImportError:
        return None
    return getattr(module, "narrate", None)


def make_dealer(game_id: str, seed: int = 0):
    """The game's dealer policy (None when the game registers none)."""
    from game.core import DEALER

    info = built_game(game_id)
    return info.dealer(seat=DEALER, seed=seed) if info.dealer is not None else None


def make_bot(game_id: str, kind: str, seat: int, seed: int = 0):
    info = built_game(game_id)
    if kind not in info.bots:
        raise UnknownName(
            f"unknown bot '{kind}' for {info.title}; bots: " + ", ".join(sorted(info.bots)))
    return info.bots[kind](seat=seat, seed=seed)


def strengths(game_id: str) -> dict[str, str]:
    """What each bot strength does, in a player's words (the game's bots module's
    ``STRENGTHS``), for the set-up screen; empty for a game that says nothing."""
    info = built_game(game_id)
    if not info.module:
        return {}
    try:
        bots = importlib.import_module(f"{info.module}.bots")
    except ModuleNotFoundError:
        return {}
    return dict(getattr(bots, "STRENGTHS", {}))
