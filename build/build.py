"""Build the standalone Coyote's Table executable with PyInstaller.

    python build/build.py              # one folder: build/out/coyotes-table/
    python build/build.py --onefile    # one file:   build/out/onefile/coyotes-table[.exe]

Needs the build extra (``pip install -e '.[build]'``); installs nothing itself.
Prints the build time and the output's size. Further options:

    --zip              also pack the output into build/out/coyotes-table-VERSION-OS-ARCH.zip
    --smoke-test       run the built executable's ``--smoke-test`` afterwards
    --measure N        launch the built executable N times and print the time from
                       launch to its first frame (skips the build with --no-build)
    --no-build         use the build already in build/out
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "coyotes_table.spec"
OUT = ROOT / "build" / "out"
WORK = ROOT / "build" / "work"
NAME = "coyotes-table"
EXE_SUFFIX = ".exe" if sys.platform == "win32" else ""
# With COYOTES_TABLE_REPORT_FIRST_FRAME=1 the app prints "FIRST_FRAME <unix time>"
# when its first frame is on screen.
FIRST_FRAME = re.compile(r"^FIRST_FRAME ([0-9.]+)")


def version() -> str:
    text = (ROOT / "game" / "__init__.py").read_text("utf-8")
    return re.search(r'__version__ = "([^"]+)"', text).group(1)


def executable(onefile: bool) -> Path:
    if onefile:
        return OUT / "onefile" / (NAME + EXE_SUFFIX)
    return OUT / NAME / (NAME + EXE_SUFFIX)


def size_of(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def mib(n: int) -> str:
    return f"{n / 2**20:.1f} MiB"


def build(onefile: bool) -> Path:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        sys.exit("PyInstaller is missing: pip install -e '.[build]'")
    mode = "onefile" if onefile else "onedir"
    dist = OUT / "onefile" if onefile else OUT
    cmd = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--clean",
           "--log-level", "WARN", "--distpath", str(dist), "--workpath", str(WORK / mode)]
    if onefile:
        cmd += ["--", "--onefile"]
    print("$", " ".join(cmd), flush=True)
    t0 = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, check=True)
    took = time.perf_counter() - t0
    target = executable(onefile)
    shipped = target if onefile else target.parent
    print(f"build time ({mode}): {took:.1f} s")
    print(f"output size ({mode}): {mib(size_of(shipped))}  {shipped}")
    return target


def make_zip(onefile: bool) -> Path:
    target = executable(onefile)
    shipped = target if onefile else target.parent
    arch = platform.machine().lower() or "unknown"
    osname = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
    kind = "-onefile" if onefile else ""
    archive = OUT / f"{NAME}-{version()}-{osname}-{arch}{kind}.zip"
    archive.unlink(missing_ok=True)
    app = OUT / "Coyote's Table.app"
    if sys.platform == "darwin" and not onefile and app.is_dir():
        # ditto keeps the bundle's symlinks and signatures, which zipfile would not.
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(app), str(archive)],
                       check=True)
    else:
        files = [shipped] if onefile else sorted(p for p in shipped.rglob("*") if p.is_file())
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
            for p in files:  # from_file keeps the executable bit
                z.write(p, p.relative_to(shipped.parent))
    print(f"zip size: {mib(archive.stat().st_size)}  {archive}")
    return archive


def smoke_test(target: Path) -> int:
    """The built app's own smoke test, then every headless command run by the built
    executable itself (a frozen app must do all that the source app does)."""
    import tempfile

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    t0 = time.perf_counter()
    code = subprocess.run([str(target), "--smoke-test"], env=env).returncode
    print(f"smoke test: exit {code} in {time.perf_counter() - t0:.1f} s")
    with tempfile.TemporaryDirectory() as tmp:
        env["COYOTES_TABLE_HOME"] = tmp
        save = str(Path(tmp, "smoke.json"))
        commands = [
            ["games", "--json"],
            ["play", "coyote-moon", "--seats", "easy,medium", "--seed", "3", "--save", save],
            ["replay", save],
            ["tournament", "coyote-heidelbaer", "--seats", "easy,medium", "--games", "4"],
            ["bench", "coyote-heidelbaer", "--quick", "--json"],
            ["snapshot", "table-mid", "--game", "coyote-tilsit", "-o",
             str(Path(tmp, "shot.png"))],
            ["frames", "--json", "--frames", "60", "--idle-seconds", "1"],
            ["--quit-after", "0.5"],
        ]
        for args in commands:
            t1 = time.perf_counter()
            proc = subprocess.run([str(target), *args], env=env, capture_output=True,
                                  text=True, timeout=600)
            took = time.perf_counter() - t1
            ok = proc.returncode == 0 and "Traceback" not in proc.stderr
            if ok and "--json" in args:
                try:
                    json.loads(proc.stdout)
                except ValueError:
                    ok = False
            print(f"  {'ok  ' if ok else 'FAIL'} {' '.join(args[:2])} ({took:.1f} s)")
            if not ok:
                print(proc.stdout[-2000:], proc.stderr[-2000:], sep="\n")
                code = code or 1
        if sys.platform.startswith("linux"):
            t1 = time.perf_counter()
            left = kill_check(target, env)
            print(f"  {'FAIL' if left else 'ok  '} hard kill with the bot worker running "
                  f"({time.perf_counter() - t1:.1f} s){': left ' + left if left else ''}")
            code = code or (1 if left else 0)
    return code


def _children() -> dict[int, list[int]]:
    """Every process's children, read from /proc (Linux)."""
    kids: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        try:
            stat = (entry / "stat").read_text()
        except (OSError, ValueError):
            continue
        if entry.name.isdigit():  # the parent pid follows the state, after the name
            kids.setdefault(int(stat.rsplit(")", 1)[1].split()[1]), []).append(int(entry.name))
    return kids


def _running(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:  # ended meanwhile
        return b""


def kill_check(target: Path, env: dict[str, str]) -> str:
    """SIGKILL the built app once its bot worker runs; '' if every process it started
    ends by itself, else the ones left. The process killed is the worker's parent (in a
    one-file build the bootloader above it then tidies its unpacked files away)."""
    import signal

    proc = subprocess.Popen([str(target), "--smoke-test"], env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        for line in proc.stdout:
            if line.startswith("ok    bot worker process"):
                break
        else:
            return "nothing: the app ended before its bot worker started"
        kids, family, frontier = _children(), set(), [proc.pid]
        while frontier:
            pid = frontier.pop()
            family.add(pid)
            frontier += kids.get(pid, [])
        parent = next((p for p in family for k in kids.get(p, [])
                       if b"--multiprocessing-fork" in _cmdline(k)), None)
        if parent is None:
            return "nothing: no bot worker process was found"
        os.kill(parent, signal.SIGKILL)
        proc.wait(timeout=60)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and any(_running(p) for p in family):
            time.sleep(0.1)
        return " ".join(str(p) for p in sorted(family) if _running(p))
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stdout.close()


def first_frame_time(target: Path, timeout: float = 60.0) -> float | None:
    """Seconds from launching ``target`` to its first frame (None: it never said)."""
    env = dict(os.environ, COYOTES_TABLE_REPORT_FIRST_FRAME="1", PYTHONUNBUFFERED="1")
    launched = time.time()
    proc = subprocess.Popen([str(target), "--quit-after", "1"], env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    found = None
    try:
        for line in proc.stdout:
            m = FIRST_FRAME.match(line)
            if m:
                found = float(m.group(1)) - launched
                break
            if time.time() - launched > timeout:
                break
        # Let it close by itself (--quit-after): a killed one-file build would leave
        # its unpacked copy behind in the temp folder.
        proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        found = None
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return found


def measure(target: Path, runs: int) -> int:
    driver = os.environ.get("SDL_VIDEODRIVER", "default")
    times = []
    for _ in range(runs):
        t = first_frame_time(target)
        if t is None:
            print("the executable printed no FIRST_FRAME line")
            return 1
        times.append(t)
    print(f"launch to first frame ({target.name}, SDL_VIDEODRIVER={driver}, {runs} runs): "
          f"median {statistics.median(times):.3f} s, min {min(times):.3f} s, "
          f"max {max(times):.3f} s")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--onefile", action="store_true", help="build a single executable file")
    ap.add_argument("--zip", action="store_true", help="pack the output into a zip")
    ap.add_argument("--smoke-test", action="store_true", help="run the built smoke test")
    ap.add_argument("--measure", type=int, metavar="N", default=0,
                    help="time launch to first frame over N launches")
    ap.add_argument("--no-build", action="store_true", help="reuse the existing build")
    args = ap.parse_args(argv)

    target = executable(args.onefile) if args.no_build else build(args.onefile)
    if not target.exists():
        print(f"no executable at {target}")
        return 1
    if args.zip:
        make_zip(args.onefile)
    status = 0
    if args.smoke_test:
        status = smoke_test(target) or status
    if args.measure:
        status = measure(target, args.measure) or status
    return status


if __name__ == "__main__":
    sys.exit(main())
