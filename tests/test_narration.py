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


# ----- NotCoup's variants ---------------------------------------------------------------
def _notcoup_story(options, seed, prefer=("steal", "switch")):
    """A random NotCoup game playing ``options``, favouring the variants' actions; each
    event told with the view from before its action, as the table tells it."""
    narrate = registry.narrator("notcoup")
    g = registry.new_game("notcoup", 4, options, seed)
    names = ["Ann", "Ben", "Cleo", "Dan"]
    rng = random.Random(seed)
    told = []
    while not g.is_terminal():
        seat = g.to_act()[0]
        legal = g.legal_actions(seat)
        liked = [a for a in legal if a.split(" ")[0] in prefer]
        action = rng.choice(liked) if liked and rng.random() < 0.5 else rng.choice(legal)
        before = g.public_observation()
        for e in g.apply(seat, action):
            told.append((e, narrate(g.event_view(e, None) or e, names, before)))
    return told


@pytest.mark.parametrize("options", [
    {"teams": "snake", "heist": ("fu", "joker", "switch"), "shuffle_time": True},
    {"teams": "coop", "heist": ("joker",), "zombies": True},
    {"teams": "coop", "team_pick": "halves", "heist": ("fu",)},
])
def test_notcoup_variants_events_are_told_without_gaps(options):
    for seed in range(6):
        for e, line in _notcoup_story(options, seed):
            if line is None:
                continue
            assert "{" not in line and "None" not in line and "?" not in line.replace(
                "challenge?", ""), (e, line)
            assert "from the pile" not in line or e.get("from") != "bank", line


def test_notcoup_heist_and_team_lines():
    from game.notcoup.narrate import narrate

    names = ["Ann", "Ben", "Cleo"]
    view = registry.new_game("notcoup", 3, {"heist": ("joker",), "teams": "snake"},
                             1).public_observation()
    view["actions"]["steal"]["gain"] = 4  # the bank the Steal would take
    assert narrate({"type": "pay", "seat": 0, "amount": 3, "to": "bank"}, names, view) \
        == "Ann pays 3 points to the bank."
    assert narrate({"type": "pay", "seat": 0, "amount": 7, "to": "pile"}, names, view) \
        == "Ann pays 7 points to the pile."
    assert narrate({"type": "gain", "seat": 1, "amount": 4, "from": "bank",
                    "action": "steal"}, names, view) == "Ben takes the bank: 4 points."
    assert narrate({"type": "declare", "seat": 1, "action": "steal", "target": None,
                    "claim": None, "denies": "king", "cost": 0}, names, view) \
        == "Ben claims to hold no King to take the bank (4)."
    assert narrate({"type": "declare", "seat": 0, "action": "switch", "target": 2,
                    "claim": None, "denies": None, "cost": 2}, names, view) \
        == "Ann takes Switch to move Cleo to the other team."
    assert narrate({"type": "denial", "seat": 1, "card": "king", "holds": True}, names,
                   view) == "Ben holds a King: the Steal fails."
    assert narrate({"type": "denial", "seat": 1, "card": "king", "holds": False}, names,
                   view) == "Ben holds no King: the Steal stands."
    assert narrate({"type": "switch", "seat": 0, "target": 2, "team": 1}, names, view) \
        == "Cleo moves to team Black (Ann's Switch)."
    assert narrate({"type": "win", "seat": 0, "seats": [0, 2], "team": 0}, names, view) \
        == "Team Red wins: Ann and Cleo."
    assert narrate({"type": "win", "seat": 1, "seats": [1], "team": None}, names, view) \
        == "Ben wins: the last one holding a card."


def test_a_challenged_steal_is_told_as_a_challenge_to_its_denial():
    """A challenge event names the card but not whether the claim denies holding it: the
    claim on the table (or the claimant's last turn in the log) tells."""
    from game.notcoup.narrate import narrate
    from game.notcoup.rules import NotCoup

    g = NotCoup(3, {"heist": ("joker",)}, 0, stack={
        "hands": [["king-spades", "ace-hearts"], ["queen-clubs", "jack-hearts"],
                  ["joker-1", "queen-spades"]], "deck": ["ace-spades", "jack-clubs"],
        "first": 0, "points": [3, 2, 2]})
    g.apply(0, "claim joker 1")
    g.apply(1, "pass")
    g.apply(2, "pass")
    g.apply(1, "pass")  # no block: Ben loses a card
    if g.phase == "lose":
        g.apply(1, g.legal_actions(1)[0])
    assert g.bank == 3 and g.actor == 1
    g.apply(1, "steal")
    before = g.public_observation()
    g.apply(0, "pass")
    events = g.apply(2, "challenge")
    names = ["Ann", "Ben", "Cleo"]
    challenge = next(e for e in events if e["type"] == "challenge")
    line = "Cleo challenges Ben's word that they hold no King."
    assert narrate(challenge, names, before) == line
    assert narrate(challenge, names, g.public_observation()) == line  # from the log
    assert narrate(next(e for e in events if e["type"] == "denial"), names, before) \
        == "Ben holds no King: the Steal stands."
