"""The results screen over the finished table: who won, each seat's result.

Play again keeps the seats and options with a fresh seed; Back to menu leaves.
"View table" hides the panel so the final table can be looked at.
"""

from __future__ import annotations

import pygame

from game.seeds import new_seed
from scenes.scene import FormScene
from scenes.theme import panel
from scenes.widgets import Button, Form


class ResultsScene(FormScene):
    opaque = False
    holds_below = False  # the finished table beneath lets its last pieces come to rest

    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match
        game = match.game
        self.winners = game.winners() if game.is_terminal() else []
        self.results = game.results() if game.is_terminal() else [0.0] * len(match.seats)
        self.hidden = False
        y = 560
        self.form = Form([
            Button((330, y, 200, 56), "View table", self.peek),
            Button((550, y, 200, 56), "Play again", self.again, primary=True),
            Button((770, y, 200, 56), "Back to menu", self.app.go_menu),
        ])
        self.form.focus(self.form.widgets[1])

    def peek(self) -> None:
        self.hidden = True

    def again(self) -> None:
        from game.match import Match
        from scenes.setup import open_table

        m = self.match
        new = Match(m.info.id, list(m.seats), dict(m.game.options), new_seed(),
                    bot_seed=new_seed())
        # [.., old table, results] -> [.., new table]
        self.app.pop()
        err = open_table(self.app, new, replace=True)
        if err:
            self.app.go_menu()

    def handle(self, event) -> bool:
        if self.hidden:
            if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
                self.hidden = False
            return True
        return super().handle(event)

    def back(self) -> None:
        self.app.go_menu()

    def title(self) -> str:
        names = [self.match.seats[s].name for s in self.winners if 0 <= s < len(self.match.seats)]
        if not names:
            return "Game over"
        if len(names) == 1:
            return f"{names[0]} wins!"
        return " and ".join([", ".join(names[:-1]), names[-1]]) + " share the win!"

    def draw(self, p) -> None:
        t = p.theme
        if self.hidden:
            p.rect((0, 0, 0, 120), (0, 0, 1280, 46))
            p.text("Click or press a key to bring the results back", (640, 23), t.small,
                   t.text, False, "center")
            return
        p.rect(t.shade, (0, 0, 1280, 720))
        n = len(self.match.seats)
        h = n * 44 + 228
        top = max(20, 360 - h // 2)
        panel(p, (300, top, 680, h), 18)
        p.text(self.title(), (640, top + 26), t.h1, t.accent_hi, True, "midtop")
        p.text(self.match.info.title, (640, top + 78), t.small, t.text_dim, False, "midtop")
        y = top + 120
        for i, seat in enumerate(self.match.seats):
            won = i in self.winners
            if won:
                p.rect((*t.accent, 50), (340, y - 4, 600, 40), radius=8)
            p.circle(t.seat(i), (366, y + 16), 12)
            p.text(seat.name, (392, y + 16), t.body, t.text, won, "midleft")
            kind = "Human" if seat.kind == "human" else f"Bot · {seat.kind.title()}"
            p.text(kind, (640, y + 16), t.small, t.text_dim, False, "midleft")
            r = self.results[i] if i < len(self.results) else 0.0
            word = "Winner" if won else ("—" if r == 0 else f"{r:g}")
            p.text(word, (920, y + 16), t.body, t.good if won else t.text_faint, won,
                   "midright")
            y += 44
        for b in self.form.widgets:
            b.rect.y = y + 20
        self.form.draw(p)
