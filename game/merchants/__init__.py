"""Merchants & Marauders (Christian Marcussen and Kasper Aagaard, 2010; 2–4 players): the
table's declaration. Everything of the game lives in this package — its content (data/: the
map, zone rules, ships, cargo, tokens, captains, events, glory cards, missions, rumours and
the location die, all our own design, contract K), state, events, commands, prompts, views,
setup, the engine and its rules by system (rules/), the K3 interpreter (effects.py), the AI
(ai/), the scenario runner and the simulator; `rulebook.Merchants` is what the app uses. The
rules contract is ../shared/rules/merchants-marauders.md; clause ids in docstrings and test
names are its.

Importing this package only declares the table (cheap); its content loads on first use.
"""

from __future__ import annotations

from game.core.i18n import N_
from game.core.registry import Choice, GameInfo, Option, Rulebook, register, usual_tools

ID = "merchants-marauders"

#: OV1, E8: the glory target (10 by default; each point more adds some 10–20 minutes)
TARGET = Option(
    "target", N_("Glory to win"), "choice",
    tuple(Choice(str(n), str(n), N_("The game is won at this much glory.")) for n in
          range(8, 16)),
    "10")

#: OV3: open purses (a teaching mode): ducats aboard and stashed are public
PURSES = Option(
    "purses", N_("Purses"), "choice",
    (Choice("closed", N_("Secret"), N_("Ducats aboard and in the chest are each captain's "
                                       "secret.")),
     Choice("open", N_("Open"), N_("Everyone sees every captain's ducats (for learning)."))),
    "closed")


#: OV2, NS9: who makes an NPC's choices in a battle (the engine's policy, DA7, by default)
STEERING = Option(
    "steering", N_("Non-player ships"), "choice",
    (Choice("engine", N_("The game steers them"),
            N_("Every choice of a non-player ship in battle follows the game's own policy.")),
     Choice("printed", N_("A rival steers them"),
            N_("The captain to the left of the one fighting makes the non-player ship's "
               "choices, playing for it to win."))),
    "engine")


def _load() -> Rulebook:
    from game.merchants.rulebook import Merchants

    return Merchants.load()


GAME = register(GameInfo(
    id=ID, name=N_("Merchants & Marauders"), seats=(2, 4), quick_seats=4,
    options=(TARGET, PURSES, STEERING),
    levels=("random", "easy", "medium"), offered=("easy", "medium"),
    test_levels=("trader", "raider", "hunter", "mixed"),
    default_level="medium", load=_load, package="merchants", order=3,
    blurb=N_("Trade, raid and fight for glory on our own map of the Caribbean"),
    score_words=(N_("Glory per game"), N_("Best glory")),
    feats=(Choice("raids", N_("Raids")), Choice("battles", N_("Battles won")),
           Choice("missions", N_("Missions"))),
    commands=usual_tools("merchants")))
