"""Commands: what a seat wants to do (DA1). The engine accepts or refuses them (RuleError
naming the clause; nothing changes on a refusal).

In JSON (scenario files, saves) a command is an object tagged by "action", e.g.
{"seat": 1, "action": "lay_set", "laid": [[4, "double"], [9, "single"]]}. See docs/scenarios.md.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.core.records import Registry

COMMANDS = Registry("action")
register = COMMANDS.register


@register
class DrawBeach(NamedTuple):
    """DR1: take the beach card at `spot` (0–2) into the hand."""
    seat: int
    spot: int


@register
class DrawWreck(NamedTuple):
    """DR3: take a random wreck card into the hand."""
    seat: int


@register
class LaySet(NamedTuple):
    """PL1: lay hand cards as a set, each with the end that is up: (card id, "single" |
    "double")."""
    seat: int
    laid: tuple[tuple[int, str], ...]


@register
class ReturnCards(NamedTuple):
    """PA2, WV3: give back exactly the prompt's `count` hand cards to the wreck, face down."""
    seat: int
    cards: tuple[int, ...]


Command = Any  # any registered command NamedTuple
