"""A table draws in the theme's roles, never in colours of its own.

A colour written into a table's code (``(236, 96, 84)``, ``pygame.Color(...)``,
``"#ec6054"``) skips the theme, so the colour-blind palette never reaches it: the
Helena table's fight and heal flashes kept their red and green for every player. A
game's own palette (its cards, its map, its pawns) lives in its ``art.py`` or in the
theme; every other module of a table package (the table, its view, controls,
stage and animator) names theme roles or ``art`` colours only.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

TABLES = Path(__file__).resolve().parent.parent / "scenes" / "tables"
#: every table package (a new table is held to the rule from its first commit)
PACKAGES = tuple(sorted(p.parent.name for p in TABLES.glob("*/__init__.py")))
#: where a game's palette may live
PALETTE = {"art.py"}
HEX = re.compile(r"#(?:[0-9a-fA-F]{3}){1,2}(?:[0-9a-fA-F]{2})?")


def _channel(node: ast.AST) -> bool:
    return (isinstance(node, ast.Constant) and type(node.value) is int
            and 0 <= node.value <= 255)


def _rgba(node: ast.Tuple, first_args: set[int]) -> bool:
    """An RGBA tuple: its alpha is worked out, or it is what a drawing call draws in
    (the first argument); a literal 4-tuple elsewhere may be a rectangle."""
    return not isinstance(node.elts[3], ast.Constant) or id(node) in first_args


def colour_literals(source: str) -> list[tuple[int, str]]:
    """(line, text) of each colour written as a literal in ``source``: a tuple of three
    0-255 ints, the same with an alpha, ``Color(...)`` built from literals, and a hex
    colour string."""
    tree = ast.parse(source)
    first_args = {id(n.args[0]) for n in ast.walk(tree) if isinstance(n, ast.Call) and n.args}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Tuple) and len(node.elts) in (3, 4) \
                and all(_channel(e) for e in node.elts[:3]) \
                and (len(node.elts) == 3 or _rgba(node, first_args)):
            found.append(node)
        elif isinstance(node, ast.Call) and (
                getattr(node.func, "attr", None) == "Color"
                or getattr(node.func, "id", None) == "Color") \
                and node.args and all(isinstance(a, ast.Constant) for a in node.args):
            found.append(node)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and HEX.fullmatch(node.value):
            found.append(node)
    return sorted((n.lineno, ast.unparse(n)) for n in found)


def table_modules(package: str) -> list[Path]:
    return sorted(p for p in (TABLES / package).glob("*.py") if p.name not in PALETTE)


@pytest.mark.parametrize("package", PACKAGES)
def test_table_modules_name_theme_roles_not_colours(package: str) -> None:
    offending = [f"{path.name}:{line}: {text}" for path in table_modules(package)
                 for line, text in colour_literals(path.read_text(encoding="utf-8"))]
    assert not offending, "colours written into table code (use theme roles, or art.py):\n" \
        + "\n".join(offending)


def test_what_the_tables_share_names_theme_roles_not_colours() -> None:
    """The kit every table draws with (notices, the whisper, the headband pieces) has no
    palette of its own: its inks are theme roles."""
    offending = [f"{path.name}:{line}: {text}" for path in sorted(TABLES.glob("*.py"))
                 for line, text in colour_literals(path.read_text(encoding="utf-8"))]
    assert not offending, "colours written into shared table code:\n" + "\n".join(offending)


def test_the_check_sees_each_way_of_writing_a_colour() -> None:
    source = ("a = (236, 96, 84)\np.rect((20, 14, 26, 232), r)\nc = (9, 9, 9, 2 * k)\n"
              "d = pygame.Color(1, 2, 3)\ne = Color('red')\nf = '#ec6054'\n"
              "# not colours:\ng = (0, 0, 1280, 720)\nRECT = (16, 52, 220, 28)\n"
              "h = (46, 64)\ni = (x, 2, 3)\nj = '#1 pick'\nk = (1.0, 2, 3)\n")
    assert [line for line, _ in colour_literals(source)] == [1, 2, 3, 4, 5, 6]
