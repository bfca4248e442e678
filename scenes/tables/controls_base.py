"""What the tables' turn controls share.

Controls offer only what ``legal_actions`` lists for the human at the screen.
``situation()`` sums up the turn in a tuple; whenever it changes the widgets are
rebuilt (``_build``), so a spinner always starts at the lowest legal bid. While
nobody at the screen may act the situation starts with "wait" and nothing is
offered. The table still checks every action it is sent.

``TableControls`` is that loop; ``BidStripControls`` adds the strip under the
headband tables: a prompt, a bid spinner with its button, hotkey buttons.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.widgets import Button, Form, Spinner

STRIP = pygame.Rect(8, 614, 956, 98)   # the headband tables' controls strip
ROW_Y, ROW_H = 650, 52                 # its row of widgets


class TableControls:
    def __init__(self, table: Any) -> None:
        self.table = table
        # a guarded form: Space and Enter press only a choice the player moved to, or
        # the free one (pass); a prompt never opens on a choice that costs something
        self.form = Form(guarded=True, on_refused=self._refused)
        self.key: tuple | None = None

    def _refused(self) -> None:
        """Space or Enter with no choice of the player's focused: say how to answer."""
        self.table.say("Click a choice, or press Tab to move to one and then Enter.")

    @property
    def waiting(self) -> bool:
        """True while there is nothing to offer (not built yet, or not this human's turn)."""
        return self.key is None or self.key[0] == "wait"

    def situation(self) -> tuple:
        """The turn in short: ("wait", ...) or ("act", seat, ...); a change rebuilds."""
        raise NotImplementedError

    def _build(self, key: tuple) -> None:
        """Make the widgets for ``key``."""
        raise NotImplementedError

    def _new_situation(self, key: tuple) -> tuple:
        """Called before a rebuild for a changed ``key``; returns the key to build."""
        return key

    def claims_key(self, event: Any) -> bool:
        """True when a letter is one of this strip's keys (a hotkey, an action's letter)
        or a focused text field types it: then M is the table's, not the app's."""
        ch = (getattr(event, "unicode", "") or "").lower()
        if ch and (ch in getattr(self, "HOTKEYS", {}) or ch in getattr(self, "keys", {})):
            return True
        return bool(getattr(getattr(getattr(self, "form", None), "focused", None),
                            "takes_text", False))

    def reset(self) -> None:
        self.key = None

    def update(self, dt: float) -> None:
        key = self.situation()
        if key != self.key:
            self.key = self._new_situation(key)
            self._build(self.key)
        self.form.update(dt)

    def send(self, action: str) -> None:
        seat = self.table.human_to_act()
        if seat is None:
            self.table.say("Wait for your turn.")
            return
        if self.table.act(seat, action):
            self._sent()

    def _sent(self) -> None:
        self.key = None  # rebuild on the next update

    def _waiting_text(self) -> str:
        """What the strip says while this human has nothing to do."""
        t = self.table
        if t.game.is_terminal():
            return t.win_text()
        if t.busy():
            return "Click or press Space to skip the animation."
        held = self._held_text()
        if held:
            return held
        if t.driver.thinking_seat is not None:
            return f"{t.seat_name(t.driver.thinking_seat)} is thinking..."
        who = t.game.to_act()
        if who:
            return "Waiting for " + ", ".join(t.seat_name(s) for s in who) + "..."
        return ""

    def _held_text(self) -> str:
        """What to say while the table holds a finished moment on screen ("": nothing)."""
        return ""


class BidStripControls(TableControls):
    """The strip of the headband tables: prompt, bid spinner and button, more buttons."""

    #: letter -> key in ``buttons`` clicked by that letter
    HOTKEYS: dict[str, str] = {}
    #: characters besides digits that move the focus to the bid spinner
    SPINNER_SIGNS: tuple[str, ...] = ()

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.prompt = ""
        self.spinner: Spinner | None = None
        self.bid_button: Button | None = None
        self.buttons: dict[str, Button] = {}

    def _build(self, key: tuple) -> None:
        old_focus = self.form.focused
        self.form.clear()
        self.spinner = self.bid_button = None
        self.buttons = {}
        if key[0] == "wait":
            self.prompt = ""
            return
        self._build_turn(key)
        if old_focus is None or self.spinner is not None:
            self.form.focus(self.spinner) if self.spinner else self.form.focus_first()

    def _build_turn(self, key: tuple) -> None:
        """Make the prompt and widgets for an "act" ``key``."""
        raise NotImplementedError

    # ----- acting -------------------------------------------------------------------------------
    def _spun(self, v: int) -> None:
        """The Bid button says what Enter would bid: the number in the box, as typed
        (unusable while it is under the least bid)."""
        if self.bid_button is not None:
            self.bid_button.text = f"Bid {v}"
            sp = self.spinner
            if sp is not None and not sp.lo <= v <= sp.hi:
                self.bid_button.enabled = False
            elif self.key is not None and self.key[0] == "act":
                # what the engine lists, and nothing else (a rebid skips a cancelled bid)
                legal = self.key[7]  # the headband tables' situation holds it there
                self.bid_button.enabled = bool(sp and sp.enabled) and self.bid_action(v) in legal
        self.table.app.invalidate()

    def bid_limits(self, standing: int | None) -> dict:
        """The bid spinner's words for its limits, shown when a typed number meets one."""
        return {"on_note": self.table.say,
                "why_hi": "no higher total can come from the cards in play",
                "why_lo": f"a bid must beat {standing}" if standing is not None else ""}

    def bid_action(self, value: int) -> str:
        """A bid of ``value`` as the game's own notation writes it."""
        raise NotImplementedError

    def bid(self) -> None:
        if self.spinner is None:
            return
        self.spinner.commit()
        # no rule here: the engine judges the bid, and a refusal shows its explanation
        self.send(self.bid_action(self.spinner.value))

    # ----- input and drawing --------------------------------------------------------------------
    def handle(self, event: Any) -> bool:
        if self.waiting:
            return False
        if event.type == pygame.KEYDOWN:
            ch = (getattr(event, "unicode", "") or "").lower()
            # typing a number goes to the bid spinner wherever the focus is
            if self.spinner is not None and self.spinner.enabled and \
                    (ch.isdigit() or ch in self.SPINNER_SIGNS) \
                    and self.form.focused is not self.spinner:
                self.form.focus(self.spinner, by_player=True)
            action = self.HOTKEYS.get(ch)
            button = self.buttons.get(action) if action else None
            if button is not None:
                button.click()
                return True
            if self._handle_key(event):
                return True
        return self.form.handle(event)

    def _handle_key(self, event: Any) -> bool:
        """A table's own keys, after the hotkeys; True when consumed."""
        return False

    def draw(self, p: Any) -> None:
        th = p.theme
        if self.waiting:
            p.text(self._waiting_text(), (STRIP.x + 20, STRIP.centery), 20, th.text_dim,
                   anchor="midleft")
            return
        p.text(self._fit_prompt(p), (STRIP.x + 16, STRIP.y + 10), 16, th.text,
               anchor="topleft")
        self.form.draw(p)

    def _fit_prompt(self, p: Any) -> str:
        """The prompt, cut to fit the strip."""
        return p.ellipsize(self.prompt, STRIP.w - 32, 16)
