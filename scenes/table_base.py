"""The generic table driver every game's table scene builds on.

It wraps a ``game.match.Match`` and owns the parts all tables share:

* bots decide in a worker process (``scenes.bot_worker``; a thread where
  processes are not available), so a thinking bot never stalls a frame; their choice is applied
  on the main thread after a short, visible "thinking" moment;
* pass-and-play privacy: with one human the table always shows that human's
  view. With several, ``viewer`` only says whose seat sits at the bottom; a
  seat's private view is drawn only inside its *window*, which opens when that
  seat confirms "I am NAME" on the gate and closes the moment its decision is
  made (it stays open while the same seat goes on acting within its turn, and
  never through a deal or a reveal: ``WINDOW_ENDS_ON``). Every other frame
  (hand-overs, bots' turns, deals, reveals, results) draws the engine's
  ``public_observation()``. A decision every waiting human may make in public (the
  game's ``window(seat)`` says ``public``: a challenge needs no look at a hand)
  raises no gate: the public view stays up and the humans answer one after another
  at one shared prompt (``public_answerer``), their answers sealed;
* engine events are handed to the subclass (``on_events``) to animate; the
  driver waits for the animations before the next seat acts;
* autosave after every action and when the window closes mid-game, Esc for
  the pause menu, the results screen at the end; a click or Space skips the
  running animation.

A subclass draws ``view``, the observation on screen (``draw_table``); turns
events into animation (``on_events``, usually ``_play_events`` with an
``_ev_<type>`` method per event, queuing steps on ``anim`` with ``_queue``;
``busy`` and ``skip_animations`` follow ``anim`` and any physics ``world``);
and offers its ``controls``, which call ``act`` for a human.
"""

from __future__ import annotations

import logging
import random
import time
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import pygame

from game.core import DEALER, IllegalAction
from game.match import Match
from game.paths import autosave_path
from game.saves import dump
from scenes import bot_worker, sound
from scenes.anim import Animator, Timeline, Tween
from scenes.key_guard import KeyGuard
from scenes.scene import Scene

log = logging.getLogger(__name__)


#: keys that decide nothing (leave, look, move the focus, step back): never held back
FREE_KEYS = (pygame.K_ESCAPE, pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT,
             pygame.K_RIGHT, pygame.K_BACKSPACE, pygame.K_F11, pygame.K_l, pygame.K_t)


class TableBase(Scene):
    #: a bot's visible thinking moment at animation speed 1 (seconds, min..max)
    THINK = (0.6, 1.0)
    #: wall-clock seconds a silent bot worker is waited for before it is given up on
    #: (wall clock, not the scene clock: a test or a slow frame may move the scene
    #: clock faster than a worker process can start and answer)
    WORKER_PATIENCE = 20.0
    #: the wall clock that patience is measured on (a hook for tests)
    wall_clock = staticmethod(time.monotonic)
    #: how long a notice (an illegal click...) stays on screen
    NOTICE_TIME = 2.5
    #: True: the subclass adds log lines as its animation reaches each event, so the
    #: log never tells an outcome before the table has shown it
    LOG_IN_ANIMATION = False
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

    def __init__(self, app: Any, match: Match) -> None:
        super().__init__(app)
        self.fast = 0  # 0: as set; 1: fast-forward; 2: straight to the result
        self.anim = Animator(self.anim_speed)  # the animations the driver waits for
        self._timeline: Timeline | None = None  # steps played one after another
        self.match = match
        self.game = match.game
        self.autosave_enabled = bool(match.humans())
        self.log_lines: list[str] = []
        self.notice: tuple[str, float] | None = None
        self._think: Future | None = None
        self._think_seat: int | None = None
        self._think_until = 0.0
        self._think_since = 0.0
        self._think_remote = False
        self._think_legal: list[str] = []
        self.clock = 0.0  # scene time in seconds (advanced by update, so tests can drive it)
        # keys pressed before a prompt was on screen never answer it (scenes.key_guard)
        self.key_guard = KeyGuard(FREE_KEYS)
        self._prompt_token: tuple | None = None
        self._think_rng = random.Random(getattr(match, "bot_seed", 0) ^ 0x5EED)
        self._results_shown = False
        self._gate_open = False
        self._cued: tuple = ()  # the humans last told "your turn" (the cue sounds once)
        self._gate_seat: int | None = None
        self.viewer: int | None = self._first_viewer()
        # with several humans: the seat whose private view may be drawn now (None: the
        # public view); only a confirmed gate opens it, a decision closes it
        self.window: int | None = None
        # True while a gate hides the table: nothing of the table is drawn
        self.curtain = False
        self._hook_quit()
        self._rebuild_log()
        log.info("table opened: %s, seats %s, %d actions so far", match.info.id,
                 ", ".join(f"{s.name} ({s.kind})" for s in match.seats), len(self.game.history))
        if len(self.match.humans()) < len(self.match.seats):
            bot_worker.warm_up()

    #: a resumed game's log tells this many of its last moves (the earlier ones are
    #: replayed untold): telling a move builds a whole view of the game, so telling every
    #: move of a long game cost minutes on the frame loop (5,000 moves: 170 s)
    LOG_REBUILD_MOVES = 400

    def _rebuild_log(self) -> None:
        """A resumed game's log: replay its actions on a fresh copy to get their events."""
        g = self.game
        if not g.history:
            return
        try:
            fresh = self.match.info.factory(g.num_seats, g.options, g.seed,
                                            stack=getattr(g, "stack", None))
            untold = max(0, len(g.history) - self.LOG_REBUILD_MOVES)
            start = getattr(fresh, "initial_events", None)
            if untold:
                self.log_lines.append(f"({untold:,} earlier moves are in the save, not "
                                      "told here.)")
            elif callable(start):
                self.log_lines.extend(self.describe(-1, "", start()))
            for k, (seat, action) in enumerate(g.history):
                if k < untold:
                    fresh.apply(seat, action)
                    continue
                # told as it was then: the public view from just before the action
                self.told_view = fresh.public_observation()
                events = fresh.events_for(fresh.apply(seat, action), self.log_seat)
                self.log_lines.extend(self.describe(seat, action, events))
        except IllegalAction:  # cannot happen for a game built by replaying; keep going
            log.exception("could not rebuild the game log")
        finally:
            self.told_view = None

    # ----- seats ---------------------------------------------------------------------
    def _first_viewer(self) -> int | None:
        humans = self.match.humans()
        if not humans:
            return None  # bots only: a spectator's view (subclasses decide what that shows)
        waiting = self.match.humans_to_act()
        return waiting[0] if waiting else humans[0]

    @property
    def multi_human(self) -> bool:
        """Several humans share the screen and something is theirs alone to see: then
        pass-and-play's gates and public views apply. A game whose every hidden fact is
        hidden from all alike (Coyote Moon's face-down stones) needs no gate: the screen
        simply follows whoever must move."""
        return len(self.match.humans()) > 1 and getattr(self.game, "PRIVATE_FACTS", True)

    def seat_name(self, seat: int) -> str:
        if 0 <= seat < len(self.match.seats):
            return self.match.seats[seat].name
        return "Dealer"

    @property
    def private_seat(self) -> int | None:
        """Whose private view is on screen now: the lone human's, the open window's in
        pass-and-play, None for the public (or a bots-only spectator's) view."""
        return self.window if self.multi_human else self.viewer

    @property
    def log_seat(self) -> int | None:
        """Whose eyes the game log is written for: it stays on screen for everyone in
        pass-and-play, so there it holds public facts only."""
        return None if self.multi_human else self.private_seat

    def human_to_act(self) -> int | None:
        """The human whose controls are live now (in pass-and-play, only inside that
        seat's window, or at the shared prompt of a public window)."""
        if self.curtain or self.busy() or self._think is not None:
            return None
        seat = self.private_seat
        if seat is not None and seat in self.match.humans_to_act():
            return seat
        if seat is None and self.multi_human:
            return self.public_answerer()
        return None

    # ----- public windows (pass-and-play without a gate) -------------------------------
    def public_humans(self) -> list[int]:
        """The humans who must answer now when every one of them is in a public window
        (a challenge any player may make without looking at a hand): they are asked
        one after another at one shared prompt, with no pass gate. Empty otherwise."""
        humans = self.match.humans_to_act()
        if not humans:
            return []
        for s in humans:
            w = self.game.window(s)
            if not (w and w.get("public")):
                return []
        return humans

    def public_answerer(self) -> int | None:
        """In pass-and-play, the human answering the shared public prompt now (None when
        a private window is open, a gate is up, or the moment is not public)."""
        if not self.multi_human or self.window is not None or self._gate_open:
            return None
        humans = self.public_humans()
        return humans[0] if humans else None

    # ----- timing --------------------------------------------------------------------
    #: how much faster a fast-forwarded bots' game runs
    FAST_FACTOR = 6.0
    #: where the fast-forward button sits (tables move it off their own labels)
    FAST_RECT = (530, 6, 220, 28)

    def anim_speed(self) -> float:
        """The animation speed setting (0: none), times the fast-forward."""
        settings = getattr(self.app, "settings", None)
        try:
            s = float(getattr(settings, "anim_speed", 1.0))
        except (TypeError, ValueError):
            s = 1.0
        if self.fast >= 2:
            return 0.0  # straight to the result: every animation ends at once
        return s * (self.FAST_FACTOR if self.fast else 1.0)

    def speed(self) -> float:
        """Animation speed multiplier from the settings (1 = normal, 2 = twice as fast)."""
        return max(0.05, self.anim_speed() if self.fast < 2 else 50.0)

    def spectating(self) -> bool:
        """No human can act again (all are out, or none sits here): only bots play on."""
        if self.game.is_terminal():
            return False
        return all(self.game.is_out(h) for h in self.match.humans())

    def fast_forward(self) -> None:
        """F or the button: fast-forward the bots' game; again: straight to the result."""
        if not self.spectating():
            return
        self.fast = min(2, self.fast + 1)
        if self.fast == 2:
            self.skip_animations()
        self.app.invalidate()

    def think_time(self) -> float:
        if self.fast:
            return 0.0
        lo, hi = self.THINK
        s = self.speed()
        # "no animation" still leaves a short beat, so a bot's move never looks instant
        return self._think_rng.uniform(lo, hi) / (s if s > 0.05 else 3.0)

    # ----- hooks for subclasses ----------------------------------------------------------
    def on_events(self, events: list[dict], seat: int, action: str) -> None:
        """Queue animations for the events ``seat``'s ``action`` produced."""

    def busy(self) -> bool:
        """True while an animation the driver must wait for is running."""
        return self.anim.busy

    def skip_animations(self) -> None:
        """Jump every running animation to its end (pieces in motion come to rest)."""
        self.anim.skip()
        if self.world is not None:
            self.world.settle()

    def update_table(self, dt: float) -> bool:
        """Advance the subclass's animations; True while anything moves."""
        return False

    def draw_table(self, p: Any) -> None:
        """Draw the table for ``self.viewer`` (never called while the curtain is up)."""

    def draw_curtain(self, p: Any) -> None:
        """What shows while a gate hides the table: nothing private."""
        p.fill(getattr(getattr(self.app, "theme", None), "bg", (20, 40, 32)))

    def handle_table(self, event: Any) -> bool:
        """Input for the subclass's controls; True when consumed."""
        return False

    def observe(self) -> dict:
        """The observation to draw: the private view of ``private_seat``, else the public
        view (between windows in pass-and-play, and at a bots-only table)."""
        seat = self.private_seat
        if seat is not None:
            return self.game.observation(seat)
        return self.game.public_observation()  # pass-and-play between windows; bots only

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

    def describe(self, seat: int, action: str, events: list[dict]) -> list[str]:
        """Lines for the game log; the default prints the notation."""
        return [f"{self.seat_name(seat)}: {action}"]

    # ----- animation helpers ------------------------------------------------------------
    def play_opening(self) -> bool:
        """Animate the game's opening events (the first deal...) at a fresh table;
        False when there is nothing to show (none, or a game resumed)."""
        events = getattr(self.game, "initial_events", lambda: [])()
        if self.game.history or not events:
            return False
        self.on_events(events, -1, "")
        return True

    def _play_events(self, events: list[dict], seat: int, action: str) -> None:
        """Each event's ``_ev_<type>`` animation and then its log lines, in turn, and a
        refresh at the end: the log never runs ahead of the table."""
        for e in events:
            # "knocked-out" is handled by _ev_knocked_out: event names may hold dashes
            handler = getattr(self, "_ev_" + e["type"].replace("-", "_"), None)
            if handler is not None:
                handler(e)
            public = self.game.event_view(e, self.log_seat)
            lines = self.describe(seat, action, [public]) if public is not None else []
            if lines:
                self._queue(lambda lines=lines: self.tell(lines))
        self._queue(self.refresh)

    def tell(self, lines: list[str]) -> None:
        """The log lines of an event, as its animation reaches it (a table may also show
        them on the felt)."""
        self.log_lines.extend(lines)

    def _queue(self, *steps: Any) -> None:
        """Play ``steps`` (animations or plain callables) after everything queued so far."""
        if self._timeline is None or self._timeline.done:
            self._timeline = Timeline(*steps)
            self.anim.add(self._timeline)
        else:
            for s in steps:
                self._timeline.then(s)

    @staticmethod
    def _tween(dur: float, **kw: Any) -> Tween:
        """A 0-to-1 tween of ``dur`` seconds (``ease``, ``on_done``... as Tween takes)."""
        return Tween(dur, 0.0, 1.0, **kw)

    # ----- acting --------------------------------------------------------------------
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
        return self._apply(seat, action)

    def _apply(self, seat: int, action: str) -> bool:
        before = self.game.public_observation() if self.window is not None else None
        try:
            events = self.match.apply(seat, action)
        except IllegalAction as e:
            self.say(str(e))
            return False
        if before is not None and self._window_closes(seat, events):
            # The decision is made: from this frame on only the public view is drawn,
            # as it stood before the action, so the animation still tells it in order.
            self.window = None
            self.view = before
            if self.controls is not None:
                self.controls.reset()
        self._move_lines_from = len(self.log_lines)  # this move's story starts here
        if not self.LOG_IN_ANIMATION:
            self.log_lines.extend(
                self.describe(seat, action, self.game.events_for(events, self.log_seat)))
        # private events (a card shown to one player) reach the table only as the seat
        # on screen may see them
        self.on_events(self.game.events_for(events, self.private_seat), seat, action)
        self.autosave()
        self.app.invalidate()
        return True

    def _window_closes(self, seat: int, events: list[dict]) -> bool:
        """After ``seat``'s action: does its private window close? Yes, unless the same
        seat simply goes on within its turn (a peek, then a bid)."""
        if seat != self.window:
            return True
        if any(e.get("type") in self.WINDOW_ENDS_ON for e in events):
            return True
        if seat in self.public_humans():
            return True  # next, a public window: answered at the shared, public prompt
        return seat not in self.match.humans_to_act()

    def say(self, text: str) -> None:
        self.notice = (text, self.clock + self.NOTICE_TIME)
        self.app.invalidate()

    # ----- the driver ------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        moving = self._drive(dt)
        self.update_controls(dt)
        return moving

    #: a table whose lit choices breathe (scenes.tables.glow.Breath) keeps it here
    breath: Any = None

    def breathe(self, key: Any) -> None:
        """Light ``key`` (None: nothing lit) in the table's breath; a step not drawn yet
        asks for one redraw (``next_change`` wakes the idle loop for the next)."""
        self.breath.light(key, self.clock)
        if self.breath.due(self.clock):
            self.app.invalidate()

    def next_change(self) -> float | None:
        """A notice on show expires at a set time, input or not; a breathing glow takes
        its next step."""
        times = [max(0.0, self.notice[1] - self.clock)] if self.notice else []
        if self.breath is not None:
            step = self.breath.next_change(self.clock)
            if step is not None:
                times.append(step)
        return min(times) if times else None

    def update_controls(self, dt: float) -> None:
        """Runs after the driver, so the controls match this frame's turn, never last
        frame's."""
        if self.controls is not None:
            self.controls.update(dt)
            self._watch_prompt()

    def _watch_prompt(self) -> None:
        """Open the key guard when a new question is put to a human (a new turn, a new
        window, another player's move changing it); a step the player takes within it
        (choosing a target) is not a new question."""
        c = self.controls
        token = None if c.waiting else (len(self.game.history), c.key[1] if c.key else None,
                                        self.viewer)
        if token != self._prompt_token:
            self._prompt_token = token
            if token is None:
                self.key_guard.close()
            else:
                self.key_guard.open(self.clock)

    def _drive(self, dt: float) -> bool:
        self.clock += dt
        moving = bool(self.update_table(dt))
        if self.notice and self.clock > self.notice[1]:
            self.notice = None
            moving = True
        if self.busy():
            return True
        if self._think is not None:
            return self._finish_thinking() or True
        if self.game.is_terminal():
            self._show_results()
            return moving
        humans = self.match.humans_to_act()
        if humans:
            self._route_to_human(humans)
            if tuple(humans) != self._cued:
                self._cued = tuple(humans)
                if not self._gate_open:  # behind a gate the cue waits for "I am NAME"
                    sound.play("your_turn")
                    self.app.ask_attention()
            return moving
        self._cued = ()
        machines = self.match.machines_to_act()
        if machines:
            self._start_thinking(machines[0])
            return True
        return moving

    def _start_thinking(self, seat: int) -> None:
        self._think_seat = seat
        self._think_until = self.clock + self.think_time()
        self._think_since = self.wall_clock()
        self._think_remote = False
        pool = bot_worker.process_pool() if seat != DEALER else None
        if pool is not None:
            obs = self.game.observation(seat)
            legal = self.game.legal_actions(seat)
            try:
                self._think = pool.submit(bot_worker.decide_remote, self.match.bots[seat],
                                          obs, legal)
                self._think_legal = legal
                self._think_remote = True
                return
            except (RuntimeError, BrokenProcessPool):
                bot_worker.process_failed()
        self._think = bot_worker.thread_pool().submit(self.match.decide, seat)

    def _finish_thinking(self) -> bool:
        fut = self._think
        if self._think_remote and not fut.done() \
                and self.wall_clock() > self._think_since + self.WORKER_PATIENCE:
            # a worker that never answers (a stuck or killed process): think here instead
            log.warning("bot worker did not answer in time; using a thread")
            bot_worker.process_failed()
            self._start_thinking(self._think_seat)
            return True
        if not fut.done() or self.clock < self._think_until:
            return True
        seat = self._think_seat
        self._think, self._think_seat = None, None
        if self._think_remote:
            try:
                action, bot, took = fut.result()
            except (BrokenProcessPool, OSError, TypeError, AttributeError) as e:
                # the worker died or the bot cannot travel: think here from now on
                log.warning("bot worker failed (%s); using a thread", e)
                bot_worker.process_failed()
                self._start_thinking(seat)
                self._think_until = self.clock  # it has already had its moment
                return True
            self.match.bots[seat] = bot
            self.match.think_times.setdefault(seat, []).append(took)
            if action not in self._think_legal:
                raise IllegalAction(f"bot '{self.match.seats[seat].kind}' at seat {seat} "
                                    f"chose illegal '{action}'")
        else:
            action = fut.result()  # a bot's error surfaces here, on the main thread
        self._apply(seat, action)
        return True

    @property
    def thinking_seat(self) -> int | None:
        return self._think_seat

    def _route_to_human(self, humans: list[int]) -> None:
        if not self.multi_human:
            if self.viewer not in humans:
                self.set_viewer(humans[0])
            return
        if self._gate_open or (self.window in humans and self.window not in
                                self.public_humans()):
            return
        if self.public_humans():
            # every human who must answer may do so in public: no gate, the public view
            # and one shared prompt (``public_answerer``) asking each in turn
            if self.window is not None:
                self.window = None
                self.view = self.observe()
                if self.controls is not None:
                    self.controls.reset()
                self.app.invalidate()
            return
        # a human must decide: the seat goes to the bottom, then the gate asks for them
        self.window = None
        seat = humans[0]
        if seat != self.viewer:
            old, self.viewer = self.viewer, seat
            self.viewer_changed(old, seat)
        self.raise_gate(seat)

    def set_viewer(self, seat: int) -> None:
        """Switch the view to ``seat``; with several humans a gate goes up first, and
        that seat's private view shows only once it is confirmed."""
        old = self.viewer
        if seat == old:
            return
        self.viewer = seat
        if self.multi_human:
            self.window = None
            self.raise_gate(seat)
        self.viewer_changed(old, seat)
        self.app.invalidate()

    def raise_gate(self, seat: int) -> None:
        """Hide the table and ask for the device to be passed to ``seat``."""
        from scenes.gate import PassGate

        self.curtain = True
        self._gate_seat = seat
        self._gate_open = True
        sound.play("gate")
        self.app.ask_attention()
        self.app.push(PassGate(self.app, self.seat_name(seat), on_confirm=self.gate_passed))

    def gate_passed(self) -> None:
        """The right person is at the screen: their window opens on their view."""
        if not self.curtain:
            return
        self._gate_open = False
        self.curtain = False
        sound.play("your_turn")
        if self.multi_human and self._gate_seat is not None:
            self.window = self._gate_seat
            self.view = self.observe()
            if self.controls is not None:
                self.controls.reset()
        self.app.invalidate()

    def enter(self) -> None:
        sound.play_music(self.MUSIC)  # the same tune goes on under gates and overlays
        # back on top after a gate: it was confirmed (a gate cannot be dismissed otherwise)
        if self._gate_open and self.app.top is self:
            self.gate_passed()

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

    #: the most lines of the last move's story the results screen shows
    WHY_LINES = 6

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

    # ----- snapshots (scenes/tools.snapshot) ---------------------------------------------
    @classmethod
    def snapshot_states(cls) -> list[str]:
        return list(cls.SNAPSHOT_STATES)

    # ----- end, saves, quitting ----------------------------------------------------------
    def _show_results(self) -> None:
        if self._results_shown:
            return
        self._results_shown = True
        self.clear_autosave()
        from scenes.results import ResultsScene

        self.app.push(ResultsScene(self.app, self.match, title=self.results_title(),
                                   why=self.end_story()))

    def autosave(self) -> None:
        if not self.autosave_enabled or self.game.is_terminal():
            if self.game.is_terminal():
                self.clear_autosave()
            return
        try:
            dump(self.match.session(), autosave_path())
        except OSError:
            log.exception("autosave failed")

    def clear_autosave(self) -> None:
        if not self.autosave_enabled:
            return
        try:
            autosave_path().unlink(missing_ok=True)
        except OSError:
            pass

    def _hook_quit(self) -> None:
        # The app calls its quit hooks when the window closes; save a game still running.
        hooks = getattr(self.app, "quit_hooks", None)
        if isinstance(hooks, list):
            hooks.append(self.on_quit)

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

        self.app.push(PauseScene(self.app, self.match))

    # ----- input and drawing ---------------------------------------------------------------
    def handle(self, event: Any) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        if self.curtain:
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.open_log()
            return True
        answers = event.type != pygame.KEYDOWN or self.key_guard.admits(event.key, self.clock)
        if self.spectating():
            if (event.type == pygame.KEYDOWN and event.key == pygame.K_f) or (
                    event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                    and pygame.Rect(self.FAST_RECT).collidepoint(event.pos)):
                self.fast_forward()
                return True
        if self.busy():
            if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
                    event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE):
                self.skip_animations()
                self.app.invalidate()
                return True
        if not answers:
            return True  # pressed before the prompt could be read: no answer to it
        return bool(self.handle_table(event))

    def claims_key(self, event: Any) -> bool:
        return self.controls is not None and not self.curtain \
            and bool(self.controls.claims_key(event))

    def open_log(self) -> None:
        """The whole game log, over the table (L)."""
        from scenes.log_view import LogScene

        self.app.push(LogScene(self.app, f"{self.match.info.title}: the game so far",
                               list(self.log_lines)))

    def draw(self, p: Any) -> None:
        if self.curtain:
            self.draw_curtain(p)
            return
        self.draw_table(p)
        if self.spectating():
            self._draw_fast_button(p)

    def _draw_fast_button(self, p: Any) -> None:
        th = p.theme
        r = pygame.Rect(self.FAST_RECT)
        label = ("Fast-forward · F", "Skip to the result · F", "Skipping to the result…")
        p.rect(th.accent if self.fast < 2 else th.panel, r, radius=r.h / 2)
        p.text(p.ellipsize(label[self.fast], r.w - 16, 14, True), r.center, 14,
               th.text_on_accent if self.fast < 2 else th.text_dim, True, "center")
