"""A sampled world for the search AI: the seat's view with every hidden zone filled in, and
that world as an engine state.

Sampling reads the view only (DA8, with DA2's roles seen in the middle). The engine state
is the engine's own `State`, filled field by field from the view's public facts and the
sampled hidden zones (a scenario's `decks=` only describes a game's start; a world starts
mid-round); commands are played in it by `engine.apply_command` and prompts come from
`engine.current_prompt` — there is no second rules implementation.
"""

from __future__ import annotations

import random
from typing import Any

from game.meuterer.cards import Catalogue
from game.meuterer.engine import apply_command, current_prompt
from game.meuterer.prompts import Prompt
from game.meuterer.state import State
from game.meuterer.view import View
from game.meuterer.view import view as seat_view


class World:
    """One determinization: every zone the view hides, filled in."""

    __slots__ = ("hands", "asides", "roles", "pile", "discard")

    def __init__(self, hands: list[list[int]], asides: list[list[int]],
                 roles: list[str | None], pile: list[int], discard: list[int]) -> None:
        self.hands = hands
        self.asides = asides
        self.roles = roles
        self.pile = pile
        self.discard = discard


def visible_cards(view: View) -> set[int]:
    """Every card id the seat can place (its own cards, every face-up card, the discard it
    may see)."""
    return {c for c in view.card_ids() if c >= 0}


def sample_roles(cat: Catalogue, view: View, rng: random.Random) -> list[str | None]:
    """DA2, DA8: a role for every seat that has picked but not revealed it, consistent with
    what this seat knows: revealed roles as they are; when it picks, the earlier pickers
    took (in some order) the roles missing from the middle it sees; otherwise any roles.
    (A seat that has picked decides nothing more before the reveal, so what it saw then
    never needs remembering.)"""
    roles: list[str | None] = list(view.roles)
    if view.phase not in ("wage", "offer"):      # RV1: every role is face up
        return roles
    me = view.seat
    pickers = [s for s in range(view.n) if s not in (me, view.captain) and view.passed[s]
               and roles[s] is None]
    if not pickers:
        return roles
    if view.prompt is not None and view.prompt.step == "pick_role":
        free = [r for r in cat.roles if r not in view.prompt.roles]
    else:
        free = [r for r in cat.roles if r not in roles]
    rng.shuffle(free)
    for s in pickers:
        roles[s] = free.pop()
    return roles


def sample_world(cat: Catalogue, view: View, rng: random.Random) -> World:
    """A world consistent with the view: the unplaced cards shuffled and dealt to the other
    seats' hands and set-aside cards (by their public counts), the hidden discards and the
    draw pile; the unrevealed roles by `sample_roles`."""
    seen = visible_cards(view)
    pool = [c for c in cat.cards if c not in seen]
    rng.shuffle(pool)
    hands: list[list[int]] = []
    asides: list[list[int]] = []
    for s in range(view.n):
        if s == view.seat:
            hands.append(list(view.hand))
            asides.append(list(view.aside))
            continue
        hands.append([pool.pop() for _ in range(min(len(pool), view.hand_sizes[s]))])
        asides.append([pool.pop() for _ in range(min(len(pool), view.aside_sizes[s]))])
    discard = [c if c >= 0 else (pool.pop() if pool else -1) for c in view.discard]
    discard = [c for c in discard if c >= 0]
    pile = pool
    return World(hands, asides, sample_roles(cat, view, rng), pile, discard)


# --- the engine side ------------------------------------------------------------------------

#: the state's step for each prompt step
_STEP = {"wage": "wage", "offer": "offer", "pick_role": "pick_role", "mutiny": "mutiny",
         "allocate": "sales", "use_extra": "draw", "keep": "draw"}


def start(cat: Catalogue, view: View, world: World, seed: int) -> State:
    """The engine state of a sampled world, waiting for the seat's own prompt: every public
    fact from the view, every hidden zone from the world. Later reshuffles (DW2) are seeded by
    `seed`. One fact the view does not carry is approximated: in a mutiny, the passes in a
    row since the last card (RU3) start at 0, so every participant is asked once more."""
    p = view.prompt
    if p is None:
        raise ValueError("a world is built at the seat's own decision")
    n = view.n
    s = State.__new__(State)
    s.cat, s.n, s.names, s.humans = cat, n, view.names, (False,) * n
    s.seed, s.layout, s.rounds = seed, "shuffled", view.rounds
    s.ring = view.ring
    pos = [0] * len(view.ring)
    for i, isl in enumerate(view.ring):
        pos[isl] = i
    s.pos = tuple(pos)
    s.ship, s.active, s.captain, s.round = view.ship, view.active, view.captain, view.round
    s.wage = -1 if view.wage is None else view.wage
    s.step = _STEP[p.step]
    s.turn = view.seat
    s.hands = [list(h) for h in world.hands]
    s.aside = [list(a) for a in world.asides]
    s.offers = [list(o) for o in view.offers]
    s.sabres = [list(x) for x in view.sabres_played]
    s.passed = list(view.passed)
    s.role = [r or "" for r in world.roles]
    s.middle = list(p.roles) if p.step == "pick_role" else [
        r for r in cat.roles if r not in s.role]
    s.seen = [view.roles_seen if i == view.seat else () for i in range(n)]
    s.revealed = p.step in ("mutiny", "allocate", "use_extra", "keep")
    s.dest_captain = -1 if view.dest_captain is None else view.dest_captain
    s.dest_mutineer = -1 if view.dest_mutineer is None else view.dest_mutineer
    s.participants, s.mut_i, s.quiet = (), 0, 0
    if p.step == "mutiny":
        members = ("mate", "mutineer", "boy")
        s.participants = tuple(x for x in s.from_captain()
                               if x == s.captain or s.role[x] in members)
        s.mut_i = s.participants.index(view.seat)
    s.strength, s.mutiny_won = view.strength, view.mutiny_won
    s.sellers, s.sell_i = (), 0
    if p.step == "allocate":
        s.sellers = s.from_captain()
        s.sell_i = s.sellers.index(view.seat)
    s.plans = list(view.plans)
    s.sales = []
    s.scores = list(view.scores)
    s.pile = list(world.pile)
    s.discard = list(reversed(world.discard))
    s.hidden = {}
    s.extra, s.pending = None, []
    s.over, s.winners = False, ()
    s.rnd = 1
    return s


def step(s: State, cmd: Any, prompt: Prompt | None = None) -> None:
    """Play a command in the world (the engine validates it: RuleError if illegal)."""
    apply_command(s, cmd, prompt)


def round_prompt(s: State, round_: int) -> Prompt | None:
    """The world's next decision while it is still in round `round_` (None: the round, or
    the game, is over; the round's draws, the loadmaster's included, belong to it)."""
    if s.over or s.round != round_:
        return None
    return current_prompt(s)


def view_of(s: State, seat: int, prompt: Prompt | None = None) -> View:
    """The seat's view of the world (what medium reads in a playout)."""
    return seat_view(s, seat, prompt)
