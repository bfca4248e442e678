"""A human's walk across the Coyote Moon board: the spaces the pawn can reach, the
one pointed at, and a clicked route walked one ``step`` action at a time.

On a human's turn the spaces the pawn can reach are lit with their cost (``reach``);
a click walks the cheapest route there, each step sent once the last has played.
"""

from __future__ import annotations

from typing import Any

from scenes.tables.coyote_moon import art


class MoonWalk:
    def __init__(self, table: Any) -> None:
        """``table``: the Moon table, whose game, turn and actions the walk uses."""
        self.table = table
        self.route: list[str] = []      # a clicked route's steps still to walk
        self.hover: str | None = None   # the lit space under the mouse
        #: what ``reach`` was worked out for: (seat, actions so far, movement points left)
        self.reach_key: tuple | None = None
        self._reach: dict[str, int] = {}

    def reach(self) -> dict[str, int]:
        """Spaces the acting human can reach now, with their cost (cached per position)."""
        t = self.table
        seat = t.human_to_act()
        if seat is None or self.route:
            return {}
        key = (seat, len(t.game.history), t.game.observation(seat)["mp_left"])
        if key != self.reach_key:
            self.reach_key = key
            self._reach = t.game.reachable(seat)
        return self._reach

    def target(self) -> str | None:
        """The lit space pointed at, or focused from the keyboard (None: none)."""
        controls = self.table.controls
        focus = controls.form.focused if controls is not None else None
        target = self.hover or getattr(focus, "space", None)
        return target if target in self.reach() else None

    def lit_key(self) -> tuple | None:
        """What the human deciding sees lit (None: nobody decides): a change of it lights
        the highlight anew."""
        seat = self.table.human_to_act()
        if seat is None:
            return None
        reach = self.reach()
        return (seat, self.reach_key if reach else None, self.target() if reach else None)

    def point(self, pos: tuple[int, int]) -> None:
        """The mouse moved to ``pos``: a lit space under it is pointed at."""
        sp = art.space_at(pos)
        new = sp if sp in self.reach() else None
        if new != self.hover:
            self.hover = new
            self.table.app.invalidate()

    def click(self, pos: tuple[int, int]) -> bool:
        """A click on the board at ``pos``; True when it meant something."""
        t = self.table
        sp = art.space_at(pos)
        seat = t.human_to_act()
        if sp is None or seat is None:
            return False
        if sp in self.reach():
            return self.click_space(sp)
        if sp == t.view["pawns"][seat]:
            # a click on the pawn's own space picks up the one stone it can
            picks = [c for c in t.controls.chips if c.verb == "pickup"]
            if len(picks) == 1:
                picks[0].click()
            elif picks:
                t.say("Choose which stone to pick up in the turn panel.")
            return True
        t.say("Your pawn cannot reach that space this turn.")
        return True

    def click_space(self, space: str) -> bool:
        """Walk the cheapest route to a lit space, step by step."""
        t = self.table
        seat = t.human_to_act()
        if seat is None or space not in self.reach():
            return False
        steps = t.game.route(seat, space)
        if not steps:
            return False
        self.route = steps[1:]
        self.hover = None
        return t.act(seat, steps[0])

    def walk_on(self) -> None:
        """The route's next step, once the last one has played."""
        t = self.table
        if not self.route or t.busy() or t.driver.pending is not None or t.curtain:
            return
        seat = t.privacy.viewer
        if seat is None or seat not in t.match.humans_to_act():
            self.route = []
            return
        nxt = self.route.pop(0)
        if not t.game.is_legal(seat, nxt) or not t.act(seat, nxt):
            self.route = []
