"""RUM's AI seats. A bot receives a seat's view and the prompt it must answer and returns a
command; it never receives the game state (`Bot.act(view, prompt)`; `game.core.bots.ask`
builds the view only when the bot needs it). Each bot has its own seeded generator, so an AI
game is reproducible from its seeds.

`make_bot` is the one dispatch: "random" (random_bot.py), "easy" and "medium" (heuristic.py)
and "search" (search.py, "AI cunning" in the app).
"""

from __future__ import annotations

from typing import Any

from game.core.bots import ask, make_level
from game.rum.cards import Catalogue

__all__ = ["LEVELS", "ask", "make_bot"]

LEVELS = ("random", "easy", "medium", "search")

#: level → "module:factory"; a factory takes (level, seed, cat, iterations) and returns a bot.
_FACTORIES = {
    "random": "game.rum.ai.random_bot:make",
    "easy": "game.rum.ai.heuristic:make",
    "medium": "game.rum.ai.heuristic:make",
    "search": "game.rum.ai.search:make",
}


def make_bot(level: str, seed: int, cat: Catalogue, iterations: int | None = None) -> Any:
    """A bot of the given level, seeded. It is given the card catalogue (public facts) and, at
    each decision, a view and a prompt (game.core.bots.make_level). `iterations`: the search
    level's fixed budget, no clock (a reproducible run); None: it thinks for its time."""
    return make_level(_FACTORIES, LEVELS, level, seed, cat, iterations)
