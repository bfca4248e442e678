"""Every event a headband engine emits has its animation declared on its table.

The event player finds an event's animation through the table's declared
``EVENT_HANDLERS`` (event type -> handler, None for an event that is silent on
purpose), so an event renamed in the engine would silently lose its animation. A
headband table's handlers live on the handler object it holds (``animate``), named
by dotted name. These tests play many random seeded games in every option variant
the table tests use and check every type seen is declared, and that every declared
handler exists on a table.
"""

from __future__ import annotations

import random
from operator import attrgetter

import pytest

from game.core import move
from game.registry import built_game, new_game
from scenes.tables.coyote_heidelbaer.table import HeidelbaerTable
from scenes.tables.coyote_tilsit.table import TilsitTable
from tests.table_driver import init_display, make_table

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


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_every_declared_handler_exists_under_its_events_name(game_id):
    table_cls = TABLES[game_id]
    init_display()
    _, table = make_table(game_id, table_cls, ["human", "easy", "easy"])
    for kind, name in table_cls.EVENT_HANDLERS.items():
        if name is None:
            continue
        # each handler is the table's handler object's method named after its event
        assert name == "animate." + kind.replace("-", "_"), (kind, name)
        assert callable(attrgetter(name)(table)), f"{table_cls.__name__}.{name} is missing"
    silent = [k for k, v in table_cls.EVENT_HANDLERS.items() if v is None]
    assert not [k for k in silent if hasattr(table.animate, k)], "a silent event animates"
    # no handler is left on the table where only the undeclared fallback would find it
    left = [n for n in dir(table) if n.startswith("_ev_")]
    assert not left, f"{table_cls.__name__} keeps unmapped handlers {left}"
