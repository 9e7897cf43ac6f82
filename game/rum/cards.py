"""RUM's card catalogue (C1–C9): load, validate and index the one data file of card facts.

Card ids: rum cards 0–20 in file order, the parrot 21. Captain cards are named by colour index
(0–6) and the clock is an int 1–8, so the engine's zones are plain lists of ints. Nothing
outside data/rum.toml states a card fact; everything else asks this module.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from game.core.catalogue import read_toml
from game.rum import ID
from game.rum.words import COLOUR_WORDS

DATA_FILE = Path(__file__).parent / "data" / "rum.toml"
ENDS = ("single", "double")
SEATS = (2, 3, 4)
CLOCK_MAX = 8          # C6: the pirate ship
VALUE_MAX = 8          # C5
N_COLOURS = 7          # C3
N_RUM = 21             # C1
SHAPES = ("round", "tall", "square", "flask", "jug", "gourd", "demijohn")
UNVERIFIABLE = ("colour_names", "rum_pairs", "targets.2", "targets.3", "targets.4", "penalties")


class CatalogueError(ValueError):
    """The card data file is malformed; the message says where and what (C9)."""


class Colour(NamedTuple):
    """C3, RU4: a rum colour. `name` is marked N_ (translate where shown); `shape` is the
    bottle shape that tells colours apart without colour vision."""

    index: int  # type: ignore[assignment]  # shadows tuple.index (the JSON's field name)
    key: str
    name: str
    shape: str
    rgb: tuple[int, int, int]


class RumCard(NamedTuple):
    """C2, C4: a rum card's single-end colour and double-end colour (indices)."""

    id: int
    single: int
    double: int


@dataclass(frozen=True, slots=True)
class Catalogue:
    """Every card fact, as tuples indexed by id (fast lookups in the hot path)."""

    colours: tuple[Colour, ...]
    rum: tuple[RumCard, ...]
    targets: Mapping[int, int]
    penalties: tuple[int, ...]        # index clock - 1
    unverified: tuple[str, ...]
    parrot: int = N_RUM
    single: tuple[int, ...] = ()      # single colour by card id (rum cards only)
    double: tuple[int, ...] = ()

    @property
    def size(self) -> int:
        """Rum cards and the parrot: the ids that move between zones."""
        return len(self.rum) + 1

    def card(self, card_id: int) -> RumCard:
        """The rum card of this id (KeyError for the parrot or an unknown id)."""
        if isinstance(card_id, bool) or not isinstance(card_id, int) \
                or not 0 <= card_id < len(self.rum):
            raise KeyError(card_id)
        return self.rum[card_id]

    def is_rum(self, card_id: Any) -> bool:
        return isinstance(card_id, int) and not isinstance(card_id, bool) \
            and 0 <= card_id < len(self.rum)

    def bottles(self, card_id: int, end: str) -> tuple[int, int]:
        """C2: (colour, count) of a rum card's end: "single" → 1 bottle, "double" → 2."""
        c = self.card(card_id)
        if end == "single":
            return c.single, 1
        if end == "double":
            return c.double, 2
        raise KeyError(end)

    def target(self, n_seats: int) -> int:
        """E2, RU1: the points target at this player count."""
        return self.targets[n_seats]

    def penalty(self, clock: int) -> int:
        """C6, RU2: the cards a parrot makes a player return at this clock value."""
        return self.penalties[min(max(clock, 1), CLOCK_MAX) - 1]

    def describe(self, card_id: int) -> dict[str, Any]:
        """A card's public facts as a plain dict (for the `cards` listing and scenarios)."""
        if card_id == self.parrot:
            return {"id": card_id, "kind": "parrot"}
        c = self.card(card_id)
        return {"id": card_id, "kind": "rum_card", "single": self.colours[c.single].key,
                "double": self.colours[c.double].key}


def _colour_rows(data: dict[str, Any], where: str) -> tuple[Colour, ...]:
    rows = data.get("colour")
    if not isinstance(rows, list) or len(rows) != N_COLOURS:
        raise CatalogueError(f"{where}: C3: expected {N_COLOURS} [[colour]] rows")
    out: list[Colour] = []
    for i, row in enumerate(rows):
        at = f"{where}: colour {i + 1}"
        if not isinstance(row, dict) or set(row) != {"key", "shape", "rgb"}:
            raise CatalogueError(f"{at}: needs exactly key, shape, rgb")
        key, shape, rgb = row["key"], row["shape"], row["rgb"]
        if key not in COLOUR_WORDS:
            raise CatalogueError(f"{at}: unknown colour key {key!r} (no words for it)")
        if shape not in SHAPES:
            raise CatalogueError(f"{at}: shape must be one of {', '.join(SHAPES)}")
        if not (isinstance(rgb, list) and len(rgb) == 3 and all(
                isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 255 for v in rgb)):
            raise CatalogueError(f"{at}: rgb must be three numbers 0–255")
        out.append(Colour(i, key, COLOUR_WORDS[key], shape, (rgb[0], rgb[1], rgb[2])))
    if len({c.key for c in out}) != N_COLOURS or len({c.shape for c in out}) != N_COLOURS:
        raise CatalogueError(f"{where}: C3, RU4: colour keys and bottle shapes must be distinct")
    return tuple(out)


def _rum_rows(data: dict[str, Any], colours: tuple[Colour, ...], where: str) -> tuple[RumCard, ...]:
    rows = data.get("rum")
    if not isinstance(rows, list) or len(rows) != N_RUM:
        raise CatalogueError(f"{where}: C1: expected {N_RUM} [[rum]] rows")
    index = {c.key: c.index for c in colours}
    out: list[RumCard] = []
    for i, row in enumerate(rows):
        at = f"{where}: rum card {i}"
        if not isinstance(row, dict) or set(row) != {"single", "double"}:
            raise CatalogueError(f"{at}: needs exactly single, double")
        if row["single"] not in index or row["double"] not in index:
            raise CatalogueError(f"{at}: single and double must be colour keys")
        single, double = index[row["single"]], index[row["double"]]
        if single == double:
            raise CatalogueError(f"{at}: C4: a card never shows one colour on both ends")
        out.append(RumCard(i, single, double))
    for c in colours:
        if sum(r.single == c.index for r in out) != 3:
            raise CatalogueError(f"{where}: C3: {c.key} must be on exactly 3 single ends")
        if sum(r.double == c.index for r in out) != 3:
            raise CatalogueError(f"{where}: C4: {c.key} must be on exactly 3 double ends")
    return tuple(out)


def build_catalogue(data: Any, where: str = "rum.toml") -> Catalogue:
    """Validate parsed data (C9) and index it; CatalogueError names the row and field."""
    if not isinstance(data, dict) or data.get("format") != 1 or data.get("game") != ID:
        raise CatalogueError(f"{where}: not a RUM card file (format 1)")
    colours = _colour_rows(data, where)
    rum = _rum_rows(data, colours, where)
    targets_raw = data.get("targets")
    if not isinstance(targets_raw, dict) or set(targets_raw) != {str(n) for n in SEATS}:
        raise CatalogueError(f"{where}: E2: [targets] must give 2, 3 and 4 players")
    targets: dict[int, int] = {}
    for k, v in targets_raw.items():
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 56:
            raise CatalogueError(f"{where}: targets.{k}: a number of points 1–56")
        targets[int(k)] = v
    clock = data.get("clock")
    pen = clock.get("penalties") if isinstance(clock, dict) else None
    if not (isinstance(pen, list) and len(pen) == CLOCK_MAX and all(
            isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 5 for v in pen)):
        raise CatalogueError(f"{where}: C6: clock.penalties must be 8 numbers 1–5")
    unv = data.get("unverified", [])
    if not isinstance(unv, list) or any(u not in UNVERIFIABLE for u in unv):
        raise CatalogueError(f"{where}: unverified: only {', '.join(UNVERIFIABLE)}")
    extra = set(data) - {"format", "game", "unverified", "colour", "rum", "targets", "clock"}
    if extra:
        raise CatalogueError(f"{where}: unknown section(s) {sorted(extra)}")
    return Catalogue(colours, rum, targets, tuple(pen), tuple(unv), N_RUM,
                     tuple(r.single for r in rum), tuple(r.double for r in rum))


def load_catalogue(path: Path | str | None = None) -> Catalogue:
    """Read and validate a catalogue file (TOML). Raises CatalogueError with a clear message."""
    return build_catalogue(*read_toml(path, DATA_FILE, CatalogueError))
