"""Which actions need 8 or better is one table (game/three_card_coyote/needs.py, ruling
2): the engine judges cards by it and the picker's advice warns by it, so the two
agree on every hard action, under the complications and favours too."""

from __future__ import annotations

import pytest

from game.three_card_coyote import cards_advice as A
from game.three_card_coyote import needs
from game.three_card_coyote.notation import shape
from tests.test_three_card_coyote_play import MAIN, card, game

SOLO = ("chuck", "blacksmith")   # nothing waives an 8
SALOON = "big-sky-saloon"
HAND = ("5h", "8d", "Ks")


def _searched(g, events):
    return next(e for e in events if e["type"] == "search")["ok"]


def _moved(dest):
    return lambda g, events: g.pos[0] == dest


def _fooled(g, events):
    return "eagle-feather" in g.holds[0]


# (roles, place, complication, favour owed by the waitress, the beat, did it work)
CASES = [
    (SOLO, MAIN, "bonfires", False, "search", _searched),
    (SOLO, MAIN, None, False, "search", _searched),
    (SOLO, MAIN, "dust-storm", False, "move general-store", _moved("general-store")),
    (SOLO, MAIN, None, False, "move general-store", _moved("general-store")),
    (("zeus", "cowboy"), MAIN, None, False, "move sheriffs-office",
     _moved("sheriffs-office")),
    (SOLO, SALOON, None, True, "talk waitress fool eagle-feather", _fooled),
    (SOLO, SALOON, None, False, "talk waitress fool eagle-feather", _fooled),
]


@pytest.mark.parametrize("roles, place, complication, owed, beat, worked", CASES)
def test_the_advice_and_the_engine_read_one_table_of_needs(roles, place, complication,
                                                            owed, beat, worked):
    for c in HAND:
        g = game(roles, places=[place], hands=(HAND,))
        g.talk.complication = complication
        if owed:
            g.talk.favours["waitress"] = [0]
        advice = A.advise(g.observation(0), shape(beat), [card(x) for x in HAND])
        action = f"{beat} with {card(c).lower()}"
        ok = action in g.legal_actions(0) and worked(g, g.apply(0, action))
        assert ok == (card(c) not in advice.failing), (beat, complication, c)


def test_a_need_taken_off_the_table_is_gone_for_the_engine_and_the_advice(monkeypatch):
    """Healing needs 8 only because the table says so: without its row, a 2 heals and
    the picker warns of nothing."""
    hand = ("2s", "3s", "4s")
    g = game(("atlas", "doctor"), wounds=[1], hands=(hand,))
    assert A.advise(g.observation(0), shape("heal 0"), [card(c) for c in hand]).failing
    monkeypatch.delitem(needs.HARD, needs.HEAL)
    assert not A.advise(g.observation(0), shape("heal 0"), [card(c) for c in hand]).failing
    g.apply(0, "heal 0 with 2-spades")
    assert g.wounds == [0]


def test_the_warning_names_the_action_and_the_eight():
    assert needs.warning(needs.SNATCH, "Molly the waitress") == \
        "Snatching from Molly the waitress needs 8 or better"
    assert needs.warning(needs.GALLOP) == "A gallop of two places needs 8 or better"
    assert not needs.needs_eight(needs.MOVE, (), None)          # only in the dust storm
    assert needs.needs_eight(needs.MOVE, (), "dust-storm")
