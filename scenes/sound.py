"""Sound effects, played by event name: ``sound.play("card_deal")``.

Scenes call ``play`` where they animate an event; ``game/`` stays silent. The
mixer is opened, and each file loaded, only on the first ``play`` that needs it,
never at import or start-up, so launching costs nothing. With no audio device
(tests, CI, a headless box) or any mixer failure, the first ``pygame.error`` is
logged once and every later call returns at once: sound never breaks the game.

Volume is master x effects from the settings (``configure``), and ``muted``
silences everything (M in the app).

Music: ``play_music(family)`` loops that family's tune (``MUSIC``: the card tables, the
piecepack ring, the frontier town) at master x music, fading from the one before;
``play_music(None)`` fades it out. The file is opened only when the loop is to be heard,
so music at zero costs nothing.
"""

from __future__ import annotations

import array
import logging
import math
import time
from typing import Any

log = logging.getLogger(__name__)

#: every effect the app may ask for: one WAV file each in assets/sounds
NAMES = frozenset({
    "card_deal", "card_flip", "shuffle", "bid", "challenge", "reveal", "feather", "eye",
    "chip", "win", "button", "toggle", "your_turn", "gate",
    "coin", "card_lost", "block", "dice", "step", "stone_up", "stone_down",
    "door", "fight", "shot", "caught", "scramble",
})
#: the music families: one loop each in assets/music (tools/make_music.py)
MUSIC = frozenset({"bidding", "ring", "town"})
FADE_MS = 1200
#: the same sound again within this many seconds is dropped: skipped or instant
#: animations run many steps in one frame, and a burst would be loud, not clearer
REPEAT_GAP = 0.04
#: a hit this fast (px/s of speed lost) sounds at full level and pitch
HARD_HIT = 600.0
#: pitched copies kept (each made once by resampling, then reused)
PITCHED_KEEP = 48

master = 0.8
effects = 1.0
music = 0.3
muted = False

_state = "closed"  # "closed" (not tried yet), "open", or "failed" (stay silent)
_tune: str | None = None     # the family asked for (kept while the music is at zero)
_playing: str | None = None  # the family whose loop the mixer is playing
_sounds: dict[tuple[str, int], Any] = {}   # (name, semitones) -> pygame Sound
_last: dict[tuple[str, int], float] = {}


def configure(settings: Any) -> None:
    """Take the volumes from ``settings``; they apply to the next sound played."""
    global master, effects, music

    def level(name: str, default: float) -> float:
        try:
            return min(1.0, max(0.0, float(getattr(settings, name, default))))
        except (TypeError, ValueError):
            return default
    master = level("volume", master)
    effects = level("effects_volume", effects)
    music = level("music_volume", music)
    set_muted(bool(getattr(settings, "muted", muted)))  # and the music follows the levels


def set_muted(value: bool) -> None:
    global muted
    muted = bool(value)
    if muted and _state == "open":
        try:
            import pygame

            pygame.mixer.stop()  # cut what is playing, not only what comes next
        except Exception:  # noqa: BLE001  (a mixer gone bad must not break a key press)
            pass
    _music_follow()


def toggle_mute() -> bool:
    set_muted(not muted)
    return muted


def effects_level() -> float:
    return 0.0 if muted else master * effects


def music_level() -> float:
    return 0.0 if muted else master * music


def play_music(family: str | None) -> None:
    """Loop ``family``'s tune from now on (None: fade out); the same family again is
    left playing, so a table covered and uncovered does not restart its tune."""
    global _tune
    if family is not None and family not in MUSIC:
        raise ValueError(f"no music named {family!r}")
    _tune = family
    _music_follow()


def _music_follow() -> None:
    """Make the mixer play what is asked at the level set: start the loop when it can be
    heard, keep it running (at zero) through a mute, stop it when none is asked."""
    global _playing
    if _state == "failed" or (_tune is None and _playing is None):
        return
    try:
        import pygame

        if _tune is None or (_tune != _playing and music_level() <= 0.0):
            if _playing is not None and pygame.mixer.get_init():
                pygame.mixer.music.fadeout(FADE_MS // 2)
            _playing = None
            return
        if _tune != _playing:
            if music_level() <= 0.0 or not _open():
                return
            from game.paths import asset

            if _playing is not None:
                pygame.mixer.music.fadeout(FADE_MS // 2)
            pygame.mixer.music.load(str(asset("music", f"{_tune}.wav")))
            pygame.mixer.music.play(loops=-1, fade_ms=FADE_MS)
            _playing = _tune
        pygame.mixer.music.set_volume(music_level())
    except Exception as e:  # noqa: BLE001  (pygame.error, a missing file, a broken device)
        _fail(e)


def play(name: str, pan: float = 0.0, pitch: int = 0, gain: float = 1.0) -> None:
    """Play the effect ``name`` (one of ``NAMES``) at the current volume, or nothing.

    ``pan`` places it from left (-1) to right (1); ``pitch`` shifts it by whole
    semitones (-12..12); ``gain`` (0..1) scales it below the set volume.
    """
    if name not in NAMES:
        raise ValueError(f"no sound named {name!r}")  # a scene's typo: fail in its tests
    pitch = max(-12, min(12, int(pitch)))
    level = effects_level() * min(1.0, max(0.0, gain))
    if _state == "failed" or level <= 0.0:
        return
    now = time.monotonic()
    key = (name, pitch)
    if now - _last.get(key, -1.0) < REPEAT_GAP:
        return
    _last[key] = now
    try:
        snd = _load(name, pitch)
        if snd is None:
            return
        snd.set_volume(level)
        channel = snd.play()
        if channel is not None and pan:
            # a balance: the far side fades, the near side keeps its level, so a sound
            # at the edge is no louder than one in the middle
            pan = min(1.0, max(-1.0, pan))
            channel.set_volume(min(1.0, 1.0 - pan), min(1.0, 1.0 + pan))
    except Exception as e:  # noqa: BLE001  (pygame.error, a missing file, a broken device)
        _fail(e)


def hits(name: str, found: list, width: float, most: int = 3) -> int:
    """Sound physics ``found`` hits (``scenes.physics.Hit``) as ``name``: each panned to
    where it struck across ``width`` pixels and pitched by how hard. A harder knock is
    louder and a little higher; many at once are each softer (by the square root of how
    many), so a handful of chips landing together patters instead of roaring. Only the
    ``most`` hardest are played. Returns how many were asked for."""
    if not found:
        return 0
    chosen = sorted(found, key=lambda h: -h.speed)[:most]
    crowd = math.sqrt(len(found))
    for h in chosen:
        hardness = min(1.0, h.speed / HARD_HIT)
        play(name, pan=2.0 * h.x / max(1.0, width) - 1.0,
             pitch=round(3 * hardness) - 1, gain=(0.35 + 0.65 * hardness) / crowd)
    return len(chosen)


def _open() -> bool:
    global _state
    if _state == "closed":
        import pygame

        if not pygame.mixer.get_init():
            # small buffer: a click should sound with the click, not 100 ms after it
            with _driver_chatter_to_log():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
        pygame.mixer.set_num_channels(16)
        _state = "open"
    return _state == "open"


def device_found() -> bool:
    """Whether sound can be heard on this machine: opens the mixer if it was not yet
    (Settings asks, to say "No sound device found" rather than show volumes that do
    nothing). False once the mixer failed; never raises."""
    if _state == "closed":
        try:
            _open()
        except Exception as e:  # noqa: BLE001  (pygame.error: no device, no driver)
            _fail(e)
    return _state == "open"


class _driver_chatter_to_log:
    """While the mixer opens, what the audio libraries print straight to the terminal
    (ALSA's "cannot find card" lines when there is no device) goes to the log instead.
    POSIX only: the C libraries write to file descriptor 2 itself."""

    def __enter__(self):
        self.saved = self.sink = None
        try:
            import os
            import sys
            import tempfile

            if os.name != "posix":
                return self
            sys.stderr.flush()
            self.sink = tempfile.TemporaryFile()
            self.saved = os.dup(2)
            os.dup2(self.sink.fileno(), 2)
        except (OSError, ValueError, AttributeError):
            self.saved = None
        return self

    def __exit__(self, *exc) -> None:
        if self.saved is None:
            if self.sink is not None:
                self.sink.close()
            return
        import os

        os.dup2(self.saved, 2)
        os.close(self.saved)
        self.sink.seek(0)
        said = self.sink.read(20000).decode("utf-8", "replace").strip()
        self.sink.close()
        if said:
            log.info("the audio driver said, while the mixer opened:\n%s", said)


def _load(name: str, pitch: int = 0) -> Any:
    if not _open():
        return None
    snd = _sounds.get((name, pitch))
    if snd is not None:
        return snd
    import pygame

    if pitch == 0:
        from game.paths import asset

        snd = pygame.mixer.Sound(str(asset("sounds", f"{name}.wav")))
    else:
        if len(_sounds) >= PITCHED_KEEP:  # forget the pitched copies, keep the originals
            for key in [k for k in _sounds if k[1] != 0]:
                del _sounds[key]
        base = _load(name)
        _freq, size, channels = pygame.mixer.get_init()
        if abs(size) != 16:  # a mixer opened elsewhere in another format: no pitching
            return base
        snd = pygame.mixer.Sound(buffer=_resampled(base.get_raw(), 2 ** (pitch / 12),
                                                   channels))
    _sounds[(name, pitch)] = snd
    return snd


def _resampled(raw: bytes, ratio: float, channels: int = 2) -> bytes:
    """The mixer's 16-bit ``raw`` samples (``channels`` interleaved) played ``ratio``
    times faster (higher and shorter), by linear interpolation: a few semitones need
    nothing better. Native byte order, as the mixer holds them."""
    c = max(1, channels)
    src = array.array("h")
    src.frombytes(raw[: len(raw) - len(raw) % (2 * c)])
    frames = len(src) // c
    if frames < 2:
        return raw
    n = max(1, int((frames - 1) / ratio))
    out = array.array("h", bytes(2 * c * n))
    for i in range(n):
        t = i * ratio
        j = int(t)
        f = t - j
        for ch in range(c):
            a, b = src[c * j + ch], src[c * (j + 1) + ch]
            out[c * i + ch] = int(a + f * (b - a))
    return out.tobytes()


def _fail(e: BaseException) -> None:
    global _state
    _state = "failed"
    log.warning("sound is off for this run: %s", e)


def reset() -> None:
    """Forget the mixer and every loaded sound (tests; a changed audio device)."""
    global _state, _tune, _playing
    if _playing is not None:
        try:
            import pygame

            if pygame.mixer.get_init():
                pygame.mixer.music.stop()
        except Exception:  # noqa: BLE001
            pass
    _state = "closed"
    _tune = _playing = None
    _sounds.clear()
    _last.clear()
