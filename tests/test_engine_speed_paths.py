"""The headband games' cheap legal list (``_legal_now``: the bid range worked out
once, the bids of the range a slice) says exactly what the plain path says: over
many seeded random states, ``legal_actions`` is the candidates the single-action
``_reason`` accepts, ``is_legal`` and ``explain_illegal`` agree with it for every
candidate and a set of probe actions, and the legal bids are those of a
straightforward range computation. ``apply`` takes a just-listed action without
judging it again, so that shortcut must land where the full reading lands."""

from __future__ import annotations

import random

import pytest

from game.core import IllegalAction, move
from game.registry import get_info, new_game

PROBES = ["bid 0", "bid 1", "bid 2", "bid 7", "bid 13", "bid 25", "bid 40", "bid 80",
          "bid 170", "bid 500", "bid -3", "bid 07", "bid x", "bid", "challenge", "peek",
          "coyote", "coyote 1", "guess 0", "guess 1", "guess 2", "guess 9",
          "discard open", "discard closed", "discard x", "shaman lynx", "shaman cancel",
          "shaman feathers", "shaman uturn", "shaman take 0", "shaman take 1",
          "shaman take 3", "shaman turn 2", "shaman turn 9", "shaman", "fly"]

CASES = [
    ("coyote-heidelbaer", {}), ("coyote-heidelbaer", {"trickster": True}),
    ("coyote-tilsit", {}), ("coyote-tilsit", {"shaman": False}),
    ("coyote-tilsit", {"negatives": "extra-10", "feathers": "small-table"}),
]


def _plain_bids(g, seat: int) -> list[str]:
    """The legal bids worked out the long way, from the game's own range."""
    if g.game_id == "coyote-heidelbaer":
        if g.phase != "bidding":
            return []
        lo, hi = g._bid_range()
        return [f"bid {v}" for v in range(lo, hi + 1)]
    rng = g.bid_range(seat)
    if not rng:
        return []
    struck = g.cancel["cancelled"] if g.phase == "rebid" else None
    return [f"bid {v}" for v in range(rng[0], rng[1] + 1) if v != struck]


def _check(g) -> int:
    checked = 0
    for seat in range(g.num_seats):
        legal = g.legal_actions(seat)
        acting = not g.is_terminal() and seat in g.to_act()
        plain = [a for a in g._candidates(seat) if g._reason(seat, a) is None] \
            if acting else []
        assert legal == plain, (seat, g.history)
        assert [a for a in legal if move(a).verb == "bid"] == \
            (_plain_bids(g, seat) if acting else [])
        candidates = g._candidates(seat) if acting else []
        for a in PROBES + candidates:
            why = g._reason(seat, a)
            assert g.is_legal(seat, a) == (why is None), (seat, a, g.history)
            assert (a in legal) == (why is None and acting), (seat, a, g.history)
            if why is not None:
                assert g.explain_illegal(seat, a) == why
            checked += 1
        for a in legal:
            assert g.parse(a) == a  # what apply's shortcut takes as read
        assert g.legal_actions(seat) == legal  # asked again: the same, kept list
    return checked


@pytest.mark.parametrize(("game_id", "options"), CASES)
def test_cheap_legal_list_matches_the_plain_path(game_id, options):
    rng = random.Random(28)
    checked = 0
    for seed in range(12):
        info = get_info(game_id)
        seats = rng.randint(info.min_seats, info.max_seats)
        g = new_game(game_id, seats, options, seed)
        for _ in range(400):
            checked += _check(g)
            if g.is_terminal():
                break
            seat = rng.choice(g.to_act())
            g.apply(seat, rng.choice(g.legal_actions(seat)))
        if g.is_terminal():
            checked += _check(g)
            with pytest.raises(IllegalAction, match="the game is over"):
                g.apply(0, "bid 5")
    assert checked > 10_000


@pytest.mark.parametrize(("game_id", "options"), CASES)
def test_a_listed_action_lands_where_the_full_reading_lands(game_id, options):
    """The same random game played twice: once with the listed actions (which ``apply``
    takes without judging again), once typed in capitals with spaces around (read and
    judged in full). Every state on the way is the same."""
    rng = random.Random(7)
    for seed in range(4):
        listed = new_game(game_id, 4, options, seed)
        typed = new_game(game_id, 4, options, seed)
        while not listed.is_terminal():
            seat = rng.choice(listed.to_act())
            action = rng.choice(listed.legal_actions(seat))
            assert listed.apply(seat, action) == typed.apply(seat, f"  {action.upper()} ")
            assert listed.history == typed.history
            for s in range(4):
                assert listed.observation(s) == typed.observation(s)
                assert listed.legal_actions(s) == typed.legal_actions(s)


def test_the_kept_list_is_the_callers_copy_and_each_games_own():
    """``legal_actions`` hands out a copy of the list ``apply`` trusts: an action a caller
    adds to its copy is still judged in full. A copy of the game keeps lists of its own."""
    g = new_game("coyote-heidelbaer", 4, {}, 3)
    seat = g.to_act()[0]
    legal = g.legal_actions(seat)
    legal.append("bid 999")
    with pytest.raises(IllegalAction, match="at most"):
        g.apply(seat, "bid 999")
    assert "bid 999" not in g.legal_actions(seat)
    twin = g.clone()
    twin.apply(seat, legal[0])
    assert g.legal_actions(seat) == legal[:-1]
    assert twin.legal_actions(seat) != legal[:-1]


def test_an_undone_action_leaves_no_stale_list():
    """Coyote Moon's undo takes a history entry back: the list is worked out again."""
    g = new_game("coyote-moon", 2, {}, 5)
    rng = random.Random(5)
    undone = 0
    for _ in range(40):
        if g.is_terminal():
            break
        seat = g.to_act()[0]
        before = g.legal_actions(seat)
        g.apply(seat, rng.choice(before))
        if g.can_undo(seat) and rng.random() < 0.5:
            g.legal_actions(seat)  # kept for the state after the action...
            g.undo(seat)
            undone += 1
            assert g.legal_actions(seat) == before  # ...and not for the state undone
    assert undone
