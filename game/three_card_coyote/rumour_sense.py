"""How the bots weigh the town's rumours (ruling 88), from the observation alone.

* Coyote's half-truths are logic: exactly one claim is true, so one claim known false
  makes the other true, and one known true makes the other false (``deduce``).
* A player's rumour (always about the place it was told in) is worth something only
  if its teller could know it: the public record shows where each player has
  searched, and a search there is how the claim is checked. Such a claim raises its
  object's weight (``weigh``); any other is talk.
* A bluffer spreads a claim it knows to be false, about a place it has searched, so
  that it sounds likely (``mislead``).
"""

from __future__ import annotations

from typing import Any

from game.core import DEALER
from game.three_card_coyote import cards as C
from game.three_card_coyote import notation as N
from game.three_card_coyote.notation import card_of

HALF_TRUE = 2.0  # an undecided claim of Coyote's is true one time in two: well above 1/n


def could_know(obs: dict[str, Any], teller: int, place: str) -> bool:
    """Whether ``teller`` has searched ``place`` (and the search went ahead)."""
    return any(x["seat"] == teller and x["ok"] and x["place"] == place
               for x in obs.get("searches", ()))


def deduce(obs: dict[str, Any], kn: dict[str, list[str]]) -> None:
    """Narrow ``kn`` by Coyote's half-truths: of two claims exactly one is true."""
    for r in obs.get("rumours", ()):
        if not r["half"]:
            continue
        (ka, a), (kb, b) = r["claims"]
        for (k1, x1), (k2, x2) in (((ka, a), (kb, b)), ((kb, b), (ka, a))):
            if x1 not in kn[k1] and x2 in kn[k2]:
                kn[k2] = [x2]                      # the first is false: the second is true
            elif kn[k1] == [x1] and len(kn[k2]) > 1:
                kn[k2] = [x for x in kn[k2] if x != x2] or kn[k2]  # the first is true


def weigh(obs: dict[str, Any], seat: int, weights: dict[str, float], trust: float) -> None:
    """Raise the weight of each Key or Lantern a rumour names: Coyote's undecided
    half-truths, and a player's claim that its teller could know (by ``trust``)."""
    for r in obs.get("rumours", ()):
        for kind, item in r["claims"]:
            if kind == "door" or item not in weights:
                continue
            if r["by"] == DEALER:
                weights[item] *= HALF_TRUE
            elif r["by"] != seat and could_know(obs, r["by"], r["place"]):
                weights[item] *= trust


def mislead(obs: dict[str, Any], seat: int, kn: dict[str, list[str]],
            legal: list[str]) -> str | None:
    """A rumour this seat knows to be false, told where it has searched (so it sounds
    likely), carried by its lowest card; None when it has none to tell here."""
    here = obs["characters"][seat]["place"]
    if not could_know(obs, seat, here):
        return None
    plays = [(a, N.parse(a)) for a in legal]
    rumours = [(a, m) for a, m in plays
               if isinstance(m, N.Play) and m.shape.topic == "rumour"]
    told = {tuple(c) for r in obs.get("rumours", ()) if r["by"] == seat for c in r["claims"]}
    for a, m in sorted(rumours, key=lambda x: (C.value(card_of(x[1].card)), x[0])):
        kind, item = str(m.shape.kind), str(m.shape.thing)
        if item not in kn[kind] and (kind, item) not in told:
            return a
    return None
