"""Coyote, Tilsit rules: engine, bots and in-app rules."""

from game.bidding_styles import STYLES
from game.bots import RandomBot
from game.coyote_tilsit.bots import EasyBot, HardBot, MediumBot
from game.coyote_tilsit.rules import CoyoteTilsit
from game.registry import register

register("coyote-tilsit", CoyoteTilsit,
         {"random": RandomBot, "easy": EasyBot, "medium": MediumBot, "hard": HardBot,
          **STYLES})  # the gauntlet's styles: command line only, never in set-up

__all__ = ["CoyoteTilsit"]
