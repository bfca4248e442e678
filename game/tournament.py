"""Headless bot tournaments: the evidence behind every strength claim.

Seats rotate between games (game g shifts the line-up by g places), so over
any run of ``len(seats)`` games every entry has sat in every position and a
first-player advantage cannot pass for skill; the order round the table changes
after each full rotation too (see ``seating``). A kind listed twice pools its
seats: its "games" count seat-games, and its par is still one over the seats.

``gauntlet`` holds a bot against three copies of each outside playing style the
game declares (its ``GameInfo.gauntlet``), one tournament per style.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from itertools import permutations
from typing import Any

from game.core import Event
from game.registry import built_game
from game.saves import SeatSpec
from game.stats import mean, summary_ms, wilson

MAX_ACTIONS = 20_000


def drive(match, max_actions: int = MAX_ACTIONS,
          on_action: Callable[[int, str, list[Event]], None] | None = None) -> int:
    """Play a bots-only match to the end; return the number of actions.

    Unlike a bare loop it refuses to spin forever: an engine that lists no
    seat to act, or never ends, is reported as an error.
    """
    n = 0
    while not match.game.is_terminal():
        done = match.step_machines()
        if not done:
            raise RuntimeError(
                f"{match.info.id}: nobody can act but the game is not over "
                f"({match.game.status_line()})")
        for seat, action, events in done:
            n += 1
            if on_action:
                on_action(seat, action, events)
        if n > max_actions:
            raise RuntimeError(f"{match.info.id}: no end within {max_actions} actions")
    return n


def verdict(lo: float, hi: float, par: float) -> str:
    if lo > par:
        return "above par"
    if hi < par:
        return "below par"
    return "at par"


def orders(kinds: list[str]) -> list[list[int]]:
    """Every distinct order of the entries round the table, up to rotation: entry 0
    first, the others in each arrangement that gives a different line-up."""
    seen: set[tuple[str, ...]] = set()
    out = []
    for rest in permutations(range(1, len(kinds))):
        key = tuple(kinds[j] for j in rest)
        if key not in seen:
            seen.add(key)
            out.append([0, *rest])
    return out


def seating(kinds: list[str], game_no: int, arrangements: list[list[int]] | None = None
            ) -> list[int]:
    """Which entry sits in each seat in game ``game_no``.

    The whole line-up rotates one place a game, so every entry plays every position;
    after each full turn the order round the table changes too, so who sits after whom
    (which matters in the bidding games) is shared out as well.
    """
    n = len(kinds)
    arrangements = arrangements or orders(kinds)
    order = arrangements[(game_no // n) % len(arrangements)]
    return [order[(i + game_no) % n] for i in range(n)]


def lineup(kinds: list[str], game_no: int) -> list[str]:
    """Who sits where in game ``game_no``, by kind."""
    return [kinds[e] for e in seating(kinds, game_no)]


def tournament(game_id: str, kinds: list[str], games: int, seed: int = 0,
               options: dict[str, Any] | None = None,
               progress: Callable[[int], None] | None = None) -> dict[str, Any]:
    from game.match import Match  # late: keeps ``games``/``--help`` light

    info = built_game(game_id)
    n = len(kinds)
    info.check_seats(n)
    options = info.resolve_options(options or {})
    if games < 1:
        raise ValueError("a tournament needs at least one game")

    entry_wins = [0.0] * n
    entry_shared = [0] * n  # games the entry was among the winners (a team's shared win)
    winners_total = 0
    entry_times: list[list[float]] = [[] for _ in range(n)]
    seat_wins = [0.0] * n
    role_games: dict[str, int] = {}  # for a game whose seats play roles: balance by role
    role_wins: dict[str, float] = {}
    kind_role_games: dict[tuple[str, str], int] = {}  # the same, by the bot playing it
    kind_role_wins: dict[tuple[str, str], float] = {}
    undecided = 0
    lengths: list[int] = []
    t0 = time.perf_counter()
    arrangements = orders(kinds)
    for g in range(games):
        seated = seating(kinds, g, arrangements)
        specs = [SeatSpec(f"{kinds[e]} {i}", kinds[e]) for i, e in enumerate(seated)]
        m = Match(game_id, specs, options, seed + g)
        lengths.append(drive(m))
        results = m.game.results()
        won = m.game.winners()
        winners_total += len(won)
        undecided += not won
        for seat in range(n):
            for role in m.game.seat_roles(seat):
                role_games[role] = role_games.get(role, 0) + 1
                role_wins[role] = role_wins.get(role, 0.0) + results[seat]
                key = (kinds[seated[seat]], role)
                kind_role_games[key] = kind_role_games.get(key, 0) + 1
                kind_role_wins[key] = kind_role_wins.get(key, 0.0) + results[seat]
        for seat in range(n):
            entry = seated[seat]
            entry_wins[entry] += results[seat]
            entry_shared[entry] += seat in won
            seat_wins[seat] += results[seat]
            entry_times[entry].extend(m.think_times.get(seat, []))
        if progress:
            progress(g + 1)
    elapsed = time.perf_counter() - t0

    par = 1.0 / n
    bots = []
    for kind in dict.fromkeys(kinds):  # first-seen order
        entries = [j for j, k in enumerate(kinds) if k == kind]
        plays = games * len(entries)
        wins = sum(entry_wins[j] for j in entries)
        lo, hi = wilson(wins, plays)
        shared = sum(entry_shared[j] for j in entries)
        bots.append({
            # where wins can be shared (a team game): how often it was among the
            # winners, against the par of the mean number of winners per seat
            "in_win_rate": shared / plays, "in_win_ci95": list(wilson(shared, plays)),
            "in_win_par": winners_total / games / n,
            "kind": kind, "entries": len(entries), "games": plays, "wins": wins,
            "win_rate": wins / plays, "ci95": [lo, hi], "par": par,
            "verdict": verdict(lo, hi, par),
            "decision_ms": summary_ms([t for j in entries for t in entry_times[j]]),
        })
    roles = role_rows(role_games, role_wins)
    # with more than one kind of bot, each kind's roles against its own par (how often a
    # seat of that kind wins): "Hard plays each role against three Medium"
    roles_by_kind = {b["kind"]: {"par": b["win_rate"], "roles": role_rows(
        {r: v for (k, r), v in kind_role_games.items() if k == b["kind"]},
        {r: v for (k, r), v in kind_role_wins.items() if k == b["kind"]})}
        for b in bots} if len(bots) > 1 and roles else {}
    positions = []
    for seat in range(n):
        lo, hi = wilson(seat_wins[seat], games)
        positions.append({"seat": seat, "wins": seat_wins[seat],
                          "win_rate": seat_wins[seat] / games, "ci95": [lo, hi]})
    return {
        "game": info.id, "title": info.title, "options": options, "seats": list(kinds),
        "games": games, "seed": seed, "par": par,
        "rotated_fully": games % (n * len(arrangements)) == 0, "orders": len(arrangements),
        "shared_wins": winners_total > games,
        "bots": bots, "positions": positions, "undecided": undecided / games,
        # a role's par: how often a seat wins at all (games with no winner lower it)
        "roles": roles, "role_par": sum(seat_wins) / (games * n),
        "roles_by_kind": roles_by_kind,
        "mean_actions": mean(lengths), "seconds": elapsed,
    }


def role_rows(games: dict[str, int], wins: dict[str, float]) -> list[dict[str, Any]]:
    """Each role's games, wins, win rate and its 95% interval, the best first."""
    rows = []
    for role in sorted(games, key=lambda r: -wins[r] / games[r]):
        lo, hi = wilson(wins[role], games[role])
        rows.append({"role": role, "games": games[role], "wins": wins[role],
                     "win_rate": wins[role] / games[role], "ci95": [lo, hi]})
    return rows


def gauntlet(game_id: str, bots: list[str], games: int, seed: int = 0,
             options: dict[str, Any] | None = None, seats: int = 4) -> dict[str, Any]:
    """Each bot against ``seats - 1`` copies of every style of the gauntlet."""
    info = built_game(game_id)
    if not info.gauntlet:
        raise ValueError(f"{info.title} has no gauntlet of styles")
    styles = info.part(info.gauntlet)
    rows = []
    for bot in bots:
        for style in styles:
            res = tournament(game_id, [bot] + [style] * (seats - 1), games, seed, options)
            b = res["bots"][0]
            rows.append({"bot": bot, "style": style,
                         **{k: b[k] for k in ("games", "wins", "win_rate", "ci95", "par",
                                              "verdict", "decision_ms")}})
            options = res["options"]
    return {"game": info.id, "title": info.title, "options": options, "seats": seats,
            "games": games, "seed": seed, "rows": rows}
