"""The shape of the code, held: small modules, tables of a few dozen methods each,
no mixins on a table, and no module of scenes/ over 600 lines.

A class's size is every method it reaches through its bases written in scenes/
(``Scene`` aside, the frame every scene shares): one ``self`` of two hundred methods
is what made every change slow.
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

from scenes.scene import Scene
from scenes.tables import TABLES, table_class

ROOT = Path(__file__).resolve().parent.parent
MAX_LINES = 600
MAX_METHODS = 60


def _methods(cls: type) -> set[str]:
    names: set[str] = set()
    for klass in cls.__mro__:
        module = getattr(klass, "__module__", "")
        if klass is Scene or klass is object or not module.startswith("scenes"):
            continue
        names.update(n for n, v in vars(klass).items()
                     if inspect.isfunction(v) or isinstance(v, (property, staticmethod,
                                                                classmethod)))
    return names


def _long_modules() -> dict[str, int]:
    out = {}
    for path in sorted((ROOT / "scenes").rglob("*.py")):
        n = len(path.read_text(encoding="utf-8").splitlines())
        if n > MAX_LINES:
            out[str(path.relative_to(ROOT))] = n
    return out


def test_no_module_of_scenes_is_over_600_lines():
    assert not _long_modules(), _long_modules()


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_a_table_reaches_at_most_60_methods(game_id):
    cls = table_class(game_id)
    n = len(_methods(cls))
    assert n <= MAX_METHODS, (cls.__name__, n)


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_a_table_has_no_mixins(game_id):
    """A table is its base and itself; what it draws and its controls are objects it
    holds, not classes it is made of."""
    from scenes.table_base import TableBase

    cls = table_class(game_id)
    for klass in cls.__mro__[1:]:
        if klass is TableBase:
            break
        assert issubclass(klass, TableBase), f"{cls.__name__} mixes in {klass.__name__}"


def test_no_class_in_scenes_has_over_60_methods_of_its_own():
    big = []
    for path in sorted((ROOT / "scenes").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                n = sum(isinstance(b, (ast.FunctionDef, ast.AsyncFunctionDef))
                        for b in node.body)
                if n > MAX_METHODS:
                    big.append((str(path.relative_to(ROOT)), node.name, n))
    assert not big, big
