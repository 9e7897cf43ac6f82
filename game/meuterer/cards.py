"""Meuterer's card catalogue (C1–C9): load, validate and index the one data file of card facts.

Goods card ids 0–35 grouped by good in file order; the pirate card (V2, variant only) is 36 and
never dealt. Islands are indices 0–11 in the introductory circle order; roles and goods are
keys. The engine's zones are plain lists of ints. Nothing outside data/meuterer.toml states a
card fact; everything else asks this module.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from game.core.catalogue import read_toml
from game.meuterer import ID
from game.meuterer.words import GOOD_WORDS, ISLAND_WORDS, ROLE_WORDS

DATA_FILE = Path(__file__).parent / "data" / "meuterer.toml"
GOOD_KEYS = ("ruby", "salt", "wine", "cloth", "grain", "conflict")    # C4, in id order
ROLE_KEYS = ("mate", "mutineer", "boy", "merchant", "loadmaster")       # C5
N_ISLANDS = 12                                                          # C2
N_BASE = 36                                                             # C4
ANY = "any"
UNVERIFIABLE = ("buys", "table", "ship")
SEATS = (3, 4)


class CatalogueError(ValueError):
    """The card data file is malformed; the message says where and what (C9)."""


class Good(NamedTuple):
    """C4: a kind of goods card. `name` is marked N_ (translate where shown); `sold` is False
    for the conflict card (SA2: never a good)."""

    index: int  # type: ignore[assignment]  # shadows tuple.index (the JSON's field name)
    key: str
    name: str
    count: int  # type: ignore[assignment]  # shadows tuple.count (the JSON's field name)
    sold: bool


class Island(NamedTuple):
    """C2, RU9: an island card. `buys` a good key or "any"; `table` (sole, two tied, three
    tied) (SA4); `ship` the ship points (VR1, VR2)."""

    index: int  # type: ignore[assignment]  # shadows tuple.index (the JSON's field name)
    key: str
    name: str
    buys: str
    table: tuple[int, int, int]
    ship: int


@dataclass(frozen=True, slots=True)
class Catalogue:
    """Every card fact, as tuples indexed by id (fast lookups in the hot path)."""

    goods: tuple[Good, ...]
    islands: tuple[Island, ...]
    start_island: int
    roles: tuple[str, ...]
    role_names: tuple[str, ...]
    wages: tuple[int, ...]
    hand_size: int
    loadmaster_extra: int
    mate_points: int
    mate_sabres: int
    boy_points: int
    rounds_by_seats: tuple[tuple[int, int], ...]
    unverified: tuple[str, ...]
    pirate_card: int
    variant_only: tuple[str, ...]
    card_good: tuple[int, ...]          # good index by card id (base deck)
    conflict: int                       # the conflict good's index
    buys: tuple[frozenset[int], ...]    # per island: the good indices it buys (SA2)

    @property
    def cards(self) -> tuple[int, ...]:
        """C4: the base deck's card ids (the pirate card is not among them)."""
        return tuple(range(len(self.card_good)))

    def good(self, card: int) -> str:
        """The good key of a card id (KeyError for an unknown id or the pirate card)."""
        if isinstance(card, bool) or not isinstance(card, int) \
                or not 0 <= card < len(self.card_good):
            raise KeyError(card)
        return self.goods[self.card_good[card]].key

    def is_card(self, card: Any) -> bool:
        return isinstance(card, int) and not isinstance(card, bool) \
            and 0 <= card < len(self.card_good)

    def is_conflict(self, card: int) -> bool:
        return self.card_good[card] == self.conflict

    def rounds(self, n_seats: int) -> int:
        """R1, RU1: 8 rounds with 4 seats, 9 with 3."""
        return dict(self.rounds_by_seats)[n_seats]

    def island_key(self, key: str) -> int:
        """The index of an island by its key (KeyError if unknown)."""
        for isl in self.islands:
            if isl.key == key:
                return isl.index
        raise KeyError(key)

    def describe(self, card: int) -> dict[str, Any]:
        """A card's public facts as a plain dict (for the `cards` listing and scenarios)."""
        return {"id": card, "good": self.good(card)}


def _int(v: Any, lo: int, hi: int) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


def _goods(data: dict[str, Any], where: str) -> tuple[Good, ...]:
    rows = data.get("good")
    if not isinstance(rows, list) or len(rows) != len(GOOD_KEYS):
        raise CatalogueError(f"{where}: C4: expected {len(GOOD_KEYS)} [[good]] rows")
    out = []
    for i, row in enumerate(rows):
        at = f"{where}: good {i + 1}"
        if not isinstance(row, dict) or not {"key", "count"} <= set(row) <= {"key", "count",
                                                                             "sold"}:
            raise CatalogueError(f"{at}: needs key, count (and optionally sold)")
        if row["key"] != GOOD_KEYS[i]:
            raise CatalogueError(f"{at}: expected key {GOOD_KEYS[i]!r} here (C4 order)")
        if not _int(row["count"], 1, 12):
            raise CatalogueError(f"{at}: count must be a number 1–12")
        sold = row.get("sold", True)
        if not isinstance(sold, bool) or sold != (row["key"] != "conflict"):
            raise CatalogueError(f"{at}: SA2: only the conflict card is never sold")
        out.append(Good(i, row["key"], GOOD_WORDS[row["key"]], row["count"], sold))
    if sum(g.count for g in out) != N_BASE:
        raise CatalogueError(f"{where}: C4: the base deck holds {N_BASE} goods cards")
    return tuple(out)


def _islands(data: dict[str, Any], where: str) -> tuple[tuple[Island, ...], int, list[str]]:
    rows = data.get("island")
    if not isinstance(rows, list) or len(rows) != N_ISLANDS:
        raise CatalogueError(f"{where}: C2: expected {N_ISLANDS} [[island]] rows")
    out, unverified, start = [], [], []
    for i, row in enumerate(rows):
        at = f"{where}: island {i + 1}"
        allowed = {"key", "buys", "table", "ship", "start", "unverified"}
        if not isinstance(row, dict) or not {"key", "buys", "table", "ship"} <= set(row) \
                or not set(row) <= allowed:
            raise CatalogueError(f"{at}: needs key, buys, table, ship (start, unverified)")
        key = row["key"]
        if key not in ISLAND_WORDS:
            raise CatalogueError(f"{at}: unknown island key {key!r} (no words for it)")
        if row["buys"] != ANY and row["buys"] not in GOOD_KEYS[:-1]:
            raise CatalogueError(f"{at}: buys must be a good (not conflict) or \"any\"")
        table = row["table"]
        if not (isinstance(table, list) and len(table) == 3
                and all(_int(v, 0, 20) for v in table)):
            raise CatalogueError(f"{at}: table must be three numbers 0–20 (SA4)")
        if not _int(row["ship"], 0, 20):
            raise CatalogueError(f"{at}: ship must be a number 0–20")
        if row.get("start", False) is True:
            start.append(i)
        elif row.get("start", False) is not False:
            raise CatalogueError(f"{at}: start must be true or false")
        unv = row.get("unverified", [])
        if not isinstance(unv, list) or any(u not in UNVERIFIABLE for u in unv):
            raise CatalogueError(f"{at}: unverified: only {', '.join(UNVERIFIABLE)}")
        unverified += [f"{key}.{u}" for u in unv]
        out.append(Island(i, key, ISLAND_WORDS[key], row["buys"],
                          (table[0], table[1], table[2]), row["ship"]))
    if len({isl.key for isl in out}) != N_ISLANDS:
        raise CatalogueError(f"{where}: C2: island keys must be distinct")
    if len(start) != 1 or out[start[0]].buys != ANY:
        raise CatalogueError(f"{where}: S2, S3: exactly one start island, buying any good")
    return tuple(out), start[0], unverified


def build_catalogue(data: Any, where: str = "meuterer.toml") -> Catalogue:
    """Validate parsed data (C9) and index it; CatalogueError names the row and field."""
    if not isinstance(data, dict) or data.get("format") != 1 or data.get("game") != ID:
        raise CatalogueError(f"{where}: not a Meuterer card file (format 1)")
    extra = set(data) - {"format", "game", "hand_size", "loadmaster_extra", "wages", "rounds",
                         "good", "variant", "roles", "island", "mate_points",
                         "mate_sabres", "boy_points"}
    if extra:
        raise CatalogueError(f"{where}: unknown section(s) {sorted(extra)}")
    goods = _goods(data, where)
    islands, start, unverified = _islands(data, where)
    roles = data.get("roles")
    if not isinstance(roles, list) or tuple(roles) != ROLE_KEYS:
        raise CatalogueError(f"{where}: C5: roles must be {list(ROLE_KEYS)}")
    wages = data.get("wages")
    if wages != [0, 1, 2, 3]:
        raise CatalogueError(f"{where}: C1: wages must be [0, 1, 2, 3]")
    if not _int(data.get("hand_size"), 1, 8):
        raise CatalogueError(f"{where}: S5: hand_size must be a number 1–8")
    if not _int(data.get("loadmaster_extra"), 0, 8):
        raise CatalogueError(f"{where}: DW3: loadmaster_extra must be a number 0–8")
    for key in ("mate_points", "mate_sabres", "boy_points"):
        if not _int(data.get(key), 0, 9):
            raise CatalogueError(f"{where}: MU2, VR1, VR2: {key} must be a number 0–9")
    rounds = data.get("rounds")
    if not isinstance(rounds, dict) or set(rounds) != {str(n) for n in SEATS} \
            or not all(_int(v, 1, 20) for v in rounds.values()):
        raise CatalogueError(f"{where}: R1: [rounds] must give 3 and 4 players, 1–20 each")
    variant = data.get("variant")
    if not isinstance(variant, dict) or variant.get("pirate_cards") != 1 \
            or variant.get("ships") != ["merchant", "pirate"] \
            or variant.get("variant_only") != ["pirate"]:
        raise CatalogueError(f"{where}: C3, C4, V2: [variant] must keep the pirate ship and "
                             "card, variant only")
    card_good = tuple(g.index for g in goods for _ in range(g.count))
    conflict = GOOD_KEYS.index("conflict")
    every = frozenset(g.index for g in goods if g.sold)
    buys = tuple(every if isl.buys == ANY else frozenset({GOOD_KEYS.index(isl.buys)})
                 for isl in islands)
    return Catalogue(goods, islands, start, ROLE_KEYS,
                     tuple(ROLE_WORDS[r] for r in ROLE_KEYS), tuple(wages),
                     data["hand_size"], data["loadmaster_extra"],
                     data["mate_points"], data["mate_sabres"], data["boy_points"],
                     tuple(sorted((int(k), v) for k, v in rounds.items())),
                     tuple(unverified), len(card_good), ("pirate_ship", "pirate_card"),
                     card_good, conflict, buys)


def load_catalogue(path: Path | str | None = None) -> Catalogue:
    """Read and validate a catalogue file (TOML). Raises CatalogueError with a clear message."""
    return build_catalogue(*read_toml(path, DATA_FILE, CatalogueError))
