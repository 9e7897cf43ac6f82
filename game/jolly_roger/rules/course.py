"""What moves a round on (R1): the asks and the small steps the phases hand over to when they
are done — the destination choice (VY1), the punishment (PU1), the free draws (A2), the end
of the round. They only emit; the decisions they open are decided in round.py. Every phase
may import this module; it imports none of them, so the phases form no circle.
"""

from __future__ import annotations

from game.jolly_roger import events as E
from game.jolly_roger.rules import common as C
from game.jolly_roger.rules.common import Out, ask, emit
from game.jolly_roger.state import State


def ask_destination(s: State, out: Out) -> None:
    """VY1: the captain chooses where the ship sails."""
    ask(s, out, "destination", [s.captain])


def ask_punishment(s: State, out: Out) -> None:
    """PU1: the captain decides whether someone is punished."""
    ask(s, out, "punish", [s.captain])


def free_draws(s: State, out: Out) -> None:
    """A2: every player with no crew card in hand draws one, in order from the captain."""
    for seat in s.order_from(s.captain):
        if not s.hands[seat]:
            C.draw_crew(s, out, seat, 1, "free")


def end_round(s: State, out: Out) -> None:
    """R1: the round is over (the next begins, or the game ends: round.py's round_end)."""
    emit(s, out, E.RoundEnded(s.round))
