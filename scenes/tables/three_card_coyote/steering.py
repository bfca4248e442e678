"""How a snapshot reaches each still of Three Card Coyote (see scenes/snapshot_steering.py)."""

from __future__ import annotations

from game.match import Match
from scenes.snapshot_steering import snapshot_human


def steer(match: Match, state: str) -> None:
    """Three Card Coyote: 'draft' (seat 0 to pick a role), 'turn' (a few hours in, seat
    0's beat), 'window' (seat 0 asked to answer: a raise to oppose or an attack to
    meet), 'showdown' (seat 0's beat in the Showdown) and 'end' (the night over)."""
    from game.core import DEALER
    from game.registry import make_bot

    snapshot_human(match)
    match.snapshot_state = state
    game = match.game
    stand_in = make_bot(match.info.id, "medium", 0, match.seed)

    def stop(seat: int) -> bool:
        w = game.window(seat) if seat != DEALER else None
        if state == "draft":
            return seat == 0 and game.phase == "draft"
        if state == "turn":
            return seat == 0 and game.round >= 2 and (w or {}).get("stage") == "turn"
        if state == "window":
            return seat == 0 and (w or {}).get("stage") in ("oppose", "defend", "interrupt")
        if state == "showdown":
            return seat == 0 and game.showdown and (w or {}).get("stage") == "turn"
        return False

    def raise_often(seat: int, legal: list[str], action: str) -> str:
        # steering towards a window: the others raise where they can (seat 0 may oppose)
        if state == "window" and seat != 0:
            raises = [a for a in legal if a.startswith("raise ")]
            if raises:
                return raises[0]
        return action

    for _ in range(4000):
        if game.is_terminal():
            return
        seat = game.to_act()[0]
        if stop(seat):
            return
        legal = game.legal_actions(seat)
        if seat == DEALER:
            action = match.decide(DEALER)
        else:
            bot = stand_in if seat == 0 else match.bots[seat]
            action = raise_often(seat, legal, bot.act(game.observation(seat), legal))
        game.apply(seat, action)
