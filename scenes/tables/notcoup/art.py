"""Card and counter art for the NotCoup table, drawn in code through the painter.

Every picture is drawn once per window scale (``Painter.cached``) and then only
blitted. The look is our own: cream paper, a big letter for the card's type in
its suit's colour, the suit's sign in a corner, a band in the type's colour; a
lattice back in deep green; round wooden counters with a ring.
"""

from __future__ import annotations

from typing import Any

from game.notcoup.cards import RANKS, rank
from scenes.tables.headband import fit_size, lattice_back, paper

CARD = (46, 66)     # a card in a hand (logical px)
LOST = (34, 48)     # a lost card, face up in front of its owner
BIG = (70, 100)     # a card shown in a challenge
COUNTER_R = 9       # a point counter's radius

PAPER = (248, 242, 228)
EDGE = (70, 56, 50)
RED = (178, 40, 44)
BLACK = (34, 30, 36)
LETTER = {"king": "K", "queen": "Q", "jack": "J", "ace": "A", "joker": "★"}
SUIT_SIGN = {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}
# a band per type: the letter names the card, the colour only helps the eye group them
BAND = {"king": (198, 150, 52), "queen": (168, 76, 140), "jack": (58, 120, 176),
        "ace": (60, 146, 96), "joker": (200, 88, 52)}
BACK = (30, 70, 58)
BACK_LINE = (52, 102, 86)
BACK_GOLD = (222, 178, 92)
WOOD = (196, 140, 74)
WOOD_DARK = (120, 78, 38)
WOOD_LIGHT = (232, 184, 116)
# Teams: a team is named by its colour, so its mark is a red or black suit sign and the
# word, as on the card each player drew (never the colour alone)
TEAM_INK = (RED, BLACK)
TEAM_SIGN = ("♥", "♠")
ZOMBIE = (132, 176, 96)   # the zombie's mark: a sickly green
BANK_MAT = (30, 44, 48)   # the bank's own mat beside the pile
BANNER_BOX = (16, 12, 24)  # behind a banner
# the Transformer: a type's letter on its chip, and the points in front of a seat
CHIP_INK = (255, 255, 255)
BRICK = (150, 72, 52)        # a wall's bricks
MORTAR = (214, 196, 170)
FUSE = (90, 70, 50)          # a slow point's fuse, a Marker Jack's pin
FLAME = (255, 140, 40)       # the fuse's lit end: flame, spark, white-hot core
SPARK = (255, 196, 70)
SPARK_CORE = (255, 250, 220)


def suit_of(card: str) -> str | None:
    _, _, s = card.partition("-")
    return s if s in SUIT_SIGN else None


def face(p: Any, card: str | None, size: tuple[int, int] = CARD) -> Any:
    """A card's picture: its face for a card id (or bare type), its back for None."""
    if card is None:
        return back(p, size)
    r = rank(card)
    suit = suit_of(card)
    w, h = size

    def paint(sp: Any) -> None:
        paper(sp, size, EDGE, PAPER, 5)
        band = BAND.get(r, EDGE)
        sp.rect(band, (3, h - 11, w - 6, 8), radius=3)
        ink = RED if suit in ("hearts", "diamonds") or r == "joker" else BLACK
        letter = LETTER.get(r, "?")
        big = fit_size(sp, letter, w - 10, h * 0.42)
        room = h - 12  # above the band
        lh = sp.text_size(letter, big, True)[1]
        sign_h = sp.text_size("♠", 12)[1] if suit is not None else 0.0
        if suit is not None and sign_h + lh <= room:
            # the suit's sign in the corner, the letter below it (never over it, even
            # where a small window raises the sign to the text floor)
            sp.text(SUIT_SIGN[suit], (4, 1), 12, ink, False, "topleft")
            cy = max(h * 0.46, sign_h + 1 + lh / 2)
        else:
            cy = min(h * 0.46, room / 2 + 1)
        sp.text(letter, (w / 2, cy), big, ink, True, "center")
    return p.cached(("nc-face", card, size), size, paint)


def back(p: Any, size: tuple[int, int] = CARD) -> Any:
    def paint(sp: Any) -> None:
        lattice_back(sp, size, EDGE, (BACK, BACK_LINE, BACK_GOLD), 5, 4, 8,
                     min(size) * 0.18)
    return p.cached(("nc-back", size), size, paint)


def counter(p: Any, r: float = COUNTER_R) -> Any:
    """One point counter: a round wooden token with a ring."""
    d = r * 2 + 2

    def paint(sp: Any) -> None:
        c = (d / 2, d / 2)
        sp.circle(WOOD_DARK, (c[0], c[1] + 1), r)
        sp.circle(WOOD, c, r)
        sp.circle(WOOD_LIGHT, c, r * 0.62, width=1.2)
    return p.cached(("nc-counter", r), (d, d), paint)


def team_card(p: Any, team: int, name: str, h: int = 20) -> Any:
    """A seat's team mark: a small paper tag with the team's suit sign and name in its
    ink ("♥ Red", "♠ Black"), the team card lying by the hand; with no ``name``, the sign
    alone (where a small window leaves no room beside a long player name)."""
    text = f"{TEAM_SIGN[team]} {name}" if name else TEAM_SIGN[team]  # the sign alone
    tw, th = p.text_size(text, 12, True)
    w, h = max(58 if name else 24, round(tw) + 16), max(h, round(th) + 4)

    def paint(sp: Any) -> None:
        sp.rect(PAPER, (0, 0, w, h), radius=5)
        sp.rect(TEAM_INK[team], (0, 0, w, h), width=2, radius=5)
        sp.text(text, (w / 2, h / 2), 12, TEAM_INK[team], True, "center")
    return p.cached(("nc-team", team, name, w, h), (w, h), paint)


def warm(p: Any) -> None:
    """Draw every picture once (the first frame pays, no later one)."""
    for size in (CARD, LOST, BIG):
        back(p, size)
    for r in RANKS:
        if r == "joker":
            cards = ["joker-1", "joker-2"]
        else:
            cards = [f"{r}-{s}" for s in SUIT_SIGN]
        for c in cards:
            face(p, c, CARD)
            face(p, c, LOST)
    counter(p)
