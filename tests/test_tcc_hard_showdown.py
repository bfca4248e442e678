"""Hard in the Showdown, in stacked positions: what keeps the Key and the Lantern once
it carries them. Between players a chip decides a fight, so Hard answers a raised
attack on what it carries with a chip of its own, does not throw chips where they
only stall or only wound, and does not end an action within a chip-holding rival's
reach while it carries the pair. Each bot is handed only ``observation(seat)`` and
the legal actions, as in play.
"""

from __future__ import annotations

from game.three_card_coyote.bots import HardBot, MediumBot
from tests.test_three_card_coyote_play import MAIN, showdown_game

PAIR = {"door": ["church"], "key": ["mining-pan"], "lantern": ["torch"]}
ROLES = (("atlas", "blacksmith"), ("chuck", "doctor"))


def decide(bot, g) -> str:
    return bot.act(g.observation(bot.seat), g.legal_actions(bot.seat))


def raised_at(chips=(3, 3), wounds=(0, 0)):
    """Seat 1 throws a chip to fight seat 0, who carries the real Key and Lantern."""
    g = showdown_game(*ROLES, hands=(("10s", "Ks", "4s"), ("Qd", "6d", "7d")),
                      holds=[["torch", "mining-pan"], []], knowledge={0: PAIR, 1: PAIR},
                      chips=list(chips), wounds=list(wounds))
    g.apply(0, "pass with 4-spades")
    g.apply(1, "raise kick fight 0")
    assert g.window(0)["stage"] == "defend"
    return g


def test_hard_answers_a_raised_attack_on_the_pair_with_a_chip():
    # any card loses to the chip, and a cower hands a thing over (ruling 90): only a chip
    # of its own keeps the pair, in a stalemate
    assert decide(HardBot(seat=0, seed=3), raised_at()).startswith("defend raise ")
    # Medium, in the same spot, plays its King into the chip
    assert decide(MediumBot(seat=0, seed=3), raised_at()) == "defend with k-spades"


def test_hard_lets_half_of_the_pair_go_rather_than_burn_a_chip_on_it():
    def raised_on_half(beat3=False):
        # Hard carries the real Mining Pan alone; seat 1 throws a chip to fight it
        g = showdown_game(*ROLES, hands=(("10s", "Ks", "4s"), ("Qd", "6d", "7d")),
                          holds=[["mining-pan"], []], knowledge={0: PAIR, 1: PAIR},
                          chips=[3, 3])
        g.apply(0, "pass with 4-spades")
        if beat3:
            g.apply(1, "pass with 6-diamonds")
            g.apply(0, "pass with 10-spades")
            g.apply(1, "pass with 7-diamonds")
            g.apply(0, "pass with k-spades")
        g.apply(1, "raise kick fight 0")
        assert g.window(0)["stage"] == "defend"
        return g
    hard = HardBot(seat=0, seed=3)
    # a stalemate would only burn both chips, and the half draws the next raise: it cowers
    # and keeps its chips for the pair
    assert decide(hard, raised_on_half()) == "cower"
    # on the last beat the hands decide a stalemate: the chip may keep the half
    assert decide(hard, raised_on_half(beat3=True)).startswith("defend raise ")
    # with the pair in hand it answers the chip with a chip, as before
    assert decide(hard, raised_at()).startswith("defend raise ")


def test_hard_throws_no_chip_on_an_attack_a_chip_would_stall():
    def beside(rival_chips):
        # seat 1 carries the real Torch that Hard lacks; both stand on North Main Street
        return showdown_game(*ROLES, hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")),
                             holds=[["mining-pan"], ["torch"]], knowledge={0: PAIR},
                             chips=[4, rival_chips])
    hard = HardBot(seat=0, seed=3)
    # on the first beat a chip thrown back makes a stalemate that burns both: it waits
    assert not decide(hard, beside(2)).startswith(("raise", "fight"))
    # against a rival with no chip left, the raise wins the fight and the Torch
    assert decide(hard, beside(0)) == "raise lift fight 1"


def test_hard_lets_a_raised_shot_through_and_keeps_the_chip():
    def shot_at(wounds):
        g = showdown_game(("zeus", "blacksmith"), ("chuck", "doctor"),
                          hands=(("5s", "6s", "7s"), ("2d", "3d", "4d")),
                          holds=[[], ["torch", "mining-pan"]], knowledge={1: PAIR},
                          wounds=[0, wounds])
        g.apply(0, "raise bolt shoot 1")
        assert g.window(1)["stage"] == "oppose"
        return g
    hard = HardBot(seat=1, seed=3)
    # a shot takes nothing: a wound is not worth the chip that will keep the pair
    assert decide(hard, shot_at(0)) == "allow"
    # one wound from the end, a hit would knock it out and drop both: it opposes
    assert decide(hard, shot_at(3)).startswith("oppose ")  # Chuck takes four


def test_hard_carrying_the_pair_steps_out_of_a_rivals_reach():
    def with_rival(rival_place, chips=3):
        return showdown_game(*ROLES, hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")),
                             places=["general-store", rival_place],
                             holds=[["torch", "mining-pan"], []],
                             knowledge={0: PAIR}, chips=[3, chips])
    hard = HardBot(seat=0, seed=3)
    # the Door is at the Church, three places south; a rival with chips stands here
    choice = decide(hard, with_rival("general-store"))
    assert choice == "move sheriffs-office with 2-spades", choice
    # alone it heads for the Door the same way
    assert decide(hard, with_rival(MAIN)) == "move sheriffs-office with 2-spades"
    # a rival with chips standing on the way: it goes round, out of its reach
    choice = decide(hard, with_rival("sheriffs-office"))
    assert choice != "move sheriffs-office with 2-spades", choice
    # Medium walks on into it
    assert decide(MediumBot(seat=0, seed=3), with_rival("sheriffs-office")) == \
        "move sheriffs-office with 2-spades"


def test_hard_fights_a_rival_one_ritual_from_winning_even_into_a_stalemate():
    def beside(pair_holder_chips, holds):
        # seat 1 stands with Hard on North Main Street, the Door, carrying what it holds
        return showdown_game(*ROLES, hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")),
                             holds=[[], holds], chips=[4, pair_holder_chips],
                             knowledge={0: {**PAIR, "door": [MAIN]}})
    hard = HardBot(seat=0, seed=3)
    # the rival carries only the Torch: a chip thrown back would stall the fight, so
    # Hard keeps its chip
    assert not decide(hard, beside(2, ["torch"])).startswith(("raise", "fight"))
    # with the Key and the Lantern both it is one ritual from winning: Hard throws the
    # chip, since even a stalemate makes it a fighter who may break that ritual
    assert decide(hard, beside(2, ["torch", "mining-pan"])) == "raise lift fight 1"


def test_hard_carrying_the_pair_does_not_fold_for_cover():
    # a rival with a gun and chips stands with it: every step is still in its reach, and
    # a fold would give up the round's run to the Door (three places south)
    g = showdown_game(("atlas", "blacksmith"), ("zeus", "doctor"),
                      hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")),
                      places=["general-store", "general-store"],
                      holds=[["torch", "mining-pan"], []], knowledge={0: PAIR}, chips=[3, 3])
    assert decide(HardBot(seat=0, seed=3), g) == "move sheriffs-office with 2-spades"


def test_hard_leaves_the_posse_a_decoy_on_the_last_beat():
    def last_beat(heat):
        # two places from the Door, a rival far off, the town wary, and the Chalk and the
        # Jack-o'-Lantern lying here: the posse would take the Mining Pan, picked up last
        g = showdown_game(*ROLES, hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")),
                          places=["school-house", "tent-town"],
                          holds=[["torch", "mining-pan"], []], knowledge={0: PAIR},
                          chips=[0, 0], mood=2, heat=[heat, 1])
        for _ in range(2):
            g.apply(0, "pass with " + g.unplayed(0)[0].lower())
            g.apply(1, "pass with " + g.unplayed(1)[0].lower())
        return g
    hard = HardBot(seat=0, seed=3)
    # with the most heat at the table it picks something up after the pair
    assert decide(hard, last_beat(heat=3)) == "take chalk with 4-spades"
    # with less heat than the rival the posse comes for someone else: on to the Door
    assert decide(hard, last_beat(heat=0)).startswith("move ")
