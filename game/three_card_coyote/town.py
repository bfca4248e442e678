"""Helena, 1864: the town map and where Coyote's three secrets may lie.

The map is the text's four-by-four grid; a move goes up, down, left or right. The
secret tables follow the text card by card (Ace to King). Where a Key or a Lantern
sits, and whether a town person carries it, is read from its description; each
reading is a ruling on ``game/rulings/three-card-coyote.md``.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

GRID = (
    ("tent-town", "miners-camp", "upper-last-chance", "helena-heights"),
    ("big-sky-saloon", "north-main-street", "general-store", "assayers-office"),
    ("hotel-and-doctor", "south-main-street", "sheriffs-office", "school-house"),
    ("lower-last-chance", "smith-and-stable", "church", "homesteads"),
)
"""Rows from north to south, as the text's map lays them out."""

PLACES = {
    "tent-town": "Tent Town",
    "miners-camp": "Miner's Camp",
    "upper-last-chance": "Upper Last Chance",
    "helena-heights": "Helena Heights",
    "big-sky-saloon": "Big Sky Saloon",
    "north-main-street": "North Main Street",
    "general-store": "General Store",
    "assayers-office": "Assayer's Office",
    "hotel-and-doctor": "Last Chance Hotel and Doctor",
    "south-main-street": "South Main Street",
    "sheriffs-office": "Sheriff's Office",
    "school-house": "School House",
    "lower-last-chance": "Lower Last Chance",
    "smith-and-stable": "Smith & Stable",
    "church": "Church",
    "homesteads": "Homesteads",
}

CARD_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
"""The order of the secret tables (the Ace first)."""


_AT = {p: (r, c) for r, row in enumerate(GRID) for c, p in enumerate(row)}


def position(place: str) -> tuple[int, int]:
    return _AT[place]


def _around(place: str) -> tuple[str, ...]:
    row, col = _AT[place]
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        r, c = row + dr, col + dc
        if 0 <= r < len(GRID) and 0 <= c < len(GRID[0]):
            out.append(GRID[r][c])
    return tuple(out)


_AROUND = {p: _around(p) for p in _AT}  # the rules and bots ask this on every beat


def neighbours(place: str) -> list[str]:
    """The places one move away: up, down, left or right (never diagonal)."""
    return list(_AROUND[place])


@functools.cache  # sixteen places: asked for every target of every beat
def distance(a: str, b: str) -> int:
    """Moves of one place from ``a`` to ``b`` (streets run in a grid)."""
    (r1, c1), (r2, c2) = _AT[a], _AT[b]
    return abs(r1 - r2) + abs(c1 - c2)


@dataclass(frozen=True)
class Secret:
    card: str           # the table's card rank ("A" ... "K")
    name: str           # what it is ("Jail Key", "Camp Lantern"; for the Door, the place)
    place: str          # where it is
    holder: str | None  # the town person who carries it, if one does


DOORS = tuple(Secret(r, PLACES[p], p, None) for r, p in zip(CARD_RANKS, (
    "tent-town", "miners-camp", "helena-heights", "big-sky-saloon", "north-main-street",
    "general-store", "assayers-office", "hotel-and-doctor", "sheriffs-office",
    "school-house", "smith-and-stable", "church", "homesteads"), strict=True))
"""The Door: one of thirteen places (the three stretches of the gulch hold none)."""

KEYS = (
    Secret("A", "Necronomicon", "helena-heights", None),
    Secret("2", "Eagle Feather", "big-sky-saloon", "a waitress"),
    Secret("3", "Bear Skin", "homesteads", None),
    Secret("4", "Bible", "church", None),
    Secret("5", "Jail Key", "sheriffs-office", "the Sheriff"),
    Secret("6", "Gold Dust", "miners-camp", "a miner"),
    Secret("7", "Dead Man's Hand", "hotel-and-doctor", "the doctor"),
    Secret("8", "Noose", "smith-and-stable", None),
    Secret("9", "Chalk", "school-house", None),
    Secret("10", "Scale", "assayers-office", None),
    Secret("J", "Mining Pan", "north-main-street", None),
    Secret("Q", "Mirror", "general-store", None),
    Secret("K", "Tent Stake", "tent-town", None),
)

LANTERNS = (
    Secret("A", "Jack-o'-Lantern", "school-house", None),
    Secret("2", "Miner's Lamp", "miners-camp", None),
    Secret("3", "Camp Lantern", "tent-town", None),
    Secret("4", "Black Candle", "sheriffs-office", None),
    Secret("5", "Lime Light", "big-sky-saloon", None),
    Secret("6", "Torch", "north-main-street", None),
    Secret("7", "Hot Coal", "smith-and-stable", None),
    Secret("8", "Chandelier", "helena-heights", None),
    Secret("9", "Blessed Candle", "church", None),
    Secret("10", "Hurricane Lamp", "homesteads", None),
    Secret("J", "Oil Lamp", "assayers-office", None),
    Secret("Q", "Matches", "general-store", None),
    Secret("K", "Menorah", "hotel-and-doctor", None),
)

TABLES = {"door": DOORS, "key": KEYS, "lantern": LANTERNS}


def look_up(table: str, card_rank: str) -> Secret:
    """The secret a dealt card names on one of the three tables."""
    return TABLES[table][CARD_RANKS.index(card_rank)]
