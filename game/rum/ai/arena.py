"""Strength of RUM's AI levels, measured: seeded games with the levels' seats rotated, each
level's win share (ties shared, RU16) with its Wilson 95% interval, and the search level's
iterations and milliseconds per decision. The big runs of docs live here, not in the tests:

    python -m game.rum.ai.arena --bots search,medium --games 200 --iterations 100
    python -m game.rum.ai.arena --bots medium,easy,easy,easy --games 400

`--bots` gives one level per seat (2–4 seats); game i seats them rotated by i, so every
level plays every seat equally often. `--iterations` fixes the search level's budget
(reproducible), `--think-ms` its wall clock instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core import arena
from game.rum.ai import make_bot
from game.rum.cards import Catalogue, load_catalogue
from game.rum.engine import Game

ARENA = arena.TableArena(Game, make_bot, load_catalogue, seats=(2, 4),
                         module="game.rum.ai.arena", doc=__doc__, end_causes=True)


def play(cat: Catalogue, levels: Sequence[str], seed: int, iterations: int | None = None,
         think_ms: float | None = None) -> tuple[Game, list[Any]]:
    """One game, seat i played by `levels[i]` (game.core.arena.play)."""
    return arena.play(ARENA, cat, levels, seed, iterations, think_ms)


def match(cat: Catalogue, bots: Sequence[str], games: int, seed: int = 0,
          iterations: int | None = None, think_ms: float | None = None) -> dict[str, Any]:
    """Win shares per level, rotated seats (game.core.arena.match)."""
    return arena.match(ARENA, cat, bots, games, seed, iterations, think_ms)


def main(argv: Sequence[str] | None = None) -> int:
    return arena.main(argv, ARENA)


if __name__ == "__main__":
    raise SystemExit(main())
