"""Guided first games (issue 31 §1): every lesson is played to its end through its real
table, each step's pointer finds a control that is there, the bubble never covers it at
800x600 or 1920x1080, and a move the step is not waiting for is explained and changes
nothing. The coach and the lesson data are checked without a window first."""

from __future__ import annotations

import pygame
import pytest

from game.lessons import Coach, Lesson, ScriptedBot, Step, fact, facts_hold, lesson_for
from game.registry import all_games, new_game
from scenes.lesson_overlay import LessonOverlay, bubble_rect, start_lesson
from scenes.menu import MenuScene
from scenes.settings_store import Settings, load
from tests import table_driver as driver
from tests.table_driver import click, text_spy

LESSONS = [g.id for g in all_games() if g.lesson]


@pytest.fixture(autouse=True)
def _display():
    driver.init_display()


def test_the_games_with_lessons():
    assert {"coyote-heidelbaer"} <= set(LESSONS)
    for game_id in LESSONS:
        lesson = lesson_for(game_id)
        assert isinstance(lesson, Lesson) and lesson.game == game_id
        assert [kind for _, kind in lesson.seats].count("human") == 1


# ----- the coach, without a window ------------------------------------------------------
def test_facts_read_dotted_paths_and_never_raise():
    obs = {"bid": 12, "players": [{"card": None}, {"card": "10"}]}
    assert fact(obs, "players.1.card") == "10" and fact(obs, "players.0.card") is None
    assert facts_hold(obs, {"bid": 12, "players.1.card": "10"})
    assert not facts_hold(obs, {"players.5.card": "10"})
    assert not facts_hold(obs, {"bid.value": 12})


def test_the_coach_waits_for_the_step_s_move_and_explains_any_other():
    lesson = Lesson("coyote-heidelbaer", "t", (("You", "human"), ("Bo", "easy")), steps=(
        Step("read me"), Step("bid", do=("bid 16",), wrong="bid 16 this time.")))
    coach = Coach(lesson)
    assert coach.judge("bid 16").startswith("Not yet: read")
    coach.next()
    assert coach.judge("bid 17") == "Not yet: bid 16 this time."
    assert coach.advice and coach.index == 1
    coach.played("bid 17")
    assert coach.index == 1
    assert coach.judge("bid 16") is None
    coach.played("bid 16")
    assert coach.done and coach.advice == "" and coach.judge("anything") is None


def test_a_scripted_bot_plays_its_script_then_its_strength():
    class Last:
        def act(self, obs, legal):
            return legal[-1]
    bot = ScriptedBot(1, ("bid 18", "challenge"), Last())
    assert bot.act({}, ["challenge", "bid 18"]) == "bid 18"
    assert bot.act({}, ["bid 19"]) == "bid 19"   # a scripted move not legal: its own play
    assert bot.script == ["challenge"]


@pytest.mark.parametrize("game_id", LESSONS)
def test_each_lesson_s_facts_come_true_in_order_on_the_engine(game_id):
    """The lesson and its game agree: played on the engine alone, with the bots'
    scripts (and the game's dealer, where the computer deals), every step's facts show
    when it is reached and every script is used up."""
    from game.core import DEALER
    from game.lessons import scripted_bots
    from game.registry import make_dealer

    lesson = lesson_for(game_id)
    g = new_game(game_id, len(lesson.seats), lesson.options, lesson.seed, stack=lesson.stack)
    bots, coach, me = scripted_bots(lesson), Coach(lesson), lesson.learner
    dealer = make_dealer(game_id, lesson.seed)
    if dealer is not None:
        bots[DEALER] = dealer
    for _ in range(2000):
        if coach.done:
            break
        step = coach.step
        if step.do and me not in g.to_act() or not step.do and not coach.ready(
                g.observation(me)):
            seat = g.to_act()[0]
            assert seat != me, f"step {coach.index + 1} waits, but the learner is to act"
            g.apply(seat, bots[seat].act(g.observation(seat), g.legal_actions(seat)))
            continue
        assert coach.ready(g.observation(me)), f"step {coach.index + 1}: facts do not hold"
        if step.do:
            assert step.wrong, f"step {coach.index + 1} has no words for a wrong move"
            for action in (*step.via, step.do[0]):   # a walk's squares, then its end
                assert coach.judge(action) is None and action in g.legal_actions(me)
                g.apply(me, action)
                coach.played(action)
        else:
            coach.next()
    assert coach.done
    assert all(not getattr(b, "script", ()) for b in bots.values()), \
        "a scripted move was never played"


# ----- at the table --------------------------------------------------------------------
def _lesson_app(game_id, size=(1280, 720)):
    app = driver.new_app(size, anim_speed=0.0)
    app.push(MenuScene(app))
    assert start_lesson(app, lesson_for(game_id)) is None
    overlay = app.top
    assert isinstance(overlay, LessonOverlay)
    table = app.stack[-2]
    table.THINK = (0.0, 0.0)
    driver.untimed(table)
    return app, table, overlay


def _to_next_step(app, table, overlay, frames=3000):
    for _ in range(frames):
        driver.frame(app, table)
        if overlay.shown or overlay not in app.stack:
            return
    raise AssertionError(f"step {overlay.coach.index + 1} never came")


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("game_id", LESSONS)
def test_each_lesson_plays_to_its_end_pointing_at_what_is_there(game_id, size):
    app, table, overlay = _lesson_app(game_id, size)
    steps = overlay.coach.lesson.steps
    for k, step in enumerate(steps):
        _to_next_step(app, table, overlay)
        assert overlay.coach.index == k
        app.draw()
        target = overlay.target()
        if step.point is not None:
            assert target is not None, f"step {k + 1}: no control named {step.point!r}"
            assert target.w > 0 and target.h > 0
            assert not overlay.bubble.colliderect(target), f"step {k + 1} covers its control"
        assert pygame.Rect(0, 0, 1280, 720).contains(overlay.bubble)
        for kept in overlay.kept(step, target):   # the learner's own cards stay in sight
            hidden = overlay.bubble.clip(kept)
            assert hidden.w * hidden.h * 10 < kept.w * kept.h, \
                f"step {k + 1} hides the learner's {kept}"
        if step.via:   # a walk: click where it ends, and the table walks the way
            click(app, app.painter.pt(target.center))
        elif step.do:
            table.controls.send(step.do[0])   # as the control's button sends it
        else:   # Next, clicked where the window shows it
            click(app, app.painter.pt(overlay.next_btn.rect.center))
    for _ in range(3000):   # the last move plays out (a walk home: the results)
        if overlay not in app.stack:
            break
        driver.frame(app, table)
    assert overlay.coach.done and overlay not in app.stack and table.lesson is None
    assert table in app.stack
    assert all(not b.script for b in table.match.bots.values())


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_wrong_move_is_explained_and_changes_nothing(game_id, monkeypatch):
    app, table, overlay = _lesson_app(game_id)
    while True:
        _to_next_step(app, table, overlay)
        step = overlay.coach.step
        if step.do:
            break
        click(app, overlay.next_btn.rect.center)
    seat = overlay.learner
    wrong = next(a for a in table.game.legal_actions(seat) if a not in step.do)
    history, index = list(table.game.history), overlay.coach.index
    view = table.game.observation(seat)
    drawn = text_spy(monkeypatch)
    table.controls.send(wrong)
    app.draw()
    assert table.game.history == history and table.game.observation(seat) == view
    assert overlay.coach.index == index
    assert overlay.coach.advice.startswith("Not yet: ")
    assert any(line in overlay.coach.advice for line in drawn if len(line) > 12), \
        "the explanation is not in the bubble"
    table.controls.send(step.do[0])
    driver.frame(app, table)
    assert overlay.coach.index == index + 1 and overlay.coach.advice == ""


def test_a_read_step_holds_the_table_and_esc_still_pauses():
    from scenes.pause import PauseScene

    app, table, overlay = _lesson_app("coyote-heidelbaer")
    _to_next_step(app, table, overlay)
    assert overlay.holds_below and not overlay.coach.step.do
    clock = table.clock
    driver.frame(app, table)
    assert table.clock == clock   # held still while the step is read
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert overlay.coach.index == 1   # Enter passes one step, not two
    _to_next_step(app, table, overlay)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert isinstance(app.top, PauseScene)


def test_a_step_about_a_reveal_shows_while_the_reveal_is_on_the_table():
    """With animation on, the step that explains a count comes as the log tells it, and
    the table stands still there (the deal of the next round waits) until Next."""
    app, table, overlay = _lesson_app("coyote-tilsit")
    app.settings.anim_speed = 1.0
    told = next(k for k, s in enumerate(overlay.coach.lesson.steps) if s.told)
    while overlay.coach.index < told:
        _to_next_step(app, table, overlay)
        step = overlay.coach.step
        if overlay.coach.index == told:
            break
        if step.do:
            table.controls.send(step.do[0])
        else:
            overlay.next()
    _to_next_step(app, table, overlay)
    assert overlay.holds_below and table.busy()   # the reveal's animation is on, held
    clock, lines = table.clock, list(table.log_lines)
    for _ in range(5):
        driver.frame(app, table)
    assert table.clock == clock and table.log_lines == lines
    overlay.next()
    for _ in range(400):
        driver.frame(app, table)
    assert not table.busy() and len(table.log_lines) > len(lines)


def test_the_bubble_keeps_clear_of_its_target_anywhere_on_the_canvas():
    for x in range(0, 1280, 97):
        for y in range(0, 720, 61):
            target = pygame.Rect(x, y, 170, 52).clamp(pygame.Rect(0, 0, 1280, 720))
            r = bubble_rect((400, 200), target)
            assert not r.colliderect(target) and pygame.Rect(0, 0, 1280, 720).contains(r)


# ----- the menu ------------------------------------------------------------------------------
def test_the_bubble_slides_along_rather_than_cover_what_the_lesson_keeps_clear():
    target = pygame.Rect(600, 600, 80, 40)           # a button low on the canvas
    hand = pygame.Rect(440, 470, 400, 120)           # the learner's cards, right above it
    beside = bubble_rect((400, 100), target)
    assert beside.colliderect(hand)                  # where it goes with nothing kept
    slid = bubble_rect((400, 100), target, keep=[hand])
    assert not slid.colliderect(hand) and not slid.colliderect(target.inflate(80, 80))
    # a kept place the bubble need not touch leaves the old placement as it was
    assert bubble_rect((400, 100), target, keep=[pygame.Rect(0, 0, 50, 50)]) == beside
    # with nothing to point at, it leaves the top of the felt only for what is kept
    free = bubble_rect((400, 100), None)
    assert bubble_rect((400, 100), None, keep=[free.inflate(-20, -20)]) != free


def test_the_lesson_is_offered_once_when_a_game_is_first_opened(tmp_path):
    from scenes.lesson_offer import LessonOffer
    from scenes.setup import SetupScene

    app = driver.new_app()
    app.settings.path = tmp_path / "settings.json"
    menu = MenuScene(app)
    app.push(menu)
    menu.play("coyote-heidelbaer")
    assert isinstance(app.top, LessonOffer)
    assert load(app.settings.path).lessons_offered == ["coyote-heidelbaer"]
    app.pop()
    menu.play("coyote-heidelbaer")
    assert isinstance(app.top, SetupScene)   # offered once: now straight to the set-up


def test_learn_on_the_menu_starts_the_lesson():
    app = driver.new_app()
    menu = MenuScene(app)
    app.push(menu)
    learn = [w for w in menu.form.widgets if getattr(w, "text", "") == "Learn"]
    assert len(learn) == len(LESSONS)
    learn[0].click()
    assert isinstance(app.top, LessonOverlay)
    assert not app.stack[-2].driver.autosave_enabled


def test_settings_keep_the_offered_lessons_and_shrug_off_a_bad_value(tmp_path):
    path = tmp_path / "settings.json"
    s = Settings(path=path, lessons_offered=["coyote-moon"])
    s.save()
    assert load(path).lessons_offered == ["coyote-moon"]
    path.write_text('{"lessons_offered": "all", "volume": 0.5}', encoding="utf-8")
    s = load(path)
    assert s.lessons_offered == [] and s.volume == 0.5


# ----- Three Card Coyote -------------------------------------------------------------------
def test_each_of_the_five_games_has_its_lesson():
    assert set(LESSONS) >= {"coyote-heidelbaer", "coyote-tilsit", "coyote-moon", "notcoup",
                            "three-card-coyote"}


def _tcc_at_step(number):
    """Three Card Coyote's lesson at the table, played to step ``number`` (1-based)."""
    app, table, overlay = _lesson_app("three-card-coyote")
    while True:
        _to_next_step(app, table, overlay)
        if overlay.coach.index == number - 1:
            return app, table, overlay
        step = overlay.coach.step
        if step.do:
            table.controls.send(step.do[0])
        else:
            overlay.next()


def test_a_search_with_a_low_card_is_explained_not_played():
    app, table, overlay = _tcc_at_step(5)
    assert overlay.coach.step.do == ("search with 9-hearts",)
    history = list(table.game.history)
    table.controls.send("search with 3-clubs")
    assert table.game.history == history
    assert "too low" in overlay.coach.advice


def test_the_sheet_opens_while_a_step_waits_for_a_move():
    """S reaches the table under a step that waits for a move: the learner reads the
    sheet's struck-through entries, and the pointer keeps to the tab."""
    from game.three_card_coyote import sheet as S

    app, table, overlay = _tcc_at_step(7)
    assert overlay.coach.step.point == "sheet" and not table.sheet.open
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s"))
    app.draw()
    assert table.sheet.open and overlay.target() == table.sheet.tab
    struck = {e.name for k in S.KINDS for e in table.picture.sheet().entries[k] if not e.open}
    assert {"North Main Street", "Mining Pan", "Torch"} <= struck


# ----- a lesson's game is not a game to keep -------------------------------------------
def test_the_pause_menu_of_a_lesson_only_leaves_it_and_nothing_is_saved():
    from game.paths import autosave_path, saves_dir
    from scenes.pause import PauseScene

    app, table, overlay = _lesson_app("coyote-heidelbaer")
    _to_next_step(app, table, overlay)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    pause = app.top
    assert isinstance(pause, PauseScene)
    words = [b.text for b in pause.form.widgets]
    assert words == ["Resume", "Rules", "Settings", "Leave the lesson"]
    table.on_quit()   # the window closing mid-lesson
    next(b for b in pause.form.widgets if b.text == "Leave the lesson").click()
    assert isinstance(app.top, MenuScene)
    assert not autosave_path().exists()
    assert not saves_dir().exists() or not any(saves_dir().rglob("*.json"))


def test_after_the_lesson_the_game_is_still_the_lesson_s_and_never_saved():
    from game.paths import autosave_path
    from scenes.pause import PauseScene

    app, table, overlay = _lesson_app("coyote-heidelbaer")
    driver.frame(app, table)
    overlay.finish()
    assert table.lesson is None and table.match.taught
    table.open_pause()
    assert [b.text for b in app.top.form.widgets][-1] == "Quit to menu"
    assert not any(b.text.startswith("Save") for b in app.top.form.widgets)
    app.pop()
    table.driver.autosave_enabled = True   # even were it on, a lesson's game is not saved
    table.driver.autosave()
    assert not autosave_path().exists()
    # paused with the match alone (no table), it is still not saved
    assert "Save game" not in [b.text for b in PauseScene(app, table.match).form.widgets]


def test_a_lesson_s_game_played_to_its_end_is_neither_counted_nor_kept():
    """A game begun as a lesson stays out of the records and the kept games even when it
    was played on to its end after the lesson: its start was stacked and scripted."""
    from game import records
    from game.match import Match
    from game.paths import saves_dir
    from game.saves import FINISHED_FOLDER, SeatSpec
    from scenes.match_driver import MatchDriver
    from scenes.results import ResultsScene

    lesson = lesson_for("coyote-heidelbaer")
    seats = [SeatSpec(name, "easy") for name, _ in lesson.seats]
    whole = Match(lesson.game, seats, lesson.options, lesson.seed, stack=lesson.stack)
    whole.play_out()
    taught = Match(lesson.game, [SeatSpec(n, k) for n, k in lesson.seats], lesson.options,
                   lesson.seed, stack=lesson.stack)
    taught.taught = True
    play = MatchDriver(taught, lambda: 0.0)
    for seat, action in whole.game.history:
        play.apply(seat, action)
    assert taught.game.is_terminal()
    assert play.kept is None and not (saves_dir() / FINISHED_FOLDER).exists()
    app = driver.new_app()
    assert ResultsScene(app, taught).record_line == ""
    assert records.load().players == {}
    # the same game not taught counts and is kept
    taught.taught = False
    play.autosave()
    assert play.kept is not None
    assert ResultsScene(app, taught).record_line


@pytest.mark.parametrize("game_id", [g.id for g in all_games() if g.built])
def test_every_table_s_controls_answer_a_name_they_do_not_have_with_none(game_id):
    """Each table's controls are ``TableControls``, which name no place by default, so
    a lesson's pointer asks them directly (NotCoup's Transformer buttons are its strip's)."""
    from game.match import Match
    from scenes.tables import table_class
    from scenes.tables.controls_base import TableControls

    app = driver.new_app()
    m = Match(game_id, driver.seat_specs(["human", "hard", "hard"], game_id), {}, 3)
    table = table_class(game_id)(app, m)
    assert isinstance(table.controls, TableControls)
    assert table.control_rect("no such control") is None


# ----- the learner's name in the table's words ----------------------------------------
@pytest.mark.parametrize("game_id", LESSONS)
def test_the_learner_has_a_name_the_story_can_tell(game_id):
    """The table's log tells each seat in the third person ("Bo challenges Ann's King"),
    so the learner's seat is named like a person, never "You" (seen under Xvfb: "You
    claims a King", "Bo challenges You's King!"); the YOU tag and the bubble say "you"."""
    learner = lesson_for(game_id).seats[0][0]
    assert learner.strip().lower() not in {"you", "me", "i", ""}


def test_notcoup_s_lesson_tells_the_learner_s_claim_by_name():
    app, table, overlay = _lesson_app("notcoup")
    while "claim king" not in overlay.coach.step.do:
        _to_next_step(app, table, overlay)
        overlay.next()
    table.controls.send("claim king")
    _to_next_step(app, table, overlay)
    told = " ".join(table.log_lines)
    assert "Player 1 claims a King" in told and "You's" not in told
