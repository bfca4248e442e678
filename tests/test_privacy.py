"""Seat privacy (scenes/privacy.py), exhaustively: every state reachable at every small
table (1-4 humans among 2-5 seats, a game with or without private facts), from every
starting turn, under every input (who must answer, in public or not, a gate confirmed,
a decision made with or without an event everyone watches, with or without something
left to read, the reading done, the viewer moved), keeps the rule: on a shared screen
a seat's private view shows only from its "I am NAME" confirmation until its own
decision is done (reading what it told the seat is part of it); every other frame is
public."""

from __future__ import annotations

import itertools

from scenes.privacy import Asked, SeatPrivacy, Step


def _subsets(seats, empty=False):
    for k in range(0 if empty else 1, len(seats) + 1):
        yield from itertools.combinations(seats, k)


def _askings(humans, empty=False):
    """Every way the game may ask: any set of the humans, privately or in public (no
    one at all: bots' turns, a spectated game, the game over)."""
    for who in _subsets(humans, empty):
        yield Asked(who, False)
        if who:
            yield Asked(who, True)
    if empty:
        yield Asked((), False)


def _tables():
    for n in range(2, 6):
        for humans in _subsets(range(n)):
            if len(humans) <= 4:
                for facts in (True, False):
                    yield humans, facts


def _state(p):
    return p.viewer, p.window, p.gate, p.reading


def _load(humans, facts, state):
    p = SeatPrivacy(humans, facts, Asked())
    p.viewer, p.window, p.gate, p.reading = state
    return p


def _check_state(p, humans, label):
    """What any single frame may show, whoever the game asks."""
    assert p.private_seat is None or p.private_seat in humans, label
    if p.shared:
        assert p.private_seat == p.window and p.log_seat is None, label
        if p.gate is not None:  # the table is hidden: nothing private, no controls
            assert p.window is None, label
    else:
        assert p.private_seat == p.viewer and p.window is None and p.gate is None, label
    if p.reading is not None:  # only the open window's seat reads, behind no gate
        assert p.shared and p.window == p.reading and p.gate is None, label
    for asked in _askings(humans, empty=True):
        actor = p.actor(asked)
        assert actor is None or actor in asked.humans, label
        if p.gate is not None or p.reading is not None:
            assert actor is None, label
        elif p.shared and actor is not None:
            # in private only inside its window; else at the shared public prompt
            assert actor == p.window or (p.window is None and asked.public
                                         and actor == asked.humans[0]), (label, asked)


def _moves(humans):
    """Every input a table may feed in, as (kind, its arguments)."""
    for asked in _askings(humans):
        yield "route", asked
    yield "pass_gate", None
    yield "read", None
    for seat in humans:
        yield "show", seat
        for watched in (False, True):
            for asked in _askings(humans, empty=True):
                for held in (False, True):
                    yield "decided", (seat, watched, asked, held)


def _do(p, kind, arg):
    if kind == "decided":
        return p.decided(*arg)
    if kind in ("pass_gate", "read"):
        return getattr(p, kind)()
    return getattr(p, kind)(arg)


def _check_move(kind, arg, old, p, out):
    """What one step may do: only a confirmed gate opens a window, on its own seat; a
    decision done closes it."""
    label = (kind, arg, old, _state(p))
    viewer, window, gate, reading = old
    if kind == "read":  # the reading done: the decision is, and its window closes
        if reading is not None:
            assert out is True and p.window is None is p.reading, label
        else:
            assert out is False and _state(p) == old, label
        return
    if kind == "pass_gate":
        assert out == gate and p.gate is None, label
        assert p.window == (gate if p.shared and gate is not None else window), label
        return
    assert p.window in (None, window), ("a window opened without its gate", label)
    if isinstance(out, Step):
        assert out.moved == (p.viewer != viewer), label
        assert not out.moved or out.was == viewer, label
        assert not out.public or (window is not None and p.window is None), label
        if out.gate is not None:
            assert p.shared and p.gate == out.gate == p.viewer and p.window is None, label
    if kind == "route" and reading is not None:  # nothing moves while a seat reads
        assert _state(p) == old and out == Step(), label
    elif kind == "route" and p.shared:
        asked = arg
        if p.window is not None:  # the open window's seat still decides, in private
            assert p.window in asked.humans and not asked.public, label
        if asked.public:
            assert p.window is None and p.gate == gate, label
        elif gate is None and window not in asked.humans:
            assert p.gate == asked.humans[0] == p.viewer, label
    if kind == "decided":
        seat, watched, asked, held = arg
        goes_on = seat == window and not watched and not asked.public \
            and seat in asked.humans
        reads = held and seat == window and not watched and not goes_on
        if window is not None and not goes_on and not reads:
            assert p.window is None is p.reading and out is True, label  # public now
        else:
            assert p.window == window and out is False, label
            assert p.reading == (seat if reads else reading), label


def test_every_reachable_state_keeps_the_privacy_rule():
    states = steps = 0
    for humans, facts in _tables():
        moves = list(_moves(humans))
        seen = set()
        todo = []
        for asked in _askings(humans, empty=True):
            p = SeatPrivacy(humans, facts, asked)
            assert p.shared == (len(humans) > 1 and facts)
            assert p.viewer == (asked.humans or humans)[0] and p.window is None is p.gate
            todo.append(_state(p))
        while todo:
            state = todo.pop()
            if state in seen:
                continue
            seen.add(state)
            label = (humans, facts, state)
            _check_state(_load(humans, facts, state), humans, label)
            for kind, arg in moves:
                p = _load(humans, facts, state)
                _check_move(kind, arg, state, p, _do(p, kind, arg))
                steps += 1
                todo.append(_state(p))
        states += len(seen)
    assert states > 400 and steps > 50_000  # the space was really walked


def test_a_lone_human_or_a_game_with_nothing_hidden_just_follows_the_turn():
    for humans, facts in [((1,), True), ((0, 2), False)]:
        p = SeatPrivacy(humans, facts, Asked((humans[-1],)))
        assert p.viewer == humans[-1] and p.private_seat == humans[-1]
        step = p.route(Asked((humans[0],)))
        moved = Step(moved=True, was=humans[-1]) if len(humans) > 1 else Step()
        assert step == moved and p.gate is None
        assert p.actor(Asked((humans[0],))) == humans[0]
        assert p.log_seat == p.private_seat == humans[0]


def test_a_decision_done_goes_public_before_the_next_seats_gate():
    p = SeatPrivacy((0, 1), True, Asked((0,)))
    assert p.private_seat is None and p.actor(Asked((0,))) is None
    step = p.route(Asked((0,)))
    assert step == Step(gate=0) and p.private_seat is None  # same viewer: just the gate
    assert p.actor(Asked((0,))) is None  # the gate is up
    assert p.pass_gate() == 0 and p.private_seat == 0 and p.actor(Asked((0,))) == 0
    # seat 0 peeks and goes on within its turn: its window stays open
    assert p.decided(0, False, Asked((0,))) is False and p.private_seat == 0
    # seat 0 bids: seat 1 must answer; the window closes with the decision
    assert p.decided(0, False, Asked((1,))) is True and p.private_seat is None
    step = p.route(Asked((1,)))
    assert step == Step(moved=True, was=0, gate=1) and p.private_seat is None
    assert p.pass_gate() == 1 and p.private_seat == 1


def test_a_deal_or_a_reveal_closes_the_window_even_for_the_same_seat():
    p = SeatPrivacy((0, 1), True, Asked((0,)))
    p.route(Asked((0,)))
    p.pass_gate()
    assert p.decided(0, True, Asked((0,))) is True and p.private_seat is None
    assert p.route(Asked((0,))) == Step(gate=0)  # a fresh gate for the same seat


def test_a_public_moment_is_one_shared_prompt_with_no_gate():
    p = SeatPrivacy((0, 1, 2), True, Asked((0,)))
    p.route(Asked((0,)))
    p.pass_gate()
    asked = Asked((1, 2), True)  # "does anyone challenge?"
    assert p.decided(0, False, asked) is True
    assert p.route(asked) == Step() and p.gate is None and p.private_seat is None
    assert p.actor(asked) == p.answerer(asked) == 1
    assert p.actor(Asked((2,), True)) == 2  # the next one answers at the same prompt


def test_a_seat_reads_what_its_decision_told_it_before_the_screen_changes_hands():
    p = SeatPrivacy((0, 1), True, Asked((0,)))
    p.route(Asked((0,)))
    p.pass_gate()
    # seat 0 searched: seat 1 must act next, but seat 0 has a whisper to read first
    assert p.decided(0, False, Asked((1,)), held=True) is False
    assert p.private_seat == 0 and p.reading == 0
    assert p.actor(Asked((1,))) is None and p.actor(Asked((0,))) is None
    assert p.route(Asked((1,))) == Step() and p.gate is None  # no gate while it reads
    assert p.read() is True and p.private_seat is None and p.reading is None
    assert p.route(Asked((1,))) == Step(moved=True, was=0, gate=1)
    assert p.read() is False  # nobody reads now
    # a deal everyone watches closes the window at once, something to read or not
    p.pass_gate()
    assert p.decided(1, True, Asked((0,)), held=True) is True and p.reading is None


def test_the_game_over_and_a_spectated_game_show_only_the_public_view():
    p = SeatPrivacy((0, 1), True, Asked((1,)))
    p.route(Asked((1,)))
    p.pass_gate()
    assert p.decided(1, False, Asked()) is True  # nobody is asked: over, or bots only
    assert p.private_seat is None and p.actor(Asked()) is None

