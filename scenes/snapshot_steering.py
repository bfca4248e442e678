"""Steering a bots' match to a telling moment for a still picture (scenes/tools.snapshot).

Each game has one steering function ``steer(match, state)`` in ``STEERING``, keyed by
game id. It makes seat 0 a human (so the still shows a player's own view and
controls), then lets the bots play on until the moment ``state`` names; a state the
table plays out itself (a reveal) is left in ``match.snapshot_pending`` as the
action to make, which the table's ``freeze_for_snapshot`` applies and holds.
A table's ``SNAPSHOT_STATES`` lists the states it can freeze.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core import move, moves
from game.match import Match
from game.notcoup.cards import rank


def snapshot_human(match: Match) -> None:
    """Seat 0 of a bots' match becomes a human, so a still shows a player's own view
    and controls."""
    from game.saves import SeatSpec

    match.seats[0] = SeatSpec(match.seats[0].name, "human")
    match.bots.pop(0, None)


def play_to_snapshot(match: Match, until: Any, limit: int, adjust: Any = None) -> None:
    """Let the bots play on, a medium stand-in for seat 0, until ``until(seat, obs,
    legal)`` says stop, the game ends, or ``limit`` actions were made;
    ``adjust(obs, legal, action)`` may swap a choice to steer towards a telling moment."""
    from game.registry import make_bot

    game = match.game
    stand_in = make_bot(match.info.id, "medium", 0, match.seed)
    for _ in range(limit):
        if game.is_terminal():
            break
        seat = game.to_act()[0]
        obs = game.observation(seat)
        legal = game.legal_actions(seat)
        if until(seat, obs, legal):
            return
        bot = stand_in if seat == 0 else match.bots[seat]
        action = bot.act(obs, legal)
        if adjust is not None:
            action = adjust(obs, legal, action)
        game.apply(seat, action)


def _bids(obs: dict) -> int:
    """Bids made so far this round (HeidelBÄR and Tilsit keep a round log)."""
    return sum(1 for _, a in obs["round_log"] if move(a).verb == "bid")


def _first_bid(legal: list[str]) -> str:
    return next(a for a in legal if move(a).verb == "bid")


def moon(match: Match, state: str) -> None:
    """'setup': nothing played (the table holds the set-up while the start dice
    tumble); 'start': seat 0's first turn; 'mid': a few rounds in, seat 0 to move
    with stones in hand."""
    snapshot_human(match)
    match.snapshot_state = state
    if state == "setup":
        return

    def until(seat: int, obs: dict, legal: list[str]) -> bool:
        fresh = obs["mp_left"] == obs["mp"] and not obs["picked"] and not obs["dropped"]
        if seat != 0 or not fresh:
            return False
        return state == "start" or (obs["round"] >= 5 and bool(obs["hands"][0])
                                    and obs["pawns"][0][0] != "m")
    play_to_snapshot(match, until, 3000)


def heidelbaer(match: Match, state: str) -> None:
    """'start': the first deal; 'mid': a few bids in, seat 0 to bid; 'reveal': a
    challenge about to be made (the table plays the reveal and holds it after the
    verdict)."""
    snapshot_human(match)
    match.snapshot_state = state
    if state == "start":
        return

    def until(seat: int, obs: dict, legal: list[str]) -> bool:
        bids = _bids(obs)
        if state == "mid" and seat == 0 and obs["phase"] == "bidding" and bids >= 2 \
                and "challenge" in legal:
            return True
        if state == "reveal" and "challenge" in legal and bids >= 3:
            match.snapshot_pending = (seat, "challenge")
            return True
        return False

    def adjust(obs: dict, legal: list[str], action: str) -> str:
        if action == "challenge" and _bids(obs) < 3:
            return _first_bid(legal)
        return action
    play_to_snapshot(match, until, 500, adjust)


def tilsit(match: Match, state: str) -> None:
    """The Shaman powers are switched on. 'start': the first deal; 'mid': a later
    round, a few bids in, seat 0 to act; 'reveal': a stacked round where a second
    card was taken and the Teepee, Spirit, Chief and a negative card are all in play,
    a Coyote! call about to be made (the table holds the reveal after the falling
    feather)."""
    snapshot_human(match)
    n = len(match.seats)
    opts = dict(match.game.options, shaman=True)
    stack = None
    if state == "reveal" and n == 4:
        stack = {"start": 1, "feathers": [3, 2, 3, 3],
                 "draw": ["spirit", "15", "chief", "teepee", "-5", "10"]}
    match.game = match.info.factory(n, opts, match.seed, stack=stack)
    game = match.game
    if state == "start":
        return
    if stack is not None:
        for seat, action in ((1, "bid 6"), (2, "shaman take 3"), (2, "bid 9"),
                             (3, "bid 14"), (0, "bid 16")):
            game.apply(seat, action)
        match.snapshot_pending = (1, "coyote")
        return

    def until(seat: int, obs: dict, legal: list[str]) -> bool:
        bids = _bids(obs)
        if state == "mid" and seat == 0 and obs["round"] >= 2 and bids >= 2 \
                and obs["phase"] == "bidding" and not obs["pending"]:
            return True
        if state == "reveal" and "coyote" in legal and bids >= 3:
            match.snapshot_pending = (seat, "coyote")
            return True
        return False

    def adjust(obs: dict, legal: list[str], action: str) -> str:
        if action == "coyote" and _bids(obs) < 2 and moves(legal, "bid"):
            return _first_bid(legal)
        return action
    play_to_snapshot(match, until, 2000, adjust)


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


def notcoup(match: Match, state: str) -> None:
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
               and g.chain["claim"]["seat"] != 0)
        _nc_others_pass(game)
    elif state in ("reveal", "lose"):
        def choose(game, seat, legal):
            if game.phase == "turn" and seat != 0:
                return _nc_true_claim(game, seat, legal) or quiet(game, seat, legal)
            return quiet(game, seat, legal)

        def ready(g):
            if g.phase != "challenge" or 0 not in g.to_act():
                return False
            c = g.chain["claim"]
            return c["seat"] != 0 and _nc_holds(g, c["seat"], c["card"]) and \
                (state == "reveal" or len(g.hands[0]) == 2)
        if _nc_steer(game, choose, ready):
            claim = game.chain["claim"]
            game.apply(0, "challenge")
            _nc_others_pass(game)
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
        _nc_steer(game, choose, lambda g: g.phase == "challenge" and 0 in g.to_act()
               and g.chain["claim"]["role"] == "counter")
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
                  and g.chain["action"] == "steal")
        _nc_others_pass(game)


def three_card_coyote(match: Match, state: str) -> None:
    """Three Card Coyote: 'draft' (seat 0 to pick a role), 'turn' (a few hours in, seat
    0's beat), 'window' (seat 0 asked to answer: a raise to oppose or an attack to
    meet), 'showdown' (seat 0's beat in the Showdown) and 'end' (the night over)."""
    from game.core import DEALER
    from game.registry import make_bot

    snapshot_human(match)
    match.snapshot_state = state
    game = match.game
    stand_in = make_bot(match.info.id, "medium", 0, match.seed)

    def stop(seat: int) -> bool:
        w = game.window(seat) if seat != DEALER else None
        if state == "draft":
            return seat == 0 and game.phase == "draft"
        if state == "turn":
            return seat == 0 and game.round >= 2 and (w or {}).get("stage") == "turn"
        if state == "window":
            return seat == 0 and (w or {}).get("stage") in ("oppose", "defend", "interrupt")
        if state == "showdown":
            return seat == 0 and game.showdown and (w or {}).get("stage") == "turn"
        return False

    def raise_often(seat: int, legal: list[str], action: str) -> str:
        # steering towards a window: the others raise where they can (seat 0 may oppose)
        if state == "window" and seat != 0:
            raises = [a for a in legal if a.startswith("raise ")]
            if raises:
                return raises[0]
        return action

    for _ in range(4000):
        if game.is_terminal():
            return
        seat = game.to_act()[0]
        if stop(seat):
            return
        legal = game.legal_actions(seat)
        if seat == DEALER:
            action = match.decide(DEALER)
        else:
            bot = stand_in if seat == 0 else match.bots[seat]
            action = raise_often(seat, legal, bot.act(game.observation(seat), legal))
        game.apply(seat, action)


#: game id -> its steering function
STEERING: dict[str, Callable[[Match, str], None]] = {
    "coyote-heidelbaer": heidelbaer,
    "coyote-moon": moon,
    "coyote-tilsit": tilsit,
    "notcoup": notcoup,
    "three-card-coyote": three_card_coyote,
}


def prepare(match: Match, state: str) -> None:
    """Bring ``match`` to the still ``state`` names (a game with no steering is left
    as it is)."""
    steer = STEERING.get(match.info.id)
    if steer is not None:
        steer(match, state)
