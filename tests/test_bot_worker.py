"""The bot worker: a process of its own, that never outlives the app.

A hard kill of the app (SIGKILL: no goodbye, no atexit) used to leave the worker and
Python's resource tracker running. The worker now watches its parent and ends
itself; with it gone, the tracker ends too.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CHILD = """
import sys, time
from scenes import bot_worker
pool = bot_worker.process_pool()
print(pool.submit(bot_worker.worker_pid).result(timeout=60), flush=True)
time.sleep(600)
"""


def descendants(pid: int) -> set[int]:
    """Every process below ``pid`` (read from /proc)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            parents[int(entry.name)] = ppid
    out, frontier = set(), {pid}
    while frontier:
        kids = {p for p, pp in parents.items() if pp in frontier}
        out |= kids
        frontier = kids
    return out


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"  # a zombie has ended


def kill_and_check(cmd: list[str], ready, home: Path) -> None:
    """Start ``cmd``, wait until ``ready(line)`` says its bot worker runs, SIGKILL it, and
    check that every process it had started ends (within a generous bound)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONUNBUFFERED="1", COYOTES_TABLE_HOME=str(home))
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=env, cwd=str(ROOT))
    try:
        for line in proc.stdout:
            if ready(line):
                break
        else:
            pytest.fail(f"the app ended before its bot worker started (exit {proc.wait()})")
        kids = descendants(proc.pid)
        assert kids, "no worker process was started"
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and any(alive(k) for k in kids):
            time.sleep(0.1)
        left = [k for k in kids if alive(k)]
        assert not left, f"still running after the app was killed: {left}"
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.stdout.close()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_killed_app_leaves_no_worker_and_no_tracker_behind(tmp_path):
    worker = []

    def ready(line: str) -> bool:
        worker.append(int(line))
        return True

    kill_and_check([sys.executable, "-c", CHILD], ready, tmp_path)
    assert worker[0] != os.getpid()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_real_app_killed_at_a_bots_table_leaves_nothing_behind(tmp_path):
    # the smoke test starts the worker, then plays bots' games at real tables
    kill_and_check([sys.executable, "-m", "game", "--smoke-test"],
                   lambda line: line.startswith("ok    bot worker process"), tmp_path)


def test_a_frozen_app_uses_a_worker_process_too(monkeypatch):
    """Frozen builds ran bots on a thread; the frozen smoke test in the build (CI) checks
    the worker really starts there. Here: being frozen no longer turns processes off."""
    import importlib

    from scenes import bot_worker

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    try:
        importlib.reload(bot_worker)
        assert bot_worker._use_processes
    finally:
        monkeypatch.delattr(sys, "frozen")
        importlib.reload(bot_worker)
    pool = bot_worker.process_pool()
    assert pool is not None
    assert pool.submit(bot_worker.worker_pid).result(timeout=60) != os.getpid()


EXIT_RACE = """
import sys
from scenes import bot_worker
from game.cli import main
# a worker still starting (its first answer on the way) when the command ends: the
# interpreter's own exit hook used to race that answer ("Bad file descriptor")
bot_worker.warm_up()
sys.exit(main(["games"]))
"""


def test_a_command_ends_its_worker_before_the_interpreter_does():
    for _ in range(3):
        proc = subprocess.run([sys.executable, "-c", EXIT_RACE], cwd=ROOT, timeout=120,
                              capture_output=True, text=True,
                              env={**os.environ, "SDL_VIDEODRIVER": "dummy",
                                   "SDL_AUDIODRIVER": "dummy"})
        assert proc.returncode == 0, proc.stderr
        assert "Traceback" not in proc.stderr, proc.stderr


def test_shutdown_leaves_no_exit_hook_work():
    import concurrent.futures.process as cfp

    from scenes import bot_worker

    pool = bot_worker.process_pool()
    if pool is None:
        pytest.skip("no worker process here")
    assert pool.submit(bot_worker.worker_pid).result(timeout=60) != os.getpid()
    bot_worker.shutdown()
    assert bot_worker._PROCS is None
    assert not list(cfp._threads_wakeups.items())


def test_every_registered_bot_can_be_sent_to_the_worker_before_and_after_a_game():
    # the app pickles bots to its worker process; a lambda kept on a bot (seen once,
    # in the Tilsit Hard's round record) broke every Tilsit table with a human
    import pickle

    from game.match import Match
    from game.registry import all_games, built_game, make_bot
    from game.saves import SeatSpec
    from game.tournament import drive

    checked = 0
    for info in all_games():
        if not info.built:
            continue
        info = built_game(info.id)  # loads the engine and its bots
        checked += len(info.bots)
        for kind in info.bots:
            pickle.dumps(make_bot(info.id, kind, 0, 1))
        seats = max(info.min_seats, min(3, info.max_seats))
        kinds = [k for k in ("hard", "medium", "easy") if k in info.bots][:seats]
        kinds += ["random"] * (seats - len(kinds))
        m = Match(info.id, [SeatSpec(f"s{i}", k) for i, k in enumerate(kinds)], {}, 1)
        drive(m)
        for bot in m.bots.values():
            pickle.dumps(bot)
    assert checked > 20
