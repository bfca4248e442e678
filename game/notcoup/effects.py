"""What each named ``effect`` of NotCoup's action table does, one class per name.

A row's fields (cost, gain, steal, discard, exchange ...) say most of what an action
does, and the engine carries them out alike for every row. A row's ``effect`` names
the rest, and everything that name adds lives in its class here: why it may not be
played, what it gains, what happens once it resolves or is exposed, the question or
sealed round it opens and what the answer does. The engine asks ``effect_of(spec)`` at
each of those moments; a hook a class leaves alone does what the fields say.

The hooks work on the engine's state through its own steps (``g._ask``,
``g._open_round``, ``g._place`` ...), so an effect adds rules without a second copy of
the machinery. Every ruling is on ``game/rulings/notcoup.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import Event
from game.notcoup.actions import ActionSpec
from game.notcoup.alternates import EXTORTION, GAMBLER_MAX, TEAMWORK_PAY
from game.notcoup.cards import RANKS, rank, rank_key
from game.notcoup.chain import Chain, Next
from game.notcoup.notation import GIVE, Action, format
from game.notcoup.phases import EXCHANGE, LOSE, ROUND, TURN

if TYPE_CHECKING:
    from game.notcoup.rules import NotCoup


class Effect:
    """An action with no named effect: its fields say all it does."""

    name: str | None = None
    needs_card = False  # its target must hold a card (a zombie cannot be aimed at)
    strikes = True      # a discarding row's victims lose a card as it resolves

    def refuse(self, g: NotCoup, seat: int, spec: ActionSpec) -> str | None:
        """Why it may not be declared now, asked before its target is."""
        return None

    def refuse_target(self, g: NotCoup, target: int) -> str | None:
        """Why it may not be aimed at ``target`` (beyond the team and front rules)."""
        return None

    def refuse_price(self, g: NotCoup) -> str | None:
        """Why it is not worth declaring, asked once it is known to be affordable."""
        return None

    def bank_now(self, g: NotCoup) -> int | None:
        """What it takes from the bank (None: it takes nothing from there)."""
        return None

    def gain(self, g: NotCoup, spec: ActionSpec, actor: int) -> int:
        """What it takes from the pile if it resolves now."""
        return spec.gain

    def take_gain(self, g: NotCoup, spec: ActionSpec, actor: int, target: int | None,
                  gain: int, ev: list[Event]) -> None:
        if gain:
            g._gain(actor, gain, spec.name, ev)

    def exposed(self, g: NotCoup, spec: ActionSpec, ev: list[Event]) -> None:
        """Its claim was shown to be a lie (the turn then ends)."""

    def before_counters(self, g: NotCoup, ev: list[Event]) -> bool:
        """Its claim stood; True when something must happen before anyone may block."""
        return False

    def resolved(self, g: NotCoup, spec: ActionSpec, actor: int, target: int | None,
                 taken: int, ev: list[Event]) -> bool:
        """Its part once the fields' gains, thefts, gifts and strikes are done; True
        when it waits for an answer."""
        return False

    def exchange(self, g: NotCoup, ev: list[Event]) -> None:
        """The cards are drawn: the actor returns as many."""
        g.phase = EXCHANGE

    def return_options(self, g: NotCoup, hand: list[str],
                       picks: list[tuple[str, ...]]) -> list[str]:
        """The answers to the exchange, from ``picks``: each set of cards (ranks) of the
        actor's ``hand`` it may send back to the stock."""
        return [format(Action("return", p)) for p in picks]  # "return" alone: no card

    def return_shape(self, g: NotCoup, m: Any) -> tuple[list[str], str | None]:
        """Every card (rank) an answer to the exchange parts with, or why its shape is
        wrong."""
        n = g.chain.returns
        if m.verb != "return" or len(m.args) != n:
            return [], (f"return {n} cards (e.g. {' '.join(['return', *['king'] * n])!r})"
                        if n else "the stock had no card to draw: just 'return'")
        return list(m.args), None

    def returning(self, g: NotCoup, seat: int, m: Any, ev: list[Event]) -> list[str]:
        """The answer to the exchange is carried out: the cards (ranks) that go back to
        the stock, once its own part is done."""
        return list(m.args)

    def answer(self, g: NotCoup, seat: int, m: Any, amount: int, ev: list[Event]) -> None:
        """The answer to the question it put to one seat (``g._ask``)."""
        raise AssertionError(f"{self.name} asks no question")  # pragma: no cover

    def round_closed(self, g: NotCoup, takers: list[int], ev: list[Event]) -> bool:
        """Its sealed round closed; True when it settles it (else the takers' claims are
        heard one by one)."""
        return False

    def round_done(self, g: NotCoup, standing: list[int], ev: list[Event]) -> None:
        """Every claim of its sealed round is settled; ``standing`` made theirs good."""
        raise AssertionError(f"{self.name} opens no round of claims")  # pragma: no cover

    def goes_on(self, g: NotCoup, ev: list[Event]) -> None:
        """The losses owed are taken and it asked to go on (``Next.EFFECT_GOES_ON``)."""
        raise AssertionError(f"{self.name} has nothing more to do")  # pragma: no cover


# ----- the game actions of the variants ---------------------------------------------------
class Bank(Effect):
    """Heist's Steal: the whole bank."""

    name = "bank"

    def refuse_price(self, g):
        return None if g.bank else "the bank is empty: there is nothing to steal"

    def bank_now(self, g):
        return g.bank

    def resolved(self, g, spec, actor, target, taken, ev):
        got, g.bank = g.bank, 0
        g.points[actor] += got
        ev.append({"type": "gain", "seat": actor, "amount": got, "from": "bank",
                   "action": spec.name})
        return False


class Switch(Effect):
    """Snake Nest's Switch: the target changes team."""

    name = "switch"

    def resolved(self, g, spec, actor, target, taken, ev):
        if target is not None:
            g.team[target] = 1 - g.team[target]
            ev.append({"type": "switch", "seat": actor, "target": target,
                       "team": g.team[target]})
        return False


# ----- Kings ------------------------------------------------------------------------------
class Gambler(Effect):
    """Takes as many points as the claimant has, up to five; caught lying, it pays them
    to its challenger."""

    name = "gambler"

    def gain(self, g, spec, actor):
        return min(g.points[actor], GAMBLER_MAX)

    def exposed(self, g, spec, ev):
        challenger = g.chain.challenger
        got = min(self.gain(g, spec, g.chain.actor), g.pile)
        if challenger is not None and got and not g.is_out(challenger):
            g.pile -= got
            g.points[challenger] += got
            ev.append({"type": "gain", "seat": challenger, "amount": got, "from": None,
                       "action": "gambler"})


class Reluctant(Effect):
    """Takes four, then every other seat may claim a King for a point of them."""

    name = "reluctant"

    def resolved(self, g, spec, actor, target, taken, ev):
        others = [s for s in g.live() if s != actor]
        if not others:
            return False
        g._open_round("king", others, ev, offer=["claim king"])
        return True

    def round_done(self, g, standing, ev):
        actor = g.chain.actor
        for s in standing:  # a point to each claimant still standing
            g._give(actor, s, min(1, g.points[actor]), ev)
        g.chain.after = Next.DONE
        g._run(ev)


class Fancy(Effect):
    """Takes one, then a second action, a different one."""

    name = "fancy"

    def refuse(self, g, seat, spec):
        if g.extra_turn:
            return f"the {spec.title}'s second action must be a different one"
        return None

    def resolved(self, g, spec, actor, target, taken, ev):
        g.chain.after = Next.EFFECT_GOES_ON
        return False

    def goes_on(self, g, ev):
        g.chain = None
        g.responders, g.answers = [], {}
        g.extra_turn = True
        g.phase = TURN
        ev.append({"type": "turn", "seat": g.actor, "again": True})


# ----- Queens -----------------------------------------------------------------------------
class Wall(Effect):
    """Its point, once taken, stands as a Wall in front of the seat."""

    name = "wall"

    def take_gain(self, g, spec, actor, target, gain, ev):
        if gain and g._gain(actor, gain, spec.name, ev):
            g._place("wall", actor, None, ev)


class Alliance(Effect):
    """Two points from the pile: one in front of each ally."""

    name = "alliance"

    def take_gain(self, g, spec, actor, target, gain, ev):
        g._place("alliance", actor, target, ev)


class Survivor(Effect):
    """A reaction, not a turn's action: a seat about to lose a card (to anything but the
    7-point action) claims a Queen and sets that card aside unseen, drawing another from
    the stock instead. Challenged, the card it named is shown."""

    name = "survivor"

    def in_play(self, g: NotCoup) -> bool:
        return g.chosen.get("queen") == "survivor"

    def may(self, g: NotCoup) -> bool:
        """Whether the loss now owed may be survived."""
        return (self.in_play(g) and bool(g.deck) and bool(g.losses)
                and g.losses[0][1] != "fu")

    def candidates(self, g: NotCoup, seat: int) -> list[str]:
        if not self.may(g):
            return []
        held = sorted({rank(c) for c in g.hands[seat]}, key=RANKS.index)
        return [format(Action("survive", (r,))) for r in held]

    def reason(self, g: NotCoup, seat: int, m: Any) -> str | None:
        if not self.in_play(g):
            return "surviving needs the Survivor Queen in play"
        if g.losses[0][1] == "fu":
            fu = g.actions["fu"].title
            return f"nothing survives {'an' if fu == 'F.U.' else 'a'} {fu}"
        if not g.deck:
            return "the stock is empty: there is no card to draw instead"
        if len(m.args) != 1 or not any(rank(c) == m.arg for c in g.hands[seat]):
            return "name the card you set aside as your Queen: 'survive queen'"
        return None

    def claim(self, g: NotCoup, seat: int, r: str, ev: list[Event]) -> None:
        """Claim a Queen to set a card aside instead of losing it (it may be challenged:
        then that very card is shown)."""
        cause = g.losses.pop(0)[1]
        card = next(c for c in g.hands[seat] if rank(c) == r)
        c = g.chain
        c.put_by()
        g.log.append([seat, "survive", LOSE])
        ev.append({"type": "survive", "seat": seat, "card": card, "cause": cause,
                   "audience": [seat], "public": ("seat", "cause")})
        g._open_challenge(seat, "queen", "survive", ev)
        c.claim.set_aside = card

    def set_aside(self, g: NotCoup, seat: int, card: str, shown: bool,
                  ev: list[Event]) -> None:
        g.hands[seat].remove(card)
        g._card_left(seat, card, ev)
        (g.lost[seat] if shown else g.aside[seat]).append(card)
        new = g.deck.pop()
        g.hands[seat].append(new)
        ev.append({"type": "aside", "seat": seat, "card": card if shown else None})
        ev.append({"type": "replace", "seat": seat, "card": new, "audience": [seat]})

    def settled(self, g: NotCoup, ev: list[Event]) -> None:
        """Nobody challenged the Survivor claim: the card is set aside unseen."""
        seat, card = g.chain.claim.seat, g.chain.claim.set_aside
        self.set_aside(g, seat, card, False, ev)
        g.chain.take_back()
        g._run(ev)

    def judged(self, g: NotCoup, ev: list[Event]) -> None:
        """A challenged Survivor claim: the card named as the Queen is shown."""
        claim = g.chain.claim
        seat, card = claim.seat, claim.set_aside
        challenger = g.chain.challenger
        g.shown.append([seat, card])
        # "survive": the card named as the Queen, set aside or lost, not shuffled back
        ev.append({"type": "reveal", "seat": seat, "card": card, "survive": True})
        g.log.append([seat, f"{'reveal' if rank(card) == 'queen' else 'admit'} queen",
                      "prove"])
        if rank(card) == "queen":
            self.set_aside(g, seat, card, True, ev)
            g.chain.take_back()
            g.losses.insert(0, (challenger, "challenge"))
        else:
            # the bluff: the shown card is the life lost, and the failed challenge
            # costs another (which may again be claimed as a Queen)
            g.chain.take_back()
            g._discard(seat, card, ev)
            if g.phase != "over":
                g.losses.insert(0, (seat, "challenge"))
        g._run(ev)


# ----- Jacks ------------------------------------------------------------------------------
class Share(Effect):
    """Friendly Jack: what it steals goes to the poorest other seat (on a tie, the one
    the actor picks)."""

    name = "share"

    def resolved(self, g, spec, actor, target, taken, ev):
        if not taken:
            return False
        rest = [s for s in g.playing() if s != target]
        held = {s: g.points[s] - (taken if s == actor else 0) for s in rest}
        low = min(held.values())
        poorest = [s for s in rest if held[s] == low]
        if len(poorest) > 1:
            gifts = [format(Action(GIVE, (s,))) for s in poorest]
            g._ask(actor, "share", gifts, ev, amount=taken)
            return True
        g._give(actor, poorest[0], taken, ev)
        return False

    def answer(self, g, seat, m, amount, ev):
        g._give(g.chain.actor, m.arg, amount, ev)
        g._run(ev)


class Marker(Effect):
    """A point on one of the target's cards (picked blind) and one in front of the
    actor, paid out when that card leaves the hand."""

    name = "marker"
    needs_card = True

    def refuse_target(self, g, target):
        if g.marks_on(target):
            return f"{g.seat_label(target)} carries a marker already"
        return None

    def take_gain(self, g, spec, actor, target, gain, ev):
        g._place("marker", actor, target, ev)


class Graverobber(Effect):
    """A reaction, not a turn's action: the points of seats that go out wait in the
    grave until the turn ends; then every seat holding cards may claim a Jack, and the
    claimants left standing share them."""

    name = "graverobber"

    def in_play(self, g: NotCoup) -> bool:
        return g.chosen.get("jack") == "graverobber"

    def open_graves(self, g: NotCoup, actor: int, ev: list[Event]) -> bool:
        """At the end of a turn on which seats went out: True when a round of claims
        opens (no seat holds cards: the points go to the pile)."""
        if not self.in_play(g) or g.phase == ROUND:
            return False
        seats = [s for s in g.clockwise_from(actor) if g.hands[s]]
        if not seats:
            g.pile += sum(g.graves)
            g.graves = []
            return False
        if g.chain is None:
            g.chain = Chain(actor, "jack")
        g.chain.action = "jack"
        g._open_round("jack", seats, ev, origin=actor, offer=["claim jack"])
        return True

    def round_done(self, g, standing, ev):
        total, g.graves = sum(g.graves), []
        alive = [s for s in standing if g.hands[s]]
        each = total // len(alive) if alive else 0
        for s in alive:
            g.points[s] += each
        g.pile += total - each * len(alive)
        ev.append({"type": "graves", "seats": alive, "each": each,
                   "rest": total - each * len(alive)})
        g._end_turn(ev)


# ----- Aces -------------------------------------------------------------------------------
class Swap(Effect):
    """Draws one and takes one blind from the target; gives one back to each."""

    name = "swap"
    needs_card = True

    def refuse_target(self, g, target):
        if not g.deck:
            return "the stock is empty: the Swap Ace has nothing to swap with"
        return None

    def resolved(self, g, spec, actor, target, taken, ev):
        if target is not None and g.hands[target]:
            took = g.rng.choice(g.hands[target])  # a blind pick from the hand
            g.hands[target].remove(took)
            g._card_left(target, took, ev)
            g.hands[actor].append(took)
            g.chain.swap = target
            ev.append({"type": "take", "seat": actor, "target": target, "card": took,
                       "audience": [actor, target], "public": ("seat", "target")})
        return False

    # The exchange: one card back to the stock (if it drew one) and one to the player it
    # took from ("return king give queen"; "give queen" when the stock had none to draw).
    # With nothing taken (an empty hand), the exchange is a plain one.
    def return_options(self, g, hand, picks):
        if g.chain.swap is None:
            return super().return_options(g, hand, picks)
        out = []
        for p in picks:
            rest = list(hand)
            for r in p:
                rest.remove(r)
            out += [format(Action("return", (p[0], GIVE, give)) if p else Action(GIVE, (give,)))
                    for give in sorted(set(rest), key=rank_key)]
        return out

    def return_shape(self, g, m):
        if g.chain.swap is None:
            return super().return_shape(g, m)
        args = list(m.args)
        if g.chain.returns == 0 and m.verb == GIVE and len(args) == 1:
            return args, None  # the stock had no card to draw: only the give
        if g.chain.returns != 1 or m.verb != "return" or len(args) != 3 or args[1] != GIVE:
            return [], "return one card and give one back: 'return king give queen'"
        return [args[0], args[2]], None

    def returning(self, g, seat, m, ev):
        if g.chain.swap is None:
            return super().returning(g, seat, m, ev)
        back, give = (list(m.args[:1]), m.args[2]) if m.verb == "return" else ([], m.arg)
        target = g.chain.swap
        card = next(c for c in g.hands[seat] if rank(c) == give)
        g.hands[seat].remove(card)
        g.hands[target].append(card)
        ev.append({"type": "give", "seat": seat, "target": target, "card": card,
                   "audience": [seat, target], "public": ("seat", "target")})
        return back


class More(Effect):
    """Expensive Ace: draws one, then again for a point each, as often as it can pay."""

    name = "more"

    def exchange(self, g, ev):
        if g.chain.returns:
            self.offer(g, ev)
        else:
            g.phase = EXCHANGE

    def offer(self, g: NotCoup, ev: list[Event]) -> None:
        actor = g.chain.actor
        if g.points[actor] >= 1 and g.deck:
            g._ask(actor, "more", ["draw", "stop"], ev)
        else:
            g.choice = None
            g.phase = EXCHANGE

    def answer(self, g, seat, m, amount, ev):
        if m.verb != "draw":
            g.phase = EXCHANGE
            return
        g._take(seat, 1, ev)
        g.pile += 1
        ev.append({"type": "pay", "seat": seat, "amount": 1, "to": "pile"})
        g._draw(seat, 1, ev)
        self.offer(g, ev)


# ----- Jokers -----------------------------------------------------------------------------
class Extort(Effect):
    """The target pays two to the actor or loses a card, as it chooses (with fewer than
    two points it loses the card)."""

    name = "extort"
    needs_card = True
    strikes = False  # the target is asked first

    def resolved(self, g, spec, actor, target, taken, ev):
        if target is None or not g.hands[target]:
            return False
        if g.points[target] >= EXTORTION:
            g._ask(target, "extort", ["pay", "refuse"], ev, amount=EXTORTION)
            return True
        ev.append({"type": "strike", "seat": actor, "target": target, "action": spec.name})
        g.losses.append((target, "strike"))
        return False

    def answer(self, g, seat, m, amount, ev):
        actor = g.chain.actor
        if m.verb == "pay":
            g._take(seat, EXTORTION, ev)
            g.points[actor] += EXTORTION
            ev.append({"type": "gain", "seat": actor, "amount": EXTORTION, "from": seat,
                       "action": g.chain.action})
        else:
            ev.append({"type": "strike", "seat": actor, "target": seat,
                       "action": g.chain.action})
            g.losses.append((seat, "strike"))
        g._run(ev)


class Slow(Effect):
    """A fuse in front of the target (with a point from the pile, if any is left): it
    loses a card at the start of its next turn."""

    name = "slow"
    needs_card = True

    def resolved(self, g, spec, actor, target, taken, ev):
        if target is not None and g.hands[target]:
            point = g.pile > 0
            g.pile -= point
            g.front.append({"kind": "slow", "seat": target, "by": actor, "point": point})
            ev.append({"type": "front", "seat": target, "kind": "slow", "by": actor})
        return False

    def fuse_burns(self, g: NotCoup, seat: int, ev: list[Event]) -> bool:
        """At the start of ``seat``'s turn: True when a fuse before it burns, and it loses
        a card first (its turn follows, through ``goes_on``)."""
        fuses = [m for m in g.front if m["kind"] == "slow" and m["seat"] == seat]
        if not fuses:
            return False
        for m in fuses:
            g.front.remove(m)
            g.pile += 1 if m["point"] else 0
            ev.append({"type": "fuse", "seat": seat, "by": m["by"]})
            g.losses.append((seat, "fuse"))
        g.chain = Chain(fuses[0]["by"], "joker", target=seat, after=Next.EFFECT_GOES_ON)
        g.phase = LOSE
        g._run(ev)
        return True

    def goes_on(self, g, ev):
        seat = g.chain.target  # the seat's turn, if it is still in
        g.chain = None
        g.actor = seat
        if g.is_out(seat):
            g._end_turn(ev)
            return
        g.phase = TURN
        ev.append({"type": "turn", "seat": seat})


class Teamwork(Effect):
    """Lands only if another seat pays three to make it land; only then may it be
    blocked."""

    name = "teamwork"

    def before_counters(self, g, ev):
        if g.chain.helper is not None:
            return False
        actor, target = g.chain.actor, g.chain.target
        who = [s for s in g.playing() if s not in (actor, target)
               and g.points[s] >= TEAMWORK_PAY]
        if who:
            g._open_round("pay", who, ev, offer=["pay"], amount=TEAMWORK_PAY)
        else:
            self.nobody_paid(g, ev)
        return True

    def round_closed(self, g, takers, ev):
        g.round = None
        if not takers:
            self.nobody_paid(g, ev)
            return True
        helper = takers[0]
        g._take(helper, TEAMWORK_PAY, ev)
        to = "bank" if g.chain.action in g.crimes else "pile"
        g._credit(to, None, TEAMWORK_PAY)
        g.chain.helper = helper
        ev.append({"type": "pay", "seat": helper, "amount": TEAMWORK_PAY, "to": to})
        g._counter_window(ev)
        return True

    def nobody_paid(self, g: NotCoup, ev: list[Event]) -> None:
        ev.append({"type": "fails", "seat": g.chain.actor, "action": g.chain.action,
                   "why": "nobody paid"})
        g._end_turn(ev)


PLAIN = Effect()
# the reactions and the fuse, which the rules call on at their moments
SURVIVOR, GRAVEROBBER, SLOW = Survivor(), Graverobber(), Slow()
EFFECTS: dict[str, Effect] = {e.name: e for e in (
    Bank(), Switch(), Gambler(), Reluctant(), Fancy(), Wall(), Alliance(), SURVIVOR,
    Share(), Marker(), GRAVEROBBER, Swap(), More(), Extort(), SLOW, Teamwork())}
"""Every named effect's class, by the name the action rows give."""


def effect_of(spec: ActionSpec) -> Effect:
    return EFFECTS[spec.effect] if spec.effect else PLAIN
