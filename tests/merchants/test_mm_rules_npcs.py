"""Merchants & Marauders' non-player captains — their cards and slots, their movement and
hunting, their scouting and battles (contract sections NP, NM, NS) through the engine's
public API: the engine steers every NPC (DA7); a test sets the board, the event and the
dice, and looks at where the ships go and who is scouted."""

from __future__ import annotations

from collections import Counter
from typing import Any

from mm_rules_support import (
    CARTAGENA,
    CAT,
    TOBAGO,
    Z,
    at,
    do,
    kinds,
    sail_on,
    state,
    through,
)

from game.merchants import commands as C
from game.merchants import events as E
from game.merchants.vocabulary import NATIONS, SLOTS

SPAIN, ENGLAND, FRANCE, NETHERLANDS, P_SLOOP, P_FRIGATE = range(6)
#: NPC cards: EVT01 Fernán de Ribadeo (Spanish frigate, enters Havana; icons Spain N,
#: England S, pirate sloop N); EVT02 Lope Sarria (Spanish frigate, scouting 2, Cartagena);
#: EVT04 Edmund Harrowby (English frigate, Port Royal); EVT05 Silas Whitcombe (English; icons
#: pirate sloop S, France E, Spain S); EVT13 Ned Scarrow (pirate sloop, scouting 3, the open
#: sea); EVT15 Anselm Crowe (pirate sloop, scouting 2, Tobago); EVT16 Jonas Grieve (pirate
#: frigate, the open sea); EVT19 the war of Spain and England; EVT22 peace
RIBADEO, SARRIA, HARROWBY, WHITCOMBE = 400, 401, 403, 404
SCARROW, CROWE, GRIEVE = 412, 414, 415
WAR, PEACE = 418, 421
FOUND = [6, 1, 1]
#: a player who scouts an NPC and boards it in round 2, then wins the crew combat
BOARD_AND_WIN = FOUND + [1] * 6 + [6, 1, 1, 1, 1, 1] + [6, 6, 1, 1]


def npc(card: int, zone: str, line: int = -1, *under: int) -> dict[str, Any]:
    return {"cards": [[c, -1] for c in under] + [[card, line]], "zone": zone}


def sea(zone: str, captain: int = CARTAGENA, **seat: Any) -> dict[str, Any]:
    return {"captain": captain, "zone": zone, "in_port": False, **seat}


def turn_start(seats: list[dict[str, Any]], event: int, **position: Any) -> Any:
    """A game turn beginning with `event` on top of the deck."""
    return at(seats, active=-1, event=-1, events=[event], **position)


def end_turn(g: Any) -> None:
    sail_on(g)
    do(g, C.EndTurn(g.prompt().seat))


def moved(g: Any, slot: int) -> E.NpcMoved:
    return next(m for m in kinds(g, E.NpcMoved) if m.slot == slot)


# --- NP: cards, slots, arrival, replacement ----------------------------------------------------


def test_NP1_twelve_admirals_and_six_pirates_among_the_event_cards() -> None:
    """NP1: the NPC cards are event cards — 12 admirals (3 per nation) and 6 pirates (3
    sloops, 3 frigates), each with seamanship, scouting, leadership, a ship type and the zone
    it enters (an admiral's a port of its nation)."""
    npcs = [CAT.event(c).npc for c in CAT.event_ids if CAT.event(c).npc is not None]
    assert len(npcs) == 18
    assert Counter(n.slot for n in npcs) == {"spain": 3, "england": 3, "france": 3,
                                             "netherlands": 3, "pirate_sloop": 3,
                                             "pirate_frigate": 3}
    for n in npcs:
        assert all(1 <= v <= 4 for v in (n.seamanship, n.scouting, n.leadership))
        if n.slot in NATIONS:
            assert CAT.zones[n.entry].flag == n.slot
    assert {n.ship for n in npcs if n.slot == "pirate_sloop"} == {"sloop"}
    assert {n.ship for n in npcs if n.slot == "pirate_frigate"} == {"frigate"}


def test_NP2_NP3_NP4_an_npc_card_is_shown_and_its_ship_arrives_at_the_end_of_the_turn() -> None:
    """NP2: six slots, one ship each at most; NP3: the drawn NPC card lies face up (every
    view); NP4: its slot empty, its ship is placed at the end of the game turn in the zone the
    card names — not before."""
    assert SLOTS == ("spain", "england", "france", "netherlands", "pirate_sloop",
                     "pirate_frigate")
    g = turn_start([{"captain": CARTAGENA}, {"captain": TOBAGO}], SARRIA)
    assert g.view(1).slots[SPAIN].arriving == ((SARRIA, -1),) and SARRIA in g.view(1).in_play
    assert g.view(1).slots[SPAIN].zone == -1
    end_turn(g)
    end_turn(g)
    assert kinds(g, E.NpcPlaced) == [E.NpcPlaced(SPAIN, SARRIA, -1, Z("Z15"), "arrives")]
    v = g.view(0).slots[SPAIN]
    assert (v.card, v.zone, v.waiting) == (SARRIA, Z("Z15"), 0)


def test_NP5_a_card_for_an_occupied_slot_replaces_its_ship_the_old_card_waits_beneath() -> None:
    """NP5: a second Spanish admiral goes on top of the slot's stack at the end of the turn;
    the one miniature moves to the new card's zone; the old card waits beneath."""
    g = turn_start([{"captain": CARTAGENA}, {"captain": TOBAGO}], SARRIA,
                   npcs={"spain": npc(RIBADEO, "Z07")})
    end_turn(g)
    end_turn(g)
    assert kinds(g, E.NpcPlaced)[0].how == "replaces"
    v = g.view(0).slots[SPAIN]
    assert (v.card, v.zone, v.waiting) == (SARRIA, Z("Z15"), 1)


def test_NP6_NP7_NS12_a_beaten_npc_leaves_and_one_beneath_comes_back_at_the_turns_end() -> None:
    """NS12: beating an NPC is a glory; NP6: its card is discarded; a card waiting beneath,
    drawn at random, becomes active and returns at the end of the game turn in its zone; NP7:
    until then the slot has no ship on the board."""
    g = at([sea("Z15", ducats=0), {"captain": TOBAGO}], dice=[1, 1, 1] + BOARD_AND_WIN,
           npcs={"pirate_sloop": npc(SCARROW, "Z15", -1, CROWE)})
    do(g, C.Scout(0, "npc:4"))
    through(g, declare="board")
    assert kinds(g, E.NpcDefeated) == [E.NpcDefeated(P_SLOOP, SCARROW, CROWE, -1)]
    assert state(g).seats[0].glory == 1 and SCARROW in g.view(0).event_discard
    assert g.view(1).slots[P_SLOOP].zone == -1 and g.view(1).slots[P_SLOOP].card == CROWE
    do(g, C.EndTurn(0))
    end_turn(g)
    assert kinds(g, E.NpcPlaced)[-1] == E.NpcPlaced(P_SLOOP, CROWE, -1, Z("Z12"), "returns")


def test_NP6_a_beaten_npc_with_none_beneath_empties_its_slot() -> None:
    """NP6: with no card beneath, the slot is empty and stays so at the end of the turn."""
    g = at([sea("Z15", ducats=0), {"captain": TOBAGO}], dice=[1, 1, 1] + BOARD_AND_WIN,
           npcs={"pirate_sloop": npc(SCARROW, "Z15")})
    do(g, C.Scout(0, "npc:4"))
    through(g, declare="board")
    do(g, C.EndTurn(0))
    end_turn(g)
    v = g.view(0).slots[P_SLOOP]
    assert (v.card, v.zone) == (-1, -1) and not kinds(g, E.NpcPlaced)


def test_NP8_a_scheduled_npc_does_nothing_the_old_one_sails_and_scouts_meanwhile() -> None:
    """NP8: Ned Scarrow (scouting 3) drawn for the pirate sloop's slot waits for the end of
    the turn; meanwhile the slot's ship is still Anselm Crowe's (scouting 2): it answers the
    card's own icon and scouts with 2 dice."""
    g = turn_start([sea("Z15"), {"captain": TOBAGO}], SCARROW,
                   npcs={"pirate_sloop": npc(CROWE, "Z17")}, dice=[1, 1])
    assert moved(g, P_SLOOP).to == Z("Z15")
    assert g.view(0).slots[P_SLOOP].card == CROWE
    rolled = kinds(g, E.Rolled)[0]
    assert (rolled.slot, rolled.dice, rolled.context) == (P_SLOOP, 2, "scout_player")


def test_NP9_a_war_puts_a_man_of_war_on_top_of_the_flagships_slot_and_peace_leaves_it() -> None:
    """NP9, RU34: the war card's Spanish man-of-war replaces the Spanish admiral at the end of
    the turn (the admiral waits beneath); the next turn's peace ends the war but not the
    man-of-war's command."""
    g = turn_start([{"captain": CARTAGENA}, {"captain": TOBAGO}], WAR,
                   npcs={"spain": npc(SARRIA, "Z15")})
    end_turn(g)
    end_turn(g)
    placed = [e for e in kinds(g, E.NpcPlaced) if e.slot == SPAIN][0]
    assert (placed.card, placed.line, placed.zone, placed.how) == (WAR, 0, Z("Z02"), "replaces")
    v = g.view(0).slots[SPAIN]
    assert (v.card, v.line, v.waiting) == (WAR, 0, 1)


def test_NP9_peace_does_not_remove_a_man_of_war() -> None:
    """NP9: at peace (EVT22 ends the oldest war) the man-of-war keeps its slot."""
    g = turn_start([{"captain": CARTAGENA}, {"captain": TOBAGO}], PEACE,
                   npcs={"spain": npc(WAR, "Z02", 0, SARRIA)}, wars=[["spain", "england"]])
    assert g.view(0).wars == ()
    v = g.view(0).slots[SPAIN]
    assert (v.card, v.line) == (WAR, 0)


def test_NP10_NM4_RU38_an_npc_hunts_into_a_port_zone_but_stays_at_sea() -> None:
    """NP10, NM4, RU38: the pirate sloop smells a non-pirate in port next door and sails into
    that zone — at sea: a ship in port is never scouted (NS1)."""
    g = turn_start([{"captain": CARTAGENA}, {"captain": TOBAGO}], RIBADEO,
                   npcs={"pirate_sloop": npc(SCARROW, "Z16")})
    m = moved(g, P_SLOOP)
    assert (m.to, m.why, m.prey) == (Z("Z15"), "hunting", 0)
    sail_on(g)
    assert not kinds(g, E.ScoutsBegan) and g.prompt().step == "actions"


def test_NP11_NS10_an_npc_fights_in_its_ship_types_stats_fresh_every_battle() -> None:
    """NP11: the pirate frigate fights with a frigate's tracks, all at 3; NS10: the battle it
    survives (its hold shot away, then the galleon escapes) leaves it whole for the next one,
    the other seat's."""
    dice = (FOUND + [6, 6, 6, 1, 1] + [1, 1, 1]         # round 1: three hold hits
            + [6, 1, 1, 1, 1] + FOUND)                 # round 2: the escape; the next scout
    wanted = {"bounty": {"france": 1}}                    # the pirate truce: no NPC scouting
    g = at([sea("Z17", ship="galleon", **wanted), sea("Z17", TOBAGO, **wanted)], dice=dice,
           npcs={"pirate_frigate": npc(GRIEVE, "Z17")})
    do(g, C.Scout(0, "npc:5"))
    assert g.view(1).battle.tracks[1] == (3, 3, 3, 3, 3)
    do(g, C.Declare(0, "fire"))
    assert g.view(1).battle.tracks[1] == (3, 3, 0, 3, 3)
    do(g, C.Declare(0, "escape"))
    assert kinds(g, E.BattleEnded)[0].how == "escape"
    do(g, C.EndTurn(0), C.Scout(1, "npc:5"))
    b = g.view(0).battle
    assert (b.seats[0], b.slots[1], b.tracks[1]) == (1, P_FRIGATE, (3, 3, 3, 3, 3))


# --- NM: movement and hunting ----------------------------------------------------------------


def test_NM1_NM2_icons_resolve_left_to_right_each_slot_by_its_letter() -> None:
    """NM1: EVT05's icons — pirate sloop S, France E, Spain S — one at a time, left to right;
    France has no ship (skipped); NM2: with no prey in reach each moves through its zone's
    exit of that letter."""
    g = turn_start([{"captain": CARTAGENA, "zone": "Z09"}, {"captain": TOBAGO, "zone": "Z11"}],
                   WHITCOMBE, npcs={"pirate_sloop": npc(SCARROW, "Z04"),
                                    "spain": npc(SARRIA, "Z02")})
    ms = [m for m in kinds(g, E.NpcMoved)]
    assert [(m.slot, m.why) for m in ms] == [(P_SLOOP, "direction"), (FRANCE, "absent"),
                                             (SPAIN, "direction")]
    assert (ms[0].frm, ms[0].to) == (Z("Z04"), Z("Z06"))
    assert (ms[2].frm, ms[2].to) == (Z("Z02"), Z("Z05"))


def test_NM3_a_missing_letter_takes_the_next_one_clockwise() -> None:
    """NM3: Nassau has no N and no E exit: the Spanish flagship's N icon takes S."""
    g = turn_start([{"captain": CARTAGENA}, {"captain": TOBAGO}], RIBADEO,
                   npcs={"spain": npc(SARRIA, "Z03")})
    m = moved(g, SPAIN)
    assert (m.to, m.why, m.direction) == (Z("Z04"), "clockwise", "S")


def test_NM4_hunting_ignores_the_letter_it_stays_on_prey_in_its_own_zone() -> None:
    """NM4: a flagship with a wanted captain in its own zone stays there; with one in a
    neighbouring zone (an unlettered edge too) it moves into that zone."""
    wanted = {"bounty": {"spain": 1}}
    g = turn_start([sea("Z03", **wanted), {"captain": TOBAGO}], RIBADEO,
                   npcs={"spain": npc(SARRIA, "Z03")})
    m = moved(g, SPAIN)
    assert (m.frm, m.to, m.why, m.prey) == (Z("Z03"), Z("Z03"), "hunting", 0)
    g = turn_start([sea("Z04", **wanted), {"captain": TOBAGO}], RIBADEO,
                   npcs={"spain": npc(SARRIA, "Z05")})              # Z05–Z04: no letter
    m = moved(g, SPAIN)
    assert (m.to, m.why) == (Z("Z04"), "hunting")


def test_NM5_NM7_a_flagship_hunts_its_own_nations_wanted_first() -> None:
    """NM5, NM7: the Spanish flagship prefers a captain Spain wants (1) over one England
    wants at 3 (priority 2), and that one over a captain merely at war with Spain."""
    npcs = {"spain": npc(SARRIA, "Z03")}
    g = turn_start([sea("Z02", bounty={"england": 3}), sea("Z04", TOBAGO,
                                                           bounty={"spain": 1})],
                   RIBADEO, npcs=npcs)
    assert moved(g, SPAIN).prey == 1
    g = turn_start([sea("Z02", bounty={"england": 1}), sea("Z04", TOBAGO)], RIBADEO,
                   npcs=npcs, wars=[["spain", "netherlands"]])
    assert moved(g, SPAIN).prey == 0


def test_NM7_three_bounties_of_one_beat_one_of_two_and_ties_fall_at_random() -> None:
    """NM7: priority 2 sums the other nations' levels — England, France and the Netherlands
    at 1 each (3) beat England at 2; an even pair is broken by the seeded generator (either
    may be chosen)."""
    npcs = {"spain": npc(SARRIA, "Z03")}
    g = turn_start([sea("Z02", bounty={"england": 2}),
                    sea("Z04", TOBAGO, bounty={"england": 1, "france": 1,
                                               "netherlands": 1})], RIBADEO, npcs=npcs)
    assert moved(g, SPAIN).prey == 1
    prey = {moved(turn_start([sea("Z02", bounty={"england": 1}),
                              sea("Z04", TOBAGO, bounty={"france": 1})], RIBADEO,
                             npcs=npcs, seed=seed), SPAIN).prey for seed in range(8)}
    assert prey == {0, 1}


def test_NM6_RU36_a_pirate_hunts_ducats_then_cargo_and_never_a_pirate() -> None:
    """NM6, RU36: the pirate sloop prefers a non-pirate with ducats aboard over one with only
    cargo; BN7(c): a wanted captain is never its prey (it sails on by its letter)."""
    npcs = {"pirate_sloop": npc(SCARROW, "Z02")}
    g = turn_start([sea("Z01", ducats=0, cargo=[4]), sea("Z03", TOBAGO, ducats=1)],
                   RIBADEO, npcs=npcs)
    assert moved(g, P_SLOOP).prey == 1
    g = turn_start([sea("Z01", ducats=0, cargo=[4]), sea("Z03", TOBAGO, ducats=0)],
                   RIBADEO, npcs=npcs)
    assert moved(g, P_SLOOP).prey == 0
    g = turn_start([sea("Z02", bounty={"spain": 1}), {"captain": TOBAGO}], RIBADEO,
                   npcs=npcs)
    m = moved(g, P_SLOOP)                       # Havana has no N exit: E, to Nassau
    assert (m.why, m.to, m.prey) == ("clockwise", Z("Z03"), -1)


def test_NM8_NM9_npcs_move_only_for_icons_and_ships_share_zones() -> None:
    """NM8: between events an NPC never moves, not even with prey next door; NM9: any number
    of ships share a zone — a player sails in beside two NPCs."""
    g = at([sea("Z16", bounty={"england": 1}), {"captain": TOBAGO}],
           npcs={"spain": npc(SARRIA, "Z15"), "pirate_sloop": npc(SCARROW, "Z15")})
    do(g, C.Move(0, Z("Z17"), False), C.Move(0, Z("Z16"), False), C.EndTurn(0))
    assert not kinds(g, E.NpcMoved)
    assert g.view(0).slots[SPAIN].zone == g.view(0).slots[P_SLOOP].zone == Z("Z15")
    g = at([sea("Z16"), {"captain": TOBAGO}],
           npcs={"spain": npc(SARRIA, "Z15"), "england": npc(HARROWBY, "Z15")})
    do(g, C.Move(0, Z("Z15"), False))
    assert state(g).seats[0].zone == Z("Z15")


def test_NM10_NS1_an_npc_that_moves_onto_a_ship_scouts_it_only_when_its_turn_begins() -> None:
    """NM10: hunting onto a ship at sea does not scout it; NS1(b): its scouting comes at the
    start of that seat's turn."""
    g = turn_start([sea("Z15"), {"captain": TOBAGO}], RIBADEO,
                   npcs={"pirate_sloop": npc(SCARROW, "Z16")}, start=1, dice=[1, 1, 1])
    m = moved(g, P_SLOOP)
    assert (m.to, m.why, m.prey) == (Z("Z15"), "hunting", 0)
    assert g.prompt().seat == 1 and not kinds(g, E.ScoutsBegan)
    end_turn(g)
    assert kinds(g, E.ScoutsBegan)[0].seat == 0
    assert [e.result for e in kinds(g, E.NpcScouted)] == ["missed"]


# --- NS: scouting and battles ----------------------------------------------------------------


def test_NS1_a_ship_starting_its_turn_at_sea_by_a_hostile_npc_is_scouted_not_in_port() -> None:
    """NS1(b): a ship at sea in a hostile NPC's zone is scouted as its turn begins; in port
    it is not."""
    npcs = {"pirate_sloop": npc(SCARROW, "Z15")}
    g = at([sea("Z15"), {"captain": TOBAGO}], npcs=npcs, dice=[1, 1, 1])
    assert [e.result for e in kinds(g, E.NpcScouted)] == ["missed"]
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}], npcs=npcs)
    sail_on(g)
    assert not kinds(g, E.ScoutsBegan)


def test_NS2_a_successful_npc_scout_starts_a_battle_with_the_npc_attacking() -> None:
    """NS2: the NPC rolls its scouting (Ned Scarrow: 3 dice); a success starts a naval
    battle, the NPC the attacker."""
    g = at([sea("Z15"), {"captain": TOBAGO}], npcs={"pirate_sloop": npc(SCARROW, "Z15")},
           dice=[4, 4, 5])
    began = kinds(g, E.BattleBegan)[0]
    assert (began.attacker_slot, began.defender, began.why) == (P_SLOOP, 0, "npc")
    assert kinds(g, E.Rolled)[0].dice == 3
    assert g.prompt().step == "declare" and g.prompt().flag          # the defender's


def test_NS3_RU37_an_admiral_scouts_with_at_least_the_highest_bounty() -> None:
    """NS3, RU37: Lope Sarria (scouting 2) scouts a captain wanted by the Netherlands at 4
    (and Spain at 1) with 4 dice."""
    g = at([sea("Z15", bounty={"spain": 1, "netherlands": 4}), {"captain": TOBAGO}],
           npcs={"spain": npc(SARRIA, "Z15")}, dice=[1, 1, 1, 1])
    rolled = kinds(g, E.Rolled)[0]
    assert (rolled.dice, rolled.mods) == (4, (("flag", 2),))


def test_NS4_pirates_keep_quiet_where_a_flagship_lies() -> None:
    """NS4: a pirate in a zone holding any flagship does not scout players."""
    g = at([sea("Z15"), {"captain": TOBAGO}],
           npcs={"pirate_sloop": npc(SCARROW, "Z15"), "england": npc(HARROWBY, "Z15")})
    assert [e.result for e in kinds(g, E.NpcScouted)] == ["abstains"]
    assert not kinds(g, E.Rolled)


def test_NS5_several_npcs_scout_in_a_random_order_each_its_own_battle() -> None:
    """NS5: two pirates in the zone scout in a seeded random order; the first finds the ship
    and fights (the player escapes in round 2); the second then scouts the ship still there
    — a separate chance."""
    dice = FOUND + [1] * 6 + [1, 1, 1, 6, 1, 1] + [1, 1, 1]
    orders = set()
    for seed in range(6):
        g = at([sea("Z17"), {"captain": TOBAGO}], seed=seed, dice=dice,
               npcs={"pirate_sloop": npc(SCARROW, "Z17"),
                     "pirate_frigate": npc(GRIEVE, "Z17")})
        orders.add(kinds(g, E.ScoutsBegan)[0].slots)
        through(g, declare="escape")
        assert len(kinds(g, E.BattleBegan)) == 1
        assert [e.result for e in kinds(g, E.NpcScouted)] == ["found", "missed"]
    assert orders == {(P_SLOOP, P_FRIGATE), (P_FRIGATE, P_SLOOP)}


def test_NS6_a_player_scouting_an_npc_is_the_attacker() -> None:
    """NS6: a player that finds an NPC attacks it: the player is the attacker."""
    g = at([sea("Z15", bounty={"france": 1}), {"captain": TOBAGO}], dice=FOUND,
           npcs={"pirate_sloop": npc(SCARROW, "Z15")})
    do(g, C.Scout(0, "npc:4"))
    began = kinds(g, E.BattleBegan)[0]
    assert (began.attacker, began.defender_slot, began.why) == (0, P_SLOOP, "scout")
    assert g.prompt().step == "declare" and g.prompt().seat == 0 and not g.prompt().flag


def test_NS7_NS9_DA7_the_engine_steers_the_npc_and_its_damage_is_on_its_own_track() -> None:
    """NS7, C12: an NPC's damage is kept on its own (the brown) track, in every view; NS9,
    DA7: the engine declares for it and places the success hits on it — no seat is asked."""
    g = at([sea("Z15", ship="frigate", bounty={"france": 1}), {"captain": TOBAGO}],
           dice=FOUND + [6, 6, 6, 1, 1, 1, 5, 5, 1], npcs={"pirate_sloop": npc(SCARROW, "Z15")})
    do(g, C.Scout(0, "npc:4"))
    evs = do(g, C.Declare(0, "fire"))
    assert kinds(evs, E.Declared)[1].side == 1                 # the NPC declared at once
    placed = kinds(evs, E.HitsPlaced)[0]
    assert placed.side == 0 and len(placed.locations) == 2      # the engine placed them
    t = g.view(1).battle.tracks[1]
    assert sum(t) == sum(CAT.ship("sloop").stats) - 3 and state(g).seats[0].track == [3] * 5


def test_NS8_RU40_an_npc_escapes_only_when_outgunned_or_outmanned() -> None:
    """NS8, RU40: the pirate sloop (1 cannon, 2 crew) facing a frigate (3 and 3) may escape —
    and does, in round 2; the pirate frigate facing a sloop may not, and fires."""
    g = at([sea("Z15", ship="frigate", bounty={"france": 1}), {"captain": TOBAGO}],
           dice=FOUND + [1] * 6, npcs={"pirate_sloop": npc(SCARROW, "Z15")})
    do(g, C.Scout(0, "npc:4"), C.Declare(0, "fire"), C.Declare(0, "fire"))
    assert [d.choice for d in kinds(g, E.Declared) if d.side == 1][:2] == ["fire", "escape"]
    g = at([sea("Z17", bounty={"france": 1}), {"captain": TOBAGO}], dice=FOUND + [1] * 5,
           npcs={"pirate_frigate": npc(GRIEVE, "Z17")})
    do(g, C.Scout(0, "npc:5"), C.Declare(0, "fire"), C.Declare(0, "escape"))
    assert [d.choice for d in kinds(g, E.Declared) if d.side == 1][:2] == ["fire", "fire"]


def test_NS11_an_npc_that_beats_a_player_kills_its_captain_and_takes_nothing() -> None:
    """NS11: the pirate wins the crew combat: the captain dies (DR1), nothing is plundered,
    the pirate stays where it is."""
    dice = FOUND + [1] * 6 + [1, 1, 1, 6, 1, 1] + [6, 6, 1, 1]    # the player boards, loses
    g = at([sea("Z15", ducats=7), {"captain": TOBAGO}], dice=dice,
           npcs={"pirate_sloop": npc(SCARROW, "Z15")})
    assert kinds(g, E.BattleBegan)[0].attacker_slot == P_SLOOP
    through(g, declare="board")
    assert kinds(g, E.BattleEnded)[0].winner == 0
    assert kinds(g, E.CaptainDied)[0].seat == 0 and not kinds(g, E.Plundered)
    assert g.view(1).slots[P_SLOOP].zone == Z("Z15")


def test_NS13_an_escape_ends_the_battle_with_no_winner_and_the_npc_stays() -> None:
    """NS13: the player escapes (round 2): no winner, no glory, the pirate where it was."""
    g = at([sea("Z15"), {"captain": TOBAGO}], dice=FOUND + [1] * 6 + [1, 1, 1, 6, 1, 1],
           npcs={"pirate_sloop": npc(SCARROW, "Z15")})
    through(g, declare="escape")
    assert kinds(g, E.BattleEnded)[0] == E.BattleEnded(-1, "escape")
    assert not kinds(g, E.GloryGained) and g.view(0).slots[P_SLOOP].zone == Z("Z15")
    assert state(g).seats[0].zone == Z("Z15") and g.prompt().step == "actions"


def _pirate_attacks(steering: str) -> Any:
    """Anne at sea beside the pirate sloop, which scouts her at her turn's start (NS1, NS2:
    every die a 6): the battle opens with the pirate as the attacker."""
    import mm_combat_support as M
    from mm_play import at
    npc = M.CAT.event(M.PIRATE_SLOOP).npc
    assert npc is not None
    s0 = M.sea(None, M.A_CAP)
    return at([s0, {"captain": M.B_CAP}], dice=[6] * 60, options={"steering": steering},
              npcs={npc.slot: {"cards": [[M.PIRATE_SLOOP, -1]], "zone": s0["zone"]}})


def test_OV2_NS9_under_the_printed_steering_the_seat_to_the_left_steers_the_npc() -> None:
    """OV2, NS9: the NPC's declarations and the placing of the hits it takes are asked of
    the seat to the left of the one it fights (Bart, for Anne), through the same commands;
    Anne may not answer for it. By default (DA7) the engine declares and places alone."""
    from game.core.errors import RuleError
    g = _pirate_attacks("printed")
    p = g.prompt()
    assert (p.seat, p.step, p.clause, p.flag) == (1, "declare", "NS9", False)
    try:
        g.submit(C.Declare(0, "fire"))
        raise AssertionError("Anne declared for the pirate")
    except RuleError as err:
        assert err.clause == "NS9" and "Bart" in str(err)
    evs = g.submit(C.Declare(1, "fire"))
    assert [(e.side, e.choice) for e in evs if type(e) is E.Declared] == [(0, "fire")]
    steps = []
    for _ in range(12):
        p = g.prompt()
        steps.append((p.seat, p.step, p.clause))
        if p.step == "declare":
            g.submit(C.Declare(p.seat, "fire"))
        elif p.step == "place":
            placed = g.submit(C.Place(p.seat, ("hold",) * p.count))
            hp = [e for e in placed if type(e) is E.HitsPlaced][0]
            assert hp.side == (0 if p.flag else 1)   # the firing side
        else:
            break
    assert (1, "place", "NS9") in steps and (0, "place", "HL3") in steps
    engine = _pirate_attacks("engine").prompt()
    assert (engine.seat, engine.step, engine.clause) == (0, "declare", "NB3")
