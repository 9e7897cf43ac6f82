"""What Merchants & Marauders' events look and sound like: a sound for the moments that
matter (a battle, a sale, a glory), played by the table shell for every batch of new events
(scenes/kit/animation.py). The chart is redrawn from the view after each batch; the dice are
shown as numbers on the table and in the log."""

from __future__ import annotations

from game.merchants import events as E
from scenes.kit.animation import Moves

MOVES = Moves()
MOVES.sound(E.BattleBegan, lambda st, ev: "mutiny")
MOVES.sound(E.Sold, lambda st, ev: "play")
MOVES.sound(E.Bought, lambda st, ev: "deal")
MOVES.sound(E.GloryGained, lambda st, ev: "play")
