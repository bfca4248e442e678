"""Snapshot steering lives in one module, one function per game, not on the tables."""

from game.match import Match
from scenes import snapshot_steering
from scenes.tables import TABLES, table_class
from tests.table_driver import seat_specs


def test_every_table_has_steering_and_no_table_steers_itself():
    assert set(snapshot_steering.STEERING) == set(TABLES)
    for game_id in TABLES:
        cls = table_class(game_id)
        assert not hasattr(cls, "prepare_snapshot"), game_id
        assert cls.snapshot_states(), game_id


def test_prepare_makes_seat_0_human_and_stops_on_its_turn():
    m = Match("coyote-moon", seat_specs(["easy", "medium", "easy"]), {}, 3)
    snapshot_steering.prepare(m, "mid")
    assert m.seats[0].kind == "human" and 0 not in m.bots
    assert m.game.to_act() == [0] and m.game.observation(0)["round"] >= 5


def test_a_game_without_steering_is_left_as_it_is(monkeypatch):
    m = Match("coyote-moon", seat_specs(["easy", "easy"]), {}, 3)
    monkeypatch.setattr(snapshot_steering, "STEERING", {})
    snapshot_steering.prepare(m, "mid")
    assert m.seats[0].kind == "easy" and not m.game.history
