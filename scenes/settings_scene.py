"""Settings: volume, fullscreen, animation speed, colour-blind-safe palette.

Every change applies at once and is saved to the user's config folder.
"""

from __future__ import annotations

from scenes.scene import FormScene
from scenes.settings_store import ANIM_SPEEDS
from scenes.theme import heading, panel, shaded_backdrop
from scenes.widgets import Button, Choice, Form, Slider, Toggle

SPEED_LABELS = {0.0: "Instant", 0.5: "Slow (½×)", 1.0: "Normal", 1.5: "Brisk (1½×)",
                2.0: "Fast (2×)", 3.0: "Very fast (3×)"}


class SettingsScene(FormScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        x, w = 320, 640
        speed = min(ANIM_SPEEDS, key=lambda v: abs(v - s.anim_speed))
        self.form = Form([
            Slider((x, 190, w, 56), "Volume", round(s.volume * 100), 0, 100, 5,
                   on_change=self._volume, fmt=lambda v: f"{v:.0f}%"),
            Toggle((x, 262, w, 56), "Fullscreen (F11)", s.fullscreen, self._fullscreen),
            Choice((x, 334, w, 56), [(v, SPEED_LABELS[v]) for v in ANIM_SPEEDS], speed,
                   on_change=self._speed, label="Animation speed", label_w=300),
            Toggle((x, 406, w, 56), "Colour-blind-safe colours", s.colorblind,
                   self._colorblind),
            Button((520, 610, 240, 56), "Done", self.app.pop, primary=True),
        ])
        self.form.focus_first()

    def _changed(self) -> None:
        self.app.apply_settings()

    def _volume(self, v: float) -> None:
        self.app.settings.volume = v / 100
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

    def draw(self, p) -> None:
        t = p.theme
        shaded_backdrop(p)
        heading(p, "Settings", 60, "Changes apply at once and are kept for next time.")
        panel(p, (290, 170, 700, 420), 16)
        p.text("Seat colours", (334, 496), t.body, t.text)
        for i in range(6):
            cx = 540 + i * 66
            p.circle(t.seat(i), (cx, 508), 20)
            p.text(str(i + 1), (cx, 508), t.small, t.on(t.seat(i)), True, "center")
        p.text("Winner", (540, 548), t.small, t.good, True, "midleft")
        p.text("Loser", (640, 548), t.small, t.bad, True, "midleft")
        p.text("Your turn", (730, 548), t.small, t.accent, True, "midleft")
        p.text("Signals", (334, 548), t.body, t.text, False, "midleft")
        self.form.draw(p)
