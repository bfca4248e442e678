"""Every game's notation, checked the same way (issue 28 §2).

Each built game in the registry is played at random to a few reachable states, and the
seat to act is handed hostile spellings of its own legal actions:

* unicode digits (superscript, Arabic-Indic, full-width, circled) and control characters
  (NUL, tab, newline, escape) are refused: ``IllegalAction``, never another exception,
  the state untouched, a reason under 200 characters with no control character in it;
* odd spacing (doubled, leading, trailing), leading zeros and changed case are the
  typed spellings the contract lets an engine read: refused as above, or accepted as
  exactly the listed action, which is then what the history keeps.

Over random play, a candidate the engine lists but does not allow is refused by the
game's own ``_reason`` in under 200 characters, and every listed action reads back as
itself (through the game's ``notation`` module, where it has one). A game added to the
registry is checked without touching this file.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import random
import re
import unicodedata

import pytest

from game import registry
from game.bench import option_sets
from game.core import DEALER, Game, IllegalAction

GAMES = [info.id for info in registry.all_games() if info.built]

ODD_DIGITS = ["¹", "٠", "０", "①"]
CONTROLS = ["\x00", "\t", "\n", "\x1b"]
NUMBER = re.compile(r"-?[0-9]+")
REASON_LIMIT = 200



def _states(game_id: str, count: int, seed: str):
    """``count`` games of ``game_id`` played at random to some reachable state, under
    the game's option sets in turn, each with a seat (not the dealer) to act."""
    info = registry.built_game(game_id)
    sets = option_sets(info)
    rng = random.Random(seed)
    made = 0
    while made < count:
        g = registry.new_game(game_id, rng.randint(info.min_seats, info.max_seats),
                              sets[made % len(sets)], seed=rng.randrange(10**6))
        for _ in range(rng.randrange(60)):
            if g.is_terminal():
                break
            seat = rng.choice(g.to_act())
            g.apply(seat, g.dealer_action() if seat == DEALER
                    else rng.choice(g.legal_actions(seat)))
        while DEALER in g.to_act():
            g.apply(DEALER, g.dealer_action())
        if g.is_terminal():
            continue
        made += 1
        yield g, rng


def _seat(g: Game, rng: random.Random) -> int:
    return rng.choice([s for s in g.to_act() if s != DEALER])


def _snapshot(g: Game) -> str:
    """Everything a refused action must leave as it was: the history, every seat's and
    the public view, and the state of the game's random numbers."""
    views = [g.observation(s) for s in range(g.num_seats)] + [g.public_observation()]
    return json.dumps([g.history, views, repr(g.rng.getstate())], sort_keys=True,
                      default=repr)


def _clean(reason: str) -> bool:
    return not any(unicodedata.category(c) in ("Cc", "Zl", "Zp") for c in reason)


def _refused(g: Game, seat: int, text: str) -> str:
    """Apply ``text`` expecting a refusal; the reason, once checked."""
    before = _snapshot(g)
    with pytest.raises(IllegalAction) as e:
        g.apply(seat, text)
    reason = str(e.value)
    assert _snapshot(g) == before, f"refusing {text!r} changed the state"
    assert len(reason) < REASON_LIMIT, (text, reason)
    assert _clean(reason), f"the refusal of {text!r} holds a control character: {reason!r}"
    return reason


def _numbers(action: str, spell) -> str:
    """``action`` with each whole-number word respelled by ``spell``."""
    return " ".join(spell(w) if NUMBER.fullmatch(w) else w for w in action.split(" "))


def _has_number(action: str) -> bool:
    return any(NUMBER.fullmatch(w) for w in action.split(" "))


def _foreign(action: str) -> list[str]:
    """Spellings no engine may accept: its numbers in other scripts, control characters."""
    out = []
    for d in ODD_DIGITS:
        out.append(_numbers(action, lambda w, d=d: w.replace(w.lstrip("-"), d))
                   if _has_number(action) else f"{action} {d}")
    for c in CONTROLS:
        out += [action + c, c + action, action.replace(" ", c, 1) if " " in action
                else action[:1] + c + action[1:]]
    return out


def _typed(action: str) -> list[str]:
    """Spellings an engine may read as ``action`` itself, or refuse."""
    out = [f" {action}", f"{action} ", f"  {action}  ", action.replace(" ", "  "),
           action.upper(), action.title(), action.swapcase()]
    if _has_number(action):
        out.append(_numbers(action, lambda w: w.replace(w.lstrip("-"), "00" + w.lstrip("-"))))
    return [t for t in out if t != action]


@pytest.mark.parametrize("game_id", GAMES)
def test_foreign_digits_and_control_characters_are_refused(game_id):
    for g, rng in _states(game_id, 8, f"foreign-{game_id}"):
        seat = _seat(g, rng)
        for action in rng.sample(g.legal_actions(seat), min(4, len(g.legal_actions(seat)))):
            for text in _foreign(action):
                _refused(g, seat, text)


@pytest.mark.parametrize("game_id", GAMES)
def test_odd_spacing_zeros_and_case_are_refused_or_read_as_the_action(game_id):
    for g, rng in _states(game_id, 8, f"typed-{game_id}"):
        seat = _seat(g, rng)
        for action in rng.sample(g.legal_actions(seat), min(4, len(g.legal_actions(seat)))):
            for text in _typed(action):
                trial = g.clone()
                try:
                    trial.apply(seat, text)
                except IllegalAction:
                    _refused(g, seat, text)
                    continue
                assert trial.history[-1] == (seat, action), (
                    f"{text!r} was kept as {trial.history[-1][1]!r}, not as {action!r}")


REASON_CASES = [pytest.param(game_id, id=game_id)
                for game_id in GAMES]


@pytest.mark.parametrize("game_id", REASON_CASES)
def test_every_refusal_over_random_play_is_short(game_id):
    """The game's own ``_reason`` explains each candidate it does not allow, in a line."""
    g0 = registry.new_game(game_id, registry.get_info(game_id).min_seats)
    assert type(g0)._reason is not Game._reason, "the game writes its own _reason"
    for g, rng in _states(game_id, 12, f"reasons-{game_id}"):
        seat = _seat(g, rng)
        legal = set(g.legal_actions(seat))
        refused = [a for a in g._candidates(seat) if a not in legal]
        for text in rng.sample(refused, min(5, len(refused))):
            why = g._reason(seat, text)
            assert why and len(why) < REASON_LIMIT, (text, why)
            assert _refused(g, seat, text)


def _notation(game_id: str):
    """The game's notation module (``parse`` and ``format``), where it has one."""
    name = registry.get_info(game_id).module + ".notation"
    return importlib.import_module(name) if importlib.util.find_spec(name) else None


@pytest.mark.parametrize("game_id", GAMES)
def test_every_legal_action_reads_back_as_itself(game_id):
    """``parse`` then ``format`` gives each listed action back; the notation module's
    ``parse`` accepts nothing else (the engine's own reading takes typed spellings)."""
    notation = _notation(game_id)
    for g, _ in _states(game_id, 12, f"round-{game_id}"):
        for seat in (s for s in g.to_act() if s != DEALER):
            for a in g.legal_actions(seat):
                assert g.parse(a) == a, f"{a!r} parses to {g.parse(a)!r}"
                if notation is None:
                    continue
                assert notation.format(notation.parse(a)) == a, a
                for text in _typed(a) + _foreign(a):
                    with pytest.raises(IllegalAction):
                        notation.parse(text)
