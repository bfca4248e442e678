"""Coyote (HeidelBÄR rules): engine, bots and registration."""

from game import catalogue  # noqa: F401  (declares the game, so importing us first works)
from game.bidding_styles import STYLES
from game.bots import RandomBot
from game.coyote_heidelbaer.rules import CoyoteHeidelbaer
from game.registry import register

try:  # the strength bots live in their own module, written separately
    from game.coyote_heidelbaer.bots import EasyBot, HardBot, MediumBot
except ModuleNotFoundError as e:
    # Only a missing bots module falls back; a broken one should fail loudly.
    if e.name != "game.coyote_heidelbaer.bots":
        raise
    _BOTS = {"random": RandomBot}
else:
    _BOTS = {"random": RandomBot, "easy": EasyBot, "medium": MediumBot, "hard": HardBot}

# the gauntlet's styles sit at the table only through the command line, never in set-up
register("coyote-heidelbaer", CoyoteHeidelbaer, {**_BOTS, **STYLES})

__all__ = ["CoyoteHeidelbaer"]
