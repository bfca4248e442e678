"""How a snapshot reaches each still of Coyote, Tilsit rules (see
scenes/snapshot_steering.py)."""

from __future__ import annotations

from game.coyote_tilsit import notation as N
from game.match import Match
from scenes.snapshot_steering import bids_made, first_bid, play_to_snapshot, snapshot_human


def steer(match: Match, state: str) -> None:
    """The Shaman powers are switched on. 'start': the first deal; 'mid': a later
    round, a few bids in, seat 0 to act; 'reveal': a stacked round where a second
    card was taken and the Teepee, Spirit, Chief and a negative card are all in play,
    a Coyote! call about to be made (the table holds the reveal after the falling
    feather)."""
    snapshot_human(match)
    n = len(match.seats)
    opts = dict(match.game.options, shaman=True)
    stack = None
    if state == "reveal" and n == 4:
        stack = {"start": 1, "feathers": [3, 2, 3, 3],
                 "draw": ["spirit", "15", "chief", "teepee", "-5", "10"]}
    match.game = match.info.factory(n, opts, match.seed, stack=stack)
    game = match.game
    if state == "start":
        return
    if stack is not None:
        for seat, action in ((1, N.Bid(6)), (2, N.Shaman("take", 3)), (2, N.Bid(9)),
                             (3, N.Bid(14)), (0, N.Bid(16))):
            game.apply(seat, N.format(action))
        match.snapshot_pending = (1, N.CALL)
        return

    def until(seat: int, obs: dict, legal: list[str]) -> bool:
        bids = bids_made(obs, N)
        if state == "mid" and seat == 0 and obs["round"] >= 2 and bids >= 2 \
                and obs["phase"] == "bidding" and not obs["pending"]:
            return True
        if state == "reveal" and N.CALL in legal and bids >= 3:
            match.snapshot_pending = (seat, N.CALL)
            return True
        return False

    def adjust(obs: dict, legal: list[str], action: str) -> str:
        if action == N.CALL and bids_made(obs, N) < 2 \
                and any(isinstance(a, N.Bid) for a in N.parsed(legal)):
            return first_bid(legal, N)
        return action
    play_to_snapshot(match, until, 2000, adjust)
