"""The NotCoup table: what the action bar offers, the prompts of the chain, the
response timer, the animations' privacy and the snapshot states."""

from __future__ import annotations

import pygame
import pytest

from game.notcoup.cards import deck
from game.notcoup.chain import Block, Chain, Next
from scenes.tables import table_class
from tests.table_driver import (
    click,
    frame,
    init_display,
    make_table,
    snapshot_table,
    text_boxes,
    untimed,
)

NotCoupTable = table_class("notcoup")


def stacked(hands, points=None, first=0, top=()):
    used = {c for h in hands for c in h} | set(top)
    st = {"hands": [list(h) for h in hands],
          "deck": [c for c in deck() if c not in used] + list(top), "first": first}
    if points is not None:
        st["points"] = list(points)
    return st


HANDS = [["king-spades", "ace-hearts"], ["jack-clubs", "queen-hearts"],
         ["queen-spades", "joker-1"]]


def key(ch):
    return pygame.event.Event(pygame.KEYDOWN, key=ord(ch), mod=0, unicode=ch, scancode=0)


def solo(stack, kinds=("human", "random", "random"), options=None, anim_speed=0.0, **kw):
    init_display()
    app, table = make_table("notcoup", NotCoupTable, list(kinds), options, anim_speed,
                            stack=stack)
    for k, v in kw.items():
        setattr(app.settings, k, v)
    return app, table


def until(app, table, cond, frames=400, dt=0.05):
    for _ in range(frames):
        if cond():
            return True
        frame(app, table, dt)
    return cond()

def seated(app, stack, options=None):
    """A human and two random bots at a NotCoup table pushed on ``app``."""
    from game.match import Match
    from tests.table_driver import seat_specs

    match = Match("notcoup", seat_specs(["human", "random", "random"], "notcoup"),
                  options or {}, 3, stack=stack)
    table = NotCoupTable(app, match)
    untimed(table)  # keys answer at once (not a key-guard test)
    table.THINK = (0.0, 0.0)
    app.push(table)
    return table


def asked_to_challenge(app, table):
    """Let seat 1 claim a King, and wait for the human's challenge prompt."""
    assert until(app, table, lambda: table.human_to_act() is None and not table.busy())
    table._apply(1, "claim king")
    assert until(app, table, lambda: table.human_to_act() == 0 and not table.controls.waiting)



def test_the_action_bar_offers_the_legal_actions_with_claims_marked():
    app, table = solo(stacked(HANDS))
    assert until(app, table, lambda: table.human_to_act() == 0 and not table.controls.waiting)
    b = table.controls.buttons
    assert [b[n].text for n in ("income", "more-income", "fu", "king", "jack", "ace", "joker")] \
        == ["Income", "More Income", "Discard", "King", "Jack", "Ace", "Joker"]
    assert "claim" in b["king"].hint and "claim" not in b["income"].hint
    assert not b["fu"].enabled and not b["joker"].enabled  # 7 and 3 points: 2 in hand
    assert b["income"].enabled and b["jack"].enabled


def test_a_target_is_chosen_among_the_legal_seats_by_a_click_on_the_seat():
    app, table = solo(stacked(HANDS))
    assert until(app, table, lambda: table.human_to_act() == 0 and not table.controls.waiting)
    app.dispatch(key("j"))
    assert table.controls.targets() == [1, 2]
    assert set(table.controls.buttons) == {"target 1", "target 2", "back"}
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0,
                                    unicode="\b", scancode=0))
    assert table.controls.mode is None and "jack" in table.controls.buttons
    app.dispatch(key("j"))
    click(app, table.look.panel_rect(2).center)  # the app is 1280x720: logical = real
    assert table.game.history[-1] == (0, "claim jack 2")


@pytest.mark.parametrize("fu_name,title", [("fu", "F.U."), ("discard", "Discard")])
def test_ten_points_force_fu_and_say_why(fu_name, title):
    app, table = solo(stacked(HANDS, points=[10, 2, 2]), options={"fu_name": fu_name})
    assert until(app, table, lambda: table.human_to_act() == 0 and not table.controls.waiting)
    c = table.controls
    assert c.prompt.startswith(f"10 points: you must take {title}")
    assert [n for n, b in c.buttons.items() if b.enabled] == ["fu"]
    assert c.buttons["fu"].text == title
    app.dispatch(key("f"))
    assert "back" not in c.buttons  # forced: no way back to the other actions
    app.dispatch(key("2"))
    assert table.game.history[-1] == (0, "fu 2")


def test_prompts_for_challenge_counter_prove_and_lose():
    # seat 1 claims a Jack on seat 0 (the human): challenge, then counter prompts
    app, table = solo(stacked(HANDS, first=1), kinds=("human", "random", "random"))
    table._apply(1, "claim jack 0")
    table._apply(2, "pass")
    assert until(app, table, lambda: table.human_to_act() == 0 and not table.controls.waiting)
    c = table.controls
    assert c.prompt == f"Challenge {table.seat_name(1)}'s Jack?"
    app.dispatch(key("p"))
    assert until(app, table, lambda: table.game.phase == "counter"
                 and table.human_to_act() == 0 and not c.waiting)
    assert c.prompt == f"Counter {table.seat_name(1)}'s Jack with a Jack or an Ace?"
    assert {"counter jack", "counter ace", "pass"} <= set(c.buttons)
    app.dispatch(key("a"))  # block with the Ace (held): the bots may challenge it
    assert table.game.chain.counter == Block(0, "ace")


def test_prove_and_lose_prompts():
    app, table = solo(stacked(HANDS))
    app.dispatch(key("k"))  # not yet: the deal is still on
    assert until(app, table, lambda: table.human_to_act() == 0 and not table.controls.waiting)
    app.dispatch(key("k"))
    assert table.game.phase == "challenge"
    table._apply(1, "challenge")
    table._apply(2, "pass")
    assert until(app, table, lambda: table.human_to_act() == 0 and not table.controls.waiting)
    c = table.controls
    assert c.prompt.startswith(f"{table.seat_name(1)} challenges your King")
    app.dispatch(key("a"))  # admit: Ada loses a card of her choice
    assert until(app, table, lambda: table.game.phase == "lose" and not c.waiting)
    # the prompt says why: the challenged King was not shown
    assert c.prompt.startswith(f"{table.seat_name(1)} challenged your King, not shown: lose")
    click(app, table.look.hand_rects(0)[1].center)
    assert table.game.history[-1] == (0, "lose ace")


def test_the_ace_exchange_picks_two_cards_and_others_see_only_backs():
    hands = [["ace-spades", "king-hearts"], ["jack-clubs", "queen-hearts"],
             ["queen-spades", "joker-1"]]
    app, table = solo(stacked(hands, top=("king-clubs", "jack-hearts")), anim_speed=1.0)
    assert until(app, table, lambda: table.human_to_act() == 0 and not table.controls.waiting)
    app.dispatch(key("a"))
    table._apply(1, "pass")
    table._apply(2, "pass")  # the window closes and the draw plays: faces for seat 0 only
    c = table.controls
    seen = []
    assert until(app, table, lambda: (seen.append(table.visible_faces()) or True)
                 and table.game.phase == "exchange" and not c.waiting, dt=0.02)
    assert c.prompt.startswith("Ace: pick 2 cards")
    assert not c.buttons["return"].enabled
    app.dispatch(key("2"))
    app.dispatch(key("3"))
    assert c.picks == (1, 2) and c.buttons["return"].enabled
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                    scancode=0))
    assert table.game.history[-1][0] == 0 and table.game.history[-1][1].startswith("return")
    assert all(set(v) <= {0} for v in seen)


def test_bots_draws_show_backs_to_the_human():
    hands = [["king-spades", "queen-hearts"], ["ace-spades", "jack-hearts"],
             ["queen-spades", "joker-1"]]
    app, table = solo(stacked(hands, first=1), anim_speed=1.0)
    table._apply(1, "claim ace")
    table._apply(2, "pass")
    assert until(app, table, lambda: table.human_to_act() == 0)
    app.dispatch(key("p"))
    faces, backs = [], False
    for _ in range(400):
        frame(app, table, 0.02)
        faces.append(table.visible_faces())
        backs = backs or any(f.seat == 1 and f.face is None for f in table.anim_state.flights)
        if table.game.phase != "exchange" and not table.busy():
            break
    assert backs, "two backs fly to the bot"
    assert all(set(f) <= {0} for f in faces), "a bot's drawn cards showed their faces"
    assert table.view["hand_sizes"][1] == 2


def test_the_response_timer_passes_for_the_human_and_counts_down():
    app, table = solo(stacked(HANDS, first=1), response_timer=10)
    table._apply(1, "claim king")
    table._apply(2, "pass")
    assert until(app, table, lambda: table.human_to_act() == 0 and not table.controls.waiting)
    assert table.controls.seconds_left() == 10
    frame(app, table, 4.0)
    assert table.controls.seconds_left() == 6
    assert 0 in table.game.to_act()
    for _ in range(4):
        frame(app, table, 2.0)
    assert (0, "pass") in table.game.history


def test_the_timer_is_off_by_default_and_t_cycles_it():
    app, table = solo(stacked(HANDS, first=1))
    assert table.controls.timer_seconds() == 0
    app.dispatch(key("t"))
    assert table.controls.timer_seconds() == 10
    table._apply(1, "claim king")
    table._apply(2, "pass")
    assert until(app, table, lambda: table.human_to_act() == 0 and not table.controls.waiting)
    assert table.controls.seconds_left() == 10


def test_counters_slide_as_bodies_and_the_opening_deals_the_cards():
    app, table = solo(stacked(HANDS), anim_speed=1.0)
    assert table.anim_state.dealt is not None and table.busy()
    frame(app, table, 0.2)
    assert table.anim_state.flights, "cards fly from the stock at the start"
    assert until(app, table, lambda: table.human_to_act() == 0, dt=0.05)
    assert table.anim_state.dealt is None
    app.dispatch(key("k"))
    for s in (1, 2):
        if s in table.game.to_act():
            table._apply(s, "pass")
    slid = False
    for _ in range(200):
        frame(app, table, 0.03)
        slid = slid or bool(table.world.pieces)
        if not table.busy():
            break
    assert slid, "the King's three points slid as bodies"
    assert table.view["points"][0] == 5 and not table.world.pieces


@pytest.mark.parametrize("state", NotCoupTable.SNAPSHOT_STATES)
def test_snapshot_states_show_their_moment(state):
    init_display()
    app, table = snapshot_table("notcoup", NotCoupTable, state)
    g = table.game
    expect = {"start": lambda: not g.history,
              "claim": lambda: g.phase == "challenge" and g.to_act() == [0],
              "reveal": lambda: table.anim_state.show is not None,
              "counter": lambda: g.phase == "challenge" and g.chain.claim.role == "counter"
              and g.to_act() == [0],
              "lose": lambda: g.phase == "lose" and g.to_act() == [0],
              "exchange": lambda: g.phase == "exchange" and g.to_act() == [0],
              "teams": lambda: g.team is not None and g.phase == "turn" and g.actor == 0
              and any(g.lost),
              "heist": lambda: g.bank > 0 and g.phase == "challenge" and g.to_act() == [0]
              and g.chain.action == "steal",
              "draft": lambda: g.phase == "draft" and g.to_act() == [0] and g.chosen,
              "transformer": lambda: g.phase == "turn" and g.actor == 0
              and {"alliance", "mark", "slow"} <= {m["kind"] for m in g.front}}[state]
    assert expect()


def test_the_response_timer_is_kept_in_the_settings_file(tmp_path):
    from scenes import settings_store

    s = settings_store.Settings(path=tmp_path / "settings.json")
    s.response_timer = 20
    s.save()
    assert settings_store.load(tmp_path / "settings.json").response_timer == 20
    (tmp_path / "settings.json").write_text('{"response_timer": "soon"}')
    assert settings_store.load(tmp_path / "settings.json").response_timer == 0


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_turn_buttons_and_sidebar_text_fit(size, monkeypatch):
    """Seen on screen: "More Inc…" cut on its button, and the human's own sealed answer
    running out of the chain panel."""
    from scenes.app import App
    from scenes.settings_store import Settings
    from scenes.tables.notcoup.layout import CHAIN_RECT

    init_display()
    app = App(size, settings=Settings(anim_speed=0.0), screen=pygame.Surface(size))

    table = seated(app, stacked(HANDS, first=1))
    asked_to_challenge(app, table)
    app.dispatch(key("p"))  # the human's own answer shows in the chain panel
    frame(app, table)
    drawn = text_boxes(monkeypatch)
    table.layers.forget()
    app.draw()
    mine = [(s, r) for s, r in drawn if s.startswith("you:") and r.x >= CHAIN_RECT.x]
    assert mine and all(CHAIN_RECT.contains(r) for s, r in mine), mine
    # the turn's action bar: no title cut short
    app.pop()
    table = seated(app, stacked(HANDS))
    assert until(app, table, lambda: table.human_to_act() == 0 and not table.controls.waiting)
    drawn.clear()
    app.store.surfaces.clear()
    app.draw()
    titles = {b.text for b in table.controls.buttons.values()}
    assert "More Income" in titles
    assert not [s for s, _ in drawn if s.endswith("…") and s[:-1] and
                any(t.startswith(s[:-1]) for t in titles)]


def test_the_table_follows_the_window_closing_before_its_refresh():
    """Seen on screen: after the answers were shown, the top bar still asked who would
    challenge while the challenge banner was up."""
    app, table = solo(stacked(HANDS, first=1), anim_speed=1.0)
    assert until(app, table, lambda: not table.busy())
    table._apply(1, "claim king")
    assert until(app, table, lambda: table.human_to_act() == 0)
    table._apply(2, "pass")
    assert until(app, table, lambda: table.human_to_act() == 0)
    app.dispatch(key("c"))
    assert (0, "challenge") in table.game.history
    seen = False
    for _ in range(300):
        frame(app, table, 0.02)
        if table.anim_state.banner is not None and "challenges" in table.anim_state.banner.text:
            assert table.view["phase"] == "prove"
            assert "challenge or pass" not in table.look.words.turn_text()
            seen = True
            break
    assert seen


def test_an_aces_four_cards_fan_inside_the_panel_each_letter_showing():
    """Seen on screen: the two drawn cards sat over the owner's name and over each other."""
    init_display()
    app, table = snapshot_table("notcoup", NotCoupTable, "exchange")
    rects = table.look.hand_rects(0)
    panel = table.look.panel_rect(0)
    assert len(rects) == 4
    assert all(panel.contains(r) for r in rects)
    assert all(r.y >= panel.y + 30 for r in rects)  # under the name
    assert all(b.x - a.x >= 30 for a, b in zip(rects, rects[1:], strict=False))  # letters


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_button_hints_keep_their_key_letter(size, monkeypatch):
    """Seen at 800x600: "Juniper must sh…" on the Challenge button and "claim…" on the
    Ace and Joker: the key letter a hint names was cut off."""
    from scenes.app import App
    from scenes.painter import Painter
    from scenes.settings_store import Settings

    init_display()
    app = App(size, settings=Settings(anim_speed=0.0), screen=pygame.Surface(size))
    drawn = []
    real = Painter.text

    def text(self, s, pos, *a, **k):
        r = real(self, s, pos, *a, **k)
        drawn.append(s)
        return r
    monkeypatch.setattr(Painter, "text", text)

    def cut_hints(table):
        drawn.clear()
        table.layers.forget()
        app.store.surfaces.clear()
        app.draw()
        hints = {b.hint for b in table.controls.buttons.values() if b.hint}
        assert hints
        return [s for s in drawn if s.endswith("…") and any(h.startswith(s[:-1]) for h in hints)]

    table = seated(app, stacked(HANDS))
    assert until(app, table, lambda: table.human_to_act() == 0 and not table.controls.waiting)
    assert cut_hints(table) == []
    app.pop()
    table = seated(app, stacked(HANDS, first=1))
    asked_to_challenge(app, table)
    assert cut_hints(table) == []


def test_buyout_and_redraw_are_offered_on_the_table():
    """The Buyout variant's choice in the loss prompt (B) and Shuffle Time's Redraw (D)
    in the action bar, with a one-card return after it."""
    from scenes.app import App
    from scenes.settings_store import Settings

    init_display()
    app = App((1280, 720), settings=Settings(anim_speed=0.0),
              screen=pygame.Surface((1280, 720)))
    table = seated(app, stacked(HANDS), {"buyout": True, "shuffle_time": True})
    assert until(app, table, lambda: table.human_to_act() == 0 and not table.controls.waiting)
    assert "redraw" in table.controls.buttons
    app.dispatch(key("d"))
    assert until(app, table, lambda: table.game.phase == "exchange"
                 and not table.controls.waiting)
    assert "1 card" in table.controls.prompt
    g = table.game
    g.points[0] = 6
    g.phase, g.chain = "lose", Chain(1, "king", challenger=0, after=Next.DONE)
    g.losses = [(0, "challenge")]
    g.restaged()  # a state staged by hand: the legal lists are asked afresh
    table.controls.update(0.0)
    assert "buyout" in table.controls.buttons
    assert table.controls.buttons["buyout"].hint.startswith("pay 5 points")  # the engine's price


def test_the_top_bar_waits_for_nobody_while_a_move_plays_out():
    """Seen under Xvfb: "Player 3 must reveal or admit" in the top bar while the card
    Player 3 had just shown was up in the middle."""
    app, table = solo(stacked(HANDS), anim_speed=1.0)
    table.THINK = (0.0, 0.0)
    assert until(app, table, lambda: table.human_to_act() == 0 and not table.busy())
    assert table.look.words.turn_text() == "Your turn"
    app.dispatch(key("i"))  # Income: the counters slide
    seen = []
    for _ in range(200):
        frame(app, table)
        if table.busy():
            seen.append(table.look.words.turn_text())
    assert seen and all("Your turn" not in t for t in seen), seen
