"""Invariant checks for tests, the simulator and the soak. Each returns a list of problems
(empty: all good): C4/S5 every base goods card in exactly one place (hand — the loadmaster's
drawn cards included —, set-aside, face up, pile, discard) and the pirate card nowhere (S1);
C5 the five roles each in the middle or with one seat, one role per seat, never the captain
(OF5); VR/SA scores equal the sum of the scoring events (checked by the caller with
`scores_from`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from game.meuterer import events as E
from game.meuterer.state import State


def check(s: State) -> list[str]:
    """The invariants that hold after every event."""
    out: list[str] = []
    places: Counter[int] = Counter()
    for zone in (s.hands, s.aside, s.offers, s.sabres):
        for cards in zone:
            places.update(cards)
    places.update(s.pile)
    places.update(s.discard)
    places.update(s.pending)
    size = len(s.cat.card_good)
    wrong = sorted(c for c in set(places) | set(range(size)) if places[c] != 1)
    if wrong:
        out.append(f"C4: cards not in exactly one place: {wrong}")
    if not set(s.hidden) <= set(s.discard):
        out.append("RU15: a hidden reject outside the discard pile")
    held = [r for r in s.role if r]
    if len(held) != len(set(held)) or sorted(held + s.middle) != sorted(s.cat.roles):
        out.append(f"C5: roles {s.role} and middle {s.middle}")
    if s.role[s.captain] and not (s.mutiny_won and s.role[s.captain] == "mutineer"):
        out.append("OF5: the captain holds a role")     # (VR2: a new captain keeps its card)
    if len(s.active) not in (1, 2) or s.ship not in s.active:
        out.append(f"SH3: active islands {s.active} with the ship on {s.ship}")
    if any(len(h) > s.cat.hand_size for h in s.hands):
        out.append("S5, DW1: a hand above the hand size")
    return out


def scores_from(events: Iterable[Any], n: int) -> list[int]:
    """C8, DA9: the scores the scoring events add up to (role points and island sales)."""
    scores = [0] * n
    for ev in events:
        if isinstance(ev, E.PositionSet):      # a scenario's position: the scores so far
            scores = list(ev.scores)
        elif isinstance(ev, E.RoleScored):
            scores[ev.seat] += ev.points
        elif isinstance(ev, E.IslandScored):
            for i, p in enumerate(ev.points):
                scores[i] += p
    return scores
