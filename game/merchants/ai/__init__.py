"""Merchants & Marauders' AI seats: `make_bot(level, seed, cat)`. Each bot is handed a seat's
view and a prompt, never the state (DA13)."""

from __future__ import annotations

from game.core.bots import level_maker

make_bot = level_maker(__name__, {"random": "random_bot"})
