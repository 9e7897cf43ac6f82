"""Jolly Roger's tutorial progress (issue 15): `tutorial.json` in the config folder, the kit's
progress file (scenes/kit/tutorial_store.py) for this table's story, and `TUTORIAL`, which the
table declares to the shell (scenes/tables.py): it makes the tutorial's game and opens the
table for it. Light on purpose: the title asks `offer` without loading the table's drawing
code.
"""

from __future__ import annotations

from typing import Any

from game.jolly_roger import tutorial as TU
from scenes.kit.tutorial_store import Progress, TutorialStore

__all__ = ["FILE_NAME", "STORE", "TUTORIAL", "Progress", "dismiss", "load_progress", "offer",
           "open_tutorial", "progress_path", "save_progress", "session_class"]

FILE_NAME = "tutorial.json"
STORE = TutorialStore(FILE_NAME, TU.VERSION, len(TU.LESSONS))
progress_path, load_progress, save_progress = STORE.progress_path, STORE.load, STORE.save
offer, dismiss = STORE.offer, STORE.dismiss


def session_class() -> Any:
    """The kit's tutorial session on this table's story, its rivals this table's scripted
    bots (imported when the tutorial first opens)."""
    from scenes.kit.tutorial_session import session_for

    return session_for(TU.STORY, STORE, TU.ScriptedBot)


TUTORIAL = STORE.declare(session_class)
open_tutorial = TUTORIAL.open
