"""The look of the app: palette, seat colours and emblems, fonts, and the painted table.

Warm dark wood, brass, parchment and a teal sea. Every scene takes its colours and fonts
from here, so the app looks like one piece. Sizes scale with the window: `unit(size)` is 1.0
at 1280x720, 2.0 at 2560x1440.
"""

from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

Colour = tuple[int, int, int]

BASE_SIZE = (1280, 720)
FONT_DIR = Path(__file__).resolve().parent.parent / "assets" / "fonts"

# --- palette -------------------------------------------------------------------------------
WOOD_DARK: Colour = (33, 21, 14)
WOOD_MID: Colour = (62, 39, 24)
WOOD_LIGHT: Colour = (92, 58, 34)
WOOD_SEAM: Colour = (22, 13, 8)
BRASS: Colour = (196, 156, 82)
BRASS_LIGHT: Colour = (232, 196, 120)
BRASS_DARK: Colour = (120, 88, 40)
PARCHMENT: Colour = (246, 230, 196)
PARCHMENT_DARK: Colour = (214, 190, 146)
INK: Colour = (38, 24, 14)
INK_SOFT: Colour = (92, 68, 46)
SEA_TOP: Colour = (22, 96, 100)
SEA_BOTTOM: Colour = (9, 52, 60)
SEA_WAVE: Colour = (58, 140, 136)
FOAM: Colour = (212, 232, 222)
HINT: Colour = (196, 164, 120)
FOCUS: Colour = (126, 220, 214)    # keyboard focus ring: bright sea-glass
DANGER: Colour = (168, 52, 40)
SUCCESS: Colour = (72, 150, 88)
DISABLED: Colour = (110, 96, 82)
SHADOW = (0, 0, 0)

# --- seats: ten colours that stay apart for colour-blind eyes, each with its own shape ------
# Okabe & Ito's palette (without black) followed by two of Paul Tol's light colours, ordered
# so that small tables get the most distinct ones. Colour is never the only cue: every seat
# also has an emblem shape (`draw_emblem`).
SEAT_COLOURS: tuple[Colour, ...] = (
    (230, 159, 0),     # orange
    (86, 180, 233),    # sky blue
    (0, 158, 115),     # bluish green
    (240, 228, 66),    # yellow
    (213, 94, 0),      # vermillion
    (204, 121, 167),   # reddish purple
    (0, 114, 178),     # blue
    (235, 230, 220),   # bone white
    (255, 170, 187),   # pink
    (187, 204, 51),    # pear
)
EMBLEMS: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "star", "hexagon",
                            "cross", "down", "pentagon", "ring")


def seat_colour(index: int) -> Colour:
    return SEAT_COLOURS[index % len(SEAT_COLOURS)]


def emblem_for(colour: Colour) -> str:
    """The shape that goes with a seat colour (the same colour always has the same shape)."""
    try:
        return EMBLEMS[SEAT_COLOURS.index(tuple(colour))]  # type: ignore[arg-type]
    except ValueError:
        return EMBLEMS[sum(colour) % len(EMBLEMS)]


def draw_emblem(surface: pygame.Surface, colour: Colour, center: tuple[int, int],
                radius: int, outline: Colour = INK) -> None:
    """A seat's emblem: its colour in its own shape, with a dark outline."""
    import pygame as pg

    shape = emblem_for(colour)
    x, y = center
    r = max(3, radius)
    width = max(1, r // 5)
    if shape in ("circle", "ring"):
        pg.draw.circle(surface, outline, center, r + width)
        pg.draw.circle(surface, colour, center, r)
        if shape == "ring":
            pg.draw.circle(surface, outline, center, r // 2)
        return
    if shape == "square":
        points = _polygon(x, y, r * 1.25, 4, math.pi / 4)
    elif shape == "diamond":
        points = _polygon(x, y, r * 1.2, 4, 0)
    elif shape == "triangle":
        points = _polygon(x, y, r * 1.3, 3, 0)
    elif shape == "down":
        points = _polygon(x, y, r * 1.3, 3, math.pi)
    elif shape == "hexagon":
        points = _polygon(x, y, r * 1.12, 6, math.pi / 6)
    elif shape == "pentagon":
        points = _polygon(x, y, r * 1.15, 5, 0)
    elif shape == "star":
        outer = _polygon(x, y, r * 1.35, 5, 0)
        inner = _polygon(x, y, r * 0.6, 5, math.pi / 5)
        points = [p for pair in zip(outer, inner, strict=True) for p in pair]
    else:  # cross
        a, b = r, max(2, r // 2)
        points = [(x - b, y - a), (x + b, y - a), (x + b, y - b), (x + a, y - b), (x + a, y + b),
                  (x + b, y + b), (x + b, y + a), (x - b, y + a), (x - b, y + b), (x - a, y + b),
                  (x - a, y - b), (x - b, y - b)]
    pg.draw.polygon(surface, colour, points)
    pg.draw.polygon(surface, outline, points, width)


def _polygon(x: float, y: float, r: float, n: int, turn: float) -> list[tuple[float, float]]:
    """n corners on a circle, the first straight up (turned by `turn`)."""
    angles = [turn + 2 * math.pi * k / n for k in range(n)]
    return [(x + r * math.sin(a), y - r * math.cos(a)) for a in angles]


# --- sizes and fonts ----------------------------------------------------------------------

def unit(size: tuple[int, int]) -> float:
    """How much bigger than 1280x720 the window is (the smaller of the two ratios)."""
    return min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1])


FONT_FILES = {"display": "Vollkorn-Bold.ttf", "body": "Lato-Regular.ttf", "bold": "Lato-Bold.ttf"}


_FONTS: dict[tuple[int, str], pygame.font.Font] = {}
# Grows when every cached word must be drawn again: pygame was quit and started again (every
# font had to be remade), or the language changed (`new_generation`). Text caches key on it and
# scenes rebuild their labels and layouts when it moves.
generation = 0


def new_generation() -> None:
    """Every rendered word, label and laid-out text is out of date (a new language)."""
    global generation
    generation += 1


def font(size: int, role: str = "body") -> pygame.font.Font:
    """A font by role: "display" (titles, buttons), "body" (text) or "bold" (labels).
    Falls back to pygame's own font if the bundled file is missing."""
    import pygame as pg

    global generation
    key = (max(8, int(size)), role)
    cached = _FONTS.get(key)
    if cached is not None:
        try:
            cached.get_height()   # a font made before pygame.quit() is dead
            return cached
        except pg.error:
            _FONTS.clear()
            _LACKS.clear()
            _BOX.clear()
            _FALLBACK.clear()
            generation += 1
    if not pg.font.get_init():
        pg.font.init()
    path = FONT_DIR / FONT_FILES.get(role, FONT_FILES["body"])
    try:
        made = pg.font.Font(str(path), key[0])
    except (OSError, pg.error):
        made = pg.font.Font(None, round(key[0] * 1.3))
        made.set_bold(role != "body")
    _FONTS[key] = made
    return made


# --- characters the fonts cannot draw (issue 17) ------------------------------------------------

#: fonts with wide coverage (Chinese, Japanese, Korean, …) often found on players' machines,
#: tried in order when a text holds characters the bundled fonts lack (a name in a shared log)
FALLBACK_FONTS = ("notosanscjksc", "notosanscjkjp", "notosanscjk", "sourcehansans",
                  "droidsansfallback", "microsoftyahei", "msyh", "simsun", "msgothic",
                  "yugothic", "malgungothic", "pingfangsc", "hiraginosans", "applesdgothicneo",
                  "arialunicodems", "unifont")
NOTDEF = "\U0010fffd"   # a private character no font draws: the picture of a missing glyph
_LACKS: dict[tuple[int, str], bool] = {}
_BOX: dict[int, tuple[tuple[int, int], bytes]] = {}   # each font's picture of NOTDEF
_FALLBACK: dict[int, pygame.font.Font | None] = {}


def _picture(f: pygame.font.Font, ch: str) -> tuple[tuple[int, int], bytes]:
    import pygame as pg

    image = f.render(ch, False, (255, 255, 255))
    return image.get_size(), pg.image.tobytes(image, "P")


def lacks(f: pygame.font.Font, ch: str) -> bool:
    """Does `f` draw `ch` as its "missing" box? (Asked once per font and character.)"""
    key = (id(f), ch)
    found = _LACKS.get(key)
    if found is None:
        box = _BOX.get(id(f))
        if box is None:
            box = _BOX[id(f)] = _picture(f, NOTDEF)
        import pygame as pg

        try:
            found = not ch.isspace() and ch.isprintable() and _picture(f, ch) == box
        except pg.error:   # nothing to draw on its own (a variation selector): not for names
            found = True
        _LACKS[key] = found
    return found


def undrawable(words: str) -> str:
    """The characters of `words` that one of the bundled fonts (any role) cannot draw."""
    fonts = [font(20, role) for role in FONT_FILES]
    return "".join(dict.fromkeys(ch for ch in words if not ch.isascii()
                                 and any(lacks(f, ch) for f in fonts)))


def drawable(ch: str) -> bool:
    """May `ch` be typed in a name: printable, and drawn by the game's own fonts (a name is
    shown on every machine a log is shared with: never as empty boxes)."""
    return ch.isprintable() and not undrawable(ch)


def fallback_font(points: int) -> pygame.font.Font | None:
    """A font of the machine's that draws more of the world's scripts, or None."""
    if points not in _FALLBACK:
        import pygame as pg

        made = None
        for name in FALLBACK_FONTS:
            path = pg.font.match_font(name)
            if path:
                try:
                    made = pg.font.Font(path, points)
                    break
                except (OSError, pg.error):
                    continue
        _FALLBACK[points] = made
    return _FALLBACK[points]


def render(f: pygame.font.Font, words: str, colour: Colour,
           antialias: bool = True) -> pygame.Surface:
    """`f.render`, never with empty boxes: the characters `f` lacks (a name from someone
    else's log) are drawn in a fallback font of the machine's that has them, on one line
    with the rest; a character no font here has shows as "?"."""
    if words.isascii():
        return f.render(words, antialias, colour)
    missing = {ch for ch in words if not ch.isascii() and lacks(f, ch)}
    if not missing:
        return f.render(words, antialias, colour)
    other = fallback_font(getattr(f, "point_size", f.get_height()))
    if other is None or any(lacks(other, ch) for ch in missing):
        return f.render("".join("?" if ch in missing else ch for ch in words), antialias,
                        colour)
    runs: list[tuple[pygame.font.Font, str]] = []
    for ch in words:
        which = other if ch in missing else f
        if runs and runs[-1][0] is which:
            runs[-1] = (which, runs[-1][1] + ch)
        else:
            runs.append((which, ch))
    return _joined([(g, g.render(run, antialias, colour)) for g, run in runs])


def _joined(parts: list[tuple[pygame.font.Font, pygame.Surface]]) -> pygame.Surface:
    """Pictures of text side by side on one baseline."""
    import pygame as pg

    ascent = max(g.get_ascent() for g, _image in parts)
    height = max(ascent - g.get_ascent() + image.get_height() for g, image in parts)
    out = pg.Surface((sum(image.get_width() for _g, image in parts), height), pg.SRCALPHA)
    x = 0
    for g, image in parts:
        out.blit(image, (x, ascent - g.get_ascent()))
        x += image.get_width()
    return out


def scaled_font(size: tuple[int, int], points: float, role: str = "body",
                minimum: int = 12) -> pygame.font.Font:
    """A font of `points` at 1280x720, scaled to the window, never below `minimum`."""
    return font(max(minimum, round(points * unit(size))), role)


# --- colours ------------------------------------------------------------------------------

def mix(a: Colour, b: Colour, t: float) -> Colour:
    t = min(1.0, max(0.0, t))
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def readable_on(colour: Colour) -> Colour:
    """Ink or parchment, whichever reads better on `colour`."""
    r, g, b = colour
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 140 else PARCHMENT


# --- the painted table --------------------------------------------------------------------

@lru_cache(maxsize=4)
def table_background(size: tuple[int, int]) -> pygame.Surface:
    """Warm wooden planks with a soft dark vignette, painted once per window size."""
    import pygame as pg

    width, height = size
    frame = pg.Surface(size).convert() if pg.display.get_surface() else pg.Surface(size)
    plank = max(40, height // 7)
    for index, top in enumerate(range(0, height, plank)):
        shade = 0.45 + 0.3 * ((index * 7) % 5) / 4  # neighbouring planks differ a little
        for y in range(top, min(top + plank, height)):
            grain = 0.05 * math.sin(y * 0.9 + index) + 0.04 * math.sin(y * 0.23 + 2 * index)
            frame.fill(mix(WOOD_DARK, WOOD_LIGHT, shade + grain), (0, y, width, 1))
        for streak in range(3):  # long, slightly wavy grain lines
            y0 = top + plank * (streak + 1) / 4
            wave = 90 + 30 * streak
            points = [(x, y0 + 3 * math.sin(x / wave + index)) for x in range(0, width + 20, 20)]
            pg.draw.aalines(frame, mix(WOOD_DARK, WOOD_LIGHT, shade - 0.25), False, points)
        frame.fill(WOOD_SEAM, (0, top, width, 2))
        frame.fill(mix(WOOD_LIGHT, PARCHMENT, 0.1), (0, top + 2, width, 1))
        joint = (index * 389 + 150) % max(1, width)  # planks end at staggered butt joints
        frame.fill(WOOD_SEAM, (joint, top, 2, plank))
    vignette = pg.Surface(size, pg.SRCALPHA)
    band = max(2, min(width, height) // 60)
    for step in range(12):
        inset = step * band
        ring = vignette.get_rect().inflate(-2 * inset, -2 * inset)
        pg.draw.rect(vignette, (0, 0, 0, 16), ring, band)
    frame.blit(vignette, (0, 0))
    return frame


@lru_cache(maxsize=8)
def sea(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A stretch of teal sea with wave lines and rounded corners (transparent outside)."""
    import pygame as pg

    width, height = size
    water = pg.Surface(size, pg.SRCALPHA)
    for y in range(height):
        colour = mix(SEA_TOP, SEA_BOTTOM, y / max(1, height - 1))
        water.fill((*colour, 255), (0, y, width, 1))
    for row in range(1, 9):
        base = row * height / 9
        crest = mix(mix(SEA_TOP, SEA_BOTTOM, base / height), SEA_WAVE, 0.35)
        points = [(x, base + 5 * math.sin(x / 38 + row * 1.7) + 3 * math.sin(x / 13 + row))
                  for x in range(0, width + 8, 8)]
        pg.draw.aalines(water, crest, False, points)
    mask = pg.Surface(size, pg.SRCALPHA)
    pg.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    water.blit(mask, (0, 0), special_flags=pg.BLEND_RGBA_MIN)
    return water


def draw_sea(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The sea in a brass frame with a soft shadow."""
    import pygame as pg

    radius = max(8, rect.height // 18)
    drop_shadow(surface, rect, radius, 14)
    surface.blit(sea(rect.size, radius), rect.topleft)
    pg.draw.rect(surface, BRASS_DARK, rect.inflate(10, 10), 3, border_radius=radius + 5)
    pg.draw.rect(surface, BRASS, rect.inflate(4, 4), 3, border_radius=radius + 2)


def drop_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int, spread: int) -> None:
    """A soft shadow under `rect`: stacked translucent rounded rectangles."""
    spread = max(2, spread)
    surface.blit(_shadow(rect.size, radius, spread), (rect.x - spread, rect.y - spread // 2))


@lru_cache(maxsize=64)
def _shadow(size: tuple[int, int], radius: int, spread: int) -> pygame.Surface:
    import pygame as pg

    shadow = pg.Surface((size[0] + 2 * spread, size[1] + 2 * spread), pg.SRCALPHA)
    for grow in range(0, spread, 2):
        pg.draw.rect(shadow, (0, 0, 0, 22), shadow.get_rect().inflate(-grow * 2, -grow * 2),
                     border_radius=radius + spread - grow)
    return shadow.convert_alpha() if pg.display.get_surface() else shadow


@lru_cache(maxsize=8)
def veil(size: tuple[int, int], rgba: tuple[int, int, int, int]) -> pygame.Surface:
    """A translucent sheet over the whole window (overlays, the curtain)."""
    import pygame as pg

    sheet = pg.Surface(size, pg.SRCALPHA)
    sheet.fill(rgba)
    return sheet


def brass_rule(surface: pygame.Surface, x: int, y: int, half: int, gem: int) -> None:
    """A brass line with a small diamond in the middle (under titles)."""
    import pygame as pg

    thickness = max(1, gem // 4)
    pg.draw.line(surface, BRASS, (x - half, y), (x - 2 * gem, y), thickness)
    pg.draw.line(surface, BRASS, (x + 2 * gem, y), (x + half, y), thickness)
    pg.draw.polygon(surface, BRASS, [(x, y - gem), (x + gem, y), (x, y + gem), (x - gem, y)])
