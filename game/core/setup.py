"""What every table's setup shares: the error a set-up that cannot be refuses with, the checks
of the seats' names and of who is human, of the seed, and of what a scenario prescribes
(`decks`: its keys, its lists of card ids)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.registry import Option
from game.core.untrusted import described, text_problem, whole_number

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


def check_seed(seed: Any) -> int:
    """A game's seed: a whole number 0–2^63 (as in game logs), else SetupError."""
    if whole_number(seed, 0, 2**63 - 1) is None:
        raise SetupError("seed: a whole number 0–2^63")
    return int(seed)


def chosen(option: Option, value: Any) -> str:
    """`value` if it is one of a "choice" option's keys (the table's declaration), else
    SetupError naming them (e.g. 'layout: "shuffled" or "intro"')."""
    keys = [c.key for c in option.choices]
    if not isinstance(value, str) or value not in keys:
        raise SetupError(f"{option.key}: " + " or ".join(f'"{k}"' for k in keys))
    return value


def prescribed(decks: Mapping[str, Any] | None, keys: Sequence[str]) -> dict[str, Any]:
    """What a scenario prescribes (`decks`, tests and scenario files) as a dict; SetupError
    for a key the table's setup does not know, listing those it does."""
    d = dict(decks or {})
    unknown = set(d) - set(keys)
    if unknown:
        raise SetupError(f"decks: unknown key(s) {sorted(map(str, unknown))}; keys: "
                         f"{list(keys)}")
    return d


def card_ids(value: Any, top: int, what: str) -> list[int]:
    """A prescribed list of card ids: whole numbers 0–`top` (never a bool or a float, which
    Python would take for 1 or 1.0 and the engine trip over later); SetupError names `what`
    and the first value that is not one."""
    if not isinstance(value, list | tuple):
        raise SetupError(f"{what}: give a list of card ids, not {described(value)}")
    for card in value:
        if whole_number(card, 0, top) is None:
            raise SetupError(f"{what}: {described(card)} is not a card id (0–{top})")
    return list(value)
