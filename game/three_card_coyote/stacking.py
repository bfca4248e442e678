"""What a test may stack in Three Card Coyote: a night that starts where it needs.

``ThreeCardCoyote(seats, options, seed, stack={...})`` takes, all optional:

* ``draws``: the draft's card for each seat; ``roles``: each seat's (deity, human),
  seated at once (the draft and the names are skipped);
* ``secrets``: Coyote's three secret cards (Door, Key, Lantern);
* where the night stands when play begins (with ``roles``): ``places``, ``chips``,
  ``wounds`` and ``heat`` (one per seat), ``mood``, ``holds`` (the objects each seat
  carries, taken from where they lie or who keeps them), ``lying`` (objects moved to
  lie elsewhere), ``hostile`` (town person -> the seats at odds with it), ``down``
  (town folk knocked down), ``out`` (seats knocked out), ``knowledge`` (a seat's
  candidates, by seat number), ``discovered`` (the secrets found so far) and
  ``showdown`` (all three found: the Showdown is on);
* ``rounds``: for each round in order, the ``hands`` Coyote deals (a seat's three
  cards, or None for a shuffled hand), the next cards he ``turns`` face up, and who
  is ``fighting`` whom this round already.

A test stacks only a night the rules could reach by play (the clock alone starts at the
first hour), and builds its scenario here instead of writing the engine's fields.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.three_card_coyote import cards as C
from game.three_card_coyote.folk import FOLK, THINGS
from game.three_card_coyote.town import PLACES

if TYPE_CHECKING:
    from game.three_card_coyote.rules import ThreeCardCoyote

KEYS = {"draws", "roles", "secrets", "places", "chips", "wounds", "heat", "mood", "holds",
        "lying", "hostile", "down", "out", "knowledge", "discovered", "showdown", "rounds"}
PER_SEAT = ("places", "chips", "wounds", "heat")
FIELD = {"places": "pos", "chips": "chips", "wounds": "wounds", "heat": "heat"}


def check(stack: dict[str, Any]) -> None:
    unknown = set(stack) - KEYS
    if unknown:
        raise ValueError(f"unknown stack keys: {sorted(unknown)}")


def night(g: ThreeCardCoyote, stack: dict[str, Any]) -> None:
    """Set the night where ``stack`` says it stands (before the first round)."""
    n = g.num_seats
    for key in PER_SEAT:
        if key in stack:
            values = list(stack[key])
            if len(values) != n:
                raise ValueError(f"stack {key!r} needs one value per seat")
            setattr(g, FIELD[key], values)
    if any(p not in PLACES for p in g.pos):
        raise ValueError(f"stack 'places' names a place not in town: {g.pos}")
    g.mood = int(stack.get("mood", g.mood))
    for thing, place in dict(stack.get("lying", {})).items():
        _lift(g, thing)
        g.lying[thing] = place
    for s, things in enumerate(stack.get("holds", ())):
        for thing in things:
            _lift(g, thing)
            g.holds[s].append(thing)
    for folk, seats in dict(stack.get("hostile", {})).items():
        g.folk[folk]["hostile"] = list(seats)
    for folk in stack.get("down", ()):
        g.folk[folk]["down"] = True
    for s in stack.get("out", ()):
        g.out[s] = True
    for s, known in dict(stack.get("knowledge", {})).items():
        g.know[int(s)] = {k: list(v) for k, v in known.items()}
    g.discovered = list(stack.get("discovered", g.discovered))
    if stack.get("showdown"):
        g.showdown = True
        g.discovered = ["door", "key", "lantern"]


def _lift(g: ThreeCardCoyote, thing: str) -> None:
    """Take ``thing`` from wherever it is (the ground or a town person's keeping)."""
    if thing not in THINGS:
        raise ValueError(f"stack names an object not in town: {thing!r}")
    g.lying.pop(thing, None)
    for f in FOLK:
        if thing in g.folk[f]["holds"]:
            g.folk[f]["holds"].remove(thing)


def round_dealt(g: ThreeCardCoyote, stack: dict[str, Any]) -> None:
    """Give the round just dealt the hands, the turns and the fights stacked for it."""
    rounds = stack.get("rounds", ())
    if g.round > len(rounds):
        return
    entry = rounds[g.round - 1] or {}
    for s, hand in enumerate(entry.get("hands", ())):
        if hand:
            if len(hand) != len(g.hands[s]) or not set(hand) <= set(C.deck()):
                raise ValueError(f"stacked hand for seat {s} is not {len(g.hands[s])} cards")
            g.hands[s] = list(hand)
    turns = list(entry.get("turns", ()))
    fixed = {c for h in g.hands for c in h} | set(turns)
    g.pack = [c for c in g.pack if c not in fixed] + turns[::-1]
    for s, foes in enumerate(entry.get("fighting", ())):
        g.fighting[s] = list(foes)
