"""RUM's table scenes: `TableScene` draws `app.session` and plays it by mouse and keyboard
(with the set builder, DA2); the results, the rules & cards pages and the replay viewer are
its own too.

Modules, one job each: layout (where things sit), cards (the card art), board (drawing the
table), interaction (the plan of a prompt and the set builder), hud (the instruction line,
buttons, zoom, log panel), flights (which card flies where for each event), logtext (the game
in words), results, help, replay, table (the scene that ties them together, on scenes/kit's
table shell), tutorial (the guided first game: the kit's coach table telling
game/rum/tutorial.py's story).

Importing this package declares the table's scenes and its tutorial to the shell
(scenes/tables.py); each scene's module is imported when that scene first opens.
"""

from __future__ import annotations

from game.rum import GAME
from game.rum.tutorial import STORY
from scenes.kit.tutorial_store import declare
from scenes.tables import register_package

TUTORIAL = declare(STORY, "tutorial-rum.json")
SCENES = register_package(GAME.id, __name__, tutorial=TUTORIAL)
