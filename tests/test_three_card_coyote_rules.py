"""Three Card Coyote, rule by rule (built in steps: the pack, the hands, the town).

Each ruling on game/rulings/three-card-coyote.md names the test here that holds it.
"""

from __future__ import annotations

from itertools import combinations

from game.three_card_coyote.cards import (
    FLUSH,
    HIGH_CARD,
    PAIR,
    STRAIGHT,
    STRAIGHT_FLUSH,
    THREE_OF_A_KIND,
    best_hand,
    card_key,
    deck,
    hand_key,
    hand_name,
    is_difficult_enough,
    value,
)
from game.three_card_coyote.town import (
    DOORS,
    GRID,
    KEYS,
    LANTERNS,
    PLACES,
    look_up,
    neighbours,
)


def h(*cards: str) -> list[str]:
    """Cards written short: "10h", "As", "Qd"."""
    suits = {"s": "spades", "h": "hearts", "c": "clubs", "d": "diamonds"}
    return [f"{c[:-1]}-{suits[c[-1]]}" for c in cards]


# ----- the pack ---------------------------------------------------------------------------
def test_a_standard_pack_with_the_ace_high_and_suits_breaking_ties():
    cards = deck()
    assert len(cards) == 52 and len(set(cards)) == 52
    assert value("A-spades") == 14 and value("2-clubs") == 2 and value("J-hearts") == 11
    order = sorted(h("7d", "7s", "7c", "7h"), key=card_key, reverse=True)
    assert order == h("7s", "7h", "7c", "7d")
    assert card_key(h("8d")[0]) > card_key(h("7s")[0])  # value first, then suit
    assert len({card_key(c) for c in cards}) == 52  # no two cards tie


def test_a_difficult_action_needs_an_eight_or_better():
    assert [is_difficult_enough(c) for c in h("7s", "8d", "10h", "As")] == \
        [False, True, True, True]


# ----- three-card hands ---------------------------------------------------------------------
def test_hands_rank_as_the_text_lists_them():
    ladder = [h("5h", "6h", "7h"), h("4s", "4h", "4d"), h("9c", "10d", "Js"),
              h("2c", "9c", "Kc"), h("Qs", "Qd", "3h"), h("As", "9d", "4c")]
    assert [hand_key(x)[0] for x in ladder] == [STRAIGHT_FLUSH, THREE_OF_A_KIND, STRAIGHT,
                                                FLUSH, PAIR, HIGH_CARD]
    assert [hand_key(x) for x in ladder] == sorted((hand_key(x) for x in ladder),
                                                   reverse=True)
    assert hand_name(h("Qs", "Qd", "3h")) == "pair"


def test_the_texts_two_pair_is_a_pair_with_its_kicker():
    assert hand_key(h("9s", "9d", "Kc")) > hand_key(h("9h", "9c", "Qs"))
    assert hand_key(h("10s", "10d", "2c")) > hand_key(h("9h", "9c", "As"))


def test_straights_run_ace_low_or_ace_high_but_not_round_the_corner():
    assert hand_key(h("As", "2d", "3c"))[0] == STRAIGHT
    assert hand_key(h("Ah", "Kd", "Qc"))[0] == STRAIGHT
    assert hand_key(h("Kh", "Ad", "2c"))[0] == HIGH_CARD
    # A-2-3 is the lowest straight, A-K-Q the highest
    assert hand_key(h("As", "2d", "3c")) < hand_key(h("2h", "3d", "4c"))
    assert hand_key(h("Ah", "Kd", "Qc")) > hand_key(h("Ks", "Qs", "Jd"))


def test_two_hands_never_tie():
    pack = deck()
    seen = {}
    for hand in combinations(pack[::4] + pack[1::13], 3):
        key = hand_key(list(hand))
        assert key not in seen or seen[key] == set(hand)
        seen[key] = set(hand)
    # the same values in other suits: the higher suit of the highest card wins
    a, b = h("Qs", "Qd", "3h"), h("Qh", "Qc", "3s")
    assert best_hand({0: a, 1: b}) == 0


# ----- the town -------------------------------------------------------------------------------
def test_the_map_is_the_texts_four_by_four_grid_and_moves_are_orthogonal():
    assert len(PLACES) == 16 and {p for row in GRID for p in row} == set(PLACES)
    assert GRID[0][0] == "tent-town" and GRID[3][3] == "homesteads"
    assert GRID[1][1] == "north-main-street" and GRID[2][1] == "south-main-street"
    assert sorted(neighbours("north-main-street")) == sorted(
        ["miners-camp", "south-main-street", "big-sky-saloon", "general-store"])
    assert sorted(neighbours("tent-town")) == ["big-sky-saloon", "miners-camp"]
    assert "general-store" not in neighbours("big-sky-saloon")  # no jumping a place
    for p in PLACES:  # moving is two-way
        assert all(p in neighbours(q) for q in neighbours(p))


def test_the_three_secret_tables_follow_the_text_card_by_card():
    assert look_up("door", "A").place == "tent-town"
    assert look_up("door", "K").place == "homesteads"
    assert look_up("key", "5").name == "Jail Key"
    assert look_up("lantern", "K").name == "Menorah"
    assert [len(t) for t in (DOORS, KEYS, LANTERNS)] == [13, 13, 13]
    assert all(s.place in PLACES for t in (DOORS, KEYS, LANTERNS) for s in t)


def test_where_each_key_and_lantern_lies_and_who_carries_one():
    assert look_up("key", "2").holder == "a waitress"
    assert look_up("key", "2").place == "big-sky-saloon"
    assert look_up("key", "5").holder == "the Sheriff"
    assert look_up("key", "6").place == "miners-camp" and look_up("key", "6").holder
    assert look_up("key", "7").holder == "the doctor"
    assert look_up("key", "A").place == look_up("lantern", "8").place == "helena-heights"
    assert look_up("lantern", "3").place == "tent-town"  # the camp of tents
    assert look_up("lantern", "2").place == "miners-camp"
    carried = [s.name for s in KEYS + LANTERNS if s.holder]
    assert carried == ["Eagle Feather", "Jail Key", "Gold Dust", "Dead Man's Hand"]


def test_the_gulch_itself_holds_no_secret():
    gulch = {"upper-last-chance", "south-main-street", "lower-last-chance"}
    assert not gulch & {s.place for t in (DOORS, KEYS, LANTERNS) for s in t}


# ----- the draft --------------------------------------------------------------------------
def test_the_draft_goes_down_from_the_highest_card_and_back_up():
    from game.three_card_coyote.draft import FIRST, OTHER, pick_order

    draws = {0: "9-hearts", 1: "K-clubs", 2: "9-spades", 3: "4-diamonds"}
    assert pick_order(draws) == [
        (1, FIRST), (2, FIRST), (0, FIRST), (3, FIRST),  # down: K, 9 of spades, 9 of hearts
        (3, OTHER),                                      # the lowest takes both kinds
        (0, OTHER), (2, OTHER), (1, OTHER)]              # and back up
    picks = pick_order(draws)
    assert all(sum(1 for s, _ in picks if s == seat) == 2 for seat in draws)


def test_a_lone_player_drafts_both_roles():
    from game.three_card_coyote.draft import FIRST, OTHER, pick_order

    assert pick_order({0: "2-clubs"}) == [(0, FIRST), (0, OTHER)]
