"""Still moments of a NotCoup game for the ``snapshots`` tool (and the layout tests).

``prepare(match, state)`` steers a bots' match, with seat 0 made human, to a
telling moment by playing chosen legal actions; ``freeze(table)`` brings the
opened table to the still. Kept apart from the table so a merge with any shared
snapshot-steering module stays easy.

* start: the cards just dealt;
* claim: another seat claims a King; the others have answered (sealed), seat 0 is
  asked to challenge or pass;
* reveal: seat 0 challenged a true claim; the claimant shows the card (held while
  it is up in the middle);
* counter: a Jack was countered by its target with an Ace; seat 0 is asked whether
  to challenge the Ace;
* lose: seat 0 challenged a true claim and must pick the card it loses;
* exchange: seat 0's Ace went unchallenged; it picks two cards to return.
"""

from __future__ import annotations

from typing import Any

from game.core import move
from game.notcoup.cards import rank
from scenes.table_base import snapshot_human

CLAIMABLE = ("king", "ace", "jack", "joker")


def _holds(game: Any, seat: int, card: str) -> bool:
    return any(rank(c) == card for c in game.hands[seat])


def _true_claim(game: Any, seat: int, legal: list[str]) -> str | None:
    """A claim of a card ``seat`` really holds (a King or an Ace first)."""
    for card in CLAIMABLE:
        if not _holds(game, seat, card):
            continue
        for a in legal:
            m = move(a)
            if m.verb == "claim" and m.arg == card and (not m.args[1:] or m.args[-1] != 0):
                return a
    return None


def _steer(game: Any, choose: Any, until: Any, limit: int = 300) -> bool:
    for _ in range(limit):
        if game.is_terminal():
            return False
        if until(game):
            return True
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        action = choose(game, seat, legal)
        game.apply(seat, action if action in legal else legal[0])
    return False


def _others_pass(game: Any) -> None:
    for s in list(game.to_act()):
        if s != 0:
            game.apply(s, "pass")


def prepare(match: Any, state: str) -> None:
    snapshot_human(match)
    match.snapshot_pending = None
    game = match.game
    if state == "start":
        return

    def quiet(game: Any, seat: int, legal: list[str]) -> str:
        if game.phase == "turn":
            return "income" if "income" in legal else legal[0]
        if game.phase in ("challenge", "counter"):
            return "pass"
        return legal[0]

    if state == "claim":
        def choose(game, seat, legal):
            if game.phase == "turn" and seat != 0 and "claim king" in legal:
                return "claim king"
            return quiet(game, seat, legal)
        _steer(game, choose, lambda g: g.phase == "challenge" and 0 in g.to_act()
               and g.chain["claim"]["seat"] != 0)
        _others_pass(game)
    elif state in ("reveal", "lose"):
        def choose(game, seat, legal):
            if game.phase == "turn" and seat != 0:
                return _true_claim(game, seat, legal) or quiet(game, seat, legal)
            return quiet(game, seat, legal)

        def ready(g):
            if g.phase != "challenge" or 0 not in g.to_act():
                return False
            c = g.chain["claim"]
            return c["seat"] != 0 and _holds(g, c["seat"], c["card"]) and \
                (state == "reveal" or len(g.hands[0]) == 2)
        if _steer(game, choose, ready):
            claim = game.chain["claim"]
            game.apply(0, "challenge")
            _others_pass(game)
            if state == "reveal":
                match.snapshot_pending = (claim["seat"], f"reveal {claim['card']}")
            else:
                game.apply(claim["seat"], f"reveal {claim['card']}")
    elif state == "counter":
        def choose(game, seat, legal):
            if game.phase == "turn" and seat != 0:
                jacks = [a for a in legal if move(a).verb == "claim" and move(a).arg == "jack"
                         and move(a).args[-1] != 0]
                if jacks:
                    return jacks[0]
            if game.phase == "counter":
                counters = [a for a in legal if move(a).verb == "counter"]
                return counters[-1] if counters else "pass"
            return quiet(game, seat, legal)
        _steer(game, choose, lambda g: g.phase == "challenge" and 0 in g.to_act()
               and g.chain["claim"]["role"] == "counter")
        _others_pass(game)
    elif state == "exchange":
        def choose(game, seat, legal):
            if game.phase == "turn" and seat == 0 and "claim ace" in legal:
                return "claim ace"
            return quiet(game, seat, legal)
        _steer(game, choose, lambda g: g.phase == "exchange" and g.to_act() == [0])


def freeze(table: Any) -> None:
    """Bring the table to the still the snapshot wants."""
    pending = getattr(table.match, "snapshot_pending", None)
    table.skip_animations()
    table.deco.skip()
    if pending is not None:
        table.match.snapshot_pending = None
        table._apply(*pending)
        for _ in range(3000):  # play on until the proven card is up in the middle
            if table.show is not None or not table.anim.busy:
                break
            table.anim.update(1 / 60)
            table.world.update(1 / 60)
    else:
        table.view = table.observe()
    table.controls.update(0.0)
    table.app.invalidate()
