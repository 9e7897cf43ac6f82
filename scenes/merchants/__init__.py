"""Merchants & Marauders' table scenes: `TableScene` draws `app.session` on our chart of the
Caribbean and plays it by mouse and keyboard; the results, the rules & cards pages and the
replay viewer are its own too.

Modules, one job each: layout (where things sit, and the chart's geometry), art (the card
tickets), board (drawing the chart, the captains' boards and what a decision offers),
interaction (the plan of each prompt), say (the words of names, instructions and tips), hud
(the zoom and the markers' tooltips), flights (the sounds of events), logtext (the game in
words), results, help, replay, table (the scene that ties them together, on scenes/kit's
table shell).

Importing this package declares the table's scenes to the shell (scenes/tables.py); each
scene's module is imported when that scene first opens.
"""

from __future__ import annotations

from game.merchants import GAME
from scenes.tables import register_package

SCENES = register_package(GAME.id, __name__)
