"""Seat set-up: who plays, the game's options, an optional seed, then Start.

Seats run from the game's minimum to its maximum; each is a human or a bot of
one of the strengths the game provides, with an editable name. Options come
from the game's schema (bool -> toggle, int -> spinner, choice -> choice); a game
with presets gets a Preset choice above them that sets every option at once, and
reads "Custom" once the options match no preset.
Start builds a ``game.match.Match`` and opens the game's table scene.
"""

from __future__ import annotations

from typing import Any

import pygame

from game import registry
from game.core import GameError
from game.registry import GameInfo, built_game
from game.saves import SeatSpec
from game.seeds import new_seed
from scenes.option_words import problem, value_name
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
OPTIONS_VIEW = pygame.Rect(RIGHT[0] + 8, RIGHT[1] + 58, RIGHT[2] - 16, RIGHT[3] - 58 - 130)
# the games' bots say what Easy, Medium and Hard do; Random is the same in every game
RANDOM_WORDS = "Plays any legal move at random, a baseline to measure the others by."
BUTTONS_Y, BUTTONS_H = 638, 56  # Back and Start; the notice or the kind hint sits between
CUSTOM = "Custom"  # what the preset choice reads when the options match no preset
OPTION_LABEL_W = 150  # an option's label column; narrowed to its label as drawn


def _multi_values(opt: Any, current: tuple = ()) -> list[tuple]:
    """The sets a multi-choice option offers on the set-up screen: none, each choice
    alone, and all of them, plus the current set when it is none of those (a preset
    may choose any set)."""
    values = [(), *((c,) for c in opt.choices), tuple(opt.choices)]
    return values + ([tuple(current)] if tuple(current) not in values else [])


def _multi_label(info: GameInfo, opt: Any, value: tuple, values: dict | None = None) -> str:
    """A multi-choice's set as a player reads it ("F.U., Joker"; "None")."""
    return value_name(info, opt, tuple(value), values)


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


def remember_setup(app, game_id: str, seats: list[SeatSpec], options: dict) -> None:
    """Keep the names, seat kinds and options of the game just started in the settings,
    so the next set-up of this game starts from them (also after a restart)."""
    settings = getattr(app, "settings", None)
    if settings is None or not hasattr(settings, "setups"):
        return
    settings.setups[game_id] = {
        "seats": [[s.name, s.kind] for s in seats],
        "options": {k: list(v) if isinstance(v, tuple) else v for k, v in options.items()}}
    saver = getattr(app, "_save_settings", None)
    if callable(saver):
        saver()


def stored_setup(app, info: GameInfo, kinds: list[str]) -> dict | None:
    """The remembered set-up of ``info``'s game, if the settings hold a sound one."""
    raw = getattr(getattr(app, "settings", None), "setups", {}).get(info.id)
    try:
        seats = [SeatSpec(str(n)[:14], k) for n, k in raw["seats"] if k in kinds]
        if len(seats) != len(raw["seats"]):
            return None
        info.check_seats(len(seats))
        return {"seats": seats, "options": info.resolve_options(dict(raw["options"]))}
    except (GameError, TypeError, ValueError, KeyError, AttributeError):
        return None


class SetupScene(FormScene):
    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.info: GameInfo = built_game(game_id)
        kinds = [k for k in KIND_ORDER if k == "human" or k in self.info.bots]
        self.kinds = kinds or ["human"]
        remembered = getattr(app, "last_setup", {}).get(game_id) or stored_setup(
            app, self.info, self.kinds)
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
        self.strength_words = registry.strengths(game_id)  # kind -> what that bot does
        self._changed: tuple[int, Widget | None] | None = None  # seat, focus at the change
        self.problem = problem(self.info, self.options)  # why Start would be refused
        self.opt_scroll = 0.0      # logical pixels the options region is scrolled down
        self.opt_height = 0.0      # the options' full height at the last layout
        self._shown_focus: Widget | None = None  # the focus the last layout scrolled to
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
        rx = RIGHT[0] + 20
        # the preset choice heads the options and scrolls with them; it comes first in
        # the Tab order too, since it sets everything below it
        self.preset_w: Choice | None = None
        if self.info.presets:
            self.preset_w = self.form.add(Choice(
                (rx, 0, RIGHT[2] - 40, 48), self._preset_choices(), self.preset_name(),
                label="Preset", label_w=OPTION_LABEL_W, on_change=self._choose_preset))
            self.preset_w.viewport = OPTIONS_VIEW
        # the options: widgets placed by ``_layout_options`` at draw time, in a region
        # that scrolls, so any number of options fits (their help wraps at any size)
        self.option_widgets: list[tuple[Any, Widget]] = []
        for opt in self.info.options:
            value = self.options.get(opt.name, opt.default)
            rect = (rx, 0, RIGHT[2] - 40, 48)
            title = opt.title
            if opt.type == "bool":
                w = Toggle(rect, title, value, lambda v, n=opt.name: self._set_opt(n, v))
            elif opt.type == "int":
                w = Spinner(rect, value, opt.min, opt.max, label=title, label_w=OPTION_LABEL_W,
                            on_change=lambda v, n=opt.name: self._set_opt(n, v))
            elif opt.type == "multi":
                w = Choice(rect, [(c, _multi_label(self.info, opt, c, self.options))
                                  for c in _multi_values(opt, value)],
                           tuple(value),
                           label=title, label_w=OPTION_LABEL_W,
                           on_change=lambda v, n=opt.name: self._set_opt(n, v))
            else:
                w = Choice(rect, [(c, opt.show(c)) for c in opt.choices], value, label=title,
                           label_w=OPTION_LABEL_W,
                           on_change=lambda v, n=opt.name: self._set_opt(n, v))
            w.viewport = OPTIONS_VIEW
            self.form.add(w)
            self.option_widgets.append((opt, w))
        self.seed = self.form.add(TextField(
            (rx, RIGHT[1] + RIGHT[3] - 66, RIGHT[2] - 40, 48), self.seed_text, max_len=20,
            on_change=self._set_seed, placeholder="random", allowed="0123456789",
            label="Seed", label_w=90))
        self.form.add(Button((60, BUTTONS_Y, 220, BUTTONS_H), "Back", self.app.pop))
        self.start_btn = self.form.add(Button((1000, BUTTONS_Y, 220, BUTTONS_H), "Start",
                                              self.start, primary=True, size=24))
        ws = self.form.widgets
        self.form.focus(ws[min(focused, len(ws) - 1)] if focused else self.start_btn)

    # ---- changes ---------------------------------------------------------------------
    def _free_bot_name(self, skip: int | None = None) -> str:
        """A desert name no other seat uses (two bots never share a name)."""
        taken = {s.name.strip().lower() for k, s in enumerate(self.seats) if k != skip}
        for name in BOT_NAMES:
            if name.lower() not in taken:
                return name
        n = 2
        while f"{BOT_NAMES[0]} {n}".lower() in taken:
            n += 1
        return f"{BOT_NAMES[0]} {n}"

    def _set_count(self, n: int) -> None:
        while len(self.seats) < n:
            bot = "medium" if "medium" in self.kinds else self.kinds[-1]
            self.seats.append(SeatSpec(self._free_bot_name(), bot))
        del self.seats[n:]
        self.notice = ""  # a refusal about the seats may no longer hold
        self._build()
        self.form.focus(self.count)

    def _set_name(self, i: int, v: str) -> None:
        self.seats[i].name = v
        self.notice = ""

    def _set_kind(self, i: int, v: str) -> None:
        seat = self.seats[i]
        was_default = seat.name in BOT_NAMES or seat.name.startswith("Player ")
        seat.kind = v
        self.notice = ""  # a refusal about the seats may no longer hold (a default name moves)
        # the hint keeps telling about this seat after a wheel turn, until the focus moves
        self._changed = (i, self.form.focused)
        if was_default:  # keep default names telling: humans "Player N", bots a desert name
            seat.name = f"Player {i + 1}" if v == "human" else self._free_bot_name(skip=i)
            self.rows[i][0].value = seat.name

    def hint_seat(self) -> int | None:
        """The seat whose kind the player is looking at: the kind under the mouse, else
        the focused one, else the one just changed (while the focus stays put)."""
        kinds = [k for _, k in self.rows]
        for i, k in enumerate(kinds):
            if k.hover:
                return i
        for i, k in enumerate(kinds):
            if k is self.form.focused:
                return i
        if self._changed is not None:
            i, focus = self._changed
            if focus is self.form.focused and i < len(kinds):
                return i
        return None

    def kind_hint(self) -> str:
        """What the looked-at seat's kind does ("Bot · Hard: Reads your bids..."); empty
        for a human, or a game whose bots say nothing."""
        i = self.hint_seat()
        if i is None or not self.strength_words:
            return ""
        kind = self.seats[i].kind
        words = self.strength_words.get(kind) or (RANDOM_WORDS if kind == "random" else "")
        return f"{KIND_LABEL.get(kind, kind.title())}: {words}" if words else ""

    def clashing_name(self) -> str | None:
        """A name two seats share (ignoring case and spaces), if any."""
        seen: dict[str, str] = {}
        for s in self.seat_specs():
            key = " ".join(s.name.lower().split())
            if key in seen:
                return seen[key]
            seen[key] = s.name.strip()
        return None

    def _set_opt(self, name: str, v) -> None:
        self.options[name] = v
        self.notice = ""
        self.problem = problem(self.info, self.options)
        self._show_preset()
        self._relabel_multi()

    def _relabel_multi(self) -> None:
        """A multi-choice's names may follow another option (NotCoup's F.U. crime reads
        "Discard" once the action is called so)."""
        for opt, w in self.option_widgets:
            if opt.type == "multi":
                w.options = [(v, _multi_label(self.info, opt, v, self.options))
                             for v, _ in w.options]

    # ---- presets ---------------------------------------------------------------------
    def preset_name(self) -> str:
        """The preset the current options equal, or "Custom"."""
        current = {o.name: self.options.get(o.name, o.default) for o in self.info.options}
        for name in self.info.presets:
            try:
                if self.info.preset(name) == current:
                    return name
            except GameError:
                continue  # a preset its own relations refuse matches nothing
        return CUSTOM

    def _preset_choices(self) -> list[tuple[str, str]]:
        # "Custom" is a state the options are in, not something to pick: it is offered
        # only while the options match no preset
        names = [(n, n) for n in self.info.presets]
        return names + ([(CUSTOM, CUSTOM)] if self.preset_name() == CUSTOM else [])

    def _show_preset(self) -> None:
        if self.preset_w is not None:
            self.preset_w.options = self._preset_choices()
            values = [v for v, _ in self.preset_w.options]
            self.preset_w.index = values.index(self.preset_name())

    def _choose_preset(self, name: str) -> None:
        if name == CUSTOM:
            return
        try:
            values = self.info.preset(name)
        except GameError as e:
            self.notice = str(e)
            return
        self.options.update(values)
        self.notice = ""
        self.problem = problem(self.info, self.options)
        self._build()  # every option widget shows its new value; the focus stays here
        if self.preset_w is not None:
            self.form.focus(self.preset_w)

    def _scrolling(self) -> list[Widget]:
        """The widgets inside the options region: the preset choice, then the options."""
        return ([self.preset_w] if self.preset_w else []) + [w for _, w in self.option_widgets]

    def _set_seed(self, v: str) -> None:
        self.seed_text = v

    def seat_specs(self) -> list[SeatSpec]:
        return [SeatSpec(s.name.strip() or f"Player {i + 1}", s.kind)
                for i, s in enumerate(self.seats)]

    def start(self) -> None:
        from game.match import Match

        clash = self.clashing_name()
        if clash is not None:
            self.notice = f"Two seats are called {clash}: give each seat its own name."
            return
        if self.problem:  # a forbidden combination: say why instead of starting
            self.notice = self.problem
            return
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
        remember_setup(self.app, self.info.id, seats, match.game.options)
        err = open_table(self.app, match, replace=True)
        if err:
            self.notice = err

    # ---- scene -----------------------------------------------------------------------
    def handle(self, event) -> bool:
        # the wheel over the options scrolls them; it never turns the option under it
        if event.type == pygame.MOUSEWHEEL:
            pos = getattr(event, "pos", None) or self.form.mouse
            if pos is not None and OPTIONS_VIEW.collidepoint(pos):
                self.scroll_options(-event.y * 48)
                return True
        if self._drag_bar(event):
            return True
        return super().handle(event)

    def _bar_zone(self) -> pygame.Rect | None:
        """Where the options' scroll bar may be grabbed (None: nothing to scroll)."""
        if self.opt_height <= OPTIONS_VIEW.h:
            return None
        v = OPTIONS_VIEW
        return pygame.Rect(v.right - 12, v.y, 12, v.h)  # right of the option boxes

    def _drag_bar(self, event) -> bool:
        """The scroll bar follows a drag; a click on its track jumps there."""
        zone = self._bar_zone()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and zone is not None \
                and zone.collidepoint(event.pos):
            self._bar_grab = event.pos[1]
            k = OPTIONS_VIEW.h / self.opt_height
            knob_top = OPTIONS_VIEW.y + self.opt_scroll * k
            if not knob_top <= event.pos[1] <= knob_top + OPTIONS_VIEW.h * k:
                # a click on the track: centre the knob there
                self.scroll_options((event.pos[1] - knob_top - OPTIONS_VIEW.h * k / 2) / k)
            return True
        grab = getattr(self, "_bar_grab", None)
        if grab is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            k = OPTIONS_VIEW.h / max(1.0, self.opt_height)
            self.scroll_options((event.pos[1] - grab) / k)
            self._bar_grab = event.pos[1]
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._bar_grab = None
            return True
        return False

    def unhandled(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        return True

    def scroll_options(self, dy: float) -> None:
        self.opt_scroll = max(0.0, min(self.opt_scroll + dy,
                                       self.opt_height - OPTIONS_VIEW.h))

    def _layout_options(self, p) -> list[tuple[str, Any, float]]:
        """Place the option widgets for this painter's text sizes and the scroll; return
        what to draw: ("group", name, y) headers and ("help", text, y) lines."""
        t = p.theme
        for w in self._scrolling():
            # the label takes only its own width, so a long value ("Every other seat",
            # "Teams (co-op)") keeps the rest whole, even where a small window raises
            # the text (the boxes keep one right edge)
            if isinstance(w, (Choice, Spinner)) and w.label:
                need = p.text_size(w.label, w.size)[0] + 26
                w.label_w = min(OPTION_LABEL_W, max(60, round(need)))
        groups = []
        for opt, _w in self.option_widgets:
            if opt.group not in groups:
                groups.append(opt.group)
        headed = len(groups) > 1
        for _ in range(2):  # a second pass when the focused option had to be scrolled in
            out, y = [], 0.0
            width = OPTIONS_VIEW.w - 40
            if self.preset_w is not None:
                self.preset_w.rect.y = round(OPTIONS_VIEW.y + 6 + y - self.opt_scroll)
                y += 54
                for line in p.wrap("A preset sets every option below at once.", width,
                                   t.small):
                    out.append(("help", line, y))
                    y += p.line_height(t.small) * 1.2
                y += 14
            for group in groups:
                if headed:
                    out.append(("group", group, y))
                    y += p.line_height(t.body) * 1.3
                for opt, w in self.option_widgets:
                    if opt.group != group:
                        continue
                    w.rect.y = round(OPTIONS_VIEW.y + 6 + y - self.opt_scroll)
                    y += 54
                    for line in p.wrap(opt.help, width, t.small):
                        out.append(("help", line, y))
                        y += p.line_height(t.small) * 1.2
                    y += 14
            self.opt_height = y + 6
            self.scroll_options(0)
            f = self.form.focused
            target = next((w for w in self._scrolling() if w is f), None)
            if target is None or f is self._shown_focus:
                break  # scroll only when the focus has just moved (not against the wheel)
            top, bottom = target.rect.y - 6, target.rect.bottom + 6
            if top < OPTIONS_VIEW.y:
                self.scroll_options(top - OPTIONS_VIEW.y)
            elif bottom > OPTIONS_VIEW.bottom:
                self.scroll_options(bottom - OPTIONS_VIEW.bottom)
            else:
                break
        self._shown_focus = self.form.focused
        return out

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
        items = self._layout_options(p)
        view = OPTIONS_VIEW
        with p.clip(view, scrolling=True):
            for kind, text, y in items:
                y = view.y + 6 + y - self.opt_scroll
                if kind == "group":
                    p.text(text, (view.x + 12, y), t.body, t.accent, True)
                else:
                    p.text(text, (view.x + 24, y), t.small, t.text_dim)
            for w in self._scrolling():
                w.draw(p)
        if self.opt_height > view.h:  # a scroll bar: where the view is in the list
            k = view.h / self.opt_height
            bar = (view.right - 9, view.y + self.opt_scroll * k, 7, view.h * k)
            p.rect(t.text_dim if getattr(self, "_bar_grab", None) is not None
                   else t.text_faint, bar, radius=3)
        # the seed's hint sits whole between the options and the field: shorter words
        # where the text is raised (a small window) and the long ones need three lines
        step = p.line_height(15) * 1.15
        room = self.seed.rect.y - 6 - (view.bottom + 4)
        for words in ("Type a seed to replay a deal. Empty: a fresh, unguessable deal.",
                      "Type a seed to replay a deal; empty: a fresh one.",
                      "A seed replays a deal."):
            if len(p.wrap(words, RIGHT[2] - 48, 15)) * step <= room:
                break
        tall = len(p.wrap(words, RIGHT[2] - 48, 15)) * step
        p.text_block(words, (RIGHT[0] + 24, max(view.bottom + 4, self.seed.rect.y - 6 - tall),
                             RIGHT[2] - 48), 15, t.text_faint, line_gap=1.15)
        inside = self._scrolling()
        for w in self.form.widgets:
            if all(w is not ow for ow in inside):
                w.draw(p)
        # a refusal, or a forbidden combination of options said as soon as it is made,
        # between Back and Start
        said = self.notice or self.problem
        if said:
            p.text_block(said, (300, 646, 680), t.small, t.bad, align="center")
            return
        # else, quietly, what the looked-at seat's kind does, centred on the buttons
        hint = self.kind_hint()
        if hint:
            step = p.line_height(t.small) * 1.15
            tall = len(p.wrap(hint, 680, t.small)) * step
            y = min(BUTTONS_Y + (BUTTONS_H - tall) / 2, 716 - tall)
            p.text_block(hint, (300, y, 680), t.small, t.text_dim, line_gap=1.15,
                         align="center")
