"""Merchants & Marauders' Port action and its steps — selling, buying, the shipyard,
recruiting and the stash (contract sections PT, SL, BY, YD, RC, SH) through the engine's
public API: what a port offers, at what price, and what each step changes. Every refused
command names its clause and changes nothing."""

from __future__ import annotations

from typing import Any

from mm_rules_support import (
    CARTAGENA,
    QUIET,
    TOBAGO,
    Z,
    at,
    do,
    kinds,
    refused,
    sail_on,
    state,
)

from game.merchants import commands as C
from game.merchants import events as E

HIDDEN = -2
SUGAR, HIDES = 600, 621                  # demand tokens


def in_port(*, dice: list[int] | None = None, rival: dict[str, object] | None = None,
            **seat: object) -> Any:
    """Rodrigo Alcaraz (Cartagena, Z15) in his home port at the start of his turn, not
    retiring, his Port action begun."""
    g = at([{"captain": CARTAGENA, **seat}, rival or {"captain": TOBAGO}], dice=dice,
           demand={"Z15": SUGAR})
    sail_on(g)
    do(g, C.BeginPort(0))
    return g


# --- PT: the Port action ---------------------------------------------------------------------


def test_PT1_RU16_a_port_action_only_in_port_and_not_where_the_captain_is_wanted() -> None:
    """PT1: at sea there is no Port action (refused, PT1); in a port whose nation wants the
    captain (RU16: only a card puts it there) none either (refused, PT1) — the captain may
    leave; its home port and Port Royal are excepted."""
    g = at([{"captain": CARTAGENA, "zone": "Z15", "in_port": False}, {"captain": TOBAGO}])
    refused(g, C.BeginPort(0), "PT1")
    g = at([{"captain": CARTAGENA, "zone": "Z02", "bounty": {"spain": 1}},
            {"captain": TOBAGO}])
    sail_on(g)
    assert not g.prompt().flag and g.prompt().moves == ((Z("Z02"), False),)
    refused(g, C.BeginPort(0), "PT1")
    for zone, wanted in (("Z15", "spain"), ("Z05", "england")):
        g = at([{"captain": CARTAGENA, "zone": zone, "bounty": {wanted: 2}},
                {"captain": TOBAGO}])
        sail_on(g)
        assert g.prompt().flag
        do(g, C.BeginPort(0))
        assert g.prompt().step == "port"


def test_PT2_each_step_once_a_port_action() -> None:
    """PT2: a Port action is any of its steps, each at most once — a second market (refused,
    PT2), a second recruiting test (refused, PT2), the chest only at home (SH1)."""
    g = in_port(ducats=20, track=[2, 2, 2, 1, 1], dice=[1, 1])
    do(g, C.Market(0), C.Buy(0, ()))
    assert "buy" not in g.prompt().steps
    refused(g, C.Market(0), "PT2")
    do(g, C.Recruit(0), C.BuyCrew(0, 0))
    assert "recruit" not in g.prompt().steps
    refused(g, C.Recruit(0), "PT2")
    g = at([{"captain": CARTAGENA, "zone": "Z13"}, {"captain": TOBAGO}])
    sail_on(g)
    do(g, C.BeginPort(0))
    assert "stash" not in g.prompt().steps
    refused(g, C.Stash(0, 5), "SH1")


def test_PT3_selling_comes_first_or_not_at_all() -> None:
    """PT3: selling is offered only as the first step; after any other step it is refused
    (PT3)."""
    g = in_port(cargo=[4, 5])
    assert g.prompt().steps[0] == "sell"
    do(g, C.BuyWeapon(0, "grapeshot"))
    assert "sell" not in g.prompt().steps
    refused(g, C.Sell(0, (4,)), "PT3")


def test_PT4_the_first_port_action_at_a_port_turns_up_its_modification() -> None:
    """PT4, MD2: the first Port action at a port reveals its face-down modification token to
    everyone; a later one reveals nothing more."""
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}], mods={"Z15": 706})
    assert g.view(1).mods[Z("Z15")] == HIDDEN
    sail_on(g)
    evs = do(g, C.BeginPort(0))
    assert kinds(evs, E.ModificationRevealed) == [E.ModificationRevealed(Z("Z15"), 706)]
    assert g.view(1).mods[Z("Z15")] == 706
    assert "modification:deep_hold:3" in g.prompt().options
    g = at([{"captain": CARTAGENA, "zone": "Z15", "in_port": True},
            {"captain": TOBAGO, "zone": "Z15", "in_port": True}], mods={"Z15": 706})
    sail_on(g)
    do(g, C.BeginPort(0), C.EndPort(0), C.EndTurn(0))
    sail_on(g)
    assert not kinds(do(g, C.BeginPort(1)), E.ModificationRevealed)


def test_PT5_ZR1_the_havens_toll_is_paid_entering_not_out_of_the_port_action() -> None:
    """PT5, ZR1, RU10: any wanted captain — here wanted by Spain only — entering Port Royal
    pays the toll (or tests influence) as part of the Move; the Port action is still its to
    take afterwards."""
    g = at([{"captain": CARTAGENA, "zone": "Z05", "in_port": False,
             "bounty": {"spain": 1}, "ducats": 10}, {"captain": TOBAGO}])
    do(g, C.Move(0, Z("Z05"), True))
    p = g.prompt()
    assert (p.step, p.options) == ("haven", ("pay", "test", "back"))
    evs = do(g, C.Haven(0, "pay"))
    assert kinds(evs, E.DucatsChanged)[0] == E.DucatsChanged(0, -2, "toll")
    p = g.prompt()
    assert (p.step, p.count, p.flag) == ("actions", 2, True)
    g = at([{"captain": CARTAGENA, "zone": "Z05", "in_port": False}, {"captain": TOBAGO}])
    do(g, C.Move(0, Z("Z05"), True))                    # no bounty: no toll
    assert g.prompt().step == "actions" and state(g).seats[0].ducats == 10
    g = at([{"captain": 504, "zone": "Z05", "in_port": False, "bounty": {"spain": 1}},
            {"captain": TOBAGO}])                       # Nathaniel Crane: home (MV2)
    do(g, C.Move(0, Z("Z05"), True))
    assert g.prompt().step == "actions" and state(g).seats[0].in_port


def test_PT6_in_port_a_ship_holds_six_cargo_whatever_its_hold() -> None:
    """PT6: in port a sloop (hold 2) may hold up to 6 cargo cards: a market bought up to 6
    is fine, a 7th card is refused (PT6)."""
    g = in_port(cargo=[40, 41, 42, 43], ducats=30)
    do(g, C.Market(0))
    p = g.prompt()
    refused(g, C.Buy(0, p.cards[:3]), "PT6")
    do(g, C.Buy(0, p.cards[:2]))
    assert len(state(g).seats[0].cargo) == 6


# --- SL: selling -----------------------------------------------------------------------------


def test_SL1_RU52_a_sale_pays_3_a_card_and_6_for_the_demanded_good() -> None:
    """SL1, RU52: the cards sold together pay 3 each, 6 each of the good this port demands
    (sugar here): two sugar and a tobacco fetch 15, in one sale."""
    g = in_port(cargo=[0, 1, 8], ducats=10)
    evs = do(g, C.Sell(0, (0, 1, 8)))
    assert kinds(evs, E.Sold) == [E.Sold(0, (0, 1, 8), 15, 2)]
    assert state(g).seats[0].ducats == 25


def test_SL2_RU17_a_demand_sale_replaces_the_token_from_the_pool() -> None:
    """SL2, RU17: a sale of the demanded good discards the port's token and draws another
    from the pool before the old one joins it; the pool stays 8; no second sale this turn."""
    g = in_port(cargo=[0, 8])
    pool = list(state(g).demand_pool)
    evs = do(g, C.Sell(0, (0, 8)))
    new = kinds(evs, E.DemandReplaced)[0]
    assert (new.zone, new.old) == (Z("Z15"), SUGAR) and new.new in pool
    assert g.view(1).demand[Z("Z15")] == new.new
    assert SUGAR in state(g).demand_pool and len(state(g).demand_pool) == 8
    assert "sell" not in g.prompt().steps
    g = in_port(cargo=[8])
    assert not kinds(do(g, C.Sell(0, (8,))), E.DemandReplaced)


def test_SL3_RU18_three_demanded_cards_in_one_sale_earn_a_glory() -> None:
    """SL3, RU18: 3 cards of the demanded good in one sale earn 1 glory (and its glory card);
    2 of them with other cards, or 3 undemanded cards, earn none."""
    for cargo, glory in (([0, 1, 2], 1), ([0, 1, 8, 9], 0), ([8, 9, 10], 0)):
        g = in_port(cargo=cargo)
        evs = do(g, C.Sell(0, tuple(cargo)))
        assert len(kinds(evs, E.GloryGained)) == glory
        assert state(g).seats[0].glory == glory and len(state(g).seats[0].hand) == glory


def test_SL4_sold_cards_go_face_up_to_the_cargo_discard() -> None:
    """SL4: the sold cards lie face up on the cargo discard, in every view."""
    g = in_port(cargo=[8, 16])
    do(g, C.Sell(0, (8, 16)))
    assert g.view(1).cargo_discard[-2:] == (8, 16) and g.view(1).seats[0].cargo_count == 0


# --- BY: buying ------------------------------------------------------------------------------


def test_BY1_the_market_is_six_cards_seen_only_by_the_buyer() -> None:
    """BY1, DA4: the buy step draws 6 cargo cards; the buyer sees them, a rival neither in
    its view nor in the event."""
    g = in_port()
    evs = do(g, C.Market(0))
    drawn = kinds(evs, E.MarketDrawn)[0]
    assert len(drawn.cards) == 6 and g.view(0).market == drawn.cards
    assert g.view(1).market == ()
    assert all(c == HIDDEN for c in g.events_for(1)[-1].cards)


def test_BY1_RU19_buying_again_where_one_drew_last_turn_draws_three() -> None:
    """BY1, RU19: a seat that drew a market at this port in its previous seat turn (buying
    nothing) draws 3 cards there this turn."""
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}], events=[QUIET])
    sail_on(g)
    do(g, C.BeginPort(0), C.Market(0), C.Buy(0, ()), C.EndPort(0), C.EndTurn(0))
    sail_on(g)
    do(g, C.EndTurn(1))
    sail_on(g)
    evs = do(g, C.BeginPort(0), C.Market(0))
    assert len(kinds(evs, E.MarketDrawn)[0].cards) == 3


def test_BY2_RU19_the_demanded_good_is_never_in_that_ports_market() -> None:
    """BY2, RU19: cards of the good this port demands (hides) are thrown face up and
    replaced, replacements too, until the market holds none."""
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}], demand={"Z15": HIDES},
           cargo=[56, 0, 57, 1, 2, 58, 3, 4, 5])
    sail_on(g)
    evs = do(g, C.BeginPort(0), C.Market(0))
    drawn = kinds(evs, E.MarketDrawn)[0]
    assert drawn.cards == (0, 1, 2, 3, 4, 5) and drawn.discarded == (56, 57, 58)
    assert g.view(1).cargo_discard[-3:] == (56, 57, 58)


def test_BY3_RU53_the_price_counts_the_markets_cards_of_a_good() -> None:
    """BY3, RU53: one card of a good costs 3, two cost 2 each, three or more 1 each — however
    many are bought."""
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}], demand={"Z15": HIDES},
           cargo=[0, 1, 2, 8, 9, 16])
    sail_on(g)
    do(g, C.BeginPort(0), C.Market(0))
    p = g.prompt()
    assert dict(zip(p.cards, p.prices, strict=True)) == {0: 1, 1: 1, 2: 1, 8: 2, 9: 2, 16: 3}
    evs = do(g, C.Buy(0, (0, 8)))
    assert kinds(evs, E.Bought)[0].cost == 3


def test_BY4_BY5_cards_bought_face_down_the_rest_face_up_to_the_discard() -> None:
    """BY4: any cards of the market may be bought at their prices; their count is public,
    their goods private; a card not on offer is refused (BY4), a price above the ducats
    aboard too (RU56); BY5: the unbought cards go face up to the cargo discard."""
    g = at([{"captain": CARTAGENA, "ducats": 4}, {"captain": TOBAGO}], demand={"Z15": HIDES},
           cargo=[0, 8, 16, 24, 32, 40])
    sail_on(g)
    do(g, C.BeginPort(0), C.Market(0))
    refused(g, C.Buy(0, (63,)), "BY4")
    refused(g, C.Buy(0, (0, 8)), "RU56")
    evs = do(g, C.Buy(0, (16,)))
    assert kinds(evs, E.Bought)[0] == E.Bought(0, (16,), 3, (0, 8, 24, 32, 40))
    assert g.view(1).seats[0].cargo_count == 1 and g.view(1).seats[0].cargo == ()
    assert g.view(0).seats[0].cargo == (16,)
    assert g.view(1).cargo_discard[-5:] == (0, 8, 24, 32, 40)


def test_BY6_RU48_an_empty_cargo_deck_is_made_anew_from_its_discards() -> None:
    """BY6, RU48: a market drawn from a deck of 4 shuffles the cargo discard into a new deck
    and draws on."""
    rival = {"captain": TOBAGO, "cargo": list(range(54))}
    g = at([{"captain": CARTAGENA, "cargo": [54, 55, 56, 57, 58, 59]}, rival],
           demand={"Z15": SUGAR})
    assert g.view(0).deck_sizes[1] == 4
    sail_on(g)
    evs = do(g, C.BeginPort(0), C.Sell(0, (54, 55, 56, 57, 58, 59)), C.Market(0))
    shuffled = kinds(evs, E.DeckShuffled)[0]
    assert shuffled.deck == "cargo"
    market = kinds(evs, E.MarketDrawn)[0].cards
    assert len(market) == 6 and set(market[:4]) == {60, 61, 62, 63}
    assert set(market[4:]) <= {54, 55, 56, 57, 58, 59}


def test_BY7_RU62_cargo_may_go_overboard_in_ones_own_turn() -> None:
    """BY7, RU62: between actions a seat may throw cargo from its hold, face up onto the
    cargo discard (a card it does not hold is refused)."""
    g = at([{"captain": CARTAGENA, "zone": "Z15", "in_port": False, "cargo": [4, 12]},
            {"captain": TOBAGO}])
    assert g.prompt().cards == (4, 12)
    refused(g, C.Overboard(0, (5,)), "A1")
    evs = do(g, C.Overboard(0, (12,)))
    assert kinds(evs, E.CargoDiscarded) == [E.CargoDiscarded(0, (12,), "overboard")]
    assert g.view(1).cargo_discard[-1] == 12 and g.prompt().count == 3


# --- YD: the shipyard ------------------------------------------------------------------------


def test_YD1_the_shipyards_prices() -> None:
    """YD1: a sloop with a point off its hull (sale value 4, YD3) changes to a frigate or
    galleon for 35 − 4, to a sloop or flute for 10 − 4; a man-of-war is not for sale
    (refused, YD1); a point of repair costs 2, the port's modification 3, a special weapon 3
    to buy and 1 to sell."""
    g = in_port(ducats=40, track=[1, 2, 2, 2, 1], weapons=["grapeshot"])
    p = g.prompt()
    assert {"ship:frigate:31", "ship:galleon:31", "ship:sloop:6", "ship:flute:6",
            "repair:hull:2", "weapon:chain_shot:3", "sell_weapon:grapeshot:1"} <= set(p.options)
    assert any(o.startswith("modification:") and o.endswith(":3") for o in p.options)
    assert not any("man_of_war" in o for o in p.options)
    # the most specific rule: PL9 names the man-of-war
    refused(g, C.ChangeShip(0, "man_of_war"), "PL9")
    evs = do(g, C.SellWeapon(0, "grapeshot"))
    assert kinds(evs, E.WeaponSold)[0].gain == 1


def test_YD2_a_new_ship_only_by_selling_the_old_one_in_the_same_deal() -> None:
    """YD2: the change costs the new price less the old ship's sale value; a change the
    ducats aboard cannot pay is not offered and is refused (YD2)."""
    g = in_port(ducats=29)
    assert not any(o.startswith("ship:frigate") for o in g.prompt().options)
    refused(g, C.ChangeShip(0, "frigate"), "YD2")
    g = in_port(ducats=30)
    evs = do(g, C.ChangeShip(0, "frigate"))
    assert kinds(evs, E.ShipChanged)[0].cost == 30
    assert state(g).seats[0].ship == "frigate" and state(g).seats[0].ducats == 0


def test_YD3_RU21_the_sale_value_counts_modifications_and_damage_but_not_crew() -> None:
    """YD3: a sloop's 5, +1 for its Deep Hold, −1 for each point off hull and hold (the lost
    crew does not count): 4, so a flute costs 6; a man-of-war is worth 0 (a flute then costs
    the full 10)."""
    g = in_port(ducats=10, track=[1, 2, 2, 1, 1], mods=[706])     # hold max 3 with the mod
    assert "ship:flute:6" in g.prompt().options
    g = in_port(ducats=10, ship="man_of_war")
    assert "ship:flute:10" in g.prompt().options


def test_YD4_MD4_on_a_change_crew_and_weapons_move_modifications_return_to_the_board() -> None:
    """YD4, MD4: the old ship's modifications return face down to random ports holding none;
    its crew moves over (capped at the new stat), its weapons too; the new ship's other tracks
    start full; the cargo stays with the seat (6 in port, PT6)."""
    g = in_port(ducats=30, ship="frigate", track=[1, 1, 1, 3, 1], mods=[702, 710],
                weapons=["grapeshot"], cargo=[0, 1, 2])
    evs = do(g, C.ChangeShip(0, "sloop"))
    changed = kinds(evs, E.ShipChanged)[0]
    assert sorted(changed.returned) == [702, 710]
    s = state(g)
    for tok, zone in zip(changed.returned, changed.zones, strict=True):
        assert s.mod_at[zone] == tok and not s.mod_seen[zone]
    st = s.seats[0]
    assert st.track == [2, 2, 2, 2, 1] and st.mods == [] and st.weapons == ["grapeshot"]
    assert st.cargo == [0, 1, 2]


def test_YD5_a_captains_first_frigate_or_galleon_earns_a_glory_once() -> None:
    """YD5: buying a frigate earns 1 glory; the same captain buying a galleon later earns
    none."""
    g = in_port(ducats=80)
    evs = do(g, C.ChangeShip(0, "frigate"))
    assert kinds(evs, E.GloryGained) == [E.GloryGained(0, "big_ship")]
    evs = do(g, C.ChangeShip(0, "galleon"))
    assert not kinds(evs, E.GloryGained) and state(g).seats[0].glory == 1


def test_YD6_repairs_cost_2_a_point_up_to_the_maximum_and_crew_is_not_repaired() -> None:
    """YD6: each point of hull, masts, hold or cannons costs 2; above the maximum is refused
    (YD6), and crew is recruited, not repaired (refused, YD6)."""
    g = in_port(ducats=10, track=[1, 1, 2, 1, 1])
    refused(g, C.Repair(0, "hull", 2), "YD6")
    refused(g, C.Repair(0, "crew", 1), "YD6")
    evs = do(g, C.Repair(0, "hull", 1), C.Repair(0, "masts", 1))
    assert [r.cost for r in kinds(evs, E.Repaired)] == [2, 2]
    assert state(g).seats[0].track[:2] == [2, 2] and state(g).seats[0].ducats == 6


def test_YD7_MD2_modifications_and_weapons_are_bought_at_the_shipyard() -> None:
    """YD7, MD2: the port's modification goes onto the ship for 3 (the port then offers none);
    a special weapon for 3."""
    g = at([{"captain": CARTAGENA, "ducats": 10}, {"captain": TOBAGO}], mods={"Z15": 706})
    sail_on(g)
    do(g, C.BeginPort(0))
    evs = do(g, C.BuyModification(0), C.BuyWeapon(0, "chain_shot"))
    assert kinds(evs, E.ModificationBought)[0] == E.ModificationBought(0, Z("Z15"), 706, 3)
    st = state(g).seats[0]
    assert st.mods == [706] and st.weapons == ["chain_shot"] and st.ducats == 4
    assert state(g).mod_at[Z("Z15")] == -1
    assert not any(o.startswith("modification") for o in g.prompt().options)


def test_YD8_one_shipyard_step_holds_a_change_repairs_and_upgrades_in_any_order() -> None:
    """YD8: repairing, changing ship and buying a weapon are one shipyard step."""
    g = in_port(ducats=50, track=[1, 2, 2, 2, 1])
    evs = do(g, C.Repair(0, "hull", 1), C.ChangeShip(0, "frigate"),
             C.BuyWeapon(0, "grapeshot"), C.EndPort(0))
    assert [e.step for e in kinds(evs, E.StepTaken)] == ["shipyard"]
    assert kinds(evs, E.ShipChanged)[0].cost == 30
    assert state(g).seats[0].ducats == 50 - 2 - 30 - 3


# --- RC: recruiting --------------------------------------------------------------------------


def test_RC1_a_leadership_success_fills_the_crew_free() -> None:
    """RC1: the recruiting test rolls leadership (2 dice); a success brings the crew back to
    the ship's crew stat at no cost."""
    g = in_port(track=[2, 2, 2, 0, 1], dice=[1, 5])
    evs = do(g, C.Recruit(0))
    assert kinds(evs, E.Rolled)[0].dice == 2
    assert kinds(evs, E.Recruited) == [E.Recruited(0, 2, 0)]


def test_RC2_after_a_failure_missing_crew_may_be_bought_at_2_each() -> None:
    """RC2: on a failed test any number of the missing crew may be bought for 2 each, not
    more than are missing (refused, RC2)."""
    g = in_port(track=[2, 2, 2, 0, 1], dice=[1, 4], ducats=10)
    do(g, C.Recruit(0))
    p = g.prompt()
    assert (p.step, p.count, p.most) == ("buy_crew", 2, 2)
    refused(g, C.BuyCrew(0, 3), "RC2")
    evs = do(g, C.BuyCrew(0, 1))
    assert kinds(evs, E.Recruited) == [E.Recruited(0, 1, 2)] and state(g).seats[0].ducats == 8


def test_RC3_MD6_crew_never_exceeds_the_crew_stat() -> None:
    """RC3: a full crew is not recruited (no such step; refused, RC3); with Extra Berths the
    stat is one more, and that berth may be filled."""
    g = in_port()
    assert "recruit" not in g.prompt().steps
    refused(g, C.Recruit(0), "RC3")
    g = in_port(mods=[700], dice=[6, 1])
    assert "recruit" in g.prompt().steps
    evs = do(g, C.Recruit(0))
    assert kinds(evs, E.Recruited)[0].crew == 3


# --- SH: the stash ---------------------------------------------------------------------------


def test_SH1_DA4_ducats_go_into_the_chest_at_home_and_the_table_learns_only_that() -> None:
    """SH1, DA4: at home the seat puts ducats aboard into its chest; a rival sees that it
    stashed, not how much; more than aboard is refused (SH1)."""
    g = in_port(ducats=14)
    refused(g, C.Stash(0, 15), "SH1")
    do(g, C.Stash(0, 9))
    st = state(g).seats[0]
    assert (st.ducats, st.stash) == (5, 9)
    seen = [e for e in g.events_for(1) if type(e) is E.Stashed]
    assert seen == [E.Stashed(0, HIDDEN)]
    assert g.view(1).seats[0].stash == HIDDEN and g.view(0).seats[0].stash == 9


def test_SH2_stashed_ducats_are_spent_only_at_home_and_outlive_the_captain() -> None:
    """SH2: away from home the stash pays nothing (a 40-ducat chest does not buy a frigate
    with 5 aboard); it survives the captain's death."""
    g = at([{"captain": CARTAGENA, "zone": "Z13", "ducats": 5, "stash": 40},
            {"captain": TOBAGO}])
    sail_on(g)
    do(g, C.BeginPort(0))
    assert not any(o.startswith("ship:frigate") for o in g.prompt().options)
    g = at([{"captain": CARTAGENA, "zone": "Z15", "in_port": False, "track": [1, 1, 1, 1, 1],
             "stash": 40}, {"captain": TOBAGO}], dice=[6, 1, 1, 1, 1, 1], cargo=[4, 12, 0])
    do(g, C.Scout(0, "merchant"), C.Merchant(0, "spain", True))
    assert kinds(g, E.CaptainDied) and state(g).seats[0].stash == 40


def test_SH3_RU24_ducats_come_back_out_of_the_chest_at_home_in_secret() -> None:
    """SH3, RU24: at home the seat may take stashed ducats back aboard and spend them; the
    amount is secret; more than the chest holds is refused (SH3)."""
    g = in_port(ducats=2, stash=30)
    assert g.prompt().most == 30
    refused(g, C.Withdraw(0, 31), "SH3")
    do(g, C.Withdraw(0, 28))
    assert (state(g).seats[0].ducats, state(g).seats[0].stash) == (30, 2)
    assert [e for e in g.events_for(1) if type(e) is E.Withdrawn] == [E.Withdrawn(0, HIDDEN)]
    assert "ship:frigate:30" in g.prompt().options


def test_SH4_E1_every_ten_stashed_is_a_glory_counted_for_the_victory() -> None:
    """SH4: every 10 stashed ducats are worth 1 glory, at most 5 in a 10-glory game (6 with
    a target of 12, OV1); stash glory is not on the track but reaching the target with it
    announces the victory (E1)."""
    g = at([{"captain": CARTAGENA, "stash": 73}, {"captain": TOBAGO}])
    assert g.view(0).seats[0].stash_glory == 5
    g = at([{"captain": CARTAGENA, "stash": 73}, {"captain": TOBAGO}],
           options={"target": "12"})
    assert g.view(0).seats[0].stash_glory == 6
    g = in_port(glory=8, stash=11, ducats=9)
    assert not kinds(g, E.Announced)
    evs = do(g, C.Stash(0, 9))
    assert kinds(evs, E.Announced) == [E.Announced(0, 20)]
    assert state(g).seats[0].glory == 8


def test_SH5_the_chest_is_shown_when_its_owner_announces_victory() -> None:
    """SH5, E1: a rival's chest is hidden until its owner announces victory; then every view
    shows it."""
    g = in_port(glory=9, stash=5, ducats=10)
    assert g.view(1).seats[0].stash == HIDDEN
    do(g, C.Stash(0, 5))
    assert g.view(1).seats[0].stash == 10 and g.view(1).seats[0].stash_glory == 1


def test_SH6_DR8_a_new_captains_chest_is_at_its_own_home_port() -> None:
    """SH6, DR8: after the captain's death the stash stays the seat's; the new captain (Griet
    van Doorn, of Curaçao) starts at home with nothing aboard (a stash of 25 covers it) and
    finds the chest there."""
    g = at([{"captain": CARTAGENA, "zone": "Z15", "in_port": False, "track": [1, 1, 1, 1, 1],
             "stash": 25}, {"captain": TOBAGO}], dice=[6, 1, 1, 1, 1, 1], cargo=[4, 12, 0],
           captains=[CARTAGENA, TOBAGO, 513], events=[QUIET])
    do(g, C.Scout(0, "merchant"), C.Merchant(0, "spain", True))
    sail_on(g)
    do(g, C.EndTurn(1))
    assert g.prompt().step == "ship"
    do(g, C.ChooseShip(0, "sloop"))
    st = state(g).seats[0]
    assert (st.captain, st.zone, st.in_port, st.ducats, st.stash) == (513, Z("Z14"), True,
                                                                     0, 25)
    do(g, C.BeginPort(0))
    p = g.prompt()
    assert "stash" in p.steps and p.most == 25
