"""Coyote (HeidelBÄR rules): exact odds and the Easy / Medium / Hard bots.

The odds are checked against a plain enumeration of every order the unseen
cards can come in, scored by the engine's own scorer; the bots are checked for
legality across whole games, for needing nothing but the observation, and for
deciding the same way from the same seed.
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from itertools import permutations

import pytest

from game.coyote_heidelbaer import odds
from game.coyote_heidelbaer.bots import EasyBot, HardBot, MediumBot, _Options
from game.coyote_heidelbaer.rules import CoyoteHeidelbaer
from game.coyote_heidelbaer.rules import score as engine_score
from game.match import Match
from game.odds import Dist, mix
from game.registry import built_game
from game.saves import SeatSpec

BOTS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}


# ----- odds ----------------------------------------------------------------------------------
def brute_force(known: list[str], slots: int) -> dict[int, float]:
    """Every ordered draw of the unknown in-play cards (and the `?` card after them)."""
    pool = [c for c in odds.CARDS if c not in known]
    out: Counter = Counter()
    n = 0
    for draw in permutations(pool, slots):
        in_play = list(known) + list(draw)
        rest = [c for c in pool if c not in draw]
        if "?" in in_play:
            for q in rest:  # the deck's top card is any remaining card, equally likely
                out[engine_score(in_play, q)[0]] += 1 / len(rest)
        else:
            out[engine_score(in_play)[0]] += 1
        n += 1
    return {t: c / n for t, c in out.items()}


def assert_same(dist: Dist, exact: dict[int, float]) -> None:
    assert dist.lo == min(t for t, p in exact.items() if p > 0)
    assert dist.hi == max(t for t, p in exact.items() if p > 0)
    for b in range(dist.lo - 2, dist.hi + 3):
        want = sum(p for t, p in exact.items() if t >= b)
        assert dist.p_at_least(b) == pytest.approx(want, abs=1e-9), b


@pytest.mark.parametrize("known,slots", [
    (["3", "7"], 2),                      # plain numbers
    (["?", "5"], 2),                      # `?` visible: its card comes from the rest
    (["max0", "-10"], 2),                 # Max 0 visible
    (["?", "max0", "20"], 2),             # both specials visible
    (["-10", "-5", "0"], 2),              # Max 0 may zero a negative highest card
    (["1", "2", "15", "20"], 3),          # a Coyote card unknown too
    (["?", "4", "8", "9"], 3),
    (["10"], 2),                          # two players
])
def test_odds_match_brute_force(known, slots):
    assert_same(odds.distribution(known, slots), brute_force(known, slots))


def test_odds_match_brute_force_on_random_deals():
    rng = random.Random(7)
    for _ in range(25):
        slots = rng.choice((1, 2, 2, 3))
        known = rng.sample(odds.CARDS, rng.randint(3 if slots == 3 else 1, 6))
        assert_same(odds.distribution(known, slots), brute_force(known, slots))


def test_scorer_agrees_with_the_engine():
    rng = random.Random(3)
    for _ in range(400):
        cards = rng.sample(odds.CARDS, rng.randint(3, 8))
        q = rng.choice([c for c in odds.CARDS if c not in cards]) if "?" in cards else None
        assert odds.score(cards, q) == engine_score(cards, q)[0]


def test_every_special_case_of_the_scorer():
    assert odds.score(["5", "max0", "9"]) == 5              # the 9 is zeroed
    assert odds.score(["-10", "-5", "max0"]) == -10         # the -5 becomes 0
    assert odds.score(["?", "3"], "20") == 23               # `?` -> 20
    assert odds.score(["?", "3", "max0"], "20") == 3        # `?` first, then Max 0 zeroes 20
    assert odds.score(["?", "3", "7"], "max0") == 3         # a drawn Max 0 acts as Max 0


def test_own_card_hypotheses_mix_back_to_the_whole():
    view = odds.View(odds.mask_of(["2", "?", "10"]), 2)
    parts = view.own_card_dists()
    assert len(parts) == 14
    whole = mix((1.0, d) for _, d in parts)
    direct = view.dist()
    for b in range(direct.lo, direct.hi + 1):
        assert whole.p_at_least(b) == pytest.approx(direct.p_at_least(b), abs=1e-12)


def test_survival_table_and_own_card_view_from_an_observation():
    g = CoyoteHeidelbaer(3, {}, seed=2, stack={"start": 0, "decks": [["5", "9", "max0", "2"]]})
    obs = g.observation(0)  # seat 0 sees 9 and Max 0; its own 5 and the centre 2 are hidden
    table = odds.survival(obs)
    d = odds.total_dist(obs)
    assert table == {b: d.p_at_least(b) for b in range(d.lo, d.hi + 1)}
    assert table[d.lo] == pytest.approx(1.0)
    given = odds.dist_given_own(obs, "5")
    assert_same(given, brute_force(["9", "max0", "5"], 1))
    with pytest.raises(ValueError):
        odds.dist_given_own(obs, "9")  # visible on seat 1, so not seat 0's


def test_odds_from_observations_agree_with_resampled_deals():
    """The view read from an observation matches the engine's own hidden-card model."""
    for trickster, actions in ((False, ["bid 5", "peek", "bid 9"]),
                               (True, ["bid 5", "bid 6", "bid 7", "coyote", "bid 9"])):
        stack = {"start": 0, "decks": [["?", "4", "7", "max0", "15", "-5"]]}
        g = CoyoteHeidelbaer(3, {"trickster": trickster}, seed=5, stack=stack)
        if trickster:
            g.coyote_holder = 0  # hand seat 0 the Coyote card for this round
        for a in actions:
            g.apply(g.to_act()[0], a)
        for seat in range(3):
            obs = g.observation(seat)
            d = odds.total_dist(obs)
            rng = random.Random(seat)
            counts: Counter = Counter()
            n = 1500
            for _ in range(n):
                r = g.resample(seat, rng)
                in_play = [r.cards[s] for s in range(3)] + [r.centre]
                if r.coyote_card is not None:
                    in_play.append(r.coyote_card)
                q = r.deck[0] if "?" in in_play else None
                counts[engine_score(in_play, q)[0]] += 1
            for b in range(d.lo, d.hi + 1):
                seen = sum(c for t, c in counts.items() if t >= b) / n
                assert abs(seen - d.p_at_least(b)) < 0.05, (trickster, seat, b)


def test_odds_are_fast_once_cached():
    import time
    view = odds.View(odds.mask_of(["3", "9", "?"]), 2)
    view.dist()
    t0 = time.perf_counter()
    for _ in range(1000):
        odds.View(view.known, view.slots).dist().p_at_least(12)
    assert (time.perf_counter() - t0) / 1000 < 1e-3


# ----- bots -------------------------------------------------------------------------------------
def play(kinds: list[str], trickster: bool, seed: int) -> Match:
    m = Match("coyote-heidelbaer", [SeatSpec(f"p{i}", k) for i, k in enumerate(kinds)],
              {"trickster": trickster}, seed=seed)
    m.play_out(max_actions=20_000)  # Match.decide raises if a bot picks an illegal action
    return m


def test_registered_kinds():
    bots = built_game("coyote-heidelbaer").bots
    assert {"random", "easy", "medium", "hard"} <= set(bots)
    assert (bots["easy"].kind, bots["medium"].kind, bots["hard"].kind) == (
        "easy", "medium", "hard")


@pytest.mark.parametrize("trickster", [False, True])
def test_bots_play_legal_games_at_every_table_size(trickster):
    rng = random.Random(11 + trickster)
    for n in range(2, 7):
        kinds = [rng.choice(["random", "easy", "medium", "hard"]) for _ in range(n)]
        kinds[n % 2] = "hard"
        m = play(kinds, trickster, seed=100 * n)
        assert m.game.is_terminal() and len(m.game.winners()) == 1


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_every_decision_is_legal_and_reads_only_the_observation(kind):
    """Each decision along a game: legal, from a JSON copy, the observation left untouched,
    and the same from a copy whose hidden cards were redrawn (so nothing else was read)."""
    for trickster in (False, True):
        g = CoyoteHeidelbaer(4, {"trickster": trickster}, seed=21)
        bots = [BOTS[kind](seat=s, seed=4) for s in range(4)]
        twins = [BOTS[kind](seat=s, seed=4) for s in range(4)]
        rng = random.Random(0)
        steps = 0
        while not g.is_terminal() and steps < 200:
            for seat in g.to_act():
                obs = g.observation(seat)
                before = copy.deepcopy(obs)
                legal = g.legal_actions(seat)
                action = bots[seat].act(json.loads(json.dumps(obs)), list(legal))
                assert action in legal
                assert obs == before
                other = g.resample(seat, rng)
                assert other.observation(seat) == obs
                assert twins[seat].act(other.observation(seat), other.legal_actions(seat)) \
                    == action
                g.apply(seat, action)
                steps += 1
                if g.is_terminal():
                    break


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_decisions_are_deterministic_for_a_seed(kind):
    a = play([kind, "medium", kind, "easy"], True, seed=9)
    b = play([kind, "medium", kind, "easy"], True, seed=9)
    assert a.game.history == b.game.history


# ----- scenarios --------------------------------------------------------------------------------
def two_seat_game(cards: list[str], trickster: bool = False) -> CoyoteHeidelbaer:
    """Seat 0 starts; seat 0 gets cards[0], seat 1 cards[1], the centre cards[2]."""
    return CoyoteHeidelbaer(2, {"trickster": trickster}, seed=1,
                            stack={"start": 0, "decks": [cards]})


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_an_impossible_bid_is_challenged(kind):
    # Seat 1 sees -10 on seat 0; its own card plus the centre cannot reach 40.
    g = two_seat_game(["-10", "1", "2"])
    g.apply(0, "bid 34")
    bot = BOTS[kind](seat=1, seed=0)
    assert bot.act(g.observation(1), g.legal_actions(1)) == "challenge"


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_safe_bid_is_raised_not_challenged(kind):
    # Seat 1 sees 20 on seat 0: a total of at least 0 is near certain.
    g = two_seat_game(["20", "1", "2"])
    g.apply(0, "bid 0")
    bot = BOTS[kind](seat=1, seed=0)
    assert bot.act(g.observation(1), g.legal_actions(1)).startswith(("bid ", "peek"))


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
@pytest.mark.parametrize("trickster", [False, True])
def test_a_bid_at_the_ceiling_is_challenged(kind, trickster):
    # Nothing can top the highest possible total: the only move left is to challenge.
    for seed in range(5):
        g = two_seat_game(["20", "15", "10"], trickster)
        g.apply(0, f"bid {g.observation(0)['max_bid']}")
        assert g.legal_actions(1) == ["challenge"]
        bot = BOTS[kind](seat=1, seed=seed)
        assert bot.act(g.observation(1), g.legal_actions(1)) == "challenge"


def test_a_raise_with_no_raise_left_falls_back_to_the_challenge():
    # Easy once tried to raise a bid that stood at the ceiling (found by a tournament).
    assert _Options(["challenge"]).bid(70) == "challenge"
    assert _Options(["challenge", "bid 3", "bid 4"]).bid(70) == "bid 4"


def test_losers_give_up_a_closed_eye_first():
    for cls in (MediumBot, HardBot):
        assert cls(seat=0).act({}, ["discard open", "discard closed"]) == "discard closed"


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_trickster_guess_follows_the_odds(kind):
    # Seat 2 sees 20 and 15: a bid of 3 surely holds, so it guesses the bidder (seat 1).
    g = CoyoteHeidelbaer(3, {"trickster": True}, seed=1,
                         stack={"start": 0, "decks": [["20", "15", "1", "2"]]})
    g.apply(0, "bid 2")
    g.apply(1, "bid 3")
    g.apply(2, "bid 4")
    g.apply(0, "bid 5")
    g.apply(1, "bid 6")
    g.apply(2, "bid 7")
    g.apply(0, "challenge")  # seat 0 challenges seat 2's bid: guess by seat 1
    bot = BOTS[kind](seat=1, seed=0)
    obs = g.observation(1)
    assert obs["phase"] == "guessing"
    assert bot.act(obs, g.legal_actions(1)) == "guess 2"


def test_hard_reads_its_own_card_from_the_table():
    """After others keep raising a high bid, Hard believes its own card is high."""
    g = CoyoteHeidelbaer(4, {}, seed=1, stack={"start": 1, "decks": [["0", "1", "2", "20", "3"]]})
    # Dealt from seat 1: seats 1..3 hold 0, 1, 2 and see the 20 on seat 0; they bid high.
    bot = HardBot(seat=0, seed=0)
    obs0 = g.observation(0)
    for s, a in ((1, "bid 25"), (2, "bid 26"), (3, "bid 27")):
        g.apply(s, a)
    from game.coyote_heidelbaer.bots import _Table
    tab = _Table(g.observation(0))
    post = bot._posterior(tab)
    cards = [c for c, _, _ in tab.cands]
    assert cards[max(range(len(post)), key=post.__getitem__)] in ("20", "15")
    assert odds.total_dist(obs0).p_at_least(27) < 0.2  # the flat odds say otherwise
