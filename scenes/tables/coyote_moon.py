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
time. Pick-up and drop are coin buttons in the turn panel; undo takes back the
turn's actions until a hidden value came to light.
"""

from __future__ import annotations

import math
import random
from typing import Any

import pygame

from game.coyote_moon.narrate import narrate, place
from scenes.anim import (
    Anim,
    Tween,
    Wait,
    ease_in_out_quad,
    ease_out_cubic,
    pulse,
)
from scenes.physics import World
from scenes.table_base import TableBase, play_to_snapshot, snapshot_human
from scenes.tables import moon_art as art
from scenes.tables.controls_base import TableControls
from scenes.tables.drawing import Layers, clip_text, draw_log, notice_box
from scenes.widgets import Button, Clickable

# ----- layout (logical 1280x720) ------------------------------------------------------------
TOP_BAR = 40
SIDE_X, SIDE_W = 912, 360
SEATS_RECT = pygame.Rect(SIDE_X, 48, SIDE_W, 268)
TURN_RECT = pygame.Rect(SIDE_X, 324, SIDE_W, 268)
LOG_RECT = pygame.Rect(SIDE_X, 600, SIDE_W, 112)
HAND_R = 12.0

HOP = 0.24        # one step of a pawn
LAY_GAP = 0.09    # between two stones laid
LAY_FLY = 0.3     # one stone's flight to its square
COIN_FLY = 0.45   # a stone picked up or dropped
DAMPING = 0.5     # share of a die's speed kept after a second on the table (air, bounce)
DECEL = 300.0     # px/s^2: felt friction, which stops a die rather than easing it to rest
FAST = 90.0       # px/s: a die moving faster than this is still tumbling


class _Settle(Anim):
    """Wait until the dice have come to rest (skip: run the physics to rest now)."""

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


class CoinChip(Clickable):
    """A stone as a button: click (or Enter) picks it up or drops it."""

    def __init__(self, center, suit: str, value: str | None, face_up: bool, action: str,
                 on_click, enabled: bool = True, hint: str = "") -> None:
        r = 19
        super().__init__((center[0] - r, center[1] - r, 2 * r, 2 * r), on_click, enabled)
        self.suit, self.value, self.face_up = suit, value, face_up
        self.action, self.hint = action, hint

    def draw(self, p: Any) -> None:
        th = p.theme
        c = self.rect.center
        if self.focused or self.hover:
            p.circle(th.focus if self.focused else th.accent_hi, c, 19, 2.5)
        surf = art.coin(p, self.suit, self.value, self.face_up, 15, th.colorblind)
        p.blit(surf, c, anchor="center", alpha=255 if self.enabled else 110)


class SpaceSpot(Clickable):
    """A lit space on the board as a focusable target: arrows move between spots (the
    form picks the nearest in that direction), Enter walks there, as a click does."""

    def __init__(self, space: str, on_click) -> None:
        x, y = art.SPACE_POS[space]
        half = 42 if space.startswith("m") else 22
        super().__init__((x - half, y - half, 2 * half, 2 * half), on_click)
        self.space = space

    def draw(self, p: Any) -> None:
        if self.focused:
            r = 46 if self.space.startswith("m") else 25
            p.circle(p.theme.focus, art.SPACE_POS[self.space], r, 3)


class Controls(TableControls):
    """The turn panel: movement points, pick-up and drop chips, undo, end turn; and the
    lit spaces of the board as keyboard targets."""

    def __init__(self, table: MoonTable) -> None:
        super().__init__(table)
        self.buttons: dict[str, Any] = {}
        self.chips: list[CoinChip] = []
        self.spots: list[SpaceSpot] = []

    def situation(self) -> tuple:
        t = self.table
        seat = t.human_to_act()
        if seat is None or t.route:
            return ("wait",)
        obs = t.game.observation(seat)
        return ("act", seat, tuple(t.game.legal_actions(seat)), obs["can_undo"],
                obs["mp_left"], tuple(obs["hands"][seat]))

    def _build(self, key: tuple) -> None:
        self.form.clear()
        self.buttons, self.chips, self.spots = {}, [], []
        if key[0] == "wait":
            return
        _, seat, legal, can_undo, _mp, hand = key
        obs = self.table.game.observation(seat)
        coins = obs["coins"]
        x0, y = TURN_RECT.x + 96, TURN_RECT.y + 104
        picks = [a for a in legal if a.startswith("pickup ")]
        for i, a in enumerate(picks):
            w = a.split()
            suit, value = w[1], (w[2] if len(w) > 2 else None)
            hint = (f"pick up the face-down {suit} stone (1 MP): its value shows"
                    if value is None else f"pick up the {suit} {value} (1 MP)")
            if suit != art.SUITS[seat]:
                hint = f"pick up this unused {suit} stone (1 MP): +2 MP a turn while held"
            chip = CoinChip((x0 + i * _gap(len(picks)), y), suit, value, value is not None, a,
                            lambda a=a: self.send(a), hint=hint)
            self.chips.append(chip)
            self.form.add(chip)
        y += 46
        for i, k in enumerate(hand):
            c = coins[k]
            a = f"drop {c['suit']} {c['value']}"
            ok = a in legal
            hint = f"drop the {c['suit']} {c['value']} here (1 MP)" if ok else \
                "you have dropped a stone this turn" if obs["dropped"] else \
                "no movement points left to drop"
            chip = CoinChip((x0 + i * _gap(len(hand)), y), c["suit"], c["value"], True, a,
                            lambda a=a: self.send(a), enabled=ok, hint=hint)
            self.chips.append(chip)
            self.form.add(chip)
        by = TURN_RECT.bottom - 50
        self.buttons["undo"] = Button((TURN_RECT.x + 14, by, 150, 40), "Undo",
                                      self.table.undo_last, size=18, enabled=can_undo,
                                      hint="U")
        self.buttons["end"] = Button((TURN_RECT.right - 184, by, 170, 40), "End turn",
                                     lambda: self.send("end"), primary=True, size=18,
                                     hint="E")
        self.form.add(self.buttons["undo"])
        self.form.add(self.buttons["end"])
        self.spots = [SpaceSpot(sp, lambda sp=sp: self.table.click_space(sp))
                      for sp in self.table.reach()]
        for spot in self.spots:
            self.form.add(spot)
        # nothing focused at first: a Space pressed to skip an animation that has just
        # ended must not end the turn (Tab or an arrow key starts keyboard play)

    def handle(self, event: Any) -> bool:
        if self.waiting:
            return False
        if event.type == pygame.KEYDOWN:
            ch = (getattr(event, "unicode", "") or "").lower()
            mod = getattr(event, "mod", 0)
            if ch == "e":
                self.buttons["end"].click()
                return True
            picks = [c for c in self.chips if c.action.startswith("pickup")]
            if ch == "p" and len(picks) == 1:
                picks[0].click()
                return True
            if ch == "u" or (event.key == pygame.K_z and mod & pygame.KMOD_CTRL):
                self.buttons["undo"].click()
                return True
        return self.form.handle(event)

    def hint(self) -> str:
        for c in self.chips:
            if c.hover or c.focused:
                return c.hint
        return ""

    def draw(self, p: Any) -> None:
        if self.waiting:
            return
        th = p.theme
        r = TURN_RECT
        # each label's words start after the label as drawn (wider in a small window)
        lab = p.text("Pick up", (r.x + 14, r.y + 104), 15, th.text_dim, anchor="midleft")
        if sum(1 for c in self.chips if c.action.startswith("pickup")) == 1:
            p.text("P", (r.right - 16, r.y + 104), 12, th.text_faint, anchor="midright")
        x = max(r.x + 80, lab.right + 8)
        if not any(c.action.startswith("pickup") for c in self.chips):
            p.text(p.ellipsize("nothing here for you", r.right - 14 - x, 14),
                   (x, r.y + 104), 14, th.text_faint, anchor="midleft")
        lab = p.text("Drop", (r.x + 14, r.y + 150), 15, th.text_dim, anchor="midleft")
        x = max(r.x + 80, lab.right + 8)
        if not any(c.action.startswith("drop") for c in self.chips):
            p.text(p.ellipsize("your hand is empty", r.right - 14 - x, 14),
                   (x, r.y + 150), 14, th.text_faint, anchor="midleft")
        self.form.draw(p)
        h = self.hint()
        if h:
            p.text(p.ellipsize(h, r.w - 28, 13), (r.x + 14, r.y + 176), 13, th.accent_hi,
                   anchor="topleft")


class MoonTable(TableBase):
    LOG_IN_ANIMATION = True
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

    def suit(self, seat: int) -> str:
        return art.SUITS[seat]

    def seat_colour(self, p: Any, seat: int) -> tuple:
        return art.suit_colour(self.suit(seat), p.theme.colorblind)

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

    # ----- positions ----------------------------------------------------------------------------
    def hand_pos(self, seat: int, i: int) -> tuple[float, float]:
        r = self.seat_rect(seat)
        n = len(self.view["hands"][seat]) + 1
        gap = min(27.0, (r.w - 80) / n)
        return (r.x + 66 + i * gap, r.y + 44)

    def seat_rect(self, seat: int) -> pygame.Rect:
        n = self.view["num_seats"]
        h = min(66, (SEATS_RECT.h - 8) // n)
        return pygame.Rect(SEATS_RECT.x + 6, SEATS_RECT.y + 4 + seat * h, SEATS_RECT.w - 12,
                           h - 4)

    def _lying(self) -> dict[str, list[dict]]:
        out: dict[str, list[dict]] = {}
        for c in self.view["coins"]:
            if c["space"] is not None and c["id"] not in self.hidden_coins \
                    and c["id"] not in self.flying:
                out.setdefault(c["space"], []).append(c)
        return out

    def _pawns_at(self) -> dict[str, list[int]]:
        out: dict[str, list[int]] = {}
        for s, sp in enumerate(self.view["pawns"]):
            if s not in self.hidden_pawns and s not in self.hops:
                out.setdefault(sp, []).append(s)
        return out

    def coin_pos(self, coin_id: int) -> tuple[float, float]:
        """Where a stone is drawn now (its space's slot, or its hand slot)."""
        c = self.view["coins"][coin_id]
        if c["holder"] is not None:
            hand = self.view["hands"][c["holder"]]
            return self.hand_pos(c["holder"], hand.index(coin_id) if coin_id in hand else 0)
        if c["space"] is None:
            return art.CENTRE
        here = [x for x in self.view["coins"] if x["space"] == c["space"]]
        pawns = sum(1 for s in self.view["pawns"] if s == c["space"])
        offs = art.slots(len(here), c["space"], pawns)
        i = [x["id"] for x in here].index(coin_id)
        base = art.SPACE_POS[c["space"]]
        return (base[0] + offs[i][0], base[1] + offs[i][1])

    def pawn_pos(self, seat: int, space: str | None = None) -> tuple[float, float]:
        space = space or self.view["pawns"][seat]
        there = [s for s, sp in enumerate(self.view["pawns"]) if sp == space]
        if seat not in there:
            there.append(seat)
        offs = art.pawn_slots(len(there), space)
        o = offs[there.index(seat)]
        base = art.SPACE_POS[space]
        if not space.startswith("m"):
            o = (o[0] + 5, o[1] + 12)
        return (base[0] + o[0], base[1] + o[1])

    def start_die_pos(self, seat: int) -> tuple[float, float]:
        """Each seat's die rests along the top of its start tile."""
        starts = self.view["starts"]
        c = art.SPACE_POS[starts[seat]]
        i = [s for s in range(len(starts)) if starts[s] == starts[seat]].index(seat)
        return (c[0] - 33 + i * 22, c[1] - 36)

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
            self.anim.add(self.scramble)
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
                       on_done=lambda: (self.hidden_coins.discard(k), self.flying.pop(k, None)))
            # out of the pile unreadable (None), turned suit side up as it lands
            self.flying[k] = (tw, start, end, e["suit"], None, None, False)
            self.anim.add(tw)
        self._queue(go, Wait(LAY_GAP))

    def _throw(self, rolls: list[tuple[int, str]], kind: str = "first") -> None:
        """Throw the seats' dice into the middle; each will settle on its rolled face."""
        self._throw_kind, self._throw_at = kind, self.clock
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
                    lambda: self._throw(rolls), _Settle(self.world),
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
            lambda: self._throw(rolls, "start"), _Settle(self.world), Wait(0.35)]
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
            self.anim.add(tw)

        def land() -> None:
            self.die_slides.pop(seat, None)
            self.rest_dice[seat] = e["face"]
            self.hidden_pawns.discard(seat)
            g = self._tween(0.6)
            self.glows.append((g, self.pawn_pos(seat, e["space"])))
            self.anim.add(g)
        return [go, tw, land, Wait(0.1)]

    def _ev_turn(self, e: dict) -> None:
        seat = e["seat"]
        # with one human "you" is clear; with several the name says whose turn it is
        you = self.match.is_human(seat) and not self.multi_human
        text = "Your turn" if you else f"{self.seat_name(seat)}'s turn"
        text += f": {e['mp']} MP"
        self._queue(self.refresh, lambda: self._show_banner(text, "turn", 1.1), Wait(0.3))

    def _ev_step(self, e: dict) -> None:
        seat = e["seat"]
        tw = self._tween(HOP / 1.0, ease=ease_in_out_quad)

        def go() -> None:
            self.hops[seat] = (tw, self.pawn_pos(seat, e["from"]), self.pawn_pos(seat, e["to"]))

        def land() -> None:
            self.hops.pop(seat, None)
            self.refresh()
            col = (236, 120, 90) if e["cost"] > 1 else (230, 220, 200)
            m = self._tween(0.8, ease=lambda x: x)
            self.marks.append((m, art.SPACE_POS[e["to"]], f"-{e['cost']}", col))
            self.anim.add(m)
        self._queue(go, tw, land)

    def _ev_pickup(self, e: dict) -> None:
        k, seat = e["coin"], e["seat"]
        tw = self._tween(COIN_FLY, ease=ease_in_out_quad)

        def go() -> None:
            a = self.coin_pos(k)
            hand = self.view["hands"][seat]
            b = self.hand_pos(seat, len(hand))
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
            self.flying.pop(k, None)
            self.refresh()
            if e["placed"]:
                g = self._tween(0.9)
                self.glows.append((g, art.SPACE_POS[e["space"]]))
                self.anim.add(g)
        self._queue(go, tw, land)
        if e["placed"]:
            name = self.seat_name(e["seat"])
            self._queue(lambda: self._show_banner(
                f"{name}'s {e['value']} rests on its moon", "good", 1.0), Wait(0.3))

    def _ev_game_over(self, e: dict) -> None:
        w = e["winner"]
        text = f"{self.seat_name(w)} wins the race!" if w is not None else \
            "The round limit is reached: no winner"
        self._queue(self.refresh, lambda: self._show_banner(text, "good", 2.6), Wait(2.0))

    def _show_banner(self, text: str, tone: str, dur: float) -> None:
        t = Tween(dur, 0.0, 1.0, ease=lambda x: x)
        self.banner = (text, tone, t)
        self.anim.add(t)

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
        if not self.route or self.busy() or self._think is not None or self.curtain:
            return
        seat = self.viewer
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
        moving = self.anim.update(dt)
        speed = max(self.speed(), 0.0)
        sdt = dt * (speed if speed > 0 else 4.0)
        self._friction(sdt)
        phys = self.world.update(sdt) if self.world.pieces else False
        for piece in self.world.pieces:
            d = piece.data
            v = piece.body.velocity.length
            if piece.settled or v < FAST:
                d["shown"] = d["face"]
            else:
                d["travel"] += v * sdt
                if d["travel"] > 24:
                    d["travel"] = 0.0
                    d["shown"] = self._rng.choice([f for f in art.VALUES if f != d["shown"]])
        self.marks = [m for m in self.marks if not m[0].done]
        self.glows = [g for g in self.glows if not g[0].done]
        waiting = self.thinking_seat is not None or self.human_to_act() is not None
        return moving or phys or waiting

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
                    picks = [c for c in self.controls.chips if c.action.startswith("pickup")]
                    if len(picks) == 1:
                        picks[0].click()
                    elif picks:
                        self.say("Choose which stone to pick up in the turn panel.")
                    return True
                self.say("Your pawn cannot reach that space this turn.")
                return True
        return False

    # ----- drawing -------------------------------------------------------------------------------
    def draw_curtain(self, p: Any) -> None:
        self._draw_board(p)

    def _draw_board(self, p: Any) -> None:
        moons = tuple(self.view["moons"])
        p.blit(p.cached(("mo-board", moons, p.theme.colorblind), (1280, 720),
                        lambda sp: self._paint_static(sp, list(moons)), alpha=False), (0, 0))

    def _paint_static(self, p: Any, moons: list[str]) -> None:
        th = p.theme
        art.paint_board(p, moons)
        p.rect(th.panel, (0, 0, 1280, TOP_BAR))
        p.line(th.panel_edge, (0, TOP_BAR), (1280, TOP_BAR), 1)
        for r in (SEATS_RECT, TURN_RECT, LOG_RECT):
            p.rect(th.panel, r, radius=10)
            p.rect(th.panel_edge, r, width=1, radius=10)

    def draw_table(self, p: Any) -> None:
        self._draw_board(p)
        self._draw_rest_dice(p)
        self._draw_highlights(p)
        self._draw_pieces(p)
        self._draw_centre(p)
        self._draw_flights(p)
        self._draw_top(p)
        self._draw_seats(p)
        self._draw_turn_panel(p)
        self._draw_log(p)
        self._draw_banner(p)
        if self.notice:
            notice_box(p, self.notice[0][:80], (560, 34), (art.CENTRE[0], 700))

    def _draw_rest_dice(self, p: Any) -> None:
        cb = p.theme.colorblind
        for seat, face in self.rest_dice.items():
            surf = art.die_face(p, self.suit(seat), face, cb, 20)
            p.blit(surf, self.start_die_pos(seat), anchor="center")

    def _draw_highlights(self, p: Any) -> None:
        reach = self.reach()
        if not reach:
            return
        th = p.theme
        glow = pulse(self.clock, 1.6)
        seat = self.human_to_act()
        focus = self.controls.form.focused
        target = self.hover or (focus.space if isinstance(focus, SpaceSpot) else None)
        if target in reach:
            pts = [self.pawn_pos(seat)]
            key = (self._reach_key, target)
            if self._route_cache[0] != key:
                self._route_cache = (key, self.game.route(seat, target))
            for a in self._route_cache[1]:
                pts.append(art.SPACE_POS[a.split()[1]])
            # the route as footsteps, marching towards the target
            phase = (self.clock * 24) % 10
            for a, b in zip(pts, pts[1:], strict=False):
                d = math.hypot(b[0] - a[0], b[1] - a[1])
                k = phase
                while k < d:
                    p.circle(th.accent_hi, (a[0] + (b[0] - a[0]) * k / d,
                                            a[1] + (b[1] - a[1]) * k / d), 2.6)
                    k += 10
                p.circle(th.accent_hi, b, 4.5)
        for name, cost in reach.items():
            c = art.SPACE_POS[name]
            big = name.startswith("m")
            rad = 44 if big else 22
            hot = name == target
            p.circle((255, 214, 120, 70 if hot else 34 + int(26 * glow)), c, rad)
            p.circle(th.accent_hi if hot else th.accent, c, rad, 2.5 if hot else 2)
            bx, by = (c[0] + rad * 0.72, c[1] - rad * 0.72)
            p.circle((28, 18, 14), (bx, by), 10)
            p.circle(th.accent_hi if hot else th.accent, (bx, by), 9)
            p.text(str(cost), (bx, by), 13, th.text_on_accent, True, "center")

    def _draw_pieces(self, p: Any) -> None:
        cb = p.theme.colorblind
        lying = self._lying()
        pawns = self._pawns_at()
        for space, coins in lying.items():
            n_here = sum(1 for s in self.view["pawns"] if s == space)
            offs = art.slots(len(coins), space, n_here)
            base = art.SPACE_POS[space]
            for c, o in zip(coins, offs, strict=False):
                surf = art.coin(p, c["suit"], c["value"], c["face_up"], art.COIN_R, cb)
                p.blit(surf, (base[0] + o[0], base[1] + o[1]), anchor="center")
        for g, pos in self.glows:
            k = g.value
            p.circle((255, 230, 150, int(160 * (1 - k))), pos, 18 + 30 * k, 3)
        order = []
        for space, seats in pawns.items():
            for s in seats:
                order.append((self.pawn_pos(s, space), s))
        for seat, (tw, a, b) in self.hops.items():
            t = tw.value
            x = a[0] + (b[0] - a[0]) * t
            y = a[1] + (b[1] - a[1]) * t - math.sin(math.pi * min(1.0, t)) * 16
            order.append(((x, y), seat))
        order.sort(key=lambda it: it[0][1])
        for (x, y), s in order:
            if s == self.thinking_seat or (s == self.human_to_act() and not self.hops):
                k = pulse(self.clock, 1.2)
                p.circle((255, 220, 140, 60 + int(80 * k)), (x, y - 2), 15 + 3 * k, 2.5)
            p.blit(art.pawn(p, self.suit(s), cb), (x, y + 4), anchor="midbottom")
        for m, pos, text, col in self.marks:
            k = m.value
            p.text(text, (pos[0] + 16, pos[1] - 24 - 18 * k), 15, col, True, "center")

    def _draw_centre(self, p: Any) -> None:
        cb = p.theme.colorblind
        if self.pile > 0:
            k = self.scramble.value if self.scramble is not None and not self.scramble.done \
                else 1.0
            rng = random.Random(int(self.clock * 20) if k < 1 else 7)
            blank = art.blank_coin(p)
            for i in range(self.pile):
                a = i * 2.4 + (rng.uniform(-0.6, 0.6) if k < 1 else 0)
                r = 6 + (i % 6) * 6
                p.blit(blank, (art.CENTRE[0] + r * math.cos(a), art.CENTRE[1] + r * math.sin(a)),
                       anchor="center")
        for piece in self.world.pieces:
            d = piece.data
            surf = art.die_face(p, self.suit(d["seat"]), d["shown"], cb)
            v = piece.body.velocity.length
            lift = min(8.0, v / 60.0)
            p.blit(surf, (piece.pos[0], piece.pos[1] - lift), anchor="center",
                   angle=piece.angle)
        for seat, (tw, a, b, face) in self.die_slides.items():
            t = tw.value
            pos = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
                   - math.sin(math.pi * t) * 30)
            size = art.DIE + (20 - art.DIE) * t
            p.blit(art.die_face(p, self.suit(seat), face, cb, round(size)), pos,
                   anchor="center")

    def _draw_flights(self, p: Any) -> None:
        cb = p.theme.colorblind
        for tw, a, b, suit, value, up0, up1 in self.flying.values():
            if not tw.started:
                continue
            t = tw.value
            x = a[0] + (b[0] - a[0]) * t
            y = a[1] + (b[1] - a[1]) * t - math.sin(math.pi * min(1.0, t)) * 24
            up = up0 if t < 0.5 else up1
            if up is None:
                surf = art.blank_coin(p)
            else:
                surf = art.coin(p, suit, value if up else None, up, art.COIN_R, cb)
            if up0 != up1:  # turning over in flight
                sx = abs(1 - 2 * t)
                w, h = surf.get_size()
                surf = pygame.transform.smoothscale(surf, (max(1, round(w * sx)), h))
            p.blit(surf, (x, y), anchor="center")

    def _draw_top(self, p: Any) -> None:
        th = p.theme
        v = self.view
        r = p.text("Coyote Moon", (16, TOP_BAR / 2), 18, th.accent, True, "midleft")
        p.text(f"Round {v['round']}", (r.right + 24, TOP_BAR / 2), 17, th.text,
               anchor="midleft")
        p.text(self.turn_text(), (SIDE_X - 16, TOP_BAR / 2), 17, th.text, True, "midright")
        if self.busy():
            p.text("click or Space: skip", (1264, TOP_BAR / 2), 14, th.text_faint,
                   anchor="midright")
        else:
            p.text("Esc: menu", (1264, TOP_BAR / 2), 14, th.text_faint, anchor="midright")

    def turn_text(self) -> str:
        v = self.view
        if v["over"]:
            w = v["winner"]
            return f"{self.seat_name(w)} wins the race!" if w is not None else "game over"
        if self.thinking_seat is not None:
            return f"{self.seat_name(self.thinking_seat)} is thinking…"
        if self.hidden_pawns:
            return "Setting up the spirit wheel"
        s = v["turn"]
        if s is None:
            return ""
        if s == self.private_seat and self.match.is_human(s):
            return "Your turn"
        return f"{self.seat_name(s)}'s turn"

    def _home_count(self, seat: int) -> int:
        v = self.view
        n = 0
        for c in v["coins"]:
            sp = c["space"]
            if c["suit"] == self.suit(seat) and c["face_up"] and sp is not None \
                    and sp.startswith("m") and v["moons"][int(sp[1:])] == c["value"]:
                n += 1
        return n

    def _draw_seats(self, p: Any) -> None:
        v = self.view
        rows = []
        for s in range(v["num_seats"]):
            rows.append((s, self.seat_name(s), self.match.seats[s].kind, s == v["turn"],
                         s == self.private_seat, self._home_count(s), v["starts"][s],
                         s in self.hidden_pawns, s == self.thinking_seat,
                         not v["hands"][s]))
        key = (tuple(rows), tuple(v["moons"]))
        self.layers.draw(p, "seats", key, SEATS_RECT, lambda sp: self._paint_seats(sp, rows))
        cb = p.theme.colorblind
        for s, hand in enumerate(v["hands"]):
            for i, k in enumerate(hand):
                if k in self.flying:
                    continue
                c = v["coins"][k]
                p.blit(art.coin(p, c["suit"], c["value"], True, HAND_R, cb), self.hand_pos(s, i),
                       anchor="center")
        if self.thinking_seat is not None and 0 <= self.thinking_seat < v["num_seats"]:
            r = self.seat_rect(self.thinking_seat)
            dots = "." * (1 + int(self.clock * 3) % 3)
            p.text("thinking" + dots, (r.right - 12, r.y + 44), 14, p.theme.accent_hi,
                   anchor="midright")

    def _paint_seats(self, p: Any, rows: list) -> None:
        th = p.theme
        v = self.view
        for s, name, kind, turn, me, home, start, hidden, _thinking, empty in rows:
            r = self.seat_rect(s)
            col = self.seat_colour(p, s)
            if turn:
                p.rect(th.panel_hi, r, radius=8)
                p.rect(th.accent, r, width=2, radius=8)
            p.circle((20, 16, 26), (r.x + 26, r.y + 24), 19)
            art.draw_symbol(p, self.suit(s), (r.x + 26, r.y + 24), 13, col)
            who = "you" if me and kind == "human" else ("human" if kind == "human"
                                                         else f"{kind} bot")
            # the right-hand figures first, so the name and kind fit in what is left
            home_r = p.text(f"home {home}/6", (r.right - 12, r.y + 9), 15,
                            th.good if home == 6 else th.text, True, "topright")
            start_v = "?" if hidden else art.value_word(v["moons"][int(start[1:])])
            p.text(f"start {start_v}", (r.right - 12, home_r.bottom + 2), 13, th.text_dim,
                   anchor="topright")
            room = home_r.x - 8 - (r.x + 54)
            t = p.text(clip_text(p, name, min(150, room), 17, True), (r.x + 54, r.y + 8), 17,
                       th.text, True)
            rest = home_r.x - 8 - (t.right + 8)
            if rest > 20:
                p.text(p.ellipsize(f"{self.suit(s)} · {who}", rest, 13),
                       (t.right + 8, t.bottom - p.line_height(13) - 2), 13, th.text_dim)
            if empty:
                p.text("empty hand", (r.x + 54, r.y + 44), 13, th.text_faint, anchor="midleft")

    def _draw_turn_panel(self, p: Any) -> None:
        th = p.theme
        r = TURN_RECT
        v = self.view
        seat = self.human_to_act()
        if seat is None:
            s = v["turn"]
            if s is None:
                p.text("The race is over.", (r.x + 14, r.y + 14), 18, th.text, True)
                return
            title = (f"{self.seat_name(s)} is thinking…" if self.thinking_seat == s
                     else f"{self.seat_name(s)}'s turn")
            if self.hidden_pawns:
                self._draw_setup_steps(p)
                return
            p.text(clip_text(p, title, r.w - 28, 18, True), (r.x + 14, r.y + 12), 18, th.text, True)
            if not self.hidden_pawns:
                self._draw_mp(p, v["mp_left"], v["mp"], r.y + 44, self.seat_colour(p, s))
            p.text("Click or Space skips an animation." if self.busy() else "",
                   (r.x + 14, r.bottom - 28), 14, th.text_faint)
            return
        obs = self.game.observation(seat)
        p.text("Your turn" if not self.multi_human else f"{self.seat_name(seat)}, your turn",
               (r.x + 14, r.y + 12), 18, th.accent, True)
        self._draw_mp(p, obs["mp_left"], obs["mp"], r.y + 44, self.seat_colour(p, seat))
        if not self.controls.hint():
            p.text(p.ellipsize("Click a lit space to move there (its cost is shown).",
                               r.w - 28, 13), (r.x + 14, r.y + 176), 13, th.text_dim)
        self.controls.draw(p)

    def _draw_setup_steps(self, p: Any) -> None:
        th = p.theme
        r = TURN_RECT
        p.text("Setting up the spirit wheel", (r.x + 14, r.y + 12), 18, th.text, True)
        steps = ("Stones scrambled and laid clockwise",
                 "Dice for the first player: ace high, null low",
                 "Dice for each start-and-finish moon")
        for i, text in enumerate(steps):
            y = r.y + 54 + i * 30
            done, now = i < self.setup_stage, i == self.setup_stage
            col = th.good if done else th.accent_hi if now else th.text_faint
            p.circle(col, (r.x + 24, y + 8), 6, 0 if done else 2)
            p.text(p.ellipsize(text, r.right - 12 - (r.x + 40), 14), (r.x + 40, y), 14,
                   th.text if now else th.text_dim)
        p.text("Click or Space skips the set-up.", (r.x + 14, r.bottom - 30), 14,
               th.text_faint)

    def _draw_mp(self, p: Any, left: int, total: int, y: float, col: tuple) -> None:
        th = p.theme
        x = TURN_RECT.x + 14
        t = p.text(f"{left}", (x, y - 4), 30, th.text, True)
        p.text(f"of {total} MP left", (t.right + 8, y + 12), 15, th.text_dim, anchor="midleft")
        px0 = TURN_RECT.x + 180
        per = min(12.0, (TURN_RECT.right - 16 - px0) / max(1, total))
        for i in range(total):
            c = (px0 + i * per + per / 2, y + 12)
            if i < left:
                p.circle(col, c, per / 2 - 1.5)
            else:
                p.circle((90, 80, 100), c, per / 2 - 1.5, 1.5)

    def _draw_log(self, p: Any) -> None:
        tail = tuple(self.log_lines[-12:])
        self.layers.draw(p, "log", (len(self.log_lines), tail), LOG_RECT,
                    lambda sp: self._paint_log(sp, tail))

    def _paint_log(self, p: Any, tail: tuple) -> None:
        th = p.theme
        r = LOG_RECT
        p.text("Game log", (r.x + 14, r.y + 8), 15, th.accent, True)
        p.text("L: whole log", (r.right - 12, r.y + 10), 12, th.text_faint, anchor="topright")
        room = int((r.bottom - 8 - (r.y + 30)) // 17)
        draw_log(p, tail, (r.x + 14, r.y + 30), r.w - 28, room, size=13, step=17, rounds=False)

    def _draw_banner(self, p: Any) -> None:
        if self.banner is None:
            return
        text, tone, t = self.banner
        if t.done:
            return
        th = p.theme
        k = t.progress
        alpha = min(1.0, k / 0.1) if k < 0.1 else (1.0 if k < 0.8 else max(0.0, (1 - k) / 0.2))
        col = {"good": th.good, "turn": th.accent_hi}.get(tone, th.text)
        size = 17
        while size > 12 and p.text_size(text, size, True)[0] > 320:
            size -= 1
        w = round(p.text_size(text, size, True)[0]) + 36

        def paint(sp: Any) -> None:
            sp.rect((16, 12, 24, 230), (0, 0, w, 36), radius=12)
            sp.rect(col, (0, 0, w, 36), width=2, radius=12)
            sp.text(text, (w / 2, 18), size, col, True, "center")
        surf = p.cached(("mo-banner", text, col, w), (w, 36), paint)
        p.blit(surf, (art.CENTRE[0], art.CENTRE[1] + 84), anchor="center",
               alpha=int(255 * alpha))

    # ----- the game log --------------------------------------------------------------------------
    def describe(self, seat: int, action: str, events: list[dict]) -> list[str]:
        names = [self.seat_name(s) for s in range(len(self.match.seats))]
        lines = (narrate(e, names, list(self._moons)) for e in events)
        return [line for line in lines if line]

    def place(self, space: str) -> str:
        """A space in words: 'the 4 moon', 'the outer track'."""
        return place(space, self._moons)

    # ----- snapshots (scenes/tools.snapshot) ---------------------------------------------------
    @staticmethod
    def prepare_snapshot(match: Any, state: str) -> None:
        """Advance a bots' match to a telling moment for a still picture.

        Seat 0 becomes a human. 'setup': nothing played (the table holds the
        set-up while the start dice tumble); 'start': seat 0's first turn;
        'mid': a few rounds in, seat 0 to move with stones in hand.
        """
        snapshot_human(match)
        match.snapshot_state = state
        if state == "setup":
            return

        def until(seat: int, obs: dict, legal: list[str]) -> bool:
            fresh = obs["mp_left"] == obs["mp"] and not obs["picked"] and not obs["dropped"]
            if seat != 0 or not fresh:
                return False
            return state == "start" or (obs["round"] >= 5 and bool(obs["hands"][0])
                                        and obs["pawns"][0][0] != "m")
        play_to_snapshot(match, until, 3000)

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


def _gap(n: int) -> float:
    """Spacing of n coin chips in the turn panel's rows (they overlap when many)."""
    return min(42.0, (TURN_RECT.right - 30 - (TURN_RECT.x + 96)) / max(1, n))


def _make_world() -> World:
    """A top-down table: no gravity, felt damping, a round rim around the middle."""
    world = World(gravity=(0.0, 0.0), damping=DAMPING, elasticity=0.55, friction=0.7)
    r = art.ARENA_R - 4
    world.oval_rim(art.CENTRE, (r, r), 40)
    return world


__all__ = ["MoonTable"]
