"""Three Card Coyote's last balance rules (rulings 91 to 95 on
game/rulings/three-card-coyote.md): Helena's town keeps what she carries from the
posse, the posse never knocks out the last character standing, the Teacher's educated
ways cow folk, the Cowboy's rifle does not answer an attack and Loki's shapes fool
folk rather than run. Games are stacked as in tests/test_three_card_coyote_play.py."""

from __future__ import annotations

from tests.test_three_card_coyote_play import (
    MAIN,
    finish_round,
    game,
    of,
    showdown_game,
    types,
)

THREE = (("2s", "3s", "4s"), ("5d", "6d", "7d"), ("8c", "9c", "10c"))


def test_helenas_town_keeps_what_she_carries_from_the_posse():
    g = game(("helena", "doctor"), ("chuck", "blacksmith"), ("thor", "miner"),
             mood=6, heat=[5, 2, 2], holds=[["torch"], [], []], hands=THREE, turns=("Qh",))
    events = finish_round(g)
    assert of(events, "posse")["seat"] == 0 and "confiscate" not in types(events)
    assert g.holds[0] == ["torch"] and g.wounds == [1, 0, 0]   # she is still wounded


def test_the_posse_never_knocks_out_the_last_character_standing():
    def posse(out, wounds):
        g = game(("atlas", "blacksmith"), ("thor", "doctor"), mood=6, heat=[0, 3],
                 out=out, wounds=wounds, holds=[[], ["torch"]],
                 hands=(None if out else ("2s", "3s", "4s"), ("5d", "6d", "7d")),
                 turns=("Qh",))
        return g, finish_round(g)
    g, events = posse([0], [3, 2])       # the last one standing, on its last legs
    assert of(events, "posse")["seat"] == 1 and "wound" not in types(events)
    assert not g.out[1] and g.over == "" and g.holds[1] == []  # it still loses the thing
    assert g.heat[1] == 0 and g.mood == 4
    g, events = posse([], [0, 2])        # with a rival standing, the posse knocks it out
    assert of(events, "knocked-out")["seat"] == 1 and g.out[1]
    g, events = posse([0], [3, 1])       # alone but not on its last legs: wounded as ever
    assert of(events, "wound")["wounds"] == 2


def test_the_teachers_educated_ways_fool_town_folk_with_any_card():
    g = game(("thor", "teacher"), places=["big-sky-saloon"], hands=(("2s", "3s", "4s"),))
    events = g.apply(0, "talk waitress fool eagle-feather with 2-spades")
    assert of(events, "talk")["ok"] and g.holds[0] == ["eagle-feather"]
    g = game(("thor", "teacher"), hands=(("2s", "3s", "4s"),))
    g.apply(0, "talk loafers learn with 2-spades")
    assert g.dealer_due.more == 0                 # one fact, like anyone's


def test_the_cowboys_rifle_shoots_but_does_not_answer_an_attack():
    g = showdown_game(("atlas", "blacksmith"), ("chuck", "cowboy"),
                      hands=(("Qs", "3s", "4s"), ("10d", "6d", "7d")), places=[MAIN, MAIN])
    g.apply(0, "fight 1 with q-spades")
    answers = g.legal_actions(1)
    assert "defend raise kick" in answers and "defend raise rifle" not in answers


def test_lokis_shapes_fool_town_folk_and_do_not_ride():
    g = game(("loki", "doctor"), places=["big-sky-saloon"], hands=(("2s", "8s", "4s"),))
    assert g.mounted == [False]                  # a borrowed face walks: one place
    assert {a.split()[1] for a in g.legal_actions(0) if a.startswith("move ")} == {
        "tent-town", "north-main-street", "hotel-and-doctor"}
    events = g.apply(0, "talk waitress fool eagle-feather with 2-spades")
    assert of(events, "talk")["ok"] and g.holds[0] == ["eagle-feather"]
