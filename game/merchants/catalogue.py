"""The content's catalogue: every data file of `data/` read, validated and joined (DA18).

The card families' schemas and the map's, ships' and tokens' tables are in `cards` (the
records) and `content` (the effect vocabulary's cards); this reads the folder in order, so
neither of those needs the other's loader.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.catalogue import read_toml
from game.merchants import content
from game.merchants.cards import (
    DATA_DIR,
    N_ZONES,
    Catalogue,
    CatalogueError,
    _cargo,
    _dice,
    _distances,
    _ships,
    _tokens,
    _zone_rules,
    _zones,
)


def _file(folder: Path, name: str) -> tuple[dict[str, Any], str]:
    return read_toml(folder / f"{name}.toml", folder / f"{name}.toml", CatalogueError)


def load_catalogue(path: Path | str | None = None) -> Catalogue:
    """Read and validate the content in the folder `path` (default data/); CatalogueError
    names the file, the card and the field of the first problem found (DA18)."""
    folder = Path(path) if path is not None else DATA_DIR
    zones = _zones(*_file(folder, "map"))
    ships, per_type, prices, escape = _ships(*_file(folder, "ships"))
    cargo = _cargo(*_file(folder, "cargo"))
    demand, mods, weapons, merchants = _tokens(*_file(folder, "tokens"))
    faces, faces_uncertain = _dice(*_file(folder, "dice"))
    rules = _zone_rules(*_file(folder, "zone_rules"), zones, content.effect_list)
    rule_of = [-1] * N_ZONES
    for i, r in enumerate(rules):
        rule_of[r.zone] = i
    cards = content.load_cards(folder, zones)
    uncertain = tuple(f"ships.{s.key}" for s in ships if s.uncertain)
    uncertain += ("dice.location",) if faces_uncertain else ()
    uncertain += ("zone_rules.ZR1.toll", "tokens.mixes", "cargo.distribution")
    return Catalogue(zones, rules, tuple(rule_of), ships, per_type, prices, escape, cargo,
                     demand, mods, weapons, merchants, faces, cards, _distances(zones),
                     uncertain)
