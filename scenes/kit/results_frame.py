"""The results screen's frame, whatever the table: the title, the headline (who won, with how
many points; a shared win said so), a line of notes, the board the table fills with its
standings, and the buttons: play again (same crew, new deal) or back to the title. A table's
results subclass `ResultsFrame`, build `self.rows` (objects with `name`, `score`, `winner`)
in `standings()`, and paint them (`paint_rows`, each row begun by `paint_row_head`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame as pg

from game.core.i18n import _, ngettext
from scenes import theme as T
from scenes.drawing import fit, panel, text
from scenes.menu import MenuScene, title_block
from scenes.widgets import Button


@dataclass
class Standing:
    """One seat's line on the results (a table's subclass adds its own facts)."""

    seat: int
    name: str
    colour: T.Colour
    score: int
    winner: bool

    @classmethod
    def of(cls, view: Any, seats: list[Any], seat: int, **more: Any) -> Any:
        """This seat's standing from the finished game's view (names, scores, winners) and
        the session's seats (colours)."""
        return cls(seat, view.names[seat], tuple(seats[seat].colour),  # type: ignore[arg-type]
                   view.scores[seat], seat in view.winners, **more)


class ResultsFrame(MenuScene):
    #: the screen's title (translated when painted)
    title_words = ""

    def build(self) -> None:
        session = self.app.session
        self.view = (session.view_of(0) if session.over else session.view()) \
            if session is not None else None   # (at the end every seat's view is public)
        self.rows: list[Any] = self.standings() if session is not None else []
        self.again = self.ui.add(Button(_("Play again"), self.play_again, kind="primary",
                                        name="again"))
        self.title = self.ui.add(Button(_("Title"), self.to_title, name="title"))
        self.ui.focus = self.again

    def standings(self) -> list[Any]:
        """The seats best first (the table's own order and tie-breaks)."""
        return []

    def notes(self) -> str:
        """A line under the headline (how the game ended, the tie-break used)."""
        return ""

    #: the font of the words after a standing's head: size, face, floor
    row_font: tuple[int, str, int] = (19, "body", 12)

    def row_words(self, r: Any) -> str:
        """The words after a standing's head (the table's feats); "" for none."""
        return ""

    def paint_rows(self, surface: pg.Surface) -> None:
        """The standings inside `self.board`: each row's head, then its `row_words` (a table
        with pictures in its rows paints them itself)."""
        px = self.px
        b = self.board.inflate(-px(36), -px(28))
        if not self.rows:
            return
        row_h = min(px(80), (b.h - px(10)) // len(self.rows) - px(6))
        small = self.font(*self.row_font)
        y = b.y
        for r in self.rows:
            row = pg.Rect(b.x, y, b.w, row_h)
            ink = self.paint_row_head(surface, row, r)
            x = row.x + px(360)
            text(surface, fit(self.row_words(r), small, row.right - x - px(20)), small, ink,
                 (x, row.centery), "midleft")
            y += row_h + px(6)

    def paint_row_head(self, surface: pg.Surface, row: pg.Rect, r: Any) -> T.Colour:
        """The start of a standing's row: lit for a winner, the seat's emblem, name and score
        (which ends at `row.x + px(330)`); returns the ink for the rest of the row."""
        px = self.px
        name_f = self.font(24, "bold", 14)
        num_f = self.font(30, "bold", 16)   # Lato: its figures read better than old-style ones
        if r.winner:
            pg.draw.rect(surface, T.mix(T.PARCHMENT, T.BRASS_LIGHT, 0.5), row,
                         border_radius=px(8))
        ink = T.INK if r.winner else T.PARCHMENT
        T.draw_emblem(surface, r.colour, (row.x + px(18), row.centery), px(8))
        text(surface, fit(r.name, name_f, px(220)), name_f, ink,
             (row.x + px(38), row.centery), "midleft")
        text(surface, str(r.score), num_f, ink, (row.x + px(330), row.centery), "midright")
        return ink

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        top = px(170)
        bottom = h - px(96)
        self.board = pg.Rect(px(32), top, w - px(64), bottom - top)
        bh = px(52)
        self.again.rect = pg.Rect(w - px(32) - px(240), h - px(22) - bh, px(240), bh)
        self.title.rect = pg.Rect(px(32), h - px(22) - bh, px(180), bh)

    def headline(self) -> str:
        winners = [r.name for r in self.rows if r.winner]
        best = max((r.score for r in self.rows), default=0)
        if len(winners) == 1:
            return ngettext("{name} wins with {n} point!", "{name} wins with {n} points!",
                            best).format(name=winners[0], n=best)
        if winners:
            return ngettext("{names} share the win with {n} point!",
                            "{names} share the win with {n} points!", best).format(
                names=", ".join(winners), n=best)
        return _("The game is not over yet.")

    def paint(self, surface: pg.Surface) -> None:
        px = self.px
        bottom = title_block(self, surface, _(self.title_words), px(10), 40)
        big = self.font(26, "bold", 15)
        text(surface, fit(self.headline(), big, surface.get_width() - px(40)), big,
             T.BRASS_LIGHT, (surface.get_width() // 2, bottom + px(4)), "midtop", shadow=px(2))
        small = self.font(18, "body", 13)
        notes = self.notes()
        if notes:
            text(surface, fit(notes, small, surface.get_width() - px(80)), small, T.PARCHMENT,
                 (surface.get_width() // 2, bottom + px(40)), "midtop")
        panel(surface, self.board)
        self.paint_rows(surface)

    def play_again(self) -> None:
        from scenes.launch import start_session

        old = self.app.session
        if old is None:
            return
        problem = start_session(self.app, list(old.seats), old.options, game_id=old.game_id)
        if problem:
            self.say(problem)

    def to_title(self) -> None:
        self.app.session = None
        self.app.go("title", replace=True)

    def back(self) -> None:
        self.to_title()
