"""Merchants & Marauders' combat clause by clause (DT, NB, HL, CB, SW, MD, PL) through the
engine's public API: two captains (or a captain and an NPC) meet at sea, every die is
prescribed, each round is played by commands, and the tracks, events and prompts show what a
player would see. Refused commands name their clause and change nothing."""

from __future__ import annotations

from pathlib import Path

from mm_combat_support import (
    CANNONS,
    CREW,
    DUTCH_ADMIRAL,
    HOLD,
    HULL,
    MASTS,
    SEA_ZONE,
    battle,
    boarding,
    duel,
    hits,
    npc_attacks,
    npc_track,
    rnd,
    sail_on,
    step,
    track,
    vs_npc,
)
from mm_play import CAT, at, do, kinds, state
from mm_support import broken_copy

from game.merchants import commands as C
from game.merchants import events as E
from game.merchants.engine import Game
from game.merchants.rulebook import Merchants
from tests.rules_support import refused

# --- DT: dice and tests ---------------------------------------------------------------------


def test_DT1_a_test_rolls_the_skill_and_one_success_passes() -> None:
    """DT1: a scouting test rolls as many dice as the captain's scouting; one 5 or 6 finds the
    target, none misses it."""
    g = at([{"captain": 508, "zone": "Z17", "in_port": False}, {"captain": 512}],
           dice=[4, 3, 2, 1, 5])
    out = do(g, C.Scout(0, "merchant"))                 # CP09: scouting 4
    assert [r.faces for r in kinds(out, E.Rolled)] == [(4, 3, 2, 1)]
    assert kinds(out, E.Scouted)[0].found is False
    g = at([{"captain": 508, "zone": "Z17", "in_port": False}, {"captain": 512}], dice=[4, 3, 2, 5])
    out = do(g, C.Scout(0, "merchant"))
    assert kinds(out, E.Scouted)[0].found is True and step(g) == "merchant"


def test_DT2_RU40_modifiers_count_and_a_test_rolls_at_least_one_die() -> None:
    """DT2: a zone rule adds a die (Nassau's shoals, +1 to scout a merchant there); a test
    brought below one die still rolls one (RU40: a captain of influence 1 taking a mission
    test at −1 die); a roll that is no test rolls exactly its count, even 0 (Long Nines with
    no cannon)."""
    g = at([{"captain": 500, "zone": "Z03", "in_port": False}, {"captain": 512}], dice=[1, 1, 1])
    out = do(g, C.Scout(0, "merchant"))
    r = kinds(out, E.Rolled)[0]
    assert (r.dice, r.mods) == (3, (("ZR12", 1),))
    # CP05 (influence 1) with the mission to pass influence −1 at Cartagena (MI19)
    g = at([{"captain": 504, "zone": "Z15", "in_port": True, "mission": 218}, {"captain": 512}],
           dice=[3])
    do(g, C.Retire(0, False), C.BeginPort(0))
    out = do(g, C.TaskTest(0))
    r = kinds(out, E.Rolled)[0]
    assert (r.dice, r.mods, r.faces) == (1, (("mission", -1),), (3,))
    g = duel({"mods": [714], "track": {"cannons": 0}})
    r = next(x for x in kinds(g, E.Rolled) if x.context == "long_nines")
    assert (r.dice, r.faces) == (0, ())


def test_DT3_NB5_more_successes_then_more_pips_then_a_tie_then_nothing() -> None:
    """DT3, NB5: more successes wins the manoeuvre; equal successes go to the higher pip sum;
    equal sums are a tie; if nobody rolled a success nobody acts and a new round begins."""
    g = duel(dice=[5, 5, 6, 1, 1, 1,        # 2 successes beat 1: A wins, both fire
                   5, 1, 6, 3, 2, 2,        # 1 each, pips 1 < 3: B wins
                   5, 2, 6, 2, 3, 3,        # 1 each, pips 2 = 2: a tie
                   1, 2, 3, 4])             # no success: nothing
    out = []
    for _ in range(4):
        out += rnd(g, "fire", "fire")
    assert [w.result for w in kinds(out, E.ManoeuvreWon)] == [0, 1, 2, 3]
    assert len(kinds(out, E.LocationsRolled)) == 6            # nothing fired in round 4
    assert track(g, 0) == track(g, 1) == [2, 1, 1, 1, 1]
    assert step(g) == "declare" and battle(g).round == 4


def test_DT4_a_reroll_replaces_faces_and_a_die_may_be_rerolled_again() -> None:
    """DT4: a card's reroll replaces the chosen dice (the new faces are the roll), and the
    grappling hooks may reroll the same die again (SW2)."""
    g = duel({"hand": [123], "weapons": ["grappling_hooks"]},
             dice=[5, 1, 2, 1, 1,               # round 1: A wins, fires: hold
                   1, 2, 5, 3,                  # round 2: A [1, 2] loses to B [5, 3]
                   3, 4,                        # Lucky Gust rerolls both failed dice: [3, 4]
                   6, 5,                        # the hooks reroll both again: [6, 5]
                   1])                          # B's fire as the loser: the hold
    rnd(g, "fire", "fire")
    do(g, C.Pass(0))                            # round 1's moment after the roll
    rnd(g, "board", "fire")
    assert g.prompt().step == "window"          # after the manoeuvre roll (K4)
    do(g, C.PlayGlory(0, 123))
    assert battle(g).man[0] == (3, 4)
    assert g.prompt().step == "reroll" and g.prompt().dice == (3, 4)
    do(g, C.Reroll(0, (0, 1), "grappling_hooks"))
    rr = kinds(g, E.Rerolled)
    assert [(r.indices, r.faces) for r in rr] == [((0, 1), (3, 4)), ((0, 1), (6, 5))]
    assert kinds(g, E.ManoeuvreWon)[-1].result == 0 and kinds(g, E.CrewCombatBegan)


def test_DT5_a_die_turned_into_a_success_adds_no_pips() -> None:
    """DT5: Seasoned Hands turns A's 4 into a success: [6, 1] has 1 success and 1 pip, so B's
    [5, 3] (1 success, 3 pips) still wins — the 4 no longer counts."""
    g = duel({"hand": [125]}, dice=[4, 1, 5, 3, 1, 1])
    do(g, C.Declare(0, "fire"), C.Declare(1, "fire"))
    do(g, C.PlayGlory(0, 125))
    assert battle(g).man[0] == (6, 1)
    assert kinds(g, E.ManoeuvreWon)[-1].result == 1


def test_DT6_DA2_every_die_is_an_event_and_the_game_replays_from_its_events() -> None:
    """DT6, DA2: the seeded generator rolls the dice nobody prescribed; each roll is one event
    with its faces, so the same seed makes the same battle and the events alone rebuild it."""
    runs = []
    for _ in range(2):
        g = at([{"captain": 500, "zone": "Z17", "in_port": False},
                {"captain": 512, "zone": "Z17", "in_port": False}], seed=77, dice=[6, 6])
        do(g, C.Scout(0, "seat:1"))
        while battle(g) is not None and step(g) == "declare" and battle(g).round < 3:
            rnd(g, "fire", "fire") if g.prompt().seat == 0 else do(g, C.Declare(1, "fire"))
        runs.append(g)
    assert runs[0].events == runs[1].events
    assert kinds(runs[0], E.ManoeuvreRolled) and not state(runs[0]).forced_dice
    again = Game.from_json(runs[0].to_json(), CAT)
    assert again.view(0) == runs[0].view(0) and again.prompt() == runs[0].prompt()


# --- NB: the naval battle -------------------------------------------------------------------


def test_NB1_the_scout_attacks_and_the_battle_runs_round_by_round_until_an_escape() -> None:
    """NB1: the side that scouted is the attacker; rounds follow each other until a ship sinks,
    escapes or boards — here B escapes in round 2 (A rolled no success)."""
    g = duel(dice=[5, 1, 2, 1, 1,  2, 1, 5, 1])
    began = kinds(g, E.BattleBegan)[0]
    assert (began.attacker, began.defender, began.why) == (0, 1, "scout")
    assert g.view(1).battle.seats == (0, 1)
    rnd(g, "fire", "fire")
    assert battle(g).round == 1 and step(g) == "declare"
    out = rnd(g, "fire", "escape")
    assert kinds(out, E.Escaped) == [E.Escaped(1)]
    assert kinds(out, E.BattleEnded) == [E.BattleEnded(-1, "escape")]
    assert battle(g) is None and not kinds(out, E.GloryGained)


def test_NB2_MD13_HL7_both_sides_long_nines_fire_before_round_one_as_one_batch() -> None:
    """NB2, MD13, HL7: before the first declaration each side's Long Nines roll one die per
    cannon; a success is a hit whose location is rolled; both volleys land together."""
    g = duel({"mods": [714]}, {"mods": [715]}, dice=[5, 3, 6, 2])
    evs = g.events
    assert not kinds(g, E.Declared)
    nines = [e for e in evs if type(e) is E.Rolled and e.context == "long_nines"]
    assert [(r.seat, r.faces) for r in nines] == [(0, (5,)), (1, (6,))]
    rolled = [i for i, e in enumerate(evs) if type(e) is E.LocationsRolled]
    landed = [i for i, e in enumerate(evs) if type(e) is E.Hit]
    assert max(rolled) < min(landed)                  # both volleys rolled, then applied
    assert hits(g) == [(0, "masts", False, False), (1, "crew", False, False)]
    assert track(g, 1)[CREW] == 1 and track(g, 0)[MASTS] == 1
    assert step(g) == "declare" and battle(g).round == 0


def test_NB3_DA17_the_attacker_declares_first_round_one_only_fire() -> None:
    """NB3, DA17: the attacker declares first and openly — the defender's view shows it before
    the defender declares; round 1 allows only Fire."""
    g = duel(dice=[5, 1, 2, 1, 1])
    p = g.prompt()
    assert (p.seat, p.options) == (0, ("fire",))
    refused(g, C.Declare(0, "board"), "NB3")
    do(g, C.Declare(0, "fire"))
    assert g.prompt().seat == 1 and g.view(1).battle.declared == ("fire", "")
    assert g.prompt().options == ("fire",)
    refused(g, C.Declare(1, "escape"), "NB3")
    do(g, C.Declare(1, "fire"))
    assert g.prompt().options == ("fire", "board", "escape")


def test_NB3_HL8_destroyed_masts_only_fire_destroyed_crew_never_boards() -> None:
    """NB3, HL8: a ship with destroyed masts may only Fire; one with no crew may not Board."""
    g = duel({"track": {"masts": 0}}, {"track": {"crew": 0}}, dice=[5, 1, 1, 1])
    rnd(g, "fire", "fire")
    assert g.prompt().options == ("fire",)
    refused(g, C.Declare(0, "escape"), "NB3")
    do(g, C.Declare(0, "fire"))
    assert g.prompt().options == ("fire", "escape")
    refused(g, C.Declare(1, "board"), "NB3")


def test_NB4_a_nimbler_ship_rolls_an_extra_die_unless_its_masts_are_gone() -> None:
    """NB4, RU39: manoeuvrability 2 or more above the other's rolls 1 extra die (a sloop's 4
    against a flute's 2; not a frigate's 3 against a sloop's 4); destroyed masts roll exactly
    one die, bonus or not."""
    g = duel({"ship": "sloop"}, {"ship": "flute"}, dice=[1, 1, 1, 1, 1])
    rnd(g, "fire", "fire")
    m = kinds(g, E.ManoeuvreRolled)[0]
    assert [len(f) for f in m.faces] == [3, 2] and m.mods == ((("manoeuvrability", 1),), ())
    g = duel({"ship": "frigate"}, {"ship": "sloop"}, dice=[1, 1, 1, 1])
    rnd(g, "fire", "fire")
    assert [len(f) for f in kinds(g, E.ManoeuvreRolled)[0].faces] == [2, 2]
    g = duel({"ship": "sloop", "track": {"masts": 0}}, {"ship": "flute"}, dice=[1, 1, 1])
    rnd(g, "fire", "fire")
    m = kinds(g, E.ManoeuvreRolled)[0]
    assert [len(f) for f in m.faces] == [1, 2] and m.mods[0] == (("masts", -1),)


def test_NB6_fire_the_winner_fires_all_cannons_the_loser_one_per_success() -> None:
    """NB6: the winner's Fire deals hits equal to its current cannons (a frigate: 3); the
    loser's, one per own success but at most its cannons (a flute's 2 successes: 1 hit)."""
    g = duel({"ship": "frigate"}, dice=[5, 1, 2, 1, 1, 2, 3])
    rnd(g, "fire", "fire")
    shots = kinds(g, E.LocationsRolled)
    assert [(x.side, x.faces) for x in shots] == [(0, (1, 2, 3))]
    assert track(g, 1) == [2, 1, 1, 1, 1]
    g = duel({"ship": "flute"}, dice=[6, 5, 5, 5, 5, 1, 1])     # B: 3 dice (4 vs 2)
    rnd(g, "fire", "fire")
    assert kinds(g, E.ManoeuvreWon)[0].result == 1
    assert [(x.side, len(x.faces)) for x in kinds(g, E.LocationsRolled)] == [(0, 1), (1, 1)]


def test_NB6_a_won_board_with_crew_aboard_becomes_crew_combat_after_the_losers_fire() -> None:
    """NB6: the loser's fire resolves first (A's crew 2 → 1); both afloat and the boarder's
    crew above 0: the naval battle ends and crew combat begins."""
    g = duel(dice=[5, 1, 2, 1, 1,  5, 5, 5, 1, 3])
    rnd(g, "fire", "fire")
    out = rnd(g, "board", "fire")
    kinds_in_order = [type(e) for e in out if type(e) in (E.Hit, E.CrewCombatBegan)]
    assert kinds_in_order == [E.Hit, E.CrewCombatBegan]
    assert hits(out)[0] == (0, "crew", False, False)
    assert kinds(out, E.CrewCombatBegan) == [E.CrewCombatBegan(0)]


def test_NB6_a_boarder_whose_crew_the_losers_fire_wiped_out_fights_on() -> None:
    """NB6: if the loser's fire leaves the boarder with crew 0, the naval battle goes on."""
    g = duel({"track": {"crew": 1}}, dice=[5, 1, 2, 1, 1,  5, 5, 5, 1, 3])
    rnd(g, "fire", "fire")
    out = rnd(g, "board", "fire")
    assert track(g, 0)[CREW] == 0 and not kinds(out, E.CrewCombatBegan)
    assert step(g) == "declare" and battle(g).round == 2


def test_NB6_escape_needs_a_loser_without_success_else_only_its_fire_happens() -> None:
    """NB6: a won Escape succeeds only if the loser rolled no success; if it did, only the
    loser's fire happens and the battle goes on."""
    g = duel(dice=[5, 1, 2, 1, 1,  5, 1, 6, 3, 2])
    rnd(g, "fire", "fire")
    out = rnd(g, "fire", "escape")             # B wins on pips, but A rolled a success
    assert not kinds(out, E.Escaped) and hits(out) == [(1, "masts", False, False)]
    assert step(g) == "declare"


def test_NB6_RU27_RU7_a_losers_or_a_tied_board_or_escape_does_nothing() -> None:
    """NB6, RU27, RU7: Board or Escape by the loser, or in a tie, does nothing; in a tie each
    side that declared Fire fires one hit per success."""
    g = duel(dice=[5, 1, 2, 1, 1,  5, 3, 6, 3, 4])
    rnd(g, "fire", "fire")
    out = rnd(g, "fire", "board")              # a tie: 1 success each, pips 3 each
    assert kinds(out, E.ManoeuvreWon)[0].result == 2
    assert not kinds(out, E.CrewCombatBegan) and hits(out) == [(1, "cannons", False, False)]
    g = duel(dice=[5, 1, 2, 1, 1,  5, 1, 2, 1, 1])
    rnd(g, "fire", "fire")
    out = rnd(g, "fire", "escape")             # B lost: its Escape does nothing
    assert not kinds(out, E.Escaped) and step(g) == "declare"


def test_NB7_a_ship_stripped_of_its_cannons_still_fires_that_round() -> None:
    """NB7: a tie; A's hit destroys B's only cannon, yet B's own hit of that round lands; from
    the next round B's Fire deals nothing (HL8)."""
    g = duel(dice=[5, 1, 2, 1, 1,  5, 3, 6, 3, 4, 1,  2, 1, 5, 1])
    rnd(g, "fire", "fire")
    out = rnd(g, "fire", "fire")
    assert hits(out) == [(0, "hold", False, False), (1, "cannons", False, False)]
    assert track(g, 1)[CANNONS] == 0 and track(g, 0)[HOLD] == 1
    out = rnd(g, "fire", "fire")               # B wins, with no cannon left
    assert kinds(out, E.ManoeuvreWon)[0].result == 1 and not kinds(out, E.LocationsRolled)


def test_NB8_HL6_DR1_a_ship_whose_hull_is_destroyed_sinks_and_the_other_wins() -> None:
    """NB8, HL5, HL6, DR1, GL1: a hit on B's destroyed hold goes to its hull 1 → 0: B sinks,
    its captain dies; A wins and gains 1 glory."""
    g = duel({}, {"track": {"hull": 1, "hold": 0}}, dice=[5, 1, 2, 1, 1])
    out = rnd(g, "fire", "fire")
    assert hits(out) == [(1, "hold", True, False)]
    assert kinds(out, E.BattleEnded) == [E.BattleEnded(0, "sunk")]
    assert [d.seat for d in kinds(out, E.CaptainDied)] == [1]
    assert [x.seat for x in kinds(out, E.GloryGained)] == [0] and state(g).seats[0].glory == 1


def test_NB8_RU9_HL7_both_hulls_in_one_batch_both_die_and_nobody_wins() -> None:
    """NB8, RU9, HL7 (EX44's case): a tie, each fires one hit on the other's destroyed hold:
    both hulls 1 → 0 in one batch, both captains die, nobody gains glory."""
    g = duel({"track": {"hull": 1, "hold": 0}}, {"track": {"hull": 1, "hold": 0}},
             dice=[5, 3, 6, 3, 1, 1])
    out = rnd(g, "fire", "fire")
    assert kinds(out, E.BattleEnded) == [E.BattleEnded(-1, "both_sunk")]
    assert sorted(d.seat for d in kinds(out, E.CaptainDied)) == [0, 1]
    assert not kinds(out, E.GloryGained)


def test_NB9_each_weapon_and_modification_acts_at_its_own_step() -> None:
    """NB9: chain shot is offered after the location roll and before any hit lands; Bow
    Chasers at the Escape declaration, before the manoeuvre roll; grappling hooks after the
    manoeuvre roll of a round in which one declared Board."""
    g = duel({"weapons": ["chain_shot", "grappling_hooks"]}, {"mods": [708]},
             dice=[5, 1, 2, 1, 6, 2, 1])
    rnd(g, "fire", "fire")
    assert step(g) == "shot" and kinds(g, E.LocationsRolled) and not kinds(g, E.Hit)
    do(g, C.Shot(0, ""))
    assert g.prompt().step == "place"
    do(g, C.Place(1, ("hold",)))
    rnd(g, "board", "escape")
    assert step(g) == "chasers" and not kinds(g, E.ManoeuvreRolled)[1:]
    do(g, C.Chasers(1, False))
    assert step(g) == "reroll" and len(kinds(g, E.ManoeuvreRolled)) == 2
    assert g.prompt().options == ("grappling_hooks",)


def test_NB10_after_an_escape_both_ships_stay_at_sea_and_the_turn_goes_on() -> None:
    """NB10, A2: no death: both ships stay where they are, at sea, and the attacker goes on
    with the actions it has left."""
    g = duel(dice=[5, 1, 2, 1, 1,  2, 1, 5, 1])
    rnd(g, "fire", "fire")
    rnd(g, "fire", "escape")
    p = g.prompt()
    assert (p.seat, p.step, p.count) == (0, "actions", 2)
    s = state(g)
    assert [(x.zone, x.in_port) for x in s.seats] == [(SEA_ZONE, False)] * 2
    assert "seat:1" not in p.targets                          # SC5: scouted this turn


def test_NB11_a_cards_naval_battle_is_fought_as_against_an_npc(tmp_path: Path) -> None:
    """NB11, RM9: a rumour (its follow-up edited to a naval fight) is confirmed: the seat
    attacks a ship of the card's type on the brown track; no bounty, no battle glory; sinking
    it meets the card's condition (its 10 ducats and the rumour's glory)."""
    folder = broken_copy(tmp_path, "rumours.toml",
                         'follow_up = { kind = "crew", leadership = 2, crew = 3 }',
                         'follow_up = { kind = "naval", ship = "sloop", seamanship = 1, '
                         'leadership = 2 }')
    book = Merchants(Merchants.load_catalogue(folder))
    g = book.new_game(["Anne", "Bart"], seed=1, decks={
        "position": {"turn": 2, "start": 0, "active": 0, "event": 420, "seats": [
            {"captain": 512, "ship": "frigate", "zone": "Z17", "in_port": False,
             "rumour": 322, "ducats": 0}, {}]},
        "dice": [6, 6,                        # the rumour's scouting test
                 5, 5, 1,                     # round 1: A [5, 5] beats the card's [1]
                 3, 3, 1,                     # 3 hits: crew, crew, hold
                 6, 6, 2,  1, 1, 1]})         # round 2: 3 hits on the destroyed hold → hull
    do(g, C.Scout(0, "rumour"))
    began = kinds(g, E.BattleBegan)[0]
    assert (began.attacker, began.why, began.profile[:2]) == (0, "card", ("naval", "sloop"))
    do(g, C.Declare(0, "fire"))
    assert npc_track(g) == [2, 2, 1, 0, 1]            # the brown track
    do(g, C.Declare(0, "fire"))
    out = kinds(g, E.BattleEnded)
    assert out == [E.BattleEnded(0, "sunk")]
    assert not kinds(g, E.BountySet)
    assert [x.source for x in kinds(g, E.GloryGained)] == ["rumour"]
    assert state(g).seats[0].ducats == 10


# --- HL: hit locations and damage -----------------------------------------------------------


def test_HL1_a_tracks_maximum_is_its_stat_plus_modifications_never_above_5() -> None:
    """HL1: masts take the hull stat; Deep Hold raises a frigate's hold to 4 but a galleon's
    stays at 5."""
    g = at([{"captain": 500, "ship": "frigate", "mods": [706]},
            {"captain": 512, "ship": "galleon", "mods": [707]}])
    v = g.view(1)
    assert v.seats[0].maxima == (3, 3, 4, 3, 3)
    assert v.seats[1].maxima == (4, 4, 5, 3, 3) and v.seats[1].track == (4, 4, 5, 3, 3)


def test_HL2_RU1_RU67_the_location_die_and_the_defenders_choice_on_a_success() -> None:
    """HL2, RU1, RU67: 1 hold, 2 masts, 3 crew, 4 cannons; on a 5 or 6 the defender chooses
    among those four — never the hull."""
    g = duel({"ship": "frigate"}, dice=[5, 1, 2, 1, 1, 2, 3,  5, 1, 2, 1, 4, 5, 6])
    out = rnd(g, "fire", "fire")
    assert hits(out) == [(1, "hold", False, False), (1, "masts", False, False),
                         (1, "crew", False, False)]
    rnd(g, "fire", "fire")
    p = g.prompt()
    assert (p.seat, p.step, p.count, p.options) == (1, "place", 2,
                                                    ("hold", "masts", "crew", "cannons"))
    refused(g, C.Place(1, ("hull", "hold")), "HL3")
    out = do(g, C.Place(1, ("crew", "masts")))
    assert hits(out) == [(1, "cannons", False, False), (1, "crew", False, False),
                         (1, "masts", False, False)]
    assert track(g, 1) == [2, 0, 1, 0, 0]


def test_HL3_numbered_faces_land_first_then_the_defender_places_knowing_them() -> None:
    """HL3: the place prompt shows every face of the volley; the numbered hits are applied
    first, then each success as the defender placed it."""
    g = duel({"ship": "frigate"}, dice=[5, 1, 2, 1, 5, 1, 2])
    rnd(g, "fire", "fire")
    assert g.prompt().dice == (5, 1, 2) and g.prompt().count == 1
    out = do(g, C.Place(1, ("hold",)))
    assert [h[1] for h in hits(out)] == ["hold", "masts", "hold"]


def test_HL4_HL5_EX28_a_hit_on_a_destroyed_location_goes_to_the_hull() -> None:
    """HL4, HL5, EX28: a hit moves the cube down one (0: destroyed); a sloop whose cannons are
    destroyed takes a die-4 hit on its hull, 2 → 1."""
    g = duel({}, {"track": {"cannons": 0}}, dice=[5, 1, 2, 1, 4])
    out = rnd(g, "fire", "fire")
    assert hits(out) == [(1, "cannons", True, False)]
    assert track(g, 1) == [1, 2, 2, 2, 0]


def test_HL8_EX31_hold_damage_throws_cargo_overboard_at_random_at_once() -> None:
    """HL8, EX31, DA10: a galleon with 5 cargo takes 2 hold hits: its hold holds 3, so 2 cards
    go overboard at random (no prompt) — face up to the cargo discard."""
    g = duel({"ship": "frigate"}, {"ship": "galleon", "cargo": [0, 8, 16, 24, 32]},
             dice=[5, 1, 2, 1, 1, 1, 2])
    out = rnd(g, "fire", "fire")
    lost = kinds(out, E.CargoLost)
    assert len(lost) == 1 and len(lost[0].cards) == 2
    assert set(lost[0].cards) <= {0, 8, 16, 24, 32} and len(state(g).seats[1].cargo) == 3
    assert set(lost[0].cards) <= set(g.view(0).cargo_discard)
    assert step(g) == "declare"


def test_HL8_a_lost_cannon_is_one_hit_fewer() -> None:
    """HL8: a frigate down to 2 cannons fires 2 hits when it wins."""
    g = duel({"ship": "frigate", "track": {"cannons": 2}}, dice=[5, 1, 2, 1, 1, 1])
    rnd(g, "fire", "fire")
    assert [len(x.faces) for x in kinds(g, E.LocationsRolled)] == [2]


def test_HL9_MR6_damage_stays_after_the_battle_and_bars_raiding_not_moving() -> None:
    """HL9, MR6: damage stays until repaired; a ship with a destroyed location still moves
    but may not name a merchant."""
    g = duel({"track": {"hold": 0}}, dice=[5, 1, 2, 1, 1,  2, 1, 5, 1])
    rnd(g, "fire", "fire")
    rnd(g, "fire", "escape")
    p = g.prompt()
    assert track(g, 0) == [2, 2, 0, 2, 1] and track(g, 1) == [2, 2, 1, 2, 1]
    assert p.moves and "merchant" not in p.targets


def test_HL10_MD8_the_doubled_planking_cancels_one_hit_once() -> None:
    """HL10, MD8: after a hit's location is known the planking may cancel it; flipped, it does
    nothing more until refitted."""
    g = duel({}, {"mods": [704]}, dice=[5, 1, 2, 1, 1,  5, 1, 2, 1, 3])
    rnd(g, "fire", "fire")
    p = g.prompt()
    assert (p.seat, p.step, p.options, p.steps) == (1, "cancel", ("hold",),
                                                   ("doubled_planking",))
    out = do(g, C.Cancel(1, "hold", "doubled_planking"))
    assert kinds(out, E.HitCancelled) and not hits(out) and track(g, 1)[HOLD] == 2
    assert g.view(0).seats[1].planking
    out = rnd(g, "fire", "fire")
    assert hits(out) == [(1, "crew", False, False)] and step(g) == "declare"


def test_HL11_MR11_raid_hits_pass_to_the_hull_and_can_sink_the_raider() -> None:
    """HL11, MR11, HL5, HL6, DR1: a sloop raids three cards that all hit the cannons: 1 → 0,
    then the hull 2 → 1 → 0: it sinks and its captain dies."""
    g = at([{"captain": 500, "zone": "Z17", "in_port": False}, {"captain": 512}],
           dice=[6, 6, 1, 1], cargo=[7, 15, 23])
    do(g, C.Scout(0, "merchant"))
    do(g, C.Merchant(0, g.prompt().options[0], True))
    hit = kinds(g, E.SeatHit)
    assert [(h.location, h.transferred) for h in hit] == [
        ("cannons", False), ("cannons", True), ("cannons", True)]
    assert kinds(g, E.RaidEnded)[-1].result == "sunk"
    assert [d.seat for d in kinds(g, E.CaptainDied)] == [0]


def test_HL11_K27_a_storm_card_hits_like_any_hit() -> None:
    """HL11, K27, EV4: a storm (Hurricane Season) makes ships at sea in its zones test
    seamanship; a failure takes a rolled hit — here on destroyed masts, so on the hull."""
    g = at([{"captain": 500, "zone": "Z03", "in_port": False, "track": {"masts": 0}},
            {"captain": 512}], active=-1, events=[423], dice=[1, 1, 2])
    hit = kinds(g, E.SeatHit)
    assert [(h.seat, h.location, h.transferred) for h in hit] == [(0, "masts", True)]
    assert track(g, 0)[HULL] == 1


# --- CB: crew combat ------------------------------------------------------------------------


def test_CB1_CB3_CB4_both_roll_leadership_hits_capped_by_own_crew_applied_together() -> None:
    """CB1, CB3, CB4: a won Board starts crew combat; each round both captains test
    leadership; each success is a hit on the enemy crew, at most one's own crew before the
    roll (B's 3 successes with crew 1: one hit); both sides' hits land together."""
    g = boarding({}, {"track": {"crew": 1}}, dice=[5, 1,  5, 5, 5])
    crew = kinds(g, E.CrewRolled)
    assert [(len(c.faces[0]), len(c.faces[1])) for c in crew] == [(2, 3)]
    assert kinds(g, E.CrewHit) == [E.CrewHit(0, 1), E.CrewHit(1, 1)]     # both at once
    assert track(g, 0)[CREW] == 1
    assert kinds(g, E.BattleEnded) == [E.BattleEnded(0, "crew")]


def test_CB5_PL4_the_defender_who_wins_the_crew_combat_claims_and_plunders() -> None:
    """CB5, GL1, RU8, DR1, PL4, BN9: A boards but its crew falls to 0: A dies; B, the
    defender, wins and gains 1 glory; A was a pirate (its attack set the Dutch bounty), so B
    may claim its reward, then plunder."""
    g = boarding({}, {}, dice=[1, 1,  5, 5, 1])
    assert kinds(g, E.BattleEnded) == [E.BattleEnded(1, "crew")]
    assert [d.seat for d in kinds(g, E.CaptainDied)] == []        # plunder comes first
    p = g.prompt()
    assert (p.seat, p.step, p.options) == (1, "claim", ("netherlands",))
    do(g, C.Claim(1, "netherlands"))
    assert kinds(g, E.BountyClaimed) == [E.BountyClaimed(1, "netherlands", 5)]
    p = g.prompt()
    assert (p.seat, p.step) == (1, "plunder")
    do(g, C.Plunder(1))
    assert [d.seat for d in kinds(g, E.CaptainDied)] == [0]
    assert [(x.seat, x.source) for x in kinds(g, E.GloryGained)] == [(1, "battle")]


def test_CB6_RU41_both_crews_at_zero_more_successes_then_pips_else_no_winner() -> None:
    """CB6, RU41: both crews reach 0 in one round: more successes (before the cap) win; equal,
    the higher pips; equal again, nobody wins and both captains live with crew 0."""
    one = {"track": {"crew": 1}}
    g = boarding(one, one, dice=[5, 5,  5, 1, 1])
    assert kinds(g, E.BattleEnded) == [E.BattleEnded(0, "crew")]
    g = boarding(one, one, dice=[5, 3,  6, 1, 1])
    assert kinds(g, E.BattleEnded) == [E.BattleEnded(0, "crew")]
    g = boarding(one, one, dice=[5, 3,  6, 2, 1])
    assert kinds(g, E.BattleEnded) == [E.BattleEnded(-1, "deadlock")]
    assert not kinds(g, E.CaptainDied) and not kinds(g, E.GloryGained)
    assert track(g, 0)[CREW] == track(g, 1)[CREW] == 0 and battle(g) is None
    assert step(g) == "actions"


def test_CB7_a_side_without_crew_when_crew_combat_starts_loses_at_once() -> None:
    """CB7, HL8: B has no crew left when A's Board succeeds: B loses at once, no roll."""
    g = boarding({}, {"track": {"crew": 0}})
    assert kinds(g, E.BattleEnded) == [E.BattleEnded(0, "crew")] and not kinds(g, E.CrewRolled)


def test_CB2_MD12_CB7_swivels_fire_together_before_the_first_crew_round() -> None:
    """CB2, MD12, CB7: each side's Rail Swivels roll 2 dice just before crew combat, at once;
    a success is 1 hit on the enemy crew, whichever side boarded; both crews of 1 fall to 0:
    nobody wins (as RU41)."""
    one = {"track": {"crew": 1}}
    g = boarding({**one, "mods": [712]}, {**one, "mods": [713]}, dice=[5, 1,  6, 1])
    sw = [r for r in kinds(g, E.Rolled) if r.context == "swivels"]
    assert [(r.seat, r.faces) for r in sw] == [(0, (5, 1)), (1, (6, 1))]
    assert kinds(g, E.CrewHit) == [E.CrewHit(0, 1), E.CrewHit(1, 1)]
    assert kinds(g, E.BattleEnded) == [E.BattleEnded(-1, "deadlock")]
    assert not kinds(g, E.CrewRolled)


def test_CB8_a_crew_combat_card_is_played_at_its_step() -> None:
    """CB8, GC5, K4: Swords Drawn (before a crew round) is offered when crew combat begins;
    played, that round's leadership rolls 2 more dice."""
    g = boarding({"hand": [131]}, {}, dice=[5, 5, 1, 1,  1, 1, 1])
    p = g.prompt()
    assert (p.seat, p.step, p.options, p.glory) == (0, "window", ("combat:before_crew_round",),
                                                    (131,))
    do(g, C.PlayGlory(0, 131))
    r = kinds(g, E.CrewRolled)[0]
    assert len(r.faces[0]) == 4 and r.mods[0] == (("GY32", 2),)


def test_CB9_a_rumours_crew_fight_no_ship_no_swivels_no_plunder_fought_once() -> None:
    """CB9, CB1, RM9: a rumour's follow-up crew (leadership 2, crew 3) is fought by crews alone
    — the seat's Rail Swivels do not fire, nothing is plundered; winning gives the reward and
    the rumour's glory, once."""
    g = at([{"captain": 500, "zone": "Z17", "in_port": False, "rumour": 322, "mods": [712],
             "ducats": 0}, {"captain": 512}],
           dice=[6, 6,  5, 5, 1, 1,  5, 6, 1, 1])
    do(g, C.Scout(0, "rumour"))
    began = kinds(g, E.BattleBegan)
    assert len(began) == 1 and began[0].crew_only and began[0].profile == ("crew", "", 0, 2, 3)
    assert not [r for r in kinds(g, E.Rolled) if r.context == "swivels"]
    assert kinds(g, E.BattleEnded) == [E.BattleEnded(0, "crew")]
    assert step(g) == "actions" and state(g).seats[0].ducats == 10
    assert [x.source for x in kinds(g, E.GloryGained)] == ["rumour"]


def test_CB9_losing_a_cards_crew_fight_kills_the_captain() -> None:
    """CB9, DR1: the rumour's crew wins: the captain dies; no reward, no glory."""
    g = at([{"captain": 500, "zone": "Z17", "in_port": False, "rumour": 322},
            {"captain": 512}], dice=[6, 6,  1, 1, 5, 5,  1, 1, 5, 5])
    do(g, C.Scout(0, "rumour"))
    assert kinds(g, E.BattleEnded) == [E.BattleEnded(1, "crew")]
    assert [d.seat for d in kinds(g, E.CaptainDied)] == [0] and not kinds(g, E.GloryGained)


# --- SW: special weapons --------------------------------------------------------------------


def test_SW1_weapons_cost_3_sell_for_1_one_of_a_kind_and_move_to_a_new_ship() -> None:
    """SW1, YD4: the shipyard sells a weapon for 3 and buys it back for 1; a second of a kind
    is refused; the weapons move to a new ship."""
    g = sail_on(at([{"captain": 500}, {"captain": 512}]))       # Havana, its home port
    do(g, C.BeginPort(0))
    assert {"weapon:chain_shot:3", "weapon:grapeshot:3"} <= set(g.prompt().options)
    do(g, C.BuyWeapon(0, "chain_shot"), C.BuyWeapon(0, "grapeshot"))
    assert state(g).seats[0].ducats == 4 and "weapon:chain_shot:3" not in g.prompt().options
    refused(g, C.BuyWeapon(0, "chain_shot"), "SW1")
    do(g, C.SellWeapon(0, "grapeshot"))
    assert state(g).seats[0].ducats == 5
    do(g, C.ChangeShip(0, "flute"))
    assert g.view(1).seats[0].ship == "flute" and g.view(1).seats[0].weapons == ("chain_shot",)


def test_SW2_grappling_hooks_reroll_after_a_board_roll_and_are_spent() -> None:
    """SW2, SW1, DT4: after the manoeuvre roll of a round in which one declared Board, the
    hooks reroll any of one's dice, then they are gone; not offered after a Fire."""
    g = duel({"weapons": ["grappling_hooks"]}, dice=[1, 1, 1, 1,  1, 2, 5, 1,  6, 5])
    rnd(g, "fire", "fire")
    assert step(g) == "declare"                         # no hooks after a Fire
    rnd(g, "board", "fire")
    p = g.prompt()
    assert (p.seat, p.step, p.options, p.dice) == (0, "reroll", ("grappling_hooks",), (1, 2))
    out = do(g, C.Reroll(0, (0, 1), "grappling_hooks"))
    assert kinds(out, E.Rerolled)[0].faces == (6, 5) and kinds(out, E.CrewCombatBegan)
    assert state(g).seats[0].weapons == []


def test_SW3_chain_shot_aims_the_successes_at_the_masts_and_loses_hits_on_them() -> None:
    """SW3, HL5: discarded after the location roll, chain shot sends every success to the
    masts; this round any hit of its user on destroyed masts is lost, not passed to the
    hull — a numbered 2 included."""
    g = duel({"ship": "frigate", "weapons": ["chain_shot"]}, {"track": {"masts": 1}},
             dice=[5, 1, 2, 1, 2, 5, 6])
    rnd(g, "fire", "fire")
    p = g.prompt()
    assert (p.seat, p.step, p.options, p.dice) == (0, "shot", ("chain_shot",), (2, 5, 6))
    out = do(g, C.Shot(0, "chain_shot"))
    assert hits(out) == [(1, "masts", False, False), (1, "masts", False, True),
                         (1, "masts", False, True)]
    assert track(g, 1)[HULL] == 2 and state(g).seats[0].weapons == []
    g = duel({"ship": "frigate", "weapons": ["chain_shot"]}, {"track": {"masts": 0}},
             dice=[5, 1, 2, 2, 1, 5])               # B's broken masts: 1 die
    rnd(g, "fire", "fire")
    out = do(g, C.Shot(0, "chain_shot"))
    assert hits(out) == [(1, "masts", False, True), (1, "hold", False, False),
                         (1, "masts", False, True)]
    assert track(g, 1) == [2, 0, 1, 2, 1]


def test_SW4_EX13_grapeshot_does_the_same_for_the_crew() -> None:
    """SW4, EX13: a frigate's hits roll [3, 5, 6]; the 3 hits the crew, then grapeshot sends
    both successes there: crew 2 → 1 → 0 and the third hit is lost."""
    g = duel({"ship": "frigate", "weapons": ["grapeshot"]}, dice=[5, 1, 2, 1, 3, 5, 6])
    rnd(g, "fire", "fire")
    out = do(g, C.Shot(0, "grapeshot"))
    assert hits(out) == [(1, "crew", False, False), (1, "crew", False, False),
                         (1, "crew", False, True)]
    assert track(g, 1) == [2, 2, 2, 0, 1]


def test_SW5_MR9_in_a_raid_each_weapon_turns_one_die_into_a_success() -> None:
    """SW5, MR9: after the raid's seamanship roll the raider may discard weapons, any kinds,
    each turning one die into a success."""
    g = at([{"captain": 500, "zone": "Z17", "in_port": False,
             "weapons": ["chain_shot", "grapeshot"]}, {"captain": 512}],
           dice=[6, 6, 1, 2], cargo=[0, 8, 16])
    do(g, C.Scout(0, "merchant"))
    do(g, C.Merchant(0, g.prompt().options[0], True))
    p = g.prompt()
    assert (p.step, p.options, p.dice) == ("raid_convert", ("chain_shot", "grapeshot"), (1, 2))
    do(g, C.Convert(0, ("chain_shot", "grapeshot"), (0, 1)))
    p = g.prompt()
    assert (p.step, p.count) == ("raid_spend", 2) and state(g).seats[0].weapons == []


def test_SW6_chain_shot_cannot_aim_long_nines() -> None:
    """SW6, MD13: a Long Nines success is placed by the defender: no shot is offered."""
    g = duel({"mods": [714], "weapons": ["chain_shot"]}, dice=[5, 6])
    p = g.prompt()
    assert (p.seat, p.step, p.dice) == (1, "place", (6,))


# --- MD: modifications ----------------------------------------------------------------------


def test_MD1_MD2_PT4_RU55_a_ports_one_token_revealed_bought_and_gone() -> None:
    """MD1, MD2, PT4, RU55: the first Port action at a port reveals its modification; it is
    bought for 3 and the port offers none after; at 5 a Deep Hold still sells but raises
    nothing."""
    g = sail_on(at([{"captain": 500, "ship": "galleon"}, {"captain": 512}],
                   mods={"Z02": 706, "Z05": 707}))
    assert g.view(1).mods[1] == -2                      # face down
    do(g, C.BeginPort(0))
    assert g.view(1).mods[1] == 706
    assert "modification:deep_hold:3" in g.prompt().options
    do(g, C.BuyModification(0))
    v = g.view(1)
    assert v.mods[1] == -1 and v.seats[0].mods == (706,) and v.seats[0].track[HOLD] == 5
    assert v.seats[0].maxima[HOLD] == 5 and state(g).seats[0].ducats == 7
    assert not [d for d in g.prompt().options if d.startswith("modification")]
    refused(g, C.BuyModification(0), "MD2")


def test_MD1_one_modification_of_each_kind() -> None:
    """MD1: a ship with Deep Hold is not offered a second one."""
    g = sail_on(at([{"captain": 500, "mods": [706]}, {"captain": 512}], mods={"Z02": 707}))
    do(g, C.BeginPort(0))
    assert not [d for d in g.prompt().options if d.startswith("modification")]
    refused(g, C.BuyModification(0), "MD1")


def test_MD3_MD4_modifications_stay_with_the_ship_and_return_face_down_when_sold() -> None:
    """MD3, MD4, RU42, YD4: changing ship outside St. John's, no modification may come along;
    they return face down, each to a random port that holds none."""
    g = sail_on(at([{"captain": 512, "mods": [700, 702], "ducats": 30}, {"captain": 500}]))
    do(g, C.BeginPort(0))                               # Curaçao
    refused(g, C.ChangeShip(0, "flute", (702,)), "MD3")
    free = {z for z in CAT.ports if state(g).mod_at[z] < 0}
    out = do(g, C.ChangeShip(0, "flute"))
    ch = kinds(out, E.ShipChanged)[0]
    assert ch.returned == (700, 702) and set(ch.zones) <= free and len(set(ch.zones)) == 2
    assert all(g.view(1).mods[z] == -2 for z in ch.zones) and g.view(1).seats[0].mods == ()


def test_MD3_RU11_ZR2_at_st_johns_modifications_may_move_to_the_new_ship() -> None:
    """MD3, RU11, ZR2: at St. John's a ship change may take chosen modifications along."""
    g = sail_on(at([{"captain": 500, "zone": "Z09", "mods": [700, 702], "ducats": 30},
                    {"captain": 512}]))
    do(g, C.BeginPort(0))
    out = do(g, C.ChangeShip(0, "flute", (702,)))
    ch = kinds(out, E.ShipChanged)[0]
    assert ch.kept == (702,) and ch.returned == (700,)
    assert g.view(1).seats[0].mods == (702,)


def test_MD5_YD3_each_modification_adds_a_ducat_to_the_sale_value() -> None:
    """MD5, YD3: a sloop with two modifications sells for 5 + 2 = 7 (a frigate costs 28), one
    hull point less with damage (29)."""
    g = sail_on(at([{"captain": 512, "mods": [700, 702], "ducats": 30}, {"captain": 500}]))
    do(g, C.BeginPort(0))
    assert "ship:frigate:28" in g.prompt().options
    g = sail_on(at([{"captain": 512, "mods": [700, 702], "ducats": 30, "track": {"hull": 1}},
                    {"captain": 500}]))
    do(g, C.BeginPort(0))
    assert "ship:frigate:29" in g.prompt().options


def test_MD6_RU54_extra_berths_add_an_empty_berth_to_recruit() -> None:
    """MD6, RU54: Extra Berths raise the crew maximum by 1; the new point must be recruited."""
    g = sail_on(at([{"captain": 500}, {"captain": 512}], mods={"Z02": 700}))
    do(g, C.BeginPort(0), C.BuyModification(0))
    v = g.view(0).seats[0]
    assert (v.track[CREW], v.maxima[CREW]) == (2, 3) and "recruit" in g.prompt().steps


def test_MD9_MD11_RU54_deep_hold_and_extra_gunports_move_their_cube_up_at_once() -> None:
    """MD9, MD11, RU54: Deep Hold and Extra Gunports raise their track's maximum and current
    value by 1 at once."""
    g = sail_on(at([{"captain": 500, "ducats": 20}, {"captain": 512}], mods={"Z02": 706}))
    do(g, C.BeginPort(0), C.BuyModification(0))
    v = g.view(0).seats[0]
    assert (v.track[HOLD], v.maxima[HOLD]) == (3, 3)
    g = sail_on(at([{"captain": 500}, {"captain": 512}], mods={"Z02": 710}))
    do(g, C.BeginPort(0), C.BuyModification(0))
    v = g.view(0).seats[0]
    assert (v.track[CANNONS], v.maxima[CANNONS]) == (2, 2)


def test_MD11_extra_gunports_fire_one_more_hit() -> None:
    """MD11: a sloop with Extra Gunports wins and fires 2 hits."""
    g = duel({"mods": [710], "track": {"cannons": 2}}, dice=[5, 1, 2, 1, 1, 1])
    rnd(g, "fire", "fire")
    assert [len(x.faces) for x in kinds(g, E.LocationsRolled)] == [2]


def test_MD14_a_modification_bought_while_damaged_repairs_nothing_else() -> None:
    """MD14: a sloop with hold 1/2 and hull 1/2 buys Deep Hold: hold 2/3, hull still 1."""
    g = sail_on(at([{"captain": 500, "track": {"hold": 1, "hull": 1}}, {"captain": 512}],
                   mods={"Z02": 706}))
    do(g, C.BeginPort(0), C.BuyModification(0))
    v = g.view(0).seats[0]
    assert (v.track[HOLD], v.maxima[HOLD], v.track[HULL]) == (2, 3, 1)


def test_MD7_fine_canvas_gives_a_sloop_the_extra_die_against_a_frigate() -> None:
    """MD7, NB4, RU5: Fine Canvas makes a sloop's manoeuvrability 5, 2 above a frigate's 3."""
    g = duel({"mods": [702]}, {"ship": "frigate"}, dice=[1, 1, 1, 1, 1])
    rnd(g, "fire", "fire")
    assert [len(f) for f in kinds(g, E.ManoeuvreRolled)[0].faces] == [3, 2]
    assert g.view(1).seats[0].maxima == (2, 2, 2, 2, 1)


def test_MD8_RU26_the_planking_cancels_a_raid_hit_and_is_refitted_for_3() -> None:
    """MD8, RU26, YD1: the Doubled Planking cancels one hit of a raid; flipped, it is refitted
    for 3 ducats in a shipyard step."""
    g = at([{"captain": 500, "zone": "Z02", "in_port": False, "mods": [704]},
            {"captain": 512}], dice=[6, 6, 1, 1], cargo=[4, 0, 1])
    do(g, C.Scout(0, "merchant"))
    do(g, C.Merchant(0, g.prompt().options[0], True))
    p = g.prompt()
    assert (p.step, p.clause, p.options) == ("cancel", "MD8", ("hold",))
    out = do(g, C.Cancel(0, "hold", "doubled_planking"))
    assert kinds(out, E.PlankingFlipped) and not kinds(out, E.SeatHit)
    assert kinds(out, E.RaidEnded)[0] == E.RaidEnded(0, "success", 6)
    do(g, C.Keep(0, ()))
    do(g, C.Move(0, 1, True), C.BeginPort(0))
    assert "refit::3" in g.prompt().options
    before = state(g).seats[0].ducats
    do(g, C.Refit(0))
    assert not g.view(1).seats[0].planking and state(g).seats[0].ducats == before - 3


def test_MD10_RU58_bow_chasers_fire_once_a_battle_at_an_escape() -> None:
    """MD10, RU58: when the other side declares Escape, the Bow Chasers may deal 1 hit (its
    location rolled) before the manoeuvre roll, on their own; once a battle — in the next
    battle they fire again."""
    g = duel({"mods": [708]}, more=[{"captain": 507, "zone": "Z17", "in_port": False}],
             dice=[1, 1, 1, 1,  1,  5, 1, 6, 1,  2,  1, 1, 5, 1,  6, 6,  1, 1, 1])
    rnd(g, "fire", "fire")
    rnd(g, "fire", "escape")
    assert (g.prompt().seat, g.prompt().step) == (0, "chasers")
    out = do(g, C.Chasers(0, True))
    order = [type(e) for e in out if type(e) in (E.Hit, E.ManoeuvreRolled)]
    assert order[:2] == [E.Hit, E.ManoeuvreRolled] and hits(out)[0] == (1, "hold", False,
                                                                          False)
    out = rnd(g, "fire", "escape")
    assert not any(type(e) is E.LocationsRolled and e.why == "chasers" for e in out)
    assert kinds(out, E.Escaped)
    do(g, C.Scout(0, "seat:2"))
    rnd(g, "fire")
    do(g, C.Declare(2, "fire"))
    do(g, C.Declare(0, "fire"), C.Declare(2, "escape"))
    assert (g.prompt().seat, g.prompt().step) == (0, "chasers")


# --- PL: plunder and capture ----------------------------------------------------------------


def test_PL1_a_ship_sunk_by_fire_takes_everything_down_with_it() -> None:
    """PL1: only a crew-combat win plunders; B sunk by fire: no plunder, its ducats and cargo
    are gone (the cargo face up to the discard)."""
    g = duel({}, {"track": {"hull": 1, "hold": 0}, "cargo": [0], "ducats": 9},
             dice=[5, 1, 2, 1, 1])
    rnd(g, "fire", "fire")
    assert step(g) == "actions" and state(g).seats[0].ducats == 10
    assert 0 in g.view(0).cargo_discard


def test_PL2_PL5_the_winner_takes_item_by_item_and_the_mission_is_discarded() -> None:
    """PL2, PL5, SP4, DR2: after a crew-combat win the winner may take the ducats aboard, the
    glory cards, the cargo, the rumour, the weapons and the specialists; the mission is
    discarded, never taken."""
    loser = {"ducats": 7, "cargo": [0, 8], "hand": [140], "rumour": 300,
             "weapons": ["grapeshot"], "specialists": [104], "mission": 200}
    g = boarding({}, loser, dice=[5, 5, 1, 1, 1])
    p = g.prompt()
    assert (p.seat, p.step) == (0, "plunder")
    assert p.options == ("capture", "ducats", "cargo", "hand", "rumour", "weapons",
                         "specialists")
    do(g, C.Plunder(0, ducats=True, cargo=True, hand=True, rumour=True, weapons=True,
                    specialists=True))
    a = state(g).seats[0]
    assert (a.ducats, a.cargo, a.rumour, a.weapons, a.specialists) == (
        17, [0, 8], 300, ["grapeshot"], [104])
    assert 140 in a.hand and a.mission == -1 and 200 in state(g).mission_discard
    died = kinds(g, E.CaptainDied)[-1]
    assert (died.seat, died.cargo, died.mission) == (1, (), 200)


def test_PL3_PL5_limits_apply_at_once_and_what_is_left_goes_with_the_dead() -> None:
    """PL3, PL5, GC1, RM2, SW1, SP3, RU65: taking everything, the winner keeps at most 4 glory
    cards, one rumour, one weapon and one specialist of each kind, cargo within its hold —
    choosing what goes; what it cannot take is discarded with the dead captain."""
    winner = {"hand": [141, 142, 143], "rumour": 301, "weapons": ["grapeshot"],
              "specialists": [104], "cargo": [16]}
    loser = {"hand": [140], "rumour": 300, "weapons": ["grapeshot", "chain_shot"],
             "specialists": [105, 106], "cargo": [0, 8]}
    g = boarding(winner, loser, dice=[5, 5, 1, 1, 1], glory=[150])
    do(g, C.Plunder(0, cargo=True, hand=True, rumour=True, weapons=True, specialists=True))
    got = []
    for _ in range(3):
        p = g.prompt()
        got.append((p.seat, p.step))
        if p.step == "hand_limit":
            do(g, C.Discard(0, (141,)))
        elif p.step == "hold_cargo":
            assert p.count == 1
            do(g, C.Discard(0, (16,)))
        else:
            do(g, C.KeepRumour(0, 300))
    assert sorted(got) == [(0, "hand_limit"), (0, "hold_cargo"), (0, "keep_rumour")]
    a = state(g).seats[0]
    assert sorted(a.hand) == [140, 142, 143, 150] and a.rumour == 300
    assert sorted(a.weapons) == ["chain_shot", "grapeshot"] and sorted(a.specialists) == [104,
                                                                                        106]
    assert sorted(a.cargo) == [0, 8]
    died = kinds(g, E.CaptainDied)[-1]
    assert died.seat == 1 and died.specialists == (105,)


def test_PL6_RU29_a_beaten_flagship_yields_three_cargo_loot_less_its_hold_damage() -> None:
    """PL6, RU29, BN2, NS12: beating a flagship in crew combat sets its nation's bounty
    (again: Dutch 2); plundered, 3 cargo cards pay their loot (3 + 4 + 4), one of them is lost
    at random for its one point of hold damage, the rest may be kept within the hold."""
    g = vs_npc({"captain": 512, "ship": "frigate"}, DUTCH_ADMIRAL, cargo=[4, 5, 6],
               dice=[5, 5, 1, 1,  1, 3, 3,  5, 5, 1, 1,  5, 1, 1, 1, 1, 1])
    assert state(g).seats[0].bounty[3] == 1
    rnd(g, "fire")
    assert npc_track(g) == [3, 3, 2, 1, 3]
    rnd(g, "board")
    assert kinds(g, E.BattleEnded) == [E.BattleEnded(0, "crew")]
    assert state(g).seats[0].bounty[3] == 2
    p = g.prompt()
    assert (p.step, p.options) == ("plunder", ("capture", "cargo"))
    out = do(g, C.Plunder(0, cargo=True))
    fp = kinds(out, E.FlagshipPlundered)[0]
    assert fp.cards == (4, 5, 6) and fp.ducats == 11 and len(fp.lost) == 1
    p = g.prompt()
    assert (p.step, p.most) == ("keep_cargo", 3) and set(p.cards) == {4, 5, 6} - set(fp.lost)
    do(g, C.Keep(0, p.cards))
    assert sorted(state(g).seats[0].cargo) == sorted(p.cards)
    assert state(g).seats[0].ducats == 10 + 11


def test_PL7_BN10_RU8_a_pirate_carries_nothing_but_its_reward() -> None:
    """PL7, BN10, RU8: the pirate sloop scouts a non-pirate, who defends, boards and wins the
    crew combat: 5 ducats and the glory; the sloop may be captured, there is nothing else to
    plunder; defending sets no bounty."""
    g = npc_attacks({"captain": 512, "ship": "frigate"},
                    dice=[6, 6, 6,  1, 1, 1, 1,  1, 1, 5, 5,  1, 1, 1, 5, 5, 1])
    assert kinds(g, E.BattleBegan)[0].attacker_slot == 4
    rnd(g, "fire")
    rnd(g, "board")
    assert kinds(g, E.BattleEnded) == [E.BattleEnded(1, "crew")]
    assert [(x.seat, x.source) for x in kinds(g, E.GloryGained)] == [(0, "battle")]
    assert kinds(g, E.BountyClaimed) == [E.BountyClaimed(0, "pirates", 5)]
    assert g.prompt().options == ("capture",) and not any(state(g).seats[0].bounty)


def test_PL8_RU43_RU65_capture_keeps_the_prizes_damage_and_modifications() -> None:
    """PL8, RU43, RU65, MD4: the winner abandons its ship (its Extra Berths return to a port)
    and sails the beaten flute away with its damage and its Deep Hold; the winner's crew
    moves over (3), capped at the flute's 2; cargo and weapons stay the winner's."""
    g = boarding({"ship": "frigate", "mods": [700], "cargo": [0], "weapons": ["grapeshot"]},
                 {"ship": "flute", "mods": [706], "track": {"hull": 1}},
                 dice=[5, 5, 1, 1, 1])
    out = do(g, C.Plunder(0, capture=True))
    cap = kinds(out, E.ShipCaptured)[0]
    assert (cap.ship, cap.mods, cap.returned) == ("flute", (706,), (700,))
    v = g.view(1).seats[0]
    assert v.ship == "flute" and v.track == (1, 2, 4, 2, 1) and v.mods == (706,)
    assert v.weapons == ("grapeshot",) and state(g).seats[0].cargo == [0]
    assert g.view(0).mods[cap.zones[0]] == -2


def test_PL9_YD1_RU21_a_man_of_war_is_never_for_sale_and_sells_for_nothing() -> None:
    """PL9, YD1, RU21: no shipyard offers a man-of-war; one owned (by capture) is worth 0, so a
    frigate costs its full 35."""
    g = sail_on(at([{"captain": 512, "ship": "man_of_war", "ducats": 40}, {"captain": 500}]))
    do(g, C.BeginPort(0))
    deals = g.prompt().options
    assert "ship:frigate:35" in deals and not [d for d in deals if "man_of_war" in d]
    refused(g, C.ChangeShip(0, "man_of_war"), "PL9")


def test_PL10_a_captured_frigate_earns_no_purchase_glory() -> None:
    """PL10, GL1: capturing a frigate earns the battle's glory only."""
    g = boarding({}, {"ship": "frigate"}, dice=[5, 5, 1, 1, 1,  5, 1, 1, 1, 1])
    do(g, C.Plunder(0, capture=True))
    assert g.view(1).seats[0].ship == "frigate"
    assert [x.source for x in kinds(g, E.GloryGained)] == ["battle"]
