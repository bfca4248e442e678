"""Steering a bots' match to a telling moment for a still picture (scenes/tools.snapshot).

Each game has one steering function, ``steer(match, state)`` in its table package's
``steering.py`` (``STEERING`` holds them by game id). It makes seat 0 a human (so the
still shows a player's own view and controls), then lets the bots play on until the
moment ``state`` names; a state the table plays out itself (a reveal) is left in
``match.snapshot_pending`` as the action to make, which the table's
``freeze_for_snapshot`` applies and holds.
A table's ``SNAPSHOT_STATES`` lists the states it can freeze.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.match import Match


def snapshot_human(match: Match) -> None:
    """Seat 0 of a bots' match becomes a human, so a still shows a player's own view
    and controls."""
    from game.saves import SeatSpec

    match.seats[0] = SeatSpec(match.seats[0].name, "human")
    match.bots.pop(0, None)


def play_to_snapshot(match: Match, until: Any, limit: int, adjust: Any = None) -> None:
    """Let the bots play on, a medium stand-in for seat 0, until ``until(seat, obs,
    legal)`` says stop, the game ends, or ``limit`` actions were made;
    ``adjust(obs, legal, action)`` may swap a choice to steer towards a telling moment."""
    from game.registry import make_bot

    game = match.game
    stand_in = make_bot(match.info.id, "medium", 0, match.seed)
    for _ in range(limit):
        if game.is_terminal():
            break
        seat = game.to_act()[0]
        obs = game.observation(seat)
        legal = game.legal_actions(seat)
        if until(seat, obs, legal):
            return
        bot = stand_in if seat == 0 else match.bots[seat]
        action = bot.act(obs, legal)
        if adjust is not None:
            action = adjust(obs, legal, action)
        game.apply(seat, action)


def bids_made(obs: dict, notation: Any) -> int:
    """Bids made so far this round (HeidelBÄR and Tilsit keep a round log), read with
    the game's ``notation`` module (the log also holds words that are not actions)."""
    return sum(1 for _, a in obs["round_log"] if isinstance(notation.read(a)[0], notation.Bid))


def first_bid(legal: list[str], notation: Any) -> str:
    return next(a for a in legal if isinstance(notation.read(a)[0], notation.Bid))


def _find_steering() -> dict[str, Callable[[Match, str], None]]:
    import importlib

    from scenes.tables import TABLES

    found = {}
    for game_id, target in TABLES.items():
        package = target.partition(":")[0].rpartition(".")[0]
        try:
            found[game_id] = importlib.import_module(f"{package}.steering").steer
        except ModuleNotFoundError as e:
            if e.name != f"{package}.steering":
                raise
    return found


STEERING: dict[str, Callable[[Match, str], None]] = _find_steering()
"""game id -> its steering function"""


def prepare(match: Match, state: str) -> None:
    """Bring ``match`` to the still ``state`` names (a game with no steering is left
    as it is)."""
    steer = STEERING.get(match.info.id)
    if steer is not None:
        steer(match, state)
