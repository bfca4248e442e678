"""The table both headband games share: a deal, a bid, a reveal and its verdict in time.

HeidelBÄR and Tilsit tell a round the same way: the cards fly from the deck to the
seats, bids pop, a call is made, the cards turn over and the total counts up as the
engine's trace says, the verdict shows, someone may leave. ``HeadbandTable`` plays
that; each game's table names its view, its stage, its reveal script (the
reveal's steps from the engine's trace, the verdict's words) and its event handlers,
which add its own events (HeidelBÄR's peeks and eyes, Tilsit's Shaman powers and
feathers) to the shared ones (``scenes.tables.headband_events``).

What is drawn lags the engine on purpose: after a call the engine has already dealt
the next round while the table still plays the reveal. So the table keeps ``view``
(the observation on screen) and refreshes it when the animation reaches a moment.
Everything the animation has shown so far lives in one ``stage`` (a small dataclass
per game); the view object (``look``) draws from the observation and the stage only.

``EVENT_HANDLERS`` names, for every event type a game's engine emits, the handler that
animates it (``animate.<type>``: a method of the handler object the table holds), or
None where an event is silent on purpose.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from scenes.anim import Anim, Animator, Tween
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
    #: event type -> the handler animating it ("animate.<type>"), None where silent on purpose
    EVENT_HANDLERS: dict[str, str | None] = {}
    #: events after which the view is not brought up to the engine before animating
    HEAVY: tuple[str, ...] = ("reveal", "deal")
    STAGE: type[HeadbandStage] = HeadbandStage
    VIEW: type = object            # the game's view class (scenes.tables.<game>.view)
    REVEAL: type = object          # the game's reveal script (scenes.tables.<game>.reveal)
    EVENTS: type = object          # the game's event handlers (scenes.tables.<game>.events)
    narrate = staticmethod(lambda event, names: None)   # the game's log words for an event

    def __init__(self, app: Any, match: Any) -> None:
        self.whisper = OddsWhisper(self)   # the seat's own odds, when the setting is on
        self.animate = self.EVENTS(self)   # the handlers EVENT_HANDLERS names
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
