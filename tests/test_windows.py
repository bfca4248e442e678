"""Response windows: the engine says, for each seat that must act, which moment it is
in, what stands if it lets the moment pass, and whether the decision needs a
private view; the driver asks every machine responder at once."""

from __future__ import annotations

import pytest

from game import registry
from game.core import DEALER
from game.match import Match
from game.saves import SeatSpec
from tests.test_generic import option_sets, positions, seats_of, toy_games

with toy_games():
    INFOS = [i for i in registry.all_games() if i.built]
CASES = [pytest.param(info, opts, id=f"{info.id}[" + ",".join(
    f"{k}={v}" for k, v in opts.items()) + "]")
    for info in INFOS for opts in option_sets(info)[:3]]


@pytest.fixture(autouse=True)
def _toys():
    with toy_games():
        yield


@pytest.mark.parametrize("info,opts", CASES)
def test_every_seat_to_act_is_in_a_window_and_no_other(info, opts):
    for g, _ in positions(info, opts, "notation", seed=500, probes=8):
        acting = g.to_act()
        for s in [*seats_of(g), *([DEALER] if g.has_dealer else [])]:
            w = g.window(s)
            if s not in acting:
                assert w is None
                continue
            assert isinstance(w["stage"], str) and w["stage"]
            assert isinstance(w["public"], bool)
            assert w["default"] is None or w["default"] in g.legal_actions(s)


def test_trickster_guesses_are_one_window_for_every_guesser():
    g = registry.new_game("coyote-heidelbaer", 4, {"trickster": True}, 3)
    for _ in range(500):
        if g.phase == "guessing":
            break
        seat = g.to_act()[0]
        legal = g.legal_actions(seat)
        g.apply(seat, "challenge" if "challenge" in legal else legal[0])
    assert g.phase == "guessing" and len(g.to_act()) >= 2
    assert {g.window(s)["stage"] for s in g.to_act()} == {"guess"}
    assert not any(g.window(s)["public"] for s in g.to_act())


def test_machine_responders_all_decide_on_the_same_moment():
    seats = [SeatSpec(f"b{i}", "random") for i in range(4)]
    m = Match("coyote-heidelbaer", seats, {"trickster": True}, 5)
    asked = []
    real = m.decide

    def spy(seat):
        asked.append((seat, len(m.game.history)))
        return real(seat)
    m.decide = spy
    while not m.game.is_terminal():
        m.step_machines()
    groups = {}
    for seat, moment in asked:
        groups.setdefault(moment, []).append(seat)
    assert any(len(v) >= 2 for v in groups.values()), "no window had several responders"
