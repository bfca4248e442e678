"""Which cards of a hand carry an action, and why the others would fail.

A beat takes a card, and what the card must be is a rule: an easy action takes any
card, a hard one needs 8 or better where the engine's own table says so (``needs``:
a search, a snatch, a fool, a heal, a gallop, a Move in the dust storm, each unless a
power or a complication waives it), and a contest (a fight, a shot, an escape, a ritual
someone may break) is high card against high card. The table's picker asks here for
the card to offer first (the cheapest that succeeds) and for the words that warn of a
card that will fail, so that no scene works the rule out again. Everything is read
from one seat's observation.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.three_card_coyote import cards as C
from game.three_card_coyote import needs
from game.three_card_coyote.folk import FOLK
from game.three_card_coyote.notation import Shape, card_of
from game.three_card_coyote.roles import lasting
from game.three_card_coyote.town import neighbours

ANY, EIGHT, CONTEST = "any", "eight", "contest"


@dataclass(frozen=True)
class Need:
    """What a card must be to carry an action: ``ANY`` card, ``EIGHT`` or better, or
    the higher card of a ``CONTEST``; ``why`` says so in words."""

    kind: str
    why: str


@dataclass(frozen=True)
class Advice:
    best: str                   # the card to offer first, as the hand writes it
    failing: tuple[str, ...]    # the cards that would fail, lowest first
    note: str                   # what to say before the card is played: which would
    #                             fail, or that high card wins ("" when any will do)


def _foes_here(obs: dict) -> list[str]:
    """The town folk standing where the seat stands who hold a grudge against it."""
    me, folk = obs["seat"], obs.get("folk") or {}
    here = obs["characters"][me]["place"]
    return [f for f, st in folk.items() if FOLK[f].place == here and not st.get("down")
            and me in st.get("hostile", ())]


def _keeper(obs: dict, thing: str | None) -> str | None:
    return next((f for f, st in (obs.get("folk") or {}).items()
                 if thing in st.get("holds", ())), None)


def _hard_kind(obs: dict, shape: Shape) -> tuple[str | None, str]:
    """The name the needs table judges ``shape`` under, and the town person it is done
    to (a snatch's keeper, the fooled), if any."""
    me = obs["characters"][obs["seat"]]
    verb = shape.verb
    if verb == "take":
        keeper = _keeper(obs, shape.target)
        return (needs.SNATCH, keeper) if keeper else (None, "")
    if verb == "talk":
        return (needs.FOOL, str(shape.target)) if shape.topic == "fool" else (None, "")
    if verb == "move":
        far = me.get("mounted") and shape.target not in neighbours(me["place"])
        return (needs.GALLOP if far else needs.MOVE), ""
    return (verb if verb in needs.HARD else None), ""


def _owes(obs: dict, folk: str) -> bool:
    """Whether ``folk`` owes the seat a favour, which pays for a fooling that would
    fail (ruling 86)."""
    return obs["seat"] in (obs.get("favours") or {}).get(folk, ())


def need(obs: dict, shape: Shape) -> Need:
    """The card ``shape`` needs, for the seat whose observation ``obs`` is."""
    me = obs["characters"][obs["seat"]]
    kind, folk = _hard_kind(obs, shape)
    effects = lasting(list(me.get("powers") or ()))
    if needs.needs_eight(kind, effects, obs.get("complication")) \
            and not (kind == needs.FOOL and _owes(obs, folk)):
        return Need(EIGHT, needs.warning(kind or "", FOLK[folk].name if folk else ""))
    verb = shape.verb
    if verb in ("fight", "shoot"):
        return Need(CONTEST, "High card wins the fight")
    foes = _foes_here(obs)
    if verb == "move" and foes:
        return Need(CONTEST, f"{FOLK[foes[0]].name} bars the way: your card must beat "
                             "Coyote's")
    if verb in ("unlock", "claim") and foes:
        return Need(CONTEST, f"{FOLK[foes[0]].name} may break the ritual: your card must "
                             "beat Coyote's")
    return Need(ANY, "Any card will do")


def card_words(card: str) -> str:
    """"5-hearts" (or "5-Hearts") -> "5♥"."""
    return f"{C.rank(card).upper()}{C.SYMBOLS.get(C.suit(card).lower(), '')}"


def _listed(cards: list[str]) -> str:
    words = [card_words(c) for c in cards]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def advise(obs: dict, shape: Shape, cards: list[str]) -> Advice:
    """The card of ``cards`` to offer first for ``shape`` (the cheapest that succeeds;
    the highest for a contest) and which would fail. ``cards`` are written as the hand
    or as an action writes them; what comes back is written the same way."""
    n = need(obs, shape)
    order = sorted(cards, key=lambda c: C.card_key(card_of(c)))
    if n.kind == CONTEST:
        return Advice(order[-1], (), n.why)
    if n.kind == ANY:
        return Advice(order[0], (), "")
    good = [c for c in order if C.is_difficult_enough(card_of(c))]
    failing = tuple(c for c in order if c not in good)
    note = f"{n.why}: your {_listed(list(failing))} will fail" if failing else ""
    return Advice(good[0] if good else order[0], failing, note)
