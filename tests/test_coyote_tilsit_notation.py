"""Coyote (Tilsit rules) notation: ``parse`` reads exactly what ``format`` writes.

Every legal action of many random states, with and without the Shaman card and at
every table size, reads to a typed action that writes back to the very same text;
anything else is refused with a short reason.
"""

from __future__ import annotations

import random

import pytest

from game.core import IllegalAction
from game.coyote_tilsit import notation as N
from game.registry import built_game, new_game


def test_each_kind_of_action_reads_as_its_type():
    assert N.parse("bid 17") == N.Bid(17)
    assert N.parse("coyote") == N.Call()
    for power in N.POWERS:
        assert N.parse(f"shaman {power}") == N.Shaman(power)
    assert N.parse("shaman take 2") == N.Shaman("take", 2)
    assert N.parse("shaman turn 0") == N.Shaman("turn", 0)


def test_every_legal_action_of_random_games_writes_back_to_itself():
    info = built_game("coyote-tilsit")
    rng = random.Random(28)
    seen: set = set()
    for i in range(40):
        seats = info.min_seats + i % (info.max_seats - info.min_seats + 1)
        g = new_game("coyote-tilsit", seats, {"shaman": i % 3 != 0}, i)
        while not g.is_terminal():
            for seat in g.to_act():
                for a in g.legal_actions(seat):
                    act = N.parse(a)
                    seen.add(act.power if isinstance(act, N.Shaman) else type(act))
                    assert N.format(act) == a
            seat = rng.choice(g.to_act())
            g.apply(seat, rng.choice(g.legal_actions(seat)))
        for _, a in g.history:
            assert N.format(N.parse(a)) == a
    assert seen == {N.Bid, N.Call, *N.POWERS, *N.TARGETED}


@pytest.mark.parametrize("text", [
    "", " ", "bid", "bid 07", "BID 7", "bid  7", " bid 7", "bid 7 ", "bid x", "bid 7 8",
    "bid ７", "bid ¹", "bid 7\x00", "bid\t7", "challenge", "coyote!", "coyote 1", "shaman",
    "shaman lynx 2", "shaman take", "shaman take two", "shaman turn 02", "shaman fly",
    "dance", "x" * 500,
])
def test_odd_input_is_refused_with_a_short_reason(text):
    with pytest.raises(IllegalAction) as e:
        N.parse(text)
    assert 0 < len(str(e.value)) < 200
    assert "\x00" not in str(e.value)
