"""What Jolly Roger's bots share. The bot protocol itself (view + prompt in, command out,
never the state) is game.core.bots."""

from __future__ import annotations

import random


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
