"""Where Merchants & Marauders' table puts things, for 2–4 seats and any window from 1024×768
to 2560×1440, and the Caribbean's own geometry (our stylised chart: positions are layout, not
card facts).

From the top: the instruction banner; on the left the chart with the rivals' compact panels
under it; on the right the captain's board of the seat on screen, the strip of cards the
decision offers (a market, loot, the glory hand) and the buttons. The log runs down the
right-hand side.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

from scenes.kit import chart, geometry

#: the chart's own space (w, h): zone centres are given in it
SPACE = (100.0, 80.0)
#: each zone's centre on our chart (in map.toml's order, Z01–Z17), from real geography:
#: Yucatán in the west, the Bahamas north, the Lesser Antilles east, the Main south
CENTRES: tuple[tuple[float, float], ...] = (
    (9, 30),    # Z01 Campeche
    (27, 14),   # Z02 Havana
    (47, 7),    # Z03 Nassau
    (52, 24),   # Z04 Tortuga
    (35, 33),   # Z05 Port Royal
    (50, 41),   # Z06 Petit-Goâve
    (66, 30),   # Z07 Santo Domingo
    (79, 17),   # Z08 St. Eustatius
    (93, 12),   # Z09 St. John's
    (88, 31),   # Z10 Basse-Terre
    (94, 49),   # Z11 Bridgetown
    (90, 68),   # Z12 Tobago
    (74, 68),   # Z13 Caracas
    (62, 55),   # Z14 Curaçao
    (40, 70),   # Z15 Cartagena
    (17, 62),   # Z16 Portobelo
    (31, 52),   # Z17 the Caribbean Sea
)
#: the zones' sea areas on the chart
CELLS = chart.cells(CENTRES, (0, 0, *SPACE))


@dataclass
class Layout(geometry.TableLayout):
    """The table's rects; `zones` the chart's polygons in window pixels, `centres` theirs."""

    map: Rect = field(init=False)
    board: Rect = field(init=False)    # the captain's board of the seat on screen
    offer: Rect = field(init=False)    # the cards the decision offers
    zones: list[list[tuple[float, float]]] = field(init=False)
    centres: list[tuple[float, float]] = field(init=False)
    k: float = field(init=False)       # window pixels per unit of the chart

    log_size = (250, 0.22)
    ratio = 1.4

    def __post_init__(self) -> None:
        tw, top = self.frame(*self.log_size)
        u, pad = self.u, self.pad
        h = self.size[1]
        left_w = round((tw - 3 * pad) * 0.6)
        rivals_h = round(min(112 * u, (h - top) * 0.2))
        self.map = Rect(pad, top, left_w, h - top - pad * 2 - rivals_h)
        self.middle = self.map
        self.rivals_row(Rect(pad, self.map.bottom + pad, left_w, rivals_h))
        rx = self.map.right + pad
        rw = tw - rx - pad
        right_h = h - top - pad
        board_h = round(right_h * 0.44)
        self.board = Rect(rx, top, rw, board_h)
        self.seats[self.bottom] = self.board
        offer_h = round(min(96 * u, right_h * 0.16))
        self.offer = Rect(rx, self.board.bottom + pad, rw, offer_h)
        self.buttons = Rect(rx, self.offer.bottom + pad, rw, h - self.offer.bottom - 2 * pad)
        self.small_h = self.hand_h = max(28, round(offer_h * 0.8))
        self.hand = self.offer
        self.mid_h = self.hand_h
        self.zoom_h = round(min(h * 0.5, 320 * u))
        strip = round(28 * u)   # the glory track across the chart's top edge
        inner = Rect(self.map.x + pad, self.map.y + strip, self.map.w - 2 * pad,
                     self.map.h - strip - pad)
        self.k = chart.scale(SPACE, inner)
        self.zones = [chart.fit(cell, SPACE, inner) for cell in CELLS]
        self.centres = chart.fit(CENTRES, SPACE, inner)

    def rivals_row(self, row: Rect) -> None:
        """The other seats' compact panels side by side under the chart."""
        pad = self.pad
        self.seats = {}
        others = [(self.bottom + k) % self.n for k in range(1, self.n)]
        w = (row.w - pad * (len(others) - 1)) // max(1, len(others))
        for i, seat in enumerate(others):
            self.seats[seat] = Rect(row.x + i * (w + pad), row.y, w, row.h)

    def zone_at(self, pos: tuple[int, int]) -> int:
        return chart.zone_at(self.zones, pos)

    def all_rects(self) -> list[Rect]:
        return [self.banner, self.map, self.board, self.offer, self.buttons, self.log,
                *self.seats.values()]
