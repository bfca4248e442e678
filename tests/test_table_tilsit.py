"""The Tilsit table scene, headless: bots play it out, pass-and-play keeps secrets,
the Shaman controls offer only legal choices, the reveal shows the specials in order.

The table is driven through its real update loop on an off-screen surface; bot
decisions come from the worker as in the app, and each test waits for them.
"""

from __future__ import annotations

import pygame
import pytest

from game.match import Match
from scenes import snapshot_steering
from scenes.gate import PassGate
from scenes.tables import table_class
from scenes.tables.coyote_tilsit.table import TilsitTable
from scenes.tables.coyote_tilsit.view import LOG_RECT
from tests import table_driver as driver
from tests.table_driver import click, frame, new_app, seat_specs, untimed, wait_for_human


@pytest.fixture(autouse=True)
def _display():
    driver.init_display()


def make_table(kinds, shaman=True, options=None, **kw):
    opts = {"shaman": shaman, **(options or {})}
    return driver.make_table("coyote-tilsit", TilsitTable, kinds, opts, **kw)


def test_registry_maps_the_game_to_this_table():
    assert table_class("coyote-tilsit") is TilsitTable


def test_bots_only_match_runs_to_the_end_through_the_table():
    app, table = make_table(["easy", "medium", "hard", "medium"], anim_speed=4.0, seed=11)
    driver.play_to_results(app, table, 30000)
    assert any("wins the game" in line for line in table.log_lines)
    assert any(line.startswith("Reveal:") for line in table.log_lines)
    assert table.privacy.viewer is None  # a spectator: every headband is shown


def _own_cards_hidden(table):
    if table.privacy.viewer is None:
        return
    faces = table.visible_faces()
    if table.reveal is None:
        assert table.privacy.viewer not in faces, "the viewer's own card was shown face up"
    # before a reveal turns them over, the viewer's cards are backs, also in a reveal
    for i, f in enumerate(table.look.seat_faces(table.privacy.viewer)):
        if table.reveal is None or (table.privacy.viewer, i) not in table.stage.revealed:
            assert f is None


def _drive_humans(app, table, choose, max_frames=8000):
    return driver.drive_humans(app, table, choose, _own_cards_hidden, max_frames)


def test_two_humans_pass_and_play_gate_and_hidden_own_cards():
    app, table = make_table(["human", "easy", "human"], seed=5, anim_speed=0.0)
    assert table.privacy.window is None and table.view["seat"] is None  # the public view first
    frame(app, table)
    assert table.curtain and isinstance(app.top, PassGate)
    took = []

    def choose(obs, legal):
        # each human makes the other wear two cards once: their own pair stays hidden
        other = 2 if obs["seat"] == 0 else 0
        if f"shaman take {other}" in legal:
            took.append(other)
            return f"shaman take {other}"
        return driver.bid_or_call(obs, legal, "coyote", 9)

    gates, drawn = _drive_humans(app, table, choose)
    assert table.game.is_terminal()
    assert set(gates) == {"Ada", "Chiara"} and len(gates) > 2
    assert set(drawn) <= {0, 2}
    assert took, "no human ever used Take a Card"


def test_two_humans_with_animation_keep_secrets_through_reveals():
    app, table = make_table(["human", "human", "medium"], seed=8, anim_speed=3.0)

    def choose(obs, legal):
        return driver.bid_or_call(obs, legal, "coyote", 7, step=4)

    gates, _ = _drive_humans(app, table, choose, max_frames=20000)
    assert table.game.is_terminal()
    assert len(gates) > 2


def _stacked(kinds, stack, **kw):
    return make_table(kinds, stack=stack, **kw)


def test_shaman_targets_offer_only_legal_seats():
    # seat 2 is out from the start; seat 1 takes a card onto seat 3 before seat 0 acts
    stack = {"start": 1, "feathers": [3, 3, 0, 3, 3]}
    app, table = _stacked(["human", "human", "human", "human", "human"], stack, seed=4)
    g = table.game
    g.apply(1, "shaman take 3")
    g.apply(1, "bid 4")
    g.apply(3, "bid 5")
    g.apply(4, "bid 6")
    while isinstance(app.top, PassGate):
        app.top.confirm()
    table._follow(table.privacy.show(0))  # the viewer moves on: a gate goes up for seat 0
    assert isinstance(app.top, PassGate) and table.curtain
    app.top.confirm()
    assert wait_for_human(app, table, 0)
    legal = set(g.legal_actions(0))
    ctl = table.controls
    table.controls.update(0)
    ctl.buttons["shaman"].click()
    ctl.update(0)
    # each power's button is enabled exactly when the engine allows it now
    for power in ("lynx", "cancel", "feathers", "uturn"):
        assert ctl.buttons[power].enabled == (f"shaman {power}" in legal), power
    assert ctl.buttons["take"].enabled and ctl.buttons["turn"].enabled
    ctl.buttons["take"].click()
    ctl.update(0)
    take_targets = {int(a.split()[2]) for a in legal if a.startswith("shaman take ")}
    # not itself (0), not out (2), not already wearing two cards (3)
    assert set(ctl.targets()) == take_targets == {1, 4}
    assert {k for k in ctl.buttons if k.startswith("target ")} == {"target 1", "target 4"}
    # a click on a seat that is not a target does nothing; on the target it acts
    n = len(g.history)
    click(app, table.panel_rect(3).center)
    frame(app, table)
    assert len(g.history) == n
    click(app, table.panel_rect(4).center)
    assert g.history[-1] == (0, "shaman take 4")
    frame(app, table)
    # now only a bid is left, and the spinner starts at the lowest legal bid
    assert ctl.spinner is not None and ctl.spinner.value == g.observation(0)["min_bid"]
    assert "coyote" not in ctl.buttons and "shaman" not in ctl.buttons
    # It Is Your Turn names only live others
    ctl.reset()


def test_turn_targets_and_cancel_rebid_skip_the_cancelled_number():
    stack = {"start": 1, "feathers": [3, 3, 0, 3]}
    app, table = _stacked(["human", "easy", "easy", "easy"], stack, seed=6)
    g = table.game
    g.apply(1, "bid 4")
    g.apply(3, "bid 5")
    table.refresh()
    assert wait_for_human(app, table, 0)
    ctl = table.controls
    ctl.buttons["shaman"].click()
    ctl.update(0)
    ctl.buttons["turn"].click()
    ctl.update(0)
    assert set(ctl.targets()) == {1, 3}
    ctl.buttons["back"].click()
    ctl.update(0)
    assert ctl.mode == "shaman"
    ctl.buttons["back"].click()
    ctl.update(0)
    assert ctl.mode == "main" and ctl.spinner.value == 6


def test_rebid_after_cancel_skips_the_cancelled_bid():
    stack = {"start": 0, "feathers": [3, 3, 3]}
    app, table = _stacked(["human", "easy", "easy"], stack, seed=6)
    g = table.game
    g.apply(0, "bid 1")
    g.apply(1, "shaman cancel")  # seat 0 must now bid again, not 1
    table.refresh()
    assert wait_for_human(app, table, 0)
    ctl = table.controls
    assert ctl.spinner is not None and ctl.spinner.value == 2
    ctl.spinner.set(1)  # the range starts at 1, but 1 is the cancelled bid
    assert ctl.bid_button.enabled is False
    ctl.bid()
    assert g.history[-1] == (1, "shaman cancel")
    ctl.spinner.set(3)
    ctl.bid()
    assert g.history[-1] == (0, "bid 3")


def test_reveal_shows_teepee_spirit_chief_then_negatives_and_a_feather_falls():
    stack = {"start": 1, "draw": ["spirit", "15", "chief", "teepee", "-5", "10"]}
    app, table = _stacked(["human", "easy", "easy", "easy"], stack, seed=2, anim_speed=1.0)
    table.skip_animations()
    g = table.game
    for seat, action in ((1, "bid 6"), (2, "shaman take 3"), (2, "bid 9"), (3, "bid 14"),
                         (0, "bid 16")):
        table._apply(seat, action)
    table.skip_animations()
    assert table.look.seat_faces(0) == [None]      # the viewer wears the Teepee, unseen
    assert len(table.look.seat_faces(3)) == 2       # Take a Card: two cards on the headband
    table._apply(1, "coyote")
    order = []
    seen = set()
    for _ in range(2000):
        table.update_table(1 / 60)
        r = table.reveal
        if r is None and "feather" in seen:
            break
        marks = {
            "flip": (0, 0) in table.stage.revealed,
            "teepee": table.stage.teepee is not None,
            "spirit": table.stage.struck is not None,
            "chief": table.stage.doubled is not None,
            "negative": any(m.sign == "−" for m in table.stage.marks.values()),
            "verdict": table.stage.verdict is not None,
            "feather": bool(table.world.pieces),
        }
        for k, v in marks.items():
            if v and k not in seen:
                seen.add(k)
                order.append(k)
    assert order == ["flip", "teepee", "spirit", "chief", "negative", "verdict", "feather"]
    assert g.observation(0)["players"][0]["feathers"] == 2
    # the lost feather floats down and comes to rest below where it started
    table.world.settle()
    piece = table.world.pieces[0] if table.world.pieces else None
    if piece is not None:
        assert piece.settled
        assert piece.pos[1] > table.look.band_centre(0)[1]


def test_the_total_counts_up_at_one_pace_alongside_each_cards_mark():
    """The two headband tables had drifted (Tilsit counted up in 0.28 s, HeidelBÄR in
    0.3 s); both now share one count-up, and in Tilsit it runs as long as the counted
    card's mark takes to pop in, so figure and mark move together."""
    from scenes.tables.coyote_heidelbaer.table import HeidelbaerTable
    from scenes.tables.headband_table import COUNT_UP

    assert COUNT_UP == 0.3
    stack = {"start": 1, "draw": ["spirit", "15", "chief", "teepee", "-5", "10"]}
    app, table = _stacked(["human", "easy", "easy", "easy"], stack, seed=2, anim_speed=1.0)
    table.skip_animations()
    for seat, action in ((1, "bid 6"), (2, "bid 9"), (3, "bid 14"), (0, "bid 16")):
        table._apply(seat, action)
    table.skip_animations()
    hb_app, hb = driver.make_table("coyote-heidelbaer", HeidelbaerTable, ["human", "easy"],
                                   {}, anim_speed=1.0, seed=2,
                                   stack={"start": 0, "decks": [["5", "?", "max0", "20"]]})
    hb.skip_animations()
    hb._apply(0, "bid 3")
    table._apply(1, "coyote")
    hb._apply(1, "challenge")
    marked = []
    for t in (table, hb):
        counts = set()
        for _ in range(1500):
            t.update_table(1 / 60)
            shown = t.stage.total_shown
            if shown is not None and shown.duration > 0:
                counts.add(id(shown))
                assert shown.duration == COUNT_UP
            for m in getattr(t.stage, "marks", {}).values():
                if m not in marked:
                    marked.append(m)
                    assert m.tween.duration == shown.duration
            if t.stage.reveal is None and counts:
                break
        assert len(counts) >= 3  # several cards were counted up
    assert len(marked) >= 2  # a positive and a negative card


def test_spinner_starts_at_the_lowest_legal_bid_and_keys_work():
    app, table = _stacked(["human", "easy", "easy"], {"start": 0}, seed=2)
    assert wait_for_human(app, table, 0)
    ctl = table.controls
    assert ctl.spinner.value == 1
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, unicode="", mod=0))
    assert ctl.spinner.value == 2 and ctl.bid_button.text == "Bid 2"
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, unicode="\r", mod=0))
    assert table.game.history[-1] == (0, "bid 2")


def test_autosave_and_skip():
    from game.paths import autosave_path
    from game.saves import load

    # no stack here: a save holds seed and actions, so only a dealt game replays
    app, table = make_table(["human", "easy", "easy"], seed=6, anim_speed=1.0)
    assert table.busy()  # the opening deal is animating
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 300), button=1))
    assert not table.busy()
    assert wait_for_human(app, table, 0)
    assert table.act(0, f"bid {table.game.observation(0)['min_bid']}")
    assert autosave_path().exists()
    assert load(autosave_path()).game.history == table.game.history
    autosave_path().unlink()
    app.close()
    assert autosave_path().exists()


def test_resumed_game_draws_and_snapshots_prepare():
    from scenes.painter import Painter

    for state in TilsitTable.snapshot_states():
        m = Match("coyote-tilsit", seat_specs(["medium"] * 4), {}, 1)
        snapshot_steering.prepare(m, state)
        app = new_app(anim_speed=1.0)
        table = TilsitTable(app, m)
        untimed(table)  # keys answer at once (not a key-guard test)
        app.push(table)
        table.freeze_for_snapshot()
        table.draw(Painter.for_window(app.screen, app.theme))
        if state == "reveal":
            assert table.reveal is not None and table.stage.verdict
        app.quit_hooks.clear()


def test_moon_reshuffle_is_shown_and_piles_follow():
    stack = {"start": 0, "draw": ["moon", "5", "10"]}
    app, table = _stacked(["human", "easy", "easy"], stack, seed=3, anim_speed=1.0)
    table.skip_animations()
    table._apply(0, "bid 3")
    table._apply(1, "bid 4")
    table.skip_animations()
    table._apply(2, "coyote")
    captions = set()
    for _ in range(3000):
        table.update_table(1 / 60)
        if table.stage.caption is not None:
            captions.add(table.stage.caption.text)
        if not table.busy():
            break
    assert any(c.startswith("Moon:") for c in captions)
    view = table.game.observation(0)
    assert table.stage.piles["discard"] == [] == view["discard"]
    assert table.stage.piles["draw"] == view["draw_count"] == 36 - 3


def test_save_and_resume_mid_game(tmp_path):
    from game.saves import dump, load

    app, table = make_table(["human", "medium", "hard"], seed=12)
    for _ in range(40):
        if wait_for_human(app, table, 0, frames=200):
            legal = table.game.legal_actions(0)
            bids = [a for a in legal if a.startswith("bid ")]
            assert table.act(0, "coyote" if "coyote" in legal else bids[0])
        if table.game.observation(0)["round"] >= 3 or table.game.is_terminal():
            break
    path = tmp_path / "mid.json"
    dump(table.match.session(), path)
    session = load(path)
    app2 = new_app(anim_speed=0.0)
    resumed = TilsitTable(app2, Match.from_session(session))
    untimed(resumed)  # keys answer at once (not a key-guard test)
    app2.push(resumed)
    app2.frame([], 0.05)
    assert resumed.game.history == table.game.history
    assert resumed.view["round"] == table.game.observation(0)["round"]
    assert any(line.startswith("Round 1") for line in resumed.log_lines)
    assert 0 not in resumed.visible_faces()


def test_log_scrolls_back_with_the_wheel():
    from scenes.painter import Painter

    app, table = make_table(["human", "easy", "easy"], seed=2)
    table.log_lines.extend(f"line {i}" for i in range(60))
    p = Painter.for_window(app.screen, app.theme)
    table.draw(p)
    centre = LOG_RECT.center
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0),
                                    buttons=(0, 0, 0)))
    table.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert table.look.log_back == 3
    table.draw(p)
    table.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert table.look.log_back == 0


def test_the_bids_panel_words_each_action_and_repeats_the_lynx_number():
    from types import SimpleNamespace

    from scenes.tables.coyote_tilsit.sidebar import Sidebar, action_words

    names = ["Ada", "Bruno", "Cleo", "Dov"]
    words = {"bid 12": "bid 12", "coyote": "Coyote!", "shaman lynx": "Eye of the Lynx",
             "shaman cancel": "Cancel", "shaman feathers": "2 Feathers",
             "shaman uturn": "U-turn", "shaman take 2": "Take a Card → Cleo",
             "shaman turn 3": "It Is Your Turn → Dov"}
    for action, said in words.items():
        assert action_words(action, names.__getitem__) == said
    log = [[0, "bid 9"], [1, "shaman lynx"], [2, "shaman take 0"], [2, "bid 11"]]
    look = SimpleNamespace(table=SimpleNamespace(seat_name=names.__getitem__,
                                                 view={"round_log": log}))
    assert Sidebar(look).bid_history() == [
        ("Ada", "bid 9"), ("Bruno", "Eye of the Lynx: 9"), ("Cleo", "Take a Card → Ada"),
        ("Cleo", "bid 11")]


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_pile_labels_keep_apart_in_any_window(size):
    """At 800x600 the text floor brought "draw · 26" and "discard · 17" within a few
    pixels of each other."""
    from tests.test_odds_whisper import texts_recorded

    app = driver.new_app(size)
    table = TilsitTable(app, Match("coyote-tilsit", seat_specs(["easy"] * 3, "coyote-tilsit"),
                                   {}, 3))
    untimed(table)
    app.push(table)
    frame(app, table)
    table.stage.piles.update(draw=26, discard=["10", "-5", "3", "0", "15", "2", "1"] * 2
                             + ["20", "-10", "4"])
    with texts_recorded(app.screen) as seen:
        app.draw()
    labels = [r for r, s, _ in seen if s.startswith(("draw · ", "discard · "))]
    assert len(labels) == 2
    draw, discard = sorted(labels, key=lambda r: r.x)
    assert discard.left - draw.right >= 9  # the gap, less a pixel of rounding
