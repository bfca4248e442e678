"""NotCoup's bots: what each reads, how each answers, and that the ladder holds.

Strength figures with confidence intervals come from the tournament command (see the
README); these tests hold behaviour, and a small, fast check that the order of
strengths is right."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections import Counter

import pytest

from game.core import move
from game.notcoup.belief import Reading
from game.notcoup.bots import card_to_lose, cards_to_return
from game.registry import make_bot, new_game
from game.tournament import tournament
from tests.test_notcoup_rules import new, play

STRENGTHS = ("easy", "medium", "hard")
STYLES = ("honest", "bluffer", "challenger", "credulous", "blind", "blocker", "late-bluffer")


def decide(g, kind, seat=None, seed=0):
    seat = g.to_act()[0] if seat is None else seat
    bot = make_bot("notcoup", kind, seat, seed)
    return bot.act(g.observation(seat), g.legal_actions(seat))


@pytest.mark.parametrize("kind", STRENGTHS + STYLES)
def test_every_bot_plays_legal_games_to_the_end(kind):
    for seed in range(3):
        g = new_game("notcoup", 4, {}, seed)
        bots = [make_bot("notcoup", kind if s == 0 else "medium", s, seed) for s in range(4)]
        steps = 0
        while not g.is_terminal():
            seat = g.to_act()[0]
            a = bots[seat].act(g.observation(seat), g.legal_actions(seat))
            assert a in g.legal_actions(seat)
            g.apply(seat, a)
            steps += 1
            assert steps < 3000


def test_reading_counts_cards_it_can_see():
    # seat 0 holds two Jokers: nobody else can hold one, so a Joker claim is a lie
    g = new("XX", "KQ", "KA", points=[2, 3, 2])
    play(g, "0: income")
    r = Reading(g.observation(2))
    assert r.p_holds(1, "joker") > 0  # seat 2 cannot see seat 0's jokers
    r0 = Reading(g.observation(0))
    assert r0.p_holds(1, "joker") == 0 and r0.impossible("joker")


def test_reading_takes_an_admitted_bluff_as_evidence():
    g = new("QQ", "KA", "KA", "JJ")
    before = Reading(g.observation(3)).p_holds(0, "king")
    play(g, "0: claim king", "1: challenge", "2: pass", "3: pass", "0: admit", "0: lose queen")
    after = Reading(g.observation(3)).p_holds(0, "king")
    assert after < before * 0.3


def test_reading_learns_who_challenges():
    g = new("KQ", "KA", "JA", "QJ")
    r0 = Reading(g.observation(0))
    play(g, "0: claim king", "1: pass", "2: challenge", "3: pass", "0: reveal king",
         "2: lose jack")
    r = Reading(g.observation(0))
    assert r.habits[2].challenge_rate() > r0.habits[2].challenge_rate()
    assert r.habits[1].challenge_rate() < r0.habits[1].challenge_rate()


@pytest.mark.parametrize("kind", STRENGTHS)
def test_every_strength_shows_a_held_card_when_challenged(kind):
    g = new("KQ", "JA", "AA")
    play(g, "0: claim king", "1: challenge", "2: pass")
    assert decide(g, kind) == "reveal king"


@pytest.mark.parametrize("kind", ("medium", "hard"))
def test_an_impossible_claim_is_challenged(kind):
    # seat 1 holds both Jokers; seat 0 claims one anyway
    g = new("KQ", "XX", "AA", points=[3, 2, 2])
    play(g, "0: claim joker 2")
    assert decide(g, kind, seat=1) == "challenge"


@pytest.mark.parametrize("kind", ("medium", "hard"))
def test_a_held_counter_is_used(kind):
    g = new("XK", "QA", "KA", points=[3, 2, 2])
    play(g, "0: claim joker 1", "1: pass", "2: pass")
    assert decide(g, kind, seat=1) == "counter queen"


@pytest.mark.parametrize("kind", ("medium", "hard"))
def test_a_last_card_facing_a_joker_bluffs_the_block(kind):
    # nothing to lose: without a block the Joker takes the last card anyway
    g = new("XK", "A", "KJ", points=[3, 2, 2])
    play(g, "0: claim joker 1", "1: pass", "2: pass")
    assert decide(g, kind, seat=1) == "counter queen"


def test_losing_and_returning_keep_the_best_hand():
    assert card_to_lose(["joker", "ace"], points=3) == "ace"
    assert card_to_lose(["king", "king"]) == "king"
    assert sorted(cards_to_return(["ace", "jack", "king", "joker"], 2, points=3)) == \
        ["ace", "jack"]


def test_easy_sometimes_forgets_its_strike():
    g = new("KQ", "JA", "AA", points=[7, 2, 2])
    choices = Counter(move(decide(g, "easy", seed=s)).verb for s in range(60))
    assert choices["fu"] and sum(choices.values()) - choices["fu"]


def test_medium_never_forgets_its_strike():
    g = new("KQ", "JA", "AA", points=[7, 2, 2])
    assert all(move(decide(g, "medium", seed=s)).verb == "fu" for s in range(20))


def _bluffs(opponents: str, games: int = 40) -> float:
    """How often Hard's claims on its turn are bluffs, at a table of one style."""
    bluffs = claims = 0
    for seed in range(games):
        g = new_game("notcoup", 4, {}, seed)
        bots = [make_bot("notcoup", "hard" if s == 0 else opponents, s, seed)
                for s in range(4)]
        while not g.is_terminal():
            seat = g.to_act()[0]
            a = bots[seat].act(g.observation(seat), g.legal_actions(seat))
            m = move(a)
            if seat == 0 and g.phase == "turn" and m.verb == "claim":
                claims += 1
                bluffs += not any(c.startswith(m.args[0]) for c in g.hands[0])
            g.apply(seat, a)
    return bluffs / max(1, claims)


def test_hard_bluffs_more_where_nobody_challenges():
    # its bluffing follows how the table answers, not a fixed coin
    assert _bluffs("credulous") > _bluffs("challenger") + 0.05


def test_the_ladder_holds_in_a_short_run():
    rng = random.Random(0)
    seed = rng.randrange(1000)
    med = tournament("notcoup", ["medium", "easy", "easy", "easy"], 120, seed=seed)
    assert med["bots"][0]["win_rate"] > 0.3
    hard = tournament("notcoup", ["hard", "random", "random", "random"], 60, seed=seed)
    assert hard["bots"][0]["win_rate"] > 0.5


def test_a_long_game_of_claims_does_not_overflow_the_reading():
    # found in a tournament: evidence multiplied without bound reached infinity and the
    # Hard bot's deal sampling raised mid-game
    g = new("KQ", "JA", "AA")
    obs = g.observation(0)
    obs["log"] = [[1, "claim king", "turn"], [2, "pass", "challenge"],
                  [1, "counter ace", "counter"], [2, "challenge", "challenge"]] * 400
    r = Reading(obs)
    assert 0.0 <= r.p_holds(1, "king") <= 1.0
    assert 0.0 <= r.p_holds(2, "ace") <= 1.0
    hands = r.sample(random.Random(1))
    assert sorted(len(h) for h in hands.values()) == [2, 2]


@pytest.mark.parametrize("kind", STRENGTHS + STYLES)
def test_a_bot_heads_up_against_itself_finishes(kind):
    # found in tournaments: two honest Jacks countering each other for ever, and a Hard
    # Joker struck again and again at a Queen that always blocked it
    from game.match import Match
    from game.saves import SeatSpec
    from game.tournament import drive

    for seed in range(300, 330):
        m = Match("notcoup", [SeatSpec("a", kind), SeatSpec("b", kind)], {}, seed)
        assert drive(m, max_actions=3000) < 3000


@pytest.mark.parametrize("kind", STRENGTHS + STYLES)
def test_every_bot_plays_the_variants_to_the_end(kind):
    # a zombie has no claims to make: found when Easy picked from an empty list
    from game.match import Match
    from game.saves import SeatSpec
    from game.tournament import drive

    opts = {"zombies": True, "buyout": True, "shuffle_time": True, "risky_reward": True,
            "square_jokers": True}
    for seed in range(6):
        seats = [SeatSpec(f"s{i}", kind if i % 2 == 0 else "medium") for i in range(4)]
        m = Match("notcoup", seats, opts, seed)
        assert drive(m, max_actions=3000) < 3000


def test_hard_does_not_stall_a_table_that_never_challenges():
    # found in the gauntlet: Hard, minding the lead, took only exchanges while it blocked
    # every honest More Income and Jack, and the game never ended (seed 56, Hard in seat 0)
    from game.match import Match
    from game.saves import SeatSpec
    from game.tournament import drive

    seats = [SeatSpec("h", "hard")] + [SeatSpec(f"o{i}", "honest") for i in range(3)]
    m = Match("notcoup", seats, {}, 56)
    assert drive(m, max_actions=3000) < 3000


def test_hard_minds_the_lead_less_as_the_game_runs_long():
    from game.notcoup.bots import HardBot

    g = new("KQ", "JA", "AA")
    obs = g.observation(0)
    bot = HardBot(0, seed=0)
    early = bot.glare(obs)
    obs["log"] = [[1, "income", "turn"]] * 120
    assert 0 < bot.glare(obs) < early / 3


@pytest.mark.parametrize("card", ["king", "queen", "jack", "ace", "joker"])
def test_every_bot_plays_every_alternate_to_the_end(card):
    # a new alternate needs no bot code: each strength and style plays each row, its
    # rounds, questions and lives set aside, to the end of the game
    from game.match import Match
    from game.notcoup.alternates import choices
    from game.saves import SeatSpec
    from game.tournament import drive

    kinds = STRENGTHS + STYLES
    for i, alt in enumerate(choices(card)):
        opts = {"transformer": "fixed", f"{card}_action": alt}
        for seed in range(2):
            seats = [SeatSpec(f"s{j}", kinds[(i + seed + j) % len(kinds)]) for j in range(4)]
            m = Match("notcoup", seats, opts, seed)
            assert drive(m, max_actions=4000) < 4000


def test_a_rebuilt_world_agrees_with_the_observation_it_came_from():
    # the bots' engine search plays actions in worlds rebuilt from what they see: each
    # must be the observed game with only the hidden cards dealt anew
    from game.notcoup.alternates import ALTERNATES, choices
    from game.notcoup.preview import rebuild

    rng = random.Random(5)
    checked = 0
    for seed in range(200):
        opts = {"transformer": "fixed", **{f"{c}_action": rng.choice(choices(c))
                                           for c in ALTERNATES}}
        if seed % 4 == 0:
            opts = {"teams": "snake", "heist": ("fu", "joker"), "zombies": True}
        g = new_game("notcoup", rng.randint(2, 6), opts, seed=seed)
        for _ in range(rng.randint(0, 60)):
            if g.is_terminal():
                break
            s = rng.choice(g.to_act())
            g.apply(s, rng.choice(g.legal_actions(s)))
        if g.phase != "turn":
            continue
        me = g.actor
        obs = g.observation(me)
        w = rebuild(obs, Reading(obs).sample(rng), rng)
        seen = w.observation(me)
        for key in ("hand", "hand_sizes", "points", "pile", "deck", "lost", "front", "aside",
                    "teams", "bank", "zombie", "out", "forced", "actions", "transformer"):
            assert seen[key] == obs[key], key
        assert w.legal_actions(me) == g.legal_actions(me)
        checked += 1
    assert checked > 30


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_with_nobody_to_strike_a_bot_opens_a_target(kind):
    # found as a stalled Everything game: a seat with the points for F.U. whose others
    # were all team-mates or its ally never used Snake nest's Switch, and the game
    # never ended
    g = new("KQ", "JA", "AA", points=[8, 2, 2], teams=[0, 0, 1],
            options={"teams": "snake", "transformer": "fixed", "queen_action": "alliance"})
    g.front = [{"kind": "alliance", "seat": 0, "with": 2, "by": 0, "id": 1},
               {"kind": "alliance", "seat": 2, "with": 0, "by": 0, "id": 1}]
    assert not any(a.startswith("fu") for a in g.legal_actions(0))
    assert decide(g, kind, 0) == "switch 1"


@pytest.mark.parametrize("seed", range(8))
def test_with_the_pile_dry_medium_strikes_or_steals_rather_than_wait(seed):
    # every point is on the table (6 x 6 = 36): Income, More Income and the King bring
    # nothing, so Medium spends on a strike (bluffed: it holds no Joker) or steals
    g = new("QA", "QA", "KA", "KQ", "JJ", "KK", points=[6] * 6)
    assert g.pile == 0
    m = move(decide(g, "medium", seed=seed))
    assert m.verb == "claim" and m.args[0] in ("joker", "jack")



def test_blind_with_points_for_a_fu_and_nobody_in_reach_plays_on():
    # Alliance Queens bind seat 1 to both others: 8 points buy a F.U. but nobody may be
    # its target (set directly, as in the transformer test of the 10-point rule)
    g = new("QK", "QA", "AA", points=[2, 8, 2], first=1,
            options={"transformer": "fixed", "queen_action": "alliance"})
    g.front = [{"kind": "alliance", "seat": a, "with": b, "by": a, "id": i}
               for i, (a, b) in enumerate(((1, 0), (0, 1), (1, 2), (2, 1)))]
    g.front[1]["id"] = 0
    g.front[3]["id"] = 2
    assert not any(a.startswith("fu") for a in g.legal_actions(1))
    for seed in range(5):
        assert decide(g, "blind", seed=seed) in g.legal_actions(1)


def test_a_seeded_bot_game_plays_the_same_whatever_the_string_hashes():
    # an exchange's return once broke ties between equal hands in set order, which Python
    # varies from run to run: this seeded game went two ways under two hash seeds
    runs = set()
    for hashseed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hashseed)
        out = subprocess.run([sys.executable, "-m", "game", "play", "notcoup", "--seats",
                              "hard,bluffer,bluffer,bluffer", "--seed", "100"],
                             capture_output=True, text=True, env=env, check=True)
        runs.add(out.stdout)
    assert len(runs) == 1
