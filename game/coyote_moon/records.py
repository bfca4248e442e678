"""What the records keep of Coyote Moon beyond games and wins: the fastest race won
(the fewest turns taken to come home) and the stones brought home."""

from __future__ import annotations

from game.records import Figure, GameFigures, Step, events_of


def count(log: list[Step], seat: int) -> dict[str, int]:
    turns = home = 0
    won = False
    for e in events_of(log):
        if e["type"] == "turn" and e["seat"] == seat:
            turns += 1
        elif e["type"] == "drop" and e["seat"] == seat and e.get("placed"):
            home += 1
        elif e["type"] == "game_over":
            won = e.get("winner") == seat
    return {"fastest": turns, "home": home} if won else {"home": home}


FIGURES = GameFigures((Figure("fastest", "Fastest win (turns)", keep="least"),
                       Figure("home", "Stones brought home")), count)
