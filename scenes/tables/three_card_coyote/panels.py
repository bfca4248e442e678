"""The Three Card Coyote table's side panels and top bar: the clock and the town's
mood, a row per seat, the private panel (a hand whose cards a click picks, powers,
whispers and the tab that opens the sheet, or the public news) and Coyote's log.
Each draws from a ``HelenaView``'s observation and stage.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.three_card_coyote.folk import THINGS
from game.three_card_coyote.roles import ALL_ROLES, POWERS
from game.three_card_coyote.town import PLACES
from scenes.tables.drawing import draw_log
from scenes.tables.three_card_coyote import art
from scenes.tables.three_card_coyote.layout import (
    HAND_CARD,
    LOG_RECT,
    MINI,
    PRIVATE_RECT,
    TOP_BAR,
)

if TYPE_CHECKING:
    from scenes.tables.three_card_coyote.view import HelenaView


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


def top_bar(look: HelenaView, p: Any) -> None:
    th = p.theme
    v = look.obs
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
    if look.stage.town_card:
        r = p.text("Town card", (x, y), 15, th.text_dim, anchor="midleft")
        cw, chh = art.card_size(p, (20, 28))
        cr = pygame.Rect(r.right + 6, y - chh / 2, cw, chh)
        art.card(p, cr, look.stage.town_card)
        x = cr.right + 18
    if v.get("showdown"):
        r = p.text("SHOWDOWN", (x, y), 17, th.bad, True, "midleft")
        x = r.right + 18
    who = beat_text(look)
    if who:
        room = 1280 - 12 - x
        if room > 60:
            p.text(p.ellipsize(who, room, 16), (1268, y), 16, th.accent_hi, True,
                   "midright")

def beat_text(look: HelenaView) -> str:
    v = look.obs
    if v.get("over"):
        return "The night is over"
    if v.get("phase") == "draft":
        return "The draft"
    if v.get("phase") == "name":
        return "Naming the characters"
    w = v.get("window")
    if w:
        return f"{look.char_name(w['actor'])}: {w['kind']}"
    if v.get("turn") is not None:
        return f"Beat {v['beat']} of 3: {look.char_name(v['turn'])}"
    return ""

def seats(look: HelenaView, p: Any) -> None:
    th = p.theme
    v = look.obs
    active = look.active_seat()
    for s, c in enumerate(v["characters"]):
        r = look.seat_rect(s)
        if s == active or s == look.table.driver.thinking_seat:
            p.rect(th.panel_hi, r, radius=8)
            p.rect(th.accent, r, width=1.5, radius=8)
        p.circle(th.seat(s), (r.x + 12, r.y + 13), 8)
        p.text(str(s + 1), (r.x + 12, r.y + 13), 12, art.SEAT_INK, True, "center")
        name = look.char_name(s)
        label = f"{name} · {look.roles_text(s)}"
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
            bits = row_words(c, v["characters"], look.char_name)
            room = r.w - 34 if line_top >= r.y + 3 + mini[1] else 274 - grow - 26 - 8
            p.text(p.ellipsize(" · ".join(bits), room, 13), (r.x + 26, r.bottom - 1),
                   13, th.text_dim, anchor="bottomleft")
        else:
            for i, t in enumerate(c["holds"][:10]):
                art.thing(p, (r.x + 200 + i * 14, r.y + r.h - 7), art.thing_kind(t))

def row_words(c: dict, chars: list[dict], name_of: Any) -> list[str]:
    """A character row's second line: where it stands, how, whom it is fighting (only
    while both are standing: a knocked-out row fights nobody) and what it carries."""
    bits = [PLACES.get(c["place"], c["place"])] + (["on horseback"] if c["mounted"] else []) \
        + (["folded"] if c["folded"] else [])
    foes = [t for t in c.get("fighting") or () if not chars[t]["out"]] if not c["out"] else []
    if foes:
        bits.append("fighting " + ", ".join(name_of(t) for t in foes))
    if c["holds"]:
        bits.append("carries " + ", ".join(thing_name(t) for t in c["holds"]))
    return bits


def private(look: HelenaView, p: Any) -> None:
    th = p.theme
    v = look.obs
    r = PRIVATE_RECT
    x0, y = r.x + 12, r.y + 8
    look.hand_rects, look.table.sheet.tab = {}, None  # drawn again below, if they show
    if v.get("hand") is None or v.get("phase") in ("draft", "name") or v.get("over") or (
            look.table.controls is not None and look.table.controls.focus_note()):
        public_panel(look, p)
        return
    me = v["seat"]
    sheet = look.table.sheet
    tab_w = max(p.text_size(w, 14, True)[0] for w in ("Map (S)", "Sheet (S)")) + 16
    sheet.tab = pygame.Rect(r.right - 12 - tab_w, y - 2, tab_w,
                            p.text_size("Sheet (S)", 14, True)[1] + 6)
    p.rect(th.panel_hi, sheet.tab, radius=6)
    p.rect(th.accent, sheet.tab, width=1, radius=6)
    p.text("Map (S)" if sheet.open else "Sheet (S)", sheet.tab.center, 14, th.accent_hi, True,
           "center")
    head = p.text(p.ellipsize(f"{look.char_name(me)}: your eyes only", r.w - 36 - tab_w, 16),
                  (x0, y), 16, th.accent_hi, True)
    y = head.bottom + 6
    down = set(v.get("down") or [])
    unplayed = set(v.get("unplayed") or [])
    chosen = look.table.controls.chosen_card() if look.table.controls is not None else None
    for i, card in enumerate(v["hand"]):
        cr = pygame.Rect(x0 + i * (HAND_CARD[0] + 8), y, *HAND_CARD)
        art.card(p, cr, card, dim=card not in unplayed, mark="down" if card in down else "")
        if card == chosen:  # the card the beat would be played with: click another
            p.rect(th.accent_hi, cr.inflate(6, 6), width=2.5, radius=6)
        look.hand_rects[card] = cr
    x = x0 + 3 * (HAND_CARD[0] + 8) + 8
    yy = y
    powers = look.obs["characters"][me]["powers"]
    for pid in powers:
        pw = POWERS.get(pid)
        label = pw.label if pw else pid
        rr = p.text(p.ellipsize(label, r.right - 12 - x, 15), (x, yy), 15, th.text)
        yy = rr.bottom + 2
    y = max(y + HAND_CARD[1], yy) + 6
    for line in secret_lines(look.obs):
        if y + p.line_height(15) > r.bottom - 4:
            break
        rr = p.text(p.ellipsize(line, r.w - 24, 15), (x0, y), 15, th.text_dim)
        y = rr.bottom + 2

def secret_lines(obs: dict) -> list[str]:
    """What the seat on screen has learnt (from its observation ``obs``): the secrets
    narrowed down, the latest whispers first."""
    v = obs
    kn = v.get("knowledge") or {}
    parts = []
    for kind, word in (("door", "Door"), ("key", "Key"), ("lantern", "Lantern")):
        left = kn.get(kind) or []
        if len(left) == 1:
            name = PLACES.get(left[0]) if kind == "door" else thing_name(left[0])
            parts.append(f"{word}: {name}")
        else:
            parts.append(f"{word}: {len(left)} left")
    return [" · ".join(parts)] + [whisper_line(w) for w in reversed(v.get("whispers") or [])]


def whisper_line(w: dict) -> str:
    """One whisper of an observation's list, in a line: a search's result or a clue."""
    if "search" in w:
        found = w.get("found") or {}
        what = ["the Door"] if "door" in found else []
        for kind in ("key", "lantern"):
            if kind in found:
                what.append(f"the {kind.title()} ({thing_name(found[kind]['thing'])})")
        return f"Searched {PLACES.get(w['search'], w['search'])}: " + \
            (", ".join(what) if what else "nothing")
    item = w.get("item")
    name = PLACES.get(item, item) if w["clue"] == "door" else thing_name(item)
    return f"{art.folk_name(w.get('folk'))}: the {w['clue']} is not {name}"


def public_panel(look: HelenaView, p: Any) -> None:
    th = p.theme
    r = PRIVATE_RECT
    v = look.obs
    x0, y = r.x + 12, r.y + 8
    lines: list[tuple[str, Any]] = []
    focus = look.table.controls.focus_note() if look.table.controls is not None else ""
    if focus:
        lines.append((focus, th.text))
    elif v.get("over"):
        won = v.get("winner")
        lines.append((f"{look.char_name(won)} claims the power." if won is not None else
                      "Nobody claimed the power: Coyote keeps it.", th.accent_hi))
        sec = v.get("secrets") or {}
        if sec:
            lines.append((f"The Door stood in {PLACES.get(sec['door'], sec['door'])}; the "
                          f"Key was the {thing_name(sec['key'])}; the Lantern, the "
                          f"{thing_name(sec['lantern'])}.", th.text))
    elif v.get("phase") == "draft":
        lines.append(("The draft: the highest card picks a role first.", th.text))
        draws = v.get("draws") or {}
        names = look.table.seat_name
        lines.append(("  ·  ".join(f"{names(int(s))} drew {c.split('-')[0]}"
                                   for s, c in draws.items()), th.text_dim))
    elif v.get("phase") == "name":
        lines.append(("Each player names a character from the four Coyote offers.",
                      th.text))
        for s in range(len(v["characters"])):
            lines.append((f"{look.table.seat_name(s)}: {look.roles_text(s)}", th.text_dim))
    else:
        w = v.get("window")
        if w:
            what = f"{look.char_name(w['actor'])}: {w['action']}"
            lines.append((what + (" (raised with a chip)" if w.get("chip") else ""),
                          th.text))
            waiting = [look.char_name(s) for s in w["seats"] if s not in w["answered"]]
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

def game_log(look: HelenaView, p: Any) -> None:
    th = p.theme
    r = LOG_RECT
    head = p.text("Coyote tells it  (L: the whole log)", (r.x + 12, r.y + 6), 14,
                  th.text_faint)
    room = int((r.bottom - head.bottom - 8) // 19)
    draw_log(p, look.table.log_lines, (r.x + 12, head.bottom + 4), r.w - 24, room)
