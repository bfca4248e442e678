"""The stages of a NotCoup game, shared by the rules, the Transformer's effects and the
bots. A phase is a ``str`` as well, so observations, logs and saves hold its plain word
("turn", "challenge") exactly as before."""

from __future__ import annotations

from enum import Enum


class Phase(str, Enum):
    TURN = "turn"            # the actor chooses its action
    CHALLENGE = "challenge"  # a sealed window: anyone may challenge the claim
    PROVE = "prove"          # the challenged claimant shows the card or admits
    COUNTER = "counter"      # a sealed window: who may block the action
    LOSE = "lose"            # a seat gives up a card (or buys out, or survives)
    EXCHANGE = "exchange"    # the actor returns cards after drawing (Ace, Redraw)
    DRAFT = "draft"          # Transformer drafted in play: a seat decides a card's action
    ROUND = "round"          # a sealed window where each seat may claim for itself (each
                             # victim blocking a Mega Joker, Reluctant King's others,
                             # Graverobber Jack's claims) or pay (Teamwork Joker)
    CHOOSE = "choose"        # one seat picks among a few options an effect offers
    OVER = "over"

    def __str__(self) -> str:
        return self.value  # "turn", in f-strings and messages too


# the names the rules, the Transformer and the bots import
TURN, CHALLENGE, PROVE, COUNTER, LOSE, EXCHANGE, DRAFT, ROUND, CHOOSE, OVER = Phase
