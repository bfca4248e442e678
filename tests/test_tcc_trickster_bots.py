"""How the bots weigh the town's rumours (ruling 88): Coyote's half-truths as logic, a
rival's rumour only when the rival could know it, and Hard's own misleading rumours.
Each bot is handed only ``observation(seat)`` and the legal actions, as in play."""

from __future__ import annotations

from game.core import DEALER
from game.three_card_coyote import rumour_sense
from game.three_card_coyote.bots import EasyBot, HardBot, MediumBot
from tests.test_three_card_coyote_play import game

KEYS = ["bible", "noose", "chalk"]


def notes(door=("church", "homesteads"), key=KEYS) -> dict[str, list[str]]:
    return {"door": list(door), "key": list(key), "lantern": ["torch", "matches"]}


def half(first, second) -> dict:
    return {"by": DEALER, "round": 1, "claims": [list(first), list(second)], "half": True}


def test_bots_weigh_rumours_by_what_the_teller_could_know():
    # Coyote's half-truth: one claim known false makes the other true...
    said = {"rumours": [half(("door", "church"), ("key", "mirror"))]}
    kn = notes()
    rumour_sense.deduce(said, kn)
    assert kn["door"] == ["church"] and kn["key"] == KEYS
    # ...and one known true makes the other false
    said = {"rumours": [half(("door", "church"), ("key", "noose"))]}
    kn = notes(door=("church",))
    rumour_sense.deduce(said, kn)
    assert kn["key"] == ["bible", "chalk"]
    # neither known: nothing is certain, both claims weigh more
    kn = notes()
    rumour_sense.deduce(said, kn)
    assert kn == notes()

    # a rival's rumour counts only if the rival has searched where it could know
    g = game(("atlas", "blacksmith"), ("chuck", "doctor"), places=["church", "church"],
             hands=(("2s", "3s", "4s"), ("Kd", "6d", "7d")))
    g.apply(0, "pass with 2-spades")
    g.apply(1, "search with k-diamonds")            # seat 1 searched the Church...
    g.apply(0, "pass with 3-spades")
    g.apply(1, "talk preacher rumour key bible with 6-diamonds")  # ...and the Bible is Key
    obs = g.observation(0)
    kn = {k: list(v) for k, v in obs["knowledge"].items()}
    assert MediumBot(0).suspects(obs, kn)["bible"] == 2.0
    assert HardBot(0).suspects(obs, kn)["bible"] == 1.5   # a bluffer expects bluffs
    assert EasyBot(0).suspects(obs, kn)["bible"] == 1.0   # Easy ignores rumours
    assert MediumBot(0).suspects(obs, kn)["noose"] == 1.0
    # a teller who never searched there is only talking; and one's own rumour is no news
    said = {"rumours": [{"by": 1, "round": 1, "claims": [["key", "noose"]], "half": False,
                         "folk": "stablehand", "place": "smith-and-stable"}],
            "searches": [{"seat": 1, "place": "church", "round": 1, "ok": True}]}
    w = {"noose": 1.0}
    rumour_sense.weigh(said, 0, w, 2.0)
    assert w == {"noose": 1.0}
    said["searches"].append({"seat": 1, "place": "smith-and-stable", "round": 1, "ok": True})
    rumour_sense.weigh(said, 1, w, 2.0)
    assert w == {"noose": 1.0}
    rumour_sense.weigh(said, 0, w, 2.0)
    assert w == {"noose": 2.0}


def test_hard_misleads_with_a_rumour_it_knows_is_false():
    g = game(("atlas", "blacksmith"), places=["church"], hands=(("Ks", "2s", "3s"),))
    g.apply(0, "search with k-spades")   # the Door is on North Main Street, not here
    obs, legal = g.observation(0), g.legal_actions(0)
    hard = HardBot(0)
    told = rumour_sense.mislead(obs, 0, hard.candidates(obs), legal)
    assert told == "talk preacher rumour door church with 2-spades"
    g.apply(0, told)
    obs, legal = g.observation(0), g.legal_actions(0)
    # told once is enough: the next lie is another it can back (the search crossed off
    # the Bible too)
    assert rumour_sense.mislead(obs, 0, hard.candidates(obs), legal) == \
        "talk preacher rumour key bible with 3-spades"
