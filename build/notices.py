"""Gather the third-party licences and notices of the standalone build into one file.

    python build/notices.py [-o NOTICES.txt]

The spec calls ``write_notices`` with the libraries PyInstaller collected, so the
file names exactly what ships: the app's own licence, how its sounds and music were
made, the DejaVu fonts' licence, CPython (its LICENSE from the Python that builds),
the Python distributions bundled (licence files from their dist-info, read from the
installed copies), Chipmunk2D inside pymunk, and every native library the wheels and
Python bring (their statements are kept in build/licenses/, see its README). A
bundled library with no statement is named under "Not covered" so the gap shows;
tests/test_packaging.py fails on it.
"""

from __future__ import annotations

import argparse
import re
import sys
import sysconfig
from importlib import metadata
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LICENSES = HERE / "licenses"

# Python distributions bundled in the app, and a fallback licence text for those
# whose wheel carries none (pygame-ce's names LGPL 2.1 only in its metadata).
DISTRIBUTIONS = {"pygame-ce": "LGPL-2.1.txt", "pymunk": None, "platformdirs": None,
                 "cffi": None, "pyinstaller": None}
DIST_NOTES = {
    "pymunk": "Chipmunk2D is compiled into pymunk: its licence is below as well.",
    "pyinstaller": "Only PyInstaller's bootloader is part of the app; its licence "
                   "allows any program built with it to be distributed under the "
                   "program's own terms (the bootloader exception).",
    "pygame-ce": "pygame-ce is under the GNU LGPL 2.1 (full text at the end). Its "
                 "source is at https://github.com/pygame-community/pygame-ce; this "
                 "build loads it as replaceable modules and shared libraries.",
}

# Native libraries: a pattern on the file name (lower case, without a leading "lib")
# and the statement in build/licenses/ that covers it.
LIBRARIES = [
    (r"sdl2[-_.]?(2|\.dll|-2\.0)", "SDL2", "sdl2.txt"),
    (r"sdl2_image", "SDL2_image", "sdl2-image.txt"),
    (r"sdl2_mixer", "SDL2_mixer", "sdl2-mixer.txt"),
    (r"sdl2_ttf", "SDL2_ttf", "sdl2-ttf.txt"),
    (r"flac", "FLAC", "flac.txt"),
    (r"brotli", "Brotli", "brotli.txt"),
    (r"fluidsynth", "FluidSynth", "fluidsynth.txt"),
    (r"freetype", "FreeType", "freetype.txt"),
    (r"harfbuzz", "HarfBuzz", "harfbuzz.txt"),
    (r"(turbo)?jpeg", "libjpeg-turbo", "libjpeg-turbo.txt"),
    (r"mpg123|out123|syn123", "mpg123", "mpg123.txt"),
    (r"ogg", "Ogg", "ogg.txt"),
    (r"opusfile", "opusfile", "opusfile.txt"),
    (r"opus", "Opus", "opus.txt"),
    (r"png", "libpng", "libpng.txt"),
    (r"(sharpyuv|webp)", "libwebp", "libwebp.txt"),
    (r"sndfile", "libsndfile", "sndfile.txt"),
    (r"tiff", "libtiff", "libtiff.txt"),
    (r"vorbis", "Vorbis", "vorbis.txt"),
    (r"wavpack", "WavPack", "wavpack.txt"),
    (r"xmp", "libxmp", "xmp.txt"),
    (r"bz2", "bzip2", "bzip2.txt"),
    (r"ffi", "libffi", "libffi.txt"),
    (r"lzma", "XZ Utils (liblzma)", "xz.txt"),
    (r"(z\.so|zlib)", "zlib", "zlib.txt"),
    (r"expat", "Expat", "expat.txt"),
    (r"(stdc\+\+|gcc_s|gcc_s_seh|winpthread)", "GCC runtime libraries", "gcc-runtime.txt"),
]
# Python itself: its licence is CPython's LICENSE, written out once.
PYTHON_LIBS = re.compile(r"^(lib)?python\d|^python\d+\.dll|^vcruntime|^msvcp|^ucrtbase")
FULL_TEXTS = [("GNU Lesser General Public License, version 2.1", "LGPL-2.1.txt"),
              ("GNU General Public License, version 2", "GPL-2.txt"),
              ("GNU General Public License, version 3", "GPL-3.txt"),
              ("Apache License, version 2.0", "Apache-2.0.txt")]
RULE = "=" * 78


def plain(text: str) -> str:
    """A Debian copyright file as plain text: the one-space indent and the " ."
    paragraph marks of its format dropped."""
    out = []
    for line in text.splitlines():
        if line.strip() == ".":
            out.append("")
        elif line.startswith(" "):
            out.append(line[1:])
        else:
            out.append(line.rstrip())
    return "\n".join(out).strip() + "\n"


def library_of(name: str) -> tuple[str, str] | None:
    """(component, statement file) of a bundled library file name; None if unknown."""
    base = Path(name).name.lower()
    base = base[3:] if base.startswith("lib") else base
    for pattern, component, statement in LIBRARIES:
        if re.match(pattern, base):
            return component, statement
    return None


def python_licence() -> str:
    candidates = [Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt",
                  Path(sys.base_prefix) / "LICENSE.txt",
                  Path(sys.base_prefix) / "LICENSE"]
    for path in candidates:
        if path.is_file():
            return path.read_text("utf-8", "replace")
    raise FileNotFoundError("CPython's LICENSE.txt was not found under " + sys.base_prefix)


def distribution_licence(name: str) -> tuple[str, str]:
    """(heading, text) for an installed distribution: its licence files."""
    dist = metadata.distribution(name)
    meta = dist.metadata
    kind = meta.get("License-Expression") or meta.get("License") or "see below"
    files = [f for f in (dist.files or [])
             if re.search(r"(licen[cs]e|copying|notice|authors)[^/]*$", str(f), re.I)
             and ".dist-info" in str(f)]
    texts = [Path(dist.locate_file(f)).read_text("utf-8", "replace") for f in files
             if Path(dist.locate_file(f)).is_file()]
    fallback = DISTRIBUTIONS.get(name)
    if not texts and fallback:
        texts = [f"(Licensed under the {kind}: the full text is at the end of this file.)\n"]
    if not texts:
        raise FileNotFoundError(f"no licence file in {name}'s dist-info")
    head = f"{meta['Name']} {dist.version}  (licence: {kind.splitlines()[0]})"
    note = DIST_NOTES.get(name)
    return head, (note + "\n\n" if note else "") + "\n".join(texts)


def notices(binaries: list[str] | None = None) -> str:
    """The NOTICES text. ``binaries``: the library files the build carries (None: every
    library this script knows, for a look from a source checkout)."""
    from game import __version__

    parts = [f"Coyote's Table {__version__}: third-party licences and notices", RULE, "",
             "Coyote's Table itself is under the MIT licence (LICENSE, beside this file).",
             "Its standalone build carries the software below. Each part keeps its own",
             "licence; the statements for the native libraries are those Debian records",
             "for the same upstream projects. The LGPL parts (pygame-ce, SDL's mpg123,",
             "libsndfile, FluidSynth) are loaded as separate shared libraries that can be",
             "replaced; their sources are published by their projects.", ""]

    def section(title: str, text: str) -> None:
        parts.extend([RULE, title, RULE, "", text.rstrip(), ""])

    section("Coyote's Table (MIT licence)", (ROOT / "LICENSE").read_text("utf-8"))
    section("Sound effects and music (made for this app)",
            (ROOT / "assets" / "sounds" / "README").read_text("utf-8") + "\n\n"
            + (ROOT / "assets" / "music" / "README").read_text("utf-8"))
    section("DejaVu fonts", (ROOT / "assets" / "fonts" / "LICENSE-DejaVu.txt").read_text("utf-8"))
    section(f"Python {sys.version.split()[0]} (CPython)", python_licence())
    for name in DISTRIBUTIONS:
        head, text = distribution_licence(name)
        section(head, text)
    section("Chipmunk2D", (LICENSES / "chipmunk2d.txt").read_text("utf-8"))

    found: dict[str, tuple[str, list[str]]] = {}
    missing = []
    if binaries is None:  # from a source checkout: every library known here
        for _, component, statement in LIBRARIES:
            found.setdefault(component, (statement, ["as the build finds them"]))
    for name in sorted(binaries or []):
        if PYTHON_LIBS.match(Path(name).name.lower()):
            continue
        hit = library_of(name)
        if hit is None:
            missing.append(Path(name).name)
            continue
        found.setdefault(hit[0], (hit[1], []))[1].append(Path(name).name)
    for component in sorted(found, key=str.lower):
        statement, files = found[component]
        text = plain((LICENSES / statement).read_text("utf-8", "replace"))
        section(f"{component}  (files: {', '.join(files)})", text)
    if missing:
        section("Not covered", "No statement is kept for: " + ", ".join(missing))
    for title, file in FULL_TEXTS:
        section(title, (LICENSES / file).read_text("utf-8", "replace"))
    return "\n".join(parts)


def uncovered(text: str) -> list[str]:
    """The library files a NOTICES text names as not covered."""
    m = re.search(r"No statement is kept for: (.*)", text)
    return m.group(1).split(", ") if m else []


def write_notices(out: Path, binaries: list[str] | None = None) -> Path:
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(notices(binaries), encoding="utf-8")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("-o", "--output", default="NOTICES.txt")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    print("wrote", write_notices(Path(args.output)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
