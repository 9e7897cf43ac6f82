"""RUM's rules clause by clause, on prescribed layouts (`decks`), through the public API:
commands in, events, prompts and views out."""

from __future__ import annotations

import pytest
from rum_play import NAMES
from rum_support import CAT, GREEN

from game.core.errors import RuleError
from game.rum import events as E
from game.rum.commands import DrawBeach, DrawWreck, LaySet, ReturnCards
from game.rum.engine import Game
from game.rum.sets import evaluate
from game.rum.setup import SetupError

PARROT = CAT.parrot


def new(seats: int = 2, seed: int = 1, **decks: object) -> Game:
    decks.setdefault("first", 0)
    decks.setdefault("beach", [15, 12, 5])
    return Game.new(NAMES[:seats], cat=CAT, seed=seed, decks=decks)


def kinds(events: list[object]) -> list[str]:
    return [type(e).NAME for e in events]  # type: ignore[attr-defined]


# --- T: turns ---------------------------------------------------------------------------


def test_T1_only_the_active_seat_acts_and_the_refusal_names_T1() -> None:
    g = new(hands=[[9], [10]])
    before = g.events
    with pytest.raises(RuleError) as err:
        g.submit(DrawWreck(1))
    assert err.value.clause == "T1" and "Ania" in err.value.message
    assert g.events == before


def test_T1_DA1_a_return_command_on_a_turn_is_refused() -> None:
    g = new(hands=[[9], [10]])
    with pytest.raises(RuleError) as err:
        g.submit(ReturnCards(0, (9,)))
    assert err.value.clause == "T1"


def test_T1_T2_one_action_then_the_next_seat_clockwise() -> None:
    g = new(seats=3, hands=[[9], [10], [11]])
    evs = g.submit(DrawWreck(0))
    assert kinds(evs)[-1] == "turn_started" and g.prompt().seat == 1
    g.submit(DrawWreck(1))
    g.submit(DrawWreck(2))
    assert g.prompt().seat == 0


# --- DR: drawing --------------------------------------------------------------------------


def test_DR1_DR2_DA5_a_face_up_beach_card_is_taken_and_stays_known() -> None:
    g = new(hands=[[9], [10]], wreck=[3])
    evs = g.submit(DrawBeach(0, 1))
    drawn, refill = evs[0], evs[1]
    assert drawn == E.Drawn(0, "beach", 1, 12, True) and refill == E.Refilled(1, 3, False)
    assert g.view(1).known[0] == (12,)                 # DA5: a rival remembers it
    assert g.view(0).beach[1].card == -1 and g.view(1).beach[1].card == -1  # DR2: nobody
    assert g.events_for(0)[-2].card == -1              # not even the drawer sees the refill


def test_DR1_a_face_down_beach_card_is_seen_only_by_its_taker() -> None:
    g = new(hands=[[9], [10]], beach=[15, 3, 5], beach_up=[True, False, True])
    g.submit(DrawBeach(0, 1))
    drawn = [e for e in g.events_for(1) if isinstance(e, E.Drawn)][0]
    assert drawn.card == -1 and g.view(1).known[0] == ()
    mine = [e for e in g.events_for(0) if isinstance(e, E.Drawn)][0]
    assert mine.card == 3 and 3 in g.view(0).hand


def test_DR1_an_empty_or_unknown_spot_is_refused() -> None:
    g = new(hands=[[9], [10]], beach=[15, -1, 5])
    for spot in (1, 3, -1):
        with pytest.raises(RuleError) as err:
            g.submit(DrawBeach(0, spot))
        assert err.value.clause == "DR1"


def test_DR3_a_random_wreck_card_is_seen_by_its_drawer_only() -> None:
    g = new(hands=[[9], [10]], wreck=[4])
    g.submit(DrawWreck(0))
    assert g.view(0).hand == (9, 4) and g.view(1).hand_sizes == (2, 1)
    assert [e for e in g.events_for(1) if isinstance(e, E.Drawn)][0].card == -1


def test_DR4_RU11_a_parrot_from_the_beach_is_refilled_first_then_acts() -> None:
    g = new(hands=[[9, 10, 11], [13]], beach=[15, PARROT, 5],
            beach_up=[True, False, True], wreck=[4])
    evs = g.submit(DrawBeach(0, 1))
    assert kinds(evs) == ["drawn", "refilled", "return_asked"]
    assert evs[1].card == 4        # RU11: the parrot cannot land back in its own spot
    assert g.events_for(1)[-3].card == PARROT   # PA1: shown to all


# --- PA: the parrot -------------------------------------------------------------------------


def test_PA2_the_return_must_be_exactly_N_hand_cards() -> None:
    g = new(hands=[[9, 10, 11], [13]], wreck=[PARROT])
    g.submit(DrawWreck(0))
    p = g.prompt()
    assert (p.seat, p.step, p.count, p.cause, p.clause) == (0, "return", 2, "parrot", "PA2")
    for bad in ((9,), (9, 9), (9, 13), (9, 10, 11)):
        with pytest.raises(RuleError) as err:
            g.submit(ReturnCards(0, bad))
        assert err.value.clause == "PA2"
    with pytest.raises(RuleError) as err:
        g.submit(DrawWreck(0))
    assert err.value.clause == "PA2"
    with pytest.raises(RuleError) as err:
        g.submit(ReturnCards(1, (13,)))
    assert err.value.clause == "PA2"


def test_PA3_RU12_the_parrot_goes_back_and_is_never_returned_as_a_card() -> None:
    g = new(hands=[[9, 10, 11], [13]], wreck=[PARROT])
    g.submit(DrawWreck(0))
    assert PARROT not in g.prompt().cards
    evs = g.submit(ReturnCards(0, (9, 10)))
    assert kinds(evs) == ["returned", "parrot_back", "clock_advanced", "turn_started"]


def test_RU10_DA5_a_hidden_return_turns_known_marks_into_maybe() -> None:
    g = new(hands=[[9, 10, 11], [13]], wreck=[1, 4, PARROT])
    g.submit(DrawBeach(0, 0))              # 15 taken face up: known to Bartek
    g.submit(DrawWreck(1))
    assert g.view(1).known[0] == (15,)
    g.submit(DrawWreck(0))                 # the parrot
    g.submit(ReturnCards(0, (9, 10)))
    v = g.view(1)
    assert v.known[0] == () and v.maybe[0] == (15,)


# --- EW: the empty wreck -------------------------------------------------------------------


def test_RU20_EW2_every_hand_empty_nobody_returns_the_clock_still_advances() -> None:
    """Unreachable in play (hands then hold 18+ rum cards), so the dump itself is checked on
    a state whose hands are empty: nobody returns anything, the clock still advances."""
    from game.rum import rules as R
    g = new(hands=[[], []])
    s = g._state
    out: list[object] = []
    R.wreck_emptied(s, out)
    assert out == [E.WreckEmptied(()), E.ClockAdvanced(2, "wreck")]


def test_EW1_ties_for_most_all_return_and_the_parrot_counts_for_nobody() -> None:
    """EW1, RU12: the parrot in flight is not a hand card; tied largest hands all go."""
    from game.rum import rules as R
    g = new(hands=[[0, 1], [2, 3], ], seats=2)
    s = g._state
    s.flying = True
    out: list[object] = []
    R.wreck_emptied(s, out)
    assert out[0] == E.WreckEmptied(((0, (0, 1)), (1, (2, 3))))


def test_RU19_an_empty_spot_is_refilled_face_down_when_a_card_enters_the_wreck() -> None:
    g = new(beach=[15, 12, -1], hands=[[14], [13]])
    s = g._state
    moved = [c for c in s.wreck if c != PARROT]
    s.wreck[:] = [PARROT]
    s.hands[1].extend(moved)
    g = Game(s, list(g.events))
    evs = g.submit(LaySet(0, ((14, "double"),)))     # green 2: the card enters the wreck
    assert kinds(evs)[:2] == ["set_laid", "refilled"]
    assert evs[1].spot == 2 and not evs[1].face_up


# --- WV: waves ------------------------------------------------------------------------------


def test_WV1_an_empty_spot_is_not_face_down_so_no_wave() -> None:
    g = new(beach=[15, 3, -1], beach_up=[True, False, False], hands=[[9], [10]],
            wreck=[PARROT])
    s = g._state
    s.hands[1].extend(c for c in s.wreck if c not in (PARROT, 4))
    s.wreck[:] = [PARROT, 4]
    g = Game(s, list(g.events))
    evs = g.submit(DrawBeach(0, 0))          # refilled face down: two backs and a gap
    assert kinds(evs) == ["drawn", "refilled", "turn_started"]
    assert [sp.face_up for sp in g.view(1).beach] == [False, False, False]


def test_WV1_WV2_three_face_down_cards_bring_a_wave() -> None:
    g = new(beach=[15, 3, 4], beach_up=[True, False, False], hands=[[9], [10]], wreck=[11])
    evs = g.submit(DrawBeach(0, 0))
    assert kinds(evs) == ["drawn", "refilled", "wave_came", "turn_started"]
    assert [sp.card for sp in g.view(1).beach] == [11, 3, 4]


def test_WV3_DA3_wave_returns_are_private_and_applied_after_the_last() -> None:
    g = new(seats=3, beach=[15, 9, 10], beach_up=[True, False, False],
            hands=[[0, 1, 2], [3, 4, 5], [6, 7, 8]], wreck=[PARROT])
    g.submit(DrawBeach(0, 0))
    assert g.prompt().seat == 0 and g.prompt().cause == "wave"
    assert g.view(2).waiting == (0, 1, 2)
    with pytest.raises(RuleError) as err:
        g.submit(ReturnCards(1, (3, 4)))
    assert err.value.clause == "WV3"
    evs = g.submit(ReturnCards(0, (0, 1)))
    assert kinds(evs) == ["return_chosen"]
    assert sorted(g.view(0).hand) == [0, 1, 2, 15]      # unchanged until the last choice
    assert g.events_for(1)[-1].cards == (-1, -1)      # nobody sees another's choice
    assert g.view(1).waiting == (1, 2)
    g.submit(ReturnCards(1, (3, 4)))
    evs = g.submit(ReturnCards(2, (6, 7)))
    assert kinds(evs)[:5] == ["return_chosen", "returned", "returned", "returned",
                              "clock_advanced"]


def test_WV4_RU13_a_parrot_refilled_by_the_wave_repeats_it() -> None:
    """The face-up refill of a wave's parrot is a random wreck card — the parrot itself can
    come back (it is mixed in first), and then WV3 runs again."""
    g = new(beach=[15, 9, 10], beach_up=[True, False, False], hands=[[0], [3]],
            wreck=[PARROT, PARROT])
    evs = g.submit(DrawBeach(0, 0))
    assert kinds(evs).count("return_asked") == 2
    assert [e.clock for e in evs if isinstance(e, E.ClockAdvanced)] == [2, 3]


# --- PL / DA2 -------------------------------------------------------------------------------


def test_PL1_only_hand_cards_may_be_laid() -> None:
    g = new(hands=[[14], [16]])
    for laid in (((16, "double"),), ((PARROT, "single"),), ((14, "double"), (14, "single"))):
        with pytest.raises(RuleError) as err:
            g.submit(LaySet(0, laid))
        assert err.value.clause == "PL1"


def test_DA2_the_engine_refuses_exactly_what_evaluate_refuses() -> None:
    g = new(hands=[[9, 14], [16]])
    v = g.view(0)
    for laid in (((9, "single"),), ((14, "double"),), ()):
        out = evaluate(CAT, v.beach_up, v.captains, 0, 2, laid)
        if out.legal:
            assert Game.decide(g._state, LaySet(0, laid))[0].captures
        else:
            with pytest.raises(RuleError) as err:
                g.submit(LaySet(0, laid))
            assert err.value.clause == out.clause


def test_PL8_the_prompt_lists_exactly_the_capturable_colours() -> None:
    g = new(hands=[[14, 9], [16]])
    assert g.prompt().colours == (GREEN, CAT.double[9])
    g2 = new(hands=[[9], [16]], values=[1, 1, 1, 1, 8, 1, 1], owners=[-1, -1, -1, -1, 1, -1, -1])
    assert g2.prompt().colours == ()


def test_RU9_captures_happen_automatically_and_RU17_hands_have_no_limit() -> None:
    g = new(hands=[[0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11], [13]])
    assert len(g.view(0).hand) == 11 and g.prompt().step == "turn"
    evs = g.submit(LaySet(0, ((3, "double"), (4, "double"))))   # yellow 2, red 2
    assert {c[0] for c in evs[0].captures} == {2, 3}


# --- E / setup --------------------------------------------------------------------------------


def test_RU16_E4_a_full_tie_is_a_shared_win() -> None:
    g = new(hands=[[6], [7]], wreck=[PARROT], clock=7,
            values=[7, 5, 1, 7, 5, 1, 1], owners=[0, 0, -1, 1, 1, -1, -1])
    g.submit(DrawWreck(0))
    end = g.events[-1]
    assert end == E.GameEnded("clock", (12, 12), (0, 1), "shared")
    assert g.view(1).winners == (0, 1) and g.view(1).tiebreak == "shared"


def test_E1_E3_a_score_at_the_target_ends_at_once() -> None:
    """Seat 0 holds captain cards worth the 2-player target less 2; a set taking green at 1
    (to 2) reaches it."""
    held = CAT.target(2) - 2
    values = [1] + [min(8, max(1, held - 8 * i)) for i in range(6)]
    owners = [-1] + [0 if held - 8 * i > 0 else -1 for i in range(6)]
    assert sum(v for v, o in zip(values, owners, strict=True) if o == 0) == held
    g = new(hands=[[14], [6]], values=values, owners=owners)
    evs = g.submit(LaySet(0, ((14, "double"),)))
    assert kinds(evs) == ["set_laid", "game_ended"] and g.over and g.prompt() is None
    with pytest.raises(RuleError):
        g.submit(DrawWreck(1))


def test_V1_S4_two_to_four_players_only() -> None:
    for n in (1, 5):
        with pytest.raises(SetupError):
            Game.new([f"P{i}" for i in range(n)], cat=CAT, seed=1)


def test_RU18_S6_first_player_random_or_seat_one() -> None:
    firsts = {Game.new(NAMES[:4], cat=CAT, seed=s).prompt().seat for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert {Game.new(NAMES[:4], cat=CAT, seed=s, first_player="first").prompt().seat
            for s in range(10)} == {0}


def test_S3_S5_the_parrot_is_never_on_the_first_beach_or_in_a_starting_hand() -> None:
    for seed in range(300):
        first = Game.new(NAMES[:4], cat=CAT, seed=seed).events[0]
        assert PARROT not in first.beach and all(PARROT not in h for h in first.hands)
        assert len({CAT.single[c] for c in first.beach}) > 1       # RU14: no trio left


def test_RU21_a_seat_that_can_do_nothing_passes() -> None:
    """Unreachable in play (the parrot is always drawable): an empty wreck and beach and an
    empty hand, built on the state; the turn passes to the next seat."""
    from game.rum import rules as R
    g = new(beach=[-1, -1, -1], hands=[[], [9]])
    s = g._state
    s.hands[1].extend(c for c in s.wreck if c != PARROT)
    s.wreck.clear()
    s.flying = True                        # (where else could the parrot be)
    out: list[object] = []
    R.begin_turn(s, out, 0)
    assert out == [E.TurnStarted(0), E.TurnPassed(0), E.TurnStarted(1)]


# --- BE: the beach; DA6, DA7 -----------------------------------------------------------------


def test_BE1_BE2_beach_cards_lie_single_end_up_and_count_their_single() -> None:
    g = new(beach=[0, 1, 9], hands=[[13], [16]])      # two green singles face up
    assert g.prompt().colours == (GREEN, CAT.double[13])
    evs = g.submit(LaySet(0, ((13, "single"),)))      # RU5: a hand card unlocks the beach
    assert evs[0].captures == ((GREEN, -1, 1, 2, "count"),)


def test_BE3_a_face_down_refill_is_unknown_to_everyone_even_the_parrot() -> None:
    g = new(seats=3, hands=[[9], [10], [11]], wreck=[PARROT])
    g.submit(DrawBeach(0, 1))
    for seat in range(3):
        assert g.view(seat).beach[1] == (-1, False)
        refill = [e for e in g.events_for(seat) if isinstance(e, E.Refilled)][0]
        assert refill.card == -1


def test_BE4_a_set_never_removes_beach_cards() -> None:
    g = new(beach=[0, 1, 9], hands=[[13], [16]])
    g.submit(LaySet(0, ((13, "single"),)))
    assert [sp.card for sp in g.view(1).beach] == [0, 1, 9]


def test_DA6_no_prompt_is_shared_and_a_wave_asks_one_seat_at_a_time() -> None:
    g = new(seats=3, beach=[15, 9, 10], beach_up=[True, False, False],
            hands=[[0, 1, 2], [3, 4, 5], [6, 7, 8]], wreck=[PARROT])
    assert not g.prompt().shared
    g.submit(DrawBeach(0, 0))
    for seat in (0, 1, 2):
        p = g.prompt()
        assert p.seat == seat and not p.shared and g.legal((seat + 1) % 3) is None
        assert g.view((seat + 1) % 3).prompt is None
        g.submit(ReturnCards(seat, p.cards[:2]))


def test_DA7_a_laid_card_is_an_id_and_an_end_values_and_clock_are_integers() -> None:
    from game.rum.commands import COMMANDS
    cmd = LaySet(0, ((14, "double"), (9, "single")))
    data = COMMANDS.to_dict(cmd)
    assert data == {"action": "lay_set", "seat": 0, "laid": [[14, "double"], [9, "single"]]}
    assert COMMANDS.from_dict(data) == cmd
    v = new(hands=[[14], [16]]).view(0)
    assert all(isinstance(c.value, int) and 1 <= c.value <= 8 for c in v.captains)
    assert isinstance(v.clock, int)
    with pytest.raises(ValueError):
        COMMANDS.from_dict({"action": "lay_set", "seat": 0, "laid": [[14, 2]]})


def test_DA1_commands_are_draw_beach_draw_wreck_lay_set_return_cards() -> None:
    from game.rum.commands import COMMANDS
    assert set(COMMANDS.classes) == {"draw_beach", "draw_wreck", "lay_set", "return_cards"}


def test_PL11_PL10_laid_cards_go_to_the_wreck_and_a_rival_loses_the_card() -> None:
    g = new(hands=[[14, 16], [13]], values=[3, 1, 1, 1, 1, 1, 1],
            owners=[1, -1, -1, -1, -1, -1, -1])
    assert g.view(0).scores == (0, 3)
    g.submit(LaySet(0, ((14, "double"), (16, "double"))))
    v = g.view(1)
    assert v.scores == (4, 0) and v.captains[GREEN] == (GREEN, 4, 0)
    assert v.wreck == 22 - 3 - 1 - 0                    # the two laid cards joined it
