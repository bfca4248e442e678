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
    (1, False, 102, 'random'): '6e312a3a2f95ee1d',
    (1, False, 103, 'random'): 'a04ac10389ba7114',
    (1, True, 104, 'random'): 'ec772c719dad763e',
    (1, False, 105, 'random'): '21491aba089bd247',
    (1, False, 106, 'random'): '24174fd6aacd9017',
    (1, True, 107, 'random'): '71756261cdc11e5f',
    (1, False, 108, 'random'): 'cb8ee4ff4b6db5a9',
    (1, False, 109, 'random'): '6ee56480b35b26af',
    (1, True, 110, 'random'): 'f739d109689225a9',
    (1, False, 111, 'random'): 'f4895fcd1a0130c4',
    (2, False, 200, 'random'): '8dff3725c64ee7e3',
    (2, True, 201, 'random'): '5b4c85087b0db74e',
    (2, False, 202, 'random'): '266b7cbbec992b8d',
    (2, False, 203, 'random'): 'bc910a7c450f9192',
    (2, True, 204, 'random'): '4ba3cbdbede0c880',
    (2, False, 205, 'random'): '72483f712e562864',
    (2, False, 206, 'random'): 'f05632309654170f',
    (2, True, 207, 'random'): '3b3b165c046440fb',
    (2, False, 208, 'random'): '7cfb591af06f55ea',
    (2, False, 209, 'random'): '08c8cafd936fe965',
    (2, True, 210, 'random'): '8701c5929eda75d9',
    (2, False, 211, 'random'): 'ea8392f9ecb62e1d',
    (3, False, 300, 'random'): '6f2abd56a2e94ebc',
    (3, True, 301, 'random'): 'f4cbf5315e8d444a',
    (3, False, 302, 'random'): 'b4aff3b4baf28c05',
    (3, False, 303, 'random'): 'fe81d5051aa7f88f',
    (3, True, 304, 'random'): 'a7ccc3ab63dd7748',
    (3, False, 305, 'random'): '2537c193a8d9ca71',
    (3, False, 306, 'random'): 'de5248902e3d120f',
    (3, True, 307, 'random'): 'bc3326aa7a32a5ef',
    (3, False, 308, 'random'): 'ad7260aed4832455',
    (3, False, 309, 'random'): 'd9c90fc23e6bc774',
    (3, True, 310, 'random'): 'a15de7f2ebb755e4',
    (3, False, 311, 'random'): '61a48c954fa180c4',
    (4, False, 400, 'random'): '282db207e0be02e0',
    (4, True, 401, 'random'): '626297a465424ee8',
    (4, False, 402, 'random'): '49c5190b4a1d40cc',
    (4, False, 403, 'random'): '1895af3d4452ccc2',
    (4, True, 404, 'random'): '985dc727006a4ed5',
    (4, False, 405, 'random'): '26b3b0143803c526',
    (4, False, 406, 'random'): '3f87857526f1cdcd',
    (4, True, 407, 'random'): '8aa98c134a26bbb5',
    (4, False, 408, 'random'): '092050d7ed7ccfde',
    (4, False, 409, 'random'): '8375613bd691d5fc',
    (4, True, 410, 'random'): '0d0078ff3b162326',
    (4, False, 411, 'random'): 'bee89d4400f2be51',
    (5, False, 500, 'random'): 'dc43c83e01ee54fa',
    (5, True, 501, 'random'): 'c7c40a6ac06a7f8a',
    (5, False, 502, 'random'): '06bdb36361e2e58b',
    (5, False, 503, 'random'): '1d3336d06aee519e',
    (5, True, 504, 'random'): 'aca5c018fd5e6f66',
    (5, False, 505, 'random'): '5d83e37c221c28c9',
    (5, False, 506, 'random'): 'b33f6e2010699771',
    (5, True, 507, 'random'): 'e4893a5d08bdb994',
    (5, False, 508, 'random'): '0cb55f01b3b0c2a2',
    (5, False, 509, 'random'): 'c7f93b70a655ee81',
    (5, True, 510, 'random'): '5d4c51113662d6c6',
    (5, False, 511, 'random'): '97dc75fe6ecddc2b',
    (6, False, 600, 'random'): '7f550c2904418198',
    (6, True, 601, 'random'): 'fd096572caaaa3de',
    (6, False, 602, 'random'): 'f18d18b69f4d9d41',
    (6, False, 603, 'random'): '4c9f818007b99bd0',
    (6, True, 604, 'random'): '9effffc582b8fbc9',
    (6, False, 605, 'random'): 'ff0dccad92603056',
    (6, False, 606, 'random'): 'f3fd0e5e6d062201',
    (6, True, 607, 'random'): '4a4d910972d96a25',
    (6, False, 608, 'random'): 'e79814b59ba35434',
    (6, False, 609, 'random'): 'd0d7004e217edd6e',
    (6, True, 610, 'random'): '71f5eea8717e2713',
    (6, False, 611, 'random'): '1a78de88cb6c1107',
    (1, False, 1010, 'easy'): 'd6aeb27d9aced995',
    (1, True, 1011, 'easy'): '486815c0ffce28c6',
    (2, False, 1020, 'easy'): '93ab5d5ec87967a2',
    (2, True, 1021, 'easy'): 'e2339f1df0961f2d',
    (3, False, 1030, 'easy'): 'c390f8bd4a02929f',
    (3, True, 1031, 'easy'): 'f993e97edbdc066a',
    (4, False, 1040, 'easy'): '0a62309ff414999e',
    (4, True, 1041, 'easy'): '178bbde899ca3c5b',
    (5, False, 1050, 'easy'): 'e740c4ce48bb09a8',
    (5, True, 1051, 'easy'): 'ebd34d87e5c2c3cd',
    (6, False, 1060, 'easy'): '18a4994cd7eded19',
    (6, True, 1061, 'easy'): 'b8eb05fdabe2d24b',
    (1, False, 1010, 'medium'): '793f7ac10055ee41',
    (1, True, 1011, 'medium'): 'a904689ce82d7767',
    (2, False, 1020, 'medium'): '564945a3aa296dff',
    (2, True, 1021, 'medium'): 'a780d45947b3b1e4',
    (3, False, 1030, 'medium'): '5c5aeb110ab5aa80',
    (3, True, 1031, 'medium'): 'eeade835009c2ab7',
    (4, False, 1040, 'medium'): 'f94f69c7740c03c8',
    (4, True, 1041, 'medium'): '6f1ad368f2b78da2',
    (5, False, 1050, 'medium'): 'ec0fa02ce5fb7dd4',
    (5, True, 1051, 'medium'): '9fd20dd714c638e0',
    (6, False, 1060, 'medium'): 'd9f019cf1cc281eb',
    (6, True, 1061, 'medium'): 'aa7271199205baee',
    (1, False, 1010, 'hard'): 'f3b9505bc0e9bee6',
    (1, True, 1011, 'hard'): '58937b37fabfc94a',
    (2, False, 1020, 'hard'): '90730e8ae8589a4b',
    (2, True, 1021, 'hard'): '941b41737bf90dac',
    (3, False, 1030, 'hard'): '5d50e2d498c33d75',
    (3, True, 1031, 'hard'): '22130f6a81adb643',
    (4, False, 1040, 'hard'): '1ca33615f45a1956',
    (4, True, 1041, 'hard'): 'a5925d0b5b7d959d',
    (5, False, 1050, 'hard'): '74628f4495553243',
    (5, True, 1051, 'hard'): 'a6374a1e39f7c511',
    (6, False, 1060, 'hard'): '145bb5b8112c34d6',
    (6, True, 1061, 'hard'): 'ebf682a995cd1929',
}


@pytest.mark.parametrize("case", sorted(CASES), ids=str)
def test_legal_lists_events_and_states_are_as_before(case):
    seats, made, seed, kind = case
    assert trace_digest(seats, MADE if made else {}, seed, kind) == CASES[case]
