"""Merchants & Marauders' card pictures, our own: a landscape ticket per card or token — its
family's colour band and icon (assets/icons, `merchants.*` keys), its name, and for cargo the
good's colour and loot value. The same images serve the board, flights, the zoom and the
rules pages' glossary."""

from __future__ import annotations

from typing import Any

import pygame

from game.merchants.cards import family
from scenes import theme as T
from scenes.kit import icons
from scenes.kit import paint as P
from scenes.merchants import say

#: a ticket's height over its width (landscape)
RATIO = 0.62

FAMILY_ICON = {"glory": "merchants.glory", "event": "merchants.event",
               "captain": "merchants.captain", "mission": "merchants.mission",
               "rumour": "merchants.rumour", "cargo": "merchants.cargo",
               "demand": "merchants.cargo", "modification": "merchants.modification",
               "merchant": "merchants.merchant"}
FAMILY_COLOUR = {"glory": (196, 150, 48), "event": (70, 110, 150), "captain": (120, 60, 60),
                 "mission": (70, 120, 80), "rumour": (110, 80, 140), "cargo": (150, 110, 70),
                 "demand": (150, 110, 70), "modification": (90, 90, 100),
                 "merchant": (90, 90, 100)}


def size_of(h: int) -> tuple[int, int]:
    return max(12, round(h / RATIO)), max(10, h)


class CardArt:
    """Tickets by card id and height, cached; made again when the language changes."""

    def __init__(self, cat: Any) -> None:
        self.cat = cat
        self._cache: dict[tuple[Any, ...], pygame.Surface] = {}

    def forget(self) -> None:
        self._cache.clear()

    def face(self, card: int, height: int) -> pygame.Surface:
        key = ("face", card, height)
        img = self._cache.get(key)
        if img is None:
            img = self._cache[key] = self._face(card, height)
        return img

    def back(self, kind: str, height: int) -> pygame.Surface:
        key = ("back", kind, height)
        img = self._cache.get(key)
        if img is None:
            w, h = size_of(height)
            img = pygame.Surface((w, h), pygame.SRCALPHA)
            P.card_body(img, (70, 52, 36), T.INK)
            icons.draw(img, "merchants.ship", (w / 2, h / 2), h * 0.6, T.BRASS_LIGHT)
            self._cache[key] = img
        return img

    def _face(self, card: int, height: int) -> pygame.Surface:
        w, h = size_of(height)
        img = pygame.Surface((w, h), pygame.SRCALPHA)
        fam = family(card)
        band = FAMILY_COLOUR.get(fam, (120, 100, 80))
        if fam == "cargo":
            band = say.GOOD_COLOURS.get(say.good_key(self.cat, card), band)
        P.card_body(img, T.PARCHMENT, T.INK)
        bw = max(8, round(w * 0.26))
        pygame.draw.rect(img, band, pygame.Rect(2, 2, bw, h - 4),
                         border_top_left_radius=P.card_radius(w),
                         border_bottom_left_radius=P.card_radius(w))
        ink = P.ink_on(band)
        icons.draw(img, FAMILY_ICON.get(fam, "merchants.cargo"), (2 + bw / 2, h * 0.4),
                   min(bw * 0.8, h * 0.45), ink)
        if fam == "cargo" and h >= 30:
            P.card_words(img, str(self.cat.cargo[card].loot), 16,
                         pygame.Rect(2, round(h * 0.62), bw, round(h * 0.34)), ink)
        box = pygame.Rect(bw + 4, 3, w - bw - 8, h - 6)
        P.card_words(img, say.short_name(self.cat, card), max(14, round(h * 0.28)), box, T.INK)
        return img
