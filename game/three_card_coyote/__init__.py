"""Three Card Coyote: Helena, 1864; the computer deals as Coyote (1-6 seats).

The pack and its hands (``cards.py``), the town and Coyote's secret tables
(``town.py``), the town folk and the objects about town (``folk.py``), the roles and
their powers (``roles.py``), the draft's order (``draft.py``), the actions' notation
(``notation.py``), the night's phases (``phases.py``), the rules (``rules.py``) and the
words of their refusals (``refusals.py``), what a test may stack (``stacking.py``),
the dealer's policy (``dealer.py``), the bots (``bots.py``) and
Coyote's voice (``narrate.py``, ``voice.py``). The adaptation of every paragraph of
the text is ``game/rulings/three-card-coyote.md``.
"""

from game.bots import RandomBot
from game.registry import all_games, register
from game.three_card_coyote.bots import EasyBot, HardBot, MediumBot
from game.three_card_coyote.dealer import CoyoteDealer
from game.three_card_coyote.rules import ThreeCardCoyote

all_games()
register("three-card-coyote", ThreeCardCoyote,
         {"random": RandomBot, "easy": EasyBot, "medium": MediumBot, "hard": HardBot},
         dealer=CoyoteDealer)

__all__ = ["ThreeCardCoyote"]
