"""Variants as data: option groups, multi-choice values, requires/excludes, presets,
and the option sets the generic checks play (pairwise beyond a small product)."""

from __future__ import annotations

import itertools

import pytest

from game import registry
from game.bench import FULL_PRODUCT_UP_TO, _values, option_sets
from game.registry import GameInfo, Option, UnknownName


def many_variants() -> GameInfo:
    opts = [Option(f"v{i}", "bool", False, f"variant {i}", group="House rules")
            for i in range(18)]
    opts += [
        Option("crimes", "multi", (), "which paying actions are crimes",
               choices=("income", "coup", "assassinate"), group="Heist"),
        Option("heist", "bool", False, "the bank and Steal", group="Heist",
               requires=("crimes",)),
        Option("teams", "bool", False, "play in teams", group="Teams", excludes=("v0",)),
        Option("size", "choice", "normal", "deck size", choices=("small", "normal", "big")),
    ]
    return GameInfo("toy-variants", "Toy Variants", "test only", 2, 6, options=opts,
                    presets={"Classic": {}, "Everything": {
                        "crimes": ("income", "coup"), "heist": True, "teams": True,
                        **{f"v{i}": True for i in range(1, 18)}}})


def test_multi_choice_values_parse_from_lists_and_text_in_choice_order():
    o = many_variants().option("crimes")
    assert o.parse(["coup", "income"]) == ("income", "coup")
    assert o.parse("assassinate+income") == ("income", "assassinate")
    assert o.parse("none") == () and o.parse("") == ()
    with pytest.raises(UnknownName, match="no choice 'steal'"):
        o.parse("steal")


def test_a_forbidden_combination_names_both_options():
    info = many_variants()
    with pytest.raises(UnknownName, match="'heist' needs option 'crimes'"):
        info.resolve_options({"heist": True})
    assert info.resolve_options({"heist": True, "crimes": "coup"})["heist"] is True
    with pytest.raises(UnknownName, match="'teams' and 'v0'"):
        info.resolve_options({"teams": True, "v0": "yes"})


def test_presets_resolve_to_full_option_sets():
    info = many_variants()
    assert info.preset("classic") == info.resolve_options({})
    every = info.preset("Everything")
    assert every["heist"] and every["crimes"] == ("income", "coup") and not every["v0"]
    with pytest.raises(UnknownName, match="presets: Classic, Everything"):
        info.preset("nope")
    d = info.describe()
    assert d["presets"]["Everything"]["heist"] is True
    assert {o["group"] for o in d["options"]} == {"House rules", "Heist", "Teams", "Options"}


def test_many_options_are_covered_pairwise_not_by_the_product():
    info = many_variants()
    sets = option_sets(info)
    product = 1
    for o in info.options:
        product *= len(_values(o))
    assert product > 10**6 and len(sets) < 60
    assert sets[0] == {o.name: o.default for o in info.options}  # defaults first
    for s in sets:
        info.check_relations(s)  # nothing forbidden is played
    assert info.preset("Everything") in sets
    # every allowed pair of values of every two options is played at least once
    for a, b in itertools.combinations(info.options, 2):
        for va, vb in itertools.product(_values(a), _values(b)):
            trial = {o.name: o.default for o in info.options}
            trial.update({a.name: va, b.name: vb})
            if "heist" in (a.name, b.name) and "crimes" not in (a.name, b.name):
                trial["crimes"] = trial["crimes"] or ("income",)  # what heist needs
            try:
                info.check_relations(trial)
            except UnknownName:
                continue  # a pair the relations forbid outright
            assert any(s[a.name] == va and s[b.name] == vb for s in sets), (a.name, va, b.name, vb)


def test_small_option_spaces_are_played_in_full():
    info = registry.built_game("coyote-tilsit")
    sets = option_sets(info)
    assert len(sets) == 18 <= FULL_PRODUCT_UP_TO


def test_the_registry_refuses_duplicate_ids_and_unknown_relations():
    info = registry.get_info("coyote-moon")
    clone = GameInfo(info.id, "Again", "", 2, 4)
    with pytest.raises(ValueError, match="declared already"):
        registry.declare(clone)
    bad = GameInfo("toy-bad", "Bad", "", 2, 4,
                   options=[Option("a", "bool", False, "", requires=("b",))])
    with pytest.raises(ValueError, match="unknown 'b'"):
        registry.declare(bad)
