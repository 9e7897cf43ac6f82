"""The Statistics screen: games, wins, gold and mutinies won per player name
(scenes/stats.py keeps the numbers). People first, then the AI pirates' names."""

from __future__ import annotations

import pygame as pg

from game.core.i18n import _
from scenes import stats
from scenes import theme as T
from scenes.drawing import fit, panel, text, wrap
from scenes.menu import MenuScene, hint_line, title_block
from scenes.routes import route
from scenes.widgets import Button

ROWS = 12


@route("stats")
class StatsScene(MenuScene):
    def build(self) -> None:
        table = stats.load()
        people = sorted(((k, v) for k, v in table.items() if v.human),
                        key=lambda kv: (-kv[1].games, kv[0]))
        pirates = sorted(((k, v) for k, v in table.items() if not v.human),
                         key=lambda kv: (-kv[1].wins, kv[0]))
        self.rows = (people + pirates)[:ROWS]
        self.back_button = self.ui.add(Button(_("Back"), self.back, kind="primary", name="back"))
        self.ui.focus = self.back_button

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        width = min(w - px(60), px(1000))
        self.box = pg.Rect((w - width) // 2, px(120), width, h - px(120) - px(100))
        self.back_button.rect = pg.Rect(0, 0, px(200), px(50))
        self.back_button.rect.midbottom = (w // 2, h - px(20))

    def paint(self, surface: pg.Surface) -> None:
        title_block(self, surface, _("Statistics"), self.px(16), 44,
                    _("Every finished game counts, by player name."))
        panel(surface, self.box)
        px = self.px
        head = self.font(17, "bold")
        body = self.font(19, "body")
        headers = [_("Player"), _("Games"), _("Wins"), _("Win rate"), _("Gold per game"),
                   _("Best gold"), _("Mutinies won")]
        widths = [0.28, 0.1, 0.1, 0.12, 0.14, 0.12, 0.14]
        xs = [self.box.x + px(20)]
        for wpart in widths[:-1]:
            xs.append(xs[-1] + round((self.box.w - px(40)) * wpart))
        y = self.box.y + px(18)
        tallest = 1
        for x, words, wpart in zip(xs, headers, widths, strict=True):
            room = round((self.box.w - px(40)) * wpart) - px(8)
            lines = wrap(words, head, room)   # 'Gewonnene Meutereien' takes two lines
            lines = lines if len(lines) <= 2 else [fit(words, head, room)]
            tallest = max(tallest, len(lines))
            for k, line in enumerate(lines):
                text(surface, line, head, T.BRASS_LIGHT, (x, y + k * head.get_linesize()),
                     "topleft", room=room)
        y += px(36) + (tallest - 1) * head.get_linesize()
        if not self.rows:
            text(surface, _("No finished games yet."), body, T.PARCHMENT,
                 (self.box.centerx, self.box.centery), "center")
        row_h = min(px(34), (self.box.bottom - y - px(10)) // max(1, ROWS))
        for name, row in self.rows:
            rate = f"{100 * row.wins / row.games:.0f}%" if row.games else "–"
            per = f"{row.gold / row.games:.1f}" if row.games else "–"
            label = name if row.human else _("{name} (AI)").format(name=name)
            cells = [label, str(row.games), str(row.wins), rate, per, str(row.best),
                     str(row.mutinies_won)]
            colour = T.PARCHMENT if row.human else T.HINT
            for x, words, wpart in zip(xs, cells, widths, strict=True):
                room = round((self.box.w - px(40)) * wpart) - px(8)
                text(surface, fit(words, body, room), body, colour, (x, y), "topleft")
            y += row_h
        hint_line(self, surface, _("Esc goes back"))
