"""Playing whole RUM games in tests: random bots through the public API only
(tests/rules_support.RandomGames)."""

from __future__ import annotations

from rum_support import CAT

from game.rum.ai.random_bot import RandomBot
from game.rum.engine import Game
from tests.rules_support import RandomGames

NAMES = ["Ania", "Bartek", "Łukasz", "Zosia"]

GAMES = RandomGames(lambda seed, seats: Game.new(NAMES[:seats], cat=CAT, seed=seed), RandomBot)
random_game, steps = GAMES.random_game, GAMES.steps
