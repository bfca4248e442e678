"""Settings shows the mute plainly (issue 26): a Sound switch that reads and sets the
same mute as M, and volume sliders that say "Muted", staying true when M is pressed
while the screen is open."""

from __future__ import annotations

import pygame

from tests.table_driver import init_display, new_app


def _texts(app) -> list[str]:
    seen = []
    real = app.painter.text

    def spy(s, pos, *a, **k):
        seen.append(s)
        return real(s, pos, *a, **k)
    app.painter.text = spy
    try:
        app.draw()
    finally:
        del app.painter.text
    return seen


def _press_m(app) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m"))


def _settings(muted=False):
    from scenes.settings_scene import SettingsScene

    init_display()
    app = new_app((800, 600), muted=muted, volume=0.65)
    scene = SettingsScene(app)
    app.push(scene)
    return app, scene


def test_m_pressed_while_settings_is_open_shows_there(fresh_sound):
    from scenes import sound

    app, scene = _settings()
    before = _texts(app)
    assert "65%" in before and "Muted" not in before
    assert "Sound (M)" in before
    _press_m(app)
    assert app.settings.muted and sound.muted
    after = _texts(app)
    assert "Muted" in after and "65%" not in after  # no slider pretends to play at 65%
    assert scene.sound_toggle.value is False
    _press_m(app)  # and back
    again = _texts(app)
    assert "65%" in again and "Muted" not in again
    assert scene.sound_toggle.value is True


def test_a_muted_app_opens_settings_showing_the_mute(fresh_sound):
    app, scene = _settings(muted=True)
    texts = _texts(app)
    assert texts.count("Muted") == 3  # volume, effects and music alike
    assert scene.sound_toggle.value is False


def test_the_sound_switch_sets_the_same_mute_as_m(fresh_sound):
    from scenes import sound
    from scenes.settings_store import load

    app, scene = _settings()
    scene.sound_toggle.click()
    assert app.settings.muted is True and sound.muted is True
    assert load(app.settings.path or None).muted is True  # kept for next time, as M's
    _press_m(app)  # M undoes what the switch did
    assert app.settings.muted is False and sound.muted is False
    _texts(app)
    assert scene.sound_toggle.value is True
    scene.sound_toggle.click()
    scene.sound_toggle.click()
    assert app.settings.muted is False and sound.muted is False


def test_moving_a_volume_while_muted_turns_the_sound_on_and_the_switch_follows(fresh_sound):
    from scenes import sound

    app, scene = _settings(muted=True)
    volume = scene.form.widgets[0]
    volume.set(70)
    assert app.settings.muted is False and sound.muted is False
    texts = _texts(app)
    assert "70%" in texts and "Muted" not in texts
    assert scene.sound_toggle.value is True
