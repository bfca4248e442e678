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

from game.coyote_heidelbaer.narrate import narrate
from scenes import sound
from scenes.anim import (
    Animator,
    Timeline,
    Tween,
    Wait,
    ease_in_out_quad,
    ease_out_back,
    ease_out_cubic,
)
from scenes.painter import LOGICAL_W
from scenes.physics import World
from scenes.table_base import TableBase
from scenes.tables.coyote_heidelbaer import art
from scenes.tables.coyote_heidelbaer.controls import Controls
from scenes.tables.coyote_heidelbaer.view import (
    COYOTE_POS,
    DECK_POS,
    FELT,
    LOG_RECT,
    HeidelbaerView,
    trace_slot,
)
from scenes.tables.drawing import Layers
from scenes.tables.headband import Flip
from scenes.tables.whisper import OddsWhisper

DISCARD_POS = (668, 330)            # where discarded peek cards slide to
DAMPING = 0.12                      # share of speed a sliding card keeps after 1 s

FLIP = 0.34      # one card flip
DEAL_GAP = 0.11  # between two dealt cards
FLY = 0.36       # a card's flight from the deck


class HeidelbaerTable(HeidelbaerView, TableBase):
    LOG_IN_ANIMATION = True
    MUSIC = "bidding"  # the card tables share one tune
    SNAPSHOT_STATES = ("start", "mid", "reveal")

    def __init__(self, app: Any, match: Any) -> None:
        self.whisper = OddsWhisper(self)   # the seat's own odds, when the setting is on
        self.deco = Animator(app)   # speech bubbles: the driver does not wait for these
        self.bubbles: dict[int, tuple[str, Tween]] = {}
        self.reveal: dict | None = None       # the reveal on show (public), until next deal
        self.revealed: dict[Any, str] = {}    # slot -> face shown so far during a reveal
        self.replaced: str | None = None      # what `?` turned into, once shown
        self.struck: Any = None               # slot of the card Max 0 zeroed, once shown
        self.total_shown: Tween | None = None
        self.banner: tuple | None = None      # (text, tone, fade tween, y)
        self.flips: dict[Any, Flip] = {}
        self.flights: list[tuple[Tween, tuple, tuple, str | None]] = []
        self.undealt: set[Any] = set()        # slots whose card has not landed yet
        self.fading: dict[int, Tween] = {}    # seats leaving the game
        self.eye_flip: tuple[int, int, Tween] | None = None
        self.guess_marks: dict[int, bool | None] = {}
        self.pops: dict[int, Tween] = {}      # a bid bubble popping at a seat
        self.peek_lift: Tween | None = None
        self.world = _make_world()   # discarded peek cards slide on the felt
        self.sweep: Tween | None = None  # last round's discards fading away
        self.layers = Layers()               # seat panels and side panels, drawn once
        self.log_scroll = 0                   # game-log rows scrolled back from the newest
        super().__init__(app, match)
        self.view = self.observe()
        self.controls = Controls(self)
        self.play_opening()
        lr = self.view.get("last_reveal")
        if self.view["phase"] == "discard" and lr and lr["round"] == self.view["round"]:
            self._show_reveal_still(lr)  # resumed while the loser picks a peek card

    # ----- what the viewer may see ----------------------------------------------------------
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

    # ----- events -> animation ------------------------------------------------------------------
    def _apply(self, seat: int, action: str) -> bool:
        self.whisper.before(seat, action)
        return super()._apply(seat, action)

    def on_events(self, events: list[dict], seat: int, action: str) -> None:
        self.whisper.after(seat, events)
        heavy = any(e["type"] in ("reveal", "deal", "discard") for e in events)
        if not heavy:
            self._queue(self.refresh)
        self._play_events(events, seat, action)

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
            sound.play("shuffle")  # every round is dealt from a freshly shuffled deck
            # last round's discarded peek cards are swept off the felt
            if self.world.pieces:
                self.sweep = self._tween(0.5)
                self.events.anim.add(self.sweep)

        def land(slot: Any) -> None:
            self.undealt.discard(slot)

        start.deal_start = True  # a snapshot holds the reveal just before this
        steps: list[Any] = [start]
        steps.append(lambda: self._show_banner(f"Round {e['round']}", "info", 0.9, 226))
        n_cards = sum(1 for pl in self.game.observation(0)["players"] if not pl["out"]) + 1
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
            sound.play("card_deal")
            tw = Tween(FLY, 0.0, 1.0, ease=ease_out_cubic,
                       on_done=lambda: (land(slot), self._drop_flight(tw)))
            self.flights.append((tw, DECK_POS, self.card_pos(slot), None))
            self.events.anim.add(tw)
        return go

    def _drop_flight(self, tw: Tween) -> None:
        self.flights = [f for f in self.flights if f[0] is not tw]

    def _ev_bid(self, e: dict) -> None:
        t = self._tween(0.45, ease=ease_out_back)
        self.pops[e["seat"]] = t
        self._queue(lambda: (sound.play("bid"), self._bubble(e["seat"], str(e["value"]))), t)

    def _bubble(self, seat: int, text: str) -> None:
        """A short call floating up from a seat ("14", "Challenge!"); it never holds
        up play, so it runs on the decoration animator the driver does not wait for."""
        t = Tween(1.1, 0.0, 1.0, ease=lambda x: x)
        self.bubbles[seat] = (text, t)
        self.deco.add(t)

    def _ev_peek(self, e: dict) -> None:
        seat = e["seat"]
        # one motion: the eye turns closed while the centre card lifts (and, for the
        # peeking viewer, turns face up); the closed eye sits at index "open after"
        index = self.game.observation(seat)["players"][seat]["open"]
        t = self._tween(0.55, ease=ease_in_out_quad)

        def on() -> None:
            sound.play("eye")
            self.eye_flip = (seat, index, t)
            self.peek_lift = t
            if self.privacy.private_seat == seat:
                self.flips["centre"] = Flip(t, None, self.view["centre"])

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
            sound.play("card_deal")
            self.undealt.add("coyote")
            self.flights.append((tw, DECK_POS, COYOTE_POS, None))

        def off() -> None:
            self._drop_flight(tw)
            self.undealt.discard("coyote")

        self._queue(on, tw, off, self.refresh)
        if self.privacy.private_seat == e["seat"]:
            flip = self._tween(FLIP)
            card = self.game.observation(e["seat"])["coyote_card"]
            self._queue(lambda: self.flips.__setitem__("coyote", Flip(flip, None, card)), flip)

    def _ev_challenge(self, e: dict) -> None:
        name, bidder = self.seat_name(e["seat"]), self.seat_name(e["bidder"])
        bid = self.view["bid"]
        self._queue(lambda: (sound.play("challenge"), self._bubble(e["seat"], "Challenge!")),
                    lambda: self._show_banner(f"{name} challenges {bidder}'s bid of {bid}",
                                              "info", 1.0), Wait(0.9))

    def _ev_guess(self, e: dict) -> None:
        self.guess_marks[e["seat"]] = None
        self._queue(Wait(0.2))

    def _ev_guesses(self, e: dict) -> None:
        pass  # shown after the verdict, from the reveal's own list

    def _ev_reveal(self, e: dict) -> None:
        steps: list[Any] = [lambda: self._begin_reveal(e)]
        # the count as the engine traced it: no rule is worked out again here
        for step in e["steps"]:
            slot = trace_slot(step["slot"])
            if step["op"] == "add":
                steps += self._flip_steps(slot, step["card"], step["running"])
            elif step["op"] == "question":
                steps += self._question_steps(slot, step["card"], step["running"])
            elif step["op"] == "max0":
                steps += self._strike_steps(slot, step["running"])
        steps += self._verdict_steps(e)
        self._queue(*steps)

    def _show_reveal_still(self, e: dict) -> None:
        """The finished reveal without animation (a game resumed while a loser chooses)."""
        self._begin_reveal(e)
        for step in e["steps"]:
            slot = trace_slot(step["slot"])
            if step["op"] in ("add", "question"):
                self.revealed[slot] = step["card"]
            if step["op"] == "question":
                self.replaced = step["card"]
            elif step["op"] == "max0":
                done = Tween(0.0)
                done.advance(1)
                self.struck = (slot, done)
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
            sound.play("card_flip")
            before = self._slot_face_before_reveal(slot)
            self.flips[slot] = Flip(flip, before, card)
            self.revealed[slot] = card

        def count() -> None:
            sound.play("reveal")
            self.events.anim.add(self._count_to(running))
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
            sound.play("card_deal")
            self.flights.append((tw, DECK_POS, self.card_pos(slot), q))
            self._show_banner("? draws the top card of the deck", "info", 1.0)

        def land() -> None:
            self._drop_flight(tw)
            self.replaced = q
            self.revealed[slot] = q
            self.flips.pop(slot, None)
            sound.play("reveal")
            self.events.anim.add(self._count_to(running))
        return [on, tw, land, Wait(0.45)]

    def _strike_steps(self, slot: Any, running: int) -> list[Any]:
        t = self._tween(0.35, ease=ease_out_cubic)

        def on() -> None:
            sound.play("card_flip")
            self.struck = (slot, t)
            self._show_banner("Max 0: the highest number card counts 0", "info", 1.1)
            self.events.anim.add(self._count_to(running))
        return [on, t, Wait(0.6)]

    def _verdict_steps(self, e: dict) -> list[Any]:
        def on() -> None:
            self.total_shown = Tween(0.01, float(e["total"]), float(e["total"]))
            self.total_shown.advance(1)
            rel = "under" if e["total"] < e["bid"] else "reaching"
            text = (f"Total {e['total']}, {rel} the bid of {e['bid']}: "
                    f"{self.seat_name(e['winner'])} wins the challenge")
            self._show_banner(text, "good" if e["winner"] == self.privacy.viewer else "verdict",
                              2.0)
            for s, _, right in e.get("guesses", []):
                self.guess_marks[s] = right
            self.whisper.verdict_shown()
        return [on, Wait(1.2)]

    def _ev_eye(self, e: dict) -> None:
        seat, to_open = e["seat"], e["to"] == "open"

        def change() -> None:
            sound.play("eye")  # an eye opened or closed: a peek card won or lost
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
            sound.play("card_flip")
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
        self._queue(lambda: (sound.play("win"), self._show_banner(
            f"{self.seat_name(e['winner'])} wins the game!", "good", 2.5)), Wait(2.0))

    def _show_banner(self, text: str, tone: str, dur: float, y: float = 438) -> None:
        t = Tween(dur, 0.0, 1.0, ease=lambda x: x)
        self.banner = (text, tone, t, y)
        self.events.anim.add(t)

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
        sound.hits("card_flip", self.world.drain_hits(), LOGICAL_W)  # a card striking a card
        if self.sweep is not None and self.sweep.done:
            self.world.clear()
            self.sweep = None
        return moving

    # ----- the frame ----------------------------------------------------------------------------
    def update_table(self, dt: float) -> bool:
        moving = self.events.anim.update(dt)
        moving = self.deco.update(dt) or moving
        if self.events.anim.speed <= 0:  # "no animation": tossed cards land at once too
            self.world.settle()
        phys = self._step_physics(dt * self.events.speed())
        # the turn highlight and thinking dots breathe, but only while someone waits
        waiting = self.driver.thinking_seat is not None
        return moving or phys or waiting

    def handle_table(self, event: Any) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            mouse = getattr(self.app, "mouse_pos", None)
            if callable(mouse) and LOG_RECT.collidepoint(mouse()):
                self.log_scroll = max(0, self.log_scroll + 3 * event.y)  # wheel up: older
                self.app.invalidate()
                return True
        return self.controls.handle(event)

    # ----- the game log ---------------------------------------------------------------------------
    def describe(self, seat: int, action: str, events: list[dict]) -> list[str]:
        names = [self.seat_name(s) for s in range(len(self.match.seats))]
        out: list[str] = []
        for e in events:
            line = narrate(e, names)
            if line:
                out.extend(line.split("\n"))
        return out

    # ----- snapshots (scenes/tools.snapshot) ---------------------------------------------------
    def freeze_for_snapshot(self) -> None:
        """Bring the table to the still the snapshot wants (called by the tools)."""
        pending = getattr(self.match, "snapshot_pending", None)
        self.skip_animations()
        if pending is not None:
            self.match.snapshot_pending = None
            self._apply(*pending)
            # play the reveal through the verdict, eyes and discards; hold before the deal
            tl = self.events.timeline
            for _ in range(5000):
                step = tl.current if tl is not None else None
                if tl is None or tl.done or getattr(getattr(step, "fn", None), "deal_start",
                                                    False):
                    break
                self.events.anim.update(1 / 60)
            self.events.anim.clear()
            self.world.settle()
        else:
            self.view = self.observe()
        self.deco.skip()  # no speech bubble frozen in mid-air
        self.controls.update(0.0)
        self.app.invalidate()



def _make_world() -> World:
    """A top-down table: no gravity, heavy damping (felt), the oval rim as walls."""
    world = World(gravity=(0.0, 0.0), damping=DAMPING, elasticity=0.6, friction=0.8)
    x, y, w, h = FELT
    world.oval_rim((x + w / 2, y + h / 2), (w / 2 - 8, h / 2 - 8), 48)
    return world


__all__ = ["HeidelbaerTable"]
