"""Merchants & Marauders' AI seats: `make_bot(level, seed, cat)`. Each bot is handed a seat's
view and a prompt, never the state (DA13)."""

from __future__ import annotations

from game.core.bots import level_maker

LEVELS = ("random", "easy", "medium")
#: the K39 harness's strategy profiles (medium with a fixed plan), for balance runs only
TEST_LEVELS = ("trader", "raider", "hunter", "mixed")

make_bot = level_maker(__name__, {"random": "random_bot", "easy": "heuristic",
                                  "medium": "heuristic", "trader": "heuristic",
                                  "raider": "heuristic", "hunter": "heuristic",
                                  "mixed": "heuristic"})
