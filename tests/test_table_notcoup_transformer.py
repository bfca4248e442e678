"""The NotCoup table playing the Transformer: the draft board and the legend, points in
front of the seats and on cards, lives set aside and the grave, and the prompts of the
new moments (sealed rounds, questions to one seat, the Survivor Queen, the Swap Ace,
the marked card, the Fancy King's second action), in pass-and-play too."""

from __future__ import annotations

import pygame
import pytest

from game.match import Match
from game.notcoup.cards import deck, rank
from scenes import bot_worker
from scenes.app import App
from scenes.gate import PassGate
from scenes.painter import Painter
from scenes.settings_store import Settings
from scenes.tables import table_class
from scenes.tables.notcoup.transformer_view import BOARD_BOTTOM
from tests.table_driver import click, frame, init_display, seat_specs, untimed
from tests.test_notcoup_rules import cards
from tests.test_table_notcoup import key

NotCoupTable = table_class("notcoup")
BACKSPACE = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b",
                               scancode=0)


class Script:
    """A seat that plays what the test gives it, in order ("pass" once it runs out)."""

    def __init__(self, moves=()):
        self.moves = list(moves)

    def act(self, obs, legal):
        a = self.moves.pop(0) if self.moves else ("pass" if "pass" in legal else legal[0])
        assert a in legal, (obs["seat"], a, legal)
        return a


@pytest.fixture(autouse=True)
def _threads(monkeypatch):
    # the scripted seats think on a thread, where the test's script is the one they read
    monkeypatch.setattr(bot_worker, "process_pool", lambda: None)


def tf(**alts):
    """Options for the Transformer set at set-up with the given alternates."""
    return {"transformer": "fixed", **{f"{k}_action": v for k, v in alts.items()}}


def stack(*hands, deck_top="", first=0, points=None):
    """Hands by letters (K Q J A X), the stock's top cards (the last drawn first)."""
    ids = cards(*hands, deck_top)
    held = ids[:sum(len(h) for h in hands)]
    st = {"hands": [], "deck": [c for c in deck() if c not in ids] + ids[len(held):],
          "first": first}
    i = 0
    for h in hands:
        st["hands"].append(held[i:i + len(h)])
        i += len(h)
    if points is not None:
        st["points"] = list(points)
    return st


def seated(st, options, kinds=None, scripts=None, size=(1280, 720), anim=0.0):
    """A table of ``kinds`` (a human at seat 0 and scripted seats by default)."""
    init_display()
    n = len(st["hands"]) if st else 3
    kinds = kinds or ["human"] + ["easy"] * (n - 1)
    app = App(size, settings=Settings(anim_speed=anim), screen=pygame.Surface(size))
    match = Match("notcoup", seat_specs(kinds, "notcoup"), dict(options), 3, stack=st)
    for seat in range(n):
        if kinds[seat] != "human":
            match.bots[seat] = Script((scripts or {}).get(seat, ()))
    table = NotCoupTable(app, match)
    untimed(table)  # keys answer at once (not a key-guard test)
    table.THINK = (0.0, 0.0)
    app.push(table)
    return app, table


def until(app, table, cond, frames=600, dt=0.05, look=None):
    for _ in range(frames):
        if isinstance(app.top, PassGate):
            app.top.confirm()
        if cond() and not table.busy():
            return True
        frame(app, table, dt)
        if look is not None:
            look()
        assert type(app.top).__name__ != "ErrorScene", app.top.message
    return cond()


def asked(app, table, seat=0):
    """Frames until ``seat`` (a human) has its controls up."""
    assert until(app, table, lambda: table.human_to_act() == seat
                 and not table.controls.waiting), table.game.status_line()


@pytest.fixture
def drawn(monkeypatch):
    out: list[str] = []
    real = Painter.text

    def text(self, s, pos, *a, **k):
        out.append(s)
        return real(self, s, pos, *a, **k)
    monkeypatch.setattr(Painter, "text", text)
    return out


def redraw(app, table):
    table.layers.forget()
    app.store.surfaces.clear()
    app.draw()


def watch_banners(table, into):
    def look():
        banner = table.anim_state.banner
        if banner is not None and (not into or into[-1] != banner.text):
            into.append(banner.text)
    return look


# ----- the draft -------------------------------------------------------------------------
def draft_table(**kw):
    return seated(stack("KQ", "JA", "XA"), {"transformer": "draft"},
                  scripts={1: ["set queen wall"], 2: ["set jack wild"]}, **kw)


def test_the_draft_board_shows_each_card_with_its_choices_and_who_decides(drawn):
    app, table = draft_table()
    asked(app, table)
    drawn.clear()
    redraw(app, table)
    assert table.look.tf.drafting() and "The draft: your decision" in drawn
    assert "Original · Gambler · Reluctant · Friendly · Fancy" in drawn
    assert table.look.words.turn_text() == "Your draft decision"
    c = table.controls
    assert [b.text for b in c.buttons.values()] == ["King", "Queen", "Jack", "Ace", "Joker"]
    assert c.buttons["card joker"].hint == "7 ways · X"
    assert [i["name"] for i in table.look.tf.legend_items()] == ["?"] * 5


def test_a_human_drafts_by_keys_and_the_decision_is_announced(drawn):
    app, table = draft_table(anim=1.0)
    asked(app, table)
    app.dispatch(key("k"))
    c = table.controls
    assert c.tf.draft_card() == "king"
    assert [b.text for b in c.buttons.values()] == ["Original", "Gambler", "Reluctant",
                                                    "Friendly", "Fancy", "Back"]
    drawn.clear()
    redraw(app, table)
    assert "King: pick its action" in drawn and "Gambler" in drawn
    # each choice's line follows its name
    assert any(s.startswith(": take as many points") for s in drawn), drawn
    app.dispatch(BACKSPACE)
    assert c.tf.draft_card() is None and "card king" in c.buttons
    app.dispatch(key("k"))
    app.dispatch(key("2"))
    assert table.game.history[-1] == (0, "set king gambler")
    banners = []
    assert until(app, table, lambda: table.game.phase == "draft" and table.game.actor == 0
                 and len(table.game.chosen) == 3, look=watch_banners(table, banners))
    assert "Ada makes the King the Gambler King" in banners
    assert "Bruno makes the Queen the Wall Queen" in banners
    assert "Ada makes the King the Gambler King." in table.log_lines
    assert [i["name"] for i in table.look.tf.legend_items()] == ["Gambler", "Wall", "Wild", "?",
                                                                "?"]
    tip = table.look.tf.legend_items()[0]["tip"]
    assert tip == "Gambler King: take as many points as you hold, 5 at most"


def test_a_click_on_the_board_picks_a_card_then_its_action():
    app, table = draft_table()
    asked(app, table)
    app.draw()
    row = next(r for r, what in table.look.draft_hits if what == ("card", "ace"))
    click(app, row.center)
    assert table.controls.tf.draft_card() == "ace"
    app.draw()
    rich = next(r for r, what in table.look.draft_hits if what == ("alt", "rich"))
    click(app, rich.center)
    assert table.game.history[-1] == (0, "set ace rich")


def test_play_begins_after_the_draft_and_the_legend_stays(drawn):
    st = stack("KQ", "JA")
    app, table = seated(st, {"transformer": "draft"},
                        scripts={1: ["set queen alliance", "set ace swap"]}, anim=1.0)
    asked(app, table)
    for keys in ("k1", "j4", "x4"):  # between Bruno's two decisions
        for ch in keys:
            app.dispatch(key(ch))
        if table.game.phase == "draft":
            asked(app, table)
    banners = []
    assert until(app, table, lambda: table.game.phase == "turn",
                 look=watch_banners(table, banners))
    assert any(b.startswith("Play begins:") for b in banners)
    assert not table.look.tf.drafting()
    drawn.clear()
    redraw(app, table)
    assert "The draft: your decision" not in drawn
    assert [i["name"] for i in table.look.tf.legend_items()] == ["Original", "Alliance", "Marker",
                                                         "Swap", "Mega"]


def test_fixed_alternates_show_the_legend_from_the_start_and_no_board(drawn):
    app, table = seated(stack("KQ", "JA"), {**tf(queen="wall", joker="slow"),
                                            "fu_name": "discard"})
    asked(app, table)
    assert not table.look.tf.drafting()
    assert [i["name"] for i in table.look.tf.legend_items()] == ["Original", "Wall", "Original",
                                                         "Original", "Slow"]
    drawn.clear()
    redraw(app, table)
    assert "Wall" in drawn and "Slow" in drawn and not any("draft" in s for s in drawn)
    table.look.hover_pos = table.look.tf.legend_chips(app.painter)[1][0].center
    drawn.clear()
    redraw(app, table)
    assert any(s.startswith("Wall Queen: take 1 as a Wall") for s in drawn)  # the hover


def test_no_legend_without_the_transformer():
    app, table = seated(stack("KQ", "JA"), {})
    asked(app, table)
    assert table.look.tf is None


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_the_draft_board_and_the_legend_keep_clear_of_the_seats(size, n):
    """The board lies between the seats and above the viewer's, the legend in the
    corner above them, with the longest names at a small window's larger text."""
    hands = ["KQ", "JA", "XA", "KK", "QQ", "JJ"][:n]
    app, table = seated(stack(*hands), tf(king="reluctant", queen="alliance",
                                           jack="graverobber", ace="expensive",
                                           joker="teamwork"), size=size)
    table.view["phase"] = "draft"  # drawn as a draft, the longest names decided
    app.draw()
    board = table.look.tf.draft_rect()
    assert board.bottom <= BOARD_BOTTOM and board.h >= 180
    chips = table.look.tf.legend_chips(app.painter)
    for s in range(n):
        panel = table.look.panel_rect(s)
        assert not board.colliderect(panel), (s, board, panel)
        assert all(not r.colliderect(panel) for r, _ in chips), s
    room = table.look.tf.legend_room()
    assert all(room.contains(r) for r, _ in chips)
    assert board.top >= max(r.bottom for r, _ in chips)
    if n != 5:  # a seat high on the left leaves the legend two rows: names may be cut
        assert [i["name"] for _, i in chips] == ["Reluctant", "Alliance", "Graverobber",
                                                 "Expensive", "Teamwork"]


# ----- points in front ----------------------------------------------------------------------
def test_a_wall_point_slides_from_the_stack_to_lie_in_front():
    app, table = seated(stack("QX", "JA", "AA", points=[2, 7, 2]), tf(queen="wall"),
                        scripts={1: ["pass", "income"], 2: ["pass"]}, anim=1.0)
    asked(app, table)
    app.dispatch(key("q"))  # the Wall Queen: no target
    slid, shown = [], []

    def look():
        slid.append(bool(table.world.pieces))
        shown.append(table.look.tf.own_in_front(0))
    assert until(app, table, lambda: table.game.actor == 1 and table.game.phase == "turn",
                 look=look)
    assert any(slid)
    assert [m["kind"] for m in table.view["front"]] == ["wall"]
    assert table.view["points"][0] == 3 and table.look.tf.own_in_front(0) == 1  # 2 in the stack
    x, y, across = table.look.tf.front_anchor(0)
    assert across and y < table.look.panel_rect(0).top  # in front: towards the middle
    assert "only Discard" in table.look.tf.marker_words(table.view["front"][0])


def test_alliance_points_are_tied_and_spending_one_ends_the_alliance():
    app, table = seated(stack("QK", "XA", "AA", "KK", points=[2, 2, 2, 2]),
                        tf(queen="alliance"),
                        scripts={1: ["pass", "claim joker 2"],
                                 2: ["pass", "pass", "pass", "lose ace"],
                                 3: ["pass", "pass"]}, anim=1.0)
    asked(app, table)
    app.dispatch(key("q"))
    assert table.controls.targets() == [1, 2, 3]
    app.dispatch(key("1"))  # with Bruno
    assert until(app, table, lambda: table.game.actor == 1 and table.view["front"])
    links = [m for m in table.view["front"] if m["kind"] == "alliance"]
    assert sorted(m["seat"] for m in links) == [0, 1]
    assert "neither may aim at the other" in table.look.tf.marker_words(links[0])
    app.draw()
    # Bruno pays 3 for a Joker with 3 points: its alliance point is spent, the alliance ends
    back = []

    def look():
        back.append(sum(table.anim_state.tf.front_air.values()))
    assert until(app, table, lambda: table.human_to_act() == 0
                 and not table.controls.waiting, look=look)
    app.dispatch(key("p"))
    assert until(app, table, lambda: table.game.actor == 2, look=look)
    assert table.view["front"] == [] and max(back) >= 1  # each point went back home first
    assert "Ada is no longer allied." in table.log_lines


def marked(anim=0.0, **kw):
    """Chiara's Marker Jack marks one of Ada's cards (the blind pick set to her Ace)."""
    app, table = seated(stack("AK", "QQ", "JX", first=2), tf(jack="marker"),
                        scripts={1: ["pass"], 2: ["claim jack 0"]}, anim=anim, **kw)
    asked(app, table)
    app.dispatch(key("p"))  # no challenge
    asked(app, table)
    app.dispatch(key("p"))  # no block
    g = table.game
    assert until(app, table, lambda: any(m["kind"] == "mark" for m in g.front))
    mark = next(m for m in g.front if m["kind"] == "mark")
    mark["card"] = next(c for c in g.hands[0] if rank(c) == "ace")
    table.refresh()
    return app, table


def test_the_marker_lies_on_the_exact_card_for_its_holder_and_across_for_others():
    app, table = marked()
    mark = next(m for m in table.view["front"] if m["kind"] == "mark")
    faces = table.look.hand_faces(0)
    ace = table.look.hand_pos(0, faces.index(mark["card"]))
    x, y = table.look.tf.mark_pos(mark)
    assert abs(x - ace[0]) < 23 and abs(y - ace[1]) < 33  # on the Ace itself
    assert "your Ace" in table.look.tf.marker_words(mark)
    public = dict(mark, card=None)  # as the others see it
    a, b = table.look.hand_pos(0, 0), table.look.hand_pos(0, 1)
    assert table.look.tf.mark_pos(public)[0] == pytest.approx((a[0] + b[0]) / 2)
    assert "one of Ada's cards" in table.look.tf.marker_words(public)
    stake = next(m for m in table.view["front"] if m["kind"] == "stake")
    assert stake["seat"] == 2 and table.look.tf._marked_by(stake) == 0


def test_a_claim_with_the_marked_card_is_asked_never_silent():
    app, table = marked()
    asked(app, table)
    c = table.controls
    app.dispatch(key("a"))  # Ace: with which card?
    assert c.step == ("marked", "claim ace")
    assert "Chiara's marker" in c.prompt
    assert c.buttons["unmarked"].text == "My other card"
    assert c.buttons["marked"].hint == "pay 1 to Chiara first · M"
    app.dispatch(BACKSPACE)
    assert c.step is None and "ace" in c.buttons
    app.dispatch(key("a"))
    app.dispatch(key("m"))
    assert table.game.history[-1] == (0, "claim ace marked")


def test_a_counter_offers_the_marked_card_as_a_second_button():
    app, table = seated(stack("AQ", "XK", "JA", first=2, points=[2, 3, 2]), tf(jack="marker"),
                        scripts={1: ["pass", "claim joker 0", "pass"],
                                 2: ["claim jack 0", "pass"]})
    for _ in range(2):  # Chiara's Marker Jack on Ada: no challenge, no block
        asked(app, table)
        app.dispatch(key("p"))
    g = table.game
    asked(app, table)
    assert g.actor == 0 and g.phase == "turn"
    app.dispatch(key("i"))
    asked(app, table)  # Bruno's Joker on Ada
    app.dispatch(key("p"))
    asked(app, table)
    c = table.controls
    assert set(c.buttons) == {"counter queen", "counter queen marked", "pass"}
    assert c.buttons["counter queen marked"].text == "Block: Queen (marked)"
    assert c.buttons["counter queen marked"].hint == "pay 1 to Chiara · M"
    assert len(set(c.keys.values())) == len(c.keys)
    app.dispatch(key("m"))
    assert table.game.history[-1] == (0, "counter queen marked")


def test_a_slow_jokers_fuse_burns_at_the_start_of_its_targets_turn():
    app, table = seated(stack("XK", "QJ", "AA", points=[3, 2, 2]), tf(joker="slow"),
                        scripts={1: ["pass", "income"], 2: ["pass", "pass", "lose ace"]},
                        anim=1.0)
    asked(app, table)
    app.dispatch(key("x"))
    app.dispatch(key("2"))  # on Chiara: Bruno plays before her fuse burns
    g = table.game
    banners = []
    look = watch_banners(table, banners)
    assert until(app, table, lambda: g.actor == 1, look=look)
    slow = next(m for m in table.view["front"] if m["kind"] == "slow")
    assert slow["seat"] == 2 and "loses a card at the start" in table.look.tf.marker_words(slow)
    assert until(app, table, lambda: g.phase == "turn" and g.actor == 2, look=look)
    assert "Ada's fuse burns down: Chiara loses a card" in banners
    assert not table.view["front"] and len(table.view["lost"][2]) == 1
    assert "Ada's fuse burns down: Chiara loses a card." in table.log_lines


def survivor(deck_top="K", scripts=None, **kw):
    """Bruno's Joker hits Ada, the human, who may answer with a Survivor Queen."""
    return seated(stack("KQ", "XJ", "AA", deck_top=deck_top, first=1, points=[2, 3, 2]),
                  tf(queen="survivor"),
                  scripts=scripts or {1: ["claim joker 0"], 2: ["pass", "pass"]}, **kw)


def test_the_survivor_queen_is_offered_in_the_loss_prompt_as_a_claim():
    app, table = survivor()
    asked(app, table)
    app.dispatch(key("p"))  # no challenge of the Joker
    asked(app, table)
    app.dispatch(key("p"))  # no block
    asked(app, table)
    c = table.controls
    assert "Survivor Queen" in c.prompt and "survive" in c.buttons
    assert "queen" not in c.buttons  # a reaction, never a turn's button
    app.dispatch(key("s"))
    assert c.step == ("survive",)
    assert "a claim others may challenge" in c.prompt
    assert [b.text for b in c.buttons.values()] == ["Set aside: King", "Set aside: Queen",
                                                    "Back"]
    click(app, table.look.hand_rects(0)[0].center)  # the King, named as the Queen
    assert table.game.history[-1] == (0, "survive king")
    assert until(app, table, lambda: table.game.phase == "turn")
    assert table.view["aside"][0] == 1 and not table.view["lost"][0]
    assert table.visible_faces().keys() <= {0}


def test_a_set_aside_life_is_drawn_face_down_after_the_lost_cards(drawn):
    app, table = survivor()
    for _ in range(2):
        asked(app, table)
        app.dispatch(key("p"))
    asked(app, table)
    app.dispatch(key("s"))
    app.dispatch(key("1"))
    assert until(app, table, lambda: table.game.phase == "turn")
    table.look.hover_pos = tuple(map(round, table.look.lost_pos(0, 0)))
    drawn.clear()
    redraw(app, table)
    assert any("set this card aside as a Survivor Queen" in s for s in drawn)


def test_a_challenged_survivor_shows_the_named_card_and_lays_it_down():
    app, table = seated(stack("KQ", "XJ", "AA", deck_top="K", first=1, points=[2, 3, 2]),
                        tf(queen="survivor"),
                        scripts={1: ["claim joker 0", "challenge"], 2: ["pass", "pass"]},
                        anim=1.0)
    for _ in range(2):
        asked(app, table)
        app.dispatch(key("p"))
    asked(app, table)
    app.dispatch(key("s"))
    app.dispatch(key("2"))  # a true Queen: Bruno's challenge fails
    banners, shown = [], []

    def look():
        watch_banners(table, banners)()
        shown.append(table.anim_state.show)
    assert until(app, table, lambda: table.game.phase == "lose" and table.game.to_act() == [1],
                 look=look)
    assert "Ada shows a Queen: a Queen!" in banners
    assert any(s is not None for s in shown)
    assert [rank(c) for c in table.view["lost"][0]] == ["queen"]  # set aside face up
    assert table.view["deck"] == len(table.game.deck)


def test_the_graverobbers_points_wait_by_the_seat_that_went_out(drawn):
    app, table = seated(stack("JK", "A", "QQ", points=[7, 3, 2]), tf(jack="graverobber"),
                        scripts={2: ["pass"]}, anim=1.0)
    asked(app, table)
    app.dispatch(key("f"))
    app.dispatch(key("1"))
    asked(app, table)
    c = table.controls
    assert c.prompt.startswith("Graverobber: claim a Jack for Bruno's 3 points?")
    assert c.buttons["claim jack"].hint == "share the grave · J"
    assert table.view["graves"] == 3
    x, y = table.look.tf.grave_pos()
    assert (x, y) == table.look.tf.front_anchor(1)[:2]
    drawn.clear()
    redraw(app, table)
    assert "grave 3" in drawn
    app.dispatch(key("j"))
    assert until(app, table, lambda: table.game.phase == "turn" and table.game.actor == 2)
    assert table.view["points"][0] == 0 + 3 and table.view["graves"] == 0


# ----- sealed rounds --------------------------------------------------------------------------
def test_a_mega_joker_asks_each_victim_to_block_for_itself():
    app, table = seated(stack("QA", "KK", "XJ", first=2, points=[2, 2, 5]), tf(joker="mega"),
                        scripts={1: ["pass", "pass"], 2: ["claim joker", "pass"]}, anim=1.0)
    asked(app, table)
    app.dispatch(key("p"))  # no challenge
    asked(app, table)
    c = table.controls
    assert c.prompt == "Chiara's Mega Joker: block it for yourself with a Queen?"
    assert set(c.buttons) == {"counter queen", "pass"}
    assert "may block" in table.look._seat_state(0)
    app.dispatch(key("q"))
    assert (0, "counter queen") in table.game.history
    banners = []
    assert until(app, table, lambda: table.game.phase == "lose",
                 look=watch_banners(table, banners))
    assert "Ada's block stands: spared from Mega Joker" in banners
    assert "Ada claims a Queen to be spared." in table.log_lines  # the answers, told


def test_a_reluctant_king_asks_the_others_to_claim_a_king_too():
    app, table = seated(stack("KA", "KQ", "JA", first=1), tf(king="reluctant"),
                        scripts={1: ["claim king", "pass"], 2: ["pass", "pass", "pass"]})
    asked(app, table)
    app.dispatch(key("p"))
    asked(app, table)
    c = table.controls
    assert c.prompt == "Bruno's Reluctant King: claim a King too? Each claim may be challenged."
    assert c.buttons["claim king"].hint == "Bruno gives you 1 · K"
    app.dispatch(key("k"))
    assert until(app, table, lambda: table.game.phase == "turn")
    assert table.view["points"][0] == 3  # a point from Bruno, the claim unchallenged


def test_a_teamwork_joker_asks_who_pays_to_make_it_land():
    app, table = seated(stack("KA", "XQ", "JA", "KK", first=1, points=[3, 2, 2, 2]),
                        tf(joker="teamwork"),
                        scripts={1: ["claim joker 2"], 2: ["pass", "pass", "lose ace"],
                                 3: ["pass"]})
    asked(app, table)
    app.dispatch(key("p"))
    asked(app, table)
    c = table.controls
    assert c.prompt == "Bruno's Teamwork Joker: pay 3 to make it land on Chiara?"
    assert c.buttons["pay"].hint == "Chiara loses a card · Y"
    app.dispatch(key("y"))
    assert until(app, table, lambda: table.game.actor == 2 and table.game.phase == "turn")
    assert table.view["points"][0] == 0 and table.view["lost"][2]


# ----- questions to one seat -----------------------------------------------------------------
def test_an_extortion_joker_asks_its_target_to_pay_or_lose_a_card():
    app, table = seated(stack("KA", "XQ", "JA", first=1, points=[3, 2, 2]),
                        tf(joker="extortion"), scripts={1: ["claim joker 0"], 2: ["pass"]})
    for _ in range(2):
        asked(app, table)
        app.dispatch(key("p"))
    asked(app, table)
    c = table.controls
    assert c.prompt == "Bruno's Extortion Joker: pay Bruno 2 points, or lose a card?"
    assert table.look.words.turn_text() == "Your choice"
    app.dispatch(key("y"))
    assert table.game.history[-1] == (0, "pay")
    assert until(app, table, lambda: table.game.phase == "turn")
    assert table.view["points"][:2] == [1, 4]


def test_a_friendly_jacks_tie_is_settled_by_a_click_on_a_lit_seat():
    app, table = seated(stack("JK", "QA", "AA", "KK", points=[2, 5, 1, 1]),
                        tf(jack="friendly"), scripts={1: ["pass", "pass"], 2: ["pass"],
                                                      3: ["pass"]})
    asked(app, table)
    app.dispatch(key("j"))
    app.dispatch(key("1"))  # from Bruno
    asked(app, table)
    c = table.controls
    assert c.prompt == "Friendly Jack: Chiara and Dmitri are the poorest. Who gets the 3 points?"
    assert c.targets() == [2, 3]
    click(app, table.look.panel_rect(3).center)
    assert table.game.history[-1] == (0, "give 3")


def test_an_expensive_ace_asks_to_draw_again_or_stop():
    app, table = seated(stack("AK", "QJ", "KK", points=[2, 2, 2]), tf(ace="expensive"),
                        scripts={1: ["pass"], 2: ["pass"]})
    asked(app, table)
    app.dispatch(key("a"))
    asked(app, table)
    c = table.controls
    assert c.prompt == "Expensive Ace: draw another card for 1 point, or stop and return 1?"
    app.dispatch(key("d"))
    asked(app, table)
    assert table.game.history[-1] == (0, "draw") and len(table.view["hand"]) == 4
    app.dispatch(key("s"))
    asked(app, table)
    assert table.game.phase == "exchange" and "2 cards" in c.prompt


def test_a_swap_ace_picks_the_card_for_the_stock_then_the_one_to_give():
    app, table = seated(stack("AK", "QJ", "KK", deck_top="X"), tf(ace="swap"),
                        scripts={1: ["pass"], 2: ["pass"]}, anim=1.0)
    asked(app, table)
    app.dispatch(key("a"))
    app.dispatch(key("1"))  # from Bruno
    asked(app, table)
    c = table.controls
    assert c.prompt.startswith("Swap Ace: pick the card to return to the stock")
    hand = list(table.view["hand"])
    assert len(hand) == 4
    app.dispatch(key("1"))
    assert c.step == ("give", 0) and "pick the card to give Bruno" in c.prompt
    app.dispatch(key("2"))
    want = f"return {rank(hand[0])} give {rank(hand[1])}"
    assert table.game.history[-1] == (0, want)
    faces = []
    assert until(app, table, lambda: table.game.actor == 1,
                 look=lambda: faces.append(table.visible_faces()))
    assert all(set(f) <= {0} for f in faces)


def test_the_fancy_kings_second_action_is_said_and_the_king_is_off():
    app, table = seated(stack("KQ", "JA", "AA"), tf(king="fancy"),
                        scripts={1: ["pass"], 2: ["pass"]})
    asked(app, table)
    app.dispatch(key("k"))
    assert until(app, table, lambda: table.game.extra_turn and table.human_to_act() == 0
                 and not table.controls.waiting)
    c = table.controls
    assert c.prompt == "Your second action (Fancy King): any action but the Fancy King."
    assert not c.buttons["king"].enabled and c.buttons["income"].enabled
    assert table.look.words.turn_text() == "Your second action"


def test_reactions_are_never_turn_buttons():
    app, table = seated(stack("KQ", "JA"), tf(queen="survivor", jack="graverobber"))
    asked(app, table)
    buttons = table.controls.buttons
    assert "queen" not in buttons and "jack" not in buttons and "king" in buttons


# ----- pass-and-play ------------------------------------------------------------------------------
def test_a_round_asks_the_humans_at_one_public_prompt():
    app, table = seated(stack("QA", "KJ", "XJ", first=2, points=[2, 2, 5]), tf(joker="mega"),
                        kinds=["human", "human", "easy"], scripts={2: ["claim joker"]})
    for s in (0, 1):  # the challenge window: public
        assert until(app, table, lambda s=s: table.human_to_act() == s
                     and not table.controls.waiting)
        app.dispatch(key("p"))
    assert until(app, table, lambda: table.game.phase == "round"
                 and table.human_to_act() == 0 and not table.controls.waiting)
    assert not isinstance(app.top, PassGate) and table.privacy.private_seat is None
    assert table.view["seat"] is None
    assert table.controls.prompt == ("Ada: Chiara's Mega Joker: block it for yourself with "
                                     "a Queen?")


def test_an_extortion_question_waits_behind_its_seats_gate():
    app, table = seated(stack("KA", "XQ", "JA", first=1, points=[3, 2, 2]),
                        tf(joker="extortion"), kinds=["human", "human", "easy"])
    gates = []
    for _ in range(800):
        top = app.top
        if isinstance(top, PassGate):
            gates.append(top.name)
            top.confirm()
            continue
        frame(app, table)
        seat = table.human_to_act()
        g = table.game
        if seat is None:
            continue
        if g.phase == "choose":
            break
        legal = g.legal_actions(seat)
        want = "claim joker 0" if seat == 1 and g.phase == "turn" else "pass"
        assert table.act(seat, want if want in legal else legal[0])
    assert table.game.phase == "choose" and gates[-1] == "Ada"
    assert table.privacy.private_seat == 0 and table.view["seat"] == 0


@pytest.mark.parametrize("options,seed", [
    ({"transformer": "draft"}, 3),
    (tf(queen="survivor", jack="marker", ace="swap", joker="extortion"), 5),
    (tf(king="reluctant", queen="wall", jack="friendly", ace="expensive", joker="mega"), 7),
])
def test_pass_and_play_privacy_with_the_transformer(options, seed):
    from tests.test_pass_and_play_privacy import (
        test_every_frame_shows_only_the_open_windows_view_or_the_public_one as check,
    )

    check("notcoup", ["human", "human", "easy"], dict(options), seed)


# ----- a fault seen while building this ----------------------------------------------------------
def test_a_bluffed_jokers_refund_comes_back_from_the_pile():
    """The engine's refund now says where it comes from ("pile"); the table took the
    word for a seat and crashed."""
    app, table = seated(stack("KA", "QJ", "QX", points=[3, 2, 2]), {},
                        scripts={1: ["challenge"], 2: ["pass"]}, anim=1.0)
    asked(app, table)
    app.dispatch(key("x"))
    app.dispatch(key("2"))
    asked(app, table)
    app.dispatch(key("a"))  # admit the bluff
    asked(app, table)
    piles = []
    app.dispatch(key("k"))  # lose the King
    assert until(app, table, lambda: table.game.actor == 1,
                 look=lambda: piles.append(table.view["pile"]))
    # the 3 points went to the pile (36 - 7 + 3) and came back out of it
    assert table.view["points"][0] == 3 and max(piles) == 32
    assert min(piles) == table.view["pile"] == 29


# ----- seen on screen ----------------------------------------------------------------------
def test_the_board_lights_the_choice_under_the_mouse_before_the_focused_one():
    """Seen under Xvfb: with the mouse on "Mega" the board still lit "Original", which
    had the keyboard's focus."""
    app, table = draft_table()
    asked(app, table)
    app.dispatch(key("x"))
    c = table.controls
    assert c.tf.focused_choice() is None  # a choice that binds opens with no focus ...
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t",
                                    scancode=0))
    assert c.tf.focused_choice() == "original"  # ... until the player moves to one
    c.buttons["set joker mega"].hover = True
    assert c.tf.focused_choice() == "mega"


def test_a_block_for_oneself_never_names_a_card_it_did_not_claim():
    """Seen in pass-and-play: "Player 1's Jack blocks Yucca's Wild Jack" after Player 1
    claimed an Ace (the engine's event names the first card that blocks it)."""
    app, table = seated(stack("AQ", "KK", "JX", first=2), tf(jack="wild"),
                        scripts={1: ["pass", "pass"], 2: ["claim jack", "pass"]}, anim=1.0)
    asked(app, table)
    app.dispatch(key("p"))
    asked(app, table)
    app.dispatch(key("a"))  # an Ace, to be spared
    banners = []
    assert until(app, table, lambda: table.game.phase == "turn" and table.game.actor == 0,
                 look=watch_banners(table, banners))
    told = banners + table.log_lines
    assert "Ada claims an Ace to be spared." in table.log_lines
    assert not [t for t in told if "Ada's Jack" in t], told


def test_the_swap_aces_card_for_the_stock_is_raised_and_the_top_bar_says_swap():
    app, table = seated(stack("AK", "QJ", "KK", deck_top="X"), tf(ace="swap"),
                        scripts={1: ["pass"], 2: ["pass"]})
    asked(app, table)
    app.dispatch(key("a"))
    app.dispatch(key("1"))
    asked(app, table)
    assert table.look.words.turn_text() == "Swap your cards"
    app.dispatch(key("2"))
    assert table.look._picked(0, 1) and not table.look._picked(0, 0)


def prompts_at(size):
    """The new moments' prompts as the strip draws them at ``size``."""
    seen = []

    def grab(app, table):
        asked(app, table)
        seen.append((table.controls.prompt, app, table))
    app, table = survivor(size=size)
    for _ in range(2):
        asked(app, table)
        app.dispatch(key("p"))
    grab(app, table)
    app.dispatch(key("s"))
    seen.append((table.controls.prompt, app, table))
    app, table = marked(size=size)
    grab(app, table)
    app.dispatch(key("a"))
    seen.append((table.controls.prompt, app, table))
    app, table = seated(stack("JK", "QA", "AA", "KK", points=[2, 5, 1, 1]),
                        tf(jack="friendly"), scripts={1: ["pass", "pass"]}, size=size)
    asked(app, table)
    app.dispatch(key("j"))
    app.dispatch(key("1"))
    grab(app, table)
    app, table = seated(stack("KA", "XQ", "JA", "KK", first=1, points=[3, 2, 2, 2]),
                        tf(joker="teamwork"), scripts={1: ["claim joker 2"]}, size=size)
    asked(app, table)
    app.dispatch(key("p"))
    grab(app, table)
    return seen


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_the_new_prompts_read_whole(size, monkeypatch):
    """Seen at 800x600: the Survivor's prompt and the marked card's were cut short."""
    seen = prompts_at(size)
    out: list[str] = []
    real = Painter.text

    def text(self, s, pos, *a, **k):
        out.append(s)
        return real(self, s, pos, *a, **k)
    monkeypatch.setattr(Painter, "text", text)
    for prompt, app, table in seen:
        out.clear()
        table.controls.prompt = prompt
        app.draw()
        assert prompt in out, (prompt, [s for s in out if s.endswith("…")])


def test_a_marked_card_shown_pays_its_marker_after_it_is_shown():
    """Seen under Xvfb: the log paid the marker's points out before it showed the card
    (the engine pays as the card leaves the hand, just before telling how)."""
    app, table = seated(stack("AK", "QQ", "JX", first=2), tf(jack="marker"),
                        scripts={1: ["pass", "challenge"], 2: ["claim jack 0", "pass"]},
                        anim=1.0)
    for _ in range(2):
        asked(app, table)
        app.dispatch(key("p"))
    g = table.game
    asked(app, table)
    mark = next(m for m in g.front if m["kind"] == "mark")
    mark["card"] = next(c for c in g.hands[0] if rank(c) == "ace")
    table.refresh()
    table.controls.reset()
    asked(app, table)
    app.dispatch(key("a"))
    app.dispatch(key("m"))  # claimed with the marked Ace: Bruno challenges
    asked(app, table)
    assert table.controls.prompt.startswith("Bruno challenges your Ace")
    app.dispatch(key("r"))
    assert until(app, table, lambda: g.phase != "prove" and not table.busy()
                 and not any(m["kind"] == "mark" for m in table.view["front"]))
    shown = next(i for i, line in enumerate(table.log_lines) if "Ada shows an Ace" in line)
    paid = next(i for i, line in enumerate(table.log_lines) if "marked card is gone" in line)
    assert shown < paid
    assert table.view["front"] == [] and table.view["points"][2] == 2 + 1 + 2  # toll, both


def test_a_challenge_of_a_marked_claim_says_so():
    # Bruno holds two Queens, one marked: his King, claimed with it, is a bluff
    app, table = seated(stack("KQ", "QQ", "JA", first=2), tf(jack="marker"),
                        scripts={1: ["pass", "pass", "claim king marked"],
                                 2: ["claim jack 1", "pass"]})
    asked(app, table)
    app.dispatch(key("p"))
    asked(app, table)
    assert table.game.phase == "turn"
    app.dispatch(key("i"))
    asked(app, table)
    assert table.controls.prompt == "Challenge Bruno's King, claimed with the marked card?"


def test_the_target_prompt_says_who_a_wall_keeps_out():
    app, table = seated(stack("JK", "QA", "AA", first=1), tf(queen="wall"),
                        scripts={1: ["claim queen"], 2: ["pass"]})
    asked(app, table)
    app.dispatch(key("p"))
    asked(app, table)
    app.dispatch(key("j"))
    assert table.controls.targets() == [2]
    assert table.controls.prompt.endswith("(Bruno: behind a Wall).")
    assert "mark" not in table.controls.prompt


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_eleven_actions_fit_the_bar_with_every_title_whole(size, drawn):
    """Seen at 800x600 with every variant and a Queen action: "Inco…", "Que…", "F.…" on
    a bar of eleven buttons; a claim's button then names its card (the legend names its
    action), and at the tightest a game action its first word with its gain."""
    opts = {"teams": "snake", "heist": ("fu", "joker", "switch", "redraw"),
            "shuffle_time": True, **tf(king="reluctant", queen="alliance", jack="friendly",
                                       ace="expensive", joker="teamwork")}
    app, table = seated(stack("KQ", "JA", "XA") | {"teams": [0, 1, 1]}, opts, size=size)
    asked(app, table)
    buttons = table.controls.buttons
    assert len(buttons) == 11
    drawn.clear()
    redraw(app, table)
    titles = {b.text for b in buttons.values()}
    assert not [s for s in drawn if s.endswith("…") and any(
        t.startswith(s[:-1]) for t in titles)], drawn
    assert all(b.rect.right <= 8 + 956 for b in buttons.values())
    assert buttons["queen"].text in ("Alliance Queen", "Queen")


# ----- each new decision's privacy with two humans at one screen -------------------------------
def hot_seat(st, options, moves, bot=()):
    """Ada and Bruno at one screen, Chiara scripted: play ``moves`` (seat, action) as the
    table asks for them, checking every frame drawn shows only the open window's view
    (or the public one) and no hidden face outside it. Returns, per move, whose view was
    on screen when it was made (None: the public view), and the gates raised."""
    app, table = seated(st, options, kinds=["human", "human", "easy"], scripts={2: bot},
                        anim=1.0)
    real = table.draw_table

    def spy(p):
        window = table.privacy.window
        assert table.view["seat"] in (None, window), (table.view["seat"], window)
        faces = set(table.visible_faces())
        assert faces <= ({window} if window is not None else set()), faces
        real(p)
    table.draw_table = spy
    moves, made, gates = list(moves), [], []
    for _ in range(3000):
        if not moves:
            break
        if isinstance(app.top, PassGate):
            gates.append(app.top.name)
            app.top.confirm()
            continue
        frame(app, table, 0.05)
        assert type(app.top).__name__ != "ErrorScene", app.top.message
        seat = table.human_to_act()
        if seat is not None and seat == moves[0][0] and not table.controls.waiting:
            s, a = moves.pop(0)
            made.append((a, table.privacy.private_seat))
            assert table.act(s, a), (s, a, table.game.legal_actions(s))
    assert not moves, (moves, table.game.status_line())
    return made, gates


def test_an_extortion_is_answered_behind_the_targets_gate():
    made, gates = hot_seat(stack("KA", "XQ", "JA", first=1, points=[3, 2, 2]),
                           tf(joker="extortion"),
                           [(1, "claim joker 0"), (0, "pass"), (0, "pass"), (0, "pay")],
                           bot=["pass"])
    assert made == [("claim joker 0", 1), ("pass", None), ("pass", None), ("pay", 0)]
    assert gates[-1] == "Ada"


def test_a_survivor_names_its_card_in_its_own_window_and_the_claim_is_public():
    made, gates = hot_seat(stack("KQ", "XJ", "AA", deck_top="K", first=1, points=[2, 3, 2]),
                           tf(queen="survivor"),
                           [(1, "claim joker 0"), (0, "pass"), (0, "pass"),
                            (0, "survive king"), (1, "pass"), (0, "income")],
                           bot=["pass", "pass", "income"])
    assert made[3] == ("survive king", 0)  # which card: behind Ada's gate
    assert made[4] == ("pass", None)        # challenging the claim: in public


def test_a_swap_ace_is_made_in_its_window_and_its_cards_show_to_no_one_else():
    made, gates = hot_seat(stack("AK", "QJ", "KK", deck_top="X"), tf(ace="swap"),
                           [(0, "claim ace 1"), (1, "pass"), (0, "return ace give king"),
                            (1, "income")], bot=["pass"])
    assert made[0] == ("claim ace 1", 0) and made[2] == ("return ace give king", 0)
    assert made[3] == ("income", 1) and gates.count("Bruno") >= 1


def test_a_marked_claim_and_a_friendly_jacks_tie_are_made_in_their_windows():
    made, gates = hot_seat(stack("JK", "QA", "AA", points=[2, 5, 2]),
                           tf(jack="friendly"),
                           [(0, "claim jack 1"), (1, "pass"), (1, "pass"), (0, "give 2")],
                           bot=["pass"])
    assert made == [("claim jack 1", 0), ("pass", None), ("pass", None), ("give 2", 0)]
    made, gates = hot_seat(stack("AK", "QQ", "JX", first=2), tf(jack="marker"),
                           [(0, "pass"), (1, "pass"), (0, "pass"), (0, "claim ace marked")],
                           bot=["claim jack 0"])
    assert made[-1] == ("claim ace marked", 0) and gates[-1] == "Ada"


def test_a_draft_decision_is_made_behind_its_gate():
    made, gates = hot_seat(stack("KQ", "JA", "XA"), {"transformer": "draft"},
                           [(0, "set king gambler"), (1, "set queen wall")],
                           bot=["set jack wild"])
    assert made == [("set king gambler", 0), ("set queen wall", 1)]
    assert gates[:2] == ["Ada", "Bruno"]


def test_an_expensive_aces_draws_are_decided_in_its_window():
    made, gates = hot_seat(stack("AK", "QJ", "KK", deck_top="XQ", points=[3, 2, 2]),
                           tf(ace="expensive"),
                           [(0, "claim ace"), (1, "pass"), (0, "draw"), (0, "stop"),
                            (0, "return queen joker")], bot=["pass"])
    assert made[2:] == [("draw", 0), ("stop", 0), ("return queen joker", 0)]
