"""Coyote Moon's notation: its actions as typed values, ``parse`` and ``format``.

The rules, the bots and the table read actions through here and never slice the text.
``parse`` accepts exactly what ``format`` writes (``step o2a``, ``pickup suns``,
``pickup suns 3``, ``drop arms null``, ``end``) and refuses anything else;
``read`` is the forgiving reading of what a player types (``sun`` for ``suns``, ``a``
or ``1`` for ace, ``n`` or ``0`` for null, ``pick up``, ``end turn``), already made
plain by ``game.notation.strict``.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from game.core import IllegalAction
from game.coyote_moon import board as B
from game.coyote_moon.pieces import SUITS, VALUES
from game.notation import safe_quote


@dataclass(frozen=True)
class Step:
    """Move the pawn one space along a track."""

    space: str


@dataclass(frozen=True)
class Pickup:
    """Pick up the stone of ``suit`` here: the face-down one when ``value`` is None."""

    suit: str
    value: str | None = None


@dataclass(frozen=True)
class Drop:
    """Drop a stone from the hand here, face up."""

    suit: str
    value: str


@dataclass(frozen=True)
class End:
    """End the turn (unspent points are lost)."""


Action = Step | Pickup | Drop | End

_SUIT_ALIAS = {"sun": "suns", "moon": "moons", "crown": "crowns", "arm": "arms"}
_VALUE_ALIAS = {"n": "null", "0": "null", "a": "ace", "1": "ace"}
SHAPES = "step <space>, pickup <suit> [value], drop <suit> <value> or end"


def format(action: Action) -> str:
    """The canonical notation of ``action``."""
    if isinstance(action, Step):
        return f"step {action.space}"
    if isinstance(action, Pickup):
        return f"pickup {action.suit}" + (f" {action.value}" if action.value else "")
    if isinstance(action, Drop):
        return f"drop {action.suit} {action.value}"
    return "end"


@functools.lru_cache(maxsize=1024)  # the rules read every candidate each time they list them
def parse(text: str) -> Action:
    """The action ``text`` writes in canonical notation; ``IllegalAction`` for any
    other text (an alias, odd spacing or case included: ``read`` takes those)."""
    words = text.split(" ") if isinstance(text, str) else []
    head, rest = (words[0], words[1:]) if words else ("", [])
    action: Action | None = None
    if head == "end" and not rest:
        action = End()
    elif head == "step" and len(rest) == 1 and rest[0] in B.INDEX:
        action = Step(rest[0])
    elif head in ("pickup", "drop") and 1 <= len(rest) <= 2 and rest[0] in SUITS \
            and all(v in VALUES for v in rest[1:]):
        value = rest[1] if len(rest) == 2 else None
        if head == "pickup":
            action = Pickup(rest[0], value)
        elif value is not None:
            action = Drop(rest[0], value)
    if action is None or format(action) != text:
        raise IllegalAction(f"{safe_quote(text)} is not Coyote Moon notation ({SHAPES})")
    return action


def read_value(word: str) -> str:
    """A value as typed (``a``, ``1``, ``n``, ``0`` or as written) in its own word."""
    return _VALUE_ALIAS.get(word, word)


def read(text: str) -> Action:
    """What a player typed (lower case, single spaces), aliases and all, as an action;
    ``IllegalAction`` saying what is wrong with it."""
    words = text.split()
    if words[:2] == ["pick", "up"]:
        words = ["pickup"] + words[2:]
    head, rest = (words[0], words[1:]) if words else ("", [])
    if head == "end" and rest in ([], ["turn"]):
        return End()
    if head == "step" and len(rest) == 1:
        if rest[0] not in B.INDEX:
            raise IllegalAction(f"no space called {safe_quote(rest[0])} (spaces are m0-m5, "
                                "o0a-o5b on the outer track, i0a-i5b on the inner)")
        return Step(rest[0])
    if head in ("pickup", "drop") and 1 <= len(rest) <= 2:
        suit = _SUIT_ALIAS.get(rest[0], rest[0])
        if suit not in SUITS:
            raise IllegalAction(f"{safe_quote(rest[0])} is not a suit ({', '.join(SUITS)})")
        if len(rest) == 1:
            if head == "drop":
                raise IllegalAction("say which stone to drop, e.g. 'drop suns 3'")
            return Pickup(suit)
        value = read_value(rest[1])
        if value not in VALUES:
            raise IllegalAction(f"{safe_quote(rest[1])} is not a value ({', '.join(VALUES)})")
        return Pickup(suit, value) if head == "pickup" else Drop(suit, value)
    raise IllegalAction(f"cannot read {safe_quote(text)}: use {SHAPES}")
