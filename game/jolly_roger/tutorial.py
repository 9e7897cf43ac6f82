"""The "Learn to play" tutorial as data: a prescribed deal (the scenario machinery's `decks`,
docs/scenarios.md), the whole story as one list of steps, and the scripted AI pirates that
make the story happen. Pure: no pygame; the scene (scenes/jolly_roger/tutorial.py) draws the
coach marks and checks the player's moves against the steps.

The story (one human, seat 0, against Bess, Jonas and Mara), three rounds in eleven lessons:
the hand and skills (C2), captain and quartermaster (A1), the destination and its ranges
(VY1, C4), the attack (AT1, AT2, DA2), the reveal and a multi-skill card (AT3, AT6), the loot
(L1, L2), punishment (PU1–PU3), a mutiny the player calls and wins with Cannon Fodder (M3–M11,
X-CANNON-FODDER), the Pirate Port (P2, P3), Treasure Island with the Old Sailor (T1, T2,
X-OLD-SAILOR), and the end and scoring (E1–E4).

Steps are of three kinds: a `note` (a coach mark the player reads, then "Next"), a `human`
move (the one command the lesson accepts from seat 0, and the gestures that make it) and an
`ai` move (what the scripted pirate of that seat will answer). The game is deterministic: the
deal is prescribed, the seed fixed, and every AI answer scripted, so replaying the steps up to
a lesson rebuilds exactly the game the player had there (resume, skip, restart).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core import tutorial as Core
from game.core.i18n import N_
from game.core.tutorial import (
    Gesture,
    Lesson,
    Step,
    Story,
    ai,
    click,
    do,
    drag,
    note,
    pick,
    same_move,
    starts,
)
from game.jolly_roger import GAME
from game.jolly_roger import commands as K
from game.jolly_roger.prompts import Prompt

#: the tutorial's progress file format (scenes/jolly_roger/tutorial.py reads and checks it)
VERSION = 1
SEED = 15
HUMAN = 0
#: the three AI pirates' names (seat 1, 2, 3); seat 0 is the player
RIVALS = (N_("Bess"), N_("Jonas"), N_("Mara"))
OPTIONS = {"reaction_prompts": "holders"}   # DA4: only holders are asked (fewer pauses)

#: S2–S5 prescribed (docs/scenarios.md): who is captain, every hand, the top of each deck
DECKS: dict[str, Any] = {
    "captain": 1,
    "hands": [[10, 43, 0, 63, 53, 26],
              [18, 1, 2, 14, 5, 31],
              [3, 19, 8, 32, 36, 21],
              [27, 6, 20, 33, 11, 22]],
    "merchant": [88],
    "port": [93],
    "crew": [7, 28, 16, 34, 9, 29, 15, 35, 12, 30, 17, 37],
    "prizes": [146, 135, 117, 128, 129, 104],
}


__all__ = ["DECKS", "HUMAN", "LESSONS", "OPTIONS", "RIVALS", "SEED", "STEPS", "STORY", "VERSION",
           "Gesture", "Lesson", "ScriptedBot", "Step", "click", "drag", "lesson_starts", "pick",
           "same_move"]

_note, _do, _ai = note, do, ai


LESSONS = (
    Lesson(N_("Your hand and crew skills"), ("C2", "C3")),
    Lesson(N_("Captain and quartermaster"), ("A1", "M1", "DA1")),
    Lesson(N_("Choosing a destination"), ("VY1", "C4")),
    Lesson(N_("Joining the attack"), ("AT1", "AT2", "DA2")),
    Lesson(N_("The reveal and all-rounders"), ("AT3", "AT5", "AT6")),
    Lesson(N_("Sharing the loot"), ("L1", "L2")),
    Lesson(N_("Punishment"), ("PU1", "PU2", "PU3")),
    Lesson(N_("Mutiny!"), ("M3", "M4", "M5", "M7", "M10", "M11", "X-CANNON-FODDER")),
    Lesson(N_("Pirate Port"), ("P1", "P2", "P3", "H2")),
    Lesson(N_("Treasure Island"), ("T1", "T2", "X-OLD-SAILOR")),
    Lesson(N_("The end and the score"), ("E1", "E2", "E3", "E4")),
)


def _story() -> list[Step]:
    """The whole tutorial, in the order things happen at the table."""
    out: list[Step] = []
    add = out.append
    # 1 — the hand (C2, C3)
    add(_note(0, "card:10", N_(
        "These are your crew cards. Each shows a skill (navigation, cannons or sabers) and its "
        "points: this one gives 3 navigation.")))
    add(_note(0, "tip:crew:0", N_(
        "The number in the dark circle is the card's crew count. It matters only in a mutiny, "
        "where the bigger crew wins.")))
    add(_note(0, "card:43", N_(
        "An all-rounder shows all three skills, but in an attack only one of them will count.")))
    # 2 — captain and quartermaster (A1, M1, DA1)
    add(_note(1, "tip:captain", N_(
        "Bess wears the captain's hat: she appoints the quartermaster, chooses where the ship "
        "sails and may order a punishment.")))
    out += _ai(1, "appoint", K.Appoint(1, 0))
    add(_note(1, "tip:quartermaster", N_(
        "Bess gave you the key: you are the quartermaster. You lead the attack and share the "
        "loot.")))
    out += _ai(1, "window", K.Pass(2), K.Pass(3))
    add(_do(1, K.Pass(0), N_(
        "After each of the captain's decisions anyone may call a mutiny. Not now: click "
        "\u201cNo mutiny\u201d."), click("button:pass")))
    # 3 — the destination (VY1, C4)
    add(_note(2, "tip:ranges:merchant", N_(
        "Five stacks, five kinds of destination. Under each: the least and the most of each "
        "skill its cards may demand, and the prizes they may pay.")))
    out += _ai(2, "destination", K.ChooseDestination(1, "merchant"))
    add(_note(2, "tip:destination", N_(
        "Bess chose a Merchant Ship. Its card lies face down: nobody knows what exactly it "
        "demands until it is revealed.")))
    out += _ai(2, "window", K.Pass(2), K.Pass(3))
    add(_do(2, K.Pass(0), N_("Another mutiny window. Click \u201cNo mutiny\u201d again."),
            click("button:pass")))
    # 4 — the attack (AT1, AT2, DA2)
    add(_do(3, K.PlayCards(0, (10,)), N_(
        "As quartermaster you play first. Drag your 3-navigation card onto the attack."),
        drag(10, "attack")))
    out += _ai(3, "attack", K.PlayCards(1, (18,)), K.Pass(2), K.Pass(3))
    add(_do(3, K.PlayCards(0, (43,)), N_(
        "Bess added 2 cannons; nobody has sabers yet. Drag your all-rounder onto the attack "
        "too."), drag(43, "attack")))
    out += _ai(3, "attack", K.Pass(1), K.Pass(2), K.Pass(3))
    # 5 — the reveal and the all-rounder (AT3, AT5, AT6)
    add(_do(4, K.Reveal(0), N_(
        "Merchant Ships want about 2 navigation, 1 cannon and 1 saber. Enough: click "
        "\u201cReveal\u201d to turn the card."), click("button:reveal")))
    add(_do(4, K.AssignSkills(0, ((43, "sabers"),)), N_(
        "Your all-rounder counts for one skill only. Choose sabers, then click \u201cCount "
        "these skills\u201d."), click("button:skill:43:sabers"), click("button:confirm")))
    # 6 — the loot (L1, L2)
    out += _ai(5, "loot_pick", K.TakePrize(1, 117))
    add(_do(5, K.ShareLoot(0, ((146, 2), (135, 0))), N_(
        "Success! The captain took the first prize. Deal the rest evenly: the Hostage to "
        "Jonas, the Rum to you, then \u201cDeal the loot\u201d."),
        drag(146, "seat:2"), drag(135, "seat:0"), click("button:deal")))
    # 7 — punishment (PU1–PU3)
    out += _ai(6, "punish", K.OrderPunishment(1, True))
    out += _ai(6, "window", K.Pass(2), K.Pass(3))
    add(_do(6, K.Pass(0), N_(
        "Bess orders a punishment, and a mutiny window opens once more. Click \u201cNo "
        "mutiny\u201d."), click("button:pass")))
    add(_do(6, K.ChooseVictim(0, 3), N_(
        "You carry the punishment out: one random card of a pirate's hand is thrown away. "
        "Click Mara."), click("seat:3")))
    # 8 — the mutiny (M3–M11, X-CANNON-FODDER)
    add(_note(7, "tip:round", N_(
        "Round 2. Every round has an appointment, a voyage and a punishment; the tenth voyage "
        "ends the game.")))
    out += _ai(7, "appoint", K.Appoint(1, 2))
    out += _ai(7, "window", K.Pass(2), K.Pass(3))
    add(_do(7, K.CallMutiny(0, 0), N_(
        "Bess passed you over for Jonas. Mutiny! Drag your Navigation 1 (crew 5) onto the "
        "skull to call it."), drag(0, "call")))
    out += _ai(7, "mutiny", K.PlayCards(1, (1, 2), "captain"), K.PlayCards(2, (3,), "captain"),
               K.PlayCards(3, (27,), "mutineer"))
    add(_note(7, "tip:side:3", N_(
        "Badges show who took which side: Mara joined you, Jonas stays loyal to Bess.")))
    add(_do(7, K.PlayCards(0, (63,), "mutineer"), N_(
        "The captain's crew leads 13 to 10. Your Cannon Fodder counts 5: drag it to the "
        "mutineers."), drag(63, "side:mutineer")))
    out += _ai(7, "mutiny", K.Pass(1), K.Pass(2), K.Pass(3))
    add(_do(7, K.Pass(0), N_(
        "15 to 13 and nobody plays more. Click \u201cPass\u201d to end the mutiny."),
        click("button:pass")))
    add(_do(7, K.Appoint(0, 3), N_(
        "You won: the captain's hat is yours! Appoint Mara, your ally, as quartermaster."),
        click("seat:3")))
    add(_do(7, K.TakePrize(0, 146), N_(
        "The losers' prize cards are shared anew, and the captain picks first. Take the "
        "Hostage."), click("card:146")))
    out += _ai(7, "loot_share", K.ShareLoot(3, ((117, 3),)))
    # 9 — the Pirate Port (P1–P3, H2)
    add(_do(8, K.ChooseDestination(0, "port"), N_(
        "You choose the destination now. Sail to the Pirate Port: no fight, and everyone "
        "draws crew."), click("dest:port")))
    out += _ai(8, "discard", K.Discard(2, (21,)))
    add(_do(8, K.ExchangePrize(0, 135), N_(
        "At the port you may trade one prize card for a crew card. Drag your Rum onto the "
        "crew deck."), drag(135, "crew_deck")))
    out += _ai(8, "exchange", K.Pass(3))
    add(_do(8, K.CashIn(0, (146,)), N_(
        "A Hostage is ransomed here for two prize cards. Click it, then \u201cCash in "
        "1\u201d."), pick(146), click("button:cash")))
    add(_do(8, K.OrderPunishment(0, False), N_(
        "As captain you decide on punishment. Be merciful: click \u201cNo punishment\u201d."),
        click("button:pass")))
    # 10 — Treasure Island (T1, T2, X-OLD-SAILOR)
    add(_do(9, K.Appoint(0, 3), N_("Round 3. Appoint Mara again."), click("seat:3")))
    out += _ai(9, "window", K.Pass(1), K.Pass(2), K.Pass(3))
    add(_do(9, K.ChooseDestination(0, "island"), N_(
        "Sail to Treasure Island: buried gold is safe from any mutiny."),
        click("dest:island")))
    out += _ai(9, "window", K.Pass(1), K.Pass(2), K.Pass(3))
    add(_do(9, K.PlaySpecial(0, 53), N_(
        "Only an Old Sailor's map lets the ship land. Play yours."),
        click("button:special:53")))
    add(_do(9, K.Bury(0, (128, 129)), N_(
        "Land ho! Click both gold cards, then \u201cBury 2\u201d: buried cards count at the "
        "end but no mutiny can take them."), pick(128), pick(129), click("button:bury")))
    out += _ai(9, "bury", K.Pass(3))
    add(_do(9, K.OrderPunishment(0, False), N_("No punishment this round either."),
            click("button:pass")))
    out += _ai(9, "window", K.Pass(1), K.Pass(2), K.Pass(3))
    # 11 — the end (E1–E4)
    add(_note(10, "tip:pile:prize_deck", N_(
        "The game ends after the tenth voyage, or in the round the last prize card is drawn.")))
    add(_note(10, "tip:buried:0", N_(
        "Then all prize cards are turned up, buried ones too. Most gold wins; Rum breaks a "
        "tie; a Hostage is worth 1.")))
    add(_note(10, "tip:round", N_(
        "You know the ropes now! Play this game on against the three pirates, or leave for "
        "the title.")))
    return out


STEPS: tuple[Step, ...] = tuple(_story())


def lesson_starts() -> tuple[int, ...]:
    """The index of each lesson's first step."""
    return starts(STEPS)


def pass_of(prompt: Prompt) -> K.Pass | None:
    """A prompt the story did not foresee is passed on quietly, where passing is allowed."""
    return K.Pass(prompt.seat) if "pass" in prompt.actions else None


STORY = Story(GAME.id, VERSION, SEED, RIVALS, LESSONS, STEPS, DECKS, OPTIONS, HUMAN,
              pass_of)


class ScriptedBot(Core.ScriptedBot):
    """A scripted pirate of this story (game/core/tutorial.py), passing on what the story did
    not foresee."""

    def __init__(self, seat: int, fallback: Any, steps: Sequence[Step] = STEPS,
                 quiet: Callable[[Any], Any] = pass_of) -> None:
        super().__init__(seat, fallback, steps, quiet)
