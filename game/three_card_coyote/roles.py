"""The sixteen roles of the draft and their thirty-two powers, as data.

Each role has two lines in the text; each line here is a ``Power``: which actions a
chip may back when a player raises with it (``backs``), and the lasting effect, if
the words describe one (a horse, a store, a gun, a hide like iron). The table on
``game/rulings/three-card-coyote.md`` is written from this module; a test keeps the
two in step. Labels and summaries are our own words.
"""

from __future__ import annotations

from dataclasses import dataclass

DEITY, HUMAN = "deity", "human"

# what a raise may back: a seat's own actions, and its answer to an attack
VERBS = ("move", "search", "take", "talk", "fight", "shoot", "heal", "unlock", "claim")
DEFEND = "defend"

# lasting effects, each read from a line's words
RANGED = "ranged"        # may shoot, and answer a shot (guns and ranged magic)
HORSE = "horse"          # a Move may cover two places (until the Showdown, ruling 96)
IRON = "iron"            # four wounds knock this character out, not three
TRADE = "trade"          # buys from town folk without throwing a chip
HEALER = "healer"        # may heal a wound
CUNNING = "cunning"      # fools town folk with any card (8+ for everyone else)
WELCOME = "welcome"      # a failed Talk makes no enemy; the posse takes nothing from her
GOSSIP = "gossip"        # a Talk to learn hears two facts, not one
SCHOLAR = "scholar"      # searches with any card (8+ for everyone else)
LAWFUL = "lawful"        # the posse takes nothing from this human; the Sheriff deals with him


@dataclass(frozen=True)
class Power:
    id: str
    role: str
    label: str
    summary: str
    backs: frozenset[str]
    lasting: str | None = None


@dataclass(frozen=True)
class Role:
    id: str
    kind: str
    title: str
    blurb: str
    powers: tuple[str, str]


def _p(pid: str, role: str, label: str, summary: str, backs: str,
       lasting: str | None = None) -> Power:
    return Power(pid, role, label, summary, frozenset(backs.split()), lasting)


POWERS: dict[str, Power] = {p.id: p for p in (
    # ----- deities
    _p("lift", "atlas", "Lifts anything",
       "Searches with any card (he lifts the roof to look); raise to fight, search or "
       "take.", "fight search take", SCHOLAR),
    _p("pose", "atlas", "Pose mastery",
       "He held up the sky: four wounds to knock out, not three; raise to talk folk "
       "round, or to stand firm when attacked.", "talk defend", IRON),
    _p("kick", "chuck", "Round-house kicks",
       "Nothing fells him: four wounds to knock out, not three; raise to fight, to break "
       "away, or to answer an attack.", "fight move defend", IRON),
    _p("beard", "chuck", "Beard magic",
       "Raise to search, to talk, or to work the Door's ritual.",
       "search talk unlock claim"),
    _p("eye", "cthulhu", "Eye of madness",
       "Raise to talk (terror persuades), to fight, or to answer an attack.", "talk fight defend"),
    _p("tentacles", "cthulhu", "Tentacles from beyond",
       "Ranged magic: may shoot from one place away; raise to shoot, fight or take.",
       "shoot take fight", RANGED),
    _p("storm", "kukulcan", "Stirs the winds",
       "Ranged magic: may shoot from one place away; raise to shoot, to move, or to "
       "answer an attack.",
       "shoot move defend", RANGED),
    _p("snake", "kukulcan", "Snake magic",
       "Raise to search, or to work the Door's ritual.", "search unlock claim"),
    _p("shift", "loki", "Shape-shifter",
       "An eye for mischief: a borrowed face fools town folk with any card; raise to "
       "talk, move or take.", "talk move take", CUNNING),
    _p("frost", "loki", "Frost giant blood",
       "Four wounds to knock out, not three; raise to fight or to answer an attack.",
       "fight defend", IRON),
    _p("welcome", "helena", "Welcome anywhere",
       "A Talk that fails never turns folk hostile or stirs the town, and her town's "
       "posse takes nothing from her; raise to talk, move or search (every door opens "
       "to her).",
       "talk move search", WELCOME),
    _p("war", "helena", "People would fight for her",
       "Fools town folk with any card (they would do anything for her); raise to fight, "
       "to answer an attack, or to talk.", "fight defend talk", CUNNING),
    _p("hammer", "thor", "A hammer for every nail",
       "Raise to fight, to take, or to break the Door's seal.", "fight take unlock"),
    _p("thunder", "thor", "Thunder and lightning",
       "Ranged magic: may shoot from one place away; raise to shoot or answer an attack.",
       "shoot defend", RANGED),
    _p("bolt", "zeus", "Lightning bolt",
       "Ranged magic: may shoot from one place away; raise to shoot or fight.",
       "shoot fight", RANGED),
    _p("supreme", "zeus", "Shape-shifter supreme",
       "Raise to talk, move, or claim the power.", "talk move claim"),
    # ----- humans
    _p("tongs", "blacksmith", "Hammer and tongs",
       "Raise to fight, to take, to force a strongbox open in a search, or to work the "
       "Door's lock.", "fight take search unlock"),
    _p("iron", "blacksmith", "Tough as iron",
       "Four wounds to knock out, not three; raise to answer an attack.", "defend", IRON),
    _p("saddle", "cowboy", "Born in the saddle",
       "On horseback: a Move may cover two places until the Showdown; raise to move or "
       "take (a rope).",
       "move take", HORSE),
    _p("rifle", "cowboy", "Henry rifle",
       "A long gun: may shoot from one place away; raise to shoot (too long to answer "
       "an attack at close quarters).", "shoot", RANGED),
    _p("healer", "doctor", "Trusted healer",
       "May heal a wound (8+); raise to heal or to talk.", "heal talk", HEALER),
    _p("bag", "doctor", "The black bag",
       "Raise to heal, to search, or to answer an attack.", "heal search defend"),
    _p("store", "merchant", "The general store",
       "Buys from town folk without throwing a chip; raise to talk.", "talk", TRADE),
    _p("underestimated", "merchant", "Underestimated",
       "Fools town folk with any card; nobody minds him poking about: raise to talk, "
       "search or answer an attack.", "talk search defend", CUNNING),
    _p("rough", "miner", "Rough inside and out",
       "Rough all the way through: four wounds to knock out, not three; digs where others "
       "only look: raise to search, to fight or to answer an attack.",
       "search fight defend", IRON),
    _p("stash", "miner", "A stash of gold dust",
       "Buys from town folk without throwing a chip (the stash is not the town's "
       "gold, so it is never the Key); raise to talk.", "talk", TRADE),
    _p("faith", "missionary", "Unshakeable faith",
       "Folk trust the faithful: a Talk to learn hears two facts; raise to talk.", "talk",
       GOSSIP),
    _p("book", "missionary", "The good book",
       "Raise to search, to work the Door's ritual, or to answer an attack.",
       "search unlock defend"),
    _p("library", "teacher", "An unusual library",
       "Searches with any card; raise to search or work the ritual.",
       "search unlock claim", SCHOLAR),
    _p("educated", "teacher", "Educated ways",
       "The locals are cowed: fools town folk with any card; raise to talk.", "talk",
       CUNNING),
    _p("law", "ranger", "The Law on my side",
       "The Sheriff sells to a lawman and the posse takes nothing from him; raise to "
       "talk or fight.", "talk fight", LAWFUL),
    _p("revolvers", "ranger", "Starr revolvers",
       "A gun: may shoot from one place away; raise to shoot or answer an attack.",
       "shoot defend", RANGED),
)}

ROLES: dict[str, Role] = {r.id: r for r in (
    Role("atlas", DEITY, "Atlas", "a titan with a grudge", ("lift", "pose")),
    Role("chuck", DEITY, "Chuck", "a martial artist of legend", ("kick", "beard")),
    Role("cthulhu", DEITY, "Cthulhu", "an elder god, fond of tentacles",
         ("eye", "tentacles")),
    Role("kukulcan", DEITY, "Kukulcan", "the feathered serpent", ("storm", "snake")),
    Role("loki", DEITY, "Loki", "the Trickster before Coyote", ("shift", "frost")),
    Role("helena", DEITY, "Helena", "daughter of Zeus, the town's namesake in spirit",
         ("welcome", "war")),
    Role("thor", DEITY, "Thor", "the thunderer", ("hammer", "thunder")),
    Role("zeus", DEITY, "Zeus", "king of Olympus", ("bolt", "supreme")),
    Role("blacksmith", HUMAN, "the Blacksmith", "who fixes anything", ("tongs", "iron")),
    Role("cowboy", HUMAN, "the Cowboy", "practical under a dusty hat",
         ("saddle", "rifle")),
    Role("doctor", HUMAN, "the Doctor", "a trusted healer", ("healer", "bag")),
    Role("merchant", HUMAN, "the Merchant", "whom half the town owes",
         ("store", "underestimated")),
    Role("miner", HUMAN, "the Miner", "rough all the way through", ("rough", "stash")),
    Role("missionary", HUMAN, "the Missionary", "bound for salvation",
         ("faith", "book")),
    Role("teacher", HUMAN, "the School Teacher", "too clever to be humble",
         ("library", "educated")),
    Role("ranger", HUMAN, "the Texan Ranger", "a tracker of men", ("law", "revolvers")),
)}

RIDERS = ("cowboy", "ranger")
"""Humans who may arrive on horseback beside the coach (the text's start)."""

DEITIES = tuple(r for r, v in ROLES.items() if v.kind == DEITY)
HUMANS = tuple(r for r, v in ROLES.items() if v.kind == HUMAN)

# Names offered to a seat for its character, half of each gender
NAMES = {
    "she": ("Abigail Hart", "Clara Byrne", "Delia Moss", "Eliza Crane", "Hattie Doyle",
            "Ida Fenn", "Josephine Ward", "Lottie Greer", "Mae Sutter", "Nell Rourke",
            "Rosa Vidal", "Tillie Marsh"),
    "he": ("Amos Tate", "Caleb Frye", "Eben Locke", "Ezra Cole", "Gideon Pryor",
           "Hiram Boone", "Jonah Reese", "Levi Strand", "Micah Quill", "Obadiah Stone",
           "Silas Drum", "Wyatt Kerr"),
}


# ----- the text's optional rule: a celestial or a human made at the table -------------------
CUSTOM_ROLES = {
    "loa": Role("loa", DEITY, "the Loa", "a spirit from over the sea, made at the table", ()),
    "baker": Role("baker", HUMAN, "the Baker", "a newcomer to town, made at the table", ()),
}
"""The text's own examples of made-up roles (a Voodoo Loa inside a Baker); each takes
two of the thirty-two powers, chosen at set-up within Coyote's budget."""

ALL_ROLES = {**ROLES, **CUSTOM_ROLES}

LASTING_COST = {RANGED: 3, HORSE: 3, SCHOLAR: 3, LAWFUL: 2, CUNNING: 2, GOSSIP: 2, IRON: 2,
                TRADE: 1, WELCOME: 2, HEALER: 1}


def cost(pid: str) -> int:
    """A power's weight on Coyote's scale: a point for each action a raise with it may
    back, and what its lasting effect is worth (reach, a horse and a scholar's eye the
    most)."""
    p = POWERS[pid]
    return len(p.backs) + LASTING_COST.get(p.lasting, 0)


BUDGET = max(sum(cost(p) for p in r.powers) for r in ROLES.values())
"""The most any role of the text weighs: a made-up role may weigh no more."""


def custom_refusal(kind: str, powers: tuple[str, ...]) -> str | None:
    """Why Coyote refuses a made-up role with these powers (None: accepted)."""
    title = CUSTOM_ROLES["loa" if kind == DEITY else "baker"].title
    title = title[0].upper() + title[1:]
    if not powers:
        return None
    if len(powers) != 2:
        return f"{title} needs exactly two powers, not {len(powers)}"
    weight = sum(cost(p) for p in powers)
    if weight > BUDGET:
        return (f"Coyote finds {title} too strong: its powers weigh {weight}, and no role "
                f"may weigh more than {BUDGET}")
    return None


def powers_of(deity: str | None, human: str | None,
              custom: dict[str, tuple[str, ...]] | None = None) -> list[str]:
    """A character's four powers: the deity's two, then the human's two (a made-up
    role's come from ``custom``)."""
    out: list[str] = []
    for r in (deity, human):
        if r:
            out.extend((custom or {}).get(r) or ALL_ROLES[r].powers)
    return out


def lasting(powers: list[str]) -> set[str]:
    return {POWERS[p].lasting for p in powers if POWERS[p].lasting}
