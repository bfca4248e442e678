"""The scene every game's table builds on: the glue between three parts and the app.

* ``driver`` (``scenes.match_driver``, no pygame) keeps the match going: whose turn
  it is, the bots' decisions off the frame loop with a short visible thinking moment,
  fast-forward, autosave after every move;
* ``privacy`` (``scenes.privacy``, pure) says which seat's private view this frame
  may show: with several humans at one screen only the seat that confirmed "I am
  NAME" on the gate, until its decision is made; every other frame is public;
* ``events`` (``scenes.event_player``) plays the engine's events as animation and
  log lines, through the handlers the table declares; the driver waits for it.

This class puts them on screen: it raises the pass gate, draws the observation
``view`` (``draw_table``), shows notices, the fast-forward button and the results,
autosaves when the window closes mid-game, opens the pause menu on Esc, and lets a
click or Space skip the running animation. A subclass draws (``draw_table``), turns
events into animation (``on_events``, usually ``_play_events`` with a handler per
event type, queuing steps with ``_queue``) and offers its ``controls``, which call
``act`` for a human.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.core import IllegalAction
from game.match import Match
from scenes import bot_worker, sound
from scenes.event_player import EventPlayer, tween
from scenes.key_guard import KeyGuard
from scenes.match_driver import MatchDriver
from scenes.privacy import SeatPrivacy, Step
from scenes.scene import Scene
from scenes.tables.drawing import draw_fast_button

log = logging.getLogger(__name__)


#: keys that decide nothing (leave, look, move the focus, step back): never held back
FREE_KEYS = (pygame.K_ESCAPE, pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT,
             pygame.K_RIGHT, pygame.K_BACKSPACE, pygame.K_F11, pygame.K_l, pygame.K_t)


def addressed(table: TableBase, seat: int | None) -> bool:
    """True when ``table``'s words for ``seat`` may say "you" ("Your turn", the YOU
    tag): it is the seat of the person at the screen. A replay (``view_source`` set)
    is nobody's game to play: it names every seat."""
    return seat is not None and table.view_source is None \
        and seat == table.privacy.private_seat


@dataclass(frozen=True)
class Notice:
    """A short message on the table (an illegal click...) until scene time ``until``."""

    text: str
    until: float


class TableBase(Scene):
    #: a bot's visible thinking moment at animation speed 1 (seconds, min..max)
    THINK = (0.6, 1.0)
    #: how long a notice (an illegal click...) stays on screen
    NOTICE_TIME = 2.5
    #: True: the subclass adds log lines as its animation reaches each event, so the
    #: log never tells an outcome before the table has shown it
    LOG_IN_ANIMATION = False
    #: a resumed game's log tells this many of its last moves (the earlier ones are
    #: replayed untold): telling a move builds a whole view of the game, so telling every
    #: move of a long game cost minutes on the frame loop (5,000 moves: 170 s)
    LOG_REBUILD_MOVES = 400
    #: what the table remembers of the log it told (attribute names; the words it has
    #: used already, say): kept with each move of a ``Retelling``, so a table built at a
    #: step tells on from there as one that told the whole log would
    TOLD_MEMORY: tuple[str, ...] = ()
    #: event type -> the method animating it (None: nothing to show, on purpose);
    #: None: each event goes to an ``_ev_<type>`` method (scenes.event_player)
    EVENT_HANDLERS: dict[str, str | None] | None = None
    #: the still moments ``freeze_for_snapshot`` can hold (scenes/snapshot_steering)
    SNAPSHOT_STATES: tuple[str, ...] = ()
    #: the subclass's physics world (scenes.physics.World), if any: settled on a skip
    world: Any = None
    #: the family of background music this table loops (scenes.sound.MUSIC), or None
    MUSIC: str | None = None
    #: the subclass's turn controls (scenes.tables.controls_base), if any
    controls: Any = None
    #: while a resumed game's log is rebuilt: the view its next action was made in
    told_view: dict | None = None
    #: event types that everyone watches (a deal, a reveal): an action producing one
    #: closes the acting seat's private window even if that seat acts again next
    WINDOW_ENDS_ON: tuple[str, ...] = ("deal", "reveal")
    #: where the fast-forward button sits (tables move it off their own labels)
    FAST_RECT = (530, 6, 220, 28)
    #: the most lines of the last move's story the results screen shows
    WHY_LINES = 6
    #: a table whose lit choices breathe (scenes.tables.glow.Breath) keeps it here
    breath: Any = None
    #: what a replay chooses to draw (scenes.replay_scene, through game.replay.view):
    #: when set, ``observe`` draws it instead of the privacy's choice
    view_source: Callable[[], dict] | None = None
    #: a lesson played at this table (scenes.lesson_overlay): it sees each move of the
    #: learner first, and one the lesson is not waiting for is explained, not played
    lesson: Any = None

    def __init__(self, app: Any, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.game = match.game
        self.clock = 0.0  # scene time in seconds (advanced by update, so tests can drive it)
        self.driver = MatchDriver(match, self.think_time)
        self.privacy = SeatPrivacy(match.humans(), getattr(self.game, "PRIVATE_FACTS", True),
                                   self.driver.asked())
        self.events = EventPlayer(self)
        self.log_lines: list[str] = []
        self.notice: Notice | None = None
        # keys pressed before a prompt was on screen never answer it (scenes.key_guard)
        self.key_guard = KeyGuard(FREE_KEYS)
        self._results_shown = False
        hooks = getattr(self.app, "quit_hooks", None)
        if isinstance(hooks, list):  # the window closing saves a game still running
            hooks.append(self.on_quit)
        self.events.retell()
        log.info("table opened: %s, seats %s, %d actions so far", match.info.id,
                 ", ".join(f"{s.name} ({s.kind})" for s in match.seats), len(self.game.history))
        if len(self.match.humans()) < len(self.match.seats):
            bot_worker.warm_up()

    # ----- what the subclass draws and animates ----------------------------------------
    def seat_name(self, seat: int) -> str:
        if 0 <= seat < len(self.match.seats):
            return self.match.seats[seat].name
        return "Dealer"

    @property
    def curtain(self) -> bool:
        """True while a gate hides the table: nothing of the table is drawn."""
        return self.privacy.gate is not None

    def observe(self) -> dict:
        """The observation to draw: the private view of ``privacy.private_seat``, else
        the public view (between windows in pass-and-play, and at a bots-only table)."""
        if self.view_source is not None:
            return self.view_source()
        seat = self.privacy.private_seat
        if seat is not None:
            return self.game.observation(seat)
        return self.game.public_observation()

    def refresh(self) -> None:
        """Bring ``view``, the observation on screen, up to the engine. Tables let it lag
        on purpose and refresh it when their animation reaches a moment."""
        self.view = self.observe()
        self.app.invalidate()

    def viewer_changed(self, old: int | None, new: int | None) -> None:
        """The viewer seat changed: show that seat's view, with fresh controls."""
        self.view = self.observe()
        if self.controls is not None:
            self.controls.reset()

    def on_events(self, events: list[dict], seat: int, action: str) -> None:
        """Queue animations for the events ``seat``'s ``action`` produced."""

    def _play_events(self, events: list[dict], seat: int, action: str) -> None:
        self.events.play(events, seat, action)

    def play_opening(self) -> bool:
        """Animate the game's opening events (the first deal...) at a fresh table;
        False when there is nothing to show (none, or a game resumed)."""
        events = self.game.initial_events()
        if self.game.history or not events:
            return False
        self.on_events(events, -1, "")
        return True

    def _queue(self, *steps: Any) -> None:
        self.events.queue(*steps)

    _tween = staticmethod(tween)

    def busy(self) -> bool:
        """True while an animation the driver must wait for is running."""
        return self.events.busy()

    def skip_animations(self) -> None:
        self.events.skip()

    def describe(self, seat: int, action: str, events: list[dict]) -> list[str]:
        """Lines for the game log; the default prints the notation."""
        return [f"{self.seat_name(seat)}: {action}"]

    def tell(self, lines: list[str]) -> None:
        """The log lines of an event, as its animation reaches it (a table may also show
        them on the felt)."""
        self.log_lines.extend(lines)

    def think_time(self) -> float:
        """A bot's visible thinking moment now (a table may shorten it)."""
        return self.driver.think_moment(self.THINK, self.events.speed())

    def update_table(self, dt: float) -> bool:
        """Advance the subclass's animations; True while anything moves."""
        return False

    def draw_table(self, p: Any) -> None:
        """Draw the table for ``privacy.viewer`` (never called while the curtain is up)."""

    def draw_curtain(self, p: Any) -> None:
        """What shows while a gate hides the table: nothing private."""
        p.fill(getattr(getattr(self.app, "theme", None), "bg", (20, 40, 32)))

    def _draw_fast_button(self, p: Any) -> None:
        draw_fast_button(p, self.FAST_RECT, self.driver.fast)

    def handle_table(self, event: Any) -> bool:
        """Input for the subclass's controls; True when consumed."""
        return False

    # ----- acting --------------------------------------------------------------------
    def human_to_act(self) -> int | None:
        """The human whose controls are live now (in pass-and-play, only inside that
        seat's window, or at the shared prompt of a public window)."""
        if self.busy() or self.driver.thinking is not None:
            return None
        return self.privacy.actor(self.driver.asked())

    def act(self, seat: int, action: str) -> bool:
        """A human's action from the controls; refused actions show a notice, never crash."""
        try:
            action = self.game.parse(action)
        except IllegalAction as e:
            self.say(str(e))
            return False
        if seat != self.human_to_act():
            self.say("Not your turn yet.")
            return False
        if self.lesson is not None and not self.lesson.admits(seat, action):
            return False
        return self._apply(seat, action)

    def _apply(self, seat: int, action: str) -> bool:
        before = self.game.public_observation() if self.privacy.window is not None else None
        try:
            events = self.driver.apply(seat, action)
        except IllegalAction as e:
            self.say(str(e))
            return False
        watched = any(e.get("type") in self.WINDOW_ENDS_ON for e in events)
        held = self.holds_window(seat, events)
        if before is not None and self.privacy.decided(seat, watched, self.driver.asked(),
                                                       held):
            # The decision is made: from this frame on only the public view is drawn,
            # as it stood before the action, so the animation still tells it in order.
            self.view = before
            if self.controls is not None:
                self.controls.reset()
        self._move_lines_from = len(self.log_lines)  # this move's story starts here
        if not self.LOG_IN_ANIMATION:
            self.log_lines.extend(self.describe(
                seat, action, self.game.events_for(events, self.privacy.log_seat)))
        # private events (a card shown to one player) reach the table only as the seat
        # on screen may see them
        self.on_events(self.game.events_for(events, self.privacy.private_seat), seat, action)
        self.app.invalidate()
        return True

    def holds_window(self, seat: int, events: list[dict]) -> bool:
        """True when ``seat``'s decision told it something of its own to read (a search's
        whisper): on a shared screen its window stays open until it has (``acknowledge``)."""
        return False

    def acknowledge(self) -> None:
        """The reading seat has read: its decision is done, the public view comes back
        and the match goes on."""
        if self.privacy.read():
            self.view = self.observe()
            if self.controls is not None:
                self.controls.reset()
            self.app.invalidate()

    def control_rect(self, name: str) -> pygame.Rect | None:
        """Where the control or place called ``name`` is on the canvas now ("bid",
        "centre", "card:1"...), for a lesson's pointer; None when it is not on screen.
        A game's controls name theirs (``TableControls.control_rect``)."""
        return self.controls.control_rect(name) if self.controls is not None else None

    def say(self, text: str) -> None:
        self.notice = Notice(text, self.clock + self.NOTICE_TIME)
        self.app.invalidate()

    # ----- each frame ----------------------------------------------------------------
    def update(self, dt: float) -> bool:
        self.clock += dt
        if self.lesson is not None:   # for good: the game stays a lesson's after it
            self.match.taught = True
        moving = bool(self.update_table(dt))
        if self.notice and self.clock > self.notice.until:
            self.notice = None
            moving = True
        if self.busy():
            moving = True
        elif self.driver.thinking is None and self.game.is_terminal():
            if not self._results_shown:
                self._results_shown = True
                self.driver.clear_autosave()
                from scenes.results import ResultsScene

                self.app.push(ResultsScene(self.app, self.match, title=self.results_title(),
                                           why=self.end_story()))
        elif self.privacy.reading is not None:
            pass  # a seat reads what its decision told it: the match waits for its OK
        elif self.driver.thinking is None and (asked := self.driver.asked()).humans:
            self._follow(self.privacy.route(asked))
            # behind a gate the "your turn" cue waits for "I am NAME"
            if self.driver.newly_asked(asked) and not self.curtain:
                sound.play("your_turn")
                self.app.ask_attention()
        else:
            move = self.driver.bot_move(self.clock)
            if move is not None:
                self._apply(move.seat, move.action)
            moving = moving or move is not None or self.driver.thinking is not None
        self.update_controls(dt)
        return moving

    def update_controls(self, dt: float) -> None:
        """Runs after the driver, so the controls match this frame's turn, never last
        frame's. A new question put to a human (a new turn, a new window, another
        player's move changing it) opens the key guard; a step the player takes within
        it (choosing a target) is not a new question."""
        c = self.controls
        if c is not None:
            c.update(dt)
            self.key_guard.watch(None if c.waiting else (
                len(self.game.history), c.key[1] if c.key else None, self.privacy.viewer),
                self.clock)

    def next_change(self) -> float | None:
        """A notice on show expires at a set time, input or not; a breathing glow takes
        its next step."""
        times = [max(0.0, self.notice.until - self.clock)] if self.notice else []
        if self.breath is not None:
            step = self.breath.next_change(self.clock)
            if step is not None:
                times.append(step)
        return min(times) if times else None

    def breathe(self, key: Any) -> None:
        """Light ``key`` (None: nothing lit) in the table's breath; a step not drawn yet
        asks for one redraw (``next_change`` wakes the idle loop for the next)."""
        self.breath.light(key, self.clock)
        if self.breath.due(self.clock):
            self.app.invalidate()

    # ----- the pass gate ---------------------------------------------------------------
    def _follow(self, step: Step) -> None:
        """Do what a privacy step asks: another seat's view, the public view, a gate."""
        if step.public:
            self.view = self.observe()
            if self.controls is not None:
                self.controls.reset()
        if step.moved:
            self.viewer_changed(step.was, self.privacy.viewer)
        if step.gate is not None:
            from scenes.gate import PassGate

            sound.play("gate")
            self.app.ask_attention()
            self.app.push(PassGate(self.app, self.seat_name(step.gate),
                                   on_confirm=self._gate_passed))
        if step != Step():
            self.app.invalidate()

    def _gate_passed(self) -> None:
        """The right person is at the screen: their window opens on their view."""
        if self.privacy.pass_gate() is None:
            return
        sound.play("your_turn")
        if self.privacy.shared:
            self.view = self.observe()
            if self.controls is not None:
                self.controls.reset()
        self.app.invalidate()

    def enter(self) -> None:
        sound.play_music(self.MUSIC)  # the same tune goes on under gates and overlays
        # back on top after a gate: it was confirmed (a gate cannot be dismissed otherwise)
        if self.curtain and self.app.top is self:
            self._gate_passed()

    # ----- the end -----------------------------------------------------------------------
    def win_text(self) -> str:
        """Who won, in a few words, for the controls strip (a game whose winners are a
        team says so in its table)."""
        won = [s for s in self.game.winners() if 0 <= s < len(self.match.seats)]
        if not won:
            return "The game is over."
        names = [self.seat_name(s) for s in won]
        if len(names) == 1:
            return f"{names[0]} wins the game."
        return " and ".join([", ".join(names[:-1]), names[-1]]) + " share the win."

    def results_title(self) -> str | None:
        """The results screen's heading, where the table words it its own way (None:
        the screen names the winners)."""
        return None

    def end_story(self) -> list[str]:
        """Why the game ended, in the game's own words: the log of the move that ended
        it (the reveal and its total, the card lost, the stone brought home), its last
        few lines. The log is written for the eyes that watch the results."""
        start = getattr(self, "_move_lines_from", None)
        if start is None or not self.game.is_terminal():
            return []
        lines = [ln.strip() for ln in self.log_lines[start:] if ln.strip()]
        if len(lines) > 1 and lines[-1].endswith(("wins the game!", "win the game!")):
            lines.pop()  # the results' heading says it already (a reason after it stays)
        return lines[-self.WHY_LINES:]

    @classmethod
    def snapshot_states(cls) -> list[str]:
        """The still moments a snapshot can show (scenes/tools.snapshot)."""
        return list(cls.SNAPSHOT_STATES)

    # ----- saves, leaving ----------------------------------------------------------------
    def autosave(self) -> None:
        self.driver.autosave()

    def close(self) -> None:
        sound.play_music(None)  # back at the menu: the table's tune fades out
        # off the stack for good: the window closing later must not autosave this table
        hooks = getattr(self.app, "quit_hooks", None)
        if isinstance(hooks, list) and self.on_quit in hooks:
            hooks.remove(self.on_quit)

    def on_quit(self) -> None:
        # only a table still open saves: one left for the menu was saved (or dropped) then
        if not self.game.is_terminal() and self in self.app.stack:
            self.autosave()

    def open_pause(self) -> None:
        from scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self))

    def open_log(self) -> None:
        """The whole game log, over the table (L)."""
        from scenes.log_view import LogScene

        self.app.push(LogScene(self.app, f"{self.match.info.title}: the game so far",
                               list(self.log_lines)))

    # ----- input and drawing ---------------------------------------------------------------
    def handle(self, event: Any) -> bool:
        key = event.key if event.type == pygame.KEYDOWN else None
        click = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        if self.curtain:
            return True
        if key == pygame.K_l:
            self.open_log()
            return True
        answers = key is None or self.key_guard.admits(key, self.clock)
        if self.driver.spectating() and (
                key == pygame.K_f or click and pygame.Rect(self.FAST_RECT).collidepoint(event.pos)):
            # fast-forward the bots' game; again: straight to the result
            self.driver.faster()
            if self.driver.fast == 2:
                self.skip_animations()
            self.app.invalidate()
            return True
        if self.busy() and (click or key == pygame.K_SPACE):
            self.skip_animations()
            self.app.invalidate()
            return True
        if not answers:
            return True  # pressed before the prompt could be read: no answer to it
        return bool(self.handle_table(event))

    def claims_key(self, event: Any) -> bool:
        return self.controls is not None and not self.curtain \
            and bool(self.controls.claims_key(event))

    def draw(self, p: Any) -> None:
        if self.curtain:
            self.draw_curtain(p)
            return
        self.draw_table(p)
        if self.driver.spectating():
            self._draw_fast_button(p)
