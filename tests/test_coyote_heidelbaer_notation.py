"""Coyote (HeidelBÄR rules) notation: ``parse`` reads exactly what ``format`` writes.

Every legal action of many random states, in both variants and at every table size,
reads to a typed action that writes back to the very same text; anything else is
refused with a short reason.
"""

from __future__ import annotations

import random

import pytest

from game.core import IllegalAction
from game.coyote_heidelbaer import notation as N
from game.registry import built_game, new_game


def test_each_kind_of_action_reads_as_its_type():
    assert N.parse("bid 17") == N.Bid(17)
    assert N.parse("bid -5") == N.Bid(-5)
    assert N.parse("challenge") == N.Challenge()
    assert N.parse("peek") == N.Peek()
    assert N.parse("coyote") == N.Coyote()
    assert N.parse("guess 2") == N.Guess(2)
    assert N.parse("discard open") == N.Discard("open")
    assert N.parse("discard closed") == N.Discard("closed")


def test_every_legal_action_of_random_games_writes_back_to_itself():
    info = built_game("coyote-heidelbaer")
    rng = random.Random(28)
    seen: set[type] = set()
    for i in range(60):
        seats = info.min_seats + i % (info.max_seats - info.min_seats + 1)
        g = new_game("coyote-heidelbaer", seats, {"trickster": i % 2 == 1}, i)
        while not g.is_terminal():
            for seat in g.to_act():
                for a in g.legal_actions(seat):
                    act = N.parse(a)
                    seen.add(type(act))
                    assert N.format(act) == a
            seat = rng.choice(g.to_act())
            g.apply(seat, rng.choice(g.legal_actions(seat)))
        for _, a in g.history:
            assert N.format(N.parse(a)) == a
    assert seen == {N.Bid, N.Challenge, N.Peek, N.Coyote, N.Guess, N.Discard}


@pytest.mark.parametrize("text", [
    "", " ", "bid", "bid 07", "BID 7", "bid  7", " bid 7", "bid 7 ", "bid x", "bid 7 8",
    "bid ７", "bid ¹", "bid 7\x00", "bid\t7", "guess", "guess one", "discard",
    "discard up", "discard open closed", "peek now", "challenge 3", "coyote!", "dance",
    "x" * 500,
])
def test_odd_input_is_refused_with_a_short_reason(text):
    with pytest.raises(IllegalAction) as e:
        N.parse(text)
    assert 0 < len(str(e.value)) < 200
    assert "\x00" not in str(e.value)
