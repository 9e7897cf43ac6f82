"""DA11: a refused command names the most specific clause it breaks, not the clause of the
step the game happens to wait on; only a command that breaks nothing but the turn order cites
the pending step (game.core.referee). Every command of DA10, and the ways each is refused."""

from __future__ import annotations

from meut_support import INTRO_HANDS, B, C, F, S, intro, intro_to_mutiny, play, refused

from game.meuterer.commands import Allocate, Keep, Offer, Pass, PickRole, Sabres, SetWage, UseExtra
from game.meuterer.engine import Game


def offering() -> Game:
    """Round 1 at Bernhard's first offer (the wage 0 set)."""
    g = intro()
    play(g, SetWage(B, 0))
    return g


# --- CO1: the wage --------------------------------------------------------------------------


def test_CO1_a_second_wage_is_refused_citing_CO1() -> None:
    g = offering()
    assert g.prompt().clause == "OF1"                    # the game waits on the offering
    err = refused(g, SetWage(B, 1), "CO1")
    assert "once a round" in err.message and "0" in err.message
    play(g, Offer(B, 30))
    refused(g, SetWage(B, 2), "CO1")                     # whoever is asked now
    m = intro_to_mutiny()
    assert m.prompt().clause == "MU3"
    refused(m, SetWage(B, 0), "CO1")


def test_CO1_only_the_captain_names_the_wage_whatever_the_step() -> None:
    g = intro()
    err = refused(g, SetWage(S, 1), "CO1")
    assert "Bernhard" in err.message
    play(g, SetWage(B, 0))
    refused(g, SetWage(S, 1), "CO1")
    refused(g, SetWage(B, 7), "CO1")                     # not a wage at all


def test_DA11_an_offer_before_the_wage_breaks_only_the_order_and_cites_CO1() -> None:
    g = intro()
    err = refused(g, Offer(B, 30), "CO1")
    assert err.message == "First the captain names the wage."


# --- OF: offering, passing, the role pick ---------------------------------------------------


def test_OF3_an_offer_from_an_empty_hand_cites_OF3() -> None:
    g = offering()
    play(g, Offer(B, INTRO_HANDS[B][0]))
    for seat, role in ((S, "mate"), (F, "boy"), (C, "merchant")):
        play(g, Pass(seat), PickRole(seat, role))
    play(g, *[Offer(B, c) for c in INTRO_HANDS[B][1:]])
    assert g.prompt().cards == ()
    err = refused(g, Offer(B, 30), "OF3")
    assert "Bernhard" in err.message and "pass" in err.message


def test_OF3_an_empty_hand_cites_OF3_even_out_of_turn() -> None:
    g = offering()
    for k in range(5):                                   # Bernhard offers his whole hand
        play(g, Offer(B, INTRO_HANDS[B][k]))
        if k < 4:
            play(g, *[Offer(seat, INTRO_HANDS[seat][k]) for seat in (S, F, C)])
    assert g.prompt().seat == S                          # Bernhard, empty, has not passed
    refused(g, Offer(B, 30), "OF3")


def test_OF2_an_offer_of_a_card_not_in_the_hand_cites_OF2_even_out_of_turn() -> None:
    g = offering()
    refused(g, Offer(B, 32), "OF2")                      # Steffi's card, Bernhard's turn
    refused(g, Offer(S, 30), "OF2")                      # Bernhard's card, not Steffi's turn


def test_OF1_an_offer_that_breaks_only_the_order_cites_OF1() -> None:
    g = offering()
    err = refused(g, Offer(S, 32), "OF1")                # her own card, not her turn
    assert "Bernhard" in err.message and "Steffi" in err.message


def test_RU12_a_seat_that_passed_offers_nothing_more_even_out_of_turn() -> None:
    g = offering()
    play(g, Pass(B))
    assert g.prompt().seat == S
    refused(g, Offer(B, 31), "RU12")


def test_OF1_a_second_pass_cites_OF1_as_the_skip_rule() -> None:
    g = offering()
    play(g, Pass(B))
    err = refused(g, Pass(B), "OF1")
    assert "already passed" in err.message
    play(g, Pass(S))
    assert g.prompt().step == "pick_role"
    refused(g, Pass(S), "OF1")                           # was OF5: she picks, not passes again


def test_OF5_a_role_before_passing_cites_OF5() -> None:
    g = intro()
    refused(g, PickRole(S, "mate"), "OF5")               # at the wage (was CO1)
    play(g, SetWage(B, 0))
    err = refused(g, PickRole(S, "mate"), "OF5")         # in the offering (was OF1)
    assert "on passing" in err.message


def test_OF5_a_second_role_cites_OF5() -> None:
    g = offering()
    play(g, Offer(B, 30), Pass(S), PickRole(S, "mutineer"))
    err = refused(g, PickRole(S, "mate"), "OF5")
    assert "already" in err.message


def test_OF5_a_role_not_in_the_middle_is_named_only_to_the_seat_picking() -> None:
    g = offering()
    play(g, Offer(B, 30), Pass(S), PickRole(S, "mutineer"), Pass(F))
    err = refused(g, PickRole(F, "mutineer"), "OF5")     # Florian is picking: he sees them
    assert "Mate" in err.message or "mate" in err.message
    refused(g, PickRole(F, "admiral"), "OF5")
    err = refused(g, PickRole(C, "mutineer"), "OF5")     # Carmen has not passed: no list
    assert "mutineer" not in err.message.lower()


def test_OF5_the_captain_never_takes_a_role_even_out_of_turn() -> None:
    g = offering()
    play(g, Pass(B), Pass(S))
    refused(g, PickRole(B, "mate"), "OF5")


# --- MU: the mutiny -------------------------------------------------------------------------


def test_RU11_sabres_in_a_round_without_a_mutineer_cite_RU11() -> None:
    g = offering()
    play(g, Pass(B), Pass(S), PickRole(S, "loadmaster"), Pass(F), PickRole(F, "boy"),
         Pass(C), PickRole(C, "merchant"))
    assert (g.prompt().step, g.prompt().clause) == ("use_extra", "DW3")
    refused(g, Sabres(B, 0), "RU11")


def test_MU4_sabres_after_the_mutiny_cite_MU4() -> None:
    g = intro_to_mutiny()
    play(g, Sabres(B, 1), Sabres(S, 1), Sabres(C, 0), Sabres(B, 0), Sabres(S, 0))
    assert g.prompt().clause == "SA3"
    refused(g, Sabres(C, 0), "MU4")


def test_RU5_too_many_sabres_cite_RU5_even_out_of_turn() -> None:
    g = intro_to_mutiny()
    assert g.prompt().seat == B
    err = refused(g, Sabres(S, 3), "RU5")                # Steffi set aside one conflict card
    assert "0 to 1" in err.message
    refused(g, Sabres(S, 1), "MU3")                      # a play she may make, in her turn


def test_DA11_sabres_before_the_reveal_break_only_the_order() -> None:
    g = offering()
    refused(g, Sabres(S, 0), "OF1")


# --- SA3: the sales allocation --------------------------------------------------------------


def test_SA3_a_second_allocation_cites_SA3() -> None:
    g = intro_to_mutiny()
    play(g, Sabres(B, 1), Sabres(S, 1), Sabres(C, 0), Sabres(B, 0), Sabres(S, 0))
    assert g.prompt().seat == C                  # Steffi (captain now), Florian: unasked
    err = refused(g, Allocate(F, ((0, (16, 17)),)), "SA3")
    assert "Florian has already" in err.message
    err = refused(g, Allocate(B, ((0, (9, 10)),)), "SA3")    # his turn is still to come
    assert "Carmen" in err.message


def test_SA1_an_allocation_to_an_inactive_island_cites_SA1() -> None:
    g = intro_to_mutiny()
    play(g, Sabres(B, 1), Sabres(S, 1), Sabres(C, 0), Sabres(B, 0), Sabres(S, 0))
    refused(g, Allocate(C, ((4, (6, 7)),)), "SA1")


# --- DW3: the loadmaster --------------------------------------------------------------------


def loadmaster_asked() -> Game:
    g = intro_to_mutiny("loadmaster")
    play(g, Sabres(B, 1), Sabres(S, 1), Sabres(C, 0), Sabres(B, 0), Sabres(S, 0),
         Allocate(C, ((0, (6, 7)),)))
    assert g.prompt().step == "use_extra"
    return g


def test_DW3_only_the_loadmaster_draws_extra_cards() -> None:
    g = loadmaster_asked()
    err = refused(g, UseExtra(B, True), "DW3")
    assert "Bernhard" in err.message and "loadmaster" in err.message
    refused(g, Keep(C, (3,)), "DW3")


def test_RU19_a_second_choice_of_the_extra_draw_cites_RU19() -> None:
    g = loadmaster_asked()
    play(g, UseExtra(F, True))
    assert (g.prompt().step, g.prompt().clause) == ("keep", "DW3")
    refused(g, UseExtra(F, False), "RU19")
    refused(g, UseExtra(F, "yes"), "RU19")               # type: ignore[arg-type]


def test_DA2_DA11_before_the_reveal_a_refusal_never_tells_who_is_loadmaster() -> None:
    g = offering()
    play(g, Pass(B), Pass(S), PickRole(S, "loadmaster"))
    assert g.prompt().seat == F
    for seat in (S, C):                                  # the loadmaster and another
        err = refused(g, UseExtra(seat, True), "OF1")
        assert "loadmaster" not in err.message.lower()
        refused(g, Keep(seat, ()), "OF1")
