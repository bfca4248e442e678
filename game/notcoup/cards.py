"""NotCoup's cards: the 18-card deck (King, Queen, Jack and Ace of each suit, two
Jokers) and their names. One home for this data: the rules, bots, narration and
the table all read it from here."""

from __future__ import annotations

RANKS = ("king", "queen", "jack", "ace", "joker")
"""The card types in their canonical order (notation lists cards in this order)."""

LETTERS = {"k": "king", "q": "queen", "j": "jack", "a": "ace", "x": "joker"}
"""One-letter forms a player may type ("reveal K", "lose A"); X is the Joker."""

SUITS = ("spades", "hearts", "diamonds", "clubs")

TITLES = {"king": "King", "queen": "Queen", "jack": "Jack", "ace": "Ace", "joker": "Joker"}

POINTS_IN_PACK = 36
"""A 54-card pack less the 18 played: the heap of counters the points are paid from."""


def deck(per_rank: int = 4, jokers: int = 2) -> list[str]:
    """Card ids in a fixed order: "king-spades" ... "joker-1". ``per_rank`` lets a
    variant take one of each type out; the suits are for the eye only."""
    cards = [f"{r}-{s}" for r in RANKS[:4] for s in SUITS[:per_rank]]
    return cards + [f"joker-{i + 1}" for i in range(jokers)]


def with_article(title: str) -> str:
    """"King" -> "a King", "Ace" -> "an Ace"."""
    return ("an " if title[:1] in "AEIOU" else "a ") + title


def rank(card: str) -> str:
    """The type of a card id ("queen-hearts" -> "queen")."""
    return card.split("-", 1)[0]


def rank_key(r: str) -> int:
    return RANKS.index(r)


def card_word(word: str) -> str | None:
    """A typed card name or letter in canonical form (None if it names no card)."""
    w = word.lower()
    if w in RANKS:
        return w
    if w in LETTERS:
        return LETTERS[w]
    if w.endswith("s") and w[:-1] in RANKS:  # "kings"
        return w[:-1]
    return None
