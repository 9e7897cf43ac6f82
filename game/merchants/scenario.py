"""`jolly-roger scenario FILE.json` for Merchants & Marauders (the file's "game" is this
table's id): drive the engine from a file.

The file gives the seats, the seed, the options ("target", "purses"), optionally a prescribed
layout (`decks`: every deck's first cards, the captains dealt, the tokens; OV4) and a list of
commands. One JSON line is printed per event (full information, as an observer sees it), then
a summary. Exit codes: 0 success; 1 malformed file; 2 an illegal command. See
docs/scenarios.md.
"""

from __future__ import annotations

from typing import Any

from game.core import scenarios
from game.merchants.cards import Catalogue
from game.merchants.events import event_to_json
from game.merchants.rulebook import Merchants
from game.merchants.state import State
from game.merchants.vocabulary import GOODS, LOCATIONS, NATIONS, SLOTS

__all__ = ["card_table", "cards_main", "event_to_json", "load", "main", "run", "summary"]


def position(s: State) -> dict[str, Any]:
    """The table after the run, as a full-information observer sees it."""
    cat = s.cat

    def zone(z: int) -> str | None:
        return cat.zones[z].id if z >= 0 else None

    return {
        "game_turn": s.game_turn,
        "start": s.start,
        "active": s.active,
        "seats": [{"captain": x.captain, "ship": x.ship, "zone": zone(x.zone),
                   "in_port": x.in_port, "track": dict(zip(LOCATIONS, x.track, strict=True)),
                   "ducats": x.ducats, "stash": x.stash, "cargo": list(x.cargo),
                   "glory": x.glory, "hand": list(x.hand), "bounty":
                   {n: b for n, b in zip(NATIONS, x.bounty, strict=True) if b},
                   "mission": x.mission, "rumour": x.rumour, "weapons": list(x.weapons),
                   "mods": list(x.mods)} for x in s.seats],
        "npcs": {SLOTS[i]: {"card": sl.stack[-1][0] if sl.stack else None,
                            "zone": zone(sl.zone)} for i, sl in enumerate(s.slots)
                 if sl.stack or sl.arriving},
        "demand": {cat.zones[z].id: GOODS[cat.demand_good(t)]
                   for z, t in enumerate(s.demand) if t >= 0},
        "wars": [list(w) for w in s.wars],
        "missions": list(s.missions),
        "events_left": len(s.event_deck),
    }


def ending(s: State) -> dict[str, Any]:
    """E2–E7: who won, and what ended the game."""
    return {"winners": list(s.winners), "cause": s.cause}


def card_table(cat: Catalogue) -> str:
    """Every card and token id with what it is."""
    ids = (cat.cargo_ids + cat.glory_ids + cat.mission_ids + cat.rumour_ids + cat.event_ids
           + cat.captain_ids + cat.demand_ids + cat.modification_ids + cat.merchant_ids)
    lines = []
    for c in ids:
        d = cat.describe(c)
        rest = ", ".join(f"{k} {v}" for k, v in d.items() if k not in ("id", "family"))
        lines.append(f"{c:4}  {d['family']}: {rest}")
    lines.append("zones (index id key flag):")
    lines += [f"{z.index:4}  {z.id} {z.key} {z.flag or '-'}" for z in cat.zones]
    return "\n".join(lines)


def _ids(cat: Catalogue) -> tuple[int, ...]:
    return (cat.cargo_ids + cat.glory_ids + cat.mission_ids + cat.rumour_ids + cat.event_ids
            + cat.captain_ids + cat.demand_ids + cat.modification_ids + cat.merchant_ids)


TOOL = scenarios.TableScenarios(Merchants.own, position, card_table, ending, card_ids=_ids)
#: the runner (game.core.scenarios.TableScenarios): a file's game and steps, the summary
#: after a run, a run, the `scenario` and `cards` command lines
load, summary, run = TOOL.load_file, TOOL.summary, TOOL.run
main, cards_main = TOOL.main, TOOL.cards_main


if __name__ == "__main__":
    raise SystemExit(main())
