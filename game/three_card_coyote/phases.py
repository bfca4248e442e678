"""The stages of a night in Helena, as the engine tracks them."""

from __future__ import annotations

from enum import Enum


class Phase(str, Enum):
    """A stage of the night; the value is what observations and saves say."""

    DRAFT = "draft"      # roles picked in the order of the drawn cards
    NAME = "name"        # each character takes a name
    SECRETS = "secrets"  # Coyote deals his three secret cards
    PLAY = "play"        # rounds of three cards, until a claim, midnight or nobody stands
