"""Treasure Island (T1–T4), its rulings (RU3, RU4) and simultaneous burying (DA5).

The scenario: four players, Ben (seat 1) captain. Two won Forts leave the prizes

    seat 0 Anna  a Jewel and 1 gold       seat 1 Ben   3 gold and 2 gold
    seat 2 Cleo  a Rum and 1 gold         seat 3 Dan   two Hostages

and in round 3 the captain sails to Treasure Island; only Cleo holds an Old Sailor.
"""

from __future__ import annotations

from typing import Any

from rules_flow import (
    Cards,
    appoint,
    attack,
    choose,
    fort_card,
    new,
    no_punishment,
    pass_windows,
    refused,
    run_until,
    share,
    step,
    winning_trio,
)
from support import dests, play, prizes, state, types

from game.jolly_roger import commands as K
from game.jolly_roger import events as E

ANNA, BEN, CLEO, DAN = range(4)


def treasure_game(**opts: Any) -> tuple[Any, dict[str, Any]]:
    """The game at round 3, the captain (Ben) about to choose a destination."""
    cards = Cards()
    trio_r1 = winning_trio(cards)
    r2 = [cards.one(skill="navigation", value=3), cards.one(skill="cannons", value=3),
          cards.one(skill="cannons", count=5), cards.one(skill="sabers", value=3)]
    sailor = cards.one(special="old_sailor")
    strong = cards.one(skill="sabers", count=5)      # Ben's mutiny card (T3)
    weak = cards.one(skill="navigation", value=3)    # Cleo's mutiny card (T3)
    hands = [cards.filler(6),
             [strong] + cards.filler(5),
             trio_r1 + [sailor, weak] + cards.filler(1),
             r2 + cards.filler(2)]
    g3, g2 = prizes("gold", 3)[0], prizes("gold", 2)[0]
    g1a, g1b = prizes("gold", 1)[:2]
    rum, jewel = prizes("rum")[0], prizes("jewels")[0]
    hostage, hostage2 = prizes("hostage")[:2]
    forts = [fort_card(4, (1, 3, 2)), fort_card(4, (1, 4, 2))]
    island = dests("island", 4)[0]
    game = new(4, captain=BEN, hands=hands, fort=forts, island=[island],
               prizes=[g3, rum, jewel, hostage, g2, g1a, g1b, hostage2], **opts)
    # Round 1: Cleo quartermaster wins the first Fort.
    appoint(game, CLEO)
    choose(game, "fort")
    attack(game, trio_r1)
    share(game, g3, [(rum, CLEO), (jewel, ANNA), (hostage, DAN)])
    no_punishment(game)
    # Round 2: Dan quartermaster wins the second Fort.
    appoint(game, DAN)
    choose(game, "fort")
    attack(game, r2)
    share(game, g2, [(g1a, ANNA), (g1b, CLEO), (hostage2, DAN)])
    no_punishment(game)
    appoint(game, ANNA)
    ids = dict(sailor=sailor, island=island, strong=strong, weak=weak, g3=g3, g2=g2, g1a=g1a,
               g1b=g1b, rum=rum, jewel=jewel, hostage=hostage, hostage2=hostage2)
    assert state(game).round == 3 and step(game) == "destination"
    assert [sorted(p) for p in state(game).prizes] == [
        sorted([jewel, g1a]), sorted([g3, g2]), sorted([rum, g1b]), sorted([hostage, hostage2])]
    return game, ids


def land(game: Any, ids: dict[str, Any]) -> list[Any]:
    """Choose Treasure Island; Cleo, the only holder asked (reaction prompts to holders),
    plays the Old Sailor."""
    choose(game, "island")
    return play(game, K.PlaySpecial(CLEO, ids["sailor"]))


# --- T1: the Old Sailor's map -------------------------------------------------------------

def test_T1_old_sailor_is_asked_from_the_captain_and_lets_the_ship_land() -> None:
    """T1 with reaction prompts to every seat: asked in seat order from the captain (Ben);
    Ben holds no map; Cleo plays hers and the ship lands."""
    game, ids = treasure_game()
    state(game).ask_all = True  # from here on every seat is asked (full-state test set-up)
    choose(game, "island")
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.actions) == (BEN, "sailor", "T1", ("pass",))
    refused(game, K.PlaySpecial(BEN, ids["sailor"]), "T1")   # not Ben's card
    play(game, K.Pass(BEN))
    p = game.prompt()
    assert (p.seat, p.step) == (CLEO, "sailor")
    assert p.specials == (ids["sailor"],) and "play_special" in p.actions
    events = play(game, K.PlaySpecial(CLEO, ids["sailor"]))
    assert E.SpecialPlayed(CLEO, ids["sailor"]) in events
    assert ids["sailor"] not in state(game).hands[CLEO]
    while step(game) == "react":  # the others may answer with a Traitor (X-TRAITOR)
        events += play(game, K.Pass(game.prompt().seat))
    # The ship lands: burying starts; Dan and Anna are not asked about a map any more.
    assert step(game) == "bury"
    assert not any(isinstance(e, E.DestinationReturned) for e in events)


def test_T1_RU3_holders_mode_with_no_map_holder_nobody_is_asked_and_the_island_returns() -> None:
    """T1 with reaction prompts to holders only (DA4): nobody holds an Old Sailor, so the
    ship cannot land — the card returns at once (RU3) without asking anyone."""
    cards = Cards()
    game = new(4, captain=ANNA, hands=[cards.filler(6) for _ in range(4)],
               ask_all=False, island=[dests("island", 4)[1]])
    appoint(game, BEN)
    start = len(game.events)
    choose(game, "island")
    events = game.events[start:]
    assert E.Ask("sailor", ()) in events
    assert E.DestinationReturned("island", dests("island", 4)[1], "RU3") in events
    assert not any(isinstance(e, E.SpecialPlayed) for e in events)
    p = game.prompt()
    assert (p.seat, p.step) == (ANNA, "destination") and "island" not in p.choices


# --- RU3: nobody plays the map ------------------------------------------------------------

def test_RU3_no_old_sailor_island_returns_not_a_round_another_kind_is_chosen() -> None:
    game, ids = treasure_game()
    g = state(game)
    island_stack = list(g.stacks[4])
    discarded = list(g.dest_discard)
    holdings = [list(p) for p in g.prizes]
    choose(game, "island")
    events: list[Any] = []
    while step(game) == "sailor":
        events += play(game, K.Pass(game.prompt().seat))
    assert E.DestinationReturned("island", ids["island"], "RU3") in events
    assert g.stacks[4] == island_stack                      # back on top of its stack
    assert g.dest_discard == discarded and g.round == 3     # not a round
    assert g.prizes == holdings and not g.buried                 # nobody landed
    assert "PunishmentOrdered" not in types(events) and "RoundEnded" not in types(events)
    p = game.prompt()
    assert (p.seat, p.step) == (BEN, "destination")
    assert "island" not in p.choices and "fort" in p.choices
    assert game.view(ANNA).forbidden_kind == "island"
    err = refused(game, K.ChooseDestination(BEN, "island"), "RU3")   # not VY1: it has cards
    assert "Treasure Island" in err.message and "another destination" in err.message
    # Another kind this round: the Pirate Port is the round's one voyage.
    choose(game, "port")
    run_until(game, lambda gm: state(gm).round == 4)
    assert len(g.dest_discard) == len(discarded) + 1
    assert g.dest_discard[-1] in dests("port", 4)
    # The next round the island may be chosen again, and its card is the same one.
    appoint(game, CLEO)
    assert "island" in game.prompt().choices
    assert g.stacks[4][-1] == ids["island"]


# --- T2 / RU4: burying --------------------------------------------------------------------

def test_T2_RU4_bury_offers_gold_and_rum_never_jewels_or_hostages() -> None:
    game, ids = treasure_game()
    land(game, ids)
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (BEN, "bury", "T2")
    assert sorted(p.cards) == sorted([ids["g3"], ids["g2"]])
    play(game, K.Bury(BEN, ()))
    p = game.prompt()
    assert p.seat == CLEO and sorted(p.cards) == sorted([ids["rum"], ids["g1b"]])
    play(game, K.Bury(CLEO, ()))
    p = game.prompt()
    assert p.seat == ANNA and p.cards == (ids["g1a"],)        # the Jewel is not offered
    err = refused(game, K.Bury(ANNA, (ids["jewel"],)), "RU4")
    assert err.message == (f"Card {ids['jewel']} is a Jewel: Jewels and Hostages cannot be "
                           "buried.")
    refused(game, K.Bury(ANNA, (ids["g1a"], ids["jewel"])), "RU4")
    refused(game, K.Bury(ANNA, (ids["g3"],)), "T2")             # Ben's card, not Anna's
    # Dan holds only Hostages: he is never asked to bury, and told why.
    err = refused(game, K.Bury(DAN, (ids["hostage"],)), "RU4")
    assert "Hostage" in err.message
    events = play(game, K.Bury(ANNA, (ids["g1a"],)))
    asked = [e for e in game.events if isinstance(e, E.Ask) and e.step == "bury"]
    assert asked[-1].seats == (BEN, CLEO, ANNA)
    assert E.PrizesBuried(ANNA, (ids["g1a"],)) in events
    g = state(game)
    assert ids["jewel"] not in g.buried and ids["hostage"] not in g.buried
    assert g.buried == {ids["g1a"]}


def test_T2_DA5_burials_are_collected_in_secret_then_applied_together_from_the_captain() -> None:
    """Rum may be buried as a bluff; the others see only how many cards each buried (DA8)."""
    game, ids = treasure_game()
    land(game, ids)
    first = play(game, K.Bury(BEN, (ids["g3"], ids["g2"])))
    second = play(game, K.Bury(CLEO, (ids["rum"],)))          # the bluff
    assert not any(isinstance(e, E.PrizesBuried) for e in first + second)
    # Nothing is turned face down before everyone has chosen.
    assert state(game).buried == set()
    assert ids["g3"] in game.view(DAN).prizes[BEN]
    assert game.view(ANNA).answered == (BEN, CLEO)
    assert game.view(CLEO).my_choice == (ids["rum"],)
    assert game.view(ANNA).my_choice is None
    # Cleo's choice is secret in the log for everyone else.
    made = [e for e in game.events_for(ANNA) if isinstance(e, E.ChoiceMade)]
    assert made[-1].cards == (E.HIDDEN,)
    last = play(game, K.Bury(ANNA, (ids["g1a"],)))
    buried = [e for e in last if isinstance(e, E.PrizesBuried)]
    assert [e.seat for e in buried] == [BEN, CLEO, ANNA]       # seat order from the captain
    assert buried[1].cards == (ids["rum"],)
    v = game.view(DAN)
    assert v.buried_counts == (1, 2, 1, 0)
    assert v.prizes[CLEO] == (ids["g1b"],) and v.prizes[BEN] == ()
    assert v.my_buried == ()
    assert sorted(game.view(CLEO).my_buried) == [ids["rum"]]
    for_dan = [e for e in game.events_for(DAN) if isinstance(e, E.PrizesBuried)]
    assert for_dan[1].cards == (E.HIDDEN,)


# --- T4: after burying --------------------------------------------------------------------

def test_T4_old_sailor_to_crew_discard_and_island_to_destination_discard() -> None:
    game, ids = treasure_game()
    land(game, ids)
    events: list[Any] = []
    while step(game) == "bury":
        events += play(game, K.Pass(game.prompt().seat))
    assert E.AttackCleared((ids["sailor"],), ids["island"]) in events
    g = state(game)
    assert g.crew_discard[-1] == ids["sailor"]
    assert g.dest_discard[-1] == ids["island"] and len(g.dest_discard) == 3
    assert (game.prompt().seat, game.prompt().step) == (BEN, "punish")   # then PU1
    no_punishment(game)
    assert g.round == 4                                                  # it was a round


# --- T3: buried prizes survive a lost mutiny ----------------------------------------------

def test_T3_M11_buried_prizes_cannot_be_lost_in_a_mutiny() -> None:
    """T3 (the contract's cross-reference reads "M12"; the seizure itself is M11): Cleo loses
    a mutiny; only her face-up Rum is collected, her buried gold stays hers."""
    game, ids = treasure_game()
    land(game, ids)
    play(game, K.Bury(BEN, ()), K.Bury(CLEO, (ids["g1b"],)), K.Bury(ANNA, ()))
    play(game, K.OrderPunishment(BEN, False))
    # Punishment window: Cleo calls and loses against Ben's 5.
    assert game.prompt().seat == CLEO
    play(game, K.CallMutiny(CLEO, ids["weak"]))
    while step(game) == "mutiny":
        seat = game.prompt().seat
        play(game, K.PlayCards(BEN, (ids["strong"],), "captain") if seat == BEN
             and ids["strong"] in state(game).hands[BEN] else K.Pass(seat))
    resolved = next(e for e in game.events if isinstance(e, E.MutinyResolved))
    assert resolved.winner == "captain" and resolved.losers == (CLEO,)
    play(game, K.Appoint(BEN, ANNA))
    seized = [e for e in game.events if isinstance(e, E.PrizesSeized)]
    assert seized == [E.PrizesSeized(ANNA, ((ids["rum"], CLEO),))]   # not the buried gold
    g = state(game)
    assert ids["g1b"] in g.prizes[CLEO] and ids["g1b"] in g.buried
    assert ids["rum"] in g.prizes[BEN]      # one card: the captain's pick (M11)
    pass_windows(game)
