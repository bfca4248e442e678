"""Every game declares its events in one place, ``game/<game>/events.py``, and the
engine, the narration and the table are held to that list:

* every event the engine emits in play is declared (a renamed event fails here, not
  quietly at the table), and every declared one comes up in play (none is stale), or,
  for the few that random play seldom reaches, has a sample in ``SAMPLES``;
* every event is told in the log, unless its type is declared silent (never told) or
  silent in some cases (``SILENT_WHEN``, which must then be told in others); the
  narrator's map (``narrate.NARRATORS``) tells exactly the types that are not silent;
* the table animates every declared type (an ``_ev_<type>`` method, or the type in its
  ``EVENT_HANDLERS``) unless ``NO_ANIMATION`` says why it need not.

The games are seeded random games over every option set and seat count, played by a
curious player (it favours the actions it has tried least, so the rarer events come
up), until every declared type without a sample has been seen. A new game plugs in
by registering with a package that holds ``events.py`` and ``narrate.py``.
"""

from __future__ import annotations

import functools
import importlib
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from game import registry
from game.bench import option_sets
from scenes.tables import table_class

GAMES = [i.id for i in registry.all_games() if i.built and i.module]
MAX_GAMES = 40  # per game; play stops once every declared type without a sample is seen
MAX_ACTIONS = 3_000  # per game: every game seen so far ends well within this
CURIOUS = 0.5  # how often the player takes its least-tried action rather than any
UNDO = 0.05  # how often it takes an action back, in a game that allows it


def declaration(game_id: str) -> Any:
    """The game's ``events`` module (EVENT_TYPES, SILENT, SILENT_WHEN, NO_ANIMATION,
    SAMPLES)."""
    return importlib.import_module(f"{registry.built_game(game_id).module}.events")


@dataclass
class Seen:
    """What came up: per type, how many events (samples included), how many were told,
    one told and one untold example (as the log sees it), the fields the engine's own
    events carried, and any line that reads wrong."""

    count: Counter = field(default_factory=Counter)
    told: Counter = field(default_factory=Counter)
    example: dict[str, tuple[dict, str]] = field(default_factory=dict)
    untold: dict[str, dict] = field(default_factory=dict)
    fields: dict[str, set[str]] = field(default_factory=dict)
    bad_lines: list[tuple[dict, str]] = field(default_factory=list)

    def note(self, event: dict, line: str | None) -> None:
        t = event["type"]
        self.count[t] += 1
        if not line:
            self.untold.setdefault(t, event)
            return
        self.told[t] += 1
        self.example.setdefault(t, (event, line))
        if "{" in line or "None" in line:
            self.bad_lines.append((event, line))


def first(action: str, words: int) -> str:
    """The first ``words`` words of an action: what the curious player counts."""
    return " ".join(action.split()[:words])


def play(game: Any, rng: random.Random, words: int,
         tell: Callable[[list[dict], dict], None]) -> None:
    """One game to its end, by a player that half the time takes the action whose first
    ``words`` words it has tried least, and now and then takes one back where the game
    allows it; ``tell`` gets each action's events with the public view from before it,
    as the table tells them."""
    tried: Counter = Counter()
    tell(list(game.initial_events()), game.public_observation())
    for _ in range(MAX_ACTIONS):
        if game.is_terminal():
            return
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        if rng.random() < CURIOUS:
            action = min(legal, key=lambda a: (tried[first(a, words)], rng.random()))
        else:
            action = rng.choice(legal)
        tried[first(action, words)] += 1
        view = game.public_observation()
        tell(game.apply(seat, action), view)
        if game.can_undo(seat) and rng.random() < UNDO:
            view = game.public_observation()
            tell(game.undo(seat), view)


@functools.cache
def played(game_id: str) -> Seen:
    """Seeded games of ``game_id`` over its option sets and seat counts, until every
    declared type without a sample has come up (or ``MAX_GAMES``), then the samples."""
    info = registry.built_game(game_id)
    d = declaration(game_id)
    wanted = set(d.EVENT_TYPES) - set(d.SAMPLES)
    narrate = registry.narrator(game_id)
    sets = option_sets(info)
    span = info.max_seats - info.min_seats + 1
    seen = Seen()
    for k in range(MAX_GAMES):
        if k >= max(len(sets), span) and wanted <= set(seen.count):
            break
        game = registry.new_game(game_id, info.min_seats + k % span, sets[k % len(sets)], k)
        names = [f"P{s}" for s in range(game.num_seats)]

        def tell(events: list[dict], view: dict, game: Any = game, names=names) -> None:
            for e in events:
                public = game.event_view(e, None)
                # as its audience sees it and, for a private event, as the others do
                for form in [e] + ([public] if public is not None and public != e else []):
                    seen.fields.setdefault(form["type"], set()).update(form)
                    seen.note(form, narrate(form, names, view))
        # half the games count tries by verb, half by verb and first word ("defend
        # fate" apart from "defend with"), so both kinds of rarer answer come up
        play(game, random.Random(k), 1 + k % 2, tell)
    names = [f"P{s}" for s in range(info.max_seats)]
    for e in d.SAMPLES.values():  # the moments play seldom reaches, told without a view
        seen.note(e, narrate(e, names, None))
    return seen


@pytest.mark.parametrize("game_id", GAMES)
def test_the_declaration_is_consistent(game_id):
    d = declaration(game_id)
    types = set(d.EVENT_TYPES)
    assert all(isinstance(v, str) and v for v in d.EVENT_TYPES.values())
    for name in ("SILENT", "SILENT_WHEN", "NO_ANIMATION", "SAMPLES"):
        marked = getattr(d, name)
        assert set(marked) <= types, f"{name} names undeclared types: {set(marked) - types}"
        if name != "SAMPLES":
            assert all(isinstance(v, str) and v for v in marked.values()), f"{name}: say why"
    assert all(e["type"] == t for t, e in d.SAMPLES.items())
    assert not set(d.SILENT) & set(d.SILENT_WHEN)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_event_in_play_is_declared_and_every_declared_one_comes_up(game_id):
    d = declaration(game_id)
    declared = set(d.EVENT_TYPES)
    seen = played(game_id)
    emitted = set(seen.count)
    assert emitted <= declared, f"emitted but not declared: {sorted(emitted - declared)}"
    assert declared <= emitted, (f"declared but never seen in {MAX_GAMES} games (gone from "
                                 f"the engine, or rare now: give it a sample): "
                                 f"{sorted(declared - emitted)}")
    # a sample is written as the engine writes the event: no field play never shows
    odd = {t: set(e) - seen.fields[t] for t, e in d.SAMPLES.items()
           if t in seen.fields and set(e) - seen.fields[t]}
    assert not odd, f"samples with fields the engine's events lack: {odd}"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_event_is_told_unless_declared_silent(game_id):
    d = declaration(game_id)
    seen = played(game_id)
    assert not seen.bad_lines, seen.bad_lines[:3]
    told_silent = {t: seen.example[t] for t in d.SILENT if seen.told[t]}
    assert not told_silent, f"declared silent, but told: {told_silent}"
    never = [t for t in d.SILENT_WHEN if seen.count[t] and not seen.told[t]]
    assert not never, f"silent only sometimes, but never told: {never}"
    loud = set(d.EVENT_TYPES) - set(d.SILENT) - set(d.SILENT_WHEN)
    untold = {t: e for t, e in seen.untold.items() if t in loud}
    assert not untold, f"left out of the log without a declared reason: {untold}"
    narrators = importlib.import_module(f"{registry.built_game(game_id).module}.narrate")
    assert set(narrators.NARRATORS) == set(d.EVENT_TYPES) - set(d.SILENT)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_table_animates_every_event_unless_declared_still(game_id):
    d = declaration(game_id)
    table = table_class(game_id)
    declared = table.EVENT_HANDLERS
    if declared is not None:
        # a declared map is the whole answer: every type, None for no animation on purpose
        unmapped = sorted(set(d.EVENT_TYPES) - set(declared))
        assert not unmapped, f"{table.__name__} declares no handler for {unmapped}"
        unknown = sorted(set(declared) - set(d.EVENT_TYPES))
        assert not unknown, f"{table.__name__} handles undeclared types {unknown}"
        still = sorted(t for t in d.NO_ANIMATION if declared.get(t) is not None)
        assert not still, f"declared without animation, but {table.__name__} animates {still}"
        missing = sorted(t for t in d.EVENT_TYPES if t not in d.NO_ANIMATION
                         and declared.get(t) is None)
        assert not missing, f"{table.__name__} has no animation for {missing}"
        lost = sorted(name for name in declared.values() if name and "." not in name
                      and not callable(getattr(table, name, None)))
        assert not lost, f"{table.__name__} names handlers it lacks: {lost}"
        return

    def animated(t: str) -> bool:
        return callable(getattr(table, "_ev_" + t.replace("-", "_"), None))
    missing = sorted(t for t in d.EVENT_TYPES if t not in d.NO_ANIMATION and not animated(t))
    assert not missing, f"{table.__name__} has no animation for {missing}"
    still = sorted(t for t in d.NO_ANIMATION if animated(t))
    assert not still, f"declared without animation, but {table.__name__} animates {still}"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_engine_carries_its_declared_event_types(game_id):
    """Anyone holding the engine (a tool, a new table) reads the same declaration."""
    assert registry.built_game(game_id).factory.EVENT_TYPES is declaration(game_id).EVENT_TYPES
