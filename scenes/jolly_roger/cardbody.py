"""What every card face and back is drawn on: the body with its dark edge and rounded corners,
and the colour of each destination kind. Shared by the crew faces, the voyage faces and the
backs.
"""

from __future__ import annotations

import pygame

from scenes.kit import paint as P

DEST_COLOURS: dict[str, P.Colour] = {
    "fort": (104, 106, 116),
    "merchant": (150, 98, 52),
    "settlement": (84, 128, 62),
    "port": (44, 92, 146),
    "island": (206, 162, 70),
}


def radius(w: int) -> int:
    """The corner radius of a card `w` pixels wide."""
    return max(2, round(w * 0.08))


def base(surf: pygame.Surface, fill: P.Colour, edge: P.Colour) -> pygame.Rect:
    """The card body with a dark edge; returns the inner area."""
    w, h = surf.get_size()
    r = radius(w)
    rect = surf.get_rect()
    pygame.draw.rect(surf, edge, rect, border_radius=r)
    inner = rect.inflate(-max(2, w // 30) * 2, -max(2, w // 30) * 2)
    pygame.draw.rect(surf, fill, inner, border_radius=max(1, r - 1))
    return inner


def tiny(w: int) -> bool:
    """Too narrow a card for words: its picture says it (the zoom has the text)."""
    return w < 40
