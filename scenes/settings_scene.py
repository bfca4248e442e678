"""Settings: sound on/off (the same switch as M), volumes (master, effects, music),
fullscreen, animation speed, colour-blind-safe palette, odds whisper.

Every change applies at once and is saved to the user's config folder.
"""

from __future__ import annotations

from scenes import sound
from scenes.scene import FormScene
from scenes.settings_store import ANIM_SPEEDS
from scenes.theme import heading, panel, shaded_backdrop
from scenes.widgets import Button, Choice, Form, Slider, Toggle

SPEED_LABELS = {0.0: "Instant", 0.5: "Slow (½×)", 1.0: "Normal", 1.5: "Brisk (1½×)",
                2.0: "Fast (2×)", 3.0: "Very fast (3×)"}

#: what the odds whisper does, under its switch (the switch's label is kept short)
WHISPER_HELP = ("On your turn at a Coyote table, a quiet line gives the chance that the "
                "bid holds, from only what you can see.")

PANEL = (290, 146, 700, 456)
ROW_X, ROW_W, ROW_H, ROW_STEP, FIRST_ROW = 320, 640, 46, 52, 156
HELP_Y = FIRST_ROW + 6 * ROW_STEP - 2     # just under the last switch
COLOURS_Y = 544                           # the seat colour swatches' centre line
HALF_GAP = 20                             # between the effects and music sliders
SOUND_W = 260                             # the "Sound (M)" switch, right of the volume


def row(i: int) -> tuple[int, int, int, int]:
    return (ROW_X, FIRST_ROW + i * ROW_STEP, ROW_W, ROW_H)


def half_row(i: int, right: bool) -> tuple[int, int, int, int]:
    w = (ROW_W - HALF_GAP) // 2
    return (ROW_X + (w + HALF_GAP if right else 0), FIRST_ROW + i * ROW_STEP, w, ROW_H)


def percent(v: float) -> str:
    return f"{v:.0f}%"


class LevelSlider(Slider):
    """A volume slider that shows plainly when the sound is muted: greyed, its level
    read "Muted" (the knob still shows the level that comes back with the sound). It
    still answers: moving it while muted turns the sound back on (see ``_unmute``)."""

    def __init__(self, *args, muted=lambda: False, silent=lambda: False, **kw) -> None:
        super().__init__(*args, **kw)
        self.muted = muted
        self.silent = silent  # no sound device: the level is kept for a run that has one
        self._level_fmt = self.fmt
        self.fmt = lambda v: ("No device" if self.silent() else "Muted" if self.muted()
                              else self._level_fmt(v))

    def draw(self, p) -> None:
        if not ((self.muted() or self.silent()) and self.enabled):
            super().draw(p)
            return
        self.enabled = False  # drawn in the disabled colours only, for this one frame
        size = self.size
        if self.silent():
            self.size = min(size, 14)  # "No device" in the room of "100%", clear of the knob
        try:
            super().draw(p)
        finally:
            self.enabled, self.size = True, size
        self.draw_focus(p, 8)  # the focus ring still shows where the keys go


class SettingsScene(FormScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        speed = min(ANIM_SPEEDS, key=lambda v: abs(v - s.anim_speed))
        muted = self._muted
        # With no sound device the mixer stays closed: say so, not show working volumes.
        self.no_device = not sound.device_found()
        silent = lambda: self.no_device  # noqa: E731
        x, y, w, h = row(0)
        # the sound switch reads the same flag as M and is kept in step with it (draw)
        self.sound_toggle = Toggle((x + w - SOUND_W, y, SOUND_W, h), "Sound (M)",
                                   not s.muted, self._sound)
        self.form = Form([
            LevelSlider((x, y, w - SOUND_W - HALF_GAP, h), "Volume", round(s.volume * 100),
                        0, 100, 5, on_change=self._volume, fmt=percent, label_w=90,
                        muted=muted, silent=silent),
            self.sound_toggle,
            LevelSlider(half_row(1, False), "Effects", round(s.effects_volume * 100), 0, 100,
                        5, on_change=self._effects, fmt=percent, label_w=90, muted=muted,
                        silent=silent),
            LevelSlider(half_row(1, True), "Music", round(s.music_volume * 100), 0, 100, 5,
                        on_change=self._music, fmt=percent, label_w=80, muted=muted,
                        silent=silent),
            Toggle(row(2), "Fullscreen (F11)", s.fullscreen, self._fullscreen),
            Choice(row(3), [(v, SPEED_LABELS[v]) for v in ANIM_SPEEDS], speed,
                   on_change=self._speed, label="Animation speed", label_w=300),
            Toggle(row(4), "Colour-blind-safe colours", s.colorblind, self._colorblind),
            Toggle(row(5), "Odds whisper", bool(getattr(s, "odds_whisper", False)),
                   self._whisper),
            Button((520, 616, 240, 56), "Done", self.app.pop, primary=True),
        ])
        self.form.focus_first()

    def _changed(self) -> None:
        self.app.apply_settings()

    def _muted(self) -> bool:
        return bool(self.app.settings.muted)

    def _sound(self, on: bool) -> None:
        """The switch: the same mute as M (kept between runs like M's)."""
        self.app.settings.muted = not on
        self._changed()  # configure() passes the mute on to the sound module

    def _unmute(self) -> None:
        """A volume moved while muted: the player wants to hear it (mute is kept between
        runs, so it may have been pressed long ago)."""
        if self.app.settings.muted:
            self.app.settings.muted = False
            self.app.show_sound_notice()

    def _volume(self, v: float) -> None:
        self.app.settings.volume = v / 100
        self._unmute()
        self._changed()
        sound.play("button")  # a sample at the new level

    def _effects(self, v: float) -> None:
        self.app.settings.effects_volume = v / 100
        self._unmute()
        self._changed()
        sound.play("button")

    def _music(self, v: float) -> None:
        self.app.settings.music_volume = v / 100
        self._unmute()
        self._changed()

    def _fullscreen(self, v: bool) -> None:
        self.app.settings.fullscreen = v
        self._changed()

    def _speed(self, v: float) -> None:
        self.app.settings.anim_speed = v
        self._changed()

    def _colorblind(self, v: bool) -> None:
        self.app.settings.colorblind = v
        self._changed()

    def _whisper(self, v: bool) -> None:
        self.app.settings.odds_whisper = v
        self._changed()

    def draw(self, p) -> None:
        # M is app-wide and may be pressed while this screen is open: the switch shows
        # the mute as it is now, not as it was when the screen opened
        self.sound_toggle.value = not self._muted()
        t = p.theme
        shaded_backdrop(p)
        heading(p, "Settings", 60,
                "No sound device found: the volumes are kept for when there is one."
                if self.no_device else "Changes apply at once and are kept for next time.")
        panel(p, PANEL, 16)
        # the whisper's help: up to two lines (a small window makes the letters larger)
        step = p.text_size("Ag", 14)[1]
        for i, line in enumerate(p.wrap(WHISPER_HELP, ROW_W - 24, 14)[:2]):
            p.text(line, (ROW_X + 12, HELP_Y + i * step), 14, t.text_dim)
        p.text("Seat colours", (334, COLOURS_Y), t.body, t.text, False, "midleft")
        for i in range(6):
            cx = 540 + i * 66
            p.circle(t.seat(i), (cx, COLOURS_Y), 20)
            p.text(str(i + 1), (cx, COLOURS_Y), t.small, t.on(t.seat(i)), True, "center")
        y = COLOURS_Y + 32  # the signals row keeps clear of the panel's rounded foot
        p.text("Winner", (540, y), t.small, t.good, True, "midleft")
        p.text("Loser", (640, y), t.small, t.bad, True, "midleft")
        p.text("Your turn", (730, y), t.small, t.accent, True, "midleft")
        p.text("Signals", (334, y), t.body, t.text, False, "midleft")
        self.form.draw(p)
