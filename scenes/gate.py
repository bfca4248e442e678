"""The pass-and-play gate: a full-screen, opaque "Pass to NAME" screen.

It is ``opaque``, so the table beneath is not drawn at all while it is up, and
it swallows every event, so nothing reaches the hidden table. The named player
confirms with the button, Enter or Space; then the gate pops itself and the
table shows that player's view. Esc opens the pause menu over the gate.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.key_guard import GATE_GAP, GATE_GRACE, KeyGuard
from scenes.scene import Scene
from scenes.theme import backdrop
from scenes.widgets import Button, Form


class PassGate(Scene):
    opaque = True

    def __init__(self, app, name: str, on_confirm: Callable[[], None] | None = None,
                 note: str = "") -> None:
        super().__init__(app)
        self.name = name
        self.on_confirm = on_confirm
        self.note = note
        self.button = Button((440, 440, 400, 64), f"I am {name}: show me", self.confirm,
                             primary=True, size=24)
        self.form = Form([self.button])
        self.form.focus_first()
        self.done = False
        # a key the last player was still pressing (Space to hurry an animation, Enter
        # on their own answer) must not open the next player's private view
        self.clock = 0.0
        self.key_guard = KeyGuard((pygame.K_ESCAPE,), grace=GATE_GRACE, gap=GATE_GAP)
        self.key_guard.open(self.clock)

    def update(self, dt: float) -> bool:
        self.clock += dt
        return False

    def confirm(self) -> None:
        if self.done:
            return
        self.done = True
        if self.app.top is self:
            self.app.pop()
        elif self in self.app.stack:
            self.app.stack.remove(self)
        if self.on_confirm:
            self.on_confirm()

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if not self.key_guard.admits(event.key, self.clock):
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.confirm()
                return True
            if event.key == pygame.K_ESCAPE:
                self._pause()
                return True
        self.form.handle(event)
        return True  # the hidden table gets nothing while the gate is up

    def _pause(self) -> None:
        for scene in reversed(self.app.stack):
            opener = getattr(scene, "open_pause", None)
            if scene is not self and callable(opener):
                opener()
                return

    def draw(self, p) -> None:
        t = p.theme
        backdrop(p, "gate")
        p.rect((10, 8, 20, 150), (0, 0, 1280, 720))
        p.text("Pass the screen to", (640, 230), t.h2, t.text_dim, False, "midtop")
        p.text(self.name, (640, 276), 72, t.accent_hi, True, "midtop")
        sub = self.note or f"Only {self.name} should look now. Everyone else, eyes away!"
        p.text(sub, (640, 380), t.body, t.text, False, "midtop")
        self.form.draw(p)
        p.text("Enter or Space also confirms", (640, 524), t.small, t.text_faint, False,
               "midtop")
