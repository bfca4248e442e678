"""Sound: silent and harmless without a device, lazy, volumes saved, M mutes, the
generator reproducible, and the tables sounding their events."""

from __future__ import annotations

import array
import importlib.util
import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from scenes import sound
from scenes.gate import PassGate
from scenes.scene import Scene
from scenes.settings_store import Settings, load
from scenes.tables import table_class
from scenes.tables.controls_base import TableControls
from scenes.widgets import Form, TextField
from tests.table_driver import make_table, new_app, play_to_results, wait_for_human

ROOT = Path(__file__).resolve().parent.parent


pytestmark = pytest.mark.usefixtures("fresh_sound")


@pytest.fixture
def played(monkeypatch):
    names: list[str] = []
    monkeypatch.setattr(sound, "play", lambda name, **how: names.append(name))
    return names


# ----- the module -------------------------------------------------------------------------------
def test_every_sound_plays_under_the_dummy_driver():
    for name in sorted(sound.NAMES):
        sound.play(name)
    assert sound._state in ("open", "failed")  # either way: nothing raised


def test_a_failing_mixer_is_tried_once_then_silent(monkeypatch, caplog):
    calls = []

    def broken(*a, **k):
        calls.append(1)
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    for _ in range(3):
        sound.play("bid")
        sound.play("win")
    assert calls == [1] and sound._state == "failed"
    assert caplog.text.count("sound is off") == 1


def test_a_misspelt_name_is_a_bug():
    with pytest.raises(ValueError):
        sound.play("bidd")


def test_volume_is_master_times_effects_and_mute_silences():
    sound.configure(Settings(volume=0.5, effects_volume=0.4))
    assert sound.effects_level() == pytest.approx(0.2)
    assert sound.toggle_mute() is True and sound.effects_level() == 0.0
    assert sound.toggle_mute() is False and sound.effects_level() == pytest.approx(0.2)


def test_nothing_opens_the_mixer_at_import_or_start_up():
    code = (
        "import pygame, scenes.sound\n"
        "from scenes.app import App\n"
        "from scenes.menu import MenuScene\n"
        "from scenes.settings_store import Settings\n"
        "pygame.display.init(); pygame.font.init()\n"
        "app = App((1280, 720), settings=Settings(), screen=pygame.Surface((1280, 720)))\n"
        "app.push(MenuScene(app)); app.frame([], 0.02)\n"
        "assert app.frames == 1\n"
        "print(pygame.mixer.get_init(), scenes.sound._state)\n"
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, text=True,
                         capture_output=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "None closed"


# ----- settings ----------------------------------------------------------------------------------
def test_volumes_are_saved_and_old_files_still_load(tmp_path):
    path = tmp_path / "settings.json"
    Settings(volume=0.5, effects_volume=0.25, music_volume=0.0, path=path).save()
    back = load(path)
    assert (back.volume, back.effects_volume, back.music_volume) == (0.5, 0.25, 0.0)
    path.write_text(json.dumps({"volume": 0.3, "colorblind": True}))  # before effects/music
    old = load(path)
    assert (old.volume, old.effects_volume, old.music_volume, old.colorblind) == \
        (0.3, Settings().effects_volume, Settings().music_volume, True)
    path.write_text(json.dumps({"volume": 0.3, "effects_volume": "loud", "music_volume": 7}))
    bad = load(path)
    assert (bad.volume, bad.effects_volume, bad.music_volume) == (0.3, 1.0, 1.0)


def test_the_settings_sliders_apply_at_once_and_save():
    from game.paths import config_dir
    from scenes.settings_scene import SettingsScene
    from scenes.widgets import Slider

    app = new_app()
    scene = SettingsScene(app)
    app.push(scene)
    sliders = {w.label: w for w in scene.form.widgets if isinstance(w, Slider)}
    sliders["Volume"].set(50)
    sliders["Effects"].set(40)
    sliders["Music"].set(10)
    assert sound.effects_level() == pytest.approx(0.2) and sound.music == pytest.approx(0.1)
    saved = load(config_dir() / "settings.json")
    assert (saved.volume, saved.effects_volume, saved.music_volume) == (0.5, 0.4, 0.1)


# ----- M mutes, where no screen uses M ------------------------------------------------------------
def key_m(app):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, unicode="m", mod=0))


def test_m_mutes_at_the_menu():
    from scenes.menu import MenuScene

    app = new_app()
    app.push(MenuScene(app))
    key_m(app)
    assert sound.muted
    key_m(app)
    assert not sound.muted


def test_a_text_field_still_types_m():
    app = new_app()
    scene = Scene(app)
    scene.opaque = True
    field = TextField((0, 0, 300, 40), "Ada")
    scene.form = Form([field])
    scene.form.focus(field)
    scene.handle = scene.form.handle
    app.push(scene)
    key_m(app)
    assert field.value == "Adam" and not sound.muted


def test_a_table_whose_key_is_m_keeps_it():
    class Strip:
        keys = {"m": "more-income"}
        form = None
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, unicode="m", mod=0)
    assert TableControls.claims_key(Strip(), event)
    Strip.keys = {"i": "income"}
    assert not TableControls.claims_key(Strip(), event)


# ----- the generator ------------------------------------------------------------------------
def tool(name):
    """A generator script from tools/, loaded as a module."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def make_sounds():
    return tool("make_sounds")


def test_the_generator_is_reproducible_and_nothing_clips():
    gen = make_sounds()
    first, second = gen.build(), gen.build()
    assert first == second
    assert set(first) == set(sound.NAMES)
    ceiling = round(gen.FULL * 10 ** (gen.CEILING / 20)) + 1
    louds = []
    for name, data in first.items():
        # the committed file is exactly what the script makes
        assert (ROOT / "assets" / "sounds" / f"{name}.wav").read_bytes() == data, name
        samples = array.array("h", data[44:])
        if sys.byteorder != "little":
            samples.byteswap()
        assert max(abs(v) for v in samples) <= ceiling, name
        louds.append(gen.levels(samples)[1])
    assert max(louds) - min(louds) < 12  # none far louder than the rest
    assert all(math.isfinite(v) for v in louds)


# ----- the tables call play for their events -----------------------------------------------------
@pytest.mark.parametrize("game_id, expected", [
    ("coyote-heidelbaer", {"shuffle", "card_deal", "bid", "challenge", "card_flip", "reveal",
                           "eye", "win"}),
    ("coyote-tilsit", {"card_deal", "bid", "challenge", "card_flip", "reveal", "feather",
                       "win"}),
])
def test_the_bidding_tables_sound_their_events(game_id, expected, played):
    app, table = make_table(game_id, table_class(game_id), ["easy", "medium", "easy"],
                            anim_speed=0.0, seed=5)
    play_to_results(app, table, 4000)
    assert expected <= set(played), expected - set(played)


def test_your_turn_sounds_once_and_the_gate_sounds(played):
    app, table = make_table("coyote-heidelbaer", table_class("coyote-heidelbaer"),
                            ["human", "easy"], anim_speed=0.0)
    assert wait_for_human(app, table, 0)
    for _ in range(5):
        app.frame([], 0.05)
    assert played.count("your_turn") == 1
    played.clear()
    app, table = make_table("coyote-heidelbaer", table_class("coyote-heidelbaer"),
                            ["human", "human"], anim_speed=0.0)
    for _ in range(200):
        app.frame([], 0.05)
        if isinstance(app.top, PassGate):
            break
    assert played[-1:] == ["gate"]
    app.top.confirm()
    assert played[-1] == "your_turn"


def test_the_build_ships_the_sounds(monkeypatch):
    from tests.test_packaging import ROOT as PROOT
    from tests.test_packaging import _run_spec

    args, kw = _run_spec(monkeypatch)["Analysis"]
    bundled = {(Path(src).relative_to(PROOT).as_posix(), dest) for src, dest in kw["datas"]}
    for name in sound.NAMES:
        assert (f"assets/sounds/{name}.wav", "assets/sounds") in bundled
    for name in sound.MUSIC:
        assert (f"assets/music/{name}.wav", "assets/music") in bundled


# ----- where and how hard: physics hits, pan, pitch ---------------------------------------------
def test_a_hit_is_reported_where_and_how_hard_it_struck():
    from scenes.physics import HIT_SPEED, World

    world = World(bounds=(0, 0, 400, 300), damping=0.9)
    world.toss((200, 150), (900, 0), radius=10)
    for _ in range(40):
        world.update(1 / 60)
    hits = world.drain_hits()
    assert hits and hits[0].x == pytest.approx(400, abs=15)  # the right-hand wall
    assert hits[0].speed > HIT_SPEED
    assert world.drain_hits() == []  # drained once


def test_a_skipped_throw_is_silent():
    from scenes.physics import World

    world = World(bounds=(0, 0, 400, 300), damping=0.9)
    for k in range(5):
        world.toss((100 + 40 * k, 150), (700, 300 - 150 * k), radius=10)
    world.settle()
    assert world.drain_hits() == []


def test_hits_are_panned_to_where_they_land_and_softer_in_a_crowd(monkeypatch):
    from scenes.physics import Hit

    calls = []
    monkeypatch.setattr(sound, "play", lambda name, **how: calls.append((name, how)))
    assert sound.hits("coin", [Hit(0, 0, 600)], 1280) == 1
    (_, left), = calls
    assert left["pan"] == pytest.approx(-1) and left["gain"] == pytest.approx(1)
    calls.clear()
    sound.hits("coin", [Hit(1280, 0, 80)], 1280)
    (_, right), = calls
    assert right["pan"] == pytest.approx(1)
    assert right["gain"] < left["gain"] and right["pitch"] < left["pitch"]  # soft and low
    calls.clear()
    sound.hits("coin", [Hit(640, 0, 600 - k) for k in range(9)], 1280)
    assert len(calls) == 3  # only the hardest few
    assert all(how["gain"] == pytest.approx(1 / 3, abs=0.01) for _, how in calls)


def test_pan_and_pitch_reach_the_mixer():
    sound.play("chip", pan=-1.0, pitch=5)
    if sound._state != "open":
        pytest.skip("no mixer here")
    pitched = sound._sounds[("chip", 5)]
    assert pitched.get_length() < sound._sounds[("chip", 0)].get_length()
    with pytest.raises(ValueError):
        sound.play("chipp", pan=1.0)


def test_resampling_an_octave_up_halves_the_sound():
    src = array.array("h", [0, 0, 1000, -1000, 2000, -2000, 3000, -3000, 4000, -4000])
    out = array.array("h")
    out.frombytes(sound._resampled(src.tobytes(), 2.0, channels=2))
    assert list(out) == [0, 0, 2000, -2000]  # every other frame, channels kept apart


@pytest.mark.parametrize("game_id", ["coyote-heidelbaer", "coyote-moon", "notcoup",
                                     "three-card-coyote"])
def test_the_tables_sound_what_their_physics_strikes(game_id, monkeypatch):
    app, table = make_table(game_id, table_class(game_id), ["easy", "easy", "easy"],
                            anim_speed=1.0)
    heard = []
    monkeypatch.setattr(sound, "play", lambda name, **how: heard.append((name, how)))
    world = table.world
    world.clear()
    data = {"coyote-heidelbaer": lambda: True, "notcoup": lambda: "counter",
            "three-card-coyote": lambda: "chip",
            "coyote-moon": lambda: {"seat": 0, "face": "null", "shown": "null", "travel": 0.0}}
    for k in range(2):  # two pieces flung at each other
        world.toss((600 + 80 * k, 360), (-900 if k else 900, 0), radius=8, data=data[game_id]())
    for _ in range(30):
        table.update_table(1 / 60)
    struck = [how for _, how in heard if "pan" in how]
    assert struck, heard
    assert all(-1 <= how["pan"] <= 1 for how in struck)


# ----- music ------------------------------------------------------------------------------------
def make_music():
    return tool("make_music")


def test_the_music_generator_is_reproducible_quiet_and_seamless():
    gen = make_music()
    built = gen.build()
    assert set(built) == set(sound.MUSIC)
    assert gen.build()["town"] == built["town"]  # the same bytes twice (one loop: quick)
    effects_rms = make_sounds().TARGET_RMS
    for name, data in built.items():
        assert (ROOT / "assets" / "music" / f"{name}.wav").read_bytes() == data, name
        samples = array.array("h", data[44:])
        if sys.byteorder != "little":
            samples.byteswap()
        peak, rms = gen.levels(samples)
        assert peak <= gen.CEILING + 0.1 and rms <= effects_rms - 5, name  # under the table
        assert 5 <= len(samples) / gen.RATE <= 20, name  # short loops: a small download
        # the end runs into the start: the jump there is no bigger than the loop's own steps
        steps = sorted(abs(b - a) for a, b in zip(samples, samples[1:], strict=False))
        assert abs(samples[0] - samples[-1]) <= steps[int(0.999 * len(steps))], name


def music_app(**settings):
    from game.match import Match
    from scenes.menu import MenuScene
    from tests.table_driver import seat_specs

    app = new_app(**settings)
    app.push(MenuScene(app))
    table = table_class("coyote-moon")(app, Match("coyote-moon", seat_specs(["easy", "easy"]),
                                                  {}, 3))
    app.push(table)
    return app, table


def test_a_table_loops_its_tune_and_the_menu_is_quiet():
    app, table = music_app()
    if sound._state != "open":
        pytest.skip("no mixer here")
    assert sound._playing == "ring" and pygame.mixer.music.get_busy()
    assert pygame.mixer.music.get_volume() == pytest.approx(sound.music_level(), abs=0.01)
    app.pop_to(table)
    app.pop()  # the table closed: back at the menu
    assert sound._playing is None and sound._tune is None


def test_music_at_zero_is_never_loaded_and_starts_when_raised(monkeypatch):
    loads = []
    real = pygame.mixer.music.load
    monkeypatch.setattr(pygame.mixer.music, "load", lambda f: (loads.append(f), real(f)))
    app, table = music_app(music_volume=0.0)
    assert loads == [] and sound._playing is None
    app.settings.music_volume = 0.5
    app.apply_settings()
    if sound._state == "open":
        assert len(loads) == 1 and sound._playing == "ring"


def test_mute_silences_the_music_and_unmute_brings_it_back():
    app, table = music_app()
    if sound._state != "open":
        pytest.skip("no mixer here")
    key_m(app)
    assert pygame.mixer.music.get_volume() == 0.0 and sound._playing == "ring"
    key_m(app)
    assert pygame.mixer.music.get_volume() == pytest.approx(sound.music_level(), abs=0.01)


def test_an_unknown_tune_is_a_bug():
    with pytest.raises(ValueError):
        sound.play_music("polka")


# ----- mute is kept, and said ---------------------------------------------------------------------
def test_mute_is_saved_and_a_new_run_starts_muted(tmp_path):
    from scenes.menu import MenuScene

    path = tmp_path / "settings.json"
    app = new_app(path=path)
    app.push(MenuScene(app))
    key_m(app)
    assert load(path).muted is True
    sound.set_muted(False)
    from scenes.app import App

    App((1280, 720), settings=load(path), screen=pygame.Surface((1280, 720)))
    assert sound.muted and sound.effects_level() == 0.0
    path.write_text(json.dumps({"volume": 0.4, "muted": "yes"}))
    odd = load(path)
    assert odd.muted is False and odd.volume == 0.4  # a bad value: sound on, the rest kept


def test_m_says_what_it_did_and_the_words_go_by_themselves():
    from scenes.app import NOTICE_SECONDS
    from scenes.menu import MenuScene

    app = new_app()
    app.push(MenuScene(app))
    key_m(app)
    assert app.sound_notice[0] == "Sound off (M)"
    assert app.next_change() <= NOTICE_SECONDS  # the idle loop wakes to take it away
    app.frame([], 0.0, idle=NOTICE_SECONDS + 0.1)
    assert app.sound_notice is None
    key_m(app)
    assert app.sound_notice[0] == "Sound on"


def test_moving_a_volume_while_muted_turns_the_sound_back_on():
    from scenes.settings_scene import SettingsScene
    from scenes.widgets import Slider

    app = new_app(muted=True)
    assert sound.muted
    scene = SettingsScene(app)
    app.push(scene)
    sliders = {w.label: w for w in scene.form.widgets if isinstance(w, Slider)}
    sliders["Effects"].set(60)
    assert not sound.muted and not app.settings.muted
    assert app.sound_notice[0] == "Sound on"


def test_a_window_in_the_background_is_flashed_when_a_human_is_wanted(monkeypatch):
    flashes = []

    class Window:
        focused = False

        @classmethod
        def from_display_module(cls):
            return cls()

        def flash(self, how):
            flashes.append(how)
    monkeypatch.setattr(pygame, "Window", Window)
    app, table = make_table("coyote-heidelbaer", table_class("coyote-heidelbaer"),
                            ["human", "easy"], anim_speed=0.0)
    app.owns_window = True  # as the real app: the test's surface stands for its window
    monkeypatch.setattr(app, "flip", lambda: None)
    assert wait_for_human(app, table, 0)
    assert flashes == [pygame.FLASH_UNTIL_FOCUSED]
    Window.focused = True
    app.ask_attention()
    assert len(flashes) == 1  # a window in front is left alone
