"""The ship's menu over the table (Escape): resume, rules, settings, leave to the title.

The game waits below while it is open. Leaving to the title keeps the game in memory, so
the title's Continue brings the table back (saves that survive quitting come later).
"""

from __future__ import annotations

from typing import Any

import pygame as pg

from game.core.i18n import _
from scenes import theme as T
from scenes.drawing import panel, text
from scenes.launch import confirm_quit, seed_note
from scenes.menu import MenuScene, title_block
from scenes.routes import route
from scenes.widgets import Button


@route("pause")
class PauseScene(MenuScene):
    overlay = True
    vertical = True

    def build(self) -> None:
        ui = self.ui
        self.buttons = [
            ui.add(Button(_("Back to the table"), self.back, kind="primary", name="resume")),
            ui.add(Button(_("Rules & cards"), self.open_rules, name="rules")),
            ui.add(Button(_("Settings"), self.open_settings, name="settings")),
            ui.add(Button(_("Leave to the title"), self.to_title, name="title",
                          detail=_("The game waits: Continue brings it back"))),
            ui.add(Button(_("Quit"), lambda: confirm_quit(self.app), name="quit")),
        ]
        self.ui.focus = self.buttons[0]
        session = self.app.session
        self.seed_note = seed_note(session.seed) if session is not None else ""

    def seed_spot(self) -> tuple[int, int]:
        return self.box.centerx, self.box.bottom - self.px(40)  # above the key hint

    def layout(self) -> None:
        w, h = self.size
        bw, bh, gap = self.px(380), self.px(54), self.px(12)
        total = len(self.buttons) * bh + (len(self.buttons) - 1) * gap
        y = (h - total) // 2 + self.px(30)
        for b in self.buttons:
            b.rect = pg.Rect((w - bw) // 2, y, bw, bh)
            y += bh + gap
        self.box = pg.Rect(0, 0, bw + self.px(80), total + self.px(180))
        self.box.center = (w // 2, h // 2 + self.px(25))

    def paint(self, surface: Any) -> None:
        shade = pg.Surface(surface.get_size(), pg.SRCALPHA)
        shade.fill((*T.SHADOW, 170))
        surface.blit(shade, (0, 0))
        panel(surface, self.box)
        title_block(self, surface, _("Ship's menu"), self.box.y + self.px(14), 36)
        # inside the menu's own box, under its buttons: never over the table's log (issue 17)
        font = self.font(15, "body", 12)
        text(surface, _("Esc goes back to the table"), font, T.HINT,
             (self.box.centerx, self.box.bottom - self.px(16)), "midbottom",
             room=self.box.w - self.px(32))

    def open_rules(self) -> None:
        self.app.go("rules")

    def open_settings(self) -> None:
        self.app.go("settings")

    def to_title(self) -> None:
        self.app.go("title", replace=True)
