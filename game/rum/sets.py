"""Laying a set (PL1–PL11, TR1, RU5–RU9, RU22): the capture arithmetic, one function for the
engine's legality and the table's preview (DA2).

    outcome = evaluate(cat, beach_up, captains, seat, n, laid)

`beach_up` are the face-up beach cards (their singles always count: BE2, RU6), `captains` the
7 captain cards (`view.Captain`), `laid` the (card id, end) pairs. Whether the laid cards are
in the seat's hand is the engine's check (it knows the hand); this function needs only what a
seat's view shows.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from game.core.i18n import _
from game.rum.cards import ENDS, N_COLOURS, VALUE_MAX, Catalogue
from game.rum.view import Captain

_COLOURS = range(N_COLOURS)


class Capture(NamedTuple):
    """One captain card taken or raised (PL4, PL5, PL7): `owner_before` a seat or None;
    `route` "count" (PL4), "trio" (PL5) or "both" (RU7)."""

    colour: int
    owner_before: int | None
    value_before: int
    value_after: int
    route: str


class SetOutcome(NamedTuple):
    """What a set would do. `bottles`: 7 counts (PL2, PL3); `captures` by colour; `scores`
    every seat's score after it (E1); `legal` False with the clause and a reason for people."""

    bottles: tuple[int, ...]
    captures: tuple[Capture, ...]
    scores: tuple[int, ...]
    legal: bool
    clause: str = ""
    reason: str = ""


def scores(captains: Iterable[Captain], n: int) -> tuple[int, ...]:
    """E1: each seat's score, the sum of the values of the captain cards in front of it."""
    out = [0] * n
    for c in captains:
        if c.owner is not None:
            out[c.owner] += c.value
    return tuple(out)


def _refused(captains: Sequence[Captain], n: int, bottles: Sequence[int], clause: str,
             reason: str) -> SetOutcome:
    return SetOutcome(tuple(bottles), (), scores(captains, n), False, clause, reason)


def evaluate(cat: Catalogue, beach_up: Iterable[int], captains: Sequence[Captain], seat: int,
             n: int, laid: Sequence[tuple[int, str]]) -> SetOutcome:
    """PL2–PL9, TR1, RU5–RU9, RU22: the set's bottles, captures and the scores after it.

    PL4: n(c) > v takes the card at n(c) (at most 8; so an 8 falls only to 9+, PL6). PL5/TR1:
    the three singles of c take it whatever its value, +2 (at most 8). RU7: both → the larger.
    PL7/RU8: an own card is re-raised the same way — unless it is at 8 (RU22: nothing to raise).
    PL8: at least one capture, else refused; RU5: at least one hand card."""
    nc = len(cat.colours)
    bottles = [0] * nc
    singles = [0] * nc
    single, double = cat.single, cat.double
    for card in beach_up:
        c = single[card]
        bottles[c] += 1
        singles[c] += 1
    if not laid:
        return _refused(captains, n, bottles, "RU5",
                        _("A set needs at least one card from your hand."))
    seen: set[int] = set()
    for item in laid:
        card, end = item
        if not cat.is_rum(card) or card in seen or end not in ENDS:
            return _refused(captains, n, bottles, "PL1",
                            _("Lay each rum card of your hand once, single or double end up."))
        seen.add(card)
        if end == "single":
            c = single[card]
            bottles[c] += 1
            singles[c] += 1
        else:
            bottles[double[card]] += 2
    captures: list[Capture] = []
    own_eight = False
    for cap in captains:
        c, v = cap.colour, cap.value
        by_count = bottles[c] > v
        by_trio = singles[c] == 3
        if not (by_count or by_trio):
            continue
        if cap.owner == seat and v >= VALUE_MAX:
            own_eight = True   # RU22: an own 8 cannot rise
            continue
        new = max(min(bottles[c], VALUE_MAX) if by_count else 0,
                  min(v + 2, VALUE_MAX) if by_trio else 0)
        route = "both" if by_count and by_trio else ("count" if by_count else "trio")
        captures.append(Capture(c, cap.owner, v, new, route))
    if not captures:
        if own_eight:
            return _refused(captains, n, bottles, "RU22",
                            _("Your own captain card at 8 cannot rise, and this set takes "
                              "nothing else."))
        return _refused(captains, n, bottles, "PL8",
                        _("This set takes no captain card: it needs more bottles of a colour "
                          "than that card's value, or a rum trio."))
    after = list(captains)
    for won in captures:
        after[won.colour] = Captain(won.colour, won.value_after, seat)
    return SetOutcome(tuple(bottles), tuple(captures), scores(after, n), True)


def capturable(cat: Catalogue, beach_up: Iterable[int], captains: Sequence[Captain], seat: int,
               hand: Sequence[int]) -> tuple[int, ...]:
    """The colours some set of `hand` could capture or raise now (PL8, exact): per colour, the
    most bottles the hand can add (each card's end of that colour up) plus the face-up beach,
    and whether all three singles are reachable. Any capture makes a set legal, so colours are
    independent. Empty hand: () (RU5)."""
    return capturable_raw(cat, beach_up, [c.value for c in captains],
                          [-1 if c.owner is None else c.owner for c in captains], seat, hand)


def capturable_raw(cat: Catalogue, beach_up: Iterable[int], values: Sequence[int],
                   owners: Sequence[int], seat: int, hand: Sequence[int]) -> tuple[int, ...]:
    """`capturable` on the captain cards as value and owner lists (-1: nobody), as the engine
    keeps them: the prompt's `colours` at every turn, without building Captain tuples."""
    if not hand:
        return ()
    single, double = cat.single, cat.double
    most = [0] * N_COLOURS          # bottles the doubles can add
    ones = [0] * N_COLOURS          # singles: in the hand or face up on the beach
    for card in hand:               # (a hand never holds the parrot: C7)
        ones[single[card]] += 1
        most[double[card]] += 2
    for card in beach_up:
        ones[single[card]] += 1
    out = []
    for c in _COLOURS:
        o, v = ones[c], values[c]
        if (most[c] + o > v or o == 3) and (v < VALUE_MAX or owners[c] != seat):
            out.append(c)
    return tuple(out)
