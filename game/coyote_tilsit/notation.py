"""Coyote (Tilsit rules) notation: its actions as typed values, ``parse`` and ``format``.

The rules, the bots and the odds read actions through here and never slice the text.
``parse`` accepts exactly what ``format`` writes (``bid 17``, ``coyote``, ``shaman
lynx``, ``shaman cancel``, ``shaman feathers``, ``shaman uturn``, ``shaman take 2``,
``shaman turn 3``) and refuses anything else with a short reason; the rules'
``_parse_notation`` is the forgiving reading of what a player types ("challenge" for
"coyote").
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from game.core import IllegalAction, move, quoted
from game.notation import cached_reader


@dataclass(frozen=True)
class Bid:
    """Open, raise or (after a Cancel) bid again: the cards total at least ``value``."""

    value: int


@dataclass(frozen=True)
class Call:
    """Call "Coyote!" on the standing bid."""


@dataclass(frozen=True)
class Shaman:
    """Play the Shaman card's ``power``; Take a Card and It Is Your Turn name a
    ``target`` seat, the others none."""

    power: str
    target: int | None = None


Action = Bid | Call | Shaman

POWERS = ("lynx", "cancel", "feathers", "uturn")
"""The Shaman powers that name no seat."""
TARGETED = ("take", "turn")
"""The Shaman powers that name a seat."""
CALL = "coyote"
"""The call, as written."""

_SHAPES = "try 'bid N', 'coyote' or 'shaman POWER'"


def format(action: Action) -> str:
    """The canonical notation of ``action``."""
    if isinstance(action, Bid):
        return f"bid {action.value}"
    if isinstance(action, Call):
        return CALL
    if action.target is None:
        return f"shaman {action.power}"
    return f"shaman {action.power} {action.target}"


@functools.lru_cache(maxsize=4096)  # the rules judge every candidate each time they list
def parse(text: str) -> Action:
    """The action ``text`` writes in canonical notation; ``IllegalAction`` naming what is
    wrong for any other text (odd spelling or spacing included)."""
    m = move(text)
    action: Action | None = None
    if m.verb == "bid" and len(m.args) == 1 and isinstance(m.arg, int):
        action = Bid(m.arg)
    elif m.verb == CALL and not m.args:
        action = Call()
    elif m.verb == "shaman" and len(m.args) == 1 and m.arg in POWERS:
        action = Shaman(m.arg)
    elif m.verb == "shaman" and len(m.args) == 2 and m.arg in TARGETED \
            and isinstance(m.args[1], int):
        action = Shaman(m.arg, m.args[1])
    if action is None:
        raise IllegalAction(f"{quoted(text)} is not an action here; {_SHAPES}")
    if format(action) != text:
        raise IllegalAction(f"{quoted(text)} is not written the usual way; "
                            f"try {quoted(format(action))}")
    return action


read = cached_reader(parse)
"""The typed action a text writes, or None and what is wrong with its shape."""


def parsed(actions: list[str]) -> list[Action]:
    """Every action of a list (a legal list, a round's log), read."""
    return [parse(a) for a in actions]
