"""NotCoup's rules: claims, counters and challenges on the 18-card deck.

A turn is one action from the action table (``game.notcoup.actions``). The engine
owns the whole reaction chain as a small state machine:

    declare -> challenge window -> (reveal | admit) -> losses
            -> counter window -> challenge window on the counter -> (reveal | admit)
            -> losses -> resolution (gain, steal, discard, exchange) -> losses -> next turn

Windows are simultaneous: every seat that may answer is asked at once and the
answers stay sealed until the last one is in, so no one can wait to see what the
others do. When several seats challenge (or counter) the same claim, the first of
them clockwise from the claimant (or the actor) is the one that counts. Every
ruling is written, with its reason, in ``game/rulings/notcoup.md``.

Notation (the engine's canonical forms, typed in ``notation.py``; ``parse`` also takes
letters and a few spoken forms, see ``notation.read``):

    income | more-income | fu 2 | claim king | claim jack 2 | claim ace | claim joker 2
    challenge | pass | counter queen | reveal king | admit | lose ace | return king queen
    redraw | buyout                      (Shuffle Time and Buyout variants)
    switch 2 | steal                     (Snake Nest and Heist variants)
    set king gambler | claim king marked | survive jack | pay | discard | give 2 |
    draw | stop | return king give queen (Transformer, see ``transformer.py``)
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations
from typing import Any

from game.core import Event, Game, Observation, quoted
from game.notation import StrictNotation
from game.notcoup import events
from game.notcoup.actions import BASE_ACTIONS, FORCED_AT, REDRAW, STEAL, SWITCH, ActionSpec
from game.notcoup.alternates import TYPES, spec_for
from game.notcoup.cards import (
    POINTS_IN_PACK,
    RANKS,
    TITLES,
    deck,
    rank,
    rank_key,
    with_article,
)
from game.notcoup.chain import Block, Chain, Choice, Claim, Next, Round
from game.notcoup.effects import GRAVEROBBER, SLOW, SURVIVOR, Effect, effect_of
from game.notcoup.notation import MARKED, Action, format, parse, read
from game.notcoup.phases import (
    CHALLENGE,
    CHOOSE,
    COUNTER,
    DRAFT,
    EXCHANGE,
    LOSE,
    OVER,
    PROVE,
    ROUND,
    TURN,
)
from game.notcoup.transformer import TransformerRules

HAND = 2
START_POINTS = 2
BUYOUT = 5  # Buyout: what a lost challenge costs instead of a card
TEAM_NAMES = ("Red", "Black")  # Teams: the colour of the card each seat drew
ORDER = ("income", "more-income", "fu", "king", "queen", "jack", "ace", "joker")
"""The action table's order (a Queen action exists only with a Transformer Queen)."""


class NotCoup(StrictNotation, TransformerRules, Game):
    game_id = "notcoup"
    EVENT_TYPES = events.EVENT_TYPES  # every event it emits: events.py

    # ----- set-up ----------------------------------------------------------------------
    def _setup(self) -> None:
        """Deal two cards and two points each; the rest of the deck is the stock and the
        rest of the pack's counters the pile. ``stack`` (tests) gives the hands, the
        stock (top card last) and optionally the first player and points."""
        n = self.num_seats
        o = self.options
        st = self.stack or {}
        self.team_mode: str = o.get("teams", "off")
        # Heist: the paying actions whose points go to the bank (none: no Heist)
        self.crimes: tuple[str, ...] = tuple(o.get("heist") or ())
        self.extras: tuple[ActionSpec, ...] = (
            ((REDRAW,) if o.get("shuffle_time") else ())
            + ((SWITCH,) if self.team_mode == "snake" else ())
            + ((STEAL,) if self.crimes else ()))
        # names only: the notation stays "fu" so logs and saves read one way
        self.plain_names: bool = o.get("fu_name") == "discard"
        # Transformer: each card type's action, chosen at set-up or drafted in play
        self.transformer: str = o.get("transformer", "off")
        if "chosen" in st:
            self.chosen: dict[str, str] = dict(st["chosen"])
        elif self.transformer == "fixed":
            self.chosen = {t: o.get(f"{t}_action", "original") for t in TYPES}
        elif self.transformer == "draft":
            self.chosen = {}
        else:
            self.chosen = dict.fromkeys(TYPES, "original")
        self._build_actions()
        if "hands" in st:
            self.hands = [list(h) for h in st["hands"]]
            self.deck = list(st.get("deck", []))
        else:
            cards = deck(per_rank=3 if o.get("short_deck") else 4,
                         jokers=4 if o.get("square_jokers") else 2)
            self.rng.shuffle(cards)
            self.hands = [[cards.pop() for _ in range(HAND)] for _ in range(n)]
            self.deck = cards
        self.lost: list[list[str]] = [[] for _ in range(n)]
        every = self.deck + [c for h in self.hands for c in h]
        self.ranks = {r: sum(1 for c in every if rank(c) == r) for r in RANKS}
        self.actor: int = st["first"] if "first" in st else self.rng.randrange(n)
        start = 1 if o.get("slow_start", "off") != "off" else START_POINTS
        points = [start] * n
        if o.get("slow_start") == "first-less":
            points[self.actor] -= 1  # the stronger form: the first player one less still
        self.points = list(st.get("points", points))
        self.pile = POINTS_IN_PACK - sum(self.points)
        self.bank = 0
        self.team: list[int] | None = None
        if self.team_mode != "off":
            if "teams" in st:
                self.team = list(st["teams"])
            else:
                self.team = self._pick_teams(o.get("team_pick", "draw"))
                if o.get("team_pick", "draw") == "draw":
                    self.pile -= n  # the drawn cards lie by the hands as team cards
        self.phase = TURN if len(self.chosen) == len(TYPES) else DRAFT
        self.front: list[dict[str, Any]] = []  # points in front of seats / on cards
        self.aside: list[list[str]] = [[] for _ in range(n)]  # lives set aside unseen
        self.graves: list[int] = []  # points of seats out this turn, for a Graverobber
        self.round: Round | None = None
        self.choice: Choice | None = None
        self.extra_turn = False  # Fancy King: the second action of the turn
        self.chain: Chain | None = None
        self.responders: list[int] = []
        self.answers: dict[int, str] = {}
        # (seat, cause): "challenge", "strike" (a Joker), "fu" or "fuse" (Slow Joker)
        self.losses: list[tuple[int, str]] = []
        self.zombie = [False] * n  # Zombies: played on with no cards
        self.log: list[list[Any]] = []
        self.shown: list[list[Any]] = []  # cards proven in challenges, face up for a moment
        self.winner: int | None = None
        self.winning: list[int] = []

    def _build_actions(self) -> None:
        """The action table from the base rows, the variants' game actions and each
        card type's chosen action (a type not yet drafted plays its original)."""
        rows: dict[str, ActionSpec] = {s.name: s for s in BASE_ACTIONS + self.extras}
        for t in TYPES:
            spec = spec_for(t, self.chosen.get(t, "original"), not self.plain_names)
            if spec is None:
                rows.pop(t, None)
            else:
                rows[t] = spec
        if self.plain_names:
            rows["fu"] = rows["fu"].with_(title="Discard")
        names = [k for k in ORDER if k in rows] + [s.name for s in self.extras]
        self.actions: dict[str, ActionSpec] = {k: rows[k] for k in names}

    def _pick_teams(self, how: str) -> list[int]:
        """Teams by a card drawn from the pile (red or black; drawn again while every
        seat has one colour, since a game with one team has no one to play against),
        by every other seat, or by the table's two halves."""
        n = self.num_seats
        if how == "alternate":
            return [s % 2 for s in range(n)]
        if how == "halves":
            return [0 if s < (n + 1) // 2 else 1 for s in range(n)]
        colours = [0, 1] * (POINTS_IN_PACK // 2)  # the pile's red and black cards
        while True:
            self.rng.shuffle(colours)
            drawn = colours[:n]
            if len(set(drawn)) > 1:
                return drawn

    # ----- queries -----------------------------------------------------------------------
    def live(self) -> list[int]:
        """Seats still holding cards."""
        return [s for s in range(self.num_seats) if self.hands[s]]

    def playing(self) -> list[int]:
        """Seats that still take turns and may challenge: those with cards and, in the
        Zombies variant, the zombies."""
        return [s for s in range(self.num_seats) if self.hands[s] or self.zombie[s]]

    def is_out(self, seat: int) -> bool:
        return not self.hands[seat] and not self.zombie[seat]

    def clockwise_from(self, seat: int) -> list[int]:
        """Every seat after ``seat`` clockwise, ``seat`` itself last."""
        n = self.num_seats
        return [(seat + i) % n for i in range(1, n + 1)]

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def winners(self) -> list[int]:
        return list(self.winning)

    def one_team_left(self) -> bool:
        """Teams: every seat still holding cards is on one team (Snake Nest plays on, and
        the team rule lapses, or no one could act against anyone)."""
        return self.team is not None and len({self.team[s] for s in self.live()}) <= 1

    def guard(self, seat: int, target: int, spec: ActionSpec) -> str | None:
        """Why ``seat`` may not aim ``spec`` at ``target``: the team rule, a Wall, an
        alliance (None: it may). Naming a seat for a gift is no attack."""
        if spec.harmless:
            return None
        return self.team_guard(seat, target, spec) or self.front_guard(seat, target, spec)

    def victims(self, actor: int, spec: ActionSpec) -> list[int]:
        """The seats an action on "every other player" reaches: those the actor may
        aim at, with a card to lose if it makes them discard."""
        return [s for s in self.playing() if s != actor and self.guard(actor, s, spec) is None
                and (self.hands[s] or not spec.discard)]

    def team_guard(self, seat: int, target: int, spec: ActionSpec) -> str | None:
        """Why ``seat`` may not aim ``spec`` at ``target`` under the team rule (None: it
        may)."""
        if (self.team is None or spec.any_team or self.team[seat] != self.team[target]
                or self.one_team_left()):
            return None
        return (f"{self.seat_label(target)} is on your team: team-mates cannot target "
                "each other")

    def to_act(self) -> list[int]:
        if self.phase == OVER:
            return []
        if self.phase in (TURN, DRAFT):
            return [self.actor]
        if self.phase in (CHALLENGE, COUNTER, ROUND):
            return sorted(s for s in self.responders if s not in self.answers)
        if self.phase == PROVE:
            return [self.chain.claim.seat]
        if self.phase == LOSE:
            return [self.losses[0][0]]
        if self.phase == CHOOSE:
            return [self.choice.seat]
        return [self.chain.actor]  # EXCHANGE

    def window(self, seat: int) -> dict[str, Any] | None:
        w = super().window(seat)
        if w is None:
            return None
        if self.phase in (CHALLENGE, COUNTER, ROUND):
            # whether to challenge or counter needs no look at anyone's hand on screen:
            # the humans at one screen can be asked together
            w.update(stage=self.phase, default="pass", public=True)
        elif self.phase != TURN:
            w.update(stage=self.phase)
        return w

    def must_strike(self, seat: int) -> bool:
        """At 10 points or more, F.U. is the only action (points counted as the turn's
        action is chosen), as long as there is someone it may strike: two alliances
        can leave a seat nobody to aim at, and a turn must always have an action."""
        if self.points[seat] < FORCED_AT:
            return False
        fu = self.actions["fu"]
        return any(self.hands[t] and self.guard(seat, t, fu) is None
                   for t in range(self.num_seats) if t != seat)

    # ----- notation ---------------------------------------------------------------------
    def _parse_notation(self, text: str) -> str:
        """Canonical notation from what a player types (see ``notation.read``)."""
        claimed = self.chain.claim.card if self.phase == PROVE else None
        claims = [k for k, spec in self.actions.items() if spec.is_claim]
        return format(read(text, self.actions, claims, claimed))

    def public_action(self, action: str) -> str:
        """An action as the other seats learn of it: which cards went back, and which card
        a Survivor Queen claim sets aside, are private."""
        verb = parse(action).verb
        return verb if verb in ("return", "survive") else action

    # ----- one legality source ------------------------------------------------------------
    def _candidates(self, seat: int) -> list[str]:
        if self.phase == DRAFT:
            return self._draft_candidates()
        if self.phase == TURN:
            out = []
            others = [s for s in self.playing() if s != seat]
            for spec in self.actions.values():
                if not spec.on_turn:
                    continue
                verb, *words = ("claim", spec.name) if spec.is_claim else (spec.name,)
                seats = [(t,) for t in others] if spec.target else [()]
                out += [format(Action(verb, (*words, *t))) for t in seats]
            return self._with_marked(seat, out)
        if self.phase == CHALLENGE:
            return ["challenge", "pass"]
        if self.phase == COUNTER:
            return self._with_marked(
                seat, [format(Action("counter", (c,))) for c in self._spec().counters]) \
                + ["pass"]
        if self.phase == ROUND:
            return self._round_candidates(seat)
        if self.phase == CHOOSE:
            return list(self.choice.options)
        if self.phase == PROVE:
            return [format(Action("reveal", (self.chain.claim.card,))), "admit"]
        ranks = sorted({rank(c) for c in self.hands[seat]}, key=rank_key)
        if self.phase == LOSE:
            return ([format(Action("lose", (r,))) for r in ranks]
                    + (["buyout"] if self._may_buy_out() else [])
                    + SURVIVOR.candidates(self, seat))
        hand = sorted((rank(c) for c in self.hands[seat]), key=rank_key)
        picks = sorted(set(combinations(hand, self.chain.returns)),
                       key=lambda p: [rank_key(r) for r in p])
        return self._effect().return_options(self, hand, picks)

    def _reason(self, seat: int, action: str) -> str | None:
        if self.phase == OVER:
            return "the game is over"
        if seat not in self.to_act():
            return f"{self.seat_label(seat)} has nothing to answer now"
        m = parse(action)
        handler = {TURN: self._reason_turn, CHALLENGE: self._reason_challenge,
                   COUNTER: self._reason_counter, PROVE: self._reason_prove,
                   LOSE: self._reason_lose, EXCHANGE: self._reason_exchange,
                   DRAFT: self._reason_draft, ROUND: self._reason_round,
                   CHOOSE: self._reason_choose}[self.phase]
        return handler(seat, m, action)

    def _reason_turn(self, seat: int, m: Any, action: str) -> str | None:
        marked = m.marked
        args = list(m.plain.args)
        if m.verb == "claim":
            name = args.pop(0) if args else None
            spec = self.actions.get(name)
            if spec is None or not spec.is_claim:
                return f"{quoted(action)}: claim one of " + ", ".join(
                    s.name for s in self.actions.values() if s.is_claim)
        else:
            spec = self.actions.get(m.verb)
            if spec is None or spec.is_claim:
                if spec is not None:
                    return f"a {spec.title} is a claim: write 'claim {spec.name}'"
                return f"{quoted(action)} is not an action; on your turn: " + self._shapes(seat)
        if not spec.on_turn:
            return f"the {spec.title} is not a turn's action: it answers when its moment comes"
        effect = effect_of(spec)
        why = effect.refuse(self, seat, spec)
        if why:
            return why
        if spec.target:
            if len(args) != 1 or not isinstance(args[0], int):
                return f"{spec.title} names one other seat (e.g. '{m.verb} ... 1')"
            t = args[0]
            if t == seat:
                return f"{spec.title} cannot target yourself"
            if not 0 <= t < self.num_seats:
                return f"there is no seat {t}"
            if self.is_out(t):
                return f"seat {t} is out of the game"
            if not self.hands[t] and self.needs_card(spec):
                return f"seat {t} is a zombie: it has no card to lose"
            guard = self.guard(seat, t, spec) or effect.refuse_target(self, t)
            if guard:
                return guard
        elif args:
            return f"{spec.title} takes no target"
        if spec.each and not self.victims(seat, spec):
            return f"there is nobody the {spec.title} can reach"
        if self.zombie[seat] and (spec.is_claim or spec.exchange):
            return "a zombie has no cards: it takes only game actions (Income, More " \
                   f"Income, {self.actions['fu'].title})"
        if self.must_strike(seat) and spec.name != "fu":
            return (f"with {FORCED_AT} or more points you must take "
                    f"{self.actions['fu'].title} (you have {self.points[seat]})")
        if spec.cost > self.points[seat]:
            return f"{spec.title} costs {spec.cost} points; you have {self.points[seat]}"
        return effect.refuse_price(self) or self._reason_marked(seat, spec.is_claim, marked,
                                                                 spec.cost)

    def _shapes(self, seat: int) -> str:
        """The turn's actions in a line: each seat-naming one once ("claim jack <seat>")."""
        shapes = (" ".join("<seat>" if isinstance(w, int) else w for w in (m.verb, *m.args))
                  for m in map(parse, self.legal_actions(seat)))
        return ", ".join(dict.fromkeys(shapes))

    def _reason_challenge(self, seat: int, m: Any, action: str) -> str | None:
        if action in ("challenge", "pass"):
            return None
        return "answer the claim with 'challenge' or 'pass'"

    def _reason_counter(self, seat: int, m: Any, action: str) -> str | None:
        if action == "pass":
            return None
        spec = self._spec()
        args = m.plain.args
        if m.verb == "counter" and len(args) == 1 and args[0] in spec.counters:
            return self._reason_marked(seat, True, m.marked, 0)
        cards = " or ".join(TITLES[c] for c in spec.counters)
        return f"{spec.title} is countered only by claiming {cards}; or 'pass'"

    def _reason_prove(self, seat: int, m: Any, action: str) -> str | None:
        card = self.chain.claim.card
        if action == "admit":
            return None  # admitting is always open, even to a seat that holds the card
        if m.verb != "reveal" or len(m.args) != 1:
            return f"you are challenged: 'reveal {card}' or 'admit'"
        if m.arg != card:
            claimed = with_article(TITLES[card])
            return (f"you claimed {claimed}; only {claimed} answers the "
                    f"challenge")
        if not any(rank(c) == card for c in self._backing(seat, self.chain.claim)):
            if self.chain.claim.marked is not None and any(
                    rank(c) == card for c in self.hands[seat]):
                return (f"your {TITLES[card]} is not the card you claimed with "
                        "(marked or not)")
            return f"you hold no {TITLES[card]}"
        return None

    def _may_buy_out(self) -> bool:
        """Buyout: a seat that lost a challenge may pay instead of losing a card."""
        if not self.options.get("buyout") or not self.losses:
            return False
        seat, cause = self.losses[0]
        return cause == "challenge" and self.points[seat] >= BUYOUT

    def _reason_lose(self, seat: int, m: Any, action: str) -> str | None:
        if m.verb == "survive":
            return SURVIVOR.reason(self, seat, m)
        if action == "buyout":
            if self._may_buy_out():
                return None
            if not self.options.get("buyout"):
                return "buying out is not played in this game"
            if self.losses[0][1] != "challenge":
                return "only a lost challenge can be bought out"
            return f"buying out costs {BUYOUT} points; you have {self.points[seat]}"
        held = {rank(c) for c in self.hands[seat]}
        if m.verb == "lose" and len(m.args) == 1 and m.arg in held:
            return None
        return "lose one of your cards: " + ", ".join(
            f"lose {r}" for r in sorted(held, key=rank_key))

    def _reason_exchange(self, seat: int, m: Any, action: str) -> str | None:
        args, why = self._effect().return_shape(self, m)
        if why is not None:
            return why
        need = Counter(args)
        have = Counter(rank(c) for c in self.hands[seat])
        if any(need[r] > have[r] for r in need):
            return "you can return only cards you hold"
        return None

    # ----- carrying out -------------------------------------------------------------------
    def _spec(self) -> ActionSpec:
        return self.actions[self.chain.action]

    def _effect(self) -> Effect:
        """What the chain's action adds to its fields (``effects.py``)."""
        return effect_of(self._spec())

    def _apply(self, seat: int, action: str) -> list[Event]:
        ev: list[Event] = []
        m = parse(action)
        if self.phase == DRAFT:
            self._draft(seat, m, ev)
        elif self.phase == TURN:
            self._declare(seat, m, ev)
        elif self.phase in (CHALLENGE, COUNTER, ROUND):
            self._answer(seat, action, ev)
        elif self.phase == PROVE:
            self._prove(seat, m, ev)
        elif self.phase == CHOOSE:
            self._choose(seat, m, ev)
        elif self.phase == LOSE and m.verb == "survive":
            SURVIVOR.claim(self, seat, m.arg, ev)
        elif self.phase == LOSE:
            self.losses.pop(0)
            if action == "buyout":
                self._take(seat, BUYOUT, ev)
                self.pile += BUYOUT
                self.log.append([seat, "buyout", LOSE])
                ev.append({"type": "buyout", "seat": seat, "amount": BUYOUT})
            else:
                self._lose(seat, m.arg, ev)
            self._run(ev)
        else:
            self._return(seat, m, ev)
        return ev

    def _note(self, seat: int, action: str) -> None:
        # the stage tells a reader of the log what a bare "pass" answered
        self.log.append([seat, self.public_action(action), self.phase])

    def _declare(self, seat: int, m: Any, ev: list[Event]) -> None:
        args = [a for a in m.args if a != MARKED]
        marked = self._marked_flag(seat, len(args) != len(m.args))
        name = args[0] if m.verb == "claim" else m.verb
        spec = self.actions[name]
        target = args[-1] if spec.target else None
        self._note(seat, str(m))
        self.chain = Chain(seat, name, target)
        ev.append({"type": "declare", "seat": seat, "action": name, "target": target,
                   "claim": spec.claim, "denies": spec.denies, "cost": spec.cost,
                   "bank": effect_of(spec).bank_now(self)})
        if marked:
            self._pay_toll(seat, ev)
        if spec.cost:
            self._take(seat, spec.cost, ev)
            # Heist: a crime pays the bank; a gift (Friendly Joker) goes to its target
            to = spec.pay_to if spec.pay_to != "pile" else (
                "bank" if name in self.crimes else "pile")
            self._credit(to, target, spec.cost)
            self.chain.paid = spec.cost
            self.chain.paid_to = to
            ev.append({"type": "pay", "seat": seat, "amount": spec.cost, "to": to,
                       "target": target if to == "target" else None})
        if spec.challengeable:
            self._open_challenge(seat, spec.claim or spec.denies, "action", ev,
                                 denies=not spec.is_claim, marked=marked)
        else:
            self._counter_window(ev)

    def _credit(self, to: str, target: int | None, amount: int) -> None:
        """Points paid go to the pile, the bank, or a seat (``to`` is "target")."""
        if to == "bank":
            self.bank += amount
        elif to == "target":
            self.points[target] += amount
        else:
            self.pile += amount

    def _open_challenge(self, claimant: int, card: str, role: str, ev: list[Event],
                        denies: bool = False, marked: bool | None = None) -> None:
        # ``denies``: the claim is that the seat holds no ``card`` (Heist's Steal);
        # ``marked``: which of its cards backs it, where a Marker Jack marked one
        self.chain.claim = Claim(claimant, card, role, denies, marked)
        self.chain.challenger = None
        self.responders = [s for s in self.playing() if s != claimant]  # zombies too
        self.answers = {}
        self.phase = CHALLENGE
        ev.append({"type": "window", "stage": CHALLENGE, "seat": claimant, "card": card,
                   "role": role, "responders": list(self.responders)})

    def _counter_window(self, ev: list[Event]) -> None:
        spec = self._spec()
        actor, target = self.chain.actor, self.chain.target
        if effect_of(spec).before_counters(self, ev):
            return  # e.g. a Teamwork Joker: nobody may block it until someone pays for it
        if spec.counter_by == "victims":
            hit = [s for s in self.victims(actor, spec) if self.hands[s]]
            if spec.counters and hit:
                self._open_round("counter", hit, ev)  # each blocks for itself
            else:
                self._resolve(ev)
            return
        if spec.counter_by == "anyone":
            who = [s for s in self.live() if s != actor]
        elif spec.counter_by == "target" and target is not None and self.hands[target]:
            who = [target]
        else:
            who = []
        if not spec.counters or not who:
            self._resolve(ev)
            return
        self.responders = who
        self.answers = {}
        self.phase = COUNTER
        ev.append({"type": "window", "stage": COUNTER, "seat": actor,
                   "action": spec.name, "cards": list(spec.counters),
                   "responders": list(who)})

    def _answer(self, seat: int, action: str, ev: list[Event]) -> None:
        # sealed until the window closes: the others see only that this seat answered
        self.answers[seat] = action
        ev.append({"type": "answer", "seat": seat, "answer": action, "audience": [seat]})
        if self.to_act():
            return
        order = [s for s in self.clockwise_from(self._window_seat()) if s in self.answers]
        for s in order:
            self._note(s, self.answers[s])
        ev.append({"type": "answers", "stage": self.phase,
                   "answers": [[s, self.answers[s]] for s in order]})
        takers = [s for s in order if self.answers[s] != "pass"]
        if self.phase == ROUND:
            self._round_closed(takers, ev)
            return
        if self.phase == CHALLENGE:
            if not takers:
                self._claim_settled(True, ev)
                return
            challenger = takers[0]
            claim = self.chain.claim
            self.chain.challenger = challenger
            self.phase = PROVE
            ev.append({"type": "challenge", "seat": challenger, "claimant": claim.seat,
                       "card": claim.card, "also": takers[1:], "denies": claim.denies})
            if self.options.get("risky_reward") and self.pile:
                # Risky Reward: the challenger earns its point at once, win or lose
                self.pile -= 1
                self.points[challenger] += 1
                ev.append({"type": "gain", "seat": challenger, "amount": 1, "from": None,
                           "action": "risky-reward"})
            if claim.denies:
                self._judge_denial(ev)
            elif claim.role == "survive":
                SURVIVOR.judged(self, ev)
            return
        if not takers:
            self._resolve(ev)
            return
        counterer = takers[0]
        said = parse(self.answers[counterer])
        card = said.arg
        marked = self._marked_flag(counterer, said.marked)
        self.chain.counter = Block(counterer, card)
        ev.append({"type": "counter", "seat": counterer, "card": card,
                   "actor": self.chain.actor, "action": self.chain.action,
                   "also": takers[1:]})
        if marked:
            self._pay_toll(counterer, ev)
        self._open_challenge(counterer, card, "counter", ev, marked=marked)

    def _judge_denial(self, ev: list[Event]) -> None:
        """A challenged "I hold no King": nothing to reveal, so the engine, holding every
        hand, says whether the seat has one; the cards stay where they are."""
        claim = self.chain.claim
        seat, card = claim.seat, claim.card
        holds = any(rank(c) == card for c in self.hands[seat])
        self.log.append([seat, f"{'holds' if holds else 'lacks'} {card}", PROVE])
        ev.append({"type": "denial", "seat": seat, "card": card, "holds": holds})
        self.losses.append((seat if holds else self.chain.challenger, "challenge"))
        self.chain.after = Next.CLAIM_FALLS if holds else Next.CLAIM_STANDS
        self._run(ev)

    def _window_seat(self) -> int:
        if self.phase == ROUND and self.round.origin is not None:
            return self.round.origin
        return self.chain.claim.seat if self.phase == CHALLENGE else self.chain.actor

    def _prove(self, seat: int, m: Any, ev: list[Event]) -> None:
        claim = self.chain.claim
        self._note(seat, str(m))
        if m.verb == "reveal":
            card = next(c for c in self._backing(seat, claim) if rank(c) == claim.card)
            self.hands[seat].remove(card)
            self._card_left(seat, card, ev)
            self.shown.append([seat, card])
            ev.append({"type": "reveal", "seat": seat, "card": card})
            # the proven card goes back; the claimant draws blind from the shuffled stock
            self.deck.append(card)
            self.rng.shuffle(self.deck)
            new = self.deck.pop()
            self.hands[seat].append(new)
            ev.append({"type": "replace", "seat": seat, "card": new, "audience": [seat]})
            self.losses.append((self.chain.challenger, "challenge"))
            self.chain.after = Next.CLAIM_STANDS
        else:
            ev.append({"type": "admit", "seat": seat, "card": claim.card})
            self.losses.append((seat, "challenge"))
            self.chain.after = Next.CLAIM_FALLS
        self._run(ev)

    def _run(self, ev: list[Event]) -> None:
        """Take the losses owed, then go on with the chain."""
        if self.phase == OVER:
            return
        while self.losses:
            s, cause_of = self.losses[0]
            if not self.hands[s]:
                self.losses.pop(0)
                if self.zombie[s] and cause_of == "challenge":
                    self._bury(s, ev)  # a zombie that loses a challenge is laid to rest
                continue
            if len(self.hands[s]) == 1 and not self._may_buy_out() \
                    and not SURVIVOR.may(self):
                # one card: no choice to make, so no one waits for it
                self.losses.pop(0)
                self._lose(s, rank(self.hands[s][0]), ev)
                if self.phase == OVER:
                    return
                continue
            self.phase = LOSE
            return
        if self.phase == OVER:
            return
        after, self.chain.after = self.chain.after, None
        if after is None or after is Next.DONE:
            self._end_turn(ev)
        elif after in (Next.CLAIM_STANDS, Next.CLAIM_FALLS):
            self._claim_settled(after is Next.CLAIM_STANDS, ev)
        else:
            self._effect().goes_on(self, ev)

    def _lose(self, seat: int, r: str, ev: list[Event]) -> None:
        self._discard(seat, next(c for c in self.hands[seat] if rank(c) == r), ev)

    def _discard(self, seat: int, card: str, ev: list[Event]) -> None:
        """A card turned face up for good; a seat left with none is out (or a zombie)."""
        self.hands[seat].remove(card)
        self.lost[seat].append(card)
        self._card_left(seat, card, ev)
        self.log.append([seat, f"lose {rank(card)}", LOSE])
        ev.append({"type": "lose", "seat": seat, "card": card})
        if not self.hands[seat]:
            if self.options.get("zombies"):
                self.zombie[seat] = True  # plays on, points and all
                ev.append({"type": "zombie", "seat": seat})
            else:
                back = self._release(seat, ev)
                ev.append({"type": "out", "seat": seat, "points": back})
            self._check_win(ev)

    def _check_win(self, ev: list[Event]) -> None:
        """The last seat holding a card wins; in Co-op, a team wins once no seat of the
        other team holds one (its members who are out win with it)."""
        alive = self.live()
        if self.team_mode == "coop" and self.team is not None:
            left = {self.team[s] for s in alive}
            if len(left) != 1:
                return
            side = left.pop()
            won = [s for s in range(self.num_seats) if self.team[s] == side]
        elif len(alive) == 1:
            won = alive
        else:
            return
        self.winning = won
        self.winner = won[0] if len(won) == 1 else None
        self.phase = OVER
        self.chain = None
        self.losses = []
        ev.append({"type": "win", "seat": won[0], "seats": list(won),
                   "team": self.team[won[0]] if self.team_mode == "coop" else None})

    def _bury(self, seat: int, ev: list[Event]) -> None:
        self.zombie[seat] = False
        back = self._release(seat, ev)
        self.log.append([seat, "buried", LOSE])
        ev.append({"type": "out", "seat": seat, "points": back, "zombie": True})

    def _claim_settled(self, stands: bool, ev: list[Event]) -> None:
        """A claim went unchallenged (stands), was proven (stands) or admitted (falls)."""
        role = self.chain.claim.role
        if role == "round":
            self._round_claim_settled(stands, ev)
            return
        if role == "survive":
            SURVIVOR.settled(self, ev)
            return
        spec = self._spec()
        actor = self.chain.actor
        if role == "action":
            if stands:
                self._counter_window(ev)
                return
            paid, to = self.chain.paid, self.chain.paid_to
            if paid and spec.refund_on_lie:
                if to == "target":  # a gift comes back from whoever got it
                    paid = min(paid, self.points[self.chain.target])
                    self._take(self.chain.target, paid, ev)
                elif to == "bank":
                    self.bank -= paid
                else:
                    self.pile -= paid
                self.points[actor] += paid
                ev.append({"type": "refund", "seat": actor, "amount": paid, "from": to,
                           "target": self.chain.target if to == "target" else None})
            effect_of(spec).exposed(self, spec, ev)
            ev.append({"type": "fails", "seat": actor, "action": spec.name})
            self._end_turn(ev)
            return
        if stands:
            c = self.chain.counter
            ev.append({"type": "blocked", "seat": actor, "action": spec.name,
                       "by": c.seat, "card": c.card})
            self._end_turn(ev)
        else:
            self._resolve(ev)

    def _resolve(self, ev: list[Event]) -> None:
        spec = self._spec()
        actor, target = self.chain.actor, self.chain.target
        self.chain.after = Next.DONE
        if self.is_out(actor):
            self._run(ev)
            return
        spared = self.chain.spared  # seats whose own block stood (each-actions)
        effect = effect_of(spec)
        effect.take_gain(self, spec, actor, target, effect.gain(self, spec, actor), ev)
        robbed = ([s for s in self.victims(actor, spec) if s not in spared] if spec.each
                  else [target] if target is not None else [])
        taken = 0
        for s in robbed if spec.steal else ():
            got = min(spec.steal, self.points[s])
            self._take(s, got, ev)
            self.points[actor] += got
            taken += got
            ev.append({"type": "gain", "seat": actor, "amount": got, "from": s,
                       "action": spec.name})
        if spec.gift and target is not None:
            given = min(spec.gift, self.points[actor])
            self._take(actor, given, ev)
            self.points[target] += given
            ev.append({"type": "gift", "seat": actor, "target": target, "amount": given})
        cause = "fu" if spec.name == "fu" else "strike"
        for s in (robbed if spec.discard and effect.strikes else []):
            if self.hands[s]:
                ev.append({"type": "strike", "seat": actor, "target": s,
                           "action": spec.name})
                self.losses.append((s, cause))
        if effect.resolved(self, spec, actor, target, taken, ev):
            return  # the effect asks someone a question first
        if spec.exchange:
            self._draw(actor, spec.exchange, ev)
            effect.exchange(self, ev)
            return
        self._run(ev)

    def _gain(self, seat: int, amount: int, action: str, ev: list[Event]) -> int:
        """An action's gain from the pile, as much as is left there; what it got."""
        got = min(amount, self.pile)
        self.pile -= got
        self.points[seat] += got
        ev.append({"type": "gain", "seat": seat, "amount": got, "from": None,
                   "action": action})
        return got

    def _draw(self, seat: int, count: int, ev: list[Event]) -> None:
        """Cards from the stock into a hand, to be returned later (seen by the drawer)."""
        drawn = [self.deck.pop() for _ in range(min(count, len(self.deck)))]
        self.hands[seat] += drawn
        self.chain.returns += len(drawn)
        self.chain.drawn += drawn
        ev.append({"type": "draw", "seat": seat, "cards": drawn, "count": len(drawn),
                   "audience": [seat], "public": ("count",)})

    def _return(self, seat: int, m: Any, ev: list[Event]) -> None:
        ranks = self._effect().returning(self, seat, m, ev)
        back = []
        for r in ranks:
            card = next(c for c in self.hands[seat] if rank(c) == r)
            self.hands[seat].remove(card)
            self._card_left(seat, card, ev)
            back.append(card)
        self.deck += back
        self.rng.shuffle(self.deck)
        self.log.append([seat, "return", EXCHANGE])
        ev.append({"type": "return", "seat": seat, "cards": back, "count": len(back),
                   "audience": [seat], "public": ("count",)})
        self.chain.returns = 0
        self._run(ev)

    def _end_turn(self, ev: list[Event]) -> None:
        actor = self.chain.actor if self.chain else self.actor
        if self.graves and GRAVEROBBER.open_graves(self, actor, ev):
            return  # a Graverobber Jack may claim the points of those out this turn
        self.chain = None
        self.responders, self.answers = [], {}
        self.extra_turn = False
        nxt = next(s for s in self.clockwise_from(actor) if not self.is_out(s))
        self.actor = nxt
        if SLOW.fuse_burns(self, nxt, ev):
            return  # a Slow Joker's point still in front of it: it discards first
        self.phase = TURN
        ev.append({"type": "turn", "seat": nxt})

    # ----- what a seat may know ------------------------------------------------------------
    def _view(self, seat: int | None) -> Observation:
        n = self.num_seats
        return {
            "game": self.game_id, "seat": seat, "num_seats": n,
            "options": dict(self.options),  # the set-up is public
            "phase": self.phase, "actor": self.actor if self.phase != OVER else None,
            "to_act": self.to_act(),
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "ranks": dict(self.ranks),  # how many of each card the game is played with
            "lost": [list(x) for x in self.lost],
            "points": list(self.points), "pile": self.pile, "deck": len(self.deck),
            "out": [self.is_out(s) for s in range(n)],
            "zombie": list(self.zombie),
            "chain": (self.chain.to_view(seat, self.phase == EXCHANGE)
                      if self.chain is not None else None),
            "responders": list(self.responders),
            "answered": sorted(self.answers),
            "my_answer": self.answers.get(seat) if seat is not None else None,
            "forced": [self.must_strike(s) for s in range(n)],
            # why the card now owed is owed ("challenge", "fu", "strike", "fuse"), public
            "loss_cause": self.losses[0][1] if self.phase == LOSE and self.losses else None,
            "buyout": BUYOUT if self.options.get("buyout") else None,  # its price, if played
            "teams": list(self.team) if self.team is not None else None,
            "team_mode": self.team_mode if self.team is not None else None,
            "bank": self.bank if self.crimes else None,
            "crimes": list(self.crimes),
            "actions": self._action_table(),
            "log": [list(x) for x in self.log],
            "shown": [list(x) for x in self.shown],
            "winner": self.winner,
            "winners": list(self.winning),
            **self._transformer_view(seat),
        }

    def _action_table(self) -> dict[str, dict[str, Any]]:
        """The action table as it plays now: Steal's gain is whatever the bank holds, and
        no action takes more from the pile than is left in it."""
        out = {s.name: s.describe() for s in self.actions.values()}
        for spec, d in zip(self.actions.values(), out.values(), strict=True):
            from_bank = effect_of(spec).bank_now(self)
            d["gain"] = from_bank if from_bank is not None else min(
                self.gain_now(spec, self.actor), self.pile)
        return out

    def observation(self, seat: int) -> Observation:
        return self._view(seat)

    def public_observation(self) -> Observation:
        return self._view(None)

    def event_view(self, event: Event, seat: int | None) -> Event | None:
        v = super().event_view(event, seat)
        if v is not None and v.get("private") and event["type"] == "answer":
            return {"type": "answered", "seat": event["seat"], "private": True}
        return v

    def resample(self, seat: int, rng: random.Random) -> Game:
        """A copy in which every card ``seat`` cannot see (the others' hands and the
        stock) is dealt again at random, hand sizes kept."""
        g = self.clone()
        others = [s for s in range(self.num_seats) if s != seat]
        pool = [c for s in others for c in g.hands[s] + g.aside[s]] + g.deck
        rng.shuffle(pool)
        swap: dict[str, str] = {}  # old card -> new, where state names a hidden card
        for s in others:
            k, a = len(g.hands[s]), len(g.aside[s])
            new, pool = pool[:k], pool[k:]
            swap.update(zip(g.hands[s], new, strict=True))
            g.hands[s] = new
            g.aside[s], pool = pool[:a], pool[a:]
        g.deck = pool
        for m in g.front:  # a marker stays on the same place in the hand
            if m["kind"] == "mark" and m["seat"] != seat:
                m["card"] = swap.get(m["card"], m["card"])
        c = g.chain
        if c is not None:
            if c.claim and c.claim.set_aside is not None:
                c.claim.set_aside = swap.get(c.claim.set_aside, c.claim.set_aside)
            c.drawn = [swap.get(x, x) for x in c.drawn]
        g.rng = random.Random(rng.random())
        return g
