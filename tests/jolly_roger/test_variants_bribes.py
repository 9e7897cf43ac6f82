"""Variants Hidden Treasure (VH) and Captain's Gold (VG), bribes and promises (B1, DA6, ruling
RP10), who is asked at a reaction moment (DA4) and what each seat may see of it all (DA8).

Four players: Anna (seat 0) is captain and appoints Ben (seat 1) quartermaster; Cleo (2) and
Dan (3) are the crew. Hands and decks are prescribed; every card id comes from the catalogue
by its facts (support / rules_flow helpers), never typed in."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

import pytest
from rules_flow import (
    Cards,
    appoint,
    choose,
    new,
    no_punishment,
    pass_windows,
    refused,
    run_until,
    step,
)
from support import CAT, dests, new_game, play, prizes, state

from game.jolly_roger import commands as K
from game.jolly_roger import events as E
from game.jolly_roger.cards import SKILLS
from game.jolly_roger.engine import Game

ANNA, BEN, CLEO, DAN = range(4)
HIDDEN = E.HIDDEN
PRIZE_IDS = set(CAT.prize_ids)


# --- helpers --------------------------------------------------------------------------------

def of(events: Iterable[Any], cls: type) -> list[Any]:
    return [e for e in events if isinstance(e, cls)]


def target_with(n_prizes: int) -> tuple[str, int]:
    """An attack destination in play at four players worth exactly `n_prizes` prize cards
    (the easiest such card)."""
    best = min((sum(CAT.require[d]), kind, d) for kind in ("merchant", "settlement", "fort")
               for d in dests(kind, 4) if CAT.prizes[d] == n_prizes)
    return best[1], best[2]


def winning_cards(cards: Cards, require: tuple[int, int, int]) -> list[int]:
    """Plain single-skill crew cards that reach every requirement (AT5)."""
    out: list[int] = []
    for i, skill in enumerate(SKILLS):
        need = require[i]
        while need > 0:
            value = 3 if need >= 3 else need
            out.append(cards.one(skill=skill, value=value))
            need -= value
    return out


def prize_ids() -> dict[str, int]:
    """Distinct prize cards by name: g3, g2, g1, g1b, rum, hostage, jewel."""
    return {"g3": prizes("gold", 3)[0], "g2": prizes("gold", 2)[0], "g1": prizes("gold", 1)[0],
            "g1b": prizes("gold", 1)[1], "rum": prizes("rum")[0],
            "hostage": prizes("hostage")[0], "jewel": prizes("jewels")[0]}


def prize_ids_in(ev: Any) -> set[int]:
    """Every prize card id an event mentions."""
    found: set[int] = set()

    def walk(x: Any) -> None:
        if isinstance(x, bool):
            return
        if isinstance(x, int) and x in PRIZE_IDS:
            found.add(x)
        elif isinstance(x, (list, tuple)):
            for y in x:
                walk(y)
        elif isinstance(x, dict):
            for y in x.values():
                walk(y)

    walk(E.event_to_json(ev))
    return found


def won_attack(loot: list[int], *, variants: Iterable[str] = (), ask_all: bool = False,
               special: dict[int, list[str]] | None = None, rest: Iterable[int] = (),
               ) -> tuple[Game, dict[str, Any]]:
    """Round 1 up to the captain's pick: Ben wins an attack worth len(loot) prize cards, which
    lie in that order on top of the prize deck (then `rest`). `special`: special cards (by
    name) put into seats' hands."""
    cards = Cards()
    kind, dest = target_with(len(loot))
    win = winning_cards(cards, CAT.require[dest])
    extra = {seat: [cards.one(special=name) for name in names]
             for seat, names in (special or {}).items()}
    hands = []
    for seat in range(4):
        h = (win if seat == BEN else []) + extra.get(seat, [])
        hands.append(h + cards.filler(max(0, 5 - len(h))))
    port = next(d for d in dests("port", 4) if CAT.draw[d] == 1)  # for round 2, if wanted
    decks: dict[str, Any] = {kind: [dest], "prizes": list(loot) + list(rest), "port": [port]}
    game = new_game(4, variants=variants, ask_all=ask_all, captain=ANNA, hands=hands, **decks)
    appoint(game, BEN)
    choose(game, kind)
    pass_reactions(game)
    play(game, K.PlayCards(BEN, tuple(win)))
    pass_reactions(game)
    while step(game) == "attack":
        seat = game.prompt().seat
        play(game, K.Reveal(seat) if seat == BEN else K.Pass(seat))
    pass_reactions(game)
    return game, {"hands": hands, "win": win, "dest": dest, "extra": extra}


def pass_reactions(game: Game) -> None:
    """Everyone asked at an open reaction moment declines (DA4)."""
    while step(game) == "react":
        play(game, K.Pass(game.prompt().seat))


def finish_round(game: Game) -> None:
    no_punishment(game)
    assert step(game) == "appoint"


def to_port(game: Game) -> None:
    """Round 2: Ben again, the Pirate Port (its card draws 1); stops at the exchanges."""
    appoint(game, BEN)
    choose(game, "port")


def drawn(events: Iterable[Any], reason: str) -> list[tuple[int, int]]:
    return [(e.seat, len(e.cards)) for e in of(events, E.CardsDrawn) if e.reason == reason]


# --- VH: Hidden Treasure --------------------------------------------------------------------

def vh_loot() -> tuple[Game, dict[str, int]]:
    """VH, round 1 at the captain's pick of three prize cards: gold 3, gold 2, gold 1."""
    p = prize_ids()
    game, _ids = won_attack([p["g3"], p["g2"], p["g1"]], variants=("VH",))
    return game, p


def test_VH_the_captain_draws_the_loot_secretly_and_only_the_captain_sees_it() -> None:
    game, p = vh_loot()
    loot = (p["g3"], p["g2"], p["g1"])
    assert (game.prompt().seat, step(game)) == (ANNA, "loot_pick")
    drew = of(game.events, E.PrizesDrawn)[-1]
    assert drew.seat == ANNA  # VH: the captain draws, not the quartermaster
    assert set(game.view(ANNA).loot) == set(loot)
    for seat in (BEN, CLEO, DAN):  # the quartermaster too: he looks only when dealing
        v = game.view(seat)
        assert v.loot == () and v.loot_size == 3
        assert not set(loot) & v.card_ids()
        (ev,) = of(game.events_for(seat), E.PrizesDrawn)
        assert ev == E.PrizesDrawn(ANNA, (HIDDEN,) * 3)
    assert of(game.events_for(ANNA), E.PrizesDrawn) == [E.PrizesDrawn(ANNA, loot)]


def test_VH_the_quartermaster_sees_the_rest_while_dealing_it_the_crew_only_its_size() -> None:
    game, p = vh_loot()
    play(game, K.TakePrize(ANNA, p["g3"]))
    assert (game.prompt().seat, step(game)) == (BEN, "loot_share")
    assert set(game.view(BEN).loot) == {p["g2"], p["g1"]}
    for seat in (CLEO, DAN):
        v = game.view(seat)
        assert v.loot == () and v.loot_size == 2
        assert not {p["g3"], p["g2"], p["g1"]} & v.card_ids()
    # Nobody but the captain learns which card the captain kept.
    for seat in (BEN, CLEO, DAN):
        assert of(game.events_for(seat), E.PrizeTaken) == [E.PrizeTaken(ANNA, HIDDEN)]
        assert p["g3"] not in game.view(seat).card_ids()


def test_VH_DA8_other_seats_see_only_how_many_prize_cards_a_seat_holds() -> None:
    game, p = vh_loot()
    play(game, K.TakePrize(ANNA, p["g3"]))
    play(game, K.ShareLoot(BEN, ((p["g2"], CLEO), (p["g1"], DAN))))
    owners = {ANNA: p["g3"], CLEO: p["g2"], DAN: p["g1"]}
    for seat in range(4):
        v = game.view(seat)
        assert v.prize_counts == (1, 0, 1, 1)
        assert v.buried_counts == (0, 0, 0, 0)
        for owner, card in owners.items():
            if owner == seat:
                assert v.prizes[owner] == (card,)  # your own cards, with their faces
            else:
                assert v.prizes[owner] == () and card not in v.card_ids()
    # The log: each seat learns its own card; the dealer knows the whole deal.
    for seat in range(4):
        (shared,) = of(game.events_for(seat), E.LootShared)
        if seat == BEN:
            assert shared.allocation == ((p["g2"], CLEO), (p["g1"], DAN))
        else:
            assert shared.allocation == tuple((c if to == seat else HIDDEN, to)
                                              for c, to in ((p["g2"], CLEO), (p["g1"], DAN)))


def test_VH_DA8_the_log_shows_each_seat_only_the_prize_cards_it_may_know() -> None:
    """events_for(seat) is for_seat(..., hidden_prizes=True) of every event: the captain knows
    the three cards he drew, the quartermaster the two he dealt, a crewman his own."""
    game, p = vh_loot()
    play(game, K.TakePrize(ANNA, p["g3"]))
    play(game, K.ShareLoot(BEN, ((p["g2"], CLEO), (p["g1"], DAN))))
    known = {ANNA: {p["g3"], p["g2"], p["g1"]}, BEN: {p["g2"], p["g1"]}, CLEO: {p["g2"]},
             DAN: {p["g1"]}}
    for seat in range(4):
        log = game.events_for(seat)
        assert log == [E.for_seat(ev, seat, hidden_prizes=True, cat=CAT) for ev in game.events]
        seen = set().union(*(prize_ids_in(ev) for ev in log[1:]))  # after the setup event
        assert seen == known[seat], seat


def test_VH_M11_seized_prizes_show_in_the_log_only_to_their_former_owners() -> None:
    """M11 in VH: the quartermaster (Ben) collects Anna's and Cleo's prize cards without
    looking; in the view the captain sees them all to pick one, Ben then only what is left.
    Had Ben's log listed the seizure, the missing card would be the captain's hidden pick
    (the property test_DA8_VH_M11_... checks whole games)."""
    g3, rum = prizes("gold", 3)[0], prizes("rum")[0]
    seized = E.PrizesSeized(BEN, ((g3, ANNA), (rum, CLEO)))
    assert E.for_seat(seized, BEN, True, cat=CAT) == E.PrizesSeized(
        BEN, ((HIDDEN, ANNA), (HIDDEN, CLEO)))
    assert E.for_seat(seized, ANNA, True, cat=CAT) == E.PrizesSeized(
        BEN, ((g3, ANNA), (HIDDEN, CLEO)))
    assert E.for_seat(seized, DAN, True, cat=CAT) == E.PrizesSeized(
        BEN, ((HIDDEN, ANNA), (HIDDEN, CLEO)))
    assert E.for_seat(seized, DAN, False, cat=CAT) == seized   # L3: face up without VH


def test_VH_without_the_variant_prize_cards_lie_face_up_for_everyone() -> None:
    """L3, the contrast: the same deal without VH is public."""
    p = prize_ids()
    game, _ids = won_attack([p["g3"], p["g2"], p["g1"]])
    assert of(game.events, E.PrizesDrawn)[-1].seat == BEN
    assert set(game.view(DAN).loot) == {p["g3"], p["g2"], p["g1"]}
    play(game, K.TakePrize(ANNA, p["g3"]))
    play(game, K.ShareLoot(BEN, ((p["g2"], CLEO), (p["g1"], DAN))))
    assert game.view(DAN).prizes == ((p["g3"],), (), (p["g2"],), (p["g1"],))
    (shared,) = of(game.events_for(DAN), E.LootShared)
    assert HIDDEN not in {c for c, _to in shared.allocation}


def vh_port_game() -> tuple[Game, dict[str, int]]:
    """VH, round 2 at the Pirate Port. Round 1 loot: Anna gold 3 (her pick), Cleo a Hostage,
    Dan a Jewel; the prize deck goes on with gold 2, gold 1, gold 1."""
    p = prize_ids()
    game, _ids = won_attack([p["g3"], p["hostage"], p["jewel"]], variants=("VH",),
                            rest=[p["g2"], p["g1"], p["g1b"]])
    play(game, K.TakePrize(ANNA, p["g3"]))
    play(game, K.ShareLoot(BEN, ((p["hostage"], CLEO), (p["jewel"], DAN))))
    finish_round(game)
    to_port(game)
    return game, p


def port_choices(game: Game, exchange: dict[int, int], cash: dict[int, tuple[int, ...]]
                 ) -> list[Any]:
    """P2 then P3: the given seats exchange / cash in, everyone else asked passes."""
    events: list[Any] = []
    while step(game) == "exchange":
        seat = game.prompt().seat
        events += play(game, K.ExchangePrize(seat, exchange[seat]) if seat in exchange
                       else K.Pass(seat))
    while step(game) == "cashin":
        seat = game.prompt().seat
        events += play(game, K.CashIn(seat, cash[seat]) if seat in cash else K.Pass(seat))
    return events


def test_VH_a_prize_exchanged_at_the_port_is_discarded_face_up_for_all_to_see() -> None:
    game, p = vh_port_game()
    assert step(game) == "exchange"
    port_choices(game, {ANNA: p["g3"]}, {})
    for seat in range(4):
        assert p["g3"] in game.view(seat).prize_discard
        assert E.PrizeExchanged(ANNA, p["g3"]) in of(game.events_for(seat), E.PrizeExchanged)
        assert game.view(seat).prize_counts[ANNA] == 0


def test_VH_ransom_and_jewel_draws_are_hidden_from_all_but_their_owner() -> None:
    game, p = vh_port_game()
    port_choices(game, {}, {CLEO: (p["hostage"],), DAN: (p["jewel"],)})
    cashed = {e.seat: e for e in of(game.events, E.PrizeCashed)}
    assert cashed[CLEO].drawn == (p["g2"], p["g1"]) and cashed[DAN].drawn == (p["g1b"],)
    for seat in range(4):
        v = game.view(seat)
        mine = [e for e in of(game.events_for(seat), E.PrizeCashed)]
        for ev in mine:
            full = cashed[ev.seat]
            assert ev.card == full.card  # the Hostage / Jewel itself goes face up
            assert ev.drawn == (full.drawn if ev.seat == seat
                                else (HIDDEN,) * len(full.drawn))
        assert v.prize_counts[CLEO] == 2 and v.prize_counts[DAN] == 1
        assert {p["hostage"], p["jewel"]} <= set(v.prize_discard)
        for owner in (CLEO, DAN):
            if owner == seat:
                assert set(v.prizes[owner]) == set(cashed[owner].drawn)
            else:
                assert not set(cashed[owner].drawn) & v.card_ids()


def vh_island(*, cabin_boy: bool = False) -> tuple[Game, dict[str, int]]:
    """VH, round 2 on Treasure Island with Anna holding two prize cards (a Fort worth five:
    Anna's pick gold 3, then gold 2 dealt to her; Ben, Cleo, Dan one card each). Cleo holds
    the Old Sailor (and Dan the Cabin Boy, if asked)."""
    p = prize_ids()
    loot = [p["g3"], p["g2"], p["g1"], p["g1b"], p["rum"]]
    special = {CLEO: ["old_sailor"]}
    if cabin_boy:
        special[DAN] = ["cabin_boy"]
    game, _ids = won_attack(loot, variants=("VH",), special=special)
    play(game, K.TakePrize(ANNA, p["g3"]))
    play(game, K.ShareLoot(BEN, ((p["g2"], ANNA), (p["g1"], BEN), (p["g1b"], CLEO),
                                 (p["rum"], DAN))))
    finish_round(game)
    appoint(game, BEN)
    choose(game, "island")
    sailor = next(c for c in state(game).hands[CLEO] if CAT.special[c] == "old_sailor")
    play(game, K.PlaySpecial(CLEO, sailor))
    assert step(game) == "bury"
    return game, p


def bury_all(game: Game, choices: dict[int, tuple[int, ...]]) -> list[Any]:
    events: list[Any] = []
    while step(game) == "bury":
        seat = game.prompt().seat
        events += play(game, K.Bury(seat, choices.get(seat, ())))
    return events


def test_VH_the_owner_tells_buried_from_unburied_others_see_two_counts() -> None:
    game, p = vh_island()
    bury_all(game, {ANNA: (p["g3"],)})
    mine = game.view(ANNA)
    assert mine.my_buried == (p["g3"],)
    assert mine.prizes[ANNA] == (p["g2"],)   # still face up (for her eyes only)
    for seat in (BEN, CLEO, DAN):
        v = game.view(seat)
        assert v.prize_counts[ANNA] == 1 and v.buried_counts[ANNA] == 1
        assert v.prizes[ANNA] == () and v.my_buried == ()
        assert not {p["g3"], p["g2"]} & v.card_ids()
        (ev,) = [e for e in of(game.events_for(seat), E.PrizesBuried) if e.seat == ANNA]
        assert ev.cards == (HIDDEN,)
    (ev,) = [e for e in of(game.events_for(ANNA), E.PrizesBuried) if e.seat == ANNA]
    assert ev.cards == (p["g3"],)


def test_VH_the_card_a_cabin_boy_digs_up_lies_face_up_for_everyone() -> None:
    """VH with X-CABIN-BOY (ruling RP17): the stolen card is face up, so public even in VH."""
    game, p = vh_island(cabin_boy=True)
    bury_all(game, {ANNA: (p["g3"],)})
    assert (game.prompt().seat, step(game)) == (DAN, "react")
    boy = next(c for c in state(game).hands[DAN] if CAT.special[c] == "cabin_boy")
    play(game, K.PlaySpecial(DAN, boy, (ANNA,)))
    for seat in range(4):
        v = game.view(seat)
        assert v.prizes[DAN] == ((p["g3"],) if seat != DAN else (p["rum"], p["g3"]))
        assert v.locked == (p["g3"],) and v.buried_counts[ANNA] == 0
        assert E.PrizeStolen(DAN, ANNA, p["g3"], True) in game.events_for(seat)
        if seat != DAN:
            assert p["rum"] not in v.card_ids()  # Dan's own card stays hidden


def test_VH_every_prize_counts_in_the_final_scores() -> None:
    """E2 with VH: at the end every seat's gold, hidden or buried, is in the scores."""
    game, p = vh_island()
    bury_all(game, {ANNA: (p["g3"],)})
    run_until(game, lambda g: False)
    assert game.over
    final = of(game.events, E.GameEnded)[-1]
    assert final.scores[ANNA][0] == CAT.gold[p["g3"]] + CAT.gold[p["g2"]]
    assert final.scores[DAN] == (0, 1)  # a Rum: 0 gold, 1 Rum
    for seat in range(4):
        v = game.view(seat)
        assert v.over and v.scores == final.scores
        assert of(game.events_for(seat), E.GameEnded)[-1] == final
        assert v.buried_counts == (0, 0, 0, 0)  # E2: nothing stays buried


def test_VH_E2_when_the_game_is_over_every_prize_card_is_face_up_for_everyone() -> None:
    game, p = vh_island()
    bury_all(game, {ANNA: (p["g3"],)})
    run_until(game, lambda g: False)
    everything = tuple(tuple(h) for h in state(game).prizes)
    for seat in range(4):
        assert game.view(seat).prizes == everything


# --- VG: Captain's Gold ---------------------------------------------------------------------

def vg_port(variants: tuple[str, ...] = ("VG",)) -> tuple[Game, dict[str, int]]:
    """Round 2 at the Pirate Port; Anna (captain) holds gold 3, Cleo gold 2, Dan gold 1."""
    p = prize_ids()
    game, _ids = won_attack([p["g3"], p["g2"], p["g1"]], variants=variants)
    play(game, K.TakePrize(ANNA, p["g3"]))
    play(game, K.ShareLoot(BEN, ((p["g2"], CLEO), (p["g1"], DAN))))
    finish_round(game)
    to_port(game)
    assert step(game) == "exchange"
    return game, p


def test_VG_the_captains_exchange_gives_every_player_one_crew_card() -> None:
    game, p = vg_port()
    before = [len(h) for h in state(game).hands]
    events = port_choices(game, {ANNA: p["g3"]}, {})
    assert drawn(events, "exchange") == [(ANNA, 1)]
    assert sorted(drawn(events, "captains_gold")) == [(BEN, 1), (CLEO, 1), (DAN, 1)]
    assert [len(h) for h in state(game).hands] == [b + 1 for b in before]
    for seat in range(4):
        assert game.view(seat).hand_sizes == tuple(b + 1 for b in before)


def test_VG_another_players_exchange_brings_only_that_player_a_card() -> None:
    game, p = vg_port()
    before = [len(h) for h in state(game).hands]
    events = port_choices(game, {CLEO: p["g2"]}, {})
    assert drawn(events, "exchange") == [(CLEO, 1)]
    assert drawn(events, "captains_gold") == []
    assert [len(h) for h in state(game).hands] == [b + (seat == CLEO)
                                                  for seat, b in enumerate(before)]


def test_VG_off_the_captains_exchange_is_an_ordinary_one() -> None:
    game, p = vg_port(())
    events = port_choices(game, {ANNA: p["g3"]}, {})
    assert drawn(events, "exchange") == [(ANNA, 1)] and drawn(events, "captains_gold") == []


# --- B1 / DA6: bribes and promises -----------------------------------------------------------

def plain_game(variants: Iterable[str] = ()) -> tuple[Game, list[list[int]]]:
    """Round 1, Ben's turn in the appointment window (his own prompt)."""
    cards = Cards()
    hands = [cards.filler(6) for _ in range(4)]
    game = new_game(4, variants=variants, captain=ANNA, hands=hands)
    play(game, K.Appoint(ANNA, BEN))
    assert (game.prompt().seat, step(game)) == (BEN, "window")
    return game, hands


def test_B1_DA6_a_crew_card_offer_asks_the_recipient_who_accepts_and_gets_it() -> None:
    game, hands = plain_game()
    card = hands[BEN][0]
    before = game.prompt()
    assert before.bribe  # B1: offered at any of the seat's own prompts
    events = play(game, K.OfferBribe(BEN, CLEO, card))
    assert of(events, E.BribeOffered) == [E.BribeOffered(BEN, CLEO, card)]
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.actions) == (CLEO, "bribe", "B1", ("answer_bribe",))
    assert p.cards == (card,) and p.targets == (BEN,)
    assert game.view(DAN).waiting_for == CLEO
    play(game, K.AnswerBribe(CLEO, True))
    assert card in game.view(CLEO).hand and card not in game.view(BEN).hand
    assert game.view(DAN).hand_sizes == (6, 5, 7, 6)
    assert game.prompt() == before._replace(cards=tuple(state(game).hands[BEN]))


def test_DA6_a_refused_card_stays_with_the_giver() -> None:
    game, hands = plain_game()
    card = hands[BEN][0]
    play(game, K.OfferBribe(BEN, DAN, card))
    events = play(game, K.AnswerBribe(DAN, False))
    assert of(events, E.BribeAnswered) == [E.BribeAnswered(DAN, False)]
    assert state(game).hands == hands
    assert game.view(BEN).hand == tuple(hands[BEN])
    assert (game.prompt().seat, step(game)) == (BEN, "window")
    assert game.view(BEN).bribe == (-1, -1, -1, "")


def test_DA6_DA8_an_offered_crew_card_is_seen_by_giver_and_recipient_only() -> None:
    game, hands = plain_game()
    card = hands[BEN][0]
    play(game, K.OfferBribe(BEN, CLEO, card))
    assert game.view(BEN).bribe == (BEN, CLEO, card, "")
    assert game.view(CLEO).bribe == (BEN, CLEO, card, "")
    for seat in (ANNA, DAN):
        v = game.view(seat)
        assert v.bribe == (BEN, CLEO, HIDDEN, "") and card not in v.card_ids()
        assert of(game.events_for(seat), E.BribeOffered) == [E.BribeOffered(BEN, CLEO, HIDDEN)]
    for seat in (BEN, CLEO):
        assert of(game.events_for(seat), E.BribeOffered) == [E.BribeOffered(BEN, CLEO, card)]
    play(game, K.AnswerBribe(CLEO, True))
    for seat in (ANNA, DAN):  # it is now in Cleo's secret hand
        assert card not in game.view(seat).card_ids()


def prize_bribe_game(variants: tuple[str, ...] = ()) -> tuple[Game, dict[str, int]]:
    """Round 2 appointment window: Anna holds gold 3 face up, Cleo gold 2, Dan gold 1."""
    p = prize_ids()
    game, _ids = won_attack([p["g3"], p["g2"], p["g1"]], variants=variants)
    play(game, K.TakePrize(ANNA, p["g3"]))
    play(game, K.ShareLoot(BEN, ((p["g2"], CLEO), (p["g1"], DAN))))
    finish_round(game)
    return game, p


def test_B1_DA6_a_face_up_prize_card_may_be_offered_and_changes_hands_when_accepted() -> None:
    game, p = prize_bribe_game()
    assert (game.prompt().seat, step(game)) == (ANNA, "appoint")
    play(game, K.OfferBribe(ANNA, DAN, p["g3"]))
    for seat in range(4):  # a face-up prize card is public
        assert game.view(seat).bribe == (ANNA, DAN, p["g3"], "")
        assert of(game.events_for(seat), E.BribeOffered)[-1].card == p["g3"]
    play(game, K.AnswerBribe(DAN, True))
    assert game.view(CLEO).prizes == ((), (), (p["g2"],), (p["g1"], p["g3"]))
    assert (game.prompt().seat, step(game)) == (ANNA, "appoint")


def test_B1_VH_a_prize_card_offer_is_hidden_from_third_parties() -> None:
    game, p = prize_bribe_game(("VH",))
    play(game, K.OfferBribe(ANNA, DAN, p["g3"]))
    assert game.view(DAN).bribe == (ANNA, DAN, p["g3"], "")
    for seat in (BEN, CLEO):
        assert game.view(seat).bribe == (ANNA, DAN, HIDDEN, "")
        assert of(game.events_for(seat), E.BribeOffered)[-1].card == HIDDEN
    play(game, K.AnswerBribe(DAN, True))
    assert game.view(CLEO).prize_counts == (0, 0, 1, 2)
    assert p["g3"] not in game.view(CLEO).card_ids()


def test_B1_DA6_a_promise_is_only_words_in_the_log() -> None:
    game, hands = plain_game()
    g = state(game)
    before = (g.clone().hands, [list(x) for x in g.prizes], g.captain, g.qm, game.prompt())
    events = play(game, K.Promise(BEN, DAN, "  Half my next gold is yours.  "))
    assert [type(e) for e in events] == [E.PromiseMade]
    assert events[0] == E.PromiseMade(BEN, DAN, "Half my next gold is yours.")
    g = state(game)
    assert (g.hands, g.prizes, g.captain, g.qm) == before[:4]
    p = game.prompt()
    assert (p.seat, p.step, p.actions) == (before[4].seat, before[4].step, before[4].actions)
    for seat in range(4):  # the log is public
        assert of(game.events_for(seat), E.PromiseMade) == [events[0]]


@pytest.mark.parametrize("cmd", [
    K.OfferBribe(BEN, BEN, -2),               # to yourself (card filled in below)
    K.Promise(BEN, BEN, "to myself"),
    K.Promise(BEN, CLEO, "   "),
    K.Promise(BEN, 7, "to nobody"),
    K.OfferBribe(BEN, 9, -2),
])
def test_B1_offers_and_promises_to_yourself_nobody_or_of_nothing_are_refused(cmd: Any) -> None:
    game, hands = plain_game()
    if isinstance(cmd, K.OfferBribe):
        cmd = cmd._replace(card=hands[BEN][0])
    refused(game, cmd, "B1")


@pytest.mark.parametrize("text", ["a\u0000b", "\ud800", "two\nlines", "\u001b[31mred",
                                  "zero\u200bwidth", "\ue000", "x" * 201],
                         ids=["NUL", "lone surrogate", "newline", "escape code", "format",
                              "private use", "too long"])
def test_B1_DA6_a_promise_must_be_text_every_screen_can_show(text: str) -> None:
    """untrusted.is_text: refused citing B1, nothing changes — and a saved game holding such
    a promise is refused at that line when read back (the log replays it through here)."""
    game, _hands = plain_game()
    refused(game, K.Promise(BEN, DAN, text), "B1")


def test_B1_DA6_a_saved_promise_with_a_control_code_is_refused_at_its_line() -> None:
    """A log someone edited (or wrote by hand): the good promise stands, the one holding a
    NUL is refused when the log is read back — the game is what came before that line."""
    from game.core.gamelog import header, read_log
    from game.jolly_roger.rulebook import JollyRoger

    book = JollyRoger.own()
    game = book.new_game(["Anna", "Ben", "Cleo", "Dan"], seed=3)
    start = list(game.events)
    seat = game.prompt().seat                           # a promise at one's own prompt
    good = K.Promise(seat, (seat + 1) % 4, "Half my gold.")
    bad = {"seat": seat, "target": (seat + 2) % 4, "text": "a\u0000b"}
    lines = [header(book.info.id, {}, "test"), {"start": [book.event_to_json(e) for e in start]},
             {"cmd": book.command_to_json(good),
              "events": [book.event_to_json(e) for e in game.submit(good)]},
             {"cmd": {"action": "promise", **bad},
              "events": [{"type": "promise_made", "seat": seat, "to": bad["target"],
                          "text": bad["text"]}]}]
    loaded = read_log("".join(json.dumps(x) + "\n" for x in lines).encode())
    assert loaded.lost == 1 and "line 4: B1:" in (loaded.problem or "")
    assert list(loaded.game.events) == list(game.events)


def test_B1_DA6_a_promise_in_any_language_is_taken_word_for_word() -> None:
    game, _hands = plain_game()
    for text in ("Połowa złota dla ciebie, słowo pirata!", "Ich schwöre beim Klabautermann.",
                 "🏴 gold for you"):
        (made,) = play(game, K.Promise(BEN, DAN, text))
        assert made == E.PromiseMade(BEN, DAN, text)


def test_B1_a_card_you_do_not_have_cannot_be_offered() -> None:
    game, hands = plain_game()
    refused(game, K.OfferBribe(BEN, CLEO, hands[DAN][0]), "B1")   # someone else's card
    refused(game, K.OfferBribe(BEN, CLEO, prize_ids()["g3"]), "B1")  # a prize he lacks


def test_B1_a_buried_prize_card_cannot_be_offered() -> None:
    game, p = vh_island()
    bury_all(game, {ANNA: (p["g3"],)})
    while step(game) != "punish":
        play(game, K.Pass(game.prompt().seat))
    assert game.prompt().seat == ANNA and game.prompt().bribe
    refused(game, K.OfferBribe(ANNA, BEN, p["g3"]), "B1")
    play(game, K.OfferBribe(ANNA, BEN, p["g2"]))  # the face-up one may go
    assert step(game) == "bribe"


def test_B1_RP10_three_offers_and_promises_per_seat_and_round() -> None:
    """Ruling RP10 (game.rules.bribes.OFFERS_PER_ROUND): at most three offers and promises
    per seat per round; the fourth is refused; a new round gives three again."""
    game, hands = plain_game()
    assert game.view(BEN).offers_left == 3
    play(game, K.Promise(BEN, CLEO, "I will not mutiny."))
    play(game, K.OfferBribe(BEN, DAN, hands[BEN][0]), K.AnswerBribe(DAN, False))
    assert game.view(BEN).offers_left == 1 and game.prompt().bribe
    play(game, K.Promise(BEN, ANNA, "Keep me quartermaster."))
    assert game.view(BEN).offers_left == 0
    p = game.prompt()
    assert p.seat == BEN and not p.bribe
    clause = p.clause
    refused(game, K.Promise(BEN, DAN, "one more"), (clause, "B1", "RP10"))
    refused(game, K.OfferBribe(BEN, DAN, hands[BEN][1]), (clause, "B1", "RP10"))
    assert game.view(CLEO).offers_left == 3  # the limit is per seat
    play(game, K.Pass(BEN))
    run_until(game, lambda g: state(g).round == 2)
    assert game.view(BEN).offers_left == 3


def test_B1_RP10_the_fourth_offer_is_refused_citing_the_bribe_rule() -> None:
    game, hands = plain_game()
    for target in (ANNA, CLEO, DAN):
        play(game, K.Promise(BEN, target, "trust me"))
    refused(game, K.OfferBribe(BEN, DAN, hands[BEN][1]), ("B1", "RP10"))


def test_RP10_the_bribe_limit_is_recorded_in_the_project_rulings() -> None:
    """The limit is a project ruling (the contract is silent): docs/rulings.md lists RP10."""
    from pathlib import Path
    text = (Path(__file__).resolve().parents[2] / "docs" / "rulings.md").read_text()
    (row,) = [line for line in text.splitlines() if line.startswith("| RP10 |")]
    assert "3 offers and promises per seat and round" in row


# --- DA4: who is asked at a reaction moment ---------------------------------------------------

def traitor_moment(holder: int | None, ask_all: bool) -> tuple[Game, list[Any]]:
    """Ben (quartermaster) plays the first attack card: a Traitor moment (X-TRAITOR). The one
    Traitor in play is with `holder` (or nobody). Returns the game and the Ask events of the
    react steps opened by that play."""
    cards = Cards()
    traitor = cards.one(special="traitor")
    hands = [cards.filler(6) for _ in range(4)]
    if holder is not None:
        hands[holder][0] = traitor
    game = new(4, captain=ANNA, hands=hands, ask_all=ask_all)
    appoint(game, BEN)
    choose(game, "fort")
    pass_reactions(game)  # the Lookout moment, when everybody is asked
    assert (game.prompt().seat, step(game)) == (BEN, "attack")
    events = play(game, K.PlayCards(BEN, (hands[BEN][1],)))
    return game, [e for e in events if isinstance(e, E.Ask) and e.step == "react"]


@pytest.mark.parametrize("holder", [CLEO, DAN, ANNA, None])
def test_DA4_all_every_seat_is_asked_at_a_traitor_moment_whoever_holds_one(
        holder: int | None) -> None:
    game, asks = traitor_moment(holder, ask_all=True)
    assert [(a.seats, a.context) for a in asks] == [((CLEO, DAN, ANNA), "traitor")]
    for seat in (CLEO, DAN, ANNA):
        p = game.prompt()
        assert (p.seat, p.step, p.clause) == (seat, "react", "X-TRAITOR")
        assert ("play_special" in p.actions) == (seat == holder)  # the choice is private
        play(game, K.Pass(seat))
    assert (game.prompt().seat, step(game)) == (CLEO, "attack")


def test_DA4_DA8_all_the_asked_seats_never_depend_on_who_holds_a_traitor() -> None:
    """What an onlooker (Anna) sees of the asking is the same wherever the Traitor is."""
    seen = []
    for holder in (CLEO, DAN, None):
        game, _asks = traitor_moment(holder, ask_all=True)
        seen.append([e for e in game.events_for(ANNA) if isinstance(e, E.Ask)])
    assert seen[0] == seen[1] == seen[2]


@pytest.mark.parametrize("holder", [CLEO, DAN, ANNA])
def test_DA4_holders_only_the_traitor_holder_is_asked(holder: int) -> None:
    game, asks = traitor_moment(holder, ask_all=False)
    assert [(a.seats, a.context) for a in asks] == [((holder,), "traitor")]
    p = game.prompt()
    assert (p.seat, p.step) == (holder, "react") and "play_special" in p.actions


def test_DA4_holders_nobody_is_asked_when_nobody_holds_a_traitor() -> None:
    game, asks = traitor_moment(None, ask_all=False)
    assert asks == []
    assert (game.prompt().seat, step(game)) == (CLEO, "attack")


@pytest.mark.parametrize("ask_all", [True, False])
def test_DA4_the_lookout_moment_asks_everyone_or_only_the_holder(ask_all: bool) -> None:
    cards = Cards()
    hands = [cards.filler(6) for _ in range(4)]
    hands[DAN][0] = cards.one(special="lookout")
    game = new(4, captain=ANNA, hands=hands, ask_all=ask_all)
    appoint(game, BEN)
    events = play(game, K.ChooseDestination(ANNA, "merchant"))
    pass_windows(game)
    asks = [e for e in game.events[len(events):] if isinstance(e, E.Ask) and e.step == "react"]
    assert [a.seats for a in asks] == [(ANNA, BEN, CLEO, DAN) if ask_all else (DAN,)]
    assert [a.context.split(":")[0] for a in asks] == ["lookout"]
