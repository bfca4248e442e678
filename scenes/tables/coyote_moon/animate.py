"""Coyote Moon's engine events as animation on the table's stage.

``MoonAnimator`` has one handler per event type (the table's ``EVENT_HANDLERS`` names
them): each queues its steps on the table's event player and fills the stage
(``stage.MoonStage``) as they run, refreshing the observation on screen at the moment
the event happened (a pawn's hop ends, a stone lands). Set-up comes from the game's
``initial_events()``: the stones are scrambled in the middle and laid clockwise one by
one, then the dice are thrown, tumble, and come to rest on the faces the engine rolled.
"""

from __future__ import annotations

from typing import Any

from scenes import sound
from scenes.anim import Tween, Wait, ease_in_out_quad, ease_out_cubic
from scenes.event_player import tween
from scenes.physics import Settle
from scenes.tables.coyote_moon import art, layout
from scenes.tables.coyote_moon.stage import Banner, DieSlide, Flight, Glow, Hop, Mark

HOP = 0.24        # one step of a pawn
LAY_GAP = 0.09    # between two stones laid
LAY_FLY = 0.3     # one stone's flight to its square
COIN_FLY = 0.45   # a stone picked up or dropped


class MoonAnimator:
    def __init__(self, table: Any) -> None:
        """``table``: the Moon table, whose stage, view and event player this fills."""
        self.table = table
        self.stage = table.stage
        self.starts: list[dict] = []  # the start_roll events of the events playing now

    def expect(self, events: list[dict]) -> None:
        """Before ``events`` play: every seat's start die is thrown at once, at the first."""
        self.starts = [e for e in events if e["type"] == "start_roll"]

    def banner(self, text: str, tone: str, dur: float) -> None:
        t = Tween(dur, 0.0, 1.0, ease=lambda x: x)
        self.stage.banner = Banner(text, tone, t)
        self.table.events.anim.add(t)

    def _glow(self, dur: float, pos: tuple[float, float]) -> None:
        g = tween(dur)
        self.stage.glows.append(Glow(g, pos))
        self.table.events.anim.add(g)

    # ----- set-up ----------------------------------------------------------------------
    def ring(self, e: dict) -> None:
        st, t = self.stage, self.table
        st.hidden_coins = set(range(len(t.view["coins"])))
        st.hidden_pawns = set(range(t.view["num_seats"]))
        st.pile = len(st.hidden_coins)

        def start() -> None:
            st.scramble = Tween(0.9, 0.0, 1.0, ease=lambda x: x)
            t.events.anim.add(st.scramble)
            sound.play("scramble")
            self.banner("The stones are scrambled, then laid clockwise", "info", 1.6)
        t.events.queue(start, Wait(0.9))

    def lay(self, e: dict) -> None:
        st, t, k = self.stage, self.table, e["coin"]

        def landed() -> None:
            sound.play("stone_down")
            st.hidden_coins.discard(k)
            st.flying.pop(k, None)

        def go() -> None:
            st.pile = max(0, st.pile - 1)
            rng = st.dice.rng
            start = (art.CENTRE[0] + rng.uniform(-14, 14), art.CENTRE[1] + rng.uniform(-14, 14))
            tw = Tween(LAY_FLY, 0.0, 1.0, ease=ease_out_cubic, on_done=landed)
            # out of the pile unreadable (None), turned suit side up as it lands
            st.flying[k] = Flight(tw, start, art.SPACE_POS[e["space"]], e["suit"], None, None,
                                  False)
            t.events.anim.add(tw)
        t.events.queue(go, Wait(LAY_GAP))

    def first_roll(self, e: dict) -> None:
        st, t = self.stage, self.table
        rolls = [(s, f) for s, f in e["rolls"]]
        text = ", ".join(f"{t.seat_name(s)} {f}" for s, f in rolls)
        t.events.queue(lambda: setattr(st, "setup_stage", 1),
                       lambda: self.banner("Who goes first? Ace is high, null low", "info", 1.2),
                       lambda: st.dice.throw(rolls, "first", t.clock), Settle(st.dice.world),
                       lambda: self.banner(text, "info", 1.1), Wait(0.8))

    def first_player(self, e: dict) -> None:
        t = self.table
        name = t.seat_name(e["seat"])
        t.events.queue(lambda: self.banner(f"{name} goes first", "good", 1.0), Wait(0.7),
                       self.stage.dice.clear)

    def start_roll(self, e: dict) -> None:
        if e is self.starts[0]:  # every seat's die is thrown at once
            self.roll_for_starts(self.starts)

    def roll_for_starts(self, starts: list[dict]) -> None:
        """Every seat's die thrown together, then each slid onto its start tile."""
        st, t = self.stage, self.table
        rolls = [(e["seat"], e["face"]) for e in starts]
        steps: list[Any] = [
            lambda: setattr(st, "setup_stage", 2),
            lambda: self.banner("Each die names its start and finish moon", "info", 1.2),
            lambda: st.dice.throw(rolls, "start", t.clock), Settle(st.dice.world), Wait(0.35)]
        for e in starts:
            steps += self._slide_home(e)
        steps.append(st.dice.clear)
        t.events.queue(*steps)

    def _slide_home(self, e: dict) -> list[Any]:
        st, t, seat = self.stage, self.table, e["seat"]
        tw = Tween(0.38, 0.0, 1.0, ease=ease_in_out_quad)

        def go() -> None:
            a = st.dice.take(seat) or art.CENTRE
            st.die_slides[seat] = DieSlide(tw, a, layout.start_die_pos(t.view, seat), e["face"])
            t.events.anim.add(tw)

        def land() -> None:
            st.die_slides.pop(seat, None)
            st.rest_dice[seat] = e["face"]
            st.hidden_pawns.discard(seat)
            self._glow(0.6, layout.pawn_pos(t.view, seat, e["space"]))
        return [go, tw, land, Wait(0.1)]

    # ----- a turn ----------------------------------------------------------------------
    def turn(self, e: dict) -> None:
        t, seat = self.table, e["seat"]
        # with one human "you" is clear; with several the name says whose turn it is
        you = t.match.is_human(seat) and not t.privacy.shared
        text = "Your turn" if you else f"{t.seat_name(seat)}'s turn"
        text += f": {e['mp']} MP"
        t.events.queue(t.refresh, lambda: self.banner(text, "turn", 1.1), Wait(0.3))

    def step(self, e: dict) -> None:
        st, t, seat = self.stage, self.table, e["seat"]
        tw = tween(HOP / 1.0, ease=ease_in_out_quad)

        def go() -> None:
            st.hops[seat] = Hop(tw, layout.pawn_pos(t.view, seat, e["from"]),
                                layout.pawn_pos(t.view, seat, e["to"]))

        def land() -> None:
            sound.play("step")
            st.hops.pop(seat, None)
            t.refresh()
            col = art.DEAR_STEP_MARK if e["cost"] > 1 else art.STEP_MARK
            m = tween(0.8, ease=lambda x: x)
            st.marks.append(Mark(m, art.SPACE_POS[e["to"]], f"-{e['cost']}", col))
            t.events.anim.add(m)
        t.events.queue(go, tw, land)

    def pickup(self, e: dict) -> None:
        st, t = self.stage, self.table
        k, seat = e["coin"], e["seat"]
        tw = tween(COIN_FLY, ease=ease_in_out_quad)

        def go() -> None:
            a = layout.coin_pos(t.view, k)
            b = layout.hand_pos(t.view, seat, len(t.view["hands"][seat]))
            sound.play("stone_up")
            st.flying[k] = Flight(tw, a, b, e["suit"], e["value"], not e["revealed"], True)

        def land() -> None:
            st.flying.pop(k, None)
            t.refresh()
        t.events.queue(go, tw, land)
        if e["revealed"]:
            v = e["value"]
            t.events.queue(lambda: self.banner(f"The {e['suit']} stone is {v}", "info", 1.0),
                           Wait(0.3))

    def drop(self, e: dict) -> None:
        st, t, k = self.stage, self.table, e["coin"]
        tw = tween(COIN_FLY, ease=ease_out_cubic)

        def go() -> None:
            st.flying[k] = Flight(tw, layout.coin_pos(t.view, k),
                                  layout.drop_pos(t.view, e["space"]), e["suit"], e["value"],
                                  True, True)

        def land() -> None:
            sound.play("stone_down")
            st.flying.pop(k, None)
            t.refresh()
            if e["placed"]:
                self._glow(0.9, art.SPACE_POS[e["space"]])
        t.events.queue(go, tw, land)
        if e["placed"]:
            name = t.seat_name(e["seat"])
            text = f"{name}'s {e['value']} rests on its moon"
            t.events.queue(lambda: self.banner(text, "good", 1.0), Wait(0.3))

    def game_over(self, e: dict) -> None:
        t, w = self.table, e["winner"]
        text = f"{t.seat_name(w)} wins the race!" if w is not None else \
            "The round limit is reached: no winner"
        # a race run out with no winner ends without the fanfare
        t.events.queue(t.refresh, lambda: (sound.play("win") if w is not None else None,
                                           self.banner(text, "good", 2.6)), Wait(2.0))
