"""AI pirates that bargain (B1, DA6, RP10): a layer around any level's bot.

`wrap(bot, cat, seed, level)` returns a bot that takes the social decisions — answering an
offer, and (grown below) making promises and bribes, weighing the promises made to it and
remembering who kept them — and hands every other decision to the wrapped bot. Like every
bot it gets only a seat's view and the prompt (never the state) and has its own seeded
generator, so a game with bargaining bots still replays exactly.
"""

from __future__ import annotations

import random
from typing import Any

from game.jolly_roger import commands as K
from game.jolly_roger.ai.knowledge import Knowledge
from game.jolly_roger.cards import Catalogue
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.view import View


class BargainBot:
    """`inner` decides the game; this layer decides the bargains (DA6)."""

    def __init__(self, inner: Any, cat: Catalogue, seed: int, level: str) -> None:
        self.inner = inner
        self.cat = cat
        self.kn = Knowledge.of(cat)
        self.rng = random.Random(seed ^ 0xBA6A)
        self.level = level

    def act(self, view: View, p: Prompt) -> Any:
        if p.step == "bribe" and p.context != "guard":
            return self._answer(view, p)
        return self.inner.act(view, p)

    # --- answering an offer (DA6: the answer shows in the log as BribeAnswered) -------------

    def _answer(self, view: View, p: Prompt) -> Any:
        """B1: a card offered is a card gained; refuse only from a seat that rose against us
        (taking its card would look like a price for our support)."""
        giver = p.targets[0] if p.targets else -1
        enemy = giver in getattr(self.inner, "enemies", ())
        accept = not enemy
        inner_cmd = self.inner.act(view, p)  # the inner bot keeps its own memory of gifts
        if isinstance(inner_cmd, K.AnswerBribe) and not inner_cmd.accept:
            accept = False
        return K.AnswerBribe(p.seat, accept)


def wrap(bot: Any, cat: Catalogue, seed: int, level: str) -> Any:
    """`bot` with the bargaining layer: promises, bribes and answers (B1, DA6); everything
    else is `bot`'s. Levels without social sense (random, test strategies) stay unwrapped."""
    if level not in ("easy", "medium", "hard"):
        return bot
    return BargainBot(bot, cat, seed, level)
