"""The HeidelBÄR cards as data: the 17 playing cards and what each number counts.

One home for what the rules, the odds, the bots and the table's art all need to know
about a card; the rules module imports it like the rest.
"""

from __future__ import annotations

# The 17 playing cards, one of each, as the strings used everywhere.
NUMBER_CARDS = ("-10", "-5", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "15", "20")
QUESTION = "?"
MAX0 = "max0"
SPECIALS = (QUESTION, MAX0)
CARDS = NUMBER_CARDS + SPECIALS
VALUE = {c: int(c) for c in NUMBER_CARDS}
