"""Records on screen (issue 31 §3): a finished table's results count the game (once)
and say so in a line; the Records screen reads whole at 800x600 and 1920x1080, tells
of a damaged file, and never resets on a stray Space or Enter."""

from __future__ import annotations

import pygame
import pytest

from game import records as R
from game.match import Match
from game.paths import records_path
from game.registry import all_games
from game.saves import SeatSpec
from scenes.key_guard import GAP, GRACE
from scenes.menu import MenuScene
from scenes.records_scene import RecordsScene, ResetQuestion
from scenes.results import ResultsScene
from scenes.tables import table_class
from tests.table_driver import click, init_display, new_app, text_spy
from tests.test_text_layout import problems, recording

GAMES = [g.id for g in all_games() if g.built]


@pytest.fixture(autouse=True)
def _display():
    init_display()


def finished(game_id, kinds, seed, names=("Ada", "Bruno", "Chiara", "Dmitri")):
    """A game played to its end by bots, its human seats then given back to people."""
    seats = list(zip(names, kinds, strict=False))
    match = Match(game_id, [SeatSpec(n, "easy" if k == "human" else k) for n, k in seats],
                  {}, seed)
    match.play_out()
    match.seats = [SeatSpec(n, k) for n, k in seats]
    return match


def to_results(match, size=(1280, 720)):
    """The finished match on its own table, run until the table opens its results: the
    path every game takes to its end."""
    app = new_app(size)
    app.push(MenuScene(app))
    table = table_class(match.info.id)(app, match)
    table.THINK = (0.0, 0.0)
    app.push(table)
    for _ in range(2000):
        app.frame([], 0.05)
        if isinstance(app.top, ResultsScene):
            return app, app.top
    raise AssertionError("the results never opened")


# ----- the results screen -------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_a_finished_table_counts_the_game_and_says_so(game_id, monkeypatch):
    match = finished(game_id, ["human", "easy", "medium"], seed=12)
    drawn = text_spy(monkeypatch)
    app, results = to_results(match)
    won = 0 in match.game.winners()
    t = R.load().tally("Ada", game_id, "medium")
    assert (t["played"], t["won"]) == (1, int(won))
    line = results.record_line
    assert line == ("Your first win against Medium" if won
                    else "Your first game against Medium: no win yet")
    app.draw()
    assert line in drawn
    # left and opened again: the same game, the same line, counted once
    app.pop()
    again = ResultsScene(app, match)
    assert again.record_line == line
    assert R.load().tally("Ada", game_id, R.ALL)["played"] == 1


def test_a_streak_reaches_the_results_line():
    wins = 0
    for seed in range(40):
        match = finished("notcoup", ["human", "easy"], seed=seed)
        if 0 not in match.game.winners():
            continue
        wins += 1
        _app, results = to_results(match)
        if wins > 1:
            assert results.record_line == f"Your {R.nth(wins)} win against Easy · " \
                                          f"{wins} wins in a row"
        if wins == 3:
            return
    pytest.fail("no three wins against Easy in 40 seeds")


def test_a_bots_only_table_counts_for_no_one():
    _app, results = to_results(finished("coyote-tilsit", ["easy", "medium", "hard"], seed=2))
    assert results.record_line == ""
    assert not records_path().exists()


def test_pass_and_play_results_count_each_human():
    match = finished("coyote-heidelbaer", ["human", "human", "easy"], seed=3)
    to_results(match)
    r = R.load()
    assert r.tally("Ada", "coyote-heidelbaer", "easy")["played"] == 1
    assert r.tally("Bruno", "coyote-heidelbaer", "easy")["played"] == 1


# ----- the Records screen ---------------------------------------------------------------------
def _filled() -> R.Records:
    """Records in every column a player can have (each strength, people, solo, all),
    with every figure of each game, places down to 6th, and counts into the thousands."""
    r = R.Records()
    for game_id in GAMES:
        figs = R.game_figures(game_id).figures
        for k, column in enumerate((*R.STRENGTHS, R.PEOPLE, R.SOLO)):
            for place in range(1, 7):
                r.add("Ada", game_id, column, place == 1, place,
                      {f.key: 1234 + k for f in figs}, figs)
        r.players["Ada"][game_id][R.ALL]["played"] = 12345
    return r


def _records_app(size, **kw):
    app = new_app(size)
    app.push(MenuScene(app))
    scene = RecordsScene(app, **kw)
    app.push(scene)
    return app, scene


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_records_screen_reads_whole_at_both_sizes(size):
    data = _filled().to_json()
    path = records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")  # and a damaged file's message on top
    failures = []
    with recording() as rec:
        for game_id in GAMES:
            app, scene = _records_app(size, game_id=game_id)
            if game_id != GAMES[0]:
                scene.records = R.from_json(data)
                scene.name = "Ada"
                scene._build()
            else:
                assert scene.notice and scene.records.players == {}
            failures += [f"{game_id} at {size}: {m}" for m in problems(app, rec)]
            texts = {lab.text for lab in rec.labels}
            if game_id != GAMES[0]:
                words = texts | {w for t in texts for w in t.split()}
                assert {"Easy", "Medium", "Hard", "Random", "People", "Solo", "All",
                        "Games played",
                        "Finished 6th", "12345"} <= words
            scene.ask_reset()
            failures += [f"{game_id} at {size}, asking: {m}" for m in problems(app, rec)]
    assert not failures, "\n".join(failures[:12])


def test_a_damaged_file_is_told_once_on_the_records_screen(monkeypatch):
    records_path().parent.mkdir(parents=True, exist_ok=True)
    records_path().write_bytes(b"\x00" * 10)
    drawn = text_spy(monkeypatch)
    app, scene = _records_app((1280, 720))
    app.draw()
    assert scene.notice.startswith("Your records file could not be read")
    assert any("could not be read" in s for s in drawn)
    assert list(records_path().parent.glob("records-damaged-*.json"))
    drawn.clear()
    app, scene = _records_app((1280, 720))
    app.draw()
    assert not scene.notice and not any("could not be read" in s for s in drawn)


def test_the_menu_opens_the_records():
    app = new_app()
    menu = MenuScene(app)
    app.push(menu)
    button = next(w for w in menu.form.widgets if getattr(w, "text", "") == "Records")
    click(app, button.rect.center)
    assert isinstance(app.top, RecordsScene)


def _key(app, key):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=key, mod=0))


def test_no_space_or_enter_resets_the_records():
    R.record_match(finished("coyote-moon", ["human", "easy"], seed=1))
    app, scene = _records_app((1280, 720))
    for key in (pygame.K_SPACE, pygame.K_RETURN) * 5:  # mashed on arrival
        _key(app, key)
        app.frame([], 0.05)
    assert app.top is scene and R.load().players
    # the player moves to Reset: that only asks, and keys mashed on asking answer nothing
    scene.form.focus(scene.reset_btn, by_player=True)
    _key(app, pygame.K_RETURN)
    question = app.top
    assert isinstance(question, ResetQuestion)
    for key in (pygame.K_RETURN, pygame.K_SPACE) * 3:
        _key(app, key)
        app.frame([], 0.05)
    assert app.top is question and R.load().players
    # after a pause Enter answers: on "Keep them", where the question opened
    app.frame([], GRACE + GAP + 0.1)
    _key(app, pygame.K_RETURN)
    assert app.top is scene and R.load().players
    # the focus the program left on "Forget them" is not the player's: no key takes it
    scene.ask_reset()
    question = app.top
    forget = next(w for w in question.form.widgets if w.text == "Forget them")
    question.form.focus(forget)
    app.frame([], GRACE + GAP + 0.1)
    _key(app, pygame.K_SPACE)
    assert app.top is question and R.load().players
    # Esc keeps them too; only a click on "Forget them" forgets
    _key(app, pygame.K_ESCAPE)
    assert app.top is scene and R.load().players
    scene.ask_reset()
    forget = next(w for w in app.top.form.widgets if w.text == "Forget them")
    click(app, forget.rect.center)
    assert app.top is scene
    assert not R.load().players and "reset" in scene.notice


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_a_person_plays_at_the_table_is_counted(game_id):
    """The whole way: a person's seat acts through the table (an Easy bot chooses for
    them), the table finishes the game and opens its results, and the records have it."""
    from game.registry import get_info, make_bot
    from tests.table_driver import drive_humans, frame, make_table

    bots = ["easy"] * (max(2, get_info(game_id).min_seats) - 1)
    app, table = make_table(game_id, table_class(game_id), ["human", *bots], seed=7)
    chooser = make_bot(game_id, "easy", 0, seed=7)
    drive_humans(app, table, chooser.act, lambda _table: None, max_frames=20000)
    for _ in range(400):
        if isinstance(app.top, ResultsScene):
            break
        frame(app, table)
    assert isinstance(app.top, ResultsScene)
    won = 0 in table.game.winners()
    t = R.load().tally("Ada", game_id, "easy")
    assert (t["played"], t["won"]) == (1, int(won))
    assert app.top.record_line.startswith("Your ")


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_results_line_reads_whole_at_both_sizes(size):
    """The longest line a solo player gets, with the game's own ending story above it."""
    R.record_match(finished("coyote-tilsit", ["human", "hard", "easy"], seed=1))
    R.record_match(finished("coyote-tilsit", ["human", "hard", "easy"], seed=2))
    match = finished("coyote-tilsit", ["human", "hard", "easy", "hard", "hard", "hard"],
                     seed=3, names=["Ada", "Juniper", "Sage", "Yucca", "Mesa", "Ocotillo"])
    with recording() as rec:
        app, results = to_results(match, size)
        assert results.record_line
        found = problems(app, rec)
        assert results.record_line in {lab.text for lab in rec.labels}
    assert not found, found
