"""The event player (scenes/event_player.py): events reach the handlers a table
declares, the log follows the animation, and an event type a declared map lacks is
caught in tests."""

from __future__ import annotations

from operator import attrgetter
from types import SimpleNamespace

import pytest

from game.core import Game
from scenes.anim import Wait
from scenes.event_player import EventPlayer, UndeclaredEvent, tween
from scenes.tables import TABLES, table_class


class Felt:
    """Just enough of a table for its player: handlers, a log, a view to refresh."""

    EVENT_HANDLERS: dict[str, str | None] | None = {"deal": "_deal", "quiet": None}
    world = None

    def __init__(self) -> None:
        self.app = SimpleNamespace(settings=SimpleNamespace(anim_speed=1.0))
        self.driver = SimpleNamespace(fast=0, FAST_FACTOR=6.0)
        self.privacy = SimpleNamespace(log_seat=None)
        self.game = SimpleNamespace(event_view=lambda e, seat: e)
        self.seen: list[str] = []
        self.told: list[str] = []
        self.refreshed = 0
        self.events = EventPlayer(self)

    def _deal(self, e: dict) -> None:
        self.seen.append("deal")
        self.events.queue(Wait(0.5))

    def _ev_quiet(self, e: dict) -> None:
        self.seen.append("quiet")  # declared silent: never called

    def _ev_knocked_out(self, e: dict) -> None:
        self.seen.append("knocked-out")

    def describe(self, seat: int, action: str, events: list[dict]) -> list[str]:
        return [f"told {e['type']}" for e in events]

    def tell(self, lines: list[str]) -> None:
        self.told.extend(lines)

    def refresh(self) -> None:
        self.refreshed += 1


def test_a_declared_map_picks_each_handler_and_the_log_waits_for_the_animation():
    t = Felt()
    t.events.play([{"type": "deal"}, {"type": "quiet"}], 0, "deal")
    assert t.seen == ["deal"]  # "quiet" is declared silent, though a method exists
    assert t.events.busy() and t.told == [] and t.refreshed == 0
    t.events.anim.update(0.6)
    assert t.told == ["told deal", "told quiet"] and t.refreshed == 1
    assert not t.events.busy() and t.events.undeclared == []


def test_an_event_redacted_for_the_screen_is_told_as_it_is_not_redacted_again():
    """The table's events come already in the form the seat on screen may see; a
    second redaction for the log would strip what a redacted event still names (an
    outsider's "draw" keeps its count)."""
    t = Felt()
    # the engine's own event_view, with a redaction that keeps only the type
    outsider = SimpleNamespace(redact=lambda e: {"type": e["type"], "private": True})
    t.game = SimpleNamespace(event_view=lambda e, seat: Game.event_view(outsider, e, seat))
    told = []
    t.describe = lambda seat, action, events: told.extend(events) or []
    t.events.play([{"type": "deal", "count": 2, "private": True}], 0, "draw")
    t.events.skip()
    assert told == [{"type": "deal", "count": 2, "private": True}]


def test_an_undeclared_event_is_caught_in_tests_and_played_on_quietly_in_play():
    t = Felt()
    t.events.strict = True
    with pytest.raises(UndeclaredEvent, match="knocked-out"):
        t.events.play([{"type": "knocked-out"}], 0, "")
    t = Felt()
    t.events.play([{"type": "knocked-out"}, {"type": "knocked-out"}], 0, "")
    assert t.events.undeclared == ["knocked-out"]  # recorded once
    assert t.seen == ["knocked-out", "knocked-out"]  # its _ev_ method still plays it


def test_a_table_declaring_no_map_is_served_by_its_ev_methods():
    class Bare(Felt):
        EVENT_HANDLERS = None

    t = Bare()
    t.events.strict = True  # nothing declared: nothing to hold the table to
    t.events.play([{"type": "quiet"}, {"type": "knocked-out"}, {"type": "deal"}], 0, "")
    assert t.seen == ["quiet", "knocked-out"]  # no _ev_deal: nothing animates it
    t.events.anim.update(0)
    assert t.told == ["told quiet", "told knocked-out", "told deal"]


def test_a_skip_ends_every_step_and_settles_the_world():
    t = Felt()
    t.world = SimpleNamespace(settled=0)
    t.world.settle = lambda: setattr(t.world, "settled", t.world.settled + 1)
    t.events.queue(tween(5.0), lambda: t.told.append("end"))
    t.events.queue(Wait(3.0))  # joins the same timeline, after the first steps
    assert t.events.busy()
    t.events.skip()
    assert not t.events.busy() and t.told == ["end"] and t.world.settled == 1


def test_speed_follows_the_setting_and_the_fast_forward():
    t = Felt()
    t.app.settings.anim_speed = 2.0
    assert t.events.anim_speed() == t.events.speed() == 2.0
    t.driver.fast = 1
    assert t.events.anim_speed() == pytest.approx(12.0)
    t.driver.fast = 2
    assert t.events.anim_speed() == 0.0 and t.events.speed() == 50.0


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_every_declared_handler_is_a_method_of_its_table(game_id):
    cls = table_class(game_id)
    declared = cls.EVENT_HANDLERS
    if declared is None:
        pytest.skip(f"{cls.__name__} still finds its handlers by name (_ev_<type>)")
    missing = [name for name in declared.values()  # a dotted name is a part's: see below
               if name is not None and "." not in name
               and not callable(getattr(cls, name, None))]
    assert not missing, missing


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_a_declared_map_names_every_event_a_whole_game_plays(game_id):
    from tests.table_driver import frame, init_display, make_table

    cls = table_class(game_id)
    if cls.EVENT_HANDLERS is None:
        pytest.skip(f"{cls.__name__} still finds its handlers by name (_ev_<type>)")
    init_display()
    app, table = make_table(game_id, cls, ["hard"] * 3)
    for name in filter(None, cls.EVENT_HANDLERS.values()):  # parts' handlers, too
        assert callable(attrgetter(name)(table)), name
    for _ in range(20000):
        if table.game.is_terminal() and not table.busy():
            break
        frame(app, table)
        table.skip_animations()
    assert table.game.is_terminal() and table.events.undeclared == []
