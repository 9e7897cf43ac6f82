"""NP, NM, NS: the non-player captains — engine policy, not bots (DA7). Their cards arrive,
replace and return at the end of the game turn (NP4–NP8); an event's icons move them by
compass letters unless they smell prey within reach (NM1–NM8); they scout a hostile ship that
enters their zone or starts its turn at sea there (NS1–NS5). Their side of a battle is
game.merchants.rules.battle's `npc_declare` and `npc_place`.
"""

from __future__ import annotations

from typing import Any

from game.merchants import events as E
from game.merchants.cards import EventCard, NpcLine
from game.merchants.evolve import emit
from game.merchants.prompts import Prompt
from game.merchants.rules.base import Out, rng, roll, successes
from game.merchants.state import PIRATE_FRIGATE, PIRATE_SLOOP, State, at_war, nation_of
from game.merchants.table import step
from game.merchants.vocabulary import DIRECTIONS, NATIONS, SLOTS


def pirate(slot: int) -> bool:
    """NP2: the pirate sloop's and the pirate frigate's slots."""
    return slot in (PIRATE_SLOOP, PIRATE_FRIGATE)


def nation(slot: int) -> str:
    """BN3: a flagship's nation is its slot's."""
    return NATIONS[slot] if slot < len(NATIONS) else ""


def line(s: State, slot: int) -> NpcLine:
    """The slot's active NPC (its card's own line, or a war card's man-of-war line)."""
    card, i = s.slots[slot].stack[-1]
    ev = s.cat.event(card)
    npc = ev.npc if i < 0 else ev.war_lines[i]
    assert npc is not None
    return npc


def man_of_war(s: State, slot: int) -> bool:
    return bool(s.slots[slot].stack) and s.slots[slot].stack[-1][1] >= 0


# --- hostility (NM5–NM7) --------------------------------------------------------------------


def degrees(s: State, slot: int, seat: int) -> tuple[int, int, int]:
    """NM5–NM7, RU36: how hostile the slot's NPC is to the seat's captain, by priority
    (all 0: not hostile). A flagship: its own nation's bounty level; the other nations'
    levels summed; 1 if at war with the captain's nation. A pirate, to non-pirates only:
    ducats aboard, cargo, presence — each 1 or 0 (binary: totals are secret)."""
    st = s.seats[seat]
    if not st.alive:
        return (0, 0, 0)
    if pirate(slot):
        if st.pirate:
            return (0, 0, 0)                     # BN7c: the pirate truce
        return (1 if st.ducats > 0 else 0, 1 if st.cargo else 0, 1)
    mine = NATIONS.index(nation(slot))
    own = st.bounty[mine]
    others = sum(st.bounty) - own
    war = 1 if at_war(s, nation(slot), nation_of(s, seat)) else 0
    return (own, others, war)


def hostile(s: State, slot: int, seat: int) -> bool:
    return any(degrees(s, slot, seat))


def _prey(s: State, slot: int) -> int:
    """NM4, NM7, RU38: the hostile player ship within reach (the NPC's zone or any adjacent
    zone, at sea or in port) of the highest degree; ties at random (seeded). -1: none."""
    zone = s.slots[slot].zone
    reach = {zone, *s.cat.zones[zone].adjacent}
    found = [(degrees(s, slot, i), i) for i, st in enumerate(s.seats)
             if st.alive and st.zone in reach and hostile(s, slot, i)]
    if not found:
        return -1
    best = max(d for d, _i in found)
    tied = [i for d, i in found if d == best]
    return tied[0] if len(tied) == 1 else tied[rng(s).randrange(len(tied))]


# --- NM1–NM4: an icon -----------------------------------------------------------------------


def icon(s: State, out: Out, slot_key: str, direction: str) -> None:
    """NM1–NM4: the icon's slot hunts or sails (skipped if it has no ship on the board);
    K4: captains in its zone or next to it may first play a card ("an NPC is activated")."""
    slot = SLOTS.index(slot_key)
    zone = s.slots[slot].zone
    if zone < 0:
        emit(s, out, E.NpcMoved(slot, -1, -1, "absent", direction, -1))
        return
    from game.merchants.rules import glory
    near = {zone, *s.cat.zones[zone].adjacent}
    seats = [i for i, x in enumerate(s.seats) if x.alive and x.zone in near]
    if glory.open_window(s, out, "out_of_turn:npc_activated_near", glory.in_order(s, seats),
                         then=("icon", slot_key, direction)):
        return
    sail(s, out, slot_key, direction)


def sail(s: State, out: Out, slot_key: str, direction: str) -> None:
    """NM2–NM4: the activated NPC hunts prey within reach, or follows the letter."""
    slot = SLOTS.index(slot_key)
    zone = s.slots[slot].zone
    if zone < 0:
        emit(s, out, E.NpcMoved(slot, -1, -1, "absent", direction, -1))
        return
    prey = _prey(s, slot)
    if prey >= 0:
        emit(s, out, E.NpcMoved(slot, zone, s.seats[prey].zone, "hunting", direction, prey))
        return
    exits = s.cat.zones[zone].exits
    d = DIRECTIONS.index(direction)
    why = "direction"
    while exits[d] < 0:                           # NM3: the next letter clockwise
        d = (d + 1) % len(DIRECTIONS)
        why = "clockwise"
    emit(s, out, E.NpcMoved(slot, zone, exits[d], why, DIRECTIONS[d], -1))


# --- NP4–NP9: arrivals ----------------------------------------------------------------------


def schedule_card(s: State, out: Out, card: EventCard) -> None:
    """EV3, NP4, NP5: an NPC card schedules its NPC for the end of the game turn."""
    if card.npc is not None:
        emit(s, out, E.NpcScheduled(SLOTS.index(card.npc.slot), card.card, -1))


def schedule_line(s: State, out: Out, card: EventCard, i: int) -> None:
    """NP9, RU34: a war card's man-of-war line enters its nation's flagship slot as a
    replacement."""
    emit(s, out, E.NpcScheduled(SLOTS.index(card.war_lines[i].slot), card.card, i))


def _entry(s: State, card: int, i: int) -> int:
    ev = s.cat.event(card)
    npc = ev.npc if i < 0 else ev.war_lines[i]
    assert npc is not None
    return npc.entry


def place(s: State, out: Out, slot: int) -> None:
    """T4, NP4–NP6, RU61: the slot's newest scheduled card arrives (on top of the stack, its
    miniature to the zone the card names); else the card drawn at a defeat returns."""
    sl = s.slots[slot]
    if sl.arriving:
        card, i = sl.arriving[0]
        how = "replaces" if sl.stack else "arrives"
        emit(s, out, E.NpcPlaced(slot, card, i, _entry(s, card, i), how))
    else:
        card, i = sl.stack[-1]
        emit(s, out, E.NpcPlaced(slot, card, i, _entry(s, card, i), "returns"))


# --- NS1–NS5: scouting ----------------------------------------------------------------------


def _abstains(s: State, slot: int, zone: int) -> bool:
    """NS4, WAR4: pirates do not scout where a flagship is; two men-of-war in one zone do not
    scout players."""
    here = [i for i, sl in enumerate(s.slots) if sl.zone == zone]
    if pirate(slot) and any(not pirate(i) for i in here):
        return True
    return man_of_war(s, slot) and sum(1 for i in here if man_of_war(s, i)) >= 2


def scout_on_entry(s: State, out: Out, seat: int) -> None:
    """NS1, NS5, MV3: a ship entering a zone's sea area, or starting its turn at sea there,
    is scouted by every hostile NPC in the zone, in a random order."""
    st = s.seats[seat]
    if not st.alive or st.in_port:
        return
    slots = [i for i, sl in enumerate(s.slots) if sl.zone == st.zone and hostile(s, i, seat)]
    if not slots:
        return
    rng(s).shuffle(slots)
    emit(s, out, E.ScoutsBegan(seat, st.zone, tuple(slots)))


def scouting_dice(s: State, slot: int, seat: int) -> tuple[int, tuple[tuple[str, int], ...]]:
    """NS2, NS3, RU37, K27: the NPC's scouting; a flagship's is at least the captain's highest
    bounty with any nation; standing NPC scouting modifiers (a crackdown) add to flagships."""
    npc = line(s, slot)
    base = npc.scouting
    mods: list[tuple[str, int]] = []
    if not pirate(slot):
        flag = max(s.seats[seat].bounty)
        if flag > base:
            mods.append(("flag", flag - base))
    from game.merchants.passives import passives
    for src, eff in passives(s, seat, "npc_scout_mod"):     # K27 crackdown; cards
        mods.append((src, int(eff.get("n"))))
    return base, tuple(mods)


def _scouts_auto(s: State, f: Any, out: Out) -> None:
    seat = f.seat
    st = s.seats[seat]
    if not f.slots or not st.alive or st.in_port or st.zone != f.zone:
        emit(s, out, E.ScoutsEnded(seat))
        return
    slot = f.slots[0]
    if s.slots[slot].zone != f.zone:
        emit(s, out, E.NpcScouted(slot, seat, "gone"))
        return
    if not hostile(s, slot, seat):
        emit(s, out, E.NpcScouted(slot, seat, "peaceful"))
        return
    if _abstains(s, slot, f.zone):
        emit(s, out, E.NpcScouted(slot, seat, "abstains"))
        return
    base, mods = scouting_dice(s, slot, seat)
    faces = roll(s, out, -1, "scout_player", base, mods, slot=slot)
    found = successes(faces) > 0
    from game.merchants.rules import glory
    if found and glory.open_window(s, out, "out_of_turn:scouted", (seat,), subject=seat,
                                   then=("scout", "-1", str(slot), str(seat), str(f.zone)),
                                   faces=faces):
        return                                  # K4: "you are scouted" first
    emit(s, out, E.NpcScouted(slot, seat, "found" if found else "missed"))
    if found:
        from game.merchants.rules import battle
        battle.begin(s, out, f.zone, attacker_slot=slot, defender=seat, why="npc")


def _no_prompt(s: State, _f: Any) -> Prompt | None:
    return None


step("scouts", _no_prompt, _scouts_auto)
