"""How the HeidelBÄR Coyote table looks: layout, seats, centre, reveal, panels.

``HeidelbaerView`` is an object the table holds; it only draws, from the
observation on screen (``table.view``) and the animation's ``stage``. Every card
face it shows comes from ``visible_faces`` (the viewer's observation, or the
public reveal as it turns over), never from the game state.

Parts that change a few times a round (seat panels, bid history, game log)
are drawn once into layers and blitted each frame; only what moves (cards
turning or flying, the turn glow, banners) is drawn live.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.coyote_heidelbaer import notation as N
from scenes.anim import pulse
from scenes.tables.coyote_heidelbaer import art
from scenes.tables.coyote_heidelbaer.controls import STRIP
from scenes.tables.drawing import clip_text, draw_log, mix
from scenes.tables.headband import (
    HeadbandView,
    arc_point,
    backdrop,
    broken_slash,
    figure_gap,
    fit_size,
    shade,
    squeezed,
    tag,
)

# ----- layout (logical 1280x720) ------------------------------------------------------------
TOP_BAR = 40
SIDEBAR = pygame.Rect(972, 48, 300, 664)
TABLE_C = (484, 328)
FELT = (44, 96, 880, 460)          # the oval's bounding box
SEAT_R = (362, 214)                 # seat anchors sit on this ellipse
PANEL = (226, 132)
DECK_POS = (356, 326)               # centre of the face-down deck
CENTRE_POS = (454, 326)             # centre card
COYOTE_POS = (548, 326)             # the Coyote card / the card it drew
CONTROLS_Y = STRIP.y
HIST_RECT = pygame.Rect(SIDEBAR.x, SIDEBAR.y, SIDEBAR.w, 292)
LOG_RECT = pygame.Rect(SIDEBAR.x, HIST_RECT.bottom + 10, SIDEBAR.w,
                       CONTROLS_Y - 8 - HIST_RECT.bottom - 10)
LOG_KEEP = 300  # log lines kept for scrolling back
# a seat's last action without a number, as its status and as a bids-panel row
SEAT_STATUS = {N.Peek: "peeked", N.Coyote: "used Coyote", N.Challenge: "challenged"}
HISTORY_WORDS = {N.Peek: "peeked", N.Coyote: "Coyote draw", N.Challenge: "challenged!"}


class HeidelbaerView(HeadbandView):
    """Drawing for ``HeidelbaerTable`` (see the module notes)."""

    # the seat ring and the log panel, for the drawing both views share
    LOG_RECT, TABLE_C, SEAT_R, PANEL = LOG_RECT, TABLE_C, SEAT_R, PANEL

    # ----- what the viewer may see ----------------------------------------------------------
    def visible_faces(self) -> dict:
        """Every card face the table would show now: {"seats": {seat: card}, "centre",
        "coyote"}. Only the observation and the public reveal feed it."""
        seats: dict[int, str] = {}
        for pl in self.table.view["players"]:
            s = pl["seat"]
            face = self._stand_face(s, pl)
            if face is not None:
                seats[s] = face
        return {"seats": seats, "centre": self._slot_face("centre"),
                "coyote": self._slot_face("coyote")}

    def _stand_face(self, seat: int, pl: dict) -> str | None:
        st = self.stage
        if ("seat", seat) in st.undealt or pl["out"] and st.reveal is None:
            return None
        if st.reveal is not None:
            # turned over one by one; until then, as the viewer saw it before
            return st.revealed.get(("seat", seat), pl["card"])
        return pl["card"]

    def _slot_face(self, slot: str) -> str | None:
        st = self.stage
        if st.reveal is not None and slot in st.revealed:
            return st.revealed[slot]
        if slot in st.undealt:
            return None
        return self.face_before_reveal(slot)

    def face_before_reveal(self, slot: Any) -> str | None:
        """The face in ``slot`` as the observation on screen shows it."""
        v = self.table.view
        if slot == "centre":
            return v.get("centre")
        if slot == "coyote":
            return v.get("coyote_card")
        return v["players"][slot[1]]["card"]

    # ----- layout -------------------------------------------------------------------------------
    def card_pos(self, slot: Any) -> tuple[float, float]:
        """Centre of a card slot: ("seat", s), "centre" or "coyote"."""
        if slot == "centre":
            return CENTRE_POS
        if slot == "coyote":
            return COYOTE_POS
        r = self.panel_rect(slot[1])
        return (r.x + 10 + art.CARD[0] / 2, r.y + 7 + art.CARD[1] / 2)

    def peek_pos(self, seat: int, i: int) -> tuple[float, float]:
        r = self.panel_rect(seat)
        return (r.x + 100 + i * 30 + art.PEEK[0] / 2, r.y + 74 + art.PEEK[1] / 2)

    def deal_slots(self, seats: list[int]) -> list[Any]:
        """The slots a deal fills, in order: each live seat's stand, then the centre."""
        return [("seat", s) for s in seats] + ["centre"]

    def deal_path(self, slot: Any) -> tuple[tuple, tuple]:
        return DECK_POS, self.card_pos(slot)

    # ----- drawing --------------------------------------------------------------------------------
    def draw_backdrop(self, p: Any) -> None:
        backdrop(p, "hb-backdrop", FELT, TOP_BAR, (HIST_RECT, LOG_RECT, STRIP))

    def _warm_pictures(self, p: Any) -> None:
        for card in art.CARDS:
            art.face(p, card)
        art.face(p, None)
        art.peek_card(p, True)
        art.peek_card(p, False)
        art.coyote_card(p)
        art.coyote_mini(p)
        _stand(p)

    def draw(self, p: Any) -> None:
        t = self.table
        self._warm(p)
        self.draw_backdrop(p)
        self._draw_centre(p)
        self._draw_tossed(p)
        for pl in t.view["players"]:
            self._draw_seat(p, pl)
        for f in self.stage.flights:
            k = f.tween.value
            p.blit(art.face(p, f.face), arc_point(f.start, f.end, k, 40), anchor="center",
                   angle=(1 - k) * 25)
        self._draw_bubbles(p)
        self._draw_status(p)
        self._draw_reveal_overlay(p)
        self._draw_sidebar(p)
        t.controls.draw(p)
        t.whisper.draw(p, STRIP)
        if t.notice:
            self._draw_notice(p, STRIP)

    def _draw_bubbles(self, p: Any) -> None:
        th = p.theme
        bubbles = self.stage.bubbles
        for seat, b in list(bubbles.items()):
            if b.tween.done:
                del bubbles[seat]
                continue
            k, text = b.tween.value, b.text
            r = self.panel_rect(seat)
            w = round(p.text_size(text, 18, True)[0]) + 26

            def paint(sp: Any, text=text, w=w) -> None:
                sp.rect(th.text, (0, 0, w, 32), radius=16)
                sp.text(text, (w / 2, 16), 18, th.text_on_accent, True, "center")
            surf = p.cached(("hb-bubble", text, w, th.text), (w, 32), paint)
            # pops in, floats up a little, fades at the end; above the panel, or beside
            # it when the panel sits right under the top bar
            alpha = 255 if k < 0.7 else int(255 * (1 - k) / 0.3)
            if r.y - 44 < TOP_BAR:
                pos, anchor = (r.right + 10, r.centery - 14 * k), "midleft"
            else:
                pos, anchor = (r.x + 150, r.y - 8 - 14 * k), "midbottom"
            p.blit(surf, pos, anchor=anchor, alpha=alpha)

    def _draw_tossed(self, p: Any) -> None:
        sweep = self.stage.sweep
        alpha = 255 if sweep is None else int(255 * (1 - sweep.value))
        for piece in self.table.world.pieces:
            p.blit(art.peek_card(p, piece.data), piece.pos, anchor="center",
                   angle=piece.angle, alpha=alpha)

    def _draw_card(self, p: Any, slot: Any, face: str | None, pos: tuple[float, float],
                   dy: float = 0.0) -> None:
        if slot in self.stage.undealt:
            return
        flip = self.stage.flips.get(slot)
        sx = 1.0
        if flip is not None and not flip.tween.done:
            face, sx = flip.state()
        surf = art.face(p, face)
        if sx < 1.0:
            surf = squeezed(surf, sx)
        p.blit(surf, (pos[0], pos[1] + dy), anchor="center")

    def _draw_centre(self, p: Any) -> None:
        th = p.theme
        t, st = self.table, self.stage
        v = t.view
        # the deck: a short stack of backs
        n = max(1, min(5, v.get("deck_size", 5) // 3))
        for i in range(n):
            p.blit(art.face(p, None), (DECK_POS[0] - i * 1.5, DECK_POS[1] - i * 1.5),
                   anchor="center")
        deck = p.text("deck", (DECK_POS[0], DECK_POS[1] + 62), 13, th.text_dim,
                      anchor="midtop")
        dy = 0.0
        if st.peek_lift is not None:
            dy = -14 * math.sin(math.pi * st.peek_lift.value)
        self._draw_card(p, "centre", self._slot_face("centre"), CENTRE_POS, dy)
        label = "centre"
        if st.reveal is None and v["centre"] is not None and t.privacy.private_seat is not None:
            label = "centre (you peeked)"
            # a small window raises the letters: the long label would run into "deck"
            if CENTRE_POS[0] - p.text_size(label, 13)[0] / 2 < deck.right + 6:
                label = "you peeked"
        p.text(label, (CENTRE_POS[0], CENTRE_POS[1] + 62), 13, th.text_dim, anchor="midtop")
        self._draw_coyote_slot(p)
        # the current bid, big, above the cards
        if st.reveal is None:
            bid = v["bid"]
            if bid is None:
                p.text("no bid yet", (TABLE_C[0], 238), 20, th.text_dim, anchor="center")
            else:
                pop = st.pops.get(v["bidder"])
                size = 46
                if pop is not None and not pop.done:
                    size = 46 * (0.7 + 0.3 * pop.value)
                lab = p.text("current bid", (TABLE_C[0], 196), 14, th.text_dim,
                             anchor="center")
                num = p.text(str(bid), (TABLE_C[0], max(232, lab.bottom + size * 0.5)), size,
                             th.accent, True, "center")
                p.text(f"by {t.seat_name(v['bidder'])}",
                       (TABLE_C[0], max(262, num.bottom - size * 0.08)), 15, th.text,
                       anchor="midtop" if num.bottom - size * 0.08 > 262 else "center")

    def _draw_coyote_slot(self, p: Any) -> None:
        v, st = self.table.view, self.stage
        if not v["trickster"]:
            return
        th = p.theme
        drawn = (v["coyote_used"] and st.reveal is None) or (
            st.reveal is not None and st.reveal.get("coyote_card"))
        if drawn or "coyote" in st.undealt:
            self._draw_card(p, "coyote", self._slot_face("coyote"), COYOTE_POS)
            if st.reveal is None and "coyote" not in st.undealt:
                p.blit(art.coyote_card(p), (COYOTE_POS[0] + 16, COYOTE_POS[1] + 34),
                       anchor="center", angle=-12)
            p.text("Coyote draw", (COYOTE_POS[0], COYOTE_POS[1] + 62), 13, th.text_dim,
                   anchor="midtop")
        elif v["coyote_holder"] is None:
            p.blit(art.coyote_card(p), COYOTE_POS, anchor="center")
            p.text("Coyote card", (COYOTE_POS[0], COYOTE_POS[1] + 38), 13, th.text_dim,
                   anchor="midtop")

    def _draw_seat(self, p: Any, pl: dict) -> None:
        th = p.theme
        t, st = self.table, self.stage
        seat = pl["seat"]
        r = self.panel_rect(seat)
        v = t.view
        out = pl["out"]
        fade = st.fading.get(seat)
        if out and fade is None:
            self.layers.draw(p, ("seat", seat), ("out", t.seat_name(seat)), r,
                             lambda sp: self._draw_out_seat(sp, pl, r))
            return
        acting = seat in v["to_act"] and st.reveal is None and v["phase"] != "over"
        ef = st.eye_flip
        flipping = ef.index if ef is not None and ef.seat == seat and not ef.tween.done \
            else None
        holds_coyote = bool(v["trickster"] and v["coyote_holder"] == seat
                            and not v["coyote_used"] and st.reveal is None)
        key = (t.seat_name(seat), seat == t.privacy.viewer, acting,
               self._seat_state(seat, pl), pl["open"], pl["closed"], flipping, holds_coyote,
               st.guess_marks.get(seat, "none"))
        box = r.inflate(16, 36)
        self.layers.draw(p, ("seat", seat), key, box,
                         lambda sp: self._paint_seat(sp, pl, r, acting, flipping, holds_coyote))
        if acting:
            glow = pulse(t.clock)
            edge = mix(th.seat(seat), th.accent_hi, 0.4 + 0.6 * glow)
            p.rect(edge, r.inflate(4, 4), width=3, radius=14)
            p.blit(tag(p, "TURN", th.accent, th.text_on_accent, h=18),
                   (r.right - 44, r.y + 10), anchor="midbottom")
        if seat == t.privacy.private_seat:
            p.blit(tag(p, "YOU", th.seat(seat), th.text_on_accent, h=18),
                   (r.x + 40, r.y + 10), anchor="midbottom")
        # the card in its stand: drawn live, it flips and flies
        cx, cy = self.card_pos(("seat", seat))
        if not out or st.reveal is not None:
            self._draw_card(p, ("seat", seat), self._stand_face(seat, pl), (cx, cy))
            self._draw_strike(p, ("seat", seat), (cx, cy))
        p.blit(_stand(p), (cx, cy + art.CARD[1] / 2 - 7), anchor="midtop")
        if flipping is not None:
            kinds = [True] * pl["open"] + [False] * pl["closed"]
            if flipping < len(kinds):
                is_open = kinds[flipping]
                k = ef.tween.value
                surf = art.peek_card(p, (not is_open) if k < 0.5 else is_open)
                p.blit(squeezed(surf, abs(1 - 2 * k)), self.peek_pos(seat, flipping),
                       anchor="center")
        if fade is not None:
            shade(p, r, fade.value)

    def _paint_seat(self, p: Any, pl: dict, r: pygame.Rect, acting: bool,
                    flipping: int | None, holds_coyote: bool) -> None:
        th = p.theme
        seat = pl["seat"]
        colour = th.seat(seat)
        p.rect(th.panel_hi if acting else th.panel, r, radius=12)
        if not acting:
            p.rect(colour, r, width=1.5, radius=12)
        tx = r.x + 100
        name = self.table.seat_name(seat)
        p.text(clip_text(p, name, 118, 17, True), (tx, r.y + 14), 17, th.text, True)
        p.text(clip_text(p, self._seat_state(seat, pl), 122, 15), (tx, r.y + 40), 15, colour)
        kinds = [True] * pl["open"] + [False] * pl["closed"]
        for i, is_open in enumerate(kinds):
            if i != flipping:
                p.blit(art.peek_card(p, is_open), self.peek_pos(seat, i), anchor="center")
        for i in range(len(kinds), 3):
            x, y = self.peek_pos(seat, i)
            p.rect(mix(th.panel, th.text, 0.15), (x - 13, y - 18, 26, 36), width=1, radius=4)
        if holds_coyote:
            p.blit(art.coyote_mini(p), self.peek_pos(seat, 3), anchor="center")
        mark = self.stage.guess_marks.get(seat, "none")
        if mark != "none":
            txt, col = ("guessed", th.text_dim) if mark is None else (
                ("guessed right", th.good) if mark else ("guessed wrong", th.bad))
            p.text(txt, (tx, r.bottom - 6), 13, col, anchor="bottomleft")

    def _draw_out_seat(self, p: Any, pl: dict, r: pygame.Rect) -> None:
        th = p.theme
        p.rect(mix(th.panel, th.felt, 0.5), r, radius=12)
        p.rect(th.text_faint, r, width=1, radius=12)
        p.text(self.table.seat_name(pl["seat"]), (r.centerx, r.centery - 10), 17,
               th.text_faint, True, "center")
        p.text("out of the game", (r.centerx, r.centery + 14), 14, th.text_faint,
               anchor="center")

    def _seat_state(self, seat: int, pl: dict) -> str:
        t, rv = self.table, self.stage.reveal
        v = t.view
        if t.driver.thinking_seat == seat:
            dots = "." * (1 + int(t.clock * 3) % 3)
            return "thinking" + dots
        if rv is not None:
            if seat == rv["bidder"]:
                return f"bid {rv['bid']}"
            if seat == rv["challenger"]:
                return "challenged"
            return ""
        last = None
        for s, a in v["round_log"]:
            if s == seat:
                last = a
        if v["phase"] == "guessing" and seat == t.privacy.private_seat \
                and v.get("my_guess") is not None:
            return f"guessed {t.seat_name(v['my_guess'])}"  # your own guess, only yours
        if seat in v["to_act"]:
            if v["phase"] == "guessing":
                return "guessing..."
            return "to act"
        if last is None:
            return ""
        act = N.parse(last)
        if isinstance(act, N.Bid):
            return f"bid {act.value}"
        return SEAT_STATUS.get(type(act), last)

    def _draw_strike(self, p: Any, slot: Any, pos: tuple[float, float]) -> None:
        th = p.theme
        st = self.stage
        if st.replaced is not None and st.reveal is not None:
            q_slot = self._question_slot()
            if q_slot == slot:
                p.circle(art.BANDS["?"], (pos[0] - 30, pos[1] - 46), 11)
                p.text("?", (pos[0] - 30, pos[1] - 46), 14, art.FIGURE_INK, True, "center")
        if st.struck is None or st.struck.slot != slot:
            return
        k = st.struck.tween.value
        w, h = art.CARD
        a = (pos[0] - w / 2 + 6, pos[1] + h / 2 - 8)
        b = (pos[0] + w / 2 - 6, pos[1] - h / 2 + 8)
        # the slash stops short of the card's big figure, so the value it zeroes stays
        # readable: it runs from each corner to the figure's edge
        gap = self._figure_gap(p, slot, b[0] - a[0], a[1] - b[1])
        broken_slash(p, th.bad, a, b, k, gap, 5)
        if k >= 1:
            p.circle(th.bad, (pos[0] + 28, pos[1] + 42), 14)
            p.text("0", (pos[0] + 28, pos[1] + 42), 16, art.FIGURE_INK, True, "center")

    def _figure_gap(self, p: Any, slot: Any, dx: float, dy: float) -> float:
        """Half the part of a slash (``dx`` by ``dy`` across the card's middle) that
        would cross the big figure of the card in ``slot``, as a fraction of the slash."""
        if slot in ("centre", "coyote"):
            face = self._slot_face(slot)
        else:
            face = self._stand_face(slot[1], self.table.view["players"][slot[1]])
        word = art.label(face) if face not in (None, "?", "max0") else "10"
        return figure_gap(p, word, fit_size(p, word, art.CARD[0] - 26, 40), dx, dy)

    def _question_slot(self) -> Any:
        """Where `?` lay, as the reveal's trace says."""
        rv = self.stage.reveal
        if rv is None:
            return None
        return next((trace_slot(x["slot"]) for x in rv["steps"] if x["op"] == "question"),
                    None)

    def _draw_reveal_overlay(self, p: Any) -> None:
        th = p.theme
        st = self.stage
        if st.reveal is not None:
            for slot in ("centre", "coyote"):
                self._draw_strike(p, slot, self.card_pos(slot))
            total = st.total_shown.value if st.total_shown else 0
            box = pygame.Rect(0, 0, 220, 76)
            box.center = (TABLE_C[0] + 4, 224)
            p.rect((*art.TOTAL_BOX, 215), box, radius=12)
            p.rect(th.accent, box, width=1.5, radius=12)
            lab = p.text("total", (box.x + 16, box.y + 6), 14, th.text_dim)
            y = max(box.y + 26, lab.bottom - 4)  # figures under their labels at any size
            p.text(str(round(total)), (box.x + 16, y), 36, th.text, True)
            p.text("bid", (box.right - 16, box.y + 6), 14, th.text_dim, anchor="topright")
            p.text(str(st.reveal["bid"]), (box.right - 16, y), 36, th.accent, True,
                   "topright")
        if st.caption is not None:
            self._draw_banner(p, st.caption)

    def _draw_banner(self, p: Any, c: Any) -> None:
        """The words on the felt (``stage.caption``): a verdict stays up until the next
        deal, other words fade."""
        th = p.theme
        reveal_on = self.stage.reveal is not None
        if c.tween.done and not reveal_on and c.tone != "good":
            return
        k = c.tween.progress
        alpha = 1.0 if k < 0.8 else max(0.0, (1 - k) / 0.2)
        if reveal_on and c.tone != "info":
            alpha = 1.0  # the verdict stays up until the next deal
        if alpha <= 0:
            return
        col = {"good": th.good, "verdict": th.accent, "info": th.text}.get(c.tone, th.text)
        text = c.text
        w = min(900, round(p.text_size(text, 22, True)[0]) + 60)

        def paint(sp: Any) -> None:
            sp.rect((*art.CAPTION_BOX, 232), (0, 0, w, 48), radius=12)
            sp.rect(col, (0, 0, w, 48), width=2, radius=12)
            sp.text(text, (w / 2, 24), 22, col, True, "center")
        # drawn once, then faded as a whole (no text re-rendered per alpha step)
        surf = p.cached(("hb-banner", text, col, w), (w, 48), paint)
        p.blit(surf, (TABLE_C[0], c.y), anchor="center", alpha=int(255 * alpha))

    def _draw_status(self, p: Any) -> None:
        th = p.theme
        v = self.table.view
        title = "Coyote" + (" · Trickster" if v["trickster"] else "")
        r = p.text(title, (16, TOP_BAR / 2), 18, th.accent, True, "midleft")
        self._draw_round_and_bid(p, r.right, 24, TOP_BAR / 2)
        p.text(self.turn_text(), (1264, TOP_BAR / 2), 17, th.text, anchor="midright")

    def turn_text(self) -> str:
        """Whose turn, from what is on screen (never ahead of the animation)."""
        t = self.table
        v = t.view
        if t.driver.thinking_seat is not None:
            return f"{t.seat_name(t.driver.thinking_seat)} is thinking"
        if v["phase"] == "over":
            w = v.get("winner")
            return f"{t.seat_name(w)} wins!" if w is not None else "game over"
        phase, who = v["phase"], v["to_act"]
        if self.stage.reveal is not None:
            if t.busy():
                return "Challenge!"
            live = t.game.public_observation()  # whose turn is public
            phase, who = live["phase"], live["to_act"]
        if not who:
            return ""
        if phase == "guessing":
            return "Everyone else guesses who wins"
        s = who[0]
        if phase == "discard":
            return "You lost: discard a peek card" if s == t.privacy.private_seat \
                else f"{t.seat_name(s)} discards"
        return "Your turn" if s == t.privacy.private_seat else f"{t.seat_name(s)}'s turn"

    def _draw_sidebar(self, p: Any) -> None:
        rv = self.stage.reveal
        rnd = rv["round"] if rv else self.table.view["round"]
        rows = tuple(self.bid_history())
        self.layers.draw(p, "history", (rnd, rows), HIST_RECT,
                         lambda sp: self._paint_history(sp, rnd, rows))
        key = (len(self.table.log_lines), self.log_back)
        self.layers.draw(p, "log", key, LOG_RECT, self._paint_log)

    def _paint_history(self, p: Any, rnd: int, rows: tuple) -> None:
        th = p.theme
        hist = HIST_RECT
        p.text(f"Bids · round {rnd}", (hist.x + 14, hist.y + 10), 17, th.accent, True)
        y = hist.y + 40
        room = (hist.bottom - 10 - y) // 22
        for who, what in rows[-room:]:
            p.text(clip_text(p, who, 120, 15, True), (hist.x + 14, y), 15, th.text, True)
            p.text(what, (hist.x + 146, y), 15, th.text)
            y += 22
        if not rows:
            p.text("no bids yet", (hist.x + 14, y), 15, th.text_faint)

    def _paint_log(self, p: Any) -> None:
        th = p.theme
        logr = LOG_RECT
        p.text("Game log", (logr.x + 14, logr.y + 10), 17, th.accent, True)
        p.text("L: whole log", (logr.right - 12, logr.y + 13), 12, th.text_faint, anchor="topright")
        room = int((logr.bottom - 10 - (logr.y + 38)) // 19)
        # the wheel scrolls back ``log_back`` wrapped rows
        self.log_back = draw_log(p, self.table.log_lines[-LOG_KEEP:],
                                 (logr.x + 14, logr.y + 38), logr.w - 28, room, self.log_back)
        if self.log_back:
            p.text(f"↓ {self.log_back} more", (logr.right - 12, logr.y + 12), 13,
                   th.text_faint, anchor="topright")

    def bid_history(self) -> list[tuple[str, str]]:
        name = self.table.seat_name
        rows = []
        for s, a in self.table.view["round_log"]:
            act = N.parse(a)
            if isinstance(act, N.Bid):
                what = str(act.value)
            elif isinstance(act, N.Guess):
                what = "guessed " + name(act.seat)
            else:
                what = HISTORY_WORDS.get(type(act), a)
            rows.append((name(s), what))
        return rows


def trace_slot(slot: Any) -> Any:
    """A reveal trace's slot (a seat number, "centre" or "coyote") as the table keys it."""
    return ("seat", slot) if isinstance(slot, int) else slot


def _stand(p: Any) -> pygame.Surface:
    """The wooden foot of a card stand."""
    w, h = art.CARD[0] + 12, 13

    def paint(sp: Any) -> None:
        sp.rect(p.theme.wood, (0, 0, w, h), radius=4)
        sp.rect(art.STAND_EDGE, (0, 0, w, h), width=1, radius=4)
        sp.line(art.STAND_GRAIN, (6, 3), (w - 6, 3), 1)
    return p.cached(("hb-stand", p.theme.wood), (w, h), paint)
