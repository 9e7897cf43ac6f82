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


def card_w(h: int) -> int:
    return geometry.card_w(h, RATIO)


@dataclass
class Layout(geometry.TableLayout):
    ring: Rect = field(init=False)
    islands: list[Rect] = field(init=False)  # by ring position, clockwise
    inside: Rect = field(init=False)  # the space inside the ring
    status: Rect = field(init=False)  # the fight / the sales, beside the ring
    offers: Rect = field(init=False)  # the viewer's offer row (a drop target)
    row_h: int = field(init=False)  # the viewer's offers

    ratio = RATIO
    hand_gap = 6
    hand_lift = 12

    log_size = (260, 0.22)
    band_weights = (0.2, 0.44, 0.12)   # the rivals, the ring, the viewer's offers
    small_size = (0.52, 80)            # offers in the rivals' panels

    def place(self, tw: int, middle_h: int, offers_h: int, hand_band: int) -> None:
        h = self.size[1]
        u, pad = self.u, self.pad
        # the middle: the ring of islands, and the status panel beside it
        y = self.middle.y
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
        panel_w = self.viewer_panel(y, hand_band)
        self.hand = Rect(pad * 2 + panel_w, y, tw - panel_w - 3 * pad, hand_band)
        self.hand_h = max(40, min(hand_band - round(10 * u), round(150 * u)))
        self.zoom_h = round(min(h * 0.5, 300 * u))

    def all_rects(self) -> list[Rect]:
        return [self.banner, self.middle, self.ring, *self.islands, self.inside, self.status,
                self.buttons, self.offers, self.hand, self.log, *self.seats.values()]


def spread(area: Rect, h: int, count: int, u: float, lifted: set[int] | None = None,
           left: bool = False) -> list[Rect]:
    """`count` cards of height `h` in a row inside `area` (the kit's spread)."""
    return geometry.spread(area, h, count, u, lifted, ratio=RATIO, gap=6, lift=12,
                           left=left)
