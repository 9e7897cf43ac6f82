"""The replay viewer of a finished Merchants & Marauders game on the kit's replay shell
(scenes/kit/replay_shell.py: stepping, playing, the banner with the seed, the log and the
buttons): each position on the real chart, the captain's board of the seat chosen with every
card shown (the game is over, nothing is secret any more). It never changes a game."""

from __future__ import annotations

from typing import Any

import pygame as pg

from game.merchants import events as E
from scenes.kit.replay_shell import ReplayShell
from scenes.merchants import board, logtext
from scenes.merchants.art import CardArt
from scenes.merchants.layout import Layout

#: events that tell nothing a player follows: stepping passes over them
QUIET = tuple(t for t in vars(E).values() if isinstance(t, type) and t.__module__ == E.__name__
              and t not in logtext.SAYS)


class ReplayScene(ReplayShell):
    """One game, step by step."""

    quiet = QUIET
    card_art = CardArt
    words = logtext
    rounds = (E.GameTurnBegan,)
    seek_bar = False   # (the glory track runs under the banner)
    #: every event a player follows is a stop; the game drawn there is the one rebuilt from
    #: the last position the engine can stand at, at or before it (a command's events are
    #: rebuilt whole: `game`) — trying every prefix once would cost a whole replay per stop
    any_prefix_stands = True

    def game(self) -> Any:
        """The position at the stop: the game rebuilt from the longest prefix of the events,
        up to the stop, that ends between two decisions (the rulebook refuses the others)."""
        if self._cache is None or self._cache[0] != self.upto:
            upto = self.upto
            while True:
                try:
                    game = self.rulebook.from_events(self.events[:upto])
                    break
                except (IndexError, ValueError, KeyError):
                    if upto <= 1:
                        raise
                    upto -= 1
            self._cache = (self.upto, game)
        return self._cache[1]

    def paint_table(self, surface: pg.Surface, game: Any) -> tuple[pg.Rect, pg.Rect, pg.Rect,
                                                                    float]:
        lay = Layout(self.size, self.n, self.bottom)
        view = game.view(self.bottom)
        look = board.Look(layout=lay, colours=self.colours, humans=self.humans,
                          hand_shown=True, deciding=view.active if not view.over else -1,
                          replay=True)
        board.draw(surface, view, look, self.frame, self.art, self.cat)
        return lay.banner, lay.log, lay.buttons, lay.u
