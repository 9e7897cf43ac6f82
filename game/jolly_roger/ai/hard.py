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

Root parallelism: given a `helper` (game.core.second_core), a clock-bound decision is also
searched on the second core — the same view, prompt and root commands, another seed — and
the two searches' root statistics are added before the choice (`search_part`,
`Search.choose`). A helper that is busy, late or gone only means fewer iterations. A
reproducible (iteration-bound) decision never uses it.
"""

from __future__ import annotations

import random
import time
from typing import Any

from game.core.second_core import SecondCore
from game.jolly_roger.ai.heuristic import HeuristicBot
from game.jolly_roger.ai.knowledge import Knowledge
from game.jolly_roger.ai.search import RootStat, Search
from game.jolly_roger.ai.world import SAMPLED_STEPS, Sampler, Unsampleable, can_sample
from game.jolly_roger.cards import Catalogue
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.view import View

#: The decisions the hard bot searches (the others are medium's).
SEARCHED = set(SAMPLED_STEPS)
THINK_MS = 250.0
SLACK_MS = 4.0
#: How much sooner the helper stops than the bot, so its answer is back in time (ms).
HELPER_SLACK_MS = 3.0
MAX_ITERATIONS = 100_000
#: How readily hard's own rule of thumb (medium's) pays into attacks; None: medium's.
GENEROSITY: float | None = None


class HardBot:
    """One seat's hard AI."""

    level = "hard"

    def __init__(self, cat: Catalogue, seed: int = 0, think_ms: float = THINK_MS,
                 iterations: int = MAX_ITERATIONS,
                 weights: dict[str, tuple[float, float]] | None = None,
                 helper: SecondCore | None = None) -> None:
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
        self.helper = helper if think_ms > 0 else None
        self.helped = 0  # searched decisions the helper's figures were added to
        if self.helper is not None:
            self.helper.start()  # its imports take a moment: begin before the first decision

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
        ticket = None
        if self.helper is not None and deadline is not None:
            budget = deadline - time.perf_counter() - HELPER_SLACK_MS / 1000
            if budget > 0.005:
                ticket = self.helper.submit(
                    search_part, self.cat, self.weights, view, p, cands,
                    self.rng.randrange(1 << 62), self.iterations, budget, time.time())
        search.grow(sampler, p, cands, rng, self.iterations, deadline)
        extra: dict[Any, RootStat] | None = None
        done = search.iterations
        if ticket is not None:
            # the helper stops by the same deadline (or iteration cap): wait for it until then
            wait = max(0.0, deadline - time.perf_counter()) + HELPER_SLACK_MS / 1000 + 0.002  # type: ignore[operator]
            got = self.helper.collect(ticket, wait)  # type: ignore[union-attr]
            if got is not None:
                extra, more = got
                done += more
                self.helped += 1
        cmd = search.choose(cands, plain, extra)
        self.stats.append((done, (time.perf_counter() - t0) * 1000))
        return cmd


def search_part(cat: Catalogue, weights: dict[str, tuple[float, float]] | None, view: View,
                p: Prompt, cands: list[Any], seed: int, iterations: int, budget_s: float,
                sent_at: float) -> tuple[dict[Any, RootStat], int] | None:
    """The helper process's half of a decision (root parallelism): the same search from the
    same view, for `budget_s` seconds counted from `sent_at` (time.time(), comparable across
    processes; the transit is taken off the budget), or `iterations`. Its root statistics
    and iteration count, or None when no world can be sampled."""
    start = time.perf_counter()
    transit = min(max(0.0, time.time() - sent_at), budget_s)
    deadline = start + budget_s - transit
    try:
        sampler = Sampler(view, p, cat)
    except Unsampleable:
        return None
    search = Search(cat, weights)
    search.grow(sampler, p, cands, random.Random(seed), iterations, deadline)
    return search.root_stats(), search.iterations
