"""What the board's painters draw with: `Look` (everything the board needs besides the view)
and `Canvas`, the board's region cache, card and target primitives. The painters of the
seats (seats.py) and of the centre (centre.py) take a Canvas; the Board (board.py) is one and
calls them — so the painters and the board import in one direction.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame
from pygame import Rect

from scenes import drawing
from scenes import theme as T
from scenes.jolly_roger.cards import CardArt
from scenes.jolly_roger.layout import Layout
from scenes.kit import look as kit_look
from scenes.kit import paint as P
from scenes.kit.frame import Frame, Sprite
from scenes.kit.plan import Plan


@dataclass
class Look(kit_look.Look):
    """Everything the board needs to know besides the view: the kit's `Look` (who looks, what
    is picked, lit, hovered, focused, deciding, in the air) and Jolly Roger's own."""

    layout: Layout
    hand: list[int] = field(default_factory=list)  # the viewer's hand (+ role cards), shown
    selectable: dict[int, str] = field(default_factory=dict)
    plan: Plan | None = None
    allocation: dict[int, int] = field(default_factory=dict)
    skill_picks: dict[int, str] = field(default_factory=dict)
    now_ms: float = 0.0
    show_loot_faces: bool = True
    show_prize_faces_of: set[int] = field(default_factory=set)  # whose face-up prizes may be
    # drawn (VH: own only)
    multi: list[int] = field(default_factory=list)  # all-rounders to count (AT6), numbered
    show_buried_of: int = -1  # DA8: the seat whose own buried cards are shown (the viewer's)
    open_hands: dict[int, tuple[int, ...]] = field(default_factory=dict)  # replays: faces shown
    mutiny_captain: int = -1  # the captain the last mutiny was called against (M3), or -1


class Canvas:
    """The board's cached regions and its card and drop-target primitives."""

    def __init__(self, art: CardArt) -> None:
        self.art = art
        self.cat = art.cat
        self._hidden: set[int] = set()
        self._backdrops: dict[
            tuple[tuple[int, int], tuple[int, int, int, int]], pygame.Surface
        ] = {}
        self.range_sizes: dict[tuple[int, int, float], int] = {}
        self._regions: dict[str, tuple[Any, ...]] = {}
        self.ground: pygame.Surface | None = None  # the backdrop of the current draw

    def forget(self) -> None:
        """Drop every painted region (their words are in the old language)."""
        self._regions.clear()

    def region(
        self,
        surface: pygame.Surface,
        frame: Frame,
        name: str,
        key: Any,
        rect: Rect,
        paint: Any,
    ) -> None:
        """Paint a part of the table through a cache: `paint()` draws it (on the backdrop,
        inside `rect` only) when `key` changed; otherwise the pixels, cards and targets
        kept from last time are put back. Opaque copies: much cheaper than painting again."""
        rect = rect.clip(surface.get_rect())
        got = self._regions.get(name)
        if got is not None and got[0] == key and got[1] == tuple(rect) and got[6] is surface:
            _k, _r, img, sprites, targets, faces, _s, marks, words = got
            surface.blit(img, rect)
            drawing.again(words)
            frame.sprites.extend(sprites)
            frame.targets.update(targets)
            frame.faces.extend(faces)
            frame.marks.update(marks)
            return
        n_sprites, n_faces, known = len(frame.sprites), len(frame.faces), set(frame.targets)
        known_marks = set(frame.marks)
        at = drawing.mark()
        paint()
        added = {k: v for k, v in frame.targets.items() if k not in known}
        marked = {k: v for k, v in frame.marks.items() if k not in known_marks}
        img = surface.subsurface(rect).copy()
        self._regions[name] = (
            key,
            tuple(rect),
            img,
            frame.sprites[n_sprites:],
            added,
            frame.faces[n_faces:],
            surface,
            marked,
            drawing.since(at),
        )

    # --- helpers ---------------------------------------------------------------------------------

    def card(
        self,
        surface: pygame.Surface,
        frame: Frame,
        card: int,
        rect: Rect,
        zone: str,
        owner: int = -1,
        face: bool = True,
        back: str = "crew",
        named: bool = True,
    ) -> None:
        if face and card in self._hidden:  # in flight: keep its slot, draw it when it lands
            frame.sprites.append(Sprite(card, Rect(rect), "ghost", owner))
            return
        if face and card >= 0:
            surface.blit(self.art.face(card, rect.h), rect)
            frame.faces.append(card)
            frame.sprites.append(Sprite(card, Rect(rect), zone, owner))
        else:
            surface.blit(self.art.back(back, rect.h, named), rect)
            frame.sprites.append(Sprite(-1, Rect(rect), zone, owner, back))

    def target(
        self,
        surface: pygame.Surface,
        frame: Frame,
        look: Look,
        name: str,
        rect: Rect,
        radius: int,
        spread: int = 0,
    ) -> None:
        frame.targets[name] = Rect(rect)
        if name in look.lit:
            spread = spread or max(6, round(12 * look.layout.u))
            colour = P.LIGHT if look.hover != name else (255, 255, 255)
            P.draw_glow(surface, rect, colour, radius, spread)
            pygame.draw.rect(
                surface, colour, rect, max(2, round(3 * look.layout.u)), border_radius=radius
            )
        if look.focus == "target:" + name:
            pygame.draw.rect(
                surface,
                T.FOCUS,
                rect.inflate(8, 8),
                max(2, round(3 * look.layout.u)),
                border_radius=radius + 4,
            )
