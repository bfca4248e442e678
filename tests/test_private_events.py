"""Private events: an event may name its audience, and no seat's view of an event
tells it more than its observation does.

The check plays random games; at each step it redraws what one seat cannot see
(``resample``) and makes the same move in both worlds. Wherever that seat's
observation afterwards is the same in both, its view of the move's events must be
the same too; likewise for the public view. A toy game with a card drawn and
shown to one player proves the mechanism, and a leaky twin proves the check.
"""

from __future__ import annotations

import random
from contextlib import contextmanager

import pytest

from game import registry
from game.core import Game, IllegalAction
from game.registry import GameInfo

ROUNDS = 3


class ToyDraw(Game):
    """Each seat in turn draws a card (shown only to it) or passes, for three rounds;
    the highest hand wins (ties split)."""

    game_id = "toy-draw"

    def _setup(self) -> None:
        self.deck = list(range(1, 30))
        self.rng.shuffle(self.deck)
        self.hands = [[] for _ in range(self.num_seats)]
        self.turn = 0
        self.steps = 0

    def to_act(self):
        return [] if self.is_terminal() else [self.turn]

    def legal_actions(self, seat):
        return ["draw", "pass"] if seat in self.to_act() else []

    def _apply(self, seat, action):
        events = []
        if action == "draw":
            card = self.deck.pop()
            self.hands[seat].append(card)
            events.append({"type": "draw", "seat": seat, "card": card, "audience": [seat]})
        else:
            events.append({"type": "pass", "seat": seat})
        self.steps += 1
        self.turn = (self.turn + 1) % self.num_seats
        return events

    def observation(self, seat):
        if not (isinstance(seat, int) and 0 <= seat < self.num_seats):
            raise IllegalAction(f"there is no seat {seat!r}")
        obs = self.public_observation()
        obs.update(seat=seat, hand=list(self.hands[seat]))
        return obs

    def public_observation(self):
        return {"seat": None, "hand": None, "sizes": [len(h) for h in self.hands],
                "turn": self.turn, "steps": self.steps, "deck": len(self.deck)}

    def resample(self, seat, rng):
        g = self.clone()
        pool = list(g.deck) + [c for s, h in enumerate(g.hands) if s != seat for c in h]
        rng.shuffle(pool)
        for s in range(g.num_seats):
            if s != seat:
                g.hands[s] = [pool.pop() for _ in g.hands[s]]
        g.deck = pool
        return g

    def is_terminal(self):
        return self.steps >= ROUNDS * self.num_seats

    def winners(self):
        if not self.is_terminal():
            return []
        best = max(sum(h) for h in self.hands)
        return [s for s, h in enumerate(self.hands) if sum(h) == best]


class ToyDrawLeaky(ToyDraw):
    """Tells everyone the card drawn: its redaction keeps the face."""

    game_id = "toy-draw-leaky"

    def redact(self, event):
        return dict(event)


INFOS = [GameInfo("toy-draw", "Toy Draw", "test only", 2, 4, built=True),
         GameInfo("toy-draw-leaky", "Toy Draw Leaky", "test only", 2, 4, built=True)]


@contextmanager
def toys():
    registry.all_games()
    for info, cls in zip(INFOS, (ToyDraw, ToyDrawLeaky), strict=True):
        registry._GAMES.pop(info.id, None)
        registry.declare(info)
        registry.register(info.id, cls, {})
    try:
        yield
    finally:
        for info in INFOS:
            registry._GAMES.pop(info.id, None)


def leaks(game_id: str, opts: dict, seats: int, seed: int, games: int = 6) -> list[str]:
    """Places where a seat's (or the public) view of an event says more than its
    observation; empty when none."""
    found = []
    rng = random.Random(seed)
    for k in range(games):
        g = registry.new_game(game_id, seats, opts, seed + k)
        steps = 0
        while not g.is_terminal() and steps < 400:
            seat = rng.choice(g.to_act())
            action = rng.choice(g.legal_actions(seat))
            for viewer in [None, *range(g.num_seats)]:
                other = g.resample(viewer if viewer is not None else 0, rng)
                if viewer is None:  # the public view: redraw what anyone cannot see
                    for s in range(1, g.num_seats):
                        other = other.resample(s, rng)
                if seat not in other.to_act() or action not in other.legal_actions(seat):
                    continue
                a, b = g.clone(), other
                ev_a, ev_b = a.apply(seat, action), b.apply(seat, action)
                same = (a.public_observation() == b.public_observation() if viewer is None
                        else a.observation(viewer) == b.observation(viewer))
                if same and a.events_for(ev_a, viewer) != b.events_for(ev_b, viewer):
                    found.append(f"{game_id}: {viewer} learns more from '{action}' "
                                 f"than its view shows: {a.events_for(ev_a, viewer)}")
            g.apply(seat, action)
            steps += 1
    return found


def test_a_private_event_reaches_its_audience_and_a_redacted_form_the_rest():
    with toys():
        g = registry.new_game("toy-draw", 3, {}, 1)
        ev = g.apply(0, "draw")[0]
        assert g.event_view(ev, 0)["card"] == g.hands[0][0]
        for viewer in (1, 2, None):
            seen = g.event_view(ev, viewer)
            assert "card" not in seen and seen["private"] and seen["seat"] == 0
        assert g.events_for(g.apply(1, "pass"), None) == [{"type": "pass", "seat": 1}]


def test_no_event_view_tells_more_than_the_observation_in_the_toy():
    with toys():
        assert leaks("toy-draw", {}, 3, seed=5) == []


def test_the_check_catches_a_leaky_event():
    with toys():
        assert leaks("toy-draw-leaky", {}, 3, seed=5)


@pytest.mark.parametrize("info", [i for i in registry.all_games() if i.built],
                         ids=lambda i: i.id)
def test_no_event_view_tells_more_than_the_observation_in_every_game(info):
    from game.bench import option_sets

    info = registry.built_game(info.id)
    for opts in option_sets(info)[:4]:
        assert leaks(info.id, opts, max(info.min_seats, 3), seed=7, games=2) == []


def _toy_table(kinds):
    from game.bots import RandomBot
    from game.match import Match
    from scenes.table_base import TableBase
    from tests.table_driver import init_display, new_app, seat_specs

    class Recorder(TableBase):
        def __init__(self, app, match):
            self.seen = []
            super().__init__(app, match)
            self.view = self.observe()

        def on_events(self, events, seat, action):
            self.seen.extend(events)

        def describe(self, seat, action, events):
            return [f"{self.seat_name(seat)}: {e}" for e in events]

    registry.register("toy-draw", ToyDraw, {"random": RandomBot})
    init_display()
    app = new_app()
    table = Recorder(app, Match("toy-draw", seat_specs(kinds), {}, 3))
    table.THINK = (0.0, 0.0)
    app.push(table)
    return app, table


def test_tables_animate_a_private_event_only_for_its_audience_and_log_it_redacted():
    from scenes.gate import PassGate
    from tests.table_driver import frame

    with toys():
        app, table = _toy_table(["human", "random"])  # solo: the human's view throughout
        frame(app, table)
        assert table.act(0, "draw")
        mine = table.seen[-1]
        assert mine["card"] == table.game.hands[0][0]
        assert f"'card': {mine['card']}" in table.log_lines[-1]  # the log is the player's
        for _ in range(20):
            frame(app, table)
            if len(table.seen) > 1:
                break
        theirs = table.seen[-1]
        if theirs["type"] == "draw":
            assert "card" not in theirs and theirs["private"]

        app, table = _toy_table(["human", "human"])  # pass-and-play: the log is public
        frame(app, table)
        assert isinstance(app.top, PassGate)
        app.top.confirm()
        assert table.act(0, "draw")
        assert "card" not in table.log_lines[-1] and "private" in table.log_lines[-1]
        assert "card" not in table.seen[-1]  # the window closed with the decision
