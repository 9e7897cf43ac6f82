"""What Jolly Roger's events look and sound like: one small move per event type in `MOVES`
(cards flying from a seat to the voyage, the loot to its new owners, a destination turned
over), played by the table shell for every batch of new events (scenes/kit/animation.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pygame import Rect

from game.jolly_roger import events as E
from game.jolly_roger.cards import DEST_KINDS, Catalogue
from scenes.jolly_roger.cards import RATIO
from scenes.jolly_roger.layout import Centre
from scenes.kit.animation import Moves, Stage


@dataclass
class Places(Stage):
    """The stage of the Jolly Roger table: its centre and where each seat's cards are."""

    centre: Centre
    seat_rect: Callable[[int, int], Rect]  # (seat, card height) -> where its cards go
    catalogue: Catalogue
    viewer: int | None  # the seat watching (whose mutiny lost or won)


def _at(rect: Rect, x: int, h: int) -> Rect:
    """A card of height `h` at the top of `rect`, its left edge at `x`."""
    return Rect(x, rect.y, round(h / RATIO), h)


MOVES = Moves()


@MOVES.on(E.CardsPlayed)
def cards_played(st: Places, ev: E.CardsPlayed, k: int) -> int:
    """AT2 / M4: crew cards from the seat to the voyage (the attack or a mutiny side)."""
    h = st.centre.card_h
    area = st.centre.attack
    for i, card in enumerate(ev.cards):
        st.fly(card, "crew", st.seat_rect(ev.seat, h), _at(area, area.centerx, h), k + i)
    st.sound("play")
    return len(ev.cards)


@MOVES.on(E.MutinyCalled)
def mutiny_called(st: Places, ev: E.MutinyCalled, k: int) -> int:
    h = st.centre.card_h
    area = st.centre.attack
    st.fly(ev.card, "crew", st.seat_rect(ev.seat, h), _at(area, area.right - h, h), k)
    st.sound("mutiny")
    return 0


@MOVES.on(E.CardsDrawn)
def cards_drawn(st: Places, ev: E.CardsDrawn, k: int) -> int:
    """Backs from the crew deck to the seat (six at most)."""
    h = st.centre.card_h
    for i in range(min(len(ev.cards), 6)):
        st.fly(-1, "crew", st.centre.crew_deck, st.seat_rect(ev.seat, h), k + i)
    st.sound("deal")
    return 1


@MOVES.on(E.MutinyCrewDealt)
def mutiny_crew_dealt(st: Places, ev: E.MutinyCrewDealt, k: int) -> int:
    """The mutiny's crew dealt out: backs from the voyage to the seats (three each at most)."""
    h = st.centre.card_h
    return st.fly_backs(((st.centre.attack, st.seat_rect(seat, h))
                         for seat, cards in ev.deals for _card in cards[:3]), "crew", k)


@MOVES.on(E.DestinationChosen)
def destination_chosen(st: Places, ev: E.DestinationChosen, k: int) -> int:
    c = st.centre
    st.fly(-1, ev.kind, c.stacks[DEST_KINDS.index(ev.kind)], c.destination, k)
    return 0


@MOVES.on(E.DestinationRevealed)
def destination_revealed(st: Places, ev: E.DestinationRevealed, k: int) -> int:
    back = st.catalogue.dest_kind[ev.card] or "fort"
    st.fly(ev.card, back, st.centre.destination, st.centre.destination, k, flip=True)
    return 0


MOVES.sound(E.AttackResolved, lambda st, ev: "success" if ev.success else "failure")
MOVES.sound(E.MutinyResolved, lambda st, ev: "failure" if st.viewer in ev.losers else "success")


@MOVES.on(E.PrizeTaken, E.CookPicked)
def prize_taken(st: Places, ev: E.PrizeTaken | E.CookPicked, k: int) -> int:
    """A prize from the voyage to the seat that took it."""
    st.fly(ev.card, "prize", st.centre.attack, st.seat_rect(ev.seat, st.centre.card_h // 2), k)
    return 1


@MOVES.on(E.LootShared)
def loot_shared(st: Places, ev: E.LootShared, k: int) -> int:
    """L3: each prize from the voyage to the seat it was dealt to."""
    h = st.centre.card_h // 2
    for i, (card, seat) in enumerate(ev.allocation):
        st.fly(card, "prize", st.centre.attack, st.seat_rect(seat, h), k + i)
    return len(ev.allocation)


MOVES.sound(E.Punished, lambda st, ev: "failure")


def deal(st: Places, seats: int) -> None:
    """The opening deal: three rounds of backs from the crew deck to every seat."""
    h = st.centre.card_h
    for rnd in range(3):
        for seat in range(seats):
            st.fly(-1, "crew", st.centre.crew_deck, st.seat_rect(seat, h), rnd * seats + seat)
    st.sound("deal")
