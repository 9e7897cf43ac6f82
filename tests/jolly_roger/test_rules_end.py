"""Punishment (PU1–PU3), the end of the game and scoring (E1–E4, RU9), three players (V3),
replaying a game from its events (DA7) and what each seat may see (DA8)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

import pytest
from rules_flow import (
    Cards,
    appoint,
    at,
    attack,
    choose,
    fort_card,
    new,
    no_punishment,
    pass_windows,
    play_bots,
    refused,
    rich_catalogue,
    run_until,
    share,
    step,
    winning_trio,
)
from support import play, prizes, state, types

from game.core.errors import RuleError
from game.jolly_roger import commands as K
from game.jolly_roger import events as E
from game.jolly_roger.cards import load_catalogue
from game.jolly_roger.engine import Game
from game.jolly_roger.rules import common

ANNA, BEN, CLEO, DAN = range(4)


CAT = load_catalogue()


def ended(game: Game) -> E.GameEnded:
    return next(e for e in game.events if isinstance(e, E.GameEnded))


# --- PU: punishment ---------------------------------------------------------------------------

def punishment_game(dan: list[int] | None = None) -> Game:
    """Round 1, Anna captain, Ben quartermaster, a failed Merchant attack: the captain is
    about to decide on punishment."""
    cards = Cards()
    hands = [cards.filler(6), cards.filler(6), cards.filler(6),
             cards.filler(6) if dan is None else dan]
    game = new(4, captain=ANNA, hands=hands)
    appoint(game, BEN)
    choose(game, "merchant")
    attack(game, [state(game).hands[BEN][0]])
    assert (game.prompt().seat, game.prompt().step, game.prompt().clause) == (ANNA, "punish", "PU1")
    return game


def test_PU1_the_captain_may_order_no_punishment_then_the_round_ends() -> None:
    game = punishment_game()
    hands = [list(h) for h in state(game).hands]
    refused(game, K.OrderPunishment(BEN, True), "PU1")          # the captain's decision only
    events = play(game, K.OrderPunishment(ANNA, False))
    assert E.PunishmentOrdered(ANNA, False) in events
    pass_windows(game)
    assert not any(isinstance(e, E.Punished) for e in game.events)
    assert E.RoundEnded(1) in game.events and state(game).round == 2
    assert [list(h) for h in state(game).hands] == hands


def test_PU2_PU3_after_the_window_the_quartermaster_punishes_a_random_card_of_a_victim() -> None:
    game = punishment_game()
    play(game, K.OrderPunishment(ANNA, True))
    assert game.view(DAN).punishment_ordered
    # PU2: the window comes first, from the captain's left.
    assert [e for e in game.events if isinstance(e, E.Ask)][-1] == E.Ask(
        "window", (BEN, CLEO, DAN), "punishment")
    pass_windows(game)
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (BEN, "victim", "PU3")
    assert p.targets == (CLEO, DAN)                              # not the captain, not himself
    refused(game, K.ChooseVictim(BEN, ANNA), "PU3")
    refused(game, K.ChooseVictim(BEN, BEN), "PU3")
    refused(game, K.ChooseVictim(ANNA, CLEO), "PU3")            # the choice is Ben's
    hand = list(state(game).hands[DAN])
    events = play(game, K.ChooseVictim(BEN, DAN))
    punished = next(e for e in events if isinstance(e, E.Punished))
    assert (punished.seat, punished.victim) == (BEN, DAN) and punished.card in hand
    assert state(game).hands[DAN] == [c for c in hand if c != punished.card]
    assert game.view(ANNA).crew_discard[-1] == punished.card   # discarded face up
    assert E.RoundEnded(1) in events


def test_PU3_the_punished_card_is_drawn_at_random_by_the_engine() -> None:
    """The card is the engine's seeded draw (DA7): the same seed gives the same card, and over
    seeds different positions of the hand are hit."""
    positions = set()
    for seed in range(12):
        cards = Cards()
        hands = [cards.filler(6) for _ in range(4)]
        outcome = []
        for _again in range(2):
            game = new(4, seed=seed, captain=ANNA, hands=hands)
            appoint(game, BEN)
            choose(game, "merchant")
            attack(game, [hands[BEN][0]])
            play(game, K.OrderPunishment(ANNA, True))
            pass_windows(game)
            ev = play(game, K.ChooseVictim(BEN, CLEO))
            outcome.append(next(e.card for e in ev if isinstance(e, E.Punished)))
        assert outcome[0] == outcome[1]
        positions.add(hands[CLEO].index(outcome[0]))
    assert len(positions) >= 3


def test_PU3_a_victim_with_an_empty_hand_loses_nothing() -> None:
    cards = Cards()
    dan = cards.take(1, count=3)
    game = new(4, captain=ANNA, hands=[cards.filler(6), cards.filler(6), cards.filler(6), dan])
    appoint(game, BEN)
    choose(game, "fort")
    play(game, K.PlayCards(BEN, (state(game).hands[BEN][0],)), K.Pass(CLEO),
         K.PlayCards(DAN, tuple(dan)), K.Pass(ANNA), K.Reveal(BEN))
    play(game, K.OrderPunishment(ANNA, True))
    pass_windows(game)
    discard = list(state(game).crew_discard)
    events = play(game, K.ChooseVictim(BEN, DAN))
    assert E.Punished(BEN, DAN, -1) in events
    assert state(game).crew_discard == discard


def test_PU2_a_mutiny_in_the_punishment_window_cancels_the_punishment() -> None:
    game = punishment_game()
    play(game, K.OrderPunishment(ANNA, True))
    card = state(game).hands[BEN][0]
    play(game, K.CallMutiny(BEN, card))
    while step(game) == "mutiny":
        play(game, K.Pass(game.prompt().seat))
    play(game, K.Appoint(BEN, CLEO))        # Ben won (1 against 0) and appoints
    assert not any(isinstance(e, E.Punished) for e in game.events)
    assert not any(isinstance(e, E.Ask) and e.step == "victim" for e in game.events)
    assert E.RoundEnded(1) in game.events


# --- E1: when the game ends -----------------------------------------------------------------

def test_E1_the_game_ends_at_the_end_of_the_tenth_round_with_its_mutiny_window() -> None:
    cards = Cards()
    game = new(4, captain=ANNA, hands=[cards.filler(6) for _ in range(4)])
    run_until(game, at("punish", 10))
    g = state(game)
    assert len(g.dest_discard) == 10 and not game.over          # the 10th voyage is done
    assert not any(isinstance(e, E.GameEnded) for e in game.events)
    play(game, K.OrderPunishment(g.captain, False))
    # A mutiny may still happen in the last round.
    p = game.prompt()
    assert p.step == "window"
    caller = p.seat
    play(game, K.CallMutiny(caller, g.hands[caller][0]))
    while step(game) == "mutiny":
        play(game, K.Pass(game.prompt().seat))
    assert not game.over
    play(game, K.Appoint(g.captain, game.prompt().targets[0]))
    run_until(game, lambda gm: gm.over)                 # H2 discards, if any
    names = types(game.events)
    assert names[-2:] == ["round_ended", "game_ended"]
    last_round = names[len(names) - 1 - names[::-1].index("round_started"):]
    assert last_round.index("punishment_ordered") < last_round.index("mutiny_called") \
        < last_round.index("mutiny_crew_dealt") < last_round.index("round_ended")
    assert ended(game).cause == "ten_voyages"
    assert sum(1 for e in game.events if isinstance(e, E.RoundStarted)) == 10
    assert game.prompt() is None
    with pytest.raises(RuleError) as info:
        game.submit(K.Pass(ANNA))
    assert info.value.clause == "E1"


def test_E1_E3_the_game_ends_after_the_round_that_emptied_the_prize_deck() -> None:
    """With Forts worth 10 prizes (test data), five won Forts draw all 46 prize cards; the
    fifth gets the 6 that remain (AT8). The round still finishes — sharing, punishment and
    its mutiny window — then the game ends. Every Jewel is then worth 1 (deck empty)."""
    cat = rich_catalogue()
    cards = Cards()
    navs = cards.take(3, skill="navigation", value=2) + cards.take(2, skill="navigation",
                                                                    value=3)
    game = new(4, cat=cat, captain=ANNA,
               hands=[cards.filler(6), navs + cards.filler(1), cards.filler(6), cards.filler(6)])
    for round_no in range(1, 6):
        assert state(game).round == round_no and not game.over
        appoint(game, BEN)
        choose(game, "fort")
        events = attack(game, [navs[round_no - 1]])
        drawn = next(e for e in events if isinstance(e, E.PrizesDrawn))
        assert len(drawn.cards) == (10 if round_no < 5 else 6)
        share(game)
        if round_no == 5:
            assert state(game).prize_deck == [] and not game.over
            p = game.prompt()
            assert (p.seat, p.step) == (ANNA, "punish")
            play(game, K.OrderPunishment(ANNA, False))
            assert game.prompt().step == "window" and not game.over
        if round_no < 5:
            no_punishment(game)
        else:
            pass_windows(game)
    assert game.over
    end = ended(game)
    assert end.cause == "prize_deck" and types(game.events)[-2:] == ["round_ended", "game_ended"]
    assert sum(1 for e in game.events if isinstance(e, E.RoundStarted)) == 5
    held = [c for p in state(game).prizes for c in p]
    assert sorted(held) == sorted(cat.prize_ids)
    assert sorted(j for j, _d, _v in end.jewels) == sorted(prizes("jewels"))
    assert all(drawn == -1 and value == 1 for _j, drawn, value in end.jewels)
    expected = []
    for seat_prizes in state(game).prizes:
        gold = sum(cat.gold[c] if cat.prize_type[c] in ("gold", "rum") else 1
                   for c in seat_prizes)
        rum = sum(1 for c in seat_prizes if cat.prize_type[c] == "rum")
        expected.append((gold, rum))
    assert end.scores == tuple(expected)


# --- E2–E4: scoring -------------------------------------------------------------------------

def scored(loot: list[int], pick: int, alloc: list[tuple[int, int]],
           valuation: Iterable[int] = (), *, bury: dict[int, list[int]] | None = None) -> Game:
    """Round 1: Ben wins a Fort whose `loot` (4 or 5 cards) Anna and Ben share as given.
    With `bury`, round 2 is Treasure Island (Cleo's Old Sailor) and those cards are buried.
    Then nothing more is won until the end of round 10. `valuation` lies on top of the prize
    deck after the loot: the cards Jewels draw at the end (E3)."""
    cards = Cards()
    trio = winning_trio(cards)
    if len(loot) == 5:
        qm_cards, fort = trio + [cards.one(skill="cannons", value=2)], fort_card(4, (2, 5, 3))
    else:
        qm_cards, fort = trio, fort_card(4, (1, 3, 2))
    sailor = cards.one(special="old_sailor")
    hands = [cards.filler(6), qm_cards + cards.filler(6 - len(qm_cards)),
             [sailor] + cards.filler(5), cards.filler(6)]
    game = new(4, captain=ANNA, hands=hands, fort=[fort], prizes=list(loot) + list(valuation))
    appoint(game, BEN)
    choose(game, "fort")
    attack(game, qm_cards)
    share(game, pick, alloc)
    no_punishment(game)
    if bury is not None:
        appoint(game, BEN)
        choose(game, "island")
        while step(game) == "sailor":
            seat = game.prompt().seat
            play(game, K.PlaySpecial(seat, sailor) if seat == CLEO else K.Pass(seat))
        while step(game) == "bury":
            seat = game.prompt().seat
            play(game, K.Bury(seat, tuple(bury.get(seat, ()))))
        no_punishment(game)
    run_until(game, lambda g: g.over)
    assert ended(game).cause == "ten_voyages"
    return game


def test_E2_buried_prizes_are_revealed_and_counted_at_the_end() -> None:
    g3, g2 = prizes("gold", 3)[0], prizes("gold", 2)[0]
    g1a, g1b = prizes("gold", 1)[:2]
    game = scored([g3, g2, g1a, g1b], g3, [(g2, BEN), (g1a, CLEO), (g1b, DAN)],
                  bury={ANNA: [g3], CLEO: [g1a]})
    assert game.view(BEN).buried_counts == (0, 0, 0, 0)
    assert g3 in game.view(BEN).prizes[ANNA] and g1a in game.view(DAN).prizes[CLEO]
    end = ended(game)
    assert end.scores == ((3, 0), (2, 0), (1, 0), (1, 0)) and end.winners == (ANNA,)
    assert game.view(CLEO).winners == (ANNA,) and game.view(CLEO).over


@pytest.mark.parametrize(("drawn_type", "drawn_gold", "value"), [
    ("rum", None, 0),          # RU9
    ("jewels", None, 1),       # RU9
    ("hostage", None, 1),      # RU9
    ("gold", 3, 3),
    ("gold", 1, 1),
])
def test_E3_RU9_a_jewel_is_worth_the_gold_of_the_prize_card_it_draws(
        drawn_type: str, drawn_gold: int | None, value: int) -> None:
    jewel = prizes("jewels")[0]
    hostage = prizes("hostage")[0]
    g2, g1 = prizes("gold", 2)[0], prizes("gold", 1)[0]
    drawn = [c for c in prizes(drawn_type, drawn_gold) if c not in (jewel, hostage, g2, g1)][0]
    game = scored([jewel, hostage, g2, g1], jewel, [(hostage, BEN), (g2, CLEO), (g1, DAN)],
                  [drawn])
    end = ended(game)
    assert end.jewels == ((jewel, drawn, value),)
    assert end.scores[ANNA] == (value, 0)
    assert end.scores[BEN] == (1, 0)                     # a Hostage still held is worth 1
    assert drawn in state(game).prize_discard and drawn not in state(game).prize_deck


def test_E4_most_gold_wins() -> None:
    g3, g2 = prizes("gold", 3)[0], prizes("gold", 2)[0]
    g1a, rum = prizes("gold", 1)[0], prizes("rum")[0]
    game = scored([g3, g2, g1a, rum], g2, [(g3, CLEO), (g1a, BEN), (rum, DAN)])
    end = ended(game)
    assert end.scores == ((2, 0), (1, 0), (3, 0), (0, 1))
    assert end.winners == (CLEO,)


def test_E4_a_gold_tie_goes_to_most_rum() -> None:
    g2a, g2b = prizes("gold", 2)[:2]
    g1a, g1b = prizes("gold", 1)[:2]
    rum = prizes("rum")[0]
    game = scored([g2a, rum, g2b, g1a, g1b], g2a,
                  [(rum, ANNA), (g2b, BEN), (g1a, CLEO), (g1b, DAN)])
    end = ended(game)
    assert end.scores == ((2, 1), (2, 0), (1, 0), (1, 0))
    assert end.winners == (ANNA,)


def test_E4_still_tied_players_all_win() -> None:
    g2a, g2b = prizes("gold", 2)[:2]
    rum_a, rum_b = prizes("rum")[:2]
    game = scored([g2a, g2b, rum_a, rum_b], g2a, [(g2b, BEN), (rum_a, CLEO), (rum_b, DAN)])
    end = ended(game)
    assert end.scores == ((2, 0), (2, 0), (0, 1), (0, 1))
    assert end.winners == (ANNA, BEN)
    assert game.view(DAN).winners == (ANNA, BEN)
    g1 = prizes("gold", 1)[:4]
    game = scored(g1, g1[0], [(g1[1], BEN), (g1[2], CLEO), (g1[3], DAN)])
    assert ended(game).winners == (ANNA, BEN, CLEO, DAN)


# --- V3: three players ----------------------------------------------------------------------

def v3_game() -> tuple[Game, list[int]]:
    cards = Cards()
    trio = winning_trio(cards)
    hands = [trio + cards.filler(4), cards.filler(7), cards.filler(7)]
    game = new(3, captain=ANNA, hands=hands, fort=[fort_card(3, (1, 3, 2))])
    return game, trio


def test_V3_no_appointment_the_captain_does_the_quartermasters_work() -> None:
    game, trio = v3_game()
    assert "V3" in game.view(BEN).variants
    p = game.prompt()
    assert (p.seat, p.step) == (ANNA, "destination")             # no appointment step
    assert not any(isinstance(e, E.Ask) and e.step == "appoint" for e in game.events)
    assert game.view(BEN).quartermaster == -1
    start = len(game.events)
    play(game, K.ChooseDestination(ANNA, "fort"))
    assert [e for e in game.events[start:] if isinstance(e, E.Ask)][0] == E.Ask(
        "window", (BEN, CLEO), "destination")
    pass_windows(game)
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (ANNA, "attack", "AT1")   # the captain plays first
    refused(game, K.Reveal(ANNA), "AT1")
    attack(game, trio)
    p = game.prompt()
    assert (p.seat, p.step) == (ANNA, "loot_pick")
    play(game, K.TakePrize(ANNA, p.cards[0]))
    p = game.prompt()
    assert (p.seat, p.step) == (ANNA, "loot_share")              # and shares the rest
    share(game)
    play(game, K.OrderPunishment(ANNA, True))
    assert [e for e in game.events if isinstance(e, E.Ask)][-1] == E.Ask(
        "window", (BEN, CLEO), "punishment")
    pass_windows(game)
    p = game.prompt()
    assert (p.seat, p.step, p.targets) == (ANNA, "victim", (BEN, CLEO))   # only not the captain
    refused(game, K.ChooseVictim(ANNA, ANNA), "PU3")
    play(game, K.ChooseVictim(ANNA, BEN))
    # Next round: straight to the destination again.
    assert state(game).round == 2 and (game.prompt().seat, game.prompt().step) == (
        ANNA, "destination")


def test_V3_a_mutiny_needs_no_appointment_and_the_captain_deals_its_cards() -> None:
    game, trio = v3_game()
    play(game, K.ChooseDestination(ANNA, "fort"))
    c_card = state(game).hands[CLEO][0]
    play(game, K.Pass(BEN), K.CallMutiny(CLEO, c_card))
    b_card = state(game).hands[BEN][0]
    play(game, K.PlayCards(ANNA, (trio[0],), "captain"), K.PlayCards(BEN, (b_card,), "mutineer"))
    start = len(game.events)
    while step(game) == "mutiny":
        play(game, K.Pass(game.prompt().seat))
    r = next(e for e in game.events if isinstance(e, E.MutinyResolved))
    new_captain = r.captain
    evs = game.events[start:]
    assert not any(isinstance(e, E.Ask) and e.step == "appoint" for e in evs)
    assert not any(isinstance(e, E.QuartermasterAppointed) for e in evs)
    dealt = next(e for e in evs if isinstance(e, E.MutinyCrewDealt))
    left = (new_captain + 1) % 3
    assert dealt.deals[0][0] == left and sum(len(c) for _s, c in dealt.deals) == 3
    assert game.view(ANNA).quartermaster == -1
    assert (game.prompt().seat, game.prompt().step) == (new_captain, "destination")


# --- DA7: a game is its events ----------------------------------------------------------------

@pytest.mark.parametrize(("n", "seed"), [(3, 1), (4, 2), (5, 3), (7, 4), (10, 5)])
def test_DA7_a_game_replays_exactly_from_its_events_alone(
        n: int, seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    game, _cmds = play_bots(n, seed)
    data = json.loads(game.dumps())

    def no_generator(*_a: Any) -> Any:
        raise AssertionError("replay must not draw random numbers")

    monkeypatch.setattr(common, "rng", no_generator)
    again = Game.from_json(data, CAT)
    assert state(again).signature() == state(game).signature()
    assert again.events == game.events
    for seat in range(n):
        assert again.view(seat) == game.view(seat)
    # The random outcomes are inside the events.
    kinds = set(types(game.events))
    assert "mutiny_crew_dealt" in kinds or "punished" in kinds


@pytest.mark.parametrize(("n", "seed"), [(4, 11), (6, 12)])
def test_DA7_a_game_loaded_midway_continues_exactly_as_without_the_save(n: int,
                                                                        seed: int) -> None:
    game, cmds = play_bots(n, seed)
    for cut in (len(cmds) // 4, len(cmds) // 2, 3 * len(cmds) // 4):
        at_events, _cmd = cmds[cut]
        loaded = Game.from_json(json.loads(json.dumps(
            {**game.to_json(), "events": game.to_json()["events"][:at_events]})), CAT)
        for _n, cmd in cmds[cut:]:
            loaded.submit(cmd)
        assert loaded.events == game.events


# --- DA8: what each seat may see ----------------------------------------------------------------

def hidden_from(game: Game, seat: int) -> set[int]:
    """Card ids `seat` may not know now: others' hands and buried prizes, every deck, the
    destination card before it is revealed."""
    g = state(game)
    hidden = {c for i, h in enumerate(g.hands) if i != seat for c in h}
    hidden |= set(g.crew_deck) | {c for st in g.stacks for c in st} | set(g.prize_deck)
    hidden |= {c for i, p in enumerate(g.prizes) if i != seat for c in p if c in g.buried}
    if g.destination >= 0 and not g.revealed:
        hidden.add(g.destination)
    _giver, to, offered, _purpose = g.bribe
    if seat == to:
        hidden.discard(offered)  # DA6: the recipient sees what it is offered
    return hidden


def check_views(game: Game) -> None:
    g = state(game)
    for seat in range(g.n):
        v = game.view(seat)
        assert not v.card_ids() & hidden_from(game, seat), (seat, v.card_ids() & hidden_from(
            game, seat))
        assert v.hand == tuple(g.hands[seat])
        assert v.hand_sizes == tuple(len(h) for h in g.hands)
        assert v.prompt is None or v.prompt.seat == seat
        if not g.revealed:
            assert v.destination == -1
        # DA5: a secret choice is known to its owner only.
        assert v.my_choice == next((c for who, c in g.pending if who == seat), None)


@pytest.mark.parametrize(("n", "seed"), [(3, 21), (4, 22), (6, 23), (9, 24)])
def test_DA8_no_view_ever_holds_another_seats_hidden_card(n: int, seed: int) -> None:
    game, _cmds = play_bots(n, seed, on_step=check_views)
    assert game.over


SECRET = (E.CardsDrawn, E.ChoiceMade, E.PrizesBuried)


@pytest.mark.parametrize(("n", "seed"), [(4, 31), (8, 32)])
def test_DA8_events_for_a_seat_never_show_another_seats_hidden_cards(n: int, seed: int) -> None:
    game, _cmds = play_bots(n, seed)
    secrets_seen = 0
    for seat in range(n):
        mine = game.events_for(seat)
        assert len(mine) == len(game.events)
        for full, ev in zip(game.events, mine, strict=True):
            if isinstance(full, E.GameStarted):
                assert ev.seed == 0 and ev.hands[seat] == full.hands[seat]
                assert all(set(h) <= {E.HIDDEN} for i, h in enumerate(ev.hands) if i != seat)
                assert set(ev.crew_deck) | set(ev.prize_deck) <= {E.HIDDEN}
                assert all(set(st) <= {E.HIDDEN} for st in ev.stacks)
            elif isinstance(full, SECRET):
                if full.seat == seat:
                    assert ev == full
                else:
                    secrets_seen += bool(full.cards)
                    assert set(ev.cards) <= {E.HIDDEN} and len(ev.cards) == len(full.cards)
            elif isinstance(full, (E.DestinationChosen, E.DestinationReturned)):
                assert ev.card == E.HIDDEN
            elif isinstance(full, E.CrewDeckReshuffled):
                assert set(ev.order) <= {E.HIDDEN}
            elif isinstance(full, E.MutinyCrewDealt):
                for (s, cards), (s2, full_cards) in zip(ev.deals, full.deals, strict=True):
                    assert s == s2
                    assert cards == full_cards if s == seat else set(cards) <= {E.HIDDEN}
            elif isinstance(full, E.BribeOffered):  # DA6: a crew card from hand is private
                private = CAT.category[full.card] == "crew" and seat not in (full.seat, full.to)
                assert ev.card == (E.HIDDEN if private else full.card)
            elif isinstance(full, E.CardsStolen):   # X-SECOND-MATE: thief and victim only
                for (v, c), (v2, c2) in zip(ev.takes, full.takes, strict=True):
                    assert v == v2 and c == (c2 if seat in (full.seat, v) else E.HIDDEN)
            else:
                assert ev == full                 # public facts are not altered
    assert secrets_seen > 0


def test_DA8_the_captain_does_not_see_the_destination_card_until_it_is_revealed() -> None:
    cards = Cards()
    game = new(4, captain=ANNA, hands=[cards.filler(6) for _ in range(4)])
    appoint(game, BEN)
    top = state(game).stacks[0][-1]
    choose(game, "fort")
    for seat in range(4):
        assert game.view(seat).destination == -1 and game.view(seat).destination_kind == "fort"
        chosen = [e for e in game.events_for(seat) if isinstance(e, E.DestinationChosen)]
        assert chosen == [E.DestinationChosen(ANNA, "fort", E.HIDDEN)]
    attack(game, [state(game).hands[BEN][0]])
    assert game.view(ANNA).dest_discard[-1] == top
    assert any(e == E.DestinationRevealed(BEN, top) for e in game.events_for(CLEO))


def test_DA8_the_old_sailor_prompt_does_not_reveal_which_ai_seat_holds_one() -> None:
    cards = Cards()
    sailor = cards.one(special="old_sailor")
    hands = [cards.filler(6), cards.filler(6), [sailor] + cards.filler(5), cards.filler(6)]
    game = new(4, captain=ANNA, hands=hands, humans=[True, False, False, False], ask_all=True)
    appoint(game, BEN)
    choose(game, "island")
    play(game, K.Pass(ANNA))
    # The AI seats with and without an Old Sailor must look alike to Anna.
    asked = [e for e in game.events_for(ANNA) if isinstance(e, E.Ask) and e.step == "sailor"]
    assert set(asked[-1].seats) & {BEN, CLEO, DAN} in (set(), {BEN, CLEO, DAN})
