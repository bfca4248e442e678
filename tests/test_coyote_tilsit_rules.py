"""Scenario tests for Coyote (Tilsit rules): every rule, power and ruling, on stacked decks."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.core import IllegalAction
from game.coyote_tilsit.rules import CoyoteTilsit, build_deck, max_total, score
from tests import scenario
from tests.scenario import of_type, play, refused

PLAIN = ["1", "2", "3", "4"]  # a harmless round of cards, total 10


def make(n=4, draw=(), start=0, shaman=False, feathers=None, reshuffles=None, seed=1, **opts):
    """A game dealt from ``draw`` (top first), with optional feathers and the orders
    later reshuffles come out in."""
    stack = {"draw": list(draw), "start": start}
    if feathers is not None:
        stack["feathers"] = feathers
    if reshuffles is not None:
        stack["reshuffles"] = reshuffles
    return scenario.new("coyote-tilsit", n, {"shaman": shaman, **opts}, seed, stack=stack)


def reveal(events):
    (r,) = of_type(events, "reveal")
    return r


# ----- components and set-up ---------------------------------------------------------------
def test_deck_as_listed_with_three_negative_cards_by_default():
    deck = Counter(build_deck())
    assert sum(deck.values()) == 36
    assert [deck[c] for c in ("1", "2", "3", "4", "5")] == [4] * 5
    assert (deck["10"], deck["15"], deck["20"], deck["0"]) == (3, 2, 1, 3)
    assert (deck["-5"], deck["-10"]) == (2, 1)
    assert all(deck[s] == 1 for s in ("chief", "spirit", "moon", "teepee"))


@pytest.mark.parametrize("option,five,ten", [("extra-5", 3, 1), ("extra-10", 2, 2)])
def test_four_negative_cards_option(option, five, ten):
    g = make(negatives=option)
    deck = Counter(g.deck)
    assert sum(deck.values()) == 37
    assert (deck["-5"], deck["-10"]) == (five, ten)
    assert len(g.draw) + sum(len(h) for h in g.hands) == 37


@pytest.mark.parametrize("option,counts", [
    ("three", {3: 3, 4: 3, 5: 3, 6: 3}),
    ("small-table", {3: 5, 4: 4, 5: 3, 6: 3}),
    ("as-printed", {3: 3, 4: 4, 5: 5, 6: 3}),
])
def test_feather_count_options(option, counts):
    for n, f in counts.items():
        g = CoyoteTilsit(n, {"feathers": option}, 3)
        assert g.feathers == [f] * n


def test_deal_one_card_each_from_the_start_seat_clockwise_and_hidden_from_its_wearer():
    g = make(draw=["5", "10", "1", "2"], start=2)
    assert g.hands == [["1"], ["2"], ["5"], ["10"]]
    obs = g.observation(0)
    assert obs["players"][0]["cards"] == [None]
    assert obs["players"][2]["cards"] == ["5"]
    assert obs["draw_count"] == 32 and obs["discard"] == []
    assert obs["to_act"] == [2] and g.initial_events()[0]["start_seat"] == 2


def test_first_declarer_drawn_by_lot_and_reproducible():
    starts = {CoyoteTilsit(5, {}, seed).start_seat for seed in range(40)}
    assert starts == set(range(5))
    assert CoyoteTilsit(5, {}, 7).start_seat == CoyoteTilsit(5, {}, 7).start_seat


# ----- bidding --------------------------------------------------------------------------------
def test_opening_bid_above_zero_even_when_the_total_is_negative():
    g = make(draw=["-10", "-5", "-5", "0"])
    assert "bid 0" not in g.legal_actions(0) and "coyote" not in g.legal_actions(0)
    refused(g, "0: bid 0", "from 1")
    ev = play(g, "0: bid 1", "1: coyote")
    r = reveal(ev)
    assert r["total"] == -20 and r["loser"] == 0  # the bid was above the total


def test_raise_must_be_higher_and_the_next_seat_answers():
    g = make(draw=PLAIN)
    play(g, "0: bid 5")
    assert g.to_act() == [1]
    assert "bid 5" not in g.legal_actions(1) and "bid 6" in g.legal_actions(1)
    refused(g, "2: bid 9")  # out of turn
    play(g, "1: bid 6")
    assert g.to_act() == [2] and g.bid == 6 and g.bidder == 1


def test_bids_capped_at_the_highest_total_the_cards_in_play_can_make():
    g = make(draw=PLAIN)
    assert max_total(g.deck, 4) == 2 * (20 + 15 + 15) == 100
    assert g.observation(0)["max_bid"] == 100
    assert "bid 100" in g.legal_actions(0) and "bid 101" not in g.legal_actions(0)
    play(g, "0: bid 100")
    assert g.legal_actions(1) == ["coyote"]


def test_bid_equal_to_the_total_costs_the_challenger():
    g = make(draw=PLAIN)
    r = reveal(play(g, "0: bid 9", "1: bid 10", "2: coyote"))
    assert r["total"] == 10 and r["loser"] == 2 and r["winner"] == 1
    assert g.feathers == [3, 3, 2, 3]


def test_bid_above_the_total_costs_the_declarer_who_then_starts():
    g = make(draw=PLAIN + ["5", "5", "5", "5"])
    ev = play(g, "0: bid 11", "1: coyote")
    assert reveal(ev)["loser"] == 0 and g.feathers[0] == 2
    assert of_type(ev, "feather") == [{"type": "feather", "seat": 0, "lost": 1, "left": 2}]
    assert g.round == 2 and g.start_seat == 0 and g.to_act() == [0]
    assert g.hands == [["5"], ["5"], ["5"], ["5"]]  # the draw pile carries on in order


def test_eliminated_loser_hands_the_start_to_the_seat_that_beat_it():
    g = make(draw=PLAIN + PLAIN, feathers=[1, 3, 3, 3], start=3)
    ev = play(g, "3: bid 50", "0: coyote")
    assert reveal(ev)["loser"] == 3 and g.start_seat == 3
    g = make(draw=PLAIN + ["1", "1", "1"], feathers=[1, 3, 3, 3], start=3)
    ev = play(g, "3: bid 2", "0: coyote")
    assert of_type(ev, "out") == [{"type": "out", "seat": 0}]
    assert g.start_seat == 3 and g.hands[0] == []
    # Out seats get no card and are skipped in turn.
    play(g, "3: bid 1")
    assert g.to_act() == [1]


def test_last_seat_with_feathers_wins():
    g = make(n=3, draw=["1", "2", "3", "4", "5"], feathers=[1, 1, 3])
    play(g, "0: bid 60", "1: coyote")
    assert g.feathers == [0, 1, 3] and not g.is_terminal()
    assert g.start_seat == 1 and g.hands == [[], ["4"], ["5"]]
    ev = play(g, "1: bid 40", "2: coyote")
    assert g.is_terminal() and g.winners() == [2] and g.results() == [0.0, 0.0, 1.0]
    assert of_type(ev, "game_over") == [{"type": "game_over", "winner": 2}]
    assert g.to_act() == [] and g.legal_actions(2) == []
    assert g.observation(0)["phase"] == "over" and g.observation(0)["winner"] == 2
    refused(g, "2: bid 1")


# ----- scoring ----------------------------------------------------------------------------------
def test_score_positive_cards_with_specials_then_negative_cards():
    assert score(["10", "5", "-5"])["total"] == 10
    assert score(["chief", "10", "5", "-5"])["total"] == 25  # negatives are not doubled
    s = score(["spirit", "10", "10", "3", "-10"])
    assert s["spirit_zeroed"] == 10 and s["total"] == 3  # only one of the two 10s
    s = score(["spirit", "chief", "20", "4", "-5"])
    assert (s["positive"], s["negative"], s["total"]) == (8, -5, 3)
    assert score(["spirit", "-5", "0", "moon"])["total"] == -5  # nothing positive to cancel
    assert score(["spirit", "-5"])["spirit_zeroed"] is None


def test_reveal_applies_chief_and_spirit_then_adds_negatives():
    g = make(draw=["chief", "spirit", "15", "-10"])
    r = reveal(play(g, "0: bid 1", "1: coyote"))
    assert r["chief"] and r["spirit_zeroed"] == 15
    assert (r["positive"], r["negative"], r["total"]) == (0, -10, -10)
    assert r["loser"] == 0
    g = make(draw=["chief", "5", "3", "-10"])
    r = reveal(play(g, "0: bid 6", "1: coyote"))
    assert r["total"] == 6 and r["loser"] == 1


def test_teepee_is_replaced_by_the_top_card_of_the_draw_pile():
    g = make(draw=["teepee", "5", "3", "-5", "20"])
    r = reveal(play(g, "0: bid 23", "1: coyote"))
    assert r["teepee"] == {"seat": 0, "drew": "20"}
    assert r["total"] == 23 and r["loser"] == 1
    assert sorted(g.discard) == sorted(["teepee", "5", "3", "-5", "20"])


@pytest.mark.parametrize("drawn,total", [("chief", 2 * 8 - 5), ("spirit", 3 - 5), ("moon", 8 - 5)])
def test_teepee_drawing_a_special_makes_it_act_as_that_special(drawn, total):
    g = make(draw=["teepee", "5", "3", "-5", drawn])
    ev = play(g, "0: bid 1", "1: coyote")
    r = reveal(ev)
    assert r["teepee"]["drew"] == drawn and r["total"] == total
    assert r["moon"] == (drawn == "moon")
    if drawn == "moon":
        assert of_type(ev, "reshuffle")[0]["reason"] == "moon"
        assert g.discard == [] and len(g.draw) == 36 - 4


# ----- the piles ----------------------------------------------------------------------------------
def test_used_cards_go_to_a_public_discard_pile_that_persists():
    g = make(draw=PLAIN + ["5", "10", "15", "20"])
    ev = play(g, "0: bid 1", "1: coyote")
    assert of_type(ev, "discard") == [{"type": "discard", "cards": PLAIN}]
    play(g, "1: bid 1", "2: coyote")
    obs = g.observation(3)
    assert obs["discard"] == PLAIN + ["20", "5", "10", "15"]  # round 2 started at seat 1
    assert obs["draw_count"] == 36 - 12


def test_moon_in_play_reshuffles_every_card_into_a_new_draw_pile():
    g = make(draw=["moon", "5", "10", "1"], reshuffles=[["20", "15", "15", "10"]])
    ev = play(g, "0: bid 16", "1: coyote")
    assert reveal(ev)["moon"] and reveal(ev)["total"] == 16
    assert of_type(ev, "reshuffle")[0]["reason"] == "moon"
    assert g.discard == [] and len(g.draw) == 32 and g.hands[1] == ["20"]
    assert Counter(g.draw + [c for h in g.hands for c in h]) == Counter(build_deck())


def test_empty_draw_pile_is_refilled_from_the_discard_pile_when_dealing():
    g = make(draw=PLAIN)
    play(g, "0: bid 1", "1: bid 2")
    # Surgery: leave two cards in the draw pile and the rest in the discard pile.
    rest = g.draw
    g.draw, g.discard = rest[:2], rest[2:]
    ev = play(g, "2: coyote")
    kinds = [e["type"] for e in ev]
    assert kinds.index("discard") < kinds.index("reshuffle")
    assert of_type(ev, "reshuffle")[0]["reason"] == "empty"
    assert all(len(h) == 1 for h in g.hands) and g.discard == []
    assert Counter(g.draw + [c for h in g.hands for c in h]) == Counter(build_deck())


def test_teepee_with_an_empty_draw_pile_draws_from_the_reshuffled_discard():
    g = make(draw=["teepee", "1", "1", "1"], reshuffles=[["20"]])
    g.discard, g.draw = g.draw, []
    r = reveal(play(g, "0: bid 23", "1: coyote"))
    assert r["teepee"]["drew"] == "20" and r["total"] == 23


# ----- the Shaman powers -----------------------------------------------------------------------
def test_no_shaman_actions_without_the_option():
    g = make(draw=PLAIN)
    play(g, "0: bid 3")
    assert not [a for a in g.legal_actions(1) if a.startswith("shaman")]
    assert g.observation(1)["players"][1]["shaman"] is None
    refused(g, "1: shaman lynx", "not in play")


def test_each_shaman_card_is_used_once():
    g = make(draw=PLAIN, shaman=True)
    play(g, "0: bid 3", "1: shaman lynx", "2: bid 4", "3: bid 5", "0: bid 6")
    assert not [a for a in g.legal_actions(1) if a.startswith("shaman")]
    assert g.observation(0)["players"][1]["shaman"] == "used"
    refused(g, "1: shaman cancel", "already used")


def test_eye_of_the_lynx_matches_the_last_bid_and_blocks_the_next_lynx():
    g = make(draw=PLAIN, shaman=True)
    assert "shaman lynx" not in g.legal_actions(0)  # nothing to match yet
    ev = play(g, "0: bid 10", "1: shaman lynx")
    assert {"type": "bid", "seat": 1, "value": 10} in ev
    assert g.bid == 10 and g.bidder == 1 and g.to_act() == [2]
    assert "shaman lynx" not in g.legal_actions(2)
    assert "bid 10" not in g.legal_actions(2) and "bid 11" in g.legal_actions(2)
    r = reveal(play(g, "2: coyote"))
    assert r["bidder"] == 1 and r["total"] == 10 and r["loser"] == 2


def test_lynx_block_lasts_one_turn_only():
    g = make(draw=PLAIN, shaman=True)
    play(g, "0: bid 4", "1: shaman lynx", "2: bid 5")
    assert "shaman lynx" in g.legal_actions(3)


def test_two_feathers_doubles_the_loss_when_the_next_player_challenges():
    g = make(draw=PLAIN, shaman=True)
    play(g, "0: shaman feathers")
    assert g.legal_actions(0) == [f"bid {v}" for v in range(1, 101)]  # now a bid must follow
    refused(g, "0: shaman uturn", "must bid")
    play(g, "0: bid 10")
    assert g.observation(1)["two_feathers"]
    r = reveal(play(g, "1: coyote"))
    assert r["loser"] == 1 and r["lost"] == 2 and g.feathers[1] == 1
    g = make(draw=PLAIN, shaman=True)
    r = reveal(play(g, "0: shaman feathers", "0: bid 11", "1: coyote"))
    assert r["loser"] == 0 and g.feathers[0] == 1


def test_two_feathers_lapses_when_the_next_player_raises():
    g = make(draw=PLAIN, shaman=True)
    play(g, "0: shaman feathers", "0: bid 5", "1: bid 11")
    assert not g.two_feathers
    r = reveal(play(g, "2: coyote"))
    assert r["lost"] == 1 and g.feathers[1] == 2


def test_two_feathers_with_one_feather_left_takes_just_that_one():
    g = make(draw=PLAIN, shaman=True, feathers=[3, 1, 3, 3])
    ev = play(g, "0: shaman feathers", "0: bid 10", "1: coyote")
    assert reveal(ev)["lost"] == 1 and g.feathers[1] == 0


def test_u_turn_reverses_play_for_the_rest_of_the_round():
    g = make(draw=PLAIN + PLAIN, shaman=True)
    ev = play(g, "0: bid 2", "1: shaman uturn", "1: bid 3")
    assert {"type": "direction", "direction": -1} in ev
    assert g.to_act() == [0]
    play(g, "0: bid 4")
    assert g.to_act() == [3]
    play(g, "3: coyote")
    assert g.direction == 1  # each round starts clockwise
    assert g.to_act() == [3] and (play(g, "3: bid 1") and g.to_act() == [0])


def test_take_a_card_gives_the_target_a_second_unseen_card_that_counts():
    g = make(draw=PLAIN + ["20"], shaman=True)
    assert "shaman take 0" not in g.legal_actions(0)  # not yourself
    play(g, "0: shaman take 2")
    assert g.observation(0)["max_bid"] == max_total(g.deck, 5)
    ev = play(g, "0: bid 30")
    assert {"type": "take", "seat": 2, "by": 0} in ev
    assert g.hands[2] == ["3", "20"]
    assert g.observation(2)["players"][2]["cards"] == [None, None]
    assert g.observation(1)["players"][2]["cards"] == ["3", "20"]
    assert "shaman take 2" not in g.legal_actions(1)  # already wearing two
    r = reveal(play(g, "1: coyote"))
    assert r["total"] == 30 and r["loser"] == 1
    assert [2, ["3", "20"]] in r["cards"]
    assert all(len(h) == 1 for h in g.hands)  # next round: one card each again


def test_cancel_forces_a_different_bid_that_may_be_lower():
    g = make(draw=PLAIN, shaman=True)
    ev = play(g, "0: bid 3", "1: bid 9", "2: shaman cancel")
    assert of_type(ev, "cancel") == [{"type": "cancel", "seat": 2, "bidder": 1, "cancelled": 9}]
    assert g.to_act() == [1] and g.phase == "rebid"
    legal = g.legal_actions(1)
    assert "bid 9" not in legal and "bid 3" not in legal and "coyote" not in legal
    assert not [a for a in legal if a.startswith("shaman")]  # the re-bid is not a turn
    assert legal[0] == "bid 4"
    refused(g, "1: bid 9", "other than 9")
    play(g, "1: bid 4")
    assert g.bid == 4 and g.bidder == 1 and g.to_act() == [2]
    r = reveal(play(g, "2: coyote"))
    assert r["bid"] == 4 and r["loser"] == 2


def test_cancel_of_an_opening_bid_and_when_no_other_number_exists():
    g = make(draw=PLAIN, shaman=True)
    play(g, "0: bid 5", "1: shaman cancel")
    assert g.legal_actions(0)[0] == "bid 1" and "bid 5" not in g.legal_actions(0)
    g = make(draw=PLAIN, shaman=True)
    play(g, "0: bid 99", "1: bid 100")
    assert "shaman cancel" not in g.legal_actions(2)  # 100 is the only bid above 99


def test_cancel_keeps_two_feathers_on_the_replacement_bid():
    g = make(draw=PLAIN, shaman=True)
    play(g, "0: shaman feathers", "0: bid 12", "1: shaman cancel", "0: bid 10")
    r = reveal(play(g, "1: coyote"))
    assert r["lost"] == 2 and g.feathers[1] == 1


def test_it_is_your_turn_names_the_next_player_and_play_carries_on_from_there():
    g = make(draw=PLAIN, shaman=True)
    assert "shaman turn 0" not in g.legal_actions(0)
    play(g, "0: shaman turn 2", "0: bid 3")
    assert g.to_act() == [2]
    play(g, "2: bid 4")
    assert g.to_act() == [3]


def test_powers_that_need_a_raise_are_refused_when_none_is_possible():
    g = make(draw=PLAIN, shaman=True)
    play(g, "0: bid 100")
    legal = g.legal_actions(1)
    assert "shaman feathers" not in legal and "shaman uturn" not in legal
    assert not [a for a in legal if a.startswith("shaman turn")]
    assert "shaman lynx" in legal and "shaman take 2" in legal  # a take raises the cap


# ----- notation and observations ------------------------------------------------------------
def test_notation_parsing():
    g = make(draw=PLAIN, shaman=True)
    assert g.parse("  BID 07 ") == "bid 7"
    assert g.parse("Challenge") == "coyote" and g.parse("coyote!") == "coyote"
    assert g.parse("shaman  take 02") == "shaman take 2"
    for bad in ("bid x", "shaman", "shaman dance", "shaman take", "shaman lynx 2", "pass"):
        with pytest.raises(IllegalAction):
            g.parse(bad)


def test_illegal_action_leaves_the_state_untouched():
    g = make(draw=PLAIN, shaman=True)
    play(g, "0: bid 5")
    for line in ("1: bid 5", "1: bid 101", "2: coyote", "1: shaman take 1"):
        refused(g, line)
    assert len(g.history) == 1


def test_resample_redraws_own_cards_and_the_draw_pile_only():
    g = make(draw=PLAIN + ["20"], shaman=True)
    play(g, "0: shaman take 1", "0: bid 3")
    rng = random.Random(4)
    for seat in range(4):
        obs = g.observation(seat)
        r = g.resample(seat, rng)
        assert r.observation(seat) == obs
        for s in range(4):
            if s != seat:
                assert r.hands[s] == g.hands[s]
        assert Counter(r.draw + r.hands[seat]) == Counter(g.draw + g.hands[seat])
    assert any(g.resample(1, random.Random(k)).hands[1] != g.hands[1] for k in range(5))


def test_events_carry_no_hidden_card():
    g = make(draw=PLAIN + ["20"], shaman=True)
    ev = play(g, "0: shaman take 1", "0: bid 3")
    assert "20" not in str(ev) and "card" not in str(of_type(ev, "take"))


def test_clone_is_independent_and_plays_on_identically():
    g = make(draw=PLAIN, shaman=True)
    play(g, "0: shaman take 1", "0: bid 3")
    c = g.clone()
    play(c, "1: shaman cancel", "0: bid 4", "1: coyote")
    assert g.history == [(0, "shaman take 1"), (0, "bid 3")] and g.round == 1
    assert len(g.hands[1]) == 2 and g.shaman_used == [True, False, False, False]
    d = g.clone()
    for seat, act in c.history[2:]:
        d.apply(seat, act)
    assert [d.observation(s) for s in range(4)] == [c.observation(s) for s in range(4)]


def test_it_is_your_turn_after_a_u_turn_keeps_the_reversed_direction():
    g = make(n=5, draw=PLAIN + ["5"], shaman=True)
    play(g, "0: bid 2", "1: shaman uturn", "1: bid 3")
    assert g.to_act() == [0]
    play(g, "0: shaman turn 3", "0: bid 4")
    assert g.to_act() == [3]
    play(g, "3: bid 5")
    assert g.to_act() == [2]


def test_two_feathers_lapses_when_the_next_player_answers_with_the_lynx():
    g = make(draw=PLAIN, shaman=True)
    play(g, "0: shaman feathers", "0: bid 10", "1: shaman lynx")
    assert not g.two_feathers
    r = reveal(play(g, "2: coyote"))
    assert r["loser"] == 2 and r["lost"] == 1


def test_take_a_card_from_an_empty_draw_pile_uses_the_reshuffled_discard():
    g = make(draw=PLAIN, shaman=True, reshuffles=[["15"]])
    g.discard, g.draw = g.draw, []
    ev = play(g, "0: shaman take 3", "0: bid 2")
    assert [e["reason"] for e in of_type(ev, "reshuffle")] == ["empty"]
    assert g.hands[3] == ["4", "15"]


# ----- issue 28 §6: tests that catch a broken reshuffle, a second U-turn and the seat minimum -----
def test_real_reshuffle_of_a_non_empty_discard_pile_makes_the_new_draw_pile():
    # Four seats with feathers to spare play eight rounds: 32 cards dealt plus the
    # Teepee's draw in round 1 leave 3 cards (the Moon last among them) for round 9,
    # whose deal runs the draw pile out and must shuffle the 33 discarded cards in.
    rest = Counter(build_deck())
    head = ["teepee", "1", "2", "3", "4"]  # round 1's cards and the Teepee's draw
    tail = ["moon", "5", "5"]  # the last three cards of the first draw pile
    rest.subtract(head + tail)
    order = head + sorted(rest.elements()) + tail
    assert len(order) == 36
    g = make(draw=order, feathers=[9] * 4, reshuffles=[["20", "15", "10"]])
    for _ in range(7):
        ev = play(g, "bid 1", "coyote")
        assert not of_type(ev, "reshuffle")
    assert g.round == 8 and len(g.draw) == 3 and len(g.discard) == 29
    discarded = Counter(g.discard + [c for h in g.hands for c in h])
    ev = play(g, "bid 1", "coyote")
    (deal,) = of_type(ev, "deal")
    start = deal["start_seat"]
    assert deal["round"] == 9
    (rs,) = of_type(ev, "reshuffle")
    assert rs["reason"] == "empty" and rs["draw_count"] == 33
    kinds = [e["type"] for e in ev]
    assert kinds.index("discard") < kinds.index("reshuffle")
    assert sum(discarded.values()) == 33
    # the first three seats get the old pile's last cards, the fourth the new pile's top
    seats = [(start + i) % 4 for i in range(4)]
    assert [g.hands[s] for s in seats] == [["moon"], ["5"], ["5"], ["20"]]
    assert g.discard == [] and g.draw[:2] == ["15", "10"] and len(g.draw) == 32
    # the new draw pile (with the card dealt from it) is exactly the discarded cards
    assert Counter(g.draw + ["20"]) == discarded
    assert g.observation(0)["draw_count"] == 32 and g.observation(0)["discard"] == []


def test_a_second_u_turn_restores_the_original_direction():
    g = make(draw=PLAIN, shaman=True)
    ev = play(g, "0: bid 2", "1: shaman uturn", "1: bid 3")
    assert {"type": "direction", "direction": -1} in ev and g.to_act() == [0]
    ev = play(g, "0: shaman uturn", "0: bid 4")
    assert {"type": "direction", "direction": 1} in ev
    assert g.direction == 1 and g.to_act() == [1]  # clockwise again: seat 1 acts
    play(g, "1: bid 5")
    assert g.to_act() == [2]
    assert g.observation(3)["direction"] == 1


def test_tilsit_refuses_fewer_than_three_seats_and_seats_three():
    from game.registry import UnknownName, get_info

    assert get_info("coyote-tilsit").min_seats == 3
    for n in (2, 1):
        with pytest.raises(UnknownName, match=f"seats 3 to 6 players, not {n}"):
            scenario.new("coyote-tilsit", n, {})
        with pytest.raises(UnknownName, match="seats 3 to 6"):
            CoyoteTilsit(n, {}, 0)
    g = make(n=3, draw=["1", "2", "3"], start=0)
    assert g.num_seats == 3 and g.hands == [["1"], ["2"], ["3"]]
    ev = play(g, "0: bid 1", "1: bid 2", "2: coyote")
    assert reveal(ev)["total"] == 6 and g.to_act() == [2]
