"""GC, SP: glory cards in play — the hand (GC1, GC2), a card played (GC3–GC6) and its
specialists (SP1–SP4)."""

from __future__ import annotations

from game.merchants import events as E
from game.merchants.evolve import emit
from game.merchants.rules.base import Out
from game.merchants.state import State


def played(s: State, out: Out, seat: int, card: int) -> None:
    """GC6: a played card is discarded, unless it is a specialist (SP2) or says it stays."""
    g = s.cat.glory(card)
    if g.stays or g.specialist:
        return
    emit(s, out, E.GloryCardPlayed(seat, card))
