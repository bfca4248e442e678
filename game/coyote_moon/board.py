"""The spirit wheel: twelve tiles in a ring, derived from the rule text.

The figures of the original text are missing, so the board is rebuilt from its
sentences (the rulings page checks each one):

* Six moon tiles alternate with six grid tiles in a circle. Ring positions
  (``tile``) run clockwise from 0; moon tile ``g`` sits at ``2g``, grid tile
  ``g`` at ``2g + 1`` (just clockwise of moon ``g``).
* A grid tile is a 2 x 2 grid. Its two squares nearer the centre belong to the
  inner track, travelled counter-clockwise only; its two outer squares belong
  to the outer track, travelled clockwise only.
* A moon tile is one space where both tracks meet. It has exactly two exits
  (clockwise onto the outer squares of the grid tile after it, and
  counter-clockwise onto the inner squares of the grid tile before it) and two
  entries (the outer track arriving clockwise, the inner track arriving
  counter-clockwise). Every grid square has exactly one way on, so a pawn on a
  track follows it to the next moon tile; direction can change only on a moon.

Space names (lower case, used by the notation):

* ``m0`` .. ``m5``: the moon tiles, clockwise.
* ``o{g}a``, ``o{g}b``: outer squares of grid tile ``g``, in travel order
  (``m{g} -> o{g}a -> o{g}b -> m{g+1}``).
* ``i{g}a``, ``i{g}b``: inner squares of grid tile ``g``, in travel order
  (``m{g+1} -> i{g}a -> i{g}b -> m{g}``).

Thirty spaces in all: six moons and the 24 grid squares the 24 coins start on.
"""

from __future__ import annotations

from dataclasses import dataclass

MOONS = 6
TILES = 12


@dataclass(frozen=True)
class Space:
    index: int
    name: str
    kind: str  # "moon", "outer" or "inner"
    tile: int  # ring position 0..11, clockwise; moons even, grids odd
    moon: int | None  # moon number 0..5 for moon tiles
    grid: int | None  # grid tile number 0..5 for squares
    # position on a grid tile: col 0 is the tile's counter-clockwise half, col 1 its
    # clockwise half; row 0 the inner (centre) side, row 1 the outer side.
    col: int | None
    row: int | None

    def hints(self) -> dict:
        """Geometry for drawing: tile, cell on the tile, and the angle of its centre.

        ``angle`` is in degrees clockwise from twelve o'clock; ``ring`` is 0 for the
        inner side of the ring, 1 for the outer side and 0.5 for a moon tile.
        """
        angle = self.tile * 30.0
        ring = 0.5
        if self.kind != "moon":
            angle += -7.5 if self.col == 0 else 7.5
            ring = float(self.row)
        return {"name": self.name, "kind": self.kind, "tile": self.tile, "moon": self.moon,
                "grid": self.grid, "col": self.col, "row": self.row,
                "angle": angle % 360.0, "ring": ring}


def _build() -> tuple[list[Space], list[list[int]]]:
    spaces: list[Space] = []
    for g in range(MOONS):
        spaces.append(Space(len(spaces), f"m{g}", "moon", 2 * g, g, None, None, None))
        t = 2 * g + 1
        # travel order: outer squares clockwise (ccw half first), inner squares
        # counter-clockwise (cw half first)
        spaces.append(Space(len(spaces), f"o{g}a", "outer", t, None, g, 0, 1))
        spaces.append(Space(len(spaces), f"o{g}b", "outer", t, None, g, 1, 1))
        spaces.append(Space(len(spaces), f"i{g}a", "inner", t, None, g, 1, 0))
        spaces.append(Space(len(spaces), f"i{g}b", "inner", t, None, g, 0, 0))
    idx = {s.name: s.index for s in spaces}
    nxt: list[list[int]] = [[] for _ in spaces]
    for g in range(MOONS):
        after = (g + 1) % MOONS
        before = (g - 1) % MOONS
        # a moon's two exits: clockwise onto the outer track, counter-clockwise onto the inner
        nxt[idx[f"m{g}"]] = [idx[f"o{g}a"], idx[f"i{before}a"]]
        nxt[idx[f"o{g}a"]] = [idx[f"o{g}b"]]
        nxt[idx[f"o{g}b"]] = [idx[f"m{after}"]]
        nxt[idx[f"i{g}a"]] = [idx[f"i{g}b"]]
        nxt[idx[f"i{g}b"]] = [idx[f"m{g}"]]
    return spaces, nxt


SPACES, NEXT = _build()
NAMES: list[str] = [s.name for s in SPACES]
INDEX: dict[str, int] = {s.name: s.index for s in SPACES}
N_SPACES = len(SPACES)
PREV: list[list[int]] = [[] for _ in SPACES]
for _a, _outs in enumerate(NEXT):
    for _b in _outs:
        PREV[_b].append(_a)

MOON_SPACES: list[int] = [INDEX[f"m{g}"] for g in range(MOONS)]
IS_MOON: list[bool] = [s.kind == "moon" for s in SPACES]
#: the 24 grid squares, in board order (grid tile 0 first; o a, o b, i a, i b)
SQUARES: list[int] = [s.index for s in SPACES if s.kind != "moon"]


def lay_order(start_grid: int) -> list[int]:
    """The squares in the order coins are laid: clockwise from ``start_grid``.

    Within a tile the counter-clockwise half comes first (inner, then outer
    square), then the clockwise half, so the hand moves steadily clockwise.
    """
    out: list[int] = []
    for k in range(MOONS):
        g = (start_grid + k) % MOONS
        out += [INDEX[f"i{g}b"], INDEX[f"o{g}a"], INDEX[f"i{g}a"], INDEX[f"o{g}b"]]
    return out


def _all_pairs() -> list[list[int]]:
    """Fewest steps from every space to every other (ignoring stones and pawns)."""
    inf = 10 ** 6
    dist = []
    for a in range(N_SPACES):
        d = [inf] * N_SPACES
        d[a] = 0
        frontier = [a]
        while frontier:
            new = []
            for u in frontier:
                for v in NEXT[u]:
                    if d[v] == inf:
                        d[v] = d[u] + 1
                        new.append(v)
            frontier = new
        dist.append(d)
    return dist


#: STEPS[a][b]: fewest steps from a to b along the tracks
STEPS: list[list[int]] = _all_pairs()


def geometry() -> list[dict]:
    """Drawing hints for every space, in index order (JSON-able)."""
    return [s.hints() for s in SPACES]
