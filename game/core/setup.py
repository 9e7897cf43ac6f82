"""What every table's setup shares: the error a set-up that cannot be refuses with, and the
checks of the seats' names and of who is human."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.untrusted import text_problem

#: the longest player name a table's setup accepts
NAME_CHARS = 40


class SetupError(ValueError):
    """A game cannot be set up as asked; the message says why."""


def humans_of(names: Sequence[str], humans: Sequence[bool] | None) -> tuple[bool, ...]:
    """Every name checked (SetupError names the problem), and one true/false per seat for
    who is human (by default the first seat only)."""
    for name in names:
        problem = text_problem(name, NAME_CHARS)
        if problem:
            raise SetupError(f"a player's name is {problem}")
    n = len(names)
    hum = tuple(humans) if humans is not None else (True,) + (False,) * (n - 1)
    if len(hum) != n or not all(isinstance(h, bool) for h in hum):
        raise SetupError("humans: one true/false per seat")
    return hum
