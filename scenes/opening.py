"""Opening a save off the frame loop: its log is replayed on a worker thread while a
bar shows how far it has got (the menu's Continue and Load use it)."""

from __future__ import annotations

import logging
import threading

import pygame

from scenes.scene import FormScene
from scenes.theme import panel, shaded_backdrop
from scenes.widgets import Button, Form

log = logging.getLogger(__name__)


class OpeningScene(FormScene):
    """A save being opened: its log is replayed on a worker thread (the engines are pure
    Python), so the window keeps drawing and answering while a long game is rebuilt.
    A bar shows how far the replay has got; Esc or Cancel stops it and goes back.

    When the replay is done, ``on_done(session)`` runs on the frame loop (it seats the
    table); a save the replay refuses goes to ``on_refused(reason)``. This scene takes
    itself off the stack before either is called."""

    REDRAW_SECONDS = 0.1  # the bar moves ten times a second; the replay gets the rest

    def __init__(self, app, info, on_done, on_refused) -> None:
        super().__init__(app)
        self.info = info
        self.on_done, self.on_refused = on_done, on_refused
        self.done = 0
        self.total = info.moves or 0
        self.result = None      # ("ok", session) or ("refused", reason), from the worker
        self.cancelled = threading.Event()
        self._shown = -1
        self.form = Form([Button((540, 470, 200, 54), "Cancel", self.back)])
        self.form.focus_first()
        self.worker = threading.Thread(target=self._work, name="open-save", daemon=True)
        self.worker.start()

    # ---- the worker thread ------------------------------------------------------------------
    def _progress(self, done: int, total: int) -> None:
        from game.saves import Cancelled

        if self.cancelled.is_set():
            raise Cancelled()
        self.done, self.total = done, total

    def _work(self) -> None:
        from game.saves import Cancelled, SaveError, load

        try:
            result = ("ok", load(self.info.path, progress=self._progress))
        except Cancelled:
            return
        except SaveError as e:
            result = ("refused", str(e))
        except Exception as e:  # noqa: BLE001  whatever a file holds, the menu stays up
            log.exception("opening %s failed", self.info.path)
            result = ("refused", f"{self.info.name} cannot be opened ({type(e).__name__})")
        if not self.cancelled.is_set():
            self.result = result
            self.app.wake()

    # ---- the frame loop ---------------------------------------------------------------------
    def back(self) -> None:
        """Esc or Cancel: stop the replay (it ends at its next progress report)."""
        self.cancelled.set()
        if self.app.top is self:
            self.app.pop()

    def wait(self, timeout: float | None = None) -> None:
        """Block until the replay ends, then finish as the frame loop would (tests)."""
        self.worker.join(timeout)
        self.update(0.0)

    def update(self, dt: float) -> bool:
        result = self.result
        if result is not None and not self.cancelled.is_set():
            self.result = None
            self.cancelled.set()  # finished: never handled twice
            if self.app.top is self:
                self.app.pop()
            kind, value = result
            (self.on_done if kind == "ok" else self.on_refused)(value)
            return False
        if self.done != self._shown:
            self._shown = self.done
            self.app.invalidate()
        return False

    def next_change(self) -> float | None:
        return None if self.cancelled.is_set() else self.REDRAW_SECONDS

    def close(self) -> None:
        self.cancelled.set()  # taken off the stack in any way: the worker stops

    def draw(self, p) -> None:
        t = p.theme
        shaded_backdrop(p)
        panel(p, (340, 200, 600, 350), 18)
        p.text(f"Opening {self.info.title}", (640, 226), t.h1, t.accent_hi, True, "midtop")
        who = ", ".join(self.info.names)
        p.text(p.ellipsize(who, 540, t.body), (640, 290), t.body, t.text_dim, False, "midtop")
        bar = pygame.Rect(390, 350, 500, 26)
        p.rect(t.track, bar, radius=13)
        share = self.done / self.total if self.total else 0.0
        if share > 0:
            p.rect(t.accent, (bar.x, bar.y, max(26, bar.w * min(1.0, share)), bar.h),
                   radius=13)
        p.rect(t.panel_edge, bar, width=2, radius=13)
        if self.total:
            told = f"Replaying the game: {self.done:,} of {self.total:,} moves"
        else:
            told = "Replaying the game…"
        p.text(told, (640, 392), t.small, t.text, False, "midtop")
        p.text("Esc cancels", (640, 424), t.small, t.text_faint, False, "midtop")
        self.form.draw(p)
