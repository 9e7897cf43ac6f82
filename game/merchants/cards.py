"""The content of Merchants & Marauders (C13, K): every fact of the map, the zone rules, the
ships, the cargo deck, the tokens, the location die, the captains, the events (with their NPC
lines), the glory cards, the missions and the rumours — read from the files in data/, one per
family (K2), validated at load (DA18: a failing file refuses to start a game and its message
names the file, the card and the field), and indexed here for the engine.

Card ids are one space of ints, so that every card and token a view may show is one number
(the contract suite's no-leak property reads them): cargo 0–63, glory 100–169, missions
200–224, rumours 300–324, events 400–433, captains 500–515, demand tokens 600–623,
modification tokens 700–715, merchant tokens 800–816. `family(card)` says which.

This module reads the base families (map, zone rules, ships, cargo, tokens, dice); the card
families with effects (captains, events, glory, missions, rumours) are read by
game.merchants.content into the types declared here. Nothing outside data/ states a fact of
the content; everything else asks the Catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from game.merchants import ID
from game.merchants.vocabulary import (
    DIRECTIONS,
    GOODS,
    MODIFICATIONS,
    NATIONS,
    ROLLED,
    SHIP_TYPES,
)

DATA_DIR = Path(__file__).parent / "data"
N_ZONES = 17                 # C1
N_PORTS = 16
N_CARGO = 64                 # C4
SEATS = (2, 4)               # V1

# The id space (module docstring): each family's first id.
CARGO0, GLORY0, MISSION0, RUMOUR0, EVENT0, CAPTAIN0 = 0, 100, 200, 300, 400, 500
DEMAND0, MOD0, MERCHANT0 = 600, 700, 800
RULE0 = 900                  # a zone rule, as the source of an effect: 900 + zone index
FAMILIES = {0: "cargo", 1: "glory", 2: "mission", 3: "rumour", 4: "event", 5: "captain",
            6: "demand", 7: "modification", 8: "merchant", 9: "rule"}


def family(card: int) -> str:
    """The family of a card or token id ("cargo", "glory", …)."""
    return FAMILIES[card // 100]


class CatalogueError(ValueError):
    """A content file is malformed; the message names the file, the card and the field
    (DA18)."""


# --- the card families' types (read by game.merchants.content) ------------------------------


@dataclass(frozen=True, slots=True)
class Effect:
    """K3: one operation of the vocabulary (`op`, game.merchants.vocabulary.OPS) with its
    parameters; a test's `then` / `otherwise` effects. A mission's task (K45) is an Effect
    whose op is a task kind (vocabulary.TASKS)."""

    op: str
    args: Mapping[str, Any] = field(default_factory=dict)
    then: tuple[Effect, ...] = ()
    otherwise: tuple[Effect, ...] = ()

    def get(self, name: str, default: Any = None) -> Any:
        return self.args.get(name, default)


#: K3: a condition is a mapping of predicate → value (vocabulary.PREDICATES), all of which
#: must hold; empty: always.
Condition = Mapping[str, Any]


class Ability(NamedTuple):
    """K19: a captain's (or an NPC's, K23) ability. `when`: a K4 timing, or "passive" for a
    standing modifier; `uses`: "always", "once_per_battle", "once_per_turn",
    "once_per_round"; `key`: its name's words key."""

    key: str
    when: str
    uses: str
    condition: Condition
    effects: tuple[Effect, ...]


class Captain(NamedTuple):
    """K18: a captain card. `skills` in vocabulary.SKILLS order (seamanship, scouting,
    leadership, influence), each 1–4; `home` the zone index of its home port."""

    card: int
    id: str
    key: str
    home: int
    skills: tuple[int, int, int, int]
    abilities: tuple[Ability, ...]


class NpcLine(NamedTuple):
    """K23: a non-player captain: an admiral, a pirate, or a war card's man-of-war line.
    `entry` is the zone index it enters at (its "home port", NP1, RU28); admirals' scouting
    is flagged (NS3)."""

    key: str
    slot: str
    ship: str
    seamanship: int
    scouting: int
    leadership: int
    entry: int
    ability: Ability | None


class EventCard(NamedTuple):
    """K26: an event card. `kind` "admiral", "pirate" or "world"; `moves` its movement row,
    none or three (slot, direction) icons (NM1); `timing` "immediate", "seat_turn_start" or
    "turn_end" (EV4); `scope` None for an effect on the world, else the condition a seat's
    situation must meet for the effects to apply to it (each such seat, in seat order from the
    start player); `duration` how long passive effects last; `stays` in play (EV5); `npc` an
    NPC card's captain (NP1); `war_lines` a war card's two man-of-war lines (NP9)."""

    card: int
    id: str
    key: str
    kind: str
    moves: tuple[tuple[str, str], ...]
    timing: str
    scope: Condition | None
    effects: tuple[Effect, ...]
    duration: str
    stays: bool
    npc: NpcLine | None
    war_lines: tuple[NpcLine, ...]


class Hire(NamedTuple):
    """K31, SP2: a specialist's hiring condition: where it may be hired (`condition`), the
    ducats paid in a Port action (`pay`, 0 for none), and a test to pass (`test`: skill and
    extra dice, or None)."""

    condition: Condition
    pay: int
    test: tuple[str, int] | None


class GloryCard(NamedTuple):
    """K29: a glory card. `when` a K4 timing; `condition` when it may be played; `stays` it
    stays in play (GC6); a specialist (SP1) names its `specialist` kind and its `hire`, and
    `uses` how often a hired specialist's deed may be done (as Ability.uses: K31's gunner
    "once per round", surgeon "once per crew combat" = "once_per_battle")."""

    card: int
    id: str
    key: str
    when: str
    condition: Condition
    effects: tuple[Effect, ...]
    stays: bool
    specialist: str
    hire: Hire | None
    uses: str = "always"


class Profile(NamedTuple):
    """NB11, CB9: a card's opponent. `kind` "naval" (a ship type, seamanship and leadership)
    or "crew" (leadership and crew)."""

    kind: str
    ship: str
    seamanship: int
    leadership: int
    crew: int


class Mission(NamedTuple):
    """K33: a mission card. `place` the zone index of the port where it lies and is taken;
    `requirement` what taking it asks (`condition`, and effects such as a test or a payment,
    which must succeed); `task` (K45, an Effect whose op is a task kind); `reward` effects (the
    1 glory of MS7 comes with every mission, not in the list); `limit_turns` game turns to do
    it in (0: none); `limit_event` the id of an event that ends it ("": none)."""

    card: int
    id: str
    key: str
    place: int
    condition: Condition
    requirement: tuple[Effect, ...]
    task: Effect
    reward: tuple[Effect, ...]
    limit_turns: int
    limit_event: str


class Rumour(NamedTuple):
    """K36: a rumour card. `zone` its target zone (an influence test is taken at that zone's
    port, a scouting test at sea there, RM4); `skill` "influence" or "scouting" and `dice`
    the extra dice; `reward` effects; `kept` a reusable rumour (RM8); `follow_up` a fight
    that must be won for the reward (RM9), or None."""

    card: int
    id: str
    key: str
    zone: int
    skill: str
    dice: int
    reward: tuple[Effect, ...]
    kept: bool
    follow_up: Profile | None


class Cards(NamedTuple):
    """The card families read by game.merchants.content (K18–K38)."""

    captains: tuple[Captain, ...]
    events: tuple[EventCard, ...]
    glory: tuple[GloryCard, ...]
    missions: tuple[Mission, ...]
    rumours: tuple[Rumour, ...]


# --- the base families ----------------------------------------------------------------------


class Zone(NamedTuple):
    """K6: a sea zone. `flag` its port's nation ("" for the Caribbean Sea, which has no
    port); `exits` by direction (index into DIRECTIONS; -1: no exit with that letter);
    `adjacent` every zone it borders, lettered or not."""

    index: int  # type: ignore[assignment]  # shadows tuple.index
    id: str
    key: str
    flag: str
    exits: tuple[int, int, int, int]
    adjacent: tuple[int, ...]

    @property
    def port(self) -> bool:
        return self.flag != ""


class ZoneRule(NamedTuple):
    """K9: a zone's rule. `kind` "haven" (ZR1), "refit_yard" (ZR2) or "effects"; `where`
    "port", "sea" or "zone"; `condition` (e.g. a result) and `effects` for the rest;
    `toll` and `test` for the haven."""

    id: str
    zone: int
    kind: str
    where: str
    condition: Condition
    effects: tuple[Effect, ...]
    toll: int
    test: str


class ShipType(NamedTuple):
    """K11, YD1: a ship type's stats and prices. `stats` by LOCATIONS (hull, masts — the hull
    stat, HL1 — hold, crew, cannons); `buy` 0: not for sale."""

    key: str
    buy: int
    sell: int
    stats: tuple[int, int, int, int, int]
    manoeuvrability: int
    start: bool
    big: bool
    uncertain: bool


class Prices(NamedTuple):
    """YD1, SW1, MD8, RC2, RM1."""

    repair: int
    modification: int
    weapon_buy: int
    weapon_sell: int
    refit: int
    crew: int
    rumour_fee: int


class CargoCard(NamedTuple):
    """K14: a cargo card: its good (index into GOODS), loot 1–5 and symbol ("escape" or a
    location of ROLLED)."""

    card: int
    id: str
    good: int
    loot: int
    symbol: str


@dataclass(frozen=True, slots=True)
class Catalogue:
    """Every fact of the content, as tuples indexed by id or index (fast in the hot path)."""

    zones: tuple[Zone, ...]
    rules: tuple[ZoneRule, ...]
    rule_of: tuple[int, ...]                   # zone index -> index in `rules`, or -1
    ships: tuple[ShipType, ...]                # in SHIP_TYPES order
    cards_per_type: int
    prices: Prices
    npc_escape_below: float                    # DA7: the NPC policy's escape threshold
    cargo: tuple[CargoCard, ...]               # id = index
    demand_tokens: tuple[int, ...]             # token id - DEMAND0 -> good index
    modification_tokens: tuple[str, ...]       # token id - MOD0 -> kind
    weapons_per_kind: int
    merchant_tokens: tuple[str, ...]           # token id - MERCHANT0 -> nation
    faces: tuple[str, ...]                     # die face 1–6 (index face-1) -> location/"choice"
    cards: Cards
    distance: tuple[tuple[int, ...], ...]      # moves between zones (K7)
    uncertain: tuple[str, ...]                 # the values the contract marks UNCERTAIN

    # --- lookups --------------------------------------------------------------------------

    def zone_index(self, zone_id: str) -> int:
        """The index of a zone by its id ("Z05"); KeyError if unknown."""
        for z in self.zones:
            if z.id == zone_id:
                return z.index
        raise KeyError(zone_id)

    def ship(self, key: str) -> ShipType:
        return self.ships[SHIP_TYPES.index(key)]

    def good_of(self, card: int) -> int:
        return self.cargo[card].good

    def captain(self, card: int) -> Captain:
        return self.cards.captains[card - CAPTAIN0]

    def event(self, card: int) -> EventCard:
        return self.cards.events[card - EVENT0]

    def glory(self, card: int) -> GloryCard:
        return self.cards.glory[card - GLORY0]

    def mission(self, card: int) -> Mission:
        return self.cards.missions[card - MISSION0]

    def rumour(self, card: int) -> Rumour:
        return self.cards.rumours[card - RUMOUR0]

    def demand_good(self, token: int) -> int:
        return self.demand_tokens[token - DEMAND0]

    def modification(self, token: int) -> str:
        return self.modification_tokens[token - MOD0]

    def merchant_flag(self, token: int) -> str:
        return self.merchant_tokens[token - MERCHANT0]

    def effects_of(self, source: int, part: str) -> tuple[Effect, ...]:
        """A source's effect list (game.merchants.frames.Effects): an event's or a glory
        card's "effects", a mission's "reward" or "requirement", a rumour's "reward", a zone
        rule's (source RULE0 + zone) "effects", a captain's "ability:<k>"."""
        fam = family(source)
        if fam == "rule":
            rule = self.rule(source - RULE0)
            return rule.effects if rule is not None else ()
        if fam == "event":
            return self.event(source).effects
        if fam == "glory":
            return self.glory(source).effects
        if fam == "mission":
            m = self.mission(source)
            return m.reward if part == "reward" else (
                m.requirement if part == "requirement" else ())
        if fam == "rumour":
            return self.rumour(source).reward if part == "reward" else ()
        if fam == "captain" and part.startswith("ability:"):
            return self.captain(source).abilities[int(part.split(":", 1)[1])].effects
        return ()

    def effect_at(self, source: int, part: str, path: tuple[int, ...]) -> Effect:
        """The effect at `path` in a source's list: a list index, then a test's branch (0
        then, 1 otherwise) and an index in it, and so on."""
        effects = self.effects_of(source, part)
        eff = effects[path[0]]
        for k in range(1, len(path), 2):
            branch = eff.then if path[k] == 0 else eff.otherwise
            eff = branch[path[k + 1]]
        return eff

    def source_code(self, source: int) -> str:
        """A source's code for people and logs ("GY12", "ZR7", "CP03")."""
        fam = family(source)
        if fam == "rule":
            rule = self.rule(source - RULE0)
            return rule.id if rule is not None else "?"
        if fam in ("event", "glory", "mission", "rumour", "captain"):
            return str(self.describe(source)["code"])
        return str(source)

    def rule(self, zone: int) -> ZoneRule | None:
        i = self.rule_of[zone]
        return self.rules[i] if i >= 0 else None

    @property
    def ports(self) -> tuple[int, ...]:
        """The zone indices that have a port (C1: all but the Caribbean Sea)."""
        return tuple(z.index for z in self.zones if z.port)

    # --- the decks (S1) -------------------------------------------------------------------

    @property
    def cargo_ids(self) -> tuple[int, ...]:
        return tuple(c.card for c in self.cargo)

    @property
    def glory_ids(self) -> tuple[int, ...]:
        return tuple(c.card for c in self.cards.glory)

    @property
    def mission_ids(self) -> tuple[int, ...]:
        return tuple(c.card for c in self.cards.missions)

    @property
    def rumour_ids(self) -> tuple[int, ...]:
        return tuple(c.card for c in self.cards.rumours)

    @property
    def event_ids(self) -> tuple[int, ...]:
        return tuple(c.card for c in self.cards.events)

    @property
    def captain_ids(self) -> tuple[int, ...]:
        return tuple(c.card for c in self.cards.captains)

    @property
    def demand_ids(self) -> tuple[int, ...]:
        return tuple(DEMAND0 + i for i in range(len(self.demand_tokens)))

    @property
    def modification_ids(self) -> tuple[int, ...]:
        return tuple(MOD0 + i for i in range(len(self.modification_tokens)))

    @property
    def merchant_ids(self) -> tuple[int, ...]:
        return tuple(MERCHANT0 + i for i in range(len(self.merchant_tokens)))

    def describe(self, card: int) -> dict[str, Any]:
        """A card's or token's facts as a plain dict (for the `cards` listing, scenarios)."""
        fam = family(card)
        out: dict[str, Any] = {"id": card, "family": fam}
        if fam == "cargo":
            c = self.cargo[card]
            out.update(code=c.id, good=GOODS[c.good], loot=c.loot, symbol=c.symbol)
        elif fam == "demand":
            out.update(good=GOODS[self.demand_good(card)])
        elif fam == "modification":
            out.update(kind=self.modification(card))
        elif fam == "merchant":
            out.update(flag=self.merchant_flag(card))
        else:
            rec: Any = {"glory": self.glory, "mission": self.mission, "rumour": self.rumour,
                   "event": self.event, "captain": self.captain}[fam](card)
            out.update(code=rec.id, key=rec.key)
        return out


# --- reading --------------------------------------------------------------------------------


def is_int(v: Any, lo: int, hi: int) -> bool:
    """A whole number (not a bool) in lo..hi."""
    return isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


def _header(data: Any, where: str, sections: set[str]) -> dict[str, Any]:
    if not isinstance(data, dict) or data.get("format") != 1 or data.get("game") != ID:
        raise CatalogueError(f"{where}: not a Merchants & Marauders content file (format 1)")
    extra = set(data) - {"format", "game"} - sections
    if extra:
        raise CatalogueError(f"{where}: unknown section(s) {sorted(extra)}")
    return data


def _zones(data: Any, where: str) -> tuple[Zone, ...]:
    """K6, K7: the zones and the map's invariants."""
    rows = _header(data, where, {"zone"}).get("zone")
    if not isinstance(rows, list) or len(rows) != N_ZONES:
        raise CatalogueError(f"{where}: C1: expected {N_ZONES} [[zone]] rows")
    ids = [f"Z{i + 1:02d}" for i in range(N_ZONES)]
    lettered: list[dict[int, int]] = []
    others: list[set[int]] = []
    keys, flags = [], []
    for i, row in enumerate(rows):
        at = f"{where}: zone {i + 1}"
        if not isinstance(row, dict) or not {"id", "key", "flag", "exits"} <= set(row) \
                or not set(row) <= {"id", "key", "flag", "exits", "other"}:
            raise CatalogueError(f"{at}: needs id, key, flag, exits (and optionally other)")
        if row["id"] != ids[i]:
            raise CatalogueError(f"{at}: expected id {ids[i]!r} here (K2 order)")
        at = f"{where}: {ids[i]}"
        if not isinstance(row["key"], str) or not row["key"].isidentifier():
            raise CatalogueError(f"{at}: key must be a lowercase name like \"port_royal\"")
        if row["flag"] not in (*NATIONS, ""):
            raise CatalogueError(f"{at}: flag must be one of {list(NATIONS)} or \"\"")
        exits = row["exits"]
        if not isinstance(exits, dict) or not set(exits) <= set(DIRECTIONS) \
                or not all(e in ids for e in exits.values()):
            raise CatalogueError(f"{at}: exits: a table of N/E/S/W to zone ids")
        other = row.get("other", [])
        if not isinstance(other, list) or not all(o in ids for o in other):
            raise CatalogueError(f"{at}: other: a list of zone ids")
        if len(exits) < 2:
            raise CatalogueError(f"{at}: K7: every zone has at least two lettered exits")
        lettered.append({DIRECTIONS.index(d): ids.index(z) for d, z in exits.items()})
        others.append({ids.index(o) for o in other})
        keys.append(row["key"])
        flags.append(row["flag"])
    adj: list[set[int]] = [set(lettered[i].values()) | others[i] for i in range(N_ZONES)]
    for i in range(N_ZONES):
        if i in adj[i]:
            raise CatalogueError(f"{where}: {ids[i]}: K7: a zone does not border itself")
        for j in adj[i]:
            if i not in adj[j]:
                raise CatalogueError(f"{where}: {ids[i]}: K6: borders {ids[j]}, which does "
                                     f"not list {ids[i]} (adjacency is symmetric)")
    if len(set(keys)) != N_ZONES:
        raise CatalogueError(f"{where}: K6: zone keys must be distinct")
    if sum(1 for f in flags if f) != N_PORTS or flags[N_ZONES - 1] != "":
        raise CatalogueError(f"{where}: C1, K7: 16 ports; Z17 (the Caribbean Sea) has none")
    zones = tuple(Zone(i, ids[i], keys[i], flags[i],
                       (lettered[i].get(0, -1), lettered[i].get(1, -1),
                        lettered[i].get(2, -1), lettered[i].get(3, -1)),
                       tuple(sorted(adj[i])))
                  for i in range(N_ZONES))
    edges = sum(len(a) for a in adj) // 2
    if edges != 28:
        raise CatalogueError(f"{where}: K7: the map has 28 adjacencies, not {edges}")
    dist = _distances(zones)
    if any(d < 0 for row in dist for d in row):
        raise CatalogueError(f"{where}: K7: the map must be connected")
    return zones


def _distances(zones: tuple[Zone, ...]) -> tuple[tuple[int, ...], ...]:
    """Moves between every two zones (breadth first; -1 where unreachable)."""
    out = []
    for z in zones:
        d = [-1] * len(zones)
        d[z.index] = 0
        frontier = [z.index]
        while frontier:
            nxt = []
            for a in frontier:
                for b in zones[a].adjacent:
                    if d[b] < 0:
                        d[b] = d[a] + 1
                        nxt.append(b)
            frontier = nxt
        out.append(tuple(d))
    return tuple(out)


def _ships(data: Any, where: str) -> tuple[tuple[ShipType, ...], int, Prices, float]:
    """K11, YD1."""
    d = _header(data, where, {"ship", "prices", "cards_per_type", "npc_escape_below"})
    rows = d.get("ship")
    if not isinstance(rows, list) or len(rows) != len(SHIP_TYPES):
        raise CatalogueError(f"{where}: K11: expected {len(SHIP_TYPES)} [[ship]] rows")
    fields = {"type", "buy", "sell", "hull", "hold", "crew", "cannons", "manoeuvrability"}
    out = []
    for i, row in enumerate(rows):
        at = f"{where}: ship {i + 1}"
        if not isinstance(row, dict) or not fields <= set(row) \
                or not set(row) <= fields | {"start", "big", "uncertain"}:
            raise CatalogueError(f"{at}: needs {sorted(fields)} (start, big, uncertain)")
        if row["type"] != SHIP_TYPES[i]:
            raise CatalogueError(f"{at}: expected type {SHIP_TYPES[i]!r} here (K11 order)")
        at = f"{where}: {row['type']}"
        for k in ("hull", "hold", "crew", "cannons", "manoeuvrability"):
            if not is_int(row[k], 1, 5):
                raise CatalogueError(f"{at}: {k} must be a number 1–5 (K11)")
        for k in ("buy", "sell"):
            if not is_int(row[k], 0, 99):
                raise CatalogueError(f"{at}: {k} must be a number 0–99 (YD1)")
        flags = [row.get(k, False) for k in ("start", "big", "uncertain")]
        if not all(isinstance(f, bool) for f in flags):
            raise CatalogueError(f"{at}: start, big and uncertain are true or false")
        out.append(ShipType(row["type"], row["buy"], row["sell"],
                            (row["hull"], row["hull"], row["hold"], row["crew"],
                             row["cannons"]),
                            row["manoeuvrability"], *flags))
    if [s.key for s in out if s.start] != ["sloop", "flute"]:
        raise CatalogueError(f"{where}: S9: the starting ships are the sloop and the flute")
    per: Any = d.get("cards_per_type")
    if not is_int(per, 4, 4):
        raise CatalogueError(f"{where}: C5, K11: cards_per_type is 4 (20 ship cards)")
    p = d.get("prices")
    keys = Prices._fields
    if not isinstance(p, dict) or set(p) != set(keys) \
            or not all(is_int(p[k], 0, 20) for k in keys):
        raise CatalogueError(f"{where}: [prices] must give {list(keys)}, each 0–20 (YD1)")
    esc = d.get("npc_escape_below")
    if not isinstance(esc, float) or not 0.0 <= esc <= 1.0:
        raise CatalogueError(f"{where}: DA7: npc_escape_below is a share 0.0–1.0")
    return tuple(out), per, Prices(*(p[k] for k in keys)), esc


def _cargo(data: Any, where: str) -> tuple[CargoCard, ...]:
    """K13–K15."""
    rows = _header(data, where, {"good"}).get("good")
    if not isinstance(rows, list) or [r.get("key") if isinstance(r, dict) else None
                                      for r in rows] != list(GOODS):
        raise CatalogueError(f"{where}: K13: one [[good]] per good, in the order {list(GOODS)}")
    out: list[CargoCard] = []
    for g, row in enumerate(rows):
        cards = row.get("cards")
        if set(row) != {"key", "cards"} or not isinstance(cards, list) or len(cards) != 8:
            raise CatalogueError(f"{where}: {GOODS[g]}: K13: eight cards per good")
        for c in cards:
            code = f"CG{len(out) + 1:02d}"
            at = f"{where}: {code}"
            if not isinstance(c, dict) or set(c) != {"id", "loot", "symbol"} \
                    or c["id"] != code:
                raise CatalogueError(f"{at}: needs id (\"{code}\" here), loot, symbol")
            if not is_int(c["loot"], 1, 5):
                raise CatalogueError(f"{at}: loot must be a number 1–5 (C6)")
            if c["symbol"] != "escape" and c["symbol"] not in ROLLED:
                raise CatalogueError(f"{at}: K14: the symbol is \"escape\" or a hit on one of "
                                     f"{list(ROLLED)} (never the hull)")
            out.append(CargoCard(len(out), code, g, c["loot"], c["symbol"]))
    escapes = sum(c.symbol == "escape" for c in out)
    per_loc = {loc: sum(c.symbol == loc for c in out) for loc in ROLLED}
    if escapes != 32 or set(per_loc.values()) != {8}:
        raise CatalogueError(f"{where}: K15: 32 escape and 32 hit cards, 8 per location")
    loots = [sum(c.loot == v for c in out) for v in range(1, 6)]
    if loots != [8, 8, 24, 16, 8]:
        raise CatalogueError(f"{where}: K15: loot totals 1 ×8, 2 ×8, 3 ×24, 4 ×16, 5 ×8 "
                             f"(found {loots})")
    return tuple(out)


def _tokens(data: Any, where: str) -> tuple[tuple[int, ...], tuple[str, ...], int,
                                            tuple[str, ...]]:
    """K17, C7–C10."""
    d = _header(data, where, {"demand_per_good", "modifications_per_kind", "weapons_per_kind",
                              "merchants"})
    if not is_int(d.get("demand_per_good"), 3, 3):
        raise CatalogueError(f"{where}: C7, K17: demand_per_good is 3 (24 tokens)")
    if not is_int(d.get("modifications_per_kind"), 2, 2):
        raise CatalogueError(f"{where}: C9, K17: modifications_per_kind is 2 (16 tokens)")
    if not is_int(d.get("weapons_per_kind"), 4, 4):
        raise CatalogueError(f"{where}: C10, K17: weapons_per_kind is 4 (12 tokens)")
    m = d.get("merchants")
    if not isinstance(m, dict) or set(m) != set(NATIONS) \
            or [m[n] for n in NATIONS] != [5, 4, 4, 4]:
        raise CatalogueError(f"{where}: C8: merchants are 5 Spanish, 4 English, 4 French, "
                             "4 Dutch")
    demand = tuple(g for g in range(len(GOODS)) for _ in range(3))
    mods = tuple(k for k in MODIFICATIONS for _ in range(2))
    merchants = tuple(n for n in NATIONS for _ in range(m[n]))
    return demand, mods, d["weapons_per_kind"], merchants


def _dice(data: Any, where: str) -> tuple[tuple[str, ...], bool]:
    """HL2, RU1, RU67."""
    d = _header(data, where, {"location", "uncertain"})
    loc = d.get("location")
    if not isinstance(loc, dict) or set(loc) != {str(f) for f in range(1, 7)}:
        raise CatalogueError(f"{where}: HL2: [location] gives faces 1–6")
    faces = tuple(loc[str(f)] for f in range(1, 7))
    if faces[4:] != ("choice", "choice") or sorted(faces[:4]) != sorted(ROLLED):
        raise CatalogueError(f"{where}: HL2, RU67: faces 1–4 name hold, masts, crew and "
                             "cannons once each; 5 and 6 (a success) are \"choice\"")
    return faces, bool(d.get("uncertain", False))


def _zone_rules(data: Any, where: str, zones: tuple[Zone, ...],
                effects: Any) -> tuple[ZoneRule, ...]:
    """K9: thirteen zone rules. `effects(value, where)` reads an effect list (the content
    module's reader, so that zone rules and cards are checked alike)."""
    rows = _header(data, where, {"rule"}).get("rule")
    if not isinstance(rows, list) or len(rows) != 13:
        raise CatalogueError(f"{where}: K9: thirteen [[rule]] rows (ZR1–ZR13)")
    ids = {z.id: z.index for z in zones}
    out, used = [], set()
    for i, row in enumerate(rows):
        code = f"ZR{i + 1}"
        at = f"{where}: {code}"
        if not isinstance(row, dict) or row.get("id") != code:
            raise CatalogueError(f"{where}: rule {i + 1}: expected id {code!r} here")
        zone = ids.get(str(row.get("zone")))
        if zone is None or zone in used:
            raise CatalogueError(f"{at}: zone must be a zone id, one rule per zone")
        used.add(zone)
        kind = row.get("kind", "effects")
        if kind == "haven":
            if set(row) != {"id", "zone", "kind", "toll", "test"} \
                    or not is_int(row["toll"], 0, 10) or row["test"] != "influence":
                raise CatalogueError(f"{at}: a haven (RU10) has toll 0–10 and test "
                                     "\"influence\"")
            out.append(ZoneRule(code, zone, kind, "port", {}, (), row["toll"], row["test"]))
        elif kind == "refit_yard":
            if set(row) != {"id", "zone", "kind"}:
                raise CatalogueError(f"{at}: a refit yard (RU11) has no other fields")
            out.append(ZoneRule(code, zone, kind, "port", {}, (), 0, ""))
        elif kind == "effects":
            if not set(row) <= {"id", "zone", "where", "result", "effects"} \
                    or row.get("where") not in ("port", "sea", "zone"):
                raise CatalogueError(f"{at}: needs where (port, sea or zone), effects "
                                     "(and optionally result)")
            cond = {"result": row["result"]} if "result" in row else {}
            out.append(ZoneRule(code, zone, kind, row["where"], cond,
                                effects(row.get("effects"), at), 0, ""))
        else:
            raise CatalogueError(f"{at}: kind must be haven, refit_yard or effects")
    if out[0].kind != "haven" or zones[out[0].zone].key != "port_royal" \
            or out[1].kind != "refit_yard" or zones[out[1].zone].key != "st_johns":
        raise CatalogueError(f"{where}: RU20: ZR1 is Port Royal's haven and ZR2 St. John's "
                             "refit yard")
    return tuple(out)
