"""Battles for the rules tests: two captains who meet at sea in the Caribbean Sea (no port, no
zone rule), or a captain and an NPC there, every die prescribed — then the rounds played by
commands, and a look at the ships.

    g = duel(dice=[5, 3, 2, 1, 1])        # after the scouting roll: the manoeuvre, a location
    rnd(g, "fire", "fire")
    assert track(g, 1)[HOLD] == 1

Seat 0's captain (CP01: seamanship 2, scouting 2, leadership 2) and seat 1's (CP13:
seamanship 2, scouting 2, leadership 3) have no ability that acts in a battle; both sail
sloops unless told otherwise. The scout's own roll is prescribed as successes.
"""

from __future__ import annotations

from typing import Any

from mm_play import CAT, at, do, kinds, state

from game.merchants import commands as C
from game.merchants import events as E
from game.merchants.vocabulary import LOCATIONS, SKILLS, SLOTS

HULL, MASTS, HOLD, CREW, CANNONS = range(5)
SEA = "Z17"                 # the Caribbean Sea: no port, no zone rule
SEA_ZONE = 16
A_CAP, B_CAP = 500, 512     # no combat ability (module docstring)
#: event cards whose NPC is the pirate sloop (Meg Tallow: seamanship 2, scouting 3,
#: leadership 3), the pirate frigate (Jonas Grieve: 2, 3, 3), the Dutch flagship (Cornelis
#: Haverkamp, a frigate: 2, 2, 3)
PIRATE_SLOOP, PIRATE_FRIGATE, DUTCH_ADMIRAL = 413, 415, 409


def skill(captain: int, name: str) -> int:
    return CAT.captain(captain).skills[SKILLS.index(name)]


def sea(seat: dict[str, Any] | None, captain: int) -> dict[str, Any]:
    """A seat's position object, at sea in the Caribbean Sea unless it says otherwise."""
    d = {"captain": captain, "zone": SEA, "in_port": False, **(seat or {})}
    return d


def duel(a: dict[str, Any] | None = None, b: dict[str, Any] | None = None,
         dice: list[int] | tuple[int, ...] = (), *, more: list[dict[str, Any]] | None = None,
         **position: Any) -> Any:
    """Seat 0 scouts and finds seat 1 (SC3): the battle waits for seat 0's first declaration.
    `dice` are the dice after the scouting roll; `more` adds seats (they sail in port at
    their home unless told)."""
    sa, sb = sea(a, A_CAP), sea(b, B_CAP)
    seats = [sa, sb] + [dict(x) for x in (more or [])]
    scouting = skill(sa["captain"], "scouting")
    g = at(seats, dice=[6] * scouting + list(dice), **position)
    do(g, C.Scout(0, "seat:1"))
    return g


def vs_npc(seat: dict[str, Any] | None = None, card: int = PIRATE_SLOOP,
           dice: list[int] | tuple[int, ...] = (), *, line: int = -1,
           more: list[dict[str, Any]] | None = None, **position: Any) -> Any:
    """Seat 0 scouts and finds the NPC of `card` at sea with it (NS6): the battle waits for
    seat 0's first declaration (the NPC declares by the engine's policy, DA7)."""
    s0 = sea(seat, A_CAP)
    ev = CAT.event(card)
    npc = ev.npc if line < 0 else ev.war_lines[line]
    assert npc is not None
    slot = npc.slot
    npcs = {slot: {"cards": [[card, line]], "zone": s0["zone"]}}
    other = B_CAP if s0["captain"] != B_CAP else A_CAP
    seats = [s0] + [dict(x) for x in (more or [{"captain": other}])]
    g = at(seats, dice=[6] * skill(s0["captain"], "scouting") + list(dice), npcs=npcs,
           **position)
    do(g, C.Scout(0, f"npc:{SLOTS.index(slot)}"))
    return g


def npc_attacks(seat: dict[str, Any] | None = None, card: int = PIRATE_SLOOP,
                dice: list[int] | tuple[int, ...] = (), **position: Any) -> Any:
    """Seat 0 begins its turn at sea beside the hostile NPC of `card`, which scouts it (NS1,
    NS2; its scouting roll is the first of `dice`): the battle waits for seat 0's first
    declaration, the NPC (side 0, the attacker) having declared."""
    s0 = sea(seat, A_CAP)
    npc = CAT.event(card).npc
    assert npc is not None
    other = B_CAP if s0["captain"] != B_CAP else A_CAP
    npcs = {npc.slot: {"cards": [[card, -1]], "zone": s0["zone"]}}
    return at([s0, {"captain": other}], dice=list(dice), npcs=npcs, **position)


def rnd(g: Any, a: str, b: str | None = None) -> list[Any]:
    """One round's declarations: seat 0's `a`, then the defender's `b` (a seat; an NPC
    declares by itself). The events."""
    out = do(g, C.Declare(0, a))
    if b is not None:
        out += do(g, C.Declare(1, b))
    return out


def track(g: Any, seat: int) -> list[int]:
    return list(state(g).seats[seat].track)


def battle(g: Any) -> Any:
    """The battle frame being fought (None after it)."""
    return next((f for f in reversed(state(g).stack) if f.kind == "battle"), None)


def npc_track(g: Any) -> list[int]:
    """The NPC side's tracks in the battle being fought (its brown track, NS7)."""
    b = battle(g)
    return list(next(f for f in b.sides if f.seat < 0).track)


def hits(events: Any) -> list[tuple[int, str, bool, bool]]:
    """(side, location, transferred, lost) of every hit."""
    return [(h.side, h.location, h.transferred, h.lost) for h in kinds(events, E.Hit)]


def loc(name: str) -> int:
    return LOCATIONS.index(name)


def step(g: Any) -> str:
    p = g.prompt()
    return "" if p is None else p.step


#: round 1: nobody rolls a success; round 2: seat 0's Board wins, seat 1's Fire misses (both
#: captains of seamanship 2 on ships of equal manoeuvrability)
BOARD = (1, 1, 1, 1, 5, 5, 1, 1)


def boarding(a: dict[str, Any] | None = None, b: dict[str, Any] | None = None,
             dice: list[int] | tuple[int, ...] = (), **position: Any) -> Any:
    """`duel`, then seat 0 boards seat 1 in round 2: crew combat begins (`dice` are its
    dice: any swivels, then each round's leadership rolls, seat 0's first)."""
    g = duel(a, b, list(BOARD) + list(dice), **position)
    rnd(g, "fire", "fire")
    rnd(g, "board", "fire")
    return g


def sail_on(g: Any) -> Any:
    """Answer a start-of-turn retirement question (DR11) by sailing on."""
    p = g.prompt()
    if p is not None and p.step == "retire":
        do(g, C.Retire(p.seat, False))
    return g


def idle(g: Any, until: Any = None, retire: Any = None, limit: int = 5_000) -> Any:
    """Play on passively — sail on (or retire where `retire(g, seat)` says so), end every
    turn and Port action at once, pass every card moment, claim and plunder nothing, take a
    sloop for a new captain — until the game is over or `until(g)` holds."""
    for _ in range(limit):
        p = g.prompt()
        if p is None or (until is not None and until(g)):
            return g
        if p.step == "retire":
            do(g, C.Retire(p.seat, bool(retire is not None and retire(g, p.seat))))
        elif p.step == "actions":
            do(g, C.EndTurn(p.seat))
        elif p.step == "window":
            do(g, C.Pass(p.seat))
        elif p.step == "hand_limit":
            do(g, C.Discard(p.seat, p.cards[:1]))
        elif p.step == "ship":
            do(g, C.ChooseShip(p.seat, "sloop"))
        elif p.step == "port":
            do(g, C.EndPort(p.seat))
        elif p.step == "claim":
            do(g, C.Claim(p.seat, ""))
        elif p.step == "plunder":
            do(g, C.Plunder(p.seat))
        elif p.step == "effect":
            do(g, C.Choose(p.seat, "" if "" in p.options else p.options[0]))
        else:
            raise AssertionError(f"idle: no passive answer to {p}")
    raise AssertionError("idle: the game went on too long")
