"""The deduction sheet on the table: the seat's own sheet (``game.three_card_coyote.
sheet``) drawn over the map in three columns, Door, Key and Lantern, each entry struck
through once ruled out with the words of how, the whispers and what everyone saw
after them; and the marks the sheet puts on the map (a ruled-out place dimmed and
crossed, a ruled-out object crossed).

Only an observation that holds a seat's knowledge has a sheet: the public view (a
pass-and-play hand-over, a bots-only table) shows none, and no marks. The sheet
scrolls (the wheel over it, the arrows Up and Down, Page Up and Page Down) so every
note stays in reach at any window size.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.three_card_coyote import sheet as S
from scenes.tables.three_card_coyote import art

STEP = 40           # logical pixels the sheet scrolls for an arrow or a wheel notch
SIZE, HOW = 15, 12  # the entries' words, and their "how" lines


def build(obs: dict | None) -> S.Sheet | None:
    return S.build(obs) if obs else None


class SheetPanel:
    """Whether the sheet is open over the map, and how far it is scrolled."""

    def __init__(self) -> None:
        self.open = False
        self.scroll = 0.0
        self.height = 0.0   # the sheet's whole height, as last drawn
        self.tab: pygame.Rect | None = None  # the private panel's "Sheet" tab, as drawn

    def toggle(self) -> None:
        self.open = not self.open
        self.scroll = 0.0

    def scroll_by(self, dy: float) -> None:
        room = max(0.0, self.height - (art.MAP.h - 16))
        self.scroll = min(room, max(0.0, self.scroll + dy))

    def handle(self, event: Any, has_sheet: bool) -> bool:
        """The tab, the S key and, while open, the scroll keys and the wheel over the map
        (a click on the map is the sheet's then: no place is picked through it)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s and has_sheet:
            self.toggle()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and has_sheet \
                and self.tab is not None and self.tab.collidepoint(event.pos):
            self.toggle()
            return True
        if not (self.open and has_sheet):
            return False
        keys = {pygame.K_UP: -STEP, pygame.K_DOWN: STEP, pygame.K_PAGEUP: -art.MAP.h / 2,
                pygame.K_PAGEDOWN: art.MAP.h / 2}
        if event.type == pygame.KEYDOWN and event.key in keys:
            self.scroll_by(keys[event.key])
            return True
        pos = getattr(event, "pos", None)  # the app gives a wheel the pointer's place
        over = pos is not None and art.MAP.collidepoint(pos)
        if event.type == pygame.MOUSEWHEEL and over:
            self.scroll_by(-event.y * STEP)
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and over

    def draw(self, p: Any, sheet: S.Sheet, whispers: list[str]) -> None:
        """The sheet over the map: three columns, then the whispers and public notes."""
        th = p.theme
        box = art.MAP
        p.rect(th.panel, box, radius=10)
        p.rect(th.accent, box, width=1.5, radius=10)
        with p.clip(box.inflate(-4, -4), scrolling=True):
            top = box.y + 8 - self.scroll
            head = p.text("Your sheet: what you have ruled out, and how  (S: the map)",
                          (box.x + 12, top), 16, th.accent_hi, True)
            y0 = head.bottom + 6
            col_w = (box.w - 24 - 2 * 10) / 3
            bottom = y0
            for i, kind in enumerate(S.KINDS):
                x = box.x + 12 + i * (col_w + 10)
                rows = sheet.entries[kind]
                title = f"{S.TITLES[kind]} · {sum(e.open for e in rows)} open"
                r = p.text(p.ellipsize(title, col_w, SIZE, True), (x, y0), SIZE, th.text, True)
                y = r.bottom + 4
                for e in sheet.entries[kind]:
                    y = self._entry(p, e, x, y, col_w)
                bottom = max(bottom, y)
            y = bottom + 8
            for title, lines in (("Your whispers", whispers),
                                 ("What everyone saw", sheet.notes)):
                if not lines:
                    continue
                r = p.text(title, (box.x + 12, y), SIZE, th.text, True)
                y = r.bottom + 2
                for line in lines:
                    for row in p.wrap(line, box.w - 24, HOW + 1):
                        r = p.text(row, (box.x + 12, y), HOW + 1, th.text_dim)
                        y = r.bottom + 1
                y += 6
            self.height = y + self.scroll - box.y
        if self.height > box.h - 8:  # a scroll bar: there is more below or above
            frac = (box.h - 16) / self.height
            bar_h = max(24.0, (box.h - 16) * frac)
            bar_y = box.y + 8 + (box.h - 16 - bar_h) * (self.scroll / max(1.0, self.height
                                                                           - box.h + 16))
            p.rect(th.panel_edge, (box.right - 8, bar_y, 4, bar_h), radius=2)

    @staticmethod
    def _entry(p: Any, e: S.Entry, x: float, y: float, w: float) -> float:
        """One entry: its name (struck through once ruled out), then a small line: how
        it was ruled out or found, or where an object is now."""
        th = p.theme
        ink = th.accent_hi if e.real else th.text if e.open else th.text_faint
        name = p.ellipsize(e.name, w, SIZE, e.real)
        if not e.open:  # struck through: the line goes under the letters, never over them
            tw, th_ = p.text_size(name, SIZE, e.real)
            p.line(th.text_dim, (x, y + th_ * 0.55), (x + tw, y + th_ * 0.55), 1.5)
        r = p.text(name, (x, y), SIZE, ink, e.real)
        y = r.bottom
        small = e.how or ("" if e.kind == "door" else e.where)
        for row in p.wrap(small, w - 8, HOW) if small else []:
            r = p.text(row, (x + 8, y), HOW, th.text_dim if e.real else th.text_faint)
            y = r.bottom
        return y + 3


def mark_places(p: Any, places: list[str]) -> None:
    """Places ruled out as the Door: each plot shaded (its name is then drawn dimmed)."""
    for place in places:
        p.rect((*art.RULED_OUT, 90), art.cell(place), radius=8)


def mark_thing(p: Any, pos: tuple[float, float]) -> None:
    """A cross over an object token ruled out as the Key or the Lantern."""
    x, y = pos
    ink = p.theme.text_faint
    p.line(ink, (x - 6, y - 6), (x + 6, y + 6), 2)
    p.line(ink, (x - 6, y + 6), (x + 6, y - 6), 2)
