"""Where things sit on the Coyote Moon table (logical 1280x720): the side panels, and
the places of stones, pawns and dice worked out from an observation.

Pure geometry: the view draws at these places and the animator flies pieces between
them, so both read the same numbers from the observation on screen.
"""

from __future__ import annotations

import pygame

from scenes.tables.coyote_moon import art

TOP_BAR = 40
SIDE_X, SIDE_W = 912, 360
SEATS_RECT = pygame.Rect(SIDE_X, 48, SIDE_W, 268)
TURN_RECT = pygame.Rect(SIDE_X, 324, SIDE_W, 268)
LOG_RECT = pygame.Rect(SIDE_X, 600, SIDE_W, 112)
HAND_R = 12.0

Point = tuple[float, float]


def seat_rect(obs: dict, seat: int) -> pygame.Rect:
    """A seat's row in the seats panel."""
    n = obs["num_seats"]
    h = min(66, (SEATS_RECT.h - 8) // n)
    return pygame.Rect(SEATS_RECT.x + 6, SEATS_RECT.y + 4 + seat * h, SEATS_RECT.w - 12,
                       h - 4)


def hand_pos(obs: dict, seat: int, i: int) -> Point:
    """The ``i``-th stone of a seat's hand, in its row (one slot is kept for an arrival)."""
    r = seat_rect(obs, seat)
    n = len(obs["hands"][seat]) + 1
    gap = min(27.0, (r.w - 80) / n)
    return (r.x + 66 + i * gap, r.y + 44)


def coin_pos(obs: dict, coin_id: int) -> Point:
    """Where a stone is drawn now (its space's slot, or its hand slot)."""
    c = obs["coins"][coin_id]
    if c["holder"] is not None:
        hand = obs["hands"][c["holder"]]
        return hand_pos(obs, c["holder"], hand.index(coin_id) if coin_id in hand else 0)
    if c["space"] is None:
        return art.CENTRE
    here = [x for x in obs["coins"] if x["space"] == c["space"]]
    pawns = sum(1 for s in obs["pawns"] if s == c["space"])
    offs = art.slots(len(here), c["space"], pawns)
    i = [x["id"] for x in here].index(coin_id)
    base = art.SPACE_POS[c["space"]]
    return (base[0] + offs[i][0], base[1] + offs[i][1])


def drop_pos(obs: dict, space: str) -> Point:
    """Where a stone dropped on ``space`` comes to rest (after the stones lying there)."""
    here = sum(1 for c in obs["coins"] if c["space"] == space)
    pawns = sum(1 for s in obs["pawns"] if s == space)
    off = art.slots(here + 1, space, pawns)[-1]
    base = art.SPACE_POS[space]
    return (base[0] + off[0], base[1] + off[1])


def pawn_pos(obs: dict, seat: int, space: str | None = None) -> Point:
    """A seat's pawn on ``space`` (default: where it stands), beside any others there."""
    space = space or obs["pawns"][seat]
    there = [s for s, sp in enumerate(obs["pawns"]) if sp == space]
    if seat not in there:
        there.append(seat)
    offs = art.pawn_slots(len(there), space)
    o = offs[there.index(seat)]
    base = art.SPACE_POS[space]
    if not space.startswith("m"):
        o = (o[0] + 5, o[1] + 12)
    return (base[0] + o[0], base[1] + o[1])


def start_die_pos(obs: dict, seat: int) -> Point:
    """Each seat's die rests along the top of its start tile."""
    starts = obs["starts"]
    c = art.SPACE_POS[starts[seat]]
    i = [s for s in range(len(starts)) if starts[s] == starts[seat]].index(seat)
    return (c[0] - 33 + i * 22, c[1] - 36)
