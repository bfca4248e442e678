"""Widgets that show more than fits: the list box and the scrolling text."""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from scenes.widgets.base import DOUBLE_CLICK_S, K_ENTER, Widget, _mod_shift


class ListBox(Widget):
    """A scrolling list: click or Up/Down to select, double-click or Enter to activate."""

    uses_keys = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
                 pygame.K_HOME, pygame.K_END)

    def __init__(self, rect, items: Sequence[str], selected: int = 0,
                 on_select: Callable[[int], Any] | None = None,
                 on_activate: Callable[[int], Any] | None = None, row_h: int = 40,
                 size: int = 20, enabled: bool = True) -> None:
        super().__init__(rect, enabled)
        self.items = list(items)
        self.row_h, self.size = row_h, size
        self.on_select, self.on_activate = on_select, on_activate
        self.selected = min(selected, len(self.items) - 1) if self.items else -1
        self.top = 0
        self._last_click = (-1, 0.0)

    @property
    def rows(self) -> int:
        return max(1, (self.rect.h - 8) // self.row_h)

    def set_items(self, items: Sequence[str], selected: int = 0) -> None:
        self.items = list(items)
        self.selected = min(selected, len(self.items) - 1) if self.items else -1
        self.top = 0
        self._reveal()

    def select(self, i: int) -> None:
        if not self.items:
            return
        i = min(len(self.items) - 1, max(0, i))
        changed = i != self.selected
        self.selected = i
        self._reveal()
        if changed and self.on_select:
            self.on_select(i)

    def scroll(self, rows: int) -> None:
        self.top = min(max(0, len(self.items) - self.rows), max(0, self.top + rows))

    def _reveal(self) -> None:
        if self.selected < self.top:
            self.top = self.selected
        elif self.selected >= self.top + self.rows:
            self.top = self.selected - self.rows + 1
        self.scroll(0)

    def index_at(self, pos) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        i = self.top + (pos[1] - self.rect.y - 4) // self.row_h
        return i if 0 <= i < len(self.items) else None

    def handle(self, event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.index_at(event.pos)
            if i is not None:
                now = time.monotonic()
                double = self._last_click[0] == i and now - self._last_click[1] < DOUBLE_CLICK_S
                self.select(i)
                self._last_click = (i, now)
                if double and self.on_activate:
                    self.on_activate(i)
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return True
        if event.type == pygame.KEYDOWN:
            k = event.key
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.rows,
                     pygame.K_PAGEDOWN: self.rows}
            if k in moves:
                self.select(max(0, self.selected) + moves[k])
            elif k == pygame.K_HOME:
                self.select(0)
            elif k == pygame.K_END:
                self.select(len(self.items) - 1)
            elif k in K_ENTER and self.on_activate and self.selected >= 0:
                self.on_activate(self.selected)
            else:
                return False
            return True
        return False

    def draw(self, p) -> None:
        if not self.visible:
            return
        t = p.theme
        r = self.rect
        self.draw_focus(p, 10)
        p.rect(t.track, r, radius=10)
        p.rect(t.control_edge, r, width=2, radius=10)
        with p.clip(r.inflate(-4, -4)):
            if not self.items:
                p.text("(empty)", r.center, self.size, t.text_faint, False, "center")
            for row in range(self.rows + 1):
                i = self.top + row
                if i >= len(self.items):
                    break
                y = r.y + 4 + row * self.row_h
                rr = pygame.Rect(r.x + 6, y, r.w - 24, self.row_h - 2)
                if i == self.selected:
                    p.rect(t.accent if self.focused else t.control_hi, rr, radius=6)
                    fg = t.text_on_accent if self.focused else t.text
                else:
                    fg = t.text
                p.text(self.items[i], (rr.x + 12, rr.centery), self.size, fg, False, "midleft")
        if len(self.items) > self.rows:
            _scrollbar(p, r, self.top, self.rows, len(self.items))


_NUMBERED = re.compile(r"\d+[.)] ")


def _md_blocks(text: str) -> list[str]:
    """Join a markdown file's wrapped lines back into paragraphs and list items."""
    out: list[str] = []
    fence = False
    for raw in text.splitlines():
        line = raw.rstrip()
        s = line.strip()
        if s.startswith("```"):
            fence = not fence
            continue
        if fence or not s:
            out.append(line if fence else "")
            continue
        starts = (s.startswith(("#", "- ", "* ", "|", ">")) or _NUMBERED.match(s)
                  or (s.startswith("**") and s.endswith("**")))
        prev = out[-1] if out else ""
        if prev.strip() and not starts and not prev.lstrip().startswith(("#", "|")):
            out[-1] = prev + " " + s
        else:
            out.append(line)
    return out


def _scrollbar(p, r: pygame.Rect, top: float, shown: float, total: float) -> None:
    t = p.theme
    bar = pygame.Rect(r.right - 12, r.y + 6, 6, r.h - 12)
    p.rect(t.panel, bar, radius=3)
    h = max(24, bar.h * shown / total)
    y = bar.y + (bar.h - h) * (top / max(1, total - shown))
    p.rect(t.control_edge, (bar.x, y, bar.w, h), radius=3)


class ScrollText(Widget):
    """Scrolling formatted text: ``# heading``, ``## subheading``, ``- bullet``, paragraphs.

    Wheel, Up/Down, PageUp/PageDown, Home/End scroll it. ``**bold**`` markers are
    dropped (a line that is wholly bold is drawn bold).
    """

    uses_keys = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
                 pygame.K_HOME, pygame.K_END, pygame.K_SPACE)

    def __init__(self, rect, text: str, size: int = 20, pad: int = 18) -> None:
        super().__init__(rect)
        self.text = text
        self.size = size
        self.pad = pad
        self.offset = 0.0
        self._layout: list[tuple[str, float, float, int, bool, Any]] = []
        self._layout_key: tuple | None = None
        self.content_h = 0.0
        self._drag: float | None = None  # the pointer's y when a drag began

    def set_text(self, text: str) -> None:
        self.text = text
        self.offset = 0.0
        self._layout_key = None

    def _lay_out(self, p) -> None:
        key = (p.scale, self.rect.size, self.text)
        if key == self._layout_key:
            return
        self._layout_key = key
        t = p.theme
        width = self.rect.w - 2 * self.pad - 16
        y = 0.0
        out = []
        body = self.size
        for line in _md_blocks(self.text):
            if not line.strip():
                y += body * 0.6
                continue
            bold = False
            size, indent, color, bullet = body, 0, t.text, False
            if line.startswith("# "):
                line, size, bold, color = line[2:], round(body * 1.5), True, t.accent_hi
                y += body * 0.4
            elif line.startswith("## "):
                line, size, bold, color = line[3:], round(body * 1.2), True, t.accent
                y += body * 0.3
            elif line.startswith("### "):
                line, size, bold = line[4:], body, True
            elif line.lstrip().startswith(("- ", "* ")):
                depth = (len(line) - len(line.lstrip())) // 2
                line, indent, bullet = line.lstrip()[2:], 24 + 20 * depth, True
            elif _NUMBERED.match(line.lstrip()):
                indent = 8
            stripped = line.strip()
            if stripped.startswith("**") and stripped.endswith("**") and len(stripped) > 4:
                bold = True
            line = line.replace("**", "").replace("`", "")
            for j, part in enumerate(p.wrap(line, width - indent, size, bold)):
                out.append((part, y, indent, size, bold, color))
                if bullet and j == 0:
                    out.append(("•", y, indent - 16, size, True, t.accent))
                y += p.line_height(size) * 1.35
        self._layout = out
        self.content_h = y

    @property
    def view_h(self) -> float:
        return self.rect.h - 2 * self.pad

    def max_offset(self) -> float:
        return max(0.0, self.content_h - self.view_h)

    def scroll(self, by: float) -> None:
        self.offset = min(self.max_offset(), max(0.0, self.offset + by))

    def handle(self, event) -> bool:
        line = self.size * 1.35
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * line * 3)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._drag = event.pos[1]  # drag the text like a page
            return True
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            self.scroll(self._drag - event.pos[1])
            self._drag = event.pos[1]
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self._drag = None
            return True
        if event.type == pygame.KEYDOWN:
            k = event.key
            page = self.view_h - line
            moves = {pygame.K_UP: -line, pygame.K_DOWN: line, pygame.K_PAGEUP: -page,
                     pygame.K_PAGEDOWN: page, pygame.K_HOME: -1e9, pygame.K_END: 1e9,
                     pygame.K_SPACE: -page if _mod_shift(event) else page}
            if k in moves:
                self.scroll(moves[k])
                return True
        return False

    def draw(self, p) -> None:
        if not self.visible:
            return
        self._lay_out(p)
        self.scroll(0)
        t = p.theme
        r = self.rect
        self.draw_focus(p, 10)
        p.rect(t.panel, r, radius=10)
        p.rect(t.panel_edge, r, width=2, radius=10)
        x0, y0 = r.x + self.pad, r.y + self.pad - self.offset
        with p.clip(r.inflate(-4, -2 * self.pad + 8), scrolling=True):
            for text, y, indent, size, bold, color in self._layout:
                yy = y0 + y
                if yy + size * 1.4 < r.y or yy > r.bottom:
                    continue
                p.text(text, (x0 + indent, yy), size, color, bold)
        if self.content_h > self.view_h:
            _scrollbar(p, r, self.offset, self.view_h, self.content_h)
