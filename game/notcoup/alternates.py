"""The Transformer variant's alternate card actions, as rows of the action table.

Each card type has its original action (the Queen's is none: it only blocks) and the
alternates the rule text lists. A row keeps the card's name ("king"), so the notation
stays ``claim king`` whichever King is in play; its fields and ``effect`` say what it
does: the engine (``rules.py``) carries out the fields, and each named effect is one
class in ``effects.py``. Every ruling the rows rest on is on
``game/rulings/notcoup.md``.

Two of the text's names are crude; ``PLAIN_TITLES`` gives the neutral names the
"plain names" setting shows, and the text's own names stay available.
"""

from __future__ import annotations

from game.notcoup.actions import BASE_ACTIONS, ActionSpec

_BASE = {s.name: s for s in BASE_ACTIONS}
_J = {"counters": ("jack", "ace")}      # what blocks a Jack, as in the base game
_Q = {"counters": ("queen",)}           # what blocks a Joker

ALTERNATES: dict[str, dict[str, ActionSpec | None]] = {
    "king": {
        "original": _BASE["king"],
        "gambler": ActionSpec("king", "Gambler King", claim="king", effect="gambler"),
        "reluctant": ActionSpec("king", "Reluctant King", claim="king", gain=4,
                                effect="reluctant"),
        "friendly": ActionSpec("king", "Friendly King", claim="king", gain=3, gift=1,
                               target=True, harmless=True),
        "fancy": ActionSpec("king", "Fancy King", claim="king", gain=1, effect="fancy"),
    },
    "queen": {
        "original": None,  # the Queen only blocks the Joker
        "wall": ActionSpec("queen", "Wall Queen", claim="queen", gain=1, effect="wall"),
        "alliance": ActionSpec("queen", "Alliance Queen", claim="queen", gain=2,
                               target=True, harmless=True, effect="alliance"),
        "survivor": ActionSpec("queen", "Survivor Queen", claim="queen",
                               effect="survivor", on_turn=False),
    },
    "jack": {
        "original": _BASE["jack"],
        "wild": ActionSpec("jack", "Wild Jack", claim="jack", steal=1, each=True,
                           counter_by="victims", **_J),
        "friendly": ActionSpec("jack", "Friendly Jack", claim="jack", steal=3, target=True,
                               effect="share", counter_by="target", **_J),
        "marker": ActionSpec("jack", "Marker Jack", claim="jack", target=True,
                             effect="marker", counter_by="target", **_J),
        "graverobber": ActionSpec("jack", "Graverobber Jack", claim="jack",
                                  effect="graverobber", on_turn=False),
    },
    "ace": {
        "original": _BASE["ace"],
        "swap": ActionSpec("ace", "Swap Ace", claim="ace", target=True, exchange=1,
                           effect="swap"),
        "expensive": ActionSpec("ace", "Expensive Ace", claim="ace", exchange=1,
                                effect="more"),
        "rich": ActionSpec("ace", "Rich Ace", claim="ace", gain=1, exchange=1),
        "super": ActionSpec("ace", "Super Ace", claim="ace", cost=1, exchange=3),
    },
    "joker": {
        "original": _BASE["joker"],
        "expensive": _BASE["joker"].with_(title="Expensive Joker", cost=4),
        "extortion": ActionSpec("joker", "Extortion Joker", claim="joker", target=True,
                                discard=True, effect="extort", counter_by="target", **_Q),
        "mega": ActionSpec("joker", "Mega Joker", claim="joker", cost=5, discard=True,
                           each=True, counter_by="victims", **_Q),
        "slow": ActionSpec("joker", "Slow Joker", claim="joker", cost=3, target=True,
                           effect="slow", counter_by="target", **_Q),
        "friendly": ActionSpec("joker", "Friendly Joker", claim="joker", cost=3,
                               pay_to="target", target=True, discard=True,
                               counter_by="target", **_Q),
        "teamwork": ActionSpec("joker", "Teamwork Joker", claim="joker", cost=2,
                               target=True, discard=True, effect="teamwork",
                               counter_by="target", refund_on_lie=True, **_Q),
    },
}

AS_WRITTEN = {("jack", "marker"): "Asshole Jack", ("ace", "swap"): "Assface Ace"}
"""The rule text's own names where the plain names differ."""

TYPES = tuple(ALTERNATES)
"""The card types in draft order."""

GAMBLER_MAX = 5     # Gambler King: takes as many points as the claimant has, up to this
TEAMWORK_PAY = 3   # Teamwork Joker: what a helper pays to make it land
EXTORTION = 2      # Extortion Joker: what the target may pay instead of a card
TOLL = 1           # Marker Jack: what using a marked card costs


def choices(card: str) -> tuple[str, ...]:
    """The alternates offered for a card type, the original first."""
    return tuple(ALTERNATES[card])


def spec_for(card: str, alt: str, as_written: bool) -> ActionSpec | None:
    """The row for ``card`` played as ``alt`` (None: the type has no action)."""
    spec = ALTERNATES[card][alt]
    if spec is not None and as_written and (card, alt) in AS_WRITTEN:
        spec = spec.with_(title=AS_WRITTEN[(card, alt)])
    return spec


def title_of(card: str, alt: str, as_written: bool = False) -> str:
    """How a choice reads in the draft and on set-up ("Gambler King", "Queen: none")."""
    spec = spec_for(card, alt, as_written)
    if spec is None:
        return f"{card.capitalize()}: no action"
    return spec.title
