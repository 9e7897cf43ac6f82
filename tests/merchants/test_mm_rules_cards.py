"""Merchants & Marauders' rumours and missions (contract sections RM, MS) through the engine's
public API: gathering, keeping, checking and confirming rumours; taking, trying again and
completing missions. Every refused command names its clause and changes nothing."""

from __future__ import annotations

from typing import Any

from mm_rules_support import (
    CARTAGENA,
    CAT,
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

HIDDEN = -2
#: rumours: RR02 a drifting longboat (scouting off Tobago, 8 ducats); RR18 the bishop's
#: indulgence (influence at Caracas, a pardon); RR24 the smugglers' cache (scouting off
#: Curaçao, a fight with a crew of 2 at leadership 3 for 10 ducats); RR25 the harbour
#: master's nephew (influence at Nassau, kept: Spanish ports open)
LONGBOAT, INDULGENCE, CACHE, NEPHEW = 301, 317, 323, 324
#: missions: MI25 the grand tour (taken at Cartagena, influence); MI12 the price on a head
#: (Cartagena, no requirement but no Spanish bounty); MI04 a taste of the orient (Basse-Terre,
#: influence +1 die); MI07 the magistrate's daughter (Nassau; reach St. John's)
TOUR, HEAD, ORIENT, DAUGHTER = 224, 211, 203, 206


def port_at(zone: str, *, dice: list[int] | None = None, **kw: Any) -> Any:
    """Rodrigo Alcaraz (influence 2) in port at `zone`, his Port action begun."""
    seat = {k: kw.pop(k) for k in list(kw) if k in ("rumour", "mission", "ducats", "bounty")}
    g = at([{"captain": CARTAGENA, "zone": zone, **seat}, {"captain": TOBAGO}], dice=dice,
           **kw)
    sail_on(g)
    do(g, C.BeginPort(0))
    return g


# --- RM: rumours -----------------------------------------------------------------------------


def test_RM1_RU22_a_rumour_costs_2_and_an_influence_test_drawn_in_secret() -> None:
    """RM1, RU22: gathering pays 2 ducats before the influence test (2 dice) and keeps them
    on a failure; on a success the rumour is drawn in secret — a rival sees that the seat holds
    one, not which."""
    g = port_at("Z15", dice=[1, 4], ducats=10)
    evs = do(g, C.GatherRumour(0))
    assert kinds(evs, E.DucatsChanged) == [E.DucatsChanged(0, -2, "rumour_fee")]
    assert kinds(evs, E.Rolled)[0].dice == 2 and not kinds(evs, E.RumourGathered)
    assert state(g).seats[0].ducats == 8 and state(g).seats[0].rumour == -1
    g = port_at("Z15", dice=[5, 1], rumours=[LONGBOAT])
    evs = do(g, C.GatherRumour(0))
    assert kinds(evs, E.RumourGathered) == [E.RumourGathered(0, LONGBOAT)]
    assert g.view(0).seats[0].rumour == LONGBOAT
    rival = g.view(1).seats[0]
    assert rival.rumour == -1 and rival.has_rumour
    assert [e.card for e in g.events_for(1) if type(e) is E.RumourGathered] == [HIDDEN]


def test_RM2_RM3_one_rumour_held_the_other_goes_back_into_the_deck() -> None:
    """RM2: a seat gaining a second rumour keeps one of the two (another card is refused,
    RM2); RM3: the other is shuffled back into the rumour deck at once."""
    g = port_at("Z15", dice=[6, 6], rumour=INDULGENCE, rumours=[LONGBOAT])
    size = g.view(0).deck_sizes[4]
    do(g, C.GatherRumour(0))
    p = g.prompt()
    assert (p.step, sorted(p.cards)) == ("keep_rumour", [LONGBOAT, INDULGENCE])
    refused(g, C.KeepRumour(0, CACHE), "RM2")
    evs = do(g, C.KeepRumour(0, LONGBOAT))
    assert kinds(evs, E.DeckShuffled)[0].deck == "rumours"
    assert state(g).seats[0].rumour == LONGBOAT and INDULGENCE in state(g).rumour_deck
    assert g.view(0).deck_sizes[4] == size


def test_RM4_RM6_an_influence_rumour_is_checked_in_its_port_a_scouting_one_at_sea() -> None:
    """RM4, RM6: the bishop's indulgence (influence, Caracas) is a step of a Port action at
    Caracas only; the drifting longboat (scouting, Tobago) is a Scout action at sea off Tobago
    only — not in its port, not elsewhere — and it spends the action."""
    g = port_at("Z13", rumour=INDULGENCE)
    assert "check_rumour" in g.prompt().steps
    g = port_at("Z15", rumour=INDULGENCE)
    assert "check_rumour" not in g.prompt().steps
    g = at([{"captain": CARTAGENA, "zone": "Z12", "in_port": False, "rumour": LONGBOAT},
            {"captain": TOBAGO}], dice=[1, 1, 1])
    assert "rumour" in g.prompt().targets
    do(g, C.Scout(0, "rumour"))
    assert state(g).actions == 2
    for zone, port in (("Z12", True), ("Z13", False)):
        g = at([{"captain": CARTAGENA, "zone": zone, "in_port": port, "rumour": LONGBOAT},
                {"captain": TOBAGO}])
        sail_on(g)
        assert "rumour" not in g.prompt().targets
        refused(g, C.Scout(0, "rumour"), "SC1")


def test_RM5_RM7_a_rumour_is_shown_then_tested_and_if_false_goes_back() -> None:
    """RM5: checking shows the rumour to everyone before its test; RM7, RM3: a failed test
    proves it false — no reward, the card back into the deck at once."""
    g = port_at("Z13", rumour=INDULGENCE, dice=[1, 1], bounty={"england": 2})
    evs = do(g, C.CheckRumour(0))
    names = [type(e).__name__ for e in evs]
    assert names.index("RumourShown") < names.index("Rolled")
    assert [e.card for e in g.events_for(1) if type(e) is E.RumourShown] == [INDULGENCE]
    assert kinds(evs, E.RumourReturned) == [E.RumourReturned(0, INDULGENCE, "false")]
    assert state(g).seats[0].rumour == -1 and INDULGENCE in state(g).rumour_deck
    assert state(g).seats[0].bounty[1] == 2 and not kinds(evs, E.GloryGained)


def test_RM8_RM9_a_confirmed_rumour_pays_its_reward_a_glory_and_goes_back() -> None:
    """RM8: a success resolves the reward (8 ducats), then the card goes back into the deck;
    RM9: a rumour confirmed with its reward earns 1 glory."""
    g = at([{"captain": CARTAGENA, "zone": "Z12", "in_port": False, "rumour": LONGBOAT,
             "ducats": 0}, {"captain": TOBAGO}], dice=[6, 1, 1])
    evs = do(g, C.Scout(0, "rumour"))
    assert state(g).seats[0].ducats == 8
    assert kinds(evs, E.GloryGained) == [E.GloryGained(0, "rumour")]
    assert kinds(evs, E.RumourReturned) == [E.RumourReturned(0, LONGBOAT, "confirmed")]
    assert LONGBOAT in state(g).rumour_deck


def test_RM8_a_kept_rumour_stays_with_its_owner() -> None:
    """RM8: the harbour master's nephew is kept once confirmed (its favour, Spanish ports
    open, stays in force); a kept rumour is not checked again."""
    g = port_at("Z03", rumour=NEPHEW, dice=[6, 1])
    do(g, C.CheckRumour(0))
    assert state(g).seats[0].rumour == NEPHEW and state(g).seats[0].glory == 1
    assert "check_rumour" not in g.prompt().steps


def test_RM9_CB9_a_rumours_fight_lost_earns_nothing() -> None:
    """RM9, CB9: the smugglers' cache demands a crew combat (a crew of 2, leadership 3): won,
    it pays 10 and a glory; lost, the captain dies with no glory."""
    won = at([{"captain": CARTAGENA, "zone": "Z14", "in_port": False, "rumour": CACHE,
               "ducats": 0}, {"captain": TOBAGO}], dice=[6, 1, 1, 6, 6, 1, 1, 1])
    do(won, C.Scout(0, "rumour"))
    through(won)
    assert state(won).seats[0].ducats == 10 and state(won).seats[0].glory == 1
    lost = at([{"captain": CARTAGENA, "zone": "Z14", "in_port": False, "rumour": CACHE,
                "glory": 3}, {"captain": TOBAGO}], dice=[6, 1, 1, 1, 1, 6, 6, 1])
    do(lost, C.Scout(0, "rumour"))
    through(lost)
    assert kinds(lost, E.CaptainDied) and not kinds(lost, E.GloryGained)
    assert state(lost).seats[0].glory == 3 and CACHE in state(lost).rumour_deck


# --- MS: missions ----------------------------------------------------------------------------


def test_MS1_MS2_MS3_a_mission_is_taken_at_its_port_and_another_is_laid_out() -> None:
    """MS1: two missions lie face up at the ports they name (the deck's first two here);
    MS2: the card says where it is
    taken, what taking it asks and what it pays; MS3: in a Port action at its port, the
    requirement met (an influence test), it goes face up to the seat and a new mission is laid
    at its own port — two again."""
    m = CAT.mission(TOUR)
    assert m.place == Z("Z15") and m.requirement[0].op == "test" and m.task.op == "visit"
    g = port_at("Z15", dice=[5, 1], missions=[TOUR, DAUGHTER])
    assert g.prompt().missions == (TOUR,)
    top = state(g).mission_deck[-1]
    evs = do(g, C.TakeMission(0, TOUR))
    assert kinds(evs, E.MissionTaken) == [E.MissionTaken(0, TOUR, -1)]
    assert kinds(evs, E.MissionPlaced) == [E.MissionPlaced(top)]
    assert g.view(1).seats[0].mission == TOUR
    assert sorted(g.view(1).missions) == sorted([DAUGHTER, top])


def test_MS3_a_mission_elsewhere_or_off_the_board_is_refused() -> None:
    """MS3: a mission of another port cannot be taken here (refused, MS3); MS1: nor one not
    on the board (refused, MS1)."""
    g = port_at("Z15", missions=[TOUR, DAUGHTER])
    refused(g, C.TakeMission(0, DAUGHTER), "MS3")
    refused(g, C.TakeMission(0, ORIENT), "MS1")


def test_MS4_a_failed_try_leaves_the_mission_on_the_board_one_try_a_port_action() -> None:
    """MS4: a failed requirement leaves the mission on the board; no second try in the same
    Port action — neither at it nor at the other mission lying at the same port (refused,
    MS4); in a later turn the seat tries again."""
    g = port_at("Z15", dice=[1, 1, 6, 1], missions=[TOUR, HEAD], events=[QUIET])
    assert set(g.prompt().missions) == {TOUR, HEAD}
    do(g, C.TakeMission(0, TOUR))
    assert state(g).seats[0].mission == -1 and TOUR in g.view(0).missions
    assert "mission" not in g.prompt().steps
    refused(g, C.TakeMission(0, TOUR), "MS4")
    refused(g, C.TakeMission(0, HEAD), "MS4")
    do(g, C.EndPort(0), C.EndTurn(0))                  # a later turn: another try
    sail_on(g)
    do(g, C.EndTurn(1))
    sail_on(g)
    do(g, C.BeginPort(0))
    evs = do(g, C.TakeMission(0, TOUR))
    assert kinds(evs, E.MissionTaken)[0].card == TOUR


def test_MS5_a_new_mission_discards_the_old_one() -> None:
    """MS5: a seat has one mission: taking another discards the old."""
    g = port_at("Z15", mission=DAUGHTER, missions=[HEAD, TOUR])
    evs = do(g, C.TakeMission(0, HEAD))                   # no requirement, no Spanish bounty
    assert kinds(evs, E.MissionTaken) == [E.MissionTaken(0, HEAD, DAUGHTER)]
    assert state(g).mission_discard[-1] == DAUGHTER and state(g).seats[0].mission == HEAD


def test_MS6_a_new_mission_for_the_port_of_the_other_lies_there_too() -> None:
    """MS6: when the new mission names the port already holding the other, both lie there and
    a Port action there offers both."""
    g = port_at("Z10", dice=[6, 1, 1], missions=[ORIENT, TOUR, HEAD])
    assert sorted(g.view(0).missions) == sorted([ORIENT, TOUR])
    do(g, C.TakeMission(0, ORIENT))
    assert sorted(g.view(0).missions) == sorted([TOUR, HEAD])
    assert CAT.mission(TOUR).place == CAT.mission(HEAD).place == Z("Z15")
    g = port_at("Z15", missions=[TOUR, HEAD])
    assert sorted(g.prompt().missions) == sorted([TOUR, HEAD])


def test_MS7_a_completed_mission_pays_its_reward_and_a_glory() -> None:
    """MS7: the magistrate's daughter set down at St. John's: the reward (8 ducats), 1 glory,
    and the card to the discard."""
    g = at([{"captain": CARTAGENA, "zone": "Z09", "in_port": False, "mission": DAUGHTER,
             "ducats": 0}, {"captain": TOBAGO}])
    evs = do(g, C.Move(0, Z("Z09"), True))
    assert kinds(evs, E.MissionEnded) == [E.MissionEnded(0, DAUGHTER, "completed")]
    assert kinds(evs, E.GloryGained) == [E.GloryGained(0, "mission")]
    st = state(g).seats[0]
    assert (st.ducats, st.glory, st.mission) == (8, 1, -1)
    assert state(g).mission_discard[-1] == DAUGHTER


def test_MS8_PL2_a_dead_captains_mission_is_discarded_never_plundered() -> None:
    """MS8, PL2: a captain beaten in crew combat loses its mission to the discard; the
    winner's plunder never offers it."""
    dice = [6, 1, 1,                          # the scout finds Saskia Brandt's sloop
            1, 1, 1, 1, 1, 1,                 # round 1: nobody rolls a success
            6, 1, 1, 1, 1, 1,                 # round 2: the boarder wins, the defender none
            6, 6, 1, 1]                       # crew combat: 2 hits on a crew of 2
    g = at([{"captain": CARTAGENA, "zone": "Z13", "in_port": False, "bounty": {"spain": 1}},
            {"captain": TOBAGO, "zone": "Z13", "in_port": False, "mission": DAUGHTER,
             "bounty": {"spain": 1}}], dice=dice)
    do(g, C.Scout(0, "seat:1"))
    through(g, declare=lambda p: "board" if p.seat == 0 else "fire", stop=("plunder",))
    p = g.prompt()
    assert p.step == "plunder" and "mission" not in p.options
    refused(g, C.Plunder(0, hand=True), "PL2")        # Saskia holds no glory card
    through(g, plunder=C.Plunder(0, ducats=True))
    assert kinds(g, E.BattleEnded)[0].how == "crew" and kinds(g, E.Plundered)
    died = kinds(g, E.CaptainDied)[0]
    assert (died.seat, died.mission) == (1, DAUGHTER)
    assert DAUGHTER in state(g).mission_discard and state(g).seats[0].mission == -1


def test_RM5_DA4_a_kept_rumour_shown_to_all_stays_in_every_view() -> None:
    """RM5: checking shows the rumour to all; a confirmed rumour that is kept (K37's favour)
    stays with its captain face up, so no seat's view or secrets hides it afterwards — and
    one drawn later in secret is private again. (The contract's every-level game found the
    kept card still counted secret after every seat had been told it.)"""
    from mm_play import BOOK

    from game.merchants import events as E
    from game.merchants.view import secrets
    g = BOOK.new_game(["A", "B"], seed=3, humans=[False, False], options={})
    s = g._state
    kept = next(c for c in BOOK.cat.rumour_ids if BOOK.cat.rumour(c).kept)
    s.rumour_deck.remove(kept)
    s.seats[0].rumour = kept
    assert kept in secrets(s, 1) and g.view(1).seats[0].rumour != kept
    from game.merchants.evolve import evolve
    evolve(s, E.RumourShown(0, kept))
    assert kept not in secrets(s, 1) and g.view(1).seats[0].rumour == kept
    evolve(s, E.RumourReturned(0, kept, "false"))
    assert s.seats[0].shown_rumour == -1 and s.seats[0].rumour == -1
