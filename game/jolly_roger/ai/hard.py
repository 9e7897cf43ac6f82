"""The `hard` AI pirate: medium's judgement, checked by information-set search.

At the decisions that shape a round — appointing, the destination, mutiny windows and
support, attack contributions, punishment, taking and sharing loot, the Old Sailor — it
runs SO-ISMCTS (game.jolly_roger.ai.search) over worlds sampled from its own view only
(game.jolly_roger.ai.world); medium's own choice is always one of the searched commands,
so the search can only overrule it with something that played clearly better (by a margin
and a standard error: search.CONFIDENCE). Everywhere else (reactions, discards, the port,
burying, offers) and whenever no world can be sampled, it plays as medium.

Budgets: `think_ms` (wall clock per decision, default 250 ms, a deadline checked in the
loop) and `iterations` (a cap; with `think_ms=0` the only limit, so a game is reproducible
from the seed alone). `stats` records iterations and time per searched decision.
"""

from __future__ import annotations

import random
import time
from typing import Any

from game.jolly_roger.ai.heuristic import HeuristicBot
from game.jolly_roger.ai.knowledge import Knowledge
from game.jolly_roger.ai.search import Search
from game.jolly_roger.ai.world import SAMPLED_STEPS, Sampler, Unsampleable, can_sample
from game.jolly_roger.cards import Catalogue
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.view import View

#: The decisions the hard bot searches (the others are medium's).
SEARCHED = set(SAMPLED_STEPS)
THINK_MS = 250.0
SLACK_MS = 4.0
MAX_ITERATIONS = 100_000
#: How readily hard's own rule of thumb (medium's) pays into attacks; None: medium's.
GENEROSITY: float | None = None


class HardBot:
    """One seat's hard AI."""

    level = "hard"

    def __init__(self, cat: Catalogue, seed: int = 0, think_ms: float = THINK_MS,
                 iterations: int = MAX_ITERATIONS,
                 weights: dict[str, float] | None = None) -> None:
        self.cat = cat
        self.kn = Knowledge.of(cat)
        self.rng = random.Random(seed ^ 0x5EA4C)
        self.medium = HeuristicBot(cat, seed, "medium")
        if GENEROSITY is not None:
            self.medium.generosity = GENEROSITY
        self.think_ms = think_ms
        self.iterations = iterations
        self.weights = weights
        self.stats: list[tuple[int, float]] = []  # (iterations, ms) per searched decision

    def act(self, view: View, prompt: Prompt) -> Any:
        p = prompt
        t0 = time.perf_counter()
        plain = self.medium.act(view, p)  # also keeps medium's memory of the table current
        if p.step not in SEARCHED or not can_sample(view, p):
            return plain
        search = Search(self.cat, self.weights)
        gold = [self.kn.gold_estimate(view, s) for s in range(view.n)]
        cands = search.templates(p, view.n, view.captain, view.cook, gold, view.mutiny_leader)
        if plain not in cands:
            cands.append(plain)
        if len(cands) < 2:
            return plain
        try:
            sampler = Sampler(view, p, self.cat)
        except Unsampleable:
            return plain
        # The last iteration may start just before the deadline: stop one slow iteration
        # (a few ms under load) early, so the whole decision keeps within think_ms.
        deadline = t0 + (self.think_ms - SLACK_MS) / 1000 if self.think_ms > 0 else None
        rng = random.Random(self.rng.randrange(1 << 62))
        cmd = search.run(sampler, p, cands, rng, self.iterations, deadline, plain)
        self.stats.append((search.iterations, (time.perf_counter() - t0) * 1000))
        return cmd
