"""Merchants & Marauders' digital adaptations (DA1–DA18) through the public API: commands and
refusals, dice and randomness as events, what each seat's view and each redacted event may
show (deny by default: no rival's hand, cargo, stash, rumour or deck order), the secret
setup, the NPC policy, reaction windows, forced choices, AI seats, saving and resuming, undo
and the content's loading."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from mm_combat_support import (
    HOLD,
    boarding,
    duel,
    hits,
    rnd,
    sail_on,
    step,
    track,
    vs_npc,
)
from mm_play import BOOK, CAT, at, do, kinds, state
from mm_support import broken_copy

from game.core.bots import ask
from game.core.errors import RuleError
from game.merchants import commands as C
from game.merchants import events as E
from game.merchants.cards import CatalogueError
from game.merchants.engine import Game
from game.merchants.rulebook import Merchants
from game.merchants.view import secrets
from tests.rules_support import refused

HIDDEN = -2


def no_leaks(g: Any, start: int, before: list[frozenset[int]]) -> None:
    """DA4: no seat's view shows a card it may not know, and no event since `start`, as
    redacted for it, names one it could not know before and still may not — unless every
    seat was shown it on its way to where nobody sees it (a rumour shown, then shuffled
    back: RM5, RM3)."""
    s = state(g)
    after = [secrets(s, i) for i in range(g.n)]
    told = [[E.card_ids(ev) for ev in g.events_for(seat, start)] for seat in range(g.n)]
    public = frozenset.intersection(*after, *(frozenset().union(*t) for t in told))
    for seat in range(g.n):
        assert not g.view(seat).card_ids() & after[seat], seat
        for ev, ids in zip(g.events[start:], told[seat], strict=True):
            leak = ids & before[seat] & after[seat] - public
            assert not leak, (seat, ev)


# --- DA1: commands --------------------------------------------------------------------------


def test_DA1_a_command_not_asked_for_or_breaking_a_rule_is_refused_naming_it() -> None:
    """DA1: a command from a seat not asked cites the pending step's clause; one that breaks a
    rule cites that rule (a Move to a zone that does not border: MV1); a thing that is no
    command cites DA1; nothing changes."""
    g = at([{"captain": 500, "zone": "Z17", "in_port": False}, {"captain": 512}])
    refused(g, C.EndTurn(1), "A1")
    refused(g, C.Move(0, 7, False), "MV1")
    refused(g, ("move", 0, 7), "DA1")
    err = refused(g, C.Declare(0, "fire"), "A1")
    assert "Anne" in err.message


def test_DA1_the_engines_own_steps_are_logged_as_events() -> None:
    """DA1: the event draw, NPC movement and NPC scouting are the engine's, each an event."""
    g = at([{"captain": 500, "zone": "Z14", "in_port": False, "bounty": {"netherlands": 2}},
            {"captain": 512}], active=-1, events=[433], dice=[1, 1],
           npcs={"netherlands": {"cards": [[409, -1]], "zone": "Z14"}})
    assert kinds(g, E.EventDrawn) == [E.EventDrawn(433)]
    assert [e.result for e in kinds(g, E.NpcScouted)] == ["missed"]
    assert g.prompt().step == "actions"


# --- DA2, DA3: dice and randomness ----------------------------------------------------------


def test_DA2_a_roll_is_one_event_with_roller_test_count_sources_and_faces() -> None:
    """DA2: a recruiting test at Tortuga with a boatswain: one event naming the seat, the
    test, 5 dice (leadership 3, Tortuga's +1, the boatswain's +1) and the faces; a reroll is
    its own event pointing at the dice it replaced."""
    g = sail_on(at([{"captain": 508, "track": {"crew": 1}, "specialists": [102]},
                    {"captain": 512}], dice=[1, 2, 3, 4, 6]))
    do(g, C.BeginPort(0), C.Recruit(0))
    r = kinds(g, E.Rolled)[0]
    assert (r.seat, r.slot, r.context, r.dice, r.faces) == (0, -1, "recruit", 5,
                                                            (1, 2, 3, 4, 6))
    assert dict(r.mods) == {"ZR4": 1, "GY03": 1}
    g = duel({"weapons": ["grappling_hooks"]}, dice=[1, 1, 1, 1,  1, 2, 5, 1,  6])
    rnd(g, "fire", "fire")
    rnd(g, "board", "fire")
    do(g, C.Reroll(0, (1,), "grappling_hooks"))
    rr = kinds(g, E.Rerolled)[0]
    assert (rr.side, rr.roll, rr.indices, rr.faces, rr.why) == (0, "manoeuvre", (1,), (6,),
                                                               "grappling_hooks")


def test_DA3_DA6_setup_randomness_is_recorded_and_shown_only_to_whom_it_may() -> None:
    """DA3, S8: game_started holds every deck order and token layout; redacted for a seat it
    keeps none of them, nor the seed, nor another seat's captain; the same seed deals the same
    game."""
    g = BOOK.new_game(["Anne", "Bart", "Cleo"], seed=11)
    first = g.events[0]
    mine = g.events_for(1)[0]
    assert mine.seed == 0 and mine.dealt[1] == first.dealt[1]
    assert mine.dealt[0] == HIDDEN and mine.dealt[2] == HIDDEN
    for field in ("events", "cargo", "glory", "missions", "rumours", "captains", "pool",
                  "mods", "merchants"):
        assert all(x < 0 for x in getattr(mine, field)), field
    assert mine.demand == first.demand and mine.board == first.board
    assert BOOK.new_game(["Anne", "Bart", "Cleo"], seed=11).events == g.events


def test_DA6_S10_ships_are_chosen_in_secret_and_revealed_together() -> None:
    """DA6, S9, S10: each seat commits its ship privately; the captains and ships are revealed
    in one event when the last seat has chosen."""
    g = BOOK.new_game(["Anne", "Bart"], seed=4)
    assert (g.prompt().seat, g.prompt().step, g.prompt().clause) == (0, "ship", "S9")
    do(g, C.ChooseShip(0, "flute"))
    told = [e for e in g.events_for(1) if type(e) is E.ShipChosen]
    assert told == [E.ShipChosen(0, "")] and g.view(1).seats[0].ship == ""
    assert not kinds(g, E.SetupRevealed)
    do(g, C.ChooseShip(1, "sloop"))
    rev = kinds(g, E.SetupRevealed)
    assert len(rev) == 1 and rev[0].ships == ("flute", "sloop")
    assert g.view(1).seats[0].ship == "flute" and g.view(1).seats[0].captain >= 0


# --- DA4, DA5: information ------------------------------------------------------------------


def test_DA4_random_games_show_no_seat_a_card_it_may_not_know() -> None:
    """DA4: random bots play 3-seat games; after every command no view and no redacted event
    shows a seat a rival's hand, cargo, rumour, next captain, a deck's order or a face-down
    token."""
    for seed in (5, 6):
        g = BOOK.new_game(["Anne", "Bart", "Cleo"], seed=seed)
        bots = [BOOK.make_bot("random", seed * 10 + i) for i in range(3)]
        for _ in range(600):
            p = g.prompt()
            if p is None:
                break
            before = [secrets(state(g), i) for i in range(3)]
            start = len(g.events)
            g.submit(ask(bots[p.seat], p, g.view))
            no_leaks(g, start, before)


def test_DA4_plundered_cargo_and_rumour_stay_between_winner_and_loser() -> None:
    """DA4, PL2: what a winner plunders from a beaten captain's hold and its rumour are known
    to the two of them, not to a third seat."""
    g = boarding({}, {"cargo": [0, 8], "rumour": 300}, dice=[5, 5, 1, 1, 1],
                 more=[{"captain": 505}])
    before = [secrets(state(g), i) for i in range(3)]
    start = len(g.events)
    do(g, C.Plunder(0, cargo=True, rumour=True))
    no_leaks(g, start, before)
    told = [e for e in g.events_for(2, start) if type(e) is E.Plundered][0]
    assert told.cargo == (HIDDEN, HIDDEN) and told.rumour == HIDDEN
    mine = [e for e in g.events_for(0, start) if type(e) is E.Plundered][0]
    assert mine.cargo == (0, 8) and mine.rumour == 300


def test_DA4_OV3_purses_are_secret_unless_open() -> None:
    """DA4, OV3: a rival's ducats aboard and stash are hidden in the view; with open purses
    they are everyone's; hands, cargo and rumours stay private either way."""
    seats = [{"captain": 500, "ducats": 13, "stash": 21, "cargo": [0], "hand": [139],
              "rumour": 300}, {"captain": 512}]
    other = at(seats).view(1).seats[0]
    assert (other.ducats, other.stash, other.stash_glory) == (HIDDEN, HIDDEN, HIDDEN)
    assert (other.cargo, other.hand, other.rumour) == ((), (), -1)
    assert (other.cargo_count, other.hand_size, other.has_rumour) == (1, 1, True)
    g = at(seats, options={"purses": "open"})
    other = g.view(1).seats[0]
    assert (other.ducats, other.stash, other.stash_glory) == (13, 21, 2)
    assert (other.cargo, other.hand, other.rumour) == ((), (), -1)
    sail_on(g)
    do(g, C.BeginPort(0), C.Stash(0, 3))
    assert [e for e in g.events_for(1) if type(e) is E.Stashed][-1].amount == 3


def test_DA5_RU24_rivals_see_every_ducat_moved_as_an_amount_but_not_the_chest() -> None:
    """DA5, DA4, RU24: a rival's log shows gains and spends as amounts (a sale, a weapon) and
    that the seat stashed and withdrew — without the amounts."""
    g = sail_on(at([{"captain": 500, "cargo": [8], "stash": 9}, {"captain": 512}],
                   demand={"Z02": 600}))
    start = len(g.events)
    do(g, C.BeginPort(0), C.Sell(0, (8,)), C.BuyWeapon(0, "chain_shot"), C.Stash(0, 5),
       C.Withdraw(0, 2))
    told = g.events_for(1, start)
    assert [e.ducats for e in told if type(e) is E.Sold] == [3]
    assert [e.cost for e in told if type(e) is E.WeaponBought] == [3]
    assert [e.amount for e in told if type(e) in (E.Stashed, E.Withdrawn)] == [HIDDEN, HIDDEN]
    assert g.view(1).seats[0].ducats == HIDDEN and g.view(0).seats[0].ducats == 7


def test_DA11_SH5_an_announced_chest_is_shown_in_the_log_too() -> None:
    """DA11, SH5, E1: the announcement reveals the chest: a rival's log shows its amount."""
    g = sail_on(at([{"captain": 500, "glory": 9, "stash": 5}, {"captain": 512}]))
    do(g, C.BeginPort(0), C.Stash(0, 5))
    told = [e for e in g.events_for(1) if type(e) is E.Announced]
    assert told == [E.Announced(0, 10)] and g.view(1).seats[0].stash == 10


# --- DA7: the NPC policy --------------------------------------------------------------------


def test_DA7_RU3_NS9_the_npc_puts_success_hits_where_they_hurt_least() -> None:
    """DA7, RU3, NS9: the engine steers the NPC: its success hits go to the hold first, and to
    the masts once the hold is gone (a hit on a destroyed location would reach the hull)."""
    g = vs_npc({"ship": "frigate", "bounty": {"spain": 1}},
               dice=[5, 1, 2, 1,  1, 1, 5])
    do(g, C.Declare(0, "fire"))
    placed = kinds(g, E.HitsPlaced)
    assert placed == [E.HitsPlaced(0, ("masts",))]
    assert hits(g) == [(1, "hold", False, False), (1, "hold", False, False),
                       (1, "masts", False, False)]


def test_DA7_NS8_RU40_an_npc_escapes_only_when_outgunned_and_losing() -> None:
    """DA7, NS8, RU40: round 1 the NPC fires; stripped of its cannon (now fewer than the
    frigate's, damage included) and with no chance left by firing, it declares Escape; an
    NPC with more guns and crew never may."""
    g = vs_npc({"ship": "frigate", "bounty": {"spain": 1}}, dice=[5, 1, 2, 1,  4, 3, 1])
    do(g, C.Declare(0, "fire"))
    assert [d.choice for d in kinds(g, E.Declared) if d.side == 1] == ["fire"]
    do(g, C.Declare(0, "fire"))
    assert kinds(g, E.Declared)[-1] == E.Declared(1, "escape")
    g = vs_npc({"bounty": {"spain": 1}}, card=415, dice=[1, 1, 1, 1] * 4)
    for _ in range(4):
        if step(g) != "declare":
            break
        do(g, C.Declare(0, "fire"))
    assert "escape" not in [d.choice for d in kinds(g, E.Declared) if d.side == 1]


# --- DA8: reaction windows ------------------------------------------------------------------


def test_DA8_only_seats_that_could_play_are_asked_privately_in_seat_order() -> None:
    """DA8 (stop_smart), GC4: at a sale, of the two rivals in port only the one holding a card
    for it is asked; its declaration is secret until resolved."""
    g = sail_on(at([{"captain": 500, "zone": "Z14", "cargo": [0]},
                    {"captain": 512}, {"captain": 505, "zone": "Z14", "hand": [164]}]))
    do(g, C.BeginPort(0), C.Sell(0, (0,)))
    opened = kinds(g, E.WindowOpened)
    assert [w.seats for w in opened] == [(2,)]
    assert g.view(1).prompt is None and g.view(2).prompt.step == "window"
    do(g, C.PlayGlory(2, 164))
    assert [e for e in g.events_for(1) if type(e) is E.CardDeclared] == [E.CardDeclared(2,
                                                                                      HIDDEN)]
    assert kinds(g, E.GloryCardPlayed) == [E.GloryCardPlayed(2, 164)]


# --- DA9, DA10: verification and forced choices ---------------------------------------------


def test_DA9_a_missions_condition_is_checked_by_the_engine() -> None:
    """DA9, MS3: the engine checks a mission's condition (no English bounty) and says only
    whether it holds: not offered, and refused, to a captain England wants."""
    g = sail_on(at([{"captain": 507, "bounty": {"england": 1}}, {"captain": 512}],
                   missions=[210, 200]))
    do(g, C.BeginPort(0))
    assert 210 not in g.prompt().missions
    refused(g, C.TakeMission(0, 210), "MS2")
    g = sail_on(at([{"captain": 507}, {"captain": 512}], missions=[210, 200]))
    do(g, C.BeginPort(0))
    assert 210 in g.prompt().missions
    do(g, C.TakeMission(0, 210))
    assert g.view(1).seats[0].mission == 210


def test_DA10_MV4_RU13_forced_choices_wait_for_their_seat_random_ones_do_not() -> None:
    """DA10, MV4, RU13, PT6, EX32: a sloop leaving port with 6 cargo must throw exactly 4
    overboard, its own choice, before anything else; hold damage throws at random (HL8)."""
    g = sail_on(at([{"captain": 500, "cargo": [0, 1, 2, 3, 8, 9]}, {"captain": 512}]))
    do(g, C.Move(0, 1, False))
    p = g.prompt()
    assert (p.step, p.clause, p.count) == ("leave_cargo", "MV4", 4)
    refused(g, C.Discard(0, (0, 1, 2)), "MV4")
    do(g, C.Discard(0, (0, 1, 2, 3)))
    assert state(g).seats[0].cargo == [8, 9] and g.prompt().step == "actions"


# --- DA12, DA13: hot-seat and AI seats ------------------------------------------------------


def test_DA12_every_prompt_is_one_seats_and_only_that_seats_view_holds_it() -> None:
    """DA12: a battle between two seats runs on one table, each decision private: the prompt
    is one seat's (never shared), shown in its view only."""
    g = duel(dice=[5, 1, 2, 1, 6])
    rnd(g, "fire", "fire")
    p = g.prompt()
    assert (p.seat, p.step, p.shared) == (1, "place", False)
    assert g.view(1).prompt == p and g.view(0).prompt is None


def test_DA13_ai_seats_get_their_own_view_and_the_same_refusals() -> None:
    """DA13: a bot is asked with its seat's view only and answers with an ordinary command;
    the same command from another seat is refused."""
    g = duel(dice=[5, 1, 2, 1, 6])
    rnd(g, "fire", "fire")
    asked: list[int] = []

    def view_of(seat: int) -> Any:
        asked.append(seat)
        return g.view(seat)

    bot = BOOK.make_bot("random", 3)
    cmd = ask(bot, g.prompt(), view_of)
    assert asked in ([], [1]) and type(cmd) is C.Place and cmd.seat == 1
    with pytest.raises(RuleError):
        g.submit(cmd._replace(seat=0))
    g.submit(cmd)
    assert kinds(g, E.HitsPlaced)


# --- DA14, DA15: persistence and undo -------------------------------------------------------


def test_DA14_a_saved_game_resumes_mid_battle_exactly() -> None:
    """DA14: a game is its log: saved in the middle of a battle and loaded, it shows the same
    views and prompt, and the same command makes the same events."""
    g = duel({"ship": "frigate"}, dice=[5, 1, 2, 1, 5, 6, 1, 3, 4, 1, 1])
    rnd(g, "fire", "fire")
    back = Game.from_json(g.to_json(), CAT)
    assert [back.view(i) for i in range(2)] == [g.view(i) for i in range(2)]
    assert back.prompt() == g.prompt()
    cmd = C.Place(1, ("crew", "hold"))
    assert back.submit(cmd) == g.submit(cmd)


def test_DA15_only_moves_that_revealed_and_drew_nothing_may_be_taken_back() -> None:
    """DA15: a Move, a repair, a stash (nothing drawn or revealed) may be undone; a Scout
    (dice), a market (cards drawn), a first Port action at a port (its modification is
    revealed) may not."""
    g = sail_on(at([{"captain": 500, "track": {"hull": 1}}, {"captain": 512}]))
    assert not BOOK.undoable(g.submit(C.BeginPort(0)))
    assert BOOK.undoable(g.submit(C.Repair(0, "hull", 1)))
    assert BOOK.undoable(g.submit(C.Stash(0, 2)))
    assert not BOOK.undoable(g.submit(C.Market(0)))
    g = at([{"captain": 500, "zone": "Z17", "in_port": False}, {"captain": 512}], dice=[1, 1])
    assert not BOOK.undoable(g.submit(C.Scout(0, "merchant")))
    assert BOOK.undoable(g.submit(C.Move(0, 15, False)))


# --- DA16, DA17, DA18 -----------------------------------------------------------------------


def test_DA16_npc_moves_carry_their_reason() -> None:
    """DA16, NM2, NM3, NM4: each NPC move says why — its icon's direction, the next letter
    clockwise when blocked, or the prey it hunts."""
    g = at([{"captain": 500}, {"captain": 512, "zone": "Z05", "bounty": {"france": 1}}],
           active=-1, events=[421],
           npcs={"pirate_frigate": {"cards": [[415, -1]], "zone": "Z17"},
                 "spain": {"cards": [[400, -1]], "zone": "Z03"},
                 "france": {"cards": [[406, -1]], "zone": "Z06"}})
    moved = {e.slot: (e.why, e.to, e.direction, e.prey) for e in kinds(g, E.NpcMoved)}
    assert moved[5] == ("direction", 4, "N", -1)
    assert moved[0] == ("clockwise", 3, "S", -1)
    assert moved[2][0] == "hunting" and moved[2][1] == 4 and moved[2][3] == 1


def test_DA17_both_manoeuvre_rolls_are_one_event() -> None:
    """DA17, NB3: after both declarations, both sides' manoeuvre dice are one event."""
    g = duel(dice=[5, 1, 2, 1, 1])
    out = rnd(g, "fire", "fire")
    assert len(kinds(out, E.ManoeuvreRolled)) == 1
    assert kinds(out, E.ManoeuvreRolled)[0].faces == ((5, 1), (2, 1))


def test_DA18_a_failing_content_file_refuses_to_start_and_names_the_clause(
        tmp_path: Path) -> None:
    """DA18, K44: a broken data file stops the rulebook from loading (no game can start); the
    refusal names the file and the clause."""
    folder = broken_copy(tmp_path, "ships.toml", "manoeuvrability = 4",
                         "manoeuvrability = 6")
    with pytest.raises(CatalogueError) as err:
        Merchants.load(folder)
    assert "ships.toml" in str(err.value)
    assert any(k in str(err.value) for k in ("K11", "C5", "1–5"))


def test_DA4_a_view_is_a_frozen_copy() -> None:
    """DA4: a view holds ints, strings and tuples only: changing the game later does not
    change a view taken before."""
    g = duel(dice=[5, 1, 2, 1, 1])
    before = g.view(0)
    rnd(g, "fire", "fire")
    assert before.seats[1].track[HOLD] == 2 and track(g, 1)[HOLD] == 1
