"""Meuterer's AI seats. A bot receives a seat's view and the prompt it must answer and returns
a command; it never receives the game state (`Bot.act(view, prompt)`; `game.core.bots.ask`
builds the view only when the bot needs it). Each bot has its own seeded generator, so an AI
game is reproducible from its seeds.

`make_bot` is the one dispatch: the engine's author owns it and random_bot.py; the AI's author
owns the other modules of this package (heuristic levels "easy" and "medium", "search").
"""

from __future__ import annotations

import importlib
from typing import Any

from game.core.bots import ask
from game.meuterer.cards import Catalogue

__all__ = ["LEVELS", "ask", "make_bot"]

LEVELS = ("random", "easy", "medium", "search")

#: level → "module:factory"; a factory takes (level, seed, cat) and returns a bot.
_FACTORIES = {
    "easy": "game.meuterer.ai.heuristic:make",
    "medium": "game.meuterer.ai.heuristic:make",
    "search": "game.meuterer.ai.search:make",
}


def make_bot(level: str, seed: int, cat: Catalogue) -> Any:
    """A bot of the given level, seeded. It is given the card catalogue (public facts) and, at
    each decision, a view and a prompt. Until a level's module is installed (the AI is built
    alongside the engine) that level plays as the random bot, so every table still runs."""
    from game.meuterer.ai.random_bot import RandomBot

    if level == "random":
        return RandomBot(cat, seed)
    target = _FACTORIES.get(level)
    if target is None:
        raise ValueError(f"unknown AI level {level!r}; levels: {', '.join(LEVELS)}")
    module, _sep, func = target.partition(":")
    try:
        factory = getattr(importlib.import_module(module), func)
    except ModuleNotFoundError as err:
        if err.name != module:
            raise
        return RandomBot(cat, seed)
    return factory(level, seed, cat)
