"""NotCoup's bots: Easy, Medium and Hard.

All three see only their observation. Medium and Hard read the table through
``belief.Reading`` (card counting, what the claims, counters, passes and challenges
so far make likely, and each seat's habits).

* **Easy** plays its own cards plausibly and makes human mistakes: it counts
  nothing, challenges on a whim, forgets that 7 points buys a F.U., and sometimes
  gives up the wrong card.
* **Medium** plays sound rules of thumb over the reading: it claims what it holds,
  bluffs a King now and then, challenges claims its reading finds unlikely,
  blocks with the cards it has and bluffs a block when a Joker would otherwise cost
  it the game. With two seats left a call decides the game: it calls more, calls a
  claim that would win the rival the race, and attacks a seat that blocks everything.
* **Hard** searches the reaction chain. For each action it could take it deals the
  others' hands many times from its reading, plays out who might challenge, who
  might counter and whether it would challenge that counter, with each seat's
  challenge habits learnt from the log, and scores where each line ends. It bluffs
  when and as often as those scores say, mixing close choices so its play cannot be
  read from one pattern; its challenges and counters weigh what is at stake against
  the chance the claim is true. With two seats left it prices each card by what it
  changes in the chance to win the duel: ahead it risks none for the rival's last
  card, behind it calls what it would let pass.

Every game must end, and two sound policies can still chase each other round a
circle (a Friendly Jack taking back what an Extortion Joker took, turn after turn).
So every bot remembers the spots it has decided in since the last card was lost
(``Circles``) and, back at one for the third time, chooses what it has not chosen
there. And when the pile runs dry, waiting for income is waiting for ever: Medium
then strikes or steals toward a F.U. and challenges sooner, and Hard drops its
Co-op caution about challenging.
"""

from __future__ import annotations

import math
from itertools import combinations
from math import comb
from typing import Any

from game.bots import Bot
from game.core import IllegalAction
from game.notcoup.actions import ActionSpec
from game.notcoup.belief import Reading
from game.notcoup.cards import RANKS, rank
from game.notcoup.notation import GIVE, marked, parse, spell
from game.notcoup.phases import CHALLENGE, COUNTER, TURN
from game.notcoup.preview import play_turn, rebuild

# What a card is worth in hand: what it lets a seat do without bluffing.
VALUE = {"joker": 5.0, "king": 4.2, "queen": 3.3, "jack": 2.6, "ace": 2.3}

# What each strength does, in a player's words: shown beside the seat's choice in set-up.
STRENGTHS = {
    "easy": "Plays its own cards, challenges on a whim, makes human slips.",
    "medium": "Counts cards, mostly tells the truth, bluffs now and then, challenges "
              "unlikely claims.",
    "hard": "Thinks through who may challenge or counter, learns each player's habits "
            "and bluffs just often enough.",
}

# ----- the weights the bots play by ------------------------------------------------------
# Each is a hand-set rule of thumb unless its line says a tournament measured it; the
# change that brought it is named, so a retune knows what it is moving.

# A hand and a seat, as the bots weigh them (cards are the unit)
UNFUNDED_JOKER = 0.8   # a Joker held without the 3 points to play it (first bots)
SECOND_COPY = 0.55     # a second copy of a card, as a share of the first (first bots)
NEXT_CARD = 0.9        # each card after a seat's first, as a share of it (first bots)
SEAT_POINT = 0.06      # each point a seat holds, up to 12 (first bots)
JOKER_MONEY = 0.15     # a seat holding the 3 points a Joker costs (first bots)
FU_MONEY = 0.3         # a seat holding the 7 points a F.U. costs (first bots)

# An action-table row from its numbers alone, in points (with the Transformer's rows)
ROW_STEAL = 1.2        # a point taken from a seat, worth more than one from the pile
ROW_DISCARD = 3.5      # a card struck from a seat
ROW_EXCHANGE = 0.4     # a card drawn to exchange

# Game actions a bot weighs without the card odds (with Teams and Heist)
BLOCK_GUESS = 0.3      # the chance an action is blocked, for a bot that reads nothing
DENIAL_SHARE = 0.5     # what a denial ("no King") still brings while I hold the card ...
DENIAL_RISK = 1.0      # ... less this, for a lie anyone may call


def hand_value(hand: list[str], points: int = 0) -> float:
    """A hand's worth; a second copy of a card adds less than a first."""
    seen: set[str] = set()
    total = 0.0
    for r in sorted(hand, key=lambda r: -VALUE[r]):
        v = VALUE[r]
        if r == "joker" and points < 3:
            v -= UNFUNDED_JOKER  # no Joker without the 3 points to pay for it
        total += v * (SECOND_COPY if r in seen else 1.0)
        seen.add(r)
    return total


def card_to_lose(hand: list[str], points: int = 0) -> str:
    """The card whose loss leaves the best hand."""
    best = None
    for r in sorted(set(hand)):
        rest = list(hand)
        rest.remove(r)
        v = hand_value(rest, points)
        if best is None or v > best[0]:
            best = (v, r)
    return best[1]


def cards_to_return(hand: list[str], count: int, points: int = 0) -> list[str]:
    """After an exchange: give back ``count`` cards, keeping the best hand."""
    best = None
    for keep in sorted(set(combinations(sorted(hand), len(hand) - count))):
        v = hand_value(list(keep), points)
        if best is None or v > best[0]:
            best = (v, keep)
    back = list(hand)
    for r in best[1]:
        back.remove(r)
    return back


def row_worth(spec: dict[str, Any] | None, others: int) -> float:
    """A rough worth of an action-table row in points, from its numbers alone (a row
    with no turn action is worth nothing here)."""
    if spec is None or not spec.get("on_turn", True):
        return 0.0
    reach = others if spec.get("each") else 1
    return (spec["gain"] + ROW_STEAL * spec["steal"] * reach - spec["cost"]
            - spec.get("gift", 0) + (ROW_DISCARD * reach if spec["discard"] else 0.0)
            + ROW_EXCHANGE * spec["exchange"])


def owed(g, seat: int) -> int:
    """Points on the table that will come to ``seat`` (a Marker Jack's two)."""
    return sum(1 for m in g.front if m.get("by") == seat and m["kind"] in ("mark", "stake"))


def by_engine(spec: dict[str, Any]) -> bool:
    """Whether a row does something its numbers do not say (an effect, every player,
    a gift), so that only playing it through the engine tells what it is worth."""
    return bool(spec.get("effect") or spec.get("each") or spec.get("gift")
                or spec.get("pay_to", "pile") != "pile")


def seat_value(cards: int, points: int) -> float:
    """How strong a seat's position is: its cards first, its points as the means to
    take cards from others (3 buys a Joker, 7 a F.U.)."""
    if cards <= 0:
        return 0.0
    return (1.0 + NEXT_CARD * (cards - 1) + SEAT_POINT * min(points, 12)
            + (JOKER_MONEY if points >= 3 else 0.0) + (FU_MONEY if points >= 7 else 0.0))


def lost_cards(obs: dict[str, Any]) -> int:
    """Cards gone from play so far: the measure of a game's progress (every game ends
    when enough cards are gone, and nothing else brings that end closer)."""
    return sum(len(x) for x in obs["lost"])


class Circles:
    """A bot's memory of the spots it has decided in since a card was last lost, so
    that it notices when it is going round in circles.

    A spot is everything public about the moment (whose turn, the phase and the claim
    or action on the table, every seat's points and cards, the pile and the bank, the
    markers in front of the seats) plus the bot's own hand. Two bots that each answer
    the other's best move with their own (a Friendly Jack taking back what an
    Extortion Joker took; a Jack blocked by a Jack nobody challenges) come back to the
    same spot again and again and nothing ever ends. Here, from the ``patience``-th
    return to a spot, the bot leaves out what it has already chosen there and picks
    from the rest: it changes course, as a player does who sees the same position come
    round again. The memory is cleared whenever a card is lost, so it stays small and
    costs nothing in a game that moves.
    """

    patience = 2     # returns to the same spot before changing course
    MAX_SPOTS = 1000  # a long stretch without a lost card: start the memory over
    PHASES = ("turn", "challenge", "counter", "round")  # where a change of course helps

    def __init__(self) -> None:
        self.progress: Any = None
        self.visits: dict[tuple, int] = {}
        self.tried: dict[tuple, list[str]] = {}
        self.spot: tuple | None = None

    @staticmethod
    def where(obs: dict[str, Any]) -> tuple:
        chain = obs["chain"]
        link = None
        if chain:
            claim, counter = chain["claim"], chain["counter"]
            link = (chain["actor"], chain["action"], chain["target"],
                    claim and (claim["seat"], claim["card"], claim.get("role")),
                    counter and (counter["seat"], counter["card"]), chain["challenger"])
        front = tuple(sorted((m.get("kind"), m.get("seat"), m.get("by")) for m in obs["front"]))
        return (obs["phase"], obs["actor"], tuple(obs["points"]), tuple(obs["hand_sizes"]),
                obs["pile"], obs.get("bank"), link, front,
                tuple(sorted(rank(c) for c in obs["hand"] or ())))

    def options(self, obs: dict[str, Any], options: list[str]) -> list[str]:
        """``options`` less what was already chosen here, once this spot has come round
        ``patience`` times without a card lost (all of them, if all have been tried)."""
        self.spot = None
        progress = (lost_cards(obs), tuple(obs["out"]), tuple(obs.get("zombie") or ()))
        if progress != self.progress or len(self.visits) > self.MAX_SPOTS:
            self.progress = progress
            self.visits, self.tried = {}, {}
        if obs["phase"] not in self.PHASES:
            return options
        self.spot = spot = self.where(obs)
        seen = self.visits.get(spot, 0)
        self.visits[spot] = seen + 1
        if seen < self.patience:
            return options
        fresh = [a for a in options if a not in self.tried.get(spot, ())]
        if not fresh:  # every way out tried: try them all again
            self.tried[spot] = []
            return options
        return fresh

    def chose(self, action: str) -> None:
        if self.spot is not None:
            self.tried.setdefault(self.spot, []).append(action)

    def circling(self) -> bool:
        """Whether the current decision is at a spot that has come round before."""
        return self.spot is not None and self.visits.get(self.spot, 0) > self.patience


class NotCoupBot(Bot):
    """Shared plumbing: read the observation, answer each phase."""

    kind = "notcoup"
    reads = True
    team_mates: frozenset[int] | set[int] = frozenset()  # Co-op partners, set each move

    def __init__(self, seat: int, seed: int = 0) -> None:
        super().__init__(seat, seed)
        self.circles = Circles()

    def act(self, obs: dict[str, Any], legal: list[str]) -> str:
        if len(legal) == 1:
            return legal[0]
        self.team_mates = self.friends(obs)
        phase = obs["phase"]
        chain = obs["chain"]
        if "pass" in legal and chain and (
                phase == CHALLENGE and chain["claim"]["seat"] in self.team_mates
                or phase == COUNTER and chain["actor"] in self.team_mates):
            return "pass"  # never call out or block a Co-op partner: its gain is ours
        reading = Reading(obs) if self.reads else None
        # the handlers weigh actions; which card backs a claim (a marked one or not) is
        # settled after, by ``claim_form``
        options = list(dict.fromkeys(a.removesuffix(" marked") for a in legal))
        fresh = self.circles.options(obs, options)
        if len(fresh) == len(options):
            pick = getattr(self, f"on_{phase}")(obs, options, reading)
        else:
            pick = self.change_course(obs, fresh, reading)
        choice = self.claim_form(obs, pick, legal)
        choice = choice if choice in legal else legal[0]
        self.circles.chose(choice.removesuffix(" marked"))
        return choice

    def change_course(self, obs: dict[str, Any], fresh: list[str],
                      reading: Reading | None) -> str:
        """Back at a spot where what I chose before led round in a circle: the phase's
        own handler, weighing only what I have not yet chosen here. A handler may have
        a fixed answer ("pass") or expect an action that is now left out (a F.U. it
        must take): then any of the rest will do."""
        try:
            pick = getattr(self, f"on_{obs['phase']}")(obs, fresh, reading)
        except (IndexError, StopIteration, ValueError, KeyError):
            pick = None
        return pick if pick in fresh else self.rng.choice(fresh)

    def claim_form(self, obs: dict[str, Any], choice: str, legal: list[str]) -> str:
        """Where a Marker Jack's marker sits on one of my cards, a claim says which card
        backs it: the marked one only when that is the card claimed."""
        with_mark = marked(choice)
        if with_mark not in legal:
            return choice
        r = parse(choice).args[0]
        ids = {f.get("card") for f in obs["front"] if f["kind"] == "mark"}
        plain = any(rank(c) == r and c not in ids for c in obs["hand"])
        on_mark = any(rank(c) == r and c in ids for c in obs["hand"])
        if (on_mark and not plain) or choice not in legal:
            return with_mark
        return choice

    def friends(self, obs: dict[str, Any]) -> set[int]:
        """Co-op team-mates, whose cards and points are as good as mine. (In Snake nest
        a team says only who may target whom; every seat plays for itself.)"""
        teams = obs.get("teams")
        if obs.get("team_mode") != "coop" or not teams:
            return set()
        return {s for s in range(obs["num_seats"])
                if s != self.seat and teams[s] == teams[self.seat]}

    # ----- shared helpers --------------------------------------------------------------
    def hand(self, obs: dict[str, Any]) -> list[str]:
        return [rank(c) for c in obs["hand"]]

    def others(self, obs: dict[str, Any]) -> list[int]:
        return [s for s in range(obs["num_seats"]) if not obs["out"][s] and s != self.seat]

    def strongest(self, obs: dict[str, Any], among: list[int]) -> int:
        """The most dangerous seat: most cards, then most points."""
        return max(among, key=lambda s: (obs["hand_sizes"][s], obs["points"][s],
                                         self.rng.random()))

    def targets(self, legal: list[str], name: str) -> list[int]:
        out = []
        for a in legal:
            m = parse(a)
            if (m.verb == "claim" and m.args[0] == name or m.verb == name) \
                    and isinstance(m.args[-1], int):  # an alternate may name nobody
                out.append(m.args[-1])
        return out

    def claim_truth(self, reading: Reading, claim: dict[str, Any]) -> float:
        """The chance a claim on the table is true: that the seat holds the card or, for
        a denial (Heist's Steal: "I hold no King"), that it holds none."""
        held = reading.p_holds(claim["seat"], claim["card"])
        return 1.0 - held if claim.get("denies") else held

    @staticmethod
    def dry(obs: dict[str, Any]) -> bool:
        """Whether the pile has run dry: no action brings points from it (Heist's bank
        aside), so they can only change hands or go back by being spent."""
        return obs["pile"] == 0 and not obs.get("bank")

    def surely_false(self, reading: Reading, claim: dict[str, Any]) -> bool:
        """Counting alone shows the claim is a lie (no such card left unseen)."""
        return not claim.get("denies") and reading.impossible(claim["card"])

    def plain_choice(self, obs: dict[str, Any], legal: list[str],
                     reading: Reading | None) -> str:
        """The best untargeted game action, read off the action table as it plays now:
        what it brings less what it costs, less the chance it is blocked, and a denial
        (Steal's "no King") is worth less while I hold the card it denies."""
        hand = self.hand(obs)
        best = None
        for a in legal:
            spec = obs["actions"].get(parse(a).verb)
            if spec is None or spec["claim"] or spec["target"] or spec["exchange"]:
                continue
            v = float(spec["gain"] - spec["cost"])
            if spec["counters"]:
                # by each seat's cards and its record of blocking it (a wall blocks all)
                p = max((reading.block_chance(o, spec["name"], spec["counters"])
                         for o in self.others(obs)), default=0.0) if reading else BLOCK_GUESS
                v *= 1.0 - p
            if spec["denies"] and spec["denies"] in hand:
                v = DENIAL_SHARE * v - DENIAL_RISK  # a lie anyone may call
            key = (v, self.rng.random())
            if best is None or key > best[0]:
                best = (key, a)
        return best[1] if best else self.rng.choice(legal)

    # ----- the Transformer's moments -----------------------------------------------------
    def on_draft(self, obs, legal, reading) -> str:
        """Decide a card's action: for a card I hold, the row worth most by the table's
        own numbers; a card I do not hold keeps its original (why arm the others?)."""
        hand = set(self.hand(obs))
        rows = {(t, a): spec for t, opts in obs["transformer"]["choices"].items()
                for a, _, spec in opts}
        n = max(1, len(self.others(obs)))

        def score(action: str) -> tuple:
            t, alt = parse(action).args
            mine = t in hand
            worth = row_worth(rows[(t, alt)], n) - row_worth(rows[(t, "original")], n)
            return ((worth if mine else -abs(worth) - (alt != "original")),
                    self.rng.random())
        return max(legal, key=score)

    def on_round(self, obs, legal, reading) -> str:
        """Each seat for itself: block, or claim the King or Jack, with the card; bluff a
        block only with a last card (nothing more to lose); pay for a Teamwork Joker
        only against the strongest rival."""
        r = obs["round"]
        me = self.seat
        if r["kind"] == "pay":
            target = obs["chain"]["target"]
            rivals = [s for s in self.others(obs) if s not in self.team_mates]
            if (target in rivals and target == self.strongest(obs, rivals)
                    and obs["points"][me] >= 5):
                return "pay"
            return "pass"
        hand = self.hand(obs)
        for a in legal:
            m = parse(a)
            if m.verb in ("claim", "counter") and m.args[0] in hand:
                return a
        if r["kind"] == "counter" and obs["hand_sizes"][me] == 1:
            return next((a for a in legal if parse(a).verb == "counter"), "pass")
        return "pass"

    def on_choose(self, obs, legal, reading) -> str:
        c = obs["choice"]
        if c["kind"] == "extort":  # a card is worth far more than 2 points
            return "pay" if "pay" in legal else "refuse"
        if c["kind"] == "more":
            drawn = obs["chain"]["returns"]
            return "draw" if "draw" in legal and obs["points"][self.seat] >= 4 \
                and drawn < 2 else "stop"
        # a Friendly Jack's points to one of the poorest: a partner, else the weakest
        def kindest(s: int) -> tuple:
            return (s not in self.team_mates and s != self.seat, obs["hand_sizes"][s],
                    self.rng.random())
        return spell(GIVE, min((parse(a).arg for a in legal), key=kindest))

    def on_prove(self, obs, legal, reading) -> str:
        card = obs["chain"]["claim"]["card"]
        return spell("reveal", card) if spell("reveal", card) in legal else "admit"

    def on_lose(self, obs, legal, reading) -> str:
        pts = obs["points"][self.seat]
        survive = [a for a in legal if parse(a).verb == "survive"]
        if "survive queen" in survive:
            return "survive queen"
        if survive and obs["hand_sizes"][self.seat] == 1:
            return survive[0]  # a last card: a bluffed Queen risks nothing more
        if "buyout" in legal and (obs["hand_sizes"][self.seat] == 1 or pts >= 8):
            return "buyout"  # a card is worth more than the points, above all a last one
        return spell("lose", card_to_lose(self.hand(obs), pts))

    def on_exchange(self, obs, legal, reading) -> str:
        first = parse(legal[0])
        if first.verb == GIVE or GIVE in first.args:  # the Swap Ace
            count = 2 if first.verb == "return" else 1  # one to the stock, one to them
            back = cards_to_return(self.hand(obs), count, obs["points"][self.seat])
            worse = min(back, key=lambda r: VALUE[r])
            keep = [a for a in legal if parse(a).args[-1] == worse
                    and sorted(x for x in parse(a).args if x != GIVE) == sorted(back)]
            return keep[0] if keep else legal[0]
        back = cards_to_return(self.hand(obs), obs["chain"]["returns"],
                               obs["points"][self.seat])
        wanted = sorted(back)
        for a in legal:
            if sorted(parse(a).args) == wanted:
                return a
        return legal[0]

    def strike_target(self, obs: dict[str, Any], legal: list[str], name: str,
                      reading: Reading | None) -> str:
        """Whom to make lose a card: the strongest, preferring one who cannot block."""
        ts = self.targets(legal, name)
        if not ts:  # nobody it may strike (a Wall, an alliance, a team)
            return self.plain_choice(obs, legal, reading)
        counters = obs["actions"][name]["counters"]

        def score(t: int) -> tuple:
            blocked = reading.block_chance(t, name, counters) if reading else 0.0
            return (seat_value(obs["hand_sizes"][t], obs["points"][t]) * (1 - blocked),
                    self.rng.random())
        t = max(ts, key=score)
        return next(a for a in legal if parse(a).args and parse(a).args[-1] == t
                    and (parse(a).verb == name or parse(a).args[0] == name))


class MediumBot(NotCoupBot):
    """Rules of thumb over a reading of the table."""

    kind = "medium"
    bluff = 0.22          # how often it bluffs a King when it holds nothing useful
    # ... and where the table's record says a bluff is called less often than ``quiet``
    # (issue 30, by tournament: against three walls, 25.6% of 1,000 games became 28.8%
    # of 600, against three that never call 34.0% became 35.2%; Hard still won 45.8%
    # against three such Mediums)
    bluff_bold = 0.7
    quiet = 0.2
    challenge_bar = 0.28  # challenge a claim whose chance of being true is below this
    # rules of thumb of the first bots, unless a line says otherwise
    ace_whim = 0.5        # how often it exchanges a pair or a hand without King or Joker
    each_blocked = 0.6    # skip an action on everyone each victim blocks likelier than this
    #                       (with the zombies' fixes)
    blocker = 0.7         # no strike at a seat likelier than this to block it (it fed the
    #                       pile for ever: two such players never ended)
    jack_safe = 0.7       # the chance a Jack is not blocked, when it reads nothing
    jack_least = 0.6      # the least a Jack must be expected to take, in points
    bar_aimed = 0.12      # challenge bar raised when the claim aims at me
    bar_my_action = 0.08  # ... when the claim is a counter to my action
    bar_last_card = 0.15  # ... lowered when I have one card to lose
    bar_dry = 0.1         # ... raised when the pile is dry (with the circle fixes)
    # a block of my strike, if called right, costs the blocker two cards: worth a call
    # on a likelier block; and more again where the seat's record says it blocks
    # nearly everything (hand-set with the reading of counters, issue 30: against three
    # walls Medium rose from 18.2% to 29.0% of 400 games)
    bar_strike_block = 0.15
    bar_wall = 0.1
    wall = 0.65           # a seat that blocks more often than this when it may is a wall
    block_bluff = 0.3     # how often it bluffs a block of a paid action aimed at it
    # Two left (issue 30): against three walls Medium reached the last two in 55% of its
    # games and won only 44% of those. A right call then takes a card from the only
    # rival, so the bar rises; a claim that, let stand, gives the rival a F.U. before mine
    # is called unless Medium is nearly sure of it; and a seat that blocks more often
    # than ``duel_wall`` is attacked all the same, its block being a claim to call.
    # Measured by tournament (1,000 games at seeds 0 and 1,000 each) against three walls:
    # 25.2% without these, 31.9% with them; a wider duel bar (0.3) and attacking every
    # seat gave 32.5%, but cost Hard its floor against three Medium (35.1%; now 41.1%).
    bar_duel = 0.2
    bar_lethal = 0.8
    duel_attacks = True
    duel_wall = 0.55

    def on_turn(self, obs, legal, reading) -> str:
        me = self.seat
        hand = self.hand(obs)
        pts = obs["points"][me]
        if any(parse(a).verb == "fu" for a in legal) and (obs["forced"][me] or pts >= 7):
            return self.strike_target(obs, legal, "fu", reading)
        if pts >= 7 and reading is not None:
            opener = self.opening(obs, legal, reading)
            if opener:
                return opener
        if reading is not None and self.dry(obs):
            use = self.dry_move(obs, legal, reading)
            if use:
                return use
        for card in ("joker", "king", "queen", "jack"):
            if card in hand:
                use = self.use_card(obs, legal, card, reading)
                if use:
                    return use
        if "ace" in hand and (len(set(hand)) < len(hand) or not set(hand) & {"king", "joker"}):
            if self.rng.random() < self.ace_whim:
                use = self.use_card(obs, legal, "ace", reading)
                if use:
                    return use
        if self.rng.random() < self.bluff_rate(obs, reading):
            use = self.use_card(obs, legal, "king", reading)
            if use:
                return use
        return self.plain_choice(obs, legal, reading)

    def bluff_rate(self, obs, reading) -> float:
        """How often to bluff a King: more often at a table whose record says a bluff
        will likely go uncalled."""
        if reading is None:
            return self.bluff
        clear = 1.0
        for o in self.others(obs):
            if o not in self.team_mates:
                clear *= 1.0 - reading.habits[o].challenge_rate()
        return self.bluff_bold if 1.0 - clear < self.quiet else self.bluff

    def gains_by_engine(self, obs, action: str, reading) -> bool:
        """Whether ``action``, played through the engine in one dealt world with nobody
        answering, leaves me better off: more points, or rivals with fewer cards or
        fewer points, or a better hand."""
        g = rebuild(obs, reading.sample(self.rng), self.rng)
        me = self.seat
        sizes0, points0 = [len(h) for h in g.hands], list(g.points)
        hand0 = hand_value(self.hand(obs), points0[me])
        play_turn(g, me, action)
        rivals = [s for s in range(g.num_seats) if s != me and s not in self.team_mates]
        worse_for_them = sum(sizes0[s] - len(g.hands[s]) for s in rivals) * 3 + sum(
            points0[s] - g.points[s] for s in rivals) / max(1, len(rivals))
        mine = g.points[me] - points0[me] - 3 * (sizes0[me] - len(g.hands[me])) + 2 * (
            hand_value([rank(c) for c in g.hands[me]], g.points[me]) - hand0)
        fuses = sum(1 for m in g.front if m["kind"] == "slow" and m["seat"] in rivals)
        return mine + owed(g, me) + worse_for_them + 3 * fuses > 0 or bool(g.phase == TURN
                                                            and g.actor == me)

    def opening(self, obs, legal, reading) -> str | None:
        """With the points for F.U. and nobody it may aim at (team-mates, an ally): a game
        action that, played through the engine, leaves someone to strike (Snake nest's
        Switch on a team-mate), on the strongest such seat."""
        if "fu" not in obs["actions"]:
            return None
        best = None
        for a in legal:
            spec = obs["actions"].get(parse(a).verb)
            if not spec or spec["claim"] or not spec["target"] or spec["discard"]:
                continue
            g = rebuild(obs, reading.sample(self.rng), self.rng)
            try:
                play_turn(g, self.seat, a)
            except IllegalAction:
                continue
            fu = g.actions["fu"]
            open_ = [t for t in g.live() if t != self.seat and g.guard(self.seat, t, fu) is None]
            if open_:
                t = parse(a).args[-1]
                key = (t in open_, obs["hand_sizes"][t], obs["points"][t], self.rng.random())
                if best is None or key > best[0]:
                    best = (key, a)
        return best[1] if best else None

    def use_card(self, obs, legal, card: str, reading) -> str | None:
        """How to play a card's action, read off its row: aimed at nobody; a theft at
        the richest seat not likely to block it; a strike at the strongest seat not
        likely to block it; a gift at a partner or the weakest seat. None when it is
        not worth it (a theft of little, a strike every target would block)."""
        claims = [a for a in legal if parse(a).verb == "claim" and parse(a).args[0] == card]
        if not claims:
            return None
        spec = obs["actions"][card]
        if not by_engine(spec) and row_worth(spec, len(self.others(obs))) <= 0:
            return None  # nothing to gain as it stands (a King with the pile empty)
        if by_engine(spec) and reading is not None:
            # a rule of its own: keep only the ways that change something for the better
            # when played through the engine with nobody answering (a Teamwork Joker
            # nobody will pay for only costs its 2 points)
            claims = [a for a in claims if self.gains_by_engine(obs, a, reading)]
            if not claims:
                return None
        if not spec["target"]:
            if spec["each"] and spec["counters"] and reading is not None:
                # on everyone, each blocking for itself: not worth it when every seat
                # with something to lose is likely to block
                hit = [s for s in self.others(obs) if s not in self.team_mates
                       and (obs["hand_sizes"][s] if spec["discard"] else obs["points"][s])]
                if all(reading.p_holds_any(s, spec["counters"]) > self.each_blocked
                       for s in hit):
                    return None
            return claims[0]
        if spec.get("harmless"):
            def kind(a: str) -> tuple:
                t = parse(a).args[-1]
                return (t not in self.team_mates, obs["hand_sizes"][t], obs["points"][t],
                        self.rng.random())
            return min(claims, key=kind)
        if spec["steal"] and not spec["discard"]:
            return self.jack_target(obs, claims, reading, card)
        if self.open_targets(obs, claims, card, reading):
            return self.strike_target(obs, claims, card, reading)
        return None

    def dry_move(self, obs, legal, reading) -> str | None:
        """The pile has run dry: Income and the King bring nothing, so points now come
        only from other seats, and sitting on them only stalls the table. Strike while
        the points allow (with the card if I hold it, else as a bluff), or else steal
        toward the 7 of a F.U."""
        pts = obs["points"][self.seat]
        hand = self.hand(obs)
        rows = [s for s in obs["actions"].values() if s["claim"] and s.get("on_turn", True)]
        strikes = sorted((s for s in rows if s["discard"] and s["cost"] <= pts),
                         key=lambda s: s["claim"] not in hand)
        steals = sorted((s for s in rows if s["steal"] and not s["discard"]),
                        key=lambda s: s["claim"] not in hand)
        for spec in strikes + steals:
            use = self.use_card(obs, legal, spec["name"], reading)
            if use:
                return use
        return None

    def open_targets(self, obs, legal, name: str, reading) -> list[int]:
        """Targets of ``name`` not likely to block it, by their cards and their record
        of blocking it: striking a seat that blocks every time only feeds the pile (and
        two such players could go on for ever)."""
        counters = obs["actions"][name]["counters"]
        return [t for t in self.targets(legal, name)
                if reading is None or self.wall_to_call(obs, reading, t)
                or reading.block_chance(t, name, counters) < self.blocker]

    def wall_to_call(self, obs, reading, seat: int) -> bool:
        """With two left, a seat that blocks nearly everything is attacked all the same:
        its block is a claim I will likely call, and a right call ends the game."""
        return self.duel_attacks and reading.duel and \
            reading.habits[seat].block_rate() > self.duel_wall

    def jack_target(self, obs, legal, reading, card: str = "jack") -> str | None:
        spec = obs["actions"][card]
        best = None
        for t in self.targets(legal, card):
            gain = min(spec["steal"], obs["points"][t])
            if gain == 0:
                continue
            if reading and self.wall_to_call(obs, reading, t):
                safe = 1.0
            elif reading:
                safe = 1 - reading.block_chance(t, card, spec["counters"])
            else:
                safe = self.jack_safe
            score = gain * safe
            if best is None or score > best[0]:
                best = (score, t)
        return spell("claim", card, best[1]) if best and best[0] > self.jack_least else None

    def on_challenge(self, obs, legal, reading) -> str:
        claim = obs["chain"]["claim"]
        if self.surely_false(reading, claim):
            return "challenge"
        p = self.claim_truth(reading, claim)
        chain = obs["chain"]
        if p < self.bar_lethal and self.lethal(obs, reading):
            return "challenge"
        mine = obs["hand_sizes"][self.seat]
        bar = self.challenge_bar
        aimed = chain["target"] == self.seat and claim["role"] == "action"
        if aimed:
            counters = obs["actions"][chain["action"]]["counters"]
            if any(x in self.hand(obs) for x in counters):
                return "pass"  # block it instead: no risk
            bar += self.bar_aimed
        if claim["role"] == "counter" and chain["actor"] == self.seat:
            bar += self.bar_my_action
            if obs["actions"][chain["action"]]["discard"]:
                bar += self.bar_strike_block
            if reading.habits[claim["seat"]].block_rate() > self.wall:
                bar += self.bar_wall
        if mine == 1:
            bar -= self.bar_last_card
        if reading.duel:
            bar += self.bar_duel
        if self.dry(obs):
            bar += self.bar_dry  # with no income to wait for, a challenge moves the game
        return "challenge" if p < bar else "pass"

    def lethal(self, obs, reading) -> bool:
        """With two left: the rival's claimed action, if it stands, brings it to a F.U.
        while I have not the points for mine, and I hold no card to block it."""
        chain = obs["chain"]
        claim = chain["claim"]
        fu = obs["actions"].get("fu")
        if not fu or claim["role"] != "action" or not reading.duel:
            return False
        spec = obs["actions"][chain["action"]]
        if any(c in self.hand(obs) for c in spec["counters"]):
            return False
        rival, me = claim["seat"], self.seat
        taken = min(spec["steal"], obs["points"][me]) if chain["target"] == me else 0
        after = obs["points"][rival] + min(spec["gain"], obs["pile"]) + taken - spec["cost"]
        return after >= fu["cost"] > obs["points"][me] - taken

    def on_counter(self, obs, legal, reading) -> str:
        chain = obs["chain"]
        spec = obs["actions"][chain["action"]]
        hand = self.hand(obs)
        for c in spec["counters"]:
            if c in hand:
                return spell("counter", c)
        if chain["target"] != self.seat:
            return "pass"
        if spec["cost"] and obs["hand_sizes"][self.seat] == 1:
            return spell("counter", spec["counters"][0])  # nothing left to lose
        if spec["cost"] and self.rng.random() < self.block_bluff:
            return spell("counter", spec["counters"][0])
        return "pass"


class EasyBot(MediumBot):
    """Plausible but careless: no counting, whims, forgotten chances."""

    kind = "easy"
    reads = False
    # its whims, each how often it acts on one (rules of thumb of the first bots; the Jack
    # and the bluff came with the zombies, Income with Teams and Heist)
    strike_whim = 0.5     # a F.U. once it has the 7 points
    joker_whim = 0.7      # a Joker, holding one
    king_whim = 0.8       # a King, holding one
    jack_whim = 0.6       # a Jack, holding one
    bluff_whim = 0.12     # any claim at all
    income_whim = 0.4     # Income
    challenge_whim = 0.12  # a challenge
    block_whim = 0.85     # a block, holding the card
    slip = 0.35           # the wrong card given up

    def on_turn(self, obs, legal, reading) -> str:
        hand = self.hand(obs)
        pts = obs["points"][self.seat]
        if obs["forced"][self.seat]:
            return self.rng.choice(legal)
        if pts >= 7 and self.rng.random() < self.strike_whim:
            return self.strike_target(obs, legal, "fu", None)
        if "joker" in hand and self.targets(legal, "joker") and self.rng.random() < self.joker_whim:
            return self.rng.choice([a for a in legal if parse(a).args[:1] == ("joker",)])
        if "king" in hand and self.rng.random() < self.king_whim:
            return "claim king"
        jacks = [a for a in legal if parse(a).args[:1] == ("jack",)]
        if "jack" in hand and jacks and self.rng.random() < self.jack_whim:
            return self.rng.choice(jacks)
        claims = [a for a in legal if parse(a).verb == "claim"]  # none for a zombie
        if claims and self.rng.random() < self.bluff_whim:
            return self.rng.choice(claims)
        if self.rng.random() < self.income_whim:
            return "income"
        return self.plain_choice(obs, legal, None)

    def on_challenge(self, obs, legal, reading) -> str:
        return "challenge" if self.rng.random() < self.challenge_whim else "pass"

    def on_counter(self, obs, legal, reading) -> str:
        spec = obs["actions"][obs["chain"]["action"]]
        hand = self.hand(obs)
        for c in spec["counters"]:
            if c in hand and self.rng.random() < self.block_whim:
                return spell("counter", c)
        return "pass"

    def on_lose(self, obs, legal, reading) -> str:
        if self.rng.random() < self.slip:
            return self.rng.choice(legal)
        return super().on_lose(obs, legal, reading)

    def on_exchange(self, obs, legal, reading) -> str:
        return self.rng.choice(legal)


class HardBot(MediumBot):
    """Medium's sound core, with every bluff, challenge and counter weighed.

    Its own turn: when it holds the card for a good action it takes it, as Medium
    does. Otherwise every legal action is scored by playing its reaction chain
    over hands dealt many times from the reading: each seat's chance to challenge
    (its habit from the log, raised where the dealt hand lets it count the claim
    impossible or holds copies of the card, and when it is the target), each
    target's chance to counter (near-certain with the card, desperate without it)
    and Hard's own answer to that counter. The best score wins; close scores are
    mixed, so how often it bluffs follows from how the table challenges.
    """

    kind = "hard"
    duel_attacks = False  # Medium's (issue 30): Hard's floors were measured without it
    samples = 20
    temperature = 0.005
    POINT = 0.25          # a point, in cards (tuned by tournament against Medium)
    FIRST_CARD = 1.0      # losing one of two cards
    LAST_CARD = 2.6       # losing the last card: out of the game
    # hand-set with the first bots unless a line says otherwise (cards are the unit)
    partner_share = 0.8   # a Co-op partner's gain or loss, as a share of my own (with Co-op)
    rival_out = 1.6       # a rival's last card, against 1 for one of two (with Co-op)
    joker_threat = 0.25   # the chance a seat with 3 to 6 points strikes me before my next
    #                       turn, against 1 at 7 (with the lead's spotlight)
    counted_lie = 0.97    # the chance a seat that can count my claim false challenges it
    sure_call = 0.95      # no seat challenges more surely than this (with the habits)
    # a seat's habit scaled by how unlikely my claim looks from its hand, 0.5 over that
    # chance, kept within these (with the count of what a seat can see)
    looks_even = 0.5
    looks_low, looks_high, looks_floor = 0.3, 3.0, 0.05
    exchange_plain = 0.05  # an exchange, holding no pair (with the habits)
    exchange_pair = 0.25   # ... holding a pair
    engine_hand = 0.15    # a change in my hand's worth, played through the engine (with the
    #                       alternates' valuation, as the three below)
    shelter_worth = 0.4   # each rival that may no longer strike me
    second_action = 0.5   # a second action this turn (Fancy King)
    block_held = 0.9      # the chance a seat holding the counter blocks
    block_last = 0.85     # ... a target without it bluffs a block of a strike on its last
    block_desperate = 0.3  # ... or on one of two cards (with the habits, as the next four)
    block_bluff_any = 0.06  # ... any other seat without it
    self_block = 0.1      # a strike at me I will block with the card I hold
    bystander_gain = 0.5  # another seat's loss, as a share of what my own strike's would be
    scarce_call = 1.5     # challenge habits raised when one such card at most is unseen
    others_call = 0.5     # the weight of each other seat's habit in calling a claim first

    # With two left a card is worth what it changes in the chance to win, and that is not
    # the same as at a fuller table: measured over 600 games against three walls, Hard
    # won 59% of duels begun two cards each, 15% with one card against two, 93% with two
    # against one and 55% at one each. So the first card lost costs far more than the
    # table's rule says, and the last of a lost cause far less. These are those chances
    # (made even between the seats), with one card's worth of them as the unit.
    DUEL_WIN = {(1, 1): 0.5, (1, 2): 0.11, (2, 1): 0.89, (2, 2): 0.5}
    DUEL_UNIT = 0.39
    duel_cards: tuple[int, int] | None = None  # (mine, the rival's) with two left; set in act

    # The same with three left (800 games each against three walls and three bluffers,
    # Hard's win rate as three remain, by its cards and the two rivals'): the first card
    # costs about 0.2 of a win and the last 0.33, not the 1 to 2.6 of the fuller table;
    # and a rival's last card is worth little, since the duel it leads to is no likelier
    # won. Hard's own edge is in these, so a duel reached is priced by the rates it
    # measured (DUEL_EDGE), not the even ones. Against the walls 47.4% -> 47.9%, the
    # bluffers 44.8% / 43.9% -> 45.2% / 45.1% (seeds 0 / 1000), three Medium 41.7% ->
    # 41.9% (2,000 games each).
    THREE_WIN = {(2, 2, 2): 0.53, (2, 1, 2): 0.66, (2, 1, 1): 0.75, (1, 2, 2): 0.33,
                 (1, 1, 2): 0.39, (1, 1, 1): 0.43}
    DUEL_EDGE = {(1, 1): 0.6, (1, 2): 0.2, (2, 1): 0.9, (2, 2): 0.6}
    THREE_UNIT = 0.2
    three_cards: tuple[int, int, int] | None = None  # mine and the two rivals'; set in act
    three_seats: tuple[int, int] = (0, 0)             # ... who those rivals are

    def three_win(self, mine: int, a: int, b: int) -> float:
        """My chance to win with three left, holding ``mine`` cards against ``a`` and
        ``b`` (a rival at none leaves a duel)."""
        if mine <= 0:
            return 0.0
        if a <= 0 and b <= 0:
            return 1.0
        if a <= 0 or b <= 0:
            return self.DUEL_EDGE[(min(mine, 2), min(max(a, b), 2))]
        x, y = sorted((min(a, 2), min(b, 2)))
        return self.THREE_WIN[(min(mine, 2), x, y)]

    def duel_win(self, mine: int, theirs: int) -> float:
        if mine <= 0 or theirs <= 0:
            return 0.0 if mine <= 0 else 1.0
        return self.DUEL_WIN[(min(mine, 2), min(theirs, 2))]

    def card_cost(self, cards: int, count: int = 1) -> float:
        """What losing ``count`` of my ``cards`` costs me."""
        if self.duel_cards:
            theirs = self.duel_cards[1]
            return (self.duel_win(cards, theirs) - self.duel_win(cards - count, theirs)) \
                / self.DUEL_UNIT
        if self.three_cards:
            _, a, b = self.three_cards
            return (self.three_win(cards, a, b) - self.three_win(cards - count, a, b)) \
                / self.THREE_UNIT
        # out of the game costs the last card's worth however many cards go with it
        return self.LAST_CARD if cards <= count else self.FIRST_CARD * count

    def rivals(self, r: Reading) -> int:
        """How many seats still able to win play against me: those holding cards (a
        zombie plays on but cannot win), Co-op partners aside."""
        return max(1, sum(1 for s in r.live if s != self.seat and r.sizes[s] > 0
                          and s not in self.team_mates))

    def rival_loss(self, r: Reading, seat: int) -> float:
        """What a rival's lost card is worth to me: shared among the rivals. A Co-op
        partner's lost card is a loss to me."""
        if seat in self.team_mates:
            return -self.partner_share * self.card_cost(r.sizes[seat])
        if self.duel_cards and seat != self.seat:
            mine, theirs = self.duel_cards
            return (self.duel_win(mine, theirs - 1) - self.duel_win(mine, theirs)) \
                / self.DUEL_UNIT
        if self.three_cards and seat in self.three_seats:
            mine, a, b = self.three_cards
            x, y = (a, b) if seat == self.three_seats[0] else (b, a)
            # never less than nothing: taking a card is not a loss, however the odds fall
            return max(0.0, self.three_win(mine, x - 1, y) - self.three_win(mine, x, y)) \
                / self.THREE_UNIT
        return (self.rival_out if r.sizes[seat] <= 1 else 1.0) / self.rivals(r)

    # ----- my turn -------------------------------------------------------------------------
    def on_turn(self, obs, legal, reading) -> str:
        me = self.seat
        pts = obs["points"][me]
        if any(parse(a).verb == "fu" for a in legal) and (obs["forced"][me] or pts >= 7):
            return self.strike_target(obs, legal, "fu", reading)
        if pts >= 7:
            opener = self.opening(obs, legal, reading)
            if opener:
                return opener
        deals = [reading.sample(self.rng) for _ in range(self.samples)]
        scored = [(self.turn_value(obs, reading, a, deals), a) for a in legal]
        best = max(v for v, _ in scored)
        weights = [math.exp((v - best) / self.temperature) for v, _ in scored]
        return self.rng.choices([a for _, a in scored], weights=weights)[0]

    margin = 0.02     # how much better a challenge must look than letting it go
    team_margin = 0.4  # ... and how much more with a Co-op partner (tuned by tournament)
    spotlight = 7.0   # how much it minds leading the table in points (tuned by tournament)

    fade = 60         # turns over which that care halves (tuned by tournament)

    def glare(self, obs) -> float:
        """How much the lead costs now. The care fades as the game runs long: a table
        where nobody dares to grow never ends, and a game without an end is a loss
        for every seat, so the longer it goes the more Hard builds."""
        turns = sum(1 for *_, stage in obs["log"] if stage == TURN)
        return self.spotlight * 0.5 ** (turns / self.fade)

    def exposure(self, r: Reading, sizes: list[int], points: list[int],
                 teams: list[int] | None = None) -> float:
        """How many rivals would likely strike me before my next turn in the position
        (``sizes``, ``points``, ``teams``): a table tends to strike the strongest seat
        it may target (most cards, then most points), so a lead draws F.U.s and Jokers;
        a zombie threatens only with F.U., and 7 points."""
        me = self.seat
        hit = 0.0
        live = [s for s in r.live if sizes[s] > 0]
        one_team = teams is None or len({teams[s] for s in live}) <= 1
        # a zombie keeps its turns: no Joker without cards, but F.U. is a game action
        for o in r.live:
            if o == me or points[o] < (3 if sizes[o] > 0 else 7):
                continue
            chance = 1.0 if points[o] >= 7 else self.joker_threat
            options = [s for s in live if s != o
                       and (one_team or teams[s] != teams[o])]
            if me not in options:
                continue
            best = max((sizes[s], points[s]) for s in options)
            if (sizes[me], points[me]) == best:
                ties = sum(1 for s in options if (sizes[s], points[s]) == best)
                hit += chance / ties
        return hit

    def after(self, r: Reading, spec: dict, target: int | None
              ) -> tuple[list[int], list[int], list[int] | None]:
        """Hand sizes, points and teams once my action has gone through."""
        me = self.seat
        sizes, points = list(r.sizes), list(r.points)
        teams = list(r.obs["teams"]) if r.obs.get("teams") else None
        if spec.get("effect") == "switch" and target is not None and teams:
            teams[target] = 1 - teams[target]
        points[me] += spec["gain"] - spec["cost"]
        if target is not None:
            if spec["steal"]:
                got = min(spec["steal"], points[target])
                points[target] -= got
                points[me] += got
            if spec["discard"]:
                sizes[target] = max(0, sizes[target] - 1)
        return sizes, points, teams

    def challenge_chance(self, r: Reading, o: int, card: str, hand: list[str],
                         target: int | None) -> float:
        """How likely seat ``o``, holding ``hand`` in a dealt world, challenges my claim."""
        held = hand.count(card)
        lost = sum(1 for x in r.obs["lost"] for c in x if rank(c) == card)
        if r.totals[card] - lost - held <= 0:
            return self.counted_lie  # it can count that the claim is a lie
        rate = r.habits[o].duel_rate() if r.duel else \
            r.habits[o].challenge_rate("target" if o == target else "bystander")
        # how likely my claim looks to a seat that counts what it can see
        unseen = r.totals[card] - lost - held
        unknown = sum(r.totals.values()) - sum(len(x) for x in r.obs["lost"]) - len(hand)
        k = r.sizes[self.seat]
        looks = 1.0 - comb(unknown - unseen, k) / comb(unknown, k) if unknown >= k else 1.0
        return min(self.sure_call, rate * min(self.looks_high, max(
            self.looks_low, self.looks_even / max(looks, self.looks_floor))))

    def effect_value(self, r: Reading, spec: dict, target: int | None) -> float:
        """What my action is worth to me if it goes through."""
        v = spec["gain"] * self.POINT - spec["cost"] * self.POINT
        if spec["steal"] and target is not None:
            got = min(spec["steal"], r.points[target])
            v += got * self.POINT * (1 + 1 / self.rivals(r))
        if spec["discard"] and target is not None:
            v += self.rival_loss(r, target)
        if spec["exchange"]:
            v += self.exchange_plain if len(set(r.hand)) == len(r.hand) else self.exchange_pair
        return v

    worlds = 3  # dealt worlds an action with a rule of its own is played through

    def act(self, obs: dict[str, Any], legal: list[str]) -> str:
        # Co-op plays by other weights (both measured by tournament): a point is worth
        # more, since a team's points fund strikes at the same few opponents; and a lead
        # is no spotlight, since only the other team may strike and it faces both
        coop = obs.get("team_mode") == "coop"
        self.POINT = self.TEAM_POINT if coop else type(self).POINT
        self.spotlight = self.TEAM_SPOTLIGHT if coop else type(self).spotlight
        self.read_endgame(obs)
        return super().act(obs, legal)

    def read_endgame(self, obs: dict[str, Any]) -> None:
        """Note my cards and the rivals' when two or three seats are left, each holding
        cards (no Co-op partners)."""
        live = [s for s in range(obs["num_seats"]) if not obs["out"][s]]
        sizes = obs["hand_sizes"]
        self.duel_cards = None
        self.three_cards = None
        rivals = [x for x in live if x != self.seat and sizes[x] > 0]
        if len(live) == 3 and len(rivals) == 2 and sizes[self.seat] > 0 \
                and not self.friends(obs):
            self.three_seats = (rivals[0], rivals[1])
            self.three_cards = (sizes[self.seat], sizes[rivals[0]], sizes[rivals[1]])
        if len(live) == 2 and self.seat in live:
            rival = next(s for s in live if s != self.seat)
            if rival not in self.friends(obs):
                self.duel_cards = (sizes[self.seat], sizes[rival])

    TEAM_POINT = 0.4      # a point, in cards, with a Co-op partner
    TEAM_SPOTLIGHT = 0.0  # minding a lead, with a Co-op partner

    def engine_value(self, obs, r: Reading, action: str, deals) -> float:
        """What an action whose row names a rule of its own (an alternate card, a
        variant's action) is worth if nobody answers it: played through the engine in a
        few dealt worlds and scored by what changed, as ``effect_value`` scores the
        plain rows, plus the shelter it buys (who may no longer aim at me) and the
        fuses it leaves burning."""
        me = self.seat
        glare = self.glare(obs)
        teams = obs.get("teams")
        total, k = 0.0, 0
        for deal in deals[:self.worlds]:
            g = rebuild(obs, deal, self.rng)
            sizes0, points0 = [len(h) for h in g.hands], list(g.points)
            hand0 = hand_value(self.hand(obs), points0[me])
            shelter0 = self.shelter(g)
            play_turn(g, me, action, choose=self.sim_choice)
            sizes, points = [len(h) for h in g.hands], list(g.points)
            v = (points[me] - points0[me] + owed(g, me)) * self.POINT
            v -= (sizes0[me] - sizes[me]) * self.card_cost(sizes0[me])
            v += self.engine_hand * (
                hand_value([rank(c) for c in g.hands[me]], points[me]) - hand0)
            for s in range(r.n):
                if s == me:
                    continue
                lost = sizes0[s] - sizes[s] + sum(
                    1 for m in g.front if m["kind"] == "slow" and m["seat"] == s)
                v += lost * self.rival_loss(r, s)
                gained = (points[s] - points0[s]) * self.POINT
                v += gained * self.partner_share if s in self.team_mates \
                    else -gained / self.rivals(r)
            v += self.shelter_worth * (self.shelter(g) - shelter0)
            if g.phase == TURN and g.actor == me and not g.is_terminal():
                v += self.second_action
            if glare:
                v -= glare * (self.exposure(r, sizes, points, g.team)
                              - self.exposure(r, sizes0, points0, teams))
            total += v
            k += 1
        return total / max(1, k)

    PROBE = ActionSpec("probe", "", target=True, discard=True)

    def shelter(self, g) -> int:
        """How many rivals may not aim a strike at me (a Wall, an alliance, a team)."""
        me = self.seat
        return sum(1 for s in g.live() if s != me and g.guard(s, me, self.PROBE) is not None)

    def sim_choice(self, g, seat: int, legal: list[str]) -> str:
        """What a seat does in a simulated turn where it must choose: keeps its best
        cards, pays rather than lose one, draws no further."""
        hand = [rank(c) for c in g.hands[seat]]
        verb = parse(legal[0]).verb
        if verb in ("lose", "survive", "buyout"):
            pick = spell("lose", card_to_lose(hand, g.points[seat]))
            return pick if pick in legal else legal[0]
        if verb == "return" and GIVE not in parse(legal[0]).args:
            back = sorted(cards_to_return(hand, g.chain.returns, g.points[seat]),
                          key=RANKS.index)
            pick = spell("return", *back)
            return pick if pick in legal else legal[0]
        for pick in ("pay", "stop"):
            if pick in legal:
                return pick
        return legal[0]

    def turn_value(self, obs, r: Reading, action: str, deals) -> float:
        m = parse(action)
        name = m.args[0] if m.verb == "claim" else m.verb
        spec = obs["actions"][name]
        target = m.args[-1] if spec["target"] else None
        me = self.seat
        if by_engine(spec):
            go = self.engine_value(obs, r, action, deals)
        else:
            go = self.effect_value(r, spec, target)
            glare = self.glare(obs)
            if glare:
                go -= glare * (self.exposure(r, *self.after(r, spec, target))
                               - self.exposure(r, r.sizes, r.points, r.obs.get("teams")))
        fail = 0.0
        card = spec["claim"] or spec.get("denies")
        if spec["claim"] is not None:
            truth = spec["claim"] in r.hand
        else:  # a game action; a denial is true while I hold no such card
            truth = not (card and card in r.hand)
        total = 0.0
        for deal in deals:
            p_clear = 1.0
            v = 0.0
            if card is not None:
                for i in range(1, r.n):
                    o = (me + i) % r.n
                    if o not in deal or o in self.team_mates:
                        continue  # a partner never calls me out
                    q = (self.challenge_chance(r, o, card, deal[o], target) if spec["claim"]
                         else r.habits[o].challenge_rate())
                    first = p_clear * q
                    p_clear *= 1.0 - q
                    if truth:  # the challenger pays, and the action goes on
                        v += first * (self.rival_loss(r, o)
                                      + self.counter_stage(obs, r, spec, target, deal, go))
                    else:
                        v += first * (fail - self.card_cost(r.sizes[me]))
            v += p_clear * self.counter_stage(obs, r, spec, target, deal, go)
            total += v
        return total / len(deals)

    def counter_stage(self, obs, r: Reading, spec, target, deal, go: float) -> float:
        if not spec["counters"]:
            return go
        me = self.seat
        if spec["counter_by"] == "target":
            who = [target] if target is not None else []
        else:
            # a block is a claim: only a seat holding cards makes one (not a zombie)
            who = [(me + i) % r.n for i in range(1, r.n)
                   if deal.get((me + i) % r.n) and (me + i) % r.n not in self.team_mates]
        paid = -spec["cost"] * self.POINT
        total, p_clear = 0.0, 1.0
        for o in who:
            hand = deal.get(o, [])
            held = [c for c in spec["counters"] if c in hand]
            if held:
                p = self.block_held
            elif spec["discard"] and spec["counter_by"] == "target":
                p = self.block_last if r.sizes[o] == 1 else self.block_desperate
            else:
                p = self.block_bluff_any
            first = p_clear * p
            p_clear *= 1.0 - p
            card = held[0] if held else spec["counters"][0]
            if self.doubts_counter(r, o, card, go):
                if held:
                    total += first * (paid - self.card_cost(r.sizes[me]))
                else:
                    total += first * (self.rival_loss(r, o) + go)
            else:
                total += first * paid
        return total + p_clear * go

    def doubts_counter(self, r: Reading, o: int, card: str, go: float) -> bool:
        """Would I challenge seat ``o``'s counter claiming ``card``? (From the reading.)"""
        if r.impossible(card):
            return True
        p = r.p_holds(o, card)
        right = self.rival_loss(r, o) + max(go, 0.0)
        wrong = self.card_cost(r.sizes[self.seat])
        return (1 - p) * right > p * wrong

    # ----- answering others ----------------------------------------------------------------
    def threat(self, r: Reading, spec: dict, actor: int, target: int | None) -> float:
        """What another seat's action costs me if it goes through (negative: helps me)."""
        me = self.seat
        rivals = self.rivals(r)
        if actor in self.team_mates:
            return -self.effect_value(r, spec, target) * self.partner_share  # ours too
        v = spec["gain"] * self.POINT / rivals
        if spec["steal"] and target is not None:
            got = min(spec["steal"], r.points[target])
            v += got * self.POINT * (1.0 if target == me else 1 / rivals)
        if spec["discard"] and target is not None:
            if target == me:
                if any(c in r.hand for c in spec["counters"]):
                    v += self.self_block
                else:
                    v += min(self.card_cost(r.sizes[me]), self.bluff_block_cost(r, spec, actor))
            else:
                v -= self.rival_loss(r, target) * self.bystander_gain
        return v

    def bluff_block_cost(self, r: Reading, spec: dict, actor: int) -> float:
        """Expected cost of facing an action aimed at me by bluffing a counter to it."""
        card = max(spec["counters"], key=lambda x: r.unseen[x])
        q = self.counter_challenged(r, card, actor)
        cost = self.card_cost(r.sizes[self.seat])
        loss_if_caught = self.card_cost(r.sizes[self.seat], 2) if spec["discard"] else cost
        return q * loss_if_caught

    def counter_challenged(self, r: Reading, card: str, actor: int) -> float:
        clear = 1.0
        for o in r.live:
            if o == self.seat:
                continue
            rate = r.habits[o].duel_rate() if r.duel else \
                r.habits[o].challenge_rate("blocked" if o == actor else "bystander")
            if r.unseen[card] <= 1:
                rate *= self.scarce_call
            clear *= 1.0 - min(self.sure_call, rate)
        return 1.0 - clear

    def on_challenge(self, obs, legal, r) -> str:
        chain = obs["chain"]
        claim = chain["claim"]
        c = claim["seat"]
        if self.surely_false(r, claim):
            return "challenge"
        p = self.claim_truth(r, claim)
        if p < self.bar_lethal and self.lethal(obs, r):
            return "challenge"  # let stand, it loses me the race (Medium's rule)
        spec = obs["actions"][chain["action"]]
        actor, target = chain["actor"], chain["target"]
        me = self.seat
        if claim["role"] == "action":
            stake = self.threat(r, spec, actor, target)
            if target == me and spec["discard"] and not any(x in r.hand for x in
                                                            spec["counters"]):
                # wrong: I lose a card now and the strike may take the other
                wrong = self.card_cost(r.sizes[me], min(2, r.sizes[me]))
            else:
                wrong = self.card_cost(r.sizes[me])
        else:
            # a counter: if it stands, the action it blocks does not happen
            if actor == me:
                stake = self.effect_value(r, spec, target) + spec["cost"] * self.POINT
            else:
                stake = -self.threat(r, spec, actor, target)
            wrong = self.card_cost(r.sizes[me])
        right = self.rival_loss(r, c) + stake
        others = 1.0
        for o in r.live:
            if o not in (me, c):
                others *= 1.0 - self.others_call * r.habits[o].challenge_rate()
        # someone else may take the risk for me: my challenge adds only when they would not
        # in Co-op a partner doubts the same claims and may call it instead, and every
        # card lost is the team's: calls want a wider margin (measured by tournament)
        # (but not with the pile dry: waiting then brings the team no points)
        margin = self.margin + (self.team_margin if self.team_mates and not self.dry(obs)
                                else 0.0)
        return "challenge" if others * (1 - p) * right > p * wrong + margin else "pass"

    def on_counter(self, obs, legal, r) -> str:
        chain = obs["chain"]
        spec = obs["actions"][chain["action"]]
        for c in spec["counters"]:
            if c in r.hand:
                return spell("counter", c)
        me, actor, target = self.seat, chain["actor"], chain["target"]
        if target != me:
            return "pass"
        card = max(spec["counters"], key=lambda x: r.unseen[x])
        q = self.counter_challenged(r, card, actor)
        effect = self.threat(r, spec, actor, target) if not spec["discard"] else \
            self.card_cost(r.sizes[me])
        caught = self.card_cost(r.sizes[me]) + (effect if r.sizes[me] > 1 else 0.0)
        if spec["discard"] and r.sizes[me] > 1:
            caught = self.card_cost(r.sizes[me], 2)  # one for the bluff, one to the strike
        return spell("counter", card) if q * caught < effect else "pass"
