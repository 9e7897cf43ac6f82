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
`choose`. The halving, the budgets and the sums are game.core.search's (with `RULES`), shared
with RUM's and Meuterer's search; this module is hard's playout. The rules stay in the
engine: every move goes through `engine.step`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from game.core import search as core
from game.core.errors import RuleError
from game.core.search import Paired
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
#: The core search's settings for hard (game.core.search.Halving: halving by the paired
#: difference, the budget a cap, the time left used).
RULES = core.Halving(confidence=CONFIDENCE, min_worlds=MIN_WORLDS, impossible=_IMPOSSIBLE)
_PASS = PerSeat(K.Pass)   # K.Pass(seat), made once per seat


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
    (game.core.search). Returns the sums for `choose`."""
    me = p.seat

    def play(world: State, first: Any, seed: int) -> float:
        return playout(cat, world.clone(), p, first, seed, memory, me, score)

    return core.search(sampler.sample, play, cands, rng, iterations, deadline, RULES).stats


def choose(cands: Sequence[Any], stats: Paired) -> Any:
    """The challenger with the best mean paired difference among those played in at least
    half as many worlds as the most played (the last round's survivors), if it beats the
    baseline (cands[0]) clearly (`Paired.gain` > 0); else the baseline."""
    return core.choose(cands, stats, RULES)
