"""Every rulings page ties each ruling to the tests that check it.

A ruling is a numbered list item (``12. **Title.** prose``) in ``game/rulings/*.md``.
It ends with an indented line naming its tests by pytest id, in backticks::

    3. **A raise is strictly higher.** Repeating a bid is refused.
       - Tests: `tests/test_coyote_tilsit_rules.py::test_raise_must_be_higher`

The app's rulings tab leaves that line out, so players read only the prose.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

from scenes.rules_view import for_players

ROOT = Path(__file__).resolve().parents[1]
PAGES = sorted((ROOT / "game" / "rulings").glob("*.md"))
ITEM = re.compile(r"^\d+\.\s")
TEST_REF = re.compile(r"`(tests/[^`\s:]+\.py)::(\w+)`")
TITLE = re.compile(r"\*\*(.+?)\*\*")


def rulings(text: str) -> list[str]:
    """The page's rulings, each with its continuation lines (up to a blank line)."""
    items: list[list[str]] = []
    current: list[str] | None = None
    for line in text.splitlines():
        if ITEM.match(line):
            current = [line]
            items.append(current)
        elif not line.strip() or line.startswith("#"):
            current = None
        elif current is not None:
            current.append(line)
    return ["\n".join(lines) for lines in items]


def title(ruling: str) -> str:
    m = TITLE.search(ruling)
    return m.group(1) if m else ruling.splitlines()[0]


@cache
def defined_tests(path: str) -> frozenset[str]:
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    return frozenset(n.name for n in tree.body
                     if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)))


def test_there_are_rulings_pages():
    assert len(PAGES) >= 3


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.stem)
def test_every_ruling_names_a_test(page):
    found = rulings(page.read_text(encoding="utf-8"))
    assert len(found) >= 5, f"{page.name}: no numbered rulings found"
    untested = [title(r) for r in found if not TEST_REF.search(r)]
    assert not untested, f"{page.name}: rulings naming no test: {untested}"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.stem)
def test_every_named_test_exists(page):
    refs = TEST_REF.findall(page.read_text(encoding="utf-8"))
    assert refs
    for path, name in refs:
        assert (ROOT / path).is_file(), f"{page.name} names a missing file {path}"
        assert name.startswith("test_") and name in defined_tests(path), \
            f"{page.name} names {path}::{name}, which is not a test there"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.stem)
def test_players_read_every_ruling_without_its_test_names(page):
    text = page.read_text(encoding="utf-8")
    shown = for_players(text)
    assert "tests/" not in shown and "::" not in shown
    for r in rulings(text):
        # the title survives whole, so the test line did not drag the prose out with it
        assert f"**{title(r)}**" in shown, (page.name, title(r))


def test_the_parser_reads_the_documented_shape():
    page = ("## Bidding\n\n"
            "1. **Higher.** A raise is higher.\n"
            "   - Tests: `tests/test_rulings_pages.py::test_there_are_rulings_pages`,\n"
            "     `tests/test_rulings_pages.py::test_every_named_test_exists`\n\n"
            "2. **Untested.** Nothing names a test here.\n")
    found = rulings(page)
    assert [title(r) for r in found] == ["Higher.", "Untested."]
    assert len(TEST_REF.findall(found[0])) == 2 and not TEST_REF.search(found[1])


def test_a_table_on_a_rulings_page_reads_as_a_list_on_screen():
    page = "| Role | Power | Lasting effect |\n| --- | --- | --- |\n| Atlas | Lifts anything | - |"
    assert for_players(page).strip() == "- **Atlas** · Power: Lifts anything"
    shown = for_players((ROOT / "game" / "rulings" / "three-card-coyote.md").read_text())
    assert "|" not in shown and "- **the Cowboy** · Power: Henry rifle" in shown
