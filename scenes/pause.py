"""The pause menu, an overlay on a running table.

Resume, the game's rules, settings, save to a file, and save-and-quit to the
menu (which also leaves the game in the autosave, so Continue picks it up).
A game that is a lesson's (``Match.taught``) is never saved: loaded again it would
come back with ordinary machines and no lesson, so its pause menu only leaves it.
"""

from __future__ import annotations

import time

from scenes.scene import FormScene
from scenes.theme import panel
from scenes.widgets import Button, Form


def _match_of(source):
    return getattr(source, "match", source)


def save_match(match) -> str:
    """Write a named save file; return its file name."""
    from game.paths import saves_dir
    from game.saves import dump

    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = saves_dir() / f"{match.info.id}-{stamp}.json"
    dump(match.session(), path)
    return path.name


class PauseScene(FormScene):
    opaque = False

    def __init__(self, app, match=None) -> None:
        """``match``: the table paused (or its match, or None)."""
        super().__init__(app)
        self.match = _match_of(match)
        over = self.match is None or self.match.game.is_terminal()
        self.taught = bool(getattr(self.match, "taught", False))
        x, w = 460, 360
        buttons = [
            Button((x, 226, w, 56), "Resume", self.app.pop, primary=True),
            Button((x, 294, w, 52), "Rules", self.rules, enabled=self.match is not None),
            Button((x, 358, w, 52), "Settings", self.settings),
        ]
        if self.taught:
            leave = "Leave the lesson" if getattr(match, "lesson", None) else "Quit to menu"
            buttons.append(Button((x, 422, w, 52), leave, self.app.go_menu))
        else:
            buttons += [Button((x, 422, w, 52), "Save game", self.save, enabled=not over),
                        Button((x, 486, w, 52), "Save and quit to menu", self.save_quit)]
        self.form = Form(buttons)
        self.form.focus_first()
        self.notice = ""

    def rules(self) -> None:
        from scenes.rules_view import RulesScene, rule_values

        # only the variants this game plays (a draft's cards as decided so far)
        self.app.push(RulesScene(self.app, self.match.info.id, rule_values(self.match)))

    def settings(self) -> None:
        from scenes.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def save(self) -> bool:
        try:
            self.notice = f"Saved as {save_match(self.match)}"
            self.notice_ok = True
            return True
        except OSError as e:
            self.notice = f"Could not save: {e.strerror or e}"
            self.notice_ok = False
            return False

    def save_quit(self) -> None:
        if self.match is not None and not self.match.game.is_terminal():
            from game.paths import autosave_path
            from game.saves import dump

            if not self.save():
                return
            try:
                dump(self.match.session(), autosave_path())
            except OSError:
                pass
        self.app.go_menu()

    def draw(self, p) -> None:
        t = p.theme
        p.rect(t.shade, (0, 0, 1280, 720))
        panel(p, (430, 120, 420, 484), 18)
        p.text("Paused", (640, 140), t.h1, t.accent_hi, True, "midtop")
        if self.match is not None:
            p.text(self.match.info.title, (640, 188), t.small, t.text_dim, False, "midtop")
        self.form.draw(p)
        if self.notice:  # inside the dialog, shortened to fit (a long path or reason)
            p.text(p.ellipsize(self.notice, 380, t.small), (640, 556), t.small,
                   t.good if getattr(self, "notice_ok", True) else t.bad, False, "midtop")
