"""Coyote Moon: a piecepack race on a ring of two one-way tracks (2-4 seats)."""

from game.bots import RandomBot
from game.coyote_moon.bots import EasyBot, HardBot, MediumBot
from game.coyote_moon.rules import CoyoteMoon
from game.registry import all_games, register

all_games()  # make sure the catalogue is loaded, whoever imports us first
register("coyote-moon", CoyoteMoon,
         {"random": RandomBot, "easy": EasyBot, "medium": MediumBot, "hard": HardBot})

__all__ = ["CoyoteMoon"]
