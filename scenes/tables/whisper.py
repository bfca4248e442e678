"""The odds whisper at the Coyote tables: when a seat's own odds may show, and where.

The words and figures come from ``game.odds_whisper``, worked out from one seat's
own observation; this module only decides when they may be drawn and draws them.

Privacy follows the table driver (``scenes.table_base``): the whisper belongs to a
seat's private view, so it is drawn only for ``private_seat`` (in pass-and-play,
the seat whose "I am NAME" window is open; with one human, that human) and only
while the view on screen is that seat's own. Within those frames it shows:

* on the seat's turn (its controls live), the odds on the standing bid now;
* once a call's verdict is on screen, how likely the outcome was from what the
  seat saw just before the call ("Last call: ...").

When the outcome line shows, and why: it comments on one call, so it belongs to that
call's moment, which is its reveal on the table. It comes with the verdict and goes
with the reveal: when the next round is dealt (so the next round's turns start clean,
with only the odds on the new bid), and when the game is over and the results are on
screen. A player reads it beside the cards it talks about, not a round later beside
cards it does not. In pass-and-play the reveal is public, so a seat reads the line only
if its own window opens while that reveal is still on the table (a loser giving up a
peek card); a line held for a later round would sit beside a different deal.

Whispers are never written to the game log, which everyone at the screen reads.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.odds_whisper import CallChance, call_chance, now_line, reveal_line, supports

SIZE = 15          # text size (logical px)
PAD = 8            # inside the box
GAP = 4            # between two whispers in one box
MARGIN = 14        # from the seat panels around the box


class OddsWhisper:
    """One table's whispers: what each human seat may be told, and when."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self._before: dict[int, dict] = {}      # humans' views just before the action now
        self._calls: dict[int, CallChance] = {}  # each human's odds on a call not yet settled
        self._waiting: dict[int, str] = {}      # outcome lines held until the verdict shows
        self._after: dict[int, str] = {}        # outcome lines each seat may read now
        self._after_reveal: Any = None          # the reveal on the table they belong to
        self._now: tuple[Any, str | None] = (None, None)  # ((seat, moves), line) cached
        self.drawn: list[str] = []              # what the last frame drew (tests read it)
        self.boxes: list[pygame.Rect] = []      # where it drew it

    def on(self) -> bool:
        """The setting is on and this table's game has a whisper."""
        settings = getattr(self.table.app, "settings", None)
        return getattr(settings, "odds_whisper", False) is True and \
            supports(self.table.match.info.id)

    # ----- following the game -----------------------------------------------------------
    def before(self, seat: int, action: str) -> None:
        """Just before an action is applied: keep each live human's own view, in case the
        action is a call (its odds are judged from what each saw before it)."""
        g = self.table.game
        self._before = {h: g.observation(h) for h in self.table.match.humans()
                        if not g.is_out(h)} if self.on() else {}

    def after(self, seat: int, events: list[dict]) -> None:
        """The action's events (the table's ``on_events``): a call fixes each human's
        odds; a settled call turns them into outcome lines that wait for the verdict."""
        before, self._before = self._before, {}
        g = self.table.game
        kinds = {e.get("type") for e in events}
        if not self.on():
            # switched off: a call's figures must not outlive it and meet a later reveal
            self._calls.clear()
            self._waiting.clear()
            return
        if "challenge" in kinds:
            self._calls = {h: c for h, obs in before.items()
                           if (c := call_chance(obs)) is not None}
        if "reveal" in kinds:
            for h, chance in self._calls.items():
                line = reveal_line(chance, g.observation(h))
                if line:
                    self._waiting[h] = line
            self._calls = {}

    def verdict_shown(self) -> None:
        """The table's animation reached the verdict: the outcome lines may show now, for
        as long as this reveal stays on the table."""
        self._after = dict(self._waiting)  # an older call's lines are over with its reveal
        self._after_reveal = getattr(self.table, "reveal", None)
        self._waiting.clear()

    def _call_on_show(self) -> bool:
        """The reveal the outcome lines speak of is still on the table, in play (a next
        deal clears the table's reveal; a finished game's results are on screen once the
        table has nothing left to play)."""
        t = self.table
        reveal = getattr(t, "reveal", None)
        if reveal is None or reveal is not self._after_reveal:
            return False
        return not (t.game.is_terminal() and not t.busy())

    # ----- what may show in this frame ---------------------------------------------------
    def lines(self) -> list[str]:
        t = self.table
        if not self.on() or t.curtain or t.notice:
            return []  # a notice (a refused action) briefly takes the whisper's corner
        seat = t.privacy.private_seat
        if seat is None or (t.view or {}).get("seat") != seat:
            return []  # a public frame, or a view that is not this seat's own
        turn = t.human_to_act() == seat
        out = []
        after = self._after.get(seat)
        if after and self._call_on_show():
            out.append(after)
        if turn:
            now = self._now_line(seat)
            if now:
                out.append(now)
        return out

    def _now_line(self, seat: int) -> str | None:
        g = self.table.game
        key = (seat, len(g.history))
        if self._now[0] != key:
            self._now = (key, now_line(g.observation(seat)))
        return self._now[1]

    # ----- drawing ----------------------------------------------------------------------------
    def areas(self, strip: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """The corners right and left of the viewer's seat panel, above the controls strip
        and clear of every other seat's panel (with six seats, one sits above each)."""
        t = self.table
        me = t.panel_rect(t.privacy.viewer if t.privacy.viewer is not None else 0)
        right = pygame.Rect(me.right + MARGIN, me.y, strip.right - me.right - MARGIN, 0)
        left = pygame.Rect(strip.x, me.y, me.x - MARGIN - strip.x, 0)
        for area in (right, left):
            top = me.y
            for s in range(t.view["num_seats"]):
                r = t.panel_rect(s)
                if r != me and r.right > area.x and r.x < area.right:
                    top = max(top, r.bottom + MARGIN)
            area.y, area.h = top, strip.y - 6 - top
        return right, left

    def draw(self, p: Any, strip: pygame.Rect) -> None:
        """This frame's whispers, in the corner right of the viewer's seat; when both do
        not fit there (a small window makes letters larger, six seats leave less room) the
        older line takes the corner on the left, and what fits nowhere is left unsaid
        rather than drawn over something else."""
        self.drawn, self.boxes = [], []
        lines = self.lines()
        if not lines:
            return
        right, left = self.areas(strip)
        groups = [(line, p.wrap(line, right.w - 2 * PAD, SIZE)) for line in lines]
        step = p.text_size("Ag", SIZE)[1]
        if _height(groups, step) <= right.h:
            self._box(p, groups, right, step, "left")
            return
        if len(groups) > 1:
            old = [(lines[0], p.wrap(lines[0], left.w - 2 * PAD, SIZE))]
            if _height(old, step) <= left.h:
                self._box(p, old, left, step, "right")
            groups = groups[1:]
        if _height(groups, step) <= right.h:
            self._box(p, groups, right, step, "left")

    def _box(self, p: Any, groups: list[tuple[str, list[str]]], area: pygame.Rect,
             step: float, side: str) -> None:
        """One quiet box of ``groups`` at the bottom of ``area``, against its ``side``."""
        rows = [r for _, g in groups for r in g]
        widths = [p.text_size(r, SIZE)[0] for r in rows]
        if max(widths) > area.w - 2 * PAD:
            return  # a word wider than the corner: say nothing rather than overlap
        w, h = max(widths) + 2 * PAD, _height(groups, step)
        x = area.x if side == "left" else area.right - w
        box = pygame.Rect(round(x), round(area.bottom - h), round(w), round(h))
        th = p.theme
        p.rect(th.whisper_fill, box, radius=10)
        p.rect(th.text_faint, box, width=1, radius=10)
        y = box.y + PAD
        for _, g in groups:
            for row in g:
                p.text(row, (box.x + PAD, y), SIZE, th.text_dim)
                y += step
            y += GAP
        self.drawn += [line for line, _ in groups]
        self.boxes.append(box)


def _height(groups: list[tuple[str, list[str]]], step: float) -> float:
    return sum(len(g) for _, g in groups) * step + GAP * (len(groups) - 1) + 2 * PAD
