"""NotCoup opens with plain names (issue 26): the 7-point action is Discard and the
Transformer's Marker Jack and Swap Ace keep their plain names on the table, the legend,
the draft, the log and the CLI; the rule text's own (crude) names are a set-up choice,
and a save from when they were the default loads exactly as it did."""

from __future__ import annotations

import json
import re

import pytest

from game import saves
from game.registry import get_info, new_game

CRUDE = re.compile(r"asshole|assface|f\.u\.?|fuck", re.IGNORECASE)

#: a save written by the app when the rule text's names were the default (a Transformer
#: game with the Marker Jack and Swap Ace), byte for byte as that version wrote its JSON
OLD_DEFAULT_SAVE = (
    "{\"game\":\"notcoup\",\"format\":1,\"options\":{\"fu_name\":\"fu\",\"short_deck\":false,"
    "\"square_jokers\":false,\"slow_start\":\"off\",\"risky_reward\":false,\"buyout\":false,"
    "\"zombies\":false,\"shuffle_time\":false,\"teams\":\"off\",\"team_pick\":\"draw\",\"heis"
    "t\":[],\"transformer\":\"fixed\",\"king_action\":\"original\",\"queen_action\":\"wall\","
    "\"jack_action\":\"marker\",\"ace_action\":\"swap\",\"joker_action\":\"original\"},\"seed"
    "\":5,\"seats\":[{\"name\":\"Easy A\",\"kind\":\"easy\"},{\"name\":\"Easy B\",\"kind\":\""
    "easy\"},{\"name\":\"Easy C\",\"kind\":\"easy\"}],\"moves\":55,\"check\":\"627b21b82a494c"
    "38\",\"actions\":[[2,\"more-income\"],[0,\"pass\"],[1,\"counter king\"],[0,\"pass\"],[2,"
    "\"challenge\"],[1,\"reveal king\"],[2,\"lose queen\"],[0,\"income\"],[1,\"income\"],[2,"
    "\"more-income\"],[0,\"pass\"],[1,\"pass\"],[0,\"claim jack 1\"],[1,\"pass\"],[2,\"pass\""
    "],[1,\"counter ace\"],[0,\"pass\"],[2,\"pass\"],[1,\"income\"],[2,\"claim king\"],[0,\"p"
    "ass\"],[1,\"pass\"],[0,\"more-income\"],[1,\"pass\"],[2,\"pass\"],[1,\"more-income\"],[0"
    ",\"pass\"],[2,\"pass\"],[2,\"more-income\"],[0,\"pass\"],[1,\"pass\"],[0,\"more-income\""
    "],[1,\"pass\"],[2,\"pass\"],[1,\"claim king\"],[0,\"pass\"],[2,\"pass\"],[2,\"more-incom"
    "e\"],[0,\"pass\"],[1,\"pass\"],[0,\"fu 1\"],[1,\"lose queen\"],[1,\"income\"],[2,\"fu 0"
    "\"],[0,\"lose jack\"],[0,\"income\"],[1,\"fu 2\"],[0,\"claim jack 1\"],[1,\"pass\"],[1,"
    "\"counter ace\"],[0,\"pass\"],[1,\"income\"],[0,\"claim jack 1\"],[1,\"challenge\"],[0,"
    "\"reveal jack\"]]}"
)


def test_the_names_option_is_plain_by_default():
    opt = get_info("notcoup").option("fu_name")
    assert opt.default == "discard" and opt.choices[0] == "discard"
    # the set-up screen's words for every NotCoup option, the names one included
    for o in get_info("notcoup").options:
        assert not CRUDE.search(o.help), o.name
    g = new_game("notcoup", 3, {"transformer": "fixed", "jack_action": "marker",
                                "ace_action": "swap"}, 1)
    titles = {k: v["title"] for k, v in g.public_observation()["actions"].items()}
    assert titles["fu"] == "Discard"
    assert titles["jack"] == "Marker Jack" and titles["ace"] == "Swap Ace"


def _words(obj) -> str:
    return json.dumps(obj, ensure_ascii=False)


@pytest.mark.parametrize("options", [
    {"transformer": "draft"},
    {"transformer": "fixed", "queen_action": "wall", "jack_action": "marker",
     "ace_action": "swap"},
])
def test_a_default_game_never_shows_a_crude_name(options):
    """Every view any seat gets and every log line, through whole games among bots."""
    from game.match import Match
    from game.notcoup.narrate import narrate
    from game.saves import SeatSpec
    from game.tournament import drive

    for seed in range(4):
        m = Match("notcoup", [SeatSpec(n, "medium") for n in ("Ann", "Ben", "Cleo", "Dan")],
                  dict(options), seed)
        g = m.game
        seen: list[str] = []
        real = m.apply

        def apply(seat, action, g=g, real=real, seen=seen):
            events = real(seat, action)
            view = g.public_observation()
            seen.extend(narrate(e, ["Ann", "Ben", "Cleo", "Dan"], view) or "" for e in events)
            seen.append(_words(view))
            seen.extend(_words(g.observation(s)) for s in range(4))
            return events
        m.apply = apply
        drive(m)
        assert g.is_terminal()
        text = "\n".join(seen)
        assert not CRUDE.search(text), CRUDE.search(text).group()


def test_the_draft_board_and_legend_words_are_plain():
    from game.notcoup.narrate import ALTERNATE_LINES, alternate_line

    for card, alts in ALTERNATE_LINES.items():
        for alt in alts:
            assert not CRUDE.search(alternate_line(card, alt)), (card, alt)
    assert "F.U." in alternate_line("queen", "wall", "F.U.")  # the chosen name, when set


def test_the_heist_crime_reads_discard_unless_the_texts_names_are_chosen():
    from scenes.option_words import value_name

    info = get_info("notcoup")
    heist = info.option("heist")
    assert value_name(info, heist, ("fu", "joker"), {}) == "Discard, Joker"
    assert value_name(info, heist, ("fu", "joker"), {"fu_name": "fu"}) == "F.U., Joker"


def test_the_cli_prints_plain_names(capsys):
    from game.cli import main

    assert main(["play", "notcoup", "--seats", "medium,medium,medium,medium", "--seed", "5",
                 "--option", "transformer=fixed", "jack_action=marker", "ace_action=swap",
                 "queen_action=wall", "--events"]) == 0
    out = capsys.readouterr().out
    assert "Wall: only Discard can aim" in out
    assert not CRUDE.search(out), CRUDE.search(out).group()
    assert main(["games"]) == 0
    games = capsys.readouterr().out
    assert "fu_name (choice, default discard" in games


def test_a_save_from_the_old_default_loads_exactly_as_it_did(tmp_path):
    data = json.loads("".join(OLD_DEFAULT_SAVE))
    assert data["options"]["fu_name"] == "fu"
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    session = saves.load(path)
    # the same game: the same options (nothing re-defaulted) and log; a game that has
    # ended is now written with the finished mark (the Load list offers it as a replay),
    # so its check covers the mark too
    again = json.loads(json.dumps(session.to_json()))
    assert again.pop("finished", False) is session.game.is_terminal()
    assert {k: v for k, v in again.items() if k != "check"} == \
        {k: v for k, v in data.items() if k != "check"}
    g = session.game
    titles = {k: v["title"] for k, v in g.public_observation()["actions"].items()}
    assert titles["fu"] == "F.U."
    assert titles["jack"] == "Asshole Jack" and titles["ace"] == "Assface Ace"
    from game.notcoup.narrate import narrate
    assert narrate({"type": "front", "seat": 0, "kind": "wall", "by": 0}, ["Ann"],
                   g.public_observation()) == \
        "Ann puts a point in front as a Wall: only F.U. can aim at Ann."


def test_a_remembered_set_up_from_the_old_default_opens_plain(tmp_path):
    """The set-up remembered before the change holds "fu" only because it was the default;
    a choice made after it is kept."""
    from scenes.settings_store import Settings, load

    path = tmp_path / "settings.json"
    old = {"volume": 0.5, "setups": {"notcoup": {
        "seats": [["Ann", "human"], ["Ben", "easy"]],
        "options": {"fu_name": "fu", "transformer": "draft"}}}}
    path.write_text(json.dumps(old), encoding="utf-8")
    s = load(path)
    assert "fu_name" not in s.setups["notcoup"]["options"]
    assert s.setups["notcoup"]["options"]["transformer"] == "draft" and s.volume == 0.5
    s.setups["notcoup"]["options"]["fu_name"] = "fu"  # now chosen by the player
    s.save()
    assert json.loads(path.read_text())["version"] == 2
    assert load(path).setups["notcoup"]["options"]["fu_name"] == "fu"
    assert Settings().version == 2
