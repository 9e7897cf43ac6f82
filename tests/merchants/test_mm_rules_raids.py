"""Merchants & Marauders' merchants and raids, bounties and war (contract sections MR, BN,
WAR) through the engine's public API: a merchant found and raided card by card, what a
fight sets on a captain's head, what a beaten pirate is worth, what war changes. Every
refused command names its clause and changes nothing."""

from __future__ import annotations

from typing import Any

from mm_rules_support import (
    CARACAS,
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
    through,
)

from game.merchants import commands as C
from game.merchants import events as E
from game.merchants.vocabulary import NATIONS

HIDDEN = -2
FOUND = [6, 1, 1]                         # a 3-dice scout that finds
#: the pirate sloop Ned Scarrow (EVT13); the English admiral Edmund Harrowby (EVT04: frigate,
#: seamanship 2, scouting 2, leadership 3); the war of Spain and England (EVT19), peace (EVT22)
PIRATE_SLOOP, ENGLISH_ADMIRAL, WAR_SPAIN_ENGLAND, PEACE = 412, 403, 418, 421
#: a player's attack that boards in round 2 and loses the crew combat: the scout finds (3
#: dice), nobody succeeds in round 1 (3 + 3), the boarder wins round 2's manoeuvre and the
#: defender rolls none, then the boarder's 2 dice miss and the defender's 2 hit
BOARD_AND_LOSE = FOUND + [1] * 6 + [6, 1, 1, 1, 1, 1] + [1, 1, 6, 6]
BOARD_AND_WIN = FOUND + [1] * 6 + [6, 1, 1, 1, 1, 1] + [6, 6, 1, 1]


def raider(dice: list[int], deck: list[int], **seat: Any) -> Any:
    """Rodrigo Alcaraz (seamanship 3) in a sloop (manoeuvrability 4, hold 2) at sea off
    Cartagena, scouting its merchant with `dice`, the cargo deck's top `deck`; `merchants`,
    `captains` and `events` are the position's, the rest the seat's."""
    position = {k: seat.pop(k) for k in ("merchants", "captains", "events") if k in seat}
    return at([{"captain": CARTAGENA, "zone": "Z15", "in_port": False, **seat},
               {"captain": TOBAGO}], dice=dice, cargo=deck, **position)


def raid(dice: list[int], deck: list[int], nation: str = "spain", **seat: Any) -> Any:
    g = raider(dice, deck, **seat)
    do(g, C.Scout(0, "merchant"), C.Merchant(0, nation, True))
    return g


def duel(dice: list[int], a: dict[str, Any] | None = None, b: dict[str, Any] | None = None,
         **position: Any) -> Any:
    """Rodrigo Alcaraz (Spain) scouts Saskia Brandt (the Netherlands), both in sloops at sea
    off Caracas; he boards in round 2, she fires."""
    g = at([{"captain": CARTAGENA, "zone": "Z13", "in_port": False, **(a or {})},
            {"captain": TOBAGO, "zone": "Z13", "in_port": False, **(b or {})}], dice=dice,
           **position)
    do(g, C.Scout(0, "seat:1"))
    return g


def board(p: Any) -> str:
    return "board" if p.seat == 0 else "fire"


# --- MR: merchants and raids -----------------------------------------------------------------


def test_MR1_MR4_a_found_merchant_goes_to_the_merchant_spaces_raided_or_let_go() -> None:
    """MR1: a merchant missed stays where it is; found, its token goes to the Merchant spaces
    (MR4: let go, no bounty — the token moves all the same)."""
    g = raider([1, 1, 1], [], merchants={"Z15": 805})
    spaces = g.view(0).merchant_spaces
    do(g, C.Scout(0, "merchant"))
    assert state(g).merchant_at[Z("Z15")] == 805 and g.view(0).merchant_spaces == spaces
    g = raider(FOUND, [], merchants={"Z15": 805})
    do(g, C.Scout(0, "merchant"))
    assert g.view(1).merchant_spaces == spaces + (805,)
    assert g.view(1).merchants[Z("Z15")] == -1
    evs = do(g, C.Merchant(0, "england", False))
    assert kinds(evs, E.MerchantReleased) == [E.MerchantReleased(0, "england")]
    assert not kinds(evs, E.BountySet) and g.view(1).merchant_spaces == spaces + (805,)
    assert g.prompt().step == "actions" and "merchant" not in g.prompt().targets


def test_MR2_RU25_eight_tokens_on_the_spaces_go_back_to_sea_as_a_turn_begins() -> None:
    """MR2, RU25: at the start of a game turn, before the event, 8 or more tokens on the
    Merchant spaces are shuffled and laid flag down, one on each zone without a merchant; with
    7 nothing happens."""
    empty = {f"Z{k:02}": -1 for k in range(1, 9)}
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}], active=-1, event=-1, merchants=empty,
           events=[QUIET])
    reset = kinds(g, E.MerchantsReset)[0]
    assert sorted(reset.zones) == list(range(8))
    names = [type(e).__name__ for e in g.events]
    assert names.index("MerchantsReset") < names.index("EventDrawn")
    assert g.view(0).merchant_spaces == () and g.view(0).merchants == (HIDDEN,) * 17
    seven = {f"Z{k:02}": -1 for k in range(1, 8)}
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}], active=-1, event=-1, merchants=seven,
           events=[QUIET])
    assert not kinds(g, E.MerchantsReset) and len(g.view(0).merchant_spaces) == 7


def test_MR3_BN3_the_merchants_flag_is_its_tokens_or_its_ports() -> None:
    """MR3: the merchant is, at the scout's choice, of its token's flag (French) or of the
    zone's port's (Spanish) — a third nation is refused (MR3); on the open sea only the
    token's; BN3: the bounty is the chosen nation's."""
    g = raider(FOUND, [3, 11, 19, 27], merchants={"Z15": 809})
    do(g, C.Scout(0, "merchant"))
    refused(g, C.Merchant(0, "england", True), "MR3")
    evs = do(g, C.Merchant(0, "france", True))
    assert kinds(evs, E.BountySet)[0] == E.BountySet(0, "france", 1, "raid")
    g = at([{"captain": CARTAGENA, "zone": "Z17", "in_port": False}, {"captain": TOBAGO}],
           dice=FOUND, merchants={"Z17": 809})
    do(g, C.Scout(0, "merchant"))
    assert g.prompt().options == ("france",)


def test_MR5_MR7_MR8_the_raid_sets_the_bounty_draws_three_face_up_and_tests_seamanship() -> None:
    """MR5: declaring the raid sets the chosen nation's bounty at once; MR7: three cargo
    cards are drawn face up (every view); MR8: the raider tests seamanship (3 dice)."""
    g = raid(FOUND + [1, 1, 1], [3, 11, 19])
    names = [type(e).__name__ for e in g.events]
    assert names.index("RaidDeclared") < names.index("BountySet") < names.index(
        "RaidCardsDrawn")
    assert kinds(g, E.RaidCardsDrawn)[0].cards == (3, 11, 19)
    rolled = kinds(g, E.Rolled)[-1]
    assert (rolled.context, rolled.dice) == ("raid", 3)
    assert state(g).seats[0].bounty[NATIONS.index("spain")] == 1


def test_MR9_SW5_weapons_turn_raid_dice_into_successes() -> None:
    """MR9, SW5: after the roll the raider may discard special weapons, any kinds, each
    turning a die into a success (a die already a success is refused, SW5)."""
    g = raider(FOUND + [5, 1, 1], [3, 11, 19], weapons=["grapeshot", "chain_shot"])
    do(g, C.Scout(0, "merchant"), C.Merchant(0, "spain", True))
    p = g.prompt()
    assert (p.step, p.dice, set(p.options)) == ("raid_convert", (5, 1, 1),
                                                {"grapeshot", "chain_shot"})
    refused(g, C.Convert(0, ("grapeshot",), (0,)), "SW5")
    do(g, C.Convert(0, ("grapeshot", "chain_shot"), (1, 2)))
    assert state(g).seats[0].weapons == [] and g.prompt().count == 3


def test_MR10_successes_draw_discard_or_exchange_one_at_a_time() -> None:
    """MR10: each success draws a card, discards one (to the cargo discard) or exchanges one;
    a card drawn by a success may be discarded by a later one; the rest are lost on a stop."""
    g = raid(FOUND + [6, 6, 6], [3, 11, 20, 27, 28, 0])
    assert g.prompt().count == 3
    do(g, C.Spend(0, "draw"))                         # 27
    assert g.view(1).raid.cards == (3, 11, 20, 27)
    do(g, C.Spend(0, "discard", 27))
    evs = do(g, C.Spend(0, "exchange", 20))           # 20 thrown, 28 drawn
    assert kinds(evs, E.RaidCardsDrawn)[0].cards == (28,)
    assert state(g).cargo_discard[-2:] == [27, 20]
    assert kinds(g, E.RaidEnded)[0].result == "success"
    g = raid(FOUND + [6, 6, 1], [3, 11, 19])
    evs = do(g, C.Spend(0, "stop"))
    assert kinds(evs, E.RaidEnded) and g.prompt().step == "keep_cargo"


def test_MR11_HL11_every_hit_symbol_damages_a_destroyed_location_fails_the_raid() -> None:
    """MR11, HL11: each hit symbol on the cards is a hit on its location; a location
    destroyed fails the raid (no loot), the damage stays; a destroyed hull sinks the raider
    and its captain dies (DR1)."""
    g = raid(FOUND + [1, 1, 1], [4, 12, 3])             # two hold hits on a hold of 2
    assert kinds(g, E.RaidEnded)[0] == E.RaidEnded(0, "destroyed", 0)
    assert state(g).seats[0].track == [2, 2, 0, 2, 1]
    g = raid(FOUND + [1, 1, 1], [4, 12, 3], track=[1, 1, 1, 1, 1])
    assert kinds(g, E.RaidEnded)[0].result == "sunk"
    assert kinds(g, E.SeatHit)[1].transferred and kinds(g, E.CaptainDied)[0].how == "sunk"


def test_MR12_as_many_escapes_as_the_manoeuvrability_let_the_merchant_go() -> None:
    """MR12: four escape symbols against a sloop's manoeuvrability 4: the merchant escapes,
    no loot (a hit on the cards still applies, MR11); three escapes do not."""
    g = raid(FOUND + [6, 1, 1], [3, 11, 19, 27])
    do(g, C.Spend(0, "draw"))
    assert kinds(g, E.RaidEnded)[0] == E.RaidEnded(0, "escaped", 0)
    g = raid(FOUND + [6, 6, 1], [3, 11, 4, 19, 27])
    do(g, C.Spend(0, "draw"), C.Spend(0, "draw"))
    assert kinds(g, E.RaidEnded)[0].result == "escaped" and state(g).seats[0].track[2] == 1
    g = raid(FOUND + [1, 1, 1], [3, 11, 19])
    assert kinds(g, E.RaidEnded)[0].result == "success"


def test_MR13_RU62_the_loot_is_the_cards_values_kept_within_the_hold() -> None:
    """MR13: a successful raid pays the sum of the remaining cards' loot (3 + 3 + 3) and the
    raider keeps what its hold takes (2 of them; a third is refused, MR13), the rest to the
    cargo discard; RU62: its own cargo may go overboard to make room."""
    g = raid(FOUND + [1, 1, 1], [3, 11, 19], ducats=0)
    assert kinds(g, E.RaidEnded)[0].loot == 9 and state(g).seats[0].ducats == 9
    p = g.prompt()
    assert (p.step, p.cards, p.most) == ("keep_cargo", (3, 11, 19), 2)
    refused(g, C.Keep(0, (3, 11, 19)), "MR13")
    do(g, C.Keep(0, (3, 19)))
    assert state(g).seats[0].cargo == [3, 19] and state(g).cargo_discard[-1] == 11
    g = raid(FOUND + [1, 1, 1], [3, 11, 19], cargo=[40, 41])
    evs = do(g, C.Keep(0, (3, 11), (40, 41)))
    assert kinds(evs, E.LootKept)[0] == E.LootKept(0, (3, 11), (40, 41), (19,))
    assert state(g).seats[0].cargo == [3, 11]


def test_MR14_MR16_a_raid_of_12_or_more_earns_a_glory_no_other_raid_does() -> None:
    """MR14: a successful raid worth 14 (a hold hit, 5 + 3 + 3 + 3 with one more card drawn)
    earns 1 glory; MR16: a raid is no battle — one worth 11 earns nothing."""
    g = raid(FOUND + [5, 1, 1], [28, 3, 11, 19])
    do(g, C.Spend(0, "draw"))
    assert kinds(g, E.RaidEnded)[0].loot == 14
    assert kinds(g, E.GloryGained) == [E.GloryGained(0, "raid")]
    g = raid(FOUND + [5, 1, 1], [28, 3, 11, 19])
    do(g, C.Spend(0, "stop"))
    assert kinds(g, E.RaidEnded)[0].loot == 11 and not kinds(g, E.GloryGained)
    assert not kinds(g, E.BattleBegan)


def test_MR15_RU26_stat_modifications_count_in_a_raid_and_the_planking_cancels_a_hit() -> None:
    """MR15: Fine Canvas (manoeuvrability 5) holds a merchant with four escapes; Deep Hold
    keeps a third card; RU26, MD8: the Doubled Planking cancels one raid hit."""
    g = raid(FOUND + [6, 1, 1], [3, 11, 19, 27], mods=[702])
    do(g, C.Spend(0, "draw"))
    assert kinds(g, E.RaidEnded)[0].result == "success"
    g = raid(FOUND + [1, 1, 1], [3, 11, 19], mods=[706], track=[2, 2, 3, 2, 1])
    assert g.prompt().most == 3
    g = raid(FOUND + [1, 1, 1], [4, 12, 3], mods=[704])
    p = g.prompt()
    assert (p.step, p.options) == ("cancel", ("hold",))
    evs = do(g, C.Cancel(0, "hold", "doubled_planking"))
    assert kinds(evs, E.PlankingFlipped) == [E.PlankingFlipped(0, "hold")]
    assert kinds(evs, E.RaidEnded)[0].result == "success" and state(g).seats[0].track[2] == 1


# --- BN: bounties ----------------------------------------------------------------------------


def test_BN1_BN6_a_bounty_makes_a_pirate_and_attacking_a_pirate_costs_nothing() -> None:
    """BN1: a bounty is per nation, 1–5, on the board for all to see; with any bounty the
    captain is a pirate; BN6: scouting and fighting a pirate player — or a pirate NPC — sets
    no bounty."""
    g = duel(FOUND, b={"bounty": {"england": 1}})
    assert g.view(0).seats[1].bounty == (0, 1, 0, 0)
    assert not kinds(g, E.BountySet) and kinds(g, E.BattleBegan)
    g = at([{"captain": CARTAGENA, "zone": "Z15", "in_port": False, "bounty": {"france": 1}},
            {"captain": TOBAGO}], dice=FOUND,
           npcs={"pirate_sloop": {"cards": [[PIRATE_SLOOP, -1]], "zone": "Z15"}})
    evs = do(g, C.Scout(0, "npc:4"))
    assert not kinds(evs, E.BountySet) and kinds(evs, E.BattleBegan)


def test_BN2_NS6_starting_a_fight_with_a_non_pirate_raises_its_nations_bounty() -> None:
    """BN2(a): scouting a non-pirate player (SC3), declaring a raid (MR5) and scouting a
    flagship (NS6) each raise that nation's bounty by 1, before the fight."""
    g = duel(FOUND)
    assert kinds(g, E.BountySet) == [E.BountySet(0, "netherlands", 1, "attack")]
    g = at([{"captain": CARTAGENA, "zone": "Z05", "in_port": False},
            {"captain": TOBAGO}], dice=FOUND,
           npcs={"england": {"cards": [[ENGLISH_ADMIRAL, -1]], "zone": "Z05"}})
    evs = do(g, C.Scout(0, "npc:1"))
    names = [type(e).__name__ for e in evs]
    assert kinds(evs, E.BountySet) == [E.BountySet(0, "england", 1, "attack")]
    assert names.index("BountySet") < names.index("BattleBegan")


def test_BN2_RU29_beating_a_flagship_raises_its_nations_bounty_whoever_started() -> None:
    """BN2(b), RU29: the English admiral attacks (a captain wanted by England) and loses the
    crew combat: England's bounty rises all the same, and the winner has 1 glory (GL1)."""
    dice = [6, 1,                             # the admiral (scouting 2) finds the ship
            1, 1, 1, 1, 1,                    # round 1: no success (seamanship 2 against 3)
            1, 1, 6, 1, 1,                    # round 2: the player's boarding wins
            1, 1, 1, 6, 6, 1, 1, 1, 6, 1]     # crew combat: 2 hits, then 1 on a crew of 3
    g = at([{"captain": CARTAGENA, "zone": "Z05", "in_port": False, "ship": "frigate",
             "bounty": {"england": 1}}, {"captain": TOBAGO}], dice=dice,
           npcs={"england": {"cards": [[ENGLISH_ADMIRAL, -1]], "zone": "Z05"}})
    assert g.prompt().step == "declare" and g.prompt().seat == 0
    through(g, declare="board")
    assert kinds(g, E.BattleEnded)[0] == E.BattleEnded(1, "crew")
    assert kinds(g, E.BountySet)[-1] == E.BountySet(0, "england", 2, "flagship")
    assert state(g).seats[0].glory == 1


def test_BN4_the_defender_fights_a_pirate_and_incurs_nothing() -> None:
    """BN4: the attacker's bounty comes first, so the defender who wins fights a pirate: it
    incurs no bounty (and may claim the reward, BN9)."""
    g = duel(BOARD_AND_LOSE)
    through(g, declare=board)
    assert kinds(g, E.BattleEnded)[0] == E.BattleEnded(1, "crew")
    assert [e.seat for e in kinds(g, E.BountySet)] == [0]
    assert state(g).seats[1].bounty == [0, 0, 0, 0]


def test_BN5_a_bounty_stops_at_5() -> None:
    """BN5, C11: a level never exceeds 5 — a captain at 5 with Spain raids a Spanish merchant
    and stays at 5."""
    g = raid(FOUND + [1, 1, 1], [3, 11, 19], bounty={"spain": 5})
    assert not kinds(g, E.BountySet) and state(g).seats[0].bounty[NATIONS.index("spain")] == 5


def test_BN8_only_a_card_clears_a_bounty_and_then_the_marker_is_gone() -> None:
    """BN8: a bounty falls only by a card (the bishop's indulgence, a rumour): at 0 the
    marker is gone and the captain is no pirate."""
    g = at([{"captain": CARACAS, "rumour": 317, "bounty": {"spain": 2}},
            {"captain": TOBAGO}], dice=[6, 1, 1, 1], events=[QUIET])
    sail_on(g)
    do(g, C.BeginPort(0), C.CheckRumour(0))
    assert g.prompt().options == ("spain", "")
    evs = do(g, C.Choose(0, "spain"))
    assert kinds(evs, E.BountySet) == [E.BountySet(0, "spain", 0, "pardon")]
    assert g.view(1).seats[0].bounty == (0, 0, 0, 0) and not state(g).seats[0].pirate
    g = at([{"captain": CARACAS, "bounty": {"spain": 2}}, {"captain": TOBAGO}],
           events=[QUIET])
    for _ in range(3):
        sail_on(g)
        do(g, C.EndTurn(g.prompt().seat))
    assert state(g).game_turn == 3
    assert state(g).seats[0].bounty[NATIONS.index("spain")] == 2     # a game turn later


def test_BN9_the_defender_claims_the_bounty_the_attack_set() -> None:
    """BN9, BN4, RU31: the attack made the attacker wanted by the Netherlands (1) and by
    England (2, from before); the Dutch defender who beats it claims 5 × 2 from England or
    5 × 1 from the Netherlands — not from France, at war with the Netherlands."""
    g = duel(BOARD_AND_LOSE, a={"bounty": {"england": 2, "france": 3}},
             wars=[["france", "netherlands"]])
    through(g, declare=board, stop=("claim",))
    p = g.prompt()
    assert (p.step, p.seat, p.options) == ("claim", 1, ("england", "netherlands"))
    refused(g, C.Claim(1, "france"), "BN9")
    evs = do(g, C.Claim(1, "england"))
    assert kinds(evs, E.BountyClaimed) == [E.BountyClaimed(1, "england", 10)]


def test_BN9_RU32_a_pirate_winner_claims_but_not_from_a_nation_that_wants_it() -> None:
    """BN9, RU32: a pirate may claim too — but a winner wanted by England cannot claim the
    beaten pirate's English bounty, only its Spanish one (5 × 1); attacking it, a pirate, set
    no bounty (BN6)."""
    g = duel(BOARD_AND_LOSE, a={"bounty": {"england": 2, "spain": 1}},
             b={"bounty": {"england": 1}})
    through(g, declare=board, stop=("claim",))
    p = g.prompt()
    assert (p.step, p.seat, p.options) == ("claim", 1, ("spain",))
    evs = do(g, C.Claim(1, "spain"))
    assert kinds(evs, E.BountyClaimed) == [E.BountyClaimed(1, "spain", 5)]
    assert not kinds(g, E.BountySet)


def test_BN10_a_pirate_frigate_is_worth_15() -> None:
    """BN10: beating the pirate frigate (crew 3: two crew rounds) pays a non-pirate 15."""
    dice = ([1, 1, 1] + FOUND + [1] * 5 + [6, 1, 1, 1, 1]
            + [6, 6, 1, 1, 1] + [6, 1, 1, 1, 1])
    g = at([{"captain": CARTAGENA, "zone": "Z17", "in_port": False, "ship": "frigate",
             "ducats": 0}, {"captain": TOBAGO}], dice=dice,
           npcs={"pirate_frigate": {"cards": [[415, -1]], "zone": "Z17"}})
    do(g, C.Scout(0, "npc:5"))
    through(g, declare="board")
    assert kinds(g, E.BattleEnded)[0] == E.BattleEnded(0, "crew")
    assert kinds(g, E.BountyClaimed) == [E.BountyClaimed(0, "pirates", 15)]


def test_BN10_a_non_pirate_who_beats_a_pirate_npc_takes_its_reward() -> None:
    """BN10: a non-pirate beating the pirate sloop takes 5 ducats (and its glory, GL1); a
    pirate player beating it takes no reward, only the glory."""
    for bounty, reward in (({}, 5), ({"france": 1}, 0)):
        missed = [] if bounty else [1, 1, 1]     # the pirate scouts a non-pirate first
        g = at([{"captain": CARTAGENA, "zone": "Z15", "in_port": False, "bounty": bounty,
                 "ducats": 0}, {"captain": TOBAGO}], dice=missed + BOARD_AND_WIN,
               npcs={"pirate_sloop": {"cards": [[PIRATE_SLOOP, -1]], "zone": "Z15"}})
        do(g, C.Scout(0, "npc:4"))
        through(g, declare="board")
        assert kinds(g, E.BattleEnded)[0] == E.BattleEnded(0, "crew")
        claimed = kinds(g, E.BountyClaimed)
        assert [c.ducats for c in claimed] == ([reward] if reward else [])
        assert state(g).seats[0].glory == 1


def test_BN11_DR2_a_new_captain_starts_with_no_bounty() -> None:
    """BN11, DR2: bounties belong to the captain — the seat's next captain has none."""
    g = raid(FOUND + [1, 1, 1], [4, 12, 3], track=[1, 1, 1, 1, 1],
             bounty={"spain": 4, "england": 2}, captains=[CARTAGENA, TOBAGO, 513],
             events=[QUIET])
    assert kinds(g, E.CaptainDied)
    sail_on(g)
    do(g, C.EndTurn(1), C.ChooseShip(0, "sloop"))
    assert state(g).seats[0].captain == 513 and g.view(1).seats[0].bounty == (0, 0, 0, 0)


# --- WAR: war --------------------------------------------------------------------------------


def test_WAR1_RU33_war_and_peace_come_by_event_in_pairs() -> None:
    """WAR1, RU33: a war card puts a pair of nations in the War box (every view); a peace
    card takes the oldest pair out."""
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}], active=-1, event=-1,
           events=[WAR_SPAIN_ENGLAND, PEACE])
    assert g.view(1).wars == (("england", "spain"),)
    sail_on(g)
    do(g, C.EndTurn(0))
    sail_on(g)
    do(g, C.EndTurn(1))
    assert kinds(g, E.WarChanged)[-1] == E.WarChanged(("england", "spain"), False)
    assert g.view(0).wars == ()


def test_WAR2_NM5_at_war_a_flagship_hunts_the_enemy_nations_captains() -> None:
    """WAR2, NM5(3): while England and Spain are at war, the English admiral is hostile to a
    Spanish captain who is wanted by no one: it scouts him as his turn begins at sea in its
    zone; at peace it does not."""
    npcs = {"england": {"cards": [[ENGLISH_ADMIRAL, -1]], "zone": "Z15"}}
    g = at([{"captain": CARTAGENA, "zone": "Z15", "in_port": False}, {"captain": TOBAGO}],
           npcs=npcs, wars=[["spain", "england"]], dice=[1, 1])
    scouted = kinds(g, E.NpcScouted)
    assert [(e.slot, e.result) for e in scouted] == [(1, "missed")]
    g = at([{"captain": CARTAGENA, "zone": "Z15", "in_port": False}, {"captain": TOBAGO}],
           npcs=npcs)
    assert not kinds(g, E.NpcScouted) and not kinds(g, E.ScoutsBegan)


def test_WAR3_RU12_war_gives_no_licence_but_a_commission_does() -> None:
    """WAR3, RU12: at war with the Netherlands, a Spanish captain attacking a Dutch
    non-pirate still incurs the Dutch bounty; EVT34's privateering commission (this game
    turn: attacks on England's enemies) sets none for an attack on a Dutchman at war with
    England."""
    g = duel(FOUND, wars=[["netherlands", "spain"]])
    assert kinds(g, E.BountySet) == [E.BountySet(0, "netherlands", 1, "attack")]
    g = at([{"captain": CARTAGENA, "zone": "Z13", "in_port": False},
            {"captain": TOBAGO, "zone": "Z13", "in_port": False}], active=-1, event=-1,
           events=[QUIET], wars=[["england", "netherlands"]], dice=FOUND)
    evs = do(g, C.Scout(0, "seat:1"))
    assert not kinds(evs, E.BountySet) and kinds(evs, E.BattleBegan)


def test_WAR4_NP9_men_of_war_come_with_a_war_and_two_in_a_zone_scout_no_one() -> None:
    """WAR4, NP9: a war card sends one man-of-war per belligerent into its flagship slot;
    two men-of-war in one zone never scout a player, even one both nations want."""
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}], active=-1, event=-1,
           events=[WAR_SPAIN_ENGLAND])
    assert [(e.slot, e.card, e.line) for e in kinds(g, E.NpcScheduled)] == [
        (0, WAR_SPAIN_ENGLAND, 0), (1, WAR_SPAIN_ENGLAND, 1)]
    npcs = {"spain": {"cards": [[WAR_SPAIN_ENGLAND, 0]], "zone": "Z05"},
            "england": {"cards": [[WAR_SPAIN_ENGLAND, 1]], "zone": "Z05"}}
    g = at([{"captain": TOBAGO, "zone": "Z05", "in_port": False,
             "bounty": {"spain": 2, "england": 2}}, {"captain": CARTAGENA}], npcs=npcs,
           wars=[["spain", "england"]])
    assert [e.result for e in kinds(g, E.NpcScouted)] == ["abstains", "abstains"]
    assert not kinds(g, E.BattleBegan) and g.prompt().step == "actions"
