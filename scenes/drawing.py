"""Text and panels drawn in the app's own look: one line (`text`), a paragraph broken into
lines (`wrap`), a line cut short to fit (`fit`), a framed panel, and the app-wide notice.

Every label drawn into a box of known width can be measured by the overflow probe, which the
tests switch on (`drawing.probe = OverflowProbe()`) to find words that do not fit. Every string
drawn can be recorded by the text capture (`drawing.capture = TextCapture()`), so a test can read
all the words on screen in a frame (hot-seat: none may tell another seat's secret).
"""

from __future__ import annotations

from functools import lru_cache

import pygame as pg

from scenes import theme as T

# --- the overflow probe --------------------------------------------------------------------

class OverflowProbe:
    """Switched on by tests (`drawing.probe = OverflowProbe()`): every label drawn into a box of
    known width is measured, and each one wider than its box is kept in `misfits` as
    (words, width, room). A label cut short with "…" to fit counts as a misfit too.

    It also notes the size of every text drawn (issue 17): `smallest` is the smallest font
    (pixels) seen, and each text under `floor` pixels is kept in `small` as (words, pixels)."""

    def __init__(self, floor: int = 0) -> None:
        self.measured = 0
        self.misfits: list[tuple[str, int, int]] = []
        self.floor = floor
        self.smallest = 0
        self.small: list[tuple[str, int]] = []


probe: OverflowProbe | None = None


# --- the window scenes lay out for -----------------------------------------------------------

#: the size scenes lay out for now — the window, or the UI-scale canvas (None before the first
#: scene): the manager sets it; what depends on it (the kit's text floor) reads it from here
window: tuple[int, int] | None = None


def set_window(size: tuple[int, int]) -> None:
    """The window (or UI-scale canvas) is `size` now (the manager, tests, tools)."""
    global window
    window = (size[0], size[1])


def measure(words: str, width: int, room: int) -> None:
    """Tell the probe (if on) that `words`, `width` pixels wide, must fit `room` pixels."""
    if probe is not None and words.strip():
        probe.measured += 1
        if width > room:
            probe.misfits.append((words, width, room))


def sized(words: str, pixels: int) -> None:
    """Tell the probe (if on) that `words` were drawn in a font of `pixels` (its size)."""
    if probe is not None and words.strip():
        if not probe.smallest or pixels < probe.smallest:
            probe.smallest = pixels
        if pixels < probe.floor:
            probe.small.append((words, pixels))


# --- the text capture ----------------------------------------------------------------------

class TextCapture:
    """Switched on by tests (`drawing.capture = TextCapture()`): every string rendered for the
    screen is appended to `words` — by this module's `text`, the kit's `paint.text` — and the
    caches that keep painted pixels (the table's board, its regions) hand theirs in again each
    frame they put those pixels back (`mark`, `since`, `again`). A test clears `words` before a
    frame and reads what that frame shows after it."""

    def __init__(self) -> None:
        self.words: list[str] = []


capture: TextCapture | None = None


def heard(words: str) -> None:
    """Tell the capture (if on) that `words` are drawn now."""
    if capture is not None and words.strip():
        capture.words.append(words)


def mark() -> int:
    """Where the capture is now (a cache about to paint notes it)."""
    return len(capture.words) if capture is not None else 0


def since(at: int) -> tuple[str, ...]:
    """The words drawn since `mark()` returned `at` (a cache keeps them with its pixels)."""
    return tuple(capture.words[at:]) if capture is not None else ()


def again(words: tuple[str, ...]) -> None:
    """A cache put back pixels with these words on them."""
    if capture is not None:
        capture.words.extend(words)


# --- text ---------------------------------------------------------------------------------

_rendered: dict[tuple[str, int, T.Colour, int], pg.Surface] = {}


def rendered(words: str, font: pg.font.Font, colour: T.Colour) -> pg.Surface:
    """The text as an image, kept for the next frame (menus redraw the same words)."""
    key = (words, id(font), colour, T.generation)
    heard(words)
    if probe is not None:
        sized(words, font.point_size)
    image = _rendered.get(key)
    if image is None:
        if len(_rendered) > 3000:
            _rendered.clear()
        image = _rendered[key] = T.render(font, words, colour)   # no empty boxes
    return image


def text(surface: pg.Surface, words: str, font: pg.font.Font, colour: T.Colour,
         pos: tuple[int, int], anchor: str = "topleft", shadow: int = 0,
         room: int | None = None) -> pg.Rect:
    """Draw one line; `anchor` is a pygame.Rect attribute ('center', 'midtop', …).
    `room`: the width the line must fit (checked by the overflow probe); it must always
    stay inside the surface."""
    image = rendered(words, font, colour)
    rect = image.get_rect(**{anchor: pos})
    if probe is not None:
        if room is not None:
            measure(words, rect.width, room)
        inside = surface.get_rect()
        if rect.left < inside.left or rect.right > inside.right:
            measure(words, rect.width + max(0, inside.left - rect.left)
                    + max(0, rect.right - inside.right), rect.width)
    if shadow:
        dark = rendered(words, font, T.SHADOW).copy()
        dark.set_alpha(150)
        surface.blit(dark, rect.move(shadow, shadow))
    surface.blit(image, rect)
    return rect


def wrap(words: str, font: pg.font.Font, width: int) -> list[str]:
    """Break a paragraph into lines that fit `width` pixels (long words are kept whole)."""
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    if probe is not None:   # a word longer than the line sticks out
        for line in lines:
            measure(line, font.size(line)[0], width)
    return lines


def fit(words: str, font: pg.font.Font, width: int) -> str:
    """The text, shortened with an ellipsis if it is wider than `width`."""
    measure(words, font.size(words)[0], width)
    if font.size(words)[0] <= width:
        return words
    while words and font.size(words + "…")[0] > width:
        words = words[:-1]
    return words + "…"


# --- panels -------------------------------------------------------------------------------

def panel(surface: pg.Surface, rect: pg.Rect, kind: str = "wood", radius: int = 14) -> None:
    """A framed area: "wood" (dark, for light text) or "parchment" (light, for ink)."""
    spread = max(6, rect.height // 40)
    surface.blit(_panel(rect.size, kind, radius, spread), (rect.x - spread, rect.y - spread))


@lru_cache(maxsize=32)
def _panel(size: tuple[int, int], kind: str, radius: int, spread: int) -> pg.Surface:
    """The panel and its soft shadow in one image (one blit a frame)."""
    body = pg.Surface((size[0] + 2 * spread, size[1] + 2 * spread), pg.SRCALPHA)
    T.drop_shadow(body, pg.Rect(spread, spread, *size), radius, spread)
    rect = pg.Rect(spread, spread, *size)
    if kind == "parchment":
        pg.draw.rect(body, T.PARCHMENT_DARK, rect, border_radius=radius)
        pg.draw.rect(body, T.PARCHMENT, rect.inflate(-8, -8), border_radius=max(2, radius - 4))
        pg.draw.rect(body, T.BRASS_DARK, rect, 2, border_radius=radius)
    else:
        pg.draw.rect(body, (*T.WOOD_DARK, 232), rect, border_radius=radius)
        pg.draw.rect(body, T.BRASS_DARK, rect, 3, border_radius=radius)
        pg.draw.rect(body, T.mix(T.BRASS, T.WOOD_DARK, 0.35), rect.inflate(-8, -8), 1,
                     border_radius=max(2, radius - 4))
    return body.convert_alpha() if pg.display.get_surface() else body


def draw_notice(surface: pg.Surface, words: str) -> None:
    """An app-wide notice (App.notice): a parchment note at the top, wrapped to fit."""
    w, _h = surface.get_size()
    u = T.unit(surface.get_size())
    font = T.font(max(13, round(18 * u)), "body")
    lines = wrap(words, font, min(w - round(60 * u), round(760 * u)))[:6]
    line_h = font.get_linesize()
    box = pg.Rect(0, 0, max(font.size(line)[0] for line in lines) + round(40 * u),
                  line_h * len(lines) + round(24 * u))
    box.midtop = (w // 2, round(14 * u))
    pg.draw.rect(surface, T.PARCHMENT, box, border_radius=round(10 * u))
    pg.draw.rect(surface, T.BRASS_DARK, box, max(2, round(2 * u)), border_radius=round(10 * u))
    y = box.y + round(12 * u)
    for line in lines:
        text(surface, line, font, T.INK, (box.centerx, y), "midtop")
        y += line_h

