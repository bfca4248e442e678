"""The registry and option schemas: every game listed, options validated."""

import pytest

from game.registry import UnknownName, all_games, get_info

IDS = ["coyote-heidelbaer", "coyote-tilsit", "notcoup", "coyote-moon", "three-card-coyote"]


def test_five_games_in_menu_order():
    assert [g.id for g in all_games()] == IDS


def test_every_game_has_credits_and_a_sane_seat_range():
    for g in all_games():
        assert g.credits and g.title
        assert 1 <= g.min_seats <= g.max_seats <= 6


def test_unknown_game_lists_the_known_ones():
    with pytest.raises(UnknownName) as e:
        get_info("chess")
    assert "coyote-heidelbaer" in str(e.value)


def test_option_values_are_parsed_and_checked():
    info = get_info("coyote-heidelbaer")
    assert info.resolve_options({}) == {"trickster": False}
    assert info.resolve_options({"trickster": "yes"}) == {"trickster": True}
    with pytest.raises(UnknownName, match="allowed: false, true"):
        info.resolve_options({"trickster": "maybe"})
    with pytest.raises(UnknownName, match="options: trickster"):
        info.resolve_options({"speed": 3})


def test_seat_range_is_enforced():
    info = get_info("coyote-heidelbaer")
    with pytest.raises(UnknownName, match="2 to 6"):
        info.check_seats(7)
