"""Setup (S1–S8, V4): a new game's `game_started` event, drawn by the seed or partly prescribed
(`decks`, for scenarios and tutorials: OV4)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.i18n import _
from game.core.setup import SetupError, humans_of
from game.core.steps import seeded
from game.core.untrusted import described, whole_number
from game.merchants import events as E
from game.merchants.cards import Catalogue

TARGETS = (8, 15)                 # OV1, E8: the glory target's range (10 by default)
STEERING = ("engine", "printed")  # OV2
PURSES = ("closed", "open")       # OV3
#: what a scenario may prescribe (each a whole layout part; decks first drawn first)
DECK_KEYS = ("events", "cargo", "glory", "missions", "rumours", "captains", "dealt", "demand",
             "pool", "mods", "merchants", "board")


def _seats(names: Sequence[str], humans: Sequence[bool] | None) -> tuple[bool, ...]:
    n = len(names)
    if not 2 <= n <= 4:
        raise SetupError(_("Merchants & Marauders is played by 2 to 4 captains, not {n}.")
                         .format(n=n))
    return humans_of(names, humans)


def _permutation(value: Any, allowed: Sequence[int], what: str, exact: bool) -> list[int]:
    """A prescribed list: ids of `allowed`, each once (all of them when `exact`)."""
    if not isinstance(value, list | tuple) or any(whole_number(v, -1, 10_000) is None
                                                  for v in value):
        raise SetupError(f"{what}: give a list of ids, not {described(value)}")
    ids = [v for v in value if v >= 0]
    if len(set(ids)) != len(ids) or not set(ids) <= set(allowed):
        raise SetupError(f"{what}: each id once, from {min(allowed)}–{max(allowed)}")
    if exact and sorted(ids) != sorted(allowed):
        raise SetupError(f"{what}: every id of the family, each once")
    return list(value)


def game_started(cat: Catalogue, names: Sequence[str], *, seed: int,
                 humans: Sequence[bool] | None = None, target: int = 10,
                 steering: str = "engine", purses: str = "closed",
                 decks: Mapping[str, Any] | None = None) -> E.GameStarted:
    """S1–S8 as one event. S1 every deck shuffled (ship cards are not a deck); S2 a demand
    token on each port, 8 in the pool; S3 a modification token face down on each port; S4 a
    merchant token on each zone; S5 two missions on the board; S8 a captain to each seat in
    secret. `decks` may prescribe any of DECK_KEYS (a deck in draw order: the rest of the
    family follows in the seeded order)."""
    hum = _seats(names, humans)
    n = len(names)
    if whole_number(seed, 0, 2**63 - 1) is None:
        raise SetupError("seed: a whole number 0–2^63")
    if whole_number(target, *TARGETS) is None:
        raise SetupError(f"target: a glory target {TARGETS[0]}–{TARGETS[1]} (OV1)")
    if steering not in STEERING or purses not in PURSES:
        raise SetupError("steering: engine or printed; purses: closed or open")
    r = seeded(seed, -1)
    given = dict(decks or {})
    unknown = set(given) - set(DECK_KEYS)
    if unknown:
        raise SetupError(f"decks: unknown key(s) {sorted(unknown)}; known: {list(DECK_KEYS)}")

    def deck(key: str, ids: Sequence[int]) -> list[int]:
        order = list(ids)
        r.shuffle(order)
        if key in given:
            first = _permutation(given[key], ids, f"decks.{key}", exact=False)
            order = first + [c for c in order if c not in first]
        return order

    events = deck("events", cat.event_ids)
    cargo = deck("cargo", cat.cargo_ids)
    glory = deck("glory", cat.glory_ids)
    missions = deck("missions", cat.mission_ids)
    rumours = deck("rumours", cat.rumour_ids)
    captains = deck("captains", cat.captain_ids)
    if "dealt" in given:
        dealt = _permutation(given["dealt"], cat.captain_ids, "decks.dealt", exact=False)
        if len(dealt) != n:
            raise SetupError(f"decks.dealt: one captain per seat ({n})")
        captains = [c for c in captains if c not in dealt]
    else:
        dealt, captains = captains[:n], captains[n:]
    ports = cat.ports
    zones = len(cat.zones)
    tokens = deck("demand", cat.demand_ids)
    if "pool" in given:
        pool = _permutation(given["pool"], cat.demand_ids, "decks.pool", exact=False)
        tokens = [t for t in tokens if t not in pool] + pool
    demand = [-1] * zones
    for z, t in zip(ports, tokens, strict=False):
        demand[z] = t
    pool = tokens[len(ports):]
    mod_order = deck("mods", cat.modification_ids)
    mods = [-1] * zones
    for z, t in zip(ports, mod_order, strict=False):
        mods[z] = t
    merchants = deck("merchants", cat.merchant_ids)[:zones]
    board = missions[:2]
    if "board" in given:
        board = _permutation(given["board"], cat.mission_ids, "decks.board", exact=False)
        if len(board) != 2:
            raise SetupError("decks.board: the two missions on the board (S5)")
    missions = [m for m in missions if m not in board]
    return E.GameStarted(tuple(names), hum, seed, target, steering, purses, tuple(events),
                         tuple(cargo), tuple(glory), tuple(missions), tuple(rumours),
                         tuple(captains), tuple(dealt), tuple(demand), tuple(pool),
                         tuple(mods), tuple(merchants), tuple(board))
