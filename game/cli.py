"""The ``coyotes-table`` command (also ``python -m game``).

With no sub-command it opens the app window; the sub-commands run headless:
``games``, ``play``, ``tournament``, ``replay``, ``bench``, and the two screen
tools ``snapshot`` and ``frames`` that hand over to ``scenes.tools``.

Anything a user can get wrong (a game id, an option, a seat kind, a save file)
ends with one clear line on stderr and exit status 2, never a traceback.
pygame is imported only by the commands that draw, so the headless ones work
(and start fast) without a display.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
from typing import Any

from game import __version__
from game.core import DEALER, Event, GameError
from game.registry import GameInfo, UnknownName, all_games, built_game, get_info, narrator

EXIT_USAGE = 2


class Usage(GameError):
    """A command-line mistake that is not about a game name (bad WxH, bad NAME=VALUE...)."""


# ----- small helpers ---------------------------------------------------------------

def _err(msg: str) -> None:
    print(f"coyotes-table: error: {msg}", file=sys.stderr)


def _json(data: Any) -> None:
    print(json.dumps(data, indent=2, ensure_ascii=False))


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not '{text}'") from None
    if not (100 <= w <= 10000 and 100 <= h <= 10000):
        raise argparse.ArgumentTypeError(f"size {w}x{h} is out of range (100..10000 each side)")
    return (w, h)


def _fmt_value(v: Any) -> str:
    if isinstance(v, (tuple, list)):  # a multi-choice value: its choices joined by '+'
        return "+".join(str(x) for x in v) or "none"
    return str(v).lower() if isinstance(v, bool) else str(v)


def _fmt_options(options: dict[str, Any]) -> str:
    return ", ".join(f"{k}={_fmt_value(v)}" for k, v in options.items()) or "none"


def _parse_options(info: GameInfo, pairs: list[str] | None,
                   preset: str | None = None) -> dict[str, Any]:
    """Options from a named preset (if any), then each --option over it."""
    given: dict[str, Any] = dict(info.preset(preset)) if preset else {}
    for pair in pairs or []:
        name, sep, value = pair.partition("=")
        if not sep and any(o.name == name.strip() and o.type == "bool" for o in info.options):
            sep, value = "=", "true"  # a bare switch name turns it on
        if not sep:
            names = ", ".join(o.name for o in info.options) or "none"
            raise Usage(f"--option takes NAME=VALUE, not '{pair}'; options: {names}")
        given[name.strip()] = value.strip()
    return info.resolve_options(given)


def _headless_kinds(info: GameInfo) -> list[str]:
    from game.bench import kinds_in_order

    return kinds_in_order(info.bots)


def _parse_seats(info: GameInfo, text: str, count: bool = True):
    """``easy,hard`` or ``easy:Ann,hard:Bob`` -> SeatSpecs (bots only: no window here)."""
    from game.saves import SeatSpec

    kinds = _headless_kinds(info)
    allowed = ", ".join(kinds)
    specs = []
    for i, item in enumerate(p.strip() for p in text.split(",")):
        kind, _, name = item.partition(":")
        kind = kind.strip().lower()
        if kind == "human":
            raise UnknownName(f"seat kind 'human' needs the window; headless seats: {allowed}")
        if kind not in info.bots:
            raise UnknownName(f"unknown seat kind '{kind}' for {info.title}; seat kinds: "
                              f"{allowed} (and human, in the window)")
        specs.append(SeatSpec(name.strip() or f"{kind.capitalize()} {chr(ord('A') + i)}", kind))
    if count:  # (the gauntlet lists the bots to test, not the seats)
        info.check_seats(len(specs))
    return specs


def _storyteller(info: GameInfo):
    """The game package's ``story.tell(names, options, seed, history, num_seats)``: the
    whole game as text to read afterwards (None for a game that tells no story)."""
    if not info.module:
        return None
    try:
        module = importlib.import_module(f"{info.module}.story")
    except ImportError:
        return None
    tell = getattr(module, "tell", None)
    return tell if callable(tell) else None


def _story_games() -> list[str]:
    return [i.id for i in all_games() if i.built and _storyteller(built_game(i.id))]


def _who(seats, seat: int) -> str:
    return "Dealer [D]" if seat == DEALER else f"{seats[seat].name} [{seat}]"


def _event_text(ev: Event) -> str:
    rest = " ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in ev.items()
                    if k != "type")
    return f"          · {ev.get('type', '?')} {rest}".rstrip()


def _print_action(seats, n: int, seat: int, action: str, events: list[Event] | None) -> None:
    print(f"{n:>5}. {_who(seats, seat)}: {action}")
    for ev in events or []:
        print(_event_text(ev))


def _print_result(seats, game) -> None:
    winners = game.winners()
    if winners:
        names = ", ".join(_who(seats, s) for s in winners)
        print(f"result: {'winner' if len(winners) == 1 else 'winners'}: {names}")
    elif game.is_terminal():
        print("result: no winner")
    else:
        print("result: not finished")
    print(f"status: {game.status_line()}")


def _table(rows: list[list[str]], right: set[int] = frozenset()) -> None:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        cells = [c.rjust(w) if i in right else c.ljust(w)
                 for i, (c, w) in enumerate(zip(r, widths, strict=True))]
        print("  ".join(cells).rstrip())


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _ms(x: float | None) -> str:
    return "-" if x is None else f"{x:.3f}"


# ----- commands --------------------------------------------------------------------

def cmd_window(args) -> int:
    if args.idle_probe is not None:  # the frames benchmark measuring an idle menu
        from scenes.tools import _idle_probe

        _idle_probe(args.idle_probe)
        return 0
    if args.smoke_test:
        from scenes.smoke import run_smoke_test

        return run_smoke_test()
    from scenes.app import run  # late: only the window needs pygame

    quit_after = args.quit_after
    kwargs: dict[str, Any] = {"quit_after": quit_after}
    if args.size:
        kwargs["size"] = args.size
    return int(run(**kwargs) or 0)


def cmd_games(args) -> int:
    infos = all_games()
    for info in infos:
        if info.built:
            try:
                built_game(info.id)  # imports the engine so its bot kinds are known
            except ImportError as e:
                print(f"warning: {info.id} failed to load: {e}", file=sys.stderr)
    if args.json:
        _json([i.describe() for i in infos])
        return 0
    for info in infos:
        state = "" if info.built else "  (coming soon)"
        print(f"{info.id}  {info.title}  {info.min_seats}-{info.max_seats} seats{state}")
        if info.summary:
            print(f"    {info.summary}")
        for o in info.options:
            allowed = ", ".join(_fmt_value(a) for a in o.allowed())
            if o.type == "int":
                allowed = f"{o.min}..{o.max}"
            elif o.type == "multi":
                allowed = "any of " + ", ".join(str(c) for c in o.choices) + " joined by +"
            print(f"    option {o.name} ({o.type}, default {_fmt_value(o.default)}; "
                  f"{allowed}): {o.help}")
        for name, values in info.presets.items():
            print(f"    preset {name}: {_fmt_options(values) if values else 'the defaults'}")
        if info.built and info.bots:
            print(f"    bots: {', '.join(_headless_kinds(info))}")
    return 0


def cmd_play(args) -> int:
    from game import saves
    from game.match import Match
    from game.tournament import drive

    info = built_game(args.game)
    options = _parse_options(info, args.option, args.preset)
    seats = _parse_seats(info, args.seats)
    teller = _storyteller(info) if args.story else None
    if args.story and teller is None:
        raise Usage(f"{info.title} has no story to save; --story works for: "
                    + (", ".join(_story_games()) or "no game yet"))
    m = Match(info.id, seats, options, args.seed)
    print(f"{info.title}: seed {args.seed}; options: {_fmt_options(m.game.options)}")
    print("seats: " + ", ".join(f"{_who(seats, i)} {s.kind}" for i, s in enumerate(seats)))
    if args.events:
        for ev in m.game.initial_events():
            print(_event_text(ev))
    count = 0
    narrate = narrator(info.id)
    names = [s.name for s in seats]

    def tell(events: list[Event]) -> None:
        """The game's own words for what happened (what the app's log says)."""
        if narrate is None:
            return
        view = m.game.public_observation() if hasattr(m.game, "public_observation") else None
        for ev in events:
            line = narrate(ev, names, view)
            for part in (line or "").split("\n"):
                if part:
                    print(f"          {part}")

    def show(seat: int, action: str, events: list[Event]) -> None:
        nonlocal count
        count += 1
        if not args.quiet:
            _print_action(seats, count, seat, action, events if args.events else None)
            tell(events)

    if not args.quiet:
        tell(m.game.initial_events())
    drive(m, on_action=show)
    _print_result(seats, m.game)
    print(f"actions: {count}")
    if args.save:
        try:
            saves.dump(m.session(), args.save)
        except OSError as e:
            raise Usage(f"cannot write {args.save}: {e}") from None
        print(f"saved: {args.save}")
    if teller is not None:
        text = teller(names, m.game.options, m.game.seed, list(m.game.history),
                      m.game.num_seats)
        try:
            with open(args.story, "w", encoding="utf-8") as f:
                f.write(text)
        except OSError as e:
            raise Usage(f"cannot write {args.story}: {e}") from None
        print(f"story: {args.story}")
    return 0


def cmd_tournament(args) -> int:
    from game.tournament import tournament

    info = built_game(args.game)
    options = _parse_options(info, args.option, args.preset)
    seats = _parse_seats(info, args.seats, count=not args.gauntlet)
    if args.games < 1:
        raise Usage("--games must be at least 1")
    if args.gauntlet:
        return _gauntlet(args, info, options, [s.kind for s in seats])
    res = tournament(info.id, [s.kind for s in seats], args.games, args.seed, options)
    if args.json:
        _json(res)
        return 0
    n = len(seats)
    print(f"{res['title']}: {res['games']} games, {n} seats rotating, seed {res['seed']}; "
          f"options: {_fmt_options(res['options'])}")
    if not res["rotated_fully"]:
        print(f"note: {res['games']} is not a multiple of {n}, so positions are not "
              "evenly shared")
    rows = [["bot", "seat-games", "wins", "win rate", "95% CI", "par", "verdict",
             "mean ms", "p95 ms"]]
    for b in res["bots"]:
        lo, hi = b["ci95"]
        rows.append([b["kind"], str(b["games"]), f"{b['wins']:g}", _pct(b["win_rate"]),
                     f"{_pct(lo)}..{_pct(hi)}", _pct(b["par"]), b["verdict"],
                     _ms(b["decision_ms"]["mean"]), _ms(b["decision_ms"]["p95"])])
    _table(rows, right={1, 2, 3, 4, 5, 7, 8})
    if res["shared_wins"]:
        print("wins are shared (a team wins together); among the winners:")
        rows = [["bot", "in a win", "95% CI", "par"]]
        for b in res["bots"]:
            lo, hi = b["in_win_ci95"]
            rows.append([b["kind"], _pct(b["in_win_rate"]), f"{_pct(lo)}..{_pct(hi)}",
                         _pct(b["in_win_par"])])
        _table(rows, right={1, 2, 3})
    print("by position: " + ", ".join(
        f"seat {p['seat']} {_pct(p['win_rate'])}" for p in res["positions"]))
    if res["undecided"]:
        print(f"games nobody won: {_pct(res['undecided'])}")
    if res["roles"]:
        print(f"by role (par {_pct(res['role_par'])}, how often a seat wins at all):")
        _role_table(res["roles"], res["role_par"])
    by_kind = res.get("roles_by_kind") or {}
    if len(by_kind) > 1:  # mixed strengths: each kind's roles against its own par
        for kind, t in by_kind.items():
            print(f"{kind} by role (par {_pct(t['par'])}, this kind's own win rate):")
            _role_table(t["roles"], t["par"])
    print(f"mean length {res['mean_actions']:.1f} actions; {res['seconds']:.2f} s")
    return 0


def _role_table(roles: list[dict], par: float) -> None:
    rows = [["role", "seat-games", "win rate", "95% CI", "from par"]]
    for r in roles:
        lo, hi = r["ci95"]
        rows.append([r["role"], str(r["games"]), _pct(r["win_rate"]),
                     f"{_pct(lo)}..{_pct(hi)}", f"{100 * (r['win_rate'] - par):+.1f} pts"])
    _table(rows, right={1, 2, 3, 4})


def _gauntlet(args, info: GameInfo, options: dict, bots: list[str]) -> int:
    from game.tournament import gauntlet

    try:
        res = gauntlet(info.id, bots, args.games, args.seed, options)
    except ValueError as e:
        raise Usage(str(e)) from None
    if args.json:
        _json(res)
        return 0
    print(f"{res['title']}: each bot against {res['seats'] - 1} copies of each style, "
          f"{res['games']} games each, seats and their order rotating, seed {res['seed']}; "
          f"options: {_fmt_options(res['options'])}")
    rows = [["bot", "against", "games", "wins", "win rate", "95% CI", "par", "verdict",
             "p95 ms"]]
    for r in res["rows"]:
        lo, hi = r["ci95"]
        rows.append([r["bot"], r["style"], str(r["games"]), f"{r['wins']:g}",
                     _pct(r["win_rate"]), f"{_pct(lo)}..{_pct(hi)}", _pct(r["par"]),
                     r["verdict"], _ms(r["decision_ms"]["p95"])])
    _table(rows, right={2, 3, 4, 5, 6, 8})
    return 0


def cmd_replay(args) -> int:
    from game import saves

    try:
        session = saves.load(args.file)
    except GameError as e:
        _err(str(e))
        return EXIT_USAGE
    except Exception as e:  # a bad file must never show a traceback
        _err(f"{args.file} cannot be replayed ({type(e).__name__}: {e})")
        return EXIT_USAGE
    info = get_info(session.game_id)
    seats = session.seats
    game = session.game
    print(f"{info.title}: seed {session.seed}; options: {_fmt_options(game.options)}")
    print("seats: " + ", ".join(f"{_who(seats, i)} {s.kind}" for i, s in enumerate(seats)))
    for n, (seat, action) in enumerate(game.history, 1):
        _print_action(seats, n, seat, action, None)
    _print_result(seats, game)
    return 0


def cmd_bench(args) -> int:
    from game.bench import bench

    if args.game:
        built_game(args.game)  # a clear error before any work
    if args.longest:
        return _bench_longest(args)
    games, seconds, decisions = args.games, args.seconds, args.decisions
    if args.quick:
        games, seconds, decisions = min(games, 10), min(seconds, 0.25), min(decisions, 30)
    res = bench(args.game, games=games, seconds=seconds, decisions=decisions,
                seats=args.seats, seed=args.seed)
    if args.json:
        _json(res)
        return 0
    print("Engine throughput (uniform random play, set-up included)")
    rows = [["game", "seats", "options", "games", "games/s", "actions/s", "mean length"]]
    for t in res["throughput"]:
        rows.append([t["game"], str(t["seats"]), _fmt_options(t["options"]), str(t["games"]),
                     f"{t['games_per_s']:.1f}", f"{t['actions_per_s']:.0f}",
                     f"{t['mean_actions']:.1f}"])
    _table(rows, right={1, 3, 4, 5, 6})
    print()
    print("Bot decision latency (every seat played by that bot; default options)")
    rows = [["game", "bot", "seats", "decisions", "p50 ms", "p95 ms", "max ms"]]
    for lat in res["latency"]:
        d = lat["decision_ms"]
        rows.append([lat["game"], lat["kind"], str(lat["seats"]), str(d["n"]), _ms(d["p50"]),
                     _ms(d["p95"]), _ms(d["max"])])
        if "dealer_ms" in lat:
            d = lat["dealer_ms"]
            rows.append([lat["game"], f"dealer ({lat['kind']} table)", str(lat["seats"]),
                         str(d["n"]), _ms(d["p50"]), _ms(d["p95"]), _ms(d["max"])])
    _table(rows, right={2, 3, 4, 5, 6})
    return 0


def _bench_longest(args) -> int:
    """``bench --longest``: bots-only games per game and preset, seats and bots drawn at
    random; how long they ran and the longest, and any game that never ended."""
    from game.bench import LONGEST_CAP, longest

    games = min(args.games, 5) if args.quick else args.games
    cap = args.cap or LONGEST_CAP
    if args.preset is not None:
        infos = [built_game(args.game)] if args.game else [i for i in all_games() if i.built]
        if not any(args.preset.lower() == p.lower() for i in infos for p in i.presets):
            raise Usage(f"no preset '{args.preset}' (see the games command)")

    def progress(game_id: str, preset: str, done: int) -> None:
        if not args.json and sys.stderr.isatty():
            print(f"\r{game_id} {preset}: {done}/{games}", end="", file=sys.stderr, flush=True)

    res = longest(args.game, games=games, seed=args.seed, cap=cap, preset=args.preset,
                  progress=progress)
    if not args.json and sys.stderr.isatty():
        print("\r" + " " * 60 + "\r", end="", file=sys.stderr)
    if args.json:
        _json(res)
        return 0
    print(f"Longest bots-only games ({games} per game and preset; seats and bots drawn at "
          f"random, seed {args.seed}; unfinished = still going after {cap} actions)")
    rows = [["game", "preset", "games", "mean", "p99", "longest", "unfinished",
             "the longest: seed, bots"]]
    for r in res["rows"]:
        w = r["longest"]
        rows.append([r["game"], r["preset"], str(r["games"]), f"{r['mean']:.1f}",
                     str(r["p99"]), str(w["actions"]), str(len(r["unfinished"])),
                     f"{w['seed']}: {','.join(w['kinds'])}"])
    _table(rows, right={2, 3, 4, 5, 6})
    stuck = [(r, u) for r in res["rows"] for u in r["unfinished"]]
    for r, u in stuck:
        print(f"unfinished: {r['game']} {r['preset']}: seed {u['seed']}, bots "
              + ", ".join(f"{k} (seed {b})" for k, b in zip(u["kinds"], u["bot_seeds"],
                                                          strict=True)))
    return 1 if stuck else 0


def _scene_tools():
    try:
        from scenes import tools
    except ImportError as e:
        raise Usage(f"the screen tools are not available: {e}") from None
    return tools


def cmd_snapshot(args) -> int:
    tools = _scene_tools()
    if args.game:
        get_info(args.game)  # unknown ids fail with the list of games
    game_id = args.game or getattr(tools, "DEFAULT_GAME", "coyote-heidelbaer")
    try:
        out = tools.snapshot(args.scene, game_id, args.seed, args.size, args.output)
    except ValueError as e:  # e.g. an unknown scene name
        raise Usage(str(e)) from None
    print(f"wrote {out or args.output}")
    return 0


def _print_tree(data: Any, indent: int = 0) -> None:
    """Readable rendering of whatever ``frames_bench`` returns (dicts, lists of rows)."""
    pad = "  " * indent
    if isinstance(data, dict):
        for k, v in data.items():
            if isinstance(v, (dict, list)):
                print(f"{pad}{k}:")
                _print_tree(v, indent + 1)
            else:
                print(f"{pad}{k}: {_num(v)}")
    elif isinstance(data, list) and data and all(isinstance(r, dict) for r in data):
        keys = list(dict.fromkeys(k for r in data for k in r))
        rows = [keys] + [[_num(r.get(k, "")) for k in keys] for r in data]
        widths = [max(len(r[i]) for r in rows) for i in range(len(keys))]
        for r in rows:
            print(pad + "  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip())
    elif isinstance(data, list):
        for v in data:
            print(f"{pad}- {_num(v)}")
    else:
        print(f"{pad}{_num(data)}")


def _num(v: Any) -> str:
    return f"{v:.3f}" if isinstance(v, float) else _fmt_value(v)


def cmd_frames(args) -> int:
    tools = _scene_tools()
    idle = {} if args.idle_seconds is None else {"idle_seconds": args.idle_seconds}
    if args.frames < 1 or args.speed <= 0 or idle.get("idle_seconds", 1) <= 0:
        print("frames: --frames must be at least 1, --speed and --idle-seconds above 0",
              file=sys.stderr)
        return 2
    res = tools.frames_bench(frames=args.frames, anim_speed=args.speed, **idle)
    if args.json:
        _json(res)
    elif callable(getattr(tools, "format_bench", None)):
        print(tools.format_bench(res))  # the tools' own layout knows its figures best
    else:
        _print_tree(res)
    return 0


# ----- the parser ------------------------------------------------------------------

def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="coyotes-table",
        description="Coyote's Table: five tabletop games against bots or pass-and-play. "
                    "With no command, opens the window.")
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    p.add_argument("--quit-after", type=float, metavar="SECONDS",
                   help="close the window after this many seconds (smoke tests, measurements)")
    p.add_argument("--size", type=_size, metavar="WxH", help="initial window size")
    p.add_argument("--smoke-test", action="store_true",
                   help="visit every scene and play one quick bot game of each built game "
                        "headless; exit 0 if all works")
    # internal: the frames benchmark runs the app itself in a child process, frozen or not
    p.add_argument("--idle-probe", type=float, metavar="SECONDS", help=argparse.SUPPRESS)
    p.set_defaults(func=cmd_window)
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    s = sub.add_parser("games", help="list every game, its seats and options")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_games)

    def game_and_seats(s: argparse.ArgumentParser) -> None:
        s.add_argument("game", metavar="GAME", help="game id (see the games command)")
        s.add_argument("--seats", required=True, metavar="S1,S2,...",
                       help="one bot kind per seat (random, easy, medium, hard); "
                            "KIND:NAME names the seat")
        s.add_argument("--seed", type=int, default=0)
        s.add_argument("--option", action="extend", nargs="+", metavar="NAME=VALUE",
                       help="game options, e.g. --option trickster=true (repeatable)")
        s.add_argument("--preset", metavar="NAME",
                       help="start from a named option set (see the games command); "
                            "--option changes it further")

    s = sub.add_parser("play", help="play one headless game among bots, printing each action")
    game_and_seats(s)
    s.add_argument("--save", metavar="FILE", help="write the finished game as a save file")
    s.add_argument("--story", metavar="FILE",
                   help="write the finished game as a story to read (games that tell one)")
    s.add_argument("--events", action="store_true", help="print the public events too")
    s.add_argument("--quiet", action="store_true", help="print only the result")
    s.set_defaults(func=cmd_play)

    s = sub.add_parser("tournament", help="many games, seats rotating; win rates with 95%% CI")
    game_and_seats(s)
    s.add_argument("--games", type=int, default=100, metavar="N")
    s.add_argument("--gauntlet", action="store_true",
                   help="play each bot in --seats against three copies of each outside "
                        "playing style the game has, a tournament per style")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_tournament)

    s = sub.add_parser("replay", help="check a save file and print its log")
    s.add_argument("file", metavar="FILE")
    s.set_defaults(func=cmd_replay)

    s = sub.add_parser("bench", help="engine throughput and bot decision latency")
    s.add_argument("game", nargs="?", metavar="GAME", help="one game (default: every built one)")
    s.add_argument("--json", action="store_true")
    s.add_argument("--games", type=int, default=200, metavar="N",
                   help="at most N random games per option set (default 200)")
    s.add_argument("--seconds", type=float, default=2.0,
                   help="time cap per measurement (default 2)")
    s.add_argument("--decisions", type=int, default=300,
                   help="bot decisions to time per strength (default 300)")
    s.add_argument("--seats", type=int, default=None, help="seat count (default 4 or nearest)")
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--quick", action="store_true", help="tiny run, for tests")
    s.add_argument("--longest", action="store_true",
                   help="instead: play --games bots-only games per game and preset (seats "
                        "and bots drawn at random) and print the longest, in actions, and "
                        "any that never ends")
    s.add_argument("--preset", metavar="NAME", help="with --longest: only this preset")
    s.add_argument("--cap", type=int, default=None, metavar="N",
                   help="with --longest: a game still going after N actions is unfinished "
                        "(default 5000)")
    s.set_defaults(func=cmd_bench)

    s = sub.add_parser("snapshot", help="render a scene headless to a PNG")
    s.add_argument("scene", metavar="SCENE")
    s.add_argument("--game", metavar="ID", help="the table's game (default: the first built)")
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--size", type=_size, default=(1280, 720), metavar="WxH")
    s.add_argument("-o", "--output", required=True, metavar="FILE.png")
    s.set_defaults(func=cmd_snapshot)

    s = sub.add_parser("frames", help="frame-time benchmark of the menu and the tables")
    s.add_argument("--json", action="store_true")
    s.add_argument("--frames", type=int, default=600, metavar="N",
                   help="frames per scene (default 600; more lets the tables reach bot turns)")
    s.add_argument("--speed", type=float, default=1.0, metavar="X",
                   help="animation speed (default 1)")
    s.add_argument("--idle-seconds", type=float, metavar="S",
                   help="how long the idle menu's processor use is measured (default 5)")
    s.set_defaults(func=cmd_frames)
    return p


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        # a frozen app built around this function rather than game/__main__.py: a bot
        # worker it spawns re-runs the executable, and must run the worker, not the app
        import multiprocessing

        multiprocessing.freeze_support()
    for stream in (sys.stdout, sys.stderr):
        try:  # a console without UTF-8 must not crash on "HeidelBÄR"
            stream.reconfigure(errors="replace")
        except (AttributeError, ValueError):
            pass
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # --help, --version, or a usage error already printed
        return e.code if isinstance(e.code, int) else (0 if e.code is None else EXIT_USAGE)
    try:
        return args.func(args)
    except GameError as e:
        _err(str(e))
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into ``head`` and the like: not an error
        try:
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 (silence the flush at exit)
        except OSError:
            pass
        return 0
    finally:
        # end a bot worker before the interpreter's own exit hook does: that hook can
        # race a worker that answers at the same moment ("Bad file descriptor")
        worker = sys.modules.get("scenes.bot_worker")
        if worker is not None:
            worker.shutdown()
