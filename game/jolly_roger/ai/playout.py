"""Hard's search: paired playouts, with medium at every seat of every sampled world.

A decision's candidate commands — medium's own choice first (the baseline), then the
search's templates (`search.Search.templates`) — are each played in the same
determinizations, worlds sampled from the hard seat's view only (`world.Sampler`). After
the candidate, medium plays the rest of the round at every seat, each seat reading its own
view of the sampled world (`view.view`: what that seat could see there) and remembering the
table as the searcher does (`HeuristicBot.recalled`); the fitted evaluation
(`search.Search.evaluate`) scores the round's end. Each world gives every candidate the
same cards and the same playout seed (common random numbers: the candidates meet the same
luck), so a challenger's *paired* difference from the baseline has little noise.

This is single-observer ISMCTS with the tree cut at the root (as RUM's and Meuterer's
searches are), the rollouts played by a model of the opponents rather than by a cheap
policy: against medium bots it found several times what the tree search (search.py) found
(docs/balance.md, "Fifth session"). The root's actions depend on the seat's own
information alone, so every one is available in every world; they are compared by
sequential halving (Karnin, Koren & Somekh 2013): each round plays the surviving
challengers in fresh worlds beside the baseline, then drops the worse half by their mean
paired difference. The best challenger is played only when that difference is above
`CONFIDENCE` standard errors over at least `MIN_WORLDS` worlds: hard departs from medium
when it has seen a reason to.

Budget: at most `iterations` playouts (a first world may pass a budget smaller than the
candidates; reproducible from the seed), or until a perf_counter `deadline` (the first
world measures the speed for the rounds' shares; time left after the last round goes to
more worlds for the finalists). Root parallelism: another process may run
`search` on the same decision with another seed; `Paired.add` merges the two before
`choose`. The rules stay in the engine: every move goes through `engine.step`.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from game.core.errors import RuleError
from game.jolly_roger import commands as K
from game.jolly_roger.ai.heuristic import HeuristicBot
from game.jolly_roger.ai.world import Sampler
from game.jolly_roger.cards import Catalogue
from game.jolly_roger.engine import step
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.rules.common import PerSeat
from game.jolly_roger.state import State
from game.jolly_roger.view import view as seat_view

#: How many standard errors of the paired difference a challenger must beat medium's
#: choice by to be played...
CONFIDENCE = 1.0
#: ...in at least this many shared worlds (a handful of equal results is no evidence).
MIN_WORLDS = 6
#: Decisions after the candidate before a playout is scored as it stands (a round takes
#: about 35 at six seats; a guard against a world that never ends its round).
MAX_PLAYOUT = 400

#: The exceptions a sampled world may raise when it cannot be played (an impossible deal):
#: the world is dropped, for every candidate alike.
_IMPOSSIBLE = (RuleError, ValueError, IndexError, KeyError)
_ONLY_PASS = ("pass",)
_PASS = PerSeat(K.Pass)   # K.Pass(seat), made once per seat


class Paired:
    """Per candidate (index into the candidate list, 0 the baseline): worlds played, total
    reward, and the sum and sum of squares of its difference from the baseline's reward in
    the same worlds. Plain lists: they cross to the helper process and back."""

    __slots__ = ("plays", "total", "diff", "diff2", "worlds")

    def __init__(self, k: int) -> None:
        self.plays = [0] * k
        self.total = [0.0] * k
        self.diff = [0.0] * k
        self.diff2 = [0.0] * k
        self.worlds = 0

    def record(self, rewards: dict[int, float]) -> None:
        """One world's rewards, by candidate (the baseline's among them)."""
        base = rewards[0]
        self.worlds += 1
        for i, r in rewards.items():
            self.plays[i] += 1
            self.total[i] += r
            d = r - base
            self.diff[i] += d
            self.diff2[i] += d * d

    def add(self, other: Paired) -> None:
        """Another search's sums for the same candidates (root parallelism)."""
        for i, k in enumerate(other.plays):
            self.plays[i] += k
        for mine, theirs in ((self.total, other.total), (self.diff, other.diff),
                             (self.diff2, other.diff2)):
            for i, x in enumerate(theirs):
                mine[i] += x
        self.worlds += other.worlds

    def mean_diff(self, i: int) -> float:
        return self.diff[i] / self.plays[i] if self.plays[i] else -math.inf

    def playouts(self) -> int:
        return sum(self.plays)

    def gain(self, i: int) -> float:
        """Challenger i's mean paired difference less CONFIDENCE standard errors of it
        (-inf in fewer than MIN_WORLDS worlds)."""
        n = self.plays[i]
        if n < MIN_WORLDS:
            return -math.inf
        mean = self.diff[i] / n
        var = max(0.0, self.diff2[i] / n - mean * mean)
        return mean - CONFIDENCE * math.sqrt(var / n)

    def to_tuple(self) -> tuple[Any, ...]:
        return (self.plays, self.total, self.diff, self.diff2, self.worlds)

    @classmethod
    def from_tuple(cls, t: Sequence[Any], k: int) -> Paired:
        """`to_tuple`'s data (from the helper process), checked to fit k candidates."""
        out = cls(k)
        plays, total, diff, diff2, worlds = t
        if not all(len(x) == k for x in (plays, total, diff, diff2)):
            raise ValueError("the helper's figures are for another decision")
        out.plays, out.total = [int(x) for x in plays], [float(x) for x in total]
        out.diff, out.diff2 = [float(x) for x in diff], [float(x) for x in diff2]
        out.worlds = int(worlds)
        return out


def playout(cat: Catalogue, s: State, p: Prompt, first: Any, seed: int,
            memory: dict[str, Any], me: int, score: Callable[[State], list[float]]) -> float:
    """Play `first` in world `s` (changed in place), then the rest of the round with medium
    at every seat, each reading its own view of the world; seat `me`'s evaluation there."""
    rng = random.Random(seed)
    bots = [HeuristicBot.recalled(cat, rng, memory, own=i == me) for i in range(s.n)]
    round0 = s.round
    q = step(s, first, p)
    for _ in range(MAX_PLAYOUT):
        if q is None or s.round != round0:
            break
        if q.actions == _ONLY_PASS:   # nothing to decide: no view
            q = step(s, _PASS[q.seat], q)
            continue
        cmd = bots[q.seat].act(seat_view(s, q.seat, q), q)
        asked = q
        try:
            q = step(s, cmd, asked)
        except RuleError:  # medium's move does not fit this world: it passes, if it may
            if "pass" not in asked.actions:
                raise
            q = step(s, _PASS[asked.seat], asked)
    return score(s)[me]


def search(cat: Catalogue, sampler: Sampler, p: Prompt, cands: Sequence[Any],
           memory: dict[str, Any], score: Callable[[State], list[float]],
           rng: random.Random, iterations: int, deadline: float | None) -> Paired:
    """Play the candidates (cands[0]: the baseline) in shared worlds for `iterations`
    playouts or until `deadline`, the challengers halved after each round of worlds
    (module docstring). Returns the sums for `choose`."""
    k = len(cands)
    me = p.seat
    stats = Paired(k)
    clock = time.perf_counter

    def one_world(alive: Sequence[int]) -> None:
        try:
            world = sampler.sample(rng)
            seed = rng.getrandbits(62)
            rewards = {i: playout(cat, world.clone(), p, cands[i], seed, memory, me, score)
                       for i in (0, *alive)}
        except _IMPOSSIBLE:   # an impossible deal: dropped for every candidate alike
            return
        stats.record(rewards)

    alive = list(range(1, k))
    start = clock()
    if not alive or (deadline is not None and start >= deadline):
        return stats
    budget = iterations
    if deadline is not None:   # one world to measure the speed, then what the clock allows
        one_world(alive)
        spent = max(1e-6, clock() - start)
        budget = min(iterations, int((deadline - start) / (spent / k)))
    rounds = 1 + max(0, math.ceil(math.log2(len(alive))))
    for r in range(rounds):
        width = 1 + len(alive)
        for _ in range(max(1, (budget - stats.playouts()) // ((rounds - r) * width))):
            if deadline is not None and clock() >= deadline:
                break
            if stats.worlds and stats.playouts() + width > budget:
                break   # the budget is a cap (only a first world may pass it)
            one_world(alive)
        if r < rounds - 1 and len(alive) > 1:
            alive.sort(key=lambda i: (-stats.mean_diff(i), i))
            alive = alive[:(len(alive) + 1) // 2]
    if deadline is not None:   # the first world's estimate was cautious: use the time left
        while clock() < deadline and stats.playouts() + 1 + len(alive) <= iterations:
            one_world(alive)
    return stats


def choose(cands: Sequence[Any], stats: Paired) -> Any:
    """The challenger with the best mean paired difference among those played in at least
    half as many worlds as the most played (the last round's survivors), if it beats the
    baseline (cands[0]) clearly (`Paired.gain` > 0); else the baseline."""
    most = max(stats.plays[1:], default=0)
    if not most:
        return cands[0]
    finalists = [i for i in range(1, len(cands)) if 2 * stats.plays[i] >= most]
    best = max(finalists, key=lambda i: (stats.mean_diff(i), -i))
    return cands[best] if stats.gain(best) > 0 else cands[0]
