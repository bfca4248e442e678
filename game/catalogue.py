"""Every game the app knows, in menu order: the one place a new game is registered.

A game lives in its own package, ``game/<package>/``, whose ``__init__`` declares it
(``INFO``: title, credits, seats, options, and where its engine, bots and odds are);
its table is ``scenes/tables/<package>/``. Listing a package here is all it takes to
seat people at it. Declaring imports no engine, so the menu opens fast.
"""

import importlib

from game.registry import declare

GAMES = ("coyote_heidelbaer", "coyote_tilsit", "notcoup", "coyote_moon", "three_card_coyote")
"""The game packages, in menu order."""

for _package in GAMES:
    declare(importlib.import_module(f"game.{_package}").INFO)
