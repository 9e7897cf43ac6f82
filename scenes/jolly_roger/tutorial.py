"""Learn to play Jolly Roger (issue 15): the kit's coach table (scenes/kit/tutorial.py) on this
table, telling its story (game/jolly_roger/tutorial.py). What is the table's own: which parts
of a move the player already made (a prize dealt to a seat, a skill chosen) and which of its
areas the notes keep clear of.
"""

from __future__ import annotations

from pygame import Rect

from game.core.tutorial import Gesture
from scenes.jolly_roger.table import TableScene
from scenes.kit.tutorial import CoachTable


class TutorialScene(CoachTable, TableScene):
    """The table with the story's coach marks."""

    def gesture_done(self, g: Gesture) -> bool:
        """A card selected, a prize dealt to a seat, a skill chosen: the coach points at
        what comes next."""
        picks = self.picks
        if g.how == "drag" and g.target.startswith("seat:"):
            return picks.allocation.get(g.card) == int(g.target[5:])
        if g.how == "click" and g.target.startswith("button:skill:"):
            _b, _s, card, skill = g.target.split(":")
            return picks.skills.get(int(card)) == skill
        return super().gesture_done(g)

    def coach_soft(self) -> list[Rect]:
        lay = self.lay()
        c = lay.centre
        return [lay.hand, lay.banner, *lay.seats.values(), *c.stacks, *c.stack_labels,
                c.crew_deck, c.crew_discard, c.prize_deck, c.destination, c.round_plaque]
