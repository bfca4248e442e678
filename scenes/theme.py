"""Colours and type sizes: a warm desert-at-night look with high contrast.

The colour-blind-safe variant swaps every colour that carries meaning (seat
colours, good/bad, accents) for the Okabe-Ito palette, which stays distinct
under the common forms of colour blindness; meaning is never carried by hue
alone anyway (seats also have names, results have words).
"""

from __future__ import annotations

from dataclasses import dataclass, field

RGB = tuple[int, int, int]

# Seat colours, warm and distinct on the dark table.
_SEATS = [(226, 112, 78), (72, 186, 176), (236, 196, 92), (150, 190, 104),
          (184, 142, 214), (120, 170, 236)]
# Okabe-Ito: orange, sky blue, bluish green, yellow, blue, reddish purple.
_SEATS_CB = [(230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66),
             (0, 114, 178), (204, 121, 167)]


@dataclass
class Theme:
    colorblind: bool = False
    # sky and ground
    sky_top: RGB = (16, 16, 38)
    sky_mid: RGB = (48, 34, 70)
    horizon: RGB = (150, 74, 58)
    mesa: RGB = (34, 22, 34)
    ground: RGB = (26, 18, 26)
    star: RGB = (250, 240, 210)
    # surfaces
    bg: RGB = (22, 18, 34)  # plain backdrop (behind a gate's curtain, empty areas)
    panel: RGB = (34, 28, 50)
    panel_edge: RGB = (112, 84, 74)
    panel_hi: RGB = (48, 40, 68)
    felt: RGB = (44, 62, 58)
    wood: RGB = (98, 62, 42)
    shade: tuple = (8, 6, 16, 170)  # dims the scene under an overlay
    dusk: RGB = (20, 16, 26)  # a seat panel darkening as its player leaves
    table_shadow: RGB = (22, 14, 26)  # under an oval table's rim
    notice_fill: tuple = (40, 20, 24, 235)  # behind a notice that says why not
    whisper_fill: tuple = (16, 12, 24, 215)  # behind the odds whisper
    # text
    text: RGB = (248, 238, 222)
    text_dim: RGB = (196, 180, 166)
    text_faint: RGB = (140, 128, 130)
    text_on_accent: RGB = (28, 18, 14)
    # controls
    accent: RGB = (242, 164, 62)
    accent_hi: RGB = (255, 196, 104)
    control: RGB = (70, 54, 82)
    control_hi: RGB = (98, 74, 108)
    control_down: RGB = (54, 42, 64)
    control_edge: RGB = (150, 118, 120)
    disabled: RGB = (52, 46, 62)
    disabled_text: RGB = (132, 124, 136)
    focus: RGB = (255, 214, 120)
    track: RGB = (28, 22, 38)
    # meaning
    good: RGB = (124, 204, 120)
    bad: RGB = (236, 96, 84)
    seats: list = field(default_factory=lambda: list(_SEATS))
    # type sizes (logical pixels)
    title_size: int = 60
    h1: int = 36
    h2: int = 26
    body: int = 20
    small: int = 16

    def __post_init__(self) -> None:
        if self.colorblind:
            self.seats = list(_SEATS_CB)
            self.good = (86, 180, 233)  # sky blue
            self.bad = (213, 94, 0)     # vermillion
            self.accent = (240, 190, 60)
            self.accent_hi = (255, 214, 110)
            self.focus = (255, 255, 255)

    def seat(self, i: int) -> RGB:
        return self.seats[i % len(self.seats)]

    def on(self, color) -> RGB:
        """A readable text colour on a fill of ``color`` (dark on light, light on dark)."""
        r, g, b = color[:3]
        luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
        return self.text_on_accent if luminance > 120 else self.text


# ---- shared drawing in the theme: backdrop, panels, headings -----------------------------

def draw_backdrop(p) -> None:
    """The backdrop drawn directly (into a scene's own cached layer)."""
    _draw_backdrop(p, p.theme)


def backdrop(p, key: str = "night") -> None:
    """The desert at night behind menus: drawn once per window size, then one blit."""
    t = p.theme
    surf = p.cached(("backdrop", key, t.colorblind), (1280, 720),
                    lambda sub: _draw_backdrop(sub, t), alpha=False)
    p.blit(surf, (0, 0))


def shaded_backdrop(p) -> None:
    """The backdrop dimmed, behind a page's own panels (setup, settings, rules...)."""
    backdrop(p)
    p.rect(p.theme.shade, (0, 0, 1280, 720))


def _draw_backdrop(p, t: Theme) -> None:
    import random

    p.vgradient((0, 0, 1280, 430), t.sky_top, t.sky_mid)
    p.vgradient((0, 430, 1280, 150), t.sky_mid, t.horizon)
    rng = random.Random(1864)
    for _ in range(140):
        x, y = rng.uniform(0, 1280), rng.uniform(0, 420) ** 1.0
        r = rng.choice((0.8, 1.0, 1.2, 1.6, 2.2))
        fade = 1 - y / 520
        c = tuple(int(v * (0.45 + 0.55 * fade)) for v in t.star)
        p.circle(c, (x, y), r)
    # the moon, with a soft halo
    for i, a in enumerate((20, 14, 9)):
        p.circle((250, 230, 190, a), (1040, 140), 84 - i * 14)
    p.circle((246, 232, 196), (1040, 140), 44)
    p.circle((226, 210, 176), (1026, 128), 8)
    p.circle((230, 214, 180), (1054, 156), 6)
    # far mesas (lighter), then near ones (darker), then the ground
    far = (70, 40, 56)
    p.polygon(far, [(0, 560), (0, 500), (90, 500), (120, 470), (260, 470), (290, 500),
                    (420, 505), (470, 540), (700, 540), (760, 480), (900, 478), (930, 500),
                    (1100, 505), (1150, 470), (1280, 468), (1280, 560)])
    p.polygon(t.mesa, [(0, 720), (0, 590), (140, 588), (180, 548), (330, 546), (360, 580),
                       (560, 590), (610, 600), (820, 600), (860, 560), (1010, 556),
                       (1040, 590), (1280, 596), (1280, 720)])
    p.vgradient((0, 640, 1280, 80), t.mesa, t.ground)
    # a saguaro at the left edge, and a coyote howling at the moon on the right mesa
    c = (24, 16, 24)
    p.rect(c, (24, 508, 18, 130), radius=9)
    p.rect(c, (2, 548, 14, 44), radius=7)
    p.rect(c, (2, 582, 30, 12), radius=6)
    p.rect(c, (52, 528, 14, 50), radius=7)
    p.rect(c, (34, 570, 30, 12), radius=6)
    _coyote(p, (1236, 596), c, mirror=True, k=0.9)


def _coyote(p, base, c, mirror: bool = False, k: float = 1.0) -> None:
    x, y = base
    m = (-1 if mirror else 1) * k
    # sitting, head thrown back, muzzle open: facing right unless mirrored
    pts = [(-48, 0), (-42, -7), (-30, -9), (-22, -12), (-24, -22), (-18, -36), (-10, -50),
           (-4, -62), (0, -74), (-3, -91), (4, -82), (9, -86), (14, -84), (26, -100),
           (29, -97), (22, -88), (27, -86), (17, -80), (14, -70), (12, -56), (14, -44),
           (13, -26), (15, -3), (21, 0), (5, 0), (4, -24), (-2, -20), (-4, -6), (2, 0),
           (-22, 0)]
    p.polygon(c, [(x + m * dx, y + k * dy) for dx, dy in pts])


def panel(p, rect, radius: float = 18, alpha: int = 236) -> None:
    """A raised panel: soft shadow, body, warm edge."""
    t = p.theme
    x, y, w, h = rect
    p.rect((0, 0, 0, 90), (x + 6, y + 8, w, h), radius=radius)
    p.rect((*t.panel, alpha), rect, radius=radius)
    p.rect(t.panel_edge, rect, width=2, radius=radius)


def heading(p, text: str, y: float = 48, sub: str = "") -> None:
    t = p.theme
    p.text(text, (640, y), t.h1, t.text, True, "midtop")
    if sub:
        p.text(sub, (640, y + t.h1 + 14), t.body, t.text_dim, False, "midtop")
