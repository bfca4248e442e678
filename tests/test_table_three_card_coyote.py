"""The Three Card Coyote table: bots play a whole night through it; humans draft,
name, play their beats and answer Coyote's windows with the mouse and the keys; keys
nothing uses change nothing; a seat's private view is drawn only in its window."""

from __future__ import annotations

import pygame
import pytest

from scenes import sound
from scenes.gate import PassGate
from scenes.pause import PauseScene
from scenes.results import ResultsScene
from scenes.tables import TABLES, table_class
from scenes.tables.three_card_coyote import art, panels
from scenes.tables.three_card_coyote.table import ThreeCardCoyoteTable
from tests.table_driver import (
    click,
    frame,
    init_display,
    make_table,
    new_app,
    play_to_results,
    seat_specs,
    text_spy,
    untimed,
)

GAME = "three-card-coyote"


def key(app, k, ch=""):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=ch, scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=ch, scancode=0))


def digit(app, n):
    key(app, getattr(pygame, f"K_{n}"), str(n))


def live_seat(app, table, frames=3000):
    """Step frames (confirming pass gates, and saying a whisper was read with its OK)
    until a human's controls are live."""
    for _ in range(frames):
        if isinstance(app.top, PassGate):
            app.top.confirm()
            continue
        frame(app, table)
        if table.controls.mode == "read":
            click(app, table.controls.buttons[0].rect.center)
            continue
        if table.game.is_terminal():
            return None
        seat = table.human_to_act()
        if seat is not None and not table.controls.waiting:
            return seat
    raise AssertionError(f"no human got the controls: {table.game.status_line()}")


def first_beat(app, table, ready=lambda table, seat: True):
    """Play the first legal action for the humans (draft, names...) until a human's beat
    comes up for which ``ready`` holds; return that seat."""
    for _ in range(40):
        seat = live_seat(app, table)
        if table.controls.mode == "turn" and ready(table, seat):
            return seat
        assert table.act(seat, table.game.legal_actions(seat)[0])
    raise AssertionError("no beat came up")


def last(table):
    return table.game.history[-1]


@pytest.fixture
def played(monkeypatch):
    names: list[str] = []
    real = sound.play

    def spy(name: str, **how) -> None:
        real(name, **how)  # an unknown name raises here
        names.append(name)
    monkeypatch.setattr(sound, "play", spy)
    return names


def test_the_registry_maps_the_game_to_this_table():
    assert table_class(GAME) is ThreeCardCoyoteTable
    assert TABLES[GAME] == "scenes.tables.three_card_coyote.table:ThreeCardCoyoteTable"


def test_every_place_of_the_grid_has_its_own_plot_that_a_click_finds():
    from game.three_card_coyote.town import GRID

    places = [p for row in GRID for p in row]
    assert len({tuple(art.cell(p)) for p in places}) == 16
    for p in places:
        assert art.place_at(art.centre(p)) == p
        assert art.MAP.contains(art.cell(p))


@pytest.mark.usefixtures("fresh_sound")
def test_a_bots_only_night_plays_through_the_table_to_the_results(played):
    init_display()
    app, table = make_table(GAME, ThreeCardCoyoteTable, ["easy", "medium", "easy"], seed=7)
    table.events.strict = True  # an event the table does not declare fails here
    play_to_results(app, table, 40000)
    assert isinstance(app.top, ResultsScene)
    assert table.log_lines, "Coyote told the night"
    heard = set(played)
    assert heard <= sound.NAMES
    assert {"shuffle", "card_deal", "step", "card_flip"} <= heard, heard


def test_humans_draft_name_play_their_beats_and_answer_a_window():
    """Two humans at one screen: the draft and the names by mouse and keys; seat 0
    moves (a click on the map), searches and talks or fights; seat 1 raises a chip
    where seat 0 stands, and seat 0 answers the window through its buttons."""
    init_display()
    app, table = make_table(GAME, ThreeCardCoyoteTable, ["human", "human"], seed=3)
    c = table.controls
    # ----- the draft: a click, then a digit and Enter
    by_mouse = True
    while table.game.phase == "draft":
        seat = live_seat(app, table)
        assert c.mode == "draft"
        legal = table.game.legal_actions(seat)
        n = len(table.game.history)
        if by_mouse:
            click(app, c.buttons[0].rect.center)
            assert last(table) == (seat, legal[0])
        else:
            digit(app, 2)
            assert len(table.game.history) == n, "a digit only focuses"
            key(app, pygame.K_RETURN)
            assert last(table) == (seat, legal[1])
        by_mouse = not by_mouse
    # ----- the names
    while table.game.phase == "name":
        seat = live_seat(app, table)
        assert c.mode == "name"
        digit(app, 3)
        key(app, pygame.K_RETURN)
        assert last(table) == (seat, "name 3")
    assert all(ch["name"] for ch in table.game.public_observation()["characters"])
    # ----- beats
    done: list[str] = []
    answers: list[tuple] = []
    raised = 0
    for _ in range(80):
        seat = live_seat(app, table)
        if seat is None or (len(done) >= 3 and len(answers) >= 2):
            break
        legal = table.game.legal_actions(seat)
        obs = table.game.public_observation()
        here = [ch["place"] for ch in obs["characters"]]
        if c.mode == "window" and seat == 0 and len(answers) < 2:
            if not answers:  # the first by mouse: a chip thrown against the raise
                opp = next(i for i, a in enumerate(legal) if a.startswith("oppose"))
                click(app, c.buttons[opp].rect.center)
                assert last(table)[0] == 0 and last(table)[1].startswith("oppose ")
            else:            # the second by keys: a digit focuses, Enter answers
                n = len(table.game.history)
                digit(app, 1)
                assert len(table.game.history) == n
                key(app, pygame.K_RETURN)
                assert last(table) == (0, legal[0])
            answers.append(last(table))
            continue
        if c.mode != "turn" or seat == 1:
            raises = [a for a in legal if a.startswith("raise ")]
            if seat == 1 and raised < 2 and raises and here[0] == here[1] \
                    and obs["characters"][0]["chips"]:
                raised += 1
                assert table.act(1, raises[0])
            else:
                assert table.act(seat, legal[0])
            continue
        verbs = c.verbs()
        if "move" not in done and "move" in verbs and "search" in done and len(answers) >= 2:
            place = c.target_places()[0]
            click(app, art.centre(place))
            assert c.verb == "move" and c.shape == f"move {place}"
            digit(app, 1)
            key(app, pygame.K_RETURN)
            assert last(table)[0] == 0 and last(table)[1].startswith(f"move {place} with ")
            done.append("move")
        elif "search" not in done and "search" in verbs and "talk" in done:
            click(app, c.verb_buttons["search"].rect.center)
            digit(app, len(c.how.options))  # the last way: a raise, or the last card
            c_last = c.action()
            assert c_last.endswith(" search") or c_last.startswith("search with ")
            key(app, pygame.K_RETURN)
            assert last(table)[0] == 0 and last(table)[1] == c_last
            done.append("search")
        elif "talk" not in done and ("talk" in verbs or "fight" in verbs):
            verb = "talk" if "talk" in verbs else "fight"
            click(app, c.verb_buttons[verb].rect.center)
            # the Go button names the action before it is sent
            assert c.go.enabled and c.go.text.lower().startswith(verb)
            click(app, c.go.rect.center)
            assert last(table)[0] == 0 and last(table)[1].startswith(verb + " ")
            done.append("talk")
        else:
            assert table.act(0, legal[0])
    assert {"move", "search", "talk"} <= set(done), done
    assert len(answers) == 2, answers


def test_keys_nothing_uses_change_nothing_on_a_humans_beat():
    init_display()
    app, table = make_table(GAME, ThreeCardCoyoteTable, ["human", "easy"], seed=4)
    first_beat(app, table)
    c = table.controls
    c.choose_verb("move")
    before = (list(table.game.history), c.verb, c.shape, c.how.index, len(app.stack))
    for k, ch in ((pygame.K_q, "q"), (pygame.K_z, "z"), (pygame.K_0, "0"), (pygame.K_9, "9"),
                  (pygame.K_F5, ""), (pygame.K_HOME, ""), (pygame.K_END, ""),
                  (pygame.K_PAGEUP, ""), (pygame.K_INSERT, "")):
        key(app, k, ch)
        frame(app, table)
    after = (list(table.game.history), c.verb, c.shape, c.how.index, len(app.stack))
    assert after == before
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)


def test_a_seats_private_view_is_drawn_only_in_its_window():
    init_display()
    app, table = make_table(GAME, ThreeCardCoyoteTable, ["human", "human", "easy"], seed=5,
                            anim_speed=4.0)
    opened = {"window": None}
    drawn = []
    real = table.draw_table

    def spy(p):
        v = table.view
        assert v["seat"] in (None, opened["window"]), (v["seat"], opened["window"])
        faces = table.visible_faces()
        assert set(faces) <= {opened["window"]}
        drawn.append(v["seat"])
        real(p)
    table.draw_table = spy
    for _ in range(6000):
        if table.game.is_terminal() or table.game.public_observation()["round"] >= 3:
            break
        if isinstance(app.top, PassGate):
            opened["window"] = table.privacy.gate
            app.top.confirm()
            continue
        frame(app, table)
        if table.controls.mode == "read":  # reading the whisper is part of the decision
            table.acknowledge()
            opened["window"] = None
            continue
        seat = table.human_to_act()
        if seat is not None:
            legal = table.game.legal_actions(seat)
            assert table.act(seat, legal[min(1, len(legal) - 1)])
            if seat not in table.game.to_act() and table.privacy.reading is None:
                opened["window"] = None
    assert 0 in drawn and 1 in drawn and None in drawn


@pytest.mark.parametrize("state", ThreeCardCoyoteTable.SNAPSHOT_STATES)
def test_snapshot_states_show_their_moment(state):
    from tests.table_driver import snapshot_table

    init_display()
    app, table = snapshot_table(GAME, ThreeCardCoyoteTable, state)
    g = table.game
    if state == "draft":
        assert g.phase == "draft" and table.controls.mode == "draft"
    elif state in ("turn", "showdown"):
        assert table.controls.mode == "turn"
        assert g.showdown == (state == "showdown")
    elif state == "window":
        assert table.controls.mode == "window"
    else:
        assert g.is_terminal()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_name_and_answer_buttons_show_their_whole_label(size, monkeypatch):
    """Seen at 800x600: the four names were cut ("Nell Rourke (…") on a row of four, the
    window's "Oppose: A hammer for…" buttons too, and the draft's "School Teac…";
    names and answers sit two to a row, and the Teacher's button says just that."""
    from game.match import Match
    from tests.table_driver import seat_specs

    init_display()
    app = new_app(size, anim_speed=0.0)
    match = Match(GAME, seat_specs(["human", "human"], GAME), {}, 3)
    table = ThreeCardCoyoteTable(app, match)
    untimed(table)  # keys answer at once (not a key-guard test)
    table.THINK = (0.0, 0.0)
    app.push(table)
    seen = set()
    drawn = text_spy(monkeypatch)
    for _ in range(80):
        seat = live_seat(app, table)
        mode = table.controls.mode
        legal = table.game.legal_actions(seat)
        if mode in ("draft", "name", "window") and mode not in seen:
            seen.add(mode)
            drawn.clear()
            app.draw()
            labels = [b.text for b in table.controls.buttons]
            assert all(lab in drawn for lab in labels), (mode, labels, drawn)
        if seen == {"draft", "name", "window"}:
            break
        raises = [a for a in legal if a.startswith("raise ")]
        pick = raises[0] if seat == 1 and raises and mode == "turn" else legal[0]
        assert table.act(seat, pick)
    assert seen == {"draft", "name", "window"}


def test_a_whisper_shows_in_the_private_panel_at_800x600(monkeypatch):
    """Seen under Xvfb: after a Talk, the clue Coyote whispered fell below the private
    panel's foot at 800x600 and was never drawn."""
    from game.match import Match
    from tests.table_driver import seat_specs

    init_display()
    app = new_app((800, 600), anim_speed=0.0)
    table = ThreeCardCoyoteTable(app, Match(GAME, seat_specs(["human", "easy"], GAME), {}, 3))
    untimed(table)  # keys answer at once (not a key-guard test)
    table.THINK = (0.0, 0.0)
    app.push(table)
    for _ in range(60):
        seat = live_seat(app, table)
        legal = table.game.legal_actions(seat)
        talks = [a for a in legal if a.startswith("talk loafers learn with ")]
        if talks:
            assert table.act(seat, talks[0])
            break
        assert table.act(seat, legal[0])
    for _ in range(200):
        frame(app, table)
        if table.view.get("whispers"):
            break
    lines = panels.secret_lines(table.view)
    assert len(lines) >= 2, lines
    drawn = text_spy(monkeypatch)
    table.picture.layers.forget()  # the panels are drawn into layers: draw them afresh
    app.draw()
    assert any(d.rstrip("…")[:12] == lines[1][:12] for d in drawn), (lines[1], drawn)


def test_enter_on_the_card_chooser_plays_the_beat_as_shown():
    """Seen under Xvfb: moving the focus to the card chooser and pressing Enter turned to
    the next card instead of playing; Enter there now plays what the Go button says."""
    init_display()
    app, table = make_table(GAME, ThreeCardCoyoteTable, ["human", "easy"], seed=4)
    first_beat(app, table)
    c = table.controls
    key(app, pygame.K_TAB)       # the first verb: Pass
    key(app, pygame.K_RETURN)    # chosen
    assert c.verb == "pass"
    for _ in range(16):          # Tab through the verbs to the card chooser
        if c.form.focused is c.how:
            break
        key(app, pygame.K_TAB)
    assert c.form.focused is c.how
    shown = c.action()
    n = len(table.game.history)
    key(app, pygame.K_RETURN)
    assert len(table.game.history) == n + 1 and last(table) == (0, shown)


def test_the_rules_from_the_table_and_the_about_page_credit_the_author():
    from scenes.menu import AboutScene
    from scenes.rules_view import RulesScene

    init_display()
    app, table = make_table(GAME, ThreeCardCoyoteTable, ["human", "easy"], seed=2)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    app.top.rules()
    assert isinstance(app.top, RulesScene)
    assert "Todd Zircher" in app.top.pages[0][1] and "CC BY-NC 3.0" in app.top.pages[0][1]
    about = AboutScene.about_text()
    assert "### Three Card Coyote\nThree Card Coyote by Todd Zircher (CC BY-NC 3.0)." in about


@pytest.mark.usefixtures("fresh_sound")
def test_a_raise_throws_a_chip_that_slides_to_the_raisers_pawn(played):
    init_display()
    app, table = make_table(GAME, ThreeCardCoyoteTable, ["human", "easy"], seed=4,
                            anim_speed=1.0)
    for _ in range(40):
        seat = live_seat(app, table)
        raises = [a for a in table.game.legal_actions(seat) if a.startswith("raise ")]
        if table.controls.mode == "turn" and raises:
            break
        assert table.act(seat, table.game.legal_actions(seat)[0])
    pawn = table.picture.pawn_pos(0)
    assert table.act(0, raises[0])
    rest = None
    for _ in range(200):
        frame(app, table, 1 / 60)
        if table.world.pieces and table.world.settled:
            rest = table.world.pieces[0].pos
            break
    assert rest is not None, "no chip came to rest"
    assert "chip" in played
    assert abs(rest[0] - pawn[0]) < 60 and abs(rest[1] - pawn[1]) < 60, (rest, pawn)
    for _ in range(400):
        frame(app, table, 1 / 60)
        if not table.world.pieces:
            break
    assert not table.world.pieces, "the chip is picked up once the moment has passed"


def test_clicks_all_over_the_table_never_crash_and_never_act_by_chance():
    """A click on a place out of reach says so; clicks anywhere else do nothing harmful."""
    init_display()
    app, table = make_table(GAME, ThreeCardCoyoteTable, ["human", "easy"], seed=6)
    first_beat(app, table)
    c = table.controls
    from game.three_card_coyote.town import GRID

    far = [p for row in GRID for p in row if p not in c.target_places()
           and p != table.view["characters"][0]["place"]]
    n = len(table.game.history)
    click(app, art.centre(far[0]))
    assert table.notice and "No move" in table.notice.text
    assert len(table.game.history) == n
    for x in range(0, 1280, 97):
        for y in range(0, 720, 61):
            if c.go is not None and c.go.rect.collidepoint(x, y):
                continue  # the Go button plays: that is what it is for
            if any(b.rect.collidepoint(x, y) for b in c.buttons):
                continue
            click(app, (x, y))
            frame(app, table)
            assert type(app.top).__name__ != "ErrorScene"
    assert len(table.game.history) == n


def test_a_resumed_night_tells_its_story_so_far_and_draws():
    from game.match import Match
    from tests.table_driver import new_app, seat_specs

    init_display()
    match = Match(GAME, seat_specs(["human", "easy", "easy"], GAME), {}, 8)
    for _ in range(60):  # a few hours played elsewhere (a save being loaded)
        seat = match.game.to_act()[0]
        legal = match.game.legal_actions(seat)
        match.apply(seat, match.decide(seat) if seat != 0 else legal[0])
    app = new_app()
    table = ThreeCardCoyoteTable(app, match)
    untimed(table)  # keys answer at once (not a key-guard test)
    app.push(table)
    assert table.log_lines and not table.busy()
    app.draw()
    assert table.view["seat"] == 0


def test_pointing_at_a_place_names_its_folk_and_the_things_lying_there():
    init_display()
    app, table = make_table(GAME, ThreeCardCoyoteTable, ["human", "easy"], seed=2)
    live_seat(app, table)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=art.centre("sheriffs-office"),
                                    rel=(0, 0), buttons=(0, 0, 0)))
    assert table.stage.hover_place == "sheriffs-office"
    notes = table.picture.place_notes("sheriffs-office")
    assert notes[0] == "Sheriff's Office"
    assert any("the Sheriff" in n and "Crazy Sam" in n for n in notes)
    assert any(n.startswith("Lying here:") and "Black Candle" in n for n in notes)
    app.draw()


def test_with_talk_or_fight_chosen_a_click_on_a_place_picks_who_stands_there():
    init_display()
    app, table = make_table(GAME, ThreeCardCoyoteTable, ["human", "easy"], seed=4)
    first_beat(app, table, lambda t, _s: "talk" in t.controls.verbs())
    c = table.controls
    assert "talk" in c.verbs()
    here = table.view["characters"][0]["place"]
    for verb in ("talk", "fight"):
        if verb not in c.verbs():
            continue
        click(app, c.verb_buttons[verb].rect.center)
        assert c.target_places() == [here]      # the folk stand where the pawn does
        click(app, art.centre(here))
        assert c.verb == verb and c.shape.startswith(verb + " ")
        targets = [s for s in c.shapes_of(verb) if c.place_of(s) == here]
        assert c.shape == targets[0]
        click(app, art.centre(here))  # again: the next one there
        assert c.shape == targets[1 % len(targets)]
        elsewhere = next(p for p in (art.place_at(art.centre(q)) for q in
                                     ("church", "tent-town")) if p != here)
        click(app, art.centre(elsewhere))
        assert table.notice and table.notice.text.startswith(f"No one to {verb}")


@pytest.mark.parametrize("state", ["draft", "showdown"])
def test_six_seats_stay_readable_at_every_size(state):
    """Found by drawing six seats (the generic check seats four): at 1024x600 each seat's
    second row (where it stands, what it carries) ran into its first."""
    from game.match import Match
    from scenes import snapshot_steering
    from scenes.app import App
    from scenes.settings_store import Settings
    from tests.table_driver import seat_specs
    from tests.test_text_layout import problems, recording

    init_display()
    for size in [(800, 600), (1024, 600), (1280, 720)]:
        with recording() as rec:
            app = App(size, settings=Settings(), screen=pygame.Surface(size))
            m = Match(GAME, seat_specs(["easy"] * 6, GAME), {}, 5)
            snapshot_steering.prepare(m, state)
            table = ThreeCardCoyoteTable(app, m)
            untimed(table)  # keys answer at once (not a key-guard test)
            app.push(table)
            table.freeze_for_snapshot()
            found = problems(app, rec)
            assert not found, f"{state} at {size}: {found[:5]}"


def test_a_lone_player_plays_the_night_at_the_table():
    """One seat: it drafts both roles, nobody opposes its raises; the table draws and the
    night ends at the results."""
    init_display()
    app, table = make_table(GAME, ThreeCardCoyoteTable, ["human"], seed=9)
    for _ in range(400):
        seat = live_seat(app, table)
        if seat is None:
            break
        legal = table.game.legal_actions(seat)
        raises = [a for a in legal if a.startswith("raise ")]
        assert table.act(seat, raises[0] if raises else legal[0])
        app.draw()
    for _ in range(200):
        frame(app, table)
        if isinstance(app.top, ResultsScene):
            break
    assert table.game.is_terminal() and isinstance(app.top, ResultsScene)


def test_enter_or_space_after_clicking_a_verb_spends_no_card_unseen():
    """Seen under Xvfb: after a click on Move or Search the table fills in a target and a
    card, and one Enter or Space played the beat, spending a card the player never chose.
    Now the key plays nothing; the Go button (which names the card) or the card chooser
    plays it."""
    init_display()
    for go in (pygame.K_RETURN, pygame.K_SPACE):
        app, table = make_table(GAME, ThreeCardCoyoteTable, ["human", "easy"], seed=4)
        first_beat(app, table)
        c = table.controls
        b = c.verb_buttons["search"]
        click(app, b.rect.center)
        assert c.verb == "search"
        shown = c.action()
        n = len(table.game.history)
        key(app, go, " " if go == pygame.K_SPACE else "\r")
        assert len(table.game.history) == n, "a key spent a card the player never chose"
        click(app, c.go.rect.center)
        assert len(table.game.history) == n + 1 and last(table) == (0, shown)


def test_pointing_at_a_seat_row_shows_it_whole(monkeypatch):
    """The rows shorten long role pairs at small sizes ('Kukulcan & Cow…'); pointing at
    one gives its name, both roles, powers, chips, wounds and what it carries in full."""
    init_display()
    app, table = make_table(GAME, ThreeCardCoyoteTable, ["human", "easy", "easy"], seed=4)
    first_beat(app, table)
    row = table.picture.seat_rect(1)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=row.center, rel=(0, 0), buttons=()))
    assert table.stage.hover_seat == 1
    notes = table.picture.seat_notes(1)
    c = table.view["characters"][1]
    assert notes[1] == table.picture.roles_text(1) and "…" not in " ".join(notes)
    assert any(line.startswith("Powers: ") for line in notes)
    assert f"Chips {c['chips']}" in " ".join(notes)
    texts = text_spy(monkeypatch)
    table.draw(table.app.painter)
    assert notes[0] in texts
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=()))
    assert table.stage.hover_seat is None


def test_a_human_deciding_is_redrawn_in_glow_steps_not_every_frame():
    """The lit places breathe while a human decides; a beat can take minutes, so the table
    is redrawn when the glow's step changes (ten a second), not at 60 frames a second, and
    the idle loop is told when the next step is due."""
    from scenes.tables.three_card_coyote.table import GLOW_STEP

    init_display()
    app, table = make_table(GAME, ThreeCardCoyoteTable, ["human", "easy"], seed=4)
    first_beat(app, table)
    for _ in range(5):
        app.frame([], 1 / 60)
    drawn = sum(bool(app.frame([], 1 / 60)) for _ in range(120))  # two seconds
    assert 10 <= drawn <= 2 * 2 / GLOW_STEP + 2, drawn
    assert 0 < table.next_change() <= GLOW_STEP



@pytest.mark.parametrize("colorblind", [False, True])
def test_fight_and_heal_flashes_take_the_themes_bad_and_good(colorblind, monkeypatch):
    """Flashes that carry meaning are drawn in the theme's roles, so the colour-blind
    palette reaches them."""
    from game.match import Match
    from scenes.painter import Painter

    init_display()
    app = new_app(anim_speed=1.0, colorblind=colorblind)
    table = ThreeCardCoyoteTable(app, Match(GAME, seat_specs(["human", "easy"]), {}, 3))
    untimed(table)
    app.push(table)
    live_seat(app, table)
    rings: list[tuple] = []
    real = Painter.circle

    def circle(self, colour, *a, **k):
        if len(colour) == 4 and a[2:] == (3,):  # a flash: a fading ring 3 wide
            rings.append(tuple(colour[:3]))
        return real(self, colour, *a, **k)
    monkeypatch.setattr(Painter, "circle", circle)
    for kind, role in (("brawl", "bad"), ("heal", "good")):
        table.events.handler(kind)({"type": kind, "seat": 0, "target": 0})
        frame(app, table, 0.01)
        rings.clear()
        app.draw()
        assert rings == [getattr(app.theme, role)], (kind, rings)
        table.skip_animations()


def test_the_table_declares_a_handler_for_every_event_and_each_is_there():
    """The declared map lists every event the engine declares, None exactly where
    NO_ANIMATION says why; every name reaches a handler the table holds."""
    from game.three_card_coyote.events import EVENT_TYPES, NO_ANIMATION

    declared = ThreeCardCoyoteTable.EVENT_HANDLERS
    assert set(declared) == set(EVENT_TYPES)
    assert {t for t, h in declared.items() if h is None} == set(NO_ANIMATION)
    init_display()
    _app, table = make_table(GAME, ThreeCardCoyoteTable, ["easy", "easy"])
    table.events.strict = True
    for kind in EVENT_TYPES:
        handler = table.events.handler(kind)
        assert (handler is None) == (kind in NO_ANIMATION), kind
        assert handler is None or callable(handler), kind


def test_a_knocked_out_row_fights_nobody_and_nobody_fights_a_knocked_out_character():
    """Issue 29 §5: a knocked-out row once still said "fighting Ida Fenn"."""
    from scenes.tables.three_card_coyote.panels import row_words
    base = {"place": "church", "mounted": False, "folded": False, "holds": []}
    chars = [dict(base, out=True, fighting=[1]), dict(base, out=False, fighting=[0, 2]),
             dict(base, out=False, fighting=[1])]
    names = ["Ida Fenn", "Abe", "Cal"].__getitem__
    assert row_words(chars[0], chars, names) == ["Church"]
    assert row_words(chars[1], chars, names) == ["Church", "fighting Cal"]
    assert row_words(chars[2], chars, names) == ["Church", "fighting Abe"]


def test_an_unarmed_target_of_a_shot_is_asked_for_its_cover_in_words_and_on_the_free_choice():
    """Ruling 80's cover window has its own prompt (it once fell through to "Your
    answer"), and it opens on Coyote's card, the answer that costs nothing."""
    from tests.test_three_card_coyote_play import card, rnd
    init_display()
    stack = {"roles": [["atlas", "cowboy"], ["chuck", "doctor"]],
             "secrets": [card(c) for c in ("5s", "Jh", "6c")],
             "rounds": [rnd(("Js", "3s", "4s"), ("10d", "6d", "7d"))], "showdown": True,
             "holds": [[], ["torch"]], "places": ["north-main-street", "general-store"]}
    app, table = make_table(GAME, ThreeCardCoyoteTable, ["human", "human"], stack=stack)
    assert live_seat(app, table) == 0
    assert table.act(0, "shoot 1 with j-spades")
    assert live_seat(app, table) == 1
    c = table.controls
    assert c.mode == "window" and "shoots at you" in c.prompt and "Dive for cover" in c.prompt
    assert c.buttons[0].text == "Coyote turns a card"
    key(app, pygame.K_SPACE)  # the focus opens on the free choice: no card, no chip spent
    assert last(table) == (1, "defend fate")


def test_a_click_on_a_place_out_of_reach_says_the_rules_reason():
    """Found under Xvfb: in the Showdown a rider clicking a place two away (where a
    gallop once went) read only "the lit places are in reach"; the rules' words say why
    (ruling 96), and a walker's say it is out of reach of one move."""
    from tests.test_three_card_coyote_play import card, rnd
    init_display()
    stack = {"roles": [["atlas", "cowboy"], ["chuck", "doctor"]],
             "secrets": [card(c) for c in ("5s", "Jh", "6c")],
             "rounds": [rnd(("Js", "3s", "9s"), ("10d", "6d", "7d"))], "showdown": True,
             "holds": [["torch"], []], "places": ["north-main-street", "school-house"]}
    app, table = make_table(GAME, ThreeCardCoyoteTable, ["human", "human"], stack=stack)
    assert live_seat(app, table) == 0
    click(app, art.centre("sheriffs-office"))   # two places away
    assert "in the Showdown riders move one place" in table.notice.text
    assert table.game.pos[0] == "north-main-street"   # nothing was played
    click(app, art.centre("homesteads"))        # further still
    assert table.notice.text == "No move to Homesteads this beat: it is out of reach of one move."
