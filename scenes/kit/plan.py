"""What the player may touch now, and what it does, in the terms any card table shares:
selectable cards, drop targets, click targets and buttons. A table's `plan()` builds a `Plan`
from its engine's prompt; the table shell draws it and routes mouse and keyboard to it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

Command = Any
# An action either is a command for the engine or changes only the screen (returns None).
Action = Command | Callable[[], None]
DropFn = Callable[[tuple[int, ...]], Action | None]


@dataclass
class ButtonSpec:
    key: str  # stable id for tests and focus ("pass", "reveal", "seat:2", …)
    label: str
    action: Action | None  # None: shown but disabled
    style: str = "normal"  # "primary", "normal", "danger"
    icon: str = ""  # a skill name to draw as an icon before the label
    chosen: bool = False  # a toggle that is on (the multi-skill choice)
    group: str = ""  # buttons of one group share a row (the skill choice per card)


@dataclass
class Picks:
    """What the player has chosen on screen but not yet sent: the selected cards. A table's
    picks add its own choices, and say which of them the board shows and Escape drops."""

    cards: list[int] = field(default_factory=list)
    key: tuple[Any, ...] = ()  # the prompt these picks belong to

    def clear(self) -> None:
        self.cards.clear()

    def cancel(self) -> bool:
        """Drop the choice being made (the right button, Escape): True when there was one."""
        busy = bool(self.cards)
        self.cards.clear()
        return busy

    def shown(self) -> Hashable:
        """What of the picks the board shows (part of its redraw key)."""
        return tuple(self.cards)


@dataclass
class Plan:
    selectable: dict[int, str] = field(default_factory=dict)  # card -> zone (hand, loot, …)
    max_select: int = 99
    drops: dict[str, DropFn] = field(default_factory=dict)  # target -> f(cards)
    drop_labels: dict[str, str] = field(default_factory=dict)
    clicks: dict[str, Action] = field(default_factory=dict)  # target -> action (no cards)
    buttons: list[ButtonSpec] = field(default_factory=list)
    extra_hand: tuple[int, ...] = ()  # role cards playable in a mutiny (shown with the hand)
    quiet: set[str] = field(default_factory=set)  # accepted drops not lit up (offers, B1)
    chooser: str = ""  # the title of an open chooser: its buttons are all there is to do
    select_acts: bool = False  # selecting a card (one at most) does its click at once
    #: the command the picks complete, if they do: sent at once after a change of the picks
    #: (a special card's last seat picked)
    ready: Callable[[], Command | None] | None = None

    def targets_for(self, cards: tuple[int, ...]) -> dict[str, Action]:
        """The drop targets that accept these cards, with what a drop there does."""
        out = {}
        for name, fn in self.drops.items():
            act = fn(cards)
            if act is not None:
                out[name] = act
        return out
