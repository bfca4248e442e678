"""How Medium uses a gun in the Showdown (issue 29 §4): it shoots a rival a place away
who carries what it needs, walks up and fights one beside it (fists take the thing, a
bullet only wounds), shoots a rival who shoots back only with a raise that rival has no
chip to meet, and, shot at, cowers only on its last legs (a shot takes nothing).

Games are stacked with the helpers of the rules scenarios; the bot is handed only
``observation(seat)`` and the legal actions, as in play."""

from __future__ import annotations

from game.three_card_coyote.bots import MediumBot
from tests.test_three_card_coyote_play import MAIN, showdown_game

DOOR = {"door": [MAIN], "key": ["mining-pan"], "lantern": ["torch"]}
NEXT_DOOR = "general-store"


def decide(seat, g) -> str:
    return MediumBot(seat=seat, seed=3).act(g.observation(seat), g.legal_actions(seat))


def hunting(rival=("chuck", "doctor"), where=NEXT_DOOR, chips=6):
    """The Cowboy knows the Torch is the Lantern; the rival carries it."""
    return showdown_game(("atlas", "cowboy"), rival,
                         hands=(("Qs", "3s", "4s"), ("10d", "6d", "7d")),
                         holds=[["mining-pan"], ["torch"]], places=[MAIN, where],
                         chips=[6, chips], knowledge={0: DOOR})


def test_medium_shoots_a_rival_a_place_away_and_fights_one_beside_it():
    assert decide(0, hunting()) == "raise rifle shoot 1"
    beside = decide(0, hunting(where=MAIN))
    assert beside.endswith(" fight 1") and "shoot" not in beside


def test_medium_shoots_a_rival_who_shoots_back_only_when_it_has_no_chip():
    armed = ("thor", "doctor")
    assert "shoot" not in decide(0, hunting(rival=armed))
    assert decide(0, hunting(rival=armed, chips=0)) == "raise rifle shoot 1"


def test_medium_shot_at_cowers_only_on_its_last_legs():
    def shot(wounds):
        g = showdown_game(("atlas", "cowboy"), ("thor", "doctor"),
                          hands=(("Qs", "3s", "4s"), ("10d", "6d", "7d")),
                          holds=[[], ["torch"]], places=[MAIN, NEXT_DOOR], chips=[6, 0],
                          wounds=[0, wounds])
        g.apply(0, "raise rifle shoot 1")
        assert g.window(1)["stage"] == "defend"
        return decide(1, g)
    assert shot(wounds=0) != "cower"  # it carries the Torch, but a shot cannot take it
    assert shot(wounds=2) == "cower"  # one more wound would knock it out
