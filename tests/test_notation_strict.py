"""Every engine accepts exactly what it formats (project issue 28, bad notation).

Fed ASCII and unicode digits, control characters, odd spacing, very long and empty
strings in many random reachable states, an engine may only raise IllegalAction,
must leave the state untouched, must refuse in a short line with no raw control
characters, and may accept only an action it lists in ``legal_actions`` (kept in the
history in that canonical form). No legal action has spaces around it.
"""

from __future__ import annotations

import random

import pytest

from game import registry
from game.bench import option_sets
from game.core import DEALER, IllegalAction
from game.notation import safe_quote, strict

# Engines whose files this change may not touch: their fixes are described in the
# report of issue 28 (strict parsing through game.notation in their parse()).
NOT_YET_STRICT: set[str] = set()

GAMES = [info.id for info in registry.all_games() if info.built]

ODD_DIGITS = ["¹", "٠", "０", "⁵", "²", "۳", "𝟘", "①"]
CONTROL = ["\x00", "\t", "\n", "\r", "\x1b", "\x7f", "\x85", "\u200b", "\u2028"]


def _variants(legal: list[str], rng: random.Random) -> list[str]:
    """Hostile spellings built around the legal actions (and some plain junk)."""
    out = ["", " ", "   ", "\x00", "x" * 5000, "bid " + "9" * 300, "1" * 199,
           "claim jack ¹", "claim jack ٠", "claim jack ０", "claim jack 0000",
           "switch  0002", "return ", "bid 69\x00", "ａｃｔ", "K\u212aing", "İ"]
    for a in rng.sample(legal, min(6, len(legal))):
        words = a.split(" ")
        out += [a, a.upper(), f"  {a}  ", "  ".join(words), a + "\x00", "\x1b" + a,
                a + "\n", a + " " * 250, a * 40]
        for i, w in enumerate(words):
            if w.lstrip("-").isdigit():
                for d in ODD_DIGITS:
                    out.append(" ".join(words[:i] + [d] + words[i + 1:]))
                out.append(" ".join(words[:i] + ["000" + w] + words[i + 1:]))
                out.append(" ".join(words[:i] + [w + rng.choice(ODD_DIGITS)] + words[i + 1:]))
        c = rng.choice(CONTROL)
        pos = rng.randrange(len(a) + 1)
        out.append(a[:pos] + c + a[pos:])
        out.append(a.replace(" ", rng.choice(["\t", "\u3000", "\xa0"])))
    for _ in range(6):
        junk = "ab 0123456789¹٠０⁵\x00\t-"
        out.append("".join(rng.choice(junk) for _ in range(rng.randrange(1, 12))))
    return out


def _state(game) -> tuple:
    def show(v):
        return repr(v.getstate()) if isinstance(v, random.Random) else repr(v)
    return list(game.history), sorted((k, show(v)) for k, v in vars(game).items())


def _check_reason(reason: str, text: str) -> None:
    assert len(reason) < 200, (text, reason)
    assert not any(ord(c) < 32 or ord(c) == 127 for c in reason), (text, reason)


def _probe(game, seat: int, text: str) -> None:
    legal = game.legal_actions(seat)  # first: an engine may cache what it lists
    before = _state(game)
    try:
        ok = game.is_legal(seat, text)
    except IllegalAction:
        ok = False  # a malformed action may be refused outright
    if ok:
        assert strict(text) in legal or game.parse(text) in legal, (text, legal)
    else:
        reason = game.explain_illegal(seat, text)
        assert isinstance(reason, str)
        _check_reason(reason, text)
    assert _state(game) == before, f"is_legal/explain_illegal changed the state: {text!r}"

    trial = game.clone()
    fresh = _state(trial)  # a clone may hold its state in other containers (a tuple)
    try:
        trial.apply(seat, text)
    except IllegalAction as e:
        _check_reason(str(e), text)
        assert _state(trial) == fresh, f"a refused {text!r} changed the state"
        return
    last = trial.history[-1]
    assert last[0] == seat and last[1] in legal, (
        f"{safe_quote(text)} was accepted as {last[1]!r}, not one of {legal}")


def _reachable(game_id: str, rng: random.Random, count: int):
    info = registry.get_info(game_id)
    sets = option_sets(info)
    for k in range(count):
        opts = sets[k % len(sets)]
        seats = rng.randint(info.min_seats, info.max_seats)
        try:
            g = registry.new_game(game_id, seats, opts, seed=rng.randrange(10**6))
        except Exception:
            continue
        steps = rng.randrange(0, 60)
        for _ in range(steps):
            if g.is_terminal():
                break
            seat = rng.choice(g.to_act())
            if seat == DEALER:
                g.apply(seat, g.dealer_action())
                continue
            legal = g.legal_actions(seat)
            if not legal:
                break
            g.apply(seat, rng.choice(legal))
        yield g


@pytest.mark.parametrize("game_id", GAMES)
def test_engines_accept_exactly_what_they_format(game_id):
    if game_id in NOT_YET_STRICT:
        pytest.xfail("its parse() still needs game.notation.strict (see issue 28)")
    rng = random.Random(f"strict-{game_id}")
    for g in _reachable(game_id, rng, 25):
        for seat in (g.to_act() or [0])[:2]:
            if seat == DEALER:
                continue
            legal = g.legal_actions(seat)
            for a in legal:
                assert a == a.strip() and "  " not in a, f"legal action {a!r} has odd spaces"
            for text in _variants(legal, rng):
                _probe(g, seat, text)


def test_notcoup_ace_with_empty_stock_offers_no_trailing_space():
    """6 seats, seed 100102, the issue's options: an Ace with an empty stock returns no
    card, and the action offered is 'return', with no trailing space."""
    opts = {"buyout": True, "shuffle_time": True, "teams": "snake", "heist": ["redraw"],
            "transformer": "fixed", "king_action": "friendly", "queen_action": "survivor",
            "jack_action": "marker", "ace_action": "rich", "joker_action": "mega"}
    g = registry.new_game("notcoup", 6, opts, seed=100102)
    rng = random.Random(1)
    for _ in range(3000):
        if g.is_terminal():
            g = registry.new_game("notcoup", 6, opts, seed=100102 + rng.randrange(50))
        for seat in g.to_act():
            for a in g.legal_actions(seat):
                assert a == a.strip() and "  " not in a, a
        seat = rng.choice(g.to_act())
        g.apply(seat, rng.choice(g.legal_actions(seat)))


@pytest.mark.parametrize("text,why", [
    ("claim jack ¹", "character"), ("claim jack ٠", "character"),
    ("claim jack ０", "character"), ("bid 69\x00", "control"), ("", "empty"),
])
def test_strict_refuses_non_ascii_notation(text, why):
    with pytest.raises(IllegalAction, match=why) as e:
        strict(text)
    assert "\x00" not in str(e.value) and len(str(e.value)) < 200


def test_strict_canonical_spelling():
    assert strict("  Claim   Jack 0002 ") == "claim jack 2"
    assert strict("bid 0017") == "bid 17"
    assert strict("steal -0") == "steal 0"
