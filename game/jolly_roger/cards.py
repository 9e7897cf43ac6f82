"""The card catalogue (C1–C6): load, validate and index the one data file of card facts.

Card ids are small integers assigned in file order — crew (normal, then special),
destinations, prizes, the reference card — so the engine's zones are plain lists of ints.
Nothing outside `data/jolly_roger.toml` states a card fact; everything else asks this module.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from game.core.catalogue import read_toml

SKILLS: tuple[str, ...] = ("navigation", "cannons", "sabers")
ATTACK_KINDS: tuple[str, ...] = ("fort", "merchant", "settlement")
DEST_KINDS: tuple[str, ...] = ("fort", "merchant", "settlement", "port", "island")
PRIZE_TYPES: tuple[str, ...] = ("gold", "rum", "jewels", "hostage")
PLAYER_FLAGS: tuple[str, ...] = ("all", "5-", "7-", "6+", "8+")
# What a special card's data row may say (C3, DA4): the meaning of each word is implemented
# once in game/jolly_roger/rules/specials.py; the rows only choose among them.
TIMINGS: tuple[str, ...] = (  # DA4: when it may be played for its effect
    "any_time",  # at any of the holder's own prompts
    "in_mutiny",  # on the holder's turn in a mutiny
    "card_revealed",  # right after a card is played face up
    "attack_chosen",  # right after the captain chooses an attack destination
    "attack_revealed",  # right after the attack's destination card is revealed
    "sharing",  # at the start of loot sharing
    "shared",  # after loot has been shared
    "island",  # when the captain chooses Treasure Island
    "landed",  # when the ship lands on Treasure Island
    "buried",  # after everyone has buried at Treasure Island
)
TARGETS: tuple[str, ...] = (  # what it names when played
    "revealed_card",  # one of the cards just revealed
    "two_with_cards",  # two other players with crew cards in hand (one if only one has any)
    "neutral",  # a neutral player of the mutiny
    "any_player",  # any player, the one who plays it included
    "other_with_buried",  # another player with buried treasure
)
CHOICES: tuple[str, ...] = (  # the word it is played with
    "plus_minus",  # "+1" or "-1" (of its `skill`)
    "losing_side",  # "captain" or "mutineer": the side that loses, never one's own
    "own_side",  # "captain" or "mutineer": one's side, named only by a neutral player
)
ROLES: tuple[str, ...] = ("captain", "quartermaster")  # S1: set aside, never in the deck
JOINS: tuple[str, ...] = ("chosen", "other")  # a neutral player joins the chosen side or the other
_FLAGS: tuple[str, ...] = (
    "map",  # T1: the treasure-map symbol
    "opens_mutiny",  # M3: may be the First Mutineer's card, played for its effect (RU10)
    "stays_on_table",  # T4: lies face up until the island is left, not discarded at once
    "acts_after_mutiny",  # RU11: played during a mutiny, it takes effect after it
    "discarded_after_mutiny",  # M12: not dealt out again after the mutiny
)
_CLAUSE_ID = re.compile(r"[A-Z]+[0-9]*(-[A-Z0-9]+)*")
_KEY = re.compile(r"[a-z][a-z0-9_]*")

# C1 / C4 totals the data must satisfy.
_EXPECTED = {"normal": 47, "special": 21, "destination": 35, "prize": 46, "reference": 1}
_EXPECTED_DEST = {"fort": 8, "merchant": 8, "settlement": 8, "port": 8, "island": 3}

DATA_FILE = Path(__file__).parent / "data" / "jolly_roger.toml"


class CatalogueError(ValueError):
    """The card data file is malformed; the message says where and what (C6)."""


def flag_allows(flag: str, n: int) -> bool:
    """C4/S4: does a destination with this player-count flag take part at n players?"""
    if flag == "all":
        return True
    if flag == "5-":
        return n <= 5
    if flag == "7-":
        return n <= 7
    if flag == "6+":
        return n >= 6
    return n >= 8  # "8+"


class SpecialRow(NamedTuple):
    """The facts of one special card's data row besides its crew count (C3): when it may be
    played for its effect (`timing`, "" if only ever as crew), the clause it cites, what it
    names and chooses, how it behaves on the table, and `text`, the key of its words in the
    UI. The words of every field are listed above (TIMINGS, TARGETS, CHOICES, ...)."""

    key: str
    text: str
    clause: str
    timing: str = ""
    targets: str = ""
    choice: str = ""
    skill: str = ""  # the skill a "plus_minus" card adjusts
    joins: str = ""  # a neutral player who plays it in a mutiny joins a side (JOINS)
    role: str = ""  # the role card it is (ROLES)
    map: bool = False
    opens_mutiny: bool = False
    stays_on_table: bool = False
    acts_after_mutiny: bool = False
    discarded_after_mutiny: bool = False


@dataclass(frozen=True, slots=True)
class Catalogue:
    """Per-card facts as tuples indexed by card id (fast lookups in the hot path)."""

    category: tuple[str, ...]  # "crew" | "destination" | "prize" | "reference"
    crew: tuple[int, ...]  # crew count in a mutiny (M5); 0 for non-crew
    skills: tuple[tuple[int, int, int], ...]  # navigation, cannons, sabers (0 for non-crew)
    multi: tuple[bool, ...]  # multi-skill normal crew (C2, AT6)
    special: tuple[str | None, ...]  # special key or None
    special_row: tuple[SpecialRow | None, ...]  # a special card's facts, None for the others
    dest_kind: tuple[str | None, ...]
    players: tuple[str | None, ...]  # destination player-count flag
    require: tuple[tuple[int, int, int], ...]  # attack requirements per skill
    prizes: tuple[int, ...]  # prize cards won by a successful attack
    draw: tuple[int, ...]  # Pirate Port: crew cards each player draws
    prize_type: tuple[str | None, ...]
    gold: tuple[int, ...]
    crew_ids: tuple[int, ...] = field(default=())
    deck_crew_ids: tuple[int, ...] = field(default=())  # crew minus the two role cards (S1)
    destination_ids: tuple[int, ...] = field(default=())
    prize_ids: tuple[int, ...] = field(default=())
    reference_id: int = -1
    captain_card: int = -1
    quartermaster_card: int = -1

    @property
    def size(self) -> int:
        return len(self.category)

    @property
    def special_keys(self) -> tuple[str, ...]:
        """Every kind of special card, in file order."""
        return tuple(dict.fromkeys(k for k in self.special if k))

    def is_special(self, card: int, key: str) -> bool:
        return self.special[card] == key

    def destinations_for(self, kind: str, n: int) -> list[int]:
        """S4: the destination cards of one kind in play at n players, in file order."""
        return [
            c
            for c in self.destination_ids
            if self.dest_kind[c] == kind and flag_allows(self.players[c] or "all", n)
        ]

    def ranges(self, kind: str, n: int | None = None) -> dict[str, tuple[int, int]]:
        """C4: the public min–max of each required skill (and prize count) for an attack kind.

        With `n`, only the cards used at n players; without, every card (the reference card).
        Derived from the data, never typed twice.
        """
        cards = [
            c
            for c in self.destination_ids
            if self.dest_kind[c] == kind and (n is None or flag_allows(self.players[c] or "all", n))
        ]
        out: dict[str, tuple[int, int]] = {}
        if kind in ATTACK_KINDS:
            for i, skill in enumerate(SKILLS):
                vals = [self.require[c][i] for c in cards]
                out[skill] = (min(vals), max(vals))
            vals = [self.prizes[c] for c in cards]
            out["prizes"] = (min(vals), max(vals))
        elif kind == "port":
            vals = [self.draw[c] for c in cards]
            out["draw"] = (min(vals), max(vals))
        return out

    def describe(self, card: int) -> dict[str, Any]:
        """Every public fact of one card as a plain dict (for logs, scenarios and the UI)."""
        cat = self.category[card]
        d: dict[str, Any] = {"id": card, "category": cat}
        if cat == "crew":
            d["crew"] = self.crew[card]
            if self.special[card]:
                d["special"] = self.special[card]
            else:
                d["skills"] = {s: v for s, v in zip(SKILLS, self.skills[card], strict=True) if v}
                if self.multi[card]:
                    d["multi"] = True
        elif cat == "destination":
            d["kind"] = self.dest_kind[card]
            d["players"] = self.players[card]
            if self.dest_kind[card] in ATTACK_KINDS:
                d["require"] = dict(zip(SKILLS, self.require[card], strict=True))
                d["prizes"] = self.prizes[card]
            elif self.dest_kind[card] == "port":
                d["draw"] = self.draw[card]
        elif cat == "prize":
            d["type"] = self.prize_type[card]
            if self.prize_type[card] in ("gold", "rum"):
                d["gold"] = self.gold[card]
        return d


def _int(row: dict[str, Any], key: str, where: str, lo: int, hi: int, clause: str) -> int:
    value = row.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise CatalogueError(f"{where}: '{key}' must be a whole number, found {value!r} ({clause})")
    if not lo <= value <= hi:
        raise CatalogueError(f"{where}: '{key}' = {value} is outside {lo}–{hi} ({clause})")
    return value


def _check_keys(row: dict[str, Any], allowed: set[str], where: str) -> None:
    unknown = set(row) - allowed
    if unknown:
        raise CatalogueError(
            f"{where}: unknown field(s) {sorted(unknown)}; allowed: {sorted(allowed)}"
        )


class _Builder:
    def __init__(self) -> None:
        self.rows: dict[str, list[Any]] = {
            k: []
            for k in (
                "category",
                "crew",
                "skills",
                "multi",
                "special",
                "special_row",
                "dest_kind",
                "players",
                "require",
                "prizes",
                "draw",
                "prize_type",
                "gold",
            )
        }

    def add(self, category: str, **facts: Any) -> int:
        defaults: dict[str, Any] = {
            "crew": 0,
            "skills": (0, 0, 0),
            "multi": False,
            "special": None,
            "special_row": None,
            "dest_kind": None,
            "players": None,
            "require": (0, 0, 0),
            "prizes": 0,
            "draw": 0,
            "prize_type": None,
            "gold": 0,
        }
        defaults.update(facts)
        self.rows["category"].append(category)
        for k, v in defaults.items():
            self.rows[k].append(v)
        return len(self.rows["category"]) - 1


def _load_crew(data: dict[str, Any], b: _Builder) -> None:
    for i, row in enumerate(data.get("crew", [])):
        where = f"crew row {i + 1}"
        _check_keys(row, {"skills", "crew", "count"}, where)
        skills = row.get("skills")
        if not isinstance(skills, dict) or not skills:
            raise CatalogueError(f"{where}: 'skills' must be a table like {{ cannons = 2 }} (C2)")
        bad = set(skills) - set(SKILLS)
        if bad:
            raise CatalogueError(
                f"{where}: unknown skill(s) {sorted(bad)}; use {list(SKILLS)} (C2)"
            )
        values = tuple(_int(skills, s, where, 1, 3, "C2") if s in skills else 0 for s in SKILLS)
        crew = _int(row, "crew", where, 1, 5, "C2")
        for _ in range(_int(row, "count", where, 1, 47, "C1")):
            b.add("crew", crew=crew, skills=values, multi=len(skills) > 1)


def _load_specials(data: dict[str, Any], b: _Builder) -> None:
    first_row: dict[str, int] = {}
    roles: set[str] = set()
    for i, row in enumerate(data.get("special", [])):
        where = f"special row {i + 1}"
        facts = _special_row(row, where)
        where = f"{where} ({facts.key})"
        if facts.key in first_row:
            raise CatalogueError(f"{where}: special row {first_row[facts.key]} has the same key; "
                                 "give one row a 'count' instead (C3)")
        first_row[facts.key] = i + 1
        crew = _int(row, "crew", where, 1, 5, "C3")
        count = _int(row, "count", where, 1, 3, "C3") if "count" in row else 1
        if facts.role:
            if count != 1 or facts.role in roles:
                raise CatalogueError(f"{where}: there is one {facts.role} card (S1)")
            roles.add(facts.role)
        for _ in range(count):
            b.add("crew", crew=crew, special=facts.key, special_row=facts)
    for role in ROLES:
        if role not in roles:
            raise CatalogueError(f"special cards: none has role = {role!r} (S1)")


def _special_row(row: dict[str, Any], where: str) -> SpecialRow:
    """One special card's facts, each checked against the words it may use (C3, DA4)."""
    key = _name(row, "key", where)
    where = f"{where} ({key})"
    _check_keys(row, {"crew", "count", *SpecialRow._fields}, where)
    clause = row.get("clause")
    if not isinstance(clause, str) or not _CLAUSE_ID.fullmatch(clause):
        raise CatalogueError(f"{where}: 'clause' must be a rule's id like \"X-COOK\", "
                             f"found {clause!r} (C6)")
    for flag in _FLAGS:
        if not isinstance(row.get(flag, False), bool):
            raise CatalogueError(f"{where}: '{flag}' must be true or false, "
                                 f"found {row[flag]!r} (C3)")
    facts = SpecialRow(
        key, _name(row, "text", where), clause,
        timing=_word(row, "timing", where, TIMINGS, "DA4"),
        targets=_word(row, "targets", where, TARGETS, "DA4"),
        choice=_word(row, "choice", where, CHOICES, "DA4"),
        skill=_word(row, "skill", where, SKILLS, "C2"),
        joins=_word(row, "joins", where, JOINS, "M4"),
        role=_word(row, "role", where, ROLES, "S1"),
        **{flag: row.get(flag, False) for flag in _FLAGS},
    )
    problem = _inconsistency(facts)
    if problem:
        raise CatalogueError(f"{where}: {problem}")
    return facts


def _inconsistency(f: SpecialRow) -> str:
    """What in a special card's row contradicts the rest of it ("" if nothing)."""
    if not f.timing:
        effect = [k for k in ("targets", "choice", "opens_mutiny", "stays_on_table",
                              "acts_after_mutiny") if getattr(f, k)]
        if effect:
            return f"{effect} describe an effect, but the row has no 'timing' (DA4)"
    elif f.role:
        return "a role card is never played for an effect: no 'timing' (S1)"
    if (f.choice == "plus_minus") != bool(f.skill):
        return "'skill' and choice = \"plus_minus\" go together (DA4)"
    if f.joins and f.choice not in ("losing_side", "own_side"):
        return "'joins' needs a choice of a side: \"losing_side\" or \"own_side\" (M4)"
    if f.opens_mutiny and (f.timing, f.choice) != ("in_mutiny", "losing_side"):
        return ("'opens_mutiny' needs timing = \"in_mutiny\" and choice = "
                "\"losing_side\" (M3)")
    return ""


def _name(row: dict[str, Any], key: str, where: str) -> str:
    value = row.get(key)
    if not isinstance(value, str) or not _KEY.fullmatch(value):
        raise CatalogueError(f"{where}: '{key}' must be a lowercase name like \"old_salt\", "
                             f"found {value!r} (C3)")
    return value


def _word(row: dict[str, Any], key: str, where: str, words: tuple[str, ...], clause: str) -> str:
    """An optional field that names one of `words` ("" when absent)."""
    if key not in row:
        return ""
    if row[key] not in words:
        raise CatalogueError(f"{where}: '{key}' = {row[key]!r} is not one of {list(words)} "
                             f"({clause})")
    return str(row[key])


def _load_destinations(data: dict[str, Any], b: _Builder) -> None:
    for i, row in enumerate(data.get("destination", [])):
        where = f"destination row {i + 1}"
        kind = row.get("kind")
        players = row.get("players", "all")
        if kind not in DEST_KINDS:
            raise CatalogueError(f"{where}: unknown kind {kind!r}; use {list(DEST_KINDS)} (C4)")
        if players not in PLAYER_FLAGS:
            raise CatalogueError(
                f"{where}: players flag {players!r} not in {list(PLAYER_FLAGS)} (C4)"
            )
        if kind in ATTACK_KINDS:
            _check_keys(row, {"kind", "players", "prizes", *SKILLS}, where)
            req = tuple(_int(row, s, where, 0, 12, "C4") for s in SKILLS)
            if kind == "fort" and not 1 <= req[0] <= 2:
                raise CatalogueError(f"{where}: a Fort needs navigation 1–2, found {req[0]} (C4)")
            b.add(
                "destination",
                dest_kind=kind,
                players=players,
                require=req,
                prizes=_int(row, "prizes", where, 1, 10, "C4"),
            )
        elif kind == "port":
            _check_keys(row, {"kind", "players", "draw"}, where)
            b.add(
                "destination",
                dest_kind=kind,
                players=players,
                draw=_int(row, "draw", where, 1, 5, "P1"),
            )
        else:
            _check_keys(row, {"kind", "players", "count"}, where)
            for _ in range(_int(row, "count", where, 1, 3, "C4")):
                b.add("destination", dest_kind=kind, players=players)


def _load_prizes(data: dict[str, Any], b: _Builder) -> None:
    for i, row in enumerate(data.get("prize", [])):
        where = f"prize row {i + 1}"
        _check_keys(row, {"type", "gold", "count"}, where)
        ptype = row.get("type")
        if ptype not in PRIZE_TYPES:
            raise CatalogueError(
                f"{where}: unknown prize type {ptype!r}; use {list(PRIZE_TYPES)} (C5)"
            )
        if ptype == "gold":
            gold = _int(row, "gold", where, 1, 3, "C5")
        elif ptype == "rum":
            gold = _int(row, "gold", where, 0, 0, "C5") if "gold" in row else 0
        else:
            if "gold" in row:
                raise CatalogueError(f"{where}: {ptype} has no printed gold value (C5, E3)")
            gold = 0
        for _ in range(_int(row, "count", where, 1, 46, "C5")):
            b.add("prize", prize_type=ptype, gold=gold)


def build_catalogue(data: dict[str, Any], source: str = "card data") -> Catalogue:
    """Validate parsed card data and index it. Raises CatalogueError naming the problem."""
    try:
        if data.get("format") != 1:
            raise CatalogueError(f"'format' must be 1, found {data.get('format')!r}")
        b = _Builder()
        _load_crew(data, b)
        n_normal = len(b.rows["category"])
        _load_specials(data, b)
        n_crew = len(b.rows["category"])
        _load_destinations(data, b)
        n_dest_end = len(b.rows["category"])
        _load_prizes(data, b)
        n_prize_end = len(b.rows["category"])
        ref = data.get("reference", {})
        if ref != {"count": 1}:
            raise CatalogueError("[reference] must be exactly 'count = 1' (C1)")
        ref_id = b.add("reference")
        counts = {
            "normal": n_normal,
            "special": n_crew - n_normal,
            "destination": n_dest_end - n_crew,
            "prize": n_prize_end - n_dest_end,
            "reference": 1,
        }
        for what, expected in _EXPECTED.items():
            if counts[what] != expected:
                raise CatalogueError(f"{counts[what]} {what} cards, the game has {expected} (C1)")
        kinds = b.rows["dest_kind"]
        for kind, expected in _EXPECTED_DEST.items():
            found = sum(1 for k in kinds if k == kind)
            if found != expected:
                raise CatalogueError(f"{found} {kind} destinations, the game has {expected} (C4)")
        if len(b.rows["category"]) != 150:
            raise CatalogueError(f"{len(b.rows['category'])} cards in all, the game has 150 (C1)")
    except CatalogueError as exc:
        raise CatalogueError(f"{source}: {exc}") from None
    rows = {k: tuple(v) for k, v in b.rows.items()}
    role = [r.role if r else "" for r in rows["special_row"]]
    return Catalogue(
        **rows,
        crew_ids=tuple(range(n_crew)),
        deck_crew_ids=tuple(c for c in range(n_crew) if not role[c]),
        destination_ids=tuple(range(n_crew, n_dest_end)),
        prize_ids=tuple(range(n_dest_end, n_prize_end)),
        reference_id=ref_id,
        captain_card=role.index("captain"),
        quartermaster_card=role.index("quartermaster"),
    )


def load_catalogue(path: Path | str | None = None) -> Catalogue:
    """Read and validate a catalogue file (TOML). Raises CatalogueError with a clear message."""
    return build_catalogue(*read_toml(path, DATA_FILE, CatalogueError))
