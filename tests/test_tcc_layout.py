"""Two faults seen at the Three Card Coyote table under a real display: the searcher's
whisper note hid the map's top row of place names, and the Raise button cut its powers'
names short until pointed at, even at 1920x1080. Both are read here as a player would,
at 800x600, 1280x720 and 1920x1080."""

from __future__ import annotations

import pytest

from game.match import Match
from game.three_card_coyote.town import GRID
from scenes.tables.three_card_coyote import art
from scenes.tables.three_card_coyote.table import ThreeCardCoyoteTable
from tests.table_driver import init_display, new_app, seat_specs, untimed
from tests.test_table_three_card_coyote import live_seat
from tests.test_tcc_sheet_table import _searched
from tests.test_text_layout import problems, recording
from tests.test_three_card_coyote_play import card

GAME = "three-card-coyote"
SIZES = [(800, 600), (1280, 720), (1920, 1080)]
# as long as a search's whisper gets: the Door, the Key and the Lantern all found here
LONG_WHISPER = ("Searched Last Chance Hotel and Doctor: the Door, the Key (Dead Man's Hand), "
                "the Lantern (Menorah)")


@pytest.mark.parametrize("size", SIZES)
def test_the_whisper_note_hides_no_place_name(size):
    app, table = _searched(size=size)
    table.whisper_note = LONG_WHISPER
    with recording() as rec:
        found = problems(app, rec)
    assert not found, found[:5]
    note, p = table.picture.note_rect, app.painter
    assert note.top >= max(art.label_bottom(p, place) for place in GRID[0])
    assert note.bottom <= min(art.cell(place).y for place in GRID[1]) + 3
    assert note.w > art.MAP.w * 0.9  # as wide as the map, so the whisper has room


def _raise_at(size, roles, verb, shape):
    init_display()
    stack = {"roles": [roles, ("chuck", "doctor")],
             "secrets": [card("5s"), card("Jh"), card("6c")], "places": ["big-sky-saloon"] * 2,
             "rounds": [{"hands": [[card("5h"), card("7d"), card("9s")], None]}]}
    app = new_app(size, anim_speed=0.0)
    table = ThreeCardCoyoteTable(app, Match(GAME, seat_specs(["human", "easy"], GAME), {}, 4,
                                            stack=stack))
    untimed(table)
    app.push(table)
    assert live_seat(app, table) == 0
    table.controls.choose_verb(verb, shape)
    return app, table.controls.raise_button


# the longest: Helena and the Merchant each have two powers that back a Talk
CASES = [(("thor", "blacksmith"), "take", "take eagle-feather"),
         (("helena", "merchant"), "talk", "talk waitress learn")]


@pytest.mark.parametrize("roles, verb, shape", CASES)
@pytest.mark.parametrize("size", SIZES)
def test_the_raise_button_names_its_powers_whole(size, roles, verb, shape):
    app, button = _raise_at(size, roles, verb, shape)
    with recording() as rec:
        found = problems(app, rec)
    assert not found, found[:5]
    if size != (800, 600):  # the small window may shorten it; pointed at, it shows whole
        lines, _ = button._lines(app.painter)
        assert " ".join(lines) == button.text
