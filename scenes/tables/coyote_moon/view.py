"""How the Coyote Moon table looks: the ring and its pieces, the side panels.

``MoonView`` draws from two things only: the observation on screen (the table's
``view``) and what is in motion (the table's ``stage.MoonStage``: stones in flight,
hopping pawns, tumbling dice, banners); the table adds whose turn it is and what a
human may reach. Seat panels and the game log change a few times a turn, so they are
drawn once into layers and blitted each frame.
"""

from __future__ import annotations

import math
import random
from typing import Any

import pygame

from game.core import move
from scenes.anim import pulse
from scenes.table_base import addressed
from scenes.tables.coyote_moon import art
from scenes.tables.coyote_moon.layout import (
    HAND_R,
    LOG_RECT,
    SEATS_RECT,
    SIDE_X,
    TOP_BAR,
    TURN_RECT,
    hand_pos,
    pawn_pos,
    seat_rect,
    start_die_pos,
)
from scenes.tables.drawing import Layers, clip_text, draw_log, notice_box


class MoonView:
    """Draws the Moon table (``table``) as its observation and stage stand."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.stage = table.stage
        self.layers = Layers()  # seat and log panels, drawn once
        #: the pointed route, kept while the position and target stay: (key, steps)
        self._route_cache: tuple[Any, list[str]] = (None, [])

    # ----- seats --------------------------------------------------------------------------------
    def suit(self, seat: int) -> str:
        return art.SUITS[seat]

    def seat_colour(self, p: Any, seat: int) -> tuple:
        return art.suit_colour(self.suit(seat), p.theme.colorblind)

    def _lying(self) -> dict[str, list[dict]]:
        st = self.stage
        out: dict[str, list[dict]] = {}
        for c in self.table.view["coins"]:
            if c["space"] is not None and c["id"] not in st.hidden_coins \
                    and c["id"] not in st.flying:
                out.setdefault(c["space"], []).append(c)
        return out

    def _pawns_at(self) -> dict[str, list[int]]:
        st = self.stage
        out: dict[str, list[int]] = {}
        for s, sp in enumerate(self.table.view["pawns"]):
            if s not in st.hidden_pawns and s not in st.hops:
                out.setdefault(sp, []).append(s)
        return out

    # ----- drawing -------------------------------------------------------------------------------
    def draw(self, p: Any) -> None:
        t = self.table
        t.breath.drawn(t.clock)
        self.draw_board(p)
        self._draw_rest_dice(p)
        self._draw_highlights(p)
        self._draw_pieces(p)
        self._draw_centre(p)
        self._draw_flights(p)
        self._draw_top(p)
        self._draw_seats(p)
        self._draw_turn_panel(p)
        self._draw_log(p)
        self._draw_banner(p)
        if t.notice:
            notice_box(p, t.notice.text, (560, 34), (art.CENTRE[0], 700))

    def draw_board(self, p: Any) -> None:
        """The ring and the empty panels (all that shows behind a gate)."""
        moons = tuple(self.table.view["moons"])
        p.blit(p.cached(("mo-board", moons, p.theme.colorblind), (1280, 720),
                        lambda sp: self._paint_static(sp, list(moons)), alpha=False), (0, 0))

    def _paint_static(self, p: Any, moons: list[str]) -> None:
        th = p.theme
        art.paint_board(p, moons)
        p.rect(th.panel, (0, 0, 1280, TOP_BAR))
        p.line(th.panel_edge, (0, TOP_BAR), (1280, TOP_BAR), 1)
        for r in (SEATS_RECT, TURN_RECT, LOG_RECT):
            p.rect(th.panel, r, radius=10)
            p.rect(th.panel_edge, r, width=1, radius=10)

    def _draw_rest_dice(self, p: Any) -> None:
        cb = p.theme.colorblind
        for seat, face in self.stage.rest_dice.items():
            surf = art.die_face(p, self.suit(seat), face, cb, 20)
            p.blit(surf, start_die_pos(self.table.view, seat), anchor="center")

    def _draw_highlights(self, p: Any) -> None:
        t = self.table
        reach = t.reach()
        if not reach:
            return
        th = p.theme
        glow = t.breath.glow(t.clock, 1.6)
        seat = t.human_to_act()
        # a focused lit space (controls.SpaceSpot) is a target too
        target = t.walk.target()
        if target is not None:
            pts = [pawn_pos(t.view, seat)]
            key = (t.walk.reach_key, target)
            if self._route_cache[0] != key:
                self._route_cache = (key, t.game.route(seat, target))
            for a in self._route_cache[1]:
                pts.append(art.SPACE_POS[move(a).arg])
            # the route as footsteps, marching towards the target (a moment, then still);
            # no step lands on a moon's figure (the route crosses the stones' middles)
            keep_out = self._figures(p)
            phase = (t.breath.time(t.clock) * 24) % 10
            for a, b in zip(pts, pts[1:], strict=False):
                d = math.hypot(b[0] - a[0], b[1] - a[1])
                k = phase
                while k < d:
                    q = (a[0] + (b[0] - a[0]) * k / d, a[1] + (b[1] - a[1]) * k / d)
                    if not any(r.collidepoint(q) for r in keep_out):
                        p.circle(th.accent_hi, q, 2.6)
                    k += 10
                if not any(r.collidepoint(b) for r in keep_out):
                    p.circle(th.accent_hi, b, 4.5)
        for name, cost in reach.items():
            c = art.SPACE_POS[name]
            big = name.startswith("m")
            rad = 44 if big else 22
            hot = name == target
            p.circle((*art.LIT, 70 if hot else 34 + int(26 * glow)), c, rad)
            p.circle(th.accent_hi if hot else th.accent, c, rad, 2.5 if hot else 2)
            bx, by = (c[0] + rad * 0.72, c[1] - rad * 0.72)
            p.circle(art.COST_RIM, (bx, by), 10)
            p.circle(th.accent_hi if hot else th.accent, (bx, by), 9)
            p.text(str(cost), (bx, by), 13, th.text_on_accent, True, "center")

    def _figures(self, p: Any) -> list[pygame.FRect]:
        """Where the moons' figures are printed on the board (as ``art`` draws them, at
        the real size), with a margin for a footstep's dot."""
        out = []
        for i, v in enumerate(self.table.view["moons"]):
            if v == "null":
                continue
            c = art.tile_centre(2 * i)
            w, h = p.text_size(art.value_label(v), 34, True)
            r = pygame.FRect(0, 0, w * 0.8 + 8, h * 0.75 + 8)
            r.center = (c[0], c[1] - 7)
            out.append(r)
        return out

    def _draw_pieces(self, p: Any) -> None:
        t, st = self.table, self.stage
        cb = p.theme.colorblind
        lying = self._lying()
        pawns = self._pawns_at()
        for space, coins in lying.items():
            n_here = sum(1 for s in t.view["pawns"] if s == space)
            offs = art.slots(len(coins), space, n_here)
            base = art.SPACE_POS[space]
            for c, o in zip(coins, offs, strict=False):
                surf = art.coin(p, c["suit"], c["value"], c["face_up"], art.COIN_R, cb)
                p.blit(surf, (base[0] + o[0], base[1] + o[1]), anchor="center")
        for g in st.glows:
            k = g.tween.value
            p.circle((*art.HOME_GLOW, int(160 * (1 - k))), g.pos, 18 + 30 * k, 3)
        order = []
        for space, seats in pawns.items():
            for s in seats:
                order.append((pawn_pos(t.view, s, space), s))
        for seat, hop in st.hops.items():
            order.append((hop.pos(), seat))
        order.sort(key=lambda it: it[0][1])
        thinking = t.driver.thinking_seat
        for (x, y), s in order:
            if s == thinking or (s == t.human_to_act() and not st.hops):
                k = pulse(t.clock, 1.2) if s == thinking else t.breath.glow(t.clock, 1.2)
                p.circle((*art.THINKING, 60 + int(80 * k)), (x, y - 2), 15 + 3 * k, 2.5)
            p.blit(art.pawn(p, self.suit(s), cb), (x, y + 4), anchor="midbottom")
        for m in st.marks:
            k = m.tween.value
            p.text(m.text, (m.pos[0] + 16, m.pos[1] - 24 - 18 * k), 15, m.colour, True,
                   "center")

    def _draw_centre(self, p: Any) -> None:
        t, st = self.table, self.stage
        cb = p.theme.colorblind
        if st.pile > 0:
            k = st.scramble.value if st.scramble is not None and not st.scramble.done else 1.0
            rng = random.Random(int(t.clock * 20) if k < 1 else 7)
            blank = art.blank_coin(p)
            for i in range(st.pile):
                a = i * 2.4 + (rng.uniform(-0.6, 0.6) if k < 1 else 0)
                r = 6 + (i % 6) * 6
                p.blit(blank, (art.CENTRE[0] + r * math.cos(a), art.CENTRE[1] + r * math.sin(a)),
                       anchor="center")
        for piece in st.dice.world.pieces:
            d = piece.data
            surf = art.die_face(p, self.suit(d["seat"]), d["shown"], cb)
            v = piece.body.velocity.length
            lift = min(8.0, v / 60.0)
            p.blit(surf, (piece.pos[0], piece.pos[1] - lift), anchor="center",
                   angle=piece.angle)
        for seat, slide in st.die_slides.items():
            size = art.DIE + (20 - art.DIE) * slide.tween.value
            p.blit(art.die_face(p, self.suit(seat), slide.face, cb, round(size)), slide.pos(),
                   anchor="center")

    def _draw_flights(self, p: Any) -> None:
        cb = p.theme.colorblind
        for f in self.stage.flying.values():
            if not f.tween.started:
                continue
            t = f.tween.value
            up = f.up0 if t < 0.5 else f.up1
            if up is None:
                surf = art.blank_coin(p)
            else:
                surf = art.coin(p, f.suit, f.value if up else None, up, art.COIN_R, cb)
            if f.up0 != f.up1:  # turning over in flight
                sx = abs(1 - 2 * t)
                w, h = surf.get_size()
                surf = pygame.transform.smoothscale(surf, (max(1, round(w * sx)), h))
            p.blit(surf, f.pos(), anchor="center")

    def _draw_top(self, p: Any) -> None:
        th = p.theme
        r = p.text("Coyote Moon", (16, TOP_BAR / 2), 18, th.accent, True, "midleft")
        p.text(f"Round {self.table.view['round']}", (r.right + 24, TOP_BAR / 2), 17, th.text,
               anchor="midleft")
        p.text(self.turn_text(), (SIDE_X - 16, TOP_BAR / 2), 17, th.text, True, "midright")
        if self.table.busy():
            p.text("click or Space: skip", (1264, TOP_BAR / 2), 14, th.text_faint,
                   anchor="midright")
        else:
            p.text("Esc: menu", (1264, TOP_BAR / 2), 14, th.text_faint, anchor="midright")

    def turn_text(self) -> str:
        t = self.table
        v = t.view
        if v["over"]:
            w = v["winner"]
            return f"{t.seat_name(w)} wins the race!" if w is not None else "game over"
        if t.driver.thinking_seat is not None:
            return f"{t.seat_name(t.driver.thinking_seat)} is thinking…"
        if self.stage.hidden_pawns:
            return "Setting up the spirit wheel"
        s = v["turn"]
        if s is None:
            return ""
        if s == t.privacy.private_seat and t.match.is_human(s):
            return "Your turn"
        return f"{t.seat_name(s)}'s turn"

    def _draw_seats(self, p: Any) -> None:
        t = self.table
        v = t.view
        thinking = t.driver.thinking_seat
        rows = []
        for s in range(v["num_seats"]):
            rows.append((s, t.seat_name(s), t.match.seats[s].kind, s == v["turn"],
                         addressed(t, s), v["home"][s], v["starts"][s],
                         s in self.stage.hidden_pawns, s == thinking, not v["hands"][s]))
        key = (tuple(rows), tuple(v["moons"]))
        self.layers.draw(p, "seats", key, SEATS_RECT, lambda sp: self._paint_seats(sp, rows))
        cb = p.theme.colorblind
        for s, hand in enumerate(v["hands"]):
            for i, k in enumerate(hand):
                if k in self.stage.flying:
                    continue
                c = v["coins"][k]
                p.blit(art.coin(p, c["suit"], c["value"], True, HAND_R, cb), hand_pos(v, s, i),
                       anchor="center")
        if thinking is not None and 0 <= thinking < v["num_seats"]:
            r = seat_rect(v, thinking)
            dots = "." * (1 + int(t.clock * 3) % 3)
            p.text("thinking" + dots, (r.right - 12, r.y + 44), 14, p.theme.accent_hi,
                   anchor="midright")

    def _paint_seats(self, p: Any, rows: list) -> None:
        th = p.theme
        v = self.table.view
        for s, name, kind, turn, me, home, start, hidden, _thinking, empty in rows:
            r = seat_rect(v, s)
            col = self.seat_colour(p, s)
            if turn:
                p.rect(th.panel_hi, r, radius=8)
                p.rect(th.accent, r, width=2, radius=8)
            p.circle(art.SEAT_DISC, (r.x + 26, r.y + 24), 19)
            art.draw_symbol(p, self.suit(s), (r.x + 26, r.y + 24), 13, col)
            who = "you" if me and kind == "human" else ("human" if kind == "human"
                                                         else f"{kind} bot")
            # the right-hand figures first, so the name and kind fit in what is left
            home_r = p.text(f"home {home}/6", (r.right - 12, r.y + 9), 15,
                            th.good if home == 6 else th.text, True, "topright")
            start_v = "?" if hidden else art.value_word(v["moons"][int(start[1:])])
            p.text(f"start {start_v}", (r.right - 12, home_r.bottom + 2), 13, th.text_dim,
                   anchor="topright")
            room = home_r.x - 8 - (r.x + 54)
            t = p.text(clip_text(p, name, min(150, room), 17, True), (r.x + 54, r.y + 8), 17,
                       th.text, True)
            rest = home_r.x - 8 - (t.right + 8)
            # the suit and who plays, else who plays alone (the symbol shows the suit),
            # cut only as a last resort (and then whole when pointed at)
            label = f"{self.suit(s)} · {who}"
            for shorter in (who, kind if kind != "human" else who):
                if p.text_size(label, 13)[0] > rest:
                    label = shorter  # 'medium bot', then 'medium'
            if rest > 20:
                p.text(p.ellipsize(label, rest, 13),
                       (t.right + 8, t.bottom - p.line_height(13) - 2), 13, th.text_dim)
            if empty:
                p.text("empty hand", (r.x + 54, r.y + 44), 13, th.text_faint, anchor="midleft")

    def _draw_turn_panel(self, p: Any) -> None:
        t = self.table
        th = p.theme
        r = TURN_RECT
        v = t.view
        seat = t.human_to_act()
        if seat is None:
            s = v["turn"]
            if s is None:
                p.text("The race is over.", (r.x + 14, r.y + 14), 18, th.text, True)
                return
            title = (f"{t.seat_name(s)} is thinking…" if t.driver.thinking_seat == s
                     else f"{t.seat_name(s)}'s turn")
            if self.stage.hidden_pawns:
                self._draw_setup_steps(p)
                return
            p.text(clip_text(p, title, r.w - 28, 18, True), (r.x + 14, r.y + 12), 18, th.text, True)
            self._draw_mp(p, v["mp_left"], v["mp"], r.y + 44, self.seat_colour(p, s))
            p.text("Click or Space skips an animation." if t.busy() else "",
                   (r.x + 14, r.bottom - 28), 14, th.text_faint)
            return
        obs = t.game.observation(seat)
        p.text("Your turn" if not t.privacy.shared else f"{t.seat_name(seat)}, your turn",
               (r.x + 14, r.y + 12), 18, th.accent, True)
        self._draw_mp(p, obs["mp_left"], obs["mp"], r.y + 44, self.seat_colour(p, seat))
        if not t.controls.hint():
            say = "Click a lit space to move there (its cost is shown)."
            if p.text_size(say, 13)[0] > r.w - 28:  # text raised: the cost is on the space
                say = "Click a lit space to move there."
            p.text(p.ellipsize(say, r.w - 28, 13), (r.x + 14, r.y + 176), 13, th.text_dim)
        t.controls.draw(p)

    def _draw_setup_steps(self, p: Any) -> None:
        th = p.theme
        r = TURN_RECT
        p.text("Setting up the spirit wheel", (r.x + 14, r.y + 12), 18, th.text, True)
        steps = ("Stones scrambled and laid clockwise",
                 "Dice for the first player: ace high, null low",
                 "Dice for each start-and-finish moon")
        for i, text in enumerate(steps):
            y = r.y + 54 + i * 30
            done, now = i < self.stage.setup_stage, i == self.stage.setup_stage
            col = th.good if done else th.accent_hi if now else th.text_faint
            p.circle(col, (r.x + 24, y + 8), 6, 0 if done else 2)
            p.text(p.ellipsize(text, r.right - 12 - (r.x + 40), 14), (r.x + 40, y), 14,
                   th.text if now else th.text_dim)
        p.text("Click or Space skips the set-up.", (r.x + 14, r.bottom - 30), 14,
               th.text_faint)

    def _draw_mp(self, p: Any, left: int, total: int, y: float, col: tuple) -> None:
        th = p.theme
        x = TURN_RECT.x + 14
        t = p.text(f"{left}", (x, y - 4), 30, th.text, True)
        p.text(f"of {total} MP left", (t.right + 8, y + 12), 15, th.text_dim, anchor="midleft")
        px0 = TURN_RECT.x + 180
        per = min(12.0, (TURN_RECT.right - 16 - px0) / max(1, total))
        for i in range(total):
            c = (px0 + i * per + per / 2, y + 12)
            if i < left:
                p.circle(col, c, per / 2 - 1.5)
            else:
                p.circle(art.MP_SPENT, c, per / 2 - 1.5, 1.5)

    def _draw_log(self, p: Any) -> None:
        lines = self.table.log_lines
        tail = tuple(lines[-12:])
        self.layers.draw(p, "log", (len(lines), tail), LOG_RECT,
                         lambda sp: self._paint_log(sp, tail))

    def _paint_log(self, p: Any, tail: tuple) -> None:
        th = p.theme
        r = LOG_RECT
        p.text("Game log", (r.x + 14, r.y + 8), 15, th.accent, True)
        p.text("L: whole log", (r.right - 12, r.y + 10), 12, th.text_faint, anchor="topright")
        room = int((r.bottom - 8 - (r.y + 30)) // 17)
        draw_log(p, tail, (r.x + 14, r.y + 30), r.w - 28, room, size=13, step=17, rounds=False)

    def _draw_banner(self, p: Any) -> None:
        banner = self.stage.banner
        if banner is None or banner.tween.done:
            return
        text = banner.text
        th = p.theme
        k = banner.tween.progress
        alpha = min(1.0, k / 0.1) if k < 0.1 else (1.0 if k < 0.8 else max(0.0, (1 - k) / 0.2))
        col = {"good": th.good, "turn": th.accent_hi}.get(banner.tone, th.text)
        size = 17
        while size > 12 and p.text_size(text, size, True)[0] > 320:
            size -= 1
        w = round(p.text_size(text, size, True)[0]) + 36

        def paint(sp: Any) -> None:
            sp.rect((*art.BANNER_BOX, 230), (0, 0, w, 36), radius=12)
            sp.rect(col, (0, 0, w, 36), width=2, radius=12)
            sp.text(text, (w / 2, 18), size, col, True, "center")
        surf = p.cached(("mo-banner", text, col, w), (w, 36), paint)
        p.blit(surf, (art.CENTRE[0], art.CENTRE[1] + 84), anchor="center",
               alpha=int(255 * alpha))
