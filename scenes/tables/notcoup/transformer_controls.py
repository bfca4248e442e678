"""The NotCoup table's controls for the Transformer's moments.

Held by ``Controls`` while the Transformer is played; everything offered is still read
from ``legal_actions``:

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


def is_swap(legal: list[str]) -> bool:
    """Whether an exchange is a Swap Ace's (a card given to the player)."""
    return any(GIVE in (parse(a).verb, *parse(a).args) for a in legal)


def hint_line(obs: dict) -> str:
    """The Fancy King's second action, said in the turn's prompt ("": none)."""
    if not obs.get("extra_turn"):
        return ""
    fancy = next((s["title"] for s in obs["actions"].values()
                  if s.get("effect") == "fancy"), "Fancy King")
    return f"Your second action ({fancy}): any action but the {fancy}."


def turn_specs(specs: dict[str, Any]) -> dict[str, Any]:
    """The action table's rows a turn may take (reactions stay off the bar: a
    Survivor Queen or a Graverobber Jack answers when its moment comes)."""
    return {n: s for n, s in specs.items() if s.get("on_turn", True)}


class TransformerControls:
    """Prompts for the Transformer's parts (see the module notes): held by ``Controls``
    as its ``tf`` while the Transformer is played."""

    def __init__(self, controls: Any) -> None:
        self.c = controls
        self.table = controls.table

    # ----- the marker --------------------------------------------------------------------
    def build_marked(self, seat: int, obs: dict, legal: list[str], action: str) -> None:
        owner = self.c.marker_owner(obs, seat) or "its owner"
        m = move(action)
        card = TITLES.get(m.args[0] if m.verb == "claim" else m.arg, "card")
        self.c.prompt = (f"Claim {with_article(card)} with which card? {owner}'s marker lies "
                         "on one of yours.")
        x = STRIP.x + 16
        if action in legal:
            x = self.c._add("unmarked", x, 230, "My other card", lambda: self.c.send(action),
                            "no toll · O", "o", primary=True)
        x = self.c._add("marked", x, 260, "My marked card",
                        lambda: self.c.send(marked(action)),
                        f"pay {obs['toll']} to {owner} first · M",
                        "m", primary=action not in legal)
        self.c._add("back", x, 110, "Back", self.c.back, "Backspace", size=18)

    def sheltered(self, obs: dict, seat: int) -> str:
        """Who the engine left out of the targets behind a Wall or an alliance, in a few
        words ("" when none): the points in front say why."""
        out = set(self.c.targets()) | {seat}
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
        if self.c.step and self.c.step[0] == "card" and not self.c.waiting:
            return self.c.step[1]
        return None

    def draft_cards(self) -> list[str]:
        """The card types the human drafter may pick now."""
        if self.c.waiting or self.c.key[2] != "draft" or self.draft_card() is not None:
            return []
        return list(dict.fromkeys(move(a).args[0] for a in self.c.key[3]))

    def focused_choice(self) -> str | None:
        """The draft choice whose button has the focus or the mouse (lit on the board)."""
        lit = [(name, b) for name, b in self.c.buttons.items() if name.startswith("set ")]
        first = [n for n, b in lit if b.hover] + [n for n, b in lit if b.focused]
        return parse(first[0]).args[-1] if first else None  # the mouse's, else the focus

    def pick_draft(self, what: tuple[str, str]) -> bool:
        """A click on the draft board: a card type's row, or one of its choices."""
        if self.c.waiting or self.c.key[2] != "draft":
            return False
        kind, value = what
        if kind == "card" and value in self.draft_cards():
            self.c.step = ("card", value)
            self.c._rebuild()
            return True
        card = self.draft_card()
        if kind == "alt" and card is not None and f"set {card} {value}" in self.c.key[3]:
            self.c.send(f"set {card} {value}")
            return True
        return False

    def build_draft(self, seat: int, obs: dict, legal: list[str]) -> None:
        card = self.draft_card()
        x = STRIP.x + 16
        if card is None:
            self.c.prompt = "The draft: pick a card, then its action for the whole game."
            for c in self.draft_cards():
                n = len([a for a in legal if move(a).args[0] == c])
                k = CARD_KEYS[c]
                x = self.c._add(f"card {c}", x, 150, TITLES[c],
                                lambda c=c: self.pick_draft(("card", c)),
                                f"{n} ways · {k.upper()}", k, primary=True)
            return
        rows = (obs.get("transformer") or {}).get("choices", {}).get(card, [])
        self.c.prompt = f"The {TITLES[card]}'s action for the whole game: pick one."
        titles = [short_title(card, a, t) for a, t, _ in rows]
        hints = [str(i + 1) for i in range(len(rows))]
        widths = self.c._widths(titles + ["Back"], 16, hints + ["Backspace"], 20)
        for i, ((alt, _title, _row), w) in enumerate(zip(rows, widths, strict=False)):
            action = f"set {card} {alt}"
            x = self.c._add(action, x, w, titles[i], lambda a=action: self.c.send(a),
                            hints[i], str(i + 1), primary=alt != "original",
                            enabled=action in legal, size=16, fit=False)
        self.c._add("back", x, widths[-1], "Back", self.c.back, "Backspace", size=16, fit=False)

    # ----- sealed rounds (public) -----------------------------------------------------------
    def build_round(self, seat: int, obs: dict, legal: list[str]) -> None:
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
            self.c.prompt = f"{actor}'s {act}: block it for yourself with {words}?"
            for c in cards:
                x = self.c.marked_buttons(x, obs, seat, legal, f"counter {c}",
                                          f"Block: {TITLES[c]}", CARD_KEYS[c])
            self.c._add("pass", x, 160, "Pass", lambda: self.c.send("pass"), "let it happen · P",
                        "p")
            return
        if kind == "pay":
            target = t.seat_name(chain["target"]) if chain.get("target") is not None else "?"
            price = (obs.get("round") or {}).get("amount")
            self.c.prompt = f"{actor}'s {act}: pay {price} to make it land on {target}?"
            x = self.c._add("pay", x, 200, f"Pay {price}", lambda: self.c.send("pay"),
                            f"{target} loses a card · Y", "y", primary=True,
                            enabled="pay" in legal)
            self.c._add("pass", x, 160, "Pass", lambda: self.c.send("pass"), "let it fail · P",
                        "p")
            return
        card = "king" if kind == "king" else "jack"
        if kind == "king":
            self.c.prompt = f"{actor}'s {act}: claim a King too? Each claim may be challenged."
            hint_who = f"{actor} gives you 1"
        else:
            out = [t.seat_name(s) for s in t.anim_state.tf.grave_seats]
            whose = f"{and_list(out)}'s" if out else "the"
            pts = obs.get("graves") or 0
            self.c.prompt = (f"Graverobber: claim a Jack for {whose} {pts} point"
                             f"{'' if pts == 1 else 's'}? Those left standing share them.")
            hint_who = "share the grave"
        x = self.c.marked_buttons(x, obs, seat, legal, f"claim {card}",
                                  f"Claim {TITLES[card]}", CARD_KEYS[card], hint_who)
        self.c._add("pass", x, 160, "Pass", lambda: self.c.send("pass"), "no claim · P", "p")

    # ----- a question to one seat -------------------------------------------------------------
    def build_choose(self, seat: int, obs: dict, legal: list[str]) -> None:
        t = self.table
        choice = obs.get("choice") or {}
        chain = obs.get("chain") or {}
        kind = choice.get("kind")
        actor = t.seat_name(chain["actor"]) if chain.get("actor") is not None else "?"
        act = (obs["actions"].get(chain.get("action"), {}) or {}).get("title", "")
        x = STRIP.x + 16
        if kind == "extort":
            price = choice.get("amount")
            self.c.prompt = f"{actor}'s {act}: pay {actor} {price} points, or lose a card?"
            x = self.c._add("pay", x, 220, f"Pay {price}", lambda: self.c.send("pay"),
                            f"to {actor}, keep your cards · Y", "y", primary=True,
                            enabled="pay" in legal)
            self.c._add("refuse", x, 220, "Lose a card", lambda: self.c.send("refuse"),
                        "you pick which · N", "n", enabled="refuse" in legal)
            return
        if kind == "share":
            seats = [seat_of(a) for a in legal]
            amount = choice.get("amount", 0)
            self.c.prompt = (f"{act}: {and_list([t.seat_name(s) for s in seats])} are the "
                             f"poorest. Who gets the {amount} point{'s' if amount != 1 else ''}?")
            for i, s in enumerate(seats):
                x = self.c._add(f"give {s}", x, 150, t.seat_name(s),
                                lambda s=s: self.c.send(f"give {s}"),
                                f"{obs['points'][s]} pts · {i + 1}", str(i + 1), primary=True)
            return
        if kind == "more":
            back = (chain.get("returns") or 0)
            self.c.prompt = (f"{act}: draw another card for 1 point, or stop and return "
                             f"{back}?")
            x = self.c._add("draw", x, 200, "Draw another", lambda: self.c.send("draw"),
                            "pay 1 · D", "d", primary=True, enabled="draw" in legal)
            self.c._add("stop", x, 200, "Stop", lambda: self.c.send("stop"),
                        f"return {back} · S", "s", enabled="stop" in legal)
            return
        self.c.prompt = "Choose:"
        for i, a in enumerate(legal):
            x = self.c._add(a, x, 150, a.capitalize(), lambda a=a: self.c.send(a), str(i + 1),
                            str(i + 1))

    def share_seats(self) -> list[int]:
        """The seats a Friendly Jack's tie may give to (lit for a click)."""
        if self.c.waiting or self.c.key[2] != "choose":
            return []
        return [s for s in (seat_of(a) for a in self.c.key[3] if parse(a).verb == GIVE)
                if s is not None]

    # ----- the Survivor Queen in the loss prompt ----------------------------------------------
    def survive_buttons(self, x: float, seat: int, obs: dict, legal: list[str]) -> float:
        if any(parse(a).verb == "survive" for a in legal):
            x = self.c._add("survive", x, 220, "Survivor Queen…", self.open_survive,
                            "set a card aside · S", "s", primary=True)
        return x

    def open_survive(self) -> None:
        self.c.step = ("survive",)
        self.c._rebuild()

    def build_survive(self, seat: int, obs: dict, legal: list[str]) -> None:
        self.c.prompt = ("Survivor Queen, a claim others may challenge: which card do you set "
                         "aside as the Queen?")
        x = self.c._card_buttons(obs, legal, "survive", STRIP.x + 16, 200,
                                 lambda r: f"Set aside: {TITLES[r]}",
                                 lambda i: f"as my Queen · {i + 1}", primary="queen")
        self.c._add("back", x, 110, "Back", self.c.back, "Backspace", size=18)

    # ----- the Swap Ace's exchange ------------------------------------------------------------
    def build_swap(self, seat: int, obs: dict, legal: list[str]) -> None:
        t = self.table
        chain = obs.get("chain") or {}
        target = t.seat_name(chain["target"]) if chain.get("target") is not None else "?"
        hand = self.c._hand(obs)
        stock = self.c.step[1] if self.c.step and self.c.step[0] == "give" else None
        needs_stock = any(parse(a).verb == "return" for a in legal)
        x = STRIP.x + 16
        if needs_stock and stock is None:
            self.c.prompt = (f"Swap Ace: pick the card to return to the stock (then the one to "
                             f"give {target}).")
            for i, card in enumerate(hand):
                x = self.c._add(f"card {i}", x, 136, TITLES[rank(card)],
                                lambda i=i: self.c.pick_card(i), f"to the stock · {i + 1}",
                                str(i + 1))
            return
        self.c.prompt = f"Swap Ace: pick the card to give {target}."
        if stock is not None:
            self.c.prompt = (f"Swap Ace: {TITLES[rank(hand[stock])]} goes back to the stock; "
                             f"pick the card to give {target}.")
        for i, card in enumerate(hand):
            if i == stock:
                continue
            x = self.c._add(f"card {i}", x, 136, TITLES[rank(card)],
                            lambda i=i: self.c.pick_card(i), f"give {target} · {i + 1}",
                            str(i + 1), primary=True)
        if stock is not None:
            self.c._add("back", x, 110, "Back", self.c.back, "Backspace", size=18)

    def swap_pick(self, index: int, hand: list[str]) -> bool:
        """A card picked in the Swap Ace's exchange: first the one to the stock, then the
        one to the player."""
        legal = list(self.c.key[3])
        stock = self.c.step[1] if self.c.step and self.c.step[0] == "give" else None
        if any(parse(a).verb == "return" for a in legal) and stock is None:
            self.c.step = ("give", index)
            self.c._rebuild()
            return True
        if index == stock:
            return False
        give = rank(hand[index])
        action = f"give {give}" if stock is None else \
            f"return {rank(hand[stock])} give {give}"
        if action in legal:
            self.c.send(action)
            return True
        return False
