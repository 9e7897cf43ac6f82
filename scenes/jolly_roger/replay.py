"""The replay viewer of a finished Jolly Roger game on the kit's replay shell (scenes/kit/
replay_shell.py: stepping, playing, a round at a time, the seek bar, the banner, the log and the
buttons): each position on the real table with every card shown — the game is over, nothing is
secret any more: every hand, every prize and the buried treasure. It never changes a game.
"""

from __future__ import annotations

from typing import Any

import pygame as pg

from game.core.i18n import _
from game.jolly_roger import events as E
from scenes import theme as T
from scenes.drawing import text
from scenes.jolly_roger import centre, hud, logtext
from scenes.jolly_roger.board import Board, sorted_hand
from scenes.jolly_roger.canvas import Look
from scenes.jolly_roger.cards import CardArt
from scenes.jolly_roger.layout import Layout
from scenes.kit.plan import ButtonSpec
from scenes.kit.replay_shell import ReplayShell

#: events that only say whose turn it is: stepping passes over them
QUIET = (E.Ask, E.Suspend, E.Resume, E.WindowClosed)


class ReplayScene(ReplayShell):
    """One Jolly Roger game, step by step."""

    quiet = QUIET
    rounds = (E.RoundStarted,)
    card_art = CardArt
    words = logtext
    hud = hud
    seek_bar = True
    any_prefix_stands = True   # its game rebuilds after any event (the engine's replay)

    def __init__(self, app: Any, rulebook: Any, events: list[Any],
                 meta: dict[str, Any] | None = None) -> None:
        super().__init__(app, rulebook, events, meta)
        self.board = Board(self.art)
        self.layout: Layout | None = None

    def lay(self) -> Layout:
        if self.layout is None or self.layout.size != self.size \
                or self.layout.bottom != self.bottom:
            self.layout = Layout(self.size, self.n, self.bottom, True)
        return self.layout

    def full_view(self, game: Any) -> tuple[Any, list[Any]]:
        """The bottom seat's view with every seat's prize cards and buried treasure filled in
        from each seat's own view: the game is over, nothing is secret any more."""
        views = [game.view(s) for s in range(self.n)]
        prizes = tuple(views[s].prizes[s] for s in range(self.n))
        return views[self.bottom]._replace(prizes=prizes), views

    def heading(self, game: Any) -> str:
        return _("Replay · round {round} · step {step} of {total}").format(
            round=game.view(self.bottom).round, step=self.at + 1, total=len(self.stops))

    def paint_table(self, surface: pg.Surface,
                    game: Any) -> tuple[pg.Rect, pg.Rect, pg.Rect, float]:
        lay = self.lay()
        view, views = self.full_view(game)
        hand = list(view.hand)
        if self.app.settings.sort_hand:   # as on the table (issue 17)
            hand = sorted_hand(self.cat, hand)
        look = Look(
            layout=lay, colours=self.colours, humans=self.humans, hand_shown=True, hand=hand,
            now_ms=self.app.ticks_ms, show_prize_faces_of=set(range(self.n)),
            show_buried_of=self.bottom,
            open_hands={s: views[s].hand for s in range(self.n) if s != self.bottom},
            mutiny_captain=centre.captain_in_mutiny(self.events[:self.upto]),
        )
        self.board.draw(surface, view, look, self.frame)
        assert lay.log is not None   # (always open in the replay)
        return lay.banner, lay.log, lay.buttons, lay.u

    def place_buttons(self, area: pg.Rect, specs: list[ButtonSpec],
                      u: float) -> list[tuple[ButtonSpec, pg.Rect]]:
        return hud.layout_buttons(area, specs, u, self.lay().centre.area.top)

    def paint_over(self, surface: pg.Surface, game: Any, u: float) -> None:
        """The final gold, once the replay has reached the end."""
        view = game.view(self.bottom)
        if not view.over or self.at != len(self.stops) - 1:
            return
        lay = self.lay()
        scores = ", ".join(f"{self.names[s]} {view.scores[s][0]}" for s in range(self.n))
        text(surface, _("Final gold: {scores}").format(scores=scores),
             T.font(max(12, round(17 * u)), "bold"), T.PARCHMENT,
             (lay.table.centerx, lay.banner.y - round(8 * u)), "midbottom")
