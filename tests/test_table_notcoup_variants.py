"""The NotCoup table playing the variants: team cards on the seats and a Switch turning
one over, a Co-op team's win, Heist's bank with its counters and crimes, Steal in the
action bar and its challenge, the zombies' mark, and pass-and-play with them."""

from __future__ import annotations

import pygame
import pytest

from scenes.gate import PassGate
from scenes.painter import Painter
from scenes.results import ResultsScene
from scenes.tables import table_class
from scenes.tables.notcoup.action_bar import action_keys, hint_levels
from tests.table_driver import frame, text_boxes, untimed
from tests.test_table_notcoup import HANDS, key, solo, stacked, until

NotCoupTable = table_class("notcoup")
HEIST = {"heist": ("joker",)}
EVERYTHING = {"teams": "snake", "heist": ("fu", "joker", "switch"), "shuffle_time": True}


@pytest.fixture
def drawn(monkeypatch):
    """Every text the painter draws from now on."""
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


def idle(app, table):
    """Frames until the animation is done and the human's controls are up."""
    assert until(app, table, lambda: not table.busy() and table.human_to_act() is not None
                 and not table.controls.waiting)


def play(app, table, moves, look=lambda: None):
    """Each (seat, action) in turn, its animation played out before the next."""
    for seat, action in moves:
        table._apply(seat, action)
        assert watch(app, table, lambda: True, look)


def watch(app, table, until_fn, look, frames=600, dt=0.03):
    """Frames until ``until_fn()`` and the animation is done, calling ``look()`` on each."""
    for _ in range(frames):
        if isinstance(app.top, PassGate):  # pass-and-play: the named player confirms
            app.top.confirm()
        frame(app, table, dt)
        look()
        if until_fn() and not table.busy():
            return True
    return False


# ----- teams -----------------------------------------------------------------------------
def test_each_seat_shows_its_team_card_by_name_and_suit(drawn):
    app, table = solo(stacked(HANDS) | {"teams": [0, 1, 1]}, options={"teams": "coop"})
    idle(app, table)
    assert [table.look.team_shown(s) for s in range(3)] == [(0, 1.0), (1, 1.0), (1, 1.0)]
    drawn.clear()
    redraw(app, table)
    assert "♥ Red" in drawn and "♠ Black" in drawn  # each drawn once, then blitted


def test_no_team_card_without_teams(drawn):
    app, table = solo(stacked(HANDS))
    idle(app, table)
    drawn.clear()
    redraw(app, table)
    assert table.look.team_shown(0) is None
    assert not [s for s in drawn if s.endswith(("Red", "Black"))]


def test_a_switch_turns_the_team_card_over_to_the_new_team():
    app, table = solo(stacked(HANDS, points=[3, 2, 2]) | {"teams": [0, 1, 1]},
                      options={"teams": "snake"}, anim_speed=1.0)
    idle(app, table)
    c = table.controls
    assert c.buttons["switch"].text == "Switch" and c.buttons["switch"].enabled
    app.dispatch(key("w"))
    # Switch may aim at anyone, a team-mate too
    assert table.controls.targets() == [1, 2]
    assert "move to the other team" in c.prompt
    assert c.buttons["target 1"].hint == "now Black · 1"
    app.dispatch(key("1"))
    assert table.game.history[-1] == (0, "switch 1")
    squeezed, banners = [], []

    def look():
        shown = table.look.team_shown(1)
        if shown is not None and shown[1] < 1.0:
            squeezed.append(shown)
        if table.anim_state.banner is not None:
            banners.append(table.anim_state.banner.text)
    assert watch(app, table, lambda: table.game.phase == "turn", look)
    assert any(t == 1 for t, _ in squeezed) and any(t == 0 for t, _ in squeezed), \
        "the card turns from Black to Red"
    assert table.view["teams"] == [0, 0, 1] and table.look.team_shown(1) == (0, 1.0)
    assert f"Ada moves {table.seat_name(1)} to team Red" in banners
    assert any("Bruno moves to team Red" in line for line in table.log_lines)


def coop_win_table(anim_speed=0.0):
    # Bruno, alone on Black, has one card left; Ada's F.U. takes it
    hands = [["king-spades", "ace-hearts"], ["jack-clubs"], ["queen-spades", "joker-1"]]
    return solo(stacked(hands, points=[7, 2, 2]) | {"teams": [0, 1, 0]},
                options={"teams": "coop"}, anim_speed=anim_speed)


def test_a_coop_win_names_the_team_and_its_players():
    app, table = coop_win_table(anim_speed=1.0)
    idle(app, table)
    app.dispatch(key("f"))
    app.dispatch(key("1"))
    banners = []
    for _ in range(600):
        frame(app, table, 0.03)
        if table.anim_state.banner is not None:
            banners.append(table.anim_state.banner.text)
        if isinstance(app.top, ResultsScene):
            break
    assert table.game.winners() == [0, 2]
    won = "Team Red wins: Ada and Chiara"
    assert won in banners
    assert table.look.words.turn_text() == won + "!"
    assert table.controls._waiting_text() == won + "!"
    assert isinstance(app.top, ResultsScene) and app.top.title() == won + "!"


def test_a_single_winner_keeps_the_usual_results_title():
    hands = [["king-spades", "ace-hearts"], ["jack-clubs"]]
    app, table = solo(stacked(hands, points=[7, 2]), kinds=("human", "random"))
    idle(app, table)
    app.dispatch(key("f"))
    app.dispatch(key("1"))
    assert until(app, table, lambda: isinstance(app.top, ResultsScene))
    assert app.top.title() == "Ada wins!"
    assert table.controls._waiting_text() == "Ada wins the game."


# ----- Heist -----------------------------------------------------------------------------
def heist_table(anim_speed=1.0, options=HEIST):
    return solo(stacked(HANDS, points=[3, 2, 2]), options=dict(options),
                anim_speed=anim_speed)


def joker_crime(app, table, look=lambda: None):
    """Ada's Joker on Chiara (a crime: its 3 points go to the bank), let stand."""
    idle(app, table)
    play(app, table, [(0, "claim joker 2"), (1, "pass"), (2, "pass"),
                      (2, "pass"),  # no Queen: Chiara loses a card
                      (2, "lose queen")], look)


def test_a_crime_slides_its_counters_to_the_bank_and_the_pile_keeps_its_own(drawn):
    app, table = heist_table()
    pile = table.view["pile"]
    assert table.view["bank"] == 0
    piles, banks = set(), []

    def look():
        piles.add(table.view["pile"])
        banks.append(table.view["bank"])
    joker_crime(app, table, look)
    assert piles == {pile}, "the crime's counters never went through the pile"
    assert banks[0] == 0 and banks[-1] == 3
    assert "Ada pays 3 points to the bank." in table.log_lines
    drawn.clear()
    redraw(app, table)
    assert "Bank 3" in drawn
    assert "Crimes: Joker" in drawn


def test_the_crimes_line_names_the_actions_by_their_titles(drawn):
    app, table = heist_table(0.0, {"heist": ("fu", "joker"), "fu_name": "discard"})
    idle(app, table)
    assert table.look.crime_titles() == ["Discard", "Joker"]
    drawn.clear()
    redraw(app, table)
    assert " ".join(drawn).count("Crimes: Discard,") == 1


def test_no_bank_without_heist(drawn):
    app, table = solo(stacked(HANDS))
    idle(app, table)
    drawn.clear()
    redraw(app, table)
    assert not table.look.heist() and not [s for s in drawn if s.startswith(("Bank", "Crimes"))]
    assert "steal" not in table.controls.buttons


def test_steal_is_in_the_bar_from_the_action_table_and_its_challenge_says_the_claim():
    app, table = heist_table()
    c = table.controls
    idle(app, table)
    steal = c.buttons["steal"]
    assert steal.text == "Steal" and not steal.enabled  # an empty bank
    assert "no King" in steal.hint and steal.hint.endswith("S")
    joker_crime(app, table)
    play(app, table, [(1, "steal"),  # Bruno holds no King
                      (2, "pass")])
    assert until(app, table, lambda: table.human_to_act() == 0 and not c.waiting)
    assert c.prompt == "Bruno claims to hold no King to take the bank (3): challenge?"
    assert c.buttons["challenge"].hint.startswith("right if Bruno holds a King")
    app.dispatch(key("c"))
    banners, bank = [], []

    def look():
        if table.anim_state.banner is not None:
            banners.append(table.anim_state.banner.text)
        bank.append(table.view["bank"])
    assert watch(app, table, lambda: table.game.phase == "lose", look)
    assert "Ada challenges: does Bruno hold a King?" in banners
    assert "Bruno holds no King: the Steal stands" in banners
    assert any("word that they hold no King" in line for line in table.anim_state.chain_lines)
    app.dispatch(key("a"))  # Ada lost the challenge: she turns her Ace
    assert watch(app, table, lambda: table.game.actor == 2, look)
    assert bank[-1] == 0 and table.view["points"][1] == 2 + 3
    assert "Bruno takes the bank: 3 points." in table.log_lines


def test_a_steal_fails_when_the_stealer_holds_a_king():
    hands = [["king-spades", "ace-hearts"], ["jack-clubs", "queen-hearts"],
             ["queen-spades", "joker-1"]]
    app, table = solo(stacked(hands, points=[3, 2, 2]), options=HEIST, anim_speed=1.0)
    joker_crime(app, table)
    play(app, table, [(1, "income"), (2, "income")])
    idle(app, table)
    app.dispatch(key("s"))  # Ada holds a King: her Steal is a lie
    banners = []

    def look():
        if table.anim_state.banner is not None:
            banners.append(table.anim_state.banner.text)
    play(app, table, [(1, "challenge"), (2, "pass")], look)
    assert "Ada holds a King: the Steal fails" in banners


def test_a_refunded_crime_comes_back_out_of_the_bank():
    """Seen while playing: a bluffed Joker's refund slid from the pile (the pile dipped
    by 3 and came back at the refresh) though the points were in the bank."""
    app, table = heist_table()
    idle(app, table)
    pile = table.view["pile"]
    piles, banks = set(), []

    def look():
        piles.add(table.view["pile"])
        banks.append(table.view["bank"])
    play(app, table, [(0, "claim joker 2"),  # Ada holds no Joker
                      (1, "challenge"), (2, "pass"), (0, "admit"), (0, "lose ace")], look)
    assert piles == {pile}
    assert 3 in banks and banks[-1] == 0 and table.view["points"][0] == 3


# ----- the action bar with every variant ----------------------------------------------------
def test_action_keys_come_from_the_table():
    specs = {n: {"title": t} for n, t in (("income", "Income"), ("steal", "Steal"),
                                            ("switch", "Switch"), ("bribe", "Bribe"),
                                            ("tally", "Tally"))}
    keys = action_keys(specs)
    assert keys["steal"] == "s" and keys["switch"] == "w" and keys["bribe"] == "b"
    assert keys["tally"] == "a"  # t is the timer's: the next free letter of the title
    assert len(set(keys.values())) == len(keys)


def test_hints_shorten_in_steps():
    joker = {"claim": "joker", "cost": 3, "gain": 0, "effect": None, "denies": None}
    steal = {"claim": None, "cost": 0, "gain": 4, "effect": "bank", "denies": "king"}
    assert hint_levels(joker, "x") == ("claim · pay 3 · X", "claim · -3 · X", "-3 · X")
    assert hint_levels(steal, "s") == ("no King · take 4 · S", "no King · +4 · S", "+4 · S")


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_ten_actions_fit_the_bar_with_every_title_whole(size, drawn):
    """Seen at 800x600 with Heist, Shuffle Time and Snake nest: "Inc…", "More I…" and
    every hint cut on a bar of ten buttons."""
    from scenes.app import App
    from scenes.settings_store import Settings
    from tests.test_table_notcoup import seated

    app = App(size, settings=Settings(anim_speed=0.0), screen=pygame.Surface(size))
    table = seated(app, stacked(HANDS) | {"teams": [0, 1, 1]}, EVERYTHING)
    idle(app, table)
    buttons = table.controls.buttons
    assert list(buttons) == ["income", "more-income", "fu", "king", "jack", "ace", "joker",
                             "redraw", "switch", "steal"]
    drawn.clear()
    redraw(app, table)
    titles = {b.text for b in buttons.values()}
    hints = {b.hint for b in buttons.values()}
    assert not [s for s in drawn if s.endswith("…") and any(
        t.startswith(s[:-1]) for t in titles | hints)]
    assert all(b.rect.right <= table.controls.form.widgets[0].rect.x + 940
               for b in buttons.values())
    if not any("claim" in h for h in hints):
        assert "gold buttons are claims" in table.controls.prompt


# ----- zombies -------------------------------------------------------------------------------
def test_a_zombie_seat_is_marked_where_its_cards_were(drawn):
    hands = [["king-spades", "ace-hearts"], ["jack-clubs", "queen-hearts"], ["joker-1"]]
    app, table = solo(stacked(hands, points=[7, 2, 2]), options={"zombies": True})
    idle(app, table)
    app.dispatch(key("f"))
    app.dispatch(key("2"))
    assert until(app, table, lambda: table.view["zombie"][2] and not table.busy())
    drawn.clear()
    redraw(app, table)
    assert "ZOMBIE" in drawn
    assert drawn.count("ZOMBIE") == 1  # only the zombie's seat


# ----- pass-and-play ------------------------------------------------------------------------
def test_steal_asks_the_humans_at_one_public_prompt():
    app, table = solo(stacked(HANDS, points=[2, 2, 3], first=2), options=HEIST,
                      kinds=("human", "human", "random"))
    play(app, table, [(2, "claim joker 1"),  # Chiara's crime on Bruno
                      (0, "pass"), (1, "pass"), (1, "pass"), (1, "lose queen"),
                      (0, "income"), (1, "income"), (2, "steal")])
    assert watch(app, table, lambda: table.human_to_act() == 0
                 and not table.controls.waiting, lambda: None)
    assert not isinstance(app.top, PassGate), "a public window raises no gate"
    assert table.privacy.private_seat is None and table.view["seat"] is None
    assert table.controls.prompt == (
        "Ada: Chiara claims to hold no King to take the bank (3): challenge?")


@pytest.mark.parametrize("options,seed", [(EVERYTHING, 4), ({"teams": "coop",
                                                            "heist": ("joker",)}, 7)])
def test_pass_and_play_privacy_with_the_variants(options, seed):
    from tests.test_pass_and_play_privacy import (
        test_every_frame_shows_only_the_open_windows_view_or_the_public_one as check,
    )

    check("notcoup", ["human", "human", "easy"], dict(options), seed)


# ----- seen on screen ---------------------------------------------------------------------------
def test_the_team_card_clears_the_turn_tag_and_the_points_figure():
    """Seen at 1920x1080: the TURN tag on the panel's edge sat on the team card's top."""
    from scenes.tables.headband import tag
    from scenes.tables.notcoup.art import team_card
    from scenes.tables.notcoup.layout import TEAM_CARD_Y

    app, table = solo(stacked(HANDS) | {"teams": [0, 1, 1]}, options={"teams": "coop"})
    idle(app, table)
    p = app.painter
    r = table.look.panel_rect(0)
    turn_bottom = r.y + 9  # TURN's tag hangs from the edge down to here
    card_h = team_card(p, 1, "Black", 18).get_height() / p.scale
    assert r.y + TEAM_CARD_Y >= turn_bottom
    assert tag(p, "TURN", (0, 0, 0), (0, 0, 0), h=18).get_height() / p.scale / 2 <= \
        TEAM_CARD_Y
    figure_top = r.y + 45 - p.line_height(18) / 2
    assert figure_top >= r.y + TEAM_CARD_Y + card_h - 1


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_the_team_target_prompt_is_whole(size, monkeypatch):
    """The target prompt says team-mates are left out, and is not cut at 800x600."""
    from scenes.app import App
    from scenes.settings_store import Settings
    from tests.test_table_notcoup import seated

    app = App(size, settings=Settings(anim_speed=0.0), screen=pygame.Surface(size))
    table = seated(app, stacked(HANDS) | {"teams": [0, 0, 1]}, {"teams": "coop"})
    idle(app, table)
    app.dispatch(key("j"))
    assert table.controls.targets() == [2]
    prompt = table.controls.prompt
    assert "team-mate" in prompt.lower()
    drawn = []
    real = Painter.text

    def text(self, s, pos, *a, **k):
        drawn.append(s)
        return real(self, s, pos, *a, **k)
    monkeypatch.setattr(Painter, "text", text)
    redraw(app, table)
    assert prompt in drawn


def test_a_long_results_title_fits_its_panel(monkeypatch):
    """Seen at 1920x1080: "Team Black wins: Player 1, Juniper and Yucca!" ran past both
    sides of the results panel."""
    from game.match import Match
    from game.saves import SeatSpec
    from scenes.app import App
    from scenes.settings_store import Settings

    app = App((1920, 1080), settings=Settings(), screen=pygame.Surface((1920, 1080)))
    m = Match("notcoup", [SeatSpec(n, "easy") for n in ("Player 1", "Juniper", "Sage",
                                                         "Ocotillo 2")], {}, 1)
    title = "Team Black wins: Player 1, Juniper and Ocotillo 2!"
    scene = ResultsScene(app, m, title=title)
    app.push(scene)
    drawn = text_boxes(monkeypatch)
    app.draw()
    rect = next(r for s, r in drawn if s == title)
    assert 220 + 16 <= rect.x and rect.right <= 1060 - 16


def test_a_resumed_games_log_tells_a_steal_with_the_bank_it_was_for():
    """Seen in the Heist snapshot: the rebuilt log said "... to take the bank." with no
    sum, the lines being told from no view at all."""
    from game.match import Match
    from tests.table_driver import new_app, seat_specs

    app = new_app()
    match = Match("notcoup", seat_specs(["human", "random", "random"], "notcoup"), HEIST, 3,
                  stack=stacked(HANDS, points=[3, 2, 2]))
    for seat, action in [(0, "claim joker 2"), (1, "pass"), (2, "pass"), (2, "pass"),
                         (2, "lose queen"), (1, "steal")]:
        match.game.apply(seat, action)
    table = NotCoupTable(app, match)
    untimed(table)  # keys answer at once (not a key-guard test)
    assert "Bruno claims to hold no King to take the bank (3)." in table.log_lines
    assert table.anim_state.chain_lines == ["Bruno claims to hold no King to take the bank (3)."]
    assert table.told_view is None


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_a_long_name_keeps_whole_beside_the_team_card(size, drawn):
    """Seen at 800x600: "Player 1" cut to "Playe…" by the team card; where the room is
    short the card shows its suit sign alone."""
    from game.match import Match
    from game.saves import SeatSpec
    from scenes.app import App
    from scenes.settings_store import Settings

    app = App(size, settings=Settings(anim_speed=0.0), screen=pygame.Surface(size))
    names = ["Player 1", "Rattlesnake", "Ann"]  # whole at 800x600 without teams too
    seats = [SeatSpec(n, "human" if i == 0 else "random") for i, n in enumerate(names)]
    match = Match("notcoup", seats, {"teams": "coop"}, 3,
                  stack=stacked(HANDS) | {"teams": [0, 1, 1]})
    table = NotCoupTable(app, match)
    untimed(table)  # keys answer at once (not a key-guard test)
    table.THINK = (0.0, 0.0)
    app.push(table)
    idle(app, table)
    drawn.clear()
    redraw(app, table)
    for name in names[:2]:
        assert name in drawn, (name, [s for s in drawn if s.endswith("…")])
    assert "♥" in drawn or "♥ Red" in drawn
    assert "♠" in drawn or "♠ Black" in drawn


def test_a_game_resumed_in_a_steals_challenge_still_tells_a_denial():
    from game.match import Match
    from tests.table_driver import new_app, seat_specs

    app = new_app(anim_speed=1.0)
    match = Match("notcoup", seat_specs(["human", "random", "random"], "notcoup"), HEIST, 3,
                  stack=stacked(HANDS, points=[3, 2, 2]))
    for seat, action in [(0, "claim joker 2"), (1, "pass"), (2, "pass"), (2, "pass"),
                         (2, "lose queen"), (1, "steal"), (2, "pass")]:
        match.game.apply(seat, action)
    table = NotCoupTable(app, match)
    untimed(table)  # keys answer at once (not a key-guard test)
    table.THINK = (0.0, 0.0)
    app.push(table)
    banners = []

    def look():
        if table.anim_state.banner is not None:
            banners.append(table.anim_state.banner.text)
    play(app, table, [(0, "challenge")], look)
    assert "Ada challenges: does Bruno hold a King?" in banners


def test_a_game_resumed_before_a_crimes_refund_takes_it_from_the_bank():
    from game.match import Match
    from tests.table_driver import new_app, seat_specs

    app = new_app(anim_speed=1.0)
    match = Match("notcoup", seat_specs(["human", "random", "random"], "notcoup"), HEIST, 3,
                  stack=stacked(HANDS, points=[3, 2, 2]))
    for seat, action in [(0, "claim joker 2"), (1, "challenge"), (2, "pass")]:
        match.game.apply(seat, action)
    table = NotCoupTable(app, match)
    untimed(table)  # keys answer at once (not a key-guard test)
    table.THINK = (0.0, 0.0)
    app.push(table)
    pile, piles = table.view["pile"], set()
    play(app, table, [(0, "admit"), (0, "lose ace")],
         lambda: piles.add(table.view["pile"]))
    assert piles == {pile} and table.view["bank"] == 0
