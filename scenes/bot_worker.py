"""Where bots think: one worker process, so a thinking bot never stalls a frame.

A thread would share the interpreter lock: a strong bot's 100 ms of search would
then steal time from every frame drawn meanwhile. One worker is enough (machine
seats think one after another) and keeps decisions in order. The worker is a
spawned process in the source app and in the frozen app alike (the frozen entry
point calls ``multiprocessing.freeze_support()``); any failure to start it, or to
send a bot across, falls back to a thread: slower frames, same moves.

The worker watches its parent and ends itself when the parent is gone, so a
killed app leaves no worker (nor, once the worker is gone, the resource tracker
that Python runs beside it).
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

log = logging.getLogger(__name__)

_PROCS: ProcessPoolExecutor | None = None
_THREADS: ThreadPoolExecutor | None = None
_use_processes = True


def thread_pool() -> ThreadPoolExecutor:
    global _THREADS
    if _THREADS is None:
        _THREADS = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
    return _THREADS


def process_pool() -> ProcessPoolExecutor | None:
    """The worker process pool, started on first use (None: use a thread)."""
    global _PROCS, _use_processes
    if _PROCS is None and _use_processes:
        try:
            # spawn: a clean child everywhere (forking a process that runs SDL is unsafe)
            _PROCS = ProcessPoolExecutor(max_workers=1,
                                         mp_context=multiprocessing.get_context("spawn"),
                                         initializer=_watch_parent)
        except (OSError, ValueError, NotImplementedError):
            log.warning("no worker process for bots; using a thread", exc_info=True)
            _use_processes = False
    return _PROCS


def process_failed() -> None:
    """The worker died or cannot take a bot: think on a thread from now on."""
    global _PROCS, _use_processes
    _use_processes = False
    if _PROCS is not None:
        _PROCS.shutdown(wait=False, cancel_futures=True)
        _PROCS = None


def shutdown() -> None:
    """End the worker now and wait for it (at the end of a command or of the app):
    left to the interpreter's exit hook, its shutdown can race an answer arriving at
    the same moment and print a "Bad file descriptor" traceback."""
    global _PROCS
    pool, _PROCS = _PROCS, None
    if pool is not None:
        try:
            pool.shutdown(wait=True, cancel_futures=True)
        except (OSError, RuntimeError):
            log.warning("the bot worker did not end cleanly", exc_info=True)


def warm_up() -> None:
    """Start the bot worker early (it imports the engines once, off the frame loop)."""
    pool = process_pool()
    if pool is not None:
        try:
            pool.submit(worker_pid)
        except (RuntimeError, BrokenProcessPool):
            process_failed()


def worker_pid() -> int:
    """Run in the worker: its process id (the smoke test checks it is not the app's)."""
    return os.getpid()


def decide_remote(bot: Any, obs: dict, legal: list[str]) -> tuple[str, Any, float]:
    """Run in the worker: the bot's choice, and the bot itself (its random state moved)."""
    t0 = time.perf_counter()
    action = bot.act(obs, legal)
    return action, bot, time.perf_counter() - t0


def _watch_parent() -> None:
    """Run in the worker as it starts: end it as soon as the app that started it is gone
    (a killed app never says goodbye)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()  # returns when the parent process has ended, however it ended
        os._exit(0)
    threading.Thread(target=watch, name="watch-parent", daemon=True).start()
