"""Learn to play RUM (issue 30): the kit's coach table (scenes/kit/tutorial.py) on RUM's table,
telling its story (game/rum/tutorial.py). What is the table's own: which parts of a set the
player already built on screen (a card in the set, its end turned up).
"""

from __future__ import annotations

from pygame import Rect

from game.core.tutorial import Gesture
from scenes.kit.tutorial import CoachTable
from scenes.rum.table import TableScene


class TutorialScene(CoachTable, TableScene):
    """RUM's table with the story's coach marks."""

    def gesture_done(self, g: Gesture) -> bool:
        """A card dragged into the set (PL1), a laid card turned to its double end (C2)."""
        laid = self.picks.laid
        if g.how == "drag" and g.target == "lay":
            return g.card in self.picks.laid_ids()
        if g.how == "turn":
            return (g.card, "double") in laid
        return super().gesture_done(g)

    def coach_hard(self) -> list[Rect]:
        """The set builder's preview (DA2) stays in sight while a set is being built."""
        return [self.lay().preview] if self.picks.laid else []
