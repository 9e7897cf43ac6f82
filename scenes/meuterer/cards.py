"""Meuterer's card art, drawn by our own code: the goods cards (five goods and the sabre), the
twelve islands (light side active, dark side inactive), the five role cards, the two captain
wage cards, the two destination cards, the merchant ship and the backs. Every fact (which good
an island buys, its sales table and ship points, how many cards of a good the deck holds)
comes from the catalogue (`game.meuterer.cards`); this module only draws.

Colour is never the only cue: each good has its own symbol (a cut gem, a heap, a barrel, a
bolt of cloth, an ear of grain, a sabre) and its name; an inactive island is darker AND
crossed by a "closed" band. Faces are rendered once per (what, size) and cached.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.core.i18n import _
from game.meuterer.words import word
from scenes.kit import geometry
from scenes.kit import paint as P

RATIO = 1.4  # height / width of a goods, role, wage or destination card
ISLAND_RATIO = 0.5  # height / width of an island tile (it lies across)
BACK = (46, 58, 78)            # the goods backs: night sea
ROLE_BACK = (92, 30, 28)       # the role backs: a red sail
INK = P.INK

#: the look of each good: fill colour (Okabe–Ito based) and its symbol's name
GOODS_LOOK: dict[str, tuple[P.Colour, str]] = {
    "ruby": ((204, 36, 60), "gem"),
    "salt": ((236, 236, 232), "heap"),
    "wine": ((122, 40, 112), "barrel"),
    "cloth": ((0, 114, 178), "bolt"),
    "grain": ((230, 176, 20), "ear"),
    "conflict": ((150, 156, 166), "sabre"),
    "pirate": ((30, 30, 30), "flag"),
}
ROLE_COLOURS: dict[str, P.Colour] = {
    "mate": (46, 96, 160), "mutineer": (170, 38, 32), "boy": (0, 140, 100),
    "merchant": (200, 150, 40), "loadmaster": (120, 84, 50)}
ROLE_ORDER = ("mate", "mutineer", "boy", "merchant", "loadmaster")


def good_word(key: str) -> str:
    """A good's name (the engine's words: one msgid per word)."""
    return word(key)


def role_word(key: str) -> str:
    return word(key)


def card_size(height: int) -> tuple[int, int]:
    return geometry.card_size(height, RATIO)


def island_size(width: int) -> tuple[int, int]:
    return max(20, width), max(10, round(width * ISLAND_RATIO))


def radius(w: int) -> int:
    return max(2, round(min(w, 200) * 0.08))


def body(surf: pygame.Surface, fill: P.Colour, edge: P.Colour = INK) -> pygame.Rect:
    """The card body with a dark edge; returns the inner area."""
    w, h = surf.get_size()
    r = radius(min(w, h))
    rect = surf.get_rect()
    pygame.draw.rect(surf, edge, rect, border_radius=r)
    e = max(2, min(w, h) // 30)
    inner = rect.inflate(-e * 2, -e * 2)
    pygame.draw.rect(surf, fill, inner, border_radius=max(1, r - 1))
    return inner


# --- the goods symbols (shape as well as colour) -------------------------------------------------


def symbol(surf: pygame.Surface, center: tuple[float, float], size: float, key: str) -> None:
    """The symbol of a good (or "any": a compass star), `size` pixels across."""
    if key == "any":
        _any(surf, center, size)
        return
    rgb, shape = GOODS_LOOK.get(key, ((128, 128, 128), "gem"))
    cx, cy = center
    s = size / 2
    line = max(1, round(size / 18))
    dark = P.mix(rgb, INK, 0.55)
    if shape == "gem":            # a cut gem: a crown and a point
        pts = [(cx - s * 0.9, cy - s * 0.25), (cx - s * 0.45, cy - s * 0.75),
               (cx + s * 0.45, cy - s * 0.75), (cx + s * 0.9, cy - s * 0.25), (cx, cy + s * 0.9)]
        pygame.draw.polygon(surf, rgb, pts)
        pygame.draw.polygon(surf, INK, pts, line)
        pygame.draw.line(surf, dark, (cx - s * 0.9, cy - s * 0.25), (cx + s * 0.9, cy - s * 0.25),
                         line)
        for a, b in (((cx - s * 0.45, cy - s * 0.75), (cx - s * 0.2, cy - s * 0.25)),
                     ((cx + s * 0.45, cy - s * 0.75), (cx + s * 0.2, cy - s * 0.25)),
                     ((cx - s * 0.2, cy - s * 0.25), (cx, cy + s * 0.9)),
                     ((cx + s * 0.2, cy - s * 0.25), (cx, cy + s * 0.9))):
            pygame.draw.line(surf, dark, a, b, line)
    elif shape == "heap":         # a heap of salt with grains
        pts = [(cx - s, cy + s * 0.7), (cx - s * 0.3, cy - s * 0.55), (cx, cy - s * 0.75),
               (cx + s * 0.35, cy - s * 0.5), (cx + s, cy + s * 0.7)]
        pygame.draw.polygon(surf, rgb, pts)
        pygame.draw.polygon(surf, INK, pts, line)
        for dx, dy in ((-0.4, 0.3), (0.1, 0.0), (0.45, 0.4), (-0.1, 0.5), (0.2, -0.35)):
            pygame.draw.circle(surf, (150, 150, 150), (cx + s * dx, cy + s * dy),
                               max(1, s * 0.08))
    elif shape == "barrel":       # a barrel with hoops
        rect = pygame.Rect(0, 0, round(s * 1.4), round(s * 1.8))
        rect.center = (round(cx), round(cy))
        pygame.draw.ellipse(surf, rgb, rect)
        pygame.draw.ellipse(surf, INK, rect, line)
        for dy in (-0.45, 0.45):
            y = cy + s * dy
            half = s * 0.62
            pygame.draw.line(surf, INK, (cx - half, y), (cx + half, y), line + 1)
        pygame.draw.line(surf, P.mix(rgb, P.WHITE, 0.4), (cx - s * 0.3, cy - s * 0.3),
                         (cx - s * 0.3, cy + s * 0.3), line)
    elif shape == "bolt":         # a bolt of cloth: a roll seen from the side
        rect = pygame.Rect(0, 0, round(s * 1.7), round(s * 1.1))
        rect.center = (round(cx), round(cy))
        pygame.draw.rect(surf, rgb, rect, border_radius=max(1, rect.h // 2))
        pygame.draw.rect(surf, INK, rect, line, border_radius=max(1, rect.h // 2))
        end = pygame.Rect(0, 0, round(s * 0.55), rect.h)
        end.midright = rect.midright
        pygame.draw.ellipse(surf, P.mix(rgb, P.WHITE, 0.35), end)
        pygame.draw.ellipse(surf, INK, end, line)
        pygame.draw.circle(surf, INK, end.center, max(1, s * 0.1))
        for dx in (-0.5, -0.15):
            pygame.draw.line(surf, P.mix(rgb, P.WHITE, 0.5), (cx + s * dx, rect.top + line),
                             (cx + s * dx, rect.bottom - line - 1), line)
    elif shape == "ear":          # an ear of grain: kernels on a stalk
        pygame.draw.line(surf, P.mix(rgb, INK, 0.4), (cx, cy + s), (cx, cy - s * 0.8), line + 1)
        for k in range(4):
            y = cy - s * 0.6 + k * s * 0.38
            for side in (-1, 1):
                k_rect = pygame.Rect(0, 0, max(2, round(s * 0.5)), max(2, round(s * 0.3)))
                k_rect.center = (round(cx + side * s * 0.25), round(y))
                pygame.draw.ellipse(surf, rgb, k_rect)
                pygame.draw.ellipse(surf, INK, k_rect, max(1, line - 1) if line > 1 else 1)
        top = pygame.Rect(0, 0, max(2, round(s * 0.3)), max(2, round(s * 0.45)))
        top.center = (round(cx), round(cy - s * 0.85))
        pygame.draw.ellipse(surf, rgb, top)
        pygame.draw.ellipse(surf, INK, top, 1)
    elif shape == "sabre":        # a curved sabre with a hilt
        blade = [(cx - s * 0.55, cy + s * 0.55)]
        for k in range(1, 9):
            t = k / 8
            blade.append((cx - s * 0.55 + t * s * 1.35, cy + s * 0.55 - t * s * 1.45
                          + math.sin(t * math.pi) * s * 0.25))
        back = [(x + s * 0.16, y + s * 0.1) for x, y in reversed(blade[1:-1])]
        pts = blade + back
        pygame.draw.polygon(surf, (214, 220, 228), pts)
        pygame.draw.polygon(surf, INK, pts, line)
        guard = (cx - s * 0.55, cy + s * 0.62)
        pygame.draw.line(surf, P.GOLD_DARK, (guard[0] - s * 0.3, guard[1] - s * 0.25),
                         (guard[0] + s * 0.3, guard[1] + s * 0.25), line + 2)
        pygame.draw.line(surf, (90, 60, 30), guard, (cx - s * 0.9, cy + s * 0.95), line + 2)
    else:                         # "flag": the pirate card (variant only, never dealt)
        pygame.draw.rect(surf, INK, pygame.Rect(cx - s * 0.8, cy - s * 0.6, s * 1.6, s * 1.1))
        P.skull(surf, (cx, cy - s * 0.1), s * 0.35, P.WHITE)


def _any(surf: pygame.Surface, center: tuple[float, float], size: float) -> None:
    """"Any good": a gold compass star with the five goods' symbols small around it."""
    cx, cy = center
    s = size / 2
    pygame.draw.polygon(surf, P.GOLD, P.star(8, center, s * 0.55, s * 0.22))
    pygame.draw.polygon(surf, INK, P.star(8, center, s * 0.55, s * 0.22), 1)
    if size < 28:
        return
    for i, key in enumerate(("ruby", "salt", "wine", "cloth", "grain")):
        a = -math.pi / 2 + i * 2 * math.pi / 5
        symbol(surf, (cx + math.cos(a) * s * 0.78, cy + math.sin(a) * s * 0.78), s * 0.42, key)


# --- faces -------------------------------------------------------------------------------------


def goods_face(surf: pygame.Surface, key: str, count: int) -> None:
    """A goods card: the symbol large, the good's name, and how many the deck holds (C4)."""
    w, h = surf.get_size()
    rgb, _shape = GOODS_LOOK.get(key, ((128, 128, 128), "gem"))
    inner = body(surf, P.mix(rgb, P.PARCHMENT, 0.7))
    band = pygame.Rect(inner.x, inner.y, inner.w, max(4, round(h * 0.2)))
    pygame.draw.rect(surf, P.mix(rgb, P.PARCHMENT, 0.25), band,
                     border_top_left_radius=radius(w), border_top_right_radius=radius(w))
    symbol(surf, (w / 2, h * 0.56), min(w * 0.74, h * 0.5), key)
    if h * 0.12 >= 12:   # nothing smaller than 12 px: small cards show the symbol only
        size = round(h * 0.12)
        P.label(surf, str(count), size, P.ink_on(P.mix(rgb, P.PARCHMENT, 0.25)), "midleft",
                (inner.x + max(2, w // 14), band.centery), bold=True)
    if h * 0.1 >= 12:
        # the name is on the card for the zoom and large sizes; the symbol says it anyway
        P.card_label(surf, good_word(key), round(h * 0.1), inner.w - 6, INK,
                     "midbottom", (w / 2, inner.bottom - max(2, h // 40)))


def back_face(surf: pygame.Surface) -> None:
    """The back of every goods card: a compass rose on a night sea."""
    w, h = surf.get_size()
    inner = body(surf, BACK)
    for k in range(1, 4):
        y = inner.y + inner.h * k / 4
        pygame.draw.arc(surf, P.mix(BACK, P.WHITE, 0.15),
                        pygame.Rect(inner.x, y - h * 0.05, inner.w, h * 0.1), 0, math.pi,
                        max(1, w // 40))
    r = min(w, h) * 0.28
    pygame.draw.polygon(surf, P.BRASS, P.star(4, (w / 2, h / 2), r, r * 0.3))
    pygame.draw.polygon(surf, P.BRASS_DARK, P.star(4, (w / 2, h / 2), r * 0.7, r * 0.25,
                                                   turn=-math.pi / 4))


def role_face(surf: pygame.Surface, key: str) -> None:
    """A role card: its name and its own picture (C5)."""
    w, h = surf.get_size()
    rgb = ROLE_COLOURS.get(key, (120, 120, 120))
    inner = body(surf, P.mix(rgb, P.PARCHMENT, 0.72))
    pygame.draw.rect(surf, rgb, inner, max(2, w // 18), border_radius=radius(w))
    c = (w / 2, h * 0.45)
    r = min(w, h) * 0.3
    role_icon(surf, c, r, key)
    if h * 0.11 >= 12:
        P.card_label(surf, role_word(key), round(h * 0.11), inner.w - 6, INK,
                     "midbottom", (w / 2, inner.bottom - max(2, h // 30)))


def role_icon(surf: pygame.Surface, c: tuple[float, float], r: float, key: str) -> None:
    """Each role's picture: the mate a whistle and anchor, the mutineer a skull and bones, the
    ship's boy a mop and bucket, the merchant a pair of scales with coins, the loadmaster a
    crate on a hook."""
    cx, cy = c
    line = max(1, round(r / 7))
    if key == "mate":
        pygame.draw.line(surf, INK, (cx, cy - r * 0.8), (cx, cy + r * 0.8), line + 1)
        pygame.draw.circle(surf, INK, (cx, cy - r * 0.85), r * 0.2, line)
        pygame.draw.line(surf, INK, (cx - r * 0.45, cy - r * 0.45), (cx + r * 0.45, cy - r * 0.45),
                         line + 1)
        pygame.draw.arc(surf, INK, pygame.Rect(cx - r * 0.8, cy - r * 0.2, r * 1.6, r * 1.1),
                        math.pi, 2 * math.pi, line + 1)
        symbol(surf, (cx + r * 0.75, cy - r * 0.6), r * 0.8, "conflict")
    elif key == "mutineer":
        P.skull(surf, (cx, cy - r * 0.15), r * 0.5, P.WHITE, bones=True)
    elif key == "boy":
        bucket = [(cx - r * 0.55, cy), (cx + r * 0.1, cy), (cx, cy + r * 0.8),
                  (cx - r * 0.45, cy + r * 0.8)]
        pygame.draw.polygon(surf, (150, 110, 60), bucket)
        pygame.draw.polygon(surf, INK, bucket, line)
        pygame.draw.line(surf, (110, 70, 34), (cx + r * 0.7, cy - r * 0.9),
                         (cx + r * 0.3, cy + r * 0.6), line + 1)
        for dx in (-0.2, 0.0, 0.2):
            pygame.draw.line(surf, (220, 210, 180), (cx + r * 0.3, cy + r * 0.6),
                             (cx + r * (0.3 + dx), cy + r * 0.95), line)
    elif key == "merchant":
        pygame.draw.line(surf, INK, (cx, cy - r * 0.8), (cx, cy + r * 0.7), line + 1)
        pygame.draw.line(surf, INK, (cx - r * 0.8, cy - r * 0.5), (cx + r * 0.8, cy - r * 0.5),
                         line + 1)
        for sx in (-1, 1):
            pan = pygame.Rect(0, 0, r * 0.7, r * 0.3)
            pan.midtop = (round(cx + sx * r * 0.7), round(cy))
            pygame.draw.arc(surf, INK, pan.inflate(0, r * 0.3), math.pi, 2 * math.pi, line + 1)
            pygame.draw.line(surf, INK, (cx + sx * r * 0.8, cy - r * 0.5), pan.midtop, 1)
        P.coin(surf, (cx - r * 0.7, cy - r * 0.05), r * 0.2)
        pygame.draw.line(surf, INK, (cx - r * 0.4, cy + r * 0.7), (cx + r * 0.4, cy + r * 0.7),
                         line + 1)
    else:  # loadmaster
        pygame.draw.line(surf, INK, (cx, cy - r), (cx, cy - r * 0.45), line)
        pygame.draw.arc(surf, INK, pygame.Rect(cx - r * 0.2, cy - r * 0.6, r * 0.4, r * 0.3),
                        math.pi, 2 * math.pi, line)
        crate = pygame.Rect(0, 0, r * 1.3, r * 1.1)
        crate.midtop = (round(cx), round(cy - r * 0.3))
        pygame.draw.rect(surf, (170, 120, 64), crate)
        pygame.draw.rect(surf, INK, crate, line)
        pygame.draw.line(surf, INK, crate.topleft, crate.bottomright, line)
        pygame.draw.line(surf, INK, crate.topright, crate.bottomleft, line)


def role_back(surf: pygame.Surface) -> None:
    """The back of the role cards: a red sail with crossed sabres — all five alike."""
    w, h = surf.get_size()
    inner = body(surf, ROLE_BACK)
    frame = inner.inflate(-w // 7, -w // 7)
    pygame.draw.rect(surf, P.BRASS_DARK, frame, max(1, w // 30), border_radius=radius(w) // 2)
    r = min(w, h) * 0.3
    symbol(surf, (w / 2 - r * 0.15, h / 2), r * 1.6, "conflict")
    pygame.draw.circle(surf, P.BRASS, (w / 2, h / 2), max(2, r * 0.15))


def wage_face(surf: pygame.Surface, up: int, down: int, chosen: bool = True) -> None:
    """A captain card (C1): the wage of the side laid out large, the other side's wage small and
    upside down; a captain's hat marks it."""
    w, h = surf.get_size()
    inner = body(surf, (238, 214, 150) if chosen else P.PARCHMENT_DARK)
    P.captain_hat(surf, (w * 0.5, h * 0.18), w * 0.22, INK)
    size = max(12, round(h * 0.36))
    # Lato's figures: the display face's old-style 1 reads as an I
    P.label(surf, str(up), size, INK, "center", (round(w / 2), round(h * 0.52)), bold=True)
    for k in range(up):   # coins: the wage is counted, not only written
        P.coin(surf, (inner.x + w * 0.2 + k * w * 0.2, h * 0.76), max(2, w * 0.07))
    if h * 0.12 >= 12:
        small = pygame.transform.rotate(P.text(str(down), round(h * 0.12),
                                               P.INK_SOFT, True), 180)
        surf.blit(small, small.get_rect(bottomright=(inner.right - 3, inner.bottom - 2)))


def destination_face(surf: pygame.Surface, side: str) -> None:
    """A destination card (C6): the captain's (a hat) or the mutineer's (a skull) on a chart."""
    w, h = surf.get_size()
    rgb = (46, 96, 160) if side == "captain" else (170, 38, 32)
    inner = body(surf, (226, 210, 170))
    pygame.draw.rect(surf, rgb, inner, max(2, w // 12), border_radius=radius(w))
    if side == "captain":
        P.captain_hat(surf, (w / 2, h * 0.42), w * 0.3, rgb)
    else:
        P.skull(surf, (w / 2, h * 0.4), w * 0.2, P.WHITE, bones=True)
    pygame.draw.line(surf, rgb, (w * 0.3, h * 0.75), (w * 0.7, h * 0.75), max(1, h // 25))
    pygame.draw.polygon(surf, rgb, [(w * 0.7, h * 0.68), (w * 0.82, h * 0.75),
                                    (w * 0.7, h * 0.82)])


def ship(surf: pygame.Surface, center: tuple[float, float], s: float,
         hull: P.Colour = (110, 66, 30)) -> None:
    """The merchant ship (C3): a hull, a mast, two white sails."""
    cx, cy = center
    pts = [(cx - s, cy + s * 0.15), (cx + s, cy + s * 0.15), (cx + s * 0.7, cy + s * 0.6),
           (cx - s * 0.7, cy + s * 0.6)]
    pygame.draw.polygon(surf, hull, pts)
    pygame.draw.polygon(surf, INK, pts, max(1, round(s / 8)))
    pygame.draw.line(surf, INK, (cx, cy + s * 0.15), (cx, cy - s * 0.95), max(1, round(s / 7)))
    for top, bottom, half in ((-0.85, -0.4, 0.5), (-0.35, 0.08, 0.65)):
        sail = pygame.Rect(0, 0, round(s * half * 2), round(s * (bottom - top)))
        sail.midtop = (round(cx), round(cy + s * top))
        pygame.draw.rect(surf, P.WHITE, sail, border_radius=max(1, round(s / 8)))
        pygame.draw.rect(surf, INK, sail, 1, border_radius=max(1, round(s / 8)))


def ship_card(surf: pygame.Surface) -> None:
    """The ship in flight between two islands (SH2): the ship on a patch of sea."""
    w, h = surf.get_size()
    pygame.draw.ellipse(surf, (150, 196, 210), surf.get_rect().inflate(-2, -h // 3))
    ship(surf, (w / 2, h / 2), w * 0.4)


def points_face(surf: pygame.Surface, points: int) -> None:
    """Victory points flying to a seat (VR, SA4): a coin with the amount, red when paid."""
    w, h = surf.get_size()
    r = min(w, h) * 0.46
    P.coin(surf, (w / 2, h / 2), r)
    ink = P.RED_DARK if points < 0 else P.INK
    P.label(surf, f"{points:+d}", max(12, round(r * 0.9)), ink, "center",
            (round(w / 2), round(h / 2)), bold=True)


def island_face(surf: pygame.Surface, island: Any, active: bool) -> None:
    """An island tile (C2): its name, the good it buys (bottom left), its sales table (sole /
    two tied / three tied) and its ship points beside a little ship (bottom right). The light
    side is active; the dark side is dimmed and marked "closed" in words too."""
    w, h = surf.get_size()
    sea = (190, 214, 208) if active else (58, 70, 84)
    land = (214, 196, 132) if active else (86, 92, 96)
    green = (96, 150, 82) if active else (70, 84, 80)
    inner = body(surf, sea, P.BRASS_DARK if active else INK)
    blob = inner.inflate(-w * 0.1, -h * 0.22)
    pygame.draw.ellipse(surf, land, blob)
    pygame.draw.ellipse(surf, green, blob.inflate(-blob.w * 0.35, -blob.h * 0.35))
    ink = INK if active else (214, 218, 222)
    name = _(island.name)
    size = max(12, round(h * 0.22))
    P.blit_text(surf, P.fit(name, size, inner.w - 8, ink, True, 12), "midtop",
                (w // 2, inner.y + 2))
    sym = min(h * 0.42, w * 0.22)
    symbol(surf, (inner.x + sym * 0.6 + 2, inner.bottom - sym * 0.6 - 1), sym, island.buys)
    table = " · ".join(str(v) for v in island.table)
    tsize = max(12, round(h * 0.23))
    P.label(surf, table, tsize, ink, "midbottom", (w // 2 + round(w * 0.02), inner.bottom - 1),
            bold=True)
    ship(surf, (inner.right - sym * 1.05, inner.bottom - sym * 0.5), sym * 0.3,
         (110, 66, 30) if active else (70, 70, 70))
    P.label(surf, str(island.ship), tsize, ink, "bottomright", (inner.right - 3, inner.bottom - 1),
            bold=True)
    if not active:   # the dark side, said by more than colour: hatched across
        hatch = pygame.Surface(inner.size, pygame.SRCALPHA)
        step = max(6, h // 6)
        for x in range(-inner.h, inner.w, step):
            pygame.draw.line(hatch, (200, 206, 214, 70), (x, inner.h), (x + inner.h, 0), 1)
        surf.blit(hatch, inner.topleft)


class CardArt:
    """Renders and caches every face and back, per size."""

    def __init__(self, cat: Any) -> None:
        self.cat = cat
        self._cache: dict[tuple[Any, ...], pygame.Surface] = {}

    def forget(self) -> None:
        self._cache.clear()

    def _get(self, key: tuple[Any, ...], size: tuple[int, int], paint: Any) -> pygame.Surface:
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) > 3000:
                self._cache.clear()
            surf = pygame.Surface(size, pygame.SRCALPHA)
            paint(surf)
            self._cache[key] = surf
        return surf

    def good_count(self, key: str) -> int:
        return next((g.count for g in self.cat.goods if g.key == key), 0)

    def face(self, card: int, height: int) -> pygame.Surface:
        """A goods card by id (the good from the catalogue)."""
        key = self.cat.good(card)
        return self.good(key, height)

    def good(self, key: str, height: int) -> pygame.Surface:
        return self._get(("good", key, height), card_size(height),
                         lambda s: goods_face(s, key, self.good_count(key)))

    def back(self, kind: str, height: int) -> pygame.Surface:
        """A back ("goods", "role"), or a public card a flight shows: "role:<key>",
        "wage:<up>:<down>", "dest:<side>"."""
        what, _sep, rest = kind.partition(":")
        if what == "role" and rest:
            return self.role(rest, height)
        if what == "wage" and rest:
            a, _s, b = rest.partition(":")
            if a.isdigit() and b.isdigit():
                return self.wage(int(a), int(b), height)
        if what == "dest" and rest:
            return self.destination(rest, height)
        if what == "ship":
            return self._get(("ship", height), card_size(height), ship_card)
        if what == "points" and rest.lstrip("-").isdigit():
            return self._get(("points", rest, height), card_size(height),
                             lambda s: points_face(s, int(rest)))
        if what == "role":
            return self._get(("role_back", height), card_size(height), role_back)
        return self._get(("back", height), card_size(height), back_face)

    def role(self, key: str, height: int) -> pygame.Surface:
        return self._get(("role", key, height), card_size(height), lambda s: role_face(s, key))

    def wage(self, up: int, down: int, height: int, chosen: bool = True) -> pygame.Surface:
        return self._get(("wage", up, down, chosen, height), card_size(height),
                         lambda s: wage_face(s, up, down, chosen))

    def destination(self, side: str, height: int) -> pygame.Surface:
        return self._get(("dest", side, height), card_size(height),
                         lambda s: destination_face(s, side))

    def island(self, index: int, active: bool, width: int) -> pygame.Surface:
        isl = self.cat.islands[index]
        return self._get(("island", index, active, width), island_size(width),
                         lambda s: island_face(s, isl, active))
