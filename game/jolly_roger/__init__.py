"""Jolly Roger (Frédéric Moyersoen's game of piracy and mutiny, 3–10 players): the table's
declaration. Everything of the game lives in this package — card data (data/), state,
events, commands, prompts, views, setup, the engine, the rules by phase (rules/), the AI
(ai/), the scenario runner and the simulator; `rulebook.Rulebook` is what the app uses.

Importing this package only declares the table (cheap); its card data loads on first use.
"""

from __future__ import annotations

from game.core.i18n import N_
from game.core.registry import Choice, GameInfo, Option, RulebookOf, register, usual_tools

ID = "jolly-roger"

#: DA4: reaction windows ask every seat (nothing leaks, the default) or card holders only.
REACTION_PROMPTS = Option(
    "reaction_prompts", N_("Reaction prompts"), "choice",
    (Choice("all", N_("Every human"), N_("Every human is asked at every reaction moment: no "
                                        "one learns who holds what.")),
     Choice("holders", N_("Holders only"), N_("Only holders of a fitting card are asked: "
                                              "faster, but it hints who holds one."))),
    "all")

#: The variants a player may choose (V3, the three-player game, is chosen by the seat count).
VARIANTS = Option(
    "variants", N_("Variants"), "flags",
    (Choice("VH", N_("Hidden Treasure"), N_("Prize cards stay face down until the end")),
     Choice("VG", N_("Captain's Gold"), N_("When the captain trades at port, all draw a card"))),
    ())

#: V3 in words for people (the New game form, the table's captain, the rules page)
THREE_PIRATES = N_("With 3 pirates nobody is appointed quartermaster: the captain does the "
                   "quartermaster's work too.")


GAME = register(GameInfo(
    id=ID, name=N_("Jolly Roger"), seats=(3, 10), quick_seats=6,
    options=(VARIANTS, REACTION_PROMPTS),
    levels=("random", "easy", "medium", "hard"), offered=("easy", "medium", "hard"),
    test_levels=("freerider", "mutineer"),
    load=RulebookOf("game.jolly_roger.rulebook:JollyRoger"), package="jolly_roger", order=0,
    blurb=N_("Loot, mutiny and buried gold: sail with the crew, or take the ship"),
    score_words=(N_("Gold per game"), N_("Best gold")),
    feats=(Choice("mutinies_won", N_("Mutinies won")),),
    seat_notes={3: THREE_PIRATES},
    commands=usual_tools("jolly_roger")))
