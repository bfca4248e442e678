"""How the Coyote Moon table looks: layout, the ring and its pieces, panels.

``MoonView`` is mixed into the table scene and only draws what the table holds:
``view`` (the observation on screen) and the animation state (stones in flight,
hopping pawns, tumbling dice, banners). Seat panels and the game log change a few
times a turn, so they are drawn once into layers and blitted each frame.
"""

from __future__ import annotations

import math
import random
from typing import Any

import pygame

from game.core import move
from scenes.anim import pulse
from scenes.tables.coyote_moon import art
from scenes.tables.drawing import clip_text, draw_fast_button, draw_log, notice_box

# ----- layout (logical 1280x720) ------------------------------------------------------------
TOP_BAR = 40
SIDE_X, SIDE_W = 912, 360
SEATS_RECT = pygame.Rect(SIDE_X, 48, SIDE_W, 268)
TURN_RECT = pygame.Rect(SIDE_X, 324, SIDE_W, 268)
LOG_RECT = pygame.Rect(SIDE_X, 600, SIDE_W, 112)
HAND_R = 12.0


class MoonView:
    """The drawing half of ``MoonTable`` (a mixin: it reads the table's state)."""

    # ----- seats --------------------------------------------------------------------------------
    def suit(self, seat: int) -> str:
        return art.SUITS[seat]

    def seat_colour(self, p: Any, seat: int) -> tuple:
        return art.suit_colour(self.suit(seat), p.theme.colorblind)

    # ----- positions ----------------------------------------------------------------------------
    def hand_pos(self, seat: int, i: int) -> tuple[float, float]:
        r = self.seat_rect(seat)
        n = len(self.view["hands"][seat]) + 1
        gap = min(27.0, (r.w - 80) / n)
        return (r.x + 66 + i * gap, r.y + 44)

    def seat_rect(self, seat: int) -> pygame.Rect:
        n = self.view["num_seats"]
        h = min(66, (SEATS_RECT.h - 8) // n)
        return pygame.Rect(SEATS_RECT.x + 6, SEATS_RECT.y + 4 + seat * h, SEATS_RECT.w - 12,
                           h - 4)

    def _lying(self) -> dict[str, list[dict]]:
        out: dict[str, list[dict]] = {}
        for c in self.view["coins"]:
            if c["space"] is not None and c["id"] not in self.hidden_coins \
                    and c["id"] not in self.flying:
                out.setdefault(c["space"], []).append(c)
        return out

    def _pawns_at(self) -> dict[str, list[int]]:
        out: dict[str, list[int]] = {}
        for s, sp in enumerate(self.view["pawns"]):
            if s not in self.hidden_pawns and s not in self.hops:
                out.setdefault(sp, []).append(s)
        return out

    def coin_pos(self, coin_id: int) -> tuple[float, float]:
        """Where a stone is drawn now (its space's slot, or its hand slot)."""
        c = self.view["coins"][coin_id]
        if c["holder"] is not None:
            hand = self.view["hands"][c["holder"]]
            return self.hand_pos(c["holder"], hand.index(coin_id) if coin_id in hand else 0)
        if c["space"] is None:
            return art.CENTRE
        here = [x for x in self.view["coins"] if x["space"] == c["space"]]
        pawns = sum(1 for s in self.view["pawns"] if s == c["space"])
        offs = art.slots(len(here), c["space"], pawns)
        i = [x["id"] for x in here].index(coin_id)
        base = art.SPACE_POS[c["space"]]
        return (base[0] + offs[i][0], base[1] + offs[i][1])

    def pawn_pos(self, seat: int, space: str | None = None) -> tuple[float, float]:
        space = space or self.view["pawns"][seat]
        there = [s for s, sp in enumerate(self.view["pawns"]) if sp == space]
        if seat not in there:
            there.append(seat)
        offs = art.pawn_slots(len(there), space)
        o = offs[there.index(seat)]
        base = art.SPACE_POS[space]
        if not space.startswith("m"):
            o = (o[0] + 5, o[1] + 12)
        return (base[0] + o[0], base[1] + o[1])

    def start_die_pos(self, seat: int) -> tuple[float, float]:
        """Each seat's die rests along the top of its start tile."""
        starts = self.view["starts"]
        c = art.SPACE_POS[starts[seat]]
        i = [s for s in range(len(starts)) if starts[s] == starts[seat]].index(seat)
        return (c[0] - 33 + i * 22, c[1] - 36)

    # ----- drawing -------------------------------------------------------------------------------
    def draw_curtain(self, p: Any) -> None:
        self._draw_board(p)

    def _draw_board(self, p: Any) -> None:
        moons = tuple(self.view["moons"])
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

    def _draw_fast_button(self, p: Any) -> None:
        """The fast-forward pill, its words fitted whole (``drawing.draw_fast_button``)."""
        draw_fast_button(p, self.FAST_RECT, self.driver.fast)

    def draw_table(self, p: Any) -> None:
        self.breath.drawn(self.clock)
        self._draw_board(p)
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
        if self.notice:
            notice_box(p, self.notice.text, (560, 34), (art.CENTRE[0], 700))

    def _draw_rest_dice(self, p: Any) -> None:
        cb = p.theme.colorblind
        for seat, face in self.rest_dice.items():
            surf = art.die_face(p, self.suit(seat), face, cb, 20)
            p.blit(surf, self.start_die_pos(seat), anchor="center")

    def _draw_highlights(self, p: Any) -> None:
        reach = self.reach()
        if not reach:
            return
        th = p.theme
        glow = self.breath.glow(self.clock, 1.6)
        seat = self.human_to_act()
        # a focused lit space (moon_controls.SpaceSpot) is a target too
        target = self.target()
        if target is not None:
            pts = [self.pawn_pos(seat)]
            key = (self._reach_key, target)
            if self._route_cache[0] != key:
                self._route_cache = (key, self.game.route(seat, target))
            for a in self._route_cache[1]:
                pts.append(art.SPACE_POS[move(a).arg])
            # the route as footsteps, marching towards the target (a moment, then still);
            # no step lands on a moon's figure (the route crosses the stones' middles)
            keep_out = self._figures(p)
            phase = (self.breath.time(self.clock) * 24) % 10
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
            p.circle((255, 214, 120, 70 if hot else 34 + int(26 * glow)), c, rad)
            p.circle(th.accent_hi if hot else th.accent, c, rad, 2.5 if hot else 2)
            bx, by = (c[0] + rad * 0.72, c[1] - rad * 0.72)
            p.circle((28, 18, 14), (bx, by), 10)
            p.circle(th.accent_hi if hot else th.accent, (bx, by), 9)
            p.text(str(cost), (bx, by), 13, th.text_on_accent, True, "center")

    def _figures(self, p: Any) -> list[pygame.FRect]:
        """Where the moons' figures are printed on the board (as ``moon_art`` draws
        them, at the real size), with a margin for a footstep's dot."""
        out = []
        for i, v in enumerate(self.view["moons"]):
            if v == "null":
                continue
            c = art.tile_centre(2 * i)
            w, h = p.text_size(art.value_label(v), 34, True)
            r = pygame.FRect(0, 0, w * 0.8 + 8, h * 0.75 + 8)
            r.center = (c[0], c[1] - 7)
            out.append(r)
        return out

    def _draw_pieces(self, p: Any) -> None:
        cb = p.theme.colorblind
        lying = self._lying()
        pawns = self._pawns_at()
        for space, coins in lying.items():
            n_here = sum(1 for s in self.view["pawns"] if s == space)
            offs = art.slots(len(coins), space, n_here)
            base = art.SPACE_POS[space]
            for c, o in zip(coins, offs, strict=False):
                surf = art.coin(p, c["suit"], c["value"], c["face_up"], art.COIN_R, cb)
                p.blit(surf, (base[0] + o[0], base[1] + o[1]), anchor="center")
        for g, pos in self.glows:
            k = g.value
            p.circle((255, 230, 150, int(160 * (1 - k))), pos, 18 + 30 * k, 3)
        order = []
        for space, seats in pawns.items():
            for s in seats:
                order.append((self.pawn_pos(s, space), s))
        for seat, (tw, a, b) in self.hops.items():
            t = tw.value
            x = a[0] + (b[0] - a[0]) * t
            y = a[1] + (b[1] - a[1]) * t - math.sin(math.pi * min(1.0, t)) * 16
            order.append(((x, y), seat))
        order.sort(key=lambda it: it[0][1])
        for (x, y), s in order:
            if s == self.driver.thinking_seat or (s == self.human_to_act() and not self.hops):
                k = pulse(self.clock, 1.2) if s == self.driver.thinking_seat \
                    else self.breath.glow(self.clock, 1.2)
                p.circle((255, 220, 140, 60 + int(80 * k)), (x, y - 2), 15 + 3 * k, 2.5)
            p.blit(art.pawn(p, self.suit(s), cb), (x, y + 4), anchor="midbottom")
        for m, pos, text, col in self.marks:
            k = m.value
            p.text(text, (pos[0] + 16, pos[1] - 24 - 18 * k), 15, col, True, "center")

    def _draw_centre(self, p: Any) -> None:
        cb = p.theme.colorblind
        if self.pile > 0:
            k = self.scramble.value if self.scramble is not None and not self.scramble.done \
                else 1.0
            rng = random.Random(int(self.clock * 20) if k < 1 else 7)
            blank = art.blank_coin(p)
            for i in range(self.pile):
                a = i * 2.4 + (rng.uniform(-0.6, 0.6) if k < 1 else 0)
                r = 6 + (i % 6) * 6
                p.blit(blank, (art.CENTRE[0] + r * math.cos(a), art.CENTRE[1] + r * math.sin(a)),
                       anchor="center")
        for piece in self.world.pieces:
            d = piece.data
            surf = art.die_face(p, self.suit(d["seat"]), d["shown"], cb)
            v = piece.body.velocity.length
            lift = min(8.0, v / 60.0)
            p.blit(surf, (piece.pos[0], piece.pos[1] - lift), anchor="center",
                   angle=piece.angle)
        for seat, (tw, a, b, face) in self.die_slides.items():
            t = tw.value
            pos = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
                   - math.sin(math.pi * t) * 30)
            size = art.DIE + (20 - art.DIE) * t
            p.blit(art.die_face(p, self.suit(seat), face, cb, round(size)), pos,
                   anchor="center")

    def _draw_flights(self, p: Any) -> None:
        cb = p.theme.colorblind
        for tw, a, b, suit, value, up0, up1 in self.flying.values():
            if not tw.started:
                continue
            t = tw.value
            x = a[0] + (b[0] - a[0]) * t
            y = a[1] + (b[1] - a[1]) * t - math.sin(math.pi * min(1.0, t)) * 24
            up = up0 if t < 0.5 else up1
            if up is None:
                surf = art.blank_coin(p)
            else:
                surf = art.coin(p, suit, value if up else None, up, art.COIN_R, cb)
            if up0 != up1:  # turning over in flight
                sx = abs(1 - 2 * t)
                w, h = surf.get_size()
                surf = pygame.transform.smoothscale(surf, (max(1, round(w * sx)), h))
            p.blit(surf, (x, y), anchor="center")

    def _draw_top(self, p: Any) -> None:
        th = p.theme
        v = self.view
        r = p.text("Coyote Moon", (16, TOP_BAR / 2), 18, th.accent, True, "midleft")
        p.text(f"Round {v['round']}", (r.right + 24, TOP_BAR / 2), 17, th.text,
               anchor="midleft")
        p.text(self.turn_text(), (SIDE_X - 16, TOP_BAR / 2), 17, th.text, True, "midright")
        if self.busy():
            p.text("click or Space: skip", (1264, TOP_BAR / 2), 14, th.text_faint,
                   anchor="midright")
        else:
            p.text("Esc: menu", (1264, TOP_BAR / 2), 14, th.text_faint, anchor="midright")

    def turn_text(self) -> str:
        v = self.view
        if v["over"]:
            w = v["winner"]
            return f"{self.seat_name(w)} wins the race!" if w is not None else "game over"
        if self.driver.thinking_seat is not None:
            return f"{self.seat_name(self.driver.thinking_seat)} is thinking…"
        if self.hidden_pawns:
            return "Setting up the spirit wheel"
        s = v["turn"]
        if s is None:
            return ""
        if s == self.privacy.private_seat and self.match.is_human(s):
            return "Your turn"
        return f"{self.seat_name(s)}'s turn"

    def _draw_seats(self, p: Any) -> None:
        v = self.view
        rows = []
        for s in range(v["num_seats"]):
            rows.append((s, self.seat_name(s), self.match.seats[s].kind, s == v["turn"],
                         s == self.privacy.private_seat, v["home"][s], v["starts"][s],
                         s in self.hidden_pawns, s == self.driver.thinking_seat,
                         not v["hands"][s]))
        key = (tuple(rows), tuple(v["moons"]))
        self.layers.draw(p, "seats", key, SEATS_RECT, lambda sp: self._paint_seats(sp, rows))
        cb = p.theme.colorblind
        for s, hand in enumerate(v["hands"]):
            for i, k in enumerate(hand):
                if k in self.flying:
                    continue
                c = v["coins"][k]
                p.blit(art.coin(p, c["suit"], c["value"], True, HAND_R, cb), self.hand_pos(s, i),
                       anchor="center")
        if self.driver.thinking_seat is not None \
                and 0 <= self.driver.thinking_seat < v["num_seats"]:
            r = self.seat_rect(self.driver.thinking_seat)
            dots = "." * (1 + int(self.clock * 3) % 3)
            p.text("thinking" + dots, (r.right - 12, r.y + 44), 14, p.theme.accent_hi,
                   anchor="midright")

    def _paint_seats(self, p: Any, rows: list) -> None:
        th = p.theme
        v = self.view
        for s, name, kind, turn, me, home, start, hidden, _thinking, empty in rows:
            r = self.seat_rect(s)
            col = self.seat_colour(p, s)
            if turn:
                p.rect(th.panel_hi, r, radius=8)
                p.rect(th.accent, r, width=2, radius=8)
            p.circle((20, 16, 26), (r.x + 26, r.y + 24), 19)
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
        th = p.theme
        r = TURN_RECT
        v = self.view
        seat = self.human_to_act()
        if seat is None:
            s = v["turn"]
            if s is None:
                p.text("The race is over.", (r.x + 14, r.y + 14), 18, th.text, True)
                return
            title = (f"{self.seat_name(s)} is thinking…" if self.driver.thinking_seat == s
                     else f"{self.seat_name(s)}'s turn")
            if self.hidden_pawns:
                self._draw_setup_steps(p)
                return
            p.text(clip_text(p, title, r.w - 28, 18, True), (r.x + 14, r.y + 12), 18, th.text, True)
            if not self.hidden_pawns:
                self._draw_mp(p, v["mp_left"], v["mp"], r.y + 44, self.seat_colour(p, s))
            p.text("Click or Space skips an animation." if self.busy() else "",
                   (r.x + 14, r.bottom - 28), 14, th.text_faint)
            return
        obs = self.game.observation(seat)
        p.text("Your turn" if not self.privacy.shared else f"{self.seat_name(seat)}, your turn",
               (r.x + 14, r.y + 12), 18, th.accent, True)
        self._draw_mp(p, obs["mp_left"], obs["mp"], r.y + 44, self.seat_colour(p, seat))
        if not self.controls.hint():
            say = "Click a lit space to move there (its cost is shown)."
            if p.text_size(say, 13)[0] > r.w - 28:  # text raised: the cost is on the space
                say = "Click a lit space to move there."
            p.text(p.ellipsize(say, r.w - 28, 13), (r.x + 14, r.y + 176), 13, th.text_dim)
        self.controls.draw(p)

    def _draw_setup_steps(self, p: Any) -> None:
        th = p.theme
        r = TURN_RECT
        p.text("Setting up the spirit wheel", (r.x + 14, r.y + 12), 18, th.text, True)
        steps = ("Stones scrambled and laid clockwise",
                 "Dice for the first player: ace high, null low",
                 "Dice for each start-and-finish moon")
        for i, text in enumerate(steps):
            y = r.y + 54 + i * 30
            done, now = i < self.setup_stage, i == self.setup_stage
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
                p.circle((90, 80, 100), c, per / 2 - 1.5, 1.5)

    def _draw_log(self, p: Any) -> None:
        tail = tuple(self.log_lines[-12:])
        self.layers.draw(p, "log", (len(self.log_lines), tail), LOG_RECT,
                    lambda sp: self._paint_log(sp, tail))

    def _paint_log(self, p: Any, tail: tuple) -> None:
        th = p.theme
        r = LOG_RECT
        p.text("Game log", (r.x + 14, r.y + 8), 15, th.accent, True)
        p.text("L: whole log", (r.right - 12, r.y + 10), 12, th.text_faint, anchor="topright")
        room = int((r.bottom - 8 - (r.y + 30)) // 17)
        draw_log(p, tail, (r.x + 14, r.y + 30), r.w - 28, room, size=13, step=17, rounds=False)

    def _draw_banner(self, p: Any) -> None:
        if self.banner is None:
            return
        text, tone, t = self.banner
        if t.done:
            return
        th = p.theme
        k = t.progress
        alpha = min(1.0, k / 0.1) if k < 0.1 else (1.0 if k < 0.8 else max(0.0, (1 - k) / 0.2))
        col = {"good": th.good, "turn": th.accent_hi}.get(tone, th.text)
        size = 17
        while size > 12 and p.text_size(text, size, True)[0] > 320:
            size -= 1
        w = round(p.text_size(text, size, True)[0]) + 36

        def paint(sp: Any) -> None:
            sp.rect((16, 12, 24, 230), (0, 0, w, 36), radius=12)
            sp.rect(col, (0, 0, w, 36), width=2, radius=12)
            sp.text(text, (w / 2, 18), size, col, True, "center")
        surf = p.cached(("mo-banner", text, col, w), (w, 36), paint)
        p.blit(surf, (art.CENTRE[0], art.CENTRE[1] + 84), anchor="center",
               alpha=int(255 * alpha))
