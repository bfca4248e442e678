"""Pieces every headband-view table needs, whatever its rules.

Both Coyote tables seat the players around an oval, the viewer at the bottom,
and draw each seat's card where everyone but its owner can see it. What they
share lives here: the seat ring, a cache of pre-drawn layers (a seat panel
changes a few times a round, so a frame only blits it), a card turning over,
small drawing helpers and the oval table itself.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from scenes.anim import Tween


def seat_anchor(seat: int, base: int, n: int, centre: tuple[float, float],
                radii: tuple[float, float]) -> tuple[float, float]:
    """Where ``seat`` sits on the table's ellipse; ``base`` (the viewer) at the bottom.

    Seats follow clockwise on screen, so play to the left goes round the way
    people sitting at a real table would see it.
    """
    ang = math.pi / 2 + (seat - base) * 2 * math.pi / n
    return (centre[0] + radii[0] * math.cos(ang), centre[1] + radii[1] * math.sin(ang))


class Layers:
    """Parts of the table drawn once per key (and scale), then blitted each frame."""

    def __init__(self) -> None:
        self._hits: dict[Any, tuple] = {}

    def draw(self, p: Any, name: Any, key: Any, rect: Any, paint: Callable[[Any], None]) -> None:
        from scenes.painter import Painter

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
            hit = (full, surf)
            self._hits[name] = hit
        p.blit(hit[1], rect.topleft)

    def forget(self, name: Any = None) -> None:
        if name is None:
            self._hits.clear()
        else:
            self._hits.pop(name, None)


class Flip:
    """A card turning over: ``before`` until halfway, then ``after``."""

    def __init__(self, tween: Tween, before: Any, after: Any) -> None:
        self.tween, self.before, self.after = tween, before, after

    def state(self) -> tuple[Any, float]:
        """(face to draw, horizontal squeeze 0..1)."""
        t = self.tween.value if not self.tween.done else 1.0
        if t < 0.5:
            return self.before, 1 - 2 * t
        return self.after, 2 * t - 1


def squeezed(surf: pygame.Surface, fx: float) -> pygame.Surface:
    """The picture narrowed to ``fx`` of its width (a card seen edge-on at 0)."""
    w, h = surf.get_size()
    nw = max(1, round(w * max(0.0, min(1.0, fx))))
    if nw == w:
        return surf
    return pygame.transform.scale(surf, (nw, h))


def mix(a: tuple, b: tuple, t: float) -> tuple:
    return tuple(round(x + (y - x) * t) for x, y in zip(a[:3], b[:3], strict=True))


def clip_text(p: Any, s: str, width: float, size: float, bold: bool = False) -> str:
    """``s`` cut with an ellipsis to fit ``width`` logical pixels."""
    if p.text_size(s, size, bold)[0] <= width:
        return s
    while s and p.text_size(s + "…", size, bold)[0] > width:
        s = s[:-1]
    return s + "…"


def ellipse(p: Any, color: Any, rect: Any, width: float = 0) -> None:
    r = p.real_rect(rect)
    pygame.draw.ellipse(p.surface, color, r, p.px(width) if width else 0)


def tag(p: Any, text: str, fill: tuple, ink: tuple, w: int = 60) -> pygame.Surface:
    """A small pill label (TURN, YOU) to sit on a panel's top edge."""
    def paint(sp: Any) -> None:
        sp.rect(fill, (0, 0, w, 20), radius=10)
        sp.text(text, (w / 2, 10), 12, ink, True, "center")
    return p.cached(("hb-tag", text, fill, w), (w, 20), paint)


def draw_oval_table(p: Any, felt_box: tuple[float, float, float, float]) -> None:
    """Sky-to-ground backdrop, then the wooden rim and the felt of an oval table."""
    th = p.theme
    p.vgradient((0, 0, 1280, 720), th.sky_top, th.ground)
    x, y, w, h = felt_box
    ellipse(p, (22, 14, 26), (x - 14, y - 6, w + 28, h + 40))
    ellipse(p, th.wood, (x - 16, y - 16, w + 32, h + 32))
    ellipse(p, tuple(min(255, c + 24) for c in th.wood), (x - 16, y - 16, w + 32, h + 32), 2)
    ellipse(p, th.felt, (x, y, w, h))
    ellipse(p, tuple(min(255, c + 16) for c in th.felt), (x + 18, y + 14, w - 36, h - 28), 1)


def arc_point(a: tuple[float, float], b: tuple[float, float], t: float,
              lift: float = 40.0) -> tuple[float, float]:
    """A point on a card's flight from ``a`` to ``b`` (an arc ``lift`` px high)."""
    x = a[0] + (b[0] - a[0]) * t
    y = a[1] + (b[1] - a[1]) * t - math.sin(math.pi * min(1.0, max(0.0, t))) * lift
    return x, y
