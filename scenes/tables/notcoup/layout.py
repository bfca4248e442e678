"""Where things lie on the NotCoup table (logical 1280x720): the oval of seats, the
stock and the pile in the middle, the sidebar with the chain and the log."""

from __future__ import annotations

import pygame

from scenes.tables.controls_base import STRIP

TOP_BAR = 40
FELT = (40, 66, 888, 530)
TABLE_C = (484, 330)
SEAT_R = (366, 202)
PANEL = (204, 124)
DECK_POS = (400, 322)
PILE_POS = (572, 322)
# Heist: the bank's heap joins the stock and the pile in the middle, so the three move
# left, clear of the seats on the right at any table size
HEIST_DECK_POS = (372, 322)
HEIST_PILE_POS = (500, 322)
BANK_POS = (630, 322)
BANK_TEXT_W = 116  # the crimes line wraps within this, clear of the seats beside it
SHOW_POS = (484, 262)
BANNER_Y = 420
SIDEBAR_X, SIDEBAR_W = 972, 300
CHAIN_RECT = pygame.Rect(SIDEBAR_X, 48, SIDEBAR_W, 350)
LOG_RECT = pygame.Rect(SIDEBAR_X, CHAIN_RECT.bottom + 8, SIDEBAR_W,
                       STRIP.y - 8 - CHAIN_RECT.bottom - 8)
TIMER_POS = (150, TOP_BAR / 2)
LOG_KEEP = 300
HAND_SPAN = 148   # a seat panel's width a fanned hand may take
LOST_ROOM = 24    # how far right of the first lost card the last one may lie
# a sealed round's kind (the Transformer's): what a seat in it may do
ROUND_STATES = {"counter": "may block", "king": "may claim", "jack": "may claim",
                "pay": "may pay"}
ROUND_TITLES = {"counter": "May block:", "king": "May claim a King:",
                "jack": "May claim a Jack:", "pay": "May pay for it:"}
TEAM_CARD_Y = 11  # the team card's top in its panel: under the TURN tag on the edge
ARC_LIFT = 30     # how high a flying card's arc rises
