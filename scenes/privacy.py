"""Who may see what on this frame: pass-and-play's seat privacy, a pure state machine.

With one human at the screen, or when every hidden fact is hidden from all alike
(Coyote Moon's face-down stones), the screen simply follows the human who must act:
``viewer`` is that seat and its view is drawn.

With two or more humans sharing the screen (``shared``), ``viewer`` only says whose
seat sits at the bottom. A seat's private view is drawn only inside its *window*,
which opens when that seat confirms "I am NAME" on the gate (``pass_gate``) and
closes the moment its decision is made (``decided``). It stays open while the same
seat goes on within its turn (a peek, then a bid), and never through an event
everyone watches (a deal, a reveal). A decision that leaves its seat something of its
own to read (a search's whispered result) keeps the window open until the seat says
it has read it (``read``): reading is part of the decision, and the match waits for
it. Every other frame (hand-overs, bots' turns,
deals, reveals, results) draws the public view. A decision every waiting human may
make in public (a challenge needs no look at a hand) raises no gate: the public view
stays up and they answer one after another at one shared prompt (``answerer``).

No pygame and no engine here: the table says who must answer (``Asked``) and does
what each step returns (``Step``: draw another view, raise a gate).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Asked:
    """Who must answer now: the humans the game waits for, and whether every one of
    them may answer in public (no private view needed)."""

    humans: tuple[int, ...] = ()
    public: bool = False

    @property
    def in_public(self) -> tuple[int, ...]:
        """The humans answering at the shared public prompt (none unless all may)."""
        return self.humans if self.public else ()


@dataclass(frozen=True)
class Step:
    """What the screen must do after a privacy step (the defaults: nothing)."""

    moved: bool = False         # the viewer seat changed, from ``was``
    was: int | None = None
    public: bool = False        # an open window closed: draw the public view again
    gate: int | None = None     # hide the table and ask for the screen to go to this seat


class SeatPrivacy:
    def __init__(self, humans: Sequence[int], private_facts: bool, asked: Asked) -> None:
        self.humans = tuple(humans)
        #: several humans share the screen and something is theirs alone to see
        self.shared = len(self.humans) > 1 and private_facts
        # bots only: a spectator's view (None); else whoever must answer, or the first human
        waiting = asked.humans or self.humans
        self.viewer: int | None = waiting[0] if waiting else None
        #: shared screen: the seat whose private view may be drawn now (None: public)
        self.window: int | None = None
        #: the seat a gate is up for: nothing of the table is drawn meanwhile
        self.gate: int | None = None
        #: shared screen: the window's seat reads what its decision told it (no one acts)
        self.reading: int | None = None

    @property
    def private_seat(self) -> int | None:
        """Whose private view may be on screen now: the lone human's, the open window's
        on a shared screen, None for the public (or a bots-only spectator's) view."""
        return self.window if self.shared else self.viewer

    @property
    def log_seat(self) -> int | None:
        """Whose eyes the game log is written for: it stays on screen for everyone on a
        shared screen, so there it holds public facts only."""
        return None if self.shared else self.private_seat

    def answerer(self, asked: Asked) -> int | None:
        """On a shared screen, the human answering the shared public prompt now (None
        when a window is open, a gate is up, or the moment is not public)."""
        if not self.shared or self.window is not None or self.gate is not None:
            return None
        return asked.in_public[0] if asked.in_public else None

    def actor(self, asked: Asked) -> int | None:
        """The human whose controls may be live now: the seat on screen if it must
        answer, or the public prompt's; never while a gate is up (it hides every
        window and the public prompt alike), nor while a seat reads."""
        if self.reading is not None:
            return None
        seat = self.private_seat
        if seat is not None and seat in asked.humans:
            return seat
        if seat is None and self.shared:
            return self.answerer(asked)
        return None

    def route(self, asked: Asked) -> Step:
        """Humans must answer (``asked.humans`` is not empty): put the right seat on
        screen, behind a gate when the screen is shared and the view is private."""
        if not self.shared:
            if self.viewer in asked.humans:
                return Step()
            return self.show(asked.humans[0])
        if self.gate is not None or self.reading is not None or (
                self.window in asked.humans and not asked.public):
            # a gate waits for its seat, the open window's seat decides, or it reads
            return Step()
        if asked.public:
            # every human who must answer may do so in public: no gate, the public view
            if self.window is None:
                return Step()
            self._close()
            return Step(public=True)
        # a human must decide in private: the seat goes to the bottom, then its gate
        self._close()
        seat, was = asked.humans[0], self.viewer
        self.viewer = seat
        self.gate = seat
        return Step(moved=True, was=was, gate=seat) if seat != was else Step(gate=seat)

    def show(self, seat: int) -> Step:
        """Put ``seat`` at the bottom; on a shared screen a gate goes up first, and its
        private view shows only once that seat confirms."""
        was = self.viewer
        if seat == was:
            return Step()
        self.viewer = seat
        if not self.shared:
            return Step(moved=True, was=was)
        self._close()
        self.gate = seat
        return Step(moved=True, was=was, gate=seat)

    def pass_gate(self) -> int | None:
        """The gate's seat confirmed "I am NAME": its window opens. Returns that seat
        (None: no gate was up)."""
        seat, self.gate = self.gate, None
        if seat is not None and self.shared:
            self.window = seat
        return seat

    def decided(self, seat: int, watched: bool, asked: Asked, held: bool = False) -> bool:
        """``seat`` acted (``watched``: its action made an event everyone watches) and
        now ``asked`` must answer. True when an open window closed with that decision:
        from then on the public view is drawn. It stays open only while the same seat
        goes on within its turn, in private, or (``held``: the decision told the seat
        something of its own to read) until the seat has ``read`` it."""
        if self.window is None:
            return False
        if seat == self.window and not watched and not asked.public \
                and seat in asked.humans:
            return False
        if held and seat == self.window and not watched:
            self.reading = seat
            return False
        self._close()
        return True

    def read(self) -> bool:
        """The reading seat says it has read: its decision is done and its window closes
        (True: from then on the public view is drawn; False: nobody was reading)."""
        if self.reading is None:
            return False
        self._close()
        return True

    def _close(self) -> None:
        self.window = self.reading = None
