"""Text a player can read at any window size: never under 12 real pixels, and no two
labels drawn over each other, on every table state and every screen, at 800x600,
1024x600 and 1280x720 (at 800x600 the canvas is scaled by 0.625, and log and hint
lines used to be about 6 px tall)."""

from __future__ import annotations

import re
from contextlib import contextmanager

import pygame
import pytest

from game.registry import all_games
from scenes import tools
from scenes.app import App
from scenes.painter import MIN_TEXT_PX, Painter, Store
from scenes.settings_store import Settings
from scenes.tables import TABLES, table_class

SIZES = [(800, 600), (1024, 600), (1280, 720)]
FIGURE = re.compile(r"^[−\-+×x·\d\s]*$")  # a bare figure: a card's value, a big bid


def _cases():
    for game in sorted(TABLES):
        for state in table_class(game).snapshot_states():
            yield f"table-{state}", game
    for scene in ("menu", "setup", "settings", "pause", "results", "gate", "about",
                  "rules", "error", "load"):
        yield scene, "coyote-tilsit"
    for info in all_games():  # a game with presets shows them on its set-up screen
        if info.built and info.presets:
            yield "setup", info.id


@contextmanager
def recording():
    """Record every label drawn (its surface, real rect and text) and every text size
    rendered, while the block runs."""
    drawn, sizes = [], []
    real_text, real_render = Painter.text, Store.render

    def text(self, s, pos, size=20, color=None, bold=False, anchor="topleft"):
        r = real_text(self, s, pos, size, color, bold, anchor)
        clip = self.surface.get_clip()
        drawn.append((id(self.surface), self.real_rect(r).clip(clip), s))
        return r

    def render(self, s, px, bold, color):
        sizes.append((px, s))
        return real_render(self, s, px, bold, color)
    Painter.text, Store.render = text, render
    try:
        yield drawn, sizes
    finally:
        Painter.text, Store.render = real_text, real_render


@pytest.fixture
def record():
    with recording() as r:
        yield r


def assert_readable(app, where: str, drawn: list, sizes: list) -> None:
    """Draw ``app`` afresh; no text under the minimum size, no two labels overlapping
    (an overlay's labels are checked among themselves: it is read over a dimmed scene)."""
    app.store.surfaces.clear()  # draw every cached layer afresh, so it is seen
    top = app.stack[-1]
    real_draw = top.draw

    def top_draw(p):
        drawn.clear()
        real_draw(p)
    top.draw = top_draw
    sizes.clear()
    try:
        app.draw()
    finally:
        del top.draw
    small = [(px, s) for px, s in sizes if px < MIN_TEXT_PX and s.strip()]
    assert not small, f"{where}: text under {MIN_TEXT_PX} px: {small[:4]}"
    by_surface: dict[int, list] = {}
    for surf, r, s in drawn:
        if s.strip() and not FIGURE.match(s) and r.w > 0 and r.h > 0:
            by_surface.setdefault(surf, []).append((r, s))
    clashes = []
    for items in by_surface.values():
        for i, (a, sa) in enumerate(items):
            for b, sb in items[i + 1:]:
                o = a.clip(b)
                if o.w > 2 and o.h > 2:
                    clashes.append((sa, sb))
    assert not clashes, f"{where}: labels overlap: {clashes[:5]}"


@pytest.mark.parametrize("scene,game", list(_cases()), ids=lambda v: str(v))
def test_text_is_readable_and_labels_never_overlap(scene, game, record):
    drawn, sizes = record
    pygame.display.init()
    pygame.font.init()
    for size in SIZES:
        app = App(size, settings=Settings(), screen=pygame.Surface(size))
        tools.build_scene(app, scene, game, 9)
        assert_readable(app, f"{scene} at {size}", drawn, sizes)
