"""What Three Card Coyote waits on between beats: an answer window others must close,
and the dealer's next duty.

A ``Window`` opens when the rules give other seats a say before an action stands (a
defence, a chip against a raise, an interruption of a ritual) or when a fight's
winner may seize something. ``DealerDue`` is what Coyote must do next. Both are built
here only, and both say themselves in the observation's plain words (``public``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from game.three_card_coyote.notation import Shape

Answer = tuple[Any, ...]
"""A seat's answer: ("allow",), ("cower",), ("chip", power) or ("card", card)."""
How = tuple[str, Any]
"""What carries an action: ("card", card), ("chip", power), or ("none", None)."""


class WindowKind(str, Enum):
    """Who is asked what; the value is what observations and windows say."""

    DEFEND = "defend"        # the target of a fight (or an armed target of a shot)
    COVER = "cover"          # an unarmed target of a shot, diving for cover
    OPPOSE = "oppose"        # a chip against a raise, from anyone in position
    INTERRUPT = "interrupt"  # a Showdown ritual, broken by a foe in position
    SEIZE = "seize"          # a fight's winner takes what the loser carries


DEFAULTS = {WindowKind.OPPOSE: "allow", WindowKind.INTERRUPT: "allow",
            WindowKind.COVER: "defend fate", WindowKind.SEIZE: "seize nothing"}
"""The free choice a prompt opens on (a defence has none: every answer costs)."""

ANSWER_VERB = {WindowKind.DEFEND: "defend", WindowKind.COVER: "defend",
               WindowKind.INTERRUPT: "interrupt"}
"""The verb of the answers a window takes with a card or a power ("defend with ...")."""


@dataclass
class Window:
    kind: WindowKind
    seats: list[int]
    actor: int
    shape: Shape | None        # None for a seizure: the fight is over
    how: How
    loser: int | None = None   # whose things a seizure takes
    answers: dict[int, Answer] = field(default_factory=dict)

    @classmethod
    def asking(cls, kind: WindowKind, seats: list[int], actor: int, shape: Shape,
               how: How) -> Window:
        """A window on ``actor``'s action, open to ``seats``."""
        return cls(kind, list(seats), actor, shape, tuple(how))

    @classmethod
    def seizure(cls, winner: int, loser: int) -> Window:
        return cls(WindowKind.SEIZE, [winner], winner, None, ("none", None), loser=loser)

    @property
    def default(self) -> str | None:
        return DEFAULTS.get(self.kind)

    def waiting(self) -> list[int]:
        """The seats still to answer."""
        return sorted(s for s in self.seats if s not in self.answers)

    def action(self) -> str:
        """The action the window answers, as the public view words it."""
        return str(self.shape) if self.shape else f"seize {self.loser}"

    def public(self, shown: dict[str, str]) -> dict[str, Any]:
        """The observation's ``window``; ``shown`` is how the actor's cards lie (a card
        played against a player stays hidden until everyone has answered)."""
        card = self.how[1] if self.how[0] == "card" and shown.get(self.how[1]) == "up" \
            else None
        return {"kind": self.kind.value, "actor": self.actor, "action": self.action(),
                "card": card, "chip": self.how[0] == "chip", "seats": list(self.seats),
                "answered": sorted(self.answers)}


class Duty(str, Enum):
    """What Coyote must do next; the value is what observations say."""

    SECRETS = "secrets"  # deal his three secret cards
    DEAL = "deal"        # deal a round
    TELL = "tell"        # tell the clue a town person gave
    TOWN = "town"        # turn the town's card
    POSSE = "posse"      # send the posse after one of the seats tied for most trouble


@dataclass(frozen=True)
class DealerDue:
    kind: Duty
    seat: int | None = None          # a clue: who is told
    folk: str | None = None          # a clue: who gave it
    more: int = 0                    # a clue: how many more the gossip hears
    choices: tuple[int, ...] = ()    # a posse: the seats tied

    @classmethod
    def clue(cls, seat: int, folk: str, more: int) -> DealerDue:
        return cls(Duty.TELL, seat=seat, folk=folk, more=more)

    @classmethod
    def posse(cls, choices: list[int]) -> DealerDue:
        return cls(Duty.POSSE, choices=tuple(choices))

    def public(self) -> dict[str, Any]:
        """The dealer's observation's ``due``: the kind and the facts that kind has."""
        out: dict[str, Any] = {"kind": self.kind.value}
        if self.kind is Duty.TELL:
            out.update(seat=self.seat, folk=self.folk, more=self.more)
        elif self.kind is Duty.POSSE:
            out["choices"] = list(self.choices)
        return out
