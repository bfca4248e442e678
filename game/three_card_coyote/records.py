"""What the records keep of Three Card Coyote beyond games and wins: the claims made
at the Showdown, and those that took the power."""

from __future__ import annotations

from game.records import Figure, GameFigures, Step, events_of


def count(log: list[Step], seat: int) -> dict[str, int]:
    claims = [e for e in events_of(log) if e["type"] == "claim" and e["seat"] == seat]
    return {"claims": len(claims), "claims_won": sum(1 for e in claims if e.get("ok"))}


FIGURES = GameFigures((Figure("claims", "Claims made"),
                       Figure("claims_won", "Claims that won")), count)
