"""Three Card Coyote: Coyote's voice (narrate.py, voice.py) and the saved story (story.py)."""

from __future__ import annotations

import random
import re

import pytest

from game import registry
from game.cli import main
from game.core import DEALER
from game.match import Match
from game.saves import SeatSpec
from game.three_card_coyote import voice as V
from game.three_card_coyote.folk import FOLK, THINGS
from game.three_card_coyote.narrate import (
    SLOT,
    MissingSlot,
    a_card,
    card_words,
    fill,
    hour_words,
    moment,
    narrate,
)
from game.three_card_coyote.roles import POWERS, ROLES
from game.three_card_coyote.story import tell, tell_game
from game.three_card_coyote.town import PLACES

GAME = "three-card-coyote"
LEAKS = ("{", "}", "None", "[", "]", "<", ">", "|")


def _clean(line: str | None, why=None) -> None:
    assert line, why
    for bad in LEAKS:
        assert bad not in line, (why, line)
    assert line[0].isupper() or line[0] == '"', (why, line)


def _random_game(seed: int, seats: int):
    """A game of random legal actions (the dealer included); every event with the public
    view after its action, as the play command tells it."""
    g = registry.new_game(GAME, seats, {}, seed)
    rng = random.Random(seed)
    told = [(e, g.public_observation()) for e in g.initial_events()]
    while not g.is_terminal():
        seat = g.to_act()[0]
        events = g.apply(seat, rng.choice(g.legal_actions(seat)))
        view = g.public_observation()
        told += [(e, view) for e in events]
    return g, told


@pytest.fixture(scope="module")
def games():
    return [(seed, *_random_game(seed, 1 + seed % 6)) for seed in range(240)]


# ----- the words --------------------------------------------------------------------------

def test_cards_hours_and_the_filler():
    assert card_words("Q-hearts") == "the queen of hearts"
    assert card_words("10-spades") == "the 10 of spades"
    assert card_words("a-clubs") == "the ace of clubs"  # as an action writes it
    assert (a_card("7-clubs"), a_card("8-hearts"), a_card("A-spades"), a_card("K-clubs")) \
        == ("a 7", "an 8", "an ace", "a king")
    assert [hour_words(h) for h in (12, 13, 18, 24, 26)] == [
        "noon", "one in the afternoon", "six in the evening", "midnight", "two in the morning"]
    line = "{Folk} <swings|swing> at {who}[ with {card}]."
    assert fill(line, {"folk": "the miners", "who": "Clara"}, many=True) == \
        "The miners swing at Clara."
    assert fill(line, {"folk": "Sneaky Pete", "who": "Clara", "card": "a 7"}) == \
        "Sneaky Pete swings at Clara with a 7."
    with pytest.raises(MissingSlot):
        fill("{who} waits.", {})


def test_every_line_is_well_formed_data():
    """Every template fills cleanly (balanced parts, known syntax); the common moments
    have at least three phrasings; every power and place has its words."""
    every = {n[0].lower() + n[1:] for lines in (*V.LINES.values(), *V.STORY.values(),
                                                 V.PURPOSES.values())
             for t in lines for n in SLOT.findall(t)}
    slots = dict.fromkeys(every, "x")
    for key, lines in (*V.LINES.items(), *V.STORY.items()):
        for t in lines:
            for many in (False, True):
                _clean(fill(t, slots, many), key)
        if key != "hand.private" and key in V.LINES:
            assert len(lines) >= 3, key
            assert len(set(lines)) == len(lines), key
    assert set(V.POWER_WORDS) == set(POWERS)
    assert set(V.PLACE_WORDS) == set(PLACES)
    assert set(V.HAND_WORDS) == {"straight flush", "three of a kind", "straight", "flush",
                                 "pair", "high card"}


# ----- every event of random games -------------------------------------------------------

def test_every_event_type_of_random_games_is_told(games):
    types, keys = set(), set()
    for _seed, g, told in games:
        names = [f"P{i}" for i in range(g.num_seats)]
        for e, view in told:
            types.add(e["type"])
            line = narrate(e, names, view)
            _clean(line, e)
            keys.add(moment(e, names, view))
            outside = g.event_view(e, None)
            public = narrate(outside, names, view)
            if outside.get("private") and e["type"] != "hand":
                _clean(public, outside)
            elif public is not None:
                _clean(public, outside)
    # the engine's whole vocabulary that random play reaches
    assert {"arrive", "draw", "pick", "name", "horseback", "secrets", "noted", "round",
            "hand", "pass", "fold", "raise", "oppose", "move", "escape", "search", "whisper",
            "take", "snatch", "talk", "clue", "brawl", "gunfire", "falls", "wound",
            "knocked-out", "heal", "unlock", "stalemate", "showhands", "thwarted", "town",
            "posse", "confiscate", "mood", "midnight", "empty", "reveal"} <= types
    assert {"talk.learn", "talk.calm", "talk.buy", "talk.fool", "talk.fool.failed",
            "search.failed", "snatch.failed", "brawl.won", "brawl.lost", "gunfire.won",
            "gunfire.lost", "move.ride", "town.trouble", "mood.up", "mood.down"} <= keys


def _rare_events(v: int) -> list[dict]:
    """The moments random play seldom reaches, written by hand as the engine writes them."""
    return [
        {"type": "seize", "seat": 0, "from": 1, "thing": "noose", "v": v},
        {"type": "cower", "seat": 1, "v": v},
        {"type": "clash", "seat": 0, "target": 1, "gun": False, "result": 0,
         "cowered": True, "v": v},
        *({"type": "clash", "seat": 0, "target": 1, "gun": gun, "result": r,
           "card": "9-hearts", "against": "J-clubs", "v": v}
          for gun in (False, True) for r in (1, 0, -1)),
        {"type": "declare", "seat": 0, "action": "fight 1", "card": "9-hearts", "v": v},
        {"type": "declare", "seat": 1, "action": "claim", "card": None, "v": v},
        {"type": "declare", "seat": 0, "action": "shoot 1", "card": "9-hearts", "v": v},
        {"type": "defend", "seat": 1, "card": "J-clubs", "v": v},
        {"type": "defend", "seat": 1, "power": "iron", "chips": 3, "v": v},
        {"type": "interrupt", "seat": 1, "card": "2-clubs", "v": v},
        {"type": "interrupt", "seat": 1, "power": "bolt", "chips": 0, "v": v},
        {"type": "fate", "seat": 1, "card": "A-diamonds"},
        {"type": "cover", "seat": 1, "card": "10-hearts"},
        {"type": "interrupted", "seat": 0, "by": 1, "result": 0, "v": v},
        {"type": "interrupted", "seat": 0, "by": 1, "result": -1, "v": v},
        {"type": "shrugged", "seat": 0, "by": 1, "result": 1, "v": v},
        {"type": "unlock", "seat": 0, "place": "church", "things": ["bible", "torch"],
         "ok": True, "v": v},
        {"type": "claim", "seat": 0, "ok": True, "v": v},
        {"type": "claim", "seat": 0, "ok": False, "v": v},
        {"type": "talk", "seat": 0, "folk": "doctor", "topic": "buy", "card": "9-hearts",
         "ok": True, "thing": "dead-mans-hand", "paid": False, "chips": 6, "v": v},
        {"type": "talk", "seat": 0, "folk": "miners", "topic": "fool", "card": None,
         "ok": True, "thing": "gold-dust", "v": v},
        {"type": "escape", "seat": 0, "card": "3-clubs", "folk": "homesteaders",
         "against": "3-hearts", "turned": ["3-hearts"], "result": 0, "v": v},
        {"type": "wound", "seat": 1, "by": 0, "wounds": 2, "v": v},
        {"type": "heal", "seat": 0, "target": 1, "card": "Q-clubs", "ok": True, "wounds": 1,
         "v": v},
        {"type": "heal", "seat": 0, "target": 1, "card": "2-clubs", "ok": False,
         "wounds": 2, "v": v},
        {"type": "falls", "folk": "sheriff", "by": 0, "things": ["jail-key"], "taken": True,
         "v": v},
        {"type": "knocked-out", "seat": 1, "dropped": ["matches", "noose"], "v": v},
        {"type": "showdown", "v": v},
        {"type": "whisper", "seat": 0, "audience": [0], "place": "sheriffs-office", "v": v,
         "found": {"door": "sheriffs-office",
                   "key": {"thing": "jail-key", "by": "folk", "holder": "sheriff"},
                   "lantern": {"thing": "black-candle", "by": "seat", "holder": 1}}},
        {"type": "whisper", "seat": 0, "audience": [0], "place": "church", "v": v,
         "found": {"key": {"thing": "bible", "by": "seat", "holder": 0},
                   "lantern": {"thing": "blessed-candle", "by": "ground", "holder": None}}},
        {"type": "clue", "seat": 0, "audience": [0], "kind": "door", "item": "church",
         "folk": "miners", "v": v},
        # a private event of a kind the voice has no line for, seen from outside
        {"type": "omen", "seat": 1, "audience": [1], "private": True, "v": v},
    ]


CAST_VIEW = {"hours": 12, "characters": [
    {"name": "Clara Byrne", "gender": "she", "deity": "zeus", "human": "doctor",
     "mounted": False},
    {"name": "Amos Tate", "gender": "he", "deity": "thor", "human": "blacksmith",
     "mounted": True}]}


def test_every_moment_has_its_lines_told_cleanly(games):
    """Random games and the rare moments together use every key of the voice, and every
    phrasing of each fills without a gap."""
    names = ["Ann", "Ben"]
    used = set()
    for _seed, g, told in games[:40]:
        gnames = [f"P{i}" for i in range(g.num_seats)]
        used |= {moment(e, gnames, view) for e, view in told}
        used |= {moment(g.event_view(e, None), gnames, view) for e, view in told}
    for v in range(60):
        for e in _rare_events(v):
            used.add(moment(e, names, CAST_VIEW))
            _clean(narrate(e, names, CAST_VIEW), e)
            _clean(narrate(e, names), e)  # no view: the players' names stand in
    indirect = {k for k in V.LINES if k.startswith(("found.", "fact."))}
    assert set(V.LINES) - indirect - used == set()


def test_the_phrasing_varies_with_v_and_is_fixed_by_it(games):
    names = ["Ann", "Ben"]
    for _seed, _g, told in games[:30]:
        for e, view in told:
            if "v" not in e or e["type"] == "arrive":
                continue
            lines = {narrate({**e, "v": v}, names, view) for v in range(12)}
            assert len(lines) >= 2, e
            assert narrate(e, names, view) == narrate(dict(e), names, view)
    arrive = {narrate({"type": "arrive", "v": v}, names) for v in range(3)}
    assert len(arrive) == 3


def test_names_and_pronouns_come_from_the_cast():
    names = ["Ann", "Ben"]
    line = narrate({"type": "horseback", "seat": 1, "v": 0}, names, CAST_VIEW)
    assert "Amos Tate" in line and " his " in line and "Ben" not in line
    line = narrate({"type": "fold", "seat": 0, "v": 0}, names)
    assert line.startswith("Ann ")
    pick = narrate({"type": "pick", "seat": 0, "role": "teacher", "kind": "human", "v": 1},
                   names, CAST_VIEW)
    assert "Ann" in pick and ROLES["teacher"].title in pick  # the player drafts
    mood = narrate({"type": "mood", "mood": 5, "was": 4}, names)
    assert "up in arms" in mood
    move = narrate({"type": "move", "seat": 1, "from": "church", "to": "homesteads",
                    "card": "Q-hearts", "v": 1}, names, CAST_VIEW)
    assert "the Homesteads" in move and "queen of hearts" in move
    raised = narrate({"type": "move", "seat": 0, "from": "church", "to": "homesteads",
                      "card": None, "v": 3}, names, CAST_VIEW)
    assert "Clara Byrne" in raised and "card" not in raised


def _place(place: str) -> str:
    return V.PLACE_WORDS[place][0].removeprefix("the ")


def test_a_redacted_whisper_or_clue_says_nothing_of_its_content(games):
    checked = 0
    for _seed, g, told in games:
        names = [f"P{i}" for i in range(g.num_seats)]
        for e, view in told:
            if e["type"] not in ("whisper", "clue", "noted", "hand"):
                continue
            full = narrate(e, names, view)
            secret = set()
            if e["type"] == "whisper":
                secret = {THINGS[f["thing"]].name for f in e["found"].values()
                          if isinstance(f, dict)}
            elif e["type"] == "clue":
                secret = {THINGS[e["item"]].name if e["item"] in THINGS
                          else _place(e["item"]), FOLK[e["folk"]].name}
            for s in secret:
                assert s.lower() in full.lower(), (s, full)
            if e["type"] == "whisper":
                secret.add(_place(e["place"]))  # the full line may say "here" instead
            for seat in (None, *(s for s in range(g.num_seats) if s not in e["audience"])):
                outside = g.event_view(e, seat)
                line = narrate(outside, names, view)
                if e["type"] == "hand":
                    assert line is None
                    continue
                _clean(line, outside)
                for s in secret:
                    assert s.lower() not in line.lower(), (s, line)
                for word in ("Door", "Key", "Lantern", "nothing here"):
                    assert word.lower() not in line.lower(), line
                checked += 1
            if e["type"] != "noted":
                inside = g.event_view(e, e["audience"][0])
                assert narrate(inside, names, view) == full
    assert checked > 100


# ----- the story --------------------------------------------------------------------------

def _match(seed: int, n: int = 3, options=None) -> Match:
    from game.tournament import drive

    seats = [SeatSpec(name, "random") for name in ("Ann", "Ben", "Cleo", "Dan")[:n]]
    m = Match(GAME, seats, options or {}, seed)
    drive(m)
    return m


def test_the_same_log_tells_the_same_story():
    m = _match(3)
    names = ["Ann", "Ben", "Cleo"]
    g = m.game
    first = tell(names, g.options, g.seed, g.history, g.num_seats)
    assert first == tell_game(g, names) == tell(names, dict(g.options), g.seed,
                                                [list(h) for h in g.history])
    assert first != tell_game(_match(4).game, names)


def test_the_story_holds_the_cast_the_hours_and_the_epilogue():
    m = _match(3)
    g = m.game
    names = ["Ann", "Ben", "Cleo"]
    text = tell_game(g, names)
    assert text.startswith("THREE CARD COYOTE\n")
    for s, ch in enumerate(g.public_observation()["characters"]):
        assert f"{names[s]} plays {ch['name']}: {ROLES[ch['deity']].title} in the body of " \
               f"{ROLES[ch['human']].title}." in text
    rounds = g.public_observation()["round"]
    assert rounds >= 2
    # three seats: 13 hours to midnight, so the coach arrives at eleven in the morning
    assert "\nEleven in the morning: round 1\n" in text and "\nNoon: round 2\n" in text
    assert text.index("THE CAST") < text.index("BEFORE THE FIRST HOUR") \
        < text.index("round 1\n") < text.index("EPILOGUE")
    epilogue = text[text.index("EPILOGUE"):]
    flat = " ".join(epilogue.split())
    place, prep = V.PLACE_WORDS[g.door]
    assert f"{prep} {place}" in flat
    assert THINGS[g.key].name in flat and THINGS[g.lantern].name in flat
    # whispers, clues and hands are told as Coyote gave them: the story is read afterwards
    again = registry.new_game(GAME, 3, g.options, g.seed)
    secrets = 0
    whole = " ".join(text.split())
    for seat, action in g.history:
        events = again.apply(seat, action)
        for e in events:
            if e.get("audience") and e["audience"] != [DEALER]:
                assert narrate(e, names, again.public_observation()) in whole, e
                secrets += 1
    assert secrets > 12
    for line in text.splitlines():
        for bad in LEAKS[:4]:
            assert bad not in line, line
        assert len(line) <= 78, line


def test_a_running_game_keeps_its_secrets_and_a_short_night_ends_early():
    g = registry.new_game(GAME, 2, {"hours": 6}, 11)
    rng = random.Random(11)
    for _ in range(40):
        seat = g.to_act()[0]
        g.apply(seat, rng.choice(g.legal_actions(seat)))
    text = tell_game(g, ["Ann", "Ben"])
    assert "The night is not over yet" in text
    while not g.is_terminal():
        seat = g.to_act()[0]
        g.apply(seat, rng.choice(g.legal_actions(seat)))
    text = tell_game(g, ["Ann", "Ben"])
    if g.over == "midnight":
        assert "six in the evening" in " ".join(text.split()).lower()
    assert "EPILOGUE" in text and "The night is not over yet" not in text


def test_play_story_writes_the_file(capsys, tmp_path):
    path = tmp_path / "night.txt"
    code = main(["play", GAME, "--seats", "random,random,random", "--seed", "3",
                 "--story", str(path)])
    out = capsys.readouterr().out
    assert code == 0 and f"story: {path}" in out
    text = path.read_text(encoding="utf-8")
    assert text.startswith("THREE CARD COYOTE") and "Random A plays " in text
    assert "EPILOGUE" in text
    # the play command itself tells the night under each action, in the same voice
    assert "Round 1, " in out or "round 1" in out.lower()
    assert "Coyote" in out and "{" not in out


def test_play_story_refuses_a_game_without_one_and_a_bad_path(capsys, tmp_path):
    code = main(["play", "notcoup", "--seats", "random,random", "--story",
                 str(tmp_path / "x.txt")])
    err = capsys.readouterr().err
    assert code == 2 and "no story" in err and GAME in err and "Traceback" not in err
    assert not (tmp_path / "x.txt").exists()
    (tmp_path / "file").write_text("x")
    code = main(["play", GAME, "--seats", "random", "--seed", "1", "--story",
                 str(tmp_path / "file" / "sub" / "s.txt")])
    err = capsys.readouterr().err
    assert code == 2 and "cannot write" in err


def test_a_raise_tells_the_power_in_the_streets_words():
    for pid in POWERS:
        line = narrate({"type": "raise", "seat": 0, "power": pid, "action": "search",
                        "chips": 3, "v": 0}, ["Ann"])
        assert V.POWER_WORDS[pid] in line and "three chips left" in line
        assert re.search(r"\bAnn\b", line)


@pytest.mark.parametrize("hours", [4, 12, 15])
def test_the_last_hour_ends_at_midnight_whatever_the_length_of_the_night(hours):
    """The rules' clock ends the last round at midnight (``hour()``); the midnight line
    once added the night's length to noon, so a fifteen-hour night (three seats) struck
    three in the morning."""
    g = registry.new_game(GAME, 2, {"hours": hours}, 5)
    view = g.public_observation()
    assert view["hours"] == hours
    for v in range(6):
        line = narrate({"type": "midnight", "v": v}, ["Ann", "Ben"], view).lower()
        assert "morning" not in line and "afternoon" not in line and "evening" not in line
        assert "midnight" in line
