"""The parsed form of actions: every legal action of every built game round-trips."""

import random

import pytest

from game.core import Move, move, moves
from game.registry import all_games, new_game


def test_move_parts():
    assert move("bid 17") == Move("bid", (17,))
    assert move("bid 17").arg == 17
    assert move("challenge") == Move("challenge")
    assert move("challenge").arg is None
    assert move("drop arms ace").args == ("arms", "ace")
    assert move("  Bid   -5 ") == Move("bid", (-5,))
    assert moves(["bid 3", "challenge", "bid 5"], "bid") == [Move("bid", (3,)), Move("bid", (5,))]


@pytest.mark.parametrize("gid", [g.id for g in all_games() if g.built])
def test_every_legal_action_round_trips(gid):
    g = new_game(gid, 3, {}, seed=4)
    rng = random.Random(4)
    steps = 0
    while not g.is_terminal() and steps < 400:
        seat = g.to_act()[0]
        legal = g.legal_actions(seat)
        for a in legal:
            assert str(move(a)) == a
        g.apply(seat, rng.choice(legal))
        steps += 1
