"""The game's contract, pinned: for the same seeds, the same prompts, commands, events and
views, bit for bit. The digests below were computed before any speed work on the engine,
the views or the bots (branch `speed`), so a faster engine must reproduce them exactly.

If a deliberate rules or bot change moves them, recompute with
`.venv/bin/python tests/jolly_roger/test_fingerprint.py` and say why in the commit.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.jolly_roger.ai import make_bot  # noqa: E402
from game.jolly_roger.ai.random_bot import random_command  # noqa: E402
from game.jolly_roger.cards import load_catalogue  # noqa: E402
from game.jolly_roger.commands import command_to_json  # noqa: E402
from game.jolly_roger.engine import Game  # noqa: E402

CAT = load_catalogue()  # the card catalogue: passed to games and bots, never a global

NAMES = [f"P{i}" for i in range(10)]

# (seats, bot levels (rotated like `simulate`), seed, variants, ask_all)
BOT_GAMES: list[tuple[int, tuple[str, ...], int, tuple[str, ...], bool]] = [
    (3, ("random",), 11, (), False),
    (6, ("random",), 12, (), False),
    (10, ("random",), 13, ("VG",), False),
    (4, ("medium",), 21, (), False),
    (6, ("medium",), 22, (), False),
    (6, ("medium",), 23, ("VH",), False),
    (9, ("medium",), 24, ("VG", "VH"), False),
    (6, ("medium", "easy", "random", "medium", "easy", "random"), 31, (), True),
    (5, ("easy",), 32, ("VG",), True),
]

# Engine-only random play (the property tests' driver): (seats, seed, variants, ask_all)
RANDOM_GAMES: list[tuple[int, int, tuple[str, ...], bool]] = [
    (3, 41, ("VH",), True),
    (6, 42, (), True),
    (7, 43, ("VG",), False),
    (10, 44, ("VG", "VH"), True),
]


def _dump(x: Any) -> bytes:
    return json.dumps(x, sort_keys=True, separators=(",", ":"), default=list).encode()


def bot_game_digest(seats: int, levels: tuple[str, ...], seed: int,
                    variants: tuple[str, ...], ask_all: bool, views: bool) -> str:
    """One AI game: every prompt, every command, (optionally) every seat's view at every
    decision, and the saved event log."""
    if len(levels) == 1:
        levels = levels * seats
    game = Game.new(NAMES[:seats], seed=seed, variants=list(variants), ask_all=ask_all,
                    humans=[False] * seats, cat=CAT)
    bots = [make_bot(levels[i], seed * 1009 + i, CAT) for i in range(seats)]
    h = hashlib.sha256()
    while not game.over:
        p = game.prompt()
        assert p is not None
        h.update(_dump(p._asdict()))
        if views:
            for seat in range(seats):
                h.update(_dump(game.view(seat).to_json()))
        cmd = bots[p.seat].act(game.view(p.seat), p)
        h.update(_dump(command_to_json(cmd)))
        game.submit(cmd)
    h.update(game.dumps().encode())
    return h.hexdigest()


def random_game_digest(seats: int, seed: int, variants: tuple[str, ...], ask_all: bool) -> str:
    rng = random.Random(seed)
    game = Game.new(NAMES[:seats], seed=seed, variants=list(variants), ask_all=ask_all, cat=CAT)
    h = hashlib.sha256()
    while not game.over:
        p = game.prompt()
        assert p is not None
        h.update(_dump(p._asdict()))
        view = game.view(p.seat)
        h.update(_dump(view.to_json()))
        cmd = random_command(view, p, rng, CAT)
        h.update(_dump(command_to_json(cmd)))
        game.submit(cmd)
    h.update(game.dumps().encode())
    return h.hexdigest()


def bulk_digest(seats: int, level: str, games: int) -> str:
    """Many whole games as `jolly-roger simulate` plays them: every saved event log."""
    h = hashlib.sha256()
    for seed in range(games):
        game = Game.new(NAMES[:seats], seed=seed, ask_all=False, humans=[False] * seats, cat=CAT)
        bots = [make_bot(level, seed * 1009 + i, CAT) for i in range(seats)]
        while not game.over:
            p = game.prompt()
            assert p is not None
            game.submit(bots[p.seat].act(game.view(p.seat), p))
        h.update(game.dumps().encode())
    return h.hexdigest()


BULK = [(6, "random", 40), (6, "medium", 25), (8, "easy", 10)]


def all_digests() -> dict[str, str]:
    out = {}
    for i, (seats, level, games) in enumerate(BULK):
        out[f"bulk{i}"] = bulk_digest(seats, level, games)
    for i, (seats, levels, seed, variants, ask_all) in enumerate(BOT_GAMES):
        out[f"bots{i}"] = bot_game_digest(seats, levels, seed, variants, ask_all, views=i in (1, 5))
    for i, (seats, seed, variants, ask_all) in enumerate(RANDOM_GAMES):
        out[f"random{i}"] = random_game_digest(seats, seed, variants, ask_all)
    return out


EXPECTED: dict[str, str] = {
    "bulk0": "66f3dae6b5de9e4b19cd6149abf5fd8c3c048c4c595b441382b1c31c6e3dacb2",
    "bulk1": "6d4f1dc2799c4876d8c983a1a23a4734926ad90cc839bdb487cfd7429c8bb528",
    "bulk2": "60f1c593e0c3d207db81fa9d6f11038c4fed8c279c199868923438cbf13c8fe5",
    "bots0": "931d5ec3e414ce7fbb39c0abe9c169cb31628d8920db61644488b45dc75a889a",
    "bots1": "e0a32b8662db61efdff978f8703954b742ab07cb44d48787fe00d9ea62adf405",
    "bots2": "d07618cf3064cfc4641af4c770ed1802c47042861ec22adf48579de90ebd44ad",
    "bots3": "01284187387668bc9c7af277e96723824de5a1eafb8b9b958a2bcef6ec098014",
    "bots4": "ea84da32a9801380012a71525d8eefe6c1399c3b59b2d7d4ea31f64b0e16efa2",
    "bots5": "1f8d60a159b1bc7e76a4c108f72262ef6d971ec0c7f2569b57a4301069bf0689",
    "bots6": "9640391b1ae9d30d89c8cd2d82cbd0f6bb534ea0e6cc82e30cae83b173bd31c6",
    "bots7": "d11f31261c05d7f6a0861c5430e3b2c823fda558092b88c5d62ad4c29c901af7",
    "bots8": "6a6309c8460b6ca5b19ee2e98227a236015dd81348b0b0df9d4005187ee2fed6",
    "random0": "c683b1a77e86dffd3a4cdee2da54683baaa5b9a0c1bc4b31187bcb7de49caa30",
    "random1": "e73a1bfcc2ea41691f2a6abf2984417671c86e44e0b7429afd87bc929b81469d",
    "random2": "0beeb260d5aa1b21a7120660aba077ea1829aa8e821aec401b6c8a281aca2cfd",
    "random3": "a6bf3e7732fbee6fd2da8226d2ffe3f8a645ab17bdf06bd3078a968fb58ab75a",
}


@pytest.mark.parametrize("i", range(len(BOT_GAMES)))
def test_DA7_bot_games_are_bit_for_bit_as_before(i: int) -> None:
    seats, levels, seed, variants, ask_all = BOT_GAMES[i]
    got = bot_game_digest(seats, levels, seed, variants, ask_all, views=i in (1, 5))
    assert got == EXPECTED[f"bots{i}"], (BOT_GAMES[i], got)


@pytest.mark.parametrize("i", range(len(BULK)))
def test_DA7_many_simulated_games_are_bit_for_bit_as_before(i: int) -> None:
    got = bulk_digest(*BULK[i])
    assert got == EXPECTED[f"bulk{i}"], (BULK[i], got)


@pytest.mark.parametrize("i", range(len(RANDOM_GAMES)))
def test_DA7_random_games_prompts_views_events_are_bit_for_bit_as_before(i: int) -> None:
    seats, seed, variants, ask_all = RANDOM_GAMES[i]
    got = random_game_digest(seats, seed, variants, ask_all)
    assert got == EXPECTED[f"random{i}"], (RANDOM_GAMES[i], got)


if __name__ == "__main__":
    for k, v in all_digests().items():
        print(f'    "{k}": "{v}",')
