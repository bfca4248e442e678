"""What a NotCoup seat can make of the table from its own observation.

``Reading(obs)`` counts the cards it cannot see (the 18 less its own hand and every
card lost face up), reads the public log for evidence about each other seat's
hand (claims made, bluffs admitted, cards shown and shuffled away, counters not
made when they would have helped, exchanges that refresh a hand), and keeps a few
statistics on each seat's habits (how often it challenges, how often its tested
claims were bluffs) and its record of counters (how often it blocks when it may,
which actions it blocked, how often a challenged block was proven or caught). From
these it gives the chance that a seat holds a card type or blocks an action, and
draws whole hands for the others in proportion to that evidence, for the bots that
search over determinised deals.

It reads only the observation: no bot that uses it can see a hidden card.
"""

from __future__ import annotations

import random
from collections import Counter
from math import comb
from typing import Any

from game.notcoup.cards import RANKS, rank
from game.notcoup.notation import parse
from game.notcoup.phases import CHALLENGE, COUNTER, EXCHANGE, LOSE, PROVE, ROUND, TURN

CLAIM_PRIOR_BLUFF = 0.35    # before any evidence, a claim is a bluff this often
# ... and a seat challenges this often: a claim that does not touch it, a claim aimed at
# it (it is the target), and a counter that blocks its own action
CHALLENGE_PRIOR = {"bystander": 0.12, "target": 0.35, "blocked": 0.25}
# ... and, counted apart as well, how often it challenges with two seats left: a right
# call then takes a card from the only rival (issue 30: Medium calls far more then; Hard,
# reading it from the whole game, was caught bluffing 57 times in 300 games' duels)
DUEL_PRIOR = 0.3
PRIOR_WEIGHT = 4.0          # pseudo-observations behind each prior
WEIGHT_RANGE = (0.02, 40.0)  # evidence saturates: a long game of claims must not overflow
# How much one act in the log moves the odds a seat holds a card (hand-set with the first
# reading, unless a line says otherwise)
CLAIM_LR_MIN = 1.2          # a claim always counts for the card, however the seat bluffs
BLUFF_FLOOR = 0.05          # a bluff rate never read as lower than this
CHALLENGER_HOLDS = 1.3      # challengers often hold the card themselves
UNBLOCKED_PAID = 0.25       # a target letting a paid strike (not F.U.) through lacks the card
UNBLOCKED = 0.5             # ... letting any other action aimed at it through
UNBLOCKED_ANY = 0.85        # a seat that lets an action anyone may block go by
CAUGHT_BLUFF = 0.03         # a seat that admitted a bluffed claim holds no such card
# A paid strike (the Joker) is bluffed far less than a free claim: measured over 100 games
# a style, its claims were bluffs 0% of the time from Medium and the styles built on it,
# 17% from Hard, 14% from the blind style, 74% from the bluffer (Kings: 19-55%). Its
# record starts from this prior, and a seat's other claims count as part evidence.
STRIKE_PRIOR_BLUFF = 0.1
OTHER_CLAIMS_SAY = 0.5      # the weight of a seat's other tested claims in that record
# Reading counters (issue 30: a wall of bluffed Queens went unread; rules of thumb)
BLOCK_PRIOR = 0.4           # before any evidence, a seat blocks when it may this often ...
HOLD_SHARE = 0.4            # ... about as often as it holds the card, so a seat that
#                             blocks more often than this blocks without the card
BLOCK_WEIGHT = 2.0          # pseudo-observations behind the blocking priors
# A block of a paid strike is a bluff more often than a claim: measured over 100 games a
# style, 65% of Medium's Queen blocks of Jokers were bluffs (a last card has nothing to
# lose), 61% of Hard's, 67% of the blocker's, none of the honest style's.
STRIKE_BLOCK_PRIOR_BLUFF = 0.6


def paid_strike(spec: dict[str, Any]) -> bool:
    """Whether an action row costs points and strikes a card (the Joker)."""
    return bool(spec.get("cost") and spec.get("discard"))


class Habits:
    """Counts of one seat's public habits."""

    def __init__(self) -> None:
        # challenge windows answered, and how many with a challenge, by the seat's stake
        self.faced = dict.fromkeys(CHALLENGE_PRIOR, 0)
        self.challenged = dict.fromkeys(CHALLENGE_PRIOR, 0)
        self.duels_faced = 0     # the same windows with two seats left, counted apart
        self.duels_challenged = 0
        self.tested = 0      # its claims that were challenged
        self.bluffs = 0      # ... and admitted
        self.strikes_tested = 0  # of those, claims of a paid strike
        self.strikes_caught = 0
        self.windows = 0     # counter windows it had, and how many it blocked in
        self.blocks = 0
        self.blocks_tested = 0  # its counters that were challenged
        self.blocks_caught = 0  # ... and admitted
        # by action: the times it might have blocked that action, and did
        self.may: Counter[str] = Counter()
        self.blocked: Counter[str] = Counter()

    def challenge_rate(self, stake: str = "bystander") -> float:
        """How often it challenges when its ``stake`` is "bystander", "target" or
        "blocked", learnt from the log (the prior until it has shown)."""
        return ((self.challenged[stake] + CHALLENGE_PRIOR[stake] * PRIOR_WEIGHT)
                / (self.faced[stake] + PRIOR_WEIGHT))

    def duel_rate(self) -> float:
        """How often it challenges with two seats left (the prior until it has shown)."""
        return ((self.duels_challenged + DUEL_PRIOR * PRIOR_WEIGHT)
                / (self.duels_faced + PRIOR_WEIGHT))

    def bluff_rate(self) -> float:
        return (self.bluffs + CLAIM_PRIOR_BLUFF * PRIOR_WEIGHT) / (self.tested + PRIOR_WEIGHT)

    def strike_bluff_rate(self) -> float:
        """How often its claims of a paid strike are bluffs."""
        other = OTHER_CLAIMS_SAY
        caught = self.strikes_caught + other * (self.bluffs - self.strikes_caught)
        tested = self.strikes_tested + other * (self.tested - self.strikes_tested)
        return (caught + STRIKE_PRIOR_BLUFF * PRIOR_WEIGHT) / (tested + PRIOR_WEIGHT)

    def block_rate(self) -> float:
        """How often it blocks when it may (a wall blocks every time)."""
        return (self.blocks + BLOCK_PRIOR * BLOCK_WEIGHT) / (self.windows + BLOCK_WEIGHT)

    def _caught_share(self, strike: bool = False) -> float:
        """The share of its challenged blocks that were bluffs (the prior until shown;
        of a block of a paid strike, if ``strike``)."""
        prior = STRIKE_BLOCK_PRIOR_BLUFF if strike else CLAIM_PRIOR_BLUFF
        return (self.blocks_caught + prior * PRIOR_WEIGHT) / (self.blocks_tested + PRIOR_WEIGHT)

    def _beyond_hand(self) -> float:
        """How often it must block without the card to block as often as it does:
        blocks = held + (1 - held) * bluffed, with the card held HOLD_SHARE of the time."""
        return (self.block_rate() - HOLD_SHARE) / (1.0 - HOLD_SHARE)

    def block_bluff_rate(self, strike: bool = False) -> float:
        """How many of its blocks (of a paid strike, if ``strike``) are bluffs: the
        larger of what its challenged blocks showed and what blocking more often than a
        hand allows implies."""
        return max(self._caught_share(strike), self._beyond_hand())

    def lack_block_rate(self) -> float:
        """How often it blocks when it lacks the card: what blocking beyond a hand
        implies, or its caught blocks turned round by Bayes (P(block | lacks) =
        P(lacks | block) P(block) / P(lacks))."""
        shown = self._caught_share() * self.block_rate() / (1.0 - HOLD_SHARE)
        return min(1.0, max(self._beyond_hand(), shown))


class Reading:
    """One seat's reading of the table (rebuilt from each observation)."""

    def __init__(self, obs: dict[str, Any]) -> None:
        self.obs = obs
        self.me: int = obs["seat"]
        self.n: int = obs["num_seats"]
        self.sizes: list[int] = list(obs["hand_sizes"])
        self.points: list[int] = list(obs["points"])
        self.out: list[bool] = list(obs["out"])
        self.live = [s for s in range(self.n) if not self.out[s]]
        self.duel = len(self.live) == 2  # two seats left: a right call decides the game
        self.hand = [rank(c) for c in obs["hand"]]
        totals = Counter(obs.get("ranks") or {"king": 4, "queen": 4, "jack": 4, "ace": 4,
                                              "joker": 2})
        seen = Counter(self.hand) + Counter(rank(c) for lost in obs["lost"] for c in lost)
        self.unseen = Counter({r: max(0, totals[r] - seen[r]) for r in RANKS})
        self.unknown = sum(self.unseen.values())
        self.totals = totals
        self.habits = [Habits() for _ in range(self.n)]
        self.weight = [dict.fromkeys(RANKS, 1.0) for _ in range(self.n)]
        self._read_log(obs["log"], obs["actions"])

    # ----- the log ---------------------------------------------------------------------
    def _claim_lr(self, seat: int, strike: bool = False) -> float:
        """How much more likely a claim is from a seat holding the card than from one
        without it, given that seat's record of bluffs (of paid strikes, for one)."""
        h = self.habits[seat]
        b = h.strike_bluff_rate() if strike else h.bluff_rate()
        return max(CLAIM_LR_MIN, (1.0 - b) / max(b, BLUFF_FLOOR))

    def _counter_lr(self, seat: int, strike: bool = False) -> float:
        """The same for a counter, from the seat's record of blocks: a seat that blocks
        everything says little by blocking (never less than nothing)."""
        b = self.habits[seat].block_bluff_rate(strike)
        return max(1.0, (1.0 - b) / max(b, BLUFF_FLOOR))

    def _read_log(self, log: list[list[Any]], actions: dict[str, Any]) -> None:
        claim: tuple[int, str] | None = None   # the claim a challenge window is about
        decl: dict[str, Any] | None = None
        prev_stage = None
        first_counter = True
        kind = "claim"   # what the claim challenged is: "claim", "strike" or "counter"
        # each seat's cards as the log goes: those it holds now and those it loses later
        cards = [self.sizes[s] + len(self.obs["lost"][s]) for s in range(self.n)]
        for seat, action, stage in log:
            m = parse(action)
            if stage == LOSE and m.verb == "lose":
                cards[seat] -= 1
            w = self.weight[seat]
            if stage == TURN:
                name = m.args[0] if m.verb == "claim" else m.verb
                spec = actions.get(name, {})
                target = m.args[-1] if spec.get("target") and m.args else None
                decl = {"seat": seat, "name": name, "target": target, "spec": spec}
                claim = (seat, spec["claim"]) if m.verb == "claim" else None
                kind = "strike" if paid_strike(spec) else "claim"
                if claim:
                    w[claim[1]] *= self._claim_lr(seat, kind == "strike")
                elif spec.get("denies"):  # "I hold no King" (Heist's Steal)
                    w[spec["denies"]] /= self._claim_lr(seat)
            elif stage == CHALLENGE:
                h = self.habits[seat]
                stake = "bystander"
                if decl is not None and claim is not None:
                    if claim[0] == decl["seat"] and seat == decl["target"]:
                        stake = "target"
                    elif claim[0] != decl["seat"] and seat == decl["seat"]:
                        stake = "blocked"
                h.faced[stake] += 1
                h.challenged[stake] += m.verb == "challenge"
                if sum(1 for x in cards if x > 0) == 2:
                    h.duels_faced += 1
                    h.duels_challenged += m.verb == "challenge"
                if m.verb == "challenge" and claim is not None:
                    w[claim[1]] *= CHALLENGER_HOLDS
            elif stage == COUNTER:
                if prev_stage != COUNTER:
                    first_counter = True
                h = self.habits[seat]
                h.windows += 1
                if decl is not None:
                    h.may[decl["name"]] += 1
                if m.verb == "counter":
                    h.blocks += 1
                    if decl is not None:
                        h.blocked[decl["name"]] += 1
                    # a seat that held the card at its last block holds it still: blocks
                    # again say no more, so the evidence is set, not multiplied
                    strike = decl is not None and paid_strike(decl["spec"])
                    w[m.arg] = max(w[m.arg], self._counter_lr(seat, strike))
                    if first_counter:
                        claim = (seat, m.arg)
                        kind = "counter"
                        first_counter = False
                elif decl is not None:
                    spec = decl["spec"]
                    # a counter not made when it would have helped says something
                    if spec.get("counter_by") == "target" and seat == decl["target"]:
                        factor = UNBLOCKED_PAID if spec.get("cost") and decl["name"] != "fu" \
                            else UNBLOCKED
                        for c in spec.get("counters", ()):
                            w[c] *= factor
                    elif spec.get("counter_by") == "anyone":
                        for c in spec.get("counters", ()):
                            w[c] *= UNBLOCKED_ANY
            elif stage == ROUND and m.verb in ("claim", "counter"):
                # each seat's own claim in a round (a block for itself, a King, a Jack)
                w[m.arg] *= self._claim_lr(seat)
                claim = (seat, m.arg)
                kind = "claim"
            elif stage == PROVE and m.verb in ("holds", "lacks"):
                # a challenged denial: the engine said whether the hand has the card, and
                # the hand stays as it was
                self.habits[seat].tested += 1
                self.habits[seat].bluffs += m.verb == "holds"
                w[m.arg] = WEIGHT_RANGE[1] if m.verb == "holds" else WEIGHT_RANGE[0]
            elif stage == PROVE and claim is not None:
                h = self.habits[seat]
                h.tested += 1
                h.blocks_tested += kind == "counter"
                h.strikes_tested += kind == "strike"
                if m.verb == "reveal":
                    w[m.arg] = 1.0  # shown and shuffled away; what is left is unknown
                else:
                    h.bluffs += 1
                    h.blocks_caught += kind == "counter"
                    h.strikes_caught += kind == "strike"
                    w[claim[1]] = CAUGHT_BLUFF
            elif stage == EXCHANGE:
                self.weight[seat] = dict.fromkeys(RANKS, 1.0)
            lo, hi = WEIGHT_RANGE
            for r in RANKS:
                w = self.weight[seat]
                w[r] = min(hi, max(lo, w[r]))
            prev_stage = stage

    # ----- chances ---------------------------------------------------------------------
    def prior_holds(self, seat: int, r: str) -> float:
        """The chance a seat holds at least one ``r`` from card counting alone."""
        k = self.sizes[seat]
        u = self.unseen[r]
        n = self.unknown
        if seat == self.me:
            return 1.0 if r in self.hand else 0.0
        if k <= 0 or u <= 0 or n <= 0:
            return 0.0
        if n - u < k:
            return 1.0
        return 1.0 - comb(n - u, k) / comb(n, k)

    def p_holds(self, seat: int, r: str) -> float:
        """The chance a seat holds at least one ``r``, counting and evidence together."""
        prior = self.prior_holds(seat, r)
        if prior <= 0.0 or prior >= 1.0 or seat == self.me:
            return prior
        odds = prior / (1.0 - prior) * self.weight[seat][r]
        return odds / (1.0 + odds)

    def p_holds_any(self, seat: int, ranks: tuple[str, ...] | list[str]) -> float:
        """The chance a seat holds at least one of ``ranks`` (treated as independent)."""
        miss = 1.0
        for r in ranks:
            miss *= 1.0 - self.p_holds(seat, r)
        return 1.0 - miss

    def block_chance(self, seat: int, action: str, counters: tuple[str, ...] | list[str]
                     ) -> float:
        """The chance a seat blocks ``action`` when it may (aimed at it, or anyone's
        to block): its cards and its habit of bluffing blocks for a start, then what it
        did each time it might have blocked that action (whoever took it): a seat that
        has blocked it before is a worse target."""
        if not counters:
            return 0.0
        held = self.p_holds_any(seat, counters)
        h = self.habits[seat]
        start = held + (1.0 - held) * h.lack_block_rate()
        return (h.blocked[action] + start * BLOCK_WEIGHT) / (h.may[action] + BLOCK_WEIGHT)

    def impossible(self, r: str) -> bool:
        """No ``r`` is left anywhere this seat cannot see: any claim of it is a lie."""
        return self.unseen[r] == 0

    # ----- determinised deals ----------------------------------------------------------
    def sample(self, rng: random.Random) -> dict[int, list[str]]:
        """Hands for every other live seat, drawn without replacement from the unseen
        cards with each seat's evidence as weights."""
        pool = [r for r in RANKS for _ in range(self.unseen[r])]
        hands: dict[int, list[str]] = {}
        others = [s for s in self.live if s != self.me]
        rng.shuffle(others)
        for s in others:
            got: list[str] = []
            for _ in range(min(self.sizes[s], len(pool))):
                ws = [self.weight[s][r] for r in pool]
                i = rng.choices(range(len(pool)), weights=ws)[0]
                got.append(pool.pop(i))
            hands[s] = got
        return hands
