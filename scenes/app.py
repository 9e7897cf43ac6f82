"""The game window. For now it shows a placeholder table until the table scene exists.

pygame is imported inside the functions, so that importing this module (for `_` or the command line)
stays cheap and a missing or broken pygame becomes one clear line instead of a traceback.

Test hooks, read from the environment:
  JOLLY_ROGER_AUTOCLOSE_MS=N    close the window by itself after N milliseconds
  JOLLY_ROGER_SCREENSHOT=PATH   save the last frame drawn as an image before closing
"""

from __future__ import annotations

import math
import os
import sys
from typing import TYPE_CHECKING

try:
    from game.i18n import _ as _  # `as _`: re-exported for scenes.cli
except ImportError:  # the engine's gettext set-up is not written yet

    def _(message: str) -> str:
        return message


if TYPE_CHECKING:
    import pygame

WINDOW_SIZE = (1280, 720)
FRAMES_PER_SECOND = 30
APP_IDENTITY = {
    "SDL_APP_NAME": "Jolly Roger",
    "SDL_VIDEO_X11_WMCLASS": "jolly-roger",
    "SDL_VIDEO_WAYLAND_WMCLASS": "jolly-roger",
}
INVISIBLE_DRIVERS = ("offscreen", "dummy")  # what SDL falls back to when there is no screen

WOOD_DARK = (33, 21, 14)
WOOD_LIGHT = (92, 58, 34)
WOOD_SEAM = (22, 13, 8)
SEA_TOP = (22, 96, 100)
SEA_BOTTOM = (9, 52, 60)
SEA_WAVE = (58, 140, 136)
BRASS = (190, 150, 78)
BRASS_DARK = (120, 88, 40)
PARCHMENT = (246, 230, 196)
FOAM = (212, 232, 222)
INK = (6, 24, 28)
HINT = (196, 164, 120)


def run() -> int:
    """Open the window and keep it until the player closes it; 0 then, 1 if it cannot open."""
    autoclose_ms = _env_milliseconds("JOLLY_ROGER_AUTOCLOSE_MS")
    screenshot = os.environ.get("JOLLY_ROGER_SCREENSHOT")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    for hint, value in APP_IDENTITY.items():  # names for the taskbar and the sound mixer
        os.environ.setdefault(hint, value)
    try:
        import pygame
    except ImportError as error:
        return _tell(
            _("Jolly Roger could not start: pygame-ce is missing ({reason}).").format(reason=error)
            + " "
            + _("Start the game with: python3 play.py")
        )
    if _unix_without_display():
        return _no_window(_("no display found (neither DISPLAY nor WAYLAND_DISPLAY is set)"))
    try:
        pygame.display.init()
        pygame.font.init()
        driver = pygame.display.get_driver()
        if driver in INVISIBLE_DRIVERS and not os.environ.get("SDL_VIDEODRIVER"):
            pygame.quit()  # SDL fell back to a window nobody can see: say so instead
            return _no_window(_("no display found (SDL fell back to its invisible driver)"))
        pygame.display.set_caption(_("Jolly Roger"))
        pygame.display.set_mode(WINDOW_SIZE, pygame.RESIZABLE)
    except pygame.error as error:
        pygame.quit()
        return _no_window(str(error).rstrip(". ") or _("no display found"))
    try:
        _show_placeholder(autoclose_ms, screenshot)
    finally:
        pygame.quit()
    return 0


def _unix_without_display() -> bool:
    """On Linux and the BSDs a window needs X11 or Wayland, unless SDL_VIDEODRIVER picks another."""
    return (
        sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd"))
        and not os.environ.get("SDL_VIDEODRIVER")
        and not os.environ.get("DISPLAY")
        and not os.environ.get("WAYLAND_DISPLAY")
    )


def _no_window(reason: str) -> int:
    return _tell(
        _("Jolly Roger could not open a window: {reason}.").format(reason=reason)
        + " "
        + _("Start it from a desktop session with a screen.")
    )


def _tell(message: str) -> int:
    print(message, file=sys.stderr)
    return 1


def _env_milliseconds(name: str) -> int | None:
    value = os.environ.get(name, "").strip()
    if not value:
        return None
    try:
        return max(0, int(value))
    except ValueError:
        print(
            _("Ignoring {name}={value}: not a whole number.").format(name=name, value=value),
            file=sys.stderr,
        )
        return None


def _show_placeholder(autoclose_ms: int | None, screenshot: str | None) -> None:
    import pygame as pg

    clock = pg.time.Clock()
    started = pg.time.get_ticks()
    frame: pygame.Surface | None = None
    while True:
        closing = any(
            event.type in (pg.QUIT, pg.WINDOWCLOSE)
            or (event.type == pg.KEYDOWN and event.key == pg.K_ESCAPE)
            for event in pg.event.get()
        )
        if autoclose_ms is not None and pg.time.get_ticks() - started >= autoclose_ms:
            closing = True
        screen = pg.display.get_surface()
        if screen is None:  # the display went away under us
            return
        if frame is None or frame.get_size() != screen.get_size():
            frame = _paint_placeholder(screen.get_size())
        screen.blit(frame, (0, 0))
        pg.display.flip()
        if closing:
            if screenshot:
                os.makedirs(os.path.dirname(os.path.abspath(screenshot)), exist_ok=True)
                pg.image.save(screen, screenshot)
            return
        clock.tick(FRAMES_PER_SECOND)


def _paint_placeholder(size: tuple[int, int]) -> pygame.Surface:
    """A wooden table with a framed stretch of sea, the title and what is coming."""
    import pygame as pg

    width, height = size
    frame = pg.Surface(size)
    _paint_planks(frame)
    sea = pg.Rect(0, 0, round(width * 0.82), round(height * 0.66))
    sea.center = (width // 2, round(height * 0.47))
    _paint_sea(frame, sea)

    unit = min(width / WINDOW_SIZE[0], height / WINDOW_SIZE[1])
    title_font = pg.font.Font(None, max(24, round(150 * unit)))
    line_font = pg.font.Font(None, max(14, round(34 * unit)))
    hint_font = pg.font.Font(None, max(12, round(26 * unit)))

    title_y = sea.top + round(sea.height * 0.38)
    _blit_centered(frame, title_font, _("Jolly Roger"), PARCHMENT, (sea.centerx, title_y), 4)
    rule_y = title_y + round(title_font.get_height() * 0.55)
    _paint_rule(frame, sea.centerx, rule_y, round(sea.width * 0.28), max(5, round(8 * unit)))
    line = _("The table is coming soon — the rules engine is being built.")
    _blit_centered(frame, line_font, line, FOAM, (sea.centerx, rule_y + round(50 * unit)), 2)
    hint_y = (sea.bottom + height) // 2
    _blit_centered(frame, hint_font, _("Press Esc to leave"), HINT, (width // 2, hint_y), 0)
    return frame


def _paint_planks(frame: pygame.Surface) -> None:
    import pygame as pg

    width, height = frame.get_size()
    plank = max(40, height // 7)
    for index, top in enumerate(range(0, height, plank)):
        shade = 0.45 + 0.3 * ((index * 7) % 5) / 4  # neighbouring planks differ a little
        for y in range(top, min(top + plank, height)):
            grain = 0.05 * math.sin(y * 0.9 + index) + 0.04 * math.sin(y * 0.23 + 2 * index)
            frame.fill(_mix(WOOD_DARK, WOOD_LIGHT, shade + grain), (0, y, width, 1))
        for streak in range(3):  # long, slightly wavy grain lines
            y0 = top + plank * (streak + 1) / 4
            wave = 90 + 30 * streak
            points = [(x, y0 + 3 * math.sin(x / wave + index)) for x in range(0, width + 20, 20)]
            pg.draw.aalines(frame, _mix(WOOD_DARK, WOOD_LIGHT, shade - 0.25), False, points)
        frame.fill(WOOD_SEAM, (0, top, width, 2))
        frame.fill(_mix(WOOD_LIGHT, PARCHMENT, 0.1), (0, top + 2, width, 1))
        joint = (index * 389 + 150) % max(1, width)  # planks end at staggered butt joints
        frame.fill(WOOD_SEAM, (joint, top, 2, plank))
    vignette = pg.Surface(frame.get_size(), pg.SRCALPHA)
    band = max(2, min(width, height) // 60)
    for step in range(12):
        inset = step * band
        ring = vignette.get_rect().inflate(-2 * inset, -2 * inset)
        pg.draw.rect(vignette, (0, 0, 0, 14), ring, band)
    frame.blit(vignette, (0, 0))


def _paint_sea(frame: pygame.Surface, sea: pygame.Rect) -> None:
    import pygame as pg

    radius = max(8, sea.height // 18)
    water = pg.Surface(sea.size, pg.SRCALPHA)
    for y in range(sea.height):
        colour = _mix(SEA_TOP, SEA_BOTTOM, y / max(1, sea.height - 1))
        water.fill((*colour, 255), (0, y, sea.width, 1))
    for row in range(1, 9):
        base = row * sea.height / 9
        crest = _mix(_mix(SEA_TOP, SEA_BOTTOM, base / sea.height), SEA_WAVE, 0.35)
        points = [
            (x, base + 5 * math.sin(x / 38 + row * 1.7) + 3 * math.sin(x / 13 + row))
            for x in range(0, sea.width + 8, 8)
        ]
        pg.draw.aalines(water, crest, False, points)
    mask = pg.Surface(sea.size, pg.SRCALPHA)
    pg.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    water.blit(mask, (0, 0), special_flags=pg.BLEND_RGBA_MIN)
    shadow = pg.Surface(sea.inflate(28, 28).size, pg.SRCALPHA)
    for grow in range(0, 14, 2):  # a soft shadow: stacked translucent rounded rects
        pg.draw.rect(
            shadow,
            (0, 0, 0, 22),
            shadow.get_rect().inflate(-grow * 2, -grow * 2),
            border_radius=radius + 14 - grow,
        )
    frame.blit(shadow, (sea.x - 14, sea.y - 6))
    frame.blit(water, sea.topleft)
    pg.draw.rect(frame, BRASS_DARK, sea.inflate(10, 10), 3, border_radius=radius + 5)
    pg.draw.rect(frame, BRASS, sea.inflate(4, 4), 3, border_radius=radius + 2)


def _paint_rule(frame: pygame.Surface, x: int, y: int, half: int, gem: int) -> None:
    """A brass line with a small diamond (`gem` pixels wide on each side) under the title."""
    import pygame as pg

    thickness = max(1, gem // 4)
    pg.draw.line(frame, BRASS, (x - half, y), (x - 2 * gem, y), thickness)
    pg.draw.line(frame, BRASS, (x + 2 * gem, y), (x + half, y), thickness)
    pg.draw.polygon(frame, BRASS, [(x, y - gem), (x + gem, y), (x, y + gem), (x - gem, y)])


def _blit_centered(
    frame: pygame.Surface,
    font: pygame.font.Font,
    text: str,
    colour: tuple[int, int, int],
    center: tuple[int, int],
    shadow: int,
) -> None:
    if shadow:
        ink = font.render(text, True, INK)
        frame.blit(ink, ink.get_rect(center=(center[0] + shadow, center[1] + shadow)))
    words = font.render(text, True, colour)
    frame.blit(words, words.get_rect(center=center))


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    t = min(1.0, max(0.0, t))
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )
