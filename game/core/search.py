"""One search for every table's strongest AI level: sequential halving over paired playouts.

A decision's candidate commands — the table's rule of thumb's own choice first (the
baseline), its challengers after — are each played out in the same determinizations: worlds
sampled from the searching seat's view only (the table's `sample(rng)`). Each world gives
every candidate the same cards and the same playout seed (common random numbers: the
candidates meet the same luck), so a challenger's *paired* difference from the baseline has
little noise. The table passes in how to sample a world and how to play a candidate out in
it and score the end (`playout(world, candidate, seed)`, the scorer inside); the rules stay
in the table's engine.

This is single-observer ISMCTS (Cowling, Powley & Whitehouse 2012) with the tree cut at the
root. The root's actions depend on the seat's own information alone, so every one is
available in every world; they are compared by sequential halving (Karnin, Koren & Somekh
2013): each round plays the surviving challengers in fresh worlds beside the baseline, then
drops the worse half. The best challenger is played only when its paired difference is above
`Halving.confidence` standard errors over at least `Halving.min_worlds` worlds: the search
departs from the rule of thumb when it has seen a reason to.

Budgets: at most `iterations` playouts (reproducible from the seed), or until a perf_counter
`deadline` (the first world measures the speed for the rounds' shares). Root parallelism:
another process (game.core.second_core) may run `search` on the same decision with another
seed; `Paired.add` merges its sums before `choose` (`ask_helper`, `collect`, `deadline_for`).

The tables' searches grew apart before they met here, and each keeps what it was measured
and fingerprinted with: `Halving` names every difference (how rounds rank, whether the
budget is a hard cap, what the time left buys, who may be chosen, the arithmetic of the
squares). `Halving()` is the paired-difference way; `BY_MEAN` the other in use.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, Self

from game.core.bots import Deciding, RuleOfThumb

#: A helper's answer must be back this much before the bot's own deadline (ms).
HELPER_SLACK_MS = 3.0


@dataclass(frozen=True)
class Halving:
    """How a table's search ranks, spends and chooses."""

    #: How many standard errors of the paired difference a challenger must beat the
    #: baseline by to be played...
    confidence: float = 1.0
    #: ...in at least this many shared worlds (a handful of equal results is no evidence).
    min_worlds: int = 6
    #: What a round's halving (and, with `finalists="survivors"`, the choice) sorts the
    #: challengers by: "diff", the mean paired difference from the baseline; "mean", the
    #: mean reward (the same order in exact arithmetic: the survivors share their worlds).
    rank: Literal["diff", "mean"] = "diff"
    #: True: the iteration budget is a cap (a round may play no world once it is spent;
    #: only a first world may pass it). False: every round plays at least one world.
    strict_budget: bool = True
    #: On the clock, give the time left after the last round to more worlds for the
    #: finalists (the first world's speed estimate is cautious).
    use_time_left: bool = True
    #: Who `choose` may pick: "played", the challengers played in at least half as many
    #: worlds as the most played (it works on a helper's merged sums too); "survivors",
    #: the last round's survivors.
    finalists: Literal["played", "survivors"] = "played"
    #: The square of a paired difference as `d ** 2` (libm's pow: it differs from `d * d`
    #: in the last bit now and then, and decisions recorded with it must stay as they were).
    pow_squares: bool = False
    #: The exceptions a sampled world may raise when it cannot be played (an impossible
    #: deal): the world is dropped, for every candidate alike. () lets them through.
    impossible: tuple[type[BaseException], ...] = ()


#: Halving by mean reward, at least one world a round, no extra time, the choice among the
#: last round's survivors, squares by pow (tables `dataclasses.replace` the confidence).
BY_MEAN = Halving(rank="mean", strict_budget=False, use_time_left=False,
                  finalists="survivors", pow_squares=True)
_DEFAULT = Halving()


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

    def record(self, rewards: dict[int, float], pow_squares: bool = False) -> None:
        """One world's rewards, by candidate (the baseline's among them)."""
        base = rewards[0]
        self.worlds += 1
        for i, r in rewards.items():
            self.plays[i] += 1
            self.total[i] += r
            d = r - base
            self.diff[i] += d
            self.diff2[i] += d ** 2 if pow_squares else d * d

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

    def mean(self, i: int) -> float:
        return self.total[i] / self.plays[i] if self.plays[i] else -math.inf

    def playouts(self) -> int:
        return sum(self.plays)

    def gain(self, i: int, confidence: float = _DEFAULT.confidence,
             min_worlds: int = _DEFAULT.min_worlds) -> float:
        """Challenger i's mean paired difference less `confidence` standard errors of it
        (-inf in fewer than `min_worlds` worlds)."""
        n = self.plays[i]
        if n < max(1, min_worlds):
            return -math.inf
        mean = self.diff[i] / n
        var = max(0.0, self.diff2[i] / n - mean * mean)
        return mean - confidence * math.sqrt(var / n)

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


@dataclass
class Searched:
    """What a search leaves for `choose`: the sums, and the last round's survivors."""

    stats: Paired
    survivors: list[int]


def search(sample: Callable[[random.Random], Any], playout: Callable[[Any, Any, int], float],
           cands: Sequence[Any], rng: random.Random, iterations: int | None,
           deadline: float | None, rules: Halving = _DEFAULT) -> Searched:
    """Play the candidates (cands[0]: the baseline) in shared worlds — `sample(rng)` one
    world, `playout(world, candidate, seed)` the reward of one candidate there — for
    `iterations` playouts (None: no cap but the clock) or until `deadline`, the challengers
    halved after each round of worlds (module docstring)."""
    if iterations is None and deadline is None:
        raise ValueError("a search needs a budget: iterations, a deadline, or both")
    k = len(cands)
    stats = Paired(k)
    clock = time.perf_counter
    cap = iterations if iterations is not None else math.inf
    rank = stats.mean_diff if rules.rank == "diff" else stats.mean

    def one_world(alive: Sequence[int]) -> None:
        try:
            world = sample(rng)
            seed = rng.getrandbits(62)
            rewards = {i: playout(world, cands[i], seed) for i in (0, *alive)}
        except rules.impossible:   # an impossible deal: dropped for every candidate alike
            return
        stats.record(rewards, rules.pow_squares)

    alive = list(range(1, k))
    start = clock()
    if not alive or (deadline is not None and start >= deadline):
        return Searched(stats, alive)
    budget = cap
    if deadline is not None:   # one world to measure the speed, then what the clock allows
        one_world(alive)
        spent = max(1e-6, clock() - start)
        budget = min(cap, int((deadline - start) / (spent / k)))
    rounds = 1 + max(0, math.ceil(math.log2(len(alive))))
    for r in range(rounds):
        width = 1 + len(alive)
        for _ in range(max(1, int((budget - stats.playouts()) // ((rounds - r) * width)))):
            if deadline is not None and clock() >= deadline:
                break
            if rules.strict_budget and stats.worlds and stats.playouts() + width > budget:
                break   # the budget is a cap (only a first world may pass it)
            one_world(alive)
        if r < rounds - 1 and len(alive) > 1:
            alive.sort(key=lambda i: (-rank(i), i))
            alive = alive[:(len(alive) + 1) // 2]
    if deadline is not None and rules.use_time_left:   # the first world's estimate was
        while clock() < deadline and stats.playouts() + 1 + len(alive) <= cap:  # cautious
            one_world(alive)
    return Searched(stats, alive)


def choose(cands: Sequence[Any], stats: Paired, rules: Halving = _DEFAULT,
           survivors: Sequence[int] | None = None) -> Any:
    """The best finalist (`Halving.finalists`; the better `Halving.rank`, the lower index on
    a tie), if it beats the baseline (cands[0]) clearly (`Paired.gain` > 0); else the
    baseline."""
    if rules.finalists == "survivors" and survivors is not None:
        finalists = [i for i in survivors if stats.plays[i]]
    else:
        most = max(stats.plays[1:], default=0)
        finalists = [i for i in range(1, len(cands)) if most and 2 * stats.plays[i] >= most]
    if not finalists:
        return cands[0]
    rank = stats.mean_diff if rules.rank == "diff" or rules.finalists == "played" \
        else stats.mean
    best = max(finalists, key=lambda i: (rank(i), -i))
    return cands[best] if stats.gain(best, rules.confidence, rules.min_worlds) > 0 \
        else cands[0]


class SearchBot(Deciding):
    """A table's search level around `search`. The table's subclass names its `RULES` and
    its rule of thumb (`GUIDE`, made at "medium": its choice is the baseline) and gives, from
    the seat's view only, the root's `candidates` (the guide's choice first; one alone is
    played without a search), a sampled `world` and a candidate's `reward` played out in it.
    The budget is `iterations` playouts (reproducible: the same seed plays the same game) or,
    when it is None, `think_ms` of the clock (THINK_MS when that is None too); `stats`
    records playouts and milliseconds per searched decision."""

    level = "search"
    RULES: ClassVar[Halving]
    GUIDE: ClassVar[type[RuleOfThumb]]
    THINK_MS: ClassVar[float] = 250.0

    def __init__(self, cat: Any, seed: int = 0, iterations: int | None = None,
                 think_ms: float | None = THINK_MS) -> None:
        self.cat = cat
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.think_ms = think_ms
        self.guide = self.GUIDE(cat, seed, "medium")
        self.stats: list[tuple[int, float]] = []

    @classmethod
    def make(cls, level: str, seed: int, cat: Any, iterations: int | None = None) -> Self:
        """The make_bot factory (game.core.bots.make_level): on the clock, or with
        `iterations` that many playouts a decision and no clock (a reproducible run)."""
        return cls(cat, seed, iterations=iterations)

    def candidates(self, view: Any, prompt: Any) -> list[Any]:
        """The root's commands, the guide's choice first (it wins ties)."""
        raise NotImplementedError

    def world(self, view: Any, rng: random.Random) -> Any:
        """A world consistent with the view (what the seat cannot see, dealt at random)."""
        raise NotImplementedError

    def reward(self, view: Any, world: Any, first: Any, seed: int) -> float:
        """`first` played in the world, then the game on with the playout's own seed: what
        the end is worth to the seat."""
        raise NotImplementedError

    def _decide(self, view: Any, prompt: Any, searching: bool) -> Any:
        cands = self.candidates(view, prompt)
        if len(cands) == 1 or not searching:
            return cands[0]
        return self.halve(view, cands)

    def halve(self, view: Any, cands: Sequence[Any]) -> Any:
        """Sequential halving against the guide's choice (cands[0]), paired per world,
        within the budget: the candidate `choose` finds."""
        t0 = time.perf_counter()
        deadline = None
        if self.iterations is None:
            think = self.think_ms if self.think_ms is not None else self.THINK_MS
            deadline = t0 + think / 1000.0

        def sample(rng: random.Random) -> Any:
            return self.world(view, rng)

        def playout(world: Any, first: Any, seed: int) -> float:
            return self.reward(view, world, first, seed)

        done = search(sample, playout, cands, self.rng, self.iterations, deadline, self.RULES)
        self.stats.append((done.stats.playouts(), (time.perf_counter() - t0) * 1000.0))
        return choose(cands, done.stats, self.RULES, done.survivors)


# --- root parallelism: the helper process's share of a clock-bound decision ----------------


def ask_helper(helper: Any, deadline: float | None, fn: Callable[..., Any],
               *args: Any) -> int | None:
    """Start `fn(*args, budget_s, sent_at)` on `helper` (a game.core.second_core.SecondCore)
    for a clock-bound decision; its ticket (None: no helper, no clock, or too little time)."""
    if helper is None or deadline is None:
        return None
    budget = deadline - time.perf_counter() - HELPER_SLACK_MS / 1000
    if budget <= 0.005:
        return None
    ticket: int | None = helper.submit(fn, *args, budget, time.time())
    return ticket


def collect(helper: Any, ticket: int | None, deadline: float | None) -> Any:
    """The helper's answer to `ticket`, waited for until the decision's deadline (None: no
    answer in time)."""
    if ticket is None or helper is None or deadline is None:
        return None
    wait = max(0.0, deadline - time.perf_counter()) + HELPER_SLACK_MS / 1000 + 0.002
    return helper.collect(ticket, wait)


def deadline_for(budget_s: float, sent_at: float) -> float:
    """The helper process's perf_counter deadline for a task sent at `sent_at` (time.time(),
    comparable across processes: the transit is taken off the budget)."""
    start = time.perf_counter()
    transit = min(max(0.0, time.time() - sent_at), budget_s)
    return start + budget_s - transit
