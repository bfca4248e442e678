"""The Coyote Moon table: the piecepack ring, seen from above.

Everything in this game is public except the values of stones still lying
suit side up, which nobody knows, so every seat (and a spectator of a bots-only
game) sees the same board; the pass gate between humans is kept anyway, so the
right person is at the screen when their turn starts.

What is drawn lags the engine on purpose: ``view`` is the observation on
screen, refreshed when an animation reaches the moment an event happened (a
pawn's hop ends, a stone lands). Set-up comes from ``initial_events()``: the
stones are scrambled in the middle and laid clockwise one by one, then the dice
are thrown with pymunk, tumble, and come to rest on the faces the engine rolled.

On a human's turn the spaces the pawn can reach are lit with their cost
(``reachable``); a click walks the cheapest route (``route``) one ``step`` at a
time. The lit spaces, the pawn's ring and a pointed route breathe for a moment when
they light up, then hold still (``glow.Breath``): a table waiting for a human draws
nothing until something changes. Pick-up and drop are coin buttons in the turn
panel; undo takes back the turn's actions until a hidden value came to light.

This module turns events into animation and input into actions; ``moon_view``
draws and ``moon_controls`` holds the turn panel.
"""

from __future__ import annotations

import math
import random
from typing import Any

import pygame

from game.coyote_moon.narrate import narrate, place
from game.coyote_moon.pieces import VALUES
from scenes import sound
from scenes.anim import (
    Tween,
    Wait,
    ease_in_out_quad,
    ease_out_cubic,
)
from scenes.painter import LOGICAL_W
from scenes.physics import Settle, World
from scenes.table_base import TableBase
from scenes.tables.coyote_moon import art
from scenes.tables.coyote_moon.controls import Controls
from scenes.tables.coyote_moon.view import MoonView
from scenes.tables.drawing import Layers
from scenes.tables.glow import Breath

HOP = 0.24        # one step of a pawn
LAY_GAP = 0.09    # between two stones laid
LAY_FLY = 0.3     # one stone's flight to its square
COIN_FLY = 0.45   # a stone picked up or dropped
DAMPING = 0.5     # share of a die's speed kept after a second on the table (air, bounce)
DECEL = 300.0     # px/s^2: felt friction, which stops a die rather than easing it to rest
FAST = 90.0       # px/s: a die moving faster than this is still tumbling


class MoonTable(MoonView, TableBase):
    LOG_IN_ANIMATION = True
    MUSIC = "ring"  # the piecepack ring under the moon
    FAST_RECT = (16, 52, 220, 28)  # the board's empty corner; the top bar names the turn
    SNAPSHOT_STATES = ("start", "mid", "setup")

    def __init__(self, app: Any, match: Any) -> None:
        self.world = _make_world()
        self._moons = list(match.game.observation(0)["moons"])
        self.setup_stage = 0
        self._throw_kind, self._throw_at = "", 0.0
        self._rng = random.Random(match.seed ^ 0x4D4F4F4E)
        self.hidden_coins: set[int] = set()   # not laid yet (set-up)
        self.pile = 0                          # stones still in the scramble pile
        self.scramble: Tween | None = None
        self.hidden_pawns: set[int] = set()    # no start tile yet (set-up)
        self.flying: dict[int, tuple] = {}     # coin id -> (tween, from, to, suit, v, up0, up1)
        self.hops: dict[int, tuple] = {}       # seat -> (tween, from, to)
        self.dice: dict[int, Any] = {}         # seat -> physics piece (a die being thrown)
        self.die_slides: dict[int, tuple] = {}  # seat -> (tween, from, to, face)
        self.rest_dice: dict[int, str] = {}     # seat -> face of its die on its start tile
        self.marks: list[tuple] = []           # (tween, pos, text, colour): floating costs
        self.glows: list[tuple] = []           # (tween, pos): a stone arriving home
        self.banner: tuple | None = None
        self.route: list[str] = []             # a human's clicked route still to walk
        self.hover: str | None = None
        self._reach_key: tuple | None = None
        self._reach: dict[str, int] = {}
        self._route_cache: tuple[Any, list[str]] = (None, [])
        self.breath = Breath()                 # the lit spaces' glow while a human decides
        self.layers = Layers()                 # seat and log panels, drawn once
        super().__init__(app, match)
        self.view = self.observe()
        self.controls = Controls(self)
        if not self.play_opening():
            for s in range(self.game.num_seats):
                self.rest_dice[s] = self._start_face(s)

    # ----- what is on screen ------------------------------------------------------------------
    def viewer_changed(self, old: int | None, new: int | None) -> None:
        super().viewer_changed(old, new)
        self.route = []

    def _start_face(self, seat: int) -> str:
        v = self.view
        return v["moons"][int(v["starts"][seat][1:])]

    def reach(self) -> dict[str, int]:
        """Spaces the acting human can reach now, with their cost (cached per position)."""
        seat = self.human_to_act()
        if seat is None or self.route:
            return {}
        key = (seat, len(self.game.history), self.game.observation(seat)["mp_left"])
        if key != self._reach_key:
            self._reach_key = key
            self._reach = self.game.reachable(seat)
        return self._reach

    # ----- events -> animation -------------------------------------------------------------------
    def on_events(self, events: list[dict], seat: int, action: str) -> None:
        self._starts = [e for e in events if e["type"] == "start_roll"]
        self._play_events(events, seat, action)

    def _ev_start_roll(self, e: dict) -> None:
        if e is self._starts[0]:  # every seat's die is thrown at once
            self._ev_start_rolls(self._starts)

    def _ev_ring(self, e: dict) -> None:
        self.hidden_coins = set(range(len(self.view["coins"])))
        self.hidden_pawns = set(range(self.view["num_seats"]))
        self.pile = len(self.hidden_coins)

        def start() -> None:
            self.scramble = Tween(0.9, 0.0, 1.0, ease=lambda x: x)
            self.events.anim.add(self.scramble)
            sound.play("scramble")
            self._show_banner("The stones are scrambled, then laid clockwise", "info", 1.6)
        self._queue(start, Wait(0.9))

    def _ev_lay(self, e: dict) -> None:
        k = e["coin"]

        def go() -> None:
            self.pile = max(0, self.pile - 1)
            start = (art.CENTRE[0] + self._rng.uniform(-14, 14),
                     art.CENTRE[1] + self._rng.uniform(-14, 14))
            end = art.SPACE_POS[e["space"]]
            tw = Tween(LAY_FLY, 0.0, 1.0, ease=ease_out_cubic,
                       on_done=lambda: (sound.play("stone_down"), self.hidden_coins.discard(k),
                                        self.flying.pop(k, None)))
            # out of the pile unreadable (None), turned suit side up as it lands
            self.flying[k] = (tw, start, end, e["suit"], None, None, False)
            self.events.anim.add(tw)
        self._queue(go, Wait(LAY_GAP))

    def _throw(self, rolls: list[tuple[int, str]], kind: str = "first") -> None:
        """Throw the seats' dice into the middle; each will settle on its rolled face."""
        self._throw_kind, self._throw_at = kind, self.clock
        sound.play("dice")  # the clatter lasts about as long as the dice take to settle
        self.world.clear()
        self.dice.clear()
        n = len(rolls)
        for i, (seat, face) in enumerate(rolls):
            a = math.radians(200 + 140 * i / max(1, n - 1) + self._rng.uniform(-8, 8)) \
                if n > 1 else math.radians(230)
            r = art.ARENA_R - 26
            pos = (art.CENTRE[0] + r * math.cos(a), art.CENTRE[1] + r * math.sin(a))
            # aim across the middle; friction alone would stop it after v^2 / 2a
            aim = (art.CENTRE[0] + self._rng.uniform(-40, 40),
                   art.CENTRE[1] + self._rng.uniform(-30, 30))
            dx, dy = aim[0] - pos[0], aim[1] - pos[1]
            d = max(1.0, math.hypot(dx, dy))
            speed = math.sqrt(2 * DECEL * d) * 1.25
            piece = self.world.toss(pos, (dx / d * speed, dy / d * speed),
                                    size=(art.DIE, art.DIE), angle=self._rng.uniform(0, 90),
                                    spin=self._rng.choice((-1, 1)) * self._rng.uniform(500, 800),
                                    data={"seat": seat, "face": face, "shown": "null",
                                          "travel": 0.0})
            self.dice[seat] = piece

    def _ev_first_roll(self, e: dict) -> None:
        rolls = [(s, f) for s, f in e["rolls"]]
        text = ", ".join(f"{self.seat_name(s)} {f}" for s, f in rolls)
        self._queue(lambda: setattr(self, "setup_stage", 1),
                    lambda: self._show_banner("Who goes first? Ace is high, null low", "info",
                                              1.2),
                    lambda: self._throw(rolls), Settle(self.world),
                    lambda: self._show_banner(text, "info", 1.1), Wait(0.8))

    def _ev_first_player(self, e: dict) -> None:
        name = self.seat_name(e["seat"])
        self._queue(lambda: self._show_banner(f"{name} goes first", "good", 1.0), Wait(0.7),
                    self._clear_dice)

    def _clear_dice(self) -> None:
        self.world.clear()
        self.dice.clear()

    def _ev_start_rolls(self, starts: list[dict]) -> None:
        rolls = [(e["seat"], e["face"]) for e in starts]
        steps: list[Any] = [
            lambda: setattr(self, "setup_stage", 2),
            lambda: self._show_banner("Each die names its start and finish moon", "info", 1.2),
            lambda: self._throw(rolls, "start"), Settle(self.world), Wait(0.35)]
        for e in starts:
            steps += self._slide_home(e)
        steps.append(self._clear_dice)
        self._queue(*steps)

    def _slide_home(self, e: dict) -> list[Any]:
        seat = e["seat"]
        tw = Tween(0.38, 0.0, 1.0, ease=ease_in_out_quad)

        def go() -> None:
            piece = self.dice.get(seat)
            a = piece.pos if piece is not None else art.CENTRE
            if piece is not None:
                self.world.remove(piece)
                self.dice.pop(seat, None)
            self.die_slides[seat] = (tw, a, self.start_die_pos(seat), e["face"])
            self.events.anim.add(tw)

        def land() -> None:
            self.die_slides.pop(seat, None)
            self.rest_dice[seat] = e["face"]
            self.hidden_pawns.discard(seat)
            g = self._tween(0.6)
            self.glows.append((g, self.pawn_pos(seat, e["space"])))
            self.events.anim.add(g)
        return [go, tw, land, Wait(0.1)]

    def _ev_turn(self, e: dict) -> None:
        seat = e["seat"]
        # with one human "you" is clear; with several the name says whose turn it is
        you = self.match.is_human(seat) and not self.privacy.shared
        text = "Your turn" if you else f"{self.seat_name(seat)}'s turn"
        text += f": {e['mp']} MP"
        self._queue(self.refresh, lambda: self._show_banner(text, "turn", 1.1), Wait(0.3))

    def _ev_step(self, e: dict) -> None:
        seat = e["seat"]
        tw = self._tween(HOP / 1.0, ease=ease_in_out_quad)

        def go() -> None:
            self.hops[seat] = (tw, self.pawn_pos(seat, e["from"]), self.pawn_pos(seat, e["to"]))

        def land() -> None:
            sound.play("step")
            self.hops.pop(seat, None)
            self.refresh()
            col = (236, 120, 90) if e["cost"] > 1 else (230, 220, 200)
            m = self._tween(0.8, ease=lambda x: x)
            self.marks.append((m, art.SPACE_POS[e["to"]], f"-{e['cost']}", col))
            self.events.anim.add(m)
        self._queue(go, tw, land)

    def _ev_pickup(self, e: dict) -> None:
        k, seat = e["coin"], e["seat"]
        tw = self._tween(COIN_FLY, ease=ease_in_out_quad)

        def go() -> None:
            a = self.coin_pos(k)
            hand = self.view["hands"][seat]
            b = self.hand_pos(seat, len(hand))
            sound.play("stone_up")
            self.flying[k] = (tw, a, b, e["suit"], e["value"], not e["revealed"], True)

        def land() -> None:
            self.flying.pop(k, None)
            self.refresh()
        self._queue(go, tw, land)
        if e["revealed"]:
            v = e["value"]
            self._queue(lambda: self._show_banner(f"The {e['suit']} stone is {v}", "info", 1.0),
                        Wait(0.3))

    def _ev_drop(self, e: dict) -> None:
        k = e["coin"]
        tw = self._tween(COIN_FLY, ease=ease_out_cubic)

        def go() -> None:
            a = self.coin_pos(k)
            here = sum(1 for c in self.view["coins"] if c["space"] == e["space"])
            pawns = sum(1 for s in self.view["pawns"] if s == e["space"])
            off = art.slots(here + 1, e["space"], pawns)[-1]
            base = art.SPACE_POS[e["space"]]
            self.flying[k] = (tw, a, (base[0] + off[0], base[1] + off[1]), e["suit"],
                              e["value"], True, True)

        def land() -> None:
            sound.play("stone_down")
            self.flying.pop(k, None)
            self.refresh()
            if e["placed"]:
                g = self._tween(0.9)
                self.glows.append((g, art.SPACE_POS[e["space"]]))
                self.events.anim.add(g)
        self._queue(go, tw, land)
        if e["placed"]:
            name = self.seat_name(e["seat"])
            self._queue(lambda: self._show_banner(
                f"{name}'s {e['value']} rests on its moon", "good", 1.0), Wait(0.3))

    def _ev_game_over(self, e: dict) -> None:
        w = e["winner"]
        text = f"{self.seat_name(w)} wins the race!" if w is not None else \
            "The round limit is reached: no winner"
        # a race run out with no winner ends without the fanfare
        self._queue(self.refresh, lambda: (sound.play("win") if w is not None else None,
                                           self._show_banner(text, "good", 2.6)), Wait(2.0))

    def _show_banner(self, text: str, tone: str, dur: float) -> None:
        t = Tween(dur, 0.0, 1.0, ease=lambda x: x)
        self.banner = (text, tone, t)
        self.events.anim.add(t)

    # ----- acting --------------------------------------------------------------------------------
    def think_time(self) -> float:
        # a turn is many small actions: the first gets the full visible moment, the
        # rest of the same turn a short beat, so a bot's turn reads as one flowing move
        t = super().think_time()
        cur = self.game.to_act()
        if cur and not self.game.is_terminal():
            obs = self.game.observation(cur[0])
            if obs["mp_left"] < obs["mp"] or obs["picked"] or obs["dropped"]:
                return t * 0.3
        return t

    def click_space(self, space: str) -> bool:
        """A click on the board: walk the cheapest route to a lit space, step by step."""
        seat = self.human_to_act()
        if seat is None or space not in self.reach():
            return False
        steps = self.game.route(seat, space)
        if not steps:
            return False
        self.route = steps[1:]
        self.hover = None
        return self.act(seat, steps[0])

    def _walk_route(self) -> None:
        if not self.route or self.busy() or self.driver.pending is not None or self.curtain:
            return
        seat = self.privacy.viewer
        if seat is None or seat not in self.match.humans_to_act():
            self.route = []
            return
        nxt = self.route.pop(0)
        if not self.game.is_legal(seat, nxt) or not self.act(seat, nxt):
            self.route = []

    def undo_last(self) -> None:
        seat = self.human_to_act()
        if seat is None or not self.game.can_undo(seat):
            self.say("Nothing to undo this turn.")
            return
        events = self.match.undo(seat)
        self.route = []
        self.log_lines.extend(self.describe(seat, "", events))
        self.autosave()
        self.refresh()
        self.controls.reset()

    # ----- the frame -----------------------------------------------------------------------------
    def update_table(self, dt: float) -> bool:
        moving = self.events.anim.update(dt)
        speed = max(self.events.speed(), 0.0)
        sdt = dt * (speed if speed > 0 else 4.0)
        self._friction(sdt)
        phys = self.world.update(sdt) if self.world.pieces else False
        sound.hits("step", self.world.drain_hits(), LOGICAL_W)  # wooden dice knocking
        for piece in self.world.pieces:
            d = piece.data
            v = piece.body.velocity.length
            if piece.settled or v < FAST:
                d["shown"] = d["face"]
            else:
                d["travel"] += v * sdt
                if d["travel"] > 24:
                    d["travel"] = 0.0
                    d["shown"] = self._rng.choice([f for f in VALUES if f != d["shown"]])
        self.marks = [m for m in self.marks if not m[0].done]
        self.glows = [g for g in self.glows if not g[0].done]
        # a human deciding: the highlight breathes a moment, redrawn once per step, then
        # holds still; a bot thinking: its pawn's ring and dots move every frame
        self.breathe(self.lit_key())
        waiting = self.driver.thinking_seat is not None
        return moving or phys or waiting

    def lit_key(self) -> tuple | None:
        """What the human deciding sees lit (None: nobody decides): a change of it lights
        the highlight anew."""
        seat = self.human_to_act()
        if seat is None:
            return None
        reach = self.reach()
        return (seat, self._reach_key if reach else None, self.target() if reach else None)

    def target(self) -> str | None:
        """The lit space pointed at, or focused from the keyboard (None: none)."""
        focus = self.controls.form.focused if self.controls is not None else None
        target = self.hover or getattr(focus, "space", None)
        return target if target in self.reach() else None

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

    def update_controls(self, dt: float) -> None:
        self._walk_route()  # a clicked route goes on once the last step has played
        super().update_controls(dt)

    def handle_table(self, event: Any) -> bool:
        if event.type == pygame.MOUSEMOTION:
            sp = art.space_at(event.pos)
            new = sp if sp in self.reach() else None
            if new != self.hover:
                self.hover = new
                self.app.invalidate()
        if self.controls.handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            sp = art.space_at(event.pos)
            if sp is not None and self.human_to_act() is not None:
                if sp in self.reach():
                    return self.click_space(sp)
                if sp == self.view["pawns"][self.human_to_act()]:
                    # a click on the pawn's own space picks up the one stone it can
                    picks = [c for c in self.controls.chips if c.verb == "pickup"]
                    if len(picks) == 1:
                        picks[0].click()
                    elif picks:
                        self.say("Choose which stone to pick up in the turn panel.")
                    return True
                self.say("Your pawn cannot reach that space this turn.")
                return True
        return False

    # ----- the game log --------------------------------------------------------------------------
    def describe(self, seat: int, action: str, events: list[dict]) -> list[str]:
        names = [self.seat_name(s) for s in range(len(self.match.seats))]
        lines = (narrate(e, names, list(self._moons)) for e in events)
        return [line for line in lines if line]

    def place(self, space: str) -> str:
        """A space in words: 'the 4 moon', 'the outer track'."""
        return place(space, self._moons)

    # ----- snapshots (scenes/tools.snapshot) ---------------------------------------------------
    def freeze_for_snapshot(self) -> None:
        """Bring the table to the still the snapshot wants (called by the tools)."""
        state = getattr(self.match, "snapshot_state", None)
        if state == "setup":
            # play the set-up until the start dice have been tumbling for a moment
            for _ in range(6000):
                if self._throw_kind == "start" and self.clock - self._throw_at > 0.45:
                    break
                self.update(1 / 60)
        else:
            self.skip_animations()
            self.refresh()
            if state == "mid":
                seat = self.human_to_act()
                if seat is not None:
                    reach = self.game.reachable(seat)
                    if reach:
                        half = self.game.observation(seat)["mp_left"] / 2
                        self.hover = min(reach, key=lambda s: (abs(reach[s] - half), s))
        self.controls.update(0.0)
        self.app.invalidate()



def _make_world() -> World:
    """A top-down table: no gravity, felt damping, a round rim around the middle."""
    world = World(gravity=(0.0, 0.0), damping=DAMPING, elasticity=0.55, friction=0.7)
    r = art.ARENA_R - 4
    world.oval_rim(art.CENTRE, (r, r), 40)
    return world


__all__ = ["MoonTable"]
