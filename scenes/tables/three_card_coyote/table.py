"""The Three Card Coyote table: Helena's map, with Coyote dealing and telling the tale.

The table holds three parts: ``picture`` (``view.HelenaView``) draws the observation
on screen and the ``stage`` (``stage.Stage``, what moves between two observations);
``anim`` (``animate.HelenaAnimator``) plays each engine event as a short animation,
by the method ``EVENT_HANDLERS`` names for its type. Coyote's narrated line for each
moment shows in the controls strip and goes into the log. What is drawn lags the
engine on purpose: ``view`` is refreshed as the animation reaches each moment.

Pass-and-play privacy is the driver's (``TableBase``): ``view`` is a seat's own
observation only inside its window, and the public one otherwise; the picture reads
nothing else. ``controls.Controls`` offers the human's choices from ``legal_actions``.
The viewer's deduction sheet (``sheet_panel.SheetPanel``) opens over the map. A
search's whisper is read at once: a lone player keeps it on the map until put away or
the next decision; on a shared screen the searcher's window stays open until its OK
(``holds_window``).
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.core import DEALER
from game.three_card_coyote.narrate import narrate
from game.three_card_coyote.said import Said
from game.three_card_coyote.town import PLACES
from scenes import sound
from scenes.painter import LOGICAL_W
from scenes.physics import World
from scenes.table_base import TableBase
from scenes.tables.glow import RATE, Breath
from scenes.tables.three_card_coyote import art
from scenes.tables.three_card_coyote.animate import DAMPING, HelenaAnimator
from scenes.tables.three_card_coyote.controls import Controls
from scenes.tables.three_card_coyote.sheet_panel import SheetPanel
from scenes.tables.three_card_coyote.stage import Caption, Stage
from scenes.tables.three_card_coyote.view import HelenaView

log = logging.getLogger(__name__)

CAPTION = 1.1       # how long Coyote's line holds the table (at speed 1)
GLOW_STEP = 1 / RATE  # s: the lit places breathe in steps of this when they light up
#                       (one redraw each), then hold still: a beat may wait for minutes


class ThreeCardCoyoteTable(TableBase):
    LOG_IN_ANIMATION = True
    MUSIC = "town"  # Helena, 1864
    TOLD_MEMORY = ("said",)  # the words Coyote has used shape his later lines (a replay keeps them)
    FAST_RECT = (530, 672, 220, 28)  # the controls strip's corner: nobody plays there then
    SNAPSHOT_STATES = ("draft", "turn", "window", "showdown", "end")
    WINDOW_ENDS_ON = ("round", "reveal")
    #: every event the engine declares (game/three_card_coyote/events.py): the method that
    #: plays it (None: nothing to show, as NO_ANIMATION says why)
    EVENT_HANDLERS: dict[str, str | None] = {
        "arrive": "anim.arrive", "draw": "anim.draw", "pick": "anim.pick", "name": "anim.name",
        "horseback": "anim.horseback", "secrets": "anim.secrets", "noted": None,
        "round": "anim.round", "hand": "anim.hand", "town": "anim.town", "mood": "anim.catch_up",
        "pass": "anim.lay_down", "fold": "anim.fold", "raise": "anim.chip_in",
        "declare": "anim.declare", "move": "anim.move", "search": "anim.search",
        "whisper": "anim.whisper", "take": "anim.take", "snatch": "anim.take", "talk": "anim.talk",
        "clue": "anim.catch_up", "heal": "anim.heal", "unlock": "anim.unlock",
        "claim": "anim.claim", "defend": "anim.answer", "oppose": "anim.chip_in",
        "interrupt": "anim.answer", "cower": "anim.fold", "fate": "anim.turn_card",
        "cover": "anim.turn_card", "seize": "anim.seize", "brawl": "anim.brawl",
        "gunfire": "anim.gunfire", "escape": "anim.catch_up", "clash": "anim.clash",
        "showhands": "anim.showhands", "stalemate": "anim.stalemate", "thwarted": "anim.blocked",
        "interrupted": "anim.blocked", "shrugged": "anim.catch_up", "falls": "anim.falls",
        "wound": "anim.wound", "knocked-out": "anim.knocked_out", "empty": "anim.catch_up",
        "posse": "anim.posse", "confiscate": "anim.confiscate", "showdown": "anim.showdown",
        "midnight": "anim.midnight", "reveal": "anim.reveal",
        # the town's talk (trickster.py): the rumours box redraws from the view
        "complication": "anim.catch_up", "half-truth": "anim.catch_up", "rumour": "anim.talk",
        "carried-off": "anim.catch_up", "favour": "anim.catch_up", "stormbound": "anim.catch_up",
    }

    def __init__(self, app: Any, match: Any) -> None:
        self.stage = Stage()  # what moves between two observations
        self.sheet = SheetPanel()  # the viewer's deduction sheet, over the map when open
        #: a lone player's search result, on the map until dismissed or the next decision
        self.whisper_note: str | None = None
        self.said = Said()  # what Coyote has told so far, so the log does not repeat itself
        self.picture = HelenaView(self, self.stage)  # draws the observation and the stage
        self.breath = Breath()  # the lit places' glow while a human decides
        # chips thrown down when a player raises: discs that slide to a stop on the map
        self.world = World(gravity=(0.0, 0.0), damping=DAMPING, elasticity=0.5, friction=0.6)
        super().__init__(app, match)
        self.anim = HelenaAnimator(self)  # plays the events (EVENT_HANDLERS names its methods)
        self.view = self.observe()
        self.controls = Controls(self)
        self.play_opening()

    # ----- what may be clicked ----------
    def target_places(self) -> list[str]:
        if self.controls is None or self.controls.waiting:
            return []
        return self.controls.target_places()

    # ----- a search's whisper, read at once ----------
    def holds_window(self, seat: int, events: list[dict]) -> bool:
        """A search whispers its result to the searcher alone: on a shared screen its
        window stays open until it has read it."""
        return any(e.get("type") == "whisper" and e.get("seat") == seat for e in events)

    def whispered(self, line: str) -> None:
        """The searcher's own whisper reached the picture: a lone player keeps it on the
        map (a shared screen asks the reader for its OK in the controls instead)."""
        if not self.privacy.shared:
            self.whisper_note = line

    def act(self, seat: int, action: str) -> bool:
        self.whisper_note = None  # the next decision: the whisper has been read
        return super().act(seat, action)

    # ----- events -> animation -----------------------------------------------------------------
    def on_events(self, events: list[dict], seat: int, action: str) -> None:
        self._play_events(events, seat, action)

    def tell(self, lines: list[str]) -> None:
        """Each line told is also Coyote's caption for its moment."""
        super().tell(lines)
        self.stage.caption = Caption(" ".join(lines), self._tween(CAPTION, ease=lambda x: x))
        self.events.anim.add(self.stage.caption.tween)

    # ----- drawing ----------
    def draw_table(self, p: Any) -> None:
        self.picture.draw(p)

    def draw_curtain(self, p: Any) -> None:
        self.picture.draw_curtain(p)

    def seat_name(self, seat: int) -> str:
        """Coyote deals: the dealer's seat is his (a status line names him so)."""
        return "Coyote" if seat == DEALER else super().seat_name(seat)

    def char_name(self, seat: int) -> str:
        """The name of the character a seat plays (its seat's name before the naming)."""
        return self.picture.char_name(seat)

    def visible_faces(self) -> dict[int, list[str]]:
        return self.picture.visible_faces()

    # ----- the game log ----------
    def describe(self, seat: int, action: str, events: list[dict]) -> list[str]:
        names = [self.seat_name(s) for s in range(len(self.match.seats))]
        view = self.told_view if self.told_view is not None else self.game.public_observation()
        out = []
        for e in events:
            try:
                line = narrate(e, names, view, self.said)
            except Exception:  # a line Coyote cannot tell must not stop the table
                log.exception("no line for a %s event", e.get("type"))
                line = None
            if line:
                out.append(line)
        return out

    def win_text(self) -> str:
        if not self.game.winners():
            return "The night is over: nobody claimed the power, and Coyote keeps it."
        return f"{self.char_name(self.game.winners()[0])} claims the power."

    def results_title(self) -> str | None:
        if not self.game.winners():
            return "Midnight: Coyote keeps the power"
        # the character who won, not the seat's name: the night was played as them
        return f"{self.char_name(self.game.winners()[0])} claims the power"

    # ----- the frame ----------
    def update_table(self, dt: float) -> bool:
        moving = self.events.anim.update(dt)
        if self.world.pieces:
            moving = self.world.update(dt * self.events.speed()) or moving
            sound.hits("chip", self.world.drain_hits(), LOGICAL_W)  # chips knocking
        moving = self.stage.expire() or moving
        if self.picture.sheet() is None:  # a hand-over: the next seat opens on the map
            self.sheet.open = False
        # a human deciding: the lit places breathe a moment, redrawn once per step (the
        # idle loop woken by next_change), then hold still until what is lit changes
        seat = self.human_to_act()
        self.breathe(None if seat is None else
                     (seat, len(self.game.history), tuple(self.target_places())))
        return moving or self.driver.thinking_seat is not None

    def skip_animations(self) -> None:
        super().skip_animations()
        self.stage.clear()

    def handle_table(self, event: Any) -> bool:
        if event.type == pygame.MOUSEMOTION:
            place = art.place_at(event.pos)
            seat = self.picture.seat_at(event.pos)
            st = self.stage
            if (place, seat) != (st.hover_place, st.hover_seat):
                st.hover_place, st.hover_seat = place, seat
                self.app.invalidate()
        if self.sheet.handle(event, self.picture.sheet() is not None):
            self.app.invalidate()
            return True
        click = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if click and self.whisper_note and self.picture.note_rect.collidepoint(event.pos):
            self.whisper_note = None  # dismissed
            self.app.invalidate()
            return True
        card = self.picture.hand_card_at(event.pos) if click else None
        if card is not None and self.human_to_act() is not None:
            return self.controls.pick_card(card)
        if self.controls.handle(event):
            return True
        if click:
            place = art.place_at(event.pos)
            if place is not None and self.human_to_act() is not None:
                c = self.controls
                if not c.pick_place(place) and c.mode == "turn":
                    if c.verb in ("fight", "shoot", "heal", "talk"):
                        self.say(f"No one to {c.verb} at {PLACES[place]}: the lit places "
                                 "have someone.")
                    else:  # the rules say why (out of reach, or no gallop now)
                        name = PLACES[place]
                        why = c.why_no_move(place) or "the lit places are in reach"
                        if why.startswith(name):
                            why = "it" + why[len(name):]
                        self.say(f"No move to {name} this beat: {why}.")
                return True
        return False

    # ----- snapshots (scenes/tools.snapshot) ----------
    def freeze_for_snapshot(self) -> None:
        self.skip_animations()
        self.refresh()
        self.controls.update(0.0)
        if getattr(self.match, "snapshot_state", None) == "turn":
            self.controls.choose_verb("move")
        self.app.invalidate()

__all__ = ["ThreeCardCoyoteTable"]
