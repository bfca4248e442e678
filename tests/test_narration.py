"""Each game package tells its own events in words (the log, ``play``, the tables)."""

from __future__ import annotations

import random

import pytest

from game import registry

BUILT = [i.id for i in registry.all_games() if i.built]


@pytest.mark.parametrize("game_id", BUILT)
def test_every_event_of_a_random_game_is_told_in_words(game_id):
    narrate = registry.narrator(game_id)
    assert narrate is not None
    info = registry.built_game(game_id)
    g = registry.new_game(game_id, max(3, info.min_seats), {}, 5)
    names = [f"P{i}" for i in range(g.num_seats)]
    rng = random.Random(5)
    told = total = 0
    events = list(getattr(g, "initial_events", list)())
    while not g.is_terminal():
        seat = g.to_act()[0]
        events += g.apply(seat, rng.choice(g.legal_actions(seat)))
    for e in events:
        line = narrate(e, names, g.public_observation())
        total += 1
        if line:
            told += 1
            assert "{" not in line and "None" not in line, line
    assert told >= total * 0.6, f"only {told} of {total} events told"


def test_play_prints_the_story_under_each_action(capsys):
    from game.cli import main

    assert main(["play", "coyote-heidelbaer", "--seats", "easy,easy,easy", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "Round 1:" in out and " bids " in out and "wins the game!" in out
