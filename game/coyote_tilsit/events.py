"""Tilsit Coyote's events in one place: each type the engine emits and what it
carries, which ones the log leaves out and which the table does not animate, with
the reason. ``tests/test_event_coverage.py`` holds the engine, the narration and the
table to this list, so a renamed event cannot quietly lose its line or its animation.
Every event is public."""

EVENT_TYPES: dict[str, str] = {
    "deal": "round, start_seat, draw_count: a new round's cards are dealt; start_seat "
            "bids first",
    "reshuffle": "reason ('moon' | 'empty'), draw_count: a new draw pile is shuffled",
    "bid": "seat, value: seat bids value",
    "shaman": "seat, power, target (None unless the power names a seat): seat uses its "
              "Shaman card",
    "take": "seat, by: seat gets a second card by the Take a Card power of by (the card "
            "is in the observations)",
    "direction": "direction (1 clockwise, -1 counter-clockwise): play turns round",
    "cancel": "seat, bidder, cancelled: seat's Cancel makes bidder replace the bid "
              "cancelled",
    "challenge": "seat, bidder: seat calls Coyote! on the bid of bidder",
    "reveal": "round, bid, bidder, challenger, cards [[seat, [cards]]], teepee, "
              "spirit_zeroed, chief, positive, negative, total, winner, loser, lost, "
              "moon, steps: the count",
    "feather": "seat, lost, left: the loser of a challenge gives up feathers",
    "out": "seat: seat has no feather left and leaves the game",
    "discard": "cards: the round's cards go to the discard pile",
    "game_over": "winner: the last seat in play",
}

SILENT: dict[str, str] = {
    "discard": "the reveal told every card; this only sweeps them to the discard pile",
}

SILENT_WHEN: dict[str, str] = {}

NO_ANIMATION: dict[str, str] = {}

#: the events random play seldom reaches (none: every one comes up)
SAMPLES: dict[str, dict] = {}
