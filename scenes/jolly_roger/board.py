"""Drawing the table itself: the seats around it (scenes/jolly_roger/seats.py), the centre
(scenes/jolly_roger/centre.py: destination stacks with their public ranges, piles, the voyage
with the attack, mutiny or loot area) and the hand fan (here), with what they share: the
backdrop, the region cache, a card and a target.

Immediate mode: every draw records what it put where in a `Frame` (scenes/kit/frame.py: cards,
targets, every card face drawn), and the scene hit-tests the last frame.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from game.jolly_roger.cards import Catalogue
from game.jolly_roger.view import View
from scenes import theme as T
from scenes.jolly_roger import cardtext as CT
from scenes.jolly_roger import markers
from scenes.jolly_roger.canvas import Canvas, Look
from scenes.jolly_roger.centre import draw_centre
from scenes.jolly_roger.seats import cached_seat
from scenes.kit import paint as P
from scenes.kit import spread
from scenes.kit.frame import Frame


class Board(Canvas):
    """The whole table: backdrop, seats, centre and the viewer's hand."""

    def backdrop(self, size: tuple[int, int], felt: Rect) -> pygame.Surface:
        """The wooden table with the sea chart in its brass frame, painted once per layout."""
        key = (size, tuple(felt))
        surf = self._backdrops.get(key)
        if surf is None:
            if len(self._backdrops) > 4:
                self._backdrops.clear()
            surf = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                surf = surf.convert()
            surf.blit(T.table_background(size), (0, 0))
            T.draw_sea(surf, felt)
            self._backdrops[key] = surf  # type: ignore[index]
        return surf

    # --- the whole board -------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, view: View, look: Look, frame: Frame) -> None:
        lay = look.layout
        self._hidden = look.hidden
        backdrop = self.backdrop(surface.get_size(), lay.centre.area)
        self.ground = backdrop
        surface.blit(backdrop, (0, 0))
        for seat, rect in lay.seats.items():
            cached_seat(self, surface, view, look, frame, seat, rect, id(backdrop))
        draw_centre(self, surface, view, look, frame)
        self.draw_hand(surface, view, look, frame)

    # --- the hand --------------------------------------------------------------------------------

    def hand_rects(self, look: Look) -> list[Rect]:
        idx = {i for i, c in enumerate(look.hand) if c in look.selected}
        return look.layout.hand_rects(len(look.hand), idx)

    def draw_hand(self, surface: pygame.Surface, view: View, look: Look, frame: Frame) -> None:
        lay = look.layout
        u = lay.u
        if not look.hand_shown:
            count = view.hand_sizes[lay.bottom]
            backs = lay.hand_rects(count)
            for i in spread.paint_order(backs):
                self.card(surface, frame, -1, backs[i], "hand", lay.bottom, False, "crew")
            return
        active = look.plan is not None
        rects = self.hand_rects(look)
        for i in spread.paint_order(rects):   # the back row first: no header is covered
            card, rect = look.hand[i], rects[i]
            if card in look.dragging:
                continue
            self.card(surface, frame, card, rect, "hand", lay.bottom)
            if self.cat.category[card] == "crew":
                markers.mark(frame, f"crew:{card}", markers.crew_badge(rect))
            if active and card not in look.selectable:
                dim = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(dim, (0, 0, 0, 90), dim.get_rect(), border_radius=6)
                surface.blit(dim, rect)
            if card in look.selected:
                pygame.draw.rect(
                    surface, P.LIGHT, rect.inflate(4, 4), max(2, round(3 * u)), border_radius=8
                )
            if look.focus == f"card:{card}":
                pygame.draw.rect(
                    surface, T.FOCUS, rect.inflate(10, 10), max(2, round(3 * u)), border_radius=10
                )


def sorted_hand(cat: Catalogue, cards: list[int]) -> list[int]:
    """A hand in a fixed order (issue 17): plain crew by skill and value, then all-rounders
    by crew, then the special cards by name — the same hand always looks the same."""

    def key(card: int) -> tuple[int, int, int, str, int]:
        if cat.special[card]:
            return (2, 0, 0, CT.special_name(cat.special[card]), card)
        if cat.multi[card]:
            return (1, 0, cat.crew[card], "", card)
        skill = next(i for i, v in enumerate(cat.skills[card]) if v)
        return (0, skill, cat.skills[card][skill], "", card)

    return sorted(cards, key=key)
