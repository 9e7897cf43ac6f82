"""Meuterer's guided first game (issue 30) as data: a prescribed deal (the scenario machinery's
`decks`: the introductory circle, the captain, the hands and the top of the draw pile,
docs/scenarios.md), the story as one list of steps, and the scripted rivals' answers
(game/core/tutorial.py). Pure: no pygame; the kit's coach table tells it
(scenes/meuterer/tutorial.py).

The story (you, seat 0, with Greta, Olaf and Tilda; Tilda is captain), one round and the next
one's first decision, in eight lessons: the wage (CO1), offering goods and passing (OF1–OF4,
OF7), the role pick and what each role earns (OF5, C5), the reveal and the two courses (OF6,
RV1, RV2), the sabre fight with the mate's sabre and the tie (MU1–MU4, VR2), sales by
majority on the active islands (SA1–SA4), the ship's course (SH1–SH3) and the loadmaster
(DW1, DW3).

Card ids (game/meuterer/data): 0–3 ruby, 4–8 salt, 9–14 wine, 15–21 cloth, 22–29 grain,
30–35 conflict (a sabre). You hold 30, 31 (sabres), 9, 10 (wine) and 4 (salt); Tilda offers a
cloth and a sabre, Greta a grain, Olaf a salt.
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import N_
from game.core.tutorial import Lesson, Step, Story, ai, click, do, drag, note
from game.meuterer import GAME
from game.meuterer import commands as K

#: the tutorial's progress file format (scenes/meuterer/tutorial.py reads and checks it)
VERSION = 1
SEED = 30
HUMAN = 0
RIVALS = (N_("Greta"), N_("Olaf"), N_("Tilda"))
OPTIONS = {"layout": "intro"}
CAPTAIN = 3
GRUENLAND = 2   # the island two steps clockwise from Hochland (the introductory circle)

#: S2–S5 prescribed: the introductory circle, Tilda captain, the hands as dealt from her
DECKS: dict[str, Any] = {
    "captain": CAPTAIN,
    "hands": [[15, 33, 23, 24, 11],     # Tilda (seat 3, captain)
              [30, 9, 10, 31, 4],       # you (seat 0)
              [22, 25, 26, 0, 6],       # Greta (seat 1)
              [5, 7, 17, 27, 1]],       # Olaf (seat 2)
    "pile": [12, 13, 18, 28, 19, 20, 2, 14, 21, 29],
}

LESSONS = (
    Lesson(N_("The captain's wage"), ("CO1", "R2")),
    Lesson(N_("Offering goods"), ("OF1", "OF2", "OF3")),
    Lesson(N_("Passing and picking a role"), ("OF4", "OF5", "OF7", "C5")),
    Lesson(N_("The reveal and the courses"), ("RV1", "RV2", "OF6")),
    Lesson(N_("The sabre fight"), ("MU1", "MU2", "MU3", "MU4", "VR2")),
    Lesson(N_("Sales by majority"), ("SA1", "SA2", "SA3", "SA4", "SA5")),
    Lesson(N_("The ship's course"), ("SH1", "SH2", "SH3", "VR1")),
    Lesson(N_("The loadmaster"), ("DW1", "DW3", "E1")),
)


def _story() -> list[Step]:
    out: list[Step] = []
    add = out.append
    # 1 — the wage (CO1)
    add(note(0, "seat:3", N_(
        "Tilda is captain. Before anyone offers, she names a wage for a loyal mate.")))
    out += ai(0, "wage", K.SetWage(3, 1))
    add(note(0, "seat:3", N_(
        "Wage 1: a mate scores 1 plus the wage, paid by the captain, if the captain keeps "
        "the ship.")))
    # 2 — offering goods (OF1–OF3)
    out += ai(1, "offer", K.Offer(3, 15))
    add(do(1, K.Offer(0, 9), N_(
        "Each turn, offer one card or pass. Drag a wine onto your offers: only offered goods "
        "are sold."), drag(9, "offers")))
    out += ai(1, "offer", K.Offer(1, 22), K.Offer(2, 5), K.Offer(3, 33))
    add(do(1, K.Offer(0, 10), N_(
        "Tilda offered a sabre: it counts in a fight. Offer your second wine too."),
        drag(10, "offers")))
    out += ai(1, "offer", K.Pass(1))
    out += ai(1, "pick_role", K.PickRole(1, "loadmaster"))
    out += ai(1, "offer", K.Pass(2))
    out += ai(1, "pick_role", K.PickRole(2, "mate"))
    out += ai(1, "offer", K.Pass(3))
    add(do(1, K.Offer(0, 30), N_(
        "Greta and Olaf passed and took roles; Tilda passed and set her course. Offer a "
        "sabre."), drag(30, "offers")))
    # 3 — passing and the role pick (OF4, OF5, OF7, C5)
    add(do(2, K.Pass(0), N_(
        "Now pass: your last two cards lie aside, face down. They also count the steps of "
        "your course."), click("button:pass")))
    add(note(2, "button:role:boy", N_(
        "Three roles are left. The ship's boy scores 2 if a mutiny wins; the merchant wins "
        "tied sales as if alone.")))
    add(do(2, K.PickRole(0, "mutineer"), N_(
        "Pick a role. Mutineer: win the fight and score your island's ship points. Take it."),
        click("button:role:mutineer")))
    # 4 — the reveal and the courses (RV1, RV2, OF6)
    add(note(3, f"island:{GRUENLAND}", N_(
        "Roles are revealed. Your course: two cards aside, two islands on from the ship.")))
    # 5 — the sabre fight (MU1–MU4, VR2)
    out += ai(4, "mutiny", K.Sabres(3, 0))
    add(note(4, "fight", N_(
        "The fight: Tilda's sabre plus the mate's own sabre make 2. Your offered sabre makes "
        "1.")))
    add(do(4, K.Sabres(0, 1), N_(
        "Play the sabre you kept aside: 2 to 2, and a tie goes to the mutineer."),
        click("button:sabres:1")))
    out += ai(4, "mutiny", K.Sabres(2, 0), K.Sabres(3, 0))
    add(do(4, K.Sabres(0, 0), N_(
        "Nobody can add more. Play no sabre: the fight ends and you win."),
        click("button:sabres:0")))
    # 6 — sales by majority (SA1–SA5)
    add(note(5, "island:0", N_(
        "Goods sell on the light, active islands. Hochland buys any good; your 2 wines are the "
        "most, worth 4.")))
    add(note(5, "seat:0", N_(
        "You also scored Grünland's 4 ship points, the mutineer's reward for winning the fight.")))
    # 7 — the ship's course (SH1–SH3)
    add(note(6, f"island:{GRUENLAND}", N_(
        "The ship sails your course to Grünland. Next round it and Hochland are the active "
        "islands.")))
    # 8 — the loadmaster (DW1, DW3, E1)
    out += ai(7, "use_extra", K.UseExtra(1, True))
    out += ai(7, "keep", K.Keep(1, (2,)))
    add(note(7, "seat:1", N_(
        "Everyone draws back to 5. Greta, the loadmaster, drew 3 extra, kept the best and put "
        "3 under the discard pile.")))
    add(note(7, "button:wage:0", N_(
        "You won the ship: you are captain now. Eight rounds in all, then the most points wins. "
        "Play on!")))
    return out


STEPS: tuple[Step, ...] = tuple(_story())
STORY = Story(GAME.id, VERSION, SEED, RIVALS, LESSONS, STEPS, DECKS, OPTIONS, HUMAN)
