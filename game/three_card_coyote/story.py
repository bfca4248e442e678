"""The whole night in Helena as a story to read afterwards.

``tell`` replays a logged game on a fresh engine and strings Coyote's lines
(``narrate.py``) into text: a title, the cast, the draft, each hour of the night with
every action told, and an epilogue revealing where the Door, the Key and the Lantern
were. A story is read when the game is over, so it shows what the table hid: every
hand, every whisper, every clue, told as Coyote gave them. The same log always tells
the same story in the same words (the phrasing comes from the events' seeded variety
numbers and from what was said before in the night, never from a clock or a fresh
random number); no sentence is told a fourth time in a night while its moment has
another way to say it.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import Any

from game.core import DEALER, Event, Game
from game.three_card_coyote import notation as N
from game.three_card_coyote import voice as V
from game.three_card_coyote.folk import FOLK, THINGS
from game.three_card_coyote.narrate import (
    Cast,
    at_place,
    fill,
    hour_words,
    narrate,
    thing_words,
)
from game.three_card_coyote.roles import ALL_ROLES
from game.three_card_coyote.rules import ThreeCardCoyote
from game.three_card_coyote.said import Said

WIDTH = 78
ANSWERS = ("oppose", "defend", "interrupt", "seize")
"""Windows whose answers belong to the action they answer (one paragraph)."""
ENDING = ("midnight", "empty", "reveal")
"""Events told in the epilogue rather than in the hour they end."""


def _line(key: str, slots: dict[str, Any] | None = None) -> str:
    return fill(V.STORY[key][0], slots or {})


def _heading(text: str, rule: str = "-") -> list[str]:
    return [text, rule * len(text)]


class _Teller:
    """Collects the story's sections while the log is replayed."""

    def __init__(self, names: Sequence[str], width: int) -> None:
        self.names = list(names)
        self.width = width
        self.sections: list[tuple[list[str], list[list[str]]]] = []  # heading, paragraphs
        self.ending: list[str] = []
        self.opened_by: int | None = None
        self.said = Said()  # one night's sentences, so none is told a fourth time

    def section(self, heading: list[str]) -> None:
        self.sections.append((heading, []))

    def paragraph(self, lines: list[str], join: bool = False) -> None:
        if not lines:
            return
        paragraphs = self.sections[-1][1]
        if join and paragraphs:
            paragraphs[-1].extend(lines)
        else:
            paragraphs.append(list(lines))

    def tell(self, events: list[Event], view: dict[str, Any], join: bool = False) -> None:
        lines: list[str] = []
        for e in events:
            if e.get("type") == "unlock" and e.get("ok"):
                self.opened_by = e.get("seat")
            line = narrate(e, self.names, view, self.said)
            if not line:
                continue
            if e.get("type") in ENDING:
                self.ending.append(line)
            elif e.get("type") == "round":
                self.paragraph(lines, join)
                lines, join = [], False
                self.section(_heading(_line("hour", {
                    "clock": hour_words(e["hour"]), "round": e["round"]})))
                self.paragraph([line])
            else:
                lines.append(line)
        self.paragraph(lines, join)

    def text(self, head: list[str]) -> str:
        out = list(head)
        for heading, paragraphs in self.sections:
            if not paragraphs:
                continue
            out += ["", *heading]
            for p in paragraphs:
                out += ["", textwrap.fill(" ".join(p), self.width)]
        return "\n".join(out).rstrip() + "\n"


def _cast(game: ThreeCardCoyote, names: Sequence[str]) -> list[str]:
    out = _heading(_line("cast"))
    for s in range(game.num_seats):
        ch = game.chars[s]
        player = names[s] if s < len(names) else f"seat {s}"
        deity, human = ALL_ROLES.get(ch.get("deity") or ""), ALL_ROLES.get(ch.get("human") or "")
        if ch.get("name") and deity and human:
            line = _line("cast.line", {"player": player, "name": ch["name"],
                                       "deity": deity.title, "human": human.title})
        else:
            line = _line("cast.unnamed", {"player": player})
        out.append("  " + line)
    return out


def _where(game: ThreeCardCoyote, thing: str, cast: Cast) -> str:
    kind, holder, place = game.where(thing)
    slots = {"at_place": at_place(place)}
    if kind == "seat":
        return fill(V.STORY["where.seat"][0], {**slots, "holder": cast.name(holder)},
                    capital=False)
    if kind == "folk":
        return fill(V.STORY["where.folk"][0], {**slots, "folk": FOLK[holder].name},
                    capital=False)
    return fill(V.STORY["where.ground"][0], slots, capital=False)


def _epilogue(game: ThreeCardCoyote, teller: _Teller, cast: Cast) -> list[str]:
    out = ["", *_heading(_line("epilogue"))]
    paragraphs: list[str] = []
    if not game.is_terminal():
        paragraphs.append(_line("unfinished"))
    else:
        paragraphs.append(" ".join(teller.ending))
        facts = [_line("ended.opened", {"who": cast.name(teller.opened_by)})
                 if teller.opened_by is not None else _line("ended.shut")]
        if game.key in THINGS and game.lantern in THINGS:
            key_where = _where(game, game.key, cast)
            lantern_where = _where(game, game.lantern, cast)
            slots = {"key": thing_words(game.key), "key_where": key_where,
                     "lantern": thing_words(game.lantern), "lantern_where": lantern_where}
            # one keeper, one place: named once
            facts.append(_line("ended.together" if key_where == lantern_where
                               else "ended.things", slots))
        paragraphs.append(" ".join(facts))
        if game.winners():
            paragraphs.append(_line("winner", {"who": cast.name(game.winners()[0])}))
        else:
            paragraphs.append(_line("no.winner"))
    for p in paragraphs:
        if p:
            out += ["", textwrap.fill(p, teller.width)]
    return out


def tell(names: Sequence[str], options: dict[str, Any] | None, seed: int,
         history: Sequence[Sequence[Any]], num_seats: int | None = None,
         stack: Any = None, width: int = WIDTH) -> str:
    """The story of the game these seats played: ``names`` are the players' names by
    seat, ``history`` the logged (seat, action) pairs of a finished or running game.
    Same inputs, same text."""
    n = num_seats if num_seats is not None else len(names)
    game = ThreeCardCoyote(n, options or {}, seed, stack=stack)
    teller = _Teller(names, width)
    teller.section(_heading(_line("draft")))
    teller.tell(game.initial_events(), game.public_observation())
    last: type | None = None
    for seat, action in history:
        seat = int(seat)
        kind = type(N.parse(game.parse(action)))
        join = (kind is N.Tell if seat == DEALER
                else (game.window(seat) or {}).get("stage") in ANSWERS
                or (kind in (N.Pick, N.Name) and kind is last))
        last = kind
        events = game.apply(seat, action)
        teller.tell(events, game.public_observation(), join)
    cast = Cast(names, game.public_observation())
    head = [*_heading(_line("title"), "="), _line("subtitle"),
            _line("dealt", {"seed": seed, "hours": game.hours}), "", *_cast(game, names)]
    return teller.text(head) + "\n".join(_epilogue(game, teller, cast)) + "\n"


def tell_game(game: Game, names: Sequence[str], width: int = WIDTH) -> str:
    """The story of a game in hand (finished or still running), replayed from its log."""
    return tell(names, game.options, game.seed, list(game.history), game.num_seats,
                getattr(game, "stack", None), width)
