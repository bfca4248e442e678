"""Three Card Coyote's legal lists are kept action for action.

Saves, replays and the bots' seeded choices depend on the order of
``legal_actions``, so the engine's move to one legality source (``_candidates``
and ``_reason``) must list the same actions in the same order. The digests below
were recorded from the engine as it was before that change: seeded games played
to the end, random and by the bots, hashing at every step every seat's legal list,
the action chosen and the events it caused, and at the end the dealer's view of
the whole state. The same games must give the same digests.

A rules change that legitimately alters play re-records them, and says so here:
rulings 80 and 81 (an unarmed target of a shot chooses its cover; a stalemate on the
first two beats stirs the town) and the bots' play for issue 29's balance of roles.
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
    (1, False, 100, 'random'): 'ac95b287c44fc9a6',
    (1, True, 101, 'random'): '7507048f480b52e7',
    (1, False, 102, 'random'): 'efbf95f12ef2896d',
    (1, False, 103, 'random'): '81f256c8d2b2feff',
    (1, True, 104, 'random'): '2c6746c65ddaf4d9',
    (1, False, 105, 'random'): 'b3caab8d02063ca2',
    (1, False, 106, 'random'): '59493873c1e10097',
    (1, True, 107, 'random'): '361f2614095a6ac1',
    (1, False, 108, 'random'): 'ffe06fee48d1c3d9',
    (1, False, 109, 'random'): 'd871ecd2eb8a8075',
    (1, True, 110, 'random'): 'b59cbffeec6f81dc',
    (1, False, 111, 'random'): '6d42785268612078',
    (2, False, 200, 'random'): '85101e1b9173bcd5',
    (2, True, 201, 'random'): '5af948d566910f58',
    (2, False, 202, 'random'): '3059b147a7a6f2bb',
    (2, False, 203, 'random'): 'e53457f1930cabf4',
    (2, True, 204, 'random'): 'b880baab9f39db18',
    (2, False, 205, 'random'): '2f1153e6aaf422e6',
    (2, False, 206, 'random'): '2a7f36857336b69f',
    (2, True, 207, 'random'): 'f33a429d849a530e',
    (2, False, 208, 'random'): '1d4d2edf596e3dc1',
    (2, False, 209, 'random'): 'f6a0f6ca81d50aba',
    (2, True, 210, 'random'): 'd2caa9fa73e6f66e',
    (2, False, 211, 'random'): '49d66571085c3cdb',
    (3, False, 300, 'random'): '1ac2ba5b0afa7611',
    (3, True, 301, 'random'): '8c4c35ab502a72ed',
    (3, False, 302, 'random'): '3066d6d9549d4c5a',
    (3, False, 303, 'random'): '82312d67f37d692d',
    (3, True, 304, 'random'): '6ae29c9682ba7305',
    (3, False, 305, 'random'): '7decb96c9fc58875',
    (3, False, 306, 'random'): '4da2292f0be434b0',
    (3, True, 307, 'random'): '69e99ca05024db44',
    (3, False, 308, 'random'): '5eafafa15b54f622',
    (3, False, 309, 'random'): '3393f492d2c53503',
    (3, True, 310, 'random'): '80badee05a405e0c',
    (3, False, 311, 'random'): '327efbf0a4a95fa4',
    (4, False, 400, 'random'): '01d6916ad964563b',
    (4, True, 401, 'random'): '8639132570032483',
    (4, False, 402, 'random'): '7e2b3e8648cfa4c4',
    (4, False, 403, 'random'): 'a2b0c87a396f72dc',
    (4, True, 404, 'random'): '47434a3db4cc1dab',
    (4, False, 405, 'random'): '84417c06504ea9e9',
    (4, False, 406, 'random'): '14e85ba5b61462a4',
    (4, True, 407, 'random'): 'ec1f8e2f07e87d10',
    (4, False, 408, 'random'): '3d84bf76133a596c',
    (4, False, 409, 'random'): 'e469a831a41cbccf',
    (4, True, 410, 'random'): 'aaa51542a610c4b6',
    (4, False, 411, 'random'): '18cdde6b58df413c',
    (5, False, 500, 'random'): 'aad431dfde26b56a',
    (5, True, 501, 'random'): 'ce77e76b8e28018a',
    (5, False, 502, 'random'): 'a9236b94f663224c',
    (5, False, 503, 'random'): 'f9fa86ac7e769617',
    (5, True, 504, 'random'): '268ad1b97f36fb3c',
    (5, False, 505, 'random'): '68da3a439064ca82',
    (5, False, 506, 'random'): '72304351fa38cd1d',
    (5, True, 507, 'random'): 'fc3d60bdba5a04b7',
    (5, False, 508, 'random'): '3c990cfc7cd99bb3',
    (5, False, 509, 'random'): '9d7ac9e9701f82e8',
    (5, True, 510, 'random'): 'de8712b2cbf7a168',
    (5, False, 511, 'random'): '54cb037d0e9020c7',
    (6, False, 600, 'random'): 'df10a5098c8b1f20',
    (6, True, 601, 'random'): 'b69b153b1148fee4',
    (6, False, 602, 'random'): '2b99dd47d942240d',
    (6, False, 603, 'random'): 'c44b619995baa422',
    (6, True, 604, 'random'): 'ad7d81ddae66457c',
    (6, False, 605, 'random'): '466f1a2cfde059fd',
    (6, False, 606, 'random'): 'a7ad4bd40158a299',
    (6, True, 607, 'random'): 'cd2ab376908470df',
    (6, False, 608, 'random'): '82b0e6ff0c774ae9',
    (6, False, 609, 'random'): '02c06d8c73d64141',
    (6, True, 610, 'random'): 'b0186d7b0affba19',
    (6, False, 611, 'random'): 'a497c0d30c5322a1',
    (1, False, 1010, 'easy'): '12d57e7c569e833e',
    (1, True, 1011, 'easy'): 'a600361629f18415',
    (2, False, 1020, 'easy'): 'c4a26669bdddf66c',
    (2, True, 1021, 'easy'): 'e9547ceef0a02a25',
    (3, False, 1030, 'easy'): '14c5b17b85334a7b',
    (3, True, 1031, 'easy'): '381fe373d9393c06',
    (4, False, 1040, 'easy'): '3d34b02493b72662',
    (4, True, 1041, 'easy'): '7049de8cdbe1c2a2',
    (5, False, 1050, 'easy'): '2e39e97b4236c6c1',
    (5, True, 1051, 'easy'): 'c90397756c8ea0c5',
    (6, False, 1060, 'easy'): '7d18a8b062b69ddc',
    (6, True, 1061, 'easy'): '40a7b5845cc1bca8',
    (1, False, 1010, 'medium'): '19cf2d7044608351',
    (1, True, 1011, 'medium'): '9a9ab5e68a326a3a',
    (2, False, 1020, 'medium'): 'd5675e01c94d87ed',
    (2, True, 1021, 'medium'): '0c98f27bad56108d',
    (3, False, 1030, 'medium'): '544a4785bcb1fa75',
    (3, True, 1031, 'medium'): '55b41425cdaa9b2b',
    (4, False, 1040, 'medium'): 'd97bdd6f16551048',
    (4, True, 1041, 'medium'): '6e6ddf1842f2f7c8',
    (5, False, 1050, 'medium'): '7d52e5b54932ff2e',
    (5, True, 1051, 'medium'): '870ef272967c6e7f',
    (6, False, 1060, 'medium'): '28feacb587058438',
    (6, True, 1061, 'medium'): 'bbada39c669a05db',
    (1, False, 1010, 'hard'): '391f5fedd41e15e7',
    (1, True, 1011, 'hard'): '9a9ab5e68a326a3a',
    (2, False, 1020, 'hard'): 'e1912ccbeb45b293',
    (2, True, 1021, 'hard'): '43e57c6dc85673f9',
    (3, False, 1030, 'hard'): '5506535cee14094d',
    (3, True, 1031, 'hard'): '4d18d33c9fce4ef8',
    (4, False, 1040, 'hard'): '69a173b1c11df974',
    (4, True, 1041, 'hard'): 'a566f09301d85065',
    (5, False, 1050, 'hard'): 'aea186ffbeda8d58',
    (5, True, 1051, 'hard'): '989f8f67a352b78a',
    (6, False, 1060, 'hard'): '4c15a4c7d7e56b7c',
    (6, True, 1061, 'hard'): '91b95cd9ced11979',
}


@pytest.mark.parametrize("case", sorted(CASES), ids=str)
def test_legal_lists_events_and_states_are_as_before(case):
    seats, made, seed, kind = case
    assert trace_digest(seats, MADE if made else {}, seed, kind) == CASES[case]
