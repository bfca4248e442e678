"""How the Tilsit Coyote table looks: layout, seats with headbands, piles, panels.

``TilsitView`` is an object the table holds; it only draws, from the observation
on screen (``table.view``) and the animation's ``stage``. Every card face it shows
comes from ``seat_faces`` (the viewer's observation, or the public reveal as it
turns over), never from the game state.

Parts that change a few times a round (seat panels with their headband figure,
bid history, discard summary, game log) are drawn once into layers and blitted
each frame; only what moves (cards turning or flying, the count marks, falling
feathers, the turn glow, captions) is drawn live.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.coyote_tilsit.cards import SPECIALS
from scenes.anim import pulse
from scenes.table_base import addressed
from scenes.tables.coyote_tilsit import art
from scenes.tables.coyote_tilsit.controls import POWER_NAMES, STRIP
from scenes.tables.coyote_tilsit.sidebar import LOG_RECT, Sidebar, action_words
from scenes.tables.drawing import clip_text, mix
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
TABLE_C = (484, 326)
FELT = (44, 96, 880, 460)
SEAT_R = (360, 212)
PANEL = (244, 140)
BAND = (70, 92)                 # headband centre inside a panel
TEXT_X = 142                    # the panel's text column
SHORT_POWER_NAMES = {"Eye of the Lynx": "Lynx", "It Is Your Turn": "Your Turn",
                     "Take a Card": "Take", "2 Feathers": "2 Feath."}
BID_BOX = pygame.Rect(379, 226, 210, 64)
CAPTION_Y = 306
CAPTION_W = 470                 # fits between the side seats
TEEPEE_OFF = (art.CARD[0] + 4, 0)  # the Teepee's drawn card lands beside it
DRAW_POS = (430, 372)
DISCARD_POS = (538, 372)
LABEL_GAP = 10  # the least space between the two piles' labels


def fmt(v: int) -> str:
    """A number with a real minus sign."""
    return str(v).replace("-", "−")


class TilsitView(HeadbandView):
    """Drawing for ``TilsitTable`` (see the module notes)."""

    # the seat ring and the log panel, for the drawing both views share
    LOG_RECT, TABLE_C, SEAT_R, PANEL = LOG_RECT, TABLE_C, SEAT_R, PANEL

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.sidebar = Sidebar(self)

    # ----- what the viewer may see ----------------------------------------------------------
    def seat_faces(self, seat: int) -> list[str | None]:
        """The faces on ``seat``'s headband as drawn now (None: a card's back)."""
        cards = list(self.table.view["players"][seat]["cards"])
        st = self.stage
        if st.reveal is not None:
            for s, cs in st.reveal["cards"]:
                if s == seat:
                    # until turned over, a card stays as the viewer saw it
                    cards = [st.revealed.get((seat, i), cards[i] if i < len(cards) else None)
                             for i in range(len(cs))]
        return cards

    def visible_faces(self) -> dict[int, list[str]]:
        """Every card face the table would show now, by seat (backs left out)."""
        out: dict[int, list[str]] = {}
        for pl in self.table.view["players"]:
            s = pl["seat"]
            faces = [f for i, f in enumerate(self.seat_faces(s))
                     if f is not None and (s, i) not in self.stage.undealt]
            if faces:
                out[s] = faces
        return out

    def was_hidden(self, seat: int, i: int) -> bool:
        """Card ``i`` of ``seat`` showed its back on screen (the viewer's own)."""
        cards = self.table.view["players"][seat]["cards"]
        return i >= len(cards) or cards[i] is None

    # ----- layout -------------------------------------------------------------------------------
    def deal_slots(self, seats: list[int]) -> list[tuple]:
        """The slots a deal fills, in order: one card on each live seat's headband."""
        return [(s, 0) for s in seats]

    def deal_path(self, slot: tuple) -> tuple[tuple, tuple]:
        x, y, _ = self.card_place(slot[0], 0, 1)
        return DRAW_POS, (x, y)

    def band_centre(self, seat: int) -> tuple[float, float]:
        r = self.panel_rect(seat)
        return (r.x + BAND[0], r.y + BAND[1])

    def card_place(self, seat: int, i: int, n: int) -> tuple[float, float, float]:
        """(x, y, angle) of card ``i`` of ``n`` tucked into ``seat``'s headband."""
        bx, by = self.band_centre(seat)
        y = by - art.CARD[1] / 2 + 4
        # cards side by side, upright and apart: no card covers another's figure or word
        # (a card shown on top of another hid its "3" or "15"); a Teepee moves left for
        # the reveal, and the card it draws lands beside it (``TEEPEE_OFF``)
        teepee = self._teepee_index(seat, n)
        if n <= 1 and teepee is None:
            return (bx, y, 0.0)
        half = (art.CARD[0] + 4) / 2
        if n <= 1:
            return (bx - half, y, 0.0)
        if teepee is not None:  # three cards cannot stand apart: the drawn one overlaps
            return (bx - 50 if i == teepee else bx + 50, y, 0.0)
        return (bx - half if i == 0 else bx + half, y, 0.0)

    def _teepee_index(self, seat: int, n: int) -> int | None:
        """Where the Teepee sits in ``seat``'s revealed cards (it draws a card that lands
        beside it), or None."""
        if self.stage.reveal is None or n > 2:
            return None
        for s, cs in self.stage.reveal["cards"]:
            if s == seat and "teepee" in cs:
                return cs.index("teepee")
        return None

    def hand_size(self, seat: int) -> int:
        rv = self.stage.reveal
        if rv is not None:
            for s, cs in rv["cards"]:
                if s == seat:
                    return len(cs)
            return 0
        return len(self.table.view["players"][seat]["cards"])

    # ----- drawing --------------------------------------------------------------------------------
    def draw_backdrop(self, p: Any) -> None:
        backdrop(p, "ti-backdrop", FELT, TOP_BAR, (STRIP,))

    def _warm_pictures(self, p: Any) -> None:
        for card in art.CARDS:
            art.face(p, card)
        art.face(p, None)
        art.shaman_card(p, True)
        art.shaman_card(p, False)
        for s in range(self.table.view["num_seats"]):
            art.feather(p, p.theme.seat(s))

    def draw(self, p: Any) -> None:
        t = self.table
        self._warm(p)
        self.draw_backdrop(p)
        self._draw_piles(p)
        for pl in t.view["players"]:
            self._draw_seat(p, pl)
        self._draw_fallen(p)
        self._draw_targets(p)
        for f in self.stage.flights:
            k = f.tween.value
            p.blit(art.face(p, f.face), arc_point(f.start, f.end, k, 36), anchor="center",
                   angle=(1 - k) * 20)
        self._draw_centre(p)
        self._draw_status(p)
        self.sidebar.draw(p)
        t.controls.draw(p)
        t.whisper.draw(p, STRIP)
        if t.notice:
            self._draw_notice(p, STRIP)

    # piles and the centre -------------------------------------------------------------------------
    def _draw_piles(self, p: Any) -> None:
        th = p.theme
        st = self.stage
        n = st.piles.get("draw", 0)
        wob = 0.0
        if st.shuffle is not None and not st.shuffle.done:
            wob = math.sin(st.shuffle.value * math.pi * 6) * 9 * (1 - st.shuffle.value)
        if n <= 0:
            p.blit(art.ghost(p), DRAW_POS, anchor="center")
        for i in range(max(0, min(5, (n + 5) // 6))):
            dx = (wob if i % 2 else -wob)
            p.blit(art.face(p, None), (DRAW_POS[0] - i * 1.5 + dx, DRAW_POS[1] - i * 1.5),
                   anchor="center")
        disc = st.piles.get("discard", [])
        if not disc:
            p.blit(art.ghost(p), DISCARD_POS, anchor="center")
        for i, c in enumerate(disc[-3:]):
            k = len(disc[-3:]) - 1 - i
            # only the top card's face shows: those under it are its paper edges, so no
            # card's figure lies half under another
            p.blit(art.face(p, c) if k == 0 else art.edge(p), (
                DISCARD_POS[0] + (2 - k) * 3 - 3, DISCARD_POS[1] - (2 - k) * 2),
                anchor="center", angle=(k - 1) * 7 if k else 0)
        # each label sits under its pile; where a small window's text floor makes the two
        # wider than the piles are apart, each moves out by half the overlap
        labels = (f"draw · {n}", f"discard · {len(disc)}")
        (wd, _), (wc, _) = (p.text_size(s, 13) for s in labels)
        push = max(0.0, (wd + wc) / 2 + LABEL_GAP - (DISCARD_POS[0] - DRAW_POS[0])) / 2
        for s, (x, y), dx in zip(labels, (DRAW_POS, DISCARD_POS), (-push, push), strict=True):
            p.text(s, (x + dx, y + 44), 13, th.text_dim, anchor="midtop")

    def _draw_centre(self, p: Any) -> None:
        th = p.theme
        t, st = self.table, self.stage
        v = t.view
        box = BID_BOX
        if st.reveal is not None:
            total = st.total_shown.value if st.total_shown else 0
            p.rect((*art.TOTAL_BOX, 225), box, radius=12)
            p.rect(th.accent, box, width=1.5, radius=12)
            lab = p.text("total", (box.x + 14, box.y + 4), 13, th.text_dim)
            y = max(box.y + 22, lab.bottom - 4)  # figures under their labels at any size
            p.text(fmt(round(total)), (box.x + 14, y), 32, th.text, True)
            p.text("bid", (box.right - 14, box.y + 4), 13, th.text_dim, anchor="topright")
            p.text(str(st.reveal["bid"]), (box.right - 14, y), 32, th.accent, True,
                   "topright")
        elif v["bid"] is None:
            p.text("no bid yet", box.center, 20, th.text_dim, anchor="center")
        else:
            pop = st.pops.get(v["bidder"])
            size = 40
            if pop is not None and not pop.done:
                size = 40 * (0.7 + 0.3 * pop.value)
            lab = p.text("current bid", (box.centerx, box.y + 2), 13, th.text_dim,
                         anchor="midtop")
            p.text(str(v["bid"]), (box.centerx, max(box.y + 36, lab.bottom + size * 0.45)),
                   size, th.accent, True, "center")
            p.text(f"by {t.seat_name(v['bidder'])}", (box.centerx, box.bottom + 2), 14,
                   th.text, anchor="midtop")
        text, tone = None, "info"
        if st.verdict is not None:
            text, tone = st.verdict, "verdict"
        c = st.caption
        if c is not None and not c.tween.done:
            text, tone = c.text, c.tone
        if text:
            self._draw_caption(p, text, tone)

    def _draw_caption(self, p: Any, text: str, tone: str) -> pygame.Rect:
        th = p.theme
        col = {"good": th.good, "verdict": th.accent, "power": th.accent_hi}.get(tone, th.text)
        size = 15
        w = min(CAPTION_W, round(p.text_size(text, size, True)[0]) + 36)
        # a verdict too long for one line (text raised in a small window) takes two
        lines = p.wrap(text, w - 24, size, True)
        if len(lines) > 2:
            lines = [lines[0], p.ellipsize(" ".join(lines[1:]), w - 24, size, True)]
        # a line's step is the letters' real height (more than the size when the text is
        # raised), and the box keeps a margin round them: no line sits on its edge
        step = max(p.line_height(size), p.text_size("Ag", size, True)[1]) + 2
        h = max(28, round(step * len(lines) + 12))

        def paint(sp: Any) -> None:
            sp.rect((*art.CAPTION_BOX, 236), (0, 0, w, h), radius=14)
            sp.rect(col, (0, 0, w, h), width=1.5, radius=14)
            for i, line in enumerate(lines):
                sp.text(line, (w / 2, h / 2 + (i - (len(lines) - 1) / 2) * step), size, col,
                        True, "center")
        surf = p.cached(("ti-caption", text, col, w, h), (w, h), paint)
        # a second line grows downwards: the caption never covers the reveal's figures
        y = max(CAPTION_Y, BID_BOX.bottom + 2 + h / 2)
        return p.blit(surf, (TABLE_C[0], y), anchor="center")

    def _draw_targets(self, p: Any) -> None:
        t = self.table
        targets = t.controls.targets()
        if not targets:
            return
        th = p.theme
        glow = t.breath.glow(t.clock, 1.0)
        t.breath.drawn(t.clock)
        for s in targets:
            r = self.panel_rect(s)
            p.rect(mix(th.accent, th.accent_hi, glow), r.inflate(8, 8), width=3, radius=15)
            p.blit(tag(p, "CHOOSE", th.accent_hi, th.text_on_accent, 70),
                   (r.centerx, r.bottom + 2), anchor="center")

    # seats ----------------------------------------------------------------------------------------
    def _draw_seat(self, p: Any, pl: dict) -> None:
        th = p.theme
        t, st = self.table, self.stage
        seat = pl["seat"]
        r = self.panel_rect(seat)
        v = t.view
        fade = st.fading.get(seat)
        out = pl["out"] and fade is None and (st.reveal is None or not self._in_reveal(seat))
        if out:
            self.layers.draw(p, ("seat", seat), ("out", t.seat_name(seat)), r,
                             lambda sp: self._paint_out(sp, pl, r))
            return
        acting = seat in v["to_act"] and st.reveal is None and v["phase"] != "over"
        feathers = max(0, pl["feathers"] - st.gone.get(seat, 0))
        state = self._seat_state(seat)
        key = (t.seat_name(seat), seat == t.privacy.viewer, acting, state, feathers, pl["shaman"],
               t.privacy.viewer)
        box = r.inflate(4, 4)
        self.layers.draw(p, ("seat", seat), key, box,
                         lambda sp: self._paint_seat(sp, pl, r, acting, feathers, state))
        if acting:
            glow = pulse(t.clock)
            p.rect(mix(th.seat(seat), th.accent_hi, 0.4 + 0.6 * glow), r.inflate(4, 4),
                   width=3, radius=14)
            p.blit(tag(p, "TURN", th.accent, th.text_on_accent), (r.right - 44, r.y),
                   anchor="center")
        if addressed(t, seat):
            p.blit(tag(p, "YOU", th.seat(seat), th.text_on_accent), (r.x + 40, r.y),
                   anchor="center")
        if v["phase"] == "over" and v.get("winner") == seat and not t.busy():
            p.blit(tag(p, "WINNER", th.good, th.text_on_accent, 76), (r.right - 52, r.y),
                   anchor="center")
        if state == "thinking":
            dots = 1 + int(t.clock * 3) % 3
            for k in range(dots):
                p.circle(th.seat(seat), (r.x + TEXT_X + 66 + k * 7, r.y + 50), 2)
        self._draw_cards(p, seat)
        pop = st.pops.get(seat)
        if pop is not None and not pop.done:
            k = pop.value
            p.circle(mix(th.panel, th.accent, 0.5), (r.right - 24, r.y + 24), 6 + 12 * k,
                     width=2)
        if fade is not None:
            shade(p, r, fade.value)

    def _in_reveal(self, seat: int) -> bool:
        return any(s == seat for s, _ in self.stage.reveal["cards"])

    def _paint_seat(self, p: Any, pl: dict, r: pygame.Rect, acting: bool, feathers: int,
                    state: str) -> None:
        th = p.theme
        seat = pl["seat"]
        col = th.seat(seat)
        p.rect(th.panel_hi if acting else th.panel, r, radius=12)
        if not acting:
            p.rect(col, r, width=1.5, radius=12)
        with p.clip(r.inflate(-3, -3)):
            art.draw_wearer(p, (r.x + BAND[0], r.y + BAND[1]), col,
                            th.panel_hi if acting else th.panel, feathers)
        tx = r.x + TEXT_X
        tw = r.right - 10 - tx
        name = p.text(clip_text(p, self.table.seat_name(seat), tw, 17, True), (tx, r.y + 14),
                      17, th.text, True)
        # the status in full ("Eye of the Lynx: 3"); where the column is too narrow, the
        # power's short name ("Lynx: 3"), which the bids panel and the log give in full
        if state and p.text_size(state, 14)[0] > tw:
            for long, short in SHORT_POWER_NAMES.items():
                state = state.replace(long, short)
        y = max(r.y + 40, name.bottom + 4)
        if state:
            y = p.text(p.ellipsize(state, tw, 14), (tx, y), 14, col).bottom
        word = "feather" if feathers == 1 else "feathers"
        p.text(f"{feathers} {word}", (tx, max(r.y + 62, y + 2)), 13, th.text_dim)
        if pl["shaman"] is not None:
            used = pl["shaman"] == "used"
            card = p.blit(art.shaman_card(p, used), (tx, r.bottom - 12), anchor="bottomleft")
            room = r.right - 8 - card.right - 6
            word = "used" if used else ("Shaman ready" if p.text_size("Shaman ready", 12)[0]
                                        <= room else "ready")
            p.text(clip_text(p, word, room, 12), (card.right + 6, card.centery), 12,
                   th.text_faint if used else th.accent_hi, anchor="midleft")

    def _paint_out(self, p: Any, pl: dict, r: pygame.Rect) -> None:
        th = p.theme
        p.rect(mix(th.panel, th.felt, 0.5), r, radius=12)
        p.rect(th.text_faint, r, width=1, radius=12)
        with p.clip(r.inflate(-3, -3)):
            art.draw_wearer(p, (r.x + BAND[0], r.y + BAND[1]), th.text_faint,
                            mix(th.panel, th.felt, 0.5), 0, faded=True)
        tx, tw = r.x + TEXT_X, PANEL[0] - TEXT_X - 10
        name = p.text(clip_text(p, self.table.seat_name(pl["seat"]), tw, 17, True),
                      (tx, r.y + 40), 17, th.text_faint, True)
        out = p.text("out", (tx, max(r.y + 64, name.bottom + 2)), 14, th.text_faint)
        # the reason in the text column, on as many lines as the raised letters need
        y = max(r.y + 84, out.bottom + 2)
        for line in p.wrap("no feathers left", tw, 12):
            if y + p.line_height(12) > r.bottom - 4:
                break
            y = p.text(line, (tx, y), 12, th.text_faint).bottom

    def _draw_cards(self, p: Any, seat: int) -> None:
        st = self.stage
        tp = st.teepee
        faces = self.seat_faces(seat)
        n = len(faces)
        for i, face in enumerate(faces):
            slot = (seat, i)
            if slot in st.undealt:
                continue
            x, y, ang = self.card_place(seat, i, n)
            flip = st.flips.get(slot)
            surf = art.face(p, face)
            if flip is not None and not flip.tween.done:
                f, sx = flip.state()
                surf = squeezed(art.face(p, f), sx)
            at = p.blit(surf, (x, y), anchor="center", angle=ang)
            self._name_card(p, face, at)
            if tp is None or tp.slot != slot:
                self._draw_marks(p, slot, (x, y))
        if tp is not None and tp.slot[0] == seat:
            # the drawn card lies over the Teepee and counts in its place
            slot, drew = tp.slot, tp.card
            x, y, _ = self.card_place(seat, slot[1], n)
            at = p.blit(art.face(p, drew), (x + TEEPEE_OFF[0], y + TEEPEE_OFF[1]),
                        anchor="center")
            self._name_card(p, drew, at)
            self._draw_marks(p, slot, (x + TEEPEE_OFF[0], y + TEEPEE_OFF[1]))

    def _draw_marks(self, p: Any, slot: tuple, pos: tuple) -> None:
        """What the count did to the card in ``slot``: counted, zeroed, doubled."""
        st = self.stage
        if st.reveal is None:
            return
        th = p.theme
        w, h = art.CARD
        m = st.marks.get(slot)
        struck = st.struck is not None and st.struck.slot == slot
        if struck:
            t = st.struck.tween.value
            a = (pos[0] - w / 2 + 5, pos[1] + h / 2 - 7)
            b = (pos[0] + w / 2 - 5, pos[1] - h / 2 + 7)
            # the slash leaves out the card's figure, so the value it zeroes stays readable
            face = self._marked_face(slot)
            word = art.label(face) if face and face not in SPECIALS else "10"
            gap = figure_gap(p, word, fit_size(p, word, w - 14, 32), b[0] - a[0], a[1] - b[1])
            broken_slash(p, th.bad, a, b, t, gap, 4)
        if m is not None:
            col = th.good if m.sign == "+" else th.bad
            # on the top right corner, within the card: clear of its corner index, of the
            # card beside it and of the seat's name, whatever size the text is raised to
            bw = max(22.0, p.text_size(m.label, 12, True)[0] + 10)
            cx = pos[0] + w / 2 - bw / 2
            _badge(p, (cx, pos[1] - h / 2 + 6), m.label, col,
                   scale=max(0.2, m.tween.value))
        if struck:
            if st.struck.tween.value >= 1:
                _badge(p, (pos[0] + w / 2 - 4, pos[1] + h / 2 - 6), "0", th.bad)
        elif st.doubled is not None and m is not None and m.sign == "+":
            k = st.doubled.value
            _badge(p, (pos[0] + w / 2 - 4, pos[1] + h / 2 - 6), "×2", th.accent,
                   scale=max(0.2, k))

    def _name_card(self, p: Any, face: str | None, at: pygame.Rect) -> None:
        """A special card says what it is while pointed at (its name may not fit on it)."""
        words = art.MEANING.get(face) if face else None
        if words and p.tips is not None:
            real = p.real_rect(at).clip(p.surface.get_clip())
            if real.w > 0 and real.h > 0:
                p.tips.append((real, words))

    def _marked_face(self, slot: tuple) -> str | None:
        """The face the count marks in ``slot`` (a Teepee's: the card it drew)."""
        tp = self.stage.teepee
        if tp is not None and tp.slot == slot:
            return tp.card
        faces = self.seat_faces(slot[0])
        return faces[slot[1]] if slot[1] < len(faces) else None

    def _draw_fallen(self, p: Any) -> None:
        sweep = self.stage.sweep
        alpha = 255 if sweep is None else int(255 * (1 - sweep.value))
        for piece in self.table.world.pieces:
            p.blit(art.feather(p, piece.data[0]), piece.pos, anchor="center",
                   angle=piece.angle + 90, alpha=alpha)

    def _seat_state(self, seat: int) -> str:
        v, rv = self.table.view, self.stage.reveal
        if self.table.driver.thinking_seat == seat:
            return "thinking"  # the dots are drawn live (the panel layer stays put)
        if rv is not None:
            if seat == rv["bidder"]:
                return f"bid {rv['bid']}"
            if seat == rv["challenger"]:
                return "Coyote!"
            return ""
        if v["phase"] == "rebid" and seat in v["to_act"]:
            return "must bid again"
        last = None
        for s, a in v["round_log"]:
            if s == seat:
                last = a
        if seat in v["to_act"] and v["phase"] != "over":
            if v["pending"]:
                return f"{POWER_NAMES[v['pending']['power']]}: bids"
            return "to act"
        return "" if last is None else action_words(last, self.table.seat_name)

    # status bar and sidebar -----------------------------------------------------------------------
    def _draw_status(self, p: Any) -> None:
        th = p.theme
        v = self.table.view
        r = p.text("Coyote · Tilsit", (16, TOP_BAR / 2), 18, th.accent, True, "midleft")
        r = self._draw_round_and_bid(p, r.right, 22, TOP_BAR / 2)
        if v["two_feathers"] and self.stage.reveal is None:
            r = p.text("· 2 feathers at stake", (r.right + 10, TOP_BAR / 2), 15, th.accent_hi,
                       True, "midleft")
        turn = p.text(self.turn_text(), (1264, TOP_BAR / 2), 17, th.text, anchor="midright")
        # the direction up to the turn text, or to the fast-forward pill when it shows (at
        # a small window the letters are raised): the arrow alone where the word has no
        # room, named when pointed at
        end = turn.x - 16
        if self.table.driver.spectating():
            end = min(end, self.table.FAST_RECT[0] - 10)
        arrow, word = ("↻", "clockwise") if v["direction"] == 1 else ("↺", "counter-clockwise")
        x = r.right + 22
        if x + p.text_size(f"{arrow} {word}", 15)[0] <= end:
            p.text(f"{arrow} {word}", (x, TOP_BAR / 2), 15, th.text_dim, anchor="midleft")
        elif x + p.text_size(arrow, 15)[0] <= end:
            at = p.text(arrow, (x, TOP_BAR / 2), 15, th.text_dim, anchor="midleft")
            if p.tips is not None:
                p.tips.append((p.real_rect(at), f"play goes {word}"))

    def turn_text(self) -> str:
        """Whose turn, from what is on screen (never ahead of the animation)."""
        t = self.table
        v = t.view
        if t.driver.thinking_seat is not None:
            return f"{t.seat_name(t.driver.thinking_seat)} is thinking"
        if t.game.is_terminal() and not t.busy():
            w = t.game.winners()
            return f"{t.seat_name(w[0])} wins!" if w else "game over"
        if self.stage.reveal is not None or t.busy():
            return "Coyote!" if self.stage.reveal is not None else ""
        who = v["to_act"]
        if not who:
            return ""
        s = who[0]
        if v["phase"] == "rebid":
            return "Bid again" if addressed(t, s) else f"{t.seat_name(s)} bids again"
        return "Your turn" if addressed(t, s) else f"{t.seat_name(s)}'s turn"


def _badge(p: Any, pos: tuple, text: str, col: tuple, scale: float = 1.0) -> None:
    """A round (or, for longer text, pill) marker with white text, popping in by ``scale``."""
    size = max(6.0, 12 * scale)
    tw = p.text_size(text, size, True)[0]
    r = 11 * scale
    if tw + 6 > 2 * r:
        p.rect(col, (pos[0] - tw / 2 - 5, pos[1] - r, tw + 10, 2 * r), radius=r)
    else:
        p.circle(col, pos, r)
    p.text(text, pos, size, art.WHITE, True, "center")
