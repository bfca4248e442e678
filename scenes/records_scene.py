"""The Records screen: a player's records, one game at a time, the opponent strengths
as columns (Easy, Medium, Hard, people alone, and all games), and as rows the games
played and won, the win streaks, the placings and the figures that game keeps
(``game.records``).

The games are listed on the left; with more than one player kept, a choice at the top
picks whose records show. A records file that had to be set aside is told here, once.
"Reset records" asks first, on a prompt that opens on "Keep them": no Space or Enter
pressed before it was on screen, and none on a focus the program put there, forgets
anything.
"""

from __future__ import annotations

import pygame

from game import records as R
from game.registry import all_games
from scenes.key_guard import KeyGuard
from scenes.scene import FormScene
from scenes.theme import heading, panel, shaded_backdrop
from scenes.widgets import Button, Choice, Form

GAMES_X, GAMES_W, GAMES_Y, GAME_H, GAME_STEP = 40, 300, 120, 56, 64
TABLE = pygame.Rect(370, 120, 870, 500)   # the table's panel
LABEL_W = 225                             # the row names' column
FOOT_Y = 640                              # the buttons under it all


def percent(won: int, played: int) -> str:
    return f"{round(100 * won / played)}%" if played else "–"


class RecordsScene(FormScene):
    def __init__(self, app, game_id: str | None = None) -> None:
        super().__init__(app)
        self.records = R.load()
        self.notice = self.records.notice
        if self.notice:  # told once: the screen shows it now, the file forgets it
            self.records.notice = ""
            self._keep()
        self.games = [g for g in all_games() if g.built]
        ids = [g.id for g in self.games]
        self.game_id = game_id if game_id in ids else (ids[0] if ids else "")
        names = self.records.names()
        self.name = names[0] if names else ""
        self._build()

    # ----- the widgets -------------------------------------------------------------------
    def _build(self) -> None:
        """The screen's own form: the games, whose records, Reset and Back. Choosing what
        to look at costs nothing; Reset only opens the question."""
        self.game_buttons = []
        for i, info in enumerate(self.games):
            b = Button((GAMES_X, GAMES_Y + i * GAME_STEP, GAMES_W, GAME_H), info.title,
                       lambda g=info.id: self.show(g), size=20, safe=True,
                       primary=info.id == self.game_id)
            self.game_buttons.append(b)
        widgets = list(self.game_buttons)
        names = self.records.names()
        if len(names) > 1:
            widgets.append(Choice((TABLE.right - 420, 44, 420, 48), [(n, n) for n in names],
                                  self.name, self.pick, label="Player", label_w=110))
        self.reset_btn = Button((GAMES_X, FOOT_Y, GAMES_W, 56), "Reset records",
                                self.ask_reset, enabled=bool(self.name))
        widgets += [self.reset_btn,
                    Button((TABLE.right - 240, FOOT_Y, 240, 56), "Back", self.app.pop,
                           primary=True, safe=True)]
        self.form = Form(widgets, guarded=True)
        shown = [b for b in self.game_buttons if b.primary]
        self.form.focus(shown[0] if shown else None)

    def show(self, game_id: str) -> None:
        self.game_id = game_id
        for b, info in zip(self.game_buttons, self.games, strict=True):
            b.primary = info.id == game_id

    def pick(self, name: str) -> None:
        self.name = name

    # ----- reset, asked first ------------------------------------------------------------
    def ask_reset(self) -> None:
        if self.name:
            self.app.push(ResetQuestion(self.app, self.name, self.reset))

    def reset(self) -> None:
        self.records.reset(self.name)
        self.notice = self._keep() or f"{self.name}'s records are reset."
        names = self.records.names()
        self.name = names[0] if names else ""
        self._build()

    def _keep(self) -> str:
        """Write the records; what went wrong, in words, or ""."""
        try:
            R.save(self.records)
        except OSError as e:
            return f"The records could not be written: {e.strerror or e}."
        return ""

    # ----- drawing ---------------------------------------------------------------------------
    def draw(self, p) -> None:
        t = p.theme
        shaded_backdrop(p)
        heading(p, "Records", 36)
        if self.name and len(self.records.names()) == 1:
            p.text(p.ellipsize(f"{self.name}'s games", 420, t.body), (TABLE.right, 68),
                   t.body, t.text_dim, False, "midright")
        panel(p, TABLE, 16)
        y = TABLE.y + 18
        if self.notice:
            y += p.text_block(self.notice, (TABLE.x + 24, y, TABLE.w - 48), t.small, t.bad)
            y += 14
        info = next((g for g in self.games if g.id == self.game_id), None)
        if info is not None:
            p.text(p.ellipsize(info.title, TABLE.w - 48, t.h2, True), (TABLE.x + 24, y),
                   t.h2, t.accent_hi, True)
            y += p.line_height(t.h2) + 14
            self._table(p, info, y)
        self.form.draw(p)

    def _rows(self, info) -> list[tuple[str, list[str]]]:
        """(row name, a value per column) for the game on show."""
        name, cols = self.name, self.records.columns(self.name, info.id)
        tallies = [self.records.tally(name, info.id, c) for c in cols]
        rows = [("Games played", [str(x["played"]) for x in tallies]),
                ("Won", [str(x["won"]) for x in tallies]),
                ("Win rate", [percent(x["won"], x["played"]) for x in tallies]),
                ("Wins in a row now", [str(x["streak"]) for x in tallies]),
                ("Best run of wins", [str(x["best"]) for x in tallies])]
        deepest = max([int(k) for x in tallies for k in x["places"]] or [0])
        for place in range(1, deepest + 1):
            rows.append((f"Finished {R.place_words(place)}",
                         [str(x["places"].get(str(place), 0)) for x in tallies]))
        for fig in R.game_figures(info.id).figures:
            shown = [x["figures"].get(fig.key) for x in tallies]
            rows.append((fig.label, ["–" if v is None else str(v) for v in shown]))
        return rows

    def _table(self, p, info, top: float) -> None:
        t = p.theme
        cols = self.records.columns(self.name, info.id)
        x0, right = TABLE.x + 20, TABLE.right - 20
        if not cols:
            who = f"{self.name} has" if self.name else "You have"
            p.text_block(f"{who} no games of {info.title} kept yet. Finish a game with a "
                         "person at the table and it shows here: games, wins, streaks and "
                         "more, for each strength of bot you play against.",
                         (x0, top, right - x0), t.body, t.text_dim)
            return
        col_w = (right - x0 - LABEL_W) / len(cols)
        lh = p.line_height(t.small)
        # plain, not bold: seven columns' names fit whole at 800x600
        heads = [p.wrap(R.column_words(c), col_w - 4, t.small) for c in cols]
        head_h = max(len(h) for h in heads) * lh
        for k, lines in enumerate(heads):
            cx = x0 + LABEL_W + (k + 0.5) * col_w
            for j, line in enumerate(lines[:2]):
                p.text(p.ellipsize(line, col_w - 4, t.small),
                       (cx, top + head_h - (len(lines[:2]) - j) * lh), t.small, t.text_dim,
                       False, "midtop")
        y = top + head_h + 8
        p.line(t.panel_edge, (x0, y - 4), (right, y - 4), 2)
        rows = self._rows(info)
        foot = TABLE.bottom - 14 - lh
        step = min(lh + 10, (foot - 8 - y) / max(1, len(rows)))
        for i, (label, values) in enumerate(rows):
            mid = y + step * (i + 0.5)
            if i % 2:
                p.rect((*t.panel_hi[:3], 90), (x0 - 8, y + step * i, right - x0 + 16, step),
                       radius=6)
            p.text(p.ellipsize(label, LABEL_W - 12, t.small), (x0, mid), t.small, t.text,
                   False, "midleft")
            for k, v in enumerate(values):
                p.text(v, (x0 + LABEL_W + (k + 0.5) * col_w, mid), t.small,
                       t.accent_hi if cols[k] == R.ALL else t.text, cols[k] == R.ALL,
                       "center")
        p.text("A game counts under the strongest bot at its table.", (x0, foot), t.small,
               t.text_faint)


class ResetQuestion(FormScene):
    """"Reset records?" over the Records screen. It opens on "Keep them"; Space or
    Enter pressed before it was on screen to be read answers nothing (``KeyGuard``),
    and Esc keeps them too."""

    opaque = False
    RECT = pygame.Rect(290, 200, 700, 300)

    def __init__(self, app, name: str, forget) -> None:
        super().__init__(app)
        self.name, self.forget = name, forget
        r = self.RECT
        self.form = Form([
            Button((r.x + 40, r.bottom - 86, 260, 56), "Keep them", self.app.pop, safe=True,
                   primary=True),
            Button((r.right - 300, r.bottom - 86, 260, 56), "Forget them", self.confirm),
        ], guarded=True)
        self.form.focus_first()
        self.clock = 0.0
        self.key_guard = KeyGuard((pygame.K_ESCAPE, pygame.K_TAB, pygame.K_LEFT,
                                   pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN))
        self.key_guard.open(self.clock)

    def confirm(self) -> None:
        self.app.pop()
        self.forget()

    def update(self, dt: float) -> bool:
        self.clock += dt
        return False

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and not self.key_guard.admits(event.key, self.clock):
            return True  # pressed before the question was there to read
        return super().handle(event)

    def draw(self, p) -> None:
        t = p.theme
        p.rect(t.shade, (0, 0, 1280, 720))
        r = self.RECT
        panel(p, r, 18)
        p.text("Reset records?", (r.centerx, r.y + 24), t.h2, t.text, True, "midtop")
        p.text_block(f"Forget every record of {self.name}: games, wins, streaks and "
                     "figures, in every game. This cannot be undone.",
                     (r.x + 40, r.y + 80, r.w - 80), t.body, t.text_dim, align="center")
        self.form.draw(p)
