"""Coyote Moon bots: legal, observation-only, and sensible in small scenarios."""

import random

import pytest

from game.coyote_moon import bots as CB
from game.coyote_moon.rules import CoyoteMoon
from game.match import Match
from game.saves import SeatSpec
from tests.test_coyote_moon_rules import game  # the stacked-game builder the rule tests use

KINDS = {"easy": CB.EasyBot, "medium": CB.MediumBot, "hard": CB.HardBot}


def choose(kind, g, seat=0):
    return KINDS[kind](seat=seat, seed=0).act(g.observation(seat), g.legal_actions(seat))


@pytest.mark.parametrize("seats", [["hard", "medium"], ["easy", "hard", "medium"],
                                   ["medium", "hard", "easy", "random"]])
def test_bots_finish_games_with_legal_actions(seats):
    m = Match("coyote-moon", [SeatSpec(k, k) for k in seats], seed=5)
    m.play_out(max_actions=20_000)  # Match.decide refuses any illegal choice
    assert m.game.is_terminal()


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_bots_win_a_two_seat_race_against_a_bot_that_never_moves(kind):
    g = CoyoteMoon(2, {}, seed=8)
    bot = KINDS[kind](seat=0, seed=0)
    while not g.is_terminal():
        if g.cur == 1:
            g.apply(1, "end")
        else:
            g.apply(0, bot.act(g.observation(0), g.legal_actions(0)))
    assert g.winners() == [0] and g.round < 25


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_bots_decide_from_the_observation_only(kind):
    """Two games that differ only in hidden values get the same decisions."""
    g = CoyoteMoon(3, {}, seed=21)
    rng = random.Random(3)
    for _ in range(40):
        if g.is_terminal():
            break
        s = g.to_act()[0]
        twin = g.resample(s, rng)
        assert twin.coin_val != g.coin_val or all(g.coin_up)
        a = KINDS[kind](seat=s, seed=0).act(g.observation(s), g.legal_actions(s))
        b = KINDS[kind](seat=s, seed=0).act(twin.observation(s), twin.legal_actions(s))
        assert a == b
        g.apply(s, a)


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_bots_pick_up_their_own_stone_underfoot(kind):
    g = game(2, coins={"m0": "s3", "o0a": "m2", "i5a": "m4"})
    assert choose(kind, g) == "pickup suns"


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_bots_place_a_held_stone_on_its_moon(kind):
    g = game(2, starts=["3", "null"], hands=[["s3"], []])
    assert choose(kind, g) == "drop suns 3"


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_bots_walk_home_to_win(kind):
    g = game(2, starts=["ace", "null"], pawns=["o0a", "m3"],
             coins={"m0": "sn!", "m1": "sa!", "m2": "s2!", "m3": "s3!", "m4": "s4!", "m5": "s5!"})
    acts = []
    while not g.is_terminal() and len(acts) < 5:
        a = choose(kind, g)
        acts.append(a)
        g.apply(0, a)
    assert acts == ["step o0b", "step m1"] and g.winners() == [0]


def test_hard_picks_up_an_unused_colour_when_it_has_time():
    # nothing of its own nearby: an arms stone underfoot is worth 2 MP every turn
    g = game(2, coins={"m0": "a2", "o3a": "s3"})
    assert choose("hard", g) == "pickup arms"
    assert choose("medium", g) != "pickup arms"


def test_hard_parks_in_front_of_a_rival_about_to_win():
    # seat 1 needs only to walk m0 -> o0a -> o0b -> m1 and drop its ace; seat 0 is far behind
    stones = {"m0": "mn!", "m2": "m2!", "m3": "m3!", "m4": "m4!", "m5": "m5!",
              "i2a": "s3", "o3a": "s4"}
    g = game(2, starts=["3", "ace"], pawns=["m0", "m0"], coins=stones, hands=[[], ["ma"]])
    acts = []
    while g.cur == 0:
        acts.append(choose("hard", g))
        g.apply(0, acts[-1])
    assert CB.B.NAMES[g.pawn[0]] in ("o0a", "o0b")  # the rival cannot pass
    assert "step m1" not in g.legal_actions(1)
    g2 = game(2, starts=["3", "ace"], pawns=["m0", "m0"], coins=stones, hands=[[], ["ma"]])
    while g2.cur == 0:
        g2.apply(0, choose("medium", g2))
    assert CB.B.NAMES[g2.pawn[0]] not in ("o0a", "o0b")  # Medium races and ignores the rival


def test_hard_stops_blocking_when_it_gets_nowhere():
    # the rival waits behind the block for ever; Hard gives the block up after two idle turns
    stones = {"m0": "mn!", "m2": "m2!", "m3": "m3!", "m4": "m4!", "m5": "m5!",
              "i2a": "s3", "o3a": "s4"}
    g = game(2, starts=["3", "ace"], pawns=["m0", "m0"], coins=stones, hands=[[], ["ma"]])
    bot = CB.HardBot(seat=0, seed=0)
    where = []
    while g.round < 6:
        if g.cur == 1:
            where.append(CB.B.NAMES[g.pawn[0]])
            g.apply(1, "end")
        else:
            g.apply(0, bot.act(g.observation(0), g.legal_actions(0)))
    assert where[0] in ("o0a", "o0b")
    assert where[-1] not in ("o0a", "o0b")


def test_planner_lists_each_turn_end_once_with_the_most_mp_left():
    g = game(2, coins={"o0a": "s2", "i5a": "m3"})
    m = CB.Model(g.observation(0))
    ends = CB.plans(m, 0, m.mp_left, False, False, lambda k, s: False)
    keys = [(p.pos, p.pk, p.dk, p.dloc) for p in ends]
    assert len(keys) == len(set(keys))
    byname = {(CB.B.NAMES[p.pos], p.pk): p.mp for p in ends}
    assert byname[("o0a", -1)] == 3 and byname[("i5a", -1)] == 2
    assert byname[("o0a", m.loc.index(CB.B.INDEX["o0a"]))] == 2  # stepped and picked up


def test_hard_decisions_are_quick():
    import time
    g = CoyoteMoon(4, {}, seed=2)
    bots = [CB.HardBot(seat=s, seed=0) for s in range(4)]
    worst = 0.0
    for _ in range(60):
        if g.is_terminal():
            break
        s = g.to_act()[0]
        t = time.perf_counter()
        a = bots[s].act(g.observation(s), g.legal_actions(s))
        worst = max(worst, time.perf_counter() - t)
        g.apply(s, a)
    assert worst < 2.0  # generous: a loaded test machine; the benchmark reports p95


def test_tour_can_gather_every_stone_before_placing_any():
    # holding the suns 2 (its moon m2 lies ahead) with a suns stone still to lift at o3a
    g = game(2, starts=["null", "null"], pawns=["m2", "m0"], coins={"o3a": "s3"},
             hands=[["s2"], []])
    m = CB.Model(g.observation(0))
    w = m.weights(0)
    greedy = CB.tour(m, 0, m.pawn[0], m.loc, m.val, w)
    gather = CB.tour(m, 0, m.pawn[0], m.loc, m.val, w, picks_first=True)
    assert [leg[1] for leg in greedy][:2] == ["d", "p"]  # places the 2 underfoot first
    assert [leg[1] for leg in gather][:2] == ["p", "d"]  # lifts the 3 first, carries the 2
    hard = CB.HardBot(seat=0, seed=0)
    # Hard's race estimate takes the quickest of its tour orders, these two among them
    cost = m.costs(0)
    _, hops = CB._paths(cost)

    def estimate(t):
        sim = CB.race_turns(t, m.pawn[0], cost, hops, 1, 6, False, False)
        smooth = CB.race_time(t, 1) + 0.01 * CB.race_mp(t)
        return hard.sim_weight * sim + (1 - hard.sim_weight) * smooth

    assert hard._time(m, 0, m.pawn[0], m.loc) <= min(estimate(t) for t in (greedy, gather))


def test_played_out_race_counts_one_pick_up_a_turn():
    # two own stones side by side on the outer track, then home to m1: few MP needed,
    # but the second pick-up has to wait for the next turn
    g = game(2, pawns=["m0", "m3"], coins={"o0a": "s2", "o0b": "s3"}, hands=[["s4", "s5"], []])
    m = CB.Model(g.observation(0))
    cost = m.costs(0)
    _, hops = CB._paths(cost)
    o0a, o0b, m1 = (CB.B.INDEX[x] for x in ("o0a", "o0b", "m1"))
    legs = [(1, "p", o0a), (1, "p", o0b), (1, "h", m1)]
    assert CB.race_turns(legs, m.pawn[0], cost, hops, 2, 8, False, False) == pytest.approx(
        1 + 0.3 * 2 / 11)  # wait on o0b; next turn: pick up, step to m1 (2 of 10 MP)
    # with this turn's pick-up already used, both wait: one more turn
    assert 2 <= CB.race_turns(legs, m.pawn[0], cost, hops, 2, 8, True, False) < 3
    # no MP left even to enter o0a: a fresh turn first, then the same wait
    assert 2 <= CB.race_turns(legs, m.pawn[0], cost, hops, 2, 0, False, False) < 3


def test_hard_drops_a_stone_to_stop_a_rival_winning():
    # seat 1 needs m0 -> o0a -> o0b -> m1 and a drop: exactly its 6 MP. Hard stands on m1
    # holding an unused crowns stone: dropped there, it makes m1 cost 2 and the win 7 MP.
    # (An arms stone on i0a puts o0a, where its pawn could block, out of Hard's reach.)
    stones = {"m0": "mn!", "m2": "m2!", "m3": "m3!", "m4": "m4!", "m5": "m5!",
              "o0a": "a3", "o0b": "a4", "i0a": "a5", "i2a": "s3", "o3a": "s4"}
    setup = dict(starts=["3", "ace"], pawns=["m1", "m0"], coins=stones, hands=[["c2"], ["ma"]])
    g = game(2, **setup)
    assert "drop crowns 2" in g.legal_actions(0)
    acts = []
    while g.cur == 0:
        acts.append(choose("hard", g))
        g.apply(0, acts[-1])
    assert "drop crowns 2" in acts
    assert g.entry_cost(1, CB.B.INDEX["m1"]) == 2
    for a in ("step o0a", "step o0b", "step m1"):
        g.apply(1, a) if a in g.legal_actions(1) else None
    assert not g.is_terminal()  # the rival arrives, but cannot pay for the drop
    g2 = game(2, **setup)
    while g2.cur == 0:
        a = choose("medium", g2)
        assert a != "drop crowns 2"  # Medium only races
        g2.apply(0, a)
