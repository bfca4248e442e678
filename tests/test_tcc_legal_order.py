"""Three Card Coyote's legal lists are kept action for action.

Saves, replays and the bots' seeded choices depend on the order of
``legal_actions``, so the engine's move to one legality source (``_candidates``
and ``_reason``) must list the same actions in the same order. The digests below
were recorded from the engine as it was before that change: seeded games played
to the end, random and by the bots, hashing at every step every seat's legal list,
the action chosen and the events it caused, and at the end the dealer's view of
the whole state. The same games must give the same digests. They are recorded again
only when a rule changes play on purpose (the town's talk, rulings 80 to 85).
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
    (1, False, 100, 'random'): '45a65c79e13a0263',
    (1, True, 101, 'random'): '7b23c2ba06143c26',
    (1, False, 102, 'random'): '45a862abe51cce4b',
    (1, False, 103, 'random'): '83a51b50e89b603a',
    (1, True, 104, 'random'): '1649032ac0722928',
    (1, False, 105, 'random'): '9608911b3fadfb4e',
    (1, False, 106, 'random'): '7b5d7417e0b6df80',
    (1, True, 107, 'random'): '950dccbb4309578a',
    (1, False, 108, 'random'): 'f9ff211941a729fc',
    (1, False, 109, 'random'): '27c2563501e0edb8',
    (1, True, 110, 'random'): '37d451b1382e970e',
    (1, False, 111, 'random'): '3b8ccaf7b097091a',
    (2, False, 200, 'random'): 'df5de0c28260cdcd',
    (2, True, 201, 'random'): '43b2f64326da87c4',
    (2, False, 202, 'random'): 'c2d00dee3d7d58cd',
    (2, False, 203, 'random'): '7236891f9e4b2117',
    (2, True, 204, 'random'): 'f6610bd1d054a907',
    (2, False, 205, 'random'): '2b8f212df6422d7a',
    (2, False, 206, 'random'): '436b38f25b495f59',
    (2, True, 207, 'random'): '1e152b6d23d53955',
    (2, False, 208, 'random'): 'e224ac2c68c2430a',
    (2, False, 209, 'random'): '7bf295be97468d2e',
    (2, True, 210, 'random'): 'b8424081aaa51ac3',
    (2, False, 211, 'random'): '2ac5cb81d6bee726',
    (3, False, 300, 'random'): '68d0c4503b6f7bcd',
    (3, True, 301, 'random'): '1f21b01d272a299e',
    (3, False, 302, 'random'): '5018f64a704e3559',
    (3, False, 303, 'random'): 'a2897604bf2c0527',
    (3, True, 304, 'random'): 'c59bc3af4e7db87a',
    (3, False, 305, 'random'): '6f3736937218e92a',
    (3, False, 306, 'random'): 'a5bad7a2dea7c300',
    (3, True, 307, 'random'): '9eb9dc6243729821',
    (3, False, 308, 'random'): '92a1f86e7200ebc8',
    (3, False, 309, 'random'): 'cd1f6f36f1e137f1',
    (3, True, 310, 'random'): '7f4601937a5b1713',
    (3, False, 311, 'random'): '8bba07f2b31e2276',
    (4, False, 400, 'random'): '54cc696b0b0577ac',
    (4, True, 401, 'random'): '404d6c2f938b0b43',
    (4, False, 402, 'random'): '7075d5a0cb868e89',
    (4, False, 403, 'random'): '5793a43d19f17f78',
    (4, True, 404, 'random'): '4ba07a87c1679868',
    (4, False, 405, 'random'): '1f4f779d1127aa49',
    (4, False, 406, 'random'): 'a490e1b6bf81ac73',
    (4, True, 407, 'random'): 'dadd082e2e56745d',
    (4, False, 408, 'random'): '0afdebc9540ffb7d',
    (4, False, 409, 'random'): '7487d9d7285d406b',
    (4, True, 410, 'random'): '243cdd2fdb2df35b',
    (4, False, 411, 'random'): 'b149fb94246c4588',
    (5, False, 500, 'random'): '83f607a5242c0824',
    (5, True, 501, 'random'): 'ec3ebe187e296e39',
    (5, False, 502, 'random'): '648c12b629e537c5',
    (5, False, 503, 'random'): '111655af5c181684',
    (5, True, 504, 'random'): '2b8cde8615554263',
    (5, False, 505, 'random'): 'e38a33d41a9653cf',
    (5, False, 506, 'random'): '81bab6cb7199f79c',
    (5, True, 507, 'random'): '4d0c1be1be942ea6',
    (5, False, 508, 'random'): 'e0388d073b350faa',
    (5, False, 509, 'random'): '61d5098fadf70be2',
    (5, True, 510, 'random'): 'ba82faae863e7e7d',
    (5, False, 511, 'random'): 'd1b898d21e6b356f',
    (6, False, 600, 'random'): '202e724132931667',
    (6, True, 601, 'random'): 'be03d2674e3de493',
    (6, False, 602, 'random'): '16077695ce074eb2',
    (6, False, 603, 'random'): 'c559e77a64217bac',
    (6, True, 604, 'random'): 'e01faf13c2325da7',
    (6, False, 605, 'random'): 'f56053141c29795f',
    (6, False, 606, 'random'): '649c9b1db5530bb1',
    (6, True, 607, 'random'): 'c271f0425aedb443',
    (6, False, 608, 'random'): 'f8de310c0fc827c5',
    (6, False, 609, 'random'): '7fc57199f1782cb7',
    (6, True, 610, 'random'): '76473172f243ab91',
    (6, False, 611, 'random'): '0d6a842124443455',
    (1, False, 1010, 'easy'): '847496a98c59fc53',
    (1, True, 1011, 'easy'): '391096777b4db6c0',
    (2, False, 1020, 'easy'): 'c2ebb3e94b508097',
    (2, True, 1021, 'easy'): '0c79714bec80c13e',
    (3, False, 1030, 'easy'): 'd37bded558c1f6a0',
    (3, True, 1031, 'easy'): '73296e204c39cf52',
    (4, False, 1040, 'easy'): 'aa7a5a0613f26dfe',
    (4, True, 1041, 'easy'): '2877646a8e0a4a2f',
    (5, False, 1050, 'easy'): 'e33860c0dfcd188f',
    (5, True, 1051, 'easy'): '2d53409a7f0fe5b5',
    (6, False, 1060, 'easy'): 'ce9f909976e2ccac',
    (6, True, 1061, 'easy'): 'fa4e4861c28fef6c',
    (1, False, 1010, 'medium'): '68d13003b123dce6',
    (1, True, 1011, 'medium'): 'df8036da6b291814',
    (2, False, 1020, 'medium'): 'bd7cf82df9341718',
    (2, True, 1021, 'medium'): 'e0d25548d104b8c9',
    (3, False, 1030, 'medium'): '52f8678945df7fcd',
    (3, True, 1031, 'medium'): '2b80b939894072a2',
    (4, False, 1040, 'medium'): '9f8e854e5c20e811',
    (4, True, 1041, 'medium'): '417069e5c54bd41f',
    (5, False, 1050, 'medium'): '6a2e02870001da1b',
    (5, True, 1051, 'medium'): 'eab304a518ec5de5',
    (6, False, 1060, 'medium'): '7a5f0f17dd7a34f3',
    (6, True, 1061, 'medium'): 'daf4b13898dca2c1',
    (1, False, 1010, 'hard'): 'eb2c60032fd7d0f1',
    (1, True, 1011, 'hard'): 'e6c8e5c07a371cf6',
    (2, False, 1020, 'hard'): '2e24c5b4678ca55e',
    (2, True, 1021, 'hard'): '8d9d942f9b8f7178',
    (3, False, 1030, 'hard'): 'c107b74f128bb6ae',
    (3, True, 1031, 'hard'): '1a26f08c00458ce9',
    (4, False, 1040, 'hard'): 'd301551ca302cc52',
    (4, True, 1041, 'hard'): '27ac22eb2b89f2d3',
    (5, False, 1050, 'hard'): '7b13cf60608fbf16',
    (5, True, 1051, 'hard'): 'f17739c2368c6e85',
    (6, False, 1060, 'hard'): 'd687996fd2996c54',
    (6, True, 1061, 'hard'): '461cd33d277d045c',
}


@pytest.mark.parametrize("case", sorted(CASES), ids=str)
def test_legal_lists_events_and_states_are_as_before(case):
    seats, made, seed, kind = case
    assert trace_digest(seats, MADE if made else {}, seed, kind) == CASES[case]
