"""The Coyote Moon table's controls: the turn panel and the board's lit spaces.

The turn panel offers pick-up and drop chips (one per legal action), undo and end
turn; the spaces the pawn can reach are focusable spots, so the board can be played
from the keyboard. Everything offered comes from ``legal_actions`` for the human at
the screen; the widgets are rebuilt whenever the situation changes.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.coyote_moon.notation import Drop, End, Pickup, format, parse
from scenes.tables.controls_base import TableControls
from scenes.tables.coyote_moon import art
from scenes.tables.coyote_moon.layout import TURN_RECT
from scenes.widgets import Button, Clickable


class CoinChip(Clickable):
    """A stone as a button: click (or Enter) picks it up or drops it."""

    def __init__(self, center, suit: str, value: str | None, face_up: bool, action: str,
                 on_click, enabled: bool = True, hint: str = "") -> None:
        r = 19
        super().__init__((center[0] - r, center[1] - r, 2 * r, 2 * r), on_click, enabled)
        self.suit, self.value, self.face_up = suit, value, face_up
        self.action, self.hint = action, hint
        self.verb = "pickup" if isinstance(parse(action), Pickup) else "drop"

    def draw(self, p: Any) -> None:
        th = p.theme
        c = self.rect.center
        if self.focused or self.hover:
            p.circle(th.focus if self.focused else th.accent_hi, c, 19, 2.5)
        surf = art.coin(p, self.suit, self.value, self.face_up, 15, th.colorblind)
        p.blit(surf, c, anchor="center", alpha=255 if self.enabled else 110)


class SpaceSpot(Clickable):
    """A lit space on the board as a focusable target: arrows move between spots (the
    form picks the nearest in that direction), Enter walks there, as a click does."""

    def __init__(self, space: str, on_click) -> None:
        x, y = art.SPACE_POS[space]
        half = 42 if space.startswith("m") else 22
        super().__init__((x - half, y - half, 2 * half, 2 * half), on_click)
        self.space = space

    def draw(self, p: Any) -> None:
        if self.focused:
            r = 46 if self.space.startswith("m") else 25
            p.circle(p.theme.focus, art.SPACE_POS[self.space], r, 3)


class KeyButton(Button):
    """A button whose key letter stays in sight: under its word where both lines fit,
    else beside it ("End turn · E"), as a small window raises the letters. Drawing only;
    clicks and keys are the Button's."""

    def draw(self, p) -> None:
        if not self.visible:
            return
        r = self.rect
        hint_size = max(12, self.size - 7)
        two = (p.text_size(self.text, self.size, True)[1]
               + p.text_size(self.hint, hint_size)[1]) <= r.h - 2
        if two or not self.hint:
            super().draw(p)
            return
        t = p.theme
        fg = self.draw_box(p)
        word = p.text_size(self.text, self.size, True)[0]
        key = f"· {self.hint}"
        kw = p.text_size(key, hint_size)[0]
        if word + 6 + kw > r.w - 16:
            p.text(p.ellipsize(self.text, r.w - 16, self.size, True), r.center, self.size, fg,
                   True, "center")
            return
        x = r.centerx - (word + 6 + kw) / 2
        p.text(self.text, (x, r.centery), self.size, fg, True, "midleft")
        p.text(key, (x + word + 6, r.centery), hint_size, fg if self.primary else t.text_dim,
               anchor="midleft")


class Controls(TableControls):
    """The turn panel: movement points, pick-up and drop chips, undo, end turn; and the
    lit spaces of the board as keyboard targets."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.buttons: dict[str, Any] = {}
        self.chips: list[CoinChip] = []
        self.spots: list[SpaceSpot] = []

    def situation(self) -> tuple:
        t = self.table
        seat = t.human_to_act()
        if seat is None or t.walk.route:
            return ("wait",)
        obs = t.game.observation(seat)
        return ("act", seat, tuple(t.game.legal_actions(seat)), obs["can_undo"],
                obs["mp_left"], tuple(obs["hands"][seat]))

    def _build(self, key: tuple) -> None:
        self.form.clear()
        self.buttons, self.chips, self.spots = {}, [], []
        if key[0] == "wait":
            return
        _, seat, legal, can_undo, _mp, hand = key
        obs = self.table.game.observation(seat)
        coins = obs["coins"]
        x0, y = TURN_RECT.x + 96, TURN_RECT.y + 104
        picks = [m for m in map(parse, legal) if isinstance(m, Pickup)]
        for i, m in enumerate(picks):
            a = format(m)
            suit, value = m.suit, m.value  # a face-down stone: its suit alone
            hint = (f"pick up the face-down {suit} stone (1 MP): its value shows"
                    if value is None else f"pick up the {suit} {value} (1 MP)")
            if suit != obs["suits"][seat]:
                hint = f"pick up this unused {suit} stone (1 MP): +2 MP a turn while held"
            chip = CoinChip((x0 + i * _gap(len(picks)), y), suit, value, value is not None, a,
                            lambda a=a: self.send(a), hint=hint)
            self.chips.append(chip)
            self.form.add(chip)
        y += 46
        for i, k in enumerate(hand):
            c = coins[k]
            a = format(Drop(c["suit"], c["value"]))
            ok = a in legal
            hint = f"drop the {c['suit']} {c['value']} here (1 MP)" if ok else \
                "you have dropped a stone this turn" if obs["dropped"] else \
                "no movement points left to drop"
            chip = CoinChip((x0 + i * _gap(len(hand)), y), c["suit"], c["value"], True, a,
                            lambda a=a: self.send(a), enabled=ok, hint=hint)
            chip.why_off = lambda h=hint: self.table.say(h[0].upper() + h[1:] + ".")
            self.chips.append(chip)
            self.form.add(chip)
        by = TURN_RECT.bottom - 50
        self.buttons["undo"] = KeyButton((TURN_RECT.x + 14, by, 150, 40), "Undo",
                                      self.table.undo_last, size=18, enabled=can_undo,
                                      hint="U", safe=True)
        self.buttons["end"] = KeyButton((TURN_RECT.right - 184, by, 170, 40), "End turn",
                                     lambda: self.send(format(End())), primary=True, size=18,
                                     hint="E")
        self.form.add(self.buttons["undo"])
        self.form.add(self.buttons["end"])
        self.spots = [SpaceSpot(sp, lambda sp=sp: self.table.walk.click_space(sp))
                      for sp in self.table.reach()]
        for spot in self.spots:
            self.form.add(spot)
        # nothing focused at first: a Space pressed to skip an animation that has just
        # ended must not end the turn (Tab or an arrow key starts keyboard play)

    def control_rect(self, name: str) -> pygame.Rect | None:
        """The rect of a control ("end", "undo", "pickup", "drop": the first such stone)
        or a place ("space:m2", "mp": the movement points); None when not shown."""
        kind, _, arg = name.partition(":")
        if kind == "space" and arg in art.SPACE_POS:
            x, y = art.SPACE_POS[arg]
            half = 42 if arg.startswith("m") else 22   # a moon tile is bigger than a square
            return pygame.Rect(round(x - half), round(y - half), 2 * half, 2 * half)
        if name == "mp":
            return pygame.Rect(TURN_RECT.x + 8, TURN_RECT.y + 34, TURN_RECT.w - 16, 44)
        if name in self.buttons:
            return pygame.Rect(self.buttons[name].rect)
        chip = next((c for c in self.chips if c.verb == name and c.enabled), None)
        return pygame.Rect(chip.rect) if chip is not None else None

    def handle(self, event: Any) -> bool:
        if self.waiting:
            return False
        if event.type == pygame.KEYDOWN:
            ch = (getattr(event, "unicode", "") or "").lower()
            mod = getattr(event, "mod", 0)
            if ch == "e":
                self.buttons["end"].click()
                return True
            picks = [c for c in self.chips if c.verb == "pickup"]
            if ch == "p" and len(picks) == 1:
                picks[0].click()
                return True
            drops = [c for c in self.chips if c.verb == "drop"]
            if ch == "d" and drops:
                live = [c for c in drops if c.enabled]
                if len(live) == 1:
                    live[0].click()
                elif live:
                    self.table.say("Several stones may be dropped: click the one to drop.")
                else:
                    drops[0].why_off()
                return True
            if ch == "u" or (event.key == pygame.K_z and mod & pygame.KMOD_CTRL):
                self.buttons["undo"].click()
                return True
        return self.form.handle(event)

    def hint(self) -> str:
        for c in self.chips:
            if c.hover or c.focused:
                return c.hint
        return ""

    def draw(self, p: Any) -> None:
        if self.waiting:
            return
        th = p.theme
        r = TURN_RECT
        # each label's words start after the label as drawn (wider in a small window)
        lab = p.text("Pick up", (r.x + 14, r.y + 104), 15, th.text_dim, anchor="midleft")
        if sum(1 for c in self.chips if c.verb == "pickup") == 1:
            p.text("P", (r.right - 16, r.y + 104), 12, th.text_faint, anchor="midright")
        x = max(r.x + 80, lab.right + 8)
        if not any(c.verb == "pickup" for c in self.chips):
            p.text(p.ellipsize("nothing here for you", r.right - 14 - x, 14),
                   (x, r.y + 104), 14, th.text_faint, anchor="midleft")
        lab = p.text("Drop", (r.x + 14, r.y + 150), 15, th.text_dim, anchor="midleft")
        if sum(1 for c in self.chips if c.verb == "drop" and c.enabled) == 1:
            p.text("D", (r.right - 16, r.y + 150), 12, th.text_faint, anchor="midright")
        x = max(r.x + 80, lab.right + 8)
        if not any(c.verb == "drop" for c in self.chips):
            p.text(p.ellipsize("your hand is empty", r.right - 14 - x, 14),
                   (x, r.y + 150), 14, th.text_faint, anchor="midleft")
        self.form.draw(p)
        h = self.hint()
        if h:
            p.text(p.ellipsize(h, r.w - 28, 13), (r.x + 14, r.y + 176), 13, th.accent_hi,
                   anchor="topleft")


def _gap(n: int) -> float:
    """Spacing of n coin chips in the turn panel's rows (they overlap when many)."""
    return min(42.0, (TURN_RECT.right - 30 - (TURN_RECT.x + 96)) / max(1, n))

