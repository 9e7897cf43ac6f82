"""Determinizations: engine states consistent with ONE seat's view, for the hard AI's search.

The hard bot sees only its view (non-negotiable 2). To search it needs whole worlds, so it
samples what it cannot see — the other hands, the deck orders, the face-down destination,
others' buried prize cards (DA8) — uniformly from the cards the view does not place, and
builds an engine state from that sample:

- the hidden layout goes through the engine's documented constructor, a `GameStarted` event
  (`evolve.initial_state`: hands, crew deck, destination stacks, prize deck — as the scenario
  `decks=` facility does), so no card is placed by hand-written rules;
- the public part is copied from the view field by field (round, captain, quartermaster,
  step, prizes, piles, the attack and mutiny on the table, ...).

A few public-but-unviewed counters (how many seats passed in the current lap, offers others
made this round) are not in the view; they are set to their neutral value. `sample` raises
`Unsampleable` when the view holds a situation this mapping does not cover (an open reaction
chain, an open offer, secret choices in progress): the bot then decides without search.
"""

from __future__ import annotations

import random

from game.jolly_roger import events as E
from game.jolly_roger.cards import DEST_KINDS, SKILLS, Catalogue
from game.jolly_roger.evolve import initial_state
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.rules.bribes import OFFERS_PER_ROUND
from game.jolly_roger.state import SIDE_NAMES, State
from game.jolly_roger.view import View

#: The steps whose whole public situation a view carries (see the module docstring).
SAMPLED_STEPS = frozenset({"appoint", "window", "destination", "attack", "mutiny", "punish",
                           "victim", "loot_pick", "loot_share", "sailor"})
_SIDE_INDEX = {"neutral": 0, **SIDE_NAMES}


def shuffle(x: list[int], rng: random.Random) -> None:
    """`rng.shuffle(x)`: the same draws in the same order, so the same worlds (a test holds
    it to random.shuffle), with random's two Python-level calls per card inlined — the
    shuffles are most of what a sample costs."""
    getrandbits = rng.getrandbits
    plan = _PLANS.get(len(x))
    if plan is None:
        plan = _PLANS[len(x)] = tuple((i, (i + 1).bit_length()) for i in range(len(x) - 1, 0, -1))
    for i, k in plan:  # j uniform in [0, i]: random._randbelow(i + 1)
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


#: By list length: shuffle's positions from the last down, each with the bits its draw takes.
_PLANS: dict[int, tuple[tuple[int, int], ...]] = {}


class Unsampleable(ValueError):
    """The view shows a situation a determinization cannot be built for."""


def can_sample(view: View, p: Prompt) -> bool:
    """Whether `sample` covers this decision (cheap test, before any work)."""
    return (p.step in SAMPLED_STEPS and not view.chain and view.bribe[0] < 0
            and "VH" not in view.variants and view.guard < 0 and not view.answered)


class Sampler:
    """Draws determinizations of one view. The card pools are worked out once per view and
    every sample only shuffles them, so a decision's hundreds of worlds cost little."""

    def __init__(self, view: View, p: Prompt, cat: Catalogue) -> None:
        if not can_sample(view, p):
            raise Unsampleable(p.step)
        self.view, self.p, self.cat = view, p, cat
        n, me = view.n, view.seat
        role = {cat.captain_card, cat.quartermaster_card}
        seen = set(view.hand) | set(view.crew_discard) | {c for _s, c in view.attack}
        seen |= {c for c, _side in view.mutiny_cards}
        self.crew_pool = [c for c in cat.deck_crew_ids if c not in seen and c not in role]
        self.crew_slots = [0 if s == me else view.hand_sizes[s] for s in range(n)]
        if len(self.crew_pool) != sum(self.crew_slots) + view.crew_deck_size:
            raise Unsampleable("crew cards unaccounted for")
        shown = set(view.prize_discard) | set(view.loot) | set(view.my_buried)
        for cards in view.prizes:
            shown |= set(cards)
        self.prize_pool = [c for c in cat.prize_ids if c not in shown]
        self.prize_slots = [0 if s == me else view.buried_counts[s] for s in range(n)]
        if len(self.prize_pool) != sum(self.prize_slots) + view.prize_deck_size:
            raise Unsampleable("prize cards unaccounted for")
        gone = set(view.dest_discard)
        self.stacks: list[list[int]] = []
        # The chosen destination is face down until revealed: then its stack holds one card
        # fewer than the unplaced cards of its kind (after the voyage the kind stays named).
        self.dest_kind = ""
        for i, kind in enumerate(DEST_KINDS):
            pool = [c for c in cat.destinations_for(kind, n)
                    if c not in gone and c != view.destination]
            if len(pool) == view.stack_sizes[i] + 1 and kind == view.destination_kind:
                self.dest_kind = kind
            elif len(pool) != view.stack_sizes[i]:
                raise Unsampleable(f"{kind} stack")
            self.stacks.append(pool)

    def sample(self, rng: random.Random) -> State:
        """One world: hidden cards dealt uniformly from the unplaced ones, public facts as seen."""
        v, cat, n, me = self.view, self.cat, self.view.n, self.view.seat
        crew = self.crew_pool[:]
        shuffle(crew, rng)
        hands: list[tuple[int, ...]] = []
        at = 0
        for s in range(n):
            if s == me:
                hands.append(tuple(v.hand))
            else:
                k = self.crew_slots[s]
                hands.append(tuple(crew[at:at + k]))
                at += k
        deck = crew[at:]
        prizes = self.prize_pool[:]
        shuffle(prizes, rng)
        hidden: list[list[int]] = []
        at = 0
        for s in range(n):
            k = self.prize_slots[s]
            hidden.append(prizes[at:at + k])
            at += k
        prize_deck = prizes[at:]
        stacks = []
        destination = v.destination
        for i, pool in enumerate(self.stacks):
            pool = pool[:]
            shuffle(pool, rng)
            if DEST_KINDS[i] == self.dest_kind:
                destination = pool.pop()
            stacks.append(tuple(pool))
        first = E.GameStarted(tuple(v.names), (False,) * n, tuple(v.variants), False,
                              rng.randrange(1 << 62), v.captain, tuple(hands), tuple(deck),
                              tuple(stacks), tuple(prize_deck))
        state = initial_state(cat, first)
        self._public(state, hidden, destination)
        return state

    def _public(self, s: State, hidden: list[list[int]], destination: int) -> None:
        """Copy what the view shows into the sampled state."""
        v, p, n, me = self.view, self.p, self.view.n, self.view.seat
        s.round = v.round
        s.qm = v.quartermaster
        s.mutiny_used = v.mutiny_used
        s.forbidden_kind = v.forbidden_kind
        prizes = [list(v.prizes[i]) + hidden[i] for i in range(n)]
        prizes[me] += list(v.my_buried)
        s.prizes = prizes
        s.buried = {c for h in hidden for c in h} | set(v.my_buried)
        s.crew_discard = list(v.crew_discard)
        s.dest_discard = list(v.dest_discard)
        s.prize_discard = list(v.prize_discard)
        s.destination = destination
        s.dest_kind = v.destination_kind
        s.revealed = v.destination >= 0
        s.attack = [c for _s, c in v.attack]
        s.attack_by = [seat for seat, _c in v.attack]
        s.first_played = bool(v.attack)
        s.last_attack = v.last_attack
        s.skill_choice = {c: SKILLS.index(k) for c, k in v.skill_choices}
        s.loot = list(v.loot)
        s.punish = v.punishment_ordered
        s.m_leader = v.mutiny_leader
        s.m_side = [_SIDE_INDEX[x] for x in v.mutiny_sides]
        s.m_cards = [c for c, _side in v.mutiny_cards]
        s.m_sides_of = [_SIDE_INDEX[side] for _c, side in v.mutiny_cards]
        if v.mutiny_leader >= 0:
            s.m_first = s.m_cards[0] if s.m_cards else -1
            s.m_window = p.context
        s.adjust = list(v.adjust)
        s.locked = set(v.locked)
        s.cook = v.cook
        s.offers = [0] * n
        s.offers[me] = OFFERS_PER_ROUND - v.offers_left
        s.promises = getattr(v, "promises", ())
        s.shares = getattr(v, "shares", ())
        s.step = p.step
        s.context = p.context
        self._queue(s)

    def _queue(self, s: State) -> None:
        """Who is asked, in which order, for the current step (DA1–DA3)."""
        v, p, me = self.view, self.p, self.view.seat
        step = p.step
        if step in ("window", "sailor"):
            s.queue, s.qi = list(v.to_ask) or [me], 0
        elif step == "attack":
            s.queue = s.order_from(s.acting_qm)
            s.qi = s.queue.index(me)
        elif step == "mutiny":
            s.queue = s.order_from(s.left_of(v.mutiny_leader))
            s.qi = s.queue.index(me)
        else:
            s.queue, s.qi = [me], 0
        s.passes = 0
