"""`jolly-roger scenario FILE.json` for RUM (the file's "game" is this table's id): drive the
engine from a file.

The file gives the seats, the seed, the `first_player` option, optionally a prescribed layout
(`decks`: beach, hands, captain values and owners, clock, first seat, the next wreck draws) and
a list of commands. One JSON line is printed per event (full information, as an observer sees
it), then a summary. Exit codes: 0 success; 1 malformed file; 2 an illegal command
(`{"error", "clause", "command_index"}` is printed). See docs/scenarios.md.
"""

from __future__ import annotations

from typing import Any

from game.core import scenarios
from game.rum.cards import Catalogue
from game.rum.engine import Game
from game.rum.events import event_to_json
from game.rum.rulebook import own_rulebook
from game.rum.view import captains_of

__all__ = ["card_table", "cards_main", "event_to_json", "load", "main", "own_rulebook", "run",
           "summary"]


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


TOOL = scenarios.TableScenarios(own_rulebook, summary, card_table)
#: the runner (game.core.scenarios.TableScenarios): a file's game and steps, a run, the
#: `scenario` and `cards` command lines
load, run, main, cards_main = TOOL.load_file, TOOL.run, TOOL.main, TOOL.cards_main


if __name__ == "__main__":
    raise SystemExit(main())
