"""Coyote Moon: a piecepack race on a ring of two one-way tracks (2-4 seats).

The board (``board.py``), the pieces (``pieces.py``), the rules (``rules.py``), the
bots (``bots.py``) and the log's words (``narrate.py``). This module declares the
game; it imports none of them.
"""

from game.registry import STANDARD_BOTS, GameInfo

INFO = GameInfo(
    id="coyote-moon",
    title="Coyote Moon",
    credits="Coyote Moon by Robert Mundschau, a piecepack game; free to share without charge, "
            "the author keeps all rights.",
    min_seats=2, max_seats=4,
    summary="Race your stones around a ring of two one-way tracks.",
    built=True, module="game.coyote_moon",
    engine=".rules:CoyoteMoon",
    bot_paths=STANDARD_BOTS,
    records=".records:FIGURES",
    lesson=".lesson:LESSON",
)
