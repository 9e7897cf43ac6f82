"""Every table's fingerprints (DA7), through the registry's protocol: for the seeds a table
recorded in `tests/<package>/fingerprints.json`, the same prompts, commands, events and views,
bit for bit — so a faster engine or a refactor must reproduce its games exactly. A table
registers, records its fingerprints there, and is held to them.

A recipe: `seats`, `seeds` (one game each, hashed into one digest), `levels` (rotated over the
seats), `bot_seed` ([a, b]: seat i's bot is seeded seed·a + b + i; "shared": one bot seeded
with the seed plays every seat), `call` ("act": the bot is handed the view every time; "ask":
as the app asks it, `game.core.bots.ask`), `options`, `humans`, optionally `iterations` (the
searching level's fixed budget: `make_bot(..., iterations)`), and what is hashed at each
decision, in this order: "prompt" (its fields as sorted JSON), "views:json" / "views:repr"
(every seat's view), "view:json" (the deciding seat's), "command:sorted" / "command:plain"
(its JSON), and "log" (the game's JSON log at the end).

If a deliberate rules change moves a digest, print them again with
`python3 tests/contract/test_contract_fingerprints.py TABLE-ID` and say why in the commit.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from contract_support import IDS, NAMES, TABLES  # noqa: E402

from game.core.bots import ask  # noqa: E402
from game.core.registry import GameInfo  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def recipes(info: GameInfo) -> list[dict[str, Any]]:
    path = ROOT / "tests" / info.package / "fingerprints.json"
    if not path.exists():
        return []
    return list(json.loads(path.read_text(encoding="utf-8"))["games"])


def _sorted(x: Any) -> bytes:
    return json.dumps(x, sort_keys=True, separators=(",", ":"), default=list).encode()


def digest(info: GameInfo, r: dict[str, Any]) -> str:
    book = info.rulebook()
    seats, hashed = r["seats"], r["hash"]
    levels = [r["levels"][i % len(r["levels"])] for i in range(seats)]
    h = hashlib.sha256()
    for seed in r["seeds"]:
        game = book.new_game(NAMES[:seats], seed=seed, humans=r["humans"], options=r["options"])
        if r["bot_seed"] == "shared":
            bots = [book.make_bot(levels[0], seed, r.get("iterations"))] * seats
        else:
            a, b = r["bot_seed"]
            bots = [book.make_bot(levels[i], seed * a + b + i, r.get("iterations"))
                    for i in range(seats)]
        while not game.over:
            p = game.prompt()
            assert p is not None
            if "prompt" in hashed:
                h.update(_sorted(p._asdict()))
            if "views:json" in hashed:
                for seat in range(seats):
                    h.update(_sorted(game.view(seat).to_json()))
            if "views:repr" in hashed:
                for seat in range(seats):
                    h.update(repr(game.view(seat)).encode())
            if "view:json" in hashed:
                view = game.view(p.seat)
                h.update(_sorted(view.to_json()))
                cmd = bots[p.seat].act(view, p)
            elif r["call"] == "act":
                cmd = bots[p.seat].act(game.view(p.seat), p)
            else:
                cmd = ask(bots[p.seat], p, game.view)
            if "command:sorted" in hashed:
                h.update(_sorted(book.command_to_json(cmd)))
            if "command:plain" in hashed:
                h.update(json.dumps(book.command_to_json(cmd)).encode())
            game.submit(cmd)
        if "log" in hashed:
            h.update(game.dumps().encode())
    return h.hexdigest()


CASES = [(info, r) for info in TABLES for r in recipes(info)]


@pytest.mark.parametrize("info", TABLES, ids=IDS)
def test_DA7_every_table_records_its_fingerprints(info: GameInfo) -> None:
    """A table without fingerprints could change its games unnoticed: record some (see the
    module's docstring) in tests/<package>/fingerprints.json."""
    assert recipes(info), f"{info.id}: no tests/{info.package}/fingerprints.json"


@pytest.mark.parametrize(("info", "recipe"), CASES,
                         ids=[f"{info.id}-{r['name']}" for info, r in CASES])
def test_DA7_the_same_seeds_play_the_same_games_bit_for_bit(info: GameInfo,
                                                            recipe: dict[str, Any]) -> None:
    got = digest(info, recipe)
    assert got == recipe["digest"], (info.id, recipe["name"], got)


if __name__ == "__main__":
    from game.core import registry

    table = registry.get(sys.argv[1] if len(sys.argv) > 1 else registry.default().id)
    for r in recipes(table):
        print(f'{r["name"]}: "{digest(table, r)}"')
