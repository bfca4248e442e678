"""Three Card Coyote's in-app rules page (howto.md): it is there, it names every role
and every action the engine takes, its table of powers says what the engine's powers
back, and the rules screen shows it, from the menu and from a game in progress."""

from __future__ import annotations

import re

import pygame
import pytest

from game import registry
from game.three_card_coyote.roles import DEFEND, POWERS, RANGED, ROLES, VERBS
from game.three_card_coyote.rules import deadline
from scenes.rules_view import RulesScene, howto_path, rules_for
from tests.table_driver import init_display, new_app

GAME = "three-card-coyote"
ACTIONS = ["pass", "move", "search", "take", "talk", "fight", "shoot", "heal", "unlock",
           "claim", "fold", "raise"]


def page() -> str:
    path = howto_path(GAME)
    assert path is not None, "no howto.md for Three Card Coyote"
    return path.read_text(encoding="utf-8")


def flat(text: str) -> str:
    """The page with its wrapped lines joined, so phrases read across line breaks."""
    return re.sub(r"\s+", " ", text)


def role_line(title: str) -> str:
    """The roles table's item for a role: '- **Atlas**, a titan ...' up to the next item."""
    name = title.removeprefix("the ")
    m = re.search(r"^- \*\*(?:The )?" + re.escape(name) + r"\*\*.*?(?=^- |^#|\Z)", page(),
                  re.M | re.S)
    assert m, f"the roles table has no line for {title}"
    return flat(m.group())


def test_the_page_exists_and_credits_the_author():
    text = page()
    assert text.startswith("# Three Card Coyote")
    assert "Todd Zircher" in text and "CC BY-NC 3.0" in text


@pytest.mark.parametrize("role", list(ROLES.values()), ids=lambda r: r.id)
def test_every_role_is_named(role):
    assert role.title.removeprefix("the ") in page()


def test_every_action_the_engine_takes_is_told():
    # the engine's own verbs, and the three ways to play a card without one
    assert ["pass", *VERBS, "fold", "raise"] == ACTIONS
    text = page()
    for verb in ACTIONS:
        assert f"- **{verb.capitalize()}** (" in text, f"the actions list has no {verb}"


@pytest.mark.parametrize("role", list(ROLES.values()), ids=lambda r: r.id)
def test_the_roles_table_says_what_each_power_backs(role):
    line = role_line(role.title)
    for pid in role.powers:
        power = POWERS[pid]
        m = re.search(re.escape(power.label) + r" \(([^)]*)\)", line)
        assert m, f"{role.title}: no '{power.label} (...)' in its line"
        backs, _, effect = m.group(1).partition(";")
        told = {("defend" if v == DEFEND else v) for v in power.backs}
        assert {w.strip() for w in backs.split(",")} == told, power.label
        assert ("shoots" in effect) == (power.lasting == RANGED), power.label
        assert bool(effect.strip()) == bool(power.lasting), power.label


def test_the_clock_by_table_size_is_the_engines():
    text = page()
    for seats in range(1, 7):
        n = "1 player" if seats == 1 else f"{seats} players"
        assert f"- {n}: {deadline(seats)} hours" in text


def test_the_roles_made_at_the_table_are_shown_only_when_played():
    info = registry.built_game(GAME)
    text = page()
    made = rules_for(text, info, info.resolve_options(info.presets["Made at the table"]))
    assert "Variants in play: The Loa (" in made and "The Baker (" in made
    book = rules_for(text, info, info.resolve_options({}))
    assert "### The Loa" not in book and "### The Baker" not in book
    assert "## The Showdown" in book  # the rest of the game stays whole


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_rules_screen_shows_the_page_and_scrolls_to_its_end(size):
    init_display()
    app = new_app(size)
    scene = RulesScene(app, GAME)
    app.push(scene)
    pages = dict(scene.pages)
    assert set(pages) == {"How to play", "Rulings"}
    assert "## The sixteen roles" in pages["How to play"]
    assert "{" not in pages["How to play"]  # every tag taken out
    app.draw()
    assert scene.text.content_h > scene.text.view_h  # a long page: it scrolls
    scene.text.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0))
    app.draw()
    assert scene.text.offset == scene.text.max_offset() > 0
    scene.show(1)
    app.draw()
