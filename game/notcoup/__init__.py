"""NotCoup: claims, counters and challenges on an 18-card French deck (2-6 seats)."""

from game.bots import RandomBot
from game.notcoup.rules import NotCoup
from game.registry import all_games, register

all_games()  # make sure the catalogue is loaded, whoever imports us first
register("notcoup", NotCoup, {"random": RandomBot})

__all__ = ["NotCoup"]
