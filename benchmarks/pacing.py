"""AI pacing: how long a player waits on AI seats in a whole quick game (issue 17).

    python3 benchmarks/pacing.py [--game ID] [--seed 1] [--games 1] [--json]

A quick game (one human and the table's `quick_seats - 1` AI pirates at its default level:
Jolly Roger, six seats) is played to the end headless through the real table scene, at the
default settings (AI speed and animation speed). The human seat is scripted: whenever it has
a decision, a medium AI pirate's answer (from that seat's view and prompt) is sent at once
through the table, as a click would. The clock is simulated: every frame advances it by
`--frame-ms` (16, about 60 frames a second), so the figure depends on the app's pacing, not
on this machine's speed.

`ai_wait_s` adds up the frames in which the game waits on an AI seat (its thinking pause, the
flights before it may act). Each AI move is charged the wait that led up to it; the breakdown
`by_kind` sums those charges by the kind of the first event the move made (`passed`,
`cards_played`, `mutiny_called`, …), with `moves` counting them. Goal: `ai_wait_s` ≤ 180 in a
six-seat quick game at the default speed.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

GOAL_S = 180.0


def play_one(game_id: str, seed: int, frame_ms: int, max_frames: int = 400_000) -> dict[str, Any]:
    """One quick game to its end: the AI wait (simulated ms) by event kind, and the totals."""
    from game.core.bots import ask
    from game.core.session import GameSession
    from scenes.app import register_scenes
    from scenes.launch import quick_game_seats
    from scenes.manager import App
    from scenes.settings_store import Settings

    register_scenes()
    app = App(Settings(), headless=True)   # the default AI speed and animation speed
    session = GameSession(quick_game_seats(game_id), game_id=game_id, seed=seed)
    human = session.humans()[0]
    scripted = session.rulebook.make_bot("medium", seed * 31 + 7)
    app.session = session
    table: Any = app.go("table")
    waits: Counter[str] = Counter()
    moves: Counter[str] = Counter()
    pending = 0.0    # wait since the last AI move
    seen = 0
    frames = 0
    while not session.over and frames < max_frames:
        p = session.prompt()
        if p is not None and p.seat == human and app.top is table:
            err = table.submit(ask(scripted, p, lambda seat: session.view()))
            if err:
                raise RuntimeError(f"the scripted human was refused: {err}")
            table.after_command()
        elif p is not None:
            pending += frame_ms     # this frame, the game waits on an AI seat
        if app.top is not table:    # a notice or another scene: back to the table
            app.pop()
        app.step(frame_ms, [])
        frames += 1
        for entry in session.entries[seen:]:
            seat = getattr(entry.cmd, "seat", human)
            if seat != human and entry.events:
                kind = getattr(entry.events[0], "NAME", type(entry.events[0]).__name__)
                waits[kind] += pending
                moves[kind] += 1
                pending = 0.0
        seen = len(session.entries)
    if not session.over:
        raise RuntimeError(f"the game did not end in {max_frames} frames")
    return {"wait_ms": waits, "moves": moves, "frames": frames}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="", help="the table (default: the flagship)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=1, help="games (seeds from --seed on)")
    parser.add_argument("--frame-ms", type=int, default=16)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    started = time.perf_counter()
    waits: Counter[str] = Counter()
    moves: Counter[str] = Counter()
    frames = 0
    for k in range(args.games):
        one = play_one(args.game, args.seed + k, args.frame_ms)
        waits.update(one["wait_ms"])
        moves.update(one["moves"])
        frames += one["frames"]
    n = args.games
    total = sum(waits.values()) / 1000 / n
    result = {
        "game": args.game or "default",
        "games": n,
        "seed": args.seed,
        "frame_ms": args.frame_ms,
        "ai_wait_s": round(total, 1),
        "ai_moves": round(sum(moves.values()) / n, 1),
        "by_kind": {kind: {"wait_s": round(ms / 1000 / n, 1), "moves": round(moves[kind] / n, 1)}
                    for kind, ms in waits.most_common()},
        "frames": frames // n,
        "goal_s": GOAL_S,
        "real_s": round(time.perf_counter() - started, 1),
    }
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"AI wait {result['ai_wait_s']} s over {result['ai_moves']} AI moves "
              f"(goal ≤ {GOAL_S:.0f} s); by kind:")
        for kind, row in result["by_kind"].items():
            print(f"  {kind:24} {row['wait_s']:7.1f} s  {row['moves']:6.1f} moves")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
