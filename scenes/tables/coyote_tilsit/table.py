"""The Tilsit Coyote table: the headband view with feathers.

Seats sit around an oval table, the viewer at the bottom. Each seat wears its
card(s) on a headband with its feathers fanned behind; the viewer's own cards
show their backs. Between the seats lie the draw pile and the discard pile,
with their counts, since counting cards is part of this game.

The table draws only ``observation(viewer)`` and public events. What is drawn
lags the engine on purpose: after a Coyote! call the engine has already dealt
the next round while the table still plays the reveal (cards turn over, the
Teepee draws, the Spirit cancels, the Chief doubles, then the negative cards,
then the verdict, a feather floats down, the cards go to the discard pile or,
with the Moon, everything is shuffled into a new draw pile). So the table
keeps ``view`` and refreshes it at the moments the animation reaches them.
This module turns events into animation; ``tilsit_view`` draws.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.coyote_tilsit.narrate import narrate
from scenes import sound
from scenes.anim import (
    Anim,
    Tween,
    Wait,
    ease_in_out_quad,
    ease_out_back,
    ease_out_cubic,
)
from scenes.physics import World
from scenes.table_base import TableBase
from scenes.tables.coyote_tilsit import art
from scenes.tables.coyote_tilsit.controls import POWER_NAMES, Controls
from scenes.tables.coyote_tilsit.view import (
    DISCARD_POS,
    DRAW_POS,
    LOG_RECT,
    TEEPEE_OFF,
    TEXT_X,
    TilsitView,
    fmt,
)
from scenes.tables.drawing import Layers
from scenes.tables.glow import Breath
from scenes.tables.headband import Flip
from scenes.tables.whisper import OddsWhisper

FLIP = 0.34      # one card turning over
DEAL_GAP = 0.12  # between two dealt cards
FLY = 0.36       # a card's flight
GRAVITY = 260.0  # px/s^2 for a falling feather: light, it floats
FEATHER_DRAG = 2.6


class TilsitTable(TilsitView, TableBase):
    LOG_IN_ANIMATION = True
    MUSIC = "bidding"
    SNAPSHOT_STATES = ("start", "mid", "reveal")

    def __init__(self, app: Any, match: Any) -> None:
        self.whisper = OddsWhisper(self)       # the seat's own odds, when the setting is on
        self.breath = Breath()                 # the glow on seats a power may name
        self.layers = Layers()
        self.reveal: dict | None = None        # the reveal on show, until the next deal
        self.revealed: dict[tuple, str] = {}   # (seat, i) -> face turned up so far
        self.flips: dict[tuple, Flip] = {}
        self.flights: list[tuple[Tween, tuple, tuple, str | None]] = []
        self.undealt: set[tuple] = set()       # slots whose card is still in the air
        self.teepee: tuple | None = None       # (slot, drawn card) once the draw landed
        self.struck: tuple | None = None       # (slot, tween): the card the Spirit zeroed
        self.doubled: Tween | None = None      # the Chief's x2 marks
        self.marks: dict[tuple, tuple] = {}    # slot -> (sign, pop, "+15") once counted
        self.total_shown: Tween | None = None
        self.verdict: str | None = None
        self.caption: tuple[str, str, Tween] | None = None  # (text, tone, timer)
        self.fading: dict[int, Tween] = {}
        self.pops: dict[int, Tween] = {}
        self.shuffle: Tween | None = None      # the draw pile being shuffled
        self.piles: dict[str, Any] = {}        # the pile counts on show
        self.gone: dict[int, int] = {}         # feathers already floating off, per seat
        self.sweep: Tween | None = None        # last round's fallen feathers fading away
        self.hold: str | None = None          # a snapshot's _Hold name to stop at
        self.log_back = 0                      # wrapped log lines scrolled back (wheel)
        self._pointer = (0, 0)
        self.world = World(gravity=(0.0, GRAVITY), damping=0.9, elasticity=0.1,
                           friction=0.9)
        self._floors: list = []
        super().__init__(app, match)
        self.view = self.observe()
        self._sync_piles()
        self._build_floors()
        self.controls = Controls(self)
        self.play_opening()

    # ----- what the viewer may see ----------------------------------------------------------
    def seat_faces(self, seat: int) -> list[str | None]:
        """The faces on ``seat``'s headband as drawn now (None: a card's back)."""
        pl = self.view["players"][seat]
        cards = list(pl["cards"])
        if self.reveal is not None:
            for s, cs in self.reveal["cards"]:
                if s == seat:
                    # until turned over, a card stays as the viewer saw it
                    cards = [self.revealed.get((seat, i), cards[i] if i < len(cards) else None)
                             for i in range(len(cs))]
        return cards

    def visible_faces(self) -> dict[int, list[str]]:
        """Every card face the table would show now, by seat (backs left out)."""
        out: dict[int, list[str]] = {}
        for pl in self.view["players"]:
            s = pl["seat"]
            faces = [f for i, f in enumerate(self.seat_faces(s))
                     if f is not None and (s, i) not in self.undealt]
            if faces:
                out[s] = faces
        return out

    # ----- events -> animation ------------------------------------------------------------------
    def _apply(self, seat: int, action: str) -> bool:
        self.whisper.before(seat, action)
        return super()._apply(seat, action)

    def on_events(self, events: list[dict], seat: int, action: str) -> None:
        self.whisper.after(seat, events)
        events = _reorder(events)
        heavy = any(e["type"] in ("reveal", "deal") for e in events)
        if not heavy:
            takers = [e["seat"] for e in events if e["type"] == "take"]
            self._queue(lambda: self._refresh_before(takers))
        self._play_events(events, seat, action)

    def refresh(self) -> None:
        super().refresh()
        self._sync_piles()
        self.gone.clear()  # the fresh view already counts the feathers that fell

    def _refresh_before(self, takers: list[int]) -> None:
        """Show a bid at once; a card just taken stays in the air until its flight."""
        before = {"draw": self.piles.get("draw", 0), "discard": list(self.piles["discard"])}
        self.refresh()
        for seat in takers:
            self.undealt.add((seat, len(self.view["players"][seat]["cards"]) - 1))
        if takers:
            self.piles = before  # the flight (and any reshuffle) moves the counts on

    def _sync_piles(self) -> None:
        self.piles = {"draw": self.view["draw_count"], "discard": list(self.view["discard"])}

    def viewer_changed(self, old: int | None, new: int | None) -> None:
        super().viewer_changed(old, new)
        self._sync_piles()
        self.world.clear()  # the seats move round: fallen feathers would lie in wrong places
        self._build_floors()
        self.layers.forget()

    def _caption(self, text: str, tone: str = "info", dur: float = 1.6) -> None:
        t = Tween(dur, 0.0, 1.0, ease=lambda x: x)
        self.caption = (text, tone, t)
        self.events.anim.add(t)

    # deal ---------------------------------------------------------------------------------------
    def _ev_deal(self, e: dict) -> None:
        n = self.view["num_seats"]

        def start() -> None:
            self._clear_reveal()
            self.refresh()
            order = []
            for i in range(n):
                s = (e["start_seat"] + i) % n
                if not self.view["players"][s]["out"]:
                    order.append((s, 0))
            self.undealt = set(order)
            self._deal_order = order
            self.piles["draw"] = e["draw_count"] + len(order)
            self.gone.clear()
            if self.world.pieces:
                self.sweep = self._tween(0.5)
                self.events.anim.add(self.sweep)
            self._caption(f"Round {e['round']}: {self.seat_name(e['start_seat'])} starts",
                          "info", 1.4)

        steps: list[Any] = [start]
        live = sum(1 for pl in self.game.observation(0)["players"] if not pl["out"])
        for i in range(max(live, 1)):
            steps.append(self._deal_one(i))
            steps.append(Wait(DEAL_GAP))
        steps.append(Wait(FLY))
        self._queue(*steps)

    def _deal_one(self, i: int) -> Any:
        def go() -> None:
            order = getattr(self, "_deal_order", [])
            if i >= len(order):
                return
            slot = order[i]
            sound.play("card_deal")
            x, y, _ = self.card_place(slot[0], 0, 1)
            self._fly(DRAW_POS, (x, y), None, land=lambda: self.undealt.discard(slot))
        return go

    def _fly(self, a: tuple, b: tuple, face: str | None, land=None, dur: float = FLY,
             from_pile: bool = True) -> Tween:
        if from_pile:
            self.piles["draw"] = max(0, self.piles.get("draw", 0) - 1)

        def done() -> None:
            self.flights[:] = [f for f in self.flights if f[0] is not tw]
            if land is not None:
                land()
        tw = Tween(dur, 0.0, 1.0, ease=ease_out_cubic, on_done=done)
        self.flights.append((tw, a, b, face))
        self.events.anim.add(tw)
        return tw

    def _clear_reveal(self) -> None:
        self.reveal = None
        self.revealed.clear()
        self.flips.clear()
        self.teepee = None
        self.struck = None
        self.doubled = None
        self.marks.clear()
        self.total_shown = None
        self.verdict = None
        self.fading.clear()
        self.caption = None

    # bidding ------------------------------------------------------------------------------------
    def _ev_bid(self, e: dict) -> None:
        t = self._tween(0.45, ease=ease_out_back)
        self.pops[e["seat"]] = t
        self._queue(lambda: sound.play("bid"), t)

    def _ev_shaman(self, e: dict) -> None:
        name = POWER_NAMES.get(e["power"], e["power"])
        who = self.seat_name(e["seat"])
        extra = f" on {self.seat_name(e['target'])}" if e["target"] is not None else ""
        self._queue(self.refresh,
                    lambda: self._caption(f"{who} uses the Shaman card: {name}{extra}",
                                          "power", 1.8), Wait(0.7))

    def _ev_direction(self, e: dict) -> None:
        way = "clockwise" if e["direction"] == 1 else "counter-clockwise"
        self._queue(lambda: self._caption(f"U-turn: play now goes {way}", "power", 1.5),
                    Wait(0.5))

    def _ev_cancel(self, e: dict) -> None:
        bidder = self.seat_name(e["bidder"])
        self._queue(lambda: self._caption(
            f"Cancel! {bidder} must bid again, not {e['cancelled']}", "power", 1.8),
            Wait(0.5))

    def _ev_take(self, e: dict) -> None:
        seat = e["seat"]

        def go() -> None:
            i = len(self.view["players"][seat]["cards"]) - 1
            slot = (seat, i)
            self.undealt.add(slot)
            x, y, _ = self.card_place(seat, i, i + 1)
            face = self.view["players"][seat]["cards"][i]
            sound.play("card_deal")
            self._fly(DRAW_POS, (x, y), face, land=lambda: self.undealt.discard(slot))
            self._caption(f"{self.seat_name(seat)} takes a second card", "power", 1.4)
        self._queue(go, Wait(FLY + 0.2))

    def _ev_reshuffle(self, e: dict) -> None:
        def go() -> None:
            sound.play("shuffle")
            if e["reason"] == "moon":
                self._caption("Moon: every card is shuffled into a new draw pile", "power",
                              2.2)
                self._moon_sweep()
                self.piles["draw"] = e["draw_count"]
            else:
                self._caption("The draw pile is empty: the discard pile is shuffled",
                              "power", 2.0)
                for k in range(min(6, len(self.piles["discard"]))):
                    self._fly(DISCARD_POS, DRAW_POS, None, dur=FLY + k * 0.05,
                              from_pile=False)
                self.piles["draw"] = self.piles.get("draw", 0) + e["draw_count"]
            self.piles["discard"] = []
            self.shuffle = self._tween(0.9)
            self.events.anim.add(self.shuffle)
        hold = [_Hold(self, "reveal")] if e["reason"] == "moon" else []
        self._queue(*hold, go, Wait(1.2))

    def _moon_sweep(self) -> None:
        """Every card on the table and the discard pile flies into the draw pile."""
        self._sweep_reveal(DRAW_POS, faces=False)
        for j in range(min(5, len(self.piles["discard"]))):
            self._fly(DISCARD_POS, DRAW_POS, None, dur=FLY + 0.05 * j, from_pile=False)

    def _sweep_reveal(self, to: tuple, faces: bool) -> None:
        """The reveal's cards (and the Teepee's draw) fly off the headbands to ``to``,
        face up when ``faces``, one just after another."""
        if self.reveal is None:
            return
        k = 0
        for s, cs in self.reveal["cards"]:
            for i, c in enumerate(cs):
                x, y, _ = self.card_place(s, i, len(cs))
                self.undealt.add((s, i))
                self._fly((x, y), to, c if faces else None, dur=FLY + 0.05 * k,
                          from_pile=False)
                k += 1
        if self.teepee is not None:
            (s, i), drew = self.teepee
            x, y, _ = self.card_place(s, i, self.hand_size(s))
            self._fly((x + TEEPEE_OFF[0], y + TEEPEE_OFF[1]), to, drew if faces else None,
                      dur=FLY + 0.05 * k, from_pile=False)
        self.teepee = None

    # the reveal ---------------------------------------------------------------------------------
    def _ev_challenge(self, e: dict) -> None:
        name, bidder = self.seat_name(e["seat"]), self.seat_name(e["bidder"])
        bid = self.view["bid"]
        t = self._tween(0.45, ease=ease_out_back)

        def on() -> None:
            sound.play("challenge")
            self.pops[e["seat"]] = t
            self._caption(f"Coyote! {name} challenges {bidder}'s bid of {bid}", "info", 1.4)
        self._queue(on, t, Wait(0.6))

    def _ev_reveal(self, e: dict) -> None:
        steps: list[Any] = [lambda: self._begin_reveal(e)]
        hidden = [(s, i, c) for s, cs in e["cards"] for i, c in enumerate(cs)
                  if self._was_hidden(s, i)]
        for s, i, c in hidden:
            steps += self._flip_steps((s, i), c)
        if hidden:
            steps.append(Wait(0.25))
        # which card sits in each slot once the Teepee has drawn
        slots = {(s, i): c for s, cs in e["cards"] for i, c in enumerate(cs)}
        if e["teepee"] is not None:
            ts = next(k for k, c in slots.items() if c == "teepee")
            slots[ts] = e["teepee"]["drew"] or "0"
            steps += self._teepee_steps(ts, e["teepee"])
        # the count as the engine traced it: no rule is worked out again here
        first_pos = first_neg = True
        counted_pos = False
        for step in e["steps"]:
            slot = tuple(step["slot"]) if step.get("slot") else None
            if step["op"] == "add" and step["value"] > 0:
                steps += self._count_steps(slot, step["running"], "+", f"+{step['card']}",
                                           "Positive cards first" if first_pos else None)
                first_pos, counted_pos = False, True
                continue
            if counted_pos:
                steps.append(Wait(0.3))
                counted_pos = False
            if step["op"] == "spirit":
                steps += self._spirit_steps(slot, step["zeroed"], step["running"])
            elif step["op"] == "chief":
                steps += self._chief_steps(step["running"])
            else:
                steps += self._count_steps(slot, step["running"], "−", fmt(step["value"]),
                                           "Then the negative cards" if first_neg else None)
                first_neg = False
        if counted_pos:
            steps.append(Wait(0.3))
        steps += self._verdict_steps(e)
        self._queue(*steps)

    def _was_hidden(self, seat: int, i: int) -> bool:
        cards = self.view["players"][seat]["cards"]
        return i >= len(cards) or cards[i] is None

    def _begin_reveal(self, e: dict) -> None:
        self.reveal = e
        self.revealed = {}
        self.flips.clear()
        self.total_shown = Tween(0.0, 0.0, 0.0)
        self.total_shown.advance(1)
        self.verdict = None

    def _count_to(self, value: float) -> None:
        start = self.total_shown.value if self.total_shown else 0.0
        self.total_shown = Tween(0.28, float(start), float(value), ease=ease_out_cubic)
        self.events.anim.add(self.total_shown)

    def _flip_steps(self, slot: tuple, card: str) -> list[Any]:
        flip = self._tween(FLIP, ease=ease_in_out_quad)

        def on() -> None:
            sound.play("card_flip")
            self.flips[slot] = Flip(flip, None, card)
            self.revealed[slot] = card
        return [on, flip, Wait(0.1)]

    def _teepee_steps(self, slot: tuple, tp: dict) -> list[Any]:
        drew = tp["drew"]
        who = self.seat_name(tp["seat"])
        pose = {}

        def on() -> None:
            n = self.hand_size(slot[0])
            x, y, _ = self.card_place(slot[0], slot[1], n)
            pose["to"] = (x + TEEPEE_OFF[0], y + TEEPEE_OFF[1])
            if drew is None:
                self._caption(f"Teepee: {who} would draw, but no card is left", "power", 1.6)
                return
            self._caption(f"Teepee: {who} draws the top card: {art.label(drew)}", "power",
                          1.8)
            sound.play("card_deal")
            self._fly(DRAW_POS, pose["to"], drew, dur=0.5,
                      land=lambda: setattr(self, "teepee", (slot, drew)))
        return [Wait(0.2), on, Wait(0.9)]

    def _count_steps(self, slot: tuple, running: int, sign: str, value: str,
                     caption: str | None) -> list[Any]:
        t = self._tween(0.3, ease=ease_out_back)

        def on() -> None:
            sound.play("reveal")  # each card as it is counted
            self.marks[slot] = (sign, t, value)
            self._count_to(running)
            if caption:
                self._caption(caption, "info", 1.2)
        return [on, t, Wait(0.12)]

    def _spirit_steps(self, slot: tuple | None, value: int | None, running: int) -> list[Any]:
        t = self._tween(0.4, ease=ease_out_cubic)

        def on() -> None:
            if slot is None:
                self._caption("Spirit: no positive card to cancel", "power", 1.6)
                return
            sound.play("reveal")
            self.struck = (slot, t)
            self._caption(f"Spirit: the highest positive card ({value}) counts 0", "power",
                          1.8)
            self._count_to(running)
        return [on, t, Wait(0.8)]

    def _chief_steps(self, running: int) -> list[Any]:
        t = self._tween(0.45, ease=ease_out_back)

        def on() -> None:
            sound.play("reveal")
            self.doubled = t
            self._caption("Chief: every positive card counts double", "power", 1.8)
            self._count_to(running)
        return [on, t, Wait(0.8)]

    def _verdict_steps(self, e: dict) -> list[Any]:
        def on() -> None:
            self.total_shown = Tween(0.0, float(e["total"]), float(e["total"]))
            self.total_shown.advance(1)
            rel = "The total reaches the bid" if e["total"] >= e["bid"] else \
                "The total is below the bid"
            lost = "two feathers" if e["lost"] == 2 else "a feather"
            self.verdict = f"{rel}: {self.seat_name(e['loser'])} loses {lost}"
            self.caption = None
            self.whisper.verdict_shown()
        return [on, Wait(1.3)]

    # feathers, leaving, discards -------------------------------------------------------------
    def _ev_feather(self, e: dict) -> None:
        seat, lost = e["seat"], e["lost"]

        def go() -> None:
            sound.play("feather")
            have = self.view["players"][seat]["feathers"] - self.gone.get(seat, 0)
            slots = art.feather_slots(self.band_centre(seat), have)
            for k in range(min(lost, have)):
                x, y, a = slots[have - 1 - k]
                self._drop_feather(seat, (x, y), a, k)
            self.gone[seat] = self.gone.get(seat, 0) + lost
        self._queue(go, Wait(1.1))

    def _drop_feather(self, seat: int, pos: tuple, angle: float, k: int) -> None:
        side = 1 if angle >= 0 else -1
        # the box's long side runs along the feather; drawn rotated by +90 (see _draw_fallen)
        # a little flick up and inwards, then it floats down, swaying, onto the seat's ledge
        floor = self.panel_rect(seat).bottom - 8
        self.world.toss(pos, (-side * (30 + 20 * k), -260 - 30 * k),
                        size=(art.FEATHER[1] - 6, 7), angle=-angle - 90, spin=side * -40,
                        mass=0.2, data=(self.app.theme.seat(seat), floor), drag=FEATHER_DRAG,
                        flutter=90.0)

    def _ev_out(self, e: dict) -> None:
        seat = e["seat"]
        t = self._tween(0.8)

        def on() -> None:
            self.fading[seat] = t
            self._caption(f"{self.seat_name(seat)} has no feather left and is out",
                          "verdict", 1.6)
        self._queue(on, t, Wait(0.3))

    def _ev_discard(self, e: dict) -> None:
        def go() -> None:
            sound.play("shuffle")  # the round's cards swept to the discard pile
            self._sweep_reveal(DISCARD_POS, faces=True)
            self.piles["discard"] = list(self.piles["discard"]) + list(e["cards"])
        # the reveal snapshot stops here, the cards still on the headbands
        self._queue(_Hold(self, "reveal"), go, Wait(FLY + 0.3))

    def _ev_game_over(self, e: dict) -> None:
        self._queue(lambda: (sound.play("win"), self._caption(
            f"{self.seat_name(e['winner'])} wins the game!", "good", 3.0)), Wait(2.0))

    # ----- physics: floors under each seat for fallen feathers ----------------------------------
    def _build_floors(self) -> None:
        for seg in self._floors:
            self.world.space.remove(seg)
        self._floors = []
        for s in range(self.view["num_seats"]):
            r = self.panel_rect(s)
            x0, x1, y = r.x + 8, r.x + TEXT_X - 6, r.bottom - 8
            for a, b in (((x0, y), (x1, y)), ((x0, y - 60), (x0, y)), ((x1, y - 60), (x1, y))):
                self._floors.append(self.world.wall(a, b, 2))

    def _step_physics(self, dt: float) -> bool:
        for piece in self.world.pieces:
            # near the ledge the sway stops, so the feather tips over and lies flat
            if piece.flutter and piece.body.velocity.y > 0 and \
                    piece.pos[1] > piece.data[1] - 24:
                piece.flutter = 0.0
        if self.events.anim.speed <= 0:
            self.world.settle()  # "no animation": feathers land at once
        moving = self.world.update(dt)
        if self.sweep is not None and self.sweep.done:
            self.world.clear()
            self.sweep = None
        return moving

    # ----- the frame ----------------------------------------------------------------------------
    def update_table(self, dt: float) -> bool:
        moving = self.events.anim.update(dt)
        speed = self.events.speed()
        phys = self._step_physics(dt * speed)
        # seats to choose among breathe a moment, then hold still (scenes.tables.glow): a
        # human thinking it over costs no redraws
        self.breathe(tuple(self.controls.targets()) if self._targeting() else None)
        return moving or phys or self.driver.thinking_seat is not None

    def human_to_act(self) -> int | None:
        if self.reveal is not None:
            return None  # the reveal on show belongs to the last round
        return super().human_to_act()

    def _targeting(self) -> bool:
        return self.controls is not None and bool(self.controls.targets())

    def handle_table(self, event: Any) -> bool:
        if event.type == pygame.MOUSEWHEEL and LOG_RECT.collidepoint(
                getattr(event, "pos", None) or self._pointer):
            self.log_back = max(0, self.log_back + (3 if event.y > 0 else -3))
            self.app.invalidate()
            return True
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
        targets = self.controls.targets()
        if targets and event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for s in targets:
                if self.panel_rect(s).collidepoint(event.pos):
                    self.controls.send(f"shaman {self.controls.mode} {s}")
                    return True
        return self.controls.handle(event)

    # ----- the game log ---------------------------------------------------------------------------
    def describe(self, seat: int, action: str, events: list[dict]) -> list[str]:
        names = [self.seat_name(s) for s in range(len(self.match.seats))]
        lines = (narrate(e, names) for e in events)
        return [line for line in lines if line]

    # ----- snapshots (scenes/tools.snapshot) ---------------------------------------------------
    def freeze_for_snapshot(self) -> None:
        """Bring the table to the still the snapshot wants (called by the tools)."""
        pending = getattr(self.match, "snapshot_pending", None)
        self.skip_animations()
        if pending is not None:
            self.match.snapshot_pending = None
            self.hold = "reveal"
            self._apply(*pending)
            tl = self.events.timeline
            for _ in range(5000):
                if tl is None or tl.done or isinstance(tl.current, _Hold):
                    break
                self.update_table(1 / 60)
            self.hold = None
            for _ in range(240):  # let the lost feather come to rest
                if not self._step_physics(1 / 60):
                    break
            self.events.anim.clear()
            self.caption = None
        else:
            self.view = self.observe()
            self._sync_piles()
            self.caption = None
        self.controls.update(0.0)
        self.app.invalidate()


class _Hold(Anim):
    """A step that waits while the table's ``hold`` names it (snapshots stop here)."""

    def __init__(self, table: TilsitTable, name: str) -> None:
        self.table, self.name = table, name
        self.done = False

    def advance(self, dt: float) -> float:
        if self.table.hold == self.name:
            return 0.0
        self.done = True
        return dt

    def finish(self) -> None:
        self.done = True



def _reorder(events: list[dict]) -> list[dict]:
    """A pile refilled while dealing is shown before the deal (the engine lists it after)."""
    out = list(events)
    for i, e in enumerate(out):
        if e["type"] == "deal":
            later = [x for x in out[i + 1:] if x["type"] == "reshuffle"]
            if later:
                rest = [x for x in out[i + 1:] if x["type"] != "reshuffle"]
                return out[:i] + later + [e] + rest
            break
    return out


__all__ = ["TilsitTable"]
