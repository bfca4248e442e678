"""The whole game log, over the table: every line since the first deal.

A table shows only its newest lines; L (or a click on the log's title) opens
this overlay, which scrolls by wheel, drag, arrows, PageUp/PageDown, Home/End.
Esc, L or Enter close it. The lines are the table's own log, which in
pass-and-play holds public facts only.
"""

from __future__ import annotations

import pygame

from scenes.scene import FormScene
from scenes.theme import panel
from scenes.widgets import Button, Form, ScrollText

CLOSE_KEYS = (pygame.K_ESCAPE, pygame.K_l, pygame.K_RETURN, pygame.K_KP_ENTER)


def log_markup(lines: list[str]) -> str:
    """Log lines as the scroll view's markup: a new round is a heading, each line an item."""
    out = []
    for line in lines:
        text = line.replace("**", "")
        out.append(f"### {text}" if text.startswith("Round ") else f"- {text}")
    return "\n".join(out)


class LogScene(FormScene):
    opaque = False

    def __init__(self, app, title: str, lines: list[str]) -> None:
        super().__init__(app)
        self.title = title
        self.view = ScrollText((190, 96, 900, 520), log_markup(lines) or "(nothing yet)",
                               size=18)
        self.view.scroll(1e9)  # open at the newest line, as the table shows it
        self.view.offset = 1e9
        self.form = Form([self.view, Button((520, 630, 240, 52), "Close", self.app.pop,
                                            primary=True)])
        self.form.focus(self.view)

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in CLOSE_KEYS:
            self.app.pop()
            return True
        return super().handle(event)

    def draw(self, p) -> None:
        t = p.theme
        p.rect(t.shade, (0, 0, 1280, 720))
        panel(p, (170, 30, 940, 670), 18)
        p.text(self.title, (640, 48), t.h2, t.accent_hi, True, "midtop")
        self.form.draw(p)
