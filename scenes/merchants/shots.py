"""A busy moment of Merchants & Marauders for screenshots and the contract's probes: a battle
or a raid being fought (2), or a later game turn with goods aboard (1)."""

from __future__ import annotations

from typing import Any


def busy(view: Any) -> int:
    if view.battle is not None or view.raid is not None:
        return 2 if view.game_turn >= 2 else 1
    if view.game_turn >= 3 and any(s.cargo_count for s in view.seats):
        return 1
    return 0
