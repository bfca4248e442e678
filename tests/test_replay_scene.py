"""The replay screen (issue 31 §2): the game's own table draws each step of a finished
game from the engine's view at that step, opened from the results and the Load list;
keys it does not use do nothing; a damaged finished game is refused with a message."""

from __future__ import annotations

import json

import pygame
import pytest

from game.match import Match
from game.paths import saves_dir
from game.replay import PUBLIC, Lens, view
from game.saves import FINISHED_FOLDER, SeatSpec, keep_finished, list_saves
from scenes.replay_scene import ReplayScene, open_replay
from tests.table_driver import init_display, new_app
from tests.test_replay import GAMES, bots


@pytest.fixture(autouse=True)
def _display():
    init_display()


def finished(game_id: str, seed: int = 9, human: bool = True):
    seats = bots(game_id)
    m = Match(game_id, seats, {}, seed)
    m.play_out()
    s = m.session()
    if human:  # as a game a person played: the first seat theirs
        s.seats = [SeatSpec("You", "human"), *seats[1:]]
    return s


def opened(session) -> tuple:
    app = new_app(anim_speed=1.0)
    assert open_replay(app, session) is None
    scene = app.top
    assert isinstance(scene, ReplayScene)
    return app, scene


def frame(app, n: int = 1) -> None:
    for _ in range(n):
        app.update(1 / 30)
    app.invalidate()
    app.draw()


def key(app, k) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def drawn_matches_engine(scene) -> None:
    """The table's game is the log's first k actions, and what it draws is the
    engine's own view of that state through the lens (the table's ``observe``)."""
    rp, k, t = scene.replay, scene.k, scene.table
    assert t.game.history == [(s.seat, s.action) for s in rp.steps[:k]]
    assert t.observe() == view(rp.state(k), scene.lens, rp.finished)
    t.skip_animations()
    t.refresh()
    assert t.view == t.observe()


@pytest.mark.parametrize("game_id", GAMES)
def test_step_to_the_end_and_back_every_lens(game_id):
    app, scene = opened(finished(game_id))
    rp = scene.replay
    assert rp.finished and scene.lens == Lens(0, True)
    frame(app)
    while scene.k < len(rp):
        key(app, pygame.K_RIGHT)
        frame(app)
        drawn_matches_engine(scene)
    assert scene.table.game.is_terminal()
    for _ in scene.lenses:  # at the end, every lens draws: every card, each seat, public
        key(app, pygame.K_v)
        frame(app)
        drawn_matches_engine(scene)
    for _ in range(4):
        key(app, pygame.K_LEFT)
        frame(app)
        drawn_matches_engine(scene)
    assert scene.k == len(rp) - 4
    key(app, pygame.K_PAGEUP)
    frame(app)
    drawn_matches_engine(scene)
    key(app, pygame.K_HOME)
    frame(app)
    assert scene.k == 0
    drawn_matches_engine(scene)
    key(app, pygame.K_END)
    frame(app)
    assert scene.k == len(rp)
    drawn_matches_engine(scene)


def test_play_runs_on_by_itself_and_space_pauses():
    app, scene = opened(finished("coyote-tilsit"))
    key(app, pygame.K_SPACE)
    assert scene.playing
    from scenes.replay_scene import SPEEDS

    while SPEEDS[scene.speed][0] != "Fastest":
        key(app, pygame.K_s)
    for _ in range(200):
        frame(app)
        if scene.k > 5:
            break
    assert 5 < scene.k < len(scene.replay)
    key(app, pygame.K_SPACE)
    k = scene.k
    frame(app, 30)
    assert not scene.playing and scene.k == k


@pytest.mark.parametrize("game_id", GAMES)
def test_keys_the_replay_does_not_use_do_nothing(game_id):
    app, scene = opened(finished(game_id))
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    frame(app)
    before = (scene.k, scene.lens, scene.playing, len(app.stack))
    for k in (pygame.K_RETURN, pygame.K_x, pygame.K_DELETE, pygame.K_1, pygame.K_c,
              pygame.K_TAB, pygame.K_BACKSPACE):
        key(app, k)
        frame(app)
    for x in range(20, 1280, 60):  # clicks all over the table play nothing either
        for y in range(20, 640, 60):
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                app.dispatch(pygame.event.Event(kind, pos=(x, y), button=1))
    frame(app)
    assert (scene.k, scene.lens, scene.playing, len(app.stack)) == before
    assert len(scene.table.game.history) == scene.k  # nothing was played on the table


def test_an_unfinished_game_shows_only_the_public_table():
    s = finished("coyote-heidelbaer")
    cut = s.game.history[: len(s.game.history) // 2]
    from game.registry import built_game

    g = built_game(s.game_id).factory(len(s.seats), s.options, s.seed)
    for seat, action in cut:
        g.apply(seat, action)
    s.game = g
    app, scene = opened(s)
    assert not scene.replay.finished and scene.lenses == [PUBLIC] and scene.lens == PUBLIC
    for _ in range(len(cut)):
        key(app, pygame.K_v)  # no other eyes to look through
        key(app, pygame.K_RIGHT)
        frame(app)
        assert scene.table.privacy.viewer is None
        assert scene.table.observe() == scene.table.game.public_observation()
        assert scene.held_lines() == []


def test_the_results_screen_opens_the_replay_and_close_comes_back():
    from scenes.results import ResultsScene

    app = new_app()
    m = Match("coyote-tilsit", bots("coyote-tilsit"), {}, 4)
    m.play_out()
    results = ResultsScene(app, m)
    app.push(results)
    button = next(b for b in results.form.widgets if b.text == "Replay")
    button.click()
    assert isinstance(app.top, ReplayScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is results


def test_a_human_game_that_ends_is_kept_and_the_load_list_opens_it_as_a_replay():
    from scenes.match_driver import MatchDriver
    from scenes.menu import LoadScene, MenuScene

    s = finished("coyote-moon")
    live = Match(s.game_id, s.seats, s.options, s.seed)
    driver = MatchDriver(live, lambda: 0.0)
    for seat, action in s.game.history:
        driver.apply(seat, action)
    kept = list_saves(saves_dir() / FINISHED_FOLDER)
    assert len(kept) == 1 and kept[0].ok and kept[0].finished
    app = new_app()
    menu = MenuScene(app)
    app.push(menu)
    load = LoadScene(app, menu)
    app.push(load)
    i = next(i for i, info in enumerate(load.saves) if info.finished)
    assert load.list.items[i].startswith("Replay · Coyote Moon")
    load.list.selected = i
    load._selected()
    assert load.load_btn.text == "Replay"
    load.open_selected()
    app.top.wait(60)
    assert isinstance(app.top, ReplayScene) and app.top.replay.finished


def test_a_damaged_finished_game_is_refused_in_the_load_list_with_a_message():
    from scenes.menu import LoadScene, MenuScene

    path = keep_finished(finished("coyote-heidelbaer"), saves_dir() / FINISHED_FOLDER)
    body = json.loads(path.read_text())
    body["actions"][2][1] = "bid 999"
    path.write_text(json.dumps(body))
    app = new_app()
    menu = MenuScene(app)
    app.push(menu)
    load = LoadScene(app, menu)
    app.push(load)
    i = next(i for i, info in enumerate(load.saves) if info.path == path)
    load.open_index(i)
    if not isinstance(app.top, LoadScene):
        app.top.wait(60)
    assert app.top is load and load.notice
    frame(app)


def test_keys_pressed_together_seat_the_table_once():
    """Left held down: each press is a step back, and the table is seated once, at the
    step they come to, on the next frame."""
    app, scene = opened(finished("three-card-coyote"))
    key(app, pygame.K_END)
    frame(app)
    end, seated = scene.k, scene.table
    for _ in range(5):
        key(app, pygame.K_LEFT)
    assert scene.table is seated and scene.at() == end - 5
    frame(app)
    assert scene.k == end - 5 and scene.table is not seated
    drawn_matches_engine(scene)


def test_tables_set_aside_leave_no_quit_hook_behind():
    """Each jump seats a new table; the ones set aside (never on the stack) keep no
    hook on the app's closing, and closing the replay takes the last one's too."""
    app, scene = opened(finished("coyote-tilsit"))
    hooks = len(app.quit_hooks)
    for k in (5, 2, 9, 0):
        scene.seek(k)
        frame(app)
    assert len(app.quit_hooks) == hooks
    key(app, pygame.K_ESCAPE)
    assert len(app.quit_hooks) == hooks - 1 and not isinstance(app.top, ReplayScene)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_seated_from_the_told_log_shows_the_log_a_whole_retelling_does(game_id):
    """Jumps tell each move once (the replay's Retelling), yet the log at every step, and
    the lines told on from there, are those of a table that retold the whole log."""
    from scenes.replay_scene import ReplayMatch
    from scenes.tables import table_class

    if game_id == "three-card-coyote":   # Coyote's words already used shape the next
        assert table_class(game_id).TOLD_MEMORY == ("said",)
    app, scene = opened(finished(game_id, seed=5))
    n = len(scene.replay)

    def whole(k):
        t = table_class(game_id)(app, ReplayMatch(scene.session, scene.replay.state(k), None))
        return list(t.log_lines)

    for k in [n, 1, n // 2, n - 1, 2, n // 3]:   # forward and back, told and not yet
        scene.go(k)
        assert scene.table.log_lines == whole(k), f"step {k}"
    scene.go(n // 2)
    for _ in range(3):
        scene.step_forward()
    scene.table.skip_animations()
    fresh = whole(n // 2)
    t = table_class(game_id)(app, ReplayMatch(scene.session, scene.replay.state(n // 2),
                                              None))
    t.privacy.viewer = scene.table.privacy.viewer   # told on through the same eyes
    for step in scene.replay.steps[n // 2:n // 2 + 3]:
        t._apply(step.seat, step.action)
    t.skip_animations()
    assert scene.table.log_lines == t.log_lines and t.log_lines[:len(fresh)] == fresh


@pytest.mark.parametrize("game_id", GAMES)
def test_a_replay_names_every_seat_and_says_you_to_nobody(game_id, monkeypatch):
    """The table's words for the person at the screen ("Your turn", the YOU tag, the
    centre 'you peeked') are not said in a replay, through any lens."""
    from scenes.table_base import addressed
    from tests.table_driver import text_spy

    app, scene = opened(finished(game_id))
    drawn = text_spy(monkeypatch)
    for k in range(0, len(scene.replay), max(1, len(scene.replay) // 12)):
        scene.go(k)
        for _ in scene.lenses:
            key(app, pygame.K_v)
            frame(app)
    said = [s for s in drawn if isinstance(s, str)]
    assert not [s for s in said if s.startswith(("Your ", "You lost")) or s == "YOU"
                or "you peeked" in s]
    assert not addressed(scene.table, scene.lens.seat)


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_table_is_drawn_whole_above_the_replay_s_bar(size):
    """The table is drawn smaller, in the room above the bar: what it draws lowest (the
    board's last tile, its strip) ends above the bar; a click on it lands where the
    table has it."""
    from scenes.replay_scene import SHRINK, TRACK

    app = new_app(size)
    assert open_replay(app, finished("coyote-moon")) is None
    scene = app.top
    frame(app)
    tp = scene.table_painter(app.painter)
    assert tp.real_rect((0, 0, 1280, 720)).bottom <= app.painter.pt((0, TRACK.y - 34))[1]
    seen = []
    scene.table.handle_table = lambda e: seen.append(e.pos) or True
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                    pos=app.painter.pt((400 * SHRINK, 500 * SHRINK))))
    assert seen and abs(seen[0][0] - 400) <= 2 and abs(seen[0][1] - 500) <= 2
