"""The HeidelBÄR table's controls: bid spinner and buttons, guess and discard prompts.

The controls offer only what ``legal_actions(viewer)`` lists; every widget is
rebuilt when the situation changes (a new turn, a peek), so the spinner always
starts at the lowest legal bid. The table still checks every action it sends.
"""

from __future__ import annotations

from typing import Any

from game.coyote_heidelbaer import notation as N
from scenes.tables.controls_base import ROW_H, ROW_Y, STRIP, BidStripControls
from scenes.tables.coyote_heidelbaer.art import label
from scenes.tables.drawing import clip_text
from scenes.widgets import Button, Spinner


class Controls(BidStripControls):
    HOTKEYS = {"c": N.CHALLENGE, "p": N.PEEK, "y": N.COYOTE}  # C(hallenge), P(eek), Y(Coyote)
    SPINNER_SIGNS = ("-",)

    def bid_action(self, value: int) -> str:
        return N.format(N.Bid(value))

    # ----- what the viewer may do now ------------------------------------------------------
    def situation(self) -> tuple:
        t = self.table
        seat = t.human_to_act()
        if seat is None:
            return ("wait", t.driver.thinking_seat, t.busy(), t.curtain)
        g = t.game
        legal = tuple(g.legal_actions(seat))
        obs = g.observation(seat)
        return ("act", seat, obs["phase"], obs["round"], obs["bid"], obs["min_bid"],
                obs["max_bid"], legal, obs["centre"], obs["coyote_card"])

    def _build_turn(self, key: tuple) -> None:
        _, seat, phase, _, bid, lo, hi, legal, centre, coyote = key
        obs = self.table.game.observation(seat)
        if phase == "guessing":
            self._build_guess(seat, obs, legal)
        elif phase == "discard":
            self._build_discard(seat, legal)
        elif phase == "bidding":
            self._build_bid(seat, obs, legal, lo, hi, centre, coyote)

    def _build_bid(self, seat, obs, legal, lo, hi, centre, coyote) -> None:
        t = self.table
        bids = [a for a in N.parsed(legal) if isinstance(a, N.Bid)]
        if obs["bid"] is None:
            self.prompt = "Your turn: make the opening bid (a guess at the total of every card)."
        elif N.CHALLENGE not in legal:
            self.prompt = "Now you must raise the bid."
        else:
            self.prompt = (f"Your turn: raise above {obs['bid']}, or challenge "
                           f"{t.seat_name(obs['bidder'])}'s bid.")
        if centre is not None:
            self.prompt += f"  You peeked: the centre card is {label(centre)}."
        if coyote is not None:
            self.prompt += f"  Your Coyote draw is {label(coyote)}."
        x = STRIP.x + 16
        start = lo
        if obs["bid"] is None and bids:
            # the opening bid starts where the total is as likely under as over, from what
            # this player sees (the odds the bots use), within the engine's legal range
            from game.coyote_heidelbaer.odds import total_dist

            start = min(hi, max(lo, total_dist(obs).quantile_bid(0.5)))
        self.spinner = Spinner((x, ROW_Y, 210, ROW_H), start, lo, hi,
                               on_change=self._spun, on_submit=lambda v: self.bid(),
                               enabled=bool(bids), on_preview=self._spun,
                               **self.bid_limits(obs["bid"]))
        self.form.add(self.spinner)
        x += 222
        self.bid_button = Button((x, ROW_Y, 150, ROW_H), f"Bid {start}", self.bid, primary=True,
                                 size=22, enabled=bool(bids))
        self.form.add(self.bid_button)
        x += 166
        specs = [(N.CHALLENGE, "Challenge", f"call {obs['bid']} · C" if obs["bid"] is not None
                  else "no bid yet"),
                 (N.PEEK, "Peek", "see the centre · P")]
        if obs["trickster"]:
            specs.append((N.COYOTE, "Coyote card", "draw one more · Y"))
        for action, text, hint in specs:
            w = 180 if action == N.COYOTE else 170
            b = Button((x, ROW_Y, w, ROW_H), text, lambda a=action: self.send(a), size=20,
                       enabled=action in legal, hint=hint)
            self.buttons[action] = b
            self.form.add(b)
            x += w + 12

    def _build_guess(self, seat, obs, legal) -> None:
        t = self.table
        bidder, challenger = obs["bidder"], obs["challenger"]
        self.prompt = ("Trickster: guess in secret who wins this challenge. "
                       "A right guess opens an eye, a wrong one closes one.")
        x = STRIP.x + 16
        for target, role in ((bidder, f"bid {obs['bid']}"), (challenger, "challenger")):
            if target is None:
                continue
            action = N.format(N.Guess(target))
            if action not in legal:
                continue
            b = Button((x, ROW_Y, 300, ROW_H), f"{t.seat_name(target)} wins",
                       lambda a=action: self.send(a), primary=False, size=20, hint=role)
            self.buttons[action] = b
            self.form.add(b)
            x += 316

    def _build_discard(self, seat, legal) -> None:
        self.prompt = self.loss_words(seat) + " Give up one peek card."
        x = STRIP.x + 16
        for kind, text, hint in (("open", "Give up an open eye", "keep your closed eyes"),
                                 ("closed", "Give up a closed eye", "keep your open eyes")):
            action = N.format(N.Discard(kind))
            b = Button((x, ROW_Y, 300, ROW_H), text, lambda a=action: self.send(a), size=20,
                       enabled=action in legal, hint=hint)
            self.buttons[action] = b
            self.form.add(b)
            x += 316

    def loss_words(self, seat: int) -> str:
        """Why this player lost the challenge, from the reveal just made."""
        r = self.table.game.observation(seat).get("last_reveal")
        if not r:
            return "You lost the challenge."
        name = self.table.seat_name
        if seat == r["challenger"]:
            return (f"You challenged {name(r['bidder'])}'s bid of {r['bid']}; the total was "
                    f"{r['total']}, so the bid held.")
        return (f"{name(r['challenger'])} challenged your bid of {r['bid']}; the total was "
                f"only {r['total']}.")

    # ----- drawing -----------------------------------------------------------------------------
    def _fit_prompt(self, p: Any) -> str:
        return clip_text(p, self.prompt, STRIP.w - 32, 16)

    def draw(self, p: Any) -> None:
        super().draw(p)
        t = self.table
        if not self.waiting and t.view.get("my_guess") is not None:
            p.text(f"Your guess: {t.seat_name(t.view['my_guess'])}",
                   (STRIP.right - 16, STRIP.y + 10), 16, p.theme.accent, anchor="topright")
