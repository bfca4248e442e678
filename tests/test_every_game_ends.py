"""Every game ends: bots-only games of all five games, across NotCoup's presets and
every mix of bots (strengths, playing styles, random), finish within a bound of
actions. NotCoup's bots once went round in circles for ever (a drafted Extortion
Joker against a Friendly Jack; a table with the pile dry trading Jack counters);
those games are kept below by name, each of which must now end.

A modest number of seeds keeps the file quick; ``coyotes-table bench --longest
--games 2000`` plays thousands and prints the longest game per game and preset.
"""

from __future__ import annotations

import json
import random

import pytest

from game.bench import draw_lineup, play_bots, variants
from game.notcoup.bots import Circles
from game.registry import all_games, built_game

BOUND = 3_000  # actions: every game seen so far ends in well under a thousand

OTHER_GAMES = [i.id for i in all_games() if i.built and i.id != "notcoup"]
GAMES_EACH = {"coyote-moon": 2}  # Moon's Hard searches deep: two games are seconds


@pytest.mark.parametrize("game_id", OTHER_GAMES)
def test_bot_games_of_every_game_end(game_id):
    info = built_game(game_id)
    for name, opts in variants(info):
        rng = random.Random(f"ends:{game_id}:{name}")
        for _ in range(GAMES_EACH.get(game_id, 4)):
            game = draw_lineup(info, rng)
            n, ended = play_bots(game_id, game["kinds"], opts, game["seed"],
                                 game["bot_seeds"], BOUND)
            assert ended, f"{game_id} {name}: no end within {BOUND} actions: {game}"


NOTCOUP = built_game("notcoup")
STYLES = ["honest", "bluffer", "challenger", "credulous", "blind", "blocker", "late-bluffer"]
MIXES = [  # a seat count's worth of each, cut or repeated to the table's size
    ["easy"], ["medium"], ["hard"], ["hard", "medium", "easy"], ["random", "medium"],
    STYLES, ["hard"] + STYLES, ["medium", "random", "medium"],
]


@pytest.mark.parametrize("preset", list(NOTCOUP.presets))
def test_notcoup_bot_games_end_in_every_preset(preset):
    opts = NOTCOUP.preset(preset)
    rng = random.Random(f"ends:notcoup:{preset}")
    for i, mix in enumerate(MIXES):
        seats = rng.randint(NOTCOUP.min_seats, NOTCOUP.max_seats) if i % 2 else 6
        kinds = [mix[(s + i) % len(mix)] for s in range(seats)]
        seed = rng.randrange(1_000_000)
        bot_seeds = [rng.randrange(1_000) for _ in kinds]
        n, ended = play_bots("notcoup", kinds, opts, seed, bot_seeds, BOUND)
        assert ended, f"{preset}: no end within {BOUND} actions: {kinds} seed {seed} " \
                      f"bots {bot_seeds}"


# ----- the games that once never ended ------------------------------------------------

def ends(seats, options, seed, kinds, bot_seeds) -> int:
    opts = NOTCOUP.resolve_options(options)
    n, ended = play_bots("notcoup", kinds, opts, seed, bot_seeds, BOUND)
    assert ended, f"no end within {BOUND} actions"
    return n


def test_a_drafted_extortion_joker_against_a_friendly_jack_ends():
    # from about action 70: "claim joker 2", "pay", "claim jack 0" and passes for ever
    ends(3, {"transformer": "draft"}, 11, ["medium"] * 3, [5, 6, 7])


def test_everything_with_a_random_seat_between_two_mediums_ends():
    ends(3, NOTCOUP.preset("Everything"), 790544, ["medium", "random", "medium"],
         [194, 670, 297])


@pytest.mark.parametrize("seed,bot_seeds", [
    (49718, [721, 334, 280, 312, 831, 766]),
    (356421, [568, 989, 416, 397, 110, 328]),
])
def test_co_op_hard_bots_with_the_pile_dry_end(seed, bot_seeds):
    # the pile at 0, every seat on 5 points and 2 cards: Jacks blocked by Jacks for ever
    ends(6, {"teams": "coop"}, seed, ["hard"] * 6, bot_seeds)


def test_a_dry_pile_with_kings_countering_more_income_ends():
    # the pile at 0 with points [0, 5, 6, 5, 6, 6]: "claim king", "counter king",
    # "more-income" for ever
    ends(6, {"buyout": True, "shuffle_time": True, "teams": "snake", "heist": ("redraw",),
             "transformer": "fixed", "king_action": "friendly", "queen_action": "survivor",
             "jack_action": "marker", "ace_action": "rich", "joker_action": "mega"},
         578612, ["medium"] * 6, [708, 961, 751, 331, 795, 954])


# ----- how a bot notices a circle -----------------------------------------------------

def spot_obs(points, lost=((), (), ())):
    return {"phase": "turn", "actor": 0, "points": list(points), "hand_sizes": [1, 1, 1],
            "pile": 20, "bank": None, "chain": None, "front": [], "hand": ["joker-1"],
            "lost": [list(x) for x in lost], "out": [False] * 3, "zombie": [False] * 3}


def test_a_bot_changes_course_when_a_spot_comes_round_again():
    c = Circles()
    options = ["income", "claim king", "claim joker 2"]
    for _ in range(Circles.patience):  # the first visits: every option, as usual
        assert c.options(spot_obs([0, 0, 5]), options) == options
        c.chose("claim joker 2")
        assert c.options(spot_obs([2, 0, 3]), options) == options  # elsewhere
        c.chose("income")
    # back again, with nothing lost meanwhile: what it chose here before is left out
    assert c.options(spot_obs([0, 0, 5]), options) == ["income", "claim king"]
    assert c.circling()
    c.chose("claim king")
    assert c.options(spot_obs([0, 0, 5]), options) == ["income"]
    c.chose("income")
    assert c.options(spot_obs([0, 0, 5]), options) == options  # all tried: start over


def test_a_lost_card_clears_the_memory_of_circles():
    c = Circles()
    options = ["income", "claim king"]
    for _ in range(Circles.patience):
        c.options(spot_obs([0, 0, 5]), options)
        c.chose("income")
    moved = spot_obs([0, 0, 5], lost=(("ace-hearts",), (), ()))
    assert c.options(moved, options) == options and not c.circling()


# ----- the benchmark that plays thousands -----------------------------------------------

def test_bench_longest_prints_the_longest_game_per_preset(capsys):
    from game.cli import main

    assert main(["bench", "--longest", "--games", "2", "notcoup", "--preset", "heist"]) == 0
    out = capsys.readouterr().out
    assert "longest" in out and "notcoup  Heist" in out
    assert main(["bench", "--longest", "--games", "2", "--json", "coyote-tilsit"]) == 0
    rows = json.loads(capsys.readouterr().out)["rows"]
    assert [r["preset"] for r in rows] == ["default"]
    assert rows[0]["longest"]["actions"] >= rows[0]["p99"] > 0 and not rows[0]["unfinished"]
    assert main(["bench", "--longest", "notcoup", "--preset", "no such"]) == 2
