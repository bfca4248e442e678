"""Coyote (HeidelBÄR rules): everyone sees every card but their own (2-6 seats).

The cards (``cards.py``), the rules (``rules.py``), the odds the bots and the odds
whisper read (``odds.py``), the bots (``bots.py``) and the log's words
(``narrate.py``). This module declares the game; it imports none of them.
"""

from game.registry import STANDARD_BOTS, GameInfo, Option

INFO = GameInfo(
    id="coyote-heidelbaer",
    title="Coyote (HeidelBÄR rules)",
    credits="Game design by Spartaco Albertarelli; rules edition by HeidelBÄR Games (2020).",
    min_seats=2, max_seats=6,
    summary="Everyone sees every card but their own. Bid on the total, or call the bluff.",
    options=[
        Option("trickster", "bool", False,
               "Trickster variant: one open eye to start, everyone else guesses each "
               "challenge, and the round's loser gets the Coyote card."),
    ],
    built=True, module="game.coyote_heidelbaer",
    engine=".rules:CoyoteHeidelbaer",
    bot_paths=STANDARD_BOTS,
    # the gauntlet's styles sit at the table only through the command line
    more_bots="game.bidding_styles:STYLES",
    gauntlet="game.bidding_styles:GAUNTLET",
    odds=".odds:READER",
    records=".records:FIGURES",
    lesson=".lesson:LESSON",
)
