"""Invariant checks for tests, the simulator and the soak. Each returns a list of problems
(empty: all good): C1/S7 every card in exactly one place, C5/C6 values and clock 1–8, C7/RU12
no parrot in a hand (and at a turn's decision, none in flight), E1 scores = held values."""

from __future__ import annotations

from collections import Counter

from game.rum.cards import CLOCK_MAX, VALUE_MAX
from game.rum.state import State


def check(s: State) -> list[str]:
    """The invariants that hold after every event."""
    out: list[str] = []
    places: Counter[int] = Counter()
    for h in s.hands:
        places.update(h)
    places.update(s.wreck)
    places.update(c for c in s.beach if c >= 0)
    if s.flying:
        places[s.cat.parrot] += 1
    wrong = [c for c in range(s.cat.size) if places[c] != 1]
    if wrong or len(places) != s.cat.size:
        out.append(f"C1: cards not in exactly one place: {wrong}")
    if len(s.values) != 7 or not all(1 <= v <= VALUE_MAX for v in s.values):
        out.append(f"C5: captain values {s.values}")
    if not all(-1 <= o < s.n for o in s.owners):
        out.append(f"C5: captain owners {s.owners}")
    if not 1 <= s.clock <= CLOCK_MAX:
        out.append(f"C6: clock {s.clock}")
    if any(s.cat.parrot in h for h in s.hands):
        out.append("C7: the parrot in a hand")
    if any(up and c < 0 for c, up in zip(s.beach, s.beach_up, strict=True)):
        out.append("RU19: an empty spot face up")
    held = [0] * s.n
    for v, o in zip(s.values, s.owners, strict=True):
        if o >= 0:
            held[o] += v
    if tuple(held) != s.scores():
        out.append("E1: scores are not the held values")
    return out


def check_decision_point(s: State, step: str, seat: int = -1) -> list[str]:
    """At a turn's decision the parrot rests in the wreck or on the beach (C7, PA3); the
    seat asked (game.core.simulate.drive gives it) decides nothing here."""
    if step == "turn" and s.flying:
        return ["PA3: the parrot still in flight at the start of a turn"]
    return []
