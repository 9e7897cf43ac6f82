"""What the Merchants & Marauders rules tests share (test_mm_rules_*.py): zones by their id,
the start of a seat's turn, the battle prompts answered as a test wishes, and the shared
`refused` check (the clause cited and nothing changed).

    g = at([{"captain": CARTAGENA_CAPTAIN, "zone": "Z15", "in_port": False}, {}])
    through(g, declare="board")          # answer the battle's questions up to the next action
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mm_play import CAT, at, do, kinds, state

from game.merchants import commands as C
from tests.rules_support import refused

__all__ = ["CAT", "at", "do", "kinds", "state", "refused", "Z", "sail_on", "through",
           "seat_of", "prompt_step", "QUIET", "CARTAGENA", "TOBAGO", "CARACAS"]

#: captains whose home port carries no zone rule and whose abilities act only in battle
#: or raids: Rodrigo Alcaraz (Cartagena Z15, Spain; skills 3 3 2 2), Saskia Brandt (Tobago
#: Z12, the Netherlands; 3 3 2 1, raid +1 die), Mariana Ledesma (Caracas Z13, Spain; 3 2 1 4,
#: a privateer against England)
CARTAGENA, TOBAGO, CARACAS = 501, 515, 503
#: an event card drawn in a later game turn that changes nothing a test looks at (EVT34: a
#: privateering commission for attacks on England's enemies, while England is at war)
QUIET = 433


def Z(zone_id: str) -> int:
    """A zone's index (Z01 is 0)."""
    return int(zone_id[1:]) - 1


def prompt_step(g: Any) -> str:
    p = g.prompt()
    return "" if p is None else p.step


def sail_on(g: Any) -> list[Any]:
    """DR11: a captain starting its turn in port does not retire."""
    p = g.prompt()
    if p is not None and p.step == "retire":
        return do(g, C.Retire(p.seat, False))
    return []


def seat_of(g: Any) -> int:
    p = g.prompt()
    assert p is not None
    return int(p.seat)


#: the battle's questions (and their aftermath's) `through` answers
BATTLE_STEPS = ("declare", "chasers", "reroll", "shot", "place", "cancel", "plunder", "claim",
                "hold_cargo", "keep_cargo")


def through(g: Any, *, declare: str | Callable[[Any], str] = "fire",
            place: str = "", plunder: C.Plunder | None = None, claim: str = "",
            keep: tuple[int, ...] = (), stop: tuple[str, ...] = (),
            limit: int = 200) -> list[Any]:
    """Answer the battle's questions until the game asks something else: every declaration
    `declare` (a word, or a function of the prompt; Fire where the word is not allowed),
    every success hit placed on `place` (else the first location offered), no weapons,
    chasers, rerolls or cancels, the plunder `plunder` (else nothing), the claim `claim`
    (else none), the cargo `keep` (else none); it stops at the steps `stop`. Every event on
    the way."""
    out: list[Any] = []
    for _ in range(limit):
        p = g.prompt()
        if p is None or p.step not in BATTLE_STEPS or p.step in stop:
            return out
        seat = p.seat
        if p.step == "declare":
            word = declare(p) if callable(declare) else declare
            cmd: Any = C.Declare(seat, word if word in p.options else "fire")
        elif p.step == "chasers":
            cmd = C.Chasers(seat, False)
        elif p.step == "reroll":
            cmd = C.Reroll(seat, ())
        elif p.step == "shot":
            cmd = C.Shot(seat, "")
        elif p.step == "place":
            cmd = C.Place(seat, (place or p.options[0],) * p.count)
        elif p.step == "cancel":
            cmd = C.Cancel(seat, "")
        elif p.step == "plunder":
            cmd = plunder._replace(seat=seat) if plunder is not None else C.Plunder(seat)
        elif p.step == "claim":
            cmd = C.Claim(seat, claim if claim in p.options else "")
        elif p.step == "keep_cargo":
            cmd = C.Keep(seat, tuple(c for c in keep if c in p.cards))
        else:                                   # hold_cargo: the first cards asked
            cmd = C.Discard(seat, tuple(p.cards[:p.count]))
        out += do(g, cmd)
    raise AssertionError("the battle did not end")
