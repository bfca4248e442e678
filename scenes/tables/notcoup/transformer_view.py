"""How the NotCoup table draws the Transformer: the draft, the legend, points in front.

A plug-in of ``NotCoupView`` (its ``tf``) while the Transformer is played; it only
draws the observation on screen and the animation state:

* the draft board in the middle of the table while the card types are decided: the
  five types, each with its choices (or the one chosen, and by whom), who decides
  now; a human drafter's chosen type opens its choices with a line on each;
* the legend in the table's top left corner, each type's action for the whole game
  ("K Gambler", "Q Wall"...); hovering a chip tells what the action does;
* points in front of a seat, on the side facing the middle: a Wall's point on a
  small wall, an Alliance's sideways point tied by a line to the partner's, a Slow
  Joker's point with a lit fuse, a Marker Jack's stake; the marker's point itself
  lies on the marked card (its holder sees which; the others see it across both);
* lives set aside by a Survivor Queen, face down after the lost cards, and the
  points of seats gone out waiting for a Graverobber, by the seat that left them.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.notcoup.cards import TITLES, rank
from game.notcoup.narrate import PLAIN_FU, alternate_line, short_title
from scenes.tables.drawing import clip_text, mix
from scenes.tables.notcoup import art
from scenes.tables.notcoup.layout import TABLE_C

TYPES = ("king", "queen", "jack", "ace", "joker")
LEGEND_BOX = pygame.Rect(16, 46, 362, 58)  # the top left corner, clear of every seat
LEGEND_MAX_H = 110       # where no seat is close under it, the legend may take more rows
BOARD_X = (276, 692)     # the draft board's sides: between the seats at any table size
BOARD_BOTTOM = 464       # above the viewer's own seat
BOARD_TOP = LEGEND_BOX.bottom + 6
BOARD_MIN_BOTTOM = 392   # low enough to cover the stock and the pile, and their labels
FRONT_GAP = 15           # from a panel's edge to the points in front of it
FRONT_STEP = 28          # between two points in front of one seat
OWN_KINDS = ("wall", "alliance")  # points in front that are the seat's own


def cut(name: str, limit: int | None) -> str:
    """``name`` cut to ``limit`` letters and a full stop ("Graverobber" -> "Grave.")."""
    if limit is None or len(name) <= limit + 1:
        return name
    return name[:limit] + "."


class TransformerView:
    """Drawing for the Transformer's parts of the table (see the module notes): held by
    ``NotCoupView`` as its ``tf`` while the Transformer is played."""

    def __init__(self, view: Any) -> None:
        self.v = view
        self.table = view.table

    @property
    def obs(self) -> dict:
        return self.v.obs

    # ----- what the view says -------------------------------------------------------
    def transformer(self) -> dict | None:
        return self.obs.get("transformer")

    def drafting(self) -> bool:
        return self.obs["phase"] == "draft" and self.transformer() is not None

    def choice_rows(self, card: str) -> list[tuple[str, str, str]]:
        """(alt, title, line) of each way ``card`` may play, the original first."""
        tf = self.transformer() or {}
        return [(alt, title, alternate_line(card, alt, self.fu_title()))
                for alt, title, _row in tf.get("choices", {}).get(card, [])]

    def fu_title(self) -> str:
        """The 7-point action's name in this game (plain unless the text's own is set)."""
        return ((self.obs.get("actions") or {}).get("fu") or {}).get("title") or PLAIN_FU

    def chosen_title(self, card: str) -> tuple[str, str] | None:
        """(alt, title) decided for ``card`` (None: not yet)."""
        tf = self.transformer() or {}
        alt = tf.get("chosen", {}).get(card)
        if alt is None:
            return None
        for a, title, _line in self.choice_rows(card):
            if a == alt:
                return alt, title
        return alt, alt

    def decider(self, card: str) -> int | None:
        """Who decided ``card`` in the draft (None: set at set-up, or not yet)."""
        for seat, action, stage in self.obs.get("log") or []:
            words = str(action).split(" ")
            if stage == "draft" and words[:2] == ["set", card]:
                return seat
        return None

    # ----- the legend ---------------------------------------------------------------
    def legend_items(self) -> list[dict]:
        """Each card type's chip: its letter, short name and the words a hover shows."""
        if self.transformer() is None:
            return []
        out = []
        for card in TYPES:
            got = self.chosen_title(card)
            if got is None:
                out.append({"card": card, "name": "?",
                            "tip": f"{TITLES[card]}: not decided yet (the draft decides)"})
                continue
            alt, title = got
            name = short_title(card, alt, title)
            line = alternate_line(card, alt, self.fu_title())
            head = title if alt != "original" else f"{TITLES[card]} (original)"
            out.append({"card": card, "name": name, "tip": f"{head}: {line}"})
        return out

    def legend_chips(self, p: Any) -> list[tuple[pygame.Rect, dict]]:
        """Where each chip of the legend goes: a flow of chips inside ``LEGEND_BOX``,
        the names cut shorter where a small window's larger text would overflow it (the
        hover and the rules tell them whole)."""
        items = self.legend_items()
        box = self.legend_room()
        for limit in (None, 8, 6, 5, 4, 3):
            short = [dict(i, name=cut(i["name"], limit)) for i in items]
            chips = self._flow(p, short, box)
            if all(box.contains(r) for r, _ in chips):
                break
        return chips

    def legend_room(self) -> pygame.Rect:
        """The corner the legend may take: down to the first seat under it (a seat high
        on the left leaves two rows; elsewhere it may take more)."""
        bottom = LEGEND_BOX.y + LEGEND_MAX_H
        for s in range(self.obs["num_seats"]):
            r = self.v.panel_rect(s)
            if r.x < LEGEND_BOX.right and r.right > LEGEND_BOX.x and r.top > LEGEND_BOX.y:
                bottom = min(bottom, r.top - 2)
        return pygame.Rect(LEGEND_BOX.x, LEGEND_BOX.y, LEGEND_BOX.w,
                           max(LEGEND_BOX.h, bottom - LEGEND_BOX.y))

    def legend_bottom(self, p: Any) -> float:
        chips = self.legend_chips(p)
        return max(r.bottom for r, _ in chips) + 4 if chips else LEGEND_BOX.y

    @staticmethod
    def _flow(p: Any, items: list[dict], box: pygame.Rect) -> list[tuple[pygame.Rect, dict]]:
        size = 14
        h = round(p.line_height(size)) + 4
        x, y = box.x + 8, box.y + 4
        out = []
        for item in items:
            w = h + 6 + p.text_size(item["name"], size, True)[0] + 8
            if x + w > box.right - 6 and x > box.x + 8:
                x, y = box.x + 8, y + h + 3
            out.append((pygame.Rect(round(x), round(y), round(w), h), item))
            x += w + 6
        return out

    def draw_legend(self, p: Any) -> None:
        chips = self.legend_chips(p)
        if not chips:
            return
        th = p.theme
        bottom = max(r.bottom for r, _ in chips) + 4
        box = pygame.Rect(LEGEND_BOX.x, LEGEND_BOX.y, LEGEND_BOX.w, bottom - LEGEND_BOX.y)
        flash = self.v.anim.tf.legend_flash
        key = tuple((tuple(r), i["card"], i["name"]) for r, i in chips)
        self.v.layers.draw(p, "tf-legend", key, box.inflate(4, 4),
                           lambda sp: self._paint_legend(sp, box, chips))
        if flash is not None and not flash.tween.done:
            for r, item in chips:
                if item["card"] == flash.card:
                    k = flash.tween.value
                    p.rect(th.accent_hi, r.inflate(6 + 8 * (1 - k), 6 + 8 * (1 - k)),
                           width=2, radius=8)
        for r, item in chips:
            self.v.tip(r, item["tip"])

    def _paint_legend(self, p: Any, box: pygame.Rect, chips: list) -> None:
        th = p.theme
        p.rect(mix(th.panel, th.bg, 0.3), box, radius=10)
        p.rect(th.text_faint, box, width=1, radius=10)
        for r, item in chips:
            undecided = item["name"] == "?"
            band = th.text_faint if undecided else art.BAND[item["card"]]
            chip = pygame.Rect(r.x, r.y, r.h, r.h)
            p.rect(band, chip, radius=5)
            p.text(art.LETTER[item["card"]], chip.center, 14, art.CHIP_INK, True, "center")
            p.text(item["name"], (chip.right + 6, r.centery), 14,
                   th.text_dim if undecided else th.text, True, "midleft")

    # ----- the draft board ------------------------------------------------------------
    def draft_rect(self) -> pygame.Rect:
        """The middle of the table between the seats: as tall as the seats above let it
        be (a seat at the top of the table leaves less)."""
        top = BOARD_TOP
        painter = getattr(self.table.app, "painter", None)
        if painter is not None:
            top = max(top, round(self.legend_bottom(painter)) + 6)
        n = self.obs["num_seats"]
        viewer = self.table.privacy.viewer
        mine = self.v.panel_rect(viewer if viewer is not None else 0)
        for s in range(n):
            r = self.v.panel_rect(s)
            if r == mine or r.right <= BOARD_X[0] or r.x >= BOARD_X[1]:
                continue
            top = max(top, r.bottom + 6)
        return pygame.Rect(BOARD_X[0], top, BOARD_X[1] - BOARD_X[0], BOARD_BOTTOM - top)

    def draft_header(self) -> str:
        v = self.obs
        seat = v["actor"]
        if seat is None:
            return "The draft"
        if seat == self.table.privacy.private_seat and seat in v["to_act"]:
            return "The draft: your decision"
        if self.table.driver.thinking_seat == seat:
            return f"The draft: {self.table.seat_name(seat)} is deciding…"
        return f"The draft: {self.table.seat_name(seat)} decides"

    def draw_draft(self, p: Any) -> None:
        """The board while the card types are decided (hits kept for clicks)."""
        self.v.draft_hits = []
        if not self.drafting() or self.v.anim.dealt is not None:
            return
        th = p.theme
        box = self.draft_rect()
        # as tall as what it holds (measured by drawing it nowhere), covering the stock
        # and the pile at least
        tips = len(self.v.tips)
        ghost = type(p)(pygame.Surface((1, 1)), p.scale, (-1e5, -1e5), p.theme, p.store)
        used = self._draft_content(ghost, box)
        self.v.draft_hits, self.v.tips[tips:] = [], []
        box.height = max(BOARD_MIN_BOTTOM, min(box.bottom, round(used) + 8)) - box.y
        p.rect(mix(th.panel, th.bg, 0.25), box, radius=12)
        p.rect(th.accent, box, width=2, radius=12)
        self._draft_content(p, box)

    def _draft_content(self, p: Any, box: pygame.Rect) -> float:
        """What the draft board holds, drawn inside ``box``; returns where it ends."""
        th = p.theme
        x, w = box.x + 12, box.w - 24
        y = box.y + 8
        hd = p.text(clip_text(p, self.draft_header(), w, 17, True), (x, y), 17, th.accent,
                    True)
        y = hd.bottom + 2
        picked = self.table.controls.tf.draft_card()
        if picked is not None:
            return self._draw_draft_choices(p, box, y, picked)
        sub = "Each player in turn decides one card's action."
        rows = [c for c in TYPES]
        row_h = round(p.line_height(14)) + 8
        if y + p.line_height(13) + 4 + len(rows) * row_h <= box.bottom - 6:
            p.text(clip_text(p, sub, w, 13), (x, y), 13, th.text_dim)
            y += p.line_height(13) + 4
        spare = box.bottom - 6 - y - len(rows) * row_h
        two = spare >= len(rows) * (p.line_height(13) + 2)  # room to list choices below
        for card in rows:
            y = self._draft_row(p, box, y, card, row_h, two)
        return y

    def _draft_row(self, p: Any, box: pygame.Rect, y: float, card: str, row_h: int,
                   two: bool) -> float:
        """One card type on the board: its chip, then what was chosen and by whom, or
        its choices; returns where the next row starts."""
        th = p.theme
        x, w = box.x + 12, box.w - 24
        got = self.chosen_title(card)
        chip = pygame.Rect(x, round(y + 2), row_h - 4, row_h - 4)
        p.rect(art.BAND[card] if got else th.text_faint, chip, radius=5)
        p.text(art.LETTER[card], chip.center, 14, art.CHIP_INK, True, "center")
        tx = chip.right + 8
        room = box.x + 12 + w - tx
        if got is not None:
            alt, title = got
            who = self.decider(card)
            by = f" · {self.table.seat_name(who)}" if who is not None else ""
            r = p.text(clip_text(p, title, room, 14, True), (tx, chip.centery), 14, th.text,
                       True, "midleft")
            if by and r.right + 4 < tx + room:
                p.text(clip_text(p, by, tx + room - r.right, 14), (r.right, chip.centery),
                       14, th.text_dim, False, "midleft")
            line = alternate_line(card, alt, self.fu_title())
            self.v.tip(pygame.Rect(x, round(y), w, row_h), f"{title}: {line}")
            if two:  # room for what it does, under its name
                p.text(clip_text(p, line, room, 13), (tx, y + row_h - 4), 13, th.text_dim)
                return y + row_h + p.line_height(13) + 2
            return y + row_h
        names = " · ".join(short_title(card, a, t) for a, t, _ in self.choice_rows(card))
        lit = self._draft_lit(card)
        if lit:
            p.rect(th.accent, chip.inflate(4, 4), width=2, radius=7)
        p.text(TITLES[card], (tx, chip.centery), 14, th.accent if lit else th.text, True,
               "midleft")
        label_w = p.text_size(TITLES[card], 14, True)[0] + 8
        if two:
            lines = p.wrap(names, room, 13)
            hit_h = row_h + len(lines[:2]) * (p.line_height(13) + 2)
            ny = y + row_h - 4
            for line in lines[:2]:
                p.text(clip_text(p, line, room, 13), (tx, ny), 13, th.text_dim)
                ny += p.line_height(13) + 2
        else:
            hit_h = row_h
            p.text(clip_text(p, names, room - label_w, 13), (tx + label_w, chip.centery), 13,
                   th.text_dim, False, "midleft")
        hit = pygame.Rect(x, round(y), w, round(hit_h))
        self.v.draft_hits.append((hit, ("card", card)))
        self.v.tip(hit, f"{TITLES[card]}: " + "; ".join(
            f"{short_title(card, a, t)}: {line}" for a, t, line in self.choice_rows(card)))
        return y + hit_h

    def _draft_lit(self, card: str) -> bool:
        """Whether the human drafter may pick ``card`` now (its row answers a click)."""
        return card in self.table.controls.tf.draft_cards()

    def _draw_draft_choices(self, p: Any, box: pygame.Rect, y: float, card: str) -> float:
        """The human drafter's chosen type: a row per choice, its line of what it does
        (wrapped where the board has room, else cut to one line)."""
        th = p.theme
        x, w = box.x + 12, box.w - 24
        rows = self.choice_rows(card)
        p.text(clip_text(p, f"{TITLES[card]}: pick its action", w, 14), (x, y), 14,
               th.text_dim)
        y += p.line_height(14) + 8
        num_w = p.text_size("7", 14, True)[0] + 10
        tx = x + num_w
        room = w - num_w
        for size, gap in ((14, 8), (13, 4), (13, 2)):  # the largest that fits whole
            lh = p.line_height(size) + 1
            # the name is bold: wrap as if the rest had that much less room
            wrapped = [p.wrap(f"{short_title(card, a, t)}: {line}", room - self._bolder(
                p, short_title(card, a, t), size), size) for a, t, line in rows]
            fits = y + sum(len(ws) * lh + gap for ws in wrapped) <= box.bottom - 6
            if fits:
                break
        focus = self.table.controls.tf.focused_choice()
        left = box.bottom - 6 - y  # without room for all, a row wraps while the rest fit
        for i, ((alt, title, line), ws) in enumerate(zip(rows, wrapped, strict=True)):
            name = short_title(card, alt, title)
            later = (len(rows) - i - 1) * (lh + gap)
            lines = ws if fits or len(ws) * lh + gap + later <= left else [
                clip_text(p, f"{name}: {line}", room - self._bolder(p, name, size), size)]
            left -= len(lines) * lh + gap
            h = len(lines) * lh + gap
            hit = pygame.Rect(x - 4, round(y - gap / 2), w + 8, round(h))
            if alt == focus:
                p.rect(mix(th.panel, th.accent, 0.25), hit, radius=6)
            p.text(str(i + 1), (x, y), size, th.accent, True)
            for j, text in enumerate(lines):
                if j == 0 and text.startswith(name):
                    r = p.text(name, (tx, y), size, th.text, True)
                    p.text(text[len(name):], (r.right, y), size, th.text_dim)
                else:
                    p.text(text, (tx, y + j * lh), size, th.text_dim)
            self.v.draft_hits.append((hit, ("alt", alt)))
            self.v.tip(hit, f"{title}: {line}")
            y += h
        return y

    @staticmethod
    def _bolder(p: Any, name: str, size: int) -> float:
        """How much wider ``name`` is in bold than in regular weight."""
        return p.text_size(name, size, True)[0] - p.text_size(name, size)[0]

    # ----- points in front --------------------------------------------------------------
    def front_anchor(self, seat: int) -> tuple[float, float, bool]:
        """Where the points in front of ``seat`` lie: just off its panel, on the side
        facing the middle; True when they run in a row (else a column)."""
        r = self.v.panel_rect(seat)
        dx, dy = TABLE_C[0] - r.centerx, TABLE_C[1] - r.centery
        if abs(dy) * 2.2 >= abs(dx):
            return (r.centerx, r.top - FRONT_GAP if dy < 0 else r.bottom + FRONT_GAP, True)
        return (r.right + FRONT_GAP if dx > 0 else r.left - FRONT_GAP, r.centery, False)

    def front_of(self, seat: int) -> list[dict]:
        """The points in front of ``seat`` in their order (the marker on a card lies on
        the card, not here): its own first, then what others put there."""
        order = {"wall": 0, "alliance": 1, "slow": 2, "stake": 3}
        mine = [m for m in self.obs.get("front") or [] if m["seat"] == seat
                and m["kind"] != "mark"]
        return sorted(mine, key=lambda m: order.get(m["kind"], 9))

    def marker_pos(self, m: dict) -> tuple[float, float]:
        """Where a point in front (or on a card) lies."""
        if m["kind"] == "mark":
            return self.mark_pos(m)
        seat = m["seat"]
        row = self.front_of(seat)
        i = next((k for k, x in enumerate(row) if x is m), len(row))
        n = max(len(row), i + 1)
        x, y, across = self.front_anchor(seat)
        off = (i - (n - 1) / 2) * FRONT_STEP
        return (x + off, y) if across else (x, y + off)

    def mark_pos(self, m: dict) -> tuple[float, float]:
        """A marker's point: on the marked card for its holder, across the hand (on one
        of the cards, which is not known) for everyone else."""
        seat = m["seat"]
        faces = self.v.hand_faces(seat)
        card = m.get("card")
        if card is not None and card in faces:
            x, y = self.v.hand_pos(seat, faces.index(card))
            return (x + art.CARD[0] / 2 - 8, y - art.CARD[1] / 2 + 8)
        n = max(1, len(faces))
        a, b = self.v.hand_pos(seat, 0), self.v.hand_pos(seat, n - 1)
        return ((a[0] + b[0]) / 2, a[1] - art.CARD[1] / 2 + 8)

    def own_in_front(self, seat: int) -> int:
        """How many of the seat's own points lie in front of it (not in its stack)."""
        return sum(1 for m in self.obs.get("front") or [] if m["seat"] == seat
                   and m["kind"] in OWN_KINDS) + self.v.anim.tf.front_air.get(seat, 0)

    def draw_links(self, p: Any) -> None:
        """An alliance's two points tied by a dashed line (under the seats)."""
        th = p.theme
        front = [m for m in self.obs.get("front") or [] if not m.get("_air")]
        done = set()
        for m in front:
            if m["kind"] != "alliance" or m.get("id") in done:
                continue
            other = next((x for x in front if x["kind"] == "alliance" and x is not m
                          and x.get("id") == m.get("id")), None)
            if other is None:
                continue
            done.add(m.get("id"))
            a, b = self.marker_pos(m), self.marker_pos(other)
            d = max(1.0, math.dist(a, b))
            col = mix(th.felt, th.accent, 0.7)
            for k in range(0, int(d), 14):
                t0, t1 = k / d, min(1.0, (k + 8) / d)
                p.line(col, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                       (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), 2)

    def draw_front(self, p: Any) -> None:
        for m in self.obs.get("front") or []:
            if m.get("_air"):
                continue  # still on its way there
            pos = self.marker_pos(m)
            paint = {"wall": self._draw_wall, "alliance": self._draw_alliance,
                     "slow": self._draw_slow, "stake": self._draw_stake,
                     "mark": self._draw_mark}.get(m["kind"], self._draw_plain)
            paint(p, m, pos)
            self.v.tip(pygame.Rect(round(pos[0] - 13), round(pos[1] - 13), 26, 26),
                       self.marker_words(m))

    def marker_words(self, m: dict) -> str:
        """What a point in front means, for the hover."""
        who = self.table.seat_name(m["seat"])
        by = self.table.seat_name(m.get("by", m["seat"]))
        kind = m["kind"]
        if kind == "wall":
            return (f"{who}'s Wall: only {self.fu_title()} can aim at {who} while this "
                    "point is here.")
        if kind == "alliance":
            other = self.table.seat_name(m.get("with", m["seat"]))
            return (f"{who} and {other} are allied: neither may aim at the other (until "
                    "they are the last two).")
        if kind == "slow":
            return f"{by}'s Slow Joker: {who} loses a card at the start of {who}'s turn."
        if kind == "stake":
            return (f"{by}'s stake: when the marked card leaves its hand, {by} takes "
                    "both marker points.")
        if m.get("card") is not None:
            return (f"{by}'s marker on your {TITLES[rank(m['card'])]}: claiming with it "
                    f"costs you 1 point to {by} first.")
        return (f"{by}'s marker lies on one of {who}'s cards: claiming with that card "
                f"costs {who} 1 point to {by}.")

    def _draw_plain(self, p: Any, m: dict, pos: tuple[float, float]) -> None:
        p.blit(art.counter(p), pos, anchor="center")

    def _draw_wall(self, p: Any, m: dict, pos: tuple[float, float]) -> None:
        """The point sits on a little brick wall."""
        x, y = pos
        p.rect(art.BRICK, (x - 14, y - 1, 28, 14), radius=2)
        p.line(art.MORTAR, (x - 14, y + 6), (x + 14, y + 6), 1)
        for bx in (-7, 7):
            p.line(art.MORTAR, (x + bx, y - 1), (x + bx, y + 6), 1)
        p.line(art.MORTAR, (x, y + 6), (x, y + 13), 1)
        p.blit(art.counter(p), (x, y - 8), anchor="center")

    def _draw_alliance(self, p: Any, m: dict, pos: tuple[float, float]) -> None:
        """A point on its edge, sideways."""
        x, y = pos
        p.ellipse(art.WOOD_DARK, (x - 5, y - 10, 11, 21))
        p.ellipse(art.WOOD, (x - 4, y - 10, 9, 19))
        p.line(art.WOOD_LIGHT, (x, y - 7), (x, y + 7), 1)

    def _draw_slow(self, p: Any, m: dict, pos: tuple[float, float]) -> None:
        """A dark point with a lit fuse curling off it."""
        x, y = pos
        if m.get("point", True):
            p.blit(art.counter(p), pos, anchor="center")
        p.circle(art.FUSE, pos, art.COUNTER_R * 0.62)
        pts = [(x + 5, y - 5), (x + 10, y - 8), (x + 12, y - 13), (x + 17, y - 15)]
        for a, b in zip(pts, pts[1:], strict=False):
            p.line(art.FUSE, a, b, 2.5)
        flick = 2.6 + 1.4 * abs(math.sin(self.table.clock * 9))
        p.circle(art.FLAME, pts[-1], flick + 1.5)
        p.circle(art.SPARK, pts[-1], flick)
        p.circle(art.SPARK_CORE, pts[-1], flick * 0.45)

    def _draw_stake(self, p: Any, m: dict, pos: tuple[float, float]) -> None:
        """The Marker Jack's point in front of whoever played it, ringed in the colour
        of the seat it marked."""
        self._pinned(p, pos, self._marked_by(m))

    def _marked_by(self, stake: dict) -> int | None:
        for m in self.obs.get("front") or []:
            if m["kind"] == "mark" and m.get("id") == stake.get("id"):
                return m["seat"]
        return None

    def _draw_mark(self, p: Any, m: dict, pos: tuple[float, float]) -> None:
        """The marker on a card, ringed in the colour of whoever played it; across the
        hand, with a question mark, where the viewer cannot know which card it is."""
        self._pinned(p, pos, m.get("by", m["seat"]))
        if m.get("card") is None:
            p.text("?", pos, 12, art.WOOD_DARK, True, "center")

    def _pinned(self, p: Any, pos: tuple[float, float], seat: int | None) -> None:
        """A Marker Jack's point: a counter with a pin whose head has the colour of the
        other seat of the pair (the marked one for the stake, the marker's owner on the
        card)."""
        x, y = pos
        p.blit(art.counter(p), pos, anchor="center")
        if seat is None:
            return
        head = (x + 9, y - 10)
        p.line(art.FUSE, (x + 3, y - 3), head, 2)
        p.circle(art.EDGE, head, 5)
        p.circle(p.theme.seat(seat), head, 4)

    # ----- lives set aside and graves -------------------------------------------------------
    def draw_aside(self, p: Any, seat: int) -> None:
        """Lives a Survivor Queen set aside, face down after the lost cards."""
        n = (self.obs.get("aside") or [0] * (seat + 1))[seat]
        k = len(self.obs["lost"][seat])
        for j in range(n):
            pos = self.v.lost_pos(seat, k + j)
            p.blit(art.back(p, art.LOST), pos, anchor="center")
            self.v.tip(pygame.Rect(round(pos[0] - 17), round(pos[1] - 24), 34, 48),
                       f"{self.table.seat_name(seat)} set this card aside as a Survivor Queen, "
                       "face down: only its owner knows what it is.")

    def grave_pos(self) -> tuple[float, float]:
        """The grave: in front of the last seat that went out this turn (by the pile
        when that is not known, as in a game resumed)."""
        seats = self.v.anim.tf.grave_seats
        if seats:
            x, y, _ = self.front_anchor(seats[-1])
            return (x, y)
        px, py = self.v.pile_pos()
        return (px, py + 64)

    def draw_graves(self, p: Any) -> None:
        total = self.obs.get("graves") or 0
        if total <= 0:
            return
        th = p.theme
        x, y = self.grave_pos()
        self.v._heap(p, (x, y), total)
        p.text(f"grave {total}", (x, y + 18), 13, th.text_dim, True, "midtop")
        self.v.tip(pygame.Rect(round(x - 30), round(y - 20), 60, 52),
                   f"{total} points of players out this turn: each player may claim a "
                   "Graverobber Jack for them when the turn ends.")
