"""Headless tools: render any scene to a PNG, and the frame-time benchmark.

``snapshot`` lets anyone look at a screen without a display (SDL's dummy video
driver, software rendering). ``frames_bench`` measures what the issue asks:
median and p99 frame time for the menu and each built table with bots playing
and animations running, time to first frame of a fresh process, the CPU the idle
menu uses, and the CPU each table uses while it waits for a human's decision (at
800x600 and 1920x1080; ``table_idle``). Benchmarks print figures; tests only check
behaviour.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

SCENES = ("menu", "setup", "settings", "pause", "results", "gate", "about", "rules", "error",
          "load", "records", "table")
DEFAULT_GAME = "coyote-heidelbaer"


class SnapshotError(ValueError):
    """A scene or table that cannot be rendered; the message says why."""


def _headless_screen(size: tuple[int, int]):
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.display.init()
    return pygame.display.set_mode(size)


def bot_seats(game_id: str, n: int | None = None) -> list:
    """Seats for a bots-only match: a mix of the game's strengths."""
    from game.registry import built_game
    from game.saves import SeatSpec
    from scenes.setup import BOT_NAMES

    info = built_game(game_id)
    kinds = [k for k in ("easy", "medium", "hard") if k in info.bots] or sorted(info.bots)
    n = n or max(info.min_seats, min(4, info.max_seats))
    return [SeatSpec(BOT_NAMES[i % len(BOT_NAMES)], kinds[i % len(kinds)]) for i in range(n)]


def _match(game_id: str, seed: int):
    from game.match import Match

    return Match(game_id, bot_seats(game_id), {}, seed)


def _table(app, match, state: str | None = None):
    """The game's table scene for ``match`` (prepared for ``state`` if the table can)."""
    from scenes.tables import has_table, table_class

    if not has_table(match.info.id):
        raise SnapshotError(f"{match.info.title} has no table scene yet")
    try:
        cls = table_class(match.info.id)
    except ImportError as e:
        raise SnapshotError(f"the table for {match.info.id} cannot be imported: {e}") from e
    if state is not None:
        from scenes import snapshot_steering

        states = getattr(cls, "snapshot_states", None)
        if callable(states) and state not in states():
            raise SnapshotError(f"table state '{state}' unknown; states: "
                                + ", ".join(states()))
        snapshot_steering.prepare(match, state)
    table = cls(app, match)
    return table


def build_scene(app, scene: str, game_id: str = DEFAULT_GAME, seed: int = 1) -> None:
    """Put ``scene`` (with what belongs beneath it) on ``app``'s stack."""
    from game.registry import get_info
    from scenes.menu import AboutScene, LoadScene, MenuScene

    game_id = game_id or DEFAULT_GAME
    info = get_info(game_id)
    if scene in ("setup", "pause", "results") and not info.built:
        raise SnapshotError(f"{info.title} is not built yet, so it has no {scene} screen")

    menu = MenuScene(app)
    if scene == "menu":
        app.push(menu)
    elif scene == "setup":
        from scenes.setup import SetupScene

        app.push(menu)
        app.push(SetupScene(app, game_id))
    elif scene == "settings":
        from scenes.settings_scene import SettingsScene

        app.push(menu)
        app.push(SettingsScene(app))
    elif scene == "about":
        app.push(menu)
        app.push(AboutScene(app))
    elif scene == "load":
        app.push(menu)
        app.push(LoadScene(app, menu))
    elif scene == "records":
        from scenes.records_scene import RecordsScene

        app.push(menu)
        app.push(RecordsScene(app, game_id))
    elif scene == "rules":
        from scenes.rules_view import RulesScene

        app.push(menu)
        app.push(RulesScene(app, game_id))
    elif scene == "gate":
        from scenes.gate import PassGate

        app.push(menu)
        app.push(PassGate(app, "Juniper"))
    elif scene == "error":
        from scenes.app import log_path
        from scenes.error import ErrorScene

        app.push(menu)
        app.push(ErrorScene(app, "ZeroDivisionError: division by zero", log_path(),
                            "autosave.json"))
    elif scene in ("pause", "results"):
        from scenes.pause import PauseScene
        from scenes.results import ResultsScene

        match = _match(game_id, seed)
        if scene == "results":
            match.play_out()
        app.push(menu)
        try:
            table = _table(app, match, "mid" if scene == "pause" else None)
            app.push(table)
            _freeze(table)
        except SnapshotError:
            pass  # no table yet: the overlay is drawn over the menu
        app.push(PauseScene(app, match) if scene == "pause" else ResultsScene(app, match))
    elif scene == "table" or scene.startswith("table-"):
        from scenes.tables import has_table

        if not has_table(game_id):
            raise SnapshotError(f"{get_info(game_id).title} has no table scene yet")
        state = scene.partition("-")[2] or None
        match = _match(game_id, seed)
        app.push(menu)
        table = _table(app, match, state)
        app.push(table)
        _freeze(table)
        # a table that opened an overlay of its own (results at the end) keeps it
    else:
        raise SnapshotError(f"unknown scene '{scene}'; scenes: {', '.join(SCENES)}, "
                            "table-<state>")


def _freeze(table) -> None:
    freeze = getattr(table, "freeze_for_snapshot", None)
    if callable(freeze):
        freeze()


def snapshot(scene: str = "menu", game_id: str = DEFAULT_GAME, seed: int = 1,
             size: tuple[int, int] = (1280, 720), out: str | os.PathLike = "snapshot.png",
             colorblind: bool = False) -> Path:
    """Render ``scene`` headless at ``size`` into the PNG ``out``; return its path."""
    if scene not in SCENES and not scene.startswith("table-"):
        raise SnapshotError(f"unknown scene '{scene}'; scenes: {', '.join(SCENES)}, "
                            "table-<state>")
    screen = _headless_screen(tuple(size))
    import pygame

    from scenes.app import App
    from scenes.settings_store import Settings

    app = App(tuple(size), settings=Settings(colorblind=colorblind), screen=screen)
    build_scene(app, scene, game_id, seed)
    app.draw()
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(screen, str(out))
    app.quit_hooks.clear()
    return out


# ---- the frame-time benchmark ---------------------------------------------------------------

def _percentile(values: list[float], q: float) -> float:
    v = sorted(values)
    if not v:
        return 0.0
    k = min(len(v) - 1, max(0, round(q / 100 * (len(v) - 1))))
    return v[k]


def _stats(samples: tuple[list[float], list[float]]) -> dict[str, Any]:
    wall = [t * 1000 for t in samples[0]]
    cpu = [t * 1000 for t in samples[1]]
    return {"frames": len(wall), "median_ms": round(statistics.median(wall), 3),
            "p99_ms": round(_percentile(wall, 99), 3), "max_ms": round(max(wall), 3),
            "cpu_median_ms": round(statistics.median(cpu), 3),
            "cpu_p99_ms": round(_percentile(cpu, 99), 3)}


def _run_frames(app, frames: int, fps: float, per_frame=None
                ) -> tuple[list[float], list[float]]:
    """Drive ``app`` for ``frames`` frames at ``fps``; time each frame's work.

    Wall time is what a player sees; the main thread's CPU time is reported too,
    because on a busy machine wall time also counts other processes' turns.
    """
    wall, cpu = [], []
    step = 1.0 / fps
    last = time.perf_counter()
    for i in range(frames):
        t0, c0 = time.perf_counter(), time.thread_time()
        events = per_frame(i) if per_frame else []
        dt = t0 - last
        last = t0
        app.invalidate()  # measure a full redraw every frame, the worst case
        app.frame(events, dt)
        t1, c1 = time.perf_counter(), time.thread_time()
        wall.append(t1 - t0)
        cpu.append(c1 - c0)
        spare = step - (t1 - t0)
        if spare > 0:
            time.sleep(spare)
    return wall, cpu


def _bench_menu(app, frames: int, fps: float) -> dict[str, Any]:
    import pygame

    from scenes.menu import MenuScene

    app.reset(MenuScene(app))
    w, h = app.screen.get_size()

    def wiggle(i: int) -> list:
        # sweep the pointer over the tiles and buttons so hover states change
        x = (i * 7) % w
        y = (i * 13) % h
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(7, 13), buttons=(0,) * 3)]

    return _stats(_run_frames(app, frames, fps, wiggle))


def _bench_table(app, game_id: str, frames: int, fps: float, seed: int) -> dict[str, Any]:
    from scenes.results import ResultsScene
    from scenes.tables import table_class

    cls = table_class(game_id)
    games = [0]

    def new_table() -> None:
        games[0] += 1
        app.reset(cls(app, _match(game_id, seed + games[0])))

    new_table()
    actions_before = [0]

    def keep_playing(i: int) -> list:
        if isinstance(app.top, ResultsScene) or app.top is None:
            actions_before[0] += len(app.stack[0].game.history) if app.stack \
                else 0
            new_table()
        return []

    out = _stats(_run_frames(app, frames, fps, keep_playing))
    table = app.stack[0] if app.stack else None
    played = actions_before[0] + (len(table.game.history) if table is not None else 0)
    out.update({"games_started": games[0], "actions_played": played})
    return out


def _subprocess_env(home: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update({"SDL_VIDEODRIVER": env.get("COYOTES_TABLE_BENCH_VIDEO", "dummy"),
                "SDL_AUDIODRIVER": "dummy", "COYOTES_TABLE_HOME": home,
                "PYGAME_HIDE_SUPPORT_PROMPT": "1", "COYOTES_TABLE_REPORT_FIRST_FRAME": "1"})
    if getattr(sys, "frozen", False):
        # a fresh launch, not a helper of this one: a one-file app unpacks itself again,
        # as it does when a player starts it, instead of borrowing this run's files
        env["PYINSTALLER_RESET_ENVIRONMENT"] = "1"
    return env


def self_command() -> list[str]:
    """How to start this app again in a child process. A frozen executable is the app
    (it reads ``-c`` as one of its own options), so it is run as it is."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "game"]


def time_to_first_frame(runs: int = 3) -> float:
    """Seconds from starting a fresh process to the menu's first flip (median of runs)."""
    results = []
    with tempfile.TemporaryDirectory() as home:
        env = _subprocess_env(home)
        for _ in range(runs):
            t0 = time.time()
            proc = subprocess.run(self_command() + ["--quit-after", "0.2"], env=env,
                                  capture_output=True, text=True, timeout=60)
            for line in proc.stdout.splitlines():
                if line.startswith("FIRST_FRAME "):
                    results.append(float(line.split()[1]) - t0)
                    break
            else:
                raise RuntimeError("the app did not report a first frame:\n" + proc.stderr)
    return statistics.median(results)


def idle_cpu(seconds: float = 5.0, table: str | None = None,
             size: tuple[int, int] | None = None) -> float:
    """Share of one core the app uses while it sits idle for ``seconds``: the menu, or
    with ``table`` that game's table at ``size`` while it waits for a human's decision.
    Measured in a fresh child process running the real loop (``App.run``)."""
    return idle_probe(seconds, table, size)["share"]


def idle_probe(seconds: float = 5.0, table: str | None = None,
               size: tuple[int, int] | None = None) -> dict[str, Any]:
    """What the child's idle probe reports: ``share`` of one core, the ``frames`` drawn
    while measured, and for a table the ``state`` it was measured in."""
    with tempfile.TemporaryDirectory() as home:
        env = _subprocess_env(home)
        env.pop("COYOTES_TABLE_REPORT_FIRST_FRAME")
        env.pop(IDLE_TABLE_ENV, None)
        env.pop(IDLE_SIZE_ENV, None)
        if table is not None:
            env[IDLE_TABLE_ENV] = table
        if size is not None:
            env[IDLE_SIZE_ENV] = f"{size[0]}x{size[1]}"
        proc = subprocess.run(self_command() + ["--idle-probe", repr(float(seconds))],
                              env=env, capture_output=True, text=True, timeout=seconds + 120)
        for line in proc.stdout.splitlines():
            if line.startswith("IDLE "):
                out: dict[str, Any] = {"share": float(line.split()[1])}
                for word in line.split()[2:]:
                    k, _, v = word.partition("=")
                    out[k] = int(v) if v.isdigit() else v
                return out
        raise RuntimeError("the idle probe failed:\n" + proc.stderr[-4000:])


#: the child's idle probe reads which table to wait at, and the window's size, from these
#: (the ``--idle-probe`` option carries only the seconds)
IDLE_TABLE_ENV = "COYOTES_TABLE_IDLE_TABLE"
IDLE_SIZE_ENV = "COYOTES_TABLE_IDLE_SIZE"
#: the window sizes each table's idle share is measured at
IDLE_SIZES = ((800, 600), (1920, 1080))


def _idle_probe(seconds: float) -> None:
    """Run in a child process: open the menu (or a table waiting for a human, when
    ``IDLE_TABLE_ENV`` names one), let it draw, then sit idle in the real loop."""
    from scenes.app import App
    from scenes.menu import MenuScene
    from scenes.tables.glow import BREATHE

    size = os.environ.get(IDLE_SIZE_ENV)
    w, _, h = (size or "1280x720").partition("x")
    app = App((int(w), int(h)))
    app.open_window()
    app.push(MenuScene(app))
    game_id = os.environ.get(IDLE_TABLE_ENV)
    state = ""
    if game_id:
        table = _table_at_human(app, game_id)
    app.frame([], 0.0)
    # settle: first frames, window events; at a table also the lit highlight's first
    # breath (scenes/tables/glow.py), so what is measured is the long wait that follows
    app.run(quit_after=0.5 if not game_id else BREATHE + 1.0)
    if game_id:
        # still at the human's decision after the settling (nothing went on without them)
        before = (len(table.game.history), table.human_to_act())
        state = _human_wanted(app, table)
    frames0 = app.frames
    c0, w0 = time.process_time(), time.perf_counter()
    app.run(quit_after=seconds)
    c1, w1 = time.process_time(), time.perf_counter()
    if game_id:
        after = (len(table.game.history), table.human_to_act())
        if after != before or not _human_wanted(app, table):
            raise RuntimeError(f"{game_id}: the table moved on while measured "
                               f"({before} -> {after})")
    print(f"IDLE {(c1 - c0) / (w1 - w0):.5f} frames={app.frames - frames0}"
          + (f" state={state}" if state else ""), flush=True)


def _human_wanted(app, table) -> str:
    """'' unless ``table`` on top of ``app`` waits for its human's decision with live
    controls (no animation, no bot thinking, no gate); then a word on what is asked."""
    seat = table.human_to_act()
    controls = table.controls
    if app.top is not table or seat is None or table.busy() \
            or table.driver.pending is not None or table.curtain or controls is None \
            or controls.waiting:
        return ""
    legal = table.game.legal_actions(seat)
    lit = getattr(table, "target_places", None) or getattr(table, "reach", None)
    lit = f",{len(lit())}-lit" if lit is not None else ""
    return f"seat{seat}:{legal[0].split()[0] if legal else '-'}({len(legal)}-legal{lit})"


def _table_at_human(app, game_id: str, limit: float = 120.0):
    """Push ``game_id``'s table with a human in the first seat and bots in the rest, and
    play it (animations skipped, as a click would) until the human is asked to decide.
    A table that lights places to pick (``target_places``: the Helena map) is played on,
    the human taking its first legal action, to a decision where some are lit: the
    draft before it is short, a beat on the map is where a player sits and thinks."""
    from game.match import Match
    from game.saves import SeatSpec
    from scenes.tables import table_class

    bots = bot_seats(game_id)
    seats = [SeatSpec("You", "human")] + bots[1:]
    table = table_class(game_id)(app, Match(game_id, seats, {}, 7))
    table.THINK = (0.0, 0.0)  # a bot's visible moment is no part of the measurement
    app.push(table)
    end = time.monotonic() + limit
    lit = getattr(table, "target_places", None)
    while True:
        if time.monotonic() > end or table.game.is_terminal():
            raise RuntimeError(f"{game_id}: no human decision reached")
        if _human_wanted(app, table):
            if lit is None or lit():
                break
            seat = table.human_to_act()
            table.act(seat, table.game.legal_actions(seat)[0])
        if table.busy():
            table.skip_animations()
        if table.driver.pending is not None:
            table.driver.pending.result(timeout=30)
        app.frame([], 1 / 60)
    del table.THINK  # the class's own again for the measured moment
    return table


def table_idle(seconds: float = 5.0, sizes=IDLE_SIZES) -> dict[str, Any]:
    """Each built table's share of one core while it waits for a human's decision, per
    window size: ``{game id: {"800x600": {"share", "frames", "state"}, ...}}``.

    Each figure comes from a fresh process running the real loop: a table with a human
    in the first seat and bots in the rest is played (animations skipped) to the
    human's first decision, left to settle, checked to be still waiting for that human
    with live controls, measured for ``seconds`` and checked again (``_idle_probe``).
    ``frames`` is how many pictures it drew meanwhile (the loop's first one included).
    """
    from game.registry import all_games
    from scenes.tables import has_table

    out: dict[str, Any] = {}
    for info in all_games():
        if not (info.built and has_table(info.id)):
            continue
        row: dict[str, Any] = {}
        for w, h in sizes:
            try:
                row[f"{w}x{h}"] = idle_probe(seconds, info.id, (w, h))
            except (RuntimeError, subprocess.TimeoutExpired) as e:
                row[f"{w}x{h}"] = {"skipped": str(e).strip().splitlines()[-1][:200]}
        out[info.id] = row
    return out


def frames_bench(frames: int = 600, size: tuple[int, int] = (1280, 720), fps: float = 60.0,
                 idle_seconds: float = 5.0, seed: int = 7, anim_speed: float = 1.0
                 ) -> dict[str, Any]:
    """The frame-time benchmark; returns a JSON-able dict of figures."""
    from game.registry import all_games
    from scenes.tables import has_table

    screen = _headless_screen(tuple(size))
    import pygame

    from scenes.app import App
    from scenes.settings_store import Settings

    home = tempfile.mkdtemp(prefix="ct-bench-")
    os.environ["COYOTES_TABLE_HOME"] = home  # no autosave into the player's folders
    app = App(tuple(size), settings=Settings(anim_speed=anim_speed, path=Path(home, "s.json")),
              screen=screen)
    app.owns_window = True  # flip the (dummy) display every frame, like the real loop
    switch = sys.getswitchinterval()
    sys.setswitchinterval(0.001)  # as App.run does
    scenes: dict[str, Any] = {"menu": _bench_menu(app, frames, fps)}
    for info in all_games():
        if info.built and has_table(info.id):
            try:
                scenes[info.id] = _bench_table(app, info.id, frames, fps, seed)
            except ImportError as e:  # a table still being written: say so, measure the rest
                scenes[info.id] = {"skipped": f"table cannot be imported: {e}"}
    app.close()
    app.quit_hooks.clear()
    sys.setswitchinterval(switch)
    pygame.display.quit()
    return {
        "size": list(size), "video_driver": "dummy (software)", "fps_cap": fps,
        "load_average": [round(v, 2) for v in os.getloadavg()] if hasattr(os, "getloadavg")
        else None, "cpus": os.cpu_count(),
        "anim_speed": anim_speed, "scenes": scenes,
        "first_frame_s": round(time_to_first_frame(), 3),
        "idle_cpu_share": round(idle_cpu(idle_seconds), 4),
        "idle_video_driver": os.environ.get("COYOTES_TABLE_BENCH_VIDEO", "dummy"),
        "table_idle": table_idle(idle_seconds),
        "budget": {"p99_ms": 8.0, "first_frame_s": 0.5, "idle_cpu_share": 0.05,
                   "table_idle_share": 0.02},
    }


def format_bench(r: dict[str, Any]) -> str:
    lines = [f"frame times at {r['size'][0]}x{r['size'][1]}, {r['video_driver']}:"]
    for name, s in r["scenes"].items():
        if "skipped" in s:
            lines.append(f"  {name:<18} skipped: {s['skipped']}")
            continue
        extra = f", {s['actions_played']} actions" if "actions_played" in s else ""
        lines.append(f"  {name:<18} median {s['median_ms']:5.2f} ms  p99 {s['p99_ms']:5.2f} ms"
                     f"  max {s['max_ms']:6.2f} ms | main-thread CPU median "
                     f"{s['cpu_median_ms']:5.2f} p99 {s['cpu_p99_ms']:5.2f} ms"
                     f"  ({s['frames']} frames{extra})")
    lines.append(f"time to first frame: {r['first_frame_s']:.3f} s")
    lines.append(f"menu idle CPU: {r['idle_cpu_share'] * 100:.2f}% of one core")
    if r.get("table_idle"):
        lines.append(f"tables waiting for a human's decision, share of one core "
                     f"({r.get('idle_video_driver', 'dummy')} video; budget "
                     f"{r['budget'].get('table_idle_share', 0.02) * 100:.0f}%):")
        for game_id, row in r["table_idle"].items():
            cells = []
            for size, m in row.items():
                if "skipped" in m:
                    cells.append(f"{size} skipped ({m['skipped']})")
                else:
                    cells.append(f"{size} {m['share'] * 100:5.2f}% ({m['frames']} drawn)")
            states = {m.get("state") for m in row.values() if m.get("state")}
            lines.append(f"  {game_id:<18} " + "  ".join(cells)
                         + (f"  at {', '.join(sorted(states))}" if states else ""))
    if r.get("load_average"):
        lines.append(f"machine load average while measuring: {r['load_average']} "
                     f"on {r['cpus']} CPUs")
    return "\n".join(lines)


def format_table_idle(r: dict[str, Any]) -> str:
    """Only the tables' idle lines of ``format_bench``."""
    full = format_bench({"size": [0, 0], "video_driver": "", "scenes": {},
                         "first_frame_s": 0.0, "idle_cpu_share": 0.0,
                         "idle_video_driver": r["idle_video_driver"], "table_idle": r["tables"],
                         "budget": {"table_idle_share": 0.02}})
    return "\n".join(full.splitlines()[3:])


if __name__ == "__main__":  # python -m scenes.tools [--json] [--idle-only]
    if "--idle-only" in sys.argv:  # the tables' idle shares alone (a minute or two)
        result = {"idle_video_driver": os.environ.get("COYOTES_TABLE_BENCH_VIDEO", "dummy"),
                  "tables": table_idle()}
        print(json.dumps(result, indent=1) if "--json" in sys.argv
              else format_table_idle(result))
    else:
        result = frames_bench()
        print(json.dumps(result, indent=1) if "--json" in sys.argv else format_bench(result))
