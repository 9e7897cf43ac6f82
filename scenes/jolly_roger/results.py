"""The results on the kit's results frame (scenes/kit/results_frame.py): the final reveal, each
pirate's gold broken down, the winners, and a chart of everyone's gold over the rounds. Play
again (same crew, new deal) or back to the title.

The breakdown and the chart are read from the finished game only: at the end every prize card
is revealed (E2), so nothing here is a secret any more. The chart replays the game's events up
to the end of each round (the rulebook's `from_events`, a few milliseconds) and counts each pirate's
prize cards then: gold cards at face value, each Hostage and each Jewel as 1 (a Jewel's real
value is only drawn at the end). The last point is the final score.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame as pg

from game.core.i18n import N_, _, ngettext
from game.jolly_roger import events as E
from scenes import theme as T
from scenes.drawing import fit, panel, text
from scenes.jolly_roger.cardtext import join_words
from scenes.kit import results_frame as kit
from scenes.kit.paint import text_floor
from scenes.kit.results_frame import ResultsFrame


@dataclass
class Standing(kit.Standing):
    """A pirate's gold (`score`) broken down."""

    gold_cards: int = 0      # the gold printed on gold cards
    jewels: int = 0          # how many Jewels were still held
    jewel_gold: int = 0      # what they were valued at (E3)
    hostages: int = 0        # each worth 1
    rum: int = 0             # the tie-breaker


def prize_cards(view: Any, seat: int) -> tuple[int, ...]:
    """Every prize card of a seat, buried or not (its own view holds both)."""
    return tuple(view.prizes[seat]) + tuple(view.my_buried)


def standings(session: Any) -> list[Standing]:
    """The final breakdown per seat, best first (gold, then Rum)."""
    if not session.over:
        return []   # nothing to count yet, and no seat's prizes may be shown to all
    cat = session.rulebook.cat
    end = next((ev for ev in reversed(session.history()) if isinstance(ev, E.GameEnded)),
               None)
    jewel_value = {card: value for card, _drawn, value in end.jewels} if end else {}
    winners = set(end.winners) if end else set()
    out = []
    for seat, config in enumerate(session.seats):
        cards = prize_cards(session.view_of(seat), seat)
        kinds = [cat.prize_type[c] for c in cards]
        gold = sum(cat.gold[c] for c in cards if cat.prize_type[c] == "gold")
        jewels = [c for c in cards if cat.prize_type[c] == "jewels"]
        jewel_gold = sum(jewel_value.get(c, 1) for c in jewels)
        hostages = kinds.count("hostage")
        rum = kinds.count("rum")
        total = end.scores[seat][0] if end else gold + jewel_gold + hostages
        out.append(Standing(seat, config.name, tuple(config.colour), total,  # type: ignore[arg-type]
                            seat in winners, gold, len(jewels), jewel_gold, hostages, rum))
    out.sort(key=lambda s: (-s.score, -s.rum, s.seat))
    return out


def gold_by_round(session: Any) -> list[list[int]]:
    """Per seat, the gold held at the end of each round (see the module docstring); the last
    point is the final score."""
    cat = session.rulebook.cat
    events = list(session.history())
    series: list[list[int]] = [[0] for _seat in range(session.n)]
    for k, ev in enumerate(events):
        if not isinstance(ev, E.RoundEnded):
            continue
        past = session.rulebook.from_events(events[:k + 1])
        for seat in range(session.n):
            cards = prize_cards(past.view(seat), seat)
            series[seat].append(sum(cat.gold[c] if cat.prize_type[c] == "gold"
                                    else int(cat.prize_type[c] in ("jewels", "hostage"))
                                    for c in cards))
    end = next((ev for ev in reversed(events) if isinstance(ev, E.GameEnded)), None)
    if end is not None:
        for seat in range(session.n):
            if len(series[seat]) > 1:
                series[seat][-1] = end.scores[seat][0]   # the last round: its true value
            else:
                series[seat].append(end.scores[seat][0])
    return series


def draw_star(surface: pg.Surface, center: tuple[int, int], radius: int) -> None:
    """The winner's mark: a brass five-pointed star."""
    import math

    x, y = center
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        a = math.pi * k / 5
        points.append((x + r * math.sin(a), y - r * math.cos(a)))
    pg.draw.polygon(surface, T.BRASS_LIGHT, points)
    pg.draw.polygon(surface, T.BRASS_DARK, points, 1)


class ResultsScene(ResultsFrame):
    """Each pirate's gold on a board, and the chart of the rounds beside it."""

    title_words = N_("The treasure is counted")

    def build(self) -> None:
        session = self.app.session
        self.series = gold_by_round(session) if session is not None else []
        super().build()

    def standings(self) -> list[Standing]:
        return standings(self.app.session)

    def layout(self) -> None:
        super().layout()
        w, h = self.size
        px = self.px
        top = px(136)
        bottom = h - px(96)
        needed = px(110) + len(self.rows) * px(48)   # headers, rows, the note
        height = min(bottom - top, max(needed, px(380)))
        top += (bottom - top - height) // 2          # a short table sits in the middle
        split = round(w * 0.56)
        self.board = pg.Rect(px(32), top, split - px(44), height)
        self.chart = pg.Rect(split, top, w - px(32) - split, height)

    def headline(self) -> str:
        winners = [s.name for s in self.rows if s.winner]
        best = self.rows[0].score if self.rows else 0
        if len(winners) == 1:
            return ngettext("{name} wins with {gold} gold!", "{name} wins with {gold} gold!",
                            best).format(name=winners[0], gold=best)
        if winners:
            return ngettext("{names} share the victory with {gold} gold!",
                            "{names} share the victory with {gold} gold!", best).format(
                names=join_words(winners), gold=best)
        return _("The game is not over yet.")

    def paint_rows(self, surface: pg.Surface) -> None:
        panel(surface, self.chart)
        self.paint_board(surface)
        self.paint_chart(surface)

    def columns(self) -> list[tuple[str, float]]:
        """(header, right edge as a share of the board's inner width)"""
        return [(_("Gold cards"), 0.55), (_("Jewels"), 0.68), (_("Hostages"), 0.81),
                (_("Rum"), 0.90), (_("Total"), 1.0)]

    def paint_board(self, surface: pg.Surface) -> None:
        px = self.px
        inner = self.board.inflate(-px(36), -px(28))
        y = inner.y
        cols = self.columns()
        # Each header has the room between its column's right edge and the one before
        # ('Zakładniczki', 'Gefangene' are long): the font shrinks until every header fits.
        lefts = [0.40] + [edge for _h, edge in cols[:-1]]
        rooms = [round(inner.width * (edge - left)) - px(8)
                 for (_h, edge), left in zip(cols, lefts, strict=True)]
        points = 15.0
        head = self.font(points, "bold", text_floor())
        while points > 10 and any(head.size(h)[0] > r for (h, _e), r in zip(cols, rooms,
                                                                             strict=True)):
            points -= 0.5
            head = self.font(points, "bold", text_floor())
        for (header, edge), room in zip(cols, rooms, strict=True):
            text(surface, header, head, T.BRASS_LIGHT, (inner.x + round(inner.width * edge), y),
                 "topright", room=room)
        text(surface, _("Pirate"), head, T.BRASS_LIGHT, (inner.x + px(58), y))
        y += head.get_linesize() + px(6)
        pg.draw.line(surface, T.BRASS_DARK, (inner.x, y), (inner.right, y), 1)
        n = max(1, len(self.rows))
        note = self.font(13, "body", text_floor())
        row = min(px(48), (inner.bottom - y - px(8) - note.get_linesize()) // n)
        body = self.font(min(20, row / self.u * 0.5), "body", text_floor())
        bold = self.font(min(20, row / self.u * 0.5), "bold", text_floor())   # Lato: lining figures
        display = self.font(min(24, row / self.u * 0.58), "display", text_floor())
        for place, s in enumerate(self.rows):
            ry = y + px(6) + place * row
            mid = ry + row // 2
            if s.winner:
                band = pg.Rect(inner.x - px(6), ry + 1, inner.width + px(12), row - 2)
                glow = pg.Surface(band.size, pg.SRCALPHA)
                pg.draw.rect(glow, (*T.BRASS, 60), glow.get_rect(), border_radius=6)
                surface.blit(glow, band.topleft)
            if s.winner:
                draw_star(surface, (inner.x + px(12), mid), max(5, row // 4))
            else:
                text(surface, str(place + 1), bold, T.HINT, (inner.x + px(12), mid), "center")
            T.draw_emblem(surface, s.colour, (inner.x + px(40), mid), max(5, row // 5))
            name_w = round(inner.width * 0.40) - px(58)
            text(surface, fit(s.name, display, name_w), display, T.PARCHMENT,
                 (inner.x + px(58), mid), "midleft")
            values = [str(s.gold_cards),
                      f"{s.jewels}→{s.jewel_gold}" if s.jewels else "–",
                      str(s.hostages) if s.hostages else "–",
                      str(s.rum) if s.rum else "–",
                      str(s.score)]
            for (header, edge), value in zip(cols, values, strict=True):
                font = bold if header == cols[-1][0] else body
                colour = T.BRASS_LIGHT if header == cols[-1][0] else T.PARCHMENT
                text(surface, value, font, colour, (inner.x + round(inner.width * edge), mid),
                     "midright")
        text(surface, _("Jewels: how many → the gold drawn for them. Ties go to the most Rum."),
             note, T.HINT, (inner.x, inner.bottom + px(4)), "bottomleft", room=inner.width)

    def paint_chart(self, surface: pg.Surface) -> None:
        px = self.px
        inner = self.chart.inflate(-px(36), -px(28))
        head = self.font(17, "bold", text_floor())
        text(surface, _("Gold over the rounds"), head, T.BRASS_LIGHT, inner.topleft,
             room=inner.width)
        small = self.font(13, "body", text_floor())
        plot = pg.Rect(inner.x + px(30), inner.y + px(36), inner.width - px(54),
                       inner.height - px(36) - px(34))
        if not self.series or plot.width < 20 or plot.height < 20:
            return
        rounds = max(len(s) for s in self.series) - 1
        top = max(5, max(max(s) for s in self.series))
        top = ((top + 4) // 5) * 5

        def at(i: int, value: int) -> tuple[int, int]:
            x = plot.x + round(plot.width * i / max(1, rounds))
            return x, plot.bottom - round(plot.height * value / top)

        for g in range(0, top + 1, max(1, top // 5)):
            y = at(0, g)[1]
            pg.draw.line(surface, T.mix(T.WOOD_MID, T.BRASS_DARK, 0.4), (plot.x, y),
                         (plot.right, y), 1)
            text(surface, str(g), small, T.HINT, (plot.x - px(6), y), "midright")
        for i in range(rounds + 1):
            x = at(i, 0)[0]
            text(surface, str(i), small, T.HINT, (x, plot.bottom + px(4)), "midtop")
        text(surface, _("round"), small, T.HINT, (plot.right, plot.bottom + px(18)), "topright")
        n = len(self.rows)
        for s in sorted(self.rows, key=lambda s: s.winner):   # the winners drawn on top
            nudge = round((s.seat - (n - 1) / 2) * max(1, px(2.5)))   # equal lines side by side
            points = [(x, y + nudge) for x, y in
                      (at(i, v) for i, v in enumerate(self.series[s.seat]))]
            width = px(4) if s.winner else px(2)
            if len(points) > 1:
                pg.draw.lines(surface, s.colour, False, points, max(2, width))
            T.draw_emblem(surface, s.colour, points[-1], max(4, px(6)))
