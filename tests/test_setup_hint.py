"""The set-up screen says what the looked-at seat's bot does: for the kind with the
focus, under the mouse or just turned, on one quiet line between Back and Start that a
refusal takes over, wrapped, and clear of every seat row and button at any size."""

from __future__ import annotations

import pygame
import pytest

from game import registry
from scenes.painter import LOGICAL_H, Painter
from scenes.setup import BUTTONS_Y, KIND_LABEL, OPTIONS_VIEW, RANDOM_WORDS
from tests.test_setup_screen import key, setup_scene


@pytest.fixture
def drawn(monkeypatch):
    """Every line of text seen, with its logical rectangle (not the options' lines
    scrolled out of their panel, drawn but clipped away)."""
    lines: list[tuple[str, pygame.Rect]] = []
    real = Painter.text

    def text(self, s, pos, *a, **k):
        r = real(self, s, pos, *a, **k)
        if self.real_rect(r).colliderect(self.surface.get_clip()):
            lines.append((s, r))
        return r
    monkeypatch.setattr(Painter, "text", text)
    return lines


def said(app, scene, drawn) -> list[tuple[str, pygame.Rect]]:
    """The lines drawn between Back and Start on a fresh frame."""
    drawn.clear()
    app.draw()
    back = next(w for w in scene.form.widgets if getattr(w, "text", "") == "Back")
    return [(s, r) for s, r in drawn
            if r.y >= BUTTONS_Y - 20 and back.rect.right <= r.x
            and r.right <= scene.start_btn.rect.x]


def shown(app, scene, drawn) -> str:
    return " ".join(s for s, _ in said(app, scene, drawn))


def focus_kind(app, scene, seat: int) -> None:
    """Tab from the player count to ``seat``'s kind, as a player would."""
    scene.form.focus(scene.count)
    for _ in range(40):
        if scene.form.focused is scene.rows[seat][1]:
            return
        app.dispatch(key(pygame.K_TAB))
    raise AssertionError("Tab never reached the seat's kind")


def move(app, logical) -> None:
    real = app.painter.real_rect((*logical, 1, 1)).topleft
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=real, rel=(0, 0), buttons=(0, 0, 0)))


def test_the_focused_kind_says_what_its_bot_does_and_follows_a_change(drawn):
    words = registry.strengths("coyote-tilsit")
    app, scene = setup_scene((800, 600))
    assert shown(app, scene, drawn) == ""  # Start has the focus: nothing to explain
    focus_kind(app, scene, 1)
    assert scene.seats[1].kind == "medium"
    assert shown(app, scene, drawn) == f"Bot · Medium: {words['medium']}"
    app.dispatch(key(pygame.K_RIGHT))  # the keys the choice uses
    assert scene.seats[1].kind == "hard"
    assert shown(app, scene, drawn) == f"Bot · Hard: {words['hard']}"
    app.dispatch(key(pygame.K_RIGHT))
    assert shown(app, scene, drawn) == f"Bot · Random: {RANDOM_WORDS}"
    app.dispatch(key(pygame.K_RIGHT))
    assert scene.seats[1].kind == "human" and shown(app, scene, drawn) == ""
    app.dispatch(key(pygame.K_RIGHT))
    assert shown(app, scene, drawn) == f"Bot · Easy: {words['easy']}"


def test_the_kind_under_the_mouse_or_just_turned_by_the_wheel_is_explained(drawn):
    words = registry.strengths("notcoup")
    app, scene = setup_scene((1280, 720), game="notcoup")
    third = scene.rows[2][1]
    move(app, third.rect.center)
    assert shown(app, scene, drawn) == f"Bot · Medium: {words['medium']}"
    move(app, (640, 20))  # nowhere in particular
    assert shown(app, scene, drawn) == ""
    first = scene.rows[0][1]  # a human; a wheel passing over it changes nothing ...
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, pos=first.rect.center))
    assert scene.seats[0].kind == "human"
    scene.form.focus(first, by_player=True)  # ... until the player picks it
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, pos=first.rect.center))
    move(app, (640, 20))
    assert scene.seats[0].kind == "easy"
    assert shown(app, scene, drawn) == f"Bot · Easy: {words['easy']}"
    app.dispatch(key(pygame.K_TAB))  # the focus moves on: so does the hint
    assert shown(app, scene, drawn) == ""


def test_a_refusal_or_an_option_problem_wins_over_the_hint(drawn):
    app, scene = setup_scene((1280, 720), game="notcoup")
    focus_kind(app, scene, 1)
    assert "Bot · Medium" in shown(app, scene, drawn)
    scene._set_opt("team_pick", "alternate")  # a forbidden combination, said at once
    text = shown(app, scene, drawn)
    assert "Teams by" in text and "Bot ·" not in text
    scene._set_opt("team_pick", "draw")
    assert scene.problem is None
    scene._set_name(2, "Ann")
    scene._set_name(3, "ann")
    scene.start()  # refused: two seats share a name
    assert scene.notice and app.top is scene
    text = shown(app, scene, drawn)
    assert "Ann" in text and "Bot ·" not in text


def test_turning_a_kind_drops_a_refusal_it_may_have_answered(drawn):
    """Seen on NotCoup's set-up: "Two seats are called Sage" stayed after turning the
    seat's kind had renamed it Juniper, and hid the hint."""
    app, scene = setup_scene((1280, 720), game="notcoup")
    scene._set_name(1, "Sage")
    scene.rows[1][0].value = "Sage"
    scene.start()
    assert "Sage" in scene.notice
    focus_kind(app, scene, 1)
    app.dispatch(key(pygame.K_RIGHT))
    assert scene.seats[1].name != "Sage" and scene.clashing_name() is None
    text = shown(app, scene, drawn)
    assert "Sage" not in text and text.startswith("Bot · Hard:")
    scene._set_count(3)  # so does changing the number of seats
    scene.notice = "Two seats are called Ann: give each seat its own name."
    scene._set_count(4)
    assert scene.notice == ""


def test_no_hint_for_a_game_whose_bots_say_nothing(drawn, monkeypatch):
    monkeypatch.setattr(registry, "strengths", lambda game_id: {})
    app, scene = setup_scene((1280, 720))
    for seat in range(len(scene.seats)):
        focus_kind(app, scene, seat)
        for _ in range(len(scene.kinds)):
            app.dispatch(key(pygame.K_RIGHT))
            assert shown(app, scene, drawn) == ""


GAMES = [i.id for i in registry.all_games() if i.built and registry.strengths(i.id)]


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("game", GAMES)
def test_every_hint_wraps_clear_of_the_seat_rows_and_buttons(game, size, drawn):
    from tests.test_text_layout import problems, recording

    app, scene = setup_scene(size, game=game)
    scene._set_count(min(6, scene.info.max_seats))
    last = len(scene.seats) - 1
    focus_kind(app, scene, last)
    for kind in scene.kinds:
        scene.rows[last][1].index = scene.kinds.index(kind)
        scene.seats[last].kind = kind
        lines = said(app, scene, drawn)
        if kind == "human":
            assert not lines
            continue
        assert " ".join(s for s, _ in lines) == f"{KIND_LABEL[kind]}: " + (
            registry.strengths(game).get(kind) or RANDOM_WORDS)  # whole, never cut
        for s, r in lines:
            assert r.bottom <= LOGICAL_H, (s, r)
            inside = scene._scrolling()  # drawn only within the options' panel
            for box in [OPTIONS_VIEW] + [w.rect for w in scene.form.widgets
                                         if all(w is not o for o in inside)]:
                assert not r.colliderect(box), (s, r, box)
        with recording() as rec:
            found = problems(app, rec)
            assert not found, (f"{game} set-up, {kind} hint at {size}", found[:5])
