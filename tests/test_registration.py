"""A game is its own two packages and one line: ``game/<package>/`` (declared by its
``INFO``), ``scenes/tables/<package>/`` (its table, naming its scene as ``TABLE``) and
its package's name in ``game/catalogue.GAMES``. Nothing shared names a game."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from game import catalogue
from game.core import Game
from game.registry import all_games, built_game, odds_reader

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = sorted(p.parent.name for p in (ROOT / "game").glob("*/__init__.py"))


def _imports(path: Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names += [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            names += [a.name for a in node.names]
    return names


def _shared_modules() -> list[Path]:
    """What every game shares: the modules of game/, scenes/ and scenes/tables/ that
    sit in no game's package."""
    return sorted([*(ROOT / "game").glob("*.py"), *(ROOT / "scenes").glob("*.py"),
                   *(ROOT / "scenes" / "tables").glob("*.py")])


def test_shared_modules_import_no_game_package():
    offenders = [f"{path.relative_to(ROOT)}: {name}"
                 for path in _shared_modules() for name in _imports(path)
                 if name.split(".")[:2][0] == "game" and len(name.split(".")) > 1
                 and name.split(".")[1] in PACKAGES]
    assert not offenders, offenders


def test_shared_modules_name_no_game():
    """No branching on a game's id in shared code: a game says what differs in its
    own package (its INFO's parts, its table)."""
    ids = [i.id for i in all_games()]
    offenders = [f"{path.relative_to(ROOT)}: {gid}" for path in _shared_modules()
                 if path.name != "catalogue.py"  # the one list of games
                 for gid in ids if f'"{gid}"' in path.read_text(encoding="utf-8")]
    allowed = {"scenes/tools.py: coyote-heidelbaer",      # the tools' default game
               "game/cli.py: coyote-heidelbaer",          # the same, without the app
               "scenes/settings_store.py: notcoup",       # an old settings file's upgrade
               "scenes/rules_view.py: notcoup"}           # one option value's wording
    assert set(offenders) <= allowed, sorted(set(offenders) - allowed)


def test_the_catalogue_lists_every_game_package_once():
    assert sorted(catalogue.GAMES) == PACKAGES
    assert len(set(catalogue.GAMES)) == len(catalogue.GAMES)
    assert [i.module for i in all_games()] == [f"game.{p}" for p in catalogue.GAMES]


@pytest.mark.parametrize("package", catalogue.GAMES)
def test_each_package_declares_parts_that_resolve(package):
    info = next(i for i in all_games() if i.module == f"game.{package}")
    built = built_game(info.id)
    assert issubclass(built.factory, Game)
    assert {"random", "easy", "medium", "hard"} <= set(built.bots)
    assert all(callable(b) for b in built.bots.values())
    if info.odds:
        reader = odds_reader(info.id)
        assert reader.call and reader.turn_phases


@pytest.mark.parametrize("package", catalogue.GAMES)
def test_each_game_has_its_table_package_and_steering(package):
    from scenes import snapshot_steering
    from scenes.table_base import TableBase
    from scenes.tables import TABLES, table_class

    info = next(i for i in all_games() if i.module == f"game.{package}")
    assert TABLES[info.id].startswith(f"scenes.tables.{package}.table:")
    assert issubclass(table_class(info.id), TableBase)
    assert info.id in snapshot_steering.STEERING


def test_listing_the_games_and_tables_loads_no_engine():
    """The menu lists every game and whether it has a table without importing a rules
    engine, a bot or a table scene (so it opens fast)."""
    code = ("import sys; from game.registry import all_games; import scenes.tables; "
            "[i.title for i in all_games()]; "
            "print(sorted(m for m in sys.modules if m.endswith(('.rules', '.bots', '.table'))"
            " or m == 'pygame'))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout.strip()
    assert out == "[]", out
