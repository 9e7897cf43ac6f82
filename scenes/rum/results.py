"""RUM's results: each pirate's score and captain cards, the winners, the tie-break used (E4,
RU16), how the game ended (points or the clock, E3) and the clock. Play again (same crew, new
deal) or back to the title. Read from the finished game's own view: at the end nothing shown
here is a secret (scores, captain cards and the clock are public all game)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame as pg

from game.core.i18n import N_, _
from scenes import theme as T
from scenes.drawing import text
from scenes.kit import results_frame as kit
from scenes.kit.results_frame import ResultsFrame
from scenes.rum.cards import CardArt, card_size


@dataclass
class Standing(kit.Standing):
    captains: list[tuple[int, int]] = field(default_factory=list)  # (colour, value)


def standings(view: Any, seats: list[Any]) -> list[Standing]:
    """Best first: score, then captain cards held, then the highest card (E4)."""
    out = []
    for seat in range(view.n):
        caps = sorted(((c.colour, c.value) for c in view.captains if c.owner == seat),
                      key=lambda cv: -cv[1])
        out.append(Standing.of(view, seats, seat, captains=caps))
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


class ResultsScene(ResultsFrame):
    """RUM's standings on the kit's results frame (scenes/kit/results_frame.py)."""

    title_words = N_("The rum is counted")

    def build(self) -> None:
        session = self.app.session
        self.art = CardArt(session.rulebook.cat) if session is not None else None
        super().build()

    def standings(self) -> list[Standing]:
        session = self.app.session
        return standings(self.view, session.seats)

    def notes(self) -> str:
        view = self.view
        if view is None:
            return ""
        return " ".join(w for w in (end_words(view), tiebreak_words(view.tiebreak)) if w)

    def paint_rows(self, surface: pg.Surface) -> None:
        px = self.px
        b = self.board.inflate(-px(36), -px(28))
        if not self.rows or self.art is None or self.view is None:
            return
        row_h = min(px(110), (b.h - px(10)) // (len(self.rows) + 0) - px(6))
        small = self.font(17, "body", 12)
        clock_h = min(px(150), b.h // 2)
        rows_w = b.w - card_size(clock_h)[0] - px(16)
        y = b.y
        for r in self.rows:
            row = pg.Rect(b.x, y, rows_w, row_h)
            ink = self.paint_row_head(surface, row, r)
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
