"""The legal lists a game keeps for its present state stay out of that state: ``vars()``,
copies and pickles never carry them, and a copy works its own out."""

from __future__ import annotations

import copy
import pickle

import pytest

from game.registry import new_game


@pytest.mark.parametrize("game_id", ["coyote-heidelbaer", "coyote-tilsit", "notcoup"])
def test_kept_lists_are_no_part_of_the_state(game_id):
    g = new_game(game_id, 4, {}, 11)
    seat = g.to_act()[0]
    before = dict(vars(g))
    legal = g.legal_actions(seat)
    assert vars(g).keys() == before.keys()  # kept beside the state, not in it
    for twin in (copy.deepcopy(g), copy.copy(g), pickle.loads(pickle.dumps(g)), g.clone()):
        assert twin._kept_lists is None  # a copy starts with none of its own
        assert twin.legal_actions(seat) == legal
    g.apply(seat, legal[-1])
    assert g._kept_lists is None  # an action leaves nothing kept for the state before

