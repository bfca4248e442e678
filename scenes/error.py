"""The error screen: a scene crashed, and the player is told so plainly.

The app has already logged the traceback and autosaved a running game (through
the table's ``autosave`` hook); this screen says so, shows where the log file
is, and offers the way back to the menu.
"""

from __future__ import annotations

from pathlib import Path

from scenes.scene import FormScene
from scenes.theme import panel, shaded_backdrop
from scenes.widgets import Button, Form


class ErrorScene(FormScene):
    def __init__(self, app, message: str, log_path: Path | str | None = None,
                 saved_path: Path | str | None = None) -> None:
        super().__init__(app)
        self.message = message
        self.log_path = log_path
        self.saved_path = saved_path
        self.form = Form([
            Button((400, 510, 230, 56), "Back to menu", self.app.go_menu, primary=True),
            Button((650, 510, 230, 56), "Quit", self.app.quit),
        ])
        self.form.focus_first()

    def back(self) -> None:
        self.app.go_menu()

    def draw(self, p) -> None:
        t = p.theme
        shaded_backdrop(p)
        panel(p, (200, 130, 880, 470))
        p.text("Something went wrong", (640, 160), t.h1, t.bad, True, "midtop")
        p.text("The app hit a bug it did not expect. Sorry about that.", (640, 214), t.body,
               t.text_dim, False, "midtop")
        y = 262
        y += p.text_block(self.message[:300], (250, y, 780), t.body, t.text, True,
                          align="center")
        y += 18
        if self.saved_path:
            saved = ("Your game was saved. Choose Continue on the main menu to pick it up "
                     "where it stopped.")
            colour = t.good
        else:
            saved = "No game was in progress, so nothing needed saving."
            colour = t.text_dim
        y += p.text_block(saved, (250, y, 780), t.body, colour, align="center") + 12
        if self.log_path:
            p.text("The details are in the log file:", (640, y), t.small, t.text_dim, False,
                   "midtop")
            p.text_block(str(self.log_path), (250, y + 24, 780), t.small, t.text,
                         align="center")
        self.form.draw(p)
