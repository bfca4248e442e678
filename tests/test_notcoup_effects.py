"""Each alternate card's effect lives in its class in ``game/notcoup/effects.py``: the
engine asks the class at each moment, here the exchange of the Swap Ace."""

from __future__ import annotations

from game.notcoup.cards import rank_key
from game.notcoup.effects import PLAIN, Swap, effect_of
from game.notcoup.notation import parse
from tests.scenario import play, refused
from tests.test_notcoup_rules import new, ranks
from tests.test_notcoup_transformer import tf


def test_the_swap_aces_exchange_is_asked_of_its_class():
    g = new("AK", "QJ", "KK", deck_top="X", options=tf(ace="swap"))
    play(g, "0: claim ace 1", "1: pass", "2: pass")
    swap = effect_of(g.actions[g.chain.action])
    assert isinstance(swap, Swap) and g.chain.swap == 1
    hand = sorted(ranks(g, 0), key=rank_key)
    picks = sorted({(r,) for r in hand}, key=lambda p: rank_key(p[0]))
    assert g.legal_actions(0) == swap.return_options(g, hand, picks)
    assert all(" give " in a for a in g.legal_actions(0))
    # a plain exchange's answer has the wrong shape here, and the class says why
    assert swap.return_shape(g, parse("return ace"))[1] == \
        "return one card and give one back: 'return king give queen'"
    refused(g, "0: return ace", "give one back")
    assert PLAIN.return_shape(g, parse("return ace")) == (["ace"], None)
    play(g, "0: return ace give king")
    assert "king" in ranks(g, 1) and g.phase != "exchange"
