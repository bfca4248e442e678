"""What the records keep of NotCoup beyond games and wins: the challenges won (a
bluff caught, or a claim proved against a challenger), the bluffs caught, and the
cards lost.

A challenge is settled by the claimant's next word on it: shown (``reveal``; for a
Survivor Queen claim, the card must be a Queen), admitted (``admit``), or, for a
denial, the engine's finding (``denial``: does the hand hold the card?).
"""

from __future__ import annotations

from game.records import Figure, GameFigures, Step, events_of


def _bluff(e: dict) -> bool | None:
    """Whether a settling event shows a bluff; None for an event that settles none."""
    if e["type"] == "admit":
        return True
    if e["type"] == "denial":
        return bool(e.get("holds"))
    if e["type"] == "reveal":
        return bool(e.get("survive")) and not str(e.get("card", "")).startswith("queen")
    return None


def count(log: list[Step], seat: int) -> dict[str, int]:
    out = {"challenges_won": 0, "bluffs_caught": 0, "cards_lost": 0}
    pending: tuple[int, int] | None = None  # (challenger, claimant) of the open challenge
    for e in events_of(log):
        if e["type"] == "lose" and e.get("seat") == seat:
            out["cards_lost"] += 1
        if e["type"] == "challenge":
            pending = (e["seat"], e["claimant"])
            continue
        bluff = _bluff(e) if pending is not None and e.get("seat") == pending[1] else None
        if bluff is None:
            continue
        challenger, claimant = pending
        pending = None
        if seat == challenger and bluff:
            out["challenges_won"] += 1
            out["bluffs_caught"] += 1
        elif seat == claimant and not bluff:
            out["challenges_won"] += 1
    return out


FIGURES = GameFigures((Figure("challenges_won", "Challenges won"),
                       Figure("bluffs_caught", "Bluffs caught"),
                       Figure("cards_lost", "Cards lost")), count)
