"""Bots for Coyote (HeidelBÄR rules): Easy, Medium and Hard.

All three read only the observation and the legal actions.

* Easy plays like a casual human: it adds up the cards it can see, guesses
  the rest roughly, now and then forgets what the special cards do, bids with
  noise and peeks on a whim.
* Medium knows the exact odds of the total from what it sees (odds.py): it
  opens low and raises (by one, or further while the odds stay comfortable).
  It challenges when that is cheaper than raising by one, counting how often
  the next player has called this game: against a player who rarely calls it
  passes a doubtful bid on rather than challenge at even odds. It peeks or draws
  the Coyote card when it is unsure but about to raise anyway.
* Hard also reads the table. Everyone else can see its card, so their bids,
  challenges and peeks say something about it: it keeps a posterior over its
  own card, each opponent modelled as acting on the odds it sees from where it
  sits. At every reveal it learns, per opponent, at which odds that player
  calls rather than raises and how sure its openings and jumps are
  (game/opponents.py), so a raise from someone who raises on almost anything
  says little, and a jump from someone whose jumps proved safe says a lot. It
  picks the action with the lowest chance of losing the round, looking a few
  turns ahead at who would challenge which raise (by what each has shown),
  prices a peek or the Coyote card by what the information is worth against the
  eye it costs, and randomises its thresholds and near-ties so no fixed rule
  reads it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from operator import mul
from typing import Any

from game.bots import Bot
from game.coyote_heidelbaer import notation as N
from game.coyote_heidelbaer.cards import SPECIALS
from game.coyote_heidelbaer.odds import CODE, View, dist_for_mask, fails_row, mask_of
from game.odds import Dist, mix, p_each
from game.opponents import CallCurve, CountsCalls, RoundRecord
from game.opponents import sig as _sig

# What each strength does, in a player's words: shown beside the seat's choice in set-up.
STRENGTHS = {
    "easy": "Adds up roughly, forgets what the special cards do, bids on a hunch.",
    "medium": "Knows the odds of what it sees, and calls less against players who "
              "rarely call.",
    "hard": "Reads your bids for clues to its own card, learns how each player bids "
            "and calls, and looks ahead.",
}


# ----- reading the legal actions ---------------------------------------------------------------
@lru_cache(maxsize=512)
def _split(legal: tuple[str, ...]) -> tuple[tuple[int, ...], tuple[int, ...], tuple[str, ...]]:
    """The legal bids (in order), guesses and discards: the same few dozen lists come up
    all game, so each is read once."""
    acts = N.parsed(list(legal))
    return (tuple(sorted(a.value for a in acts if isinstance(a, N.Bid))),
            tuple(a.seat for a in acts if isinstance(a, N.Guess)),
            tuple(N.format(a) for a in acts if isinstance(a, N.Discard)))


class _Options:
    """The legal actions, split by kind."""

    def __init__(self, legal: list[str]) -> None:
        self.legal = legal
        self.bids, self.guesses, self.discards = _split(tuple(legal))
        self.challenge = N.CHALLENGE in legal
        self.peek = N.PEEK in legal
        self.coyote = N.COYOTE in legal

    def bid(self, value: float) -> str:
        """The legal bid nearest to ``value`` (bids are a contiguous range).

        When the bid already stands at the highest possible total no raise exists, so
        this falls back to the challenge (then the only sensible move anyway).
        """
        if not self.bids:
            return N.CHALLENGE if self.challenge else self.legal[0]
        lo, hi = self.bids[0], self.bids[-1]
        return N.format(N.Bid(min(hi, max(lo, int(round(value))))))


def _discard(opts: _Options) -> str:
    # Open eyes are worth a peek later; closed ones are not, so give up a closed one.
    closed = N.format(N.Discard("closed"))
    return closed if closed in opts.discards else opts.discards[0]


def _live(obs: dict[str, Any]) -> list[int]:
    return [p["seat"] for p in obs["players"] if not p["out"]]


def _next_live(obs: dict[str, Any], seat: int) -> int:
    live = set(_live(obs))
    n = obs["num_seats"]
    s = (seat + 1) % n
    while s not in live:
        s = (s + 1) % n
    return s


def _guess(opts: _Options, obs: dict[str, Any], p_bid_holds: float) -> str:
    bidder = obs["bidder"]
    other = [s for s in opts.guesses if s != bidder]
    pick = bidder if p_bid_holds >= 0.5 or not other else other[0]
    if pick not in opts.guesses:
        pick = opts.guesses[0]
    return N.format(N.Guess(pick))


# ----- Easy ---------------------------------------------------------------------------------------
class EasyBot(Bot):
    """Sums what it sees, guesses the rest, misjudges specials, bids with noise."""

    kind = "easy"

    def _estimate(self, obs: dict[str, Any]) -> float:
        seen = [p["card"] for p in obs["players"] if not p["out"] and p["card"] is not None]
        if obs.get("centre") is not None:
            seen.append(obs["centre"])
        if obs.get("coyote_card") is not None:
            seen.append(obs["coyote_card"])
        unknown = 1 + (obs.get("centre") is None)
        if any(a == N.COYOTE for _, a in obs["round_log"]) and obs.get("coyote_card") is None:
            unknown += 1
        nums = [int(c) for c in seen if c not in SPECIALS]
        total = float(sum(nums))
        # Half the time it remembers the specials, roughly.
        if self.rng.random() < 0.5:
            if "max0" in seen and nums:
                total -= max(nums)
            if "?" in seen:
                total += 4
        # A human guess for each card it cannot see.
        return total + 4.0 * unknown + self.rng.gauss(0.0, 3.0)

    def act(self, obs: dict[str, Any], legal: list[str]) -> str:
        opts = _Options(legal)
        if opts.discards:
            return self.rng.choice(opts.discards) if self.rng.random() < 0.3 else _discard(opts)
        est = self._estimate(obs)
        if opts.guesses:
            return _guess(opts, obs, 1.0 if obs["bid"] <= est else 0.0)
        bid = obs["bid"]
        if opts.peek and obs.get("centre") is None and self.rng.random() < 0.25:
            return N.PEEK
        if opts.coyote and self.rng.random() < 0.4:
            return N.COYOTE
        if bid is None:
            return opts.bid(est - self.rng.randint(0, 5))
        if opts.challenge and bid > est + self.rng.uniform(-1.0, 3.0):
            return N.CHALLENGE
        return opts.bid(bid + self.rng.choice((1, 1, 1, 2, 2, 3, 5)))


# ----- Medium -----------------------------------------------------------------------------------
class MediumBot(CountsCalls, Bot):
    """Exact odds from its own view, and how often the next player calls."""

    kind = "medium"
    open_level = 0.9        # opening bid: P(total >= bid) about this (open low, stay safe)
    jump_level = 0.9        # a raise jumps only up to where the odds are still this good
    later = 0.5             # chance of losing a round that goes on past the next player,
    #                         shared among the live seats

    def act(self, obs: dict[str, Any], legal: list[str]) -> str:
        self._learn(obs)
        opts = _Options(legal)
        if opts.discards:
            return _discard(opts)
        d = View.from_obs(obs).dist()
        if opts.guesses:
            return _guess(opts, obs, d.p_at_least(obs["bid"]))
        bid = obs["bid"]
        if bid is None:
            return opts.bid(d.quantile_bid(self.open_level))
        # Challenging loses when the bid holds; raising by one loses when the next player
        # calls it and it is false. Against a player who rarely calls, passing the problem
        # on is cheaper than calling at even odds.
        q = self.rates.rate(_next_live(obs, self.seat))
        raise_risk = q * (1 - d.p_at_least(bid + 1)) + (1 - q) * self.later / len(_live(obs))
        if opts.challenge and d.p_at_least(bid) < raise_risk:
            return N.CHALLENGE
        p_next = d.p_at_least(bid + 1)
        peek = opts.peek and obs.get("centre") is None
        if (peek or opts.coyote) and 0.5 <= p_next <= 0.85:
            # Unsure, and a raise is coming anyway: look first.
            return N.PEEK if peek else N.COYOTE
        return opts.bid(max(bid + 1, d.quantile_bid(self.jump_level)))


# ----- Hard -----------------------------------------------------------------------------------
class _Table:
    """The facts Hard needs from one observation, as card masks."""

    def __init__(self, obs: dict[str, Any]) -> None:
        self.obs = obs
        self.me = obs["seat"]
        self.view = View.from_obs(obs)
        self.live = _live(obs)
        self.card_bit = {p["seat"]: 1 << CODE[p["card"]] for p in obs["players"]
                         if not p["out"] and p["card"] is not None}
        self.others = 0
        for b in self.card_bit.values():
            self.others |= b
        self.centre_bit = 1 << CODE[obs["centre"]] if obs.get("centre") is not None else 0
        self.log = [(s, a) for s, a in obs["round_log"]]
        self.coyote_at = next((i for i, (_, a) in enumerate(self.log) if a == N.COYOTE), None)
        self.first_peek: dict[int, int] = {}
        for i, (s, a) in enumerate(self.log):
            if a == N.PEEK:
                self.first_peek.setdefault(s, i)
        # Own-card hypotheses: each unseen card, with my distribution given it.
        self.cands = [(c, CODE[c], d) for c, d in self.view.own_card_dists()]
        self.pool = [code for _, code, _ in self.cands]  # every unseen card
        self._seat_dists: dict[tuple[int, int], list[Dist]] = {}

    def seat_view(self, j: int, own_bit: int, upto: int | None = None) -> tuple[int, int]:
        """Seat j's (known mask, unknown count) given my card, before log entry ``upto``.

        Cards j knows that I do not (a centre it peeked at, a Coyote card it drew) are
        counted as unknown: an approximation that keeps the model a function of my card.
        """
        end = len(self.log) if upto is None else upto
        known = (self.others & ~self.card_bit.get(j, 0)) | own_bit
        if self.centre_bit and self.first_peek.get(j, end) < end:
            known |= self.centre_bit
        coyote_in = self.coyote_at is not None and self.coyote_at < end
        in_play = len(self.live) + 1 + (1 if coyote_in else 0)
        return known, in_play - bin(known).count("1")

    def seat_dists(self, j: int, extra_slot: int = 0) -> list[Dist]:
        """The total as seat j sees it now, for each of my card's hypotheses
        (``extra_slot``: one more unseen card, a Coyote draw to come), kept for this
        decision's look-aheads (made after the hypotheses are pruned)."""
        key = (j, extra_slot)
        ds = self._seat_dists.get(key)
        if ds is None:
            # my card is one more known card, never one j already sees
            base, slots = self.seat_view(j, 0)
            slots += extra_slot - 1
            ds = self._seat_dists[key] = [dist_for_mask(base | 1 << code, slots)
                                          for _, code, _ in self.cands]
        return ds


class _Mine:
    """My distributions of the total, one per own-card hypothesis, with row caches."""

    __slots__ = ("dists", "_rows", "_fails")

    def __init__(self, dists: list[Dist]) -> None:
        self.dists = dists
        self._rows: dict[int, list[float]] = {}
        self._fails: dict[int, list[float]] = {}

    def row(self, b: int) -> list[float]:
        """For each hypothesis: P(total >= b)."""
        r = self._rows.get(b)
        if r is None:
            r = self._rows[b] = p_each(self.dists, b)
        return r

    def fails(self, b: int) -> list[float]:
        """For each hypothesis: P(total < b), as ``1.0 - row(b)``."""
        r = self._fails.get(b)
        if r is None:
            r = self._fails[b] = [1.0 - s for s in self.row(b)]
        return r


class _Lookahead:
    """Risk of losing the round, looking a few turns ahead (one decision's worth).

    Under the opponent model, what each other seat does depends only on my card
    (they see everything I see except their own card, plus mine), so for each
    own-card hypothesis their challenge chances are fixed numbers; the total's
    uncertainty left over (the centre, a `?` draw) is in my conditional
    distributions. Weights are joint probabilities, so results add up directly.
    """

    def __init__(self, tab: _Table, curve: Callable[[int], tuple[float, float]], rho: float,
                 extra_slot: int = 0) -> None:
        self.rho = rho
        order = []
        s = tab.me
        for _ in range(len(tab.live) - 1):
            s = _next_live(tab.obs, s)
            order.append(s)
        self.n = len(order)
        self.hi = tab.obs["max_bid"]
        # For seat order[k]: its call chance at the odds p it sees, sig((theta - p) / tau),
        # written 1 / (1 + exp(p / tau) * exp(-theta / tau)): exp(p / tau) for every total
        # of a distribution is kept (a few taus come up all game), so a seat's curve, which
        # changes with every refit and shift, costs one exp per decision.
        self.opp: list[tuple[float, list[tuple[int, int, tuple[float, ...]]]]] = []
        for j in order:
            theta, tau = curve(j)
            self.opp.append((math.exp(-theta / tau),
                             [(d.lo, d.lo + len(d.sf), _exps(d, tau))
                              for d in tab.seat_dists(j, extra_slot)]))
        self._rows: list[dict[int, Any]] = [{} for _ in order]  # by bid: first(), stays()

    def _calls(self, k: int, beta: int) -> list[float]:
        """For each hypothesis: the chance seat order[k] calls a bid of ``beta`` (below a
        distribution's range at its lowest total's odds, above it at odds 0)."""
        grow, rows = self.opp[k]
        return [1.0 / (1.0 + grow * (e[0] if beta <= lo else e[beta - lo] if beta < end
                                     else 1.0)) for lo, end, e in rows]

    def first(self, beta: int) -> tuple[list[float], list[float]]:
        """For each hypothesis: the chance the next seat challenges a bid of ``beta``,
        and the chance it does not, worked out once per bid."""
        r = self._rows[0].get(beta)
        if r is None:
            calls = self._calls(0, beta)
            r = self._rows[0][beta] = (calls, [1.0 - q for q in calls])
        return r

    def stays(self, k: int, beta: int) -> list[float]:
        """For each hypothesis: the chance seat order[k] does not challenge ``beta``."""
        rows = self._rows[k]
        r = rows.get(beta)
        if r is None:
            r = rows[beta] = [1.0 - q for q in self._calls(k, beta)]
        return r

    def parts(self, b: int, w: list[float]) -> tuple[list[float], list[float]]:
        """A raise to ``b`` under the weights ``w``, per hypothesis: the chance the next
        seat calls it, and the weight left that nobody calls it before my turn comes
        round (0 for hypotheses all but ruled out, which are skipped: speed only)."""
        q0, stay = self.first(b)
        # Nobody challenges the others' raises (if someone does, I am safe).
        back = [wi * st if wi >= 1e-7 else 0.0 for wi, st in zip(w, stay, strict=True)]
        for k in range(1, self.n):
            back = list(map(mul, back, self.stays(k, b + k)))
        return q0, back

    def raise_risk(self, b: int, w: list[float], mine: _Mine, depth: int,
                   bound: float = math.inf, above: float | None = None,
                   out: float = math.inf) -> float:
        """My risk raising to ``b``, wanted only below ``bound``: once the next seat's
        call alone reaches it, that is returned (what lies beyond only adds). A raise
        weighed for my next turn also gives up once ``above`` (the risk my raise this
        turn adds to it) plus that call reaches ``out``: this turn's raise is then out."""
        now = 0.0
        for wi, q1, f in zip(w, self.first(b)[0], mine.fails(b), strict=True):
            if wi >= 1e-7:
                now += wi * q1 * f
        if now >= bound or above is not None and above + now >= out:
            return now
        _, back = self.parts(b, w)
        beta = b + self.n  # the bid when my turn comes round, each raising by one
        if depth <= 0 or beta > self.hi:
            return now + self.rho * sum(back)
        if above is not None:  # (the early way out looks one turn ahead, no further)
            return now + self.value(beta, back, mine, depth - 1)
        return now + self.value(beta, back, mine, depth - 1, now, bound)

    def value(self, beta: int, w: list[float], mine: _Mine, depth: int,
              above: float | None = None, out: float = math.inf) -> float:
        """My best risk when facing ``beta`` (a challenge or a raise by one); ``above`` and
        ``out`` as for ``raise_risk``: ``above`` plus the result is wanted below ``out``."""
        ch = sum(map(mul, w, mine.row(beta)))
        if beta + 1 > self.hi:
            return ch
        if above is not None and above + ch < out:
            above = None  # the challenge alone may keep this turn's raise: weigh it all
        return min(ch, self.raise_risk(beta + 1, w, mine, depth, ch, above, out))


@lru_cache(maxsize=40_000)
def _exps(d: Dist, tau: float) -> tuple[float, ...]:
    """exp(P(total >= lo + i) / tau) for each total of ``d`` (see _Lookahead)."""
    exp = math.exp
    return tuple([exp(p / tau) for p in d.sf])


@lru_cache(maxsize=20_000)
def _action_loglik(base: int, slots: int, codes: tuple[int, ...], kind: str, bid: int | None,
                   params: tuple[float, ...]) -> tuple[float, ...]:
    """Log-likelihood of one opponent action under each own-card hypothesis (``codes``).

    ``base``/``slots``: what the acting seat saw apart from my card; ``bid`` the bid it
    opened with, or else the bid standing when it acted. The model, in the acting seat's
    odds: it opens somewhere fairly safe; it raises when the standing bid looked likely
    enough; it challenges when it looked unlikely; it looks first (a peek or the Coyote
    card) when a raise looked neither safe nor hopeless. ``eps`` leaves room for bluffs.
    """
    eps, temper, theta, open_level = params
    out = []
    for code in codes:
        d = dist_for_mask(base | (1 << code), slots)
        if kind == "open":
            lik = math.exp(-0.5 * ((d.p_at_least(bid) - open_level) / 0.25) ** 2)
        elif kind == "raise":
            lik = _sig((d.p_at_least(bid) - theta) / temper)
        elif kind == "challenge":
            lik = _sig((theta - d.p_at_least(bid)) / temper)
        else:  # "look"
            lik = math.exp(-0.5 * ((d.p_at_least(bid + 1) - 0.67) / 0.2) ** 2)
        out.append(math.log(eps + lik))
    return tuple(out)


class HardBot(Bot):
    """Exact odds, a posterior over its own card, look-ahead raises, priced peeks."""

    kind = "hard"
    eps = 0.04          # floor on any opponent action's likelihood (bluffs, noise)
    temper = 0.10       # softness of the inference model (in probability units)
    open_level = 0.75   # an opening bid is modelled as holding about this often
    theta = 0.37        # opponents are modelled to challenge below about this
    tau = 0.08
    depth = 2           # own future turns looked at
    rho_scale = 0.35    # risk of a round that comes back to me, times the live seats
    eye_cost = 0.02     # worth of keeping an open eye for a later round
    coyote_cost = 0.005
    max_cands = 10      # candidate bids considered per decision
    info_bids = 4       # ... and after a peek or Coyote draw (the smallest raises)
    near = 0.01         # risks this close to the best are near-ties, chosen among at random

    def __init__(self, seat: int, seed: int = 0) -> None:
        super().__init__(seat, seed)
        self._record = RoundRecord()
        # At which odds each opponent calls rather than raises, learnt at every reveal: a
        # seat that raises on almost anything says little with a raise.
        self.curves = CallCurve(self.theta, self.temper)
        self.levels: dict[int, list[float]] = {}
        # The posterior's running sum over this round's log so far (see _posterior).
        self._read: tuple[Any, list[tuple[int, str]], list[float], int | None] | None = None

    def _learn(self, obs: dict[str, Any]) -> None:
        seen = self._record.see(obs)
        if not seen:
            return
        self._read = None  # the models change
        reveal, log = seen
        cards = dict((s, c) for s, c in reveal["cards"])
        def odds(s: int, b: int, drawer: int | None) -> float:
            # from where s sat: every other headband; its own card and the centre unseen,
            # and a Coyote card in play if someone else drew it (the drawer saw it)
            known = mask_of(c for t, c in cards.items() if t != s)
            if drawer == s:
                known |= mask_of([reveal["coyote_card"]])
            return dist_for_mask(known, 2 + (drawer not in (None, s))).p_at_least(b)

        # Every decision while a bid stood, and every opening and jump (how sure of its
        # bids each seat is), each read with the cards in play when it was made.
        prev = None
        drawer = None  # who drew the round's Coyote card
        drew = False  # the last entry was that draw
        called = False
        for s, a in log:
            m = N.parse(a)
            if isinstance(m, N.Coyote):
                drawer = s
            mine = s == self.seat or s not in cards
            if isinstance(m, N.Bid):
                if not mine and prev is not None:
                    # a drawer passed up the call before it drew (a draw forces a raise)
                    self.curves.add(s, odds(s, prev, None if drew else drawer), False)
                if not mine and (prev is None or m.value > prev + 1):
                    self.levels.setdefault(s, []).append(odds(s, m.value, drawer))
                prev = m.value
            elif isinstance(m, N.Challenge) and prev is not None:
                called = True
                if not mine:
                    self.curves.add(s, odds(s, prev, drawer), True)
            drew = isinstance(m, N.Coyote)
        s = reveal.get("challenger")
        if not called and s is not None and s != self.seat and s in cards:
            # the log stopped before the call (this bot last looked before it)
            self.curves.add(s, odds(s, reveal["bid"], drawer), True)

    def _level(self, seat: int) -> float:
        """How likely a seat's openings and jumps have proved, from where it sat (mean,
        from a prior worth three bids)."""
        seen = self.levels.get(seat, [])[-12:]
        return round((sum(seen) + self.open_level * 3) / (len(seen) + 3), 2)

    def _curve(self, seat: int) -> tuple[float, float]:
        return self.curves.params(seat)

    # ----- inference ---------------------------------------------------------------------------
    def _posterior(self, tab: _Table) -> list[float]:
        n = len(tab.cands)
        if n == 0:
            return []
        codes = tuple(code for _, code, _ in tab.cands)
        logw = [0.0] * n
        params_of: dict[int, tuple[float, ...]] = {}  # each seat's model, fixed all round
        prev: int | None = None  # the bid standing before each action
        # Within a round, with the same cards in sight, the log only grows: the sum over
        # the part read at my last turn is that turn's, so reading goes on from there.
        start = 0
        sight = (tab.obs.get("round"), codes, tuple(sorted(tab.card_bit.items())),
                 tab.centre_bit, len(tab.live))
        if self._read is not None and self._read[0] == sight:
            _, read, sums, before = self._read
            if tab.log[:len(read)] == read:
                start, logw, prev = len(read), sums, before
        for i in range(start, len(tab.log)):
            s, a = tab.log[i]
            kind = None
            m = N.parse(a)
            if isinstance(m, N.Bid):
                kind, arg = ("open", m.value) if prev is None else ("raise", prev)
            elif prev is not None and isinstance(m, N.Challenge):
                kind, arg = "challenge", prev
            elif prev is not None and isinstance(m, N.Peek | N.Coyote):
                kind, arg = "look", prev
            if kind is not None and s != tab.me:
                params = params_of.get(s)
                if params is None:
                    theta, temper = self._curve(s)
                    params = params_of[s] = (self.eps, temper, theta, self._level(s))
                base, slots = tab.seat_view(s, 0, i)
                ll = _action_loglik(base, slots - 1, codes, kind, arg, params)
                logw = [x + y for x, y in zip(logw, ll, strict=True)]
                if kind == "raise" and m.value > prev + 1:
                    # a jump also says where the bidder thought the total was, like an opening
                    ll = _action_loglik(base, slots - 1, codes, "open", m.value, params)
                    logw = [x + y for x, y in zip(logw, ll, strict=True)]
            if isinstance(m, N.Bid):
                prev = m.value
        self._read = (sight, tab.log, logw, prev)
        top = max(logw)
        w = [math.exp(x - top) for x in logw]
        z = sum(w)
        return [x / z for x in w]

    # ----- choosing ----------------------------------------------------------------------------
    def _candidate_bids(self, opts: _Options, post: Dist, bid: int | None) -> list[int]:
        lo = opts.bids[0]
        if bid is None:
            lo = max(lo, post.quantile_bid(0.995) - 1)
        hi = min(opts.bids[-1], max(lo, post.quantile_bid(0.1)))
        bids = list(range(lo, hi + 1))
        if len(bids) > self.max_cands:
            # Small raises matter most: keep the first few, then spread the rest.
            head = bids[:6]
            tail = bids[6:]
            step = len(tail) / (self.max_cands - 6)
            bids = head + [tail[int(i * step)] for i in range(self.max_cands - 6)]
        return bids

    def _info_risk(self, tab: _Table, weights: list[float], bids: list[int], rho: float,
                   kind: str, cost: float, beat: float) -> float:
        """Expected risk after a peek (or a Coyote draw) and the best raise that follows,
        priced without looking further ahead, plus the ``cost`` of looking. Only a look
        that beats the risk ``beat`` is taken, so once the sum (which only grows) reaches
        it, that is returned.

        Whichever card shows, the others' calls weigh my hypotheses as they do now (the
        hypothesis "my card is the one shown" drops out), so each raise's parts are
        worked out once; only my own odds of the total change with the card."""
        v = tab.view
        extra = 1 if kind == "coyote" else 0
        look = _Lookahead(tab, self._curve, rho, extra)
        share = 1.0 / max(1, len(tab.pool) - 1)
        ws = [w * share for w in weights]
        bids = bids[:self.info_bids]
        parts = [look.parts(b, ws) for b in bids]
        codes = [code for _, code, _ in tab.cands]
        # per hypothesis still counted, for each raise: its weight that the next seat calls
        called = [(codes[k], [w * q0[k] for q0, _ in parts])
                  for k, w in enumerate(ws) if w >= 1e-7]
        # the weight nobody calls, by the card shown: all of it, less the shown card's
        everyone = [(sum(back), back) for _, back in parts]
        at = {code: k for k, code in enumerate(codes)}
        slots = v.slots - 2 + extra
        # by the known cards: each raise's chance to fail, or () where none can fail (most
        # pairs: the raises looked at are the smallest), whose terms would add nothing
        false: dict[int, list[float] | tuple[()]] = {}
        total = 0.0
        for y in tab.pool:  # the card that will be seen (centre, or the deck's top card)
            seen = v.known | 1 << y
            now = [0.0] * len(bids)
            for code, calls in called:
                if code == y:
                    continue
                mask = seen | 1 << code  # (the same for my card y and this one shown)
                fails = false.get(mask)
                if fails is None:
                    fails = fails_row(mask, slots, bids)
                    fails = false[mask] = fails if any(fails) else ()
                if fails:
                    now = [x + c * f for x, c, f in zip(now, calls, fails, strict=True)]
            k = at.get(y)
            rest = [e if k is None else e - back[k] for e, back in everyone]
            total += min(x + rho * r for x, r in zip(now, rest, strict=True))
            if total + cost >= beat:
                break
        return total + cost

    def act(self, obs: dict[str, Any], legal: list[str]) -> str:
        self._learn(obs)
        opts = _Options(legal)
        if opts.discards:
            return _discard(opts)
        tab = _Table(obs)
        weights = self._posterior(tab)
        if tab.cands:
            # Hypotheses the table has all but ruled out are dropped (speed only).
            keep = [k for k, w in enumerate(weights) if w > 1e-4]
            tab.cands = [tab.cands[k] for k in keep]
            z = sum(weights[k] for k in keep)
            weights = [weights[k] / z for k in keep]
        dists = [d for _, _, d in tab.cands]
        post = mix(zip(weights, dists, strict=True)) if tab.cands else tab.view.dist()
        bid = obs["bid"]
        if opts.guesses or not tab.cands:
            if opts.guesses:
                return _guess(opts, obs, post.p_at_least(bid))
            return opts.bid(post.quantile_bid(0.6)) if bid is None else (
                N.CHALLENGE if opts.challenge and post.p_at_least(bid) < 0.4
                else opts.bid(bid + 1))
        rng = self.rng
        # Randomised model parameters: near-ties go different ways on different days.
        rho = (self.rho_scale + rng.uniform(-0.1, 0.1)) / len(tab.live)
        shift = rng.choice((-0.04, -0.02, 0.0, 0.02, 0.04))

        def curve(j: int) -> tuple[float, float]:
            theta, tau = self._curve(j)
            return theta + shift, min(tau, self.tau) if j not in self.curves.points else tau

        look = _Lookahead(tab, curve, rho)
        choices: list[tuple[float, str]] = []
        if opts.challenge:
            choices.append((post.p_at_least(bid), N.CHALLENGE))
        if opts.bids:
            bids = self._candidate_bids(opts, post, bid)
            mine = _Mine(dists)
            best = min((r for r, _ in choices), default=math.inf)
            for b in bids:
                # Only the best risk and those within the near-tie margin above it count:
                # a raise surely past that margin needs no exact risk (it is not chosen).
                r = look.raise_risk(b, weights, mine, self.depth,
                                    math.nextafter(best + self.near, math.inf))
                choices.append((r, N.format(N.Bid(b))))
                best = min(best, r)
            best_now = beat = best
            # Information first: a peek or the Coyote card, if what it shows is worth it.
            if opts.peek and obs.get("centre") is None and best_now > self.eye_cost:
                r = self._info_risk(tab, weights, bids, rho, "peek", self.eye_cost, best_now)
                if r < best_now:
                    choices.append((r, N.PEEK))
                    # a Coyote draw past this peek's near-tie margin could not be chosen
                    beat = min(beat, math.nextafter(r + self.near, math.inf))
            if opts.coyote and best_now > self.coyote_cost:
                r = self._info_risk(tab, weights, bids, rho, "coyote", self.coyote_cost, beat)
                if r < beat:
                    choices.append((r, N.COYOTE))
        # Near-ties are broken at random, so the same cards do not always get the same bid.
        best = min(r for r, _ in choices)
        near = [a for r, a in choices if r <= best + self.near]
        return rng.choice(near)
