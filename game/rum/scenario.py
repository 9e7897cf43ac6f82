"""`jolly-roger scenario FILE.json` for RUM (the file's "game" is this table's id): drive the
engine from a file.

The file gives the seats, the seed, the `first_player` option, optionally a prescribed layout
(`decks`: beach, hands, captain values and owners, clock, first seat, the next wreck draws) and
a list of commands. One JSON line is printed per event (full information, as an observer sees
it), then a summary. Exit codes: 0 success; 1 malformed file; 2 an illegal command
(`{"error", "clause", "command_index"}` is printed). See docs/scenarios.md.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from game.core import scenarios
from game.core.records import RecordError
from game.core.scenarios import Step, load_game
from game.rum.cards import Catalogue
from game.rum.commands import command_from_json
from game.rum.engine import Game
from game.rum.events import event_to_json
from game.rum.rulebook import Rum, own_rulebook
from game.rum.view import captains_of


def load(data: Any, book: Rum) -> tuple[Game, list[Step]]:
    """Build the game and parse every command first, so a malformed file plays nothing
    (game.core.scenarios.load_game: every value is checked before it is used)."""
    return load_game(data, book, command_from_json, RecordError)


def summary(game: Game) -> dict[str, Any]:
    """The full-information state of the table after the run."""
    s = game._state  # the runner is a full-information observer
    p = game.prompt()
    out: dict[str, Any] = {
        "turn": s.turn,
        "clock": s.clock,
        "hands": [list(h) for h in s.hands],
        "beach": [{"card": c, "face_up": up} if c >= 0 else None
                  for c, up in zip(s.beach, s.beach_up, strict=True)],
        "wreck": sorted(s.wreck),
        "parrot_drawn": s.flying,
        "captains": [{"colour": s.cat.colours[c.colour].key, "value": c.value,
                      "owner": c.owner} for c in captains_of(s)],
        "scores": list(s.scores()),
        "next": p._asdict() if p else None,
        "over": s.over,
    }
    if s.over:
        out["end_cause"] = s.end
        out["winners"] = list(s.winners)
        out["tiebreak"] = s.tiebreak
    return out


def run(data: Any, stream: TextIO, book: Rum | None = None, *,
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


def card_line(cat: Catalogue, card: int) -> str:
    """One card's facts, e.g. 'rum: single green, double blue'."""
    d = cat.describe(card)
    if d["kind"] == "parrot":
        return "parrot"
    return f"rum: single {d['single']}, double {d['double']}"


def card_table(cat: Catalogue) -> str:
    """Every card id with its facts, one line each (for writing scenario files)."""
    lines = [f"{card:3}  {card_line(cat, card)}" for card in range(cat.size)]
    lines.append("captain cards by colour: " + ", ".join(
        f"{c.index} {c.key}" for c in cat.colours))
    return "\n".join(lines)


def cards_main(argv: Sequence[str] | None = None) -> int:
    """`jolly-roger cards --game rum [--json]`: the card ids scenario files refer to."""
    args = list(sys.argv[1:] if argv is None else argv)
    cat = own_rulebook().cat
    if "--json" in args:
        print(json.dumps([cat.describe(c) for c in range(cat.size)]))
    else:
        print(card_table(cat))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
