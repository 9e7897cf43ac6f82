"""The Jolly Roger table's scenes: `TableScene` draws `app.session` and plays it by mouse and
keyboard; the results, the rules & cards pages and the replay viewer are its own too.

Modules, one job each: layout (where things sit), cards with crewfaces, voyagefaces and
cardbody (the card art), board with canvas, seats and centre (drawing the table),
interaction (what may be touched now and the command it makes), hud (instruction line,
buttons, zoom, log, thinking cue), flights (which card flies where for each event), logtext
and cardtext (the game in words), advice (hints), results, help, replay, table (the scene that
ties them together, on scenes/kit's table shell).

Importing this package declares the table's scenes to the shell (scenes/tables.py).
"""

from __future__ import annotations

from typing import Any

from game.jolly_roger import GAME
from scenes.jolly_roger.help import HelpScene
from scenes.jolly_roger.replay import ReplayScene
from scenes.jolly_roger.results import ResultsScene
from scenes.jolly_roger.table import TableScene
from scenes.tables import TableScenes, register_table


def _rules(app: Any, rulebook: Any, section: int = 0) -> HelpScene:
    return HelpScene(app, rulebook.cat, section)


SCENES = register_table(TableScenes(GAME.id, table=TableScene, results=ResultsScene,
                                    rules=_rules, replay=ReplayScene))

__all__ = ["SCENES", "TableScene"]
