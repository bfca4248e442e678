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
    (1, True, 101, 'random'): '7c3888d7ce732d48',
    (1, False, 102, 'random'): 'efbf95f12ef2896d',
    (1, False, 103, 'random'): '81f256c8d2b2feff',
    (1, True, 104, 'random'): '55fb2750ce4f84de',
    (1, False, 105, 'random'): 'de3997069bbbdf27',
    (1, False, 106, 'random'): '2f7fe905df32aae6',
    (1, True, 107, 'random'): '222543075f61b7ff',
    (1, False, 108, 'random'): 'ffe06fee48d1c3d9',
    (1, False, 109, 'random'): 'cab233c075585dbc',
    (1, True, 110, 'random'): 'efd4e02e16f1669a',
    (1, False, 111, 'random'): '6d42785268612078',
    (2, False, 200, 'random'): '475cb52a8ee48d9d',
    (2, True, 201, 'random'): '0e48e454783029ee',
    (2, False, 202, 'random'): '5d9ec76be9906488',
    (2, False, 203, 'random'): 'dc1086cbf78bae33',
    (2, True, 204, 'random'): 'b121001ca9237896',
    (2, False, 205, 'random'): 'a51a76fa202d72f4',
    (2, False, 206, 'random'): 'a7d249379b89a682',
    (2, True, 207, 'random'): '6a45ac3811625ee3',
    (2, False, 208, 'random'): 'ff6ee93b35c5804d',
    (2, False, 209, 'random'): 'cd7fe3f3c4c0d69b',
    (2, True, 210, 'random'): '65b0b36e4248474e',
    (2, False, 211, 'random'): '68840ad176616cc2',
    (3, False, 300, 'random'): '13084e7e97a97a6c',
    (3, True, 301, 'random'): '297265cbf0049bf8',
    (3, False, 302, 'random'): '5ac0a6eaef7d32a2',
    (3, False, 303, 'random'): 'd3797bb2bd8cbc8e',
    (3, True, 304, 'random'): 'c58b49d8cff1b254',
    (3, False, 305, 'random'): '6e303e0e5dce05c5',
    (3, False, 306, 'random'): 'f971ec6c7176a51a',
    (3, True, 307, 'random'): '770bf78ad8e7a8ab',
    (3, False, 308, 'random'): '9a264f06669deb5f',
    (3, False, 309, 'random'): '3ce342106fc7f740',
    (3, True, 310, 'random'): 'e5fa49a84511745c',
    (3, False, 311, 'random'): '3001093ea29bdf72',
    (4, False, 400, 'random'): '473093e94c3147e5',
    (4, True, 401, 'random'): '4cfecd7e439436d2',
    (4, False, 402, 'random'): '0fd62594a1f4f265',
    (4, False, 403, 'random'): '0526f23ac589a619',
    (4, True, 404, 'random'): 'a0fd0ddfdead5c10',
    (4, False, 405, 'random'): 'f284eedf710cccd7',
    (4, False, 406, 'random'): 'adb715319b0b23a0',
    (4, True, 407, 'random'): '4f631f44bfeaee46',
    (4, False, 408, 'random'): 'de25544bbc2baeed',
    (4, False, 409, 'random'): 'fc73809215024f6a',
    (4, True, 410, 'random'): '2fa70a3509beaf42',
    (4, False, 411, 'random'): '3ad8cb645021b544',
    (5, False, 500, 'random'): '14aa57315e781082',
    (5, True, 501, 'random'): '8d03ec3de9e2c4a8',
    (5, False, 502, 'random'): '6ed31632edbd0fdb',
    (5, False, 503, 'random'): '86ff394ceba83ba0',
    (5, True, 504, 'random'): '99c64140711b49f3',
    (5, False, 505, 'random'): 'f5335f7bf9caa1c6',
    (5, False, 506, 'random'): '4194bcd70ce8db35',
    (5, True, 507, 'random'): '9789237607ddf6f5',
    (5, False, 508, 'random'): '2099edcd156c17fd',
    (5, False, 509, 'random'): '65de13b61afa226b',
    (5, True, 510, 'random'): 'eeff638b7a90b44b',
    (5, False, 511, 'random'): '332a162ceb868c5b',
    (6, False, 600, 'random'): '6a8f50a367ba74fc',
    (6, True, 601, 'random'): 'c591d8fd7be55619',
    (6, False, 602, 'random'): '985e63fc7d16e137',
    (6, False, 603, 'random'): '83446fafff72c55e',
    (6, True, 604, 'random'): '3a33785cebb26aaa',
    (6, False, 605, 'random'): 'a2f6bfa09bd26365',
    (6, False, 606, 'random'): '1e28f3669f75c4df',
    (6, True, 607, 'random'): '5d927392cbb53b2d',
    (6, False, 608, 'random'): '24785ffd298e57aa',
    (6, False, 609, 'random'): 'c608a217c950c2d1',
    (6, True, 610, 'random'): '502bcaafed8199b1',
    (6, False, 611, 'random'): '8d3ed66ad22ac6a3',
    (1, False, 1010, 'easy'): '81b0bf4fe063ff1d',
    (1, True, 1011, 'easy'): 'a600361629f18415',
    (2, False, 1020, 'easy'): '525f073af8578a5a',
    (2, True, 1021, 'easy'): '1065382ef5783966',
    (3, False, 1030, 'easy'): 'dd687d6fb7ec9d20',
    (3, True, 1031, 'easy'): '414519a5b491164d',
    (4, False, 1040, 'easy'): '76a0fa5701c4ba51',
    (4, True, 1041, 'easy'): '82965aff2445d392',
    (5, False, 1050, 'easy'): '2f1d4fed39e49d2c',
    (5, True, 1051, 'easy'): '68480501b651ca2d',
    (6, False, 1060, 'easy'): '0d624273f7f67b80',
    (6, True, 1061, 'easy'): 'dc79340451fc5d67',
    (1, False, 1010, 'medium'): '9fae4e8581a691c3',
    (1, True, 1011, 'medium'): '9a9ab5e68a326a3a',
    (2, False, 1020, 'medium'): 'b3b0f248b199ac35',
    (2, True, 1021, 'medium'): 'bd3376a8a95ff255',
    (3, False, 1030, 'medium'): '9edf9bb9c83c0a8a',
    (3, True, 1031, 'medium'): '4bb3018faca89302',
    (4, False, 1040, 'medium'): 'c63b7adc1d662598',
    (4, True, 1041, 'medium'): 'af102feae7a0e5cb',
    (5, False, 1050, 'medium'): '7f5395d5c3fb45ce',
    (5, True, 1051, 'medium'): '2ae761b1ebeea457',
    (6, False, 1060, 'medium'): '947573744080199b',
    (6, True, 1061, 'medium'): '871a4ab020901266',
    (1, False, 1010, 'hard'): 'e48a68c9d1474cb0',
    (1, True, 1011, 'hard'): '27f394c80135de6f',
    (2, False, 1020, 'hard'): '0a4244ed97b27a46',
    (2, True, 1021, 'hard'): '81026e85a35719ac',
    (3, False, 1030, 'hard'): '95713ae42fd2429e',
    (3, True, 1031, 'hard'): '864e5cc220cb35fe',
    (4, False, 1040, 'hard'): '5cfdd3ad9193d8cf',
    (4, True, 1041, 'hard'): 'fa1d2bb8a06a9a89',
    (5, False, 1050, 'hard'): '31334572f3f2f700',
    (5, True, 1051, 'hard'): '72a41541e7fedfe6',
    (6, False, 1060, 'hard'): '4e6b883c29efae3f',
    (6, True, 1061, 'hard'): '717f3327e7b7bc55',
}


@pytest.mark.parametrize("case", sorted(CASES), ids=str)
def test_legal_lists_events_and_states_are_as_before(case):
    seats, made, seed, kind = case
    assert trace_digest(seats, MADE if made else {}, seed, kind) == CASES[case]
