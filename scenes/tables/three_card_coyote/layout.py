"""Where the parts of the Three Card Coyote table sit (logical 1280x720): the map on
the left (``art.MAP``), the controls strip under it, the seats, the private panel and
the log down the right."""

from __future__ import annotations

import pygame

TOP_BAR = 40
SIDE_X, SIDE_W = 768, 504
SEATS_RECT = pygame.Rect(SIDE_X, 46, SIDE_W, 262)
PRIVATE_RECT = pygame.Rect(SIDE_X, 314, SIDE_W, 236)
LOG_RECT = pygame.Rect(SIDE_X, 556, SIDE_W, 156)
CONTROLS_RECT = pygame.Rect(8, 504, 752, 208)
HAND_CARD = (46, 64)
MINI = (20, 28)  # a played card in a seat's row
