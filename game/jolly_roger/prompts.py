"""Prompts: what one seat may do now. The single source of legality (STYLE: never three
copies): the UI highlights from it, bots choose from it, and `decide` accepts only what it
allows."""

from __future__ import annotations

from typing import NamedTuple

#: Steps that ask every seat in turn, one question for the table (DA1: a mutiny window; DA4:
#: a reaction moment; T1: the Old Sailor). In hot-seat they are asked on the shared screen.
SHARED_STEPS = frozenset({"window", "react", "sailor"})


class Prompt(NamedTuple):
    """The decision a seat faces.

    `actions` are the command names accepted; `cards`, `targets` and `choices` the card ids,
    seats and named options they may use; `min_cards`/`max_cards` bound a multi-card choice.
    `clause` is the rule being applied (for instructions and errors). `specials` are the
    special cards the seat may play for effect now (`play_special`). `bribe`: besides its
    decision the seat may `offer_bribe` (a crew card in hand or a face-up prize card, to any
    other seat) or make a `promise` (B1, DA6).
    """

    seat: int
    step: str
    clause: str
    actions: tuple[str, ...]
    cards: tuple[int, ...] = ()
    targets: tuple[int, ...] = ()
    choices: tuple[str, ...] = ()
    min_cards: int = 0
    max_cards: int = 0
    context: str = ""
    specials: tuple[int, ...] = ()   # special cards this seat may play for effect now (DA4)
    bribe: bool = False              # may offer a bribe or make a promise now (B1, DA6)

    @property
    def shared(self) -> bool:
        """Asked of every seat in turn (SHARED_STEPS): in hot-seat, on the shared screen."""
        return self.step in SHARED_STEPS
