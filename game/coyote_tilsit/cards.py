"""The Tilsit cards as data: the numbers each card counts for, and the specials.

One home for what the rules, the odds, the bots and the table's art all need to know
about a card; the rules module imports it like the rest.
"""

from __future__ import annotations

POSITIVE = {"1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "10": 10, "15": 15, "20": 20}
NEGATIVE = {"-5": -5, "-10": -10}
SPECIALS = ("chief", "spirit", "moon", "teepee")
