"""The game table: `TableScene(app)` draws `app.session` and plays it by mouse and keyboard.

Modules, one job each: layout (where things sit), cards (the card art), board (drawing the
table), interaction (what may be touched now and the command it makes), hud (instruction line,
buttons, zoom, log, thinking cue), animation (card flights), paint (palette and primitives),
table (the scene that ties them together).
"""

from scenes.jolly_roger.table import TableScene

__all__ = ["TableScene"]
