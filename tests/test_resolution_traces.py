"""A reveal carries its own count, step by step, so no table works a rule out again."""

from __future__ import annotations

import random

from game.coyote_tilsit.rules import count_steps, score
from game.registry import new_game


def test_the_trace_of_a_fixed_reveal():
    slots = [([0, 0], "5"), ([1, 0], "spirit"), ([2, 0], "20"), ([3, 0], "-5"),
             ([0, 1], "chief"), ([1, 1], "20")]
    steps = count_steps(slots)
    assert [s["op"] for s in steps] == ["add", "add", "add", "spirit", "chief", "add"]
    assert [s["running"] for s in steps] == [5, 25, 45, 25, 50, 45]
    spirit = steps[3]
    assert spirit["zeroed"] == 20 and spirit["slot"] == [2, 0]  # the first of two 20s
    assert steps[-1]["running"] == score([c for _, c in slots])["total"]


def test_every_reveal_of_random_games_ends_its_trace_on_the_total():
    rng = random.Random(3)
    reveals = 0
    for seed in range(12):
        g = new_game("coyote-tilsit", 4, {"shaman": seed % 2 == 0}, seed)
        while not g.is_terminal():
            seat = g.to_act()[0]
            for e in g.apply(seat, rng.choice(g.legal_actions(seat))):
                if e["type"] != "reveal":
                    continue
                reveals += 1
                running = e["steps"][-1]["running"] if e["steps"] else 0
                assert running == e["total"]
                assert any(s["op"] == "chief" for s in e["steps"]) == e["chief"]
                zeroed = [s["zeroed"] for s in e["steps"] if s["op"] == "spirit"]
                assert (zeroed[0] if zeroed else None) == e["spirit_zeroed"]
    assert reveals > 20
