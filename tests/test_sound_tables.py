"""The NotCoup and Coyote Moon tables sound their events through whole bot games,
and ask only for sounds that exist."""

from __future__ import annotations

import pytest

from scenes import sound
from scenes.tables import table_class
from tests.table_driver import make_table, play_to_results

pytestmark = pytest.mark.usefixtures("fresh_sound")


@pytest.fixture
def played(monkeypatch):
    names: list[str] = []
    real = sound.play

    def spy(name: str, **how) -> None:
        real(name, **how)  # still checks the name: a misspelt one raises in the game
        names.append(name)
    monkeypatch.setattr(sound, "play", spy)
    return names


def bot_game(game_id, kinds, seed, options=None):
    app, table = make_table(game_id, table_class(game_id), kinds, options, anim_speed=0.0,
                            seed=seed)
    play_to_results(app, table, 30000)
    return table


def test_notcoup_sounds_its_events(played):
    heard: set[str] = set()
    for seed in (5, 6, 7, 22):  # claims, challenges, blocks, an owned-up bluff (22)
        bot_game("notcoup", ["easy", "medium", "easy", "medium"], seed)
        heard |= set(played)
    expected = {"shuffle", "card_deal", "bid", "challenge", "block", "coin", "card_flip",
                "reveal", "card_lost", "caught", "win"}
    assert expected <= heard, expected - heard
    assert heard <= sound.NAMES


def test_notcoup_with_the_transformer_sounds_too(played):
    bot_game("notcoup", ["easy", "easy", "easy"], 4, {"transformer": "draft"})
    assert {"card_deal", "bid", "coin", "card_lost", "win"} <= set(played)
    assert set(played) <= sound.NAMES


def test_moon_sounds_its_events(played):
    bot_game("coyote-moon", ["easy", "medium", "easy"], 11)
    expected = {"scramble", "dice", "step", "stone_up", "stone_down"}
    assert expected <= set(played), expected - set(played)
    assert set(played) <= sound.NAMES
    table_over = [n for n in played if n == "win"]
    assert len(table_over) <= 1  # the fanfare once, and only for a winner


def test_moon_plays_the_win_for_a_winner(played):
    table = bot_game("coyote-moon", ["easy", "easy"], 3)
    assert table.game.public_observation()["winner"] is not None  # this seed's race is won
    assert played.count("win") == 1


def test_helena_sounds_its_events(played):
    heard: set[str] = set()
    for seed in (8, 10):  # nights with raises and fights, each won by a claim
        bot_game("three-card-coyote", ["hard", "medium", "easy"], seed)
        heard |= set(played)
    expected = {"shuffle", "card_deal", "card_flip", "step", "chip", "fight", "win"}
    assert expected <= heard, expected - heard
    assert heard <= sound.NAMES
