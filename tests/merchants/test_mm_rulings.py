"""Merchants & Marauders' rulings (RU1–RU67) where the rulebook is lost, silent, contradictory
or ambiguous, each checked through the public API. Many rulings are checked where their rule
is (the combat, glory, end and adaptation tests cite them); the rest are here."""

from __future__ import annotations

from typing import Any

from mm_combat_support import (
    DUTCH_ADMIRAL,
    HOLD,
    MASTS,
    boarding,
    duel,
    idle,
    npc_track,
    rnd,
    sail_on,
    step,
    track,
    vs_npc,
)
from mm_play import CAT, at, do, kinds, state

from game.merchants import commands as C
from game.merchants import events as E
from tests.rules_support import refused


def _sunk(a: dict[str, Any], b: dict[str, Any], **position: Any) -> Any:
    """Seat 0 sinks seat 1 (hull 1, cannons destroyed) in round 1."""
    g = duel(a, {"track": {"hull": 1, "cannons": 0}, **b}, dice=[5, 1, 2, 1, 4], **position)
    rnd(g, "fire", "fire")
    return g


def beat_dutch(cards: list[list[int]], **position: Any) -> Any:
    """A frigate finds the Dutch flagship at sea in the Caribbean Sea and beats it in crew
    combat in round 2 (the plunder step waits)."""
    g = at([{"captain": 512, "ship": "frigate", "zone": "Z17", "in_port": False},
            {"captain": 500}],
           npcs={"netherlands": {"cards": cards, "zone": "Z17"}},
           dice=[6, 6,  5, 5, 1, 1,  1, 3, 3,  5, 5, 1, 1,  5, 1, 1, 1, 1, 1], **position)
    do(g, C.Scout(0, "npc:3"))
    rnd(g, "fire")
    rnd(g, "board")
    assert kinds(g, E.BattleEnded) == [E.BattleEnded(0, "crew")]
    return g


# --- the combat rulings ---------------------------------------------------------------------


def test_RU4_the_rule_sentence_beats_the_example_two_2s_hit_the_masts() -> None:
    """RU4, RU1, HL2: the rule sentence (two results of 2 move the masts cube) decides the
    die table: a frigate's [2, 2, 1] takes a sloop's masts 2 → 0 and its hold 2 → 1."""
    g = duel({"ship": "frigate"}, dice=[5, 1, 2, 1, 2, 2, 1])
    rnd(g, "fire", "fire")
    assert track(g, 1)[MASTS] == 0 and track(g, 1)[HOLD] == 1


def test_RU5_RU6_NP11_ships_follow_the_type_table_npcs_included() -> None:
    """RU5, RU6, NP11: a sloop 2/2/2/2/1 with manoeuvrability 4, a frigate 3s with 3; an NPC
    frigate's tracks start on 3, from the type table (its card has no ship stats)."""
    assert (CAT.ship("sloop").stats, CAT.ship("sloop").manoeuvrability) == ((2, 2, 2, 2, 1), 4)
    assert (CAT.ship("frigate").stats, CAT.ship("frigate").manoeuvrability) == ((3,) * 5, 3)
    g = vs_npc({"bounty": {"spain": 1}}, card=415)
    assert npc_track(g) == [3, 3, 3, 3, 3]


def test_RU31_RU32_a_pirate_sunk_pays_its_bounty_to_any_claimant() -> None:
    """RU31, RU32, BN9: sinking a pirate (not only boarding it) lets the winner claim 5 a
    level from one nation; a pirate winner may claim too (not from a nation that wants it)."""
    g = _sunk({"bounty": {"england": 1}}, {"bounty": {"spain": 2, "england": 3}})
    p = g.prompt()
    assert (p.seat, p.step, p.options) == (0, "claim", ("spain",))
    do(g, C.Claim(0, "spain"))
    assert kinds(g, E.BountyClaimed) == [E.BountyClaimed(0, "spain", 10)]
    refused(g, C.Claim(0, "england"), "A1")


def test_RU32_BN10_a_pirate_beating_a_pirate_npc_gets_no_reward() -> None:
    """RU32, BN10: only non-pirates earn a pirate NPC's reward (a pirate winner still gains
    the glory)."""
    g = vs_npc({"ship": "frigate", "captain": 512, "bounty": {"spain": 1}},
               dice=[1, 1, 1, 1,  5, 5, 1, 1,  5, 5, 1, 1, 1, 1])
    rnd(g, "fire")
    rnd(g, "board")
    assert kinds(g, E.BattleEnded) == [E.BattleEnded(0, "crew")]
    assert not kinds(g, E.BountyClaimed) and kinds(g, E.GloryGained)


def test_RU33_WAR2_wars_are_pairs_a_claim_is_barred_only_by_ones_own_war() -> None:
    """RU33, WAR2, BN9: the War box holds pairs: with France–Netherlands and Spain–England at
    war, a Dutch claimer may claim from Spain or England, not from France."""
    g = _sunk({"captain": 512}, {"captain": 500,
                                 "bounty": {"spain": 1, "england": 1, "france": 1}},
              wars=[["france", "netherlands"], ["england", "spain"]])
    assert g.prompt().options == ("spain", "england")


def test_RU29_RU30_beating_the_dutch_flagship_raises_the_dutch_bounty_twice() -> None:
    """RU29, RU30, EX7: finding the Dutch flagship sets Dutch 1; beating it, Dutch 2 — the
    Dutch bounty, not the Spanish."""
    g = beat_dutch([[DUTCH_ADMIRAL, -1]])
    sets = [(b.nation, b.level, b.why) for b in kinds(g, E.BountySet)]
    assert sets == [("netherlands", 1, "attack"), ("netherlands", 2, "flagship")]


def test_RU35_NP6_a_beaten_flagships_stack_returns_a_random_card_at_the_turns_end() -> None:
    """RU35, NP6, NP7: beaten, the Dutch admiral's card is discarded; one of the cards waiting
    beneath, drawn at random, returns at the end of the game turn in its card's zone; until
    then no Dutch flagship is on the board."""
    g = beat_dutch([[411, -1], [410, -1], [DUTCH_ADMIRAL, -1]])
    d = kinds(g, E.NpcDefeated)[0]
    assert d.card == DUTCH_ADMIRAL and d.chosen in (410, 411)
    assert g.view(1).slots[3].zone == -1
    do(g, C.Plunder(0))
    idle(g, until=lambda g: bool(kinds(g, E.GameTurnEnded)))
    placed = kinds(g, E.NpcPlaced)[-1]
    assert (placed.card, placed.how) == (d.chosen, "returns")
    assert placed.zone == CAT.event(d.chosen).npc.entry


def test_RU61_a_new_card_for_the_slot_wins_over_the_random_return() -> None:
    """RU61, NP5: the game turn's event drew a new Dutch admiral; the active one is beaten
    the same game turn: at its end the new card goes on top and sails to its zone — no random
    return; the older card waits beneath."""
    g = beat_dutch([[411, -1], [DUTCH_ADMIRAL, -1]], active=-1, events=[410])
    assert kinds(g, E.NpcScheduled)[0].card == 410
    assert kinds(g, E.NpcDefeated)[0].chosen == -1
    do(g, C.Plunder(0))
    idle(g, until=lambda g: bool(kinds(g, E.GameTurnEnded)))
    placed = kinds(g, E.NpcPlaced)
    assert [(p.card, p.how, p.zone) for p in placed] == [(410, "replaces", 7)]
    assert state(g).slots[3].stack == [(411, -1), (410, -1)]


def test_RU34_NP9_peace_leaves_the_men_of_war_in_their_slots() -> None:
    """RU34, NP9: a peace card ends the war; the man-of-war keeps the Spanish slot."""
    g = at([{"captain": 512}, {"captain": 507}], active=-1, events=[421],
           wars=[["england", "spain"]],
           npcs={"spain": {"cards": [[400, -1], [418, 0]], "zone": "Z02"}})
    assert g.view(0).wars == ()
    sl = g.view(0).slots[0]
    assert (sl.card, sl.line) == (418, 0) and sl.zone >= 0


def test_RU36_NM7_pirates_choose_by_presence_not_by_amounts() -> None:
    """RU36, NM6, NM7: a pirate sloop may hunt A (1 ducat and cargo) or B (30 ducats, no
    cargo): both carry ducats (the amounts are secret and do not count), so the cargo decides
    — it sails to A, in port next door."""
    g = at([{"captain": 500, "zone": "Z04", "ducats": 1, "cargo": [0]},
            {"captain": 512, "zone": "Z06", "ducats": 30}], active=-1, events=[404],
           npcs={"pirate_sloop": {"cards": [[413, -1]], "zone": "Z05"}})
    mv = [e for e in kinds(g, E.NpcMoved) if e.slot == 4][0]
    assert (mv.why, mv.to, mv.prey) == ("hunting", 3, 0)


def test_RU37_EX11_the_flag_counts_the_highest_bounty_of_any_nation() -> None:
    """RU37, NS3, EX11: a Dutch admiral (scouting 2) scouts a captain wanted only by Spain at
    3 with 3 dice."""
    g = at([{"captain": 500, "zone": "Z14", "in_port": False, "bounty": {"spain": 3}},
            {"captain": 512}], dice=[1, 1, 1],
           npcs={"netherlands": {"cards": [[DUTCH_ADMIRAL, -1]], "zone": "Z14"}})
    r = next(x for x in kinds(g, E.Rolled) if x.context == "scout_player")
    assert (r.dice, r.mods) == (3, (("flag", 1),))


def test_RU38_hunting_reaches_any_neighbour_lettered_or_not_even_into_port() -> None:
    """RU38, NM4: told S from Basse-Terre (no S letter: it would take W), the French flagship
    hunts a captain wanted by France in Caracas' port instead — through an unlettered edge."""
    g = at([{"captain": 503, "bounty": {"france": 1}}, {"captain": 512}], active=-1,
           events=[406], npcs={"france": {"cards": [[407, -1]], "zone": "Z10"}})
    mv = [e for e in kinds(g, E.NpcMoved) if e.slot == 2][0]
    assert (mv.why, mv.frm, mv.to, mv.prey) == ("hunting", 9, 12, 0)
    assert CAT.zones[9].exits[2] < 0                        # Basse-Terre: no S letter


def test_RU28_NP10_npcs_stay_at_sea_a_ship_in_port_is_never_scouted() -> None:
    """RU28, NP10, NS1: the Dutch admiral arrives in the sea area of its zone; a wanted captain
    in that zone's port is not scouted — until it sails out."""
    g = at([{"captain": 512, "bounty": {"netherlands": 2}}, {"captain": 500}], active=-1,
           events=[DUTCH_ADMIRAL, 433], dice=[1, 1])
    idle(g, until=lambda g: bool(kinds(g, E.GameTurnEnded)) and g.prompt().step == "retire")
    assert kinds(g, E.NpcPlaced)[0].zone == 13 and not kinds(g, E.ScoutsBegan)
    sail_on(g)
    do(g, C.Move(0, 13, False))
    assert [e.result for e in kinds(g, E.NpcScouted)] == ["missed"]


def test_RU65_capture_first_then_the_cargo_limit_of_the_ship_sailed_away() -> None:
    """RU65, PL3, PL8: capturing a galleon first, the winner's plundered cargo is held against
    the galleon's hold (5): 2 + 3 cards fit (the flute's 4 would not), nothing is thrown."""
    g = boarding({"ship": "flute", "cargo": [0, 2]},
                 {"ship": "galleon", "cargo": [8, 16, 24], "track": {"crew": 2}},
                 dice=[5, 5, 1, 1, 1])
    do(g, C.Plunder(0, capture=True, cargo=True))
    assert sorted(state(g).seats[0].cargo) == [0, 2, 8, 16, 24] and step(g) != "hold_cargo"
    assert g.view(1).seats[0].ship == "galleon"


def test_RU59_a_found_ship_is_attacked_at_once() -> None:
    """RU59, SC3: a found rival is attacked at once — no choice to let it go (only a merchant
    may be let go)."""
    g = duel()
    scouted = next(i for i, e in enumerate(g.events) if type(e) is E.Scouted)
    assert [type(e) for e in g.events[scouted + 1:scouted + 3]] == [E.BountySet, E.BattleBegan]
    assert g.prompt().step == "declare"


# --- ports, trade and money -----------------------------------------------------------------


def test_RU10_ZR1_port_royal_a_toll_or_a_test_or_the_move_is_spent() -> None:
    """RU10, ZR1, EX42: a captain wanted by England entering Port Royal's port tests influence
    or pays 2; after a failed test it may still pay; turning back spends the Move; a captain
    without bounty enters free."""
    wanted = {"captain": 500, "zone": "Z05", "in_port": False, "bounty": {"england": 2}}
    g = at([wanted, {"captain": 512}], dice=[4, 3, 1, 1])
    do(g, C.Move(0, 4, True))
    assert g.prompt().options == ("pay", "test", "back")
    do(g, C.Haven(0, "test"))
    assert g.prompt().options == ("pay", "back")
    do(g, C.Haven(0, "pay"))
    s = state(g).seats[0]
    assert s.in_port and s.ducats == 8 and g.prompt().count == 2
    g = at([wanted, {"captain": 512}])
    do(g, C.Move(0, 4, True), C.Haven(0, "back"))
    assert not state(g).seats[0].in_port and g.prompt().count == 2
    g = at([{"captain": 500, "zone": "Z05", "in_port": False}, {"captain": 512}])
    do(g, C.Move(0, 4, True))
    assert state(g).seats[0].in_port and state(g).seats[0].ducats == 10


def test_RU16_a_closed_port_allows_no_port_action_but_may_be_left() -> None:
    """RU16, PT1, MV2: a captain wanted by Spain lying in Havana's port (not its home) may take
    no Port action there, but may leave."""
    g = sail_on(at([{"captain": 512, "zone": "Z02", "bounty": {"spain": 1}},
                    {"captain": 500}]))
    p = g.prompt()
    assert not p.flag and p.moves == ((1, False),)
    refused(g, C.BeginPort(0), "PT1")
    do(g, C.Move(0, 1, False))
    assert (1, True) not in g.prompt().moves


def test_RU17_RU52_one_sale_one_replacement_drawn_before_the_old_token_returns() -> None:
    """RU52, SL1: two demanded sugar and a tobacco are one sale: 6 + 6 + 3; RU17, SL2: the
    sugar token is replaced by a token drawn before it joins the pool — with no other sugar
    in the pool, Havana's demand changes."""
    g = sail_on(at([{"captain": 512, "zone": "Z02", "cargo": [0, 1, 8]}, {"captain": 500}],
                   demand={"Z02": 600, "Z03": 601, "Z04": 602}))
    do(g, C.BeginPort(0))
    out = do(g, C.Sell(0, (0, 1, 8)))
    assert kinds(out, E.Sold)[0].ducats == 15
    rep = kinds(out, E.DemandReplaced)
    assert len(rep) == 1 and rep[0].old == 600 and CAT.demand_good(rep[0].new) != 0
    assert 600 in state(g).demand_pool


def test_RU18_demand_glory_needs_three_of_the_demanded_good() -> None:
    """RU18, SL3: 2 demanded sugar and a tobacco earn no glory; neither do 3 undemanded
    cards."""
    g = sail_on(at([{"captain": 512, "cargo": [0, 1, 8]}, {"captain": 500}],
                   demand={"Z14": 600}))
    do(g, C.BeginPort(0), C.Sell(0, (0, 1, 8)))
    assert not kinds(g, E.GloryGained)
    g = sail_on(at([{"captain": 512, "cargo": [8, 9, 10]}, {"captain": 500}],
                   demand={"Z14": 600}))
    do(g, C.BeginPort(0), C.Sell(0, (8, 9, 10)))
    assert not kinds(g, E.GloryGained)


def test_RU19_BY1_BY2_a_repeat_market_draws_3_and_the_demanded_good_is_thrown() -> None:
    """RU19, BY1, BY2, EX15: at Havana (demand: sugar) the market's sugar is thrown and
    replaced until none is left; buying there again the next seat turn draws 3."""
    g = sail_on(at([{"captain": 500}, {"captain": 512}], demand={"Z02": 600},
                   cargo=[0, 1, 8, 16, 24, 32, 40, 48], events=[433]))
    do(g, C.BeginPort(0), C.Market(0))
    drawn = kinds(g, E.MarketDrawn)[0]
    assert drawn.discarded == (0, 1) and drawn.cards == (8, 16, 24, 32, 40, 48)
    do(g, C.Buy(0, ()), C.EndPort(0), C.EndTurn(0))
    idle(g, until=lambda g: g.prompt().seat == 0 and g.prompt().step == "actions")
    do(g, C.BeginPort(0), C.Market(0))
    assert len(kinds(g, E.MarketDrawn)[-1].cards) == 3


def test_RU53_BY3_EX4_three_or_more_of_a_good_cost_1_each() -> None:
    """RU53, BY3, EX4: a market of four sugar, a tobacco and a rum: 1, 1, 1, 1, 3, 3."""
    g = sail_on(at([{"captain": 500}, {"captain": 512}], demand={"Z02": 609},
                   cargo=[0, 1, 2, 3, 8, 16]))
    do(g, C.BeginPort(0), C.Market(0))
    assert g.prompt().prices == (1, 1, 1, 1, 3, 3)


def test_RU22_EX19_the_rumour_fee_is_kept_on_a_failure() -> None:
    """RU22, RM1, EX19: 2 ducats paid, the influence test fails: no rumour, the fee is gone."""
    g = sail_on(at([{"captain": 500}, {"captain": 512}], dice=[3, 1, 2, 4]))
    do(g, C.BeginPort(0), C.GatherRumour(0))
    assert state(g).seats[0].ducats == 8 and state(g).seats[0].rumour == -1


def test_RU23_RU48_a_confirmed_rumour_goes_back_into_the_deck_at_once() -> None:
    """RU23, RM3, RU48: a confirmed rumour (not kept) is shuffled back into the rumour deck —
    which has no discard pile."""
    g = at([{"captain": 500, "zone": "Z03", "in_port": False, "rumour": 300},
            {"captain": 512}], dice=[6, 6])
    do(g, C.Scout(0, "rumour"))
    assert kinds(g, E.RumourReturned) == [E.RumourReturned(0, 300, "confirmed")]
    assert kinds(g, E.DeckShuffled)[-1].deck == "rumours" and 300 in state(g).rumour_deck
    assert state(g).seats[0].ducats == 20


def test_RU56_a_cost_is_paid_from_the_ducats_aboard() -> None:
    """RU56: a weapon dearer than the ducats aboard is refused (the stash, at home, does not
    pay it)."""
    g = sail_on(at([{"captain": 500, "ducats": 2, "stash": 30}, {"captain": 512}]))
    do(g, C.BeginPort(0))
    refused(g, C.BuyWeapon(0, "grapeshot"), "RU56")


def test_RU62_BY7_cargo_goes_overboard_in_ones_own_turn_and_at_a_keep_step() -> None:
    """RU62, BY7, MR13: cargo may be thrown from the hold in one's own turn, and at a raid's
    keep step to make room for better cards."""
    g = at([{"captain": 500, "zone": "Z17", "in_port": False, "cargo": [0, 1]},
            {"captain": 512}], dice=[6, 6, 1, 1], cargo=[10, 11, 19])
    do(g, C.Overboard(0, (0,)))
    assert kinds(g, E.CargoDiscarded)[0].why == "overboard" and state(g).seats[0].cargo == [1]
    do(g, C.Scout(0, "merchant"))
    do(g, C.Merchant(0, g.prompt().options[0], True))
    p = g.prompt()
    assert (p.step, p.most) == ("keep_cargo", 1)
    do(g, C.Keep(0, (10, 11), (1,)))
    assert sorted(state(g).seats[0].cargo) == [10, 11]


# --- actions and the map --------------------------------------------------------------------


def test_RU12_WAR3_war_gives_no_licence() -> None:
    """RU12, WAR3: with Spain and England at war, a Spanish captain attacking an English
    non-pirate still incurs England's bounty."""
    g = duel({}, {"captain": 505}, wars=[["england", "spain"]])
    assert kinds(g, E.BountySet) == [E.BountySet(0, "england", 1, "attack")]


def test_RU14_SC1_scouting_is_done_at_sea_and_finds_only_ships_at_sea() -> None:
    """RU14, SC1: a ship in port names no target; at sea, a rival in the port is no target."""
    g = sail_on(at([{"captain": 500, "zone": "Z02"}, {"captain": 512, "zone": "Z02",
                                                       "in_port": False}]))
    assert g.prompt().targets == ()
    refused(g, C.Scout(0, "seat:1"), "SC1")
    g = at([{"captain": 500, "zone": "Z02", "in_port": False}, {"captain": 512, "zone": "Z02"}])
    assert "seat:1" not in g.prompt().targets


def test_RU15_SC6_a_damaged_raider_may_not_name_a_merchant() -> None:
    """RU15, SC6, MR6: with a destroyed location the merchant is no target at all."""
    g = at([{"captain": 500, "zone": "Z17", "in_port": False, "track": {"cannons": 0}},
            {"captain": 512}])
    assert "merchant" not in g.prompt().targets
    refused(g, C.Scout(0, "merchant"), "SC6")


def test_RU20_K6_the_maps_facts_from_the_rulebook_hold() -> None:
    """RU20, K6: Havana borders Nassau (a Move goes there); Basse-Terre has a north exit, meets
    Bridgetown through its east exit and Caracas through no letter; Santo Domingo is Spanish,
    Curaçao Dutch; the Caribbean Sea has no port."""
    g = at([{"captain": 500, "zone": "Z02", "in_port": False}, {"captain": 512}])
    assert (2, False) in g.prompt().moves
    z = {x.id: x for x in CAT.zones}
    bt = z["Z10"]
    assert bt.exits[0] >= 0 and CAT.zones[bt.exits[1]].id == "Z11" and bt.exits[2] < 0
    assert CAT.zone_index("Z13") in bt.adjacent
    assert (z["Z07"].flag, z["Z14"].flag, z["Z17"].port) == ("spain", "netherlands", False)
    assert {CAT.rules[CAT.rule_of[CAT.zone_index(i)]].id for i in ("Z05", "Z09")} == {"ZR1",
                                                                                       "ZR2"}


def test_RU25_MR2_the_merchant_spaces_reset_at_eight_or_more() -> None:
    """RU25, MR2: nine tokens wait on the Merchant spaces (the row may overflow): at the next
    game turn's start all nine go back, one on each empty zone; seven wait on."""
    zones = ["Z01", "Z02", "Z03", "Z04", "Z05", "Z06", "Z07", "Z08", "Z09"]
    g = at([{"captain": 500}, {"captain": 512}], active=-1, events=[433],
           merchants={z: -1 for z in zones})
    reset = kinds(g, E.MerchantsReset)
    assert len(reset) == 1 and sorted(reset[0].zones) == list(range(9))
    g = at([{"captain": 500}, {"captain": 512}], active=-1, events=[433],
           merchants={z: -1 for z in zones[:7]})
    assert not kinds(g, E.MerchantsReset) and len(state(g).merchant_spaces) == 7


# --- the turn -------------------------------------------------------------------------------


def test_RU49_own_turn_cards_between_steps_roll_cards_at_their_roll() -> None:
    """RU49, ST2, GC3: between a Port action's steps the own-turn cards are offered; at the
    moment after an own roll only cards naming that moment are."""
    g = sail_on(at([{"captain": 500, "hand": [139, 156]}, {"captain": 512}],
                   dice=[1, 1, 1, 1]))
    do(g, C.BeginPort(0))
    assert g.prompt().glory == (139,)
    do(g, C.GatherRumour(0))
    assert g.prompt().glory == (156,)


def test_RU50_ST1_start_of_turn_effects_come_before_npc_scouting() -> None:
    """RU50, ST1: the Governor's Clemency (at the start of each turn) clears the Dutch bounty
    before the Dutch flagship in the zone would scout: no longer hostile, it does not."""
    g = at([{"captain": 500, "zone": "Z14", "in_port": False, "bounty": {"netherlands": 1}},
            {"captain": 512}], active=-1, events=[428],
           npcs={"netherlands": {"cards": [[DUTCH_ADMIRAL, -1]], "zone": "Z14"}})
    p = g.prompt()
    assert (p.step, p.options) == ("effect", ("netherlands", ""))
    assert not [r for r in kinds(g, E.Rolled) if r.context == "scout_player"]
    do(g, C.Choose(0, "netherlands"))
    assert not [r for r in kinds(g, E.Rolled) if r.context == "scout_player"]
    assert g.prompt().step == "actions"
