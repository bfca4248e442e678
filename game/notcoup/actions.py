"""NotCoup's actions as data: what each costs and gains, the card it claims, whom it
targets and which cards counter it. The engine reads this table instead of branching
on action names, so a variant changes a row (a dearer Joker, a King that takes 4) or
adds one, and the rules follow.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace


@dataclass(frozen=True)
class ActionSpec:
    name: str                   # the notation's word: "income", "fu", "king" ...
    title: str                  # what the table shows
    cost: int = 0               # paid to the pile when declared
    gain: int = 0               # taken from the pile when it resolves
    steal: int = 0              # taken from the target when it resolves
    claim: str | None = None    # the card the actor claims to hold (None: a game action)
    target: bool = False        # names another seat
    discard: bool = False       # the target loses a card when it resolves
    exchange: int = 0           # cards drawn and then returned
    counters: tuple[str, ...] = ()   # cards whose claim blocks it
    counter_by: str = "none"    # who may counter: "anyone", "target" or "none"
    refund_on_lie: bool = True  # a cost comes back if the claim is exposed as a lie
    denies: str | None = None   # a game action that says "I hold no such card" (Steal)
    effect: str | None = None   # a rule beyond the fields, named: "bank", ... (effects.py)
    any_team: bool = False      # may aim at a team-mate (Switch: that is what it is for)
    gift: int = 0               # given to the target once it resolves (Friendly King)
    pay_to: str = "pile"        # where the cost goes: "pile", or "target" (a gift)
    harmless: bool = False      # naming the seat is no attack: no Wall, team or alliance
                                # rule stops it (a gift, an alliance offered)
    each: bool = False          # acts on every other seat it may act against, and each
                                # of them may block it for itself (Wild Jack, Mega Joker)
    on_turn: bool = True        # False: the card's power is a reaction, not a turn's
                                # action (Survivor Queen, Graverobber Jack)
    notes: tuple[str, ...] = field(default=())

    @property
    def is_claim(self) -> bool:
        return self.claim is not None

    @property
    def challengeable(self) -> bool:
        """A card claim, or a denial of holding one, may be challenged."""
        return self.claim is not None or self.denies is not None

    def describe(self) -> dict:
        """The row as plain data, for observations (bots and tables read the table
        from there, so a variant's changes reach them)."""
        return {"name": self.name, "title": self.title, "cost": self.cost,
                "gain": self.gain, "steal": self.steal, "claim": self.claim,
                "target": self.target, "discard": self.discard,
                "exchange": self.exchange, "counters": list(self.counters),
                "counter_by": self.counter_by, "denies": self.denies,
                "effect": self.effect, "gift": self.gift, "pay_to": self.pay_to,
                "harmless": self.harmless, "each": self.each, "on_turn": self.on_turn}

    def with_(self, **changes) -> ActionSpec:
        return replace(self, **changes)


BASE_ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("income", "Income", gain=1),
    ActionSpec("more-income", "More Income", gain=2, counters=("king",), counter_by="anyone"),
    ActionSpec("fu", "F.U.", cost=7, target=True, discard=True),
    ActionSpec("king", "King", gain=3, claim="king"),
    ActionSpec("jack", "Jack", steal=2, claim="jack", target=True,
               counters=("jack", "ace"), counter_by="target"),
    ActionSpec("ace", "Ace", claim="ace", exchange=2),
    ActionSpec("joker", "Joker", cost=3, claim="joker", target=True, discard=True,
               counters=("queen",), counter_by="target"),
)

REDRAW = ActionSpec("redraw", "Redraw", cost=1, exchange=1)
"""Shuffle Time's game action: pay 1, draw 1, return 1 (no claim, no counter)."""

SWITCH = ActionSpec("switch", "Switch", cost=2, target=True, effect="switch", any_team=True)
"""Snake Nest's game action: pay 2, another seat changes team."""

STEAL = ActionSpec("steal", "Steal", denies="king", effect="bank")
"""Heist's game action: take the whole bank, saying "I hold no King"."""

FORCED_AT = 10
"""From this many points, F.U. is the only action a turn may take."""


def table(specs: tuple[ActionSpec, ...] = BASE_ACTIONS) -> dict[str, ActionSpec]:
    """The action table by name, in declared order."""
    return {s.name: s for s in specs}


def counter_cards(specs: dict[str, ActionSpec]) -> tuple[str, ...]:
    """Every card that counters something, in canonical order."""
    from game.notcoup.cards import RANKS

    found = {c for s in specs.values() for c in s.counters}
    return tuple(r for r in RANKS if r in found)
