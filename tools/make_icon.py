"""Draw the app icon: a coyote on a hill, singing to a full moon.

Run ``python tools/make_icon.py`` from the repository root. It writes
``assets/icon.png`` (256 x 256), ``assets/icon.ico`` (Windows, 16 to 256 px)
and ``assets/icon.icns`` (macOS). The output is deterministic: the shapes are
fixed, drawn once at six times the largest size and box-filtered down with
integer arithmetic, and the PNG and container files are written here byte by
byte (no timestamps, no encoder settings that vary between machines).
"""

from __future__ import annotations

import os
import struct
import sys
import zlib
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402  (the variable above must be set first)

SUPER = 1536  # drawing size: a common multiple of every output size below
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512))

NIGHT = (28, 30, 62)
NIGHT_LOW = (58, 44, 86)
MOON = (246, 233, 184)
MOON_SHADE = (228, 212, 160)
STAR = (236, 230, 210)
HILL = (20, 16, 32)
COYOTE = (20, 16, 32)

# Every shape is given on a 256-unit grid and scaled up when drawn.
STARS = ((34, 40, 2.2), (70, 24, 1.6), (104, 52, 1.8), (30, 96, 1.5), (226, 150, 1.6),
         (120, 20, 1.3), (62, 70, 1.2))
MOON_CENTRE, MOON_RADIUS = (176, 78), 50
CRATERS = ((160, 64, 9), (192, 96, 7), (186, 58, 5), (162, 104, 4))
HILL_EDGE = ((0, 212), (40, 206), (90, 200), (140, 204), (190, 214), (230, 222), (256, 226))
# The coyote sits facing right, head thrown back, muzzle towards the moon.
COYOTE_OUTLINE = (
    (34, 214), (24, 208), (28, 199), (42, 193), (58, 191), (70, 188),  # bushy tail
    (74, 174), (80, 156), (90, 140),                                # haunch and back
    (100, 126), (108, 112),                                         # neck
    (106, 100), (104, 84), (112, 95), (116, 82), (121, 97),         # two ears
    (127, 95), (138, 85), (148, 73), (154, 67), (158, 70),          # brow and muzzle
    (153, 79), (145, 87),                                           # open mouth
    (152, 87), (147, 97), (136, 106),                               # lower jaw, throat
    (130, 118), (126, 134), (128, 150),                             # chest
    (132, 172), (134, 194), (142, 200), (142, 205), (124, 205),     # front leg and paw
    (120, 190), (114, 178), (106, 186), (108, 200),                 # belly to hind paw
    (114, 204), (112, 208), (90, 208), (70, 210),
)


def _scaled(points, k):
    return [(round(x * k), round(y * k)) for x, y in points]


def draw_master(size: int = SUPER) -> pygame.Surface:
    """The icon at ``size`` pixels, unfiltered (hard edges)."""
    k = size / 256
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    # Transparent pixels carry the tile's colour, so filtering leaves no dark fringe.
    surf.fill((*NIGHT, 0))
    tile = pygame.Rect(0, 0, size, size)
    pygame.draw.rect(surf, NIGHT, tile, border_radius=round(44 * k))
    # A soft glow near the horizon: horizontal bands clipped to the rounded tile.
    glow = pygame.Surface((size, size), pygame.SRCALPHA)
    bands = 12
    for i in range(bands):
        t = (i + 1) / bands
        colour = tuple(round(a + (b - a) * t) for a, b in zip(NIGHT, NIGHT_LOW, strict=True))
        top = round((120 + 8 * i) * k)
        pygame.draw.rect(glow, (*colour, 255), (0, top, size, size - top))
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), tile, border_radius=round(44 * k))
    glow.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(glow, (0, 0))

    for x, y, r in STARS:
        pygame.draw.circle(surf, STAR, (round(x * k), round(y * k)), round(r * k))
    cx, cy = MOON_CENTRE
    pygame.draw.circle(surf, MOON, (round(cx * k), round(cy * k)), round(MOON_RADIUS * k))
    for x, y, r in CRATERS:
        pygame.draw.circle(surf, MOON_SHADE, (round(x * k), round(y * k)), round(r * k))

    hill = [*HILL_EDGE, (256, 256), (0, 256)]
    pygame.draw.polygon(surf, HILL, _scaled(hill, k))
    pygame.draw.polygon(surf, COYOTE, _scaled(COYOTE_OUTLINE, k))
    # Trim the hill back to the rounded tile.
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surf


def downsample(master: pygame.Surface, size: int) -> bytes:
    """Box-filter ``master`` to ``size`` pixels; RGBA bytes, rows top to bottom."""
    step = master.get_width() // size
    if step * size != master.get_width():
        raise ValueError(f"{size} does not divide the master size")
    out = bytearray()
    for y in range(size):
        for x in range(size):
            out.extend(pygame.transform.average_color(master, (x * step, y * step, step, step)))
    return bytes(out)


def png_bytes(rgba: bytes, size: int) -> bytes:
    def chunk(kind: bytes, body: bytes) -> bytes:
        crc = zlib.crc32(kind + body) & 0xFFFFFFFF
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)

    row = size * 4
    raw = b"".join(b"\x00" + rgba[y * row:(y + 1) * row] for y in range(size))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An .ico holding PNG images (read by Windows Vista and later)."""
    sizes = sorted(pngs)
    head = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = pngs[s]
        dim = 0 if s >= 256 else s  # 0 means 256 in an icon directory entry
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    return head + entries + blobs


def icns_bytes(pngs: dict[bytes, bytes]) -> bytes:
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data
                    for kind, data in pngs.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out_dir = Path(argv[0]) if argv else Path(__file__).resolve().parent.parent / "assets"
    master = draw_master()
    png = {s: png_bytes(downsample(master, s), s) for s in sorted({*ICO_SIZES, 512})}
    (out_dir / "icon.png").write_bytes(png[256])
    (out_dir / "icon.ico").write_bytes(ico_bytes({s: png[s] for s in ICO_SIZES}))
    (out_dir / "icon.icns").write_bytes(icns_bytes({k: png[s] for k, s in ICNS_TYPES}))
    for name in ("icon.png", "icon.ico", "icon.icns"):
        print(f"wrote {out_dir / name} ({(out_dir / name).stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
