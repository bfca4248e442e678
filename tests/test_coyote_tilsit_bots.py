"""Bots for Coyote (Tilsit rules): legal, observation-only, counting cards, sensible choices."""

from __future__ import annotations

import json

import pytest

from game.bots import RandomBot
from game.coyote_tilsit.bots import EasyBot, HardBot, MediumBot
from game.coyote_tilsit.odds import SeatView, deck_pool, hypotheses, summarise, total_dist
from game.coyote_tilsit.rules import CoyoteTilsit, score

BOTS = {"random": RandomBot, "easy": EasyBot, "medium": MediumBot, "hard": HardBot}
PLAIN = ["1", "2", "3", "4"]


def make(n=4, draw=(), start=0, shaman=False, **opts):
    return CoyoteTilsit(n, {"shaman": shaman, **opts}, 1,
                        stack={"draw": list(draw), "start": start})


def ask(bot_cls, g, seat, seed=0):
    """The bot's choice, given a plain-data copy of the observation only."""
    obs = json.loads(json.dumps(g.observation(seat)))
    legal = g.legal_actions(seat)
    action = bot_cls(seat=seat, seed=seed).act(obs, list(legal))
    assert action in legal
    return action


@pytest.mark.parametrize("opts", [{}, {"shaman": True},
                                  {"shaman": True, "feathers": "small-table",
                                   "negatives": "extra-10"}])
@pytest.mark.parametrize("n", [3, 6])
def test_every_bot_plays_whole_games_legally(opts, n):
    kinds = ["random", "easy", "medium", "hard", "medium", "hard"][:n]
    for seed in range(2):
        g = CoyoteTilsit(n, opts, seed)
        bots = [BOTS[k](seat=i, seed=seed) for i, k in enumerate(kinds)]
        steps = 0
        while not g.is_terminal():
            (seat,) = g.to_act()
            obs = json.loads(json.dumps(g.observation(seat)))
            legal = g.legal_actions(seat)
            action = bots[seat].act(obs, list(legal))
            assert action in legal, (kinds[seat], action)
            g.apply(seat, action)
            steps += 1
            assert steps < 3000
        assert len(g.winners()) == 1


def test_bots_ignore_everything_but_the_observation():
    """Two states that look the same to a seat get the same answer from its bot."""
    g = make(draw=PLAIN + ["20", "15"], shaman=True)
    g.apply(0, "bid 4")
    twin = make(draw=["1", "20", "3", "4", "2", "15"], shaman=True)  # seat 1 wears a 20
    twin.apply(0, "bid 4")
    assert twin.observation(1) == g.observation(1)
    for cls in (EasyBot, MediumBot, HardBot):
        assert ask(cls, g, 1, seed=3) == ask(cls, twin, 1, seed=3)


def test_seat_view_counts_the_discard_pile():
    g = make(draw=["20", "15", "15", "10", "1", "2", "3", "4"])
    g.apply(0, "bid 1")
    g.apply(1, "coyote")
    view = SeatView(g.observation(0))
    pool = dict(zip(("1", "2", "3", "4", "5", "10", "15", "20"), view.pool[:8], strict=True))
    assert pool["20"] == 0 and pool["15"] == 0 and pool["10"] == 2  # all seen
    assert sum(view.pool) == 36 - 4 - 3  # discard and the three visible cards
    assert view.own == 1


def test_exact_odds_match_scoring_by_enumeration():
    known = ["chief", "5", "-5"]
    pool = ["teepee", "10", "spirit", "1"]
    d = total_dist(summarise(known), 1, deck_pool({c: 1 for c in pool}))
    # Own card from the pool, then the Teepee's draw from what is left.
    expect: dict[int, float] = {}
    for own in pool:
        rest = [c for c in pool if c != own]
        draws = rest if own == "teepee" else [None]
        for dr in draws:
            cards = known + ([dr] if own == "teepee" else [own])
            t = score(cards)["total"]
            expect[t] = expect.get(t, 0.0) + 1 / len(pool) / len(draws)
    assert {t: round(p, 9) for t, p in d.items()} == {t: round(p, 9) for t, p in expect.items()}


def test_hypotheses_of_two_own_cards_sum_to_one():
    hyps = hypotheses(2, deck_pool({"1": 2, "5": 1, "chief": 1}))
    assert abs(sum(w for _, w in hyps) - 1) < 1e-9
    assert dict(hyps)[("1", "1")] == pytest.approx(1 / 6)


def test_medium_and_hard_challenge_a_bid_the_cards_cannot_reach():
    # Seat 1 sees -10, -5 and 0: with any own card the total is at most 5.
    g = make(draw=["-10", "0", "-5", "0"])
    g.apply(0, "bid 40")
    for cls in (MediumBot, HardBot):
        assert ask(cls, g, 1) == "coyote"


def test_medium_and_hard_raise_a_bid_that_is_surely_true():
    g = make(draw=["20", "0", "15", "10"])
    g.apply(0, "bid 2")
    for cls in (MediumBot, HardBot):
        action = ask(cls, g, 1)
        assert action.startswith("bid ") or action.startswith("shaman"), action
        assert action != "coyote"


def test_hard_reads_its_own_card_from_the_others_bids():
    """After confident high bids by players who can see its card, Hard thinks it is high."""
    g = make(draw=["1", "1", "2", "2"], start=1)  # seat 0 wears a 1: the cards say a total of 6
    view = SeatView(g.observation(0))
    bot = HardBot(seat=0)
    calm = dict(bot._posterior(g.observation(0), view))
    g.apply(1, "bid 12")  # seat 1 sees 1+2+2 and still opens high...
    g.apply(2, "bid 20")  # ...and seat 2 jumps again
    g.apply(3, "bid 21")
    post = dict(bot._posterior(g.observation(0), view))
    high = sum(w for h, w in post.items() if h[0] in ("10", "15", "20", "chief"))
    high_before = sum(w for h, w in calm.items() if h[0] in ("10", "15", "20", "chief"))
    assert high > high_before + 0.2


def test_bots_answer_a_cancel_with_a_different_number():
    g = make(draw=PLAIN, shaman=True)
    g.apply(0, "bid 3")
    g.apply(1, "bid 9")
    g.apply(2, "shaman cancel")
    for cls in (EasyBot, MediumBot, HardBot):
        assert ask(cls, g, 1) != "bid 9"


def test_bots_bid_after_announcing_a_power():
    g = make(draw=PLAIN, shaman=True)
    g.apply(0, "shaman take 2")
    for cls in (EasyBot, MediumBot, HardBot):
        assert ask(cls, g, 0).startswith("bid ")


def test_hard_keeps_its_shaman_card_for_a_comfortable_raise():
    g = make(draw=["20", "1", "15", "10"], shaman=True)
    g.apply(0, "bid 2")
    for seed in range(6):
        assert ask(HardBot, g, 1, seed=seed).startswith("bid ")


def test_hard_does_not_match_a_bid_it_believes_false():
    g = make(draw=["-10", "0", "-5", "0"], shaman=True)
    g.apply(0, "bid 30")
    for seed in range(6):
        assert ask(HardBot, g, 1, seed=seed) == "coyote"


def test_hard_bot_with_two_unseen_cards_stays_legal():
    g = make(draw=PLAIN + ["20"], shaman=True)
    g.apply(0, "shaman take 1")
    g.apply(0, "bid 5")
    for cls in (EasyBot, MediumBot, HardBot):
        ask(cls, g, 1)


def test_hard_learns_how_boldly_each_opponent_bids_from_the_reveals():
    g = make(draw=["5", "5", "5", "5"], start=1)
    bot = HardBot(seat=0)
    g.apply(1, "bid 20")  # seat 1 sees 5+5+5: 20 needs its own card to be 5 or better
    bot._learn(json.loads(json.dumps(g.observation(0))))  # seat 0 watches the round
    g.apply(2, "coyote")
    bot._learn(json.loads(json.dumps(g.observation(0))))  # the reveal of round 1
    (level,) = bot._levels[1]
    assert 0.0 < level < 0.6
    assert bot._level(1) < bot.prior_level
    assert 2 not in bot._levels  # a challenge is not a bold bid
