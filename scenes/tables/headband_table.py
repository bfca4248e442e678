"""The table both headband games share: a deal, a bid, a reveal and its verdict in time.

HeidelBÄR and Tilsit tell a round the same way: the cards fly from the deck to the
seats, bids pop, a call is made, the cards turn over and the total counts up as the
engine's trace says, the verdict shows, someone may leave. ``HeadbandTable`` plays
that; each game's table names its view, its stage and its reveal script (the
reveal's steps from the engine's trace, the verdict's words), and adds its own
events (HeidelBÄR's peeks and eyes, Tilsit's Shaman powers and feathers).

What is drawn lags the engine on purpose: after a call the engine has already dealt
the next round while the table still plays the reveal. So the table keeps ``view``
(the observation on screen) and refreshes it when the animation reaches a moment.
Everything the animation has shown so far lives in one ``stage`` (a small dataclass
per game); the view object (``look``) draws from the observation and the stage only.

``EVENT_HANDLERS`` names, for every event type a game's engine emits, the method that
animates it (``_ev_<type>``), or None where an event is silent on purpose.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from scenes import sound
from scenes.anim import Anim, Animator, Tween, Wait, ease_out_back, ease_out_cubic
from scenes.table_base import TableBase
from scenes.tables.whisper import OddsWhisper

FLIP = 0.34      # one card turning over
FLY = 0.36       # a card's flight
COUNT_UP = 0.3   # the total counting up to its next figure


@dataclass
class Flight:
    """A card in the air from ``start`` to ``end`` (``face`` None: its back)."""
    tween: Tween
    start: tuple
    end: tuple
    face: str | None


@dataclass
class Caption:
    """Words on the felt (a call, a power, a verdict) for the length of ``tween``;
    ``y`` is where a table that places them by height puts them."""
    text: str
    tone: str
    tween: Tween
    y: float = 438


@dataclass
class Strike:
    """The card the count zeroes (Max 0, the Spirit), slashed as ``tween`` runs."""
    slot: Any
    tween: Tween


def held(value: float) -> Tween:
    """A finished tween standing at ``value`` (the total shown before and after a count)."""
    t = Tween(0.0, float(value), float(value))
    t.advance(1)
    return t


@dataclass
class HeadbandStage:
    """What the animation has put on the table so far, both games alike."""
    reveal: dict | None = None                 # the reveal on show, until the next deal
    revealed: dict = field(default_factory=dict)   # slot -> face turned up so far
    flips: dict = field(default_factory=dict)      # slot -> Flip
    flights: list[Flight] = field(default_factory=list)
    undealt: set = field(default_factory=set)      # slots whose card is still in the air
    deal_order: list = field(default_factory=list)
    total_shown: Tween | None = None
    struck: Strike | None = None
    caption: Caption | None = None
    fading: dict[int, Tween] = field(default_factory=dict)   # seats leaving the game
    pops: dict[int, Tween] = field(default_factory=dict)     # a bid popping at a seat
    sweep: Tween | None = None                 # last round's fallen pieces fading away
    hold: str | None = None                    # a snapshot's Hold name to stop at

    def new_round(self) -> None:
        """A deal clears the last reveal and what it marked."""
        self.reveal = None
        self.revealed.clear()
        self.flips.clear()
        self.total_shown = None
        self.struck = None
        self.caption = None
        self.fading.clear()

    def begin_reveal(self, e: dict) -> None:
        """The call's reveal ``e`` goes on show: nothing turned over, the total at 0."""
        self.reveal = e
        self.revealed = {}
        self.flips.clear()
        self.total_shown = held(0)

    def draw_taken(self) -> None:
        """A card left the draw pile (a table that counts the pile shows one fewer)."""

    def landed(self, tween: Tween) -> None:
        """The card flying on ``tween`` has arrived: it is no longer in the air."""
        self.flights[:] = [f for f in self.flights if f.tween is not tween]


class Hold(Anim):
    """A step that waits while the stage's ``hold`` names it (snapshots stop here)."""

    def __init__(self, stage: HeadbandStage, name: str) -> None:
        self.stage, self.name = stage, name
        self.done = False

    def advance(self, dt: float) -> float:
        if self.stage.hold == self.name:
            return 0.0
        self.done = True
        return dt

    def finish(self) -> None:
        self.done = True


class HeadbandTable(TableBase):
    LOG_IN_ANIMATION = True
    MUSIC = "bidding"  # the card tables share one tune
    SNAPSHOT_STATES = ("start", "mid", "reveal")
    #: event type -> the method animating it, None where silent on purpose
    EVENT_HANDLERS: dict[str, str | None] = {}
    #: events after which the view is not brought up to the engine before animating
    HEAVY: tuple[str, ...] = ("reveal", "deal")
    STAGE: type[HeadbandStage] = HeadbandStage
    VIEW: type = object            # the game's view class (scenes.tables.<game>.view)
    REVEAL: type = object          # the game's reveal script (scenes.tables.<game>.reveal)
    narrate = staticmethod(lambda event, names: None)   # the game's log words for an event
    DEAL_GAP = 0.12                # between two dealt cards
    VERDICT_WAIT = 1.3             # the verdict stays before the next step
    OUT_WORDS = ("{} is out of the game", 1.2)   # a seat leaving: words, seconds
    WIN_TIME = 2.5                 # seconds the winner's words stay

    def __init__(self, app: Any, match: Any) -> None:
        self.whisper = OddsWhisper(self)   # the seat's own odds, when the setting is on
        self.stage = self.STAGE()
        self.deco = Animator(app)   # what the driver does not wait for (speech bubbles)
        self._pointer = (0, 0)      # where the mouse last moved (the log scrolls there)
        super().__init__(app, match)
        self.look = self.VIEW(self)
        self.script = self.REVEAL(self)   # a call's reveal and verdict, step by step
        self.layers = self.look.layers   # the drawing cache (tests and checks clear it)
        self.view = self.observe()

    @property
    def reveal(self) -> dict | None:
        """The reveal on show (the whisper's outcome line belongs to it)."""
        return self.stage.reveal

    # ----- what the viewer may see ----------------------------------------------------------
    def panel_rect(self, seat: int) -> pygame.Rect:
        return self.look.panel_rect(seat)

    def visible_faces(self) -> dict:
        """Every card face the table would show now (only the observation and the
        public reveal feed it)."""
        return self.look.visible_faces()

    # ----- events -> animation ------------------------------------------------------------------
    def _apply(self, seat: int, action: str) -> bool:
        self.whisper.before(seat, action)
        return super()._apply(seat, action)

    def on_events(self, events: list[dict], seat: int, action: str) -> None:
        self.whisper.after(seat, events)
        if not any(e["type"] in self.HEAVY for e in events):
            self._queue(lambda: self._refresh_before(events))
        self._play_events(events, seat, action)

    def _refresh_before(self, events: list[dict]) -> None:
        """A bid and the like show at once, before their animation."""
        self.refresh()

    def _caption(self, text: str, tone: str = "info", dur: float = 1.6,
                 y: float = 438) -> None:
        t = Tween(dur, 0.0, 1.0, ease=lambda x: x)
        self.stage.caption = Caption(text, tone, t, y)
        self.events.anim.add(t)

    def _fly(self, a: tuple, b: tuple, face: str | None, land: Any = None, dur: float = FLY,
             from_pile: bool = False) -> Tween:
        """A card flying from ``a`` to ``b``; ``land`` runs as it arrives."""
        if from_pile:
            self.stage.draw_taken()

        def done() -> None:
            self.stage.landed(tw)
            if land is not None:
                land()
        tw = Tween(dur, 0.0, 1.0, ease=ease_out_cubic, on_done=done)
        self.stage.flights.append(Flight(tw, a, b, face))
        self.events.anim.add(tw)
        return tw

    def _ev_deal(self, e: dict) -> None:
        n = self.view["num_seats"]
        st = self.stage

        def start() -> None:
            st.new_round()
            self.refresh()
            live = [(e["start_seat"] + i) % n for i in range(n)]
            order = self.look.deal_slots([s for s in live if not self.view["players"][s]["out"]])
            st.undealt = set(order)
            st.deal_order = order
            self._dealt(e, order)
            if self.world.pieces:  # last round's fallen pieces fade off the felt
                st.sweep = self._tween(0.5)
                self.events.anim.add(st.sweep)

        live = [pl["seat"] for pl in self.game.observation(0)["players"] if not pl["out"]]
        steps: list[Any] = [Hold(st, "reveal"), start]  # a snapshot holds the reveal here
        for i in range(len(self.look.deal_slots(live))):
            steps.append(self._deal_one(i))
            steps.append(Wait(self.DEAL_GAP))
        steps.append(Wait(FLY))
        self._queue(*steps)

    def _dealt(self, e: dict, order: list) -> None:
        """The round's deal begins (the game's words and sounds for it)."""

    def _deal_one(self, i: int) -> Any:
        def go() -> None:
            order = self.stage.deal_order
            if i >= len(order):
                return
            slot = order[i]
            sound.play("card_deal")
            start, end = self.look.deal_path(slot)
            self._fly(start, end, None, land=lambda: self.stage.undealt.discard(slot),
                      from_pile=True)
        return go

    def _ev_bid(self, e: dict) -> None:
        t = self._tween(0.45, ease=ease_out_back)
        self.stage.pops[e["seat"]] = t
        self._queue(lambda: (sound.play("bid"), self._bubble(e["seat"], str(e["value"]))), t)

    def _bubble(self, seat: int, text: str) -> None:
        """A call said aloud at ``seat`` (a table that shows speech bubbles floats it up)."""

    # the reveal ---------------------------------------------------------------------------------
    def _ev_reveal(self, e: dict) -> None:
        self._queue(lambda: self.stage.begin_reveal(e), *self.script.steps(e),
                    *self._verdict_steps(e))

    def _count_to(self, value: float) -> None:
        """The total counts up (or down) to ``value``; it lands as a counted card's mark
        finishes popping, well before the next card is counted."""
        st = self.stage
        start = st.total_shown.value if st.total_shown else 0.0
        st.total_shown = Tween(COUNT_UP, float(start), float(value), ease=ease_out_cubic)
        self.events.anim.add(st.total_shown)

    def _verdict_steps(self, e: dict) -> list[Any]:
        def on() -> None:
            self.stage.total_shown = held(e["total"])
            self.script.verdict(e)
            self.whisper.verdict_shown()
        return [on, Wait(self.VERDICT_WAIT)]

    def _ev_out(self, e: dict) -> None:
        seat = e["seat"]
        t = self._tween(0.8)
        words, dur = self.OUT_WORDS

        def on() -> None:
            self.stage.fading[seat] = t
            self.view["players"][seat]["out"] = True
            self._caption(words.format(self.seat_name(seat)), "verdict", dur)
        self._queue(on, t, Wait(0.3))

    def _ev_game_over(self, e: dict) -> None:
        self._queue(lambda: (sound.play("win"), self._caption(
            f"{self.seat_name(e['winner'])} wins the game!", "good", self.WIN_TIME)),
            Wait(2.0))

    # ----- the frame ----------------------------------------------------------------------------
    def update_table(self, dt: float) -> bool:
        moving = self.events.anim.update(dt)
        moving = self.deco.update(dt) or moving
        phys = self._step_physics(dt * self.events.speed())
        # the turn highlight and thinking dots breathe, but only while someone waits
        return moving or phys or self.driver.thinking_seat is not None

    def _step_physics(self, dt: float) -> bool:
        """Move the game's fallen pieces on; True while any moves."""
        return False

    def handle_table(self, event: Any) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
        if event.type == pygame.MOUSEWHEEL and self.look.LOG_RECT.collidepoint(
                getattr(event, "pos", None) or self._pointer):
            # wheel up: older lines, three a notch
            self.look.log_back = max(0, self.look.log_back + (3 if event.y > 0 else -3))
            self.app.invalidate()
            return True
        return self.controls.handle(event)

    def draw_table(self, p: Any) -> None:
        self.look.draw(p)

    def draw_curtain(self, p: Any) -> None:
        self.look.draw_backdrop(p)

    # ----- the game log ---------------------------------------------------------------------------
    def describe(self, seat: int, action: str, events: list[dict]) -> list[str]:
        names = [self.seat_name(s) for s in range(len(self.match.seats))]
        out: list[str] = []
        for e in events:
            line = self.narrate(e, names)
            if line:
                out.extend(line.split("\n"))
        return out

    # ----- snapshots (scenes/tools.snapshot) ---------------------------------------------------
    def freeze_for_snapshot(self) -> None:
        """Bring the table to the still the snapshot wants (called by the tools): a
        pending call is played through its reveal and held before the cards go."""
        pending = getattr(self.match, "snapshot_pending", None)
        self.skip_animations()
        if pending is not None:
            self.match.snapshot_pending = None
            self.stage.hold = "reveal"
            self._apply(*pending)
            tl = self.events.timeline
            for _ in range(5000):
                if tl is None or tl.done or isinstance(tl.current, Hold):
                    break
                self.update_table(1 / 60)
            self.stage.hold = None
            self._come_to_rest()
        else:
            self.refresh()
            self.stage.caption = None   # the words of the deal just skipped
        self.deco.skip()  # no speech bubble frozen in mid-air
        self.controls.update(0.0)
        self.app.invalidate()

    def _come_to_rest(self) -> None:
        """The held reveal, everything in motion stopped."""
        self.events.anim.clear()
        self.world.settle()
