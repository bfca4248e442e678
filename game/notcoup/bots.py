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
  it the game.
* **Hard** searches the reaction chain. For each action it could take it deals the
  others' hands many times from its reading, plays out who might challenge, who
  might counter and whether it would challenge that counter, with each seat's
  challenge habits learnt from the log, and scores where each line ends. It bluffs
  when and as often as those scores say, mixing close choices so its play cannot be
  read from one pattern; its challenges and counters weigh what is at stake against
  the chance the claim is true.
"""

from __future__ import annotations

import math
import random
from itertools import combinations
from typing import Any

from game.bots import Bot
from game.core import move
from game.notcoup.belief import Reading
from game.notcoup.cards import rank

# What a card is worth in hand: what it lets a seat do without bluffing.
VALUE = {"joker": 5.0, "king": 4.2, "queen": 3.3, "jack": 2.6, "ace": 2.3}


def hand_value(hand: list[str], points: int = 0) -> float:
    """A hand's worth; a second copy of a card adds less than a first."""
    seen: set[str] = set()
    total = 0.0
    for r in sorted(hand, key=lambda r: -VALUE[r]):
        v = VALUE[r]
        if r == "joker" and points < 3:
            v -= 0.8  # no Joker without the 3 points to pay for it
        total += v * (0.55 if r in seen else 1.0)
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
    for keep in set(combinations(sorted(hand), len(hand) - count)):
        v = hand_value(list(keep), points)
        if best is None or v > best[0]:
            best = (v, keep)
    back = list(hand)
    for r in best[1]:
        back.remove(r)
    return back


def seat_value(cards: int, points: int) -> float:
    """How strong a seat's position is: its cards first, its points as the means to
    take cards from others (3 buys a Joker, 7 a F.U.)."""
    if cards <= 0:
        return 0.0
    return (1.0 + 0.9 * (cards - 1) + 0.06 * min(points, 12)
            + (0.15 if points >= 3 else 0.0) + (0.3 if points >= 7 else 0.0))


class NotCoupBot(Bot):
    """Shared plumbing: read the observation, answer each phase."""

    kind = "notcoup"
    reads = True

    def act(self, obs: dict[str, Any], legal: list[str]) -> str:
        if len(legal) == 1:
            return legal[0]
        reading = Reading(obs) if self.reads else None
        phase = obs["phase"]
        choice = getattr(self, f"on_{phase}")(obs, legal, reading)
        return choice if choice in legal else legal[0]

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
            m = move(a)
            if m.verb == "claim" and m.args[0] == name or m.verb == name:
                out.append(m.args[-1])
        return out

    def on_prove(self, obs, legal, reading) -> str:
        card = obs["chain"]["claim"]["card"]
        return f"reveal {card}" if f"reveal {card}" in legal else "admit"

    def on_lose(self, obs, legal, reading) -> str:
        return f"lose {card_to_lose(self.hand(obs), obs['points'][self.seat])}"

    def on_exchange(self, obs, legal, reading) -> str:
        back = cards_to_return(self.hand(obs), obs["chain"]["returns"],
                               obs["points"][self.seat])
        wanted = sorted(back)
        for a in legal:
            if sorted(move(a).args) == wanted:
                return a
        return legal[0]

    def strike_target(self, obs: dict[str, Any], legal: list[str], name: str,
                      reading: Reading | None) -> str:
        """Whom to make lose a card: the strongest, preferring one who cannot block."""
        ts = self.targets(legal, name)
        counters = obs["actions"][name]["counters"]

        def score(t: int) -> tuple:
            blocked = reading.p_holds_any(t, counters) if reading and counters else 0.0
            return (seat_value(obs["hand_sizes"][t], obs["points"][t]) * (1 - blocked),
                    self.rng.random())
        t = max(ts, key=score)
        return next(a for a in legal if move(a).args and move(a).args[-1] == t
                    and (move(a).verb == name or move(a).args[0] == name))


class MediumBot(NotCoupBot):
    """Rules of thumb over a reading of the table."""

    kind = "medium"
    bluff = 0.22          # how often it bluffs a King when it holds nothing useful
    challenge_bar = 0.28  # challenge a claim whose chance of being true is below this

    def on_turn(self, obs, legal, reading) -> str:
        me = self.seat
        hand = self.hand(obs)
        pts = obs["points"][me]
        if any(move(a).verb == "fu" for a in legal) and (obs["forced"][me] or pts >= 7):
            return self.strike_target(obs, legal, "fu", reading)
        if "joker" in hand and self.targets(legal, "joker"):
            return self.strike_target(obs, legal, "joker", reading)
        if "king" in hand:
            return "claim king"
        if "jack" in hand:
            jack = self.jack_target(obs, legal, reading)
            if jack:
                return jack
        if "ace" in hand and (len(set(hand)) < len(hand) or not set(hand) & {"king", "joker"}):
            if self.rng.random() < 0.5:
                return "claim ace"
        if self.rng.random() < self.bluff:
            return "claim king"
        kings = max((reading.p_holds(o, "king") for o in self.others(obs)), default=0)
        return "more-income" if kings < 0.45 else "income"

    def jack_target(self, obs, legal, reading) -> str | None:
        best = None
        for t in self.targets(legal, "jack"):
            gain = min(2, obs["points"][t])
            if gain == 0:
                continue
            safe = 1 - reading.p_holds_any(t, ("jack", "ace"))
            score = gain * safe
            if best is None or score > best[0]:
                best = (score, t)
        return f"claim jack {best[1]}" if best and best[0] > 0.6 else None

    def on_challenge(self, obs, legal, reading) -> str:
        claim = obs["chain"]["claim"]
        c, card = claim["seat"], claim["card"]
        if reading.impossible(card):
            return "challenge"
        p = reading.p_holds(c, card)
        chain = obs["chain"]
        mine = obs["hand_sizes"][self.seat]
        bar = self.challenge_bar
        aimed = chain["target"] == self.seat and claim["role"] == "action"
        if aimed:
            counters = obs["actions"][chain["action"]]["counters"]
            if any(x in self.hand(obs) for x in counters):
                return "pass"  # block it instead: no risk
            bar += 0.12
        if claim["role"] == "counter" and chain["actor"] == self.seat:
            bar += 0.08
        if mine == 1:
            bar -= 0.15
        return "challenge" if p < bar else "pass"

    def on_counter(self, obs, legal, reading) -> str:
        chain = obs["chain"]
        spec = obs["actions"][chain["action"]]
        hand = self.hand(obs)
        for c in spec["counters"]:
            if c in hand:
                return f"counter {c}"
        if chain["target"] != self.seat:
            return "pass"
        if spec["cost"] and obs["hand_sizes"][self.seat] == 1:
            return f"counter {spec['counters'][0]}"  # nothing left to lose
        if spec["cost"] and self.rng.random() < 0.3:
            return f"counter {spec['counters'][0]}"
        return "pass"


class EasyBot(MediumBot):
    """Plausible but careless: no counting, whims, forgotten chances."""

    kind = "easy"
    reads = False

    def on_turn(self, obs, legal, reading) -> str:
        hand = self.hand(obs)
        pts = obs["points"][self.seat]
        if obs["forced"][self.seat]:
            return self.rng.choice(legal)
        if pts >= 7 and self.rng.random() < 0.5:
            return self.strike_target(obs, legal, "fu", None)
        if "joker" in hand and self.targets(legal, "joker") and self.rng.random() < 0.7:
            return self.rng.choice([a for a in legal if move(a).args[:1] == ("joker",)])
        if "king" in hand and self.rng.random() < 0.8:
            return "claim king"
        if "jack" in hand and self.rng.random() < 0.6:
            return self.rng.choice([a for a in legal if move(a).args[:1] == ("jack",)])
        if self.rng.random() < 0.12:
            return self.rng.choice([a for a in legal if move(a).verb == "claim"])
        return self.rng.choice(["income", "income", "more-income"])

    def on_challenge(self, obs, legal, reading) -> str:
        return "challenge" if self.rng.random() < 0.12 else "pass"

    def on_counter(self, obs, legal, reading) -> str:
        spec = obs["actions"][obs["chain"]["action"]]
        hand = self.hand(obs)
        for c in spec["counters"]:
            if c in hand and self.rng.random() < 0.85:
                return f"counter {c}"
        return "pass"

    def on_lose(self, obs, legal, reading) -> str:
        if self.rng.random() < 0.35:
            return self.rng.choice(legal)
        return super().on_lose(obs, legal, reading)

    def on_exchange(self, obs, legal, reading) -> str:
        return self.rng.choice(legal)


class HardBot(NotCoupBot):
    """Searches the reaction chain over deals drawn from its reading."""

    kind = "hard"
    samples = 24
    temperature = 0.035   # how close two choices must be before it mixes them

    # ----- the position after a line of play ----------------------------------------------
    def score(self, cards: list[int], pts: list[int]) -> float:
        me = self.seat
        rivals = [s for s in range(len(cards)) if s != me]
        return seat_value(cards[me], pts[me]) - sum(
            seat_value(cards[s], pts[s]) for s in rivals) / max(1, len(rivals))

    @staticmethod
    def lose(cards: list[int], pts: list[int], s: int, pile: list[int]) -> None:
        if cards[s] > 0:
            cards[s] -= 1
            if cards[s] == 0:
                pile[0] += pts[s]
                pts[s] = 0

    def challenge_chance(self, r: Reading, o: int, card: str, hand: list[str],
                         target: int | None, truth: bool) -> float:
        """How likely seat ``o`` (holding ``hand`` in this deal) challenges my claim."""
        held = hand.count(card)
        lost = sum(1 for x in r.obs["lost"] for c in x if rank(c) == card)
        if r.totals[card] - lost - held <= 0:
            return 0.97  # it can count that the claim is a lie
        q = r.habits[o].challenge_rate() * (1.0 + 0.7 * held)
        if o == target:
            q *= 1.6
        return min(0.95, q)

    # ----- my turn: every action, scored over sampled deals -----------------------------------
    def on_turn(self, obs, legal, reading) -> str:
        deals = [reading.sample(self.rng) for _ in range(self.samples)]
        scored = []
        for a in legal:
            v = sum(self.line_value(obs, reading, a, d) for d in deals) / len(deals)
            scored.append((v, a))
        best = max(v for v, _ in scored)
        weights = [math.exp((v - best) / self.temperature) for v, _ in scored]
        return self.rng.choices([a for _, a in scored], weights=weights)[0]

    def line_value(self, obs, r: Reading, action: str, deal: dict[int, list[str]]) -> float:
        me = self.seat
        m = move(action)
        name = m.args[0] if m.verb == "claim" else m.verb
        spec = obs["actions"][name]
        target = m.args[-1] if spec["target"] else None
        cards, pts, pile = list(r.sizes), list(r.points), [obs["pile"]]
        pts[me] -= spec["cost"]
        pile[0] += spec["cost"]
        if spec["claim"] is None:
            return self.after_claim(obs, r, name, target, deal, cards, pts, pile)
        truth = spec["claim"] in r.hand
        total, remaining = 0.0, 1.0
        order = [(me + i) % r.n for i in range(1, r.n)]
        for o in order:
            if o not in deal or cards[o] == 0:
                continue
            q = self.challenge_chance(r, o, spec["claim"], deal[o], target, truth)
            first = remaining * q
            remaining *= 1.0 - q
            c2, p2, pl2 = list(cards), list(pts), list(pile)
            if truth:
                self.lose(c2, p2, o, pl2)
                total += first * self.after_claim(obs, r, name, target, deal, c2, p2, pl2)
            else:
                self.lose(c2, p2, me, pl2)
                p2[me] += spec["cost"]  # refunded: the bluff never happened
                total += first * self.score(c2, p2)
        total += remaining * self.after_claim(obs, r, name, target, deal, cards, pts, pile)
        return total

    def after_claim(self, obs, r, name, target, deal, cards, pts, pile) -> float:
        """The counter window, then the resolution."""
        spec = obs["actions"][name]
        me = self.seat
        if not spec["counters"] or cards[me] == 0:
            return self.resolve(spec, target, cards, pts, pile)
        if spec["counter_by"] == "target":
            who = [target] if target is not None and cards[target] > 0 else []
        else:
            who = [(me + i) % r.n for i in range(1, r.n) if cards[(me + i) % r.n] > 0]
        total, remaining = 0.0, 1.0
        for o in who:
            hand = deal.get(o, [])
            held = [c for c in spec["counters"] if c in hand]
            if held:
                p = 0.9
            elif spec["cost"] and spec["counter_by"] == "target":
                p = 0.85 if cards[o] == 1 else 0.3
            else:
                p = 0.08
            first = remaining * p
            remaining *= 1.0 - p
            card = held[0] if held else spec["counters"][0]
            if self.would_challenge_counter(obs, r, o, card, spec):
                c2, p2, pl2 = list(cards), list(pts), list(pile)
                if held:
                    self.lose(c2, p2, me, pl2)
                    total += first * self.score(c2, p2)
                else:
                    self.lose(c2, p2, o, pl2)
                    total += first * self.resolve(spec, target, c2, p2, pl2)
            else:
                total += first * self.score(cards, pts)
        return total + remaining * self.resolve(spec, target, cards, pts, pile)

    def resolve(self, spec, target, cards, pts, pile) -> float:
        """Score the position once the action has happened."""
        me = self.seat
        cards, pts, pile = list(cards), list(pts), list(pile)
        take = min(spec["gain"], pile[0])
        pts[me] += take
        pile[0] -= take
        if spec["steal"] and target is not None:
            got = min(spec["steal"], pts[target])
            pts[target] -= got
            pts[me] += got
        if spec["discard"] and target is not None:
            self.lose(cards, pts, target, pile)
        return self.score(cards, pts) + (0.08 if spec["exchange"] else 0.0)

    def would_challenge_counter(self, obs, r: Reading, o: int, card: str, spec) -> bool:
        """My own answer to a counter, decided from the reading (not the deal)."""
        if r.impossible(card):
            return True
        p = r.p_holds(o, card)
        bar = 0.3 if spec["cost"] else 0.22
        if obs["hand_sizes"][self.seat] == 1:
            bar -= 0.12
        return p < bar

    # ----- answering others --------------------------------------------------------------------
    def on_challenge(self, obs, legal, r) -> str:
        chain = obs["chain"]
        claim = chain["claim"]
        c, card = claim["seat"], claim["card"]
        if r.impossible(card):
            return "challenge"
        p = r.p_holds(c, card)
        spec = obs["actions"][chain["action"]]
        me = self.seat
        cards, pts, pile = list(r.sizes), list(r.points), [obs["pile"]]
        actor, target = chain["actor"], chain["target"]
        hand = r.hand

        def resolved() -> tuple[list[int], list[int], list[int]]:
            c2, p2, pl2 = list(cards), list(pts), list(pile)
            if target == me and any(x in hand for x in spec["counters"]):
                return c2, p2, pl2  # I would block it with a card I hold
            g = min(spec["steal"], p2[target]) if target is not None else 0
            gain = min(spec["gain"], pl2[0])
            p2[actor] += gain + g
            pl2[0] -= gain
            if target is not None:
                p2[target] -= g
            if spec["discard"] and target is not None:
                self.lose(c2, p2, target, pl2)
            return c2, p2, pl2

        if claim["role"] == "action":
            go = resolved()
            fail = (list(cards), list(pts), list(pile))
            fail[1][actor] += chain["paid"]
        else:
            go = (list(cards), list(pts), list(pile))       # the counter stands: blocked
            fail = resolved()
        # challenge: right -> the claimant loses a card and its claim fails; wrong -> I lose one
        gc, gp, gpl = [list(x) for x in go]
        self.lose(gc, gp, me, gpl)
        fc, fp, fpl = [list(x) for x in fail]
        self.lose(fc, fp, c, fpl)
        ev_challenge = p * self.score(gc, gp) + (1 - p) * self.score(fc, fp)
        others = 1.0
        for o in r.live:
            if o not in (me, c):
                others *= 1.0 - r.habits[o].challenge_rate() * 0.6
        ev_pass = others * self.score(go[0], go[1]) + (1 - others) * (
            p * self.score(go[0], go[1]) + (1 - p) * self.score(fc, fp))
        return "challenge" if ev_challenge > ev_pass + 0.01 else "pass"

    def on_counter(self, obs, legal, r) -> str:
        chain = obs["chain"]
        spec = obs["actions"][chain["action"]]
        hand = r.hand
        for c in spec["counters"]:
            if c in hand:
                return f"counter {c}"
        me, actor, target = self.seat, chain["actor"], chain["target"]
        if target != me and spec["counter_by"] != "anyone":
            return "pass"
        cards, pts, pile = list(r.sizes), list(r.points), [obs["pile"]]
        # the card to bluff: the one the others can least rule out
        card = max(spec["counters"], key=lambda x: r.unseen[x])
        q = 1.0
        for o in r.live:
            if o == me:
                continue
            rate = r.habits[o].challenge_rate() * (1.6 if o == actor else 1.0)
            q *= 1.0 - min(0.95, rate * (1.0 + 0.5 * (r.unseen[card] <= 1)))
        q = 1.0 - q

        def resolved(c2, p2, pl2):
            g = min(spec["steal"], p2[target]) if target is not None else 0
            gain = min(spec["gain"], pl2[0])
            p2[actor] += gain + g
            pl2[0] -= gain
            if target is not None:
                p2[target] -= g
            if spec["discard"] and target is not None:
                self.lose(c2, p2, target, pl2)
            return self.score(c2, p2)

        ev_pass = resolved(list(cards), list(pts), list(pile))
        c2, p2, pl2 = list(cards), list(pts), list(pile)
        self.lose(c2, p2, me, pl2)
        ev_bluff = q * resolved(c2, p2, pl2) + (1 - q) * self.score(cards, pts)
        return f"counter {card}" if ev_bluff > ev_pass + 0.005 else "pass"
