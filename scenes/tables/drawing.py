"""Drawing helpers any table may use, whatever its game.

A table redraws every frame, but most of it changes only a few times a round
(a seat panel, the game log): ``Layers`` draws such a part once into a surface
and then only blits it. The rest are small text, colour, notice and log helpers.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from scenes.painter import LOGICAL_H, Painter


class Layers:
    """Parts of the table drawn once per key (and scale), then blitted each frame."""

    def __init__(self) -> None:
        self._hits: dict[Any, tuple] = {}

    def draw(self, p: Any, name: Any, key: Any, rect: Any, paint: Callable[[Any], None]) -> None:
        rect = pygame.Rect(rect)
        full = (key, tuple(rect), p.scale, getattr(p.theme, "colorblind", False))
        hit = self._hits.get(name)
        if hit is None or hit[0] != full:
            size = (max(1, math.ceil(rect.w * p.scale)), max(1, math.ceil(rect.h * p.scale)))
            surf = pygame.Surface(size, pygame.SRCALPHA)
            # the sub-painter keeps logical coordinates: ``paint`` draws as on the table
            sub = Painter(surf, p.scale, (-rect.x * p.scale, -rect.y * p.scale), p.theme,
                          p.store)
            paint(sub)
            hit = (full, surf, list(sub.tips or []), list(sub.drawn or []))
            self._hits[name] = hit
        at = p.blit(hit[1], rect.topleft)
        if p.drawn is not None:  # where the layer's words are, for a passing notice
            p.drawn.extend(r.clip(rect) for r in hit[3])
        if p.tips is not None and hit[2]:
            # a shortened label in the layer shows whole when pointed at, like any other
            ox, oy = p.real_rect(at).topleft
            clip = p.surface.get_clip()
            for r, whole in hit[2]:
                real = r.move(ox, oy).clip(clip)
                if real.w > 0 and real.h > 0:
                    p.tips.append((real, whole))

    def forget(self, name: Any = None) -> None:
        if name is None:
            self._hits.clear()
        else:
            self._hits.pop(name, None)


#: the fast-forward button's words, whole and short: the first that fits is shown
FAST_LABELS = (("Fast-forward · F", "Fast · F"), ("Skip to the result · F", "Skip · F"),
               ("Skipping to the result…", "Skipping…"))


def draw_fast_button(p: Any, rect: Any, fast: int) -> None:
    """The fast-forward button of a bots-only game (``fast``: 0 off, 1 fast, 2 skipping):
    its words fit the pill whole at any window size, shortened rather than cut."""
    th = p.theme
    r = pygame.Rect(rect)
    p.rect(th.accent if fast < 2 else th.panel, r, radius=r.h / 2)
    words = FAST_LABELS[fast]
    text = next((t for t in words if p.text_size(t, 14, True)[0] <= r.w - 16), words[-1])
    p.text(text, r.center, 14, th.text_on_accent if fast < 2 else th.text_dim, True, "center")


def mix(a: tuple, b: tuple, t: float) -> tuple:
    """The colour ``t`` of the way from ``a`` to ``b`` (RGB)."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a[:3], b[:3], strict=True))


def clip_text(p: Any, s: str, width: float, size: float, bold: bool = False) -> str:
    """``s`` cut with an ellipsis to fit ``width`` logical pixels (drawn with ``p.text``,
    the cut label shows whole when pointed at)."""
    return p.ellipsize(s, width, size, bold)


def notice_size(p: Any, text: str, width: float, height: float = 34,
                max_lines: int = 3) -> tuple[list[str], tuple[float, float]]:
    """A notice's lines wrapped to ``width`` at the real size, and the box they take
    (at least ``height`` tall; the last line is shortened, whole when pointed at)."""
    lines = p.wrap(text, width - 24, 15)
    if len(lines) > max_lines:
        lines = lines[:max_lines - 1] + [p.ellipsize(" ".join(lines[max_lines - 1:]),
                                                     width - 24, 15)]
    step = p.line_height(15) * 1.1
    return lines, (width, max(height, len(lines) * step + 14))


def notice_box(p: Any, text: str, size: tuple[float, float],
               center: tuple[float, float]) -> pygame.Rect:
    """A table's notice (an action refused...): ``text`` on a dark box with a red edge,
    ``size[0]`` wide. The text wraps inside the box at the real size (a small window's
    raised letters spilled past its ends), the box growing upwards from its place's
    bottom edge as it needs; returns the box."""
    th = p.theme
    lines, (w, h) = notice_size(p, text, size[0], size[1])
    bottom = min(LOGICAL_H - 4, center[1] + size[1] / 2)
    r = pygame.Rect(0, 0, round(w), round(h))
    r.midbottom = (round(center[0]), round(bottom))
    r.top = max(4, r.top)
    p.rect(th.notice_fill, r, radius=8)
    p.rect(th.bad, r, width=1.5, radius=8)
    step = p.line_height(15) * 1.1
    for i, line in enumerate(lines):
        p.text(line, (r.centerx, r.centery + (i - (len(lines) - 1) / 2) * step), 15, th.text,
               anchor="center")
    return r


def draw_log(p: Any, lines: Any, pos: tuple[float, float], width: float, room: int,
             back: int = 0, size: int = 14, step: int = 19, rounds: bool = True) -> int:
    """The game log's newest ``room`` rows, ``back`` rows scrolled back, from ``pos`` down.

    Lines are wrapped to ``width`` from the newest back, only as far as the view
    reaches; with ``rounds`` a new round's row stands out in the accent colour.
    Returns ``back`` held within what there is to scroll."""
    th = p.theme
    # a small window raises the text to the painter's floor: fewer, taller rows
    tall = p.line_height(size) * 1.15
    if tall > step:
        room = max(1, int(room * step / tall))
        step = tall
    rows: list[str] = []
    for line in reversed(lines):
        rows[:0] = p.wrap(line, width, size)
        if len(rows) >= room + back:
            break
    back = max(0, min(back, len(rows) - room))
    end = len(rows) - back
    x, y = pos
    for line in rows[max(0, end - room):end]:
        col = th.accent if rounds and line.startswith("Round ") else th.text_dim
        p.text(line, (x, y), size, col)
        y += step
    return back
