"""The card the player means to play (issue 29 §2): which cards carry a beat is the
rules' word (game/three_card_coyote/cards_advice.py, checked against the engine's own
outcomes); the table's picker opens on the cheapest card that succeeds, warns of a
card that would fail before it is played, takes a click on a card of the hand, and
raises with a button of its own that names the powers backing the action."""

from __future__ import annotations

import pygame
import pytest

from game.core import DEALER
from game.three_card_coyote import cards_advice as A
from game.three_card_coyote.notation import shape
from scenes.tables.three_card_coyote.table import ThreeCardCoyoteTable
from tests.table_driver import click, frame, init_display, make_table, new_app
from tests.test_table_three_card_coyote import key, live_seat
from tests.test_three_card_coyote_play import card, game

GAME = "three-card-coyote"

# (roles of seat 0, where it stands, the beat, whether the verb's card is judged)
JUDGED = [
    (("thor", "blacksmith"), "north-main-street", "search", "search"),
    (("atlas", "teacher"), "north-main-street", "search", "search"),     # the library
    (("thor", "blacksmith"), "big-sky-saloon", "take eagle-feather", "snatch"),
    (("thor", "blacksmith"), "big-sky-saloon", "talk waitress fool eagle-feather", "talk"),
    (("thor", "merchant"), "big-sky-saloon", "talk waitress fool eagle-feather", "talk"),
    (("atlas", "doctor"), "north-main-street", "heal 0", "heal"),
]


@pytest.mark.parametrize("roles, place, beat, kind", JUDGED)
def test_the_advice_names_exactly_the_cards_the_engine_lets_fail(roles, place, beat, kind):
    hand = ("5h", "8d", "Ks")
    for c in hand:
        g = game(roles, places=[place], wounds=[1], hands=(hand,))
        obs = g.observation(0)
        advice = A.advise(obs, shape(beat), [card(x) for x in hand])
        events = g.apply(0, f"{beat} with {card(c).lower()}")
        ok = next(e for e in events if e["type"] == kind)["ok"]
        assert ok == (card(c) not in advice.failing), (beat, roles, c)


def test_the_cheapest_card_that_succeeds_comes_first():
    g = game(("thor", "blacksmith"), hands=(("Ks", "5h", "9d"),))
    obs = g.observation(0)
    search = A.advise(obs, shape("search"), obs["hand"])
    assert search.best == "9-diamonds" and search.failing == ("5-hearts",)
    assert search.note == "Search needs 8 or better: your 5♥ will fail"
    move = A.advise(obs, shape("move general-store"), obs["hand"])
    assert move.best == "5-hearts" and not move.failing and not move.note
    fight = A.advise(obs, shape("fight loafers"), obs["hand"])
    assert fight.best == "K-spades" and fight.note == "High card wins the fight"
    low = game(("thor", "blacksmith"), hands=(("2s", "5h", "3d"),)).observation(0)
    none = A.advise(low, shape("search"), low["hand"])
    assert none.best == "2-spades" and len(none.failing) == 3
    assert none.note == "Search needs 8 or better: your 2♠, 3♦ and 5♥ will fail"


# ----- at the table --------------------------------------------------------------------------
def _table(hand=("5h", "Qc", "9d"), roles=(("thor", "blacksmith"), ("chuck", "doctor"))):
    init_display()
    stack = {"roles": list(roles), "secrets": [card("5s"), card("Jh"), card("6c")],
             "rounds": [{"hands": [[card(c) for c in hand], None]}]}
    app, table = make_table(GAME, ThreeCardCoyoteTable, ["human", "easy"], seed=4,
                            stack=stack)
    assert live_seat(app, table) == 0 and table.controls.mode == "turn"
    app.draw()
    return app, table


def test_the_picker_opens_on_the_cheapest_card_and_warns_of_one_that_fails():
    app, table = _table()
    c = table.controls
    c.choose_verb("search")
    assert c.how.value == ("card", "9-diamonds")
    assert c.prompt == "Search needs 8 or better: your 5♥ will fail" and c.warning
    assert c.go.text == "Search this place with 9♦"
    c.how.set_index([v for v, _ in c.how.options].index(("card", "5-hearts")))
    assert c.go.text == "Search this place with 5♥: it will fail"
    c.choose_verb("move")
    assert c.how.value == ("card", "5-hearts") and not c.warning


def test_a_click_on_a_card_of_the_hand_chooses_it():
    app, table = _table()
    c = table.controls
    rects = table.picture.hand_rects
    click(app, rects["5-hearts"].center)   # before the action: kept for it
    assert table.notice.text == "Now choose the action to play 5♥ for."
    c.choose_verb("move")
    assert c.how.value == ("card", "5-hearts")
    c.choose_verb("search")   # the 5 would fail a search: the advice comes back
    assert c.how.value == ("card", "9-diamonds")
    app.draw()
    assert set(rects) == {"5-hearts", "Q-clubs", "9-diamonds"}
    n = len(table.game.history)
    click(app, rects["Q-clubs"].center)
    assert c.how.value == ("card", "q-clubs") and len(table.game.history) == n
    assert c.form.focused is c.go  # the player put it there: Enter now plays it
    key(app, pygame.K_RETURN, "\r")
    assert table.game.history[-1] == (0, "search with q-clubs")


def test_raise_is_a_button_naming_the_powers_behind_the_action():
    app, table = _table()
    c = table.controls
    c.choose_verb("take")
    assert c.raise_button.text == "Raise: A hammer for every nail, Hammer and tongs"
    assert [v for v, _ in c.how.options] == [("card", w) for w in ("5-hearts", "q-clubs",
                                                                   "9-diamonds")]
    n = len(table.game.history)
    click(app, c.raise_button.rect.center)
    assert c.raising and [v for v, _ in c.how.options] == [("raise", "hammer"),
                                                           ("raise", "tongs")]
    assert c.action().startswith("raise hammer take ") and c.raise_button.text == \
        "Play a card"
    key(app, pygame.K_RETURN, "\r")   # on the Raise button the player moved to: it swaps
    assert not c.raising and len(table.game.history) == n
    c.choose_verb("pass")
    assert not c.raise_button.enabled  # nothing backs a pass


def test_space_or_enter_as_the_beat_opens_plays_nothing():
    for k, ch in ((pygame.K_SPACE, " "), (pygame.K_RETURN, "\r")):
        app, table = _table()
        n = len(table.game.history)
        key(app, k, ch)
        frame(app, table)
        assert len(table.game.history) == n


def test_coyote_is_named_when_the_dealer_thinks(monkeypatch):
    """Seen at the table: the status line said "Dealer is thinking…"."""
    app, table = _table()
    assert table.seat_name(DEALER) == "Coyote" and table.seat_name(0) == "Ada"
    monkeypatch.setattr(type(table.driver), "thinking_seat", property(lambda _d: DEALER))
    monkeypatch.setattr(table, "busy", lambda: False)
    assert table.controls._waiting_text().startswith("Coyote is thinking")


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_pickers_warning_and_raise_read_whole(size):
    from game.match import Match
    from tests.table_driver import seat_specs, untimed
    from tests.test_text_layout import problems, recording

    init_display()
    stack = {"roles": [("thor", "blacksmith"), ("chuck", "doctor")],
             "secrets": [card("5s"), card("Jh"), card("6c")], "places": ["big-sky-saloon"] * 2,
             "rounds": [{"hands": [[card("5h"), card("7d"), card("9s")], None]}]}
    app = new_app(size, anim_speed=0.0)
    table = ThreeCardCoyoteTable(app, Match(GAME, seat_specs(["human", "easy"], GAME), {}, 4,
                                            stack=stack))
    untimed(table)
    app.push(table)
    assert live_seat(app, table) == 0
    c = table.controls
    c.choose_verb("take", "take eagle-feather")
    assert c.prompt == ("Snatching from Molly the waitress needs 8 or better: your 5♥ and "
                        "7♦ will fail")
    for raising in (False, True):
        if raising:
            c.toggle_raise()
        with recording() as rec:
            found = problems(app, rec)
        assert not found, (raising, found[:5])
