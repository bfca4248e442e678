"""The match, driven: whose turn it is, the bots' decisions, fast-forward and autosave.

No pygame here, so all of it runs and is tested without a window. A table asks it
each frame for the next bot move (``bot_move``): a machine seat's decision is made in
the bot worker (``scenes.bot_worker``: a worker process, a thread where processes are
not available), so a thinking bot never stalls a frame, and is handed back on the
main thread after a short, visible thinking moment. Time is the caller's clock, so
tests run it by hand.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from game.core import DEALER, IllegalAction
from game.match import Match
from game.paths import autosave_path, saves_dir
from game.saves import FINISHED_FOLDER, dump, keep_finished
from scenes import bot_worker
from scenes.privacy import Asked

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Move:
    seat: int
    action: str


@dataclass
class Thinking:
    """A machine seat's decision on its way."""

    seat: int
    future: Future
    due: float                  # scene time its thinking moment ends
    since: float                # wall-clock time it was sent to the worker
    remote: bool = False        # in the worker process (else on a thread)
    legal: list[str] = field(default_factory=list)  # what the worker's bot could choose


class MatchDriver:
    #: wall-clock seconds a silent bot worker is waited for before it is given up on
    #: (wall clock, not the scene clock: a test or a slow frame may move the scene
    #: clock faster than a worker process can start and answer)
    WORKER_PATIENCE = 20.0
    #: the wall clock that patience is measured on (a hook for tests)
    wall_clock = staticmethod(time.monotonic)
    #: how much faster a fast-forwarded bots' game animates
    FAST_FACTOR = 6.0

    def __init__(self, match: Match, think_time: Callable[[], float],
                 worker: ModuleType | Any = bot_worker) -> None:
        """``think_time()``: a bot's visible thinking moment now (the table's, which a
        game may shorten); ``worker``: where bots think (``scenes.bot_worker``)."""
        self.match = match
        self.game = match.game
        self.think_time = think_time
        self.worker = worker
        self.fast = 0  # 0: as set; 1: fast-forward; 2: straight to the result
        self.thinking: Thinking | None = None
        self.autosave_enabled = bool(match.humans())
        self._rng = random.Random(getattr(match, "bot_seed", 0) ^ 0x5EED)
        self._cued: tuple[int, ...] = ()  # the humans last told "your turn"
        self.kept: Path | None = None  # where the finished game was kept

    # ----- whose turn -------------------------------------------------------------------
    def asked(self) -> Asked:
        """The humans who must answer now, and whether all may do so in public (the
        game's ``window(seat)`` says ``public``: a challenge needs no look at a hand)."""
        humans = tuple(self.match.humans_to_act())
        public = bool(humans) and all((self.game.window(s) or {}).get("public")
                                      for s in humans)
        return Asked(humans, public)

    def newly_asked(self, asked: Asked) -> bool:
        """True the first time these humans are asked (the "your turn" cue sounds once)."""
        if asked.humans == self._cued:
            return False
        self._cued = asked.humans
        return True

    @property
    def thinking_seat(self) -> int | None:
        return self.thinking.seat if self.thinking else None

    @property
    def pending(self) -> Future | None:
        """The bot decision being waited for, if any."""
        return self.thinking.future if self.thinking else None

    def spectating(self) -> bool:
        """No human can act again (all are out, or none sits here): only bots play on."""
        if self.game.is_terminal():
            return False
        return all(self.game.is_out(h) for h in self.match.humans())

    def faster(self) -> bool:
        """Fast-forward a bots' game; again: straight to the result. False when a human
        can still act (then nothing changes)."""
        if not self.spectating():
            return False
        self.fast = min(2, self.fast + 1)
        return True

    def think_moment(self, bounds: tuple[float, float], speed: float) -> float:
        """A bot's thinking moment, ``bounds`` seconds at animation ``speed`` 1 (none
        when fast-forwarding)."""
        if self.fast:
            return 0.0
        lo, hi = bounds
        # "no animation" still leaves a short beat, so a bot's move never looks instant
        return self._rng.uniform(lo, hi) / (speed if speed > 0.05 else 3.0)

    # ----- the bots ---------------------------------------------------------------------
    def bot_move(self, now: float) -> Move | None:
        """Keep the bots going at scene time ``now``: start a machine seat's decision
        when one must act, and hand its move back once it has come and its thinking
        moment is over (None meanwhile)."""
        t = self.thinking
        if t is None:
            self._cued = ()
            machines = self.match.machines_to_act()
            if machines:
                self._start(machines[0], now)
            return None
        if t.remote and not t.future.done() \
                and self.wall_clock() > t.since + self.WORKER_PATIENCE:
            # a worker that never answers (a stuck or killed process): think here instead
            log.warning("bot worker did not answer in time; using a thread")
            self.worker.process_failed()
            self._start(t.seat, now)
            return None
        if not t.future.done() or now < t.due:
            return None
        self.thinking = None
        if not t.remote:
            return Move(t.seat, t.future.result())  # a bot's error surfaces here
        try:
            action, bot, took = t.future.result()
        except (BrokenProcessPool, OSError, TypeError, AttributeError) as e:
            # the worker died or the bot cannot travel: think here from now on
            log.warning("bot worker failed (%s); using a thread", e)
            self.worker.process_failed()
            self._start(t.seat, now)
            self.thinking.due = now  # it has already had its moment
            return None
        self.match.bots[t.seat] = bot
        self.match.think_times.setdefault(t.seat, []).append(took)
        if action not in t.legal:
            raise IllegalAction(f"bot '{self.match.seats[t.seat].kind}' at seat {t.seat} "
                                f"chose illegal '{action}'")
        return Move(t.seat, action)

    def _start(self, seat: int, now: float) -> None:
        due, since = now + self.think_time(), self.wall_clock()
        pool = self.worker.process_pool() if seat != DEALER else None
        if pool is not None:
            obs = self.game.observation(seat)
            legal = self.game.legal_actions(seat)
            try:
                future = pool.submit(self.worker.decide_remote, self.match.bots[seat], obs,
                                     legal)
                self.thinking = Thinking(seat, future, due, since, True, legal)
                return
            except (RuntimeError, BrokenProcessPool):
                self.worker.process_failed()
        future = self.worker.thread_pool().submit(self.match.decide, seat)
        self.thinking = Thinking(seat, future, due, since)

    # ----- moves and saves --------------------------------------------------------------
    def apply(self, seat: int, action: str) -> list[dict]:
        """Play ``seat``'s ``action`` (IllegalAction if it may not) and keep the game
        saved; the engine's events for it."""
        events = self.match.apply(seat, action)
        self.autosave()
        return events

    def autosave(self) -> None:
        """Save a running game with humans in it; a finished one leaves no autosave, but
        is kept among the finished games, to be replayed. A lesson's game (``taught``)
        does neither: saved, it would come back without its lesson; and its stacked,
        scripted start is not a game the player played, even one played on to its end
        after the lesson (the records leave it out too: scenes.results)."""
        if self.match.taught:
            return
        if self.game.is_terminal():
            self.clear_autosave()
            self.keep_finished()
        elif self.autosave_enabled:
            try:
                dump(self.match.session(), autosave_path())
            except OSError:
                log.exception("autosave failed")

    def keep_finished(self) -> None:
        """Keep a finished game a human played in (once) for the Load list's replays."""
        if not self.autosave_enabled or self.kept is not None:
            return
        try:
            self.kept = keep_finished(self.match.session(), saves_dir() / FINISHED_FOLDER)
        except OSError:
            log.exception("could not keep the finished game")

    def clear_autosave(self) -> None:
        if not self.autosave_enabled:
            return
        try:
            autosave_path().unlink(missing_ok=True)
        except OSError:
            pass
