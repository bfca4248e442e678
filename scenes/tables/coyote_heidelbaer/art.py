"""Card art for the HeidelBÄR Coyote table, drawn in code through the painter.

Every picture is drawn once per window scale (``Painter.cached``) and reused,
so a frame only blits. The look is our own: plain geometric borders (zigzags
and diamonds) in a colour per value band, a big numeral, and a lattice back.
No imitation of any people's art; the Coyote card shows a paw print.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.coyote_heidelbaer import cards
from scenes.tables.headband import diamond, fit_size, ink_rect, lattice_back, paper, zigzag

CARD = (76, 108)   # a playing card in a stand or in the centre (logical px)
PEEK = (26, 36)    # a peek card
COYOTE = (44, 60)  # the Trickster's Coyote card
CARDS = cards.CARDS

PAPER = (247, 240, 224)
INK = (46, 34, 36)
# Border colour per value band: the numeral carries the value, colour only groups.
BANDS = {
    "neg": (54, 92, 158),
    "low": (38, 124, 108),
    "high": (190, 114, 34),
    "top": (164, 48, 52),
    "?": (110, 68, 150),
    "max0": (52, 48, 60),
}
BACK = (56, 42, 88)
BACK_LINE = (84, 66, 124)
BACK_GOLD = (226, 170, 84)
FIGURE_INK = (255, 255, 255)   # a figure on a coloured badge (the struck card's 0, the ?)
TOTAL_BOX = (20, 16, 30)       # behind the reveal's running total
CAPTION_BOX = (16, 12, 24)     # behind Coyote's caption
STAND_EDGE = (60, 38, 26)      # a card stand's outline
STAND_GRAIN = (150, 104, 70)   # the light line along a stand's top


def value_of(card: str) -> int | None:
    """A number card's value; None for `?` and Max 0."""
    return cards.VALUE.get(card)


def label(card: str) -> str:
    return "Max 0" if card == "max0" else card


def band(card: str) -> tuple[int, int, int]:
    v = value_of(card)
    if v is None:
        return BANDS["max0" if card == "max0" else "?"]
    if v < 0:
        return BANDS["neg"]
    if v <= 5:
        return BANDS["low"]
    if v <= 10:
        return BANDS["high"]
    return BANDS["top"]


# ----- playing cards ---------------------------------------------------------------------
def draw_face(p: Any, card: str) -> None:
    w, h = CARD
    col = band(card)
    paper(p, CARD, INK, PAPER, 7)
    p.rect(col, (4, 4, w - 8, h - 8), width=1.2, radius=5)
    # zigzag bands along the top and bottom, a diamond chain down the sides
    n = int((w - 16) // 6)
    span = n * 6
    x0 = (w - span) / 2
    zigzag(p, x0, x0 + span, 8, 5, col)
    zigzag(p, x0, x0 + span, h - 13, 5, col)
    for i in range(3):
        y = 40 + i * 14
        diamond(p, (9, y), 2.4, col)
        diamond(p, (w - 9, y), 2.4, col)
    if card == "?":
        _question(p, col)
    elif card == "max0":
        _max0(p, col)
    else:
        size = fit_size(p, card, w - 26, 40)
        p.text(card, (w / 2, h / 2 + 2), size, col, True, "center")
        # the corner index where it stands above the big figure at the real size
        big = ink_rect(p, card, size, True, (w / 2, h / 2 + 2), "center")
        if ink_rect(p, card, 10, True, (8, 16)).bottom + 3 <= big.top:
            p.text(card, (8, 16), 10, col, True)


def _question(p: Any, col) -> None:
    w, h = CARD
    cx, cy = w / 2, h / 2 - 2
    for i in range(12):
        a = i * math.tau / 12
        p.circle(col, (cx + 22 * math.cos(a), cy + 22 * math.sin(a)), 1.6)
    p.text("?", (cx, cy), 38, col, True, "center")
    p.text("draw", (cx, h - 24), 10, col, True, "center")


def _max0(p: Any, col) -> None:
    w, h = CARD
    cx = w / 2
    p.text("MAX", (cx, 19), 14, col, True, "midtop")
    # the downward chevron: the highest card falls to zero (under the word's letters,
    # however far a small window raises them)
    y = max(37.0, ink_rect(p, "MAX", 14, True, (cx, 19), "midtop").bottom + 3)
    p.polygon(col, [(cx - 9, y), (cx, y + 6), (cx + 9, y), (cx + 9, y + 4), (cx, y + 10),
                    (cx - 9, y + 4)])
    p.text("0", (cx, h / 2 + 17), 32, col, True, "center")


def draw_back(p: Any) -> None:
    lattice_back(p, CARD, (24, 18, 36), (BACK, BACK_LINE, BACK_GOLD), radius=7, inset=6,
                 step=12, medal=17)
    cx, cy = CARD[0] / 2, CARD[1] / 2
    # a four-pointed star
    r, q = 12, 3.2
    pts = []
    for i in range(8):
        a = -math.pi / 2 + i * math.pi / 4
        rr = r if i % 2 == 0 else q
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    p.polygon(BACK_GOLD, pts)


def face(p: Any, card: str | None) -> pygame.Surface:
    """The cached surface of a card (``None``: its back)."""
    if card is None:
        return p.cached(("hb-back",), CARD, draw_back)
    return p.cached(("hb-face", card), CARD, lambda sp: draw_face(sp, card))


# ----- peek cards ---------------------------------------------------------------------------
def _eye_open(p: Any) -> None:
    w, h = PEEK
    paper(p, PEEK, (60, 50, 70), (236, 230, 214), 4)
    cx, cy = w / 2, h / 2
    top = [(cx - 10 + i * 2.5, cy - 6.5 * math.sin(math.pi * i / 8)) for i in range(9)]
    bottom = [(cx + 10 - i * 2.5, cy + 6.5 * math.sin(math.pi * i / 8)) for i in range(9)]
    p.polygon((255, 255, 255), top + bottom)
    p.polygon(INK, top + bottom, 1.2)
    p.circle((40, 128, 120), (cx, cy), 4.4)
    p.circle(INK, (cx, cy), 2.0)
    p.circle((255, 255, 255), (cx + 1.3, cy - 1.4), 0.8)


def _eye_closed(p: Any) -> None:
    w, h = PEEK
    paper(p, PEEK, (20, 16, 28), (66, 52, 84), 4)
    cx, cy = w / 2, h / 2
    pts = [(cx - 10 + i * 2.5, cy + 4 * math.sin(math.pi * i / 8)) for i in range(9)]
    for a, b in zip(pts[:-1], pts[1:], strict=True):
        p.line((230, 216, 196), a, b, 1.6)
    for i in (2, 4, 6):
        x, y = pts[i]
        p.line((230, 216, 196), (x, y), (x + (i - 4) * 0.8, y + 4), 1.2)


def peek_card(p: Any, is_open: bool) -> pygame.Surface:
    if is_open:
        return p.cached(("hb-eye", True), PEEK, _eye_open)
    return p.cached(("hb-eye", False), PEEK, _eye_closed)


# ----- the Coyote card ------------------------------------------------------------------------
def _coyote(p: Any) -> None:
    w, h = COYOTE
    paper(p, COYOTE, (70, 40, 20), (222, 162, 82), 5)
    p.rect((120, 72, 34), (3, 3, w - 6, h - 6), width=1, radius=4)
    ink = (88, 50, 26)
    # the word only where its letters fit the card at the real size (a small window
    # raises them): the paw print alone says Coyote, and the table labels the card
    word = p.text_size("COYOTE", 8, True)[0] <= w - 8
    cx, cy = w / 2, h / 2 - (4 if word else 0)
    p.circle(ink, (cx, cy + 6), 8)
    p.circle(ink, (cx - 6, cy + 1), 6)
    p.circle(ink, (cx + 6, cy + 1), 6)
    for dx, dy in ((-11, -7), (-4, -11), (4, -11), (11, -7)):
        p.circle(ink, (cx + dx, cy + dy), 3.2)
    if word:
        p.text("COYOTE", (cx, h - 6), 8, ink, True, "midbottom")


def coyote_card(p: Any) -> pygame.Surface:
    return p.cached(("hb-coyote",), COYOTE, _coyote)


def _coyote_mini(p: Any) -> None:
    w, h = PEEK
    paper(p, PEEK, (70, 40, 20), (222, 162, 82), 4)
    ink = (88, 50, 26)
    cx, cy = w / 2, h / 2 + 2
    p.circle(ink, (cx, cy + 3), 4.6)
    p.circle(ink, (cx - 3.6, cy + 0.5), 3.4)
    p.circle(ink, (cx + 3.6, cy + 0.5), 3.4)
    for dx, dy in ((-6.5, -4.5), (-2.4, -7.5), (2.4, -7.5), (6.5, -4.5)):
        p.circle(ink, (cx + dx, cy + dy), 1.9)


def coyote_mini(p: Any) -> pygame.Surface:
    """The Coyote card in front of its holder, at peek-card size."""
    return p.cached(("hb-coyote-mini",), PEEK, _coyote_mini)
