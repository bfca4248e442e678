"""``coyotes-table --smoke-test``: drive the whole app once, headless, and say if it works.

It opens the real app on SDL's dummy video driver and goes where a player goes:
the menu, about, settings, rules (every game, both pages), load, set-up, the
pass-and-play gate, the error screen (a deliberately failing scene), every
sound and music loop (read from the bundle and played), and one quick all-bot
game of every game that has a table, through its pause menu to the results
screen and back to the menu. Buttons are pressed with synthetic
mouse clicks and keys, so the same event paths as a real player's are used.

It is meant above all for the frozen executable: it also checks that the
bundled fonts, icon, rules pages and the physics library load from inside it.
Saves, settings and logs go to a throwaway folder unless COYOTES_TABLE_HOME is
set. Exit status 0 when everything worked; otherwise 1, with each failure
named. The report is printed and also written to ``smoke-test.txt`` in the
logs folder (a windowed build may have no console to print to).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

GAME_SECONDS = 120.0  # wall-clock limit for one all-bot game
SEED = 20261121
SIZE = (1280, 720)  # the logical size, so logical and window coordinates agree


class SmokeFailure(Exception):
    """A check that did not hold; the message says what was expected."""


class Smoke:
    def __init__(self) -> None:
        import pygame

        from scenes.app import App
        from scenes.settings_store import ANIM_SPEEDS, Settings, default_path

        self.pg = pygame
        settings = Settings(anim_speed=max(ANIM_SPEEDS), path=default_path())
        self.app = App(size=SIZE, settings=settings)
        self.app.open_window()
        self.crashes: list[str] = []
        self.expect_crash = False
        original = self.app.crash

        def crash(scene, exc):  # every scene crash is a failure unless we caused it
            if not self.expect_crash:
                self.crashes.append(
                    f"{type(scene).__name__} crashed: {type(exc).__name__}: {exc}\n"
                    + "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
            original(scene, exc)

        self.app.crash = crash

    # ---- driving the app ------------------------------------------------------------
    def frames(self, n: int = 2, events: list | None = None, dt: float = 1 / 60) -> None:
        for i in range(n):
            self.app.frame(list(events or []) if i == 0 else [], dt)
            if self.crashes:
                raise SmokeFailure(self.crashes[0])

    def key(self, key: int, unicode: str = "") -> None:
        ev = self.pg.event.Event(self.pg.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0)
        up = self.pg.event.Event(self.pg.KEYUP, key=key, mod=0, unicode=unicode, scancode=0)
        self.frames(1, [ev, up])

    def click(self, pos) -> None:
        pos = (int(pos[0]), int(pos[1]))
        down = self.pg.event.Event(self.pg.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)
        up = self.pg.event.Event(self.pg.MOUSEBUTTONUP, pos=pos, button=1, touch=False)
        self.frames(2, [down, up])

    def press(self, label: str) -> None:
        """Click the top scene's button whose text starts with ``label``."""
        from scenes.widgets import Button

        scene = self.app.top
        form = getattr(scene, "form", None)
        for w in getattr(form, "widgets", []):
            if isinstance(w, Button) and w.text.startswith(label) and w.enabled \
                    and w.visible:
                self.click(w.rect.center)
                return
        raise SmokeFailure(f"no '{label}' button on {type(scene).__name__}")

    def expect_top(self, cls_name: str) -> object:
        top = self.app.top
        if type(top).__name__ != cls_name:
            raise SmokeFailure(f"expected {cls_name} on top, found {type(top).__name__}")
        return top

    def back_to_menu_with_esc(self) -> None:
        self.key(self.pg.K_ESCAPE)
        self.expect_top("MenuScene")

    def menu(self) -> None:
        self.app.go_menu()
        self.frames(2)
        self.expect_top("MenuScene")

    # ---- the checks -------------------------------------------------------------------
    def check_bundle(self) -> None:
        import pymunk

        from game.paths import asset

        for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LICENSE-DejaVu.txt"):
            if not asset("fonts", name).is_file():
                raise SmokeFailure(f"bundled font file missing: {name}")
        icon = self.pg.image.load(str(asset("icon.png")))
        if icon.get_size() != (256, 256):
            raise SmokeFailure(f"icon is {icon.get_size()}, not 256x256")
        space = pymunk.Space()
        space.gravity = (0, 900)
        body = pymunk.Body(1, 10)
        space.add(body, pymunk.Circle(body, 5))
        for _ in range(10):
            space.step(1 / 60)
        if not body.position.y > 0:
            raise SmokeFailure("pymunk did not move a falling body")

    def check_sound(self) -> str:
        """Every effect and music loop is in the bundle as a readable WAV, and plays
        through the mixer (or, with no audio device, the app stays silent and well)."""
        import wave

        from game.paths import asset
        from scenes import sound

        files = [asset("sounds", f"{n}.wav") for n in sorted(sound.NAMES)] + \
            [asset("music", f"{n}.wav") for n in sorted(sound.MUSIC)]
        for path in files:
            try:
                with wave.open(str(path), "rb") as w:
                    if w.getnframes() == 0:
                        raise SmokeFailure(f"empty sound file: {path.name}")
            except (OSError, wave.Error) as e:
                raise SmokeFailure(f"bundled sound unreadable: {path.name}: {e}") from e
        for name in sorted(sound.NAMES):
            sound.play(name)
        sound.play("coin", pan=-0.6, pitch=2)  # a pitched, panned copy is made
        for family in sorted(sound.MUSIC):
            sound.play_music(family)
            self.frames(1)
        sound.play_music(None)
        if sound._state != "open":
            return f"{len(files)} files; no audio device here, so the app is silent"
        freq, size, channels = self.pg.mixer.get_init()
        return (f"{len(sound.NAMES)} effects and {len(sound.MUSIC)} loops played "
                f"({freq} Hz, {channels} ch)")

    def check_menu(self) -> None:
        self.menu()
        for _ in range(3):
            self.key(self.pg.K_TAB)
        self.expect_top("MenuScene")

    def check_about(self) -> None:
        self.menu()
        self.press("About")
        about = self.expect_top("AboutScene")
        text = getattr(about, "about_text", lambda: "")()
        for needed in ("Todd Zircher", "Albertarelli", "Mundschau", "DejaVu"):
            if needed not in text:
                raise SmokeFailure(f"the about screen does not mention {needed}")
        self.key(self.pg.K_PAGEDOWN)
        self.back_to_menu_with_esc()

    def check_settings(self) -> None:
        self.menu()
        self.press("Settings")
        self.expect_top("SettingsScene")
        for _ in range(4):
            self.key(self.pg.K_TAB)
        self.back_to_menu_with_esc()

    def check_rules(self) -> None:
        from game.registry import all_games
        from scenes.rules_view import RulesScene, howto_path, rulings_path

        self.menu()
        self.press("Rules")
        self.expect_top("RulesScene")
        self.key(self.pg.K_PAGEDOWN)
        self.back_to_menu_with_esc()
        playable = set(_games_with_tables())
        for info in all_games():
            if info.id in playable and howto_path(info.id) is None:
                raise SmokeFailure(f"no bundled rules page (howto.md) for {info.id}")
            if info.id in playable and rulings_path(info.id) is None:
                raise SmokeFailure(f"no bundled rulings page for {info.id}")
            self.app.push(RulesScene(self.app, info.id))
            self.frames(2)
            if info.id in playable:
                self.press("Rulings")
            self.key(self.pg.K_TAB)
            self.back_to_menu_with_esc()

    def check_load(self) -> None:
        self.menu()
        self.press("Load")
        self.expect_top("LoadScene")
        self.back_to_menu_with_esc()

    def check_setup(self) -> None:
        self.menu()
        self.press("Play")
        if type(self.app.top).__name__ == "LessonOffer":  # a game's first Play offers its lesson
            self.press("Set up a game")
        self.expect_top("SetupScene")
        self.key(self.pg.K_TAB)
        self.back_to_menu_with_esc()

    def check_gate(self) -> None:
        from scenes.gate import PassGate

        self.menu()
        passed = []
        self.app.push(PassGate(self.app, "Smoke Tester", on_confirm=lambda: passed.append(1)))
        self.frames(75)  # over a second: a key sooner is taken for the last player's
        self.expect_top("PassGate")
        self.key(self.pg.K_RETURN)
        if not passed:
            raise SmokeFailure("the pass gate did not confirm on Enter")
        self.expect_top("MenuScene")

    def check_error(self) -> None:
        from scenes.app import log_path
        from scenes.scene import Scene

        class Broken(Scene):
            def draw(self, p):
                raise RuntimeError("smoke test: a deliberate failure")

        self.menu()
        self.expect_crash = True
        try:
            self.app.push(Broken(self.app))
            self.frames(2)
        finally:
            self.expect_crash = False
        self.expect_top("ErrorScene")
        if "deliberate failure" not in log_path().read_text(encoding="utf-8"):
            raise SmokeFailure("the crash was not written to the log file")
        self.back_to_menu_with_esc()

    def check_worker(self) -> str:
        """Bots think in a process of their own, frozen build or not."""
        from scenes import bot_worker

        pool = bot_worker.process_pool()
        if pool is None:
            raise SmokeFailure("no bot worker process could be started")
        pid = pool.submit(bot_worker.worker_pid).result(timeout=120)
        if pid == os.getpid():
            raise SmokeFailure("the bot worker runs in the app's own process")
        return f"worker process {pid} (app {os.getpid()})"

    def play(self, game_id: str) -> str:
        """One all-bot game to the end; returns a one-line summary."""
        from game.match import Match
        from game.registry import built_game
        from game.saves import SeatSpec
        from scenes.setup import open_table

        info = built_game(game_id)
        kinds = [k for k in ("easy", "medium", "hard") if k in info.bots] or sorted(info.bots)
        n = max(info.min_seats, min(3, info.max_seats))
        seats = [SeatSpec(f"Bot {i + 1}", kinds[i % len(kinds)]) for i in range(n)]
        self.menu()
        err = open_table(self.app, Match(game_id, seats, {}, SEED))
        if err:
            raise SmokeFailure(err)
        table = self.app.top
        table.THINK = (0.0, 0.0)  # bots answer at once; the moves are still animated
        paused = False
        remote = 0  # decisions made in the worker process
        start = time.monotonic()
        frames = 0
        while type(self.app.top).__name__ != "ResultsScene":
            if time.monotonic() - start > GAME_SECONDS:
                raise SmokeFailure(f"{game_id}: no result after {GAME_SECONDS:.0f} s "
                                   f"({len(table.game.history)} actions)")
            if self.app.top is not table:
                raise SmokeFailure(f"{game_id}: unexpected {type(self.app.top).__name__} "
                                   "over an all-bot table")
            if table.busy():
                table.skip_animations()
            self.frames(1, dt=0.05)
            frames += 1
            if table.driver.pending is not None:
                remote += bool(table.driver.thinking.remote)
                # wait for the bot, not for the wall clock
                table.driver.pending.result(timeout=30)
            if not paused and len(table.game.history) >= 3:
                paused = True  # the pause menu, mid-game, and back
                self.key(self.pg.K_ESCAPE)
                self.expect_top("PauseScene")
                self.frames(2)
                self.key(self.pg.K_ESCAPE)
                if self.app.top is not table:
                    raise SmokeFailure("Esc did not close the pause menu")
        if not table.game.is_terminal():
            raise SmokeFailure(f"{game_id}: results shown before the game ended")
        if not paused:
            raise SmokeFailure(f"{game_id}: ended before the pause menu could be tried")
        if not remote:
            raise SmokeFailure(f"{game_id}: no bot decision ran in the worker process")
        from scenes import bot_worker

        if bot_worker.process_pool() is None:  # a failed worker falls back to a thread
            raise SmokeFailure(f"{game_id}: the bot worker failed; bots moved to a thread")
        self.frames(3)
        winners = ", ".join(seats[s].name for s in table.game.winners()) or "nobody"
        self.back_to_menu_with_esc()
        return (f"{len(table.game.history)} actions, {frames} frames, "
                f"won by {winners}")


def _games_with_tables() -> list[str]:
    from game.registry import all_games
    from scenes.tables import has_table

    return [g.id for g in all_games() if g.built and has_table(g.id)]


def _run(out: Callable[[str], None]) -> int:
    smoke = Smoke()
    checks: list[tuple[str, Callable[[], object]]] = [
        ("bundled files", smoke.check_bundle),
        ("sound", smoke.check_sound),
        ("menu", smoke.check_menu),
        ("about", smoke.check_about),
        ("settings", smoke.check_settings),
        ("rules", smoke.check_rules),
        ("load", smoke.check_load),
        ("setup", smoke.check_setup),
        ("pass gate", smoke.check_gate),
        ("error screen", smoke.check_error),
        ("bot worker process", smoke.check_worker),
    ]
    games = _games_with_tables()
    if not games:
        checks.append(("games", lambda: (_ for _ in ()).throw(
            SmokeFailure("no built game has a table"))))
    for game_id in games:
        checks.append((f"play {game_id} (pause, results)",
                       lambda g=game_id: smoke.play(g)))
    failures = 0
    for name, check in checks:
        t0 = time.perf_counter()
        try:
            note = check()
        except Exception as exc:  # report every failing check, then go on with the rest
            failures += 1
            smoke.crashes.clear()
            detail = str(exc) if isinstance(exc, SmokeFailure) else "".join(
                traceback.format_exception(type(exc), exc, exc.__traceback__))
            out(f"FAIL  {name}: {detail.rstrip()}")
            continue
        extra = f": {note}" if isinstance(note, str) else ""
        out(f"ok    {name} ({time.perf_counter() - t0:.2f} s){extra}")
    smoke.app.close()
    return failures


def run_smoke_test() -> int:
    """Run every check; print a report; 0 when all passed, 1 otherwise."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    own_home = None
    if not os.environ.get("COYOTES_TABLE_HOME"):
        own_home = tempfile.TemporaryDirectory(prefix="coyotes-smoke-", ignore_cleanup_errors=True)
        os.environ["COYOTES_TABLE_HOME"] = own_home.name
    lines: list[str] = []

    def out(line: str) -> None:
        lines.append(line)
        if sys.stdout is not None:
            print(line, flush=True)

    t0 = time.perf_counter()
    try:
        from game import __version__

        out(f"Coyote's Table {__version__} smoke test"
            + (" (frozen build)" if getattr(sys, "frozen", False) else ""))
        try:
            failures = _run(out)
        except Exception as exc:  # the app could not even start
            failures = 1
            out("FAIL  start-up: " + "".join(
                traceback.format_exception(type(exc), exc, exc.__traceback__)).rstrip())
        took = time.perf_counter() - t0
        if failures:
            out(f"smoke test FAILED: {failures} check(s) failed in {took:.1f} s")
        else:
            out(f"smoke test passed in {took:.1f} s")
        _write_report(lines)
        return 1 if failures else 0
    finally:
        try:
            import pygame

            pygame.quit()
        except Exception:
            pass
        if own_home is not None:
            os.environ.pop("COYOTES_TABLE_HOME", None)
            own_home.cleanup()


def _write_report(lines: list[str]) -> Path | None:
    try:
        from game.paths import logs_dir

        path = logs_dir() / "smoke-test.txt"
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        return path
    except OSError:
        return None


if __name__ == "__main__":
    sys.exit(run_smoke_test())
