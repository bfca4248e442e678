"""Seeds: the game's deal, and the bots' own randomness, kept apart.

Every deal follows from the game's seed, so a seed someone could guess would
give the deal away: the app draws seeds from the operating system's secure
source, 64 bits wide. Bots get seeds of their own; a bot never holds the game's
seed. For the headless commands, where a run must repeat, a bot's seed is a
one-way hash of the game seed and its seat, so it tells nothing about the deal.
"""

from __future__ import annotations

import hashlib
import secrets

SEED_BITS = 64


def new_seed() -> int:
    """A fresh, unpredictable seed for a game the app deals."""
    return secrets.randbits(SEED_BITS)


def derived(seed: int, *parts: object) -> int:
    """A 64-bit seed derived one way from ``seed`` and ``parts`` (a seat, a name)."""
    text = ":".join(str(p) for p in (seed, *parts)).encode()
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "big")
