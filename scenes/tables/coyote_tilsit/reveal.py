"""A Coyote! call's reveal on the Tilsit table, step by step, as the engine traced it.

The hidden cards turn over, the Teepee draws, then the count: the positive cards
first, the Spirit cancelling the highest, the Chief doubling, then the negative
cards. No rule is worked out again here: the trace's running totals are what the
table counts up to.
"""

from __future__ import annotations

from typing import Any

from scenes import sound
from scenes.anim import Wait, ease_in_out_quad, ease_out_back, ease_out_cubic
from scenes.tables.coyote_tilsit import art
from scenes.tables.coyote_tilsit.stage import Mark, TeepeeDraw
from scenes.tables.coyote_tilsit.view import DRAW_POS, TEEPEE_OFF, fmt
from scenes.tables.headband import Flip
from scenes.tables.headband_table import FLIP, Strike


class TilsitReveal:
    def __init__(self, table: Any) -> None:
        self.table = table

    def steps(self, e: dict) -> list[Any]:
        """The reveal ``e``'s steps, from the first card turning to the final count."""
        t = self.table
        st = t.stage
        steps: list[Any] = []
        hidden = [(s, i, c) for s, cs in e["cards"] for i, c in enumerate(cs)
                  if t.look.was_hidden(s, i)]
        for s, i, c in hidden:
            flip = t._tween(FLIP, ease=ease_in_out_quad)

            def turn(slot=(s, i), card=c, flip=flip) -> None:
                sound.play("card_flip")
                st.flips[slot] = Flip(flip, None, card)
                st.revealed[slot] = card
            steps += [turn, flip, Wait(0.1)]
        if hidden:
            steps.append(Wait(0.25))
        if e["teepee"] is not None:
            slot = next((s, i) for s, cs in e["cards"] for i, c in enumerate(cs)
                        if c == "teepee")
            steps += self._teepee(slot, e["teepee"])
        first_pos = first_neg = True
        counted_pos = False
        for step in e["steps"]:
            slot = tuple(step["slot"]) if step.get("slot") else None
            if step["op"] == "add" and step["value"] > 0:
                steps += self._count(slot, step["running"], "+", f"+{step['card']}",
                                     "Positive cards first" if first_pos else None)
                first_pos, counted_pos = False, True
                continue
            if counted_pos:
                steps.append(Wait(0.3))
                counted_pos = False
            if step["op"] == "spirit":
                steps += self._spirit(slot, step["zeroed"], step["running"])
            elif step["op"] == "chief":
                steps += self._chief(step["running"])
            else:
                steps += self._count(slot, step["running"], "−", fmt(step["value"]),
                                     "Then the negative cards" if first_neg else None)
                first_neg = False
        if counted_pos:
            steps.append(Wait(0.3))
        return steps

    def verdict(self, e: dict) -> None:
        """Who loses how many feathers, in the caption's place until the next deal."""
        t = self.table
        rel = "The total reaches the bid" if e["total"] >= e["bid"] else \
            "The total is below the bid"
        lost = "two feathers" if e["lost"] == 2 else "a feather"
        t.stage.verdict = f"{rel}: {t.seat_name(e['loser'])} loses {lost}"
        t.stage.caption = None

    def _teepee(self, slot: tuple, tp: dict) -> list[Any]:
        t = self.table
        drew = tp["drew"]
        who = t.seat_name(tp["seat"])

        def on() -> None:
            x, y, _ = t.look.card_place(slot[0], slot[1], t.look.hand_size(slot[0]))
            if drew is None:
                t.animate.caption(f"Teepee: {who} would draw, but no card is left", "power", 1.6)
                return
            t.animate.caption(f"Teepee: {who} draws the top card: {art.label(drew)}", "power", 1.8)
            sound.play("card_deal")
            t.animate.fly(DRAW_POS, (x + TEEPEE_OFF[0], y + TEEPEE_OFF[1]), drew, dur=0.5,
                          land=lambda: setattr(t.stage, "teepee", TeepeeDraw(slot, drew)),
                          from_pile=True)
        return [Wait(0.2), on, Wait(0.9)]

    def _count(self, slot: tuple, running: int, sign: str, value: str,
               caption: str | None) -> list[Any]:
        t = self.table
        pop = t._tween(0.3, ease=ease_out_back)

        def on() -> None:
            sound.play("reveal")  # each card as it is counted
            t.stage.marks[slot] = Mark(sign, pop, value)
            t.animate.count_to(running)
            if caption:
                t.animate.caption(caption, "info", 1.2)
        return [on, pop, Wait(0.12)]

    def _spirit(self, slot: tuple | None, value: int | None, running: int) -> list[Any]:
        t = self.table
        strike = t._tween(0.4, ease=ease_out_cubic)

        def on() -> None:
            if slot is None:
                t.animate.caption("Spirit: no positive card to cancel", "power", 1.6)
                return
            sound.play("reveal")
            t.stage.struck = Strike(slot, strike)
            t.animate.caption(f"Spirit: the highest positive card ({value}) counts 0", "power", 1.8)
            t.animate.count_to(running)
        return [on, strike, Wait(0.8)]

    def _chief(self, running: int) -> list[Any]:
        t = self.table
        double = t._tween(0.45, ease=ease_out_back)

        def on() -> None:
            sound.play("reveal")
            t.stage.doubled = double
            t.animate.caption("Chief: every positive card counts double", "power", 1.8)
            t.animate.count_to(running)
        return [on, double, Wait(0.8)]
