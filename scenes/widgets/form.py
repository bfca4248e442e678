"""The form: it routes events to its widgets and keeps the keyboard focus (a
guarded form presses only a focus the player put there, or a safe choice)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from scenes.widgets.base import (
    K_ACTIVATE,
    Widget,
    _mod_shift,
)
from scenes.widgets.values import TextField


class Form:
    """Routes events to its widgets and keeps the keyboard focus."""

    def __init__(self, widgets: Sequence[Widget] = (), guarded: bool = False,
                 on_refused: Callable[[], Any] | None = None) -> None:
        self.widgets: list[Widget] = []
        self.focused: Widget | None = None
        self.captured: Widget | None = None
        self.mouse = (-1, -1)
        self.guarded = guarded
        #: the player put the focus where it is (or worked the focused widget)
        self.armed = False
        #: hears of a Space or Enter a guarded form would not take (to say why)
        self.on_refused = on_refused
        for w in widgets:
            self.add(w)

    def add(self, w: Widget) -> Widget:
        self.widgets.append(w)
        return w

    def remove(self, w: Widget) -> None:
        if w in self.widgets:
            self.widgets.remove(w)
        if self.focused is w:
            self.focus(None)
        if self.captured is w:
            self.captured = None

    def clear(self) -> None:
        self.focus(None)
        self.widgets.clear()
        self.captured = None

    def focus(self, w: Widget | None, by_player: bool = False) -> None:
        """Move the focus to ``w``; ``by_player`` when the player's own input put it
        there (in a guarded form only then do Space and Enter press it)."""
        if w is not self.focused:
            if self.focused is not None:
                self.focused.on_focus(False)
            self.focused = w
            if w is not None:
                w.on_focus(True)
                if by_player and isinstance(w, TextField):
                    w.all_selected = bool(w.value)  # tabbed or clicked into: typing replaces
        self.armed = by_player and w is not None

    def focus_first(self) -> None:
        """The focus on the first widget, where a guarded form on its first free
        (``safe``) choice, or nowhere: a prompt never opens on a costly choice."""
        for w in self.widgets:
            if w.can_focus() and (w.safe or not self.guarded):
                self.focus(w)
                return
        if self.guarded:
            self.focus(None)

    def takes_activate(self) -> bool:
        """Whether Space or Enter may press the focused widget now."""
        f = self.focused
        if f is None or not self.guarded or self.armed or f.safe:
            return True
        return getattr(f, "typed", None) is not None  # a number typed: the player's

    def _focusables(self) -> list[Widget]:
        return [w for w in self.widgets if w.can_focus()]

    def focus_step(self, step: int) -> None:
        ws = self._focusables()
        if not ws:
            return
        if self.focused not in ws:
            self.focus(ws[0] if step > 0 else ws[-1], by_player=True)
            return
        self.focus(ws[(ws.index(self.focused) + step) % len(ws)], by_player=True)

    def focus_direction(self, dx: int, dy: int) -> bool:
        """Move focus to the nearest widget in a direction; False when there is none."""
        cur = self.focused
        ws = [w for w in self._focusables() if w is not cur]
        if cur is None:
            first = ws[0] if ws else None
            self.focus(first, by_player=True)
            return first is not None
        cx, cy = cur.rect.center
        best, best_score = None, None
        for w in ws:
            x, y = w.rect.center
            ddx, ddy = x - cx, y - cy
            along = ddx * dx + ddy * dy
            if along <= 0:
                continue
            # overlap in the other axis counts as perfectly aligned
            if dy:
                overlap = min(cur.rect.right, w.rect.right) - max(cur.rect.left, w.rect.left)
                across = 0 if overlap > 0 else abs(ddx)
            else:
                overlap = min(cur.rect.bottom, w.rect.bottom) - max(cur.rect.top, w.rect.top)
                across = 0 if overlap > 0 else abs(ddy)
            score = along + 3 * across
            if best_score is None or score < best_score:
                best, best_score = w, score
        if best is None:
            return False
        self.focus(best, by_player=True)
        return True

    def widget_at(self, pos) -> Widget | None:
        for w in reversed(self.widgets):
            if w.visible and w.contains(pos):
                return w
        return None

    def handle(self, event) -> bool:
        t = event.type
        if t == pygame.MOUSEMOTION:
            self.mouse = event.pos
            under = self.widget_at(event.pos)
            for w in self.widgets:
                w.hover = w is under and w.enabled
            if self.captured is not None:
                self.captured.handle(event)
                return True
            return under is not None
        if t == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button != 1:
                return self.widget_at(event.pos) is not None
            w = self.widget_at(event.pos)
            if w is None:
                return False
            if w.can_focus():
                self.focus(w, by_player=True)
            self.captured = w if w.enabled else None
            if not w.enabled and getattr(w, "why_off", None) is not None:
                w.why_off()  # a choice that is off says why it is off
            w.handle(event)
            return True
        if t == pygame.MOUSEBUTTONUP:
            if event.button != 1:
                return self.widget_at(event.pos) is not None
            w, self.captured = self.captured, None
            if w is not None:
                w.handle(event)
                for other in self.widgets:
                    other.pressed = False
                return True
            return self.widget_at(event.pos) is not None
        if t == pygame.MOUSEWHEEL:
            self.mouse = getattr(event, "pos", self.mouse)
            w = self.widget_at(self.mouse)
            if w is not None and w.enabled and (w is self.focused or not w.wheel_sets_value):
                return bool(w.handle(event))
            return False  # the wheel passes over it: the screen may scroll
        if t == pygame.KEYDOWN:
            f = self.focused
            k = event.key
            if k in K_ACTIVATE and self.guarded and (f is None or not self.takes_activate()):
                # the program put the focus on a costly choice: the key is not the
                # player's answer to it
                if self.on_refused:
                    self.on_refused()
                return True
            if f is not None and f.can_focus() and f.handle(event):
                if k not in K_ACTIVATE:
                    self.armed = True  # keys worked on it: the player is there now
                return True
            if k == pygame.K_TAB:
                self.focus_step(-1 if _mod_shift(event) else 1)
                return True
            dirs = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0),
                    pygame.K_RIGHT: (1, 0)}
            if k in dirs:
                return self.focus_direction(*dirs[k])
            return False
        return False

    def update(self, dt: float) -> bool:
        moving = False
        for w in self.widgets:
            moving = w.update(dt) or moving
        return moving

    def draw(self, p) -> None:
        for w in self.widgets:
            if w.visible:
                w.draw(p)
