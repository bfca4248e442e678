"""What the bidding bots learn about each opponent during a game (game/opponents.py),
and how it changes their play: Hard reads a raise by the odds its bidder has shown it
calls at, and Medium weighs a call against how often the next player calls."""

from __future__ import annotations

import json

from game.coyote_tilsit.bots import HardBot, MediumBot
from game.coyote_tilsit.odds import SeatView
from game.coyote_tilsit.rules import CoyoteTilsit
from game.opponents import CallCurve, CallRate, RoundRecord, decisions

# a player who raises unless nearly sure the bid is false, and one who calls below even odds
MIN_RAISER = [(p / 20, p / 20 < 0.1) for p in range(21)] * 2
EAGER = [(p / 20, p / 20 < 0.6) for p in range(21)] * 2


def test_a_seat_shown_nothing_is_read_as_the_prior():
    curve = CallCurve(theta=0.4, tau=0.1)
    assert curve.params(1) == (0.4, 0.1)
    assert 0.5 < curve.calls(1)(0.3) and curve.calls(1)(0.6) < 0.2


def test_the_curve_finds_where_each_seat_calls():
    curve = CallCurve(theta=0.4, tau=0.1)
    for p, called in MIN_RAISER:
        curve.add(1, p, called)
    for p, called in EAGER:
        curve.add(2, p, called)
    low, high = curve.params(1)[0], curve.params(2)[0]
    assert low < 0.2 and high > 0.5
    # at odds of 0.3 the min-raiser still raises, the other calls (each fit leans a
    # little on the other seat's decisions, so neither is quite certain)
    assert curve.calls(1)(0.3) < 0.25 and curve.calls(2)(0.3) > 0.75


def test_a_seat_that_has_shown_little_leans_on_the_table():
    curve = CallCurve(theta=0.4, tau=0.1)
    for p, called in MIN_RAISER * 3:
        curve.add(1, p, called)
        curve.add(2, p, called)
    assert curve.params(3)[0] < 0.3   # seat 3 has shown nothing: read like this table


def test_call_rate_starts_at_its_prior_and_follows_the_counts():
    rate = CallRate(prior=0.3, weight=4)
    assert rate.rate(2) == 0.3
    for _ in range(16):
        rate.add(2, False)
    assert rate.rate(2) < 0.1


def test_decisions_read_every_raise_and_the_call_even_past_the_log():
    log = [[0, "bid 5"], [1, "bid 6"], [2, "bid 9"]]
    reveal = {"round": 1, "bid": 10, "challenger": 0}   # seat 3 raised, seat 0 called
    assert decisions(log, reveal, "coyote") == [(1, 5, False), (2, 6, False), (0, 10, True)]
    log.append([3, "bid 10"])
    log.append([0, "coyote"])
    assert decisions(log, reveal, "coyote")[-1] == (0, 10, True)
    assert len(decisions(log, reveal, "coyote")) == 4


def test_a_round_is_handed_over_once_when_its_reveal_shows():
    rec = RoundRecord()
    assert rec.see({"round": 1, "round_log": [[0, "bid 3"]], "last_reveal": None}) is None
    seen = rec.see({"round": 2, "round_log": [], "last_reveal": {"round": 1, "bid": 4}})
    assert seen == ({"round": 1, "bid": 4}, [[0, "bid 3"]])
    assert rec.see({"round": 2, "round_log": [], "last_reveal": {"round": 1, "bid": 4}}) is None


def make(draw, start=0):
    return CoyoteTilsit(4, {"shaman": False}, 1, stack={"draw": list(draw), "start": start})


def test_medium_passes_a_doubtful_bid_on_to_a_player_who_rarely_calls():
    g = make(["10", "5", "3", "4"])
    obs = json.loads(json.dumps(g.observation(1)))
    d = SeatView(obs).dist()
    bid = next(b for b in range(60, 0, -1) if d.p_at_least(b) >= 0.3)  # holds about 30%
    g.apply(0, f"bid {bid}")
    obs, legal = g.observation(1), g.legal_actions(1)
    timid, eager = MediumBot(seat=1), MediumBot(seat=1)
    for _ in range(30):
        timid.rates.add(2, False)   # seat 2, next after seat 1, never calls
        eager.rates.add(2, True)    # ... or always does
    assert timid.act(obs, legal).startswith("bid ")
    assert eager.act(obs, legal) == "coyote"


def test_hard_reads_little_into_a_raise_from_a_player_who_raises_on_anything():
    """Seat 0 wears a 1; seats 2 and 3 raise by one. From players who call below even
    odds that says seat 0's card is high; from players who raise on anything it says
    next to nothing."""
    def high_card_belief(style):
        g = make(["1", "1", "2", "2"], start=1)
        g.apply(1, "bid 8")
        g.apply(2, "bid 9")
        g.apply(3, "bid 10")
        bot = HardBot(seat=0)
        for p, called in style * 2:
            for s in (1, 2, 3):
                bot.curves.add(s, p, called)
        obs = g.observation(0)
        post = dict(bot._posterior(obs, SeatView(obs)))
        return sum(w for h, w in post.items() if h[0] in ("10", "15", "20", "chief"))
    assert high_card_belief(EAGER) > high_card_belief(MIN_RAISER) + 0.15
