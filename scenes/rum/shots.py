"""What makes a RUM position worth a screenshot (scenes/screenshot.py): captain cards spread
among the seats, a face-up beach, a full hand for the viewer and a clock that has moved."""

from __future__ import annotations

from typing import Any


def busy(view: Any) -> int:
    """0: quiet; 1: something on the table; 2: a good picture."""
    owned = sum(c.owner is not None for c in view.captains)
    holders = len({c.owner for c in view.captains if c.owner is not None})
    face_up = sum(s.card is not None and s.face_up for s in view.beach)
    marks = sum(len(k) for i, k in enumerate(view.known) if i != view.seat)
    if owned >= 4 and holders >= 2 and face_up >= 1 and len(view.hand) >= 3 \
            and view.clock >= 2 and (marks or view.n == 2):
        return 2
    return 1 if owned >= 1 else 0
