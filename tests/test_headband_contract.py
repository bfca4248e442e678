"""The headband games keep one legality source: every listed action is legal, and every
refused one is refused with a reason a player can read (HeidelBÄR and Tilsit write only
``_candidates`` and ``_reason``; the list, the test and the refusal come from those)."""

from __future__ import annotations

import random

import pytest

from game.core import move
from game.registry import new_game

GAMES = [
    ("coyote-heidelbaer", (2, 3, 4, 5, 6), ({"trickster": False}, {"trickster": True})),
    ("coyote-tilsit", (3, 4, 5, 6), ({"shaman": True}, {"shaman": False})),
]
EXTRA = ["coyote", "challenge", "peek", "guess 0", "discard closed", "shaman lynx",
         "shaman take 0", "shaman turn 9", "bid 999", "bid -999", "fly"]


def _illegal_probes(g, seat, legal, rng):
    """A handful of actions that are not legal now: listed shapes the rules turned down,
    bids just outside the legal range, and actions of other moments."""
    legal_set = set(legal)
    probes = [a for a in g._candidates(seat) if a not in legal_set]
    bids = [m.arg for m in map(move, legal) if m.verb == "bid"]
    if bids:
        probes += [f"bid {min(bids) - 1}", f"bid {max(bids) + 1}"]
    probes += EXTRA
    probes = [a for a in probes if a not in legal_set]
    return rng.sample(probes, min(5, len(probes)))


@pytest.mark.parametrize("game_id, sizes, options", GAMES, ids=[g[0] for g in GAMES])
def test_every_listed_action_is_legal_and_every_refusal_has_a_reason(game_id, sizes, options):
    rng = random.Random(game_id)
    states = 0
    for n in range(300):
        g = new_game(game_id, sizes[n % len(sizes)], options[n % len(options)], seed=n)
        while not g.is_terminal():
            states += 1
            acting = g.to_act()
            for seat in range(g.num_seats):
                legal = g.legal_actions(seat)
                if seat not in acting:
                    assert legal == []
                    continue
                assert legal, f"seat {seat} must act but has nothing legal"
                assert len(set(legal)) == len(legal)
                for a in legal:
                    assert g.is_legal(seat, a), (seat, a)
                for a in _illegal_probes(g, seat, legal, rng):
                    assert not g.is_legal(seat, a), (seat, a)
                    reason = g.explain_illegal(seat, a)
                    assert isinstance(reason, str) and reason.strip(), (seat, a)
            seat = acting[0]
            g.apply(seat, rng.choice(g.legal_actions(seat)))
    assert states > 3000


@pytest.mark.parametrize("game_id", ["coyote-heidelbaer", "coyote-tilsit"])
def test_the_legal_list_is_the_candidates_the_reasons_let_through(game_id):
    """The base class builds the list; no headband game overrides the three queries."""
    g = new_game(game_id, 4, {}, seed=1)
    for name in ("legal_actions", "is_legal", "explain_illegal"):
        assert name not in type(g).__dict__, name
    seat = g.to_act()[0]
    assert g.legal_actions(seat) == [a for a in g._candidates(seat)
                                     if g._reason(seat, a) is None]
