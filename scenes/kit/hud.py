"""The words and overlays every card table draws the same way: the buttons (stacked or in a
grid), the instruction banner, the refusal and hint notes under it, the thinking cue over an
AI seat, a marker's tooltip, the log panel and its tab. Moved here from RUM's table so that
Meuterer's (and any later table's) draw them alike; a table keeps only its own words (what to
do now, a card's facts). A table with a look of its own names its painter of the banner, the
log, the buttons, the notes and the thinking cue (`SessionTable.hud`), with these signatures.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame
from pygame import Rect

from game.core.i18n import _
from scenes import theme as T
from scenes.kit import paint as P
from scenes.kit import spread
from scenes.kit.plan import ButtonSpec
from scenes.kit.redraw import Keep

# --- buttons -------------------------------------------------------------------------------------

STYLES = {
    "primary": (T.BRASS, T.BRASS_DARK, T.INK),
    "danger": ((170, 48, 36), (96, 22, 16), T.PARCHMENT),
    "normal": (T.WOOD_LIGHT, T.WOOD_SEAM, T.PARCHMENT),
}


def layout_buttons(area: Rect, specs: list[ButtonSpec], u: float) -> list[tuple[ButtonSpec, Rect]]:
    """Buttons stacked upwards from the bottom of `area`, full width."""
    h = min(round(40 * u), max(24, (area.h - round(8 * u) * max(0, len(specs) - 1))
                               // max(1, len(specs))))
    gap = round(8 * u)
    out = []
    y = area.bottom - h
    for spec in reversed(specs):
        out.append((spec, Rect(area.x, y, area.w, h)))
        y -= h + gap
    return list(reversed(out))


def draw_button(surface: pygame.Surface, spec: ButtonSpec, rect: Rect, hover: bool, focus: bool,
                u: float, size: int = 20) -> None:
    """A button: its style's colours (a chosen toggle on parchment, a disabled one greyed),
    its label `size` base pixels (never under 12 px) after its skill icon, if it has one; a
    skill choice in a group shows the icon alone (its shape says it)."""
    fill, edge, ink = STYLES.get(spec.style, STYLES["normal"])
    if spec.chosen:
        fill, edge, ink = T.PARCHMENT, T.BRASS, T.INK
    if spec.action is None:
        fill, edge, ink = T.DISABLED, T.WOOD_SEAM, (190, 178, 160)
    elif hover:
        fill = T.mix(fill, T.PARCHMENT, 0.25)
    radius = round(9 * u)
    P.draw_panel(surface, rect, fill, edge, radius, max(2, round(2 * u)), shadow=round(3 * u))
    if focus:
        pygame.draw.rect(surface, T.FOCUS, rect.inflate(6, 6), max(2, round(3 * u)),
                         border_radius=radius + 3)
    if spec.icon and spec.group:
        P.skill_icon(surface, spec.icon, rect.center, round(13 * u))
        return
    x = rect.centerx
    if spec.icon:
        P.skill_icon(surface, spec.icon, (rect.x + round(16 * u), rect.centery), round(9 * u))
        x += round(10 * u)
    img = P.fit(spec.label, max(12, round(size * u)),
                rect.w - round((34 if spec.icon else 14) * u), ink, True)
    P.blit_text(surface, img, "center", (x, rect.centery))


def draw_banner(surface: pygame.Surface, rect: Rect, words: str, u: float, mine: bool) -> None:
    fill = T.PARCHMENT if mine else T.mix(T.WOOD_DARK, T.PARCHMENT, 0.12)
    ink = T.INK if mine else T.PARCHMENT
    P.draw_panel(surface, rect, fill, T.BRASS if mine else T.BRASS_DARK, round(10 * u),
                 max(2, round(2 * u)), alpha=245 if mine else 225, shadow=round(4 * u))
    img = P.fit(words, max(13, round(22 * u)), rect.w - round(20 * u), ink, True)
    P.blit_text(surface, img, "center", rect.center)


def draw_error(surface: pygame.Surface, rect: Rect, words: str, u: float, keep: Keep,
               avoid: Sequence[Rect] = ()) -> Rect:
    """The engine's reason for a refused move, just under the instruction line (clear of
    `avoid`: see `_place`). Returns its box."""
    return _draw_note(surface, rect, words, u, keep, T.PARCHMENT, (150, 40, 30), (80, 16, 10),
                      (2,), avoid)


def draw_hint(surface: pygame.Surface, rect: Rect, words: str, u: float, keep: Keep,
              avoid: Sequence[Rect] = ()) -> Rect:
    """A hint (H): what a cunning AI pirate would do, just under the instruction line, on up
    to three lines (a big set with several captures takes room); after a line break in
    `words`, why (the risk it runs, issue 30), on up to three more lines of its own; clear of
    `avoid`. Returns its box."""
    return _draw_note(surface, rect, words, u, keep, T.INK, T.PARCHMENT, T.BRASS, (3, 3), avoid)


def _place(box: Rect, within: Rect, avoid: Sequence[Rect], gap: int) -> Rect:
    """Where a note goes: centred under the instruction line, unless it would cover one of
    `avoid` (the seats' names and markers: issue 17, nothing covers a name); then slid
    sideways, as little as will do, within `within`'s width; failing that, dropped just
    below what it would cover."""
    hit = [r for r in avoid if r.colliderect(box)]
    if not hit:
        return box
    tries = []
    for r in avoid:   # the places beside each name or marker, left and right of it
        for x in (r.right + gap, r.left - gap - box.w):
            moved = box.copy()
            moved.x = x
            if within.left <= moved.left and moved.right <= within.right:
                tries.append(moved)
    clear = [t for t in tries if not any(r.colliderect(t) for r in avoid)]
    if clear:
        return min(clear, key=lambda t: abs(t.centerx - box.centerx))
    lower = box.copy()
    lower.top = max(r.bottom for r in hit) + gap
    return lower


def _draw_note(surface: pygame.Surface, rect: Rect, words: str, u: float, keep: Keep,
               ink: Any, fill: Any, border: Any, most: tuple[int, ...],
               avoid: Sequence[Rect] = ()) -> Rect:
    """`words`' paragraphs (split at line breaks), each wrapped on up to its `most` lines."""
    size, room = max(13, round(20 * u)), rect.w - round(20 * u)
    imgs = []
    for part, limit in zip(words.split("\n"), most, strict=False):
        imgs += [P.fit(line, size, room, ink, True)
                 for line in P.wrap(part, size, room, True)[:limit]]
    step = imgs[0].get_height()
    body = Rect(0, 0, max(i.get_width() for i in imgs), step * len(imgs))
    body.midtop = (rect.centerx, rect.bottom + round(6 * u))
    box = body.inflate(round(24 * u), round(12 * u))
    placed = _place(box, rect, avoid, round(6 * u))
    body.move_ip(placed.x - box.x, placed.y - box.y)
    box = placed
    keep(box.inflate(10, 10))
    P.draw_panel(surface, box, fill, border, round(8 * u), 2, shadow=3)
    for k, img in enumerate(imgs):
        P.blit_text(surface, img, "midtop", (body.centerx, body.y + k * step))
    return box


def draw_thinking(surface: pygame.Surface, rect: Rect, now_ms: float, u: float,
                  keep: Keep) -> Rect:
    """Three bouncing dots over an AI seat that is deciding; returns the bubble."""
    w, h = round(58 * u), round(26 * u)
    bubble = Rect(0, 0, w, h)
    bubble.midbottom = (rect.centerx, rect.bottom - round(4 * u))
    keep(bubble.inflate(10, 10))
    P.draw_panel(surface, bubble, T.PARCHMENT, T.INK, h // 2, 2, shadow=2)
    for i in range(3):
        dy = -abs(math.sin(now_ms / 180.0 - i * 0.9)) * 5 * u
        pygame.draw.circle(surface, T.INK, (bubble.x + w * (i + 1) / 4, bubble.centery + dy),
                           max(2, round(4 * u)))
    return bubble


def draw_tooltip(surface: pygame.Surface, near: Rect, words: str, u: float, keep: Keep) -> Rect:
    """A marker's tooltip: a small note under (or else over) `near`, inside the window, and a
    ring round what it explains; returns its box."""
    size = max(12, round(18 * u))
    room = min(round(360 * u), surface.get_width() - round(40 * u))
    lines = P.wrap(words, size, room)
    imgs = [P.text(line, size, T.INK) for line in lines]
    step = imgs[0].get_height() if imgs else size
    body = Rect(0, 0, max((i.get_width() for i in imgs), default=0), step * len(imgs))
    box = body.inflate(round(20 * u), round(12 * u))
    box.midtop = (near.centerx, near.bottom + round(8 * u))
    if box.bottom > surface.get_height() - 4:
        box.midbottom = (near.centerx, near.top - round(8 * u))
    box.clamp_ip(surface.get_rect().inflate(-8, -8))
    keep(box.inflate(12, 12))
    keep(near.inflate(12, 12))
    pygame.draw.rect(surface, T.FOCUS, near.inflate(6, 6), max(2, round(2 * u)),
                     border_radius=round(6 * u))
    P.draw_panel(surface, box, T.PARCHMENT, T.BRASS_DARK, round(8 * u), 2, shadow=3)
    for k, img in enumerate(imgs):
        P.blit_text(surface, img, "topleft", (box.x + round(10 * u), box.y + round(6 * u)
                                               + k * step))
    return box


def grid_buttons(area: Rect, specs: list[ButtonSpec], u: float, per_row: int = 2,
                 top: bool = False) -> list[tuple[ButtonSpec, Rect]]:
    """Buttons in rows of `per_row` inside `area`, from its bottom up (or its top down); a
    button whose group is "wide" takes a whole row."""
    rows: list[list[ButtonSpec]] = []
    for spec in specs:
        if spec.group == "wide" or not rows or len(rows[-1]) >= per_row \
                or rows[-1][0].group == "wide":
            rows.append([spec])
        else:
            rows[-1].append(spec)
    gap = round(6 * u)
    h = min(round(38 * u), max(22, (area.h - gap * max(0, len(rows) - 1)) // max(1, len(rows))))
    w = (area.w - gap * (per_row - 1)) // per_row
    total = len(rows) * h + gap * max(0, len(rows) - 1)
    y = area.y if top else area.bottom - total
    out = []
    for row in rows:
        if len(row) == 1 and row[0].group == "wide":
            out.append((row[0], Rect(area.x, y, area.w, h)))
        else:
            for c, spec in enumerate(row):
                out.append((spec, Rect(area.x + c * (w + gap), y, w, h)))
        y += h + gap
    return out


# --- the hover zoom ---------------------------------------------------------------------------


def draw_card_zoom(surface: pygame.Surface, img: pygame.Surface, title: str,
                   paragraphs: list[str], area: Rect, near: Rect, u: float, keep: Keep) -> Rect:
    """A card's face large (`img`) with its title and facts, beside the card it enlarges
    (`near`), never over it. Returns its box."""
    size = max(12, round(19 * u))
    text_w = max(img.get_width(), round(250 * u))
    lines: list[str] = []
    for para in paragraphs:
        lines += P.wrap(para, size, text_w)
    box = spread.beside(near, (text_w + round(24 * u),
                               img.get_height() + round(48 * u) + len(lines) * round(size * 1.05)),
                        area.inflate(-round(12 * u), -round(12 * u)).clip(surface.get_rect()),
                        round(12 * u))   # beside its card (issue 17, scenes/kit/spread.py)
    keep(box.inflate(round(16 * u), round(16 * u)))
    P.draw_panel(surface, box, T.WOOD_DARK, T.BRASS, round(12 * u), 2, alpha=240,
                 shadow=round(6 * u))
    surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + round(10 * u))))
    y = box.y + round(14 * u) + img.get_height()
    P.blit_text(surface, P.fit(title, round(24 * u), box.w - 16, T.BRASS_LIGHT, "display"),
                "midtop", (box.centerx, y))
    y += round(30 * u)
    for line in lines:
        P.label(surface, line, size, T.PARCHMENT, "midtop", (box.centerx, y))
        y += round(size * 1.05)
    return box


# --- the log -------------------------------------------------------------------------------------


def draw_log_tab(surface: pygame.Surface, tab: Rect, open_: bool, u: float) -> None:
    """The tab that closes the log panel (×) or opens it again (≡)."""
    P.draw_panel(surface, tab, T.WOOD_DARK, T.BRASS, round(6 * u), 1, alpha=220)
    P.label(surface, "×" if open_ else "≡", round(26 * u), T.BRASS_LIGHT, "center", tab.center,
            bold=True)


def draw_log(surface: pygame.Surface, rect: Rect, lines: list[tuple[str, bool]], scroll: int,
             u: float) -> None:
    """The log: newest at the bottom, `scroll` lines back."""
    P.draw_panel(surface, rect, T.WOOD_DARK, T.BRASS_DARK, 0, 2, alpha=236)
    title_h = round(38 * u)
    P.label(surface, _("Ship's log"), max(14, round(26 * u)), T.BRASS_LIGHT, "midleft",
            (rect.x + round(12 * u), rect.y + title_h // 2 + 2), bold="display")
    pygame.draw.line(surface, T.BRASS_DARK, (rect.x + 10, rect.y + title_h),
                     (rect.right - 10, rect.y + title_h), 1)
    size = max(12, round(17 * u))
    line_h = round(size * 0.95)
    width = rect.w - round(22 * u)
    room = (rect.h - title_h - round(12 * u)) // line_h
    wrapped: list[tuple[str, bool]] = []
    for text, head in lines[-(room + scroll + 2):]:
        for i, part in enumerate(P.wrap(text, size, width, head)):
            wrapped.append(((part if i == 0 else "  " + part), head))
    end = max(0, len(wrapped) - scroll)
    y = rect.y + title_h + round(6 * u)
    for part, head in wrapped[max(0, end - room):end]:
        P.label(surface, part, size, T.BRASS_LIGHT if head else T.PARCHMENT, "topleft",
                (rect.x + round(11 * u), y), bold=head)
        y += line_h
