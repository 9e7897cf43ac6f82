"""Meuterer (Marcel-André Casasola Merkle, 2000; 3–4 players): the table's declaration.
Everything of the game lives in this package — card data (data/), state, events, commands,
prompts, views, setup, the engine and its rules, the AI (ai/), the scenario runner and the
simulator; `rulebook.Meuterer` is what the app uses.

Importing this package only declares the table (cheap); its card data loads on first use.
"""

from __future__ import annotations

from game.core.i18n import N_
from game.core.registry import Choice, GameInfo, Option, RulebookOf, register, usual_tools

ID = "meuterer"

#: RU8: the island circle — shuffled (the general rule) or the introductory order.
LAYOUT = Option(
    "layout", N_("Islands"), "choice",
    (Choice("shuffled", N_("Shuffled"), N_("The twelve islands lie in a random circle.")),
     Choice("intro", N_("Introductory"),
            N_("The islands lie in the fixed circle of the introductory game."))),
    "shuffled")


GAME = register(GameInfo(
    id=ID, name=N_("Meuterer"), seats=(3, 4), quick_seats=4, options=(LAYOUT,),
    load=RulebookOf("game.meuterer.rulebook:Meuterer"), package="meuterer", order=2,
    blurb=N_("A merchant ship, secret roles, and a sabre fight for the helm"),
    feats=(Choice("mutinies_won", N_("Mutinies won")),
           Choice("majorities", N_("Majorities"))),
    commands=usual_tools("meuterer")))
