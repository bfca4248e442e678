"""Widgets that hold a value: the slider, the number spinner, the choice and the
text field."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from scenes.widgets.base import K_ACTIVATE, K_ENTER, Widget


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
