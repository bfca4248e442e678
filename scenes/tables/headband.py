"""Pieces every headband-view table needs, whatever its rules.

Both Coyote tables seat the players around an oval, the viewer at the bottom,
and draw each seat's card where everyone but its owner can see it. What they
share lives here: the seat ring, the drawing both views do alike
(``HeadbandView``, the base of each game's view object), a card turning over,
small drawing helpers, the oval table with its fixed panels, and the plain
geometric pieces both decks' card art is drawn with. Helpers any table uses are
in ``drawing``; the table both games' scenes build on is ``headband_table``.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from scenes.anim import Tween
from scenes.tables import drawing


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


class HeadbandView:
    """Drawing both headband tables share. The table holds its view as an object: it
    draws from the observation on screen (``table.view``) and what the animation has
    shown so far (``table.stage``), and keeps its own drawing caches."""

    LOG_RECT: pygame.Rect          # the game log's panel (the wheel scrolls it)
    TABLE_C: tuple[float, float]   # the seat ring: centre, radii, panel size
    SEAT_R: tuple[float, float]
    PANEL: tuple[int, int]

    def __init__(self, table: Any) -> None:
        self.table = table
        self.stage = table.stage
        self.layers = drawing.Layers()   # seat and side panels, drawn once per change
        self.log_back = 0                # game-log lines scrolled back from the newest
        self._warm_key: tuple | None = None  # the scale and palette pictures were drawn for

    def panel_rect(self, seat: int) -> pygame.Rect:
        t = self.table
        return seat_panel(seat, t.privacy.viewer, t.view["num_seats"], self.TABLE_C, self.SEAT_R,
                          self.PANEL)

    def _warm(self, p: Any) -> None:
        """Draw every picture once on the first frame at a scale, so no later frame pays
        for one seen for the first time (a reveal shows many at once)."""
        key = (p.scale, p.theme.colorblind)
        if self._warm_key == key:
            return
        self._warm_key = key
        self._warm_pictures(p)

    def _warm_pictures(self, p: Any) -> None:
        """Draw each cached picture the table uses once."""

    def _draw_notice(self, p: Any, strip: pygame.Rect, left: float = 12) -> pygame.Rect:
        """The table's notice just above the controls ``strip``, beside the viewer's own
        seat (it covered that seat's cards and eyes) and clear of every other seat; over
        the strip's middle only where neither side has room."""
        t = self.table
        text = t.notice.text
        n = t.view["num_seats"]
        mine = t.privacy.viewer if t.privacy.viewer is not None else 0
        own = self.panel_rect(mine)
        others = [self.panel_rect(s).inflate(8, 8) for s in range(n) if s != mine]
        bottom = strip.y - 6
        for x0, x1 in ((left, own.x - 10), (own.right + 10, strip.right)):
            room = min(620.0, x1 - x0)
            if room < 220:
                continue
            _lines, (w, h) = drawing.notice_size(p, text, room)
            box = pygame.Rect(round(x0 + (room - w) / 2), round(bottom - h), round(w), round(h))
            if box.top > own.y - 40 and not any(box.colliderect(o) for o in others):
                return drawing.notice_box(p, text, (w, 34), (box.centerx, bottom - 17))
        return drawing.notice_box(p, text, (620, 34), (strip.centerx, bottom - 17))

    def _draw_round_and_bid(self, p: Any, left: float, gap: float, mid_y: float) -> pygame.Rect:
        """The status bar's round and bid (the reveal's while one is on show), from
        ``left`` on, ``gap`` apart; returns where the bid text ends."""
        th = p.theme
        v, rv = self.table.view, self.stage.reveal
        rnd = rv["round"] if rv else v["round"]
        r = p.text(f"Round {rnd}", (left + gap, mid_y), 17, th.text, anchor="midleft")
        bid = v["bid"] if rv is None else rv["bid"]
        bidder = v["bidder"] if rv is None else rv["bidder"]
        btxt = "no bid yet" if bid is None else f"Bid {bid} by {self.table.seat_name(bidder)}"
        return p.text(btxt, (r.right + gap, mid_y), 17, th.text, True, "midleft")


def squeezed(surf: pygame.Surface, fx: float) -> pygame.Surface:
    """The picture narrowed to ``fx`` of its width (a card seen edge-on at 0)."""
    w, h = surf.get_size()
    nw = max(1, round(w * max(0.0, min(1.0, fx))))
    if nw == w:
        return surf
    return pygame.transform.scale(surf, (nw, h))


def tag(p: Any, text: str, fill: tuple, ink: tuple, w: int = 60, h: int = 20) -> pygame.Surface:
    """A small pill label (TURN, YOU) to sit on a panel's top edge; it grows with its
    text where a small window raises the text size."""
    tw, th = p.text_size(text, 12, True)
    w, h = max(w, math.ceil(tw) + 12), max(h, math.ceil(th) + 2)

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
                    lambda sp: sp.rect(p.theme.dusk, (0, 0, w, h), radius=14))
    p.blit(surf, rect.inflate(6, 6).topleft, alpha=int(170 * k))


def draw_oval_table(p: Any, felt_box: tuple[float, float, float, float]) -> None:
    """Sky-to-ground backdrop, then the wooden rim and the felt of an oval table."""
    th = p.theme
    p.vgradient((0, 0, 1280, 720), th.sky_top, th.ground)
    x, y, w, h = felt_box
    p.ellipse(th.table_shadow, (x - 14, y - 6, w + 28, h + 40))
    p.ellipse(th.wood, (x - 16, y - 16, w + 32, h + 32))
    p.ellipse(tuple(min(255, c + 24) for c in th.wood), (x - 16, y - 16, w + 32, h + 32), 2)
    p.ellipse(th.felt, (x, y, w, h))
    p.ellipse(tuple(min(255, c + 16) for c in th.felt), (x + 18, y + 14, w - 36, h - 28), 1)


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


def ink_rect(p: Any, text: str, size: float, bold: bool, pos: tuple[float, float],
             anchor: str = "topleft") -> pygame.FRect:
    """Where the letters of ``text`` (drawn with ``p.text``) land, in logical pixels, at
    the real size (a small window raises the text): for laying out a card's words so
    none runs off the card or into another."""
    from scenes.painter import _anchor_topleft

    surf = p.store.render(text, p.font_px(size), bold, p.theme.text)  # for its shape only
    w, h = surf.get_size()
    fx, fy = _anchor_topleft(anchor, pos, w / p.scale, h / p.scale)
    b = surf.get_bounding_rect()
    return pygame.FRect(fx + b.x / p.scale, fy + b.y / p.scale, b.w / p.scale, b.h / p.scale)


def fits_card(p: Any, text: str, size: float, card_w: float, margin: float = 4) -> bool:
    """Whether ``text`` (bold, ``size``) fits across a card ``card_w`` wide at the real
    size; where it does not, a card shows its symbol alone."""
    return p.text_size(text, size, True)[0] <= card_w - 2 * margin


def broken_slash(p: Any, color: Any, a: tuple[float, float], b: tuple[float, float],
                 t: float, gap: float, width: float) -> None:
    """A slash from ``a`` towards ``b``, drawn ``t`` (0..1) of the way, that leaves out
    the middle ``2 * gap`` of its length: a zeroed card's figure stays readable."""
    for t0, t1 in ((0.0, 0.5 - gap), (0.5 + gap, 1.0)):
        t1 = min(t1, t)
        if t1 > t0:
            p.line(color, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                   (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), width)


def figure_gap(p: Any, figure: str, size: float, dx: float, dy: float) -> float:
    """Half the part of a slash ``dx`` across and ``dy`` down a card's middle that would
    cross its big ``figure`` (bold, ``size``), as a fraction of the slash, with a margin."""
    ink = ink_rect(p, figure, size, True, (0, 0), "center")
    return min(0.5, (ink.w / 2 + 5) / max(dx, 1.0), (ink.h / 2 + 5) / max(dy, 1.0))
