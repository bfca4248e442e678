"""Coyote (HeidelBÄR rules): every rule and ruling, by scenario with stacked decks.

Round deals go start seat first, clockwise, then the centre card; the cards after
that are the deck's top (Coyote draw, then the `?` draw).
"""

import json
import random
from itertools import combinations

import pytest

from game.core import IllegalAction, replay
from game.coyote_heidelbaer.rules import CARDS, CoyoteHeidelbaer, score, total_range
from game.registry import built_game, new_game
from tests import scenario
from tests.scenario import of_type, play, refused, snapshot


# ----- helpers -----------------------------------------------------------------------------
def new(n=3, *decks, start=0, trickster=False, seed=0):
    """A game whose rounds are dealt from ``decks`` in turn (the rest seeded)."""
    return scenario.new("coyote-heidelbaer", n, {"trickster": trickster}, seed,
                        stack={"start": start, "decks": [list(d) for d in decks]})


def eyes(g, seat):
    p = g.observation(seat)["players"][seat]
    return p["open"], p["closed"]


def true_total(g):
    live = [s for s in range(g.num_seats) if not g.out[s]]
    cards = [g.cards[s] for s in live] + [g.centre]
    if g.coyote_card is not None:
        cards.append(g.coyote_card)
    return score(cards, g.deck[0] if "?" in cards else None)[0]


def lose_round(g, loser):
    """Play the current round so that ``loser`` loses it (reads the state: test only)."""
    total = true_total(g)
    start = g.start_seat
    if loser == start:
        assert total < g.observation(0)["max_bid"]
        first = g._next_live(start)
        play(g, f"{start}: bid {g.observation(0)['max_bid']}", f"{first}: challenge")
    else:
        v = g.observation(0)["min_bid"]
        s = start
        while s != loser:
            assert v <= total
            play(g, f"{s}: bid {v}")
            v += 1
            s = g._next_live(s)
        play(g, f"{loser}: challenge")
    while g.phase == "guessing":
        s = g.to_act()[0]
        play(g, f"{s}: guess {g.bidder}")
    if g.phase == "discard":
        play(g, f"{loser}: discard open")


# ----- setup and dealing -------------------------------------------------------------------
def test_registered_with_random_bot_and_trickster_option():
    info = built_game("coyote-heidelbaer")
    assert info.factory is CoyoteHeidelbaer
    assert "random" in info.bots
    assert info.resolve_options({}) == {"trickster": False}
    g = new_game("coyote-heidelbaer", 4, {"trickster": True}, seed=3)
    assert g.trickster and g.num_seats == 4


def test_deal_order_start_seat_first_then_centre():
    g = new(3, ["1", "2", "3", "4", "5"], start=1)
    # start seat 1, then 2, then 0, then the centre
    assert g.cards == ["3", "1", "2"] and g.centre == "4" and g.deck[0] == "5"
    assert len(g.deck) == 17 - 4
    assert g.initial_events() == [{"type": "deal", "round": 1, "start_seat": 1}]


def test_observation_hides_own_card_and_centre():
    g = new(3, ["1", "2", "3", "4"])
    o = g.observation(0)
    assert [p["card"] for p in o["players"]] == [None, "2", "3"]
    assert o["centre"] is None and o["coyote_card"] is None and o["my_guess"] is None
    assert o["phase"] == "bidding" and o["to_act"] == [0] and o["turn"] == 0
    assert o["deck_size"] == 13 and o["round"] == 1 and o["start_seat"] == 0
    json.dumps(o)  # JSON-able


def test_first_start_player_is_drawn_from_the_seed():
    # "the youngest starts" cannot be known: the seeded RNG picks instead
    starts = {CoyoteHeidelbaer(4, {}, seed).start_seat for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    assert CoyoteHeidelbaer(4, {}, 7).start_seat == CoyoteHeidelbaer(4, {}, 7).start_seat


def test_same_seed_same_game_and_replay_restores_it():
    def run(seed):
        g = CoyoteHeidelbaer(4, {"trickster": True}, seed)
        rng = random.Random(seed)
        while not g.is_terminal():
            s = g.to_act()[0]
            g.apply(s, rng.choice(g.legal_actions(s)))
        return g
    a, b = run(11), run(11)
    assert a.history == b.history and a.winners() == b.winners()
    r = replay(CoyoteHeidelbaer, 4, {"trickster": True}, 11, a.history)
    assert snapshot(r) == snapshot(a)


def test_stack_partial_deck_is_completed_by_a_seeded_shuffle():
    g = new(2, ["20", "15"])
    everything = [c for c in g.cards if c] + [g.centre] + g.deck
    assert sorted(everything) == sorted(CARDS)
    assert new(2, ["20", "15"]).deck == g.deck


def test_bad_stack_is_refused():
    with pytest.raises(ValueError):
        new(2, ["1", "1"])
    with pytest.raises(ValueError):
        new(2, ["30"])


def test_eyes_at_start_basic_and_trickster():
    assert eyes(new(3), 1) == (2, 1)
    assert eyes(new(3, trickster=True), 1) == (1, 2)


def test_every_round_deals_from_all_17_cards_again():
    g = coyote_game()  # round 2 has `?` in play and the Coyote card to draw
    play(g, "0: bid 10", "1: bid 11", "2: bid 12", "0: coyote", "0: bid 60", "1: challenge",
         "2: guess 1")
    if g.phase == "discard":
        play(g, "0: discard open")
    assert g.round == 3 and g.coyote_card is None
    dealt = [c for c in g.cards if c is not None] + [g.centre] + g.deck
    assert sorted(dealt) == sorted(CARDS)


# ----- bidding -----------------------------------------------------------------------------
def test_opening_bid_may_be_negative_or_zero_and_range_is_exact():
    g = new(3)  # 3 seats + centre = 4 cards in play
    lo, hi = total_range(4)
    assert (lo, hi) == (-15, 54)
    o = g.observation(0)
    assert (o["min_bid"], o["max_bid"]) == (lo, hi)
    legal = g.legal_actions(0)
    assert legal[0] == "bid -15" and legal[-1] == "bid 54" and "challenge" not in legal
    refused(g, "0: bid 55", "at most 54")
    refused(g, "0: bid -16", "at least -15")
    play(g, "0: bid -15")
    assert g.bid == -15 and g.bidder == 0


def test_total_range_matches_brute_force_with_question_draws():
    for k in range(2, 9):  # two live seats + centre, up to six seats + centre + Coyote draw
        totals = []
        for combo in combinations(CARDS, k):
            if "?" in combo:
                totals += [score(list(combo), d)[0] for d in CARDS if d not in combo]
            else:
                totals.append(score(list(combo))[0])
        assert total_range(k) == (min(totals), max(totals))


def test_raise_must_be_strictly_higher():
    g = new(3)
    play(g, "0: bid 12")
    refused(g, "1: bid 12", "bid must be higher than 12")
    refused(g, "1: bid 3", "bid must be higher than 12")
    assert g.observation(1)["min_bid"] == 13
    play(g, "1: bid 13")
    assert g.turn == 2


def test_opening_player_cannot_challenge_and_others_must_act_in_turn():
    g = new(3)
    refused(g, "0: challenge", "no bid to challenge")
    refused(g, "1: bid 5", "not seat 1's turn")
    play(g, "0: bid 5")
    assert g.legal_actions(1)[:2] == ["challenge", "peek"]
    assert g.legal_actions(0) == []


def test_at_max_bid_only_challenge_remains():
    g = new(3)
    play(g, "0: bid 54")
    assert g.legal_actions(1) == ["challenge"]
    refused(g, "1: peek", "a peek must be followed by a raise")


# ----- challenge outcomes ------------------------------------------------------------------
def test_total_below_bid_challenger_wins():
    g = new(3, ["1", "2", "3", "4"])  # total 10
    ev = play(g, "0: bid 5", "1: bid 11", "2: challenge")
    r = of_type(ev, "reveal")[0]
    assert r["total"] == 10 and r["winner"] == 2 and r["loser"] == 1
    assert r["cards"] == [[0, "1"], [1, "2"], [2, "3"]] and r["centre"] == "4"
    assert g.observation(0)["last_reveal"] == {k: v for k, v in r.items() if k != "type"}


def test_total_equal_to_bid_bidder_wins():
    g = new(3, ["1", "2", "3", "4"])
    ev = play(g, "0: bid 5", "1: bid 10", "2: challenge")
    assert of_type(ev, "reveal")[0]["winner"] == 1


def test_total_above_bid_bidder_wins():
    g = new(3, ["1", "2", "3", "4"])
    ev = play(g, "0: bid 5", "1: challenge")
    r = of_type(ev, "reveal")[0]
    assert r["winner"] == 0 and r["loser"] == 1
    assert of_type(ev, "challenge") == [{"type": "challenge", "seat": 1, "bidder": 0}]


# ----- special cards -----------------------------------------------------------------------
def test_question_takes_the_deck_top():
    g = new(3, ["1", "?", "3", "4", "9"])
    ev = play(g, "0: bid 5", "1: challenge")
    r = of_type(ev, "reveal")[0]
    assert r["question_draw"] == "9" and r["total"] == 17 and r["max0_zeroed"] is None


def test_question_drawing_max0_acts_as_max0():
    g = new(3, ["1", "?", "3", "4", "max0"])
    r = of_type(play(g, "0: bid 5", "1: challenge"), "reveal")[0]
    assert r["question_draw"] == "max0" and r["max0_zeroed"] == "4" and r["total"] == 4


def test_max0_zeroes_the_highest_number():
    g = new(3, ["20", "max0", "3", "-5"])
    r = of_type(play(g, "0: bid 5", "1: challenge"), "reveal")[0]
    assert r["max0_zeroed"] == "20" and r["total"] == -2 and r["question_draw"] is None


def test_max0_zeroes_a_negative_highest_too():
    g = new(2, ["-10", "max0", "-5"])
    r = of_type(play(g, "0: bid -15", "1: challenge"), "reveal")[0]
    assert r["max0_zeroed"] == "-5" and r["total"] == -10


def test_both_specials_question_first_then_max0_even_on_the_drawn_card():
    g = new(3, ["?", "max0", "3", "4", "15"])
    r = of_type(play(g, "0: bid 5", "1: challenge"), "reveal")[0]
    assert r["question_draw"] == "15" and r["max0_zeroed"] == "15" and r["total"] == 7


# ----- peeking -----------------------------------------------------------------------------
def test_peek_flips_an_eye_shows_centre_only_to_peeker_and_forces_a_bid():
    g = new(3, ["1", "2", "3", "7"])
    play(g, "0: bid 5")
    assert play(g, "1: peek") == [{"type": "peek", "seat": 1}]
    assert eyes(g, 1) == (1, 2)
    assert g.observation(1)["centre"] == "7"
    assert g.observation(0)["centre"] is None and g.observation(2)["centre"] is None
    assert g.legal_actions(1)[0] == "bid 6"  # only bids now
    refused(g, "1: challenge", "you must bid after peeking")
    refused(g, "1: peek", "only one peek or Coyote card per turn")
    play(g, "1: bid 6")
    assert g.observation(1)["round_log"] == [[0, "bid 5"], [1, "peek"], [1, "bid 6"]]
    assert g.observation(1)["centre"] == "7"  # still known for the rest of the round


def test_start_player_may_not_peek_on_opening_turn():
    g = new(3)
    assert "peek" not in g.legal_actions(0)
    refused(g, "0: peek", "you may not peek on your opening turn")


def test_start_player_may_peek_on_a_later_turn_and_peeks_may_repeat():
    g = new(3)
    play(g, "0: bid 1", "1: peek", "1: bid 2", "2: bid 3", "0: peek", "0: bid 4", "1: peek")
    assert eyes(g, 1) == (0, 3) and eyes(g, 0) == (1, 2)


def test_peek_needs_an_open_eye():
    g = new(3)
    play(g, "0: bid 1", "1: peek", "1: bid 2", "2: bid 3", "0: bid 4", "1: peek", "1: bid 5",
         "2: bid 6", "0: bid 7")
    assert eyes(g, 1) == (0, 3)
    assert "peek" not in g.legal_actions(1)
    refused(g, "1: peek", "no open eye to peek with")


def test_centre_knowledge_ends_with_the_round():
    g = new(2, ["1", "2", "3"], ["4", "5", "6"])
    play(g, "0: bid 1", "1: peek", "1: bid 2", "0: challenge", "0: discard open")
    assert g.round == 2 and g.observation(1)["centre"] is None


# ----- after the challenge -----------------------------------------------------------------
def test_winner_flips_closed_to_open_and_loser_chooses_discard():
    g = new(3, ["1", "2", "3", "4"])
    ev = play(g, "0: bid 5", "1: bid 10", "2: challenge")
    assert of_type(ev, "eye") == [{"type": "eye", "seat": 1, "to": "open"}]
    assert eyes(g, 1) == (3, 0)
    # the loser holds both kinds: asked
    o = g.observation(2)
    assert o["phase"] == "discard" and o["to_act"] == [2] and o["turn"] == 2
    assert g.legal_actions(2) == ["discard open", "discard closed"]
    refused(g, "2: bid 3", "discard a peek card")
    ev = play(g, "2: discard closed")
    assert ev[0] == {"type": "discard", "seat": 2, "kind": "closed"}
    assert eyes(g, 2) == (2, 0)
    assert ev[1] == {"type": "deal", "round": 2, "start_seat": 2}


def test_winner_with_no_closed_eye_flips_nothing():
    g = new(3, ["1", "2", "3", "4"], ["1", "2", "3", "4"])
    play(g, "0: bid 5", "1: bid 10", "2: challenge", "2: discard open")
    assert eyes(g, 1) == (3, 0)
    ev = play(g, "2: bid 5", "0: bid 6", "1: bid 7", "2: challenge")
    assert of_type(ev, "eye") == [] and eyes(g, 1) == (3, 0)


def test_loser_with_one_kind_discards_automatically():
    g = new(3, ["1", "2", "3", "4"], ["1", "2", "3", "4"])
    play(g, "0: bid 5", "1: bid 10", "2: challenge", "2: discard closed")
    ev = play(g, "2: bid 5", "0: challenge")  # 0 loses: 2 open, 1 closed -> asked
    assert g.phase == "discard"
    play(g, "0: discard closed")
    ev = play(g, "0: bid 50", "1: challenge")  # 0 loses again: only open eyes left
    assert of_type(ev, "discard") == [{"type": "discard", "seat": 0, "kind": "open"}]
    assert eyes(g, 0) == (1, 0) and g.phase == "bidding" and g.start_seat == 0


def test_next_round_starts_with_the_loser():
    g = new(3, ["1", "2", "3", "4"])
    play(g, "0: bid 50", "1: challenge")  # 0 loses
    play(g, "0: discard open")
    assert g.start_seat == 0 and g.round == 2 and g.to_act() == [0]
    assert g.observation(0)["round_log"] == [] and g.bid is None


def test_elimination_next_start_is_left_of_the_loser_and_out_seats_are_skipped():
    g = new(4, seed=5)
    for _ in range(3):
        lose_round(g, 2)
    assert g.out[2]
    o = g.observation(0)
    assert o["players"][2]["out"] and o["players"][2]["card"] is None
    assert (o["players"][2]["open"], o["players"][2]["closed"]) == (0, 0)
    assert g.start_seat == 3
    assert len([c for c in g.cards if c is not None]) == 3
    # seat 1 goes out next: left of 1 is seat 2 (out), so seat 3 starts
    for _ in range(3):
        lose_round(g, 1)
    assert g.out[1] and g.start_seat == 3
    play(g, "3: bid 1")
    assert g.to_act() == [0]
    play(g, "0: bid 2")
    assert g.to_act() == [3]  # 1 and 2 are skipped


def test_out_seat_is_never_asked_to_guess():
    g = new(4, trickster=True, seed=5)
    for _ in range(3):
        lose_round(g, 3)
    assert g.out[3]
    other = g._next_live(g.start_seat)
    play(g, f"{g.start_seat}: bid {g.observation(0)['max_bid']}", f"{other}: challenge")
    assert g.phase == "guessing" and 3 not in g.to_act() and len(g.to_act()) == 1


def test_out_seat_gets_out_event_and_game_ends_with_last_one_standing():
    g = new(2, seed=1)
    lose_round(g, 1)
    lose_round(g, 1)
    total = true_total(g)
    assert total < 45
    ev = play(g, "1: bid 45", "0: challenge")
    assert of_type(ev, "out") == [{"type": "out", "seat": 1}]
    assert ev[-1] == {"type": "game_over", "winner": 0}
    assert g.is_terminal() and g.winners() == [0] and g.to_act() == []
    assert g.results() == [1.0, 0.0]
    o = g.observation(1)
    assert o["phase"] == "over" and o["winner"] == 0 and o["turn"] is None
    assert g.legal_actions(0) == []
    refused(g, "0: bid 1", "the game is over")


# ----- Trickster ---------------------------------------------------------------------------
def test_trickster_guessers_act_simultaneously_and_guesses_stay_hidden():
    g = new(4, ["1", "2", "3", "4", "5"], trickster=True)  # total 15
    ev = play(g, "0: bid 20", "1: challenge")
    assert g.phase == "guessing" and g.to_act() == [2, 3] and g.turn is None
    assert g.legal_actions(2) == ["guess 0", "guess 1"]
    refused(g, "2: guess 3", r"guess the challenger \(seat 1\) or the bidder \(seat 0\)")
    refused(g, "0: bid 30", "not seat 0's turn")
    ev = play(g, "3: guess 0")
    assert ev == [{"type": "guess", "seat": 3}]
    assert g.to_act() == [2]
    for s in (0, 1, 2):
        o = g.observation(s)
        assert o["my_guess"] is None
        assert not any(a.startswith("guess") for _, a in o["round_log"])
    assert g.observation(3)["my_guess"] == 0
    ev = play(g, "2: guess 1")
    assert of_type(ev, "guesses") == [{"type": "guesses", "guesses": [[2, 1, True],
                                                                      [3, 0, False]]}]
    r = of_type(ev, "reveal")[0]
    assert r["winner"] == 1 and r["guesses"] == [[2, 1, True], [3, 0, False]]


def test_trickster_guess_flips_right_opens_wrong_closes():
    g = new(4, ["1", "2", "3", "4", "5"], trickster=True)
    ev = play(g, "0: bid 20", "1: challenge", "2: guess 1", "3: guess 0")
    flips = of_type(ev, "eye")
    assert {"type": "eye", "seat": 1, "to": "open"} in flips  # challenger won
    assert {"type": "eye", "seat": 2, "to": "open"} in flips
    assert {"type": "eye", "seat": 3, "to": "closed"} in flips
    assert eyes(g, 2) == (2, 1) and eyes(g, 3) == (0, 3)


def test_trickster_wrong_guess_with_no_open_eye_flips_nothing():
    g = new(3, ["1", "2", "3", "4"], ["1", "2", "3", "4"], trickster=True)
    # total 10 < 21: challenger 2 wins; seat 0 guessed wrong and loses its open eye
    play(g, "0: bid 20", "1: peek", "1: bid 21", "2: challenge", "0: guess 1")
    assert eyes(g, 0) == (0, 3)
    assert eyes(g, 1) == (0, 2)  # the loser had only closed eyes: automatic discard
    assert g.round == 2 and g.start_seat == 1
    ev = play(g, "1: bid 20", "2: challenge", "0: guess 1")
    assert not [e for e in of_type(ev, "eye") if e["seat"] == 0]
    assert eyes(g, 0) == (0, 3)


def test_trickster_with_two_live_players_resolves_at_once():
    g = new(2, ["1", "2", "3"], trickster=True)
    ev = play(g, "0: bid 20", "1: challenge")
    assert of_type(ev, "reveal") and g.phase != "guessing"
    assert not of_type(ev, "guesses")


def test_trickster_guesses_appear_in_round_log_once_all_in():
    g = new(4, ["1", "2", "3", "4", "5"], trickster=True)
    play(g, "0: bid 20", "1: challenge", "2: guess 1", "3: guess 0")
    # the loser (seat 0: 1 open 2 closed) is asked to discard; the log still shows the round
    assert g.phase == "discard"
    assert g.observation(1)["round_log"][-2:] == [[2, "guess 1"], [3, "guess 0"]]


# ----- the Coyote card ---------------------------------------------------------------------
def coyote_game():
    """Round 1: seat 0 loses and takes the Coyote card into round 2."""
    g = new(3, ["1", "2", "3", "4"], ["5", "6", "?", "8", "20", "9"],
            ["1", "2", "3", "4"], trickster=True)
    assert g.observation(0)["coyote_holder"] is None
    refused(g, "0: coyote", "nobody holds the Coyote card")
    play(g, "0: bid 20", "1: challenge", "2: guess 1", "0: discard closed")
    assert g.round == 2 and g.start_seat == 0
    return g


def test_coyote_goes_to_the_loser_and_not_on_first_turn():
    g = coyote_game()
    o = g.observation(1)
    assert o["coyote_holder"] == 0 and o["coyote_used"] is False
    assert "coyote" not in g.legal_actions(0)
    refused(g, "0: coyote", "the Coyote card cannot be used on your first turn")
    play(g, "0: bid 10")
    refused(g, "1: coyote", r"you do not hold the Coyote card \(seat 0 does\)")


def test_coyote_draw_is_private_counts_and_is_revealed_and_question_draws_after_it():
    g = coyote_game()
    lo_hi_before = total_range(4)
    play(g, "0: bid 10", "1: peek", "1: bid 11", "2: bid 12")
    assert "coyote" in g.legal_actions(0)
    ev = play(g, "0: coyote")
    assert ev == [{"type": "coyote", "seat": 0}]
    assert g.observation(0)["coyote_card"] == "20"
    assert g.observation(1)["coyote_card"] is None and g.observation(2)["coyote_card"] is None
    # the peeker still sees only the original centre card, never the drawn one
    assert g.observation(1)["centre"] == "8"
    assert g.observation(0)["coyote_used"] is True
    assert g.observation(0)["max_bid"] == total_range(5)[1] > lo_hi_before[1]
    assert g.observation(0)["deck_size"] == 17 - 4 - 1
    refused(g, "0: challenge", "you must bid after using the Coyote card")
    refused(g, "0: peek", "only one peek or Coyote card per turn")
    play(g, "0: bid 49")
    assert "coyote" not in g.legal_actions(1)
    ev = play(g, "1: challenge", "2: guess 1")
    r = of_type(ev, "reveal")[0]
    # 5 + 6 + ?(9) + 8 + 20 = 48 < 49
    assert r["coyote_card"] == "20" and r["question_draw"] == "9" and r["total"] == 48
    assert r["winner"] == 1 and r["loser"] == 0


def test_coyote_not_twice_and_not_after_peek_and_returns_to_the_repeat_loser():
    g = coyote_game()
    play(g, "0: bid 10", "1: bid 11", "2: bid 12", "0: peek")
    refused(g, "0: coyote", "only one peek or Coyote card per turn")
    play(g, "0: bid 13", "1: bid 14", "2: bid 15", "0: coyote", "0: bid 16", "1: bid 17",
         "2: bid 18")
    refused(g, "0: coyote", "already been used this round")
    play(g, "0: bid 60", "1: challenge", "2: guess 0")
    assert g.phase in ("discard", "bidding")
    if g.phase == "discard":
        play(g, "0: discard open")
    o = g.observation(2)
    assert o["round"] == 3 and o["coyote_holder"] == 0 and o["coyote_used"] is False


def test_coyote_passes_to_the_loser_even_if_unused():
    g = coyote_game()
    play(g, "0: bid -15", "1: challenge", "2: guess 0")  # bidder always wins at the minimum
    if g.phase == "discard":
        play(g, "1: discard open")
    assert g.observation(0)["coyote_holder"] == 1


def test_coyote_coyote_refused_without_trickster():
    g = new(3)
    play(g, "0: bid 1")
    refused(g, "1: coyote", "only used in the Trickster variant")


def test_coyote_goes_back_to_the_centre_when_its_loser_is_out():
    g = new(3, trickster=True, seed=2)
    for _ in range(3):
        lose_round(g, 2)
    assert g.out[2]
    assert g.observation(0)["coyote_holder"] is None
    # two live players remain: the next challenge is settled without guesses
    other = g._next_live(g.start_seat)
    ev = play(g, f"{g.start_seat}: bid -15", f"{other}: challenge")
    assert of_type(ev, "reveal") and not of_type(ev, "guesses")


def test_coyote_drawing_max0_acts_as_max0_at_the_reveal():
    # round 2: seats 5, 6, 7, centre 8, and the Coyote card draws Max 0
    g = new(3, ["1", "2", "3", "4"], ["5", "6", "7", "8", "max0"], trickster=True)
    play(g, "0: bid 20", "1: challenge", "2: guess 1", "0: discard closed")
    play(g, "0: bid 10", "1: bid 11", "2: bid 12", "0: coyote", "0: bid 13")
    r = of_type(play(g, "1: challenge", "2: guess 0"), "reveal")[0]
    assert r["coyote_card"] == "max0" and r["max0_zeroed"] == "8"
    assert r["total"] == 18 and r["winner"] == 0


# ----- parsing, refusals, observation hygiene ----------------------------------------------
@pytest.mark.parametrize("text, message", [
    ("bid", "'bid' needs a whole number"),
    ("bid twelve", "'bid' needs a whole number"),
    ("guess x", "'guess' needs a seat number from 0 to 2"),
    ("guess 7", "'guess' needs a seat number from 0 to 2"),
    ("discard half", "'discard' takes 'open' or 'closed'"),
    ("challenge now", "takes nothing after it"),
    ("fold", "unknown action 'fold'"),
    ("", "empty action"),
])
def test_parse_refuses_bad_shapes(text, message):
    g = new(3)
    with pytest.raises(IllegalAction, match=message):
        g.parse(text)


def test_parse_canonicalises():
    g = new(3)
    assert g.parse("  BID   +07 ") == "bid 7"
    assert g.parse("Bid -5") == "bid -5"
    assert g.parse("guess 02") == "guess 2"
    assert g.parse("Discard  OPEN") == "discard open"
    play(g, "0:  BID 007")
    assert g.history == [(0, "bid 7")]


def test_is_legal_matches_legal_actions():
    g = new(3, trickster=True, seed=4)
    rng = random.Random(4)
    probes = ["challenge", "peek", "coyote", "guess 0", "guess 1", "guess 2", "discard open",
              "discard closed"] + [f"bid {v}" for v in range(-20, 90)]
    while not g.is_terminal():
        for s in range(3):
            legal = set(g.legal_actions(s))
            for p in probes:
                ok = s in g.to_act() and g.is_legal(s, p)
                assert ok == (p in legal), (s, p)
        s = g.to_act()[0]
        g.apply(s, rng.choice(g.legal_actions(s)))


def test_illegal_actions_leave_everything_unchanged():
    g = new(4, ["1", "2", "3", "4", "5"], trickster=True)
    refused(g, "0: bid 999", "at most")
    refused(g, "2: bid 5", "not seat 2's turn")
    refused(g, "0: discard open", "nothing to discard")
    refused(g, "0: guess 1", "nothing to guess")
    refused(g, "0: fly", "unknown action")
    play(g, "0: bid 5", "1: challenge")
    refused(g, "2: bid 6", "guess who will win")
    refused(g, "0: guess 0", "not seat 0's turn")
    play(g, "2: guess 0")
    refused(g, "2: guess 1", "not seat 2's turn")  # no changing a guess


# ----- resampling (no leaks) ---------------------------------------------------------------
def test_resample_keeps_the_observation_and_redraws_hidden_cards():
    g = coyote_game()
    play(g, "0: bid 10", "1: peek", "1: bid 11", "2: bid 12", "0: coyote", "0: bid 13")
    rng = random.Random(0)
    for seat in range(3):
        own, centre, drawn = set(), set(), set()
        for _ in range(60):
            r = g.resample(seat, rng)
            assert r.observation(seat) == g.observation(seat)
            in_play = [c for c in r.cards if c] + [r.centre, r.coyote_card] + r.deck
            assert sorted(in_play) == sorted(CARDS)
            own.add(r.cards[seat])
            centre.add(r.centre)
            drawn.add(r.coyote_card)
        assert len(own) > 1  # nobody knows their own card
        assert (len(centre) == 1) == (seat == 1)  # only the peeker knows the centre
        assert (len(drawn) == 1) == (seat == 0)  # only the drawer knows the Coyote draw
    assert g.resample(0, rng).stack is None


def test_resample_hides_pending_guesses_and_future_shuffles():
    g = new(5, ["1", "2", "3", "4", "5", "6"], trickster=True)
    play(g, "0: bid 5", "1: challenge", "2: guess 0", "3: guess 0")
    rng = random.Random(1)
    seen = set()
    for _ in range(40):
        r = g.resample(4, rng)
        assert r.observation(4) == g.observation(4)
        seen.add(r.guesses[2])
    assert seen == {0, 1}
    assert g.resample(2, rng).guesses[2] == 0


# ----- random play as a fuzzer -------------------------------------------------------------
@pytest.mark.parametrize("n, trickster", [(2, False), (3, True), (4, False), (6, True)])
def test_random_games_finish_and_keep_invariants(n, trickster):
    for seed in range(15):
        g = CoyoteHeidelbaer(n, {"trickster": trickster}, seed)
        rng = random.Random(seed)
        steps = 0
        while not g.is_terminal():
            for s in g.to_act():
                o = g.observation(s)
                assert o["players"][s]["card"] is None
                for p in o["players"]:
                    assert 0 <= p["open"] + p["closed"] <= 3
                    assert p["out"] == (p["open"] + p["closed"] == 0)
                g.apply(s, rng.choice(g.legal_actions(s)))
            steps += 1
            assert steps < 2000
        assert len(g.winners()) == 1 and not g.out[g.winners()[0]]
        assert sum(not x for x in g.out) == 1
        assert g.round <= 3 * n - 1


def test_every_number_card_has_its_own_value_so_there_is_one_highest_and_one_loser():
    numbers = [c for c in CARDS if c not in ("?", "max0")]
    assert len({int(c) for c in numbers}) == len(numbers) == 15
    for seed in range(20):
        g = CoyoteHeidelbaer(3, {"trickster": seed % 2 == 1}, seed)
        rng = random.Random(seed)
        while not g.is_terminal():
            s = g.to_act()[0]
            for r in of_type(g.apply(s, rng.choice(g.legal_actions(s))), "reveal"):
                assert {r["winner"], r["loser"]} == {r["bidder"], r["challenger"]}
                assert r["winner"] != r["loser"]


def test_score_edge_max0_with_no_number_card_zeroes_nothing():
    assert score(["max0"]) == (0, None)
    assert score(["?", "max0"], "20") == (0, "20")
