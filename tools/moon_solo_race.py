"""Coyote Moon: how fast each bot runs the race alone.

Seat 0 plays; the other three seats always end their turn at once (their pawns
stay on moon tiles, which block nobody), so the count measures the race itself,
free of blocks and of rivals' stones moving. Prints the mean number of turns
seat 0 needs to win, per bot kind, over the same boards.

    python tools/moon_solo_race.py [--boards 150] [--kinds medium,hard]
"""

from __future__ import annotations

import argparse
import statistics

from game.registry import built_game, make_bot


def solo_turns(kind: str, seed: int, seats: int = 4, limit: int = 300) -> int:
    """Turns seat 0 (playing ``kind``) takes to win board ``seed`` alone."""
    g = built_game("coyote-moon").factory(seats, {}, seed)
    bot = make_bot("coyote-moon", kind, 0, seed)
    turns = 1
    while not g.is_terminal() and turns < limit:
        seat = g.to_act()[0]
        if seat != 0:
            g.apply(seat, "end")
            continue
        action = bot.act(g.observation(0), g.legal_actions(0))
        g.apply(0, action)
        turns += action == "end"
    return turns


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--boards", type=int, default=150)
    ap.add_argument("--kinds", default="medium,hard")
    args = ap.parse_args()
    for kind in args.kinds.split(","):
        turns = [solo_turns(kind, seed) for seed in range(args.boards)]
        print(f"{kind:8} mean {statistics.mean(turns):.2f} turns, sd "
              f"{statistics.pstdev(turns):.2f}, best {min(turns)}, worst {max(turns)}")


if __name__ == "__main__":
    main()
