"""Coyote Moon's observation says how many stones each seat has home, so the table
draws that count instead of working it out; the suits are declared once."""

import ast
from pathlib import Path

from game.coyote_moon import bots, pieces, rules
from game.coyote_moon.rules import CoyoteMoon
from scenes.tables.coyote_moon import art as moon_art

ROOT = Path(__file__).resolve().parent.parent
MOONS = ["null", "ace", "2", "3", "4", "5"]


def _game(coins):
    stack = {"moons": MOONS, "first": 0, "starts": ["null", "null"], "coins": coins}
    return CoyoteMoon(2, {}, seed=1, stack=stack)


def test_home_counts_face_up_stones_on_their_own_moon_per_seat():
    g = _game({"m2": "s2!",   # suns 2 on the 2 moon: home for seat 0
               "m0": "s3!",   # suns 3 on the null moon: not home
               "m5": "m5!",   # moons 5 on the 5 moon: home for seat 1
               "m1": "ma",    # face down: whether it is home is hidden
               "m3": "c3!"})  # an unused suit counts for nobody
    assert g.observation(0)["home"] == [1, 1]
    assert g.observation(1)["home"] == [1, 1]
    assert g.public_observation()["home"] == [1, 1]


def test_home_follows_a_drop_onto_the_matching_moon():
    g = CoyoteMoon(2, {}, seed=1, stack={
        "moons": MOONS, "first": 0, "starts": ["null", "null"], "coins": {},
        "hands": [["s2"], []], "pawns": ["m2", "m0"]})
    assert g.observation(0)["home"] == [0, 0]
    g.apply(0, "drop suns 2")
    assert g.observation(0)["home"] == [1, 0]


def test_a_fresh_game_starts_with_nobody_home():
    g = CoyoteMoon(3, {}, seed=5)
    assert g.observation(0)["home"] == [0, 0, 0]


def test_suits_are_declared_once():
    assert rules.SUITS is pieces.SUITS and bots.SUITS is pieces.SUITS
    assert moon_art.SUITS is pieces.SUITS and rules.VALUES is pieces.VALUES
    declared = []
    for path in [*(ROOT / "game").rglob("*.py"), *(ROOT / "scenes").rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id == "SUITS" for t in node.targets):
                declared.append(path.relative_to(ROOT).as_posix())
    moon = [p for p in declared if "moon" in p]
    assert moon == ["game/coyote_moon/pieces.py"], moon


def test_the_moon_table_reads_home_from_the_view():
    src = (ROOT / "scenes/tables/coyote_moon/view.py").read_text(encoding="utf-8")
    assert '["home"]' in src and "_home_count" not in src
