"""Three Card Coyote: Helena, 1864; the computer deals as Coyote (1-6 seats).

The pack and its hands (``cards.py``), the town and Coyote's secret tables
(``town.py``), the town folk and the objects about town (``folk.py``), the roles and
their powers (``roles.py``), the draft's order (``draft.py``), the actions' notation
(``notation.py``), the night's phases (``phases.py``), the rules (``rules.py``) and the
words of their refusals (``refusals.py``), what a test may stack (``stacking.py``),
the dealer's policy (``dealer.py``), the bots (``bots.py``) and
Coyote's voice (``narrate.py``, ``voice.py``). The adaptation of every paragraph of
the text is ``game/rulings/three-card-coyote.md``. This module declares the game and
its set-up; it imports only the roles' table, which is data.
"""

from typing import Any

from game.registry import STANDARD_BOTS, GameInfo, Option
from game.three_card_coyote.roles import DEITY, HUMAN, POWERS, custom_refusal

#: the thirty-two powers as set-up lists them for a role made at the table
POWER_NAMES = tuple((p.id, p.label) for p in POWERS.values())


def conflicts(values: dict[str, Any]) -> str | None:
    """A role made at the table takes exactly two powers, within Coyote's budget."""
    for kind in (DEITY, HUMAN):
        reason = custom_refusal(kind, tuple(values.get(f"custom_{kind}") or ()))
        if reason:
            return reason
    return None


INFO = GameInfo(
    id="three-card-coyote",
    title="Three Card Coyote",
    credits="Three Card Coyote by Todd Zircher (CC BY-NC 3.0).",
    min_seats=1, max_seats=6,
    summary="Helena, 1864: a town-map adventure; the computer deals as Coyote.",
    options=[
        Option("hours", "int", 0,
               "Hours from the coach's arrival to midnight, when Coyote keeps the power; "
               "a round of three cards is an hour. 0: by the table (9 for one player, "
               "2 more for each other player).", min=0, max=24),
        Option("custom_deity", "multi", (),
               "The text's optional rule: the Loa, a celestial made at the table, joins "
               "the draft with the two powers picked here (Coyote refuses a pair that "
               "weighs more than the strongest role of the text).",
               choices=tuple(p for p, _ in POWER_NAMES), shown=POWER_NAMES,
               group="Made at the table", label="The Loa's powers"),
        Option("custom_human", "multi", (),
               "The text's optional rule: the Baker, a human made at the table, joins the "
               "draft with the two powers picked here, within the same budget.",
               choices=tuple(p for p, _ in POWER_NAMES), shown=POWER_NAMES,
               group="Made at the table", label="The Baker's skills"),
    ],
    presets={"By the book": {},
             "Made at the table": {"custom_deity": ("bolt", "welcome"),
                                   "custom_human": ("book", "underestimated")}},
    conflicts=conflicts,
    built=True, module="game.three_card_coyote",
    engine=".rules:ThreeCardCoyote",
    bot_paths=STANDARD_BOTS,
    dealer_path=".dealer:CoyoteDealer",
    records=".records:FIGURES",
    lesson=".lesson:LESSON",
)
