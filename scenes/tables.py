"""The tables' own scenes, found through the game registry.

Each table's package under scenes/ (scenes/<package>/, named like its game package) declares
once which of its scenes serve the shell:

    register_table(TableScenes(GAME.id, table=TableScene, results=ResultsScene,
                               rules=rules_scene, replay=ReplayScene,
                               tutorial=Tutorial(open=..., offer=..., dismiss=...)))

or, for a package with the usual table, results, help and replay modules, in one line:

    SCENES = register_package(GAME.id, __name__)

and the shell opens them through these routes (scenes/table_routes.py), never by name of a
table:

    app.go("table")                        the table of `app.session`
    app.go("results")                      its results
    app.go("rules", section=0, game_id="")  rules & cards: the table named, else the session's,
                                           else the last one chosen
    app.go("replay", rulebook, events, meta)   the viewer of a finished game of that table
    app.go("tutorial", lesson=None, game_id="")  a table's guided first game (Learn to play):
                                           the table named, else the last one chosen if it
                                           has one, else the first table that has one

`discover()` (called by scenes.app.register_scenes) imports the scenes of every table the
registry knows; `playable()` lists the tables a player may choose. This module declares and
finds; it is no scene (the menus import it).
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core import registry

Factory = Callable[..., Any]
log = logging.getLogger("jolly_roger.tables")


@dataclass(frozen=True)
class Tutorial:
    """A table's guided first game (Learn to play). Its progress is the table's own business;
    the title asks `offer` without loading the table's drawing code."""

    open: Factory                       # (app, lesson, remember) -> the table, at that lesson
    offer: Callable[[Any], str]         # (app) -> "first" (invite), "pending" (a button), ""
    dismiss: Callable[[Any], None]      # (app): the player turned it down
    completed: Callable[[], bool] = lambda: False   # () -> the story was told to its end


@dataclass(frozen=True)
class TableScenes:
    """One table's scenes: each a factory taking the app first."""

    game_id: str
    table: Factory      # (app) -> the game at the table (app.session)
    results: Factory    # (app) -> the final reveal and standings of app.session
    rules: Factory      # (app, rulebook, section) -> rules & cards
    replay: Factory     # (app, rulebook, events, meta) -> the replay viewer
    tutorial: Tutorial | None = None


_TABLES: dict[str, TableScenes] = {}


def register_table(scenes: TableScenes) -> TableScenes:
    """Declare a table's scenes (once, from its package's `__init__`)."""
    registry.get(scenes.game_id)   # UnknownGame if no such table is declared
    _TABLES[scenes.game_id] = scenes
    return scenes


def lazy_scenes(package: str, *, table: Factory | None = None,
                tutorial: Tutorial | None = None) -> dict[str, Any]:
    """The usual factories of a table's scenes package: `table.TableScene`,
    `results.ResultsScene`, `help.HelpScene` and `replay.ReplayScene`, each module imported
    when its scene first opens (the app's start does not wait for a table's drawing code).
    With a `tutorial`, a tutorial session opens at `tutorial.TutorialScene` (the table with
    its coach marks, scenes/kit/tutorial.py). `table` replaces the table's factory."""

    def scene(module: str, name: str) -> Any:
        return getattr(importlib.import_module(f"{package}.{module}"), name)

    def _table(app: Any) -> Any:
        if tutorial is not None and getattr(app.session, "tutorial", False):
            return scene("tutorial", "TutorialScene")(app)   # Learn to play: with its coach
        return scene("table", "TableScene")(app)

    def _results(app: Any) -> Any:
        return scene("results", "ResultsScene")(app)

    def _rules(app: Any, rulebook: Any, section: int = 0) -> Any:
        return scene("help", "HelpScene")(app, rulebook.cat, section)

    def _replay(app: Any, rulebook: Any, events: list[Any], meta: dict[str, Any] | None) -> Any:
        return scene("replay", "ReplayScene")(app, rulebook, events, meta)

    return {"table": table or _table, "results": _results, "rules": _rules,
            "replay": _replay, "tutorial": tutorial}


def register_package(game_id: str, package: str, *, table: Factory | None = None,
                     tutorial: Tutorial | None = None) -> TableScenes:
    """Declare a table whose scenes package has the usual four scenes (`lazy_scenes`): the
    whole of a table's `__init__` is `SCENES = register_package(GAME.id, __name__)`."""
    return register_table(TableScenes(game_id, **lazy_scenes(package, table=table,
                                                               tutorial=tutorial)))


def discover() -> None:
    """Import the scenes of every table the registry knows (each registers itself). A table
    whose scenes package is not installed (its engine came first) is left out of `playable()`;
    an error inside an installed package is raised, not hidden."""
    for info in registry.games():
        name = f"scenes.{info.package}"
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as err:
            if err.name != name:
                raise


def scenes_of(game_id: str) -> TableScenes:
    """The scenes of this table; LookupError naming it if its scenes are not installed."""
    found = _TABLES.get(game_id)
    if found is None:
        raise LookupError(f"the table {game_id!r} has no scenes in this version")
    return found


def has_scenes(game_id: Any) -> bool:
    return isinstance(game_id, str) and game_id in _TABLES


def ready(game_id: Any) -> bool:
    """Can a game of this table be played here: its scenes installed and its rules loading
    (a table built in parts may declare itself before its rulebook is in)."""
    if not has_scenes(game_id):
        return False
    try:
        registry.get(game_id).rulebook()
    except ImportError as err:
        log.warning("the table %s cannot load its rules: %s", game_id, err)
        return False
    return True


def playable() -> list[registry.GameInfo]:
    """The tables a player may choose: declared, and with their scenes installed."""
    return [info for info in registry.games() if info.id in _TABLES]


def preferred(game_id: Any) -> registry.GameInfo:
    """The playable table of this id (a setting: untrusted), else the first playable one."""
    tables = playable()
    return next((i for i in tables if i.id == game_id), tables[0] if tables
                else registry.default())


def tutorial_for(game_id: Any = "") -> tuple[str, Tutorial] | None:
    """The tutorial of the playable table of this id (a setting: untrusted) if it has one,
    else of the first playable table that has one; None if no table has a tutorial."""
    tables = [(info.id, _TABLES[info.id].tutorial) for info in playable()]
    with_one = [(table, tutorial) for table, tutorial in tables if tutorial is not None]
    chosen = next(((t, tu) for t, tu in with_one if t == game_id), None)
    return chosen or (with_one[0] if with_one else None)
