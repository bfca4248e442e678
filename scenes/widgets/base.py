"""The widget base and the simple widgets: labels, buttons and toggles (keys,
focus and the click a guarded form asks for are described in ``scenes.widgets``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from scenes import sound

K_ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
K_ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
DOUBLE_CLICK_S = 0.4


def _mod_shift(event) -> bool:
    return bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)


class Widget:
    focusable = True
    #: keys this widget uses itself (arrows it consumes are not focus moves)
    uses_keys: tuple[int, ...] = ()
    #: a scrolled region the widget sits in: the mouse reaches it only inside that
    viewport: pygame.Rect | None = None
    #: pressing it costs nothing (pass, allow, view): in a guarded form, Space and
    #: Enter press it even where the program put the focus
    safe = False
    #: the wheel changes its value (spinner, choice, slider): it does so only once the
    #: widget has the focus, so a wheel turned to scroll never changes what it passes
    wheel_sets_value = False

    def __init__(self, rect, enabled: bool = True, visible: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.visible = visible
        self.focused = False
        self.hover = False
        self.pressed = False

    # the Form calls these
    def can_focus(self) -> bool:
        return self.focusable and self.enabled and self.visible

    def contains(self, pos) -> bool:
        return (self.visible and self.rect.collidepoint(pos)
                and (self.viewport is None or self.viewport.collidepoint(pos)))

    def handle(self, event) -> bool:
        return False

    def on_focus(self, focused: bool) -> None:
        self.focused = focused

    def update(self, dt: float) -> bool:
        return False

    def draw(self, p) -> None:
        pass

    def _change(self, value: Any) -> None:
        """Take ``value``; ``on_change`` hears of it when it differs from the old one."""
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    # shared drawing helpers
    def draw_focus(self, p, radius: float = 10, rect=None) -> None:
        """The focus ring around the widget (or around ``rect``, a part of it)."""
        if self.focused and self.enabled:
            r = self.rect if rect is None else rect
            p.rect(p.theme.focus, r.inflate(8, 8), width=3, radius=radius + 4)

    def draw_label(self, p, size: float, color) -> None:
        """The widget's ``label`` at its left end."""
        p.text(self.label, (self.rect.x + 12, self.rect.centery), size, color, False, "midleft")

    def box_colors(self, t, active: bool = False):
        """(fill, edge, text) for the widget's current state."""
        if not self.enabled:
            return t.disabled, t.disabled, t.disabled_text
        if active:
            return (t.accent_hi if self.hover else t.accent), t.accent_hi, t.text_on_accent
        if self.pressed:
            return t.control_down, t.control_edge, t.text
        if self.hover:
            return t.control_hi, t.focus, t.text
        return t.control, t.control_edge, t.text


class Label(Widget):
    focusable = False

    def __init__(self, rect, text: str, size: int = 20, color=None, bold: bool = False,
                 anchor: str = "midleft") -> None:
        super().__init__(rect)
        self.text, self.size, self.color, self.bold, self.anchor = text, size, color, bold, anchor

    def draw(self, p) -> None:
        pos = getattr(self.rect, self.anchor)
        p.text(self.text, pos, self.size, self.color or p.theme.text, self.bold, self.anchor)


class Clickable(Widget):
    """A click (press and release on it), Enter or Space runs ``on_click``."""

    def __init__(self, rect, on_click: Callable[[], Any] | None = None,
                 enabled: bool = True) -> None:
        super().__init__(rect, enabled)
        self.on_click = on_click
        #: a click on it while it is off says why (a table asks the engine)
        self.why_off: Callable[[], Any] | None = None

    def click(self) -> None:
        if self.enabled and self.on_click:
            sound.play("button")
            self.on_click()

    def handle(self, event) -> bool:
        if not self.enabled:
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
                self.contains(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.contains(event.pos):
                self.click()
            return True
        if event.type == pygame.KEYDOWN and event.key in K_ACTIVATE:
            self.click()
            return True
        return False


class Button(Clickable):
    """Click, Enter or Space runs ``on_click``. ``primary`` draws it in the accent colour."""

    def __init__(self, rect, text: str, on_click: Callable[[], Any] | None = None,
                 primary: bool = False, size: int = 22, enabled: bool = True,
                 hint: str = "", safe: bool = False) -> None:
        super().__init__(rect, on_click, enabled)
        self.text = text
        self.primary = primary
        self.safe = safe
        self.size = size
        self.hint = hint  # a second, smaller line under the text

    def draw_box(self, p):
        """The focus ring, fill and edge every button shares; returns the text colour
        (a button with words of its own draws them after this)."""
        fill, edge, fg = self.box_colors(p.theme, self.primary)
        self.draw_focus(p)
        p.rect(fill, self.rect, radius=10)
        p.rect(edge, self.rect, width=2, radius=10)
        return fg

    def draw(self, p) -> None:
        if not self.visible:
            return
        t = p.theme
        fg = self.draw_box(p)
        r = self.rect
        room = r.w - 16
        text = p.ellipsize(self.text, room, self.size, True)
        hint_size = max(12, self.size - 7)
        # the hint line goes where both lines no longer fit (text raised to the floor)
        if self.hint and (p.text_size(text, self.size, True)[1]
                          + p.text_size(self.hint, hint_size)[1]) <= r.h - 2:
            p.text(text, (r.centerx, r.centery - 2), self.size, fg, True, "midbottom")
            p.text(p.ellipsize(self.hint, room, hint_size), (r.centerx, r.centery + 2),
                   hint_size, fg if self.primary else t.text_dim, False, "midtop")
        else:
            p.text(text, r.center, self.size, fg, True, "center")


class Toggle(Clickable):
    """An on/off switch with a label; click, Enter or Space flips it."""

    def __init__(self, rect, label: str, value: bool = False,
                 on_change: Callable[[bool], Any] | None = None, size: int = 20,
                 enabled: bool = True) -> None:
        super().__init__(rect, enabled=enabled)
        self.label, self.value, self.on_change, self.size = label, bool(value), on_change, size

    def set(self, value: bool) -> None:
        self._change(bool(value))

    def click(self) -> None:
        if self.enabled:
            sound.play("toggle")
            self.set(not self.value)

    def draw(self, p) -> None:
        if not self.visible:
            return
        t = p.theme
        r = self.rect
        self.draw_focus(p, 8)
        if self.hover and self.enabled:
            p.rect(t.panel_hi, r, radius=8)
        fg = t.text if self.enabled else t.disabled_text
        self.draw_label(p, self.size, fg)
        sw = pygame.Rect(0, 0, 64, 30)
        sw.midright = (r.right - 12, r.centery)
        on = self.value
        track = (t.accent if on else t.track) if self.enabled else t.disabled
        p.rect(track, sw, radius=15)
        p.rect(t.control_edge, sw, width=2, radius=15)
        knob_x = sw.right - 15 if on else sw.left + 15
        p.circle(t.text if self.enabled else t.disabled_text, (knob_x, sw.centery), 11)
        word = "On" if on else "Off"
        p.text(word, (sw.left - 10, r.centery), self.size - 2,
               t.text_dim if self.enabled else t.disabled_text, False, "midright")
