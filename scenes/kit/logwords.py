"""What every table's log text shares: a line of the log, and the log of a run of events from
the table's one-event sentence (`line(event, names, cat)`: None when nothing is worth telling).
A table's logtext module says its own events; the table, its replay and its tests read the
lines the same way (`text`, `header`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, NamedTuple


class Line(NamedTuple):
    text: str
    header: bool = False  # a turn's or a round's first line (drawn as a heading)


Say = Callable[[Any, tuple[str, ...], Any], "Line | None"]


def log_lines(say: Say, events: Iterable[Any], names: tuple[str, ...], cat: Any) -> list[Line]:
    """The lines of these events, in order, with the silent ones left out."""
    return [ln for ev in events if (ln := say(ev, names, cat)) is not None]
