"""Three Card Coyote's legal lists are kept action for action.

Saves, replays and the bots' seeded choices depend on the order of
``legal_actions``, so the engine's move to one legality source (``_candidates``
and ``_reason``) must list the same actions in the same order. The digests below
were recorded from the engine as it was before that change: seeded games played
to the end, random and by the bots, hashing at every step every seat's legal list,
the action chosen and the events it caused, and at the end the dealer's view of
the whole state. The same games must give the same digests.

A rules change that legitimately alters play re-records them, and says so here:
rulings 80 to 82 (an unarmed target of a shot chooses its cover; a stalemate on the
first two beats stirs the town; a gallop is a hard action), the bots' play for issue
29's balance of roles (rulings 89 and 90), and the town's talk (rulings 83 to 88).
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from game.core import DEALER
from game.registry import get_info, new_game

MADE = {"custom_deity": ("bolt", "welcome"), "custom_human": ("book", "underestimated")}


def trace_digest(seats: int, options: dict, seed: int, kind: str) -> str:
    """One seeded game to its end: ``kind`` "random" picks uniformly from each legal
    list, a bot kind lets that bot play every seat (and the dealer its policy)."""
    info = get_info("three-card-coyote")
    g = new_game("three-card-coyote", seats, options, seed)
    pick = random.Random(seed)
    bots = {s: info.bots[kind](s, seed) for s in range(seats)} if kind != "random" else {}
    dealer = info.dealer(DEALER, seed)
    h = hashlib.sha256()
    while not g.is_terminal():
        lists = {s: g.legal_actions(s) for s in [*range(seats), DEALER]}
        h.update(json.dumps(lists, sort_keys=True).encode())
        seat = g.to_act()[0]
        if seat == DEALER:
            action = dealer.act(g.observation(DEALER), lists[DEALER])
        elif bots:
            action = bots[seat].act(g.observation(seat), lists[seat])
        else:
            action = pick.choice(lists[seat])
        h.update(json.dumps([seat, action, g.apply(seat, action)], sort_keys=True).encode())
    h.update(json.dumps(g.observation(DEALER), sort_keys=True).encode())
    return h.hexdigest()[:16]


CASES = {
    # (seats, made-at-the-table roles, seed, who plays): digest before the change
    (1, False, 100, 'random'): 'e2519576aa8ac871',
    (1, True, 101, 'random'): '691c26f3621b462f',
    (1, False, 102, 'random'): '4544d62e7c23c2ae',
    (1, False, 103, 'random'): 'a04ac10389ba7114',
    (1, True, 104, 'random'): 'ec772c719dad763e',
    (1, False, 105, 'random'): '21491aba089bd247',
    (1, False, 106, 'random'): '95d1f9700729b1c6',
    (1, True, 107, 'random'): '71756261cdc11e5f',
    (1, False, 108, 'random'): 'cb8ee4ff4b6db5a9',
    (1, False, 109, 'random'): '6ee56480b35b26af',
    (1, True, 110, 'random'): '7a4b6d5bcdfbd30f',
    (1, False, 111, 'random'): 'f4895fcd1a0130c4',
    (2, False, 200, 'random'): '08f6c17e852872e7',
    (2, True, 201, 'random'): '5b4c85087b0db74e',
    (2, False, 202, 'random'): '21481334888d6a7f',
    (2, False, 203, 'random'): 'b88841e6f351e128',
    (2, True, 204, 'random'): '5c19b15ebfb3555c',
    (2, False, 205, 'random'): '72483f712e562864',
    (2, False, 206, 'random'): 'c958b6938d36ffdb',
    (2, True, 207, 'random'): '3b3b165c046440fb',
    (2, False, 208, 'random'): '7cfb591af06f55ea',
    (2, False, 209, 'random'): 'b36df6dd3553bfc0',
    (2, True, 210, 'random'): '870c781c88ddba91',
    (2, False, 211, 'random'): '8afe76e2b60c9f5e',
    (3, False, 300, 'random'): '6f2abd56a2e94ebc',
    (3, True, 301, 'random'): 'bc85d26c20283a12',
    (3, False, 302, 'random'): '4d7315b5aceef93c',
    (3, False, 303, 'random'): '01b064b91ee5b671',
    (3, True, 304, 'random'): 'e8f192636d2c8ae5',
    (3, False, 305, 'random'): '2d98487dd83557bb',
    (3, False, 306, 'random'): '64349a6230581ae5',
    (3, True, 307, 'random'): '387a3c9e56d52035',
    (3, False, 308, 'random'): 'ad7260aed4832455',
    (3, False, 309, 'random'): 'd9c90fc23e6bc774',
    (3, True, 310, 'random'): 'edb49dd50e8328e6',
    (3, False, 311, 'random'): '983abecc82302e18',
    (4, False, 400, 'random'): '2b323039d23028fe',
    (4, True, 401, 'random'): '82e23d691984ac78',
    (4, False, 402, 'random'): '73bbde315c4c1136',
    (4, False, 403, 'random'): '1567f86f51f6e0fe',
    (4, True, 404, 'random'): 'b97bf290257bed29',
    (4, False, 405, 'random'): 'f809ed162e64d5a9',
    (4, False, 406, 'random'): 'f954d2e51eec595a',
    (4, True, 407, 'random'): '6978683fce02c331',
    (4, False, 408, 'random'): '4e1b6437b055661a',
    (4, False, 409, 'random'): 'bd2d35362ba9e2e0',
    (4, True, 410, 'random'): '9f72c7a373a2ebe2',
    (4, False, 411, 'random'): '2a7f816635b80138',
    (5, False, 500, 'random'): '5a816538b09a05f5',
    (5, True, 501, 'random'): 'c62eced036bc2932',
    (5, False, 502, 'random'): '8b6490ad6eca2f24',
    (5, False, 503, 'random'): 'c60f05c889f16d2d',
    (5, True, 504, 'random'): '15c418b05f229365',
    (5, False, 505, 'random'): 'bc7292cd2a074a11',
    (5, False, 506, 'random'): '86816942f769a6b4',
    (5, True, 507, 'random'): '1cf496705fbcb336',
    (5, False, 508, 'random'): '525707eb044512dc',
    (5, False, 509, 'random'): '94463fb1d7445a38',
    (5, True, 510, 'random'): '5d4c51113662d6c6',
    (5, False, 511, 'random'): '0f33e0c8fef8f649',
    (6, False, 600, 'random'): 'e20f60ca6c13a337',
    (6, True, 601, 'random'): '132f3d0056bdcf46',
    (6, False, 602, 'random'): '4c91c3b9133b3aef',
    (6, False, 603, 'random'): 'e83a512dfb92ee26',
    (6, True, 604, 'random'): '3e38bdc463e69d1f',
    (6, False, 605, 'random'): 'aff10733c8c7bf12',
    (6, False, 606, 'random'): '36e40b70e31f0c7a',
    (6, True, 607, 'random'): '0190a2cfc517467e',
    (6, False, 608, 'random'): '0b8a1a23efb13b73',
    (6, False, 609, 'random'): 'f3bad95653b8e57c',
    (6, True, 610, 'random'): '129ad1aae78ad3c2',
    (6, False, 611, 'random'): 'e4eeec2ba0cade85',
    (1, False, 1010, 'easy'): 'd6aeb27d9aced995',
    (1, True, 1011, 'easy'): '486815c0ffce28c6',
    (2, False, 1020, 'easy'): '58eb92900935a6df',
    (2, True, 1021, 'easy'): 'e2339f1df0961f2d',
    (3, False, 1030, 'easy'): '371ebeecc95df6d2',
    (3, True, 1031, 'easy'): '0f50b878a1b7aa33',
    (4, False, 1040, 'easy'): '7365fdad250f9b35',
    (4, True, 1041, 'easy'): 'a7757d5a06993332',
    (5, False, 1050, 'easy'): '25ebe322c0d5895e',
    (5, True, 1051, 'easy'): '5ceed22efa81ebc3',
    (6, False, 1060, 'easy'): 'acc716ad33e530b3',
    (6, True, 1061, 'easy'): 'f14b0c042274abd9',
    (1, False, 1010, 'medium'): '793f7ac10055ee41',
    (1, True, 1011, 'medium'): 'a904689ce82d7767',
    (2, False, 1020, 'medium'): 'a50e7a1941aa284d',
    (2, True, 1021, 'medium'): '50a95f41167f4e72',
    (3, False, 1030, 'medium'): '4bc78bc4aca92d92',
    (3, True, 1031, 'medium'): '7362b568567993e6',
    (4, False, 1040, 'medium'): 'abfd9d8f32d43113',
    (4, True, 1041, 'medium'): '6f1ad368f2b78da2',
    (5, False, 1050, 'medium'): '8c537b60d57b8e13',
    (5, True, 1051, 'medium'): '70cbf2d94ae726fc',
    (6, False, 1060, 'medium'): 'dea3d718a0c0e1e9',
    (6, True, 1061, 'medium'): 'dea87e3007641782',
    (1, False, 1010, 'hard'): 'f3b9505bc0e9bee6',
    (1, True, 1011, 'hard'): 'a904689ce82d7767',
    (2, False, 1020, 'hard'): '0f4241473d441f0f',
    (2, True, 1021, 'hard'): '941b41737bf90dac',
    (3, False, 1030, 'hard'): '6fd686c4efd444c8',
    (3, True, 1031, 'hard'): 'c52d94f8b02cb370',
    (4, False, 1040, 'hard'): 'd830edec16568da6',
    (4, True, 1041, 'hard'): '6bdf7fa60bc1b90e',
    (5, False, 1050, 'hard'): 'bc1ef6733eb9960d',
    (5, True, 1051, 'hard'): '9ec6d264a5862e12',
    (6, False, 1060, 'hard'): '2c7d5c22fc4f627e',
    (6, True, 1061, 'hard'): '56e1229ba62ba68b',
}


@pytest.mark.parametrize("case", sorted(CASES), ids=str)
def test_legal_lists_events_and_states_are_as_before(case):
    seats, made, seed, kind = case
    assert trace_digest(seats, MADE if made else {}, seed, kind) == CASES[case]
