"""Hot-seat clicks per voyage (issue 28): a 3-seat Jolly Roger game, two humans and one medium
AI pirate, played to the end headless through the real table scene.

    python3 benchmarks/hot_seat_clicks.py [--games 5] [--prompts all|holders] [--claim-at-once]

The humans' own decisions are a medium AI's answers from their seat's view, sent through the
table (not counted: they are the game). Counted are the clicks hot-seat adds: each curtain
lifted, and each shared question (a mutiny window, a reaction moment, DA1/DA4) nobody claims.
By default such a question is left to pass by itself (SHARED_PASS_MS, the app's behaviour
since issue 28); `--claim-at-once` clicks "No one" at once, as every player had to before.
A human whose bot would claim the question (call a mutiny, play a reaction card) clicks their
name. The clock is simulated (16 ms a frame), so the figures do not depend on this machine.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.session import HUMAN  # noqa: E402
from game.jolly_roger.ai.heuristic import HeuristicBot  # noqa: E402
from game.jolly_roger.cards import load_catalogue  # noqa: E402
from tests import ui_support  # noqa: E402
from tests.jolly_roger.test_ui_table import Player  # noqa: E402


def one_game(seed: int, prompts: str, at_once: bool) -> dict[str, float]:
    cat = load_catalogue()
    app, session, player = ui_support.make_table(
        Player, "jolly-roger", [HUMAN, HUMAN, "medium"], seed,
        options={"reaction_prompts": prompts})
    brains = {s: HeuristicBot(cat, 40 + s, "medium") for s in (0, 1)}
    claims: dict[tuple[int, int], bool] = {}
    out = {"no_one": 0.0, "curtains": 0.0, "claims": 0.0, "waited_s": 0.0, "voyages": 0.0}
    for _ in range(200_000):
        session.run_ai()
        player.frame()
        if session.over:
            break
        if player.pass_curtain():
            out["curtains"] += 1
            continue
        q = session.shared_question()
        if q is not None:
            p = session.prompt()
            key = (session.event_count, p.seat)
            if key not in claims:   # (asked once a question: the same game either way)
                claims[key] = p.seat in q.humans and type(
                    brains[p.seat].act(session.game.view(p.seat), p)).__name__ != "Pass"
            if claims[key]:
                player.click(f"button:shared:{p.seat}")
                out["claims"] += 1
            elif at_once:
                player.click("button:shared:none")
                out["no_one"] += 1
            else:
                player.frame(ms=500)
                out["waited_s"] += 0.5
            continue
        p = session.prompt()
        if p is not None and session.seats[p.seat].human and session.hand_visible():
            player.perform(brains[p.seat].act(session.game.view(p.seat), p))
    out["voyages"] = session.game.view(0).round
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=5)
    ap.add_argument("--prompts", default="all", choices=("all", "holders"))
    ap.add_argument("--claim-at-once", action="store_true")
    args = ap.parse_args()
    total: dict[str, float] = {}
    for seed in range(1, args.games + 1):
        for k, v in one_game(seed, args.prompts, args.claim_at_once).items():
            total[k] = total.get(k, 0.0) + v
    n = total["voyages"]
    clicks = total["no_one"] + total["curtains"]
    print(f"{args.games} games, {n:.0f} voyages, reaction prompts {args.prompts!r}, "
          f"{'No one at once' if args.claim_at_once else 'left to pass'}: per voyage "
          f"{total['no_one'] / n:.2f} 'No one' + {total['curtains'] / n:.2f} curtains = "
          f"{clicks / n:.2f} clicks; {total['claims'] / n:.2f} claims; "
          f"waited {total['waited_s'] / n:.1f} s")


if __name__ == "__main__":
    main()
