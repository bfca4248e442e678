"""Sound effects, played by event name: ``sound.play("card_deal")``.

Scenes call ``play`` where they animate an event; ``game/`` stays silent. The
mixer is opened, and each file loaded, only on the first ``play`` that needs it,
never at import or start-up, so launching costs nothing. With no audio device
(tests, CI, a headless box) or any mixer failure, the first ``pygame.error`` is
logged once and every later call returns at once: sound never breaks the game.

Volume is master x effects from the settings (``configure``), and ``muted``
silences everything (M in the app).
"""

from __future__ import annotations

import logging
import time
from typing import Any

log = logging.getLogger(__name__)

#: every effect the app may ask for: one WAV file each in assets/sounds
NAMES = frozenset({
    "card_deal", "card_flip", "shuffle", "bid", "challenge", "reveal", "feather", "eye",
    "chip", "win", "button", "toggle", "your_turn", "gate",
    "coin", "card_lost", "block", "dice", "step", "stone_up", "stone_down",
    "door", "fight", "shot",
})
#: the same sound again within this many seconds is dropped: skipped or instant
#: animations run many steps in one frame, and a burst would be loud, not clearer
REPEAT_GAP = 0.04

master = 0.8
effects = 1.0
music = 0.3
muted = False

_state = "closed"  # "closed" (not tried yet), "open", or "failed" (stay silent)
_sounds: dict[str, Any] = {}
_last: dict[str, float] = {}


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


def set_muted(value: bool) -> None:
    global muted
    muted = bool(value)
    if muted and _state == "open":
        try:
            import pygame

            pygame.mixer.stop()  # cut what is playing, not only what comes next
        except Exception:  # noqa: BLE001  (a mixer gone bad must not break a key press)
            pass


def toggle_mute() -> bool:
    set_muted(not muted)
    return muted


def effects_level() -> float:
    return 0.0 if muted else master * effects


def play(name: str) -> None:
    """Play the effect ``name`` (one of ``NAMES``) at the current volume, or nothing."""
    if name not in NAMES:
        raise ValueError(f"no sound named {name!r}")  # a scene's typo: fail in its tests
    if _state == "failed" or effects_level() <= 0.0:
        return
    now = time.monotonic()
    if now - _last.get(name, -1.0) < REPEAT_GAP:
        return
    _last[name] = now
    try:
        snd = _load(name)
        if snd is not None:
            snd.set_volume(effects_level())
            snd.play()
    except Exception as e:  # noqa: BLE001  (pygame.error, a missing file, a broken device)
        _fail(e)


def _open() -> bool:
    global _state
    if _state == "closed":
        import pygame

        if not pygame.mixer.get_init():
            # small buffer: a click should sound with the click, not 100 ms after it
            pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
        pygame.mixer.set_num_channels(16)
        _state = "open"
    return _state == "open"


def _load(name: str) -> Any:
    if not _open():
        return None
    snd = _sounds.get(name)
    if snd is None:
        import pygame

        from game.paths import asset

        snd = _sounds[name] = pygame.mixer.Sound(str(asset("sounds", f"{name}.wav")))
    return snd


def _fail(e: BaseException) -> None:
    global _state
    _state = "failed"
    log.warning("sound is off for this run: %s", e)


def reset() -> None:
    """Forget the mixer and every loaded sound (tests; a changed audio device)."""
    global _state
    _state = "closed"
    _sounds.clear()
    _last.clear()
