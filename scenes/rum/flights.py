"""What RUM's events look and sound like: one small move per event type in `MOVES` (draws,
refills, the parrot shown, waves turning the beach, trio washes, sets with their captures,
returns, the empty-wreck dump, clock advances), played by the table shell for every batch
of new events (scenes/kit/animation.py). The events arrive redacted for the seat watching,
so a hidden card flies as a back (-1); the shell's `may_show` checks again per frame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pygame import Rect

from game.rum import events as E
from scenes.kit.animation import Moves, Stage
from scenes.rum.layout import Layout, card_w


@dataclass
class Places(Stage):
    """The stage of the RUM table: its layout and where each seat's cards go."""

    layout: Layout
    seat_rect: Callable[[int, int], Rect]  # (seat, card height) -> where its cards go
    parrot: int
    penalty: Callable[[int], int]  # the clock's penalty at a value (C6)


def _card(rect: Rect, h: int) -> Rect:
    w = card_w(h)
    return Rect(rect.centerx - w // 2, rect.centery - h // 2, w, h)


MOVES = Moves()


@MOVES.on(E.Drawn)
def drawn(st: Places, ev: E.Drawn, k: int) -> int:
    """DR1 / DR3: from the beach spot or the wreck to the seat; the parrot is shown (PA1)."""
    lay = st.layout
    h = lay.mid_h
    start = lay.beach[ev.spot] if ev.source == "beach" and 0 <= ev.spot < 3 else lay.wreck
    if ev.card == st.parrot:
        centre = _card(lay.middle, round(h * 1.3))
        st.fly(ev.card, "rum", start, centre, k, flip=not ev.face_up)
        st.sound("mutiny")
        return 2
    st.fly(ev.card if ev.card >= 0 else -1, "rum", start, st.seat_rect(ev.seat, h), k)
    st.sound("deal")
    return 1


@MOVES.on(E.Refilled)
def refilled(st: Places, ev: E.Refilled, k: int) -> int:
    """DR2 / WV3 / WV5: a wreck card to a beach spot, face up or down."""
    lay = st.layout
    st.fly(ev.card if ev.face_up and ev.card >= 0 else -1, "rum", lay.wreck, lay.beach[ev.spot],
           k, flip=ev.face_up)
    return 1


@MOVES.on(E.SetLaid)
def set_laid(st: Places, ev: E.SetLaid, k: int) -> int:
    """PL1, PL10, PL11: the laid cards to the set area, then into the wreck; each captain card
    taken flies to its new holder."""
    lay = st.layout
    h = lay.set_h
    rects = lay.set_rects(len(ev.laid))
    for i, ((card, _end), r) in enumerate(zip(ev.laid, rects, strict=True)):
        st.fly(card, "rum", st.seat_rect(ev.seat, h), r, k + i)
        st.fly(-1, "rum", r, lay.wreck, k + len(ev.laid) + i)
    n = 2 * len(ev.laid)
    for i, (colour, owner, _old, new, _route) in enumerate(ev.captures):
        start = st.seat_rect(owner, lay.small_h) if owner >= 0 else lay.captains
        st.fly(-1, f"captain:{colour}:{new}", start, st.seat_rect(ev.seat, lay.small_h),
               k + n + i)
    st.sound("play")
    return n + len(ev.captures)


@MOVES.on(E.Returned)
def returned(st: Places, ev: E.Returned, k: int) -> int:
    """PA2 / WV3 (RU10): face down from the hand into the wreck."""
    lay = st.layout
    for i, card in enumerate(ev.cards[:6]):
        st.fly(card if card >= 0 else -1, "rum", st.seat_rect(ev.seat, lay.mid_h), lay.wreck,
               k + i)
    return min(len(ev.cards), 6)


@MOVES.on(E.WreckEmptied)
def wreck_emptied(st: Places, ev: E.WreckEmptied, k: int) -> int:
    """EW1: the biggest hands go back into the wreck."""
    lay = st.layout
    return st.fly_backs(((st.seat_rect(seat, lay.mid_h), lay.wreck)
                         for seat, cards in ev.dumps for _card in cards[:5]), "rum", k)


@MOVES.on(E.WaveCame)
def wave_came(st: Places, ev: E.WaveCame, k: int) -> int:
    """WV2: the three beach cards turn face up at once."""
    lay = st.layout
    for spot, card in enumerate(ev.cards[:3]):
        st.fly(card, "rum", lay.beach[spot], lay.beach[spot], k, flip=True)
    st.sound("deal")
    return 2


@MOVES.on(E.TrioWashed)
def trio_washed(st: Places, ev: E.TrioWashed, k: int) -> int:
    """WV5: the beach trio goes into the wreck."""
    lay = st.layout
    for spot, card in enumerate(ev.cards[:3]):
        st.fly(card, "rum", lay.beach[spot], lay.wreck, k + spot)
    return 3


@MOVES.on(E.ParrotBack)
def parrot_back(st: Places, ev: E.ParrotBack, k: int) -> int:
    """PA3 / WV3: the parrot into the wreck."""
    lay = st.layout
    start = lay.beach[ev.spot] if 0 <= ev.spot < 3 else _card(lay.middle, lay.mid_h)
    st.fly(st.parrot, "rum", start, lay.wreck, k)
    return 1


@MOVES.on(E.ClockAdvanced)
def clock_advanced(st: Places, ev: E.ClockAdvanced, k: int) -> int:
    """PA3 / EW2 / WV3: the clock card turns to its new value."""
    lay = st.layout
    st.fly(-1, f"clock:{ev.clock}:{st.penalty(ev.clock)}", lay.clock, lay.clock, k, flip=True)
    st.sound("deal")
    return 1
