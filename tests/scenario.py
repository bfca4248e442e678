"""Scenario helpers shared by the rules tests.

A scenario builds a game by its registry id on a stacked set-up, plays notation
lines on it and checks refusals. A line is ``"SEAT: action"`` (``"2: bid 5"``,
``"dealer: deal"``) or a bare action, played by the one seat to act now::

    g = new("coyote-tilsit", 4, {}, stack={"start": 0, "draw": ["1", "2", "3", "4"]})
    events = play(g, "0: bid 5", "1: coyote")
    refused(g, "0: bid 3", "not seat 0's turn")

Each game's rules test keeps only a thin wrapper for the shape of its stack.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from game.core import DEALER, Event, Game, IllegalAction
from game.registry import new_game

_SEATED = re.compile(r"^\s*(-?\d+|dealer)\s*:(.*)$", re.IGNORECASE)


def new(game_id: str, seats: int, options: dict[str, Any] | None = None, seed: int = 0,
        stack: Any = None) -> Game:
    """A game by registry id, with an optional stacked set-up."""
    return new_game(game_id, seats, options or {}, seed, stack=stack)


def line_of(game: Game, line: str) -> tuple[int, str]:
    """The (seat, action) a notation line stands for."""
    m = _SEATED.match(line)
    if m:
        who = m.group(1).lower()
        return (DEALER if who == "dealer" else int(who)), m.group(2).strip()
    waiting = game.to_act()
    # a bare action is only unambiguous while exactly one seat is asked
    assert len(waiting) == 1, f"{line!r} names no seat but {waiting} are to act"
    return waiting[0], line.strip()


def play(game: Game, *lines: str) -> list[Event]:
    """Apply the lines in order; return every event they caused, in order."""
    events: list[Event] = []
    for line in lines:
        seat, action = line_of(game, line)
        events += game.apply(seat, action)
    return events


def snapshot(game: Game) -> tuple[list[Any], list[tuple[int, str]], list[int]]:
    """Everything a refusal must leave alone: every seat's view, the log, who acts."""
    seats = list(range(game.num_seats)) + ([DEALER] if game.has_dealer else [])
    return [game.observation(s) for s in seats], list(game.history), game.to_act()


def refused(game: Game, line: str, match: str | None = None) -> None:
    """The line is refused with a message matching ``match`` (a regex; any message
    when None) and nothing about the game changes."""
    before = snapshot(game)
    seat, action = line_of(game, line)
    with pytest.raises(IllegalAction, match=match):
        game.apply(seat, action)
    assert snapshot(game) == before


def of_type(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e["type"] == kind]
