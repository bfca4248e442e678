"""NotCoup's events in one place: each type the engine emits (the Transformer's
included) and what it carries, which ones the log leaves out and which the table
does not animate, with the reason. ``tests/test_event_coverage.py`` holds the engine,
the narration and the table to this list, so a renamed event cannot quietly lose its
line or its animation.

A private event names its ``audience``; the other seats see what ``redact`` keeps of
it (marked ``private``), and the public form of a sealed ``answer`` is ``answered``."""

EVENT_TYPES: dict[str, str] = {
    # the turn and its chain
    "turn": "seat, again (a Fancy King's second action): seat is to take an action",
    "declare": "seat, action, target, claim (card claimed), denies (card denied, Steal), "
               "cost, bank (what a Steal would take): seat announces an action",
    "pay": "seat, amount, to ('pile' | 'bank' | 'target'), target: seat pays for it",
    "window": "stage ('challenge' | 'counter' | 'round'), seat, responders, and per stage "
              "card, role, action, cards, kind, offer: who may answer now",
    "answer": "seat, answer (private to seat): seat's sealed answer to a window",
    "answered": "seat: the others' view of an answer, that seat has answered",
    "answers": "stage, answers [[seat, answer]]: a window's answers, once all are in",
    "challenge": "seat, claimant, card, also (other challengers), denies: seat calls "
                 "claimant's claim",
    "counter": "seat, card, actor, action, also: seat claims card to block actor's action",
    "denial": "seat, card, holds: a challenged Steal is tested (does seat hold the card?)",
    "reveal": "seat, card, survive (the card a Survivor Queen claim named): seat shows "
              "the card claimed",
    "replace": "seat, card (private to seat): the card drawn for one shown or set aside",
    "admit": "seat, card: seat admits holding no such card",
    "lose": "seat, card: seat loses a card face up",
    "buyout": "seat, amount: seat pays instead of losing a card (Buyout)",
    "zombie": "seat: seat has no card left and plays on as a zombie (Zombies)",
    "out": "seat, points (left in the grave), zombie: seat leaves the game",
    "gain": "seat, amount, from (None: the pile; a seat; 'bank'), action: seat takes points",
    "refund": "seat, amount, from, target: a failed action's cost comes back",
    "gift": "seat, target, amount: seat gives target points",
    "switch": "seat, target, team: seat's Switch moves target to team (Snake nest)",
    "fails": "seat, action, why: seat's action does not happen",
    "blocked": "seat, action, by, card, only (by is spared an action on everyone): a "
               "block stands",
    "strike": "seat, target, action: target must lose a card to seat's action",
    "draw": "seat, cards (private), count: seat draws from the deck to exchange",
    "return": "seat, cards (private), count: seat returns cards to the deck",
    "win": "seat, seats, team: the game is won",
    # the Transformer
    "transform": "seat, card, alt, title: seat decides what a card type does",
    "draft": "seat: seat decides the next card type",
    "front": "seat, kind ('wall' | 'alliance' | 'mark' | 'slow'), by, with, card, gone: "
             "a point put in front of a seat (or on its card), or taken away",
    "unmark": "seat, by, amount: seat's marked card is gone; the marker takes its stake",
    "toll": "seat, to, amount: seat pays the marker to use a marked card",
    "fuse": "seat, by: by's Slow Joker burns down at seat's turn",
    "choose": "seat, kind ('extort' | 'share' | 'more'), options: a question put to seat",
    "round_claims": "kind, seats: who claimed in a sealed round, in the order they count",
    "graves": "seats, each, rest: the Graverobbers share the points of a seat gone out",
    "survive": "seat, card (private), cause: seat claims a Survivor Queen",
    "aside": "seat, card (None: face down): the card set aside by a Survivor Queen",
    "take": "seat, target, card (private to the two): a Swap Ace takes a card from target",
    "give": "seat, target, card (private to the two): a Swap Ace gives target a card",
}

SILENT: dict[str, str] = {
    "answered": "a sealed answer: the window's answers are told once the last is in",
    "round_claims": "the round's answers just told who claimed what",
}

SILENT_WHEN: dict[str, str] = {
    "window": "a challenge window: the prompt shows it, and the log tells the answers",
    "answers": "someone challenged or countered: that event, told next, says who",
    "replace": "seen by the other seats: the card drawn is no one else's business",
    "front": "a mark, stake or fuse taken away: the unmark or fuse event tells why",
}

NO_ANIMATION: dict[str, str] = {}

#: the events random play seldom reaches, as the engine writes them (the Transformer's
#: Marker Jack and Slow Joker, chosen only in some option sets)
SAMPLES: dict[str, dict] = {
    "toll": {"type": "toll", "seat": 1, "to": 0, "amount": 1},
    "unmark": {"type": "unmark", "seat": 1, "by": 0, "amount": 2},
    "fuse": {"type": "fuse", "seat": 1, "by": 2},
    "choose": {"type": "choose", "seat": 1, "kind": "extort", "options": ["pay", "refuse"]},
}
