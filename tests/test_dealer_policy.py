"""The dealer as a policy: the engine lists the dealer's legal actions and gives it
``observation(DEALER)``; a registered, seeded policy chooses; replays check a logged
dealer action for legality instead of recomputing it."""

from __future__ import annotations

import random
from contextlib import contextmanager

import pytest

from game import registry
from game.bots import Bot, RandomBot
from game.core import DEALER, Game, IllegalAction, replay
from game.match import Match
from game.registry import GameInfo
from game.saves import SeatSpec, Session, from_json


class ToyHaunt(Game):
    """The dealer hides a coin under one of three cups (seeing everything); each seat
    then guesses a cup; three rounds; most right guesses wins."""

    game_id = "toy-haunt"
    has_dealer = True

    def _setup(self):
        self.cup = None
        self.guesses = {}
        self.score = [0] * self.num_seats
        self.round = 0

    def to_act(self):
        if self.round >= 3:
            return []
        if self.cup is None:
            return [DEALER]
        return [s for s in range(self.num_seats) if s not in self.guesses]

    def legal_actions(self, seat):
        if seat not in self.to_act():
            return []
        return [f"hide {c}" for c in (1, 2, 3)] if seat == DEALER else \
            [f"guess {c}" for c in (1, 2, 3)]

    def _apply(self, seat, action):
        cup = int(action.split()[1])
        if seat == DEALER:
            self.cup = cup
            return [{"type": "hide", "audience": [DEALER], "cup": cup}]
        self.guesses[seat] = cup
        if len(self.guesses) < self.num_seats:
            return [{"type": "guess", "seat": seat}]
        for s, c in self.guesses.items():
            self.score[s] += c == self.cup
        ev = [{"type": "lift", "cup": self.cup}]
        self.cup, self.guesses, self.round = None, {}, self.round + 1
        return ev

    def observation(self, seat):
        obs = {"seat": seat, "score": list(self.score), "round": self.round,
               "my_guess": self.guesses.get(seat), "cup": None}
        if seat == DEALER:
            obs.update(cup=self.cup, guesses=dict(self.guesses))
        return obs

    def public_observation(self):
        return {"seat": None, "score": list(self.score), "round": self.round,
                "my_guess": None, "cup": None}

    def resample(self, seat, rng):
        g = self.clone()
        if g.cup is not None:
            g.cup = rng.choice((1, 2, 3))
        return g

    def is_terminal(self):
        return self.round >= 3

    def winners(self):
        if not self.is_terminal():
            return []
        best = max(self.score)
        return [s for s, v in enumerate(self.score) if v == best]


class Trickster(Bot):
    """The dealer's policy: never the cup it hid last time."""

    kind = "dealer"

    def __init__(self, seat, seed=0):
        super().__init__(seat, seed)
        self.last = None
        self.seen = []

    def act(self, obs, legal):
        self.seen.append(obs)
        options = [a for a in legal if a != self.last] or legal
        self.last = self.rng.choice(options)
        return self.last


INFO = GameInfo("toy-haunt", "Toy Haunt", "test only", 1, 3, built=True)


@contextmanager
def haunt():
    registry.all_games()
    registry._GAMES.pop(INFO.id, None)
    registry.declare(INFO)
    registry.register(INFO.id, ToyHaunt, {"random": RandomBot}, dealer=Trickster)
    try:
        yield
    finally:
        registry._GAMES.pop(INFO.id, None)


def test_the_registered_dealer_policy_chooses_seeing_only_its_observation():
    with haunt():
        m = Match("toy-haunt", [SeatSpec("a", "random"), SeatSpec("b", "random")], {}, 4)
        assert isinstance(m.dealer, Trickster)
        m.play_out()
        hides = [a for s, a in m.game.history if s == DEALER]
        assert len(hides) == 3 and all(a != b for a, b in zip(hides, hides[1:], strict=False))
        assert all(set(o) >= {"cup", "guesses"} for o in m.dealer.seen)
        again = Match("toy-haunt", [SeatSpec("a", "random"), SeatSpec("b", "random")], {}, 4)
        again.play_out()
        assert again.game.history == m.game.history  # seeded


def test_replay_accepts_any_legal_dealer_action_and_refuses_an_illegal_one():
    with haunt():
        log = [(DEALER, "hide 3"), (0, "guess 3"), (DEALER, "hide 2")]
        with pytest.raises(IllegalAction, match="action 3"):
            replay(ToyHaunt, 2, {}, 0, log)  # the dealer may not act mid-round
        g = replay(ToyHaunt, 1, {}, 0, log[:2] + [(DEALER, "hide 1"), (0, "guess 2")])
        assert g.score == [1] and g.round == 2
        with pytest.raises(IllegalAction):
            replay(ToyHaunt, 1, {}, 0, [(DEALER, "hide 4")])
        # and through a save file
        sess = Session("toy-haunt", [SeatSpec("a", "human")], {}, 0, g)
        assert from_json(sess.to_json()).game.history == g.history


def test_the_dealers_private_events_stay_with_the_dealer():
    with haunt():
        g = ToyHaunt(2, {}, 0)
        ev = g.apply(DEALER, "hide 2")[0]
        assert g.event_view(ev, DEALER)["cup"] == 2
        for seat in (0, 1, None):
            assert "cup" not in g.event_view(ev, seat)
        assert g.observation(0)["cup"] is None and g.observation(DEALER)["cup"] == 2


def test_a_game_without_a_policy_plays_its_first_legal_dealer_action():
    with haunt():
        registry.register(INFO.id, ToyHaunt, {"random": RandomBot})
        m = Match("toy-haunt", [SeatSpec("a", "random")], {}, 1)
        assert m.dealer is None
        assert m.decide(DEALER) == "hide 1"
        rng = random.Random(1)
        while not m.game.is_terminal():
            seat = m.game.to_act()[0]
            m.apply(seat, m.decide(seat) if seat == DEALER else rng.choice(
                m.game.legal_actions(seat)))
