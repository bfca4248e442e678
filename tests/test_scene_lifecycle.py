"""The scene lifecycle: enter/leave bracket each stint on top, close comes exactly once
when a scene leaves the stack for good (pop, replace, reset), after its last leave."""

import pygame
import pytest

from scenes.app import App, log_path
from scenes.scene import Scene
from scenes.settings_store import Settings


@pytest.fixture
def app():
    pygame.display.init()
    return App(settings=Settings(), screen=pygame.display.set_mode((1280, 720)))


class Probe(Scene):
    def __init__(self, app, name, log):
        super().__init__(app)
        self.name, self.log = name, log

    def enter(self):
        self.log.append(("enter", self.name))

    def leave(self):
        self.log.append(("leave", self.name))

    def close(self):
        self.log.append(("close", self.name))


def closes(log):
    return [n for what, n in log if what == "close"]


def test_pop_closes_the_popped_scene_once_after_its_leave(app):
    log = []
    a, b = Probe(app, "a", log), Probe(app, "b", log)
    app.push(a)
    app.push(b)
    assert closes(log) == []  # covered is not closed
    app.pop()
    assert log[-3:] == [("leave", "b"), ("close", "b"), ("enter", "a")]
    app.pop()
    assert closes(log) == ["b", "a"]
    assert app.pop() is None and closes(log) == ["b", "a"]


def test_replace_closes_only_the_replaced_scene(app):
    log = []
    a, b, c = (Probe(app, n, log) for n in "abc")
    app.push(a)
    app.push(b)
    app.replace(c)
    assert closes(log) == ["b"]
    assert log[-3:] == [("leave", "b"), ("close", "b"), ("enter", "c")]
    assert app.stack == [a, c]


def test_reset_closes_every_scene_once_and_the_new_one_enters(app):
    log = []
    a, b, c, d = (Probe(app, n, log) for n in "abcd")
    for s in (a, b, c):
        app.push(s)
    app.reset(d)
    assert sorted(closes(log)) == ["a", "b", "c"]
    for name in "abc":  # each closed after its own leave
        assert log.index(("leave", name)) < log.index(("close", name))
    assert log[-1] == ("enter", "d") and app.stack == [d]


def test_pop_to_closes_each_scene_above_once(app):
    log = []
    a, b, c = (Probe(app, n, log) for n in "abc")
    for s in (a, b, c):
        app.push(s)
    app.pop_to(a)
    assert closes(log) == ["c", "b"] and app.top is a


def test_a_scene_lets_go_of_its_quit_hook_in_close(app):
    saved = []

    class Holder(Scene):
        def __init__(self, app):
            super().__init__(app)
            app.quit_hooks.append(self.on_quit)

        def on_quit(self):
            saved.append(self)

        def close(self):
            self.app.quit_hooks.remove(self.on_quit)

    gone, kept = Holder(app), Holder(app)
    app.push(gone)
    app.replace(kept)
    app.close()
    assert saved == [kept]


def test_a_crash_asks_every_scene_on_the_stack_to_autosave(app):
    from scenes.error import ErrorScene

    saved = []

    class Game(Scene):
        def autosave(self):
            saved.append("game")

    class Overlay(Scene):
        opaque = False

        def update(self, dt):
            raise ZeroDivisionError("boom")

    app.push(Game(app))
    app.push(Overlay(app))
    app.frame([], 0.016)
    assert isinstance(app.top, ErrorScene) and saved == ["game"]
    # the screen points at the log file, not at the autosave it asked for
    assert app.top.log_path == log_path()


def test_a_table_removed_from_the_stack_no_longer_autosaves_on_quit(app):
    from game.match import Match
    from scenes.menu import MenuScene
    from scenes.tables import table_class
    from tests.table_driver import seat_specs

    match = Match("coyote-moon", seat_specs(["human", "easy"]), {}, 2)
    table = table_class("coyote-moon")(app, match)
    app.push(table)
    assert table.on_quit in app.quit_hooks
    app.reset(MenuScene(app))
    assert table.on_quit not in app.quit_hooks
