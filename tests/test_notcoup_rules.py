"""NotCoup, rule by rule: stacked decks, played in notation, outcomes checked.

Each ruling on game/rulings/notcoup.md names the test here that holds it.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.notcoup.cards import POINTS_IN_PACK, deck, rank
from game.registry import new_game
from tests import scenario
from tests.scenario import play, refused


def cards(*letters: str) -> list[str]:
    """Card ids for letters (K Q J A X), each a different physical card."""
    names = {"K": "king", "Q": "queen", "J": "jack", "A": "ace", "X": "joker"}
    used: Counter = Counter()
    out = []
    pool = {r: [c for c in deck() if rank(c) == r] for r in names.values()}
    for hand in letters:
        for ch in hand:
            r = names[ch]
            out.append(pool[r][used[r]])
            used[r] += 1
    return out


def new(*hands: str, deck_top: str = "", first: int = 0, points=None, options=None,
        teams=None):
    """A game with the given hands (one string of letters per seat) and the stock's
    top cards (the last letter is drawn first); the rest of the deck fills below."""
    ids = cards(*hands, deck_top)
    held = ids[:sum(len(h) for h in hands)]
    top = ids[len(held):]
    rest = [c for c in deck() if c not in ids]
    stack = {"hands": [], "deck": rest + top, "first": first}
    i = 0
    for h in hands:
        stack["hands"].append(held[i:i + len(h)])
        i += len(h)
    if points is not None:
        stack["points"] = list(points)
    if teams is not None:
        stack["teams"] = list(teams)
    return scenario.new("notcoup", len(hands), options, 0, stack=stack)


def ranks(g, seat):
    return sorted(rank(c) for c in g.hands[seat])


def lost(g, seat):
    return sorted(rank(c) for c in g.lost[seat])


# ----- set-up ---------------------------------------------------------------------------
def test_deal_two_cards_and_two_points_each_from_eighteen():
    for n in range(2, 7):
        g = new_game("notcoup", n, {}, seed=n)
        assert all(len(h) == 2 for h in g.hands)
        assert len(g.deck) + 2 * n == 18
        assert sorted(g.deck + [c for h in g.hands for c in h]) == sorted(deck())
        assert g.points == [2] * n
        assert g.pile == POINTS_IN_PACK - 2 * n


def test_first_player_is_drawn_at_random_from_the_seed():
    firsts = {new_game("notcoup", 4, {}, seed=s).actor for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert new_game("notcoup", 4, {}, seed=9).actor == new_game("notcoup", 4, {}, seed=9).actor


# ----- game actions ---------------------------------------------------------------------
def test_income_takes_one_and_cannot_be_countered():
    g = new("KQ", "JA", "KA")
    play(g, "0: income")
    assert g.points[0] == 3 and g.actor == 1 and g.phase == "turn"


def test_more_income_may_be_countered_by_anyone_with_a_king():
    g = new("KQ", "JA", "KA")
    play(g, "0: more-income")
    assert g.phase == "counter" and g.to_act() == [1, 2]
    play(g, "1: pass", "2: pass")
    assert g.points[0] == 4 and g.actor == 1


def test_more_income_blocked_by_an_unchallenged_king():
    g = new("KQ", "JA", "KA")
    play(g, "0: more-income", "1: pass", "2: counter king")
    assert g.phase == "challenge" and g.to_act() == [0, 1]
    play(g, "0: pass", "1: pass")
    assert g.points[0] == 2 and g.actor == 1


def test_a_bluffed_king_counter_caught_lets_more_income_through():
    g = new("KQ", "JA", "QA")
    play(g, "0: more-income", "1: pass", "2: counter king", "0: challenge", "1: pass")
    assert g.to_act() == [2] and g.legal_actions(2) == ["admit"]
    play(g, "2: admit", "2: lose queen")
    assert g.points[0] == 4 and lost(g, 2) == ["queen"]


def test_fu_costs_seven_and_the_target_chooses_its_loss():
    g = new("KQ", "JA", "KA", points=[7, 2, 2])
    play(g, "0: fu 1")
    assert g.points[0] == 0 and g.to_act() == [1] and g.phase == "lose"
    assert g.legal_actions(1) == ["lose jack", "lose ace"]
    play(g, "1: lose ace")
    assert ranks(g, 1) == ["jack"] and lost(g, 1) == ["ace"]


def test_fu_cannot_be_countered_or_challenged():
    g = new("KQ", "JA", "KA", points=[7, 2, 2])
    play(g, "0: fu 2")
    assert g.phase == "lose"


def test_fu_needs_seven_points():
    g = new("KQ", "JA", points=[6, 2])
    refused(g, "0: fu 1", "costs 7 points; you have 6")


def test_ten_points_forces_fu():
    g = new("KQ", "JA", "KA", points=[10, 2, 2])
    assert g.legal_actions(0) == ["fu 1", "fu 2"]
    refused(g, "0: income", "must take Discard")  # the plain name, the default


def test_ten_points_counts_when_the_action_is_chosen():
    g = new("KQ", "JA", points=[9, 2])
    play(g, "0: claim king", "1: pass")  # 12 points now, but this turn's action is done
    assert g.points[0] == 12 and g.actor == 1
    play(g, "1: income")
    assert g.legal_actions(0) == ["fu 1"]


# ----- card actions, challenges ---------------------------------------------------------
def test_king_takes_three():
    g = new("KQ", "JA", "KA")
    play(g, "0: claim king", "1: pass", "2: pass")
    assert g.points[0] == 5


def test_true_claim_challenged_is_shown_shuffled_back_and_replaced():
    g = new("KQ", "JA", "AA", deck_top="X")
    events = play(g, "0: claim king", "1: challenge", "2: pass")
    assert g.to_act() == [0] and g.legal_actions(0) == ["reveal king", "admit"]
    events = play(g, "0: reveal king")
    assert [e["type"] for e in events][:2] == ["reveal", "replace"]
    assert len(g.hands[0]) == 2 and "king-spades" not in g.hands[0]
    assert "king-spades" in g.deck  # shuffled back in
    play(g, "1: lose ace")  # the challenger fails and chooses its loss
    assert lost(g, 1) == ["ace"] and g.points[0] == 5


def test_replacement_draw_is_shown_only_to_its_drawer():
    g = new("KQ", "JA", "AA")
    play(g, "0: claim king", "1: challenge", "2: pass")
    ev = play(g, "0: reveal king")
    replace = next(e for e in ev if e["type"] == "replace")
    assert g.event_view(replace, 0)["card"] == replace["card"]
    assert "card" not in g.event_view(replace, 1)
    assert "card" not in g.event_view(replace, None)


def test_bluff_admitted_fails_the_action():
    g = new("QQ", "JA", "AA")
    play(g, "0: claim king", "1: pass", "2: challenge")
    assert g.legal_actions(0) == ["admit"]
    play(g, "0: admit")
    assert g.points[0] == 2 and g.phase == "lose"
    play(g, "0: lose queen")
    assert g.actor == 1


def test_a_seat_may_admit_while_holding_the_claimed_card():
    g = new("KQ", "JA", "AA")
    play(g, "0: claim king", "1: challenge", "2: pass", "0: admit", "0: lose queen")
    assert ranks(g, 0) == ["king"] and g.points[0] == 2


def test_only_the_claimed_card_answers_a_challenge():
    g = new("KQ", "JA", "AA")
    play(g, "0: claim king", "1: challenge", "2: pass")
    refused(g, "0: reveal queen", "only a King answers")


def test_first_challenger_clockwise_from_the_claimant_counts():
    g = new("JA", "KA", "QA", "KQ", first=2)
    play(g, "2: claim king", "0: challenge", "1: pass", "3: challenge")
    assert g.chain.challenger == 3  # 3 comes before 0 going clockwise from 2
    play(g, "2: admit")


def test_answers_stay_sealed_until_the_window_closes():
    g = new("KQ", "JA", "AA", "QQ")
    play(g, "0: claim king")
    ev = play(g, "1: challenge")
    assert g.event_view(ev[0], 2) == {"type": "answered", "seat": 1, "private": True}
    obs = g.observation(2)
    assert obs["my_answer"] is None and obs["answered"] == [1]
    assert all(entry[1] != "challenge" for entry in obs["log"])
    assert g.observation(1)["my_answer"] == "challenge"


# ----- Jack -----------------------------------------------------------------------------
def test_jack_takes_two_from_the_target():
    g = new("JQ", "KA", "KA")
    play(g, "0: claim jack 1", "1: pass", "2: pass", "1: pass")
    assert g.points == [4, 0, 2]


@pytest.mark.parametrize("has,gets", [(1, 1), (0, 0)])
def test_jack_on_a_poor_seat_takes_what_there_is(has, gets):
    g = new("JQ", "KA", "KA", points=[2, has, 2])
    play(g, "0: claim jack 1", "1: pass", "2: pass", "1: pass")
    assert g.points[0] == 2 + gets and g.points[1] == 0


def test_only_the_target_may_counter_a_jack_with_jack_or_ace():
    g = new("JQ", "KA", "KA")
    play(g, "0: claim jack 1", "1: pass", "2: pass")
    assert g.phase == "counter" and g.to_act() == [1]
    assert g.legal_actions(1) == ["counter jack", "counter ace", "pass"]
    refused(g, "1: counter king", "countered only by claiming Jack or Ace")


def test_counter_challenge_tests_the_card_the_counter_named():
    g = new("JQ", "JK", "KA")
    play(g, "0: claim jack 1", "1: pass", "2: pass", "1: counter ace", "0: challenge", "2: pass")
    assert g.legal_actions(1) == ["admit"]  # holds a Jack, but named an Ace
    play(g, "1: admit", "1: lose king")
    assert g.points == [4, 0, 2]


def test_target_keeps_its_counter_window_after_failing_a_challenge():
    g = new("JQ", "AK", "KA")
    play(g, "0: claim jack 1", "1: challenge", "2: pass", "0: reveal jack", "1: lose king")
    assert g.phase == "counter" and g.to_act() == [1]
    play(g, "1: counter ace", "0: pass", "2: pass")
    assert g.points == [2, 2, 2] and g.actor == 1


def test_nobody_targets_their_own_seat_or_an_empty_one():
    g = new("JQ", "KA", "KA")
    refused(g, "0: claim jack 0", "cannot target yourself")
    g.hands[2], g.lost[2] = [], g.hands[2]
    refused(g, "0: claim jack 2", "out of the game")
    refused(g, "0: claim jack 7", "no seat 7")


# ----- Ace ------------------------------------------------------------------------------
def test_ace_draws_two_privately_and_returns_two():
    g = new("AQ", "KJ", "KJ", deck_top="XK")
    play(g, "0: claim ace", "1: pass", "2: pass")
    assert g.phase == "exchange" and ranks(g, 0) == ["ace", "joker", "king", "queen"]
    assert "return queen ace" in g.legal_actions(0)
    ev = play(g, "0: return ace queen")
    assert ranks(g, 0) == ["joker", "king"] and g.actor == 1
    ret = ev[0]
    assert g.event_view(ret, 1) == {"type": "return", "seat": 0, "audience": [0],
                                    "count": 2, "private": True}
    assert g.observation(1)["log"][-1] == [0, "return", "exchange"]


def test_ace_draw_event_is_private():
    g = new("AQ", "KJ", "KJ")
    ev = play(g, "0: claim ace", "1: pass", "2: pass")
    draw = next(e for e in ev if e["type"] == "draw")
    assert len(g.event_view(draw, 0)["cards"]) == 2
    assert "cards" not in g.event_view(draw, 2) and g.event_view(draw, 2)["count"] == 2


def test_ace_with_one_card_left_holds_three_and_returns_two():
    g = new("A", "KJ", "KJ")
    play(g, "0: claim ace", "1: pass", "2: pass")
    assert len(g.hands[0]) == 3
    play(g, "0: " + g.legal_actions(0)[0])
    assert len(g.hands[0]) == 1


# ----- Joker ----------------------------------------------------------------------------
def test_joker_pays_three_and_the_target_loses_a_card():
    g = new("XQ", "KA", "KA", points=[3, 2, 2])
    play(g, "0: claim joker 1")
    assert g.points[0] == 0 and g.pile == POINTS_IN_PACK - 4
    play(g, "1: pass", "2: pass", "1: pass", "1: lose ace")
    assert lost(g, 1) == ["ace"]


def test_joker_needs_three_points():
    g = new("XQ", "KA", points=[2, 2])
    refused(g, "0: claim joker 1", "costs 3 points; you have 2")


def test_countered_joker_keeps_its_cost_paid():
    g = new("XQ", "QA", "KA", points=[3, 2, 2])
    play(g, "0: claim joker 1", "1: pass", "2: pass", "1: counter queen", "0: pass", "2: pass")
    assert g.points[0] == 0 and lost(g, 1) == []


def test_joker_exposed_as_a_lie_gets_its_cost_back():
    g = new("KQ", "QA", "KA", points=[3, 2, 2])
    play(g, "0: claim joker 1", "1: pass", "2: challenge", "0: admit", "0: lose king")
    assert g.points[0] == 3 and g.actor == 1 and lost(g, 1) == []


def test_wrong_challenge_of_a_true_joker_costs_the_target_both_cards():
    g = new("XQ", "KA", "KA", points=[3, 2, 2])
    play(g, "0: claim joker 1", "1: challenge", "2: pass", "0: reveal joker")
    assert g.to_act() == [1]
    play(g, "1: lose king")
    # one card left: the counter window is open; passing lets the Joker take the other
    play(g, "1: pass")
    assert lost(g, 1) == ["ace", "king"] and g.is_out(1)
    assert len(set(g.lost[1])) == 2


def test_a_seat_knocked_out_mid_chain_stops_what_needed_it():
    g = new("XQ", "K", "KA", points=[3, 2, 2])
    play(g, "0: claim joker 1", "1: challenge", "2: pass", "0: reveal joker")
    # seat 1 lost its only card to the failed challenge: no counter window, no second loss
    assert g.is_out(1) and g.actor == 2 and g.phase == "turn"
    assert g.points[1] == 0  # an eliminated seat's points go back to the pile


# ----- losing, elimination, winning ---------------------------------------------------------
def test_one_card_is_lost_without_a_question():
    g = new("KQ", "A", "KA")
    play(g, "0: claim king", "1: challenge", "2: pass", "0: reveal king")
    assert g.is_out(1) and g.phase == "turn" and g.actor == 2


def test_last_seat_holding_a_card_wins_at_once():
    g = new("KQ", "A")
    play(g, "0: claim king", "1: challenge", "0: reveal king")
    assert g.is_terminal() and g.winners() == [0]


def test_lost_cards_never_return_to_the_deck():
    rng = random.Random(3)
    for seed in range(60):
        g = new_game("notcoup", 2 + seed % 5, {}, seed)
        seen_lost: set = set()
        while not g.is_terminal():
            seat = rng.choice(g.to_act())
            g.apply(seat, rng.choice(g.legal_actions(seat)))
            now = {c for x in g.lost for c in x}
            assert seen_lost <= now
            seen_lost = now
            assert not now & set(g.deck)
            everything = g.deck + [c for h in g.hands for c in h] + sorted(now)
            assert sorted(everything) == sorted(deck())
            assert sum(g.points) + g.pile == POINTS_IN_PACK


def test_income_from_an_empty_pile_takes_nothing():
    g = new("KQ", "JA", points=[9, 9])
    g.pile = 0
    play(g, "0: income")
    assert g.points[0] == 9 and g.pile == 0


def test_play_passes_clockwise_skipping_the_out():
    g = new("KQ", "A", "KA", "QQ")
    play(g, "0: claim king", "1: challenge", "2: pass", "3: pass", "0: reveal king")
    assert g.is_out(1) and g.actor == 2
    play(g, "2: income", "3: income")
    assert g.actor == 0


# ----- notation -------------------------------------------------------------------------
@pytest.mark.parametrize("typed,canonical", [
    ("Income", "income"), ("more income", "more-income"), ("discard 1", "fu 1"),
    ("F.U. 1", "fu 1"), ("K", "claim king"), ("jack 1", "claim jack 1"),
    ("claim J 1", "claim jack 1"), ("counter Q", "counter queen"),
    ("lose a", "lose ace"), ("return q k", "return king queen"),
])
def test_notation_is_parsed_to_one_canonical_form(typed, canonical):
    g = new("KQ", "JA")
    assert g.parse(typed) == canonical


def test_bare_reveal_names_the_claimed_card():
    g = new("KQ", "JA")
    play(g, "0: claim king", "1: challenge")
    assert g.parse("reveal") == "reveal king"


def test_refusals_say_why():
    g = new("KQ", "JA")
    refused(g, "0: claim queen", "claim one of king, jack, ace, joker")
    refused(g, "0: steal 1", "not an action")
    refused(g, "0: income 1", "takes no target")
    refused(g, "1: income", "not seat 1.s turn")


def test_fu_may_be_called_discard():
    g = new("KQ", "JA", options={"fu_name": "discard"}, points=[7, 2])
    assert g.observation(0)["actions"]["fu"]["title"] == "Discard"
    play(g, "0: fu 1")  # notation unchanged
    assert g.phase == "lose"


def test_a_claim_is_told_with_what_it_is_for():
    from game.notcoup.narrate import narrate

    g = new("JQ", "KA", "KA")
    ev = play(g, "0: claim jack 1")
    names = ["Ann", "Ben", "Cy"]
    told = narrate(ev[0], names, g.public_observation())
    assert told == "Ann claims a Jack to take 2 from Ben."


# ----- simple variants ------------------------------------------------------------------
def test_short_deck_takes_one_of_each_type_but_the_joker():
    g = new_game("notcoup", 3, {"short_deck": True}, seed=1)
    everything = g.deck + [c for h in g.hands for c in h]
    assert len(everything) == 14
    assert Counter(rank(c) for c in everything) == {
        "king": 3, "queen": 3, "jack": 3, "ace": 3, "joker": 2}
    assert g.observation(0)["ranks"]["king"] == 3


def test_short_deck_is_allowed_at_any_table():
    # the text advises it for three or fewer; six still leaves two in the stock
    g = new_game("notcoup", 6, {"short_deck": True}, seed=2)
    assert len(g.deck) == 2


def test_square_jokers_make_four():
    g = new_game("notcoup", 4, {"square_jokers": True}, seed=1)
    everything = g.deck + [c for h in g.hands for c in h]
    assert len(everything) == 20 and sum(rank(c) == "joker" for c in everything) == 4


def test_slow_start_one_point_each_and_the_first_one_less():
    g = new_game("notcoup", 4, {"slow_start": "one"}, seed=3)
    assert g.points == [1, 1, 1, 1] and g.pile == POINTS_IN_PACK - 4
    g = new_game("notcoup", 4, {"slow_start": "first-less"}, seed=3)
    assert g.points[g.actor] == 0 and sorted(g.points) == [0, 1, 1, 1]


def test_risky_reward_pays_the_challenger_win_or_lose():
    g = new("KQ", "JA", "AA", options={"risky_reward": True})
    play(g, "0: claim king", "1: challenge", "2: pass")
    assert g.points[1] == 3  # paid when the challenge is made
    play(g, "0: reveal king", "1: lose ace")
    assert g.points == [5, 3, 2]


def test_risky_reward_pays_only_the_challenger_who_counts():
    # seats 1 and 3 both challenge seat 2's King: 3 comes first clockwise from 2, so 3
    # is the challenger, takes the point and loses a card; seat 1 risked nothing and
    # earns nothing
    g = new("JA", "KA", "KQ", "QA", first=2, options={"risky_reward": True})
    pile = g.pile
    play(g, "2: claim king", "0: pass", "1: challenge", "3: challenge")
    assert g.chain.challenger == 3
    assert g.points == [2, 2, 2, 3] and g.pile == pile - 1
    play(g, "2: reveal king", "3: lose ace")
    assert g.points == [2, 2, 5, 3]
    assert lost(g, 3) == ["ace"] and lost(g, 1) == [] and len(g.hands[1]) == 2


def test_buyout_pays_five_instead_of_a_card_for_a_lost_challenge():
    g = new("KQ", "JA", "AA", options={"buyout": True}, points=[2, 6, 2])
    play(g, "0: claim king", "1: challenge", "2: pass", "0: reveal king")
    assert g.legal_actions(1) == ["lose jack", "lose ace", "buyout"]
    play(g, "1: buyout")
    assert g.points[1] == 1 and len(g.hands[1]) == 2 and g.lost[1] == []


def test_buyout_saves_a_last_card_and_is_not_for_strikes():
    g = new("KQ", "A", "AA", options={"buyout": True}, points=[7, 5, 2])
    play(g, "0: claim king", "1: challenge", "2: pass", "0: reveal king")
    assert g.to_act() == [1] and g.legal_actions(1) == ["lose ace", "buyout"]
    play(g, "1: buyout")
    assert not g.is_out(1)
    g = new("KQ", "JA", "AA", options={"buyout": True}, points=[7, 6, 2])
    play(g, "0: fu 1")
    assert "buyout" not in g.legal_actions(1)
    refused(g, "1: buyout", "only a lost challenge")


def test_buyout_needs_five_points():
    g = new("KQ", "JA", "AA", options={"buyout": True}, points=[2, 4, 2])
    play(g, "0: claim king", "1: challenge", "2: pass", "0: reveal king")
    refused(g, "1: buyout", "costs 5 points; you have 4")


def test_redraw_pays_one_draws_one_and_returns_one():
    g = new("KQ", "JA", "AA", deck_top="X", options={"shuffle_time": True})
    assert "redraw" in g.legal_actions(0)
    ev = play(g, "0: redraw")
    assert g.phase == "exchange" and g.points[0] == 1 and len(g.hands[0]) == 3
    assert g.event_view(next(e for e in ev if e["type"] == "draw"), 1)["count"] == 1
    play(g, "0: return queen")
    assert ranks(g, 0) == ["joker", "king"] and g.actor == 1


def test_redraw_is_not_offered_without_shuffle_time():
    g = new("KQ", "JA")
    assert "redraw" not in g.legal_actions(0)


def zombie_table(points=None):
    """Seat 1 wrongly challenges a true King with its last card and turns zombie."""
    g = new("KQ", "A", "JA", options={"zombies": True}, points=points)
    ev = play(g, "0: claim king", "1: challenge", "2: pass", "0: reveal king")
    return g, ev


def test_zombies_play_on_without_cards():
    g, ev = zombie_table(points=[2, 4, 2])
    assert [e["type"] for e in ev].count("zombie") == 1
    assert not g.is_out(1) and g.zombie[1] and g.points[1] == 4  # keeps its points
    assert g.to_act() == [1]  # the zombie takes its turn
    assert g.legal_actions(1) == ["income", "more-income"]
    refused(g, "1: claim king", "a zombie has no cards")
    play(g, "1: income", "2: income")
    assert g.actor == 0


def test_zombies_cannot_be_struck_but_can_be_robbed():
    g, _ = zombie_table(points=[4, 4, 2])
    play(g, "1: income", "2: income")
    assert "fu 1" not in g.legal_actions(0) and "fu 2" in g.legal_actions(0)
    refused(g, "0: fu 1", "no card to lose")
    play(g, "0: claim jack 1", "1: pass", "2: pass")  # no counter window: nothing to claim
    assert g.points[1] == 3 and g.actor == 1


def test_a_zombie_may_challenge_and_is_laid_to_rest_if_wrong():
    g, _ = zombie_table()
    play(g, "1: income", "2: income", "0: claim king", "1: challenge", "2: pass")
    assert g.chain.challenger == 1
    ev = play(g, "0: reveal king")
    assert g.is_out(1) and not g.zombie[1] and g.points[1] == 0
    assert any(e["type"] == "out" and e.get("zombie") for e in ev)


def test_a_zombie_catching_a_bluff_costs_the_bluffer():
    g, _ = zombie_table()
    play(g, "1: income", "2: claim king", "0: pass", "1: challenge", "2: admit")
    assert g.to_act() == [2] and g.phase == "lose"  # the bluffer pays with a card


def test_the_last_seat_with_cards_wins_among_zombies():
    g = new("KQ", "A", "A", options={"zombies": True})
    play(g, "0: claim king", "1: challenge", "2: pass", "0: reveal king", "1: income")
    assert not g.is_terminal()
    play(g, "2: claim king", "0: challenge", "1: pass", "2: admit")
    assert g.is_terminal() and g.winners() == [0]


# ----- Teams ----------------------------------------------------------------------------
def test_teams_drawn_by_colour_always_have_two_sides():
    for n in range(2, 7):
        for seed in range(30):
            g = new_game("notcoup", n, {"teams": "coop"}, seed=seed)
            assert set(g.team) == {0, 1}
            # the drawn cards lie by the hands as team cards, out of the pile
            assert g.pile == POINTS_IN_PACK - 2 * n - n


def test_teams_by_every_other_seat_or_by_halves():
    g = new_game("notcoup", 5, {"teams": "snake", "team_pick": "alternate"}, seed=1)
    assert g.team == [0, 1, 0, 1, 0] and g.pile == POINTS_IN_PACK - 10
    g = new_game("notcoup", 5, {"teams": "coop", "team_pick": "halves"}, seed=1)
    assert g.team == [0, 0, 0, 1, 1]
    assert g.observation(0)["teams"] == [0, 0, 0, 1, 1]
    assert g.observation(0)["team_mode"] == "coop"


def test_team_pick_needs_teams():
    from game.core import GameError
    with pytest.raises(GameError, match="needs option 'teams'"):
        new_game("notcoup", 4, {"team_pick": "halves"}, seed=1)


def test_team_mates_cannot_target_each_other():
    g = new("KQ", "JA", "KA", "QA", points=[7, 2, 2, 2], teams=[0, 1, 0, 1],
            options={"teams": "coop"})
    legal = g.legal_actions(0)
    assert "fu 1" in legal and "fu 3" in legal and "fu 2" not in legal
    assert "claim jack 2" not in legal and "claim jack 1" in legal
    refused(g, "0: fu 2", "is on your team")
    refused(g, "0: claim joker 2", "is on your team")


def test_coop_a_team_wins_when_no_opponent_holds_a_card():
    g = new("KQ", "A", "", "A", points=[14, 2, 0, 2], teams=[0, 1, 0, 1],
            options={"teams": "coop"})
    play(g, "0: fu 1")
    assert g.is_out(1) and not g.is_terminal()
    play(g, "3: income", "0: fu 3")
    assert g.is_terminal()
    assert g.winners() == [0, 2]  # the team wins, its member who is out too
    assert g.observation(0)["winner"] is None and g.observation(0)["winners"] == [0, 2]


def test_coop_with_zombies_counts_a_zombie_as_beaten():
    g = new("KQ", "A", "A", points=[14, 2, 2], teams=[0, 1, 1],
            options={"teams": "coop", "zombies": True})
    play(g, "0: fu 1")
    assert g.zombie[1] and not g.is_terminal()
    play(g, "1: income", "2: income", "0: fu 2")
    assert g.is_terminal() and g.winners() == [0]


def test_snake_nest_plays_to_the_last_seat_and_the_team_rule_lapses():
    g = new("KQ", "JA", "A", points=[7, 7, 2], teams=[0, 0, 1],
            options={"teams": "snake"})
    assert "fu 1" not in g.legal_actions(0)
    play(g, "0: fu 2")
    assert g.is_out(2) and not g.is_terminal()  # a whole team left: play goes on
    assert "fu 0" in g.legal_actions(1)  # ... and team-mates may now strike each other
    play(g, "1: fu 0", "0: lose queen")
    assert not g.is_terminal()


def test_switch_pays_two_and_moves_another_seat_to_the_other_team():
    g = new("KQ", "JA", "KA", points=[2, 2, 2], teams=[0, 1, 1],
            options={"teams": "snake"})
    assert "switch 1" in g.legal_actions(0) and "switch 0" not in g.legal_actions(0)
    ev = play(g, "0: switch 1")
    assert g.team == [0, 0, 1] and g.points[0] == 0 and g.pile == POINTS_IN_PACK - 6 + 2
    assert any(e["type"] == "switch" and e["team"] == 0 for e in ev)
    assert g.actor == 1 and g.phase == "turn"  # nobody may challenge or block it
    # Switch alone may aim at a team-mate: moving one out is what it is for
    assert "switch 0" in g.legal_actions(1)


def test_switch_is_only_in_snake_nest():
    g = new("KQ", "JA", "KA", teams=[0, 1, 1], options={"teams": "coop"})
    assert not any(a.startswith("switch") for a in g.legal_actions(0))


# ----- Heist ----------------------------------------------------------------------------
def test_a_crime_pays_the_bank_and_a_bluff_is_refunded_from_it():
    g = new("XQ", "JA", "KA", points=[5, 2, 2], options={"heist": ("joker",)})
    pile = g.pile
    ev = play(g, "0: claim joker 1")
    assert g.bank == 3 and g.pile == pile and g.points[0] == 2
    assert any(e["type"] == "pay" and e["to"] == "bank" for e in ev)
    g = new("KQ", "JA", "KA", points=[5, 2, 2], options={"heist": ("joker",)})
    play(g, "0: claim joker 1", "1: challenge", "2: pass", "0: admit", "0: lose queen")
    assert g.bank == 0 and g.points[0] == 5  # the bluff's cost comes back from the bank


def test_what_is_not_a_crime_pays_the_pile():
    g = new("KQ", "JA", "KA", points=[7, 2, 2], options={"heist": ("joker",)})
    pile = g.pile
    play(g, "0: fu 1")
    assert g.bank == 0 and g.pile == pile + 7


def heist_bank():
    """Seat 0 plays a true Joker (a crime) at seat 1, which loses its Ace: a bank of 3."""
    g = new("XQ", "JA", "QA", "JJ", points=[5, 2, 2, 2], options={"heist": ("joker",)})
    play(g, "0: claim joker 1", "1: pass", "2: pass", "3: pass", "1: pass", "1: lose ace")
    assert g.bank == 3 and g.actor == 1
    return g


def test_steal_takes_the_whole_bank():
    g = heist_bank()
    ev = play(g, "1: steal", "2: pass", "3: pass", "0: pass")
    assert g.bank == 0 and g.points[1] == 5
    assert any(e["type"] == "gain" and e["from"] == "bank" for e in ev)


def test_a_steal_challenge_tests_owning_a_king():
    g = heist_bank()
    g.hands[1] = cards("K")  # seat 1 now holds a King: its "no King" is a lie
    ev = play(g, "1: steal", "2: challenge", "3: pass", "0: pass")
    assert any(e["type"] == "denial" and e["holds"] for e in ev)
    assert g.is_out(1) and g.bank == 3 and g.points[2] == 2  # it fails; the bank stays
    g = heist_bank()
    ev = play(g, "1: steal", "2: challenge", "3: pass", "0: pass")
    assert any(e["type"] == "denial" and not e["holds"] for e in ev)
    assert g.to_act() == [2] and g.phase == "lose"  # the challenger was wrong
    play(g, "2: lose queen")
    assert g.points[1] == 5 and g.bank == 0 and ranks(g, 1) == ["jack"]  # nothing shown
    assert [1, "lacks king", "prove"] in g.log


def test_steal_needs_something_in_the_bank():
    g = new("KQ", "JA", options={"heist": ("joker",)})
    assert "steal" not in g.legal_actions(0)
    refused(g, "0: steal", "the bank is empty")


def test_heist_with_no_crime_is_not_played():
    g = new("KQ", "JA")
    assert "steal" not in g.actions and g.observation(0)["bank"] is None
    from game.core import GameError
    from game.registry import get_info
    with pytest.raises(GameError, match="Redraw"):
        get_info("notcoup").resolve_options({"heist": ("redraw",)})
    assert get_info("notcoup").resolve_options(
        {"heist": ("redraw",), "shuffle_time": True})["heist"] == ("redraw",)


def test_a_zombie_may_steal_and_its_denial_holds():
    g = new("XQ", "A", "QA", points=[5, 2, 2], options={"heist": ("joker",), "zombies": True})
    play(g, "0: claim joker 1", "1: pass", "2: pass", "1: pass")
    assert g.zombie[1] and g.bank == 3
    ev = play(g, "1: steal", "2: challenge", "0: pass")
    assert any(e["type"] == "denial" and not e["holds"] for e in ev)
    play(g, "2: lose queen")
    assert g.points[1] == 5
