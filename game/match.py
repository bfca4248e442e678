"""A match: a game plus who sits where (humans, bots) and the driver loop.

Used by the headless ``play`` and ``tournament`` commands and by the app's
tables, so bots are driven the same way everywhere: each bot is handed only
``observation(seat)`` and the legal actions, never the state.
"""

from __future__ import annotations

import time
from typing import Any

from game.core import DEALER, Event, Game, IllegalAction
from game.registry import built_game, make_bot, make_dealer
from game.saves import SeatSpec, Session
from game.seeds import derived


class Match:
    #: a lesson was played on this match (its deal stacked, its machines scripted at
    #: first): it is never saved, counted in the records or kept for replay
    taught = False
    #: a log told once for every table built along it (scenes.event_player.Retelling:
    #: a replay's), or None: a table retells its game's log itself
    told: Any = None

    def __init__(self, game_id: str, seats: list[SeatSpec], options: dict[str, Any] | None = None,
                 seed: int = 0, game: Game | None = None, stack: Any = None,
                 bot_seed: int | None = None) -> None:
        """``bot_seed`` seeds the bots and the dealer policy; never the game's seed (a
        bot holding it could work out the deal). The app passes a fresh one; left out,
        it is derived one way from the game seed, so headless runs repeat."""
        self.info = built_game(game_id)
        self.seats = list(seats)
        self.seed = seed
        self.game = game or self.info.factory(len(seats), options or {}, seed, stack=stack)
        self.bot_seed = derived(seed, "bots") if bot_seed is None else bot_seed
        self.bots = {i: make_bot(game_id, s.kind, i, derived(self.bot_seed, i))
                     for i, s in enumerate(self.seats) if s.kind != "human"}
        self.think_times: dict[int, list[float]] = {i: [] for i in self.bots}
        self.dealer = make_dealer(game_id, derived(self.bot_seed, "dealer"))

    @classmethod
    def from_session(cls, session: Session, bot_seed: int | None = None) -> Match:
        return cls(session.game_id, session.seats, session.options, session.seed,
                   game=session.game, bot_seed=bot_seed)

    def session(self) -> Session:
        return Session(self.info.id, self.seats, self.game.options, self.seed, self.game)

    # who acts ---------------------------------------------------------------------
    def is_human(self, seat: int) -> bool:
        return seat != DEALER and self.seats[seat].kind == "human"

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    def humans_to_act(self) -> list[int]:
        return [s for s in self.game.to_act() if self.is_human(s)]

    def machines_to_act(self) -> list[int]:
        """Bot seats and the dealer that must act now."""
        return [s for s in self.game.to_act() if not self.is_human(s)]

    # acting -----------------------------------------------------------------------
    def decide(self, seat: int) -> str:
        """The bot's (or dealer's) choice for ``seat``; does not apply it.

        Safe to call from a worker thread: it reads only an observation copy.
        """
        if seat == DEALER:
            if self.dealer is None:
                return self.game.dealer_action()
            t0 = time.perf_counter()  # the whole decision: the dealer sees everything
            legal = self.game.legal_actions(DEALER)
            action = self.dealer.act(self.game.observation(DEALER), legal)
            self.think_times.setdefault(DEALER, []).append(time.perf_counter() - t0)
            if action not in legal:
                raise IllegalAction(f"the dealer's policy chose illegal '{action}'")
            return action
        obs = self.game.observation(seat)
        legal = self.game.legal_actions(seat)
        t0 = time.perf_counter()
        action = self.bots[seat].act(obs, legal)
        self.think_times[seat].append(time.perf_counter() - t0)
        if action not in legal:
            raise IllegalAction(
                f"bot '{self.seats[seat].kind}' at seat {seat} chose illegal '{action}'")
        return action

    def decide_all(self, seats: list[int]) -> dict[int, str]:
        """Every listed machine seat's answer to the moment it is in, asked at once (a
        response window puts several seats on the spot together); none applied yet."""
        return {seat: self.decide(seat) for seat in seats}

    def apply(self, seat: int, action: str) -> list[Event]:
        return self.game.apply(seat, action)

    def undo(self, seat: int) -> list[Event]:
        """Take back ``seat``'s last action within its turn, where the game allows it
        (Coyote Moon); IllegalAction otherwise."""
        return self.game.undo(seat)

    def step_machines(self) -> list[tuple[int, str, list[Event]]]:
        """Let every machine seat that must act now act once: all of them decide first,
        on the same moment, then their answers are applied in seat order."""
        done = []
        answers = self.decide_all(self.machines_to_act())
        for seat, action in answers.items():
            if self.game.is_terminal():
                break
            if seat not in self.game.to_act():
                continue
            done.append((seat, action, self.apply(seat, action)))
        return done

    def play_out(self, max_actions: int = 100_000, on_action=None) -> Game:
        """Play to the end with machines only (every seat must be a bot)."""
        if self.humans():
            raise ValueError("play_out needs bots in every seat")
        n = 0
        while not self.game.is_terminal():
            steps = self.step_machines()
            if not steps:
                raise RuntimeError("the game is not over but nobody is listed to act")
            for seat, action, events in steps:
                n += 1
                if on_action:
                    on_action(seat, action, events)
            if n > max_actions:
                raise RuntimeError(f"game did not end within {max_actions} actions")
        return self.game
