"""The gauntlet: NotCoup players with one strong habit each, written to test the
real bots, not to be good. A bot that only beats its own kind hides weaknesses; each
of these pushes on one:

* **honest** never bluffs, never blocks without the card, and challenges only a
  claim it can count to be impossible;
* **bluffer** claims whatever pays best whether it holds it or not, and bluffs
  blocks freely;
* **challenger** calls most claims it is shown;
* **credulous** never challenges anything;
* **blind** reads nothing: no counting, no memory of the log; it plays its own
  cards and bluffs and challenges at fixed rates;
* **blocker** counters every action it may counter, bluffing the counter card when
  it lacks it (the contest bot's wall), and otherwise plays plainly;
* **late bluffer** tells the truth while the deck is unknown, then claims Kings freely
  once cards lie face up and a bluff is harder to count.

They take part in tournaments and tests (``coyotes-table tournament notcoup
--seats hard,bluffer,bluffer,bluffer``); the app's seat menu does not offer them.
"""

from __future__ import annotations

from game.notcoup.bots import MediumBot, NotCoupBot, lost_cards
from game.notcoup.notation import parse, spell


class Style(MediumBot):
    """What the styles built on Medium share: Medium's play as it was when the gauntlet
    was written. A habit Medium learns later is not handed to the opponents it is
    measured against (each such habit is switched off here)."""

    # Medium's duel (issue 30): no wider challenges with two left, no call of a claim
    # because it would win the race, no attack on a wall
    bar_duel = 0.0
    bar_lethal = 0.0
    duel_attacks = False


class HonestBot(Style):
    kind = "honest"

    def on_turn(self, obs, legal, reading) -> str:
        hand = self.hand(obs)
        pts = obs["points"][self.seat]
        if obs["forced"][self.seat] or pts >= 7:
            return self.strike_target(obs, legal, "fu", reading)
        if "joker" in hand and self.open_targets(obs, legal, "joker", reading):
            return self.strike_target(obs, legal, "joker", reading)
        if "king" in hand:
            return "claim king"
        if "jack" in hand and self.open_targets(obs, legal, "jack", reading):
            rich = max(self.open_targets(obs, legal, "jack", reading),
                       key=lambda t: obs["points"][t])
            if obs["points"][rich] >= 2:
                return spell("claim", "jack", rich)
        if "ace" in hand and len(set(hand)) < len(hand):
            return "claim ace"
        honest = [a for a in legal if (obs["actions"].get(parse(a).verb) or {}).get(
            "denies") not in hand]  # it denies nothing it holds
        return self.plain_choice(obs, honest or legal, reading)

    def on_challenge(self, obs, legal, reading) -> str:
        return "challenge" if self.surely_false(reading, obs["chain"]["claim"]) else "pass"

    def on_counter(self, obs, legal, reading) -> str:
        spec = obs["actions"][obs["chain"]["action"]]
        for c in spec["counters"]:
            if c in self.hand(obs):
                return spell("counter", c)
        return "pass"


class BlufferBot(Style):
    kind = "bluffer"
    challenge_bar = 0.2
    # how it spreads its turns, as set when the gauntlet was written (rules of thumb)
    joker_rate = 0.6      # a Joker, whenever it has a target
    king_share = 0.55     # then a King on this share of turns ...
    jack_share = 0.8      # ... a Jack up to this share ...
    ace_share = 0.9       # ... an Ace up to this one, and a game action on the rest
    block_rate = 0.3      # a bluffed block of an action aimed at someone else

    def on_turn(self, obs, legal, reading) -> str:
        pts = obs["points"][self.seat]
        if obs["forced"][self.seat] or pts >= 7:
            return self.strike_target(obs, legal, "fu", reading)
        if self.targets(legal, "joker") and self.rng.random() < self.joker_rate:
            return self.strike_target(obs, legal, "joker", reading)
        roll = self.rng.random()
        if roll < self.king_share:
            return "claim king"
        if roll < self.jack_share and self.targets(legal, "jack"):
            rich = max(self.targets(legal, "jack"), key=lambda t: obs["points"][t])
            return spell("claim", "jack", rich)
        if roll < self.ace_share:
            return "claim ace"
        return self.plain_choice(obs, legal, reading)

    def on_counter(self, obs, legal, reading) -> str:
        spec = obs["actions"][obs["chain"]["action"]]
        for c in spec["counters"]:
            if c in self.hand(obs):
                return spell("counter", c)
        if obs["chain"]["target"] == self.seat or self.rng.random() < self.block_rate:
            return spell("counter", spec["counters"][0])
        return "pass"


class ChallengerBot(Style):
    kind = "challenger"
    believed = 0.9        # it lets a claim this likely pass (a rule of thumb, as below)
    call_rate = 0.7       # and challenges the rest this often

    def on_challenge(self, obs, legal, reading) -> str:
        claim = obs["chain"]["claim"]
        if self.claim_truth(reading, claim) > self.believed:
            return "pass"
        return "challenge" if self.rng.random() < self.call_rate else "pass"


class CredulousBot(Style):
    kind = "credulous"

    def on_challenge(self, obs, legal, reading) -> str:
        return "pass"


class BlindBot(NotCoupBot):
    kind = "blind"
    reads = False
    # its fixed rates, as set when the gauntlet was written (rules of thumb)
    true_rate = 0.7       # a claim of a card it holds
    bluff_rate = 0.3      # any claim
    call_rate = 0.2       # a challenge
    block_rate = 0.25     # a bluffed block

    def on_turn(self, obs, legal, reading) -> str:
        hand = self.hand(obs)
        strikes = [a for a in legal if parse(a).verb == "fu"]  # none while nobody is in reach
        if strikes and (obs["forced"][self.seat] or obs["points"][self.seat] >= 7):
            return self.rng.choice(strikes)
        claims = [a for a in legal if parse(a).verb == "claim"]
        true = [a for a in claims if parse(a).args[0] in hand]
        if true and self.rng.random() < self.true_rate:
            return self.rng.choice(true)
        if claims and self.rng.random() < self.bluff_rate:
            return self.rng.choice(claims)
        plain = [a for a in legal if (s := obs["actions"].get(parse(a).verb))
                 and not (s["target"] or s["exchange"])]  # the game actions it can see pay
        return self.rng.choice(plain or legal)

    def on_challenge(self, obs, legal, reading) -> str:
        return "challenge" if self.rng.random() < self.call_rate else "pass"

    def on_counter(self, obs, legal, reading) -> str:
        spec = obs["actions"][obs["chain"]["action"]]
        for c in spec["counters"]:
            if c in self.hand(obs):
                return spell("counter", c)
        return spell("counter", spec["counters"][0]) if self.rng.random() < self.block_rate \
            else "pass"


class BlockerBot(Style):
    """A wall: every action it may counter, it counters, with the card when it holds
    one and as a bluff when it does not (the counter likeliest to be in its hand by
    what it can count). Its own turns and challenges are Medium's plain play."""

    kind = "blocker"

    def on_counter(self, obs, legal, reading) -> str:
        counters = [parse(a).arg for a in legal if parse(a).verb == "counter"]
        if not counters:
            return "pass"
        held = [c for c in counters if c in self.hand(obs)]
        return spell("counter", held[0] if held else max(
            counters, key=lambda c: reading.unseen[c]))

    def on_round(self, obs, legal, reading) -> str:
        if obs["round"]["kind"] == "counter":  # each victim blocks for itself: so does it
            return next((a for a in legal if parse(a).verb == "counter"), "pass")
        return super().on_round(obs, legal, reading)


class LateBlufferBot(HonestBot):
    """Honest while the deck is unknown; once ``late_after`` cards lie face up it
    claims a King on any turn that has nothing better (a Joker to play, a F.U. to
    pay for), holding one or not."""

    kind = "late-bluffer"
    late_after = 2        # cards lost before it starts to bluff (a rule of thumb)

    def on_turn(self, obs, legal, reading) -> str:
        late = lost_cards(obs) >= self.late_after
        pts = obs["points"][self.seat]
        if not late or obs["forced"][self.seat] or pts >= 7 or "claim king" not in legal \
                or obs["pile"] == 0 or "joker" in self.hand(obs):
            return super().on_turn(obs, legal, reading)
        return "claim king"


STYLES = {b.kind: b for b in (HonestBot, BlufferBot, ChallengerBot, CredulousBot, BlindBot,
                              BlockerBot, LateBlufferBot)}

GAUNTLET = tuple(STYLES)
"""The styles a bot meets in the gauntlet, three of a kind at a time."""
