"""NotCoup's notation: its actions as typed values, ``parse`` and ``format``.

An action is a verb and its words: card names, the choices of an effect (``set king
gambler``) and seats, held as whole numbers (``claim jack 2``), with ``marked`` last for
a claim made with a Marker Jack's marked card. Which verbs a game plays comes from its
action table (``actions.py``), so the notation checks the shape and the rules say what
is allowed. The rules, bots and tables read actions through here, never slicing text.

``parse`` accepts exactly what ``format`` writes (lower-case words and plain numbers,
one space apart) and refuses anything else; ``read`` is the forgiving reading of what
a player types (card letters, "more income", "discard 2" for F.U., "jack 2" for
"claim jack 2", cards to return in any order), already made plain by
``game.notation.strict``.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Collection
from dataclasses import dataclass

from game.core import IllegalAction
from game.notation import safe_quote
from game.notcoup.cards import RANKS, card_word, rank_key

MARKED = "marked"
"""The last word of a claim or counter made with a marked card (Marker Jack)."""

GIVE = "give"
"""The Swap Ace's second half: ``return king give queen``."""

CARD_VERBS = ("claim", "counter", "reveal", "lose", "return", "survive", "give")
"""Verbs whose words are cards, which a player may type as letters (``lose A``)."""

SPOKEN = {"more income": "more-income", "f.u.": "fu", "f.u": "fu", "discard": "fu",
          "moreincome": "more-income"}
"""Spoken forms of the turn's game actions."""

_WORD = re.compile(r"[a-z]+(-[a-z]+)*")
_SEAT = re.compile(r"0|[1-9][0-9]*")


@dataclass(frozen=True)
class Action:
    """One action: ``verb`` and its ``args`` (words, seats as ints)."""

    verb: str
    args: tuple[str | int, ...] = ()

    @property
    def arg(self) -> str | int | None:
        """The first word after the verb (None when there is none)."""
        return self.args[0] if self.args else None

    @property
    def marked(self) -> bool:
        """Made with a Marker Jack's marked card."""
        return bool(self.args) and self.args[-1] == MARKED

    @property
    def plain(self) -> Action:
        """The action without its ``marked``."""
        return Action(self.verb, self.args[:-1]) if self.marked else self

    @property
    def seat(self) -> int | None:
        """The seat it names (its last number), if any."""
        return next((a for a in reversed(self.args) if isinstance(a, int)), None)

    @property
    def names_card(self) -> bool:
        """A claim or a counter: the moves a marked card may back."""
        return self.verb in ("claim", "counter")

    def __str__(self) -> str:
        return format(self)


def format(action: Action) -> str:
    """The canonical notation of ``action``."""
    return " ".join([action.verb, *(str(a) for a in action.args)])


def spell(verb: str, *args: str | int) -> str:
    """The notation of ``verb`` with ``args``: ``spell("claim", "jack", 2)``."""
    return format(Action(verb, args))


def marked(action: str) -> str:
    """A claim or counter made with the marked card instead."""
    m = parse(action)
    return format(Action(m.verb, (*m.args, MARKED)))


def _word(w: str) -> str | int:
    return int(w) if _SEAT.fullmatch(w) else w


@functools.lru_cache(maxsize=4096)
def parse(text: str) -> Action:
    """The action ``text`` writes in canonical notation; ``IllegalAction`` for any other
    text (odd spacing, case, a seat written ``02``, a card letter: ``read`` takes those)."""
    words = text.split(" ") if isinstance(text, str) else [""]
    if not (_WORD.fullmatch(words[0])
            and all(_WORD.fullmatch(w) or _SEAT.fullmatch(w) for w in words[1:])):
        raise IllegalAction(f"{safe_quote(text)} is not NotCoup notation (lower-case words "
                            "and seat numbers, one space apart)")
    return Action(words[0], tuple(_word(w) for w in words[1:]))


def read(text: str, table: Collection[str], claims: Collection[str],
         claimed: str | None = None) -> Action:
    """What a player typed (lower case, single spaces) as an action. ``table`` names the
    actions in play and ``claims`` those that are card claims (``jack 2`` is ``claim jack
    2``); ``claimed`` is the card a bare ``reveal`` shows, while a claim is challenged."""
    s = text
    for spoken, word in SPOKEN.items():
        if s == spoken or s.startswith(spoken + " "):
            s = word + s[len(spoken):]
    words = s.split(" ")
    verb = words[0]
    if card_word(verb) in table and verb not in table:
        verb = words[0] = card_word(verb)  # "K" for "claim king"
    if verb in claims:
        words = ["claim", *words]
        verb = "claim"
    if verb in CARD_VERBS and len(words) > 1:
        cards = [card_word(w) or w for w in words[1:]]
        give = []
        if verb == "return" and GIVE in cards:  # the Swap Ace: "return K give Q"
            give = cards[cards.index(GIVE):]
            cards = cards[:cards.index(GIVE)]
        if verb == "return":
            known = [c for c in cards if c in RANKS]
            cards = sorted(known, key=rank_key) + [c for c in cards if c not in RANKS]
        words = [verb, *cards, *give]
    if verb == "reveal" and len(words) == 1 and claimed is not None:
        words.append(claimed)
    return parse(" ".join(words))
