"""AI seats. A bot receives a seat's view and the prompt it must answer and returns a command;
it never receives the game state (`Bot.act(view, prompt)`; `ask` builds the view only when
the bot needs it). Each bot has its own seeded generator, so a whole AI game is reproducible
from its seeds."""

from __future__ import annotations

from typing import Any

from game.core.bots import ask
from game.jolly_roger.cards import Catalogue

__all__ = ["LEVELS", "TEST_LEVELS", "ask", "make_bot"]

LEVELS = ("random", "easy", "medium")
TEST_LEVELS = ("freerider", "mutineer")  # degenerate strategies for balance checks


def make_bot(level: str, seed: int, cat: Catalogue) -> Any:
    """A bot of the given level: random, easy, medium (or a degenerate test strategy). It is
    given the card catalogue (public facts) and, at each decision, a view and a prompt."""
    if level == "random":
        from game.jolly_roger.ai.random_bot import RandomBot
        return RandomBot(cat, seed)
    if level in ("easy", "medium"):
        from game.jolly_roger.ai.heuristic import HeuristicBot
        return HeuristicBot(cat, seed, level)
    if level in TEST_LEVELS:
        from game.jolly_roger.ai.degenerate import make
        return make(level, seed, cat)
    raise ValueError(f"unknown AI level {level!r}; levels: {', '.join(LEVELS + TEST_LEVELS)}")
