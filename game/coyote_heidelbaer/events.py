"""HeidelBÄR Coyote's events in one place: each type the engine emits and what it
carries, which ones the log leaves out and which the table does not animate, with
the reason. ``tests/test_event_coverage.py`` holds the engine, the narration and the
table to this list, so a renamed event cannot quietly lose its line or its animation.
Every event is public."""

EVENT_TYPES: dict[str, str] = {
    "deal": "round, start_seat: a new round's cards are dealt; start_seat bids first",
    "bid": "seat, value: seat bids value",
    "peek": "seat: seat looks at the centre card (its open eye closes with it)",
    "coyote": "seat: seat plays the Coyote card (a card from the deck joins the count)",
    "challenge": "seat, bidder: seat calls the bid of bidder",
    "guess": "seat: a Trickster guesser has sealed a guess (who, stays hidden)",
    "guesses": "guesses [[seat, guessed seat, right]]: every Trickster guess, once all are in",
    "reveal": "round, bid, bidder, challenger, cards [[seat, card]], centre, coyote_card, "
              "question_draw, max0_zeroed, total, winner, loser, guesses, steps: the count",
    "eye": "seat, to ('open' | 'closed'): a challenge flips one of seat's eyes",
    "discard": "seat, kind ('open' | 'closed'): seat gives up an eye",
    "out": "seat: seat has no eye left and leaves the game",
    "game_over": "winner: the last seat in play",
}

SILENT: dict[str, str] = {
    # a line per guess as it comes would tell the table when each guesser made up
    # their mind; the guesses event tells them all at once
    "guess": "a sealed guess: the guesses event tells every guess once the last is in",
}

SILENT_WHEN: dict[str, str] = {}

NO_ANIMATION: dict[str, str] = {
    # the table marks each guess as it comes in, then shows who guessed right after
    # the verdict, from the reveal's own list: this event adds nothing to see
    "guesses": "shown after the verdict from the reveal's list",
}

#: the events random play seldom reaches (none: every one comes up)
SAMPLES: dict[str, dict] = {}
