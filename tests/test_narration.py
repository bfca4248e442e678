"""Each game package tells its own events in words (the log, ``play``, the tables)."""

from __future__ import annotations

import importlib
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
    declared = importlib.import_module(f"{info.module}.events")
    quiet = set(declared.SILENT) | set(declared.SILENT_WHEN)  # left out, with a reason
    untold = set()
    events = list(g.initial_events())
    while not g.is_terminal():
        seat = g.to_act()[0]
        events += g.apply(seat, rng.choice(g.legal_actions(seat)))
    for e in events:
        line = narrate(e, names, g.public_observation())
        if line:
            assert "{" not in line and "None" not in line, line
        else:
            untold.add(e["type"])
    assert untold <= quiet, f"left out of the log without a reason: {untold - quiet}"


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


# ----- NotCoup's Transformer ------------------------------------------------------------
TRANSFORMER_EVENTS = {"transform", "draft", "front", "unmark", "toll", "gift", "fuse",
                      "choose", "graves", "survive", "aside", "take", "give"}


@pytest.mark.parametrize("alts", [
    {"transformer": "draft"},
    {"transformer": "fixed", "king_action": "reluctant", "queen_action": "survivor",
     "jack_action": "marker", "ace_action": "swap", "joker_action": "slow"},
    {"transformer": "fixed", "king_action": "friendly", "queen_action": "alliance",
     "jack_action": "graverobber", "ace_action": "expensive", "joker_action": "teamwork"},
    {"transformer": "fixed", "king_action": "fancy", "queen_action": "wall",
     "jack_action": "friendly", "ace_action": "super", "joker_action": "extortion"},
    {"transformer": "fixed", "king_action": "gambler", "queen_action": "wall",
     "jack_action": "wild", "ace_action": "rich", "joker_action": "mega"},
])
def test_notcoup_transformer_events_are_told_without_gaps(alts):
    prefer = ("claim", "set", "survive", "counter", "pay", "draw", "give")
    kinds = set()
    for seed in range(8):
        for e, line in _notcoup_story(alts, seed, prefer):
            if e["type"] in TRANSFORMER_EVENTS and not (e["type"] == "front" and e.get(
                    "gone") and e["kind"] not in ("wall", "alliance")):
                assert line, e
                kinds.add(e["type"])
            if line is None:
                continue
            assert "{" not in line and "None" not in line and "?" not in line, (e, line)
            assert not line.startswith(("'", " ")), (e, line)
    assert kinds  # the options' own events came up


def test_notcoup_transformer_lines():
    from game.notcoup.narrate import narrate

    names = ["Ann", "Ben", "Cleo"]
    view = registry.new_game("notcoup", 3, {"transformer": "fixed", "joker_action": "mega",
                                            "jack_action": "graverobber"},
                             1).public_observation()

    def say(**e):
        return narrate(e, names, view)
    assert say(type="transform", seat=0, card="king", alt="gambler",
               title="Gambler King") == "Ann makes the King the Gambler King."
    assert say(type="transform", seat=1, card="queen", alt="original",
               title="Queen: no action") == "Ben keeps the Queen as a block only."
    assert say(type="draft", seat=2) == "Cleo decides next."
    assert say(type="front", seat=0, kind="wall", by=0) == \
        "Ann puts a point in front as a Wall: only Discard can aim at Ann."
    assert say(type="front", seat=0, kind="alliance", by=0, **{"with": 2}) == \
        "Ann and Cleo are allied: a point in front of each."
    assert say(type="front", seat=1, kind="mark", by=0, private=True) == \
        "Ann marks one of Ben's cards; a stake lies in front of Ann."
    assert say(type="front", seat=1, kind="mark", by=0, card="ace-spades") == \
        "Ann marks Ben's Ace; a stake lies in front of Ann."
    assert say(type="front", seat=0, kind="wall", gone=True) == "Ann's Wall is down."
    assert say(type="unmark", seat=1, by=0, amount=2) == \
        "Ben's marked card is gone: Ann takes the marker's 2 points."
    assert say(type="toll", seat=1, to=0, amount=1) == \
        "Ben pays Ann 1 point to use the marked card."
    assert say(type="fuse", seat=1, by=2) == "Cleo's fuse burns down: Ben loses a card."
    assert say(type="choose", seat=1, kind="extort", options=["pay", "refuse"]) == \
        "Ben must pay 2 points or lose a card."
    assert say(type="choose", seat=0, kind="share", options=["give 1", "give 2"]) == \
        "The poorest tie: Ann chooses who gets the points (Ben or Cleo)."
    assert say(type="graves", seats=[0, 2], each=2, rest=1) == \
        "Ann and Cleo take 2 points each from the grave; 1 point to the pile."
    assert say(type="graves", seats=[], each=0, rest=5) == \
        "Nobody robs the grave: 5 points go back to the pile."
    assert say(type="survive", seat=1, cause="strike", private=True) == \
        "Ben claims a Survivor Queen: a card set aside instead of lost."
    assert say(type="aside", seat=1, card=None) == \
        "Ben sets a card aside face down and draws a new one."
    assert say(type="take", seat=0, target=1, private=True) == "Ann takes a card from Ben."
    assert say(type="give", seat=0, target=1, card="queen-hearts") == "Ann gives Ben a Queen."
    assert say(type="blocked", seat=0, action="joker", by=1, card="queen", only=True) == \
        "Ben's block stands: Ann's Mega Joker spares Ben."
    assert say(type="fails", seat=0, action="joker", why="nobody paid") == \
        "Ann's Mega Joker does not happen: nobody paid."
    assert say(type="turn", seat=0, again=True) == "Ann takes a second action."
    assert say(type="out", seat=1, points=3) == \
        "Ben is out of the game: 3 points wait in the grave for a Graverobber."
    assert say(type="pay", seat=0, amount=3, to="target", target=2) == \
        "Ann pays 3 points to Cleo."
    assert say(type="window", stage="round", kind="counter", offer=["counter queen"],
               seat=0, responders=[1, 2]) == \
        "Ben and Cleo may each block it for themselves with a Queen."
    view["round"] = {"kind": "counter", "offer": ["counter jack", "counter ace"]}
    assert say(type="answers", stage="round", answers=[[1, "counter ace"], [2, "pass"],
                                                       [0, "counter jack marked"]]) == \
        "Ben claims an Ace to be spared; Ann claims a Jack to be spared."
    view["round"] = {"kind": "pay", "offer": ["pay"]}
    assert say(type="answers", stage="round", answers=[[1, "pass"], [2, "pass"]]) == \
        "No one pays."


def test_a_challenged_survivor_claim_is_told_as_the_card_it_named():
    from game.notcoup.narrate import narrate

    view = {"chain": {"claim": {"seat": 1, "card": "queen", "role": "survive"}}}
    names = ["Ann", "Ben"]
    assert narrate({"type": "reveal", "seat": 1, "card": "jack-clubs"}, names, view) == \
        "Ben shows the card named as the Queen: a Jack."
    assert narrate({"type": "reveal", "seat": 1, "card": "queen-clubs"}, names, view) == \
        "Ben shows the card named as the Queen: a Queen."


def test_every_alternate_has_its_line():
    from game.notcoup.alternates import ALTERNATES
    from game.notcoup.narrate import alternate_line

    for card, alts in ALTERNATES.items():
        for alt in alts:
            assert alternate_line(card, alt), (card, alt)
