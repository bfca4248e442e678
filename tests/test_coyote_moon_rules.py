"""Coyote Moon rules engine: scenario tests for every rule and ruling."""

import json
import random

import pytest

from game.core import IllegalAction, replay
from game.coyote_moon import board as B
from game.coyote_moon.rules import ROUND_LIMIT, VALUES, CoyoteMoon
from tests import scenario
from tests.scenario import play, refused

# m0 = null, m1 = ace, m2 = 2, m3 = 3, m4 = 4, m5 = 5
MOONS = ["null", "ace", "2", "3", "4", "5"]


def game(n=2, **stack):
    """A game on a fixed board: moon values in MOONS order, seat 0 first, every pawn on
    the null moon and no coin laid unless ``stack`` says otherwise."""
    stack.setdefault("moons", MOONS)
    stack.setdefault("first", 0)
    stack.setdefault("starts", ["null"] * n)
    stack.setdefault("coins", {})
    return scenario.new("coyote-moon", n, seed=1, stack=stack)


def coin(g, suit, value):
    from game.coyote_moon.rules import SUITS
    s = SUITS.index(suit)
    return next(k for k in range(len(g.coin_suit))
                if g.coin_suit[k] == s and g.coin_val[k] == value)


# ----- the board ------------------------------------------------------------------------
def test_ring_has_six_moons_and_24_squares():
    assert B.N_SPACES == 30
    assert len(B.MOON_SPACES) == 6 and len(B.SQUARES) == 24
    tiles = {s.tile for s in B.SPACES}
    assert tiles == set(range(12))
    assert all(s.tile % 2 == 0 for s in B.SPACES if s.kind == "moon")
    for g in range(6):  # a grid tile: two inner squares and two outer squares
        kinds = sorted(s.kind for s in B.SPACES if s.grid == g)
        assert kinds == ["inner", "inner", "outer", "outer"]


def test_each_moon_has_two_entries_and_two_exits_and_squares_one_way_on():
    for m in B.MOON_SPACES:
        assert len(B.NEXT[m]) == 2 and len(B.PREV[m]) == 2
    for sq in B.SQUARES:
        assert len(B.NEXT[sq]) == 1 and len(B.PREV[sq]) == 1


def test_outer_track_runs_clockwise_inner_counter_clockwise():
    names = lambda xs: [B.NAMES[x] for x in xs]  # noqa: E731
    assert names(B.NEXT[B.INDEX["m0"]]) == ["o0a", "i5a"]
    assert names(B.NEXT[B.INDEX["o0a"]]) == ["o0b"]
    assert names(B.NEXT[B.INDEX["o0b"]]) == ["m1"]  # outer: tile 1 -> tile 2, clockwise
    assert names(B.NEXT[B.INDEX["i0a"]]) == ["i0b"]
    assert names(B.NEXT[B.INDEX["i0b"]]) == ["m0"]  # inner: tile 1 -> tile 0, counter-clockwise
    for s in B.SPACES:
        if s.kind == "outer":
            assert B.SPACES[B.NEXT[s.index][0]].tile in (s.tile, (s.tile + 1) % 12)
        if s.kind == "inner":
            assert B.SPACES[B.NEXT[s.index][0]].tile in (s.tile, (s.tile - 1) % 12)


def test_moon_to_moon_distances_and_geometry_hints():
    m = B.MOON_SPACES
    assert B.STEPS[m[0]][m[1]] == 3 and B.STEPS[m[1]][m[0]] == 3
    assert B.STEPS[m[0]][m[3]] == 9
    assert B.STEPS[B.INDEX["o0a"]][B.INDEX["i0b"]] == 4  # on to m1, then back on the inner track
    hints = B.geometry()
    assert len(hints) == 30 and json.dumps(hints)
    assert {h["ring"] for h in hints if h["kind"] == "outer"} == {1.0}
    assert sorted(B.lay_order(3)) == sorted(B.SQUARES)


def test_geometry_angles_turn_clockwise_on_the_outer_track_and_back_on_the_inner():
    hints = {h["name"]: h for h in B.geometry()}
    ang = lambda name: hints[name]["angle"]  # noqa: E731
    # degrees clockwise from twelve o'clock: m0 at the top, the moons on round clockwise
    assert [ang(f"m{g}") for g in range(6)] == [0.0, 60.0, 120.0, 180.0, 240.0, 300.0]
    # grid tile 0 lies just clockwise of m0; outer travel m0 -> o0a -> o0b -> m1 turns
    # clockwise, inner travel m1 -> i0a -> i0b -> m0 turns counter-clockwise
    assert ang("o0a") == ang("i0b") == 22.5 and ang("o0b") == ang("i0a") == 37.5
    assert {h["ring"] for h in hints.values() if h["kind"] == "inner"} == {0.0}
    assert {h["ring"] for h in hints.values() if h["kind"] == "outer"} == {1.0}
    assert ang("m0") < ang("o0a") < ang("o0b") < ang("m1")
    assert ang("m1") > ang("i0a") > ang("i0b") > ang("m0")
    # every single step: outer (and onto the outer track) clockwise, inner counter-clockwise
    for s in B.SPACES:
        for t in B.NEXT[s.index]:
            turn = (ang(B.NAMES[t]) - ang(s.name)) % 360.0
            track = s.kind if s.kind != "moon" else B.SPACES[t].kind
            if track == "outer":
                assert 0 < turn < 180, (s.name, B.NAMES[t])
            else:
                assert 180 < turn < 360, (s.name, B.NAMES[t])


# ----- set-up ---------------------------------------------------------------------------
def test_default_setup_lays_24_face_down_coins_one_per_square():
    g = CoyoteMoon(3, {}, seed=11)
    assert sorted(g.moon_vals) == sorted(VALUES)
    assert sorted(g.coin_loc) == sorted(B.SQUARES)
    assert not any(g.coin_up)
    assert sorted((g.coin_suit[k], g.coin_val[k]) for k in range(24)) == \
        sorted((s, v) for s in range(4) for v in VALUES)
    ev = g.initial_events()
    lays = [e for e in ev if e["type"] == "lay"]
    assert len(lays) == 24 and all("value" not in e for e in lays)
    assert [e["space"] for e in lays] == [B.NAMES[x] for x in B.lay_order(
        B.SPACES[B.INDEX[lays[0]["space"]]].grid)]
    assert CoyoteMoon(3, {}, seed=11).initial_events() == ev  # seeded: same set-up again


def test_start_tile_matches_start_roll_and_pawns_start_there():
    for seed in range(20):
        g = CoyoteMoon(4, {}, seed=seed)
        for e in g.initial_events():
            if e["type"] == "start_roll":
                s = e["seat"]
                assert g.moon_vals[B.MOON_SPACES.index(g.start[s])] == e["face"]
                assert g.pawn[s] == g.start[s] == B.INDEX[e["space"]]


def test_first_roll_ace_high_null_low_and_ties_rolled_again():
    from game.coyote_moon.rules import ROLL_RANK
    assert max(ROLL_RANK, key=ROLL_RANK.get) == "ace"
    assert min(ROLL_RANK, key=ROLL_RANK.get) == "null"
    saw_tie = False
    for seed in range(200):
        g = CoyoteMoon(4, {}, seed=seed)
        rolls = [e["rolls"] for e in g.initial_events() if e["type"] == "first_roll"]
        for before, after in zip(rolls, rolls[1:], strict=False):
            top = max(ROLL_RANK[f] for _, f in before)
            tied = sorted(s for s, f in before if ROLL_RANK[f] == top)
            assert sorted(s for s, _ in after) == tied
            saw_tie = True
        last = rolls[-1]
        top = max(ROLL_RANK[f] for _, f in last)
        winners = [s for s, f in last if ROLL_RANK[f] == top]
        assert winners == [g.first] and g.cur == g.first
    assert saw_tie


def test_several_seats_may_share_a_start_tile():
    g = game(3, starts=["2", "2", "2"])
    assert g.pawn == [B.INDEX["m2"]] * 3


# ----- movement points ------------------------------------------------------------------
def test_movement_points_are_two_per_coin_plus_four_fixed_at_turn_start():
    g = game(2, hands=[["s2", "s3"], []], coins={"m0": "s4"})
    assert g.mp == 8 and g.mp_left == 8
    play(g, "pickup suns")  # a third coin in hand does not change this turn's MP
    assert g.mp == 8 and g.mp_left == 7
    play(g, "end")
    assert g.mp == 4  # seat 1 holds nothing
    play(g, "end")
    assert g.mp == 10  # seat 0 now holds three


def test_unspent_points_are_lost():
    g = game(2)
    play(g, "step o0a", "end", "end")
    assert g.cur == 0 and g.mp_left == 4


def test_step_cost_counts_other_colours_lying_in_the_space_entered():
    g = game(2, coins={"o0a": ["m2!", "c3", "s4"]})
    ev = play(g, "step o0a")
    assert ev[0]["cost"] == 3 and g.mp_left == 1  # moons and crowns count, own suns stone is free


def test_must_have_all_the_points_needed_to_enter():
    g = game(2, coins={"o0b": ["m2", "m3", "m4"]})
    play(g, "step o0a")
    assert "step o0b" not in g.legal_actions(0)
    refused(g, "0: step o0b", "costs 4 MP")


def test_ruling_stones_resting_on_a_moon_count_but_carried_ones_do_not():
    g = game(2, pawns=["o0b", "m1"], coins={"m1": ["ma!"]}, hands=[[], ["m2", "m3"]])
    assert g.entry_cost(0, B.INDEX["m1"]) == 2  # the moons ace on m1 counts; seat 1's hand not
    play(g, "step m1")
    assert g.mp_left == 2


def test_ruling_unused_colour_stones_cost_every_seat():
    g = game(2, coins={"o0a": "a2!"})
    assert g.entry_cost(0, B.INDEX["o0a"]) == 2
    assert g.entry_cost(1, B.INDEX["o0a"]) == 2


# ----- tracks and blocking --------------------------------------------------------------
def test_a_pawn_on_a_track_follows_it_to_the_next_moon():
    g = game(2, hands=[["s2", "s3"], []])
    play(g, "step o0a")
    assert g.legal_actions(0) == ["step o0b", "drop suns 2", "drop suns 3", "end"]
    refused(g, "0: step m0", "not the next space")  # no turning back mid-track
    play(g, "step o0b", "step m1")
    assert [a for a in g.legal_actions(0) if a.startswith("step")] == ["step o1a", "step i0a"]


def test_direction_holds_across_turns():
    g = game(2)
    play(g, "step o0a", "end", "end")
    assert [a for a in g.legal_actions(0) if a.startswith("step")] == ["step o0b"]


def test_direction_may_change_on_a_moon():
    g = game(2, pawns=["o0b", "m3"])
    play(g, "step m1", "step i0a", "step i0b")  # arrived clockwise, leave counter-clockwise
    assert B.NAMES[g.pawn[0]] == "i0b"


def test_cannot_enter_or_pass_a_track_space_holding_another_pawn():
    g = game(2, pawns=["m0", "o0b"])
    play(g, "step o0a")
    assert [a for a in g.legal_actions(0) if a.startswith("step")] == []
    refused(g, "0: step o0b", "seat 1's pawn")
    assert "m1" not in g.reachable(0)


def test_moon_tiles_take_any_number_of_pawns():
    g = game(3, pawns=["o0b", "m1", "m1"])
    play(g, "step m1")
    assert g.pawn == [B.INDEX["m1"]] * 3


def test_ruling_no_legal_step_leaves_pickup_drop_and_end():
    g = game(2, pawns=["o0a", "o0b"], coins={"o0a": "s2"}, hands=[["s3"], []])
    assert g.legal_actions(0) == ["pickup suns", "drop suns 3", "end"]
    play(g, "pickup suns", "drop suns 3")
    assert g.legal_actions(0) == ["end"]


# ----- picking up and dropping ----------------------------------------------------------
def test_pickup_costs_one_reveals_the_value_to_everyone_and_once_per_turn():
    g = game(2, coins={"m0": ["s2", "s4!"]})
    k = coin(g, "suns", "2")
    assert g.observation(1)["coins"][k]["value"] is None
    ev = play(g, "pickup suns")
    assert ev[0] == {"type": "pickup", "seat": 0, "space": "m0", "coin": k, "suit": "suns",
                     "value": "2", "revealed": True}
    assert g.mp_left == 3 and g.observation(1)["coins"][k]["value"] == "2"
    assert "pickup suns 4" not in g.legal_actions(0)
    refused(g, "0: pickup suns 4", "already picked up")


def test_pickup_only_own_colour_when_all_colours_are_used():
    g = game(4, coins={"m0": ["m2", "a3"]})
    assert [a for a in g.legal_actions(0) if a.startswith("pickup")] == []
    refused(g, "0: pickup moons", "only your own colour")


def test_ruling_unused_colours_may_be_picked_up_carried_and_dropped_anywhere():
    g = game(2, coins={"m0": ["c2", "a3"], "o0a": "m5"})
    assert "pickup crowns" in g.legal_actions(0) and "pickup arms" in g.legal_actions(0)
    assert "pickup moons" not in g.legal_actions(0)  # seat 1's colour
    play(g, "pickup crowns", "step o0a", "end", "end")
    assert g.mp == 6  # an unused stone in hand counts for movement
    play(g, "step o0b", "drop crowns 2")
    assert g.coin_loc[coin(g, "crowns", "2")] == B.INDEX["o0b"]
    assert g.coin_up[coin(g, "crowns", "2")]


def test_drop_costs_one_lies_face_up_and_once_per_turn():
    g = game(2, hands=[["s2", "s3"], []])
    ev = play(g, "drop suns 2")
    assert ev[0]["placed"] is False and g.mp_left == 7
    refused(g, "0: drop suns 3", "already dropped")
    refused(game(2), "drop suns 3", "do not hold")


def test_drop_on_matching_moon_is_placed():
    g = game(2, starts=["2", "null"], hands=[["s2"], []])
    ev = play(g, "drop suns 2")
    assert ev[0]["placed"] is True


@pytest.mark.parametrize("moon,value", [
    ("2", "2"), ("ace", "ace"), ("null", "null"), ("ace", "2"), ("null", "ace"),
])
def test_ruling_a_stone_is_placed_only_on_the_moon_of_its_value(moon, value):
    stone = "s" + {"null": "n", "ace": "a"}.get(value, value)
    g = game(2, starts=[moon, "null"], hands=[[stone], []])
    ev = play(g, f"drop suns {value}")
    assert ev[0]["placed"] is (moon == value)


def test_pickup_only_from_the_pawns_own_space():
    # stones of seat 0's own colour (and an unused colour) lie on every space next to m0
    # (both exits and both entries), none on m0 itself
    g = game(2, coins={"o0a": ["s2", "s4!"], "i5a": "c3", "o5b": "s5", "i0b": "sa!"})
    assert [a for a in g.legal_actions(0) if a.startswith("pickup")] == []
    refused(g, "0: pickup suns", "no face-down suns stone on m0")
    refused(g, "0: pickup suns 4", "no face-up suns 4 stone on m0")
    refused(g, "0: pickup suns ace", "no face-up suns ace stone on m0")
    refused(g, "0: pickup crowns", "no face-down crowns stone on m0")
    assert g.mp_left == 4 and not g.picked and g.history == []
    # once on o0a, only o0a's stones may be picked up, and that is where they come from
    g2 = game(2, coins={"o0a": "s2", "o0b": ["s5", "s3!"], "m0": "c4"})
    play(g2, "step o0a")
    assert [a for a in g2.legal_actions(0) if a.startswith("pickup")] == ["pickup suns"]
    refused(g2, "0: pickup suns 3", "no face-up suns 3 stone on o0a")
    refused(g2, "0: pickup crowns", "no face-down crowns stone on o0a")
    ev = play(g2, "pickup suns")
    assert ev[0]["space"] == "o0a" and ev[0]["value"] == "2"
    assert g2.coin_loc[coin(g2, "suns", "5")] == B.INDEX["o0b"]
    assert g2.coin_loc[coin(g2, "crowns", "4")] == B.INDEX["m0"]


def test_pick_up_then_drop_in_one_turn():
    g = game(2, starts=["ace", "null"], coins={"m1": "sa"})
    play(g, "pickup suns", "drop suns ace")
    assert g.coin_loc[coin(g, "suns", "ace")] == B.INDEX["m1"] and g.mp_left == 2


# ----- winning and ending ---------------------------------------------------------------
def _almost_won(last_on_hand=True):
    placed = {"m0": "sn!", "m1": "sa!", "m2": "s2!", "m3": "s3!", "m4": "s4!"}
    if not last_on_hand:
        placed["m5"] = "s5!"
    return game(2, starts=["5", "null"], pawns=["m4", "m0"], coins=placed,
                hands=[["s5"] if last_on_hand else [], []])


def test_win_needs_all_six_stones_placed_and_the_pawn_home():
    g = _almost_won(last_on_hand=False)
    assert not g.has_won(0)
    ev = play(g, "step o4a", "step o4b", "step m5")
    assert ev[-1] == {"type": "game_over", "winner": 0, "reason": "won"}
    assert g.is_terminal() and g.winners() == [0] and g.results() == [1.0, 0.0]
    assert g.legal_actions(0) == [] and g.to_act() == []


def test_win_by_dropping_the_last_stone_on_the_home_moon():
    g = _almost_won(last_on_hand=True)
    play(g, "step o4a", "step o4b", "step m5")
    assert not g.is_terminal()
    play(g, "drop suns 5")
    assert g.winners() == [0]


def _home_run(stones):
    """Seat 0 starts on m5 and stands on o4b, one step from home, with ``stones`` laid."""
    return game(2, starts=["5", "null"], pawns=["o4b", "m0"], coins=stones)


@pytest.mark.parametrize("swap", [("m0", "m2"), ("m1", "m3"), ("m5", "m4")])
def test_no_win_while_a_stone_sits_on_the_wrong_moon(swap):
    right = {"m0": "sn!", "m1": "sa!", "m2": "s2!", "m3": "s3!", "m4": "s4!", "m5": "s5!"}
    # the control: every stone on its moon, pawn walks home -> a win
    g = _home_run(right)
    ev = play(g, "step m5")
    assert ev[-1] == {"type": "game_over", "winner": 0, "reason": "won"}
    # the same position with two stones swapped: all six still on moons, pawn home, no win
    wrong = dict(right)
    a, b = swap
    wrong[a], wrong[b] = right[b], right[a]
    g = _home_run(wrong)
    ev = play(g, "step m5")
    assert g.pawn[0] == g.start[0] == B.INDEX["m5"]
    assert all(e["type"] != "game_over" for e in ev)
    assert not g.has_won(0) and not g.is_terminal() and g.winners() == []


def test_ruling_round_limit_ends_the_game_undecided():
    g = game(2, round_limit=3)
    for _ in range(5):
        play(g, "end")
    assert not g.is_terminal()
    ev = play(g, "end")
    assert ev[-1] == {"type": "game_over", "winner": None, "reason": "round_limit"}
    assert g.winners() == [] and g.is_terminal()
    assert ROUND_LIMIT == 100


def test_turn_passes_clockwise_from_the_first_player():
    g = game(3, first=2)
    order = []
    for _ in range(4):
        order.append(g.cur)
        play(g, "end")
    assert order == [2, 0, 1, 2] and g.round == 2


# ----- notation, illegal actions, undo ------------------------------------------------
def test_notation_parses_aliases_to_canonical_form():
    g = game(2)
    assert g.parse("Pick Up  Sun 1") == "pickup suns ace"
    assert g.parse("drop arms 0") == "drop arms null"
    assert g.parse("end turn") == "end"
    assert g.parse("STEP O0A") == "step o0a"
    for a in g.legal_actions(0):
        assert g.parse(a) == a
    for bad in ["step x9", "pickup owls", "drop suns", "drop suns 7", "jump", ""]:
        with pytest.raises(IllegalAction):
            g.parse(bad)


def test_illegal_actions_leave_the_state_untouched():
    g = game(2, coins={"o0a": "m2"})
    for bad in ["step m1", "pickup moons", "drop suns 2", "step i0a"]:
        refused(g, bad)
    refused(g, "1: end", "not seat 1's turn")
    assert g.history == []


def test_undo_takes_back_steps_and_face_up_pickups_but_not_past_a_reveal():
    g = game(2, coins={"o0a": "s3", "o0b": "s4!"}, hands=[["s2"], []])
    play(g, "step o0a")
    assert g.can_undo(0)
    g.undo(0)
    assert g.pawn[0] == B.INDEX["m0"] and g.mp_left == 6 and g.history == []
    play(g, "step o0a", "drop suns 2", "pickup suns")  # the pick-up shows a hidden value
    assert not g.can_undo(0)
    with pytest.raises(IllegalAction):
        g.undo(0)
    g2 = game(2, coins={"o0a": "s4!"})
    play(g2, "step o0a", "pickup suns 4")
    assert g2.can_undo(0)
    ev = g2.undo(0)
    assert ev[0]["action"] == "pickup suns 4" and not g2.picked
    assert g2.coin_loc[coin(g2, "suns", "4")] == B.INDEX["o0a"]
    play(g2, "end")
    assert not g2.can_undo(1) and not g2.can_undo(0)


def test_reachable_and_route_follow_costs_and_blocks():
    g = game(2, pawns=["m0", "i4b"], coins={"o0a": "m2"})
    r = g.reachable(0)
    assert r == {"o0a": 2, "o0b": 3, "m1": 4, "i5a": 1, "i5b": 2, "m5": 3, "o5a": 4,
                 "i4a": 4}
    assert g.route(0, "m1") == ["step o0a", "step o0b", "step m1"]
    assert g.route(0, "m3") == []
    assert g.reachable(1) == {"m4": 1, "i3a": 2, "i3b": 3, "m3": 4, "o4a": 2,
                                "o4b": 3, "m5": 4}


# ----- observations, hidden information, replays ----------------------------------------
def test_observation_hides_face_down_values_and_is_json():
    g = CoyoteMoon(4, {}, seed=3)
    for s in range(4):
        obs = g.observation(s)
        json.dumps(obs)
        assert all(c["value"] is None for c in obs["coins"])
        assert obs["seat"] == s and obs["pawns"] == [B.NAMES[p] for p in g.pawn]
    for e in g.initial_events():
        assert "value" not in e


def test_resample_redraws_hidden_values_within_each_suit_only():
    g = CoyoteMoon(2, {}, seed=4)
    play(g, *[a for a in g.legal_actions(g.cur) if a.startswith("pickup")][:1])
    obs = json.dumps(g.observation(0), sort_keys=True)
    rng = random.Random(0)
    changed = False
    for _ in range(10):
        r = g.resample(0, rng)
        assert json.dumps(r.observation(0), sort_keys=True) == obs
        for k in range(24):
            assert r.coin_suit[k] == g.coin_suit[k]
            if g.coin_up[k]:
                assert r.coin_val[k] == g.coin_val[k]
        changed |= r.coin_val != g.coin_val
    assert changed


def test_replay_of_a_log_restores_the_game():
    g = CoyoteMoon(3, {}, seed=9)
    rng = random.Random(2)
    while len(g.history) < 60:
        s = g.to_act()[0]
        g.apply(s, rng.choice(g.legal_actions(s)))
    r = replay(CoyoteMoon, 3, {}, 9, list(g.history))
    assert r.observation(1) == g.observation(1) and r.coin_val == g.coin_val


def test_random_play_ends_within_the_round_limit():
    for seed in range(3):
        g = CoyoteMoon(4, {}, seed=seed)
        rng = random.Random(seed)
        while not g.is_terminal():
            s = g.to_act()[0]
            g.apply(s, rng.choice(g.legal_actions(s)))
        assert g.round <= ROUND_LIMIT + 1


def test_ruling_a_placed_stone_may_be_lifted_again():
    g = game(2, starts=["2", "null"], coins={"m2": "s2!"})
    assert "pickup suns 2" in g.legal_actions(0)
    play(g, "pickup suns 2")
    assert g.coin_loc[coin(g, "suns", "2")] == -1


def test_ruling_colours_by_seat_and_moon_order_drawn_at_random():
    g = CoyoteMoon(3, {}, seed=0)
    obs = g.observation(0)
    assert obs["suits"] == ["suns", "moons", "crowns"] and obs["unused_suits"] == ["arms"]
    orders = {tuple(CoyoteMoon(2, {}, seed=s).moon_vals) for s in range(10)}
    assert len(orders) > 5
