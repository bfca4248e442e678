"""The piecepack Coyote Moon is played with: its suits and its values.

One declaration for the rules, the bots and the table's art. Seat ``i`` plays the
suit ``SUITS[i]``; a stone's value is one of ``VALUES`` (a die has the same faces).
"""

from __future__ import annotations

SUITS = ("suns", "moons", "crowns", "arms")
VALUES = ("null", "ace", "2", "3", "4", "5")
