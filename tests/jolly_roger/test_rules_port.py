"""The Pirate Port (P1–P4), Captain's Gold (VG), simultaneous port choices (DA5), the hand
limit after a deal (H2) and the decks running out (D1).

The scenario: four players, Anna (seat 0) captain unless said otherwise. In round 1 the
quartermaster wins a Fort worth five prize cards; the captain picks 3 gold and the
quartermaster shares the rest:

    captain 3 gold and 1 gold     quartermaster a Hostage     next seat a Jewel     last a Rum

In round 2 the captain sails to the Pirate Port."""

from __future__ import annotations

from typing import Any

from rules_flow import Cards, appoint, attack, choose, new, refused, share, step
from support import CAT, dests, new_game, play, prizes, state
from test_rules_voyage import game_with_prize_deck, has, of, sig, winning_fort

from game.jolly_roger import commands as K
from game.jolly_roger import events as E
from game.jolly_roger.engine import Game

ANNA, BEN, CLEO, DAN = range(4)


def port_card(draw: int) -> int:
    """A Pirate Port in play at four players on which each player draws `draw` crew cards."""
    return next(d for d in dests("port", 4) if CAT.draw[d] == draw)


def prize_order() -> dict[str, int]:
    hostage, jewel = prizes("hostage")[0], prizes("jewels")[0]
    g3, rum = prizes("gold", 3)[0], prizes("rum")[0]
    g1, g1b = prizes("gold", 1)[:2]
    g2a, g2b = prizes("gold", 2)[:2]
    return dict(hostage=hostage, jewel=jewel, g3=g3, rum=rum, g1=g1, g2a=g2a, g2b=g2b, g1b=g1b)


def port_game(*, captain: int = ANNA, qm: int = BEN, draw: int = 1, size: int = 4,
              variants: tuple[str, ...] = (), prize_deck: list[str] | None = None,
              ) -> tuple[Game, dict[str, Any]]:
    """The game in round 2 just after the Pirate Port deal (see the module docstring).
    Seats other than the quartermaster start with `size` crew cards."""
    cards = Cards()
    fort, win = winning_fort(cards)
    hands = [win + cards.filler(2) if seat == qm else cards.filler(size) for seat in range(4)]
    p = prize_order()
    ids: dict[str, Any] = dict(p, fort=fort, port=port_card(draw), win=win)
    order = [p[k] for k in ("hostage", "jewel", "g3", "rum", "g1", "g2a", "g2b", "g1b")]
    decks: dict[str, Any] = dict(captain=captain, hands=hands, fort=[fort], port=[ids["port"]])
    if prize_deck is None:
        game = new_game(4, variants=variants, prizes=order, **decks)
    else:
        assert not variants
        game = game_with_prize_deck([p[k] for k in prize_deck], **decks)
    a, b = [s for s in ((captain + i) % 4 for i in range(1, 4)) if s != qm]
    ids.update(captain=captain, qm=qm, a=a, b=b)
    # Round 1: the Fort is won and the loot shared.
    appoint(game, qm)
    choose(game, "fort")
    attack(game, win)
    share(game, p["g3"], [(p["hostage"], qm), (p["jewel"], a), (p["rum"], b),
                          (p["g1"], captain)])
    play(game, K.OrderPunishment(captain, False))
    while step(game) == "window":
        play(game, K.Pass(game.prompt().seat))
    # Round 2: to the Pirate Port.
    assert state(game).round == 2
    appoint(game, qm)
    ids["hands_before"] = [list(h) for h in state(game).hands]
    ids["crew_top"] = list(reversed(state(game).crew_deck))
    ids["start"] = len(game.events)
    choose(game, "port")
    return game, ids


def since(game: Game, ids: dict[str, Any]) -> tuple[Any, ...]:
    return game.events[ids["start"]:]


def answer_exchanges(game: Game, choices: dict[int, int]) -> list[Any]:
    """P2: every asked seat exchanges its card in `choices` or passes."""
    events: list[Any] = []
    while step(game) == "exchange":
        seat = game.prompt().seat
        cmd = K.ExchangePrize(seat, choices[seat]) if seat in choices else K.Pass(seat)
        events += play(game, cmd)
    return events


def drawn(events: Any, reason: str) -> list[tuple[int, int]]:
    """(seat, number of cards) of every crew draw for `reason`, in order."""
    return [(e.seat, len(e.cards)) for e in of(events, E.CardsDrawn) if e.reason == reason]


# --- P1: the deal ---------------------------------------------------------------------------

def test_P1_every_player_is_dealt_exactly_the_printed_number_face_down() -> None:
    """P1, dealt in the order of ruling RP3: each whole share from the quartermaster's left."""
    for draw in sorted({CAT.draw[d] for d in dests("port", 4)}):
        cards = Cards()
        port = port_card(draw)
        top = cards.take(4 * draw, skill="cannons")
        game = new(4, captain=ANNA, hands=[cards.filler(4) for _ in range(4)], port=[port],
                   crew=top)
        appoint(game, BEN)
        start = len(game.events)
        choose(game, "port")
        events = game.events[start:]
        assert has(events, E.DestinationRevealed(BEN, port))     # the card shows the number
        # The quartermaster deals from their left, `draw` cards to each, off the deck top.
        assert [(e.seat, e.cards) for e in of(events, E.CardsDrawn)] == [
            (CLEO, tuple(top[:draw])), (DAN, tuple(top[draw:2 * draw])),
            (ANNA, tuple(top[2 * draw:3 * draw])), (BEN, tuple(top[3 * draw:]))]
        assert all(e.reason == "port" for e in of(events, E.CardsDrawn))
        assert [len(h) for h in state(game).hands] == [4 + draw] * 4
        # Face down and unseen: the others learn only how many.
        seen = [e for e in game.events_for(DAN)[start:] if isinstance(e, E.CardsDrawn)]
        assert [e.cards for e in seen if e.seat != DAN] == [(-1,) * draw] * 3
        assert step(game) == "punish"           # nobody has a prize card to exchange


# --- P2: exchanging prize cards -------------------------------------------------------------

def test_P2_each_player_may_exchange_exactly_one_prize_card_rum_included() -> None:
    game, ids = port_game()
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (ANNA, "exchange", "P2")
    assert set(p.cards) == {ids["g3"], ids["g1"]} and set(p.actions) == {"exchange_prize", "pass"}
    events = answer_exchanges(game, {ANNA: ids["g1"], DAN: ids["rum"]})
    top = ids["crew_top"][4:]                  # the deal took the top four cards
    assert [sig(e) for e in events if not isinstance(e, (E.ChoiceMade, E.Ask))] == [
        sig(E.PrizeExchanged(ANNA, ids["g1"])), sig(E.CardsDrawn(ANNA, (top[0],), "exchange")),
        sig(E.PrizeExchanged(DAN, ids["rum"])), sig(E.CardsDrawn(DAN, (top[1],), "exchange"))]
    g = state(game)
    assert g.prizes[ANNA] == [ids["g3"]] and g.prizes[DAN] == []
    assert g.prize_discard == [ids["g1"], ids["rum"]]
    assert game.view(BEN).prize_discard == (ids["g1"], ids["rum"])        # face up
    before = ids["hands_before"]
    assert [len(h) for h in g.hands] == [len(before[0]) + 2, len(before[1]) + 1,
                                         len(before[2]) + 1, len(before[3]) + 2]


def test_P2_only_an_own_prize_card_and_only_when_asked() -> None:
    game, ids = port_game()
    refused(game, K.ExchangePrize(ANNA, ids["rum"]), "P2")       # Dan's card
    refused(game, K.ExchangePrize(ANNA, prizes("gold", 3)[1]), "P2")   # nobody's
    refused(game, K.ExchangePrize(BEN, ids["hostage"]), "P2")    # not Ben's turn yet
    refused(game, K.CashIn(ANNA, (ids["g3"],)), "P2")
    play(game, K.ExchangePrize(ANNA, ids["g3"]))
    p = game.prompt()
    assert p.seat == BEN                                         # one card each: Anna is done
    refused(game, K.ExchangePrize(ANNA, ids["g1"]), "P2")


# --- P3: Hostages and Jewels ------------------------------------------------------------------

def test_P3_a_hostage_is_ransomed_for_two_prize_cards_a_jewel_sold_for_one() -> None:
    game, ids = port_game()
    answer_exchanges(game, {})
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.cards) == (BEN, "cashin", "P3", (ids["hostage"],))
    refused(game, K.CashIn(BEN, (ids["jewel"],)), "P3")          # Cleo's
    play(game, K.CashIn(BEN, (ids["hostage"],)))
    p = game.prompt()
    assert (p.seat, p.cards) == (CLEO, (ids["jewel"],))          # Anna and Dan are not asked
    events = play(game, K.CashIn(CLEO, (ids["jewel"],)))
    assert [sig(e) for e in of(events, E.PrizeCashed)] == [
        sig(E.PrizeCashed(BEN, ids["hostage"], (ids["g2a"], ids["g2b"]))),
        sig(E.PrizeCashed(CLEO, ids["jewel"], (ids["g1b"],)))]
    g = state(game)
    assert g.prizes[BEN] == [ids["g2a"], ids["g2b"]] and g.prizes[CLEO] == [ids["g1b"]]
    assert g.prize_discard == [ids["hostage"], ids["jewel"]]
    assert game.view(ANNA).prizes[BEN] == (ids["g2a"], ids["g2b"])    # face up (L3)


def test_P3_a_player_may_keep_their_hostage_or_jewel() -> None:
    game, ids = port_game()
    answer_exchanges(game, {})
    events = play(game, K.Pass(BEN), K.Pass(CLEO))
    assert not of(events, E.PrizeCashed)
    assert ids["hostage"] in state(game).prizes[BEN] and ids["jewel"] in state(game).prizes[CLEO]


def test_P3_D1_cashing_in_stops_when_the_prize_deck_is_empty_it_is_never_reshuffled() -> None:
    """Six prize cards in all: after the Fort's five only 2 gold is left. The Hostage brings
    that one card, the Jewel nothing (Cleo keeps it); the prize discard pile is not
    shuffled into a new deck (D1), and the game ends with the round (E1). Ruling RP4."""
    game, ids = port_game(prize_deck=["hostage", "jewel", "g3", "rum", "g1", "g2a"])
    answer_exchanges(game, {ANNA: ids["g1"]})
    play(game, K.CashIn(BEN, (ids["hostage"],)))
    events = play(game, K.CashIn(CLEO, (ids["jewel"],)))
    assert [sig(e) for e in of(events, E.PrizeCashed)] == [
        sig(E.PrizeCashed(BEN, ids["hostage"], (ids["g2a"],)))]
    g = state(game)
    assert g.prize_deck == [] and g.prize_discard == [ids["g1"], ids["hostage"]]
    assert g.prizes[CLEO] == [ids["jewel"]]
    play(game, K.OrderPunishment(ANNA, False))
    while step(game) == "window":
        play(game, K.Pass(game.prompt().seat))
    assert game.over and state(game).result[0] == "prize_deck"
    assert state(game).prize_deck == []
    # E3: with the prize deck empty, Cleo's unsold Jewel is worth 1.
    assert state(game).result[1][CLEO] == (1, 0)


# --- P4 -------------------------------------------------------------------------------------

def test_P4_the_port_card_goes_to_the_destination_discard_pile() -> None:
    game, ids = port_game()
    answer_exchanges(game, {})
    events = play(game, K.Pass(BEN), K.Pass(CLEO))
    assert has(events, E.AttackCleared((), ids["port"]))
    assert game.view(DAN).dest_discard == (ids["fort"], ids["port"])
    assert ids["port"] not in state(game).stacks[3]
    assert (game.prompt().seat, step(game)) == (ANNA, "punish")


# --- VG: Captain's Gold -----------------------------------------------------------------------

def test_VG_when_the_captain_exchanges_every_player_draws_one_crew_card() -> None:
    game, ids = port_game(variants=("VG",))
    events = answer_exchanges(game, {ANNA: ids["g1"]})
    assert drawn(events, "exchange") == [(ANNA, 1)]
    assert drawn(events, "captains_gold") == [(BEN, 1), (CLEO, 1), (DAN, 1)]
    before = ids["hands_before"]
    assert [len(h) for h in state(game).hands] == [len(h) + 2 for h in before]  # port + 1


def test_VG_another_players_exchange_brings_only_their_own_card() -> None:
    game, ids = port_game(variants=("VG",))
    events = answer_exchanges(game, {DAN: ids["rum"], BEN: ids["hostage"]})
    assert drawn(events, "exchange") == [(BEN, 1), (DAN, 1)]
    assert drawn(events, "captains_gold") == []


def test_VG_without_the_variant_the_captains_exchange_is_an_ordinary_one() -> None:
    game, ids = port_game()
    events = answer_exchanges(game, {ANNA: ids["g3"]})
    assert drawn(events, "exchange") == [(ANNA, 1)] and drawn(events, "captains_gold") == []


# --- DA5: port choices are secret and applied together ----------------------------------------

def test_DA5_exchanges_are_collected_in_secret_then_applied_together_from_the_captain() -> None:
    game, ids = port_game(captain=CLEO, qm=DAN)   # Cleo: 3 and 1 gold; Dan: Hostage;
    asked = []                                    # Anna: Jewel; Ben: Rum
    p = game.prompt()
    asked.append(p.seat)
    events = play(game, K.ExchangePrize(CLEO, ids["g1"]))
    assert not of(events, E.PrizeExchanged) and ids["g1"] in state(game).prizes[CLEO]
    assert game.view(CLEO).my_choice == (ids["g1"],)
    assert game.view(DAN).my_choice is None and game.view(DAN).answered == (CLEO,)
    assert [e.cards for e in game.events_for(DAN) if isinstance(e, E.ChoiceMade)] == [(-1,)]
    for seat, cmd in ((DAN, K.Pass(DAN)), (ANNA, K.ExchangePrize(ANNA, ids["jewel"]))):
        asked.append(game.prompt().seat)
        events = play(game, cmd)
        assert not of(events, E.PrizeExchanged), seat
    asked.append(game.prompt().seat)
    events = play(game, K.ExchangePrize(BEN, ids["rum"]))
    assert asked == [CLEO, DAN, ANNA, BEN]
    assert [e.seat for e in of(events, E.PrizeExchanged)] == [CLEO, ANNA, BEN]
    assert drawn(events, "exchange") == [(CLEO, 1), (ANNA, 1), (BEN, 1)]


def test_DA5_cash_in_choices_are_collected_then_applied_from_the_captain() -> None:
    game, ids = port_game(captain=CLEO, qm=DAN)
    answer_exchanges(game, {})
    assert game.prompt().seat == DAN              # from the captain: Dan, then Anna
    first = play(game, K.CashIn(DAN, (ids["hostage"],)))
    assert not of(first, E.PrizeCashed)
    events = play(game, K.CashIn(ANNA, (ids["jewel"],)))
    assert [e.seat for e in of(events, E.PrizeCashed)] == [DAN, ANNA]


# --- H2 after the deal ----------------------------------------------------------------------

def test_H2_after_a_port_deal_over_the_limit_players_discard_before_anything_else() -> None:
    """Six cards and a port of three: Anna, Cleo and Dan hold 9 (limit 7); Ben 5."""
    game, ids = port_game(draw=3, size=6)
    assert [len(h) for h in state(game).hands] == [9, 5, 9, 9]
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.min_cards, p.max_cards) == (ANNA, "discard", "H2", 2, 2)
    refused(game, K.ExchangePrize(ANNA, ids["g1"]), "H2")
    refused(game, K.Pass(ANNA), "H2")
    refused(game, K.Discard(CLEO, tuple(state(game).hands[CLEO][:2])), "H2")
    for seat in (ANNA, CLEO, DAN):
        p = game.prompt()
        assert (p.seat, p.step) == (seat, "discard")
        play(game, K.Discard(seat, tuple(state(game).hands[seat][:2])))
    assert [len(h) for h in state(game).hands] == [7, 5, 7, 7]
    assert (game.prompt().seat, step(game)) == (ANNA, "exchange")
    # The extra card of an exchange takes Anna over the limit again: she discards before
    # anybody cashes in a Hostage.
    answer_exchanges(game, {ANNA: ids["g1"]})
    p = game.prompt()
    assert (p.seat, p.step, p.min_cards) == (ANNA, "discard", 1)
    refused(game, K.CashIn(BEN, (ids["hostage"],)), "H2")
    play(game, K.Discard(ANNA, (state(game).hands[ANNA][-1],)))
    assert (game.prompt().seat, step(game)) == (BEN, "cashin")


# --- D1: the crew deck runs out -------------------------------------------------------------

def test_D1_an_empty_crew_deck_is_refilled_from_the_shuffled_crew_discard_pile() -> None:
    """Every crew card is in a hand; Anna's 45 go down to 7 (H2), so 38 lie in the discard
    pile and the deck is empty when the Pirate Port deal begins."""
    pool = list(CAT.deck_crew_ids)
    hands = [pool[:45], pool[45:52], pool[52:59], pool[59:66]]
    port = port_card(1)
    game = new(4, captain=ANNA, hands=hands, port=[port])
    assert state(game).crew_deck == []
    play(game, K.Discard(ANNA, tuple(hands[0][7:])))
    discards = list(state(game).crew_discard)
    assert len(discards) == 38
    appoint(game, BEN)
    start = len(game.events)
    choose(game, "port")
    events = game.events[start:]
    shuffles = of(events, E.CrewDeckReshuffled)
    assert len(shuffles) == 1
    order = shuffles[0].order
    assert sorted(order) == sorted(discards) and list(order) != discards
    names = [sig(e)[0] for e in events]
    assert names.index("CrewDeckReshuffled") < names.index("CardsDrawn")
    assert [(e.seat, e.cards) for e in of(events, E.CardsDrawn)] == [
        (CLEO, (order[0],)), (DAN, (order[1],)), (ANNA, (order[2],)), (BEN, (order[3],))]
    g = state(game)
    assert g.crew_discard == [] and len(g.crew_deck) == 34
    # DA7: the shuffle's outcome is in its event, so the game replays exactly.
    assert Game.from_json(game.to_json(), CAT)._state.signature() == g.signature()
    assert game.view(CLEO).crew_deck_size == 34
