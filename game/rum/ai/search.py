"""The `search` AI pirate: determinized Monte-Carlo search over the seat's information set —
single-observer ISMCTS (Cowling, Powley & Whitehouse 2012) with its tree cut at the root.

Each world is sampled consistent with the seat's view (`sample_world`: own hand; every
hand's size; the `known` and `maybe` marks; the face-up beach; the unseen cards — the full
card list minus everything visible — dealt to the rivals' unknown cards, the face-down beach
and the wreck, with the parrot placed by the per-spot chances of `ParrotWatch`). The root's
actions (every draw and the best few undominated sets) depend only on the seat's own
information, so every action is available in every world, and they are compared by
sequential halving (Karnin, Koren & Somekh 2013): in each round every surviving action is
played in the same sampled worlds with the same playout seed (common random numbers: the
actions meet the same luck, so a few dozen worlds separate them), then the worse half is
dropped. A playout plays the action in the world with the engine's own rules and the game
to its end with a cheap capture-greedy policy (games are short); the reward is the seat's
share of the win (E4, RU16). Medium's own choice is listed first and wins ties.

No second rules implementation: a sampled world is a new engine state built by the setup's
`decks=` facility (the one scenario files use) from the sampled zones and the view's public
facts (captain values and owners, the clock, the seat to play) — see `world.py`; playouts
submit commands to it. The sampled world is made from the view alone: the bot never sees
the state.

Budget: `iterations` playouts (reproducible: the same seed plays the same game) or, when it
is None, a wall-clock `think_ms` (default 250 ms; the first world measures the speed).
`stats` records playouts and milliseconds per searched decision (game.core.search.SearchBot).
Penalty returns (PA2, WV3) use medium's rule (keep what builds the best next set).

A deeper tree (issue 14's ISMCTS over the seat's later decisions) can grow from here: the
world sampler, the engine-backed playout and the availability-constant root carry over.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from game.core import search as core
from game.rum.ai.base import ParrotWatch, candidate_sets, unseen
from game.rum.ai.heuristic import HeuristicBot, keep_best
from game.rum.ai.world import World, prompt_of, start, step
from game.rum.cards import VALUE_MAX, Catalogue
from game.rum.commands import DrawBeach, DrawWreck, LaySet, ReturnCards
from game.rum.prompts import Prompt
from game.rum.view import View

#: The sets kept at the root, best first by medium's estimate (the rest are rarely better).
ROOT_SETS = 6
#: The share of a playout's reward given by the final score margin (the rest: the win).
MARGIN = 0.25
#: How many standard errors a challenger must beat medium's choice by to be played.
CONFIDENCE = 1.5
#: ... and in at least this many shared worlds (a handful of equal results is no evidence).
MIN_WORLDS = 8
#: The default wall-clock budget per decision, in milliseconds.
THINK_MS = 250.0
#: The core search's settings (game.core.search.BY_MEAN, the rules this level was measured
#: and fingerprinted with), with this level's confidence.
RULES = replace(core.BY_MEAN, confidence=CONFIDENCE, min_worlds=MIN_WORLDS)
#: A playout longer than this many commands is scored as it stands (never reached in
#: practice: a game ends within about 80 actions; a guard against a stuck world).
PLAYOUT_CAP = 400


def sample_world(cat: Catalogue, view: View, spot_p: Sequence[float],
                 rng: random.Random) -> World:
    """A world consistent with the view (DA5). The parrot goes to a face-down beach spot with
    that spot's chance (AI notes), else to the wreck; each rival keeps its `known` cards and
    gets the rest of its hand from the unseen rum cards (its `maybe` cards first, each with
    an even chance: it may still hold them); the face-down spots take unseen rum cards; the
    wreck is whatever is left (the setup puts every unplaced card there)."""
    pool = unseen(cat, view)
    parrot = cat.parrot
    pool.remove(parrot)
    rng.shuffle(pool)
    beach = [-1 if s.card is None else s.card for s in view.beach]
    up = [s.face_up for s in view.beach]
    down = [i for i, s in enumerate(view.beach) if s.card == -1]
    r = rng.random()
    parrot_spot = -1
    for i in down:
        r -= spot_p[i]
        if r < 0:
            parrot_spot = i
            break
    hands: list[list[int]] = []
    for s in range(view.n):
        if s == view.seat:
            hands.append(list(view.hand))
            continue
        hand = list(view.known[s])
        room = view.hand_sizes[s] - len(hand)
        for c in view.maybe[s]:
            if room > 0 and c in pool and rng.random() < 0.5:
                pool.remove(c)
                hand.append(c)
                room -= 1
        for _ in range(max(0, room)):
            hand.append(pool.pop())
        hands.append(hand)
    for i in down:
        if i == parrot_spot:
            beach[i] = parrot
        elif pool:
            beach[i] = pool.pop()
        else:  # an inconsistent view (never in play): leave the spot empty
            beach[i] = -1
    return World(hands, beach, up)


class SearchBot(core.SearchBot):
    """One seat's search AI (game.core.search.SearchBot: the budget, the halving, `stats`)."""

    RULES, GUIDE, THINK_MS = RULES, HeuristicBot, THINK_MS
    guide: HeuristicBot

    def __init__(self, cat: Catalogue, seed: int = 0, iterations: int | None = None,
                 think_ms: float | None = THINK_MS) -> None:
        super().__init__(cat, seed, iterations, think_ms)
        self.watch = ParrotWatch()

    def candidates(self, view: View, prompt: Prompt) -> list[Any]:
        """Penalty returns by medium's rule (keep what builds the best next set); a turn's
        root actions."""
        self.watch.update(view)
        if prompt.step == "return":
            return [ReturnCards(prompt.seat, keep_best(self.cat, view, prompt.cards,
                                                       prompt.count))]
        return self._root_actions(view, prompt)

    def world(self, view: View, rng: random.Random) -> World:
        return sample_world(self.cat, view, self.watch.spot_p, rng)

    def reward(self, view: View, world: World, first: Any, seed: int) -> float:
        return playout(self.cat, view, world, first, random.Random(seed))

    def _root_actions(self, view: View, p: Prompt) -> list[Any]:
        """T1: every draw and the best few undominated sets (by medium's estimate), medium's
        own choice first (it wins ties: search must find something better to differ)."""
        seat = p.seat
        out: list[Any] = [DrawBeach(seat, s) for s in p.spots]
        if p.wreck:
            out.append(DrawWreck(seat))
        sets = candidate_sets(self.cat, view.beach_up, view.captains, seat, view.n, p.cards,
                              p.colours)
        sets.sort(key=lambda x: -self.guide._set_value(view, x[0], x[1]))
        out += [LaySet(seat, laid) for laid, _o in sets[:ROOT_SETS]]
        if not out:
            return [LaySet(seat, ())]   # RU21: the engine passes the turn
        first = self.guide.act(view, p)
        if first in out:
            out.remove(first)
        return [first] + out


def playout(cat: Catalogue, view: View, world: World, first: Any, rng: random.Random) -> float:
    """Play `first` in the world, then the game to its end with the capture-greedy policy;
    the seat's share of the win (E4, RU16), blended with its final margin over the best
    rival (MARGIN of the reward: a lost game by a point beats a rout, which steadies the
    comparison in 3–4-seat games where a single playout is mostly a loss)."""
    s = start(cat, view, world, rng.getrandbits(62))
    step(s, first)
    n = 0
    while not s.over and n < PLAYOUT_CAP:
        p = prompt_of(s)
        if p is None:
            break
        step(s, greedy(cat, s, p, rng), p)
        n += 1
    scores = s.scores()
    me = view.seat
    if s.over:
        win = 1.0 / len(s.winners) if me in s.winners else 0.0
    else:
        top = [i for i, v in enumerate(scores) if v == max(scores)]
        win = 1.0 / len(top) if me in top else 0.0
    if not MARGIN:
        return win
    rival = max(v for i, v in enumerate(scores) if i != me)
    margin = max(-1.0, min(1.0, (scores[me] - rival) / s.target))
    return (1.0 - MARGIN) * win + MARGIN * (margin + 1.0) / 2.0


def greedy(cat: Catalogue, s: Any, p: Prompt, rng: random.Random) -> Any:
    """The playout policy, for any seat of a sampled world: the capture with the largest
    rough swing (each capturable colour's cards all laid to it; the engine judges legality),
    else a draw — a face-up beach card half the time, else a random spot or the wreck.
    Returns at random (fast; a playout is a sample, not a plan)."""
    seat = p.seat
    if p.step == "return":
        return ReturnCards(seat, tuple(rng.sample(p.cards, p.count)))
    if p.colours and rng.random() < 0.85:
        single, double = cat.single, cat.double
        beach_singles = [0] * len(cat.colours)
        for c, up in zip(s.beach, s.beach_up, strict=True):
            if up and c >= 0:
                beach_singles[single[c]] += 1
        best: tuple[tuple[int, str], ...] | None = None
        best_gain = -1
        for colour in p.colours:
            laid: list[tuple[int, str]] = []
            bottles = beach_singles[colour]
            for card in p.cards:
                if single[card] == colour:
                    laid.append((card, "single"))
                    bottles += 1
                elif double[card] == colour:
                    laid.append((card, "double"))
                    bottles += 2
            owner, v = s.owners[colour], s.values[colour]
            gain = min(bottles, VALUE_MAX) - (v if owner == seat else 0) \
                + (v if owner not in (-1, seat) else 0) - len(laid) // 2
            if gain > best_gain:
                best_gain, best = gain, tuple(laid)
        if best:
            return LaySet(seat, best)
    up = [i for i in p.spots if s.beach_up[i]]
    if up and rng.random() < 0.5:
        return DrawBeach(seat, rng.choice(up))
    n = len(p.spots) + (1 if p.wreck else 0)
    if n == 0:
        return LaySet(seat, ())
    pick = rng.randrange(n)
    if pick < len(p.spots):
        return DrawBeach(seat, p.spots[pick])
    return DrawWreck(seat)


#: the make_bot factory for "search" (game.core.search.SearchBot.make)
make = SearchBot.make
