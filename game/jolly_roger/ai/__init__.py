"""AI seats. A bot receives a seat's view and the prompt it must answer and returns a command;
it never receives the game state (`Bot.act(view, prompt)`; `ask` builds the view only when
the bot needs it). Each bot has its own seeded generator, so a whole AI game is reproducible
from its seeds."""

from __future__ import annotations

from typing import Any

from game.core.bots import ask
from game.jolly_roger.ai import budget as budgets
from game.jolly_roger.ai.budget import HardBudget
from game.jolly_roger.cards import Catalogue

__all__ = ["LEVELS", "TEST_LEVELS", "HardBudget", "ask", "make_bot"]

LEVELS = ("random", "easy", "medium", "hard")
TEST_LEVELS = ("freerider", "mutineer")  # degenerate strategies for balance checks


def make_bot(level: str, seed: int, cat: Catalogue, iterations: int | None = None,
             budget: HardBudget | None = None) -> Any:
    """A bot of the given level: random, easy, medium, hard (or a degenerate test strategy).
    It is given the card catalogue (public facts) and, at each decision, a view and a
    prompt. Medium and hard take the social decisions through the bargaining layer when it
    exists (game.jolly_roger.ai.bargain). Hard searches within `budget` (the app's,
    `budget.APP`, when None); `iterations`: a fixed budget, no clock (a reproducible run,
    `HardBudget.fixed`)."""
    if iterations is not None:
        budget = HardBudget.fixed(iterations)
    bot = _make(level, seed, cat, budget or budgets.APP)
    if level in ("medium", "hard"):
        try:
            from game.jolly_roger.ai.bargain import wrap
        except ImportError:
            return bot
        return wrap(bot, cat, seed, level)
    return bot


def _make(level: str, seed: int, cat: Catalogue, budget: HardBudget) -> Any:
    if level == "random":
        from game.jolly_roger.ai.random_bot import RandomBot
        return RandomBot(cat, seed)
    if level in ("easy", "medium"):
        from game.jolly_roger.ai.heuristic import HeuristicBot
        return HeuristicBot(cat, seed, level)
    if level == "hard":
        from game.core.second_core import shared
        from game.jolly_roger.ai.hard import HardBot
        return HardBot(cat, seed, think_ms=budget.think_ms, iterations=budget.iterations,
                       helper=shared() if budget.second_core else None)
    if level in TEST_LEVELS:
        from game.jolly_roger.ai.degenerate import make
        return make(level, seed, cat)
    raise ValueError(f"unknown AI level {level!r}; levels: {', '.join(LEVELS + TEST_LEVELS)}")
