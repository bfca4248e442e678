"""Drawing in logical coordinates onto the letterboxed real window.

Every scene draws on a fixed 1280x720 logical canvas. The painter maps those
coordinates onto the real window at the current scale, and renders text with
a font opened at the *real* pixel size, so letters stay crisp at any window
size instead of being a scaled bitmap. Fonts are opened once per pixel size
and rendered strings are kept in a small LRU, because text rendering is the
most expensive thing a frame does.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pygame

LOGICAL_W, LOGICAL_H = 1280, 720
#: No text is drawn smaller than this many real pixels, whatever the window: at 800x600
#: the canvas is scaled by 0.625, and a 13 px label would otherwise be 8 px tall.
MIN_TEXT_PX = 12

Color = Any  # a pygame colour: (r, g, b), (r, g, b, a), a name or a pygame.Color


class LRU:
    """A tiny least-recently-used map."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.data: OrderedDict = OrderedDict()

    def get(self, key):
        value = self.data.get(key)
        if value is not None:
            self.data.move_to_end(key)
        return value

    def put(self, key, value) -> None:
        self.data[key] = value
        self.data.move_to_end(key)
        while len(self.data) > self.limit:
            self.data.popitem(last=False)

    def clear(self) -> None:
        self.data.clear()

    def __len__(self) -> int:
        return len(self.data)


class Store:
    """Fonts and caches shared by every painter of one app (and its sub-painters)."""

    def __init__(self) -> None:
        self.fonts = LRU(64)  # (pixel size, bold) -> Font; a resize brings new sizes
        self.texts = LRU(800)
        self.surfaces = LRU(400)
        self.rotated = LRU(600)
        self._paths: dict[bool, str] = {}

    def font_path(self, bold: bool) -> str:
        if bold not in self._paths:
            from game.paths import asset

            name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
            self._paths[bold] = str(asset("fonts", name))
        return self._paths[bold]

    def font(self, px: int, bold: bool = False) -> pygame.font.Font:
        key = (px, bold)
        f = self.fonts.get(key)
        if f is None:
            if not pygame.font.get_init():
                pygame.font.init()
            f = pygame.font.Font(self.font_path(bold), px)
            self.fonts.put(key, f)
        return f

    def render(self, s: str, px: int, bold: bool, color: tuple) -> pygame.Surface:
        key = (s, px, bold, color)
        surf = self.texts.get(key)
        if surf is None:
            surf = self.font(px, bold).render(s, True, color)
            self.texts.put(key, surf)
        return surf

    def clear_scaled(self) -> None:
        """Forget what was drawn for one scale (the window was resized)."""
        self.surfaces.clear()
        self.rotated.clear()


def _rgba(color: Color) -> tuple:
    c = pygame.Color(color)
    return (c.r, c.g, c.b, c.a)


class Painter:
    """Draws logical shapes, text and cached surfaces onto ``surface``."""

    def __init__(self, surface: pygame.Surface, scale: float = 1.0,
                 offset: tuple[float, float] = (0.0, 0.0), theme: Any = None,
                 store: Store | None = None) -> None:
        self.surface = surface
        self.scale = scale
        self.ox, self.oy = offset
        self.theme = theme
        self.store = store or Store()
        #: labels shortened with an ellipsis this frame: short text -> the whole text
        self.shortened: dict[str, str] = {}
        #: where a shortened label was drawn this frame: (real rect, whole text); the
        #: whole text shows in a box while the mouse is over it (None: a cached layer,
        #: whose labels have no place on the window, so nothing is recorded)
        self.tips: list[tuple[pygame.Rect, str]] | None = []
        self.scrolling = False  # drawing inside a view the player scrolls (``clip``)
        #: where text went this frame (logical rects), so a passing notice can find a
        #: spot that covers none (None: not kept)
        self.drawn: list[pygame.Rect] | None = []

    # ---- coordinate mapping -------------------------------------------------------
    @classmethod
    def for_window(cls, surface: pygame.Surface, theme: Any = None,
                   store: Store | None = None) -> Painter:
        """A painter that letterboxes the logical canvas into ``surface``."""
        w, h = surface.get_size()
        scale = min(w / LOGICAL_W, h / LOGICAL_H)
        ox = (w - LOGICAL_W * scale) / 2
        oy = (h - LOGICAL_H * scale) / 2
        return cls(surface, scale, (ox, oy), theme, store)

    def px(self, v: float) -> int:
        """A logical length in real pixels (at least 1 for a non-zero length)."""
        r = round(v * self.scale)
        return max(1, r) if v > 0 else r

    def pt(self, p: tuple[float, float]) -> tuple[int, int]:
        return (round(self.ox + p[0] * self.scale), round(self.oy + p[1] * self.scale))

    def real_rect(self, rect) -> pygame.Rect:
        # Round both edges so neighbouring logical rects tile without gaps.
        x, y, w, h = rect
        x0 = round(self.ox + x * self.scale)
        y0 = round(self.oy + y * self.scale)
        x1 = round(self.ox + (x + w) * self.scale)
        y1 = round(self.oy + (y + h) * self.scale)
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)

    def to_logical(self, pos: tuple[float, float]) -> tuple[float, float]:
        return ((pos[0] - self.ox) / self.scale, (pos[1] - self.oy) / self.scale)

    @property
    def canvas(self) -> pygame.Rect:
        """The real-pixel rectangle the logical canvas occupies."""
        return self.real_rect((0, 0, LOGICAL_W, LOGICAL_H))

    # ---- shapes ---------------------------------------------------------------------
    def fill(self, color: Color) -> None:
        self.rect(color, (0, 0, LOGICAL_W, LOGICAL_H))

    def rect(self, color: Color, rect, width: float = 0, radius: float = 0) -> None:
        r = self.real_rect(rect)
        c = _rgba(color)
        w = self.px(width) if width else 0
        rad = self.px(radius) if radius else 0
        if c[3] == 255:
            pygame.draw.rect(self.surface, c, r, w, border_radius=rad)
            return
        if c[3] == 0 or r.w <= 0 or r.h <= 0:
            return
        # Translucent: draw once on an alpha surface (kept for reuse) and blend it.
        key = ("trect", r.size, c, w, rad)
        s = self.store.surfaces.get(key)
        if s is None:
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(s, c, s.get_rect(), w, border_radius=rad)
            self.store.surfaces.put(key, s)
        self.surface.blit(s, r)

    def line(self, color: Color, a, b, width: float = 1) -> None:
        w = self.px(width)
        if w <= 1:
            pygame.draw.aaline(self.surface, color, self.pt(a), self.pt(b))
        else:
            pygame.draw.line(self.surface, color, self.pt(a), self.pt(b), w)

    def circle(self, color: Color, center, r: float, width: float = 0) -> None:
        rr = max(1, round(r * self.scale))
        w = self.px(width) if width else 0
        c = _rgba(color)
        if c[3] < 255:
            key = ("tcircle", rr, c, w)
            s = self.store.surfaces.get(key)
            if s is None:
                s = pygame.Surface((rr * 2 + 2, rr * 2 + 2), pygame.SRCALPHA)
                pygame.draw.aacircle(s, c, (rr + 1, rr + 1), rr, w)
                self.store.surfaces.put(key, s)
            cx, cy = self.pt(center)
            self.surface.blit(s, (cx - rr - 1, cy - rr - 1))
            return
        pygame.draw.aacircle(self.surface, c, self.pt(center), rr, w)

    def ellipse(self, color: Color, rect, width: float = 0) -> None:
        """The ellipse inside ``rect``; a translucent one is drawn apart, then blended."""
        r = self.real_rect(rect)
        c = pygame.Color(color)
        w = self.px(width) if width else 0
        if c.a < 255:
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.ellipse(s, c, s.get_rect(), w)
            self.surface.blit(s, r)
            return
        pygame.draw.ellipse(self.surface, c, r, w)

    def polygon(self, color: Color, points, width: float = 0) -> None:
        pts = [self.pt(p) for p in points]
        if width:
            pygame.draw.polygon(self.surface, color, pts, self.px(width))
        else:
            pygame.draw.polygon(self.surface, color, pts)
            pygame.draw.aalines(self.surface, color, True, pts)

    def vgradient(self, rect, top: Color, bottom: Color, radius: float = 0) -> None:
        """A vertical gradient, rendered once per size and reused."""
        r = self.real_rect(rect)
        if r.w <= 0 or r.h <= 0:
            return
        key = ("vgrad", r.size, _rgba(top), _rgba(bottom), radius, self.scale)
        s = self.store.surfaces.get(key)
        if s is None:
            # one pixel column, stretched sideways: far cheaper than a line per row
            strip = pygame.Surface((1, r.h), pygame.SRCALPHA)
            t, b = pygame.Color(top), pygame.Color(bottom)
            for y in range(r.h):
                strip.set_at((0, y), t.lerp(b, y / max(1, r.h - 1)))
            s = pygame.transform.scale(strip, r.size)
            if radius:
                mask = pygame.Surface(r.size, pygame.SRCALPHA)
                pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(),
                                 border_radius=self.px(radius))
                s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            self.store.surfaces.put(key, s)
        self.surface.blit(s, r)

    # ---- text -----------------------------------------------------------------------
    def font_px(self, size: float) -> int:
        return max(MIN_TEXT_PX, round(size * self.scale))

    def line_height(self, size: float) -> float:
        """The logical height one line of ``size`` text takes (more than ``size`` when a
        small window raised the text to the floor)."""
        return max(float(size), self.font_px(size) / self.scale)

    def text(self, s: str, pos, size: float = 20, color: Color = None, bold: bool = False,
             anchor: str = "topleft") -> pygame.Rect:
        """Draw one line of text; return its logical rectangle."""
        if color is None:
            color = self.theme.text if self.theme is not None else (240, 240, 240)
        c = _rgba(color)
        surf = self.store.render(s, self.font_px(size), bold, c[:3] if c[3] == 255 else c)
        w, h = surf.get_size()
        lw, lh = w / self.scale, h / self.scale
        # Anchor in float logical space, then snap the real top-left to a whole pixel.
        fx, fy = _anchor_topleft(anchor, pos, lw, lh)
        dest = (round(self.ox + fx * self.scale), round(self.oy + fy * self.scale))
        self.surface.blit(surf, dest)
        r = pygame.Rect(round(fx), round(fy), math.ceil(lw), math.ceil(lh))
        if self.drawn is not None and len(self.drawn) < 2000:
            self.drawn.append(r)
        whole = self.shortened.get(s)
        if whole is not None and self.tips is not None:
            real = pygame.Rect(dest, (w, h)).clip(self.surface.get_clip())
            if real.w > 0 and real.h > 0:
                self.tips.append((real, whole))
        return r

    def free_spot(self, size: tuple[float, float], spots: list[tuple[float, float]],
                  margin: float = 4) -> tuple[float, float]:
        """The first of ``spots`` (top-left corners) where a box of ``size`` covers no
        text drawn so far this frame; the first one if each covers some."""
        for x, y in spots:
            box = pygame.Rect(round(x - margin), round(y - margin),
                              math.ceil(size[0] + 2 * margin), math.ceil(size[1] + 2 * margin))
            if not any(box.colliderect(r) for r in self.drawn or []):
                return (x, y)
        return spots[0]

    def text_size(self, s: str, size: float = 20, bold: bool = False) -> tuple[float, float]:
        w, h = self.store.font(self.font_px(size), bold).size(s)
        return (w / self.scale, h / self.scale)

    def wrap(self, s: str, width: float, size: float = 20, bold: bool = False) -> list[str]:
        """Break ``s`` into lines no wider than ``width`` logical pixels."""
        key = ("wrap", s, width, size, bold, self.scale)
        hit = self.store.surfaces.get(key)
        if hit is not None:
            return hit
        lines: list[str] = []
        for para in s.split("\n"):
            words = para.split(" ")
            cur = ""
            for word in words:
                trial = word if not cur else cur + " " + word
                if self.text_size(trial, size, bold)[0] <= width or not cur:
                    cur = trial
                else:
                    lines.append(cur)
                    cur = word
            lines.append(cur)
        self.store.surfaces.put(key, lines)
        return lines

    def ellipsize(self, s: str, width: float, size: float = 20, bold: bool = False) -> str:
        """``s`` shortened with an ellipsis so it fits in ``width`` logical pixels.

        The painter remembers the whole text: drawn with ``text`` this frame, the short
        label shows whole in a box while the mouse is over it (``draw_tip``)."""
        if self.text_size(s, size, bold)[0] <= width:
            return s
        lo, hi = 0, len(s)
        while lo < hi:  # the longest prefix that fits, found by halving
            mid = (lo + hi + 1) // 2
            if self.text_size(s[:mid].rstrip() + "…", size, bold)[0] <= width:
                lo = mid
            else:
                hi = mid - 1
        short = s[:lo].rstrip() + "…"
        self.shortened[short] = s
        return short

    def begin_frame(self) -> None:
        """Forget the shortened labels of the last frame (call before drawing one)."""
        self.shortened.clear()
        if self.tips is not None:
            self.tips.clear()
        if self.drawn is not None:
            self.drawn.clear()

    def tip_at(self, real_pos: tuple[int, int]) -> tuple[pygame.Rect, str] | None:
        """The shortened label under a real-pixel point this frame, if any."""
        for r, whole in reversed(self.tips or []):
            if r.collidepoint(real_pos):
                return r, whole
        return None

    def draw_tip(self, real_pos: tuple[int, int] | None, size: float = 15) -> None:
        """Show whole the shortened label under ``real_pos`` (the mouse), in a box."""
        if real_pos is None:
            return
        hit = self.tip_at(real_pos)
        if hit is None:
            return
        real, whole = hit
        th = self.theme
        lx, ly = self.to_logical(real.bottomleft)
        top = self.to_logical(real.topleft)[1]
        w = min(520.0, self.text_size(whole, size)[0] + 20)
        lines = self.wrap(whole, w - 20, size)
        step = self.line_height(size) * 1.15
        h = len(lines) * step + 12
        x = min(max(4.0, lx), LOGICAL_W - 4 - w)
        y = ly + 4 if ly + 4 + h <= LOGICAL_H - 4 else max(4.0, top - 4 - h)
        bg = th.panel if th is not None else (40, 40, 48)
        edge = th.accent if th is not None else (200, 200, 200)
        self.rect(bg, (x, y, w, h), radius=6)
        self.rect(edge, (x, y, w, h), width=1.5, radius=6)
        for i, line in enumerate(lines):
            self.text(line, (x + 10, y + 6 + i * step), size)

    def text_block(self, s: str, rect, size: float = 20, color: Color = None,
                   bold: bool = False, line_gap: float = 1.25, align: str = "left") -> float:
        """Wrapped text inside ``rect`` (x, y, w, ...); returns the height used."""
        x, y, w = rect[0], rect[1], rect[2]
        step = self.line_height(size) * line_gap
        for i, line in enumerate(self.wrap(s, w, size, bold)):
            if align == "center":
                self.text(line, (x + w / 2, y + i * step), size, color, bold, "midtop")
            else:
                self.text(line, (x, y + i * step), size, color, bold)
        return len(self.wrap(s, w, size, bold)) * step

    # ---- cached surfaces --------------------------------------------------------------
    def cached(self, key, size: tuple[float, float],
               draw_fn: Callable[[Painter], None], alpha: bool = True) -> pygame.Surface:
        """A surface of logical ``size`` drawn once per scale by ``draw_fn(sub_painter)``.

        ``alpha=False`` makes an opaque surface (a backdrop), which blits much faster.
        """
        full = (key, size, self.scale, alpha)
        s = self.store.surfaces.get(full)
        if s is None:
            real = (max(1, math.ceil(size[0] * self.scale)),
                    max(1, math.ceil(size[1] * self.scale)))
            s = pygame.Surface(real, pygame.SRCALPHA if alpha else 0)
            if not alpha and pygame.display.get_surface() is not None:
                s = s.convert()
            sub = Painter(s, self.scale, (0, 0), self.theme, self.store)
            sub.tips = None  # a layer's labels have no place on the window
            sub.drawn = None
            draw_fn(sub)
            self.store.surfaces.put(full, s)
        return s

    def blit(self, surface: pygame.Surface, pos, anchor: str = "topleft", angle: float = 0.0,
             alpha: int = 255) -> pygame.Rect:
        """Draw a surface made by ``cached`` (real-pixel sized) at logical ``pos``."""
        if angle:
            a = round(angle) % 360
            if a:
                key = (surface, a)
                rot = self.store.rotated.get(key)
                if rot is None:
                    rot = pygame.transform.rotozoom(surface, a, 1.0)
                    self.store.rotated.put(key, rot)
                surface = rot
        w, h = surface.get_size()
        lw, lh = w / self.scale, h / self.scale
        fx, fy = _anchor_topleft(anchor, pos, lw, lh)
        dest = (round(self.ox + fx * self.scale), round(self.oy + fy * self.scale))
        if alpha < 255:
            surface.set_alpha(max(0, int(alpha)))
            self.surface.blit(surface, dest)
            surface.set_alpha(None)
        else:
            self.surface.blit(surface, dest)
        return pygame.Rect(round(fx), round(fy), math.ceil(lw), math.ceil(lh))

    @contextmanager
    def clip(self, rect, scrolling: bool = False) -> Iterator[None]:
        """Restrict drawing to a logical rectangle for the duration of a ``with``.

        ``scrolling``: the rectangle is a view the player scrolls, so a line cut at its
        edge is read whole by scrolling (the layout test allows it there only)."""
        old = self.surface.get_clip()
        was = self.scrolling
        self.surface.set_clip(self.real_rect(rect).clip(old))
        self.scrolling = scrolling
        try:
            yield
        finally:
            self.surface.set_clip(old)
            self.scrolling = was


def _anchor_topleft(anchor: str, pos, w: float, h: float) -> tuple[float, float]:
    x, y = pos
    if anchor in ("topleft", "midleft", "bottomleft"):
        fx = x
    elif anchor in ("midtop", "center", "midbottom"):
        fx = x - w / 2
    else:
        fx = x - w
    if anchor in ("topleft", "midtop", "topright"):
        fy = y
    elif anchor in ("midleft", "center", "midright"):
        fy = y - h / 2
    else:
        fy = y - h
    return fx, fy
