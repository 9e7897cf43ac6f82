"""What any table drawn on a map needs, whatever the map: zones as polygons (made from their
centres as the cells of a Voronoi diagram clipped to the chart, or given), a hit test, a
zone's polygon scaled into a window rect, and markers placed inside a zone without overlapping
each other or what is already there (a name label).

Pure geometry on tuples and pygame Rects: the table's scene, its tests and its replay share
it. The map's own geometry (where each zone lies) is the table's layout, not a card fact: it
lives in the table's scene package.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pygame import Rect

Point = tuple[float, float]
Polygon = tuple[Point, ...]


def _clip(poly: list[Point], a: Point, b: Point) -> list[Point]:
    """The part of `poly` nearer to `a` than to `b` (one half-plane of Sutherland–Hodgman)."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    nx, ny = b[0] - a[0], b[1] - a[1]

    def side(p: Point) -> float:
        return (p[0] - mx) * nx + (p[1] - my) * ny

    out: list[Point] = []
    for i, p in enumerate(poly):
        q = poly[(i + 1) % len(poly)]
        sp, sq = side(p), side(q)
        if sp <= 0:
            out.append(p)
        if (sp < 0 < sq) or (sq < 0 < sp):
            t = sp / (sp - sq)
            out.append((p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t))
    return out


def cells(centres: Sequence[Point], bounds: tuple[float, float, float, float]) -> list[Polygon]:
    """Each centre's Voronoi cell inside `bounds` (x, y, w, h): the sea areas of a stylised
    chart, every point of the chart in the zone whose centre is nearest."""
    x, y, w, h = bounds
    box: list[Point] = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    out = []
    for i, c in enumerate(centres):
        poly = list(box)
        for j, o in enumerate(centres):
            if j != i and poly:
                poly = _clip(poly, c, o)
        out.append(tuple(poly))
    return out


def inside(poly: Sequence[Point], p: Point) -> bool:
    """The hit test: is `p` inside the polygon (even–odd rule)."""
    x, y = p
    hit = False
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def zone_at(polys: Sequence[Sequence[Point]], p: Point) -> int:
    """The zone under the point `p`, or -1."""
    return next((i for i, poly in enumerate(polys) if inside(poly, p)), -1)


def fit(points: Sequence[Point], space: tuple[float, float], into: Rect) -> list[Point]:
    """Points of a chart `space` (w, h) scaled into the window rect `into`, its aspect kept
    and centred."""
    sw, sh = space
    k = min(into.w / sw, into.h / sh)
    ox = into.x + (into.w - sw * k) / 2
    oy = into.y + (into.h - sh * k) / 2
    return [(ox + px * k, oy + py * k) for px, py in points]


def scale(space: tuple[float, float], into: Rect) -> float:
    """How many window pixels one unit of the chart's space is, fitted into `into`."""
    return min(into.w / space[0], into.h / space[1])


_GRIDS: dict[tuple[Any, ...], list[tuple[Rect, bool]]] = {}


def _grid(poly: Polygon, centre: Point, w: int, h: int) -> list[tuple[Rect, bool]]:
    """The places a w×h marker may take in the zone, nearest the centre first, and whether
    each lies wholly inside it (kept: the same chart asks every frame)."""
    key = (poly, centre, w, h)
    got = _GRIDS.get(key)
    if got is not None:
        return got
    if len(_GRIDS) > 400:
        _GRIDS.clear()
    xs = [p[0] for p in poly] or [centre[0]]
    ys = [p[1] for p in poly] or [centre[1]]
    step = max(2, h // 3)
    cands = []
    x = min(xs) - w
    while x <= max(xs):
        y = min(ys) - h
        while y <= max(ys):
            r = Rect(round(x), round(y), w, h)
            cands.append(((r.centerx - centre[0]) ** 2 + (r.centery - centre[1]) ** 2, r))
            y += step
        x += step
    cands.sort(key=lambda dr: dr[0])
    got = _GRIDS[key] = [
        (r, all(inside(poly, c) for c in (r.topleft, r.topright, r.bottomleft,
                                          r.bottomright))) for _d, r in cands]
    return got


def spots(poly: Sequence[Point], centre: Point, sizes: Sequence[tuple[int, int]],
          taken: Sequence[Rect] = (), gap: int = 2) -> list[Rect]:
    """Rects of `sizes` (w, h) placed in the zone `poly` nearest its `centre` first, none
    overlapping another nor anything `taken`; a marker that finds no room inside the zone
    is put as near the centre as it may without overlapping (never on another marker)."""
    placed: list[Rect] = []
    busy = [r.inflate(gap * 2, gap * 2) for r in taken]
    cx0, cy0 = centre
    for w, h in sizes:
        grid = _grid(tuple(poly), (cx0, cy0), w, h)
        chosen = next((r for r, ok in grid if ok and r.collidelist(busy) < 0), None)
        if chosen is None:
            chosen = next((r for r, _ok in grid if r.collidelist(busy) < 0),
                          Rect(round(cx0 - w / 2), round(cy0 - h / 2), w, h))
        placed.append(chosen)
        busy.append(chosen.inflate(gap * 2, gap * 2))
    return placed


def centroid(poly: Sequence[Point]) -> Point:
    """The centre of mass of a polygon (its vertices' mean if it has no area)."""
    a = cx = cy = 0.0
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        cross = x1 * y2 - x2 * y1
        a += cross
        cx += (x1 + x2) * cross
        cy += (y1 + y2) * cross
    if abs(a) < 1e-9:
        return (sum(p[0] for p in poly) / max(1, n), sum(p[1] for p in poly) / max(1, n))
    return (cx / (3 * a), cy / (3 * a))
