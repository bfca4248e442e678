"""Coyote (HeidelBÄR rules): scenarios for rules a broken engine could pass before.

Issue 28 §6 broke each rule in turn and ran the rules tests; these scenarios catch
the breaks that slipped through, and each one reaches its rule only through the
public game (stacked decks, notation, observations), so it can fail only there.
"""

from tests import scenario
from tests.scenario import of_type, play, refused


def new(n=3, *decks, start=0, trickster=False, seed=0):
    return scenario.new("coyote-heidelbaer", n, {"trickster": trickster}, seed,
                        stack={"start": start, "decks": [list(d) for d in decks]})


def eyes(g, seat):
    p = g.observation(seat)["players"][seat]
    return p["open"], p["closed"]


def holder_round_two(*round_two):
    """Trickster, three seats: seat 0 loses round 1 and holds the Coyote card in round
    2, which it starts; round 2 is dealt from ``round_two``."""
    g = new(3, ["1", "2", "3", "4"], list(round_two), trickster=True)
    play(g, "0: bid 20", "1: challenge", "2: guess 1", "0: discard closed")
    o = g.observation(1)
    assert (o["round"], o["start_seat"], o["coyote_holder"]) == (2, 0, 0)
    return g


def test_the_loser_starts_even_when_someone_else_started():
    # seat 0 started round 1; seat 1 challenges a true bid and loses, so seat 1 starts
    g = new(3, ["1", "2", "3", "4"])
    ev = play(g, "0: bid 5", "1: challenge")
    assert of_type(ev, "reveal")[0]["loser"] == 1
    play(g, "1: discard open")
    o = g.observation(2)
    assert o["round"] == 2 and o["start_seat"] == 1 and o["to_act"] == [1]


def test_the_coyote_card_is_open_at_a_bid_only_the_drawn_card_can_beat():
    # 54 (20 + 15 + 10 + 9) is the highest four cards can make; with the drawn fifth
    # card 62 is possible, so the holder may still draw (and must then raise above 54)
    g = holder_round_two("5", "6", "7", "8", "9")
    assert g.observation(0)["max_bid"] == 54
    play(g, "0: bid 10", "1: bid 11", "2: bid 54")
    assert g.legal_actions(0) == ["challenge", "coyote"]
    refused(g, "0: peek", "a peek must be followed by a raise")
    play(g, "0: coyote")
    assert g.observation(0)["max_bid"] == 62  # + 8, the highest card left
    assert g.legal_actions(0) == [f"bid {v}" for v in range(55, 63)]
    play(g, "0: bid 62")
    assert g.legal_actions(1) == ["challenge"]


def test_a_round_dealt_by_the_shuffle_uses_all_17_cards_again():
    # round 2 uses the Coyote card and `?` (seven cards out in all); round 3 is dealt by
    # the seeded shuffle, not a stacked deck, and still from all 17 cards
    g = holder_round_two("5", "6", "?", "8", "20", "9")
    play(g, "0: bid 10", "1: bid 11", "2: bid 12", "0: coyote", "0: bid 60", "1: challenge",
         "2: guess 1")
    last = g.observation(0)["last_reveal"]
    assert last["coyote_card"] == "20" and last["question_draw"] == "9"
    if g.observation(0)["phase"] == "discard":
        play(g, "0: discard open")
    o = g.observation(1)
    assert o["round"] == 3 and o["deck_size"] == 17 - 4
    seen = [p["card"] for p in o["players"] if p["card"] is not None]
    assert len(seen) == 2 and len(set(seen)) == 2
