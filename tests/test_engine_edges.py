"""Engine edges for every game: a seat that is not a seat is refused before anything
happens, every per-seat query refuses a seat out of range, and messages echo raw input
capped, quoted and on one line."""

from __future__ import annotations

import random

import pytest

from game import registry
from game.core import DEALER, IllegalAction, quoted
from tests.test_generic import plain

GAMES = [pytest.param(i.id, id=i.id) for i in registry.all_games() if i.built]
BAD_SEATS = [2.0, True, False, "0", None, -1, 99, 10**30, 1.5]
JUNK = ["x" * 5000, "bid 1\nbid 2", "bid\r\n17", "\x00\x1b[2J", "bid " + "9" * 300,
        "peek\n" * 50, "ßtep ☃", "bid 3" + " " * 400]


def started(game_id):
    info = registry.built_game(game_id)
    g = registry.new_game(game_id, max(3, info.min_seats), {}, 9)
    rng = random.Random(9)
    for _ in range(6):
        seat = g.to_act()[0]
        g.apply(seat, rng.choice(g.legal_actions(seat)))
    return g


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seat_that_is_not_a_seat_is_refused_with_nothing_changed(game_id):
    g = started(game_id)
    before = plain(g)
    action = g.legal_actions(g.to_act()[0])[0]
    for seat in BAD_SEATS:
        with pytest.raises(IllegalAction):
            g.apply(seat, action)
        if g.has_dealer and seat == DEALER and not isinstance(seat, bool):
            continue  # a game with a dealer answers for it; only its turn is refused
        for query in (g.observation, g.legal_actions, g.window):
            with pytest.raises(IllegalAction):
                query(seat)
        with pytest.raises(IllegalAction):
            g.resample(seat, random.Random(1))
    assert plain(g) == before


@pytest.mark.parametrize("game_id", GAMES)
def test_junk_actions_get_a_short_one_line_message(game_id):
    g = started(game_id)
    before = plain(g)
    seat = g.to_act()[0]
    for junk in JUNK + [b"bid 3", 17, ["bid", 3]]:
        with pytest.raises(IllegalAction) as e:
            g.apply(seat, junk)
        msg = str(e.value)
        assert "\n" not in msg and "\r" not in msg and "\x1b" not in msg, msg
        assert len(msg) < 300, msg
    assert plain(g) == before


def test_the_tilsit_headbands_are_not_shown_to_seat_minus_one():
    g = registry.new_game("coyote-tilsit", 4, {}, 1)
    with pytest.raises(IllegalAction, match="no seat -1"):
        g.observation(-1)


def test_quoted_caps_and_escapes():
    assert quoted("a\nb") == "'a\\nb'"
    q = quoted("y" * 500)
    assert len(q) <= 42 and q.endswith("…'")
