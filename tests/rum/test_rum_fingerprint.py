"""RUM's contract, pinned (DA4): for the same seeds, the same commands, events and views, bit
for bit — so a faster engine or a refactor must reproduce games exactly. Random bots only (the
AI levels change as they improve; the engine must not change under them).

If a deliberate rules change moves the digests, recompute them with
`.venv/bin/python tests/rum/test_rum_fingerprint.py` and say why in the commit.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from rum_support import CAT  # noqa: E402

from game.rum.ai.random_bot import RandomBot  # noqa: E402
from game.rum.commands import command_to_json  # noqa: E402
from game.rum.engine import Game  # noqa: E402

GAMES = [(2, 101), (3, 102), (4, 103), (4, 104)]
DIGESTS = {
    (2, 101): "549ef8716aeeeb193a8092c40dffa5f11258b927863b9d3d0265079c91e94e84",
    (3, 102): "b19c8a2651f74f54b3e76beebc614136c15c713d82cf79c2e121910611258038",
    (4, 103): "72ddf4ca2135a65dae0f2c6dfea2549e57b8966abed474d544fcbbb1b4a63b3b",
    (4, 104): "55429ace5fc1f89e8f2f8ffb9ea131a2957224d03abb384e08ff02302475c220",
}


def digest(seats: int, seed: int) -> str:
    """The game's commands, events and every seat's view at every decision, hashed."""
    h = hashlib.sha256()
    game = Game.new([f"P{i}" for i in range(seats)], cat=CAT, seed=seed)
    bots = [RandomBot(CAT, seed * 31 + i) for i in range(seats)]
    while not game.over:
        p = game.prompt()
        for seat in range(seats):
            h.update(repr(game.view(seat)).encode())
        cmd = bots[p.seat].quick(p)
        h.update(json.dumps(command_to_json(cmd)).encode())
        game.submit(cmd)
    h.update(game.dumps().encode())
    return h.hexdigest()


@pytest.mark.parametrize(("seats", "seed"), GAMES)
def test_DA4_the_same_seed_plays_the_same_game_bit_for_bit(seats: int, seed: int) -> None:
    assert digest(seats, seed) == DIGESTS[(seats, seed)]


if __name__ == "__main__":
    for key in GAMES:
        print(f"    {key}: \"{digest(*key)}\",")
