"""Views (DA8): what one seat may see — deny by default. A view is a frozen copy of ints and
tuples, never a window onto the state; bots and the table get views, never the state."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from game.meuterer.prompts import Prompt
    from game.meuterer.state import State

Plan = tuple[tuple[int, tuple[int, ...]], ...]

#: the view's phase by the state's step (DA10)
PHASES = {"start": "wage", "wage": "wage", "offer": "offer", "pick_role": "offer",
          "reveal": "offer", "mutiny": "mutiny", "vr": "sales", "sales": "sales",
          "draw": "draw", "over": "over"}


class View(NamedTuple):
    """DA8: a seat's view. See docs/meuterer-api.md for every field."""

    seat: int
    n: int
    names: tuple[str, ...]
    round: int
    rounds: int
    phase: str
    captain: int
    wage: int | None
    hand: tuple[int, ...]
    aside: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    aside_sizes: tuple[int, ...]
    offers: tuple[tuple[int, ...], ...]
    sabres_played: tuple[tuple[int, ...], ...]
    passed: tuple[bool, ...]
    roles: tuple[str | None, ...]
    roles_seen: tuple[str, ...]
    ring: tuple[int, ...]
    ship: int
    active: tuple[int, ...]
    dest_captain: int | None
    dest_mutineer: int | None
    strength: tuple[int, int] | None
    mutiny_won: bool | None
    plans: tuple[Plan | None, ...]
    sales: tuple[tuple[int, tuple[tuple[int, int], ...]], ...]
    scores: tuple[int, ...]
    draw_count: int
    discard: tuple[int, ...]
    turn: int
    prompt: Prompt | None
    to_ask: tuple[int, ...] = ()
    over: bool = False
    winners: tuple[int, ...] = ()

    def card_ids(self) -> set[int]:
        """Every card id this view shows (own hand and set-aside cards, face-up cards, the
        visible discard pile, the plans, the prompt's cards)."""
        ids = set(self.hand) | set(self.aside)
        for row in self.offers:
            ids.update(row)
        for row in self.sabres_played:
            ids.update(row)
        ids.update(c for c in self.discard if c >= 0)
        for plan in self.plans:
            if plan:
                for _island, cards in plan:
                    ids.update(cards)
        if self.prompt is not None:
            ids.update(self.prompt.cards)
            for plan in self.prompt.allocations:
                for _island, cards in plan:
                    ids.update(cards)
        return ids


def view(s: State, seat: int, prompt: Prompt | None) -> View:
    """DA8: the seat's own hand and set-aside cards; everyone's counts; every face-up card;
    the wage; its own role (and the roles it saw, DA2), everyone's from the reveal; the
    discard pile but the loadmaster's rejects (RU15); the pile as a count; islands, ship,
    destinations, scores. Nothing more."""
    n = s.n
    revealed = s.revealed
    roles = tuple((s.role[i] or None) if revealed or i == seat else None for i in range(n))
    hidden = s.hidden
    discard = tuple(-1 if hidden.get(c, seat) != seat else c for c in reversed(s.discard))
    sales = tuple((island, tuple(zip(counts, pts, strict=True)))
                  for island, counts, pts in s.sales)
    hand = list(s.hands[seat])
    return View(
        seat=seat, n=n, names=s.names, round=s.round, rounds=s.rounds,
        phase=PHASES.get(s.step, s.step), captain=s.captain,
        wage=None if s.wage < 0 else s.wage, hand=tuple(hand), aside=tuple(s.aside[seat]),
        hand_sizes=tuple(len(h) for h in s.hands),
        aside_sizes=tuple(len(a) for a in s.aside),
        offers=tuple(tuple(o) for o in s.offers),
        sabres_played=tuple(tuple(x) for x in s.sabres), passed=tuple(s.passed),
        roles=roles, roles_seen=s.seen[seat], ring=s.ring, ship=s.ship, active=s.active,
        dest_captain=None if s.dest_captain < 0 else s.dest_captain,
        dest_mutineer=None if s.dest_mutineer < 0 else s.dest_mutineer,
        strength=s.strength, mutiny_won=s.mutiny_won, plans=tuple(s.plans), sales=sales,
        scores=tuple(s.scores), draw_count=len(s.pile), discard=discard,
        turn=-1 if prompt is None else prompt.seat,
        prompt=prompt if prompt is not None and prompt.seat == seat else None,
        over=s.over, winners=s.winners)


def secrets(s: State, seat: int) -> frozenset[int]:
    """DA8, as a full-information observer sees it: the card ids `seat` may not know now — the
    pile, the others' hands and set-aside cards, another loadmaster's drawn cards and every
    card hidden from this seat (the loadmaster's rejects, RU15). For the contract suite's
    property that no view or redacted event shows one."""
    out = set(s.pile)
    for other in range(s.n):
        if other != seat:
            out |= set(s.hands[other]) | set(s.aside[other])
    if s.seat_of("loadmaster") != seat:
        out |= set(s.pending)
    out |= {c for c, who in s.hidden.items() if who != seat}
    return frozenset(out)
