"""Merchants & Marauders (Christian Marcussen and Kasper Aagaard, 2010; 2–4 players): the
table's declaration. Everything of the game lives in this package — its content (data/: the
map, zone rules, ships, cargo, tokens, captains, events, glory cards, missions, rumours and
the location die, all our own design, contract K), state, events, commands, prompts, views,
setup, the engine and its rules by system (rules/), the AI (ai/), the scenario runner and the
simulator. The rules contract is ../shared/rules/merchants-marauders.md; clause ids in
docstrings and test names are its.

Importing this package only declares the table (cheap); its data loads on first use.
"""

from __future__ import annotations

from game.core.i18n import add_domain

ID = "merchants-marauders"

# The table's strings have their own catalogue (translations/) from the first line written,
# before the table registers (its rules are being built in steps, docs/merchants.md).
add_domain("merchants", (3, ID))
