"""Things that should move physically: tossed chips and cards, falling feathers.

A thin layer over pymunk for the tables. ``World`` steps the space with a fixed
time step (an accumulator collects frame time), so the motion is the same at
any frame rate, and it reports when everything has come to rest so the table
can stop redrawing. Positions are logical pixels; angles are degrees for the
painter. Two set-ups cover the games' needs:

* top-down (``gravity=(0, 0)``, heavy damping): a chip slides across the felt,
  bounces off the rim and stops;
* side view (``gravity=(0, g)``, ``floor``): a feather flutters down (``drag``)
  and settles on the floor.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import pymunk

from scenes.anim import Anim

STEP = 1 / 120          # fixed physics step, seconds
MAX_STEPS = 12          # per update: a long hitch is not replayed step by step
REST_SPEED = 6.0        # px/s below which a piece counts as still
REST_SPIN = 0.15        # rad/s
REST_TIME = 0.25        # s a piece must stay still to count as settled
HIT_SPEED = 40.0        # px/s of speed lost in a first contact before it counts as a hit
MAX_HITS = 32           # hits kept between two drains (a table that never drains stays small)


@dataclass(frozen=True)
class Hit:
    """A piece striking the rim, the floor or another piece: where, and how hard (the
    speed it lost, px/s), so a table can sound it there and that loud."""

    x: float
    y: float
    speed: float


@dataclass
class Piece:
    """One moving thing; ``data`` is whatever the table wants to draw it with."""

    body: pymunk.Body
    shape: pymunk.Shape
    data: Any = None
    still_for: float = 0.0
    settled: bool = False
    drag: float = 0.0
    flutter: float = 0.0
    phase: float = field(default=0.0)

    @property
    def pos(self) -> tuple[float, float]:
        return (self.body.position.x, self.body.position.y)

    @property
    def angle(self) -> float:
        """Degrees, counter-clockwise positive as the painter rotates."""
        return -math.degrees(self.body.angle)


class World:
    def __init__(self, gravity: tuple[float, float] = (0.0, 0.0), damping: float = 0.2,
                 bounds: tuple[float, float, float, float] | None = None,
                 floor: float | None = None, elasticity: float = 0.5,
                 friction: float = 0.8) -> None:
        self.space = pymunk.Space()
        self.space.gravity = gravity
        self.space.damping = damping  # share of velocity kept after one second
        self.elasticity, self.friction = elasticity, friction
        self.pieces: list[Piece] = []
        self.acc = 0.0
        self.time = 0.0
        self.hits: list[Hit] = []
        self.space.on_collision(post_solve=self._post_solve)
        if bounds is not None:
            x, y, w, h = bounds
            corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
            for a, b in zip(corners, corners[1:] + corners[:1], strict=True):
                self.wall(a, b)
        if floor is not None:
            self.wall((-10_000, floor), (10_000, floor))

    def wall(self, a, b, radius: float = 2.0) -> pymunk.Segment:
        seg = pymunk.Segment(self.space.static_body, a, b, radius)
        seg.elasticity, seg.friction = self.elasticity, self.friction
        self.space.add(seg)
        return seg

    def oval_rim(self, centre: tuple[float, float], radii: tuple[float, float],
                 segments: int, radius: float = 3.0) -> None:
        """Walls all round an ellipse (a table's rim), as ``segments`` straight pieces."""
        cx, cy = centre
        rx, ry = radii
        pts = [(cx + rx * math.cos(a * math.tau / segments),
                cy + ry * math.sin(a * math.tau / segments)) for a in range(segments)]
        for a, b in zip(pts, pts[1:] + pts[:1], strict=True):
            self.wall(a, b, radius)

    def toss(self, pos, velocity=(0.0, 0.0), size: tuple[float, float] | None = None,
             radius: float | None = None, angle: float = 0.0, spin: float = 0.0,
             mass: float = 1.0, data: Any = None, drag: float = 0.0,
             flutter: float = 0.0) -> Piece:
        """Add a box (``size``) or disc (``radius``) moving at ``velocity`` px/s.

        ``angle`` in degrees, ``spin`` in degrees/s. ``drag`` slows it in the air
        (per second), ``flutter`` sways it sideways as it falls (px/s^2).
        """
        if radius is not None:
            body = pymunk.Body(mass, pymunk.moment_for_circle(mass, 0, radius))
            shape: pymunk.Shape = pymunk.Circle(body, radius)
        else:
            w, h = size or (20.0, 20.0)
            body = pymunk.Body(mass, pymunk.moment_for_box(mass, (w, h)))
            shape = pymunk.Poly.create_box(body, (w, h), radius=1.0)
        body.position = pos
        body.velocity = velocity
        body.angle = -math.radians(angle)
        body.angular_velocity = -math.radians(spin)
        shape.elasticity, shape.friction = self.elasticity, self.friction
        self.space.add(body, shape)
        piece = Piece(body, shape, data, drag=drag, flutter=flutter,
                      phase=(len(self.pieces) * 1.7) % (2 * math.pi))
        self.pieces.append(piece)
        return piece

    def _post_solve(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: Any) -> None:
        if not arbiter.is_first_contact or len(self.hits) >= MAX_HITS:
            return
        moving = [b for b in arbiter.bodies if b.body_type == pymunk.Body.DYNAMIC]
        if not moving:
            return
        speed = arbiter.total_impulse.length / min(b.mass for b in moving)
        if speed >= HIT_SPEED:
            points = arbiter.contact_point_set.points
            p = points[0].point_a if points else moving[0].position
            self.hits.append(Hit(p.x, p.y, speed))

    def drain_hits(self) -> list[Hit]:
        """The hits since the last drain, oldest first (and forget them)."""
        hits, self.hits = self.hits, []
        return hits

    def remove(self, piece: Piece) -> None:
        if piece in self.pieces:
            self.pieces.remove(piece)
            self.space.remove(piece.body, piece.shape)

    def clear(self) -> None:
        for piece in list(self.pieces):
            self.remove(piece)
        self.hits.clear()

    def _air(self, piece: Piece, dt: float) -> None:
        b = piece.body
        if piece.drag:
            k = max(0.0, 1.0 - piece.drag * dt)
            b.velocity = (b.velocity.x * k, b.velocity.y * k)
        if piece.flutter:
            sway = piece.flutter * math.sin(self.time * 5.0 + piece.phase)
            b.velocity = (b.velocity.x + sway * dt, b.velocity.y)
            b.angular_velocity = 0.8 * math.sin(self.time * 5.0 + piece.phase)

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds in fixed steps; True while anything moves."""
        if not self.pieces:
            self.acc = 0.0
            return False
        self.acc = min(self.acc + dt, MAX_STEPS * STEP)
        while self.acc >= STEP:
            for piece in self.pieces:
                if not piece.settled:
                    self._air(piece, STEP)
            self.space.step(STEP)
            self.time += STEP
            self.acc -= STEP
            for piece in self.pieces:
                self._check_rest(piece, STEP)
        return not self.settled

    def _check_rest(self, piece: Piece, dt: float) -> None:
        if piece.settled:
            return
        b = piece.body
        if b.velocity.length < REST_SPEED and abs(b.angular_velocity) < REST_SPIN:
            piece.still_for += dt
            if piece.still_for >= REST_TIME:
                piece.settled = True
                b.velocity = (0, 0)
                b.angular_velocity = 0
                # settled pieces no longer move: static bodies cost nothing to step
                b.body_type = pymunk.Body.STATIC
        else:
            piece.still_for = 0.0

    @property
    def settled(self) -> bool:
        return all(p.settled for p in self.pieces)

    def settle(self, max_seconds: float = 10.0) -> None:
        """Run the simulation to rest at once (for skip())."""
        t = 0.0
        while not self.settled and t < max_seconds:
            self.acc = 0.0
            self.update(STEP * MAX_STEPS)
            t += STEP * MAX_STEPS
        for piece in self.pieces:
            piece.settled = True
        self.hits.clear()  # a skip is silent: no burst of every knock it jumped over


class Settle(Anim):
    """A timeline step that waits until everything in ``world`` has come to rest (thrown
    dice, a tossed chip), at most ``limit`` seconds; a skip runs the physics to rest at
    once."""

    def __init__(self, world: World, limit: float = 6.0) -> None:
        self.world, self.limit, self.t = world, limit, 0.0
        self.done = False

    def advance(self, dt: float) -> float:
        if self.done:
            return dt
        self.t += dt
        if dt >= 1e8 or self.t >= self.limit:
            self.world.settle()
        if self.world.settled:
            self.done = True
        return 0.0
