"""Three Card Coyote's roles in balance and fights with decisions (issue 29 §4): an
unarmed target of a shot chooses its cover, a stalemate on the round's first two beats
stirs the town, and a rider's gallop of two places is a hard action.

Games are stacked as in tests/test_three_card_coyote_play.py, whose builders these use.
"""

from __future__ import annotations

import pytest

from game.core import IllegalAction
from tests.test_three_card_coyote_play import (
    MAIN,
    deal,
    finish_round,
    game,
    of,
    pass_turn,
    rnd,
    showdown_game,
    types,
)


def shot_at_the_doctor(hand=("10d", "6d", "7d"), chips=6, turns=("Kh",)):
    """The Cowboy shoots the Doctor (no gun) from a place away with a Jack."""
    g = showdown_game(("atlas", "cowboy"), ("chuck", "doctor"),
                      hands=(("Js", "3s", "4s"), hand), turns=turns, chips=[6, chips],
                      holds=[[], ["torch"]], places=[MAIN, "general-store"])
    g.apply(0, "shoot 1 with j-spades")
    return g


def test_an_unarmed_target_chooses_its_cover_and_coyotes_card_is_the_free_choice():
    g = shot_at_the_doctor()
    assert g.to_act() == [1] and g.window(1) == {"stage": "cover", "default": "defend fate",
                                                 "public": False}
    assert g.legal_actions(1) == ["defend fate", "defend with 10-diamonds",
                                  "defend with 6-diamonds", "defend with 7-diamonds",
                                  "defend raise kick", "defend raise bag"]
    window = g.observation(1)["window"]
    assert window["kind"] == "cover" and window["card"] is None  # the shot is not seen yet
    events = g.apply(1, "defend fate")           # Coyote's King: the shot misses
    assert of(events, "cover")["card"] == "K-hearts" and of(events, "clash")["result"] == -1
    assert g.wounds == [0, 0] and g.unplayed(1) == ["10-diamonds", "6-diamonds", "7-diamonds"]


def test_diving_behind_a_card_of_ones_own_spends_it_and_a_high_enough_one_saves():
    g = shot_at_the_doctor()
    events = g.apply(1, "defend with 10-diamonds")  # lower than the Jack: hit
    assert of(events, "clash")["against"] == "10-diamonds" and g.wounds == [0, 1]
    assert g.unplayed(1) == ["6-diamonds", "7-diamonds"]  # the card is spent
    g = shot_at_the_doctor(hand=("Qd", "6d", "7d"))
    events = g.apply(1, "defend with q-diamonds")  # higher: the shot misses...
    assert of(events, "clash")["result"] == -1 and g.wounds == [0, 0]  # ...and nobody is hurt


def test_diving_with_a_chip_beats_any_card_shot():
    g = shot_at_the_doctor()
    events = g.apply(1, "defend raise bag")
    assert "defend" in types(events) and of(events, "clash")["result"] == -1
    assert g.wounds == [0, 0] and g.chips == [6, 5]


def test_a_target_with_nothing_to_dive_behind_is_not_asked():
    g = shot_at_the_doctor(hand=("10d", "6d", "7d"), chips=0)
    assert g.to_act() == [1] and g.pending is not None  # cards left: still a choice
    g = showdown_game(("atlas", "cowboy"), ("chuck", "doctor"),
                      hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")), chips=[6, 0],
                      places=[MAIN, "general-store"],
                      later=[rnd(("Js", "3s", "4s"), ("10d", "6d", "7d"), turns=("2h",))])
    finish_round(g)
    deal(g)                       # the second round: the Doctor acts first
    for _ in range(2):            # the Doctor spends every card; the Cowboy keeps the Jack
        pass_turn(g, 1)
        g.apply(0, f"pass with {g.unplayed(0)[-1].lower()}")
    pass_turn(g, 1)
    assert g.to_act() == [0] and not g.unplayed(1) and g.unplayed(0) == ["J-spades"]
    events = g.apply(0, "shoot 1 with j-spades")  # no card, no chip: Coyote covers at once
    assert of(events, "cover")["card"] == "2-hearts" and g.wounds == [0, 1]


def test_a_stalemate_on_the_first_two_beats_stirs_the_town_and_heats_both():
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"),
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    g.apply(0, "raise lift search")
    events = g.apply(1, "oppose healer")
    assert types(events) == ["oppose", "stalemate", "mood", "thwarted"]
    assert g.mood == 1 and g.heat == [1, 1] and g.chips == [5, 5]


def test_a_fight_stalemate_stirs_the_town_beyond_the_fight_itself():
    g = showdown_game(("atlas", "blacksmith"), ("chuck", "doctor"),
                      hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")))
    g.apply(0, "raise lift fight 1")
    events = g.apply(1, "defend raise kick")
    assert "stalemate" in types(events) and g.wounds == [0, 0]
    assert g.mood == 2 and g.heat == [2, 1]  # one for the stalemate, one for the fight


def test_a_gallop_of_two_places_needs_eight_or_better():
    g = game(("zeus", "cowboy"), ("atlas", "doctor"),
             hands=(("8s", "3s", "4s"), ("5d", "6d", "7d")))
    legal = g.legal_actions(0)
    assert "move sheriffs-office with 8-spades" in legal          # two places: a hard action
    assert "move sheriffs-office with 3-spades" not in legal
    assert "move general-store with 3-spades" in legal            # one place: any card
    assert "raise saddle move sheriffs-office" in legal           # a raise carries it too
    with pytest.raises(IllegalAction, match="gallop of two places needs 8 or better"):
        g.apply(0, "move sheriffs-office with 3-spades")
    g.apply(0, "move sheriffs-office with 8-spades")
    assert g.pos[0] == "sheriffs-office"



def test_in_the_showdown_riders_move_one_place_like_everyone():
    """Ruling 96: gallops end when the Showdown begins (riders carrying the pair rode out
    of every rival's reach: with Hard at the table they won 8 points over its own rate)."""
    g = showdown_game(("zeus", "cowboy"), ("thor", "ranger"), ("atlas", "doctor"),
                      hands=(("8s", "3s", "4s"), ("9d", "6d", "7d"), ("8c", "9c", "10c")))
    assert [c["mounted"] for c in g.observation(0)["characters"]] == [True, True, False]

    def moves(seat):
        words = [a.split() for a in g.legal_actions(seat)]
        return {w[1] for w in words if w[0] == "move"} | {
            w[3] for w in words if w[0] == "raise" and w[2] == "move"}
    next_door = {"miners-camp", "south-main-street", "big-sky-saloon", "general-store"}
    assert moves(0) == next_door                # the Cowboy, once two places from here
    with pytest.raises(IllegalAction, match="in the Showdown riders move one place"):
        g.apply(0, "move sheriffs-office with 8-spades")
    g.apply(0, "move general-store with 3-spades")
    assert g.pos[0] == "general-store"
    assert moves(1) == next_door                # the Ranger too


def test_the_tuned_roles_back_and_last_as_the_page_says():
    g = game(("atlas", "blacksmith"), ("chuck", "merchant"), ("zeus", "miner"),
             hands=(("2s", "3s", "4s"), ("5d", "6d", "7d"), ("8c", "9c", "10c")))
    # Atlas, Chuck and the Miner (rough all the way through, ruling 97): four
    assert [g.max_wounds(s) for s in range(3)] == [4, 4, 4]
    assert game(("zeus", "doctor")).max_wounds(0) == 3          # everyone else: three
    assert "raise tongs search" in g.legal_actions(0)          # the Blacksmith's tongs
    g.apply(0, "pass with 2-spades")
    assert "raise underestimated search" in g.legal_actions(1)  # the Merchant pokes about
    g.apply(1, "pass with 5-diamonds")
    legal = g.legal_actions(2)
    assert "raise rough search" in legal                       # the Miner digs
    assert "raise supreme search" not in legal                 # Zeus leaves searching
    assert "raise supreme move general-store" in legal


def test_cowering_from_a_fist_fight_leaves_the_attacker_a_thing_to_seize():
    g = showdown_game(("atlas", "blacksmith"), ("chuck", "doctor"),
                      hands=(("Qs", "3s", "4s"), ("10d", "6d", "7d")),
                      holds=[[], ["torch", "mining-pan"]])
    g.apply(0, "fight 1 with q-spades")
    events = g.apply(1, "cower")
    assert of(events, "clash")["cowered"] and g.wounds == [0, 0] and g.folded[1]
    assert g.to_act() == [0] and g.window(0)["stage"] == "seize"
    assert g.legal_actions(0) == ["seize torch", "seize mining-pan", "seize nothing"]
    g.apply(0, "seize mining-pan")
    assert g.holds == [["mining-pan"], ["torch"]] and g.to_act() == [0]


def test_cowering_from_a_shot_leaves_nothing():
    g = showdown_game(("atlas", "cowboy"), ("chuck", "ranger"),
                      hands=(("Qs", "3s", "4s"), ("10d", "6d", "7d")),
                      holds=[[], ["torch"]], places=[MAIN, "general-store"])
    g.apply(0, "shoot 1 with q-spades")            # an armed target: it may cower
    g.apply(1, "cower")
    assert g.pending is None and g.holds[1] == ["torch"]  # a gun takes nothing
