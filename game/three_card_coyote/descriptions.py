"""What each secret looks like, and what an empty search turns up, place by place.

The game's source text gives every Door, Key and Lantern on its tables a few words of
its own (a stove with an imp's face, a safe that hums, runes on a blackboard). Coyote
says them here in his own words when a search finds the secret, so finding the Lantern
in the church does not read like finding it in the saloon. A thing is described by
what it is, never by where it lies now: objects change hands during the night.

``EMPTY`` gives each place its own ways of saying there is nothing there, so a
night of fruitless searching does not repeat one sentence. All of it is words only:
the rules never read this module.
"""

from __future__ import annotations

DOOR_SIGNS: dict[str, tuple[str, ...]] = {
    "tent-town": (
        "A green glow seeps from one tent, and Sneaky Pete growls at anyone near it.",
        "Green light leaks through one tent's canvas; Pete would rather you didn't look.",
    ),
    "miners-camp": (
        "Sparks of every colour rise off the camp fire, and only you can see them.",
        "The miners' fire spits colours that no miner has ever noticed.",
    ),
    "helena-heights": (
        "One of the fine painted houses glows violet behind its parlour curtains.",
        "A parlour window up here burns with a soft purple light no lamp could make.",
    ),
    "big-sky-saloon": (
        "Threads of power stagger toward the little stage, past the staff-only sign.",
        "The air leans toward the saloon's stage as if it had been drinking too.",
    ),
    "north-main-street": (
        "Two old currents of power meet right under the street, along the gulch.",
        "The ground hums where the gulch cuts through town: old roads of power meet here.",
    ),
    "general-store": (
        "The frosted pattern on the shop window makes an arch into somewhere else.",
        "Look at the store's etched window sideways and it is a doorway.",
    ),
    "assayers-office": (
        "The assayer's iron safe hums a note too low for any ear but yours.",
        "Lay a hand on the big black safe: it purrs like something alive.",
    ),
    "hotel-and-doctor": (
        "An upstairs room over the street hums a song from very far away.",
        "One hotel room on the landing sings to itself, and not in an earthly tune.",
    ),
    "sheriffs-office": (
        "The far cell mutters about old crimes, and Crazy Sam mutters right back.",
        "Crazy Sam was right all along: the last cell talks.",
    ),
    "school-house": (
        "Pale marks on the blackboard shift about and make themselves into a way through.",
        "Chalk signs nobody wrote glimmer on the blackboard in the shape of a door.",
    ),
    "smith-and-stable": (
        "Old graves lie under the corral, and the horses know it even if the smith doesn't.",
        "The horses won't stand in one corner of the corral; the old dead sleep beneath.",
    ),
    "church": (
        "Only you can see it: the altar burns with a quiet white fire.",
        "The altar shines white, and the preacher has never once seen it.",
    ),
    "homesteads": (
        "In one plain cabin the iron stove wears the face of a leering imp.",
        "One homestead's pot-bellied stove grins at you like a little devil.",
    ),
}
"""How the Door shows itself to a searcher, in each place it may be."""

THING_LOOKS: dict[str, tuple[str, ...]] = {
    # the Key's table
    "necronomicon": (
        "A mad scholar's book of the dead, fit for a parlour shelf and nowhere else.",
        "Its pages whisper in a language best left unread.",
    ),
    "eagle-feather": (
        "A sacred feather that has wandered into a waitress's hair.",
        "The feather still remembers the sky it fell from.",
    ),
    "bear-skin": (
        "A bear's hide made into a floor rug, teeth and all.",
        "The old bear's pelt still smells of the mountains.",
    ),
    "bible": (
        "The church's huge lectern Bible, not some preacher's pocket copy.",
        "The lectern Bible, heavy as a saddle and thick with candle smoke.",
    ),
    "jail-key": (
        "An ornate brass key that hangs from the Sheriff's belt day and night.",
        "The Sheriff sleeps with that key under his pillow.",
    ),
    "gold-dust": (
        "Gold dust from the Last Chance diggings, which the miners guard like their teeth.",
        "Only dust panned from this very gulch will serve, and the miners count every grain.",
    ),
    "dead-mans-hand": (
        "The doctor keeps a spare or two in a jar, and nobody asks why.",
        "A dead man's hand is easier to come by than a living one.",
    ),
    "noose": (
        "The hangman's rope from the tree by the Smith & Stable, frayed and patient.",
        "The hanging rope still turns a little when there is no wind.",
    ),
    "chalk": (
        "A stick of school chalk, dusty with a hundred lessons.",
        "Plain chalk from the blackboard, worn down by a thousand sums.",
    ),
    "scale": (
        "No dragon ever wore this scale: it is the assayer's brass balance for gold.",
        "The assayer's brass balance, which tips a little toward the truth.",
    ),
    "mining-pan": (
        "A battered pan that lay half sunk in the gulch mud, ringing with just the right note.",
        "Tap the old mining pan and it rings like a church bell.",
    ),
    "mirror": (
        "The store's grand mirror, the fanciest glass in the territory.",
        "The big gilt mirror shows a little more than the room in front of it.",
    ),
    "tent-stake": (
        "The stake from that ugly accident in Tent Town, still stained dark.",
        "A stake that once maimed a man and has been hungry ever since.",
    ),
    # the Lantern's table
    "jack-o-lantern": (
        "A carved pumpkin from the school steps; the town nearly named itself for them.",
        "Of all the pumpkins grinning in Helena this Halloween, this one grins at you.",
    ),
    "miners-lamp": (
        "A miner's lamp, soot-black from a hundred shafts.",
        "A dented lamp that has seen more dark than daylight.",
    ),
    "camp-lantern": (
        "A plain brass lantern of the sort hung on every tent pole in the territory.",
        "An ordinary brass lantern, and that is exactly what makes it clever.",
    ),
    "black-candle": (
        "A black candle out of the Sheriff's desk, and he can't say how it got there.",
        "Nobody will own up to putting a black candle in a lawman's desk.",
    ),
    "lime-light": (
        "One of the saloon's stage lights, burning a colour its sisters don't.",
        "The odd one out among the footlights, hissing a little too bright.",
    ),
    "torch": (
        "A pitch torch that was planted in the street mud beside the boardwalk.",
        "A tarred torch pulled from the street mud, still smoking from last night.",
    ),
    "hot-coal": (
        "A coal from the smith's forge that no bucket of water has ever put out.",
        "The smith swears that coal was burning before he built the forge.",
    ),
    "chandelier": (
        "A crystal chandelier, the kind only the fine houses can afford.",
        "The chandelier throws little rainbows wherever it is held up.",
    ),
    "blessed-candle": (
        "A candle blessed at the altar, the first place anyone would look.",
        "A church candle, blessed twice and never lit.",
    ),
    "hurricane-lamp": (
        "A delicate glass lamp a farming family hauled west by wagon.",
        "Its glass chimney survived two thousand miles of wagon road.",
    ),
    "oil-lamp": (
        "A little brass lamp in the Arabian style, a long way from its desert.",
        "Rub that desert lamp and something might rub back.",
    ),
    "matches": (
        "A box of matches, a penny at the General Store.",
        "Cheap matches from the store counter: power likes humble hiding places.",
    ),
    "menorah": (
        "A silver menorah that nobody at the Last Chance Hotel can explain.",
        "The menorah looks a long way from home in a frontier hotel.",
    ),
}
"""What each Key and Lantern object is, told when a search finds it to be the one."""

EMPTY: dict[str, tuple[str, ...]] = {
    "tent-town": (
        "Canvas, mud and Pete's dirty looks: nothing in Tent Town for you.",
        "Every tent in Tent Town holds snoring miners and nothing else.",
        "Tent Town has fleas to spare and no secrets.",
    ),
    "miners-camp": (
        "Picks, pans and wet socks. The Miner's Camp hides nothing from you.",
        "The only thing buried at the Miner's Camp is a week of bad coffee.",
        "Nothing at the Miner's Camp but men who'd rather you left.",
    ),
    "upper-last-chance": (
        "The gulch runs empty through Upper Last Chance, and so does your luck.",
        "Upper Last Chance is all rocks and running water.",
        "Rocks, a rusty shovel, and nothing else in Upper Last Chance.",
    ),
    "helena-heights": (
        "Lace curtains and lapdogs. Helena Heights has nothing for you.",
        "The fine houses of Helena Heights hide silverware and nothing worth your while.",
        "Nothing on Helena Heights but a fine view of the mud below.",
    ),
    "big-sky-saloon": (
        "Spilt whiskey and a broken stool: nothing in the Big Sky Saloon.",
        "The Big Sky Saloon holds no secret but the piano player's real name.",
        "Nothing under the bar of the Big Sky Saloon but sawdust.",
    ),
    "north-main-street": (
        "Mud, horse apples and loafers. North Main Street has nothing for you.",
        "North Main Street is just a street today.",
        "Nothing on North Main Street but wagon ruts.",
    ),
    "general-store": (
        "Flour, nails and an unpaid bill. The General Store has nothing for you.",
        "Nothing on the General Store's shelves that money can't buy.",
        "The General Store stocks everything except what you're after.",
    ),
    "assayers-office": (
        "Ledgers and brass weights: nothing in the Assayer's Office.",
        "The Assayer's Office is as dull as its ledgers.",
        "Nothing in the Assayer's Office but the smell of ink.",
    ),
    "hotel-and-doctor": (
        "Clean sheets and a doctor's bill: nothing at the Last Chance Hotel.",
        "Nothing at the Last Chance Hotel but guests who snore.",
        "The Last Chance Hotel has no room for what you seek.",
    ),
    "south-main-street": (
        "South Main Street is puddles and a lost boot, nothing more.",
        "Nothing on South Main Street but a dog who thinks he owns it.",
        "South Main Street is just a street, and a muddy one.",
    ),
    "sheriffs-office": (
        "Wanted posters and a cold coffee pot: nothing in the Sheriff's Office.",
        "Nothing in the Sheriff's Office but Crazy Sam's singing.",
        "The Sheriff's Office keeps its outlaws and no secrets.",
    ),
    "school-house": (
        "Slates, spelling books and a dunce's cap: nothing at the School House.",
        "Nothing at the School House but sums on the blackboard.",
        "The School House teaches you nothing today.",
    ),
    "lower-last-chance": (
        "Lower Last Chance is tailings and cold water.",
        "Nothing in Lower Last Chance but what the gulch washed down.",
        "The creek in Lower Last Chance keeps its gold and tells you nothing.",
    ),
    "smith-and-stable": (
        "Horseshoes and hay: nothing at the Smith & Stable.",
        "Nothing at the Smith & Stable but a mule with opinions.",
        "The Smith & Stable holds nothing but the smell of horses.",
    ),
    "church": (
        "Hymn books and hard pews: nothing at the Church.",
        "Nothing at the Church but a collection plate that wants feeding.",
        "The Church keeps its peace and no secret of yours.",
    ),
    "homesteads": (
        "Chickens, fence posts and a suspicious farmer: nothing out at the Homesteads.",
        "Nothing out at the Homesteads but turnips.",
        "The Homesteads grow corn and children, and nothing else.",
    ),
}
"""Each place's ways of saying a search there found nothing."""
