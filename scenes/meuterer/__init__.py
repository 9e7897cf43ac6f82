"""Meuterer's table scenes: `TableScene` draws `app.session` and plays it by mouse and
keyboard; the results, the rules & cards pages and the replay viewer are its own too (on the
kit's shells: scenes/kit/help_shell.py, replay_shell.py, hud.py).

Modules, one job each: layout (where things sit: the ring of islands), cards (the card art),
board (drawing the table), interaction (the plan of each prompt step), hud (the instruction
line and the zoom), flights (which card flies where for each event), logtext (the game in
words), advice (the hint in words), results, help, replay, shots (a busy moment for the
screenshot tool), table (the scene that ties them together, on scenes/kit's table shell),
tutorial (the guided first game: the kit's coach table telling game/meuterer/tutorial.py's
story).

Importing this package declares the table's scenes and its tutorial to the shell
(scenes/tables.py); each scene's module is imported when that scene first opens.
"""

from __future__ import annotations

from game.meuterer import GAME
from game.meuterer.tutorial import STORY
from scenes.kit.tutorial_store import declare
from scenes.tables import register_package

TUTORIAL = declare(STORY, "tutorial-meuterer.json")
SCENES = register_package(GAME.id, __name__, tutorial=TUTORIAL)
