"""A finished game, step by step: the states rebuilt from a save's action log and what
may be drawn of each.

A replay is built as a save is loaded (``game.saves``): the log is played again on a
fresh game from the seed, so it shows only what was played. Step ``k`` is the game
after its first ``k`` actions (0: the deal, before anyone acted).

What may be shown is decided here, not by a screen: hidden facts (a seat's cards, a
peek, a whisper) come out only when the whole log ends in a finished game. A game
still running, or a pass-and-play game before its end, yields the public view at
every step, whichever seat is asked for.

No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core import Event, Game, IllegalAction, quoted
from game.saves import SaveError, Session

#: a rebuilt state is kept every so many steps, so a jump replays at most this many
CHECKPOINT_EVERY = 32


@dataclass(frozen=True)
class Lens:
    """Whose eyes a step is drawn through: ``seat`` sits at the bottom (None: nobody's,
    the public view); ``everything``: every seat's private facts laid over its view."""

    seat: int | None = None
    everything: bool = False


PUBLIC = Lens()


def lenses(num_seats: int, finished: bool) -> list[Lens]:
    """The lenses a replay offers: every card from each seat, each seat's own eyes and
    the public table once the game is finished; only the public table before."""
    if not finished:
        return [PUBLIC]
    return ([Lens(s, True) for s in range(num_seats)] + [Lens(s) for s in range(num_seats)]
            + [PUBLIC])


def merged(base: Any, others: list[Any]) -> Any:
    """``base`` with every gap (a None, a missing key) filled from the first of
    ``others`` that has it there: each seat's private view laid over one seat's. Lists
    of the same length merge item by item; values already in ``base`` stay."""
    if base is None:
        return next((merged(o, []) for o in others if o is not None), None)
    if isinstance(base, dict):
        out = {k: merged(v, [o.get(k) for o in others if isinstance(o, dict)])
               for k, v in base.items()}
        for o in others:
            if isinstance(o, dict):
                for k, v in o.items():
                    out.setdefault(k, v)
        return out
    if isinstance(base, list):
        same = [o for o in others if isinstance(o, list) and len(o) == len(base)]
        return [merged(v, [o[i] for o in same]) for i, v in enumerate(base)]
    return base


def view(game: Game, lens: Lens, finished: bool) -> dict:
    """What is drawn of ``game`` through ``lens``. ``finished``: the replayed game has
    ended (its whole log, not just this step); otherwise only the public view, whatever
    the lens asks."""
    if not finished or lens.seat is None:
        return game.public_observation()
    own = game.observation(lens.seat)
    if not lens.everything:
        return own
    return merged(own, [game.observation(s) for s in range(game.num_seats)
                        if s != lens.seat])


def _words(value: Any) -> str | None:
    """A private fact as a line can say it: text, or a list of texts (cards, suspects);
    None for anything more shaped (a table draws those)."""
    if isinstance(value, str):
        return value.replace("-", " ")
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return ", ".join(v.replace("-", " ") for v in value)
    return None


def held(game: Game, finished: bool) -> list[list[tuple[str, str]]]:
    """Each seat's private facts that can be said in words (a hand, the cards not
    played yet), by field: what a seat's own view holds that the public view does not.
    Some games keep a seat's cards only in that seat's view, so no one view can draw
    them all; these lines tell them. Nothing before the end (``finished`` False)."""
    if not finished:
        return [[] for _ in range(game.num_seats)]
    public = game.public_observation()
    out = []
    for s in range(game.num_seats):
        own = game.observation(s)
        facts = [(k.replace("_", " "), w) for k, v in own.items()
                 if k != "seat" and public.get(k) != v and (w := _words(v)) is not None]
        out.append(facts)
    return out


@dataclass(frozen=True)
class Step:
    """One logged action: who made it, what, and the events it gave (as played)."""

    seat: int
    action: str
    events: tuple[Event, ...]
    round: Any  # the public view's "round" after the action (None where a game has none)


class Replay:
    """A game's log, replayable to any step (``state(k)``)."""

    def __init__(self, factory: Callable[..., Game], num_seats: int, options: dict,
                 seed: int, log: list[tuple[int, str]]) -> None:
        self._fresh = lambda: factory(num_seats, options, seed)
        self.num_seats = num_seats
        g = self._fresh()
        self.opening: tuple[Event, ...] = tuple(g.initial_events())
        self.first_round = g.public_observation().get("round")
        self._marks: dict[int, Game] = {0: g.clone()}
        steps = []
        for i, (seat, act) in enumerate(log):
            try:
                events = g.apply(seat, act)
            except IllegalAction as e:
                raise SaveError(f"the game's log does not replay: action {i + 1} "
                                f"({quoted(f'{seat}: {act}')}) is illegal: {e}") from None
            steps.append(Step(seat, act, tuple(events), g.public_observation().get("round")))
            if (i + 1) % CHECKPOINT_EVERY == 0:
                self._marks[i + 1] = g.clone()
        self.steps: tuple[Step, ...] = tuple(steps)
        self.final = g
        #: the whole log ends in a finished game: hidden facts may be shown
        self.finished = g.is_terminal()

    @classmethod
    def of(cls, session: Session) -> Replay:
        """The replay of a loaded save (its game already replayed once by the load)."""
        from game.registry import built_game

        g = session.game
        return cls(built_game(session.game_id).factory, len(session.seats), g.options,
                   session.seed, list(g.history))

    def __len__(self) -> int:
        return len(self.steps)

    def state(self, k: int) -> Game:
        """A fresh copy of the game after its first ``k`` actions (clamped to the log)."""
        k = max(0, min(k, len(self.steps)))
        start = max(m for m in self._marks if m <= k)
        g = self._marks[start].clone()
        for step in self.steps[start:k]:
            g.apply(step.seat, step.action)
        return g

    def view(self, k: int, lens: Lens) -> dict:
        """What is drawn at step ``k`` through ``lens`` (see ``view``)."""
        return view(self.state(k), lens, self.finished)

    def round_at(self, k: int) -> Any:
        """The round the game is in at step ``k`` (None where the game has no rounds)."""
        return self.steps[k - 1].round if k > 0 else self.first_round

    def rounds(self) -> list[tuple[Any, int]]:
        """Each round the game went through, with the first step that shows it, in order:
        where a jump to a round lands."""
        out: list[tuple[Any, int]] = []
        for k in range(len(self.steps) + 1):
            r = self.round_at(k)
            if isinstance(r, int) and not isinstance(r, bool) and (not out or out[-1][0] != r):
                out.append((r, k))
        return out
