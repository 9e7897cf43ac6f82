"""What every table's log text shares: a line of the log, the log of a run of events from the
table's one-event sentence (`line(event, names, cat)`: None when nothing is worth telling), and
a seat's log book written as the events arrive. A table's logtext module says its own events;
the table, its replay and its tests read the lines the same way (`text`, `header`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, NamedTuple


class Line(NamedTuple):
    text: str
    header: bool = False  # a turn's or a round's first line (drawn as a heading)


Say = Callable[[Any, tuple[str, ...], Any], "Line | None"]


def log_lines(say: Say, events: Iterable[Any], names: tuple[str, ...], cat: Any) -> list[Line]:
    """The lines of these events, in order, with the silent ones left out."""
    return [ln for ev in events if (ln := say(ev, names, cat)) is not None]


class LogBook:
    """One seat's log, written batch by batch as the events arrive (the session table keeps a
    book per seat). A table whose lines change as events arrive — Jolly Roger's run of passes
    is one line that grows — has a book of its own with the same `feed` and `lines`."""

    def __init__(self, say: Say, names: Sequence[str], cat: Any) -> None:
        self.say, self.names, self.cat = say, tuple(names), cat
        self.lines: list[Line] = []

    def feed(self, events: Iterable[Any]) -> None:
        self.lines += log_lines(self.say, events, self.names, self.cat)
        if len(self.lines) > 2000:   # the table shows the last 600
            del self.lines[:-1000]
