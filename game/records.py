"""The player's records: for each named human, per game and per opponent strength,
games played and won, placings, win streaks and a few figures each game declares.

A finished game is counted once, from the results screen (``record_match``): each
human seat's name keys its own record, so pass-and-play counts everyone at the
table; a table of bots alone counts for no one. A game is known by the digest its
save would carry, so leaving the results and coming back, or finishing a game that
was loaded from an autosave, never counts it twice.

Each game says what else is worth keeping in its own package (``GameInfo.records``
names a ``GameFigures``: the figures and a function that counts them over the
finished game's log); a game that names none keeps the common columns only. This
module imports no game package.

The file is JSON in the player's data folder, written whole and atomically as saves
are. A file that cannot be read (damaged, empty, too large, of the wrong shape, or
written by a newer version of the app) is set aside under a new name beside it and
a fresh record starts; the Records screen says so, once. Nothing here raises over a
file on disk.
"""

from __future__ import annotations

import json
import logging
import os
import stat
import tempfile
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

FORMAT = 1
MAX_BYTES = 2 * 2**20     # a real file is a few kilobytes; anything past this is not ours
MAX_COUNT = 10**9         # no tally gets near it; a bigger number is damage
MAX_NAME = 40             # as a seat's name (game.saves)
KEEP_COUNTED = 400        # the games remembered as counted (a game is finished once)
KEEP_PLAYERS = 200        # names kept; the one who played longest ago goes first
TEMP_PREFIX, TEMP_SUFFIX = ".records-", ".tmp"

#: opponent strengths, weakest first; a table of people alone is "people", one person
#: with no bot (Three Card Coyote's dealer is no seat) "solo", and "all" gathers every
#: table (its streak runs across strengths)
STRENGTHS = ("random", "easy", "medium", "hard")
PEOPLE, SOLO, ALL = "people", "solo", "all"
COLUMNS = (*STRENGTHS, PEOPLE, SOLO, ALL)
_WORDS = {"random": "Random", "easy": "Easy", "medium": "Medium", "hard": "Hard",
          PEOPLE: "People only", SOLO: "Solo", ALL: "All games"}

#: a game's log as replayed: (seat, action, the events it caused)
Step = tuple[int, str, list[dict[str, Any]]]


@dataclass(frozen=True)
class Figure:
    """One figure a game keeps. ``keep`` "total" adds each game's count up; "least"
    keeps the lowest a game ever gave (a fastest win), and a game may give none."""

    key: str
    label: str
    keep: str = "total"


@dataclass(frozen=True)
class GameFigures:
    """What a game keeps beyond the common columns: its figures, and ``count(log,
    seat)`` giving one finished game's figures for ``seat`` (keys of ``figures``)."""

    figures: tuple[Figure, ...] = ()
    count: Callable[[list[Step], int], dict[str, int]] = lambda log, seat: {}


NO_FIGURES = GameFigures()


def game_figures(game_id: str) -> GameFigures:
    """The figures ``game_id`` declares (none for a game that names none)."""
    from game.registry import get_info

    info = get_info(game_id)
    return info.part(info.records) if info.records else NO_FIGURES


def events_of(log: Iterable[Step]) -> Iterable[dict[str, Any]]:
    """Every event of a replayed log, in order."""
    for _seat, _action, events in log:
        yield from events


def calls(log: list[Step], seat: int) -> dict[str, int]:
    """A bidding game's calls, as its ``reveal`` events tell them (``challenger``,
    ``bidder``, ``winner``): calls ``seat`` won and lost, and its bids that held when
    called. Shared by the games whose calls are decided that way."""
    out = {"calls_won": 0, "calls_lost": 0, "bids_held": 0}
    for e in events_of(log):
        if e.get("type") != "reveal":
            continue
        if e.get("challenger") == seat:
            out["calls_won" if e.get("winner") == seat else "calls_lost"] += 1
        elif e.get("bidder") == seat and e.get("winner") == seat:
            out["bids_held"] += 1
    return out


CALL_FIGURES = (Figure("calls_won", "Calls won"), Figure("calls_lost", "Calls lost"),
                Figure("bids_held", "Your bids that held"))


def replayed(game: Any) -> list[Step]:
    """The finished ``game``'s log with the events each action caused, replayed on a
    fresh game as the summary is (the finished state keeps no events)."""
    fresh = type(game)(game.num_seats, game.options, game.seed,
                       stack=getattr(game, "stack", None))
    return [(seat, action, fresh.apply(seat, action)) for seat, action in game.history]


# ----- words ------------------------------------------------------------------------------
def column_words(key: str) -> str:
    """A column's heading: "Hard", "People only", "All games"."""
    return _WORDS.get(key, key.capitalize())


def against(key: str) -> str:
    """"against Hard", "against people", "played solo"."""
    if key == SOLO:
        return "played solo"
    return "against people" if key == PEOPLE else f"against {column_words(key)}"


def nth(n: int) -> str:
    """1 -> "first", 12 -> "12th", 22 -> "22nd"."""
    if n == 1:
        return "first"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def place_words(place: int) -> str:
    """1 -> "1st", 2 -> "2nd"."""
    return nth(place) if place > 1 else "1st"


def opponents(kinds: Iterable[str]) -> str:
    """The column a table counts in: its strongest bot (a bot the app does not rank,
    a special opponent, counts above Hard under its own name), or people alone, or
    one person alone."""
    kinds = list(kinds)
    bots = [k for k in kinds if k != "human"]
    if not bots:
        return SOLO if len(kinds) == 1 else PEOPLE
    return max(bots, key=lambda k: STRENGTHS.index(k) if k in STRENGTHS else len(STRENGTHS))


# ----- the records ----------------------------------------------------------------------
def _tally() -> dict[str, Any]:
    return {"played": 0, "won": 0, "places": {}, "streak": 0, "best": 0, "figures": {}}


@dataclass
class Records:
    """Every player's records: ``players[name][game id][column]`` is a tally (played,
    won, places by place, streak, best streak, figures); ``counted`` maps each game
    counted (its digest) to the results line it earned; ``notice`` is news for the
    Records screen (a file set aside), kept until the screen has shown it."""

    players: dict[str, dict[str, dict[str, dict[str, Any]]]] = field(default_factory=dict)
    counted: dict[str, str] = field(default_factory=dict)
    notice: str = ""

    def name_key(self, name: str) -> str:
        """The key ``name`` is kept under: an existing one spelt in another case, or
        the name itself."""
        name = name.strip()
        return next((k for k in self.players if k.casefold() == name.casefold()), name)

    def names(self) -> list[str]:
        """The players, the one who played last first."""
        return list(reversed(self.players))

    def tally(self, name: str, game_id: str, column: str) -> dict[str, Any]:
        """A tally as it stands (a fresh one where nothing is kept); not stored."""
        return self.players.get(name, {}).get(game_id, {}).get(column) or _tally()

    def columns(self, name: str, game_id: str) -> list[str]:
        """The columns ``name`` has games in, weakest opponents first, "all" last."""
        kept = self.players.get(name, {}).get(game_id, {})
        known = [c for c in COLUMNS if c in kept and c != ALL]
        others = sorted(c for c in kept if c not in COLUMNS)
        return [*known, *others, ALL] if kept else []

    def add(self, name: str, game_id: str, column: str, won: bool, place: int | None,
            figures: dict[str, int], kept: tuple[Figure, ...]) -> dict[str, Any]:
        """Count one finished game for ``name`` in ``column`` and in "all"; returns the
        column's tally before it was counted (for the results line)."""
        key = self.name_key(name)
        games = self.players.pop(key, {})
        self.players[key] = games  # last played: last in the file, first in ``names``
        was = json.loads(json.dumps(self.tally(key, game_id, column)))
        for col in dict.fromkeys((column, ALL)):
            t = games.setdefault(game_id, {}).setdefault(col, _tally())
            t["played"] += 1
            t["won"] += int(won)
            t["streak"] = t["streak"] + 1 if won else 0
            t["best"] = max(t["best"], t["streak"])
            if place is not None:
                t["places"][str(place)] = t["places"].get(str(place), 0) + 1
            for fig in kept:
                if fig.key not in figures:
                    continue
                value, old = int(figures[fig.key]), t["figures"].get(fig.key)
                if fig.keep == "least":
                    t["figures"][fig.key] = value if old is None else min(old, value)
                else:
                    t["figures"][fig.key] = (old or 0) + value
        while len(self.players) > KEEP_PLAYERS:
            self.players.pop(next(iter(self.players)))
        return was

    def reset(self, name: str) -> None:
        """Forget every record of ``name`` (the games counted stay counted)."""
        self.players.pop(self.name_key(name), None)

    def remember(self, digest: str, line: str) -> None:
        self.counted.pop(digest, None)
        self.counted[digest] = line
        while len(self.counted) > KEEP_COUNTED:
            self.counted.pop(next(iter(self.counted)))

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "notice": self.notice, "players": self.players,
                "counted": self.counted}


# ----- reading a file that may be anything ----------------------------------------------------
class Damaged(Exception):  # noqa: N818  (a finding about a file, not a fault here)
    """The records file cannot be used; the message says why, in a player's words."""


def _count(v: Any, what: str) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= MAX_COUNT:
        raise Damaged(f"{what} is not a count")
    return v


def _mapping(v: Any, what: str) -> dict:
    if not isinstance(v, dict):
        raise Damaged(f"{what} is not a table")
    return v


def _checked_tally(raw: Any) -> dict[str, Any]:
    raw = _mapping(raw, "a tally")
    t = _tally()
    for k in ("played", "won", "streak", "best"):
        t[k] = _count(raw.get(k, 0), k)
    for k in ("places", "figures"):
        for name, n in _mapping(raw.get(k, {}), k).items():
            if not isinstance(name, str) or len(name) > 40:
                raise Damaged(f"{k} has an odd name")
            if k == "places" and not (name.isdigit() and 1 <= int(name) <= 16):
                raise Damaged("a place is not a place")  # seats run 1 to 16 at most
            t[k][name] = _count(n, k)
    if t["won"] > t["played"] or t["streak"] > t["best"]:
        raise Damaged("a tally does not add up")
    return t


def from_json(data: Any) -> Records:
    """Records from a file's parsed JSON; Damaged with why, if it is not such a file."""
    data = _mapping(data, "the file")
    fmt = data.get("format")
    if not isinstance(fmt, int) or isinstance(fmt, bool):
        raise Damaged("it has no format number")
    if fmt > FORMAT:
        raise Damaged(f"it was written by a newer version of the app (format {fmt})")
    if fmt < 1:
        raise Damaged(f"its format ({fmt}) is unknown")
    notice = data.get("notice", "")
    if not isinstance(notice, str) or len(notice) > 2000:
        raise Damaged("its notice is not text")
    players = _mapping(data.get("players", {}), "its players")
    if len(players) > KEEP_PLAYERS:
        raise Damaged("it names too many players")
    out = Records(notice=notice)
    for name, games in players.items():
        if not (isinstance(name, str) and 0 < len(name.strip()) <= MAX_NAME):
            raise Damaged("a player's name is not a name")
        kept = out.players.setdefault(name, {})
        for game_id, columns in _mapping(games, "a player's games").items():
            if not isinstance(game_id, str) or len(game_id) > 60:
                raise Damaged("a game's name is not a name")
            for column, raw in _mapping(columns, "a game's record").items():
                if not isinstance(column, str) or len(column) > 30:
                    raise Damaged("an opponent's name is not a name")
                kept.setdefault(game_id, {})[column] = _checked_tally(raw)
    counted = _mapping(data.get("counted", {}), "the games counted")
    if len(counted) > KEEP_COUNTED or not all(
            isinstance(k, str) and len(k) <= 64 and isinstance(v, str) and len(v) <= 500
            for k, v in counted.items()):
        raise Damaged("its list of games counted is damaged")
    out.counted = dict(counted)
    return out


def _read(path: Path) -> Records | None:
    """The records ``path`` holds; None when there is no file. Damaged if it is not
    a records file; OSError if it cannot be read at all."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(st.st_mode):
        raise OSError(f"{path.name} is not a file")
    if st.st_size > MAX_BYTES:
        raise Damaged(f"it is far too large ({st.st_size:,} bytes)")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    with os.fdopen(fd, "rb") as f:
        raw = f.read(MAX_BYTES + 1)
    if len(raw) > MAX_BYTES:
        raise Damaged("it is far too large")
    if not raw.strip():
        raise Damaged("it is empty")
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise Damaged("it is not text") from None
    except json.JSONDecodeError as e:
        raise Damaged(f"it is not readable (bad JSON at line {e.lineno})") from None
    except (RecursionError, ValueError) as e:
        raise Damaged(f"it is not readable ({type(e).__name__})") from None
    return from_json(data)


def set_aside(path: Path) -> Path | None:
    """Rename a damaged file beside itself (``records-damaged-<when>.json``), so it is
    neither lost nor read again; None if it could not be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 100):
        alt = path.with_name(f"records-damaged-{stamp}{'' if n == 1 else f'-{n}'}.json")
        if os.path.lexists(alt):
            continue
        try:
            os.replace(path, alt)
            return alt
        except OSError:
            return None
    return None


def default_path() -> Path:
    from game.paths import records_path

    return records_path()


def load(path: Path | None = None) -> Records:
    """The records kept at ``path`` (the player's records file by default). A file
    that cannot be used is set aside and fresh records start, their ``notice`` saying
    what happened; never raises over what is on disk."""
    path = Path(path) if path is not None else default_path()
    try:
        found = _read(path)
    except Damaged as e:
        aside = set_aside(path)
        where = (f"It was kept as {aside.name} beside it" if aside is not None
                 else "It could not be moved, and is left as it was")
        fresh = Records(notice=f"Your records file could not be read: {e}. {where}, and "
                               "a fresh record starts now.")
        log.warning("%s", fresh.notice)
        if aside is not None:
            try:  # the news waits in the fresh file until the Records screen shows it
                save(fresh, path)
            except OSError:
                pass
        return fresh
    except (OSError, RecursionError, MemoryError) as e:
        log.warning("records at %s cannot be read: %s", path, e)
        return Records(notice=f"Your records cannot be read ({e}); a fresh record starts "
                              "now, and it may not be kept.")
    return found if found is not None else Records()


def save(records: Records, path: Path | None = None) -> None:
    """Write atomically, as saves are: a crash mid-write leaves the old file whole.
    Raises OSError when it cannot be written."""
    path = Path(path) if path is not None else default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(records.to_json(), f, indent=1, ensure_ascii=False)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


# ----- counting a finished game -----------------------------------------------------------
def placings(winners: list[int], out_at: dict[int, int], seats: int) -> dict[int, int]:
    """Each seat's place: the winners first, then the others by how long they lasted
    (see ``game.summary``); seats that lasted equally share a place."""
    if not winners:
        return {}
    lasted = {s: out_at.get(s, MAX_COUNT) for s in range(seats) if s not in winners}
    place = {s: 1 for s in winners}
    for s, at in lasted.items():
        place[s] = len(winners) + 1 + sum(1 for other in lasted.values() if other > at)
    return place


def digest(match: Any) -> str:
    """What a finished game is known by: its save's check (game, seats, seed, log)."""
    return str(match.session().to_json()["check"])


def record_match(match: Any, summary: Any = None, path: Path | None = None) -> str:
    """Count ``match``'s finished game for each human at it and keep the records; the
    results screen's line ("Your 12th win against Hard"), or "" for a game that
    counts for no one. Counted once: a second call gives the first call's line. Never
    raises (a record is not worth a results screen)."""
    try:
        return _record(match, summary, path)
    except Exception:  # noqa: BLE001  the results screen comes first
        log.exception("the records could not be kept")
        return ""


def _record(match: Any, summary: Any, path: Path | None) -> str:
    game = match.game
    humans = [i for i, s in enumerate(match.seats) if s.kind == "human"]
    if not humans or not game.is_terminal():
        return ""
    records = load(path)
    key = digest(match)
    if key in records.counted:
        return records.counted[key]
    if summary is None:
        from game.summary import summarise

        summary = summarise(game)
    game_id = match.info.id
    figs = game_figures(game_id)
    steps = replayed(game) if figs.figures else []
    winners = list(game.winners())
    places = placings(winners, dict(summary.out_at), len(match.seats))
    column = opponents(s.kind for s in match.seats)
    told: list[str] = []
    seen: set[str] = set()
    for seat in humans:
        name = match.seats[seat].name.strip()
        if not name or name.casefold() in seen:
            continue  # one record per name, however many seats it sat in
        seen.add(name.casefold())
        won = seat in winners
        was = records.add(name, game_id, column, won, places.get(seat),
                          figs.count(steps, seat) if figs.figures else {}, figs.figures)
        told.append(_line(name, won, was, column, solo=len(humans) == 1))
    line = " · ".join(t for t in told if t)
    if not line and len(humans) > 1:
        line = "Kept in the records of " + _and(list(dict.fromkeys(
            match.seats[s].name.strip() for s in humans)))
    records.remember(key, line)
    try:
        save(records, path)
    except OSError as e:
        log.warning("records not written: %s", e)
        return f"Records could not be kept ({e.strerror or e})"
    return line


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _line(name: str, won: bool, was: dict[str, Any], column: str, solo: bool) -> str:
    """One player's news: a win and its number, a streak; alone at the table, a loss
    is told as well (a streak that ends, or how the wins stand)."""
    who = "Your" if solo else f"{name}'s"
    if won:
        n, streak = was["won"] + 1, was["streak"] + 1
        text = f"{who} {nth(n)} win {against(column)}"
        return text + (f" · {streak} wins in a row" if streak > 1 else "")
    if not solo:
        return ""
    if was["streak"] > 1:
        return f"Your run of {was['streak']} wins {against(column)} ends here"
    wins = was["won"]
    return (f"Your {nth(was['played'] + 1)} game {against(column)}: "
            + ("no win yet" if not wins else f"{wins} win{'s' if wins > 1 else ''} so far"))
