"""The table's palette and drawing primitives: cached text, panels, shadows, skill icons.

Everything here is generic (no Jolly Roger rules): colours, a text cache (rendering text is
the slowest thing a frame does, so every string is rendered once per size and colour), and
small shapes shared by the card art and the HUD.
"""

from __future__ import annotations

import math

import pygame

from scenes import drawing as ui
from scenes import theme as T
from scenes.kit import icons

Colour = tuple[int, int, int]

# --- palette: warm wood, brass, parchment, a teal sea-chart felt ---------------------------------
WOOD_DARK: Colour = (38, 24, 15)
WOOD: Colour = (78, 49, 29)
WOOD_LIGHT: Colour = (104, 68, 40)
SEAM: Colour = (24, 14, 8)
FELT: Colour = (26, 84, 82)
FELT_DARK: Colour = (14, 52, 54)
FELT_LINE: Colour = (52, 120, 112)
BRASS: Colour = (201, 160, 82)
BRASS_DARK: Colour = (124, 90, 42)
BRASS_LIGHT: Colour = (236, 204, 132)
PARCHMENT: Colour = (245, 229, 194)
PARCHMENT_DARK: Colour = (214, 190, 146)
INK: Colour = (36, 24, 16)
INK_SOFT: Colour = (96, 74, 52)
WHITE: Colour = (250, 246, 236)
CREAM: Colour = (236, 222, 190)
RED: Colour = (170, 38, 32)
RED_DARK: Colour = (96, 18, 18)
GOLD: Colour = (236, 186, 48)
GOLD_DARK: Colour = (150, 104, 18)
LIGHT: Colour = (255, 214, 96)  # legal targets, focus, whose turn
GOOD: Colour = (88, 186, 108)
BAD: Colour = (222, 80, 64)
SHADOW = (0, 0, 0, 90)

# Skill colours from the Okabe–Ito palette (colour-blind safe); the icons also differ by shape.
SKILL_COLOURS: dict[str, Colour] = {
    "navigation": (0, 114, 178),  # blue, a ship's wheel
    "cannons": (213, 94, 0),  # vermillion, a cannon
    "sabers": (0, 140, 100),  # bluish green, crossed sabres
}
SIDE_COLOURS: dict[str, Colour] = {"captain": (46, 96, 160), "mutineer": (170, 38, 32)}


def mix(a: Colour, b: Colour, t: float) -> Colour:
    t = min(1.0, max(0.0, t))
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def luminance(c: Colour) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def ink_on(c: Colour) -> Colour:
    """Readable text colour on a background."""
    return INK if luminance(c) > 140 else WHITE


# --- text ----------------------------------------------------------------------------------------


# Issue 17: no text on a table is smaller than this (font pixels) in a window of 1024×768 or
# more, whatever the card size — a word that does not fit at this size is left off (the zoom
# shows it). Smaller windows (down to 800×600) scale it down with everything else, to 9.
TEXT_FLOOR = 12
#: (the window size it was worked out for, the floor): `text_floor` follows the shell's window
_floor: tuple[tuple[int, int] | None, int] = (None, TEXT_FLOOR)


def text_floor() -> int:
    """The floor for the window (or UI-scale canvas) the shell lays out for now
    (`scenes.drawing.window`): TEXT_FLOOR from 1024×768 up, TEXT_FLOOR before any window."""
    global _floor
    size = ui.window
    if size != _floor[0]:
        _floor = (size, TEXT_FLOOR if size is None else
                  min(TEXT_FLOOR, max(9, round(15 * T.unit(size)))))
    return _floor[1]


def set_window(size: tuple[int, int]) -> None:
    """Tests and tools: the shell's window is `size` now (`scenes.drawing.set_window`)."""
    ui.set_window(size)


def font(size: int, bold: bool | str = False) -> pygame.font.Font:
    """The app's fonts (scenes.theme): `bold` True for labels, "display" for titles.
    `size` is the line height in pixels, roughly (never under the floor's font). Not cached
    here: scenes.theme keeps the fonts and makes them again if pygame was shut down and
    started since."""
    role = bold if isinstance(bold, str) else "bold" if bold else "body"
    return T.font(max(text_floor(), round(size * 0.78)), role)


_TEXT: dict[tuple[str, int, bool | str, Colour, int], pygame.Surface] = {}


def text(words: str, size: int, colour: Colour = INK, bold: bool | str = False) -> pygame.Surface:
    """Rendered text, cached (the cache is dropped when it grows past a few thousand)."""
    key = (words, size, bold, colour, text_floor())
    ui.heard(words)
    if ui.probe is not None:
        ui.sized(words, font(size, bold).point_size)
    surf = _TEXT.get(key)
    if surf is None:
        if len(_TEXT) > 4000:
            _TEXT.clear()
            _WORDS.clear()
        surf = _TEXT[key] = T.render(font(size, bold), words, colour)   # no empty boxes
        _WORDS[id(surf)] = words
    return surf


_WORDS: dict[int, str] = {}   # the words of each rendered text (for the overflow probe)


def fits(words: str, size: int, width: int, bold: bool | str = False, smallest: int = 11) -> bool:
    """True if `fit` can show the words whole (at `smallest` at worst)."""
    return font(min(smallest, size), bold).size(words)[0] <= width


def card_label(
    surface: pygame.Surface,
    words: str,
    size: int,
    width: int,
    colour: Colour,
    anchor: str,
    pos: tuple[float, float],
    bold: bool | str = True,
) -> None:
    """A word on a card face (a name, a skill): a little smaller if need be, and left off
    when even that is too wide for a small card — never cut short. The picture on the card
    says the same, and the hover zoom shows the full text (long German and Polish names)."""
    smallest = max(8, size - 2)
    if fits(words, size, width, bold, smallest):
        blit_text(surface, fit(words, size, width, colour, bold, smallest), anchor,
                  (round(pos[0]), round(pos[1])))


CONDENSED = 0.8   # how far card_words may narrow a line that does not fit (its height kept)
_NARROW: dict[tuple[object, ...], pygame.Surface] = {}


def _condensed(words: str, size: int, colour: Colour, bold: bool | str,
               width: int) -> pygame.Surface:
    """A line of text narrowed to `width` pixels, its height kept (cached)."""
    key = (words, size, colour, bold, text_floor(), width)
    got = _NARROW.get(key)
    if got is not None:
        ui.heard(words)   # (on a miss, `text` below tells the capture)
    else:
        if len(_NARROW) > 500:
            _NARROW.clear()
        img = text(words, size, colour, bold)
        got = _NARROW[key] = pygame.transform.smoothscale(img, (width, img.get_height()))
        _WORDS[id(got)] = words
    return got


def legible(room: float) -> bool:
    """True if a line of the smallest text (the floor) fits `room` pixels of height. Words on
    a small card are left off rather than drawn bigger over its picture (issue 17)."""
    return room >= font(0).get_height()


def card_words(
    surface: pygame.Surface,
    words: str,
    size: int,
    box: pygame.Rect,
    colour: Colour,
    bold: bool | str = True,
    align: str = "center",
) -> bool:
    """Words on a card face inside `box`: at `size` (never under the floor), broken into as
    many lines as the box holds, else on one line narrowed to no less than CONDENSED of its
    width (the same height: a long name, 'Sharpshooter', on a small card); left off whole
    when even that does not fit — never cut short, never over the picture (the zoom shows
    the card's words). `align`: "center" or "left". True if drawn."""
    f = font(size, bold)
    step = f.get_linesize()
    slack = step - f.get_height()
    if not words.strip() or f.get_height() > box.h:
        return False
    too_wide = any(f.size(w)[0] > box.w for w in words.split())
    lines = [] if too_wide else wrap(words, size, box.w, bold)
    if too_wide or len(lines) * step > box.h + slack:
        lines = [words]   # one line, narrowed
        if f.size(words)[0] * CONDENSED > box.w:
            return False
    y = box.centery - (len(lines) * step) / 2
    for line in lines:
        img = text(line, size, colour, bold)
        if img.get_width() > box.w:
            img = _condensed(line, size, colour, bold, box.w)
        if align == "left":
            blit_text(surface, img, "midleft", (box.x, round(y + step / 2)))
        else:
            blit_text(surface, img, "center", (box.centerx, round(y + step / 2)))
        y += step
    return True


def fit(
    words: str,
    size: int,
    width: int,
    colour: Colour = INK,
    bold: bool | str = False,
    smallest: int = 11,
) -> pygame.Surface:
    """The text at the largest size ≤ `size` that fits `width`; cut with … if even the
    smallest does not fit."""
    s = size
    smallest = min(smallest, size)
    while s > smallest and font(s, bold).size(words)[0] > width:
        s -= 1
    ui.measure(words, font(s, bold).size(words)[0], width)   # cut short below: a misfit
    if font(s, bold).size(words)[0] <= width:
        return text(words, s, colour, bold)
    cut = words
    while cut and font(s, bold).size(cut + "...")[0] > width:
        cut = cut[:-1]
    return text(cut.rstrip() + "...", s, colour, bold)


_WRAPS: dict[tuple[str, int, int, bool | str, int], list[str]] = {}


def wrap(words: str, size: int, width: int, bold: bool | str = False) -> list[str]:
    """Split a sentence into lines that fit `width` at this size (cached)."""
    key = (words, size, width, bold, text_floor())
    got = _WRAPS.get(key)
    if got is None:
        if len(_WRAPS) > 4000:
            _WRAPS.clear()
        got = _WRAPS[key] = _wrap(words, size, width, bold)
    if ui.probe is not None:
        for line in got:
            ui.measure(line, font(size, bold).size(line)[0], width)
    return got


def _wrap(words: str, size: int, width: int, bold: bool | str) -> list[str]:
    f = font(size, bold)
    lines: list[str] = []
    line = ""
    for word in words.split():
        trial = f"{line} {word}".strip()
        if f.size(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def blit_text(
    surface: pygame.Surface, img: pygame.Surface, anchor: str, pos: tuple[int, int], shadow: int = 0
) -> pygame.Rect:
    """Blit a rendered text by an anchor name (center, midleft, topleft, …)."""
    rect = img.get_rect(**{anchor: pos})
    if ui.probe is not None:
        inside = surface.get_rect()
        if rect.left < inside.left or rect.right > inside.right:
            over = max(0, inside.left - rect.left) + max(0, rect.right - inside.right)
            ui.measure(_WORDS.get(id(img), "(text image)"), rect.width + over, rect.width)
    if shadow:
        surface.blit(_shadow_of(img), rect.move(shadow, shadow))
    surface.blit(img, rect)
    return rect


_SHADOWS: dict[int, tuple[pygame.Surface, pygame.Surface]] = {}


def _shadow_of(img: pygame.Surface) -> pygame.Surface:
    """A dark copy of a rendered text (cached by the text surface itself)."""
    got = _SHADOWS.get(id(img))
    if got is None or got[0] is not img:
        if len(_SHADOWS) > 2000:
            _SHADOWS.clear()
        dark = img.copy()
        dark.fill((0, 0, 0, 150), special_flags=pygame.BLEND_RGBA_MULT)
        got = _SHADOWS[id(img)] = (img, dark)
    return got[1]


def label(
    surface: pygame.Surface,
    words: str,
    size: int,
    colour: Colour,
    anchor: str,
    pos: tuple[int, int],
    bold: bool | str = False,
    shadow: int = 0,
) -> pygame.Rect:
    return blit_text(surface, text(words, size, colour, bold), anchor, pos, shadow)


# --- panels and shadows --------------------------------------------------------------------------

_PANELS: dict[tuple[object, ...], pygame.Surface] = {}


def panel(
    size: tuple[int, int],
    fill: Colour,
    border: Colour,
    radius: int,
    width: int = 2,
    alpha: int = 255,
    shadow: int = 0,
) -> pygame.Surface:
    """A rounded panel (optionally translucent, with a soft drop shadow), cached by look."""
    key = (size, fill, border, radius, width, alpha, shadow)
    surf = _PANELS.get(key)
    if surf is not None:
        return surf
    if len(_PANELS) > 600:
        _PANELS.clear()
    w, h = size
    surf = pygame.Surface((w + shadow * 2, h + shadow * 2), pygame.SRCALPHA)
    for i in range(shadow, 0, -1):
        a = int(60 * (1 - i / (shadow + 1)))
        pygame.draw.rect(
            surf,
            (0, 0, 0, a),
            pygame.Rect(shadow - i + i // 2, shadow - i + i, w + i, h + i // 2),
            border_radius=radius + i,
        )
    body = pygame.Rect(shadow, shadow, w, h)
    pygame.draw.rect(surf, (*fill, alpha), body, border_radius=radius)
    if width:
        pygame.draw.rect(surf, (*border, 255), body, width, border_radius=radius)
    _PANELS[key] = surf
    return surf


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: Colour,
    border: Colour,
    radius: int,
    width: int = 2,
    alpha: int = 255,
    shadow: int = 0,
) -> None:
    img = panel(rect.size, fill, border, radius, width, alpha, shadow)
    surface.blit(img, (rect.x - shadow, rect.y - shadow))


_GLOWS: dict[tuple[object, ...], pygame.Surface] = {}


def card_radius(w: int) -> int:
    """The corner radius of a card `w` pixels wide."""
    return max(2, round(w * 0.08))


def card_body(surf: pygame.Surface, fill: Colour, edge: Colour = INK) -> pygame.Rect:
    """A card's body filling `surf`: rounded, with a dark edge; returns the inner area."""
    w, _h = surf.get_size()
    r = card_radius(w)
    rect = surf.get_rect()
    pygame.draw.rect(surf, edge, rect, border_radius=r)
    inner = rect.inflate(-max(2, w // 30) * 2, -max(2, w // 30) * 2)
    pygame.draw.rect(surf, fill, inner, border_radius=max(1, r - 1))
    return inner


def glow(size: tuple[int, int], colour: Colour, radius: int, spread: int) -> pygame.Surface:
    """A soft halo to put behind a rect (legal targets, whose turn)."""
    key = (size, colour, radius, spread)
    surf = _GLOWS.get(key)
    if surf is None:
        if len(_GLOWS) > 300:
            _GLOWS.clear()
        w, h = size
        surf = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
        for i in range(spread, 0, -1):
            a = int(150 * (1 - i / (spread + 1)) ** 2)
            r = pygame.Rect(spread - i, spread - i, w + 2 * i, h + 2 * i)
            pygame.draw.rect(surf, (*colour, a), r, 2, border_radius=radius + i)
        _GLOWS[key] = surf
    return surf


def draw_glow(
    surface: pygame.Surface, rect: pygame.Rect, colour: Colour, radius: int, spread: int
) -> None:
    surface.blit(glow(rect.size, colour, radius, spread), (rect.x - spread, rect.y - spread))


def dashed_rect(
    surface: pygame.Surface, rect: pygame.Rect, colour: Colour, width: int = 2, dash: int = 10
) -> None:
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    for x in range(x0, x1, dash * 2):
        pygame.draw.line(surface, colour, (x, y0), (min(x + dash, x1), y0), width)
        pygame.draw.line(surface, colour, (x, y1), (min(x + dash, x1), y1), width)
    for y in range(y0, y1, dash * 2):
        pygame.draw.line(surface, colour, (x0, y), (x0, min(y + dash, y1)), width)
        pygame.draw.line(surface, colour, (x1, y), (x1, min(y + dash, y1)), width)


# --- icons ---------------------------------------------------------------------------------------


def skill_icon(
    surface: pygame.Surface,
    skill: str,
    center: tuple[float, float],
    r: float,
    colour: Colour | None = None,
) -> None:
    """Navigation = a ship's wheel, cannons = a cannon, sabers = crossed sabres (the
    game-icons.net pictures "crew.<skill>", rimmed in a darker shade): the shape alone tells
    the skill (colour-blind safe). Without the picture, or smaller than 8 pixels: a compass
    diamond, a round cannonball, crossed blades (plain crossed strokes when tiny — the same
    shape at every size, issue 17)."""
    cx, cy = center
    col = colour or SKILL_COLOURS[skill]
    dark = mix(col, INK, 0.55)
    light = mix(col, WHITE, 0.55)
    r = max(3.0, r)
    if r >= 4 and icons.available(f"crew.{skill}"):
        icons.draw(surface, f"crew.{skill}", center, 2 * r, col, dark, 1)
        return
    if skill == "navigation":
        outer = [(cx, cy - r), (cx + r * 0.62, cy), (cx, cy + r), (cx - r * 0.62, cy)]
        pygame.draw.polygon(surface, col, outer)
        pygame.draw.polygon(surface, dark, outer, max(1, round(r / 7)))
        inner = [(cx - r * 0.55, cy), (cx, cy - r * 0.2), (cx + r * 0.55, cy), (cx, cy + r * 0.2)]
        pygame.draw.polygon(surface, light, inner)
        pygame.draw.circle(surface, dark, (cx, cy), max(1.5, r * 0.14))
    elif skill == "cannons":
        pygame.draw.circle(surface, dark, (cx, cy), r * 0.86)
        pygame.draw.circle(surface, col, (cx, cy), r * 0.86 - max(1, r / 7))
        pygame.draw.circle(surface, light, (cx - r * 0.3, cy - r * 0.3), max(1.5, r * 0.22))
    else:  # sabers
        if r < 8:
            w = max(2, round(r / 2.5))
            for sign in (-1, 1):
                tip = (cx + sign * r * 0.85, cy - r * 0.85)
                hilt = (cx - sign * r * 0.85, cy + r * 0.85)
                pygame.draw.line(surface, dark, tip, hilt, w + 2)
            for sign in (-1, 1):
                tip = (cx + sign * r * 0.85, cy - r * 0.85)
                hilt = (cx - sign * r * 0.85, cy + r * 0.85)
                pygame.draw.line(surface, col, tip, hilt, w)
            return
        w = max(2, round(r / 3.2))
        for sign in (-1, 1):
            tip = (cx + sign * r * 0.8, cy - r * 0.9)
            hilt = (cx - sign * r * 0.55, cy + r * 0.6)
            pygame.draw.line(surface, dark, tip, hilt, w + 2)
            pygame.draw.line(surface, col, tip, hilt, w)
            gx, gy = cx - sign * r * 0.38, cy + r * 0.42
            pygame.draw.line(
                surface,
                dark,
                (gx - r * 0.28, gy - sign * r * 0.28 * sign),
                (gx + r * 0.28, gy + r * 0.28 * sign * sign),
                w,
            )
            pygame.draw.circle(
                surface, dark, (cx - sign * r * 0.72, cy + r * 0.78), max(2, r * 0.16)
            )


def crew_badge(surface: pygame.Surface, center: tuple[float, float], r: float, count: int) -> None:
    """The crew count (mutiny strength): a dark shield-round with a white number."""
    cx, cy = center
    pygame.draw.circle(surface, INK, (cx, cy), r)
    pygame.draw.circle(surface, BRASS, (cx, cy), r, max(1, round(r / 6)))
    label(
        surface,
        str(count),
        max(10, round(r * 1.5)),
        WHITE,
        "center",
        (round(cx), round(cy + r * 0.06)),
        bold=True,
    )


def captain_hat(
    surface: pygame.Surface, center: tuple[float, float], r: float, colour: Colour = GOLD
) -> None:
    """The captain's marker: a pirate captain in his tricorn (game-icons.net,
    "marker.captain"), rimmed in ink; without the picture, a drawn tricorn."""
    if icons.available("marker.captain"):
        icons.draw(surface, "marker.captain", center, 2.1 * r, colour, INK if colour != INK
                   else GOLD, 1)
        return
    cx, cy = center
    pts = [
        (cx - r, cy + r * 0.1),
        (cx - r * 0.55, cy - r * 0.55),
        (cx, cy - r * 0.25),
        (cx + r * 0.55, cy - r * 0.55),
        (cx + r, cy + r * 0.1),
        (cx, cy + r * 0.55),
    ]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, GOLD, pts, max(1, round(r / 6)))
    skull(surface, (cx, cy), r * 0.26, WHITE)


def key_icon(
    surface: pygame.Surface, center: tuple[float, float], r: float, colour: Colour = GOLD
) -> None:
    """A key: the quartermaster's marker (game-icons.net, "marker.quartermaster", rimmed in
    ink; without the picture, a drawn key)."""
    if icons.available("marker.quartermaster"):
        icons.draw(surface, "marker.quartermaster", center, 2.1 * r, colour,
                   INK if colour != INK else GOLD, 1)
        return
    cx, cy = center
    w = max(2, round(r / 3.5))
    pygame.draw.circle(surface, colour, (cx - r * 0.5, cy), r * 0.42, w)
    pygame.draw.line(surface, colour, (cx - r * 0.1, cy), (cx + r * 0.95, cy), w)
    pygame.draw.line(surface, colour, (cx + r * 0.7, cy), (cx + r * 0.7, cy + r * 0.4), w)
    pygame.draw.line(surface, colour, (cx + r * 0.4, cy), (cx + r * 0.4, cy + r * 0.3), w)


def skull(
    surface: pygame.Surface,
    center: tuple[float, float],
    r: float,
    colour: Colour = WHITE,
    bones: bool = False,
) -> None:
    """A skull; with `bones`, the skull and crossed bones of a pirate flag (game-icons.net,
    "marker.mutiny", when it loads)."""
    if bones and icons.available("marker.mutiny"):
        icons.draw(surface, "marker.mutiny", center, 3.2 * r, colour)
        return
    cx, cy = center
    if bones:
        w = max(2, round(r / 3))
        for sx in (-1, 1):
            a = (cx - r * 1.3 * sx, cy - r * 0.2)
            b = (cx + r * 1.3 * sx, cy + r * 1.5)
            pygame.draw.line(surface, colour, a, b, w)
            for p in (a, b):
                pygame.draw.circle(surface, colour, p, w * 0.8)
    pygame.draw.circle(surface, colour, (cx, cy), r)
    pygame.draw.rect(
        surface,
        colour,
        pygame.Rect(cx - r * 0.55, cy + r * 0.4, r * 1.1, r * 0.7),
        border_radius=max(1, round(r / 4)),
    )
    hole = (20, 12, 8)
    pygame.draw.circle(surface, hole, (cx - r * 0.38, cy + r * 0.05), r * 0.27)
    pygame.draw.circle(surface, hole, (cx + r * 0.38, cy + r * 0.05), r * 0.27)
    pygame.draw.polygon(
        surface,
        hole,
        [(cx, cy + r * 0.3), (cx - r * 0.12, cy + r * 0.52), (cx + r * 0.12, cy + r * 0.52)],
    )


def chest(surface: pygame.Surface, center: tuple[float, float], r: float) -> None:
    """A treasure chest (buried treasure, prize counts): game-icons.net's locked chest
    ("marker.buried") in gold rimmed in dark wood; without the picture, a drawn chest."""
    if icons.available("marker.buried"):
        icons.draw(surface, "marker.buried", center, 2.2 * r, GOLD, (70, 40, 16), 1)
        return
    cx, cy = center
    body = pygame.Rect(0, 0, r * 2, r * 1.2)
    body.midtop = (round(cx), round(cy - r * 0.2))
    lid = pygame.Rect(0, 0, r * 2, r * 0.9)
    lid.midbottom = (round(cx), body.top + 1)
    pygame.draw.rect(surface, (110, 66, 30), body, border_radius=max(1, round(r / 5)))
    pygame.draw.rect(
        surface,
        (136, 84, 40),
        lid,
        border_top_left_radius=round(r * 0.6),
        border_top_right_radius=round(r * 0.6),
    )
    pygame.draw.rect(surface, GOLD, body, max(1, round(r / 7)), border_radius=max(1, round(r / 5)))
    pygame.draw.line(
        surface, GOLD, (body.left, body.top), (body.right - 1, body.top), max(1, round(r / 7))
    )
    pygame.draw.rect(
        surface, GOLD, pygame.Rect(cx - r * 0.18, body.top - r * 0.1, r * 0.36, r * 0.45)
    )


def coin(surface: pygame.Surface, center: tuple[float, float], r: float) -> None:
    cx, cy = center
    pygame.draw.circle(surface, GOLD_DARK, (cx, cy + max(1, r * 0.12)), r)
    pygame.draw.circle(surface, GOLD, (cx, cy), r)
    pygame.draw.circle(surface, BRASS_LIGHT, (cx, cy), r * 0.7, max(1, round(r / 6)))


def star(
    points: int, center: tuple[float, float], r_out: float, r_in: float, turn: float = -math.pi / 2
) -> list[tuple[float, float]]:
    cx, cy = center
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = turn + i * math.pi / points
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts
