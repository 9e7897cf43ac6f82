"""Meuterer's contract, pinned (DA7): for the same seeds, the same commands, events and views,
bit for bit — so a faster engine or a refactor must reproduce games exactly. Random bots only
(the AI levels change as they improve; the engine must not change under them).

If a deliberate rules change moves the digests, recompute them with
`.venv/bin/python tests/meuterer/test_meut_fingerprint.py` and say why in the commit.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from meut_support import CAT  # noqa: E402

from game.meuterer.ai.random_bot import RandomBot  # noqa: E402
from game.meuterer.commands import command_to_json  # noqa: E402
from game.meuterer.engine import Game  # noqa: E402

GAMES = [(3, 101), (4, 102), (4, 103)]
DIGESTS = {
    (3, 101): "b97fe117797ec17f9e44e9a3e0e743c7be11af7c8bc6039ff85a78f563d645c4",
    (4, 102): "834bf15ad9f9ceeda6e09eecbdbf3a1bdaab89efa78d37b970fbf139bb2fc2e4",
    (4, 103): "63c7ea5edf59b5a0944125e38022369290f93cfeae44909ab975eb4f0e11d991",
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
def test_DA7_the_same_seed_plays_the_same_game_bit_for_bit(seats: int, seed: int) -> None:
    assert digest(seats, seed) == DIGESTS[(seats, seed)]


if __name__ == "__main__":
    for key in GAMES:
        print(f"    {key}: \"{digest(*key)}\",")
