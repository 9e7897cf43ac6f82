"""The card families of Merchants & Marauders (K18–K38, K45): captains, events (with their NPC
lines), glory cards, missions and rumours, read from data/captains.toml, events.toml,
glory.toml, missions.toml and rumours.toml into the types of game.merchants.cards, and checked
at load against everything K44 names (DA18): the effect vocabulary (K3, K4), the counts and
compositions (K20, K21, K24, K26, K27, K30, K31, K33, K34, K36, K37), the ranges (K18, K23,
K33), uniqueness, the map references (a mission's place is a port; an admiral enters at a zone
of its nation's port; …), the movement rows' spread (K26), the missions' ports (K35) and the
words of every key (K1: text lives under localisation keys, game.merchants.words).

Every CatalogueError names the file, the card and the field. Card ids follow the id space of
game.merchants.cards (captains 500+, events 400+, glory 100+, missions 200+, rumours 300+), in
file order; codes CP01…, EVT01…, GY01…, MI01…, RR01….
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from game.core.catalogue import read_toml
from game.merchants import ID
from game.merchants import words as _words
from game.merchants.cards import (
    CAPTAIN0,
    EVENT0,
    GLORY0,
    MISSION0,
    N_ZONES,
    RUMOUR0,
    Ability,
    Captain,
    Cards,
    CatalogueError,
    Condition,
    Effect,
    EventCard,
    GloryCard,
    Hire,
    Mission,
    NpcLine,
    Profile,
    Rumour,
    Zone,
    is_int,
)
from game.merchants.vocabulary import (
    ACTION_KINDS,
    COMBAT_STEPS,
    CONTEXTS,
    DIRECTIONS,
    DURATIONS,
    GOOD_WORDS,
    GOODS,
    LOCATIONS,
    MODIFICATIONS,
    NATIONS,
    OPS,
    PREDICATES,
    PRICE_ITEMS,
    REROLL_WHICH,
    RESULTS,
    SHIP_TYPES,
    SHIPYARD_ITEMS,
    SKILLS,
    SLOTS,
    SPECIALISTS,
    TARGET_KINDS,
    TASKS,
    TIMINGS,
    WEAPONS,
    WHO,
    ZONE_WORDS,
    Param,
)

ZONE_IDS = tuple(f"Z{i + 1:02d}" for i in range(N_ZONES))
SEA_ONLY = ZONE_IDS[-1]          # C1, K7: the Caribbean Sea, the one zone without a port
_UNTIL = re.compile(r"until:EVT(0[1-9]|[12]\d|3[0-4])")
_KEY = re.compile(r"[a-z][a-z0-9_]*")

ABILITY_USES = ("always", "once_per_battle", "once_per_turn", "once_per_round")
EVENT_TIMINGS = ("immediate", "seat_turn_start", "turn_end")             # EV4, K26
EVENT_KINDS = ("admiral", "pirate", "world")
#: ops a passive ability (when = "passive") may hold besides the passive ones: a standing
#: `rumour_draw` sets the size of its holder's rumour draws (K19 "draw 2 keep 1", RM1)
PASSIVE_DEEDS = ("rumour_draw",)


def _fail(where: str, message: str) -> CatalogueError:
    return CatalogueError(f"{where}: {message}")


# --- values of a kind (vocabulary.Param kinds) ------------------------------------------------


def _nation_sel(v: Any) -> bool:
    if v in NATIONS or v in ("all", "any", "choice"):
        return True
    return isinstance(v, str) and v.startswith("enemies_of:") and v[11:] in NATIONS


def _port_sel(v: Any) -> bool:
    if v == "all" or (v in ZONE_IDS and v != SEA_ONLY):
        return True
    return isinstance(v, str) and v.startswith("nation:") and v[7:] in NATIONS


def _pair(v: Any, oldest: bool) -> bool:
    if oldest and v == "oldest":
        return True
    return (isinstance(v, list) and len(v) == 2 and all(n in NATIONS for n in v)
            and v[0] != v[1])


_KINDS: dict[str, Callable[[Any], bool]] = {
    "bool": lambda v: isinstance(v, bool),
    "skill": lambda v: v in SKILLS,
    "context": lambda v: v in CONTEXTS,
    "duration": lambda v: v in DURATIONS or (isinstance(v, str) and bool(_UNTIL.fullmatch(v))),
    "location": lambda v: v in LOCATIONS or v in ("any", "rolled"),
    "nation": lambda v: v in NATIONS,
    "nation_sel": _nation_sel,
    "good_sel": lambda v: v in GOODS or v in GOOD_WORDS,
    "slot": lambda v: v in SLOTS,
    "direction": lambda v: v in DIRECTIONS,
    "zone_sel": lambda v: v in ZONE_IDS or v in ZONE_WORDS,
    "to": lambda v: v in DIRECTIONS or v in ZONE_IDS,
    "port_sel": _port_sel,
    "port": lambda v: v in ZONE_IDS and v != SEA_ONLY,
    "zone": lambda v: v in ZONE_IDS,
    "modification": lambda v: v in MODIFICATIONS or v == "any",
    "weapon": lambda v: v in WEAPONS or v == "any",
    "ship": lambda v: v in SHIP_TYPES,
    "shipyard_item": lambda v: v in SHIPYARD_ITEMS,
    "price_item": lambda v: v in PRICE_ITEMS,
    "action_kind": lambda v: v in ACTION_KINDS,
    "target_kind": lambda v: v in TARGET_KINDS,
    "who": lambda v: v in WHO,
    "which": lambda v: v in REROLL_WHICH,
    "scope": lambda v: v in ("first", "all"),
    "pair": lambda v: _pair(v, True),
    "zones": lambda v: isinstance(v, list) and len(v) > 0 and all(z in ZONE_IDS for z in v),
    "ships": lambda v: isinstance(v, list) and len(v) > 0 and all(s in SHIP_TYPES for s in v),
    "ports": lambda v: (isinstance(v, list) and len(v) == len(set(v)) >= 2
                        and all(p in ZONE_IDS and p != SEA_ONLY for p in v)),
    "result": lambda v: v in RESULTS,
}
_SAY = {"skill": f"one of {list(SKILLS)}", "context": "a test context of vocabulary.CONTEXTS",
        "duration": f"one of {list(DURATIONS)} or \"until:EVTnn\"",
        "location": f"one of {list(LOCATIONS)}, \"any\" or \"rolled\"",
        "nation": f"one of {list(NATIONS)}",
        "nation_sel": "a nation, \"all\", \"any\", \"choice\" or \"enemies_of:<nation>\"",
        "good_sel": f"a good or one of {list(GOOD_WORDS)}", "slot": f"one of {list(SLOTS)}",
        "zone_sel": f"a zone id (Z01–Z17) or one of {list(ZONE_WORDS)}",
        "to": "a direction (N, E, S, W) or a zone id", "port": "a port's zone id (Z01–Z16)",
        "port_sel": "a port's zone id, \"nation:<nation>\" or \"all\"",
        "zone": "a zone id (Z01–Z17)", "pair": "two different nations (or \"oldest\")",
        "zones": "a list of zone ids", "ships": "a list of ship types",
        "ports": "a list of two or more different ports' zone ids",
        "result": f"one of {list(RESULTS)}", "profile": "a profile table (naval or crew)",
        "line": "the index of one of the card's own NPC lines (0 or 1)"}


def _value(p: Param, v: Any, at: str) -> Any:
    """One parameter's value checked against its kind; lists become tuples."""
    if p.kind in ("int", "line"):
        if not is_int(v, p.lo, p.hi):
            raise _fail(at, f"{p.name} must be a whole number {p.lo}–{p.hi}")
        return v
    if p.kind == "profile":
        return profile(v, f"{at}: {p.name}")
    check = _KINDS.get(p.kind)
    if check is None or not check(v):
        raise _fail(at, f"{p.name} must be {_SAY.get(p.kind, p.kind)} (found {v!r})")
    return tuple(v) if isinstance(v, list) else v


def profile(value: Any, where: str) -> Profile:
    """NB11, CB9: a card's opponent: `{kind = "naval", ship, seamanship, leadership}` or
    `{kind = "crew", leadership, crew}`; skills 1–5, crew 1–5."""
    if not isinstance(value, dict):
        raise _fail(where, "a profile is a table with kind \"naval\" or \"crew\"")
    if value.get("kind") == "naval":
        if set(value) != {"kind", "ship", "seamanship", "leadership"} \
                or value["ship"] not in SHIP_TYPES:
            raise _fail(where, "a naval profile has ship (a ship type), seamanship, leadership")
        if not (is_int(value["seamanship"], 1, 5) and is_int(value["leadership"], 1, 5)):
            raise _fail(where, "a naval profile's seamanship and leadership are 1–5")
        return Profile("naval", value["ship"], value["seamanship"], value["leadership"], 0)
    if value.get("kind") == "crew":
        if set(value) != {"kind", "leadership", "crew"} \
                or not (is_int(value["leadership"], 1, 5) and is_int(value["crew"], 1, 5)):
            raise _fail(where, "a crew profile has leadership 1–5 and crew 1–5")
        return Profile("crew", "", 0, value["leadership"], value["crew"])
    raise _fail(where, "a profile's kind is \"naval\" or \"crew\"")


def _args(spec: tuple[Param, ...], row: Mapping[str, Any], at: str,
          skip: frozenset[str]) -> dict[str, Any]:
    names = {p.name for p in spec}
    unknown = set(row) - names - skip
    if unknown:
        raise _fail(at, f"unknown parameter(s) {sorted(unknown)} (known: {sorted(names)})")
    out = {}
    for p in spec:
        if p.name not in row:
            if p.required:
                raise _fail(at, f"{p.name} is required")
            continue
        out[p.name] = _value(p, row[p.name], at)
    return out


def effect_list(value: Any, where: str) -> tuple[Effect, ...]:
    """K3: a TOML list of effect tables, each checked against vocabulary.OPS: a known op,
    every required parameter present, no unknown one, each value of its kind and range;
    `then` / `otherwise` only on a nested op (a test). CatalogueError names `where` (the file
    and the card) and the field."""
    if not isinstance(value, list):
        raise _fail(where, "effects must be a list of effect tables")
    out = []
    for i, row in enumerate(value):
        at = f"{where}: effect {i + 1}"
        if not isinstance(row, dict) or row.get("op") not in OPS:
            raise _fail(at, f"op must be one of the K3 operations (found "
                            f"{row.get('op') if isinstance(row, dict) else row!r})")
        spec = OPS[row["op"]]
        at = f"{at} ({row['op']})"
        nested = {"then", "otherwise"} & set(row)
        if nested and not spec.nested:
            raise _fail(at, f"{sorted(nested)}: only a nested op (a test) takes then/otherwise")
        args = _args(spec.params, row, at, frozenset({"op", "then", "otherwise"}))
        then = effect_list(row.get("then", []), f"{at}: then")
        otherwise = effect_list(row.get("otherwise", []), f"{at}: otherwise")
        out.append(Effect(row["op"], args, then, otherwise))
    return tuple(out)


def _outcomes(effects: tuple[Effect, ...], at: str) -> None:
    """A card's test says what follows it (K3 `test → on_success / on_fail`); only a
    mission's requirement holds a bare test (passing it is the point, MS3)."""
    for e in walk(effects):
        if OPS[e.op].nested and not (e.then or e.otherwise):
            raise _fail(at, f"{e.op}: a test on a card needs then or otherwise effects")


def walk(effects: tuple[Effect, ...]) -> list[Effect]:
    """Every effect of a list, nested ones included, in reading order."""
    out = []
    for e in effects:
        out.append(e)
        out += walk(e.then) + walk(e.otherwise)
    return out


def condition(value: Any, where: str) -> Condition:
    """K3: a condition, a table of predicates (vocabulary.PREDICATES) that must all hold;
    missing or empty: always."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise _fail(where, "condition must be a table of predicates")
    out: dict[str, Any] = {}
    for name, v in value.items():
        kind = PREDICATES.get(name)
        if kind is None:
            raise _fail(where, f"condition: unknown predicate {name!r} (known: "
                               f"{sorted(PREDICATES)})")
        if kind == "pair":
            ok = v == "any" or _pair(v, False)
        elif kind == "nation_sel":
            ok = _nation_sel(v)
        else:
            ok = _KINDS[kind](v)
        if not ok:
            raise _fail(where, f"condition: {name} must be {_SAY.get(kind, kind)} "
                               f"(found {v!r})")
        out[name] = tuple(v) if isinstance(v, list) else v
    return out


def task(value: Any, where: str) -> Effect:
    """K45: a mission's task, written like an effect: `{op = <task kind>, …}` with the
    parameters of vocabulary.TASKS (`op`, since bring_modification's own `kind` names the
    modification)."""
    if not isinstance(value, dict) or value.get("op") not in TASKS:
        raise _fail(where, f"task: op must be one of {list(TASKS)}")
    return Effect(value["op"], _args(TASKS[value["op"]], value, f"{where}: task",
                                     frozenset({"op"})))


# --- reading helpers --------------------------------------------------------------------------


def _rows(folder: Path, name: str, section: str) -> tuple[list[dict[str, Any]], str]:
    data, fname = read_toml(folder / f"{name}.toml", folder / f"{name}.toml", CatalogueError)
    if not isinstance(data, dict) or data.get("format") != 1 or data.get("game") != ID:
        raise CatalogueError(f"{fname}: not a Merchants & Marauders content file (format 1)")
    extra = set(data) - {"format", "game", section}
    if extra:
        raise CatalogueError(f"{fname}: unknown section(s) {sorted(extra)}")
    rows = data.get(section)
    if not isinstance(rows, list) or not all(isinstance(r, dict) for r in rows):
        raise CatalogueError(f"{fname}: expected [[{section}]] tables")
    return rows, fname


def _fields(row: Mapping[str, Any], at: str, required: set[str], optional: set[str]) -> None:
    missing = required - set(row)
    if missing:
        raise _fail(at, f"missing field(s) {sorted(missing)}")
    unknown = set(row) - required - optional
    if unknown:
        raise _fail(at, f"unknown field(s) {sorted(unknown)}")


def _code(row: Mapping[str, Any], fname: str, prefix: str, i: int) -> str:
    code = f"{prefix}{i + 1:02d}"
    if row.get("id") != code:
        raise CatalogueError(f"{fname}: {prefix} card {i + 1}: id must be {code!r} here "
                             "(file order, K2)")
    return code


def _key(v: Any, at: str, field: str = "key") -> str:
    if not isinstance(v, str) or not _KEY.fullmatch(v):
        raise _fail(at, f"{field} must be a lowercase_with_underscores key (found {v!r})")
    if not _words.has(v):
        raise _fail(at, f"{field} {v!r} has no words (K1: add it to game/merchants/words.py)")
    return v


def _zone(v: Any, at: str, field: str, zone_of: Mapping[str, int], port: bool) -> int:
    if v not in zone_of or (port and v == SEA_ONLY):
        raise _fail(at, f"{field} must be {'a port' if port else 'a zone'}'s zone id "
                        f"(found {v!r})")
    return zone_of[v]


def _int(row: Mapping[str, Any], name: str, at: str, lo: int, hi: int, clause: str) -> int:
    v: Any = row.get(name)
    if not is_int(v, lo, hi):
        raise _fail(at, f"{name} must be a whole number {lo}–{hi} ({clause}; found {v!r})")
    return int(v)


def _bool(row: Mapping[str, Any], name: str, at: str, default: bool = False) -> bool:
    v = row.get(name, default)
    if not isinstance(v, bool):
        raise _fail(at, f"{name} is true or false")
    return v


def _unique(items: list[str], fname: str, what: str) -> None:
    dup = [k for k, n in Counter(items).items() if n > 1]
    if dup:
        raise CatalogueError(f"{fname}: {what} must be unique (twice: {sorted(dup)})")



# --- captains (K18–K21) and abilities ---------------------------------------------------------

#: K19's families, each recognised by the shape of its effects (the family names are ours)
def ability_family(a: Ability) -> str:
    """The K19 family an ability belongs to ("" if none): the loader refuses the rest."""
    ops = tuple(e.op for e in a.effects)
    first = a.effects[0] if a.effects else None
    if first is None:
        return ""
    if ops == ("dice_mod",) and a.when == "passive" and first.get("n") == 1 \
            and first.get("context") in ("scout_merchant", "raid", "recruit", "mission_take",
                                         "rumour_gather", "manoeuvre", "crew"):
        return "test_die"
    if ops == ("redirect_hit",) and a.uses == "once_per_battle":
        return "redirect"
    if ops == ("reroll",) and a.uses == "once_per_battle" \
            and a.when == "combat:after_manoeuvre_roll":
        return "manoeuvre_reroll"
    if (ops == ("sale_price",) and first.get("good") == "undemanded" and first.get("n") == 1) \
            or ops == ("demand_glory_min",):
        return "selling"
    if (ops == ("market_size",) and first.get("n") == 1) \
            or (ops == ("price",) and first.get("item") == "cargo_first"):
        return "market"
    if ops == ("convert_die_to_success",) and a.when == "raid:after_roll" \
            and first.get("n") == 1:
        return "raid_success"
    if ops == ("port_open",) and str(first.get("where", "")).startswith("nation:"):
        return "smuggler"
    if ops == ("hand_limit",):
        return "hand_size"
    if (ops == ("price",) and first.get("item") == "crew") \
            or (ops == ("shipyard_price",) and first.get("item") == "repair"):
        return "cheap_upkeep"
    if ops == ("rumour_draw",) and first.get("n") == 2:
        return "rumour_choice"
    if ops == ("free_action",) and first.get("kind") == "port_move" \
            and a.uses == "once_per_turn":
        return "free_port_move"
    if ops == ("bounty_exempt",) and first.get("scope") == "first" \
            and first.get("nation") in NATIONS:
        return "privateer"
    return ""


COMBAT_FAMILIES = ("redirect", "manoeuvre_reroll")   # K23: an NPC's ability, or a combat die
NPC_DIE_CONTEXTS = ("manoeuvre", "crew")


def ability(value: Any, at: str) -> Ability:
    """K19: one ability table: key, when ("passive" or a K4 timing), uses, condition,
    effects."""
    if not isinstance(value, dict):
        raise _fail(at, "an ability is a table")
    _fields(value, at, {"key", "when", "uses", "effects"}, {"condition"})
    key = _key(value["key"], at)
    at = f"{at} {key}"
    if value["when"] != "passive" and value["when"] not in TIMINGS:
        raise _fail(at, f"when must be \"passive\" or a K4 timing (found {value['when']!r})")
    if value["uses"] not in ABILITY_USES:
        raise _fail(at, f"uses must be one of {list(ABILITY_USES)}")
    effects = effect_list(value["effects"], f"{at}: effects")
    _outcomes(effects, f"{at}: effects")
    if value["when"] == "passive" and not all(OPS[e.op].passive or e.op in PASSIVE_DEEDS
                                              for e in effects):
        raise _fail(at, "effects: a passive ability holds only standing modifiers")
    a = Ability(key, value["when"], value["uses"], condition(value.get("condition"), at),
                effects)
    if not ability_family(a):
        raise _fail(at, "effects: not one of K19's ability families")
    return a


SKILL_BUDGET = {1: (9, 10), 2: (8, 9)}                    # K21


def _captains(folder: Path, zones: tuple[Zone, ...]) -> tuple[Captain, ...]:
    rows, fname = _rows(folder, "captains", "captain")
    zone_of = {z.id: z.index for z in zones}
    out = []
    for i, row in enumerate(rows):
        code = _code(row, fname, "CP", i)
        at = f"{fname}: {code}"
        _fields(row, at, {"id", "key", "home", *SKILLS, "abilities"}, set())
        key = _key(row["key"], at)
        home = _zone(row["home"], at, "home", zone_of, port=True)
        skills = tuple(_int(row, s, at, 1, 4, "K18") for s in SKILLS)
        abilities = row["abilities"]
        if not isinstance(abilities, list) or len(abilities) not in (1, 2):
            raise _fail(at, "abilities: one or two ability tables (K18)")
        abs_ = tuple(ability(a, f"{at}: abilities {j + 1}") for j, a in enumerate(abilities))
        lo, hi = SKILL_BUDGET[len(abs_)]
        if not lo <= sum(skills) <= hi:
            raise _fail(at, f"skills: K21: with {len(abs_)} ability(ies) the skills sum to "
                            f"{lo}–{hi} (found {sum(skills)})")
        if sum(s == 4 for s in skills) > 2:
            raise _fail(at, "skills: K21: no captain has more than two skills at 4")
        out.append(Captain(CAPTAIN0 + i, code, key, home,
                           (skills[0], skills[1], skills[2], skills[3]), abs_))
    _check_captains(out, fname, zones)
    return tuple(out)


def _check_captains(caps: list[Captain], fname: str, zones: tuple[Zone, ...]) -> None:
    """K20, K21: the deck's composition."""
    if len(caps) != 16:
        raise CatalogueError(f"{fname}: C4, K18: 16 captains (found {len(caps)})")
    _unique([c.key for c in caps], fname, "captain keys")
    _unique([a.key for c in caps for a in c.abilities], fname, "ability keys")
    per = Counter(zones[c.home].flag for c in caps)
    for n in sorted(NATIONS, key=lambda n: -per[n]):     # a nation with a fifth first
        mine = [c for c in caps if zones[c.home].flag == n]
        if len(mine) != 4:
            extra = f"; the fifth is {mine[4].id}" if len(mine) > 4 else ""
            raise CatalogueError(f"{fname}: home: K20: 4 captains per nation ({n}: "
                                 f"{len(mine)}{extra})")
    for home, k in Counter(c.home for c in caps).items():
        if k > 2:
            third = [c.id for c in caps if c.home == home][2]
            raise CatalogueError(f"{fname}: {third}: home: K20: {zones[home].id} is home to "
                                 f"{k} captains (at most 2)")
    twos = sum(len(c.abilities) == 2 for c in caps)
    if twos != 4:
        raise CatalogueError(f"{fname}: abilities: K20: 12 captains with one ability and 4 "
                             f"with two (found {twos} with two)")
    for s, skill in enumerate(SKILLS):
        seen = Counter(c.skills[s] for c in caps)
        thin = [v for v in range(1, 5) if seen[v] < 2]
        if thin:
            raise CatalogueError(f"{fname}: {skill}: K21: every value 1–4 appears at least "
                                 f"twice (too rare: {thin})")
    if sum(c.skills[1] >= 3 for c in caps) < 4:
        raise CatalogueError(f"{fname}: scouting: K21: at least 4 captains with scouting ≥ 3")
    if sum(c.skills[3] >= 3 for c in caps) < 4:
        raise CatalogueError(f"{fname}: influence: K21: at least 4 captains with influence ≥ 3")
    fams = {ability_family(a) for c in caps for a in c.abilities}
    missing = {"test_die", "redirect", "manoeuvre_reroll", "selling", "market",
               "raid_success", "smuggler", "hand_size", "cheap_upkeep", "rumour_choice",
               "free_port_move", "privateer"} - fams
    if missing:
        raise CatalogueError(f"{fname}: abilities: K19: no captain has the famil(ies) "
                             f"{sorted(missing)}")


# --- events and NPC lines (K23–K27) -----------------------------------------------------------


def _npc(value: Any, at: str, zones: tuple[Zone, ...], war: bool) -> NpcLine:
    """K23: an NPC line."""
    if not isinstance(value, dict):
        raise _fail(at, "an NPC line is a table")
    _fields(value, at, {"key", "slot", "ship", "seamanship", "scouting", "leadership",
                        "entry"}, {"ability"})
    key = _key(value["key"], at)
    at = f"{at} {key}"
    slot, ship = value["slot"], value["ship"]
    if slot not in SLOTS:
        raise _fail(at, f"slot must be one of {list(SLOTS)}")
    pirate = slot.startswith("pirate")
    if war:
        ok_ship: tuple[str, ...] = ("man_of_war",)
    elif pirate:
        ok_ship = (slot[7:],)
    else:
        ok_ship = ("frigate", "galleon")
    if ship not in ok_ship or (war and pirate):
        raise _fail(at, f"ship: K23: a {'war line' if war else slot} sails a "
                        f"{' or '.join(ok_ship)}{' for a nation' if war else ''}")
    sea = _int(value, "seamanship", at, 2, 4, "K23")
    sc = _int(value, "scouting", at, 2 if pirate else 1, 4 if pirate else 3, "K23")
    lead = _int(value, "leadership", at, 2, 4, "K23")
    zone_of = {z.id: z.index for z in zones}
    entry = _zone(value["entry"], at, "entry", zone_of, port=False)
    if not pirate and zones[entry].flag != slot:
        raise _fail(at, f"entry: K23: a {slot} NPC enters at a zone of a {slot} port "
                        f"({value['entry']} is not)")
    abl = None
    if "ability" in value:
        abl = ability(value["ability"], f"{at}: ability")
        fam = ability_family(abl)
        ok = fam in COMBAT_FAMILIES or (fam == "test_die"
                                        and abl.effects[0].get("context") in NPC_DIE_CONTEXTS)
        if not ok:
            raise _fail(at, "ability: K23: an NPC's ability is one of K19's combat families")
    return NpcLine(key, slot, ship, sea, sc, lead, entry, abl)


def _moves(value: Any, at: str) -> tuple[tuple[str, str], ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or len(value) != 3 or not all(
            isinstance(m, list) and len(m) == 2 and m[0] in SLOTS and m[1] in DIRECTIONS
            for m in value):
        raise _fail(at, "moves: K26: none, or exactly three [slot, direction] icons")
    return tuple((m[0], m[1]) for m in value)


def _events(folder: Path, zones: tuple[Zone, ...]) -> tuple[EventCard, ...]:
    rows, fname = _rows(folder, "events", "event")
    out = []
    for i, row in enumerate(rows):
        code = _code(row, fname, "EVT", i)
        at = f"{fname}: {code}"
        _fields(row, at, {"id", "key", "kind", "timing", "duration", "stays"},
                {"moves", "scope", "effects", "npc", "war_line"})
        key = _key(row["key"], at)
        kind = row["kind"]
        if kind not in EVENT_KINDS:
            raise _fail(at, f"kind must be one of {list(EVENT_KINDS)}")
        if row["timing"] not in EVENT_TIMINGS:
            raise _fail(at, f"timing: K26: one of {list(EVENT_TIMINGS)}")
        if not _KINDS["duration"](row["duration"]):
            raise _fail(at, f"duration must be {_SAY['duration']}")
        scope = condition(row["scope"], f"{at}: scope") if "scope" in row else None
        effects = effect_list(row.get("effects", []), f"{at}: effects")
        _outcomes(effects, f"{at}: effects")
        npc = _npc(row["npc"], f"{at}: npc", zones, war=False) if "npc" in row else None
        lines_raw = row.get("war_line", [])
        if not isinstance(lines_raw, list):
            raise _fail(at, "war_line: a list of [[event.war_line]] tables")
        lines = tuple(_npc(v, f"{at}: war_line {j + 1}", zones, war=True)
                      for j, v in enumerate(lines_raw))
        if kind == "world" and npc is not None:
            raise _fail(at, "npc: a world event carries no NPC card (NP1)")
        if kind != "world" and (npc is None or lines or effects):
            raise _fail(at, "npc: an admiral or pirate card carries its NPC and nothing else")
        if npc is not None and (npc.slot.startswith("pirate")) != (kind == "pirate"):
            raise _fail(at, f"npc: slot: an {kind} card's NPC is "
                            f"{'a pirate' if kind == 'pirate' else 'an admiral'}")
        for e in walk(effects):
            if e.op == "npc_enter" and e.get("line") >= len(lines):
                raise _fail(at, f"effects: npc_enter line {e.get('line')}: the card has "
                                f"{len(lines)} war line(s)")
        ev = EventCard(EVENT0 + i, code, key, kind, _moves(row.get("moves"), at),
                       row["timing"], scope, effects, row["duration"],
                       _bool(row, "stays", at), npc, lines)
        if kind == "world" and not world_family(ev):
            raise _fail(at, f"effects: K27: a world event is one of {sorted(WORLD_FAMILIES)}")
        out.append(ev)
    _check_events(out, fname, zones)
    return tuple(out)


#: K27: the world events, family → count
WORLD_FAMILIES = {"war": 3, "peace": 2, "storm": 2, "trade_boom": 2, "glut": 1, "amnesty": 1,
                  "crackdown": 1, "convoy": 1, "fever": 1, "treasure_fleet": 1,
                  "privateering": 1}


def world_family(e: EventCard) -> str:
    """K27's family of a world event, by its effects ("" if none fits)."""
    ops = [x.op for x in e.effects]
    first = e.effects[0] if e.effects else None
    if first is None or e.kind != "world":
        return ""
    if ops == ["war", "npc_enter", "npc_enter"]:
        return "war"
    simple: dict[tuple[str, ...], str] = {("peace",): "peace", ("bounty_clear",): "amnesty",
              ("npc_scout_mod",): "crackdown", ("merchant_reset",): "convoy",
              ("loot_bonus",): "treasure_fleet", ("bounty_exempt",): "privateering"}
    if tuple(ops) in simple:
        return simple[tuple(ops)]
    if ops == ["test"] and first.get("skill") == "seamanship" and e.scope is not None \
            and e.scope.get("in_port") is False and "zone" in e.scope \
            and [x.op for x in first.otherwise] == ["hit"]:
        return "storm"
    if ops == ["demand_replace", "sale_price"] and str(first.get("where")).startswith("nation:") \
            and e.effects[1].get("n") == 1 and e.effects[1].get("good") in GOODS:
        return "trade_boom"
    if ops == ["sale_price"] and first.get("n") == -1 and first.get("good") in GOODS:
        return "glut"
    if ops == ["hit"] and first.get("location") == "crew" and e.scope is not None \
            and e.scope.get("in_port") is True and "zone" in e.scope:
        return "fever"
    return ""


def _check_events(evs: list[EventCard], fname: str, zones: tuple[Zone, ...]) -> None:
    """K24, K26, K27: the deck's composition, the NPC lines and the movement rows."""
    if len(evs) != 34:
        raise CatalogueError(f"{fname}: C4, K26: 34 event cards (found {len(evs)})")
    kinds = Counter(e.kind for e in evs)
    if (kinds["admiral"], kinds["pirate"], kinds["world"]) != (12, 6, 16):
        raise CatalogueError(f"{fname}: kind: K24, K27: 12 admirals, 6 pirates, 16 world "
                             f"events (found {kinds['admiral']}, {kinds['pirate']}, "
                             f"{kinds['world']})")
    npcs = [e.npc for e in evs if e.npc is not None]
    lines = [(e, ln) for e in evs for ln in e.war_lines]
    _unique([e.key for e in evs] + [ln.key for _e, ln in lines]
            + [e.npc.key for e in evs if e.npc is not None and e.npc.key != e.key],
            fname, "event and NPC keys (an NPC card may bear its captain's key)")
    for n in NATIONS:
        ships = sorted(x.ship for x in npcs if x.slot == n)
        if ships != ["frigate", "frigate", "galleon"]:
            raise CatalogueError(f"{fname}: npc: ship: K24: 3 {n} admirals, 2 frigates and "
                                 f"1 galleon (found {ships})")
    pirates = Counter(x.slot for x in npcs if x.slot.startswith("pirate"))
    if pirates != Counter({"pirate_sloop": 3, "pirate_frigate": 3}):
        raise CatalogueError(f"{fname}: npc: slot: K24: 3 pirate sloops and 3 pirate frigates")
    if sum(x.entry == N_ZONES - 1 for x in npcs if x.slot.startswith("pirate")) != 2:
        raise CatalogueError(f"{fname}: npc: entry: K23: two of the six pirates enter at "
                             f"{SEA_ONLY}")
    fams = Counter(world_family(e) for e in evs if e.kind == "world")
    for fam, k in WORLD_FAMILIES.items():
        if fams[fam] != k:
            raise CatalogueError(f"{fname}: effects: K27: {k} {fam} card(s) (found "
                                 f"{fams[fam]})")
    for e in evs:
        fam = world_family(e)
        if fam == "war":
            pair = next(x.get("pair") for x in e.effects if x.op == "war")
            if len(e.war_lines) != 2 or sorted(ln.slot for ln in e.war_lines) != sorted(pair):
                raise CatalogueError(f"{fname}: {e.id}: war_line: K27, NP9: one man-of-war "
                                     "line per belligerent")
        elif e.war_lines:
            raise CatalogueError(f"{fname}: {e.id}: war_line: only war cards carry them")
    if len(lines) != 6:
        raise CatalogueError(f"{fname}: war_line: K24: 6 man-of-war lines (found {len(lines)})")
    _check_moves(evs, fname)


def _check_moves(evs: list[EventCard], fname: str) -> None:
    """K26: movement rows on 17 cards (8 NPC cards, 9 world); 51 icons naming each slot 8 or
    9 times, each slot each direction at least twice."""
    rowed = [e for e in evs if e.moves]
    npc_rows = sum(e.kind != "world" for e in rowed)
    if len(rowed) != 17 or npc_rows != 8:
        raise CatalogueError(f"{fname}: moves: K26: rows on 17 cards, 8 NPC and 9 world "
                             f"(found {len(rowed)}, {npc_rows} NPC)")
    icons = Counter(m for e in rowed for m in e.moves)
    per_slot = Counter(s for (s, _d), k in icons.items() for _ in range(k))
    for s in SLOTS:
        if per_slot[s] not in (8, 9):
            raise CatalogueError(f"{fname}: moves: K26: each slot is named 8 or 9 times "
                                 f"({s}: {per_slot[s]})")
        thin = [d for d in DIRECTIONS if icons[(s, d)] < 2]
        if thin:
            raise CatalogueError(f"{fname}: moves: K26: {s} gets each direction at least "
                                 f"twice (too rare: {thin})")


# --- glory cards (K29–K31) --------------------------------------------------------------------

ONE_SHOT = {"combat": 22, "own_turn": 20, "out_of_turn": 12}      # K30


def _hire(value: Any, at: str) -> Hire:
    """K31, SP2: `{condition = {…}, pay = 3–6, test = [skill, dice]}` (pay 0: none)."""
    if not isinstance(value, dict):
        raise _fail(at, "hire is a table")
    _fields(value, at, set(), {"condition", "pay", "test"})
    pay = value.get("pay", 0)
    if not (pay == 0 or is_int(pay, 3, 6)):
        raise _fail(at, "hire: pay: K31: 3–6 ducats (or none)")
    t = value.get("test")
    test = None
    if t is not None:
        if not (isinstance(t, list) and len(t) == 2 and t[0] in SKILLS and is_int(t[1], -1, 1)):
            raise _fail(at, "hire: test: [skill, extra dice −1…1]")
        test = (str(t[0]), int(t[1]))
    cond = condition(value.get("condition"), f"{at}: hire")
    if pay and not cond.get("in_port"):
        raise _fail(at, "hire: K31: paying is done in a Port action (condition in_port = true)")
    if not (pay or test or cond):
        raise _fail(at, "hire: K31: a hiring condition (pay, a test or a kind of port)")
    return Hire(cond, pay, test)


def _glory(folder: Path, zones: tuple[Zone, ...]) -> tuple[GloryCard, ...]:
    rows, fname = _rows(folder, "glory", "card")
    out = []
    for i, row in enumerate(rows):
        code = _code(row, fname, "GY", i)
        at = f"{fname}: {code}"
        _fields(row, at, {"id", "key", "when", "effects"},
                {"condition", "stays", "specialist", "hire", "uses"})
        key = _key(row["key"], at)
        when = row["when"]
        if when not in TIMINGS:
            raise _fail(at, f"when: K4: a timing of vocabulary.TIMINGS (found {when!r})")
        effects = effect_list(row["effects"], f"{at}: effects")
        _outcomes(effects, f"{at}: effects")
        spec = row.get("specialist", "")
        hire = None
        if spec or when == "hire" or "hire" in row:
            if spec not in SPECIALISTS or when != "hire" or "hire" not in row:
                raise _fail(at, f"specialist: SP1: a specialist names its kind "
                                f"({list(SPECIALISTS)}), when = \"hire\" and its hire")
            hire = _hire(row["hire"], f"{at}: hire")
        stays = _bool(row, "stays", at, default=bool(spec))
        if spec and not stays:
            raise _fail(at, "stays: SP2: a specialist stays on the player board")
        uses = row.get("uses", "always")
        if uses not in ABILITY_USES or (uses != "always" and not spec):
            raise _fail(at, f"uses: one of {list(ABILITY_USES)}, on a specialist only")
        out.append(GloryCard(GLORY0 + i, code, key, when,
                             condition(row.get("condition"), f"{at}: condition"), effects,
                             stays, spec, hire, uses))
    _check_glory(out, fname)
    return tuple(out)


def glory_group(g: GloryCard) -> str:
    """K30's group of a glory card: specialist, combat, own_turn or out_of_turn (raid and
    after-own-roll timings count as own-turn cards: they are played in the owner's turn)."""
    if g.specialist:
        return "specialist"
    if g.when.startswith("combat:"):
        return "combat"
    if g.when.startswith("out_of_turn:"):
        return "out_of_turn"
    return "own_turn"


SPECIALIST_OPS = {"craftsman": {"shipyard_price"}, "boatswain": {"dice_mod", "price"},
                  "gunner": {"reroll"}, "surgeon": {"cancel_hit"}, "lookout": {"dice_mod"},
                  "veteran": {"dice_mod"}, "steward": {"market_size"},
                  "helmsman": {"dice_mod"}}


def _check_glory(cards: list[GloryCard], fname: str) -> None:
    """K30, K31."""
    if len(cards) != 70:
        raise CatalogueError(f"{fname}: C4, K29: 70 glory cards (found {len(cards)})")
    _unique([c.key for c in cards], fname, "glory card keys")
    groups = Counter(glory_group(c) for c in cards)
    if groups["specialist"] != 16:
        raise CatalogueError(f"{fname}: specialist: K30: 16 specialists (found "
                             f"{groups['specialist']})")
    for grp, k in ONE_SHOT.items():
        if groups[grp] != k:
            raise CatalogueError(f"{fname}: when: K30: {k} {grp} cards (found {groups[grp]})")
    for kind in SPECIALISTS:
        pair = [c for c in cards if c.specialist == kind]
        if len(pair) != 2:
            raise CatalogueError(f"{fname}: specialist: K31: two {kind} cards "
                                 f"(found {len(pair)})")
        if pair[0].hire == pair[1].hire:
            raise CatalogueError(f"{fname}: {pair[1].id}: hire: K31, RU60: the two {kind} "
                                 "cards have different hiring conditions")
        for c in pair:
            if not {e.op for e in c.effects} <= SPECIALIST_OPS[kind] or not c.effects:
                raise CatalogueError(f"{fname}: {c.id}: effects: K31: a {kind}'s effects are "
                                     f"{sorted(SPECIALIST_OPS[kind])}")
    steps = Counter(c.when[7:] for c in cards if glory_group(c) == "combat")
    thin = [s for s in COMBAT_STEPS if steps[s] < 3]
    if thin:
        raise CatalogueError(f"{fname}: when: K30: at least 3 combat cards per step "
                             f"(too few: {thin})")
    combat_ops = [(c.when, e) for c in cards if glory_group(c) == "combat"
                  for e in walk(c.effects)]
    if not any(w == "combat:after_crew_roll" and e.op == "reroll" for w, e in combat_ops):
        raise CatalogueError(f"{fname}: effects: K30: a crew-combat reroll card")
    if not any(e.op == "redirect_hit" for _w, e in combat_ops):
        raise CatalogueError(f"{fname}: effects: K30: a hit-redirection card")
    scouted = sum(c.when == "out_of_turn:scouted" for c in cards)
    if scouted < 4:
        raise CatalogueError(f"{fname}: when: K30: at least 4 \"you are scouted\" cards "
                             f"(found {scouted})")


# --- missions (K33–K35, K45) ------------------------------------------------------------------

#: K34: task kind → number of missions
TASK_COUNTS = {"deliver": 6, "reach": 4, "defeat": 3, "release_merchant": 3, "test_at": 4,
               "win_crew_combat": 2, "bring_modification": 2, "visit": 1}
REWARD_OPS = {"gain_ducats", "modification_gain", "weapon_gain", "specialist_hire"}


def _missions(folder: Path, zones: tuple[Zone, ...]) -> tuple[Mission, ...]:
    rows, fname = _rows(folder, "missions", "mission")
    zone_of = {z.id: z.index for z in zones}
    out = []
    for i, row in enumerate(rows):
        code = _code(row, fname, "MI", i)
        at = f"{fname}: {code}"
        _fields(row, at, {"id", "key", "place", "requirement", "task", "reward"},
                {"condition", "limit_turns", "limit_event"})
        key = _key(row["key"], at)
        place = _zone(row["place"], at, "place", zone_of, port=True)
        cond = condition(row.get("condition"), f"{at}: condition")
        req = effect_list(row["requirement"], f"{at}: requirement")
        t = task(row["task"], at)
        reward = effect_list(row["reward"], f"{at}: reward")
        _outcomes(reward, f"{at}: reward")
        _check_requirement(cond, req, at)
        ducats = sum(e.get("n", 0) for e in reward if e.op == "gain_ducats")
        if not reward or {e.op for e in reward} - REWARD_OPS \
                or not (ducats == 0 or 4 <= ducats <= 12):
            raise _fail(at, "reward: K33: 4–12 ducats and/or a modification, weapon or "
                            "specialist")
        if t.op == "reach" and not 3 <= t.get("within") <= 5:
            raise _fail(at, "task: within: K34: a passenger is carried within 3–5 game turns")
        if t.op == "visit" and len(t.get("ports")) != 3:
            raise _fail(at, "task: ports: K34: visit three named ports")
        turns = row.get("limit_turns", 0)
        if not is_int(turns, 0, 12):
            raise _fail(at, "limit_turns: 0 (none) or 1–12 game turns (K33)")
        ev = row.get("limit_event", "")
        if ev != "" and not (isinstance(ev, str) and _UNTIL.fullmatch(f"until:{ev}")):
            raise _fail(at, "limit_event: an event id EVT01–EVT34 (or \"\")")
        out.append(Mission(MISSION0 + i, code, key, place, cond, req, t, reward, turns, ev))
    _check_missions(out, fname, zones)
    return tuple(out)


def _check_requirement(cond: Condition, req: tuple[Effect, ...], at: str) -> None:
    """K33: test(influence, ±0–1), or no bounty from a named nation, or pay 3–5, or a
    leadership test."""
    if len(req) == 1 and req[0].op == "test" and req[0].get("skill") == "influence" \
            and req[0].get("dice", 0) in (0, 1):
        return
    if len(req) == 1 and req[0].op == "test" and req[0].get("skill") == "leadership":
        return
    if len(req) == 1 and req[0].op == "pay_ducats" and 3 <= req[0].get("n") <= 5:
        return
    if not req and set(cond) == {"no_bounty"} and cond["no_bounty"] in NATIONS:
        return
    raise _fail(at, "requirement: K33: an influence test (+0–1), a leadership test, paying "
                    "3–5, or (with an empty requirement) condition no_bounty = a nation")


def requirement_family(m: Mission) -> str:
    """K33's requirement family: influence, leadership, pay or no_bounty."""
    if not m.requirement:
        return "no_bounty"
    r = m.requirement[0]
    return "pay" if r.op == "pay_ducats" else str(r.get("skill"))


def _check_missions(ms: list[Mission], fname: str, zones: tuple[Zone, ...]) -> None:
    """K33–K35."""
    if len(ms) != 25:
        raise CatalogueError(f"{fname}: C4, K33: 25 missions (found {len(ms)})")
    _unique([m.key for m in ms], fname, "mission keys")
    infl = sum(requirement_family(m) == "influence" for m in ms)
    if infl != 18:
        raise CatalogueError(f"{fname}: requirement: K33: an influence test in 18 missions "
                             f"(found {infl})")
    kinds = Counter(m.task.op for m in ms)
    for kind, k in TASK_COUNTS.items():
        if kinds[kind] != k:
            raise CatalogueError(f"{fname}: task: K34: {k} {kind} missions (found "
                                 f"{kinds[kind]})")
    places = Counter(m.place for m in ms)
    for z in zones:
        if z.port and not 1 <= places[z.index] <= 2:
            here = [m.id for m in ms if m.place == z.index]
            who = f"{here[2]}: " if len(here) > 2 else ""
            raise CatalogueError(f"{fname}: {who}place: K35: every port is the place of 1–2 "
                                 f"missions ({z.id}: {places[z.index]})")


# --- rumours (K36, K37) -----------------------------------------------------------------------

#: K37: family → (count, skill)
RUMOUR_FAMILIES = {"treasure": (7, "scouting"), "cache": (4, "influence"),
                   "salvage": (3, "scouting"), "cheap_ship": (2, "influence"),
                   "pardon": (2, "influence"), "specialist": (2, "influence"),
                   "arms": (2, "scouting"), "fight": (2, "scouting"),
                   "favour": (1, "influence")}


def rumour_family(r: Rumour) -> str:
    """K37's family of a rumour, by its reward ("" if none fits)."""
    ops = tuple(e.op for e in r.reward)
    first = r.reward[0] if r.reward else None
    n = first.get("n", 0) if first is not None else 0
    if r.follow_up is not None:
        return "fight" if ops == ("gain_ducats",) and n == 10 else ""
    if ops == ("gain_ducats",):
        return "treasure" if r.skill == "scouting" and 8 <= n <= 15 else (
            "cache" if r.skill == "influence" and 5 <= n <= 10 else "")
    if ops in (("cargo_gain",), ("cargo_draw",)) and 2 <= n <= 3:
        return "salvage"
    if ops == ("shipyard_price",) and n == -10:
        return "cheap_ship"
    if ops == ("bounty_clear",):
        return "pardon"
    if ops == ("specialist_hire",):
        return "specialist"
    if ops in (("weapon_gain",), ("modification_gain",)):
        return "arms"
    if ops == ("port_open",) and r.kept:
        return "favour"
    return ""


def _rumours(folder: Path, zones: tuple[Zone, ...]) -> tuple[Rumour, ...]:
    rows, fname = _rows(folder, "rumours", "rumour")
    zone_of = {z.id: z.index for z in zones}
    out = []
    for i, row in enumerate(rows):
        code = _code(row, fname, "RR", i)
        at = f"{fname}: {code}"
        _fields(row, at, {"id", "key", "zone", "skill", "reward"},
                {"dice", "kept", "follow_up"})
        key = _key(row["key"], at)
        skill = row["skill"]
        if skill not in ("influence", "scouting"):
            raise _fail(at, "skill: RM4: \"influence\" or \"scouting\"")
        zone = _zone(row["zone"], at, "zone", zone_of, port=skill == "influence")
        dice = row.get("dice", 0)
        if not is_int(dice, -1, 1):
            raise _fail(at, "dice: K36: −1, 0 or +1")
        fu = profile(row["follow_up"], f"{at}: follow_up") if "follow_up" in row else None
        reward = effect_list(row["reward"], f"{at}: reward")
        _outcomes(reward, f"{at}: reward")
        r = Rumour(RUMOUR0 + i, code, key, zone, skill, dice, reward, _bool(row, "kept", at),
                   fu)
        fam = rumour_family(r)
        if not fam or RUMOUR_FAMILIES[fam][1] != skill:
            raise _fail(at, "reward: K37: not one of the reward families (with its test)")
        if r.kept != (fam == "favour"):
            raise _fail(at, "kept: K37: only the harbour-master's favour is kept")
        out.append(r)
    _check_rumours(out, fname)
    return tuple(out)


def _check_rumours(rs: list[Rumour], fname: str) -> None:
    if len(rs) != 25:
        raise CatalogueError(f"{fname}: C4, K36: 25 rumours (found {len(rs)})")
    _unique([r.key for r in rs], fname, "rumour keys")
    fams = Counter(rumour_family(r) for r in rs)
    for fam, (k, _skill) in RUMOUR_FAMILIES.items():
        if fams[fam] != k:
            raise CatalogueError(f"{fname}: reward: K37: {k} {fam} rumour(s) (found "
                                 f"{fams[fam]})")
    skills = Counter(r.skill for r in rs)
    if (skills["scouting"], skills["influence"]) != (14, 11):
        raise CatalogueError(f"{fname}: skill: K37: 14 scouting and 11 influence tests")


# --- the whole -------------------------------------------------------------------------------


def load_cards(folder: Path, zones: tuple[Zone, ...]) -> Cards:
    """Read and validate the five card families in `folder` (DA18, K44)."""
    captains = _captains(folder, zones)
    events = _events(folder, zones)
    glory = _glory(folder, zones)
    missions = _missions(folder, zones)
    rumours = _rumours(folder, zones)
    codes = {e.id for e in events}
    for m in missions:
        if m.limit_event and m.limit_event not in codes:
            raise CatalogueError(f"missions.toml: {m.id}: limit_event {m.limit_event!r}")
    keys = ([c.key for c in captains] + [a.key for c in captains for a in c.abilities]
            + [e.key for e in events] + [ln.key for e in events for ln in e.war_lines]
            + [e.npc.key for e in events if e.npc is not None and e.npc.key != e.key]
            + [e.npc.ability.key for e in events if e.npc is not None and e.npc.ability]
            + [g.key for g in glory] + [m.key for m in missions] + [r.key for r in rumours])
    dup = sorted(k for k, n in Counter(keys).items() if n > 1)
    if dup:
        raise CatalogueError(f"K2: every card's key is its own (used twice: {dup})")
    return Cards(captains, events, glory, missions, rumours)
