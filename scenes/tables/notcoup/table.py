"""The NotCoup table: claims, challenges and counters round an oval table.

The engine owns the chain (``game.notcoup.rules``); this scene only draws
observations and plays the events, as the seat on screen may see them, one
after another: the cards dealt at the start, counters sliding between a seat and
the pile (or seat to seat for a Jack) as pymunk bodies, a challenged card turned
face up in the middle and shuffled back into the stock while a new one arrives,
a lost card turned face up in front of its owner, the Ace's two cards drawn (faces
for their owner only; the others see two backs arrive and two leave).

What is drawn lags the engine on purpose: ``view`` is updated piece by piece as
the animation reaches each event and refreshed from the engine at the end. The
table wires its parts: each event's handler (``EVENT_HANDLERS``: the methods of
``NotCoupEvents``, held as ``on``) queues steps on the ``Stage`` (``stage``; the
Transformer's on its plug-in, ``transformer_anim``), which move what ``NotCoupAnim``
(``anim_state``) holds; ``NotCoupView`` (``look``) draws the observation and that
state; ``Controls`` (``controls``) offers the human's choices.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.notcoup.narrate import narrate
from scenes import sound
from scenes.anim import Animator
from scenes.painter import LOGICAL_W
from scenes.physics import World
from scenes.table_base import TableBase
from scenes.tables.drawing import Layers
from scenes.tables.notcoup.anim_state import NotCoupAnim
from scenes.tables.notcoup.controls import Controls
from scenes.tables.notcoup.handlers import EVENT_METHODS, NotCoupEvents
from scenes.tables.notcoup.layout import CHAIN_RECT, LOG_RECT
from scenes.tables.notcoup.stage import DAMPING, Stage
from scenes.tables.notcoup.story import chain_so_far, telling_order
from scenes.tables.notcoup.transformer_anim import TransformerMoves
from scenes.tables.notcoup.view import NotCoupView


class NotCoupTable(TableBase):
    LOG_IN_ANIMATION = True
    MUSIC = "bidding"
    SNAPSHOT_STATES = ("start", "claim", "reveal", "counter", "lose", "exchange", "teams",
                       "heist", "draft", "transformer")
    #: event type -> the handler that animates it, a method of ``on`` (``NotCoupEvents``)
    EVENT_HANDLERS: dict[str, str | None] = {t: f"on.{m}" for t, m in EVENT_METHODS.items()}

    def __init__(self, app: Any, match: Any) -> None:
        self._timer_shown: int | None = None  # the response timer's figure last drawn
        self.view: dict | None = None  # the observation on screen (set once seated)
        self.layers = Layers()
        self.deco = Animator(app)       # speech bubbles: the driver does not wait for them
        self.world = World(gravity=(0.0, 0.0), damping=DAMPING, elasticity=0.4, friction=0.6)
        self.anim_state = NotCoupAnim()
        super().__init__(app, match)
        self.view = self.observe()
        tf = self.view.get("transformer") is not None
        self.look = NotCoupView(self, self.anim_state, self.layers, tf)
        self.stage = Stage(self)
        if tf:
            self.stage.tf = TransformerMoves(self.stage)
        self.on = NotCoupEvents(self)
        self.controls = Controls(self, tf)
        if self.game.history and self.view.get("chain") is not None:
            names = [self.seat_name(s) for s in range(len(self.match.seats))]
            untold = max(0, len(self.game.history) - self.LOG_REBUILD_MOVES)
            lines = chain_so_far(self.match, names, self.privacy.log_seat, untold)
            if lines is not None:
                self.anim_state.chain_lines = lines
        self.play_opening()

    def play_opening(self) -> bool:
        if self.game.history:
            return False
        self.stage.deal()
        return True

    # ----- what the viewer may see (for the privacy tests) -----------------------------------
    def visible_faces(self) -> dict[int, list[str]]:
        """Every hidden card whose face the frame shows, by seat: hands and cards in
        flight to or from a hand (lost and proven cards are public and left out)."""
        out: dict[int, list[str]] = {}
        for s in range(self.view["num_seats"]):
            faces = [f for f in self.look.hand_faces(s) if f is not None]
            if faces:
                out[s] = faces
        for f in self.anim_state.flights:
            if f.private and f.face is not None:
                out.setdefault(f.seat, []).append(f.face)
        return out

    # ----- events -> animation ---------------------------------------------------------------
    def on_events(self, events: list[dict], seat: int, action: str) -> None:
        self._play_events(telling_order(events), seat, action)

    # ----- the frame -----------------------------------------------------------------------
    def skip_animations(self) -> None:
        super().skip_animations()
        self.anim_state.settle()
        for m in self.view.get("front") or []:
            m.pop("_air", None)
        self.stage.settle()

    def update_table(self, dt: float) -> bool:
        moving = self.events.anim.update(dt)
        moving = self.deco.update(dt) or moving
        phys = self.world.update(dt * self.events.speed()) if self.world.pieces else False
        sound.hits("coin", self.world.drain_hits(), LOGICAL_W)  # coins knocking coins, rim
        waiting = self.driver.thinking_seat is not None
        left = self.controls.seconds_left()
        if left is not None and left != self._timer_shown:
            self._timer_shown = left
            self.app.invalidate()  # the countdown's figure changed: one redraw a second
        return bool(moving or phys or waiting)

    def next_change(self) -> float | None:
        """A running response timer wakes the table when its figure next changes."""
        t = super().next_change()
        c = self.controls
        if c.deadline is not None and not c.waiting:
            step = max(0.0, (c.deadline - self.clock) % 1.0) or 1.0
            t = step if t is None else min(t, step)
        return t

    def draw_table(self, p: Any) -> None:
        self.look.draw(p)

    def draw_curtain(self, p: Any) -> None:
        self.look.draw_backdrop(p)

    def _draw_fast_button(self, p: Any) -> None:
        self.look.draw_fast_button(p)

    # ----- input -------------------------------------------------------------------------------
    def handle_table(self, event: Any) -> bool:
        look, c = self.look, self.controls
        if event.type == pygame.MOUSEMOTION:
            look.hover_pos = event.pos  # hover words (the legend, points in front)
        if event.type == pygame.KEYDOWN and (getattr(event, "unicode", "") or "").lower() == "t":
            c.cycle_timer()
            return True
        if event.type == pygame.MOUSEWHEEL:
            mouse = getattr(self.app, "mouse_pos", None)
            if callable(mouse) and LOG_RECT.collidepoint(mouse()):
                look.words.log_scroll = max(0, look.words.log_scroll + 3 * event.y)
                self.app.invalidate()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not c.waiting:
            if c.targets():
                for s in c.targets():
                    if look.panel_rect(s).collidepoint(event.pos):
                        return c.pick_seat(s)
            for rect, what in look.draft_hits:  # the draft board's rows
                if rect.collidepoint(event.pos) and c.tf.pick_draft(what):
                    return True
            seat = self.privacy.private_seat
            if seat is not None and c.key and c.key[2] in ("lose", "exchange"):
                for i, r in enumerate(look.hand_rects(seat)):
                    if r.collidepoint(event.pos):
                        return c.pick_card(i)
        return c.handle(event)

    # ----- the game log -------------------------------------------------------------------------
    def describe(self, seat: int, action: str, events: list[dict]) -> list[str]:
        names = [self.seat_name(s) for s in range(len(self.match.seats))]
        view = self.told_view or self.view
        out: list[str] = []
        for e in events:
            line = narrate(e, names, view)
            if line:
                out.append(line)
        return out

    def win_text(self) -> str:
        """The controls strip at the end: a Co-op team by its name and players."""
        return self.look.words.team_win(self.game.public_observation()) or super().win_text()

    def results_title(self) -> str | None:
        """Co-op: the results screen names the winning team and its players."""
        return self.look.words.team_win(self.game.public_observation())

    # ----- snapshots (scenes/tools.snapshot) ---------------------------------------------
    def freeze_for_snapshot(self) -> None:
        """Bring the table to the still the snapshot wants (a proven card is held up
        in the middle)."""
        pending = getattr(self.match, "snapshot_pending", None)
        self.skip_animations()
        self.deco.skip()
        if pending is not None:
            self.match.snapshot_pending = None
            self._apply(*pending)
            for _ in range(3000):  # play on until the proven card is up in the middle
                if self.anim_state.show is not None or not self.events.anim.busy:
                    break
                self.events.anim.update(1 / 60)
                self.world.update(1 / 60)
        else:
            self.view = self.observe()
        self.controls.update(0.0)
        self.app.invalidate()



__all__ = ["NotCoupTable", "CHAIN_RECT"]
