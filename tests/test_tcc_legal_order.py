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
29's balance of roles, and the town's talk (rulings 83 to 88).
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
    (1, True, 101, 'random'): '7b23c2ba06143c26',
    (1, False, 102, 'random'): '4544d62e7c23c2ae',
    (1, False, 103, 'random'): '83a51b50e89b603a',
    (1, True, 104, 'random'): '1649032ac0722928',
    (1, False, 105, 'random'): '9608911b3fadfb4e',
    (1, False, 106, 'random'): '8242160b00994a4c',
    (1, True, 107, 'random'): '950dccbb4309578a',
    (1, False, 108, 'random'): 'cb8ee4ff4b6db5a9',
    (1, False, 109, 'random'): '27c2563501e0edb8',
    (1, True, 110, 'random'): '37d451b1382e970e',
    (1, False, 111, 'random'): '3b8ccaf7b097091a',
    (2, False, 200, 'random'): '06ef073b984cf942',
    (2, True, 201, 'random'): 'a8ac08cce47886c0',
    (2, False, 202, 'random'): '08a62dd43ccfd212',
    (2, False, 203, 'random'): '4810158a062df79e',
    (2, True, 204, 'random'): '8095808278de3324',
    (2, False, 205, 'random'): '7b71421ff9307296',
    (2, False, 206, 'random'): '436b38f25b495f59',
    (2, True, 207, 'random'): '1e152b6d23d53955',
    (2, False, 208, 'random'): 'cd87fa7beea529e0',
    (2, False, 209, 'random'): '7bf295be97468d2e',
    (2, True, 210, 'random'): '2883d6e861059216',
    (2, False, 211, 'random'): 'ba134474029a4a34',
    (3, False, 300, 'random'): '099a8b9f6a9ef2e7',
    (3, True, 301, 'random'): 'c9f65b8949b3ef84',
    (3, False, 302, 'random'): 'aa07bd7ee3cba7b2',
    (3, False, 303, 'random'): '8253ae204c223e45',
    (3, True, 304, 'random'): 'ce7110e3327db3a8',
    (3, False, 305, 'random'): '16fc755978e4626b',
    (3, False, 306, 'random'): '406d1603a9ab1ef2',
    (3, True, 307, 'random'): '122911b3d6404faf',
    (3, False, 308, 'random'): '218f834dd613c218',
    (3, False, 309, 'random'): '7e19efc2ef4c1ab5',
    (3, True, 310, 'random'): 'cd3f1eb7d3d68f6f',
    (3, False, 311, 'random'): '4b81398369ea7e5d',
    (4, False, 400, 'random'): '171a02e54db68ecb',
    (4, True, 401, 'random'): '495e509786466b00',
    (4, False, 402, 'random'): 'a8009f9d490337cb',
    (4, False, 403, 'random'): '30ec52d24b71365a',
    (4, True, 404, 'random'): '2231f45761e54601',
    (4, False, 405, 'random'): '70531df1d27a3f1f',
    (4, False, 406, 'random'): '535381f4691e0476',
    (4, True, 407, 'random'): 'b45f5c9cfc557b22',
    (4, False, 408, 'random'): '3a58fa6d41ec5745',
    (4, False, 409, 'random'): '5524d0470f7f0b2e',
    (4, True, 410, 'random'): 'b79f3e6891627800',
    (4, False, 411, 'random'): 'd440d42b5ee51e05',
    (5, False, 500, 'random'): 'fa776271f65cd3fe',
    (5, True, 501, 'random'): 'a703da3d67cc779c',
    (5, False, 502, 'random'): 'ed096f72ea77be1b',
    (5, False, 503, 'random'): '601e833f3b837698',
    (5, True, 504, 'random'): '71581dbb962f3938',
    (5, False, 505, 'random'): 'a4dbea51ce851763',
    (5, False, 506, 'random'): '795931c393bd8565',
    (5, True, 507, 'random'): '6efe976978ea563b',
    (5, False, 508, 'random'): 'bfc1d7925a41dddb',
    (5, False, 509, 'random'): '7292f3d793235a9d',
    (5, True, 510, 'random'): '1a4e1d2c1cfc6022',
    (5, False, 511, 'random'): '770a663bd5bf4f9d',
    (6, False, 600, 'random'): '65a031cc49835358',
    (6, True, 601, 'random'): '392c1099e490dbe2',
    (6, False, 602, 'random'): 'a9ffd438dd6005bc',
    (6, False, 603, 'random'): 'f788bb6b98d5a7b4',
    (6, True, 604, 'random'): '9d6ff98581724c97',
    (6, False, 605, 'random'): '2218f5101433ef3d',
    (6, False, 606, 'random'): '1dbd6c39873c2027',
    (6, True, 607, 'random'): 'efb2cd1f94cf06ab',
    (6, False, 608, 'random'): 'c4ef820a79228f66',
    (6, False, 609, 'random'): '43fb7cb6820035a2',
    (6, True, 610, 'random'): 'f0c919c2513afac8',
    (6, False, 611, 'random'): '29d08e5bf3d9cf20',
    (1, False, 1010, 'easy'): '847496a98c59fc53',
    (1, True, 1011, 'easy'): '486815c0ffce28c6',
    (2, False, 1020, 'easy'): '6d959675391efd01',
    (2, True, 1021, 'easy'): '9c16ed478793f59a',
    (3, False, 1030, 'easy'): 'a4964e3658c38cf7',
    (3, True, 1031, 'easy'): '16b64132c185fb4d',
    (4, False, 1040, 'easy'): 'a29b8a1259419666',
    (4, True, 1041, 'easy'): '99bd89ebb94e1cd0',
    (5, False, 1050, 'easy'): '35f0ba7b0817ea3f',
    (5, True, 1051, 'easy'): 'e31ffc8ffa27e51b',
    (6, False, 1060, 'easy'): 'aeb94bb7979f198d',
    (6, True, 1061, 'easy'): 'b73f49a07c4fbd17',
    (1, False, 1010, 'medium'): '68d13003b123dce6',
    (1, True, 1011, 'medium'): 'a904689ce82d7767',
    (2, False, 1020, 'medium'): '35f577b0e7f2e6c1',
    (2, True, 1021, 'medium'): '3b3073ea3991dff8',
    (3, False, 1030, 'medium'): 'ed57a8166b2dbf91',
    (3, True, 1031, 'medium'): 'fd5eac3c95d16901',
    (4, False, 1040, 'medium'): '383a7987d1247855',
    (4, True, 1041, 'medium'): '417069e5c54bd41f',
    (5, False, 1050, 'medium'): '513d90c1bbdbd815',
    (5, True, 1051, 'medium'): '4102f6c765408b52',
    (6, False, 1060, 'medium'): 'c4a0424439c2e7db',
    (6, True, 1061, 'medium'): '03311d40048c13d6',
    (1, False, 1010, 'hard'): 'a99766a4a457f77e',
    (1, True, 1011, 'hard'): '18324d13820dd85a',
    (2, False, 1020, 'hard'): '6f0a2dba5dc59288',
    (2, True, 1021, 'hard'): '6cff13886446ad14',
    (3, False, 1030, 'hard'): 'a5ba16f87d697a58',
    (3, True, 1031, 'hard'): 'f3c19bb70d5a37b9',
    (4, False, 1040, 'hard'): '2ad6af0250ef2208',
    (4, True, 1041, 'hard'): '62a712bc088ae105',
    (5, False, 1050, 'hard'): '29d83f1ec298c530',
    (5, True, 1051, 'hard'): '1ed485d705640a78',
    (6, False, 1060, 'hard'): '23b210f502efaefa',
    (6, True, 1061, 'hard'): '8d44f52c67240f2f',
}


@pytest.mark.parametrize("case", sorted(CASES), ids=str)
def test_legal_lists_events_and_states_are_as_before(case):
    seats, made, seed, kind = case
    assert trace_digest(seats, MADE if made else {}, seed, kind) == CASES[case]
