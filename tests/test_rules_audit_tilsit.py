"""Coyote (Tilsit rules): scenarios for rules a broken engine could pass before.

Issue 28 §6 broke each rule in turn and ran the rules tests; these scenarios catch
the breaks that slipped through, through stacked decks, notation and observations.
"""

from tests import scenario
from tests.scenario import of_type, play, refused

PLAIN = ["1", "2", "3", "4"]  # a harmless round of cards, total 10


def make(n=4, draw=(), start=0, shaman=False, feathers=None, **opts):
    stack = {"draw": list(draw), "start": start}
    if feathers is not None:
        stack["feathers"] = feathers
    return scenario.new("coyote-tilsit", n, {"shaman": shaman, **opts}, 1, stack=stack)


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


def test_take_a_card_and_it_is_your_turn_name_another_seat_still_in():
    # the legal list never offers these (it lists only the others still in), so the
    # refusal itself is what is checked: yourself, a seat that is out, no such seat
    g = make(draw=PLAIN, shaman=True, feathers=[3, 3, 0, 3])
    assert g.observation(0)["players"][2]["out"]
    for power in ("take", "turn"):
        for seat in (0, 2, 7):
            refused(g, f"0: shaman {power} {seat}", f"seat {seat} is not another player")
    play(g, "0: shaman take 3", "0: bid 5")
    assert g.observation(1)["players"][3]["cards"] == ["3", "4"]
