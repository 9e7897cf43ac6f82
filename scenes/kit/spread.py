"""Where the cards of a hand or of a played row go, for every table (issue 17): side by side
when they fit, else in the rows the area holds, else in two staggered rows whose headers all
stay in sight — a card's title is never hidden under its neighbour.

Pure geometry (pygame Rects only), shared by the tables' layouts and the tests.
"""

from __future__ import annotations

import math

from pygame import Rect


def header(rect: Rect, share: float = 0.3) -> Rect:
    """The top strip of a card that carries its title and numbers (crew badge, value, name):
    what the hand must always leave in sight."""
    return Rect(rect.x, rect.y, rect.w, max(1, round(rect.h * share)))


def hand(
    area: Rect, count: int, height: int, ratio: float, gap: int, lift: int,
    lifted: set[int] | None = None, stagger: float = 0.3, arc: int = 0,
) -> list[Rect]:
    """Rects of a hand of `count` cards in `area` (their reading order, left to right).

    One row of cards `height` tall, centred on the bottom of the area, when they fit side by
    side; otherwise two staggered rows — card k in the back row when k is even, in the front
    row (lower by `stagger` of a card) when odd — each row without overlap, so every card's
    `header` shows. The cards shrink only as far as that needs. `lift`: how far a card in
    `lifted` (selected) rises; `arc`: how much the ends of a single row dip. Paint the cards in
    the order of `paint_order` so the front row lies over the back row."""
    if count <= 0:
        return []
    lifted = lifted or set()
    h = min(height, area.h - lift)
    w = round(h / ratio)
    if count * w + (count - 1) * gap <= area.w:  # one row, side by side
        total = count * w + (count - 1) * gap
        x0 = area.centerx - total / 2
        out = []
        for i in range(count):
            bend = abs(i - (count - 1) / 2) / max(1.0, (count - 1) / 2)
            y = area.bottom - h - round(arc * bend * bend) - (lift if i in lifted else 0)
            out.append(Rect(round(x0 + i * (w + gap)), y, w, h))
        return out
    # two staggered rows: card k at x0 + k * step with step >= (w + gap) / 2 (a row's cards
    # are two steps apart), the front row `stagger` lower than the back row
    h = min(h, math.floor((area.h - lift) / (1 + stagger)))
    while h > 8:
        w = round(h / ratio)
        if (count - 1) * (w + gap) / 2 + w <= area.w:
            break
        h -= 1
    w = round(h / ratio)
    step = max((w + gap) / 2, min(w + gap, (area.w - w) / max(1, count - 1)))
    if count > 1 and step * (count - 1) + w > area.w:
        step = (area.w - w) / (count - 1)
    total = w + step * (count - 1)
    x0 = area.centerx - total / 2
    drop = round(h * stagger)
    back_y = area.bottom - h - drop
    out = []
    for k in range(count):
        y = back_y + (drop if k % 2 else 0) - (lift if k in lifted else 0)
        x = min(max(area.left, round(x0 + k * step)), area.right - w)
        out.append(Rect(x, y, w, h))
    return out


def paint_order(rects: list[Rect]) -> list[int]:
    """The indices of `rects` in painting order: the back row first (higher cards), each row
    left to right — so a front card covers only the body of the back cards, never a header."""
    return sorted(range(len(rects)), key=lambda i: (rects[i].bottom, rects[i].x))


def rows(area: Rect, count: int, height: int, ratio: float, gap: int, row_gap: int,
         smallest: int) -> list[Rect]:
    """Rects of `count` played cards in `area`, in order: the largest cards (at most `height`,
    at least `smallest`) that fit side by side in as many rows as the area holds (each row
    centred, `row_gap` under a row for its marks); overlapping in one row only when even
    the smallest cards do not fit."""
    if count <= 0:
        return []
    h = min(height, area.h)
    while h >= min(smallest, height):
        w = round(h / ratio)
        per_row = max(1, (area.w + gap) // (w + gap))
        n_rows = math.ceil(count / per_row)
        if n_rows * h + (n_rows - 1) * row_gap <= area.h and w <= area.w:
            out = []
            per_row = math.ceil(count / n_rows)   # balanced rows
            for i in range(count):
                r, c = divmod(i, per_row)
                in_row = min(per_row, count - r * per_row)
                x0 = area.centerx - (in_row * w + (in_row - 1) * gap) / 2
                out.append(Rect(round(x0 + c * (w + gap)), area.y + r * (h + row_gap), w, h))
            return out
        h -= 1
    h = min(height, area.h)
    w = round(h / ratio)
    step = min(w + gap, (area.w - w) / max(1, count - 1)) if count > 1 else 0
    x0 = area.centerx - (w + step * (count - 1)) / 2
    return [Rect(round(x0 + i * step), area.y, w, h) for i in range(count)]


def covered(rects: list[Rect], order: list[int], part: float = 0.3) -> list[int]:
    """The cards (indices) whose header (`part` of the card's height) a card painted after
    them covers: for the overlap probe and the tests."""
    out = []
    for pos, i in enumerate(order):
        top = header(rects[i], part)
        if any(rects[j].colliderect(top) for j in order[pos + 1:]):
            out.append(i)
    return out


def beside(near: Rect, size: tuple[int, int], area: Rect, gap: int) -> Rect:
    """Where a box of `size` (the hover zoom) goes next to the card `near` (issue 17): at its
    right, else its left, else above, else below — the first place inside `area` that leaves
    the card uncovered, level with the card as far as the area allows; else the place that
    covers least of it, inside the area."""
    w, h = size
    box = Rect(0, 0, w, h)
    places = [
        (near.right + gap, near.centery - h // 2),
        (near.left - gap - w, near.centery - h // 2),
        (near.centerx - w // 2, near.top - gap - h),
        (near.centerx - w // 2, near.bottom + gap),
    ]
    best: Rect | None = None
    best_cover = -1
    for x, y in places:
        spot = Rect(x, y, w, h).clamp(area)
        cover = spot.clip(near).w * spot.clip(near).h
        if area.contains(spot) and cover == 0:
            return spot
        if best is None or cover < best_cover:
            best, best_cover = spot, cover
    return best if best is not None else box
