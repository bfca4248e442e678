"""Synthesise the table's sound effects: cards, chips, bids, chimes.

Run ``python tools/make_sounds.py`` from the repository root. It writes short
mono 16-bit WAV files (22050 Hz) into ``assets/sounds/`` and prints each file's
peak and loudness (RMS), both in dBFS, and the total size.

Only the standard library is used, so the script runs wherever the app does.
The output is deterministic: every random number comes from a ``random.Random``
seeded with the sound's name, samples are rounded (no dither) and the WAV
header holds no date, so running it twice gives the same bytes.

Levels: each sound is scaled so that its loudness reaches ``TARGET_RMS`` (less
its own trim) unless that would push its peak past ``CEILING``, so nothing clips
and no sound is much louder than the others; short clicks, whose peaks are high
for their loudness, stop at the ceiling and so end up a little quieter.
"""

from __future__ import annotations

import array
import math
import random
import sys
import wave
import zlib
from pathlib import Path

RATE = 22050
CEILING = -1.0      # dBFS: no sample above this
TARGET_RMS = -18.0  # dBFS: the loudness every effect aims for
FULL = 32767


# ----- building blocks: lists of floats in -1..1 ----------------------------------------------
def silence(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def env(n: int, attack: float, decay: float) -> list[float]:
    """An attack ramp then an exponential decay (``decay``: seconds to fall by 1/e)."""
    a = max(1, int(attack * RATE))
    return [(i / a if i < a else 1.0) * math.exp(-max(0, i - a) / (decay * RATE))
            for i in range(n)]


def tone(freq: float, seconds: float, decay: float, partials=((1.0, 1.0),),
         attack: float = 0.003, glide: float = 0.0) -> list[float]:
    """A decaying tone: ``partials`` are (frequency ratio, level); ``glide`` bends the
    pitch by that ratio over the sound (0: steady)."""
    n = int(seconds * RATE)
    e = env(n, attack, decay)
    out = [0.0] * n
    for ratio, level in partials:
        phase = 0.0
        for i in range(n):
            f = freq * ratio * (1.0 + glide * i / n)
            phase += 2 * math.pi * f / RATE
            out[i] += level * math.sin(phase) * e[i]
    return out


def noise(rng: random.Random, seconds: float, attack: float, decay: float,
          smooth: float = 0.0, bright: float = 0.0) -> list[float]:
    """Shaped white noise: ``smooth`` (0..1) is a one-pole low-pass, ``bright`` (0..1)
    subtracts it again for a thin, papery high-pass."""
    n = int(seconds * RATE)
    e = env(n, attack, decay)
    out, low = [], 0.0
    for i in range(n):
        x = rng.uniform(-1.0, 1.0)
        low += (1.0 - smooth) * (x - low)
        out.append(((x - low) if bright else low) * e[i])
    return out


def mix(*layers: tuple[float, list[float]], at: tuple[float, ...] = ()) -> list[float]:
    """Sum (level, samples) layers, each starting at its offset in seconds."""
    offsets = [int(t * RATE) for t in at] + [0] * (len(layers) - len(at))
    n = max(o + len(s) for o, (_, s) in zip(offsets, layers, strict=True))
    out = [0.0] * n
    for o, (level, s) in zip(offsets, layers, strict=True):
        for i, x in enumerate(s):
            out[o + i] += level * x
    return out


def fade_out(s: list[float], seconds: float = 0.01) -> list[float]:
    """The last few milliseconds ramp to zero, so no sound ends on a click."""
    k = min(len(s), int(seconds * RATE))
    for i in range(k):
        s[len(s) - k + i] *= 1.0 - (i + 1) / k
    return s


# ----- the sounds --------------------------------------------------------------------------------
def card_deal(rng):   # a card sliding off the deck and landing
    return mix((1.0, noise(rng, 0.12, 0.02, 0.03, smooth=0.55)),
               (0.5, noise(rng, 0.03, 0.001, 0.006, bright=1)), at=(0.0, 0.09))


def card_flip(rng):   # the snap of a card turned over
    return mix((1.0, noise(rng, 0.05, 0.001, 0.012, bright=1, smooth=0.3)),
               (0.6, tone(180, 0.06, 0.015)), at=(0.0, 0.01))


def shuffle(rng):     # a riffle: many quick card edges
    layers, at = [], []
    for k in range(14):
        layers.append((0.6 + 0.4 * rng.random(), noise(rng, 0.03, 0.001, 0.007, bright=1)))
        at.append(0.02 + k * 0.032 + rng.uniform(-0.006, 0.006))
    layers.append((0.4, noise(rng, 0.1, 0.001, 0.03, smooth=0.7)))  # the cards squared up
    at.append(0.5)
    return mix(*layers, at=tuple(at))


def bid(rng):         # a wooden tock
    return tone(520, 0.16, 0.035, partials=((1.0, 1.0), (2.76, 0.35), (5.4, 0.12)))


def challenge(rng):   # a sharp two-note call, rising
    p = ((1.0, 1.0), (2.0, 0.5), (3.0, 0.3), (4.0, 0.15))
    return mix((1.0, tone(392, 0.14, 0.08, p, attack=0.005)),
               (1.0, tone(587, 0.3, 0.12, p, attack=0.005)), at=(0.0, 0.11))


def reveal(rng):      # a bright ping for each card counted
    return tone(988, 0.35, 0.09, partials=((1.0, 1.0), (2.41, 0.3), (3.9, 0.12)))


def feather(rng):     # a soft breath of air as a feather drifts down
    return noise(rng, 0.55, 0.12, 0.14, smooth=0.93)


def eye(rng):         # a peek card turned: a soft, muted pop
    return mix((1.0, tone(330, 0.1, 0.025, glide=-0.3)),
               (0.3, noise(rng, 0.03, 0.001, 0.008, smooth=0.5)))


def chip(rng):        # two clay chips clacking
    p = ((1.0, 1.0), (1.48, 0.6), (2.31, 0.35))
    return mix((1.0, tone(2300, 0.08, 0.012, p, attack=0.0005)),
               (0.7, tone(2500, 0.07, 0.010, p, attack=0.0005)), at=(0.0, 0.045))


def win(rng):         # a rising arpeggio of bells
    p = ((1.0, 1.0), (2.0, 0.25), (3.01, 0.1))
    notes = (523.25, 659.25, 783.99, 1046.5)
    return mix(*[(1.0, tone(f, 0.7 if k == 3 else 0.4, 0.25 if k == 3 else 0.12, p))
                 for k, f in enumerate(notes)], at=(0.0, 0.11, 0.22, 0.33))


def button(rng):      # a small, dry click
    return mix((1.0, tone(1400, 0.03, 0.005, attack=0.0005)),
               (0.4, noise(rng, 0.01, 0.0005, 0.002, bright=1)))


def toggle(rng):      # a switch: two clicks, down then up
    return mix((1.0, tone(1100, 0.025, 0.005, attack=0.0005)),
               (1.0, tone(1600, 0.025, 0.005, attack=0.0005)), at=(0.0, 0.035))


def your_turn(rng):   # a gentle two-note chime
    p = ((1.0, 1.0), (2.0, 0.2))
    return mix((1.0, tone(659.25, 0.3, 0.12, p, attack=0.01)),
               (1.0, tone(880.0, 0.45, 0.16, p, attack=0.01)), at=(0.0, 0.13))


def gate(rng):        # the screen handed on: a soft falling whoosh
    return mix((1.0, noise(rng, 0.35, 0.08, 0.08, smooth=0.85)),
               (0.5, tone(440, 0.3, 0.1, glide=-0.25, attack=0.02)))


def coin(rng):        # metal coins: a bright, ringing clink, then a second landing on it
    p = ((1.0, 1.0), (2.23, 0.5), (3.71, 0.3), (5.12, 0.15))
    return mix((1.0, tone(3150, 0.22, 0.05, p, attack=0.0005)),
               (0.7, tone(3420, 0.2, 0.045, p, attack=0.0005)),
               (0.3, noise(rng, 0.04, 0.001, 0.01, bright=1)), at=(0.0, 0.07, 0.0))


def card_lost(rng):   # a card slapped down face up: a dull thump under the snap
    return mix((1.0, noise(rng, 0.12, 0.002, 0.03, smooth=0.85)),
               (0.7, tone(140, 0.16, 0.04, glide=-0.3)),
               (0.5, noise(rng, 0.04, 0.001, 0.01, bright=1, smooth=0.3)), at=(0.0, 0.0, 0.005))


def dice(rng):        # dice tumbling: bony clacks, closer and softer as they settle
    layers, at, t = [], [], 0.0
    for k in range(11):
        level = (1.0 - k / 14) * (0.7 + 0.3 * rng.random())
        pitch = rng.uniform(1700, 2600)
        layers.append((level, tone(pitch, 0.04, 0.006, ((1.0, 1.0), (1.7, 0.5)),
                                   attack=0.0005)))
        layers.append((0.5 * level, noise(rng, 0.02, 0.0005, 0.004, bright=1)))
        at += [t, t]
        t += 0.11 * (0.9 ** k) + rng.uniform(0.0, 0.02)
    return mix(*layers, at=tuple(at))


def stone_up(rng):    # a stone lifted off the felt: a light tick, a short rising scrape
    return mix((1.0, tone(760, 0.09, 0.02, ((1.0, 1.0), (2.6, 0.3)), glide=0.25)),
               (0.4, noise(rng, 0.06, 0.01, 0.015, smooth=0.6)))


def stone_down(rng):  # a stone set down: a heavier knock
    return mix((1.0, tone(300, 0.14, 0.03, ((1.0, 1.0), (2.32, 0.45), (4.1, 0.15)),
                      attack=0.001)),
               (0.5, noise(rng, 0.04, 0.001, 0.008, smooth=0.7)))


def step(rng):        # a pawn's hop on the track: a soft wooden tap
    return mix((1.0, tone(440, 0.07, 0.015, ((1.0, 1.0), (2.9, 0.2)), attack=0.001)),
               (0.3, noise(rng, 0.02, 0.0005, 0.004, smooth=0.5)))


def block(rng):       # a claim blocked: two dull notes, falling (the challenge rises)
    p = ((1.0, 1.0), (2.0, 0.4), (3.0, 0.15))
    return mix((1.0, tone(330, 0.12, 0.05, p, attack=0.004)),
               (1.0, tone(220, 0.26, 0.09, p, attack=0.004)),
               (0.4, noise(rng, 0.06, 0.002, 0.015, smooth=0.8)), at=(0.0, 0.1, 0.1))


def door(rng):        # a Door unlocked: the latch clicks, then a slow creak as it swings
    creak, phase, n = [], 0.0, int(0.55 * RATE)
    for i in range(n):
        # a wavering, rising pitch with a buzzy edge: old hinges, not a tone
        f = 190 + 160 * i / n + 25 * math.sin(i / RATE * 37) + rng.uniform(-12, 12)
        phase += 2 * math.pi * f / RATE
        saw = 2 * ((phase / (2 * math.pi)) % 1.0) - 1.0
        creak.append(saw * math.sin(math.pi * i / n) ** 0.7)
    return mix((0.8, tone(1250, 0.05, 0.008, ((1.0, 1.0), (1.9, 0.5)), attack=0.0005)),
               (0.6, noise(rng, 0.03, 0.0005, 0.005, bright=1)),
               (0.35, creak), at=(0.0, 0.0, 0.1))


def fight(rng):       # a fight: two dull blows and a scuffle of boots
    def blow():
        return mix((1.0, tone(95, 0.18, 0.04, ((1.0, 1.0), (1.6, 0.4)), glide=-0.4)),
                   (0.6, noise(rng, 0.08, 0.001, 0.02, smooth=0.8)))
    return mix((1.0, blow()), (0.8, blow()),
               (0.4, noise(rng, 0.3, 0.05, 0.08, smooth=0.6)), at=(0.0, 0.19, 0.05))


def shot(rng):        # a shot: a sharp crack, a low boom and its echo off the street
    crack = noise(rng, 0.06, 0.0005, 0.01, bright=1, smooth=0.2)
    boom = mix((1.0, noise(rng, 0.4, 0.002, 0.09, smooth=0.9)),
               (0.5, tone(70, 0.3, 0.08, glide=-0.3)))
    return mix((1.0, crack), (1.0, boom), (0.25, noise(rng, 0.35, 0.02, 0.1, smooth=0.92)),
               at=(0.0, 0.0, 0.22))


def caught(rng):      # a bluff owned up to: a sagging slide down, the air let out
    p = ((1.0, 1.0), (2.0, 0.3), (3.0, 0.12))
    return mix((1.0, tone(392, 0.5, 0.22, p, attack=0.01, glide=-0.33)),
               (0.25, noise(rng, 0.3, 0.05, 0.1, smooth=0.85)), at=(0.0, 0.1))


def scramble(rng):    # stones stirred in the middle: knocks and a rolling rumble
    layers, at = [], []
    for _ in range(16):
        f = rng.uniform(260, 420)
        layers.append((rng.uniform(0.4, 1.0), tone(f, 0.1, 0.02, ((1.0, 1.0), (2.32, 0.4)),
                                                   attack=0.001)))
        at.append(rng.uniform(0.0, 0.75))
    layers.append((0.3, noise(rng, 0.85, 0.1, 0.3, smooth=0.9)))
    at.append(0.0)
    return mix(*layers, at=tuple(at))


#: name -> (synthesis, trim in dB below the common loudness): the interface and the
#: quiet table noises sit lower than the calls that matter
SOUNDS = {
    "card_deal": (card_deal, 3), "card_flip": (card_flip, 3), "shuffle": (shuffle, 3),
    "bid": (bid, 0), "challenge": (challenge, 0), "reveal": (reveal, 2),
    "feather": (feather, 2), "eye": (eye, 2), "chip": (chip, 2), "win": (win, 0),
    "button": (button, 8), "toggle": (toggle, 8), "your_turn": (your_turn, 2),
    "gate": (gate, 4),
    "coin": (coin, 3), "card_lost": (card_lost, 2), "dice": (dice, 3),
    "stone_up": (stone_up, 4), "stone_down": (stone_down, 3), "step": (step, 5),
    "block": (block, 0), "door": (door, 2), "fight": (fight, 1), "shot": (shot, 1),
    "caught": (caught, 1), "scramble": (scramble, 3),
}


# ----- levels and files --------------------------------------------------------------------------
def db(x: float) -> float:
    return 20 * math.log10(x) if x > 0 else -math.inf


def levels(samples) -> tuple[float, float]:
    """Peak and RMS of 16-bit samples, in dBFS."""
    peak = max(abs(v) for v in samples) / FULL
    rms = math.sqrt(sum(v * v for v in samples) / len(samples)) / FULL
    return db(peak), db(rms)


def render(name: str) -> array.array:
    make, trim = SOUNDS[name]
    s = fade_out(make(random.Random(zlib.crc32(name.encode()))))
    peak = max(abs(x) for x in s)
    rms = math.sqrt(sum(x * x for x in s) / len(s))
    gain = min(10 ** ((TARGET_RMS - trim) / 20) / rms, 10 ** (CEILING / 20) / peak)
    return array.array("h", (round(x * gain * FULL) for x in s))


def wav_bytes(samples: array.array, rate: int = RATE) -> bytes:
    import io

    if sys.byteorder != "little":  # WAV is little-endian
        samples = array.array("h", samples)
        samples.byteswap()
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(samples.tobytes())
    return buf.getvalue()


def build() -> dict[str, bytes]:
    """Every sound's WAV file, by name."""
    return {name: wav_bytes(render(name)) for name in SOUNDS}


def write_all(files: dict[str, bytes], argv: list[str] | None, folder: str, rate: int,
              what: str) -> int:
    """Write ``files`` (name -> WAV bytes) into ``assets/<folder>`` (or the folder named in
    ``argv``) and print each one's length, size, peak and loudness, then the total."""
    argv = sys.argv[1:] if argv is None else argv
    out_dir = Path(argv[0]) if argv else Path(__file__).resolve().parent.parent / "assets" / folder
    out_dir.mkdir(parents=True, exist_ok=True)
    total = 0
    print(f"{what:<11} {'seconds':>7} {'bytes':>7} {'peak dBFS':>9} {'RMS dBFS':>9}")
    for name, data in files.items():
        (out_dir / f"{name}.wav").write_bytes(data)
        total += len(data)
        samples = array.array("h", data[44:])
        if sys.byteorder != "little":
            samples.byteswap()
        peak, rms = levels(samples)
        print(f"{name:<11} {len(samples) / rate:7.2f} {len(data):7d} {peak:9.1f} {rms:9.1f}")
    print(f"{len(files)} files, {total} bytes ({total / 1024:.0f} KiB) in {out_dir}")
    return 0


def main(argv: list[str] | None = None) -> int:
    return write_all(build(), argv, "sounds", RATE, "sound")


if __name__ == "__main__":
    sys.exit(main())
