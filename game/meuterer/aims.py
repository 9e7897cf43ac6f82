"""What an offer or a pass goes for, judged from one seat's view alone (issue 30): the majority
an offered good competes for on the islands buying now (SA2, SA4) and the course that the
cards kept back would set (OF6, RV2). What the hint says besides the move; the true state
never enters, so two games with the same view give the same aims.
"""

from __future__ import annotations

from typing import NamedTuple

from game.meuterer.cards import Catalogue
from game.meuterer.view import View


class Majority(NamedTuple):
    """SA4: on `island`, the viewer would have `mine` cards of `good` offered; `rival` is the
    most any other seat has offered of a good that island buys (`leader` that seat, -1: no
    rival there)."""

    island: int
    good: str
    mine: int
    rival: int
    leader: int


class Course(NamedTuple):
    """OF6, RV2: keeping `kept` cards back steers `kept` islands on, to `island`, worth
    `ship` points to whoever steers there."""

    kept: int
    island: int
    ship: int


def step_island(view: View, k: int) -> int:
    """OF6, RV2: the island k clockwise steps from the ship island."""
    ring = view.ring
    return ring[(ring.index(view.ship) + k) % len(ring)]


def course(view: View, cat: Catalogue, kept: int) -> Course:
    island = step_island(view, kept)
    return Course(kept, island, cat.islands[island].ship)


def _offered(cat: Catalogue, view: View, seat: int, good: str) -> int:
    return sum(1 for c in view.offers[seat] if cat.good(c) == good)


def _buys(cat: Catalogue, island: int, good: str) -> bool:
    buys = cat.islands[island].buys
    return good != cat.goods[cat.conflict].key and buys in (good, "any")


def majority(view: View, cat: Catalogue, card: int) -> Majority | None:
    """SA2–SA4: the majority offering `card` goes for — on the island buying now where the
    viewer would stand best (ahead by the most, then the higher first value) — or None when
    no island buying now takes it (a sabre is never sold)."""
    good = cat.good(card)
    mine = _offered(cat, view, view.seat, good) + 1
    best: tuple[tuple[int, int], Majority] | None = None
    for island in view.active:
        if not _buys(cat, island, good):
            continue
        rival, leader = 0, -1
        for seat in range(view.n):
            if seat == view.seat:
                continue
            for g in {cat.good(c) for c in view.offers[seat]}:
                n = _offered(cat, view, seat, g)
                if _buys(cat, island, g) and n > rival:
                    rival, leader = n, seat
        key = (mine - rival, cat.islands[island].table[0])
        if best is None or key > best[0]:
            best = (key, Majority(island, good, mine, rival, leader))
    return best[1] if best is not None else None
