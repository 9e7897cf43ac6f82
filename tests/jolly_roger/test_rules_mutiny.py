"""Mutiny (M1–M13), its windows and laps (DA1, DA3) and rulings (RU2, RU6, RU7, RU8).

The table: Anna (seat 0) is captain. Named cards carry their crew count (mutiny strength):
Anna a5 a4, Ben b2 b1, Cleo c5 c3 c1, Dan d4 d2 d1 and the Cannon Fodder (5).
With `loot=True` round 1 is a won Fort (Ben quartermaster) leaving Anna 3 gold, Ben 2 gold,
Cleo 1 gold and Dan a Rum, and the mutiny happens in round 2.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from rules_flow import (
    Cards,
    appoint,
    attack,
    choose,
    fort_card,
    new,
    no_punishment,
    refused,
    run_until,
    share,
    step,
    winning_trio,
)
from support import CAT, play, prizes, state, types

from game.jolly_roger import commands as K
from game.jolly_roger import events as E
from game.jolly_roger.state import hand_limit

ANNA, BEN, CLEO, DAN = range(4)
CAPTAIN_CARD, QM_CARD = CAT.captain_card, CAT.quartermaster_card


def mgame(*, loot: bool = False, captain: int = ANNA,
          hands: Callable[[Cards, dict[str, Any]], dict[int, list[int]]] | None = None,
          ) -> tuple[Any, dict[str, Any]]:
    """The table described above, at the first appointment (or round 2's with `loot`).
    `hands(cards, k)` may replace some seats' hands, drawing new cards from `cards`."""
    cards = Cards()
    k: dict[str, Any] = {"trio": winning_trio(cards)}
    for name, count in (("a5", 5), ("a4", 4), ("b2", 2), ("b1", 1), ("c5", 5), ("c3", 3),
                        ("c1", 1), ("d4", 4), ("d2", 2), ("d1", 1)):
        k[name] = cards.one(count=count)
    k["fodder"] = cards.one(special="cannon_fodder")
    default = {
        ANNA: [k["a5"], k["a4"]] + cards.filler(4),
        BEN: k["trio"] + [k["b2"], k["b1"]] + cards.filler(1),
        CLEO: [k["c5"], k["c3"], k["c1"]] + cards.filler(4),
        DAN: [k["d4"], k["d2"], k["d1"], k["fodder"]] + cards.filler(2),
    }
    if hands is not None:
        default.update(hands(cards, k))
    k.update(g3=prizes("gold", 3)[0], g2=prizes("gold", 2)[0], g1=prizes("gold", 1)[0],
             rum=prizes("rum")[0], fort=fort_card(4, (1, 3, 2)))
    game = new(4, captain=captain, hands=[default[s] for s in range(4)], fort=[k["fort"]],
               prizes=[k["g3"], k["g2"], k["g1"], k["rum"]])
    if loot:
        appoint(game, BEN)
        choose(game, "fort")
        attack(game, k["trio"])
        share(game, k["g3"], [(k["g2"], BEN), (k["g1"], CLEO), (k["rum"], DAN)])
        no_punishment(game)
        assert state(game).prizes == [[k["g3"]], [k["g2"]], [k["g1"]], [k["rum"]]]
    return game, k


def act(game: Any, seat: int, cards: Any = None, side: str = "") -> list[Any]:
    """The next mutiny prompt is `seat`'s (DA3 order); it plays `cards` to `side` or passes."""
    p = game.prompt()
    assert (p.step, p.seat) == ("mutiny", seat), p
    if cards is None:
        return play(game, K.Pass(seat))
    return play(game, K.PlayCards(seat, tuple(cards), side))


def end_mutiny(game: Any) -> list[Any]:
    """Everyone passes until a full lap has passed (M6)."""
    events: list[Any] = []
    while step(game) == "mutiny":
        events += play(game, K.Pass(game.prompt().seat))
    return events


def resolved(game: Any) -> E.MutinyResolved:
    return [e for e in game.events if isinstance(e, E.MutinyResolved)][-1]


def windows_asked(game: Any, start: int = 0) -> list[tuple[str, tuple[int, ...]]]:
    return [(e.context, e.seats) for e in game.events[start:]
            if isinstance(e, E.Ask) and e.step == "window"]


# --- M1 / DA1: the windows ------------------------------------------------------------------

def test_M1_a_window_opens_after_each_of_the_three_captain_decisions() -> None:
    game, k = mgame()
    start = len(game.events)
    appoint(game, BEN)
    choose(game, "merchant")
    attack(game, [k["b2"]])
    no_punishment(game)
    evs = game.events[start:]
    names = types(evs)
    # Decision, then its window, then what the window guards.
    for decision, window in (("quartermaster_appointed", "appointment"),
                             ("destination_chosen", "destination"),
                             ("punishment_ordered", "punishment")):
        i = names.index(decision)
        assert next(e for e in evs[i:] if isinstance(e, E.Ask)) == E.Ask(
            "window", (BEN, CLEO, DAN), window)
    assert [e.window for e in evs if isinstance(e, E.WindowClosed)] == [
        "appointment", "destination", "punishment"]
    # M1: the window comes before the quartermaster acts (the attack starts after it).
    assert names.index("window_closed") < names.index("destination_chosen")
    closed_dest = [i for i, e in enumerate(evs) if e == E.WindowClosed("destination")][0]
    first_attack = [i for i, e in enumerate(evs) if isinstance(e, E.Ask) and e.step == "attack"]
    assert closed_dest < first_attack[0]


def test_DA1_M3_window_asks_from_the_captains_left_never_the_captain() -> None:
    game, k = mgame(captain=CLEO)
    play(game, K.Appoint(CLEO, ANNA))
    order = []
    while step(game) == "window":
        p = game.prompt()
        assert p.clause == "M3" and p.context == "appointment"
        assert set(p.actions) == {"call_mutiny", "pass"}
        assert p.cards == tuple(state(game).hands[p.seat])      # any crew card of the hand
        if not order:
            refused(game, K.CallMutiny(CLEO, state(game).hands[CLEO][0]), "M3")
        order.append(p.seat)
        play(game, K.Pass(p.seat))
    assert order == [DAN, ANNA, BEN]
    assert step(game) == "destination"


def test_DA1_M3_the_first_to_call_starts_it_and_the_quartermaster_may_call() -> None:
    game, k = mgame()
    play(game, K.Appoint(ANNA, BEN))
    refused(game, K.CallMutiny(BEN, k["c5"]), "M3")              # not Ben's card
    events = play(game, K.CallMutiny(BEN, k["b2"]))              # the quartermaster calls
    assert E.MutinyCalled(BEN, k["b2"], "appointment") in events
    assert not any(isinstance(e, E.MutinyDeclined) for e in game.events)   # Cleo, Dan: never asked
    v = game.view(DAN)
    assert v.mutiny_leader == BEN and v.mutiny_cards == ((k["b2"], "mutineer"),)
    assert v.mutiny_strength == (0, 2) and v.mutiny_used
    assert k["b2"] not in state(game).hands[BEN]
    # DA3: support starts at the First Mutineer's left.
    assert (game.prompt().step, game.prompt().seat) == ("mutiny", CLEO)


def test_M3_a_player_with_no_crew_card_cannot_call_mutiny() -> None:
    """Ben (quartermaster) and Dan empty their hands in the attack: at the punishment window
    only Cleo is asked, and Ben's call is refused."""
    cards = Cards()
    ben, dan = cards.take(2, count=2), cards.take(1, count=3)
    hands = [cards.filler(6), ben, cards.filler(6), dan]
    game = new(4, captain=ANNA, hands=hands)
    appoint(game, BEN)
    choose(game, "fort")
    play(game, K.PlayCards(BEN, tuple(ben)), K.Pass(CLEO), K.PlayCards(DAN, tuple(dan)),
         K.Pass(ANNA), K.Reveal(BEN))
    assert state(game).hands[BEN] == [] and state(game).hands[DAN] == []
    assert game.view(ANNA).hand_sizes[BEN] == 0
    start = len(game.events)
    play(game, K.OrderPunishment(ANNA, False))
    assert windows_asked(game, start) == [("punishment", (CLEO,))]
    refused(game, K.CallMutiny(BEN, ben[0]), "M3")
    refused(game, K.CallMutiny(DAN, dan[0]), "M3")
    play(game, K.Pass(CLEO))
    assert state(game).round == 2 and step(game) == "appoint"


# --- M2: one mutiny a round -----------------------------------------------------------------

def test_M2_a_failed_mutiny_uses_up_the_rounds_one_mutiny() -> None:
    game, k = mgame()
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN), K.CallMutiny(CLEO, k["c1"]))
    act(game, DAN)
    act(game, ANNA, [k["a5"]], "captain")
    end_mutiny(game)
    assert resolved(game).winner == "captain"
    play(game, K.Appoint(ANNA, BEN))
    start = len(game.events)
    play(game, K.ChooseDestination(ANNA, "fort"))
    # No one is asked after the destination choice: the window closes at once.
    assert windows_asked(game, start) == []
    assert E.WindowClosed("destination") in game.events[start:]
    assert game.view(DAN).mutiny_used
    attack(game, [k["b2"]])
    start = len(game.events)
    play(game, K.OrderPunishment(ANNA, False))
    assert windows_asked(game, start) == [] and E.WindowClosed("punishment") in game.events[start:]
    # The next round the windows open again.
    start = len(game.events)
    play(game, K.Appoint(ANNA, DAN))
    assert windows_asked(game, start) == [("appointment", (BEN, CLEO, DAN))]
    assert not game.view(BEN).mutiny_used


# --- refusals that name the broken rule (M1, M2, M3) ------------------------------------

def test_M2_a_second_mutiny_in_the_round_is_refused_citing_M2_at_any_prompt() -> None:
    """After the round's mutiny, a call is refused as M2 — not with the clause of whatever
    decision is pending (the attack's AT1, the punishment's PU3) — and names nobody by seat."""
    game, k = mgame()
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN), K.CallMutiny(CLEO, k["c1"]))
    err = refused(game, K.CallMutiny(DAN, k["d4"]), "M2")      # during the mutiny itself
    act(game, DAN)
    act(game, ANNA, [k["a5"]], "captain")
    end_mutiny(game)
    play(game, K.Appoint(ANNA, BEN), K.ChooseDestination(ANNA, "fort"))
    assert game.prompt().clause == "AT1"
    err = refused(game, K.CallMutiny(CLEO, state(game).hands[CLEO][0]), "M2")
    assert "seat" not in err.message
    attack(game, [k["b2"]])
    play(game, K.OrderPunishment(ANNA, True))
    assert (game.prompt().step, game.prompt().clause) == ("victim", "PU3")
    refused(game, K.CallMutiny(DAN, k["d4"]), "M2")
    refused(game, K.CallMutiny(BEN, k["b1"]), "M2")            # the quartermaster too


def test_M3_the_captain_calling_a_mutiny_is_refused_citing_M3() -> None:
    """At the captain's own destination prompt (VY1) and in another seat's window turn."""
    game, k = mgame()
    appoint(game, BEN)
    assert game.prompt().clause == "VY1"
    err = refused(game, K.CallMutiny(ANNA, k["a5"]), "M3")
    assert "captain" in err.message
    play(game, K.ChooseDestination(ANNA, "fort"))
    assert (game.prompt().step, game.prompt().seat) == ("window", BEN)
    refused(game, K.CallMutiny(ANNA, k["a5"]), "M3")


def test_M1_a_mutiny_outside_a_window_is_refused_citing_M1() -> None:
    """No mutiny yet this round, but the attack is no moment for one (M1: only right after a
    captain's decision)."""
    game, k = mgame()
    appoint(game, BEN)
    choose(game, "fort")
    assert game.prompt().clause == "AT1"
    refused(game, K.CallMutiny(CLEO, k["c5"]), "M1")


def test_a_refusal_names_the_players_never_their_seat_numbers() -> None:
    """'It is Anna's decision now, not Ben's'; a number that is no seat is said to be one."""
    game, k = mgame()
    err = refused(game, K.Appoint(BEN, CLEO), "A1")
    assert err.message == "It is Anna's decision now, not Ben's."
    err = refused(game, K.Appoint(9, CLEO), "A1")
    assert err.message == "There is no seat 9 at this table."
    err = refused(game, K.Appoint(ANNA, ANNA), "A1")
    assert "seat" not in err.message and "themselves" in err.message
    err = refused(game, K.Appoint(ANNA, 7), "A1")
    assert err.message == "There is no seat 7 at this table."


# --- M4 / DA3: support in laps, one side only -----------------------------------------------

def test_DA3_M4_M6_support_laps_from_the_mutineers_left_until_a_full_lap_plays_nothing() -> None:
    game, k = mgame()
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN), K.CallMutiny(CLEO, k["c1"]))
    seen = []
    script = {0: None, 1: ([k["a4"]], "captain"), 2: None, 3: None,        # lap 1
              4: ([k["d1"]], "mutineer"), 5: None, 6: None, 7: None}       # Dan joins late
    i = 0
    while step(game) == "mutiny":
        p = game.prompt()
        seen.append(p.seat)
        move = script.get(i)
        play(game, K.Pass(p.seat) if move is None else K.PlayCards(p.seat, tuple(move[0]),
                                                                     move[1]))
        i += 1
    # Dan, Anna, Ben, Cleo, Dan(plays), Anna, Ben, Cleo, Dan: a full lap of passes ends it.
    assert seen == [DAN, ANNA, BEN, CLEO, DAN, ANNA, BEN, CLEO, DAN]
    assert resolved(game).totals == (4, 2)


def test_M4_a_player_never_supports_both_sides() -> None:
    game, k = mgame()
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN), K.CallMutiny(CLEO, k["c1"]))
    p = game.prompt()
    assert (p.seat, p.choices) == (DAN, ("captain", "mutineer"))     # neutral: either side
    act(game, DAN, [k["d1"]], "mutineer")
    p = game.prompt()
    assert p.seat == ANNA and p.choices == ("captain",)              # the captain's own side
    refused(game, K.PlayCards(ANNA, (k["a4"],), "mutineer"), "M4")
    act(game, ANNA, [k["a4"]], "captain")
    act(game, BEN)
    p = game.prompt()
    assert p.seat == CLEO and p.choices == ("mutineer",)
    refused(game, K.PlayCards(CLEO, (k["c3"],), "captain"), "M4")
    act(game, CLEO)
    p = game.prompt()
    assert p.seat == DAN and p.choices == ("mutineer",)              # locked to his first side
    refused(game, K.PlayCards(DAN, (k["d4"],), "captain"), "M4")
    refused(game, K.PlayCards(DAN, (k["d4"],), ""), "M4")
    act(game, DAN, [k["d4"]], "mutineer")
    assert game.view(BEN).mutiny_sides == ("captain", "neutral", "mutineer", "mutineer")


# --- M5 / RU6: strength -------------------------------------------------------------------

def test_M5_RU6_strength_is_crew_counts_role_cards_one_each_totals_public() -> None:
    game, k = mgame()
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN), K.CallMutiny(CLEO, k["c3"]))
    p = game.prompt()
    assert p.seat == DAN and CAPTAIN_CARD not in p.cards and QM_CARD not in p.cards
    refused(game, K.PlayCards(DAN, (CAPTAIN_CARD,), "captain"), "M4")
    act(game, DAN, [k["fodder"]], "mutineer")                          # Cannon Fodder: 5
    assert game.view(ANNA).mutiny_strength == (0, 8)
    p = game.prompt()
    assert p.seat == ANNA and CAPTAIN_CARD in p.cards and QM_CARD not in p.cards
    refused(game, K.PlayCards(ANNA, (CAPTAIN_CARD,), "mutineer"), ("M4", "RU6"))
    act(game, ANNA, [CAPTAIN_CARD, k["a5"]], "captain")                # 1 + 5
    assert game.view(CLEO).mutiny_strength == (6, 8)
    p = game.prompt()
    assert p.seat == BEN and QM_CARD in p.cards and CAPTAIN_CARD not in p.cards
    act(game, BEN, [QM_CARD, k["b2"]], "captain")                      # 1 + 2
    for seat in range(4):
        assert game.view(seat).mutiny_strength == (9, 8)
    # The role cards lie in front of their holders, never in a hand.
    assert CAPTAIN_CARD not in state(game).hands[ANNA] and QM_CARD not in state(game).hands[BEN]
    p = game.prompt()
    assert p.seat == CLEO
    act(game, CLEO)
    p = game.prompt()
    assert p.seat == DAN
    act(game, DAN)
    p = game.prompt()
    assert p.seat == ANNA and CAPTAIN_CARD not in p.cards               # added once only
    end_mutiny(game)
    assert resolved(game).totals == (9, 8) and resolved(game).winner == "captain"


def test_RU6_the_quartermaster_card_joins_the_side_its_holder_chooses() -> None:
    game, k = mgame()
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN), K.CallMutiny(CLEO, k["c5"]))
    act(game, DAN)
    act(game, ANNA, [k["a5"]], "captain")
    act(game, BEN, [QM_CARD], "mutineer")                              # 5 vs 5 + 1
    end_mutiny(game)
    r = resolved(game)
    assert (r.winner, r.captain, r.totals) == ("mutineer", CLEO, (5, 6))
    assert r.losers == (ANNA,)


# --- M7 / M8 / M9: who wins, who loses ----------------------------------------------------

def test_M7_rulebook_example_captain_6_against_mutineer_5_the_captain_wins() -> None:
    game, k = mgame()
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN), K.CallMutiny(CLEO, k["c5"]))
    act(game, DAN)
    act(game, ANNA, [k["a4"]], "captain")
    act(game, BEN, [k["b2"]], "captain")
    events = end_mutiny(game)
    r = next(e for e in events if isinstance(e, E.MutinyResolved))
    assert r == E.MutinyResolved("captain", ANNA, (CLEO,), (6, 5))
    assert game.view(DAN).captain == ANNA
    assert (game.prompt().seat, game.prompt().step) == (ANNA, "appoint")


def test_M7_a_tie_goes_to_the_captain() -> None:
    game, k = mgame()
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN), K.CallMutiny(CLEO, k["c5"]))
    act(game, DAN)
    act(game, ANNA, [k["a5"]], "captain")
    end_mutiny(game)
    r = resolved(game)
    assert (r.winner, r.captain, r.totals) == ("captain", ANNA, (5, 5))


def test_M7_M8_M9_more_crew_wins_the_first_mutineer_takes_the_captain_card() -> None:
    """Anna plays nothing yet loses as the captain's leader; Ben played for her and loses;
    Dan stays neutral and is no loser."""
    game, k = mgame()
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN), K.CallMutiny(CLEO, k["c3"]))
    act(game, DAN)
    act(game, ANNA)
    act(game, BEN, [k["b2"]], "captain")
    act(game, CLEO, [k["c1"]], "mutineer")
    end_mutiny(game)
    r = resolved(game)
    assert (r.winner, r.captain, r.totals) == ("mutineer", CLEO, (2, 4))
    assert sorted(r.losers) == [ANNA, BEN] and DAN not in r.losers
    for seat in range(4):
        assert game.view(seat).captain == CLEO
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (CLEO, "appoint", "M10")
    assert CLEO not in p.targets and ANNA in p.targets


def test_M7_if_nobody_supports_either_side_the_mutineer_wins() -> None:
    """The captain's side has no crew until someone plays for it (M5): 0 < 1."""
    game, k = mgame()
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN), K.CallMutiny(CLEO, k["c1"]))
    end_mutiny(game)
    assert resolved(game) == E.MutinyResolved("mutineer", CLEO, (ANNA,), (0, 1))


# --- M10 / M11: appointment and the losers' prizes ----------------------------------------

def test_M10_A2_the_captain_appoints_at_once_and_empty_hands_draw_one_card() -> None:
    game, k = mgame(hands=lambda cards, k: {DAN: [k["d2"], k["d1"]]})
    dan = [k["d2"], k["d1"]]
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN), K.CallMutiny(CLEO, k["c5"]))
    act(game, DAN, dan, "mutineer")                                   # Dan empties his hand
    act(game, ANNA, [k["a5"], k["a4"]], "captain")
    end_mutiny(game)
    assert resolved(game).winner == "captain"
    assert state(game).hands[DAN] == [] and game.view(ANNA).quartermaster == -1
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (ANNA, "appoint", "M10")
    events = play(game, K.Appoint(ANNA, DAN))                          # a new quartermaster
    drawn = [e for e in events if isinstance(e, E.CardsDrawn)]
    assert [(e.seat, len(e.cards), e.reason) for e in drawn] == [(DAN, 1, "free")]
    assert game.view(ANNA).quartermaster == DAN
    names = types(events)
    assert names.index("quartermaster_appointed") < names.index("cards_drawn") \
        < names.index("mutiny_crew_dealt")


def test_M11_M9_losers_face_up_prizes_captain_picks_then_quartermaster_shares_among_all() -> None:
    game, k = mgame(loot=True)
    assert state(game).round == 2
    play(game, K.Appoint(ANNA, CLEO), K.Pass(BEN), K.CallMutiny(CLEO, k["c5"]))
    act(game, DAN, [k["d1"]], "mutineer")
    act(game, ANNA, [k["a5"], k["a4"]], "captain")
    end_mutiny(game)                                                   # Ben stays neutral
    r = resolved(game)
    assert (r.winner, sorted(r.losers), r.totals) == ("captain", [CLEO, DAN], (9, 6))
    events = play(game, K.Appoint(ANNA, BEN))
    assert E.PrizesSeized(BEN, ((k["g1"], CLEO), (k["rum"], DAN))) in events
    g = state(game)
    assert g.prizes[CLEO] == [] and g.prizes[DAN] == [] and g.prizes[BEN] == [k["g2"]]
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (ANNA, "loot_pick", "M11")
    assert sorted(p.cards) == sorted([k["g1"], k["rum"]])
    play(game, K.TakePrize(ANNA, k["rum"]))
    p = game.prompt()
    assert (p.seat, p.step) == (BEN, "loot_share") and p.targets == (ANNA, BEN, CLEO, DAN)
    refused(game, K.ShareLoot(BEN, ((k["g1"], ANNA),)), "L2")          # a 2nd card for Anna
    refused(game, K.ShareLoot(BEN, ()), "L2")                           # every card dealt
    play(game, K.ShareLoot(BEN, ((k["g1"], CLEO),)))                    # losers share too
    assert g.prizes == [[k["g3"], k["rum"]], [k["g2"]], [k["g1"]], []]


def test_M11_a_single_seized_card_goes_to_the_captain_and_the_old_captain_can_lose_prizes() -> None:
    game, k = mgame(loot=True)
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN), K.CallMutiny(CLEO, k["c5"]))
    end_mutiny(game)                                                   # 0 against 5
    assert resolved(game).losers == (ANNA,)
    events = play(game, K.Appoint(CLEO, DAN))
    assert E.PrizesSeized(DAN, ((k["g3"], ANNA),)) in events
    assert E.PrizeTaken(CLEO, k["g3"]) in events
    assert state(game).prizes[CLEO] == [k["g1"], k["g3"]]


# --- M12 / RU7: the mutiny's crew cards ---------------------------------------------------

def test_M12_RU7_crew_dealt_from_quartermasters_left_role_cards_kept_fodder_discarded() -> None:
    # Cleo holds 7 cards so that the deal pushes her over the limit (H2).
    game, k = mgame(hands=lambda cards, k: {CLEO: [k["c5"], k["c3"], k["c1"]] + cards.filler(4)})
    assert len(state(game).hands[CLEO]) == 7 == hand_limit(4)
    play(game, K.Appoint(ANNA, DAN), K.Pass(BEN), K.CallMutiny(CLEO, k["c5"]))
    act(game, DAN, [k["fodder"], k["d1"]], "mutineer")                # 5 + 5 + 1
    act(game, ANNA, [CAPTAIN_CARD, k["a5"], k["a4"]], "captain")      # 1 + 5 + 4
    act(game, BEN, [k["b2"], k["b1"]], "captain")                     # + 3
    end_mutiny(game)
    assert resolved(game).totals == (13, 11)
    hands_before = [list(h) for h in state(game).hands]
    events = play(game, K.Appoint(ANNA, BEN))                          # Ben quartermaster
    dealt = next(e for e in events if isinstance(e, E.MutinyCrewDealt))
    played = [k["c5"], k["d1"], k["a5"], k["a4"], k["b2"], k["b1"]]
    assert dealt.discarded == (k["fodder"],)
    assert k["fodder"] in state(game).crew_discard
    # Six cards from Ben's left: Cleo and Dan get the extra ones.
    assert [seat for seat, _c in dealt.deals] == [CLEO, DAN, ANNA, BEN]
    assert {seat: len(c) for seat, c in dealt.deals} == {CLEO: 2, DAN: 2, ANNA: 1, BEN: 1}
    assert Counter(c for _s, cs in dealt.deals for c in cs) == Counter(played)
    for seat, cs in dealt.deals:
        assert state(game).hands[seat] == hands_before[seat] + list(cs)
    assert CAPTAIN_CARD not in {c for _s, cs in dealt.deals for c in cs}
    assert game.view(ANNA).captain == ANNA
    # Face down: the others see only how many.
    mine = next(e for e in game.events_for(DAN) if isinstance(e, E.MutinyCrewDealt))
    assert dict(mine.deals)[DAN] == dict(dealt.deals)[DAN]
    assert set(dict(mine.deals)[CLEO]) == {E.HIDDEN}
    # H2 applies: Cleo is at 8 and must discard one before play continues.
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.min_cards) == (CLEO, "discard", "H2", 1)


# --- M13 / RU2 / RU8: what follows --------------------------------------------------------

def test_M13_mutiny_at_the_appointment_window_is_followed_by_the_destination_choice() -> None:
    game, k = mgame()
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN), K.CallMutiny(CLEO, k["c5"]))
    end_mutiny(game)
    play(game, K.Appoint(CLEO, DAN))
    p = game.prompt()
    assert (p.seat, p.step) == (CLEO, "destination") and state(game).round == 1
    start = len(game.events)
    play(game, K.ChooseDestination(CLEO, "fort"))
    assert windows_asked(game, start) == []                    # M2: used up
    assert (game.prompt().seat, game.prompt().step) == (DAN, "attack")


def test_RU2_M13_mutiny_after_the_destination_choice_returns_the_card_on_top_of_its_stack() -> None:
    game, k = mgame()
    appoint(game, BEN)
    g = state(game)
    fort_stack = list(g.stacks[0])
    drawn = fort_stack[-1]
    play(game, K.ChooseDestination(ANNA, "fort"))
    assert g.destination == drawn and len(g.stacks[0]) == len(fort_stack) - 1
    events = play(game, K.Pass(BEN), K.CallMutiny(CLEO, k["c1"]))
    assert E.MutinyCalled(CLEO, k["c1"], "destination") in events
    assert E.DestinationReturned("fort", drawn, "RU2") in events
    assert g.stacks[0] == fort_stack and g.destination == -1 and g.dest_discard == []
    # The quartermaster never acted on it.
    assert not any(isinstance(e, E.Ask) and e.step == "attack" for e in game.events)
    act(game, DAN)
    act(game, ANNA, [k["a4"]], "captain")
    end_mutiny(game)
    play(game, K.Appoint(ANNA, DAN))
    p = game.prompt()
    assert (p.seat, p.step) == (ANNA, "destination") and "fort" in p.choices
    events = play(game, K.ChooseDestination(ANNA, "fort"))            # confirm the kind
    assert E.DestinationChosen(ANNA, "fort", drawn) in events          # the same card
    assert (game.prompt().seat, game.prompt().step) == (DAN, "attack")


def test_RU8_M13_mutiny_at_the_punishment_window_cancels_it_and_ends_the_round() -> None:
    game, k = mgame()
    appoint(game, BEN)
    choose(game, "merchant")
    attack(game, [k["b2"]])
    play(game, K.OrderPunishment(ANNA, True))
    assert game.view(DAN).punishment_ordered
    play(game, K.Pass(BEN), K.CallMutiny(CLEO, k["c5"]))
    assert not game.view(DAN).punishment_ordered
    act(game, DAN)
    act(game, ANNA, [k["a5"]], "captain")
    end_mutiny(game)
    start = len(game.events)
    play(game, K.Appoint(ANNA, DAN))
    evs = game.events[start:]
    names = types(evs)
    assert "punished" not in names and not any(
        isinstance(e, E.Ask) and e.step == "victim" for e in evs)
    assert names.index("mutiny_crew_dealt") < names.index("round_ended")
    assert E.RoundEnded(1) in evs and E.RoundStarted(2) in evs
    assert (game.prompt().seat, game.prompt().step, game.prompt().clause) == (ANNA, "appoint", "A1")
    assert len(state(game).dest_discard) == 1


def test_M1_M2_mutiny_windows_reopen_every_round_for_a_whole_game() -> None:
    """With nobody calling, every round asks exactly three windows (appointment,
    destination, punishment), each from the captain's left."""
    game, _k = mgame()
    run_until(game, lambda g: g.over)
    asks = windows_asked(game)
    rounds = sum(1 for e in game.events if isinstance(e, E.RoundStarted))
    contexts = [c for c, _s in asks]
    assert Counter(contexts) == {"appointment": rounds, "destination": rounds,
                                 "punishment": rounds}
    for _c, seats in asks:                                    # Anna stays captain
        assert ANNA not in seats and list(seats) == sorted(seats)
