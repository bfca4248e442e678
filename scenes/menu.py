"""The main menu: the five games, Continue and Load, Settings, About, Quit.

Games come from the registry in menu order. A built game offers Play (seat
set-up) and Rules; a game not built yet is shown with its summary and a
"coming soon" tag and cannot be started. The menu reads only the registry's
catalogue, never a rules engine, so it opens fast.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pygame

from game.registry import GameInfo, all_games
from scenes.scene import FormScene, Scene
from scenes.theme import draw_backdrop, heading, panel, shaded_backdrop
from scenes.widgets import Button, Form, ListBox, ScrollText

TILE_X, TILE_Y, TILE_W, TILE_H, TILE_GAP = 70, 160, 720, 98, 12
SIDE_X, SIDE_W = 850, 300


def seat_range(info: GameInfo) -> str:
    if info.min_seats == info.max_seats:
        return f"{info.min_seats} players"
    return f"{info.min_seats}–{info.max_seats} players"


def playable(info: GameInfo) -> bool:
    """Built engine and a table to draw it: the game can be started.

    The table's module is looked up, not imported, so the menu stays quick.
    """
    import importlib.util

    from scenes.tables import TABLES

    target = TABLES.get(info.id)
    if not info.built or target is None:
        return False
    try:
        return importlib.util.find_spec(target.partition(":")[0]) is not None
    except (ImportError, ValueError):
        return False


def autosave_summary() -> str | None:
    """A short line about the autosave ('Coyote · 3 players · 14:05'), or None if none."""
    from game.paths import autosave_path

    path = autosave_path()
    return save_summary(path, short=True) if path.exists() else None


def save_summary(path: Path, short: bool = False) -> str:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        titles = {g.id: g.title for g in all_games()}
        title = titles.get(data.get("game"), str(data.get("game")))
        seats = len(data.get("seats", []))
        stamp = time.localtime(path.stat().st_mtime)
        same_day = time.strftime("%Y%m%d", stamp) == time.strftime("%Y%m%d")
        if short:
            return f"{title} · {time.strftime('%H:%M' if same_day else '%d %b', stamp)}"
        when = time.strftime("today %H:%M" if same_day else "%d %b %H:%M", stamp)
        return f"{title} · {seats} players · {when}"
    except (OSError, ValueError, AttributeError):
        return f"{path.name} (unreadable)"


class MenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = all_games()
        self.form = Form()
        self.notice = ""
        self.playable = {g.id for g in self.games if playable(g)}
        for i, info in enumerate(self.games):
            y = TILE_Y + i * (TILE_H + TILE_GAP)
            if info.id in self.playable:
                self.form.add(Button((TILE_X + TILE_W - 250, y + 28, 112, 44), "Play",
                                     lambda g=info.id: self.play(g), primary=True))
                self.form.add(Button((TILE_X + TILE_W - 128, y + 28, 112, 44), "Rules",
                                     lambda g=info.id: self.rules(g), size=20))
        y = 250
        self.continue_btn = self.form.add(
            Button((SIDE_X, y, SIDE_W, 66), "Continue", self.continue_game, size=24))
        items = [("Load game", self.load), ("Settings", self.settings), ("About", self.about),
                 ("Quit", self.app.quit)]
        for j, (label, fn) in enumerate(items):
            self.form.add(Button((SIDE_X, y + 84 + j * 68, SIDE_W, 54), label, fn))
        self.refresh()
        self.form.focus_first()

    def refresh(self) -> None:
        summary = autosave_summary()
        self.continue_btn.enabled = summary is not None
        self.continue_btn.hint = summary or "no game in progress"

    def enter(self) -> None:
        self.refresh()

    # ---- actions ----------------------------------------------------------------------------
    def play(self, game_id: str) -> None:
        from scenes.setup import SetupScene

        self.app.push(SetupScene(self.app, game_id))

    def rules(self, game_id: str) -> None:
        from scenes.rules_view import RulesScene

        self.app.push(RulesScene(self.app, game_id))

    def continue_game(self) -> None:
        from game.paths import autosave_path

        self.open_save(autosave_path())

    def open_save(self, path: Path) -> bool:
        from game.saves import SaveError, load
        from scenes.setup import open_table

        try:
            session = load(path)
        except SaveError as e:
            self.notice = str(e)
            return False
        from game.match import Match

        err = open_table(self.app, Match.from_session(session))
        if err:
            self.notice = err
            return False
        return True

    def load(self) -> None:
        self.app.push(LoadScene(self.app, self))

    def settings(self) -> None:
        from scenes.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def about(self) -> None:
        self.app.push(AboutScene(self.app))

    # ---- scene ------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return True  # Esc on the menu does nothing; Quit is a button
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.notice = ""
        return self.form.handle(event)

    def draw(self, p) -> None:
        t = p.theme
        # Everything but the buttons is drawn once per window size into one opaque
        # layer: a menu frame is then a single blit plus the buttons.
        key = ("menu-layer", t.colorblind, tuple(sorted(self.playable)))
        p.blit(p.cached(key, (1280, 720), self._draw_static, alpha=False), (0, 0))
        self.form.draw(p)
        if self.notice:
            r = pygame.Rect(SIDE_X - 20, 610, SIDE_W + 40, 80)
            panel(p, r, 12)
            p.text_block(self.notice, (r.x + 14, r.y + 10, r.w - 28), t.small, t.bad)

    def _draw_static(self, p) -> None:
        t = p.theme
        draw_backdrop(p)
        p.text("Coyote's Table", (TILE_X, 34), t.title_size, t.accent_hi, True)
        p.text("Bluff, bid and race: five tabletop games for friends and bots.",
               (TILE_X + 4, 112), t.body, t.text_dim)
        for i, info in enumerate(self.games):
            self._tile(p, info, TILE_Y + i * (TILE_H + TILE_GAP))

    def _tile(self, p, info: GameInfo, y: int) -> None:
        t = p.theme
        live = info.id in self.playable
        panel(p, (TILE_X, y, TILE_W, TILE_H), 14, alpha=226 if live else 200)
        fg = t.text if live else t.text_dim
        p.text(info.title, (TILE_X + 22, y + 14), 24, fg, True)
        summary_w = TILE_W - (290 if live else 200)
        lines = p.wrap(info.summary, summary_w, t.small)
        for k, line in enumerate(lines[:2]):
            p.text(line, (TILE_X + 22, y + 48 + k * 20), t.small, t.text_dim)
        if live:
            p.text(seat_range(info), (TILE_X + TILE_W - 256, y + 14), t.small - 2,
                   t.text_faint, False, "topright")
        else:
            p.text(seat_range(info), (TILE_X + TILE_W - 22, y + 14), t.small - 2,
                   t.text_faint, False, "topright")
            tag = pygame.Rect(0, 0, 150, 34)
            tag.topright = (TILE_X + TILE_W - 22, y + 44)
            p.rect(t.track, tag, radius=17)
            p.rect(t.panel_edge, tag, width=2, radius=17)
            p.text("Coming soon", tag.center, t.small, t.accent, True, "center")


class LoadScene(FormScene):
    """Pick a save file from the saves folder."""

    def __init__(self, app, menu: MenuScene) -> None:
        super().__init__(app)
        from game.paths import saves_dir

        self.menu = menu
        self.paths = sorted(saves_dir().glob("*.json"), key=lambda q: q.stat().st_mtime,
                            reverse=True)
        items = [("Autosave · " if q.name == "autosave.json" else "") + save_summary(q)
                 for q in self.paths]
        self.list = ListBox((240, 170, 800, 400), items, on_activate=self.open_index,
                            row_h=44)
        self.form = Form([
            self.list,
            Button((240, 600, 240, 56), "Back", self.app.pop),
            Button((800, 600, 240, 56), "Load", self.open_selected, primary=True,
                   enabled=bool(self.paths)),
        ])
        self.form.focus_first()
        self.notice = "" if self.paths else "No saved games yet. Pause a game and choose Save."

    def open_selected(self) -> None:
        if self.list.selected >= 0:
            self.open_index(self.list.selected)

    def open_index(self, i: int) -> None:
        self.app.pop()
        if not self.menu.open_save(self.paths[i]):
            self.app.push(self)
            self.notice = self.menu.notice
            self.menu.notice = ""

    def draw(self, p) -> None:
        t = p.theme
        shaded_backdrop(p)
        heading(p, "Load a saved game", 60, "Saved games, newest first")
        self.form.draw(p)
        if self.notice:
            p.text_block(self.notice, (240, 674, 800), t.small, t.accent, align="center")


class AboutScene(FormScene):
    """What the app is, who made the games, and the font licence."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.text = ScrollText((140, 130, 1000, 470), self.about_text(), size=19)
        self.form = Form([self.text, Button((520, 620, 240, 56), "Back", self.app.pop,
                                            primary=True)])
        self.form.focus_first()

    @staticmethod
    def about_text() -> str:
        lines = ["# Coyote's Table",
                 "Five tabletop games of bluff, bidding and racing. Play against bots, pass "
                 "one screen around the table, or mix the two.", "",
                 "## The games"]
        for info in all_games():
            status = "" if playable(info) else " (coming soon)"
            lines += [f"### {info.title}{status}", info.credits, ""]
        lines += ["## Fonts",
                  "Text is set in DejaVu Sans, free fonts derived from Bitstream Vera. "
                  "Their licence follows in full.", ""]
        try:
            from game.paths import asset

            lines.append(asset("fonts", "LICENSE-DejaVu.txt").read_text(encoding="utf-8"))
        except OSError:
            lines.append("(The licence file is missing from this installation.)")
        return "\n".join(lines)

    def unhandled(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL or event.type == pygame.KEYDOWN:
            return self.text.handle(event)
        return True

    def draw(self, p) -> None:
        shaded_backdrop(p)
        heading(p, "About", 50)
        self.form.draw(p)
