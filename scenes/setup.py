"""Seat set-up: who plays, the game's options, an optional seed, then Start.

Seats run from the game's minimum to its maximum; each is a human or a bot of
one of the strengths the game provides, with an editable name. Options come
from the game's schema (bool -> toggle, int -> spinner, choice -> choice).
Start builds a ``game.match.Match`` and opens the game's table scene.
"""

from __future__ import annotations

import pygame

from game.core import GameError
from game.registry import GameInfo, built_game
from game.saves import SeatSpec
from game.seeds import new_seed
from scenes.scene import FormScene
from scenes.theme import panel, shaded_backdrop
from scenes.widgets import Button, Choice, Form, Spinner, TextField, Toggle, Widget

BOT_NAMES = ["Juniper", "Sage", "Yucca", "Mesa", "Ocotillo", "Rattler"]
KIND_ORDER = ["human", "easy", "medium", "hard", "random"]
KIND_LABEL = {"human": "Human", "easy": "Bot · Easy", "medium": "Bot · Medium",
              "hard": "Bot · Hard", "random": "Bot · Random"}
ROW_Y, ROW_H = 222, 60
LEFT = (60, 116, 760, 496)
RIGHT = (850, 116, 370, 496)


def open_table(app, match, replace: bool = False) -> str | None:
    """Sit down at ``match``'s table; return an error message instead of raising."""
    from scenes.tables import table_class

    try:
        cls = table_class(match.info.id)
    except (KeyError, ImportError) as e:
        return f"{match.info.title} has no table yet ({e})."
    table = cls(app, match)
    if replace:
        app.replace(table)
    else:
        app.push(table)
    return None


class SetupScene(FormScene):
    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.info: GameInfo = built_game(game_id)
        kinds = [k for k in KIND_ORDER if k == "human" or k in self.info.bots]
        self.kinds = kinds or ["human"]
        remembered = getattr(app, "last_setup", {}).get(game_id)
        if remembered:
            self.seats = [SeatSpec(s.name, s.kind) for s in remembered["seats"]]
            self.options = dict(remembered["options"])
        else:
            lo = max(self.info.min_seats, min(4, self.info.max_seats))
            bot = "medium" if "medium" in self.kinds else self.kinds[-1]
            self.seats = [SeatSpec("Player 1", "human")] + [
                SeatSpec(BOT_NAMES[i], bot) for i in range(lo - 1)]
            self.options = {o.name: o.default for o in self.info.options}
        self.seed_text = ""
        self.notice = ""
        self.form = Form()
        self._build()

    # ---- building the widgets -----------------------------------------------------------------
    def _build(self) -> None:
        focused = self.form.widgets.index(self.form.focused) if self.form.focused else 0
        self.form.clear()
        lx, ly = LEFT[0], LEFT[1]
        self.count = self.form.add(Spinner(
            (lx + 24, ly + 20, 360, 48), len(self.seats), self.info.min_seats,
            self.info.max_seats, on_change=self._set_count, label="Players", label_w=170))
        self.rows: list[tuple[Widget, Widget]] = []
        for i, seat in enumerate(self.seats):
            y = ROW_Y + i * ROW_H
            name = TextField((lx + 70, y, 330, 48), seat.name, max_len=14,
                             on_change=lambda v, i=i: self._set_name(i, v),
                             placeholder=f"Player {i + 1}")
            kind = Choice((lx + 420, y, 300, 48),
                          [(k, KIND_LABEL.get(k, k.title())) for k in self.kinds], seat.kind,
                          on_change=lambda v, i=i: self._set_kind(i, v))
            self.form.add(name)
            self.form.add(kind)
            self.rows.append((name, kind))
        rx, ry = RIGHT[0] + 20, RIGHT[1] + 70
        self.option_help: list[tuple[str, int]] = []
        for opt in self.info.options:
            value = self.options.get(opt.name, opt.default)
            rect = (rx, ry, RIGHT[2] - 40, 48)
            title = opt.name.replace("_", " ").capitalize()
            if opt.type == "bool":
                w = Toggle(rect, title, value, lambda v, n=opt.name: self._set_opt(n, v))
            elif opt.type == "int":
                w = Spinner(rect, value, opt.min, opt.max, label=title, label_w=150,
                            on_change=lambda v, n=opt.name: self._set_opt(n, v))
            else:
                w = Choice(rect, [(c, str(c)) for c in opt.choices], value, label=title,
                           label_w=150, on_change=lambda v, n=opt.name: self._set_opt(n, v))
            self.form.add(w)
            self.option_help.append((opt.help, ry + 54))
            ry += 54 + 20 * 4 + 10
        self.seed = self.form.add(TextField(
            (rx, RIGHT[1] + RIGHT[3] - 66, RIGHT[2] - 40, 48), self.seed_text, max_len=20,
            on_change=self._set_seed, placeholder="random", allowed="0123456789",
            label="Seed", label_w=90))
        self.form.add(Button((60, 638, 220, 56), "Back", self.app.pop))
        self.start_btn = self.form.add(Button((1000, 638, 220, 56), "Start", self.start,
                                              primary=True, size=24))
        ws = self.form.widgets
        self.form.focus(ws[min(focused, len(ws) - 1)] if focused else self.start_btn)

    # ---- changes ---------------------------------------------------------------------
    def _set_count(self, n: int) -> None:
        while len(self.seats) < n:
            i = len(self.seats)
            bot = "medium" if "medium" in self.kinds else self.kinds[-1]
            self.seats.append(SeatSpec(BOT_NAMES[i % len(BOT_NAMES)], bot))
        del self.seats[n:]
        self._build()
        self.form.focus(self.count)

    def _set_name(self, i: int, v: str) -> None:
        self.seats[i].name = v

    def _set_kind(self, i: int, v: str) -> None:
        seat = self.seats[i]
        was_default = seat.name in BOT_NAMES or seat.name.startswith("Player ")
        seat.kind = v
        if was_default:  # keep default names telling: humans "Player N", bots a desert name
            seat.name = f"Player {i + 1}" if v == "human" else BOT_NAMES[i % len(BOT_NAMES)]
            self.rows[i][0].value = seat.name

    def _set_opt(self, name: str, v) -> None:
        self.options[name] = v

    def _set_seed(self, v: str) -> None:
        self.seed_text = v

    def seat_specs(self) -> list[SeatSpec]:
        return [SeatSpec(s.name.strip() or f"Player {i + 1}", s.kind)
                for i, s in enumerate(self.seats)]

    def start(self) -> None:
        from game.match import Match

        seed = int(self.seed_text) if self.seed_text else new_seed()
        seats = self.seat_specs()
        try:
            match = Match(self.info.id, seats, self.options, seed, bot_seed=new_seed())
        except GameError as e:
            self.notice = str(e)
            return
        if not hasattr(self.app, "last_setup"):
            self.app.last_setup = {}
        self.app.last_setup[self.info.id] = {"seats": seats, "options": dict(self.options)}
        err = open_table(self.app, match, replace=True)
        if err:
            self.notice = err

    # ---- scene -----------------------------------------------------------------------
    def unhandled(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        return True

    def draw(self, p) -> None:
        t = p.theme
        shaded_backdrop(p)
        p.text(self.info.title, (60, 36), t.h1, t.accent_hi, True)
        p.text("Choose who sits at the table.", (62, 84), t.body, t.text_dim)
        panel(p, LEFT, 16)
        panel(p, RIGHT, 16)
        p.text("Name", (LEFT[0] + 82, ROW_Y - 26), t.small, t.text_faint)
        p.text("Human or bot", (LEFT[0] + 432, ROW_Y - 26), t.small, t.text_faint)
        p.text(f"{self.info.min_seats} to {self.info.max_seats} seats",
               (LEFT[0] + 410, LEFT[1] + 44), t.small, t.text_faint, False, "midleft")
        for i in range(len(self.seats)):
            y = ROW_Y + i * ROW_H + 24
            p.circle(t.seat(i), (LEFT[0] + 40, y), 14)
            p.text(str(i + 1), (LEFT[0] + 40, y), t.small, t.on(t.seat(i)), True, "center")
        p.text("Options", (RIGHT[0] + 24, RIGHT[1] + 22), t.h2, t.text, True)
        if not self.info.options:
            p.text("This game has no options.", (RIGHT[0] + 24, RIGHT[1] + 76), t.body,
                   t.text_dim)
        for text, y in self.option_help:
            p.text_block(text, (RIGHT[0] + 32, y, RIGHT[2] - 56), t.small, t.text_dim,
                         line_gap=1.2)
        p.text_block("Type a seed to replay a deal. Empty: a fresh, unguessable deal.",
                     (RIGHT[0] + 24, RIGHT[1] + RIGHT[3] - 116, RIGHT[2] - 48), 15,
                     t.text_faint, line_gap=1.2)
        self.form.draw(p)
        if self.notice:
            p.text_block(self.notice, (300, 646, 680), t.small, t.bad, align="center")
