"""The results screen over the finished table: who won, each seat's result.

Play again keeps the seats and options with a fresh seed; Back to menu leaves.
"View table" hides the panel so the final table can be looked at; "Replay" steps
through the game again (``scenes.replay_scene``).
"""

from __future__ import annotations

import pygame

from game.seeds import new_seed
from scenes.key_guard import KeyGuard
from scenes.scene import FormScene
from scenes.theme import panel
from scenes.widgets import Button, Form


class ResultsScene(FormScene):
    opaque = False
    holds_below = False  # the finished table beneath lets its last pieces come to rest
    clock = 0.0  # seconds on screen (keys before they could be read answer nothing)

    def __init__(self, app, match, title: str | None = None,
                 why: list[str] | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.heading = title  # the table's own words for the win (a team's, say)
        self.why = list(why or [])  # how the game ended: the last move's story
        game = match.game
        self.winners = game.winners() if game.is_terminal() else []
        self.results = game.results() if game.is_terminal() else [0.0] * len(match.seats)
        try:  # the finishing order and each seat's figures, worked out by the game
            from game.summary import summarise

            self.summary = summarise(game)
        except Exception:  # noqa: BLE001  a summary must never keep the results away
            self.summary = None
        from game.records import record_match

        # the game counts once for each human at it ("Your 12th win against Hard"); a
        # lesson's game never counts, even played on to its end after the lesson: its
        # deal was stacked and its machines scripted, so it measures neither the player
        # nor the strength they played against
        taught = getattr(match, "taught", False)
        self.record_line = "" if taught else record_match(match, self.summary)
        self.hidden = False
        y = 560
        # guarded, and no focus at first: a stray Enter or Space (the last move's key,
        # mashed to hurry the final reveal) never starts a new game or leaves the table
        self.form = Form([
            Button((246, y, 190, 56), "View table", self.peek, safe=True),
            Button((450, y, 150, 56), "Replay", self.replay, safe=True),
            Button((614, y, 180, 56), "Rematch", self.again, primary=True),
            Button((808, y, 226, 56), "Back to menu", self.app.go_menu),
        ], guarded=True)
        self.clock = 0.0
        self.key_guard = KeyGuard((pygame.K_ESCAPE, pygame.K_TAB, pygame.K_LEFT,
                                   pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN))
        self.key_guard.open(self.clock)

    def update(self, dt: float) -> bool:
        self.clock += dt
        return False

    def peek(self) -> None:
        self.hidden = True

    def replay(self) -> None:
        """Watch the game just played again, step by step, every card shown."""
        from scenes.replay_scene import open_replay

        refused = open_replay(self.app, self.match.session())
        if refused:
            self.why.append(refused)

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
        if event.type == pygame.KEYDOWN and not self.key_guard.admits(event.key, self.clock):
            return True  # pressed before the results were there to read
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.open_log()  # the table says "L: whole log": so it is, here too
            return True
        if self.hidden:
            if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
                self.hidden = False
            return True
        return super().handle(event)

    def open_log(self) -> None:
        """The finished table's whole log, over the results."""
        for scene in reversed(self.app.stack):
            opener = getattr(scene, "open_log", None)
            if scene is not self and callable(opener):
                opener()
                return

    def back(self) -> None:
        self.app.go_menu()

    def title(self) -> str:
        if self.heading:
            return self.heading
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
            p.text("Click or press a key to bring the results back (L: the whole log)",
                   (640, 23), t.small, t.text, False, "center")
            return
        p.rect(t.shade, (0, 0, 1280, 720))
        n = len(self.match.seats)
        row = max(40.0, p.line_height(t.body) + 14)
        why = [ln for w in self.why for ln in p.wrap(w, 780, t.small)][-6:]
        record = p.wrap(self.record_line, 780, t.small) if self.record_line else []
        lines = len(why) + len(record)
        why_h = round(lines * p.line_height(t.small) * 1.15 + (10 if lines else 0))
        h = round(n * row + 232 + why_h)
        top = max(12, 360 - h // 2)
        panel(p, (220, top, 840, h), 18)
        # a long title (a team's win names every player) steps down in size to fit
        title, size = self.title(), t.h1
        while size > t.body and p.text_size(title, size, True)[0] > 800:
            size -= 2
        p.text(p.ellipsize(title, 800, size, True), (640, top + 22 + (t.h1 - size) / 2),
               size, t.accent_hi, True, "midtop")
        p.text(self.match.info.title, (640, top + 74), t.small, t.text_dim, False, "midtop")
        wy = top + 74 + p.line_height(t.small) * 1.3
        for line in why:  # why it ended, in the game's words
            p.text(line, (640, wy), t.small, t.text, False, "midtop")
            wy += p.line_height(t.small) * 1.15
        for line in record:
            p.text(line, (640, wy), t.small, t.accent_hi, False, "midtop")
            wy += p.line_height(t.small) * 1.15
        top += why_h
        summary = self.summary
        order = summary.order if summary else list(range(n))
        figures = summary.figures if summary else []
        col_x = [700 + 86 * k for k in range(len(figures))]
        y = top + 104
        for k, (label, _key) in enumerate(figures):  # column heads
            p.text(p.ellipsize(label, 84, t.small), (col_x[k] + 40, y), t.small,
                   t.text_faint, False, "midtop")
        y += p.line_height(t.small) + 6
        for place, i in enumerate(order):
            seat = self.match.seats[i]
            won = i in self.winners
            if won:
                p.rect((*t.accent, 50), (240, y - 4, 800, row - 4), radius=8)
            mid = y + (row - 8) / 2
            p.text(f"{place + 1}", (256, mid), t.body, t.text_dim, True, "midleft")
            p.circle(t.seat(i), (300, mid), 11)
            name = p.text(p.ellipsize(seat.name, 200, t.body, won), (322, mid), t.body,
                          t.text, won, "midleft")
            kind = "human" if seat.kind == "human" else f"{seat.kind} bot"
            note = "winner" if won else ("out" if summary and i in summary.out_at else "")
            p.text(p.ellipsize(" · ".join(x for x in (kind, note) if x),
                               (col_x[0] if col_x else 1020) - 12 - (name.right + 10), t.small),
                   (name.right + 10, mid), t.small, t.good if won else t.text_dim, False,
                   "midleft")
            for k, (_label, key) in enumerate(figures):
                p.text(str(summary.figure(i, key)), (col_x[k] + 40, mid), t.body, t.text,
                       False, "center")
            y += row
        for b in self.form.widgets:
            b.rect.y = y + 20
        self.form.draw(p)
