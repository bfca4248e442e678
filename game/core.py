"""The engine contract every game implements.

Shaped after the research frameworks' game state (current player, legal
actions, apply, chance, terminal, returns, per-player observation), but with
text actions: an action *is* its canonical notation string ("bid 17",
"challenge", "guess 2"), so logs, saves, bug reports and scenario tests all
speak the same language and round-tripping is trivially exact.

Rules of the contract:

* A game is a deterministic state machine built from (seats, options, seed).
  All randomness comes from ``self.rng``, seeded from ``seed``; tests may pass
  ``stack`` (a game-specific fixed set-up, e.g. stacked decks) instead.
* ``to_act()`` lists every seat that must answer now. Several seats may be
  listed at once (simultaneous guesses, challenge windows); their answers are
  independent and may arrive in any order. ``DEALER`` is listed when the
  computer dealer of a game (Three Card Coyote) must act. The engine lists the
  dealer's legal actions and gives it ``observation(DEALER)``, like a seat; the
  choice among them comes from a dealer policy registered beside the bots
  (``GameInfo.dealer``, seeded), and is applied and logged like any other action.
  The rules stay in the engine; the dealer's tactics live with the policies.
* ``apply(seat, action)`` validates first and mutates only if valid, so an
  illegal action raises ``IllegalAction`` naming the reason and leaves the
  state untouched. It returns a list of events: plain dicts with a ``type``.
  An event carries public facts unless it names its audience (``"audience":
  [seats]``); ``event_view(event, seat)`` gives what a seat may see of it, and
  the drivers show events only through it.
* ``observation(seat)`` is a JSON-able dict with everything that seat may know
  and nothing more. Bots and scenes see only observations.
* ``resample(seat, rng)`` returns a copy whose hidden information (for that
  seat) is redrawn at random, consistent with its observation. Tests use it
  to prove observations do not leak; search bots may use it to determinise.
"""

from __future__ import annotations

import copy
import functools
import random
import re
import weakref
from abc import ABC, abstractmethod
from typing import Any, ClassVar, NamedTuple

DEALER = -1
"""Pseudo-seat for a computer dealer that acts in the game (not a player)."""

Event = dict[str, Any]
Observation = dict[str, Any]


class GameError(Exception):
    """Base class for errors a player or a file can cause (shown, not crashed on)."""


class IllegalAction(GameError):
    """An action that is malformed, out of turn or against the rules.

    The message names the reason in words a player understands.
    """


MAX_ACTION_CHARS = 200  # no action's notation comes near this; longer input is refused unread


def normalise(text: str) -> str:
    """Canonical spelling of an action: lower case, single spaces."""
    return " ".join(str(text).strip().lower().split())


class Move(NamedTuple):
    """An action's parsed form: its verb and its arguments, whole numbers as ints.

    ``move("bid 17")`` is ``Move("bid", (17,))``; ``str()`` gives the notation back.
    Bots and tables read actions through this instead of slicing strings.
    """

    verb: str
    args: tuple[Any, ...] = ()

    @property
    def arg(self) -> Any:
        """The first argument (None when there is none)."""
        return self.args[0] if self.args else None

    def __str__(self) -> str:
        return " ".join([self.verb, *(str(a) for a in self.args)])


NUMBER = re.compile(r"-?[0-9]+")
"""A whole number as notation writes it: ASCII digits only, so a superscript, an
Arabic-Indic or a full-width digit stays a plain word for the rules to refuse."""


def _word(w: str) -> Any:
    return int(w) if NUMBER.fullmatch(w) else w


@functools.lru_cache(maxsize=4096)
def move(action: str) -> Move:
    """The parsed form of a canonical action ("bid 17" -> Move("bid", (17,)))."""
    verb, *rest = normalise(action).split(" ") or [""]
    return Move(verb, tuple(_word(w) for w in rest))


def moves(actions: list[str], verb: str) -> list[Move]:
    """The parsed actions among ``actions`` whose verb is ``verb``, in order."""
    return [m for m in map(move, actions) if m.verb == verb]


def quoted(text: Any, limit: int = 40) -> str:
    """Raw input as a message may echo it: cut to ``limit`` characters and quoted with
    its newlines and control characters escaped, so one line stays one line."""
    s = str(text)
    if len(s) > limit:
        s = s[:limit - 1] + "…"
    return repr(s)


_LISTED: dict[weakref.ref, dict[int, tuple[int, list[str]]]] = {}
"""Each game's legal lists of the present state, by seat, with the history's length when
they were worked out: kept beside the game (never in its state, so copies, saves and
comparisons of the state never see them), cleared by its next ``apply``, dropped with
the game. Keyed by the game's plain weak reference, which a finalizer keeps alive (so
``weakref.ref(game)`` finds it again instead of making one): a WeakKeyDictionary's own
methods cost more than the lists save."""


def _seat_checked(fn):
    """Wrap a per-seat query so a seat that is not one (2.0, True, -1, 99) is refused
    before the game looks at anything."""
    @functools.wraps(fn)
    def checked(self, seat, *args, **kwargs):
        self.check_seat(seat)
        return fn(self, seat, *args, **kwargs)
    checked._seat_checked = True
    return checked


class Game(ABC):
    """Base class of every rules engine. Subclasses fill the ``_`` hooks."""

    #: the registry id, set by each subclass
    game_id: ClassVar[str] = ""
    #: True for a game with a computer dealer acting as ``DEALER``
    has_dealer: ClassVar[bool] = False
    #: every event type the game emits and what it carries (its package's events.py)
    EVENT_TYPES: ClassVar[dict[str, str]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # Every game gets the same seat check on its per-seat queries, in one place.
        super().__init_subclass__(**kwargs)
        for name in ("observation", "legal_actions", "resample", "window"):
            fn = cls.__dict__.get(name)
            if callable(fn) and not getattr(fn, "_seat_checked", False):
                setattr(cls, name, _seat_checked(fn))

    def check_seat(self, seat: Any) -> None:
        """Refuse anything that is not a seat of this game (the dealer counts where the
        game has one)."""
        if type(seat) is int and 0 <= seat < self.num_seats:
            return  # the common case, first: every query asks this
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise IllegalAction(f"a seat is a whole number, not {quoted(seat)}")
        if seat == DEALER and self.has_dealer:
            return
        if not 0 <= seat < self.num_seats:
            raise IllegalAction(f"there is no seat {seat} (seats 0 to {self.num_seats - 1})")

    #: some seat may know what another may not (a hand, a peek); False for a game whose
    #: hidden facts are hidden from every seat alike, which then needs no pass gate
    PRIVATE_FACTS = True

    def __init__(
        self,
        seats: int,
        options: dict[str, Any] | None = None,
        seed: int = 0,
        stack: Any = None,
    ) -> None:
        from game.registry import get_info  # late: the registry imports games

        info = get_info(self.game_id)
        info.check_seats(seats)
        self.num_seats = seats
        self.options = info.resolve_options(options or {})
        self.seed = int(seed)
        self.rng = random.Random(self.seed)
        self.stack = stack
        self.history: list[tuple[int, str]] = []
        self._setup()

    # ----- hooks a game implements -------------------------------------------------
    @abstractmethod
    def _setup(self) -> None:
        """Build the initial state (deal, choose the first player...)."""

    @abstractmethod
    def to_act(self) -> list[int]:
        """Seats that must act now (sorted); empty when the game is over."""

    def legal_actions(self, seat: int) -> list[str]:
        """Every legal action for ``seat`` now, canonical notation, stable order.

        One legality source: by default, the ``_candidates`` (every shape of action
        that might be legal) that ``_reason`` accepts. A game writes those two, so the
        list, the legality test and the refusal's explanation cannot disagree.

        The list is worked out once per state and kept until the next ``apply`` (a
        table asks it every frame, and ``apply`` then knows a listed action needs no
        second judging). A state changed other than by ``apply`` (a test setting a
        hand) must be changed before anyone asks, or say so with ``restaged``."""
        if type(seat) is not int or not 0 <= seat < self.num_seats:
            self.check_seat(seat)  # (a plain seat, the common case, needs no call)
        listed = _LISTED.get(weakref.ref(self))
        stamp = len(self.history)  # an undo, which takes an entry back, moves on too
        known = listed.get(seat) if listed else None
        if known is not None and known[0] == stamp:
            return list(known[1])
        if self.is_terminal() or seat not in self.to_act():
            return []
        legal = self._legal_now(seat)
        if listed is None:
            key = weakref.ref(self)
            listed = _LISTED[key] = {}
            weakref.finalize(self, _LISTED.pop, key, None)  # a game gone: its lists go too
        listed[seat] = (stamp, legal)
        return list(legal)

    legal_actions._seat_checked = True  # it checks the seat itself, without a wrapper

    def _candidates(self, seat: int) -> list[str]:
        """Every action that might be legal for ``seat`` now (``_reason`` filters them)."""
        raise NotImplementedError(f"{type(self).__name__} lists no candidate actions")

    def restaged(self) -> None:
        """Drop the legal lists kept for the present state. Play changes a state only
        through ``apply``; a test that stages one by hand after the lists were asked
        calls this, so the next question is worked out afresh."""
        listed = _LISTED.get(weakref.ref(self))
        if listed:
            listed.clear()

    def _legal_now(self, seat: int) -> list[str]:
        """The legal actions of ``seat``, which is to act in a game not over: the
        candidates ``_reason`` accepts. A game with many similar candidates (forty bids)
        may list them together instead, from what they share (the bid range), asking
        ``_reason``'s own rules once rather than forty times; a test then holds the two
        to the same list over many random states."""
        return [a for a in self._candidates(seat) if self._reason(seat, a) is None]

    def _reason(self, seat: int, action: str) -> str | None:
        """Why ``action`` is illegal for ``seat`` now, in a player's words; None when it
        is legal. The default serves a game that lists ``legal_actions`` itself."""
        if action in self.legal_actions(seat):
            return None
        return (f"{quoted(action)} is not allowed now; legal: "
                f"{', '.join(self.legal_actions(seat)) or 'nothing'}")

    @abstractmethod
    def _apply(self, seat: int, action: str) -> list[Event]:
        """Carry out an action already known to be legal; return public events."""

    @abstractmethod
    def observation(self, seat: int) -> Observation:
        """All that ``seat`` may know, as a JSON-able dict."""

    def public_observation(self) -> Observation:
        """What every seat may see, shaped like ``observation`` with ``seat`` None and
        every fact some seat may not know left out (None). Drawn between private turns
        in pass-and-play, so it must hold nothing that any one seat cannot see."""
        raise NotImplementedError(f"{type(self).__name__} has no public view")

    @abstractmethod
    def resample(self, seat: int, rng: random.Random) -> Game:
        """A copy with every fact hidden from ``seat`` redrawn at random."""

    @abstractmethod
    def is_terminal(self) -> bool: ...

    @abstractmethod
    def winners(self) -> list[int]:
        """Winning seats once terminal (empty before)."""

    def results(self) -> list[float]:
        """Per-seat result once terminal: 1 for a winner, 0 otherwise (shared wins split)."""
        w = self.winners()
        if not w:
            return [0.0] * self.num_seats
        return [1.0 / len(w) if s in w else 0.0 for s in range(self.num_seats)]

    @_seat_checked
    def window(self, seat: int) -> dict[str, Any] | None:
        """The response window ``seat`` is in, while it must act (None otherwise):
        ``stage`` names it ("turn", "guess", "challenge"...), ``default`` is the
        answer that stands if the seat lets the moment pass (usually "pass"; None when
        it must choose), and ``public`` says the decision needs no private view, so a
        table may put it to every human at the screen as one prompt, with no pass
        gate. Several seats may be in windows at once; their answers are independent."""
        if seat not in self.to_act():
            return None
        return {"stage": "turn", "default": None, "public": False}

    def is_out(self, seat: int) -> bool:
        """Whether ``seat`` has left play for good (games with eliminations refine this):
        when every human is out, a table may let the bots' game run fast."""
        return False

    # ----- optional hooks: defaults that mean "not in this game" -----------------------
    def initial_events(self) -> list[Event]:
        """The set-up as public events (the first deal, the board laid out), for a table
        to animate at a fresh game and for the log; none by default."""
        return []

    def can_undo(self, seat: int) -> bool:
        """Whether ``seat`` may take its last action back now; never by default."""
        return False

    def undo(self, seat: int) -> list[Event]:
        """Take ``seat``'s last action back within its turn, removing it from ``history``
        (so a save replays to the same game); returns the events that tell it. A game
        without take-backs refuses."""
        from game.registry import get_info  # late: the registry imports games

        raise IllegalAction(f"{get_info(self.game_id).title} has no take-backs")

    def reachable(self, seat: int) -> dict[str, int]:
        """For a game with a pawn on a board: every space ``seat``'s pawn could reach this
        turn by moving only, with its least cost; none by default."""
        return {}

    def route(self, seat: int, space: str) -> list[str]:
        """The cheapest chain of actions taking ``seat``'s pawn to ``space`` (empty when
        out of reach, and by default)."""
        return []

    def seat_roles(self, seat: int) -> list[str]:
        """The roles ``seat`` plays (drafted characters), for tournaments to measure
        balance by role; none by default."""
        return []

    def dealer_action(self) -> str:
        """The plainest dealer: its first legal action (what a game's dealer does when
        no policy is registered for it)."""
        legal = self.legal_actions(DEALER) if DEALER in self.to_act() else []
        if not legal:
            raise IllegalAction("the dealer is not to act")
        return legal[0]

    def parse(self, text: str) -> str:
        """Turn typed notation into the canonical action; raises on bad syntax.

        The default accepts any text and normalises it; games with numbers or
        targets override this to check the shape and print a helpful message.
        """
        action = normalise(text)
        if not action:
            raise IllegalAction("empty action")
        return action

    def is_legal(self, seat: int, action: str) -> bool:
        """The legality test: ``_reason`` finds nothing against it."""
        return self._reason(seat, action) is None

    def explain_illegal(self, seat: int, action: str) -> str:
        """Why ``action`` is refused (called only when it is)."""
        return self._reason(seat, action) or f"{quoted(action)} is not allowed now"

    # ----- the driver API (shared) -------------------------------------------------
    def apply(self, seat: int, action: str) -> list[Event]:
        """Validate and carry out ``action`` for ``seat``; log it; return events."""
        if type(seat) is not int or not 0 <= seat < self.num_seats:
            self.check_seat(seat)  # first: a bad seat must not reach any rule
        if not isinstance(action, str):
            raise IllegalAction(f"an action is text, not {quoted(action)}")
        listed = _LISTED.get(weakref.ref(self))
        known = listed.get(seat) if listed else None
        if not (known is not None and known[0] == len(self.history)
                and type(action) is str and action in known[1]):
            # anything but an action just listed for this very state (which is canonical
            # and legal) is read and judged in full, and kept as a plain string
            action = self._admitted(seat, action)
        if listed:
            listed.clear()
        events = self._apply(seat, action)
        self.history.append((seat, action))
        return events

    def _admitted(self, seat: int, action: str) -> str:
        """``action`` read into its canonical form, once it is known to be allowed now;
        ``IllegalAction`` saying why not otherwise."""
        if len(action) > MAX_ACTION_CHARS:
            raise IllegalAction(f"{quoted(action)} is not an action ({len(action)} characters)")
        if self.is_terminal():
            raise IllegalAction("the game is over")
        act = self.parse(action)
        if seat not in self.to_act():
            who = ", ".join(self.seat_label(s) for s in self.to_act())
            raise IllegalAction(f"it is not {self.seat_label(seat)}'s turn (waiting for {who})")
        if not self.is_legal(seat, act):
            raise IllegalAction(self.explain_illegal(seat, act))
        return act

    def seat_label(self, seat: int) -> str:
        return "the dealer" if seat == DEALER else f"seat {seat}"

    def clone(self) -> Game:
        return copy.deepcopy(self)

    def status_line(self) -> str:
        """One line on where the game stands (for logs and the replay command)."""
        if self.is_terminal():
            w = self.winners()
            if not w:
                return "game over; no winner"
            return "game over; winner(s): " + ", ".join(self.seat_label(s) for s in w)
        return "to act: " + ", ".join(self.seat_label(s) for s in self.to_act())

    # ----- private events ------------------------------------------------------------
    def event_view(self, event: Event, seat: int | None) -> Event | None:
        """What ``seat`` may see of ``event`` (None: the public view).

        An event with ``"audience": [seats]`` is private to those seats (a card drawn and
        shown to one player, a dealer's whisper). Anyone else sees only what
        ``redact`` keeps of it, or nothing when that is None. Scenes, logs and the
        pass-and-play gate show events through this, never raw.
        """
        audience = event.get("audience")
        if audience is None or (seat is not None and seat in audience):
            return event
        if event.get("private"):
            return event  # already an outsider's form: again would strip what it keeps
        return self.redact(event)

    def redact(self, event: Event) -> Event | None:
        """The outsiders' form of a private event: its type, who it concerns and the
        fields it names in ``"public"``; games refine this."""
        keep = {"type", "seat", "audience", *event.get("public", ())}
        return {k: v for k, v in event.items() if k in keep} | {"private": True}

    def events_for(self, events: list[Event], seat: int | None) -> list[Event]:
        """``events`` as ``seat`` may see them (private ones redacted or left out)."""
        out = []
        for e in events:
            v = self.event_view(e, seat)
            if v is not None:
                out.append(v)
        return out


def replay(game_cls: type[Game], seats: int, options: dict, seed: int,
           actions: list[tuple[int, str]], stack: Any = None) -> Game:
    """Rebuild a game by replaying a log; raises IllegalAction naming the bad entry."""
    g = game_cls(seats, options, seed, stack=stack)
    for i, (seat, act) in enumerate(actions):
        # a logged dealer action is checked for legality like a seat's, not recomputed:
        # the dealer's policy may choose among several legal actions
        try:
            g.apply(seat, act)
        except IllegalAction as e:
            raise IllegalAction(
                f"action {i + 1} ({quoted(f'{seat}: {act}')}) is illegal: {e}") from None
    return g
