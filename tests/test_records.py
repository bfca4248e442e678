"""The player's records (issue 31 §3), without a window: what a finished game adds,
per opponent strength, streaks, placings, each game's own figures, pass-and-play,
counting once, reset, and a records file that is damaged in every way we could
think of (set aside with a message, never a crash)."""

from __future__ import annotations

import json

import pytest

from game import records as R
from game.match import Match
from game.paths import records_path
from game.registry import all_games
from game.saves import SeatSpec

GAMES = [g.id for g in all_games() if g.built]


def finished(game_id: str, kinds: list[str], seed: int, names=None) -> Match:
    """A game played to its end by bots, its human seats then handed to people: the
    records see exactly what they see after a game people played."""
    names = names or [f"P{i}" for i in range(len(kinds))]
    match = Match(game_id, [SeatSpec(n, "easy" if k == "human" else k)
                            for n, k in zip(names, kinds, strict=True)], {}, seed)
    match.play_out()
    match.seats = [SeatSpec(n, k) for n, k in zip(names, kinds, strict=True)]
    return match


# ----- words and keys ------------------------------------------------------------------------
def test_a_table_counts_against_its_strongest_bot_or_people_alone():
    assert R.opponents(["human", "easy", "hard", "medium"]) == "hard"
    assert R.opponents(["human", "easy", "random"]) == "easy"
    assert R.opponents(["human", "human"]) == R.PEOPLE
    assert R.opponents(["human"]) == R.SOLO  # Three Card Coyote against the dealer alone
    assert R.against(R.SOLO) == "played solo"
    assert R.opponents(["human", "bluffer", "hard"]) == "bluffer"  # a special opponent
    assert R.against("hard") == "against Hard" and R.against(R.PEOPLE) == "against people"


@pytest.mark.parametrize("n,word", [(1, "first"), (2, "2nd"), (3, "3rd"), (4, "4th"),
                                    (11, "11th"), (12, "12th"), (13, "13th"), (21, "21st"),
                                    (22, "22nd"), (101, "101st"), (111, "111th")])
def test_ordinals(n, word):
    assert R.nth(n) == word


def test_placings_follow_the_finishing_order_and_share_a_tie():
    # seat 2 won; seat 0 went out last, seat 3 first; seat 1 never went out
    assert R.placings([2], {0: 40, 3: 10}, 4) == {2: 1, 1: 2, 0: 3, 3: 4}
    assert R.placings([0], {}, 3) == {0: 1, 1: 2, 2: 2}  # nobody out: second shared
    assert R.placings([0, 2], {1: 5}, 3) == {0: 1, 2: 1, 1: 3}
    assert R.placings([], {1: 5}, 3) == {}  # nobody won: no placings


# ----- counting ------------------------------------------------------------------------------
def test_streaks_and_the_all_column():
    r = R.Records()
    for won, column in [(True, "hard"), (True, "hard"), (True, "easy"), (False, "hard"),
                        (True, "hard")]:
        r.add("Ada", "notcoup", column, won, 1 if won else 2, {}, ())
    hard, every = r.tally("Ada", "notcoup", "hard"), r.tally("Ada", "notcoup", R.ALL)
    assert (hard["played"], hard["won"], hard["streak"], hard["best"]) == (4, 3, 1, 2)
    assert (every["played"], every["won"], every["streak"], every["best"]) == (5, 4, 1, 3)
    assert hard["places"] == {"1": 3, "2": 1}
    assert r.columns("Ada", "notcoup") == ["easy", "hard", R.ALL]


def test_a_least_figure_keeps_the_best_and_a_total_adds_up():
    figs = (R.Figure("fastest", "Fastest", keep="least"), R.Figure("home", "Home"))
    r = R.Records()
    for got in ({"fastest": 30, "home": 4}, {"home": 2}, {"fastest": 22, "home": 4},
                {"fastest": 40, "home": 4}):
        r.add("Ada", "coyote-moon", "easy", "fastest" in got, 1, got, figs)
    assert r.tally("Ada", "coyote-moon", "easy")["figures"] == {"fastest": 22, "home": 14}


def test_names_are_kept_whatever_their_case_and_the_last_player_comes_first():
    r = R.Records()
    r.add("Ada", "notcoup", "easy", True, 1, {}, ())
    r.add("Bruno", "notcoup", "easy", True, 1, {}, ())
    r.add(" ada ", "notcoup", "easy", False, 2, {}, ())
    assert r.names() == ["Ada", "Bruno"]
    assert r.tally("Ada", "notcoup", "easy")["played"] == 2


@pytest.mark.parametrize("game_id", GAMES)
def test_a_finished_game_of_every_game_is_counted_with_its_figures(game_id):
    match = finished(game_id, ["human", "easy", "medium"], seed=5, names=["Ada", "B", "C"])
    line = R.record_match(match)
    assert line.startswith("Your ")
    r = R.load()
    assert r.notice == ""
    won = 0 in match.game.winners()
    for column in ("medium", R.ALL):
        t = r.tally("Ada", game_id, column)
        assert (t["played"], t["won"], t["streak"]) == (1, int(won), int(won))
        if match.game.winners():
            assert sum(t["places"].values()) == 1
    figs = R.game_figures(game_id)
    assert figs.figures, f"{game_id} declares the figures that matter in it"
    kept = r.tally("Ada", game_id, "medium")["figures"]
    assert set(kept) <= {f.key for f in figs.figures}
    assert set(kept) >= {f.key for f in figs.figures if f.keep == "total"}
    assert (" win against" in line) == won


def test_a_game_counts_once_and_tells_the_same_line_again():
    match = finished("coyote-heidelbaer", ["human", "easy"], seed=3)
    first = R.record_match(match)
    assert R.record_match(match) == first
    # loaded from its save (an autosave finished later reads the same): still once
    from game.saves import from_json

    again = Match.from_session(from_json(match.session().to_json()))
    assert R.record_match(again) == first
    assert R.load().tally("P0", "coyote-heidelbaer", "easy")["played"] == 1


def test_bots_alone_count_for_no_one():
    match = finished("notcoup", ["easy", "hard", "medium"], seed=2)
    assert R.record_match(match) == ""
    assert not records_path().exists()


def test_an_unfinished_game_is_not_counted():
    match = Match("coyote-moon", [SeatSpec("Ada", "human"), SeatSpec("B", "easy")], {}, 1)
    assert R.record_match(match) == ""
    assert not records_path().exists()


def test_pass_and_play_counts_for_each_named_human():
    match = finished("coyote-tilsit", ["human", "human", "medium", "human"], seed=8,
                     names=["Ada", "Bruno", "Sage", "Chiara"])
    line = R.record_match(match)
    r = R.load()
    winners = match.game.winners()
    for seat, name in [(0, "Ada"), (1, "Bruno"), (3, "Chiara")]:
        t = r.tally(name, "coyote-tilsit", "medium")
        assert t["played"] == 1 and t["won"] == int(seat in winners)
    assert "Sage" not in r.players
    human_winners = [match.seats[s].name for s in winners if match.seats[s].kind == "human"]
    for name in human_winners:
        assert f"{name}'s first win against Medium" in line
    if not human_winners:
        assert line == "Kept in the records of Ada, Bruno and Chiara"


def test_a_solo_evening_counts_in_its_own_column():
    match = finished("three-card-coyote", ["human"], seed=3, names=["Ada"])
    line = R.record_match(match)
    assert R.load().columns("Ada", "three-card-coyote") == [R.SOLO, R.ALL]
    assert "played solo" in line


def test_people_alone_count_in_their_own_column():
    match = finished("coyote-moon", ["human", "human"], seed=4, names=["Ada", "Bruno"])
    R.record_match(match)
    r = R.load()
    assert r.columns("Ada", "coyote-moon") == [R.PEOPLE, R.ALL]
    assert r.columns("Bruno", "coyote-moon") == [R.PEOPLE, R.ALL]


def test_the_results_line_tells_wins_streaks_and_a_run_that_ends():
    was = {"played": 4, "won": 11, "streak": 2, "best": 2}
    assert R._line("Ada", True, was, "hard", True) == \
        "Your 12th win against Hard · 3 wins in a row"
    assert R._line("Ada", True, {**was, "streak": 0}, "hard", True) == \
        "Your 12th win against Hard"
    assert R._line("Ada", False, was, "hard", True) == \
        "Your run of 2 wins against Hard ends here"
    assert R._line("Ada", False, {**was, "streak": 0, "won": 1}, "easy", True) == \
        "Your 5th game against Easy: 1 win so far"
    assert R._line("Ada", True, {**was, "streak": 0}, "hard", False) == \
        "Ada's 12th win against Hard"
    assert R._line("Ada", False, was, "hard", False) == ""


def test_reset_forgets_one_player_and_keeps_the_games_counted():
    a = finished("notcoup", ["human", "human", "easy"], seed=6, names=["Ada", "Bruno", "J"])
    R.record_match(a)
    r = R.load()
    r.reset("ada")
    R.save(r)
    r = R.load()
    assert "Ada" not in r.players and "Bruno" in r.players
    assert R.record_match(a) and R.load().players.keys() == {"Bruno"}  # not counted again


# ----- each game's figures, from made-up logs ------------------------------------------------
def test_calls_count_from_the_reveal():
    log = [(1, "challenge", [{"type": "reveal", "challenger": 1, "bidder": 0, "winner": 1}]),
           (0, "challenge", [{"type": "reveal", "challenger": 0, "bidder": 2, "winner": 2}]),
           (2, "challenge", [{"type": "reveal", "challenger": 2, "bidder": 0, "winner": 0}])]
    assert R.calls(log, 0) == {"calls_won": 0, "calls_lost": 1, "bids_held": 1}
    assert R.calls(log, 1) == {"calls_won": 1, "calls_lost": 0, "bids_held": 0}


def test_notcoup_challenges_bluffs_and_cards():
    count = R.game_figures("notcoup").count
    log = [(1, "challenge", [{"type": "challenge", "seat": 1, "claimant": 0},
                             {"type": "admit", "seat": 0, "card": "duke"},
                             {"type": "lose", "seat": 0, "card": "king-clubs"}]),
           (0, "challenge", [{"type": "challenge", "seat": 0, "claimant": 2},
                             {"type": "reveal", "seat": 2, "card": "ace-hearts"},
                             {"type": "lose", "seat": 0, "card": "jack-clubs"}]),
           (2, "challenge", [{"type": "challenge", "seat": 2, "claimant": 1},
                             {"type": "denial", "seat": 1, "card": "king", "holds": False}]),
           (0, "challenge", [{"type": "challenge", "seat": 0, "claimant": 1},
                             {"type": "reveal", "seat": 1, "card": "jack-spades",
                              "survive": True}])]
    assert count(log, 0) == {"challenges_won": 1, "bluffs_caught": 1, "cards_lost": 2}
    assert count(log, 1) == {"challenges_won": 2, "bluffs_caught": 1, "cards_lost": 0}
    assert count(log, 2) == {"challenges_won": 1, "bluffs_caught": 0, "cards_lost": 0}


def test_moon_keeps_the_turns_of_a_race_won_only():
    count = R.game_figures("coyote-moon").count
    log = [(0, "end", [{"type": "turn", "seat": 0}]), (1, "end", [{"type": "turn", "seat": 1}]),
           (0, "drop", [{"type": "turn", "seat": 0},
                        {"type": "drop", "seat": 0, "placed": True},
                        {"type": "game_over", "winner": 0, "reason": "won"}])]
    assert count(log, 0) == {"fastest": 2, "home": 1}
    assert count(log, 1) == {"home": 0}


def test_three_card_coyote_claims():
    count = R.game_figures("three-card-coyote").count
    log = [(0, "claim", [{"type": "claim", "seat": 0, "ok": False}]),
           (1, "claim", [{"type": "claim", "seat": 1, "ok": True}])]
    assert count(log, 0) == {"claims": 1, "claims_won": 0}
    assert count(log, 1) == {"claims": 1, "claims_won": 1}


def test_a_game_that_declares_no_figures_keeps_the_common_columns(monkeypatch):
    from game.registry import get_info

    monkeypatch.setattr(get_info("coyote-moon"), "records", "")
    assert R.game_figures("coyote-moon") is R.NO_FIGURES
    match = finished("coyote-moon", ["human", "easy"], seed=2)
    assert R.record_match(match)
    assert R.load().tally("P0", "coyote-moon", "easy")["figures"] == {}


# ----- a records file that cannot be used ------------------------------------------------------
def _good() -> dict:
    return {"format": 1, "notice": "", "counted": {},
            "players": {"Ada": {"notcoup": {"easy": {"played": 2, "won": 1, "places": {"1": 1},
                                                     "streak": 1, "best": 1,
                                                     "figures": {}}}}}}


DAMAGE = {
    "empty": b"",
    "blank": b"   \n",
    "not JSON": b"{\"format\": 1, \"players\": {",
    "not text": b"\xff\xfe\x00\x81garbage",
    "a list": b"[1, 2, 3]",
    "no format": json.dumps({"players": {}}).encode(),
    "newer": json.dumps({**_good(), "format": 99}).encode(),
    "a string count": json.dumps(_good()).replace('"played": 2', '"played": "2"').encode(),
    "a negative count": json.dumps(_good()).replace('"played": 2', '"played": -2').encode(),
    "a true count": json.dumps(_good()).replace('"won": 1', '"won": true').encode(),
    "more won than played": json.dumps(_good()).replace('"won": 1', '"won": 7').encode(),
    "players a list": json.dumps({**_good(), "players": ["Ada"]}).encode(),
    "a place that is no place": json.dumps(_good()).replace('{"1": 1}', '{"first": 1}').encode(),
    "a game that is a number": json.dumps(_good()).replace('"easy": {', '"easy": 5, "x": {'
                                                           ).encode(),
    "deep": b"[" * 100_000 + b"]" * 100_000,
    "huge": b"{\"format\": 1, \"notice\": \"" + b"x" * (R.MAX_BYTES + 10) + b"\"}",
    "a huge number": b"{\"format\": 1" + b"0" * 5000 + b"}",
}


@pytest.mark.parametrize("kind", list(DAMAGE))
def test_a_damaged_file_is_set_aside_and_a_fresh_record_starts(kind):
    path = records_path()
    path.write_bytes(DAMAGE[kind])
    r = R.load()
    assert r.players == {} and r.notice.startswith("Your records file could not be read")
    aside = list(path.parent.glob("records-damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_bytes() == DAMAGE[kind], "kept, not lost"
    assert aside[0].name in r.notice
    assert R.load().notice == r.notice, "the news waits for the Records screen"
    # the game still plays and is counted; the message waits for the Records screen
    assert R.record_match(finished("coyote-heidelbaer", ["human", "easy"], seed=1))
    again = R.load()
    assert again.tally("P0", "coyote-heidelbaer", R.ALL)["played"] == 1
    assert again.notice == r.notice


def test_a_good_file_reads_back_whole():
    records_path().write_text(json.dumps(_good()), encoding="utf-8")
    r = R.load()
    assert r.notice == "" and r.tally("Ada", "notcoup", "easy")["played"] == 2
    R.save(r)
    assert json.loads(records_path().read_text(encoding="utf-8")) == _good()


def test_a_folder_in_the_way_is_left_alone_and_nothing_crashes():
    path = records_path()
    path.mkdir()
    (path / "mine.txt").write_text("keep me")
    r = R.load()
    assert r.players == {} and "cannot be read" in r.notice
    line = R.record_match(finished("notcoup", ["human", "easy"], seed=1))
    assert line.startswith("Records could not be kept")
    assert (path / "mine.txt").read_text() == "keep me"


def test_saving_leaves_no_temp_file_and_two_damaged_files_both_stay():
    path = records_path()
    for _ in range(2):
        path.write_bytes(b"nonsense")
        R.load()
    assert len(list(path.parent.glob("records-damaged-*.json"))) == 2
    R.save(R.Records())
    assert not list(path.parent.glob(R.TEMP_PREFIX + "*"))
