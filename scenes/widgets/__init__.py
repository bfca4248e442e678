"""A small widget set drawn in the app's own theme, for mouse and keyboard.

Hand-rolled on purpose. pygame_gui would bring tens of megabytes of bundled
fonts into every executable and is still alpha; pygame-menu suits whole-page
menus but not controls placed on a game table. What the games need is short
(button, toggle, slider, number spinner, choice, list, scrolling text, text
field), and owning it means one look, crisp text at every window size through
the Painter, and no extra dependency.

Widgets live in a ``Form``, which routes events and keeps keyboard focus:

* mouse: hover, press/release on the same widget to click, drag sliders,
  wheel over spinners, choices, lists and text;
* keyboard: Tab / Shift-Tab cycle focus, arrow keys move focus to the nearest
  widget in that direction unless the focused widget uses them (sliders use
  left/right, spinners and lists use up/down), Enter/Space activate, typed
  digits go into a focused spinner, Esc is left to the scene (back/cancel).

A ``guarded`` form holds decisions that cost the player something (a table's
prompt, the results' Rematch). There Space and Enter press only a focus the
player put there (Tab, the arrows, a click, or keys worked on the widget) or a
widget marked ``safe`` (the free choice: pass, allow); a focus the program set
is only a place to start from. Nothing is ever decided by a key meant for
something else.

Coordinates are logical (1280x720); the app converts mouse positions first.
"""

from scenes.widgets.base import (
    DOUBLE_CLICK_S,
    K_ACTIVATE,
    K_ENTER,
    Button,
    Clickable,
    Label,
    Toggle,
    Widget,
)
from scenes.widgets.form import Form
from scenes.widgets.lists import ListBox, ScrollText
from scenes.widgets.values import Choice, Field, Slider, Spinner, TextField

__all__ = ["DOUBLE_CLICK_S", "K_ACTIVATE", "K_ENTER", "Button", "Choice", "Clickable", "Field",
           "Form", "Label", "ListBox", "ScrollText", "Slider", "Spinner", "TextField", "Toggle",
           "Widget"]
