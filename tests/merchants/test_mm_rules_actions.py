"""Merchants & Marauders' actions — Move and Scout, and the Port action's place among them
(contract sections A, MV, SC) through the engine's public API: where one Move takes a ship,
what entering a zone sets off, what a Scout may name and what a find starts. Every refused
command names its clause and changes nothing."""

from __future__ import annotations

from mm_rules_support import (
    CARTAGENA,
    TOBAGO,
    Z,
    at,
    do,
    kinds,
    refused,
    sail_on,
    state,
    through,
)

from game.merchants import commands as C
from game.merchants import events as E

#: the pirate sloop Ned Scarrow (EVT13: seamanship 3, scouting 3) and the Spanish admiral
#: Lope Sarria (EVT02: frigate, scouting 2)
PIRATE_SLOOP, SPANISH_ADMIRAL = 412, 401


def at_sea(zone: str = "Z15", **seat: object) -> dict[str, object]:
    return {"captain": CARTAGENA, "zone": zone, "in_port": False, **seat}


# --- A: actions ------------------------------------------------------------------------------


def test_A1_three_actions_in_any_mix_and_one_port_action() -> None:
    """A1: up to three actions of any kind and order — Port at most once; unused ones are
    lost at the end of the turn; a fourth is refused (A1)."""
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}])
    sail_on(g)
    do(g, C.BeginPort(0), C.EndPort(0))
    assert g.prompt().count == 2 and not g.prompt().flag
    do(g, C.Move(0, Z("Z15"), False), C.Move(0, Z("Z15"), True))
    assert g.prompt().count == 0 and g.prompt().moves == ()
    refused(g, C.BeginPort(0), "A1")
    refused(g, C.Move(0, Z("Z15"), False), "A1")
    g = at([at_sea(), {"captain": TOBAGO}])
    do(g, C.Move(0, Z("Z14"), False), C.EndTurn(0))          # two actions lost
    assert g.prompt().seat == 1


def test_A2_RU44_an_action_finishes_with_the_battle_it_starts_before_the_next() -> None:
    """A2: a Move into a pirate's zone is scouted at once (MV3); the battle it starts is fought
    out — here the player escapes in round 2 — before the seat is asked for its next action,
    one fewer."""
    dice = [6, 1, 1,                        # the pirate finds the ship
            1, 1, 1, 6, 6, 6, 2,            # round 1: the player out-manoeuvres it, one hit
            1, 1, 1, 6, 1, 1]               # round 2: the player escapes, the pirate rolls none
    g = at([at_sea(), {"captain": TOBAGO}], dice=dice,
           npcs={"pirate_sloop": {"cards": [[PIRATE_SLOOP, -1]], "zone": "Z16"}})
    do(g, C.Move(0, Z("Z16"), False))
    assert g.prompt().step == "declare"
    through(g, declare="escape")
    assert kinds(g, E.BattleEnded)[0].how == "escape"
    assert [d.choice for d in kinds(g, E.Declared)][1::2] == ["fire", "escape"]   # NB3
    p = g.prompt()
    assert (p.step, p.seat, p.count) == ("actions", 0, 2)


def test_A3_every_ship_moves_one_zone_a_move() -> None:
    """A3: a galleon and a sloop in the same zone reach exactly the same places in one Move."""
    g = at([at_sea(ship="galleon"), at_sea(captain=TOBAGO)])
    galleon = g.prompt().moves
    do(g, C.EndTurn(0))
    assert g.prompt().moves == galleon == ((Z("Z14"), False), (Z("Z16"), False),
                                           (Z("Z17"), False), (Z("Z15"), True))


# --- MV: move --------------------------------------------------------------------------------


def test_MV1_a_move_goes_to_a_bordering_sea_into_the_port_or_out_of_it() -> None:
    """MV1: from sea, to an adjacent zone's sea or into this zone's port; from port, only out
    to its own sea; anything else is refused (MV1)."""
    g = at([at_sea(), {"captain": TOBAGO}])
    refused(g, C.Move(0, Z("Z02"), False), "MV1")          # not adjacent to Cartagena
    refused(g, C.Move(0, 99, False), "MV1")
    do(g, C.Move(0, Z("Z17"), False))
    assert (state(g).seats[0].zone, state(g).seats[0].in_port) == (Z("Z17"), False)
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}])
    sail_on(g)
    assert g.prompt().moves == ((Z("Z15"), False),)
    refused(g, C.Move(0, Z("Z16"), False), "MV1")
    do(g, C.Move(0, Z("Z15"), False))
    assert state(g).seats[0].in_port is False


def test_MV2_BN7_a_wanted_captain_cannot_enter_that_nations_port() -> None:
    """MV2, BN7(a): a captain wanted by England cannot enter English Nassau (refused, MV2);
    its home port stays open whatever it is wanted for; Port Royal's haven lets it try."""
    g = at([at_sea("Z03", bounty={"england": 1}), {"captain": TOBAGO}])
    assert (Z("Z03"), True) not in g.prompt().moves
    refused(g, C.Move(0, Z("Z03"), True), "MV2")
    g = at([{"captain": TOBAGO, "zone": "Z12", "in_port": False,
             "bounty": {"netherlands": 3}}, {"captain": CARTAGENA}])
    do(g, C.Move(0, Z("Z12"), True))                       # Tobago: home
    assert state(g).seats[0].in_port
    g = at([at_sea("Z05", bounty={"england": 2}), {"captain": TOBAGO}])
    assert (Z("Z05"), True) in g.prompt().moves
    do(g, C.Move(0, Z("Z05"), True))
    assert g.prompt().step == "haven"


def test_MV3_NS1_entering_a_zone_or_leaving_port_into_it_is_scouted_at_once() -> None:
    """MV3, NS1(a): a ship that enters a zone's sea — from a neighbour, or out of the zone's
    port — is scouted at once by the hostile NPCs there (a Spanish admiral against a captain
    Spain wants), before the next action."""
    npcs = {"spain": {"cards": [[SPANISH_ADMIRAL, -1]], "zone": "Z15"}}
    g = at([{"captain": CARTAGENA, "bounty": {"spain": 1}}, {"captain": TOBAGO}],
           npcs=npcs, dice=[1, 1])
    sail_on(g)
    evs = do(g, C.Move(0, Z("Z15"), False))
    rolled = kinds(evs, E.Rolled)[0]
    assert (rolled.slot, rolled.context) == (0, "scout_player")
    assert kinds(evs, E.NpcScouted)[0].result == "missed"
    g = at([at_sea("Z16", bounty={"spain": 1}), {"captain": TOBAGO}], npcs=npcs,
           dice=[1, 1])
    evs = do(g, C.Move(0, Z("Z15"), False))
    assert kinds(evs, E.NpcScouted)[0].result == "missed"
    assert g.prompt().step == "actions" and g.prompt().count == 2


def test_MV4_RU13_leaving_port_with_too_much_cargo_throws_the_excess_of_ones_choice() -> None:
    """MV4, PT6: in port a sloop (hold 2) may hold 4 cards; leaving, it throws exactly the
    excess overboard, its own choice (one card too few is refused, MV4), face up."""
    g = at([{"captain": CARTAGENA, "cargo": [4, 12, 20, 28]}, {"captain": TOBAGO}])
    sail_on(g)
    do(g, C.Move(0, Z("Z15"), False))
    p = g.prompt()
    assert (p.step, p.count, p.cards) == ("leave_cargo", 2, (4, 12, 20, 28))
    refused(g, C.Discard(0, (4,)), "MV4")
    do(g, C.Discard(0, (12, 28)))
    assert state(g).seats[0].cargo == [4, 20]
    assert g.view(1).cargo_discard[-2:] == (12, 28)
    assert g.prompt().step == "actions"


def test_MV5_entering_port_is_a_move_not_the_port_action() -> None:
    """MV5: Havana to Nassau takes all three actions — leave, move, enter — and leaves no
    Port action for this turn; entering a port does not begin one."""
    g = at([{"captain": CARTAGENA, "zone": "Z02"}, {"captain": TOBAGO}])
    sail_on(g)
    evs = do(g, C.Move(0, Z("Z02"), False), C.Move(0, Z("Z03"), False),
             C.Move(0, Z("Z03"), True))
    assert not kinds(evs, E.PortBegan)
    p = g.prompt()
    assert (p.count, p.flag) == (0, False) and state(g).seats[0].in_port
    g = at([at_sea("Z03"), {"captain": TOBAGO}])
    do(g, C.Move(0, Z("Z03"), True))
    assert g.prompt().flag and g.prompt().count == 2          # the Port action is still to take


def test_MV6_a_cards_move_follows_the_card_and_still_enters_the_zone() -> None:
    """MV6: a glory card's move (GY39 Favourable Current: to an adjacent zone, no action)
    spends no action, and the zone entered is scouted by its pirate (MV3)."""
    g = at([at_sea(hand=[138]), {"captain": TOBAGO}], dice=[1, 1, 1],
           npcs={"pirate_sloop": {"cards": [[PIRATE_SLOOP, -1]], "zone": "Z16"}})
    do(g, C.PlayGlory(0, 138))
    p = g.prompt()
    assert p.step == "effect" and "Z16" in p.options
    evs = do(g, C.Choose(0, "Z16"))
    moved = kinds(evs, E.ShipMoved)[0]
    assert (moved.zone, moved.action) == (Z("Z16"), False)
    assert kinds(evs, E.NpcScouted)[0].slot == 4
    assert g.prompt().count == 3


# --- SC: scout -------------------------------------------------------------------------------


def test_SC1_RU14_a_scout_names_a_ship_an_npc_or_a_merchant_at_sea_in_its_zone() -> None:
    """SC1, RU14: the targets are a rival at sea in the zone (not one in port), an NPC there,
    the zone's merchant; the scout itself must be at sea (from port: refused, SC1); a ship in
    port is no target (refused, SC1)."""
    npcs = {"pirate_sloop": {"cards": [[PIRATE_SLOOP, -1]], "zone": "Z15"}}
    g = at([at_sea(bounty={"england": 1}), {"captain": TOBAGO, "zone": "Z15",
                                            "in_port": False}], npcs=npcs)
    assert set(g.prompt().targets) == {"seat:1", "npc:4", "merchant"}
    g = at([at_sea(bounty={"england": 1}), {"captain": TOBAGO, "zone": "Z15",
                                            "in_port": True}], npcs=npcs)
    assert "seat:1" not in g.prompt().targets
    refused(g, C.Scout(0, "seat:1"), "SC1")
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO, "zone": "Z15", "in_port": False}])
    sail_on(g)
    assert g.prompt().targets == ()
    refused(g, C.Scout(0, "seat:1"), "SC1")
    refused(g, C.Scout(0, "merchant"), "SC1")


def test_SC2_the_scout_rolls_its_captains_scouting_one_success_finds() -> None:
    """SC2: the scout rolls its captain's scouting (Rodrigo Alcaraz: 3 dice); one success
    finds, none misses — the action is spent either way."""
    for dice, found in (([1, 2, 5], True), ([4, 4, 1], False)):
        g = at([at_sea(), {"captain": TOBAGO}], dice=dice)
        evs = do(g, C.Scout(0, "merchant"))
        assert kinds(evs, E.Rolled)[0].faces == tuple(dice)
        assert kinds(evs, E.Scouted)[0].found is found
        assert g.prompt().step == ("merchant" if found else "actions")
        assert state(g).actions == 2


def test_SC3_BN2_BN4_a_found_player_is_attacked_at_once_its_nation_sets_a_bounty_first() -> None:
    """SC3: a found player is attacked at once, the scout the attacker; BN2(a), BN4: the
    found non-pirate's nation (the Netherlands: Tobago's captain) sets its bounty on the scout
    before the battle begins."""
    g = at([at_sea("Z12"), {"captain": TOBAGO, "zone": "Z12", "in_port": False}],
           dice=[6, 1, 1])
    evs = do(g, C.Scout(0, "seat:1"))
    names = [type(e).__name__ for e in evs]
    assert names.index("BountySet") < names.index("BattleBegan")
    assert kinds(evs, E.BountySet)[0] == E.BountySet(0, "netherlands", 1, "attack")
    began = kinds(evs, E.BattleBegan)[0]
    assert (began.attacker, began.defender, began.why) == (0, 1, "scout")
    assert g.prompt().step == "declare" and g.prompt().seat == 0


def test_SC4_MR3_a_found_merchant_asks_its_flag_and_whether_to_raid() -> None:
    """SC4, MR3: a found merchant's flag is, at the scout's choice, its token's (here French)
    or the zone's port's (Cartagena: Spanish); raid or let it go."""
    g = at([at_sea(), {"captain": TOBAGO}], dice=[6, 1, 1], merchants={"Z15": 809})
    do(g, C.Scout(0, "merchant"))
    p = g.prompt()
    assert (p.step, p.options, p.flag) == ("merchant", ("france", "spain"), True)


def test_SC5_a_target_is_scouted_once_a_turn_success_or_not() -> None:
    """SC5: after a missed scout the same target is refused (SC5) this turn; another target
    in the zone may still be scouted — or, after a move, the merchant of another zone."""
    g = at([at_sea(), {"captain": TOBAGO, "zone": "Z15", "in_port": False,
                       "bounty": {"spain": 1}}], dice=[1, 1, 1, 1, 1, 1])
    do(g, C.Scout(0, "merchant"))
    assert "merchant" not in g.prompt().targets
    refused(g, C.Scout(0, "merchant"), "SC5")
    evs = do(g, C.Scout(0, "seat:1"))
    assert kinds(evs, E.Scouted)[0].target == "seat:1"
    g = at([at_sea(), {"captain": TOBAGO}], dice=[1, 1, 1, 1, 1, 1])
    do(g, C.Scout(0, "merchant"), C.Move(0, Z("Z16"), False))
    assert "merchant" in g.prompt().targets
    evs = do(g, C.Scout(0, "merchant"))
    assert kinds(evs, E.Scouted)[0].found is False


def test_SC6_MR6_RU15_a_ship_with_a_destroyed_location_cannot_scout_a_merchant() -> None:
    """SC6, MR6, RU15: with its crew at 0 the ship may not name the merchant (refused, SC6),
    so no action goes on a raid it could not make; other targets stay open."""
    g = at([at_sea(track=[2, 2, 2, 0, 1]), {"captain": TOBAGO, "zone": "Z15",
                                           "in_port": False}])
    assert g.prompt().targets == ("seat:1",)
    refused(g, C.Scout(0, "merchant"), "SC6")
