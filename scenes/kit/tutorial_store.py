"""A guided first game's progress: a small versioned JSON file per table in the config folder
(`tutorial.json` for the first table, `tutorial-<table>.json` for the others), checked on
load like anything read from disk (game.core.untrusted) — the lesson to resume at, and
whether the story was finished or the offer turned down — and `TutorialStore.declare`, the
`Tutorial` a table gives the shell (scenes/tables.py). Light on purpose: the title asks
`offer` without loading the table's drawing code.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.tutorial import Story
from game.core.untrusted import json_value, open_fresh, read_regular
from scenes import paths
from scenes.tables import Tutorial

log = logging.getLogger("jolly_roger.tutorial")
MAX_BYTES = 4096


@dataclass
class Progress:
    """Where the player is: the lesson to resume at, and whether the story was finished or
    the offer turned down. `stored`: a file was there (the first launch has none)."""

    lesson: int = 0
    completed: bool = False
    dismissed: bool = False
    stored: bool = False

    @property
    def pending(self) -> bool:
        """The title offers the tutorial until it is completed or dismissed."""
        return not (self.completed or self.dismissed)


@dataclass(frozen=True)
class TutorialStore:
    """One table's progress file: its name, its format's `version`, its number of lessons."""

    file_name: str
    version: int
    lessons: int

    def progress_path(self) -> Path:
        return paths.config_dir() / self.file_name

    def load(self) -> Progress:
        """The stored progress; anything unusable (not JSON, another version, a wrong type, a
        lesson that does not exist) counts as no progress, and the reason goes to the log."""
        path = self.progress_path()
        if not os.path.lexists(path):
            return Progress()
        try:
            data = json_value(read_regular(path, MAX_BYTES).decode("utf-8"))
        except (OSError, ValueError, UnicodeDecodeError, RecursionError) as err:
            log.warning("tutorial progress unreadable (%s): starting afresh", err)
            return Progress(stored=True)
        if not isinstance(data, dict) or data.get("version") != self.version:
            log.warning("tutorial progress of another version: starting afresh")
            return Progress(stored=True)
        lesson, completed, dismissed = (data.get(k) for k in ("lesson", "completed", "dismissed"))
        if (type(lesson) is not int or not 0 <= lesson < self.lessons
                or type(completed) is not bool or type(dismissed) is not bool):
            log.warning("tutorial progress has values out of range: starting afresh")
            return Progress(stored=True)
        return Progress(lesson, completed, dismissed, True)

    def save(self, progress: Progress) -> bool:
        """Write it atomically; False (and a log line) if the folder cannot be written."""
        path = self.progress_path()
        tmp = path.with_name(path.name + ".tmp")
        data = {"version": self.version, "lesson": progress.lesson,
                "completed": progress.completed, "dismissed": progress.dismissed}
        try:
            with open_fresh(tmp, newline="\n") as f:
                json.dump(data, f)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except OSError as err:
            log.warning("tutorial progress not saved: %s", err)
            return False
        progress.stored = True
        return True

    def offer(self, app: Any) -> str:
        """For the title: "first" (never started nor turned down: offer it), "pending" (show
        the button) or "" (completed or dismissed). A tutorial game left for the title is not
        a game to Continue: its lesson is remembered instead."""
        if getattr(app, "session", None) is not None and getattr(app.session, "tutorial", False):
            app.session = None
        p = self.load()
        if not p.pending:
            return ""
        return "pending" if p.stored else "first"

    def dismiss(self, app: Any) -> None:
        """The player turned the tutorial down (the title stops offering it)."""
        p = self.load()
        p.dismissed = True
        self.save(p)

    def declare(self, session: Callable[[], Any]) -> Tutorial:
        """The table's `Tutorial`: `session()` is its tutorial session class (imported when
        the tutorial first opens: the title does not wait for the table's drawing code)."""
        from scenes.routes import make

        def open_tutorial(app: Any, lesson: int | None = None, remember: bool = True) -> Any:
            """Learn to play: the story's game at the remembered lesson (or `lesson`, from 0),
            on the table (the table route shows a tutorial session with its coach marks).
            `remember=False`: the progress file is left alone (the screenshot tool)."""
            from scenes.launch import player_name

            app.session = session().start(app.settings.ai_delay_ms, lesson, remember,
                                          player_name(app))
            return make("table", app)

        return Tutorial(open=open_tutorial, offer=self.offer, dismiss=self.dismiss,
                        completed=lambda: self.load().completed)


def declare(story: Story, file_name: str) -> Tutorial:
    """A table's tutorial from its story alone: its progress in `file_name`, its game the
    kit's tutorial session (scenes/kit/tutorial_session.py) on the story."""
    store = TutorialStore(file_name, story.version, len(story.lessons))

    def session() -> Any:
        from scenes.kit.tutorial_session import session_for

        return session_for(story, store)

    return store.declare(session)
