"""Errors the engine raises at its callers."""

from __future__ import annotations


class RuleError(Exception):
    """An illegal command. `clause` is the rules clause it breaks (e.g. "AT1").

    `decide` raises it before changing anything, so the game is exactly as it was.
    The message is for people: what was wrong and, where it helps, what to do instead.
    """

    def __init__(self, clause: str, message: str) -> None:
        super().__init__(f"{clause}: {message}")
        self.clause = clause
        self.message = message
