"""Coyote Moon bots: Easy (greedy steps), Medium (best own turn), Hard (two turns + replies).

Every bot rebuilds a light model from the observation alone. The only hidden
facts in this game are the values of stones nobody has picked up yet, hidden
from every seat alike, so a bot's model knows exactly what any player knows.

Medium and Hard re-plan at every decision: a planner enumerates every distinct
way the rest of this turn can end (final space, stone picked up, stone dropped
and where) with the most MP left, scores each end state, and plays the first
action towards the best. That keeps each decision small and lets a freshly
revealed value change the plan at once.

Scores come from a tour (a plan to finish: go to the nearest pending pick-up
or drop, then home) over step costs that include the stones lying on the
board now:

* race distance (Medium): the MP the tour needs;
* race time (Hard): the turns the tour needs. Hard plays the tour out step by
  step (a step needs all its MP, one pick-up and one drop a turn, each turn's
  MP fixed by the hand at its start) and blends that whole-turn count with a
  smooth one (each leg's MP over the MP rate while walking it), which keeps
  plans that bring it nearer within the same turn count apart. It takes the
  quickest of three tour orders: nearest job first, every pick-up before any
  drop, and pick-ups favoured (carried stones add 2 MP a turn). Face-down
  stones get values drawn from those still unseen, three draws averaged, where
  Medium sends each to its nearest possible moon.

Hard looks two of its own turns deep (its best few plans, each followed by
its best next turn, planned as if the rivals' pawns had left the tracks: they
move before that turn comes) and otherwise just races: in tournaments against three
Medium bots, blocking whoever led cost Hard more than it cost the leader, and
helped the other two. It blocks only a rival about to finish ahead of it:
then it also tries parking its pawn on a track square in that rival's way and
dropping a stone there (a stone costs every other colour 1 MP more to enter),
and picks the plan with the best rough chance of finishing before every
rival. It gives a block up after two turns that brought it no nearer home, so
no block stalls a game for good.
"""

from __future__ import annotations

import heapq
import math
import random
from typing import Any

from game.bots import Bot
from game.coyote_moon import board as B
from game.coyote_moon.notation import Drop, End, Pickup, Step, format, parse
from game.coyote_moon.pieces import SUITS
from game.coyote_moon.rules import BASE_MP, MP_PER_COIN

ASIDE = -100
INF = 10 ** 6
END = format(End())
STEP_TO = tuple(format(Step(name)) for name in B.NAMES)  # by space: the plans' hot loop

# What each strength does, in a player's words: shown beside the seat's choice in set-up.
STRENGTHS = {
    "easy": "Takes the step that looks best right now.",
    "medium": "Plans its whole turn: the best place to end, and what to pick up or drop.",
    "hard": "Plans two turns ahead and thinks about where the others will be.",
}


def turn_mp(hand: int) -> int:
    """A turn's movement points with ``hand`` stones held at its start (the engine's rule)."""
    return BASE_MP + MP_PER_COIN * hand


def held(loc: list[int], seat: int) -> int:
    """Stones in ``seat``'s hand, in the coin locations ``loc``."""
    return sum(1 for l in loc if l == -1 - seat)


class Model:
    """The board as plain lists, read from an observation."""

    def __init__(self, obs: dict[str, Any]) -> None:
        self.n = obs["num_seats"]
        self.me = obs["seat"]
        self.turn = obs["turn"]
        self.turn_no = obs["turn_no"]
        self.moon_of = {v: B.MOON_SPACES[i] for i, v in enumerate(obs["moons"])}
        self.start = [B.INDEX[p] for p in obs["starts"]]
        self.pawn = [B.INDEX[p] for p in obs["pawns"]]
        self.unused = {SUITS.index(s) for s in obs["unused_suits"]}
        self.suit: list[int] = []
        self.val: list[str | None] = []
        self.loc: list[int] = []
        for c in obs["coins"]:
            self.suit.append(SUITS.index(c["suit"]))
            self.val.append(c["value"])
            if c["space"] is not None:
                self.loc.append(B.INDEX[c["space"]])
            elif c["holder"] is not None:
                self.loc.append(-1 - c["holder"])
            else:
                self.loc.append(ASIDE)
        self.mp_left = obs["mp_left"]
        self.picked = obs["picked"]
        self.dropped = obs["dropped"]

    def placed(self, k: int, l: int) -> bool:
        """Coin ``k`` at location ``l`` lies on the moon of its own value."""
        v = self.val[k]
        return v is not None and self.moon_of.get(v) == l

    # stones lying on the board, by space: total and per suit
    def lying(self) -> tuple[list[int], list[list[int]]]:
        total = [0] * B.N_SPACES
        per = [[0] * 4 for _ in range(B.N_SPACES)]
        for k, l in enumerate(self.loc):
            if l >= 0:
                total[l] += 1
                per[l][self.suit[k]] += 1
        return total, per

    def costs(self, seat: int) -> list[int]:
        total, per = self.lying()
        return [1 + total[v] - per[v][seat] for v in range(B.N_SPACES)]

    def weights(self, seat: int) -> list[list[int]]:
        """All-pairs least MP for ``seat`` with today's stones, pawns ignored."""
        return _all_pairs(self.costs(seat))


_APSP_CACHE: dict[tuple, tuple[list[list[int]], list[list[int]]]] = {}


def _all_pairs(cost: list[int]) -> list[list[int]]:
    return _paths(cost)[0]


def _paths(cost: list[int]) -> tuple[list[list[int]], list[list[int]]]:
    """All-pairs least cost and first hop (``hop[a][b]``: the next space from a towards b)."""
    key = tuple(cost)
    got = _APSP_CACHE.get(key)
    if got is not None:
        return got
    dist = []
    hops = []
    for src in range(B.N_SPACES):
        d = [INF] * B.N_SPACES
        hop = [-1] * B.N_SPACES
        d[src] = 0
        hop[src] = src
        heap = [(0, src)]
        while heap:
            du, u = heapq.heappop(heap)
            if du > d[u]:
                continue
            for v in B.NEXT[u]:
                nd = du + cost[v]
                if nd < d[v]:
                    d[v] = nd
                    hop[v] = v if u == src else hop[u]
                    heapq.heappush(heap, (nd, v))
        dist.append(d)
        hops.append(hop)
    if len(_APSP_CACHE) > 4000:
        _APSP_CACHE.clear()
    _APSP_CACHE[key] = (dist, hops)
    return dist, hops


# ----- race estimates -------------------------------------------------------------------
def tour(m: Model, seat: int, pos: int, loc: list[int], val: list[str | None],
         w: list[list[int]], picks_first: bool = False,
         pick_bias: float = 1.0) -> list[tuple[int, str, int]]:
    """Greedy plan to finish: a list of (travel MP, 'p' pick-up / 'd' drop / 'h' home, space).

    A face-down stone's value is unknown, so after picking it up the tour sends it
    to the nearest moon among the values still unaccounted for (optimistic).
    With ``picks_first`` every pick-up comes before any drop: the stones are
    carried longer, which is slower in MP but faster in turns when each held
    stone adds 2 MP a turn.
    """
    hand = -1 - seat
    pickups: list[int] = []  # locations of own stones to pick up
    pick_known: list[int | None] = []  # their drop moon, when face up
    drops: list[int] = []  # target moons of held stones with known values
    held_unknown = 0
    pool: list[int] = []  # moons of own values not yet seen
    for k in range(len(loc)):
        if m.suit[k] != seat:
            continue
        v = val[k]
        l = loc[k]
        if v is None:
            pool.append(-1)
        if l == ASIDE:
            continue
        if v is not None and l == m.moon_of[v]:
            continue  # placed on its totem
        if l == hand:
            if v is None:
                held_unknown += 1
            else:
                drops.append(m.moon_of[v])
        else:
            pickups.append(l)
            pick_known.append(m.moon_of[v] if v is not None else None)
    if pool:
        seen = {val[k] for k in range(len(loc)) if m.suit[k] == seat and val[k] is not None}
        pool = [m.moon_of[v] for v in m.moon_of if v not in seen]
    plan: list[tuple[int, str, int]] = []
    cur = pos
    while pickups or drops or held_unknown:
        best = INF
        choice = None
        row = w[cur]
        for i, l in enumerate(pickups):
            if row[l] * pick_bias < best:
                best, choice = row[l] * pick_bias, ("p", i)
        drops_open = not (picks_first and pickups)
        for i, t in enumerate(drops if drops_open else ()):
            if row[t] < best:
                best, choice = row[t], ("d", i)
        if held_unknown and drops_open:
            for i, t in enumerate(pool):
                if row[t] < best:
                    best, choice = row[t], ("u", i)
        if choice is None:  # unreachable (should not happen on a ring)
            break
        kind, i = choice
        best = row[pickups[i]] if kind == "p" else best
        if kind == "p":
            cur = pickups.pop(i)
            target = pick_known.pop(i)
            if target is None:
                held_unknown += 1
            else:
                drops.append(target)
            plan.append((best, "p", cur))
        elif kind == "d":
            cur = drops.pop(i)
            plan.append((best, "d", cur))
        else:
            cur = pool.pop(i)
            held_unknown -= 1
            plan.append((best, "d", cur))
    plan.append((w[cur][m.start[seat]], "h", m.start[seat]))
    return plan


def race_mp(plan: list[tuple[int, str, int]]) -> int:
    """MP still needed: every step, pick-up and drop of the tour."""
    return sum(leg[0] for leg in plan) + len(plan) - 1


def race_time(plan: list[tuple[int, str, int]], hand: int) -> float:
    """Turns the tour takes, as a smooth estimate: each leg's MP over the MP rate then.

    The rate is 4 + 2 x the hand while walking the leg, so a stone picked up
    (any colour) speeds every later leg and a drop slows them; never less than
    the pick-ups or drops left, as only one of each fits in a turn.
    """
    t = 0.0
    picks = drops = 0
    for travel, kind, _ in plan:
        cost = travel + (0 if kind == "h" else 1)
        t += cost / turn_mp(hand)
        if kind == "p":
            hand += 1
            picks += 1
        elif kind == "d":
            hand -= 1
            drops += 1
    return max(t, picks, drops)


def race_turns(plan: list[tuple[int, str, int]], pos: int, cost: list[int],
               hops: list[list[int]], hand: int, mp: int, picked: bool, dropped: bool) -> float:
    """Turns the tour takes, played out step by step from a turn with ``mp`` MP left.

    Unlike the smooth estimate this keeps every rule that costs whole turns: a
    step needs all its MP (the rest of the turn is lost), one pick-up and one
    drop a turn (a second job at the same place waits for the next turn), and
    the MP of each turn fixed by the hand at its start. The fraction of the last
    turn used breaks ties between plans that finish in the same turn.
    """
    turns = 0
    full = turn_mp(hand)
    cur = pos
    for _, kind, target in plan:
        while cur != target:
            v = hops[cur][target]
            c = cost[v]
            if c > mp:
                if mp == full:  # cannot be entered even with a fresh turn: give up
                    return INF
                turns += 1
                mp = full = turn_mp(hand)
                picked = dropped = False
                continue
            mp -= c
            cur = v
        if kind == "h":
            break
        done = picked if kind == "p" else dropped
        if done or mp < 1:
            turns += 1
            mp = full = turn_mp(hand)
            picked = dropped = False
        mp -= 1
        if kind == "p":
            picked = True
            hand += 1
        else:
            dropped = True
            hand -= 1
    return turns + 0.3 * (full - mp) / (full + 1)


# ----- the turn planner -----------------------------------------------------------------
class Plan:
    """One way the rest of a turn can end, and the first action towards it."""

    __slots__ = ("pos", "pk", "dk", "dloc", "mp", "first")

    def __init__(self, pos, pk, dk, dloc, mp, first):
        self.pos, self.pk, self.dk, self.dloc, self.mp, self.first = pos, pk, dk, dloc, mp, first

    def apply_to(self, m: Model, seat: int, loc: list[int] | None = None,
                 pawns: list[int] | None = None) -> tuple[list[int], list[int]]:
        """(coin locations, pawns) after this plan, from the model's or the given ones."""
        loc = list(m.loc if loc is None else loc)
        if self.pk >= 0:
            loc[self.pk] = -1 - seat
        if self.dk >= 0:
            loc[self.dk] = self.dloc
        pawns = list(m.pawn if pawns is None else pawns)
        pawns[seat] = self.pos
        return loc, pawns


def plans(m: Model, seat: int, mp: int, picked: bool, dropped: bool,
          drop_ok, loc: list[int] | None = None, pawns: list[int] | None = None) -> list[Plan]:
    """Every distinct end of ``seat``'s turn reachable with ``mp`` MP, each with most MP left.

    ``drop_ok(k, space)`` says which drops to consider (the search would be too
    wide if every stone could be dropped anywhere).
    """
    loc = m.loc if loc is None else loc
    pawns = m.pawn if pawns is None else pawns
    total = [0] * B.N_SPACES
    own = [0] * B.N_SPACES
    at: list[list[int]] = [[] for _ in range(B.N_SPACES)]
    for k, l in enumerate(loc):
        if l >= 0:
            total[l] += 1
            if m.suit[k] == seat:
                own[l] += 1
            elif m.suit[k] in m.unused:
                at[l].append(k)
    # own stones (never one already on its moon) go first, so ties favour them
    for k, l in enumerate(loc):
        if l >= 0 and m.suit[k] == seat and not m.placed(k, l):
            at[l].insert(0, k)
    blocked = [False] * B.N_SPACES
    for s, p in enumerate(pawns):
        if s != seat and not B.IS_MOON[p]:
            blocked[p] = True
    hand0 = [k for k, l in enumerate(loc) if l == -1 - seat]
    start = (pawns[seat], -1, -1, -1)
    best: dict[tuple, Plan] = {start: Plan(pawns[seat], -1, -1, -1, mp, END)}
    heap = [(-mp, 0, start)]
    tick = 1
    while heap:
        negmp, _, key = heapq.heappop(heap)
        left = -negmp
        cur = best[key]
        if left < cur.mp:
            continue
        pos, pk, dk, dloc = key
        succ = []
        for v in B.NEXT[pos]:
            if blocked[v]:
                continue
            c = 1 + total[v] - own[v]
            if pk >= 0 and m.suit[pk] != seat and loc[pk] == v:
                c -= 1
            if dk >= 0 and m.suit[dk] != seat and dloc == v:
                c += 1
            if c <= left:
                succ.append(((v, pk, dk, dloc), left - c, STEP_TO[v]))
        if left >= 1:
            if pk < 0 and not picked:
                for k in at[pos]:
                    if k == dk:
                        continue
                    v = m.val[k]
                    act = format(Pickup(SUITS[m.suit[k]], v if _up(m, k) else None))
                    succ.append(((pos, k, dk, dloc), left - 1, act))
            if dk < 0 and not dropped:
                for k in hand0 + ([pk] if pk >= 0 else []):
                    if m.val[k] is not None and drop_ok(k, pos):
                        act = format(Drop(SUITS[m.suit[k]], m.val[k]))
                        succ.append(((pos, pk, k, pos), left - 1, act))
        for nkey, nleft, act in succ:
            old = best.get(nkey)
            if old is None or nleft > old.mp:
                first = act if key == start else cur.first
                best[nkey] = Plan(nkey[0], nkey[1], nkey[2], nkey[3], nleft, first)
                heapq.heappush(heap, (-nleft, tick, nkey))
                tick += 1
    return list(best.values())


def _up(m: Model, k: int) -> bool:
    # a coin whose value the model knows is face up (values are public once seen)
    return m.val[k] is not None


def own_placing_drop(m: Model, seat: int):
    """Drops Medium considers: an own stone onto its own moon."""
    def ok(k: int, space: int) -> bool:
        return m.suit[k] == seat and m.moon_of.get(m.val[k]) == space
    return ok


# ----- bots -----------------------------------------------------------------------------
class EasyBot(Bot):
    """Greedy: take or place a stone when standing on it, else step towards the nearest job."""

    kind = "easy"

    def act(self, obs: dict[str, Any], legal: list[str]) -> str:
        m = Model(obs)
        s = m.me
        here = m.pawn[s]
        acts = [(a, parse(a)) for a in legal]
        for a, mv in acts:
            if isinstance(mv, Drop) and SUITS.index(mv.suit) == s \
                    and m.moon_of[mv.value] == here:
                return a
        for a, mv in acts:
            if isinstance(mv, Pickup) and mv.suit == SUITS[s]:
                # never lift a stone already resting on its own moon
                if mv.value is None or m.moon_of[mv.value] != here:
                    return a
        plan = tour(m, s, here, m.loc, m.val, B.STEPS)
        target_d = race_mp(plan)
        best, best_d = END, target_d
        for a, mv in acts:
            if isinstance(mv, Step):
                v = B.INDEX[mv.space]
                d = race_mp(tour(m, s, v, m.loc, m.val, B.STEPS))
                if d < best_d:
                    best, best_d = a, d
        return best


class MediumBot(Bot):
    """Searches every way to finish its own turn; least race distance (MP to finish) wins."""

    kind = "medium"

    def act(self, obs: dict[str, Any], legal: list[str]) -> str:
        m = Model(obs)
        s = m.me
        options = plans(m, s, m.mp_left, m.picked, m.dropped, own_placing_drop(m, s))
        w = m.weights(s)
        best = None
        best_score = None
        for p in options:
            loc, _ = p.apply_to(m, s)
            score = (race_mp(tour(m, s, p.pos, loc, m.val, w)), -p.mp)
            if best_score is None or score < best_score:
                best, best_score = p, score
        return best.first if best is not None and best.first in legal else END


class HardBot(Bot):
    """Races on a played-out turn count two turns deep; blocks a rival only to stop its win."""

    kind = "hard"
    depth_k = 6  # own plans looked at two turns deep
    block_k = 6  # plans ending in a rival's path, tried as blocks
    # tour orders tried for each race estimate: (every pick-up before any drop, pick-up bias)
    orders = ((False, 1.0), (True, 1.0), (False, 0.6))
    sim_weight = 0.6  # race estimate: turns played out step by step, blended with the smooth one
    threat_turns = 1.5  # a rival finishing within this many of its turns, ahead of us, is a threat
    spread = 1.0  # turns: how rough a race estimate is, for the chance to win
    samples = 3  # value draws for face-down stones (0: each goes to its nearest moon)
    ghost_rivals = True  # our next turn is planned as if the rivals had moved off the tracks
    stone_blocks = True  # also try dropping a stone in a threatening rival's way

    def __init__(self, seat: int, seed: int = 0) -> None:
        super().__init__(seat, seed)
        self._turn = -1
        self._prev_time = float("inf")
        self._stalled = 0  # own turns in a row that brought us no nearer
        self._base: dict[int, float] = {}  # each rival's time, at the start of our turn
        self._times: dict[tuple, float] = {}  # race estimates within one decision

    def act(self, obs: dict[str, Any], legal: list[str]) -> str:
        try:
            return self._decide(obs, legal)
        finally:
            self._times = {}  # estimates hold for one board only (and the bot stays small
            # for its trip to and from the worker process)

    def _decide(self, obs: dict[str, Any], legal: list[str]) -> str:
        m = Model(obs)
        s = m.me
        ok = own_placing_drop(m, s)
        first = self._ranked(m, s, m.mp_left, m.picked, m.dropped, m.loc, m.pawn, ok)
        if not first:
            return END
        rivals = [j for j in range(m.n) if j != s]
        replies: dict[tuple, float] = {}
        if obs["turn_no"] != self._turn:  # first decision of a new turn
            self._turn = obs["turn_no"]
            now = self._time(m, s, m.pawn[s], m.loc)
            self._stalled = self._stalled + 1 if now >= self._prev_time - 0.05 else 0
            self._prev_time = now
            self._base = {j: self._reply(m, j, m.loc, m.pawn, set(), replies) for j in rivals}
        # Blocking costs us time and, with several rivals, helps the others as much
        # as us; measured, it only pays when a rival is about to win anyway.
        threats: list[int] = []
        if self._stalled < 2 and first[0][0] > 0:  # a block that holds us still gives way
            mine_now = first[0][0]
            threats = [j for j in rivals if self._base[j] < self.threat_turns
                       and int(self._base[j]) <= int(mine_now)]
        cands = first[:self.depth_k]
        reach: dict[int, set[int]] = {}
        if threats:
            reach = {j: self._reach(m, j) for j in rivals}
            cands += [t for t in first[self.depth_k:] if not B.IS_MOON[t[2].pos]
                      and any(t[2].pos in reach[j] for j in threats)][:self.block_k]
            if self.stone_blocks:
                cands += self._stone_blocks(m, s, ok, set().union(*(reach[j] for j in threats)))
        best = None
        best_key = None
        for score, _, p, loc, pawns in cands:
            hand = held(loc, s)
            ahead = pawns
            if self.ghost_rivals:  # by our next turn the rivals' pawns will have moved on
                ahead = [p2 if j == s else m.start[j] for j, p2 in enumerate(pawns)]
            second = self._ranked(m, s, turn_mp(hand), False, False, loc, ahead, ok)
            mine = second[0][0] if second else score
            if threats:
                key = (-self._win_odds(m, mine, loc, pawns, threats, self._base, reach, replies),
                       mine, score)
            else:
                key = (mine, score)
            if best_key is None or key < best_key:
                best, best_key = p, key
        if best is None or best.first not in legal:
            return END
        return best.first

    def _stone_blocks(self, m: Model, s: int, ok, zone: set[int]) -> list[tuple]:
        """Our quickest plans that drop a stone where a threatening rival will walk.

        A stone lying in a space costs every other colour 1 MP more to enter it.
        Stones of unused colours may go anywhere, moons too; our own only on a
        track square (it must be fetched again, which our race time counts).
        """
        def block_ok(k: int, space: int) -> bool:
            if space not in zone:
                return False
            return m.suit[k] in m.unused or (m.suit[k] == s and not B.IS_MOON[space])
        out = [t for t in self._ranked(m, s, m.mp_left, m.picked, m.dropped, m.loc, m.pawn,
                                       lambda k, v: ok(k, v) or block_ok(k, v))
               if t[2].dk >= 0 and not ok(t[2].dk, t[2].dloc)]
        return out[:self.block_k]

    def _win_odds(self, m: Model, mine: float, loc: list[int], pawns: list[int],
                  threats: list[int], base: dict[int, float], reach: dict[int, set[int]],
                  replies: dict[tuple, float]) -> float:
        """Log of a rough chance to finish before every rival, after one of our plans.

        ``mine`` is our time after our next turn too; each rival's time counts its
        next turn, which comes before ours, so a tie goes to the rival. Each margin
        goes through a logistic curve (estimates are rough, races swing) and the
        rivals are taken as independent. Only rivals close enough to matter get a
        reply searched on this plan's board; the others keep their time as it is.
        """
        me_t = mine + 1.0 if mine > 0 else 0.0
        total = 0.0
        for j in threats:
            r = self._reply(m, j, loc, pawns, reach[j], replies)
            total -= math.log1p(math.exp(-(r - me_t - 0.5) / self.spread))
        for j, r in base.items():
            if j not in threats:
                total -= math.log1p(math.exp(-(r - me_t - 0.5) / self.spread))
        return total

    def _reach(self, m: Model, j: int) -> set[int]:
        """Spaces rival ``j`` might reach next turn (a superset: every step costs 1 or more)."""
        hand = held(m.loc, j)
        budget = turn_mp(hand)
        row = B.STEPS[m.pawn[j]]
        return {v for v in range(B.N_SPACES) if row[v] <= budget}

    def _reply(self, m: Model, j: int, loc: list[int], pawns: list[int], reach: set[int],
               cache: dict[tuple, float]) -> float:
        """Rival ``j``'s race time counting its best next turn, given our plan's board.

        0 when that turn wins; otherwise 1 + the time left after it.
        """
        me = m.me
        pawns = list(pawns)
        if pawns[me] not in reach or B.IS_MOON[pawns[me]]:
            pawns[me] = B.MOON_SPACES[0]  # out of its way: any moon blocks nobody
        changed = tuple(k for k in range(len(loc)) if loc[k] != m.loc[k]
                        and (loc[k] in reach or m.loc[k] in reach))
        key = (j, pawns[me], changed, tuple(loc[k] for k in changed))
        got = cache.get(key)
        if got is None:
            hand = held(loc, j)
            got = min(t[0] for t in self._ranked(m, j, turn_mp(hand), False, False, loc, pawns,
                                                 own_placing_drop(m, j)))
            if got > 0:  # not won on that turn: the turn itself counts
                got += 1.0
            cache[key] = got
        return got

    def _ranked(self, m: Model, s: int, mp: int, picked: bool, dropped: bool,
                loc: list[int], pawns: list[int], ok) -> list[tuple]:
        """Every end of a turn from (loc, pawns), best race time first."""
        out = []
        for q in plans(m, s, mp, picked, dropped, ok, loc=loc, pawns=pawns):
            loc2, pawns2 = q.apply_to(m, s, loc, pawns)
            out.append((self._time(m, s, pawns2[s], loc2), -q.mp, q, loc2, pawns2))
        out.sort(key=lambda t: (t[0], t[1]))
        return out

    def _time(self, m: Model, seat: int, pos: int, loc: list[int]) -> float:
        """Turns ``seat`` still needs from the start of its next turn.

        The quickest of the tour orders, each estimated as a blend of the turns
        played out step by step (``race_turns``) and the smooth ``race_time``.
        With ``samples`` set, face-down stones get values drawn from those still
        unseen (the same draws for every plan of a decision) and the estimates
        are averaged, instead of each stone going to its nearest possible moon.
        """
        key = (seat, pos, tuple(loc))
        got = self._times.get(key)
        if got is not None:
            return got
        cost = m.costs(seat)
        w, hops = _paths(cost)
        hand = held(loc, seat)
        full = turn_mp(hand)
        vals = [m.val]
        if self.samples:
            hidden = [k for k in range(len(loc)) if m.suit[k] == seat and m.val[k] is None]
            if hidden:
                seen = {m.val[k] for k in range(len(loc)) if m.suit[k] == seat}
                unseen = [v for v in m.moon_of if v not in seen]
                rng = random.Random(m.turn_no * 31 + seat)
                vals = []
                for _ in range(self.samples):
                    vs = rng.sample(unseen, len(hidden))
                    v2 = list(m.val)
                    for k, v in zip(hidden, vs, strict=True):
                        v2[k] = v
                    vals.append(v2)
        total = 0.0
        for val in vals:
            best = INF
            for picks_first, bias in self.orders:
                plan = tour(m, seat, pos, loc, val, w, picks_first, bias)
                # whole turns first; the MP still needed then breaks ties, so a turn
                # that brings us nearer is never rated the same as one standing still
                sim = race_turns(plan, pos, cost, hops, hand, full, False, False)
                smooth = race_time(plan, hand) + 0.01 * race_mp(plan)
                best = min(best, self.sim_weight * sim + (1 - self.sim_weight) * smooth)
            total += best
        self._times[key] = total / len(vals)
        return self._times[key]
