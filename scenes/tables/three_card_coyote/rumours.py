"""The town's talk on the Helena map: the round's complication, the rumours going round
(Coyote's half-truths and the players' own) and the favours town folk owe.

It is drawn from the observation's public part only (``complication``, ``rumours``,
``carried``, ``favours``: see ``game/three_card_coyote/trickster.py``), in a small box
over Upper Last Chance, a stretch of the gulch with no folk and no secret, under the
pawns and the things lying there. Each row is one line; a row too long for the box
is shortened, and the painter shows it whole under the mouse, so every rumour of the
night stays readable there.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.three_card_coyote.folk import FOLK
from game.three_card_coyote.town import PLACES
from game.three_card_coyote.town_voice import rumour_words
from game.three_card_coyote.trickster import BY_ID
from scenes.tables.three_card_coyote import art
from scenes.tables.three_card_coyote.panels import thing_name

PLACE = "upper-last-chance"
SIZE = 13
LABEL_SIZE = 15   # the place's own name (art.place_label), left clear at the plot's top
PAWN_ROOM = 26    # and the pawns' row at its foot


def rows(obs: dict, name: Any) -> list[tuple[str, bool]]:
    """The box's rows, (text, the round's complication in the accent colour); none
    before the town talks."""
    out: list[tuple[str, bool]] = []
    c = BY_ID.get(obs.get("complication") or "")
    if c is not None:
        out.append((c.short, True))
    rumours = obs.get("rumours") or []
    if rumours:
        said = "; ".join(rumour_words(r, name) for r in reversed(rumours))
        out.append((f"{len(rumours)} rumour{'s' if len(rumours) > 1 else ''}: {said}", False))
    favours = obs.get("favours") or {}
    if favours:
        owed = "; ".join(f"{FOLK[f].name} owes {', '.join(name(s) for s in seats)}"
                         for f, seats in favours.items() if f in FOLK)
        out.append((f"Favours: {owed}", False))
    carried = [c for c in obs.get("carried") or [] if c.get("round") == obs.get("round")]
    if carried:
        moved = "; ".join(f"{thing_name(c['thing'])} to {PLACES.get(c['to'], c['to'])}"
                          for c in carried)
        out.append((f"Carried off: {moved}", False))
    return out


def draw(look: Any, p: Any) -> None:
    """The town's talk, if it has any, for the observation on screen (``look.obs``)."""
    th = p.theme
    cell = art.cell(PLACE)
    # below the place's name, one line or two as the window's size wraps it (the lines
    # art.place_label writes, each overlapping the last by two pixels)
    named = p.wrap(PLACES[PLACE], cell.w - 12, LABEL_SIZE, True)[:2]
    # (art.place_label's last line ends at y + 2; a few pixels more keep its
    # descenders clear of the box's edge at every scale)
    top = cell.y + 8 + sum(p.text_size(n, LABEL_SIZE, True)[1] - 2 for n in named)
    lh = p.line_height(SIZE) + 1
    room = max(1, int((cell.bottom - PAWN_ROOM - top - 6) // lh))
    found = rows(look.obs or {}, look.char_name)
    if not found:
        return
    if len(found) > room:  # a small window: the rest shares the last row, whole on hover
        found = found[:room - 1] + [(" · ".join(t for t, _ in found[room - 1:]),
                                     found[room - 1][1])]
    r = pygame.Rect(cell.x + 3, top, cell.w - 6, lh * len(found) + 6)
    p.rect((*art.BOX, 215), r, radius=6)
    p.rect(th.panel_edge, r, width=1, radius=6)
    y = r.y + 3
    for text, heading in found:
        p.text(p.ellipsize(text, r.w - 10, SIZE), (r.x + 5, y), SIZE,
               th.accent_hi if heading else th.text)
        y += lh
