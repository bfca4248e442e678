"""Build the standalone Coyote's Table executable with PyInstaller.

    python build/build.py              # one folder: build/out/coyotes-table/
    python build/build.py --onefile    # one file:   build/out/onefile/coyotes-table[.exe]

Needs the build extra (``pip install -e '.[build]'``); installs nothing itself.
Prints the build time and the output's size. Further options:

    --package          also pack the output for download: build/out/coyotes-table-VERSION-OS-ARCH
                       .tar.gz on Linux (keeps the libraries' symlinks), .zip elsewhere
                       (symlinks kept as links), each with a .sha256 beside it; the
                       archive is unpacked again into a fresh folder and checked
                       (same size, same links, checksum); --zip does the same
    --smoke-test       run the built executable's ``--smoke-test`` afterwards
    --measure N        launch the built executable N times and print the time from
                       launch to its first frame (skips the build with --no-build)
    --no-build         use the build already in build/out
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import re
import shutil
import stat
import statistics
import subprocess
import sys
import tarfile
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


def tree(path: Path) -> dict[str, tuple[str, int | str]]:
    """What a folder holds: each file's size and mode, each symlink's target."""
    out: dict[str, tuple[str, int | str]] = {}
    for p in sorted(path.rglob("*")):
        rel = p.relative_to(path).as_posix()
        if p.is_symlink():
            out[rel] = ("link", os.readlink(p))
        elif p.is_file():
            out[rel] = ("file", p.stat().st_size)
    return out


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
    add_beside(target.parent)
    print(f"build time ({mode}): {took:.1f} s")
    print(f"output size ({mode}): {mib(size_of(shipped))}  {shipped}")
    if sys.platform.startswith("linux") and not onefile:
        floor = glibc_floor(shipped)
        if floor:
            print(f"needs glibc {floor[0]} or newer (asked for by {', '.join(floor[1])})")
    return target


def glibc_floor(folder: Path) -> tuple[str, list[str]] | None:
    """The newest glibc symbol version any bundled ELF file asks for, and which files
    ask for it (``objdump -T``); None without objdump."""
    if not shutil.which("objdump"):
        return None
    need: dict[tuple[int, ...], list[str]] = {}
    for p in sorted(folder.rglob("*")):
        if p.is_symlink() or not p.is_file():
            continue
        with open(p, "rb") as f:
            if f.read(4) != b"\x7fELF":
                continue
        out = subprocess.run(["objdump", "-T", str(p)], capture_output=True, text=True).stdout
        versions = {tuple(map(int, v.split("."))) for v in re.findall(r"GLIBC_([0-9.]+)\)", out)}
        if versions:
            need.setdefault(max(versions), []).append(p.name)
    if not need:
        return None
    top = max(need)
    return ".".join(map(str, top)), need[top]


# What a download carries beside the program: the licence, the README, the third-party
# notices the spec gathered, and on Linux a desktop entry, its icon and an install step.
BESIDE = {"LICENSE.txt": ROOT / "LICENSE", "README.md": ROOT / "README.md"}
LINUX_BESIDE = {"coyotes-table.desktop": ROOT / "build" / "linux" / "coyotes-table.desktop",
                "install-desktop.sh": ROOT / "build" / "linux" / "install-desktop.sh",
                "coyotes-table.png": ROOT / "assets" / "icon.png"}


def add_beside(folder: Path) -> None:
    files = dict(BESIDE)
    onefile = folder.name == "onefile"
    # written by the spec into PyInstaller's work folder for this build
    files["NOTICES.txt"] = WORK / ("onefile" if onefile else "onedir") / "coyotes_table" / \
        "NOTICES.txt"
    if sys.platform.startswith("linux"):
        files.update(LINUX_BESIDE)
    for name, src in files.items():
        shutil.copy2(src, folder / name)


def download_folder(onefile: bool) -> Path:
    """The folder a download unpacks to."""
    if onefile:
        return OUT / "onefile"
    return executable(False).parent


def archive_name(onefile: bool) -> str:
    arch = platform.machine().lower() or "unknown"
    osname = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
    kind = "-onefile" if onefile else ""
    return f"{NAME}-{version()}-{osname}-{arch}{kind}"


def zip_folder(folder: Path, archive: Path, top: str) -> None:
    """Zip a folder, keeping symlinks as links (as Info-ZIP's ``zip -y`` stores them),
    so the unpacked copy is the same size as the build."""
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for p in sorted(folder.rglob("*")):
            name = f"{top}/{p.relative_to(folder).as_posix()}"
            if p.is_symlink():
                info = zipfile.ZipInfo(name, date_time=time.localtime(p.lstat().st_mtime)[:6])
                info.create_system = 3  # Unix: the mode below is read
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
                z.writestr(info, os.readlink(p))
            elif p.is_file():
                z.write(p, name)  # keeps the executable bit


def package(onefile: bool) -> Path:
    """Pack the download, write its SHA-256 beside it, unpack it into a fresh folder
    and check it is the build: same files and sizes, same symlinks."""
    folder = download_folder(onefile)
    base = archive_name(onefile)
    app = OUT / "Coyote's Table.app"
    if sys.platform.startswith("linux"):
        archive = OUT / f"{base}.tar.gz"
        archive.unlink(missing_ok=True)
        with tarfile.open(archive, "w:gz", compresslevel=9) as tar:
            tar.add(folder, arcname=base)  # symlinks stay symlinks
    elif sys.platform == "darwin" and not onefile and app.is_dir():
        archive = OUT / f"{base}.zip"
        archive.unlink(missing_ok=True)
        # ditto keeps the bundle's symlinks and signatures.
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(app), str(archive)],
                       check=True)
    else:
        archive = OUT / f"{base}.zip"
        archive.unlink(missing_ok=True)
        zip_folder(folder, archive, base)
    digest = write_checksum(archive)
    print(f"archive size: {mib(archive.stat().st_size)}  {archive}")
    print(f"sha256: {digest}  ({archive.name}.sha256)")
    if not (sys.platform == "darwin" and archive.suffix == ".zip" and not onefile):
        check_unpacked(archive, folder)
    return archive


def write_checksum(archive: Path) -> str:
    digest = sha256_of(archive)
    Path(f"{archive}.sha256").write_text(f"{digest}  {archive.name}\n", encoding="utf-8")
    return digest


def sha256_of(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def verify_checksum(archive: Path) -> bool:
    """What ``sha256sum -c`` does, for the file written beside the archive."""
    expected, name = Path(f"{archive}.sha256").read_text("utf-8").split()
    return name == archive.name and sha256_of(archive) == expected


def unpack(archive: Path, into: Path) -> Path:
    """Unpack as a user would (tar, or unzip; links restored), return the top folder."""
    if archive.name.endswith(".tar.gz"):
        with tarfile.open(archive) as tar:
            tar.extractall(into, filter="tar" if hasattr(tarfile, "data_filter") else None)
    elif shutil.which("unzip") and sys.platform != "win32":
        subprocess.run(["unzip", "-q", str(archive), "-d", str(into)], check=True)
    else:
        with zipfile.ZipFile(archive) as z:
            for info in z.infolist():
                mode = info.external_attr >> 16
                dest = into / info.filename
                if stat.S_ISLNK(mode):
                    dest.parent.mkdir(parents=True, exist_ok=True)
                    os.symlink(z.read(info).decode(), dest)
                else:
                    z.extract(info, into)
                    if mode & 0o111:
                        dest.chmod(mode & 0o777)
    (top,) = list(into.iterdir())
    return top


def check_unpacked(archive: Path, folder: Path) -> None:
    import tempfile

    if not verify_checksum(archive):
        sys.exit(f"the checksum beside {archive.name} does not match it")
    with tempfile.TemporaryDirectory() as tmp:
        top = unpack(archive, Path(tmp))
        built, unpacked = tree(folder), tree(top)
        links = sum(1 for kind, _ in built.values() if kind == "link")
        print(f"unpacked size: {mib(size_of(top))} (built {mib(size_of(folder))}), "
              f"{links} symlinks kept; checksum verified")
        if built != unpacked:
            diff = sorted(set(built.items()) ^ set(unpacked.items()))[:10]
            sys.exit(f"the unpacked download differs from the build: {diff}")


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
            if target.parent.name == "onefile":
                code = onefile_kill_checks(target, env) or code
    return code


def _marked(marker: str) -> list[int]:
    """Live processes whose environment carries ``marker`` (Linux)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if marker.encode() in (entry / "environ").read_bytes() and _running(
                        int(entry.name)):
                    found.append(int(entry.name))
            except OSError:
                continue
    return found


# Which process of a one-file build to SIGKILL, and when: once its bot worker runs, or
# a moment after launch (while it unpacks, while Python starts, while the menu opens).
ONEFILE_KILLS = [("bootloader", "worker"), ("app", "worker"), ("worker", "worker"),
                 ("resource tracker", "worker")] + [
    ("bootloader", t) for t in (0.05, 0.2, 0.4, 0.6, 0.8, 1.0, 1.5)] + [
    ("app", t) for t in (0.6, 1.5)]


def onefile_kill_checks(target: Path, env: dict[str, str]) -> int:
    """Kill each process of the one-file build, at several moments; after each, no
    process of the app may be left and no unpacked folder in its temp folder. (Where a
    helper was killed, the app, which goes on, is then ended as a user would: SIGTERM
    to the process they started.)"""
    failed = 0
    for who, when in ONEFILE_KILLS:
        t1 = time.perf_counter()
        left = onefile_kill(target, env, who, when)
        moment = "with the bot worker running" if when == "worker" else f"at {when} s"
        if not left and who == "bootloader" and when != "worker" and \
                _last_early_unpack[0]:
            moment += " (while unpacking: its leftover removed by the next launch)"
        print(f"  {'FAIL' if left else 'ok  '} one file: SIGKILL the {who} {moment} "
              f"({time.perf_counter() - t1:.1f} s){': left ' + left if left else ''}")
        failed |= bool(left)
    return int(failed)


_last_early_unpack = [False]  # set by onefile_kill: the last kill came while unpacking


def onefile_kill(target: Path, env: dict[str, str], who: str, when) -> str:
    import signal
    import tempfile
    import uuid

    marker = f"COYOTES_TABLE_KILL_CHECK={uuid.uuid4().hex}"
    _last_early_unpack[0] = False
    tmp = Path(tempfile.mkdtemp(prefix="coyotes-kill-"))
    run_env = dict(env, TMPDIR=str(tmp), **dict([marker.split("=")]))
    proc = subprocess.Popen([str(target), "--smoke-test"], env=run_env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        if when == "worker":
            for line in proc.stdout:
                if line.startswith("ok    bot worker process"):
                    break
            else:
                return "nothing: the app ended before its bot worker started"
        else:
            time.sleep(when)
        kids = _children()
        app = next(iter(kids.get(proc.pid, [])), None)
        helpers = kids.get(app, []) if app else []
        pick = {"bootloader": proc.pid, "app": app,
                "worker": next((k for k in helpers
                                if b"--multiprocessing-fork" in _cmdline(k)), None),
                "resource tracker": next((k for k in helpers
                                          if b"resource_tracker" in _cmdline(k)), None)}[who]
        if pick is None:
            return f"nothing: no {who} process was found"
        os.kill(pick, signal.SIGKILL)
        if pick != proc.pid and who in ("worker", "resource tracker"):
            time.sleep(1.0)
            proc.send_signal(signal.SIGTERM)  # the user closes the app
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            alive = _marked(marker)
            folders = list(tmp.glob("_MEI*"))
            if not alive and not folders:
                return ""
            if not alive and pick == proc.pid and app is None:
                # Killed while unpacking, before the app ran: nobody is left to tidy
                # up. The next launch removes the leftover (the lifeline hook's sweep).
                proc.wait()
                _last_early_unpack[0] = True
                subprocess.run([str(target), "--quit-after", "0.5"], env=run_env,
                               capture_output=True, timeout=300)
                time.sleep(0.5)
                left = [str(f) for f in tmp.glob("_MEI*")] + [
                    f"process {p}" for p in _marked(marker)]
                return " ".join(left) + (" (after the next launch)" if left else "")
            time.sleep(0.1)
        return " ".join([f"process {p}" for p in alive] + [str(f) for f in folders])
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()
        proc.stdout.close()
        for pid in _marked(marker):
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        shutil.rmtree(tmp, ignore_errors=True)


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
    ap.add_argument("--package", "--zip", dest="package", action="store_true",
                    help="pack the output for download, with its checksum, and check it")
    ap.add_argument("--smoke-test", action="store_true", help="run the built smoke test")
    ap.add_argument("--measure", type=int, metavar="N", default=0,
                    help="time launch to first frame over N launches")
    ap.add_argument("--no-build", action="store_true", help="reuse the existing build")
    args = ap.parse_args(argv)

    target = executable(args.onefile) if args.no_build else build(args.onefile)
    if not target.exists():
        print(f"no executable at {target}")
        return 1
    if args.no_build and args.package:
        add_beside(target.parent)
    if args.package:
        package(args.onefile)
    status = 0
    if args.smoke_test:
        status = smoke_test(target) or status
    if args.measure:
        status = measure(target, args.measure) or status
    return status


if __name__ == "__main__":
    sys.exit(main())
