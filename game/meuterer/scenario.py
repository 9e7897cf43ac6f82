"""`jolly-roger scenario FILE.json` for Meuterer (the file's "game" is this table's id): drive
the engine from a file.

The file gives the seats, the seed, the `layout` option, optionally a prescribed deal (`decks`:
ring, captain, hands, pile) and a list of commands. One JSON line is printed per event (full
information, as an observer sees it), then a summary. Exit codes: 0 success; 1 malformed file;
2 an illegal command (`{"error", "clause", "command_index"}` is printed). See
docs/scenarios.md.
"""

from __future__ import annotations

from typing import Any

from game.core import scenarios
from game.meuterer.cards import Catalogue
from game.meuterer.events import event_to_json
from game.meuterer.rulebook import Meuterer
from game.meuterer.state import State

__all__ = ["card_table", "cards_main", "event_to_json", "load", "main", "run", "summary"]


def position(s: State) -> dict[str, Any]:
    """The table after the run, as a full-information observer sees it (islands by key)."""
    cat = s.cat

    def key(island: int) -> str | None:
        return cat.islands[island].key if island >= 0 else None

    return {
        "round": s.round,
        "captain": s.captain,
        "wage": None if s.wage < 0 else s.wage,
        "hands": [sorted(h) for h in s.hands],
        "aside": [sorted(a) for a in s.aside],
        "offers": [list(o) for o in s.offers],
        "sabres": [list(x) for x in s.sabres],
        "roles": [r or None for r in s.role],
        "ring": [key(i) for i in s.ring],
        "ship": key(s.ship),
        "active": [key(i) for i in s.active],
        "dest_captain": key(s.dest_captain),
        "dest_mutineer": key(s.dest_mutineer),
        "strength": list(s.strength) if s.strength else None,
        "mutiny_won": s.mutiny_won,
        "scores": list(s.scores),
        "pile": list(reversed(s.pile)),
        "discard": list(reversed(s.discard)),
    }


def ending(s: State) -> dict[str, Any]:
    """E2: who won (the scores are in the position)."""
    return {"winners": list(s.winners)}


def card_table(cat: Catalogue) -> str:
    """Every card id with its good, then the islands in the introductory circle order."""
    lines = [f"{card:3}  {cat.good(card)}" for card in cat.cards]
    lines.append("islands, in the introductory circle order (index key: buys, sales table, "
                 "ship points):")
    lines += [f"{i.index:3}  {i.key}: {i.buys}, {'/'.join(map(str, i.table))}, ship {i.ship}"
              for i in cat.islands]
    return "\n".join(lines)


TOOL = scenarios.TableScenarios(Meuterer.own, position, card_table, ending,
                                card_ids=lambda cat: cat.cards)
#: the runner (game.core.scenarios.TableScenarios): a file's game and steps, the summary
#: after a run, a run, the `scenario` and `cards` command lines
load, summary, run = TOOL.load_file, TOOL.summary, TOOL.run
main, cards_main = TOOL.main, TOOL.cards_main


if __name__ == "__main__":
    raise SystemExit(main())
