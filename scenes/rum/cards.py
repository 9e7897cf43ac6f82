"""RUM's card art, drawn by our own code: the rum cards (a single and a double end), the seven
captain cards, the castaway clock, the parrot and the backs. Every fact (colours, their bottle
shapes, which colour sits on which end, the clock's penalty) comes from the catalogue
(`game.rum.cards`); this module only draws.

Colour is never the only cue (RU4): each colour's bottle has its own shape, so a colour-blind
player reads a card by its silhouettes. Faces are rendered once per (card, size) and cached.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from scenes.kit import geometry
from scenes.kit import paint as P

RATIO = 1.4  # height / width of every card
BACK = (58, 36, 22)          # the wreck's planks
BACK_LINE = (150, 104, 52)
GLASS_INK = (24, 16, 10)     # the outline of every bottle


def card_size(height: int) -> tuple[int, int]:
    return geometry.card_size(height, RATIO)


# --- the seven bottle shapes (RU4: shape as well as colour) --------------------------------------


def bottle(
    surf: pygame.Surface, center: tuple[float, float], size: float, rgb: P.Colour, shape: str
) -> None:
    """One bottle `size` pixels tall, centred, in its colour's own silhouette."""
    cx, cy = center
    s = size / 2
    line = max(1, round(size / 22))
    light = P.mix(rgb, P.WHITE, 0.45)
    polys: list[list[tuple[float, float]]] = []
    circles: list[tuple[tuple[float, float], float]] = []
    rects: list[pygame.Rect] = []
    neck_w, neck_top, neck_bottom = s * 0.22, cy - s, cy - s * 0.35

    def rect(x0: float, y0: float, x1: float, y1: float) -> pygame.Rect:
        return pygame.Rect(round(x0), round(y0), max(1, round(x1 - x0)), max(1, round(y1 - y0)))

    if shape == "round":          # a ball with a short neck
        circles.append(((cx, cy + s * 0.35), s * 0.62))
        neck_bottom = cy - s * 0.15
        neck_top = cy - s * 0.8
    elif shape == "tall":         # a slim tall bottle
        rects.append(rect(cx - s * 0.3, cy - s * 0.3, cx + s * 0.3, cy + s))
        polys.append([(cx - s * 0.3, cy - s * 0.3), (cx - s * 0.12, cy - s * 0.55),
                      (cx + s * 0.12, cy - s * 0.55), (cx + s * 0.3, cy - s * 0.3)])
        neck_w, neck_bottom = s * 0.16, cy - s * 0.5
    elif shape == "square":       # a square case bottle
        rects.append(rect(cx - s * 0.55, cy - s * 0.2, cx + s * 0.55, cy + s))
        neck_bottom = cy - s * 0.15
    elif shape == "flask":        # a cone widening to a flat base
        polys.append([(cx - s * 0.2, cy - s * 0.35), (cx + s * 0.2, cy - s * 0.35),
                      (cx + s * 0.75, cy + s), (cx - s * 0.75, cy + s)])
    elif shape == "jug":          # a pot-bellied jug with a handle
        circles.append(((cx - s * 0.08, cy + s * 0.38), s * 0.58))
        pygame.draw.circle(surf, GLASS_INK, (round(cx + s * 0.5), round(cy + s * 0.1)),
                           round(s * 0.32), max(2, round(size / 12)))
        neck_bottom = cy - s * 0.1
        neck_top = cy - s * 0.75
    elif shape == "gourd":        # two bulbs, a small one on a big one
        circles.append(((cx, cy + s * 0.5), s * 0.5))
        circles.append(((cx, cy - s * 0.15), s * 0.33))
        neck_bottom, neck_top = cy - s * 0.4, cy - s
    else:                         # "demijohn": wide, squat, wrapped in straps
        polys.append([(cx - s * 0.25, cy - s * 0.25), (cx + s * 0.25, cy - s * 0.25),
                      (cx + s * 0.8, cy + s * 0.2), (cx + s * 0.7, cy + s),
                      (cx - s * 0.7, cy + s), (cx - s * 0.8, cy + s * 0.2)])
        neck_bottom = cy - s * 0.2
        neck_top = cy - s * 0.72
    neck = rect(cx - neck_w / 2, neck_top, cx + neck_w / 2, neck_bottom + line)
    for (x, y), r in circles:
        pygame.draw.circle(surf, GLASS_INK, (round(x), round(y)), round(r) + line)
    for pts in polys:
        pygame.draw.polygon(surf, GLASS_INK, pts)
        pygame.draw.polygon(surf, GLASS_INK, pts, line * 2)
    for r in rects:
        pygame.draw.rect(surf, GLASS_INK, r.inflate(line * 2, line * 2),
                         border_radius=max(1, r.w // 6))
    pygame.draw.rect(surf, GLASS_INK, neck.inflate(line * 2, line * 2))
    for (x, y), r in circles:
        pygame.draw.circle(surf, rgb, (round(x), round(y)), round(r))
    for pts in polys:
        pygame.draw.polygon(surf, rgb, pts)
    for r in rects:
        pygame.draw.rect(surf, rgb, r, border_radius=max(1, r.w // 6))
    pygame.draw.rect(surf, rgb, neck)
    cork = rect(cx - neck_w * 0.6, neck_top - s * 0.14, cx + neck_w * 0.6, neck_top + 1)
    pygame.draw.rect(surf, (150, 100, 50), cork)
    pygame.draw.rect(surf, GLASS_INK, cork, max(1, line // 2 + 1) if size > 30 else 1)
    if shape == "demijohn":       # the straps
        for dy in (0.35, 0.7):
            y = round(cy + s * dy)
            pygame.draw.line(surf, GLASS_INK, (round(cx - s * 0.75), y),
                             (round(cx + s * 0.75), y), line)
    # a highlight on the glass
    if size >= 16:
        pygame.draw.line(surf, light, (round(cx - s * 0.18), round(cy + s * 0.05)),
                         (round(cx - s * 0.18), round(cy + s * 0.6)), max(1, line))


def _colour(cat: Any, index: int) -> Any:
    return cat.colours[index]


# --- faces ---------------------------------------------------------------------------------------


def rum_face(surf: pygame.Surface, cat: Any, card: int) -> None:
    """A rum card single end up: one bottle at the top, two (the double end) upside down at the
    bottom, so turning the card brings the double end up (DA7)."""
    w, h = surf.get_size()
    info = cat.card(card)
    single, double = _colour(cat, info.single), _colour(cat, info.double)
    inner = P.card_body(surf, P.PARCHMENT)
    top = pygame.Rect(inner.x, inner.y, inner.w, inner.h // 2)
    bottom = pygame.Rect(inner.x, inner.y + inner.h // 2, inner.w, inner.h - inner.h // 2)
    pygame.draw.rect(surf, P.mix(single.rgb, P.PARCHMENT, 0.72), top,
                     border_top_left_radius=P.card_radius(w),
                     border_top_right_radius=P.card_radius(w))
    pygame.draw.rect(surf, P.mix(double.rgb, P.PARCHMENT, 0.72), bottom,
                     border_bottom_left_radius=P.card_radius(w),
                     border_bottom_right_radius=P.card_radius(w))
    pygame.draw.line(surf, P.INK_SOFT, (inner.x + 2, inner.centery),
                     (inner.right - 3, inner.centery), max(1, w // 40))
    size = h * 0.3
    bottle(surf, (w / 2, h * 0.25), size, single.rgb, single.shape)
    half = pygame.Surface((w, h // 2), pygame.SRCALPHA)
    for dx in (-0.26, 0.14):   # clear of the corner index once turned round (x -> w - x)
        bottle(half, (w / 2 + w * dx, h * 0.25), size * 0.85, double.rgb, double.shape)
    surf.blit(pygame.transform.rotate(half, 180), (0, h - h // 2))
    # the left edge stays visible in a fanned hand: each end's count and bottle there
    n = max(10, round(h * 0.09))
    mini = h * 0.1
    if w >= 30:
        x = inner.x + max(3, w // 14)
        P.label(surf, "1", n, P.INK, "topleft", (x, inner.y + h // 60), bold=True)
        bottle(surf, (x + mini * 0.3, inner.y + h // 60 + n + mini * 0.6), mini, single.rgb,
               single.shape)
        P.label(surf, "2", n, P.INK, "bottomleft", (x, inner.bottom - h // 60), bold=True)
        for k in (0, 1):
            bottle(surf, (x + mini * 0.3 + k * mini * 0.5,
                          inner.bottom - h // 60 - n - mini * 0.6), mini * 0.8, double.rgb,
                   double.shape)


def rum_face_up(surf_face: pygame.Surface, end: str) -> pygame.Surface:
    """The face as laid with `end` up: the double end turns the card round (DA7)."""
    return pygame.transform.rotate(surf_face, 180) if end == "double" else surf_face


def parrot_face(surf: pygame.Surface) -> None:
    """The parrot: no bottles, a green bird on a perch."""
    w, h = surf.get_size()
    P.card_body(surf, (232, 214, 170))
    cx, cy, s = w / 2, h * 0.48, w * 0.3
    pygame.draw.line(surf, (110, 70, 34), (cx - s * 1.3, cy + s * 1.35),
                     (cx + s * 1.3, cy + s * 1.35),
                     max(2, round(s / 5)))
    green, red, yellow = (40, 150, 60), (200, 40, 30), (240, 200, 40)
    tail = [(cx - s * 0.2, cy + s * 0.6), (cx + s * 0.3, cy + s * 0.6),
            (cx + s * 0.1, cy + s * 2.0)]
    pygame.draw.polygon(surf, red, tail)
    pygame.draw.polygon(surf, GLASS_INK, tail, 1)
    pygame.draw.ellipse(surf, GLASS_INK, pygame.Rect(cx - s * 0.65, cy - s * 0.6, s * 1.3, s * 1.9))
    pygame.draw.ellipse(surf, green, pygame.Rect(cx - s * 0.6, cy - s * 0.55, s * 1.2, s * 1.8))
    wing = pygame.Rect(cx - s * 0.1, cy - s * 0.1, s * 0.6, s * 1.2)
    pygame.draw.ellipse(surf, (30, 110, 150), wing)
    pygame.draw.circle(surf, GLASS_INK, (cx, cy - s * 0.75), s * 0.55)
    pygame.draw.circle(surf, green, (cx, cy - s * 0.75), s * 0.5)
    pygame.draw.circle(surf, P.WHITE, (cx + s * 0.12, cy - s * 0.85), s * 0.16)
    pygame.draw.circle(surf, GLASS_INK, (cx + s * 0.15, cy - s * 0.85), s * 0.08)
    beak = [(cx + s * 0.35, cy - s * 0.85), (cx + s * 0.85, cy - s * 0.55),
            (cx + s * 0.35, cy - s * 0.45)]
    pygame.draw.polygon(surf, yellow, beak)
    pygame.draw.polygon(surf, GLASS_INK, beak, 1)
    for dx in (-0.2, 0.2):
        pygame.draw.line(surf, (90, 60, 30), (cx + s * dx, cy + s * 1.2),
                         (cx + s * dx, cy + s * 1.38),
                         max(1, round(s / 8)))


def captain_face(surf: pygame.Surface, cat: Any, colour: int, value: int) -> None:
    """A captain card: its colour's bottle, the value on top (1–8) and eight pips, the current
    one filled (DA7: the art shows the value; nothing else turns)."""
    w, h = surf.get_size()
    c = _colour(cat, colour)
    inner = P.card_body(surf, P.mix(c.rgb, P.PARCHMENT, 0.35), P.INK)
    pygame.draw.rect(surf, P.mix(c.rgb, P.INK, 0.25), inner, max(1, w // 25),
                     border_radius=P.card_radius(w))
    ink = P.ink_on(P.mix(c.rgb, P.PARCHMENT, 0.35))
    P.captain_hat(surf, (w * 0.3, h * 0.14), w * 0.16, P.INK)
    bottle(surf, (w * 0.7, h * 0.52), h * 0.4, c.rgb, c.shape)
    num = max(10, round(h * 0.42))
    P.label(surf, str(value), num, ink, "center", (round(w * 0.32), round(h * 0.5)), bold=True)
    pips = 8
    gap = inner.w / (pips + 1)
    y = inner.bottom - h * 0.09
    r = max(1.5, min(gap * 0.38, h * 0.035))
    for k in range(1, pips + 1):
        x = inner.x + gap * k
        pygame.draw.circle(surf, GLASS_INK, (x, y), r + 1)
        pygame.draw.circle(surf, P.GOLD if k <= value else P.PARCHMENT, (x, y), r)


def clock_face(surf: pygame.Surface, value: int, penalty: int) -> None:
    """The castaway clock: eight marks round a dial, the hand on the value, the pirate ship at
    8, and the parrot penalty (2 or 3 cards) drawn in the centre (C6)."""
    w, h = surf.get_size()
    inner = P.card_body(surf, (40, 62, 78), P.INK)
    cx, cy = w / 2, h * 0.42
    R = min(inner.w, inner.h) * 0.42
    pygame.draw.circle(surf, (226, 214, 180), (cx, cy), R)
    pygame.draw.circle(surf, P.BRASS_DARK, (cx, cy), R, max(1, round(R / 14)))
    for k in range(1, 9):
        a = -math.pi / 2 + (k - 1) * 2 * math.pi / 8
        x, y = cx + math.cos(a) * R * 0.78, cy + math.sin(a) * R * 0.78
        if k == 8:
            _ship(surf, (x, y), R * 0.2, P.RED if value == 8 else P.INK)
            continue
        col = P.RED if k == value else P.INK
        P.label(surf, str(k), max(8, round(R * 0.3)), col, "center", (round(x), round(y)),
                bold=True)
    a = -math.pi / 2 + (value - 1) * 2 * math.pi / 8
    tip = (cx + math.cos(a) * R * 0.58, cy + math.sin(a) * R * 0.58)
    pygame.draw.line(surf, P.RED_DARK, (cx, cy), tip, max(2, round(R / 10)))
    pygame.draw.circle(surf, P.RED_DARK, (cx, cy), max(2, R * 0.08))
    _penalty(surf, (cx, h * 0.86), h * 0.1, penalty)


def _penalty(surf: pygame.Surface, center: tuple[float, float], s: float, n: int) -> None:
    """The penalty symbol: `n` little cards fanned out."""
    cx, cy = center
    for i in range(n):
        dx = (i - (n - 1) / 2) * s * 0.55
        r = pygame.Rect(0, 0, max(3, round(s * 0.7)), max(4, round(s)))
        r.center = (round(cx + dx), round(cy))
        pygame.draw.rect(surf, P.WHITE, r, border_radius=max(1, r.w // 5))
        pygame.draw.rect(surf, GLASS_INK, r, 1, border_radius=max(1, r.w // 5))


def _ship(surf: pygame.Surface, center: tuple[float, float], s: float, ink: P.Colour) -> None:
    """The pirate ship: the clock's eighth mark (E3)."""
    cx, cy = center
    hull = [(cx - s * 1.2, cy + s * 0.2), (cx + s * 1.2, cy + s * 0.2),
            (cx + s * 0.8, cy + s * 0.8),
            (cx - s * 0.8, cy + s * 0.8)]
    pygame.draw.polygon(surf, ink, hull)
    pygame.draw.line(surf, ink, (cx, cy + s * 0.2), (cx, cy - s * 1.1), max(1, round(s / 5)))
    pygame.draw.polygon(surf, ink, [(cx + s * 0.1, cy - s), (cx + s * 0.9, cy), (cx + s * 0.1, cy)])
    pygame.draw.polygon(surf, ink, [(cx - s * 0.1, cy - s * 0.8), (cx - s * 0.7, cy + s * 0.05),
                                    (cx - s * 0.1, cy + s * 0.05)])


def back_face(surf: pygame.Surface) -> None:
    """The back of every rum card and of the parrot: planks of the wreck and a bottle."""
    w, h = surf.get_size()
    inner = P.card_body(surf, BACK, P.INK)
    for k in range(1, 5):
        y = inner.y + inner.h * k / 5
        pygame.draw.line(surf, P.mix(BACK, P.INK, 0.5), (inner.x + 2, y), (inner.right - 3, y),
                         max(1, w // 50))
    frame = inner.inflate(-w // 8, -w // 8)
    pygame.draw.rect(surf, BACK_LINE, frame, max(1, w // 30), border_radius=P.card_radius(w) // 2)
    bottle(surf, (w / 2, h / 2), h * 0.36, (180, 120, 50), "round")


class CardArt:
    """Renders and caches the faces (rum cards and the parrot, by id), the backs, the captain
    cards and the clock, per size."""

    def __init__(self, cat: Any) -> None:
        self.cat = cat
        self._cache: dict[tuple[Any, ...], pygame.Surface] = {}

    def forget(self) -> None:
        self._cache.clear()

    def _get(self, key: tuple[Any, ...], height: int, paint: Any) -> pygame.Surface:
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) > 3000:
                self._cache.clear()
            surf = pygame.Surface(card_size(height), pygame.SRCALPHA)
            paint(surf)
            self._cache[key] = surf
        return surf

    def face(self, card: int, height: int) -> pygame.Surface:
        """A rum card single end up, or the parrot."""
        if card == self.cat.parrot:
            return self._get(("parrot", height), height, parrot_face)
        return self._get(("rum", card, height), height,
                         lambda s: rum_face(s, self.cat, card))

    def face_up(self, card: int, end: str, height: int) -> pygame.Surface:
        """A rum card as laid, `end` up."""
        return rum_face_up(self.face(card, height), end)

    def back(self, kind: str, height: int) -> pygame.Surface:
        """The rum back; a flight may also name a captain card ("captain:<colour>:<value>") or
        the clock ("clock:<value>:<penalty>"), which are public and not card ids."""
        what, _sep, rest = kind.partition(":")
        if what in ("captain", "clock") and rest:
            a, _sep, b = rest.partition(":")
            if a.isdigit() and b.isdigit():
                if what == "captain":
                    return self.captain(int(a), int(b), height)
                return self.clock(int(a), int(b), height)
        return self._get(("back", height), height, back_face)

    def captain(self, colour: int, value: int, height: int) -> pygame.Surface:
        return self._get(("captain", colour, value, height), height,
                         lambda s: captain_face(s, self.cat, colour, value))

    def clock(self, value: int, penalty: int, height: int) -> pygame.Surface:
        return self._get(("clock", value, penalty, height), height,
                         lambda s: clock_face(s, value, penalty))
