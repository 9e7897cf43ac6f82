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
from game.rum.events import event_to_json
from game.rum.rulebook import Rum
from game.rum.state import State
from game.rum.view import captains_of

__all__ = ["card_table", "cards_main", "event_to_json", "load", "main", "run", "summary"]


def position(s: State) -> dict[str, Any]:
    """The table after the run, as a full-information observer sees it."""
    return {
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
    }


def ending(s: State) -> dict[str, Any]:
    """E4: how the game ended, who won, and the tie-break that decided it."""
    return {"end_cause": s.end, "winners": list(s.winners), "tiebreak": s.tiebreak}


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


TOOL = scenarios.TableScenarios(Rum.own, position, card_table, ending)
#: the runner (game.core.scenarios.TableScenarios): a file's game and steps, the summary
#: after a run, a run, the `scenario` and `cards` command lines
load, summary, run = TOOL.load_file, TOOL.summary, TOOL.run
main, cards_main = TOOL.main, TOOL.cards_main


if __name__ == "__main__":
    raise SystemExit(main())
