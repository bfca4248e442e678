"""Card art for the Tilsit Coyote table, drawn in code through the painter.

Every picture is drawn once per window scale (``Painter.cached``) and reused,
so a frame only blits. The look is our own and deliberately plain: a paper
card, a border colour per group (the number or word on the card carries the
meaning, colour only groups), simple geometric borders and symbols: a cactus
for 0, a crescent for the Moon, a tent outline for the Teepee, a spiral for the
Spirit and the Shaman card, chevrons for the Chief. Seats wear a headband with
feathers in their own colour; the wearer is a plain silhouette.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.coyote_tilsit.cards import NEGATIVE, POSITIVE, SPECIALS
from scenes.tables.drawing import mix
from scenes.tables.headband import (
    diamond,
    fit_size,
    fits_card,
    ink_rect,
    lattice_back,
    paper,
    zigzag,
)

CARD = (58, 80)     # a card on a headband or on a pile (logical px)
SHAMAN = (26, 36)   # a seat's Shaman card
FEATHER = (18, 58)  # one feather, quill at the bottom, pointing up
CARDS = tuple(POSITIVE) + ("0",) + tuple(NEGATIVE) + SPECIALS

PAPER = (247, 240, 224)
INK = (46, 34, 36)
GROUPS = {
    "low": (38, 124, 108),      # 1-5
    "mid": (190, 114, 34),      # 10
    "top": (164, 48, 52),       # 15, 20
    "zero": (74, 128, 64),      # cactus
    "neg": (54, 92, 158),       # negative cards
    "chief": (168, 118, 24),
    "spirit": (112, 70, 152),
    "moon": (40, 54, 112),
    "teepee": (138, 78, 42),
}
BACK = (88, 38, 44)
BACK_LINE = (118, 58, 60)
BACK_GOLD = (230, 176, 90)
WHITE = (255, 255, 255)      # a badge's figure; lightens a power's colour into its tag
TOTAL_BOX = (20, 16, 30)     # behind the reveal's running total
CAPTION_BOX = (16, 12, 24)   # behind Coyote's caption
NAMES = {"chief": "Chief", "spirit": "Spirit", "moon": "Moon", "teepee": "Teepee",
         "0": "cactus 0"}


#: what a special card does, in words: shown when the card is pointed at (at a small
#: window its name does not fit on the card, and the symbol stands alone)
MEANING = {
    "chief": "Chief (×2): every positive card counts double",
    "spirit": "Spirit (−MAX): the highest positive card counts 0",
    "moon": "Moon: counts 0; after the round every card is shuffled",
    "teepee": "Teepee: draws the top card, which counts in its place",
    "0": "Cactus: counts 0",
}


def label(card: str | None) -> str:
    """The card in words for logs and captions (a minus sign for negative cards)."""
    if card is None:
        return "nothing"
    if card in NAMES:
        return NAMES[card]
    return card.replace("-", "−")


def group(card: str) -> str:
    if card in SPECIALS:
        return card
    if card in NEGATIVE:
        return "neg"
    if card == "0":
        return "zero"
    v = POSITIVE[card]
    return "low" if v <= 5 else "mid" if v <= 10 else "top"


def colour(card: str) -> tuple[int, int, int]:
    return GROUPS[group(card)]


# ----- small shapes ---------------------------------------------------------------------------
def _spiral(p: Any, c: tuple[float, float], r: float, col, width: float = 1.6,
            turns: float = 2.4) -> None:
    pts = []
    n = 48
    for i in range(n + 1):
        t = i / n
        a = t * turns * math.tau
        rr = r * (0.12 + 0.88 * t)
        pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
    for a, b in zip(pts, pts[1:], strict=False):
        p.line(col, a, b, width)


# ----- card faces -------------------------------------------------------------------------------
def draw_face(p: Any, card: str) -> None:
    w, h = CARD
    col = colour(card)
    paper(p, CARD, INK, PAPER, 6)
    p.rect(col, (3.5, 3.5, w - 7, h - 7), width=1.2, radius=4)
    n = int((w - 14) // 6)
    x0 = (w - n * 6) / 2
    zigzag(p, x0, x0 + n * 6, 7, 4, col)
    zigzag(p, x0, x0 + n * 6, h - 11, 4, col)
    if card in POSITIVE or card in NEGATIVE:
        _number(p, card, col)
    else:
        {"0": _cactus, "chief": _chief, "spirit": _spirit, "moon": _moon,
         "teepee": _teepee}[card](p, col)


def _number(p: Any, card: str, col) -> None:
    w, h = CARD
    text = label(card)
    size = fit_size(p, text, w - 14, 32)
    big = ink_rect(p, text, size, True, (w / 2, h / 2 + 1), "center")
    p.text(text, (w / 2, h / 2 + 1), size, col, True, "center")
    # the corner index only where it stands above the big figure at the real size (a
    # small window raises the letters: a corner "20" landed on the big "20", a "1" beside
    # the big "1" read "11")
    corner = ink_rect(p, text, 9, True, (6, 13))
    top = 30.0
    if corner.right <= w - 4 and corner.bottom + 3 <= big.top:
        p.text(text, (6, 13), 9, col, True)
        top = max(top, corner.bottom + 4)
    # side marks under it: diamonds for positive cards, short bars for negative ones
    # (not where the figure, raised in a small window, reaches the card's sides)
    for i in range(3 if big.left > 11 and big.right < w - 11 else 0):
        y = top + i * 10
        if y > h - 16:
            break
        if card in NEGATIVE:
            p.line(col, (5, y), (9, y), 1.6)
            p.line(col, (w - 9, y), (w - 5, y), 1.6)
        else:
            diamond(p, (7, y), 1.8, col)
            diamond(p, (w - 7, y), 1.8, col)


def _caption(p: Any, text: str, col, y: float) -> float:
    """A special card's name across its top, where the letters fit the card at the real
    size (the symbol says the card on its own); returns how far the symbol under it may
    rise (0 when the name is drawn)."""
    w = CARD[0]
    size = fit_size(p, text, w - 10, 10)
    if fits_card(p, text, size, w, 5):
        p.text(text, (w / 2, y), size, col, True, "center")
        return 0.0
    return 6.0


def _word(p: Any, text: str, pos: tuple[float, float], size: float, col) -> None:
    """A special card's figure or word (−MAX, DRAW), where it fits the card."""
    if fits_card(p, text, size, CARD[0], 5):
        p.text(text, pos, size, col, True, "center")


def _cactus(p: Any, col) -> None:
    w, h = CARD
    cx = w / 2
    p.rect(col, (cx - 4.5, 22, 9, 30), radius=4.5)
    p.rect(col, (cx - 15, 30, 6, 13), radius=3)
    p.rect(col, (cx - 15, 39, 12, 5), radius=2.5)
    p.rect(col, (cx + 9, 26, 6, 13), radius=3)
    p.rect(col, (cx + 3, 35, 12, 5), radius=2.5)
    p.line(col, (cx - 14, 52), (cx + 14, 52), 1.5)
    p.text("0", (cx, h - 20), 15, col, True, "center")


def _chief(p: Any, col) -> None:
    w, h = CARD
    cx = w / 2
    lift = _caption(p, "CHIEF", col, 18)
    for i in range(3):  # rising chevrons: everything positive goes up
        y = 34 - i * 5 + 10 - lift * 1.5
        p.polygon(col, [(cx - 11, y + 4), (cx, y - 2), (cx + 11, y + 4), (cx + 11, y + 7),
                        (cx, y + 1), (cx - 11, y + 7)])
    _word(p, "×2", (cx, h - 23), 22, col)


def _spirit(p: Any, col) -> None:
    w, h = CARD
    cx = w / 2
    _caption(p, "SPIRIT", col, 18)
    _spiral(p, (cx, 38), 11, col, 1.6)
    _word(p, "−MAX", (cx, h - 22), 13, col)


def _moon(p: Any, col) -> None:
    w, h = CARD
    cx = w / 2
    _caption(p, "MOON", col, 18)
    p.circle(col, (cx, 38), 12)
    p.circle(PAPER, (cx + 6, 34), 10.5)
    for dx, dy in ((-14, 28), (12, 46), (15, 26)):
        diamond(p, (cx + dx, dy), 1.6, col)
    p.text("0", (cx - 8, h - 22), 13, col, True, "center")
    # two arrows chasing each other: shuffle everything
    p.circle(col, (cx + 9, h - 22), 5.5, width=1.3)
    p.polygon(col, [(cx + 14.5, h - 25), (cx + 17.5, h - 21), (cx + 12, h - 21)])


def _teepee(p: Any, col) -> None:
    w, h = CARD
    cx = w / 2
    _caption(p, "TEEPEE", col, 18)
    top, base = 25, 51
    p.polygon(col, [(cx, top), (cx + 14, base), (cx - 14, base)], 1.8)
    p.line(col, (cx - 4, top - 4), (cx + 3, top + 6), 1.4)
    p.line(col, (cx + 4, top - 4), (cx - 3, top + 6), 1.4)
    p.polygon(col, [(cx, base - 11), (cx + 5, base), (cx - 5, base)])
    _word(p, "DRAW", (cx, h - 22), 12, col)


def draw_back(p: Any) -> None:
    lattice_back(p, CARD, (28, 14, 18), (BACK, BACK_LINE, BACK_GOLD), radius=6, inset=5,
                 step=10, medal=14)
    cx, cy = CARD[0] / 2, CARD[1] / 2
    diamond(p, (cx, cy), 8, BACK_GOLD)
    diamond(p, (cx, cy), 3.5, BACK)


def face(p: Any, card: str | None) -> pygame.Surface:
    """The cached surface of a card (``None``: its back)."""
    if card is None:
        return p.cached(("ti-back",), CARD, draw_back)
    return p.cached(("ti-face", card), CARD, lambda sp: draw_face(sp, card))


def edge(p: Any) -> pygame.Surface:
    """A face-up card seen under another on a pile: its paper and border only."""
    def paint(sp: Any) -> None:
        w, h = CARD
        paper(sp, CARD, INK, PAPER, 6)
        sp.rect((200, 188, 168), (3.5, 3.5, w - 7, h - 7), width=1.2, radius=4)
    return p.cached(("ti-edge",), CARD, paint)


def ghost(p: Any) -> pygame.Surface:
    """An empty pile's outline."""
    def paint(sp: Any) -> None:
        w, h = CARD
        sp.rect((255, 255, 255, 40), (0, 0, w, h), width=1.5, radius=6)
    return p.cached(("ti-ghost",), CARD, paint)


# ----- the Shaman card ----------------------------------------------------------------------------
def _shaman(p: Any, used: bool) -> None:
    w, h = SHAMAN
    if used:
        paper(p, SHAMAN, (60, 54, 66), (74, 66, 82), 4)
        _spiral(p, (w / 2, h / 2), 8, (112, 102, 118), 1.2)
        p.line((150, 138, 150), (5, h - 6), (w - 5, 6), 1.6)
        return
    paper(p, SHAMAN, (40, 20, 50), (86, 48, 112), 4)
    p.rect((226, 176, 96), (2.5, 2.5, w - 5, h - 5), width=1, radius=3)
    _spiral(p, (w / 2, h / 2), 8.5, (246, 206, 120), 1.4)


def shaman_card(p: Any, used: bool) -> pygame.Surface:
    return p.cached(("ti-shaman", used), SHAMAN, lambda sp: _shaman(sp, used))


# ----- feathers and the headband figure -----------------------------------------------------------
def _feather(p: Any, col: tuple) -> None:
    w, h = FEATHER
    cx, hw = w / 2, w / 2 - 0.8
    tip, base = 1.0, h - 10
    # the vane: a long leaf, widest a third of the way up
    left = [(cx, tip), (cx - hw * 0.7, tip + 9), (cx - hw, tip + 21), (cx - hw * 0.85, base - 7),
            (cx - 2, base)]
    right = [(cx + 2, base), (cx + hw * 0.85, base - 7), (cx + hw, tip + 21),
             (cx + hw * 0.7, tip + 9)]
    p.polygon(col, left + right)
    dark = mix(col, (20, 14, 20), 0.5)
    light = mix(col, (255, 250, 240), 0.7)
    # a dark tip, a pale band and notches: reads as a feather, not a leaf
    p.polygon(dark, [(cx, tip), (cx - hw * 0.55, tip + 7), (cx + hw * 0.55, tip + 7)])
    p.polygon(light, [(cx - hw * 0.62, tip + 8), (cx + hw * 0.62, tip + 8),
                      (cx + hw * 0.8, tip + 13), (cx - hw * 0.8, tip + 13)])
    for y, side in ((tip + 20, -1), (tip + 29, 1), (tip + 33, -1)):
        p.line(dark, (cx + side * hw, y), (cx + side * 3, y + 3), 1.2)
    p.line(dark, (cx, tip + 3), (cx, h - 1), 1.4)  # the quill


def feather(p: Any, col: tuple) -> pygame.Surface:
    return p.cached(("ti-feather", tuple(col)), FEATHER, lambda sp: _feather(sp, col))


# angles (degrees from upright, + leans right) of up to six feathers, inner ones first
FEATHER_ANGLES = (-42, 42, -63, 63, -84, 84)
FEATHER_SPREAD = 21  # how far from the head's centre a feather's quill sits


def feather_slots(centre: tuple[float, float], n: int) -> list[tuple[float, float, float]]:
    """(x, y, angle) of the middle of each of ``n`` feathers round a headband centre."""
    out = []
    for i in range(min(n, len(FEATHER_ANGLES))):
        a = FEATHER_ANGLES[i]
        rad = math.radians(a)
        bx = centre[0] + math.copysign(FEATHER_SPREAD, a)
        by = centre[1] + 2
        half = FEATHER[1] / 2 - 4
        out.append((bx + math.sin(rad) * half, by - math.cos(rad) * half, float(a)))
    return out


def draw_wearer(p: Any, band_c: tuple[float, float], col: tuple, panel: tuple,
                feathers: int, faded: bool = False) -> None:
    """The headband's wearer: feathers fanned behind, a plain silhouette, the band.

    ``band_c`` is the centre of the band (the cards are tucked in just above it).
    """
    for x, y, a in feather_slots(band_c, feathers):
        p.blit(feather(p, col), (x, y), anchor="center", angle=-a)
    bx, by = band_c
    body = mix(mix(panel, (150, 136, 150), 0.32), col, 0.16 if not faded else 0.04)
    p.rect(body, (bx - 34, by + 38, 68, 30), radius=16)   # shoulders
    p.circle(body, (bx, by + 18), 26)                     # head
    band = col if not faded else mix(col, panel, 0.6)
    p.rect(band, (bx - 26, by - 5, 52, 10), radius=3)
    dark = mix(band, (20, 14, 20), 0.5)
    for i in range(5):
        diamond(p, (bx - 16 + i * 8, by), 2.4, dark)
