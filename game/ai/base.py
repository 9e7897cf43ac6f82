"""The bot interface: view + prompt in, command out (never the state)."""

from __future__ import annotations

import random
from typing import Any, Protocol

from game.prompts import Prompt
from game.view import View


class Bot(Protocol):
    def act(self, view: View, prompt: Prompt) -> Any:
        """Return a command answering `prompt` for `view.seat`."""
        ...


def even_quotas(n: int, k: int, captain: int, picked: bool, rng: random.Random) -> list[int]:
    """L2: how many of k remaining cards each seat gets so that, with the captain's pick,
    nobody has two more than anybody. Extra cards go to random seats."""
    total = k + (1 if picked else 0)
    base, extra = divmod(total, n)
    counts = [base] * n
    seats = list(range(n))
    rng.shuffle(seats)
    if picked and base == 0:  # the captain already holds one: give them an extra slot
        seats.remove(captain)
        seats.insert(0, captain)
    for seat in seats[:extra]:
        counts[seat] += 1
    if picked:
        counts[captain] -= 1
    return counts
