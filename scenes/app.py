"""The app: window, scene stack and the frame loop.

The loop redraws only when something changed (an input event, ``invalidate``)
or while the top scene says something moves. When nothing moves it sleeps between
looks for input (``wait_events``), so an idle menu or a table waiting for a human
costs next to no CPU. While things move it runs at up to 60 frames a
second, time-based: scenes get the real seconds elapsed.

Any exception raised by a scene's handle/update/draw is logged with its
traceback, running games are autosaved through their ``autosave`` hook, and an
error scene explains what happened instead of the window vanishing.
"""

from __future__ import annotations

import gc
import logging
import os
import sys
import time
import traceback
import warnings
from pathlib import Path
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game import __version__  # noqa: E402
from game.paths import asset  # noqa: E402
from scenes import settings_store, sound  # noqa: E402
from scenes.painter import LOGICAL_H, LOGICAL_W, Painter, Store  # noqa: E402
from scenes.scene import Scene  # noqa: E402
from scenes.theme import Theme  # noqa: E402

log = logging.getLogger(__name__)

FPS = 60
IDLE_WAKE_MS = 250      # an idle loop still looks in four times a second (bot threads...)
IDLE_POLL = 1 / 60      # s: how often an idle loop looks for input (see wait_events)
MAX_IDLE_STEP = 2.0     # idle time handed on at once at most (a suspended laptop wakes)
LOG_NAME = "coyotes-table.log"
NOTICE_SECONDS = 1.5    # how long "Sound off (M)" stays up after M
WAKE_EVENT = pygame.event.custom_type()  # posted by other threads to wake the loop
_MOUSE_TYPES = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


def log_path() -> Path:
    from game.paths import logs_dir

    return logs_dir() / LOG_NAME


class App:
    LOGICAL = (LOGICAL_W, LOGICAL_H)

    def __init__(self, size: tuple[int, int] = (1280, 720), settings: Any = None,
                 screen: pygame.Surface | None = None) -> None:
        self.settings = settings if settings is not None else settings_store.load()
        self.theme = Theme(colorblind=self.settings.colorblind)
        sound.configure(self.settings)  # only numbers: the mixer opens on the first sound
        #: what M just did, shown a moment over every screen: (words, seconds left)
        self.sound_notice: tuple[str, float] | None = None
        self.stack: list[Scene] = []
        self.store = Store()
        self.window_size = tuple(size)
        self.screen = screen            # given: draw off-screen (snapshots, benchmarks)
        self.owns_window = screen is None
        self.painter: Painter | None = None
        self.quit_hooks: list = []      # called once when the app closes (tables autosave)
        self.running = False
        self.exit_code = 0
        self.frames = 0
        self.first_flip: float | None = None  # time.time() of the first frame shown
        self._dirty = True
        self._moving = False
        self._crashing = False
        #: the real mouse position for tests and snapshots (None: ask pygame)
        self.pointer: tuple[int, int] | None = None
        if screen is not None:
            self._make_painter()

    # ---- the stack ----------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.stack:
            self._safe(self.stack[-1], self.stack[-1].leave)
        self.stack.append(scene)
        self._safe(scene, scene.enter)
        self.invalidate()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        self._safe(scene, scene.leave)
        self._safe(scene, scene.close)
        if self.stack:
            self._safe(self.stack[-1], self.stack[-1].enter)
        self.invalidate()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene`` (the one beneath is not re-entered)."""
        if self.stack:
            old = self.stack.pop()
            self._safe(old, old.leave)
            self._safe(old, old.close)
        self.stack.append(scene)
        self._safe(scene, scene.enter)
        self.invalidate()

    def reset(self, scene: Scene) -> None:
        """Clear the whole stack and start again from ``scene`` (back to the menu)."""
        while self.stack:
            old = self.stack.pop()
            self._safe(old, old.leave)
            self._safe(old, old.close)
        self.push(scene)

    def pop_to(self, scene: Scene) -> None:
        """Pop until ``scene`` is on top."""
        while self.stack and self.stack[-1] is not scene:
            self.pop()

    def invalidate(self) -> None:
        self._dirty = True

    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    def wake(self) -> None:
        """Wake an idle loop from another thread (SDL's event queue is thread-safe)."""
        try:
            pygame.event.post(pygame.event.Event(WAKE_EVENT))
        except pygame.error:
            pass

    def go_menu(self) -> None:
        from scenes.menu import MenuScene

        self.reset(MenuScene(self))

    # ---- window -----------------------------------------------------------------------------
    def open_window(self) -> None:
        if sys.platform.startswith("linux"):
            # SDL would open a hidden OpenGL window only to read the driver's vendor
            # (about 250 ms); we draw in software, so take the shared-memory path at once.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.display.init()
        pygame.display.set_caption(f"Coyote's Table {__version__}")
        try:
            pygame.display.set_icon(pygame.image.load(str(asset("icon.png"))))
        except (pygame.error, OSError):
            log.warning("app icon not loaded", exc_info=True)
        self._set_mode()

    def _set_mode(self) -> None:
        if self.settings.fullscreen:
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
        self._make_painter()

    def _make_painter(self) -> None:
        old = self.painter.scale if self.painter else None
        self.painter = Painter.for_window(self.screen, self.theme, self.store)
        if old is not None and old != self.painter.scale:
            self.store.clear_scaled()
        self.invalidate()

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self._save_settings()
        if self.owns_window:
            self._set_mode()

    def apply_settings(self) -> None:
        """Settings changed (from the settings scene): rebuild what depends on them."""
        self.theme = Theme(colorblind=self.settings.colorblind)
        sound.configure(self.settings)
        self.store.clear_scaled()
        if self.painter:
            self.painter.theme = self.theme
        if self.owns_window and self.screen is not None:
            want_full = bool(self.settings.fullscreen)
            is_full = bool(self.screen.get_flags() & pygame.FULLSCREEN)
            if want_full != is_full:
                self._set_mode()
        self._save_settings()
        self.invalidate()

    def _save_settings(self) -> None:
        try:
            self.settings.save()
        except OSError:
            log.warning("could not save settings", exc_info=True)

    def mouse_pos(self) -> tuple[int, int]:
        """The mouse in logical coordinates."""
        x, y = self.painter.to_logical(pygame.mouse.get_pos())
        return (int(x), int(y))

    # ---- events -------------------------------------------------------------------------------
    def to_logical(self, event: pygame.event.Event) -> pygame.event.Event:
        if self.painter is None:
            return event
        if event.type == pygame.MOUSEWHEEL:
            # the widget under the pointer scrolls: older pygame gives a wheel event no
            # position, pygame-ce 2.5 gives the window's, never the canvas's (taken as
            # logical, it once turned a seat's kind on the wrong side of the screen)
            d = dict(event.dict)
            if "pos" in d:
                x, y = self.painter.to_logical(d["pos"])
                d["real_pos"] = d["pos"]
                d["pos"] = (int(x // 1), int(y // 1))
            else:
                d["pos"] = self.mouse_pos()
            return pygame.event.Event(event.type, d)
        if event.type not in _MOUSE_TYPES:
            return event
        d = dict(event.dict)
        x, y = self.painter.to_logical(event.pos)
        d["pos"] = (int(x // 1), int(y // 1))
        d["real_pos"] = event.pos
        if "rel" in d:
            s = self.painter.scale
            d["rel"] = (event.rel[0] / s, event.rel[1] / s)
        return pygame.event.Event(event.type, d)

    def dispatch(self, event: pygame.event.Event) -> bool:
        """Route one event: app-wide keys first, then the stack from the top down."""
        self.invalidate()  # any input may change what is shown (hover, focus...)
        if event.type == pygame.QUIT:
            self.quit()
            return True
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if self.owns_window:
                self.screen = pygame.display.get_surface()
                if not self.settings.fullscreen:
                    self.window_size = self.screen.get_size()
                self._make_painter()
            return True
        if event.type == WAKE_EVENT:
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return True
        if self._is_mute_key(event):
            self.settings.muted = sound.toggle_mute()
            self._save_settings()  # a muted app stays muted next time
            self.show_sound_notice()
            return True
        event = self.to_logical(event)
        # Top down, but a full-screen scene is a floor: what it leaves unused never
        # reaches the scenes beneath it (a stray key must not press the menu's focused
        # button under a running game). An overlay passes on only what it names.
        for scene in reversed(list(self.stack)):
            used = self._safe(scene, scene.handle, event)
            if used or self._crashing:
                return True
            if scene.opaque or not scene.passes_down(event):
                return False
        return False

    def _is_mute_key(self, event: pygame.event.Event) -> bool:
        """M, unless a screen it would reach answers M itself (a focused text field
        types it; NotCoup's More income is M)."""
        if event.type != pygame.KEYDOWN or event.key != pygame.K_m or \
                getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        for scene in reversed(self.stack):
            claims = getattr(scene, "claims_key", None)
            if claims is not None and self._safe(scene, claims, event) is True:
                return False
            if scene.opaque or not scene.passes_down(event):
                break
        return True

    # ---- one frame ----------------------------------------------------------------------------
    def _running(self) -> list[Scene]:
        """The scenes that advance with time: the top one, and beneath it any scene that
        an overlay lets run on."""
        out = []
        for scene in reversed(self.stack):
            out.append(scene)
            if scene.opaque or scene.holds_below:
                break
        return out

    def update(self, dt: float) -> bool:
        moving = False
        if self.sound_notice is not None:
            words, left = self.sound_notice
            if left > dt:
                self.sound_notice = (words, left - dt)
            else:  # gone: one more frame takes it away (showing it needed only one)
                self.sound_notice = None
                self._dirty = True
        for scene in self._running():
            if self._safe(scene, scene.update, dt):
                moving = True
            if self._crashing:
                break
        return moving

    def next_change(self) -> float | None:
        """Seconds until some running scene must change with no input (None: never)."""
        times = [self.sound_notice[1]] if self.sound_notice is not None else []
        for scene in self._running():
            t = self._safe(scene, scene.next_change)
            if isinstance(t, (int, float)) and not isinstance(t, bool):
                times.append(max(0.0, float(t)))
        return min(times) if times else None

    def draw(self) -> None:
        p = self.painter
        screen = self.screen
        canvas = p.canvas
        if canvas.size != screen.get_size():
            screen.fill((0, 0, 0))  # the letterbox bars
        base = len(self.stack) - 1
        while base > 0 and not self.stack[base].opaque:
            base -= 1
        screen.set_clip(canvas)
        p.begin_frame()
        for scene in self.stack[max(0, base):]:
            self._safe(scene, scene.draw, p)
            if self._crashing:
                break
        # a label shortened to fit shows whole while the mouse is over it
        p.draw_tip(self.pointer if self.pointer is not None
                   else pygame.mouse.get_pos() if pygame.mouse.get_focused() else None)
        if self.sound_notice is not None:
            self._draw_sound_notice(p, self.sound_notice[0])
        screen.set_clip(None)
        self._dirty = False

    def ask_attention(self) -> None:
        """A human is wanted at the table: if the window is in the background, flash it
        on the task bar until it is looked at (the sound alone is lost when muted)."""
        if not self.owns_window:
            return
        try:
            with warnings.catch_warnings():
                # the app draws through the display module, so its window is reached this
                # way; pygame-ce calls that deprecated, and a later one may drop it
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            if not window.focused:
                window.flash(pygame.FLASH_UNTIL_FOCUSED)
        except (pygame.error, AttributeError):  # no window yet, or a platform without it
            pass

    def show_sound_notice(self) -> None:
        """Say for a moment, over every screen, whether the sound is now on or off."""
        self.sound_notice = ("Sound off (M)" if self.settings.muted else "Sound on",
                             NOTICE_SECONDS)
        self.invalidate()

    def _draw_sound_notice(self, p: Painter, words: str) -> None:
        """A small tag in the top right corner, or where it covers no words on the
        screen (a table's top bar says the time and the turn there)."""
        size = 20
        w = p.text_size(words, size)[0] + 28
        h = 36
        # the top right corner, else a gap along the top (a table's bar), else lower down
        top = [(LOGICAL_W - w - 12 - k * 32, 12 if k == 0 else 2)
               for k in range(int((LOGICAL_W - w - 24) // 32) + 1)]
        x, y = p.free_spot((w, h), [
            *top, (LOGICAL_W - w - 12, 52), (LOGICAL_W - w - 12, LOGICAL_H - h - 12),
            (12, LOGICAL_H - h - 12), (LOGICAL_W / 2 - w / 2, LOGICAL_H / 2 - h / 2)])
        box = (x, y, w, h)
        p.rect((20, 16, 12, 230), box, radius=10)
        p.text(words, (box[0] + w / 2, box[1] + 18), size, (240, 232, 210), anchor="center")

    def flip(self) -> None:
        if self.owns_window:
            pygame.display.flip()
        self.frames += 1
        if self.first_flip is None:
            self.first_flip = time.time()
            # Start-up objects live for the whole run: take them out of the garbage
            # collector's scans so its pauses stay short during play.
            gc.freeze()
            if os.environ.get("COYOTES_TABLE_REPORT_FIRST_FRAME"):
                print(f"FIRST_FRAME {self.first_flip:.6f}", flush=True)

    def frame(self, events: list, dt: float, idle: float = 0.0) -> bool:
        """Handle events, update, and draw if needed; True when a frame was drawn.

        ``idle`` is time that passed while nothing moved: the scenes get it before the
        events, so a timed hold still elapses, and an animation an event starts does not
        jump ahead by it. A frame is drawn while anything moves, when something asked
        for it, and once more when motion stops, so the still picture is the final one.
        """
        if idle > 0 and self.update(idle):
            self._dirty = True
        for e in events:
            self.dispatch(e)
        moving = self.update(dt)
        if self._crashing:
            self._crashing = False
            moving = True
        if moving or self._dirty or self._moving:
            self.draw()
            self.flip()
            self._moving = moving
            return True
        return False

    # ---- the loop -------------------------------------------------------------------------------
    def run(self, quit_after: float | None = None) -> int:
        if self.screen is None:
            self.open_window()
        # Bots think on a worker thread; a short GIL switch interval hands the frame
        # loop the interpreter back within a millisecond instead of five.
        sys.setswitchinterval(0.001)
        self.running = True
        self._moving = True
        start = time.monotonic()
        last = time.perf_counter()
        clock = pygame.time.Clock()
        while self.running:
            idle = 0.0
            if self._moving or self._dirty:
                events = pygame.event.get()
            else:
                # Sleep until input, or until the earliest moment a scene must change
                # (never past it: a hold that elapses with no input must still end).
                timeout = IDLE_WAKE_MS
                due = self.next_change()
                if due is not None:
                    timeout = min(timeout, int(due * 1000) + 1)
                if quit_after is not None:
                    left = quit_after - (time.monotonic() - start)
                    timeout = min(timeout, int(left * 1000))
                events = wait_events(max(1, timeout))
                now = time.perf_counter()
                idle = min(now - last, MAX_IDLE_STEP)
                last = now
            now = time.perf_counter()
            dt = min(now - last, 0.25)
            last = now
            self.frame(events, dt, idle)
            if quit_after is not None and time.monotonic() - start >= quit_after:
                break
            if not self.stack:
                break
            if self._moving:
                clock.tick(FPS)
        self.close()
        return self.exit_code

    def close(self) -> None:
        for hook in list(self.quit_hooks):
            try:
                hook()
            except Exception:
                log.exception("quit hook failed")
        self.quit_hooks.clear()

    # ---- crashes --------------------------------------------------------------------------------
    def _safe(self, scene: Scene, fn, *args):
        try:
            return fn(*args)
        except Exception as exc:  # a scene's bug must not take the window down
            self.crash(scene, exc)
            return True

    def crash(self, scene: Scene, exc: BaseException) -> None:
        from scenes.error import ErrorScene

        if isinstance(scene, ErrorScene) or any(isinstance(s, ErrorScene) for s in self.stack):
            raise exc  # the error screen itself failed: give up loudly
        text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        path = write_crash_log(f"crash in {type(scene).__name__}:\n{text}")
        saved = None
        from game.paths import autosave_path

        for s in reversed(self.stack):
            try:
                auto = autosave_path()
                before = auto.stat().st_mtime_ns if auto.exists() else None
                s.autosave()
                if auto.exists() and auto.stat().st_mtime_ns != before:
                    saved = auto
            except Exception:
                log.exception("autosave after a crash failed")
        self._crashing = True
        self.push(ErrorScene(self, f"{type(exc).__name__}: {exc}", path, saved))


def wait_events(timeout_ms: int) -> list:
    """The input that comes within ``timeout_ms`` (empty when none came).

    Not ``pygame.event.wait``: pygame-ce's wait looks at SDL's queue every millisecond,
    which alone costs about 2% of a core while nothing happens (measured at the menu,
    dummy driver and X11 alike). Looking once a frame's time (``IDLE_POLL``) costs a
    fraction of that, and input after a still moment is seen at most one frame later,
    as it would be were the loop drawing at 60 frames a second.
    """
    end = time.perf_counter() + timeout_ms / 1000
    while True:
        events = pygame.event.get()
        if events:
            return events
        left = end - time.perf_counter()
        if left <= 0:
            return []
        time.sleep(min(IDLE_POLL, left))


def write_crash_log(text: str) -> Path | None:
    try:
        path = log_path()
        with open(path, "a", encoding="utf-8") as f:
            f.write(time.strftime("%Y-%m-%d %H:%M:%S ") + text + "\n")
        return path
    except OSError:
        return None


LOG_BYTES = 512 * 1024  # the log rolls over at this size, keeping two old files


def _setup_logging() -> None:
    """The log file the README names: the app's start, each game started, warnings and
    crashes; it rolls over so it never grows without bound."""
    from logging.handlers import RotatingFileHandler

    try:
        handler: logging.Handler = RotatingFileHandler(
            log_path(), maxBytes=LOG_BYTES, backupCount=2, encoding="utf-8")
    except OSError:
        handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    if not root.handlers:
        root.addHandler(handler)
        root.setLevel(logging.INFO)


def run(quit_after: float | None = None, size=(1280, 720)) -> int:
    """Open the window on the main menu; return the exit code."""
    _setup_logging()
    log.info("Coyote's Table %s started (pygame-ce %s, SDL %s)", __version__,
             pygame.version.ver, ".".join(map(str, pygame.get_sdl_version())))
    app = App(size=size)
    app.open_window()
    from scenes.menu import MenuScene

    app.push(MenuScene(app))
    try:
        return app.run(quit_after)
    finally:
        pygame.quit()
