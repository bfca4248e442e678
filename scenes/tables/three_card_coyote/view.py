"""How the Three Card Coyote table looks: the Helena map, the seats, the private
hand, the log.

``HelenaView`` is mixed into the table scene and draws only what the table holds:
``view`` (the observation on screen, which the table sets to the right seat's view
or the public one) and the animation state (pawns on the road, things in flight,
flashes, the caption). Nothing here reads the engine's state: the private panel
shows a hand, powers and whispers only when ``view`` carries them.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.three_card_coyote.folk import FOLK, THINGS
from game.three_card_coyote.roles import ALL_ROLES, POWERS
from game.three_card_coyote.town import GRID, PLACES
from scenes.tables.drawing import draw_fast_button, draw_log, notice_box
from scenes.tables.three_card_coyote import art

# ----- layout (logical 1280x720) ----------
TOP_BAR = 40
SIDE_X, SIDE_W = 768, 504
SEATS_RECT = pygame.Rect(SIDE_X, 46, SIDE_W, 262)
PRIVATE_RECT = pygame.Rect(SIDE_X, 314, SIDE_W, 236)
LOG_RECT = pygame.Rect(SIDE_X, 556, SIDE_W, 156)
CONTROLS_RECT = pygame.Rect(8, 504, 752, 208)
HAND_CARD = (46, 64)
MINI = (20, 28)


def hour_words(hour: int | None) -> str:
    if hour is None:
        return "morning"
    if hour == 0:
        return "midnight"
    if hour == 12:
        return "noon"
    return f"{hour % 12} {'a.m.' if hour < 12 else 'p.m.'}"


def role_title(role: str | None) -> str:
    r = ALL_ROLES.get(role) if role else None
    if r is None:
        return "?"
    return r.title[4:5].upper() + r.title[5:] if r.title.startswith("the ") else r.title


def thing_name(thing: str) -> str:
    t = THINGS.get(thing)
    return t.name if t else thing


class HelenaView:
    """The drawing half of ``ThreeCardCoyoteTable`` (a mixin: it reads the table)."""

    # ----- names ----------
    def char_name(self, seat: int) -> str:
        chars = (self.view or {}).get("characters") or []
        if 0 <= seat < len(chars) and chars[seat].get("name"):
            return chars[seat]["name"]
        return self.seat_name(seat)

    def roles_text(self, seat: int) -> str:
        c = self.view["characters"][seat]
        have = [role_title(c[k]) for k in ("deity", "human") if c.get(k)]
        return " & ".join(have) if have else "drafting"

    # ----- positions ----------
    def pawns_at(self, place: str) -> list[int]:
        chars = self.view["characters"]
        return [s for s, c in enumerate(chars) if c["place"] == place]

    def pawn_pos(self, seat: int, place: str | None = None) -> tuple[float, float]:
        place = place or self.view["characters"][seat]["place"]
        here = self.pawns_at(place)
        if seat not in here:
            here = sorted([*here, seat])
        return art.pawn_slot(place, here.index(seat), len(here))

    def seat_rect(self, seat: int) -> pygame.Rect:
        n = len(self.view["characters"])
        h = min(64, (SEATS_RECT.h - 8) // max(1, n))
        return pygame.Rect(SEATS_RECT.x + 6, SEATS_RECT.y + 4 + seat * h, SEATS_RECT.w - 12,
                           h - 3)

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """Where things fly to and from a seat's panel row."""
        r = self.seat_rect(seat)
        return (r.x + 284, r.y + 2 + MINI[1] / 2)  # the first played-card slot

    # ----- the frame ----------
    def draw_curtain(self, p: Any) -> None:
        p.fill(p.theme.bg)
        self._draw_map_base(p)

    def _draw_fast_button(self, p: Any) -> None:
        """The fast-forward pill, its words fitted whole (``drawing.draw_fast_button``)."""
        draw_fast_button(p, self.FAST_RECT, self.driver.fast)

    def draw_table(self, p: Any) -> None:
        p.fill(p.theme.bg)
        self._draw_map_base(p)
        self._draw_map_live(p)
        self._draw_top(p)
        self._draw_panels(p)
        self._draw_layered(p)
        self.controls.draw(p)
        self._draw_flights(p)
        self._draw_caption(p)
        self._draw_banner(p)
        self._draw_hover(p)
        if self.notice:
            notice_box(p, self.notice.text, (640, 34), (art.MAP.centerx, art.MAP.bottom - 24))

    def _draw_map_base(self, p: Any) -> None:
        th = p.theme

        door = self._door_place()

        def paint(sp: Any) -> None:
            art.paint_map(sp)
            for row in GRID:
                for place in row:
                    art.place_label(sp, place, th.text, place == door)
        self.layers.draw(p, "map", ("helena", door), art.MAP, paint)

    def _door_place(self) -> str | None:
        """Where the Door stands on the map (unlocked, or shown once the night is over)."""
        v = self.view
        return v.get("unlocked") or (v.get("secrets") or {}).get("door") or None

    def _draw_layered(self, p: Any) -> None:
        """The seats, the private panel and the log change a few times a beat: each is
        drawn once per change into a layer, then only blitted."""
        v = self.view
        seats_key = (repr(v["characters"]), self.active_seat(), self.driver.thinking_seat,
                     len(self.match.seats))
        self.layers.draw(p, "seats", seats_key, SEATS_RECT, self._draw_seats)
        note = self.controls.focus_note() if self.controls is not None else ""
        private_key = repr([v.get(k) for k in ("seat", "phase", "hand", "unplayed", "down",
                                                "knowledge", "whispers", "window", "over",
                                                "secrets", "winner", "draws")]) + note
        if v.get("seat") is not None:
            private_key += repr(v["characters"][v["seat"]]["powers"])
        if v.get("phase") == "name":
            private_key += repr([self.roles_text(s) for s in range(len(v["characters"]))])
        self.layers.draw(p, "private", private_key, PRIVATE_RECT, self._draw_private)
        log_key = (len(self.log_lines), self.log_lines[-1] if self.log_lines else "")
        self.layers.draw(p, "log", log_key, LOG_RECT, self._draw_log)

    def _draw_panels(self, p: Any) -> None:
        th = p.theme
        for r in (SEATS_RECT, PRIVATE_RECT, LOG_RECT, CONTROLS_RECT):
            p.rect(th.panel, r, radius=10)
            p.rect(th.panel_edge, r, width=1, radius=10)

    # ----- the map's moving parts ----------
    def _draw_map_live(self, p: Any) -> None:
        v = self.view
        th = p.theme
        self.breath.drawn(self.clock)
        glow = round(self.glow(1.4) * 6) / 6  # a few steps: translucent fills cache
        for place in self.target_places():
            r = art.cell(place)
            hot = place == self.hover_place
            p.rect((*art.LIT, 60 if hot else 24 + int(24 * glow)), r, radius=8)
            p.rect(th.accent_hi if hot else th.accent, r, width=2.5 if hot else 2, radius=8)
        if v.get("unlocked"):
            art.door(p, v["unlocked"], glow)
        elif (v.get("secrets") or {}).get("door"):  # the night is over: where it stood
            art.door(p, v["secrets"]["door"], 0.0)
        lying = {t: pl for t, pl in (v.get("lying") or {}).items()
                 if t not in self.hidden_things}
        folk = v.get("folk") or {}
        # the things lying about and the folk change a few times a night: one layer
        self.layers.draw(p, "pieces", (repr(lying), repr(folk)), art.MAP,
                         lambda sp: self._paint_pieces(sp, lying, folk))
        for fx in self.flashes:
            tw, pos, tone = fx
            k = tw.value
            p.circle((*art.flash_colour(th, tone), int(200 * (1 - k))), pos, 12 + 30 * k, 3)
        turn = self.active_seat()
        chars = v["characters"]
        for s, c in enumerate(chars):
            if s in self.hops:
                continue
            pos = self.pawn_pos(s)
            art.pawn(p, pos, th.seat(s), s + 1, c["mounted"], c["out"],
                     self.glow(1.2) if s == turn else 0.0)
        for s, (tw, a, b) in self.hops.items():
            t = tw.value
            pos = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t - 14 * (4 * t * (1 - t)))
            art.pawn(p, pos, th.seat(s), s + 1, chars[s]["mounted"], chars[s]["out"])

    @staticmethod
    def _paint_pieces(p: Any, lying: dict[str, str], folk: dict[str, dict]) -> None:
        at: dict[str, list[str]] = {}
        for t, place in lying.items():
            at.setdefault(place, []).append(t)
        for place, things in at.items():
            for i, t in enumerate(things[:8]):
                art.thing(p, art.thing_slot(place, i), art.thing_kind(t))
        by_place: dict[str, list[str]] = {}
        for fid in FOLK:
            by_place.setdefault(FOLK[fid].place, []).append(fid)
        for place, fids in by_place.items():
            for i, fid in enumerate(fids):
                st = folk.get(fid, {})
                art.person(p, art.folk_slot(place, i), st.get("down", False),
                           bool(st.get("hostile")))

    def active_seat(self) -> int | None:
        v = self.view
        if v.get("turn") is not None:
            return v["turn"]
        w = v.get("window")
        if w:
            return w.get("actor")
        return None

    def _draw_flights(self, p: Any) -> None:
        for piece in self.world.pieces:  # chips thrown down, sliding or at rest
            art.chip(p, piece.pos, 8)
        for tw, a, b, kind, data in self.flying:
            if not tw.started:
                continue
            t = tw.value
            pos = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t - 30 * (4 * t * (1 - t)))
            if kind == "chip":
                art.chip(p, pos, 8)
            elif kind == "card":
                r = pygame.Rect(0, 0, *art.card_size(p, MINI))
                r.center = pos
                art.card(p, r, data)
            else:
                art.thing(p, pos, kind, 1.6)

    def _draw_caption(self, p: Any) -> None:
        """Coyote's line for the moment being shown: in the controls strip, which has
        nothing to offer while the table plays a moment out (over the map's foot when
        it has)."""
        if self.caption is None:
            return
        text, tw = self.caption
        if tw.done:
            return
        th = p.theme
        size = 18
        lh = p.line_height(size) + 2
        if self.controls is None or self.controls.waiting:
            c = CONTROLS_RECT
            room = max(1, int((c.bottom - 10 - (c.y + 50) - 14) // lh))
            lines = p.wrap(text, c.w - 48, size)[:room]
            r = pygame.Rect(c.x + 12, c.y + 50, c.w - 24, lh * len(lines) + 14)
        else:
            w = art.MAP.w - 40
            lines = p.wrap(text, w - 24, size)[:3]
            r = pygame.Rect(0, 0, w, lh * len(lines) + 14)
            r.midbottom = (art.MAP.centerx, art.MAP.bottom - 8)
        p.rect((*art.BOX, 232), r, radius=10)
        p.rect(th.accent, r, width=1.5, radius=10)
        y = r.y + 7
        for line in lines:
            p.text(line, (r.x + 12, y), size, th.text)
            y += lh

    def _draw_banner(self, p: Any) -> None:
        """A big moment (the Showdown, the Door, midnight, the claim) across the map."""
        if self.banner is None:
            return
        text, tone, tw = self.banner
        if tw.done:
            return
        th = p.theme
        col = {"good": th.good, "bad": th.bad}.get(tone, th.accent_hi)
        w = min(art.MAP.w - 40, p.text_size(text, 34, True)[0] + 60)
        r = pygame.Rect(0, 0, w, 64)
        r.center = (art.MAP.centerx, art.MAP.y + art.MAP.h * 0.42)
        p.rect((*art.BANNER_BOX, 235), r, radius=14)
        p.rect(col, r, width=2, radius=14)
        p.text(p.ellipsize(text, r.w - 30, 34, True), r.center, 34, col, True, "center")

    def _draw_hover(self, p: Any) -> None:
        """A note on the place or the seat row under the mouse: who and what is there,
        or the whole of what a row shortens."""
        seat = getattr(self, "hover_seat", None)
        if seat is not None and 0 <= seat < len(self.view.get("characters") or []):
            row = self.seat_rect(seat)
            self._one_box(p, row)
            self._draw_note(p, self.seat_notes(seat),
                            lambda r: setattr(r, "topright", (row.x - 6, row.y)),
                            pygame.Rect(0, 0, 1280, 720))
            return
        place = self.hover_place
        if place is None or self.hops or self.banner is not None or (
                self.caption is not None and not self.caption[1].done):
            return
        c = art.cell(place)

        def beside(r: pygame.Rect) -> None:
            r.topleft = (c.right - 10, c.y + 10)
            r.clamp_ip(art.MAP)
            if r.colliderect(c) and c.x - r.w - 4 >= art.MAP.x:
                r.right = c.x + 10
        self._one_box(p, c)
        self._draw_note(p, self.place_notes(place), beside, art.MAP)

    @staticmethod
    def _one_box(p: Any, area: pygame.Rect) -> None:
        """The note on ``area`` says its shortened labels whole: the painter's own tip box
        for them would open a second box over the note, so it is left out."""
        if p.tips:
            real = p.real_rect(area)
            p.tips[:] = [t for t in p.tips if not real.contains(t[0])]

    def _draw_note(self, p: Any, lines: list[str], place: Any, within: pygame.Rect) -> None:
        """A small box of ``lines`` (the first in bold), set by ``place(rect)``."""
        th = p.theme
        w = 300
        wrapped = [(i, row) for i, line in enumerate(lines)
                   for row in p.wrap(line, w - 20, 15)][:8]
        lh = p.line_height(15) + 1
        r = pygame.Rect(0, 0, w, lh * len(wrapped) + 12)
        place(r)
        r.clamp_ip(within)
        p.rect((*art.BOX, 240), r, radius=8)
        p.rect(th.panel_edge, r, width=1, radius=8)
        y = r.y + 6
        for i, line in wrapped:
            p.text(line, (r.x + 10, y), 15, th.text if i == 0 else th.text_dim, i == 0)
            y += lh

    def seat_at(self, pos: tuple[float, float]) -> int | None:
        for s in range(len(self.view.get("characters") or [])):
            if self.seat_rect(s).collidepoint(pos):
                return s
        return None

    def seat_notes(self, seat: int) -> list[str]:
        """A seat row in full, from the view (the row itself shortens it at small sizes)."""
        c = self.view["characters"][seat]
        out = [f"{self.char_name(seat)} ({self.seat_name(seat)})", self.roles_text(seat)]
        powers = [POWERS[k].label for k in c.get("powers") or [] if k in POWERS]
        if powers:
            out.append("Powers: " + ", ".join(powers))
        out.append(f"Chips {c['chips']} · wounds {c['wounds']} of {c['max_wounds']} · "
                   f"heat {c['heat']}")
        if c.get("holds"):
            out.append("Carries: " + ", ".join(thing_name(t) for t in c["holds"]))
        return out

    def place_notes(self, place: str) -> list[str]:
        """What the view shows of ``place``, in words (for the hover note)."""
        v = self.view
        out = [PLACES[place]]
        names = [self.char_name(s) for s in self.pawns_at(place)]
        if names:
            out.append("Here: " + ", ".join(names))
        folk = v.get("folk") or {}
        people = []
        for fid, f in FOLK.items():
            if f.place != place:
                continue
            st = folk.get(fid, {})
            word = f.name + (" (down)" if st.get("down") else "")
            if st.get("hostile"):
                word += " (hostile to " + ", ".join(self.char_name(t)
                                                    for t in st["hostile"]) + ")"
            people.append(word)
        if people:
            out.append("Folk: " + ", ".join(people))
        lying = [thing_name(t) for t, pl in (v.get("lying") or {}).items() if pl == place]
        if lying:
            out.append("Lying here: " + ", ".join(lying))
        if v.get("unlocked") == place:
            out.append("The Door stands open here.")
        return out

    # ----- the top bar ----------
    def _draw_top(self, p: Any) -> None:
        th = p.theme
        v = self.view
        p.rect(th.panel, (0, 0, 1280, TOP_BAR))
        p.line(th.panel_edge, (0, TOP_BAR), (1280, TOP_BAR), 1)
        y = TOP_BAR / 2
        x = 14
        if v.get("round"):
            left = max(0, v["hours"] - v["round"])
            clock = f"{hour_words(v.get('hour'))}, hour {v['round']} of {v['hours']}"
            clock += "  ·  last hour" if left == 0 else f"  ·  {left} to midnight"
        else:
            clock = "Helena, October 31, 1864"
        r = p.text(clock, (x, y), 17, th.text, True, "midleft")
        x = r.right + 22
        r = p.text(f"Town: {v.get('mood_word', 'calm')}", (x, y), 17, th.text_dim,
                   anchor="midleft")
        x = r.right + 8
        mood = v.get("mood", 0)
        for k in range(6):
            col = th.bad if k < mood else art.PIP_OFF
            p.rect(col, (x + k * 9, y - 6, 7, 12), radius=2)
        x += 6 * 9 + 16
        if self.town_card:
            r = p.text("Town card", (x, y), 15, th.text_dim, anchor="midleft")
            cw, chh = art.card_size(p, (20, 28))
            cr = pygame.Rect(r.right + 6, y - chh / 2, cw, chh)
            art.card(p, cr, self.town_card)
            x = cr.right + 18
        if v.get("showdown"):
            r = p.text("SHOWDOWN", (x, y), 17, th.bad, True, "midleft")
            x = r.right + 18
        who = self.beat_text()
        if who:
            room = 1280 - 12 - x
            if room > 60:
                p.text(p.ellipsize(who, room, 16), (1268, y), 16, th.accent_hi, True,
                       "midright")

    def beat_text(self) -> str:
        v = self.view
        if v.get("over"):
            return "The night is over"
        if v.get("phase") == "draft":
            return "The draft"
        if v.get("phase") == "name":
            return "Naming the characters"
        w = v.get("window")
        if w:
            return f"{self.char_name(w['actor'])}: {w['kind']}"
        if v.get("turn") is not None:
            return f"Beat {v['beat']} of 3: {self.char_name(v['turn'])}"
        return ""

    # ----- seats ----------
    def _draw_seats(self, p: Any) -> None:
        th = p.theme
        v = self.view
        active = self.active_seat()
        for s, c in enumerate(v["characters"]):
            r = self.seat_rect(s)
            if s == active or s == self.driver.thinking_seat:
                p.rect(th.panel_hi, r, radius=8)
                p.rect(th.accent, r, width=1.5, radius=8)
            p.circle(th.seat(s), (r.x + 12, r.y + 13), 8)
            p.text(str(s + 1), (r.x + 12, r.y + 13), 12, art.SEAT_INK, True, "center")
            name = self.char_name(s)
            label = f"{name} · {self.roles_text(s)}"
            if c["out"]:
                label = f"{name} · knocked out"
            # the played cards hold their rank and suit at the real size: where they grow
            # (a small window), the name gives way (shortened, whole when pointed at)
            # (only a row with cards face up: the others keep their names whole); the
            # slots end where they always do, so the columns after them stay in line
            mini = MINI
            if any(c["played"]):
                mini = art.card_size(p, MINI, r.h - 4 - p.text_size("Ag", 13)[1] - 3)
            grow = 3 * (mini[0] - MINI[0])
            head = p.text(p.ellipsize(label, 240 - grow, 15), (r.x + 26, r.y + 1), 15,
                          th.text if not c["out"] else th.text_faint)
            # the cards played this round: face up, or a back for one played face down
            x = r.x + 274 - grow
            for k in range(3):
                played = c["played"]
                cr = pygame.Rect(x + k * (mini[0] + 4), r.y + 2, *mini)
                if k < len(played):
                    art.card(p, cr, played[k])
                elif k < len(played) + c["cards_left"]:
                    p.rect(art.CARD_SLOT, cr, radius=4)
                    p.rect(art.CARD_SLOT_EDGE, cr, width=1, radius=4)
            x += 3 * (mini[0] + 4) + 8
            art.chip(p, (x + 7, r.y + 16), 7)
            p.text(str(c["chips"]), (x + 18, r.y + 16), 14, th.text, True, "midleft")
            x += 44
            for k in range(c["max_wounds"]):
                art.wound(p, (x + 6 + k * 13, r.y + 16), k < c["wounds"])
            x += 4 * 13 + 10
            p.polygon(th.bad if c["heat"] else art.HEAT_OFF,
                      [(x + 5, r.y + 8), (x + 10, r.y + 18), (x + 5, r.y + 24), (x, r.y + 18)])
            p.text(str(c["heat"]), (x + 14, r.y + 16), 14, th.text_dim, True, "midleft")
            # a second row: where the character is, on horseback or not, what it carries
            # (only where it clears the first row; beside the cards when it would meet them)
            line_top = r.bottom - 1 - p.text_size("Ag", 13)[1]
            if line_top >= head.bottom:
                where = PLACES.get(c["place"], c["place"])
                bits = [where] + (["on horseback"] if c["mounted"] else []) + \
                    (["folded"] if c["folded"] else [])
                if c.get("fighting"):
                    bits.append("fighting " + ", ".join(self.char_name(t)
                                                        for t in c["fighting"]))
                if c["holds"]:
                    bits.append("carries " + ", ".join(thing_name(t) for t in c["holds"]))
                room = r.w - 34 if line_top >= r.y + 3 + mini[1] else 274 - grow - 26 - 8
                p.text(p.ellipsize(" · ".join(bits), room, 13), (r.x + 26, r.bottom - 1),
                       13, th.text_dim, anchor="bottomleft")
            else:
                for i, t in enumerate(c["holds"][:10]):
                    art.thing(p, (r.x + 200 + i * 14, r.y + r.h - 7), art.thing_kind(t))

    # ----- the private panel ----------
    def _draw_private(self, p: Any) -> None:
        th = p.theme
        v = self.view
        r = PRIVATE_RECT
        x0, y = r.x + 12, r.y + 8
        if v.get("hand") is None or v.get("phase") in ("draft", "name") or v.get("over") or (
                self.controls is not None and self.controls.focus_note()):
            self._draw_public_panel(p)
            return
        me = v["seat"]
        head = p.text(p.ellipsize(f"{self.char_name(me)}: your eyes only", r.w - 24, 16),
                      (x0, y), 16, th.accent_hi, True)
        y = head.bottom + 6
        down = set(v.get("down") or [])
        unplayed = set(v.get("unplayed") or [])
        for i, card in enumerate(v["hand"]):
            cr = pygame.Rect(x0 + i * (HAND_CARD[0] + 8), y, *HAND_CARD)
            art.card(p, cr, card, dim=card not in unplayed, mark="down" if card in down else "")
        x = x0 + 3 * (HAND_CARD[0] + 8) + 8
        yy = y
        powers = self.view["characters"][me]["powers"]
        for pid in powers:
            pw = POWERS.get(pid)
            label = pw.label if pw else pid
            rr = p.text(p.ellipsize(label, r.right - 12 - x, 15), (x, yy), 15, th.text)
            yy = rr.bottom + 2
        y = max(y + HAND_CARD[1], yy) + 6
        for line in self.secret_lines():
            if y + p.line_height(15) > r.bottom - 4:
                break
            rr = p.text(p.ellipsize(line, r.w - 24, 15), (x0, y), 15, th.text_dim)
            y = rr.bottom + 2

    def visible_faces(self) -> dict[int, list[str]]:
        """The faces of hidden cards this frame shows, by seat: the private hand (and a
        hand dealt face up in flight); what the pass-and-play check looks at."""
        v = self.view
        out: dict[int, list[str]] = {}
        if v.get("hand") and v.get("phase") not in ("draft", "name"):
            out[v["seat"]] = list(v["hand"])
        return out

    def secret_lines(self) -> list[str]:
        """What the seat on screen has learnt: the secrets narrowed down, the latest
        whispers first."""
        v = self.view
        kn = v.get("knowledge") or {}
        parts = []
        for kind, word in (("door", "Door"), ("key", "Key"), ("lantern", "Lantern")):
            left = kn.get(kind) or []
            if len(left) == 1:
                name = PLACES.get(left[0]) if kind == "door" else thing_name(left[0])
                parts.append(f"{word}: {name}")
            else:
                parts.append(f"{word}: {len(left)} left")
        lines = [" · ".join(parts)]
        for w in reversed(v.get("whispers") or []):
            if "search" in w:
                found = w.get("found") or {}
                what = []
                if "door" in found:
                    what.append("the Door")
                for kind in ("key", "lantern"):
                    if kind in found:
                        what.append(f"the {kind.title()} ({thing_name(found[kind]['thing'])})")
                lines.append(f"Searched {PLACES.get(w['search'], w['search'])}: "
                             + (", ".join(what) if what else "nothing"))
            elif "clue" in w:
                item = w.get("item")
                name = PLACES.get(item, item) if w["clue"] == "door" else thing_name(item)
                lines.append(f"{art.folk_name(w.get('folk'))}: the {w['clue']} is not {name}")
        return lines

    def _draw_public_panel(self, p: Any) -> None:
        th = p.theme
        r = PRIVATE_RECT
        v = self.view
        x0, y = r.x + 12, r.y + 8
        lines: list[tuple[str, Any]] = []
        focus = self.controls.focus_note() if self.controls is not None else ""
        if focus:
            lines.append((focus, th.text))
        elif v.get("over"):
            won = v.get("winner")
            lines.append((f"{self.char_name(won)} claims the power." if won is not None else
                          "Nobody claimed the power: Coyote keeps it.", th.accent_hi))
            sec = v.get("secrets") or {}
            if sec:
                lines.append((f"The Door stood in {PLACES.get(sec['door'], sec['door'])}; the "
                              f"Key was the {thing_name(sec['key'])}; the Lantern, the "
                              f"{thing_name(sec['lantern'])}.", th.text))
        elif v.get("phase") == "draft":
            lines.append(("The draft: the highest card picks a role first.", th.text))
            draws = v.get("draws") or {}
            lines.append(("  ·  ".join(f"{self.seat_name(int(s))} drew {c.split('-')[0]}"
                                       for s, c in draws.items()), th.text_dim))
        elif v.get("phase") == "name":
            lines.append(("Each player names a character from the four Coyote offers.",
                          th.text))
            for s in range(len(v["characters"])):
                lines.append((f"{self.seat_name(s)}: {self.roles_text(s)}", th.text_dim))
        else:
            w = v.get("window")
            if w:
                what = f"{self.char_name(w['actor'])}: {w['action']}"
                lines.append((what + (" (raised with a chip)" if w.get("chip") else ""),
                              th.text))
                waiting = [self.char_name(s) for s in w["seats"] if s not in w["answered"]]
                if waiting:
                    lines.append(("Waiting for " + ", ".join(waiting), th.text_dim))
            lines.append(("Hands, powers and whispers show only to their player.",
                          th.text_faint))
            lines.append(("On the map, a key is a thing of the Key table, a flame one of the "
                          "Lantern table; point at a place to read who and what is there.",
                          th.text_faint))
        for text, col in lines:
            for row in p.wrap(text, r.w - 24, 15):
                if y + p.line_height(15) > r.bottom - 4:
                    return
                rr = p.text(row, (x0, y), 15, col)
                y = rr.bottom + 2
            y += 4

    # ----- the log ----------
    def _draw_log(self, p: Any) -> None:
        th = p.theme
        r = LOG_RECT
        head = p.text("Coyote tells it  (L: the whole log)", (r.x + 12, r.y + 6), 14,
                      th.text_faint)
        room = int((r.bottom - head.bottom - 8) // 19)
        draw_log(p, self.log_lines, (r.x + 12, head.bottom + 4), r.w - 24, room)
