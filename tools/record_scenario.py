"""Record a whole game played by AI seats as a scenario file (for docs and tests).

    python3 tools/record_scenario.py --seats 4 --seed 7 --out docs/scenarios/full_game_4_seats.json
    python3 tools/record_scenario.py --game merchants-marauders --seats 4 --seed 7 \
        --bots medium --out docs/scenarios/merchants-marauders/games/full_game_4_seats_medium.json

Jolly Roger's games are played by random seats with its variants and reaction prompts; any
other table's through its registry rulebook, each seat a bot of `--bots` (one level, or a
comma list, one per seat) that sees only its view, with the table's default options.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.jolly_roger.ai.random_bot import RandomBot  # noqa: E402
from game.jolly_roger.cards import load_catalogue  # noqa: E402
from game.jolly_roger.commands import COMMANDS  # noqa: E402
from game.jolly_roger.engine import Game  # noqa: E402

CAT = load_catalogue()  # the card catalogue: passed to games and bots, never a global

NAMES = ["Anna", "Ben", "Cleo", "Dan", "Edda", "Finn", "Greta", "Hugo", "Ida", "Jon"]


def record(seats: int, seed: int, variants: list[str], reaction: str) -> dict[str, object]:
    game = Game.new(NAMES[:seats], seed=seed, variants=variants, ask_all=reaction == "all", cat=CAT)
    bots = [RandomBot(CAT, seed * 100 + i) for i in range(seats)]
    commands = []
    while not game.over:
        p = game.prompt()
        assert p is not None
        cmd = bots[p.seat].act(game.view(p.seat), p)
        game.submit(cmd)
        commands.append(COMMANDS.to_dict(cmd))
    return {"description": f"A whole {seats}-seat game played by random AI seats (seed {seed}).",
            "seats": NAMES[:seats], "seed": seed, "variants": variants,
            "reaction_prompts": reaction, "commands": commands}


def record_table(game_id: str, seats: int, seed: int, levels: list[str]) -> dict[str, object]:
    """A whole game of any registered table, its commands as the scenario runner reads them."""
    from game.core import registry
    from game.core.bots import ask

    book = registry.get(game_id).rulebook()
    game = book.new_game(NAMES[:seats], seed=seed, humans=[False] * seats, options={})
    bots = [book.make_bot(levels[i % len(levels)], seed * 100 + i) for i in range(seats)]
    commands = []
    while not game.over:
        p = game.prompt()
        assert p is not None
        cmd = ask(bots[p.seat], p, game.view)
        game.submit(cmd)
        commands.append(book.command_to_json(cmd))
    who = ", ".join(sorted(set(levels)))
    return {"game": game_id,
            "description": f"A whole {seats}-seat game played by AI seats ({who}), seed {seed}.",
            "seats": NAMES[:seats], "seed": seed, "commands": commands}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", default="jolly-roger")
    ap.add_argument("--bots", default="random", help="another table's AI level(s), comma list")
    ap.add_argument("--seats", type=int, default=4)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--variants", default="")
    ap.add_argument("--reaction-prompts", choices=("all", "holders"), default="holders")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    if a.game != "jolly-roger":
        data = record_table(a.game, a.seats, a.seed, a.bots.split(","))
    else:
        data = record(a.seats, a.seed, [v for v in a.variants.split(",") if v],
                      a.reaction_prompts)
    Path(a.out).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"{a.out}: {len(data['commands'])} commands")  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
