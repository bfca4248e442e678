"""A long game in the saves folder costs the menu nothing: the menu and the Load list
read what they show from each save's head, and Continue or Load replays the log on a
worker thread behind a progress screen that Esc cancels. Tests assert behaviour (who
replays, on which thread), never time.
"""

from __future__ import annotations

import json
import random
import threading
from pathlib import Path

import pygame
import pytest

from game import paths, saves
from game.registry import built_game
from game.saves import SeatSpec, Session

LONG = 1500  # actions: long enough to report progress several times, quick to replay


def long_notcoup(path: Path, actions: int = LONG, seed: int = 7) -> Path:
    """A legal NotCoup save of ``actions`` actions: exchanges and passes never end it."""
    g = built_game("notcoup").factory(2, {}, seed)
    rng = random.Random(seed)
    while len(g.history) < actions:
        seat = g.to_act()[0]
        legal = g.legal_actions(seat)
        pick = next((a for a in ("claim ace", "pass") if a in legal), None)
        if pick is None:
            quiet = [a for a in legal if a.startswith("return")]
            pick = rng.choice(quiet or legal)
        g.apply(seat, pick)
    session = Session("notcoup", [SeatSpec("Ann", "human"), SeatSpec("Bot", "easy")],
                      g.options, seed, g)
    saves.dump(session, path)
    return path


@pytest.fixture(scope="module")
def long_body(tmp_path_factory) -> str:
    return long_notcoup(tmp_path_factory.mktemp("long") / "long.json").read_text()


@pytest.fixture
def replays(monkeypatch) -> list[str]:
    """The name of the thread of every replay of a save's log from now on."""
    seen: list[str] = []
    real = saves._replay

    def spy(*a, **k):
        seen.append(threading.current_thread().name)
        return real(*a, **k)
    monkeypatch.setattr(saves, "_replay", spy)
    real_core = saves.replay

    def spy_core(*a, **k):
        seen.append(threading.current_thread().name)
        return real_core(*a, **k)
    monkeypatch.setattr(saves, "replay", spy_core)
    return seen


def menu_app():
    from scenes.menu import MenuScene
    from tests.table_driver import init_display, new_app

    init_display()
    app = new_app()
    menu = MenuScene(app)
    app.push(menu)
    app.frame([], 0.0)
    return app, menu


def test_the_menu_builds_with_a_long_autosave_without_replaying_it(long_body, replays):
    paths.autosave_path().write_text(long_body)
    app, menu = menu_app()
    assert replays == []
    assert menu.continue_btn.enabled and "NotCoup" in menu.continue_btn.hint
    menu.enter()  # coming back to the menu reads it again, and still does not replay
    assert replays == []


def test_the_load_list_describes_long_saves_without_replaying_them(long_body, replays):
    from scenes.menu import LoadScene

    folder = paths.saves_dir()
    for i in range(5):
        (folder / f"long-{i}.json").write_text(long_body)
    app, menu = menu_app()
    menu.load()
    app.frame([], 0.0)
    scene = app.top
    assert isinstance(scene, LoadScene) and replays == []
    assert len(scene.saves) == 5 and all(s.ok for s in scene.saves)
    assert all(f"NotCoup · 2 players · {LONG:,} moves" in row for row in scene.list.items)


class Gate:
    """Holds the worker at a progress report until the test lets it go on."""

    def __init__(self, monkeypatch, at: int) -> None:
        from scenes.opening import OpeningScene

        self.at, self.reached, self.go = at, threading.Event(), threading.Event()
        real = OpeningScene._progress

        def progress(scene, done, total):
            real(scene, done, total)
            if done >= self.at and not self.reached.is_set():
                self.reached.set()
                assert self.go.wait(30)
        monkeypatch.setattr(OpeningScene, "_progress", progress)


def test_continue_replays_off_the_frame_loop_shows_progress_and_ends_in_the_table(
        long_body, replays, monkeypatch):
    from scenes.opening import OpeningScene
    from tests.table_driver import text_spy

    monkeypatch.setattr(saves, "PROGRESS_EVERY", 100)
    gate = Gate(monkeypatch, at=500)
    paths.autosave_path().write_text(long_body)
    app, menu = menu_app()
    menu.continue_game()
    opening = app.top
    assert isinstance(opening, OpeningScene)
    assert gate.reached.wait(30)  # the worker is half-way, held there
    drawn = text_spy(monkeypatch)
    app.frame([], 0.1)  # the frame loop runs on meanwhile, and draws how far it has got
    assert app.top is opening
    assert f"Replaying the game: 500 of {LONG:,} moves" in drawn
    assert replays and threading.main_thread().name not in replays
    gate.go.set()
    opening.worker.join(60)
    for _ in range(3):
        app.frame([], 0.05)
    assert type(app.top).__name__ == "NotCoupTable"
    assert len(app.top.match.game.history) == LONG
    app.quit_hooks.clear()


def test_esc_cancels_a_long_replay_and_the_window_stays_on_the_menu(long_body, monkeypatch):
    from scenes.menu import MenuScene

    monkeypatch.setattr(saves, "PROGRESS_EVERY", 100)
    gate = Gate(monkeypatch, at=300)
    paths.autosave_path().write_text(long_body)
    app, menu = menu_app()
    menu.continue_game()
    opening = app.top
    assert gate.reached.wait(30)
    esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")
    app.frame([esc], 0.05)  # answered at once, while the worker is still busy
    assert isinstance(app.top, MenuScene)
    gate.go.set()
    opening.worker.join(30)
    assert not opening.worker.is_alive()  # it stopped at its next report
    for _ in range(3):
        app.frame([], 0.05)
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1
    assert opening.done < LONG


def test_a_long_save_whose_log_is_damaged_is_refused_with_its_reason(long_body):
    from scenes.menu import LoadScene, MenuScene

    body = json.loads(long_body)
    body["actions"][1000][1] = "claim emperor"
    body["check"] = saves._digest(body)  # well signed, but the log does not replay
    path = paths.saves_dir() / "bad-log.json"
    path.write_text(json.dumps(body, indent=1))
    app, menu = menu_app()
    menu.load()
    scene = app.top
    assert scene.saves[0].ok  # the head is sound: what the list can see
    scene.open_index(0)
    scene_open = app.top
    scene_open.wait(60)
    assert app.top is scene and isinstance(app.stack[0], MenuScene)
    assert "does not replay" in scene.notice and "1001" in scene.notice
    assert isinstance(scene, LoadScene)
    app.frame([], 0.05)
    # and as the autosave, Continue says why on the menu
    paths.autosave_path().write_text(json.dumps(body, indent=1))
    app.pop()
    menu.continue_game()
    app.top.wait(60)
    assert app.top is menu and "does not replay" in menu.notice
