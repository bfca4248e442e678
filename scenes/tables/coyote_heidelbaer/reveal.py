"""A HeidelBÄR challenge's reveal, step by step, as the engine traced the count.

Each card turns over and counts; the `?` draws the deck's top card, which flies
onto it; Max 0 strikes the highest number card out. No rule is worked out again
here: the trace's running totals are what the table counts up to.
"""

from __future__ import annotations

from typing import Any

from scenes import sound
from scenes.anim import Tween, Wait, ease_in_out_quad, ease_out_cubic
from scenes.tables.coyote_heidelbaer.view import DECK_POS, trace_slot
from scenes.tables.headband import Flip
from scenes.tables.headband_table import FLIP, Flight, Strike, held


class HeidelbaerReveal:
    def __init__(self, table: Any) -> None:
        self.table = table

    def steps(self, e: dict) -> list[Any]:
        """The reveal ``e``'s steps, from the first card turning to the final count."""
        t = self.table
        st = t.stage
        steps: list[Any] = []

        def counted(running: int) -> Any:  # a step: a card counted, the total moves on
            return lambda: (sound.play("reveal"), t.animate.count_to(running))

        for step in e["steps"]:
            slot, op = trace_slot(step["slot"]), step["op"]
            if op == "add":
                flip = t._tween(FLIP, ease=ease_in_out_quad)

                def turn(slot=slot, card=step["card"], flip=flip) -> None:
                    sound.play("card_flip")
                    st.flips[slot] = Flip(flip, t.look.face_before_reveal(slot), card)
                    st.revealed[slot] = card
                steps += [turn, flip, counted(step["running"]), Wait(0.12)]
            elif op == "question":
                tw = Tween(0.5, 0.0, 1.0, ease=ease_out_cubic)

                def fly(slot=slot, card=step["card"], tw=tw) -> None:
                    sound.play("card_deal")
                    st.flights.append(Flight(tw, DECK_POS, t.look.card_pos(slot), card))
                    t.animate.caption("? draws the top card of the deck", "info", 1.0)

                def land(slot=slot, card=step["card"], tw=tw) -> None:
                    st.landed(tw)
                    st.replaced = card
                    st.revealed[slot] = card
                    st.flips.pop(slot, None)
                steps += [fly, tw, land, counted(step["running"]), Wait(0.45)]
            elif op == "max0":
                tw = t._tween(0.35, ease=ease_out_cubic)

                def strike(slot=slot, tw=tw, running=step["running"]) -> None:
                    sound.play("card_flip")
                    st.struck = Strike(slot, tw)
                    t.animate.caption("Max 0: the highest number card counts 0", "info", 1.1)
                    t.animate.count_to(running)
                steps += [strike, tw, Wait(0.6)]
        return steps

    def verdict(self, e: dict) -> None:
        """Who won the challenge, on the felt until the next deal; the guesses marked."""
        t = self.table
        rel = "under" if e["total"] < e["bid"] else "reaching"
        text = (f"Total {e['total']}, {rel} the bid of {e['bid']}: "
                f"{t.seat_name(e['winner'])} wins the challenge")
        t.animate.caption(text, "good" if e["winner"] == t.privacy.viewer else "verdict", 2.0)
        for s, _, right in e.get("guesses", []):
            t.stage.guess_marks[s] = right

    def still(self, e: dict) -> None:
        """The finished reveal without animation (a game resumed while a loser chooses)."""
        t = self.table
        st = t.stage
        st.begin_reveal(e)
        for step in e["steps"]:
            slot = trace_slot(step["slot"])
            if step["op"] in ("add", "question"):
                st.revealed[slot] = step["card"]
            if step["op"] == "question":
                st.replaced = step["card"]
            elif step["op"] == "max0":
                st.struck = Strike(slot, held(1))
        t.animate.verdict_steps(e)[0]()
