"""The soak's checks (tools/soak.py, `simulate --check`): after every event, every card and
token lies in exactly one place, no purse or chest is negative, every track is within its
ship's maximum (and no maximum above 5, RU55), every bounty within 0–5, the public ledger's
bounds hold every purse (DA5), and the decks hold no card twice. `glory_from` recomputes each
seat's glory from the glory events (GL1)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from game.merchants import events as E
from game.merchants.rules.ships import maximum
from game.merchants.state import State


def _places(s: State) -> Iterable[tuple[str, Iterable[int]]]:
    yield "cargo deck", s.cargo_deck
    yield "cargo discard", s.cargo_discard
    yield "glory deck", s.glory_deck
    yield "glory discard", s.glory_discard
    yield "event deck", s.event_deck
    yield "event discard", s.event_discard
    yield "mission deck", s.mission_deck
    yield "mission discard", s.mission_discard
    yield "board missions", s.missions
    yield "rumour deck", s.rumour_deck
    yield "captain deck", s.captain_deck
    yield "demand", (t for t in s.demand if t >= 0)
    yield "demand pool", s.demand_pool
    yield "mods", (t for t in s.mod_at if t >= 0)
    yield "merchants", (t for t in s.merchant_at if t >= 0)
    yield "merchant spaces", s.merchant_spaces
    for i, x in enumerate(s.seats):
        yield f"seat {i} cargo", x.cargo
        yield f"seat {i} hand", x.hand
        yield f"seat {i} specialists", x.specialists
        yield f"seat {i} mods", x.mods
        yield f"seat {i} cards", (c for c in (x.captain, x.next_captain, x.rumour, x.mission)
                                  if c >= 0)
    yield "in play", s.in_play
    if s.event >= 0 and s.event not in s.event_discard and s.event not in s.in_play:
        yield "the event being resolved", (s.event,)
    for f in s.stack:
        if f.kind == "port":
            yield "market", f.market
        elif f.kind == "raid":
            yield "raid", f.cards
        elif f.kind == "choice" and f.what in ("keep_cargo", "keep_rumour"):
            yield f"choice {f.what}", (int(o) for o in f.options
                                       if f.what == "keep_cargo" or int(o) != s.seats[
                                           f.seat].rumour)


def check(s: State) -> list[str]:
    """Every invariant that does not hold now (empty: all is well)."""
    bad: list[str] = []
    seen: Counter[int] = Counter()
    where: dict[int, list[str]] = {}
    for name, ids in _places(s):
        for c in ids:
            seen[c] += 1
            where.setdefault(c, []).append(name)
    cat = s.cat
    families = (cat.cargo_ids + cat.glory_ids + cat.event_ids + cat.mission_ids
                + cat.rumour_ids + cat.captain_ids + cat.demand_ids + cat.modification_ids
                + cat.merchant_ids)
    for c in families:
        if seen[c] != 1 and not (c in cat.captain_ids and seen[c] == 0):
            bad.append(f"card {c} lies in {seen[c]} places: {where.get(c, [])}")
    for i, x in enumerate(s.seats):
        if x.ducats < 0 or x.stash < 0:
            bad.append(f"RU56: seat {i} has {x.ducats} aboard and {x.stash} stashed")
        if not x.lo <= x.ducats or (x.hi >= 0 and x.ducats > x.hi):
            bad.append(f"DA5: seat {i}'s public bounds {x.lo}–{x.hi} miss its {x.ducats}")
        if any(not 0 <= b <= 5 for b in x.bounty):
            bad.append(f"BN5: seat {i}'s bounties {x.bounty}")
        if x.alive:
            for loc, v in enumerate(x.track):
                top = maximum(s, i, loc)
                if not 0 <= v <= top or top > 5:
                    bad.append(f"HL1: seat {i} track {loc} at {v} of {top}")
            if len(set(x.weapons)) != len(x.weapons):
                bad.append(f"SW1: seat {i} holds two weapons of a kind")
    return bad


def glory_from(events: Iterable[Any], seats: int) -> list[int]:
    """GL1, GL4: each seat's track glory as the sum of its glory events."""
    out = [0] * seats
    for ev in events:
        if type(ev) is E.GloryGained:
            out[ev.seat] += 1
    return out
