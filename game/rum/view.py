"""Views (DA5): what one seat may see — deny by default. A view is a frozen copy of ints and
tuples, never a window onto the state; bots and the table get views, never the state."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from game.rum.prompts import Prompt
    from game.rum.state import State


class Spot(NamedTuple):
    """BE1: a beach spot. `card` the id if face up, -1 if face down (BE3), None if empty
    (RU19)."""

    card: int | None
    face_up: bool


class Captain(NamedTuple):
    """C5: a captain card — its colour index, current value 1–8 and owner (a seat or None)."""

    colour: int
    value: int
    owner: int | None


class View(NamedTuple):
    """DA5: a seat's view. See docs/rum-api.md for every field."""

    seat: int
    n: int
    names: tuple[str, ...]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    known: tuple[tuple[int, ...], ...]
    maybe: tuple[tuple[int, ...], ...]
    beach: tuple[Spot, ...]
    wreck: int
    captains: tuple[Captain, ...]
    clock: int
    penalty: int
    scores: tuple[int, ...]
    target: int
    turn: int
    prompt: Prompt | None
    waiting: tuple[int, ...]
    to_ask: tuple[int, ...] = ()
    over: bool = False
    winners: tuple[int, ...] = ()
    tiebreak: str = ""
    end: str = ""

    def card_ids(self) -> set[int]:
        """Every card id this view shows (own hand, known/maybe marks, face-up beach)."""
        ids = set(self.hand)
        for k in self.known:
            ids.update(k)
        for m in self.maybe:
            ids.update(m)
        ids.update(s.card for s in self.beach if s.card is not None and s.card >= 0)
        if self.prompt is not None:
            ids.update(self.prompt.cards)
        return ids

    @property
    def beach_up(self) -> tuple[int, ...]:
        """The face-up beach cards (their singles count in every set: BE2)."""
        return tuple(s.card for s in self.beach if s.face_up and s.card is not None)


def captains_of(s: State) -> tuple[Captain, ...]:
    return tuple(Captain(c, s.values[c], None if s.owners[c] < 0 else s.owners[c])
                 for c in range(len(s.values)))


def view(s: State, seat: int, prompt: Prompt | None) -> View:
    """DA5: the seat's own hand; every hand's size; the known/maybe marks; face-up beach cards
    (face-down as -1); the wreck as a count; captain cards, clock and scores. Nothing more."""
    beach = tuple(Spot(None, False) if c < 0 else Spot(c if up else -1, up)
                  for c, up in zip(s.beach, s.beach_up, strict=True))
    known = tuple(tuple(s.hands[i]) if i == seat else tuple(sorted(s.known[i]))
                  for i in range(s.n))
    # the marks are public table history: a seat's own view holds what the others hold of it
    # (so anything drawn with no hand on screen is in every view's card_ids)
    maybe = tuple(tuple(sorted(s.maybe[i])) for i in range(s.n))
    scores = tuple(s.score(i) for i in range(s.n))
    return View(
        seat=seat, n=s.n, names=s.names, hand=tuple(s.hands[seat]),
        hand_sizes=tuple(len(h) for h in s.hands), known=known, maybe=maybe, beach=beach,
        wreck=len(s.wreck), captains=captains_of(s), clock=s.clock,
        penalty=s.cat.penalty(s.clock), scores=scores, target=s.target, turn=s.turn,
        prompt=prompt if prompt is not None and prompt.seat == seat else None,
        waiting=tuple(s.asking) if s.cause == "wave" else (), over=s.over,
        winners=s.winners, tiebreak=s.tiebreak, end=s.end)


def secrets(s: State, seat: int) -> frozenset[int]:
    """DA5, as a full-information observer sees it: the card ids `seat` may not know now — the
    wreck, face-down beach cards, and the cards of the others' hands no mark names (a card
    seen to enter a hand face up, `known`/`maybe`, is public history). For the contract
    suite's property that no view or redacted event shows one."""
    out = set(s.wreck) | {c for c, up in zip(s.beach, s.beach_up, strict=True)
                          if c >= 0 and not up}
    for other in range(s.n):
        if other != seat:
            out |= set(s.hands[other]) - s.known[other]
    for marks in s.maybe:
        out -= marks
    return frozenset(out)
