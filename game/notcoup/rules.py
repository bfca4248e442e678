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

Notation (the engine's canonical forms; ``parse`` also takes letters and a few
spoken forms, see ``parse``):

    income | more-income | fu 2 | claim king | claim jack 2 | claim ace | claim joker 2
    challenge | pass | counter queen | reveal king | admit | lose ace | return king queen
    redraw | buyout                      (Shuffle Time and Buyout variants)
    switch 2 | steal                     (Snake Nest and Heist variants)
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations
from typing import Any

from game.core import Event, Game, IllegalAction, Observation, move, normalise, quoted
from game.notcoup.actions import (
    BASE_ACTIONS,
    FORCED_AT,
    REDRAW,
    STEAL,
    SWITCH,
    ActionSpec,
    table,
)
from game.notcoup.cards import (
    POINTS_IN_PACK,
    RANKS,
    TITLES,
    card_word,
    deck,
    rank,
    rank_key,
    with_article,
)

HAND = 2
START_POINTS = 2
BUYOUT = 5  # Buyout: what a lost challenge costs instead of a card
TEAM_NAMES = ("Red", "Black")  # Teams: the colour of the card each seat drew

# phases
TURN, CHALLENGE, PROVE, COUNTER, LOSE, EXCHANGE, OVER = (
    "turn", "challenge", "prove", "counter", "lose", "exchange", "over")

SPOKEN = {"more income": "more-income", "f.u.": "fu", "f.u": "fu", "discard": "fu",
          "moreincome": "more-income"}


class NotCoup(Game):
    game_id = "notcoup"

    # ----- set-up ----------------------------------------------------------------------
    def _setup(self) -> None:
        """Deal two cards and two points each; the rest of the deck is the stock and the
        rest of the pack's counters the pile. ``stack`` (tests) gives the hands, the
        stock (top card last) and optionally the first player and points."""
        n = self.num_seats
        o = self.options
        self.team_mode: str = o.get("teams", "off")
        # Heist: the paying actions whose points go to the bank (none: no Heist)
        self.crimes: tuple[str, ...] = tuple(o.get("heist") or ())
        extra = ((REDRAW,) if o.get("shuffle_time") else ()) + (
            (SWITCH,) if self.team_mode == "snake" else ()) + (
            (STEAL,) if self.crimes else ())
        self.actions: dict[str, ActionSpec] = table(BASE_ACTIONS + extra)
        if self.options.get("fu_name") == "discard":
            # the name only: the notation stays "fu" so logs and saves read one way
            self.actions["fu"] = self.actions["fu"].with_(title="Discard")
        st = self.stack or {}
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
        self.phase = TURN
        self.chain: dict[str, Any] | None = None
        self.responders: list[int] = []
        self.answers: dict[int, str] = {}
        self.losses: list[tuple[int, str]] = []  # (seat, "challenge" | "strike")
        self.zombie = [False] * n  # Zombies: played on with no cards
        self.log: list[list[Any]] = []
        self.shown: list[list[Any]] = []  # cards proven in challenges, face up for a moment
        self.winner: int | None = None
        self.winning: list[int] = []

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
        if self.phase == TURN:
            return [self.actor]
        if self.phase in (CHALLENGE, COUNTER):
            return sorted(s for s in self.responders if s not in self.answers)
        if self.phase == PROVE:
            return [self.chain["claim"]["seat"]]
        if self.phase == LOSE:
            return [self.losses[0][0]]
        return [self.chain["actor"]]  # EXCHANGE

    def window(self, seat: int) -> dict[str, Any] | None:
        w = super().window(seat)
        if w is None:
            return None
        if self.phase in (CHALLENGE, COUNTER):
            # whether to challenge or counter needs no look at anyone's hand on screen:
            # the humans at one screen can be asked together
            w.update(stage=self.phase, default="pass", public=True)
        elif self.phase != TURN:
            w.update(stage=self.phase)
        return w

    def must_strike(self, seat: int) -> bool:
        """At 10 points or more, F.U. is the only action (points counted as the turn's
        action is chosen)."""
        return self.points[seat] >= FORCED_AT

    # ----- notation ---------------------------------------------------------------------
    def parse(self, text: str) -> str:
        """Canonical notation from what a player types: card letters (K Q J A, X for
        the Joker), "more income", "discard 2" for F.U., "jack 2" for "claim jack 2",
        bare "reveal" for the claimed card, cards to return in any order."""
        s = normalise(text)
        if not s:
            raise IllegalAction("empty action")
        for spoken, word in SPOKEN.items():
            if s == spoken or s.startswith(spoken + " "):
                s = word + s[len(spoken):]
        words = s.split(" ")
        verb = words[0]
        if card_word(verb) in self.actions and verb not in self.actions:
            verb = words[0] = card_word(verb)  # "K" for "claim king"
        if verb in self.actions and self.actions[verb].is_claim:
            words = ["claim", *words]
            verb = "claim"
        if verb in ("claim", "counter", "reveal", "lose", "return") and len(words) > 1:
            cards = [card_word(w) or w for w in words[1:]]
            if verb == "return":
                known = [c for c in cards if c in RANKS]
                cards = sorted(known, key=rank_key) + [c for c in cards if c not in RANKS]
            words = [verb, *cards]
        if verb == "reveal" and len(words) == 1 and self.phase == PROVE:
            words.append(self.chain["claim"]["card"])
        return " ".join(words)

    def public_action(self, action: str) -> str:
        """An action as the other seats learn of it: which cards went back is private."""
        return "return" if action.startswith("return") else action

    # ----- one legality source ------------------------------------------------------------
    def _candidates(self, seat: int) -> list[str]:
        if self.phase == TURN:
            out = []
            others = [s for s in self.playing() if s != seat]
            for spec in self.actions.values():
                head = f"claim {spec.name}" if spec.is_claim else spec.name
                out += [f"{head} {t}" for t in others] if spec.target else [head]
            return out
        if self.phase == CHALLENGE:
            return ["challenge", "pass"]
        if self.phase == COUNTER:
            return [f"counter {c}" for c in self._spec().counters] + ["pass"]
        if self.phase == PROVE:
            return [f"reveal {self.chain['claim']['card']}", "admit"]
        ranks = sorted({rank(c) for c in self.hands[seat]}, key=rank_key)
        if self.phase == LOSE:
            return [f"lose {r}" for r in ranks] + (["buyout"] if self._may_buy_out() else [])
        hand = sorted((rank(c) for c in self.hands[seat]), key=rank_key)
        picks = sorted(set(combinations(hand, self.chain["returns"])),
                       key=lambda p: [rank_key(r) for r in p])
        return ["return " + " ".join(p) for p in picks]

    def _reason(self, seat: int, action: str) -> str | None:
        if self.phase == OVER:
            return "the game is over"
        if seat not in self.to_act():
            return f"{self.seat_label(seat)} has nothing to answer now"
        m = move(action)
        handler = {TURN: self._reason_turn, CHALLENGE: self._reason_challenge,
                   COUNTER: self._reason_counter, PROVE: self._reason_prove,
                   LOSE: self._reason_lose, EXCHANGE: self._reason_exchange}[self.phase]
        return handler(seat, m, action)

    def _reason_turn(self, seat: int, m: Any, action: str) -> str | None:
        args = list(m.args)
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
                return (f"{quoted(action)} is not an action; on your turn: "
                        + ", ".join(self.legal_actions(seat)))
        if spec.target:
            if len(args) != 1 or not isinstance(args[0], int):
                return f"{spec.title} names one other seat (e.g. '{action.split(' ')[0]} ... 1')"
            t = args[0]
            if t == seat:
                return f"{spec.title} cannot target yourself"
            if not 0 <= t < self.num_seats:
                return f"there is no seat {t}"
            if self.is_out(t):
                return f"seat {t} is out of the game"
            if not self.hands[t] and (spec.discard or spec.exchange):
                return f"seat {t} is a zombie: it has no card to lose"
            guard = self.team_guard(seat, t, spec)
            if guard:
                return guard
        elif args:
            return f"{spec.title} takes no target"
        if self.zombie[seat] and (spec.is_claim or spec.exchange):
            return "a zombie has no cards: it takes only game actions (Income, More " \
                   "Income, F.U.)"
        if self.must_strike(seat) and spec.name != "fu":
            return (f"with {FORCED_AT} or more points you must take F.U. "
                    f"(you have {self.points[seat]})")
        if spec.cost > self.points[seat]:
            return f"{spec.title} costs {spec.cost} points; you have {self.points[seat]}"
        if spec.effect == "bank" and not self.bank:
            return "the bank is empty: there is nothing to steal"
        return None

    def _reason_challenge(self, seat: int, m: Any, action: str) -> str | None:
        if action in ("challenge", "pass"):
            return None
        return "answer the claim with 'challenge' or 'pass'"

    def _reason_counter(self, seat: int, m: Any, action: str) -> str | None:
        if action == "pass":
            return None
        spec = self._spec()
        if m.verb == "counter" and len(m.args) == 1 and m.arg in spec.counters:
            return None
        cards = " or ".join(TITLES[c] for c in spec.counters)
        return f"{spec.title} is countered only by claiming {cards}; or 'pass'"

    def _reason_prove(self, seat: int, m: Any, action: str) -> str | None:
        card = self.chain["claim"]["card"]
        if action == "admit":
            return None  # admitting is always open, even to a seat that holds the card
        if m.verb != "reveal" or len(m.args) != 1:
            return f"you are challenged: 'reveal {card}' or 'admit'"
        if m.arg != card:
            claimed = with_article(TITLES[card])
            return (f"you claimed {claimed}; only {claimed} answers the "
                    f"challenge")
        if not any(rank(c) == card for c in self.hands[seat]):
            return f"you hold no {TITLES[card]}"
        return None

    def _may_buy_out(self) -> bool:
        """Buyout: a seat that lost a challenge may pay instead of losing a card."""
        if not self.options.get("buyout") or not self.losses:
            return False
        seat, cause = self.losses[0]
        return cause == "challenge" and self.points[seat] >= BUYOUT

    def _reason_lose(self, seat: int, m: Any, action: str) -> str | None:
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
        n = self.chain["returns"]
        if m.verb != "return" or len(m.args) != n:
            return f"return {n} cards (e.g. 'return {' '.join(['king'] * n)}')"
        need = Counter(m.args)
        have = Counter(rank(c) for c in self.hands[seat])
        if any(need[r] > have[r] for r in need):
            return "you can return only cards you hold"
        return None

    # ----- carrying out -------------------------------------------------------------------
    def _spec(self) -> ActionSpec:
        return self.actions[self.chain["action"]]

    def _apply(self, seat: int, action: str) -> list[Event]:
        ev: list[Event] = []
        m = move(action)
        if self.phase == TURN:
            self._declare(seat, m, ev)
        elif self.phase in (CHALLENGE, COUNTER):
            self._answer(seat, action, ev)
        elif self.phase == PROVE:
            self._prove(seat, m, ev)
        elif self.phase == LOSE:
            self.losses.pop(0)
            if action == "buyout":
                self.points[seat] -= BUYOUT
                self.pile += BUYOUT
                self.log.append([seat, "buyout", LOSE])
                ev.append({"type": "buyout", "seat": seat, "amount": BUYOUT})
            else:
                self._lose(seat, m.arg, ev)
            self._run(ev)
        else:
            self._return(seat, list(m.args), ev)
        return ev

    def _note(self, seat: int, action: str) -> None:
        # the stage tells a reader of the log what a bare "pass" answered
        self.log.append([seat, self.public_action(action), self.phase])

    def _declare(self, seat: int, m: Any, ev: list[Event]) -> None:
        name = m.args[0] if m.verb == "claim" else m.verb
        spec = self.actions[name]
        target = m.args[-1] if spec.target else None
        self._note(seat, str(m))
        self.chain = {"actor": seat, "action": name, "target": target, "paid": 0,
                      "paid_to": None, "claim": None, "counter": None, "challenger": None,
                      "after": None, "returns": 0}
        ev.append({"type": "declare", "seat": seat, "action": name, "target": target,
                   "claim": spec.claim, "denies": spec.denies, "cost": spec.cost})
        if spec.cost:
            self.points[seat] -= spec.cost
            to = "bank" if name in self.crimes else "pile"  # Heist: a crime pays the bank
            if to == "bank":
                self.bank += spec.cost
            else:
                self.pile += spec.cost
            self.chain["paid"] = spec.cost
            self.chain["paid_to"] = to
            ev.append({"type": "pay", "seat": seat, "amount": spec.cost, "to": to})
        if spec.challengeable:
            self._open_challenge(seat, spec.claim or spec.denies, "action", ev,
                                 denies=not spec.is_claim)
        else:
            self._counter_window(ev)

    def _open_challenge(self, claimant: int, card: str, role: str, ev: list[Event],
                        denies: bool = False) -> None:
        # ``denies``: the claim is that the seat holds no ``card`` (Heist's Steal)
        self.chain["claim"] = {"seat": claimant, "card": card, "role": role,
                               "denies": denies}
        self.chain["challenger"] = None
        self.responders = [s for s in self.playing() if s != claimant]  # zombies too
        self.answers = {}
        self.phase = CHALLENGE
        ev.append({"type": "window", "stage": CHALLENGE, "seat": claimant, "card": card,
                   "role": role, "responders": list(self.responders)})

    def _counter_window(self, ev: list[Event]) -> None:
        spec = self._spec()
        actor, target = self.chain["actor"], self.chain["target"]
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
        if self.phase == CHALLENGE:
            if not takers:
                self._claim_settled(True, ev)
                return
            challenger = takers[0]
            claim = self.chain["claim"]
            self.chain["challenger"] = challenger
            self.phase = PROVE
            ev.append({"type": "challenge", "seat": challenger, "claimant": claim["seat"],
                       "card": claim["card"], "also": takers[1:]})
            if self.options.get("risky_reward") and self.pile:
                # Risky Reward: the challenger earns its point at once, win or lose
                self.pile -= 1
                self.points[challenger] += 1
                ev.append({"type": "gain", "seat": challenger, "amount": 1, "from": None,
                           "action": "risky-reward"})
            if claim["denies"]:
                self._judge_denial(ev)
            return
        if not takers:
            self._resolve(ev)
            return
        counterer = takers[0]
        card = move(self.answers[counterer]).arg
        self.chain["counter"] = {"seat": counterer, "card": card}
        ev.append({"type": "counter", "seat": counterer, "card": card,
                   "actor": self.chain["actor"], "action": self.chain["action"],
                   "also": takers[1:]})
        self._open_challenge(counterer, card, "counter", ev)

    def _judge_denial(self, ev: list[Event]) -> None:
        """A challenged "I hold no King": nothing to reveal, so the engine, holding every
        hand, says whether the seat has one; the cards stay where they are."""
        claim = self.chain["claim"]
        seat, card = claim["seat"], claim["card"]
        holds = any(rank(c) == card for c in self.hands[seat])
        self.log.append([seat, f"{'holds' if holds else 'lacks'} {card}", PROVE])
        ev.append({"type": "denial", "seat": seat, "card": card, "holds": holds})
        self.losses.append((seat if holds else self.chain["challenger"], "challenge"))
        self.chain["after"] = ("settled", not holds)
        self._run(ev)

    def _window_seat(self) -> int:
        return self.chain["claim"]["seat"] if self.phase == CHALLENGE else self.chain["actor"]

    def _prove(self, seat: int, m: Any, ev: list[Event]) -> None:
        claim = self.chain["claim"]
        self._note(seat, str(m))
        if m.verb == "reveal":
            card = next(c for c in self.hands[seat] if rank(c) == claim["card"])
            self.hands[seat].remove(card)
            self.shown.append([seat, card])
            ev.append({"type": "reveal", "seat": seat, "card": card})
            # the proven card goes back; the claimant draws blind from the shuffled stock
            self.deck.append(card)
            self.rng.shuffle(self.deck)
            new = self.deck.pop()
            self.hands[seat].append(new)
            ev.append({"type": "replace", "seat": seat, "card": new, "audience": [seat]})
            self.losses.append((self.chain["challenger"], "challenge"))
            self.chain["after"] = ("settled", True)
        else:
            ev.append({"type": "admit", "seat": seat, "card": claim["card"]})
            self.losses.append((seat, "challenge"))
            self.chain["after"] = ("settled", False)
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
            if len(self.hands[s]) == 1 and not self._may_buy_out():
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
        after, self.chain["after"] = self.chain["after"], None
        if after is None or after == ("done",):
            self._end_turn(ev)
        else:
            self._claim_settled(after[1], ev)

    def _lose(self, seat: int, r: str, ev: list[Event]) -> None:
        card = next(c for c in self.hands[seat] if rank(c) == r)
        self.hands[seat].remove(card)
        self.lost[seat].append(card)
        self.log.append([seat, f"lose {r}", LOSE])
        ev.append({"type": "lose", "seat": seat, "card": card})
        if not self.hands[seat]:
            if self.options.get("zombies"):
                self.zombie[seat] = True  # plays on, points and all
                ev.append({"type": "zombie", "seat": seat})
            else:
                back = self.points[seat]
                self.pile += back
                self.points[seat] = 0
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
        back = self.points[seat]
        self.pile += back
        self.points[seat] = 0
        self.log.append([seat, "buried", LOSE])
        ev.append({"type": "out", "seat": seat, "points": back, "zombie": True})

    def _claim_settled(self, stands: bool, ev: list[Event]) -> None:
        """A claim went unchallenged (stands), was proven (stands) or admitted (falls)."""
        role = self.chain["claim"]["role"]
        spec = self._spec()
        actor = self.chain["actor"]
        if role == "action":
            if stands:
                self._counter_window(ev)
                return
            if self.chain["paid"] and spec.refund_on_lie:
                self.points[actor] += self.chain["paid"]
                if self.chain["paid_to"] == "bank":
                    self.bank -= self.chain["paid"]
                else:
                    self.pile -= self.chain["paid"]
                ev.append({"type": "refund", "seat": actor, "amount": self.chain["paid"]})
            ev.append({"type": "fails", "seat": actor, "action": spec.name})
            self._end_turn(ev)
            return
        if stands:
            c = self.chain["counter"]
            ev.append({"type": "blocked", "seat": actor, "action": spec.name,
                       "by": c["seat"], "card": c["card"]})
            self._end_turn(ev)
        else:
            self._resolve(ev)

    def _resolve(self, ev: list[Event]) -> None:
        spec = self._spec()
        actor, target = self.chain["actor"], self.chain["target"]
        self.chain["after"] = ("done",)
        if self.is_out(actor):
            self._run(ev)
            return
        if spec.gain:
            got = min(spec.gain, self.pile)
            self.pile -= got
            self.points[actor] += got
            ev.append({"type": "gain", "seat": actor, "amount": got, "from": None,
                       "action": spec.name})
        if spec.steal and target is not None:
            got = min(spec.steal, self.points[target])
            self.points[target] -= got
            self.points[actor] += got
            ev.append({"type": "gain", "seat": actor, "amount": got, "from": target,
                       "action": spec.name})
        if spec.effect == "bank":
            got, self.bank = self.bank, 0
            self.points[actor] += got
            ev.append({"type": "gain", "seat": actor, "amount": got, "from": "bank",
                       "action": spec.name})
        if spec.effect == "switch" and target is not None:
            self.team[target] = 1 - self.team[target]
            ev.append({"type": "switch", "seat": actor, "target": target,
                       "team": self.team[target]})
        if spec.discard and target is not None and self.hands[target]:
            ev.append({"type": "strike", "seat": actor, "target": target,
                       "action": spec.name})
            self.losses.append((target, "strike"))
        if spec.exchange:
            drawn = [self.deck.pop() for _ in range(min(spec.exchange, len(self.deck)))]
            self.hands[actor] += drawn
            self.chain["returns"] = len(drawn)
            self.chain["drawn"] = list(drawn)
            ev.append({"type": "draw", "seat": actor, "cards": drawn, "count": len(drawn),
                       "audience": [actor], "public": ("count",)})
            self.phase = EXCHANGE
            return
        self._run(ev)

    def _return(self, seat: int, ranks: list[str], ev: list[Event]) -> None:
        back = []
        for r in ranks:
            card = next(c for c in self.hands[seat] if rank(c) == r)
            self.hands[seat].remove(card)
            back.append(card)
        self.deck += back
        self.rng.shuffle(self.deck)
        self.log.append([seat, "return", EXCHANGE])
        ev.append({"type": "return", "seat": seat, "cards": back, "count": len(back),
                   "audience": [seat], "public": ("count",)})
        self.chain["returns"] = 0
        self._run(ev)

    def _end_turn(self, ev: list[Event]) -> None:
        actor = self.chain["actor"] if self.chain else self.actor
        self.chain = None
        self.responders, self.answers = [], {}
        nxt = next(s for s in self.clockwise_from(actor) if not self.is_out(s))
        self.actor = nxt
        self.phase = TURN
        ev.append({"type": "turn", "seat": nxt})

    # ----- what a seat may know ------------------------------------------------------------
    def _chain_view(self, seat: int | None) -> dict[str, Any] | None:
        c = self.chain
        if c is None:
            return None
        return {"actor": c["actor"], "action": c["action"], "target": c["target"],
                "paid": c["paid"], "claim": dict(c["claim"]) if c["claim"] else None,
                "counter": dict(c["counter"]) if c["counter"] else None,
                "challenger": c["challenger"],
                "drawn": list(c.get("drawn", [])) if seat == c["actor"]
                and self.phase == EXCHANGE else None,
                "returns": c["returns"]}

    def _view(self, seat: int | None) -> Observation:
        n = self.num_seats
        return {
            "game": self.game_id, "seat": seat, "num_seats": n,
            "phase": self.phase, "actor": self.actor if self.phase != OVER else None,
            "to_act": self.to_act(),
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "ranks": dict(self.ranks),  # how many of each card the game is played with
            "lost": [list(x) for x in self.lost],
            "points": list(self.points), "pile": self.pile, "deck": len(self.deck),
            "out": [self.is_out(s) for s in range(n)],
            "zombie": list(self.zombie),
            "chain": self._chain_view(seat),
            "responders": list(self.responders),
            "answered": sorted(self.answers),
            "my_answer": self.answers.get(seat) if seat is not None else None,
            "forced": [self.must_strike(s) for s in range(n)],
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
        }

    def _action_table(self) -> dict[str, dict[str, Any]]:
        """The action table as it plays now: Steal's gain is whatever the bank holds, and
        no action takes more from the pile than is left in it."""
        out = {s.name: s.describe() for s in self.actions.values()}
        for d in out.values():
            d["gain"] = self.bank if d["effect"] == "bank" else min(d["gain"], self.pile)
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
        pool = [c for s in range(self.num_seats) if s != seat for c in g.hands[s]] + g.deck
        rng.shuffle(pool)
        for s in range(self.num_seats):
            if s != seat:
                k = len(g.hands[s])
                g.hands[s], pool = pool[:k], pool[k:]
        g.deck = pool
        g.rng = random.Random(rng.random())
        return g
