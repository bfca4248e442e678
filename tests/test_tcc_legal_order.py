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
    (1, False, 100, 'random'): 'd78991c1c4ee2d79',
    (1, True, 101, 'random'): '691c26f3621b462f',
    (1, False, 102, 'random'): '4544d62e7c23c2ae',
    (1, False, 103, 'random'): '83a51b50e89b603a',
    (1, True, 104, 'random'): 'ec772c719dad763e',
    (1, False, 105, 'random'): '21491aba089bd247',
    (1, False, 106, 'random'): '24174fd6aacd9017',
    (1, True, 107, 'random'): '71756261cdc11e5f',
    (1, False, 108, 'random'): 'cb8ee4ff4b6db5a9',
    (1, False, 109, 'random'): '6ee56480b35b26af',
    (1, True, 110, 'random'): '7a4b6d5bcdfbd30f',
    (1, False, 111, 'random'): '3b8ccaf7b097091a',
    (2, False, 200, 'random'): '8dff3725c64ee7e3',
    (2, True, 201, 'random'): '8af58ebf389ddbc5',
    (2, False, 202, 'random'): '21481334888d6a7f',
    (2, False, 203, 'random'): '732c9261a59d7d6b',
    (2, True, 204, 'random'): '0782770023653b28',
    (2, False, 205, 'random'): '72483f712e562864',
    (2, False, 206, 'random'): '2dd2d4b60eab6bd6',
    (2, True, 207, 'random'): 'ea43faf8f3117e8b',
    (2, False, 208, 'random'): '7cfb591af06f55ea',
    (2, False, 209, 'random'): 'b36df6dd3553bfc0',
    (2, True, 210, 'random'): '5c969bf8c89fc1e0',
    (2, False, 211, 'random'): '8afe76e2b60c9f5e',
    (3, False, 300, 'random'): '613b0268900207ba',
    (3, True, 301, 'random'): 'be23e297f074bd7f',
    (3, False, 302, 'random'): 'a4559d516c22c0f8',
    (3, False, 303, 'random'): '3eaba1e6a8d61ce7',
    (3, True, 304, 'random'): '4ae2ad212a136dc6',
    (3, False, 305, 'random'): '2537c193a8d9ca71',
    (3, False, 306, 'random'): 'bfc487c391a3a369',
    (3, True, 307, 'random'): '387a3c9e56d52035',
    (3, False, 308, 'random'): '73d9ea40b70295e5',
    (3, False, 309, 'random'): 'd9c90fc23e6bc774',
    (3, True, 310, 'random'): '7f1549ef4ca9be88',
    (3, False, 311, 'random'): 'd85de4bac5639e40',
    (4, False, 400, 'random'): 'cd3e98050a705b90',
    (4, True, 401, 'random'): '9e0600aa7f2b84be',
    (4, False, 402, 'random'): '0578cbb0cf0680dd',
    (4, False, 403, 'random'): '1895af3d4452ccc2',
    (4, True, 404, 'random'): '985dc727006a4ed5',
    (4, False, 405, 'random'): 'f455da26353e16be',
    (4, False, 406, 'random'): '52777c384921a128',
    (4, True, 407, 'random'): '6cb285e7363f6019',
    (4, False, 408, 'random'): 'c769b2fd26853741',
    (4, False, 409, 'random'): 'fc2e9e3b169f6814',
    (4, True, 410, 'random'): '9f72c7a373a2ebe2',
    (4, False, 411, 'random'): '2a7f816635b80138',
    (5, False, 500, 'random'): '0d1419e3bc482eef',
    (5, True, 501, 'random'): '082ddd3bb7a726fe',
    (5, False, 502, 'random'): 'd4e274092a2ec604',
    (5, False, 503, 'random'): 'c60f05c889f16d2d',
    (5, True, 504, 'random'): '285de4d501ee7f1d',
    (5, False, 505, 'random'): 'e4969513e7a62770',
    (5, False, 506, 'random'): 'd3bfd0ba6d9aad55',
    (5, True, 507, 'random'): '743941a48c95e942',
    (5, False, 508, 'random'): '8af8e7bc0f6e4bae',
    (5, False, 509, 'random'): '94463fb1d7445a38',
    (5, True, 510, 'random'): '5d4c51113662d6c6',
    (5, False, 511, 'random'): 'e932e6c81326cda3',
    (6, False, 600, 'random'): 'f1c4257a5a62fc60',
    (6, True, 601, 'random'): '3dc6b9b48c1046eb',
    (6, False, 602, 'random'): 'f4494eb27924002e',
    (6, False, 603, 'random'): '20ee7033835a83b6',
    (6, True, 604, 'random'): '89dfbc1e2429fec7',
    (6, False, 605, 'random'): '1432ffd8cdc424ee',
    (6, False, 606, 'random'): '728b686276fb171e',
    (6, True, 607, 'random'): 'e93c66135cfbf6cb',
    (6, False, 608, 'random'): '4a2bd535c2e9d69b',
    (6, False, 609, 'random'): '03de96d28b5f4215',
    (6, True, 610, 'random'): '129ad1aae78ad3c2',
    (6, False, 611, 'random'): '90b2ae6d66f9e078',
    (1, False, 1010, 'easy'): 'd6aeb27d9aced995',
    (1, True, 1011, 'easy'): '486815c0ffce28c6',
    (2, False, 1020, 'easy'): '297be86f65d7fd7f',
    (2, True, 1021, 'easy'): 'e2339f1df0961f2d',
    (3, False, 1030, 'easy'): 'b0e1f6d593ab75fc',
    (3, True, 1031, 'easy'): '0f50b878a1b7aa33',
    (4, False, 1040, 'easy'): '2d3723e1966783e4',
    (4, True, 1041, 'easy'): '79689ce3d6dfc863',
    (5, False, 1050, 'easy'): '68417b9ec86b6ac2',
    (5, True, 1051, 'easy'): '5ceed22efa81ebc3',
    (6, False, 1060, 'easy'): 'a1e250044b49ce24',
    (6, True, 1061, 'easy'): 'a20c890c59b1d3e6',
    (1, False, 1010, 'medium'): '793f7ac10055ee41',
    (1, True, 1011, 'medium'): 'a904689ce82d7767',
    (2, False, 1020, 'medium'): '4757ab9e5a23f8e5',
    (2, True, 1021, 'medium'): '50a95f41167f4e72',
    (3, False, 1030, 'medium'): 'fa95721c0dc72e17',
    (3, True, 1031, 'medium'): '7362b568567993e6',
    (4, False, 1040, 'medium'): '8c17b122e084e0c7',
    (4, True, 1041, 'medium'): '6f1ad368f2b78da2',
    (5, False, 1050, 'medium'): '29bcd02ae3d4cf66',
    (5, True, 1051, 'medium'): '53cb11da341147db',
    (6, False, 1060, 'medium'): '81156602f0e19a18',
    (6, True, 1061, 'medium'): '41fddaa8f2d60e59',
    (1, False, 1010, 'hard'): 'a381ec1b1aa1c146',
    (1, True, 1011, 'hard'): 'a904689ce82d7767',
    (2, False, 1020, 'hard'): 'eb3b9331e9c381c9',
    (2, True, 1021, 'hard'): '2385f26454e6df02',
    (3, False, 1030, 'hard'): 'f15e5455faee1ae8',
    (3, True, 1031, 'hard'): 'c52d94f8b02cb370',
    (4, False, 1040, 'hard'): 'e7761bd4472926fd',
    (4, True, 1041, 'hard'): '3d15d9f751bb4381',
    (5, False, 1050, 'hard'): '2f26720879234c4b',
    (5, True, 1051, 'hard'): '8ff2070e5fd1069b',
    (6, False, 1060, 'hard'): '22048d995d86deff',
    (6, True, 1061, 'hard'): '5cb980137e457433',
}


@pytest.mark.parametrize("case", sorted(CASES), ids=str)
def test_legal_lists_events_and_states_are_as_before(case):
    seats, made, seed, kind = case
    assert trace_digest(seats, MADE if made else {}, seed, kind) == CASES[case]
