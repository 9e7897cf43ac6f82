"""What the crew faces, the voyage faces and the backs share besides the kit's card body
(`paint.card_body`): the colour of each destination kind, and when a card is too narrow for
words.
"""

from __future__ import annotations

from scenes.kit import paint as P

DEST_COLOURS: dict[str, P.Colour] = {
    "fort": (104, 106, 116),
    "merchant": (150, 98, 52),
    "settlement": (84, 128, 62),
    "port": (44, 92, 146),
    "island": (206, 162, 70),
}


def tiny(w: int) -> bool:
    """Too narrow a card for words: its picture says it (the zoom has the text)."""
    return w < 40


def name_band(colour: P.Colour) -> P.Colour:
    """The band under a destination's name: its kind's colour, darkened for white words."""
    return P.mix(colour, P.INK, 0.55)
