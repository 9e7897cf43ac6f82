"""RUM (Chris Handy's Pack O Game no. 11, 2–4 players): the table's declaration. Everything of
the game lives in this package — card data (data/), state, events, commands, prompts, views,
sets (capture arithmetic), setup, the engine and its rules, the AI (ai/), the scenario runner
and the simulator; `rulebook.Rum` is what the app uses.

Importing this package only declares the table (cheap); its card data loads on first use.
"""

from __future__ import annotations

from game.core.i18n import N_
from game.core.registry import Choice, GameInfo, Option, RulebookOf, register, usual_tools

ID = "rum"

#: RU18: who starts — a seeded random seat, or the first seat at the table.
FIRST_PLAYER = Option(
    "first_player", N_("First player"), "choice",
    (Choice("random", N_("Random"), N_("A random pirate starts.")),
     Choice("first", N_("First seat"), N_("The first pirate at the table starts."))),
    "random")


GAME = register(GameInfo(
    id=ID, name=N_("RUM"), seats=(2, 4), quick_seats=3, options=(FIRST_PLAYER,),
    load=RulebookOf("game.rum.rulebook:Rum"), package="rum", order=1,
    blurb=N_("Bottles from a wreck, sets that take the captains, and a parrot to dodge"),
    commands=usual_tools("rum")))
