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

from typing import Any

from game.rum import GAME
from scenes.tables import TableScenes, register_table


def _table(app: Any) -> Any:
    from scenes.rum.table import TableScene

    return TableScene(app)


def _results(app: Any) -> Any:
    from scenes.rum.results import ResultsScene

    return ResultsScene(app)


def _rules(app: Any, rulebook: Any, section: int = 0) -> Any:
    from scenes.rum.help import HelpScene

    return HelpScene(app, rulebook.cat, section)


def _replay(app: Any, rulebook: Any, events: list[Any], meta: dict[str, Any] | None) -> Any:
    from scenes.rum.replay import ReplayScene

    return ReplayScene(app, rulebook, events, meta)


SCENES = register_table(TableScenes(GAME.id, table=_table, results=_results, rules=_rules,
                                    replay=_replay))
