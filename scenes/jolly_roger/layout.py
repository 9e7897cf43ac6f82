"""Where everything sits: seats around the table, the centre, the hand fan, the action bar
and the log panel, for 3–10 seats and any window from 800×600 to 2560×1440.

Pure geometry (pygame Rects only): the scene, the hit-testing and the tests share it.
The viewing seat sits at the bottom; the others follow clockwise up the left side, along
the top and down the right side, so the seat to your left is at your left.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

from scenes.jolly_roger.cards import RATIO
from scenes.kit import spread

BASE = (1280, 720)


def split_seats(others: int) -> tuple[int, int, int]:
    """How many of the other seats go up the left side, along the top and down the right."""
    if others <= 3:
        return 0, others, 0
    side = 1 if others <= 6 else 2
    return side, others - 2 * side, side


@dataclass
class Centre:
    """The felt in the middle of the table."""

    area: Rect
    round_plaque: Rect
    crew_deck: Rect
    crew_discard: Rect
    prize_deck: Rect
    stacks: list[Rect]  # the five destination stacks, DEST_KINDS order
    stack_labels: list[Rect]  # the public ranges under each stack
    voyage: Rect  # drawn destination + attack / mutiny / loot area
    destination: Rect  # the drawn destination card
    attack: Rect  # where crew cards are played
    card_h: int  # height of cards in the centre


@dataclass
class Layout:
    size: tuple[int, int]
    n: int
    bottom: int  # the seat drawn at the bottom (the viewer)
    log_open: bool | None = None  # None: shown when the window is wide enough
    u: float = field(init=False)
    pad: int = field(init=False)
    table: Rect = field(init=False)
    log: Rect | None = field(init=False)
    log_tab: Rect = field(init=False)
    seats: dict[int, Rect] = field(init=False)
    seat_side: dict[int, str] = field(init=False)
    hand: Rect = field(init=False)
    hand_h: int = field(init=False)
    banner: Rect = field(init=False)
    buttons: Rect = field(init=False)
    centre: Centre = field(init=False)
    zoom_h: int = field(init=False)

    def __post_init__(self) -> None:
        w, h = self.size
        u = self.u = max(0.6, min(w / BASE[0], h / BASE[1]))
        pad = self.pad = max(6, round(10 * u))
        gap = max(6, round(12 * u))
        show = w >= 1000 if self.log_open is None else self.log_open
        log_w = round(min(290 * u, w * (0.22 if w >= 1000 else 0.34))) if show else 0
        self.log = Rect(w - log_w, 0, log_w, h) if log_w else None
        tw = w - log_w
        self.table = Rect(0, 0, tw, h)
        tab = round(30 * u)
        # the log's open/close tab: in the log's title bar, or on the right edge when closed
        self.log_tab = (
            Rect(w - tab - round(8 * u), round(6 * u), tab, tab)
            if log_w
            else Rect(w - tab - 2, pad, tab, tab)
        )

        # --- seat panels -------------------------------------------------------------------------
        others = self.n - 1
        left_k, top_k, right_k = split_seats(others)
        sh = round(104 * u)
        sw = round(196 * u)
        if top_k:
            sw = min(sw, (tw - 2 * pad - (top_k - 1) * gap) // top_k)
        sw = max(sw, round(120 * u))
        self.hand_h = hand_h = min(round(138 * u), round(h * 0.2))
        lift = round(26 * u)
        banner_h = round(36 * u)
        bottom_top = h - pad - hand_h - lift - banner_h  # top of the banner
        seats: dict[int, Rect] = {}
        side: dict[int, str] = {}
        order = [(self.bottom + k) % self.n for k in range(1, self.n)]
        # left side, bottom to top
        col_top = pad + sh + gap
        col_bottom = bottom_top - gap
        left = order[:left_k]
        for i, seat in enumerate(left):
            y = _spread(col_top, col_bottom, sh, left_k, left_k - 1 - i)
            seats[seat] = Rect(pad, y, sw, sh)
            side[seat] = "left"
        top = order[left_k : left_k + top_k]
        span = tw - 2 * pad - (tab if not log_w else 0)
        for i, seat in enumerate(top):
            x = _spread(pad, pad + span, sw, top_k, i)
            seats[seat] = Rect(x, pad, sw, sh)
            side[seat] = "top"
        right = order[left_k + top_k :]
        for i, seat in enumerate(right):
            y = _spread(col_top, col_bottom, sh, right_k, i)
            seats[seat] = Rect(tw - pad - sw, y, sw, sh)
            side[seat] = "right"
        mine = Rect(pad, h - pad - sh, sw, sh)
        seats[self.bottom] = mine
        side[self.bottom] = "bottom"
        self.seats = seats
        self.seat_side = side

        # --- bottom band: my panel, the hand, the action buttons ---------------------------------
        bw = max(round(290 * u), sw)
        self.buttons = Rect(tw - pad - bw, bottom_top, bw, h - pad - bottom_top)
        hx = mine.right + gap
        self.hand = Rect(hx, h - pad - hand_h - lift, self.buttons.left - gap - hx, hand_h + lift)
        self.banner = Rect(
            mine.right + gap, bottom_top, self.buttons.left - gap - mine.right - gap, banner_h
        )

        # --- the centre --------------------------------------------------------------------------
        cl = pad + (sw + gap if left_k else 0)
        cr = tw - pad - (sw + gap if right_k else 0)
        ct = pad + sh + gap
        cb = bottom_top - gap
        if not left_k and mine.top - gap < cb:  # nothing at the sides: use the full height
            cb = bottom_top - gap
        area = Rect(cl, ct, cr - cl, cb - ct)
        self.centre = _centre(area, u)
        self.zoom_h = min(round(h * 0.62), round(420 * u))

    # --- the hand fan ----------------------------------------------------------------------------

    def hand_rects(self, count: int, lifted: set[int] | None = None) -> list[Rect]:
        """Card rects of a hand of `count` cards over the hand area (scenes/kit/spread.py:
        side by side, else two staggered rows with every card's header in sight); indices in
        `lifted` rise (selected cards). Paint them in `spread.paint_order`."""
        return spread.hand(self.hand, count, self.hand_h, RATIO, round(6 * self.u),
                           round(18 * self.u), lifted, arc=round(6 * self.u))

    def all_rects(self) -> list[Rect]:
        """Every fixed region (for on-screen checks)."""
        c = self.centre
        rects = [
            *self.seats.values(),
            self.hand,
            self.banner,
            self.buttons,
            c.area,
            c.round_plaque,
            c.crew_deck,
            c.crew_discard,
            c.prize_deck,
            *c.stacks,
            *c.stack_labels,
            c.voyage,
            c.destination,
            c.attack,
            self.log_tab,
        ]
        if self.log is not None:
            rects.append(self.log)
        return rects


def _spread(lo: int, hi: int, size: int, k: int, i: int) -> int:
    """Position of item i of k items of `size` spread evenly between lo and hi."""
    if k <= 1:
        return (lo + hi - size) // 2
    gap = (hi - lo - k * size) / (k - 1)
    if gap > size * 0.8:  # few items in a wide span: keep them together in the middle
        gap = size * 0.8
        start = (lo + hi - (k * size + (k - 1) * gap)) / 2
        return round(start + i * (size + gap))
    return round(lo + i * (size + gap))


def _centre(area: Rect, u: float) -> Centre:
    """The felt: a header line (round counter), the five destination stacks with their
    public ranges, and the voyage row: crew deck, discard and prize deck, the drawn
    destination and the attack / mutiny / loot area."""
    pad = max(6, round(10 * u))
    head_h = round(28 * u)
    inner = area.inflate(-2 * pad, -2 * pad)
    slot_w = inner.w / 5
    # the public ranges under each stack: two lines, or three when a slot is too narrow for
    # the three ranges side by side at the smallest text (issue 17: 12 px)
    label_h = round(36 * u) if slot_w >= 124 else max(round(36 * u), 50)
    # card height: from the width of a stack slot and from the height left for two rows
    by_width = (slot_w - round(8 * u)) * RATIO
    by_height = (inner.h - head_h - label_h - round(74 * u) - 2 * pad) / 2
    card_h = max(round(54 * u), min(round(112 * u), round(by_width), round(by_height)))
    cw = round(card_h / RATIO)
    content_w = min(inner.w, round(5 * max(cw + round(8 * u), round(150 * u))))
    x0 = inner.centerx - content_w // 2
    plaque = Rect(x0, inner.y, content_w, head_h)
    slot = content_w / 5
    stacks = []
    labels = []
    for i in range(5):
        cx = round(x0 + slot * (i + 0.5))
        r = Rect(0, 0, cw, card_h)
        r.midtop = (cx, plaque.bottom + round(4 * u))
        stacks.append(r)
        lab = Rect(0, 0, round(slot) - 4, label_h)
        lab.midtop = (cx, r.bottom + 2)
        labels.append(lab)
    vy = labels[0].bottom + pad
    voyage = Rect(inner.x, vy, inner.w, inner.bottom - vy)
    ph = min(round(card_h * 0.68), voyage.h - round(26 * u))
    pw = round(ph / RATIO)
    gap = max(4, round(8 * u))
    crew_deck = Rect(voyage.x + gap, voyage.y + round(6 * u), pw, ph)
    crew_discard = Rect(crew_deck.right + gap, crew_deck.y, pw, ph)
    prize_deck = Rect(crew_discard.right + gap, crew_deck.y, pw, ph)
    dh = min(card_h, voyage.h - round(10 * u))
    dest = Rect(prize_deck.right + 2 * gap + pad, voyage.y + round(6 * u), round(dh / RATIO), dh)
    attack = Rect(dest.right + gap, voyage.y + 2, voyage.right - dest.right - gap, voyage.h - 4)
    return Centre(
        area,
        plaque,
        crew_deck,
        crew_discard,
        prize_deck,
        stacks,
        labels,
        voyage,
        dest,
        attack,
        card_h,
    )
