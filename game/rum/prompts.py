"""Prompts: the one decision a seat faces now — the single source of legality (STYLE): the
table highlights from it, bots choose from it, and the engine accepts only what it allows."""

from __future__ import annotations

from typing import NamedTuple


class Prompt(NamedTuple):
    """The decision a seat faces.

    `step` "turn" (T1: draw from a beach `spot` or the `wreck`, or lay a set — `colours` are
    the captain cards some set of the hand could capture or raise now, so `colours == ()`
    means no set is legal, PL8) or "return" (PA2 / WV3: give back `count` of `cards`;
    `cause` "parrot" or "wave"). `cards` is the seat's hand. `shared` is always False: RUM
    asks nothing on the shared screen (a wave asks each seat privately, DA3).
    """

    seat: int
    step: str
    count: int = 0  # type: ignore[assignment]  # shadows tuple.count (the JSON's field name)
    cause: str = ""
    shared: bool = False
    spots: tuple[int, ...] = ()
    wreck: bool = False
    cards: tuple[int, ...] = ()
    colours: tuple[int, ...] = ()

    @property
    def clause(self) -> str:
        """The rule being applied (for instructions and refusals)."""
        if self.step == "turn":
            return "T1"
        return "PA2" if self.cause == "parrot" else "WV3"
