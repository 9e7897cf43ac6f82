"""The replay viewer of a finished Meuterer game on the kit's replay shell (scenes/kit/
replay_shell.py: stepping, playing, the banner, the log and the buttons): each position on
the real table with every card shown — the game is over, nothing is secret any more: every
hand and every set-aside card, and every role from its pick on. It never changes a game.
"""

from __future__ import annotations

from typing import Any

import pygame as pg

from game.meuterer import events as E
from scenes.kit.replay_shell import ReplayShell
from scenes.meuterer import board, logtext
from scenes.meuterer.cards import CardArt
from scenes.meuterer.layout import Layout

#: events that only say a round begins or where the sales start: stepping passes over them
QUIET = (E.RoundStarted, E.SalesStarted)


class ReplayScene(ReplayShell):
    """One Meuterer game, step by step."""

    quiet = QUIET
    card_art = CardArt
    words = logtext

    def full_view(self, game: Any) -> tuple[Any, tuple[tuple[int, ...], ...],
                                            tuple[tuple[int, ...], ...]]:
        """The bottom seat's view with every role known, and every seat's hand and set-aside
        cards."""
        views = [game.view(s) for s in range(self.n)]
        mine = views[self.bottom]
        roles = tuple(views[s].roles[s] for s in range(self.n))
        return (mine._replace(roles=roles, prompt=None), tuple(v.hand for v in views),
                tuple(v.aside for v in views))

    def paint_table(self, surface: pg.Surface, game: Any) -> tuple[pg.Rect, pg.Rect, pg.Rect,
                                                                    float]:
        lay = Layout(self.size, self.n, self.bottom)
        view, hands, asides = self.full_view(game)
        look = board.Look(layout=lay, colours=self.colours, humans=self.humans,
                          hand_shown=True, deciding=view.turn if not view.over else -1,
                          replay=True, open_hands=hands, open_aside=asides)
        board.draw(surface, view, look, self.frame, self.art, self.cat)
        return lay.banner, lay.log, lay.buttons, lay.u
