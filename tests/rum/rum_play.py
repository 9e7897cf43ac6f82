"""Playing whole RUM games in tests: random bots through the public API only."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from rum_support import CAT

from game.rum.ai.random_bot import RandomBot
from game.rum.engine import Game

NAMES = ["Ania", "Bartek", "Łukasz", "Zosia"]


def random_game(seed: int, seats: int, each: Callable[[Game], Any] | None = None,
                limit: int = 2000) -> Game:
    """A random-bot game to its end; `each(game)` runs before every decision and at the end."""
    game = Game.new(NAMES[:seats], cat=CAT, seed=seed)
    bots = [RandomBot(CAT, seed * 7 + i) for i in range(seats)]
    for _ in range(limit):
        if each is not None:
            each(game)
        p = game.prompt()
        if p is None:
            return game
        game.submit(bots[p.seat].quick(p))
    raise AssertionError("a RUM game did not end")


def steps(seed: int, seats: int) -> Iterator[Game]:
    """The game at every decision (the same object, advanced)."""
    game = Game.new(NAMES[:seats], cat=CAT, seed=seed)
    bots = [RandomBot(CAT, seed * 7 + i) for i in range(seats)]
    while True:
        yield game
        p = game.prompt()
        if p is None:
            return
        game.submit(bots[p.seat].quick(p))
