"""The scene stack, the letterboxed canvas, the frame loop and the framework scenes."""

import json
import logging

import pygame
import pytest

from scenes.app import App, log_path
from scenes.painter import Painter
from scenes.scene import Scene
from scenes.settings_store import Settings, load


@pytest.fixture
def app():
    pygame.display.init()
    screen = pygame.display.set_mode((1280, 720))
    return App(settings=Settings(), screen=screen)


class Probe(Scene):
    """Records what the app does to it."""

    def __init__(self, app, name, log, consume=(), opaque=True, moving=False):
        super().__init__(app)
        self.name, self.log, self.consume, self.opaque = name, log, consume, opaque
        self.moving = moving
        self.events = []

    def enter(self):
        self.log.append(("enter", self.name))

    def leave(self):
        self.log.append(("leave", self.name))

    def handle(self, event):
        self.events.append(event)
        self.log.append(("handle", self.name))
        return event.type in self.consume

    def update(self, dt):
        self.log.append(("update", self.name))
        return self.moving

    def draw(self, p):
        self.log.append(("draw", self.name))


def key(k=pygame.K_a):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def test_push_pop_replace_call_enter_and_leave(app):
    log = []
    a, b, c = (Probe(app, n, log) for n in "abc")
    app.push(a)
    app.push(b)
    assert app.top is b
    app.replace(c)
    assert app.stack == [a, c]
    app.pop()
    assert app.top is a
    assert log == [("enter", "a"), ("leave", "a"), ("enter", "b"), ("leave", "b"),
                   ("enter", "c"), ("leave", "c"), ("enter", "a")]


def test_top_scene_gets_events_first_and_consumed_events_stop():
    pygame.display.init()
    app = App(settings=Settings(), screen=pygame.display.set_mode((1280, 720)))
    log = []
    below = Probe(app, "below", log)
    top = Probe(app, "top", log, consume=(pygame.KEYDOWN,))
    app.push(below)
    app.push(top)
    log.clear()
    app.dispatch(key())
    assert log == [("handle", "top")]
    log.clear()
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    assert log == [("handle", "top")]  # not consumed, but a full-screen scene is a floor


def test_an_overlay_passes_down_only_what_it_names():
    pygame.display.init()
    app = App(settings=Settings(), screen=pygame.display.set_mode((1280, 720)))
    log = []
    below = Probe(app, "below", log)
    over = Probe(app, "over", log, opaque=False)
    over.passes_down = lambda e: e.type == pygame.MOUSEBUTTONDOWN
    app.push(below)
    app.push(over)
    log.clear()
    app.dispatch(key())
    assert log == [("handle", "over")]
    log.clear()
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    assert log == [("handle", "over"), ("handle", "below")]


def test_overlay_draws_over_the_scene_beneath_and_opaque_hides_it(app):
    log = []
    base = Probe(app, "base", log)
    overlay = Probe(app, "overlay", log, opaque=False)
    app.push(base)
    app.push(overlay)
    log.clear()
    app.draw()
    assert log == [("draw", "base"), ("draw", "overlay")]
    app.push(Probe(app, "gate", log, opaque=True))
    log.clear()
    app.draw()
    assert log == [("draw", "gate")]


def test_only_the_top_scene_is_updated_and_idle_frames_are_not_drawn(app):
    log = []
    app.push(Probe(app, "below", log, moving=True))
    app.push(Probe(app, "top", log))
    app.frame([], 0.016)          # first frame: dirty, so drawn
    log.clear()
    assert app.frame([], 0.016) is False  # nothing moves, nothing changed: no draw
    assert log == [("update", "top")]
    app.invalidate()
    assert app.frame([], 0.016) is True


@pytest.mark.parametrize("size,scale,offset", [
    ((1280, 720), 1.0, (0, 0)),
    ((1920, 1080), 1.5, (0, 0)),
    ((800, 600), 0.625, (0, 75)),      # taller than 16:9: bars above and below
    ((1600, 600), 600 / 720, (266.67, 0)),  # wider: bars left and right
])
def test_letterbox_maps_window_pixels_to_logical_coordinates(size, scale, offset):
    pygame.display.init()
    screen = pygame.display.set_mode(size)
    app = App(size, settings=Settings(), screen=screen)
    p = app.painter
    assert p.scale == pytest.approx(scale)
    assert (p.ox, p.oy) == pytest.approx(offset, abs=0.01)
    log = []
    probe = Probe(app, "p", log)
    app.push(probe)
    # the real pixel under logical (640, 360) and (100, 50)
    for lx, ly in ((640, 360), (100, 50), (1279, 719)):
        real = p.pt((lx, ly))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=real, button=1))
        got = probe.events[-1].pos
        assert abs(got[0] - lx) <= 1 and abs(got[1] - ly) <= 1
        assert probe.events[-1].real_pos == real
    # the canvas rectangle is centred and keeps 16:9
    c = p.canvas
    assert c.center == pytest.approx((size[0] / 2, size[1] / 2), abs=1)
    assert c.w / c.h == pytest.approx(16 / 9, abs=0.01)


def test_text_is_rendered_at_the_real_pixel_size():
    pygame.display.init()
    small = Painter.for_window(pygame.Surface((640, 360)))
    big = Painter.for_window(pygame.Surface((1920, 1080)))
    assert small.font_px(30) == 15 and big.font_px(30) == 45
    w_small, _ = small.text_size("Coyote", 30)
    w_big, _ = big.text_size("Coyote", 30)
    assert w_small == pytest.approx(w_big, rel=0.1)  # same logical width either way
    r = big.text("Coyote", (640, 360), 20, (255, 255, 255), anchor="center")
    assert r.center == pytest.approx((640, 360), abs=1)


def test_resize_event_rebuilds_the_painter(app):
    app.owns_window = True
    pygame.display.set_mode((800, 600))
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(800, 600), w=800, h=600))
    assert app.painter.scale == pytest.approx(0.625)


def test_a_crashing_scene_shows_the_error_screen_logs_and_autosaves(app):
    from scenes.error import ErrorScene

    saved = []

    class Boom(Scene):
        def autosave(self):
            saved.append(True)

        def update(self, dt):
            raise ZeroDivisionError("boom in update")

    app.push(Boom(app))
    app.frame([], 0.016)
    assert isinstance(app.top, ErrorScene)
    assert saved == [True]
    text = log_path().read_text()
    assert "ZeroDivisionError: boom in update" in text and "Traceback" in text
    assert "boom in update" in app.top.message
    app.frame([], 0.016)  # the error screen itself draws fine


def test_run_idles_without_redrawing_and_quits(app):
    app.owns_window = True
    log = []
    app.push(Probe(app, "idle", log))
    code = app.run(quit_after=0.6)
    assert code == 0
    assert app.frames <= 3  # drawn once, then the loop waits for events


def test_quit_event_ends_the_loop_and_runs_quit_hooks(app):
    app.owns_window = True
    called = []
    app.quit_hooks.append(lambda: called.append(1))
    app.push(Probe(app, "p", []))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run(quit_after=5)
    assert called == [1]


def test_settings_round_trip_and_corrupt_file_gives_defaults(tmp_path, caplog):
    path = tmp_path / "settings.json"
    s = Settings(volume=0.3, fullscreen=True, anim_speed=2.0, colorblind=True, path=path)
    s.save()
    back = load(path)
    assert (back.volume, back.fullscreen, back.anim_speed, back.colorblind) == (
        0.3, True, 2.0, True)
    path.write_text("{not json")
    with caplog.at_level(logging.WARNING):
        bad = load(path)
    assert bad.volume == Settings().volume and "using defaults" in caplog.text
    path.write_text(json.dumps({"volume": "loud"}))
    assert load(path).volume == Settings().volume
    assert load(tmp_path / "missing.json").anim_speed == 1.0


def test_colorblind_setting_switches_the_palette(app):
    normal = app.theme.seats[:]
    app.settings.colorblind = True
    app.apply_settings()
    assert app.theme.colorblind and app.theme.seats != normal
    assert app.theme.seat(0) == (230, 159, 0)


def test_pass_gate_is_opaque_swallows_input_and_confirms(app):
    from scenes.gate import PassGate

    log = []
    table = Probe(app, "table", log)
    confirmed = []
    app.push(table)
    gate = PassGate(app, "Ana", on_confirm=lambda: confirmed.append(1))
    app.push(gate)
    log.clear()
    app.draw()
    assert ("draw", "table") not in log  # nothing of the table beneath
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    assert not table.events  # the hidden table got nothing
    app.dispatch(key(pygame.K_RETURN))
    assert confirmed == [] and app.top is gate  # pressed before the gate could be read
    gate.update(1.0)
    app.dispatch(key(pygame.K_RETURN))
    assert confirmed == [1] and app.top is table


def test_menu_lists_every_game_and_only_playable_ones_can_start(app):
    from game.registry import all_games
    from scenes.menu import MenuScene, playable

    menu = MenuScene(app)
    app.push(menu)
    assert [g.id for g in menu.games] == [g.id for g in all_games()]
    assert len(menu.games) == 5
    play_buttons = [w for w in menu.form.widgets if getattr(w, "text", "") == "Play"]
    assert len(play_buttons) == len([g for g in all_games() if playable(g)])
    app.draw()


def test_a_game_with_rules_but_no_table_yet_offers_its_rules(app, monkeypatch):
    import scenes.tables
    from scenes.menu import MenuScene, playable
    from scenes.rules_view import RulesScene

    # every game has a table now: take one away to see the menu offer its rules alone
    monkeypatch.delitem(scenes.tables.TABLES, "three-card-coyote")
    menu = MenuScene(app)
    app.push(menu)
    assert "three-card-coyote" in menu.readable and "three-card-coyote" not in menu.playable
    rules = [w for w in menu.form.widgets if getattr(w, "text", "") == "Rules"]
    assert len(rules) == len(menu.readable) == len([g for g in menu.games if playable(g)]) + 1
    rules[-1].click()
    assert isinstance(app.top, RulesScene)
    app.draw()


def test_setup_builds_a_match_and_opens_the_table(app):
    from scenes.menu import MenuScene
    from scenes.setup import SetupScene

    app.push(MenuScene(app))
    setup = SetupScene(app, "coyote-heidelbaer")
    app.push(setup)
    app.draw()
    setup.count.set(3)
    assert len(setup.seats) == 3 and len(setup.rows) == 3
    setup.seed_text = "42"
    setup.start()
    top = app.top
    assert getattr(top, "match", None) is not None
    assert top.match.seed == 42 and len(top.match.seats) == 3
    app.quit_hooks.clear()


def test_snapshot_renders_scenes_and_names_a_missing_table(tmp_path, monkeypatch):
    import scenes.tables
    from scenes.tools import SnapshotError, snapshot

    for name in ("menu", "gate", "settings"):
        out = snapshot(name, size=(800, 600), out=tmp_path / f"{name}.png")
        assert pygame.image.load(str(out)).get_size() == (800, 600)
    monkeypatch.setattr(scenes.tables, "TABLES", {})
    with pytest.raises(SnapshotError, match="no table"):
        snapshot("table", out=tmp_path / "t.png")
    with pytest.raises(SnapshotError, match="unknown scene"):
        snapshot("nowhere", out=tmp_path / "x.png")


# ---- animation and physics helpers ------------------------------------------------------

def test_tween_is_time_based_and_timeline_carries_leftover_time():
    from scenes.anim import Call, Timeline, Tween, linear

    t = Tween(1.0, 0, 100, ease=linear)
    t.advance(0.25)
    assert t.value == pytest.approx(25)
    hits = []
    tl = Timeline(Tween(0.5, 0, 1), Call(lambda: hits.append("mid")), Tween(0.5, (0, 0), (10, 20),
                                                                            ease=linear))
    tl.advance(0.75)  # 0.5 for the first tween, the call, then 0.25 into the second
    assert hits == ["mid"]
    assert tl.current.value == pytest.approx((5, 10))
    tl.advance(1.0)
    assert tl.done


def test_animator_scales_by_speed_and_skip_finishes_everything():
    from scenes.anim import Animator, linear

    settings = Settings(anim_speed=2.0)
    anim = Animator(settings)
    done = []
    t = anim.tween(1.0, 0.0, 1.0, ease=linear, on_done=lambda: done.append(1))
    assert anim.update(0.25) is True
    assert t.value == pytest.approx(0.5)  # twice as fast
    anim.after(5.0, lambda: done.append(2))
    anim.skip()
    assert done == [1, 2] and not anim.busy
    settings.anim_speed = 0.0  # "instant": animations end as soon as they are added
    t2 = anim.tween(3.0, 0.0, 9.0)
    assert t2.done and t2.value == 9.0 and not anim.busy


def test_physics_world_settles_with_a_fixed_step():
    from scenes.physics import World

    w = World(damping=0.1, bounds=(0, 0, 800, 400))
    chip = w.toss((100, 100), (900, 300), radius=12, spin=90)
    frames = 0
    while w.update(1 / 60) and frames < 600:
        frames += 1
    assert w.settled and frames < 600
    x, y = chip.pos
    assert 0 <= x <= 800 and 0 <= y <= 400
    # the same toss at another frame rate ends in the same place
    w2 = World(damping=0.1, bounds=(0, 0, 800, 400))
    chip2 = w2.toss((100, 100), (900, 300), radius=12, spin=90)
    while w2.update(1 / 144):
        pass
    assert chip2.pos == pytest.approx(chip.pos, abs=1.0)


def test_f11_toggles_fullscreen_and_saves_the_setting(app):
    from scenes.settings_store import load as load_settings

    app.owns_window = True
    app.push(Probe(app, "p", []))
    app.dispatch(key(pygame.K_F11))
    assert app.settings.fullscreen is True
    assert app.screen.get_flags() & pygame.FULLSCREEN
    assert load_settings().fullscreen is True
    app.dispatch(key(pygame.K_F11))
    assert app.settings.fullscreen is False
    assert app.screen.get_size() == (1280, 720)


def _bots_match(seed=3):
    from game.match import Match
    from game.saves import SeatSpec

    return Match("coyote-heidelbaer", [SeatSpec("Ann", "human"), SeatSpec("Bob", "easy"),
                                       SeatSpec("Cy", "easy")], {}, seed)


def test_pause_saves_and_save_and_quit_leaves_a_game_to_continue(app):
    from game.paths import autosave_path, saves_dir
    from scenes.menu import MenuScene
    from scenes.pause import PauseScene

    app.push(MenuScene(app))
    match = _bots_match()
    app.push(Probe(app, "table", []))
    pause = PauseScene(app, match)
    app.push(pause)
    app.draw()
    assert pause.save() and list(saves_dir().glob("coyote-heidelbaer-*.json"))
    pause.save_quit()
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1
    assert autosave_path().exists()
    assert app.top.continue_btn.enabled


def test_results_play_again_keeps_the_seats_with_a_new_table(app):
    from scenes.menu import MenuScene
    from scenes.results import ResultsScene
    from scenes.tables import table_class

    match = _bots_match()
    for s in match.seats:
        s.kind = "easy"
    match = type(match)("coyote-heidelbaer", match.seats, {}, 3)
    match.play_out()
    app.push(MenuScene(app))
    app.push(table_class("coyote-heidelbaer")(app, match))
    results = ResultsScene(app, match)
    app.push(results)
    app.draw()
    assert results.title().endswith("wins!")
    results.again()
    assert [type(s).__name__ for s in app.stack] == ["MenuScene", "HeidelbaerTable"]
    new = app.top.match
    assert new is not match and [s.name for s in new.seats] == ["Ann", "Bob", "Cy"]
    app.quit_hooks.clear()


def test_loading_a_tampered_save_shows_why_and_stays_on_the_list(app):
    from game.paths import saves_dir
    from game.saves import dump
    from scenes.menu import LoadScene, MenuScene

    menu = MenuScene(app)
    app.push(menu)
    path = saves_dir() / "mine.json"
    dump(_bots_match().session(), path)
    data = json.loads(path.read_text())
    data["seed"] = 999  # edited after saving
    path.write_text(json.dumps(data))
    load_scene = LoadScene(app, menu)
    app.push(load_scene)
    load_scene.open_selected()
    assert app.top is load_scene and "modified" in load_scene.notice
    app.draw()


def test_results_let_the_finished_table_beneath_run_on_but_pause_holds_it():
    """An eye card tossed in the last round stayed frozen mid-table under the results:
    only the top scene was updated. Results let the table beneath finish; pause holds it."""
    from scenes.pause import PauseScene
    from scenes.results import ResultsScene

    pygame.display.init()
    app = App(settings=Settings(), screen=pygame.display.set_mode((1280, 720)))
    log = []
    table = Probe(app, "table", log, moving=True)
    app.push(table)
    app.push(ResultsScene.__new__(ResultsScene))
    app.stack[-1].app = app
    log.clear()
    assert app.update(0.1)
    assert ("update", "table") in log
    app.pop()
    app.push(PauseScene(app))
    log.clear()
    app.update(0.1)
    assert ("update", "table") not in log


def test_the_frame_after_motion_stops_is_drawn(app):
    """The last moving frame's picture must not stay on screen: when motion stops, one
    more frame is drawn (the still picture, e.g. a human's controls appearing)."""
    log = []
    scene = Probe(app, "s", log, moving=True)
    app.push(scene)
    app.frame([], 0.01)
    scene.moving = False
    log.clear()
    assert app.frame([], 0.01)
    assert ("draw", "s") in log
    log.clear()
    assert not app.frame([], 0.01)  # and then the loop rests


def test_idle_time_reaches_the_scenes_before_new_input(app):
    seen = []

    class Clocked(Probe):
        def update(self, dt):
            seen.append(("update", round(dt, 3)))
            return False

        def handle(self, event):
            seen.append(("handle",))
            return True

    app.push(Clocked(app, "c", []))
    app.frame([key()], 0.0, idle=1.5)
    assert seen[0] == ("update", 1.5) and seen[1] == ("handle",)


def test_no_text_is_drawn_below_twelve_real_pixels():
    """At 800x600 the canvas is scaled by 0.625: a 13 px log line was 8 px tall."""
    from scenes.painter import MIN_TEXT_PX

    pygame.display.init()
    for size in ((800, 600), (1024, 600), (640, 360)):
        p = Painter.for_window(pygame.Surface(size))
        assert p.font_px(10) == MIN_TEXT_PX == 12
        r = p.text("log line", (0, 0), 13, (255, 255, 255))
        assert r.h * p.scale >= 12
        assert p.line_height(13) * p.scale >= 12  # wrapped lines step by what is drawn
