"""The town's talk on the Helena map (rulings 83 to 87 have a place on the table): the
round's complication, every rumour with who started it, the favours owed and what
was carried off this round, drawn from the public observation into a box that stays
clear of the place's name, and whole under the mouse when a row is shortened."""

from __future__ import annotations

import pygame
import pytest

from game.core import DEALER
from scenes.painter import Painter
from scenes.tables.three_card_coyote import art, rumours
from scenes.theme import Theme
from tests.table_driver import init_display

VIEW = {
    "round": 4, "complication": "dust-storm",
    "rumours": [{"by": DEALER, "round": 3, "claims": [["door", "church"], ["key", "bible"]],
                 "half": True},
                {"by": 1, "round": 4, "claims": [["lantern", "torch"]], "half": False,
                 "folk": "loafers", "place": "north-main-street"}],
    "favours": {"waitress": [0]},
    "carried": [{"thing": "noose", "from": "smith-and-stable", "to": "church", "round": 4},
                {"thing": "chalk", "from": "school-house", "to": "church", "round": 2}],
}
NAMES = {0: "Clara", 1: "Amos"}


class Look:
    """What the box reads of the table's picture: the observation and the names."""

    obs = VIEW

    @staticmethod
    def char_name(seat: int) -> str:
        return NAMES[seat]


def test_the_town_talk_rows_say_the_complication_rumours_favours_and_what_moved():
    assert rumours.rows(VIEW, Look.char_name) == [
        ("Dust storm: moves need 8+", True),
        ("2 rumours: Amos: the Torch as the Lantern; Coyote: the Door at Church or the "
         "Bible as the Key (one is true)", False),
        ("Favours: Molly the waitress owes Clara", False),
        ("Carried off: Noose to Church", False),                 # this round's only
    ]
    assert rumours.rows({"round": 1}, Look.char_name) == []     # nothing to say: no box


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_the_box_keeps_clear_of_the_name_and_shows_a_shortened_row_whole(size):
    init_display()
    p = Painter.for_window(pygame.Surface(size), Theme())
    p.tips = []
    drawn: list[tuple[str, pygame.Rect]] = []
    real = p.text

    def text(s, pos, *a, **k):
        r = real(s, pos, *a, **k)
        drawn.append((s, r))
        return r
    p.text = text
    art.place_label(p, rumours.PLACE, p.theme.text)
    label_bottom = max(r.bottom for _, r in drawn)
    drawn.clear()
    rumours.draw(Look, p)
    assert drawn and min(r.top for _, r in drawn) >= label_bottom - 2
    assert all(r.bottom <= art.cell(rumours.PLACE).bottom for _, r in drawn)
    whole = {t for _, t in p.tips}
    assert any("Coyote: the Door at Church" in t for t in whole)  # on hover, whole


def test_a_rumour_in_the_picker_says_which_secret_it_claims():
    from scenes.tables.three_card_coyote.words import BeatWords
    words = BeatWords(table=None)  # town folk need no table to be named
    assert words.shape_words("talk loafers rumour key mining-pan") == \
        "the loafers: rumour the Mining Pan as the Key"
    assert words.shape_words("talk loafers rumour door north-main-street") == \
        "the loafers: rumour the Door at North Main Street"
