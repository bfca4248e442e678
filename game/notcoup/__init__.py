"""NotCoup: claims, counters and challenges on an 18-card French deck (2-6 seats)."""

from game.bots import RandomBot
from game.notcoup.bots import EasyBot, HardBot, MediumBot
from game.notcoup.rules import NotCoup
from game.notcoup.styles import STYLES
from game.registry import all_games, register

all_games()  # make sure the catalogue is loaded, whoever imports us first
# the gauntlet's styles ride along for tournaments and tests; the seat menu offers
# only the named strengths
register("notcoup", NotCoup,
         {"random": RandomBot, "easy": EasyBot, "medium": MediumBot, "hard": HardBot,
          **STYLES})

__all__ = ["NotCoup"]
