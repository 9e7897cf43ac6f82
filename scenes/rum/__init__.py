"""RUM's table scenes: `TableScene` draws `app.session` and plays it by mouse and keyboard
(with the set builder, DA2); the results, the rules & cards pages and the replay viewer are
its own too.

Modules, one job each: layout (where things sit), cards (the card art), board (drawing the
table), interaction (the plan of a prompt and the set builder), hud (the instruction line,
buttons, zoom, log panel), flights (which card flies where for each event), logtext (the game
in words), results, help, replay, table (the scene that ties them together, on scenes/kit's
table shell).

Importing this package declares the table's scenes to the shell (scenes/tables.py); each
scene's module is imported when that scene first opens.
"""

from __future__ import annotations

from game.rum import GAME
from scenes.tables import register_package

SCENES = register_package(GAME.id, __name__)
