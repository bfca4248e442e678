"""The NotCoup table's controls for the Transformer's moments.

Mixed into ``Controls``; everything offered is still read from ``legal_actions``:

* the draft: a card type (a button or its row on the board), then one of its actions;
* a sealed round (public, one shared prompt in pass-and-play, like a challenge):
  each victim of a Mega Joker or Wild Jack blocking for itself, the others claiming a
  King after a Reluctant King, claiming a Jack for a grave, paying for a Teamwork
  Joker;
* a question to one seat (behind its pass gate in pass-and-play): an Extortion
  Joker's pay or lose, a Friendly Jack's tie, an Expensive Ace's draw or stop;
* the Survivor Queen in the loss prompt (name the card set aside as the Queen: a
  claim others may challenge), the Swap Ace's two cards (to the stock, to the
  player), the Fancy King's second action;
* a claim by a seat carrying a Marker Jack's marker says which card it is made with:
  the marked one (its toll paid first) or the other, never silently.
"""

from __future__ import annotations

from typing import Any

from game.core import move
from game.notcoup.cards import TITLES, rank, with_article
from game.notcoup.narrate import and_list, or_list, short_title
from game.notcoup.notation import GIVE, format, marked, parse
from scenes.tables.controls_base import STRIP

CARD_KEYS = {"king": "k", "queen": "q", "jack": "j", "ace": "a", "joker": "x"}


def plain(action: str) -> str:
    """An action without its "marked" word."""
    return format(parse(action).plain)


def seat_of(action: str) -> int | None:
    """The seat an action names (its last number), if any."""
    return parse(action).seat


class TransformerControls:
    """Prompts for the Transformer's parts (see the module notes)."""

    step: tuple | None = None   # a sub-step of the moment: ("card", type) in the draft,
    #                             ("marked", action), ("survive",), ("give", stock index)

    # ----- the marker --------------------------------------------------------------------
    def marker_owner(self, obs: dict, seat: int) -> str | None:
        """Who put a marker on one of ``seat``'s cards (None: none)."""
        for m in obs.get("front") or []:
            if m["kind"] == "mark" and m["seat"] == seat:
                return self.table.seat_name(m["by"])
        return None

    def claim_or_ask(self, action: str) -> None:
        """Send a claim, or, where the seat's card carries a marker and the claim may be
        made with it, ask with which card first."""
        legal = list(self.key[3])
        if marked(action) in legal:
            self.step = ("marked", action)
            self._rebuild()
            return
        self.send(action)

    def _build_marked(self, seat: int, obs: dict, legal: list[str], action: str) -> None:
        owner = self.marker_owner(obs, seat) or "its owner"
        m = move(action)
        card = TITLES.get(m.args[0] if m.verb == "claim" else m.arg, "card")
        self.prompt = (f"Claim {with_article(card)} with which card? {owner}'s marker lies "
                       "on one of yours.")
        x = STRIP.x + 16
        if action in legal:
            x = self._add("unmarked", x, 230, "My other card", lambda: self.send(action),
                          "no toll · O", "o", primary=True)
        x = self._add("marked", x, 260, "My marked card",
                      lambda: self.send(marked(action)),
                      f"pay {obs['toll']} to {owner} first · M",
                      "m", primary=action not in legal)
        self._add("back", x, 110, "Back", self.back, "Backspace", size=18)

    def marked_buttons(self, x: float, obs: dict, seat: int, legal: list[str],
                       action: str, text: str, key: str, hint: str = "claim") -> float:
        """A claim's button and, where the marked card may make it, a second button for
        that (a round or a counter offers both at once)."""
        owner = self.marker_owner(obs, seat) or "its owner"
        if action in legal:
            x = self._add(action, x, 180, text, lambda: self.send(action),
                          f"{hint} · {key.upper()}", key, primary=True)
        if marked(action) in legal:
            # the plain form's letter, or where it has one a letter no button has yet
            mk = key if action not in legal else next(c for c in "mnbv" if c not in self.keys)
            x = self._add(marked(action), x, 220, f"{text} (marked)",
                          lambda: self.send(marked(action)),
                          f"pay {obs['toll']} to {owner} · {mk.upper()}", mk,
                          primary=True)
        return x

    def sheltered(self, obs: dict, seat: int) -> str:
        """Who the engine left out of the targets behind a Wall or an alliance, in a few
        words ("" when none): the points in front say why."""
        out = set(self.targets()) | {seat}
        walls, allies = [], []
        for m in obs.get("front") or []:
            s = m["seat"]
            if s in out or obs["out"][s]:
                continue
            if m["kind"] == "wall":
                walls.append(self.table.seat_name(s))
            elif m["kind"] == "alliance" and m.get("with") == seat:
                allies.append(self.table.seat_name(s))
        bits = []
        if walls:
            bits.append(f"{and_list(walls)}: behind a Wall")
        if allies:
            bits.append(f"{and_list(allies)}: your ally")
        return "; ".join(bits)

    # ----- the draft ---------------------------------------------------------------------
    def draft_card(self) -> str | None:
        """The card type the human drafter picked (None: none yet, or not drafting)."""
        if self.step and self.step[0] == "card" and not self.waiting:
            return self.step[1]
        return None

    def draft_cards(self) -> list[str]:
        """The card types the human drafter may pick now."""
        if self.waiting or self.key[2] != "draft" or self.draft_card() is not None:
            return []
        return list(dict.fromkeys(move(a).args[0] for a in self.key[3]))

    def focused_choice(self) -> str | None:
        """The draft choice whose button has the focus or the mouse (lit on the board)."""
        lit = [(name, b) for name, b in self.buttons.items() if name.startswith("set ")]
        first = [n for n, b in lit if b.hover] + [n for n, b in lit if b.focused]
        return parse(first[0]).args[-1] if first else None  # the mouse's, else the focus

    def pick_draft(self, what: tuple[str, str]) -> bool:
        """A click on the draft board: a card type's row, or one of its choices."""
        if self.waiting or self.key[2] != "draft":
            return False
        kind, value = what
        if kind == "card" and value in self.draft_cards():
            self.step = ("card", value)
            self._rebuild()
            return True
        card = self.draft_card()
        if kind == "alt" and card is not None and f"set {card} {value}" in self.key[3]:
            self.send(f"set {card} {value}")
            return True
        return False

    def _build_draft(self, seat: int, obs: dict, legal: list[str]) -> None:
        card = self.draft_card()
        x = STRIP.x + 16
        if card is None:
            self.prompt = "The draft: pick a card, then its action for the whole game."
            for c in self.draft_cards():
                n = len([a for a in legal if move(a).args[0] == c])
                k = CARD_KEYS[c]
                x = self._add(f"card {c}", x, 150, TITLES[c],
                              lambda c=c: self.pick_draft(("card", c)),
                              f"{n} ways · {k.upper()}", k, primary=True)
            return
        rows = (obs.get("transformer") or {}).get("choices", {}).get(card, [])
        self.prompt = f"The {TITLES[card]}'s action for the whole game: pick one."
        titles = [short_title(card, a, t) for a, t, _ in rows]
        hints = [str(i + 1) for i in range(len(rows))]
        widths = self._widths(titles + ["Back"], 16, hints + ["Backspace"], 20)
        for i, ((alt, _title, _row), w) in enumerate(zip(rows, widths, strict=False)):
            action = f"set {card} {alt}"
            x = self._add(action, x, w, titles[i], lambda a=action: self.send(a),
                          hints[i], str(i + 1), primary=alt != "original",
                          enabled=action in legal, size=16, fit=False)
        self._add("back", x, widths[-1], "Back", self.back, "Backspace", size=16, fit=False)

    # ----- sealed rounds (public) -----------------------------------------------------------
    def _build_round(self, seat: int, obs: dict, legal: list[str]) -> None:
        t = self.table
        rnd = obs.get("round") or {}
        chain = obs.get("chain") or {}
        kind = rnd.get("kind")
        actor = t.seat_name(chain["actor"]) if chain.get("actor") is not None else "?"
        act = (obs["actions"].get(chain.get("action"), {}) or {}).get("title", "")
        x = STRIP.x + 16
        if kind == "counter":
            cards = [move(a).arg for a in rnd.get("offer", [])]
            words = or_list([with_article(TITLES[c]) for c in cards])
            self.prompt = f"{actor}'s {act}: block it for yourself with {words}?"
            for c in cards:
                x = self.marked_buttons(x, obs, seat, legal, f"counter {c}",
                                        f"Block: {TITLES[c]}", CARD_KEYS[c])
            self._add("pass", x, 160, "Pass", lambda: self.send("pass"), "let it happen · P",
                      "p")
            return
        if kind == "pay":
            target = t.seat_name(chain["target"]) if chain.get("target") is not None else "?"
            price = (obs.get("round") or {}).get("amount")
            self.prompt = f"{actor}'s {act}: pay {price} to make it land on {target}?"
            x = self._add("pay", x, 200, f"Pay {price}", lambda: self.send("pay"),
                          f"{target} loses a card · Y", "y", primary=True,
                          enabled="pay" in legal)
            self._add("pass", x, 160, "Pass", lambda: self.send("pass"), "let it fail · P",
                      "p")
            return
        card = "king" if kind == "king" else "jack"
        if kind == "king":
            self.prompt = f"{actor}'s {act}: claim a King too? Each claim may be challenged."
            hint_who = f"{actor} gives you 1"
        else:
            out = [t.seat_name(s) for s in getattr(t, "grave_seats", [])]
            whose = f"{and_list(out)}'s" if out else "the"
            pts = obs.get("graves") or 0
            self.prompt = (f"Graverobber: claim a Jack for {whose} {pts} point"
                           f"{'' if pts == 1 else 's'}? Those left standing share them.")
            hint_who = "share the grave"
        x = self.marked_buttons(x, obs, seat, legal, f"claim {card}",
                                f"Claim {TITLES[card]}", CARD_KEYS[card], hint_who)
        self._add("pass", x, 160, "Pass", lambda: self.send("pass"), "no claim · P", "p")

    # ----- a question to one seat -------------------------------------------------------------
    def _build_choose(self, seat: int, obs: dict, legal: list[str]) -> None:
        t = self.table
        choice = obs.get("choice") or {}
        chain = obs.get("chain") or {}
        kind = choice.get("kind")
        actor = t.seat_name(chain["actor"]) if chain.get("actor") is not None else "?"
        act = (obs["actions"].get(chain.get("action"), {}) or {}).get("title", "")
        x = STRIP.x + 16
        if kind == "extort":
            price = choice.get("amount")
            self.prompt = f"{actor}'s {act}: pay {actor} {price} points, or lose a card?"
            x = self._add("pay", x, 220, f"Pay {price}", lambda: self.send("pay"),
                          f"to {actor}, keep your cards · Y", "y", primary=True,
                          enabled="pay" in legal)
            self._add("refuse", x, 220, "Lose a card", lambda: self.send("refuse"),
                      "you pick which · N", "n", enabled="refuse" in legal)
            return
        if kind == "share":
            seats = [seat_of(a) for a in legal]
            amount = choice.get("amount", 0)
            self.prompt = (f"{act}: {and_list([t.seat_name(s) for s in seats])} are the "
                           f"poorest. Who gets the {amount} point{'s' if amount != 1 else ''}?")
            for i, s in enumerate(seats):
                x = self._add(f"give {s}", x, 150, t.seat_name(s),
                              lambda s=s: self.send(f"give {s}"),
                              f"{obs['points'][s]} pts · {i + 1}", str(i + 1), primary=True)
            return
        if kind == "more":
            back = (chain.get("returns") or 0)
            self.prompt = (f"{act}: draw another card for 1 point, or stop and return "
                           f"{back}?")
            x = self._add("draw", x, 200, "Draw another", lambda: self.send("draw"),
                          "pay 1 · D", "d", primary=True, enabled="draw" in legal)
            self._add("stop", x, 200, "Stop", lambda: self.send("stop"),
                      f"return {back} · S", "s", enabled="stop" in legal)
            return
        self.prompt = "Choose:"
        for i, a in enumerate(legal):
            x = self._add(a, x, 150, a.capitalize(), lambda a=a: self.send(a), str(i + 1),
                          str(i + 1))

    def share_seats(self) -> list[int]:
        """The seats a Friendly Jack's tie may give to (lit for a click)."""
        if self.waiting or self.key[2] != "choose":
            return []
        return [s for s in (seat_of(a) for a in self.key[3] if parse(a).verb == GIVE)
                if s is not None]

    # ----- the Survivor Queen in the loss prompt ----------------------------------------------
    def survive_buttons(self, x: float, seat: int, obs: dict, legal: list[str]) -> float:
        if any(parse(a).verb == "survive" for a in legal):
            x = self._add("survive", x, 220, "Survivor Queen…", self.open_survive,
                          "set a card aside · S", "s", primary=True)
        return x

    def open_survive(self) -> None:
        self.step = ("survive",)
        self._rebuild()

    def _build_survive(self, seat: int, obs: dict, legal: list[str]) -> None:
        self.prompt = ("Survivor Queen, a claim others may challenge: which card do you set "
                       "aside as the Queen?")
        x = self._card_buttons(obs, legal, "survive", STRIP.x + 16, 200,
                               lambda r: f"Set aside: {TITLES[r]}",
                               lambda i: f"as my Queen · {i + 1}", primary="queen")
        self._add("back", x, 110, "Back", self.back, "Backspace", size=18)

    def _card_buttons(self, obs: dict, legal: list[str], verb: str, x: float, width: float,
                      label, hint, primary: str | None = None, card_keys: bool = False) -> float:
        """One button per different card in hand that ``verb`` may name (``verb king``);
        a number key picks by position in the hand (either key of a pair picks the kind),
        and with ``card_keys`` the card's letter too. Returns the next button's x."""
        done = set()
        for i, card in enumerate(self._hand(obs)):
            r = rank(card)
            if r in done or f"{verb} {r}" not in legal:
                continue
            done.add(r)
            x = self._add(f"{verb} {r}", x, width, label(r),
                          lambda r=r: self.send(f"{verb} {r}"), hint(i), str(i + 1),
                          primary=r == primary)
            if card_keys:
                self.keys.setdefault(CARD_KEYS[r], f"{verb} {r}")
        for i, card in enumerate(self._hand(obs)):
            self.keys.setdefault(str(i + 1), f"{verb} {rank(card)}")
        return x

    # ----- the Swap Ace's exchange ------------------------------------------------------------
    @staticmethod
    def is_swap(legal: list[str]) -> bool:
        return any(GIVE in (parse(a).verb, *parse(a).args) for a in legal)

    def _build_swap(self, seat: int, obs: dict, legal: list[str]) -> None:
        t = self.table
        chain = obs.get("chain") or {}
        target = t.seat_name(chain["target"]) if chain.get("target") is not None else "?"
        hand = self._hand(obs)
        stock = self.step[1] if self.step and self.step[0] == "give" else None
        needs_stock = any(parse(a).verb == "return" for a in legal)
        x = STRIP.x + 16
        if needs_stock and stock is None:
            self.prompt = (f"Swap Ace: pick the card to return to the stock (then the one to "
                           f"give {target}).")
            for i, card in enumerate(hand):
                x = self._add(f"card {i}", x, 136, TITLES[rank(card)],
                              lambda i=i: self.pick_card(i), f"to the stock · {i + 1}",
                              str(i + 1))
            return
        self.prompt = f"Swap Ace: pick the card to give {target}."
        if stock is not None:
            self.prompt = (f"Swap Ace: {TITLES[rank(hand[stock])]} goes back to the stock; "
                           f"pick the card to give {target}.")
        for i, card in enumerate(hand):
            if i == stock:
                continue
            x = self._add(f"card {i}", x, 136, TITLES[rank(card)],
                          lambda i=i: self.pick_card(i), f"give {target} · {i + 1}",
                          str(i + 1), primary=True)
        if stock is not None:
            self._add("back", x, 110, "Back", self.back, "Backspace", size=18)

    def swap_pick(self, index: int, hand: list[str]) -> bool:
        """A card picked in the Swap Ace's exchange: first the one to the stock, then the
        one to the player."""
        legal = list(self.key[3])
        stock = self.step[1] if self.step and self.step[0] == "give" else None
        if any(parse(a).verb == "return" for a in legal) and stock is None:
            self.step = ("give", index)
            self._rebuild()
            return True
        if index == stock:
            return False
        give = rank(hand[index])
        action = f"give {give}" if stock is None else \
            f"return {rank(hand[stock])} give {give}"
        if action in legal:
            self.send(action)
            return True
        return False

    def hint_line(self, obs: dict) -> str:
        """The Fancy King's second action, said in the turn's prompt ("": none)."""
        if not obs.get("extra_turn"):
            return ""
        fancy = next((s["title"] for s in obs["actions"].values()
                      if s.get("effect") == "fancy"), "Fancy King")
        return f"Your second action ({fancy}): any action but the {fancy}."

    @staticmethod
    def turn_specs(specs: dict[str, Any]) -> dict[str, Any]:
        """The action table's rows a turn may take (reactions stay off the bar: a
        Survivor Queen or a Graverobber Jack answers when its moment comes)."""
        return {n: s for n, s in specs.items() if s.get("on_turn", True)}
