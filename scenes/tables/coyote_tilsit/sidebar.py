"""The Tilsit table's side panels: the round's bids, the discard pile by value, the
game log. Drawn once into layers whenever what they show changes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.coyote_tilsit import notation as N
from scenes.tables.coyote_tilsit import art
from scenes.tables.coyote_tilsit.controls import POWER_NAMES, STRIP
from scenes.tables.drawing import clip_text, draw_log, mix
from scenes.tables.headband import flat_panel

SIDEBAR = pygame.Rect(972, 48, 300, 664)
HIST_RECT = pygame.Rect(SIDEBAR.x, SIDEBAR.y, SIDEBAR.w, 232)
SEEN_RECT = pygame.Rect(SIDEBAR.x, HIST_RECT.bottom + 8, SIDEBAR.w, 96)
LOG_RECT = pygame.Rect(SIDEBAR.x, SEEN_RECT.bottom + 8, SIDEBAR.w,
                       STRIP.y - 8 - SEEN_RECT.bottom - 8)
LOG_KEEP = 300                  # log lines kept for scrolling back


def action_words(a: str, seat_name: Callable[[int], str]) -> str:
    """An action in a few words for a seat's status and the bids panel ("bid 12",
    "Take a Card → Ada")."""
    act = N.parse(a)
    if isinstance(act, N.Bid):
        return f"bid {act.value}"
    if isinstance(act, N.Call):
        return "Coyote!"
    name = POWER_NAMES[act.power]
    if act.target is not None:
        return f"{name} → {seat_name(act.target)}"
    return name



class Sidebar:
    """The side panels of a ``TilsitView``."""

    def __init__(self, view: Any) -> None:
        self.view = view

    def draw(self, p: Any) -> None:
        t, st = self.view.table, self.view.stage
        rnd = st.reveal["round"] if st.reveal else t.view["round"]
        rows = tuple(self.bid_history())
        layers = self.view.layers
        layers.draw(p, "history", (rnd, rows), HIST_RECT,
                    lambda sp: self._paint_history(sp, rnd, rows))
        disc = tuple(st.piles.get("discard", ()))
        layers.draw(p, "seen", (disc, st.piles.get("draw", 0)), SEEN_RECT,
                    lambda sp: self._paint_seen(sp, disc))
        tail = tuple(t.log_lines[-LOG_KEEP:])
        back = self.view.log_back
        layers.draw(p, "log", (len(t.log_lines), tail[-1:], back), LOG_RECT,
                    lambda sp: self._paint_log(sp, tail))

    def bid_history(self) -> list[tuple[str, str]]:
        name = self.view.table.seat_name
        rows, last = [], None
        for s, a in self.view.table.view["round_log"]:
            words = action_words(a, name)
            act = N.parse(a)
            if isinstance(act, N.Bid):
                last = act.value
            elif act == N.Shaman("lynx") and last is not None:
                words += f": {last}"  # the same number again
            rows.append((name(s), words))
        return rows

    def _paint_history(self, p: Any, rnd: int, rows: tuple) -> None:
        th = p.theme
        r = HIST_RECT
        flat_panel(p, r)
        p.text(f"Bids · round {rnd}", (r.x + 14, r.y + 10), 17, th.accent, True)
        y = r.y + 38
        room = (r.bottom - 8 - y) // 21
        for who, what in rows[-room:]:
            p.text(clip_text(p, who, 90, 15, True), (r.x + 14, y), 15, th.text, True)
            p.text(clip_text(p, what, r.w - 124, 15), (r.x + 110, y), 15, th.text)
            y += 21
        if not rows:
            p.text("no bids yet", (r.x + 14, y), 15, th.text_faint)

    def _paint_seen(self, p: Any, disc: tuple) -> None:
        """The discard pile by value: what a careful player has counted."""
        th = p.theme
        r = SEEN_RECT
        flat_panel(p, r)
        p.text("Discard pile", (r.x + 14, r.y + 8), 15, th.accent, True)
        p.text(f"{len(disc)} cards", (r.right - 14, r.y + 9), 13, th.text_dim,
               anchor="topright")
        if not disc:
            p.text("empty since the last shuffle", (r.x + 14, r.y + 36), 14, th.text_faint)
            return
        counts: dict[str, int] = {}
        for c in disc:
            counts[c] = counts.get(c, 0) + 1
        order = [c for c in art.CARDS if c in counts]
        x, y = r.x + 14, r.y + 32
        for c in order:
            text, n = ("0" if c == "0" else art.label(c)), counts[c]
            s = f"{text}×{n}" if n > 1 else text
            w = p.text_size(s, 14, True)[0] + 12
            if x + w > r.right - 10:
                x, y = r.x + 14, y + 20
                if y > r.bottom - 18:
                    break
            p.text(s, (x, y), 14, mix(art.colour(c), art.WHITE, 0.45), True)
            x += w

    def _paint_log(self, p: Any, tail: tuple) -> None:
        th = p.theme
        r = LOG_RECT
        flat_panel(p, r)
        p.text("Game log", (r.x + 14, r.y + 10), 17, th.accent, True)
        p.text("L: whole log", (r.right - 12, r.y + 13), 12, th.text_faint, anchor="topright")
        room = int((r.bottom - 8 - (r.y + 36)) // 19)
        # the wheel scrolls back ``log_back`` wrapped lines
        v = self.view
        v.log_back = draw_log(p, tail, (r.x + 14, r.y + 36), r.w - 28, room, v.log_back)
        if v.log_back:
            p.text(f"▼ {v.log_back} newer", (r.right - 14, r.y + 12), 12, th.text_faint,
                   anchor="topright")
