"""Where RUM's table puts things, for 2–4 seats and any window from 1024×768 to 2560×1440.

Pure geometry (pygame Rects only): the scene, its hit-testing and the tests share it. From the
top: the instruction banner; the rivals' panels (the seats after the viewer, clockwise, left
to right); the middle (the wreck, the three beach spots, the castaway clock and the unowned
captain cards); the set area with its preview; and at the bottom the viewer's panel and hand.
The log runs down the right-hand side.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

from scenes.kit import geometry
from scenes.rum.cards import RATIO


def card_w(h: int) -> int:
    return geometry.card_w(h, RATIO)


@dataclass
class Layout(geometry.TableLayout):
    wreck: Rect = field(init=False)
    beach: list[Rect] = field(init=False)
    clock: Rect = field(init=False)
    captains: Rect = field(init=False)  # the row of unowned captain cards
    setarea: Rect = field(init=False)  # where the set is built
    preview: Rect = field(init=False)  # the set builder's preview and its buttons
    set_h: int = field(init=False)

    ratio = RATIO

    log_size = (270, 0.24)
    band_weights = (0.21, 0.25, 0.2)   # the rivals, the middle, the set area
    small_size = (0.5, 70)             # captain cards and known cards in seat panels

    def place(self, tw: int, middle_h: int, set_h: int, hand_band: int) -> None:
        h = self.size[1]
        u, pad = self.u, self.pad
        # the middle: wreck, beach, clock | the unowned captain cards
        y = self.middle.y
        # five cards (wreck, beach, clock) and room for four captain columns, side by side
        by_width = round((self.middle.w - 110 * u) / 7.8 * 1.4)
        ch = self.mid_h = max(40, min(middle_h - round(26 * u), by_width))
        cw = card_w(ch)
        gap = round(10 * u)
        x = self.middle.x + gap
        cy = y + round(4 * u)
        self.wreck = Rect(x, cy, cw, ch)
        x = self.wreck.right + gap * 2
        self.beach = []
        for _k in range(3):
            self.beach.append(Rect(x, cy, cw, ch))
            x += cw + gap
        x += gap
        self.clock = Rect(x, cy, cw, ch)
        x = self.clock.right + gap * 2
        self.captains = Rect(x, cy, self.middle.right - x - gap,
                             self.middle.bottom - cy - round(4 * u))
        # the set area and its preview
        y = self.middle.bottom + pad
        pw = max(round(330 * u), (tw - 2 * pad) * 2 // 5)
        self.setarea = Rect(pad, y, tw - 3 * pad - pw, set_h)
        self.preview = Rect(self.setarea.right + pad, y, pw, set_h)
        self.set_h = max(36, set_h - round(30 * u))
        # the bottom: the viewer's panel, the hand, and the buttons' corner
        y = self.setarea.bottom + pad
        panel_w = self.viewer_panel(y, hand_band)
        bw = round(170 * u)
        self.hand = Rect(pad * 2 + panel_w, y, tw - panel_w - bw - 4 * pad, hand_band)
        self.buttons = Rect(self.hand.right + pad, y, bw, hand_band)
        self.hand_h = max(40, min(hand_band - round(12 * u), round(150 * u)))
        self.zoom_h = round(min(h * 0.5, 320 * u))

    def set_rects(self, count: int) -> list[Rect]:
        inner = self.setarea.inflate(-round(16 * self.u), 0)
        inner.y += round(24 * self.u)
        inner.h = self.set_h
        return spread(inner, self.set_h, count, self.u)

    def captain_rects(self, count: int) -> list[Rect]:
        """The unowned captain cards in the middle: one row if they fit at a readable size,
        else two rows."""
        r = self.captains
        gap = round(6 * self.u)
        out: list[Rect] = []
        for rows in (1, 2):
            per_row = (count + rows - 1) // rows
            h = min(self.mid_h, (r.h - gap * (rows - 1)) // rows)
            w = card_w(h)
            if per_row * (w + gap) > r.w:
                w = max(8, (r.w - gap * per_row) // max(1, per_row))
                h = round(w * RATIO)
            if h >= self.mid_h * 0.6 or rows == 2:
                for i in range(count):
                    row, col = divmod(i, per_row)
                    out.append(Rect(r.x + col * (w + gap), r.y + row * (h + gap), w, h))
                return out
        return out

    def all_rects(self) -> list[Rect]:
        return [self.banner, self.middle, self.wreck, *self.beach, self.clock, self.captains,
                self.setarea, self.preview, self.hand, self.buttons, self.log,
                *self.seats.values()]


def spread(area: Rect, h: int, count: int, u: float, lifted: set[int] | None = None) -> list[Rect]:
    """`count` cards of height `h` in a row inside `area`, overlapping if need be (the kit's
    spread)."""
    return geometry.spread(area, h, count, u, lifted, ratio=RATIO, gap=8, lift=14)
