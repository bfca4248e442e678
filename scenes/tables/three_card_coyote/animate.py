"""How the Helena table plays the engine's events: each becomes a short animation,
queued one after another on the table's event player. A pawn walks the road between
places, cards are dealt to the seats and played, chips are thrown at the place of
the action, fights and shots flash, things fly to whoever took them, the Door glows
when it is unlocked, and big moments (the Showdown, midnight, the claim) cross the
map as a banner.

``HelenaAnimator`` writes what moves into the table's stage and reads positions off
its view; the table declares which method plays which event (``EVENT_HANDLERS``,
"anim.<method>"). What is drawn lags the engine on purpose: the table's observation is
refreshed as the animation reaches each moment.
"""

from __future__ import annotations

import math
from typing import Any

from game.three_card_coyote.folk import FOLK
from game.three_card_coyote.town import position
from scenes import sound
from scenes.anim import Wait, ease_in_out_quad, ease_out_cubic
from scenes.event_player import tween
from scenes.physics import Settle
from scenes.tables.three_card_coyote import art
from scenes.tables.three_card_coyote.panels import whisper_line
from scenes.tables.three_card_coyote.stage import Banner, Flash, Flight, Hop

HOP = 0.32          # a pawn's walk from one place to the next
FLY = 0.4           # a card, chip or thing in flight
FLASH = 0.5         # a ring at a place (a fight, a search, a raise)
DAMPING = 0.005     # share of a thrown chip's speed kept after a second on the map
CHIP_REST = 0.5     # a thrown chip lies this long where it stopped


class HelenaAnimator:
    def __init__(self, table: Any) -> None:
        """``table``: whose event player queues the steps, whose stage they move and
        whose view (``picture``) says where seats and pawns are."""
        self.table = table
        self.stage = table.stage
        self.picture = table.picture
        self.queue = table.events.queue

    def _at(self, seat: int | None) -> tuple[float, float]:
        """Where a seat's pawn stands now on the view (the map's middle for none)."""
        if seat is None or not isinstance(seat, int) or not 0 <= seat < len(
                self.table.view["characters"]):
            return art.MAP.center
        return self.picture.pawn_pos(seat)

    def _flash(self, pos: tuple[float, float], tone: str, name: str | None = None) -> None:
        """A ring at ``pos``, in the colour of ``tone`` (art.flash_colour)."""
        def go() -> None:
            if name:
                sound.play(name)
            tw = tween(FLASH)
            self.stage.flashes.append(Flash(tw, pos, tone))
            self.table.events.anim.add(tw)
        self.queue(go, Wait(0.15))

    def _fly(self, a: Any, b: Any, kind: str, data: Any = None, name: str | None = None,
             then: Any = None) -> None:
        tw = tween(FLY, ease=ease_out_cubic)

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
        self.queue(go, tw, land)

    def _banner(self, text: str, tone: str, dur: float = 1.4) -> None:
        def show() -> None:
            tw = tween(dur, ease=lambda x: x)
            self.stage.banner = Banner(text, tone, tw)
            self.table.events.anim.add(tw)
        self.queue(show, Wait(dur * 0.6))

    def arrive(self, e: dict) -> None:
        self.queue(lambda: sound.play("shuffle"), Wait(0.3))

    def draw(self, e: dict) -> None:
        self._fly(art.MAP.center, lambda s=e["seat"]: self.picture.seat_anchor(s), "card",
                  e["card"], "card_deal")

    def pick(self, e: dict) -> None:
        self.queue(self.table.refresh, lambda: sound.play("card_flip"), Wait(0.2))

    def name(self, e: dict) -> None:
        self.queue(self.table.refresh, Wait(0.15))

    def horseback(self, e: dict) -> None:
        self.queue(self.table.refresh, lambda: sound.play("step"), Wait(0.2))

    def secrets(self, e: dict) -> None:
        self.queue(lambda: sound.play("shuffle"), Wait(0.4))

    def round(self, e: dict) -> None:
        self.queue(self.table.refresh, lambda: sound.play("shuffle"), Wait(0.3))

    def hand(self, e: dict) -> None:
        s = e["seat"]
        tw = tween(FLY, ease=ease_out_cubic)
        cards = e.get("cards") or [None, None, None]  # another seat's hand comes face down

        def go() -> None:
            sound.play("card_deal")
            b = self.picture.seat_anchor(s)
            for k, card in enumerate(cards):
                self.stage.flying.append(Flight(tw, art.MAP.center, (b[0] + 24 * k, b[1]), "card",
                                                card))

        def land() -> None:
            self.stage.flying = [f for f in self.stage.flying if f.tween is not tw]
        self.queue(go, tw, land)

    def move(self, e: dict) -> None:
        s = e["seat"]
        tw = tween(HOP * (1.6 if self._far(e) else 1.0), ease=ease_in_out_quad)

        def go() -> None:
            sound.play("step")
            self.stage.hops[s] = Hop(tw, self.picture.pawn_pos(s, e["from"]),
                                     self.picture.pawn_pos(s, e["to"]))

        def land() -> None:
            self.stage.hops.pop(s, None)
            self.table.refresh()
        self.queue(go, tw, land)

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
            batch.append(self.table.world.toss(a, (dx / d * speed, dy / d * speed),
                                               radius=8, spin=360.0, data="chip"))

        def gone() -> None:
            for piece in batch:
                self.table.world.remove(piece)
        # the story goes on as the chip comes to rest; it is picked up a moment later
        self.queue(start, Settle(self.table.world, 3.0),
                   lambda: self.table.events.anim.after(CHIP_REST, gone))

    def _lay_card(self, s: int) -> None:
        """A card laid face down from the seat's row by its pawn."""
        self._fly(lambda: self.picture.seat_anchor(s), lambda: self._at(s), "card", None,
                  "card_deal")

    def declare(self, e: dict) -> None:
        if e.get("chip"):
            self._toss_chip(e["seat"])
        else:
            self._lay_card(e["seat"])

    def chip_in(self, e: dict) -> None:
        self._toss_chip(e["seat"])
        self.queue(self.table.refresh)

    def answer(self, e: dict) -> None:
        """An answer to an attack or a ritual: a chip thrown, or a card laid face down."""
        if e.get("power"):
            self.chip_in(e)
        else:
            self._lay_card(e["seat"])

    def fold(self, e: dict) -> None:
        self.queue(self.table.refresh, lambda: sound.play("card_lost"), Wait(0.2))

    def lay_down(self, e: dict) -> None:
        self._lay_card(e["seat"])

    def search(self, e: dict) -> None:
        self._flash(self._at(e["seat"]), "search", "card_flip")

    def whisper(self, e: dict) -> None:
        def told() -> None:  # only the searcher's own view holds what was found
            if "found" in e:
                self.table.whispered(whisper_line({"search": e["place"], "found": e["found"]}))
            if e.get("found"):
                sound.play("reveal")
        self.queue(self.table.refresh, told)

    def catch_up(self, e: dict) -> None:
        """Nothing moves: the picture catches up with the moment (a clue, the mood...)."""
        self.queue(self.table.refresh)

    def talk(self, e: dict) -> None:
        self._flash(self._at(e["seat"]), "talk", "card_flip")

    def _take(self, e: dict) -> None:
        s, thing = e["seat"], e.get("thing")
        if not thing:
            return
        lying = (self.table.view.get("lying") or {})
        if thing in lying:
            place = lying[thing]
            idx = [t for t, pl in lying.items() if pl == place].index(thing)
            start = art.thing_slot(place, idx)
            self.stage.hidden_things.add(thing)
        else:
            start = self._at(s)

        def done() -> None:
            self.stage.hidden_things.discard(thing)
            self.table.refresh()
        self._fly(start, lambda: self.picture.seat_anchor(s), art.thing_kind(thing), None,
                  "coin", then=done)

    def take(self, e: dict) -> None:
        if e.get("ok", True):
            self._take(e)
        else:
            self._flash(self._at(e["seat"]), "bad", "block")

    def seize(self, e: dict) -> None:
        self._take(e)

    def brawl(self, e: dict) -> None:
        self._flash(self._at(e["seat"]), "bad", "fight")

    def gunfire(self, e: dict) -> None:
        self._flash(self._at(e["seat"]), "gun", "shot")

    def clash(self, e: dict) -> None:
        self._flash(self._at(e.get("target")), "gun" if e.get("gun") else
                    "bad", "shot" if e.get("gun") else "fight")

    def turn_card(self, e: dict) -> None:
        self.queue(lambda: sound.play("card_flip"), Wait(0.15))

    def falls(self, e: dict) -> None:
        self.queue(self.table.refresh)
        self._flash(art.MAP.center if not e.get("folk") else
                    art.folk_slot(*self._folk_slot(e["folk"])), "fall", "card_lost")

    @staticmethod
    def _folk_slot(fid: str) -> tuple[str, int]:
        place = FOLK[fid].place
        return place, [f for f in FOLK if FOLK[f].place == place].index(fid)

    def wound(self, e: dict) -> None:
        self._flash(self._at(e["seat"]), "wound", "fight")
        self.queue(self.table.refresh)

    def knocked_out(self, e: dict) -> None:
        self.queue(self.table.refresh, lambda: sound.play("card_lost"), Wait(0.3))

    def heal(self, e: dict) -> None:
        self._flash(self._at(e["seat"]), "good", "card_flip")
        self.queue(self.table.refresh)

    def posse(self, e: dict) -> None:
        self._flash(self._at(e["seat"]), "bad", "challenge")
        self.queue(self.table.refresh)

    def confiscate(self, e: dict) -> None:
        self.queue(self.table.refresh, lambda: sound.play("coin"), Wait(0.2))

    def town(self, e: dict) -> None:
        def show() -> None:
            self.stage.town_card = e["card"]
        # Coyote turns the town's card in the middle of town, then lays it by the clock
        self._fly(art.MAP.center, (560, 20), "card", e["card"], "card_flip", then=show)
        if e.get("trouble"):
            self._banner("Trouble in town", "bad", 1.0)

    def stalemate(self, e: dict) -> None:
        self.queue(lambda: sound.play("block"), Wait(0.2))

    def showhands(self, e: dict) -> None:
        self.queue(lambda: sound.play("reveal"), Wait(0.3))

    def blocked(self, e: dict) -> None:
        """A raise thwarted, a ritual interrupted."""
        self._flash(self._at(e["seat"]), "bad", "block")

    def unlock(self, e: dict) -> None:
        self.queue(self.table.refresh)
        self._flash(self._at(e["seat"]), "door", "door" if e.get("ok") else "block")
        if e.get("ok"):
            self._banner(f"{self.picture.char_name(e['seat'])} opens the Door", "good")

    def claim(self, e: dict) -> None:
        self._flash(self._at(e["seat"]), "claim", "win" if e.get("ok") else "block")
        self.queue(self.table.refresh)
        if e.get("ok"):
            self._banner(f"{self.picture.char_name(e['seat'])} claims the power", "good", 2.0)

    def showdown(self, e: dict) -> None:
        self.queue(self.table.refresh, lambda: sound.play("challenge"))
        self._banner("The Showdown", "bad", 1.6)

    def midnight(self, e: dict) -> None:
        self.queue(self.table.refresh, lambda: sound.play("card_lost"))
        self._banner("Midnight: Coyote keeps the power", "info", 2.0)

    def reveal(self, e: dict) -> None:
        self.queue(self.table.refresh, lambda: sound.play("reveal"), Wait(0.6))
