"""A small widget set drawn in the app's own theme, for mouse and keyboard.

Hand-rolled on purpose. pygame_gui would bring tens of megabytes of bundled
fonts into every executable and is still alpha; pygame-menu suits whole-page
menus but not controls placed on a game table. What the games need is short
(button, toggle, slider, number spinner, choice, list, scrolling text, text
field), and owning it means one look, crisp text at every window size through
the Painter, and no extra dependency.

Widgets live in a ``Form``, which routes events and keeps keyboard focus:

* mouse: hover, press/release on the same widget to click, drag sliders,
  wheel over spinners, choices, lists and text;
* keyboard: Tab / Shift-Tab cycle focus, arrow keys move focus to the nearest
  widget in that direction unless the focused widget uses them (sliders use
  left/right, spinners and lists use up/down), Enter/Space activate, typed
  digits go into a focused spinner, Esc is left to the scene (back/cancel).

A ``guarded`` form holds decisions that cost the player something (a table's
prompt, the results' Rematch). There Space and Enter press only a focus the
player put there (Tab, the arrows, a click, or keys worked on the widget) or a
widget marked ``safe`` (the free choice: pass, allow); a focus the program set
is only a place to start from. Nothing is ever decided by a key meant for
something else.

Coordinates are logical (1280x720); the app converts mouse positions first.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
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

    def draw(self, p) -> None:
        if not self.visible:
            return
        t = p.theme
        fill, edge, fg = self.box_colors(t, self.primary)
        self.draw_focus(p)
        r = self.rect
        p.rect(fill, r, radius=10)
        p.rect(edge, r, width=2, radius=10)
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


class Slider(Widget):
    """A value between ``lo`` and ``hi`` in ``step``s: drag, wheel, Left/Right, Home/End."""

    wheel_sets_value = True
    uses_keys = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END)

    def __init__(self, rect, label: str, value: float, lo: float = 0.0, hi: float = 1.0,
                 step: float = 0.1, on_change: Callable[[float], Any] | None = None,
                 fmt: Callable[[float], str] | None = None, size: int = 20,
                 label_w: int = 220, enabled: bool = True) -> None:
        super().__init__(rect, enabled)
        self.label, self.lo, self.hi, self.step = label, lo, hi, step
        self.on_change = on_change
        self.fmt = fmt or (lambda v: f"{v:g}")
        self.size = size
        self.label_w = label_w
        self.value = self._snap(value)
        self.dragging = False

    @property
    def track(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.x + self.label_w, r.centery - 4, r.w - self.label_w - 100, 8)

    def _snap(self, v: float) -> float:
        v = min(self.hi, max(self.lo, v))
        n = round((v - self.lo) / self.step)
        return round(min(self.hi, self.lo + n * self.step), 6)

    def set(self, v: float) -> None:
        self._change(self._snap(v))

    def _from_x(self, x: float) -> None:
        tr = self.track
        f = (x - tr.left) / max(1, tr.w)
        self.set(self.lo + f * (self.hi - self.lo))

    def handle(self, event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.track.inflate(24, 30).collidepoint(event.pos):
                self.dragging = True
                self._from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.set(self.value + self.step * (1 if event.y > 0 else -1))
            return True
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS):
                self.set(self.value + self.step)
            elif k in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
                self.set(self.value - self.step)
            elif k == pygame.K_HOME:
                self.set(self.lo)
            elif k == pygame.K_END:
                self.set(self.hi)
            else:
                return False
            return True
        return False

    def draw(self, p) -> None:
        if not self.visible:
            return
        t = p.theme
        r = self.rect
        self.draw_focus(p, 8)
        if (self.hover or self.dragging) and self.enabled:
            p.rect(t.panel_hi, r, radius=8)
        fg = t.text if self.enabled else t.disabled_text
        self.draw_label(p, self.size, fg)
        tr = self.track
        p.rect(t.track, tr, radius=4)
        f = (self.value - self.lo) / ((self.hi - self.lo) or 1)
        fill = pygame.Rect(tr.x, tr.y, round(tr.w * f), tr.h)
        p.rect(t.accent if self.enabled else t.disabled, fill, radius=4)
        knob = (tr.x + tr.w * f, tr.centery)
        p.circle(t.control_edge, knob, 14)
        p.circle(t.text if self.enabled else t.disabled_text, knob, 11)
        p.text(self.fmt(self.value), (r.right - 12, r.centery), self.size, fg, True, "midright")


class Field(Widget):
    """A widget with an optional ``label`` on its left, ``label_w`` wide; the rest is
    its ``body``."""

    def __init__(self, rect, label: str = "", label_w: int = 0, size: int = 20,
                 enabled: bool = True) -> None:
        super().__init__(rect, enabled)
        self.label, self.label_w, self.size = label, label_w, size

    @property
    def body(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.x + self.label_w, r.y, r.w - self.label_w, r.h)


class Spinner(Field):
    """A whole number between ``lo`` and ``hi``: [-] value [+].

    Wheel, Up/Down (PageUp/PageDown by ten, Home/End to the limits), or type
    the digits (a leading minus for negative numbers) and press Enter. Enter
    when not typing calls ``on_submit`` if given (e.g. "place this bid").
    """

    wheel_sets_value = True
    uses_keys = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
                 pygame.K_HOME, pygame.K_END)

    def __init__(self, rect, value: int, lo: int, hi: int, step: int = 1,
                 on_change: Callable[[int], Any] | None = None,
                 on_submit: Callable[[int], Any] | None = None, label: str = "",
                 size: int = 24, label_w: int = 0, enabled: bool = True,
                 on_preview: Callable[[int], Any] | None = None,
                 on_note: Callable[[str], Any] | None = None,
                 why_hi: str = "", why_lo: str = "") -> None:
        super().__init__(rect, label, label_w, size, enabled)
        self.lo, self.hi, self.step = lo, hi, step
        self.on_change, self.on_submit = on_change, on_submit
        self.on_preview = on_preview  # hears a number as it is typed, before Enter
        # hears why a typed digit was not taken or Enter did not submit (the limits'
        # reasons, ``why_hi`` and ``why_lo``, in the game's words)
        self.on_note = on_note
        self.why_hi, self.why_lo = why_hi, why_lo
        self.value = min(hi, max(lo, int(value)))
        self.typed: str | None = None  # digits being typed, not yet committed
        self._held: str | None = None

    def set_range(self, lo: int, hi: int) -> None:
        self.lo, self.hi = lo, hi
        self.set(self.value)

    def set(self, v: int) -> None:
        self._change(min(self.hi, max(self.lo, int(v))))

    @property
    def minus_rect(self) -> pygame.Rect:
        b = self.body
        return pygame.Rect(b.x, b.y, b.h, b.h)

    @property
    def plus_rect(self) -> pygame.Rect:
        b = self.body
        return pygame.Rect(b.right - b.h, b.y, b.h, b.h)

    def _typed_value(self) -> int | None:
        try:
            return int(self.typed) if self.typed not in (None, "-") else None
        except ValueError:
            return None

    def _preview(self) -> None:
        """While a number is typed, what follows the spinner (a Bid button) shows it as
        typed, so the box and the button never disagree (a number under the least is
        shown as it is, and Enter will not take it)."""
        if self.on_preview is None:
            return
        v = self._typed_value()
        self.on_preview(self.value if v is None else v)

    def _note(self, words: str) -> None:
        if self.on_note:
            self.on_note(words)

    def _too_high(self) -> None:
        self._note(f"{self.hi} is the most{': ' + self.why_hi if self.why_hi else ''}.")

    def commit(self) -> None:
        if self.typed is None:
            return
        text, self.typed = self.typed, None
        try:
            self.set(int(text))
        except ValueError:
            pass  # a lone "-": keep the old value

    def on_focus(self, focused: bool) -> None:
        super().on_focus(focused)
        if not focused:
            self.commit()

    def handle(self, event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.commit()
            if self.minus_rect.collidepoint(event.pos):
                self._held = "-"
            elif self.plus_rect.collidepoint(event.pos):
                self._held = "+"
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self._held == "-" and self.minus_rect.collidepoint(event.pos):
                self.set(self.value - self.step)
            elif self._held == "+" and self.plus_rect.collidepoint(event.pos):
                self.set(self.value + self.step)
            self._held = None
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.commit()
            self.set(self.value + self.step * (1 if event.y > 0 else -1))
            return True
        if event.type != pygame.KEYDOWN:
            return False
        k = event.key
        ch = getattr(event, "unicode", "") or ""
        if ch.isdigit() and len(ch) == 1:
            grown = (self.typed or "") + ch
            if len(grown.lstrip("-")) > 6 or (grown != "-" and int(grown) > self.hi):
                # the box holds only what can be taken: the digit is refused, and why
                self._too_high()
                return True
            self.typed = grown
            self._preview()
            return True
        if ch == "-" or k == pygame.K_KP_MINUS:
            if self.typed is None and self.lo < 0:
                self.typed = "-"
            elif self.typed is None:
                self.set(self.value - self.step)
            return True
        if ch == "+" or k == pygame.K_KP_PLUS:
            self.commit()
            self.set(self.value + self.step)
            return True
        if k == pygame.K_BACKSPACE:
            if self.typed is not None:
                self.typed = self.typed[:-1] or None
                self._preview()
            return True
        if k == pygame.K_ESCAPE and self.typed is not None:
            self.typed = None
            return True
        if k in K_ENTER:
            # one Enter takes a typed number and submits it (where the spinner submits);
            # a number under the least is not raised behind the player's back
            v = self._typed_value()
            if v is not None and v < self.lo:
                self._note(f"{self.lo} is the least{': ' + self.why_lo if self.why_lo else ''}.")
                return True
            had = self.typed is not None
            self.commit()
            if had and not self.on_submit:
                return True
            if self.on_submit:
                self.on_submit(self.value)
                return True
            return False
        steps = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: 10,
                 pygame.K_PAGEDOWN: -10}
        if k in steps:
            self.commit()
            self.set(self.value + steps[k] * self.step)
            return True
        if k == pygame.K_HOME:
            self.commit()
            self.set(self.lo)
            return True
        if k == pygame.K_END:
            self.commit()
            self.set(self.hi)
            return True
        return False

    def draw(self, p) -> None:
        if not self.visible:
            return
        t = p.theme
        fg = t.text if self.enabled else t.disabled_text
        if self.label:
            self.draw_label(p, 20, fg)
        b = self.body
        self.draw_focus(p, 10, b)
        p.rect(t.track if self.enabled else t.disabled, b, radius=10)
        p.rect(t.focus if (self.hover and self.enabled) else t.control_edge, b, width=2,
               radius=10)
        for r, sign, lim in ((self.minus_rect, "−", self.lo), (self.plus_rect, "+", self.hi)):
            live = self.enabled and self.value != lim
            p.rect(t.control if live else t.disabled, r.inflate(-8, -8), radius=8)
            p.text(sign, r.center, self.size, t.text if live else t.disabled_text, True,
                   "center")
        shown = self.typed if self.typed is not None else str(self.value)
        colour = t.accent_hi if self.typed is not None else fg
        tr = p.text(shown, b.center, self.size, colour, True, "center")
        if self.typed is not None:
            p.line(colour, (tr.right + 3, tr.top + 2), (tr.right + 3, tr.bottom - 2), 2)


class Choice(Field):
    """One of several values, cycled with Left/Right, the arrow halves, the wheel or Enter."""

    wheel_sets_value = True
    uses_keys = (pygame.K_LEFT, pygame.K_RIGHT)

    def __init__(self, rect, options: Sequence[tuple[Any, str]], value: Any = None,
                 on_change: Callable[[Any], Any] | None = None, label: str = "",
                 label_w: int = 0, size: int = 20, enabled: bool = True) -> None:
        super().__init__(rect, label, label_w, size, enabled)
        self.options = list(options)
        self.on_change = on_change
        values = [v for v, _ in self.options]
        self.index = values.index(value) if value in values else 0

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    @property
    def text(self) -> str:
        return self.options[self.index][1]

    def set_index(self, i: int) -> None:
        i %= len(self.options)
        if i != self.index:
            self.index = i
            if self.on_change:
                self.on_change(self.value)

    def handle(self, event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.pressed and self.body.collidepoint(event.pos):
                left = event.pos[0] < self.body.x + self.body.h
                self.set_index(self.index + (-1 if left else 1))
            self.pressed = False
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.set_index(self.index + (1 if event.y < 0 else -1))
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_LEFT:
                self.set_index(self.index - 1)
                return True
            if event.key in (pygame.K_RIGHT, *K_ACTIVATE):
                self.set_index(self.index + 1)
                return True
        return False

    def draw(self, p) -> None:
        if not self.visible:
            return
        t = p.theme
        fg = t.text if self.enabled else t.disabled_text
        if self.label:
            self.draw_label(p, self.size, fg)
        b = self.body
        fill, edge, _ = self.box_colors(t)
        self.draw_focus(p, 10, b)
        p.rect(fill, b, radius=10)
        p.rect(edge, b, width=2, radius=10)
        cy = b.centery
        s = 7
        p.polygon(fg, [(b.x + 14 + s, cy - s), (b.x + 14, cy), (b.x + 14 + s, cy + s)])
        p.polygon(fg, [(b.right - 14 - s, cy - s), (b.right - 14, cy),
                       (b.right - 14 - s, cy + s)])
        # the value sits between the arrows: a long one ("Teams (co-op)", a set of
        # crimes) a little smaller, then not bold, and cut only if it still does not fit
        room = b.w - 2 * (14 + s + 4)
        for bold in (True, False):
            size = self.size
            while size > self.size - 6 and p.text_size(self.text, size, bold)[0] > room:
                size -= 2
            if p.text_size(self.text, size, bold)[0] <= room:
                break
        p.text(p.ellipsize(self.text, room, size, bold), b.center, size, fg, bold, "center")


class TextField(Field):
    """A one-line text entry (names, a seed). ``allowed`` filters typed characters."""

    takes_text = True  # focused, it gets every letter: app-wide letter keys stand aside

    def __init__(self, rect, value: str = "", on_change: Callable[[str], Any] | None = None,
                 max_len: int = 16, placeholder: str = "", allowed: str | None = None,
                 label: str = "", label_w: int = 0, size: int = 20,
                 enabled: bool = True) -> None:
        super().__init__(rect, label, label_w, size, enabled)
        self.value = value
        self.on_change = on_change
        self.max_len, self.placeholder, self.allowed = max_len, placeholder, allowed
        # the whole text is selected: what is typed next replaces it (a click or Tab
        # into the field, or Ctrl+A, selects it, as in every other program)
        self.all_selected = False

    def on_focus(self, focused: bool) -> None:
        super().on_focus(focused)
        if not focused:
            self.all_selected = False

    def handle(self, event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.all_selected = bool(self.value)
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            return True
        if event.type != pygame.KEYDOWN:
            return False
        mods = getattr(event, "mod", 0)
        if event.key == pygame.K_a and mods & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.all_selected = bool(self.value)
            return True
        if event.key == pygame.K_BACKSPACE or event.key == pygame.K_DELETE:
            whole = self.all_selected or mods & pygame.KMOD_CTRL
            self.all_selected = False
            self._change("" if whole else self.value[:-1])
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END) \
                and self.all_selected:
            self.all_selected = False  # the caret goes to the end, the text stays
            return True
        ch = getattr(event, "unicode", "") or ""
        if len(ch) == 1 and ch.isprintable() and event.key not in K_ENTER \
                and event.key != pygame.K_TAB and not mods & (pygame.KMOD_CTRL |
                                                               pygame.KMOD_META):
            if self.allowed is not None and ch not in self.allowed:
                return True
            base = "" if self.all_selected else self.value
            self.all_selected = False
            if len(base) < self.max_len:
                self._change(base + ch)
            return True
        return False

    def draw(self, p) -> None:
        if not self.visible:
            return
        t = p.theme
        fg = t.text if self.enabled else t.disabled_text
        if self.label:
            self.draw_label(p, self.size, fg)
        b = self.body
        self.draw_focus(p, 8, b)
        p.rect(t.track, b, radius=8)
        p.rect(t.focus if (self.focused or self.hover) and self.enabled else t.control_edge,
               b, width=2, radius=8)
        with p.clip(b.inflate(-8, -4)):
            if self.value:
                if self.all_selected and self.focused:
                    w, h = p.text_size(self.value, self.size)
                    p.rect(t.accent, (b.x + 10, b.centery - h / 2, w + 4, h), radius=3)
                    fg = t.text_on_accent
                tr = p.text(self.value, (b.x + 12, b.centery), self.size, fg, False, "midleft")
                end = tr.right
            else:
                p.text(self.placeholder, (b.x + 12, b.centery), self.size, t.text_faint,
                       False, "midleft")
                end = b.x + 12
            if self.focused:
                p.line(t.accent_hi, (end + 2, b.centery - self.size * 0.6),
                       (end + 2, b.centery + self.size * 0.6), 2)


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
