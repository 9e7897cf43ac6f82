"""Special crew cards in mutinies and on Treasure Island: Cutthroat, Cannon Fodder, Old Salt,
the Traitor against a mutiny (RU10), Boatswain, Cabin Boy and Old Sailor (X-*), with their
reaction moments (DA4).

Four players unless said otherwise: Anna (seat 0) is captain and appoints Ben (seat 1)
quartermaster; Cleo (2) and Dan (3) are the crew. Hands are prescribed (six cards, the
named ones first, plain filler after), reaction prompts go to holders only unless a test
says `ask_all`, and every card id comes from the catalogue by its facts — strengths are
computed from the crew counts in the data, never typed in.
"""

from __future__ import annotations

from typing import Any

import pytest
from rules_flow import (
    Cards,
    has,
    new,
    of,
    pass_reacts,
    pass_windows,
    reacts,
    refused,
    share,
    sig,
    step,
)
from support import CAT, crew, dests, play, prizes, state, types

from game.jolly_roger import commands as K
from game.jolly_roger import events as E
from game.jolly_roger.cards import SKILLS
from game.jolly_roger.engine import Game

ANNA, BEN, CLEO, DAN = range(4)
QM_CARD = CAT.quartermaster_card


# --- helpers --------------------------------------------------------------------------------

def target(n: int = 4, loot: int = 4) -> tuple[str, int]:
    """The easiest attack destination at n players that needs every skill and wins `loot`
    prize cards — looked up by its facts, whatever the tuning of the data (C6)."""
    pool = [(kind, d) for kind in ("fort", "settlement", "merchant") for d in dests(kind, n)
            if CAT.prizes[d] == loot and min(CAT.require[d]) >= 1]
    assert pool, f"no destination with {loot} prize cards at {n} players"
    return min(pool, key=lambda kd: (sum(CAT.require[kd[1]]), kd[1]))


KIND, DEST = target()
KIND3, DEST3 = target(3)


def crew_for(cards: Cards, totals: tuple[int, ...]) -> list[int]:
    """Plain single-skill cards summing exactly to these skill totals (AT4)."""
    out: list[int] = []
    for skill, total in zip(SKILLS, totals, strict=True):
        for value in (3, 2, 1):
            while total >= value:
                pool = [c for c in crew(skill=skill, value=value, exclude=cards.used)
                        if CAT.special[c] is None and not CAT.multi[c]]
                if not pool:
                    break
                cards.used.add(pool[0])
                out.append(pool[0])
                total -= value
        assert total == 0
    return out


def four_prizes() -> list[int]:
    return [prizes("gold", 3)[0], prizes("gold", 2)[0], prizes("gold", 1)[0], prizes("rum")[0]]


def table(cards: Cards, given: dict[int, list[int]], *, n: int = 4, size: int = 6,
          exact: tuple[int, ...] = (), ask_all: bool = False, **decks: Any) -> Game:
    """Hands: the given cards first, plain filler up to `size` (not for `exact` seats)."""
    hands = []
    for seat in range(n):
        mine = list(given.get(seat, []))
        if seat not in exact:
            mine += cards.filler(max(0, size - len(mine)))
        hands.append(mine)
    return new(n, captain=ANNA, hands=hands, ask_all=ask_all, **decks)


def strength(*cards: int) -> int:
    """M5: the crew counts of these cards, from the data."""
    return sum(CAT.crew[c] for c in cards)


def lap(game: Game, moves: dict[int, tuple[list[int], str]] | None = None) -> list[Any]:
    """Mutiny laps (DA3): a seat in `moves` plays its cards to its side the first time it
    is asked; everyone else passes; until the mutiny ends (M6)."""
    moves = dict(moves or {})
    events: list[Any] = []
    while step(game) in ("mutiny", "react"):
        p = game.prompt()
        if p.step == "mutiny" and p.seat in moves:
            cards, side = moves.pop(p.seat)
            events += play(game, K.PlayCards(p.seat, tuple(cards), side))
        else:
            events += play(game, K.Pass(p.seat))
    return events


def resolved(game: Game) -> E.MutinyResolved:
    return of(game.events, E.MutinyResolved)[-1]


def call(game: Game, seat: int, card: int, stab: str = "") -> list[Any]:
    """In the open mutiny window everyone before `seat` declines; `seat` calls."""
    events: list[Any] = []
    while game.prompt().seat != seat:
        assert step(game) == "window"
        events += play(game, K.Pass(game.prompt().seat))
    return events + play(game, K.CallMutiny(seat, card, stab))


def play_attack(game: Game, cards: list[int]) -> list[Any]:
    """The quartermaster plays `cards`, the others pass, the quartermaster reveals; every
    reaction window on the way is passed."""
    qm = state(game).acting_qm
    events = play(game, K.PlayCards(qm, tuple(cards)))
    while step(game) in ("attack", "react"):
        p = game.prompt()
        reveal = p.step == "attack" and p.seat == qm
        events += play(game, K.Reveal(qm) if reveal else K.Pass(p.seat))
    return events


def round_one_loot(game: Game, ben: list[int], loot: list[int]) -> None:
    """Round 1: Ben, quartermaster, wins the destination; Anna takes 3 gold, Ben 2 gold,
    Cleo 1 gold, Dan the Rum; no punishment; round 2 waits for the appointment."""
    g3, g2, g1, rum = loot
    play(game, K.Appoint(ANNA, BEN))
    pass_windows(game)
    play(game, K.ChooseDestination(ANNA, KIND))
    pass_windows(game)
    pass_reacts(game)
    play_attack(game, ben)
    share(game, g3, [(g2, BEN), (g1, CLEO), (rum, DAN)])
    pass_reacts(game)
    play(game, K.OrderPunishment(ANNA, False))
    pass_windows(game)
    assert state(game).prizes == [[g3], [g2], [g1], [rum]] and step(game) == "appoint"


def loot_table(cards: Cards, given: dict[int, list[int]], **opts: Any) -> tuple[Game, list[int]]:
    """`table` at round 2's appointment, after `round_one_loot`."""
    ben = crew_for(cards, CAT.require[DEST])
    loot = four_prizes()
    hands = {s: list(given.get(s, [])) + (ben if s == BEN else []) for s in range(4)}
    game = table(cards, hands, prizes=loot, **{KIND: [DEST]}, **opts)
    round_one_loot(game, ben, loot)
    return game, loot


# --- X-CUTTHROAT ------------------------------------------------------------------------------

def test_X_CUTTHROAT_opens_a_mutiny_with_nothing_else_in_hand_and_wins_at_once() -> None:
    """X-CUTTHROAT, M3, M12: Cleo's only card is the Cutthroat; she calls with it at the captain:
    the captain's side loses at once, nobody plays more, she is captain; it is discarded."""
    cards = Cards()
    cut = cards.one(special="cutthroat")
    game = table(cards, {CLEO: [cut]}, exact=(CLEO,))
    play(game, K.Appoint(ANNA, BEN))
    # Only the Cutthroat stabs on the call, and only at the captain.
    refused(game, K.CallMutiny(BEN, state(game).hands[BEN][0], "captain"), "X-CUTTHROAT")
    play(game, K.Pass(BEN))
    p = game.prompt()
    assert (p.seat, p.step, p.cards) == (CLEO, "window", (cut,))
    assert cut not in p.specials                  # not an any-time card: it goes by the call
    refused(game, K.CallMutiny(CLEO, cut, "mutineer"), "X-CUTTHROAT")
    refused(game, K.CallMutiny(CLEO, cut, "cook"), "X-CUTTHROAT")
    start = len(game.events)
    events = play(game, K.CallMutiny(CLEO, cut, "captain"))
    assert has(events, E.MutinyCalled(CLEO, cut, "appointment"))
    assert has(events, E.SpecialPlayed(CLEO, cut, (), "captain", False))
    assert has(events, E.MutinyStabbed(CLEO, "captain"))
    assert sig(resolved(game)) == sig(E.MutinyResolved("mutineer", CLEO, (ANNA,),
                                                       (0, strength(cut))))
    # The mutiny ended at once: nobody played or passed a lap.
    assert not of(game.events[start:], E.CardsPlayed) and not of(game.events[start:], E.Passed)
    assert state(game).hands[CLEO] == [] and game.view(DAN).captain == CLEO
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (CLEO, "appoint", "M10")
    events = play(game, K.Appoint(CLEO, DAN))
    drawn = of(events, E.CardsDrawn)
    assert [(e.seat, len(e.cards), e.reason) for e in drawn] == [(CLEO, 1, "free")]   # A2
    dealt = of(events, E.MutinyCrewDealt)[0]
    assert dealt.discarded == (cut,) and dealt.deals == ()           # M12: discarded after
    assert cut in state(game).crew_discard


def test_X_CUTTHROAT_during_a_mutiny_the_chosen_side_loses_at_once() -> None:
    """X-CUTTHROAT: The mutineers lead by far; the captain's Cutthroat makes them lose at once and
    no further card may be played (Ben is never asked)."""
    cards = Cards()
    cut, fodder = cards.one(special="cutthroat"), cards.one(special="cannon_fodder")
    c1 = cards.one(count=1)
    game = table(cards, {ANNA: [cut], CLEO: [c1], DAN: [fodder]})
    play(game, K.Appoint(ANNA, BEN))
    start = len(game.events)
    call(game, CLEO, c1)
    play(game, K.PlayCards(DAN, (fodder,), "mutineer"))
    p = game.prompt()
    assert (p.seat, p.step) == (ANNA, "mutiny") and cut in p.specials
    refused(game, K.PlaySpecial(ANNA, cut, (), "captain"), "X-CUTTHROAT")      # her own side
    refused(game, K.PlaySpecial(ANNA, cut), "X-CUTTHROAT")
    events = play(game, K.PlaySpecial(ANNA, cut, (), "mutineer"))
    assert has(events, E.MutinyStabbed(ANNA, "mutineer"))
    assert sig(resolved(game)) == sig(E.MutinyResolved("captain", ANNA, (CLEO, DAN),
                                                       (0, strength(c1, fodder))))
    after_call = game.events[start:]
    assert not [e for e in of(after_call, E.Passed) if e.seat == BEN]
    assert [e.seat for e in of(after_call, E.CardsPlayed)] == [DAN]
    assert cut in state(game).crew_discard
    assert (game.prompt().seat, game.prompt().step) == (ANNA, "appoint")


def test_X_CUTTHROAT_a_neutral_stabber_joins_the_winning_side_and_is_no_loser() -> None:
    """X-CUTTHROAT, M9, RP14: neutral Ben stabs the captain: the mutineers win at once although they
    have fewer crew, and Ben, on the winning side, is no loser."""
    cards = Cards()
    cut = cards.one(special="cutthroat")
    c1, a5 = cards.one(count=1), cards.one(count=5)
    game = table(cards, {ANNA: [a5], BEN: [cut], CLEO: [c1]})
    play(game, K.Appoint(ANNA, BEN))
    call(game, CLEO, c1)
    play(game, K.Pass(DAN), K.PlayCards(ANNA, (a5,), "captain"))
    p = game.prompt()
    assert (p.seat, p.step) == (BEN, "mutiny") and cut in p.specials   # neutral: either side
    play(game, K.PlaySpecial(BEN, cut, (), "captain"))
    r = resolved(game)
    assert (r.winner, r.captain, r.losers) == ("mutineer", CLEO, (ANNA,))
    assert r.totals == (strength(a5), strength(c1))                 # fewer crew, yet they win


# --- X-CANNON-FODDER ----------------------------------------------------------------------------

def test_X_CANNON_FODDER_adds_5_crew_and_is_discarded_after_the_mutiny_not_dealt() -> None:
    """X-CANNON-FODDER, M5, M12: it adds 5 crew to its side and is discarded after the mutiny —
    never dealt out again in M12."""
    cards = Cards()
    fodder = cards.one(special="cannon_fodder")
    c1, a5 = cards.one(count=1), cards.one(count=5)
    game = table(cards, {ANNA: [a5], CLEO: [c1], DAN: [fodder]})
    play(game, K.Appoint(ANNA, BEN))
    call(game, CLEO, c1)
    play(game, K.PlayCards(DAN, (fodder,), "mutineer"))
    assert CAT.crew[fodder] == 5
    assert game.view(BEN).mutiny_strength == (0, strength(c1) + 5)
    lap(game, {ANNA: ([a5], "captain")})
    r = resolved(game)
    assert r.totals == (strength(a5), strength(c1) + 5)
    assert (r.winner, r.captain) == ("mutineer" if strength(a5) < strength(c1) + 5
                                     else "captain", CLEO)
    events = play(game, K.Appoint(CLEO, BEN))
    dealt = of(events, E.MutinyCrewDealt)[0]
    assert dealt.discarded == (fodder,)
    assert sorted(c for _s, cs in dealt.deals for c in cs) == sorted([c1, a5])
    assert fodder in state(game).crew_discard
    assert all(fodder not in h for h in state(game).hands)


# --- X-OLD-SALT -------------------------------------------------------------------------------

def test_X_OLD_SALT_forces_a_neutral_players_card_to_your_side_and_makes_them_a_loser() -> None:
    """X-OLD-SALT, M9, M11, RP15: Round 2 (everyone holds a prize card): Dan, neutral, plays the Old
    Salt for the mutineer on Ben; Ben must play one card for Cleo. The captain wins: Ben is a loser
    and loses his face-up prize (M9, M11)."""
    cards = Cards()
    salt = cards.one(special="old_salt")
    c1, a5, a4 = cards.one(count=1), cards.one(count=5), cards.one(count=4)
    game, (g3, g2, g1, rum) = loot_table(cards, {ANNA: [a5, a4], CLEO: [c1], DAN: [salt]})
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN), K.Pass(CLEO))
    p = game.prompt()
    assert (p.seat, p.step) == (DAN, "window") and salt not in p.specials   # mutiny only
    play(game, K.Pass(DAN))
    play(game, K.ChooseDestination(ANNA, KIND))
    call(game, CLEO, c1)
    p = game.prompt()
    assert (p.seat, p.step) == (DAN, "mutiny") and salt in p.specials
    refused(game, K.PlaySpecial(DAN, salt, (BEN,)), "X-OLD-SALT")            # which side?
    refused(game, K.PlaySpecial(DAN, salt, (CLEO,), "mutineer"), "X-OLD-SALT")  # not neutral
    refused(game, K.PlaySpecial(DAN, salt, (ANNA,), "mutineer"), "X-OLD-SALT")
    refused(game, K.PlaySpecial(DAN, salt, (DAN,), "mutineer"), "X-OLD-SALT")
    refused(game, K.PlaySpecial(DAN, salt, (), "mutineer"), "X-OLD-SALT")
    events = play(game, K.PlaySpecial(DAN, salt, (BEN,), "mutineer"))
    assert has(events, E.SpecialResolved(DAN, salt))
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.actions) == (BEN, "forced", "X-OLD-SALT", ("play_cards",))
    ben = list(state(game).hands[BEN])
    assert p.cards == tuple(ben) and (p.min_cards, p.max_cards) == (1, 1)
    refused(game, K.Pass(BEN), "X-OLD-SALT")
    refused(game, K.PlayCards(BEN, (ben[0],), "captain"), "X-OLD-SALT")
    refused(game, K.PlayCards(BEN, (ben[0], ben[1]), "mutineer"), "X-OLD-SALT")
    refused(game, K.PlayCards(BEN, (QM_CARD,), "mutineer"), "X-OLD-SALT")
    events = play(game, K.PlayCards(BEN, (ben[0],), "mutineer"))
    assert has(events, E.CardsPlayed(BEN, (ben[0],), "mutineer"))
    assert game.view(ANNA).mutiny_sides == ("captain", "mutineer", "mutineer", "mutineer")
    assert game.view(ANNA).mutiny_strength == (0, strength(c1, ben[0]))
    # Back to Dan's turn; nobody neutral is left, so no Old Salt effect either.
    p = game.prompt()
    assert (p.seat, p.step, p.choices) == (DAN, "mutiny", ("mutineer",))
    lap(game, {ANNA: ([a5, a4], "captain")})
    r = resolved(game)
    assert r.winner == "captain" and r.losers == (BEN, CLEO, DAN)
    start = len(game.events)
    events = play(game, K.Appoint(ANNA, BEN))
    assert has(events, E.PrizesSeized(BEN, ((g2, BEN), (g1, CLEO), (rum, DAN))))
    share(game, g2, [(g1, BEN), (rum, CLEO)])               # M11: the losers share too
    assert state(game).prizes == [[g3, g2], [g1], [rum], []]
    dealt = of(game.events[start:], E.MutinyCrewDealt)[0]
    assert salt in state(game).crew_discard and salt not in dealt.discarded
    assert salt not in [c for _s, cs in dealt.deals for c in cs]      # discarded after it
    assert sorted(c for _s, cs in dealt.deals for c in cs) == sorted([c1, ben[0], a5, a4])


def test_X_OLD_SALT_against_an_empty_hand_nothing_is_played_that_player_stays_neutral() -> None:
    """X-OLD-SALT, M9: Dan played his only card to the attack. At the punishment window Cleo calls;
    Anna's Old Salt on Dan makes him play nothing: he stays neutral and is no loser."""
    cards = Cards()
    salt = cards.one(special="old_salt")
    c1, d1 = cards.one(count=1), cards.one(count=2)
    game = table(cards, {ANNA: [salt], CLEO: [c1], DAN: [d1]}, exact=(DAN,),
                 **{KIND: [DEST]})
    play(game, K.Appoint(ANNA, BEN))
    pass_windows(game)
    play(game, K.ChooseDestination(ANNA, KIND))
    pass_windows(game)
    ben = state(game).hands[BEN][0]
    play(game, K.PlayCards(BEN, (ben,)), K.Pass(CLEO), K.PlayCards(DAN, (d1,)), K.Pass(ANNA),
         K.Reveal(BEN))
    assert not resolved_attack(game).success and state(game).hands[DAN] == []
    play(game, K.OrderPunishment(ANNA, False))
    call(game, CLEO, c1)
    p = game.prompt()
    assert (p.seat, p.step) == (ANNA, "mutiny") and salt in p.specials
    assert state(game).hands[DAN] == []                 # Dan passed by himself (DA3)
    start = len(game.events)
    events = play(game, K.PlaySpecial(ANNA, salt, (DAN,)))
    assert has(events, E.SpecialPlayed(ANNA, salt, (DAN,), "captain"))
    assert has(events, E.SpecialResolved(ANNA, salt))
    assert not [e for e in of(events, E.Ask) if e.step == "forced"]
    assert not of(events, E.CardsPlayed)
    assert game.view(BEN).mutiny_sides[DAN] == "neutral"
    lap(game)
    r = resolved(game)
    assert (r.winner, r.losers, r.totals) == ("mutineer", (ANNA,), (0, strength(c1)))
    assert DAN not in r.losers
    assert not [e for e in of(game.events[start:], E.CardsPlayed) if e.seat == DAN]


def resolved_attack(game: Game) -> E.AttackResolved:
    return of(game.events, E.AttackResolved)[-1]


# --- X-TRAITOR in mutinies / RU10 ------------------------------------------------------------

def test_RU10_X_TRAITOR_on_the_first_card_cancels_the_mutiny_which_still_counts() -> None:
    """RU10, X-TRAITOR, M2: a Traitor against the mutiny's first card calls the mutiny off; it
    still counts as the round's mutiny: no window opens again this round."""
    cards = Cards()
    traitor = cards.one(special="traitor")
    c5 = cards.one(count=5)
    game = table(cards, {CLEO: [c5], DAN: [traitor]}, **{KIND: [DEST]})
    play(game, K.Appoint(ANNA, BEN))
    start = len(game.events)
    call(game, CLEO, c5)
    # X-TRAITOR right after the first card is revealed (holders after Cleo: Dan).
    assert reacts(game.events[start:]) == [("traitor", (DAN,), (c5,))]
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.cards) == (DAN, "react", "X-TRAITOR", (c5,))
    events = play(game, K.PlaySpecial(DAN, traitor, (c5,)))
    assert has(events, E.Cancelled(DAN, c5, True))
    assert has(events, E.MutinyCancelled(CLEO))
    assert not of(game.events, E.MutinyResolved) and not of(game.events, E.QuartermasterTaken)
    v = game.view(ANNA)
    assert v.mutiny_used and v.mutiny_leader == -1 and v.captain == ANNA and v.quartermaster == BEN
    assert {c5, traitor} <= set(state(game).crew_discard)
    assert c5 not in state(game).hands[CLEO]
    # M13: on to the destination choice — and no second mutiny this round (M2).
    p = game.prompt()
    assert (p.seat, p.step) == (ANNA, "destination")
    at = len(game.events)
    play(game, K.ChooseDestination(ANNA, KIND))
    assert has(game.events[at:], E.WindowClosed("destination"))
    assert not [e for e in of(game.events[at:], E.Ask) if e.step == "window"]
    play_attack(game, [state(game).hands[BEN][0]])
    if step(game) == "loot_pick":
        share(game)
        pass_reacts(game)
    at = len(game.events)
    play(game, K.OrderPunishment(ANNA, False))
    assert has(game.events[at:], E.WindowClosed("punishment"))
    assert not [e for e in of(game.events[at:], E.Ask) if e.step == "window"]
    assert state(game).round == 2


def test_RU10_X_TRAITOR_ask_all_asks_every_other_seat_after_the_call() -> None:
    """RU10, X-TRAITOR, DA4 (no leak): with ask_all the call's Traitor window asks every seat from
    the mutineer's left, holder or not; holders-only asks only the holder."""
    for ask_all, seats in ((True, (DAN, ANNA, BEN)), (False, (BEN,))):
        cards = Cards()
        traitor = cards.one(special="traitor")
        c5 = cards.one(count=5)
        game = table(cards, {CLEO: [c5], BEN: [traitor]}, ask_all=ask_all)
        play(game, K.Appoint(ANNA, BEN))
        start = len(game.events)
        call(game, CLEO, c5)
        assert reacts(game.events[start:]) == [("traitor", seats, (c5,))]
        asked = []
        while step(game) == "react":
            p = game.prompt()
            if p.cards == (c5,):                   # (not the window about Ben's Traitor)
                asked.append((p.seat, p.actions))
            play(game, K.PlaySpecial(BEN, traitor, (c5,)) if p.seat == BEN and traitor in
                 p.specials else K.Pass(p.seat))
        assert asked == [(s, ("play_special", "pass") if s == BEN else ("pass",)) for s in seats]
        assert has(game.events, E.MutinyCancelled(CLEO)) and step(game) == "destination"


def test_RU10_a_cancelled_mutiny_at_the_punishment_window_ends_the_round_unpunished() -> None:
    """RU10, RU8, X-TRAITOR, RP12: a mutiny called at the punishment window and cancelled by a
    Traitor still cancels the punishment; the round ends."""
    cards = Cards()
    traitor = cards.one(special="traitor")
    c5 = cards.one(count=5)
    game = table(cards, {CLEO: [c5], DAN: [traitor]}, **{KIND: [DEST]})
    play(game, K.Appoint(ANNA, BEN))
    pass_windows(game)
    play(game, K.ChooseDestination(ANNA, KIND))
    pass_windows(game)
    play_attack(game, [state(game).hands[BEN][0]])
    play(game, K.OrderPunishment(ANNA, True))
    start = len(game.events)
    call(game, CLEO, c5)
    play(game, K.PlaySpecial(DAN, traitor, (c5,)))
    evs = game.events[start:]
    assert has(evs, E.MutinyCancelled(CLEO))
    assert not of(evs, E.Punished) and not [e for e in of(evs, E.Ask) if e.step == "victim"]
    assert has(evs, E.RoundEnded(1)) and has(evs, E.RoundStarted(2))
    assert (game.prompt().seat, game.prompt().step) == (ANNA, "appoint")


def test_RU10_X_TRAITOR_against_a_cutthroat_that_opened_the_mutiny_the_mutiny_goes_on() -> None:
    """RU10, X-TRAITOR, X-CUTTHROAT: the Traitor cancels the opening Cutthroat's stab (and the
    card); the mutiny goes on with support laps and is decided by crew."""
    cards = Cards()
    traitor, cut = cards.one(special="traitor"), cards.one(special="cutthroat")
    a4 = cards.one(count=4)
    game = table(cards, {ANNA: [a4], CLEO: [cut], DAN: [traitor]})
    play(game, K.Appoint(ANNA, BEN))
    start = len(game.events)
    call(game, CLEO, cut, "captain")
    assert reacts(game.events[start:]) == [("traitor", (DAN,), (cut,))]
    events = play(game, K.PlaySpecial(DAN, traitor, (cut,)))
    assert has(events, E.Cancelled(DAN, cut, False))
    assert not of(game.events, E.MutinyStabbed) and not of(game.events, E.MutinyCancelled)
    assert cut in state(game).crew_discard
    v = game.view(BEN)
    assert v.mutiny_leader == CLEO and v.mutiny_strength == (0, 0)
    # The mutiny goes on: support laps from Cleo's left.
    p = game.prompt()
    assert (p.seat, p.step) == (DAN, "mutiny")
    lap(game, {ANNA: ([a4], "captain")})
    r = resolved(game)
    assert (r.winner, r.captain, r.losers, r.totals) == ("captain", ANNA, (CLEO,),
                                                          (strength(a4), 0))


def test_X_TRAITOR_a_traitor_cancelling_a_traitor_lets_the_mutinys_first_card_stand() -> None:
    """X-TRAITOR, RU10: Dan's Traitor aims at the mutiny's first card; Ben's Traitor cancels
    Dan's: the first card stands and the mutiny goes on."""
    cards = Cards()
    t1, t2 = cards.take(2, special="traitor")
    c5 = cards.one(count=5)
    game = table(cards, {BEN: [t2], CLEO: [c5], DAN: [t1]})
    play(game, K.Appoint(ANNA, BEN))
    start = len(game.events)
    call(game, CLEO, c5)
    play(game, K.PlaySpecial(DAN, t1, (c5,)))
    assert reacts(game.events[start:]) == [("traitor", (DAN, BEN), (c5,)),
                                           ("traitor", (BEN,), (t1,))]
    p = game.prompt()
    assert (p.seat, p.cards) == (BEN, (t1,))
    events = play(game, K.PlaySpecial(BEN, t2, (t1,)))
    assert has(events, E.Cancelled(BEN, t1, False))
    assert [e.card for e in of(game.events, E.Cancelled)] == [t1]
    assert not of(game.events, E.MutinyCancelled)
    pass_reacts(game)
    v = game.view(ANNA)
    assert v.mutiny_leader == CLEO and v.mutiny_cards == ((c5, "mutineer"),)
    assert (game.prompt().seat, game.prompt().step) == (DAN, "mutiny")
    lap(game)
    assert resolved(game).totals == (0, strength(c5)) and resolved(game).captain == CLEO


def test_X_TRAITOR_cancels_a_support_card_in_a_mutiny() -> None:
    """X-TRAITOR (mutiny), M5: a support card just played is discarded without effect: its crew
    no longer counts; the mutiny goes on."""
    cards = Cards()
    traitor, fodder = cards.one(special="traitor"), cards.one(special="cannon_fodder")
    c1 = cards.one(count=1)
    game = table(cards, {BEN: [traitor], CLEO: [c1], DAN: [fodder]})
    play(game, K.Appoint(ANNA, BEN))
    call(game, CLEO, c1)
    pass_reacts(game)                                     # Ben lets the call stand
    start = len(game.events)
    play(game, K.PlayCards(DAN, (fodder,), "mutineer"))
    assert reacts(game.events[start:]) == [("traitor", (BEN,), (fodder,))]
    assert game.view(ANNA).mutiny_strength == (0, strength(c1, fodder))
    events = play(game, K.PlaySpecial(BEN, traitor, (fodder,)))
    assert has(events, E.Cancelled(BEN, fodder, False)) and not of(events, E.MutinyCancelled)
    assert game.view(ANNA).mutiny_strength == (0, strength(c1))
    assert fodder in state(game).crew_discard
    lap(game)
    assert resolved(game).totals == (0, strength(c1))


def test_RU10_only_the_callers_first_card_cancels_the_mutiny() -> None:
    """Regression (the next card was taken for the first one). X-TRAITOR, RU10: a Traitor cancels
    the mutiny only against *the first card of the mutiny* (the First Mutineer's call). After the
    opening Cutthroat was cancelled (the mutiny goes on), Dan's support card is an ordinary card: a
    Traitor discards it and the mutiny goes on."""
    cards = Cards()
    t1, t2 = cards.take(2, special="traitor")
    cut = cards.one(special="cutthroat")
    d4 = cards.one(count=4)
    game = table(cards, {ANNA: [t1], BEN: [t2], CLEO: [cut], DAN: [d4]})
    play(game, K.Appoint(ANNA, BEN))
    call(game, CLEO, cut, "captain")
    play(game, K.PlaySpecial(ANNA, t1, (cut,)))          # the mutiny goes on (RU10)
    pass_reacts(game)
    assert (game.prompt().seat, game.prompt().step) == (DAN, "mutiny")
    play(game, K.PlayCards(DAN, (d4,), "mutineer"))
    events = play(game, K.PlaySpecial(BEN, t2, (d4,)))
    assert has(events, E.Cancelled(BEN, d4, False))
    assert not of(game.events, E.MutinyCancelled)
    assert game.view(ANNA).mutiny_leader == CLEO


# --- Treasure Island: X-OLD-SAILOR, X-BOATSWAIN, X-CABIN-BOY -------------------------------

def island_table(cards: Cards, given: dict[int, list[int]], *, islands: int = 1,
                 ask_all: bool = False) -> tuple[Game, list[int], list[int]]:
    """Round 1 leaves Anna 3 gold, Ben 2 gold, Cleo 1 gold and Dan a Rum; round 2 waits for
    the captain's destination choice. Returns the game, the loot and the island cards."""
    isl = dests("island", 4)[:islands]
    ben = crew_for(cards, CAT.require[DEST])
    loot = four_prizes()
    hands = {s: list(given.get(s, [])) + (ben if s == BEN else []) for s in range(4)}
    game = table(cards, hands, prizes=loot, island=isl, ask_all=ask_all, **{KIND: [DEST]})
    round_one_loot(game, ben, loot)
    play(game, K.Appoint(ANNA, BEN))
    pass_windows(game)
    return game, loot, isl


def land(game: Game, seat: int, sailor: int) -> list[Any]:
    """The captain chooses Treasure Island; `seat` plays the Old Sailor; the others decline
    the map and any Traitor."""
    play(game, K.ChooseDestination(state(game).captain, "island"))
    pass_windows(game)
    events: list[Any] = []
    while step(game) == "sailor":
        p = game.prompt()
        events += play(game, K.PlaySpecial(seat, sailor) if p.seat == seat else K.Pass(p.seat))
    events += pass_reacts(game, "traitor")
    assert has(events, E.ShipLanded(seat))
    return events


def test_X_OLD_SAILOR_X_TRAITOR_a_cancelled_map_does_not_land_the_ship() -> None:
    """X-OLD-SAILOR, X-TRAITOR, T1, RU3: a Traitor cancels the map: the ship does not land; with
    no other map the island goes back on its stack."""
    cards = Cards()
    sailor, traitor = cards.one(special="old_sailor"), cards.one(special="traitor")
    game, _loot, (isl,) = island_table(cards, {CLEO: [sailor], DAN: [traitor]})
    play(game, K.ChooseDestination(ANNA, "island"))
    pass_windows(game)
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.specials) == (CLEO, "sailor", "T1", (sailor,))
    start = len(game.events)
    play(game, K.PlaySpecial(CLEO, sailor))
    assert reacts(game.events[start:]) == [("traitor", (DAN,), (sailor,))]
    events = play(game, K.PlaySpecial(DAN, traitor, (sailor,)))
    assert has(events, E.Cancelled(DAN, sailor, False))
    assert not of(game.events[start:], E.ShipLanded)
    assert {sailor, traitor} <= set(state(game).crew_discard)
    # Back at Cleo's map decision, with no map left: RU3, the island goes back.
    p = game.prompt()
    assert (p.seat, p.step, p.actions) == (CLEO, "sailor", ("pass",))
    events = play(game, K.Pass(CLEO))
    assert has(events, E.DestinationReturned("island", isl, "RU3"))
    assert (game.prompt().seat, game.prompt().step) == (ANNA, "destination")


def test_X_OLD_SAILOR_is_a_plain_one_crew_card_in_a_mutiny_and_dealt_again_in_M12() -> None:
    """X-OLD-SAILOR, C3, M12: Each special may be played as a plain card; the map is offered for its
    effect only when the captain chooses Treasure Island."""
    cards = Cards()
    sailor = cards.one(special="old_sailor")
    game = table(cards, {CLEO: [sailor]})
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN))
    p = game.prompt()
    assert (p.seat, p.step) == (CLEO, "window") and p.specials == () and sailor in p.cards
    refused(game, K.PlaySpecial(CLEO, sailor), "M3")
    play(game, K.CallMutiny(CLEO, sailor))
    assert CAT.crew[sailor] == 1 and game.view(ANNA).mutiny_strength == (0, 1)
    lap(game)
    assert resolved(game).totals == (0, 1) and resolved(game).captain == CLEO
    events = play(game, K.Appoint(CLEO, DAN))
    dealt = of(events, E.MutinyCrewDealt)[0]
    assert dealt.discarded == () and dealt.deals == ((ANNA, (sailor,)),)


def test_X_BOATSWAIN_the_chosen_guard_cannot_bury_this_time() -> None:
    """X-BOATSWAIN, DA4, T2: after landing the holder names a guard, who is not asked to bury and
    keeps his prize face up; the duty ends with the island."""
    cards = Cards()
    sailor, boatswain = cards.one(special="old_sailor"), cards.one(special="boatswain")
    game, (g3, g2, g1, rum), (isl,) = island_table(cards, {CLEO: [sailor], DAN: [boatswain]})
    p = game.prompt()
    assert boatswain not in p.specials
    events = land(game, CLEO, sailor)
    # DA4: at Treasure Island, once the ship has landed (holders: Dan).
    assert reacts(events)[-1] == ("boatswain:bury", (DAN,), ())
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.specials) == (DAN, "react", "X-BOATSWAIN", (boatswain,))
    refused(game, K.PlaySpecial(DAN, boatswain), "X-BOATSWAIN")
    refused(game, K.PlaySpecial(DAN, boatswain, (BEN, CLEO)), "X-BOATSWAIN")
    refused(game, K.PlaySpecial(DAN, boatswain, (9,)), "X-BOATSWAIN")
    events = play(game, K.PlaySpecial(DAN, boatswain, (BEN,)))
    assert has(events, E.GuardAssigned(DAN, BEN))
    assert all(game.view(s).guard == BEN for s in range(4))
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (BEN, "guard", "X-BOATSWAIN")
    assert set(p.actions) == {"offer_bribe", "pass"} and p.targets == (CLEO, DAN, ANNA)
    play(game, K.Pass(BEN))                     # Ben keeps the duty
    assert game.prompt().actions == ("pass",)   # Dan's window: one Boatswain a landing
    start = len(game.events)
    play(game, K.Pass(DAN))
    assert [e.seats for e in of(game.events[start:], E.Ask) if e.step == "bury"] == [
        (ANNA, CLEO, DAN)]
    err = refused(game, K.Bury(BEN, (g2,)), "X-BOATSWAIN")     # the guard buries nothing
    assert err.message == "Ben guards the ship and cannot bury anything this time."
    events = play(game, K.Bury(ANNA, (g3,)), K.Bury(CLEO, (g1,)), K.Bury(DAN, (rum,)))
    assert state(game).buried == {g3, g1, rum} and g2 in game.view(ANNA).prizes[BEN]
    assert boatswain in state(game).crew_discard
    assert game.view(ANNA).guard == -1                      # only this time (T4)
    assert has(events, E.AttackCleared((sailor,), isl))


def test_X_BOATSWAIN_guard_duty_handed_on_by_an_accepted_bribe() -> None:
    """X-BOATSWAIN, B1, DA6: Ben, the guard, offers Cleo a card: she refuses (the card stays, the
    duty too); Dan accepts his: Dan guards the ship and cannot bury, Ben may bury again."""
    cards = Cards()
    sailor, boatswain = cards.one(special="old_sailor"), cards.one(special="boatswain")
    game, (g3, g2, g1, rum), _isl = island_table(cards, {CLEO: [sailor], ANNA: [boatswain]})
    land(game, CLEO, sailor)
    play(game, K.PlaySpecial(ANNA, boatswain, (BEN,)))
    ben = list(state(game).hands[BEN])
    p = game.prompt()
    assert (p.seat, p.step) == (BEN, "guard")
    refused(game, K.OfferBribe(BEN, BEN, ben[0]), "X-BOATSWAIN")     # already asked: himself
    events = play(game, K.OfferBribe(BEN, CLEO, ben[0]))
    assert has(events, E.BribeOffered(BEN, CLEO, ben[0], "guard"))
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.context) == (CLEO, "bribe", "X-BOATSWAIN", "guard")
    play(game, K.AnswerBribe(CLEO, False))
    assert game.view(ANNA).guard == BEN and state(game).hands[BEN] == ben
    p = game.prompt()
    assert (p.seat, p.step, p.targets) == (BEN, "guard", (DAN, ANNA))      # Cleo was asked
    refused(game, K.OfferBribe(BEN, CLEO, ben[1]), "X-BOATSWAIN")
    play(game, K.OfferBribe(BEN, DAN, ben[1]), K.AnswerBribe(DAN, True))
    assert game.view(ANNA).guard == DAN
    assert ben[1] in state(game).hands[DAN] and ben[1] not in state(game).hands[BEN]
    # The new guard may hand it on in turn (to whoever was not asked yet), or keep it.
    p = game.prompt()
    assert (p.seat, p.step, p.targets) == (DAN, "guard", (ANNA,))
    play(game, K.Pass(DAN))
    start = len(game.events)
    pass_reacts(game, "boatswain")
    assert [e.seats for e in of(game.events[start:], E.Ask) if e.step == "bury"] == [
        (ANNA, BEN, CLEO)]
    p = game.prompt()
    play(game, K.Bury(ANNA, ()))
    assert game.prompt().seat == BEN and game.prompt().cards == (g2,)
    play(game, K.Bury(BEN, (g2,)), K.Bury(CLEO, ()))
    assert state(game).buried == {g2} and rum in game.view(BEN).prizes[DAN]


def test_X_BOATSWAIN_in_a_three_player_game() -> None:
    """X-BOATSWAIN, V3: the captain attacks and shares alone; at the island Cleo's Boatswain makes
    the captain guard the ship."""
    cards = Cards()
    sailor, boatswain = cards.one(special="old_sailor"), cards.one(special="boatswain")
    anna = crew_for(cards, CAT.require[DEST3])
    g3, g2, g1, rum = loot = four_prizes()
    isl = dests("island", 3)[0]
    game = table(cards, {ANNA: anna, BEN: [sailor], CLEO: [boatswain]}, n=3, prizes=loot,
                 island=[isl], **{KIND3: [DEST3]})
    play(game, K.ChooseDestination(ANNA, KIND3))
    pass_windows(game)
    play_attack(game, anna)
    share(game, g3, [(g2, BEN), (g1, CLEO), (rum, ANNA)])
    pass_reacts(game)
    play(game, K.OrderPunishment(ANNA, False))
    pass_windows(game)
    assert state(game).round == 2 and step(game) == "destination"
    land(game, BEN, sailor)
    p = game.prompt()
    assert (p.seat, p.step, p.specials) == (CLEO, "react", (boatswain,))
    events = play(game, K.PlaySpecial(CLEO, boatswain, (ANNA,)))
    assert has(events, E.GuardAssigned(CLEO, ANNA))
    p = game.prompt()
    assert (p.seat, p.step, p.targets) == (ANNA, "guard", (BEN, CLEO))
    start = len(game.events)
    play(game, K.Pass(ANNA))
    pass_reacts(game, "boatswain")
    assert [e.seats for e in of(game.events[start:], E.Ask) if e.step == "bury"] == [
        (BEN, CLEO)]
    play(game, K.Bury(BEN, (g2,)), K.Bury(CLEO, (g1,)))
    assert state(game).buried == {g2, g1}
    assert sorted(game.view(BEN).prizes[ANNA]) == sorted([g3, rum])


def test_X_CABIN_BOY_takes_a_random_buried_card_that_stays_face_up_until_the_next_island() -> None:
    """X-CABIN-BOY, DA4: after everyone buried, the holder takes a random buried card of another
    player; it stays face up (locked, public) until the next Treasure Island, where it may
    be buried again."""
    cards = Cards()
    s1, s2 = cards.take(2, special="old_sailor")
    cabin = cards.one(special="cabin_boy")
    game, (g3, g2, g1, rum), (i1, i2) = island_table(cards, {CLEO: [s1, s2], DAN: [cabin]},
                                                     islands=2)
    land(game, CLEO, s1)
    start = len(game.events)
    play(game, K.Bury(ANNA, (g3,)), K.Bury(BEN, ()), K.Bury(CLEO, (g1,)), K.Bury(DAN, ()))
    # DA4: after everyone has buried (holders: Dan).
    assert reacts(game.events[start:]) == [("cabin_boy:leave_island", (DAN,), ())]
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.specials) == (DAN, "react", "X-CABIN-BOY", (cabin,))
    refused(game, K.PlaySpecial(DAN, cabin, (DAN,)), "X-CABIN-BOY")    # another player
    refused(game, K.PlaySpecial(DAN, cabin, (BEN,)), "X-CABIN-BOY")    # who buried something
    refused(game, K.PlaySpecial(DAN, cabin), "X-CABIN-BOY")
    events = play(game, K.PlaySpecial(DAN, cabin, (ANNA,)))
    assert has(events, E.PrizeStolen(DAN, ANNA, g3, True))             # her one buried card
    for seat in range(4):
        v = game.view(seat)
        assert g3 in v.prizes[DAN] and v.locked == (g3,)              # face up, for everyone
        assert v.buried_counts == (0, 0, 1, 0)
    pass_reacts(game)
    assert state(game).dest_discard[-1] == i1 and step(game) == "punish"
    play(game, K.OrderPunishment(ANNA, False))
    pass_windows(game)
    # Round 3: still face up until the ship lands again; then it may be buried.
    play(game, K.Appoint(ANNA, BEN))
    pass_windows(game)
    assert game.view(ANNA).locked == (g3,)
    land(game, CLEO, s2)
    assert game.view(ANNA).locked == ()
    while game.prompt().seat != DAN:
        play(game, K.Pass(game.prompt().seat))
    p = game.prompt()
    assert (p.seat, p.step) == (DAN, "bury") and sorted(p.cards) == sorted([rum, g3])
    play(game, K.Bury(DAN, (g3,)))
    assert g3 in state(game).buried and state(game).dest_discard[-1] == i2


@pytest.mark.parametrize("seat", [9, -1])
def test_X_CABIN_BOY_the_target_must_be_another_real_player(seat: int) -> None:
    """Regression (the seat was not range-checked). X-CABIN-BOY: "a random buried card of *another*
    player" — a seat that does not exist (here 9, or -1, which Python would read as Dan himself) is
    refused with the clause and changes nothing."""
    cards = Cards()
    sailor, cabin = cards.one(special="old_sailor"), cards.one(special="cabin_boy")
    game, (g3, g2, g1, rum), _isl = island_table(cards, {CLEO: [sailor], DAN: [cabin]})
    land(game, CLEO, sailor)
    play(game, K.Bury(ANNA, (g3,)), K.Bury(BEN, ()), K.Bury(CLEO, ()), K.Bury(DAN, (rum,)))
    assert (game.prompt().seat, game.prompt().specials) == (DAN, (cabin,))
    refused(game, K.PlaySpecial(DAN, cabin, (seat,)), "X-CABIN-BOY")


def test_DA4_island_windows_ask_every_seat_with_ask_all() -> None:
    """DA4, X-BOATSWAIN, X-CABIN-BOY: ask_all: the Boatswain and Cabin Boy moments ask all four
    seats from the captain, holders or not; non-holders may only pass."""
    cards = Cards()
    sailor, cabin = cards.one(special="old_sailor"), cards.one(special="cabin_boy")
    game, (g3, g2, g1, rum), _isl = island_table(cards, {CLEO: [sailor], DAN: [cabin]},
                                                 ask_all=True)
    play(game, K.ChooseDestination(ANNA, "island"))
    pass_windows(game)
    while step(game) in ("sailor", "react") and not state(game).landed:
        p = game.prompt()
        play(game, K.PlaySpecial(CLEO, sailor) if p.step == "sailor" and p.seat == CLEO
             else K.Pass(p.seat))
    start = len(game.events) - 1
    asked = []
    while step(game) == "react":
        p = game.prompt()
        asked.append((p.seat, p.context, p.actions))
        play(game, K.Pass(p.seat))
    assert reacts(game.events[start:]) == [("boatswain:bury", (ANNA, BEN, CLEO, DAN), ())]
    assert asked == [(s, "boatswain:bury", ("pass",)) for s in (ANNA, BEN, CLEO, DAN)]
    start = len(game.events)
    play(game, K.Bury(ANNA, (g3,)), K.Bury(BEN, ()), K.Bury(CLEO, ()), K.Bury(DAN, ()))
    assert reacts(game.events[start:]) == [("cabin_boy:leave_island", (ANNA, BEN, CLEO, DAN),
                                            ())]
    asked = []
    while step(game) == "react":
        p = game.prompt()
        asked.append((p.seat, p.actions))
        play(game, K.Pass(p.seat))
    assert asked == [(ANNA, ("pass",)), (BEN, ("pass",)), (CLEO, ("pass",)),
                     (DAN, ("play_special", "pass"))]
    assert step(game) == "punish" and not of(game.events, E.PrizeStolen)
    assert types(game.events[start:]).count("attack_cleared") == 1
