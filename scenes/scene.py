"""The scene base class: one screen (or overlay) on the app's scene stack.

The app gives input to the top scene; a scene returns True from ``handle``
when it used the event. An unused event stops at the first full-screen scene
(a floor); only an overlay (``opaque = False``, drawn over the scenes beneath
it) may pass an event on, and only one its ``passes_down`` names.
Only the top scene is updated, so whatever lies under a pause menu or a gate
stands still until it is on top again; an overlay with ``holds_below`` False
lets the scene beneath it run on.

The app's lifecycle hooks, and how they pair:

* ``enter()`` / ``leave()`` bracket each stint on top. ``enter`` when pushed, or
  uncovered because the scene above it was popped; ``leave`` when covered by a
  push, or on the way out. Between two ``enter`` calls there is one ``leave``.
* ``close()`` once, when the scene leaves the stack for good (``pop``, ``replace``,
  or ``reset`` clearing the stack), always after its last ``leave``. Whatever the
  scene registered with the app (a quit hook) is let go here, so the app never
  needs to know what a scene holds. A scene still on the stack when the window
  closes gets no ``close``: what it must do then goes in ``app.quit_hooks``.
* ``autosave()`` keeps the work a scene holds (a running game writes its
  autosave); the app calls it on every scene on the stack after a crash.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:  # pragma: no cover
    from scenes.app import App
    from scenes.painter import Painter


class Scene:
    opaque = True  # False: the scene below is drawn first (an overlay: pause, gate...)
    #: an overlay that holds the scene beneath still (pause); False lets it run on
    #: (results over a table whose last pieces are still coming to rest)
    holds_below = True

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Became the top scene (also after the one above it was popped)."""

    def leave(self) -> None:
        """Stops being the top scene (covered or removed)."""

    def close(self) -> None:
        """Removed from the stack for good: let go of what the scene registered with
        the app. Called exactly once, after the last ``leave``."""

    def autosave(self) -> None:
        """Keep the work this scene holds (called after a crash); nothing by default."""

    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse positions are already logical (1280x720). True when consumed."""
        return False

    def claims_key(self, event: pygame.event.Event) -> bool:
        """True when this scene itself answers the key ``event`` (a letter a text field
        types, a table's action key), so an app-wide letter key (M mutes) leaves it be."""
        focused = getattr(getattr(self, "form", None), "focused", None)
        return bool(getattr(focused, "takes_text", False))

    def passes_down(self, event: pygame.event.Event) -> bool:
        """An overlay's choice: True lets an event it did not use reach the scene
        beneath. A full-screen (opaque) scene is a floor and is never asked."""
        return False

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds; return True while anything moves."""
        return False

    def next_change(self) -> float | None:
        """Seconds until this scene must be updated again though nothing moves and no
        input comes (a notice that expires...); None: not before the next input. The
        idle loop sleeps no longer than this."""
        return None

    def draw(self, p: Painter) -> None:
        """Draw in logical coordinates through the painter."""


class FormScene(Scene):
    """A screen whose widgets sit in one ``form`` and that keeps all input to itself
    (nothing below it gets any); Esc goes ``back``."""

    form: Any  # scenes.widgets.Form

    def back(self) -> None:
        """Esc: leave the screen."""
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        if self.form.handle(event):
            return True
        return self.unhandled(event)

    def unhandled(self, event: pygame.event.Event) -> bool:
        """An event the form left alone; True keeps it from the scenes below."""
        return True
