"""Save files: what is written, and every way a bad file is refused in one clear line."""

from __future__ import annotations

import json
import random

import pytest

from game import saves
from game.bench import play_random
from game.registry import new_game
from game.saves import FORMAT_VERSION, SaveError, SeatSpec, Session, from_json
from tests.test_generic import toy_games

GAME = "toy-headband"  # a test-only game, so these tests do not hang on any real rule set


@pytest.fixture(scope="module", autouse=True)
def _toys():
    with toy_games():
        yield


def make_session(seats: int = 3, steps: int = 12, seed: int = 4) -> Session:
    g = new_game(GAME, seats, {"lives": 3}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        seat = rng.choice(g.to_act())
        g.apply(seat, rng.choice(g.legal_actions(seat)))
    specs = [SeatSpec(f"P{i}", "human" if i == 0 else "random") for i in range(seats)]
    return Session(GAME, specs, g.options, seed, g)


@pytest.fixture
def body() -> dict:
    return make_session().to_json()


def resign(data: dict) -> dict:
    """Recompute the digest, so a test reaches the check it means to exercise."""
    data["check"] = saves._digest(data)
    return data


def refused(data, match: str) -> str:
    with pytest.raises(SaveError, match=match) as info:
        from_json(data)
    msg = str(info.value)
    assert "\n" not in msg and msg.strip() == msg
    return msg


# ----- writing ---------------------------------------------------------------------------


def test_body_holds_exactly_the_documented_fields(body):
    assert set(body) == {"game", "format", "options", "seed", "seats", "moves", "check",
                         "actions"}
    # the log comes last, so the menus read all they show from the file's head
    assert list(body)[-1] == "actions" and body["moves"] == len(body["actions"])
    assert body["game"] == GAME and body["format"] == FORMAT_VERSION
    assert body["options"] == {"short": False, "lives": 3, "deck": "small"}
    assert body["seats"][0] == {"name": "P0", "kind": "human"}
    assert all(isinstance(s, int) and isinstance(a, str) for s, a in body["actions"])
    assert len(body["actions"]) == 12
    json.dumps(body, allow_nan=False)


def test_dump_load_round_trip(tmp_path):
    s = make_session()
    path = tmp_path / "deep" / "er" / "game.json"  # folders are made as needed
    saves.dump(s, path)
    back = saves.load(path)
    assert back.game_id == GAME and back.seed == s.seed
    assert [x.to_json() for x in back.seats] == [x.to_json() for x in s.seats]
    assert back.game.history == s.game.history
    for seat in range(3):
        assert back.game.observation(seat) == s.game.observation(seat)
    assert [p.name for p in path.parent.iterdir()] == ["game.json"]  # no temp file left


def test_finished_game_round_trips(tmp_path):
    g = new_game(GAME, 2, {}, 8)
    play_random(g, random.Random(8))
    s = Session(GAME, [SeatSpec("a", "random"), SeatSpec("b", "easy")], g.options, 8, g)
    saves.dump(s, tmp_path / "done.json")
    back = saves.load(tmp_path / "done.json").game
    assert back.is_terminal() and back.winners() == g.winners()


class Boom(RuntimeError):
    pass


def _half_then_boom(obj, f, **kw):
    f.write(json.dumps(obj)[:40])  # half a file reaches the disk, then the "crash"
    raise Boom


def test_crash_mid_write_keeps_the_old_save(tmp_path, monkeypatch):
    path = tmp_path / "slot.json"
    saves.dump(make_session(steps=3), path)
    old = path.read_text()
    monkeypatch.setattr(saves.json, "dump", _half_then_boom)
    with pytest.raises(Boom):
        saves.dump(make_session(steps=9), path)
    assert path.read_text() == old
    monkeypatch.undo()
    assert len(saves.load(path).game.history) == 3



def test_crash_mid_write_leaves_no_temp_file(tmp_path, monkeypatch):
    monkeypatch.setattr(saves.json, "dump", _half_then_boom)
    with pytest.raises(Boom):
        saves.dump(make_session(), tmp_path / "slot.json")
    assert list(tmp_path.iterdir()) == []


# ----- reading: each field checked -------------------------------------------------------


@pytest.mark.parametrize("field", ["game", "format", "options", "seed", "seats", "actions"])
def test_missing_field(body, field):
    del body[field]
    assert field in refused(body, "missing")


@pytest.mark.parametrize("data", [[], "save", 3, None])
def test_not_an_object(data):
    refused(data, "JSON object")


@pytest.mark.parametrize("field,value,match", [
    ("format", "1", "format"),
    ("format", True, "format"),
    ("format", 1.0, "format"),
    ("seed", "4", "seed"),
    ("seed", True, "seed"),
    ("seed", 4.5, "seed"),
    ("game", 7, "game"),
    ("options", [], "options"),
    ("seats", {"0": "P0"}, "seats"),
    ("actions", {"1": "bid 3"}, "actions"),
])
def test_wrong_types(body, field, value, match):
    body[field] = value
    refused(resign(body), match)


@pytest.mark.parametrize("entry", [
    [0], [0, "bid 3", 1], ["0", "bid 3"], [True, "bid 3"], [0, 5], [99, "bid 3"],
    [-7, "bid 3"], {"seat": 0, "action": "bid 3"}, "0: bid 3",
])
def test_malformed_action_entry(body, entry):
    body["actions"].append(entry)
    refused(resign(body), "must be \\[seat, notation\\]")


@pytest.mark.parametrize("seat", [
    {"name": "P9", "kind": "wizard"}, {"name": 5, "kind": "easy"}, {"kind": "easy"},
    {"name": "P9"}, "easy",
])
def test_bad_seat(body, seat):
    body["seats"][1] = seat
    refused(resign(body), "name and a kind")


def test_seat_kind_the_game_lacks(body):
    body["seats"][1]["kind"] = "hard"  # the toy game has only random and easy bots
    refused(resign(body), "hard")


@pytest.mark.parametrize("n", [1, 5])
def test_wrong_seat_count(body, n):
    body["seats"] = [{"name": f"P{i}", "kind": "random"} for i in range(n)]
    refused(resign(body), "2 to 4 players")


def test_unknown_option(body):
    body["options"]["colour"] = "blue"
    msg = refused(resign(body), "no option 'colour'")
    assert "short, lives, deck" in msg


@pytest.mark.parametrize("value,match", [(9, "1 to 3"), ("lots", "1 to 3")])
def test_bad_option_value(body, value, match):
    body["options"]["lives"] = value
    refused(resign(body), match)


def test_bad_choice_value(body):
    body["options"]["deck"] = "huge"
    refused(resign(body), "allowed: small, big")


def test_infinite_option_value(body):
    body["options"]["lives"] = float("inf")
    refused(resign(body), "lives")


@pytest.mark.parametrize("game,match", [("no-such-game", "unknown game"),
                                        ("toy-unbuilt", "not built")])
def test_unknown_or_unbuilt_game(body, game, match):
    body["game"] = game
    refused(resign(body), match)


def test_digest_mismatch(body):
    body["seed"] += 1
    refused(body, "modified")
    body["check"] = 12345
    refused(body, "modified")


def test_edited_log_that_no_longer_replays(body):
    body["actions"][3][1] = "bid 999"
    refused(body, "modified")
    msg = refused(resign(body), "does not replay")
    assert "action 4" in msg


def test_log_entry_out_of_turn(body):
    seat, act = body["actions"][0]
    body["actions"][0] = [(seat + 1) % 3, act]
    refused(resign(body), "not seat")


def test_future_and_unknown_format(body):
    body["format"] = FORMAT_VERSION + 1
    assert "update" in refused(resign(body), "newer")
    body["format"] = 0
    refused(resign(body), "unknown save format")


# ----- reading: the file itself ------------------------------------------------------------


def test_missing_file(tmp_path):
    with pytest.raises(SaveError, match="no such save file"):
        saves.load(tmp_path / "nope.json")


def test_folder_instead_of_file(tmp_path):
    with pytest.raises(SaveError, match="cannot read"):
        saves.load(tmp_path)


def test_not_utf8(tmp_path):
    p = tmp_path / "bin.json"
    p.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError, match="cannot read"):
        saves.load(p)


@pytest.mark.parametrize("text", ["", "{", '{"game": ', "not json at all", "[1,2"])
def test_corrupt_json(tmp_path, text):
    p = tmp_path / "bad.json"
    p.write_text(text)
    with pytest.raises(SaveError, match="not a save file"):
        saves.load(p)


def test_truncated_save(tmp_path):
    p = tmp_path / "cut.json"
    saves.dump(make_session(), p)
    p.write_text(p.read_text()[:-30])
    with pytest.raises(SaveError, match="not a save file"):
        saves.load(p)


# ----- reading what the menus show, without replaying ---------------------------------------


def test_peek_reads_game_seats_and_moves_without_replaying(tmp_path, monkeypatch):
    s = make_session(steps=12)
    path = tmp_path / "g.json"
    saves.dump(s, path)

    def no_replay(*a, **k):
        raise AssertionError("peek replayed the log")
    monkeypatch.setattr(saves, "replay", no_replay)
    monkeypatch.setattr(saves, "_replay", no_replay)
    info = saves.peek(path)
    assert info.ok and info.game_id == GAME and info.seats == 3 and info.moves == 12
    assert info.names == ["P0", "P1", "P2"]


def test_peek_reads_only_the_head_of_a_long_save(tmp_path, monkeypatch):
    """A save longer than the head is described from its first bytes: the log is
    neither parsed nor replayed (a JSON parse of the whole would see the bad tail)."""
    s = make_session(steps=12)
    body = s.to_json()
    body["actions"] = body["actions"] * 4000  # long; never parsed by peek
    text = json.dumps(body, indent=1)
    assert len(text) > saves.HEAD_BYTES * 4
    path = tmp_path / "long.json"
    path.write_text(text[:-40] + "not json at all")  # the tail is broken
    info = saves.peek(path)
    assert info.ok and info.moves == 12 and info.seats == 3
    # ...and opening it refuses it with its reason, never half-loaded
    with pytest.raises(SaveError, match="bad JSON"):
        saves.load(path)


def test_an_old_save_without_moves_still_loads_and_peeks(tmp_path):
    """Saves written before "moves" (the log before the check) load as they always did."""
    s = make_session(steps=12)
    body = s.to_json()
    old = {k: body[k] for k in ("game", "format", "options", "seed", "seats", "actions",
                                "check")}
    small = tmp_path / "old.json"
    small.write_text(json.dumps(old, indent=1))
    assert saves.load(small).game.history == s.game.history
    assert saves.peek(small).moves == 12  # a small file is read whole
    old["actions"] = old["actions"] * 3000
    del old["check"]
    big = tmp_path / "old-long.json"
    big.write_text(json.dumps(old, indent=1))
    info = saves.peek(big)
    assert info.ok and info.moves is None and info.seats == 3  # how far: unknown, not made up


def test_peek_names_the_damage_it_can_see(tmp_path):
    body = make_session().to_json()
    cases = {"format": 99, "seats": "x", "game": "nope", "moves": -3}
    for key, value in cases.items():
        bad = dict(body, **{key: value})
        p = tmp_path / f"{key}.json"
        p.write_text(json.dumps(bad))
        info = saves.peek(p)
        assert not info.ok and info.reason and "\n" not in info.reason, key


def test_a_wrong_moves_count_is_refused(body):
    body["moves"] = len(body["actions"]) + 1
    refused(body, "moves")


def test_load_reports_progress_and_can_be_cancelled(tmp_path):
    s = make_session(steps=12)
    path = tmp_path / "g.json"
    saves.dump(s, path)
    seen = []
    monkey = saves.PROGRESS_EVERY
    try:
        saves.PROGRESS_EVERY = 3
        loaded = saves.load(path, progress=lambda done, total: seen.append((done, total)))
        assert loaded.game.history == s.game.history
        assert seen[0] == (0, 12) and seen[-1] == (12, 12) and len(seen) == 5

        def stop(done, total):
            if done >= 6:
                raise saves.Cancelled()
        with pytest.raises(saves.Cancelled):
            saves.load(path, progress=stop)
    finally:
        saves.PROGRESS_EVERY = monkey


def test_a_bad_entry_reads_the_same_with_progress(body):
    body["actions"][3][1] = "fly away"
    resign(body)
    plain = refused(body, "does not replay")
    with pytest.raises(SaveError) as e:
        from_json(body, progress=lambda d, t: None)
    assert str(e.value) == plain
