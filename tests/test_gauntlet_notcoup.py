"""NotCoup's gauntlet: each game declares its own styles, and the two that push on
blocks and late bluffs play as their habits say."""

from __future__ import annotations

import json
import random

import pytest

from game.bench import play_bots
from game.cli import main
from game.notcoup.styles import GAUNTLET
from game.registry import built_game
from tests.scenario import play
from tests.test_notcoup_bots import decide
from tests.test_notcoup_rules import new


def test_each_gauntlet_names_seat_kinds_of_its_own_game():
    for game_id in ("coyote-heidelbaer", "coyote-tilsit", "notcoup"):
        info = built_game(game_id)
        assert set(info.part(info.gauntlet)) <= set(info.bots)
    assert {"blocker", "late-bluffer"} <= set(GAUNTLET)


def test_a_notcoup_gauntlet_lists_every_style(capsys):
    code = main(["tournament", "notcoup", "--seats", "medium", "--gauntlet",
                 "--games", "2", "--json"])
    res = json.loads(capsys.readouterr().out)
    assert code == 0
    assert [r["style"] for r in res["rows"]] == list(GAUNTLET)
    assert all(r["bot"] == "medium" and r["games"] == 2 for r in res["rows"])


def test_a_game_without_a_gauntlet_is_refused(capsys):
    assert main(["tournament", "coyote-moon", "--seats", "medium", "--gauntlet"]) == 2
    assert "no gauntlet" in capsys.readouterr().err


def test_the_blocker_bluffs_a_block_it_cannot_back():
    g = new("KA", "JA", "KK", "AA", points=[2, 5, 2, 2], first=1)  # no Queen in sight
    play(g, "1: claim joker 0", "0: pass", "2: pass", "3: pass")
    assert decide(g, "blocker", 0) == "counter queen"


def test_the_blocker_blocks_an_action_aimed_at_someone_else():
    g = new("QA", "KA", "JJ", "AA", first=1)
    play(g, "1: more-income")
    assert decide(g, "blocker", 0) == "counter king"


def test_the_late_bluffer_claims_kings_only_once_cards_are_down():
    hands = ("QA", "XJ", "XA", "JA")
    early = new(*hands, points=[2, 6, 6, 2])
    assert decide(early, "late-bluffer", 0) != "claim king"
    late = new(*hands, points=[2, 6, 6, 2], first=1)
    play(late, "1: claim joker 2", "0: pass", "2: pass", "3: pass", "2: pass",
         "2: lose ace", "2: claim joker 3", "0: pass", "1: pass", "3: pass", "3: pass",
         "3: lose ace", "3: income")
    assert decide(late, "late-bluffer", 0) == "claim king"


@pytest.mark.parametrize("preset", list(built_game("notcoup").presets))
def test_games_against_the_new_styles_end_in_every_preset(preset):
    """A wall of blocks and a run of late King bluffs must not stall a table: the bots'
    memory of spots they keep coming back to still finds a way out."""
    info = built_game("notcoup")
    rng = random.Random(f"ends:new styles:{preset}")
    for mix in (["blocker"], ["medium", "blocker"], ["hard", "late-bluffer", "blocker"]):
        seats = rng.randint(info.min_seats, info.max_seats)
        kinds = [mix[s % len(mix)] for s in range(seats)]
        seed = rng.randrange(1_000_000)
        _, ended = play_bots("notcoup", kinds, info.preset(preset), seed,
                             [rng.randrange(1_000) for _ in kinds], 3_000)
        assert ended, f"{preset}: no end: {kinds} seed {seed}"
