"""The reaction chain of one NotCoup turn: who declared what, the claim under challenge,
the counter, and what comes once the losses it owes are taken; and what the chain may
wait on besides a window: a sealed round of claims or payments, a question to one seat.

The engine keeps one ``Chain`` from a declaration to the end of the turn; ``to_view``
gives the observation's ``chain`` entry, the same plain dict for every reader (tables,
bots, styles), and ``Round`` and ``Choice`` give theirs alike. A Survivor Queen claim
interrupts the claim under way: ``put_by`` keeps that claim while the Queen is
challenged and ``take_back`` resumes it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any


class Next(Enum):
    """What the chain does once the losses owed are taken."""

    DONE = "done"              # the action is carried out: the turn ends
    CLAIM_STANDS = "stands"    # the claim went unchallenged or was proven
    CLAIM_FALLS = "falls"      # the claim was admitted or its denial disproven
    EFFECT_GOES_ON = "effect"  # the action's effect has more to do (a Fancy King's
                               # second action, the turn after a Slow Joker's fuse)


@dataclass
class Claim:
    """A card claimed (or, with ``denies``, a card denied) that may be challenged."""

    seat: int
    card: str
    role: str                      # "action", "counter", "round" or "survive"
    denies: bool = False           # the seat says it holds no such card (Heist's Steal)
    marked: bool | None = None     # with a Marker Jack's marker: claimed with that card?
    set_aside: str | None = None   # a Survivor claim: the card named as the Queen

    def to_view(self, seat: int | None) -> dict[str, Any]:
        view = {"seat": self.seat, "card": self.card, "role": self.role,
                "denies": self.denies, "marked": self.marked}
        if self.role == "survive":
            # which card a Survivor claim names is its claimant's to know
            view["set_aside"] = self.set_aside if seat == self.seat else None
        return view


@dataclass(frozen=True)
class Block:
    """A counter: ``seat`` claims ``card`` to block the action."""

    seat: int
    card: str


@dataclass
class Chain:
    actor: int
    action: str                       # the action table's name ("king", "fu", ...)
    target: int | None = None
    paid: int = 0                     # the cost paid when declared
    paid_to: str | None = None        # "pile", "bank" or "target"
    claim: Claim | None = None
    counter: Block | None = None
    challenger: int | None = None     # who challenged the claim (the first clockwise)
    after: Next | None = None         # None: nothing is owed yet
    returns: int = 0                  # cards drawn that must go back to the stock
    drawn: list[str] = field(default_factory=list)
    spared: list[int] = field(default_factory=list)  # victims whose own block stood
    helper: int | None = None         # Teamwork Joker: the seat that paid for it
    swap: int | None = None           # Swap Ace: the seat a card was taken from
    stash: tuple[Claim | None, int | None, Next | None] | None = None  # see put_by

    def put_by(self) -> None:
        """Keep the claim under way (its claim, challenger and next step) while a
        Survivor Queen is claimed."""
        self.stash = (self.claim, self.challenger, self.after)
        self.after = None

    def take_back(self) -> None:
        """Resume the claim ``put_by`` kept."""
        assert self.stash is not None
        self.claim, self.challenger, self.after = self.stash
        self.stash = None

    def to_view(self, seat: int | None, exchanging: bool) -> dict[str, Any]:
        """The observation's form; the cards drawn show only to the actor, while it
        returns them (``exchanging``)."""
        return {"actor": self.actor, "action": self.action, "target": self.target,
                "paid": self.paid,
                "claim": self.claim.to_view(seat) if self.claim else None,
                "spared": list(self.spared), "helper": self.helper,
                "counter": ({"seat": self.counter.seat, "card": self.counter.card}
                            if self.counter else None),
                "challenger": self.challenger,
                "drawn": list(self.drawn) if seat == self.actor and exchanging else None,
                "returns": self.returns}


@dataclass
class Round:
    """A sealed round: each seat asked may take the offer for itself (a claim, heard one
    by one once the round closes, or a payment)."""

    kind: str                       # "counter", "king", "jack" or "pay"
    offer: list[str]
    origin: int | None = None       # the seat whose turn's end opened it (Graverobbers):
                                    # its answers are heard clockwise from there
    amount: int = 0                 # what taking a payment round's offer costs
    queue: list[tuple[int, str]] = field(default_factory=list)  # claims yet to be heard
    standing: list[int] = field(default_factory=list)  # seats whose claim stood
    cards: dict[int, str] = field(default_factory=dict)  # the card each of them claimed

    def to_view(self) -> dict[str, Any]:
        return {"kind": self.kind, "offer": list(self.offer),
                "standing": list(self.standing), "amount": self.amount}


@dataclass
class Choice:
    """A question an effect puts to one seat (``kind`` is the effect's name)."""

    seat: int
    kind: str
    options: list[str]
    amount: int = 0                 # the points at stake (Extortion, Friendly Jack's share)

    def to_view(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind, "options": list(self.options),
                "amount": self.amount}
