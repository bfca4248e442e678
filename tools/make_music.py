"""Synthesise the tables' background music: one short, quiet loop per family of game.

Run ``python tools/make_music.py`` from the repository root. It writes mono 16-bit
WAV files at 11025 Hz (soft plucks and pads need nothing higher, and it halves the
download) into ``assets/music/`` and prints each loop's length, size, peak and
loudness in dBFS.

* ``bidding``: the card tables (both Coyotes, NotCoup): a nylon-string guitar
  picking a slow A minor - G - F - E turnaround by the fire, a soft bass under it.
* ``ring``: Coyote Moon's piecepack ring: a night pad in D minor with a few bell
  notes, slow and spacious.
* ``town``: Helena, 1864: a banjo-like pluck over a boom-chick bass in G major.

Like ``make_sounds.py`` it uses only the standard library and is deterministic:
every random number comes from a ``random.Random`` seeded by the loop's name, so
running it twice gives the same bytes. Each loop is a whole number of bars; what
rings on past its end is folded back onto its start, so it repeats without a seam.
"""

from __future__ import annotations

import array
import math
import random
import sys
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_sounds import levels, wav_bytes, write_all  # noqa: E402,F401  (shared by both)

RATE = 11025
CEILING = -3.0      # dBFS: music peaks well below the effects
TARGET_RMS = -24.0  # dBFS: six below the effects, so it sits under the table's sounds
FULL = 32767

A4 = 440.0


def hz(note: str) -> float:
    """'A3', 'C#4', 'Bb2' -> frequency (equal temperament)."""
    names = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    k = names[note[0]]
    rest = note[1:]
    if rest[0] in "#b":
        k += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    return A4 * 2 ** ((k + 12 * (int(rest) - 4)) / 12)


# ----- voices: each returns a list of floats in about -1..1 --------------------------------
def pluck(rng: random.Random, freq: float, seconds: float, bright: float = 0.5,
          decay: float = 0.996) -> list[float]:
    """A plucked string (Karplus-Strong): a burst of noise in a delay line one period
    long, averaged a little each pass so it mellows and fades like a string."""
    period = max(2, round(RATE / freq))
    line = [rng.uniform(-1.0, 1.0) for _ in range(period)]
    low = 0.0
    for i in range(period):  # a softer pick (lower ``bright``): the burst low-passed
        low += max(0.05, bright) * (line[i] - low)
        line[i] = low
    out, n, k = [], int(seconds * RATE), 0
    for _ in range(n):
        a = line[k]
        b = line[(k + 1) % period]
        line[k] = decay * 0.5 * (a + b)
        out.append(a)
        k = (k + 1) % period
    fade = min(n, int(0.02 * RATE))  # no click where the note is cut
    for i in range(fade):
        out[n - fade + i] *= 1.0 - (i + 1) / fade
    return out


def sine(freq: float, seconds: float, attack: float, release: float,
         partials=((1.0, 1.0),), decay: float | None = None) -> list[float]:
    """Sine partials under an attack, an optional exponential decay and a release."""
    n = int(seconds * RATE)
    a, r = max(1, int(attack * RATE)), max(1, int(release * RATE))
    out = [0.0] * n
    for ratio, level in partials:
        w = 2 * math.pi * freq * ratio / RATE
        for i in range(n):
            out[i] += level * math.sin(w * i)
    for i in range(n):
        e = min(1.0, i / a, (n - i) / r)
        if decay:
            e *= math.exp(-i / (decay * RATE))
        out[i] *= e
    return out


def tick(rng: random.Random, seconds: float = 0.05) -> list[float]:
    """A brush on a shaker: a short, thin hiss."""
    n = int(seconds * RATE)
    out, prev = [], 0.0
    for i in range(n):
        x = rng.uniform(-1.0, 1.0)
        out.append((x - prev) * math.exp(-i / (0.012 * RATE)))
        prev = x
    return out


# ----- a loop: notes placed in seconds, the tail folded onto the start ------------------------
class Loop:
    def __init__(self, bpm: float, beats: int) -> None:
        self.beat = 60.0 / bpm
        self.n = int(round(beats * self.beat * RATE))
        self.out = [0.0] * self.n

    def add(self, at_beat: float, level: float, samples: list[float]) -> None:
        start = int(round(at_beat * self.beat * RATE))
        for i, x in enumerate(samples):
            self.out[(start + i) % self.n] += level * x  # past the end: back to the start


def bidding(rng: random.Random) -> list[float]:
    loop = Loop(bpm=84, beats=16)   # four bars of four
    chords = (("A2", ("A3", "E4", "A4", "C5")), ("G2", ("G3", "D4", "G4", "B4")),
              ("F2", ("F3", "C4", "F4", "A4")), ("E2", ("E3", "B3", "E4", "G#4")))
    picking = (0, 2, 1, 3, 2, 1, 3, 2)  # which chord note on each eighth
    for bar, (bass, notes) in enumerate(chords):
        b0 = bar * 4
        loop.add(b0, 0.9, pluck(rng, hz(bass), 2.6, bright=0.3, decay=0.998))
        loop.add(b0 + 2.5, 0.5, pluck(rng, hz(bass) * 1.5, 1.4, bright=0.3, decay=0.997))
        for k, which in enumerate(picking):
            swing = 0.06 if k % 2 else 0.0  # a lazy, swung eighth
            loop.add(b0 + k * 0.5 + swing, 0.55 + 0.1 * (k % 4 == 0),
                     pluck(rng, hz(notes[which]), 1.3, bright=0.45))
        for k in range(4):
            loop.add(b0 + k + 0.5, 0.06, tick(rng))
    return loop.out


def ring(rng: random.Random) -> list[float]:
    loop = Loop(bpm=66, beats=16)
    chords = (("D3", "F3", "A3"), ("Bb2", "D3", "F3"), ("C3", "E3", "G3"), ("A2", "C#3", "E3"))
    bells = ((0, "A5"), (1.5, "F5"), (3, "D5"), (4, "D5"), (6, "F5"), (8, "E5"),
             (9.5, "G5"), (11, "C5"), (12, "C#5"), (14, "E5"), (15, "A4"))
    for bar, chord in enumerate(chords):
        for note in chord:  # two slightly detuned voices each: a slow, shimmering pad
            for detune in (0.998, 1.002):
                loop.add(bar * 4, 0.22, sine(hz(note) * detune, 4 * loop.beat + 1.2,
                                             attack=1.2, release=1.4,
                                             partials=((1.0, 1.0), (2.0, 0.25))))
    for at, note in bells:
        f = hz(note) * (1.0 + rng.uniform(-0.002, 0.002))
        loop.add(at, 0.35, sine(f, 2.8, attack=0.004, release=0.3, decay=0.7,
                                partials=((1.0, 1.0), (2.76, 0.25), (5.4, 0.08))))
    return loop.out


def town(rng: random.Random) -> list[float]:
    loop = Loop(bpm=104, beats=16)
    chords = (("G2", "D2", ("G3", "B3", "D4")), ("C3", "G2", ("C4", "E4", "G4")),
              ("D3", "A2", ("D4", "F#4", "A4")), ("G2", "D2", ("G3", "B3", "D4")))
    roll = (2, 1, 0, 1, 2, 1, 0, 2)  # a banjo's forward roll over the chord
    for bar, (root, fifth, notes) in enumerate(chords):
        b0 = bar * 4
        for k in range(4):  # boom on 1 and 3 (root, then fifth), chick on 2 and 4
            if k % 2 == 0:
                loop.add(b0 + k, 0.8, pluck(rng, hz(root if k == 0 else fifth), 0.9,
                                            bright=0.25, decay=0.995))
            else:
                for note in notes:
                    loop.add(b0 + k, 0.22, pluck(rng, hz(note), 0.25, bright=0.6, decay=0.99))
        for k, which in enumerate(roll):
            loop.add(b0 + k * 0.5, 0.42, pluck(rng, hz(notes[which]) * 2, 0.7, bright=0.75,
                                               decay=0.993))
    return loop.out


#: family -> synthesis; a table names its family (scenes/sound.MUSIC)
LOOPS = {"bidding": bidding, "ring": ring, "town": town}


def render(name: str) -> array.array:
    s = LOOPS[name](random.Random(zlib.crc32(name.encode())))
    peak = max(abs(x) for x in s)
    rms = math.sqrt(sum(x * x for x in s) / len(s))
    gain = min(10 ** (TARGET_RMS / 20) / rms, 10 ** (CEILING / 20) / peak)
    return array.array("h", (round(x * gain * FULL) for x in s))


def build() -> dict[str, bytes]:
    return {name: wav_bytes(render(name), RATE) for name in LOOPS}


def main(argv: list[str] | None = None) -> int:
    return write_all(build(), argv, "music", RATE, "loop")


if __name__ == "__main__":
    sys.exit(main())
