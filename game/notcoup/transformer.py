"""The Transformer variant's rules, as a part of the NotCoup engine.

The alternate card actions (``alternates.py``) need a few things the base game does
not: points placed in front of a seat or on a card (Wall, Alliance, Slow Joker,
Marker Jack), a sealed round in which each seat may claim for itself (each victim of
a Mega Joker or Wild Jack blocking for itself, the others claiming King after a
Reluctant King, Graverobber claims) or pay (Teamwork Joker), a question put to one
seat (Extortion, Friendly Jack's tie, Expensive Ace) and the draft itself. That
machinery lives here; what each alternate does with it (the Survivor Queen's and the
Graverobber Jack's reactions too) lives in its class in ``effects.py``; ``rules.py``
owns the chain and calls in. Every ruling is on ``game/rulings/notcoup.md``.

Points in front of a seat come in two kinds: a Wall's or an Alliance's point is the
seat's own (counted in its points, spent last), while a Slow Joker's point and a
Marker Jack's two points (one on the marked card, one in front of whoever played it)
belong to nobody's pile until they pay out.
"""

from __future__ import annotations

from typing import Any

from game.core import Event
from game.notcoup.actions import ActionSpec
from game.notcoup.alternates import (
    TOLL,
    TYPES,
    choices,
    spec_for,
    title_of,
)
from game.notcoup.cards import TITLES
from game.notcoup.chain import Choice, Round
from game.notcoup.effects import GRAVEROBBER, effect_of
from game.notcoup.notation import MARKED, Action, format, parse
from game.notcoup.phases import CHOOSE, DRAFT, ROUND, TURN

SPENDABLE = ("wall", "alliance")  # points in front that are the seat's own


class TransformerRules:
    """Mixed into ``NotCoup``: every attribute used here is set up there."""

    # ----- the draft --------
    def _draft_candidates(self) -> list[str]:
        return [format(Action("set", (t, alt)))
                for t in TYPES if t not in self.chosen for alt in choices(t)]

    def _reason_draft(self, seat: int, m: Any, action: str) -> str | None:
        open_types = [t for t in TYPES if t not in self.chosen]
        if m.verb != "set" or len(m.args) != 2:
            return ("decide a card's action: 'set TYPE CHOICE', e.g. "
                    f"'set {open_types[0]} {choices(open_types[0])[1]}'")
        t, alt = m.args
        if t not in TYPES:
            return f"'{t}' is not a card type; undecided: {', '.join(open_types)}"
        if t in self.chosen:
            return f"the {TITLES[t]}'s action is decided already"
        if alt not in choices(t):
            return f"the {TITLES[t]} may be: {', '.join(choices(t))}"
        return None

    def _draft(self, seat: int, m: Any, ev: list[Event]) -> None:
        t, alt = m.args
        self.chosen[t] = alt
        self.log.append([seat, str(m), DRAFT])
        self._build_actions()
        ev.append({"type": "transform", "seat": seat, "card": t, "alt": alt,
                   "title": title_of(t, alt, not self.plain_names)})
        nxt = next(s for s in self.clockwise_from(seat) if not self.is_out(s))
        self.actor = nxt
        if len(self.chosen) == len(TYPES):
            # play begins with the seat after the last to decide: deciding was its turn
            self.phase = TURN
            ev.append({"type": "turn", "seat": nxt})
        else:
            ev.append({"type": "draft", "seat": nxt})

    # ----- who may be aimed at --------
    def front_guard(self, seat: int, target: int, spec: ActionSpec) -> str | None:
        """A Wall shelters from all but the 7-point action (Discard or F.U.); allies may
        not aim at each other until they are the last two holding cards."""
        if spec.name != "fu" and any(m["kind"] == "wall" and m["seat"] == target
                                     for m in self.front):
            return (f"{self.seat_label(target)} is behind a Wall: only "
                    f"{self.actions['fu'].title} reaches them")
        if self.allied(seat, target) and len(self.live()) > 2:
            return f"you and {self.seat_label(target)} are allied"
        return None

    def allied(self, a: int, b: int) -> bool:
        ids = {m["id"] for m in self.front if m["kind"] == "alliance" and m["seat"] == a
               and m["with"] == b}
        return any(m["kind"] == "alliance" and m["seat"] == b and m["id"] in ids
                   for m in self.front)

    def needs_card(self, spec: ActionSpec) -> bool:
        """Whether the target must hold a card (a zombie cannot be its target)."""
        return bool(spec.discard or spec.exchange or effect_of(spec).needs_card)

    # ----- points --------
    def gain_now(self, spec: ActionSpec, actor: int) -> int:
        """What the action takes from the pile if it resolves now."""
        return effect_of(spec).gain(self, spec, actor)

    def _take(self, seat: int, amount: int, ev: list[Event]) -> None:
        """Spend a seat's points: its own pile first, then the points in front of it,
        newest first (a Wall or an alliance holds while anything else can pay)."""
        self.points[seat] -= amount
        mine = [m for m in self.front if m["seat"] == seat and m["kind"] in SPENDABLE]
        while len(mine) > self.points[seat]:
            gone = mine.pop()
            self._unplace(gone, ev)

    def _unplace(self, marker: dict[str, Any], ev: list[Event]) -> None:
        self.front.remove(marker)
        ev.append({"type": "front", "seat": marker["seat"], "kind": marker["kind"],
                   "gone": True})
        if marker["kind"] == "alliance":  # one point gone ends the alliance
            for m in [m for m in self.front if m.get("id") == marker["id"]]:
                self.front.remove(m)
                ev.append({"type": "front", "seat": m["seat"], "kind": "alliance",
                           "gone": True})

    def _place(self, kind: str, actor: int, target: int | None, ev: list[Event]) -> None:
        """Put points in front: a Wall, an Alliance pair, a Marker Jack's two points."""
        self._ids = getattr(self, "_ids", 0) + 1
        if kind == "wall":
            self.front.append({"kind": "wall", "seat": actor, "by": actor, "id": self._ids})
            ev.append({"type": "front", "seat": actor, "kind": "wall", "by": actor})
            return
        if target is None or not self.hands[target] and kind == "marker" \
                or self.is_out(target):
            return  # its target went out (or lost its last card) before it resolved
        if self.pile < 2:
            got = self.pile  # not enough for the pair: what there is comes as points
            self.pile = 0
            self.points[actor] += got
            ev.append({"type": "gain", "seat": actor, "amount": got, "from": None,
                       "action": self.chain.action})
            return
        self.pile -= 2
        if kind == "alliance":
            # one alliance each: a new one ends what either had (its points stay theirs),
            # or three players could ally in a ring where nobody may act against anyone
            for m in [m for m in self.front if m["kind"] == "alliance"
                      and m["seat"] in (actor, target)]:
                if m in self.front:
                    self._unplace(m, ev)
            for a, b in ((actor, target), (target, actor)):
                self.points[a] += 1
                self.front.append({"kind": "alliance", "seat": a, "with": b, "by": actor,
                                   "id": self._ids})
            ev.append({"type": "front", "seat": actor, "kind": "alliance", "by": actor,
                       "with": target})
            return
        # the marker: the actor cannot see the target's cards, so which is marked is blind
        card = self.rng.choice(self.hands[target])
        self.front.append({"kind": "mark", "seat": target, "by": actor, "card": card,
                           "id": self._ids})
        self.front.append({"kind": "stake", "seat": actor, "by": actor, "id": self._ids})
        ev.append({"type": "front", "seat": target, "kind": "mark", "by": actor,
                   "card": card, "audience": [target], "public": ("seat", "kind", "by")})

    def marks_on(self, seat: int) -> list[dict[str, Any]]:
        return [m for m in self.front if m["kind"] == "mark" and m["seat"] == seat]

    def held_points(self) -> int:
        """Points on the table that are nobody's to spend (Slow Joker, Marker Jack)."""
        return sum(1 for m in self.front if m["kind"] in ("mark", "stake")
                   or m["kind"] == "slow" and m["point"])

    def _card_left(self, seat: int, card: str, ev: list[Event]) -> None:
        """A marked card left its hand (lost, shown, returned, set aside, taken): both of
        the marker's points go to whoever played the Marker Jack."""
        for m in [m for m in self.marks_on(seat) if m["card"] == card]:
            for x in [x for x in self.front if x.get("id") == m["id"]]:
                self.front.remove(x)
            self.points[m["by"]] += 2
            ev.append({"type": "unmark", "seat": seat, "by": m["by"], "amount": 2})

    def _release(self, seat: int, ev: list[Event]) -> int:
        """A seat is out: its points leave it, with the markers it played, to the pile
        (or, with a Graverobber Jack, into the grave until the turn ends)."""
        back = self.points[seat]
        for m in [m for m in self.front if seat in (m["seat"], m.get("by"))]:
            if m not in self.front:
                continue  # an alliance point that went with its partner's
            if m["kind"] in ("mark", "stake"):
                back += 1
                self.front.remove(m)
            elif m["kind"] == "slow" and m["seat"] == seat:
                self.pile += 1 if m["point"] else 0  # a fuse outlives its player
                self.front.remove(m)
            elif m["seat"] == seat:
                self._unplace(m, ev)
        self.points[seat] = 0
        if GRAVEROBBER.in_play(self):
            self.graves.append(back)
        else:
            self.pile += back
        return back

    # ----- Marker Jack: claims made with a marked card --------
    def _with_marked(self, seat: int, actions: list[str]) -> list[str]:
        if not self.marks_on(seat):
            return actions
        out = []
        for a in actions:
            out.append(a)
            m = parse(a)
            if m.names_card:
                out.append(format(Action(m.verb, (*m.args, MARKED))))
        return out

    def _reason_marked(self, seat: int, is_claim: bool, marked: bool, cost: int) -> str | None:
        marks = self.marks_on(seat)
        if marked:
            if not is_claim:
                return "only a claim is made with a card"
            if not marks:
                return "none of your cards carries a marker"
            owner = marks[0]["by"]
            if self.points[seat] < cost + TOLL:
                return (f"claiming with your marked card costs {TOLL} point to "
                        f"{self.seat_label(owner)} first; you have {self.points[seat]}")
            return None
        if is_claim and marks and all(c == marks[0]["card"] for c in self.hands[seat]):
            return ("your only card carries a marker: claim with it (add 'marked') and pay "
                    f"{TOLL} point to {self.seat_label(marks[0]['by'])}")
        return None

    def _marked_flag(self, seat: int, said: bool) -> bool | None:
        return bool(said) if self.marks_on(seat) else None

    def _pay_toll(self, seat: int, ev: list[Event]) -> None:
        owner = self.marks_on(seat)[0]["by"]
        self._take(seat, TOLL, ev)
        self.points[owner] += TOLL
        ev.append({"type": "toll", "seat": seat, "to": owner, "amount": TOLL})

    def _backing(self, seat: int, claim: dict[str, Any]) -> list[str]:
        """The cards that may prove a claim: where a card is marked, the claimant said
        whether it claimed with that card or with the other."""
        hand = self.hands[seat]
        if claim.marked is None:
            return list(hand)
        ids = {m["card"] for m in self.marks_on(seat)}
        return [c for c in hand if (c in ids) == claim.marked]

    def _give(self, giver: int, to: int, amount: int, ev: list[Event]) -> None:
        if to == giver or not amount:
            return
        self._take(giver, amount, ev)
        self.points[to] += amount
        ev.append({"type": "gift", "seat": giver, "target": to, "amount": amount})

    # ----- a question to one seat --------
    def _ask(self, seat: int, kind: str, options: list[str], ev: list[Event],
             amount: int = 0) -> None:
        self.choice = Choice(seat, kind, options, amount)
        self.phase = CHOOSE
        ev.append({"type": "choose", "seat": seat, "kind": kind, "options": list(options)})

    def _reason_choose(self, seat: int, m: Any, action: str) -> str | None:
        if action in self.choice.options:
            return None
        return "choose one of: " + ", ".join(self.choice.options)

    def _choose(self, seat: int, m: Any, ev: list[Event]) -> None:
        amount = self.choice.amount
        self.log.append([seat, str(m), CHOOSE])
        self.choice = None
        self._effect().answer(self, seat, m, amount, ev)
    # ----- sealed rounds: each seat claims (or pays) for itself --------
    def _open_round(self, kind: str, seats: list[int], ev: list[Event],
                    origin: int | None = None, offer: list[str] | None = None,
                    amount: int = 0) -> None:
        """A sealed round: each of ``seats`` may take the ``offer`` (a claim, or paying
        ``amount``); a "counter" round offers the action's counters."""
        if kind == "counter":
            offer = [format(Action("counter", (c,))) for c in self._spec().counters]
        self.round = Round(kind, offer, origin, amount)
        self.responders = list(seats)
        self.answers = {}
        self.phase = ROUND
        ev.append({"type": "window", "stage": ROUND, "kind": kind, "offer": list(offer),
                   "seat": self.chain.actor, "responders": list(seats)})

    def _round_candidates(self, seat: int) -> list[str]:
        return self._with_marked(seat, list(self.round.offer)) + ["pass"]

    def _reason_round(self, seat: int, m: Any, action: str) -> str | None:
        if action == "pass":
            return None
        marked = m.marked
        if format(m.plain) not in self.round.offer:
            return "answer with " + " or ".join(self.round.offer + ["pass"])
        if self.round.kind == "pay":
            price = self.round.amount
            if self.points[seat] < price:
                return f"paying costs {price} points; you have {self.points[seat]}"
            return None
        return self._reason_marked(seat, True, marked, 0)

    def _round_closed(self, takers: list[int], ev: list[Event]) -> None:
        r = self.round
        if r.kind != "counter" and self._effect().round_closed(self, takers, ev):
            return  # a round of payments (Teamwork Joker)
        r.queue = [(s, self.answers[s]) for s in takers]
        if takers:
            ev.append({"type": "round_claims", "kind": r.kind, "seats": list(takers)})
        self._next_round_claim(ev)

    def _next_round_claim(self, ev: list[Event]) -> None:
        r = self.round
        while r.queue:
            seat, said = r.queue.pop(0)
            if not self.hands[seat]:
                continue  # knocked out by an earlier claim's challenge
            m = parse(said)
            marked = self._marked_flag(seat, m.marked)
            if marked:
                self._pay_toll(seat, ev)
            self._open_challenge(seat, m.args[0], "round", ev, marked=marked)
            return
        self._round_done(ev)

    def _round_claim_settled(self, stands: bool, ev: list[Event]) -> None:
        seat = self.chain.claim.seat
        if stands and self.hands[seat]:
            self.round.standing.append(seat)
            self.round.cards[seat] = self.chain.claim.card
        self._next_round_claim(ev)

    def _round_done(self, ev: list[Event]) -> None:
        r, self.round = self.round, None
        kind, standing = r.kind, r.standing
        actor = self.chain.actor
        if kind == "counter":
            self.chain.spared = list(standing)
            for s in standing:
                ev.append({"type": "blocked", "seat": actor, "action": self.chain.action,
                           "by": s, "card": r.cards[s], "only": True})
            self._resolve(ev)
            return
        # the claims of a Reluctant King's others or of Graverobbers
        self._effect().round_done(self, standing, ev)

    # ----- what the Transformer adds to a view --------
    def _transformer_view(self, seat: int | None) -> dict[str, Any]:
        plain = self.plain_names
        fronts = []
        for m in self.front:
            v = dict(m)
            if m["kind"] == "mark" and seat != m["seat"]:
                v["card"] = None  # which card is marked: its holder knows, the others that
                # one of its cards is
            fronts.append(v)
        return {
            "transformer": None if self.transformer == "off" else {
                "mode": self.transformer, "chosen": dict(self.chosen),
                "undecided": [t for t in TYPES if t not in self.chosen],
                # each choice with its row, so a seat can weigh what it would do
                "choices": {t: [[a, title_of(t, a, not plain),
                                 (spec.describe() if (spec := spec_for(t, a, not plain))
                                  else None)] for a in choices(t)] for t in TYPES}},
            "front": fronts,
            "aside": [len(a) for a in self.aside],
            "my_aside": list(self.aside[seat]) if seat is not None else None,
            "round": None if self.round is None else self.round.to_view(),
            "choice": None if self.choice is None else self.choice.to_view(),
            "extra_turn": self.extra_turn,
            "graves": sum(self.graves),
            "toll": TOLL if any(m["kind"] == "mark" for m in self.front) else None,
        }
