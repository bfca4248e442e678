"""How Hard carries what it holds through the Showdown, from the observation alone.

Between two players a chip decides a fight: a raised attack beats any card, and a
chip thrown back makes a stalemate that only burns both (the hands decide on the
round's last beat). So what keeps a Key or a Lantern is never a card:

* an attack on a rival who can throw a chip back wins nothing before the last beat,
  and an attack with a card loses to that chip (``stalled``), unless that rival
  carries the pair (``closers``): then even a stalemate earns the right to break its
  ritual;
* a carrier stays out of reach: between two of its actions every rival acts once, so
  only a rival already standing where it ends its action (or one place away, with a
  gun) can attack it (``threats``); it steps to a place out of reach when there is
  one (``shelter``). It does not fold for cover: a fold gives up the round's actions,
  and with them the run to the Door (measured: fewer wins, more nights nobody wins);
* a chip is not thrown on a shot that only wounds (``idle_shot``).
"""

from __future__ import annotations

from typing import Any

from game.three_card_coyote import cards as C
from game.three_card_coyote import notation as N
from game.three_card_coyote.roles import RANGED, lasting
from game.three_card_coyote.town import distance


def can_strike(ch: dict[str, Any], armed: bool) -> bool:
    """Whether a rival could win an attack this round: with a chip, or with a card
    when ours (``armed``: we hold a chip to answer a card) are gone."""
    if ch["out"] or ch["folded"]:
        return False
    return ch["chips"] > 0 or (not armed and ch["cards_left"] > 0)


def threats(obs: dict[str, Any], seat: int, place: str) -> list[int]:
    """The rivals who could attack ``seat`` standing at ``place`` with their next
    action and win or stall it: here, or one place away with a gun or ranged magic."""
    armed = obs["characters"][seat]["chips"] > 0
    out = []
    for o, ch in enumerate(obs["characters"]):
        if o == seat or not can_strike(ch, armed):
            continue
        d = distance(ch["place"], place)
        if d == 0 or (d == 1 and RANGED in lasting(ch["powers"])):
            out.append(o)
    return out


def closers(obs: dict[str, Any], seat: int, kn: dict[str, list[str]]) -> set[int]:
    """The rivals who may be carrying the real Key and Lantern both, by what ``seat``
    knows (at most two candidates left of each kind): one ritual from winning."""
    out = set()
    for o, ch in enumerate(obs["characters"]):
        if o != seat and not ch["out"] and all(
                len(kn[k]) <= 2 and set(kn[k]) & set(ch["holds"]) for k in ("key", "lantern")):
            out.add(o)
    return out


def stalled(obs: dict[str, Any], action: N.Action, sure_hands: bool,
            closing: set[int] = frozenset()) -> bool:
    """Whether an attack on a player is wasted: its target can throw a chip back, which
    stalls a raise (unless the hands decide it, on the last beat, and ours are good)
    and beats a card. Never wasted on a rival one ritual from winning (``closing``):
    even a stalemate makes it a fighter, who may break that ritual (ruling 66)."""
    if isinstance(action, N.Play):
        shape, raised = action.shape, False
    elif isinstance(action, N.Raise):
        shape, raised = action.shape, True
    else:
        return False
    if shape.verb not in ("fight", "shoot") or not isinstance(shape.target, int):
        return False
    if obs["characters"][shape.target]["chips"] <= 0 or shape.target in closing:
        return False
    return not (raised and obs["beat"] == 3 and sure_hands)


def shelter(obs: dict[str, Any], seat: int, legal: list[str], goal: str | None
            ) -> str | None:
    """A Move to a place out of every rival's reach (the nearest to ``goal``, when there
    is one), carried by the lowest card that makes it; None when there is none."""
    steps = []
    for a in legal:
        m = N.parse(a)
        if isinstance(m, N.Play) and m.shape.verb == "move" \
                and not threats(obs, seat, m.shape.target):
            near = distance(m.shape.target, goal) if goal else 0
            steps.append((near, C.card_key(N.card_of(m.card)), a))
    return min(steps)[2] if steps else None


def idle_shot(obs: dict[str, Any], action: N.Action) -> bool:
    """Whether a chip would be thrown on a shot that only wounds: a shot takes nothing,
    so a chip on one is worth it only when the wound knocks its target out (and it
    drops what it carries)."""
    if not isinstance(action, N.Raise) or action.shape.verb != "shoot" \
            or not isinstance(action.shape.target, int):
        return False
    ch = obs["characters"][action.shape.target]
    return ch["wounds"] < ch["max_wounds"] - 1
