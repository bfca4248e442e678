"""Generic checks every built game must pass, under every option combination.

Cases come from the registry (``built=True``), so a game added later is checked
without touching this file. Two small test-only games live here as well (a
headband bidder with simultaneous guesses, and a dealer game) so the checks
are proven on engines of different shapes, and a deliberately leaky variant
proves that the leak check can fail.
"""

from __future__ import annotations

import json
import random
import re
import time
from contextlib import contextmanager

import pytest

from game import registry
from game.bench import kinds_in_order, option_sets, play_random
from game.bots import Bot, RandomBot
from game.core import DEALER, Game, IllegalAction, move, normalise
from game.match import Match
from game.registry import GameInfo, Option
from game.saves import SaveError, SeatSpec, Session, from_json
from game.tournament import drive

# ----- two test-only games ---------------------------------------------------------


class ToyHeadband(Game):
    """Each live seat wears a card it cannot see; bid on the total with a hidden centre card.

    A challenge makes every other live seat guess, all at once, who wins it.
    """

    game_id = "toy-headband"

    def _setup(self) -> None:
        self.top = 9 if self.options["deck"] == "small" else 19
        self.lives = [self.options["lives"]] * self.num_seats
        self.round = 0
        self.last: dict | None = None
        self.start = self.rng.randrange(self.num_seats)
        self._deal()

    def _deal(self) -> None:
        self.round += 1
        deck = list(range(self.top + 1))
        self.rng.shuffle(deck)
        self.cards = [deck.pop() if self.lives[s] > 0 else None for s in range(self.num_seats)]
        self.centre = deck.pop()
        self.bid = self.bidder = self.challenger = None
        self.turn = self.start
        self.guesses: dict[int, str] = {}
        self.phase = "bid"

    def live(self) -> list[int]:
        return [s for s in range(self.num_seats) if self.lives[s] > 0]

    def _next_live(self, seat: int) -> int:
        for k in range(1, self.num_seats + 1):
            s = (seat + k) % self.num_seats
            if self.lives[s] > 0:
                return s
        return seat

    def to_act(self) -> list[int]:
        if self.phase == "bid":
            return [self.turn]
        if self.phase == "guess":
            return [s for s in self.live()
                    if s not in (self.bidder, self.challenger) and s not in self.guesses]
        return []

    def legal_actions(self, seat: int) -> list[str]:
        if seat not in self.to_act():
            return []
        if self.phase == "guess":
            return ["guess bidder", "guess challenger"]
        lo = 0 if self.bid is None else self.bid + 1
        hi = (len(self.live()) + 1) * self.top
        acts = [f"bid {v}" for v in range(lo, hi + 1)]
        return acts + (["challenge"] if self.bid is not None else [])

    def parse(self, text: str) -> str:
        a = normalise(text)
        w = a.split(" ")
        if len(w) == 2 and w[0] == "bid" and re.fullmatch(r"-?\d+", w[1]):
            return f"bid {int(w[1])}"
        if a in ("challenge", "guess bidder", "guess challenger"):
            return a
        raise IllegalAction(f"cannot read '{text}'; try bid N, challenge, guess bidder")

    def _apply(self, seat: int, action: str) -> list[dict]:
        if action.startswith("bid "):
            self.bid, self.bidder = int(action[4:]), seat
            self.turn = self._next_live(seat)
            return [{"type": "bid", "seat": seat, "value": self.bid}]
        if action == "challenge":
            self.challenger = seat
            self.phase = "guess"
            events = [{"type": "challenge", "seat": seat}]
            return events + (self._resolve() if not self.to_act() else [])
        self.guesses[seat] = action.split()[1]
        return [{"type": "guess", "seat": seat}] + (self._resolve() if not self.to_act() else [])

    def _resolve(self) -> list[dict]:
        total = sum(c for c in self.cards if c is not None) + self.centre
        winner, loser = ((self.bidder, self.challenger) if total >= self.bid
                         else (self.challenger, self.bidder))
        self.lives[loser] -= 1
        self.last = {"cards": list(self.cards), "centre": self.centre, "total": total,
                     "winner": winner, "loser": loser, "guesses": sorted(self.guesses.items())}
        events = [{"type": "reveal", **self.last}]
        self.start = loser if self.lives[loser] > 0 else self._next_live(loser)
        if len(self.live()) <= 1 or (self.options["short"] and self.round >= 3):
            self.phase = "over"
            events.append({"type": "game_over", "winners": self.winners()})
        else:
            self._deal()
        return events

    def observation(self, seat: int) -> dict:
        return {
            "seat": seat, "round": self.round, "phase": self.phase, "to_act": self.to_act(),
            "lives": list(self.lives), "bid": self.bid, "bidder": self.bidder,
            "challenger": self.challenger,
            "cards": [None if s == seat else c for s, c in enumerate(self.cards)],
            "guessed": sorted(self.guesses), "my_guess": self.guesses.get(seat),
            "last": self.last, "top": self.top,
        }

    def resample(self, seat: int, rng: random.Random) -> ToyHeadband:
        g = self.clone()
        seen = {c for s, c in enumerate(self.cards) if s != seat and c is not None}
        pool = [v for v in range(self.top + 1) if v not in seen]
        rng.shuffle(pool)
        if g.cards[seat] is not None:
            g.cards[seat] = pool.pop()
        g.centre = pool.pop()
        for s in g.guesses:
            if s != seat:
                g.guesses[s] = rng.choice(["bidder", "challenger"])
        g.rng = random.Random(rng.random())
        return g

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def winners(self) -> list[int]:
        if not self.is_terminal():
            return []
        best = max(self.lives)
        return [s for s in range(self.num_seats) if self.lives[s] == best]


class ToyLeaky(ToyHeadband):
    """Shows the hidden centre card: the leak check must catch it."""

    game_id = "toy-leaky"

    def observation(self, seat: int) -> dict:
        return {**super().observation(seat), "centre": self.centre}


class ToyDealer(Game):
    """The dealer flips cards; the seats guess, all at once, if the next one is higher."""

    game_id = "toy-dealer"
    has_dealer = True

    def _setup(self) -> None:
        self.deck = list(range(1, 14))
        self.rng.shuffle(self.deck)
        self.shown: list[int] = []
        self.scores = [0] * self.num_seats
        self.guesses: dict[int, str] = {}

    def _over(self) -> bool:
        return len(self.shown) > self.options["flips"]

    def to_act(self) -> list[int]:
        if self._over():
            return []
        if not self.shown or len(self.guesses) == self.num_seats:
            return [DEALER]
        return [s for s in range(self.num_seats) if s not in self.guesses]

    def dealer_action(self) -> str:
        if self.to_act() != [DEALER]:
            raise IllegalAction("the dealer is not to act")
        return f"flip {self.deck[-1]}"

    def legal_actions(self, seat: int) -> list[str]:
        if seat not in self.to_act():
            return []
        if seat == DEALER:
            return [self.dealer_action()]
        return ["guess higher", "guess lower"]

    def parse(self, text: str) -> str:
        a = normalise(text)
        m = re.fullmatch(r"flip (\d+)", a)
        if m:
            return f"flip {int(m.group(1))}"
        if a in ("guess higher", "guess lower"):
            return a
        raise IllegalAction(f"cannot read '{text}'; try guess higher, guess lower")

    def _apply(self, seat: int, action: str) -> list[dict]:
        if seat != DEALER:
            self.guesses[seat] = action.split()[1]
            return [{"type": "guess", "seat": seat}]
        card = self.deck.pop()
        if self.shown:
            prev = self.shown[-1]
            for s, guess in self.guesses.items():
                if (card > prev) == (guess == "higher"):
                    self.scores[s] += 1
        self.shown.append(card)
        self.guesses = {}
        return [{"type": "flip", "card": card}]

    def observation(self, seat: int) -> dict:
        return {"seat": seat, "shown": list(self.shown), "scores": list(self.scores),
                "to_act": self.to_act(), "guessed": sorted(self.guesses),
                "my_guess": self.guesses.get(seat), "deck_size": len(self.deck)}

    def resample(self, seat: int, rng: random.Random) -> ToyDealer:
        g = self.clone()
        rng.shuffle(g.deck)
        for s in g.guesses:
            if s != seat:
                g.guesses[s] = rng.choice(["higher", "lower"])
        g.rng = random.Random(rng.random())
        return g

    def is_terminal(self) -> bool:
        return self._over()

    def winners(self) -> list[int]:
        if not self._over():
            return []
        best = max(self.scores)
        return [s for s in range(self.num_seats) if self.scores[s] == best]


class ToyHeist(Game):
    """Collect coins for three rounds; house rules add a bank, theft, guards, a truce and
    extra actions. Each seat holds a hidden card (0-9) that counts at the end.

    Its options have every shape the set-up screen and the checks must handle (yes/no
    options that require and exclude each other, a multi option, presets), and it is
    written as a new game should be: ``_candidates`` and ``_reason`` are its one
    legality source, and it reads actions through ``move``.
    """

    game_id = "toy-heist"
    ROUNDS = 3
    SIMPLE = ("income", "bonus", "swap", "guard")

    def _setup(self) -> None:
        n = self.num_seats
        self.coins = [1] * n
        self.deck = list(range(10))
        self.rng.shuffle(self.deck)
        self.secret = [self.deck.pop() for _ in range(n)]
        self.bank = 4 * n if self.options["bank"] else None
        self.guarded: list[int] = []
        self.bonus_used = [False] * n
        self.turn = 0
        self.turns = 0

    def is_terminal(self) -> bool:
        return self.turns >= self.ROUNDS * self.num_seats or self.bank == 0

    def to_act(self) -> list[int]:
        return [] if self.is_terminal() else [self.turn]

    def _candidates(self, seat: int) -> list[str]:
        acts = ["income", "bonus", "swap", "guard"]
        return acts + [f"steal {t}" for t in range(self.num_seats)]

    def _reason(self, seat: int, action: str) -> str | None:
        m, opts = move(action), self.options
        if m.verb in self.SIMPLE and not m.args:
            if m.verb in ("bonus", "swap") and m.verb not in opts["extra"]:
                return f"{m.verb} is not in play"
            if m.verb == "bonus" and self.bonus_used[seat]:
                return "your bonus is spent"
            if m.verb == "guard" and not opts["guards"]:
                return "guards are not in play"
            return None
        if m.verb == "steal" and len(m.args) == 1 and isinstance(m.arg, int):
            if not opts["steal"]:
                return "stealing is not in play"
            if not 0 <= m.arg < self.num_seats or m.arg == seat:
                return "steal from another seat"
            if m.arg in self.guarded:
                return f"seat {m.arg} is guarded"
            return f"seat {m.arg} has no coin" if self.coins[m.arg] == 0 else None
        return f"{action!r} is not an action here"

    def parse(self, text: str) -> str:
        m = move(normalise(text))
        if (m.verb in self.SIMPLE and not m.args) or (
                m.verb == "steal" and len(m.args) == 1 and isinstance(m.arg, int)):
            return str(m)
        raise IllegalAction(f"cannot read '{text}'; try income or steal N")

    def _apply(self, seat: int, action: str) -> list[dict]:
        m = move(action)
        if m.verb in ("income", "bonus"):
            want = 2 if m.verb == "bonus" or self.options["truce"] else 1
            got = want if self.bank is None else min(want, self.bank)
            if self.bank is not None:
                self.bank -= got
            self.coins[seat] += got
            self.bonus_used[seat] |= m.verb == "bonus"
            events = [{"type": m.verb, "seat": seat, "coins": got}]
        elif m.verb == "swap":  # the old card goes under the deck, unseen
            self.deck.insert(0, self.secret[seat])
            self.secret[seat] = self.deck.pop()
            events = [{"type": "swap", "seat": seat}]
        elif m.verb == "guard":
            self.guarded.append(seat)
            events = [{"type": "guard", "seat": seat}]
        else:
            self.coins[m.arg] -= 1
            self.coins[seat] += 1
            events = [{"type": "steal", "seat": seat, "from": m.arg}]
        self.turns += 1
        self.turn = (seat + 1) % self.num_seats
        if self.turn in self.guarded:  # a guard lasts until its seat's next turn
            self.guarded.remove(self.turn)
        if self.is_terminal():
            events.append({"type": "game_over", "winners": self.winners(),
                           "cards": list(self.secret)})
        return events

    def observation(self, seat: int) -> dict:
        over = self.is_terminal()
        return {"seat": seat, "coins": list(self.coins), "bank": self.bank,
                "turns": self.turns, "to_act": self.to_act(), "guarded": sorted(self.guarded),
                "bonus_used": list(self.bonus_used),
                "cards": [c if s == seat or over else None for s, c in enumerate(self.secret)]}

    def resample(self, seat: int, rng: random.Random) -> ToyHeist:
        g = self.clone()
        if not self.is_terminal():
            others = [s for s in range(self.num_seats) if s != seat]
            pool = g.deck + [g.secret[s] for s in others]
            rng.shuffle(pool)
            for s in others:
                g.secret[s] = pool.pop()
            g.deck = pool
        g.rng = random.Random(rng.random())
        return g

    def winners(self) -> list[int]:
        if not self.is_terminal():
            return []
        score = [c + k for c, k in zip(self.coins, self.secret, strict=True)]
        return [s for s in range(self.num_seats) if score[s] == max(score)]


class HeadbandEasy(Bot):
    kind = "easy"

    def act(self, obs: dict, legal: list[str]) -> str:
        if "guess bidder" in legal:
            return "guess bidder"
        seen = sum(c for c in obs["cards"] if c is not None)
        guess = seen + obs["top"]  # own card and centre at their mean
        if obs["bid"] is not None and obs["bid"] >= guess and "challenge" in legal:
            return "challenge"
        want = f"bid {max(guess - 2, (obs['bid'] or 0) + 1)}"
        return want if want in legal else legal[-1]


class DealerEasy(Bot):
    kind = "easy"

    def act(self, obs: dict, legal: list[str]) -> str:
        return "guess higher" if obs["shown"][-1] < 7 else "guess lower"


TOYS = [
    (GameInfo("toy-headband", "Toy Headband", "test only", 2, 4, options=[
        Option("short", "bool", False, "stop after three rounds"),
        Option("lives", "int", 2, "lives per seat", min=1, max=3),
        Option("deck", "choice", "small", "card range", choices=("small", "big")),
    ], built=True), ToyHeadband, {"random": RandomBot, "easy": HeadbandEasy}),
    (GameInfo("toy-dealer", "Toy Dealer", "test only", 1, 3, options=[
        Option("flips", "int", 3, "guessing rounds", min=2, max=5),
    ], built=True), ToyDealer, {"random": RandomBot, "easy": DealerEasy}),
    (GameInfo("toy-heist", "Toy Heist", "test only", 2, 4, options=[
        Option("bank", "bool", False, "coins come from a bank; play ends when it is empty",
               group="Bank"),
        Option("steal", "bool", False, "take a coin from another seat", group="Crime"),
        Option("guards", "bool", False, "guard yourself against theft until your next turn",
               group="Crime", requires=("steal",)),
        Option("truce", "bool", False, "income pays two and nobody steals",
               excludes=("steal",)),
        Option("extra", "multi", (), "extra actions", choices=("bonus", "swap")),
    ], presets={
        "Classic": {},
        "Cutthroat": {"bank": True, "steal": True, "guards": True, "extra": ("bonus", "swap")},
    }, built=True), ToyHeist, {"random": RandomBot}),
]
LEAKY = (GameInfo("toy-leaky", "Toy Leaky", "test only", 2, 4, options=TOYS[0][0].options,
                  built=True), ToyLeaky, {"random": RandomBot})


UNBUILT = GameInfo("toy-unbuilt", "Toy Unbuilt", "test only: a game announced but not built",
                   1, 4)
"""Stands for a game in the menu before its engine exists (every real game is built)."""


@contextmanager
def toy_games():
    """Register the test-only games for the duration of a block."""
    registry.all_games()  # load the real catalogue first, so it is not hidden by ours
    for info, cls, bots in TOYS + [LEAKY]:
        registry.declare(info)
        registry.register(info.id, cls, bots)
    registry.declare(UNBUILT)
    try:
        yield
    finally:
        for info, _, _ in TOYS + [LEAKY]:
            registry._GAMES.pop(info.id, None)
        registry._GAMES.pop(UNBUILT.id, None)


@pytest.fixture(scope="module", autouse=True)
def _toys():
    with toy_games():
        yield


# ----- the cases: every built game x every option set --------------------------------

INFOS = [i for i in registry.all_games() if i.built] + [t[0] for t in TOYS]
CASES = [pytest.param(info, opts, id=f"{info.id}[" + ",".join(
    f"{k}={v}" for k, v in opts.items()) + "]")
    for info in INFOS for opts in option_sets(info)]
GAME_CASES = [pytest.param(info, id=info.id) for info in INFOS]

MAX_LEN = 5000  # actions; a random game that runs longer is treated as endless
# Budgets are per game and per check, shared out across the game's option sets, so a game
# with long games or many options costs about as much as a small one. At least MIN_GAMES
# games always run; more run while the time lasts (seeds are fixed, so runs repeat).
MIN_GAMES = 2
MAX_GAMES = 24
SECONDS = {"random": 1.2, "leak": 1.2, "notation": 0.5, "illegal": 1.0, "save": 0.6}
PROBES = 16  # positions examined per game, spread evenly along it


class Budget:
    def __init__(self, info: GameInfo, check: str) -> None:
        sets = len(option_sets(info))
        self.end = time.perf_counter() + SECONDS[check] / sets
        self.min_games = MIN_GAMES if sets <= 4 else 1

    def games(self, info: GameInfo):
        """Seat counts to play, cycling through the seat range, until time is up."""
        span = list(range(info.min_seats, info.max_seats + 1))
        for k in range(MAX_GAMES):
            if k >= self.min_games and time.perf_counter() > self.end:
                return
            yield k, span[k % len(span)]


def new(info: GameInfo, seats: int, opts: dict, seed: int) -> Game:
    return registry.new_game(info.id, seats, opts, seed)


def seats_of(g: Game) -> list[int]:
    return list(range(g.num_seats))


def snapshot(g: Game) -> str:
    """Everything an outsider can ask of a state, as one comparable string."""
    acting = g.to_act()
    return json.dumps({
        "obs": [g.observation(s) for s in seats_of(g)],
        "history": [list(h) for h in g.history],
        "to_act": acting, "terminal": g.is_terminal(),
        "legal": {str(s): g.legal_actions(s) for s in acting},
    }, sort_keys=True)


def plain(x, _stack=()):
    """The whole state, hidden parts included, as comparable plain data."""
    if x is None or isinstance(x, (bool, int, float, str, bytes)):
        return x
    if isinstance(x, random.Random):
        return ("rng", x.getstate())
    if id(x) in _stack:
        return "<cycle>"
    st = _stack + (id(x),)
    if isinstance(x, dict):
        return ("dict", sorted(((repr(plain(k, st)), plain(v, st)) for k, v in x.items()),
                               key=lambda kv: kv[0]))
    if isinstance(x, (list, tuple)):
        return (type(x).__name__, [plain(v, st) for v in x])
    if isinstance(x, (set, frozenset)):
        return ("set", sorted(repr(plain(v, st)) for v in x))
    if hasattr(x, "__dict__") and not callable(x):
        return (type(x).__name__, plain(vars(x), st))
    return repr(x)


def random_step(g: Game, rng: random.Random) -> tuple[int, str, list]:
    seat = rng.choice(g.to_act())
    action = g.dealer_action() if seat == DEALER else rng.choice(g.legal_actions(seat))
    return seat, action, g.apply(seat, action)


def positions(info: GameInfo, opts: dict, check: str, seed: int, probes: int = PROBES):
    """States spread along random games (the same object, advanced in place between yields).

    Each game is played once to learn its path, then replayed, stopping at ``probes``
    evenly spaced points and at the end, so long games cost no more than short ones.
    """
    rng = random.Random(seed)
    for k, n in Budget(info, check).games(info):
        g = new(info, n, opts, seed + k)
        path = []
        while not g.is_terminal() and len(path) < MAX_LEN:
            seat, action, _ = random_step(g, rng)
            path.append((seat, action))
        stops = {round(i * len(path) / probes) for i in range(probes)}
        g = new(info, n, opts, seed + k)
        for i, (seat, action) in enumerate(path):
            if i in stops:
                yield g, rng
            g.apply(seat, action)
        yield g, rng


def test_option_relations_multi_options_and_presets_are_among_the_cases():
    # the toy heist carries every option shape, so the checks below meet each of them
    heist = next(t[0] for t in TOYS if t[0].id == "toy-heist")
    bools = [o for o in heist.options if o.type == "bool"]
    assert len(bools) >= 3 and any(o.requires for o in bools) and any(o.excludes for o in bools)
    assert any(o.type == "multi" for o in heist.options) and len(heist.presets) >= 2
    for info in INFOS:
        sets = option_sets(info)
        for name in info.presets:
            assert info.preset(name) in sets, (info.id, name)
        for opts in sets:
            info.check_relations(opts)
    played = option_sets(heist)
    for o in heist.options:  # every value of every option is played somewhere
        assert all(any(p[o.name] == v for p in played) for v in o.allowed()), o.name


# ----- the checks ----------------------------------------------------------------------


@pytest.mark.parametrize("info,opts", CASES)
def test_random_play_ends_cleanly(info, opts):
    rng = random.Random(1)
    for k, n in Budget(info, "random").games(info):
        g = new(info, n, opts, 100 + k)
        twin = new(info, n, opts, 100 + k)
        assert snapshot(g) == snapshot(twin), "same seed, different start"
        steps = 0
        while not g.is_terminal():
            acting = g.to_act()
            assert acting, f"{g.status_line()}: nobody to act but not over"
            assert acting == sorted(acting)
            for s in seats_of(g):
                if s not in acting:
                    assert g.legal_actions(s) == [], f"seat {s} has actions out of turn"
            for s in acting:
                if s != DEALER:
                    legal = g.legal_actions(s)
                    assert legal, f"seat {s} must act but has no legal action"
                    assert len(set(legal)) == len(legal), "duplicate legal actions"
            seat, action, events = random_step(g, rng)
            twin.apply(seat, action)
            assert isinstance(events, list)
            for ev in events:
                assert isinstance(ev, dict) and isinstance(ev.get("type"), str), ev
            json.dumps(events, allow_nan=False)
            for s in seats_of(g):
                json.dumps(g.observation(s), allow_nan=False)
            steps += 1
            assert steps <= MAX_LEN, f"no end within {MAX_LEN} actions"
        assert g.to_act() == []
        assert snapshot(g) == snapshot(twin), "replaying the same actions diverged"
        res = g.results()
        assert len(res) == n and all(0 <= r <= 1 for r in res)
        assert g.winners() == sorted(set(g.winners()))
        if g.winners():
            assert abs(sum(res) - 1) < 1e-9
        with pytest.raises(IllegalAction):
            g.apply(0, g.legal_actions(0)[0] if g.legal_actions(0) else "pass")


@pytest.mark.parametrize("info,opts", CASES)
def test_no_leak_under_resampling(info, opts):
    """What a seat sees cannot change when what it cannot see is redrawn."""
    for g, rng in positions(info, opts, "leak", seed=200):
        seen = {s: (g.observation(s), g.legal_actions(s)) for s in seats_of(g)}
        acting = g.to_act()
        before = plain(g)
        for seat, (obs, legal) in seen.items():
            for _ in range(2):
                r = g.resample(seat, rng)
                assert r is not g
                assert r.observation(seat) == obs, (
                    f"seat {seat}'s observation depends on hidden facts at {g.history[-3:]}")
                assert r.legal_actions(seat) == legal
                assert r.to_act() == acting
                for _ in range(3):  # a resampled state must be a playable state
                    if r.is_terminal():
                        break
                    random_step(r, rng)
        assert plain(g) == before, "resample changed the original state"


def test_leak_check_catches_a_leak():
    info = LEAKY[0]
    with pytest.raises(AssertionError, match="hidden facts"):
        test_no_leak_under_resampling(info, {"short": False, "lives": 2, "deck": "small"})


@pytest.mark.parametrize("info,opts", CASES)
def test_notation_round_trips(info, opts):
    for g, _ in positions(info, opts, "notation", seed=300, probes=40):
        for seat in g.to_act():
            for a in g.legal_actions(seat):
                assert g.parse(a) == a, f"'{a}' parses to '{g.parse(a)}'"
                assert normalise(a) == a, f"'{a}' is not in canonical spelling"
                assert g.parse(f"  {a.upper()} ") == a, f"typed '{a.upper()}' not understood"


GARBAGE = ["", "   ", "xyzzy", "bid", "bid bid", "bid 1.5", "bid 1e3", "bid 99999999999",
           "bid -99999999", "guess", "guess 99", "guess -1", "challenge now", "1", "-1",
           "\x00", "é", "🙂", "a" * 300, "bid 3 4", "move", "claim", "pass pass"]


def _mutations(action: str) -> list[str]:
    out = [action + " extra", action.split(" ")[0] + " ?", action.replace(" ", "")]
    if re.search(r"-?\d+", action):
        for f in (lambda v: v + 1000, lambda v: -v - 1000, lambda v: v + 1, lambda v: v - 1):
            out.append(re.sub(r"-?\d+", lambda m, f=f: str(f(int(m.group()))), action))
    return out


def _is_legal_text(g: Game, seat: int, text: str) -> bool:
    try:
        return g.parse(text) in g.legal_actions(seat)
    except IllegalAction:
        return False


def _refused(g: Game, seat: int, text: str) -> None:
    before = plain(g)
    with pytest.raises(IllegalAction):
        g.apply(seat, text)
    assert plain(g) == before, f"refused '{text}' for seat {seat} but the state changed"


@pytest.mark.parametrize("info,opts", CASES)
def test_illegal_actions_refused_without_change(info, opts):
    for g, rng in positions(info, opts, "illegal", seed=400, probes=5):
        if g.is_terminal():
            _refused(g, 0, "xyzzy")
            continue
        acting = g.to_act()
        legal = {s: g.legal_actions(s) for s in acting if s != DEALER}
        pool = [a for acts in legal.values() for a in acts]
        sample = rng.sample(pool, min(len(pool), 6))
        # out of turn: seats that need not act, and seats that do not exist
        idle = [s for s in seats_of(g) if s not in acting] + [g.num_seats, 99, -7]
        if DEALER not in acting:
            idle.append(DEALER)
        for s in idle:
            for a in sample[:2] or ["xyzzy"]:
                _refused(g, s, a)
        for s in acting:
            if s == DEALER:
                for text in ["xyzzy", *sample[:2]]:
                    if text not in g.legal_actions(DEALER):
                        _refused(g, s, text)
                continue
            candidates = GARBAGE + sample  # sample holds actions legal for other seats
            for a in rng.sample(legal[s], min(len(legal[s]), 3)):
                candidates += _mutations(a)
            for text in candidates:
                if not _is_legal_text(g, s, text):
                    _refused(g, s, text)


def _session(info: GameInfo, g: Game) -> Session:
    seats = [SeatSpec(f"Seat {i}", "human") for i in range(g.num_seats)]
    return Session(info.id, seats, g.options, g.seed, g)


def _reload(info: GameInfo, g: Game) -> Game:
    text = json.dumps(_session(info, g).to_json(), allow_nan=False)
    return from_json(json.loads(text)).game


@pytest.mark.parametrize("info,opts", CASES)
def test_save_load_replay_identical(info, opts):
    for g, _ in positions(info, opts, "save", seed=500, probes=6):
        assert snapshot(_reload(info, g)) == snapshot(g)


@pytest.mark.parametrize("info", GAME_CASES)
def test_tampered_and_future_saves_refused(info):
    g = new(info, info.min_seats if info.min_seats > 1 else 2, {}, 9)
    play_random(g, random.Random(9))
    body = _session(info, g).to_json()
    assert from_json(json.loads(json.dumps(body))).game.history == g.history

    tampered = json.loads(json.dumps(body))
    tampered["actions"][-1][1] = "xyzzy"
    with pytest.raises(SaveError, match="modified"):
        from_json(tampered)
    del tampered["check"]  # without the digest the bad entry is found by replaying
    with pytest.raises(SaveError, match="does not replay"):
        from_json(tampered)
    swapped = json.loads(json.dumps(body))
    swapped["seed"] += 1
    with pytest.raises(SaveError):
        from_json(swapped)

    future = json.loads(json.dumps(body))
    future["format"] = 99
    with pytest.raises(SaveError, match="newer"):
        from_json(future)


class Spy:
    """Wraps a bot: hands it a plain-data copy of the observation, checks its answer."""

    def __init__(self, bot):
        self.bot = bot
        self.calls = 0

    def act(self, obs: dict, legal: list[str]) -> str:
        plain = json.loads(json.dumps(obs, allow_nan=False))  # data only, no live objects
        action = self.bot.act(plain, list(legal))
        assert action in legal, f"{type(self.bot).__name__} chose illegal '{action}'"
        self.calls += 1
        return action


@pytest.mark.parametrize("info", GAME_CASES)
def test_bots_see_observations_and_play_legally(info):
    kinds = kinds_in_order(registry.built_game(info.id).bots)
    assert "random" in kinds
    sets = option_sets(info)
    for j, kind in enumerate(kinds):  # each strength alone at a table, small and large
        n = [info.min_seats, info.max_seats][j % 2]
        seats = [SeatSpec(f"{kind} {i}", kind) for i in range(n)]
        m = Match(info.id, seats, sets[j % len(sets)], seed=600 + j)
        m.bots = {s: Spy(b) for s, b in m.bots.items()}
        drive(m, max_actions=MAX_LEN)
        assert m.game.is_terminal()
        assert sum(b.calls for b in m.bots.values()) > 0
    # every strength at one table, so bots meet each other's moves
    n = min(info.max_seats, max(info.min_seats, len(kinds)))
    seats = [SeatSpec(f"s{i}", kinds[i % len(kinds)]) for i in range(n)]
    m = Match(info.id, seats, sets[-1], seed=700)
    m.bots = {s: Spy(b) for s, b in m.bots.items()}
    drive(m, max_actions=MAX_LEN)
    assert m.game.is_terminal()
