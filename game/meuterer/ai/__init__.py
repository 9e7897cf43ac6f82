"""Meuterer's AI seats (the bot protocol: game.core.bots). `make_bot` is the one dispatch:
"random" (random_bot.py), "easy" and "medium" (heuristic.py) and "search" (search.py, "AI
cunning" in the app), each seeded, each given the card catalogue, a view and a prompt.
"""

from __future__ import annotations

from game.core.bots import ask, level_maker

__all__ = ["LEVELS", "ask", "make_bot"]

LEVELS = ("random", "easy", "medium", "search")

make_bot = level_maker(__name__, LEVELS, {"random": "random_bot", "easy": "heuristic",
                                          "medium": "heuristic", "search": "search"})
