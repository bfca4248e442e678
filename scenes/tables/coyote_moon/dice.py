"""The Coyote Moon dice, thrown with pymunk into the middle of the ring.

Each die is tossed from the edge across the middle and slowed by the felt until it
rests; while it tumbles its face flickers, and once slow it shows the face the
engine rolled, so it comes to rest on the right one.
"""

from __future__ import annotations

import math
import random
from typing import Any

from game.coyote_moon.pieces import VALUES
from scenes import sound
from scenes.painter import LOGICAL_W
from scenes.physics import World
from scenes.tables.coyote_moon import art

DAMPING = 0.5     # share of a die's speed kept after a second on the table (air, bounce)
DECEL = 300.0     # px/s^2: felt friction, which stops a die rather than easing it to rest
FAST = 90.0       # px/s: a die moving faster than this is still tumbling


class DiceTray:
    """The physics world of the thrown dice, and which seat's die is which piece."""

    def __init__(self, rng: random.Random) -> None:
        """``rng``: the table's own, shared with the stones' scatter (one sequence)."""
        self.rng = rng
        self.world = _make_world()
        self.pieces: dict[int, Any] = {}   # seat -> physics piece (a die being thrown)
        self.kind, self.thrown_at = "", 0.0  # the last throw: "first" or "start", when

    def throw(self, rolls: list[tuple[int, str]], kind: str, clock: float) -> None:
        """Throw the seats' dice into the middle; each will settle on its rolled face."""
        rng = self.rng
        self.kind, self.thrown_at = kind, clock
        sound.play("dice")  # the clatter lasts about as long as the dice take to settle
        self.clear()
        n = len(rolls)
        for i, (seat, face) in enumerate(rolls):
            a = math.radians(200 + 140 * i / max(1, n - 1) + rng.uniform(-8, 8)) \
                if n > 1 else math.radians(230)
            r = art.ARENA_R - 26
            pos = (art.CENTRE[0] + r * math.cos(a), art.CENTRE[1] + r * math.sin(a))
            # aim across the middle; friction alone would stop it after v^2 / 2a
            aim = (art.CENTRE[0] + rng.uniform(-40, 40), art.CENTRE[1] + rng.uniform(-30, 30))
            dx, dy = aim[0] - pos[0], aim[1] - pos[1]
            d = max(1.0, math.hypot(dx, dy))
            speed = math.sqrt(2 * DECEL * d) * 1.25
            piece = self.world.toss(pos, (dx / d * speed, dy / d * speed),
                                    size=(art.DIE, art.DIE), angle=rng.uniform(0, 90),
                                    spin=rng.choice((-1, 1)) * rng.uniform(500, 800),
                                    data={"seat": seat, "face": face, "shown": "null",
                                          "travel": 0.0})
            self.pieces[seat] = piece

    def take(self, seat: int) -> tuple[float, float] | None:
        """Lift a seat's die off the table; where it lay (None: no die there)."""
        piece = self.pieces.pop(seat, None)
        if piece is None:
            return None
        pos = piece.pos
        self.world.remove(piece)
        return pos

    def clear(self) -> None:
        self.world.clear()
        self.pieces.clear()

    def update(self, dt: float) -> bool:
        """Advance the dice ``dt`` seconds of table time; True while any moves."""
        self._friction(dt)
        moving = self.world.update(dt) if self.world.pieces else False
        sound.hits("step", self.world.drain_hits(), LOGICAL_W)  # wooden dice knocking
        for piece in self.world.pieces:
            d = piece.data
            v = piece.body.velocity.length
            if piece.settled or v < FAST:
                d["shown"] = d["face"]
            else:
                d["travel"] += v * dt
                if d["travel"] > 24:
                    d["travel"] = 0.0
                    d["shown"] = self.rng.choice([f for f in VALUES if f != d["shown"]])
        return moving

    def _friction(self, dt: float) -> None:
        """Slow the tumbling dice by a constant amount, as felt does (damping alone
        would let them creep for seconds)."""
        for piece in self.world.pieces:
            if piece.settled:
                continue
            b = piece.body
            v = b.velocity.length
            if v > 0:
                b.velocity = b.velocity * (max(0.0, v - DECEL * dt) / v)
            w = b.angular_velocity
            b.angular_velocity = math.copysign(max(0.0, abs(w) - 9.0 * dt), w)


def _make_world() -> World:
    """A top-down table: no gravity, felt damping, a round rim around the middle."""
    world = World(gravity=(0.0, 0.0), damping=DAMPING, elasticity=0.55, friction=0.7)
    r = art.ARENA_R - 4
    world.oval_rim(art.CENTRE, (r, r), 40)
    return world
