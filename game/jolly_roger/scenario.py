"""`jolly-roger scenario FILE.json`: drive the engine from a file, without Python.

The file gives the seats, variants, seed, optionally the order of each deck, and a list of
commands. One JSON line is printed per event applied (full information, as an observer
sees it), then a final summary. Exit codes: 0 success; 1 malformed file; 2 an illegal
command (`{"error", "clause", "command_index"}` is printed). See docs/scenarios.md.
"""

from __future__ import annotations

from typing import Any, cast

from game.core import scenarios
from game.core.records import RecordError
from game.core.scenarios import (
    ScenarioError,
    Step,
    commands_of,
    header,
    humans_and_decks,
)
from game.core.setup import SetupError
from game.core.untrusted import (
    described,
    shown,
    whole_number,
)
from game.jolly_roger.cards import DEST_KINDS, Catalogue
from game.jolly_roger.commands import COMMANDS
from game.jolly_roger.engine import Game
from game.jolly_roger.events import event_to_json
from game.jolly_roger.rulebook import JollyRoger
from game.jolly_roger.state import State

__all__ = ["card_table", "cards_main", "event_to_json", "load", "main", "run", "summary"]

_KEYS = {"game", "seats", "variants", "seed", "decks", "commands", "reaction_prompts", "humans",
         "description"}
MAX_SEED = 2**63 - 1               # as in game logs


def load(data: Any, book: JollyRoger) -> tuple[Game, list[Step]]:
    """Build the game and parse every command first, so a malformed file plays nothing.
    Every value is checked before it is used (seats before anything is allocated for them):
    a malformed file is told in one line, never met deep in the engine."""
    names = header(data, book, _KEYS)
    game = _new_game(data, names, book)
    commands = commands_of(data, COMMANDS.from_dict, RecordError, most=None, game=game)
    return game, commands


def _new_game(data: dict[str, Any], names: list[str], book: JollyRoger) -> Game:
    """The game the file sets up: its options checked, then setup's own checks (S1–S5)."""
    seed = data.get("seed", 0)
    if whole_number(seed, -MAX_SEED, MAX_SEED) is None:
        raise ScenarioError(f"'seed' must be a whole number below 2^63, not {described(seed)}")
    variants = data.get("variants", [])
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        raise ScenarioError("'variants' must be a list such as [\"VG\"]")
    reaction = data.get("reaction_prompts", "all")
    if reaction not in ("all", "holders"):
        raise ScenarioError("'reaction_prompts' must be \"all\" or \"holders\"")
    humans, decks = humans_and_decks(data)
    try:
        return book.new_game(names, seed=seed, humans=humans, decks=decks,
                             options={"variants": variants, "reaction_prompts": reaction})
    except SetupError as exc:
        raise ScenarioError(f"setup: {shown(exc, 300)}") from None


def position(s: State) -> dict[str, Any]:
    """The table after the run, as a full-information observer sees it."""
    return {
        "round": s.round,
        "captain": s.captain,
        "quartermaster": s.qm if s.qm >= 0 else None,
        "hands": [list(h) for h in s.hands],
        "prizes": [[{"card": c, "buried": c in s.buried} for c in p_] for p_ in s.prizes],
        "piles": {
            "crew_deck": list(reversed(s.crew_deck)),
            "crew_discard": list(s.crew_discard),
            "destinations": {k: list(reversed(s.stacks[i])) for i, k in enumerate(DEST_KINDS)},
            "destination_discard": list(s.dest_discard),
            "prize_deck": list(reversed(s.prize_deck)),
            "prize_discard": list(s.prize_discard),
        },
    }


def ending(s: State) -> dict[str, Any]:
    """E1–E4: how the game ended, each seat's gold and rum, and who won."""
    cause, scores, winners = cast(tuple[str, tuple[tuple[int, int], ...], tuple[int, ...]],
                                  s.result)   # game_ended's fields (evolve)
    return {"end_cause": cause,
            "scores": [{"seat": i, "gold": g, "rum": r} for i, (g, r) in enumerate(scores)],
            "winners": list(winners)}


def card_line(cat: Catalogue, card: int) -> str:
    """One card's facts in a short line, e.g. 'crew: cannons 2, crew 3'."""
    d = cat.describe(card)
    category = d["category"]
    if category == "crew":
        if "special" in d:
            return f"crew: {d['special']} (special), crew {d['crew']}"
        skills = d["skills"]
        if d.get("multi"):
            return f"crew: {'/'.join(skills)} 1 (multi-skill, one counts), crew {d['crew']}"
        (skill, value), = skills.items()
        return f"crew: {skill} {value}, crew {d['crew']}"
    if category == "destination":
        head = f"destination: {d['kind']} [{d['players']}]"
        if "require" in d:
            req = ", ".join(f"{k} {v}" for k, v in d["require"].items())
            return f"{head}: {req}; {d['prizes']} prizes"
        if "draw" in d:
            return f"{head}: draw {d['draw']}"
        return head
    if category == "prize":
        return f"prize: {d['type']}" + (f" {d['gold']}" if d["type"] == "gold" else "")
    return "reference card"


def card_table(cat: Catalogue) -> str:
    """Every card id with its facts, one line each (for writing scenario files)."""
    return "\n".join(f"{card:3}  {card_line(cat, card)}" for card in range(cat.size))


TOOL = scenarios.TableScenarios(JollyRoger.own, position, card_table, ending, load)
#: the runner (game.core.scenarios.TableScenarios): the summary after a run, a run, the
#: `scenario` and `cards` command lines (bad card data fails on loading, before playing)
summary, run, main, cards_main = TOOL.summary, TOOL.run, TOOL.main, TOOL.cards_main


if __name__ == "__main__":
    raise SystemExit(main())
