"""The NotCoup table's controls: the action bar and the reaction prompts.

Everything offered comes from ``legal_actions`` of the human at the screen, read
through ``core.move``: the turn's actions (claims marked as claims; a claim and a
bluff look the same), a target chosen among the legal ones only (a button per
seat, or a click on a lit seat), and the prompts of the chain: challenge or pass,
counter or pass, reveal or admit, which card to lose, which cards to return.

In pass-and-play a challenge or counter window is public: the table asks every
human in it in turn at one shared prompt (``TableBase.public_answerer``), with
the public observation only. An optional response timer (``Settings.response_timer``
seconds, T at the table) answers a challenge or counter prompt with the window's
default ("pass") when it runs out. Every key not listed here does nothing.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import move, moves
from game.notcoup.cards import RANKS, TITLES, rank, rank_key, with_article
from game.notcoup.narrate import purpose, team_name
from game.notcoup.notation import parse
from scenes.tables.controls_base import ROW_H, ROW_Y, STRIP, TableControls
from scenes.tables.drawing import clip_text
from scenes.tables.notcoup.transformer_controls import TransformerControls, plain, seat_of
from scenes.widgets import Button

#: a letter per turn action (X for the Joker, as in the notation); an action not listed
#: gets the first free letter of its title (``action_keys``)
ACTION_KEYS = {"income": "i", "more-income": "m", "fu": "f", "king": "k", "queen": "q",
               "jack": "j", "ace": "a", "joker": "x", "redraw": "d", "steal": "s",
               "switch": "w"}
#: letters the table itself answers (timer, log, fast-forward): never an action's key
TABLE_KEYS = frozenset("tlf")
CARD_KEYS = {"king": "k", "queen": "q", "jack": "j", "ace": "a", "joker": "x"}
TIMER_CHOICES = (0, 10, 20, 30)  # seconds a reaction prompt waits (0: no timer)


def action_keys(specs: dict[str, dict]) -> dict[str, str]:
    """A key letter for each action of the table in play: the fixed ones, and for any
    other the first letter of its title no other action or the table uses."""
    keys = {n: ACTION_KEYS[n] for n in specs if n in ACTION_KEYS}
    taken = set(keys.values()) | TABLE_KEYS
    for name, spec in specs.items():
        if name in keys:
            continue
        free = [c for c in spec["title"].lower() if c.isalpha() and c not in taken]
        if free:
            keys[name] = free[0]
            taken.add(free[0])
    return keys


GAP = 8  # between two buttons of the bar (a bar of eleven closes up a little)
#: the action bar's padding per hint level (``hint_levels``): tighter as hints shorten
HINT_PADS = (28, 22, 18)


def hint_levels(spec: dict, letter: str) -> tuple[str, str, str]:
    """An action button's hint line, fullest first: "claim · pay 3 · X", then
    "claim · -3 · X", then "-3 · X" (a claim's button is marked by its colour too). The
    bar takes the fullest that lets every title show whole."""
    card = spec.get("denies")
    said = "claim" if spec["claim"] else (f"no {TITLES.get(card, card)}" if card else "")
    cost = spec["cost"]
    gain = spec["gain"] if spec.get("effect") == "bank" else 0  # Steal takes the bank
    key = letter.upper() if letter else ""

    def join(*bits: str) -> str:
        return " · ".join(b for b in bits if b)
    return (join(said, f"pay {cost}" if cost else "", f"take {gain}" if gain else "", key),
            join(said, f"-{cost}" if cost else "", f"+{gain}" if gain else "", key),
            join(f"-{cost}" if cost else "", f"+{gain}" if gain else "", key))


def card_titles(specs: dict[str, dict], letters: dict[str, str]) -> tuple[list[str],
                                                                         list[str]]:
    """Titles and hints for a bar too full for whole titles: a claim whose title is
    longer than its card's name shows the card, and its hint the rest of the title."""
    titles, hints = [], []
    for name, spec in specs.items():
        card = spec.get("claim")
        title = spec["title"]
        short = hint_levels(spec, letters.get(name, ""))[2]
        if card and title != TITLES.get(card, title):
            word = TITLES[card]
            rest = title[:-len(word)].strip() if title.endswith(word) else title
            titles.append(word)
            hints.append(" · ".join(b for b in (rest, short) if b))
        else:
            titles.append(title)
            hints.append(short)
    return titles, hints


#: what a Transformer effect does to the seat it names, for the "whom?" prompt
EFFECT_TARGET_WORDS = {"alliance": "ally with", "marker": "mark a card of",
                       "slow": "light a fuse under", "extort": "extort",
                       "swap": "swap a card with", "share": "take points from"}


def short_hint(spec: dict, title: str, hint: str, letter: str, need: Any) -> str:
    """The tightest bar's hint: no wider than the title; a game action's gain is said
    where its title was cut to a word ("More" over "+2 · M")."""
    gain = spec.get("gain") if not spec.get("claim") and spec.get("effect") != "bank" else 0
    for h in ([f"+{gain} · {letter.upper()}"] if gain else []) + [hint, letter.upper()]:
        if need(title, h, 16) <= need(title, "", 16) or h == letter.upper():
            return h
    return letter.upper()


def target_words(spec: dict) -> str:
    """What a targeted action does to the seat it names, for the "whom?" prompt."""
    if spec.get("effect") == "switch":
        return "move to the other team"
    if spec.get("effect") in EFFECT_TARGET_WORDS:
        return EFFECT_TARGET_WORDS[spec["effect"]]
    if spec.get("gift"):
        return f"give {spec['gift']} to"
    if spec.get("steal"):
        return f"take {spec['steal']} points from"
    if spec.get("discard"):
        return "make lose a card"
    return "aim at"


def response_timer(settings: Any) -> int:
    try:
        v = int(getattr(settings, "response_timer", 0) or 0)
    except (TypeError, ValueError):
        return 0
    return v if v > 0 else 0


class Controls(TransformerControls, TableControls):
    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.prompt = ""
        self.buttons: dict[str, Button] = {}
        self.keys: dict[str, str] = {}        # a typed character -> a button's name
        self.mode: str | None = None          # a targeted action waiting for its target
        self.step: tuple | None = None        # a sub-step (TransformerControls.step)
        self.gap = GAP
        self.picks: tuple[int, ...] = ()      # exchange: indices of the hand chosen
        self.deadline: float | None = None    # the response timer's end (table clock)
        self.default: str | None = None       # what the timer answers
        self._moment: tuple | None = None     # (seat, phase, legal, actions so far)

    # ----- what the human at the screen may do ------------------------------------------
    def situation(self) -> tuple:
        t = self.table
        seat = t.human_to_act()
        if seat is None:
            return ("wait", t.thinking_seat, t.busy(), t.curtain)
        g = t.game
        public = t.private_seat != seat
        # checked every frame: the engine's window names the stage without building a
        # whole observation (that waits for _build)
        stage = (g.window(seat) or {}).get("stage")
        legal = tuple(g.legal_actions(seat))
        scale = getattr(getattr(t.app, "painter", None), "scale", 1.0)
        return ("act", seat, stage, legal, self.mode, self.picks, public,
                len(g.history), scale, self.step)

    def reset(self) -> None:
        super().reset()
        self.mode, self.picks, self.step = None, (), None
        self._moment = None

    def _new_situation(self, key: tuple) -> tuple:
        moment = (key[1], key[2], key[3], key[7]) if key[0] == "act" else None
        if moment is not None and moment == self._moment:
            return key  # the same moment: a mode or a pick changed
        self._moment = moment
        self.mode, self.picks, self.step = None, (), None
        self.deadline = None
        return self.situation()

    def observation(self) -> dict:
        t = self.table
        seat = self.key[1]
        return t.game.public_observation() if self.key[6] else t.game.observation(seat)

    def _build(self, key: tuple) -> None:
        self.form.clear()
        self.buttons, self.keys = {}, {}
        self.gap = GAP
        if key[0] == "wait":
            self.prompt = ""
            self.deadline = None
            return
        _, seat, phase, legal, mode, picks, public = key[:7]
        obs = self.observation()
        build = {"turn": self._build_turn, "challenge": self._build_challenge,
                 "counter": self._build_counter, "prove": self._build_prove,
                 "lose": self._build_lose, "exchange": self._build_exchange,
                 "draft": self._build_draft, "round": self._build_round,
                 "choose": self._build_choose}.get(phase)
        if self.step and self.step[0] == "marked":
            build = lambda s, o, lg: self._build_marked(s, o, lg, self.step[1])  # noqa: E731
        elif self.step and self.step[0] == "survive":
            build = self._build_survive
        elif phase == "exchange" and self.is_swap(list(legal)):
            build = self._build_swap
        if build is not None:
            build(seat, obs, list(legal))
        if public and self.table.multi_human:
            self.prompt = f"{self.table.seat_name(seat)}: {self.prompt}"
        if phase in ("challenge", "counter", "round") and self.deadline is None:
            self.retime()
        self.form.focus_first()

    def retime(self) -> None:
        """Start (or stop) the response timer on the prompt open now, from the setting as
        it is: T changed at the table applies to the question already asked."""
        key = self.key
        if key is None or key[0] != "act" or key[2] not in ("challenge", "counter", "round"):
            return
        secs = response_timer(getattr(self.table.app, "settings", None))
        w = self.table.game.window(key[1]) or {}
        self.default = w.get("default")
        self.deadline = self.table.clock + secs if secs and self.default in key[3] else None

    def _add(self, name: str, x: float, w: float, text: str, fn, hint: str = "",
             key: str | None = None, primary: bool = False, enabled: bool = True,
             size: int = 18, fit: bool = True) -> float:
        if fit:  # wide enough for its text and hint: the key letter must show
            w = max(w, self._need(text, hint, size))
        # the free choice (let it stand) is the only one a prompt may open on, and the only
        # one Space or Enter press where the program put the focus. Not Back: a Space
        # tapped on through an animation undid the player's chosen action (seen under Xvfb)
        b = Button((x, ROW_Y, w, ROW_H), text, fn, primary=primary, size=size,
                   enabled=enabled, hint=hint, safe=name == "pass")
        b.why_off = lambda: self.why_off(name)
        self.buttons[name] = b
        self.form.add(b)
        if key:
            self.keys[key] = name
        return x + w + self.gap

    # ----- the turn -----------------------------------------------------------------------
    def _build_turn(self, seat: int, obs: dict, legal: list[str]) -> None:
        specs = self.turn_specs(obs["actions"])
        if self.mode is not None:
            self._build_targets(seat, obs, legal, self.mode)
            return
        if obs["forced"][seat]:
            fu = specs["fu"]["title"]
            self.prompt = f"{obs['points'][seat]} points: you must take {fu} (pick a target)."
        else:
            self.prompt = self.hint_line(obs) or (
                "Your turn: take an action. A claim says you hold that card; anyone may "
                "challenge it.")
        x = STRIP.x + 16
        letters = action_keys(specs)
        titles = [spec["title"] for spec in specs.values()]
        every = [hint_levels(spec, letters.get(name, "")) for name, spec in specs.items()]
        # the fullest hints that let every title show whole (variants add buttons)
        for level, pad in enumerate(HINT_PADS):
            hints = [h[level] for h in every]
            if self._fits(titles, 16, hints, pad):
                break
        else:
            # still too long (the Transformer's titles): a claim's button names its
            # card, and its hint the card's action ("Joker" over "Slow · -3 · X"); at the
            # last, the hints the shortest (the legend names each card's action)
            titles, hints = card_titles(specs, letters)
            if not self._fits(titles, 16, hints, pad):
                # a bar of eleven at a small window: a hint no wider than its title (the
                # key letter alone where the cost would widen the button)
                self.gap = GAP - 4
                titles = [t if specs[n]["claim"] else t.split(" ")[0]  # "More Income"
                          for t, n in zip(titles, specs, strict=True)]
                hints = [short_hint(specs[n], t, h[-1], letters.get(n, ""), self._need)
                         for t, h, n in zip(titles, every, specs, strict=True)]
        if level == len(HINT_PADS) - 1 and not obs["forced"][seat] \
                and not obs.get("extra_turn"):
            # the hints no longer say "claim": the prompt says how claims look
            self.prompt = ("Your turn: take an action. The gold buttons are claims; anyone "
                           "may challenge a claim.")
        widths = self._widths(titles, 16, hints, pad)
        for (name, spec), w, hint, title in zip(specs.items(), widths, hints, titles,
                                                strict=True):
            ok = self._legal_for(name, spec, legal)
            claims = bool(spec["claim"] or spec.get("denies"))
            x = self._add(name, x, w, title, lambda n=name: self.choose(n),
                          hint, letters.get(name), primary=claims and ok,
                          enabled=ok, size=16, fit=False)

    def why_off(self, name: str) -> None:
        """A click or key on an action that is off: the engine's reason, in its words."""
        key = self.key
        if key is None or key[0] != "act":
            return
        seat = key[1]
        spec = (self.observation().get("actions") or {}).get(name)
        action = (f"claim {name}" if spec and spec.get("claim") else name) if spec else name
        if spec and spec.get("target"):
            others = [s for s in range(self.table.game.num_seats) if s != seat]
            action += f" {others[0]}" if others else ""
        try:
            why = self.table.game.explain_illegal(seat, action)
        except Exception:  # noqa: BLE001  a reason must never cost the game
            why = ""
        if why:
            self.table.say(why[0].upper() + why[1:])

    def _need(self, text: str, hint: str, size: int, pad: float = 28) -> float:
        """The width a button needs for its text and its hint line, as the window's
        text floor draws them."""
        p = getattr(self.table.app, "painter", None)
        if p is None:
            return 10.0 * max(len(text), len(hint)) + pad
        hint_w = p.text_size(hint, max(12, size - 7))[0] if hint else 0
        return max(p.text_size(text, size, True)[0], hint_w) + pad

    def _fits(self, titles: list[str], size: int, hints: list[str], pad: float) -> bool:
        """Whether buttons with these titles and hints fit the strip side by side."""
        room = STRIP.w - 32 - self.gap * (len(titles) - 1)
        return sum(self._need(t, h, size, pad) for t, h in zip(titles, hints, strict=True)
                   ) <= room

    def _widths(self, titles: list[str], size: int, hints: list[str] | None = None,
                pad: float = 28) -> list[float]:
        """Button widths sharing the strip: each button's own need (title and hint, as
        the window's text floor draws them) and an equal share of the room left."""
        hints = hints or [""] * len(titles)
        needs = [self._need(t, h, size, pad) for t, h in zip(titles, hints, strict=True)]
        total = STRIP.w - 32 - self.gap * (len(titles) - 1)
        extra = (total - sum(needs)) / max(1, len(titles))
        if extra >= 0:
            return [n + extra for n in needs]
        k = total / sum(needs)
        return [n * k for n in needs]

    @staticmethod
    def _legal_for(name: str, spec: dict, legal: list[str]) -> list[str]:
        """The legal forms of an action (a claim's "marked" forms included)."""
        if spec["claim"]:
            return [a for a in legal if move(a).verb == "claim" and move(a).arg == name]
        return [a for a in legal if move(a).verb == name]

    def choose(self, name: str) -> None:
        """An action button: sent at once, or, if it names a seat, ask which."""
        if self.key is None or self.key[0] != "act":
            return
        obs = self.observation()
        spec = obs["actions"][name]
        options = self._legal_for(name, spec, list(self.key[3]))
        if not options:
            return
        if spec["target"]:
            self.mode = name
            self._rebuild()  # with the targets
            return
        if spec["claim"]:
            self.claim_or_ask(plain(options[0]))  # with the marked card, or the other?
            return
        self.send(options[0])

    def targets(self) -> list[int]:
        """The seats the action being chosen may name (empty unless choosing); a
        Friendly Jack's tie lights the seats it may give to."""
        if self.key is None or self.key[0] != "act":
            return []
        if self.mode is None:
            return self.share_seats()
        obs = self.observation()
        spec = obs["actions"].get(self.mode)
        if spec is None:
            return []
        seats = [seat_of(a) for a in self._legal_for(self.mode, spec, list(self.key[3]))]
        return list(dict.fromkeys(s for s in seats if s is not None))

    def target_action(self, target: int) -> str | None:
        """The action naming ``target`` (its plain form: which card makes a claim is
        asked next, where a marker makes that a question)."""
        if self.mode is None or self.key is None:
            return None
        obs = self.observation()
        spec = obs["actions"][self.mode]
        for a in self._legal_for(self.mode, spec, list(self.key[3])):
            if seat_of(a) == target:
                return plain(a)
        return None

    def pick_seat(self, seat: int) -> bool:
        """A click on a seat while choosing a target (or a Friendly Jack's tie)."""
        if self.mode is None and seat in self.share_seats():
            self.send(f"give {seat}")
            return True
        a = self.target_action(seat)
        if a is None:
            return False
        if move(a).verb == "claim":
            self.claim_or_ask(a)
        else:
            self.send(a)
        return True

    def _build_targets(self, seat: int, obs: dict, legal: list[str], name: str) -> None:
        t = self.table
        spec = obs["actions"][name]
        what = target_words(spec)
        claim = " (a claim)" if spec["claim"] else ""
        how = "Click a lit seat or press its number."
        teams = obs.get("teams")
        if teams and any(teams[s] == teams[seat] and s != seat and s not in self.targets()
                         and not obs["out"][s] for s in range(len(teams))):
            # the engine left the team-mates out of the legal targets: say why (the
            # buttons' hints still show each seat's number)
            how = "Click a lit seat (team-mates are not lit)."
        sheltered = self.sheltered(obs, seat)
        if sheltered:  # a Wall or an alliance kept them out: say which
            how = f"Click a lit seat ({sheltered})."
        self.prompt = f"{spec['title']}{claim}: whom do you {what}? {how}"
        x = STRIP.x + 16
        for i, s in enumerate(self.targets()):
            what = f"{obs['points'][s]} pts"
            if spec.get("effect") == "switch" and teams:  # whom a Switch moves: their team
                what = f"now {team_name(teams[s])}"
            x = self._add(f"target {s}", x, 150, t.seat_name(s),
                          lambda s=s: self.pick_seat(s), f"{what} · {i + 1}", str(i + 1))
        if not obs["forced"][seat]:
            self._add("back", x, 110, "Back", self.back, "Backspace", size=18)

    def back(self) -> None:
        """One step back: out of a sub-step (the marked card, the Survivor, the draft's
        card type, the Swap Ace's first pick), else out of choosing a target."""
        if self.step is not None:
            self.step = None
        else:
            self.mode = None
        self._rebuild()

    def _rebuild(self) -> None:
        """The same moment, with a changed mode or pick: the widgets again, now."""
        self.key = self.situation()
        self._build(self.key)
        self.table.app.invalidate()

    # ----- the reactions ----------------------------------------------------------------------
    def _claim_words(self, obs: dict) -> tuple[str, str]:
        """(whose claim, which card) of the challenge window open now."""
        c = obs["chain"]["claim"]
        return self.table.seat_name(c["seat"]), TITLES[c["card"]]

    def _build_challenge(self, seat: int, obs: dict, legal: list[str]) -> None:
        who, card = self._claim_words(obs)
        chain = obs["chain"]
        if chain["claim"].get("denies"):
            self._build_denial_challenge(obs, legal, who, card)
            return
        if chain["claim"]["role"] == "counter":
            act = obs["actions"][chain["action"]]["title"]
            self.prompt = f"Challenge {who}'s {card}, blocking the {act}?"
        elif chain["claim"].get("marked"):  # only the marked card can prove it
            self.prompt = f"Challenge {who}'s {card}, claimed with the marked card?"
        else:
            self.prompt = f"Challenge {who}'s {card}?"
        x = STRIP.x + 16
        x = self._add("challenge", x, 200, "Challenge", lambda: self.send("challenge"),
                      f"{who} must show {with_article(card)} · C", "c", primary=True,
                      enabled="challenge" in legal)
        self._add("pass", x, 160, "Pass", lambda: self.send("pass"), "let it stand · P", "p",
                  enabled="pass" in legal)

    def _build_denial_challenge(self, obs: dict, legal: list[str], who: str,
                                card: str) -> None:
        """Heist's Steal says "I hold no King": the prompt says so, and a challenge wins
        if the stealer does hold one (the engine tells; no card is shown)."""
        chain = obs["chain"]
        spec = obs["actions"].get(chain["action"], {})
        aim = self.table.seat_name(chain["target"]) if chain["target"] is not None else None
        what = purpose(spec, aim)
        self.prompt = f"{who} claims to hold no {card}" + (f" {what}" if what else "") + \
            ": challenge?"
        x = STRIP.x + 16
        x = self._add("challenge", x, 200, "Challenge", lambda: self.send("challenge"),
                      f"right if {who} holds {with_article(card)} · C", "c", primary=True,
                      enabled="challenge" in legal)
        self._add("pass", x, 160, "Pass", lambda: self.send("pass"), "let it stand · P", "p",
                  enabled="pass" in legal)

    def _build_counter(self, seat: int, obs: dict, legal: list[str]) -> None:
        t = self.table
        chain = obs["chain"]
        who = t.seat_name(chain["actor"])
        act = obs["actions"][chain["action"]]["title"]
        cards = list(dict.fromkeys(m.arg for m in moves(legal, "counter")))
        words = " or ".join(with_article(TITLES[c]) for c in cards)
        self.prompt = f"Counter {who}'s {act} with {words}?"
        x = STRIP.x + 16
        for c in cards:
            k = CARD_KEYS.get(c, "")
            x = self.marked_buttons(x, obs, seat, legal, f"counter {c}", f"Block: {TITLES[c]}",
                                    k, f"claim {with_article(TITLES[c])}")
        self._add("pass", x, 160, "Pass", lambda: self.send("pass"), "let it happen · P", "p",
                  enabled="pass" in legal)

    def _build_prove(self, seat: int, obs: dict, legal: list[str]) -> None:
        t = self.table
        chain = obs["chain"]
        card = TITLES[chain["claim"]["card"]]
        who = t.seat_name(chain["challenger"]) if chain["challenger"] is not None else "?"
        self.prompt = (f"{who} challenges your {card}: show it (they lose a card), or admit "
                       "the bluff (you lose one).")
        reveal = [a for a in legal if move(a).verb == "reveal"]
        x = STRIP.x + 16
        x = self._add("reveal", x, 220, f"Reveal {with_article(card)}",
                      lambda: self.send(reveal[0]) if reveal else None,
                      "show it · R" if reveal else "you hold none", "r", primary=bool(reveal),
                      enabled=bool(reveal))
        self._add("admit", x, 180, "Admit", lambda: self.send("admit"), "lose a card · A", "a",
                  enabled="admit" in legal)

    def _hand(self, obs: dict) -> list[str]:
        return list(obs.get("hand") or [])

    def loss_words(self, seat: int, obs: dict) -> str:
        """Why ``seat`` owes a card now, in a few words (the engine names the cause)."""
        t = self.table
        cause = obs.get("loss_cause")
        chain = obs.get("chain") or {}
        claim = chain.get("claim") or {}
        actor = chain.get("actor")
        act = (obs["actions"].get(chain.get("action")) or {}).get("title", "action")
        if cause == "challenge" and claim:
            card = TITLES.get(claim.get("card"), "card")
            who, by = claim.get("seat"), chain.get("challenger")
            if claim.get("denies"):
                return "Your challenge failed" if seat == by else \
                    f"{t.seat_name(by)}'s challenge caught you"
            if seat == by:
                return f"You challenged {t.seat_name(who)}'s {card} and it was shown"
            return f"{t.seat_name(by)} challenged your {card}, not shown"
        if cause in ("fu", "strike") and actor is not None:
            return f"{t.seat_name(actor)}'s {act} strikes you"
        if cause == "fuse":
            return "The fuse under you burned down"
        return "You lose a card"

    def _build_lose(self, seat: int, obs: dict, legal: list[str]) -> None:
        self.prompt = (self.loss_words(seat, obs) + ": lose a card. Pick the one to turn face "
                       "up (click it or press its key).")
        x = self._card_buttons(obs, legal, "lose", STRIP.x + 16, 180,
                               lambda r: f"Lose {TITLES[r]}", lambda i: f"{i + 1}",
                               card_keys=True)
        if "buyout" in legal:  # the Buyout variant: pay instead of a card
            cost = obs.get("buyout")
            self.prompt = (self.loss_words(seat, obs) + ": turn a card face up, or buy out "
                           f"for {cost} points.")
            x = self._add("buyout", x, 200, "Buy out", lambda: self.send("buyout"),
                          f"pay {cost} points · B", "b")
        if any(parse(a).verb == "survive" for a in legal):  # the Survivor Queen
            self.prompt = (self.loss_words(seat, obs) + ": turn a card up, or claim a "
                           "Survivor Queen to set one aside.")
            self.survive_buttons(x, seat, obs, legal)

    def _build_exchange(self, seat: int, obs: dict, legal: list[str]) -> None:
        n = obs["chain"]["returns"]
        hand = self._hand(obs)
        chosen = len(self.picks)
        title = obs["actions"].get(obs["chain"]["action"], {}).get("title", "Ace")
        what = "card" if n == 1 else "cards"
        self.prompt = (f"{title}: pick {n} {what} to return to the stock ({chosen} of {n} "
                       "chosen); keep the rest.")
        x = STRIP.x + 16
        for i, card in enumerate(hand):
            on = i in self.picks
            x = self._add(f"card {i}", x, 136, ("✓ " if on else "") + TITLES[rank(card)],
                          lambda i=i: self.pick_card(i), f"{'return' if on else 'keep'} · {i + 1}",
                          str(i + 1), primary=on)
        action = self.exchange_action()
        self._add("return", x, 150, "Return", lambda: self.send(action) if action else None,
                  "Enter" if action else f"pick {n}", None, primary=True,
                  enabled=action is not None)

    def exchange_action(self) -> str | None:
        if self.key is None or self.key[0] != "act" or self.key[2] != "exchange":
            return None
        hand = self._hand(self.observation())
        ranks = sorted((rank(hand[i]) for i in self.picks if i < len(hand)), key=rank_key)
        action = " ".join(["return", *ranks])  # just "return" when nothing was drawn
        return action if action in self.key[3] else None

    def pick_card(self, index: int) -> bool:
        """A click (or key) on one of the viewer's own cards: lose it, or choose it to
        return."""
        if self.key is None or self.key[0] != "act":
            return False
        phase = self.key[2]
        hand = self._hand(self.observation())
        if not 0 <= index < len(hand):
            return False
        if phase == "lose":
            verb = "survive" if self.step == ("survive",) else "lose"
            self.send(f"{verb} {rank(hand[index])}")
            return True
        if phase == "exchange" and self.is_swap(list(self.key[3])):
            return self.swap_pick(index, hand)
        if phase == "exchange":
            n = self.observation()["chain"]["returns"]
            picks = list(self.picks)
            if index in picks:
                picks.remove(index)
            elif len(picks) < n:
                picks.append(index)
            else:
                picks = picks[1:] + [index]
            self.picks = tuple(sorted(picks))
            self._rebuild()
            return True
        return False

    def _sent(self) -> None:
        self.mode, self.picks, self.step = None, (), None
        self.deadline = None
        super()._sent()

    # ----- the response timer -------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.deadline is not None and not self.waiting and self.table.clock >= self.deadline:
            self.deadline = None
            if self.default:
                self.table.say(f"Time is up: {self.default}.")
                self.send(self.default)

    def seconds_left(self) -> int | None:
        if self.deadline is None or self.waiting:
            return None
        return max(0, int(self.deadline - self.table.clock + 0.999))

    # ----- input and drawing ------------------------------------------------------------
    def handle(self, event: Any) -> bool:
        if self.waiting:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE and (self.mode is not None or self.step)\
                    and "back" in self.buttons:
                self.back()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and "return" in self.buttons:
                self.buttons["return"].click()
                return True
            ch = (getattr(event, "unicode", "") or "").lower()
            name = self.keys.get(ch) if ch else None
            b = self.buttons.get(name) if name else None
            if b is not None:
                if b.enabled:
                    b.click()
                else:
                    self.why_off(name)
                return True
        return self.form.handle(event)

    def draw(self, p: Any) -> None:
        th = p.theme
        if self.waiting:
            p.text(clip_text(p, self._waiting_text(), STRIP.w - 40, 18),
                   (STRIP.x + 20, STRIP.centery), 18, th.text_dim, anchor="midleft")
            return
        left = self.seconds_left()
        room = STRIP.w - 32 - (150 if left is not None else 0)
        p.text(clip_text(p, self.prompt, room, 16), (STRIP.x + 16, STRIP.y + 8), 16, th.text)
        if left is not None:
            p.text(f"{self.default} in {left} s", (STRIP.right - 16, STRIP.y + 8), 16,
                   th.bad if left <= 3 else th.accent, True, "topright")
        self.form.draw(p)


__all__ = ["Controls", "RANKS", "TIMER_CHOICES", "response_timer"]
