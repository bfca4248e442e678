"""Bots that read counters (issue 30): each seat's record of blocks feeds the chance a
block is true, and attacks go where they land."""

from __future__ import annotations

from game.notcoup.belief import Reading
from tests.scenario import play
from tests.test_notcoup_bots import decide
from tests.test_notcoup_rules import new

# Seat 0 holds a Joker and a Queen it can count; seat 1 holds no Queen but blocks
# seat 0's Jokers with one, twice, and nobody calls it.
TWO_BLOCKS = ("0: claim joker 1", "1: pass", "2: pass", "1: counter queen", "0: pass",
              "2: pass", "1: income", "2: income",
              "0: claim joker 1", "1: pass", "2: pass", "1: counter queen", "0: pass",
              "2: pass", "1: income", "2: income",
              "0: claim king", "1: pass", "2: pass", "1: income", "2: income")


def blocked_twice():
    g = new("XQ", "KA", "JA", points=[6, 2, 2])
    play(g, *TWO_BLOCKS)
    return g


def test_blocks_again_do_not_make_a_card_likelier():
    g = blocked_twice()
    r = Reading(g.observation(0))
    once = new("XQ", "KA", "JA", points=[6, 2, 2])
    play(once, *TWO_BLOCKS[:8])
    assert r.p_holds(1, "queen") <= Reading(once.observation(0)).p_holds(1, "queen")
    assert r.habits[1].blocked["joker"] == 2 == r.habits[1].may["joker"]
    assert r.block_chance(1, "joker", ("queen",)) > r.block_chance(2, "joker", ("queen",))


def test_medium_blocked_twice_strikes_elsewhere_or_calls_the_third_block():
    g = blocked_twice()
    for seed in range(5):
        assert decide(g, "medium", 0, seed) != "claim joker 1"  # another target
    play(g, "0: claim joker 1", "1: pass", "2: pass", "1: counter queen")
    assert all(decide(g, "medium", 0, seed) == "challenge" for seed in range(5))


def test_a_block_proven_by_a_reveal_is_believed_again():
    g = new("XQ", "QA", "JA", points=[6, 2, 2])
    play(g, "0: claim joker 1", "1: pass", "2: pass", "1: counter queen",
         "0: challenge", "2: pass", "1: reveal queen")
    r = Reading(g.observation(2))
    assert r.habits[1].blocks_tested == 1 and r.habits[1].blocks_caught == 0
