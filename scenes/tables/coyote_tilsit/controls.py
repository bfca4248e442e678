"""The Tilsit table's controls: bid spinner, Coyote!, and the Shaman card's powers.

The controls offer only what ``legal_actions(viewer)`` lists. Choosing a Shaman
power goes in steps: the Shaman button opens the six powers (each enabled only
when the engine allows it now); Take a Card and It Is Your Turn then ask for a
target, offering only the legal seats (as buttons here and as highlighted
seats on the table). After an "announce, then bid" power only the bid is left,
and after a Cancel the cancelled bidder's spinner starts at the lowest bid the engine
lists (the Bid button is off on any number it does not list).
The widgets are rebuilt whenever the situation changes, so the spinner always
starts at the lowest legal bid. The table still checks every action it sends.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.coyote_tilsit import notation as N
from scenes.tables.controls_base import ROW_H, ROW_Y, STRIP, BidStripControls
from scenes.widgets import Button, Spinner

# power -> (button text, hint, what it does, for the prompt)
POWERS = {
    "lynx": ("Eye of the Lynx", "bid the same", "bid the same number as the last bid"),
    "feathers": ("2 Feathers", "then bid", "if your next bid is challenged, the loser "
                 "loses two feathers"),
    "uturn": ("U-turn", "then bid", "after your bid, play turns the other way"),
    "take": ("Take a Card", "then bid", "after your bid, a player of your choice wears a "
             "second card"),
    "cancel": ("Cancel", "rebid!", "the last bidder must bid again, a different number"),
    "turn": ("Your Turn", "then bid", "after your bid, you choose who plays next"),
}
POWER_NAMES = {k: v[0] for k, v in POWERS.items()}
POWER_NAMES["turn"] = "It Is Your Turn"


class Controls(BidStripControls):
    HOTKEYS = {"c": N.CALL, "s": "shaman"}  # the Coyote! call and the Shaman button

    def bid_action(self, value: int) -> str:
        return N.format(N.Bid(value))

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.mode = "main"          # "main" | "shaman" | "take" | "turn" (choosing a target)

    # ----- what the viewer may do now ------------------------------------------------------
    def situation(self) -> tuple:
        t = self.table
        seat = t.human_to_act()
        if seat is None:
            return ("wait", t.driver.thinking_seat, t.busy(), t.curtain)
        obs = t.game.observation(seat)
        legal = tuple(t.game.legal_actions(seat))
        return ("act", seat, obs["phase"], obs["round"], obs["bid"], obs["min_bid"],
                obs["max_bid"], legal, str(obs["pending"]), str(obs["cancel"]), self.mode)

    def reset(self) -> None:
        super().reset()
        self.mode = "main"

    def _new_situation(self, key: tuple) -> tuple:
        if self.key is not None and key[:2] != self.key[:2]:
            self.mode = "main"  # someone else's turn now: forget a half-chosen power
            key = self.situation()
        return key

    def targets(self) -> list[int]:
        """Seats a target-choosing power may name now (empty unless choosing)."""
        if self.mode not in N.TARGETED or self.key is None or self.key[0] != "act":
            return []
        return [a.target for a in _shamans(self.key[7]) if a.power == self.mode]

    def _build(self, key: tuple) -> None:
        if key[0] == "wait":
            self.mode = "main"
        super()._build(key)

    def _build_turn(self, key: tuple) -> None:
        _, seat, phase, _, _, lo, hi, legal, _, _, mode = key
        obs = self.table.game.observation(seat)
        if phase == "rebid":
            self._build_rebid(obs, legal, lo, hi)
        elif obs["pending"]:
            self._build_pending(obs, legal, lo, hi)
        elif mode == "shaman":
            self._build_powers(obs, legal)
        elif mode in N.TARGETED:
            self._build_targets(mode)
        else:
            self._build_main(obs, legal, lo, hi)

    def _standing(self) -> int | None:
        """The bid standing now, for the spinner's words (None: no bid yet); the
        situation holds it (``situation``), so no observation is built again."""
        key = self.key
        return key[4] if key is not None and key[0] == "act" else None

    def _bids(self, legal: tuple) -> list[int]:
        return sorted(a.value for a in N.parsed(legal) if isinstance(a, N.Bid))

    def _add_bid(self, x: int, legal: tuple, lo: int | None, hi: int | None) -> int:
        bids = self._bids(legal)
        start = bids[0] if bids else (lo or 1)
        lo = lo if lo is not None else start
        hi = hi if hi is not None else start
        self.spinner = Spinner((x, ROW_Y, 190, ROW_H), start, lo, hi, on_change=self._spun,
                               on_submit=lambda v: self.bid(), enabled=bool(bids),
                               on_preview=self._spun, **self.bid_limits(self._standing()))
        self.form.add(self.spinner)
        x += 202
        self.bid_button = Button((x, ROW_Y, 140, ROW_H), f"Bid {start}", self.bid,
                                 primary=True, size=22, enabled=bool(bids))
        self.form.add(self.bid_button)
        return x + 156

    def _build_main(self, obs: dict, legal: tuple, lo, hi) -> None:
        t = self.table
        bids = self._bids(legal)
        if obs["bid"] is None:
            self.prompt = ("Your turn: open the bidding with a guess at the total of all "
                           "the cards (at least 1).")
        elif not bids:
            self.prompt = f"No higher bid is possible: call Coyote! on {obs['bid']}."
        else:
            self.prompt = (f"Your turn: raise above {obs['bid']}, or call Coyote! on "
                           f"{t.seat_name(obs['bidder'])}'s bid.")
        if obs["lynx_blocked"] and obs["shaman"]:
            self.prompt += "  (Eye of the Lynx was just used: you may not match.)"
        x = self._add_bid(STRIP.x + 16, legal, lo, hi)
        hint = f"challenge {obs['bid']} · C" if obs["bid"] is not None else "no bid yet"
        b = Button((x, ROW_Y, 170, ROW_H), "Coyote!", lambda: self.send(N.CALL), size=22,
                   enabled=N.CALL in legal, hint=hint)
        self.buttons[N.CALL] = b
        self.form.add(b)
        x += 186
        if obs["shaman"]:
            mine = obs["players"][obs["seat"]]["shaman"]
            powers = _shamans(legal)
            hint = "used" if mine == "used" else ("one use · S" if powers else "not now")
            b = Button((x, ROW_Y, 190, ROW_H), "Shaman powers", self.open_powers, size=20,
                       enabled=bool(powers), hint=hint)
            self.buttons["shaman"] = b
            self.form.add(b)

    def _build_powers(self, obs: dict, legal: tuple) -> None:
        self.prompt = ("Shaman card (one use): Eye of the Lynx and Cancel act at once; "
                       "the other powers are announced, then you bid.")
        widths = {"lynx": 172, "feathers": 124, "uturn": 104, "take": 132, "cancel": 104,
                  "turn": 132}
        x = STRIP.x + 16
        for power in ("lynx", "cancel", "feathers", "uturn", "take", "turn"):
            text, hint, _ = POWERS[power]
            targeted = power in N.TARGETED
            ok = any(a.power == power for a in _shamans(legal))
            w = widths[power]
            b = Button((x, ROW_Y, w, ROW_H), text, self._power_fn(power, targeted), size=16,
                       enabled=ok, hint=hint)
            self.buttons[power] = b
            self.form.add(b)
            x += w + 8
        b = Button((x, ROW_Y, STRIP.right - 16 - x, ROW_H), "Back", self.back, size=18)
        self.buttons["back"] = b
        self.form.add(b)

    def _power_fn(self, power: str, targeted: bool):
        if targeted:
            return lambda: self.choose_target(power)
        return lambda: self.send(N.format(N.Shaman(power)))

    def _build_targets(self, power: str) -> None:
        t = self.table
        name = POWER_NAMES[power]
        self.prompt = (f"{name}: choose who takes a second card (or click a lit seat)."
                       if power == "take" else
                       f"{name}: choose who plays after your bid (or click a lit seat).")
        x = STRIP.x + 16
        for s in self.targets():
            b = Button((x, ROW_Y, 150, ROW_H), t.seat_name(s),
                       lambda s=s: self.send(N.format(N.Shaman(power, s))), size=20,
                       hint="takes a card" if power == "take" else "plays next")
            self.buttons[f"target {s}"] = b
            self.form.add(b)
            x += 158
        b = Button((x, ROW_Y, 110, ROW_H), "Back", self.open_powers, size=18)
        self.buttons["back"] = b
        self.form.add(b)

    def _build_pending(self, obs: dict, legal: tuple, lo, hi) -> None:
        t = self.table
        pend = obs["pending"]
        name = POWER_NAMES[pend["power"]]
        extra = ""
        if pend["target"] is not None:
            extra = f" ({t.seat_name(pend['target'])})"
        self.prompt = f"You announced {name}{extra}: now make your bid."
        self._add_bid(STRIP.x + 16, legal, lo, hi)

    def _build_rebid(self, obs: dict, legal: tuple, lo, hi) -> None:
        t = self.table
        c = obs["cancel"]
        self.prompt = (f"{t.seat_name(c['by'])} cancelled your bid of {c['cancelled']}: "
                       f"bid again, any other number from {lo}.")
        self._add_bid(STRIP.x + 16, legal, lo, hi)

    # ----- acting -------------------------------------------------------------------------------
    def open_powers(self) -> None:
        self.mode = "shaman"
        self.key = None

    def choose_target(self, power: str) -> None:
        self.mode = power
        self.key = None

    def back(self) -> None:
        self.mode = "main"
        self.key = None

    def _sent(self) -> None:
        self.mode = "main"
        super()._sent()

    # ----- input and drawing --------------------------------------------------------------------
    def _handle_key(self, event: Any) -> bool:
        # Backspace steps back out of the powers (unless it is editing a typed bid)
        if event.key == pygame.K_BACKSPACE and self.mode != "main" and \
                not (self.spinner and self.spinner.typed):
            self.back() if self.mode == "shaman" else self.open_powers()
            return True
        return False

    def _held_text(self) -> str:
        return "Coyote! The cards are on the table." if self.table.reveal is not None else ""


def _shamans(legal: tuple) -> list[N.Shaman]:
    """The Shaman powers a legal list offers, read."""
    return [a for a in N.parsed(legal) if isinstance(a, N.Shaman)]
