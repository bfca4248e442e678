"""The HeidelBÄR table scene, headless: bots play it out, pass-and-play keeps secrets.

The table is driven through its real update loop on an off-screen surface; bot
decisions come from the worker like in the app, and each test waits for them.
"""

from __future__ import annotations

import pygame
import pytest

from game.match import Match
from game.saves import SeatSpec
from scenes.gate import PassGate
from scenes.tables import table_class
from scenes.tables.coyote_heidelbaer.table import HeidelbaerTable
from tests import table_driver as driver
from tests.table_driver import click, frame, new_app, wait_for_human


@pytest.fixture(autouse=True)
def _display():
    driver.init_display()


def make_table(kinds, trickster=False, **kw):
    return driver.make_table("coyote-heidelbaer", HeidelbaerTable, kinds,
                             {"trickster": trickster}, **kw)


def test_registry_maps_the_game_to_this_table():
    assert table_class("coyote-heidelbaer") is HeidelbaerTable


def test_bots_only_match_runs_to_the_end_through_the_table():
    app, table = make_table(["easy", "medium", "hard", "random"], anim_speed=3.0, seed=11)
    driver.play_to_results(app, table, 20000)
    assert any("wins the game" in line for line in table.log_lines)
    # the spectator of a bots-only game never sees the centre card before a reveal
    assert table.privacy.viewer is None


def _own_card_hidden(table):
    faces = table.visible_faces()
    if table.reveal is None and table.privacy.viewer is not None:
        assert table.privacy.viewer not in faces["seats"], "the viewer's own card was shown"
        if table.view["centre"] is None:
            assert faces["centre"] is None


def _drive_humans(app, table, choose, max_frames=6000):
    return driver.drive_humans(app, table, choose, _own_card_hidden, max_frames)


def test_two_humans_pass_and_play_keeps_each_card_hidden_behind_the_gate():
    app, table = make_table(["human", "easy", "human"], seed=5)
    # two humans: the table opens on the public view; the first decision needs the gate
    assert table.privacy.window is None and table.view["seat"] is None
    frame(app, table)
    assert table.curtain and isinstance(app.top, PassGate)

    def choose(obs, legal):
        return driver.bid_or_call(obs, legal, "challenge", 8)

    gates, drawn = _drive_humans(app, table, choose)
    assert table.game.is_terminal()
    assert set(gates) == {"Ada", "Chiara"} and len(gates) > 2
    assert set(drawn) <= {0, 2}


def test_trickster_guesses_are_collected_one_human_at_a_time():
    app, table = make_table(["human", "human", "human", "medium"], trickster=True, seed=8)
    seen_guess_prompt = []

    def choose(obs, legal):
        if obs["phase"] == "guessing":
            seen_guess_prompt.append(obs["seat"])
            # the other humans' pending guesses are never in this one's view
            assert table.controls.buttons and all(k.startswith("guess ")
                                                  for k in table.controls.buttons)
            return legal[0]
        return driver.bid_or_call(obs, legal, "challenge", 6, step=3, fallback=-1)

    gates, _ = _drive_humans(app, table, choose, max_frames=20000)
    assert table.game.is_terminal()
    assert seen_guess_prompt, "no human was ever asked to guess"


def test_spinner_opens_at_a_sensible_bid_and_a_typed_bid_needs_one_enter():
    app, table = make_table(["human", "easy", "easy"], seed=2,
                            stack={"start": 0, "decks": []})
    wait_for_human(app, table, 0, frames=50)
    obs = table.game.observation(0)
    spinner = table.controls.spinner
    lo, hi = obs["min_bid"], obs["max_bid"]
    # the opening bid starts where the total is as likely under as over, not at the minimum
    assert spinner is not None and lo < spinner.value <= hi
    assert f"bid {spinner.value}" in table.game.legal_actions(0)
    assert table.controls.buttons["peek"].enabled is False  # not on the opening bid
    # arrows and the wheel move it, and the Bid button follows
    table.controls.form.focus(spinner)
    v0 = spinner.value
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, unicode="", mod=0))
    assert spinner.value == v0 + 1
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=spinner.rect.center, rel=(0, 0),
                                    buttons=(0, 0, 0)))
    table.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert spinner.value == v0
    table.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert spinner.value == v0 + 1
    assert table.controls.bid_button.text == f"Bid {v0 + 1}"
    # typed digits: the Bid button shows them at once, and one Enter bids
    for ch in str(lo + 5):
        key = pygame.K_MINUS if ch == "-" else pygame.K_0 + int(ch)
        table.handle(pygame.event.Event(pygame.KEYDOWN, key=key, unicode=ch, mod=0))
    assert table.controls.bid_button.text == f"Bid {lo + 5}"
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, unicode="\r", mod=0))
    assert table.game.history[-1] == (0, f"bid {lo + 5}")
    # on the next human turn the spinner starts just above the standing bid
    wait_for_human(app, table, 0, frames=200)
    obs = table.game.observation(0)
    if table.human_to_act() == 0 and obs["phase"] == "bidding":
        assert table.controls.spinner.value == obs["min_bid"]


def test_illegal_clicks_and_actions_do_not_crash():
    app, table = make_table(["human", "medium", "easy"], seed=4,
                            stack={"start": 1, "decks": []})
    before = list(table.game.history)
    # out of turn: refused with a notice, nothing changes
    assert table.act(0, "bid 5") is False
    assert table.notice is not None
    assert table.game.history == before
    # clicks all over the table while a bot thinks or animations run
    for x in range(0, 1280, 80):
        for y in range(0, 720, 60):
            click(app, (x, y))
        frame(app, table)
    for _ in range(200):
        if table.human_to_act() == 0:
            break
        frame(app, table)
    assert table.human_to_act() == 0
    # nonsense and rule-breaking actions are refused, never raised
    assert table.act(0, "bid banana") is False
    assert table.act(0, "bid 9999") is False
    assert table.act(0, "guess 1") is False
    n = len(table.game.history)
    for x in range(0, 1280, 40):
        for y in range(600, 720, 12):
            click(app, (x, y))
            app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False,
                                            precise_x=0.0, precise_y=1.0))
    frame(app, table)
    assert len(table.game.history) >= n  # clicks may have acted legally; nothing broke
    assert type(app.top).__name__ != "ErrorScene"


def test_autosave_after_an_action_and_on_quit(tmp_path):
    from game.paths import autosave_path
    from game.saves import load

    app, table = make_table(["human", "easy"], seed=6, stack={"start": 0, "decks": []})
    for _ in range(20):
        frame(app, table)
    assert table.act(0, f"bid {table.game.observation(0)['min_bid']}")
    assert autosave_path().exists()
    assert load(autosave_path()).game.history == table.game.history
    autosave_path().unlink()
    app.close()  # the window closes mid-game
    assert autosave_path().exists()


def test_skip_finishes_animations_on_click():
    app, table = make_table(["human", "easy", "easy"], anim_speed=1.0, seed=9)
    assert table.busy()  # the opening deal is animating
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 300), button=1))
    assert not table.busy()


@pytest.mark.parametrize("state", ["start", "mid", "reveal"])
def test_snapshot_states_render(state):
    app, table = driver.snapshot_table("coyote-heidelbaer", HeidelbaerTable, state)
    if state == "reveal":
        assert table.reveal is not None
        assert table.visible_faces()["centre"] is not None
    else:
        _own_card_hidden(table)


def test_a_peek_shows_the_centre_only_to_the_peeker():
    deck = ["5", "7", "3", "10", "1"]  # seat 0, seat 1, then the centre card
    app, table = make_table(["human", "human"], seed=1,
                            stack={"start": 0, "decks": [deck]})
    frame(app, table)
    assert isinstance(app.top, PassGate) and app.top.name == "Ada"
    app.top.confirm()
    frame(app, table)
    assert table.visible_faces() == {"seats": {1: "7"}, "centre": None, "coyote": None}
    assert table.act(0, "bid 1")
    frame(app, table)
    assert isinstance(app.top, PassGate) and app.top.name == "Bruno" and table.curtain
    app.top.confirm()
    frame(app, table)
    assert table.act(1, "peek")
    frame(app, table)
    assert table.visible_faces() == {"seats": {0: "5"}, "centre": "3", "coyote": None}
    assert "centre card is 3" in table.controls.prompt
    assert table.act(1, "bid 2")
    frame(app, table)
    # back to Ada: the gate first, then her view, where the centre is face down again
    assert isinstance(app.top, PassGate) and app.top.name == "Ada" and table.curtain
    app.top.confirm()
    frame(app, table)
    assert table.visible_faces() == {"seats": {1: "7"}, "centre": None, "coyote": None}
    assert "centre card" not in table.controls.prompt


def test_keyboard_hotkeys_and_digits_reach_the_controls():
    app, table = make_table(["human", "easy"], seed=2, stack={"start": 1, "decks": []})
    wait_for_human(app, table, 0, frames=100)
    assert table.human_to_act() == 0
    n = len(table.game.history)
    table.controls.form.focus(table.controls.buttons["challenge"])
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, unicode="c", mod=0))
    assert table.game.history[n] == (0, "challenge")


def test_a_game_resumed_while_the_loser_chooses_shows_the_reveal():
    from game.saves import Session, from_json

    # Ada bids high, Bruno challenges and wins; Ada holds both kinds of peek card
    seats = [SeatSpec("Ada", "human"), SeatSpec("Bruno", "easy")]
    seed = next(s for s in range(100)
                if Match("coyote-heidelbaer", seats, {}, s).game.to_act() == [0])
    m = Match("coyote-heidelbaer", seats, {}, seed)
    m.apply(0, "bid 40")
    m.apply(1, "challenge")
    assert m.game.observation(0)["phase"] == "discard"
    resumed = Match.from_session(from_json(m.session().to_json()))
    assert isinstance(resumed.session(), Session)
    cards = dict(map(tuple, resumed.game.observation(0)["last_reveal"]["cards"]))
    app = new_app(anim_speed=0.0)
    table = HeidelbaerTable(app, resumed)
    app.push(table)
    frame(app, table)
    assert table.reveal is not None
    assert table.visible_faces()["seats"] == cards
    assert any("challenges" in line for line in table.log_lines)  # the log was rebuilt
    assert set(table.controls.buttons) == {"discard open", "discard closed"}


def test_bots_also_play_from_a_thread_when_no_worker_process(monkeypatch):
    import scenes.bot_worker as tb

    monkeypatch.setattr(tb, "_use_processes", False)
    monkeypatch.setattr(tb, "_PROCS", None)
    app, table = make_table(["human", "easy", "medium"], seed=12,
                            stack={"start": 1, "decks": []})
    wait_for_human(app, table, 0, frames=200)
    assert table.human_to_act() == 0
    assert table.game.history and all(s != 0 for s, _ in table.game.history)


def test_the_bids_panel_words_each_action_of_the_round():
    from types import SimpleNamespace

    from scenes.tables.coyote_heidelbaer.view import HeidelbaerView

    names = ["Ada", "Bruno", "Cleo"]
    log = [[0, "bid 12"], [1, "peek"], [1, "bid 14"], [2, "coyote"], [2, "bid 15"],
           [0, "challenge"], [1, "guess 2"]]
    look = SimpleNamespace(table=SimpleNamespace(seat_name=names.__getitem__,
                                                 view={"round_log": log}))
    assert HeidelbaerView.bid_history(look) == [
        ("Ada", "12"), ("Bruno", "peeked"), ("Bruno", "14"), ("Cleo", "Coyote draw"),
        ("Cleo", "15"), ("Ada", "challenged!"), ("Bruno", "guessed Cleo")]
