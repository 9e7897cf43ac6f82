"""The routes of the tables' own scenes: "table", "results", "rules", "replay" and "tutorial"
open the scene the table declared (scenes/tables.py), never naming a table."""

from __future__ import annotations

from typing import Any

from game.core import registry
from scenes.launch import seed_note
from scenes.routes import route
from scenes.tables import TableScenes, preferred, scenes_of, tutorial_for


def _session_table(app: Any) -> TableScenes:
    assert app.session is not None, "the table needs app.session"
    return scenes_of(app.session.game_id)


@route("table")
def table(app: Any) -> Any:
    return _session_table(app).table(app)


@route("results")
def results(app: Any) -> Any:
    """The table's results, with the game's seed at their foot (issue 17)."""
    scene = _session_table(app).results(app)
    scene.seed_note = seed_note(app.session.seed)
    return scene


@route("rules")
def rules(app: Any, section: int = 0, game_id: str = "") -> Any:
    """Rules & cards of the table named, else the session's, else the last table chosen, with
    a way into its guided first game (not from inside it)."""
    session = app.session
    if game_id:
        book = registry.get(game_id).rulebook()
    elif session is not None:
        book = session.rulebook
    else:
        book = preferred(app.settings.last_table).rulebook()
    table = scenes_of(book.info.id)
    scene = table.rules(app, book, section)
    if (table.tutorial is not None and not getattr(session, "tutorial", False)
            and hasattr(scene, "offer_tutorial")):   # not from inside the tutorial itself
        scene.offer_tutorial(book.info.id, table.tutorial)
    return scene


@route("replay")
def replay(app: Any, rulebook: Any, events: list[Any], meta: dict[str, Any] | None = None) -> Any:
    return scenes_of(rulebook.info.id).replay(app, rulebook, events, meta)


@route("tutorial")
def tutorial(app: Any, lesson: int | None = None, remember: bool = True,
             game_id: str = "") -> Any:
    """Learn to play: the guided game of the table named, else of the last table chosen, else
    of the first table that has one, at its remembered lesson (or `lesson`, from 0).
    `remember=False` leaves its progress alone (the screenshot tool)."""
    found = tutorial_for(game_id or app.settings.last_table)
    if found is None:
        raise LookupError("no table in this version has a tutorial")
    return found[1].open(app, lesson, remember)
