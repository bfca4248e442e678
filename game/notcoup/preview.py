"""What an action would do, found by playing it through the engine.

A bot sees only its observation. ``rebuild`` makes a whole game that agrees with that
observation, the hidden cards dealt as the bot supposes (a determinised world), and
``play_turn`` plays one action in it to the end of the turn with nobody answering
(no challenge, no block, no help). The bots' search uses it to value any row of the
action table by what the rules do with it, so an alternate card or a new variant needs
no bot code of its own.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.core import IllegalAction
from game.notcoup.cards import deck, rank
from game.notcoup.notation import marked, parse
from game.notcoup.phases import (
    CHALLENGE,
    CHOOSE,
    COUNTER,
    EXCHANGE,
    LOSE,
    OVER,
    PROVE,
    ROUND,
    TURN,
)

DECLINE = {CHALLENGE: "pass", COUNTER: "pass", ROUND: "pass"}


def rebuild(obs: dict[str, Any], deal: dict[int, list[str]], rng: random.Random):
    """A game consistent with ``obs`` whose other hands are ``deal`` (card types per
    seat), at the observing seat's turn. The stock is what is left, in random order."""
    from game.notcoup.rules import NotCoup  # late: the rules import the bots' package

    me, n = obs["seat"], obs["num_seats"]
    stack: dict[str, Any] = {"hands": [[] for _ in range(n)], "deck": [], "first": me,
                             "points": list(obs["points"])}
    if obs["teams"]:
        stack["teams"] = list(obs["teams"])
    if obs["transformer"]:
        stack["chosen"] = dict(obs["transformer"]["chosen"])
    g = NotCoup(n, options=obs["options"], seed=rng.randrange(1 << 30), stack=stack)
    totals = obs["ranks"]
    per: dict[str, list[str]] = {}
    for c in deck(4, max(2, totals["joker"])):
        per.setdefault(rank(c), []).append(c)
    known = set(obs["hand"]) | {c for lost in obs["lost"] for c in lost} | set(
        obs["my_aside"] or [])
    free = {r: [c for c in per.get(r, []) if c not in known][:max(0, totals[r] - sum(
        1 for k in known if rank(k) == r))] for r in totals}
    g.hands = [[] for _ in range(n)]
    g.hands[me] = list(obs["hand"])
    for s, hand in deal.items():
        for r in hand:
            g.hands[s].append(free[r].pop() if free[r] else _any(free))
    rest = [c for cs in free.values() for c in cs]
    rng.shuffle(rest)
    g.aside = [[] for _ in range(n)]
    g.aside[me] = list(obs["my_aside"] or [])
    for s in range(n):
        if s != me:
            g.aside[s] = [rest.pop() for _ in range(min(obs["aside"][s], len(rest)))]
    g.deck = rest
    g.lost = [list(x) for x in obs["lost"]]
    g.ranks = dict(totals)
    g.pile = obs["pile"]
    g.bank = obs["bank"] or 0
    g.team = list(obs["teams"]) if obs["teams"] else None
    g.zombie = list(obs["zombie"])
    g.front = []
    for m in obs["front"]:
        m = dict(m)
        if m["kind"] == "mark" and m["card"] is None:
            m["card"] = rng.choice(g.hands[m["seat"]]) if g.hands[m["seat"]] else None
        g.front.append(m)
    g.graves = [obs["graves"]] if obs["graves"] else []
    g.extra_turn = obs["extra_turn"]
    g.actor = me
    g.phase = TURN
    return g


def _any(free: dict[str, list[str]]) -> str:
    """A card of any type left (the deal asked for more of a type than remain)."""
    for cs in free.values():
        if cs:
            return cs.pop()
    raise ValueError("no card left to deal")


def play_turn(g, seat: int, action: str,
              choose: Callable[[Any, int, list[str]], str] | None = None,
              limit: int = 60) -> None:
    """Play ``action`` for ``seat`` and the turn it starts to its end, with every other
    seat declining what it may decline. ``choose(game, seat, legal)`` answers what
    cannot be declined (the first legal option when not given). A claim a bot weighs in
    its plain form is made with the marked card where only that card may make it."""
    try:
        g.apply(seat, action)
    except IllegalAction:
        if not parse(action).names_card:
            raise
        g.apply(seat, marked(action))
    for _ in range(limit):
        if g.phase == OVER or g.phase == TURN:
            return
        s = g.to_act()[0]
        legal = g.legal_actions(s)
        if g.phase in DECLINE and DECLINE[g.phase] in legal:
            a = DECLINE[g.phase]
        elif g.phase == PROVE:
            a = next((x for x in legal if parse(x).verb == "reveal"), "admit")
        elif choose is not None and g.phase in (LOSE, EXCHANGE, CHOOSE):
            a = choose(g, s, legal)
        else:
            a = legal[0]
        g.apply(s, a)

