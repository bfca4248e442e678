"""Small statistics for tournaments and benchmarks (pure Python, no numpy).

A strength claim is a tournament result, so win rates carry a confidence
interval; Wilson's interval is used because it behaves at 0 and 100 % wins
and with few games, where the textbook normal interval does not.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Z95 = 1.959963984540054  # two-sided 95 % quantile of the standard normal


def wilson(wins: float, n: float, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion; ``wins`` may be fractional (split wins)."""
    if n <= 0:
        return (0.0, 1.0)
    if not 0 <= wins <= n:
        raise ValueError(f"wins ({wins}) must lie between 0 and n ({n})")
    p = wins / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    # exact ends: rounding must not put a bot with no wins above zero
    lo = 0.0 if wins == 0 else max(0.0, centre - half)
    hi = 1.0 if wins == n else min(1.0, centre + half)
    return (lo, hi)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0..100), linear between order statistics.

    Same definition as numpy's default, so figures compare with other tools.
    """
    if not values:
        return math.nan
    if not 0 <= q <= 100:
        raise ValueError(f"percentile must be within 0..100, not {q}")
    xs = sorted(values)
    pos = (len(xs) - 1) * q / 100
    lo = math.floor(pos)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else math.nan


def summary_ms(seconds: Sequence[float]) -> dict[str, float | int]:
    """Count, mean, p50, p95 and max of durations given in seconds, reported in ms."""
    ms = [s * 1000.0 for s in seconds]
    if not ms:
        return {"n": 0, "mean": None, "p50": None, "p95": None, "max": None}
    return {"n": len(ms), "mean": mean(ms), "p50": percentile(ms, 50),
            "p95": percentile(ms, 95), "max": max(ms)}
