"""What the NotCoup table does with each engine event: ``NotCoupEvents``, held by the
table as ``on``, queues each event's steps on the table's ``Stage`` (the Transformer's on
its plug-in, ``stage.tf``) and tells the chain panel. The table's ``EVENT_HANDLERS`` names
these methods (``"declare": "on.declare"``).
"""

from __future__ import annotations

from typing import Any

from game.notcoup.narrate import (
    a_card,
    and_list,
    card_title,
    denial_challenged,
    graverobbing,
    team_name,
)
from scenes import sound
from scenes.anim import Wait
from scenes.tables.notcoup.anim_state import TeamFlip
from scenes.tables.notcoup.stage import FLY
from scenes.tables.notcoup.story import answer_word

SWITCH_TIME = 0.8  # a team card turning over to the other team

#: the Transformer's events its plug-in plays by a method of the same name, each then
#: told in the chain panel (the draft, shown on its board, has its own handler)
TRANSFORMER_TOLD = ("transform", "front", "unmark", "fuse", "toll", "gift", "choose",
                    "round_claims", "graves", "survive", "aside", "take", "give")

#: every event the engine emits (game.notcoup rules, alternates, transformer; "answered"
#: is how an answer looks to the others) -> the ``NotCoupEvents`` method that plays it
EVENT_METHODS: dict[str, str] = {
    **{t: t for t in ("declare", "pay", "buyout", "window", "answer", "answered", "answers",
                      "challenge", "reveal", "replace", "admit", "counter", "lose", "zombie",
                      "out", "gain", "refund", "denial", "switch", "fails", "blocked",
                      "strike", "draw", "turn", "win", "draft")},
    "return": "return_",  # a keyword: the method takes a trailing underscore
    **{t: "transformer" for t in TRANSFORMER_TOLD},
}


class NotCoupEvents:
    """The NotCoup table's event handlers: each reads the table's parts (``stage``,
    ``view``, ``anim_state``) and queues what shows its event."""

    def __init__(self, table: Any) -> None:
        self.table = table

    def declare(self, e: dict) -> None:
        t = self.table
        t._queue(t.anim_state.chain_lines.clear)  # a new claim: a new chain
        title = t.stage.title(e["action"])
        aim = f" → {t.seat_name(e['target'])}" if e.get("target") is not None else ""
        text = f"{title}{aim}" + ("?" if e.get("claim") else "")
        if e.get("denies"):  # Steal: the claim is to hold no such card
            text = f"{title}: no {card_title(e['denies'])}?"

        def on() -> None:
            t.view["actor"] = e["seat"]
            sound.play("bid")  # an action announced, like a bid at the bidding tables
            t.stage.bubble(e["seat"], text)
        t._queue(on, Wait(0.5))
        t.stage.chain_line(e)

    def pay(self, e: dict) -> None:
        t = self.table
        # Heist: a crime's cost goes to the bank, a gift (Friendly Joker) to its target,
        # every other cost to the pile
        t._queue(*t.stage.slide(e["seat"], _where(e.get("to"), e.get("target")),
                                e["amount"]))
        t.stage.chain_line(e)

    def buyout(self, e: dict) -> None:
        t = self.table
        t._queue(*t.stage.slide(e["seat"], None, e["amount"]))  # the Buyout's 5

    def window(self, e: dict) -> None:
        t = self.table
        t._queue(t.refresh)  # who may answer shows in the chain panel
        t.stage.chain_line(e)

    def answer(self, e: dict) -> None:
        t = self.table
        # only the answering seat sees what it answered
        t._queue(lambda: t.stage.bubble(e["seat"], e["answer"].capitalize(), 1.0))

    def answered(self, e: dict) -> None:
        t = self.table
        t._queue(lambda: t.stage.bubble(e["seat"], "answered", 1.0))

    def answers(self, e: dict) -> None:
        t = self.table

        def on() -> None:
            # the window closes: everyone has answered, and the answers are public
            t.view["answered"] = sorted(s for s, _ in e["answers"])
            t.view["to_act"] = []
            for s, a in e["answers"]:
                t.stage.bubble(s, answer_word(a), 1.4)
        t._queue(on, Wait(0.6))
        t.stage.chain_line(e)

    def challenge(self, e: dict) -> None:
        t = self.table
        text = (f"{t.seat_name(e['seat'])} challenges {t.seat_name(e['claimant'])}'s "
                f"{card_title(e['card'])}!")
        if denial_challenged(e):
            text = (f"{t.seat_name(e['seat'])} challenges: does "
                    f"{t.seat_name(e['claimant'])} hold {a_card(e['card'])}?")
        t._queue(lambda: t.view.update(phase="prove", to_act=[e["claimant"]]))
        t.stage.announce(text, "verdict", 1.6, 0.8, "challenge")
        t.stage.chain_line(e)

    def reveal(self, e: dict) -> None:
        self.table.stage.reveal(e)  # its line is told while the card is up

    def replace(self, e: dict) -> None:
        t = self.table
        card = e.get("card")
        face = card if card is not None and not e.get("private") else None

        def go() -> None:
            sound.play("card_deal")
            t.stage.to_hand(e["seat"], face)
        t._queue(go, Wait(FLY))

    def admit(self, e: dict) -> None:
        t = self.table
        text = f"{t.seat_name(e['seat'])} admits: no {card_title(e['card'])}"
        t._queue(lambda: (sound.play("caught"), t.stage.bubble(e["seat"], "Bluff!")),
                 lambda: t.stage.banner(text, "bad", 1.6), Wait(0.8))
        t.stage.chain_line(e)

    def counter(self, e: dict) -> None:
        t = self.table
        text = f"{card_title(e['card'])} blocks!"
        t._queue(lambda: (sound.play("block"), t.stage.bubble(e["seat"], text)), Wait(0.5))
        t.stage.chain_line(e)

    def lose(self, e: dict) -> None:
        t = self.table
        seat, card = e["seat"], e["card"]
        tf = t.stage.tf
        if tf is not None:
            tf.a.surviving.discard(seat)
        if tf is not None and tf.a.held_up == (seat, card):  # a Survivor's card: no Queen
            tf.lay_down(seat, card)
        else:
            t.stage.lose(seat, card)
        t.stage.chain_line(e)

    def zombie(self, e: dict) -> None:
        t = self.table
        seat = e["seat"]
        t._queue(lambda: t.stage.banner(
            f"{t.seat_name(seat)} plays on as a zombie", "bad", 1.6))

    def out(self, e: dict) -> None:
        t = self.table
        seat = e["seat"]
        back = e.get("points", 0)
        grave = graverobbing(t.view)
        if grave:
            t.anim_state.tf.grave_seats.append(seat)

        def gather() -> None:
            # a Marker Jack's points it played or carried leave with the rest of its
            # points; a fuse in front of it goes back to the pile
            front = t.view.get("front") or []
            held = [m for m in front if m["kind"] in ("mark", "stake")
                    and seat in (m["seat"], m.get("by"))]
            for m in held + [m for m in front if m["kind"] == "slow" and m["seat"] == seat]:
                front.remove(m)
            t.view["points"][seat] += len(held)
        t._queue(lambda: t.stage.banner(f"{t.seat_name(seat)} is out of the game", "bad",
                                        1.6),
                 gather, *t.stage.slide(seat, ("grave",) if grave else None, back),
                 lambda: t.view["out"].__setitem__(seat, True))
        t.stage.chain_line(e)

    def gain(self, e: dict) -> None:
        t = self.table
        t._queue(*t.stage.slide(e.get("from"), e["seat"], e["amount"]))
        t.stage.chain_line(e)

    def refund(self, e: dict) -> None:
        t = self.table
        # a refund comes back from where the cost went, as the event names it
        t._queue(*t.stage.slide(_where(e.get("from"), e.get("target")), e["seat"],
                                e["amount"]))
        t.stage.chain_line(e)

    def denial(self, e: dict) -> None:
        """Heist: the engine tells whether the challenged stealer holds the card; no
        card is shown."""
        t = self.table
        who, card = t.seat_name(e["seat"]), card_title(e["card"])
        steal = t.stage.title("steal")
        if e["holds"]:
            text, tone, word = f"{who} holds {a_card(e['card'])}: the {steal} fails", "bad", \
                f"{card}!"
        else:
            text, tone, word = f"{who} holds no {card}: the {steal} stands", "good", \
                f"No {card}"
        t._queue(lambda: t.stage.bubble(e["seat"], word))
        t.stage.announce(text, tone, 1.8, 0.9)
        t.stage.chain_line(e)

    def switch(self, e: dict) -> None:
        """Snake nest: the target's team card turns over to its new team."""
        t = self.table
        target, team = e["target"], e["team"]
        text = (f"{t.seat_name(e['seat'])} moves {t.seat_name(target)} to team "
                f"{team_name(team)}")

        def turn() -> None:
            tw = t._tween(SWITCH_TIME)
            t.anim_state.team_flips[target] = TeamFlip(1 - team, team, tw)
            t.events.anim.add(tw)
            t.stage.banner(text, "verdict", 1.8)

        def done() -> None:
            t.anim_state.team_flips.pop(target, None)
            if t.view.get("teams"):
                t.view["teams"][target] = team
        t._queue(turn, Wait(SWITCH_TIME), done)
        t.stage.chain_line(e)

    def fails(self, e: dict) -> None:
        t = self.table
        text = f"{t.seat_name(e['seat'])}'s {t.stage.title(e['action'])} does not happen"
        if e.get("why") == "nobody paid":  # the Teamwork Joker found no helper
            text += ": nobody paid"
        t.stage.announce(text, "bad", 1.4, 0.5)
        t.stage.chain_line(e)

    def blocked(self, e: dict) -> None:
        t = self.table
        text = (f"{t.seat_name(e['by'])}'s {card_title(e['card'])} blocks "
                f"{t.seat_name(e['seat'])}'s {t.stage.title(e['action'])}")
        if e.get("only"):  # an action on everyone, blocked by one seat for itself (the
            # event's card is the first that blocks it, not the one claimed: not named)
            text = (f"{t.seat_name(e['by'])}'s block stands: spared from "
                    f"{t.stage.title(e['action'])}")
        t.stage.announce(text, "verdict", 1.6, 0.6, "block")
        t.stage.chain_line(e)

    def strike(self, e: dict) -> None:
        t = self.table
        t.stage.announce(f"{t.seat_name(e['target'])} must lose a card", "bad", 1.4, 0.4)
        t.stage.chain_line(e)

    def draw(self, e: dict) -> None:
        t = self.table
        cards = e.get("cards")
        n = e.get("count", len(cards or []))
        t.stage.draw(e["seat"], [cards[j] if cards else None for j in range(n)])
        t.stage.chain_line(e)

    def return_(self, e: dict) -> None:
        t = self.table
        t.stage.give_back(e["seat"], e.get("cards") or [None] * e.get("count", 0))
        t.stage.chain_line(e)

    def turn(self, e: dict) -> None:
        t = self.table
        t._queue(lambda: t.view.__setitem__("actor", e["seat"]))
        if e.get("again"):  # the Fancy King's second action
            t.stage.announce(f"{t.seat_name(e['seat'])} takes a second action", "verdict",
                             1.4, 0.4)
        elif t.view.get("phase") == "draft":  # the draft is over: play begins
            t.stage.announce(f"Play begins: {t.seat_name(e['seat'])}'s turn", "good", 1.6,
                             0.6)

    def win(self, e: dict) -> None:
        t = self.table
        seats = e.get("seats") or [e["seat"]]
        names = [t.seat_name(s) for s in seats]
        if e.get("team") is not None:  # Co-op: the team wins, its members out or not
            text = f"Team {team_name(e['team'])} wins: {and_list(names)}"
        else:
            text = f"{names[0]} wins the game!"
        t.stage.announce(text, "good", 3.0, 1.5, "win")
        t.stage.chain_line(e)

    # ----- the Transformer's events (its moves: transformer_anim) --------------------------
    def transformer(self, e: dict) -> None:
        """A Transformer event its plug-in plays by the event's name; nothing to play
        without the Transformer."""
        stage = self.table.stage
        if stage.tf is None:
            return
        getattr(stage.tf, e["type"])(e)
        stage.chain_line(e)

    def draft(self, e: dict) -> None:
        tf = self.table.stage.tf
        if tf is not None:
            tf.draft(e)


def _where(to: Any, target: int | None) -> Any:
    """Where points went or come back from, as ``Stage.slide`` names it: the pile (None),
    the bank, or a seat (a gift's target)."""
    return "bank" if to == "bank" else target if to == "target" else None
