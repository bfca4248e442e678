"""The odds whisper: one quiet line of odds for a player of the Coyote bidding games.

Everything here reads one seat's own observation and nothing else, and the odds
come from the same code the bots use (each game's ``odds`` module), so the
whisper can know no more than the player at the screen already sees:

* ``now_line(obs)``: on that seat's turn, how likely the standing bid is to hold
  (or, with no bid to judge, a total it can be fairly sure of);
* ``call_chance(obs)``: the same figure taken from the seat's observation just
  before a call, kept by the table until the call is settled;
* ``reveal_line(chance, obs)``: once settled, how likely the outcome was, judged
  from that kept figure; the outcome itself is read from the seat's later
  observation (its ``last_reveal``), never worked out here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core import GameError
from game.odds import Dist
from game.registry import odds_reader

#: with no bid to judge, the whisper names the highest total this sure to be reached
SURE = 0.9


def supports(game_id: str | None) -> bool:
    """Whether the game offers odds (its ``GameInfo.odds`` names a reader)."""
    try:
        return odds_reader(game_id) is not None
    except GameError:
        return False


def total_dist(obs: dict[str, Any]) -> Dist:
    """The round's total as ``obs['seat']`` sees it, as the total a bid made now is
    judged against (after Take a Card, that total holds one more card)."""
    if obs.get("seat") is None:
        raise ValueError("a public view has no odds of its own")
    reader = odds_reader(obs.get("game"))
    if reader is None:
        raise ValueError(f"no odds whisper for {obs.get('game')!r}")
    return reader.dist(obs)


def percent(p: float) -> str:
    """A chance in words: "about 62%", never "100%" unless it is certain."""
    if p >= 1.0 - 1e-9:
        return "certainly"
    if p <= 1e-9:
        return "never"
    if p >= 0.995:
        return "over 99%"
    if p < 0.005:
        return "under 1%"
    return f"about {round(p * 100)}%"


def _bid_words(bid: int) -> str:
    return str(bid)  # as the tables and the log print a bid, so the two read alike


def now_line(obs: dict[str, Any]) -> str | None:
    """What the whisper says on this seat's turn, or None when there is nothing to say
    (not its turn, a public view, a turn that is not about the total)."""
    seat = obs.get("seat")
    game = obs.get("game")
    if seat is None or not supports(game) or seat not in obs.get("to_act", ()):
        return None
    if obs.get("phase") not in odds_reader(game).turn_phases:
        return None
    d = total_dist(obs)
    bid = obs.get("bid")
    if bid is None or obs.get("phase") == "rebid":
        # no bid stands (an opening, or a Cancel took it back): a total to build on. It
        # is always one the seat may bid: when even the least legal bid is less sure than
        # SURE, the whisper gives that bid's odds (a "total reaches 0" beside an opening
        # that must be at least 1 would name a bid no one can make)
        sure = d.quantile_bid(SURE)
        least = obs.get("min_bid")
        if isinstance(least, int) and sure < least:
            words = percent(d.p_at_least(least))
            if words == "certainly":
                return (f"From what you see, the least bid you may make, "
                        f"{_bid_words(least)}, is sure to hold.")
            if words == "never":
                return (f"From what you see, even the least bid you may make, "
                        f"{_bid_words(least)}, cannot hold.")
            return (f"From what you see, the least bid you may make, {_bid_words(least)}, "
                    f"holds {words} of the time.")
        words = percent(d.p_at_least(sure))
        when = "for certain" if words == "certainly" else f"{words} of the time"
        return f"From what you see, the total reaches {_bid_words(sure)} {when}."
    words = percent(d.p_at_least(bid))
    if words == "certainly":
        return f"From what you see, the bid of {_bid_words(bid)} is sure to hold."
    if words == "never":
        return f"From what you see, the bid of {_bid_words(bid)} cannot hold."
    return f"From what you see, the bid of {_bid_words(bid)} holds {words} of the time."


@dataclass(frozen=True)
class CallChance:
    """A seat's own odds that the called bid holds, taken just before the call."""

    bid: int
    p: float


def call_chance(obs: dict[str, Any]) -> CallChance | None:
    """The seat's odds on the standing bid, from its observation just before a call
    (None for a public view, a game without a whisper, or no bid to call)."""
    if obs.get("seat") is None or not supports(obs.get("game")) or obs.get("bid") is None:
        return None
    return CallChance(obs["bid"], total_dist(obs).p_at_least(obs["bid"]))


def reveal_line(chance: CallChance | None, obs: dict[str, Any]) -> str | None:
    """How likely the settled outcome was from the seat's view before the call. ``obs``
    is the same seat's observation after the call was settled; only its
    ``last_reveal`` is read, for whether the bid held."""
    rev = obs.get("last_reveal")
    if chance is None or not rev or rev.get("bid") != chance.bid:
        return None
    held = rev.get("winner") == rev.get("bidder")  # the engine's verdict
    p = chance.p if held else 1.0 - chance.p
    # "last call": on the seat's next turn this line sits above the odds on a new bid
    what = f"Last call: the bid of {_bid_words(chance.bid)} {'held' if held else 'fell short'}"
    words = percent(p)
    if words == "certainly":
        return f"{what}, as it had to from what you saw."
    if words == "never":
        return f"{what}, though from what you saw it could not."
    return f"{what}, {words} likely from what you saw."
