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
    (1, False, 100, 'random'): 'dbd953bea1c229c0',
    (1, True, 101, 'random'): '7c3888d7ce732d48',
    (1, False, 102, 'random'): '6b6951e67d98388c',
    (1, False, 103, 'random'): '81f256c8d2b2feff',
    (1, True, 104, 'random'): '55fb2750ce4f84de',
    (1, False, 105, 'random'): 'de3997069bbbdf27',
    (1, False, 106, 'random'): '5239f0d23c49300e',
    (1, True, 107, 'random'): '222543075f61b7ff',
    (1, False, 108, 'random'): '98ef4971f74e620e',
    (1, False, 109, 'random'): 'cab233c075585dbc',
    (1, True, 110, 'random'): 'efd4e02e16f1669a',
    (1, False, 111, 'random'): '6d42785268612078',
    (2, False, 200, 'random'): '4935c6abf9cfa25b',
    (2, True, 201, 'random'): '0e48e454783029ee',
    (2, False, 202, 'random'): '5d9ec76be9906488',
    (2, False, 203, 'random'): 'bb9417725bc772d0',
    (2, True, 204, 'random'): 'b121001ca9237896',
    (2, False, 205, 'random'): 'a51a76fa202d72f4',
    (2, False, 206, 'random'): 'a7d249379b89a682',
    (2, True, 207, 'random'): '6a45ac3811625ee3',
    (2, False, 208, 'random'): 'f43e58b9741d8607',
    (2, False, 209, 'random'): 'cd7fe3f3c4c0d69b',
    (2, True, 210, 'random'): '8db4a39310b04020',
    (2, False, 211, 'random'): '68840ad176616cc2',
    (3, False, 300, 'random'): '13084e7e97a97a6c',
    (3, True, 301, 'random'): '88e3cb67cca498dd',
    (3, False, 302, 'random'): 'f616caa060a5ca92',
    (3, False, 303, 'random'): '14ddb77a0d9bbb00',
    (3, True, 304, 'random'): '74fb9e7487c3a241',
    (3, False, 305, 'random'): 'd09101533fdd993d',
    (3, False, 306, 'random'): 'f243b290312b892f',
    (3, True, 307, 'random'): 'cdc48c837c513ca2',
    (3, False, 308, 'random'): '9a264f06669deb5f',
    (3, False, 309, 'random'): 'c882034b1660952a',
    (3, True, 310, 'random'): '2ef304486fc5be29',
    (3, False, 311, 'random'): '519e1c5a6a611ce6',
    (4, False, 400, 'random'): '978b6c311a009aa8',
    (4, True, 401, 'random'): '301d13c84e4e101b',
    (4, False, 402, 'random'): '3918685330216433',
    (4, False, 403, 'random'): '9427bc42008a7e70',
    (4, True, 404, 'random'): 'e96a71f76236d2d8',
    (4, False, 405, 'random'): '5549e0a599171685',
    (4, False, 406, 'random'): 'bda12215aad7506c',
    (4, True, 407, 'random'): 'e7f4271a95f0c11b',
    (4, False, 408, 'random'): '71cad4295a94f9c1',
    (4, False, 409, 'random'): '68faae9870ca41fd',
    (4, True, 410, 'random'): 'd82950495db61013',
    (4, False, 411, 'random'): '0e902877a4a21147',
    (5, False, 500, 'random'): '8ca3f144dea7bde2',
    (5, True, 501, 'random'): '7e8464dd954e208c',
    (5, False, 502, 'random'): '4d431e944a4760dd',
    (5, False, 503, 'random'): 'a2e67b9a55a31afe',
    (5, True, 504, 'random'): 'd96b00e01049ce0c',
    (5, False, 505, 'random'): '1f846c942f8505fe',
    (5, False, 506, 'random'): 'fa8c193a68b4a7a0',
    (5, True, 507, 'random'): '19c7ca7d3afcab81',
    (5, False, 508, 'random'): '0531daf2b32a9983',
    (5, False, 509, 'random'): 'c0fde260538d32d6',
    (5, True, 510, 'random'): '747845fdc3819865',
    (5, False, 511, 'random'): '22919550c9977f76',
    (6, False, 600, 'random'): '4bb1cac493878db2',
    (6, True, 601, 'random'): '02fc309f84ef7bcf',
    (6, False, 602, 'random'): 'b513c5d911a84a92',
    (6, False, 603, 'random'): '63738a388f20a073',
    (6, True, 604, 'random'): '40e627514b8a6e98',
    (6, False, 605, 'random'): 'e97e37db9deb57d3',
    (6, False, 606, 'random'): '639fd19efb04c5f4',
    (6, True, 607, 'random'): '44c14d21aa4c2663',
    (6, False, 608, 'random'): 'e98a9974b56dae66',
    (6, False, 609, 'random'): '2915c79e798d0fb9',
    (6, True, 610, 'random'): '8bfde5bd2d49d0d4',
    (6, False, 611, 'random'): '8b513d135dab5244',
    (1, False, 1010, 'easy'): '81b0bf4fe063ff1d',
    (1, True, 1011, 'easy'): '6d7ec8fcbb0d93fd',
    (2, False, 1020, 'easy'): '2ab681cb3ba63407',
    (2, True, 1021, 'easy'): 'd4a583125d75dd78',
    (3, False, 1030, 'easy'): '24f026d7f0cf5e1e',
    (3, True, 1031, 'easy'): 'acd7da32c3b842fc',
    (4, False, 1040, 'easy'): '448cac721b1fd17a',
    (4, True, 1041, 'easy'): '99ce1d41b808e004',
    (5, False, 1050, 'easy'): 'ac25434d3bf6178d',
    (5, True, 1051, 'easy'): '28bb34ed589b9eb0',
    (6, False, 1060, 'easy'): '66f5b6758ecb9bf1',
    (6, True, 1061, 'easy'): 'a8b7a911f3f00df9',
    (1, False, 1010, 'medium'): '9fae4e8581a691c3',
    (1, True, 1011, 'medium'): '0bd73cdd11fa8e21',
    (2, False, 1020, 'medium'): 'fe1a808e225bf304',
    (2, True, 1021, 'medium'): 'faf10236b45c3a6f',
    (3, False, 1030, 'medium'): '61a476a746e8e852',
    (3, True, 1031, 'medium'): '018207bfc916703f',
    (4, False, 1040, 'medium'): '1de7c730090ab10a',
    (4, True, 1041, 'medium'): 'af102feae7a0e5cb',
    (5, False, 1050, 'medium'): 'df1c0d0efb27bb2e',
    (5, True, 1051, 'medium'): 'e29e1fe81c81fae7',
    (6, False, 1060, 'medium'): 'a6153ee10eeffe4c',
    (6, True, 1061, 'medium'): '81ec2b071a1ee53c',
    (1, False, 1010, 'hard'): 'c944672a8dd1a0d5',
    (1, True, 1011, 'hard'): 'ca3db9b1247c7508',
    (2, False, 1020, 'hard'): '810e02ea3c82f8e3',
    (2, True, 1021, 'hard'): 'a0e8b5f5e8a59dad',
    (3, False, 1030, 'hard'): 'a225fdf8c07bdba8',
    (3, True, 1031, 'hard'): '051d855674942ac1',
    (4, False, 1040, 'hard'): '720cae93f1c2483d',
    (4, True, 1041, 'hard'): '810ae7bdbad27666',
    (5, False, 1050, 'hard'): '0606f77cb8821f03',
    (5, True, 1051, 'hard'): '9586e02b54206443',
    (6, False, 1060, 'hard'): 'b3cb71b7a9eeb4cc',
    (6, True, 1061, 'hard'): 'bfd74f5a0f51139f',
}


@pytest.mark.parametrize("case", sorted(CASES), ids=str)
def test_legal_lists_events_and_states_are_as_before(case):
    seats, made, seed, kind = case
    assert trace_digest(seats, MADE if made else {}, seed, kind) == CASES[case]
