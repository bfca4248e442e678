"""The deduction sheet at the Three Card Coyote table: the viewer's own sheet opens over
the map (S, or its tab), reads whole and scrolls to its last note at 800x600 and
1920x1080; the map marks what the viewer ruled out; the public view (a pass-and-play
hand-over, a bots-only table) shows no sheet and no marks."""

from __future__ import annotations

import pygame
import pytest

from scenes.gate import PassGate
from scenes.tables.three_card_coyote import art
from scenes.tables.three_card_coyote.table import ThreeCardCoyoteTable
from tests.table_driver import click, frame, init_display, make_table, new_app, text_spy, untimed
from tests.test_table_three_card_coyote import key, live_seat
from tests.test_three_card_coyote_play import card

GAME = "three-card-coyote"
STACK = {"roles": [("thor", "blacksmith"), ("chuck", "doctor")],
         "secrets": [card("Ks"), card("9h"), card("2c")],  # Homesteads, Chalk, Miner's Lamp
         "places": ["general-store", "general-store"],
         "rounds": [{"hands": [[card("9s"), card("3s"), card("4s")],
                               [card("5d"), card("6d"), card("7d")]]}]}


def _searched(kinds=("human", "easy"), size=(1280, 720)):
    """Seat 0 searched the General Store (nothing there) and its view shows it."""
    from game.match import Match
    from tests.table_driver import seat_specs

    init_display()
    app = new_app(size, anim_speed=0.0)
    table = ThreeCardCoyoteTable(app, Match(GAME, seat_specs(list(kinds), GAME), {}, 4,
                                            stack=STACK))
    untimed(table)
    table.THINK = (0.0, 0.0)
    app.push(table)
    assert live_seat(app, table) == 0
    assert table.act(0, "search with 9-spades")
    for _ in range(100):
        frame(app, table)
        if table.view.get("whispers"):
            break
    return app, table


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_sheet_reads_whole_and_scrolls_to_its_last_note(size, monkeypatch):
    from tests.test_text_layout import problems, recording

    app, table = _searched(size=size)
    key(app, pygame.K_s, "s")
    assert table.sheet.open
    with recording() as rec:
        found = problems(app, rec)
    assert not found, found[:5]
    drawn = text_spy(monkeypatch)
    app.draw()
    assert any(d.startswith("Your sheet") for d in drawn)
    assert "General Store" in drawn  # struck through, with how (wrapped in its column)
    assert "your search here: no Door (hour 1)" in " ".join(drawn)
    for _ in range(40):  # Page Down to the foot: the last whisper is there
        key(app, pygame.K_PAGEDOWN)
    assert table.sheet.scroll > 0 or table.sheet.height <= art.MAP.h
    drawn.clear()
    app.draw()
    assert any(d.startswith("Searched General Store: nothing") for d in drawn), drawn[-8:]
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, pos=art.MAP.center)
    table.handle(wheel)
    key(app, pygame.K_s, "s")
    assert not table.sheet.open


def test_the_tab_opens_the_sheet_and_a_click_on_it_picks_no_place():
    app, table = _searched()
    for _ in range(400):  # the bot's beat, then seat 0's again
        frame(app, table)
        if table.human_to_act() == 0 and not table.controls.waiting:
            break
    app.draw()
    click(app, table.sheet.tab.center)
    assert table.sheet.open
    n = len(table.game.history)
    verb = table.controls.verb
    click(app, art.centre("church"))
    assert table.controls.verb == verb and len(table.game.history) == n


def test_the_map_marks_what_the_viewer_ruled_out():
    app, table = _searched()
    notes = table.picture.place_notes("general-store")
    assert "Not the Door: your search here: no Door (hour 1)" in notes
    assert any(n.startswith("Lying here:") and "Mirror (ruled out)" in n for n in notes)
    assert table.picture.place_notes("church")[-1] != "Not the Door"
    assert not any(n.startswith("Not the Door") for n in table.picture.place_notes("church"))


def test_the_public_view_shows_no_sheet_and_no_marks(monkeypatch):
    """Two humans share the screen: seat 0 reads its whisper in its own view and says
    so; then its window closes and the public view is drawn, with no sheet however it
    was left."""
    init_display()
    app, table = make_table(GAME, ThreeCardCoyoteTable, ["human", "human"], seed=4,
                            stack=STACK)
    assert live_seat(app, table) == 0
    key(app, pygame.K_s, "s")
    assert table.sheet.open
    table.act(0, "search with 9-spades")
    for _ in range(200):
        frame(app, table)
        if table.controls.mode == "read":
            break
    # the searcher reads the result at once, in its own view: nobody acts meanwhile
    assert table.privacy.private_seat == 0 and table.view["seat"] == 0
    assert table.controls.prompt.startswith(
        "Coyote whispers to you alone: Searched General Store: nothing")
    assert table.human_to_act() is None and not isinstance(app.top, PassGate)
    n = len(table.game.history)
    for _ in range(20):
        frame(app, table)
    assert table.privacy.reading == 0 and len(table.game.history) == n  # the match waits
    key(app, pygame.K_RETURN, "\r")  # OK: the program's focus, on the free choice
    assert table.privacy.private_seat is None and table.view["seat"] is None
    assert table.picture.sheet() is None
    drawn = text_spy(monkeypatch)
    table.picture.layers.forget()
    app.draw()
    assert not any(d.startswith(("Your sheet", "Not the Door")) for d in drawn)
    assert not any("ruled out" in n for n in table.picture.place_notes("general-store"))
    frame(app, table)
    assert isinstance(app.top, PassGate) and app.top.name == "Bruno"
    assert not table.sheet.open  # the next seat's view opens on the map
    bots = make_table(GAME, ThreeCardCoyoteTable, ["easy", "easy"], seed=4)[1]
    assert bots.picture.sheet() is None


def test_a_lone_searcher_sees_the_whisper_at_once_until_it_is_put_away():
    app, table = _searched()
    assert table.whisper_note == "Searched General Store: nothing"
    app.draw()
    assert table.picture.note_rect.w > 0
    click(app, table.picture.note_rect.center)
    assert table.whisper_note is None
    app, table = _searched()   # or until the next decision
    live_seat(app, table)
    assert table.whisper_note is not None
    table.act(0, table.game.legal_actions(0)[0])
    assert table.whisper_note is None
