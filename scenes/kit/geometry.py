"""Card geometry every table shares: a card's width from its height, and a row of cards
spread inside an area (overlapping when it is long, lifted cards standing higher)."""

from __future__ import annotations

from pygame import Rect


def card_w(h: int, ratio: float) -> int:
    """The width of a card `h` tall whose height is `ratio` times its width."""
    return max(8, round(h / ratio))


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
