"""Merchants & Marauders' scope, components, setup, game turn, seat turn and event phase
(contract sections V, C, S, T, ST, EV) through the engine's public API: what a new game
deals, the order a game turn and a seat turn run in, and what an event card does — each
test names the clauses it checks; every refused command names its clause and changes
nothing."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from mm_play import BOOK, NAMES, play_out
from mm_rules_support import (
    CARACAS,
    CARTAGENA,
    CAT,
    QUIET,
    TOBAGO,
    Z,
    at,
    do,
    kinds,
    refused,
    sail_on,
    state,
)
from mm_support import broken_copy

from game.core.setup import SetupError
from game.merchants import GAME
from game.merchants import commands as C
from game.merchants import events as E
from game.merchants.catalogue import load_catalogue
from game.merchants.engine import Game
from game.merchants.vocabulary import GOODS, NATIONS, SHIP_TYPES, WEAPONS

HIDDEN = -2


def new(n: int = 3, seed: int = 4, **options: str) -> Game:
    return BOOK.new_game(list(NAMES[:n]), seed=seed, humans=[False] * n, options=options)


# --- V: scope and player counts --------------------------------------------------------------


def test_V1_V2_two_to_four_seats_any_mix_of_humans_and_no_single_seat_game() -> None:
    """V1: 2–4 seats, each human or AI; V2: no one-seat mode (the event-deck race is out)."""
    for n in (2, 3, 4):
        g = BOOK.new_game(list(NAMES[:n]), seed=1, humans=[True] + [False] * (n - 1))
        assert g.n == n and g.prompt().step == "ship"
    for names in (["Anne"], ["A", "B", "C", "D", "E"]):
        with pytest.raises(SetupError):
            BOOK.new_game(names, seed=1)
    assert GAME.seats == (2, 4)


def test_V3_V7_a_default_game_has_every_rule_system_on() -> None:
    """V3: the core is always on — the map, events with NPCs, war, trade, shipyard, stash,
    raids, bounties, battles, glory cards, missions, rumours; V7's three milestones are all in
    the one game: a new game deals the whole event clock, both board missions, a full rumour
    deck, a glory card to each seat, merchants on every zone and a demand token per port."""
    g = new(2)
    do(g, C.ChooseShip(0, "sloop"), C.ChooseShip(1, "flute"))
    v = g.view(0)
    assert v.deck_sizes[0] == 34 - 1                   # the event deck, one drawn (T1)
    assert len(v.missions) == 2 and v.deck_sizes[3] == 23
    assert v.deck_sizes[4] == 25                       # rumours
    assert [sv.hand_size for sv in v.seats] == [1, 1]
    assert all(t != -1 for t in v.merchants) and len(v.merchants) == 17
    assert sum(1 for t in v.demand if t >= 0) == 16


def test_V4_V5_the_variants_are_setup_toggles_off_by_default() -> None:
    """V4: OV1's glory target 8–15 (10 by default), OV3's open purses (closed by default) and
    OV2's printed steering (the engine's by default) are the table's only options (V5: no
    online play, no expansion to choose); a target out of range is refused; open purses show
    a rival's ducats. (OV4 is the scenario files' prescribed layout, not an option; OV5 is
    not offered: docs/rulings.md.)"""
    assert [(o.key, o.default) for o in GAME.options] == [
        ("target", "10"), ("purses", "closed"), ("steering", "engine")]
    assert [c.key for c in GAME.options[0].choices] == [str(n) for n in range(8, 16)]
    assert new(2).view(0).target == 10 and new(2, target="12").view(0).target == 12
    for bad in ("7", "16"):
        with pytest.raises(SetupError):
            new(2, target=bad)
    closed = at([{"captain": CARTAGENA, "ducats": 17}, {"captain": TOBAGO}])
    opened = at([{"captain": CARTAGENA, "ducats": 17}, {"captain": TOBAGO}],
                options={"purses": "open"})
    assert closed.view(1).seats[0].ducats == HIDDEN
    assert opened.view(1).seats[0].ducats == 17


def test_V6_coins_never_run_out_and_the_counted_supplies_stay_counted() -> None:
    """V6: coins are unlimited (a captain with 600 ducats aboard still gets paid); the demand
    tokens stay 24 (16 on the ports, 8 in the pool) and the merchant tokens 17 through a
    demand sale and a merchant found."""
    g = at([{"captain": CARTAGENA, "ducats": 600, "cargo": [4, 5, 6]},
            {"captain": TOBAGO}], demand={"Z15": 600})
    sail_on(g)
    do(g, C.BeginPort(0), C.Sell(0, (4, 5, 6)))
    s = state(g)
    assert s.seats[0].ducats == 618
    assert sum(1 for t in s.demand if t >= 0) + len(s.demand_pool) == 24
    g = at([{"captain": CARTAGENA, "zone": "Z15", "in_port": False}, {"captain": TOBAGO}],
           dice=[6, 1, 1])
    do(g, C.Scout(0, "merchant"))
    s = state(g)
    assert sum(1 for t in s.merchant_at if t >= 0) + len(s.merchant_spaces) == 17


# --- C: components ---------------------------------------------------------------------------


def test_C1_seventeen_zones_sixteen_ports_of_four_flags_and_the_open_sea() -> None:
    """C1: 17 sea zones, 16 with a port flying one of four flags; the Caribbean Sea has none
    (a ship there is offered no port to enter); compass letters only on some edges."""
    assert len(CAT.zones) == 17 and len(CAT.ports) == 16
    flags = Counter(z.flag for z in CAT.zones)
    assert set(flags) == set(NATIONS) | {""} and flags[""] == 1
    sea = CAT.zones[Z("Z17")]
    assert not sea.port and sea.key == "caribbean_sea"
    g = at([{"captain": CARTAGENA, "zone": "Z17", "in_port": False}, {"captain": TOBAGO}])
    assert all(not port for _z, port in g.prompt().moves)
    assert any(z.exits.count(-1) for z in CAT.zones)        # a letter a zone lacks (NM3)


def test_C2_the_player_board_shows_captain_ship_tracks_bounties_and_belongings() -> None:
    """C2: each seat's board — captain, ship, tracks, a bounty per nation, modifications,
    specialists, mission — is on every view; its ducats, cargo and rumour only on its own."""
    g = at([{"captain": CARTAGENA, "ship": "flute", "bounty": {"france": 2}, "mods": [706],
             "cargo": [4], "rumour": 300, "mission": 206, "ducats": 12},
            {"captain": TOBAGO}])
    mine, theirs = g.view(0).seats[0], g.view(1).seats[0]
    for sv in (mine, theirs):
        assert (sv.captain, sv.ship, sv.mods, sv.mission) == (CARTAGENA, "flute", (706,), 206)
        assert sv.bounty == tuple(2 if n == "france" else 0 for n in NATIONS)
        assert sv.track == (2, 2, 4, 2, 1) and sv.maxima == (2, 2, 5, 2, 1)
        assert sv.cargo_count == 1 and sv.has_rumour
    assert (mine.ducats, mine.cargo, mine.rumour) == (12, (4,), 300)
    assert (theirs.ducats, theirs.cargo, theirs.rumour) == (HIDDEN, (), -1)


def test_C3_dice_succeed_on_five_and_six_only() -> None:
    """C3: a skull (5 or 6) is a success; 1–4 are pips: a one-die scout needs a 5 or a 6."""
    for face, found in ((4, False), (5, True), (6, True), (1, False)):
        g = at([{"captain": CARTAGENA, "zone": "Z15", "in_port": False}, {"captain": TOBAGO}],
               dice=[face, 1, 1])          # scouting 3: three dice, two of them blanks
        evs = do(g, C.Scout(0, "merchant"))
        assert kinds(evs, E.Rolled)[0].dice == 3
        assert kinds(evs, E.Scouted)[0].found is found


def test_C4_C5_C6_the_decks_and_the_ships() -> None:
    """C4: 34 events, 70 glory, 16 captains, 64 cargo, 25 rumours, 25 missions and 20 ship
    cards; C5: five ship types with stats 1–5 (a sloop 2/2/2/1, manoeuvrability 4), 4 cards of
    each; C6: 64 cargo of 8 goods, loot 1–5, one symbol each — half of them escapes."""
    assert (len(CAT.event_ids), len(CAT.glory_ids), len(CAT.captain_ids), len(CAT.cargo_ids),
            len(CAT.rumour_ids), len(CAT.mission_ids)) == (34, 70, 16, 64, 25, 25)
    assert tuple(t.key for t in CAT.ships) == SHIP_TYPES and len(SHIP_TYPES) == 5
    assert CAT.cards_per_type * len(SHIP_TYPES) == 20
    for t in CAT.ships:
        assert all(1 <= v <= 5 for v in (*t.stats, t.manoeuvrability))
    sloop = CAT.ship("sloop")
    assert (sloop.stats, sloop.manoeuvrability) == ((2, 2, 2, 2, 1), 4)
    goods = Counter(CAT.good_of(c) for c in CAT.cargo_ids)
    assert len(goods) == len(GOODS) == 8 and set(goods.values()) == {8}
    assert all(1 <= CAT.cargo[c].loot <= 5 for c in CAT.cargo_ids)
    symbols = Counter(CAT.cargo[c].symbol for c in CAT.cargo_ids)
    assert symbols["escape"] == 32 and set(symbols) - {"escape"} <= {"hold", "masts", "crew",
                                                                    "cannons"}


def test_C7_C8_C9_C10_the_token_mixes() -> None:
    """C7: 24 demand tokens, 3 of each good — 16 on the ports, 8 in the pool; C8: 17 merchant
    tokens, 5 Spanish and 4 of each other flag; C9: 16 modification tokens of 8 kinds, 2 each,
    one per port; C10: 3 kinds of special weapon, 4 tokens of each."""
    demand = Counter(CAT.demand_good(t) for t in CAT.demand_ids)
    assert len(CAT.demand_ids) == 24 and set(demand.values()) == {3}
    assert Counter(CAT.merchant_flag(t) for t in CAT.merchant_ids) == {
        "spain": 5, "england": 4, "france": 4, "netherlands": 4}
    mods = Counter(CAT.modification(t) for t in CAT.modification_ids)
    assert len(mods) == 8 and set(mods.values()) == {2}
    assert len(WEAPONS) == 3 and CAT.weapons_per_kind == 4
    first = new(4).events[0]
    assert sum(1 for t in first.demand if t >= 0) == 16 and len(first.pool) == 8
    assert sum(1 for t in first.mods if t >= 0) == 16 and first.mods[Z("Z17")] == -1


def test_C13_the_data_files_are_the_one_source_of_card_facts(tmp_path: Path) -> None:
    """C13: no card fact is hard-coded — a sloop priced 12 in ships.toml is priced 12 at the
    shipyard (a flute change then costs 12 − 5: the yard pays its data's sale value)."""
    cat = load_catalogue(broken_copy(tmp_path, "ships.toml", "buy = 10\nsell = 5\nhull = 2\n"
                                     "hold = 4", "buy = 12\nsell = 5\nhull = 2\nhold = 4"))
    from game.merchants.rulebook import Merchants
    book = Merchants(cat)
    pos = {"turn": 2, "start": 0, "active": 0, "event": 420,
           "seats": [{"captain": CARTAGENA}, {"captain": TOBAGO}]}
    g = book.new_game(["A", "B"], seed=1, humans=[False, False], decks={"position": pos})
    sail_on(g)
    do(g, C.BeginPort(0))
    assert "ship:flute:7" in g.prompt().options         # 12 − the sloop's 5
    assert "ship:flute:5" in _port_options()


def _port_options() -> tuple[str, ...]:
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}])
    sail_on(g)
    do(g, C.BeginPort(0))
    return tuple(g.prompt().options)


# --- S: setup --------------------------------------------------------------------------------


def test_S1_the_decks_are_shuffled_by_the_seed() -> None:
    """S1, DA3: every deck is shuffled — another seed, another order; the same seed, the same
    game."""
    a, b, c = (new(3, seed=s).events[0] for s in (4, 4, 5))
    assert a == b
    assert a.events != c.events and a.cargo != c.cargo and a.glory != c.glory
    assert sorted(a.events) == sorted(c.events) == list(CAT.event_ids)


def test_S2_S3_S4_S5_S6_the_board_at_the_start() -> None:
    """S2: a face-up demand token in each of the 16 ports, none on the open sea; S3: a
    face-down modification token on each port; S4: a face-down merchant on all 17 zones;
    S5: two missions face up at the ports they name; S6: glory 0, no war, no NPC, empty
    Merchant spaces."""
    g = new(3)
    v = g.view(0)
    assert all((t >= 0) == CAT.zones[z].port for z, t in enumerate(v.demand))
    assert all(t == (HIDDEN if CAT.zones[z].port else -1) for z, t in enumerate(v.mods))
    assert v.merchants == (HIDDEN,) * 17
    assert len(v.missions) == 2
    assert [sv.glory for sv in v.seats] == [0, 0, 0]
    assert v.wars == () and all(sl.zone == -1 and sl.card == -1 for sl in v.slots)
    assert v.merchant_spaces == ()


def test_S7_S8_S9_S10_captains_in_secret_then_a_secret_ship_then_all_revealed() -> None:
    """S7: each seat its own board; S8: a captain dealt in secret (a seat sees its own only);
    S9: the ship chosen in secret, a sloop or a flute (a frigate is refused, S9); S10: all
    captains and ships revealed at once when the last seat has chosen."""
    g = new(3)
    first = g.events[0]
    assert len(set(first.dealt)) == 3
    assert g.view(1).seats[1].next_captain == first.dealt[1]
    assert g.view(1).seats[0].next_captain == -1
    p = g.prompt()
    assert (p.seat, p.step, p.options) == (0, "ship", ("sloop", "flute"))
    refused(g, C.ChooseShip(0, "frigate"), "S9")
    do(g, C.ChooseShip(0, "flute"))
    assert g.events_for(1)[-1].ship == ""               # the choice is secret
    do(g, C.ChooseShip(1, "sloop"))
    assert not kinds(g, E.SetupRevealed)
    do(g, C.ChooseShip(2, "sloop"))
    revealed = kinds(g, E.SetupRevealed)[0]
    assert revealed == E.SetupRevealed(first.dealt, ("flute", "sloop", "sloop"))


def test_S11_S12_S13_S14_each_captain_in_port_at_home_with_a_card_full_tracks_and_10() -> None:
    """S11: each ship in port at its captain's home; S12: one glory card; S13: tracks at the
    ship's values (a sloop 2 except cannons 1); S14: 10 ducats aboard."""
    g = new(2)
    do(g, C.ChooseShip(0, "sloop"), C.ChooseShip(1, "flute"))
    s = state(g)
    for i, ship in enumerate(("sloop", "flute")):
        st = s.seats[i]
        assert (st.zone, st.in_port) == (CAT.captain(st.captain).home, True)
        assert len(st.hand) == 1 and st.ducats == 10
        assert st.track == list(CAT.ship(ship).stats)
    assert s.seats[0].track == [2, 2, 2, 2, 1]


def test_S15_T3_a_random_start_player_and_clockwise_play_from_it() -> None:
    """S15: the start player is drawn at random (seats differ by seed); T3: play goes
    clockwise from it in every game turn."""
    starts = set()
    for seed in range(12):
        g = new(3, seed=seed)
        do(g, C.ChooseShip(0, "sloop"), C.ChooseShip(1, "sloop"), C.ChooseShip(2, "sloop"))
        start = kinds(g, E.StartPlayerDrawn)[0].seat
        starts.add(start)
        while g.prompt().step == "window":              # a glory card for the event
            do(g, C.Pass(g.prompt().seat))
        assert g.view(0).start == start and kinds(g, E.SeatTurnBegan)[0].seat == start
    assert starts == {0, 1, 2}


def test_S16_nothing_happens_before_the_first_game_turn() -> None:
    """S16: no event is drawn at setup: the first event card is game turn 1's."""
    g = new(2)
    assert not kinds(g, E.EventDrawn)
    do(g, C.ChooseShip(0, "sloop"), C.ChooseShip(1, "sloop"))
    names = [type(e).__name__ for e in g.events]
    assert names.index("StartPlayerDrawn") < names.index("GameTurnBegan") \
        < names.index("EventDrawn")
    assert kinds(g, E.GameTurnBegan)[0].turn == 1


# --- T: the game turn ------------------------------------------------------------------------


def end_turns(g: Game, n: int) -> None:
    for _ in range(n):
        sail_on(g)
        p = g.prompt()
        do(g, C.EndTurn(p.seat))


def test_T1_T3_reset_event_then_each_seat_from_the_start_player_then_the_end() -> None:
    """T1: a game turn is the merchant reset check, the event, every seat's turn from the
    start player clockwise, and the end of the game turn; T3: the order never changes."""
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}, {"captain": CARACAS}],
           active=-1, event=-1, start=1, turn=3, events=[QUIET, 428])
    end_turns(g, 3)
    end_turns(g, 3)
    names = [type(e).__name__ for e in g.events if type(e) in (
        E.GameTurnBegan, E.EventDrawn, E.SeatTurnBegan, E.GameTurnEnded)]
    assert names == ["GameTurnBegan", "EventDrawn"] + ["SeatTurnBegan"] * 3 \
        + ["GameTurnEnded"] + ["GameTurnBegan", "EventDrawn"] + ["SeatTurnBegan"] * 3 \
        + ["GameTurnEnded", "GameTurnBegan", "EventDrawn", "SeatTurnBegan"]
    assert [e.seat for e in kinds(g, E.SeatTurnBegan)] == [1, 2, 0, 1, 2, 0, 1]
    assert [e.turn for e in kinds(g, E.GameTurnBegan)] == [3, 4, 5]


def test_T2_EV5_an_empty_event_deck_ends_the_game_as_a_turn_begins() -> None:
    """T2, E3: a game turn that begins with no event card ends the game at once — the
    merchant reset included (RU66); EV5: the event discards never come back."""
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}], active=-1, event=-1,
           event_discard=list(CAT.event_ids), merchants={f"Z{k:02}": -1 for k in range(1, 9)})
    assert len(state(g).merchant_spaces) == 8
    assert g.prompt() is None and g.over
    assert kinds(g, E.GameEnded)[0].cause == "events"
    assert not kinds(g, E.MerchantsReset) and not kinds(g, E.GameTurnBegan)


def test_T4_end_of_turn_effects_then_npc_arrivals_then_the_victory() -> None:
    """T4: at the end of the game turn, the NPC drawn this turn arrives (NP4); and a victory
    announced this game turn ends the game only after that (E2, RU51)."""
    g = at([{"captain": CARTAGENA, "glory": 9, "ducats": 10}, {"captain": TOBAGO}],
           active=-1, event=-1, events=[400])    # EVT01: a Spanish admiral, at the end
    sail_on(g)
    do(g, C.BeginPort(0), C.Stash(0, 10))
    assert kinds(g, E.Announced) and not g.over
    do(g, C.EndPort(0), C.EndTurn(0))
    end_turns(g, 1)
    names = [type(e).__name__ for e in g.events]
    assert names.index("Announced") < names.index("NpcPlaced") < names.index("GameEnded")
    assert g.over and kinds(g, E.GameEnded)[0].cause == "glory"
    assert kinds(g, E.NpcPlaced)[0].zone == Z("Z02")


# --- ST: the seat turn -----------------------------------------------------------------------


def test_ST1_a_turn_opens_with_retirement_then_event_effects_then_npc_scouting() -> None:
    """ST1: (b) a captain starting in port may retire before anything; (c) the event's
    start-of-turn effect (EVT29: a pardon for 5 per level) applies before (d) the NPCs in the
    zone scout the ship (RU50) — pardoned, the English flagship no longer scouts it; (e) then
    the actions."""
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}], event=428)
    assert g.prompt().step == "retire"
    g = at([{"captain": CARTAGENA, "zone": "Z13", "in_port": False,
             "bounty": {"england": 1}, "ducats": 20}, {"captain": TOBAGO}],
           event=428, npcs={"england": {"cards": [[404, -1]], "zone": "Z13"}})
    p = g.prompt()
    assert (p.step, p.options) == ("effect", ("england", ""))
    assert not kinds(g, E.Rolled)
    evs = do(g, C.Choose(0, "england"))
    assert not kinds(evs, E.ScoutsBegan) and not kinds(evs, E.Rolled)   # no longer hostile
    assert g.prompt().step == "actions" and state(g).seats[0].ducats == 15
    g = at([{"captain": CARTAGENA, "zone": "Z13", "in_port": False,
             "bounty": {"england": 1}, "ducats": 20}, {"captain": TOBAGO}],
           event=428, npcs={"england": {"cards": [[404, -1]], "zone": "Z13"}},
           dice=[1, 1, 1])
    evs = do(g, C.Choose(0, ""))                         # no pardon: the flagship scouts
    assert kinds(evs, E.NpcScouted)[0].result == "missed"


def test_ST2_glory_cards_are_offered_between_actions_of_ones_own_turn() -> None:
    """ST2, GC3: an own-turn glory card (GY40 Double Watch: an extra action) is playable
    between actions — offered on the actions prompt, and played there."""
    g = at([{"captain": CARTAGENA, "zone": "Z15", "in_port": False, "hand": [139]},
            {"captain": TOBAGO}])
    assert 139 in g.prompt().glory
    do(g, C.Move(0, Z("Z14"), False))
    assert 139 in g.prompt().glory and g.prompt().count == 2
    do(g, C.PlayGlory(0, 139))
    assert g.prompt().count == 3


def test_ST3_a_captain_who_dies_in_its_own_turn_ends_that_turn() -> None:
    """ST3, DR1: a raid that sinks the raider (two hold hits on a hold of 1, the second passed
    to a hull of 1) ends its turn at once: the next seat is asked."""
    g = at([{"captain": CARTAGENA, "zone": "Z15", "in_port": False, "track": [1, 1, 1, 1, 1]},
            {"captain": TOBAGO}], dice=[6, 1, 1, 1, 1, 1], cargo=[4, 12, 0])
    do(g, C.Scout(0, "merchant"), C.Merchant(0, "spain", True))
    assert kinds(g, E.RaidEnded)[0].result == "sunk"
    p = g.prompt()
    assert p.seat == 1 and kinds(g, E.SeatTurnEnded)[-1].seat == 0


# --- EV: the event phase ---------------------------------------------------------------------


def test_EV1_EV2_EV3_the_top_event_is_shown_its_icons_resolve_first_then_its_effect() -> None:
    """EV1: the start player draws the top event and shows it (every view); EV2: its movement
    icons resolve first, left to right (EVT01: Spain N, England S, pirate sloop N — absent
    ships skipped); EV3: then its effect — an NPC card schedules its admiral for the end of
    the game turn."""
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}], active=-1, event=-1, events=[400],
           npcs={"spain": {"cards": [[401, -1]], "zone": "Z07"}})
    drawn = kinds(g, E.EventDrawn)[0]
    assert drawn.card == 400 and g.view(1).event == 400
    moved = kinds(g, E.NpcMoved)
    assert [(m.slot, m.direction, m.why) for m in moved] == [
        (0, "N", "direction"), (1, "S", "absent"), (4, "N", "absent")]
    assert moved[0].to == Z("Z04")                        # Santo Domingo's north exit
    names = [type(e).__name__ for e in g.events]
    assert names.index("NpcMoved") < names.index("EventApplied") < names.index("NpcScheduled")
    assert g.view(0).slots[0].arriving == ((400, -1),)


def test_EV4_effects_apply_now_or_at_each_seat_turn_or_at_the_end_of_the_turn() -> None:
    """EV4: an immediate effect applies during the event phase (EVT32's fever: ships in port
    on the Spanish Main lose a crew); a start-of-turn effect at each seat's turn that meets its
    scope (EVT29's pardon offer: the wanted seat only); an end-of-turn one at the end (EVT01's
    admiral arrives)."""
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}], active=-1, event=-1, events=[431])
    assert state(g).seats[0].track[3] == 1 and state(g).seats[1].track[3] == 2
    g = at([{"captain": CARTAGENA, "zone": "Z15", "in_port": False},
            {"captain": TOBAGO, "zone": "Z12", "in_port": False, "bounty": {"spain": 1}}],
           active=-1, event=-1, events=[428])
    assert g.prompt().step == "actions" and g.prompt().seat == 0
    do(g, C.EndTurn(0))
    assert (g.prompt().seat, g.prompt().step) == (1, "effect")
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}], active=-1, event=-1, events=[400])
    assert g.view(0).slots[0].zone == -1
    end_turns(g, 2)
    assert kinds(g, E.NpcPlaced)[0].slot == 0


def test_EV5_world_cards_go_to_the_discard_and_npc_cards_stay_in_play() -> None:
    """EV5: a resolved world event goes to the event discard; an NPC card stays in play in
    the NPC area."""
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}], active=-1, event=-1, events=[431])
    assert 431 in g.view(0).event_discard and 431 not in g.view(0).in_play
    g = at([{"captain": CARTAGENA}, {"captain": TOBAGO}], active=-1, event=-1, events=[400])
    assert 400 in g.view(0).in_play and 400 not in g.view(0).event_discard


def test_EV5_a_lasting_card_stays_until_its_effect_is_used_then_is_discarded() -> None:
    """EV5: EVT33's treasure fleet stays in play until the next Spanish merchant is raided:
    that raid takes its 5 extra (3 + 3 + 3 + 5) and the card goes to the discard; the next
    Spanish raid takes no extra."""
    g = at([{"captain": CARTAGENA, "zone": "Z15", "in_port": False}, {"captain": TOBAGO}],
           active=-1, event=-1, events=[432], dice=[6, 1, 1, 1, 1, 1, 6, 1, 1, 1, 1, 1],
           cargo=[3, 11, 19, 2, 10, 18], merchants={"Z15": 800, "Z16": 801})
    assert 432 in g.view(0).in_play
    do(g, C.Scout(0, "merchant"), C.Merchant(0, "spain", True), C.Keep(0, ()))
    assert kinds(g, E.RaidEnded)[0].loot == 14
    assert 432 not in g.view(0).in_play and 432 in g.view(0).event_discard
    do(g, C.Move(0, Z("Z16"), False), C.Scout(0, "merchant"), C.Merchant(0, "spain", True))
    assert kinds(g, E.RaidEnded)[1].loot == 9


def test_EV1_a_game_plays_to_its_end_drawing_one_event_a_turn() -> None:
    """EV1, T1: every game turn draws exactly one event card, the start player's (a random
    game to its end)."""
    g = play_out(new(2, seed=8))
    turns = kinds(g, E.GameTurnBegan)
    assert len(kinds(g, E.EventDrawn)) == len(turns)
