"""How the NotCoup table looks: seats round an oval, stock and pile, the chain.

``NotCoupView``, the table's ``look``, only draws the table's ``view`` (the
observation on screen, which lags the engine while the animation tells what
happened) and ``NotCoupAnim``, the animation state (cards and counters in motion,
speech bubbles, the card shown in a challenge). A hand's faces come only from
``view["hand"]``, which is None in the public view: every other seat's cards,
and every card in pass-and-play outside a private window, show their backs.

Each seat's panel holds its name, its two cards, its lost cards face up and its
points as a stack of counters; the stock and the pile of counters sit in the
middle. The words of the top bar and the sidebar (the chain of this turn above the
game log) are ``Words``'.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.notcoup.narrate import card_title, team_name
from scenes.anim import pulse
from scenes.table_base import addressed
from scenes.tables.controls_base import STRIP
from scenes.tables.drawing import (
    Layers,
    clip_text,
    draw_fast_button,
    mix,
    notice_box,
)
from scenes.tables.headband import arc_point, backdrop, ink_rect, seat_panel, squeezed, tag
from scenes.tables.notcoup import art
from scenes.tables.notcoup.anim_state import NotCoupAnim
from scenes.tables.notcoup.layout import (
    ARC_LIFT,
    BANK_POS,
    BANK_TEXT_W,
    BANNER_Y,
    CHAIN_RECT,
    DECK_POS,
    FELT,
    HAND_SPAN,
    HEIST_DECK_POS,
    HEIST_PILE_POS,
    LOG_RECT,
    LOST_ROOM,
    PANEL,
    PILE_POS,
    ROUND_STATES,
    SEAT_R,
    SHOW_POS,
    TABLE_C,
    TEAM_CARD_Y,
    TOP_BAR,
)
from scenes.tables.notcoup.transformer_view import TransformerView
from scenes.tables.notcoup.words import Words


class NotCoupView:
    """Drawing for ``NotCoupTable`` (see the module notes): the table's observation on
    screen and ``NotCoupAnim``; the Transformer's parts are drawn by its plug-in,
    ``tf`` (None while the Transformer is not played)."""

    def __init__(self, table: Any, anim: NotCoupAnim, layers: Layers, transformer: bool
                 ) -> None:
        self.table = table   # seats, whose eyes, the clock, controls and notices
        self.anim = anim
        self.layers = layers
        self.tips: list = []  # hover words, gathered as the parts are drawn
        self.hover_pos: tuple[int, int] | None = None
        self.draft_hits: list = []  # the draft board's rows and choices, for clicks
        self._warm_key: tuple | None = None
        self.tf = TransformerView(self) if transformer else None
        self.words = Words(self)

    @property
    def obs(self) -> dict:
        """The observation on screen (the table's ``view``)."""
        return self.table.view

    # ----- layout -----------------------------------------------------------------------
    def heist(self) -> bool:
        """Whether this game plays Heist (the observation has a bank)."""
        return self.obs.get("bank") is not None

    def deck_pos(self) -> tuple[float, float]:
        return HEIST_DECK_POS if self.heist() else DECK_POS

    def pile_pos(self) -> tuple[float, float]:
        return HEIST_PILE_POS if self.heist() else PILE_POS

    def bank_pos(self) -> tuple[float, float]:
        return BANK_POS

    def panel_rect(self, seat: int) -> pygame.Rect:
        return seat_panel(seat, self.table.privacy.viewer, self.obs["num_seats"], TABLE_C,
                          SEAT_R, PANEL)

    def hand_pos(self, seat: int, i: int) -> tuple[float, float]:
        """Centre of card ``i`` of ``seat``'s hand: two side by side; while an Ace's draw
        is held, three or four fanned over the lost cards' place, each letter showing."""
        r = self.panel_rect(seat)
        w, h = art.CARD
        n = max(2, self.obs["hand_sizes"][seat], i + 1)
        # five or more (a Super or Expensive Ace's draw) may fan over the points too
        span = HAND_SPAN if n <= 4 else PANEL[0] - 20
        step = w + 4 if n <= 2 else min(w + 4, (span - w) / (n - 1))
        return (r.x + 10 + w / 2 + i * step, r.y + 34 + h / 2)

    def lost_pos(self, seat: int, i: int) -> tuple[float, float]:
        """Card ``i`` of the seat's lost cards, then its lives set aside (Survivor
        Queen): fanned closer as they grow, clear of the points."""
        r = self.panel_rect(seat)
        w, h = art.LOST
        aside = (self.obs.get("aside") or [0] * (seat + 1))[seat]
        n = max(i + 1, len(self.obs["lost"][seat]) + aside)
        step = 16 if n <= 2 else max(6.0, LOST_ROOM / (n - 1))
        return (r.x + 112 + w / 2 + i * step, r.y + 44 + h / 2 + i * 4)

    def points_pos(self, seat: int) -> tuple[float, float]:
        """Where a seat's counters stack (the bottom counter's centre)."""
        r = self.panel_rect(seat)
        return (r.right - 24, r.y + 98)

    def hand_rects(self, seat: int) -> list[pygame.Rect]:
        """Clickable rectangles of ``seat``'s cards as drawn now."""
        out = []
        for i in range(self._hand_count(seat)):
            x, y = self.hand_pos(seat, i)
            r = pygame.Rect(0, 0, *art.CARD)
            r.center = (round(x), round(y))
            out.append(r)
        return out

    # ----- what a seat shows -------------------------------------------------------------
    def _hand_count(self, seat: int) -> int:
        n = self.obs["hand_sizes"][seat]
        if self.anim.dealt is not None:
            n = min(n, self.anim.dealt.get(seat, 0))
        return max(0, n)

    def hand_faces(self, seat: int) -> list[str | None]:
        """The faces of ``seat``'s hand as drawn now (None: a back)."""
        n = self._hand_count(seat)
        v = self.obs
        if v["seat"] == seat and v.get("hand") is not None:
            faces: list[str | None] = list(v["hand"])[:n]
            return faces + [None] * (n - len(faces))
        return [None] * n

    # ----- drawing --------------------------------------------------------------------------
    def draw_backdrop(self, p: Any) -> None:
        """The felt and the panels' ground: all a curtain shows."""
        backdrop(p, "nc-backdrop", FELT, TOP_BAR, (CHAIN_RECT, LOG_RECT, STRIP))

    def draw_fast_button(self, p: Any) -> None:
        """The fast-forward pill, its words fitted whole (``drawing.draw_fast_button``)."""
        draw_fast_button(p, self.table.FAST_RECT, self.table.driver.fast)

    def draw(self, p: Any) -> None:
        key = (p.scale, p.theme.colorblind)
        if self._warm_key != key:
            self._warm_key = key
            art.warm(p)
        self.tips = []
        tf = self.tf
        self.draw_backdrop(p)
        if tf:
            tf.draw_links(p)
        self._draw_centre(p)
        if tf:
            tf.draw_draft(p)
        for s in range(self.obs["num_seats"]):
            self._draw_seat(p, s)
        if tf:
            tf.draw_front(p)
            tf.draw_graves(p)
            tf.draw_legend(p)
        self._draw_counters(p)
        self._draw_flights(p)
        self._draw_show(p)
        self._draw_bubbles(p)
        self._draw_banner(p)
        self.words.draw_status(p)
        self.words.draw_sidebar(p)
        self.table.controls.draw(p)
        if self.table.notice:
            notice_box(p, self.table.notice.text, (620, 36),
                       (TABLE_C[0], STRIP.y - 24))
        self._draw_tip(p)

    def _draw_centre(self, p: Any) -> None:
        if self.tf and self.tf.drafting() and self.anim.dealt is None:
            return  # the draft board lies over the stock and the pile
        th = p.theme
        v = self.obs
        n = v["deck"]
        deck = self.deck_pos()
        jiggle = 0.0
        if self.anim.shuffle is not None and not self.anim.shuffle.done:
            jiggle = 6 * pulse(self.anim.shuffle.value * 3, 1.0)
        for i in range(min(5, max(1, (n + 2) // 3)) if n else 0):
            dx = (jiggle if i % 2 else -jiggle)
            p.blit(art.back(p), (deck[0] - i * 1.5 + dx, deck[1] - i * 1.5),
                   anchor="center")
        if not n:
            p.rect(mix(th.felt, th.text, 0.2), (deck[0] - 23, deck[1] - 33, 46, 66),
                   width=1, radius=5)
        p.text(f"stock {n}", (deck[0], deck[1] + 42), 14, th.text_dim, anchor="midtop")
        # the pile: a heap of counters, a few of them drawn
        pile = max(0, v["pile"])
        self._heap(p, self.pile_pos(), pile)
        p.text(f"pile {pile}", (self.pile_pos()[0], deck[1] + 42), 14, th.text_dim,
               anchor="midtop")
        if self.heist():
            self._draw_bank(p)

    def _heap(self, p: Any, at: tuple[float, float], count: int) -> None:
        c = art.counter(p)
        for i in range(min(count, 14)):
            ang = i * 2.39996
            rad = 4 + 3.2 * (i ** 0.5) * 2.2
            p.blit(c, (at[0] + rad * math.cos(ang), at[1] + rad * math.sin(ang) * 0.7),
                   anchor="center")

    def _draw_bank(self, p: Any) -> None:
        """Heist: the bank, a heap of its own on a dark mat, its count, and the crimes
        that pay into it by their titles."""
        th = p.theme
        v = self.obs
        x, y = self.bank_pos()
        p.rect(art.BANK_MAT, (x - 40, y - 34, 80, 62), radius=10)
        p.rect(th.accent, (x - 40, y - 34, 80, 62), width=1.5, radius=10)
        bank = max(0, v["bank"])
        self._heap(p, (x, y - 2), bank)
        p.text(f"Bank {bank}", (x, y + 42), 14, th.accent, True, "midtop")
        line = "Crimes: " + ", ".join(self.crime_titles())
        p.text_block(line, (x - BANK_TEXT_W / 2, y + 44 + p.line_height(14), BANK_TEXT_W),
                     13, th.text_dim, line_gap=1.2, align="center")

    def crime_titles(self) -> list[str]:
        """The crimes as the action table names them ("F.U.", "Joker")."""
        acts = self.obs["actions"]
        return [acts.get(c, {}).get("title", c) for c in self.obs.get("crimes") or []]

    def _seat_state(self, seat: int) -> str:
        v = self.obs
        if v["out"][seat]:
            return "out of the game"
        zombie = v.get("zombie", [False] * len(v["out"]))[seat]
        if self.table.driver.thinking_seat == seat:
            return "thinking" + "." * (1 + int(self.table.clock * 3) % 3)
        phase = v["phase"]
        if phase in ("challenge", "counter", "round") and seat in v["responders"]:
            if seat in v["answered"]:
                mine = v.get("my_answer") if seat == v["seat"] else None
                return f"you: {mine}" if mine else "answered"
            if phase == "round":
                return ROUND_STATES.get((v.get("round") or {}).get("kind"), "may claim")
            return "may challenge" if phase == "challenge" else "may counter"
        if seat in v["to_act"]:
            return {"turn": "to act", "prove": "challenged", "lose": "loses a card",
                    "exchange": "exchanging", "draft": "decides a card",
                    "choose": "choosing"}.get(phase, "to act")
        if v["forced"][seat]:
            return "must take F.U." if v["actions"]["fu"]["title"] == "F.U." else \
                f"must {v['actions']['fu']['title']}"
        return "zombie: no cards, plays on" if zombie else ""

    def _draw_seat(self, p: Any, seat: int) -> None:
        th = p.theme
        v = self.obs
        r = self.panel_rect(seat)
        out = v["out"][seat]
        acting = seat in v["to_act"] and not out and v["phase"] != "over"
        turn = seat == v["actor"] and not out
        lit = seat in self.table.controls.targets()
        shown = self.team_shown(seat)
        team = shown[0] if shown is not None else None
        key = (self.table.seat_name(seat), out, acting, turn, lit, self._seat_state(seat), team)
        self.layers.draw(p, ("seat", seat), key, r.inflate(8, 8),
                         lambda sp: self._paint_panel(sp, seat, r, out, acting, lit, team))
        if acting:
            edge = mix(th.seat(seat), th.accent_hi, 0.4 + 0.6 * pulse(self.table.clock))
            p.rect(edge, r.inflate(4, 4), width=3, radius=14)
        if turn:
            p.blit(tag(p, "TURN", th.accent, th.text_on_accent, h=18), (r.right - 40, r.y + 9),
                   anchor="midbottom")
        if addressed(self.table, seat):
            p.blit(tag(p, "YOU", th.seat(seat), th.text_on_accent, h=18), (r.x + 34, r.y + 9),
                   anchor="midbottom")
        shown = self.team_shown(seat)
        if shown is not None:  # the team card, in the panel's top right corner
            team, sx = shown
            full = self.team_card(p, seat, team)
            surf = squeezed(full, max(0.05, sx)) if sx < 1.0 else full
            cx = r.right - 6 - full.get_width() / p.scale / 2  # turns about its centre
            p.blit(surf, (cx, r.y + TEAM_CARD_Y), anchor="midtop")
        if v.get("zombie") and v["zombie"][seat] and not self.hand_faces(seat):
            self._draw_zombie_mark(p, r)
        for i, card in enumerate(v["lost"][seat]):
            if (seat, i) in self.anim.lost_hidden:
                continue
            p.blit(art.face(p, card, art.LOST), self.lost_pos(seat, i), anchor="center")
        if self.tf:
            self.tf.draw_aside(p, seat)
        # the hand, live: cards fly and flip
        for i, face in enumerate(self.hand_faces(seat)):
            x, y = self.hand_pos(seat, i)
            lift = -8 if self._picked(seat, i) else 0
            p.blit(art.face(p, face), (x, y + lift), anchor="center")
            if lift:
                p.rect(th.accent, (x - 24, y + lift - 34, 48, 68), width=2, radius=6)
        # points: a stack of counters and the figure (those in front lie there instead)
        pts = max(0, v["points"][seat])
        x, y = self.points_pos(seat)
        c = art.counter(p)
        kept = pts - self.tf.own_in_front(seat) if self.tf else pts
        for i in range(min(max(0, kept), 8)):
            p.blit(c, (x, y - i * 5), anchor="center")
        fig_y = r.y + (45 if v.get("teams") else 36)  # under the team card, if any
        p.text(str(pts), (x, fig_y), 18, th.accent if v["forced"][seat] else th.text, True,
               "center")

    def team_shown(self, seat: int) -> tuple[int, float] | None:
        """The team mark of ``seat`` as drawn now: (team, horizontal squeeze), turning
        over from the old team to the new one while a Switch plays (None: no teams)."""
        teams = self.obs.get("teams")
        if not teams:
            return None
        flip = self.anim.team_flips.get(seat)
        if flip is not None:
            t = flip.tween.value if not flip.tween.done else 1.0
            return (flip.old, 1 - 2 * t) if t < 0.5 else (flip.new, 2 * t - 1)
        return teams[seat], 1.0

    def team_card(self, p: Any, seat: int, team: int) -> Any:
        """The team card's picture for ``seat``: "♠ Black", or at every seat the sign
        alone where some seat's name would not fit beside the whole card (a small
        window's larger text)."""
        card_w = max(art.team_card(p, t, team_name(t), 18).get_width() for t in (0, 1))
        room = PANEL[0] - 26 - card_w / p.scale
        if all(p.text_size(self.table.seat_name(s), 15, True)[0] <= room
               for s in range(self.obs["num_seats"])):
            return art.team_card(p, team, team_name(team), 18)
        return art.team_card(p, team, "", 18)

    def _draw_zombie_mark(self, p: Any, r: pygame.Rect) -> None:
        """A zombie's empty hand: a green frame where its cards were, saying what it is."""
        area = pygame.Rect(r.x + 10, r.y + 34, 96, art.CARD[1])
        p.rect(mix(p.theme.panel, art.ZOMBIE, 0.18), area, radius=8)
        p.rect(art.ZOMBIE, area, width=1.5, radius=8)
        p.text("ZOMBIE", (area.centerx, area.centery - 8), 14, art.ZOMBIE, True, "center")
        p.text("no cards", (area.centerx, area.centery + 10), 12, art.ZOMBIE, False, "center")

    def _picked(self, seat: int, i: int) -> bool:
        """A card of the viewer's chosen in a prompt (to return, or the Swap Ace's card
        for the stock): drawn raised."""
        c = self.table.controls
        return seat == self.table.privacy.private_seat and (i in c.picks or c.step == ("give", i))

    def _paint_panel(self, p: Any, seat: int, r: pygame.Rect, out: bool, acting: bool,
                     lit: bool, team: int | None = None) -> None:
        th = p.theme
        colour = th.seat(seat)
        fill = mix(th.panel, th.felt, 0.5) if out else (th.panel_hi if acting else th.panel)
        if team is not None:  # a team's seats share a tint (the team card names it)
            fill = mix(fill, art.TEAM_INK[team], 0.22 if team == 0 else 0.5)
        p.rect(fill, r, radius=12)
        p.rect(th.accent if lit else (th.text_faint if out else colour), r,
               width=3 if lit else 1.5, radius=12)
        room = 140
        if team is not None:  # the name stops short of the team card
            card_w = self.team_card(p, seat, team).get_width() / p.scale
            room = min(room, r.w - 26 - card_w)
        p.text(clip_text(p, self.table.seat_name(seat), room, 15, True), (r.x + 10, r.y + 8), 15,
               th.text_faint if out else th.text, True)
        state = self._seat_state(seat)
        if lit:
            state = "click to choose"
        if state:
            # under the hand's cards (drawn over the panel later) and clear of the edge a
            # seat to act wears, however tall the letters are at the real size: their ink
            # starts a little under the line's top
            ink = ink_rect(p, state, 13, False, (0, 0))
            top = min(r.bottom - 2 - ink.bottom, r.bottom - 4 - p.text_size(state, 13)[1])
            top = max(top, r.y + 34 + art.CARD[1] + 1 - ink.top)
            p.text(clip_text(p, state, r.w - 60, 13), (r.x + 10, top), 13,
                   th.accent if lit else (th.text_faint if out else colour))

    def _draw_counters(self, p: Any) -> None:
        c = art.counter(p)
        for piece in self.table.world.pieces:
            p.blit(c, piece.pos, anchor="center")

    def _draw_flights(self, p: Any) -> None:
        for f in self.anim.flights:
            t = f.tween.value
            pos = arc_point(f.a, f.b, t, ARC_LIFT)
            face, sx = f.face, 1.0
            if f.flip is not None:
                # turned over on the way: the back until halfway, then the face
                face = f.flip[0] if t < 0.5 else f.flip[1]
                sx = abs(1 - 2 * t)
            surf = art.face(p, face, f.size)
            if sx < 1.0:
                surf = squeezed(surf, max(0.05, sx))
            p.blit(surf, pos, anchor="center")

    def _draw_show(self, p: Any) -> None:
        if self.anim.show is None:
            return
        th = p.theme
        seat, card = self.anim.show
        p.blit(art.face(p, card, art.BIG), SHOW_POS, anchor="center")
        p.text(f"{self.table.seat_name(seat)} shows {card_title(card)}",
               (SHOW_POS[0], SHOW_POS[1] - art.BIG[1] / 2 - 4), 15, th.accent, True,
               "midbottom")

    def _draw_bubbles(self, p: Any) -> None:
        th = p.theme
        for seat, bubble in list(self.anim.bubbles.items()):
            text, t = bubble.text, bubble.tween
            if t.done:
                del self.anim.bubbles[seat]
                continue
            k = t.progress
            r = self.panel_rect(seat)
            w = round(p.text_size(text, 16, True)[0]) + 24
            h = round(p.line_height(16)) + 10

            def paint(sp: Any, text=text, w=w, h=h) -> None:
                sp.rect(th.text, (0, 0, w, h), radius=h / 2)
                sp.text(text, (w / 2, h / 2), 16, th.text_on_accent, True, "center")
            surf = p.cached(("nc-bubble", text, w, h), (w, h), paint)
            alpha = 255 if k < 0.8 else int(255 * (1 - k) / 0.2)
            if r.y - h - 4 < TOP_BAR:
                pos, anchor = (r.centerx, r.bottom + 6), "midtop"
            else:
                pos, anchor = (r.centerx, r.y - 4 - 6 * k), "midbottom"
            p.blit(surf, pos, anchor=anchor, alpha=alpha)

    def _draw_banner(self, p: Any) -> None:
        if self.anim.banner is None:
            return
        th = p.theme
        banner = self.anim.banner
        text, tone, t = banner.text, banner.tone, banner.tween
        if t.done:
            self.anim.banner = None
            return
        k = t.progress
        alpha = 1.0 if k < 0.85 else max(0.0, (1 - k) / 0.15)
        col = {"good": th.good, "bad": th.bad, "info": th.text}.get(tone, th.accent)
        text = clip_text(p, text, 820, 20, True)
        w = min(880, round(p.text_size(text, 20, True)[0]) + 48)
        h = round(p.line_height(20)) + 16

        def paint(sp: Any) -> None:
            sp.rect((*art.BANNER_BOX, 232), (0, 0, w, h), radius=12)
            sp.rect(col, (0, 0, w, h), width=2, radius=12)
            sp.text(text, (w / 2, h / 2), 20, col, True, "center")
        surf = p.cached(("nc-banner", text, col, w, h), (w, h), paint)
        p.blit(surf, (TABLE_C[0], BANNER_Y), anchor="center", alpha=int(255 * alpha))

    # ----- hover words ------------------------------------------------------------------------
    def tip(self, rect: pygame.Rect, text: str) -> None:
        """A region whose words show in a box while the mouse is over it."""
        self.tips.append((pygame.Rect(rect), text))

    def _draw_tip(self, p: Any) -> None:
        pos = self.hover_pos
        if pos is None:
            return
        hit = next((t for r, t in reversed(self.tips) if r.collidepoint(pos)), None)
        if hit is None:
            return
        th = p.theme
        w = 340
        lines = p.wrap(hit, w - 20, 14)
        h = len(lines) * p.line_height(14) * 1.15 + 14
        x = min(max(8, pos[0] + 14), 1272 - w)
        y = pos[1] + 18 if pos[1] + 18 + h < 712 else pos[1] - 10 - h
        p.rect(mix(th.bg, th.panel, 0.5), (x, y, w, h), radius=8)
        p.rect(th.accent, (x, y, w, h), width=1.5, radius=8)
        p.text_block(hit, (x + 10, y + 7, w - 20), 14, th.text, line_gap=1.15)
