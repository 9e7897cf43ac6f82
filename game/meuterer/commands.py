"""Commands: what a seat wants to do (DA10). The engine accepts or refuses them (RuleError
naming the clause; nothing changes on a refusal).

In JSON (scenario files, saves) a command is an object tagged by "action", e.g.
{"seat": 1, "action": "allocate", "plan": [[0, [9, 10]]]}. See docs/scenarios.md.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.core.records import Registry

COMMANDS = Registry("action")
register = COMMANDS.register


@register
class SetWage(NamedTuple):
    """CO1: the captain names the mate's wage, 0–3."""
    seat: int
    wage: int


@register
class Offer(NamedTuple):
    """OF2: lay one hand card face up."""
    seat: int
    card: int


@register
class Pass(NamedTuple):
    """OF4: set the rest of the hand aside face down (then OF5's role pick, or OF6's course
    for the captain)."""
    seat: int


@register
class PickRole(NamedTuple):
    """OF5, DA2: take one of the role cards still in the middle."""
    seat: int
    role: str


@register
class Sabres(NamedTuple):
    """MU3, DA4: play `count` conflict cards from the set-aside cards this lap (0: pass)."""
    seat: int
    count: int  # type: ignore[assignment]  # shadows tuple.count (the JSON's field name)


@register
class Allocate(NamedTuple):
    """SA3, DA5: (island index, card ids) pairs; unsold offered goods are simply absent."""
    seat: int
    plan: tuple[tuple[int, tuple[int, ...]], ...]


@register
class UseExtra(NamedTuple):
    """DW3, RU19, DA6: the loadmaster's choice, before drawing, of the extra draw."""
    seat: int
    use: bool


@register
class Keep(NamedTuple):
    """DW3, RU17: the drawn cards the loadmaster keeps (exactly the prompt's count)."""
    seat: int
    cards: tuple[int, ...]


Command = Any  # any registered command NamedTuple
