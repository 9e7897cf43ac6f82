"""What makes a Meuterer position worth a screenshot (scenes/screenshot.py): offers on the
table in front of several seats, a passed seat, and better still a mutiny under way or the
sales being chosen, with the viewer holding cards."""

from __future__ import annotations

from typing import Any


def busy(view: Any) -> int:
    """0: quiet; 1: something on the table; 2: a good picture."""
    offering = sum(bool(o) for o in view.offers)
    if view.phase == "mutiny" and view.strength is not None and sum(view.strength) >= 2:
        return 2
    if offering >= 3 and any(view.passed) and view.round >= 2 and view.hand:
        return 2
    return 1 if offering else 0
