"""A guided first game's coach mark (any table's tutorial, scenes/kit/tutorial.py), drawn over
the table: a parchment note with a lesson title, one
or two sentences and its buttons, placed next to what it points at and never over it, with a
pulsing frame around that thing (a marker's tooltip is the kit's, scenes/kit/hud.py). Every
line goes through `P.wrap`, so the overflow probe measures it (tests switch the probe on).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame
from pygame import Rect

from scenes import theme as T
from scenes.kit import hud
from scenes.kit import paint as P
from scenes.kit.plan import ButtonSpec
from scenes.kit.redraw import Keep

# --- the coach mark ------------------------------------------------------------------------------


WIDTHS = (430, 360, 300)   # the note's widths to try (a narrow one fits between things)


def coach_size(header: str, words: str, specs: Sequence[ButtonSpec], u: float,
               screen: Rect, width: int = WIDTHS[0]) -> tuple[int, int, list[str], list[int]]:
    """The note's width and height at about `width` (scaled), its lines and the width of
    each button."""
    w = min(round(width * u), screen.w - round(40 * u))
    pad = round(14 * u)
    lines = P.wrap(words, _body(u), w - 2 * pad)
    line_h = P.font(_body(u)).get_linesize()
    widths = [P.font(_button(u), True).size(s.label)[0] + round(24 * u) for s in specs]
    rows = _rows(widths, w - 2 * pad, round(8 * u))
    bh = round(34 * u)
    h = (pad + round(24 * u) + len(lines) * line_h + round(10 * u)
         + len(rows) * (bh + round(6 * u)) + pad)
    return w, h, lines, widths


def _body(u: float) -> int:
    return max(12, round(19 * u))


def _button(u: float) -> int:
    return max(11, round(17 * u))


def _rows(widths: Sequence[int], room: int, gap: int) -> list[list[int]]:
    rows: list[list[int]] = [[]]
    used = 0
    for i, w in enumerate(widths):
        if rows[-1] and used + gap + w > room:
            rows.append([])
            used = 0
        used += (gap if rows[-1] else 0) + w
        rows[-1].append(i)
    return rows


def place(sizes: Sequence[tuple[int, int]], screen: Rect, target: Rect | None,
          hard: Sequence[Rect], soft: Sequence[Rect], u: float) -> tuple[int, Rect]:
    """Where the note goes, and which of its `sizes`: inside the window, never over `hard`
    (what it points at, where a card must be dropped, the buttons), over as little of
    `soft` as can be, near `target`."""
    margin = round(10 * u)
    area = screen.inflate(-2 * margin, -2 * margin)
    step = max(8, round(22 * u))
    aim = target.center if target is not None else area.center
    best: tuple[float, int, Rect] | None = None
    for k, (w, h) in enumerate(sizes):
        for y in range(area.top, max(area.top, area.bottom - h) + 1, step):
            for x in range(area.left, max(area.left, area.right - w) + 1, step):
                r = Rect(x, y, w, h)
                if any(r.colliderect(a.inflate(margin, margin)) for a in hard):
                    continue
                covered = sum(_overlap(r, s) for s in soft)
                dist = math.hypot(r.centerx - aim[0], r.centery - aim[1])
                score = covered / (4 * u * u) + dist + 40 * k * u   # the wide note reads best
                if best is None or score < best[0]:
                    best = (score, k, r)
    if best is None:   # nowhere free: the top left, over whatever is there
        return 0, Rect(area.left, area.top, *sizes[0])
    return best[1], best[2]


def _overlap(a: Rect, b: Rect) -> int:
    c = a.clip(b)
    return c.w * c.h


def draw_coach(surface: pygame.Surface, box: Rect, header: str, lines: Sequence[str],
               specs: Sequence[ButtonSpec], widths: Sequence[int], u: float, keep: Keep,
               focus: str, mouse: tuple[int, int]) -> list[tuple[ButtonSpec, Rect]]:
    """The note itself; returns its buttons with their places."""
    keep(box.inflate(16, 16))
    P.draw_panel(surface, box, T.PARCHMENT, T.BRASS, round(12 * u), 3, shadow=4)
    pad = round(14 * u)
    room = box.w - 2 * pad
    head = P.fit(header, max(11, round(16 * u)), room, T.BRASS_DARK, True)
    P.blit_text(surface, head, "topleft", (box.x + pad, box.y + pad))
    y = box.y + pad + round(24 * u)
    line_h = P.font(_body(u)).get_linesize()
    for line in lines:
        P.blit_text(surface, P.text(line, _body(u), T.INK), "topleft", (box.x + pad, y))
        y += line_h
    y += round(10 * u)
    bh = round(34 * u)
    out: list[tuple[ButtonSpec, Rect]] = []
    for row in _rows(widths, room, round(8 * u)):
        x = box.x + pad
        for i in row:
            r = Rect(x, y, widths[i], bh)
            hud.draw_button(surface, specs[i], r, r.collidepoint(mouse),
                            focus == "button:" + specs[i].key, u, size=22)
            out.append((specs[i], r))
            x += widths[i] + round(8 * u)
        y += bh + round(6 * u)
    return out


def draw_pointer(surface: pygame.Surface, box: Rect, target: Rect, drop: Rect | None,
                 now_ms: float, u: float, keep: Keep, avoid: Sequence[Rect] = ()) -> None:
    """A pulsing frame around what the note is about (and around where it goes), and a line
    from the note to it — never drawn through `avoid` (the note of a refused move, issue
    28: the drop zone's frame crossed "Not quite…")."""
    pulse = 0.5 + 0.5 * math.sin(now_ms / 260.0)
    grow = round((4 + 5 * pulse) * u)
    width = max(2, round(3 * u))
    for r, colour in ((target, P.LIGHT), (drop, T.FOCUS)):
        if r is None:
            continue
        ring = r.inflate(2 * grow, 2 * grow)
        keep(ring.inflate(8, 8))
        _clear_of(surface, ring.inflate(8, 8), avoid, lambda s, at, ring=ring, colour=colour:
                  pygame.draw.rect(s, colour, ring.move(at), width, border_radius=round(8 * u)))
    a = _edge_point(box, target.center)
    b = _edge_point(target.inflate(2 * grow, 2 * grow), box.center)
    line = Rect(min(a[0], b[0]), min(a[1], b[1]), abs(a[0] - b[0]) + 1,
                abs(a[1] - b[1]) + 1).inflate(20, 20)
    keep(line)

    def stroke(s: pygame.Surface, at: tuple[int, int]) -> None:
        pygame.draw.line(s, P.LIGHT, (a[0] + at[0], a[1] + at[1]), (b[0] + at[0], b[1] + at[1]),
                         width)
        pygame.draw.circle(s, P.LIGHT, (b[0] + at[0], b[1] + at[1]), max(3, round(5 * u)))

    _clear_of(surface, line, avoid, stroke)


def _clear_of(surface: pygame.Surface, bounds: Rect, avoid: Sequence[Rect],
              paint: Callable[[pygame.Surface, tuple[int, int]], None]) -> None:
    """`paint(layer, offset)` within `bounds`, blitted with the parts over `avoid` left out
    (drawn straight on `surface` when nothing is in the way)."""
    hits = [r for r in avoid if r.colliderect(bounds)]
    if not hits:
        paint(surface, (0, 0))
        return
    layer = pygame.Surface(bounds.size, pygame.SRCALPHA)
    paint(layer, (-bounds.x, -bounds.y))
    for r in hits:
        layer.fill((0, 0, 0, 0), r.move(-bounds.x, -bounds.y))
    surface.blit(layer, bounds.topleft)


def _edge_point(r: Rect, toward: tuple[int, int]) -> tuple[int, int]:
    """Where the line from the middle of `r` toward a point leaves `r`."""
    cx, cy = r.center
    dx, dy = toward[0] - cx, toward[1] - cy
    if dx == 0 and dy == 0:
        return cx, cy
    sx = (r.w / 2) / abs(dx) if dx else math.inf
    sy = (r.h / 2) / abs(dy) if dy else math.inf
    s = min(sx, sy, 1.0)
    return round(cx + dx * s), round(cy + dy * s)
