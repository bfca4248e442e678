"""The NotCoup table declares a handler for every event its engine emits: a renamed or
new event type fails here instead of silently losing its animation."""

from __future__ import annotations

import random
from operator import attrgetter

from game.notcoup.alternates import ALTERNATES, choices
from game.registry import get_info, new_game
from scenes.tables.notcoup.table import NotCoupTable
from tests.table_driver import init_display, make_table

#: the variants the NotCoup tests play, each on its own and all at once
VARIANTS = [
    {},
    {"fu_name": "fu", "short_deck": True, "slow_start": "first-less"},
    {"square_jokers": True, "risky_reward": True, "buyout": True, "zombies": True},
    {"teams": "coop", "zombies": True},
    {"teams": "snake", "heist": ("switch",), "team_pick": "alternate"},
    {"heist": ("fu", "joker", "redraw"), "shuffle_time": True},
    {"transformer": "draft"},
    {"square_jokers": True, "slow_start": "one", "risky_reward": True, "buyout": True,
     "zombies": True, "shuffle_time": True, "teams": "snake",
     "heist": ("fu", "joker", "switch", "redraw"), "transformer": "draft"},
]


def fixed_transformers() -> list[dict]:
    """Set-up Transformers that between them play every alternate of every card."""
    widest = max(len(choices(card)) for card in ALTERNATES)
    return [{"transformer": "fixed",
             **{f"{card}_action": choices(card)[i % len(choices(card))] for card in ALTERNATES}}
            for i in range(1, widest)]


def emitted_types(games_per_variant: int = 6, moves: int = 500) -> set[str]:
    """Every event type random seeded games emit, as any seat or the public sees it."""
    seen: set[str] = set()
    info = get_info("notcoup")
    for k, opts in enumerate(VARIANTS + fixed_transformers()):
        for g_i in range(games_per_variant):
            seed = 100 * k + g_i
            seats = 2 + seed % 5
            g = new_game("notcoup", seats, info.resolve_options(opts), seed)
            rng = random.Random(seed)
            for _ in range(moves):
                if g.is_terminal():
                    break
                seat = rng.choice(g.to_act())
                events = g.apply(seat, rng.choice(g.legal_actions(seat)))
                for e in events:
                    seen.add(e["type"])
                    for eyes in [None, *range(seats)]:
                        v = g.event_view(e, eyes)
                        if v is not None:
                            seen.add(v["type"])
    return seen


def test_every_event_the_engine_emits_has_a_declared_handler():
    init_display()
    handlers = NotCoupTable.EVENT_HANDLERS
    seen = emitted_types()
    missing = sorted(seen - set(handlers))
    assert not missing, f"events with no entry in NotCoupTable.EVENT_HANDLERS: {missing}"
    # a handler may be a part's ("on.declare"): it is resolved on a table, as the event
    # player resolves it, with and without the Transformer's plug-in
    for options in ({}, {"transformer": "draft"}):
        _, table = make_table("notcoup", NotCoupTable, ["random"] * 3, options)
        for kind, name in handlers.items():
            if name is not None:
                assert callable(attrgetter(name)(table)), \
                    f"{kind}: the handler {name} does not exist"
    # no handler left on the table that the map does not name
    unmapped = sorted(n for n in dir(NotCoupTable)
                      if n.startswith("_ev_") and n not in handlers.values())
    assert not unmapped, unmapped
    # the random games meet most of the map (a type never met may be a stale entry)
    assert len(seen & set(handlers)) >= len(handlers) - 3, sorted(set(handlers) - seen)
