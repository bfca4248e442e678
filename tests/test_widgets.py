"""Widgets by mouse and keyboard: clicks, focus, Tab, arrows, wheel, typed digits."""

import pygame
import pytest

from scenes.painter import Painter
from scenes.theme import Theme
from scenes.widgets import (
    Button,
    Choice,
    Form,
    ListBox,
    ScrollText,
    Slider,
    Spinner,
    TextField,
    Toggle,
)


def key(k, unicode="", mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode)


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def move(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def wheel(y):
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False)


def click(form, pos):
    form.handle(move(pos))
    form.handle(down(pos))
    form.handle(up(pos))


@pytest.fixture
def painter():
    pygame.display.init()
    return Painter.for_window(pygame.Surface((1280, 720)), Theme())


def test_button_clicks_on_release_inside_and_by_enter_or_space():
    hits = []
    b = Button((100, 100, 200, 50), "Go", lambda: hits.append(1))
    form = Form([b])
    click(form, (150, 120))
    assert hits == [1]
    form.handle(down((150, 120)))
    form.handle(up((500, 500)))  # released elsewhere: no click
    assert hits == [1]
    form.focus(b)
    form.handle(key(pygame.K_RETURN))
    form.handle(key(pygame.K_SPACE))
    assert hits == [1, 1, 1]


def test_disabled_button_does_nothing_and_takes_no_focus():
    hits = []
    b = Button((0, 0, 100, 40), "No", lambda: hits.append(1), enabled=False)
    ok = Button((0, 60, 100, 40), "Yes")
    form = Form([b, ok])
    click(form, (50, 20))
    form.focus_first()
    assert hits == [] and form.focused is ok


def test_tab_and_shift_tab_cycle_focus_skipping_disabled():
    a, b, c = (Button((0, i * 60, 100, 40), str(i)) for i in range(3))
    b.enabled = False
    form = Form([a, b, c])
    form.focus_first()
    assert form.focused is a
    form.handle(key(pygame.K_TAB))
    assert form.focused is c
    form.handle(key(pygame.K_TAB))
    assert form.focused is a
    form.handle(key(pygame.K_TAB, mod=pygame.KMOD_SHIFT))
    assert form.focused is c


def test_arrow_keys_move_focus_spatially():
    grid = {(r, c): Button((c * 200, r * 100, 150, 60), f"{r}{c}")
            for r in range(2) for c in range(2)}
    form = Form(list(grid.values()))
    form.focus(grid[0, 0])
    form.handle(key(pygame.K_RIGHT))
    assert form.focused is grid[0, 1]
    form.handle(key(pygame.K_DOWN))
    assert form.focused is grid[1, 1]
    form.handle(key(pygame.K_LEFT))
    assert form.focused is grid[1, 0]
    assert form.handle(key(pygame.K_LEFT)) is False  # nothing further: left to the scene


def test_toggle_flips_by_click_and_keys():
    seen = []
    t = Toggle((0, 0, 300, 50), "Sound", False, seen.append)
    form = Form([t])
    click(form, (10, 10))
    form.handle(key(pygame.K_SPACE))
    assert seen == [True, False]


def test_slider_keys_wheel_and_drag():
    s = Slider((0, 0, 600, 50), "Volume", 50, 0, 100, 10, label_w=200)
    form = Form([s])
    form.focus(s)
    form.handle(key(pygame.K_RIGHT))
    assert s.value == 60
    form.handle(key(pygame.K_LEFT))
    form.handle(key(pygame.K_LEFT))
    assert s.value == 40
    form.handle(key(pygame.K_END))
    assert s.value == 100
    form.handle(move((300, 25)))
    form.handle(wheel(-1))
    assert s.value == 90
    tr = s.track
    form.handle(down((tr.left, tr.centery)))
    assert s.value == 0
    form.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(tr.centerx, tr.centery),
                                   rel=(1, 0), buttons=(1, 0, 0)))
    form.handle(up((tr.centerx, tr.centery)))
    assert s.value == 50
    # a slider uses left/right itself, so they do not move focus away
    other = form.add(Button((700, 0, 100, 50), "x"))
    form.handle(key(pygame.K_RIGHT))
    assert form.focused is s and other is not None


def test_spinner_typed_digits_negative_numbers_and_limits():
    seen = []
    submitted = []
    sp = Spinner((0, 0, 240, 50), 5, -10, 20, on_change=seen.append, on_submit=submitted.append)
    form = Form([sp])
    form.focus(sp)
    form.handle(key(pygame.K_1, "1"))
    form.handle(key(pygame.K_2, "2"))
    assert sp.typed == "12" and sp.value == 5
    form.handle(key(pygame.K_RETURN))
    assert sp.value == 12 and submitted == [12]  # one Enter takes the typing and submits
    form.handle(key(pygame.K_MINUS, "-"))
    form.handle(key(pygame.K_7, "7"))
    form.handle(key(pygame.K_RETURN))
    assert sp.value == -7
    form.handle(key(pygame.K_9, "9"))
    form.handle(key(pygame.K_9, "9"))  # 99 is past the top: the box keeps 9
    assert sp.typed == "9"
    form.handle(key(pygame.K_RETURN))
    assert sp.value == 9  # what the box showed, never a number it did not
    form.handle(key(pygame.K_DOWN))
    assert sp.value == 8
    form.handle(key(pygame.K_HOME))
    assert sp.value == -10
    form.handle(key(pygame.K_3, "3"))
    form.handle(key(pygame.K_BACKSPACE))
    assert sp.typed is None and sp.value == -10
    assert seen == [12, -7, 9, 8, -10]


def test_spinner_mouse_buttons_wheel_and_commit_on_focus_loss():
    sp = Spinner((0, 0, 240, 50), 3, 0, 6)
    other = Button((0, 100, 100, 40), "x")
    form = Form([sp, other])
    click(form, sp.plus_rect.center)
    assert sp.value == 4
    click(form, sp.minus_rect.center)
    click(form, sp.minus_rect.center)
    assert sp.value == 2
    form.handle(move(sp.rect.center))
    form.handle(wheel(1))
    assert sp.value == 3
    form.focus(sp)
    form.handle(key(pygame.K_5, "5"))
    form.handle(key(pygame.K_TAB))  # focus moves on: the typed value is kept
    assert form.focused is other and sp.value == 5


def test_choice_cycles_with_arrows_clicks_and_wheel():
    c = Choice((0, 0, 300, 50), [("a", "A"), ("b", "B"), ("c", "C")], "b")
    form = Form([c])
    form.focus(c)
    form.handle(key(pygame.K_RIGHT))
    assert c.value == "c"
    form.handle(key(pygame.K_RIGHT))
    assert c.value == "a"  # wraps
    click(form, (10, 25))  # the left arrow half
    assert c.value == "c"
    form.handle(move((150, 25)))
    form.handle(wheel(-1))
    assert c.value == "a"


def test_listbox_keys_wheel_and_double_click_activate():
    activated = []
    lb = ListBox((0, 0, 300, 168), [f"item {i}" for i in range(20)], row_h=40,
                 on_activate=activated.append)
    form = Form([lb])
    assert lb.rows == 4
    form.focus(lb)
    form.handle(key(pygame.K_DOWN))
    form.handle(key(pygame.K_PAGEDOWN))
    assert lb.selected == 5 and lb.top == 2  # scrolled to keep it in view
    form.handle(key(pygame.K_END))
    assert lb.selected == 19 and lb.top == 16
    form.handle(key(pygame.K_RETURN))
    assert activated == [19]
    form.handle(move((50, 50)))
    form.handle(wheel(3))
    assert lb.top == 13
    click(form, (50, 50))  # row 1 on screen
    click(form, (50, 50))
    assert lb.selected == 14 and activated == [19, 14]


def test_scrolltext_scrolls_within_its_content(painter):
    text = "# Title\n" + "\n".join(f"Line {i} of a long text." for i in range(80))
    st = ScrollText((0, 0, 600, 300), text)
    st.draw(painter)  # lays out the text
    assert st.content_h > st.view_h
    form = Form([st])
    form.focus(st)
    form.handle(key(pygame.K_DOWN))
    assert st.offset > 0
    form.handle(key(pygame.K_END))
    assert st.offset == pytest.approx(st.max_offset())
    form.handle(move((100, 100)))
    form.handle(wheel(-5))
    assert st.offset == pytest.approx(st.max_offset())
    form.handle(key(pygame.K_HOME))
    assert st.offset == 0
    form.handle(wheel(1))
    assert st.offset == 0


def test_markdown_paragraphs_are_joined_before_wrapping(painter):
    st = ScrollText((0, 0, 1000, 400),
                    "Para one\ncontinues here.\n\n- a bullet\n  goes on\n## Head")
    st.draw(painter)
    lines = [row[0] for row in st._layout]
    assert "Para one continues here." in lines
    assert "a bullet goes on" in lines
    assert "Head" in lines


def test_textfield_typing_filter_and_backspace():
    seen = []
    tf = TextField((0, 0, 300, 50), "Ann", on_change=seen.append, max_len=5)
    form = Form([tf])
    click(form, (10, 10))
    assert form.focused is tf and tf.all_selected  # a click selects the old text
    for ch in "abc":
        form.handle(key(pygame.K_a, ch))
    assert tf.value == "abc"  # typing replaced it
    for ch in "def":
        form.handle(key(pygame.K_a, ch))
    assert tf.value == "abcde"  # max_len 5
    form.handle(key(pygame.K_BACKSPACE))
    assert tf.value == "abcd"
    digits = TextField((0, 0, 300, 50), "", allowed="0123456789")
    f2 = Form([digits])
    f2.focus(digits)
    for ch in "4x2":
        f2.handle(key(pygame.K_a, ch))
    assert digits.value == "42"


def test_every_widget_draws_in_every_state(painter):
    ws = [Button((0, 0, 200, 50), "B", hint="hint"), Toggle((0, 60, 300, 50), "T", True),
          Slider((0, 120, 500, 50), "S", 0.5), Spinner((0, 180, 200, 50), 1, 0, 3, label="N",
                                                       label_w=80),
          Choice((0, 240, 300, 50), [(1, "one")], 1), TextField((0, 300, 300, 50), ""),
          ListBox((0, 360, 300, 120), []), ScrollText((400, 0, 400, 300), "")]
    for w in ws:
        for focused, hover, enabled in ((False, False, True), (True, True, True),
                                        (False, False, False)):
            w.focused, w.hover, w.enabled = focused, hover, enabled
            w.draw(painter)


def test_wheel_events_reach_the_widget_under_the_pointer_without_motion():
    sp = Spinner((0, 0, 240, 50), 3, 0, 6)
    form = Form([sp])
    # a wheel over a value the player has not picked passes over it (it may scroll the page)
    assert form.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False,
                                          pos=(100, 25))) is False
    assert sp.value == 3
    form.focus(sp, by_player=True)
    form.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, pos=(100, 25)))
    assert sp.value == 4
    assert form.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False,
                                          pos=(900, 500))) is False
