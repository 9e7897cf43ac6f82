"""The Jolly Roger table's scenes: `TableScene` draws `app.session` and plays it by mouse and
keyboard; the results, the rules & cards pages and the replay viewer are its own too.

Modules, one job each: layout (where things sit), cards with crewfaces, voyagefaces and
cardbody (the card art), board with canvas, seats and centre (drawing the table),
interaction (what may be touched now and the command it makes), hud (instruction line,
buttons, zoom, log, thinking cue), flights (which card flies where for each event), logtext
and cardtext (the game in words), advice (hints), markers (what each marker on the table
means: its tooltip), results, help, replay,
table (the scene that ties them together, on scenes/kit's table shell); tutorial_store (the
tutorial's progress and its route), tutorial_session (its game) and tutorial (the table that
tells its story: the kit's coach table, scenes/kit/tutorial.py).

Importing this package declares the table's scenes and its tutorial to the shell
(scenes/tables.py); each scene's module is imported when that scene first opens, so the app's
start stays fast (the title does not wait for the table's drawing code).
"""

from __future__ import annotations

from game.jolly_roger import GAME
from scenes.jolly_roger.tutorial_store import TUTORIAL
from scenes.tables import register_package

SCENES = register_package(GAME.id, __name__, tutorial=TUTORIAL)
