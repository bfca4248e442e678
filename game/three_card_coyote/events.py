"""Three Card Coyote's events in one place: each type the engine emits and what it
carries, which ones the log leaves out and which the table does not animate, with
the reason. ``tests/test_event_coverage.py`` holds the engine, the narration and the
table to this list, so a renamed event cannot quietly lose its line or its animation.

Most events carry ``v``, the seeded variety number that picks Coyote's phrasing. A
private event names its ``audience`` (``-1``: Coyote, the dealer); the other seats see
only whom it concerns, marked ``private``."""

EVENT_TYPES: dict[str, str] = {
    # the evening begins
    "arrive": "the stage coach reaches Helena (from initial_events)",
    "draw": "seat, card: the card a seat draws for its place in the draft",
    "pick": "seat, role, kind ('deity' | 'human'): seat drafts a role",
    "name": "seat, name, gender, deity, human: seat's character is named",
    "horseback": "seat: seat's character arrives on horseback (a rider, or a power that "
                 "gives a horse)",
    "secrets": "Coyote hides the door, the key and the lantern",
    "noted": "door, key, lantern, cards (private to Coyote): where the secrets are",
    # a round of three cards
    "round": "round, hour, first, mood: a round begins; first acts first",
    "hand": "seat, cards (private to seat): seat's three cards for the round",
    "town": "card, mood, trouble (low enough to send the posse): Coyote turns the "
            "town's card at the end of a round",
    "mood": "mood, was: the town's mood changes",
    # actions
    "pass": "seat: seat lays a card face down and does nothing",
    "fold": "seat: seat sits the rest of the round out",
    "raise": "seat, power, action, chips: seat spends a chip on a power for an action",
    "declare": "seat, action, chip: seat aims an action at another seat, who may answer",
    "move": "seat, from, to, card: seat goes to another place",
    "search": "seat, place, card, ok: seat searches where they stand",
    "whisper": "seat, place, found (private to seat): what a search turned up",
    "take": "seat, thing, place, card: seat picks up an object lying there",
    "snatch": "seat, folk, thing, card, ok: seat tries to take an object from a town person",
    "talk": "seat, folk, topic ('learn' | 'buy' | 'fool' | 'calm'), card, ok, thing, paid, "
            "chips: seat talks to a town person",
    "clue": "seat, kind, item, folk (private to seat): a fact a town person tells",
    "heal": "seat, target, card, ok, wounds: seat tends target's wounds",
    "unlock": "seat, place, things, ok: seat tries the door with the key and the lantern",
    "claim": "seat, ok: seat claims the power at the Showdown",
    # answers to an action aimed at a seat
    "defend": "seat, card | power, chips: the target answers a fight (or a shot)",
    "oppose": "seat, power, chips: a seat throws a chip against a raise",
    "interrupt": "seat, card | power, chips: a seat tries to stop a ritual",
    "cower": "seat: the target does not answer and folds",
    "fate": "seat: the target answers with the deck's top card",
    "cover": "seat, card: Coyote turns a card for an unarmed target of a shot",
    "seize": "seat, from, thing: the winner of a clash takes an object from the loser",
    # contests and their outcomes
    "brawl": "seat, folk, card, against, turned, result: a fight with a town person",
    "gunfire": "seat, folk, card, against, turned, result: a shot at a town person",
    "escape": "seat, card, folk, against, turned, result: seat slips away from hostile folk",
    "clash": "seat, target, gun, result, card, against, cowered: a fight between seats",
    "showhands": "hands, names, winner: two raises meet, and the poker hands decide",
    "stalemate": "seats: a contest is drawn",
    "thwarted": "seat, action, by: a chip thrown against a raise stops it",
    "interrupted": "seat, by | folk, against, turned, result: a ritual is stopped",
    "shrugged": "seat, by | folk, against, turned, result: a ritual gets past an attempt to "
                "stop it",
    "falls": "folk, by, things, taken: a town person goes down and drops what they held",
    "wound": "seat, by (a seat, a town person or 'the posse'), wounds: seat is hurt",
    "knocked-out": "seat, dropped: seat is knocked out and drops what they held",
    "empty": "every character is knocked out",
    "posse": "seat: the Sheriff's posse comes for seat",
    "confiscate": "seat, thing, to ('sheriff' | 'ground'): the posse takes an object",
    # the night's end
    "showdown": "the Showdown begins: the door is open",
    "midnight": "midnight: Coyote keeps the power",
    "reveal": "door, key, lantern: where Coyote's secrets were",
    # the trickster's town (trickster.py): all public
    "complication": "card, complication: the town card draws a complication for the "
                    "coming round",
    "half-truth": "claims (two [kind, item] pairs, exactly one true): Coyote spreads a "
                  "rumour",
    "rumour": "seat, folk, claims ([[kind, item]]), card: seat spreads a rumour, true or "
              "not",
    "carried-off": "thing, from, to: the town carries an object lying about next door",
    "favour": "seat, folk, owed (True: earned; False: paid), topic: a town person owes "
              "seat a favour, or pays it back",
    "stormbound": "seat, card: a Move in the dust storm with a card under 8 gets nowhere",
}

SILENT: dict[str, str] = {}

SILENT_WHEN: dict[str, str] = {
    "hand": "seen by the other seats: a hand dealt is no news to them",
}

NO_ANIMATION: dict[str, str] = {
    "noted": "Coyote's own note: the secrets event shows the hiding",
}

#: the events random play seldom reaches, as the engine writes them: fights between
#: characters and the Showdown's rituals
SAMPLES: dict[str, dict] = {
    "declare": {"type": "declare", "seat": 0, "action": "fight 1", "chip": False, "v": 7},
    "defend": {"type": "defend", "seat": 1, "v": 7},
    "cower": {"type": "cower", "seat": 1, "v": 7},
    "fate": {"type": "fate", "seat": 1, "card": "A-diamonds"},
    "cover": {"type": "cover", "seat": 1, "card": "10-hearts"},
    "clash": {"type": "clash", "seat": 0, "target": 1, "gun": False, "result": 1,
              "card": "9-hearts", "against": "J-clubs", "v": 7},
    "seize": {"type": "seize", "seat": 0, "from": 1, "thing": "noose", "v": 7},
    "showdown": {"type": "showdown", "v": 7},
    "interrupt": {"type": "interrupt", "seat": 1, "power": "bolt", "chips": 0, "v": 7},
    "claim": {"type": "claim", "seat": 0, "ok": True, "v": 7},
}
