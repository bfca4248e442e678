"""The ``coyotes-table`` command, called in-process through ``main([...])``."""

from __future__ import annotations

import json
import math
import re
import subprocess
import sys
import types

import pytest

import scenes
from game import registry
from game.cli import main
from game.stats import percentile, wilson
from tests.test_generic import toy_games

FIVE = ["coyote-heidelbaer", "coyote-tilsit", "notcoup", "coyote-moon", "three-card-coyote"]
BUILT = [i.id for i in registry.all_games() if i.built]
ACTION_LINE = re.compile(r"^\s+\d+\. .+ \[(\d+|D)\]: \S.*$")


@pytest.fixture
def toys():
    with toy_games():
        yield


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_usage_error(code: int, err: str, *needles: str) -> None:
    assert code == 2
    assert "Traceback" not in err
    for n in needles:
        assert n in err, f"'{n}' not in {err!r}"


# ----- games -----------------------------------------------------------------------------


def test_games_json_lists_the_five_with_built_flags(capsys):
    code, out, _ = run(capsys, "games", "--json")
    assert code == 0
    data = json.loads(out)
    assert [g["id"] for g in data][:5] == FIVE
    for g in data:
        assert g["built"] == registry.get_info(g["id"]).built
        assert {"title", "min_seats", "max_seats", "options", "credits"} <= set(g)
        for o in g["options"]:
            assert {"name", "type", "default", "allowed"} <= set(o)
    heidel = data[0]
    assert heidel["built"] and heidel["options"][0]["name"] == "trickster"
    assert heidel["options"][0]["allowed"] == [False, True]
    assert {"random", "easy", "medium", "hard"} <= set(heidel["bots"])


def test_games_text(capsys, toys):
    code, out, _ = run(capsys, "games")
    assert code == 0
    for gid in FIVE:
        assert gid in out
    assert "coming soon" in out and "trickster" in out


# ----- play --------------------------------------------------------------------------------


def test_play_prints_actions_and_result(capsys, toys):
    code, out, _ = run(capsys, "play", "toy-headband", "--seats", "random,easy:Ann",
                       "--seed", "3", "--option", "deck=big")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("Toy Headband: seed 3; options:") and "deck=big" in lines[0]
    assert "Ann [1] easy" in lines[1] and "Random A [0] random" in lines[1]
    actions = [ln for ln in lines if ACTION_LINE.match(ln)]
    assert actions and any("Ann [1]: " in ln for ln in actions)
    assert any(ln.startswith("result: winner") for ln in lines)
    assert any(ln.startswith("status: game over") for ln in lines)
    assert f"actions: {len(actions)}" in lines


def test_play_is_reproducible_and_shows_events(capsys, toys):
    argv = ["play", "toy-dealer", "--seats", "random,easy", "--seed", "5"]
    _, first, _ = run(capsys, *argv)
    _, again, _ = run(capsys, *argv)
    assert first == again
    _, with_events, _ = run(capsys, *argv, "--events")
    assert "· flip card=" in with_events
    assert "Dealer [D]: flip " in first


@pytest.mark.parametrize("game_id", BUILT)
def test_play_every_built_game(capsys, game_id):
    info = registry.get_info(game_id)
    seats = ",".join(["random"] * info.min_seats if info.min_seats > 1 else ["random"])
    code, out, err = run(capsys, "play", game_id, "--seats", seats, "--seed", "1")
    assert code == 0, err
    assert "result: " in out


def test_play_save_then_replay(capsys, toys, tmp_path):
    path = tmp_path / "g.json"
    code, played, _ = run(capsys, "play", "toy-headband", "--seats", "easy,random,easy",
                          "--save", str(path))
    assert code == 0 and f"saved: {path}" in played
    code, replayed, err = run(capsys, "replay", str(path))
    assert code == 0, err
    keep = [ln for ln in played.splitlines() if ACTION_LINE.match(ln)]
    assert [ln for ln in replayed.splitlines() if ACTION_LINE.match(ln)] == keep
    assert "status: game over" in replayed


def test_play_unwritable_save(capsys, toys, tmp_path):
    (tmp_path / "file").write_text("x")
    code, _, err = run(capsys, "play", "toy-dealer", "--seats", "random", "--save",
                       str(tmp_path / "file" / "sub" / "g.json"))
    assert_usage_error(code, err, "cannot write")


# ----- replay of bad files -------------------------------------------------------------


def _one_line_refusal(capsys, path) -> str:
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2 and out == ""
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    return err


def test_replay_missing_file(capsys, tmp_path):
    assert "no such save file" in _one_line_refusal(capsys, tmp_path / "absent.json")


@pytest.mark.parametrize("text,needle", [
    ("{not json", "not a save file"),
    ("", "not a save file"),
    ('{"game": "coyote-heidelbaer"}', "missing"),
    ('{"game": "chess", "format": 1, "options": {}, "seed": 1, "seats": [], "actions": []}',
     "unknown game"),
    ("[" * 50000, "nested too deeply"),  # deep nesting: the JSON reader itself gives up
])
def test_replay_bad_files(capsys, tmp_path, text, needle):
    p = tmp_path / "bad.json"
    p.write_text(text)
    assert needle in _one_line_refusal(capsys, p)


def test_replay_tampered_and_future(capsys, toys, tmp_path):
    path = tmp_path / "g.json"
    assert run(capsys, "play", "toy-headband", "--seats", "easy,easy", "--save", str(path))[0] == 0
    good = json.loads(path.read_text())
    bad = dict(good, actions=good["actions"][:-1] + [[0, "bid 9999"]])
    path.write_text(json.dumps(bad))
    assert "modified" in _one_line_refusal(capsys, path)
    path.write_text(json.dumps(dict(good, format=good["format"] + 1)))
    assert "newer" in _one_line_refusal(capsys, path)


# ----- unknown names ---------------------------------------------------------------------------


@pytest.mark.parametrize("argv,needles", [
    (["play", "chess", "--seats", "easy,easy"], ["unknown game 'chess'", *FIVE]),
    (["play", "toy-unbuilt", "--seats", "easy,easy,easy"], ["not built"]),
    (["play", "toy-headband", "--seats", "easy,wizard"],
     ["unknown seat kind 'wizard'", "random, easy"]),
    (["play", "toy-headband", "--seats", "easy,human"], ["needs the window", "random, easy"]),
    (["play", "toy-headband", "--seats", "easy"], ["2 to 4"]),
    (["play", "toy-headband", "--seats", "easy,easy", "--option", "colour=red"],
     ["no option 'colour'", "short, lives, deck"]),
    (["play", "toy-headband", "--seats", "easy,easy", "--option", "deck=huge"],
     ["allowed: small, big"]),
    (["play", "toy-headband", "--seats", "easy,easy", "--option", "lives=7"], ["1 to 3"]),
    (["play", "toy-headband", "--seats", "easy,easy", "--option", "short=maybe"],
     ["allowed: false, true"]),
    (["play", "toy-headband", "--seats", "easy,easy", "--option", "lives"], ["NAME=VALUE"]),
    (["tournament", "toy-headband", "--seats", "easy,hard", "--games", "2"],
     ["unknown seat kind 'hard'"]),
    (["tournament", "toy-headband", "--seats", "easy,easy", "--games", "0"], ["at least 1"]),
    (["bench", "chess"], ["unknown game 'chess'"]),
])
def test_unknown_names_exit_2_with_allowed_list(capsys, toys, argv, needles):
    code, out, err = run(capsys, *argv)
    assert_usage_error(code, err, *needles)
    assert len(err.strip().splitlines()) == 1


def test_bare_bool_option_switches_it_on(capsys, toys):
    code, out, _ = run(capsys, "play", "toy-headband", "--seats", "easy,easy",
                       "--option", "short", "--quiet")
    assert code == 0 and "short=true" in out
    assert not [ln for ln in out.splitlines() if ACTION_LINE.match(ln)]


@pytest.mark.parametrize("argv", [["play"], ["frobnicate"], ["--quit-after", "soon"],
                                  ["snapshot", "menu", "-o", "x.png", "--size", "big"]])
def test_argparse_errors_return_2(capsys, argv):
    code, _, err = run(capsys, *argv)
    assert code == 2 and "usage:" in err


def test_help_returns_0(capsys):
    code, out, _ = run(capsys, "--help")
    assert code == 0 and "tournament" in out


# ----- tournament and bench ------------------------------------------------------------------


def test_tournament_json(capsys, toys):
    code, out, _ = run(capsys, "tournament", "toy-headband", "--seats", "random,easy,random",
                       "--games", "6", "--seed", "2", "--json")
    assert code == 0
    res = json.loads(out)
    assert res["games"] == 6 and res["rotated_fully"] and res["par"] == pytest.approx(1 / 3)
    bots = {b["kind"]: b for b in res["bots"]}
    assert set(bots) == {"random", "easy"}
    assert bots["random"]["games"] == 12 and bots["easy"]["games"] == 6
    assert sum(b["wins"] for b in bots.values()) == pytest.approx(6)
    for b in bots.values():
        lo, hi = b["ci95"]
        assert 0 <= lo <= b["win_rate"] <= hi <= 1
        assert b["verdict"] in ("above par", "at par", "below par")
        assert b["decision_ms"]["n"] > 0 and b["decision_ms"]["p95"] >= 0
    assert sum(p["wins"] for p in res["positions"]) == pytest.approx(6)


def test_tournament_rotates_seats(toys):
    from game.tournament import lineup

    kinds = ["a", "b", "c"]
    seen = {k: {lineup(kinds, g).index(k) for g in range(3)} for k in kinds}
    assert all(s == {0, 1, 2} for s in seen.values())


def test_tournament_text(capsys, toys):
    code, out, _ = run(capsys, "tournament", "toy-dealer", "--seats", "random,easy",
                       "--games", "5")
    assert code == 0
    assert "95% CI" in out and "par" in out and "by position" in out
    assert "not a multiple of 2" in out


def test_bench_json_quick(capsys, toys):
    code, out, _ = run(capsys, "bench", "toy-dealer", "--quick", "--json")
    assert code == 0
    res = json.loads(out)
    assert [t["options"]["flips"] for t in res["throughput"]] == [3, 2, 5]
    for t in res["throughput"]:
        assert t["games"] >= 1 and t["games_per_s"] > 0 and t["mean_actions"] > 0
    assert [lat["kind"] for lat in res["latency"]] == ["random", "easy"]
    for lat in res["latency"]:
        d = lat["decision_ms"]
        assert d["n"] > 0 and 0 <= d["p50"] <= d["p95"] <= d["max"]


def test_bench_times_a_computer_dealer_apart_from_the_bots(capsys):
    code, out, _ = run(capsys, "bench", "three-card-coyote", "--quick", "--json")
    assert code == 0
    for lat in json.loads(out)["latency"]:
        d = lat["dealer_ms"]
        assert d["n"] > 0 and 0 <= d["p50"] <= d["p95"] <= d["max"]


def test_bench_text(capsys, toys):
    code, out, _ = run(capsys, "bench", "toy-headband", "--games", "2", "--decisions", "5",
                       "--seats", "2")
    assert code == 0
    assert "games/s" in out and "p95 ms" in out and "deck=big" in out


# ----- window, snapshot and frames hand over to scenes ---------------------------------------


def test_window_mode_calls_run(capsys, monkeypatch):
    calls = []
    fake = types.ModuleType("scenes.app")
    fake.run = lambda **kw: calls.append(kw) or 0
    monkeypatch.setitem(sys.modules, "scenes.app", fake)
    monkeypatch.setattr(scenes, "app", fake, raising=False)
    assert main(["--quit-after", "0.5", "--size", "800x600"]) == 0
    assert calls == [{"quit_after": 0.5, "size": (800, 600)}]


def test_smoke_test_flag_runs_the_smoke_test(monkeypatch):
    fake = types.ModuleType("scenes.smoke")
    fake.run_smoke_test = lambda: 0
    monkeypatch.setitem(sys.modules, "scenes.smoke", fake)
    monkeypatch.setattr(scenes, "smoke", fake, raising=False)
    assert main(["--smoke-test"]) == 0


def _fake_tools(monkeypatch, calls):
    fake = types.ModuleType("scenes.tools")
    fake.snapshot = lambda *a: calls.append(a) or a[-1]
    fake.frames_bench = lambda **kw: calls.append(kw) or {
        "first_frame_s": 0.21, "menu_idle_cpu": 0.01,
        "scenes": [{"scene": "menu", "p50_ms": 1.5, "p99_ms": 3.25}]}
    monkeypatch.setitem(sys.modules, "scenes.tools", fake)
    monkeypatch.setattr(scenes, "tools", fake, raising=False)


def test_snapshot_delegates(capsys, monkeypatch, tmp_path):
    calls = []
    _fake_tools(monkeypatch, calls)
    out_png = str(tmp_path / "m.png")
    code, out, _ = run(capsys, "snapshot", "table", "--game", "coyote-heidelbaer", "--seed",
                       "4", "--size", "640x360", "-o", out_png)
    assert code == 0 and out_png in out
    assert calls == [("table", "coyote-heidelbaer", 4, (640, 360), out_png)]
    code, _, err = run(capsys, "snapshot", "menu", "-o", out_png)
    assert code == 0 and calls[-1] == ("menu", "coyote-heidelbaer", 1, (1280, 720), out_png)
    code, _, err = run(capsys, "snapshot", "table", "--game", "chess", "-o", out_png)
    assert_usage_error(code, err, "unknown game 'chess'")


def test_snapshot_refusal_is_one_line(capsys, monkeypatch, tmp_path):
    _fake_tools(monkeypatch, [])

    def refuse(*a):
        raise ValueError("unknown scene 'lobby'; scenes: menu, table")

    monkeypatch.setattr(sys.modules["scenes.tools"], "snapshot", refuse)
    code, _, err = run(capsys, "snapshot", "lobby", "-o", str(tmp_path / "x.png"))
    assert_usage_error(code, err, "unknown scene 'lobby'", "menu, table")


def test_frames_delegates(capsys, monkeypatch):
    calls = []
    _fake_tools(monkeypatch, calls)
    code, out, _ = run(capsys, "frames", "--json")
    assert code == 0 and json.loads(out)["scenes"][0]["p99_ms"] == 3.25
    assert calls[-1] == {"frames": 600, "anim_speed": 1.0}
    run(capsys, "frames", "--json", "--frames", "2400", "--speed", "2")
    assert calls[-1] == {"frames": 2400, "anim_speed": 2.0}
    code, out, _ = run(capsys, "frames")
    assert code == 0 and "first_frame_s: 0.210" in out and "3.250" in out
    monkeypatch.setattr(sys.modules["scenes.tools"], "format_bench",
                        lambda r: f"first frame {r['first_frame_s']} s", raising=False)
    code, out, _ = run(capsys, "frames")
    assert code == 0 and out == "first frame 0.21 s\n"


def test_headless_commands_never_import_pygame():
    code = ("import sys; from game.cli import main; "
            "main(['games', '--json']); "
            f"main(['play', '{BUILT[0]}', '--seats', 'random,random', '--quiet']); "
            "sys.exit(3 if 'pygame' in sys.modules or 'pymunk' in sys.modules else 0)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr


# ----- the numbers the commands print ------------------------------------------------------


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10)[0] == 0 and wilson(10, 10)[1] == 1
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(2.5, 5)  # split wins are fractional
    assert lo < 0.5 < hi
    with pytest.raises(ValueError):
        wilson(6, 5)


def test_percentiles_match_the_usual_definition():
    xs = [5, 1, 4, 2, 3]
    assert percentile(xs, 0) == 1 and percentile(xs, 100) == 5
    assert percentile(xs, 50) == 3
    assert percentile([1, 2, 3, 4], 95) == pytest.approx(3.85)
    assert math.isnan(percentile([], 50))


@pytest.mark.parametrize("argv", [["frames", "--frames", "0"], ["frames", "--speed", "0"]])
def test_frames_refuses_a_nonsense_length_or_speed(capsys, argv):
    code, _, err = run(capsys, *argv)
    assert code == 2 and "--frames must be at least 1" in err
