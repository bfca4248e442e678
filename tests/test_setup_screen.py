"""The set-up screen: options that group and scroll (any number of them), names that
are never shared, and the last set-up remembered, also across a restart."""

from __future__ import annotations

import pygame
import pytest

from game import registry
from game.registry import GameInfo, Option
from scenes.menu import MenuScene
from scenes.setup import OPTIONS_VIEW, SetupScene
from tests.table_driver import init_display, new_app


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


@pytest.fixture
def many_options(monkeypatch):
    """Tilsit's engine under a schema of 25 options in three groups (set-up only)."""
    info = registry.built_game("coyote-tilsit")
    opts = [Option(f"house_{i}", "bool", False,
                   f"House rule {i}: a longer description that has to wrap inside the panel "
                   "and never run over the seed field.", group=("Teams", "Heist", "Play")[i % 3])
            for i in range(22)]
    opts += [Option("crimes", "multi", (), "which actions are crimes",
                    choices=("income", "steal"), group="Heist"),
             Option("rounds", "int", 3, "rounds", min=1, max=9, group="Play"),
             Option("deck", "choice", "small", "deck", choices=("small", "big"))]
    fake = GameInfo("coyote-tilsit", info.title, info.credits, info.min_seats, info.max_seats,
                    options=opts, built=True, factory=info.factory, bots=info.bots)
    monkeypatch.setitem(registry._GAMES, "coyote-tilsit", fake)
    return fake


def setup_scene(size=(800, 600), game="coyote-tilsit"):
    init_display()
    app = new_app(size)
    app.push(MenuScene(app))
    scene = SetupScene(app, game)
    app.push(scene)
    app.draw()
    return app, scene


def test_twenty_five_options_scroll_and_each_is_reachable_by_keys_and_mouse(many_options):
    app, scene = setup_scene()
    assert scene.opt_height > OPTIONS_VIEW.h  # more than the panel shows: it scrolls
    headers = {o.group for o in many_options.options}
    assert len(headers) == 4
    reached = set()
    scene.form.focus(scene.count)
    for _ in range(200):  # Tab through the whole screen
        app.dispatch(key(pygame.K_TAB))
        app.draw()
        f = scene.form.focused
        for opt, w in scene.option_widgets:
            if w is f:
                reached.add(opt.name)
                # the focused option was scrolled fully into view
                assert OPTIONS_VIEW.y <= w.rect.y and w.rect.bottom <= OPTIONS_VIEW.bottom
    assert reached == {o.name for o in many_options.options}
    # the mouse: wheel down over the panel, then click the last toggle where it is drawn
    scene.opt_scroll = 0
    app.draw()
    shown = []
    for _ in range(200):  # wheel down until a toggle of the third group is in the panel
        app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1,
                                         pos=OPTIONS_VIEW.center))
        app.draw()
        shown = [(o, w) for o, w in scene.option_widgets
                 if o.group == "Play" and o.type == "bool" and OPTIONS_VIEW.contains(w.rect)]
        if shown:
            break
    assert scene.opt_scroll > 0 and shown
    opt, w = shown[0]  # far down the list, where the wheel brought it
    real = app.painter.real_rect(w.rect).center  # a click comes in window pixels
    for t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(t, pos=real, button=1))
    assert scene.options[opt.name] is True
    # a widget scrolled out of the panel cannot be clicked through the seed field
    first = scene.option_widgets[0][1]
    assert not OPTIONS_VIEW.colliderect(first.rect) or not first.contains(first.rect.center)


def test_bots_never_share_a_name():
    app, scene = setup_scene()
    scene._set_count(4)
    scene._set_count(3)
    scene._set_kind(1, "hard")
    scene._set_kind(2, "easy")
    scene._set_count(6)
    names = [s.name for s in scene.seats]
    assert len(set(names)) == len(names), names


def test_a_shared_typed_name_is_refused_with_a_reason():
    app, scene = setup_scene()
    scene._set_name(0, "Sage")
    scene._set_name(1, " sage ")
    scene.start()
    assert app.top is scene and "Sage" in scene.notice


def test_names_kinds_and_options_are_remembered_across_a_restart():
    from scenes import settings_store

    app, scene = setup_scene()
    scene._set_count(3)
    scene._set_name(0, "Ann")
    scene._set_kind(2, "hard")
    scene._set_opt("shaman", True)
    scene.start()
    again = settings_store.load()  # a new run of the app reads the settings file
    app2 = new_app()
    app2.settings = again
    app2.push(MenuScene(app2))
    fresh = SetupScene(app2, "coyote-tilsit")
    assert [s.name for s in fresh.seats][0] == "Ann"
    assert fresh.seats[2].kind == "hard" and fresh.options["shaman"] is True
