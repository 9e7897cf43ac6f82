"""Card geometry every table shares: a card's width from its height, a row of cards
spread inside an area (overlapping when it is long, lifted cards standing higher), and the
frame of a session table's layout (`TableLayout`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect


def card_w(h: int, ratio: float) -> int:
    """The width of a card `h` tall whose height is `ratio` times its width."""
    return max(8, round(h / ratio))


def card_size(h: int, ratio: float) -> tuple[int, int]:
    """A card's width and height (at least 10) for a height `h`."""
    return card_w(h, ratio), max(10, h)


def spread(area: Rect, h: int, count: int, u: float, lifted: set[int] | None = None, *,
           ratio: float, gap: float, lift: float, left: bool = False) -> list[Rect]:
    """`count` cards of height `h` in a row inside `area` (`gap` and `lift` in base pixels,
    scaled by `u`), overlapping if need be; centred, or from the left edge."""
    if count <= 0:
        return []
    w = card_w(h, ratio)
    g = round(gap * u)
    step = min(w + g, (area.w - w) // max(1, count - 1)) if count > 1 else 0
    total = w + step * (count - 1)
    x = area.x + (0 if left else max(0, (area.w - total) // 2))
    y = area.y + (area.h - h) // 2
    up = round(lift * u)
    return [Rect(x + i * step, y - (up if lifted and i in lifted else 0), w, h)
            for i in range(count)]


BASE = (1280, 720)   # the window the tables' sizes are given for (u = 1)


@dataclass
class TableLayout:
    """What the session tables' layouts share, for any window from 1024×768 to 2560×1440:
    the scale `u`, the log down the right-hand side, the instruction banner across the top,
    the rivals' panels under it (the seats after the viewer, clockwise, left to right) and the
    viewer's panel at the bottom left beside the hand. A table's layout subclasses it, says
    its proportions (`log_size`, `band_weights`, `small_size`) and places the rest in
    `place`."""

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
    buttons: Rect = field(init=False)
    hand: Rect = field(init=False)
    hand_h: int = field(init=False)
    small_h: int = field(init=False)  # cards in the rivals' panels
    mid_h: int = field(init=False)  # cards in the middle
    zoom_h: int = field(init=False)

    #: the hand's spread: the cards' height/width, the gap between them, how high one lifts
    ratio = 1.4
    hand_gap = 8
    hand_lift = 14
    #: the log's width at u = 1 and its largest share of the window's width
    log_size = (260, 0.22)
    #: how the height under the banner is shared: the rivals, the middle, one band more
    #: (the hand's band takes the rest)
    band_weights = (0.2, 0.4, 0.15)
    #: the rivals' cards: their share of the rivals' row's height, and their most at u = 1
    small_size = (0.5, 70)

    def __post_init__(self) -> None:
        tw, top = self.frame(*self.log_size)
        rivals_h, middle_h, third_h, hand_band = self.bands(top, self.band_weights)
        share, most = self.small_size
        self.small_h = max(28, min(round(rivals_h * share), round(most * self.u)))
        self.place(tw, middle_h, third_h, hand_band)

    def place(self, tw: int, middle_h: int, third_h: int, hand_band: int) -> None:
        """The table's own: the middle's contents (`self.middle` is placed), the third band,
        and the bottom (the viewer's panel: `viewer_panel`, the hand, the buttons)."""
        raise NotImplementedError

    def frame(self, log_w: int, log_share: float) -> tuple[int, int]:
        """The scale, the padding, the log (`log_w` at u = 1, at most `log_share` of the
        width), the table left of it and the banner; returns the table's width and the top
        of what comes under the banner."""
        w, h = self.size
        u = self.u = max(0.6, min(w / BASE[0], h / BASE[1]))
        pad = self.pad = max(6, round(8 * u))
        lw = round(min(log_w * u, w * log_share))
        self.log = Rect(w - lw, 0, lw, h)
        tw = w - lw
        self.table = Rect(0, 0, tw, h)
        self.banner = Rect(pad, pad, tw - 2 * pad, round(36 * u))
        return tw, self.banner.bottom + pad

    def bands(self, top: int, weights: tuple[float, float, float]) -> tuple[int, int, int, int]:
        """The height under the banner shared out by weight: the rivals' row (their panels
        placed), the middle (`self.middle`) and one band more; the hand's band takes what is
        left."""
        pad = self.pad
        free = self.size[1] - top - pad
        rivals_h, middle_h, third_h = (round(free * k) for k in weights)
        hand_band = free - rivals_h - middle_h - third_h - 3 * pad
        self.rivals(top, rivals_h)
        self.middle = Rect(pad, top + rivals_h + pad, self.table.w - 2 * pad, middle_h)
        return rivals_h, middle_h, third_h, hand_band

    def rivals(self, top: int, height: int) -> None:
        """The other seats' panels, side by side in a row `height` high (at most 460 wide
        at u = 1), centred on the table."""
        pad, tw = self.pad, self.table.w
        self.seats = {}
        others = [(self.bottom + k) % self.n for k in range(1, self.n)]
        slot = (tw - pad * (len(others) + 1)) // max(1, len(others))
        slot = min(slot, round(460 * self.u))
        x0 = (tw - (slot * len(others) + pad * (len(others) - 1))) // 2
        for i, seat in enumerate(others):
            self.seats[seat] = Rect(x0 + i * (slot + pad), top, slot, height)

    def viewer_panel(self, y: int, height: int) -> int:
        """The viewer's own panel at the bottom left; returns its width."""
        panel_w = round(min(230 * self.u, self.table.w * 0.24))
        self.seats[self.bottom] = Rect(self.pad, y, panel_w, height)
        return panel_w

    def hand_rects(self, count: int, lifted: set[int] | None = None) -> list[Rect]:
        """The hand, left to right, overlapping when it is long; lifted cards stand higher."""
        return spread(self.hand, self.hand_h, count, self.u, lifted, ratio=self.ratio,
                      gap=self.hand_gap, lift=self.hand_lift)
