"""Appointment (A1–A3), the voyage (VY1–VY3), attacking (AT1–AT8, DA2), sharing loot (L1–L3)
and the empty-handed quartermaster (RU5).

Four players unless said otherwise: Anna (seat 0) is captain and appoints Ben (seat 1)
quartermaster; Cleo (2) and Dan (3) are the crew. Hands and decks are prescribed, card ids
come from the catalogue by their facts."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from rules_flow import (
    Cards,
    appoint,
    attack,
    choose,
    fort_card,
    new,
    no_punishment,
    pass_windows,
    refused,
    run_until,
    share,
    step,
)
from support import CAT, crew, dests, play, prizes, state

from game.core.errors import RuleError
from game.jolly_roger import commands as K
from game.jolly_roger import events as E
from game.jolly_roger.cards import SKILLS
from game.jolly_roger.engine import Game, advance
from game.jolly_roger.evolve import initial_state

ANNA, BEN, CLEO, DAN = range(4)


# --- helpers --------------------------------------------------------------------------------

def table(cards: Cards, given_cards: dict[int, list[int]] | None = None, *, n: int = 4,
          size: int = 6, captain: int = ANNA, **decks: Any) -> Game:
    """A game whose seats hold `given_cards` (by seat) topped up with plain filler to `size`."""
    given_cards = given_cards or {}
    hands = [list(given_cards.get(seat, [])) for seat in range(n)]
    hands = [h + cards.filler(size - len(h)) for h in hands]
    return new(n, captain=captain, hands=hands, **decks)


def multi_card(cards: Cards) -> int:
    """An unused multi-skill crew card (C2)."""
    card = crew(multi=True, exclude=cards.used)[0]
    cards.used.add(card)
    return card


def of(events: Any, cls: type) -> list[Any]:
    return [e for e in events if isinstance(e, cls)]


def sig(event: Any) -> tuple[str, tuple[Any, ...]]:
    """An event with its type: events are named tuples, and two events of different types
    with equal fields (Passed(1), MutinyDeclined(1)) compare equal as plain tuples."""
    return type(event).__name__, tuple(event)


def has(events: Any, event: Any) -> bool:
    return sig(event) in [sig(e) for e in events]


def others_pass(game: Game) -> list[Any]:
    """DA2: everyone but the quartermaster passes until it is the quartermaster's turn again."""
    qm = state(game).acting_qm
    events: list[Any] = []
    while step(game) == "attack" and game.prompt().seat != qm:
        events += play(game, K.Pass(game.prompt().seat))
    return events


def game_with_prize_deck(deck: list[int], **decks: Any) -> Game:
    """A prescribed four-player game whose prize deck holds only `deck` (top first): the
    situation late in a game, when fewer prize cards are left than a card promises."""
    start = new(4, **decks).events[0]._replace(prize_deck=tuple(deck))
    s = initial_state(CAT, start)
    events: list[Any] = [start]
    advance(s, events)
    return Game(s, events)


def five_prizes() -> list[int]:
    g3, g2, rum = prizes("gold", 3)[0], prizes("gold", 2)[0], prizes("rum")[0]
    g1a, g1b = prizes("gold", 1)[:2]
    return [g3, g2, g1a, rum, g1b]


def winning_fort(cards: Cards) -> tuple[int, list[int]]:
    """The Fort (navigation 2, cannons 5, sabers 3) that wins 5 prize cards, and Ben's cards
    that beat it: navigation 3, cannons 3 + 2, sabers 3."""
    fort = fort_card(4, (2, 5, 3))
    assert CAT.prizes[fort] == 5
    return fort, [cards.one(skill="navigation", value=3), cards.one(skill="cannons", value=3),
                  cards.one(skill="cannons", value=2), cards.one(skill="sabers", value=3)]


def at_loot(n_prizes: int) -> tuple[Game, list[int]]:
    """Ben has won an attack whose card promises `n_prizes` (5: a Fort, 3: a Settlement);
    the captain is about to pick. Returns the game and the loot (top of the prize deck)."""
    cards = Cards()
    loot = five_prizes()[:n_prizes]
    if n_prizes == 5:
        dest, ben = winning_fort(cards)
        kind = "fort"
    else:
        kind = "settlement"
        dest = next(d for d in dests(kind, 4)
                    if CAT.prizes[d] == n_prizes and max(CAT.require[d]) <= 3)
        ben = [cards.one(skill=s, value=3) for s in SKILLS]
    game = table(cards, {BEN: ben}, prizes=loot, **{kind: [dest]})
    appoint(game, BEN)
    choose(game, kind)
    events = attack(game, ben)
    assert of(events, E.AttackResolved)[0].success
    assert of(events, E.PrizesDrawn) == [E.PrizesDrawn(BEN, tuple(loot))]
    return game, loot


def counts(game: Game) -> list[int]:
    return [len(p) for p in state(game).prizes]


# --- A1–A3: appointment ---------------------------------------------------------------------

def test_A1_captain_appoints_any_other_seat_as_quartermaster() -> None:
    game = table(Cards())
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.actions) == (ANNA, "appoint", "A1", ("appoint",))
    assert p.targets == (BEN, CLEO, DAN)
    events = play(game, K.Appoint(ANNA, DAN))
    assert has(events, E.QuartermasterAppointed(ANNA, DAN))
    assert all(game.view(seat).quartermaster == DAN for seat in range(4))


def test_A1_captain_cannot_appoint_themselves_and_nobody_else_appoints() -> None:
    game = table(Cards())
    refused(game, K.Appoint(ANNA, ANNA), "A1")
    refused(game, K.Appoint(BEN, CLEO), "A1")   # wrong seat: only the captain appoints
    refused(game, K.Appoint(ANNA, 7), "A1")


def test_A1_the_same_quartermaster_may_be_appointed_again_or_another() -> None:
    game = table(Cards(), merchant=[dests("merchant", 4)[0]])
    appoint(game, BEN)
    run_until(game, lambda g: step(g) == "appoint")
    assert state(game).round == 2
    p = game.prompt()
    assert BEN in p.targets and CLEO in p.targets
    play(game, K.Appoint(ANNA, BEN))
    assert state(game).qm == BEN


def test_A2_a_player_with_an_empty_hand_draws_one_crew_card_free_after_appointment() -> None:
    """A2 with ruling RP1 (docs/rulings.md): the free card is drawn without a prompt."""
    cards = Cards()
    top = cards.one(skill="sabers", value=1)
    hands = [cards.filler(6), cards.filler(6), [], cards.filler(6)]
    game = new(4, captain=ANNA, hands=hands, crew=[top])
    events = play(game, K.Appoint(ANNA, BEN))
    assert of(events, E.CardsDrawn) == [E.CardsDrawn(CLEO, (top,), "free")]
    assert state(game).hands[CLEO] == [top]
    assert [len(h) for h in state(game).hands] == [6, 6, 1, 6]
    # The draw is face down: the other seats learn only that Cleo drew one card.
    seen = [e for e in game.events_for(DAN) if isinstance(e, E.CardsDrawn)]
    assert seen == [E.CardsDrawn(CLEO, (-1,), "free")]


def test_A2_applies_after_the_appointment_that_follows_a_mutiny() -> None:
    """A2 (M10): Cleo calls mutiny with her only card; nobody supports either side, so she
    wins and, as the new captain, appoints — then her empty hand draws a free card."""
    cards = Cards()
    only = cards.one(skill="sabers", count=5)
    top = cards.one(skill="navigation", value=1)
    hands = [cards.filler(6), cards.filler(6), [only], cards.filler(6)]
    game = new(4, captain=ANNA, hands=hands, crew=[top])
    play(game, K.Appoint(ANNA, BEN))
    play(game, K.Pass(BEN))
    play(game, K.CallMutiny(CLEO, only))
    assert state(game).hands[CLEO] == []
    while step(game) == "mutiny":
        play(game, K.Pass(game.prompt().seat))
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (CLEO, "appoint", "M10")
    events = play(game, K.Appoint(CLEO, ANNA))
    assert has(events, E.CardsDrawn(CLEO, (top,), "free"))
    assert top in state(game).hands[CLEO]


def test_A3_mutiny_window_opens_after_the_appointment_from_the_captains_left() -> None:
    game = table(Cards(), captain=CLEO)
    events = play(game, K.Appoint(CLEO, ANNA))
    assert sig(events[-1]) == sig(E.Ask("window", (DAN, ANNA, BEN), "appointment"))
    asked = []
    while step(game) == "window":
        p = game.prompt()
        assert p.context == "appointment" and p.actions == ("call_mutiny", "pass")
        asked.append(p.seat)
        play(game, K.Pass(p.seat))
    assert asked == [DAN, ANNA, BEN]          # the captain is never asked
    assert has(game.events, E.WindowClosed("appointment"))
    assert (game.prompt().seat, step(game)) == (CLEO, "destination")


# --- VY1–VY3: the voyage --------------------------------------------------------------------

def test_VY1_captain_draws_the_top_card_of_the_chosen_kind_face_down() -> None:
    fort = fort_card(4, (1, 4, 3))
    game = table(Cards(), fort=[fort])
    appoint(game, BEN)
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (ANNA, "destination", "VY1")
    assert set(p.choices) == {"fort", "merchant", "settlement", "port", "island"}
    before = len(state(game).stacks[0])
    events = play(game, K.ChooseDestination(ANNA, "fort"))
    assert sig(events[0]) == sig(E.DestinationChosen(ANNA, "fort", fort))
    assert len(state(game).stacks[0]) == before - 1
    # Face down: nobody, the captain included, sees which card it is.
    for seat in range(4):
        v = game.view(seat)
        assert (v.destination_kind, v.destination) == ("fort", -1)
        assert has(game.events_for(seat), E.DestinationChosen(ANNA, "fort", -1))


def test_VY1_only_the_captain_chooses_and_only_a_destination_kind() -> None:
    game = table(Cards())
    appoint(game, BEN)
    refused(game, K.ChooseDestination(BEN, "fort"), "VY1")
    refused(game, K.ChooseDestination(ANNA, "tavern"), "VY1")


def test_VY1_D1_an_empty_stack_cannot_be_chosen_and_is_never_reshuffled() -> None:
    """Five failed Fort attacks empty the Fort stack (5 Forts at 4 players): it is no longer
    offered although its cards lie in the destination discard pile (D1)."""
    game = table(Cards())
    run_until(game, lambda g: step(g) == "destination" and state(g).round == 6)
    g = state(game)
    assert g.stacks[0] == [] and sorted(g.dest_discard) == sorted(dests("fort", 4))
    p = game.prompt()
    assert "fort" not in p.choices and "merchant" in p.choices
    refused(game, K.ChooseDestination(ANNA, "fort"), "VY1")


def test_VY2_mutiny_window_opens_after_the_choice_before_the_quartermaster_acts() -> None:
    game = table(Cards())
    appoint(game, BEN)
    events = play(game, K.ChooseDestination(ANNA, "fort"))
    assert sig(events[-1]) == sig(E.Ask("window", (BEN, CLEO, DAN), "destination"))
    assert not any(e for e in events if isinstance(e, E.Ask) and e.step == "attack")
    assert game.prompt().context == "destination"
    pass_windows(game)
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (BEN, "attack", "AT1")


def test_VY2_RU2_a_mutiny_after_the_choice_puts_the_card_back_on_top_of_its_stack() -> None:
    cards = Cards()
    strong = cards.one(skill="sabers", count=5)
    fort = fort_card(4, (1, 4, 3))
    game = table(cards, {CLEO: [strong]}, fort=[fort])
    appoint(game, BEN)
    play(game, K.ChooseDestination(ANNA, "fort"), K.Pass(BEN))
    events = play(game, K.CallMutiny(CLEO, strong))
    assert has(events, E.DestinationReturned("fort", fort, "RU2"))
    assert state(game).stacks[0][-1] == fort and state(game).destination == -1
    while step(game) == "mutiny":          # nobody supports: Cleo (5) beats Anna (0)
        play(game, K.Pass(game.prompt().seat))
    play(game, K.Appoint(CLEO, ANNA))
    # M13: the (new) captain chooses again; the interrupted card is the one drawn.
    p = game.prompt()
    assert (p.seat, p.step) == (CLEO, "destination")
    events = play(game, K.ChooseDestination(CLEO, "fort"))
    assert sig(events[0]) == sig(E.DestinationChosen(CLEO, "fort", fort))
    assert has(events, E.WindowClosed("destination"))   # M2: no second mutiny this round


def test_VY3_an_attack_destination_starts_with_the_quartermaster() -> None:
    for kind in ("fort", "merchant", "settlement"):
        game = table(Cards())
        appoint(game, BEN)
        choose(game, kind)
        p = game.prompt()
        assert (p.seat, p.step) == (BEN, "attack"), kind
        assert game.view(BEN).destination == -1   # not revealed before the crew is played


def test_VY3_the_pirate_port_deals_crew_and_treasure_island_asks_for_the_map() -> None:
    game = table(Cards(), size=4, port=[dests("port", 4)[0]])
    appoint(game, BEN)
    start = len(game.events)
    choose(game, "port")
    events = game.events[start:]
    assert of(events, E.DestinationRevealed) and len(of(events, E.CardsDrawn)) == 4
    assert step(game) == "punish"            # nobody holds prize cards to exchange yet
    game = table(Cards(), ask_all=True)
    appoint(game, BEN)
    choose(game, "island")
    assert (game.prompt().seat, step(game)) == (ANNA, "sailor")


# --- AT1–AT3 and DA2: playing crew to the attack ---------------------------------------------

def test_AT1_the_quartermaster_must_play_the_first_card() -> None:
    game = table(Cards())
    appoint(game, BEN)
    choose(game, "fort")
    p = game.prompt()
    assert (p.seat, p.clause, p.actions, p.min_cards) == (BEN, "AT1", ("play_cards",), 1)
    assert p.cards == tuple(state(game).hands[BEN])
    refused(game, K.Pass(BEN), "AT1")
    refused(game, K.Reveal(BEN), "AT1")
    refused(game, K.PlayCards(BEN, ()), "AT1")


def test_AT1_other_seats_cannot_play_before_the_quartermaster() -> None:
    game = table(Cards())
    appoint(game, BEN)
    choose(game, "fort")
    refused(game, K.PlayCards(CLEO, (state(game).hands[CLEO][0],)), "AT1")
    refused(game, K.PlayCards(ANNA, (state(game).hands[ANNA][0],)), "AT1")
    refused(game, K.Pass(DAN), "AT1")


def test_AT2_DA2_laps_run_in_seat_order_from_the_quartermaster_and_a_pass_is_not_final() -> None:
    game = table(Cards())
    appoint(game, BEN)
    choose(game, "fort")
    h = [list(x) for x in state(game).hands]
    play(game, K.PlayCards(BEN, (h[BEN][0],)))
    asked = []
    p = game.prompt()
    assert (p.seat, p.clause, p.actions) == (CLEO, "AT2", ("play_cards", "pass"))
    asked.append(p.seat)
    play(game, K.Pass(CLEO))                         # Cleo passes in the first lap...
    asked.append(game.prompt().seat)
    play(game, K.PlayCards(DAN, (h[DAN][0], h[DAN][1])))   # several cards at once
    asked.append(game.prompt().seat)
    play(game, K.PlayCards(ANNA, (h[ANNA][0],)))     # the captain may play too
    asked.append(game.prompt().seat)
    play(game, K.Pass(BEN))                          # the quartermaster may pass after AT1
    asked.append(game.prompt().seat)
    play(game, K.PlayCards(CLEO, (h[CLEO][0],)))     # ...and plays in the second
    assert asked == [CLEO, DAN, ANNA, BEN, CLEO]
    assert state(game).attack == [h[BEN][0], h[DAN][0], h[DAN][1], h[ANNA][0], h[CLEO][0]]
    assert game.view(DAN).attack == ((BEN, h[BEN][0]), (DAN, h[DAN][0]), (DAN, h[DAN][1]),
                                     (ANNA, h[ANNA][0]), (CLEO, h[CLEO][0]))   # face up


def test_AT2_only_own_crew_cards_to_the_attack_not_to_a_mutiny_side() -> None:
    game = table(Cards())
    appoint(game, BEN)
    choose(game, "fort")
    play(game, K.PlayCards(BEN, (state(game).hands[BEN][0],)))
    dan_card = state(game).hands[DAN][0]
    refused(game, K.PlayCards(CLEO, (dan_card,)), "AT2")
    refused(game, K.PlayCards(CLEO, ()), "AT2")
    refused(game, K.PlayCards(CLEO, (state(game).hands[CLEO][0],), "mutineer"), "AT2")
    refused(game, K.Reveal(BEN), "AT2")              # wrong seat: it is Cleo's turn
    refused(game, K.Reveal(CLEO), "AT2")             # only the quartermaster reveals


def test_DA2_a_player_who_has_played_every_card_is_passed_by_themselves() -> None:
    game = table(Cards())
    appoint(game, BEN)
    choose(game, "fort")
    fort, cleo = state(game).destination, tuple(state(game).hands[CLEO])
    play(game, K.PlayCards(BEN, (state(game).hands[BEN][0],)), K.PlayCards(CLEO, cleo))
    assert state(game).hands[CLEO] == []
    play(game, K.Pass(DAN), K.Pass(ANNA))
    events = play(game, K.Pass(BEN))
    # Cleo is not asked in the next lap; her automatic pass completes it.
    assert [sig(e) for e in events[:3]] == [
        sig(E.Passed(BEN)), sig(E.Passed(CLEO)), sig(E.DestinationRevealed(BEN, fort))]


def test_DA2_a_full_lap_without_a_card_reveals_the_destination() -> None:
    fort = fort_card(4, (1, 4, 3))
    game = table(Cards(), fort=[fort])
    appoint(game, BEN)
    choose(game, "fort")
    play(game, K.PlayCards(BEN, (state(game).hands[BEN][0],)))
    play(game, K.Pass(CLEO), K.Pass(DAN))
    assert game.view(CLEO).destination == -1
    play(game, K.Pass(ANNA))
    assert (game.prompt().seat, step(game)) == (BEN, "attack")   # the lap is not full yet
    events = play(game, K.Pass(BEN))
    assert list(map(sig, events[:2])) == [sig(E.Passed(BEN)), sig(E.DestinationRevealed(BEN, fort))]
    assert of(events, E.AttackResolved)


def test_AT3_DA2_the_quartermaster_reveals_on_their_turn_and_contributions_end() -> None:
    fort = fort_card(4, (1, 4, 3))
    cards = Cards()
    game = table(cards, fort=[fort])
    appoint(game, BEN)
    choose(game, "fort")
    play(game, K.PlayCards(BEN, (state(game).hands[BEN][0],)))
    play(game, K.PlayCards(CLEO, (state(game).hands[CLEO][0],)), K.Pass(DAN), K.Pass(ANNA))
    p = game.prompt()
    assert (p.seat, p.clause) == (BEN, "AT3") and "reveal" in p.actions
    events = play(game, K.Reveal(BEN))
    assert sig(events[0]) == sig(E.DestinationRevealed(BEN, fort))
    assert game.prompt().step == "punish"    # nobody is asked for crew any more
    for seat in range(4):                    # turned face up for everybody
        assert has(game.events_for(seat), E.DestinationRevealed(BEN, fort))


# --- AT4–AT8: resolving the attack ----------------------------------------------------------

def test_AT4_AT5_rulebook_example_nav_3_cannons_4_sabers_2_fail_a_fort_needing_sabers_3() -> None:
    """AT5: navigation 3, cannons 4, sabers 2 against a Fort that needs sabers 3 fails;
    the skills of every player's cards are summed per kind (AT4)."""
    cards = Cards()
    nav3 = cards.one(skill="navigation", value=3)
    can3, can1 = cards.one(skill="cannons", value=3), cards.one(skill="cannons", value=1)
    sab2 = cards.one(skill="sabers", value=2)
    fort = fort_card(4, (1, 4, 3))
    game = table(cards, {BEN: [nav3], CLEO: [can3, can1], DAN: [sab2]}, fort=[fort])
    appoint(game, BEN)
    choose(game, "fort")
    play(game, K.PlayCards(BEN, (nav3,)), K.PlayCards(CLEO, (can3, can1)),
         K.PlayCards(DAN, (sab2,)), K.Pass(ANNA))
    events = play(game, K.Reveal(BEN))
    assert of(events, E.AttackResolved) == [E.AttackResolved(False, (3, 4, 2), (1, 4, 3))]
    assert not of(events, E.PrizesDrawn)
    assert (game.prompt().seat, step(game)) == (ANNA, "punish")
    assert all(p == [] for p in state(game).prizes)


def test_AT5_the_attack_succeeds_when_every_kind_reaches_the_requirement_exactly() -> None:
    cards = Cards()
    nav1 = cards.one(skill="navigation", value=1)
    can3, can1 = cards.one(skill="cannons", value=3), cards.one(skill="cannons", value=1)
    sab3 = cards.one(skill="sabers", value=3)
    fort = fort_card(4, (1, 4, 3))
    game = table(cards, {BEN: [nav1, can3, can1, sab3]}, fort=[fort])
    appoint(game, BEN)
    choose(game, "fort")
    events = attack(game, [nav1, can3, can1, sab3])
    assert of(events, E.AttackResolved) == [E.AttackResolved(True, (1, 4, 3), (1, 4, 3))]
    assert of(events, E.PrizesDrawn)


def test_AT5_the_attack_fails_if_any_one_skill_is_short_by_one() -> None:
    fort = fort_card(4, (1, 4, 3))
    for short in range(3):
        cards = Cards()
        nav = [cards.one(skill="navigation", value=1)] if short != 0 else []
        can = ([cards.one(skill="cannons", value=3)]
               + ([cards.one(skill="cannons", value=1)] if short != 1 else []))
        sab = [cards.one(skill="sabers", value=3 if short != 2 else 2)]
        mine = nav + can + sab
        game = table(cards, {BEN: mine}, fort=[fort])
        appoint(game, BEN)
        choose(game, "fort")
        resolved = of(attack(game, mine), E.AttackResolved)[0]
        assert not resolved.success, SKILLS[short]
        assert resolved.totals[short] == resolved.require[short] - 1


def multi_attack() -> tuple[Game, list[int]]:
    """Ben attacks a Merchant Ship (navigation 3, cannons 1, sabers 1) with navigation 3,
    cannons 1 and a multi-skill card: it wins only if that card counts as sabers."""
    cards = Cards()
    nav3, can1 = cards.one(skill="navigation", value=3), cards.one(skill="cannons", value=1)
    mine = [nav3, can1, multi_card(cards)]
    merchant = next(d for d in dests("merchant", 4) if CAT.require[d] == (3, 1, 1))
    game = table(cards, {BEN: mine}, merchant=[merchant])
    appoint(game, BEN)
    choose(game, "merchant")
    return game, mine


def test_AT6_a_multi_skill_card_counts_for_the_one_kind_the_quartermaster_chooses() -> None:
    game, mine = multi_attack()
    multi = mine[2]
    play(game, K.PlayCards(BEN, tuple(mine)))
    others_pass(game)
    events = play(game, K.Reveal(BEN))
    assert not of(events, E.AttackResolved)           # chosen after the others are summed
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.cards) == (BEN, "skills", "AT6", (multi,))
    assert p.choices == SKILLS
    events = play(game, K.AssignSkills(BEN, ((multi, "sabers"),)))
    assert of(events, E.AttackResolved) == [E.AttackResolved(True, (3, 1, 1), (3, 1, 1))]


def test_AT6_the_quartermaster_may_choose_a_skill_that_makes_the_attack_fail() -> None:
    game, mine = multi_attack()
    multi = mine[2]
    events = attack(game, mine, skill="navigation")
    assert has(events, E.SkillsAssigned(BEN, ((multi, "navigation"),)))
    assert of(events, E.AttackResolved) == [E.AttackResolved(False, (4, 1, 0), (3, 1, 1))]
    assert not of(events, E.PrizesDrawn)


def test_AT6_every_multi_skill_card_needs_exactly_one_skill_from_the_quartermaster() -> None:
    cards = Cards()
    m1, m2 = multi_card(cards), multi_card(cards)
    game = table(cards, {BEN: [m1], CLEO: [m2]})
    appoint(game, BEN)
    choose(game, "fort")
    play(game, K.PlayCards(BEN, (m1,)), K.PlayCards(CLEO, (m2,)), K.Pass(DAN), K.Pass(ANNA))
    play(game, K.Reveal(BEN))
    assert game.prompt().cards == (m1, m2)
    refused(game, K.AssignSkills(BEN, ((m1, "sabers"),)), "AT6")
    refused(game, K.AssignSkills(BEN, ((m1, "sabers"), (m2, "rum"))), "AT6")
    refused(game, K.AssignSkills(BEN, ((m1, "sabers"), (m1, "cannons"))), "AT6")
    refused(game, K.AssignSkills(CLEO, ((m1, "sabers"), (m2, "sabers"))), "AT6")
    events = play(game, K.AssignSkills(BEN, ((m1, "sabers"), (m2, "cannons"))))
    assert of(events, E.AttackResolved)[0].totals == (0, 1, 1)


def test_AT7_after_a_failed_attack_crew_and_destination_go_to_their_discard_piles() -> None:
    fort = fort_card(4, (1, 4, 3))
    game = table(Cards(), fort=[fort])
    appoint(game, BEN)
    choose(game, "fort")
    ben, cleo = state(game).hands[BEN][:2], state(game).hands[CLEO][0]
    play(game, K.PlayCards(BEN, tuple(ben)), K.PlayCards(CLEO, (cleo,)))
    others_pass(game)
    events = play(game, K.Reveal(BEN))
    assert has(events, E.AttackCleared((*ben, cleo), fort))
    v = game.view(DAN)
    assert v.crew_discard == (*ben, cleo) and v.dest_discard == (fort,) and v.attack == ()
    # AT2: played cards never return to hand.
    assert not set(ben) & set(state(game).hands[BEN]) and cleo not in state(game).hands[CLEO]
    assert [len(h) for h in state(game).hands] == [6, 4, 5, 6]


def test_AT7_AT8_after_a_won_attack_the_quartermaster_draws_the_printed_prizes_face_up() -> None:
    cards = Cards()
    fort, ben = winning_fort(cards)
    loot = five_prizes()
    game = table(cards, {BEN: ben}, fort=[fort], prizes=loot)
    appoint(game, BEN)
    choose(game, "fort")
    events = attack(game, ben)
    assert has(events, E.AttackCleared(tuple(ben), fort))
    assert of(events, E.PrizesDrawn) == [E.PrizesDrawn(BEN, tuple(loot))]
    assert len(loot) == CAT.prizes[fort]
    assert state(game).dest_discard == [fort] and state(game).crew_discard == ben
    for seat in range(4):                             # face up: everybody sees the loot
        assert game.view(seat).loot == tuple(loot)
    assert game.view(ANNA).prize_deck_size == 46 - 5


def test_AT8_E3_a_prize_deck_with_fewer_cards_than_printed_shares_what_is_left() -> None:
    cards = Cards()
    fort, ben = winning_fort(cards)
    g3, g1 = prizes("gold", 3)[0], prizes("gold", 1)[0]
    hands = [cards.filler(6), ben + cards.filler(2), cards.filler(6), cards.filler(6)]
    game = game_with_prize_deck([g3, g1], captain=ANNA, hands=hands, fort=[fort])
    appoint(game, BEN)
    choose(game, "fort")
    events = attack(game, ben)
    assert of(events, E.PrizesDrawn) == [E.PrizesDrawn(BEN, (g3, g1))]   # 2 of the 5 printed
    share(game, g3, [(g1, DAN)])
    assert state(game).prizes == [[g3], [], [], [g1]]
    no_punishment(game)
    # E1: the last prize card was drawn, so the game ends with this round.
    assert game.over and state(game).result[0] == "prize_deck"


def test_AT8_L1_a_single_prize_card_goes_straight_to_the_captain() -> None:
    """L1 with ruling RP6: one prize card left (deck of one) is the captain's, no prompt."""
    cards = Cards()
    fort, ben = winning_fort(cards)
    g2 = prizes("gold", 2)[0]
    hands = [cards.filler(6), ben + cards.filler(2), cards.filler(6), cards.filler(6)]
    game = game_with_prize_deck([g2], captain=ANNA, hands=hands, fort=[fort])
    appoint(game, BEN)
    choose(game, "fort")
    events = attack(game, ben)
    assert has(events, E.PrizesDrawn(BEN, (g2,))) and has(events, E.PrizeTaken(ANNA, g2))
    assert not of(events, E.LootShared)
    assert state(game).prizes[ANNA] == [g2]
    assert (game.prompt().seat, step(game)) == (ANNA, "punish")


# --- L1–L3: sharing loot --------------------------------------------------------------------

def test_L1_the_captain_first_takes_one_prize_card_of_their_choice() -> None:
    game, loot = at_loot(5)
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.cards) == (ANNA, "loot_pick", "L1", tuple(loot))
    refused(game, K.TakePrize(BEN, loot[0]), "L1")
    refused(game, K.TakePrize(ANNA, prizes("hostage")[0]), "L1")   # not in the loot
    events = play(game, K.TakePrize(ANNA, loot[3]))                 # Rum, if she likes
    assert sig(events[0]) == sig(E.PrizeTaken(ANNA, loot[3]))
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (BEN, "loot_share", "L2")
    assert p.cards == tuple(c for c in loot if c != loot[3]) and p.targets == (0, 1, 2, 3)


def test_L2_five_cards_among_four_players_one_gets_two_the_others_one() -> None:
    for extra in (ANNA, BEN, DAN):       # the quartermaster chooses who gets the extra one
        game, loot = at_loot(5)
        play(game, K.TakePrize(ANNA, loot[0]))
        rest = loot[1:]
        alloc = [(rest[0], BEN), (rest[1], CLEO), (rest[2], DAN), (rest[3], extra)]
        events = play(game, K.ShareLoot(BEN, tuple(alloc)))
        assert has(events, E.LootShared(BEN, tuple(alloc)))
        expected = [1, 1, 1, 1]
        expected[extra] += 1
        assert counts(game) == expected
        assert step(game) == "punish"


def test_L2_three_cards_among_four_players_three_get_one_one_gets_none() -> None:
    game, loot = at_loot(3)
    play(game, K.TakePrize(ANNA, loot[0]))
    refused(game, K.ShareLoot(BEN, ((loot[1], ANNA), (loot[2], CLEO))), "L2")  # captain's 2nd
    refused(game, K.ShareLoot(BEN, ((loot[1], DAN), (loot[2], DAN))), "L2")
    play(game, K.ShareLoot(BEN, ((loot[1], DAN), (loot[2], BEN))))
    assert counts(game) == [1, 1, 0, 1]


def test_L2_an_uneven_share_is_rejected_and_changes_nothing() -> None:
    game, loot = at_loot(5)
    play(game, K.TakePrize(ANNA, loot[0]))
    rest = loot[1:]
    # Ben keeps two while Dan has none from this sharing.
    refused(game, K.ShareLoot(BEN, ((rest[0], BEN), (rest[1], BEN), (rest[2], CLEO),
                                    (rest[3], ANNA))), "L2")
    # The captain gets a third card.
    refused(game, K.ShareLoot(BEN, ((rest[0], ANNA), (rest[1], ANNA), (rest[2], CLEO),
                                    (rest[3], DAN))), "L2")
    assert counts(game) == [1, 0, 0, 0] and state(game).loot == rest


def test_L2_every_remaining_card_is_dealt_once_to_a_real_seat_by_the_quartermaster() -> None:
    game, loot = at_loot(5)
    play(game, K.TakePrize(ANNA, loot[0]))
    a, b, c, d = loot[1:]
    refused(game, K.ShareLoot(BEN, ((a, BEN), (b, CLEO), (c, DAN))), "L2")            # d kept
    refused(game, K.ShareLoot(BEN, ((a, BEN), (a, CLEO), (c, DAN), (d, ANNA))), "L2")  # a twice
    refused(game, K.ShareLoot(BEN, ((a, BEN), (b, CLEO), (c, DAN), (d, 9))), "L2")     # no seat 9
    refused(game, K.ShareLoot(BEN, ((a, BEN), (b, CLEO), (c, DAN), (loot[0], ANNA))), "L2")
    refused(game, K.ShareLoot(CLEO, ((a, BEN), (b, CLEO), (c, DAN), (d, ANNA))), "L2")  # not QM


def _loot_state() -> tuple[Any, list[int]]:
    game, loot = at_loot(5)
    play(game, K.TakePrize(ANNA, loot[0]))
    return state(game), loot[1:]


_LOOT = _loot_state()


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 3), min_size=4, max_size=4))
def test_L2_any_deal_is_accepted_iff_nobody_gets_a_second_card_while_another_has_none(
        seats: list[int]) -> None:
    """L2 as a property: 4 cards left after the captain's pick, dealt to any seats."""
    s, rest = _LOOT
    alloc = tuple(zip(rest, seats, strict=True))
    got = [1, 0, 0, 0]
    for seat in seats:
        got[seat] += 1
    even = max(got) - min(got) <= 1
    try:
        events = Game.decide(s, K.ShareLoot(BEN, alloc))
    except RuleError as err:
        assert not even and err.clause == "L2"
    else:
        assert even and has(events, E.LootShared(BEN, alloc))
    assert s.loot == rest                               # decide never touches the state


def test_L3_prize_cards_lie_face_up_in_front_of_their_owners() -> None:
    game, loot = at_loot(5)
    share(game, loot[0], [(loot[1], BEN), (loot[2], CLEO), (loot[3], DAN), (loot[4], CLEO)])
    owners = ((loot[0],), (loot[1],), (loot[2], loot[4]), (loot[3],))
    for seat in range(4):
        v = game.view(seat)
        assert v.prizes == owners and v.buried_counts == (0, 0, 0, 0) and v.loot == ()


# --- RU5: the quartermaster without crew -----------------------------------------------------

def test_RU5_a_quartermaster_with_an_empty_hand_attacks_without_a_first_card() -> None:
    """RU5: a quartermaster with no crew card is not held to AT1. In play this happens when
    a special card (the Second Mate) empties the quartermaster's hand after the free draw
    (A2); here the hand is emptied directly, as a full-information test may."""
    from game.jolly_roger.engine import current_prompt
    cards = Cards()
    nav3 = cards.one(skill="navigation", value=3)
    game = new(4, captain=ANNA, hands=[cards.filler(6), cards.filler(6), [nav3] + cards.filler(5),
                                        cards.filler(6)])
    appoint(game, BEN)
    choose(game, "merchant")
    g = state(game)
    assert game.prompt().step == "attack" and game.prompt().seat == BEN
    g.crew_discard.extend(g.hands[BEN])
    g.hands[BEN].clear()
    game._prompt = current_prompt(g)
    p = game.prompt()
    assert (p.seat, p.step) == (BEN, "attack")
    assert p.clause != "AT1" and p.cards == () and set(p.actions) == {"pass", "reveal"}
    refused(game, K.PlayCards(BEN, (nav3,)), p.clause)    # Cleo's card, not his
    start = len(game.events)
    play(game, K.Pass(BEN), K.PlayCards(CLEO, (nav3,)), K.Pass(DAN), K.Pass(ANNA))
    events = play(game, K.Reveal(BEN))
    assert of(events, E.DestinationRevealed)[0].seat == BEN
    assert of(events, E.AttackResolved)[0].totals[0] == 3
    assert [e.seat for e in of(game.events[start:], E.CardsPlayed)] == [CLEO]
