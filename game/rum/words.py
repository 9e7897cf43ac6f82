"""Names for the keys RUM's rules use (colours, ends, causes), in the active language.

One table for the engine's messages and the app's labels, so each word has one msgid. The
colour keys themselves live in data/rum.toml (C9); a colour without words here is refused when
the data loads.
"""

from __future__ import annotations

from game.core.i18n import N_, _

COLOUR_WORDS = {"green": N_("green"), "blue": N_("blue"), "yellow": N_("yellow"),
                "red": N_("red"), "purple": N_("purple"), "orange": N_("orange"),
                "white": N_("white")}
END_WORDS = {"single": N_("single end"), "double": N_("double end")}
_ALL = {**COLOUR_WORDS, **END_WORDS}


def word(key: str) -> str:
    """The name of a rules key in the active language (the key itself if it has none)."""
    return _(_ALL.get(key, key))
