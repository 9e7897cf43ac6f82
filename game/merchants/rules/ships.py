"""HL1, MD1, MD6–MD14, YD3: a ship's maximum tracks, its manoeuvrability and its sale value.

A track's maximum is the ship's stat (masts: the hull stat) plus its modifications, never
above 5 (RU55); the current value is the seat's track.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.merchants.vocabulary import LOCATIONS

if TYPE_CHECKING:
    from game.merchants.state import State

HULL, MASTS, HOLD, CREW, CANNONS = range(5)
MAX_STAT = 5                                    # RU55

#: MD6, MD9, MD11: the modifications that raise a track's maximum
RAISES = {"extra_berths": CREW, "deep_hold": HOLD, "extra_gunports": CANNONS}


def mod_kinds(s: State, seat: int) -> tuple[str, ...]:
    """The kinds of the modifications on the seat's ship."""
    cat = s.cat
    return tuple(cat.modification(t) for t in s.seats[seat].mods)


def maximum(s: State, seat: int, loc: int) -> int:
    """HL1: the track's maximum on the seat's current ship."""
    sh = s.seats[seat].ship
    if not sh:
        return 0
    base = s.cat.ship(sh).stats[loc]
    for kind in mod_kinds(s, seat):
        if RAISES.get(kind) == loc:
            base += 1
    return min(base, MAX_STAT)


def maxima(s: State, seat: int) -> tuple[int, ...]:
    return tuple(maximum(s, seat, loc) for loc in range(len(LOCATIONS)))


def manoeuvrability(s: State, seat: int) -> int:
    """K11, MD7: the ship's manoeuvrability (Fine Canvas +1), at most 5."""
    sh = s.seats[seat].ship
    if not sh:
        return 0
    m = s.cat.ship(sh).manoeuvrability
    if "fine_canvas" in mod_kinds(s, seat):
        m += 1
    return min(m, MAX_STAT)


def hold(s: State, seat: int) -> int:
    """HL8: the hold's capacity is its current track."""
    return s.seats[seat].track[HOLD]


def sale_value(s: State, seat: int) -> int:
    """YD3, RU21: the type's sell price + 1 per modification − 1 per damage point on hull,
    masts, hold and cannons (crew losses do not count); never below 0; a man-of-war's is 0."""
    seat_ = s.seats[seat]
    t = s.cat.ship(seat_.ship)
    if t.buy == 0:
        return 0
    damage = sum(maximum(s, seat, loc) - seat_.track[loc] for loc in (HULL, MASTS, HOLD,
                                                                      CANNONS))
    return max(0, t.sell + len(seat_.mods) - damage)


def destroyed(s: State, seat: int) -> bool:
    """HL9, MR6: some location of the seat's ship is at 0."""
    return any(v <= 0 for v in s.seats[seat].track)
