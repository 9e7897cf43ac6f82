"""RUM's results: each pirate's score and captain cards, the winners, the tie-break used (E4,
RU16), how the game ended (points or the clock, E3) and the clock. Play again (same crew, new
deal) or back to the title. Read from the finished game's own view: at the end nothing shown
here is a secret (scores, captain cards and the clock are public all game)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame as pg

from game.core.i18n import _, ngettext
from scenes import theme as T
from scenes.drawing import fit, panel, text
from scenes.menu import MenuScene, title_block
from scenes.rum.cards import CardArt, card_size
from scenes.widgets import Button


@dataclass
class Standing:
    seat: int
    name: str
    colour: T.Colour
    score: int
    captains: list[tuple[int, int]]  # (colour, value)
    winner: bool


def standings(view: Any, seats: list[Any]) -> list[Standing]:
    """Best first: score, then captain cards held, then the highest card (E4)."""
    out = []
    for seat in range(view.n):
        caps = sorted(((c.colour, c.value) for c in view.captains if c.owner == seat),
                      key=lambda cv: -cv[1])
        out.append(Standing(seat, view.names[seat], tuple(seats[seat].colour),  # type: ignore[arg-type]
                            view.scores[seat], caps, seat in view.winners))
    out.sort(key=lambda s: (-s.score, -len(s.captains),
                            -max((v for _c, v in s.captains), default=0), s.seat))
    return out


def tiebreak_words(tiebreak: str) -> str:
    """E4, RU16: which rule decided between tied scores."""
    return {
        "cards": _("Tied on points: more captain cards decided it."),
        "highest": _("Tied on points and cards: the highest captain card decided it."),
        "shared": _("Still tied after both tie-breaks: the win is shared."),
    }.get(tiebreak, "")


def end_words(view: Any) -> str:
    """E3: how the game ended."""
    if view.end == "clock":
        return _("The castaway clock reached the pirate ship.")
    return _("A pirate reached {target} points.").format(target=view.target)


class ResultsScene(MenuScene):
    def build(self) -> None:
        session = self.app.session
        self.view = session.game.view(0) if session is not None else None
        self.rows = standings(self.view, session.seats) if session is not None else []
        self.art = CardArt(session.rulebook.cat) if session is not None else None
        self.again = self.ui.add(Button(_("Play again"), self.play_again, kind="primary",
                                        name="again"))
        self.title = self.ui.add(Button(_("Title"), self.to_title, name="title"))
        self.ui.focus = self.again

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
        view = self.view
        bottom = title_block(self, surface, _("The rum is counted"), px(10), 40)
        big = self.font(26, "bold", 15)
        text(surface, self.headline(), big, T.BRASS_LIGHT,
             (surface.get_width() // 2, bottom + px(4)), "midtop", shadow=px(2))
        small = self.font(18, "body", 13)
        if view is not None:
            notes = " ".join(w for w in (end_words(view), tiebreak_words(view.tiebreak)) if w)
            text(surface, fit(notes, small, surface.get_width() - px(80)), small, T.PARCHMENT,
                 (surface.get_width() // 2, bottom + px(40)), "midtop")
        panel(surface, self.board)
        self.paint_rows(surface)

    def paint_rows(self, surface: pg.Surface) -> None:
        px = self.px
        b = self.board.inflate(-px(36), -px(28))
        if not self.rows or self.art is None or self.view is None:
            return
        row_h = min(px(110), (b.h - px(10)) // (len(self.rows) + 0) - px(6))
        name_f = self.font(24, "bold", 14)
        num_f = self.font(30, "bold", 16)   # Lato: its figures read better than old-style ones
        small = self.font(17, "body", 12)
        clock_h = min(px(150), b.h // 2)
        rows_w = b.w - card_size(clock_h)[0] - px(16)
        y = b.y
        for r in self.rows:
            row = pg.Rect(b.x, y, rows_w, row_h)
            if r.winner:
                pg.draw.rect(surface, T.mix(T.PARCHMENT, T.BRASS_LIGHT, 0.5), row,
                             border_radius=px(8))
            ink = T.INK if r.winner else T.PARCHMENT
            T.draw_emblem(surface, r.colour, (row.x + px(18), row.centery), px(8))
            text(surface, fit(r.name, name_f, px(220)), name_f, ink,
                 (row.x + px(38), row.centery), "midleft")
            text(surface, str(r.score), num_f, ink, (row.x + px(330), row.centery), "midright")
            x = row.x + px(360)
            card_h = row_h - px(10)
            for colour, value in r.captains:
                img = self.art.captain(colour, value, card_h)
                surface.blit(img, (x, row.y + px(5)))
                x += card_size(card_h)[0] + px(6)
            if not r.captains:
                text(surface, _("no captain card"), small, ink, (x, row.centery), "midleft")
            y += row_h + px(6)
        img = self.art.clock(self.view.clock, self.view.penalty, clock_h)
        at = img.get_rect(topright=(b.right, b.y))
        surface.blit(img, at)
        text(surface, _("Clock {n}/8").format(n=self.view.clock), small, T.PARCHMENT,
             (at.centerx, at.bottom + px(4)), "midtop")

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
