"""No key or click a player makes can throw a game away through a scene beneath.

A full-screen scene is a floor: what it does not use stops there. Every key the
app knows (and some it does not) is sent in every scene and in every table
state of every game; the scenes beneath the top one never see it, and the
stack and the game stay as they were unless the key means something there.
"""

from __future__ import annotations

import pygame
import pytest

from scenes.gate import PassGate
from scenes.menu import MenuScene
from scenes.pause import PauseScene
from scenes.results import ResultsScene
from scenes.tables import TABLES, table_class
from tests.table_driver import frame, init_display, new_app, seat_specs

GAMES = sorted(TABLES)

KEYS = sorted({
    *(getattr(pygame, f"K_{c}") for c in "abcdefghijklmnopqrstuvwxyz0123456789"),
    *(getattr(pygame, f"K_F{i}") for i in range(1, 13) if i != 11),
    pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_TAB, pygame.K_BACKSPACE,
    pygame.K_DELETE, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT,
    pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_INSERT,
    pygame.K_PLUS, pygame.K_MINUS, pygame.K_KP_PLUS, pygame.K_KP_MINUS, pygame.K_KP_0,
    pygame.K_MENU, pygame.K_PRINTSCREEN, pygame.K_CAPSLOCK, pygame.K_LSHIFT, pygame.K_LCTRL,
    pygame.K_LALT, pygame.K_LGUI, pygame.K_AC_BACK, pygame.K_ESCAPE,
    0x4000_0A00,  # a key code no keyboard layout names
})
# keys that may act on a table whose human has the turn (they press its controls)
ACTING = {pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE}


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def keyup(k):
    return pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


def spy_beneath(app):
    """Record any event a scene under the top one is handed."""
    got = []
    top = app.top
    for scene in app.stack:
        if scene is top:
            continue
        real = scene.handle

        def spy(event, real=real, scene=scene):
            got.append((type(scene).__name__, event))
            return real(event)
        scene.handle = spy
    return got


def press_all(app, table, meaningful=frozenset()):
    """Send every key; the scenes beneath the top never get one, the stack beneath the
    top keeps its scenes, and the game moves only on a key that means something here."""
    for k in KEYS:
        top = app.top
        beneath = list(app.stack[:-1])
        history = list(table.game.history) if table is not None else None
        got = spy_beneath(app)
        app.dispatch(key(k))
        assert not got, f"{pygame.key.name(k) or k} reached {got[0][0]} under {type(top).__name__}"
        app.dispatch(keyup(k))  # the release goes to whatever the press left on top
        assert app.stack[:len(beneath)] == beneath, (
            f"{pygame.key.name(k)} on {type(top).__name__} changed the scenes beneath it")
        if table is not None and k not in meaningful:
            assert table.game.history == history, (
                f"{pygame.key.name(k)} on {type(top).__name__} changed the game")
        # undo what a key legitimately opened on top (a pause menu, a rules page...)
        while app.top is not top and app.top not in beneath and len(app.stack) > len(beneath) + 1:
            app.pop()
        for scene in app.stack:
            scene.__dict__.pop("handle", None)


def table_app(game_id, kinds, seed=5):
    from game.match import Match

    init_display()
    app = new_app(anim_speed=1.0)
    app.push(MenuScene(app))
    match = Match(game_id, seat_specs(kinds, game_id), {}, seed)
    table = table_class(game_id)(app, match)
    table.THINK = (0.0, 0.0)
    app.push(table)
    return app, table


@pytest.mark.parametrize("game_id", GAMES)
def test_keys_during_the_opening_animation_stay_at_the_table(game_id):
    app, table = table_app(game_id, ["human", "easy", "easy"])
    app.frame([], 0.01)
    assert table.busy(), "a fresh table plays its opening"
    press_all(app, table)
    assert isinstance(app.stack[0], MenuScene) and table in app.stack


@pytest.mark.parametrize("game_id", GAMES)
def test_keys_on_a_humans_turn_reach_only_the_table(game_id):
    app, table = table_app(game_id, ["human", "medium", "easy"])
    for _ in range(2000):
        frame(app, table, 0.2)
        if table.human_to_act() == 0:
            break
    assert table.human_to_act() == 0
    press_all(app, table, meaningful=ACTING)
    assert table in app.stack and isinstance(app.stack[0], MenuScene)


@pytest.mark.parametrize("game_id", GAMES)
def test_keys_while_a_bot_thinks_and_under_the_gate_pause_and_results(game_id):
    app, table = table_app(game_id, ["human", "human", "easy"])
    seen = set()
    for _ in range(4000):
        top = app.top
        if isinstance(top, PassGate) and "gate" not in seen:
            seen.add("gate")
            # Enter and Space confirm the gate: they mean something there
            press_all(app, table, meaningful=ACTING)
            continue
        if isinstance(top, PassGate):
            top.confirm()
            continue
        if top is table and table.driver.thinking_seat is not None and "think" not in seen:
            seen.add("think")
            press_all(app, table)
        if top is table and table.human_to_act() is not None:
            if "pause" not in seen:
                seen.add("pause")
                table.open_pause()
                assert isinstance(app.top, PauseScene)
                press_all(app, table, meaningful=ACTING)
                while app.top is not table:
                    app.pop()
                continue
            seat = table.human_to_act()
            table.act(seat, table.game.legal_actions(seat)[0])
        if isinstance(top, ResultsScene):
            seen.add("results")
            break
        frame(app, table, 0.2)
    # Coyote Moon has nothing private: two humans take turns with no gate at all
    want = {"think", "pause"} | ({"gate"} if getattr(table.game, "PRIVATE_FACTS", True)
                                 else set())
    assert want <= seen
    if not getattr(table.game, "PRIVATE_FACTS", True):
        assert "gate" not in seen


@pytest.mark.parametrize("game_id", GAMES)
def test_results_screen_keys_never_reach_the_table(game_id):
    app, table = table_app(game_id, ["easy", "easy", "easy"])
    table.match.play_out()
    for _ in range(200):
        frame(app, table, 0.5)
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    got = spy_beneath(app)
    for k in KEYS:
        if k in ACTING or k == pygame.K_ESCAPE:
            continue  # these press the focused button or leave: they mean something
        app.dispatch(key(k))
    assert not got


def test_every_screen_keeps_unused_keys_to_itself():
    from scenes.tools import SCENES, build_scene

    init_display()
    for name in SCENES:
        if name in ("pause", "results") or name.startswith("table"):
            continue  # the tables have their own tests above
        app = new_app()
        build_scene(app, name, "coyote-heidelbaer")
        beneath = list(app.stack[:-1])
        got = spy_beneath(app)
        for k in KEYS:
            if k in ACTING or k == pygame.K_ESCAPE:
                continue  # a focused button or Esc may act or leave on these screens
            app.dispatch(key(k))
            app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(3, 3), button=1))
            app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(3, 3), button=1))
        assert not got, f"{name}: {got[0]}"
        assert app.stack[:len(beneath)] == beneath


def test_enter_twice_during_the_deal_keeps_the_game_and_its_autosave():
    """The fault as players met it: Start, then Enter during the deal opened set-up over
    the game, and a second Enter started a new game over the autosave."""
    from scenes.setup import SetupScene

    init_display()
    app = new_app(anim_speed=1.0)
    menu = MenuScene(app)
    app.push(menu)
    app.push(SetupScene(app, "coyote-heidelbaer"))
    setup = app.top
    setup.start()
    table = app.top
    assert table is not setup and table.game.history == []
    app.frame([], 0.05)
    assert table.busy()
    for _ in range(2):
        app.dispatch(key(pygame.K_RETURN))
        app.frame([], 0.05)
    assert app.top is table or table in app.stack
    assert not any(isinstance(s, SetupScene) for s in app.stack)
    assert app.stack[0] is menu and len(app.stack) == 2
