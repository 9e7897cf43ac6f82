"""What Meuterer's events look and sound like: one small move per event type in `MOVES` (the
deal, offers, passes, the reveal, destinations, sabres, the ship sailing, captain cards
changing hands, clean-up, draws), played by the table shell for every batch of new events
(scenes/kit/animation.py). The events arrive redacted for the seat watching, so a hidden card
flies as a back (-1); the shell's `may_show` checks again per frame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pygame import Rect

from game.meuterer import events as E
from scenes.kit.animation import Moves, Stage
from scenes.meuterer.layout import Layout, card_w


@dataclass
class Places(Stage):
    """The stage of the Meuterer table: its layout, where each seat's cards go, and the view
    from before the batch (where the ship and the captain were)."""

    layout: Layout
    seat_rect: Callable[[int, int], Rect]  # (seat, card height) -> where its cards go
    before: Any


def _card(rect: Rect, h: int) -> Rect:
    w = card_w(h)
    return Rect(rect.centerx - w // 2, rect.centery - h // 2, w, h)


def _pile(st: Places) -> Rect:
    return _card(st.layout.inside, st.layout.mid_h)


def _island(st: Places, island: int) -> Rect:
    ring = st.before.ring if st.before is not None else ()
    if island in ring:
        return st.layout.islands[ring.index(island)]
    return st.layout.ring


MOVES = Moves()


@MOVES.on(E.GameStarted)
def started(st: Places, ev: E.GameStarted, k: int) -> int:
    """S5: five cards to each seat from the pile, a block per seat."""
    h = st.layout.mid_h
    return min(st.fly_backs(((_pile(st), st.seat_rect(seat, h))
                             for seat in range(len(ev.names)) for _i in range(5)), "goods", k), 8)


@MOVES.on(E.WageSet)
def wage_set(st: Places, ev: E.WageSet, k: int) -> int:
    """CO1: the captain lays the wage card, its side up."""
    other = ev.wage ^ 1
    st.fly(-1, f"wage:{ev.wage}:{other}", st.seat_rect(ev.seat, st.layout.mid_h), _pile(st), k,
           flip=True)
    st.sound("play")
    return 1


@MOVES.on(E.Offered)
def offered(st: Places, ev: E.Offered, k: int) -> int:
    """OF2: a card from the hand face up in front of its seat."""
    lay = st.layout
    end = _card(lay.offers, lay.row_h) if ev.seat == lay.bottom \
        else st.seat_rect(ev.seat, lay.small_h)
    st.fly(ev.card if ev.card >= 0 else -1, "goods", st.seat_rect(ev.seat, lay.hand_h), end, k)
    st.sound("play")
    return 1


@MOVES.on(E.Passed)
def passed(st: Places, ev: E.Passed, k: int) -> int:
    """OF4: the rest of the hand set aside face down."""
    lay = st.layout
    start = st.seat_rect(ev.seat, lay.hand_h)
    for i in range(min(len(ev.cards), 5)):
        st.fly(-1, "goods", start, start.move(0, -round(20 * lay.u)), k + i)
    return min(len(ev.cards), 3)


@MOVES.on(E.RolePicked)
def role_picked(st: Places, ev: E.RolePicked, k: int) -> int:
    """OF5: a role card, face down, from the middle to the picker."""
    st.fly(-1, "role", _pile(st), st.seat_rect(ev.seat, st.layout.small_h), k)
    return 1


@MOVES.on(E.DestinationPlaced)
def destination(st: Places, ev: E.DestinationPlaced, k: int) -> int:
    """OF6 / RV2: a destination card onto its island."""
    r = _island(st, ev.island)
    st.fly(-1, f"dest:{ev.who}", _pile(st), _card(r, round(r.h * 0.62)), k)
    st.sound("deal")
    return 1


@MOVES.on(E.RolesRevealed)
def revealed(st: Places, ev: E.RolesRevealed, k: int) -> int:
    """RV1: every role turns face up at once."""
    for seat, role in enumerate(ev.roles):
        if role:
            r = st.seat_rect(seat, st.layout.small_h)
            st.fly(-1, f"role:{role}", r, r, k, flip=True)
    st.sound("mutiny" if "mutineer" in ev.roles else "deal")
    return 2


@MOVES.on(E.SabresPlayed)
def sabres(st: Places, ev: E.SabresPlayed, k: int) -> int:
    """MU3: sabres from the set-aside cards into the fight."""
    lay = st.layout
    for i, card in enumerate(ev.cards[:5]):
        st.fly(card if card >= 0 else -1, "goods", st.seat_rect(ev.seat, lay.small_h),
               _card(lay.status, lay.small_h), k + i)
    if ev.cards:
        st.sound("play")
    return min(len(ev.cards), 5)


MOVES.sound(E.MutinyEnded, lambda st, ev: "success" if ev.won else "failure", staggers=1)


@MOVES.on(E.CaptainChanged)
def captain_changed(st: Places, ev: E.CaptainChanged, k: int) -> int:
    """VR2: both captain cards go to the successful mutineer."""
    old = st.before.captain if st.before is not None else ev.seat
    lay = st.layout
    st.fly(-1, "wage:0:1", st.seat_rect(old, lay.small_h), st.seat_rect(ev.seat, lay.small_h), k)
    st.fly(-1, "wage:2:3", st.seat_rect(old, lay.small_h), st.seat_rect(ev.seat, lay.small_h),
           k + 1)
    return 2


@MOVES.on(E.IslandScored)
def island_scored(st: Places, ev: E.IslandScored, k: int) -> int:
    """SA4 / SA5: the points an island pays fly from it to each seat in the majority."""
    start = _card(_island(st, ev.island), st.layout.small_h)
    n = 0
    for seat, pts in enumerate(ev.points):
        if pts:
            st.fly(-1, f"points:{pts}", start, st.seat_rect(seat, st.layout.small_h), k + n)
            n += 1
    if n:
        st.sound("success")
    return max(1, n)


@MOVES.on(E.RoleScored)
def role_scored(st: Places, ev: E.RoleScored, k: int) -> int:
    """VR1 / VR2: ship points, the mate's pay, the wage paid, the ship's boy's share."""
    if not ev.points:
        return 0
    h = st.layout.small_h
    start = _pile(st) if ev.points > 0 else st.seat_rect(ev.seat, h)
    end = st.seat_rect(ev.seat, h) if ev.points > 0 else _pile(st)
    st.fly(-1, f"points:{ev.points}", start, end, k)
    return 1


@MOVES.on(E.ShipMoved)
def ship_moved(st: Places, ev: E.ShipMoved, k: int) -> int:
    """SH2: the ship sails to the island of the remaining destination card."""
    start = _island(st, st.before.ship if st.before is not None else ev.island)
    end = _island(st, ev.island)
    h = round(start.h * 0.9)
    st.fly(-1, "ship", _card(start, h), _card(end, h), k)
    st.sound("deal")
    return 2


@MOVES.on(E.CleanedUp)
def cleaned(st: Places, ev: E.CleanedUp, k: int) -> int:
    """CL2: the face-up cards to the discard pile."""
    lay = st.layout
    before = st.before
    n = 0
    if before is not None:
        for seat in range(before.n):
            for card in (list(before.offers[seat]) + list(before.sabres_played[seat]))[:3]:
                start = _card(lay.offers, lay.row_h) if seat == lay.bottom \
                    else st.seat_rect(seat, lay.small_h)
                st.fly(card, "goods", start, _pile(st), k + n)
                n += 1
    return min(n, 6)


@MOVES.on(E.Drawn)
def drawn(st: Places, ev: E.Drawn, k: int) -> int:
    """DW1 / DW3: cards from the pile to the drawer (faces only for the drawer)."""
    lay = st.layout
    for i, card in enumerate(ev.cards[:8]):
        st.fly(card if card >= 0 else -1, "goods", _pile(st), st.seat_rect(ev.seat, lay.hand_h),
               k + i)
    if ev.cards:
        st.sound("deal")
    return min(len(ev.cards), 5)
