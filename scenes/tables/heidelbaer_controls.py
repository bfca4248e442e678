"""The HeidelBÄR table's controls: bid spinner and buttons, guess and discard prompts.

The controls offer only what ``legal_actions(viewer)`` lists; every widget is
rebuilt when the situation changes (a new turn, a peek), so the spinner always
starts at the lowest legal bid. The table still checks every action it sends.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.tables.headband import clip_text
from scenes.tables.heidelbaer_art import label
from scenes.widgets import Button, Form, Spinner

STRIP = pygame.Rect(8, 614, 956, 98)
ROW_Y, ROW_H = 650, 52
HOTKEYS = {"c": "challenge", "p": "peek", "y": "coyote"}


class Controls:
    def __init__(self, table: Any) -> None:
        self.table = table
        self.form = Form()
        self.key: tuple | None = None
        self.prompt = ""
        self.spinner: Spinner | None = None
        self.bid_button: Button | None = None
        self.buttons: dict[str, Button] = {}

    # ----- what the viewer may do now ------------------------------------------------------
    def situation(self) -> tuple:
        t = self.table
        seat = t.human_to_act()
        if seat is None:
            return ("wait", t.thinking_seat, t.busy(), t.curtain)
        g = t.game
        legal = tuple(g.legal_actions(seat))
        obs = g.observation(seat)
        return ("act", seat, obs["phase"], obs["round"], obs["bid"], obs["min_bid"],
                obs["max_bid"], legal, obs["centre"], obs["coyote_card"])

    def reset(self) -> None:
        self.key = None

    def update(self, dt: float) -> None:
        key = self.situation()
        if key != self.key:
            self.key = key
            self._build(key)
        self.form.update(dt)

    def _build(self, key: tuple) -> None:
        old_focus = self.form.focused
        self.form.clear()
        self.spinner = self.bid_button = None
        self.buttons = {}
        t = self.table
        if key[0] == "wait":
            self.prompt = ""
            return
        _, seat, phase, _, bid, lo, hi, legal, centre, coyote = key
        obs = t.game.observation(seat)
        if phase == "guessing":
            self._build_guess(seat, obs, legal)
        elif phase == "discard":
            self._build_discard(seat, legal)
        elif phase == "bidding":
            self._build_bid(seat, obs, legal, lo, hi, centre, coyote)
        if old_focus is None or self.spinner is not None:
            self.form.focus(self.spinner) if self.spinner else self.form.focus_first()

    def _build_bid(self, seat, obs, legal, lo, hi, centre, coyote) -> None:
        t = self.table
        bids = [a for a in legal if a.startswith("bid ")]
        if obs["bid"] is None:
            self.prompt = "Your turn: make the opening bid (a guess at the total of every card)."
        elif "challenge" not in legal:
            self.prompt = "Now you must raise the bid."
        else:
            self.prompt = (f"Your turn: raise above {obs['bid']}, or challenge "
                           f"{t.seat_name(obs['bidder'])}'s bid.")
        if centre is not None:
            self.prompt += f"  You peeked: the centre card is {label(centre)}."
        if coyote is not None:
            self.prompt += f"  Your Coyote draw is {label(coyote)}."
        x = STRIP.x + 16
        self.spinner = Spinner((x, ROW_Y, 210, ROW_H), lo, lo, hi,
                               on_change=self._spun, on_submit=lambda v: self.bid(),
                               enabled=bool(bids))
        self.form.add(self.spinner)
        x += 222
        self.bid_button = Button((x, ROW_Y, 150, ROW_H), f"Bid {lo}", self.bid, primary=True,
                                 size=22, enabled=bool(bids))
        self.form.add(self.bid_button)
        x += 166
        specs = [("challenge", "Challenge", f"call {obs['bid']} · C" if obs["bid"] is not None
                  else "no bid yet"),
                 ("peek", "Peek", "see the centre · P")]
        if obs["trickster"]:
            specs.append(("coyote", "Coyote card", "draw one more · Y"))
        for action, text, hint in specs:
            w = 180 if action == "coyote" else 170
            b = Button((x, ROW_Y, w, ROW_H), text, lambda a=action: self.send(a), size=20,
                       enabled=action in legal, hint=hint)
            self.buttons[action] = b
            self.form.add(b)
            x += w + 12

    def _build_guess(self, seat, obs, legal) -> None:
        t = self.table
        bidder, challenger = obs["bidder"], _challenger(obs)
        self.prompt = ("Trickster: guess in secret who wins this challenge. "
                       "A right guess opens an eye, a wrong one closes one.")
        x = STRIP.x + 16
        for target, role in ((bidder, f"bid {obs['bid']}"), (challenger, "challenger")):
            if target is None or f"guess {target}" not in legal:
                continue
            b = Button((x, ROW_Y, 300, ROW_H), f"{t.seat_name(target)} wins",
                       lambda s=target: self.send(f"guess {s}"), primary=False, size=20,
                       hint=role)
            self.buttons[f"guess {target}"] = b
            self.form.add(b)
            x += 316

    def _build_discard(self, seat, legal) -> None:
        self.prompt = "You lost the challenge: give up one peek card."
        x = STRIP.x + 16
        for kind, text, hint in (("open", "Give up an open eye", "keep your closed eyes"),
                                 ("closed", "Give up a closed eye", "keep your open eyes")):
            action = f"discard {kind}"
            b = Button((x, ROW_Y, 300, ROW_H), text, lambda a=action: self.send(a), size=20,
                       enabled=action in legal, hint=hint)
            self.buttons[action] = b
            self.form.add(b)
            x += 316

    # ----- acting -------------------------------------------------------------------------------
    def _spun(self, v: int) -> None:
        if self.bid_button is not None:
            self.bid_button.text = f"Bid {v}"
        self.table.app.invalidate()

    def bid(self) -> None:
        if self.spinner is None:
            return
        self.spinner.commit()
        self.send(f"bid {self.spinner.value}")

    def send(self, action: str) -> None:
        seat = self.table.human_to_act()
        if seat is None:
            self.table.say("Wait for your turn.")
            return
        if self.table.act(seat, action):
            self.key = None  # rebuild on the next update

    # ----- input and drawing --------------------------------------------------------------------
    def handle(self, event: Any) -> bool:
        if self.key is None or self.key[0] == "wait":
            return False
        if event.type == pygame.KEYDOWN:
            ch = (getattr(event, "unicode", "") or "").lower()
            # typing a number goes to the bid spinner wherever the focus is
            if self.spinner is not None and self.spinner.enabled and (ch.isdigit() or ch == "-") \
                    and self.form.focused is not self.spinner:
                self.form.focus(self.spinner)
            # letter keys for the buttons: C(hallenge), P(eek), Y (Coyote card)
            action = HOTKEYS.get(ch)
            button = self.buttons.get(action) if action else None
            if button is not None:
                button.click()
                return True
        return self.form.handle(event)

    def draw(self, p: Any) -> None:
        th = p.theme
        t = self.table
        if self.key is None or self.key[0] == "wait":
            p.text(self._waiting_text(), (STRIP.x + 20, STRIP.centery), 20, th.text_dim,
                   anchor="midleft")
            return
        p.text(clip_text(p, self.prompt, STRIP.w - 32, 16), (STRIP.x + 16, STRIP.y + 10), 16,
               th.text, anchor="topleft")
        self.form.draw(p)
        if t.view.get("my_guess") is not None:
            p.text(f"Your guess: {t.seat_name(t.view['my_guess'])}",
                   (STRIP.right - 16, STRIP.y + 10), 16, th.accent, anchor="topright")

    def _waiting_text(self) -> str:
        t = self.table
        if t.game.is_terminal():
            w = t.game.winners()
            return f"{t.seat_name(w[0])} wins the game." if w else "The game is over."
        if t.busy():
            return "Click or press Space to skip the animation."
        if t.thinking_seat is not None:
            return f"{t.seat_name(t.thinking_seat)} is thinking..."
        who = t.game.to_act()
        if who:
            return "Waiting for " + ", ".join(t.seat_name(s) for s in who) + "..."
        return ""


def _challenger(obs: dict) -> int | None:
    for s, a in reversed(obs["round_log"]):
        if a == "challenge":
            return s
    return None
