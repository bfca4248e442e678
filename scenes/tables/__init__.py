"""Which table scene draws which game.

Each entry names ``"module:Class"`` so that a table (and its art) is imported only
when someone sits down at that game; the menu stays quick to open.
"""

from __future__ import annotations

import importlib

TABLES: dict[str, str] = {
    "coyote-heidelbaer": "scenes.tables.coyote_heidelbaer.table:HeidelbaerTable",
    "coyote-moon": "scenes.tables.coyote_moon.table:MoonTable",
    "coyote-tilsit": "scenes.tables.coyote_tilsit.table:TilsitTable",
    "notcoup": "scenes.tables.notcoup.table:NotCoupTable",
    "three-card-coyote": "scenes.tables.three_card_coyote.table:ThreeCardCoyoteTable",
}


def has_table(game_id: str) -> bool:
    return game_id in TABLES


def table_class(game_id: str) -> type:
    """The table scene class for ``game_id``; KeyError names the games that have one."""
    try:
        target = TABLES[game_id]
    except KeyError:
        raise KeyError(f"no table for '{game_id}'; tables: {', '.join(TABLES)}") from None
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)
