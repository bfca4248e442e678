"""NotCoup: scenarios for rules a broken engine could pass before.

Issue 28 §6 broke each rule in turn and ran the rules tests; these scenarios catch
the breaks that slipped through. Hands and the stock are stacked through the
constructor; outcomes are read from events and observations only.
"""

from __future__ import annotations

from collections import Counter

from game.notcoup.cards import deck, rank
from tests import scenario
from tests.scenario import of_type, play, refused

LETTER = {"K": "king", "Q": "queen", "J": "jack", "A": "ace", "X": "joker"}


def new(*hands: str, first: int = 0, points=None, options=None):
    """A game with the given hands (a string of card letters per seat)."""
    pool = {r: [c for c in deck() if rank(c) == r] for r in LETTER.values()}
    used: Counter = Counter()
    held = []
    for h in hands:
        row = []
        for ch in h:
            r = LETTER[ch]
            row.append(pool[r][used[r]])
            used[r] += 1
        held.append(row)
    taken = {c for row in held for c in row}
    stack = {"hands": held, "deck": [c for c in deck() if c not in taken], "first": first}
    if points is not None:
        stack["points"] = list(points)
    return scenario.new("notcoup", len(hands), options, 0, stack=stack)


def lost_ranks(g, seat):
    return sorted(rank(c) for c in g.observation(seat)["lost"][seat])


def test_of_two_challengers_the_first_clockwise_from_the_claimant_pays():
    # seat 2 holds the King it claims; seats 0 and 3 both challenge. Clockwise from
    # seat 2 comes 3 before 0, so seat 3 is the challenger and loses the card
    g = new("JA", "KA", "KQ", "QA", first=2)
    ev = play(g, "2: claim king", "0: challenge", "1: pass", "3: challenge")
    (ch,) = of_type(ev, "challenge")
    assert ch["seat"] == 3 and ch["also"] == [0]
    play(g, "2: reveal king", "3: lose queen")
    o = g.observation(1)
    assert lost_ranks(g, 3) == ["queen"] and lost_ranks(g, 0) == []
    assert o["points"][2] == 5


def test_of_two_counters_the_first_clockwise_from_the_actor_stands():
    # seat 2 takes More Income; seats 0 and 3 both counter with a King. Clockwise from
    # seat 2 comes 3 before 0: seat 3's counter is the one the table may challenge
    g = new("KA", "QA", "JQ", "KJ", first=2)
    ev = play(g, "2: more-income", "0: counter king", "1: pass", "3: counter king")
    (c,) = of_type(ev, "counter")
    assert c["seat"] == 3 and c["also"] == [0]
    o = g.observation(1)
    assert o["phase"] == "challenge"
    assert o["to_act"] == [0, 1, 2]  # everyone but the counterer may challenge it
    play(g, "0: pass", "1: pass", "2: pass")
    assert g.observation(1)["points"][2] == 2  # blocked


def test_a_joker_is_countered_by_the_queen_alone():
    g = new("XK", "QA", "KA", points=[3, 2, 2])
    play(g, "0: claim joker 1", "1: pass", "2: pass")
    assert g.legal_actions(1) == ["counter queen", "pass"]
    refused(g, "1: counter ace", "countered only by claiming Queen")


def test_the_wild_jack_takes_one_point_from_each_other_player():
    # every victim holds more than one point, so "one from each" shows in the sums
    g = new("JK", "QA", "AA", "KK", points=[2, 3, 3, 3],
            options={"transformer": "fixed", "jack_action": "wild"})
    play(g, "0: claim jack", "1: pass", "2: pass", "3: pass")
    assert g.observation(1)["phase"] == "round" and g.to_act() == [1, 2, 3]
    ev = play(g, "1: pass", "2: pass", "3: pass")
    assert sorted((e["from"], e["amount"]) for e in of_type(ev, "gain")) == [
        (1, 1), (2, 1), (3, 1)]
    assert g.observation(2)["points"] == [5, 2, 2, 2]
