"""How a snapshot reaches each still of Coyote, HeidelBÄR rules (see
scenes/snapshot_steering.py)."""

from __future__ import annotations

from game.coyote_heidelbaer import notation as N
from game.match import Match
from scenes.snapshot_steering import bids_made, first_bid, play_to_snapshot, snapshot_human


def steer(match: Match, state: str) -> None:
    """'start': the first deal; 'mid': a few bids in, seat 0 to bid; 'reveal': a
    challenge about to be made (the table plays the reveal and holds it after the
    verdict)."""
    snapshot_human(match)
    match.snapshot_state = state
    if state == "start":
        return

    def until(seat: int, obs: dict, legal: list[str]) -> bool:
        bids = bids_made(obs, N)
        if state == "mid" and seat == 0 and obs["phase"] == "bidding" and bids >= 2 \
                and N.CHALLENGE in legal:
            return True
        if state == "reveal" and N.CHALLENGE in legal and bids >= 3:
            match.snapshot_pending = (seat, N.CHALLENGE)
            return True
        return False

    def adjust(obs: dict, legal: list[str], action: str) -> str:
        if action == N.CHALLENGE and bids_made(obs, N) < 3:
            return first_bid(legal, N)
        return action
    play_to_snapshot(match, until, 500, adjust)
