"""Coyote (Tilsit rules): scenarios for rules a broken engine could pass before.

Issue 28 §6 broke each rule in turn and ran the rules tests; these scenarios catch
the breaks that slipped through, through stacked decks, notation and observations.
"""

from tests import scenario
from tests.scenario import of_type, play

PLAIN = ["1", "2", "3", "4"]  # a harmless round of cards, total 10


def make(n=4, draw=(), start=0, shaman=False, **opts):
    return scenario.new("coyote-tilsit", n, {"shaman": shaman, **opts}, 1,
                        stack={"draw": list(draw), "start": start})


def test_after_a_cancel_play_returns_to_the_canceller_not_the_bidders_neighbour():
    # seat 1 names seat 3 to play next; seat 3 cancels; once seat 1 has bid again the
    # turn is seat 3's (the canceller), not seat 2's (seat 1's neighbour)
    g = make(draw=PLAIN, shaman=True)
    play(g, "0: bid 3", "1: shaman turn 3", "1: bid 6")
    assert g.to_act() == [3]
    ev = play(g, "3: shaman cancel")
    assert of_type(ev, "cancel") == [{"type": "cancel", "seat": 3, "bidder": 1,
                                      "cancelled": 6}]
    play(g, "1: bid 4")
    o = g.observation(2)
    assert o["bid"] == 4 and o["bidder"] == 1 and o["to_act"] == [3]


def test_the_challenger_who_loses_starts_the_next_round():
    # seat 0 started; seat 2 calls a true bid, loses a feather and starts round 2
    g = make(draw=PLAIN)
    ev = play(g, "0: bid 9", "1: bid 10", "2: coyote")
    (r,) = of_type(ev, "reveal")
    assert r["loser"] == 2 and r["winner"] == 1
    (deal,) = of_type(ev, "deal")
    assert deal["round"] == 2 and deal["start_seat"] == 2
    o = g.observation(0)
    assert o["start_seat"] == 2 and o["to_act"] == [2] and o["players"][2]["feathers"] == 2
