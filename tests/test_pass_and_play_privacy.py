"""Pass-and-play privacy, checked on every frame drawn.

With two or more humans at one screen, a seat's private view may be drawn only
from its "I am NAME" confirmation until its own decision is made; every other
frame (hand-overs, bots' turns, deals, reveals, round ends, results) draws the
public view. Players met the opposite: a seat's own card on screen under the
next player's turn, a peeked centre card left up while a bot thought, a new
round dealt in the last human's view.

The oracle here is written from the game's side, not the table's: the test
itself confirms each gate, so it knows whose window is open; a window closes
when that seat has acted and either is no longer to act or the round moved on.
On every frame the table's view must be that seat's or the public one, and
outside a window no card face may show that a reveal has not turned over.
"""

from __future__ import annotations

import random

import pytest

from scenes.gate import PassGate
from scenes.results import ResultsScene
from scenes.tables import table_class
from tests.table_driver import NAMES, frame, init_display, new_app, seat_specs

CASES = [
    ("coyote-heidelbaer", ["human", "human", "easy"], {}, 3),
    ("coyote-heidelbaer", ["human", "human", "human", "medium"], {"trickster": True}, 8),
    ("coyote-tilsit", ["human", "easy", "human"], {"shaman": True}, 5),
    ("coyote-tilsit", ["human", "human", "human"], {}, 6),
    ("coyote-moon", ["human", "human", "easy"], {}, 4),
    ("notcoup", ["human", "human", "easy"], {}, 4),
    ("notcoup", ["human", "human", "human"], {"fu_name": "discard"}, 6),
    ("three-card-coyote", ["human", "human", "easy"], {"hours": 4}, 4),
]
FAVOURED = ("peek", "coyote", "shaman", "guess", "pickup", "drop")


def choose(rng, legal, obs):
    """A human who likes peeks, Coyote draws, Shaman powers and guesses, and bids on."""
    liked = [a for a in legal if a.split()[0] in FAVOURED]
    if liked and rng.random() < 0.6:
        return rng.choice(liked)
    calls = [a for a in legal if a in ("challenge", "coyote", "end")]
    if calls and rng.random() < 0.3:
        return calls[0]
    steps = [a for a in legal if a.startswith(("bid ", "step "))]
    if steps:
        return steps[min(len(steps) - 1, rng.randrange(3))]
    return rng.choice(legal)


def shown_faces(table) -> dict:
    """Every card face the frame shows, by slot, flips in motion included."""
    faces = {}
    vis = table.visible_faces()
    if "seats" in vis:  # HeidelBÄR: {"seats": {seat: card}, "centre", "coyote"}
        for s, f in vis["seats"].items():
            faces[("seat", s)] = f
        for slot in ("centre", "coyote"):
            if vis[slot] is not None:
                faces[slot] = vis[slot]
    else:               # Tilsit: {seat: [faces]} (backs left out)
        for s, fs in vis.items():
            for i, f in enumerate(fs):
                faces[(s, i)] = f
    stage = getattr(table, "stage", None)  # the headband tables' animation state
    for slot, flip in getattr(stage, "flips", {}).items():
        if not flip.tween.done:
            face = flip.state()[0]
            if face is not None:
                faces[("flip", slot)] = face
    return faces


def revealed_faces(table) -> set:
    return set((getattr(getattr(table, "stage", None), "revealed", None) or {}).values())


@pytest.mark.parametrize("game_id,kinds,options,seed", CASES,
                         ids=[f"{c[0]}-{len(c[1])}seats-{c[2]}" for c in CASES])
def test_every_frame_shows_only_the_open_windows_view_or_the_public_one(
        game_id, kinds, options, seed):
    from game.match import Match

    init_display()
    app = new_app(anim_speed=4.0)
    match = Match(game_id, seat_specs(kinds, game_id), dict(options), seed)
    table = table_class(game_id)(app, match)
    table.THINK = (0.0, 0.05)
    app.push(table)
    game = table.game
    rng = random.Random(seed)
    state = {"window": None, "frames": 0, "private_frames": 0, "public_frames": 0}
    windows = []

    def rnd():
        return game.public_observation().get("round")

    real_draw = table.draw_table
    failures = []

    def recorded(fn):
        # the app turns a drawing error into its crash screen: keep the first one here
        def draw(p):
            try:
                fn(p)
            except AssertionError as e:
                failures.append(str(e))
            real_draw(p)
        return draw

    def check(p):
        view, window = table.view, state["window"]
        assert view["seat"] in (None, window), (
            f"frame shows seat {view['seat']}'s view while the open window is {window}")
        if window is None:
            state["public_frames"] += 1
            # outside every window, a face shows only once a reveal turned it over
            allowed = revealed_faces(table)
            for slot, face in shown_faces(table).items():
                assert table.reveal is not None and face in allowed, (
                    f"{slot} shows {face!r} outside any window (round {rnd()})")
        else:
            state["private_frames"] += 1
        state["frames"] += 1
    if hasattr(table, "visible_faces"):
        table.draw_table = recorded(check)
    else:  # Coyote Moon: everything on its table is public but face-down values
        def check_moon(p):
            for c in table.view["coins"]:
                assert c["face_up"] or c["value"] is None
            state["frames"] += 1
        table.draw_table = recorded(check_moon)

    for _ in range(60000):
        top = app.top
        assert not failures, failures[0]
        assert type(top).__name__ != "ErrorScene"
        if isinstance(top, ResultsScene) or (game.is_terminal() and not table.busy()):
            break
        if isinstance(top, PassGate):
            assert getattr(game, "PRIVATE_FACTS", True), "a gate where nothing is private"
            seat = NAMES.index(top.name)
            assert state["window"] is None, "a gate while a window is open"
            top.confirm()
            state["window"] = seat
            windows.append(seat)
            continue
        frame(app, table)
        if table.privacy.reading is not None:
            # a decision left its seat something to read: the window stays open until
            # the seat says it has read it
            assert table.privacy.reading == state["window"]
            table.acknowledge()
            state["window"] = None
            continue
        seat = table.human_to_act()
        if seat is not None and not getattr(game, "PRIVATE_FACTS", True):
            # nothing private (Coyote Moon): whoever must move simply moves
            assert table.act(seat, choose(rng, game.legal_actions(seat), None))
            windows.append(seat)
        elif seat is not None:
            if state["window"] is None and (game.window(seat) or {}).get("public"):
                # a public window (NotCoup's challenges): asked at the shared prompt, no
                # gate, and the frame shows the public view
                assert table.view["seat"] is None and table.privacy.private_seat is None
            else:
                assert seat == state["window"], "controls live outside the seat's window"
            before = rnd()
            assert table.act(seat, choose(rng, game.legal_actions(seat), None))
            if table.privacy.reading is None and (
                    seat not in game.to_act() or rnd() != before or game.is_terminal()
                    or (game.window(seat) or {}).get("public")):
                state["window"] = None  # the decision is made: the window is closed
    assert not failures, failures[0]
    assert game.is_terminal(), game.status_line()
    app.draw()  # the results over the table: drawn in public
    assert table.view["seat"] is None or not getattr(game, "PRIVATE_FACTS", True)
    humans = {i for i, k in enumerate(kinds) if k == "human"}
    assert set(windows) == humans and len(windows) > len(humans)
    assert state["frames"] > 100
