"""The redraw cache of a table: the board is painted in full only when what it shows changed.
In between, only the overlays (buttons, zoom, flights, the card being dragged, the thinking cue)
are painted again, over pixels that were kept aside just before they painted (`keeper`), and
put back at the start of the next frame.

The table says what its board shows as a key (any hashable value); a different key, another
surface, or a scene over the table (which may paint over it any time) means a full paint.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame
from pygame import Rect

from scenes import drawing
from scenes.kit.frame import Frame

Keep = Callable[[Rect], None]  # called with a rect just before painting over it

_STALE = object()  # a key no board ever has: paint it all next time


class Redraw:
    def __init__(self) -> None:
        self.key: Hashable = _STALE
        self.frame = Frame()  # what the last full paint drew where
        self._on: pygame.Surface | None = None  # the surface it is on (None: not kept)
        self._under: list[tuple[Rect, pygame.Surface]] = []
        self._words: tuple[str, ...] = ()  # the words painted with it (the text capture)

    def invalidate(self) -> None:
        """Paint the whole board next time (the window changed, the scene was covered)."""
        self.key = _STALE

    def board(
        self,
        surface: pygame.Surface,
        key: Hashable,
        paint: Callable[[pygame.Surface, Frame], None],
        keep: bool = True,
    ) -> Frame:
        """The board on `surface`: `paint(surface, frame)` draws it when `key` changed, else
        the pixels the overlays covered last time are put back. `keep=False` (the table is
        not the top scene) paints it and keeps nothing. Returns this frame's `Frame`, a copy
        of the board's for the overlays to add their cards to."""
        if key != self.key or not keep or self._on is not surface:
            frame = Frame()
            at = drawing.mark()
            paint(surface, frame)
            self.frame, self.key = frame, key
            self._words = drawing.since(at)
            self._on = surface if keep else None
        else:
            for rect, pixels in reversed(self._under):
                surface.blit(pixels, rect)
            drawing.again(self._words)   # the board's words are still on screen
        self._under = []
        base = self.frame
        return Frame(base.sprites, base.targets, list(base.faces), base.marks)

    def keeper(self, surface: pygame.Surface) -> Keep:
        """keep(rect): put aside the pixels an overlay is about to paint over."""
        screen = surface.get_rect()

        def keep(rect: Rect) -> None:
            r = rect.clip(screen)
            if r.w > 0 and r.h > 0:
                self._under.append((r, surface.subsurface(r).copy()))

        return keep
