"""Hard in the roles without a gun, in stacked positions. Unarmed, it cannot shoot
back, and the Medium guns hunt whoever carries the most candidates: so among guns it
picks up no look-alike to cover a real find, and two hits from the end it throws a
chip against a shot rather than keep it for a fist fight. Each bot is handed only
``observation(seat)`` and the legal actions, as in play.
"""

from __future__ import annotations

from game.three_card_coyote.bots import HardBot
from tests.test_three_card_coyote_play import MAIN, game, showdown_game

PAIR = {"door": ["church"], "key": ["mining-pan"], "lantern": ["torch"]}


def decide(bot, g) -> str:
    return bot.act(g.observation(bot.seat), g.legal_actions(bot.seat))


def test_hard_unarmed_among_guns_picks_up_no_look_alike():
    def carrying_torch(roles):
        # Hard (seat 0) carries the real Torch; a look-alike lies at its feet
        return game(roles, ("zeus", "blacksmith"),
                    hands=(("2s", "3s", "4s"), ("5d", "6d", "7d")),
                    holds=[["torch"], []], lying={"camp-lantern": MAIN}, chips=[0, 0],
                    knowledge={0: {"door": [MAIN], "key": ["mining-pan", "noose"],
                                   "lantern": ["torch"]}})
    hard = HardBot(seat=0, seed=3)
    # Zeus's bolt hunts the carrier of the most candidates: unarmed, it carries no cover
    assert not decide(hard, carrying_torch(("chuck", "doctor"))).startswith("take ")
    # with a gun of its own it still covers the real find
    assert decide(hard, carrying_torch(("thor", "doctor"))) == \
        "take camp-lantern with 2-spades"


def test_hard_unarmed_two_hits_from_the_end_opposes_a_raised_shot():
    def shot_at(roles, wounds):
        g = showdown_game(("zeus", "blacksmith"), roles,
                          hands=(("5s", "6s", "7s"), ("2d", "3d", "4d")),
                          holds=[[], ["torch"]], knowledge={1: PAIR}, wounds=[0, wounds])
        g.apply(0, "raise bolt shoot 1")
        assert g.window(1)["stage"] == "oppose"
        return g
    hard = HardBot(seat=1, seed=3)
    # unwounded, a shot only wounds: the chip is kept for a fist fight
    assert decide(hard, shot_at(("helena", "doctor"), 0)) == "allow"
    # unarmed with one wound of three, the shots will keep coming: it opposes this one
    assert decide(hard, shot_at(("helena", "doctor"), 1)).startswith("oppose ")
    # Atlas takes four wounds: one of four is still three hits from the end
    assert decide(hard, shot_at(("atlas", "doctor"), 1)) == "allow"
    assert decide(hard, shot_at(("atlas", "doctor"), 2)).startswith("oppose ")
