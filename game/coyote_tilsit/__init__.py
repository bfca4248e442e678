"""Coyote (Tilsit rules): headband bidding with feathers and special cards (3-6 seats).

The cards (``cards.py``), the rules (``rules.py``), the odds the bots and the odds
whisper read (``odds.py``), the bots (``bots.py``) and the log's words
(``narrate.py``). This module declares the game; it imports none of them.
"""

from game.registry import STANDARD_BOTS, GameInfo, Option

INFO = GameInfo(
    id="coyote-tilsit",
    title="Coyote (Tilsit rules)",
    credits="Game design by Spartaco Albertarelli; rules edition by Tilsit.",
    min_seats=3, max_seats=6,
    summary="Headband bidding with feathers, Chief, Spirit, Moon and Teepee cards.",
    options=[
        Option("shaman", "bool", False, "Shaman special powers: one single-use power per player."),
        Option("feathers", "choice", "three",
               "Starting feathers: three each; small-table (5 with 3 players, 4 with 4); "
               "as-printed (4 with 4 players, 5 with 5).",
               choices=("three", "small-table", "as-printed")),
        Option("negatives", "choice", "three",
               "Negative cards: three (two -5, one -10, as the values are listed), or a "
               "fourth card as the count says: extra-5 or extra-10.",
               choices=("three", "extra-5", "extra-10")),
    ],
    built=True, module="game.coyote_tilsit",
    engine=".rules:CoyoteTilsit",
    bot_paths=STANDARD_BOTS,
    # the gauntlet's styles: command line only, never in set-up
    more_bots="game.bidding_styles:STYLES",
    gauntlet="game.bidding_styles:GAUNTLET",
    odds=".odds:READER",
    records=".records:FIGURES",
    lesson=".lesson:LESSON",
)
