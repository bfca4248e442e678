"""The gauntlet of outside playing styles, and the tournament that runs it."""

from __future__ import annotations

import json

import pytest

from game.bidding_styles import (
    GAUNTLET,
    STYLES,
    Bayesian,
    CardCounter,
    EagerCaller,
    MinRaiser,
    ThresholdCaller,
)
from game.cli import main
from game.match import Match
from game.odds import Dist
from game.saves import SeatSpec
from game.tournament import drive, lineup, orders, seating

GAMES = ["coyote-heidelbaer", "coyote-tilsit"]
EVEN = Dist({t: 1 / 21 for t in range(10, 31)})  # totals 10..30, equally likely


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("style", sorted(STYLES))
def test_every_style_plays_whole_games_with_legal_actions(game_id, style):
    for seed, options in ((1, {}), (2, {"shaman": True} if game_id == "coyote-tilsit"
                                     else {"trickster": True})):
        m = Match(game_id, [SeatSpec(f"s{i}", k) for i, k in
                            enumerate([style, "medium", style, "easy"])], options, seed)
        assert drive(m) > 0 and m.game.is_terminal()   # an illegal action would raise


def test_each_style_keeps_its_one_habit():
    # P(total >= b) on the even spread: 20 -> 11/21 (52%), 28 -> 3/21 (14%), 29 -> 2/21 (9.5%)
    assert not MinRaiser(0).calls(EVEN, 28) and MinRaiser(0).calls(EVEN, 29)
    assert EagerCaller(0).calls(EVEN, 20) and not EagerCaller(0).calls(EVEN, 18)
    assert CardCounter(0).calls(EVEN, 21) and not CardCounter(0).calls(EVEN, 20)
    assert not Bayesian(0).calls(EVEN, 30) and Bayesian(0).raise_to(EVEN, 12) == 20
    assert ThresholdCaller(0).calls(EVEN, 23) and not ThresholdCaller(0).calls(EVEN, 22)
    assert MinRaiser(0).raise_to(EVEN, 25) == 26                      # by one, always
    assert MinRaiser(0).open_at(EVEN) < EagerCaller(0).open_at(EVEN) < Bayesian(0).open_at(EVEN) + 1


def test_the_styles_are_registered_for_the_bidding_games_only_as_headless_seats():
    from game.registry import built_game
    from scenes.setup import KIND_ORDER

    for game_id in GAMES:
        assert set(GAUNTLET) <= set(built_game(game_id).bots)
    assert not set(STYLES) & set(KIND_ORDER)   # never offered in the app's set-up


def test_seating_rotates_the_line_up_and_the_order_round_the_table():
    kinds = ["hard", "a", "b", "c"]
    arrangements = orders(kinds)
    assert len(arrangements) == 6                 # 3! orders of the others behind "hard"
    games = len(kinds) * len(arrangements)
    positions = {e: set() for e in range(4)}
    behind = {e: set() for e in range(4)}        # who sits right after each entry
    for g in range(games):
        seated = seating(kinds, g)
        assert sorted(seated) == [0, 1, 2, 3]
        for seat, e in enumerate(seated):
            positions[e].add(seat)
            behind[e].add(seated[(seat + 1) % 4])
    assert all(p == {0, 1, 2, 3} for p in positions.values())
    assert all(b == set(range(4)) - {e} for e, b in behind.items())
    # three copies of one style have one order: plain rotation, as before
    assert orders(["hard", "s", "s", "s"]) == [[0, 1, 2, 3]]
    assert lineup(["hard", "s", "s", "s"], 1) == ["s", "s", "s", "hard"]


def test_tournament_gauntlet_prints_a_row_per_style(capsys):
    code = main(["tournament", "coyote-heidelbaer", "--seats", "medium", "--gauntlet",
                 "--games", "4"])
    out = capsys.readouterr().out
    assert code == 0
    for style in GAUNTLET:
        assert f"medium  {style}" in out
    code = main(["tournament", "coyote-tilsit", "--seats", "hard,medium", "--gauntlet",
                 "--games", "4", "--json"])
    res = json.loads(capsys.readouterr().out)
    assert code == 0 and len(res["rows"]) == 2 * len(GAUNTLET)
    assert {r["bot"] for r in res["rows"]} == {"hard", "medium"}
    assert all(r["games"] == 4 and 0 <= r["win_rate"] <= 1 for r in res["rows"])


def test_a_gauntlet_for_a_game_without_styles_is_refused(capsys):
    assert main(["tournament", "coyote-moon", "--seats", "medium", "--gauntlet"]) == 2
    assert "no gauntlet" in capsys.readouterr().err
