"""What a table's board needs to know besides the view, the part every table shares: `Seen`
(the layout, and who looks: the seats' colours, which are human, whether the viewer's hand
may be shown) and `Look` (that, plus what the pointer and the keyboard have picked, lit,
hovered and focused, who is deciding, and which cards are in the air). A table's board
subclasses one of them with its own facts (RUM's set builder, Meuterer's allocation …)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from scenes.kit import sprites


@dataclass
class Seen:
    """The layout and who looks."""

    layout: Any
    colours: list[tuple[int, int, int]]
    humans: list[bool]
    hand_shown: bool


@dataclass
class Look(Seen):
    """Who looks, and what the scene has picked and lit this frame."""

    selected: set[int] = field(default_factory=set)
    lit: dict[str, str] = field(default_factory=dict)    # target -> label (legal targets now)
    hover: str = ""
    focus: str = ""
    deciding: int = -1                                   # the seat the game waits for
    thinking: int = -1                                   # the AI seat whose thinking cue shows
    hidden: set[int] = field(default_factory=set)        # in flight: drawn when they land
    dragging: set[int] = field(default_factory=set)
    replay: bool = False                                 # the replay viewer's board

    def glow(self, surface: pygame.Surface, name: str, rect: pygame.Rect) -> None:
        """The target `name` glows if the plan lights it (white under a dragged card); the
        keyboard's focus rings it."""
        sprites.glow_if_lit(surface, self.lit, self.hover, self.focus, name, rect,
                            self.layout.u)
