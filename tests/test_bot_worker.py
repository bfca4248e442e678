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


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_killed_app_leaves_no_worker_and_no_tracker_behind():
    proc = subprocess.Popen([sys.executable, "-c", CHILD], stdout=subprocess.PIPE, text=True,
                            cwd=str(Path(__file__).resolve().parent.parent))
    try:
        worker = int(proc.stdout.readline())
        kids = descendants(proc.pid)
        assert worker in kids and worker != proc.pid
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
