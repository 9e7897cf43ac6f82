"""Cards and targets as every table's board draws them: a face drawn and recorded in the
frame (the face check reads `frame.faces`), a back recorded as -1 (or a pile's own id), and
the glow of a target the plan lights up (with the keyboard's focus ring)."""

from __future__ import annotations

import pygame
from pygame import Rect

from scenes import theme as T
from scenes.kit import paint as P
from scenes.kit.frame import Frame, Sprite


def face(surface: pygame.Surface, frame: Frame, img: pygame.Surface, rect: Rect, card: int,
         zone: str, owner: int = -1) -> None:
    """A card face drawn and recorded."""
    surface.blit(img, rect.topleft)
    frame.sprites.append(Sprite(card, Rect(rect.topleft, img.get_size()), zone, owner))
    frame.faces.append(card)


def back(surface: pygame.Surface, frame: Frame, img: pygame.Surface, rect: Rect, zone: str,
         card: int = -1, owner: int = -1, kind: str = "") -> None:
    """A card back drawn and recorded (`card`: -1, or the id a pile is hit-tested by)."""
    surface.blit(img, rect.topleft)
    frame.sprites.append(Sprite(card, Rect(rect.topleft, img.get_size()), zone, owner, kind))


def glow_if_lit(surface: pygame.Surface, lit: dict[str, str], hover: str, focus: str,
                name: str, rect: Rect, u: float) -> None:
    """A target the plan lights up glows (white under a dragged card); the keyboard's focus
    rings it."""
    if name in lit:
        colour = P.LIGHT if hover != name else P.WHITE
        P.draw_glow(surface, rect, colour, round(10 * u), round(10 * u))
    if focus == f"target:{name}":
        pygame.draw.rect(surface, T.FOCUS, rect.inflate(6, 6), max(2, round(3 * u)),
                         border_radius=round(10 * u))
