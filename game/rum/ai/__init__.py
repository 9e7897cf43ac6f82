"""RUM's AI seats, the usual levels (game.core.bots.USUAL_LEVELS): "random"
(random_bot.py), "easy" and "medium" (heuristic.py), "search" (search.py). Each bot is seeded
and given the card catalogue, then at each decision a view and a prompt (game.core.bots)."""

from __future__ import annotations

from game.core.bots import ask, level_maker

__all__ = ["ask", "make_bot"]

make_bot = level_maker(__name__)
