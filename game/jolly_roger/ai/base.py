"""The bot interface: view + prompt in, command out (never the state)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from game.jolly_roger.prompts import Prompt
from game.jolly_roger.view import View


class Bot(Protocol):
    """A bot may also have `quick(prompt)`: the command when the prompt alone decides it, or
    None to be asked `act` with the view (see `ask`)."""

    def act(self, view: View, prompt: Prompt) -> Any:
        """Return a command answering `prompt` for `view.seat`."""
        ...


def ask(bot: Any, prompt: Prompt, view_of: Callable[[int], View]) -> Any:
    """The bot's command for `prompt`. `view_of(seat)` builds the seat's view; it is called
    only when the bot needs one — a bot with `quick` (the random bot) answers most prompts
    from the prompt alone, and building a view is a quarter of an AI decision's cost. The bot
    is handed the prompt and at most the view, never `view_of` or the game."""
    quick = getattr(bot, "quick", None)
    if quick is not None:
        cmd = quick(prompt)
        if cmd is not None:
            return cmd
    return bot.act(view_of(prompt.seat), prompt)


def even_quotas(n: int, k: int, already: list[int], rng: random.Random,
                prefer: list[int] | None = None) -> list[int]:
    """L2: how many of k remaining cards each seat gets so that, counting the cards `already`
    taken in this sharing (the captain's pick, the Cook's), nobody has two more than anybody.
    Extra cards go to the seats in `prefer` first, then to random seats."""
    total = k + sum(already)
    base, extra = divmod(total, n)
    order = list(range(n))
    rng.shuffle(order)
    if prefer:
        order = [s for s in prefer if s in order] + [s for s in order if s not in prefer]
    # Seats that already hold more than the base must be among the ones with an extra card.
    order.sort(key=lambda s: -already[s])
    counts = [base + (1 if s in order[:extra] else 0) for s in range(n)]
    return [counts[s] - already[s] for s in range(n)]
