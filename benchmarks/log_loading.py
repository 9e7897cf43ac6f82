"""Loading a game log: a long finished game, and the same game with an undo flood.

    python3 benchmarks/log_loading.py [--seats 10] [--seed 3] [--pairs 23600] [--repeat 3]
                                      [--keep FILE] [--json]

A game of one human seat (played by a medium AI) and AI pirates is written the way the app
writes it (`LogWriter`); the flood file is the same game with `--pairs` (move, undo) pairs
written before the human's last move that may be taken back — what a hostile or broken
writer could produce within the size and line caps (8 MB, 50,000 lines). Each file is read
with `read_log` (the start checked, every surviving command played through the engine) and
the best of `--repeat` runs is printed:

- `plain_lines`, `plain_bytes`, `plain_load_s`: the finished game as the app writes it;
- `flood_lines`, `flood_bytes`, `flood_load_s`: with the flood.

Loading must be linear in the file's length: before issue 16 every undo line replayed the
whole game so far, and the default flood took about 37 s. `--keep FILE` writes the flood
file there (e.g. to try `jolly-roger replay FILE`).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import registry  # noqa: E402
from game.core.bots import ask  # noqa: E402
from game.core.gamelog import LogWriter, read_log  # noqa: E402

LEVEL = "medium"    # the AI pirates, and the bot that plays the human seat
NAMES = ("Anne", "Jack", "Mary", "Grace", "Edward", "Ching", "Henry", "Jeanne", "William", "Sadie")


def play(seats: int, seed: int) -> tuple[Any, Any, list[Any], list[tuple[Any, list[Any]]]]:
    """A finished game: (rulebook, options, its start events, its commands with events)."""
    book = registry.default().rulebook()
    options = book.info.default_options()
    humans = [True] + [False] * (seats - 1)
    game = book.new_game(NAMES[:seats], seed=seed, humans=humans, options=options)
    start = list(game.events)
    bots = [book.make_bot(LEVEL, seed * 7919 + i) for i in range(seats)]
    moves = []
    while not game.over:
        p = game.prompt()
        cmd = ask(bots[p.seat], p, game.view)
        moves.append((cmd, game.submit(cmd)))
    return book, options, start, moves


def write(path: Path, game: tuple[Any, Any, list[Any], list[tuple[Any, list[Any]]]],
          pairs: int) -> None:
    """The game's log at `path`, with `pairs` (move, undo) pairs before the human's last
    move that may be taken back."""
    book, options, start, moves = game
    quiet = [i for i, (cmd, out) in enumerate(moves)
             if getattr(cmd, "seat", None) == 0 and book.undoable(out)]
    flood_at = quiet[-1] if pairs and quiet else -1
    meta = {"seats": [{"name": n, "kind": "human" if i == 0 else LEVEL}
                      for i, n in enumerate(NAMES[:len(start[0].names)])], **options}
    writer = LogWriter.create(path, book, meta, start, app="benchmark", durable=False)
    for i, (cmd, out) in enumerate(moves):
        if i == flood_at:
            for _ in range(pairs):
                writer.append(cmd, out, sync=False)
                writer.undo()
        writer.append(cmd, out, sync=False)
    writer.close()


def best_load(path: Path, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        loaded = read_log(path)
        best = min(best, time.perf_counter() - t0)
        assert loaded.lost == 0 and loaded.game.over, loaded.problem
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seats", type=int, default=10)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--pairs", type=int, default=23_600)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--keep", type=Path, help="write the flood file here too")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    game = play(args.seats, args.seed)
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as folder:
        for name, pairs in (("plain", 0), ("flood", args.pairs)):
            path = Path(folder) / f"{name}.jsonl"
            write(path, game, pairs)
            data = path.read_bytes()
            out[f"{name}_lines"] = data.count(b"\n")
            out[f"{name}_bytes"] = len(data)
            out[f"{name}_load_s"] = round(best_load(path, args.repeat), 3)
            if name == "flood" and args.keep is not None:
                args.keep.write_bytes(data)
    if args.json:
        print(json.dumps(out))
    else:
        for key, value in out.items():
            print(f"{key:16} {value}")


if __name__ == "__main__":
    main()
