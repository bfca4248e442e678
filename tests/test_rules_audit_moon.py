"""Coyote Moon: scenarios for rules a broken engine could pass before.

Issue 28 §6 broke each rule in turn and ran the rules tests; these scenarios catch
the breaks that slipped through. Each sets the board through the stack and reads
the outcome from events and observations only.
"""

from tests import scenario
from tests.scenario import play, refused

# m0 = null, m1 = ace, m2 = 2, m3 = 3, m4 = 4, m5 = 5
MOONS = ["null", "ace", "2", "3", "4", "5"]
# from m0 along the outer track: m0 -> o0a -> o0b -> m1 -> o1a -> o1b -> m2 -> o2a
OUTER = ["o0a", "o0b", "m1", "o1a", "o1b", "m2", "o2a"]


def game(n=2, **stack):
    """Moons in MOONS order, seat 0 first, every pawn on the null moon (m0)."""
    stack.setdefault("moons", MOONS)
    stack.setdefault("first", 0)
    stack.setdefault("starts", ["null"] * n)
    stack.setdefault("coins", {})
    return scenario.new("coyote-moon", n, seed=1, stack=stack)


def steps(k):
    return [f"step {s}" for s in OUTER[:k]]


def stone(obs, suit, value):
    """The one coin of ``suit`` showing ``value`` in an observation."""
    (c,) = [c for c in obs["coins"] if c["suit"] == suit and c["value"] == value]
    return c


def test_a_pick_up_needs_a_movement_point_left():
    # four steps spend all 4 MP; the stone underfoot can then not be picked up
    g = game(2, coins={"o1a": "s2"})
    play(g, *steps(4))
    o = g.observation(0)
    assert o["pawns"][0] == "o1a" and o["mp_left"] == 0
    assert g.legal_actions(0) == ["end"]
    refused(g, "0: pickup suns", "picking up costs 1 MP and you have none left")


def test_a_drop_needs_a_movement_point_left():
    # one stone in hand: 6 MP, all spent on six steps; the stone stays in hand
    g = game(2, hands=[["s2"], []])
    play(g, *steps(6))
    assert g.observation(0)["mp_left"] == 0 and g.legal_actions(0) == ["end"]
    refused(g, "0: drop suns 2", "dropping costs 1 MP and you have none left")


def test_another_colour_on_the_moon_of_its_value_is_not_placed():
    # seat 0 carries an unused colour's 2 onto the 2 moon: it lies there, but no one's
    # stone is home by it; seat 0's own 2 dropped there is
    g = game(2, starts=["2", "null"], coins={"m2": "c2"}, hands=[["s2"], []])
    ev = play(g, "pickup crowns", "drop crowns 2")
    assert ev[-1]["type"] == "drop" and ev[-1]["placed"] is False
    assert g.observation(1)["home"] == [0, 0]
    play(g, "end", "end", "drop suns 2")
    assert g.observation(1)["home"] == [1, 0]


def test_no_win_while_a_stone_lies_on_a_track_square():
    # five stones home, the 4 lying face up on the square the pawn stands on: walking
    # home does not win, as the 4 is not on its moon
    laid = {"m0": "sn!", "m1": "sa!", "m2": "s2!", "m3": "s3!", "m5": "s5!", "o4b": "s4!"}
    g = game(2, starts=["5", "null"], pawns=["o4b", "m0"], coins=laid)
    ev = play(g, "step m5")
    o = g.observation(1)
    assert o["pawns"][0] == o["starts"][0] == "m5"
    assert all(e["type"] != "game_over" for e in ev)
    assert not o["over"] and o["winner"] is None and g.to_act() == [0]


def test_a_round_ends_when_play_comes_back_to_the_first_player():
    g = game(3, first=2)
    rounds = []
    for _ in range(4):
        play(g, "end")
        o = g.observation(0)
        rounds.append((o["turn"], o["round"]))
    assert rounds == [(0, 1), (1, 1), (2, 2), (0, 2)]


def test_a_face_up_stone_is_picked_up_by_its_value():
    g = game(2, coins={"m0": ["s2!", "s4!"]})
    pickups = [a for a in g.legal_actions(0) if a.startswith("pickup")]
    assert pickups == ["pickup suns 2", "pickup suns 4"]
    ev = play(g, "pickup suns 4")
    assert ev[0]["value"] == "4" and ev[0]["revealed"] is False
    o = g.observation(1)
    assert stone(o, "suns", "4")["holder"] == 0
    assert stone(o, "suns", "2")["space"] == "m0" and stone(o, "suns", "2")["holder"] is None


def test_points_left_over_are_not_carried_to_the_next_turn():
    # seat 0 spends 1 of its 4 MP; seat 1 spends nothing; each next turn starts at 4
    g = game(2)
    play(g, "step o0a", "end")
    assert g.observation(1)["mp_left"] == 4
    play(g, "end")
    assert g.observation(0)["mp_left"] == 4 and g.observation(0)["mp"] == 4
