"""The replay viewer of a finished RUM game on the kit's replay shell (scenes/kit/
replay_shell.py: stepping, playing, the banner, the log and the buttons): it shows each
position on the real table with every card shown (the game is over, nothing is secret any
more: every hand, and the face-down beach cards marked as such). It never changes a game.
"""

from __future__ import annotations

from typing import Any

import pygame as pg

from game.rum import events as E
from scenes.kit.replay_shell import ReplayShell
from scenes.rum import board, logtext
from scenes.rum.cards import CardArt
from scenes.rum.layout import Layout

#: events that only say whose turn it is: stepping passes over them
QUIET = (E.TurnStarted, E.ReturnChosen)


class ReplayScene(ReplayShell):
    """One RUM game, step by step."""

    quiet = QUIET
    card_art = CardArt
    words = logtext

    def full_view(self, game: Any) -> Any:
        """The bottom seat's view with every other hand shown as known cards: the game is
        over, nothing is secret any more."""
        views = [game.view(s) for s in range(self.n)]
        mine = views[self.bottom]
        known = tuple(views[s].hand for s in range(self.n))
        return mine._replace(known=known, maybe=tuple(() for _s in range(self.n)))

    def face_down(self, view: Any) -> dict[int, int]:
        """The cards lying face down on the beach at this position, read from the game's own
        events (the replay has every event whole): spot -> card."""
        spots = [-1, -1, -1]
        for ev in self.events[: self.upto]:
            t = type(ev)
            if t is E.GameStarted:
                spots = list(ev.beach)
            elif t is E.Refilled:
                spots[ev.spot] = ev.card
            elif (t is E.ParrotBack or t is E.Drawn and ev.source == "beach") \
                    and 0 <= ev.spot < 3:   # the spot emptied (a refill follows)
                spots[ev.spot] = -1
        return {k: spots[k] for k, s in enumerate(view.beach)
                if s.card is not None and not s.face_up and spots[k] >= 0}

    def paint_table(self, surface: pg.Surface, game: Any) -> tuple[pg.Rect, pg.Rect, pg.Rect,
                                                                    float]:
        lay = Layout(self.size, self.n, self.bottom)
        u = lay.u
        view = self.full_view(game)
        look = board.Look(layout=lay, colours=self.colours, humans=self.humans,
                          hand_shown=True, deciding=view.turn if not view.over else -1,
                          replay=True, open_beach=self.face_down(view))
        board.draw(surface, view, look, self.frame, self.art, self.cat)
        return lay.banner, lay.log, lay.preview.inflate(-round(12 * u), -round(12 * u)), u
