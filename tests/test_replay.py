"""Replays of finished games (issue 31 §2): built from the saved action log, every step
drawn from what the engine itself says at that point, hidden facts only after the end."""

from __future__ import annotations

import json
import os

import pytest

from game.match import Match
from game.registry import all_games, built_game
from game.replay import PUBLIC, Lens, Replay, lenses, merged, view
from game.saves import FINISHED_FOLDER, SaveError, SeatSpec, keep_finished, list_saves, load, peek

GAMES = [g.id for g in all_games() if g.built]


def bots(game_id: str) -> list[SeatSpec]:
    info = built_game(game_id)
    kinds = [k for k in ("easy", "medium", "hard") if k in info.bots]
    n = max(info.min_seats, min(3, info.max_seats))
    return [SeatSpec(f"P{i}", kinds[i % len(kinds)]) for i in range(n)]


def finished_session(game_id: str, seed: int = 11):
    m = Match(game_id, bots(game_id), {}, seed)
    m.play_out()
    return m.session()


def saved_and_loaded(session, folder) -> tuple:
    path = keep_finished(session, folder)
    return path, load(path)


def test_the_game_ids_are_all_five():
    assert len(GAMES) >= 5


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_is_the_engines_own_view_forward_and_back(game_id, tmp_path):
    path, session = saved_and_loaded(finished_session(game_id), tmp_path)
    assert peek(path).finished and session.game.is_terminal()
    rp = Replay.of(session)
    assert rp.finished and len(rp) == len(session.game.history)
    # the engine's own views, step by step, from a fresh game fed the same log
    fresh = built_game(game_id).factory(len(session.seats), session.options, session.seed)
    seats = range(len(session.seats))
    truth = [([fresh.observation(s) for s in seats], fresh.public_observation())]
    for step in rp.steps:
        fresh.apply(step.seat, step.action)
        truth.append(([fresh.observation(s) for s in seats], fresh.public_observation()))
    order = list(range(len(rp) + 1))
    for k in order + order[::-1]:  # to the end, then back to the start
        own, public = truth[k]
        g = rp.state(k)
        assert len(g.history) == k
        assert view(g, PUBLIC, True) == public
        for s in seats:
            assert view(g, Lens(s), True) == own[s]
            everything = view(g, Lens(s, True), True)
            assert everything["seat"] == s
            assert merged(own[s], [own[o] for o in seats if o != s]) == everything
    assert rp.state(len(rp)).is_terminal()


@pytest.mark.parametrize("game_id", GAMES)
def test_an_unfinished_game_never_shows_a_hidden_fact(game_id, tmp_path):
    whole = finished_session(game_id, seed=5)
    half = len(whole.game.history) // 2
    cut = built_game(game_id).factory(len(whole.seats), whole.options, whole.seed)
    for seat, action in whole.game.history[:half]:
        cut.apply(seat, action)
    whole.game = cut
    path = tmp_path / "running.json"
    from game.saves import dump

    dump(whole, path)
    assert not peek(path).finished
    rp = Replay.of(load(path))
    assert not rp.finished
    assert lenses(len(whole.seats), rp.finished) == [PUBLIC]
    for k in range(len(rp) + 1):
        public = rp.state(k).public_observation()
        for s in range(len(whole.seats)):
            assert rp.view(k, Lens(s)) == public
            assert rp.view(k, Lens(s, True)) == public


def test_pass_and_play_before_the_end_is_public_whoever_asks():
    """Two humans at one screen, the game not over: the replay's view of it is the
    public one (the same rule whoever sits where)."""
    g = built_game("coyote-heidelbaer").factory(3, {}, 4)
    g.apply(g.to_act()[0], g.legal_actions(g.to_act()[0])[0])
    for lens in [*lenses(3, True), Lens(0, True)]:
        assert view(g, lens, finished=False) == g.public_observation()


def test_after_the_end_every_headband_card_shows():
    """HeidelBÄR: each seat sees every card but its own; laid together, every live
    seat's card is on the table, the bottom seat's own included."""
    rp = Replay.of(finished_session("coyote-heidelbaer", seed=2))
    k = next(k for k in range(1, len(rp)) if rp.state(k).phase == "bidding")
    g = rp.state(k)
    for s in range(g.num_seats):
        own = rp.view(k, Lens(s))
        every = rp.view(k, Lens(s, True))
        live = [p for p in every["players"] if not p["out"]]
        assert own["players"][s]["card"] is None or own["players"][s]["out"]
        assert all(p["card"] is not None for p in live)


def test_merged_fills_gaps_and_keeps_what_is_there():
    base = {"seat": 0, "cards": [None, 5, 7], "mine": None, "deep": {"x": None}}
    others = [{"seat": 1, "cards": [3, None, 7], "mine": 9, "deep": {"x": 2}, "more": 1},
              {"seat": 2, "cards": [4, 5, None]}]
    assert merged(base, others) == {"seat": 0, "cards": [3, 5, 7], "mine": 9,
                                    "deep": {"x": 2}, "more": 1}


def test_jumps_and_rounds():
    rp = Replay.of(finished_session("coyote-tilsit", seed=3))
    rounds = rp.rounds()
    assert rounds[0][1] == 0 and len(rounds) > 1
    assert [r for r, _ in rounds] == sorted(r for r, _ in rounds)
    for r, k in rounds:
        assert rp.round_at(k) == r


def test_finished_games_are_kept_newest_fifty(tmp_path):
    s = finished_session("coyote-tilsit", seed=1)
    folder = tmp_path / FINISHED_FOLDER
    paths = []
    for i in range(5):
        p = keep_finished(s, folder, keep=3)
        os.utime(p, (1000 + i, 1000 + i))
        paths.append(p)
    left = sorted(p.name for p in folder.glob("*.json"))
    assert left == sorted(p.name for p in paths[-3:])
    assert all(i.ok and i.finished for i in list_saves(folder))


def test_an_old_save_without_the_mark_still_loads(tmp_path):
    whole = finished_session("notcoup", seed=2)
    body = whole.to_json()
    assert body["finished"] is True
    del body["finished"]  # as saves were written before the mark
    p = tmp_path / "old.json"
    p.write_text(json.dumps(body))
    assert load(p).game.is_terminal() and not peek(p).finished


@pytest.mark.parametrize("damage", ["cut", "not json", "edited log", "bad mark",
                                    "marked but running"])
def test_a_damaged_finished_game_is_refused_with_a_message(damage, tmp_path):
    s = finished_session("coyote-heidelbaer", seed=6)
    path = keep_finished(s, tmp_path)
    body = json.loads(path.read_text())
    text = path.read_text()
    if damage == "cut":
        text = text[: len(text) // 2]
    elif damage == "not json":
        text = "\x00\x01 not a save"
    elif damage == "edited log":
        body["actions"][3][1] = "bid 99"
        text = json.dumps(body)
    elif damage == "bad mark":
        body["finished"] = "yes"
        text = json.dumps(body)
    else:  # the mark on a game whose log stops before the end
        from game.saves import _digest

        body["actions"] = body["actions"][:5]
        body["moves"] = 5
        body["check"] = _digest(body)
        text = json.dumps(body)
    path.write_text(text)
    with pytest.raises(SaveError) as e:
        Replay.of(load(path))
    assert str(e.value) and "\n" not in str(e.value)


def test_what_each_seat_held_is_told_after_the_end_only():
    """NotCoup keeps a seat's hand in that seat's view alone: the replay says each hand
    in words once the game is over, and says nothing of them in a game still running."""
    from game.replay import held

    rp = Replay.of(finished_session("notcoup", seed=4))
    g = rp.state(len(rp) // 2)
    said = held(g, True)
    for s in range(g.num_seats):
        hand = g.observation(s)["hand"]
        if hand:
            assert ("hand", ", ".join(c.replace("-", " ") for c in hand)) in said[s]
    assert held(g, False) == [[] for _ in range(g.num_seats)]
