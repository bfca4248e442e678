"""Engine throughput and bot decision latency, measured headless.

``bench`` returns plain dicts; the command line prints them. Benchmarks print
figures, tests assert behaviour: nothing here fails on a slow machine.
"""

from __future__ import annotations

import itertools
import random
import time
from typing import Any

from game.core import DEALER, Game
from game.registry import GameInfo, Option, all_games, built_game, new_game
from game.saves import SeatSpec
from game.stats import summary_ms
from game.tournament import drive

# Bot kinds in the order players think of them; unknown kinds follow alphabetically.
STRENGTH_ORDER = ("random", "easy", "medium", "hard")

MAX_ACTIONS = 20_000  # a random game longer than this is a bug (no end state reached)


def kinds_in_order(kinds) -> list[str]:
    known = [k for k in STRENGTH_ORDER if k in kinds]
    return known + sorted(k for k in kinds if k not in STRENGTH_ORDER)


def _values(opt: Option) -> list[Any]:
    if opt.type == "int":
        # every value of a wide range would multiply the sets; the ends and the default
        # are where rule code branches
        vals = [opt.default, opt.min, opt.max]
    else:
        vals = [opt.default] + [v for v in opt.allowed() if v != opt.default]
    out: list[Any] = []
    for v in vals:
        if v not in out:
            out.append(v)
    return out


def option_sets(info: GameInfo) -> list[dict[str, Any]]:
    """Every combination of the declared options (defaults first)."""
    names = [o.name for o in info.options]
    return [dict(zip(names, combo, strict=True))
            for combo in itertools.product(*(_values(o) for o in info.options))]


def default_seats(info: GameInfo) -> int:
    return max(info.min_seats, min(4, info.max_seats))


def play_random(game: Game, rng: random.Random, max_actions: int = MAX_ACTIONS) -> int:
    """Play uniformly random legal actions (dealer included) to the end; return the count."""
    n = 0
    while not game.is_terminal():
        acting = game.to_act()
        if not acting:
            raise RuntimeError(f"{game.game_id}: nobody to act but the game is not over")
        seat = rng.choice(acting)
        if seat == DEALER:
            action = game.dealer_action()
        else:
            legal = game.legal_actions(seat)
            if not legal:
                raise RuntimeError(f"{game.game_id}: seat {seat} must act but has no action")
            action = rng.choice(legal)
        game.apply(seat, action)
        n += 1
        if n > max_actions:
            raise RuntimeError(f"{game.game_id}: no end after {max_actions} random actions")
    return n


def throughput(game_id: str, options: dict[str, Any], seats: int, games: int,
               seconds: float, seed: int = 0) -> dict[str, Any]:
    """Random-play games per second (set-up included), stopping at ``games`` or ``seconds``."""
    rng = random.Random(seed)
    played = actions = 0
    t0 = time.perf_counter()
    while played < games:
        g = new_game(game_id, seats, options, seed + played)
        actions += play_random(g, rng)
        played += 1
        if time.perf_counter() - t0 >= seconds:
            break
    elapsed = time.perf_counter() - t0
    return {"game": game_id, "options": dict(options), "seats": seats, "games": played,
            "seconds": elapsed, "games_per_s": played / elapsed,
            "actions_per_s": actions / elapsed, "mean_actions": actions / played}


def bot_latency(game_id: str, kind: str, seats: int, decisions: int, seconds: float,
                seed: int = 0) -> dict[str, Any]:
    """Decision times of one bot kind playing every seat, over whole games."""
    from game.match import Match

    times: list[float] = []
    played = 0
    t0 = time.perf_counter()
    while True:
        specs = [SeatSpec(f"{kind} {i}", kind) for i in range(seats)]
        m = Match(game_id, specs, {}, seed + played)
        drive(m)
        for ts in m.think_times.values():
            times.extend(ts)
        played += 1
        if len(times) >= decisions or time.perf_counter() - t0 >= seconds:
            break
    return {"game": game_id, "kind": kind, "seats": seats, "options": m.game.options,
            "games": played, "decision_ms": summary_ms(times)}


def bench(game_id: str | None = None, *, games: int = 200, seconds: float = 2.0,
          decisions: int = 300, seats: int | None = None, seed: int = 0) -> dict[str, Any]:
    """Throughput per game and option set, latency per game and bot strength.

    ``games``/``seconds`` cap each throughput run, ``decisions``/``seconds`` each latency run.
    """
    infos = [built_game(game_id)] if game_id else [
        built_game(i.id) for i in all_games() if i.built]
    out: dict[str, Any] = {"throughput": [], "latency": []}
    for info in infos:
        n = seats if seats is not None else default_seats(info)
        info.check_seats(n)
        for opts in option_sets(info):
            out["throughput"].append(throughput(info.id, opts, n, games, seconds, seed))
        for kind in kinds_in_order(info.bots):
            out["latency"].append(bot_latency(info.id, kind, n, decisions, seconds, seed))
    return out
