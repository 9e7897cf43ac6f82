"""The game-icons.net pictures (issue 17), by key ("crew.cannons", "prize.rum"), at any pixel
size and colour. assets/icons/manifest.toml maps each key to an SVG that tools/fetch_icons.py
extracted, filled white; pygame-ce renders it at the size asked (crisp, never a scaled bitmap)
and it is tinted by multiplying with the colour. Rendered surfaces are cached, so a card face
redrawn every frame costs a dictionary look-up.

A missing key, a missing or broken file or a pygame without SVG support never crashes a
table: `icon` then returns a plain drawn stand-in (a ring with a dot) and `available` says
False, so a caller may draw its own shape instead.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pygame

Colour = tuple[int, int, int]
WHITE: Colour = (255, 255, 255)

LIMIT = 3000                                 # cached pictures before the caches are emptied
_KEYS: dict[str, str] | None = None          # key -> icon name, from the manifest
_WHITE: dict[tuple[str, int], pygame.Surface | None] = {}
_TINTED: dict[tuple[str, int, Colour], pygame.Surface] = {}
_EDGED: dict[tuple[str, int, Colour, Colour, int], pygame.Surface] = {}


FOLDER = Path(__file__).resolve().parent.parent.parent / "assets" / "icons"


def folder() -> Path:
    return FOLDER


def keys() -> dict[str, str]:
    """Every key the manifest names and its icon (empty if the manifest is unreadable)."""
    global _KEYS
    if _KEYS is None:
        try:
            data = tomllib.loads((folder() / "manifest.toml").read_text(encoding="utf-8"))
            _KEYS = {str(k): str(v) for k, v in dict(data.get("keys", {})).items()}
        except (OSError, ValueError, TypeError):
            _KEYS = {}
    return _KEYS


def _render(key: str, size: int) -> pygame.Surface | None:
    """The white picture at `size` x `size`, or None when it cannot be had."""
    cached = _WHITE.get((key, size), False)
    if cached is not False:
        return cached
    name = keys().get(key)
    surf = None
    if name is not None and hasattr(pygame.image, "load_sized_svg"):
        try:
            surf = pygame.image.load_sized_svg(str(folder() / f"{name}.svg"), (size, size))
            if surf.get_size() != (size, size):          # a non-square viewBox: centre it
                box = pygame.Surface((size, size), pygame.SRCALPHA)
                box.blit(surf, surf.get_rect(center=(size // 2, size // 2)))
                surf = box
            surf = surf.convert_alpha() if pygame.display.get_surface() else surf
        except (pygame.error, OSError, ValueError):
            surf = None
    _WHITE[(key, size)] = surf
    return surf


def available(key: str, size: int = 32) -> bool:
    """Whether the real picture for `key` loads (else `icon` gives the stand-in)."""
    return _render(key, max(1, size)) is not None


def icon(key: str, size: int, colour: Colour = WHITE) -> pygame.Surface:
    """The picture for `key`, `size` pixels square, in `colour` (transparent around it)."""
    size = max(1, round(size))
    colour = (colour[0], colour[1], colour[2])
    found = _TINTED.get((key, size, colour))
    if found is not None:
        return found
    if len(_TINTED) > LIMIT:          # many window sizes later: start again, never grow forever
        _TINTED.clear()
        _EDGED.clear()
        _WHITE.clear()
    white = _render(key, size)
    if white is None:
        surf = _stand_in(size, colour)
    else:
        surf = white.copy()
        surf.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    _TINTED[(key, size, colour)] = surf
    return surf


def edged(key: str, size: int, colour: Colour, edge: Colour, width: int = 1) -> pygame.Surface:
    """The picture in `colour` with a `width`-pixel rim in `edge` all round it, so it reads on
    any background (a skill's colour on its own tint, a gold key on a dark strip). The
    surface is `size + 2 * width` pixels square."""
    size, width = max(1, round(size)), max(0, round(width))
    edge = (edge[0], edge[1], edge[2])
    found = _EDGED.get((key, size, (colour[0], colour[1], colour[2]), edge, width))
    if found is not None:
        return found
    surf = pygame.Surface((size + 2 * width, size + 2 * width), pygame.SRCALPHA)
    rim = icon(key, size, edge)
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if (dx or dy) and dx * dx + dy * dy <= width * width + 1:
                surf.blit(rim, (width + dx, width + dy))
    surf.blit(icon(key, size, colour), (width, width))
    _EDGED[(key, size, (colour[0], colour[1], colour[2]), edge, width)] = surf
    return surf


def draw(surface: pygame.Surface, key: str, center: tuple[float, float], size: float,
         colour: Colour = WHITE, edge: Colour | None = None, width: int = 1) -> pygame.Rect:
    """Blit the picture centred on `center` (with a rim in `edge` if given); returns where
    it went."""
    if edge is None:
        img = icon(key, round(size), colour)
    else:
        img = edged(key, round(size), colour, edge, width)
    return surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


def _stand_in(size: int, colour: Colour) -> pygame.Surface:
    """A plain shape for a picture that would not load: a ring and a dot."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size / 2
    pygame.draw.circle(surf, colour, (r, r), r * 0.8, max(1, round(size / 10)))
    pygame.draw.circle(surf, colour, (r, r), max(1.0, r * 0.25))
    return surf


def forget() -> None:
    """Drop every cached picture (tests; a changed assets folder)."""
    global _KEYS
    _KEYS = None
    _WHITE.clear()
    _TINTED.clear()
    _EDGED.clear()
