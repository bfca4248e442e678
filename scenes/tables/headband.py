"""Pieces every headband-view table needs, whatever its rules.

Both Coyote tables seat the players around an oval, the viewer at the bottom,
and draw each seat's card where everyone but its owner can see it. What they
share lives here: the seat ring, a cache of pre-drawn layers (a seat panel
changes a few times a round, so a frame only blits it), a card turning over,
small drawing helpers, the oval table with its fixed panels, and the plain
geometric pieces both decks' card art is drawn with.
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


def seat_panel(seat: int, viewer: int | None, n: int, centre: tuple[float, float],
               radii: tuple[float, float], size: tuple[int, int]) -> pygame.Rect:
    """The panel of ``size`` centred on ``seat``'s place (a spectator sees seat 0 at the
    bottom)."""
    x, y = seat_anchor(seat, viewer if viewer is not None else 0, n, centre, radii)
    return pygame.Rect(round(x - size[0] / 2), round(y - size[1] / 2), *size)


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


def tag(p: Any, text: str, fill: tuple, ink: tuple, w: int = 60, h: int = 20) -> pygame.Surface:
    """A small pill label (TURN, YOU) to sit on a panel's top edge."""
    def paint(sp: Any) -> None:
        sp.rect(fill, (0, 0, w, h), radius=h / 2)
        sp.text(text, (w / 2, h / 2), 12, ink, True, "center")
    return p.cached(("hb-tag", text, fill, w, h), (w, h), paint)


def flat_panel(p: Any, rect: Any) -> None:
    """A plain side panel (bid history, game log, controls strip): body and a thin edge."""
    th = p.theme
    p.rect(th.panel, rect, radius=10)
    p.rect(th.panel_edge, rect, width=1, radius=10)


def shade(p: Any, rect: pygame.Rect, k: float) -> None:
    """Darken a seat panel by ``k`` (0..1) as its player leaves the game."""
    w, h = rect.w + 6, rect.h + 6
    surf = p.cached(("hb-shade", w, h), (w, h),
                    lambda sp: sp.rect((20, 16, 26), (0, 0, w, h), radius=14))
    p.blit(surf, rect.inflate(6, 6).topleft, alpha=int(170 * k))


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


def backdrop(p: Any, name: str, felt_box: tuple[float, float, float, float], top_bar: float,
             panels: tuple) -> None:
    """Blit what never moves (sky, oval table, top bar, the flat ``panels``): drawn
    once per theme and scale as one opaque surface, which blits fastest."""
    def paint(sp: Any) -> None:
        th = sp.theme
        draw_oval_table(sp, felt_box)
        sp.rect(th.panel, (0, 0, 1280, top_bar))
        sp.line(th.panel_edge, (0, top_bar), (1280, top_bar), 1)
        for r in panels:
            flat_panel(sp, r)
    p.blit(p.cached((name, p.theme.felt, p.theme.panel), (1280, 720), paint, alpha=False),
           (0, 0))


def arc_point(a: tuple[float, float], b: tuple[float, float], t: float,
              lift: float = 40.0) -> tuple[float, float]:
    """A point on a card's flight from ``a`` to ``b`` (an arc ``lift`` px high)."""
    x = a[0] + (b[0] - a[0]) * t
    y = a[1] + (b[1] - a[1]) * t - math.sin(math.pi * min(1.0, max(0.0, t))) * lift
    return x, y


# ----- card art: plain geometric pieces both decks are drawn with ------------------------------
def paper(p: Any, size: tuple[float, float], edge: tuple, fill: tuple, radius: float) -> None:
    """A card's blank: rounded paper with a thin edge, at (0, 0)."""
    w, h = size
    p.rect(fill, (0, 0, w, h), radius=radius)
    p.rect(edge, (0, 0, w, h), width=1.5, radius=radius)


def zigzag(p: Any, x0: float, x1: float, y: float, amp: float, color: Any,
           step: float = 6) -> None:
    """A row of small filled triangles from ``x0`` to ``x1``: the border motif."""
    x = x0
    while x + step <= x1 + 0.01:
        p.polygon(color, [(x, y + amp), (x + step / 2, y), (x + step, y + amp)])
        x += step


def diamond(p: Any, c: tuple[float, float], r: float, color: Any, width: float = 0) -> None:
    x, y = c
    p.polygon(color, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)], width)


def lattice_back(p: Any, size: tuple[float, float], edge: tuple, colours: tuple,
                 radius: float, inset: float, step: float, medal: float) -> None:
    """A card's back: paper in ``colours`` (back, lattice, gold), a diagonal lattice
    ``step`` apart inside a gold frame ``inset`` from the edge, and a plain round
    medallion of radius ``medal`` in the middle for the deck's own emblem."""
    w, h = size
    back, line, gold = colours
    paper(p, size, edge, back, radius)
    with p.clip((inset, inset, w - 2 * inset, h - 2 * inset)):
        for i in range(-10, 12):
            x = i * step
            p.line(line, (x, inset), (x + h, inset + h), 1)
            p.line(line, (x + h, inset), (x, inset + h), 1)
    p.rect(gold, (inset, inset, w - 2 * inset, h - 2 * inset), width=1.2, radius=4)
    p.circle(back, (w / 2, h / 2), medal)
    p.circle(gold, (w / 2, h / 2), medal, width=1.2)


def fit_size(p: Any, text: str, max_w: float, size: float) -> float:
    """The bold text size, from ``size`` down in steps of 2 (not under 10), that fits."""
    while size > 10 and p.text_size(text, size, True)[0] > max_w:
        size -= 2
    return size
