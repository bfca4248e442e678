"""Piecepack art for the Coyote Moon table, drawn in code through the painter.

The four suits are told apart by their symbols first (a rayed sun, a crescent,
a three-pointed crown, a fleur-de-lis for arms) and by colour second, so the
table reads the same for colour-blind players. Every picture (symbol, coin,
pawn, die face, tile) is drawn once per window scale with ``Painter.cached``
and then only blitted.

Geometry lives here too: where each of the thirty spaces of the ring sits on
the logical canvas, derived from ``game.coyote_moon.board`` (tile number,
column and row on the tile).
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.coyote_moon import board as B
from game.coyote_moon.pieces import SUITS

# ----- geometry (logical 1280x720) -----------------------------------------------------------
CENTRE = (452.0, 384.0)
TILE = 104.0           # a square piecepack tile
RING_R = 258.0         # from the centre of the ring to the centre of a tile
ARENA_R = RING_R - TILE / 2 - 14   # the open middle where dice tumble
COIN_R = 14.0
DIE = 30.0

# suit colours: piecepack-like on a dark table, and an Okabe-Ito set for colour-blind play
_SUIT_COLS = {"suns": (228, 92, 58), "moons": (196, 204, 228), "crowns": (92, 178, 92),
              "arms": (86, 136, 226)}
_SUIT_COLS_CB = {"suns": (213, 94, 0), "moons": (236, 236, 236), "crowns": (0, 158, 115),
                 "arms": (86, 180, 233)}

PARCHMENT = (228, 214, 182)
GRID_INK = (92, 70, 52)
OUTER_TINT = (236, 210, 164)   # outer track squares (clockwise)
INNER_TINT = (196, 208, 204)   # inner track squares (counter-clockwise)
OUTER_INK = (196, 110, 44)
INNER_INK = (46, 128, 146)
MOON_TILE = (38, 44, 86)
MOON_INK = (226, 230, 246)
WALNUT = (66, 46, 36)
IVORY = (250, 244, 228)
STEP_MARK = (230, 220, 200)       # the points a step costs, floating off the pawn
DEAR_STEP_MARK = (236, 120, 90)   # the same for a step that cost more than one
LIT = (255, 214, 120)             # the glow on the places a pawn may step to
HOME_GLOW = (255, 230, 150)       # the ring spreading from a stone or pawn arriving home
COST_RIM = (28, 18, 14)           # round a reachable place's cost badge
THINKING = (255, 220, 140)        # the ring round the pawn whose turn it is
SEAT_DISC = (20, 16, 26)          # behind a seat's suit sign in its row
MP_SPENT = (90, 80, 100)          # the movement points already spent this turn
BANNER_BOX = (16, 12, 24)         # behind a banner


def suit_colour(suit: str, colorblind: bool = False) -> tuple[int, int, int]:
    return (_SUIT_COLS_CB if colorblind else _SUIT_COLS)[suit]


def value_label(value: str | None) -> str:
    """Short text for a value: A for ace, the numeral, '' for null (drawn as a ring)."""
    if value is None or value == "null":
        return ""
    return "A" if value == "ace" else value


def value_word(value: str | None) -> str:
    return "?" if value is None else value


def angle_of(tile: int) -> float:
    """Degrees clockwise from twelve o'clock of a ring position."""
    return tile * 30.0


def _dirs(tile: int) -> tuple[tuple[float, float], tuple[float, float]]:
    """(outward unit vector, clockwise unit vector) at a ring position, screen axes."""
    a = math.radians(angle_of(tile))
    return (math.sin(a), -math.cos(a)), (math.cos(a), math.sin(a))


def tile_centre(tile: int) -> tuple[float, float]:
    (ox, oy), _ = _dirs(tile)
    return (CENTRE[0] + RING_R * ox, CENTRE[1] + RING_R * oy)


def _space_pos(s: B.Space) -> tuple[float, float]:
    cx, cy = tile_centre(s.tile)
    if s.kind == "moon":
        return (cx, cy)
    (ox, oy), (tx, ty) = _dirs(s.tile)
    q = TILE / 4
    a = q if s.col == 1 else -q
    r = q if s.row == 1 else -q
    return (cx + a * tx + r * ox, cy + a * ty + r * oy)


#: centre of every space, by name
SPACE_POS: dict[str, tuple[float, float]] = {s.name: _space_pos(s) for s in B.SPACES}


def space_at(pos: tuple[float, float]) -> str | None:
    """The space under a logical point (moons are whole tiles, squares a quarter)."""
    best, best_d = None, 1e9
    for name, (x, y) in SPACE_POS.items():
        d = math.hypot(pos[0] - x, pos[1] - y)
        reach = TILE * 0.48 if name.startswith("m") else TILE * 0.26
        if d <= reach and d < best_d:
            best, best_d = name, d
    return best


def slots(n: int, space: str, pawns: int = 0) -> list[tuple[float, float]]:
    """Where ``n`` stones lie in a space (offsets from its centre), around its pawns."""
    if n <= 0:
        return []
    if space.startswith("m"):
        # stones along the bottom of a moon tile, under its value
        per_row = 4 if n <= 8 else 6
        gap = min(2 * COIN_R + 1, (TILE - 2 * COIN_R - 12) / max(1, per_row - 1))
        out = []
        for i in range(n):
            row, col = divmod(i, per_row)
            cnt = min(per_row, n - row * per_row)
            x = (col - (cnt - 1) / 2) * gap
            out.append((x, 30 - row * 14))
        return out
    spread = 9.0 if pawns else 7.0
    if n == 1:
        return [(0.0, 0.0)] if not pawns else [(-8.0, 8.0)]
    out = []
    for i in range(n):
        a = -math.pi / 4 + i * 2 * math.pi / n
        out.append((spread * math.cos(a), spread * math.sin(a)))
    return out


def pawn_slots(n: int, space: str) -> list[tuple[float, float]]:
    """Offsets for ``n`` pawns standing in a space."""
    if space.startswith("m"):
        # either side of the value, the first two low, the next two behind them
        spots = [(-31.0, 12.0), (31.0, 12.0), (-31.0, -10.0), (31.0, -10.0)]
        return [spots[i % 4] for i in range(n)]
    return [(0.0, 0.0)] * n


# ----- symbols --------------------------------------------------------------------------------

def _pts(c, r, unit) -> list[tuple[float, float]]:
    return [(c[0] + x * r, c[1] + y * r) for x, y in unit]


_FLEUR_MID = [(0, -1.0), (0.2, -0.66), (0.22, -0.32), (0.12, -0.02), (0, 0.1), (-0.12, -0.02),
              (-0.22, -0.32), (-0.2, -0.66)]
_FLEUR_SIDE = [(0.1, 0.06), (0.2, -0.3), (0.42, -0.56), (0.72, -0.62), (0.94, -0.44),
               (0.92, -0.18), (0.76, -0.08), (0.8, -0.3), (0.66, -0.38), (0.5, -0.26),
               (0.4, 0.02), (0.3, 0.14)]
_FLEUR_FOOT = [(-0.34, 0.24), (0.34, 0.24), (0.5, 0.56), (0.3, 0.5), (0.12, 0.34), (0, 0.74),
               (-0.12, 0.34), (-0.3, 0.5), (-0.5, 0.56)]
_CROWN = [(-0.92, 0.56), (-0.92, -0.34), (-0.5, 0.06), (0, -0.66), (0.5, 0.06), (0.92, -0.34),
          (0.92, 0.56)]


def _crescent(c: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """A crescent opening to the upper right: the outer disc minus an offset disc."""
    ro, ri = r * 0.95, r * 0.78
    d = math.radians(-35)
    ic = (c[0] + math.cos(d) * r * 0.45, c[1] + math.sin(d) * r * 0.45)
    back = d + math.pi
    outer, inner = [], []
    for i in range(61):
        a = back - math.pi + 0.02 + i * (2 * math.pi - 0.04) / 60
        x, y = c[0] + math.cos(a) * ro, c[1] + math.sin(a) * ro
        if math.hypot(x - ic[0], y - ic[1]) >= ri:
            outer.append((x, y))
        x, y = ic[0] + math.cos(a) * ri, ic[1] + math.sin(a) * ri
        if math.hypot(x - c[0], y - c[1]) <= ro:
            inner.append((x, y))
    return outer + inner[::-1]


def draw_symbol(p: Any, suit: str, c: tuple[float, float], r: float, color: Any,
                back: Any = None) -> None:
    """A suit symbol of radius ``r`` at ``c``, drawn straight onto ``p``.

    The crescent is cut with ``back`` (the colour behind it)."""
    if suit == "suns":
        p.circle(color, c, r * 0.5)
        for i in range(8):
            a = i * math.pi / 4
            tip = (c[0] + math.cos(a) * r, c[1] + math.sin(a) * r)
            w = 0.2
            b1 = (c[0] + math.cos(a - w) * r * 0.56, c[1] + math.sin(a - w) * r * 0.56)
            b2 = (c[0] + math.cos(a + w) * r * 0.56, c[1] + math.sin(a + w) * r * 0.56)
            p.polygon(color, [b1, tip, b2])
    elif suit == "moons":
        p.polygon(color, _crescent(c, r))
    elif suit == "crowns":
        p.polygon(color, _pts(c, r, _CROWN))
        for x, y in ((-0.92, -0.34), (0, -0.66), (0.92, -0.34)):
            p.circle(color, (c[0] + x * r, c[1] + y * r - r * 0.1), r * 0.16)
        p.rect(color, (c[0] - r * 0.92, c[1] + r * 0.62, r * 1.84, r * 0.22))
    else:  # arms: a fleur-de-lis
        p.polygon(color, _pts(c, r, _FLEUR_MID))
        p.polygon(color, _pts(c, r, _FLEUR_SIDE))
        p.polygon(color, _pts(c, r, [(-x, y) for x, y in _FLEUR_SIDE]))
        p.polygon(color, _pts(c, r, _FLEUR_FOOT))
        p.rect(color, (c[0] - r * 0.5, c[1] + r * 0.1, r * 1.0, r * 0.2), radius=r * 0.06)


def symbol(p: Any, suit: str, r: float, color: Any) -> pygame.Surface:
    """A cached symbol surface (2r x 2r) to blit centred."""
    col = tuple(color)
    return p.cached(("mo-sym", suit, r, col), (2 * r + 2, 2 * r + 2),
                    lambda sp: draw_symbol(sp, suit, (r + 1, r + 1), r, col))


def null_mark(p: Any, c: tuple[float, float], r: float, color: Any, width: float) -> None:
    """Null has no numeral: an empty ring stands for it."""
    p.circle(color, c, r, width)


# ----- pieces ---------------------------------------------------------------------------------

def coin(p: Any, suit: str, value: str | None, face_up: bool, r: float = COIN_R,
         colorblind: bool = False, ring: Any = None) -> pygame.Surface:
    """A coin: suit side (symbol) or value side (numeral in the suit's colour, with a
    small symbol badge so the suit never rests on colour alone)."""
    col = suit_colour(suit, colorblind)
    key = ("mo-coin", suit, value if face_up else None, face_up, r, colorblind, ring)
    size = 2 * r + 8

    def paint(sp: Any) -> None:
        c = (r + 3, r + 3)
        sp.circle((0, 0, 0, 90), (c[0] + 1.5, c[1] + 2.5), r)
        sp.circle(ring or (150, 118, 84), c, r)
        sp.circle(WALNUT, c, r - 2)
        if not face_up:
            draw_symbol(sp, suit, c, r * 0.68, col)
            return
        sp.circle(col, c, r - 2, 2)
        text = value_label(value)
        if text:
            sp.text(text, (c[0], c[1] + 0.5), r * 1.2, IVORY, True, "center")
        else:
            null_mark(sp, c, r * 0.42, IVORY, 2)
        # the suit badge, lower right
        b = (c[0] + r * 0.78, c[1] + r * 0.74)
        sp.circle(WALNUT, b, r * 0.46)
        sp.circle(col, b, r * 0.46, 1)
        draw_symbol(sp, suit, b, r * 0.34, col)
    return p.cached(key, (size, size), paint)


def blank_coin(p: Any, r: float = COIN_R) -> pygame.Surface:
    """A coin seen edge-on while scrambled: no side readable."""
    def paint(sp: Any) -> None:
        c = (r + 3, r + 3)
        sp.circle((0, 0, 0, 90), (c[0] + 1.5, c[1] + 2.5), r)
        sp.circle((150, 118, 84), c, r)
        sp.circle((104, 80, 60), c, r - 2)
        sp.circle((124, 96, 72), c, r * 0.55, 1)
    return p.cached(("mo-blank", r), (2 * r + 8, 2 * r + 8), paint)


PAWN = (30.0, 38.0)


def pawn(p: Any, suit: str, colorblind: bool = False, glow: bool = False) -> pygame.Surface:
    """A piecepack pawn seen from the side: base, body and head in the suit colour,
    the suit symbol on its body. Its foot is at the bottom centre of the surface."""
    col = suit_colour(suit, colorblind)
    dark = tuple(max(0, int(v * 0.45)) for v in col)
    w, h = PAWN

    def paint(sp: Any) -> None:
        cx = w / 2
        sp.ellipse((0, 0, 0, 110), (cx - 13, h - 8, 26, 8))
        body = [(cx - 11, h - 5), (cx - 8, h - 20), (cx - 5, h - 24), (cx + 5, h - 24),
                (cx + 8, h - 20), (cx + 11, h - 5)]
        sp.polygon(dark, [(x, y + 1.5) for x, y in body])
        sp.polygon(col, body)
        sp.ellipse(dark, (cx - 12, h - 8, 24, 6))
        sp.ellipse(col, (cx - 11, h - 9, 22, 5))
        sp.circle(dark, (cx, h - 28), 8)
        sp.circle(col, (cx, h - 29), 7.5)
        sp.circle(tuple(min(255, v + 60) for v in col), (cx - 2.5, h - 31), 2)
        draw_symbol(sp, suit, (cx, h - 14), 5.5, dark)
    return p.cached(("mo-pawn", suit, colorblind, glow), PAWN, paint)


def die_face(p: Any, suit: str, face: str, colorblind: bool = False,
             size: float = DIE) -> pygame.Surface:
    """A piecepack die face: ace shows the suit symbol, null is blank, else the numeral."""
    col = suit_colour(suit, colorblind)
    dark = tuple(max(0, int(v * 0.35)) for v in col)
    ink = IVORY if sum(col) < 420 else (30, 26, 30)

    def paint(sp: Any) -> None:
        s = size
        sp.rect((0, 0, 0, 100), (2, 3, s, s), radius=s * 0.2)
        sp.rect(dark, (0, 0, s, s), radius=s * 0.2)
        sp.rect(col, (1, 1, s - 2, s - 3), radius=s * 0.2)
        c = (s / 2, s / 2)
        if face == "ace":
            draw_symbol(sp, suit, c, s * 0.34, ink)
        elif face != "null":
            sp.text(face, c, s * 0.62, ink, True, "center")
    return p.cached(("mo-die", suit, face, colorblind, size), (size + 3, size + 4), paint)


# ----- tiles and the board layer --------------------------------------------------------------

def grid_tile(p: Any) -> pygame.Surface:
    """A tile grid side up, upright: its top row is the outer track, bottom the inner."""
    s = TILE

    def paint(sp: Any) -> None:
        sp.rect(PARCHMENT, (0, 0, s, s), radius=7)
        sp.rect(OUTER_TINT, (4, 4, s - 8, s / 2 - 4), radius=4)
        sp.rect(INNER_TINT, (4, s / 2, s - 8, s / 2 - 4), radius=4)
        sp.rect(GRID_INK, (0, 0, s, s), width=2, radius=7)
        sp.line(GRID_INK, (s / 2, 4), (s / 2, s - 4), 2)
        sp.line(GRID_INK, (4, s / 2), (s - 4, s / 2), 2)
        # chevrons on the squares' shared edge: outer goes right (clockwise when the
        # tile's top faces out), inner goes left
        for y, ink, d in ((s / 4, OUTER_INK, 1), (3 * s / 4, INNER_INK, -1)):
            x = s / 2
            sp.polygon(ink, [(x - 5 * d, y - 7), (x + 6 * d, y), (x - 5 * d, y + 7),
                             (x - 2 * d, y)])
    return p.cached(("mo-grid-tile",), (s, s), paint)


def moon_tile(p: Any) -> pygame.Surface:
    """The moon suit tile, upright and without its value (drawn upright on top)."""
    s = TILE

    def paint(sp: Any) -> None:
        sp.rect(MOON_TILE, (0, 0, s, s), radius=7)
        sp.rect((96, 104, 160), (0, 0, s, s), width=2, radius=7)
        sp.rect((70, 78, 128), (5, 5, s - 10, s - 10), width=1, radius=5)
    return p.cached(("mo-moon-tile",), (s, s), paint)


def paint_board(p: Any, moons: list[str]) -> None:
    """The whole still board: table, ring of tiles, track lines, legend (one layer)."""
    p.vgradient((0, 0, 1280, 720), (30, 22, 36), (18, 14, 24))
    cx, cy = CENTRE
    p.ellipse((40, 32, 48), (cx - 330, cy - 330, 660, 660))
    p.ellipse((50, 40, 58), (cx - 320, cy - 320, 640, 640))
    # the fire-lit middle where the dice are thrown
    for i, a in enumerate((26, 20, 14, 8)):
        p.ellipse((240, 150, 70, a), (cx - ARENA_R + i * 18, cy - ARENA_R + i * 18,
                                      2 * (ARENA_R - i * 18), 2 * (ARENA_R - i * 18)))
    p.ellipse((90, 70, 80), (cx - ARENA_R, cy - ARENA_R, 2 * ARENA_R, 2 * ARENA_R), 1)
    _track_legend(p)
    gt, mt = grid_tile(p), moon_tile(p)
    for t in range(B.TILES):
        c = tile_centre(t)
        surf = mt if t % 2 == 0 else gt
        p.blit(surf, c, anchor="center", angle=-angle_of(t))
    # the track lines join the squares to the moons; arrowheads show the way
    for g in range(B.MOONS):
        for names, ink in (((f"m{g}", f"o{g}a", f"o{g}b", f"m{(g + 1) % 6}"), OUTER_INK),
                           ((f"m{(g + 1) % 6}", f"i{g}a", f"i{g}b", f"m{g}"), INNER_INK)):
            pts = [SPACE_POS[n] for n in names]
            _arrow(p, pts[0], pts[1], ink, trim=(40, 18))
            _arrow(p, pts[2], pts[3], ink, trim=(18, 40))
    for i, v in enumerate(moons):
        c = tile_centre(2 * i)
        draw_symbol(p, "moons", (c[0] + 33, c[1] - 34), 9, MOON_INK)
        if v == "null":
            null_mark(p, (c[0], c[1] - 8), 13, MOON_INK, 3)
        else:
            p.text(value_label(v), (c[0], c[1] - 7), 34, MOON_INK, True, "center")


def _track_legend(p: Any) -> None:
    cx, cy = CENTRE
    for r, ink, cw in ((ARENA_R - 12, OUTER_INK, True), (ARENA_R - 28, INNER_INK, False)):
        # a short arc with an arrowhead at the top of the arena, turning the track's way
        a0, a1 = (-108, -72) if cw else (-72, -108)
        pts = [(cx + r * math.cos(math.radians(a0 + (a1 - a0) * i / 16)),
                cy + r * math.sin(math.radians(a0 + (a1 - a0) * i / 16))) for i in range(17)]
        for a, b in zip(pts, pts[1:], strict=False):
            p.line(ink, a, b, 3)
        _head(p, pts[-2], pts[-1], ink, 8)
    outer, inner = "outer track: clockwise", "inner track: counter-clockwise"
    gap = max(17, p.line_height(13) + 2)   # the second line's centre below the first's
    y = max(cy - ARENA_R + 52, _fits_at(p, outer), _fits_at(p, inner) - gap)
    top = p.text(outer, (cx, y), 13, OUTER_INK, True, "center")
    below = max(y + 17, top.bottom + p.line_height(13) / 2 + 1)
    p.text(inner, (cx, below), 13, (90, 176, 196), True, "center")


def _fits_at(p: Any, words: str) -> float:
    """The highest centre line where ``words`` stay off the tiles around the arena: where
    the text is raised to its floor size (a small window, the replay's smaller table)
    the legend moves down into the circle rather than run under them."""
    w, h = p.text_size(words, 13, True)
    rim = ARENA_R + 8                  # the tiles begin 14 px beyond the arena's edge
    half = min(rim - 1, w / 2)
    return CENTRE[1] - math.sqrt(rim ** 2 - half ** 2) + h / 2


def _arrow(p: Any, a, b, ink, trim=(18, 18)) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy)
    if d < sum(trim) + 4:
        return
    ux, uy = dx / d, dy / d
    s = (a[0] + ux * trim[0], a[1] + uy * trim[0])
    e = (b[0] - ux * trim[1], b[1] - uy * trim[1])
    p.line(ink, s, e, 3)
    _head(p, s, e, ink, 7)


def _head(p: Any, a, b, ink, size: float) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1.0
    ux, uy = dx / d, dy / d
    px_, py_ = -uy, ux
    tip = (b[0] + ux * size * 0.6, b[1] + uy * size * 0.6)
    p.polygon(ink, [tip, (b[0] - ux * size + px_ * size * 0.7, b[1] - uy * size + py_ * size
                          * 0.7), (b[0] - ux * size - px_ * size * 0.7,
                                   b[1] - uy * size - py_ * size * 0.7)])


__all__ = ["SUITS", "SPACE_POS", "coin", "pawn", "die_face", "symbol", "paint_board",
           "space_at", "suit_colour"]
