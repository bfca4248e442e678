"""The NotCoup table's controls strip: its prompt, its row of buttons (each with a hint
line and a key), the room they share, and the response timer that answers a reaction
prompt with the window's default when it runs out."""

from __future__ import annotations

from typing import Any

from scenes.tables.controls_base import ROW_H, ROW_Y, STRIP, TableControls
from scenes.tables.drawing import clip_text
from scenes.tables.notcoup.action_bar import GAP, TIMER_CHOICES, response_timer
from scenes.widgets import Button


class Strip(TableControls):
    """The strip's machinery; ``Controls`` decides what it asks (``why_off`` says why a
    button that is off is off)."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.prompt = ""
        self.buttons: dict[str, Button] = {}
        self.keys: dict[str, str] = {}        # a typed character -> a button's name
        self.gap = GAP
        self.deadline: float | None = None    # the response timer's end (table clock)
        self.default: str | None = None       # what the timer answers

    def why_off(self, name: str) -> None:
        """A click or key on the button ``name`` while it is off."""

    def _add(self, name: str, x: float, w: float, text: str, fn, hint: str = "",
             key: str | None = None, primary: bool = False, enabled: bool = True,
             size: int = 18, fit: bool = True) -> float:
        if fit:  # wide enough for its text and hint: the key letter must show
            w = max(w, self._need(text, hint, size))
        # the free choice (let it stand) is the only one a prompt may open on, and the only
        # one Space or Enter press where the program put the focus. Not Back: a Space
        # tapped on through an animation undid the player's chosen action (seen under Xvfb)
        b = Button((x, ROW_Y, w, ROW_H), text, fn, primary=primary, size=size,
                   enabled=enabled, hint=hint, safe=name == "pass")
        b.why_off = lambda: self.why_off(name)
        self.buttons[name] = b
        self.form.add(b)
        if key:
            self.keys[key] = name
        return x + w + self.gap

    def _need(self, text: str, hint: str, size: int, pad: float = 28) -> float:
        """The width a button needs for its text and its hint line, as the window's
        text floor draws them."""
        p = getattr(self.table.app, "painter", None)
        if p is None:
            return 10.0 * max(len(text), len(hint)) + pad
        hint_w = p.text_size(hint, max(12, size - 7))[0] if hint else 0
        return max(p.text_size(text, size, True)[0], hint_w) + pad

    def _fits(self, titles: list[str], size: int, hints: list[str], pad: float) -> bool:
        """Whether buttons with these titles and hints fit the strip side by side."""
        room = STRIP.w - 32 - self.gap * (len(titles) - 1)
        return sum(self._need(t, h, size, pad) for t, h in zip(titles, hints, strict=True)
                   ) <= room

    def _widths(self, titles: list[str], size: int, hints: list[str] | None = None,
                pad: float = 28) -> list[float]:
        """Button widths sharing the strip: each button's own need (title and hint, as
        the window's text floor draws them) and an equal share of the room left."""
        hints = hints or [""] * len(titles)
        needs = [self._need(t, h, size, pad) for t, h in zip(titles, hints, strict=True)]
        total = STRIP.w - 32 - self.gap * (len(titles) - 1)
        extra = (total - sum(needs)) / max(1, len(titles))
        if extra >= 0:
            return [n + extra for n in needs]
        k = total / sum(needs)
        return [n * k for n in needs]

    # ----- the response timer -------------------------------------------------------------
    def retime(self) -> None:
        """Start (or stop) the response timer on the prompt open now, from the setting as
        it is: T changed at the table applies to the question already asked."""
        key = self.key
        if key is None or key[0] != "act" or key[2] not in ("challenge", "counter", "round"):
            return
        secs = response_timer(getattr(self.table.app, "settings", None))
        w = self.table.game.window(key[1]) or {}
        self.default = w.get("default")
        self.deadline = self.table.clock + secs if secs and self.default in key[3] else None

    def timer_seconds(self) -> int:
        return response_timer(getattr(self.table.app, "settings", None))

    def cycle_timer(self) -> None:
        """T: the response timer for challenge and counter prompts, off or N seconds."""
        settings = getattr(self.table.app, "settings", None)
        if settings is None:
            return
        now = self.timer_seconds()
        i = TIMER_CHOICES.index(now) if now in TIMER_CHOICES else 0
        settings.response_timer = TIMER_CHOICES[(i + 1) % len(TIMER_CHOICES)]
        if getattr(settings, "path", None) is not None:
            try:
                settings.save()
            except OSError:
                pass
        secs = settings.response_timer
        self.retime()
        self.table.say(f"Response timer: {secs} s" if secs else "Response timer off")

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.deadline is not None and not self.waiting and self.table.clock >= self.deadline:
            self.deadline = None
            if self.default:
                self.table.say(f"Time is up: {self.default}.")
                self.send(self.default)

    def seconds_left(self) -> int | None:
        if self.deadline is None or self.waiting:
            return None
        return max(0, int(self.deadline - self.table.clock + 0.999))

    def draw(self, p: Any) -> None:
        th = p.theme
        if self.waiting:
            p.text(clip_text(p, self._waiting_text(), STRIP.w - 40, 18),
                   (STRIP.x + 20, STRIP.centery), 18, th.text_dim, anchor="midleft")
            return
        left = self.seconds_left()
        room = STRIP.w - 32 - (150 if left is not None else 0)
        p.text(clip_text(p, self.prompt, room, 16), (STRIP.x + 16, STRIP.y + 8), 16, th.text)
        if left is not None:
            p.text(f"{self.default} in {left} s", (STRIP.right - 16, STRIP.y + 8), 16,
                   th.bad if left <= 3 else th.accent, True, "topright")
        self.form.draw(p)
