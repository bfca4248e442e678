"""The HeidelBÄR Coyote table: the headband view.

Seats sit around an oval table, the viewer at the bottom. Every card stands in
its holder facing outward, so the viewer sees every card but their own (its
back shows). The table draws only what ``observation(viewer)`` says, through
``visible_faces``; the public reveal event is the only other source of faces.

What is drawn lags the engine on purpose: after a challenge the engine has
already dealt the next round, while the table still plays the reveal. So the
table keeps ``view`` (the observation on screen) and refreshes it at the
moments the animation reaches them (a bid, the next deal).
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.core import IllegalAction
from scenes.anim import (
    Animator,
    Timeline,
    Tween,
    Wait,
    ease_in_out_quad,
    ease_out_back,
    ease_out_cubic,
    pulse,
)
from scenes.physics import World
from scenes.table_base import TableBase
from scenes.tables import heidelbaer_art as art
from scenes.tables.heidelbaer_controls import Controls

# ----- layout (logical 1280x720) ------------------------------------------------------------
TOP_BAR = 40
SIDEBAR = pygame.Rect(972, 48, 300, 664)
TABLE_C = (484, 326)
FELT = (44, 96, 880, 460)          # the oval's bounding box
SEAT_RX, SEAT_RY = 362, 216         # seat anchors sit on this ellipse
PANEL = (226, 132)
DECK_POS = (356, 326)               # centre of the face-down deck
CENTRE_POS = (454, 326)             # centre card
COYOTE_POS = (548, 326)             # the Coyote card / the card it drew
DISCARD_POS = (668, 330)            # where discarded peek cards slide to
DAMPING = 0.12                      # share of speed a sliding card keeps after 1 s
CONTROLS_Y = 614
HIST_RECT = pygame.Rect(SIDEBAR.x, SIDEBAR.y, SIDEBAR.w, 292)
LOG_RECT = pygame.Rect(SIDEBAR.x, HIST_RECT.bottom + 10, SIDEBAR.w,
                       CONTROLS_Y - 8 - HIST_RECT.bottom - 10)
STRIP = pygame.Rect(8, 614, 956, 98)
LOG_KEEP = 300  # log lines kept for scrolling back

SNAPSHOT_STATES = ("start", "mid", "reveal")

FLIP = 0.34      # one card flip
DEAL_GAP = 0.11  # between two dealt cards
FLY = 0.36       # a card's flight from the deck


def _fmt_bid(v: int | None) -> str:
    return "—" if v is None else str(v)


class _Flip:
    """A card turning over: draw ``before`` until halfway, then ``after``."""

    def __init__(self, tween: Tween, before: str | None, after: str | None) -> None:
        self.tween, self.before, self.after = tween, before, after

    def state(self) -> tuple[str | None, float]:
        t = self.tween.value if not self.tween.done else 1.0
        if t < 0.5:
            return self.before, 1 - 2 * t
        return self.after, 2 * t - 1


class HeidelbaerTable(TableBase):
    LOG_IN_ANIMATION = True

    def __init__(self, app: Any, match: Any) -> None:
        self.anim = Animator(app)
        self.reveal: dict | None = None       # the reveal on show (public), until next deal
        self.revealed: dict[Any, str] = {}    # slot -> face shown so far during a reveal
        self.replaced: str | None = None      # what `?` turned into, once shown
        self.struck: Any = None               # slot of the card Max 0 zeroed, once shown
        self.total_shown: Tween | None = None
        self.banner: tuple | None = None      # (text, tone, fade tween, y)
        self.flips: dict[Any, _Flip] = {}
        self.flights: list[tuple[Tween, tuple, tuple, str | None]] = []
        self.undealt: set[Any] = set()        # slots whose card has not landed yet
        self.fading: dict[int, Tween] = {}    # seats leaving the game
        self.eye_flip: tuple[int, int, Tween] | None = None
        self.guess_marks: dict[int, bool | None] = {}
        self.pops: dict[int, Tween] = {}      # a bid bubble popping at a seat
        self.peek_lift: Tween | None = None
        self.world = _make_world()   # discarded peek cards slide on the felt
        self.sweep: Tween | None = None  # last round's discards fading away
        self._timeline: Timeline | None = None
        self._clock = 0.0
        self._layers: dict[Any, tuple] = {}
        self._warm_key: tuple | None = None
        self._wrapped: dict[tuple, list[str]] = {}
        self.log_scroll = 0                   # game-log rows scrolled back from the newest
        super().__init__(app, match)
        self._warm_engine()
        self.view = self.observe()
        self.controls = Controls(self)
        events = getattr(self.game, "initial_events", lambda: [])()
        if not match.game.history and events:
            self.on_events(events, -1, "")
        lr = self.view.get("last_reveal")
        if self.view["phase"] == "discard" and lr and lr["round"] == self.view["round"]:
            self._show_reveal_still(lr)  # resumed while the loser picks a peek card

    def _warm_engine(self) -> None:
        """The engine works out the range of possible totals once per number of cards,
        on first need (up to ~0.1 s for many cards). The Coyote card's extra card asks
        for one more mid-game; ask now, before the first frame, not during one."""
        if not self.game.options.get("trickster"):
            return
        try:
            from game.coyote_heidelbaer.rules import total_range
        except ImportError:
            return
        live = sum(1 for pl in self.game.observation(0)["players"] if not pl["out"])
        total_range(live + 2)  # the seats' cards, the centre card and the Coyote draw

    # ----- what the viewer may see ----------------------------------------------------------
    def observe(self) -> dict:
        """The observation to draw: the viewer's, or a spectator's when only bots play."""
        if self.viewer is not None:
            return self.game.observation(self.viewer)
        # Bots only: a spectator sees every stand (as everyone at the table does), but
        # neither the centre card nor a Coyote draw until the reveal.
        obs = self.game.observation(0)
        other = self.game.observation(1)
        obs["players"][0]["card"] = other["players"][0]["card"]
        obs["centre"] = None
        obs["coyote_card"] = None
        obs["seat"] = None
        return obs

    def visible_faces(self) -> dict:
        """Every card face the table would show now: {"seats": {seat: card}, "centre",
        "coyote"}. Only the observation and the public reveal feed it."""
        v = self.view
        seats: dict[int, str] = {}
        for pl in v["players"]:
            s = pl["seat"]
            face = self._stand_face(s, pl)
            if face is not None:
                seats[s] = face
        return {"seats": seats, "centre": self._slot_face("centre"),
                "coyote": self._slot_face("coyote")}

    def _stand_face(self, seat: int, pl: dict) -> str | None:
        if ("seat", seat) in self.undealt or pl["out"] and self.reveal is None:
            return None
        if self.reveal is not None:
            # turned over one by one; until then, as the viewer saw it before
            return self.revealed.get(("seat", seat), pl["card"])
        return pl["card"]

    def _slot_face(self, slot: str) -> str | None:
        if self.reveal is not None and slot in self.revealed:
            return self.revealed[slot]
        if slot in self.undealt:
            return None
        return self.view["centre"] if slot == "centre" else self.view["coyote_card"]

    # ----- layout -------------------------------------------------------------------------------
    def seat_anchor(self, seat: int) -> tuple[float, float]:
        n = self.view["num_seats"]
        base = self.viewer if self.viewer is not None else 0
        ang = math.pi / 2 + (seat - base) * 2 * math.pi / n  # clockwise on screen
        return (TABLE_C[0] + SEAT_RX * math.cos(ang), TABLE_C[1] + SEAT_RY * math.sin(ang))

    def panel_rect(self, seat: int) -> pygame.Rect:
        x, y = self.seat_anchor(seat)
        return pygame.Rect(round(x - PANEL[0] / 2), round(y - PANEL[1] / 2), *PANEL)

    def card_pos(self, slot: Any) -> tuple[float, float]:
        """Centre of a card slot: ("seat", s), "centre" or "coyote"."""
        if slot == "centre":
            return CENTRE_POS
        if slot == "coyote":
            return COYOTE_POS
        r = self.panel_rect(slot[1])
        return (r.x + 10 + art.CARD[0] / 2, r.y + 7 + art.CARD[1] / 2)

    def peek_pos(self, seat: int, i: int) -> tuple[float, float]:
        r = self.panel_rect(seat)
        return (r.x + 100 + i * 30 + art.PEEK[0] / 2, r.y + 74 + art.PEEK[1] / 2)

    # ----- events -> animation ------------------------------------------------------------------
    def busy(self) -> bool:
        return self.anim.busy

    def skip_animations(self) -> None:
        self.anim.skip()
        self.world.settle()

    def _queue(self, *steps: Any) -> None:
        if self._timeline is None or self._timeline.done:
            self._timeline = Timeline(*steps)
            self.anim.add(self._timeline)
        else:
            for s in steps:
                self._timeline.then(s)

    def _tween(self, dur: float, **kw: Any) -> Tween:
        return Tween(dur, 0.0, 1.0, **kw)

    def on_events(self, events: list[dict], seat: int, action: str) -> None:
        heavy = any(e["type"] in ("reveal", "deal", "discard") for e in events)
        if not heavy:
            self._queue(self.refresh)
        for e in events:
            handler = getattr(self, "_ev_" + e["type"], None)
            if handler is not None:
                handler(e)
            lines = self.describe(seat, action, [e])
            if lines:
                self._queue(lambda lines=lines: self._log(lines))
        self._queue(self.refresh)

    def _log(self, lines: list[str]) -> None:
        self.log_lines.extend(lines)

    def refresh(self) -> None:
        self.view = self.observe()
        self.app.invalidate()

    def viewer_changed(self, old: int | None, new: int | None) -> None:
        self.view = self.observe()
        self.controls.reset()

    def _ev_deal(self, e: dict) -> None:
        def start() -> None:
            self.reveal = None
            self.revealed.clear()
            self.replaced = None
            self.struck = None
            self.banner = None
            self.guess_marks.clear()
            self.fading.clear()
            self.flips.clear()
            self.total_shown = None
            self.refresh()
            order = []
            n = self.view["num_seats"]
            for i in range(n):
                s = (e["start_seat"] + i) % n
                if not self.view["players"][s]["out"]:
                    order.append(("seat", s))
            order.append("centre")
            self.undealt = set(order)
            self._deal_order = order
            # last round's discarded peek cards are swept off the felt
            if self.world.pieces:
                self.sweep = self._tween(0.5)
                self.anim.add(self.sweep)

        def land(slot: Any) -> None:
            self.undealt.discard(slot)

        start.deal_start = True  # a snapshot holds the reveal just before this
        steps: list[Any] = [start]
        steps.append(lambda: self._show_banner(f"Round {e['round']}", "info", 0.9, 226))
        n_cards = sum(1 for pl in self.game.observation(0)["players"] if not pl["out"]) + 1
        self._deal_flights = []
        for i in range(n_cards):
            steps.append(self._deal_one(i, land))
            steps.append(Wait(DEAL_GAP))
        steps.append(Wait(FLY))
        self._queue(*steps)

    def _deal_one(self, i: int, land) -> Any:
        def go() -> None:
            order = getattr(self, "_deal_order", [])
            if i >= len(order):
                return
            slot = order[i]
            tw = Tween(FLY, 0.0, 1.0, ease=ease_out_cubic,
                       on_done=lambda: (land(slot), self._drop_flight(tw)))
            self.flights.append((tw, DECK_POS, self.card_pos(slot), None))
            self.anim.add(tw)
        return go

    def _drop_flight(self, tw: Tween) -> None:
        self.flights = [f for f in self.flights if f[0] is not tw]

    def _ev_bid(self, e: dict) -> None:
        t = self._tween(0.45, ease=ease_out_back)
        self.pops[e["seat"]] = t
        self._queue(t)

    def _ev_peek(self, e: dict) -> None:
        seat = e["seat"]
        # one motion: the eye turns closed while the centre card lifts (and, for the
        # peeking viewer, turns face up); the closed eye sits at index "open after"
        index = self.game.observation(seat)["players"][seat]["open"]
        t = self._tween(0.55, ease=ease_in_out_quad)

        def on() -> None:
            self.eye_flip = (seat, index, t)
            self.peek_lift = t
            if self.viewer == seat:
                self.flips["centre"] = _Flip(t, None, self.view["centre"])

        def off() -> None:
            self.eye_flip = None
            self.peek_lift = None
        self._queue(on, t, off)

    def _eye_step(self, seat: int, index: int, to_open: bool) -> Any:
        t = self._tween(0.4, ease=ease_in_out_quad)

        def on() -> None:
            self.eye_flip = (seat, index, t)
        return Timeline(on, t, lambda: setattr(self, "eye_flip", None))

    def _ev_coyote(self, e: dict) -> None:
        tw = self._tween(0.5, ease=ease_out_cubic)

        def on() -> None:
            self.undealt.add("coyote")
            self.flights.append((tw, DECK_POS, COYOTE_POS, None))

        def off() -> None:
            self._drop_flight(tw)
            self.undealt.discard("coyote")

        self._queue(on, tw, off, self.refresh)
        if self.viewer == e["seat"]:
            flip = self._tween(FLIP)
            card = self.game.observation(e["seat"])["coyote_card"]
            self._queue(lambda: self.flips.__setitem__("coyote", _Flip(flip, None, card)), flip)

    def _ev_challenge(self, e: dict) -> None:
        name, bidder = self.seat_name(e["seat"]), self.seat_name(e["bidder"])
        bid = self.view["bid"]
        self._queue(lambda: self._show_banner(f"{name} challenges {bidder}'s bid of {bid}",
                                              "info", 1.0), Wait(0.9))

    def _ev_guess(self, e: dict) -> None:
        self.guess_marks[e["seat"]] = None
        self._queue(Wait(0.2))

    def _ev_guesses(self, e: dict) -> None:
        pass  # shown after the verdict, from the reveal's own list

    @staticmethod
    def _reveal_order(e: dict) -> list[tuple[Any, str]]:
        """The revealed cards by slot, in the order they turn over."""
        order: list[tuple[Any, str]] = [(("seat", s), c) for s, c in e["cards"]]
        order.append(("centre", e["centre"]))
        if e.get("coyote_card"):
            order.append(("coyote", e["coyote_card"]))
        return order

    @staticmethod
    def _special_slots(e: dict, order: list) -> tuple[Any, Any]:
        """Where `?` lay (replaced by its draw) and which slot Max 0 zeroed."""
        qslot = next((slot for slot, c in order if c == "?"), None)
        z = e.get("max0_zeroed")
        zslot = next((slot for slot, c in order if c == z), None) if z else None
        if z and zslot is None and e.get("question_draw") == z:
            zslot = qslot
        return qslot, zslot

    def _ev_reveal(self, e: dict) -> None:
        steps: list[Any] = [lambda: self._begin_reveal(e)]
        values = 0
        order = self._reveal_order(e)
        qslot, zslot = self._special_slots(e, order)
        for slot, card in order:
            values += art.value_of(card) or 0
            steps += self._flip_steps(slot, card, values)
        q = e.get("question_draw")
        if q is not None:
            values += art.value_of(q) or 0
            steps += self._question_steps(qslot, q, values)
        if zslot is not None:
            values -= art.value_of(e["max0_zeroed"]) or 0
            steps += self._strike_steps(zslot, values)
        steps += self._verdict_steps(e)
        self._queue(*steps)

    def _show_reveal_still(self, e: dict) -> None:
        """The finished reveal without animation (a game resumed while a loser chooses)."""
        self._begin_reveal(e)
        order = self._reveal_order(e)
        qslot, zslot = self._special_slots(e, order)
        self.revealed.update(dict(order))
        if e.get("question_draw") is not None:
            self.revealed[qslot] = e["question_draw"]
            self.replaced = e["question_draw"]
        if zslot is not None:
            done = Tween(0.0)
            done.advance(1)
            self.struck = (zslot, done)
        self._verdict_steps(e)[0]()

    def _begin_reveal(self, e: dict) -> None:
        self.reveal = e
        self.revealed = {}
        self.flips.clear()
        self.total_shown = Tween(0.01, 0, 0)
        self.total_shown.advance(1)
        self.banner = None

    def _count_to(self, value: int) -> Tween:
        start = self.total_shown.value if self.total_shown else 0
        t = Tween(0.3, float(start), float(value), ease=ease_out_cubic)
        self.total_shown = t
        return t

    def _flip_steps(self, slot: Any, card: str, running: int) -> list[Any]:
        flip = self._tween(FLIP, ease=ease_in_out_quad)

        def on() -> None:
            before = self._slot_face_before_reveal(slot)
            self.flips[slot] = _Flip(flip, before, card)
            self.revealed[slot] = card

        def count() -> None:
            self.anim.add(self._count_to(running))
        return [on, flip, count, Wait(0.12)]

    def _slot_face_before_reveal(self, slot: Any) -> str | None:
        if slot == "centre":
            return self.view.get("centre")
        if slot == "coyote":
            return self.view.get("coyote_card")
        return self.view["players"][slot[1]]["card"]

    def _question_steps(self, slot: Any, q: str, running: int) -> list[Any]:
        tw = Tween(0.5, 0.0, 1.0, ease=ease_out_cubic)

        def on() -> None:
            self.flights.append((tw, DECK_POS, self.card_pos(slot), q))
            self._show_banner("? draws the top card of the deck", "info", 1.0)

        def land() -> None:
            self._drop_flight(tw)
            self.replaced = q
            self.revealed[slot] = q
            self.flips.pop(slot, None)
            self.anim.add(self._count_to(running))
        return [on, tw, land, Wait(0.45)]

    def _strike_steps(self, slot: Any, running: int) -> list[Any]:
        t = self._tween(0.35, ease=ease_out_cubic)

        def on() -> None:
            self.struck = (slot, t)
            self._show_banner("Max 0: the highest number card counts 0", "info", 1.1)
            self.anim.add(self._count_to(running))
        return [on, t, Wait(0.6)]

    def _verdict_steps(self, e: dict) -> list[Any]:
        def on() -> None:
            self.total_shown = Tween(0.01, float(e["total"]), float(e["total"]))
            self.total_shown.advance(1)
            rel = "under" if e["total"] < e["bid"] else "reaching"
            text = (f"Total {e['total']}, {rel} the bid of {e['bid']}: "
                    f"{self.seat_name(e['winner'])} wins the challenge")
            self._show_banner(text, "good" if e["winner"] == self.viewer else "verdict", 2.0)
            for s, _, right in e.get("guesses", []):
                self.guess_marks[s] = right
        return [on, Wait(1.2)]

    def _ev_eye(self, e: dict) -> None:
        seat, to_open = e["seat"], e["to"] == "open"

        def change() -> None:
            pl = self.view["players"][seat]
            if to_open:
                pl["open"] += 1
                pl["closed"] -= 1
            else:
                pl["open"] -= 1
                pl["closed"] += 1
        pl = self.view["players"][seat]
        idx = pl["open"] if to_open else pl["open"] - 1
        self._queue(change, self._eye_step(seat, idx, to_open))

    def _ev_discard(self, e: dict) -> None:
        seat, kind = e["seat"], e["kind"]

        def toss() -> None:
            pl = self.view["players"][seat]
            idx = pl["open"] - 1 if kind == "open" else pl["open"] + pl["closed"] - 1
            pos = self.peek_pos(seat, max(0, idx))
            pl[kind] -= 1
            self._toss(pos, kind == "open")
        self._queue(toss, Wait(1.1))

    def _ev_out(self, e: dict) -> None:
        seat = e["seat"]
        t = self._tween(0.8)

        def on() -> None:
            self.fading[seat] = t
            self.view["players"][seat]["out"] = True
            self._show_banner(f"{self.seat_name(seat)} is out of the game", "verdict", 1.2)
        self._queue(on, t, Wait(0.3))

    def _ev_game_over(self, e: dict) -> None:
        self._queue(lambda: self._show_banner(f"{self.seat_name(e['winner'])} wins the game!",
                                              "good", 2.5), Wait(2.0))

    def _show_banner(self, text: str, tone: str, dur: float, y: float = 438) -> None:
        t = Tween(dur, 0.0, 1.0, ease=lambda x: x)
        self.banner = (text, tone, t, y)
        self.anim.add(t)

    # ----- physics: a discarded peek card tossed onto the felt ------------------------------
    def _toss(self, pos: tuple[float, float], is_open: bool) -> None:
        # aim at the discard spot on the felt; with damping d a body slides
        # v0 / -ln(d) before it stops, so this speed lands it there (give or take)
        n = len(self.world.pieces)
        tx, ty = DISCARD_POS[0] + (n % 3) * 22 - 22, DISCARD_POS[1] + (n % 2) * 16 - 8
        dx, dy = tx - pos[0], ty - pos[1]
        d = max(1.0, math.hypot(dx, dy))
        speed = d * -math.log(DAMPING)
        self.world.toss(pos, (dx / d * speed, dy / d * speed), size=art.PEEK,
                        spin=560.0 if dx < 0 else -560.0, data=is_open)

    def _step_physics(self, dt: float) -> bool:
        moving = self.world.update(dt)
        if self.sweep is not None and self.sweep.done:
            self.world.clear()
            self.sweep = None
        return moving

    # ----- the frame ----------------------------------------------------------------------------
    def update_table(self, dt: float) -> bool:
        self._clock += dt
        moving = self.anim.update(dt)
        speed = max(self.speed(), 0.0)
        phys = self._step_physics(dt * (speed if speed > 0 else 4.0))
        # the turn highlight and thinking dots breathe, but only while someone waits
        waiting = self.thinking_seat is not None
        return moving or phys or waiting

    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        # after the driver: the controls match this frame's turn, never last frame's
        self.controls.update(dt)
        return moving

    def handle_table(self, event: Any) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            mouse = getattr(self.app, "mouse_pos", None)
            if callable(mouse) and LOG_RECT.collidepoint(mouse()):
                self.log_scroll = max(0, self.log_scroll + 3 * event.y)  # wheel up: older
                self.app.invalidate()
                return True
        return self.controls.handle(event)

    def act(self, seat: int, action: str) -> bool:
        try:
            action = self.game.parse(action)
        except IllegalAction as e:
            self.say(str(e))
            return False
        return super().act(seat, action)

    # ----- drawing --------------------------------------------------------------------------------
    def draw_curtain(self, p: Any) -> None:
        self._draw_backdrop(p)

    def _draw_backdrop(self, p: Any) -> None:
        # everything that never moves (sky, table, panel frames) is one opaque blit
        p.blit(p.cached(("hb-backdrop", p.theme.felt, p.theme.panel), (1280, 720),
                        _draw_backdrop, alpha=False), (0, 0))

    def _warm(self, p: Any) -> None:
        """Draw every card picture once, on the first frame at a scale, so no later
        frame pays for a card seen for the first time (a reveal shows many at once)."""
        key = (p.scale, p.theme.colorblind)
        if self._warm_key == key:
            return
        self._warm_key = key
        for card in art.CARDS:
            art.face(p, card)
        art.face(p, None)
        art.peek_card(p, True)
        art.peek_card(p, False)
        art.coyote_card(p)
        art.coyote_mini(p)
        _stand(p)

    def draw_table(self, p: Any) -> None:
        th = p.theme
        self._warm(p)
        self._draw_backdrop(p)
        self._draw_centre(p)
        self._draw_tossed(p)
        for pl in self.view["players"]:
            self._draw_seat(p, pl)
        for tw, a, b, face in self.flights:
            t = tw.value
            x = a[0] + (b[0] - a[0]) * t
            y = a[1] + (b[1] - a[1]) * t - math.sin(math.pi * min(1.0, t)) * 40
            p.blit(art.face(p, face), (x, y), anchor="center", angle=(1 - t) * 25)
        self._draw_status(p)
        self._draw_reveal_overlay(p)
        self._draw_sidebar(p)
        self.controls.draw(p)
        if self.notice:
            r = pygame.Rect(0, 0, 620, 36)
            r.center = (TABLE_C[0], CONTROLS_Y - 26)
            p.rect((40, 20, 24, 235), r, radius=8)
            p.rect(th.bad, r, width=1.5, radius=8)
            p.text(self.notice[0][:90], r.center, 15, th.text, anchor="center")

    def _draw_tossed(self, p: Any) -> None:
        alpha = 255 if self.sweep is None else int(255 * (1 - self.sweep.value))
        for piece in self.world.pieces:
            p.blit(art.peek_card(p, piece.data), piece.pos, anchor="center",
                   angle=piece.angle, alpha=alpha)

    def _draw_card(self, p: Any, slot: Any, face: str | None, pos: tuple[float, float],
                   dy: float = 0.0) -> None:
        if slot in self.undealt:
            return
        flip = self.flips.get(slot)
        sx = 1.0
        if flip is not None and not flip.tween.done:
            face, sx = flip.state()
        surf = art.face(p, face)
        if sx < 1.0:
            surf = art.squeezed(surf, sx)
        p.blit(surf, (pos[0], pos[1] + dy), anchor="center")

    def _draw_centre(self, p: Any) -> None:
        th = p.theme
        v = self.view
        # the deck: a short stack of backs
        n = max(1, min(5, v.get("deck_size", 5) // 3))
        for i in range(n):
            p.blit(art.face(p, None), (DECK_POS[0] - i * 1.5, DECK_POS[1] - i * 1.5),
                   anchor="center")
        p.text("deck", (DECK_POS[0], DECK_POS[1] + 62), 13, th.text_dim, anchor="midtop")
        dy = 0.0
        if self.peek_lift is not None:
            dy = -14 * math.sin(math.pi * self.peek_lift.value)
        self._draw_card(p, "centre", self._slot_face("centre"), CENTRE_POS, dy)
        label = "centre"
        if self.reveal is None and v["centre"] is not None and self.viewer is not None:
            label = "centre (you peeked)"
        p.text(label, (CENTRE_POS[0], CENTRE_POS[1] + 62), 13, th.text_dim, anchor="midtop")
        self._draw_coyote_slot(p)
        # the current bid, big, above the cards
        if self.reveal is None:
            bid = v["bid"]
            if bid is None:
                p.text("no bid yet", (TABLE_C[0], 238), 20, th.text_dim, anchor="center")
            else:
                pop = self.pops.get(v["bidder"])
                size = 46
                if pop is not None and not pop.done:
                    size = 46 * (0.7 + 0.3 * pop.value)
                p.text("current bid", (TABLE_C[0], 196), 14, th.text_dim, anchor="center")
                p.text(str(bid), (TABLE_C[0], 232), size, th.accent, True, "center")
                p.text(f"by {self.seat_name(v['bidder'])}", (TABLE_C[0], 262), 15,
                       th.text, anchor="center")

    def _draw_coyote_slot(self, p: Any) -> None:
        v = self.view
        if not v["trickster"]:
            return
        th = p.theme
        drawn = (v["coyote_used"] and self.reveal is None) or (
            self.reveal is not None and self.reveal.get("coyote_card"))
        if drawn or "coyote" in self.undealt:
            self._draw_card(p, "coyote", self._slot_face("coyote"), COYOTE_POS)
            if self.reveal is None and "coyote" not in self.undealt:
                p.blit(art.coyote_card(p), (COYOTE_POS[0] + 16, COYOTE_POS[1] + 34),
                       anchor="center", angle=-12)
            p.text("Coyote draw", (COYOTE_POS[0], COYOTE_POS[1] + 62), 13, th.text_dim,
                   anchor="midtop")
        elif v["coyote_holder"] is None:
            p.blit(art.coyote_card(p), COYOTE_POS, anchor="center")
            p.text("Coyote card", (COYOTE_POS[0], COYOTE_POS[1] + 38), 13, th.text_dim,
                   anchor="midtop")

    def _layer(self, p: Any, name: Any, key: tuple, rect: Any, paint) -> None:
        """Blit a part of the table drawn once per ``key`` (and scale): seat panels and
        text panels change a few times a round, so a frame only blits them."""
        rect = pygame.Rect(rect)
        full = (key, p.scale, p.theme.colorblind)
        hit = self._layers.get(name)
        if hit is None or hit[0] != full:
            from scenes.painter import Painter

            size = (max(1, math.ceil(rect.w * p.scale)), max(1, math.ceil(rect.h * p.scale)))
            surf = pygame.Surface(size, pygame.SRCALPHA)
            sub = Painter(surf, p.scale, (-rect.x * p.scale, -rect.y * p.scale), p.theme,
                          p.store)
            paint(sub)
            hit = (full, surf)
            self._layers[name] = hit
        p.blit(hit[1], rect.topleft)

    def _draw_seat(self, p: Any, pl: dict) -> None:
        th = p.theme
        seat = pl["seat"]
        r = self.panel_rect(seat)
        v = self.view
        out = pl["out"]
        fade = self.fading.get(seat)
        if out and fade is None:
            self._layer(p, ("seat", seat), ("out", self.seat_name(seat), tuple(r)), r,
                        lambda sp: self._draw_out_seat(sp, pl, r))
            return
        acting = seat in v["to_act"] and self.reveal is None and v["phase"] != "over"
        ef = self.eye_flip
        flipping = ef[1] if ef is not None and ef[0] == seat and not ef[2].done else None
        holds_coyote = bool(v["trickster"] and v["coyote_holder"] == seat
                            and not v["coyote_used"] and self.reveal is None)
        key = (tuple(r), self.seat_name(seat), seat == self.viewer, acting,
               self._seat_state(seat, pl), pl["open"], pl["closed"], flipping, holds_coyote,
               self.guess_marks.get(seat, "none"))
        box = r.inflate(16, 36)
        self._layer(p, ("seat", seat), key, box,
                    lambda sp: self._paint_seat(sp, pl, r, acting, flipping, holds_coyote))
        if acting:
            glow = pulse(self._clock)
            edge = _mix(th.seat(seat), th.accent_hi, 0.4 + 0.6 * glow)
            p.rect(edge, r.inflate(4, 4), width=3, radius=14)
            p.blit(_tag(p, "TURN", th.accent, th.text_on_accent), (r.right - 44, r.y + 8),
                   anchor="midbottom")
        if seat == self.viewer:
            p.blit(_tag(p, "YOU", th.seat(seat), th.text_on_accent), (r.x + 40, r.y + 8),
                   anchor="midbottom")
        # the card in its stand: drawn live, it flips and flies
        cx, cy = self.card_pos(("seat", seat))
        if not out or self.reveal is not None:
            self._draw_card(p, ("seat", seat), self._stand_face(seat, pl), (cx, cy))
            self._draw_strike(p, ("seat", seat), (cx, cy))
        p.blit(_stand(p), (cx, cy + art.CARD[1] / 2 - 7), anchor="midtop")
        if flipping is not None:
            kinds = [True] * pl["open"] + [False] * pl["closed"]
            if flipping < len(kinds):
                is_open = kinds[flipping]
                t = ef[2].value
                surf = art.peek_card(p, (not is_open) if t < 0.5 else is_open)
                p.blit(art.squeezed(surf, abs(1 - 2 * t)), self.peek_pos(seat, flipping),
                       anchor="center")
        if fade is not None:
            shade = p.cached(("hb-shade", PANEL), (PANEL[0] + 6, PANEL[1] + 6),
                             lambda sp: sp.rect((20, 16, 26), (0, 0, PANEL[0] + 6,
                                                               PANEL[1] + 6), radius=14))
            p.blit(shade, r.inflate(6, 6).topleft, alpha=int(170 * fade.value))

    def _paint_seat(self, p: Any, pl: dict, r: pygame.Rect, acting: bool,
                    flipping: int | None, holds_coyote: bool) -> None:
        th = p.theme
        seat = pl["seat"]
        colour = th.seat(seat)
        p.rect(th.panel_hi if acting else th.panel, r, radius=12)
        if not acting:
            p.rect(colour, r, width=1.5, radius=12)
        tx = r.x + 100
        name = self.seat_name(seat)
        p.text(_clip_text(p, name, 118, 17, True), (tx, r.y + 14), 17, th.text, True)
        p.text(self._seat_state(seat, pl), (tx, r.y + 40), 15, colour)
        kinds = [True] * pl["open"] + [False] * pl["closed"]
        for i, is_open in enumerate(kinds):
            if i != flipping:
                p.blit(art.peek_card(p, is_open), self.peek_pos(seat, i), anchor="center")
        for i in range(len(kinds), 3):
            x, y = self.peek_pos(seat, i)
            p.rect(_mix(th.panel, th.text, 0.15), (x - 13, y - 18, 26, 36), width=1, radius=4)
        if holds_coyote:
            p.blit(art.coyote_mini(p), self.peek_pos(seat, 3), anchor="center")
        mark = self.guess_marks.get(seat, "none")
        if mark != "none":
            txt, col = ("guessed", th.text_dim) if mark is None else (
                ("guessed right", th.good) if mark else ("guessed wrong", th.bad))
            p.text(txt, (tx, r.bottom - 6), 13, col, anchor="bottomleft")

    def _draw_out_seat(self, p: Any, pl: dict, r: pygame.Rect) -> None:
        th = p.theme
        p.rect(_mix(th.panel, th.felt, 0.5), r, radius=12)
        p.rect(th.text_faint, r, width=1, radius=12)
        p.text(self.seat_name(pl["seat"]), (r.centerx, r.centery - 10), 17, th.text_faint,
               True, "center")
        p.text("out of the game", (r.centerx, r.centery + 14), 14, th.text_faint,
               anchor="center")

    def _seat_state(self, seat: int, pl: dict) -> str:
        v = self.view
        if self.thinking_seat == seat:
            dots = "." * (1 + int(self._clock * 3) % 3)
            return "thinking" + dots
        if self.reveal is not None:
            if seat == self.reveal["bidder"]:
                return f"bid {self.reveal['bid']}"
            if seat == self.reveal["challenger"]:
                return "challenged"
            return ""
        last = None
        for s, a in v["round_log"]:
            if s == seat:
                last = a
        if seat in v["to_act"]:
            if v["phase"] == "guessing":
                return "guessing..."
            return "to act"
        if last is None:
            return ""
        if last.startswith("bid "):
            return "bid " + last[4:]
        return {"peek": "peeked", "coyote": "used Coyote", "challenge": "challenged"}.get(
            last, last)

    def _draw_strike(self, p: Any, slot: Any, pos: tuple[float, float]) -> None:
        th = p.theme
        if self.replaced is not None and self.reveal is not None:
            q_slot = self._question_slot()
            if q_slot == slot:
                p.circle((110, 68, 150), (pos[0] - 30, pos[1] - 46), 11)
                p.text("?", (pos[0] - 30, pos[1] - 46), 14, (255, 255, 255), True, "center")
        if self.struck is None or self.struck[0] != slot:
            return
        t = self.struck[1].value
        w, h = art.CARD
        a = (pos[0] - w / 2 + 6, pos[1] + h / 2 - 8)
        b = (pos[0] + w / 2 - 6, pos[1] - h / 2 + 8)
        end = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        p.line(th.bad, a, end, 5)
        if t >= 1:
            p.circle(th.bad, (pos[0] + 28, pos[1] + 42), 14)
            p.text("0", (pos[0] + 28, pos[1] + 42), 16, (255, 255, 255), True, "center")

    def _question_slot(self) -> Any:
        if self.reveal is None:
            return None
        for s, c in self.reveal["cards"]:
            if c == "?":
                return ("seat", s)
        if self.reveal["centre"] == "?":
            return "centre"
        if self.reveal.get("coyote_card") == "?":
            return "coyote"
        return None

    def _draw_reveal_overlay(self, p: Any) -> None:
        th = p.theme
        if self.reveal is not None:
            for slot in ("centre", "coyote"):
                self._draw_strike(p, slot, self.card_pos(slot))
            total = self.total_shown.value if self.total_shown else 0
            box = pygame.Rect(0, 0, 220, 76)
            box.center = (TABLE_C[0] + 4, 224)
            p.rect((20, 16, 30, 215), box, radius=12)
            p.rect(th.accent, box, width=1.5, radius=12)
            p.text("total", (box.x + 16, box.y + 10), 14, th.text_dim)
            p.text(str(round(total)), (box.x + 16, box.y + 26), 36, th.text, True)
            p.text("bid", (box.right - 16, box.y + 10), 14, th.text_dim, anchor="topright")
            p.text(str(self.reveal["bid"]), (box.right - 16, box.y + 26), 36, th.accent, True,
                   "topright")
        if self.banner is not None:
            text, tone, t, by = self.banner
            if t.done and self.reveal is None and tone != "good":
                return
            k = t.progress
            alpha = 1.0 if k < 0.8 else max(0.0, (1 - k) / 0.2)
            if self.reveal is not None and tone != "info":
                alpha = 1.0  # the verdict stays up until the next deal
            if alpha <= 0:
                return
            col = {"good": th.good, "verdict": th.accent, "info": th.text}.get(tone, th.text)
            w = min(900, round(p.text_size(text, 22, True)[0]) + 60)

            def paint(sp: Any) -> None:
                sp.rect((16, 12, 24, 232), (0, 0, w, 48), radius=12)
                sp.rect(col, (0, 0, w, 48), width=2, radius=12)
                sp.text(text, (w / 2, 24), 22, col, True, "center")
            # drawn once, then faded as a whole (no text re-rendered per alpha step)
            surf = p.cached(("hb-banner", text, col, w), (w, 48), paint)
            p.blit(surf, (TABLE_C[0], by), anchor="center", alpha=int(255 * alpha))

    def _draw_status(self, p: Any) -> None:
        th = p.theme
        v = self.view
        title = "Coyote" + (" · Trickster" if v["trickster"] else "")
        r = p.text(title, (16, TOP_BAR / 2), 18, th.accent, True, "midleft")
        rnd = self.reveal["round"] if self.reveal else v["round"]
        r = p.text(f"Round {rnd}", (r.right + 24, TOP_BAR / 2), 17, th.text, anchor="midleft")
        bid = v["bid"] if self.reveal is None else self.reveal["bid"]
        bidder = v["bidder"] if self.reveal is None else self.reveal["bidder"]
        btxt = "no bid yet" if bid is None else f"Bid {bid} by {self.seat_name(bidder)}"
        p.text(btxt, (r.right + 24, TOP_BAR / 2), 17, th.text, True, "midleft")
        p.text(self.turn_text(), (1264, TOP_BAR / 2), 17, th.text, anchor="midright")

    def turn_text(self) -> str:
        """Whose turn, from what is on screen (never ahead of the animation)."""
        v = self.view
        if self.thinking_seat is not None:
            return f"{self.seat_name(self.thinking_seat)} is thinking"
        if v["phase"] == "over":
            w = v.get("winner")
            return f"{self.seat_name(w)} wins!" if w is not None else "game over"
        phase, who = v["phase"], v["to_act"]
        if self.reveal is not None:
            if self.busy():
                return "Challenge!"
            live = self.game.observation(self.viewer if self.viewer is not None else 0)
            phase, who = live["phase"], live["to_act"]
        if not who:
            return ""
        if phase == "guessing":
            return "Everyone else guesses who wins"
        s = who[0]
        if phase == "discard":
            return "You lost: discard a peek card" if s == self.viewer \
                else f"{self.seat_name(s)} discards"
        return "Your turn" if s == self.viewer else f"{self.seat_name(s)}'s turn"

    def _draw_sidebar(self, p: Any) -> None:
        v = self.view
        rnd = self.reveal["round"] if self.reveal else v["round"]
        rows = tuple(self.bid_history())
        self._layer(p, "history", (rnd, rows), HIST_RECT,
                    lambda sp: self._paint_history(sp, rnd, rows))
        key = (len(self.log_lines), self.log_scroll)
        self._layer(p, "log", key, LOG_RECT, self._paint_log)

    def _paint_history(self, p: Any, rnd: int, rows: tuple) -> None:
        th = p.theme
        hist = HIST_RECT
        p.text(f"Bids · round {rnd}", (hist.x + 14, hist.y + 10), 17, th.accent, True)
        y = hist.y + 40
        room = (hist.bottom - 10 - y) // 22
        for who, what in rows[-room:]:
            p.text(_clip_text(p, who, 120, 15, True), (hist.x + 14, y), 15, th.text, True)
            p.text(what, (hist.x + 146, y), 15, th.text)
            y += 22
        if not rows:
            p.text("no bids yet", (hist.x + 14, y), 15, th.text_faint)

    def _log_rows(self, p: Any) -> list[str]:
        """The log wrapped to the panel (each line wrapped once per scale)."""
        width = LOG_RECT.w - 28
        out: list[str] = []
        for line in self.log_lines[-LOG_KEEP:]:
            key = (line, p.scale)
            rows = self._wrapped.get(key)
            if rows is None:
                rows = _wrap(p, line, width, 14)
                self._wrapped[key] = rows
            out += rows
        if len(self._wrapped) > 4 * LOG_KEEP:
            self._wrapped.clear()
        return out

    def _paint_log(self, p: Any) -> None:
        th = p.theme
        logr = LOG_RECT
        p.text("Game log", (logr.x + 14, logr.y + 10), 17, th.accent, True)
        rows = self._log_rows(p)
        room = int((logr.bottom - 10 - (logr.y + 38)) // 19)
        self.log_scroll = max(0, min(self.log_scroll, len(rows) - room))
        end = len(rows) - self.log_scroll
        y = logr.y + 38
        for line in rows[max(0, end - room):end]:
            col = th.accent if line.startswith("Round ") else th.text_dim
            p.text(line, (logr.x + 14, y), 14, col)
            y += 19
        if self.log_scroll:
            p.text(f"↓ {self.log_scroll} more", (logr.right - 12, logr.y + 12), 13,
                   th.text_faint, anchor="topright")

    def bid_history(self) -> list[tuple[str, str]]:
        rows = []
        for s, a in self.view["round_log"]:
            if a.startswith("bid "):
                what = a[4:]
            elif a.startswith("guess "):
                what = "guessed " + self.seat_name(int(a[6:]))
            else:
                what = {"peek": "peeked", "coyote": "Coyote draw",
                        "challenge": "challenged!"}.get(a, a)
            rows.append((self.seat_name(s), what))
        return rows

    # ----- the game log ---------------------------------------------------------------------------
    def describe(self, seat: int, action: str, events: list[dict]) -> list[str]:
        out = []
        for e in events:
            t = e["type"]
            name = self.seat_name(e["seat"]) if "seat" in e else ""
            if t == "bid":
                out.append(f"{name} bids {e['value']}.")
            elif t == "peek":
                out.append(f"{name} peeks at the centre card.")
            elif t == "coyote":
                out.append(f"{name} uses the Coyote card.")
            elif t == "challenge":
                out.append(f"{name} challenges {self.seat_name(e['bidder'])}.")
            elif t == "reveal":
                out.append(self._reveal_line(e))
            elif t == "guesses":
                # shown together once all are in, before the reveal says who was right
                for s, g, _ in e["guesses"]:
                    out.append(f"{self.seat_name(s)} guessed {self.seat_name(g)}.")
            elif t == "eye":
                out.append(f"{name} {'opens' if e['to'] == 'open' else 'closes'} an eye.")
            elif t == "discard":
                out.append(f"{name} gives up a{'n open' if e['kind'] == 'open' else ' closed'}"
                           " eye.")
            elif t == "out":
                out.append(f"{name} is out.")
            elif t == "deal":
                out.append(f"Round {e['round']}: {self.seat_name(e['start_seat'])} starts.")
            elif t == "game_over":
                out.append(f"{self.seat_name(e['winner'])} wins the game!")
        return out

    def _reveal_line(self, e: dict) -> str:
        cards = ", ".join(art.label(c) for _, c in e["cards"])
        extra = f"; centre {art.label(e['centre'])}"
        if e.get("coyote_card"):
            extra += f"; Coyote draw {art.label(e['coyote_card'])}"
        if e.get("question_draw"):
            extra += f"; ? drew {art.label(e['question_draw'])}"
        if e.get("max0_zeroed"):
            extra += f"; Max 0 zeroed {e['max0_zeroed']}"
        return (f"Reveal: {cards}{extra}. Total {e['total']} vs bid {e['bid']}: "
                f"{self.seat_name(e['winner'])} wins.")

    # ----- snapshots (scenes/tools.snapshot) ---------------------------------------------------
    @staticmethod
    def snapshot_states() -> list[str]:
        return list(SNAPSHOT_STATES)

    @staticmethod
    def prepare_snapshot(match: Any, state: str) -> None:
        """Advance a bots' match to a telling moment for a still picture.

        Seat 0 becomes a human, so the picture shows the headband view (its own
        card's back) and the controls. 'start': the first deal; 'mid': a few bids
        in, seat 0 to bid; 'reveal': a challenge about to be made (the table plays
        the reveal and holds it after the verdict, see ``freeze_for_snapshot``).
        """
        from game.registry import make_bot
        from game.saves import SeatSpec

        match.seats[0] = SeatSpec(match.seats[0].name, "human")
        match.bots.pop(0, None)
        match.snapshot_state = state
        if state == "start":
            return
        game = match.game
        stand_in = make_bot(match.info.id, "medium", 0, match.seed)
        for _ in range(500):
            if game.is_terminal():
                break
            seat = game.to_act()[0]
            obs = game.observation(seat)
            legal = game.legal_actions(seat)
            bids = sum(1 for _, a in obs["round_log"] if a.startswith("bid "))
            if state == "mid" and seat == 0 and obs["phase"] == "bidding" and bids >= 2 \
                    and "challenge" in legal:
                return
            if state == "reveal" and "challenge" in legal and bids >= 3:
                match.snapshot_pending = (seat, "challenge")
                return
            bot = stand_in if seat == 0 else match.bots[seat]
            action = bot.act(obs, legal)
            if action == "challenge" and bids < 3:
                action = next(a for a in legal if a.startswith("bid "))
            game.apply(seat, action)

    def freeze_for_snapshot(self) -> None:
        """Bring the table to the still the snapshot wants (called by the tools)."""
        pending = getattr(self.match, "snapshot_pending", None)
        self.anim.skip()
        self.world.settle()
        if pending is not None:
            self.match.snapshot_pending = None
            self._apply(*pending)
            # play the reveal through the verdict, eyes and discards; hold before the deal
            tl = self._timeline
            for _ in range(5000):
                step = tl.current if tl is not None else None
                if tl is None or tl.done or getattr(getattr(step, "fn", None), "deal_start",
                                                    False):
                    break
                self.anim.update(1 / 60)
            self.anim.clear()
            self.world.settle()
        else:
            self.view = self.observe()
        self.controls.update(0.0)
        self.app.invalidate()


def _wrap(p: Any, s: str, width: float, size: float) -> list[str]:
    rows, cur = [], ""
    for word in s.split(" "):
        trial = word if not cur else cur + " " + word
        if not cur or p.text_size(trial, size)[0] <= width:
            cur = trial
        else:
            rows.append(cur)
            cur = word
    rows.append(cur)
    return rows


def _clip_text(p: Any, s: str, width: float, size: float, bold: bool = False) -> str:
    if p.text_size(s, size, bold)[0] <= width:
        return s
    while s and p.text_size(s + "…", size, bold)[0] > width:
        s = s[:-1]
    return s + "…"


def _draw_backdrop(p: Any) -> None:
    th = p.theme
    p.vgradient((0, 0, 1280, 720), th.sky_top, th.ground)
    x, y, w, h = FELT
    # shadow, wooden rim, felt, a faint inner line
    _ellipse(p, (22, 14, 26), (x - 14, y - 6, w + 28, h + 40))
    _ellipse(p, th.wood, (x - 16, y - 16, w + 32, h + 32))
    _ellipse(p, tuple(min(255, c + 24) for c in th.wood), (x - 16, y - 16, w + 32, h + 32), 2)
    _ellipse(p, th.felt, (x, y, w, h))
    _ellipse(p, tuple(min(255, c + 16) for c in th.felt), (x + 18, y + 14, w - 36, h - 28), 1)
    # the fixed panels: top bar, bid history, game log, controls strip
    p.rect(th.panel, (0, 0, 1280, TOP_BAR))
    p.line(th.panel_edge, (0, TOP_BAR), (1280, TOP_BAR), 1)
    for r in (HIST_RECT, LOG_RECT, STRIP):
        p.rect(th.panel, r, radius=10)
        p.rect(th.panel_edge, r, width=1, radius=10)


def _tag(p: Any, text: str, fill: tuple, ink: tuple) -> pygame.Surface:
    """A small pill label (TURN, YOU) that sits on a panel's top edge."""
    def paint(sp: Any) -> None:
        sp.rect(fill, (0, 0, 60, 20), radius=10)
        sp.text(text, (30, 10), 12, ink, True, "center")
    return p.cached(("hb-tag", text, fill), (60, 20), paint)


def _stand(p: Any) -> pygame.Surface:
    """The wooden foot of a card stand."""
    w, h = art.CARD[0] + 12, 13

    def paint(sp: Any) -> None:
        sp.rect(p.theme.wood, (0, 0, w, h), radius=4)
        sp.rect((60, 38, 26), (0, 0, w, h), width=1, radius=4)
        sp.line((150, 104, 70), (6, 3), (w - 6, 3), 1)
    return p.cached(("hb-stand", p.theme.wood), (w, h), paint)


def _mix(a: tuple, b: tuple, t: float) -> tuple:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))


def _ellipse(p: Any, color: Any, rect: Any, width: float = 0) -> None:
    r = p.real_rect(rect)
    pygame.draw.ellipse(p.surface, color, r, p.px(width) if width else 0)


def _make_world() -> World:
    """A top-down table: no gravity, heavy damping (felt), the oval rim as walls."""
    world = World(gravity=(0.0, 0.0), damping=DAMPING, elasticity=0.6, friction=0.8)
    x, y, w, h = FELT
    cx, cy, rx, ry = x + w / 2, y + h / 2, w / 2 - 8, h / 2 - 8
    pts = [(cx + rx * math.cos(a * math.tau / 48), cy + ry * math.sin(a * math.tau / 48))
           for a in range(48)]
    for a, b in zip(pts, pts[1:] + pts[:1], strict=True):
        world.wall(a, b, 3)
    return world


__all__ = ["HeidelbaerTable"]
