"""The set-up screen: options that group and scroll (any number of them), names that
are never shared, and the last set-up remembered, also across a restart."""

from __future__ import annotations

import pygame
import pytest

from game import registry
from game.registry import GameInfo, Option
from scenes.menu import MenuScene
from scenes.setup import OPTIONS_VIEW, SetupScene
from tests.table_driver import init_display, new_app, text_boxes


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


@pytest.fixture
def many_options(monkeypatch):
    """Tilsit's engine under a schema of 25 options in three groups (set-up only)."""
    info = registry.built_game("coyote-tilsit")
    opts = [Option(f"house_{i}", "bool", False,
                   f"House rule {i}: a longer description that has to wrap inside the panel "
                   "and never run over the seed field.", group=("Teams", "Heist", "Play")[i % 3])
            for i in range(22)]
    opts += [Option("crimes", "multi", (), "which actions are crimes",
                    choices=("income", "steal"), group="Heist"),
             Option("rounds", "int", 3, "rounds", min=1, max=9, group="Play"),
             Option("deck", "choice", "small", "deck", choices=("small", "big"))]
    fake = GameInfo("coyote-tilsit", info.title, info.credits, info.min_seats, info.max_seats,
                    options=opts, built=True, factory=info.factory, bots=info.bots)
    monkeypatch.setitem(registry._GAMES, "coyote-tilsit", fake)
    return fake


def setup_scene(size=(800, 600), game="coyote-tilsit"):
    init_display()
    app = new_app(size)
    app.push(MenuScene(app))
    scene = SetupScene(app, game)
    app.push(scene)
    app.draw()
    return app, scene


def test_twenty_five_options_scroll_and_each_is_reachable_by_keys_and_mouse(many_options):
    app, scene = setup_scene()
    assert scene.opt_height > OPTIONS_VIEW.h  # more than the panel shows: it scrolls
    headers = {o.group for o in many_options.options}
    assert len(headers) == 4
    reached = set()
    scene.form.focus(scene.count)
    for _ in range(200):  # Tab through the whole screen
        app.dispatch(key(pygame.K_TAB))
        app.draw()
        f = scene.form.focused
        for opt, w in scene.option_widgets:
            if w is f:
                reached.add(opt.name)
                # the focused option was scrolled fully into view
                assert OPTIONS_VIEW.y <= w.rect.y and w.rect.bottom <= OPTIONS_VIEW.bottom
    assert reached == {o.name for o in many_options.options}
    # the mouse: wheel down over the panel, then click the last toggle where it is drawn
    scene.opt_scroll = 0
    app.draw()
    shown = []
    for _ in range(200):  # wheel down until a toggle of the third group is in the panel
        # a wheel event comes in window pixels too (pygame-ce 2.5 gives it a position)
        app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1,
                                         pos=app.painter.real_rect(OPTIONS_VIEW).center))
        app.draw()
        shown = [(o, w) for o, w in scene.option_widgets
                 if o.group == "Play" and o.type == "bool" and OPTIONS_VIEW.contains(w.rect)]
        if shown:
            break
    assert scene.opt_scroll > 0 and shown
    opt, w = shown[0]  # far down the list, where the wheel brought it
    real = app.painter.real_rect(w.rect).center  # a click comes in window pixels
    for t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(t, pos=real, button=1))
    assert scene.options[opt.name] is True
    # a widget scrolled out of the panel cannot be clicked through the seed field
    first = scene.option_widgets[0][1]
    assert not OPTIONS_VIEW.colliderect(first.rect) or not first.contains(first.rect.center)


def test_bots_never_share_a_name():
    app, scene = setup_scene()
    scene._set_count(4)
    scene._set_count(3)
    scene._set_kind(1, "hard")
    scene._set_kind(2, "easy")
    scene._set_count(6)
    names = [s.name for s in scene.seats]
    assert len(set(names)) == len(names), names


def test_a_shared_typed_name_is_refused_with_a_reason():
    app, scene = setup_scene()
    scene._set_name(0, "Sage")
    scene._set_name(1, " sage ")
    scene.start()
    assert app.top is scene and "Sage" in scene.notice


def test_names_kinds_and_options_are_remembered_across_a_restart():
    from scenes import settings_store

    app, scene = setup_scene()
    scene._set_count(3)
    scene._set_name(0, "Ann")
    scene._set_kind(2, "hard")
    scene._set_opt("shaman", True)
    scene.start()
    again = settings_store.load()  # a new run of the app reads the settings file
    app2 = new_app()
    app2.settings = again
    app2.push(MenuScene(app2))
    fresh = SetupScene(app2, "coyote-tilsit")
    assert [s.name for s in fresh.seats][0] == "Ann"
    assert fresh.seats[2].kind == "hard" and fresh.options["shaman"] is True


# ----- presets ---------------------------------------------------------------------------
@pytest.fixture
def heist():
    """The generic checks' toy heist: yes/no options with relations, a multi option, and
    the presets Classic (the defaults) and Cutthroat."""
    from tests.test_generic import toy_games

    with toy_games():
        yield registry.built_game("toy-heist")


def test_a_preset_sets_every_option_and_a_hand_change_reads_custom(heist):
    app, scene = setup_scene(game="toy-heist")
    assert scene.preset_w is not None and scene.preset_w.text == "Classic"
    assert [v for v, _ in scene.preset_w.options] == ["Classic", "Cutthroat"]
    scene.preset_w.set_index(1)
    app.draw()
    assert scene.options == heist.preset("Cutthroat")
    shown = {o.name: w.value for o, w in scene.option_widgets}
    assert shown == heist.preset("Cutthroat")  # every widget shows the preset's value
    assert scene.preset_w.text == "Cutthroat"
    bank = next(w for o, w in scene.option_widgets if o.name == "bank")
    bank.click()  # by hand: the options now match no preset
    assert scene.options["bank"] is False and scene.preset_w.text == "Custom"
    # choosing again from Custom applies a preset; Custom is then no longer offered
    scene.preset_w.set_index(0)
    assert scene.options == heist.preset("Classic") and scene.preset_w.text == "Classic"
    assert "Custom" not in [v for v, _ in scene.preset_w.options]
    # back to the defaults by hand reads as the preset they equal
    scene.option_widgets[0][1].click()
    assert scene.preset_w.text == "Custom"
    scene.option_widgets[0][1].click()
    assert scene.preset_w.text == "Classic"


def test_the_preset_choice_is_first_in_the_options_and_works_by_keys(heist):
    app, scene = setup_scene(game="toy-heist")
    scene.form.focus(scene.count)
    for _ in range(60):
        app.dispatch(key(pygame.K_TAB))
        app.draw()
        if scene.form.focused is scene.preset_w:
            break
    assert scene.form.focused is scene.preset_w
    order = scene.form.widgets
    assert order.index(scene.preset_w) < min(order.index(w) for _, w in scene.option_widgets)
    assert OPTIONS_VIEW.contains(scene.preset_w.rect)  # drawn at the top of the panel
    above = [w.rect.y for _, w in scene.option_widgets]
    assert scene.preset_w.rect.bottom <= min(above)
    app.dispatch(key(pygame.K_RIGHT))
    assert scene.options == heist.preset("Cutthroat")
    assert scene.form.focused is scene.preset_w  # the focus stays put through the rebuild
    app.dispatch(key(pygame.K_LEFT))
    assert scene.options == heist.preset("Classic")


def test_a_remembered_custom_set_up_reads_custom_and_starts_with_its_options(heist):
    app, scene = setup_scene(game="toy-heist")
    scene._set_opt("extra", ("swap",))
    assert scene.preset_w.text == "Custom"
    scene.start()
    again = SetupScene(app, "toy-heist")
    assert again.options["extra"] == ("swap",) and again.preset_w.text == "Custom"


def test_a_preset_choosing_a_set_the_multi_choice_does_not_list_is_shown_as_it_is(heist,
                                                                                 monkeypatch):
    extra = heist.option("extra")
    three = Option(extra.name, "multi", (), extra.help, choices=("bonus", "swap", "spy"))
    monkeypatch.setattr(heist, "options", [*heist.options[:-1], three])
    monkeypatch.setattr(heist, "presets", {"Two": {"extra": ("bonus", "spy")}})
    app, scene = setup_scene(game="toy-heist")
    scene.preset_w.set_index(0)
    w = next(w for o, w in scene.option_widgets if o.name == "extra")
    assert w.value == ("bonus", "spy") and w.text == "bonus, spy"


def test_games_without_presets_show_no_preset_choice():
    app, scene = setup_scene()
    assert scene.preset_w is None


@pytest.mark.parametrize("size", [(800, 600), (1024, 600), (1280, 720)])
def test_the_preset_choice_is_readable_and_clear_of_other_labels(heist, size):
    from tests.test_text_layout import problems, recording

    with recording() as rec:
        app, scene = setup_scene(size, game="toy-heist")
        found = problems(app, rec)
        assert not found, (f"toy-heist set-up at {size}", found[:5])
        scene.preset_w.set_index(1)
        scene._set_opt("bank", False)  # the longer "Custom" state
        found = problems(app, rec)
        assert not found, (f"toy-heist set-up (custom) at {size}", found[:5])


def test_a_choice_reads_as_its_shown_name():
    # NotCoup's 7-point action is typed "fu" but reads "F.U." on the set-up screen
    from game import registry

    opt = next(o for o in registry.get_info("notcoup").options if o.name == "fu_name")
    assert opt.show("fu") == "As written (F.U.)" and opt.show("discard") == "Plain (Discard)"
    assert opt.show("other") == "other"


# ----- forbidden combinations and multi-choice names ----------------------------------------
def test_a_requirement_left_off_is_explained_with_the_labels_before_start():
    """Seen on the set-up: Teams by "Every other seat" with Teams off made Start say
    "option 'team_pick' needs option 'teams' on"."""
    app, scene = setup_scene((1280, 720), game="notcoup")
    assert scene.problem is None
    scene._set_opt("team_pick", "alternate")
    assert scene.problem == (
        "Teams by “Every other seat” needs Teams on: set Teams to “Co-op” or “Snake "
        "nest”, or set Teams by back to “Drawn colours”.")
    app.draw()
    scene.start()
    assert app.top is scene and scene.notice == scene.problem
    scene._set_opt("teams", "coop")
    assert scene.problem is None and scene.notice == ""


def test_the_problem_is_drawn_between_back_and_start_as_soon_as_it_is_made(monkeypatch):

    app, scene = setup_scene((800, 600), game="notcoup")
    drawn = text_boxes(monkeypatch)
    scene._set_opt("heist", ("redraw",))
    app.draw()
    lines = [(s, r) for s, r in drawn if len(s) > 20 and s in scene.problem]
    said = " ".join(s for s, _ in lines)
    assert "Redraw" in said and "is off" in said
    back = next(w for w in scene.form.widgets if getattr(w, "text", "") == "Back")
    assert all(back.rect.right <= r.x and r.right <= scene.start_btn.rect.x
               and r.y >= scene.start_btn.rect.y - 12 for _, r in lines), lines
    scene._set_opt("shuffle_time", True)
    drawn.clear()
    app.draw()
    assert not [s for s, r in drawn if "is off" in s]


def test_a_conflict_refuses_start_with_the_games_own_words():
    app, scene = setup_scene((1280, 720), game="notcoup")
    scene._set_opt("heist", ("switch",))
    scene.start()
    assert app.top is scene
    assert scene.notice.startswith("Heist: Switch") and scene.notice.endswith(".")


def test_requires_and_excludes_read_with_labels(heist):
    from scenes.option_words import problem

    values = heist.resolve_options({})
    assert problem(heist, values) is None
    assert problem(heist, dict(values, guards=True)) == (
        "Guards needs Steal on: turn Steal on, or turn Guards off.")
    assert problem(heist, dict(values, steal=True, truce=True)) == (
        "Truce and Steal cannot be played together: turn one of them off.")


def test_heist_crimes_read_as_the_actions_titles():
    app, scene = setup_scene((1280, 720), game="notcoup")
    w = next(w for o, w in scene.option_widgets if o.name == "heist")
    labels = [text for _, text in w.options]
    assert labels[:5] == ["None", "Discard", "Joker", "Redraw", "Switch"]  # plain names
    assert "Discard, Joker, Redraw, Switch" in labels
    assert not [t for t in labels if "fu" in t or "joker" in t]
    scene._choose_preset("Heist")
    w = next(w for o, w in scene.option_widgets if o.name == "heist")
    assert w.text == "Discard, Joker"
    scene._set_opt("fu_name", "fu")  # the crime follows the action's name
    assert w.text == "F.U., Joker"


def test_a_long_choice_keeps_clear_of_its_arrows(monkeypatch):
    """Seen on NotCoup's set-up at 1920x1080: the preset "Teams (co-op)" was drawn over
    both arrows of its choice."""
    from scenes.widgets import Choice
    from tests.table_driver import init_display, new_app

    init_display()
    app = new_app((1920, 1080))
    w = Choice((100, 100, 330, 48), [("a", "Teams (co-op)"), ("b", "F.U., Joker, Redraw, "
                                                                       "Switch")],
               "a", label="Preset", label_w=150)
    drawn = text_boxes(monkeypatch)
    for i in range(2):
        w.index = i
        drawn.clear()
        w.draw(app.painter)
        b = w.body
        s, r = next((s, r) for s, r in drawn if s != "Preset")
        assert b.x + 14 + 7 < r.x and r.right < b.right - 14 - 7, (s, r, b)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_notcoup_presets_and_choices_read_whole(size, monkeypatch):
    """Seen at 800x600: the preset "Teams (c…" and "1 each, first…" cut short; a value
    shows whole wherever the window lets it (the set of every crime may still be cut)."""
    from scenes.painter import Painter
    from scenes.widgets import Choice

    app, scene = setup_scene(size, game="notcoup")
    drawn = []
    real = Painter.text

    def text(self, s, pos, *a, **k):
        drawn.append(s)
        return real(self, s, pos, *a, **k)
    monkeypatch.setattr(Painter, "text", text)
    widgets = [w for w in scene._scrolling() if isinstance(w, Choice)]
    for w in widgets:
        for i, (value, label) in enumerate(w.options):
            if isinstance(value, tuple) and len(value) > 2:
                continue
            w.index = i
            drawn.clear()
            w.draw(app.painter)
            assert label in drawn, (label, drawn)
