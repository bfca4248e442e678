"""Engine events played as animation and told in the log, in order.

A table hands each action's events to its player (``play``): every event goes to
the table's handler for its type, which queues animation steps (``queue``), and then
its log lines are queued behind them, so the log never tells an outcome before the
table has shown it. The table's driver waits while anything queued runs (``busy``);
a click or Space finishes it all (``skip``).

Which method handles which event is declared on the table class::

    EVENT_HANDLERS = {"deal": "_deal", "bid": "stage.bid", "game_over": None}

(None: the event has no animation, on purpose; a dotted name reaches a part the
table holds, such as its animator). With a declared map, an event type
the map lacks is a mistake: it is recorded in ``undeclared`` (and raises when
``strict``, as tests set it), and play goes on with the ``_ev_<type>`` method if the
table has one. A table that declares no map is served by its ``_ev_<type>`` methods.
"""

from __future__ import annotations

import copy
import logging
from collections.abc import Callable
from operator import attrgetter
from typing import Any

from game.core import Game, IllegalAction
from scenes.anim import Animator, Timeline, Tween

log = logging.getLogger(__name__)


class UndeclaredEvent(LookupError):
    """An event type missing from a table's declared ``EVENT_HANDLERS``."""


def tween(dur: float, **kw: Any) -> Tween:
    """A 0-to-1 tween of ``dur`` seconds (``ease``, ``on_done``... as Tween takes)."""
    return Tween(dur, 0.0, 1.0, **kw)


class EventPlayer:
    def __init__(self, table: Any) -> None:
        """``table``: the table scene whose handlers, log and view the events reach."""
        self.table = table
        self.anim = Animator(self.anim_speed)  # the animations the driver waits for
        self.timeline: Timeline | None = None  # steps played one after another
        #: raise on an event type a declared map lacks (tests), instead of recording it
        self.strict = False
        #: event types met that the table's declared map lacks
        self.undeclared: list[str] = []

    # ----- speed -------------------------------------------------------------------------
    def anim_speed(self) -> float:
        """The animation speed setting (0: none), times the fast-forward."""
        t = self.table
        settings = getattr(t.app, "settings", None)
        try:
            s = float(getattr(settings, "anim_speed", 1.0))
        except (TypeError, ValueError):
            s = 1.0
        fast = t.driver.fast
        if fast >= 2:
            return 0.0  # straight to the result: every animation ends at once
        return s * (t.driver.FAST_FACTOR if fast else 1.0)

    def speed(self) -> float:
        """The time multiplier for what moves (1 = normal, 2 = twice as fast)."""
        return max(0.05, self.anim_speed() if self.table.driver.fast < 2 else 50.0)

    # ----- the queue ---------------------------------------------------------------------
    def queue(self, *steps: Any) -> None:
        """Play ``steps`` (animations or plain callables) after everything queued so far."""
        if self.timeline is None or self.timeline.done:
            self.timeline = Timeline(*steps)
            self.anim.add(self.timeline)
        else:
            for s in steps:
                self.timeline.then(s)

    def busy(self) -> bool:
        return self.anim.busy

    def skip(self) -> None:
        """Jump every running animation to its end (pieces in motion come to rest)."""
        self.anim.skip()
        if self.table.world is not None:
            self.table.world.settle()

    # ----- events ------------------------------------------------------------------------
    def handler(self, kind: str) -> Callable[[dict], None] | None:
        """The table's handler for events of type ``kind`` (None: nothing to animate)."""
        declared = type(self.table).EVENT_HANDLERS
        if declared is not None and kind in declared:
            name = declared[kind]
            # a dotted name reaches a part the table holds ("anim.step")
            return None if name is None else attrgetter(name)(self.table)
        if declared is not None:
            if self.strict:
                raise UndeclaredEvent(f"{type(self.table).__name__} declares no handler "
                                      f"for '{kind}' events")
            if kind not in self.undeclared:
                self.undeclared.append(kind)
                log.warning("%s: undeclared event type %r", type(self.table).__name__, kind)
        # "knocked-out" is handled by _ev_knocked_out: event names may hold dashes
        return getattr(self.table, "_ev_" + kind.replace("-", "_"), None)

    def play(self, events: list[dict], seat: int, action: str) -> None:
        """Each event's animation and then its log lines, in turn, and a refresh at the
        end: the log never runs ahead of the table."""
        t = self.table
        for e in events:
            handler = self.handler(e["type"])
            if handler is not None:
                handler(e)
            public = t.game.event_view(e, t.privacy.log_seat)
            lines = t.describe(seat, action, [public]) if public is not None else []
            if lines:
                self.queue(lambda lines=lines: t.tell(lines))
        self.queue(t.refresh)

    def retell(self) -> None:
        """A resumed game's log: replay its actions on a fresh copy to get their events,
        the last ``LOG_REBUILD_MOVES`` of them told. A match that keeps a ``Retelling``
        (a replay, building tables again and again along one log) tells each move once."""
        t = self.table
        g = t.game
        if not g.history:
            return
        told = t.match.told
        if told is not None and len(g.history) <= t.LOG_REBUILD_MOVES:
            told.tell(t)
            return
        try:
            fresh = self.fresh_game()
            untold = max(0, len(g.history) - t.LOG_REBUILD_MOVES)
            if untold:
                t.log_lines.append(f"({untold:,} earlier moves are in the save, not "
                                   "told here.)")
            elif opening := fresh.initial_events():  # a game with no set-up tells none
                # told as at the deal (names a later view knows are not known yet)
                t.told_view = fresh.public_observation()
                t.log_lines.extend(t.describe(-1, "", opening))
            for k, (seat, action) in enumerate(g.history):
                if k < untold:
                    fresh.apply(seat, action)
                    continue
                # told as it was then: the public view from just before the action
                t.told_view = fresh.public_observation()
                events = fresh.events_for(fresh.apply(seat, action), t.privacy.log_seat)
                t.log_lines.extend(t.describe(seat, action, events))
        except IllegalAction:  # cannot happen for a game built by replaying; keep going
            log.exception("could not rebuild the game log")
        finally:
            t.told_view = None

    def fresh_game(self) -> Game:
        """The table's game as it was dealt, before anyone acted."""
        g = self.table.game
        return self.table.match.info.factory(g.num_seats, g.options, g.seed,
                                             stack=getattr(g, "stack", None))


class Retelling:
    """One log told once, for tables built at any step of it (a replay's jumps): each
    move's lines are kept as first told, with what the table remembers of its telling
    after it (``TOLD_MEMORY``: the words already used, say), so a table built at step
    ``k`` gets the log and memory a whole retelling would have given it without telling
    again what was told before. The log must be the same for every table (a replay's)."""

    def __init__(self) -> None:
        self.game: Game | None = None      # the game as far as told
        self.lines: list[list[str]] = []   # [0]: the opening's lines; [j]: move j's
        self.memory: list[dict] = []       # the table's telling memory after each of those

    def tell(self, table: Any) -> None:
        """Give ``table`` (its game at some step of the log) the lines and memory a whole
        retelling would have, telling only the moves not told yet."""
        history = table.game.history
        fresh = self.game
        try:
            if fresh is None:
                fresh = self.game = table.events.fresh_game()
                opening = fresh.initial_events()  # a game with no set-up tells none
                table.told_view = fresh.public_observation()  # as told at the deal
                self.lines.append(table.describe(-1, "", opening) if opening else [])
                self.memory.append(_memory(table))
            else:
                _recall(table, self.memory[min(len(history), len(self.memory) - 1)])
            while len(self.lines) <= len(history):
                seat, action = history[len(self.lines) - 1]
                # told as it was then: the public view from just before the action
                table.told_view = fresh.public_observation()
                events = fresh.events_for(fresh.apply(seat, action), table.privacy.log_seat)
                self.lines.append(table.describe(seat, action, events))
                self.memory.append(_memory(table))
        finally:
            table.told_view = None
        _recall(table, self.memory[len(history)])
        table.log_lines.extend(line for lines in self.lines[:len(history) + 1]
                               for line in lines)


def _memory(table: Any) -> dict:
    """A copy of what ``table`` remembers of its telling (its ``TOLD_MEMORY``)."""
    return {name: copy.deepcopy(getattr(table, name)) for name in table.TOLD_MEMORY}


def _recall(table: Any, memory: dict) -> None:
    for name, value in memory.items():
        setattr(table, name, copy.deepcopy(value))
