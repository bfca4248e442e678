"""The public view every game offers: what all seats may see, and nothing more.

Pass-and-play draws it whenever no one seat's private window is open (hand-overs,
bots' turns, deals, reveals, results), so it must be covered by every seat's own
view and must not change when anything hidden from any seat is redrawn.
"""

from __future__ import annotations

import pytest

from game import registry
from tests.test_generic import option_sets, positions, seats_of

CASES = [pytest.param(info, opts, id=f"{info.id}[" + ",".join(
    f"{k}={v}" for k, v in opts.items()) + "]")
    for info in registry.all_games() if info.built for opts in option_sets(info)]


def covered(pub, obs, path="") -> None:
    """Every fact in ``pub`` stands in ``obs`` too (None in ``pub``: left out)."""
    if pub is None:
        return
    if isinstance(pub, dict):
        assert isinstance(obs, dict) and pub.keys() == obs.keys(), f"shape differs at {path}"
        for k, v in pub.items():
            if k != "seat":
                covered(v, obs[k], f"{path}.{k}")
        return
    if isinstance(pub, list):
        assert isinstance(obs, list) and len(pub) == len(obs), f"length differs at {path}"
        for i, (a, b) in enumerate(zip(pub, obs, strict=True)):
            covered(a, b, f"{path}[{i}]")
        return
    assert pub == obs, f"public view says {pub!r} at {path}, a seat sees {obs!r}"


@pytest.mark.parametrize("info,opts", CASES)
def test_public_view_is_within_every_seat_view(info, opts):
    for g, _ in positions(info, opts, "leak", seed=300):
        pub = g.public_observation()
        assert pub["seat"] is None
        for s in seats_of(g):
            covered(pub, g.observation(s), "obs")


@pytest.mark.parametrize("info,opts", CASES)
def test_public_view_ignores_every_hidden_fact(info, opts):
    for g, rng in positions(info, opts, "leak", seed=400):
        pub = g.public_observation()
        for s in seats_of(g):
            assert g.resample(s, rng).public_observation() == pub, (
                f"the public view depends on what seat {s} cannot see")
