"""The tables' own scenes, found through the game registry.

Each table's package under scenes/ (scenes/<package>/, named like its game package) declares
once which of its scenes serve the shell:

    register_table(TableScenes(GAME.id, table=TableScene, results=ResultsScene,
                               rules=rules_scene, replay=ReplayScene))

and the shell opens them through these routes, never by name of a table:

    app.go("table")                        the table of `app.session`
    app.go("results")                      its results
    app.go("rules", section=0)             rules & cards: the session's table, else the default
    app.go("replay", rulebook, events, meta)   the viewer of a finished game of that table

`discover()` (called by scenes.app.register_scenes) imports the scenes of every table the
registry knows.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core import registry
from scenes.routes import route

Factory = Callable[..., Any]


@dataclass(frozen=True)
class TableScenes:
    """One table's scenes: each a factory taking the app first."""

    game_id: str
    table: Factory      # (app) -> the game at the table (app.session)
    results: Factory    # (app) -> the final reveal and standings of app.session
    rules: Factory      # (app, rulebook, section) -> rules & cards
    replay: Factory     # (app, rulebook, events, meta) -> the replay viewer


_TABLES: dict[str, TableScenes] = {}


def register_table(scenes: TableScenes) -> TableScenes:
    """Declare a table's scenes (once, from its package's `__init__`)."""
    registry.get(scenes.game_id)   # UnknownGame if no such table is declared
    _TABLES[scenes.game_id] = scenes
    return scenes


def discover() -> None:
    """Import the scenes of every table the registry knows (each registers itself)."""
    for info in registry.games():
        importlib.import_module(f"scenes.{info.package}")


def scenes_of(game_id: str) -> TableScenes:
    """The scenes of this table; LookupError naming it if its scenes are not installed."""
    found = _TABLES.get(game_id)
    if found is None:
        raise LookupError(f"the table {game_id!r} has no scenes in this version")
    return found


def _session_table(app: Any) -> TableScenes:
    assert app.session is not None, "the table needs app.session"
    return scenes_of(app.session.game_id)


@route("table")
def table(app: Any) -> Any:
    return _session_table(app).table(app)


@route("results")
def results(app: Any) -> Any:
    return _session_table(app).results(app)


@route("rules")
def rules(app: Any, section: int = 0) -> Any:
    session = app.session
    book = session.rulebook if session is not None else registry.default().rulebook()
    return scenes_of(book.info.id).rules(app, book, section)


@route("replay")
def replay(app: Any, rulebook: Any, events: list[Any], meta: dict[str, Any] | None = None) -> Any:
    return scenes_of(rulebook.info.id).replay(app, rulebook, events, meta)
