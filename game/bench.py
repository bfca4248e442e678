"""Engine throughput and bot decision latency, measured headless.

``bench`` returns plain dicts; the command line prints them. Benchmarks print
figures, tests assert behaviour: nothing here fails on a slow machine.
"""

from __future__ import annotations

import itertools
import random
import time
from typing import Any

from game.core import DEALER, Game, GameError
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


FULL_PRODUCT_UP_TO = 32  # option sets; beyond this, pairwise coverage plus the presets


def option_sets(info: GameInfo) -> list[dict[str, Any]]:
    """The option sets the generic checks and ``bench`` play: the defaults first; every
    combination while there are few; with many options (twenty yes/no variants are a
    million sets) every pair of values of every two options at least once, plus each
    named preset. Combinations the options' relations forbid are left out."""
    names = [o.name for o in info.options]
    values = [_values(o) for o in info.options]
    total = 1
    for v in values:
        total *= len(v)
    if total <= FULL_PRODUCT_UP_TO:
        sets = [dict(zip(names, combo, strict=True)) for combo in itertools.product(*values)]
    else:
        sets = _pairwise(info, names, values)
    sets += [info.preset(p) for p in info.presets]
    out: list[dict[str, Any]] = []
    for s in sets:
        if _valid(info, s) and s not in out:
            out.append(s)
    return out


def _valid(info: GameInfo, values: dict[str, Any]) -> bool:
    try:
        info.check_relations(values)
    except GameError:
        return False
    return True


def _pairwise(info: GameInfo, names: list[str], values: list[list[Any]]) -> list[dict]:
    """A greedy covering array: each new set takes, option by option, the value that
    covers the most value pairs not yet seen (ties: the earlier value, so defaults lead),
    skipping values the relations forbid with what is already chosen."""
    n = len(names)
    todo = {(i, a, j, b) for i in range(n) for j in range(i + 1, n)
            for a in range(len(values[i])) for b in range(len(values[j]))}
    sets = [dict(zip(names, (v[0] for v in values), strict=True))]
    for i in range(n):
        for j in range(i + 1, n):
            todo.discard((i, 0, j, 0))
    while todo:
        # start from the pair still missing that comes first, then fill greedily
        i0, a0, j0, b0 = min(todo)
        pick: dict[int, int] = {i0: a0, j0: b0}
        for k in range(n):
            if k in pick:
                continue
            best, score = 0, -1
            for c in range(len(values[k])):
                gain = sum(1 for m, d in pick.items()
                           if (min(k, m), c if k < m else d, max(k, m),
                               d if k < m else c) in todo)
                trial = {names[m]: values[m][d] for m, d in pick.items()}
                trial[names[k]] = values[k][c]
                if gain > score and _valid_partial(info, trial):
                    best, score = c, gain
            pick[k] = best
        _meet_requirements(info, names, values, pick, keep={i0, j0})
        chosen = {names[k]: values[k][pick[k]] for k in range(n)}
        if not _valid(info, chosen):
            todo.discard((i0, a0, j0, b0))  # a pair the relations forbid outright
            continue
        todo -= {(i, pick[i], j, pick[j]) for i in range(n) for j in range(i + 1, n)}
        sets.append(chosen)
    return sets


def _meet_requirements(info: GameInfo, names: list[str], values: list[list[Any]],
                       pick: dict[int, int], keep: set[int]) -> None:
    """Switch on what a chosen option requires (the first 'on' value), or, where that
    is not possible, switch off the option that requires it (unless it is the pair
    being covered)."""
    index = {name: k for k, name in enumerate(names)}
    for _ in range(len(names)):
        changed = False
        for k, o in enumerate(info.options):
            if not o.is_on(values[k][pick[k]]):
                continue
            for need in o.requires:
                m = index[need]
                if info.options[m].is_on(values[m][pick[m]]):
                    continue
                ons = [c for c, v in enumerate(values[m]) if info.options[m].is_on(v)]
                if ons and m not in keep:
                    pick[m] = ons[0]
                elif k not in keep:
                    pick[k] = 0
                changed = True
        if not changed:
            return


def _valid_partial(info: GameInfo, partial: dict[str, Any]) -> bool:
    full = {o.name: o.default for o in info.options}
    full.update(partial)
    try:
        info.check_relations(full)
    except GameError:
        # a "requires" may still be met by an option chosen later: only an exclusion
        # between two chosen options rules a value out now
        return not _excluded(info, partial)
    return True


def _excluded(info: GameInfo, partial: dict[str, Any]) -> bool:
    on = {o.name for o in info.options if o.name in partial and o.is_on(partial[o.name])}
    return any(other in on for o in info.options if o.name in on for other in o.excludes)


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
    """Decision times of one bot kind playing every seat, over whole games.

    A bot's decision is timed in CPU time (``time.thread_time`` around its ``act``): on a
    busy machine wall time counts whatever else runs, and side-by-side figures drift.
    A computer dealer's decisions are counted apart, as the match times them.
    """
    from game.match import Match

    times: list[float] = []
    dealer: list[float] = []
    played = 0
    t0 = time.perf_counter()
    while True:
        specs = [SeatSpec(f"{kind} {i}", kind) for i in range(seats)]
        m = Match(game_id, specs, {}, seed + played)
        for bot in m.bots.values():
            bot.act = _cpu_timed(bot.act, times)
        drive(m)
        dealer.extend(m.think_times.get(DEALER, ()))
        played += 1
        if len(times) >= decisions or time.perf_counter() - t0 >= seconds:
            break
    out = {"game": game_id, "kind": kind, "seats": seats, "options": m.game.options,
           "games": played, "decision_ms": summary_ms(times)}
    if dealer:  # a computer dealer's decisions, counted apart from the bots'
        out["dealer_ms"] = summary_ms(dealer)
    return out


def _cpu_timed(act: Any, times: list[float]) -> Any:
    """``act``, adding the CPU time of each call to ``times``."""
    def timed(obs: dict[str, Any], legal: list[str]) -> str:
        t0 = time.thread_time()
        action = act(obs, legal)
        times.append(time.thread_time() - t0)
        return action
    return timed


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


# ----- every game ends: the longest bot games ---------------------------------------

LONGEST_CAP = 5_000  # actions: a bots-only game still going after this is counted unfinished


def variants(info: GameInfo) -> list[tuple[str, dict[str, Any]]]:
    """The option sets a game's bot games are drawn from: each named preset (the
    defaults, for a game without presets)."""
    if not info.presets:
        return [("default", info.resolve_options({}))]
    return [(name, info.preset(name)) for name in info.presets]


def draw_lineup(info: GameInfo, rng: random.Random) -> dict[str, Any]:
    """A bots-only game picked at random: how many seats, which bot in each (any kind
    the game has: strengths, playing styles and 'random'), the game's seed and each
    bot's. Everything needed to play it again: ``new_game(id, len(kinds), options,
    seed)`` and ``make_bot(id, kinds[s], s, bot_seeds[s])``."""
    kinds = kinds_in_order(info.bots)
    seats = rng.randint(info.min_seats, info.max_seats)
    return {"kinds": [rng.choice(kinds) for _ in range(seats)],
            "seed": rng.randrange(1_000_000),
            "bot_seeds": [rng.randrange(1_000) for _ in range(seats)]}


def play_bots(game_id: str, kinds: list[str], options: dict[str, Any], seed: int,
              bot_seeds: list[int], cap: int = LONGEST_CAP) -> tuple[int, bool]:
    """Play one bots-only game with the given bots (each seeded as given), driven as a
    match drives them; return (actions played, whether it ended within ``cap``)."""
    from game.match import Match
    from game.registry import make_bot

    specs = [SeatSpec(f"{k} {i}", k) for i, k in enumerate(kinds)]
    m = Match(game_id, specs, options, seed)
    m.bots = {i: make_bot(game_id, k, i, bot_seeds[i]) for i, k in enumerate(kinds)}
    m.think_times = {i: [] for i in m.bots}
    n = 0
    while not m.game.is_terminal():
        done = m.step_machines()
        if not done:
            raise RuntimeError(f"{game_id}: nobody can act but the game is not over")
        n += len(done)
        if n > cap:
            return n, False
    return n, True


def longest(game_id: str | None = None, *, games: int = 2000, seed: int = 0,
            cap: int = LONGEST_CAP, preset: str | None = None,
            progress: Any = None) -> dict[str, Any]:
    """Bots-only games of every game (and each preset), seats and bots drawn at random:
    per game and preset, how long they ran in actions, the longest, and every game still
    unfinished after ``cap`` actions (with what it takes to play it again)."""
    infos = [built_game(game_id)] if game_id else [
        built_game(i.id) for i in all_games() if i.built]
    rows = []
    for info in infos:
        for name, opts in variants(info):
            if preset is not None and name.lower() != preset.lower():
                continue
            rng = random.Random(f"{seed}:{info.id}:{name}")
            lengths: list[int] = []
            worst: dict[str, Any] | None = None
            unfinished = []
            t0 = time.perf_counter()
            for _ in range(games):
                game = draw_lineup(info, rng)
                n, ended = play_bots(info.id, game["kinds"], opts, game["seed"],
                                     game["bot_seeds"], cap)
                lengths.append(n)
                if not ended:
                    unfinished.append(game)
                if worst is None or n > worst["actions"]:
                    worst = {"actions": n, **game}
                if progress:
                    progress(info.id, name, len(lengths))
            lengths.sort()
            rows.append({
                "game": info.id, "preset": name, "options": opts, "games": games,
                "mean": sum(lengths) / len(lengths),
                "p99": lengths[min(len(lengths) - 1, int(0.99 * len(lengths)))],
                "longest": worst, "unfinished": unfinished, "cap": cap,
                "seconds": time.perf_counter() - t0})
    return {"games": games, "seed": seed, "cap": cap, "rows": rows}
