"""The `hard` AI pirate: medium's judgement, checked by search over sampled worlds.

At the decisions that shape a round — appointing, the destination, mutiny windows and
support, attack contributions, punishment, taking and sharing loot, the Old Sailor — it
compares a few candidate commands (medium's own choice first, the search's templates after)
by paired playouts (game.jolly_roger.ai.playout): each is played in the same worlds sampled
from its own view only (game.jolly_roger.ai.world), the rest of the round played by medium
at every seat, and medium's choice is overruled only by a command that did clearly better
(by standard errors of the paired difference). Everywhere else (reactions, discards, the
port, burying, offers) and whenever no world can be sampled, it plays as medium.

`SEARCH = "tree"` selects the SO-ISMCTS of the first four sessions (game.jolly_roger.ai.search,
cheap rollouts, no model of the opponents), kept to measure against
(benchmarks/ai_hard_ab.py `tree`); it found far less (docs/balance.md, "Fifth session").

Budgets: `think_ms` (wall clock per decision, default 250 ms, a deadline checked in the
loop) and `iterations` (a cap on playouts; with `think_ms=0` the only limit, so a game is
reproducible from the seed alone). `stats` records playouts (iterations) and time per
searched decision.

Root parallelism: given a `helper` (game.core.second_core), a clock-bound decision is also
searched on the second core — the same view, prompt, candidates and memory of the table,
another seed — and the two searches' sums are added before the choice (`search_part`).
A helper that is busy, late or gone only means fewer playouts. A reproducible
(iteration-bound) decision never uses it.
"""

from __future__ import annotations

import contextlib
import random
import time
from typing import Any

from game.core import search as core
from game.core.second_core import SecondCore
from game.jolly_roger.ai import playout
from game.jolly_roger.ai.budget import MAX_ITERATIONS, THINK_MS
from game.jolly_roger.ai.heuristic import HeuristicBot
from game.jolly_roger.ai.knowledge import Knowledge
from game.jolly_roger.ai.search import RootStat, Search
from game.jolly_roger.ai.world import SAMPLED_STEPS, Sampler, Unsampleable, can_sample
from game.jolly_roger.cards import Catalogue
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.view import View

#: The decisions the hard bot searches (the others are medium's).
SEARCHED = set(SAMPLED_STEPS)
SLACK_MS = 4.0
#: "playouts" (paired playouts with medium at every seat) or "tree" (SO-ISMCTS, for comparison).
SEARCH = "playouts"
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
        return self._decide(view, prompt, searching=True)

    def recall(self, view: View, prompt: Prompt) -> Any:
        """A decision already made (a resumed game's log, game.core.bots.recall): medium's
        memory of the table kept current; searched only when iteration-bound (reproducible),
        so that the generator ends where it was."""
        return self._decide(view, prompt, searching=self.think_ms <= 0)

    def _decide(self, view: View, prompt: Prompt, searching: bool) -> Any:
        p = prompt
        t0 = time.perf_counter()
        plain = self.medium.act(view, p)  # also keeps medium's memory of the table current
        if p.step not in SEARCHED or not can_sample(view, p) or not searching:
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
        if SEARCH == "tree":
            return self._tree(view, p, cands, plain, search, sampler, deadline, t0)
        cands.remove(plain)
        cands.insert(0, plain)   # the baseline
        memory = self.medium.memory()
        rng = random.Random(self.rng.randrange(1 << 62))
        ticket = self._ask_helper(playout_part, deadline, self.cat, self.weights, view, p,
                                  cands, memory, self.rng.randrange(1 << 62), self.iterations)
        stats = playout.search(self.cat, sampler, p, cands, memory, search.evaluate, rng,
                               self.iterations, deadline)
        got = self._collect(ticket, deadline)
        if got is not None:
            with contextlib.suppress(ValueError, TypeError):   # else: the bot's own stand
                stats.add(core.Paired.from_tuple(got, len(cands)))
        cmd = playout.choose(cands, stats)
        self.stats.append((stats.playouts(), (time.perf_counter() - t0) * 1000))
        return cmd

    def _ask_helper(self, fn: Any, deadline: float | None, *args: Any) -> int | None:
        """Start `fn(*args, budget_s, sent_at)` on the helper for a clock-bound decision;
        its ticket (None: no helper, no clock, or too little time left)."""
        return core.ask_helper(self.helper, deadline, fn, *args)

    def _collect(self, ticket: int | None, deadline: float | None) -> Any:
        """The helper's answer to `ticket`, waited for until the decision's deadline."""
        got = core.collect(self.helper, ticket, deadline)
        if got is not None:
            self.helped += 1
        return got

    def _tree(self, view: View, p: Prompt, cands: list[Any], plain: Any, search: Search,
              sampler: Sampler, deadline: float | None, t0: float) -> Any:
        """SEARCH "tree": the SO-ISMCTS of game.jolly_roger.ai.search."""
        rng = random.Random(self.rng.randrange(1 << 62))
        ticket = self._ask_helper(search_part, deadline, self.cat, self.weights, view, p,
                                  cands, self.rng.randrange(1 << 62), self.iterations)
        search.grow(sampler, p, cands, rng, self.iterations, deadline)
        extra: dict[Any, RootStat] | None = None
        done = search.iterations
        got = self._collect(ticket, deadline)
        if got is not None:
            extra, more = got
            done += more
        cmd = search.choose(cands, plain, extra)
        self.stats.append((done, (time.perf_counter() - t0) * 1000))
        return cmd


def playout_part(cat: Catalogue, weights: dict[str, tuple[float, float]] | None, view: View,
                 p: Prompt, cands: list[Any], memory: dict[str, Any], seed: int,
                 iterations: int, budget_s: float, sent_at: float) -> tuple[Any, ...] | None:
    """The helper process's half of a decision (root parallelism): the same paired playouts
    from the same view, for `budget_s` seconds counted from `sent_at` (time.time(),
    comparable across processes; the transit is taken off the budget), or `iterations`.
    Its sums (`Paired.to_tuple`), or None when no world can be sampled."""
    deadline = core.deadline_for(budget_s, sent_at)
    try:
        sampler = Sampler(view, p, cat)
    except Unsampleable:
        return None
    stats = playout.search(cat, sampler, p, cands, memory, Search(cat, weights).evaluate,
                           random.Random(seed), iterations, deadline)
    return stats.to_tuple()


def search_part(cat: Catalogue, weights: dict[str, tuple[float, float]] | None, view: View,
                p: Prompt, cands: list[Any], seed: int, iterations: int, budget_s: float,
                sent_at: float) -> tuple[dict[Any, RootStat], int] | None:
    """The helper process's half of a decision (root parallelism): the same search from the
    same view, for `budget_s` seconds counted from `sent_at` (time.time(), comparable across
    processes; the transit is taken off the budget), or `iterations`. Its root statistics
    and iteration count, or None when no world can be sampled."""
    deadline = core.deadline_for(budget_s, sent_at)
    try:
        sampler = Sampler(view, p, cat)
    except Unsampleable:
        return None
    search = Search(cat, weights)
    search.grow(sampler, p, cands, random.Random(seed), iterations, deadline)
    return search.root_stats(), search.iterations
