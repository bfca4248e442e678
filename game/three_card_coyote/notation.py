"""Three Card Coyote's notation: every action as a typed value, read and written once.

The rules, the bots, the story and the table's controls read an action through
``parse`` and write one through ``format`` (``str`` of the value), so no one slices
action text. ``parse`` accepts exactly what ``format`` writes: lower-case words
and plain ASCII whole numbers, single spaces, nothing else. (The engine's ``parse``
first respells typed input the documented way: case, spacing, ``07`` as ``7``.)

A beat's action is a ``Shape`` (what is done: "move church", "talk waitress buy
eagle-feather") carried by a card (``Play``: "search with q-hearts") or by a chip
raised with a power (``Raise``: "raise lift search").
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from game.core import IllegalAction
from game.notation import safe_quote

_WORD = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")   # a place, thing, role, power, card
_NUMBER = re.compile(r"0|[1-9][0-9]*")             # ASCII digits, written plainly

SHAPE_VERBS = ("pass", "move", "search", "take", "talk", "fight", "shoot", "heal",
               "unlock", "claim")
TOPICS = ("learn", "calm", "buy", "fool", "rumour")
"""learn and calm name nobody's thing; buy and fool name what is wanted; a rumour
names a secret's kind and what it claims that secret is."""
KINDS = ("door", "key", "lantern")
"""What a rumour may be about: the Door's place, the Key or the Lantern."""


@dataclass(frozen=True)
class Shape:
    """What a beat does, before the card or chip that carries it. ``target`` is the
    place of a move, the thing taken, the town person talked to, the person or seat
    (an int) fought or shot, the seat healed; ``thing`` is what a Talk buys or fools,
    or the place or object a rumour claims is the secret of its ``kind`` ("talk
    loafers rumour key mining-pan")."""

    verb: str
    target: str | int | None = None
    topic: str | None = None
    thing: str | None = None
    kind: str | None = None

    def __str__(self) -> str:
        if self.kind is not None:
            return f"{self.verb} {self.target} {self.topic} {self.kind} {self.thing}"
        if self.target is None:
            return self.verb
        if self.topic is None:
            return f"{self.verb} {self.target}"
        if self.thing is None:
            return f"{self.verb} {self.target} {self.topic}"
        return f"{self.verb} {self.target} {self.topic} {self.thing}"


@dataclass(frozen=True)
class Pick:
    role: str

    def __str__(self) -> str:
        return f"pick {self.role}"


@dataclass(frozen=True)
class Name:
    offer: int  # 1 to 4, in the order offered

    def __str__(self) -> str:
        return f"name {self.offer}"


@dataclass(frozen=True)
class Play:
    """A beat carried by a card of the hand (a pass lays it face down)."""

    shape: Shape
    card: str  # as an action writes it: "q-hearts"

    def __str__(self) -> str:
        return _with(str(self.shape), self.card)


@dataclass(frozen=True)
class Raise:
    """A beat carried by a chip, thrown with a power that backs it."""

    power: str
    shape: Shape

    def __str__(self) -> str:
        return f"raise {self.power} {self.shape}"


@dataclass(frozen=True)
class Fold:
    def __str__(self) -> str:
        return "fold"


@dataclass(frozen=True)
class Allow:
    def __str__(self) -> str:
        return "allow"


@dataclass(frozen=True)
class Cower:
    def __str__(self) -> str:
        return "cower"


@dataclass(frozen=True)
class Oppose:
    """A chip thrown against a raise."""

    power: str

    def __str__(self) -> str:
        return f"oppose {self.power}"


@dataclass(frozen=True)
class Answer:
    """A defence against an attack, or an interruption of a ritual (``verb``), with a
    card, or a chip raised with ``power``; a defence with neither is left to fate."""

    verb: str  # "defend" or "interrupt"
    card: str | None = None
    power: str | None = None

    def __str__(self) -> str:
        if self.card is not None:
            return f"{self.verb} with {self.card}"
        if self.power is not None:
            return f"{self.verb} raise {self.power}"
        return f"{self.verb} fate"


@dataclass(frozen=True)
class Seize:
    thing: str | None  # None: nothing

    def __str__(self) -> str:
        return f"seize {self.thing or 'nothing'}"


@dataclass(frozen=True)
class Deal:
    what: str  # "secrets" or "round"

    def __str__(self) -> str:
        return f"deal {self.what}"


@dataclass(frozen=True)
class Tell:
    """Coyote whispers that ``item`` is not the ``kind`` ("tell key bible")."""

    kind: str
    item: str

    def __str__(self) -> str:
        return f"tell {self.kind} {self.item}"


@dataclass(frozen=True)
class Spread:
    """Coyote's half-true rumour: two claims ("spread door church key bible"), each a
    (kind, item) pair, exactly one of them true."""

    first: tuple[str, str]
    second: tuple[str, str]

    def __str__(self) -> str:
        return f"spread {' '.join(self.first)} {' '.join(self.second)}"


@dataclass(frozen=True)
class Carry:
    """The town carries an object lying about off to a place next door ("carry noose
    church")."""

    thing: str
    place: str

    def __str__(self) -> str:
        return f"carry {self.thing} {self.place}"


@dataclass(frozen=True)
class TurnTown:
    def __str__(self) -> str:
        return "turn town card"


@dataclass(frozen=True)
class Posse:
    seat: int

    def __str__(self) -> str:
        return f"posse {self.seat}"


Action = (Pick | Name | Play | Raise | Fold | Allow | Cower | Oppose | Answer | Seize | Deal
          | Tell | TurnTown | Posse | Spread | Carry)
DEALER_ACTIONS = (Deal, Tell, TurnTown, Posse, Spread, Carry)
WINDOW_ACTIONS = (Allow, Cower, Oppose, Answer, Seize)


def _with(shape: str, card: str) -> str:
    return f"{shape} with {card}"


def plays(shape: Shape, cards: list[str]) -> list[str]:
    """The notation of ``shape`` carried by each of ``cards`` in turn (a beat's list)."""
    text = str(shape)
    return [_with(text, c) for c in cards]


def format(action: Action) -> str:
    """An action's notation."""
    return str(action)


def card_word(card: str) -> str:
    """A card as an action writes it ("Q-hearts" -> "q-hearts")."""
    return card.lower()


def card_of(word: str) -> str:
    """The card an action's word names ("q-hearts" -> "Q-hearts")."""
    rank, suit = word.rsplit("-", 1)
    return f"{rank.upper()}-{suit}"


# ----- reading ----------------------------------------------------------------------------
class _Shapeless(Exception):
    """The words do not make an action (``parse`` turns this into its refusal)."""


def _word(words: list[str], i: int) -> str:
    if i >= len(words) or not _WORD.fullmatch(words[i]):
        raise _Shapeless
    return words[i]


def _seat(words: list[str], i: int) -> int:
    if i >= len(words) or not _NUMBER.fullmatch(words[i]):
        raise _Shapeless
    return int(words[i])


def _target(words: list[str], i: int) -> str | int:
    """A town person or, in digits, a seat."""
    return _seat(words, i) if words[i:i + 1] and words[i][0].isdigit() else _word(words, i)


def _shape(words: list[str]) -> Shape:
    verb = words[0] if words else ""
    if verb in ("pass", "search", "unlock", "claim"):
        return Shape(verb)
    if verb in ("move", "take"):
        return Shape(verb, _word(words, 1))
    if verb in ("fight", "shoot"):
        return Shape(verb, _target(words, 1))
    if verb == "heal":
        return Shape(verb, _seat(words, 1))
    if verb == "talk":
        topic = _word(words, 2)
        if topic not in TOPICS:
            raise _Shapeless
        if topic == "rumour":
            return Shape(verb, _word(words, 1), topic, _word(words, 4), _kind(words, 3))
        thing = _word(words, 3) if topic in ("buy", "fool") else None
        return Shape(verb, _word(words, 1), topic, thing)
    raise _Shapeless


def _kind(words: list[str], i: int) -> str:
    if words[i:i + 1] and words[i] in KINDS:
        return words[i]
    raise _Shapeless


def _spread(words: list[str]) -> Spread:
    if len(words) != 5:
        raise _Shapeless
    return Spread((_kind(words, 1), _word(words, 2)), (_kind(words, 3), _word(words, 4)))


def _beat(words: list[str]) -> Play:
    if len(words) < 3 or words[-2] != "with":
        raise _Shapeless
    return Play(_shape(words[:-2]), _word(words, len(words) - 1))


def _raise(words: list[str]) -> Raise:
    return Raise(_word(words, 1), _shape(words[2:]))


def _answer(words: list[str]) -> Answer:
    how = words[1] if len(words) > 1 else ""
    if how == "with":
        return Answer(words[0], card=_word(words, 2))
    if how == "raise":
        return Answer(words[0], power=_word(words, 2))
    if how == "fate" and words[0] == "defend":
        return Answer(words[0])
    raise _Shapeless


def _seize(words: list[str]) -> Seize:
    thing = _word(words, 1)
    return Seize(None if thing == "nothing" else thing)


def _deal(words: list[str]) -> Deal:
    if words[1:] not in (["secrets"], ["round"]):
        raise _Shapeless
    return Deal(words[1])


def _turn(words: list[str]) -> TurnTown:
    if words != ["turn", "town", "card"]:
        raise _Shapeless
    return TurnTown()


_READERS = {
    "pick": lambda w: Pick(_word(w, 1)),
    "name": lambda w: Name(_seat(w, 1)),
    "raise": _raise,
    "fold": lambda w: Fold(),
    "allow": lambda w: Allow(),
    "cower": lambda w: Cower(),
    "oppose": lambda w: Oppose(_word(w, 1)),
    "defend": _answer,
    "interrupt": _answer,
    "seize": _seize,
    "deal": _deal,
    "tell": lambda w: Tell(_word(w, 1), _word(w, 2)),
    "turn": _turn,
    "posse": lambda w: Posse(_seat(w, 1)),
    "spread": _spread,
    "carry": lambda w: Carry(_word(w, 1), _word(w, 2)),
    **{verb: _beat for verb in SHAPE_VERBS},
}
"""The first word of an action, and how the rest is read."""

def shape(text: str) -> Shape:
    """The ``Shape`` a window's action names ("fight 2"), read as strictly as ``parse``."""
    try:
        found = _shape(text.split(" "))
    except _Shapeless:
        found = None
    if found is None or str(found) != text:
        raise IllegalAction(f"{safe_quote(text)} is not a beat's action")
    return found


HELP = ("a beat is 'VERB ... with CARD' ('search with q-hearts'), 'raise POWER VERB ...' "
        "or 'fold'")


@functools.lru_cache(maxsize=8192)
def parse(text: str) -> Action:
    """The typed action ``text`` writes, or ``IllegalAction`` when it is not exactly the
    notation of one (``format(parse(text)) == text`` for every text accepted)."""
    words = text.split(" ") if isinstance(text, str) else []
    reader = _READERS.get(words[0]) if words else None
    try:
        if reader is None:
            raise _Shapeless
        action = reader(words)
    except _Shapeless:
        action = None
    if action is None or str(action) != text:
        raise IllegalAction(f"{safe_quote(text)} is not an action; {HELP}")
    return action
