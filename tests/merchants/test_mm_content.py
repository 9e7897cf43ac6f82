"""The card families (K18–K38, K45): the shipped content loads and meets its counts; every
check the loader makes refuses a deliberately broken copy with a message naming the file, the
card and the field (DA18, K44); the worked examples' content is there (EX12, EX46); no
rulebook name is used (K1)."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from mm_support import CAT, broken_copy

from game.merchants import content, words
from game.merchants.cards import CatalogueError
from game.merchants.catalogue import load_catalogue
from game.merchants.vocabulary import COMBAT_STEPS, DIRECTIONS, NATIONS, SLOTS


def test_DA18_the_shipped_content_loads_with_every_family_at_its_count() -> None:
    cards = CAT.cards
    assert [len(cards.captains), len(cards.events), len(cards.glory), len(cards.missions),
            len(cards.rumours)] == [16, 34, 70, 25, 25]
    assert CAT.captain_ids == tuple(range(500, 516))
    assert CAT.event_ids == tuple(range(400, 434))
    assert CAT.glory_ids == tuple(range(100, 170))
    assert CAT.mission_ids == tuple(range(200, 225))
    assert CAT.rumour_ids == tuple(range(300, 325))
    assert [c.id for c in cards.captains][:2] == ["CP01", "CP02"]
    assert cards.rumours[-1].id == "RR25"


def test_K20_K21_captains_per_nation_abilities_and_skill_budgets() -> None:
    caps = CAT.cards.captains
    assert Counter(CAT.zones[c.home].flag for c in caps) == {n: 4 for n in NATIONS}
    assert max(Counter(c.home for c in caps).values()) <= 2
    assert Counter(len(c.abilities) for c in caps) == {1: 12, 2: 4}
    for c in caps:
        lo, hi = (9, 10) if len(c.abilities) == 1 else (8, 9)
        assert lo <= sum(c.skills) <= hi, c.id
        assert sum(s == 4 for s in c.skills) <= 2
    for s in range(4):
        assert all(Counter(c.skills[s] for c in caps)[v] >= 2 for v in range(1, 5))
    assert sum(c.skills[1] >= 3 for c in caps) >= 4
    assert sum(c.skills[3] >= 3 for c in caps) >= 4


def test_K19_every_ability_family_is_on_some_captain() -> None:
    fams = {content.ability_family(a) for c in CAT.cards.captains for a in c.abilities}
    assert fams == {"test_die", "redirect", "manoeuvre_reroll", "selling", "market",
                    "raid_success", "smuggler", "hand_size", "cheap_upkeep", "rumour_choice",
                    "free_port_move", "privateer"}


def test_EX12_a_captain_redirects_one_received_hit_once_per_battle() -> None:
    found = [a for c in CAT.cards.captains for a in c.abilities
             if [e.op for e in a.effects] == ["redirect_hit"]]
    assert found and found[0].uses == "once_per_battle"
    assert found[0].when == "combat:after_location_roll"


def test_EX46_two_dutch_admirals_enter_at_curacao_and_st_eustatius() -> None:
    dutch = [e.npc for e in CAT.cards.events if e.npc is not None and e.npc.slot == "netherlands"]
    entries = {CAT.zones[n.entry].id: n.ship for n in dutch}
    assert entries["Z14"] == "frigate" and "Z08" in entries
    assert sorted(n.ship for n in dutch) == ["frigate", "frigate", "galleon"]


def test_K24_K23_the_npc_cards_and_the_war_lines() -> None:
    evs = CAT.cards.events
    assert Counter(e.kind for e in evs) == {"admiral": 12, "pirate": 6, "world": 16}
    for e in evs:
        if e.npc is not None and e.kind == "admiral":
            assert CAT.zones[e.npc.entry].flag == e.npc.slot
            assert 1 <= e.npc.scouting <= 3
    pirates = [e.npc for e in evs if e.kind == "pirate" and e.npc is not None]
    assert Counter(p.ship for p in pirates) == {"sloop": 3, "frigate": 3}
    assert sum(CAT.zones[p.entry].id == "Z17" for p in pirates) == 2
    wars = [e for e in evs if content.world_family(e) == "war"]
    assert len(wars) == 3 and all(len(w.war_lines) == 2 for w in wars)
    assert all(ln.ship == "man_of_war" for w in wars for ln in w.war_lines)


def test_K26_the_movement_rows_are_spread_over_slots_and_directions() -> None:
    rowed = [e for e in CAT.cards.events if e.moves]
    assert len(rowed) == 17 and sum(e.kind != "world" for e in rowed) == 8
    icons = Counter(m for e in rowed for m in e.moves)
    assert sum(icons.values()) == 51
    for s in SLOTS:
        assert sum(icons[(s, d)] for d in DIRECTIONS) in (8, 9)
        assert all(icons[(s, d)] >= 2 for d in DIRECTIONS)


def test_K27_the_world_events_are_exactly_the_listed_families() -> None:
    fams = Counter(content.world_family(e) for e in CAT.cards.events if e.kind == "world")
    assert fams == content.WORLD_FAMILIES


def test_K30_K31_glory_composition() -> None:
    glory = CAT.cards.glory
    groups = Counter(content.glory_group(g) for g in glory)
    assert groups == {"specialist": 16, "combat": 22, "own_turn": 20, "out_of_turn": 12}
    steps = Counter(g.when for g in glory if content.glory_group(g) == "combat")
    assert all(steps[f"combat:{s}"] >= 3 for s in COMBAT_STEPS)
    assert sum(g.when == "out_of_turn:scouted" for g in glory) >= 4
    for kind in ("craftsman", "boatswain", "gunner", "surgeon", "lookout", "veteran",
                 "steward", "helmsman"):
        pair = [g for g in glory if g.specialist == kind]
        assert len(pair) == 2 and pair[0].hire != pair[1].hire


def test_K33_K34_K35_missions() -> None:
    ms = CAT.cards.missions
    assert sum(content.requirement_family(m) == "influence" for m in ms) == 18
    assert Counter(m.task.op for m in ms) == content.TASK_COUNTS
    places = Counter(m.place for m in ms)
    assert all(1 <= places[p] <= 2 for p in CAT.ports)


def test_K36_K37_rumours() -> None:
    rs = CAT.cards.rumours
    fams = Counter(content.rumour_family(r) for r in rs)
    assert fams == {f: k for f, (k, _s) in content.RUMOUR_FAMILIES.items()}
    assert Counter(r.skill for r in rs) == {"scouting": 14, "influence": 11}
    assert [r.kept for r in rs].count(True) == 1


# --- every check refuses a broken copy, naming file, card and field (DA18) -------------------

BROKEN = [
    # clause, file, old text, new text, what the message must say
    ("K18", "captains.toml", 'id = "CP02"\nkey = "rodrigo_alcaraz"\nhome = "Z15"\nseamanship = 3',
     'id = "CP02"\nkey = "rodrigo_alcaraz"\nhome = "Z15"\nseamanship = 5',
     ["captains.toml", "CP02", "seamanship", "1–4"]),
    ("K20", "captains.toml", 'home = "Z02"', 'home = "Z05"',
     ["captains.toml", "home", "K20", "4 captains per nation", "the fifth is CP08"]),
    ("K20", "captains.toml", 'key = "gaspard_thevenin"\nhome = "Z06"',
     'key = "gaspard_thevenin"\nhome = "Z04"',
     ["captains.toml", "CP11", "home", "Z04", "at most 2"]),
    ("K20", "captains.toml", ' { key = "master_caulker"',
     ' # { key = "master_caulker"', ["captains.toml", "abilities", "K20"]),
    ("K21", "captains.toml", 'key = "ines_valcarcel"\nhome = "Z02"\nseamanship = 2',
     'key = "ines_valcarcel"\nhome = "Z02"\nseamanship = 4',
     ["captains.toml", "CP01", "skills", "K21"]),
    ("K21", "captains.toml", 'key = "mariana_ledesma"\nhome = "Z13"\nseamanship = 3\n'
     'scouting = 2\nleadership = 1\ninfluence = 4', 'key = "mariana_ledesma"\nhome = "Z13"\n'
     'seamanship = 3\nscouting = 2\nleadership = 2\ninfluence = 3',
     ["captains.toml", "leadership", "K21", "at least twice"]),
    ("K19", "captains.toml", '{ op = "demand_glory_min", n = 2 }',
     '{ op = "dice_mod", context = "haven", n = 1 }',
     ["captains.toml", "CP01", "guild_favour", "K19"]),
    ("K24", "events.toml", 'slot = "spain", ship = "galleon"', 'slot = "spain", ship = "frigate"',
     ["events.toml", "npc", "ship", "K24"]),
    ("K23", "events.toml", 'ship = "frigate", seamanship = 2, scouting = 2, leadership = 3, '
     'entry = "Z14"', 'ship = "frigate", seamanship = 2, scouting = 2, leadership = 3, '
     'entry = "Z07"', ["events.toml", "EVT10", "cornelis_haverkamp", "entry", "K23"]),
    ("K23", "events.toml", 'seamanship = 2, scouting = 2, leadership = 3, entry = "Z02"',
     'seamanship = 2, scouting = 4, leadership = 3, entry = "Z02"',
     ["events.toml", "EVT01", "fernan_de_ribadeo", "scouting", "1–3"]),
    ("K23", "events.toml", 'ship = "sloop", seamanship = 2, scouting = 3, leadership = 3, '
     'entry = "Z03"', 'ship = "sloop", seamanship = 2, scouting = 3, leadership = 3, '
     'entry = "Z17"', ["events.toml", "entry", "K23", "two of the six pirates"]),
    ("K26", "events.toml", 'moves = [["spain", "N"], ["england", "S"], ["pirate_sloop", "N"]]\n',
     '', ["events.toml", "moves", "K26", "17 cards"]),
    ("K26", "events.toml", '["spain", "W"], ["pirate_sloop", "W"]',
     '["spain", "N"], ["pirate_sloop", "W"]', ["events.toml", "moves", "K26", "spain", "W"]),
    ("K26", "events.toml", 'moves = [["spain", "N"], ["england", "S"], ["pirate_sloop", "N"]]',
     'moves = [["spain", "N"], ["england", "S"]]', ["events.toml", "EVT01", "moves", "K26"]),
    ("K27", "events.toml", '{ op = "sale_price", good = "sugar", n = -1 }',
     '{ op = "sale_price", good = "sugar", n = -2 }', ["events.toml", "EVT28", "effects", "K27"]),
    ("K27", "events.toml", 'slot = "england"\nship = "man_of_war"\nseamanship = 3\nscouting = 2\n'
     'leadership = 3\nentry = "Z05"', 'slot = "france"\nship = "man_of_war"\nseamanship = 3\n'
     'scouting = 2\nleadership = 3\nentry = "Z04"',
     ["events.toml", "EVT19", "war_line", "NP9"]),
    ("K30", "glory.toml", 'when = "own_turn"', 'when = "combat:before_declare"',
     ["glory.toml", "when", "K30", "22 combat"]),
    ("K30", "glory.toml", 'key = "rally_the_crew"\nwhen = "combat:before_crew_round"',
     'key = "rally_the_crew"\nwhen = "combat:after_crew_roll"',
     ["glory.toml", "when", "K30", "before_crew_round"]),
    ("K30", "glory.toml", 'key = "run_out_the_guns"\nwhen = "out_of_turn:scouted"',
     'key = "run_out_the_guns"\nwhen = "out_of_turn:ship_enters_zone"',
     ["glory.toml", "when", "K30", "scouted"]),
    ("K31", "glory.toml", 'hire = { condition = { home_port = true } }',
     'hire = { condition = { in_port = true }, pay = 5 }', ["glory.toml", "GY02", "hire", "K31"]),
    ("K31", "glory.toml", 'hire = { condition = { in_port = true }, pay = 5 }',
     'hire = { condition = { in_port = true }, pay = 8 }', ["glory.toml", "GY01", "hire", "3–6"]),
    ("K33", "missions.toml", 'place = "Z07"\nrequirement = [{ op = "test", skill = "influence" }]',
     'place = "Z07"\nrequirement = [{ op = "test", skill = "leadership" }]',
     ["missions.toml", "requirement", "K33", "18"]),
    ("K33", "missions.toml", '[{ op = "gain_ducats", n = 10 }]\nlimit_turns = 8',
     '[{ op = "gain_ducats", n = 14 }]\nlimit_turns = 8', ["missions.toml", "MI01", "reward",
                                                           "K33"]),
    ("K33", "missions.toml", 'requirement = [{ op = "pay_ducats", n = 3 }]',
     'requirement = [{ op = "pay_ducats", n = 7 }]', ["missions.toml", "MI02", "requirement"]),
    ("K34", "missions.toml", 'ports = ["Z02", "Z16", "Z13"]', 'ports = ["Z02", "Z16"]',
     ["missions.toml", "MI25", "task", "ports", "K34"]),
    ("K34", "missions.toml", 'task = { op = "reach", port = "Z05", within = 5 }',
     'task = { op = "test_at", where = "Z05", skill = "influence" }',
     ["missions.toml", "task", "K34", "reach"]),
    ("K35", "missions.toml", 'place = "Z07"', 'place = "Z02"',
     ["missions.toml", "place", "K35", "Z"]),
    ("K45", "missions.toml", 'task = { op = "reach", port = "Z05", within = 5 }',
     'task = { op = "reach", port = "Z05", within = 5, extra = 1 }',
     ["missions.toml", "MI08", "task", "unknown parameter", "extra"]),
    ("K33", "missions.toml", 'place = "Z07"', 'place = "Z17"',
     ["missions.toml", "MI03", "place", "port"]),
    ("K36", "rumours.toml", 'dice = -1', 'dice = -2', ["rumours.toml", "RR03", "dice", "K36"]),
    ("K37", "rumours.toml",
     'reward = [{ op = "gain_ducats", n = 10 }]\n\n[[rumour]]\n# treasure at sea: 8',
     'reward = [{ op = "gain_ducats", n = 20 }]\n\n[[rumour]]\n# treasure at sea: 8',
     ["rumours.toml", "RR01", "reward", "K37"]),
    ("K37", "rumours.toml", 'zone = "Z03"\nskill = "scouting"', 'zone = "Z03"\nskill = "influence"',
     ["rumours.toml", "reward", "K37", "treasure"]),
    ("K37", "rumours.toml", 'kept = true\n', '', ["rumours.toml", "RR25", "reward", "K37"]),
    # the vocabulary (K3, K4)
    ("K3", "glory.toml", '{ op = "extra_action" }', '{ op = "extra_turn" }',
     ["glory.toml", "GY40", "effect 1", "op"]),
    ("K3", "glory.toml", '{ op = "gain_ducats", n = 4 }', '{ op = "gain_ducats" }',
     ["glory.toml", "GY42", "gain_ducats", "n is required"]),
    ("K3", "glory.toml", '{ op = "gain_ducats", n = 4 }', '{ op = "gain_ducats", n = 4, x = 1 }',
     ["glory.toml", "GY42", "unknown parameter", "x"]),
    ("K3", "glory.toml", '{ op = "gain_ducats", n = 4 }', '{ op = "gain_ducats", n = 40 }',
     ["glory.toml", "GY42", "n must be a whole number 1–20"]),
    ("K3", "glory.toml", '{ op = "gain_ducats", n = 4 }',
     '{ op = "gain_ducats", n = 4, then = [{ op = "extra_action" }] }',
     ["glory.toml", "GY42", "then", "nested"]),
    ("K3", "glory.toml", 'condition = { in_port = false }', 'condition = { at_anchor = false }',
     ["glory.toml", "condition", "unknown predicate", "at_anchor"]),
    ("K3", "glory.toml", '{ op = "reroll", who = "own", which = "failed" }',
     '{ op = "reroll", who = "everyone", which = "failed" }', ["glory.toml", "who"]),
    ("K3", "events.toml", 'otherwise = [{ op = "hit", location = "rolled", n = 1 }]',
     'otherwise = []', ["events.toml", "EVT24", "test", "then or otherwise"]),
    ("K4", "glory.toml", 'when = "out_of_turn:event_drawn"', 'when = "out_of_turn:sunrise"',
     ["glory.toml", "GY69", "when", "K4"]),
    # keys, words, ids, headers
    ("K1", "captains.toml", 'key = "ines_valcarcel"', 'key = "nobody_named_this"',
     ["captains.toml", "CP01", "key", "no words"]),
    ("K2", "glory.toml", 'key = "journeyman_carpenter"', 'key = "master_shipwright"',
     ["glory.toml", "keys", "unique", "master_shipwright"]),
    ("K2", "rumours.toml", 'id = "RR02"', 'id = "RR03"', ["rumours.toml", "RR02", "id"]),
    ("DA18", "missions.toml", 'game = "merchants-marauders"', 'game = "other"',
     ["missions.toml", "not a Merchants & Marauders content file"]),
]


@pytest.mark.parametrize(("clause", "file", "old", "new", "says"), BROKEN,
                         ids=[f"{b[0]}-{i}" for i, b in enumerate(BROKEN)])
def test_DA18_each_check_refuses_a_broken_copy_naming_file_card_and_field(
        tmp_path: Path, clause: str, file: str, old: str, new: str, says: list[str]) -> None:
    folder = broken_copy(tmp_path, file, old, new)
    with pytest.raises(CatalogueError) as err:
        load_catalogue(folder)
    message = str(err.value)
    for fragment in says:
        assert fragment in message, message


def test_K34_a_passenger_within_seven_game_turns_is_refused(tmp_path: Path) -> None:
    folder = broken_copy(tmp_path, "missions.toml", "within = 4", "within = 7")
    with pytest.raises(CatalogueError, match=r"missions\.toml: MI07: .*within: K34"):
        load_catalogue(folder)


# --- K1: no name of the rulebook ----------------------------------------------------------

#: Names found in the rulebook (seeds/003): its example captains, its Dutch admiral, its glory,
#: rumour and event card titles (English and Polish), its credits; and famous people of the
#: period, who are not our captains either.
RULEBOOK_NAMES = [
    "Felipe", "Frances", "Federico", "Silva", "Almonde", "Philips van Almonde",
    "False Papers", "Fałszywe Papiery", "Forged Papers", "Crew Combat Reroll",
    "Przerzut w Starciu Załogi", "Chwytam w lot", "Caught in Flight",
    "Holenderski Okręt Flagowy", "Dutch Flagship", "Piracki Słup", "Pirate Sloop", "War!",
    "Wojna", "Marcussen", "Aagaard", "Kurek", "Nielsen", "Arbjörn", "Guldager", "Simonsen",
    "Kucirek", "Nellemann", "Rasmussen", "Svellöv", "Rautiainen", "Schimkowitsch", "Thoni",
    "van der Burgt", "Henry Morgan", "Blackbeard", "Edward Teach", "Kidd", "L'Olonnais",
    "de Graaf", "Piet Heyn", "Drake", "Hawkins", "Anne Bonny", "Mary Read", "Rackham",
    "Bartholomew Roberts", "Charles Vane", "Henry Every", "Tromp", "de Ruyter", "Oquendo",
    "Ducasse", "Grammont", "Benbow", "Brasiliano", "Exquemelin",
]


def _card_keys() -> list[str]:
    c = CAT.cards
    keys = [x.key for x in c.captains] + [a.key for x in c.captains for a in x.abilities]
    keys += [e.key for e in c.events] + [ln.key for e in c.events for ln in e.war_lines]
    keys += [e.npc.key for e in c.events if e.npc is not None]
    keys += [g.key for g in c.glory] + [m.key for m in c.missions] + [r.key for r in c.rumours]
    return keys


def test_K1_no_rulebook_name_is_a_key_or_an_english_name() -> None:
    keys = _card_keys()
    names = [words.CARD_WORDS[k] for k in keys]
    assert set(keys) <= set(words.CARD_WORDS)
    for banned in RULEBOOK_NAMES:
        pattern = re.compile(rf"(?<!\w){re.escape(banned)}(?!\w)", re.IGNORECASE)
        slug = re.sub(r"\W+", "_", banned.lower()).strip("_")
        for key, shown in zip(keys, names, strict=True):
            assert not pattern.search(shown), (banned, key, shown)
            if banned not in ("War!", "Wojna"):   # a title, not a word: "The Sugar War" is ours
                assert not re.search(rf"(^|_){slug}(_|$)", key), (banned, key)


def test_K1_every_key_the_content_uses_has_words() -> None:
    for key in _card_keys():
        assert words.has(key), key
    for z in CAT.zones:
        assert z.key in words.ZONE_WORDS
    from game.merchants import vocabulary as v

    for table, keys in ((words.GOOD_WORDS, v.GOODS), (words.SHIP_WORDS, v.SHIP_TYPES),
                        (words.LOCATION_WORDS, v.LOCATIONS), (words.SKILL_WORDS, v.SKILLS),
                        (words.MODIFICATION_WORDS, v.MODIFICATIONS),
                        (words.WEAPON_WORDS, v.WEAPONS), (words.SPECIALIST_WORDS, v.SPECIALISTS),
                        (words.SLOT_WORDS, v.SLOTS), (words.DIRECTION_WORDS, v.DIRECTIONS),
                        (words.NATION_WORDS, v.NATIONS), (words.PEOPLE_WORDS, v.NATIONS),
                        (words.PORTS_WORDS, v.NATIONS), (words.IN_PORT_WORDS, v.NATIONS)):
        assert set(keys) <= set(table), sorted(set(keys) - set(table))
