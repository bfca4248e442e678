"""The generic reading of an action takes a number only in ASCII digits: a superscript,
Arabic-Indic or full-width digit stays a plain word, which the rules then refuse as
an ``IllegalAction`` (``int()`` would take some of them and choke on others)."""

from __future__ import annotations

import pytest

from game.core import IllegalAction, Move, move
from game.registry import new_game


@pytest.mark.parametrize(("text", "parsed"), [
    ("bid 17", Move("bid", (17,))),
    ("bid -5", Move("bid", (-5,))),
    ("bid 007", Move("bid", (7,))),
    ("claim jack 1", Move("claim", ("jack", 1))),
    ("claim jack ¹", Move("claim", ("jack", "¹"))),
    ("claim jack ٠", Move("claim", ("jack", "٠"))),
    ("claim jack ０", Move("claim", ("jack", "０"))),
    ("bid ⁵", Move("bid", ("⁵",))),
    ("bid -", Move("bid", ("-",))),
    ("bid --5", Move("bid", ("--5",))),
    ("bid 5-", Move("bid", ("5-",))),
])
def test_only_ascii_digits_make_a_number(text, parsed):
    assert move(text) == parsed


@pytest.mark.parametrize("digit", ["¹", "٠", "０", "⁵"])
def test_an_odd_digit_in_a_claim_is_refused_as_an_illegal_action(digit):
    g = new_game("notcoup", 3, {}, 1)
    seat = g.to_act()[0]
    assert "claim jack 1" in g.legal_actions(seat)
    with pytest.raises(IllegalAction):
        g.apply(seat, f"claim jack {digit}")
    assert g.history == []
