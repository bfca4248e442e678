"""Bots for Coyote (Tilsit rules): Easy, Medium and Hard.

All three read only the observation and the legal actions. The discard pile
is public, so counting cards is simply reading it (odds.SeatView).

* Easy adds up roughly: it forgets the discard pile (every unseen card could
  still be anywhere), bids with noise and plays a Shaman power on a whim.
* Medium counts cards and knows the exact odds of the total from what it
  sees; it calls when that is cheaper than raising by one, counting how often
  the next player has called this game (against a player who rarely calls it
  passes a doubtful bid on), and otherwise raises, jumping while the odds stay
  good. It uses the plainer Shaman powers (Eye of the Lynx, Cancel, 2 Feathers,
  Take a Card) when its own odds say so, and keeps 2 Feathers for a next player
  who calls often, or for its last feather.
* Hard also reads the table: everyone else sees its card, so their bids say
  something about it. It keeps a posterior over its own card(s). At every reveal
  it learns, per opponent and from where that player sat, at which odds the
  player calls rather than raises (game/opponents.py) and how bold its bold
  bids proved: a raise by one from someone who raises on almost anything says
  little. It picks the action with the lowest chance of losing the round (a
  raise is risky only if the next player, read the same way, calls it), and
  prices every Shaman power, including who should play next (U-turn, It Is
  Your Turn), against the worth of keeping the card, which is higher while it
  has feathers to spare.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from game.bots import Bot
from game.coyote_tilsit import notation as N
from game.coyote_tilsit.odds import SeatView, deck_pool, remove, summarise, total_dist
from game.odds import Dist, mix, p_each
from game.opponents import CallCurve, CountsCalls, RoundRecord, decisions
from game.opponents import sig as _sig

# What each strength does, in a player's words: shown beside the seat's choice in set-up.
STRENGTHS = {
    "easy": "Adds up roughly, forgets the discard pile, plays the Shaman card on a whim.",
    "medium": "Counts cards, knows its odds, calls less against players who rarely "
              "call, and keeps its Shaman card for when it pays.",
    "hard": "Reads your bids for clues to its own card, learns how each player bids "
            "and calls, and prices every Shaman power.",
}


# The Shaman powers that name no seat, as written.
_POWER = {p: N.format(N.Shaman(p)) for p in N.POWERS}


# ----- shared helpers -------------------------------------------------------------------------
class _Legal:
    """The legal actions, split by kind."""

    def __init__(self, legal: list[str]) -> None:
        self.legal = set(legal)
        acts = N.parsed(legal)
        self.bids = sorted(a.value for a in acts if isinstance(a, N.Bid))
        self.coyote = N.CALL in self.legal
        powers = sorted((N.format(a), a) for a in acts if isinstance(a, N.Shaman))
        self.shaman = [text for text, _ in powers]
        self.takes = [a.target for _, a in powers if a.power == "take"]
        self.turns = [a.target for _, a in powers if a.power == "turn"]

    def bid(self, value: float) -> str:
        """The legal bid nearest to ``value`` (ties to the higher)."""
        v = int(round(value))
        return N.format(N.Bid(min(self.bids, key=lambda b: (abs(b - v), -b))))

    def has(self, action: str) -> bool:
        return action in self.legal


@lru_cache(maxsize=512)
def _options(legal: tuple[str, ...]) -> _Legal:
    """A legal list read once (read only after): the same few dozen lists come up all game."""
    return _Legal(list(legal))


@lru_cache(maxsize=512)
def _bid_text(x: int) -> str:
    """A bid as written (Hard writes a score of them at every decision, the same ones)."""
    return N.format(N.Bid(x))


def _live(obs: dict[str, Any]) -> list[int]:
    return [p["seat"] for p in obs["players"] if not p["out"]]


def _next(obs: dict[str, Any], seat: int, direction: int) -> int:
    live = set(_live(obs))
    n = obs["num_seats"]
    s = (seat + direction) % n
    while s not in live:
        s = (s + direction) % n
    return s


def _log_and_discard(obs: dict[str, Any]) -> tuple[list, list]:
    """What Hard keeps of a round until its reveal (a named function: a bot is pickled
    to the app's worker process, and a lambda cannot be)."""
    return list(obs["round_log"]), list(obs["discard"])


def _pending(obs: dict[str, Any]) -> tuple[str | None, int | None]:
    p = obs.get("pending")
    return (p["power"], p["target"]) if p else (None, None)


def _feathers(obs: dict[str, Any], seat: int) -> int:
    return obs["players"][seat]["feathers"]


def _richest(obs: dict[str, Any], seats: list[int]) -> int:
    """The seat with the most feathers (ties: the lowest seat)."""
    return max(seats, key=lambda s: (_feathers(obs, s), -s))


def _bid_steps(log: list) -> list[tuple[int, str, int | None, int]]:
    """The bids in a round log as (seat, "bid" | "lynx", bid faced, value).

    A re-bid after a Cancel faces the bid before the cancelled one.
    """
    out = []
    bids: list[int] = []
    cancelled = False
    for s, a in log:
        m = N.parse(a)
        if isinstance(m, N.Bid):
            value = m.value
            if cancelled:
                facing = bids[-2] if len(bids) >= 2 else None
                bids[-1] = value
                cancelled = False
            else:
                facing = bids[-1] if bids else None
                bids.append(value)
            out.append((s, "bid", facing, value))
        elif m == N.Shaman("lynx") and bids:
            out.append((s, "lynx", bids[-1], bids[-1]))
            bids.append(bids[-1])
        elif m == N.Shaman("cancel"):
            cancelled = True
    return out


# ----- Easy -------------------------------------------------------------------------------------
class EasyBot(Bot):
    """Rough sums, no card counting, noisy bids, Shaman powers on a whim."""

    kind = "easy"

    def act(self, obs: dict[str, Any], legal: list[str]) -> str:
        opts = _options(tuple(legal))
        view = SeatView(obs)
        # It forgets the discard pile: every card it cannot see might be anywhere.
        pool = remove(deck_pool(obs["deck"]), view.visible)
        d = total_dist(view.known, view.own, pool)
        guess = d.mean + self.rng.gauss(0.0, 4.0)
        bid = obs["bid"]
        if not opts.bids:
            return N.CALL if opts.coyote else self.rng.choice(legal)
        if opts.shaman and self.rng.random() < 0.08:
            return self.rng.choice(opts.shaman)
        if bid is None or obs["phase"] == "rebid" or obs.get("pending"):
            return opts.bid(guess - self.rng.randint(2, 8))
        if opts.coyote and bid > guess + self.rng.uniform(-2.0, 4.0):
            return N.CALL
        return opts.bid(bid + self.rng.choice((1, 1, 1, 2, 2, 3, 5)))


# ----- Medium -----------------------------------------------------------------------------------
class MediumBot(CountsCalls, Bot):
    """Counts cards and knows its odds, and how often the next player calls."""

    kind = "medium"
    # Safe bids win this game: a bid that may well be false is the easiest to challenge.
    open_level = 0.9  # opening bid: P(total >= bid) about this
    jump_level = 0.95  # a raise may jump up to where the odds are still this good
    later = 0.6  # chance of losing a round that goes on past the next player, shared out
    spend_q = 0.35  # how often the next player must call before 2 Feathers is worth it
    CALL = N.CALL  # this game's word for a call, for counting calls

    def act(self, obs: dict[str, Any], legal: list[str]) -> str:
        self._learn(obs)
        opts = _options(tuple(legal))
        view = SeatView(obs)
        power, _ = _pending(obs)
        bid = obs["bid"]
        if obs["phase"] == "rebid" or power:
            d = view.dist(1 if power == "take" else 0)
            return opts.bid(d.quantile_bid(self.jump_level))
        d = view.dist()
        if bid is None:
            target = max(1, d.quantile_bid(self.open_level))
            return self._with_power(obs, opts, view, d, target)
        p_now, p_next = d.p_at_least(bid), d.p_at_least(bid + 1)
        # Calling loses when the bid holds; raising by one loses when the next player
        # calls it and it is false: cheap against a player who rarely calls.
        q = self.rates.rate(_next(obs, self.seat, obs["direction"]))
        raise_risk = q * (1 - p_next) + (1 - q) * self.later / len(_live(obs))
        if opts.coyote and (not opts.bids or p_now < raise_risk):
            # Challenging is the better bet; a Shaman power may do better still.
            if opts.has(_POWER["lynx"]) and p_now >= 0.45:
                return _POWER["lynx"]
            prev = obs["prev_bid"] or 0
            if opts.has(_POWER["cancel"]) and bid >= prev + 3 and p_now >= 0.4:
                return _POWER["cancel"]
            return N.CALL
        return self._with_power(obs, opts, view, d, max(bid + 1, d.quantile_bid(self.jump_level)))

    def _with_power(self, obs, opts: _Legal, view: SeatView, d: Dist, target: int) -> str:
        # 2 Feathers pays only if the safe bid is called: kept for a next player who calls
        # often, or spent when this is the last feather anyway
        if opts.has(_POWER["feathers"]) and d.p_at_least(target) >= 0.9 and (
                self.rates.rate(_next(obs, self.seat, obs["direction"])) >= self.spend_q
                or _feathers(obs, self.seat) == 1):
            return _POWER["feathers"]
        if opts.takes and d.p_at_least(target) < 0.6 \
                and view.dist(1).p_at_least(target) >= 0.75:
            return N.format(N.Shaman("take", _richest(obs, opts.takes)))
        return opts.bid(target)


# ----- Hard ---------------------------------------------------------------------------------
class HardBot(Bot):
    """Posterior over its own card, risk-minimising raises, priced Shaman powers."""

    kind = "hard"
    eps = 0.05          # floor on any opponent action's likelihood (bluffs, noise)
    # Worth of keeping the Shaman card, per power: higher where the model that prices the
    # power is rougher (choosing who answers picks out the model's own errors).
    shaman_cost = {"lynx": 0.03, "cancel": 0.05, "take": 0.05, "feathers": 0.08,
                   "uturn": 0.1, "turn": 0.1}
    keep = 2.0          # extra worth of the Shaman card per feather beyond two
    max_cands = 24      # candidate bids considered per decision
    max_hyps = 24       # own-hand hypotheses kept when there are more
    prior_level = 0.75  # odds of a bold bid before an opponent has shown its style
    call_theta = 0.4    # odds below which an opponent is first taken to call ...
    call_tau = 0.1      # ... and how sharply
    rho_base = 0.55     # chance of losing a round that goes on, shared among the live seats
    level_spread = 0.2  # how far one bold bid may stray from that player's usual odds

    def __init__(self, seat: int, seed: int = 0) -> None:
        super().__init__(seat, seed)
        self._plan: tuple[int, int, str] | None = None  # (round, bid count, bid) after a power
        # Reading the others: the round log and discard pile last seen in each round, and
        # the odds each opponent's opening or jump bids turned out to have, from where
        # they sat, once the reveal showed every card.
        self._record = RoundRecord(_log_and_discard)
        self._levels: dict[int, list[float]] = {}
        # ... and at which odds each opponent calls rather than raises: a seat that raises
        # on almost anything says little with a raise, and rarely calls mine.
        self.curves = CallCurve(self.call_theta, self.call_tau)

    # ----- learning how boldly each opponent bids --------------------------------------------
    def _learn(self, obs: dict[str, Any]) -> None:
        seen_round = self._record.see(obs)
        if seen_round:
            r, (log, discard) = seen_round
            cards = {s: list(cs) for s, cs in r["cards"]}
            base = remove(deck_pool(obs["deck"]), discard)
            views: dict[int, Dist | None] = {}  # a seat's view, read for each of its steps

            def view(s: int) -> Dist | None:
                if s in views:
                    return views[s]
                seen = [c for t, cs in cards.items() if t != s for c in cs]
                pool = remove(base, seen)
                # (None: a mid-round reshuffle, the record does not fit: skip it)
                d = views[s] = None if min(pool) < 0 else \
                    total_dist(summarise(seen), len(cards[s]), pool)
                return d

            for s, a, facing, value in _bid_steps(log):
                if s == self.seat or s not in cards or a != "bid" or \
                        not (facing is None or value > facing + 1):
                    continue
                d = view(s)
                if d is not None:
                    self._levels.setdefault(s, []).append(d.p_at_least(value))
            for s, faced, called in decisions(log, r, N.CALL):
                d = view(s) if s != self.seat and s in cards else None
                if d is not None:
                    self.curves.add(s, d.p_at_least(faced), called)

    def _level(self, seat: int) -> float:
        """How likely, from where they sat, a seat's bold bids were to be true (mean).

        Starts from a prior worth three bids. (Learning the spread too made Hard read
        noisy players less, and it did worse against them: a fixed spread is kept.)
        """
        seen = self._levels.get(seat, [])[-12:]
        return (sum(seen) + self.prior_level * 3) / (len(seen) + 3)

    # ----- what my card is likely to be ------------------------------------------------------
    def _posterior(self, obs: dict[str, Any], view: SeatView) -> list[tuple[tuple, float]]:
        hyps = view.own_hypotheses()
        if len(hyps) > self.max_hyps:
            # Two unseen cards of my own make ~100 pairs: a weighted sample keeps it quick.
            picks = self.rng.choices(range(len(hyps)), [w for _, w in hyps], k=self.max_hyps)
            counts: dict[int, int] = {}
            for i in picks:
                counts[i] = counts.get(i, 0) + 1
            hyps = [(hyps[i][0], c / self.max_hyps) for i, c in sorted(counts.items())]
        if len(hyps) <= 1:
            return hyps
        logw = [math.log(max(w, 1e-12)) for _, w in hyps]
        log = math.log
        views: dict[int, list[Dist]] = {}  # each seat's view under each hypothesis
        for s, a, facing, value in _bid_steps(obs["round_log"]):
            if s == self.seat:
                continue
            dists = views.get(s)
            if dists is None:
                dists = views[s] = [view.other_view(s, h) for h, _ in hyps]
            liks = self._likelihoods(dists, facing, value, a, s)
            logw = [x + log(lk) for x, lk in zip(logw, liks, strict=True)]
        top = max(logw)
        ws = [math.exp(x - top) for x in logw]
        z = sum(ws)
        return [(h, w / z) for (h, _), w in zip(hyps, ws, strict=True)]

    def _likelihoods(self, dists: list[Dist], facing: int | None, value: int, action: str,
                     seat: int) -> list[float]:
        """How likely seat's bid step was under each of ``dists`` (its view, for each of
        my hypotheses): one row per step, as every hypothesis is weighed by it."""
        eps = self.eps
        s1s = p_each(dists, value)
        if action == "lynx":
            return [eps + _sig((s1 - 0.45) / 0.1) for s1 in s1s]
        if facing is None or value > facing + 1:
            # An opening or a jump: the player bid where the odds looked about as good as
            # that player's bold bids usually do.
            level, spread, exp = self._level(seat), self.level_spread, math.exp
            return [eps + exp(-0.5 * ((s1 - level) / spread) ** 2) for s1 in s1s]
        # A raise by one: the player did not think calling was better.
        return [eps + 1.0 - q for q in self.curves.call_row(seat, p_each(dists, facing))]

    # ----- how risky each action is ----------------------------------------------------------
    def _raise_losses(self, view: SeatView, post, j: int, xs: list[int], rho: float,
                      extra: int = 0) -> list[float]:
        """Chance of losing the round after bidding each x, with seat j to answer."""
        out = [0.0] * len(xs)
        seen = j in view.hands
        for h, w in post:
            if w < 1e-4:
                continue
            mine = view.dist_given(h, extra)
            # (An extra card I bring in is seen by j unless j wears it: j's view leaves it out.)
            dj = view.other_view(j, h) if seen else mine
            qs = self.curves.call_row(j, dj.p_row(xs))  # j calls at the odds it has shown
            # my odds at each bid (Dist.p_row) read in the same pass
            lo, sf = mine.lo, mine.sf
            n = len(sf)
            out = [o + w * (q * (1.0 - (1.0 if b <= lo else 0.0 if b - lo >= n else sf[b - lo]))
                            + (1.0 - q) * rho)
                   for o, q, b in zip(out, qs, xs, strict=True)]
        return out

    def _candidates(self, opts: _Legal, dist: Dist) -> list[int]:
        if not opts.bids:
            return []
        lo = opts.bids[0]
        hi = min(opts.bids[-1], max(lo, dist.quantile_bid(0.03) + 1))
        xs = [b for b in opts.bids if lo <= b <= hi]
        if len(xs) > self.max_cands:
            step = len(xs) / self.max_cands
            xs = sorted({xs[int(i * step)] for i in range(self.max_cands)} | {lo})
        return xs

    def _best(self, xs: list[int], losses: list[float]) -> tuple[float, int]:
        i = min(range(len(xs)), key=lambda k: losses[k])
        return losses[i], xs[i]

    def act(self, obs: dict[str, Any], legal: list[str]) -> str:
        self._learn(obs)
        opts = _options(tuple(legal))
        view = SeatView(obs)
        me = self.seat
        post = self._posterior(obs, view)
        n_live = len(_live(obs))
        rho = (self.rho_base + self.rng.uniform(-0.08, 0.08)) / n_live
        power, target = _pending(obs)
        bid = obs["bid"]

        if obs["phase"] == "rebid" or power:
            extra = 1 if power == "take" else 0
            if power and self._plan and self._plan[:2] == (obs["round"], len(obs["round_log"])) \
                    and self._plan[2] in opts.legal:
                return self._plan[2]
            if obs["phase"] == "rebid":
                j = obs["cancel"]["by"]
            elif power == "turn":
                j = target
            else:
                j = _next(obs, me, -obs["direction"] if power == "uturn" else obs["direction"])
            post_d = self._mixed(view, post, extra)
            xs = self._candidates(opts, post_d)
            best = self._best(xs, self._raise_losses(view, post, j, xs, rho, extra))[1]
            return N.format(N.Bid(best))

        post_d = self._mixed(view, post)
        nxt = _next(obs, me, obs["direction"])
        choices: list[tuple[float, str, str | None]] = []  # (loss, action, planned bid)
        p_bid = post_d.p_at_least(bid) if bid is not None else 0.0
        if opts.coyote:
            choices.append((p_bid, N.CALL, None))
        xs = self._candidates(opts, post_d)
        best_raise = (1.0, None)
        if xs:
            losses = self._raise_losses(view, post, nxt, xs, rho)
            best_raise = self._best(xs, losses)
            choices += [(r, _bid_text(x), None) for r, x in zip(losses, xs, strict=True)]
        if opts.shaman:
            choices += self._shaman_choices(obs, opts, view, post, post_d, xs, best_raise,
                                            rho, nxt, p_bid)
        best = min(c[0] for c in choices)
        near = [c for c in choices if c[0] <= best + 0.01]
        loss, action, plan = self.rng.choice(near)
        if plan is not None:
            self._plan = (obs["round"], len(obs["round_log"]) + 1, plan)
        return action

    def _mixed(self, view: SeatView, post, extra: int = 0) -> Dist:
        return mix((w, view.dist_given(h, extra)) for h, w in post)

    def _shaman_choices(self, obs, opts: _Legal, view: SeatView, post, post_d: Dist,
                        xs: list[int], best_raise, rho: float, nxt: int, p_bid: float):
        me = self.seat
        # the card is worth more while the game has far to go: with every feather left
        # it may yet save a later round; on the last one it is now or never
        f = _feathers(obs, me)
        scale = 0.5 if f == 1 else 1.0 + self.keep * (f - 2)
        cost = {k: v * scale for k, v in self.shaman_cost.items()}
        out: list[tuple[float, str, str | None]] = []
        bid = obs["bid"]
        if opts.has(_POWER["lynx"]):
            loss = self._raise_losses(view, post, nxt, [bid], rho)[0]
            out.append((loss + cost["lynx"], _POWER["lynx"], None))
        if opts.has(_POWER["cancel"]):
            # Only worth it in a bind (calling and raising both bad): the last bidder must
            # move, hopefully down to a number I can live with.
            low = (obs["prev_bid"] or 0) + 1
            here = min(p_bid, best_raise[0])
            if bid > low and here >= 0.4:
                there = min(post_d.p_at_least(low), 1.0 - post_d.p_at_least(low + 1))
                out.append((0.5 * (here + there) + cost["cancel"], _POWER["cancel"], None))
        if xs:
            # Who answers my bid: the natural next seat, or one I choose.
            others = set(opts.turns)
            if opts.has(_POWER["uturn"]):
                back = _next(obs, me, -obs["direction"])
                if back != nxt:
                    loss, x = self._best(xs, self._raise_losses(view, post, back, xs, rho))
                    out.append((loss + cost["uturn"], _POWER["uturn"], N.format(N.Bid(x))))
            for j in sorted(others - {nxt}):
                loss, x = self._best(xs, self._raise_losses(view, post, j, xs, rho))
                out.append((loss + cost["turn"], N.format(N.Shaman("turn", j)), N.format(N.Bid(x))))
            if opts.has(_POWER["feathers"]) and best_raise[1] is not None:
                x = best_raise[1]
                alpha = 0.5 / max(1, len(_live(obs)) - 1)
                gain = 0.0
                for h, w in post:
                    dj = view.other_view(nxt, h)
                    q = self.curves.calls(nxt)(dj.p_at_least(x))
                    p = view.dist_given(h).p_at_least(x)
                    gain += w * q * (alpha * p - (1.0 - p))
                out.append((best_raise[0] - gain + cost["feathers"], _POWER["feathers"],
                            N.format(N.Bid(x))))
        if opts.takes:
            # An extra unseen card: best aimed at the next player, who then sees less.
            tgt = nxt if nxt in opts.takes else _richest(obs, opts.takes)
            # The cap rises with the extra card: bids a little past today's list are fine
            # (a planned bid that turns out illegal is simply chosen afresh).
            low = (bid or 0) + 1
            wider = _options(tuple(_bid_text(b) for b in range(low, max(xs or [low]) + 26)))
            xs1 = self._candidates(wider, self._mixed(view, post, 1))
            if xs1:
                loss, x = self._best(xs1, self._raise_losses(view, post, nxt, xs1, rho, 1))
                out.append((loss + cost["take"], N.format(N.Shaman("take", tgt)),
                            N.format(N.Bid(x))))
        return out
