"""Every event a headband engine emits has its animation declared on its table.

The table driver finds an event's animation by name (``_ev_<type>``), so an event
renamed in the engine would silently lose its animation. Each headband table
declares ``EVENT_HANDLERS`` (event type -> handler method, None for an event that
is silent on purpose); these tests play many random seeded games in every option
variant the table tests use and check every type seen is declared, and that every
declared handler exists.
"""

from __future__ import annotations

import random

import pytest

from game.core import move
from game.registry import built_game, new_game
from scenes.tables.coyote_heidelbaer.table import HeidelbaerTable
from scenes.tables.coyote_tilsit.table import TilsitTable

TABLES = {"coyote-heidelbaer": HeidelbaerTable, "coyote-tilsit": TilsitTable}
VARIANTS = {
    "coyote-heidelbaer": [{}, {"trickster": True}],
    "coyote-tilsit": [{}, {"shaman": True},
                      {"shaman": True, "feathers": "as-printed", "negatives": "extra-10"},
                      {"feathers": "small-table", "negatives": "extra-5"}],
}
CALLS = ("challenge", "coyote")   # ending a round: chosen often, so rounds stay short


def _random_game(game_id: str, options: dict, seed: int) -> set[str]:
    """The event types one random seeded game emits, start to end."""
    rng = random.Random(seed)
    info = built_game(game_id)
    g = new_game(game_id, rng.randint(info.min_seats, info.max_seats), options, seed)
    seen = {e["type"] for e in g.initial_events()}
    for _ in range(20_000):
        if g.is_terminal():
            break
        seat = g.to_act()[0]
        legal = g.legal_actions(seat)
        calls = [a for a in legal if move(a).verb in CALLS]
        action = rng.choice(calls) if calls and rng.random() < 0.3 else rng.choice(legal)
        seen |= {e["type"] for e in g.apply(seat, action)}
    assert g.is_terminal(), f"{game_id} {options} seed {seed} did not end"
    return seen


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_every_emitted_event_type_is_declared(game_id):
    table = TABLES[game_id]
    seen: set[str] = set()
    for options in VARIANTS[game_id]:
        for seed in range(40):
            seen |= _random_game(game_id, options, seed)
    missing = seen - set(table.EVENT_HANDLERS)
    assert not missing, f"{table.__name__} declares no handler for {sorted(missing)}"
    # the games above reach every event the engine has (none declared is never seen)
    assert set(table.EVENT_HANDLERS) == seen


@pytest.mark.parametrize("table", list(TABLES.values()), ids=lambda t: t.__name__)
def test_every_declared_handler_exists_under_the_drivers_name(table):
    for kind, name in table.EVENT_HANDLERS.items():
        if name is None:
            continue
        # the driver today looks up ``_ev_<type>``; the map must name that same method
        assert name == "_ev_" + kind.replace("-", "_"), (kind, name)
        assert callable(getattr(table, name, None)), f"{table.__name__}.{name} is missing"
    silent = [k for k, v in table.EVENT_HANDLERS.items() if v is None]
    assert not [k for k in silent if hasattr(table, "_ev_" + k)], "a silent event animates"
    # no handler animates an event the map does not declare
    handlers = {n for n in dir(table) if n.startswith("_ev_")}
    assert handlers <= set(table.EVENT_HANDLERS.values()), \
        sorted(handlers - set(table.EVENT_HANDLERS.values()))
