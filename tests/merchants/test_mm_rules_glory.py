"""Merchants & Marauders' glory, glory cards and specialists (GL, GC, SP), and the content the
engine must honour — the card timings (K4), the effect interpreter's operations through real
cards (K3), the captains' ability families (K19), the world events (K27), the specialists
(K31), the mission tasks (K45) and the cargo cards' symbols (K14) — through the public API."""

from __future__ import annotations

from pathlib import Path

from mm_combat_support import (
    CREW,
    HOLD,
    HULL,
    boarding,
    duel,
    hits,
    idle,
    npc_attacks,
    rnd,
    sail_on,
    step,
    track,
)
from mm_play import CAT, at, do, kinds, state
from mm_support import broken_copy

from game.merchants import commands as C
from game.merchants import events as E
from game.merchants.cards import CatalogueError
from game.merchants.catalogue import load_catalogue
from game.merchants.vocabulary import GOODS, LOCATIONS, ROLLED, SPECIALISTS
from tests.rules_support import refused


def glory(n: int) -> int:
    """The card id of GYnn."""
    return 99 + n


# --- GL: glory ------------------------------------------------------------------------------


def test_GL1_YD5_a_first_big_ship_earns_glory_once_per_captain() -> None:
    """GL1, YD5: buying a frigate earns 1 glory; changing it for a galleon in the same yard
    earns none (once per captain)."""
    g = sail_on(at([{"captain": 512, "ducats": 60}, {"captain": 500}]))
    do(g, C.BeginPort(0), C.ChangeShip(0, "frigate"))
    assert [x.source for x in kinds(g, E.GloryGained)] == ["big_ship"]
    do(g, C.ChangeShip(0, "galleon"))
    assert len(kinds(g, E.GloryGained)) == 1 and g.view(1).seats[0].ship == "galleon"


def test_GL1_MR14_a_raid_worth_12_or_more_earns_glory() -> None:
    """GL1, MR14, MR13: a frigate raids three hit cards worth 5 each: every location takes a
    hit but none is destroyed, no escape symbol: 15 ducats and 1 glory."""
    g = at([{"captain": 500, "ship": "frigate", "zone": "Z17", "in_port": False},
            {"captain": 512}], dice=[6, 6, 1, 1], cargo=[28, 13, 22])
    do(g, C.Scout(0, "merchant"))
    do(g, C.Merchant(0, g.prompt().options[0], True))
    assert kinds(g, E.RaidEnded) == [E.RaidEnded(0, "success", 15)]
    assert [x.source for x in kinds(g, E.GloryGained)] == ["raid"]
    assert track(g, 0) == [3, 2, 2, 2, 3]


def test_GL2_each_glory_draws_a_glory_card_seen_by_its_owner_only() -> None:
    """GL2, GC2: the winner's glory comes with a glory card; its hand is secret, its size
    public."""
    g = duel({}, {"track": {"hull": 1, "cannons": 0}}, dice=[5, 1, 2, 1, 4], glory=[glory(40)])
    rnd(g, "fire", "fire")
    evs = g.events
    i = next(k for k, e in enumerate(evs) if type(e) is E.GloryGained)
    assert evs[i + 1] == E.GloryCardDrawn(0, glory(40))
    assert g.view(0).seats[0].hand == (glory(40),)
    other = g.view(1).seats[0]
    assert (other.hand, other.hand_size) == ((), 1)
    told = [e for e in g.events_for(1) if type(e) is E.GloryCardDrawn]
    assert told[-1].card == -2


def test_GL3_GL4_glory_is_the_seats_and_never_lost() -> None:
    """GL3, GL4, DR2: a captain with 4 glory is sunk: the seat keeps its 4 (the track is never
    lowered by the rules); so does a retiring captain's seat."""
    g = duel({}, {"glory": 4, "track": {"hull": 1, "cannons": 0}}, dice=[5, 1, 2, 1, 4])
    rnd(g, "fire", "fire")
    assert kinds(g, E.CaptainDied) and g.view(0).seats[1].glory == 4
    g = at([{"captain": 500, "glory": 6}, {"captain": 512}])
    do(g, C.Retire(0, True))
    idle(g, until=lambda g: g.prompt().step == "ship")
    assert kinds(g, E.CaptainDied) and g.view(1).seats[0].glory == 6


# --- GC: glory cards ------------------------------------------------------------------------


def test_GC1_EX33_K19_a_fifth_card_must_be_discarded_before_any_is_played() -> None:
    """GC1, EX33: with 4 glory cards, the winner's 5th comes with a discard that precedes
    everything (no card may be played until then); K19: a captain with the larger hand keeps
    5."""
    hand = [glory(n) for n in (40, 41, 43, 44)]
    g = duel({"hand": hand}, {"track": {"hull": 1, "cannons": 0}}, dice=[5, 1, 2, 1, 4],
             glory=[glory(46)])
    rnd(g, "fire", "fire")
    p = g.prompt()
    assert (p.seat, p.step, p.clause, len(p.cards)) == (0, "hand_limit", "GC1", 5)
    refused(g, C.PlayGlory(0, glory(40)), "GC1")
    do(g, C.Discard(0, (glory(41),)))
    assert state(g).seats[0].hand == [glory(n) for n in (40, 43, 44, 46)]
    assert glory(41) in g.view(1).glory_discard
    g = duel({"captain": 511, "hand": hand}, {"track": {"hull": 1, "cannons": 0}},
             dice=[5, 2, 1, 4])                  # CP12: seamanship 1
    rnd(g, "fire", "fire")
    assert len(state(g).seats[0].hand) == 5 and g.prompt().step == "actions"


def test_GC3_own_turn_cards_outside_combat_combat_cards_only_in_combat() -> None:
    """GC3, K4, K3 extra_action: an own-turn card is offered with the actions and played then
    (Double Watch: a 4th action); a combat card is not; inside a battle an own-turn card is
    refused."""
    g = at([{"captain": 500, "zone": "Z17", "in_port": False,
             "hand": [glory(40), glory(41), glory(17)]},
            {"captain": 512, "zone": "Z17", "in_port": False}], dice=[6, 6])
    p = g.prompt()
    assert p.glory == (glory(40), glory(41))
    refused(g, C.PlayGlory(0, glory(17)), "GC3")
    do(g, C.PlayGlory(0, glory(40)))
    assert g.prompt().count == 4 and glory(40) in g.view(1).glory_discard
    do(g, C.Scout(0, "seat:1"))
    assert g.prompt().step == "window"                       # Fresh Wind, before declaring
    do(g, C.Pass(0))
    refused(g, C.PlayGlory(0, glory(41)), "GC3")


def test_GC4_DA8_out_of_turn_cards_declared_in_secret_in_seat_order_then_resolved() -> None:
    """GC4, DA8, K4 sale_in_port: a sale at a port where two rivals lie in port opens their
    moment: each is asked in seat order from the active seat; each declaration is secret
    until all have answered; then the cards are shown and resolved in that order."""
    g = sail_on(at([{"captain": 500, "zone": "Z14", "cargo": [0]},
                    {"captain": 512, "hand": [glory(65)]},
                    {"captain": 505, "zone": "Z14", "hand": [glory(66)]}], start=1, active=0))
    do(g, C.BeginPort(0), C.Sell(0, (0,)))
    p = g.prompt()
    assert (p.seat, p.step, p.options) == (1, "window", ("out_of_turn:sale_in_port",))
    do(g, C.PlayGlory(1, glory(65)))
    told = [e for e in g.events_for(2) if type(e) is E.CardDeclared]
    assert told == [E.CardDeclared(1, -2)] and not kinds(g, E.GloryCardPlayed)
    p = g.prompt()
    assert (p.seat, p.glory) == (2, (glory(66),))
    do(g, C.PlayGlory(2, glory(66)))
    played = kinds(g, E.GloryCardPlayed)
    assert [(x.seat, x.card) for x in played] == [(1, glory(65)), (2, glory(66))]
    assert state(g).seats[1].ducats == 14 and len(state(g).seats[2].cargo) == 2
    assert step(g) == "port"


def test_GC5_combat_cards_both_sides_attacker_first_repeated_until_none() -> None:
    """GC5, NB9, K4: before the first declaration both participants may declare cards; the
    attacker's resolves first; the moment is offered again while cards were played."""
    g = duel({"hand": [glory(17), glory(19)]}, {"hand": [glory(20)]}, dice=[1, 1, 1, 1])
    p = g.prompt()
    assert (p.seat, p.step, p.options) == (0, "window", ("combat:before_declare",))
    do(g, C.PlayGlory(0, glory(17)))
    assert g.prompt().seat == 1
    do(g, C.PlayGlory(1, glory(20)))
    played = kinds(g, E.GloryCardPlayed)
    assert [x.seat for x in played] == [0, 1]
    p = g.prompt()
    assert (p.seat, p.step, p.glory) == (0, "window", (glory(19),))     # again
    do(g, C.Pass(0))
    assert g.prompt().step == "declare"
    rnd(g, "fire", "fire")
    assert kinds(g, E.ManoeuvreRolled)[0].mods[0] == (("GY17", 1),)


def test_GC6_RU48_played_cards_go_to_the_discard_which_becomes_the_deck_when_empty() -> None:
    """GC6, RU48: played and discarded glory cards lie face up on the discard pile; a glory
    card drawn from an empty deck reshuffles that pile first."""
    keep0 = [glory(n) for n in (39, 40, 41, 43)]
    keep1 = [glory(n) for n in (44, 45, 46, 47)]
    rest = [c for c in CAT.glory_ids if c not in keep0 + keep1]
    hand0, hand1 = keep0 + rest[:31], keep1 + rest[31:]
    assert len(hand0) + len(hand1) == len(CAT.glory_ids)
    g = at([{"captain": 500, "zone": "Z17", "in_port": False, "hand": hand0},
            {"captain": 512, "zone": "Z17", "in_port": False, "hand": hand1,
             "track": {"hull": 1, "cannons": 0}}], dice=[6, 6, 5, 1, 2, 1, 4])
    while g.prompt().step == "hand_limit":
        p = g.prompt()
        do(g, C.Discard(p.seat, (next(c for c in p.cards if c not in keep0 + keep1),)))
    assert not state(g).glory_deck and len(g.view(0).glory_discard) == 62
    do(g, C.Scout(0, "seat:1"))
    rnd(g, "fire", "fire")
    shuffled = kinds(g, E.DeckShuffled)
    assert [x.deck for x in shuffled] == ["glory"]
    assert all(x == -2 for x in next(e for e in g.events_for(0)
                                     if type(e) is E.DeckShuffled).order)
    assert len(state(g).seats[0].hand) == 5


def test_GC7_MV6_a_card_changes_only_what_it_says() -> None:
    """GC7, MV6, MV3, K3 move_ship: Favourable Current moves the ship to an adjacent zone
    without spending an action — the move still enters that zone, so the pirate there scouts
    it."""
    g = at([{"captain": 500, "zone": "Z17", "in_port": False, "hand": [glory(39)]},
            {"captain": 512}], dice=[6, 6, 6],
           npcs={"pirate_sloop": {"cards": [[413, -1]], "zone": "Z05"}})
    do(g, C.PlayGlory(0, glory(39)))
    p = g.prompt()
    assert p.step == "effect" and "Z05" in p.options
    do(g, C.Choose(0, "Z05"))
    assert state(g).seats[0].zone == 4 and state(g).actions == 3
    assert kinds(g, E.BattleBegan)[0].attacker_slot == 4


# --- SP: specialists ------------------------------------------------------------------------


def test_SP2_SP3_RU60_a_specialist_is_hired_when_its_condition_holds_one_per_kind() -> None:
    """SP2, SP3, RU60, DA9: at home, both craftsmen's conditions hold (one free at the home
    port, one for 5 in a Port action): the free one is hired and goes face up, leaving the
    hand; the second craftsman cannot be hired but stays in the hand; a payment needs a Port
    action."""
    g = sail_on(at([{"captain": 500, "hand": [glory(1), glory(2), glory(40)]},
                    {"captain": 512}]))
    assert g.prompt().hire == (glory(2),)
    do(g, C.BeginPort(0))
    assert g.prompt().hire == (glory(1), glory(2))
    do(g, C.Hire(0, glory(2)))
    v = g.view(1).seats[0]
    assert v.specialists == (glory(2),) and v.hand_size == 2
    assert state(g).seats[0].ducats == 10 and g.prompt().hire == ()
    refused(g, C.Hire(0, glory(1)), "SP3")
    refused(g, C.PlayGlory(0, glory(1)), "SP2")
    assert glory(1) in state(g).seats[0].hand


def test_SP1_K37_a_rumour_offers_a_specialist_for_free() -> None:
    """SP1, K37, K3 specialist_hire, RM9: confirming A Sailor between Ships hires a
    specialist from the glory deck for free (one of a kind the seat lacks), and 1 glory."""
    g = sail_on(at([{"captain": 500, "zone": "Z06", "rumour": 318, "specialists": [glory(1)]},
                    {"captain": 512}], dice=[5, 5]))
    do(g, C.BeginPort(0), C.CheckRumour(0))
    specs = state(g).seats[0].specialists
    assert len(specs) == 2 and CAT.glory(specs[1]).specialist not in ("", "craftsman")
    assert specs[1] not in state(g).glory_deck
    assert [x.source for x in kinds(g, E.GloryGained)] == ["rumour"]


def test_SP1_K31_eight_kinds_two_cards_each_and_every_kind_acts() -> None:
    """SP1, K31: the glory deck holds two specialists of each of the eight kinds."""
    kinds_ = [CAT.glory(c).specialist for c in CAT.glory_ids if CAT.glory(c).specialist]
    assert sorted(set(kinds_)) == sorted(SPECIALISTS) and len(kinds_) == 16


def test_K31_craftsman_boatswain_steward_in_port() -> None:
    """K31: a craftsman makes repairs cost 1 less a point; a boatswain adds a recruiting die
    and makes bought crew cost 1; a steward adds a card to the market."""
    g = sail_on(at([{"captain": 500, "track": {"hull": 1, "crew": 1},
                     "specialists": [glory(1), glory(3), glory(13)]}, {"captain": 512}],
                   dice=[1, 1, 1]))
    do(g, C.BeginPort(0))
    assert "repair:hull:1" in g.prompt().options
    out = do(g, C.Recruit(0))
    r = kinds(out, E.Rolled)[0]
    assert (r.dice, r.mods) == (3, (("GY03", 1),))
    p = g.prompt()
    assert (p.step, p.count, p.most) == ("buy_crew", 1, 1)
    do(g, C.BuyCrew(0, 1))
    do(g, C.Market(0))
    assert len(g.prompt().cards) == 7


def test_K31_gunner_rerolls_its_location_dice_once_a_round() -> None:
    """K31: a gunner rerolls any of its side's location dice once a round."""
    g = duel({"ship": "frigate", "specialists": [glory(5)]},
             dice=[5, 1, 2, 1, 1, 1, 1,  3, 4])
    rnd(g, "fire", "fire")
    p = g.prompt()
    assert (p.step, p.clause, p.dice) == ("reroll", "K31", (1, 1, 1))
    out = do(g, C.Reroll(0, (1, 2), "GY05"))
    assert [h[1] for h in hits(out)] == ["hold", "crew", "cannons"]


def test_K31_surgeon_veteran_helmsman_lookout() -> None:
    """K31: a helmsman adds a manoeuvre die; a veteran a crew-combat die; a surgeon cancels
    one crew hit in a crew combat (B's 2 become 1); in a raid the helmsman adds nothing, a
    lookout adds a scouting die."""
    g = duel({"specialists": [glory(7), glory(11), glory(15)]}, {},
             dice=[1, 1, 1, 1, 1,  5, 5, 1, 1, 1,  5, 1, 1, 5, 5, 5,  5, 5, 1, 1, 1, 1])
    rnd(g, "fire", "fire")
    rnd(g, "board", "fire")
    m = kinds(g, E.ManoeuvreRolled)[0]
    assert m.mods[0] == (("GY15", 1),) and len(m.faces[0]) == 3
    crew = kinds(g, E.CrewRolled)
    assert len(crew[0].faces[0]) == 3 and crew[0].mods[0] == (("GY11", 1),)
    assert kinds(g, E.HitCancelled) == [E.HitCancelled(0, "crew", "", "GY07")]
    assert kinds(g, E.CrewHit) == [E.CrewHit(0, 1), E.CrewHit(1, 1), E.CrewHit(1, 1)]
    assert kinds(g, E.BattleEnded) == [E.BattleEnded(0, "crew")]
    g = at([{"captain": 500, "zone": "Z17", "in_port": False,
             "specialists": [glory(10), glory(15)]}, {"captain": 512}],
           dice=[6, 1, 1, 1, 1], cargo=[0, 8, 16])
    do(g, C.Scout(0, "merchant"))
    assert kinds(g, E.Rolled)[0].mods == (("GY10", 1),)
    do(g, C.Merchant(0, g.prompt().options[0], True))
    assert kinds(g, E.Rolled)[1].mods == () and kinds(g, E.Rolled)[1].dice == 2


# --- K4: the moments a card names -----------------------------------------------------------


def test_K4_after_own_roll_a_card_changes_the_roll_it_follows() -> None:
    """K4 after_own_roll, DT4, RM1: after the influence roll of a rumour hunt, Buy a Round
    rerolls it: the new faces decide (a success: a rumour is drawn)."""
    g = sail_on(at([{"captain": 500, "hand": [glory(57)]}, {"captain": 512}],
                   dice=[1, 1, 1, 1, 5, 1, 1, 1], rumours=[300]))      # influence 4
    do(g, C.BeginPort(0), C.GatherRumour(0))
    p = g.prompt()
    assert (p.step, p.options, p.dice) == ("window", ("after_own_roll:rumour_gather",),
                                           (1, 1, 1, 1))
    do(g, C.PlayGlory(0, glory(57)))
    assert kinds(g, E.FacesChanged) == [E.FacesChanged((5, 1, 1, 1), 4)]
    assert state(g).seats[0].rumour == 300


def test_K4_raid_moments_after_the_roll_and_after_spending() -> None:
    """K4 raid(after_roll | after_spend), K3 convert_die_to_success, gain_ducats: Shot across
    the Bow turns a raid die into a success; the Strongbox pays 4 after the spending."""
    g = at([{"captain": 500, "zone": "Z17", "in_port": False, "hand": [glory(58), glory(42)]},
            {"captain": 512}], dice=[6, 6, 1, 1], cargo=[0, 8, 16])
    do(g, C.Scout(0, "merchant"))
    do(g, C.Merchant(0, g.prompt().options[0], True))
    assert g.prompt().options == ("raid:after_roll",)
    do(g, C.PlayGlory(0, glory(58)))
    assert (g.prompt().step, g.prompt().count) == ("raid_spend", 1)
    do(g, C.Spend(0, "stop"))
    assert g.prompt().options == ("raid:after_spend",)
    do(g, C.PlayGlory(0, glory(42)))
    assert kinds(g, E.RaidEnded) == [E.RaidEnded(0, "success", 3)]
    assert state(g).seats[0].ducats == 10 + 4 + 3


def test_K4_you_are_scouted_a_card_may_spoil_the_scouting() -> None:
    """K4 out_of_turn(you are scouted), GC4, K3 reroll(opponent): the scouted seat's
    Lookout's Warning rerolls the scout's dice: no success, no battle, no bounty."""
    g = duel({}, {"hand": [glory(60)]}, dice=[1, 1])
    p = g.prompt()
    assert (p.seat, p.step, p.options, p.dice) == (1, "window", ("out_of_turn:scouted",),
                                                   (6, 6))
    do(g, C.PlayGlory(1, glory(60)))
    assert not kinds(g, E.BattleBegan) and not kinds(g, E.BountySet)
    assert (g.prompt().seat, g.prompt().step, g.prompt().count) == (0, "actions", 2)


def test_K4_a_ship_entering_your_zone_K3_scout_target() -> None:
    """K4 out_of_turn(a ship enters your zone), K3 scout_target: a rival sails into seat 1's
    zone; its Signal Gun scouts the newcomer at once: seat 1 attacks."""
    g = at([{"captain": 500, "zone": "Z17", "in_port": False},
            {"captain": 512, "zone": "Z16", "in_port": False, "hand": [glory(63)]}],
           dice=[6, 6])
    do(g, C.Move(0, 15, False))
    p = g.prompt()
    assert (p.seat, p.options) == (1, ("out_of_turn:ship_enters_zone",))
    do(g, C.PlayGlory(1, glory(63)))
    began = kinds(g, E.BattleBegan)[0]
    assert (began.attacker, began.defender) == (1, 0)
    assert state(g).seats[1].bounty[0] == 1                  # seat 0 is Spanish


def test_K4_an_event_drawn_K3_repair_and_a_game_turns_die() -> None:
    """K4 out_of_turn(an event is drawn), K3 repair, dice_mod: as the game turn's event is
    drawn, Forewarned repairs the hull and adds a die to this game turn's storm tests — the
    hurricane that follows rolls 3."""
    g = at([{"captain": 500, "zone": "Z03", "in_port": False, "track": {"hull": 1},
             "hand": [glory(69)]}, {"captain": 512}], active=-1, events=[423],
           dice=[5, 1, 1])
    p = g.prompt()
    assert (p.seat, p.options) == (0, ("out_of_turn:event_drawn",))
    do(g, C.PlayGlory(0, glory(69)))
    assert track(g, 0)[HULL] == 2
    storm = next(r for r in kinds(g, E.Rolled) if r.context == "storm")
    assert storm.dice == 3 and ("GY69", 1) in storm.mods and not kinds(g, E.SeatHit)


# --- K3: the interpreter's operations through real cards ------------------------------------


def test_K3_free_action_leaving_port_costs_no_action() -> None:
    """K3 free_action: Warping Out makes the next leave-or-enter-port move free."""
    g = sail_on(at([{"captain": 500, "hand": [glory(41)]}, {"captain": 512}]))
    do(g, C.PlayGlory(0, glory(41)))
    do(g, C.Move(0, 1, False))
    assert g.prompt().count == 3 and not state(g).seats[0].in_port
    do(g, C.Move(0, 1, True))
    assert g.prompt().count == 2


def test_K3_hit_opponent_cancel_and_redirect_through_combat_cards() -> None:
    """K3 hit(opponent), cancel_hit, redirect_hit: Opening Salvo deals 2 rolled hits before the
    first declaration; Brace for Impact cancels two of three hits; Shift the Ballast moves
    hits elsewhere."""
    g = duel({"hand": [glory(18)]}, dice=[1, 2])
    do(g, C.PlayGlory(0, glory(18)))
    assert hits(g) == [(1, "hold", False, False), (1, "masts", False, False)]
    assert step(g) == "declare"
    g = duel({"ship": "frigate"}, {"hand": [glory(28)]}, dice=[5, 1, 2, 1, 1, 2, 3])
    rnd(g, "fire", "fire")
    assert g.prompt().options == ("combat:after_location_roll",)
    do(g, C.PlayGlory(1, glory(28)))
    assert g.prompt().options == ("hold", "masts", "crew")
    do(g, C.Choose(1, "hold"))
    do(g, C.Choose(1, "masts"))
    assert hits(g) == [(1, "crew", False, False)]
    g = duel({"ship": "frigate"}, {"hand": [glory(29)]}, dice=[5, 1, 2, 1, 1, 2, 3])
    rnd(g, "fire", "fire")
    do(g, C.PlayGlory(1, glory(29)))
    do(g, C.Choose(1, "hold>cannons"))
    do(g, C.Choose(1, "masts>cannons"))
    assert hits(g) == [(1, "cannons", False, False), (1, "cannons", True, False),
                       (1, "crew", False, False)]
    assert track(g, 1) == [1, 2, 2, 1, 0]


def test_K3_port_cards_repair_crew_prices_and_weapons() -> None:
    """K3 repair, set_crew, sale_price, price(cargo_each), shipyard_price, weapon_gain: Dry
    Dock repairs (the seat chooses what), Pressed Hands fills berths, Buyers Waiting adds a
    ducat a card sold, Bulk Discount takes one off each market card (never below 1), Yard
    Connections takes 5 off a big ship, Powder Merchant gives a weapon and 2 ducats."""
    hand = [glory(n) for n in (46, 56, 43, 45)]
    g = sail_on(at([{"captain": 500, "track": {"hull": 1, "hold": 1, "crew": 0},
                     "cargo": [0], "hand": hand, "ducats": 20}, {"captain": 512}]))
    do(g, C.BeginPort(0))
    do(g, C.PlayGlory(0, glory(46)))
    assert g.prompt().options == ("hull", "hold")
    do(g, C.Choose(0, "hold"))
    do(g, C.PlayGlory(0, glory(56)), C.PlayGlory(0, glory(43)), C.PlayGlory(0, glory(45)))
    assert track(g, 0)[HOLD] == 2 and track(g, 0)[CREW] == 2
    out = do(g, C.Sell(0, (0,)))
    assert kinds(out, E.Sold)[0].ducats in (4, 7)              # 3 or 6, +1
    do(g, C.Market(0))
    p = g.prompt()
    assert all(x == max(1, y - 1) for x, y in zip(p.prices, (
        {1: 3, 2: 2}.get([CAT.good_of(c) for c in p.cards].count(CAT.good_of(c)), 1)
        for c in p.cards), strict=True))
    g = sail_on(at([{"captain": 512, "hand": [glory(48), glory(47)], "ducats": 30},
                    {"captain": 500}]))
    do(g, C.BeginPort(0), C.PlayGlory(0, glory(48)))
    assert "ship:frigate:25" in g.prompt().options             # 35 − 5 − 5
    do(g, C.PlayGlory(0, glory(47)))
    do(g, C.Choose(0, "chain_shot"))
    assert state(g).seats[0].weapons == ["chain_shot"] and state(g).seats[0].ducats == 32


def test_K3_bounty_cards_lower_and_clear_a_bounty() -> None:
    """K3 bounty, bounty_clear, BN8: Burned Records lowers a chosen nation's bounty by 2 (0:
    never wanted); a Purchased Pardon clears one for 3 a level."""
    g = sail_on(at([{"captain": 500, "hand": [glory(51), glory(50)], "ducats": 20,
                     "bounty": {"england": 2, "france": 3}}, {"captain": 512}]))
    do(g, C.PlayGlory(0, glory(51)))
    assert g.prompt().options == ("england", "france")
    do(g, C.Choose(0, "england"))
    do(g, C.PlayGlory(0, glory(50)))
    assert g.prompt().options == ("france", "")
    do(g, C.Choose(0, "france"))
    assert g.view(1).seats[0].bounty == (0, 0, 0, 0) and state(g).seats[0].ducats == 11


def test_K3_rumour_and_mission_draws() -> None:
    """K3 rumour_draw, mission_draw, RM2, MS5: Tavern Gossip draws two rumours to keep one;
    Sealed Orders makes the mission deck's top card the seat's own."""
    g = sail_on(at([{"captain": 500, "hand": [glory(52), glory(54)]}, {"captain": 512}],
                   rumours=[300, 301], missions=[200, 201, 205]))       # two on the board
    do(g, C.PlayGlory(0, glory(52)))
    p = g.prompt()
    assert (p.step, sorted(p.cards)) == ("keep_rumour", [300, 301])
    do(g, C.KeepRumour(0, 301))
    assert state(g).seats[0].rumour == 301 and 300 in state(g).rumour_deck
    do(g, C.PlayGlory(0, glory(54)))
    assert g.view(1).seats[0].mission == 205


def test_K3_durations_an_instant_card_lasts_one_roll() -> None:
    """K3 durations: Swords Drawn (+2 dice, instant) counts in the next crew round only."""
    g = boarding({"hand": [glory(32)]}, {}, dice=[5, 1, 1, 1,  1, 1, 1,  5, 1,  1, 1, 1])
    do(g, C.PlayGlory(0, glory(32)))
    rolls = kinds(g, E.CrewRolled)
    assert [len(r.faces[0]) for r in rolls] == [4, 2]
    assert rolls[1].mods[0] == ()


def test_K3_durations_the_next_use_K37_a_cheap_ship_once() -> None:
    """K3 durations ("next"), K37, RM8: a confirmed Prize up for Auction takes 10 off the next
    ship change to a big ship only: a frigate at Havana costs 35 − 3 − 10 − 5 = 17, then a
    galleon 35 − 3 − 10 = 22."""
    g = sail_on(at([{"captain": 500, "rumour": 314, "ducats": 40}, {"captain": 512}],
                   dice=[5, 5]))
    do(g, C.BeginPort(0), C.CheckRumour(0))
    assert "ship:frigate:17" in g.prompt().options
    do(g, C.ChangeShip(0, "frigate"))
    assert "ship:galleon:22" in g.prompt().options


def test_K27_K3_loot_bonus_the_treasure_fleet_pays_the_next_spanish_raid_once() -> None:
    """K27 treasure fleet, K3 loot_bonus ("next"): the next Spanish merchant raided pays 5
    more loot; the one raided the next game turn does not."""
    def raid(g: object) -> int:
        do(g, C.Scout(0, "merchant"))
        do(g, C.Merchant(0, "spain", True))
        do(g, C.Keep(0, ()))
        return int(kinds(g, E.RaidEnded)[-1].loot)

    g = at([{"captain": 500, "zone": "Z17", "in_port": False}, {"captain": 512}],
           active=-1, events=[432, 433], cargo=[0, 8, 16, 1, 9, 17],
           merchants={"Z17": 800, "Z16": 801}, dice=[6, 6, 1, 1,  6, 6, 1, 1])
    assert raid(g) == 3 + 5
    do(g, C.EndTurn(0))
    idle(g, until=lambda g: g.prompt().seat == 0 and g.prompt().step == "actions")
    do(g, C.Move(0, 15, False))
    assert raid(g) == 2 + 2 + 2


# --- K19: the captains' ability families ----------------------------------------------------


def test_K19_once_per_battle_a_hit_redirected_and_the_manoeuvre_rerolled() -> None:
    """K19, EX12: CP02 moves a received hit (hold → crew) once a battle; CP10 rerolls its
    manoeuvre dice once a battle."""
    g = duel({}, {"captain": 501}, dice=[5, 1, 2, 1, 1, 1,  5, 1, 2, 1, 1, 1])
    rnd(g, "fire", "fire")
    p = g.prompt()
    assert (p.seat, p.step, p.options, p.steps) == (1, "cancel", ("hold",),
                                                   ("steady_under_fire",))
    out = do(g, C.Cancel(1, "hold", "steady_under_fire", "crew"))
    assert hits(out) == [(1, "crew", False, False)]
    out = rnd(g, "fire", "fire")
    assert hits(out) == [(1, "hold", False, False)] and step(g) == "declare"
    g = duel({"captain": 509}, dice=[1, 1, 1, 1, 1, 1,  5, 5, 1, 1,  1,
                                     1, 1, 1, 1, 1, 1])
    rnd(g, "fire", "fire")
    p = g.prompt()
    assert (p.step, p.options, p.dice) == ("reroll", ("sudden_tack",), (1, 1, 1, 1))
    do(g, C.Reroll(0, (0, 1, 2, 3), "sudden_tack"))
    assert kinds(g, E.ManoeuvreWon)[0].result == 0
    rnd(g, "fire", "fire")
    assert step(g) == "declare" and kinds(g, E.ManoeuvreWon)[1].result == 3


def test_K19_an_extra_raid_success_a_smuggler_and_a_privateer() -> None:
    """K19: CP05's raid roll gets one more success; CP06, wanted by Spain, may still enter
    Spanish ports (another wanted captain may not); CP04's first English bounty is waived,
    its second is not."""
    g = at([{"captain": 504, "zone": "Z17", "in_port": False}, {"captain": 512}],
           dice=[6, 6, 6, 6, 1, 1, 1], cargo=[0, 8, 16])
    do(g, C.Scout(0, "merchant"))
    do(g, C.Merchant(0, g.prompt().options[0], True))
    assert kinds(g, E.DieConverted) == [E.DieConverted(0, 0, "ability:first_over_the_rail")]
    assert (g.prompt().step, g.prompt().count) == ("raid_spend", 1)
    wanted = {"zone": "Z02", "in_port": False, "bounty": {"spain": 1}}
    assert (1, True) in at([{"captain": 505, **wanted}, {"captain": 512}]).prompt().moves
    assert (1, True) not in at([{"captain": 512, **wanted}, {"captain": 500}]).prompt().moves
    g = at([{"captain": 503, "zone": "Z17", "in_port": False},
            {"captain": 505, "zone": "Z17", "in_port": False},
            {"captain": 506, "zone": "Z17", "in_port": False}],
           dice=[6, 6,  1, 1, 1, 1, 1,  1, 1, 1, 5, 1,  6, 6])
    do(g, C.Scout(0, "seat:1"))
    assert kinds(g, E.BountySet) == [E.BountySet(0, "england", 0, "waived")]
    rnd(g, "fire", "fire")
    rnd(g, "fire", "escape")
    do(g, C.Scout(0, "seat:2"))
    assert kinds(g, E.BountySet)[-1] == E.BountySet(0, "england", 1, "attack")


def test_K19_a_free_port_move_once_a_turn_and_two_rumours_to_keep_one() -> None:
    """K19: CP11 leaves its port for free once a turn (entering again costs an action); its
    rumour hunt draws two, keeping one."""
    g = sail_on(at([{"captain": 510}, {"captain": 512}], dice=[5, 1], rumours=[300, 301]))
    do(g, C.Move(0, 5, False))
    assert g.prompt().count == 3 and kinds(g, E.FreeActionUsed)[0].key == "harbour_pilot@turn"
    do(g, C.Move(0, 5, True))
    assert g.prompt().count == 2
    do(g, C.BeginPort(0), C.GatherRumour(0))
    assert (g.prompt().step, sorted(g.prompt().cards)) == ("keep_rumour", [300, 301])


def test_K19_selling_and_market_abilities() -> None:
    """K19: CP08's undemanded cards sell for 4; CP01 earns the demand glory with 2 cards of
    the demanded good; CP13's market draws 7."""
    g = sail_on(at([{"captain": 507, "cargo": [8]}, {"captain": 512}], demand={"Z11": 600}))
    do(g, C.BeginPort(0))
    assert kinds(do(g, C.Sell(0, (8,))), E.Sold)[0].ducats == 4
    g = sail_on(at([{"captain": 500, "cargo": [0, 1]}, {"captain": 512}], demand={"Z02": 600}))
    do(g, C.BeginPort(0))
    out = do(g, C.Sell(0, (0, 1)))
    assert kinds(out, E.Sold)[0].ducats == 12
    assert [x.source for x in kinds(out, E.GloryGained)] == ["demand_sale"]
    g = sail_on(at([{"captain": 512, "zone": "Z02"}, {"captain": 500}]))
    do(g, C.BeginPort(0), C.Market(0))
    assert len(g.prompt().cards) == 7


def test_K19_dice_abilities_and_cheap_repairs() -> None:
    """K19: +1 die to a named test — CP07 in battle, CP16 in raids, CP14 recruiting — and
    CP03's repairs at 1 a point."""
    g = duel({"captain": 506}, dice=[1] * 7)              # CP07: scouting 1
    rnd(g, "fire", "fire")
    m = kinds(g, E.ManoeuvreRolled)[0]
    assert len(m.faces[0]) == 5 and m.mods[0] == (("the_weather_gauge", 1),)
    g = at([{"captain": 515, "zone": "Z17", "in_port": False}, {"captain": 512}],
           dice=[6, 6, 6, 1, 1, 1, 1], cargo=[0, 8, 16])
    do(g, C.Scout(0, "merchant"))
    do(g, C.Merchant(0, g.prompt().options[0], True))
    assert kinds(g, E.Rolled)[1].mods == (("raiders_nerve", 1),)
    g = sail_on(at([{"captain": 513, "track": {"crew": 1, "hull": 1}}, {"captain": 500}],
                   dice=[1, 1, 1, 1, 1]))
    do(g, C.BeginPort(0), C.Recruit(0))
    r = kinds(g, E.Rolled)[0]
    assert r.dice == 5 and ("fair_wages", 1) in r.mods          # Curaçao: no rule on it
    g = sail_on(at([{"captain": 502, "track": {"hull": 1}}, {"captain": 512}]))
    do(g, C.BeginPort(0))
    assert "repair:hull:1" in g.prompt().options


# --- K27: world events ----------------------------------------------------------------------


def test_K27_WAR1_a_war_card_sets_the_pair_at_war_and_brings_two_men_of_war() -> None:
    """K27, WAR1, NP9: A Quarrel of Crowns sets Spain and England at war and schedules one
    man-of-war per belligerent into its flagship slot, placed at the end of the game turn;
    K27: a peace card ends the oldest war."""
    g = at([{"captain": 500}, {"captain": 512}], active=-1, events=[418])
    assert g.view(0).wars == (("england", "spain"),)
    idle(g, until=lambda g: bool(kinds(g, E.GameTurnEnded)))
    v = g.view(0)
    assert [(sl.card, sl.line, sl.zone) for sl in v.slots[:2]] == [(418, 0, 1), (418, 1, 4)]
    g = at([{"captain": 500}, {"captain": 512}], active=-1, events=[421],
           wars=[["england", "spain"], ["france", "netherlands"]])
    assert kinds(g, E.WarChanged) == [E.WarChanged(("england", "spain"), False)]
    assert g.view(0).wars == (("france", "netherlands"),)


def test_K27_trade_boom_and_glut_change_prices_this_game_turn() -> None:
    """K27, K3 demand_replace, sale_price: The Tobacco Craze replaces the English ports'
    demand tokens and adds 1 to tobacco this game turn; Flooded Markets takes 1 off sugar."""
    g = sail_on(at([{"captain": 500, "cargo": [8]}, {"captain": 512}], active=-1,
                   events=[425], demand={"Z02": 600}))
    assert sorted(e.zone for e in kinds(g, E.DemandReplaced)) == [2, 4, 8, 10]
    do(g, C.BeginPort(0))
    assert kinds(do(g, C.Sell(0, (8,))), E.Sold)[0].ducats == 4
    g = sail_on(at([{"captain": 500, "cargo": [0]}, {"captain": 512}], active=-1,
                   events=[427], demand={"Z02": 609}))
    do(g, C.BeginPort(0))
    assert kinds(do(g, C.Sell(0, (0,))), E.Sold)[0].ducats == 2


def test_K27_the_amnesty_clears_a_bounty_for_5_a_level_at_the_turns_start() -> None:
    """K27, EV4, BN8: the Governor's Clemency, at the start of a wanted captain's turn: clear
    one nation's bounty for 5 a level."""
    g = sail_on(at([{"captain": 512, "bounty": {"spain": 2}, "ducats": 20}, {"captain": 500}],
                   active=-1, events=[428]))
    p = g.prompt()
    assert (p.step, p.options) == ("effect", ("spain", ""))
    do(g, C.Choose(0, "spain"))
    assert state(g).seats[0].bounty == [0, 0, 0, 0] and state(g).seats[0].ducats == 10


def test_K27_NS3_the_crackdown_adds_a_die_to_flagships_scouting() -> None:
    """K27, K3 npc_scout_mod: Orders from the Crown: this game turn a flagship scouting a
    wanted captain rolls 1 die more (the Dutch admiral: 2, +1)."""
    g = at([{"captain": 500, "zone": "Z14", "in_port": False, "bounty": {"netherlands": 1}},
            {"captain": 512}], active=-1, events=[429], dice=[1, 1, 1],
           npcs={"netherlands": {"cards": [[409, -1]], "zone": "Z14"}})
    r = next(x for x in kinds(g, E.Rolled) if x.context == "scout_player")
    assert r.dice == 3 and ("EVT30", 1) in r.mods


def test_K27_convoy_fever_and_the_privateering_commission() -> None:
    """K27: Convoy Season resets the merchants at once (MR2); Yellow Jack costs ships in port
    in its zones a crew; Commissions for Hire: while England and France are at war, an attack
    on a French captain sets no bounty this game turn."""
    g = at([{"captain": 500}, {"captain": 512}], active=-1, events=[430],
           merchants={"Z17": -1})
    assert [e.zones for e in kinds(g, E.MerchantsReset)] == [(16,)]
    g = at([{"captain": 501}, {"captain": 512}], active=-1, events=[431])
    assert track(g, 0)[CREW] == 1 and track(g, 1)[CREW] == 2
    g = at([{"captain": 500, "zone": "Z17", "in_port": False},
            {"captain": 508, "zone": "Z17", "in_port": False}], active=-1, events=[433],
           wars=[["england", "france"]], dice=[6, 6])
    do(g, C.Scout(0, "seat:1"))
    assert kinds(g, E.BattleBegan) and not kinds(g, E.BountySet)


# --- K45: mission tasks ---------------------------------------------------------------------


def test_K45_deliver_cards_handed_in_not_sold() -> None:
    """K45 deliver, MS7: three sugar handed in at St. Eustatius as a Port-action step are
    discarded, not sold; the reward (10) and 1 glory at once."""
    g = sail_on(at([{"captain": 514, "mission": 200, "cargo": [0, 1, 2, 8]},
                    {"captain": 512}]))
    do(g, C.BeginPort(0))
    assert "deliver" in g.prompt().steps and g.prompt().need == 3
    out = do(g, C.Deliver(0, (0, 1, 2)))
    assert kinds(out, E.CargoDiscarded)[0].why == "delivered" and not kinds(out, E.Sold)
    assert kinds(out, E.MissionEnded) == [E.MissionEnded(0, 200, "completed")]
    assert state(g).seats[0].ducats == 20 and state(g).seats[0].cargo == [8]


def test_K45_reach_and_bring_a_modification_on_entering_the_port() -> None:
    """K45 reach, bring_modification: entering St. John's port completes a passenger's reach
    and the Long Nines delivery."""
    g = at([{"captain": 500, "zone": "Z09", "in_port": False, "mission": 206},
            {"captain": 512}])
    do(g, C.Move(0, 8, True))
    assert kinds(g, E.MissionEnded) == [E.MissionEnded(0, 206, "completed")]
    g = at([{"captain": 500, "zone": "Z09", "in_port": False, "mission": 222,
             "mods": [714]}, {"captain": 512}])
    do(g, C.Move(0, 8, True))
    assert kinds(g, E.MissionEnded) == [E.MissionEnded(0, 222, "completed")]
    assert state(g).seats[0].ducats == 18


def test_K45_visit_three_ports_in_any_order_after_taking_it() -> None:
    """K45 visit: Havana, Portobelo and Caracas entered, each once, after taking the mission
    complete it (12 ducats)."""
    g = at([{"captain": 500, "zone": "Z02", "in_port": False, "mission": 224},
            {"captain": 512}], events=[432, 433, 427])
    route = [[(1, True), (1, False), (0, False)], [(15, False), (15, True), (15, False)],
             [(14, False), (13, False), (12, False)], [(12, True)]]
    for k, moves in enumerate(route):
        for zone, port in moves:
            do(g, C.Move(0, zone, port))
        if k < len(route) - 1:
            do(g, C.EndTurn(0))
            idle(g, until=lambda g: g.prompt().seat == 0 and g.prompt().step == "actions")
    assert kinds(g, E.MissionEnded) == [E.MissionEnded(0, 224, "completed")]
    assert state(g).seats[0].ducats == 22


def test_K45_defeat_release_test_at_and_win_a_crew_combat() -> None:
    """K45 defeat(slot), release_merchant, test_at, win_crew_combat: beating the pirate
    sloop, letting a Dutch merchant go off Santo Domingo, passing a scouting test in the
    Caribbean Sea, beating a card's crew (CB9) — each completes its mission."""
    g = npc_attacks({"captain": 512, "ship": "frigate", "mission": 210},
                    dice=[6, 6, 6,  1, 1, 1, 1,  1, 1, 5, 5,  1, 1, 1, 5, 5, 1])
    rnd(g, "fire")
    rnd(g, "board")
    assert kinds(g, E.MissionEnded) == [E.MissionEnded(0, 210, "completed")]
    g = at([{"captain": 500, "zone": "Z07", "in_port": False, "mission": 213},
            {"captain": 512}], merchants={"Z07": 813}, dice=[6, 6])
    do(g, C.Scout(0, "merchant"))
    assert g.prompt().options == ("netherlands", "spain")
    do(g, C.Merchant(0, "netherlands", False))
    assert kinds(g, E.MissionEnded) == [E.MissionEnded(0, 213, "completed")]
    g = at([{"captain": 500, "zone": "Z17", "in_port": False, "mission": 217},
            {"captain": 512}], dice=[5, 1])
    assert "mission" in g.prompt().targets
    do(g, C.Scout(0, "mission"))
    assert kinds(g, E.MissionEnded) == [E.MissionEnded(0, 217, "completed")]
    g = at([{"captain": 500, "zone": "Z17", "in_port": False, "mission": 220},
            {"captain": 512}], dice=[5, 5, 1, 1, 1,  5, 5, 1, 1, 1])
    do(g, C.Scout(0, "mission"))
    assert kinds(g, E.BattleBegan)[0].crew_only
    assert kinds(g, E.MissionEnded) == [E.MissionEnded(0, 220, "completed")]


# --- K14: the cargo cards' symbols ----------------------------------------------------------


def test_K14_each_cargo_card_has_one_symbol_never_the_hull(tmp_path: Path) -> None:
    """K14, HL2, MR11: every cargo card carries an escape or a hit on one of hold, masts, crew,
    cannons — a raid applies exactly those (HL11's tests); a card hitting the hull is refused
    at load (DA18)."""
    symbols = {CAT.cargo[c].symbol for c in CAT.cargo_ids}
    assert symbols == {"escape", *ROLLED} and "hull" in LOCATIONS
    assert {GOODS[CAT.good_of(c)] for c in CAT.cargo_ids} == set(GOODS)
    folder = broken_copy(tmp_path, "cargo.toml", 'symbol = "hold"', 'symbol = "hull"')
    try:
        load_catalogue(folder)
    except CatalogueError as err:
        assert "K14" in str(err) and "hull" in str(err)
    else:
        raise AssertionError("a hull hit was loaded")
