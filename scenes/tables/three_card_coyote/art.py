"""Helena, 1864, drawn in code: the town's places, roads, folk, objects and pawns.

Everything here is a picture made from pygame primitives through the painter; no
asset file is needed. The map follows the engine's ``GRID`` (four rows of four
places, north at the top); roads join the places a Move may go between. Small
pictures carry no words but figures (a pawn's seat number), so they never crowd the
place names; the names of folk and objects show in the map's hover note instead.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.three_card_coyote.folk import FOLK, THINGS
from game.three_card_coyote.town import GRID, PLACES
from scenes.tables.headband import ink_rect

# ----- layout (logical 1280x720) ----------
MAP = pygame.Rect(8, 46, 752, 452)
ROWS, COLS = len(GRID), len(GRID[0])
CELL_W, CELL_H = MAP.w // COLS, MAP.h // ROWS
PAD = 7          # between a place's plot and the road around it
PAWN_R = 11
SUIT_PX = 7       # a suit sign is at least this many real pixels across
DOOR_W = 30      # the Door's glow, from a plot's right edge
FOLK_R = 6

GROUND = (58, 44, 38)
ROAD = (120, 96, 70)
ROAD_EDGE = (84, 64, 50)
GULCH = (64, 104, 120)       # the three stretches of Last Chance Gulch
PLOT = (88, 70, 56)
PLOT_EDGE = (140, 110, 84)
PAPER = (248, 242, 228)
RED = (178, 40, 44)
BLACK = (34, 30, 36)
GOLD = (236, 196, 92)
HOSTILE = (236, 76, 64)
KEY_INK = (206, 176, 96)
LANTERN_INK = (255, 170, 60)
HORSE = (128, 84, 50)
DOOR_GLOW = (150, 230, 170)
# the table's own inks around the map (meaning, good or bad, is the theme's)
LIT = (255, 214, 120)          # the places a player may pick
BOX = (20, 14, 26)             # behind Coyote's caption and the hover notes
RULED_OUT = (12, 8, 14)        # the shade over a place the viewer has ruled out
BANNER_BOX = (16, 10, 22)
PIP_OFF = (70, 60, 74)         # the town's mood, the pips not reached
SEAT_INK = (24, 16, 14)        # a seat's number on its colour
CARD_SLOT = (52, 44, 64)       # a card still in hand, in a seat's row
CARD_SLOT_EDGE = (90, 80, 100)
HEAT_OFF = (90, 80, 86)
# a flash at a place: the theme's "good" or "bad" (so the colour-blind palette reaches
# it), or one of these, which carry no meaning of their own
FLASH = {"search": (150, 200, 255), "talk": (230, 220, 180), "gun": (255, 200, 90),
         "fall": (200, 200, 200), "wound": (255, 60, 60), "claim": (255, 230, 150),
         "door": DOOR_GLOW}

GULCH_PLACES = ("upper-last-chance", "south-main-street", "lower-last-chance")
# a place's own tint, so a glance finds the saloon or the church
TINT = {"tent-town": (96, 86, 60), "miners-camp": (90, 76, 58), "helena-heights": (96, 70, 92),
        "big-sky-saloon": (112, 66, 50), "north-main-street": (100, 84, 64),
        "general-store": (86, 90, 62), "assayers-office": (92, 84, 70),
        "hotel-and-doctor": (100, 72, 72), "sheriffs-office": (78, 78, 94),
        "school-house": (108, 72, 58), "smith-and-stable": (96, 74, 52),
        "church": (92, 92, 100), "homesteads": (80, 96, 64)}


def flash_colour(theme: Any, tone: str) -> tuple:
    """The colour of a flash of ``tone``: a theme role for good and bad news."""
    return getattr(theme, tone) if tone in ("good", "bad") else FLASH[tone]


def cell(place: str) -> pygame.Rect:
    """The plot of ``place`` on the map (inside the roads)."""
    for r, row in enumerate(GRID):
        if place in row:
            c = row.index(place)
            return pygame.Rect(MAP.x + c * CELL_W + PAD, MAP.y + r * CELL_H + PAD,
                               CELL_W - 2 * PAD, CELL_H - 2 * PAD)
    raise KeyError(place)


def centre(place: str) -> tuple[float, float]:
    return cell(place).center


def place_at(pos: tuple[float, float]) -> str | None:
    """The place under a logical point (None off the map)."""
    for row in GRID:
        for place in row:
            if cell(place).inflate(PAD, PAD).collidepoint(pos):
                return place
    return None


def pawn_slot(place: str, i: int, n: int) -> tuple[float, float]:
    """Where the ``i``-th of ``n`` pawns stands in ``place`` (along the plot's foot, on
    the left: the folk stand on the right)."""
    r = cell(place)
    room = r.w - 2 * PAWN_R - 60
    gap = min(2 * PAWN_R + 5, room / max(1, n - 1)) if n > 1 else 0
    x0 = r.x + PAWN_R + 6
    return (x0 + i * gap, r.bottom - PAWN_R - 6)


def folk_slot(place: str, i: int) -> tuple[float, float]:
    """Where the ``i``-th town person of ``place`` stands (the plot's foot, on the right)."""
    r = cell(place)
    return (r.right - 12 - i * 17, r.bottom - 13)


def thing_slot(place: str, i: int) -> tuple[float, float]:
    """Where the ``i``-th object lying in ``place`` lies (a row above the folk)."""
    r = cell(place)
    return (r.right - 12 - i * 16, r.bottom - 34)


# ----- the static map ----------
def paint_map(p: Any, labels: bool = True) -> None:
    """The town: ground, roads between neighbours, the gulch, each place's plot."""
    p.rect(GROUND, MAP, radius=10)
    for r in range(ROWS):
        for c in range(COLS):
            a = cell(GRID[r][c]).center
            if c + 1 < COLS:
                b = cell(GRID[r][c + 1]).center
                p.line(ROAD_EDGE, a, b, 14)
                p.line(ROAD, a, b, 10)
            if r + 1 < ROWS:
                b = cell(GRID[r + 1][c]).center
                p.line(ROAD_EDGE, a, b, 14)
                p.line(ROAD, a, b, 10)
    for row in GRID:
        for place in row:
            paint_plot(p, place)


def paint_plot(p: Any, place: str) -> None:
    r = cell(place)
    if place in GULCH_PLACES:
        p.rect((70, 58, 48), r, radius=8)
        # the creek winds through the plot
        pts = [(r.x + r.w * k / 8, r.centery + (10 if k % 2 else -10)) for k in range(9)]
        for a, b in zip(pts, pts[1:], strict=False):
            p.line(GULCH, a, b, 7)
    else:
        p.rect(TINT.get(place, PLOT), r, radius=8)
        _building(p, place, r)
    p.rect(PLOT_EDGE, r, width=1.5, radius=8)


def _building(p: Any, place: str, r: pygame.Rect) -> None:
    """A small picture of the place, in the plot's middle, under its pieces."""
    x, y = r.centerx - 8, r.y + r.h * 0.64
    dark = (60, 44, 38)
    if place == "tent-town":
        for k in range(2):
            p.polygon((200, 188, 150), [(x - 22 + k * 24, y + 10), (x - 10 + k * 24, y - 8),
                                        (x + 2 + k * 24, y + 10)])
    elif place == "church":
        p.rect((210, 206, 196), (x - 10, y - 4, 20, 16))
        p.polygon(dark, [(x - 14, y - 4), (x, y - 16), (x + 14, y - 4)])
        p.line((230, 220, 180), (x, y - 24), (x, y - 15), 2)
        p.line((230, 220, 180), (x - 4, y - 21), (x + 4, y - 21), 2)
    elif place == "miners-camp":
        p.circle((240, 140, 50), (x, y + 2), 6)
        p.line((90, 60, 40), (x - 10, y + 10), (x + 10, y + 10), 3)
    else:
        p.rect((74, 56, 46), (x - 12, y - 4, 24, 16))
        p.polygon(dark, [(x - 16, y - 4), (x, y - 15), (x + 16, y - 4)])
        p.rect((240, 210, 130), (x - 3, y + 2, 6, 8))


LABEL_PX = 15  # a place's name


def _label_lines(p: Any, place: str, door: bool) -> tuple[list[str], float]:
    """The lines of the place's name and the width they fit in."""
    width = cell(place).w - 12 - (DOOR_W + 6 if door else 0)
    lines = p.wrap(PLACES[place], width, LABEL_PX, True)
    if len(lines) > 2:
        lines = [lines[0], p.ellipsize(" ".join(lines[1:]), width, LABEL_PX, True)]
    return lines, width


def place_label(p: Any, place: str, color: tuple, door: bool = False) -> None:
    """The place's name, wrapped on two lines at most, at the plot's top left (``door``:
    clear of the Door standing in the top right corner)."""
    r = cell(place)
    lines, width = _label_lines(p, place, door)
    y = r.y + 3
    for line in lines:
        rect = p.text(p.ellipsize(line, width, LABEL_PX, True), (r.x + 6, y), LABEL_PX,
                      color, True)
        y = rect.bottom - 2


def label_bottom(p: Any, place: str) -> float:
    """Where the place's name ends, at its longest (wrapped clear of a Door): what a
    note over the map keeps below."""
    lines, _ = _label_lines(p, place, True)
    return cell(place).y + 3 + sum(math.ceil(p.text_size(x, LABEL_PX, True)[1]) - 2
                                   for x in lines) + 2


# ----- pieces ----------
def pawn(p: Any, pos: tuple[float, float], colour: tuple, number: int, mounted: bool,
         out: bool = False, glow: float = 0.0) -> None:
    x, y = pos
    if glow > 0:
        p.circle((255, 220, 140, int(60 + 120 * glow)), (x, y), PAWN_R + 5, 2.5)
    fill = (90, 84, 90) if out else colour
    p.circle((20, 14, 18), (x, y), PAWN_R + 1.5)
    p.circle(fill, (x, y), PAWN_R)
    if out:  # knocked out: a cross under the number, which stays readable
        p.line(HOSTILE, (x - 8, y - 8), (x + 8, y + 8), 3)
    if mounted:  # on horseback: a horseshoe badge on the pawn's shoulder
        bx, by = x + PAWN_R - 1, y - PAWN_R + 1
        p.circle((20, 14, 18), (bx, by), 7.5)
        p.circle(HORSE, (bx, by), 6.5)
        shoe = (236, 206, 140)
        p.line(shoe, (bx - 3, by - 3), (bx - 3, by + 2), 2)
        p.line(shoe, (bx + 3, by - 3), (bx + 3, by + 2), 2)
        p.line(shoe, (bx - 3, by + 2), (bx + 3, by + 2), 2)
    # the number last: the horseshoe badge and the cross sit under its letters
    p.text(str(number), (x, y), 13, (24, 16, 14), True, "center")


def person(p: Any, pos: tuple[float, float], down: bool, hostile: bool) -> None:
    """A town person: standing, or lying down once beaten; red when hostile."""
    x, y = pos
    body = (226, 208, 180) if not down else (130, 118, 108)
    if hostile:
        p.circle(HOSTILE, (x, y), 10, 2)
    if down:
        p.line(body, (x - 8, y + 5), (x + 5, y + 5), 5)
        p.circle(body, (x + 8, y + 4), 3.5)
    else:
        p.line(body, (x, y - 1), (x, y + 8), 5)
        p.circle(body, (x, y - 6), 4)


def thing(p: Any, pos: tuple[float, float], kind: str, scale: float = 1.0) -> None:
    """An object: a Key-table thing as a key, a Lantern-table thing as a flame."""
    x, y = pos
    k = scale
    if kind == "key":
        p.circle(KEY_INK, (x - 3 * k, y), 3.5 * k, 2)
        p.line(KEY_INK, (x, y), (x + 6 * k, y), 2)
        p.line(KEY_INK, (x + 5 * k, y), (x + 5 * k, y + 3 * k), 2)
    else:
        p.polygon(LANTERN_INK, [(x, y - 6 * k), (x + 4 * k, y + 1 * k), (x, y + 5 * k),
                                (x - 4 * k, y + 1 * k)])
        p.circle((255, 236, 150), (x, y + 1 * k), 1.8 * k)


def door(p: Any, place: str, glow: float) -> None:
    """The unlocked Door: a glowing arch in its place."""
    r = cell(place)
    x, y = r.right - DOOR_W + 2, r.y + 10
    p.rect((*DOOR_GLOW, int(60 + 100 * glow)), (x - 4, y - 2, 26, 38), radius=10)
    p.rect((40, 60, 50), (x, y + 2, 18, 30), radius=8)
    p.rect(DOOR_GLOW, (x, y + 2, 18, 30), width=2, radius=8)


def chip(p: Any, pos: tuple[float, float], r: float = 7) -> None:
    p.circle((30, 20, 16), pos, r + 1)
    p.circle(GOLD, pos, r)
    p.circle((150, 110, 40), pos, r * 0.6, 1.5)


def wound(p: Any, pos: tuple[float, float], filled: bool) -> None:
    x, y = pos
    col = HOSTILE if filled else (90, 80, 86)
    p.rect(col, (x - 2, y - 6, 4, 12))
    p.rect(col, (x - 6, y - 2, 12, 4))


def suit_sign(p: Any, suit: str, pos: tuple[float, float], s: float) -> None:
    """A suit drawn as shapes (no glyph needed): s is the half size. A club is three
    round leaves apart from each other on a wide foot, a spade one pointed leaf: small,
    they still read apart (a club's leaves merged into a spade's outline)."""
    x, y = pos
    ink = RED if suit in ("hearts", "diamonds") else BLACK
    if suit == "diamonds":
        p.polygon(ink, [(x, y - s), (x + s * 0.75, y), (x, y + s), (x - s * 0.75, y)])
    elif suit == "hearts":
        p.circle(ink, (x - s * 0.45, y - s * 0.3), s * 0.5)
        p.circle(ink, (x + s * 0.45, y - s * 0.3), s * 0.5)
        p.polygon(ink, [(x - s * 0.95, y - s * 0.1), (x + s * 0.95, y - s * 0.1), (x, y + s)])
    elif suit == "spades":
        p.circle(ink, (x - s * 0.45, y + s * 0.15), s * 0.5)
        p.circle(ink, (x + s * 0.45, y + s * 0.15), s * 0.5)
        p.polygon(ink, [(x - s * 0.95, y + s * 0.05), (x + s * 0.95, y + s * 0.05), (x, y - s)])
        p.line(ink, (x, y + s * 0.2), (x, y + s), 2)
    else:
        for dx, dy in ((0, -0.52), (-0.55, 0.12), (0.55, 0.12)):
            p.circle(ink, (x + s * dx, y + s * dy), s * 0.4)
        p.polygon(ink, [(x, y), (x + s * 0.45, y + s), (x - s * 0.45, y + s)])


def rank_size(rect: Any) -> float:
    """The rank's text size on a card of ``rect``."""
    return max(12, pygame.Rect(rect).h * 0.42)


def card_size(p: Any, size: tuple[int, int], max_h: float | None = None) -> tuple[int, int]:
    """A card of at least ``size`` that holds a "10" and a suit sign big enough to tell
    a club from a spade, at the real size (a small window raises the rank's letters):
    the suit under the rank, or beside it where the card may be no taller than
    ``max_h``."""
    w, h = size
    ink = ink_rect(p, "10", rank_size((0, 0, w, h)), True, (0, 0))
    suit = SUIT_PX / p.scale
    tall = math.ceil(2 + ink.bottom + 1 + suit + 3)  # as ``card`` lays it out, and a margin
    if max_h is None or tall <= max(h, max_h):
        return (max(w, math.ceil(ink.w + 6)), max(h, tall))
    return (max(w, math.ceil(ink.w + 3 + suit + 6)), h)


def card(p: Any, rect: Any, card_id: str | None, dim: bool = False,
         mark: str = "") -> None:
    """A card: its rank and suit on paper, or its back for None; ``mark`` a corner
    dot ("down": played face down). The suit sits under the rank's letters at the real
    size, or beside them on a low card (``card_size``), never over them."""
    r = pygame.Rect(rect)
    if card_id is None:
        p.rect((30, 70, 58), r, radius=4)
        p.rect((222, 178, 92), r, width=1.5, radius=4)
        p.rect((52, 102, 86), r.inflate(-8, -8), width=1, radius=3)
        return
    rank, _, suit = card_id.partition("-")
    p.rect(PAPER if not dim else (150, 144, 134), r, radius=4)
    p.rect((70, 56, 50), r, width=1.5, radius=4)
    ink = RED if suit in ("hearts", "diamonds") else BLACK
    size = rank_size(r)
    letters = ink_rect(p, rank, size, True, (r.centerx, r.y + 2), "midtop")
    s = min(r.h * 0.15, (r.bottom - 2 - letters.bottom - 1) / 2)
    if s * p.scale * 2 >= SUIT_PX - 0.5 or s >= r.h * 0.15 or r.w < letters.w + 2 * s + 6:
        p.text(rank, (r.centerx, r.y + 2), size, ink, True, "midtop")
        suit_sign(p, suit, (r.centerx, max(r.bottom - r.h * 0.24, letters.bottom + 1 + s)), s)
    else:  # a low card: the suit beside the rank
        s = SUIT_PX / p.scale / 2
        left = r.centerx - (letters.w + 3 + 2 * s) / 2
        at = p.text(rank, (left, r.y + 2), size, ink, True)
        suit_sign(p, suit, (left + letters.w + 3 + s, at.centery), s)
    if mark == "down":
        p.circle((40, 100, 180), (r.right - 5, r.y + 5), 3)


def thing_kind(thing_id: str) -> str:
    t = THINGS.get(thing_id)
    return t.kind if t else "key"


def folk_name(fid: str) -> str:
    f = FOLK.get(fid)
    return f.name if f else fid


__all__ = ["MAP", "cell", "centre", "place_at", "paint_map", "pawn", "person", "thing",
           "card", "chip", "wound", "door"]
