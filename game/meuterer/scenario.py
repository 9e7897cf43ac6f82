"""`jolly-roger scenario FILE.json` for Meuterer (the file's "game" is this table's id): drive
the engine from a file.

The file gives the seats, the seed, the `layout` option, optionally a prescribed deal (`decks`:
ring, captain, hands, pile) and a list of commands. One JSON line is printed per event (full
information, as an observer sees it), then a summary. Exit codes: 0 success; 1 malformed file;
2 an illegal command (`{"error", "clause", "command_index"}` is printed). See
docs/scenarios.md.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from game.core import scenarios
from game.core.records import RecordError
from game.core.scenarios import Step, load_game
from game.meuterer.cards import Catalogue
from game.meuterer.commands import command_from_json
from game.meuterer.engine import Game
from game.meuterer.events import event_to_json
from game.meuterer.rulebook import Meuterer, own_rulebook


def load(data: Any, book: Meuterer) -> tuple[Game, list[Step]]:
    """Build the game and parse every command first, so a malformed file plays nothing
    (game.core.scenarios.load_game: every value is checked before it is used)."""
    return load_game(data, book, command_from_json, RecordError)


def summary(game: Game) -> dict[str, Any]:
    """The full-information state of the table after the run (islands by key)."""
    s = game._state  # the runner is a full-information observer
    cat = s.cat
    p = game.prompt()

    def key(island: int) -> str | None:
        return cat.islands[island].key if island >= 0 else None

    out: dict[str, Any] = {
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
        "next": p._asdict() if p else None,
        "over": s.over,
    }
    if s.over:
        out["winners"] = list(s.winners)
    return out


def run(data: Any, stream: TextIO, book: Meuterer | None = None, *,
        seat: str | int | None = None) -> int:
    """Play a scenario (parsed JSON) and write its lines to `stream` — as the full-information
    observer, or as `seat` (`--as`: its redacted events and views); the exit code."""
    rulebook = book or own_rulebook()
    return scenarios.run_file(data, stream, lambda d: load(d, rulebook), event_to_json,
                              summary, seat)


def main(argv: Sequence[str] | None = None) -> int:
    """`scenario FILE.json [--as SEAT]`."""
    return scenarios.main(list(sys.argv[1:] if argv is None else argv),
                          lambda data, out, seat: run(data, out, own_rulebook(), seat=seat))


def card_table(cat: Catalogue) -> str:
    """Every card id with its good, then the islands in the introductory circle order."""
    lines = [f"{card:3}  {cat.good(card)}" for card in cat.cards]
    lines.append("islands, in the introductory circle order (index key: buys, sales table, "
                 "ship points):")
    lines += [f"{i.index:3}  {i.key}: {i.buys}, {'/'.join(map(str, i.table))}, ship {i.ship}"
              for i in cat.islands]
    return "\n".join(lines)


def cards_main(argv: Sequence[str] | None = None) -> int:
    """`jolly-roger cards --game meuterer [--json]`: the card ids scenario files refer to."""
    args = list(sys.argv[1:] if argv is None else argv)
    cat = own_rulebook().cat
    if "--json" in args:
        print(json.dumps([cat.describe(c) for c in cat.cards]))
    else:
        print(card_table(cat))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
