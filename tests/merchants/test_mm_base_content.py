"""The base content (K-MAP, K-ZR, K-SHIP, K-CARGO, tokens) and the content's schema and size:
the facts the engine reads, checked on the shipped data and refused, naming the file and the
field, on a broken copy (DA18)."""

from __future__ import annotations

from pathlib import Path

import pytest
from mm_support import CAT, broken_copy

from game.merchants.cards import CatalogueError
from game.merchants.catalogue import load_catalogue
from game.merchants.vocabulary import GOODS, NATIONS, OPS, ROLLED, TIMINGS


def test_K6_K7_the_map_is_ours_with_its_invariants() -> None:
    """K6, K7, RU20: 17 zones, 16 ports (Spain 6, England 4, France 3, the Netherlands 3),
    28 adjacencies, connected, diameter 6 (Havana to Bridgetown), at least two lettered
    exits a zone and every exit an adjacency; the Caribbean Sea has no port; the seed's
    facts (Havana borders Nassau; Basse-Terre has no south letter but borders Caracas)."""
    zones = CAT.zones
    assert len(zones) == 17 and sum(z.port for z in zones) == 16
    flags = [z.flag for z in zones if z.flag]
    assert [flags.count(n) for n in NATIONS] == [6, 4, 3, 3]
    assert sum(len(z.adjacent) for z in zones) // 2 == 28
    assert all(d >= 0 for row in CAT.distance for d in row)
    key = {z.key: z.index for z in zones}
    assert max(max(row) for row in CAT.distance) == 6
    assert CAT.distance[key["havana"]][key["bridgetown"]] == 6
    for z in zones:
        lettered = [e for e in z.exits if e >= 0]
        assert len(lettered) >= 2 and set(lettered) <= set(z.adjacent)
    assert not zones[key["caribbean_sea"]].port
    assert key["nassau"] in zones[key["havana"]].adjacent
    bt = zones[key["basse_terre"]]
    assert bt.exits[2] < 0 and key["caracas"] in bt.adjacent


def test_K7_a_one_sided_adjacency_is_refused(tmp_path: Path) -> None:
    """K6, K7, DA18: adjacency is symmetric; a broken map names the file and the zone."""
    folder = broken_copy(tmp_path, "map.toml", 'exits = { S = "Z04", W = "Z02" }',
                         'exits = { S = "Z04", W = "Z02", E = "Z12" }')
    with pytest.raises(CatalogueError, match=r"map\.toml: Z03"):
        load_catalogue(folder)


def test_K8_home_ports_are_ports_of_the_captains_nation() -> None:
    """K8, K20: every captain's home is one of the 16 ports, of its own flag."""
    for cap in CAT.cards.captains:
        assert CAT.zones[cap.home].port


def test_K9_K10_thirteen_zone_rules_from_the_vocabulary() -> None:
    """K9: 13 of the 17 zones carry a rule: ZR1 Port Royal's haven, ZR2 St. John's refit
    yard, the rest written with the K3 vocabulary only (K10's simulation moves their
    values, docs/balance.md)."""
    assert len(CAT.rules) == 13
    assert CAT.rules[0].kind == "haven" and CAT.rules[1].kind == "refit_yard"
    for rule in CAT.rules[2:]:
        assert rule.kind == "effects" and rule.effects
        assert all(e.op in OPS for e in rule.effects)


def test_K11_K12_the_ship_table() -> None:
    """K11, RU5: the sloop and the frigate from the seed; four cards of each type; the
    man-of-war not for sale (PL9); the starting ships the sloop and the flute (S9)."""
    sloop, frigate, mow = CAT.ship("sloop"), CAT.ship("frigate"), CAT.ship("man_of_war")
    assert sloop.stats == (2, 2, 2, 2, 1) and sloop.manoeuvrability == 4
    assert frigate.stats == (3, 3, 3, 3, 3) and frigate.manoeuvrability == 3
    assert mow.buy == 0 and CAT.cards_per_type == 4
    assert [s.key for s in CAT.ships if s.start] == ["sloop", "flute"]


def test_K13_K14_K15_the_cargo_deck() -> None:
    """K13: 8 goods of 8 cards; K14: one symbol a card, never the hull; K15: escapes with
    loot 1, 2, 3, 3 and hits 3, 4, 4, 5 a good, each location getting each loot value
    equally often (totals 1 ×8, 2 ×8, 3 ×24, 4 ×16, 5 ×8)."""
    assert len(CAT.cargo) == 64
    for g in range(len(GOODS)):
        cards = [c for c in CAT.cargo if c.good == g]
        assert sorted(c.loot for c in cards if c.symbol == "escape") == [1, 2, 3, 3]
        assert sorted(c.loot for c in cards if c.symbol != "escape") == [3, 4, 4, 5]
        assert sorted(c.symbol for c in cards if c.symbol != "escape") == sorted(ROLLED)
    for loc in ROLLED:
        loots = sorted(c.loot for c in CAT.cargo if c.symbol == loc)
        assert loots == [3, 3, 4, 4, 4, 4, 5, 5]
    assert [sum(c.loot == v for c in CAT.cargo) for v in range(1, 6)] == [8, 8, 24, 16, 8]


def test_K15_a_deck_without_its_composition_is_refused(tmp_path: Path) -> None:
    folder = broken_copy(tmp_path, "cargo.toml", '{ id = "CG01", loot = 1,',
                         '{ id = "CG01", loot = 2,')
    with pytest.raises(CatalogueError, match=r"cargo\.toml: K15"):
        load_catalogue(folder)


def test_K17_the_token_mixes() -> None:
    """K17, C7–C10: demand 3 a good (24), modifications 2 a kind (16), weapons 4 a kind,
    merchants 5 Spanish and 4 of each other nation (17)."""
    assert sorted(CAT.demand_tokens) == sorted(g for g in range(8) for _ in range(3))
    assert len(CAT.modification_tokens) == 16 and CAT.weapons_per_kind == 4
    assert [CAT.merchant_tokens.count(n) for n in NATIONS] == [5, 4, 4, 4]


def test_K29_glory_cards_have_a_timing_a_condition_and_effects_of_the_vocabulary() -> None:
    """K29, K4: every glory card's `when` is a K4 timing, its effects K3 operations; a
    specialist states its hiring (SP2)."""
    for g in CAT.cards.glory:
        assert g.when in TIMINGS and all(e.op in OPS for e in g.effects)
        assert (g.hire is not None) == bool(g.specialist)


def test_K5_rewards_sit_on_the_value_scale() -> None:
    """K5 (1 glory ≈ 10 ducats, a cargo card ≈ 3): missions pay 4–12 ducats beside their
    glory (K33), a rumour's treasure at sea 8–15 (K37), a hidden cache in town 5–10."""
    for m in CAT.cards.missions:
        ducats = sum(int(e.get("n")) for e in m.reward if e.op == "gain_ducats")
        assert ducats <= 12
    for r in CAT.cards.rumours:
        ducats = sum(int(e.get("n")) for e in r.reward if e.op == "gain_ducats")
        assert ducats <= 15


def test_K43_the_content_volume() -> None:
    """K43: 17 zones and 13 rules, 5 ship types, 64 cargo, 16 captains, 34 events (18 NPC
    cards, 6 man-of-war lines), 70 glory cards (16 specialists), 25 missions, 25 rumours."""
    cards = CAT.cards
    assert (len(CAT.zones), len(CAT.rules), len(CAT.ships), len(CAT.cargo)) == (17, 13, 5, 64)
    assert (len(cards.captains), len(cards.events), len(cards.glory), len(cards.missions),
            len(cards.rumours)) == (16, 34, 70, 25, 25)
    assert sum(e.npc is not None for e in cards.events) == 18
    assert sum(len(e.war_lines) for e in cards.events) == 6
    assert sum(bool(g.specialist) for g in cards.glory) == 16
