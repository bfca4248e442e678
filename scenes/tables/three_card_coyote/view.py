"""How the Three Card Coyote table looks: the Helena map, the seats, the private
hand, the log.

``HelenaView`` is an object the table holds. It draws two things only: ``obs``, the
observation on screen (which the table sets to the right seat's view or the public
one), and ``stage``, the animation state (pawns on the road, things in flight,
flashes, the caption). Nothing here reads the engine's state: the private panel
shows a hand, powers and whispers, and the map the viewer's own marks (places and
objects it has ruled out) and its deduction sheet, only when the observation carries
that seat's knowledge. The side panels and the top bar are drawn in ``panels``, the
sheet in ``sheet_panel``.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.three_card_coyote.folk import FOLK
from game.three_card_coyote.roles import POWERS
from game.three_card_coyote.town import GRID, PLACES
from scenes.anim import pulse
from scenes.tables.drawing import Layers, notice_box
from scenes.tables.three_card_coyote import art, panels, rumours, sheet_panel
from scenes.tables.three_card_coyote.layout import (
    CONTROLS_RECT,
    LOG_RECT,
    MINI,
    PRIVATE_RECT,
    SEATS_RECT,
)
from scenes.tables.three_card_coyote.panels import role_title, thing_name
from scenes.tables.three_card_coyote.stage import Stage


class HelenaView:
    """The table's picture, drawn from the observation on screen and the stage."""

    def __init__(self, table: Any, stage: Stage) -> None:
        """``table``: what the picture reads beside the observation: its seats' names,
        controls, log, notice and the driver's thinking seat."""
        self.table = table
        self.stage = stage
        self.layers = Layers()  # the parts that change a few times a beat, cached
        self._sheet: tuple[Any, Any] = (None, None)  # (the observation, its sheet)
        self.hand_rects: dict[str, pygame.Rect] = {}  # the private hand's cards, as drawn
        self.note_rect = pygame.Rect(0, 0, 0, 0)  # the whisper's note on the map, as drawn

    @property
    def obs(self) -> dict:
        """The observation on screen."""
        return self.table.view

    def sheet(self) -> Any:
        """The deduction sheet of the seat whose view is on screen (None: the public
        view holds nobody's)."""
        if self._sheet[0] is not self.obs:
            self._sheet = (self.obs, sheet_panel.build(self.obs))
        return self._sheet[1]

    # ----- names ----------
    def char_name(self, seat: int) -> str:
        chars = (self.obs or {}).get("characters") or []
        if 0 <= seat < len(chars) and chars[seat].get("name"):
            return chars[seat]["name"]
        return self.table.seat_name(seat)

    def roles_text(self, seat: int) -> str:
        c = self.obs["characters"][seat]
        have = [role_title(c[k]) for k in ("deity", "human") if c.get(k)]
        return " & ".join(have) if have else "drafting"

    # ----- positions ----------
    def pawns_at(self, place: str) -> list[int]:
        chars = self.obs["characters"]
        return [s for s, c in enumerate(chars) if c["place"] == place]

    def pawn_pos(self, seat: int, place: str | None = None) -> tuple[float, float]:
        place = place or self.obs["characters"][seat]["place"]
        here = self.pawns_at(place)
        if seat not in here:
            here = sorted([*here, seat])
        return art.pawn_slot(place, here.index(seat), len(here))

    def seat_rect(self, seat: int) -> pygame.Rect:
        n = len(self.obs["characters"])
        h = min(64, (SEATS_RECT.h - 8) // max(1, n))
        return pygame.Rect(SEATS_RECT.x + 6, SEATS_RECT.y + 4 + seat * h, SEATS_RECT.w - 12,
                           h - 3)

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """Where things fly to and from a seat's panel row."""
        r = self.seat_rect(seat)
        return (r.x + 284, r.y + 2 + MINI[1] / 2)  # the first played-card slot

    # ----- the frame ----------
    def draw_curtain(self, p: Any) -> None:
        """Behind a pass gate: the bare map, nothing of anyone's."""
        p.fill(p.theme.bg)
        self._draw_map_base(p)

    def draw(self, p: Any) -> None:
        p.fill(p.theme.bg)
        sheet = self.sheet()
        if sheet is not None and self.table.sheet.open:  # in the map's place
            self.table.sheet.draw(p, sheet, panels.secret_lines(self.obs)[1:])
        else:
            self._draw_map_base(p)
            rumours.draw(self, p)  # the town's talk, under the pawns
            self._draw_map_live(p)
        panels.top_bar(self, p)
        self._draw_panels(p)
        self._draw_layered(p)
        self.table.controls.draw(p)
        self._draw_flights(p)
        self._draw_caption(p)
        self._draw_banner(p)
        self._draw_hover(p)
        if self.table.whisper_note and not self.table.sheet.open:
            self._draw_whisper_note(p, self.table.whisper_note)
        if self.table.notice:
            notice_box(p, self.table.notice.text, (640, 34), (art.MAP.centerx, art.MAP.bottom - 24))

    def _draw_map_base(self, p: Any) -> None:
        th = p.theme

        door = self._door_place()
        sheet = self.sheet()
        out = sorted(sheet.ruled_out("door")) if sheet is not None else []

        def paint(sp: Any) -> None:
            art.paint_map(sp)
            sheet_panel.mark_places(sp, out)  # the viewer's own: under the names, dimmed
            for row in GRID:
                for place in row:
                    art.place_label(sp, place, th.text_faint if place in out else th.text,
                                    place == door)
        self.layers.draw(p, "map", ("helena", door, *out), art.MAP, paint)

    def _door_place(self) -> str | None:
        """Where the Door stands on the map (unlocked, or shown once the night is over)."""
        v = self.obs
        return v.get("unlocked") or (v.get("secrets") or {}).get("door") or None

    def _draw_layered(self, p: Any) -> None:
        """The seats, the private panel and the log change a few times a beat: each is
        drawn once per change into a layer, then only blitted."""
        v = self.obs
        t = self.table
        seats_key = (repr(v["characters"]), self.active_seat(), t.driver.thinking_seat,
                     len(t.match.seats))
        self.layers.draw(p, "seats", seats_key, SEATS_RECT, lambda sp: panels.seats(self, sp))
        note = self.table.controls.focus_note() if self.table.controls is not None else ""
        private_key = repr([v.get(k) for k in ("seat", "phase", "hand", "unplayed", "down",
                                                "knowledge", "whispers", "window", "over",
                                                "secrets", "winner", "draws")]) + note
        c = self.table.controls
        private_key += repr((c.chosen_card() if c is not None else None, t.sheet.open))
        if v.get("seat") is not None:
            private_key += repr(v["characters"][v["seat"]]["powers"])
        if v.get("phase") == "name":
            private_key += repr([self.roles_text(s) for s in range(len(v["characters"]))])
        self.layers.draw(p, "private", private_key, PRIVATE_RECT,
                         lambda sp: panels.private(self, sp))
        log_key = (len(t.log_lines), t.log_lines[-1] if t.log_lines else "")
        self.layers.draw(p, "log", log_key, LOG_RECT, lambda sp: panels.game_log(self, sp))

    def _draw_panels(self, p: Any) -> None:
        th = p.theme
        for r in (SEATS_RECT, PRIVATE_RECT, LOG_RECT, CONTROLS_RECT):
            p.rect(th.panel, r, radius=10)
            p.rect(th.panel_edge, r, width=1, radius=10)

    # ----- the map's moving parts ----------
    def glow(self, period: float = 1.4) -> float:
        """The breathing glow of what is lit: still while nobody decides (a bot's turn
        moves every frame anyway, so its pawn's ring follows the clock)."""
        t = self.table
        if t.breath.key is None and t.driver.thinking_seat is not None:
            return pulse(t.clock, period)
        return t.breath.glow(t.clock, period)

    def _draw_map_live(self, p: Any) -> None:
        v = self.obs
        th = p.theme
        self.table.breath.drawn(self.table.clock)
        glow = round(self.glow(1.4) * 6) / 6  # a few steps: translucent fills cache
        for place in self.table.target_places():
            r = art.cell(place)
            hot = place == self.stage.hover_place
            p.rect((*art.LIT, 60 if hot else 24 + int(24 * glow)), r, radius=8)
            p.rect(th.accent_hi if hot else th.accent, r, width=2.5 if hot else 2, radius=8)
        if v.get("unlocked"):
            art.door(p, v["unlocked"], glow)
        elif (v.get("secrets") or {}).get("door"):  # the night is over: where it stood
            art.door(p, v["secrets"]["door"], 0.0)
        sheet = self.sheet()
        out = sheet.ruled_out("key") | sheet.ruled_out("lantern") if sheet else set()
        lying = {t: pl for t, pl in (v.get("lying") or {}).items()
                 if t not in self.stage.hidden_things}
        folk = v.get("folk") or {}
        # the things lying about and the folk change a few times a night: one layer
        self.layers.draw(p, "pieces", (repr(lying), repr(folk), sorted(out)), art.MAP,
                         lambda sp: self._paint_pieces(sp, lying, folk, out))
        for fx in self.stage.flashes:
            k = fx.tween.value
            p.circle((*art.flash_colour(th, fx.tone), int(200 * (1 - k))), fx.pos,
                     12 + 30 * k, 3)
        turn = self.active_seat()
        chars = v["characters"]
        for s, c in enumerate(chars):
            if s in self.stage.hops:
                continue
            pos = self.pawn_pos(s)
            art.pawn(p, pos, th.seat(s), s + 1, c["mounted"], c["out"],
                     self.glow(1.2) if s == turn else 0.0)
        for s, hop in self.stage.hops.items():
            t, (a, b) = hop.tween.value, (hop.start, hop.end)
            pos = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t - 14 * (4 * t * (1 - t)))
            art.pawn(p, pos, th.seat(s), s + 1, chars[s]["mounted"], chars[s]["out"])

    @staticmethod
    def _paint_pieces(p: Any, lying: dict[str, str], folk: dict[str, dict],
                      out: set[str]) -> None:
        """The objects lying about (crossed where the viewer ruled them out) and the folk."""
        at: dict[str, list[str]] = {}
        for t, place in lying.items():
            at.setdefault(place, []).append(t)
        for place, things in at.items():
            for i, t in enumerate(things[:8]):
                art.thing(p, art.thing_slot(place, i), art.thing_kind(t))
                if t in out:
                    sheet_panel.mark_thing(p, art.thing_slot(place, i))
        by_place: dict[str, list[str]] = {}
        for fid in FOLK:
            by_place.setdefault(FOLK[fid].place, []).append(fid)
        for place, fids in by_place.items():
            for i, fid in enumerate(fids):
                st = folk.get(fid, {})
                art.person(p, art.folk_slot(place, i), st.get("down", False),
                           bool(st.get("hostile")))

    def active_seat(self) -> int | None:
        v = self.obs
        if v.get("turn") is not None:
            return v["turn"]
        w = v.get("window")
        if w:
            return w.get("actor")
        return None

    def _draw_flights(self, p: Any) -> None:
        for piece in self.table.world.pieces:  # chips thrown down, sliding or at rest
            art.chip(p, piece.pos, 8)
        for f in self.stage.flying:
            if not f.tween.started:
                continue
            t, (a, b) = f.tween.value, (f.start, f.end)
            pos = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t - 30 * (4 * t * (1 - t)))
            if f.kind == "chip":
                art.chip(p, pos, 8)
            elif f.kind == "card":
                r = pygame.Rect(0, 0, *art.card_size(p, MINI))
                r.center = pos
                art.card(p, r, f.data)
            else:
                art.thing(p, pos, f.kind, 1.6)

    def _draw_caption(self, p: Any) -> None:
        """Coyote's line for the moment being shown: in the controls strip, which has
        nothing to offer while the table plays a moment out (over the map's foot when
        it has)."""
        cap = self.stage.caption
        if cap is None or cap.tween.done:
            return
        text = cap.text
        th = p.theme
        size = 18
        lh = p.line_height(size) + 2
        if self.table.controls is None or self.table.controls.waiting:
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

    def _draw_whisper_note(self, p: Any, line: str) -> None:
        """The searcher's whisper at the map's head, until put away or the next decision:
        as wide as the map, between the top row's names and the next row's, so it hides
        no place's name. Where the rows need the room (a small window) a cross in its
        corner says it may be put away, instead of a line of words."""
        th = p.theme
        lh, hint_h = p.line_height(16) + 2, p.line_height(13)
        top = max(art.label_bottom(p, place) for place in GRID[0]) + 2
        room = min(art.cell(place).y for place in GRID[1]) + 2 - top - 8
        width = art.MAP.w - 24
        rows = p.wrap(f"Coyote whispers: {line}", width - 48, 16, True)
        hint = len(rows) * lh + hint_h <= room
        fit = max(1, int(room // lh))
        if len(rows) > fit:  # too long to fit: the rest shows whole when pointed at
            rows = rows[:fit - 1] + [p.ellipsize(" ".join(rows[fit - 1:]), width - 48, 16,
                                                 True)]
        r = pygame.Rect(0, 0, width, lh * len(rows) + (hint_h if hint else 0) + 8)
        r.midtop = (art.MAP.centerx, top)
        p.rect((*art.BOX, 240), r, radius=10)
        p.rect(th.accent_hi, r, width=1.5, radius=10)
        y = r.y + 3
        for row in rows:
            p.text(row, (r.centerx, y), 16, th.accent_hi, True, "midtop")
            y += lh
        if hint:
            p.text("Click here to put it away", (r.centerx, y), 13, th.text_dim,
                   anchor="midtop")
        else:
            p.text("×", (r.right - 8, r.y + 3), 16, th.text_dim, True, "topright")
        self.note_rect = r

    def _draw_banner(self, p: Any) -> None:
        """A big moment (the Showdown, the Door, midnight, the claim) across the map."""
        banner = self.stage.banner
        if banner is None or banner.tween.done:
            return
        text, tone = banner.text, banner.tone
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
        seat = self.stage.hover_seat
        if seat is not None and 0 <= seat < len(self.obs.get("characters") or []):
            row = self.seat_rect(seat)
            self._one_box(p, row)
            self._draw_note(p, self.seat_notes(seat),
                            lambda r: setattr(r, "topright", (row.x - 6, row.y)),
                            pygame.Rect(0, 0, 1280, 720))
            return
        place = self.stage.hover_place
        cap = self.stage.caption
        if place is None or self.table.sheet.open or self.stage.hops \
                or self.stage.banner is not None or (cap is not None and not cap.tween.done):
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

    def hand_card_at(self, pos: tuple[float, float]) -> str | None:
        return next((c for c, r in self.hand_rects.items() if r.collidepoint(pos)), None)

    def seat_at(self, pos: tuple[float, float]) -> int | None:
        for s in range(len(self.obs.get("characters") or [])):
            if self.seat_rect(s).collidepoint(pos):
                return s
        return None

    def seat_notes(self, seat: int) -> list[str]:
        """A seat row in full, from the view (the row itself shortens it at small sizes)."""
        c = self.obs["characters"][seat]
        out = [f"{self.char_name(seat)} ({self.table.seat_name(seat)})", self.roles_text(seat)]
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
        v = self.obs
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
        sheet = self.sheet()
        out_things = sheet.ruled_out("key") | sheet.ruled_out("lantern") if sheet else set()
        lying = [thing_name(t) + (" (ruled out)" if t in out_things else "")
                 for t, pl in (v.get("lying") or {}).items() if pl == place]
        if lying:
            out.append("Lying here: " + ", ".join(lying))
        if v.get("unlocked") == place:
            out.append("The Door stands open here.")
        door = sheet.entry("door", place) if sheet else None
        if door is not None and not door.open:
            out.append(f"Not the Door: {door.how}")
        return out

    def visible_faces(self) -> dict[int, list[str]]:
        """The faces of hidden cards this frame shows, by seat: the private hand (and a
        hand dealt face up in flight); what the pass-and-play check looks at."""
        v = self.obs
        out: dict[int, list[str]] = {}
        if v.get("hand") and v.get("phase") not in ("draft", "name"):
            out[v["seat"]] = list(v["hand"])
        return out
