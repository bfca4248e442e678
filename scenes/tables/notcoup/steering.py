"""How a snapshot reaches each still of NotCoup (see scenes/snapshot_steering.py)."""

from __future__ import annotations

from typing import Any

from game.core import move
from game.match import Match
from game.notcoup.cards import rank
from scenes.snapshot_steering import snapshot_human

_NC_CLAIMABLE = ("king", "ace", "jack", "joker")


def _nc_holds(game: Any, seat: int, card: str) -> bool:
    return any(rank(c) == card for c in game.hands[seat])


def _nc_true_claim(game: Any, seat: int, legal: list[str]) -> str | None:
    """A claim of a card ``seat`` really holds (a King or an Ace first)."""
    for card in _NC_CLAIMABLE:
        if not _nc_holds(game, seat, card):
            continue
        for a in legal:
            m = move(a)
            if m.verb == "claim" and m.arg == card and (not m.args[1:] or m.args[-1] != 0):
                return a
    return None


def _nc_steer(game: Any, choose: Any, until: Any, limit: int = 300) -> bool:
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


def _nc_others_pass(game: Any) -> None:
    for s in list(game.to_act()):
        if s != 0:
            game.apply(s, "pass")


#: the variants' stills: the options each plays
NC_VARIANTS = {"teams": {"teams": "coop", "team_pick": "alternate"},
               "heist": {"heist": ("fu", "joker"), "shuffle_time": True},
               "draft": {"transformer": "draft"},
               "transformer": {"transformer": "fixed", "king_action": "gambler",
                               "queen_action": "alliance", "jack_action": "marker",
                               "ace_action": "rich", "joker_action": "slow"}}
#: the Transformer still's plan: who plays which card at whom (points in front of three
#: seats, the marker on one of seat 0's cards, and seat 0 to act before the fuse burns)
NC_FRONT = {1: "claim queen 2", 2: "claim jack 0", 3: "claim joker 1"}
#: the draft still's decisions, the first type still open taken each time
NC_DRAFT = {"king": "gambler", "queen": "wall", "jack": "marker", "ace": "rich",
            "joker": "mega"}


def _nc_variant(match: Match, state: str) -> Any:
    """A fresh game of ``match``'s seats playing the variant ``state`` names."""
    info = match.info
    match.game = info.factory(len(match.seats), info.resolve_options(NC_VARIANTS[state]),
                              match.seed)
    return match.game


def steer(match: Match, state: str) -> None:
    """NotCoup: start, claim (seat 0 asked to challenge a King), reveal (a true claim
    challenged, its card about to be shown), lose, counter (an Ace blocking a Jack),
    exchange (seat 0's Ace unchallenged); the variants: teams (Co-op, seat 0 to act
    after a round in which a Joker struck), heist (a crime paid the bank, and seat 0 is
    asked whether to challenge a Steal), draft (the Transformer drafted, seat 0 to
    decide a card) and transformer (points in front of seats, seat 0 to act)."""
    snapshot_human(match)
    match.snapshot_pending = None
    game = match.game
    if state == "start":
        return
    if state in NC_VARIANTS:
        _nc_variant_still(match, state)
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
        _nc_steer(game, choose, lambda g: g.phase == "challenge" and 0 in g.to_act()
               and g.chain.claim.seat != 0)
        _nc_others_pass(game)
    elif state in ("reveal", "lose"):
        def choose(game, seat, legal):
            if game.phase == "turn" and seat != 0:
                return _nc_true_claim(game, seat, legal) or quiet(game, seat, legal)
            return quiet(game, seat, legal)

        def ready(g):
            if g.phase != "challenge" or 0 not in g.to_act():
                return False
            c = g.chain.claim
            return c.seat != 0 and _nc_holds(g, c.seat, c.card) and \
                (state == "reveal" or len(g.hands[0]) == 2)
        if _nc_steer(game, choose, ready):
            claim = game.chain.claim
            game.apply(0, "challenge")
            _nc_others_pass(game)
            if state == "reveal":
                match.snapshot_pending = (claim.seat, f"reveal {claim.card}")
            else:
                game.apply(claim.seat, f"reveal {claim.card}")
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
        _nc_steer(game, choose, lambda g: g.phase == "challenge" and 0 in g.to_act()
               and g.chain.claim.role == "counter")
        _nc_others_pass(game)
    elif state == "exchange":
        def choose(game, seat, legal):
            if game.phase == "turn" and seat == 0 and "claim ace" in legal:
                return "claim ace"
            return quiet(game, seat, legal)
        _nc_steer(game, choose, lambda g: g.phase == "exchange" and g.to_act() == [0])


def _nc_transformer_still(match: Match, state: str) -> None:
    """'draft': seat 0 to decide a card type, another decided before; 'transformer': an
    alliance, a Marker Jack's marker on seat 0's card and a Slow Joker's fuse on the
    table, seat 0 to act."""
    game = _nc_variant(match, state)

    def choose(game: Any, seat: int, legal: list[str]) -> str:
        if game.phase == "turn":
            plan = NC_FRONT.get(seat)
            return plan if plan in legal else "income"
        if game.phase in ("challenge", "counter", "round"):
            return "pass"
        if game.phase == "draft":
            card = move(legal[0]).args[0]
            return f"set {card} {NC_DRAFT[card]}"
        return legal[0]

    def front(g: Any) -> set:
        return {m["kind"] for m in g.front}
    if state == "draft":
        _nc_steer(game, choose, lambda g: g.phase == "draft" and g.to_act() == [0]
                  and len(g.chosen) >= 1)
    else:
        _nc_steer(game, choose, lambda g: g.phase == "turn" and g.actor == 0
                  and {"alliance", "mark", "slow"} <= front(g))


def _nc_variant_still(match: Match, state: str) -> None:
    if state in ("draft", "transformer"):
        _nc_transformer_still(match, state)
        return
    game = _nc_variant(match, state)

    def choose(game: Any, seat: int, legal: list[str]) -> str:
        if game.phase == "turn":
            if seat != 0 and "steal" in legal:
                return "steal"
            jokers = [a for a in legal if move(a).verb == "claim" and move(a).arg == "joker"
                      and move(a).args[-1] != 0]
            if seat != 0 and jokers and not game.lost[move(jokers[0]).args[-1]]:
                return jokers[0]
            return "income" if "income" in legal else legal[0]
        if game.phase in ("challenge", "counter"):
            return "pass"
        return legal[0]

    if state == "teams":
        _nc_steer(game, choose, lambda g: g.phase == "turn" and g.actor == 0
                  and any(g.lost) and len(g.history) > 8)
    else:
        _nc_steer(game, choose, lambda g: g.phase == "challenge" and 0 in g.to_act()
                  and g.chain.action == "steal")
        _nc_others_pass(game)
