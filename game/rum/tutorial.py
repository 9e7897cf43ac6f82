"""RUM's guided first game (issue 30) as data: a prescribed deal (the scenario machinery's
`decks`: beach, hands, captain values and owners, clock, first seat and the next wreck draws,
docs/scenarios.md), the story as one list of steps, and the scripted rival's answers
(game/core/tutorial.py). Pure: no pygame; the kit's coach table tells it
(scenes/rum/tutorial.py).

The story (you, seat 0, against Anne), six turns each in seven lessons: drawing from the beach
or the wreck (DR1–DR3, BE1, BE2), a set and the set builder's preview (PL1–PL4, PL8, C2, DA2),
a capture from a rival (PL4, PL10), a rum trio (TR1, PL5), the parrot and its penalty by the
clock (PA1–PA4, RU2), a wave with the parrot in it (WV1–WV3, DA3), and the clock and the two
ways the game ends (E1–E4, RU1).

Card ids (game/rum/data/rum.toml): 3 blue/yellow, 8 yellow/orange, 12 purple/orange on the
beach; your hand 18 white/green, 10 red/orange, 13 purple/white, 14 purple/green, 0 green/blue,
19 white/blue, 5 blue/purple, 20 white/yellow (single/double); Anne holds orange at 3 and
purple at 4. The wreck gives 15, 9, 4, 7, 11, the parrot, 16, the parrot again, 17.
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import N_
from game.core.tutorial import Gesture, Lesson, Step, Story, ai, click, do, drag, note, pick
from game.rum import GAME
from game.rum import commands as K

#: the tutorial's progress file format (scenes/rum/tutorial.py reads and checks it)
VERSION = 1
SEED = 30
HUMAN = 0
RIVALS = (N_("Anne"),)
OPTIONS = {"first_player": "first"}
WRECK = 100   # the wreck pile's pseudo card id on the table (scenes/rum/interaction.py)
PARROT = 21

#: S1–S6 prescribed (docs/scenarios.md): captain values 1 but Anne's orange 3 and purple 4
DECKS: dict[str, Any] = {
    "beach": [3, 8, 12],
    "hands": [[18, 10, 13, 14, 0, 19, 5, 20], [1, 2, 6]],
    "values": [1, 1, 1, 1, 4, 3, 1],
    "owners": [-1, -1, -1, -1, 1, 1, -1],
    "clock": 3,
    "first": 0,
    "wreck": [15, 9, 4, 7, 11, PARROT, 16, PARROT, 17],
}

LESSONS = (
    Lesson(N_("Drawing from the beach or the wreck"), ("T1", "DR1", "DR2", "DR3", "BE1", "BE2")),
    Lesson(N_("A set and its preview"), ("C2", "PL1", "PL2", "PL3", "PL4", "PL8", "DA2")),
    Lesson(N_("A capture from a rival"), ("PL4", "PL10", "E1")),
    Lesson(N_("A rum trio"), ("TR1", "PL5", "C3")),
    Lesson(N_("The parrot and the clock"), ("PA1", "PA2", "PA3", "PA4", "RU2")),
    Lesson(N_("A wave"), ("WV1", "WV2", "WV3", "DA3")),
    Lesson(N_("How the game ends"), ("E2", "E3", "E4", "EW1", "RU1")),
)


def turn(card: int) -> Gesture:
    """A click on a card in the set being built: its other end up (C2, DA7)."""
    return Gesture("turn", f"card:{card}", card)


def _story() -> list[Step]:
    out: list[Step] = []
    add = out.append
    # 1 — drawing (T1, DR1–DR3, BE1, BE2)
    add(note(0, "spot:1", N_(
        "The beach: three cards, single bottle up. Face-up bottles count in every set anyone "
        "lays, like common property.")))
    add(note(0, "wreck", N_(
        "The wreck: a face-down pile. Each turn you do one thing: draw a card, or lay a set.")))
    add(do(0, K.DrawBeach(0, 1), N_(
        "Take the yellow beach card: drag it into your hand. Its spot is refilled face down."),
        drag(8, "hand")))
    out += ai(0, "turn", K.DrawBeach(1, 0))
    # 2 — a set and its preview (C2, PL1–PL4, PL8, DA2)
    add(note(1, "captain:0", N_(
        "Captain cards score their value. Lay more bottles of a colour than its value and the "
        "card is yours.")))
    add(do(1, K.LaySet(0, ((18, "double"),)), N_(
        "Drag this card into the set and click it to turn its two green bottles up: the preview "
        "shows what the set takes. Then click \u201cLay this set\u201d."),
        drag(18, "lay"), turn(18), click("button:confirm")))
    out += ai(1, "turn", K.DrawWreck(1))
    # 3 — a capture from a rival (PL4, PL10, E1)
    add(do(2, K.LaySet(0, ((8, "double"), (10, "double"))), N_(
        "Anne holds orange at 3. Put both orange doubles in the set, turned up: 4 bottles take "
        "it from her."),
        drag(8, "lay"), turn(8), drag(10, "lay"), turn(10), click("button:confirm")))
    out += ai(2, "turn", K.DrawWreck(1))
    # 4 — a rum trio (TR1, PL5, C3)
    add(do(3, K.LaySet(0, ((13, "single"), (14, "single"))), N_(
        "Only three purple singles exist: two in your hand, one on the beach. Lay your two as "
        "they are."),
        drag(13, "lay"), drag(14, "lay"), click("button:confirm")))
    out += ai(3, "turn", K.DrawWreck(1))
    add(note(3, "captain:4", N_(
        "A rum trio takes a card whatever its value and raises it by 2: Anne's purple 4 is "
        "now your 6.")))
    # 5 — the parrot and the clock (PA1–PA4, RU2)
    add(do(4, K.DrawWreck(0), N_(
        "Now draw from the wreck: click it. A face-down card may hide the parrot."),
        click(f"card:{WRECK}")))
    add(do(4, K.ReturnCards(0, (0, 19)), N_(
        "The parrot! The clock shows its price: 2 cards. Pick your two blue doubles, then give "
        "them back."),
        pick(0), pick(19), click("button:return")))
    add(note(4, "clock", N_(
        "Then the clock moves on. From 5 the parrot costs 3 cards; a short hand loses all.")))
    out += ai(4, "turn", K.DrawWreck(1))
    # 6 — a wave (WV1–WV3, DA3)
    add(do(5, K.DrawBeach(0, 2), N_(
        "Take the last face-up beach card. When all three lie face down, a wave turns them up."),
        drag(12, "hand")))
    add(do(5, K.ReturnCards(0, (5, 20)), N_(
        "The wave washed up the parrot: everyone gives back 2. Keep the card you just took: "
        "pick the other two, then give them back."),
        pick(5), pick(20), click("button:return")))
    out += ai(5, "return", K.ReturnCards(1, (1, 2)))
    # 7 — the end (E2, E3, E4, EW1, RU1)
    add(note(6, "clock", N_(
        "The clock is at 5. Every parrot moves it, and so does an empty wreck. At 8, the pirate "
        "ship, the game ends.")))
    add(note(6, "seat:0", N_(
        "It also ends when someone reaches the target: 30 points with two players. Most points "
        "wins.")))
    add(note(6, "wreck", N_(
        "You know the ropes! Play this game on against Anne, or leave for the title.")))
    return out


STEPS: tuple[Step, ...] = tuple(_story())
STORY = Story(GAME.id, VERSION, SEED, RIVALS, LESSONS, STEPS, DECKS, OPTIONS, HUMAN)
