"""Coyote the trickster, kept fair: what the town card stirs up besides the posse.

The text's Coyote "controls fate" and meddles; here he chooses at random, never to
win (ruling 75), so his tricks come from the town card and reach everyone alike:

* a face card draws a **complication** for the coming round, by its suit (the table
  below), told to everyone;
* an Ace sets Coyote spreading a **half-true rumour**: two claims, exactly one true;
* a 2 has the town **carry off** an object lying about to a place next door.

The rumour and the stray object are news the town passes on: they come out the next
time anyone talks with town folk to learn, before the facts that Talk hears. Which
rumour and which object are Coyote's choices: the engine lists them as the dealer's
actions and ``dealer.py`` picks one uniformly, looking at nothing else.
Players spread rumours too (a Talk that "creates facts", true or not), and town folk
remember who did them a good turn (a **favour**, owed in public).

Nothing here changes what a seat knows: a rumour is public talk, weighed by each
player. The engine keeps one ``TownTalk`` and calls the functions below at the
moments they name; the rulings are 80 to 85 on ``game/rulings/three-card-coyote.md``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.core import DEALER
from game.three_card_coyote import cards as C
from game.three_card_coyote import needs
from game.three_card_coyote import notation as N
from game.three_card_coyote.folk import FOLK, THINGS
from game.three_card_coyote.notation import KINDS, Shape
from game.three_card_coyote.town import GRID, neighbours

if TYPE_CHECKING:
    from game.core import Event
    from game.three_card_coyote.rules import ThreeCardCoyote


@dataclass(frozen=True)
class Complication:
    id: str
    suit: str   # the town card's suit that draws it
    name: str
    rule: str   # what it changes, as the rules page says it
    short: str  # the same, as the table's town-talk box says it in a few words


COMPLICATIONS: dict[str, Complication] = {c.suit: c for c in (
    Complication("dust-storm", "spades", "A dust storm", "a Move needs an 8 or better",
                 "Dust storm: moves need 8+"),
    Complication("saloon-dance", "hearts", "A dance at the Big Sky Saloon",
                 "at the saloon, anyone may talk with or snatch from any town person "
                 "still standing", "Dance: all town at the saloon"),
    Complication("bonfires", "clubs", "Halloween bonfires", "a search takes any card",
                 "Bonfires: search with any card"),
    Complication("sermon", "diamonds", "A sermon at the Church",
                 "a Talk to calm settles the mood by two", "Sermon: calming counts twice"),
)}
"""The four complications, by the suit of the town card (a Jack, Queen or King)."""

BY_ID = {c.id: c for c in COMPLICATIONS.values()}
COMPLICATION_RANKS = ("J", "Q", "K")
RUMOUR_RANK = "A"    # the town card that sets Coyote spreading a half-true rumour
CARRY_RANK = "2"     # the town card that has the town carry an object off
SALOON = "big-sky-saloon"

DOMAIN: dict[str, tuple[str, ...]] = {
    "door": tuple(p for row in GRID for p in row
                  if p not in ("upper-last-chance", "south-main-street", "lower-last-chance")),
    "key": tuple(sorted(t for t in THINGS if THINGS[t].kind == "key")),
    "lantern": tuple(sorted(t for t in THINGS if THINGS[t].kind == "lantern")),
}
"""What each secret could be: the thirteen places of the Door, the Key and Lantern
objects. Coyote's rumour names two of these."""


@dataclass
class TownTalk:
    """What the town says and remembers, all of it public."""

    complication: str | None = None  # drawn by the last town card: holds this round
    tricks: list[str] = field(default_factory=list)  # Coyote's news, told at the next Talk
    rumours: list[dict] = field(default_factory=list)
    carried: list[dict] = field(default_factory=list)
    favours: dict[str, list[int]] = field(default_factory=dict)  # town person -> seats owed


def public(g: ThreeCardCoyote) -> dict[str, Any]:
    """The town's talk as every observation carries it."""
    t = g.talk
    return {"complication": t.complication,
            "rumours": [dict(r, claims=[list(c) for c in r["claims"]]) for r in t.rumours],
            "carried": [dict(c) for c in t.carried],
            "favours": {f: list(s) for f, s in sorted(t.favours.items()) if s}}


# ----- the town card --------------------------------------------------------------------
def town_card(g: ThreeCardCoyote, card: str) -> list[Event]:
    """What the round's town card stirs besides the posse (rulings 83 to 85)."""
    rank, suit = C.rank(card), card.rsplit("-", 1)[1]
    t = g.talk
    t.complication = COMPLICATIONS[suit].id if rank in COMPLICATION_RANKS else None
    ev: list[Event] = []
    if t.complication:
        ev.append({"type": "complication", "card": card, "complication": t.complication,
                   "v": g._voice()})
    if rank == RUMOUR_RANK:
        t.tricks.append("spread")
    if rank == CARRY_RANK:
        t.tricks.append("carry")
    return ev


def _lying(g: ThreeCardCoyote) -> list[str]:
    return sorted(t for t in g.lying if g.where(t)[0] == "ground")


def dealer_legal(g: ThreeCardCoyote) -> list[str]:
    """Coyote's choices for his next piece of news, told when a Talk to learn is due its
    facts (none: no news is waiting),
    every one alike to him: each pair of claims about two different secrets with
    exactly one true, or each object lying about with each place next door."""
    while g.talk.tricks:
        choices = _choices(g, g.talk.tricks[0])
        if choices:
            return choices
        g.talk.tricks.pop(0)  # nothing left lying about to carry off
    return []


def _choices(g: ThreeCardCoyote, kind: str) -> list[str]:
    if kind == "spread":
        truth = {"door": g.door, "key": g.key, "lantern": g.lantern}
        out = []
        for i, a in enumerate(KINDS):
            for b in KINDS[i + 1:]:
                out += [N.Spread((a, truth[a]), (b, x)) for x in DOMAIN[b] if x != truth[b]]
                out += [N.Spread((a, x), (b, truth[b])) for x in DOMAIN[a] if x != truth[a]]
        return [str(x) for x in out]
    return [str(N.Carry(thing, p)) for thing in _lying(g) for p in neighbours(g.lying[thing])]


def dealer_apply(g: ThreeCardCoyote, act: N.Spread | N.Carry) -> list[Event]:
    g.talk.tricks.pop(0)
    if isinstance(act, N.Spread):
        claims = [list(act.first), list(act.second)]
        g.talk.rumours.append({"by": DEALER, "round": g.round, "claims": claims,
                               "half": True})
        return [{"type": "half-truth", "claims": claims, "v": g._voice()}]
    src = g.lying[act.thing]
    g.lying[act.thing] = act.place
    g.talk.carried.append({"thing": act.thing, "from": src, "to": act.place,
                           "round": g.round})
    return [{"type": "carried-off", "thing": act.thing, "from": src, "to": act.place,
             "v": g._voice()}]


# ----- a round under a complication ------------------------------------------------------
def folk_to_talk(g: ThreeCardCoyote, here: str) -> list[str]:
    """The town folk a character here may talk with (and snatch from): those here, or,
    at the saloon during the dance, everyone still standing."""
    if here == SALOON and g.talk.complication == "saloon-dance":
        return [f for f in FOLK if not g.folk[f]["down"]]
    return g.folk_at(here)


def rumour_shapes(g: ThreeCardCoyote, s: int, folk: str) -> list[Shape]:
    """The rumours ``s`` may tell ``folk``, who will talk with it: about this place,
    what a search here would settle (the Door here, or each Key or Lantern object here
    being the real one), true or not."""
    here = g.pos[s]
    # what is here, gathered directly: asked for every listener on every beat
    things = {t for t, p in g.lying.items() if p == here}
    things.update(t for f in g.folk_at(here) for t in g.folk[f]["holds"])
    things.update(t for o in g.alive() if g.pos[o] == here for t in g.holds[o])
    claims = [("door", here)] if here in DOMAIN["door"] else []
    claims += [(THINGS[t].kind, t) for t in sorted(things)]
    return [Shape("talk", folk, "rumour", item, kind) for kind, item in claims]


def stormbound(g: ThreeCardCoyote, s: int, how: tuple) -> list[Event]:
    """A Move in the dust storm that gets nowhere: a card under 8 (a raise goes)."""
    if how[0] != "card" or g.carries(s, needs.MOVE, how[1]):
        return []
    return [{"type": "stormbound", "seat": s, "card": how[1], "v": g._voice()}]


def calming(g: ThreeCardCoyote) -> int:
    """How far a Talk to calm settles the mood: two after a sermon, else one."""
    return 2 if g.talk.complication == "sermon" else 1


# ----- rumours and favours ------------------------------------------------------------------
def do_rumour(g: ThreeCardCoyote, s: int, shape: Shape, how: tuple) -> list[Event]:
    """A player's rumour: on the public record, with who started it, where, and to
    whom (ruling 87). Nothing is checked and nobody's notes change."""
    claims = [[str(shape.kind), str(shape.thing)]]
    g.talk.rumours.append({"by": s, "round": g.round, "claims": claims, "half": False,
                           "folk": shape.target, "place": g.pos[s]})
    return [{"type": "rumour", "seat": s, "folk": shape.target, "claims": claims,
             "card": how[1] if how[0] == "card" else None, "v": g._voice()}]


def earn_favour(g: ThreeCardCoyote, s: int, folk: str) -> list[Event]:
    """A town person a character bought from or calmed the town with owes it one."""
    owed = g.talk.favours.setdefault(folk, [])
    if s in owed:
        return []
    owed.append(s)
    return [{"type": "favour", "seat": s, "folk": folk, "owed": True, "v": g._voice()}]


def favour_fact(g: ThreeCardCoyote, s: int, folk: str, more: int) -> list[Event]:
    """The favour paid as one fact more in a Talk to learn, when there is one more to
    tell than ``s`` would hear anyway (``more``: the facts after the first)."""
    if len(g._false_candidates(s)) <= 1 + more:
        return []
    return call_favour(g, s, folk, "learn")


def call_favour(g: ThreeCardCoyote, s: int, folk: str, topic: str) -> list[Event]:
    """The favour paid back, if ``folk`` owes ``s`` one: a fact more, or a fooling that
    works whatever the card (the caller asks only when it would help)."""
    owed = g.talk.favours.get(folk, [])
    if s not in owed:
        return []
    owed.remove(s)
    return [{"type": "favour", "seat": s, "folk": folk, "owed": False, "topic": topic,
             "v": g._voice()}]
