"""What the player sees is what they get: the bid box, name boxes, the wheel, the
log after a game, the response timer."""

from __future__ import annotations

import pygame

from scenes.log_view import LogScene
from scenes.results import ResultsScene
from scenes.setup import OPTIONS_VIEW, SetupScene
from scenes.tables import table_class
from scenes.widgets import Choice, Form, Spinner, TextField
from tests.table_driver import frame, init_display, make_table, new_app


def setup_module():
    init_display()


def key(k, ch="", mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=ch, scancode=0)


def type_digits(w, digits):
    for d in digits:
        w.handle(key(getattr(pygame, f"K_{d}"), d))


def test_the_bid_box_takes_no_digit_past_the_highest_bid_and_says_why():
    notes, shown = [], []
    sp = Spinner((0, 0, 200, 50), 10, 1, 62, on_preview=shown.append, on_note=notes.append,
                 why_hi="no higher total")
    type_digits(sp, "1235")
    assert sp.typed == "12", "the box shows only what can be bid"
    assert shown[-1] == 12
    assert notes and "62" in notes[-1] and "no higher total" in notes[-1]
    type_digits(sp, "9")
    assert sp.typed == "12"


def test_tilsit_99_is_not_turned_into_70_behind_the_players_back():
    submitted, notes = [], []
    sp = Spinner((0, 0, 200, 50), 10, 5, 70, on_submit=submitted.append, on_note=notes.append)
    type_digits(sp, "99")
    assert sp.typed == "9" and notes
    sp.handle(key(pygame.K_RETURN, "\r"))
    assert submitted == [9]
    # a number under the least: Enter says so and bids nothing
    sp2 = Spinner((0, 0, 200, 50), 10, 17, 70, on_submit=submitted.append,
                  on_note=notes.append, why_lo="a bid must beat 16")
    submitted.clear()
    type_digits(sp2, "3")
    sp2.handle(key(pygame.K_RETURN, "\r"))
    assert submitted == [] and "17" in notes[-1] and "beat 16" in notes[-1]


def test_the_bid_button_says_what_enter_would_bid():
    app, table = make_table("coyote-heidelbaer", table_class("coyote-heidelbaer"),
                            ["human", "medium", "medium"])
    for _ in range(200):
        frame(app, table)
        if table.human_to_act() == 0 and table.controls.spinner is not None \
                and table.controls.spinner.enabled:
            break
    c = table.controls
    frame(app, table, 1.0)
    hi = c.spinner.hi
    for d in str(hi) + "5":
        app.dispatch(key(getattr(pygame, f"K_{d}"), d))
    assert c.spinner.typed == str(hi)
    assert c.bid_button.text == f"Bid {hi}"
    assert table.notice and str(hi) in table.notice.text


def test_a_click_or_tab_into_a_name_box_selects_the_old_name():
    field = TextField((0, 0, 300, 48), "Player 1")
    form = Form([field])
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1))
    for ch in "Ann":
        form.handle(key(getattr(pygame, f"K_{ch.lower()}"), ch))
    assert field.value == "Ann"
    form.handle(key(pygame.K_a, "a", pygame.KMOD_CTRL))
    assert field.all_selected
    form.handle(key(pygame.K_BACKSPACE))
    assert field.value == ""
    field.value = "Bea"
    form.focus(None)
    form.handle(key(pygame.K_TAB))
    form.handle(key(pygame.K_c, "C"))
    assert field.value == "C"


def test_a_wheel_passing_over_a_seat_never_changes_it():
    app = new_app()
    setup = SetupScene(app, "notcoup")
    app.push(setup)
    app.draw()
    name, kind = setup.rows[1]
    before = setup.seats[1].kind
    pos = kind.rect.center
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(6):
        app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, pos=pos,
                                        flipped=False, precise_x=0.0, precise_y=-1.0))
    assert setup.seats[1].kind == before
    assert isinstance(kind, Choice)


def test_the_options_scroll_by_wheel_and_by_dragging_their_bar():
    app = new_app()
    setup = SetupScene(app, "notcoup")
    app.push(setup)
    app.draw()
    assert setup.opt_height > OPTIONS_VIEW.h, "NotCoup's options overflow their panel"
    pos = OPTIONS_VIEW.center
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, pos=pos, flipped=False,
                                    precise_x=0.0, precise_y=-1.0))
    assert setup.opt_scroll > 0
    setup.opt_scroll = 0.0
    app.draw()
    zone = setup._bar_zone()
    top = (zone.centerx, OPTIONS_VIEW.y + 4)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=top, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(top[0], top[1] + 60), rel=(0, 60),
                                    buttons=(1, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(top[0], top[1] + 60), button=1))
    assert setup.opt_scroll > 60, "dragging the bar scrolls the options"


def test_l_after_a_game_opens_the_log_even_from_the_table_view():
    from game.match import Match
    from tests.table_driver import seat_specs

    app = new_app()
    match = Match("coyote-heidelbaer", seat_specs(["medium", "medium", "medium"]), {}, 4)
    table = table_class("coyote-heidelbaer")(app, match)
    app.push(table)
    results = ResultsScene(app, match)
    app.push(results)
    results.update(2.0)
    results.peek()
    app.dispatch(key(pygame.K_l, "l"))
    assert isinstance(app.top, LogScene)


def test_t_applies_the_response_timer_to_the_prompt_already_open():
    app, table = make_table("notcoup", table_class("notcoup"), ["human", "medium"], seed=11)
    c = table.controls
    for _ in range(2000):
        frame(app, table)
        seat = table.human_to_act()
        if seat is not None and c.key and c.key[2] in ("challenge", "counter"):
            break
        if seat is not None:
            legal = table.game.legal_actions(seat)
            table.act(seat, "income" if "income" in legal else legal[-1])
    else:
        raise AssertionError("no challenge or counter prompt met")
    assert c.seconds_left() is None
    frame(app, table, 1.0)
    app.dispatch(key(pygame.K_t, "t"))
    assert c.seconds_left() == 10, "T started the countdown on the open prompt"
    app.dispatch(key(pygame.K_t, "t"))
    app.dispatch(key(pygame.K_t, "t"))
    app.dispatch(key(pygame.K_t, "t"))
    assert c.seconds_left() is None, "T back to off stops it"


def test_spinner_typed_in_range_still_submits():
    got = []
    sp = Spinner((0, 0, 200, 50), 10, 1, 62, on_submit=got.append)
    type_digits(sp, "42")
    sp.handle(key(pygame.K_RETURN, "\r"))
    assert got == [42]


def test_coyote_moon_pass_and_play_raises_no_gate():
    """Nothing at the Moon table is one seat's secret: two humans take turns with no
    hand-over screen, and each turn's controls are live at once."""
    from scenes.gate import PassGate

    app, table = make_table("coyote-moon", table_class("coyote-moon"), ["human", "human"])
    turns = set()
    for _ in range(600):
        frame(app, table)
        assert not isinstance(app.top, PassGate), "a gate with nothing to hide"
        seat = table.human_to_act()
        if seat is not None:
            turns.add(seat)
            legal = table.game.legal_actions(seat)
            table.act(seat, "end" if "end" in legal else legal[0])
        if len(turns) == 2:
            break
    assert turns == {0, 1}


def test_a_game_that_says_it_has_no_private_facts_shows_every_seat_the_public_view():
    import random

    from game.registry import all_games, new_game

    for info in all_games():
        game_id = info.id
        g = new_game(game_id, max(2, info.min_seats), {}, 5)
        if getattr(g, "PRIVATE_FACTS", True):
            continue
        rng = random.Random(1)
        for _ in range(300):
            if g.is_terminal():
                break
            pub = g.public_observation()
            for s in range(g.num_seats):
                obs = dict(g.observation(s))
                for k, v in pub.items():
                    if v is None:
                        continue  # the seat's own fields (whose view, undo)
                    assert obs[k] == v, f"{game_id}: seat {s} sees {k} differently"
            seat = g.to_act()[0]
            g.apply(seat, rng.choice(g.legal_actions(seat)))


def _meet(game_id, kinds, want, choose, seed=11, frames=4000):
    """Play seat 0 by ``choose(legal)`` until ``want(table)``; the table, or None."""
    app, table = make_table(game_id, table_class(game_id), kinds, seed=seed)
    for _ in range(frames):
        frame(app, table)
        if table.game.is_terminal():
            return None
        if table.human_to_act() == 0:
            if want(table):
                return table
            table.act(0, choose(table.game.legal_actions(0)))
    return None


def test_the_prompt_to_lose_a_card_says_why():
    def want(t):
        return t.controls.key and t.controls.key[2] == "lose"

    def challenge_all(legal):
        return "challenge" if "challenge" in legal else legal[0]
    said = []
    for seed in range(11, 17):
        table = _meet("notcoup", ["human", "medium", "medium"], want, challenge_all, seed)
        if table is None:
            continue
        prompt = table.controls.prompt
        said.append(prompt)
        assert not prompt.startswith("You lose a card"), prompt
        assert "challenge" in prompt or "strikes you" in prompt or "fuse" in prompt, prompt
    assert said, "no lose prompt met"


def test_the_prompt_to_give_up_an_eye_says_why():
    def want(t):
        return t.controls.key and t.controls.key[2] == "discard"

    def challenge_all(legal):
        return "challenge" if "challenge" in legal else legal[0]
    for seed in range(3, 12):
        table = _meet("coyote-heidelbaer", ["human", "medium", "medium"], want,
                      challenge_all, seed)
        if table is not None:
            prompt = table.controls.prompt
            assert "the total was" in prompt and "bid" in prompt, prompt
            return
    raise AssertionError("no discard prompt met")


def test_the_results_say_why_the_game_ended():
    from tests.table_driver import play_to_results

    for game_id in ("coyote-heidelbaer", "notcoup", "coyote-moon", "three-card-coyote"):
        app, table = make_table(game_id, table_class(game_id), ["medium"] * 3, seed=3)
        play_to_results(app, table, 20000)
        results = app.top
        assert results.why, f"{game_id}: the results give no reason"
        if game_id == "three-card-coyote" and table.game.winners():
            assert results.heading == f"{table.char_name(table.game.winners()[0])} " \
                "claims the power"


def test_a_wheel_event_with_the_windows_position_lands_where_the_pointer_is():
    """pygame-ce 2.5 gives a wheel event the pointer's position in the window; at 800x600
    it must be turned into the canvas's, like a click's (taken as it was, a wheel over
    the options panel turned a seat's kind instead)."""
    app = new_app((800, 600))
    setup = SetupScene(app, "notcoup")
    app.push(setup)
    app.draw()
    before = [s.kind for s in setup.seats]
    real = app.painter.to_real(OPTIONS_VIEW.center) if hasattr(app.painter, "to_real") \
        else (OPTIONS_VIEW.centerx * 0.625, OPTIONS_VIEW.centery * 0.625 + 75)
    for _ in range(4):
        app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                        precise_x=0.0, precise_y=-1.0,
                                        pos=(int(real[0]), int(real[1]))))
    assert setup.opt_scroll > 0, "the wheel over the options scrolls them"
    assert [s.kind for s in setup.seats] == before


def test_a_long_resumed_game_tells_only_its_last_moves_when_the_table_opens():
    """A resumed table used to tell every move of the game again, building a whole view
    of the game for each: 5,000 NotCoup moves took minutes on the frame loop. Only the
    last moves are told now, with a line saying how many came before."""
    import random

    from game.match import Match
    from game.registry import new_game
    from tests.table_driver import seat_specs

    g = new_game("notcoup", 2, {}, 7)
    rng = random.Random(1)
    while len(g.history) < 1200 and not g.is_terminal():
        s = g.to_act()[0]
        legal = g.legal_actions(s)
        safe = [a for a in legal if a in ("claim ace", "pass")] or \
            [a for a in legal if not a.startswith(("challenge", "income", "more-income",
                                                   "claim", "counter", "fu", "lose"))]
        g.apply(s, rng.choice(safe or legal))
    assert len(g.history) > 1000
    app = new_app()
    match = Match("notcoup", seat_specs(["human", "easy"], "notcoup"), g.options, 7)
    for seat, action in g.history:
        match.game.apply(seat, action)
    calls = []
    real = type(match.game).public_observation

    def counted(self):
        calls.append(1)
        return real(self)
    type(match.game).public_observation = counted
    try:
        table = table_class("notcoup")(app, match)
    finally:
        type(match.game).public_observation = real
    assert len(calls) <= 3 * table.LOG_REBUILD_MOVES
    assert "earlier moves" in table.log_lines[0]


def test_an_action_that_is_off_says_why_when_clicked_or_keyed():
    """Seen under Xvfb: the greyed Joker (3 points, the player had 2) and Discard gave no
    reason when clicked or pressed."""
    app, table = make_table("notcoup", table_class("notcoup"), ["human", "medium", "medium"],
                            seed=11)
    for _ in range(2000):
        frame(app, table)
        if table.human_to_act() == 0 and not table.controls.waiting:
            if table.controls.key[2] == "turn" and table.game.observation(0)["points"][0] < 3:
                break
            legal = table.game.legal_actions(0)
            table.act(0, "pass" if "pass" in legal else legal[0])
    c = table.controls
    joker = c.buttons["joker"]
    assert not joker.enabled
    click_at = joker.rect.center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=click_at, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=click_at, button=1))
    assert table.notice and "costs 3 points" in table.notice.text
    table.notice = None
    app.dispatch(key(pygame.K_f, "f"))
    assert table.notice and "costs 7 points" in table.notice.text


def test_moon_d_drops_the_one_stone_that_may_drop_and_a_stone_that_may_not_says_why():
    """Seen under Xvfb: D never dropped the held stone, and a click on a stone that could
    not be dropped did nothing, with no reason."""
    app, table = make_table("coyote-moon", table_class("coyote-moon"), ["human", "easy"],
                            seed=2)
    from game.core import move
    for _ in range(3000):
        frame(app, table)
        if table.game.is_terminal():
            break
        if table.human_to_act() != 0 or table.controls.waiting:
            continue
        legal = table.game.legal_actions(0)
        drops = [a for a in legal if move(a).verb == "drop"]
        if len(drops) == 1:
            n = len(table.game.history)
            app.dispatch(key(pygame.K_d, "d"))
            assert table.game.history[n:] == [(0, drops[0])]
            return
        picks = [a for a in legal if move(a).verb == "pickup"]
        steps = [a for a in legal if a.startswith("step ")]
        table.act(0, (picks or steps or ["end"])[0] if "end" in legal or picks or steps
                  else legal[0])
    raise AssertionError("no lone drop met")


def test_heidelbaer_asks_the_loser_for_an_eye_without_a_second_gate():
    """Seen under Xvfb in pass-and-play: after Player 1's challenge, a second "pass the
    screen to Player 1" came up for the eye to give up, though every card was face up.
    The choice needs no private view: it is asked at the shared prompt."""
    from scenes.gate import PassGate

    app, table = make_table("coyote-heidelbaer", table_class("coyote-heidelbaer"),
                            ["human", "human", "medium"], seed=3)
    for _ in range(6000):
        top = app.top
        if isinstance(top, PassGate):
            assert not (table.game.phase == "discard"), "a gate before the eye is given up"
            top.confirm()
            continue
        frame(app, table)
        seat = table.human_to_act()
        if table.game.is_terminal():
            break
        if seat is None:
            continue
        legal = table.game.legal_actions(seat)
        if table.game.phase == "discard":
            assert table.view["seat"] is None  # the shared, public prompt
            return
        table.act(seat, "challenge" if "challenge" in legal else legal[0])
    raise AssertionError("no eye to give up was met")
