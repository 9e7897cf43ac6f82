"""Meuterer's table scenes: `TableScene` draws `app.session` and plays it by mouse and
keyboard; the results, the rules & cards pages and the replay viewer are its own too (on the
kit's shells: scenes/kit/help_shell.py, replay_shell.py, hud.py).

Modules, one job each: layout (where things sit: the ring of islands), cards (the card art),
board (drawing the table), interaction (the plan of each prompt step), hud (the instruction
line and the zoom), flights (which card flies where for each event), logtext (the game in
words), advice (the hint in words), results, help, replay, shots (a busy moment for the
screenshot tool), table (the scene that ties them together, on scenes/kit's table shell).

Importing this package declares the table's scenes to the shell (scenes/tables.py); each
scene's module is imported when that scene first opens.
"""

from __future__ import annotations

from typing import Any

from game.meuterer import GAME
from scenes.tables import TableScenes, register_table


def _table(app: Any) -> Any:
    from scenes.meuterer.table import TableScene

    return TableScene(app)


def _results(app: Any) -> Any:
    from scenes.meuterer.results import ResultsScene

    return ResultsScene(app)


def _rules(app: Any, rulebook: Any, section: int = 0) -> Any:
    from scenes.meuterer.help import HelpScene

    return HelpScene(app, rulebook.cat, section)


def _replay(app: Any, rulebook: Any, events: list[Any], meta: dict[str, Any] | None) -> Any:
    from scenes.meuterer.replay import ReplayScene

    return ReplayScene(app, rulebook, events, meta)


SCENES = register_table(TableScenes(GAME.id, table=_table, results=_results, rules=_rules,
                                    replay=_replay))
