"""Learn to play Meuterer (issue 30): the kit's coach table (scenes/kit/tutorial.py) on
Meuterer's table, telling its story (game/meuterer/tutorial.py)."""

from __future__ import annotations

from scenes.kit.tutorial import CoachTable
from scenes.meuterer.table import TableScene


class TutorialScene(CoachTable, TableScene):
    """Meuterer's table with the story's coach marks."""
