"""Three Card Coyote's bots in set positions: what Hard does when a ritual would be
broken, when it is attacked as the round ends, and how it covers a real find.

The games are stacked with the helpers of the rules scenarios; each bot is handed only
``observation(seat)`` and the legal actions, as in play.
"""

from __future__ import annotations

from game.three_card_coyote.bots import HardBot, MediumBot
from tests.test_three_card_coyote_play import MAIN, deal, finish_round, game, rnd, showdown_game

DOOR = {"door": [MAIN], "key": ["mining-pan"], "lantern": ["torch"]}


def decide(bot, g) -> str:
    return bot.act(g.observation(bot.seat), g.legal_actions(bot.seat))


def at_the_door(chips, fought=True):
    """Seat 0 stands at the Door in the Showdown with the real Key and Lantern; seat 1,
    beside it, has already come to blows with it this round."""
    return showdown_game(("atlas", "blacksmith"), ("chuck", "doctor"),
                         hands=(("10s", "3s", "4s"), ("Qd", "6d", "7d")),
                         holds=[["torch", "mining-pan"], []], knowledge={0: DOOR},
                         chips=list(chips), fighting=[[1], [0]] if fought else ())


def test_hard_waits_rather_than_perform_a_ritual_a_fighter_would_break():
    hard = HardBot(seat=0, seed=3)
    # no chip of its own, and the fighter beside it has one to stop any card: it waits
    choice = decide(hard, at_the_door(chips=(0, 3)))
    assert choice.split()[0] not in ("unlock", "claim", "raise"), choice
    # Medium, in the same spot, plays the ritual into the fighter's chip
    assert decide(MediumBot(seat=0, seed=3), at_the_door(chips=(0, 3))).startswith("unlock")
    # a chip nobody in reach can meet goes through: Hard raises the ritual
    assert decide(hard, at_the_door(chips=(2, 0))).startswith("raise ")
    assert decide(hard, at_the_door(chips=(2, 0))).endswith(" unlock")
    # nobody fighting it this round: the ritual goes ahead with a card
    assert decide(hard, at_the_door(chips=(0, 3), fought=False)) == "unlock with 10-spades"


def test_hard_cowers_on_the_last_beat_only_on_its_last_legs():
    def attacked_on(beat, wounds=0):
        g = showdown_game(("atlas", "blacksmith"), ("chuck", "doctor"), holds=[["torch"], []],
                          wounds=[wounds, 0],
                          later=[rnd(("Ks", "3s", "4s"), ("5d", "6d", "Qd"))])
        finish_round(g)                       # round 2: seat 1 plays first
        deal(g)
        for _ in range(beat - 1):
            g.apply(1, "pass with " + g.unplayed(1)[0].lower())
            g.apply(0, "pass with " + g.unplayed(0)[0].lower())
        g.apply(1, "fight 0 with q-diamonds")
        assert g.window(0)["stage"] == "defend"
        return g
    hard = HardBot(seat=0, seed=3)
    # early in the round a king is worth answering with
    assert decide(hard, attacked_on(1)) == "defend with k-spades"
    # cowering from a fist fight yields the torch (ruling 90): on the last beat it still
    # answers while a lost fight costs only a wound...
    assert decide(hard, attacked_on(3)) != "cower"
    # ...and cowers when one more wound would knock it out and drop everything
    assert decide(hard, attacked_on(3, wounds=3)) == "cower"


def test_hard_picks_up_a_look_alike_to_cover_a_real_find():
    def carrying(*things, lying):
        return game(("chuck", "doctor"), ("atlas", "blacksmith"),
                    hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")),
                    holds=[list(things), []], lying=lying, chips=[0, 0], knowledge={
                        0: {"door": [MAIN], "key": ["mining-pan", "noose"],
                            "lantern": ["torch"]}})
    hard = HardBot(seat=0, seed=3)
    # the real Lantern, known to be real, and a look-alike dropped here
    g = carrying("torch", lying={"camp-lantern": MAIN})
    assert decide(hard, g) == "take camp-lantern with 2-spades"
    # with one look-alike in its pocket it does not hoard another
    g = carrying("torch", "camp-lantern", lying={"hot-coal": MAIN})
    assert not decide(hard, g).startswith("take ")


def test_hard_drafts_a_pair_with_a_power_to_raise_in_a_fist_fight():
    """Hard takes the Showdown's things in fist fights won by a raise; Kukulcan's powers
    back none, nor do half the humans', so it seldom ends up with neither (it won 39% as
    a Kukulcan without one, 56% with one). Seat 0 draws the highest card and picks first."""
    from game.three_card_coyote.rules import ThreeCardCoyote

    def table():
        return ThreeCardCoyote(4, {}, 1, stack={
            "draws": ["K-clubs", "9-hearts", "7-spades", "2-diamonds"]})

    def shares(setup, seeds=300):
        picks = []
        for seed in range(seeds):
            g = setup(table())
            picks.append(decide(HardBot(seat=0, seed=seed), g).split()[1])
        return {role: picks.count(role) / seeds for role in set(picks)}

    # a first pick of Kukulcan would leave its human to chance: three humans could mend it
    first = shares(lambda g: g)
    assert first.get("kukulcan", 0) < 0.03

    def holding_kukulcan(g):
        for seat, role in ((0, "kukulcan"), (1, "zeus"), (2, "thor"), (3, "atlas"),
                           (3, "cowboy"), (2, "doctor"), (1, "merchant")):
            g.apply(seat, f"pick {role}")
        return g                      # left: the Blacksmith, Miner, Ranger; Missionary, Teacher
    human = shares(holding_kukulcan)
    assert sum(human.get(r, 0) for r in ("blacksmith", "miner", "ranger")) > 0.85
