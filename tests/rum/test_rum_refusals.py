"""DA1 with Meuterer's DA11 (game.core.referee): a refused command names the most specific
clause it breaks; only a command that breaks nothing but the turn order cites T1 (or PA2 /
WV3 while cards are being given back). Every command of DA1, and the ways each is refused."""

from __future__ import annotations

from rum_play import NAMES
from rum_support import CAT

from game.rum.commands import DrawBeach, DrawWreck, LaySet, ReturnCards
from game.rum.engine import Game
from tests.rules_support import refused

PARROT = CAT.parrot


def new(seats: int = 2, **decks: object) -> Game:
    decks.setdefault("first", 0)
    decks.setdefault("beach", [15, 12, 5])
    return Game.new(NAMES[:seats], cat=CAT, seed=1, decks=decks)




def empty_wreck() -> Game:
    """Every rum card in a hand or on the beach, the parrot face down on it: no wreck card."""
    return new(beach=[18, 19, PARROT], beach_up=[True, True, False],
               hands=[list(range(10)), [*range(10, 18), 20]])


# --- T1: the turn order alone ---------------------------------------------------------------


def test_T1_a_legal_move_out_of_turn_cites_T1() -> None:
    g = new(hands=[[9], [10]])
    err = refused(g, DrawWreck(1), "T1")
    assert "Ania" in err.message


def test_T1_a_seat_that_does_not_exist_cites_T1() -> None:
    g = new(hands=[[9], [10]])
    err = refused(g, DrawWreck(7), "T1")
    assert "no seat 7" in err.message


# --- DR: drawing ----------------------------------------------------------------------------


def test_DR3_a_draw_from_an_empty_wreck_cites_DR3_even_out_of_turn() -> None:
    g = empty_wreck()
    assert g.view(0).wreck == 0
    refused(g, DrawWreck(0), "DR3")
    refused(g, DrawWreck(1), "DR3")                      # was T1: it breaks DR3 as well


def test_DR1_an_empty_beach_spot_cites_DR1_even_out_of_turn() -> None:
    g = new(hands=[[9], [10]], beach=[15, -1, 5])
    refused(g, DrawBeach(1, 1), "DR1")                   # was T1
    refused(g, DrawBeach(1, 5), "DR1")
    refused(g, DrawBeach(1, 0), "T1")                    # a card lies there: only the order


# --- PL: laying a set -----------------------------------------------------------------------


def test_PL1_a_set_of_cards_not_in_the_hand_cites_PL1_even_out_of_turn() -> None:
    g = new(hands=[[14], [16]])
    refused(g, LaySet(1, ((14, "double"),)), "PL1")     # Ania's card (was T1)
    refused(g, LaySet(1, ((PARROT, "single"),)), "PL1")


def test_PL8_a_set_capturing_nothing_cites_PL8_even_out_of_turn() -> None:
    g = new(hands=[[14], [16]], values=[8] * 7, owners=[0] * 7)
    refused(g, LaySet(1, ((16, "single"),)), "PL8")     # was T1
    refused(g, LaySet(0, ((14, "single"),)), "PL8")     # and in her own turn, the same


def test_T1_a_legal_set_out_of_turn_cites_T1() -> None:
    g = new(hands=[[9], [14]])
    err = refused(g, LaySet(1, ((14, "double"),)), "T1")
    assert "Ania" in err.message


# --- PA2 / WV3: giving cards back -------------------------------------------------------------


def parrot_drawn() -> Game:
    g = new(hands=[[9, 10, 11], [13]], wreck=[PARROT])
    g.submit(DrawWreck(0))
    assert (g.prompt().step, g.prompt().clause) == ("return", "PA2")
    return g


def test_PA2_a_turn_action_while_giving_back_cites_PA2() -> None:
    g = parrot_drawn()
    err = refused(g, LaySet(0, ((9, "single"),)), "PA2")  # a set is not weighed now
    assert "give back 2 cards" in err.message
    refused(g, DrawBeach(0, 0), "PA2")
    refused(g, DrawWreck(1), "PA2")


def test_PL1_a_set_of_cards_not_in_the_hand_cites_PL1_while_giving_back() -> None:
    g = parrot_drawn()
    refused(g, LaySet(0, ((13, "single"),)), "PL1")


def test_PA2_a_wrong_return_cites_PA2_and_a_seat_not_asked_too() -> None:
    g = parrot_drawn()
    err = refused(g, ReturnCards(0, (9, 9)), "PA2")
    assert "each once" in err.message
    err = refused(g, ReturnCards(0, (9,)), "PA2")
    assert "exactly 2" in err.message
    err = refused(g, ReturnCards(1, (13,)), "PA2")       # Bartek is not asked at all
    assert "Ania" in err.message


def test_WV3_a_seat_asked_later_in_a_wave_breaks_only_the_order() -> None:
    g = new(seats=3, beach=[15, 9, 10], beach_up=[True, False, False],
            hands=[[0, 1, 2], [3, 4, 5], [6, 7, 8]], wreck=[PARROT])
    g.submit(DrawBeach(0, 0))
    assert g.prompt().clause == "WV3" and g.prompt().seat == 0
    refused(g, ReturnCards(1, (3, 4)), "WV3")
    err = refused(g, ReturnCards(1, (3, 3)), "WV3")      # its own choice is wrong too
    assert "each once" in err.message


def test_T1_a_return_on_a_turn_breaks_only_the_order() -> None:
    g = new(hands=[[9], [10]])
    err = refused(g, ReturnCards(0, (9,)), "T1")
    assert "draw a card or lay a set" in err.message
