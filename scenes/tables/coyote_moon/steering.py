"""How a snapshot reaches each still of Coyote Moon (see scenes/snapshot_steering.py)."""

from __future__ import annotations

from game.match import Match
from scenes.snapshot_steering import play_to_snapshot, snapshot_human


def steer(match: Match, state: str) -> None:
    """'setup': nothing played (the table holds the set-up while the start dice
    tumble); 'start': seat 0's first turn; 'mid': a few rounds in, seat 0 to move
    with stones in hand."""
    snapshot_human(match)
    match.snapshot_state = state
    if state == "setup":
        return

    def until(seat: int, obs: dict, legal: list[str]) -> bool:
        fresh = obs["mp_left"] == obs["mp"] and not obs["picked"] and not obs["dropped"]
        if seat != 0 or not fresh:
            return False
        return state == "start" or (obs["round"] >= 5 and bool(obs["hands"][0])
                                    and obs["pawns"][0][0] != "m")
    play_to_snapshot(match, until, 3000)
