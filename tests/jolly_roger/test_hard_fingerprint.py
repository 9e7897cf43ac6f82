"""The hard AI's search, pinned (issue 14): at a fixed iteration budget (no clock) a hard seat
against medium bots plays the same commands and the same game, bit for bit, as before any
speed work on the search, its worlds or the engine's step path. A faster search must
reproduce these digests exactly; a deliberate change to the search or its evaluation moves
them — recompute with `.venv/bin/python tests/jolly_roger/test_hard_fingerprint.py` and say
why in the commit.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.jolly_roger.ai import ask, make_bot  # noqa: E402
from game.jolly_roger.ai.hard import HardBot  # noqa: E402
from game.jolly_roger.ai.world import shuffle  # noqa: E402
from game.jolly_roger.cards import load_catalogue  # noqa: E402
from game.jolly_roger.commands import COMMANDS  # noqa: E402
from game.jolly_roger.engine import Game  # noqa: E402

CAT = load_catalogue()
ITERATIONS = 30

# (seats, seed, the hard seat) -> the digest of every command, the searched decisions'
# playouts (iterations) and the saved log; recorded for the paired-playout search (fifth
# session), whose worlds, medium playouts and choice they pin
GAMES = [(6, 1, 1), (4, 2, 0)]
EXPECTED = {
    (6, 1, 1): "bcc38d796f02c2df7e6bd84348646d97f29dc88b69771d5060b911a991066ee5",
    (4, 2, 0): "ed1c6fc0a355798ed05068e2f326df65187f5a45e1eb9673bb3b8e71aa380673",
}


def hard_game_digest(seats: int, seed: int, me: int) -> str:
    game = Game.new([f"P{i}" for i in range(seats)], seed=seed, cat=CAT, ask_all=False,
                    humans=[False] * seats)
    hard = HardBot(CAT, seed * 7 + me, think_ms=0, iterations=ITERATIONS)
    bots = [hard if i == me else make_bot("medium", seed * 10 + i, CAT) for i in range(seats)]
    h = hashlib.sha256()
    while not game.over:
        p = game.prompt()
        assert p is not None
        cmd = ask(bots[p.seat], p, game.view)
        h.update(json.dumps(COMMANDS.to_dict(cmd), sort_keys=True).encode())
        game.submit(cmd)
    h.update(repr([its for its, _ms in hard.stats]).encode())
    h.update(game.dumps().encode())
    assert len(hard.stats) > 20  # it did search
    return h.hexdigest()


@pytest.mark.parametrize("game", GAMES)
def test_DA7_hard_search_at_a_fixed_budget_is_bit_for_bit_as_before(
        game: tuple[int, int, int]) -> None:
    assert hard_game_digest(*game) == EXPECTED[game], game


def test_DA7_the_samplers_shuffle_draws_exactly_as_random_shuffle() -> None:
    """The sampler's inlined shuffle gives random.shuffle's order and leaves the generator
    where random.shuffle leaves it, for every deck size a world deals (and the edge sizes)."""
    for seed in range(40):
        for size in (0, 1, 2, 3, 7, 8, 9, 31, 32, 33, 64, 90):
            mine, theirs = random.Random(seed), random.Random(seed)
            a, b = list(range(size)), list(range(size))
            shuffle(a, mine)
            theirs.shuffle(b)
            assert a == b, (seed, size)
            assert mine.getstate() == theirs.getstate(), (seed, size)


if __name__ == "__main__":
    for g in GAMES:
        print(f"    {g}: \"{hard_game_digest(*g)}\",")
