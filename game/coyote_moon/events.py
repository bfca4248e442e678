"""Coyote Moon's events in one place: each type the engine emits and what it carries,
which ones the log leaves out and which the table does not animate, with the reason.
``tests/test_event_coverage.py`` holds the engine, the narration and the table to this
list, so a renamed event cannot quietly lose its line or its animation. Every event is
public; the set-up's come from ``initial_events()`` and ``undo`` from ``undo()``."""

EVENT_TYPES: dict[str, str] = {
    "ring": "moons: the moon tiles' values clockwise from the top",
    "lay": "coin, space, suit: a stone laid suit side up at the start",
    "first_roll": "rolls [[seat, face]]: a throw for first player (a re-throw lists only "
                  "the tied seats)",
    "first_player": "seat: who moves first",
    "start_roll": "seat, face, space: seat's die names its start and finish moon",
    "turn": "seat, round, mp: seat's turn begins with mp movement points",
    "step": "seat, from, to, cost, mp_left: seat's pawn moves one space",
    "pickup": "seat, space, coin, suit, value, revealed: seat picks up a stone (revealed: "
              "its value was hidden till now)",
    "drop": "seat, space, coin, suit, value, placed: seat drops a stone (placed: home on "
            "its moon)",
    "end_turn": "seat: seat ends its turn",
    "undo": "seat, action, pawn, mp_left: seat takes back its last action this turn",
    "game_over": "winner (None at the round limit), reason ('won' | 'round_limit')",
}

SILENT: dict[str, str] = {
    "lay": "twenty-four of them at the start: the ring's line says the stones are laid",
    "end_turn": "the next turn's line tells who moves now",
}

SILENT_WHEN: dict[str, str] = {}

NO_ANIMATION: dict[str, str] = {
    "end_turn": "the next turn's hand-over shows it",
    # the table's undo redraws the board as it was at once (MoonTable.undo_last)
    "undo": "the board is redrawn as it was, at once; the log tells the take-back",
}

#: the events random play seldom reaches (none: every one comes up)
SAMPLES: dict[str, dict] = {}
