"""The Three Card Coyote table: Helena's map, with Coyote dealing and telling the tale.

The engine's events become short animations (``_ev_<type>``, queued one after
another): a pawn walks the road between places, cards are dealt to the seats and
played, chips are thrown at the place of the action, fights and shots flash, things
fly to whoever took them, the Door glows when it is unlocked, big moments (the
Showdown, midnight, the claim) cross the map as a banner, and Coyote's narrated line
for each moment shows in the controls strip and goes into the log. What is
drawn lags the engine on purpose: ``view`` is refreshed as the animation reaches
each moment.

Pass-and-play privacy is the driver's (``TableBase``): ``view`` is a seat's own
observation only inside its window, and the public one otherwise; the drawing half
(``HelenaView``) reads nothing else. ``helena_controls`` offers the human's choices
from ``legal_actions``.
"""

from __future__ import annotations

import logging
import math
from typing import Any

import pygame

from game.three_card_coyote.folk import FOLK
from game.three_card_coyote.narrate import narrate
from game.three_card_coyote.town import PLACES, position
from scenes import sound
from scenes.anim import Wait, ease_in_out_quad, ease_out_cubic
from scenes.painter import LOGICAL_W
from scenes.physics import Settle, World
from scenes.table_base import TableBase
from scenes.tables.glow import RATE, Breath
from scenes.tables.three_card_coyote import art
from scenes.tables.three_card_coyote.controls import Controls
from scenes.tables.three_card_coyote.stage import Banner, Caption, Flash, Flight, Hop, Stage
from scenes.tables.three_card_coyote.view import HelenaView

log = logging.getLogger(__name__)

HOP = 0.32          # a pawn's walk from one place to the next
FLY = 0.4           # a card, chip or thing in flight
FLASH = 0.5         # a ring at a place (a fight, a search, a raise)
CAPTION = 1.1       # how long Coyote's line holds the table (at speed 1)
DAMPING = 0.005     # share of a thrown chip's speed kept after a second on the map
CHIP_REST = 0.5     # a thrown chip lies this long where it stopped
GLOW_STEP = 1 / RATE  # s: the lit places breathe in steps of this when they light up
#                       (one redraw each), then hold still: a beat may wait for minutes


class ThreeCardCoyoteTable(TableBase):
    LOG_IN_ANIMATION = True
    MUSIC = "town"  # Helena, 1864
    FAST_RECT = (530, 672, 220, 28)  # the controls strip's corner: nobody plays there then
    SNAPSHOT_STATES = ("draft", "turn", "window", "showdown", "end")
    WINDOW_ENDS_ON = ("round", "reveal")
    #: every event the engine declares (game/three_card_coyote/events.py): the method that
    #: plays it (None: nothing to show, as NO_ANIMATION says why)
    EVENT_HANDLERS: dict[str, str | None] = {
        "arrive": "_ev_arrive", "draw": "_ev_draw", "pick": "_ev_pick", "name": "_ev_name",
        "horseback": "_ev_horseback", "secrets": "_ev_secrets", "noted": None,
        "round": "_ev_round", "hand": "_ev_hand", "town": "_ev_town", "mood": "_ev_mood",
        "pass": "_ev_pass", "fold": "_ev_fold", "raise": "_ev_raise", "declare": "_ev_declare",
        "move": "_ev_move", "search": "_ev_search", "whisper": "_ev_whisper", "take": "_ev_take",
        "snatch": "_ev_snatch", "talk": "_ev_talk", "clue": "_ev_clue", "heal": "_ev_heal",
        "unlock": "_ev_unlock", "claim": "_ev_claim", "defend": "_ev_defend",
        "oppose": "_ev_oppose", "interrupt": "_ev_interrupt", "cower": "_ev_cower",
        "fate": "_ev_fate", "cover": "_ev_cover", "seize": "_ev_seize", "brawl": "_ev_brawl",
        "gunfire": "_ev_gunfire", "escape": "_ev_escape", "clash": "_ev_clash",
        "showhands": "_ev_showhands", "stalemate": "_ev_stalemate", "thwarted": "_ev_thwarted",
        "interrupted": "_ev_interrupted", "shrugged": "_ev_shrugged", "falls": "_ev_falls",
        "wound": "_ev_wound", "knocked-out": "_ev_knocked_out", "empty": "_ev_empty",
        "posse": "_ev_posse", "confiscate": "_ev_confiscate", "showdown": "_ev_showdown",
        "midnight": "_ev_midnight", "reveal": "_ev_reveal"
    }

    def __init__(self, app: Any, match: Any) -> None:
        self.stage = Stage()  # what moves between two observations
        self.picture = HelenaView(self, self.stage)  # draws the observation and the stage
        self.breath = Breath()  # the lit places' glow while a human decides
        # chips thrown down when a player raises: discs that slide to a stop on the map
        self.world = World(gravity=(0.0, 0.0), damping=DAMPING, elasticity=0.5, friction=0.6)
        super().__init__(app, match)
        self.view = self.observe()
        self.controls = Controls(self)
        self.play_opening()

    # ----- what may be clicked ----------
    def target_places(self) -> list[str]:
        if self.controls is None or self.controls.waiting:
            return []
        return self.controls.target_places()

    # ----- events -> animation -----------------------------------------------------------------
    def on_events(self, events: list[dict], seat: int, action: str) -> None:
        self._play_events(events, seat, action)

    def tell(self, lines: list[str]) -> None:
        """Each line told is also Coyote's caption for its moment."""
        super().tell(lines)
        self.stage.caption = Caption(" ".join(lines), self._tween(CAPTION, ease=lambda x: x))
        self.events.anim.add(self.stage.caption.tween)

    def _at(self, seat: int | None) -> tuple[float, float]:
        """Where a seat's pawn stands now on the view (the map's middle for none)."""
        if seat is None or not isinstance(seat, int) or not 0 <= seat < len(
                self.view["characters"]):
            return art.MAP.center
        return self.picture.pawn_pos(seat)

    def _flash(self, pos: tuple[float, float], tone: str, name: str | None = None) -> None:
        """A ring at ``pos``, in the colour of ``tone`` (art.flash_colour)."""
        def go() -> None:
            if name:
                sound.play(name)
            tw = self._tween(FLASH)
            self.stage.flashes.append(Flash(tw, pos, tone))
            self.events.anim.add(tw)
        self._queue(go, Wait(0.15))

    def _fly(self, a: Any, b: Any, kind: str, data: Any = None, name: str | None = None,
             then: Any = None) -> None:
        tw = self._tween(FLY, ease=ease_out_cubic)

        def go() -> None:
            if name:
                sound.play(name)
            pa = a() if callable(a) else a
            pb = b() if callable(b) else b
            self.stage.flying.append(Flight(tw, pa, pb, kind, data))

        def land() -> None:
            self.stage.flying = [f for f in self.stage.flying if f.tween is not tw]
            if then is not None:
                then()
        self._queue(go, tw, land)

    def _banner(self, text: str, tone: str, dur: float = 1.4) -> None:
        def show() -> None:
            tw = self._tween(dur, ease=lambda x: x)
            self.stage.banner = Banner(text, tone, tw)
            self.events.anim.add(tw)
        self._queue(show, Wait(dur * 0.6))

    def _ev_arrive(self, e: dict) -> None:
        self._queue(lambda: sound.play("shuffle"), Wait(0.3))

    def _ev_draw(self, e: dict) -> None:
        self._fly(art.MAP.center, lambda s=e["seat"]: self.picture.seat_anchor(s), "card",
                  e["card"], "card_deal")

    def _ev_pick(self, e: dict) -> None:
        self._queue(self.refresh, lambda: sound.play("card_flip"), Wait(0.2))

    def _ev_name(self, e: dict) -> None:
        self._queue(self.refresh, Wait(0.15))

    def _ev_horseback(self, e: dict) -> None:
        self._queue(self.refresh, lambda: sound.play("step"), Wait(0.2))

    def _ev_secrets(self, e: dict) -> None:
        self._queue(lambda: sound.play("shuffle"), Wait(0.4))

    def _ev_round(self, e: dict) -> None:
        self._queue(self.refresh, lambda: sound.play("shuffle"), Wait(0.3))

    def _ev_hand(self, e: dict) -> None:
        s = e["seat"]
        tw = self._tween(FLY, ease=ease_out_cubic)
        cards = e.get("cards") or [None, None, None]  # another seat's hand comes face down

        def go() -> None:
            sound.play("card_deal")
            b = self.picture.seat_anchor(s)
            for k, card in enumerate(cards):
                self.stage.flying.append(Flight(tw, art.MAP.center, (b[0] + 24 * k, b[1]), "card",
                                                card))

        def land() -> None:
            self.stage.flying = [f for f in self.stage.flying if f.tween is not tw]
        self._queue(go, tw, land)

    def _ev_move(self, e: dict) -> None:
        s = e["seat"]
        tw = self._tween(HOP * (1.6 if self._far(e) else 1.0), ease=ease_in_out_quad)

        def go() -> None:
            sound.play("step")
            self.stage.hops[s] = Hop(tw, self.picture.pawn_pos(s, e["from"]),
                                     self.picture.pawn_pos(s, e["to"]))

        def land() -> None:
            self.stage.hops.pop(s, None)
            self.refresh()
        self._queue(go, tw, land)

    @staticmethod
    def _far(e: dict) -> bool:
        (r1, c1), (r2, c2) = position(e["from"]), position(e["to"])
        return abs(r1 - r2) + abs(c1 - c2) > 1

    def _toss_chip(self, seat: int) -> None:
        """A chip thrown from the seat's row towards its pawn, sliding to a stop there."""
        batch: list = []

        def start() -> None:
            sound.play("chip")
            a, at = self.picture.seat_anchor(seat), self._at(seat)
            b = (at[0] + 20, at[1] - 18)  # beside the pawn, not over its number
            dx, dy = b[0] - a[0], b[1] - a[1]
            d = max(1.0, math.hypot(dx, dy))
            speed = d * -math.log(DAMPING)  # comes to rest about where it was aimed
            batch.append(self.world.toss(a, (dx / d * speed, dy / d * speed), radius=8,
                                         spin=360.0, data="chip"))

        def gone() -> None:
            for piece in batch:
                self.world.remove(piece)
        # the story goes on as the chip comes to rest; it is picked up a moment later
        self._queue(start, Settle(self.world, 3.0), lambda: self.events.anim.after(CHIP_REST, gone))

    def _lay_card(self, s: int) -> None:
        """A card laid face down from the seat's row by its pawn."""
        self._fly(lambda: self.picture.seat_anchor(s), lambda: self._at(s), "card", None,
                  "card_deal")

    def _ev_declare(self, e: dict) -> None:
        if e.get("chip"):
            self._toss_chip(e["seat"])
        else:
            self._lay_card(e["seat"])

    def _ev_raise(self, e: dict) -> None:
        self._toss_chip(e["seat"])
        self._queue(self.refresh)

    _ev_oppose = _ev_raise

    def _ev_defend(self, e: dict) -> None:
        """An answer to an attack or a ritual: a chip thrown, or a card laid face down."""
        if e.get("power"):
            self._ev_raise(e)
        else:
            self._lay_card(e["seat"])

    _ev_interrupt = _ev_defend

    def _ev_fold(self, e: dict) -> None:
        self._queue(self.refresh, lambda: sound.play("card_lost"), Wait(0.2))

    _ev_cower = _ev_fold

    def _ev_pass(self, e: dict) -> None:
        self._lay_card(e["seat"])

    def _ev_search(self, e: dict) -> None:
        self._flash(self._at(e["seat"]), "search", "card_flip")

    def _ev_whisper(self, e: dict) -> None:
        self._queue(self.refresh, lambda: sound.play("reveal") if e.get("found") else None)

    def _ev_clue(self, e: dict) -> None:
        self._queue(self.refresh)

    def _ev_talk(self, e: dict) -> None:
        self._flash(self._at(e["seat"]), "talk", "card_flip")

    def _take(self, e: dict) -> None:
        s, thing = e["seat"], e.get("thing")
        if not thing:
            return
        lying = (self.view.get("lying") or {})
        if thing in lying:
            place = lying[thing]
            idx = [t for t, pl in lying.items() if pl == place].index(thing)
            start = art.thing_slot(place, idx)
            self.stage.hidden_things.add(thing)
        else:
            start = self._at(s)

        def done() -> None:
            self.stage.hidden_things.discard(thing)
            self.refresh()
        self._fly(start, lambda: self.picture.seat_anchor(s), art.thing_kind(thing), None, "coin",
                  then=done)

    def _ev_take(self, e: dict) -> None:
        if e.get("ok", True):
            self._take(e)
        else:
            self._flash(self._at(e["seat"]), "bad", "block")

    _ev_snatch = _ev_take

    def _ev_seize(self, e: dict) -> None:
        self._take(e)

    def _ev_brawl(self, e: dict) -> None:
        self._flash(self._at(e["seat"]), "bad", "fight")

    def _ev_gunfire(self, e: dict) -> None:
        self._flash(self._at(e["seat"]), "gun", "shot")

    def _ev_clash(self, e: dict) -> None:
        self._flash(self._at(e.get("target")), "gun" if e.get("gun") else
                    "bad", "shot" if e.get("gun") else "fight")

    def _ev_cover(self, e: dict) -> None:
        self._queue(lambda: sound.play("card_flip"), Wait(0.15))

    _ev_fate = _ev_cover

    def _ev_falls(self, e: dict) -> None:
        self._queue(self.refresh)
        self._flash(art.MAP.center if not e.get("folk") else
                    art.folk_slot(*self._folk_slot(e["folk"])), "fall", "card_lost")

    @staticmethod
    def _folk_slot(fid: str) -> tuple[str, int]:
        place = FOLK[fid].place
        return place, [f for f in FOLK if FOLK[f].place == place].index(fid)

    def _ev_wound(self, e: dict) -> None:
        self._flash(self._at(e["seat"]), "wound", "fight")
        self._queue(self.refresh)

    def _ev_knocked_out(self, e: dict) -> None:
        self._queue(self.refresh, lambda: sound.play("card_lost"), Wait(0.3))

    def _ev_heal(self, e: dict) -> None:
        self._flash(self._at(e["seat"]), "good", "card_flip")
        self._queue(self.refresh)

    def _ev_posse(self, e: dict) -> None:
        self._flash(self._at(e["seat"]), "bad", "challenge")
        self._queue(self.refresh)

    def _ev_confiscate(self, e: dict) -> None:
        self._queue(self.refresh, lambda: sound.play("coin"), Wait(0.2))

    def _ev_town(self, e: dict) -> None:
        def show() -> None:
            self.stage.town_card = e["card"]
        # Coyote turns the town's card in the middle of town, then lays it by the clock
        self._fly(art.MAP.center, (560, 20), "card", e["card"], "card_flip", then=show)
        if e.get("trouble"):
            self._banner("Trouble in town", "bad", 1.0)

    def _ev_mood(self, e: dict) -> None:
        self._queue(self.refresh)

    def _ev_stalemate(self, e: dict) -> None:
        self._queue(lambda: sound.play("block"), Wait(0.2))

    def _ev_showhands(self, e: dict) -> None:
        self._queue(lambda: sound.play("reveal"), Wait(0.3))

    def _ev_thwarted(self, e: dict) -> None:
        self._flash(self._at(e["seat"]), "bad", "block")

    def _ev_interrupted(self, e: dict) -> None:
        self._flash(self._at(e["seat"]), "bad", "block")

    def _ev_shrugged(self, e: dict) -> None:
        self._queue(self.refresh)

    def _ev_escape(self, e: dict) -> None:
        self._queue(self.refresh)

    def _ev_unlock(self, e: dict) -> None:
        self._queue(self.refresh)
        self._flash(self._at(e["seat"]), "door", "door" if e.get("ok") else "block")
        if e.get("ok"):
            self._banner(f"{self.picture.char_name(e['seat'])} opens the Door", "good")

    def _ev_claim(self, e: dict) -> None:
        self._flash(self._at(e["seat"]), "claim", "win" if e.get("ok") else "block")
        self._queue(self.refresh)
        if e.get("ok"):
            self._banner(f"{self.picture.char_name(e['seat'])} claims the power", "good", 2.0)

    def _ev_showdown(self, e: dict) -> None:
        self._queue(self.refresh, lambda: sound.play("challenge"))
        self._banner("The Showdown", "bad", 1.6)

    def _ev_midnight(self, e: dict) -> None:
        self._queue(self.refresh, lambda: sound.play("card_lost"))
        self._banner("Midnight: Coyote keeps the power", "info", 2.0)

    def _ev_reveal(self, e: dict) -> None:
        self._queue(self.refresh, lambda: sound.play("reveal"), Wait(0.6))

    def _ev_empty(self, e: dict) -> None:
        self._queue(self.refresh)

    # ----- drawing ----------
    def draw_table(self, p: Any) -> None:
        self.picture.draw(p)

    def draw_curtain(self, p: Any) -> None:
        self.picture.draw_curtain(p)

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
                line = narrate(e, names, view)
            except Exception:  # a line Coyote cannot tell must not stop the table
                log.exception("no line for a %s event", e.get("type"))
                line = None
            if line:
                out.append(line)
        return out

    def win_text(self) -> str:
        if not self.game.winners():
            return "The night is over: nobody claimed the power, and Coyote keeps it."
        return f"{self.picture.char_name(self.game.winners()[0])} claims the power."

    def results_title(self) -> str | None:
        if not self.game.winners():
            return "Midnight: Coyote keeps the power"
        # the character who won, not the seat's name: the night was played as them
        return f"{self.picture.char_name(self.game.winners()[0])} claims the power"

    # ----- the frame ----------
    def update_table(self, dt: float) -> bool:
        moving = self.events.anim.update(dt)
        if self.world.pieces:
            moving = self.world.update(dt * self.events.speed()) or moving
            sound.hits("chip", self.world.drain_hits(), LOGICAL_W)  # chips knocking
        moving = self.stage.expire() or moving
        # a human deciding: the lit places breathe a moment, redrawn once per step (the
        # idle loop woken by next_change), then hold still until something changes
        self.breathe(self.lit_key())
        return moving or self.driver.thinking_seat is not None

    def lit_key(self) -> tuple | None:
        """What the human deciding sees lit (None: nobody decides); a change lights the
        glow anew."""
        seat = self.human_to_act()
        if seat is None:
            return None
        return (seat, len(self.game.history), tuple(self.target_places()))

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
        if self.controls.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            place = art.place_at(event.pos)
            if place is not None and self.human_to_act() is not None:
                c = self.controls
                if not c.pick_place(place) and c.mode == "turn":
                    if c.verb in ("fight", "shoot", "heal", "talk"):
                        self.say(f"No one to {c.verb} at {PLACES[place]}: the lit places "
                                 "have someone.")
                    else:
                        self.say(f"No move to {PLACES[place]} this beat: the lit places "
                                 "are in reach.")
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
