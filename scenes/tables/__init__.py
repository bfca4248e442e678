"""Which table scene draws which game.

A game's table lives in the package named like its rules package: the rules in
``game/coyote_moon/`` are drawn by ``scenes/tables/coyote_moon/``, whose ``__init__``
names its scene class (``TABLE``, found in its ``table.py``). Nothing here lists games:
a game registered in ``game/catalogue.py`` with a table package is playable. Each entry
of ``TABLES`` names ``"module:Class"`` so that a table (and its art) is imported only
when someone sits down at that game; the menu stays quick to open.
"""

from __future__ import annotations

import importlib

from game.registry import all_games


def _find_tables() -> dict[str, str]:
    found = {}
    for info in all_games():
        if not (info.built and info.module):
            continue
        package = f"scenes.tables.{info.module.rpartition('.')[2]}"
        try:
            cls = importlib.import_module(package).TABLE
        except ModuleNotFoundError as e:
            if e.name != package:  # a table package that is there but broken: say so
                raise
            continue
        found[info.id] = f"{package}.table:{cls}"
    return found


TABLES: dict[str, str] = _find_tables()
"""game id -> "module:Class" of its table scene."""


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
