"""E2–E7, RU2, DA11: the end of the game and its winner."""

from __future__ import annotations

from typing import Any

from game.merchants import events as E
from game.merchants.evolve import emit
from game.merchants.rules.base import glory_total, stash_glory
from game.merchants.state import State

Out = list[Any]


def winners(s: State, cause: str) -> tuple[tuple[int, ...], str]:
    """E5 after an announced victory: among the seats whose total reaches the target, the
    most track glory, then the most stashed ducats, else shared. E6 (and E7, when no seat
    reaches the target any more): the most total glory, then track glory, then stash."""
    seats = range(s.n)
    if cause == "glory":
        contenders = [i for i in seats if glory_total(s, i) >= s.target]
        if contenders:
            return _best(s, contenders, (lambda i: s.seats[i].glory,
                                         lambda i: s.seats[i].stash), ("track", "stash"))
    return _best(s, list(seats), (lambda i: glory_total(s, i), lambda i: s.seats[i].glory,
                                  lambda i: s.seats[i].stash), ("", "track", "stash"))


def _best(s: State, seats: list[int], keys: tuple[Any, ...], names: tuple[str, ...]
          ) -> tuple[tuple[int, ...], str]:
    tiebreak = ""
    for k, (key, name) in enumerate(zip(keys, names, strict=True)):
        top = max(key(i) for i in seats)
        best = [i for i in seats if key(i) == top]
        if k > 0 and len(seats) > 1:
            tiebreak = name
        seats = best
        if len(seats) == 1:
            return tuple(seats), tiebreak
    return tuple(seats), "shared"


def end_game(s: State, out: Out, cause: str) -> None:
    """E2–E4: the game ends now; every chest is revealed (DA11)."""
    if s.over:
        return
    won, tiebreak = winners(s, cause)
    emit(s, out, E.GameEnded(cause, tuple(x.glory for x in s.seats),
                             tuple(stash_glory(s, i) for i in range(s.n)),
                             tuple(x.stash for x in s.seats), won, tiebreak))
