"""The first time a game with a lesson is opened: offer its guided first game.

Offered once per game (the settings remember it); either answer goes on, and Esc
goes back to the menu. "Learn to play" on the menu's tile starts the lesson at any
time.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenes.scene import FormScene
from scenes.theme import panel
from scenes.widgets import Button, Form

BOX = (340, 200, 600, 300)


def first_time(app: Any, game_id: str) -> bool:
    """True (once per game) when its lesson has not been offered yet; remembered."""
    settings = getattr(app, "settings", None)
    offered = getattr(settings, "lessons_offered", None)
    if offered is None or game_id in offered:
        return False
    offered.append(game_id)
    saver = getattr(app, "_save_settings", None)
    if callable(saver):
        saver()
    return True


class LessonOffer(FormScene):
    opaque = False

    def __init__(self, app: Any, title: str, learn: Callable[[], Any],
                 play: Callable[[], Any]) -> None:
        super().__init__(app)
        self.title = title
        x, y, w, h = BOX
        self.form = Form([
            Button((x + 40, y + h - 86, 250, 56), "Learn to play",
                   lambda: self._then(learn), primary=True, hint="a guided game, 3-6 min"),
            Button((x + w - 290, y + h - 86, 250, 56), "Set up a game",
                   lambda: self._then(play), hint="I know the rules"),
        ])
        self.form.focus_first()

    def _then(self, go: Callable[[], Any]) -> None:
        self.app.pop()
        go()

    def draw(self, p: Any) -> None:
        th = p.theme
        p.rect(th.shade, (0, 0, 1280, 720))
        panel(p, BOX, 16)
        x, y, w, _ = BOX
        p.text(f"New to {self.title}?", (x + w / 2, y + 30), 28, th.text, True, "midtop")
        p.text_block("A short guided game shows you the rules at the table, one move at "
                     "a time. You can leave it whenever you like (Esc).",
                     (x + 40, y + 90, w - 80), 19, th.text_dim, align="center")
        self.form.draw(p)
