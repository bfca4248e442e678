"""Public windows in pass-and-play: a decision no hand is needed for raises no gate.

When every human who must answer now is in a window the game marks ``public``
(NotCoup's challenge and counter windows), the table keeps the public view up and
asks them one after another at one shared prompt ("Bruno: Challenge Ada's King?",
then "Chiara: ..."). No private view is drawn meanwhile, and an answer stays
sealed: the next human sees only that the last one answered. Private choices (a
turn, a proof, a loss, an exchange) still go behind their seat's gate.
"""

from __future__ import annotations

import pygame

from game.notcoup.cards import deck
from scenes.gate import PassGate
from scenes.painter import Painter
from scenes.tables import table_class
from tests.table_driver import frame, init_display, make_table

HANDS = [["king-spades", "queen-hearts"], ["jack-clubs", "ace-hearts"],
         ["queen-spades", "joker-1"]]


def stacked(extra=None):
    used = {c for h in HANDS for c in h}
    st = {"hands": [list(h) for h in HANDS], "deck": [c for c in deck() if c not in used],
          "first": 0}
    st.update(extra or {})
    return st


def key(ch):
    return pygame.event.Event(pygame.KEYDOWN, key=ord(ch), mod=0, unicode=ch, scancode=0)


def three_humans(monkeypatch):
    init_display()
    app, table = make_table("notcoup", table_class("notcoup"), ["human"] * 3,
                            anim_speed=0.0, stack=stacked())
    texts: list[str] = []
    real = Painter.text

    def text(self, s, *a, **k):
        texts.append(s)
        return real(self, s, *a, **k)
    monkeypatch.setattr(Painter, "text", text)
    frames = []
    real_draw = table.draw_table

    def spy(p):
        frames.append((table.view["seat"], table.privacy.private_seat, table.game.phase,
                       any(isinstance(s, PassGate) for s in app.stack)))
        real_draw(p)
    table.draw_table = spy
    return app, table, texts, frames


def settle(app, table, n=6):
    for _ in range(n):
        frame(app, table)


def test_a_claim_asks_the_others_at_one_public_prompt_without_a_gate(monkeypatch):
    app, table, texts, frames = three_humans(monkeypatch)
    settle(app, table)
    assert isinstance(app.top, PassGate) and app.top.name == "Ada"  # Ada's turn: private
    app.top.confirm()
    settle(app, table)
    assert table.human_to_act() == 0 and table.view["seat"] == 0
    app.dispatch(key("k"))  # King: a claim, sent at once
    assert table.game.phase == "challenge"
    frames.clear()
    settle(app, table)
    # Bruno and Chiara may challenge: no gate, the public view, Bruno asked first
    assert not any(isinstance(s, PassGate) for s in app.stack)
    assert table.human_to_act() == 1 and table.privacy.private_seat is None
    assert table.controls.prompt == "Bruno: Challenge Ada's King?"
    texts.clear()
    app.dispatch(key("p"))  # Bruno passes
    assert table.game.answers == {1: "pass"}
    settle(app, table)
    assert table.human_to_act() == 2
    assert table.controls.prompt == "Chiara: Challenge Ada's King?"
    # sealed: Chiara's screen says Bruno answered, never what
    assert ("Bruno", "answered") in table.look.words._window_rows()[1]
    assert table.view["my_answer"] is None and table.view["seat"] is None
    assert all("pass" not in line.lower()
               for line in table.log_lines + table.anim_state.chain_lines)
    bubble = table.anim_state.bubbles.get(1)
    assert bubble is None or bubble.text == "answered"
    app.draw()
    assert not any("answered (" in s for s in texts)
    # every frame of the window drew the public view, with no gate up
    assert frames and all(f[0] is None and f[1] is None and not f[3] for f in frames
                          if f[2] == "challenge")
    app.dispatch(key("c"))  # Chiara challenges: the window closes, the answers show
    settle(app, table)
    assert table.game.phase == "prove"
    # Ada must reveal or admit: a private choice, so her gate goes up
    assert isinstance(app.top, PassGate) and app.top.name == "Ada"
    assert any("Chiara challenges Ada's King" in line for line in table.log_lines)


def test_a_private_window_closes_when_its_seat_next_answers_in_public(monkeypatch):
    """Ada's turn ends in a counter window she could not answer; the seat whose private
    window was open never keeps it into a public window it sits in."""
    app, table, texts, frames = three_humans(monkeypatch)
    settle(app, table)
    app.top.confirm()
    settle(app, table)
    app.dispatch(key("j"))  # Jack: pick a target
    assert table.controls.targets() == [1, 2]
    app.dispatch(key("1"))  # the first target: Bruno
    assert table.game.chain.target == 1 and table.game.phase == "challenge"
    settle(app, table)
    assert table.privacy.window is None and table.privacy.private_seat is None
    for seat in (1, 2):
        assert table.human_to_act() == seat
        app.dispatch(key("p"))
        settle(app, table)
    # the counter window is Bruno's alone (the target), public too
    assert table.game.phase == "counter" and table.human_to_act() == 1
    assert table.controls.prompt.startswith("Bruno: Counter Ada's Jack with a Jack or an Ace")
    assert not any(isinstance(s, PassGate) for s in app.stack)
    app.dispatch(key("a"))  # block with an Ace: Ada and Chiara may now challenge it
    settle(app, table)
    assert table.game.phase == "challenge" and table.human_to_act() == 0
    assert table.view["seat"] is None and table.controls.prompt.startswith("Ada: Challenge")
