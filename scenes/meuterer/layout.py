"""Where Meuterer's table puts things, for 3–4 seats and any window from 1024×768 to 2560×1440.

Pure geometry (pygame Rects only): the scene, its hit-testing and the tests share it. From the
top: the instruction banner; the rivals' panels (the seats after the viewer, clockwise, left to
right), each with its offers and set-aside cards; the middle: the ring of twelve islands (four
along the top, two down the right, four back along the bottom, two up the left: clockwise, as
the ring is) with the wage card, the role cards and the piles inside it, and beside the ring
the status panel (the fight, the sales) above the choices' buttons; the viewer's offer row;
at the bottom the viewer's panel and hand. The log runs down the right-hand side.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

from scenes.kit import geometry
from scenes.meuterer.cards import ISLAND_RATIO, RATIO

BASE = (1280, 720)


def card_w(h: int) -> int:
    return geometry.card_w(h, RATIO)


@dataclass
class Layout:
    size: tuple[int, int]
    n: int
    bottom: int  # the seat at the bottom (the viewer)
    u: float = field(init=False)
    pad: int = field(init=False)
    table: Rect = field(init=False)
    log: Rect = field(init=False)
    banner: Rect = field(init=False)
    seats: dict[int, Rect] = field(init=False)  # every seat's panel (the viewer's bottom left)
    middle: Rect = field(init=False)
    ring: Rect = field(init=False)
    islands: list[Rect] = field(init=False)  # by ring position, clockwise
    inside: Rect = field(init=False)  # the space inside the ring
    status: Rect = field(init=False)  # the fight / the sales, beside the ring
    buttons: Rect = field(init=False)  # the choices, under the status
    offers: Rect = field(init=False)  # the viewer's offer row (a drop target)
    hand: Rect = field(init=False)
    hand_h: int = field(init=False)
    small_h: int = field(init=False)  # offers in the rivals' panels
    row_h: int = field(init=False)  # the viewer's offers
    mid_h: int = field(init=False)  # cards inside the ring
    zoom_h: int = field(init=False)

    def __post_init__(self) -> None:
        w, h = self.size
        u = self.u = max(0.6, min(w / BASE[0], h / BASE[1]))
        pad = self.pad = max(6, round(8 * u))
        log_w = round(min(260 * u, w * 0.22))
        self.log = Rect(w - log_w, 0, log_w, h)
        tw = w - log_w
        self.table = Rect(0, 0, tw, h)
        self.banner = Rect(pad, pad, tw - 2 * pad, round(36 * u))
        top = self.banner.bottom + pad
        free = h - top - pad
        rivals_h, middle_h, offers_h = (round(free * k) for k in (0.2, 0.44, 0.12))
        hand_band = free - rivals_h - middle_h - offers_h - 3 * pad
        self.seats = {}
        others = [(self.bottom + k) % self.n for k in range(1, self.n)]
        slot = (tw - pad * (len(others) + 1)) // max(1, len(others))
        slot = min(slot, round(460 * u))
        x0 = (tw - (slot * len(others) + pad * (len(others) - 1))) // 2
        for i, seat in enumerate(others):
            self.seats[seat] = Rect(x0 + i * (slot + pad), top, slot, rivals_h)
        self.small_h = max(28, min(round(rivals_h * 0.52), round(80 * u)))
        # the middle: the ring of islands, and the status panel beside it
        y = top + rivals_h + pad
        self.middle = Rect(pad, y, tw - 2 * pad, middle_h)
        gap = max(3, round(6 * u))
        tile_h = (middle_h - 3 * gap) // 4
        tile_w = min(round(tile_h / ISLAND_RATIO), (round(self.middle.w * 0.64) - 3 * gap) // 4)
        tile_h = round(tile_w * ISLAND_RATIO)
        ring_w, ring_h = 4 * tile_w + 3 * gap, 4 * tile_h + 3 * gap
        self.ring = Rect(self.middle.x, y + (middle_h - ring_h) // 2, ring_w, ring_h)
        cols = [self.ring.x + c * (tile_w + gap) for c in range(4)]
        rows = [self.ring.y + r * (tile_h + gap) for r in range(4)]
        spots = [(c, 0) for c in range(4)] + [(3, 1), (3, 2)] \
            + [(c, 3) for c in (3, 2, 1, 0)] + [(0, 2), (0, 1)]
        self.islands = [Rect(cols[c], rows[r], tile_w, tile_h) for c, r in spots]
        self.inside = Rect(cols[1], rows[1], cols[3] - gap - cols[1], rows[3] - gap - rows[1])
        self.mid_h = max(30, min(self.inside.h - round(20 * u), round(120 * u)))
        sx = self.ring.right + pad * 2
        sw = self.middle.right - sx
        info_h = round(middle_h * 0.46)
        self.status = Rect(sx, y, sw, info_h)
        self.buttons = Rect(sx, y + info_h + pad, sw, middle_h - info_h - pad)
        # the viewer's offers, then the bottom: the viewer's panel and hand
        y = self.middle.bottom + pad
        self.offers = Rect(pad, y, tw - 2 * pad, offers_h)
        self.row_h = max(24, offers_h - round(10 * u))
        y = self.offers.bottom + pad
        panel_w = round(min(230 * u, tw * 0.24))
        self.seats[self.bottom] = Rect(pad, y, panel_w, hand_band)
        self.hand = Rect(pad * 2 + panel_w, y, tw - panel_w - 3 * pad, hand_band)
        self.hand_h = max(40, min(hand_band - round(10 * u), round(150 * u)))
        self.zoom_h = round(min(h * 0.5, 300 * u))

    def hand_rects(self, count: int, lifted: set[int] | None = None) -> list[Rect]:
        """The hand, left to right, overlapping when it is long; lifted cards stand higher."""
        return spread(self.hand, self.hand_h, count, self.u, lifted)

    def all_rects(self) -> list[Rect]:
        return [self.banner, self.middle, self.ring, *self.islands, self.inside, self.status,
                self.buttons, self.offers, self.hand, self.log, *self.seats.values()]


def spread(area: Rect, h: int, count: int, u: float, lifted: set[int] | None = None,
           left: bool = False) -> list[Rect]:
    """`count` cards of height `h` in a row inside `area` (the kit's spread)."""
    return geometry.spread(area, h, count, u, lifted, ratio=RATIO, gap=6, lift=12,
                           left=left)
