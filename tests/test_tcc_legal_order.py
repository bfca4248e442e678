"""Three Card Coyote's legal lists are kept action for action.

Saves, replays and the bots' seeded choices depend on the order of
``legal_actions``, so the engine's move to one legality source (``_candidates``
and ``_reason``) must list the same actions in the same order. The digests below
were recorded from the engine as it was before that change: seeded games played
to the end, random and by the bots, hashing at every step every seat's legal list,
the action chosen and the events it caused, and at the end the dealer's view of
the whole state. The same games must give the same digests.
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
    (2, False, 200, 'random'): '3b80253ff0b48d17',
    (2, True, 201, 'random'): '80a0bf8750040064',
    (2, False, 202, 'random'): 'db51dbad0170622b',
    (2, False, 203, 'random'): 'dc17c0b7af90f76a',
    (2, True, 204, 'random'): '9df34bd98361aceb',
    (2, False, 205, 'random'): 'a51a76fa202d72f4',
    (2, False, 206, 'random'): '2a7a8290c8f4f504',
    (2, True, 207, 'random'): '6a45ac3811625ee3',
    (2, False, 208, 'random'): '40212ec5072ee97e',
    (2, False, 209, 'random'): '26022ac3f4f8d21d',
    (2, True, 210, 'random'): '8db4a39310b04020',
    (2, False, 211, 'random'): '5cb400b0c3609628',
    (3, False, 300, 'random'): 'e96cf16d553ce8a2',
    (3, True, 301, 'random'): 'ed8d2d96a4737322',
    (3, False, 302, 'random'): '1d1ee9ee9b407f0f',
    (3, False, 303, 'random'): '552a0dbb179eea70',
    (3, True, 304, 'random'): '74fb9e7487c3a241',
    (3, False, 305, 'random'): '8e7186d1c528ff93',
    (3, False, 306, 'random'): 'fc09fdcceed9f1d2',
    (3, True, 307, 'random'): '3703c394f39dc3e9',
    (3, False, 308, 'random'): '8599ba13b24ca113',
    (3, False, 309, 'random'): 'a23f251e9d9ffd6a',
    (3, True, 310, 'random'): '45650be20be0b564',
    (3, False, 311, 'random'): '1e20165137bdc9b3',
    (4, False, 400, 'random'): 'c9a6c1e7b1281891',
    (4, True, 401, 'random'): '2a5e0b440606533b',
    (4, False, 402, 'random'): 'ecad2cdf9b8d5ca3',
    (4, False, 403, 'random'): '783760086266f035',
    (4, True, 404, 'random'): '7b470e00b717e50e',
    (4, False, 405, 'random'): '30f3b57516eb4325',
    (4, False, 406, 'random'): '3813bb87a74eec7a',
    (4, True, 407, 'random'): '9f742fe46d5828e5',
    (4, False, 408, 'random'): '9c0ad7503dc6be62',
    (4, False, 409, 'random'): '2ce416b917df925f',
    (4, True, 410, 'random'): '2fd0dc3830213b41',
    (4, False, 411, 'random'): '67358fcb28914bd8',
    (5, False, 500, 'random'): 'b7f83de5f252d6d1',
    (5, True, 501, 'random'): 'bf8467afe9b23877',
    (5, False, 502, 'random'): '17e1a3e81ac7e8be',
    (5, False, 503, 'random'): '5f25c8ddf303174b',
    (5, True, 504, 'random'): '6ea6962ad2162109',
    (5, False, 505, 'random'): 'cf92902e18b98747',
    (5, False, 506, 'random'): '8ab18d0e7415f6ab',
    (5, True, 507, 'random'): '681ed6781c08c080',
    (5, False, 508, 'random'): '1cef8c2c19f80b1b',
    (5, False, 509, 'random'): '3f4f86660fcf9f49',
    (5, True, 510, 'random'): '9d89e2fd263c1cf1',
    (5, False, 511, 'random'): 'e000c2a043c9e383',
    (6, False, 600, 'random'): '73be76fc3adf0039',
    (6, True, 601, 'random'): 'a6e6d972f7448687',
    (6, False, 602, 'random'): '5aa936e129bd87a4',
    (6, False, 603, 'random'): '5ea3d5e033298892',
    (6, True, 604, 'random'): '2772dee6a47cbac3',
    (6, False, 605, 'random'): '68586a1365a23e73',
    (6, False, 606, 'random'): '738b4a2e81b06e79',
    (6, True, 607, 'random'): '36ad0ec488d4e75d',
    (6, False, 608, 'random'): '6dbb5cbfe179f399',
    (6, False, 609, 'random'): 'ac4dc96b4b5225c1',
    (6, True, 610, 'random'): '4de6dd0767f2c0e7',
    (6, False, 611, 'random'): '9e3dc46851519d6b',
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
    (2, False, 1020, 'medium'): '4e95017cdbf562ab',
    (2, True, 1021, 'medium'): '53110c7f0d797d54',
    (3, False, 1030, 'medium'): 'dd3998b7fd27ec5f',
    (3, True, 1031, 'medium'): '35bba0244c2bafeb',
    (4, False, 1040, 'medium'): 'a82c31d0980e962c',
    (4, True, 1041, 'medium'): 'af102feae7a0e5cb',
    (5, False, 1050, 'medium'): 'a7ae9d2802b0dc06',
    (5, True, 1051, 'medium'): 'd77449dcc732d37e',
    (6, False, 1060, 'medium'): '4199914795803eb7',
    (6, True, 1061, 'medium'): '67e874e3960d08e7',
    (1, False, 1010, 'hard'): 'c944672a8dd1a0d5',
    (1, True, 1011, 'hard'): 'ca3db9b1247c7508',
    (2, False, 1020, 'hard'): '9334e4cd8b7f42da',
    (2, True, 1021, 'hard'): 'a0e8b5f5e8a59dad',
    (3, False, 1030, 'hard'): 'e67acaf98116baa1',
    (3, True, 1031, 'hard'): '9e63bc5ba0d965e1',
    (4, False, 1040, 'hard'): '63bb03b3597de4f9',
    (4, True, 1041, 'hard'): '810ae7bdbad27666',
    (5, False, 1050, 'hard'): '26fad0b35a2eaf32',
    (5, True, 1051, 'hard'): 'f15e590fc4d76ac7',
    (6, False, 1060, 'hard'): '8e8f299c3ba54798',
    (6, True, 1061, 'hard'): 'bb0412b94158b809',
}


@pytest.mark.parametrize("case", sorted(CASES), ids=str)
def test_legal_lists_events_and_states_are_as_before(case):
    seats, made, seed, kind = case
    assert trace_digest(seats, MADE if made else {}, seed, kind) == CASES[case]
