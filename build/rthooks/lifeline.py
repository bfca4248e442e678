"""PyInstaller runtime hook: nothing of a one-file build outlives the process started.

Runs in every process of the frozen app before its own code. It matters only in a
one-file build, whose executable is two processes: the bootloader (the process the
user started) unpacks the app into a temp folder (``sys._MEIPASS``), starts a child
that runs Python, waits for it and then removes the folder. It forwards the usual
signals to the child, so a plain kill, Ctrl+C or a closed terminal end both; and if
the child dies, even by SIGKILL, the bootloader tidies up and ends. But the
bootloader itself may be SIGKILLed (a task manager, ``kill -9``): then the child
went on playing under PID 1 and the folder stayed.

So the child (the app) watches its parent. When the bootloader is gone, the app is
the last one who can remove the unpacked folder: it starts ``rm -rf`` on it (on Linux
and macOS a running program's files may be unlinked) and ends at once; the game in play is
already autosaved after every move. The bot worker, spawned from the app, watches
the app the same way from its first instruction (``scenes/bot_worker.py`` adds its
own watch once running), and the resource tracker ends when both are gone.

One window is left: a bootloader killed while it unpacks, before the app runs, leaves
a partly filled folder and nobody to remove it. So the app, as it starts, removes such
leftovers: a ``_MEI…`` folder of this user whose name carries the process id of a
bootloader that is gone, and that no running process uses.

One-folder builds, where the app's parent is whatever started it, are left alone.
"""

from __future__ import annotations


def _parent_exe(pid: int) -> str | None:
    """The executable of process ``pid`` (Linux): "" if it is gone or another user's,
    None if it cannot be told (then the parent is taken to be there)."""
    import os

    try:
        return os.path.realpath(os.readlink(f"/proc/{pid}/exe"))
    except PermissionError:
        return "" if pid == 1 else None
    except OSError:
        return ""


def _wait_for_exit(pid: int) -> None:
    """Block until process ``pid`` (this process's parent) has ended."""
    import os
    import time

    if os.name == "nt":
        import ctypes

        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        kernel32.OpenProcess.restype = ctypes.c_void_p
        kernel32.OpenProcess.argtypes = [ctypes.c_uint32, ctypes.c_int, ctypes.c_uint32]
        kernel32.WaitForSingleObject.argtypes = [ctypes.c_void_p, ctypes.c_uint32]
        handle = kernel32.OpenProcess(0x00100000, False, pid)  # SYNCHRONIZE
        if handle:
            kernel32.WaitForSingleObject(handle, 0xFFFFFFFF)  # INFINITE
            return
        if ctypes.get_last_error() == 87:  # ERROR_INVALID_PARAMETER: no such process
            return
        while True:  # cannot watch it (access denied?): never take the app down for it
            time.sleep(3600)
    pidfd = None
    if hasattr(os, "pidfd_open"):  # Linux: sleep until it ends, no polling
        try:
            pidfd = os.pidfd_open(pid)
        except OSError:
            pidfd = None
    if pidfd is not None and os.getppid() == pid:
        import select

        select.select([pidfd], [], [])
        return
    while os.getppid() == pid:  # elsewhere: an orphan is adopted by another process
        time.sleep(0.25)


def _remove_later_on_windows(folder: str) -> None:
    """Windows keeps a running program's files: a detached shell removes the folder a
    moment after this process (and the bot worker) ended."""
    import subprocess

    flags = 0x00000008 | 0x00000200 | 0x08000000  # DETACHED, NEW_GROUP, NO_WINDOW
    subprocess.Popen(f'cmd /c ping -n 4 127.0.0.1 >nul & rmdir /s /q "{folder}"',
                     creationflags=flags, close_fds=True)


def _orphaned(folder: str) -> None:
    """The bootloader is gone: remove what it unpacked, and end.

    The removal runs in a process of its own (``rm -rf``), started before this one
    ends: done on a thread here, it raced the main thread, which, finding its files
    going, could end the process half way and leave the folder half removed."""
    import os
    import shutil

    try:
        if os.name == "nt":
            _remove_later_on_windows(folder)
        elif os.path.exists("/bin/rm") and hasattr(os, "posix_spawn"):
            # a clean environment: ours points the loader at the folder being removed
            os.posix_spawn("/bin/rm", ["rm", "-rf", "--", folder], {"PATH": "/usr/bin:/bin"})
        else:
            shutil.rmtree(folder, ignore_errors=True)
    finally:
        os._exit(1)


def _sweep(folder: str) -> None:
    """Remove the unpacked folders that bootloaders killed mid-unpacking left behind.
    PyInstaller names each ``_MEI<pid in 8 hex digits><6 random>`` after the bootloader
    that made it; a folder is taken only if it is this user's, that process is gone,
    and (Linux) no process maps a file from it."""
    import os
    import re
    import shutil

    parent = os.path.dirname(os.path.normpath(folder))
    mine = os.path.basename(os.path.normpath(folder))
    stale = []
    try:
        entries = list(os.scandir(parent))
    except OSError:
        return
    for entry in entries:
        m = re.fullmatch(r"_MEI([0-9a-f]{8})\w{6}", entry.name)
        if not m or entry.name == mine:
            continue
        try:
            if not entry.is_dir(follow_symlinks=False) or entry.stat().st_uid != os.getuid():
                continue
            os.kill(int(m.group(1), 16), 0)
            continue  # its bootloader still runs (or the id was taken again): leave it
        except ProcessLookupError:
            stale.append(entry.path)
        except (OSError, ValueError):
            continue
    if stale and os.path.isdir("/proc"):
        for pid in os.listdir("/proc"):
            try:
                with open(f"/proc/{pid}/maps", encoding="utf-8", errors="replace") as f:
                    used = f.read()
            except OSError:
                continue
            stale = [path for path in stale if path + os.sep not in used]
    for path in stale:
        shutil.rmtree(path, ignore_errors=True)


def _install() -> None:
    import os
    import sys
    import threading

    folder = getattr(sys, "_MEIPASS", None)
    if not getattr(sys, "frozen", False) or not folder:
        return
    if not os.path.basename(os.path.normpath(folder)).startswith("_MEI"):
        return  # one folder: nothing is unpacked, and the app's parent is not ours
    ppid = os.getppid()
    argv = sys.argv[1:]
    home = os.path.realpath(os.environ.get("_PYI_ARCHIVE_FILE") or sys.executable)
    parent_gone = (_parent_exe(ppid) not in (None, home) if sys.platform.startswith("linux")
                   else os.name != "nt" and ppid == 1)
    if "--multiprocessing-fork" in argv:  # the bot worker: ends with the app
        if parent_gone:
            os._exit(0)
        target = lambda: (_wait_for_exit(ppid), os._exit(0))  # noqa: E731
    elif "-c" in argv or os.environ.get("COYOTES_TABLE_APP_PID") == str(ppid):
        return  # the resource tracker (ends when its pipe closes) or another helper
    else:  # the app itself, child of the bootloader
        os.environ["COYOTES_TABLE_APP_PID"] = str(os.getpid())
        if parent_gone:
            _orphaned(folder)  # the bootloader died before we got here
        if hasattr(os, "getuid"):
            threading.Thread(target=_sweep, args=(folder,), name="sweep", daemon=True).start()
        target = lambda: (_wait_for_exit(ppid), _orphaned(folder))  # noqa: E731
    threading.Thread(target=target, name="lifeline", daemon=True).start()


_install()
