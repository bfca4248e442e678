"""The rules screens draw no markdown marks as text (issue 26): Tilsit's "*every* card"
and NotCoup's "*NotCoup*" once showed their stars. Every page the rules screen shows
(each game's how-to-play, from the menu and from games with its presets, and each
rulings page) is scrolled through and every line it draws is read."""

from __future__ import annotations

import re

import pytest

from game.registry import all_games
from tests.table_driver import init_display, new_app

#: a mark ScrollText does not turn into drawing: emphasis stars or underscores,
#: code ticks, a heading's hashes, link brackets, option tags, table pipes, a quote's
#: ">" at a line's start, an HTML tag, an escape, a strike-through
STRAY = re.compile(r"[*`#_\[\]{}|\\]|^\s*>|<\w|~~")


def _games():
    return [g for g in all_games() if g.built]


def _drawn_pages(scene, app) -> dict[str, list[str]]:
    """Every line each page of ``scene`` draws, scrolled from top to bottom."""
    out = {}
    for i, (name, _) in enumerate(scene.pages):
        scene.show(i)
        seen: list[str] = []
        real = app.painter.text

        def spy(s, pos, *a, seen=seen, real=real, **k):
            seen.append(s)
            return real(s, pos, *a, **k)
        app.painter.text = spy
        try:
            for _ in range(400):
                app.draw()
                if scene.text.offset >= scene.text.max_offset():
                    break
                scene.text.scroll(scene.text.view_h * 0.8)
        finally:
            del app.painter.text
        out[name] = seen
    return out


def _option_sets(info) -> list[tuple[str, dict | None]]:
    sets: list[tuple[str, dict | None]] = [("menu", None)]
    sets += [(name, info.resolve_options(dict(v))) for name, v in info.presets.items()]
    if not info.presets:
        sets.append(("defaults", info.resolve_options({})))
    return sets


@pytest.mark.parametrize("info", _games(), ids=lambda g: g.id)
def test_no_rules_page_draws_a_markdown_mark(info):
    from scenes.rules_view import RulesScene

    init_display()
    app = new_app((1280, 720))
    bad = []
    for label, options in _option_sets(info):
        scene = RulesScene(app, info.id, options)
        app.push(scene)
        pages = _drawn_pages(scene, app)
        app.pop()
        assert "How to play" in pages and "Rulings" in pages
        for page, lines in pages.items():
            assert lines, (label, page)
            bad += [(label, page, s) for s in lines if STRAY.search(s)]
    assert not bad, bad[:5]


def test_emphasis_and_links_show_as_their_words():
    from scenes.rules_view import drawable

    assert drawable("*NotCoup* is a game; *every* card counts") == \
        "NotCoup is a game; every card counts"
    assert drawable("- **Moon**: after the round _every_ card") == \
        "- **Moon**: after the round every card"
    assert drawable("see [the text](https://example.org)") == "see the text"
    assert drawable("#### Deep\n> quoted") == "### Deep\nquoted"
    # what ScrollText draws itself is left for it: bullets, bold, sums, names
    for kept in ("* a bullet", "**Whole line bold**", "2 * 3 * 4", "snake_case"):
        assert drawable(kept) == kept
