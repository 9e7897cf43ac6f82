"""scenes/kit/chart.py, what any table on a map stands on: zones as Voronoi cells that share
the chart out between them, the polygons' hit test, and markers placed in a zone without
overlapping each other or what is already there."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from pygame import Rect  # noqa: E402

from scenes.kit import chart  # noqa: E402

CENTRES = [(10.0, 10.0), (60.0, 15.0), (30.0, 50.0), (80.0, 70.0)]


def test_every_point_of_the_chart_lies_in_the_zone_of_the_nearest_centre() -> None:
    cells = chart.cells(CENTRES, (0, 0, 100, 80))
    for x in (i + 0.3 for i in range(1, 100, 7)):
        for y in (j + 0.7 for j in range(1, 80, 7)):
            nearest = min(range(len(CENTRES)), key=lambda i: (CENTRES[i][0] - x) ** 2
                          + (CENTRES[i][1] - y) ** 2)
            assert chart.zone_at(cells, (x, y)) == nearest
    assert chart.zone_at(cells, (150, 10)) == -1


def test_markers_in_a_zone_overlap_nothing_and_stay_inside_while_there_is_room() -> None:
    cells = chart.fit(chart.cells(CENTRES, (0, 0, 100, 80))[2], (100, 80), Rect(0, 0, 500, 400))
    centre = chart.centroid(cells)
    label = Rect(round(centre[0]) - 30, round(centre[1]) - 10, 60, 20)
    rects = chart.spots(cells, centre, [(20, 20)] * 6, [label])
    for i, r in enumerate(rects):
        assert not r.colliderect(label)
        assert all(chart.inside(cells, c) for c in (r.topleft, r.bottomright))
        assert all(not r.colliderect(o) for o in rects[i + 1:])
