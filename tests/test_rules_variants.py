"""The in-app rules tell the variants: every one from the menu, and from a game in
progress only those it plays, named in one line. Sections are tagged in a game's
howto.md with the option that turns them on (``{option}`` or ``{option=value}``)."""

from __future__ import annotations

import pytest

from game import registry
from game.match import Match
from game.saves import SeatSpec
from scenes.rules_view import RulesScene, howto_path, rule_tags, rules_for
from tests.table_driver import init_display, new_app

VARIANTS = ["3 or less", "Square Jokers", "Slow Start", "Risky Reward", "Buyout",
            "Shuffle Time", "Zombies", "Teams", "Heist", "Transformer"]
#: the Transformer's alternates by the names its rules give them
ALTERNATES = ["Gambler King", "Reluctant King", "Friendly King", "Fancy King", "Wall Queen",
              "Alliance Queen", "Survivor Queen", "Wild Jack", "Friendly Jack", "Marker Jack",
              "Graverobber Jack", "Swap Ace", "Expensive Ace", "Rich Ace", "Super Ace",
              "Expensive Joker", "Extortion Joker", "Mega Joker", "Slow Joker",
              "Friendly Joker", "Teamwork Joker"]


def told(text: str) -> list[str]:
    """The alternates a rules page tells (each a list item naming it in bold)."""
    return [a for a in ALTERNATES if f"- **{a}**" in text]


def notcoup_rules(options=None) -> str:
    info = registry.built_game("notcoup")
    values = None if options is None else info.resolve_options(options)
    return rules_for(howto_path("notcoup").read_text(encoding="utf-8"), info, values)


def headings(text: str) -> list[str]:
    return [line[4:] for line in text.splitlines() if line.startswith("### ")]


def test_from_the_menu_every_variant_shows_and_no_tag_does():
    text = notcoup_rules()
    assert headings(text) == VARIANTS
    assert "{" not in text and "}" not in text
    assert "**Co-op**:" in text and "**Snake nest**:" in text
    assert "Variants in play" not in text and "No variants" not in text


def test_a_game_shows_only_its_variants_and_names_them():
    text = notcoup_rules({"teams": "coop", "heist": ("fu", "joker")})
    assert headings(text) == ["Teams", "Heist"]
    assert "Variants in play: Teams (Co-op), Heist (Discard, Joker)." in text
    assert "**Co-op**:" in text and "Snake nest" not in text
    assert "Every variant is a set-up option" not in text  # the menu's opening words
    assert "## Your turn: one action" in text  # the base game stays whole


def test_a_snake_nest_shows_switch_and_not_coop():
    text = notcoup_rules({"teams": "snake", "slow_start": "first-less", "zombies": True})
    assert headings(text) == ["Slow Start", "Zombies", "Teams"]
    assert "Variants in play: Slow Start (1 each, first 0), Zombies, Teams (Snake nest)." \
        in text
    assert "**Switch**" in text and "Co-op" not in text


def test_the_classic_game_says_it_has_no_variants():
    text = notcoup_rules({})
    assert headings(text) == []
    assert "No variants: the classic game." in text
    assert text.rstrip().rstrip("*").endswith("No variants: the classic game.")


@pytest.mark.parametrize("info", [i for i in registry.all_games() if i.built],
                         ids=lambda i: i.id)
def test_every_tag_names_an_option_and_a_value_it_takes(info):
    path = howto_path(info.id)
    if path is None:
        return
    names = {o.name: o for o in info.options}
    for name, value in rule_tags(path.read_text(encoding="utf-8")):
        assert name in names, f"{info.id}: tag names no option '{name}'"
        if value is not None:
            assert value in {str(c) for c in names[name].choices}, (info.id, name, value)


@pytest.mark.parametrize("game_id", ["coyote-heidelbaer", "coyote-tilsit", "coyote-moon"])
def test_untagged_rules_read_unchanged(game_id):
    info = registry.built_game(game_id)
    text = howto_path(game_id).read_text(encoding="utf-8")
    assert rules_for(text, info, None) == text
    assert rules_for(text, info, info.resolve_options({})) == text


def test_the_pause_menu_opens_the_rules_of_the_game_in_progress():
    from scenes.pause import PauseScene

    init_display()
    app = new_app()
    m = Match("notcoup", [SeatSpec("Ann", "human"), SeatSpec("Ben", "easy")],
              {"heist": ("joker",)}, 2)
    pause = PauseScene(app, m)
    app.push(pause)
    pause.rules()
    scene = app.top
    assert isinstance(scene, RulesScene)
    how = dict(scene.pages)["How to play"]
    assert "Variants in play: Heist (Joker)." in how and headings(how) == ["Heist"]
    app.draw()


def test_the_menu_opens_every_variant():
    init_display()
    app = new_app()
    scene = RulesScene(app, "notcoup")
    assert headings(dict(scene.pages)["How to play"]) == VARIANTS


# ----- the Transformer ---------------------------------------------------------------------
def test_from_the_menu_every_alternate_and_both_modes_show():
    text = notcoup_rules()
    assert told(text) == ALTERNATES
    assert "**Chosen at set-up**" in text and "**Drafted**" in text


def test_fixed_alternates_show_only_those_in_play():
    text = notcoup_rules({"transformer": "fixed", "queen_action": "wall",
                          "joker_action": "mega"})
    assert headings(text) == ["Transformer"]
    assert "Variants in play: Transformer (chosen at set-up)." in text
    assert told(text) == ["Wall Queen", "Mega Joker"]
    assert "**Chosen at set-up**" in text and "**Drafted**" not in text


def test_a_transformer_with_every_card_original_tells_no_alternate():
    text = notcoup_rules({"transformer": "fixed"})
    assert headings(text) == ["Transformer"] and told(text) == []


def draft_match():
    m = Match("notcoup", [SeatSpec("Ann", "human"), SeatSpec("Ben", "easy")],
              {"transformer": "draft"}, 2)
    return m


def test_a_draft_tells_what_is_decided_and_every_way_still_open():
    from scenes.rules_view import rule_values

    info = registry.built_game("notcoup")
    page = howto_path("notcoup").read_text(encoding="utf-8")
    m = draft_match()
    text = rules_for(page, info, rule_values(m))
    assert told(text) == ALTERNATES  # nothing decided: anything may come
    g = m.game
    g.apply(g.to_act()[0], "set king gambler")
    g.apply(g.to_act()[0], "set jack original")
    text = rules_for(page, info, rule_values(m))
    assert "Variants in play: Transformer (Drafted)." in text
    assert "**Drafted**" in text and "**Chosen at set-up**" not in text
    kings = [a for a in told(text) if a.endswith("King")]
    jacks = [a for a in told(text) if a.endswith("Jack")]
    assert kings == ["Gambler King"] and jacks == []
    assert "Wall Queen" in told(text) and "Mega Joker" in told(text)


def test_the_pause_menu_opens_a_drafts_rules_as_decided_so_far():
    from scenes.pause import PauseScene

    init_display()
    app = new_app()
    m = draft_match()
    m.game.apply(m.game.to_act()[0], "set ace rich")
    pause = PauseScene(app, m)
    app.push(pause)
    pause.rules()
    how = dict(app.top.pages)["How to play"]
    aces = [a for a in told(how) if a.endswith("Ace")]
    assert aces == ["Rich Ace"] and "Slow Joker" in told(how)
    app.draw()
