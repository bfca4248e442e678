"""A gauntlet of playing styles for the two bidding games (HeidelBÄR and Tilsit rules).

Our own bots only ever met each other, and a ladder of our own bots hides the
weaknesses they share. These styles are written from how people and simple programs
play a bluff-and-bid game, not from our bots, and each is one plain habit:

* **min-raiser**: opens low and raises by one unless it is nearly sure the bid is
  false (under 10% from its own odds).
* **threshold-caller**: adds up what it can see plus an average card for each one it
  cannot, calls when the bid is well above that (three or more), and otherwise
  raises by one.
* **bayesian**: knows its exact odds and bids its best guess of the total, but almost
  never calls (only a bid it gives less than 3%).
* **eager-caller**: calls any bid it does not give at least a 60% chance.
* **card-counter**: counts every card it has seen (the discard pile too), ignores what
  the bids say, calls a bid more likely false than true and otherwise bids its own
  median.
* **random**: any legal action, uniformly.

None of them uses the games' extras (a peek, the Coyote card, Shaman powers); when a
rule forces a choice (a discard, a guess, a bid after a Cancel) they take the plainest.
The tournament runs a bot against three copies of each (``--gauntlet``).
"""

from __future__ import annotations

from typing import Any

from game.bots import Bot
from game.core import moves
from game.odds import Dist
from game.registry import odds_reader


class StyleBot(Bot):
    """One habit, applied every turn: ``open_at`` and ``respond`` say which."""

    kind = "style"
    counting = True

    def act(self, obs: dict[str, Any], legal: list[str]) -> str:
        game = odds_reader(obs["game"])  # the game's own odds (game.odds.OddsReader)
        bids = sorted(m.arg for m in moves(legal, "bid"))
        d = game.dist(obs, self.counting)
        bid = obs["bid"]
        holds = d.p_at_least(bid) if bid is not None else 1.0
        forced = game.forced(obs, legal, holds)
        if forced:
            return forced
        can_call = game.call in legal
        if not bids:
            return game.call if can_call else legal[0]
        # A bid the rules demand now (the first, or one after a Cancel or a power) is an
        # opening in all but name.
        if bid is None or not can_call:
            return self._bid(bids, self.open_at(d))
        if self.calls(d, bid):
            return game.call
        return self._bid(bids, self.raise_to(d, bid))

    @staticmethod
    def _bid(bids: list[int], value: float) -> str:
        v = int(round(value))
        return f"bid {min(bids[-1], max(bids[0], v))}"

    # the habit
    def open_at(self, d: Dist) -> float:
        return d.quantile_bid(0.9)

    def calls(self, d: Dist, bid: int) -> bool:
        return d.p_at_least(bid) < 0.5

    def raise_to(self, d: Dist, bid: int) -> float:
        return bid + 1


class MinRaiser(StyleBot):
    kind = "min-raiser"

    def open_at(self, d: Dist) -> float:
        return d.quantile_bid(0.95)

    def calls(self, d: Dist, bid: int) -> bool:
        return d.p_at_least(bid) < 0.1


class ThresholdCaller(StyleBot):
    kind = "threshold-caller"
    counting = False
    MARGIN = 3

    def open_at(self, d: Dist) -> float:
        return d.mean - self.MARGIN

    def calls(self, d: Dist, bid: int) -> bool:
        return bid >= d.mean + self.MARGIN


class Bayesian(StyleBot):
    kind = "bayesian"

    def open_at(self, d: Dist) -> float:
        return d.quantile_bid(0.5)

    def calls(self, d: Dist, bid: int) -> bool:
        return d.p_at_least(bid) < 0.03

    def raise_to(self, d: Dist, bid: int) -> float:
        return max(bid + 1, d.quantile_bid(0.5))


class EagerCaller(StyleBot):
    kind = "eager-caller"

    def open_at(self, d: Dist) -> float:
        return d.quantile_bid(0.7)

    def calls(self, d: Dist, bid: int) -> bool:
        return d.p_at_least(bid) < 0.6


class CardCounter(StyleBot):
    kind = "card-counter"

    def open_at(self, d: Dist) -> float:
        return d.quantile_bid(0.5)

    def calls(self, d: Dist, bid: int) -> bool:
        return d.p_at_least(bid) < 0.5

    def raise_to(self, d: Dist, bid: int) -> float:
        return max(bid + 1, d.quantile_bid(0.5))


STYLES: dict[str, type[Bot]] = {b.kind: b for b in (
    MinRaiser, ThresholdCaller, Bayesian, EagerCaller, CardCounter)}
"""The gauntlet, by name (``random`` is every game's own RandomBot)."""

GAUNTLET = (*STYLES, "random")
