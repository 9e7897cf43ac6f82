"""Helpers for RUM's tests: the catalogue, and rum cards named by their colours."""

from __future__ import annotations

from game.rum.cards import Catalogue, load_catalogue
from game.rum.view import Captain

CAT: Catalogue = load_catalogue()
COLOUR = {c.key: c.index for c in CAT.colours}
GREEN, BLUE, YELLOW, RED = COLOUR["green"], COLOUR["blue"], COLOUR["yellow"], COLOUR["red"]


def singles(colour: int) -> list[int]:
    """The three rum cards whose single end is `colour` (TR1)."""
    return [c.id for c in CAT.rum if c.single == colour]


def doubles(colour: int) -> list[int]:
    """The three rum cards whose double end is `colour`."""
    return [c.id for c in CAT.rum if c.double == colour]


def captains(**held: tuple[int, int | None]) -> list[Captain]:
    """Seven captain cards at 1, unowned, except those given as colour=(value, owner)."""
    out = [Captain(i, 1, None) for i in range(7)]
    for key, (value, owner) in held.items():
        out[COLOUR[key]] = Captain(COLOUR[key], value, owner)
    return out
