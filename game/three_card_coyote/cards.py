"""The standard pack Coyote deals from, and how three-card hands compare.

One home for this data: the rules, the dealer, the bots and the table read it here.
"""

from __future__ import annotations

from collections import Counter

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
"""Lowest to highest: the Ace is high, except at the bottom of the A-2-3 straight."""

SUITS = ("spades", "hearts", "clubs", "diamonds")
"""Highest to lowest, the order the text gives for breaking ties."""

SYMBOLS = {"spades": "♠", "hearts": "♥", "clubs": "♣", "diamonds": "♦"}

DIFFICULT = 8
"""A difficult action needs a card of this value or higher."""

# hand classes, best first, as the text lists them
STRAIGHT_FLUSH, THREE_OF_A_KIND, STRAIGHT, FLUSH, PAIR, HIGH_CARD = range(6, 0, -1)
HAND_NAMES = {STRAIGHT_FLUSH: "straight flush", THREE_OF_A_KIND: "three of a kind",
              STRAIGHT: "straight", FLUSH: "flush", PAIR: "pair", HIGH_CARD: "high card"}


def deck() -> list[str]:
    """The 52 cards as "rank-suit" ids ("10-hearts", "A-spades")."""
    return [f"{r}-{s}" for s in SUITS for r in RANKS]


def rank(card: str) -> str:
    return card.rsplit("-", 1)[0]


def suit(card: str) -> str:
    return card.rsplit("-", 1)[1]


def value(card: str) -> int:
    """2-10 as printed, J 11, Q 12, K 13, A 14."""
    return RANKS.index(rank(card)) + 2


def suit_strength(card: str) -> int:
    """Spades 4, hearts 3, clubs 2, diamonds 1."""
    return len(SUITS) - SUITS.index(suit(card))


def card_key(card: str) -> tuple[int, int]:
    """Cards in full order: value first, then suit (so no two cards tie)."""
    return value(card), suit_strength(card)


def is_difficult_enough(card: str) -> bool:
    return value(card) >= DIFFICULT


def _straight_high(values: list[int]) -> int | None:
    """The top value of a three-card straight (A-2-3 counts as 3 high), or None."""
    v = sorted(values)
    if v == [2, 3, 14]:
        return 3
    if v[1] == v[0] + 1 and v[2] == v[1] + 1:
        return v[2]
    return None


def hand_key(cards: list[str]) -> tuple:
    """A sortable strength for three cards: the class first, then the values that
    decide within it, then the suits of the cards from the highest down, so that two
    different hands never tie."""
    if len(cards) != 3:
        raise ValueError("a hand is three cards")
    values = [value(c) for c in cards]
    ordered = sorted(cards, key=card_key, reverse=True)
    suits = tuple(suit_strength(c) for c in ordered)
    flush = len({suit(c) for c in cards}) == 1
    top = _straight_high(values)
    counts = Counter(values)
    if top is not None and flush:
        return (STRAIGHT_FLUSH, top, suits)
    if len(counts) == 1:
        return (THREE_OF_A_KIND, values[0], suits)
    if top is not None:
        return (STRAIGHT, top, suits)
    if flush:
        return (FLUSH, *sorted(values, reverse=True), suits)
    if len(counts) == 2:
        pair = next(v for v, n in counts.items() if n == 2)
        kicker = next(v for v, n in counts.items() if n == 1)
        return (PAIR, pair, kicker, suits)
    return (HIGH_CARD, *sorted(values, reverse=True), suits)


def hand_name(cards: list[str]) -> str:
    return HAND_NAMES[hand_key(cards)[0]]


def best_hand(hands: dict[int, list[str]]) -> int:
    """The seat whose three cards win a stalemate."""
    return max(hands, key=lambda s: hand_key(hands[s]))
