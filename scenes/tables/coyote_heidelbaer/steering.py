"""How a snapshot reaches each still of Coyote, HeidelBÄR rules (see
scenes/snapshot_steering.py)."""

from __future__ import annotations

from game.core import IllegalAction
from game.coyote_heidelbaer import notation as N
from game.match import Match
from scenes.snapshot_steering import bids_made, first_bid, play_to_snapshot, snapshot_human


def _is_bid(action: str) -> bool:
    """A bid, read with the game's notation (the round log also holds words that are
    not actions)."""
    try:
        return isinstance(N.parse(action), N.Bid)
    except IllegalAction:
        return False


def steer(match: Match, state: str) -> None:
    """'start': the first deal; 'mid': a few bids in, seat 0 to bid; 'reveal': a
    challenge about to be made (the table plays the reveal and holds it after the
    verdict)."""
    snapshot_human(match)
    match.snapshot_state = state
    if state == "start":
        return

    def until(seat: int, obs: dict, legal: list[str]) -> bool:
        bids = bids_made(obs, _is_bid)
        if state == "mid" and seat == 0 and obs["phase"] == "bidding" and bids >= 2 \
                and N.CHALLENGE in legal:
            return True
        if state == "reveal" and N.CHALLENGE in legal and bids >= 3:
            match.snapshot_pending = (seat, N.CHALLENGE)
            return True
        return False

    def adjust(obs: dict, legal: list[str], action: str) -> str:
        if action == N.CHALLENGE and bids_made(obs, _is_bid) < 3:
            return first_bid(legal, _is_bid)
        return action
    play_to_snapshot(match, until, 500, adjust)
