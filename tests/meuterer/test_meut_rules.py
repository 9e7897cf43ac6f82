"""Meuterer's rules clause by clause through the engine's public API (Game: prompt, submit,
view, events): the decisions each phase asks for, what happens by itself, and refusals — every
refused command names its clause and changes nothing."""

from __future__ import annotations

from meut_support import (
    CAT,
    INTRO_HANDS,
    ISLAND,
    NAMES,
    intro,
    intro_to_mutiny,
    new,
    play,
    random_game,
    refused,
)

from game.meuterer import events as E
from game.meuterer import rules as R
from game.meuterer.commands import (
    Allocate,
    Keep,
    Offer,
    Pass,
    PickRole,
    Sabres,
    SetWage,
    UseExtra,
)
from game.meuterer.engine import Game, apply_command, current_prompt

B, S, F, C = 0, 1, 2, 3


# --- C, S: components and setup ------------------------------------------------------------


def test_S1_S5_S6_S7_C4_setup_deals_blocks_of_five_from_the_captain() -> None:
    g = Game.new(NAMES, cat=CAT, seed=5)
    start = g.events[0]
    assert isinstance(start, E.GameStarted)
    dealt = [c for h in start.hands for c in h]
    assert all(len(h) == 5 for h in start.hands) and len(start.pile) == 16
    assert sorted(dealt + list(start.pile)) == list(range(36))       # S1: no pirate card
    v = g.view(0)
    assert v.scores == (0, 0, 0, 0) and v.roles == (None,) * 4        # S6, S7
    # S5: blocks of 5 from the captain: the captain's hand is the deck's first block
    g2 = new(INTRO_HANDS, captain=2)
    assert g2.events[0].hands[2] == tuple(INTRO_HANDS[0])
    assert g2.events[0].hands[1] == tuple(INTRO_HANDS[3])


def test_S2_S3_RU8_layouts_and_the_ship_on_hochland() -> None:
    intro_ring = Game.new(NAMES, cat=CAT, seed=3, layout="intro").view(0).ring
    assert intro_ring == tuple(range(12))
    rings = {Game.new(NAMES, cat=CAT, seed=s).view(0).ring for s in range(8)}
    assert len(rings) > 1 and all(sorted(r) == list(range(12)) for r in rings)
    v = Game.new(NAMES, cat=CAT, seed=4).view(0)
    assert v.ship == ISLAND["hochland"] == CAT.start_island and v.active == (v.ship,)


def test_S4_DA7_the_captain_is_drawn_by_the_seed() -> None:
    captains = {Game.new(NAMES, cat=CAT, seed=s).view(0).captain for s in range(30)}
    assert captains == {0, 1, 2, 3}
    assert Game.new(NAMES, cat=CAT, seed=9).events == Game.new(NAMES, cat=CAT, seed=9).events


# --- R, CO: rounds and the wage ------------------------------------------------------------


def test_R1_RU1_V1_eight_rounds_with_four_nine_with_three() -> None:
    assert (CAT.rounds(4), CAT.rounds(3)) == (8, 9)
    g4, g3 = random_game(21, 4), random_game(22, 3)
    assert [e.round for e in g4.events if isinstance(e, E.RoundStarted)] == list(range(1, 9))
    assert [e.round for e in g3.events if isinstance(e, E.RoundStarted)] == list(range(1, 10))


def test_R2_CO1_C1_the_captain_names_a_wage_of_0_to_3() -> None:
    g = intro()
    p = g.prompt()
    assert (p.seat, p.step, p.wages, p.clause) == (B, "wage", (0, 1, 2, 3), "CO1")
    refused(g, SetWage(B, 4), "CO1")
    refused(g, SetWage(S, 1), "CO1")
    refused(g, Offer(B, 30), "CO1")
    play(g, SetWage(B, 2))
    assert all(g.view(i).wage == 2 for i in range(4))        # RU14: public at once


def test_RU14_the_wage_is_known_before_any_role_is_picked() -> None:
    g = intro()
    play(g, SetWage(B, 3), Pass(B))
    assert g.prompt().step == "offer" and g.view(S).wage == 3


# --- OF: offering ----------------------------------------------------------------------------


def test_OF1_OF2_OF3_DA1_offering_goes_clockwise_from_the_captain() -> None:
    g = intro()
    play(g, SetWage(B, 0))
    p = g.prompt()
    assert (p.seat, p.step) == (B, "offer") and sorted(p.cards) == sorted(INTRO_HANDS[0])
    refused(g, Offer(B, 32), "OF2")                  # not in the hand
    refused(g, Offer(S, 32), "OF1")                  # not Steffi's turn
    play(g, Offer(B, 30))                            # OF2: a conflict card may be offered
    assert g.prompt().seat == S and g.view(F).offers[B] == (30,)


def test_OF4_OF5_DA2_a_pass_sets_the_hand_aside_and_picks_a_role_privately() -> None:
    g = intro()
    play(g, SetWage(B, 0), Offer(B, 30), Pass(S))
    p = g.prompt()
    assert (p.seat, p.step, p.roles) == (S, "pick_role", CAT.roles)
    refused(g, PickRole(S, "captain"), "OF5")
    play(g, PickRole(S, "mutineer"))
    assert g.view(S).aside_sizes[S] == 5 and g.view(F).aside == ()
    assert g.view(S).roles[S] == "mutineer" and g.view(F).roles[S] is None
    assert g.view(S).roles_seen == CAT.roles and g.view(F).roles_seen == ()
    redacted = g.events_for(F)[-1]
    assert isinstance(redacted, E.RolePicked) and redacted.role == "" and redacted.seen == ()


def test_OF5_the_captain_never_takes_a_role() -> None:
    g = intro()
    play(g, SetWage(B, 0))
    refused(g, PickRole(B, "mate"), "OF5")
    play(g, Pass(B))
    assert g.prompt().step == "offer" and g.prompt().seat == S    # no pick for the captain


def test_OF6_the_captains_course_is_k_steps_for_k_cards_kept() -> None:
    for offered in range(6):
        g = intro()
        hand = INTRO_HANDS[0]
        play(g, SetWage(B, 0), Offer(B, hand[0]) if offered else Pass(B))
        for seat, role in ((S, "mate"), (F, "boy"), (C, "merchant")):
            play(g, Pass(seat), PickRole(seat, role))
        if offered:
            play(g, *[Offer(B, c) for c in hand[1:offered]], Pass(B))
        dest = next(e for e in g.events if isinstance(e, E.DestinationPlaced))
        assert dest.steps == 5 - offered and dest.island == g.view(0).ring[5 - offered]


def test_OF3_with_no_card_in_hand_the_only_move_is_to_pass() -> None:
    g = intro()
    play(g, SetWage(B, 0))
    for seat, role in ((None, None), (S, "mate"), (F, "boy"), (C, "merchant")):
        if seat is None:
            play(g, Offer(B, 30))
        else:
            play(g, Pass(seat), PickRole(seat, role))
    for c in INTRO_HANDS[0][1:]:
        play(g, Offer(B, c))
    p = g.prompt()
    assert p.step == "offer" and p.cards == ()
    refused(g, Offer(B, 30), "OF3")                  # DA11: OF3, not the general OF2


def test_RU12_a_player_who_passed_never_offers_again() -> None:
    g = intro()
    play(g, SetWage(B, 0), Pass(B))
    refused(g, Offer(B, 31), "RU12")


def test_OF7_RV1_DA3_the_phase_ends_when_all_passed_and_roles_are_revealed() -> None:
    g = intro()
    play(g, SetWage(B, 0), Pass(B), Pass(S), PickRole(S, "mate"), Pass(F), PickRole(F, "boy"))
    assert not any(isinstance(e, E.RolesRevealed) for e in g.events)
    evs = play(g, Pass(C), PickRole(C, "merchant"))
    (rev,) = [e for e in evs if isinstance(e, E.RolesRevealed)]
    assert rev.roles == ("", "mate", "boy", "merchant")
    # nothing was offered, so every later step ran by itself up to round 2's wage (DA10)
    assert g.view(0).round == 2 and g.prompt().step == "wage"


# --- MU: the mutiny --------------------------------------------------------------------------


def test_MU1_DA4_every_participant_is_asked_each_lap_even_without_sabres() -> None:
    g = intro_to_mutiny()
    asked = []
    for cmd in (Sabres(B, 1), Sabres(S, 1), Sabres(C, 0), Sabres(B, 0), Sabres(S, 0)):
        p = g.prompt()
        asked.append((p.seat, p.step, p.count, p.side))
        g.submit(cmd)
    assert asked == [(B, "mutiny", 1, "captain"), (S, "mutiny", 1, "mutineer"),
                     (C, "mutiny", 1, "mutineer"), (B, "mutiny", 0, "captain"),
                     (S, "mutiny", 0, "mutineer")]
    assert g.prompt().step == "allocate"                     # RU3: a quiet lap ended it


def test_MU2_RU16_the_mate_adds_one_sabre_the_ship_boy_none() -> None:
    g = intro_to_mutiny("mate")
    assert g.view(0).strength == (1 + 1, 1)                  # Bernhard's + the mate's own
    assert R.side_of(g._state, C) == "mutineer"


def test_MU3_RU5_sabres_come_only_from_the_set_aside_cards() -> None:
    g = intro_to_mutiny()
    assert g.prompt().count == 1                     # Bernhard set aside 31 (and a grain)
    refused(g, Sabres(B, 2), "RU5")
    refused(g, Sabres(B, -1), "RU5")
    refused(g, Sabres(F, 1), "RU2")                  # the merchant takes no part (MU1)
    refused(g, Sabres(S, 1), "MU3")                  # a participant, but not yet asked


def test_MU4_MU5_the_destinations_do_not_change_with_the_sabres() -> None:
    g = intro_to_mutiny()
    before = (g.view(0).dest_captain, g.view(0).dest_mutineer)
    play(g, Sabres(B, 1))
    assert (g.view(0).dest_captain, g.view(0).dest_mutineer) == before
    assert g.view(0).aside_sizes[B] == 1 and g.view(2).sabres_played[B] == (31,)


def test_RU11_no_mutineer_no_mutiny_and_no_mate_no_wage() -> None:
    g = intro()
    evs = play(g, SetWage(B, 3), Pass(B), Pass(S), PickRole(S, "boy"), Pass(F),
               PickRole(F, "merchant"), Pass(C), PickRole(C, "loadmaster"))
    assert not any(isinstance(e, E.MutinyStarted) for e in evs)
    scored = [(e.seat, e.points, e.cause) for e in evs if isinstance(e, E.RoleScored)]
    assert scored == [(B, CAT.islands[g.view(0).ring[5]].ship, "ship")]   # no wage paid
    assert g.view(0).mutiny_won is None


def test_VR1_a_failed_mutiny_removes_the_mutineers_destination() -> None:
    g = intro_to_mutiny("mate")
    evs = play(g, Sabres(B, 1), Sabres(S, 1), Sabres(F, 0), Sabres(C, 0), Sabres(B, 0),
               Sabres(S, 0))
    assert E.DestinationRemoved("mutineer") in evs
    assert E.MutinyEnded(S, False, (3, 2)) in evs


def test_VR2_RU7_the_successful_mutineer_is_captain_before_the_sales() -> None:
    g = intro_to_mutiny()
    play(g, Sabres(B, 1), Sabres(S, 1), Sabres(C, 0), Sabres(B, 0), Sabres(S, 0))
    assert g.view(0).captain == S and g.view(0).mutiny_won is True
    assert g.prompt().seat == C              # Steffi and Florian had one plan each (DA5)


# --- SA through the engine -----------------------------------------------------------------


def test_DA5_SA3_the_allocation_prompt_and_its_refusals() -> None:
    g = intro_to_mutiny()
    play(g, Sabres(B, 1), Sabres(S, 1), Sabres(C, 0), Sabres(B, 0), Sabres(S, 0))
    p = g.prompt()
    assert p.step == "allocate" and p.clause == "SA3"
    assert sorted(p.allocations) == sorted([((0, (6, 7)),), ((0, (12,)),)])
    assert p.best == ((0, (6, 7)),)
    assert g.view(B).plans[F] == ((0, (16, 17)),) and g.view(B).plans[S] == ()  # public
    refused(g, Allocate(C, ()), "SA3")                       # RU18: never hold back
    refused(g, Allocate(C, ((0, (6, 12)),)), "SA3")          # (b) one good per island
    refused(g, Allocate(C, ((4, (6, 7)),)), "SA1")           # Eisfelsen is not active
    refused(g, Allocate(C, ((0, (34,)),)), "SA3")            # a sabre played, not offered
    evs = play(g, Allocate(C, ((0, (7, 6)),)))
    assert evs[0] == E.Allocated(C, ((0, (6, 7)),), False)    # canonical, public


def test_SA1_two_active_islands_are_scored_separately() -> None:
    g = random_game(7, 4)
    scored = [e for e in g.events if isinstance(e, E.IslandScored)]
    actives = [e.active for e in g.events if isinstance(e, E.ShipMoved)]
    assert len(scored) == 1 + sum(len(a) for a in actives)   # round 1: Hochland alone


# --- SH, CL, DW, RS ------------------------------------------------------------------------


def test_RS1_roles_go_back_to_the_middle_each_round() -> None:
    g = intro_to_mutiny()
    play(g, Sabres(B, 1), Sabres(S, 1), Sabres(C, 0), Sabres(B, 0), Sabres(S, 0),
         Allocate(C, ((0, (6, 7)),)))
    v = g.view(F)
    assert v.round == 2 and v.roles == (None,) * 4 and v.phase == "wage"
    play(g, SetWage(S, 0), Pass(S))
    assert g.prompt().step == "offer"
    play(g, Pass(F))
    assert g.prompt().roles == CAT.roles                      # all five back


def test_DW2_DA7_RU13_reshuffles_are_in_their_events() -> None:
    g = random_game(3, 4)
    shuffles = [(i, e) for i, e in enumerate(g.events) if isinstance(e, E.Reshuffled)]
    assert shuffles, "a random 4-seat game reshuffles"
    i, ev = shuffles[0]
    before = Game.rebuild(CAT, g.events[:i])
    assert sorted(ev.pile) == sorted(before.discard)
    assert before.pile == []
    # RU13: with both piles empty a seat draws what there is
    s = before.clone()
    s.discard = []
    out: list = []
    R.draw(s, out, 0, 3, False)
    assert out == []


def test_DW3_DA6_RU17_the_loadmaster_chooses_only_among_the_drawn_cards() -> None:
    g = intro_to_mutiny("loadmaster")
    play(g, Sabres(B, 1), Sabres(S, 1), Sabres(C, 0), Sabres(B, 0), Sabres(S, 0),
         Allocate(C, ((0, (6, 7)),)))
    p = g.prompt()
    assert (p.seat, p.step, p.clause) == (F, "use_extra", "DW3")
    refused(g, UseExtra(F, 1), "RU19")           # type: ignore[arg-type]
    play(g, UseExtra(F, True))
    p = g.prompt()
    assert (p.step, p.cards, p.count) == ("keep", (3, 8, 13, 14, 18), 2)
    refused(g, Keep(F, (3,)), "DW3")
    refused(g, Keep(F, (3, 24)), "RU17")         # 24 is already in the hand
    refused(g, Keep(F, (3, 3)), "RU17")
    play(g, Keep(F, (13, 14)))
    assert g.view(F).discard[-3:] == (18, 8, 3)              # RU15: the owner saw them
    assert g.view(S).discard[-3:] == (-1, -1, -1)
    assert sorted(g.view(F).hand) == [5, 11, 13, 14, 24]


def test_DW3_a_loadmaster_with_a_full_hand_may_still_put_three_under() -> None:
    g = intro()
    play(g, SetWage(B, 0), Pass(B), Pass(S), PickRole(S, "loadmaster"), Pass(F),
         PickRole(F, "boy"), Pass(C), PickRole(C, "merchant"))
    p = g.prompt()
    assert (p.seat, p.step) == (S, "use_extra")
    evs = play(g, UseExtra(S, True))
    (kept,) = [e for e in evs if isinstance(e, E.Kept)]
    assert kept.kept == () and len(kept.rejected) == 3       # unasked: nothing to choose


# --- E: the end -----------------------------------------------------------------------------


def test_E2_RU10_the_most_points_wins_and_ties_share() -> None:
    g = random_game(11, 3)
    end = g.events[-1]
    assert isinstance(end, E.GameEnded) and g.prompt() is None and g.view(0).over
    top = max(end.scores)
    assert end.winners == tuple(i for i, v in enumerate(end.scores) if v == top)
    s = g._state.clone()
    s.scores = [7, 7, 3]
    out: list = []
    R.end_game(s, out)
    assert out[-1].winners == (0, 1)
    refused(g, SetWage(0, 0), "E1")


# --- records and the search AI's entry points -------------------------------------------------


def test_DA10_every_command_and_event_round_trips_through_json() -> None:
    from game.meuterer.commands import COMMANDS

    cmds = [SetWage(0, 3), Offer(1, 30), Pass(2), PickRole(3, "boy"), Sabres(0, 2),
            Allocate(1, ((0, (6, 7)), (5, (22,)))), UseExtra(2, True), Keep(2, (3, 18))]
    assert {type(c) for c in cmds} == set(COMMANDS.classes.values())
    for cmd in cmds:
        assert COMMANDS.from_dict(COMMANDS.to_dict(cmd)) == cmd
    g = random_game(4, 4)
    seen = {type(e) for e in g.events}
    assert len(seen) >= 20
    for ev in g.events:
        assert E.event_from_json(E.event_to_json(ev)) == ev


def test_clone_and_decide_leave_the_state_untouched() -> None:
    g = intro_to_mutiny()
    s = g._state
    before = [g.view(i) for i in range(4)]
    copy = s.clone()
    events = apply_command(copy, Sabres(B, 1))
    assert events and [g.view(i) for i in range(4)] == before
    assert Game.decide(s, Sabres(B, 1)) == events
    assert [g.view(i) for i in range(4)] == before
    assert current_prompt(copy).seat == S and current_prompt(s).seat == B


def test_words_name_every_key_the_rules_use() -> None:
    from game.meuterer.words import GOOD_WORDS, ROLE_WORDS, word

    assert {g.key for g in CAT.goods} <= set(GOOD_WORDS)
    assert set(CAT.roles) <= set(ROLE_WORDS)
    assert word("boy") == "Ship's Boy" and word("gruenland") == "Grünland"
