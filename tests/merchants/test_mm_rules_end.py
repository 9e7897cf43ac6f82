"""Merchants & Marauders' death, retirement and the end of the game (DR, E) through the
engine's public API: captains sunk, beaten or retired and their successors, the victory
announcement, the game turn played out, the clock and the captain deck running out, and the
winner with its tie-breaks."""

from __future__ import annotations

from typing import Any

from mm_combat_support import A_CAP, B_CAP, duel, idle, rnd, sail_on, step
from mm_play import CAT, at, do, kinds, state

from game.merchants import commands as C
from game.merchants import events as E
from tests.rules_support import refused


def _sink_seat_1(b: dict[str, Any], **position: Any) -> Any:
    """Seat 0 sinks seat 1 (hull 1, its cannons destroyed) in round 1; any bounty claim is
    declined. `captains`: the captain deck's top (the two seats' captains are dealt first)."""
    if "captains" in position:
        position["captains"] = [A_CAP, B_CAP] + list(position["captains"])
    g = duel({}, {"track": {"hull": 1, "cannons": 0}, **b}, dice=[5, 1, 2, 1, 4], **position)
    rnd(g, "fire", "fire")
    if g.prompt().step == "claim":
        do(g, C.Claim(0, ""))
    return g


# --- DR: death ------------------------------------------------------------------------------


def test_DR1_DR2_a_dead_captain_loses_everything_aboard_the_seat_keeps_glory_and_stash() -> None:
    """DR1, DR2, MD4, RM3, BN11: a sunk captain's cards (hand, rumour, mission, specialists),
    ship and modifications, weapons, cargo, ducats and bounties are gone; the seat keeps its
    glory track and its stash."""
    g = _sink_seat_1({"hand": [140], "rumour": 300, "mission": 200, "specialists": [104],
                      "mods": [700], "weapons": ["grapeshot"], "cargo": [0], "ducats": 9,
                      "glory": 3, "stash": 14, "bounty": {"spain": 1}})
    died = kinds(g, E.CaptainDied)[0]
    assert (died.seat, died.how, died.cargo, died.hand, died.mission, died.specialists,
            died.returned) == (1, "sunk", (0,), (140,), 200, (104,), (700,))
    assert kinds(g, E.RumourReturned) == [E.RumourReturned(1, 300, "death")]
    v = g.view(1)
    me = v.seats[1]
    assert (me.captain, me.owed, me.ship, me.hand_size, me.has_rumour, me.mission) == (
        -1, "dead", "", 0, False, -1)
    assert (me.specialists, me.mods, me.weapons, me.cargo_count, me.ducats) == ((), (), (), 0, 0)
    assert me.bounty == (0, 0, 0, 0) and (me.glory, me.stash) == (3, 14)
    assert {140, 104} <= set(v.glory_discard) and 0 in v.cargo_discard
    assert 300 in state(g).rumour_deck and v.mods[died.zones[0]] == -2


def test_DR4_RU45_the_next_captain_is_drawn_at_the_death_face_down() -> None:
    """DR4, RU45, DA4: the seat's next captain is drawn at once, seen by that seat only."""
    g = _sink_seat_1({})
    drawn = kinds(g, E.NextCaptainDrawn)
    assert len(drawn) == 1 and drawn[0].seat == 1
    card = drawn[0].card
    assert g.view(1).seats[1].next_captain == card and g.view(0).seats[1].next_captain == -1
    told = [e for e in g.events_for(0) if type(e) is E.NextCaptainDrawn]
    assert told[0].card == -2 and card not in g.view(0).card_ids()
    assert len(state(g).captain_deck) == len(CAT.captain_ids) - 3


def test_DR5_ST3_a_captain_dying_in_its_own_turn_ends_that_turn_at_once() -> None:
    """DR5, ST3, RU44: a raider sunk by the merchant's hits ends its turn with actions left;
    the next seat plays; the seat keeps its place in the order."""
    g = at([{"captain": 500, "zone": "Z17", "in_port": False}, {"captain": 512}],
           dice=[6, 6, 1, 1], cargo=[7, 15, 23])
    do(g, C.Scout(0, "merchant"))
    do(g, C.Merchant(0, g.prompt().options[0], True))
    evs = g.events
    i = next(k for k, e in enumerate(evs) if type(e) is E.CaptainDied)
    assert any(type(e) is E.SeatTurnEnded and e.seat == 0 for e in evs[i:])
    assert g.prompt().seat == 1 and state(g).order() == (0, 1)


def test_DR6_DR8_DR9_DR10_the_new_captain_sets_up_at_its_seats_next_turn() -> None:
    """DR10: seat 1, sunk in seat 0's turn, waits for its own turn; DR6, DR9: then its new
    captain is revealed, chooses a sloop or a flute openly, sails from its home port with a
    glory card and full tracks, and plays three actions; DR8: stash 0 → 10 ducats."""
    g = _sink_seat_1({}, captains=[505])
    assert g.view(0).seats[1].captain == -1 and g.prompt().seat == 0
    do(g, C.EndTurn(0))
    p = g.prompt()
    assert (p.seat, p.step, p.clause, p.options) == (1, "ship", "DR6", ("sloop", "flute"))
    assert kinds(g, E.CaptainRevealed) == [E.CaptainRevealed(1, 505)]
    assert g.view(0).seats[1].next_captain == 505            # revealed to all
    do(g, C.ChooseShip(1, "flute"))
    me = g.view(0).seats[1]
    home = CAT.captain(505).home
    assert (me.captain, me.ship, me.zone, me.in_port, me.hand_size) == (505, "flute", home, True,
                                                                         1)
    assert me.track == tuple(CAT.ship("flute").stats) and state(g).seats[1].ducats == 10
    p = g.prompt()
    assert (p.seat, p.step, p.count) == (1, "actions", 3)


def test_DR8_EX35_RU64_the_new_captains_ducats_come_from_the_stash() -> None:
    """DR8, EX35, RU64: stash 7 → 7 aboard plus 3 from the bank, stash 0; stash 23 → nothing
    aboard, the stash stays 23. The table sees only the amount aboard."""
    for stash, aboard, left in ((7, 10, 0), (23, 0, 23)):
        g = _sink_seat_1({"stash": stash})
        do(g, C.EndTurn(0), C.ChooseShip(1, "sloop"))
        eq = kinds(g, E.Equipped)[-1]
        assert (eq.ducats, eq.stash) == (aboard, left)
        assert [e for e in g.events_for(0) if type(e) is E.Equipped][-1].stash == -2
        assert (state(g).seats[1].ducats, state(g).seats[1].stash) == (aboard, left)


def test_DR7_RU46_a_pirate_off_the_new_home_port_allows_another_draw() -> None:
    """DR7, RU46: the pirate sloop lies in the new captain's home zone: the seat may draw
    another captain; the rejected one is shuffled back into the deck after the new draw; with
    no pirate there, no redraw."""
    home = CAT.zones[CAT.captain(505).home].id
    g = _sink_seat_1({}, captains=[505, 507],
                     npcs={"pirate_sloop": {"cards": [[413, -1]], "zone": home}})
    do(g, C.EndTurn(0))
    assert g.prompt().flag
    out = do(g, C.Redraw(1))
    rd = kinds(out, E.CaptainRedrawn)[0]
    assert (rd.rejected, rd.card) == (505, 507) and 505 in rd.deck and 507 not in rd.deck
    assert not g.prompt().flag                 # no pirate off the new home
    refused(g, C.Redraw(1), "DR7")


def test_DR11_DR12_DR14_a_captain_retires_in_port_before_acting_and_leaves_next_turn() -> None:
    """DR11: starting its turn in port, a captain may retire before any action: that turn
    ends at once; DR12: at the seat's next turn it leaves as if dead (its ship waited in
    port, out of reach) and a new captain sets up; DR14: its ducats aboard are lost."""
    g = at([{"captain": 500, "ducats": 15}, {"captain": 512}], captains=[500, 512, 505])
    p = g.prompt()
    assert (p.seat, p.step, p.clause) == (0, "retire", "DR11")
    out = do(g, C.Retire(0, True))
    assert kinds(out, E.Retired) and kinds(out, E.SeatTurnEnded)[0].seat == 0
    assert g.prompt().seat == 1 and g.view(1).seats[0].in_port
    idle(g, until=lambda g: g.prompt().step == "ship")
    died = kinds(g, E.CaptainDied)[0]
    assert (died.seat, died.how) == (0, "retired")
    do(g, C.ChooseShip(0, "sloop"))
    assert state(g).seats[0].ducats == 10 and g.view(0).seats[0].captain == 505


def test_DR11_retirement_is_only_offered_in_port_at_the_turns_start() -> None:
    """DR11: a captain starting its turn at sea is not asked; neither after acting."""
    g = at([{"captain": 500, "zone": "Z17", "in_port": False}, {"captain": 512}])
    assert g.prompt().step == "actions"
    refused(g, C.Retire(0, True), "DR11")


def test_DR3_DR13_RU47_RU63_E4_the_last_captains() -> None:
    """DR13, RU47, RU63: the seats retire until one captain is left: then one retirement is
    allowed and a second in the same game turn is refused — it counts the captain already
    owed; with the deck empty no retirement at all. DR3, E4: a captain dying with no captain
    left ends the game at once, mid-turn (E6 decides: 2 glory against 0)."""
    order = [503, 504, 506, 507, 508, 509, 510, 513, 514, 515, 502, 501, 511, 505]
    g = at([{"captain": 500}, {"captain": 512, "glory": 2}], captains=[500, 512] + order,
           cargo=[7, 15, 23], dice=[6, 6, 6, 1, 1, 1])
    s = state(g)

    def spare(g: Any, seat: int) -> bool:
        return len(s.captain_deck) - sum(1 for x in s.seats if x.owed) > 1

    idle(g, retire=spare, until=lambda g: len(s.captain_deck) == 1
         and not any(x.owed for x in s.seats) and g.prompt().step == "retire"
         and g.prompt().seat == 0)
    do(g, C.Retire(0, True))
    p = g.prompt()
    assert (p.seat, p.step) == (1, "actions")
    refused(g, C.Retire(1, True), "DR13")
    idle(g, until=lambda g: not s.captain_deck and g.prompt().seat == 1
         and g.prompt().step == "actions")
    refused(g, C.Retire(1, True), "DR13")
    assert s.seats[1].captain == 501 and s.seats[1].in_port
    do(g, C.Move(1, s.seats[1].zone, False))
    do(g, C.Scout(1, "merchant"))
    do(g, C.Merchant(1, g.prompt().options[0], True))
    assert kinds(g, E.CaptainDied)[-1].seat == 1
    end = kinds(g, E.GameEnded)
    assert len(end) == 1 and end[0].cause == "captains" and g.over
    assert end[0].winners == (1,) and type(g.events[-1]) is E.GameEnded


# --- E: the end -----------------------------------------------------------------------------


def test_E1_SH5_DA11_reaching_the_target_by_the_stash_announces_and_opens_the_chest() -> None:
    """E1, SH4, SH5, DA11: track 8 and a stash raised from 12 to 20 (2 glory) make 10: the
    victory is announced at once and the chest is shown to all."""
    g = sail_on(at([{"captain": 500, "glory": 8, "stash": 12}, {"captain": 512}]))
    assert g.view(1).seats[0].stash == -2
    do(g, C.BeginPort(0))
    out = do(g, C.Stash(0, 8))
    assert kinds(out, E.Announced) == [E.Announced(0, 20)]
    v = g.view(1)
    assert v.announced == (0,) and (v.seats[0].stash, v.seats[0].stash_glory) == (20, 2)
    assert step(g) == "port"                     # RU57: the turn goes on


def test_E2_RU51_the_game_turn_is_played_out_then_the_game_ends() -> None:
    """E2, RU51, T4: seat 1 announces in its turn; seat 2 still plays its turn; then the game
    ends at the end of the game turn — seat 0 (the start seat) gets no further turn."""
    g = at([{"captain": 500}, {"captain": 512, "glory": 9, "stash": 5},
            {"captain": 505}], active=1)
    sail_on(g)
    do(g, C.BeginPort(1), C.Stash(1, 5))
    assert kinds(g, E.Announced) and not g.over
    do(g, C.EndPort(1), C.EndTurn(1))
    assert g.prompt().seat == 2
    sail_on(g)
    do(g, C.EndTurn(2))
    end = kinds(g, E.GameEnded)
    assert g.over and end[0].cause == "glory" and end[0].winners == (1,)
    assert [e.seat for e in kinds(g, E.SeatTurnBegan)] == [1, 2]


def test_E2_RU8_a_defender_announcing_in_anothers_turn_still_plays_its_own() -> None:
    """E2, RU8: seat 1 (track 9) wins a battle seat 0 started: 10, announced in seat 0's turn;
    seat 1 still takes its own turn; then the game ends."""
    g = duel({"track": {"hull": 1, "hold": 0}}, {"glory": 9}, dice=[2, 1, 5, 1, 1])
    rnd(g, "fire", "fire")
    assert kinds(g, E.Announced) == [E.Announced(1, 0)] and not g.over
    idle(g, until=lambda g: g.over)
    assert [e.seat for e in kinds(g, E.SeatTurnBegan)] == [0, 1]
    assert kinds(g, E.GameEnded)[0].winners == (1,)


def test_E3_E6_RU2_RU66_EX39_the_clock_runs_out_and_total_glory_decides() -> None:
    """E3, RU66, T2: a game turn begins with the event deck empty: the game ends before
    anything else; E6, RU2, EX39: A (track 7, stash 25: 2) and B (track 9) both total 9 — the
    tie goes to the higher track glory."""
    g = at([{"captain": 500, "glory": 7, "stash": 25}, {"captain": 512, "glory": 9}])
    idle(g)
    end = kinds(g, E.GameEnded)[0]
    assert (end.cause, end.winners, end.tiebreak) == ("events", (1,), "track")
    assert (end.track, end.stash_glory, end.stashes) == ((7, 9), (2, 0), (25, 0))
    assert type(g.events[-2]) is E.GameTurnEnded and not state(g).event_deck


def _both_at_ten(a: dict[str, Any], b: dict[str, Any], **position: Any) -> Any:
    """Seat 0 announces by stashing 10 at home (track 9); seat 1 sits; the game turn ends."""
    g = sail_on(at([{"captain": 500, "glory": 9, "ducats": 10, **a}, {"captain": 512, **b}],
                   **position))
    do(g, C.BeginPort(0), C.Stash(0, 10))
    return idle(g)


def test_E5_EX36_EX37_among_the_contenders_track_glory_then_the_stash() -> None:
    """E5, EX37: two contenders at track 9 with 1 stash glory: the bigger stash (14 against
    12) wins; 14 and 14 share; EX36: a contender at track 10 beats one at track 9 whatever the
    stash."""
    end = kinds(_both_at_ten({"stash": 4}, {"glory": 9, "stash": 12}), E.GameEnded)[0]
    assert (end.winners, end.tiebreak) == ((0,), "stash")
    end = kinds(_both_at_ten({"stash": 4}, {"glory": 9, "stash": 14}), E.GameEnded)[0]
    assert (end.winners, end.tiebreak) == ((0, 1), "shared")
    end = kinds(_both_at_ten({"stash": 4}, {"glory": 10}), E.GameEnded)[0]
    assert end.winners == (1,)


def test_E7_no_contender_left_at_the_end_total_glory_decides() -> None:
    """E7, E6, SH3: seat 0 announces, then takes its ducats back out of the chest (total 9);
    at the end of the game turn nobody reaches 10: the most total glory wins — 9 each, track
    9 each, then the stash: seat 1's 5 against 0."""
    g = sail_on(at([{"captain": 500, "glory": 9, "ducats": 10}, {"captain": 512, "glory": 9,
                                                                 "stash": 5}]))
    do(g, C.BeginPort(0), C.Stash(0, 10), C.Withdraw(0, 10))
    assert kinds(g, E.Announced)
    idle(g)
    end = kinds(g, E.GameEnded)[0]
    assert (end.cause, end.winners, end.tiebreak) == ("glory", (1,), "stash")


def test_E8_OV1_EX38_a_custom_target_and_its_stash_cap() -> None:
    """E8, OV1, EX38, SH4: 73 stashed ducats are 5 glory in a 10-glory game, 6 when the target
    is 12; there a total of 11 announces nothing, 12 does."""
    assert at([{"captain": 500, "stash": 73}, {"captain": 512}]).view(0).seats[0].stash_glory \
        == 5
    g = at([{"captain": 500, "stash": 73}, {"captain": 512}], options={"target": "12"})
    assert g.view(0).seats[0].stash_glory == 6 and g.view(0).target == 12
    g = sail_on(at([{"captain": 500, "glory": 6, "stash": 40, "ducats": 20}, {"captain": 512}],
                   options={"target": "12"}))
    do(g, C.BeginPort(0), C.Stash(0, 10))
    assert not kinds(g, E.Announced)                        # 6 + 5 = 11
    do(g, C.Stash(0, 10))
    assert kinds(g, E.Announced) == [E.Announced(0, 60)]     # 6 + 6 = 12
