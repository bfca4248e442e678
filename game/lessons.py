"""Guided first games: a lesson as data, and the coach that walks a learner through it.

A game's package holds its lesson (``game/<game>/lesson.py``), named by its
``GameInfo.lesson``: a stacked deal and a fixed seed, the seats (the learner and bots
whose moves are scripted where the story needs them) and the steps. Each step says
which rule is at work, names the control the table points at, the observation facts
its words rely on, and the move that completes it; a step with no move is read and
then passed with Next. ``Coach`` follows the lesson: which step is on, whether a move
is the one it waits for, and what to say about one that is not. No pygame here, so
every lesson is checked without a window; ``scenes.lesson_overlay`` puts it on a table.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.bots import Bot
from game.registry import get_info, make_bot


@dataclass(frozen=True)
class Step:
    #: one or two sentences in the learner's words: which rule is at work, and why
    say: str
    #: the control or place the pointer shows (a name the table's ``control_rect``
    #: knows; "a|b": b where a is gone, a choice's next part); None: the bubble alone
    point: str | None = None
    #: the learner's moves that complete the step (any one of them); empty: a step that
    #: is read, then passed with Next
    do: tuple[str, ...] = ()
    #: moves on the way that the step lets through without being done (the squares a
    #: walk crosses before the one the step is about)
    via: tuple[str, ...] = ()
    #: what to say to any other move, after "Not yet: "
    wrong: str = ""
    #: what the learner's observation shows when the words are true, as dotted paths
    #: ("players.1.card": "10"); the step waits for them, and the tests hold them
    facts: dict[str, Any] = field(default_factory=dict)
    #: words the game log tells when the table shows the moment this step is about (a
    #: reveal's count, on the felt only until the next deal): the step then shows as
    #: soon as the table has told them, and holds the table there while it is read
    told: str = ""
    #: places this step's bubble keeps clear of, besides the lesson's own ``keep``
    keep: tuple[str, ...] = ()


@dataclass(frozen=True)
class Lesson:
    game: str
    title: str
    #: (name, kind) per seat: "human" for the learner, a bot strength for the others
    #: (what a scripted bot does once its script is played out)
    seats: tuple[tuple[str, str], ...]
    steps: tuple[Step, ...]
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    stack: Any = None
    #: a bot seat's moves in order, played while they are legal
    scripts: dict[int, tuple[str, ...]] = field(default_factory=dict)
    #: places (control names) no bubble covers while there is room elsewhere: the
    #: learner's own cards and seat, which a step's words are often about
    keep: tuple[str, ...] = ()

    @property
    def learner(self) -> int:
        return next(i for i, (_, kind) in enumerate(self.seats) if kind == "human")


def lesson_for(game_id: str) -> Lesson | None:
    """The game's lesson, or None for a game that has none yet."""
    info = get_info(game_id)
    return info.part(info.lesson) if info.lesson else None


def fact(obs: Any, path: str) -> Any:
    """The value at a dotted ``path`` in an observation ("players.1.card"); a path
    that leads nowhere gives the ``MISSING`` marker, never an error."""
    value = obs
    for key in path.split("."):
        if isinstance(value, list) and key.lstrip("-").isdigit() and \
                -len(value) <= int(key) < len(value):
            value = value[int(key)]
        elif isinstance(value, dict) and key in value:
            value = value[key]
        else:
            return MISSING
    return value


MISSING = object()


def facts_hold(obs: Any, facts: dict[str, Any]) -> bool:
    return all(fact(obs, path) == want for path, want in facts.items())


class ScriptedBot(Bot):
    """A lesson's bot: its script's next move while that is legal, then its strength's
    own play (once the lesson is over the game goes on as a real one)."""

    kind = "scripted"

    def __init__(self, seat: int, script: tuple[str, ...], then: Bot) -> None:
        super().__init__(seat)
        self.script = list(script)
        self.then = then

    def act(self, obs: dict[str, Any], legal: list[str]) -> str:
        if self.script and self.script[0] in legal:
            return self.script.pop(0)
        return self.then.act(obs, legal)


def scripted_bots(lesson: Lesson, seed: int = 0) -> dict[int, Bot]:
    """The lesson's machine seats, each following its script."""
    return {seat: ScriptedBot(seat, lesson.scripts.get(seat, ()),
                              make_bot(lesson.game, kind, seat, seed))
            for seat, (_, kind) in enumerate(lesson.seats) if kind != "human"}


class Coach:
    """Where a learner is in a lesson. ``judge`` says whether a move is the one the step
    waits for (None) or why not; ``played`` moves on after an expected move; ``next``
    passes a step that is only read."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.index = 0
        #: the last refused move's explanation, until the next step
        self.advice = ""

    @property
    def step(self) -> Step | None:
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def done(self) -> bool:
        return self.step is None

    def ready(self, obs: Any) -> bool:
        """True when the step's facts show in the learner's observation ``obs``."""
        step = self.step
        return step is not None and facts_hold(obs, step.facts)

    def judge(self, action: str) -> str | None:
        """None when ``action`` is the move the lesson waits for (or the lesson is over);
        else the words saying why not, kept as ``advice``."""
        step = self.step
        if step is None or action in step.do or action in step.via:
            return None
        if not step.do:
            self.advice = "Not yet: read this step, then press Next."
        else:
            self.advice = "Not yet: " + (step.wrong or "this step asks for another move.")
        return self.advice

    def played(self, action: str) -> None:
        step = self.step
        if step is not None and action in step.do:
            self._advance()

    def next(self) -> None:
        """Pass a step that is only read."""
        step = self.step
        if step is not None and not step.do:
            self._advance()

    def _advance(self) -> None:
        self.index += 1
        self.advice = ""
