"""Special crew cards around the voyage: Lookout, First Mate, Navigator, Sharpshooter,
the Traitor in attacks, Cook, Carpenter, Second Mate, Stowaways and Surgeon (X-*), their
reaction moments (DA4) and the rulings RU11 and RU12.

Four players unless said otherwise: Anna (seat 0) is captain and appoints Ben (seat 1)
quartermaster; Cleo (2) and Dan (3) are the crew. Hands are prescribed (six cards, the
named ones first, plain filler after), reaction prompts go to holders only unless a test
says `ask_all`, and every card id comes from the catalogue by its facts.
"""

from __future__ import annotations

from typing import Any

from rules_flow import (
    Cards,
    appoint,
    attack,
    choose,
    has,
    new,
    no_punishment,
    of,
    pass_reacts,
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
from game.jolly_roger.engine import Game, advance
from game.jolly_roger.evolve import initial_state

ANNA, BEN, CLEO, DAN = range(4)


# --- helpers --------------------------------------------------------------------------------

def target(n: int = 4, loot: int = 4) -> tuple[str, int]:
    """The easiest attack destination in play at n players that needs every skill and wins
    `loot` prize cards — looked up by its facts, whatever the tuning of the data (C6)."""
    pool = [(kind, d) for kind in ("fort", "settlement", "merchant") for d in dests(kind, n)
            if CAT.prizes[d] == loot and min(CAT.require[d]) >= 1]
    assert pool, f"no destination with {loot} prize cards at {n} players"
    return min(pool, key=lambda kd: (sum(CAT.require[kd[1]]), kd[1]))


KIND, DEST = target()
REQ = CAT.require[DEST]
KIND3, DEST3 = target(3)


def exact(cards: Cards, skill: str, total: int) -> list[int]:
    """Plain single-skill crew cards whose `skill` sums to exactly `total`."""
    out: list[int] = []
    for value in (3, 2, 1):
        while total >= value:
            pool = [c for c in crew(skill=skill, value=value, exclude=cards.used)
                    if CAT.special[c] is None and not CAT.multi[c]]
            if not pool:
                break
            cards.used.add(pool[0])
            out.append(pool[0])
            total -= value
    assert total == 0, f"no plain cards for {skill} {total}"
    return out


def crew_for(cards: Cards, totals: tuple[int, ...]) -> list[int]:
    """Cards summing exactly to these navigation, cannons and sabers totals (AT4)."""
    return [c for skill, t in zip(SKILLS, totals, strict=True) for c in exact(cards, skill, t)]


def short(skill: str) -> tuple[int, ...]:
    """The destination's requirements with one point less of `skill`."""
    i = SKILLS.index(skill)
    return tuple(r - (k == i) for k, r in enumerate(REQ))


def deal(cards: Cards, given: dict[int, list[int]], n: int = 4, size: int = 6) -> list[list[int]]:
    """One hand per seat: the given cards first, topped up with plain filler to `size`."""
    return [list(given.get(s, [])) + cards.filler(max(0, size - len(given.get(s, []))))
            for s in range(n)]


def table(cards: Cards, given: dict[int, list[int]], *, n: int = 4, size: int = 6,
          ask_all: bool = False, captain: int = ANNA, **decks: Any) -> Game:
    return new(n, captain=captain, hands=deal(cards, given, n, size), ask_all=ask_all, **decks)


def four_prizes() -> list[int]:
    """3 gold, 2 gold, 1 gold and a Rum: what the destination wins, top first."""
    return [prizes("gold", 3)[0], prizes("gold", 2)[0], prizes("gold", 1)[0], prizes("rum")[0]]


def others_pass(game: Game) -> list[Any]:
    """DA2: everyone but the quartermaster passes until it is the quartermaster's turn."""
    qm = state(game).acting_qm
    events: list[Any] = []
    while step(game) in ("attack", "react") and game.prompt().seat != qm:
        events += play(game, K.Pass(game.prompt().seat))
    return events


def to_reveal(game: Game) -> list[Any]:
    """The others pass a lap and the quartermaster reveals (AT3)."""
    events = others_pass(game)
    return events + play(game, K.Reveal(state(game).acting_qm))


def resolved(events: Any) -> E.AttackResolved:
    return of(events, E.AttackResolved)[-1]


def won_fort(cards: Cards, given: dict[int, list[int]], *, ask_all: bool = False,
             loot: list[int] | None = None) -> tuple[Game, list[int]]:
    """Ben, quartermaster, wins the destination with exactly enough; returns the game at the
    first step after the reveal and the loot (top of the prize deck)."""
    trio = crew_for(cards, REQ)
    loot = four_prizes() if loot is None else loot
    hands = {seat: list(given.get(seat, [])) + (trio if seat == BEN else []) for seat in range(4)}
    game = table(cards, hands, ask_all=ask_all, prizes=loot, **{KIND: [DEST]})
    appoint(game, BEN)
    choose(game, KIND)
    pass_reacts(game)
    play(game, K.PlayCards(BEN, tuple(trio)))
    pass_reacts(game)
    to_reveal(game)
    pass_reacts(game, "adjust")
    return game, loot


# --- DA4: special cards only at their moments -----------------------------------------------

def test_DA4_only_any_time_specials_are_offered_at_a_seats_own_prompts() -> None:
    """DA4: Second Mate, Stowaways and Surgeon at any of the holder's own prompts; every
    other special only at its own moment — not at a mutiny window or in the attack laps."""
    cards = Cards()
    timed = {key: cards.one(special=key) for key in (
        "lookout", "navigator", "first_mate", "cook", "carpenter", "traitor")}
    mate = cards.one(special="second_mate")
    cleo = {key: cards.one(special=key) for key in ("sharpshooter", "stowaways", "surgeon")}
    game = table(cards, {DAN: [*timed.values(), mate], CLEO: list(cleo.values())}, size=7,
                 **{KIND: [DEST]})
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN))
    p = game.prompt()
    assert (p.seat, p.step) == (CLEO, "window") and "play_special" in p.actions
    assert sorted(p.specials) == sorted([cleo["stowaways"], cleo["surgeon"]])
    refused(game, K.PlaySpecial(CLEO, cleo["sharpshooter"], (), "+1"), (p.clause, "DA4"))
    play(game, K.Pass(CLEO))
    p = game.prompt()
    assert (p.seat, p.step, p.specials) == (DAN, "window", (mate,))
    for card in timed.values():
        refused(game, K.PlaySpecial(DAN, card), (p.clause, "DA4"))
    play(game, K.Pass(DAN))
    # Anna's own prompt offers her nothing: she holds no special.
    assert game.prompt().specials == () and "play_special" not in game.prompt().actions
    choose(game, KIND)
    # The Lookout's moment: the Lookout is offered, with the any-time card.
    p = game.prompt()
    assert (p.seat, p.step, p.context) == (DAN, "react", "lookout:attack_laps")
    assert sorted(p.specials) == sorted([timed["lookout"], mate])
    play(game, K.Pass(DAN))
    play(game, K.PlayCards(BEN, (state(game).hands[BEN][0],)))
    # The Traitor's moment: right after a card is revealed.
    p = game.prompt()
    assert (p.seat, p.step, p.context) == (DAN, "react", "traitor")
    assert sorted(p.specials) == sorted([timed["traitor"], mate])
    play(game, K.Pass(DAN))
    p = game.prompt()
    assert (p.seat, p.step) == (CLEO, "attack")
    assert sorted(p.specials) == sorted([cleo["stowaways"], cleo["surgeon"]])
    play(game, K.Pass(CLEO))
    p = game.prompt()
    assert (p.seat, p.step, p.specials) == (DAN, "attack", (mate,))
    for card in timed.values():
        refused(game, K.PlaySpecial(DAN, card), (p.clause, "DA4"))


# --- X-LOOKOUT -------------------------------------------------------------------------------

def test_X_LOOKOUT_reveals_the_destination_to_every_seat_before_crew_are_played() -> None:
    """X-LOOKOUT, DA4: right after the captain chooses an attack destination the holder may reveal
    it; every seat's view shows the card before any crew card is played."""
    cards = Cards()
    lookout = cards.one(special="lookout")
    fort = DEST
    game = table(cards, {DAN: [lookout]}, **{KIND: [fort]})
    appoint(game, BEN)
    start = len(game.events)
    choose(game, KIND)
    # DA4: right after the attack destination is chosen, holders only: Dan.
    assert reacts(game.events[start:]) == [("lookout:attack_laps", (DAN,), ())]
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (DAN, "react", "X-LOOKOUT")
    assert p.specials == (lookout,) and set(p.actions) == {"play_special", "pass"}
    assert all(game.view(seat).destination == -1 for seat in range(4))
    refused(game, K.PlaySpecial(DAN, lookout, (BEN,)), "DA4")      # it takes no target
    events = play(game, K.PlaySpecial(DAN, lookout))
    assert has(events, E.SpecialPlayed(DAN, lookout))
    assert has(events, E.SpecialResolved(DAN, lookout))
    assert has(events, E.DestinationRevealed(DAN, fort))
    assert not of(game.events, E.CardsPlayed)                          # before any crew
    for seat in range(4):
        assert game.view(seat).destination == fort
    assert lookout in state(game).crew_discard and lookout not in state(game).hands[DAN]
    # The window goes on: Dan has nothing left to play there.
    p = game.prompt()
    assert (p.seat, p.step, p.actions) == (DAN, "react", ("pass",))
    play(game, K.Pass(DAN))
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (BEN, "attack", "AT1")
    assert game.view(CLEO).destination == fort


def test_X_LOOKOUT_DA4_ask_all_asks_every_seat_the_same_whoever_holds_it() -> None:
    """X-LOOKOUT, DA4 (no leak): with reaction prompts to every seat, the Lookout window asks all
    four seats from the captain whether or not anybody holds the card; holders-only asks Dan alone,
    and nobody at all when nobody holds it."""
    def windows(holder: bool, ask_all: bool) -> list[Any]:
        cards = Cards()
        given = {DAN: [cards.one(special="lookout")]} if holder else {}
        game = table(cards, given, ask_all=ask_all, **{KIND: [DEST]})
        appoint(game, BEN)
        start = len(game.events)
        choose(game, KIND)
        asked = []
        while step(game) == "react":
            p = game.prompt()
            asked.append((p.seat, p.actions))
            play(game, K.Pass(p.seat))
        assert step(game) == "attack"
        return [reacts(game.events[start:]), asked]

    with_card, without = windows(True, True), windows(False, True)
    assert with_card[0] == without[0] == [("lookout:attack_laps", (ANNA, BEN, CLEO, DAN), ())]
    assert [s for s, _a in with_card[1]] == [ANNA, BEN, CLEO, DAN]
    assert with_card[1][3] == (DAN, ("play_special", "pass"))
    assert all(a == ("pass",) for _s, a in with_card[1][:3] + without[1])
    assert windows(True, False)[0] == [("lookout:attack_laps", (DAN,), ())]
    assert windows(False, False) == [[], []]


def test_X_LOOKOUT_X_TRAITOR_a_cancelled_lookout_reveals_nothing() -> None:
    """X-LOOKOUT, X-TRAITOR: a special played for its effect is revealed, so a Traitor may cancel
    it: the Lookout is discarded without effect and the destination stays hidden."""
    cards = Cards()
    lookout, traitor = cards.one(special="lookout"), cards.one(special="traitor")
    game = table(cards, {DAN: [lookout], CLEO: [traitor]}, **{KIND: [DEST]})
    appoint(game, BEN)
    choose(game, KIND)
    start = len(game.events)
    play(game, K.PlaySpecial(DAN, lookout))
    # X-TRAITOR: the revealed Lookout opens a Traitor window (holders after Dan: Cleo).
    assert reacts(game.events[start:]) == [("traitor", (CLEO,), (lookout,))]
    p = game.prompt()
    assert (p.seat, p.clause, p.cards, p.specials) == (CLEO, "X-TRAITOR", (lookout,), (traitor,))
    events = play(game, K.PlaySpecial(CLEO, traitor, (lookout,)))
    assert has(events, E.Cancelled(CLEO, lookout, False))
    assert not of(events, E.DestinationRevealed)
    assert not has(game.events, E.SpecialResolved(DAN, lookout))
    assert {lookout, traitor} <= set(state(game).crew_discard)
    pass_reacts(game)
    assert step(game) == "attack" and all(game.view(s).destination == -1 for s in range(4))


# --- X-FIRST-MATE / X-NAVIGATOR / X-SHARPSHOOTER ---------------------------------------------

def adjust_game(holder_cards: list[str], totals: tuple[int, ...], *,
                ask_all: bool = False) -> tuple[Game, dict[str, int]]:
    """Cleo holds the named adjust cards; Ben attacks alone with cards summing to `totals`
    and reveals."""
    cards = Cards()
    ids = {key: cards.one(special=key) for key in holder_cards}
    ben = crew_for(cards, totals)
    game = table(cards, {BEN: ben, CLEO: list(ids.values())}, ask_all=ask_all,
                 prizes=four_prizes(), **{KIND: [DEST]})
    appoint(game, BEN)
    choose(game, KIND)
    pass_reacts(game)
    play(game, K.PlayCards(BEN, tuple(ben)))
    pass_reacts(game)
    # Not before the reveal: the adjust cards are no any-time cards.
    p = game.prompt()
    assert p.seat == CLEO and p.step == "attack" and p.specials == ()
    to_reveal(game)
    return game, ids


def test_X_FIRST_MATE_minus_one_saber_turns_an_exact_success_into_a_failure() -> None:
    """X-FIRST-MATE, AT5: Sabers exactly enough: the First Mate's -1 saber makes the attack fail
    (AT5)."""
    game, ids = adjust_game(["first_mate"], REQ)
    fm = ids["first_mate"]
    p = game.prompt()
    assert (p.seat, p.step, p.context) == (CLEO, "react", "adjust:after_adjust")
    assert p.specials == (fm,) and game.view(CLEO).destination == DEST   # after the reveal
    refused(game, K.PlaySpecial(CLEO, fm), "X-FIRST-MATE")              # +1 or -1
    refused(game, K.PlaySpecial(CLEO, fm, (), "-2"), "X-FIRST-MATE")
    events = play(game, K.PlaySpecial(CLEO, fm, (), "-1"))
    assert has(events, E.SkillAdjusted(CLEO, "sabers", -1))
    assert game.view(ANNA).adjust == (0, 0, -1)
    events += pass_reacts(game)
    assert sig(resolved(events)) == sig(E.AttackResolved(False, short("sabers"), REQ))
    assert not of(events, E.PrizesDrawn)
    assert fm in state(game).crew_discard and step(game) == "punish"


def test_X_FIRST_MATE_the_same_attack_without_it_succeeds() -> None:
    """X-FIRST-MATE: The control for the test above: Cleo passes, exactly enough sabers is
    enough."""
    game, _ids = adjust_game(["first_mate"], REQ)
    events = pass_reacts(game)
    assert sig(resolved(events)) == sig(E.AttackResolved(True, REQ, REQ))
    assert len(of(events, E.PrizesDrawn)[0].cards) == 4


def test_X_NAVIGATOR_plus_one_navigation_turns_a_failure_into_a_success() -> None:
    """X-NAVIGATOR: one navigation short; the Navigator's +1 after the reveal makes it succeed."""
    game, ids = adjust_game(["navigator"], short("navigation"))
    refused(game, K.PlaySpecial(CLEO, ids["navigator"], (), "+2"), "X-NAVIGATOR")
    events = play(game, K.PlaySpecial(CLEO, ids["navigator"], (), "+1"))
    assert has(events, E.SkillAdjusted(CLEO, "navigation", 1))
    events += pass_reacts(game)
    assert sig(resolved(events)) == sig(E.AttackResolved(True, REQ, REQ))
    assert of(events, E.PrizesDrawn)


def test_X_SHARPSHOOTER_plus_one_cannon_turns_a_failure_into_a_success() -> None:
    """X-SHARPSHOOTER: one cannon short; the Sharpshooter's +1 after the reveal makes it succeed."""
    game, ids = adjust_game(["sharpshooter"], short("cannons"))
    refused(game, K.PlaySpecial(CLEO, ids["sharpshooter"], (), "0"), "X-SHARPSHOOTER")
    events = play(game, K.PlaySpecial(CLEO, ids["sharpshooter"], (), "+1"))
    assert has(events, E.SkillAdjusted(CLEO, "cannons", 1))
    events += pass_reacts(game)
    assert sig(resolved(events)) == sig(E.AttackResolved(True, REQ, REQ))


def test_X_SHARPSHOOTER_X_NAVIGATOR_one_holder_plays_both_and_a_sum_never_goes_below_zero() -> None:
    """X-SHARPSHOOTER, X-NAVIGATOR, DA4: Both cards in one window, one after the other; the
    Sharpshooter's -1 takes cannons from 0 — a sum never goes below zero (AT4)."""
    game, ids = adjust_game(["sharpshooter", "navigator"], (REQ[0] - 1, 0, REQ[2]))
    p = game.prompt()
    assert sorted(p.specials) == sorted([ids["sharpshooter"], ids["navigator"]])
    events = play(game, K.PlaySpecial(CLEO, ids["sharpshooter"], (), "-1"))
    assert has(events, E.SkillAdjusted(CLEO, "cannons", -1))
    p = game.prompt()                           # still Cleo's turn in the window
    assert (p.seat, p.step, p.specials) == (CLEO, "react", (ids["navigator"],))
    events += play(game, K.PlaySpecial(CLEO, ids["navigator"], (), "+1"))
    assert game.view(DAN).adjust == (1, -1, 0)
    events += pass_reacts(game)
    assert game.view(ANNA).adjust == (0, 0, 0)              # cleared with the attack (AT7)
    assert sig(resolved(events)) == sig(E.AttackResolved(False, (REQ[0], 0, REQ[2]), REQ))


def test_DA4_adjust_window_right_after_the_reveal_asks_everyone_with_ask_all() -> None:
    """DA4, X-FIRST-MATE: with ask_all the First Mate / Navigator / Sharpshooter moment right
    after the reveal asks all four seats from the captain; only the holder may play."""
    game, _ids = adjust_game(["first_mate"], REQ, ask_all=True)
    reveal_at = max(i for i, e in enumerate(game.events) if isinstance(e, E.DestinationRevealed))
    assert reacts(game.events[reveal_at:]) == [("adjust:after_adjust", (ANNA, BEN, CLEO, DAN), ())]
    seen = []
    while game.prompt().context == "adjust:after_adjust":
        p = game.prompt()
        seen.append(p.seat)
        assert p.clause == "DA4" and p.actions == (
            ("play_special", "pass") if p.seat == CLEO else ("pass",))
        play(game, K.Pass(p.seat))
    assert seen == [ANNA, BEN, CLEO, DAN]


# --- X-TRAITOR in attacks --------------------------------------------------------------------

def test_X_TRAITOR_cancels_a_crew_card_just_played_to_the_attack() -> None:
    """X-TRAITOR (attack): right after crew cards are played face up, a Traitor discards one of
    them without effect — it is not summed (AT4) and goes to the crew discard."""
    cards = Cards()
    traitor = cards.one(special="traitor")
    ben = crew_for(cards, REQ)
    sab = next(c for c in ben if CAT.skills[c][2])
    rest = [c for c in ben if c != sab]
    game = table(cards, {BEN: ben, DAN: [traitor]}, prizes=four_prizes(), **{KIND: [DEST]})
    appoint(game, BEN)
    choose(game, KIND)
    start = len(game.events)
    play(game, K.PlayCards(BEN, tuple(ben)))
    assert reacts(game.events[start:]) == [("traitor", (DAN,), tuple(ben))]
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (DAN, "react", "X-TRAITOR")
    assert p.cards == tuple(ben) and p.specials == (traitor,)
    refused(game, K.PlaySpecial(DAN, traitor), "X-TRAITOR")                  # which card?
    refused(game, K.PlaySpecial(DAN, traitor, (state(game).hands[DAN][1],)), "X-TRAITOR")
    refused(game, K.PlaySpecial(DAN, traitor, (ben[0], sab)), "X-TRAITOR")
    events = play(game, K.PlaySpecial(DAN, traitor, (sab,)))
    assert has(events, E.Cancelled(DAN, sab, False))
    g = state(game)
    assert g.attack == rest and {sab, traitor} <= set(g.crew_discard)
    assert game.view(ANNA).attack == tuple((BEN, c) for c in rest)
    events = pass_reacts(game) + to_reveal(game) + pass_reacts(game)
    totals = (REQ[0], REQ[1], REQ[2] - CAT.skills[sab][2])
    assert sig(resolved(events)) == sig(E.AttackResolved(False, totals, REQ))
    assert sig(of(events, E.AttackCleared)[0]) == sig(E.AttackCleared(tuple(rest), DEST))


def test_X_TRAITOR_a_traitor_cancelling_a_traitor_lets_the_first_card_stand() -> None:
    """X-TRAITOR (attack): a Traitor can cancel a Traitor; the card the first one aimed at
    stands."""
    cards = Cards()
    t1, t2 = cards.take(2, special="traitor")
    ben = crew_for(cards, REQ)
    sab = next(c for c in ben if CAT.skills[c][2])
    game = table(cards, {BEN: ben, CLEO: [t1], DAN: [t2]}, prizes=four_prizes(),
                 **{KIND: [DEST]})
    appoint(game, BEN)
    choose(game, KIND)
    start = len(game.events)
    play(game, K.PlayCards(BEN, tuple(ben)), K.PlaySpecial(CLEO, t1, (sab,)))
    # The Traitor is revealed in turn: a Traitor window for it (holders after Cleo: Dan).
    assert reacts(game.events[start:]) == [("traitor", (CLEO, DAN), tuple(ben)),
                                           ("traitor", (DAN,), (t1,))]
    p = game.prompt()
    assert (p.seat, p.cards) == (DAN, (t1,))
    refused(game, K.PlaySpecial(DAN, t2, (sab,)), "X-TRAITOR")      # only the Traitor now
    events = play(game, K.PlaySpecial(DAN, t2, (t1,)))
    assert has(events, E.Cancelled(DAN, t1, False))
    assert [e.card for e in of(game.events, E.Cancelled)] == [t1]
    assert state(game).attack == ben and {t1, t2} <= set(state(game).crew_discard)
    events = pass_reacts(game) + to_reveal(game) + pass_reacts(game)
    assert sig(resolved(events)) == sig(E.AttackResolved(True, REQ, REQ))


def test_X_TRAITOR_X_FIRST_MATE_a_cancelled_first_mate_changes_no_saber() -> None:
    """X-TRAITOR, X-FIRST-MATE: the Traitor answers a special card too ("normal or special"):
    the First Mate's -1 is discarded without effect and exactly enough sabers still win."""
    cards = Cards()
    fm, traitor = cards.one(special="first_mate"), cards.one(special="traitor")
    ben = crew_for(cards, REQ)
    game = table(cards, {BEN: ben, CLEO: [fm], ANNA: [traitor]}, prizes=four_prizes(),
                 **{KIND: [DEST]})
    appoint(game, BEN)
    choose(game, KIND)
    play(game, K.PlayCards(BEN, tuple(ben)))
    pass_reacts(game)                              # Anna lets Ben's cards stand
    to_reveal(game)
    start = len(game.events)
    play(game, K.PlaySpecial(CLEO, fm, (), "-1"))
    assert reacts(game.events[start:]) == [("traitor", (ANNA,), (fm,))]
    events = play(game, K.PlaySpecial(ANNA, traitor, (fm,)))
    assert has(events, E.Cancelled(ANNA, fm, False))
    assert not of(game.events, E.SkillAdjusted) and game.view(DAN).adjust == (0, 0, 0)
    events = pass_reacts(game, "adjust")
    assert sig(resolved(events)) == sig(E.AttackResolved(True, REQ, REQ))


def test_X_TRAITOR_DA4_every_other_seat_is_asked_after_each_play_with_ask_all() -> None:
    """X-TRAITOR, DA4: ask_all: after each crew play every other seat (from the player's left) is
    asked, holder or not; holders-only: only the holders; nobody when nobody holds a Traitor."""
    def traitor_windows(given: dict[int, str], ask_all: bool) -> list[Any]:
        cards = Cards()
        hands = {seat: [cards.one(special=key)] for seat, key in given.items()}
        nav3 = cards.one(skill="navigation", value=3)
        hands.setdefault(BEN, []).append(nav3)
        game = table(cards, hands, ask_all=ask_all, **{KIND: [DEST]})
        appoint(game, BEN)
        choose(game, KIND)
        pass_reacts(game)
        start = len(game.events)
        play(game, K.PlayCards(BEN, (nav3,)))
        asked = []
        while step(game) == "react":
            p = game.prompt()
            asked.append((p.seat, p.specials))
            play(game, K.Pass(p.seat))
        return [reacts(game.events[start:]), [s for s, _sp in asked], nav3]

    with_all = traitor_windows({ANNA: "traitor"}, True)
    none_all = traitor_windows({}, True)
    assert with_all[0] == [("traitor", (CLEO, DAN, ANNA), (with_all[2],))]
    assert none_all[0] == [("traitor", (CLEO, DAN, ANNA), (none_all[2],))]
    assert with_all[1] == none_all[1] == [CLEO, DAN, ANNA]
    holders = traitor_windows({ANNA: "traitor"}, False)
    assert holders[0] == [("traitor", (ANNA,), (holders[2],))] and holders[1] == [ANNA]
    assert traitor_windows({}, False)[0] == []


# --- X-COOK --------------------------------------------------------------------------------

def test_X_COOK_picks_first_the_captain_cannot_take_that_card_and_it_counts_in_L2() -> None:
    """X-COOK, L1, L2, RP11: the Cook's player picks before the captain; the captain cannot take
    that card; the Cook's pick counts as that player's card when the rest is shared evenly."""
    cards = Cards()
    cook = cards.one(special="cook")
    game, loot = won_fort(cards, {CLEO: [cook]})
    g3, g2, g1, rum = loot
    # DA4: the Cook at the start of sharing, before the captain's pick (holders: Cleo).
    assert reacts(game.events)[-1] == ("cook:pick_attack", (CLEO,), ())
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.specials) == (CLEO, "react", "X-COOK", (cook,))
    play(game, K.PlaySpecial(CLEO, cook))
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.actions) == (CLEO, "cook_pick", "X-COOK", ("take_prize",))
    assert sorted(p.cards) == sorted(loot)
    events = play(game, K.TakePrize(CLEO, g3))              # the card the captain wanted
    assert has(events, E.CookPicked(CLEO, g3))
    assert game.view(ANNA).cook == CLEO and state(game).prizes[CLEO] == [g3]
    pass_reacts(game)
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (ANNA, "loot_pick", "L1") and g3 not in p.cards
    refused(game, K.TakePrize(ANNA, g3), "L1")
    play(game, K.TakePrize(ANNA, g2))
    # L2: the Cook's pick counts as Cleo's card: Ben and Dan must get the last two.
    refused(game, K.ShareLoot(BEN, ((g1, CLEO), (rum, DAN))), "L2")
    refused(game, K.ShareLoot(BEN, ((g1, BEN), (rum, BEN))), "L2")
    refused(game, K.ShareLoot(BEN, ((g1, ANNA), (rum, DAN))), "L2")
    play(game, K.ShareLoot(BEN, ((g1, BEN), (rum, DAN))))
    assert state(game).prizes == [[g2], [g1], [g3], [rum]]
    assert cook in state(game).crew_discard and step(game) == "punish"


def test_X_COOK_not_for_the_captain_and_ask_all_asks_every_seat() -> None:
    """X-COOK, DA4, RP11: The captain picks first anyway: holding the Cook opens no window (holders-
    only); with ask_all every seat is asked from the captain and Anna's Cook is not offered."""
    for ask_all in (False, True):
        cards = Cards()
        cook = cards.one(special="cook")
        game, loot = won_fort(cards, {ANNA: [cook]}, ask_all=ask_all)
        drawn = max(i for i, e in enumerate(game.events) if isinstance(e, E.PrizesDrawn))
        if not ask_all:
            assert reacts(game.events[drawn:]) == []
        else:
            assert reacts(game.events[drawn:]) == [("cook:pick_attack", (ANNA, BEN, CLEO, DAN),
                                                    ())]
            p = game.prompt()
            assert (p.seat, p.specials, p.actions) == (ANNA, (), ("pass",))
            refused(game, K.PlaySpecial(ANNA, cook), "X-COOK")
            pass_reacts(game)
        p = game.prompt()
        assert (p.seat, p.step) == (ANNA, "loot_pick") and sorted(p.cards) == sorted(loot)
        assert not of(game.events, E.CookPicked)


# --- X-CARPENTER ----------------------------------------------------------------------------

def carpenter_game(holder: int = DAN) -> tuple[Game, list[int], int]:
    """After Ben's Fort: Anna 3 gold, Ben 2 gold, Cleo 1 gold, Dan a Rum; `holder` holds
    the Carpenter and the Carpenter window is open."""
    cards = Cards()
    carpenter = cards.one(special="carpenter")
    game, loot = won_fort(cards, {holder: [carpenter]})
    g3, g2, g1, rum = loot
    share(game, g3, [(g2, BEN), (g1, CLEO), (rum, DAN)])
    assert reacts(game.events)[-1] == ("carpenter:shared_attack", (holder,), ())
    return game, loot, carpenter


def test_X_CARPENTER_asks_for_a_face_up_prize_and_someone_gives_one() -> None:
    """X-CARPENTER: after sharing, the others are asked in turn from the holder's left; Ben gives
    a face-up prize card, and nobody after him is asked."""
    game, (g3, g2, g1, rum), carpenter = carpenter_game()
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.specials) == (DAN, "react", "X-CARPENTER", (carpenter,))
    start = len(game.events)
    play(game, K.PlaySpecial(DAN, carpenter))
    # The others are asked in turn from Dan's left.
    assert [(e.step, e.seats) for e in of(game.events[start:], E.Ask)] == [
        ("carpenter_ask", (ANNA, BEN, CLEO))]
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.cards) == (ANNA, "carpenter_ask", "X-CARPENTER", (g3,))
    assert set(p.actions) == {"give_prize", "pass"}
    refused(game, K.GivePrize(ANNA, g2), "X-CARPENTER")          # not hers
    refused(game, K.GivePrize(BEN, g2), "X-CARPENTER")           # not his turn
    play(game, K.Pass(ANNA))
    events = play(game, K.GivePrize(BEN, g2))
    assert has(events, E.PrizeGiven(BEN, DAN, g2))
    assert not of(events, E.PrizeStolen)
    assert state(game).prizes == [[g3], [], [g1], [rum, g2]]
    assert carpenter in state(game).crew_discard
    pass_reacts(game)
    assert step(game) == "punish"                                 # Cleo was never asked


def test_X_CARPENTER_nobody_gives_so_a_random_card_of_the_captain_or_quartermaster() -> None:
    """X-CARPENTER: nobody gives — the holder chooses the captain or the quartermaster and takes
    a random face-up prize card of theirs."""
    game, (g3, g2, g1, rum), carpenter = carpenter_game()
    play(game, K.PlaySpecial(DAN, carpenter), K.Pass(ANNA), K.Pass(BEN), K.Pass(CLEO))
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (DAN, "carpenter_take", "X-CARPENTER")
    assert p.targets == (ANNA, BEN)                               # captain or quartermaster
    refused(game, K.ChooseVictim(DAN, CLEO), "X-CARPENTER")
    events = play(game, K.ChooseVictim(DAN, BEN))
    assert has(events, E.PrizeStolen(DAN, BEN, g2, False))
    assert state(game).prizes == [[g3], [], [g1], [rum, g2]]
    assert game.view(ANNA).locked == ()                           # no lock: only the Cabin Boy


def test_X_CARPENTER_the_quartermasters_fallback_is_the_captain_alone() -> None:
    """X-CARPENTER: Ben, the quartermaster, plays it and nobody gives: the only other choice is the
    captain, so there is nothing to choose — a random card of Anna's."""
    game, (g3, g2, g1, rum), carpenter = carpenter_game(holder=BEN)
    play(game, K.PlaySpecial(BEN, carpenter))
    assert (game.prompt().seat, game.prompt().step) == (CLEO, "carpenter_ask")
    events = play(game, K.Pass(CLEO), K.Pass(DAN), K.Pass(ANNA))
    assert has(events, E.PrizeStolen(BEN, ANNA, g3, False))
    assert state(game).prizes == [[], [g2, g3], [g1], [rum]]


def test_X_CARPENTER_when_nobody_else_has_a_face_up_prize_nothing_happens() -> None:
    """X-CARPENTER: One prize card was left in the deck (E3): the captain took it (L1, RP6) and
    plays the Carpenter — nobody can give, nobody can be robbed."""
    cards = Cards()
    carpenter = cards.one(special="carpenter")
    trio = crew_for(cards, REQ)
    g3 = prizes("gold", 3)[0]
    start = new(4, captain=ANNA, hands=deal(cards, {ANNA: [carpenter], BEN: trio}),
                **{KIND: [DEST]}).events[0]._replace(prize_deck=(g3,))
    s = initial_state(CAT, start)
    events: list[Any] = [start]
    advance(s, events)
    game = Game(s, events)
    appoint(game, BEN)
    choose(game, KIND)
    attack(game, trio)
    assert state(game).prizes == [[g3], [], [], []]
    p = game.prompt()
    assert (p.seat, p.step, p.specials) == (ANNA, "react", (carpenter,))
    at = len(game.events)
    play(game, K.PlaySpecial(ANNA, carpenter))
    evs = game.events[at:]
    assert has(evs, E.SpecialResolved(ANNA, carpenter))
    assert not of(evs, E.PrizeGiven) and not of(evs, E.PrizeStolen)
    assert not [e for e in of(evs, E.Ask) if e.step.startswith("carpenter")]
    assert state(game).prizes == [[g3], [], [], []]
    assert carpenter in state(game).crew_discard


def test_RU12_X_CARPENTER_in_V3_the_fallback_takes_from_the_captain() -> None:
    """RU12, X-CARPENTER: in V3 nobody gives and the fallback takes a random face-up card of the
    captain at once (no choice: the captain is the quartermaster)."""
    cards = Cards()
    carpenter = cards.one(special="carpenter")
    trio = crew_for(cards, CAT.require[DEST3])
    loot = four_prizes()
    g3, g2, g1, rum = loot
    game = table(cards, {ANNA: trio, CLEO: [carpenter]}, n=3, prizes=loot, **{KIND3: [DEST3]})
    assert state(game).qm == -1 and step(game) == "destination"   # V3: no appointment
    choose(game, KIND3)
    attack(game, trio)                                              # the captain attacks
    share(game, g3, [(g2, BEN), (g1, CLEO), (rum, ANNA)])
    assert state(game).prizes == [[g3, rum], [g2], [g1]]
    play(game, K.PlaySpecial(CLEO, carpenter))
    p = game.prompt()
    assert (p.seat, p.step) == (ANNA, "carpenter_ask")
    events = play(game, K.Pass(ANNA), K.Pass(BEN))
    stolen = of(events, E.PrizeStolen)
    assert len(stolen) == 1 and (stolen[0].seat, stolen[0].victim) == (CLEO, ANNA)
    assert stolen[0].card in (g3, rum) and not stolen[0].locked
    assert not [e for e in of(events, E.Ask) if e.step == "carpenter_take"]
    assert sorted(state(game).prizes[CLEO]) == sorted([g1, stolen[0].card])


# --- X-SECOND-MATE -------------------------------------------------------------------------

def test_X_SECOND_MATE_takes_one_random_card_from_two_different_players() -> None:
    """X-SECOND-MATE, DA4: an any-time card (here at the holder's mutiny-window prompt): one random
    crew card from each of two different other players."""
    cards = Cards()
    mate = cards.one(special="second_mate")
    game = table(cards, {CLEO: [mate]})
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN))
    p = game.prompt()
    assert (p.seat, p.step) == (CLEO, "window") and p.specials == (mate,)   # any time
    ben, dan = list(state(game).hands[BEN]), list(state(game).hands[DAN])
    refused(game, K.PlaySpecial(CLEO, mate, (BEN,)), "X-SECOND-MATE")           # two players
    refused(game, K.PlaySpecial(CLEO, mate, (BEN, BEN)), "X-SECOND-MATE")       # different
    refused(game, K.PlaySpecial(CLEO, mate, (CLEO, BEN)), "X-SECOND-MATE")      # others
    refused(game, K.PlaySpecial(CLEO, mate, (BEN, DAN, ANNA)), "X-SECOND-MATE")
    events = play(game, K.PlaySpecial(CLEO, mate, (BEN, DAN)))
    stolen = of(events, E.CardsStolen)
    assert len(stolen) == 1 and stolen[0].seat == CLEO
    (v1, c1), (v2, c2) = stolen[0].takes
    assert (v1, v2) == (BEN, DAN) and c1 in ben and c2 in dan
    g = state(game)
    assert len(g.hands[BEN]) == 5 and len(g.hands[DAN]) == 5 and len(g.hands[CLEO]) == 7
    assert {c1, c2} <= set(g.hands[CLEO]) and mate in g.crew_discard
    # Each victim knows the card taken from them, the others do not (DA8).
    for seat, known in ((ANNA, (E.HIDDEN, E.HIDDEN)), (BEN, (c1, E.HIDDEN)),
                        (DAN, (E.HIDDEN, c2)), (CLEO, (c1, c2))):
        mine = of(game.events_for(seat), E.CardsStolen)[0]
        assert tuple(c for _v, c in mine.takes) == known
    # Back at Cleo's window decision.
    assert (game.prompt().seat, game.prompt().step) == (CLEO, "window")


def test_X_SECOND_MATE_with_only_one_other_non_empty_hand_takes_one_card() -> None:
    """X-SECOND-MATE, RP19: Ben (quartermaster) and Dan play their whole hands to the attack: only
    Anna still has crew cards, so the Second Mate takes one card from her alone."""
    cards = Cards()
    mate = cards.one(special="second_mate")
    game = table(cards, {CLEO: [mate]}, **{KIND: [DEST]})
    appoint(game, BEN)
    choose(game, KIND)
    g = state(game)
    play(game, K.PlayCards(BEN, tuple(g.hands[BEN])), K.Pass(CLEO),
         K.PlayCards(DAN, tuple(g.hands[DAN])), K.Pass(ANNA), K.Pass(BEN))
    p = game.prompt()
    assert (p.seat, p.step) == (CLEO, "attack") and mate in p.specials
    anna = list(g.hands[ANNA])
    refused(game, K.PlaySpecial(CLEO, mate, (ANNA, BEN)), "X-SECOND-MATE")
    refused(game, K.PlaySpecial(CLEO, mate, ()), "X-SECOND-MATE")
    events = play(game, K.PlaySpecial(CLEO, mate, (ANNA,)))
    stolen = of(events, E.CardsStolen)[0]
    assert stolen.seat == CLEO and len(stolen.takes) == 1
    assert stolen.takes[0][0] == ANNA and stolen.takes[0][1] in anna
    assert len(g.hands[ANNA]) == 5 and stolen.takes[0][1] in g.hands[CLEO]


# --- X-STOWAWAYS ---------------------------------------------------------------------------

def test_X_STOWAWAYS_discards_itself_and_draws_two_crew_cards() -> None:
    """X-STOWAWAYS, H2: discard it and draw two crew cards (the top of the crew deck); over the
    hand limit the holder discards first."""
    cards = Cards()
    stow = cards.one(special="stowaways")
    top = cards.filler(2)
    game = table(cards, {DAN: [stow]}, size=7, crew=top)       # seven: the hand limit
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN), K.Pass(CLEO))
    p = game.prompt()
    assert (p.seat, p.step, p.specials) == (DAN, "window", (stow,))
    hand = list(state(game).hands[DAN])
    refused(game, K.PlaySpecial(DAN, stow, (ANNA,)), "DA4")      # it takes no target
    events = play(game, K.PlaySpecial(DAN, stow))
    assert has(events, E.SpecialResolved(DAN, stow))
    assert has(events, E.CardsDrawn(DAN, tuple(top), "stowaways"))
    g = state(game)
    assert g.hands[DAN] == [c for c in hand if c != stow] + top
    assert g.crew_discard == [stow]
    # Eight cards: H2 comes first, then Dan's window decision again.
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.min_cards) == (DAN, "discard", "H2", 1)
    play(game, K.Discard(DAN, (top[0],)))
    assert (game.prompt().seat, game.prompt().step) == (DAN, "window")


# --- X-SURGEON / RU11 / RU12 -----------------------------------------------------------------

def test_X_SURGEON_outside_a_mutiny_makes_its_player_quartermaster_at_once() -> None:
    """X-SURGEON, RU11: outside a mutiny the Surgeon's player takes the Quartermaster card at
    once (and starts the attack, AT1) until the captain appoints another."""
    cards = Cards()
    surgeon = cards.one(special="surgeon")
    nav3 = cards.one(skill="navigation", value=3)
    game = table(cards, {CLEO: [surgeon, nav3]}, **{KIND: [DEST]})
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN))
    p = game.prompt()
    assert (p.seat, p.step, p.specials) == (CLEO, "window", (surgeon,))
    events = play(game, K.PlaySpecial(CLEO, surgeon))
    assert has(events, E.QuartermasterTaken(CLEO))
    for seat in range(4):
        assert game.view(seat).quartermaster == CLEO
    play(game, K.Pass(CLEO), K.Pass(DAN))
    choose(game, KIND)
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (CLEO, "attack", "AT1")     # the new quartermaster
    attack(game, [nav3])
    no_punishment(game)
    # "until the captain appoints another": the next appointment decides.
    play(game, K.Appoint(ANNA, BEN))
    assert game.view(DAN).quartermaster == BEN


def test_X_SURGEON_RU12_a_plain_card_for_the_captain_and_the_quartermaster() -> None:
    """X-SURGEON, RU12: The captain is never quartermaster and the quartermaster already is: for
    them the Surgeon is a plain 1-crew card, never offered for its effect."""
    cards = Cards()
    s1 = cards.one(special="surgeon")
    game = table(cards, {ANNA: [s1]})
    p = game.prompt()
    assert (p.seat, p.step) == (ANNA, "appoint") and p.specials == ()
    refused(game, K.PlaySpecial(ANNA, s1), "A1")
    cards = Cards()
    s1 = cards.one(special="surgeon")
    game = table(cards, {BEN: [s1]})
    play(game, K.Appoint(ANNA, BEN))
    p = game.prompt()
    assert (p.seat, p.step) == (BEN, "window") and p.specials == ()
    refused(game, K.PlaySpecial(BEN, s1), "M3")
    assert game.view(ANNA).quartermaster == BEN


def test_RU12_X_SURGEON_in_V3_is_a_plain_card() -> None:
    """RU12, X-SURGEON: in V3 there is no quartermaster: the Surgeon is never offered for effect."""
    cards = Cards()
    surgeon = cards.one(special="surgeon")
    mate = cards.one(special="second_mate")
    game = table(cards, {BEN: [surgeon, mate]}, n=3)
    play(game, K.ChooseDestination(ANNA, "merchant"))
    p = game.prompt()
    assert (p.seat, p.step) == (BEN, "window")
    assert p.specials == (mate,)                       # the other any-time card is offered
    refused(game, K.PlaySpecial(BEN, surgeon), "M3")
    assert state(game).qm == -1


def test_RU11_X_SURGEON_played_during_a_mutiny_acts_after_the_M10_appointment() -> None:
    """RU11, X-SURGEON, M10, RP13: played during a mutiny it does nothing then; right after the M10
    appointment its player takes the Quartermaster card (and M12 deals from their left)."""
    cards = Cards()
    surgeon = cards.one(special="surgeon")
    c1, a5 = cards.one(count=1), cards.one(count=5)
    game = table(cards, {CLEO: [c1], DAN: [surgeon], ANNA: [a5]})
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN), K.CallMutiny(CLEO, c1))
    p = game.prompt()
    assert (p.seat, p.step) == (DAN, "mutiny") and surgeon in p.specials
    events = play(game, K.PlaySpecial(DAN, surgeon))
    assert has(events, E.SpecialResolved(DAN, surgeon))
    assert not of(events, E.QuartermasterTaken)
    assert game.view(ANNA).quartermaster == BEN                     # not yet
    assert game.view(ANNA).mutiny_sides[DAN] == "neutral"           # no crew for a side
    play(game, K.Pass(DAN), K.PlayCards(ANNA, (a5,), "captain"))
    while step(game) == "mutiny":
        play(game, K.Pass(game.prompt().seat))
    r = of(game.events, E.MutinyResolved)[-1]
    assert (r.winner, r.totals) == ("captain", (5, 1))
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (ANNA, "appoint", "M10")
    events = play(game, K.Appoint(ANNA, BEN))
    names = types(events)
    assert names.index("quartermaster_appointed") < names.index("quartermaster_taken") \
        < names.index("mutiny_crew_dealt")
    assert has(events, E.QuartermasterTaken(DAN))
    assert game.view(CLEO).quartermaster == DAN
    # RU7 deals from the (new) quartermaster's left: Anna first.
    assert [seat for seat, _c in of(events, E.MutinyCrewDealt)[0].deals] == [ANNA, BEN]


def test_RU11_X_SURGEON_acts_after_its_own_mutiny_only() -> None:
    """Regression (the Surgeon's pending effect outlived its mutiny). RU11, X-SURGEON: Round 1: Cleo
    plays the Surgeon in her own winning mutiny — as captain it does nothing (the captain is never
    quartermaster). Round 2: Anna's mutiny wins the Captain card back; her appointment must stand:
    the old Surgeon has no effect left (RU11, X-SURGEON)."""
    cards = Cards()
    surgeon = cards.one(special="surgeon")
    c5, a5 = cards.one(count=5), cards.one(count=5)
    game = table(cards, {CLEO: [c5, surgeon], ANNA: [a5]})
    play(game, K.Appoint(ANNA, BEN), K.Pass(BEN), K.CallMutiny(CLEO, c5))
    while step(game) == "mutiny":
        p = game.prompt()
        play(game, K.PlaySpecial(CLEO, surgeon) if p.seat == CLEO and surgeon in p.specials
             else K.Pass(p.seat))
    assert of(game.events, E.MutinyResolved)[-1].captain == CLEO
    events = play(game, K.Appoint(CLEO, DAN))
    assert not of(events, E.QuartermasterTaken) and game.view(ANNA).quartermaster == DAN
    while step(game) != "appoint" or state(game).round < 2:      # a dull round 1
        p = game.prompt()
        if p.step == "destination":
            play(game, K.ChooseDestination(p.seat, "merchant"))
        elif p.step == "attack":
            play(game, K.PlayCards(p.seat, (p.cards[0],)) if p.clause == "AT1"
                 else K.Reveal(p.seat) if "reveal" in p.actions else K.Pass(p.seat))
        elif p.step == "punish":
            play(game, K.OrderPunishment(p.seat, False))
        else:
            play(game, K.Pass(p.seat))
    play(game, K.Appoint(CLEO, DAN))
    while game.prompt().seat != ANNA:
        play(game, K.Pass(game.prompt().seat))
    play(game, K.CallMutiny(ANNA, a5))
    while step(game) == "mutiny":
        play(game, K.Pass(game.prompt().seat))
    assert of(game.events, E.MutinyResolved)[-1].captain == ANNA
    events = play(game, K.Appoint(ANNA, BEN))
    assert not of(events, E.QuartermasterTaken)
    assert game.view(ANNA).quartermaster == BEN
