"""The `search` AI sailor ("AI cunning"): determinized Monte-Carlo search over the seat's
information set, cut at the end of the round.

Each world is sampled consistent with the seat's view only (DA8): the cards it cannot place
(the deck's 36 minus its own hand and set-aside cards, every face-up card and the visible
discard) are dealt at random to the other seats' hidden hands and set-aside cards, the hidden
discards and the draw pile, by their public counts; the roles picked but not yet revealed are
dealt consistent with what the seat sees (DA2: when it picks, the earlier pickers took the
roles missing from the middle). The
root's actions depend only on the seat's own information (its prompt), so every action is
available in every world; they are compared by sequential halving with common random
numbers, as RUM's search does: every surviving action is played in the same sampled worlds
with the same playout seed, the worse half dropped each round, and medium's own choice is
kept unless a challenger beats it by CONFIDENCE standard errors over at least MIN_WORLDS
paired worlds.

A playout plays the action in the world with the engine's own rules (`world.py`: no second
rules implementation) and the rest of the round with medium's heuristic at every seat, each
reading its own view of the world; it stops at the end of the round (before the draw, or at
the game's end, E1) and scores victory points: the seat's gain minus the rivals' mean gain,
plus what its hand is worth next round (sabres, goods the active islands buy) and the helm.
In the last round the reward is the win (RU10 ties share) plus a share of the margin.

Budget: `iterations` playouts (reproducible: the same seed plays the same game) or, when it
is None, a wall-clock `think_ms` (default 250 ms; the first world measures the speed).
`stats` records playouts and milliseconds per searched decision (game.core.search.SearchBot).
The loadmaster's choices (DW3) come after the round's scoring, so they use medium's rule.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from game.core import search as core
from game.meuterer.ai.heuristic import (
    CAPTAINCY,
    GOOD_KEEP,
    GOOD_KEEP_ACTIVE,
    SABRE_KEEP,
    HeuristicBot,
    buys,
    plan_points,
)
from game.meuterer.ai.world import (
    World,
    round_prompt,
    sample_world,
    start,
    step,
    view_of,
)
from game.meuterer.cards import Catalogue
from game.meuterer.commands import Allocate, Offer, Pass, PickRole, Sabres, SetWage
from game.meuterer.prompts import Prompt
from game.meuterer.view import View

#: How many standard errors a challenger must beat medium's choice by to be played.
CONFIDENCE = 1.0
#: ... and in at least this many shared worlds.
MIN_WORLDS = 6
#: The default wall-clock budget per decision, in milliseconds.
THINK_MS = 250.0
#: The core search's settings (game.core.search.BY_MEAN, the rules this level was measured
#: and fingerprinted with), with this level's confidence.
RULES = replace(core.BY_MEAN, confidence=CONFIDENCE, min_worlds=MIN_WORLDS)
#: The allocations kept at the root, best first by medium's estimate.
ROOT_PLANS = 6
#: A playout longer than this many commands is scored as it stands (a round takes about 30).
PLAYOUT_CAP = 300
#: In the last round, the share of the reward given by the final margin (the rest: the win).
MARGIN = 0.25


class SearchBot(core.SearchBot):
    """One seat's search AI (game.core.search.SearchBot: the budget, the halving, `stats`)."""

    RULES, GUIDE, THINK_MS = RULES, HeuristicBot, THINK_MS
    guide: HeuristicBot

    def candidates(self, view: View, prompt: Prompt) -> list[Any]:
        """The loadmaster's choices (DW3) by medium's rule; every other decision's root
        actions."""
        if prompt.step in ("use_extra", "keep"):
            return [self.guide.act(view, prompt)]
        return self.root_actions(view, prompt)

    def world(self, view: View, rng: random.Random) -> World:
        return sample_world(self.cat, view, rng)

    def reward(self, view: View, world: World, first: Any, seed: int) -> float:
        return playout(self.cat, view, world, first, seed)

    def root_actions(self, view: View, p: Prompt) -> list[Any]:
        """Every choice of the prompt (offers one per good: two cards of a good are the same
        choice), medium's own choice first (it wins ties)."""
        seat, step_ = p.seat, p.step
        out: list[Any]
        if step_ == "wage":
            out = [SetWage(seat, w) for w in p.wages]
        elif step_ == "offer":
            by_good: dict[str, int] = {}
            for c in sorted(p.cards):
                by_good.setdefault(self.cat.good(c), c)
            out = [Offer(seat, c) for c in by_good.values()] + [Pass(seat)]
        elif step_ == "pick_role":
            out = [PickRole(seat, r) for r in p.roles]
        elif step_ == "mutiny":
            out = [Sabres(seat, n) for n in range(p.count + 1)]
        elif step_ == "allocate":
            later = self.guide._later_sellers(view)
            plans = sorted(p.allocations, key=lambda pl: (lambda a: (-a[0], a[1]))(
                plan_points(self.cat, view, pl, later)))
            out = [Allocate(seat, pl) for pl in plans[:ROOT_PLANS]]
        else:
            return [self.guide.act(view, p)]
        first = self.guide.act(view, p)
        if isinstance(first, Offer):   # the same good as medium's card: medium's card
            out = [a for a in out if not (isinstance(a, Offer)
                                          and self.cat.good(a.card) == self.cat.good(first.card))]
        elif first in out:
            out.remove(first)
        return [first] + out


def hand_worth(cat: Catalogue, view: View) -> float:
    """What the seat's cards are worth for the next round: sabres, the goods the active
    islands buy (one of them stays active, SH3), other goods a little."""
    v = 0.0
    cg, x = cat.card_good, cat.conflict
    for c in list(view.hand) + list(view.aside):
        g = cg[c]
        if g == x:
            v += SABRE_KEEP
        elif any(buys(cat, i, g) for i in view.active):
            v += GOOD_KEEP_ACTIVE
        else:
            v += GOOD_KEEP
    return v


def playout(cat: Catalogue, view: View, world: World, first: Any, seed: int) -> float:
    """Play `first` in the world, then the round to its end with medium at every seat; the
    round's victory-point reward for the seat (see the module's docstring)."""
    me = view.seat
    s = start(cat, view, world, seed)
    step(s, first)
    bots = [HeuristicBot(cat, seed + i, "medium") for i in range(view.n)]
    n = 0
    while n < PLAYOUT_CAP:
        p = round_prompt(s, view.round)
        if p is None:
            break
        step(s, bots[p.seat].act(view_of(s, p.seat, p), p), p)
        n += 1
    end = view_of(s, me)
    gains = [end.scores[i] - view.scores[i] for i in range(view.n)]
    if end.over:
        winners = list(end.winners)
        win = 1.0 / len(winners) if me in winners else 0.0
        rival = max(end.scores[i] for i in range(view.n) if i != me)
        margin = max(-1.0, min(1.0, (end.scores[me] - rival) / 10.0))
        return 10.0 * ((1 - MARGIN) * win + MARGIN * (margin + 1) / 2)
    rivals = sum(gains[i] for i in range(view.n) if i != me) / (view.n - 1)
    reward = gains[me] - rivals + hand_worth(cat, end)
    if end.captain == me:
        reward += CAPTAINCY
    return reward


#: the make_bot factory for "search" (game.core.search.SearchBot.make)
make = SearchBot.make
