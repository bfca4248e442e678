"""Three Card Coyote's bots: Easy, Medium and Hard, each seeing only its observation.

What each strength does, in a player's words:

* **Easy** heads for the likeliest places and searches when it holds a high card,
  picks up what it finds, and now and then loses the thread and wanders or waits.
  It throws chips only to save a claim.
* **Medium** keeps notes: it crosses places and objects off as Coyote's whispers
  and clues come in (Clue-style), asks town folk for facts when its cards are low,
  spends high cards on searches and fooling, buys or fools a carried Key or Lantern
  out of its keeper, and throws chips on a search or a ritual that matters. It
  meets an unseen card only with a King or better. In the Showdown it fights
  whoever holds what it needs and, with a gun or ranged magic, shoots down a rival a
  place away who carries it (one who shoots back, only with a raise it cannot meet);
  shot at, it cowers only on its last legs, since a shot takes nothing. It reasons
  from Coyote's half-true rumours and believes a rival's rumour only when that rival
  has searched where it could know.
* **Hard** also reads the other players: a rival who searched a place and then
  picked something up there makes that object a suspect, and one who walked away
  from a place makes its objects less likely. It prefers reach and a searching power
  in the draft, and a pair with a power that backs a fist fight (it wins the Showdown's
  fights by raising), keeps a chip back for the ritual, and attacks only with a Queen or
  better.
  It bluffs: carrying a real Key or Lantern, it picks up a look-alike too, so nobody
  can tell which is real, except when it has no gun and a rival has one (the guns
  hunt whoever carries the most candidates); unarmed and two hits from out, it meets a
  shot with a chip. In the Showdown it does not walk into a broken ritual: with
  a rival beside it who has fought it this round and could stop the ritual, it waits
  for a clean moment, and attacked on the round's last beat on its last legs it
  cowers rather than be knocked out. With a card to spare it spreads a rumour it
  knows is false, about a place it has searched, so that it sounds true. It keeps
  what it carries the way chips decide fights between players (``showdown_plan.py``):
  a raised attack on its Key and Lantern meets a chip of its own (on half of the pair,
  before the round's last beat, it cowers and keeps the chip for the pair), it throws
  no chip where one would only stall or only wound, carrying the pair it keeps out of the
  reach of rivals who hold chips, and when the posse is likeliest to come for it, it
  picks up a decoy after the pair for the posse to take.
"""


from __future__ import annotations

import functools
from collections import deque
from typing import Any

from game.bots import Bot
from game.three_card_coyote import cards as C
from game.three_card_coyote import notation as N
from game.three_card_coyote import rumour_sense, showdown_plan
from game.three_card_coyote.folk import THINGS
from game.three_card_coyote.notation import Shape, card_of, card_word
from game.three_card_coyote.roles import (
    CUNNING,
    GOSSIP,
    LAWFUL,
    POWERS,
    RANGED,
    ROLES,
    SCHOLAR,
    lasting,
)
from game.three_card_coyote.town import GRID, distance, neighbours

PLACES = [p for row in GRID for p in row]

# how each strength ranks the roles in the draft (first = most wanted)
DRAFT_TASTE = {
    "easy": ("thor", "zeus", "cowboy", "ranger"),
    "medium": ("zeus", "chuck", "kukulcan", "teacher", "merchant", "cowboy"),
    "hard": ("zeus", "kukulcan", "cowboy", "ranger", "cthulhu", "thor", "teacher", "atlas"),
}

# What each strength does, in a player's words: shown beside the seat's choice in set-up.
STRENGTHS = {
    "easy": "Heads for likely places and searches when it has a high card; sometimes "
            "wanders.",
    "medium": "Crosses off places as clues come in, buys or tricks secrets out of town "
              "folk, hunts in the Showdown.",
    "hard": "Also reads what the others search and pick up, bluffs a pickup, and waits "
            "for a clean moment at the Door.",
}


def backs_a_fist(role: str) -> bool:
    """Whether a chip of ``role``'s may back a fist fight (a made-up role, whose powers
    are picked at the table, counts as one that may)."""
    known = ROLES.get(role)
    return known is None or any("fight" in POWERS[p].backs for p in known.powers)


def first_step(src: str, dst: str, moves: list[str]) -> str | None:
    """Of the places a Move may reach now, the one closest to ``dst``."""
    if not moves:
        return None
    return min(moves, key=lambda p: (distance(p, dst), p))


def play(shape: Shape, card: str) -> str:
    """The notation of ``shape`` carried by ``card`` ("Q-hearts")."""
    return str(N.Play(shape, card_word(card)))


def _carried(action: str) -> Shape | None:
    """The shape a card carries in ``action`` (None for a raise, a fold or an answer)."""
    m = N.parse(action)
    return m.shape if isinstance(m, N.Play) else None


@functools.lru_cache(maxsize=8192)  # asked of every legal action on most beats
def _verb(action: str) -> str | None:
    """The verb of a beat carried by a card (None for anything else)."""
    shape = _carried(action)
    return shape.verb if shape else None


def _raised(action: str) -> Shape | None:
    """The shape a chip is raised for in ``action`` (None for anything else)."""
    m = N.parse(action)
    return m.shape if isinstance(m, N.Raise) else None


def bfs(src: str) -> dict[str, int]:
    seen = {src: 0}
    q = deque([src])
    while q:
        p = q.popleft()
        for n in neighbours(p):
            if n not in seen:
                seen[n] = seen[p] + 1
                q.append(n)
    return seen


class CoyoteBot(Bot):
    """The shared play; strengths differ in what they notice and risk."""

    kind = "easy"
    uses_clues = False     # asks town folk for facts
    reads_others = False   # treats others' pickups and failed rituals as evidence
    chips_for_search = False
    hunts = False          # in the Showdown, shoots down a rival a place away who holds a secret
    BOLD = 13  # the card worth meeting an unseen card with (a King or better)
    DIST = 0.6  # how much a step away lowers a place's worth as the next search
    STRIKE = 10  # the card worth attacking a rival with
    RITUAL_CHIPS = 0  # chips never thrown in a fight, kept for the unlock and the claim
    careful = False  # one wound from the end, it risks no card in a fight
    PREY = 0.5  # how sure it must be that a rival carries a secret before shooting it
    COVER_CARD = 10  # the card worth diving behind when a hit would cost much (a shot
    #                  is made with a 10 or better by Medium and Hard)
    weighs_rumours = False  # reasons from the town's rumours (rumour_sense.py)
    RUMOUR_TRUST = 2.0  # how much a rumour its teller could know raises an object's weight

    # ----- reading the observation ----------------------------------------------------------
    def me(self, obs) -> dict:
        return obs["characters"][self.seat]

    def effects(self, obs) -> set[str]:
        return lasting(self.me(obs)["powers"])

    @staticmethod
    def where(obs, thing: str) -> tuple[str, Any, str]:
        for s, ch in enumerate(obs["characters"]):
            if thing in ch["holds"]:
                return "seat", s, ch["place"]
        for f, st in obs["folk"].items():
            if thing in st["holds"]:
                return "folk", f, st["place"]
        return "ground", None, obs["lying"].get(thing, THINGS[thing].place)

    def candidates(self, obs) -> dict[str, list[str]]:
        kn = {k: list(v) for k, v in obs["knowledge"].items()}
        self._read_rituals(obs, kn)
        if self.weighs_rumours:
            rumour_sense.deduce(obs, kn)
        return kn

    def _read_rituals(self, obs, kn) -> None:
        """A failed ritual with a single object of one kind clears the pair it tried when
        the other kind and the place are known to this bot."""
        for r in obs["failed_rituals"]:
            keys = [t for t in r["things"] if THINGS[t].kind == "key"]
            lamps = [t for t in r["things"] if THINGS[t].kind == "lantern"]
            door_known = kn["door"] == [r["place"]]
            if door_known and len(kn["lantern"]) == 1 and kn["lantern"][0] in lamps:
                kn["key"] = [t for t in kn["key"] if t not in keys] or kn["key"]
            if door_known and len(kn["key"]) == 1 and kn["key"][0] in keys:
                kn["lantern"] = [t for t in kn["lantern"] if t not in lamps] or kn["lantern"]
            if len(kn["key"]) == 1 and kn["key"][0] in keys and len(kn["lantern"]) == 1 \
                    and kn["lantern"][0] in lamps:
                kn["door"] = [p for p in kn["door"] if p != r["place"]] or kn["door"]

    def suspects(self, obs, kn) -> dict[str, float]:
        """A weight per candidate object: 1, more for one others seem to want."""
        w = {t: 1.0 for k in ("key", "lantern") for t in kn[k]}
        if self.weighs_rumours:
            rumour_sense.weigh(obs, self.seat, w, self.RUMOUR_TRUST)
        if not self.reads_others:
            return w
        chars = obs["characters"]
        for x in obs.get("searches", ()):
            o, place = x["seat"], x["place"]
            if o == self.seat or not x["ok"]:
                continue
            for t in w:
                if THINGS[t].place != place:
                    continue
                if t in chars[o]["holds"]:
                    w[t] *= self.TOOK   # searched there, then picked it up
                elif obs["lying"].get(t) == place and chars[o]["place"] != place:
                    w[t] *= self.LEFT   # searched there and walked away from it
        for o, ch in enumerate(chars):
            if o != self.seat:
                for t in ch["holds"]:
                    if t in w:
                        w[t] *= self.HELD
        return w

    def search_value(self, obs, kn, place: str, weights: dict[str, float]) -> float:
        """The chance a search at ``place`` settles something this bot does not know."""
        v = 0.0
        if len(kn["door"]) > 1 and place in kn["door"]:
            v += 1 / len(kn["door"])
        for kind in ("key", "lantern"):
            if len(kn[kind]) > 1:
                total = sum(weights[t] for t in kn[kind])
                here = sum(weights[t] for t in kn[kind] if self.where(obs, t)[2] == place)
                v += here / total
        return v

    # ----- choosing --------------------------------------------------------------------------
    def act(self, obs, legal: list[str]) -> str:
        if len(legal) == 1:
            return legal[0]
        first = N.parse(legal[0])
        if isinstance(first, N.Pick):
            return self.pick(obs, legal)
        if isinstance(first, N.Name):
            return self.rng.choice(legal)
        window = obs.get("window")
        if window and window["kind"] == "seize":
            return self.seize(obs, legal)
        if window and self.seat in window["seats"]:
            return self.answer(obs, legal, window)
        choice = self.turn(obs, legal)
        return choice if choice in legal else self.fallback(obs, legal)

    def pick(self, obs, legal: list[str]) -> str:
        taste = DRAFT_TASTE.get(self.kind, ())
        # a preference, not a rule: liked roles are three times as likely (with the roles
        # in balance, ruling 89, every strength plays every role, and its table shows it)
        weights = [3 if N.parse(a).role in taste else 1 for a in legal]
        return self.rng.choices(legal, weights)[0]

    def seize(self, obs, legal) -> str:
        kn = self.candidates(obs)
        for a in legal:
            t = N.parse(a).thing
            if t is not None and any(t in kn[k] for k in ("key", "lantern")):
                return a
        return legal[0]

    def answer(self, obs, legal, window) -> str:
        kind = window["kind"]
        shape = N.shape(window["action"])
        answers = [(a, N.parse(a)) for a in legal]
        if kind == "oppose":
            aimed = shape.target == self.seat
            me = self.me(obs)
            worth = shape.verb in ("unlock", "claim") or (
                aimed and self.kind != "easy"
                and (bool(me["holds"]) or me["wounds"] >= me["max_wounds"] - 1))
            ops = [a for a, m in answers if isinstance(m, N.Oppose)]
            return ops[0] if worth and ops else str(N.Allow())
        me = self.me(obs)
        cards = sorted((card_of(m.card) for _, m in answers
                        if isinstance(m, N.Answer) and m.card), key=C.card_key)
        best = cards[-1] if cards else None
        raise_ = self._answer_raise(answers)
        if kind == "cover":
            return self.cover(obs, legal, best, raise_)
        if kind == "interrupt":  # the actor's card is face down: a high card or a chip
            if window["chip"]:
                return raise_ or str(N.Allow())
            if best and C.value(best) >= self.BOLD:
                return str(N.Answer("interrupt", card=card_word(best)))
            return raise_ or str(N.Allow())
        # defend: the attacker's card is face down too
        stake = bool(me["holds"]) or me["wounds"] >= me["max_wounds"] - 1
        pair = self._holds_pair(obs) and me["wounds"] < me["max_wounds"] - 1
        if pair:
            stake = False  # cowering folds the round, and with it the claim
        # from a fist fight, cowering yields a thing (ruling 90): worth it only on the
        # last legs, when a lost fight would knock it out and drop everything; a shot
        # takes nothing (ruling 63), so only the last legs are worth a round
        flee = me["wounds"] >= me["max_wounds"] - 1 or (
            window["chip"] and stake and shape.verb != "shoot")
        cower, fate = str(N.Cower()), str(N.Answer("defend"))
        defend = str(N.Answer("defend", card=card_word(best))) if best else None
        if window["chip"]:
            if raise_ and stake and self.kind != "easy":
                return raise_
            return cower if flee and cower in legal else (defend or legal[0])
        last_legs = self.careful and me["wounds"] >= me["max_wounds"] - 1
        if best and C.value(best) >= self.BOLD and not last_legs:
            return defend
        if raise_ and (stake or pair) and self.kind != "easy":
            return raise_
        if flee and cower in legal:
            return cower
        if defend:
            return defend
        return fate if fate in legal else legal[0]

    def cover(self, obs, legal, best: str | None, raise_: str | None) -> str:
        """Shot at without a gun: Coyote's card is free, a card of its own costs a beat
        and a chip costs a chip, so it pays only when a hit would knock it out or cost
        what it carries; Easy always leaves it to Coyote."""
        me = self.me(obs)
        if self.kind == "easy":
            return legal[0]
        last_legs = me["wounds"] >= me["max_wounds"] - 1
        if last_legs and raise_:
            return raise_
        if best and C.value(best) >= (self.COVER_CARD if last_legs or me["holds"]
                                      else self.BOLD):
            return str(N.Answer("defend", card=card_word(best)))
        return legal[0]

    @staticmethod
    def _answer_raise(answers: list[tuple[str, N.Action]]) -> str | None:
        """The first answer that throws a chip with a power (a defence or interruption)."""
        return next((a for a, m in answers if isinstance(m, N.Answer) and m.power), None)

    @staticmethod
    def _card(action: str) -> str:
        """The card a beat is carried by."""
        return card_of(N.parse(action).card)

    def fallback(self, obs, legal: list[str]) -> str:
        passes = [a for a in legal if _verb(a) == "pass"]
        if passes:
            return min(passes, key=lambda a: C.card_key(self._card(a)))
        return legal[0]

    # ----- a turn ---------------------------------------------------------------------------
    def turn(self, obs, legal: list[str]) -> str:
        me = self.me(obs)
        here = me["place"]
        hand = sorted(obs["unplayed"], key=C.card_key)
        low = hand[0]
        high = [c for c in hand if C.value(c) >= 8]
        fx = self.effects(obs)
        kn = self.candidates(obs)
        weights = self.suspects(obs, kn)
        legal_set = set(legal)
        raises: dict[Shape, str] = {}  # the first raise of each shape, read when asked

        def with_low(shape: Shape) -> str | None:
            a = play(shape, low)
            return a if a in legal_set else None

        def with_high(shape: Shape) -> str | None:
            cards = hand if (shape.verb == "search" and SCHOLAR in fx) else high
            for c in cards:
                a = play(shape, c)
                if a in legal_set:
                    return a
            return None

        def raised(shape: Shape) -> str | None:
            if not raises:  # read the list once, the first time a raise is wanted
                for a in legal:
                    raises.setdefault(_raised(a), a)  # (None: the actions raising nothing)
            return raises.get(shape)

        known = {k: kn[k][0] for k in ("key", "lantern") if len(kn[k]) == 1}
        door = kn["door"][0] if len(kn["door"]) == 1 else None
        mine = set(me["holds"])
        have_both = known.get("key") in mine and known.get("lantern") in mine

        # 0. the Showdown: shoot down a rival who carries what is needed and cannot shoot back
        if self.hunts and obs["showdown"] and RANGED in fx and not have_both:
            shot = self._gunfight(obs, legal, kn, weights, hand, mine)
            if shot:
                return shot
        # 1. the ritual
        if have_both and any(_verb(a) == "claim" for a in legal):
            if self._threatened(obs) and me["chips"]:
                r = raised(Shape("claim"))
                if r:
                    return r
            return play(Shape("claim"), hand[-1])
        if have_both and door is None and here in kn["door"] and self.kind != "easy":
            a = play(Shape("unlock"), low)  # the ritual tests the place with any card
            if a in legal_set:
                return a
        if have_both and door == here:
            if self._threatened(obs) and me["chips"] and self.kind != "easy":
                r = raised(Shape("unlock"))
                if r:
                    return r
            a = play(Shape("unlock"), hand[-1])
            if a in legal_set:
                return a
        # 2. fetch a known Key or Lantern
        for kind in ("key", "lantern"):
            thing = known.get(kind)
            if not thing or thing in mine:
                continue
            holder_kind, holder, place = self.where(obs, thing)
            if place == here:
                got = self._get_here(obs, legal_set, thing, holder_kind, holder, hand, high,
                                     fx, raised, with_low)
                if got:
                    return got
        # 3. search where it pays
        value_here = self.search_value(obs, kn, here, weights)

        if value_here > 0:
            a = with_high(Shape("search"))
            if a:
                return a
            if self.chips_for_search and me["chips"] > self.chip_reserve(obs) \
                    and value_here >= 0.2:
                r = raised(Shape("search"))
                if r:
                    return r
        # 4. ask the town for a fact when the cards are low
        if self.uses_clues and not high and any(len(kn[k]) > 1 for k in kn):
            for f in sorted(obs["folk"]):
                a = with_low(Shape("talk", f, "learn"))
                if a:
                    return a
        # 5. go where the next step is
        target = self._target(obs, kn, weights, have_both, door, known, mine)
        if target and target != here:
            go = self._go(here, target, legal, hand, high)
            if go:
                return go
        # 6. mend a wound while the cards allow (a healer only)
        if me["wounds"] and obs["showdown"] and self.kind != "easy":
            a = with_high(Shape("heal", self.seat))
            if a:
                return a
        # 7. the Showdown: take from a rival what it holds
        if obs["showdown"] and self.kind != "easy":
            hit = self._strike(obs, legal, kn, hand)
            if hit:
                return hit
        if self.kind == "hard" and GOSSIP in fx:
            for f in sorted(obs["folk"]):
                a = with_low(Shape("talk", f, "learn"))
                if a:
                    return a
        if self.uses_clues and any(len(kn[k]) > 1 for k in kn):
            for f in sorted(obs["folk"]):
                a = with_low(Shape("talk", f, "learn"))
                if a:
                    return a
        if obs["mood"] >= 3 and self.kind != "easy":
            for f in sorted(obs["folk"]):
                a = with_low(Shape("talk", f, "calm"))
                if a:
                    return a
        return self.fallback(obs, legal)

    def _go(self, here: str, target: str, legal: list[str], hand: list[str],
            high: list[str]) -> str | None:
        """A Move towards ``target`` with the lowest card; a rider gallops two places
        (8 or better) with its lowest high card when it holds another for a search."""
        plays = [m for m in map(N.parse, legal) if isinstance(m, N.Play)
                 and m.shape.verb == "move"]
        carriers = [hand[0]] + ([high[0]] if len(high) > 1 and high[0] != hand[0] else [])
        for c in reversed(carriers):  # the gallop first, when it gains a step
            word = card_word(c)
            step = first_step(here, target, [m.shape.target for m in plays if m.card == word])
            if step and distance(step, target) < distance(here, target) - (
                    c != hand[0]):
                return play(Shape("move", step), c)
        return None

    def spare_chips(self, obs) -> int:
        """Chips this bot will throw in a fight: all of them, unless it keeps some back
        for the ritual (``RITUAL_CHIPS``)."""
        return max(0, self.me(obs)["chips"] - self.RITUAL_CHIPS)

    def chip_reserve(self, obs) -> int:
        """Chips kept back for the ritual: none alone (nobody can oppose), two with rivals."""
        return 0 if len(obs["characters"]) == 1 else 2

    def _get_here(self, obs, legal_set, thing, holder_kind, holder, hand, high, fx,
                  raised, with_low) -> str | None:
        if holder_kind == "seat":  # only in the Showdown: fight for it
            if self.spare_chips(obs) and self.kind != "easy":
                r = raised(Shape("fight", holder))
                if r:
                    return r
            if self._last_legs(obs):
                return None
            a = play(Shape("fight", holder), hand[-1])
            if a in legal_set and C.value(hand[-1]) >= self.STRIKE:
                return a
            return None
        if holder_kind == "ground":
            return with_low(Shape("take", thing))
        if holder_kind == "folk":
            a = with_low(Shape("talk", holder, "buy", thing))
            if a:
                return a
            fool = Shape("talk", holder, "fool", thing)
            if CUNNING in fx:
                a = with_low(fool)
                if a:
                    return a
            for c in high:
                a = play(fool, c)
                if a in legal_set:
                    return a
            if self.kind != "easy":
                r = raised(fool) or raised(Shape("take", thing))
                if r and self.me(obs)["chips"] > 1:
                    return r
            big = [c for c in hand if C.value(c) >= 11]
            if big and self.kind != "easy":
                a = play(Shape("fight", holder), big[-1])
                if a in legal_set:
                    return a
        return None

    def _holds_pair(self, obs) -> bool:
        """Whether it carries the Key and the Lantern it believes real."""
        kn = self.candidates(obs)
        mine = set(self.me(obs)["holds"])
        return all(len(kn[k]) == 1 and kn[k][0] in mine for k in ("key", "lantern"))

    def _threatened(self, obs) -> bool:
        """Whether a ritual now could be broken: someone fighting this seat this round,
        or a town person here at odds with it."""
        me = self.me(obs)
        if any(not obs["characters"][t]["out"] for t in me["fighting"]):
            return True
        return any(st["place"] == me["place"] and not st["down"] and self.seat in st["hostile"]
                   for st in obs["folk"].values())

    def _target(self, obs, kn, weights, have_both, door, known, mine) -> str | None:
        here = self.me(obs)["place"]
        if have_both and door:
            return door
        if have_both and obs["unlocked"]:
            return obs["unlocked"]
        wants = []
        for kind in ("key", "lantern"):
            thing = known.get(kind)
            if thing and thing not in mine:
                hk, holder, place = self.where(obs, thing)
                if hk != "seat" or obs["showdown"]:
                    wants.append(place)
        if wants:
            return min(wants, key=lambda p: distance(here, p))
        dist = bfs(here)
        best, score = None, 0.0
        for p in PLACES:
            v = self.search_value(obs, kn, p, weights)
            if v <= 0:
                continue
            s = v / (1 + self.DIST * dist[p])
            if s > score:
                best, score = p, s
        if best is None and have_both is False and door and known:
            return door
        return best

    def _prey(self, obs, kn, weights, mine) -> int | None:
        """The rival most likely to carry a real Key or Lantern this bot still lacks."""
        best, score = None, self.PREY
        for kind in ("key", "lantern"):
            if any(t in mine for t in kn[kind]) and len(kn[kind]) == 1:
                continue
            total = sum(weights.get(t, 0) for t in kn[kind]) or 1
            for o, ch in enumerate(obs["characters"]):
                if o == self.seat or ch["out"]:
                    continue
                p = sum(weights.get(t, 0) for t in ch["holds"] if t in kn[kind]) / total
                if p > score:
                    best, score = o, p
        return best

    def _gunfight(self, obs, legal, kn, weights, hand, mine) -> str | None:
        """A shot at the rival a place away that carries what it needs. Beside it, fists
        can take the thing (ruling 63) where a bullet only wounds, so it walks up and
        fights instead; a rival who shoots back it shoots only with a raise the rival has
        no chip left to meet."""
        prey = self._prey(obs, kn, weights, mine)
        if prey is None:
            return None
        them = obs["characters"][prey]
        armed = RANGED in lasting(them["powers"])
        if them["place"] == self.me(obs)["place"] or (armed and them["chips"]):
            return None
        if self.spare_chips(obs):
            for a in legal:
                if _raised(a) == Shape("shoot", prey):
                    return a
        if armed:
            return None
        top = hand[-1]
        a = play(Shape("shoot", prey), top)
        if a in legal and C.value(top) >= self.STRIKE:
            return a
        return None

    def _last_legs(self, obs) -> bool:
        """One wound from being knocked out, and careful about it."""
        me = self.me(obs)
        return self.careful and me["wounds"] >= me["max_wounds"] - 1

    def _strike(self, obs, legal, kn, hand) -> str | None:
        if self._last_legs(obs):
            return None
        # only for a thing it is sure of and lacks: a brawl over every look-alike keeps
        # the whole table fighting until midnight, and nobody claims
        mine = set(self.me(obs)["holds"])
        wanted = {kn[k][0] for k in ("key", "lantern") if len(kn[k]) == 1} - mine
        best = None
        for a in legal:
            shape = _carried(a)
            if shape is None or shape.verb not in ("fight", "shoot") \
                    or not isinstance(shape.target, int):
                continue
            t = shape.target
            if not wanted & set(obs["characters"][t]["holds"]):
                continue
            card = self._card(a)
            if C.value(card) >= self.STRIKE and (best is None or C.card_key(card) > C.card_key(
                    self._card(best))):
                best = a
        return best


class EasyBot(CoyoteBot):
    kind = "easy"
    DAWDLE = 0.3  # how often it loses the thread and just wanders or waits

    def turn(self, obs, legal: list[str]) -> str:
        if self.rng.random() < self.DAWDLE:
            idle = [a for a in legal if _verb(a) in ("move", "pass")]
            if idle:
                return self.rng.choice(idle)
        return super().turn(obs, legal)


class MediumBot(CoyoteBot):
    kind = "medium"
    uses_clues = True
    chips_for_search = True
    hunts = True
    weighs_rumours = True


class HardBot(MediumBot):
    kind = "hard"
    reads_others = True
    TOOK, LEFT, HELD = 20.0, 0.2, 3.0
    RESERVE = 1
    hunts = True
    STRIKE = 12
    RITUAL_CHIPS = 2
    careful = True
    PREY = 0.5
    RUMOUR_TRUST = 1.5  # it bluffs, so it expects bluffs

    def chip_reserve(self, obs) -> int:
        return 0 if len(obs["characters"]) == 1 else self.RESERVE

    FIST_SHY = 0.1  # how much less it wants a pick that leaves its pair no fist to raise

    def pick(self, obs, legal: list[str]) -> str:
        """Hard takes the Showdown's things in fist fights won by a raise, so it wants a
        pair with a power that backs one (Kukulcan alone among the deities has none, and
        half the humans): a pick that completes a pair without one is rarely made, and a
        first pick that could leave it without one (fewer roles of the other kind free to
        mend it than there are seats) is made less often. As Kukulcan it won 39% without
        such a power and 56% with one."""
        taste = DRAFT_TASTE[self.kind]
        me = self.me(obs)
        have = me["deity"] or me["human"]
        roles = [N.parse(a).role for a in legal]
        weights = []
        for role in roles:
            w = 3.0 if role in taste else 1.0
            if not backs_a_fist(role):
                if have is not None:
                    mend = backs_a_fist(have)
                else:
                    kind = ROLES[role].kind
                    mend = sum(1 for r in roles if r in ROLES and ROLES[r].kind != kind
                               and backs_a_fist(r)) >= len(obs["characters"])
                if not mend:
                    w *= self.FIST_SHY
            weights.append(w)
        return self.rng.choices(legal, weights)[0]

    # ----- the ritual under threat -----------------------------------------------------------
    HAND_ODDS = 0.7  # how sure it must be that its three cards win, to let them settle a stalemate
    BLUFF = True  # carrying a real Key or Lantern, picks up a look-alike to cover it

    def turn(self, obs, legal: list[str]) -> str:
        if self._ritual_unwise(obs):
            legal = [a for a in legal if not self._is_ritual(a)] or legal
        if obs["showdown"]:
            sure = obs["beat"] == 3 and self.hand_odds(obs) >= self.HAND_ODDS
            closing = showdown_plan.closers(obs, self.seat, self.candidates(obs))
            legal = [a for a in legal
                     if not showdown_plan.stalled(obs, N.parse(a), sure, closing)
                     and not showdown_plan.idle_shot(obs, N.parse(a))] or legal
        choice = super().turn(obs, legal)
        if self._bluffs(obs) and _verb(choice) in ("pass", "talk"):
            choice = self._bluff(obs, legal) or choice
        if self.BLUFF and _verb(choice) == "pass":  # a card with nothing to do misleads
            choice = rumour_sense.mislead(obs, self.seat, self.candidates(obs), legal) or choice
        if obs["showdown"]:
            choice = self._keep_clear(obs, legal, choice)
            if not self._is_ritual(choice):
                choice = self._decoy(obs, legal) or choice
        return choice

    def _bluffs(self, obs) -> bool:
        """Whether a look-alike picked up covers it. A rival's gun hunts whoever carries
        the most candidates, so unarmed among guns it carries no more than it needs: it
        could only take the wounds."""
        if not self.BLUFF:
            return False
        return RANGED in self.effects(obs) or not any(
            RANGED in lasting(ch["powers"]) for o, ch in enumerate(obs["characters"])
            if o != self.seat and not ch["out"])

    def _decoy(self, obs, legal: list[str]) -> str | None:
        """The posse takes the object picked up last (ruling 70). On the round's last
        beat, with the pair in hand, the town stirred and the most heat at the table, it
        picks up anything lying here after the real ones, for the posse to take instead."""
        me = self.me(obs)
        alive = [ch for ch in obs["characters"] if not ch["out"]]
        if obs["beat"] != 3 or obs["mood"] < 2 or not me["heat"] \
                or me["heat"] < max(ch["heat"] for ch in alive) \
                or LAWFUL in self.effects(obs) or not self._holds_pair(obs):
            return None
        kn = self.candidates(obs)
        if me["holds"][-1] not in (kn["key"] + kn["lantern"]):
            return None
        takes = [x for x in legal if _verb(x) == "take"
                 and obs["lying"].get(_carried(x).target) == me["place"]]
        return min(takes, key=lambda x: C.card_key(self._card(x))) if takes else None

    def _keep_clear(self, obs, legal: list[str], choice: str) -> str:
        """Carrying the Key and the Lantern it believes real, it does not end an action
        within a rival's reach when a step elsewhere helps it (``showdown_plan.shelter``);
        a ritual or an attack goes ahead."""
        if not self._holds_pair(obs):
            return choice
        kn = self.candidates(obs)
        m = N.parse(choice)
        shape = m.shape if isinstance(m, N.Play | N.Raise) else None
        if shape is None or shape.verb in ("unlock", "claim", "fight", "shoot"):
            return choice
        here = self.me(obs)["place"]
        lands = shape.target if shape.verb == "move" else here
        if not showdown_plan.threats(obs, self.seat, lands):
            return choice
        door = kn["door"][0] if len(kn["door"]) == 1 else None
        return showdown_plan.shelter(obs, self.seat, legal, door or lands) or choice

    def _bluff(self, obs, legal: list[str]) -> str | None:
        """A pickup that proves nothing: with the real Key (or Lantern) in its pocket, it
        also picks up a look-alike lying here. Watchers cannot tell which is real, and a
        rival who beats it in a fight may seize the wrong one."""
        kn = self.candidates(obs)
        me = self.me(obs)
        for kind in ("key", "lantern"):
            real = kn[kind][0] if len(kn[kind]) == 1 else None
            if real not in me["holds"]:
                continue
            if sum(THINGS[t].kind == kind for t in me["holds"]) > 1:
                continue  # one look-alike is cover enough
            for thing, place in sorted(obs["lying"].items()):
                if place == me["place"] and THINGS[thing].kind == kind:
                    takes = [x for x in legal if _carried(x) == Shape("take", thing)]
                    if takes:  # the lowest card: a pickup needs no more
                        return min(takes, key=lambda x: C.card_key(self._card(x)))
        return None

    @staticmethod
    def _is_ritual(action: str) -> bool:
        shape = _carried(action) or _raised(action)
        return shape is not None and shape.verb in ("unlock", "claim")

    def _in_reach(self, obs, o: int) -> bool:
        me, ch = self.me(obs), obs["characters"][o]
        if ch["out"] or ch["folded"]:
            return False
        return ch["place"] == me["place"] or (
            RANGED in lasting(ch["powers"]) and distance(ch["place"], me["place"]) <= 1)

    def _ritual_unwise(self, obs) -> bool:
        """Whether a ritual now would only be broken: it waits for a cleaner moment rather
        than be wounded (and, on its last legs, knocked out and robbed)."""
        if not obs["showdown"] or not self._threatened(obs):
            return False
        me = self.me(obs)
        chars = obs["characters"]
        rivals = [o for o in range(len(chars)) if o != self.seat and self._in_reach(obs, o)]
        if me["chips"]:
            if not any(chars[o]["chips"] for o in rivals):
                return False  # a raise nobody can meet goes through
            if obs["beat"] == 3:  # chip meets chip: the three-card hands decide
                return self.hand_odds(obs) < self.HAND_ODDS
            return True  # chip meets chip on beats 1-2: a stalemate that only burns the chips
        fighters = [o for o in me["fighting"] if o in rivals]
        return any(chars[o]["chips"] for o in fighters) or self._last_legs(obs)

    def hand_odds(self, obs, samples: int = 200) -> float:
        """How often its three cards beat three drawn from the cards it cannot see."""
        mine = obs["hand"]
        if len(mine) != 3:
            return 0.0
        key = C.hand_key(mine)
        rest = [c for c in C.deck() if c not in mine]
        wins = sum(C.hand_key(self.rng.sample(rest, 3)) < key for _ in range(samples))
        return wins / samples

    def answer(self, obs, legal, window) -> str:
        if window["kind"] == "defend":
            guard = self._guard(obs, legal, window)
            if guard:
                return guard
        if window["kind"] == "oppose" and N.shape(window["action"]) == Shape("shoot", self.seat) \
                and not self._last_legs(obs) and not self._hunted(obs):
            return str(N.Allow())  # a shot takes nothing: the chip is kept for a fist fight
        if window["kind"] == "defend" and obs["beat"] == 3 and "cower" in legal:
            if self._last_legs(obs):  # the round is nearly over: cowering costs a card
                #                       and a thing, a knock-out everything
                raise_ = self._answer_raise([(a, N.parse(a)) for a in legal])
                if raise_ and window["chip"] and self.hand_odds(obs) >= self.HAND_ODDS:
                    return raise_
                return "cower"
        return super().answer(obs, legal, window)

    def _hunted(self, obs) -> bool:
        """Unarmed and two hits from the end: it cannot shoot back, so the shots keep
        coming while it carries anything, and the chip is worth more against the next
        one than kept for a fist fight it may not live to see."""
        me = self.me(obs)
        return RANGED not in self.effects(obs) and me["wounds"] >= me["max_wounds"] - 2

    def _holds_real(self, obs) -> bool:
        """Whether it carries a Key or a Lantern it believes real."""
        kn = self.candidates(obs)
        real = {kn[k][0] for k in ("key", "lantern") if len(kn[k]) == 1}
        return bool(real & set(self.me(obs)["holds"]))

    def _guard(self, obs, legal, window) -> str | None:
        """Attacked while carrying a Key or Lantern it believes real: a raised attack
        beats any card and a cower hands the thing over (ruling 90), so a chip of its
        own is the only answer that keeps it (a stalemate, or the hands on the last
        beat). Against a card an Ace cannot lose, and saves the chip.

        Carrying only half of the pair, it spends no chip on it before the last beat:
        a stalemate there only burns both chips and heats the town, and the half draws
        the next raise, and the next (every rival wants it). It cowers and lets the
        half go, keeping its chips for the fight over the pair, where chips decide
        (measured over 2,000 games against three Medium: 39.6% won before, 49.5% after)."""
        if not self._holds_real(obs):
            return None
        answers = [(a, N.parse(a)) for a in legal]
        cower = str(N.Cower())
        if window["chip"] and obs["beat"] < 3 and cower in legal \
                and not self._holds_pair(obs) and not self._last_legs(obs):
            return cower
        if not window["chip"]:
            aces = [a for a, m in answers if isinstance(m, N.Answer) and m.card
                    and C.value(card_of(m.card)) == 14]
            if aces:
                return aces[0]
        raise_ = self._answer_raise(answers)
        if raise_ is None:
            return None
        if obs["beat"] == 3 and window["chip"] and self._last_legs(obs) \
                and self.hand_odds(obs) < self.HAND_ODDS:
            return None  # the hands would decide, and a loss knocks it out: it cowers
        return raise_

