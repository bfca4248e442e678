"""Coyote (HeidelBÄR rules) notation: its actions as typed values, ``parse`` and ``format``.

The rules, the bots and the odds read actions through here and never slice the text.
``parse`` accepts exactly what ``format`` writes (``bid 17``, ``challenge``, ``peek``,
``coyote``, ``guess 2``, ``discard open``, ``discard closed``) and refuses anything
else with a short reason; the rules' ``_parse_notation`` is the forgiving reading of
what a player types.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from game.core import IllegalAction, move, quoted
from game.notation import cached_reader


@dataclass(frozen=True)
class Bid:
    """Open or raise: the cards in play total at least ``value``."""

    value: int


@dataclass(frozen=True)
class Challenge:
    """Call the standing bid."""


@dataclass(frozen=True)
class Peek:
    """Flip an open eye closed to look at the centre card."""


@dataclass(frozen=True)
class Coyote:
    """Trickster variant: draw the Coyote card's extra card into play."""


@dataclass(frozen=True)
class Guess:
    """Trickster variant: the seat expected to win the open challenge."""

    seat: int


@dataclass(frozen=True)
class Discard:
    """The challenge's loser gives up an eye: ``kind`` is "open" or "closed"."""

    kind: str


Action = Bid | Challenge | Peek | Coyote | Guess | Discard

SHAPES = "bid N, challenge, peek, coyote, guess S, discard open|closed"
"""The shapes of the game's actions, for a refusal to name."""

_WORDS = {Challenge: "challenge", Peek: "peek", Coyote: "coyote"}
_PLAIN = {word: kind() for kind, word in _WORDS.items()}
CHALLENGE, PEEK, COYOTE = (_WORDS[k] for k in (Challenge, Peek, Coyote))
"""The actions without arguments, as written."""


def format(action: Action) -> str:
    """The canonical notation of ``action``."""
    if isinstance(action, Bid):
        return f"bid {action.value}"
    if isinstance(action, Guess):
        return f"guess {action.seat}"
    if isinstance(action, Discard):
        return f"discard {action.kind}"
    return _WORDS[type(action)]


@functools.lru_cache(maxsize=4096)  # the rules judge every candidate each time they list
def parse(text: str) -> Action:
    """The action ``text`` writes in canonical notation; ``IllegalAction`` naming what is
    wrong for any other text (odd spelling or spacing included)."""
    m = move(text)
    if m.verb == "bid" and (len(m.args) != 1 or not isinstance(m.arg, int)):
        arg = " ".join(map(str, m.args))
        raise IllegalAction(f"'bid' needs a whole number (not {quoted(arg)})")
    if m.verb == "guess" and (len(m.args) != 1 or not isinstance(m.arg, int)):
        raise IllegalAction("'guess' needs a seat number, e.g. 'guess 1'")
    if m.verb == "discard" and m.args not in (("open",), ("closed",)):
        raise IllegalAction("'discard' takes 'open' or 'closed'")
    if m.verb in _PLAIN and m.args:
        raise IllegalAction(f"'{m.verb}' takes nothing after it")
    if m.verb == "bid":
        action: Action = Bid(m.arg)
    elif m.verb == "guess":
        action = Guess(m.arg)
    elif m.verb == "discard":
        action = Discard(m.arg)
    elif m.verb in _PLAIN:
        action = _PLAIN[m.verb]
    else:
        raise IllegalAction(f"unknown action {quoted(text)}; actions: {SHAPES}")
    if format(action) != text:
        raise IllegalAction(f"{quoted(text)} is not written the usual way; "
                            f"try {quoted(format(action))}")
    return action


read = cached_reader(parse)
"""The typed action a text writes, or None and what is wrong with its shape."""


def parsed(actions: list[str]) -> list[Action]:
    """Every action of a legal list, read."""
    return [parse(a) for a in actions]
