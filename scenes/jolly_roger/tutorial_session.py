"""Jolly Roger's tutorial game (issue 15): the kit's tutorial session
(scenes/kit/tutorial_session.py) on this table's story (game/jolly_roger/tutorial.py).
No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.jolly_roger import tutorial as TU
from scenes.jolly_roger.tutorial_store import STORE
from scenes.kit import tutorial_session as kit


@dataclass
class TutorialSession(kit.TutorialSession):
    """The story's game: the prescribed deal, scripted AI pirates, no undo, not saved."""

    story = TU.STORY
    bot = TU.ScriptedBot
    store = STORE
