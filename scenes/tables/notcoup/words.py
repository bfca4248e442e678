"""What the NotCoup table says in words: the top bar (the timer, whose turn and what
they may do, who won) and the sidebar (this turn's chain, who may answer the window
open on screen, and the game log)."""

from __future__ import annotations

from typing import Any

from game.notcoup.narrate import and_list, team_name
from scenes.table_base import addressed
from scenes.tables.drawing import clip_text, draw_log
from scenes.tables.notcoup.layout import CHAIN_RECT, LOG_KEEP, LOG_RECT, ROUND_TITLES, TOP_BAR


class Words:
    """The table's words, held by ``NotCoupView`` as its ``words``."""

    def __init__(self, view: Any) -> None:
        self.v = view
        self.table = view.table
        self.log_scroll = 0  # lines the log is scrolled back (the wheel over it)

    def draw_status(self, p: Any) -> None:
        th = p.theme
        r = p.text("NotCoup", (16, TOP_BAR / 2), 18, th.accent, True, "midleft")
        secs = self.table.controls.timer_seconds()
        label = f"Timer {secs} s · T" if secs else "Timer off · T"
        p.text(label, (r.right + 24, TOP_BAR / 2), 14, th.text_dim, anchor="midleft")
        if not self.table.driver.spectating():
            p.text(clip_text(p, self.turn_text(), 460, 17), (1264, TOP_BAR / 2), 17, th.text,
                   anchor="midright")

    def turn_text(self) -> str:
        v = self.v.obs
        if self.table.driver.thinking_seat is not None:
            return f"{self.table.seat_name(self.table.driver.thinking_seat)} is thinking"
        if self.table.busy() and v["phase"] != "over":
            return ""  # mid-animation the view is the moment before: nobody is waited for
        if v["phase"] == "over":
            return self.over_text()
        who = v["to_act"]
        if not who:
            return ""
        names = ", ".join(self.table.seat_name(s) for s in who)
        phase = v["phase"]
        if phase == "challenge":
            return f"{names}: challenge or pass"
        if phase == "counter":
            return f"{names}: counter or pass"
        if phase == "round":
            kind = (v.get("round") or {}).get("kind")
            return f"{names}: " + ("pay or pass" if kind == "pay" else
                                   "block or pass" if kind == "counter" else "claim or pass")
        s = who[0]
        you = addressed(self.table, s)
        if phase == "turn" and v.get("extra_turn"):
            return "Your second action" if you else f"{names}'s second action"
        return {"draft": "Your draft decision" if you else f"{names} decides a card",
                "choose": "Your choice" if you else f"{names} is choosing",
                "turn": "Your turn" if you else f"{names}'s turn",
                "prove": "Reveal or admit" if you else f"{names} must reveal or admit",
                "lose": "You lose a card" if you else f"{names} loses a card",
                "exchange": (("Swap your cards" if self.swapping() else
                              f"Return {self._returns()}") if you
                             else f"{names} exchanges")}.get(phase, "")

    def team_win(self, v: dict) -> str | None:
        """A Co-op team's win in words ("Team Red wins: Ann and Cleo!"); None for any
        other end (or none yet)."""
        won = v.get("winners")
        if v.get("team_mode") != "coop" or not won or not v.get("teams"):
            return None
        names = and_list([self.table.seat_name(s) for s in won])
        return f"Team {team_name(v['teams'][won[0]])} wins: {names}!"

    def over_text(self) -> str:
        """The top bar at the end: who won."""
        v = self.v.obs
        team = self.team_win(v)
        if team:
            return team
        w = v.get("winner")
        return f"{self.table.seat_name(w)} wins!" if w is not None else "game over"

    def swapping(self) -> bool:
        """Whether the exchange on screen is a Swap Ace's (one card to each side)."""
        chain = self.v.obs.get("chain") or {}
        spec = self.v.obs["actions"].get(chain.get("action"), {})
        return spec.get("effect") == "swap"

    def _returns(self) -> str:
        n = (self.v.obs.get("chain") or {}).get("returns", 2)
        return f"{n} card" + ("" if n == 1 else "s")

    def draw_sidebar(self, p: Any) -> None:
        live = self._window_rows()
        key = (tuple(self.v.anim.chain_lines), live)
        self.v.layers.draw(p, "chain", key, CHAIN_RECT, lambda sp: self._paint_chain(sp, live))
        self.v.layers.draw(p, "log", (len(self.table.log_lines), self.log_scroll), LOG_RECT,
                           self._paint_log)

    def _window_rows(self) -> tuple:
        """Who may answer the window open on screen, and who has (never with what, but
        the seat on screen's own answer)."""
        v = self.v.obs
        if v["phase"] not in ("challenge", "counter", "round"):
            return ()
        rows = []
        for s in v["responders"]:
            if s in v["answered"]:
                mine = v.get("my_answer") if s == v["seat"] else None
                rows.append((self.table.seat_name(s), f"you: {mine}" if mine else "answered"))
            else:
                rows.append((self.table.seat_name(s), "..."))
        title = "May challenge:" if v["phase"] == "challenge" else "May counter:"
        if v["phase"] == "round":
            title = ROUND_TITLES.get((v.get("round") or {}).get("kind"), "May claim:")
        return (title, tuple(rows))

    def _paint_chain(self, p: Any, live: tuple) -> None:
        th = p.theme
        r = CHAIN_RECT
        p.text("This turn", (r.x + 14, r.y + 10), 17, th.accent, True)
        step = max(20.0, p.line_height(14) * 1.1)
        rows_live = 0
        if live:
            rows_live = 1 + len(live[1])
        bottom = r.bottom - 10 - rows_live * step
        y0 = r.y + 38
        room = max(0, int((bottom - y0) // step))
        wrapped: list[str] = []
        for line in reversed(self.v.anim.chain_lines):  # whole lines, the newest that fit
            rows = p.wrap(line, r.w - 28, 14)
            if len(wrapped) + len(rows) > room:
                break
            wrapped[:0] = rows
        y = y0
        for line in wrapped:
            p.text(line, (r.x + 14, y), 14, th.text)
            y += step
        if not self.v.anim.chain_lines:
            idle = "the cards are being decided" if self.v.tf and self.v.tf.drafting() \
                else "no claim yet"
            p.text(idle, (r.x + 14, y), 14, th.text_faint)
        if live:
            y = bottom
            p.text(live[0], (r.x + 14, y), 14, th.accent, True)
            y += step
            for name, what in live[1]:
                p.text(clip_text(p, name, 130, 14), (r.x + 24, y), 14, th.text)
                p.text(clip_text(p, what, r.right - 12 - (r.x + 160), 14), (r.x + 160, y), 14,
                       th.good if what != "..." else th.text_dim)
                y += step

    def _paint_log(self, p: Any) -> None:
        th = p.theme
        logr = LOG_RECT
        p.text("Game log", (logr.x + 14, logr.y + 10), 17, th.accent, True)
        p.text("L: whole log", (logr.right - 12, logr.y + 13), 12, th.text_faint,
               anchor="topright")
        room = int((logr.bottom - 10 - (logr.y + 38)) // 19)
        self.log_scroll = draw_log(p, self.table.log_lines[-LOG_KEEP:], (logr.x + 14, logr.y + 38),
                                   logr.w - 28, room, self.log_scroll, rounds=False)
