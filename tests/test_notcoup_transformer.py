"""NotCoup's Transformer: the draft and every alternate card action, by scenario.

Each ruling about the Transformer on game/rulings/notcoup.md names its test here.
"""

from __future__ import annotations

import pytest

from game.core import GameError
from game.notcoup.alternates import ALTERNATES, choices
from game.notcoup.cards import POINTS_IN_PACK, rank
from game.registry import get_info, new_game
from tests.scenario import play, refused
from tests.test_notcoup_rules import cards, lost, new, ranks


def tf(**alts: str) -> dict:
    """Options for the Transformer fixed at set-up with the given alternates."""
    return {"transformer": "fixed", **{f"{k}_action": v for k, v in alts.items()}}


def counted(g) -> int:
    """Every point on the table: the pile, the seats, the bank, markers, graves."""
    return g.pile + sum(g.points) + g.bank + g.held_points() + sum(g.graves)


# ----- set-up and the draft ---------------------------------------------------------------
def test_set_up_lists_every_alternate_of_the_text():
    from game.notcoup import TRANSFORMER_CHOICES
    assert {c: tuple(alts) for c, alts, _ in TRANSFORMER_CHOICES} == \
        {c: choices(c) for c in ALTERNATES}
    # the text lists twenty-one alternates (4 Kings, 3 Queens, 4 Jacks, 4 Aces, 6 Jokers)
    assert sum(len(choices(c)) - 1 for c in ALTERNATES) == 21


def test_alternates_are_chosen_at_set_up_only_with_the_fixed_transformer():
    with pytest.raises(GameError, match="Set below"):
        get_info("notcoup").resolve_options({"king_action": "gambler"})
    with pytest.raises(GameError, match="Set below"):
        get_info("notcoup").resolve_options({"transformer": "draft", "joker_action": "mega"})


def test_the_original_action_stays_a_choice():
    g = new("KQ", "JA", options=tf(king="original", queen="original"))
    assert g.actions["king"].gain == 3 and "queen" not in g.actions


def test_draft_each_first_turn_decides_a_card_and_play_begins_after_the_last():
    g = new("KQ", "JA", "AA", options={"transformer": "draft"})
    assert g.phase == "draft" and g.to_act() == [0]
    refused(g, "0: claim king", "decide a card's action")
    play(g, "0: set king gambler", "1: set queen wall", "2: set jack wild")
    refused(g, "0: set king fancy", "decided already")
    play(g, "0: set ace rich", "1: set joker mega")
    # five decided: the seat after the last to decide plays the first turn
    assert g.phase == "turn" and g.actor == 2
    assert g.actions["king"].title == "Gambler King" and g.actions["joker"].each
    assert g.observation(0)["transformer"]["chosen"]["queen"] == "wall"


def test_draft_with_six_players_leaves_the_sixth_to_open_play():
    g = new("KQ", "JA", "AA", "KK", "QQ", "JJ", options={"transformer": "draft"})
    for seat, t in enumerate(("king", "queen", "jack", "ace", "joker")):
        play(g, f"{seat}: set {t} original")
    assert g.phase == "turn" and g.actor == 5


def test_plain_names_cover_the_crude_alternates():
    # plain by default (issue 26); the text's own names are a set-up choice
    g = new("KQ", "JA", options=tf(jack="marker", ace="swap"))
    assert g.actions["jack"].title == "Marker Jack" and g.actions["ace"].title == "Swap Ace"
    assert g.actions["fu"].title == "Discard"
    g = new("KQ", "JA", options={**tf(jack="marker", ace="swap"), "fu_name": "fu"})
    assert g.actions["jack"].title == "Asshole Jack" and g.actions["ace"].title == "Assface Ace"
    assert g.actions["fu"].title == "F.U."


# ----- Kings ----------------------------------------------------------------------------
def test_gambler_king_takes_as_many_as_it_has_up_to_five():
    g = new("KQ", "JA", "AA", points=[4, 2, 2], options=tf(king="gambler"))
    play(g, "0: claim king", "1: pass", "2: pass")
    assert g.points[0] == 8
    g = new("KQ", "JA", "AA", points=[7, 2, 2], options=tf(king="gambler"))
    play(g, "0: claim king", "1: pass", "2: pass")
    assert g.points[0] == 12


def test_a_gambler_caught_bluffing_pays_the_challenger_what_it_would_have_taken():
    g = new("QQ", "JA", "AA", points=[4, 2, 2], options=tf(king="gambler"))
    play(g, "0: claim king", "1: challenge", "2: pass", "0: admit", "0: lose queen")
    assert g.points == [4, 6, 2] and counted(g) == POINTS_IN_PACK


def test_reluctant_king_others_claim_and_are_challenged_in_turn():
    g = new("KQ", "KA", "JA", "QQ", points=[2, 2, 2, 2], options=tf(king="reluctant"))
    play(g, "0: claim king", "1: pass", "2: pass", "3: pass")
    assert g.points[0] == 6 and g.phase == "round"
    play(g, "1: claim king", "2: claim king", "3: pass")
    # seat 1's claim is challenged first (clockwise from the King), then seat 2's
    assert g.chain.claim.seat == 1
    play(g, "0: pass", "2: pass", "3: pass")
    assert g.chain.claim.seat == 2
    play(g, "0: challenge", "1: pass", "3: pass", "2: admit", "2: lose ace")
    assert g.points[:2] == [5, 3]  # a point to the one claimant left standing
    assert g.phase == "turn" and g.actor == 1


def test_friendly_king_gives_one_and_a_gift_may_go_to_a_team_mate():
    g = new("KQ", "JA", "AA", options=tf(king="friendly"))
    play(g, "0: claim king 2", "1: pass", "2: pass")
    assert g.points == [4, 2, 3]
    g = new("KQ", "JA", "AA", options={**tf(king="friendly"), "teams": "coop"},
            teams=[0, 0, 1])
    assert "claim king 1" in g.legal_actions(0)


def test_fancy_king_takes_one_then_a_different_action():
    g = new("KQ", "JA", "AA", options=tf(king="fancy"))
    play(g, "0: claim king", "1: pass", "2: pass")
    assert g.points[0] == 3 and g.actor == 0 and g.phase == "turn"
    refused(g, "0: claim king", "must be a different one")
    play(g, "0: income")
    assert g.points[0] == 4 and g.actor == 1


def test_fancy_king_reaching_ten_must_strike():
    g = new("KQ", "JA", "AA", points=[9, 2, 2], options=tf(king="fancy"))
    play(g, "0: claim king", "1: pass", "2: pass")
    assert g.points[0] == 10 and set(g.legal_actions(0)) == {"fu 1", "fu 2"}


# ----- Queens ---------------------------------------------------------------------------
def test_wall_queen_shelters_from_all_but_fu_until_spent():
    g = new("QX", "JA", "AA", points=[5, 7, 2], options=tf(queen="wall"))
    play(g, "0: claim queen", "1: pass", "2: pass")
    assert g.points[0] == 6 and [m["kind"] for m in g.front] == ["wall"]
    refused(g, "1: claim jack 0", "behind a Wall")
    assert "fu 0" in g.legal_actions(1)
    play(g, "1: income", "2: income", "0: claim joker 1", "1: pass", "2: pass", "1: pass",
         "1: lose jack")
    # paid from its own points first: the Wall's point stays while others can pay
    assert g.points[0] == 3 and [m["kind"] for m in g.front] == ["wall"]


def test_the_wall_goes_when_its_point_is_spent():
    g = new("QX", "JA", "AA", points=[2, 2, 2], options=tf(queen="wall"))
    play(g, "0: claim queen", "1: pass", "2: pass", "1: income", "2: income")
    play(g, "0: claim joker 1", "1: pass", "2: pass", "1: pass", "1: lose jack")
    assert g.points[0] == 0 and g.front == []
    assert "claim jack 0" in g.legal_actions(1)


def test_alliance_queen_pair_may_not_aim_at_each_other():
    g = new("QK", "JA", "AA", "KK", options=tf(queen="alliance"))
    play(g, "0: claim queen 1", "1: pass", "2: pass", "3: pass")
    assert g.points == [3, 3, 2, 2] and g.allied(0, 1)
    refused(g, "1: claim jack 0", "allied")
    play(g, "1: income", "2: income", "3: income")
    assert "claim jack 1" not in g.legal_actions(0) and "claim jack 2" in g.legal_actions(0)


def test_spending_an_alliance_point_ends_the_alliance():
    g = new("QK", "XA", "AA", "KK", options=tf(queen="alliance"))
    play(g, "0: claim queen 1", "1: pass", "2: pass", "3: pass")
    play(g, "1: claim joker 2", "0: pass", "2: pass", "3: pass", "2: pass", "2: lose ace")
    assert g.points[1] == 0 and not g.allied(0, 1) and g.front == []


def test_allies_may_aim_at_each_other_when_they_are_the_last_two():
    g = new("QK", "JA", "A", options=tf(queen="alliance"), points=[2, 2, 0])
    play(g, "0: claim queen 1", "1: pass", "2: pass")
    g.hands[2] = []  # seat 2 goes out (set directly: how is not the point here)
    assert g.front_guard(1, 0, g.actions["jack"]) is None


def strike_at_1(queen_hand: str, deck_top: str = "K"):
    """Seat 0's true Joker hits seat 1, which may answer with a Survivor Queen."""
    g = new("XK", queen_hand, "AA", points=[3, 2, 2], options=tf(queen="survivor"),
            deck_top=deck_top)
    play(g, "0: claim joker 1", "1: pass", "2: pass", "1: pass")
    assert g.phase == "lose" and g.to_act() == [1]
    return g


def test_survivor_queen_sets_a_card_aside_and_draws_instead():
    g = strike_at_1("JA")
    assert "survive jack" in g.legal_actions(1)
    play(g, "1: survive jack", "0: pass", "2: pass")
    assert ranks(g, 1) == ["ace", "king"] and lost(g, 1) == [] and len(g.aside[1]) == 1
    assert g.observation(0)["aside"] == [0, 1, 0] and g.observation(0)["my_aside"] == []
    assert g.actor == 1 and g.phase == "turn"


def test_a_true_survivor_queen_costs_its_challenger_a_card():
    g = strike_at_1("QA")
    play(g, "1: survive queen", "0: challenge", "2: pass")
    assert lost(g, 1) == ["queen"] and ranks(g, 1) == ["ace", "king"]
    assert g.to_act() == [0] and g.phase == "lose"


def test_a_bluffed_survivor_loses_the_shown_card_and_may_claim_again():
    g = strike_at_1("JA", deck_top="KQ")
    play(g, "1: survive jack", "0: challenge", "2: pass")
    assert lost(g, 1) == ["jack"] and g.to_act() == [1]  # the failed challenge costs more
    assert "survive ace" in g.legal_actions(1)  # ... and it may claim its last is a Queen
    play(g, "1: survive ace", "0: pass", "2: pass")
    assert len(g.hands[1]) == 1 and not g.is_out(1)


def test_nothing_survives_an_fu_or_an_empty_stock():
    g = new("KQ", "JA", "AA", points=[7, 2, 2], options=tf(queen="survivor"))
    play(g, "0: fu 1")
    assert not any(a.startswith("survive") for a in g.legal_actions(1))
    refused(g, "1: survive jack", "nothing survives a Discard")
    g = strike_at_1("JA")
    g.deck = []
    assert not any(a.startswith("survive") for a in g.legal_actions(1))


# ----- Jacks ----------------------------------------------------------------------------
def test_wild_jack_takes_one_from_each_and_each_blocks_for_itself():
    g = new("JK", "QA", "AA", "KK", points=[2, 2, 1, 0], options=tf(jack="wild"))
    play(g, "0: claim jack", "1: pass", "2: pass", "3: pass")
    assert g.phase == "round" and g.to_act() == [1, 2, 3]
    play(g, "1: counter ace", "2: pass", "3: pass", "0: pass", "2: pass", "3: pass")
    assert g.points == [3, 2, 0, 0]  # seat 1's block spared only seat 1


def test_friendly_jack_gives_to_the_poorest_and_a_tie_is_the_actors_choice():
    g = new("JK", "QA", "AA", "KK", points=[2, 5, 1, 1], options=tf(jack="friendly"))
    play(g, "0: claim jack 1", "1: pass", "2: pass", "3: pass", "1: pass")
    assert g.phase == "choose" and g.legal_actions(0) == ["give 2", "give 3"]
    play(g, "0: give 3")
    assert g.points == [2, 2, 1, 4]


def test_friendly_jack_with_one_poorest_gives_at_once():
    g = new("JK", "QA", "AA", points=[2, 5, 0], options=tf(jack="friendly"))
    play(g, "0: claim jack 1", "1: pass", "2: pass", "1: pass")
    assert g.points == [2, 2, 3] and g.actor == 1


def marked_table():
    """Seat 0's Marker Jack marks seat 1's Ace (the pick is blind; set here)."""
    g = new("JK", "QA", "AA", points=[2, 3, 2], options=tf(jack="marker"))
    play(g, "0: claim jack 1", "1: pass", "2: pass", "1: pass")
    mark = next(m for m in g.front if m["kind"] == "mark")
    mark["card"] = next(c for c in g.hands[1] if rank(c) == "ace")
    return g


def test_marker_jack_puts_a_point_on_a_card_and_one_in_front():
    g = marked_table()
    assert sorted(m["kind"] for m in g.front) == ["mark", "stake"]
    assert g.points == [2, 3, 2] and counted(g) == POINTS_IN_PACK
    assert g.observation(1)["front"][0]["card"] is not None
    assert g.observation(2)["front"][0]["card"] is None  # only its holder knows which


def test_claiming_with_the_marked_card_pays_a_toll_and_the_other_card_does_not():
    g = marked_table()
    assert "claim ace" in g.legal_actions(1) and "claim ace marked" in g.legal_actions(1)
    play(g, "1: claim ace marked")
    assert g.points[:2] == [3, 2]
    play(g, "2: challenge", "0: pass", "1: reveal ace")
    # the marked card was shown and went back: both of the marker's points to seat 0
    assert g.points[0] == 5 and g.front == []


def test_a_claim_with_the_unmarked_card_is_proven_only_by_it():
    g = marked_table()
    play(g, "1: claim ace", "2: challenge", "0: pass")
    refused(g, "1: reveal ace", "not the card you claimed with")
    play(g, "1: admit", "1: lose ace")
    assert g.points[0] == 4 and g.front == []  # the marked card was lost: 2 to seat 0


def test_a_seat_carries_one_marker_at_a_time():
    g = marked_table()
    play(g, "1: income")
    refused(g, "2: claim jack 1", "carries a marker already")


def test_graverobber_jack_claims_the_points_of_a_seat_that_goes_out():
    g = new("JK", "A", "QQ", points=[7, 3, 2], options=tf(jack="graverobber"))
    play(g, "0: fu 1")
    assert g.is_out(1) and g.graves == [3] and g.phase == "round"
    play(g, "0: claim jack", "2: claim jack")
    # claims are tested clockwise from the turn's actor: seat 2's bluff first
    play(g, "0: challenge", "2: admit", "2: lose queen", "2: pass")
    assert g.points == [3, 0, 2] and g.graves == [] and g.actor == 2


def test_graverobbers_share_evenly_and_the_rest_goes_to_the_pile():
    g = new("JK", "A", "JQ", points=[7, 3, 2], options=tf(jack="graverobber"))
    pile = g.pile
    play(g, "0: fu 1", "0: claim jack", "2: claim jack", "0: pass", "2: pass")
    assert g.points == [1, 0, 3] and g.pile == pile + 7 + 1


def test_with_no_graverobber_claim_the_points_go_to_the_pile():
    g = new("JK", "A", "QQ", points=[7, 3, 2], options=tf(jack="graverobber"))
    pile = g.pile
    play(g, "0: fu 1", "0: pass", "2: pass")
    assert g.pile == pile + 10 and g.actor == 2


# ----- Aces -----------------------------------------------------------------------------
def test_swap_ace_takes_from_the_stock_and_a_player_and_returns_one_to_each():
    g = new("AK", "QJ", "KK", deck_top="X", options=tf(ace="swap"))
    play(g, "0: claim ace 1", "1: pass", "2: pass")
    assert g.phase == "exchange" and len(g.hands[0]) == 4 and len(g.hands[1]) == 1
    play(g, "0: return ace give king")
    assert len(g.hands[0]) == 2 and len(g.hands[1]) == 2 and "king" in ranks(g, 1)
    assert "joker" in ranks(g, 0)


def test_expensive_ace_pays_one_for_each_extra_draw():
    g = new("AK", "QJ", "KK", points=[3, 2, 2], options=tf(ace="expensive"))
    play(g, "0: claim ace", "1: pass", "2: pass")
    assert g.phase == "choose" and g.legal_actions(0) == ["draw", "stop"]
    play(g, "0: draw", "0: draw", "0: stop")
    assert g.points[0] == 1 and len(g.hands[0]) == 5 and g.chain.returns == 3
    play(g, "0: " + g.legal_actions(0)[0])
    assert len(g.hands[0]) == 2


def test_rich_ace_draws_one_takes_a_point_and_returns_one():
    g = new("AK", "QJ", options=tf(ace="rich"))
    play(g, "0: claim ace", "1: pass")
    assert g.points[0] == 3 and len(g.hands[0]) == 3
    play(g, "0: return king")
    assert len(g.hands[0]) == 2


def test_super_ace_pays_one_draws_three_returns_three():
    g = new("AK", "QJ", options=tf(ace="super"))
    play(g, "0: claim ace", "1: pass")
    assert g.points[0] == 1 and len(g.hands[0]) == 5 and g.chain.returns == 3


# ----- Jokers ---------------------------------------------------------------------------
def test_expensive_joker_costs_four():
    g = new("XK", "QA", points=[3, 2], options=tf(joker="expensive"))
    refused(g, "0: claim joker 1", "costs 4 points")


def test_extortion_joker_the_target_pays_two_or_loses_a_card():
    g = new("XK", "QA", "AA", points=[2, 3, 1], options=tf(joker="extortion"))
    play(g, "0: claim joker 1", "1: pass", "2: pass", "1: pass")
    assert g.phase == "choose" and g.legal_actions(1) == ["pay", "refuse"]
    play(g, "1: pay")
    assert g.points == [4, 1, 1] and len(g.hands[1]) == 2
    g = new("XK", "QA", "AA", points=[2, 1, 1], options=tf(joker="extortion"))
    play(g, "0: claim joker 1", "1: pass", "2: pass", "1: pass")
    assert g.phase == "lose" and g.to_act() == [1]  # it cannot pay: it loses a card


def test_mega_joker_strikes_everyone_else_and_each_blocks_for_itself():
    g = new("XK", "QA", "AJ", "KK", points=[5, 2, 2, 2], options=tf(joker="mega"))
    play(g, "0: claim joker", "1: pass", "2: pass", "3: pass")
    play(g, "1: counter queen", "2: pass", "3: pass", "0: pass", "2: pass", "3: pass")
    assert g.points[0] == 0 and g.losses == [(2, "strike"), (3, "strike")]
    play(g, "2: lose jack", "3: lose king")
    assert len(g.hands[1]) == 2 and g.actor == 1


def test_slow_joker_strikes_at_the_targets_next_turn():
    g = new("XK", "QA", "AA", points=[3, 2, 2], options=tf(joker="slow"))
    play(g, "0: claim joker 1", "1: pass", "2: pass", "1: pass")
    # the point sat in front of seat 1; its turn opens with the loss, then the turn
    assert g.to_act() == [1] and g.phase == "lose"
    play(g, "1: lose ace")
    assert g.phase == "turn" and g.actor == 1 and g.front == []
    assert counted(g) == POINTS_IN_PACK


def test_friendly_joker_gives_three_that_stay_if_blocked_and_come_back_if_a_lie():
    g = new("XK", "QA", "AA", points=[3, 2, 2], options=tf(joker="friendly"))
    play(g, "0: claim joker 1")
    assert g.points == [0, 5, 2]
    play(g, "1: pass", "2: pass", "1: counter queen", "0: pass", "2: pass")
    assert g.points == [0, 5, 2] and g.actor == 1
    g = new("KK", "QA", "AA", points=[3, 2, 2], options=tf(joker="friendly"))
    play(g, "0: claim joker 1", "1: challenge", "2: pass", "0: admit", "0: lose king")
    assert g.points == [3, 2, 2]


def test_teamwork_joker_lands_only_if_another_seat_pays():
    g = new("XK", "QA", "AA", "KK", points=[2, 2, 3, 3], options=tf(joker="teamwork"))
    play(g, "0: claim joker 1", "1: pass", "2: pass", "3: pass")
    assert g.phase == "round" and g.to_act() == [2, 3]
    play(g, "2: pay", "3: pass", "1: pass")
    assert g.points == [0, 2, 0, 3] and g.to_act() == [1] and g.phase == "lose"
    g = new("XK", "QA", "AA", "KK", points=[2, 2, 3, 3], options=tf(joker="teamwork"))
    play(g, "0: claim joker 1", "1: pass", "2: pass", "3: pass", "2: pass", "3: pass")
    assert g.points[0] == 0 and g.actor == 1 and len(g.hands[1]) == 2  # it fails


def test_every_point_is_accounted_for_through_random_transformer_games():
    import random
    for seed in range(60):
        rng = random.Random(seed)
        opts = tf(**{c: rng.choice(choices(c)) for c in ALTERNATES})
        g = new_game("notcoup", rng.randint(2, 6), opts, seed=seed)
        for _ in range(3000):
            if g.is_terminal():
                break
            seat = rng.choice(g.to_act())
            g.apply(seat, rng.choice(g.legal_actions(seat)))
            assert counted(g) == POINTS_IN_PACK and min(g.points) >= 0
        assert g.is_terminal()


def test_cards_helper_covers_these_tests():
    assert len(cards("KQ", "JA")) == 4


def test_a_seat_is_in_one_alliance_at_a_time():
    g = new("QK", "QA", "AA", points=[2, 2, 2], options=tf(queen="alliance"))
    play(g, "0: claim queen 1", "1: pass", "2: pass")
    play(g, "1: claim queen 2", "0: pass", "2: pass")
    assert g.allied(1, 2) and not g.allied(0, 1)  # the new alliance ended the old
    assert g.points == [3, 4, 3]  # the old alliance's points stay where they were


def test_the_ten_point_rule_needs_someone_to_strike():
    g = new("QK", "QA", "AA", points=[2, 10, 2], first=1, options=tf(queen="alliance"))
    # a seat with no one to aim at (set directly: the rules above keep it from happening)
    g.front = [{"kind": "alliance", "seat": a, "with": b, "by": a, "id": i}
               for i, (a, b) in enumerate(((1, 0), (0, 1), (1, 2), (2, 1)))]
    g.front[1]["id"] = 0
    g.front[3]["id"] = 2
    assert g.allied(1, 0) and g.allied(1, 2) and not g.must_strike(1)
    assert "income" in g.legal_actions(1) and not g.observation(1)["forced"][1]


def test_swap_ace_needs_a_card_in_the_stock():
    g = new("AK", "QJ", "KK", options=tf(ace="swap"))
    g.deck = []
    refused(g, "0: claim ace 1", "the stock is empty")


def test_a_swap_ace_whose_stock_ran_dry_only_gives_back():
    g = new("AK", "QJ", "KK", deck_top="X", options=tf(ace="swap"))
    play(g, "0: claim ace 1", "1: pass")
    g.deck = []  # emptied while the claim was answered (a Survivor's draw, say)
    play(g, "2: pass")
    assert g.legal_actions(0)[0].startswith("give ") and len(g.hands[0]) == 3
    play(g, "0: give king")
    assert len(g.hands[0]) == 2 and len(g.hands[1]) == 2


def test_a_survivor_reveal_is_told_as_such_whatever_the_view():
    # the headless play command narrates with the view after the action, where the claim
    # is gone: the event itself says the card shown was the one named as the Queen
    from game.notcoup.narrate import narrate

    g = strike_at_1("JA", deck_top="KQ")
    ev = play(g, "1: survive jack", "0: challenge", "2: pass")
    reveal = next(e for e in ev if e["type"] == "reveal")
    line = narrate(reveal, ["Ann", "Ben", "Cy"], None)
    assert "named as the Queen" in line and "shuffles" not in line
