"""What a table drew where, in one frame: the cards (face up or down) and the drop or click
targets, in painting order. The table scene hit-tests the last frame; every card FACE drawn is
recorded in `Frame.faces`, which the scene reports to the app (`card_face`), so a test can
prove no hidden card is ever shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect


@dataclass
class Sprite:
    card: int  # the card id when drawn face up, else -1
    rect: Rect
    zone: str  # hand, attack, mutiny, loot, prize, discard, destination, pile
    owner: int = -1
    back: str = ""


@dataclass
class Frame:
    sprites: list[Sprite] = field(default_factory=list)
    targets: dict[str, Rect] = field(default_factory=dict)
    faces: list[int] = field(default_factory=list)
    # what must stay readable, by name ("name:<seat>", a marker's "tip:…"): never covered by
    # another such mark or a cue (issue 17; the overlap probe reads it)
    marks: dict[str, Rect] = field(default_factory=dict)

    def tip(self, what: str, rect: Rect, readable: bool = True) -> None:
        """A marker drawn at `rect` whose words a tooltip says: the target "tip:<what>"
        (scenes/kit/table_shell.py), and — `readable`, a marker drawn outside the cards — a
        mark nothing may cover. An area or a card explained as a whole (a pile, a card) is
        not `readable`: cards lie on it by design."""
        self.targets["tip:" + what] = Rect(rect)
        if readable:
            self.marks["tip:" + what] = Rect(rect)

    def card_rect(self, card: int) -> Rect | None:
        for s in reversed(self.sprites):
            if s.card == card:
                return s.rect
        return None
