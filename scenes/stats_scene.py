"""The Statistics screen: per table, games, wins, score and the table's own feats per player
name (scenes/stats.py keeps the numbers; the table's declaration names its score and feats).
People first, then the AI pirates' names. With several tables, a row of tabs picks the table
(mouse, or Left / Right); it starts at the table last chosen on the title."""

from __future__ import annotations

from typing import Any

import pygame as pg

from game.core import registry
from game.core.i18n import _
from scenes import stats
from scenes import theme as T
from scenes.drawing import fit, panel, text, wrap
from scenes.manager import App
from scenes.menu import MenuScene, hint_line, title_block
from scenes.routes import route
from scenes.tables import preferred
from scenes.widgets import Button

ROWS = 12


@route("stats")
class StatsScene(MenuScene):
    def __init__(self, app: App, game_id: str = "") -> None:
        self.tables = registry.games()
        self.all = stats.load()
        self.info = registry.get(game_id) if game_id else preferred(app.settings.last_table)
        super().__init__(app)

    def build(self) -> None:
        table = self.all.get(self.info.id, {})
        people = sorted(((k, v) for k, v in table.items() if v.human),
                        key=lambda kv: (-kv[1].games, kv[0]))
        pirates = sorted(((k, v) for k, v in table.items() if not v.human),
                         key=lambda kv: (-kv[1].wins, kv[0]))
        self.rows = (people + pirates)[:ROWS]
        self.tabs: list[Button] = []
        if len(self.tables) > 1:
            for info in self.tables:
                self.tabs.append(self.ui.add(Button(
                    _(info.name), lambda info=info: self.show(info), name=f"table:{info.id}",
                    kind="primary" if info.id == self.info.id else "normal")))
        self.back_button = self.ui.add(Button(_("Back"), self.back, kind="primary", name="back"))
        self.ui.focus = self.back_button

    def show(self, info: registry.GameInfo) -> None:
        """Another table's numbers (the focus stays where it was)."""
        self.info = info
        self.rebuild()

    def handle_event(self, event: Any) -> None:
        if self.tabs and event.type == pg.KEYDOWN and event.key in (pg.K_LEFT, pg.K_RIGHT):
            at = self.tables.index(self.info) + (1 if event.key == pg.K_RIGHT else -1)
            self.show(self.tables[at % len(self.tables)])
            return
        super().handle_event(event)

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        width = min(w - px(60), px(1000))
        top = px(120)
        if self.tabs:   # under the title's two lines
            top = px(136)
            tab_w = min(px(220), (width - px(12) * (len(self.tabs) - 1)) // len(self.tabs))
            x = (w - (tab_w * len(self.tabs) + px(12) * (len(self.tabs) - 1))) // 2
            for tab in self.tabs:
                tab.rect = pg.Rect(x, top, tab_w, px(42))
                x += tab_w + px(12)
            top += px(54)
        self.box = pg.Rect((w - width) // 2, top, width, h - top - px(100))
        self.back_button.rect = pg.Rect(0, 0, px(200), px(50))
        self.back_button.rect.midbottom = (w // 2, h - px(20))

    def columns(self) -> tuple[list[str], list[float]]:
        """The headers and their shares of the width: the table's score words and feats."""
        feats = self.info.feats
        headers = [_("Player"), _("Games"), _("Wins"), _("Win rate"),
                   _(self.info.score_words[0]), _(self.info.score_words[1]),
                   *(_(f.label) for f in feats)]
        rest = (1 - 0.28 - 0.1 - 0.1 - 0.12) / (2 + len(feats))
        return headers, [0.28, 0.1, 0.1, 0.12, *[rest] * (2 + len(feats))]

    def paint(self, surface: pg.Surface) -> None:
        subtitle = _("Every finished game counts, by player name.")
        if len(self.tables) > 1:
            subtitle = _("{table}: every finished game counts, by player name.").format(
                table=_(self.info.name))
        title_block(self, surface, _("Statistics"), self.px(16), 44, subtitle)
        panel(surface, self.box)
        px = self.px
        head = self.font(17, "bold")
        body = self.font(19, "body")
        headers, widths = self.columns()
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
            per = f"{row.score / row.games:.1f}" if row.games else "–"
            label = name if row.human else _("{name} (AI)").format(name=name)
            cells = [label, str(row.games), str(row.wins), rate, per, str(row.best),
                     *(str(row.feats.get(f.key, 0)) for f in self.info.feats)]
            colour = T.PARCHMENT if row.human else T.HINT
            for x, words, wpart in zip(xs, cells, widths, strict=True):
                room = round((self.box.w - px(40)) * wpart) - px(8)
                text(surface, fit(words, body, room), body, colour, (x, y), "topleft")
            y += row_h
        hint_line(self, surface, _("Left/Right: another table  ·  Esc goes back")
                  if self.tabs else _("Esc goes back"))
